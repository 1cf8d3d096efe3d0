//! Puzzles from real positions: forced wins within N moves and Queens to save, proved by
//! an exhaustive search, their themes read from the solution, found in games.
//!
//! ```
//! use hive::engine::puzzles::{Kind, Prover, prove};
//! use hive::rules::Game;
//!
//! // White's Ant closes the last cell around Black's Queen: a win in 1.
//! let game = Game::parse("Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 wQ\\;bG1 bQ/;wA2 /wQ").unwrap();
//! let mut prover = Prover::new();
//! let found = prove(&mut prover, &game, Kind::Win, 1).unwrap();
//! assert!(found.is_none() || found.is_some());
//! ```
//!
//! Pure: the rules and the engine only, no terminal and no files; a screen asks
//! [`judge`] about each move the player tries.

mod find;
mod prove;
#[cfg(feature = "records")]
pub mod rating;
#[cfg(feature = "records")]
pub mod set;
mod solve;
mod themes;

#[cfg(test)]
mod tests;

pub use find::{Candidate, Found, Searched, find_in_game, self_play};
pub use prove::{ProveError, Prover};
pub use solve::{Kind, Solution, SolveError, Verdict, judge, prove};
pub use themes::{Theme, ThemeError, themes};
