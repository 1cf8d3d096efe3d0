//! The moves of a record's lines: one move as recorded, and a line that leaves another.

use std::time::Duration;

use super::stamp::Stamp;

/// The most plies a record may hold: far beyond any real game (a few hundred), and well
/// within what the rules engine counts.
pub const MAX_PLIES: usize = 20_000;

/// One move of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveEntry {
    /// The UHP MoveString, e.g. `wA1 -bG1` or `pass`.
    pub text: String,
    /// When it was played, if known.
    pub at: Option<Stamp>,
    /// The mover's time left after it, increment included, in a game with a clock.
    pub left: Option<Duration>,
}

impl MoveEntry {
    /// A move with no time known.
    pub fn new(text: impl Into<String>) -> MoveEntry {
        MoveEntry {
            text: text.into(),
            at: None,
            left: None,
        }
    }
}

/// A line of play that leaves another one: after `at` moves of the line it leaves it goes on
/// with `moves`. Stored flat, so a game that branched a thousand times nests no deeper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// The line it leaves: `None` the main line, else an earlier variation's index in
    /// `Record::variations`.
    pub from: Option<usize>,
    /// How many moves it shares with the line it leaves, from the game's start: a ply
    /// inside that line's own moves.
    pub at: usize,
    /// Its own moves, from its first different one; at least one.
    pub moves: Vec<MoveEntry>,
}
