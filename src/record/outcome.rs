//! How a game ended: the rules' state plus resignations, timeouts and draws off the board.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::{self, Color, Game, GameState, Illegal};

/// How a game stands: the state the rules give its final position, plus how it stopped when
/// that was not on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The rules' verdict on the final position (a surrounded Queen, or still in progress).
    pub state: GameState,
    /// How a game stopped without a surrounded Queen; only with `InProgress`/`NotStarted`.
    pub ending: Option<Ending>,
    /// Free text, e.g. the result line of an imported record.
    pub note: Option<String>,
}

/// How a recorded game stopped although no Queen was surrounded: as the rules end a game
/// ([`rules::Ending`]: a resignation, a draw agreed, a draw by repetition), or in a way only
/// a record knows, decided by a clock, a server or a result written down.
///
/// The record's text forms (`white-resigned`, `agreed-draw`, …) are those of the save
/// format, for all of them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// As the rules end a game (what [`Game::ending`](crate::rules::Game::ending) says).
    Rules(rules::Ending),
    /// This side ran out of time; the other wins.
    TimedOut(Color),
    /// This side forfeited: it broke the rules of play rather than of the game (an engine in
    /// a match that refused a command, crashed or played an illegal move); the other wins.
    Forfeit(Color),
    /// This side was away from an untimed game served over SSH longer than the host allows,
    /// and the other claimed the win.
    Abandoned(Color),
    /// This side lost off the board, how is not recorded (a GameString whose state names
    /// the other side as the winner where no Queen is surrounded); the other wins.
    LostOffBoard(Color),
    /// The server or the front end declared a draw (e.g. boardspace, on repeated positions,
    /// which has no repetition rule).
    DeclaredDraw,
}

impl GameResult {
    /// The result of a position the rules judge `state`, with no other ending.
    pub fn from_state(state: GameState) -> GameResult {
        GameResult {
            state,
            ending: None,
            note: None,
        }
    }

    /// The winner, on the board or by resignation or time.
    pub fn winner(&self) -> Option<Color> {
        match self.ending {
            Some(ending) => ending.winner(),
            None => self.state.winner(),
        }
    }

    /// Whether the game ended drawn (both Queens surrounded, or a draw agreed or declared).
    pub fn is_draw(&self) -> bool {
        match self.ending {
            Some(ending) => ending.winner().is_none(),
            None => self.state == GameState::Draw,
        }
    }

    /// The UHP GameStateString of the whole result: the winner of a resignation or a
    /// timeout, `Draw` for a draw off the board, otherwise the board's state.
    pub fn overall_state(&self) -> GameState {
        match (self.winner(), self.is_draw()) {
            (Some(Color::White), _) => GameState::WhiteWins,
            (Some(Color::Black), _) => GameState::BlackWins,
            (None, true) => GameState::Draw,
            (None, false) => self.state,
        }
    }

    /// Whether the game is over, on the board or otherwise.
    pub fn is_finished(&self) -> bool {
        self.ending.is_some() || self.state.is_over()
    }
}

impl fmt::Display for GameResult {
    /// A short phrase: `White wins (Queen surrounded)`, `Black wins: White resigned`,
    /// `Draw (agreed)`, `In progress`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.ending, self.state) {
            (Some(Ending::Rules(rules::Ending::Resignation(c))), _) => {
                write!(f, "{} wins: {c} resigned", c.opponent())
            }
            (Some(Ending::TimedOut(c)), _) => {
                write!(f, "{} wins: {c} ran out of time", c.opponent())
            }
            (Some(Ending::Forfeit(c)), _) => write!(f, "{} wins: {c} forfeited", c.opponent()),
            (Some(Ending::Abandoned(c)), _) => {
                write!(f, "{} wins: {c} left the game", c.opponent())
            }
            (Some(Ending::LostOffBoard(c)), _) => {
                write!(f, "{} wins (off the board)", c.opponent())
            }
            (Some(Ending::Rules(rules::Ending::Agreement)), _) => f.write_str("Draw (agreed)"),
            (Some(Ending::DeclaredDraw), _) => f.write_str("Draw (declared)"),
            (Some(Ending::Rules(rules::Ending::Repetition)), _) => f.write_str("Draw (repetition)"),
            (None, GameState::WhiteWins) => f.write_str("White wins (Queen surrounded)"),
            (None, GameState::BlackWins) => f.write_str("Black wins (Queen surrounded)"),
            (None, GameState::Draw) => f.write_str("Draw (both Queens surrounded)"),
            (None, GameState::InProgress) => f.write_str("In progress"),
            (None, GameState::NotStarted) => f.write_str("Not started"),
        }
    }
}

impl GameResult {
    /// The result in a few words, for a column of a list: the winner (or `Draw`) and how
    /// in one word, e.g. `Black (Queen)`, `White (resign)`, `Draw (agreed)`, at most 17
    /// columns; the full phrase is [`Display`](fmt::Display)'s.
    pub fn brief(&self) -> String {
        let how = match (self.ending, self.state) {
            (Some(Ending::Rules(rules::Ending::Resignation(_))), _) => "resign",
            (Some(Ending::TimedOut(_)), _) => "time",
            (Some(Ending::Forfeit(_)), _) => "forfeit",
            (Some(Ending::Abandoned(_)), _) => "abandoned",
            (Some(Ending::LostOffBoard(_)), _) => "off board",
            (Some(Ending::Rules(rules::Ending::Agreement)), _) => "agreed",
            (Some(Ending::DeclaredDraw), _) => "declared",
            (Some(Ending::Rules(rules::Ending::Repetition)), _) => "repetition",
            (None, GameState::WhiteWins | GameState::BlackWins) => "Queen",
            (None, GameState::Draw) => "Queens",
            (None, GameState::InProgress) => return "In progress".to_string(),
            (None, GameState::NotStarted) => return "Not started".to_string(),
        };
        match self.winner() {
            Some(c) => format!("{c} ({how})"),
            None => format!("Draw ({how})"),
        }
    }
}

