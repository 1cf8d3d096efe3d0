//! Game types: the base game plus any of the Mosquito, Ladybug and Pillbug expansions.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::piece::{Bug, Color, Piece};

/// Which expansion pieces are in the game (`Base`, `Base+M`, …, `Base+MLP`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GameType {
    mosquito: bool,
    ladybug: bool,
    pillbug: bool,
}

impl GameType {
    /// The base game: no expansion bugs.
    pub const BASE: GameType = GameType::new(false, false, false);
    /// All three expansions: the modern standard.
    pub const MLP: GameType = GameType::new(true, true, true);

    /// Every game type, `Base` first and `Base+MLP` last.
    pub const ALL: [GameType; 8] = [
        GameType::new(false, false, false),
        GameType::new(true, false, false),
        GameType::new(false, true, false),
        GameType::new(false, false, true),
        GameType::new(true, true, false),
        GameType::new(true, false, true),
        GameType::new(false, true, true),
        GameType::new(true, true, true),
    ];

    /// The base game plus the chosen expansions.
    pub const fn new(mosquito: bool, ladybug: bool, pillbug: bool) -> GameType {
        GameType {
            mosquito,
            ladybug,
            pillbug,
        }
    }

    /// Whether this bug is part of the game.
    pub const fn has(self, bug: Bug) -> bool {
        match bug {
            Bug::Mosquito => self.mosquito,
            Bug::Ladybug => self.ladybug,
            Bug::Pillbug => self.pillbug,
            _ => true,
        }
    }

    /// The pieces of both colours in this game, as a bit set over piece indices.
    pub(crate) fn piece_mask(self) -> u32 {
        let both = |bug: Bug| bug.mask(Color::White) | bug.mask(Color::Black);
        // Without branches: move generation asks on every call.
        both(Bug::Queen)
            | both(Bug::Spider)
            | both(Bug::Beetle)
            | both(Bug::Grasshopper)
            | both(Bug::Ant)
            | (both(Bug::Mosquito) * self.mosquito as u32)
            | (both(Bug::Ladybug) * self.ladybug as u32)
            | (both(Bug::Pillbug) * self.pillbug as u32)
    }

    /// Whether this piece is part of the game.
    pub const fn has_piece(self, piece: Piece) -> bool {
        self.has(piece.bug())
    }

    /// The expansion letters, e.g. `"MLP"`, empty for the base game.
    pub fn expansions(self) -> String {
        [Bug::Mosquito, Bug::Ladybug, Bug::Pillbug]
            .into_iter()
            .filter(|&b| self.has(b))
            .map(Bug::letter)
            .collect()
    }

    /// Parses expansion letters in any order and case (`"mlp"`, `"PL"`, `""`).
    pub fn from_expansions(letters: &str) -> Result<GameType, GameTypeError> {
        let mut t = GameType::BASE;
        for c in letters.chars() {
            match c.to_ascii_uppercase() {
                'M' if !t.mosquito => t.mosquito = true,
                'L' if !t.ladybug => t.ladybug = true,
                'P' if !t.pillbug => t.pillbug = true,
                _ => return Err(GameTypeError::Expansions(letters.to_string())),
            }
        }
        Ok(t)
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.expansions();
        if e.is_empty() {
            f.write_str("Base")
        } else {
            write!(f, "Base+{e}")
        }
    }
}

/// Why a GameTypeString did not parse.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameTypeError {
    #[error(
        "`{0}` is not a game type: expected `Base`, or `Base+` followed by any of M, L, P, each at most once (e.g. `Base+MLP`)"
    )]
    /// Not `Base` or `Base+…`.
    Unknown(String),
    #[error("`{0}` is not a set of expansions: use each of the letters M, L, P at most once")]
    /// Letters other than M, L, P, or one repeated.
    Expansions(String),
}

impl FromStr for GameType {
    type Err = GameTypeError;

    /// As UHP writes it: `Base`, or `Base+` and one or more of the letters M, L, P, in
    /// any order (`Base+LMP` is `Base+MLP`, as Mzinga and nokamute read it), each at most
    /// once; the case as written. [`Display`](fmt::Display) writes the letters in the
    /// order M, L, P.
    fn from_str(s: &str) -> Result<GameType, GameTypeError> {
        let unknown = || GameTypeError::Unknown(s.to_string());
        let letters = match s.strip_prefix("Base").ok_or_else(unknown)? {
            "" => return Ok(GameType::BASE),
            rest => rest.strip_prefix('+').ok_or_else(unknown)?,
        };
        if letters.is_empty() || !letters.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(unknown());
        }
        GameType::from_expansions(letters).map_err(|_| unknown())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_type_strings_round_trip() {
        let names: Vec<String> = GameType::ALL.iter().map(|t| t.to_string()).collect();
        assert_eq!(
            names,
            [
                "Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP"
            ]
        );
        for t in GameType::ALL {
            assert_eq!(t.to_string().parse(), Ok(t));
        }
        assert_eq!("Base+PM".parse(), Ok(GameType::new(true, false, true)));
        for refused in [
            "base",
            "Base+",
            "Base+MM",
            "Base+mlp",
            "Base+X",
            "BaseM",
            "Base+MLPL",
        ] {
            assert!(refused.parse::<GameType>().is_err(), "{refused}");
        }
        assert_eq!(
            GameType::from_expansions("pm"),
            Ok(GameType::new(true, false, true))
        );
        assert!(GameType::from_expansions("MM").is_err());
    }
}
