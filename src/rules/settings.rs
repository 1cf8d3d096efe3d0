//! Rules settings of a game: which opening rule it is played under.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Whether a side's Queen may be placed on its first turn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opening {
    /// Not on the first turn (the tournament rule, and UHP's): the published perft counts.
    #[default]
    Tournament,
    /// Any time in the first four turns, the first included, as the rulebooks have it.
    Rulebook,
}

impl Opening {
    /// Both rules, the default first.
    pub const ALL: [Opening; 2] = [Opening::Tournament, Opening::Rulebook];

    /// `tournament` or `rulebook`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Opening::Tournament => "tournament",
            Opening::Rulebook => "rulebook",
        }
    }

    /// Whether the Queen may be placed on a side's turn `turn` (from 1).
    #[inline]
    pub const fn allows_queen_on(self, turn: u32) -> bool {
        !matches!(self, Opening::Tournament) || turn > 1
    }
}

impl fmt::Display for Opening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is not an opening rule.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not an opening rule: expected `tournament` or `rulebook`")]
pub struct OpeningError(pub String);

impl FromStr for Opening {
    type Err = OpeningError;

    fn from_str(s: &str) -> Result<Opening, OpeningError> {
        Opening::ALL
            .into_iter()
            .find(|o| o.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| OpeningError(s.to_string()))
    }
}

/// The rules settings a game is played under (beyond its [`GameType`](super::GameType)).
///
/// The default is UHP's: the tournament opening, no draw by repetition.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// When the Queen may first be placed.
    pub opening: Opening,
    /// Whether a position occurring for the third time draws the game (as on
    /// hivegame.com; see [`Position::repetition_key`](super::Position::repetition_key)).
    pub repetition: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameType, Illegal, Position, perft};

    const RULEBOOK: Rules = Rules {
        opening: Opening::Rulebook,
        repetition: false,
    };

    #[test]
    fn the_rulebook_opening_adds_the_queen_to_the_first_turns() {
        // Hand count: White places one of Q S B G A at the origin (5, or 4 without the
        // Queen); Black places one of the same five bugs on any of the 6 cells around it.
        let mut base = Position::with_rules(GameType::BASE, RULEBOOK);
        assert_eq!(perft(&mut base, 1, true), 5);
        assert_eq!(perft(&mut base, 2, true), 5 * 5 * 6);
        // The tournament rule keeps the published counts (4 and 96).
        let mut base = Position::new(GameType::BASE);
        assert_eq!(perft(&mut base, 2, true), 4 * 4 * 6);
        // With M, L and P: eight bugs instead of seven.
        let mut mlp = Position::with_rules(GameType::MLP, RULEBOOK);
        assert_eq!(perft(&mut mlp, 1, true), 8);
    }

    #[test]
    fn a_queen_first_game_replays_only_under_the_rulebook() {
        let record = "Base;InProgress;White[2];wQ;bQ wQ-";
        let game = Game::parse_with_rules(record, RULEBOOK).unwrap();
        assert_eq!(game.position().rules().opening, Opening::Rulebook);
        assert_eq!(game.moves().len(), 2);
        let refused = Game::parse(record).unwrap_err().to_string();
        assert!(
            refused.contains(&Illegal::QueenOnFirstTurn.to_string()),
            "{refused}"
        );
    }

    #[test]
    fn names_round_trip() {
        for o in Opening::ALL {
            assert_eq!(o.to_string().parse::<Opening>(), Ok(o));
        }
        assert_eq!("Rulebook".parse::<Opening>(), Ok(Opening::Rulebook));
        assert!("queen-first".parse::<Opening>().is_err());
    }
}