impl Ending {
    /// Every ending, in the order of their text forms.
    pub const ALL: [Ending; 13] = [
        Ending::Rules(rules::Ending::Resignation(Color::White)),
        Ending::Rules(rules::Ending::Resignation(Color::Black)),
        Ending::TimedOut(Color::White),
        Ending::TimedOut(Color::Black),
        Ending::Forfeit(Color::White),
        Ending::Forfeit(Color::Black),
        Ending::Abandoned(Color::White),
        Ending::Abandoned(Color::Black),
        Ending::LostOffBoard(Color::White),
        Ending::LostOffBoard(Color::Black),
        Ending::Rules(rules::Ending::Agreement),
        Ending::DeclaredDraw,
        Ending::Rules(rules::Ending::Repetition),
    ];

    /// The text form used in saves: `white-resigned`, `black-timed-out`, `agreed-draw`, …
    pub fn as_str(self) -> &'static str {
        match self {
            Ending::Rules(rules::Ending::Resignation(Color::White)) => "white-resigned",
            Ending::Rules(rules::Ending::Resignation(Color::Black)) => "black-resigned",
            Ending::TimedOut(Color::White) => "white-timed-out",
            Ending::TimedOut(Color::Black) => "black-timed-out",
            Ending::Forfeit(Color::White) => "white-forfeited",
            Ending::Forfeit(Color::Black) => "black-forfeited",
            Ending::Abandoned(Color::White) => "white-abandoned",
            Ending::Abandoned(Color::Black) => "black-abandoned",
            Ending::LostOffBoard(Color::White) => "white-lost-off-board",
            Ending::LostOffBoard(Color::Black) => "black-lost-off-board",
            Ending::Rules(rules::Ending::Agreement) => "agreed-draw",
            Ending::DeclaredDraw => "declared-draw",
            Ending::Rules(rules::Ending::Repetition) => "repetition",
        }
    }

    /// Declares in `game` an ending the rules declare (a resignation, a draw agreed), so that
    /// it refuses moves as the record says it ended; a draw by repetition follows from the
    /// moves, and the record's own endings change nothing. Refused when the game is over.
    pub(crate) fn declare(self, game: &mut Game) -> Result<(), Illegal> {
        match self {
            Ending::Rules(rules::Ending::Resignation(c)) => game.resign(c),
            Ending::Rules(rules::Ending::Agreement) => game.agree_draw(),
            _ => Ok(()),
        }
    }

    /// The side that wins by it; `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Rules(rules::Ending::Resignation(c))
            | Ending::TimedOut(c)
            | Ending::Forfeit(c)
            | Ending::Abandoned(c)
            | Ending::LostOffBoard(c) => Some(c.opponent()),
            Ending::Rules(rules::Ending::Agreement | rules::Ending::Repetition)
            | Ending::DeclaredDraw => None,
        }
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A text that is not an [`Ending`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "`{0}` is not an ending: expected white-resigned, black-resigned, white-timed-out, black-timed-out, white-forfeited, black-forfeited, white-lost-off-board, black-lost-off-board, agreed-draw, declared-draw or repetition"
)]
pub struct EndingError(pub String);

impl FromStr for Ending {
    type Err = EndingError;

    fn from_str(s: &str) -> Result<Ending, EndingError> {
        Ending::ALL
            .into_iter()
            .find(|e| e.as_str() == s)
            .ok_or_else(|| EndingError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_round_trip_and_name_the_winner() {
        for e in Ending::ALL {
            assert_eq!(e.as_str().parse(), Ok(e));
        }
        let r = GameResult {
            state: GameState::InProgress,
            ending: Some(Ending::Rules(rules::Ending::Resignation(Color::White))),
            note: None,
        };
        assert_eq!(r.winner(), Some(Color::Black));
        assert!(r.is_finished());
        assert_eq!(r.to_string(), "Black wins: White resigned");
        assert_eq!(r.brief(), "Black (resign)");
    }

    #[test]
    fn every_brief_result_names_the_winner_and_fits_17_columns() {
        let states = [
            GameState::WhiteWins,
            GameState::BlackWins,
            GameState::Draw,
            GameState::InProgress,
            GameState::NotStarted,
        ];
        let endings = Ending::ALL.map(Some);
        let mut all = Vec::new();
        for state in states {
            for ending in endings.iter().copied().chain([None]) {
                // An ending off the board goes with a game in progress on it.
                if ending.is_some() && state.is_over() {
                    continue;
                }
                all.push(GameResult {
                    state,
                    ending,
                    note: None,
                });
            }
        }
        for r in &all {
            let brief = r.brief();
            assert!(brief.chars().count() <= 17, "{brief}");
            let ok = match (r.winner(), r.is_draw()) {
                (Some(c), _) => brief.starts_with(&format!("{c} (")),
                (None, true) => brief.starts_with("Draw ("),
                (None, false) => ["In progress", "Not started"].contains(&brief.as_str()),
            };
            assert!(ok, "{brief} for {r}");
        }
        let queen = GameResult::from_state(GameState::BlackWins);
        assert_eq!(queen.brief(), "Black (Queen)");
    }
}
