//! The UHP GameStateString: whether the game is under way, and who won on the board.

use std::fmt;
use std::str::FromStr;

use super::piece::Color;

/// The UHP GameStateString.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// No move played yet.
    NotStarted,
    /// Moves played, no result yet.
    InProgress,
    /// Both Queens surrounded at once.
    Draw,
    /// Black's Queen is surrounded.
    WhiteWins,
    /// White's Queen is surrounded.
    BlackWins,
}

impl GameState {
    /// Every state, in UHP order.
    pub const ALL: [GameState; 5] = [
        GameState::NotStarted,
        GameState::InProgress,
        GameState::Draw,
        GameState::WhiteWins,
        GameState::BlackWins,
    ];

    /// Whether the game has ended.
    pub fn is_over(self) -> bool {
        matches!(
            self,
            GameState::Draw | GameState::WhiteWins | GameState::BlackWins
        )
    }

    /// The winner, if the game was won.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameState::WhiteWins => Some(Color::White),
            GameState::BlackWins => Some(Color::Black),
            _ => None,
        }
    }

    /// The UHP text, e.g. `WhiteWins`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameState::NotStarted => "NotStarted",
            GameState::InProgress => "InProgress",
            GameState::Draw => "Draw",
            GameState::WhiteWins => "WhiteWins",
            GameState::BlackWins => "BlackWins",
        }
    }
}

impl fmt::Display for GameState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A GameStateString that names no state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a game state (NotStarted, InProgress, Draw, WhiteWins, BlackWins)")]
pub struct GameStateError(pub String);

impl FromStr for GameState {
    type Err = GameStateError;

    fn from_str(s: &str) -> Result<GameState, GameStateError> {
        GameState::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| GameStateError(s.to_string()))
    }
}
