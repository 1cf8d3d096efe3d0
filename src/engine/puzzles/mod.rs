//! Puzzles from real positions: forced wins within N moves and Queens to save, proved by
//! an exhaustive search, their themes read from the solution, found in games.
//!
//! ```
//! use hive::engine::puzzles::{Kind, Prover, Verdict, judge, prove};
//! use hive::rules::Game;
//!
//! // A boardspace game (lambda-hive's test3.sgf), White to move: Black threatens to win
//! // at once, and one White move stops it.
//! let game = Game::parse(concat!(
//!     r"Base;InProgress;White[13];wS1;bB1 /wS1;wQ \wS1;bS1 /bB1;wA1 wS1-;bA1 bS1\;",
//!     r"wA1 bA1\;bQ bB1\;wA2 wS1-;bS2 -bB1;wA2 bQ-;bA2 /bS2;wA1 bQ\;bA1 \wQ;wG1 wA2\;",
//!     r"bA2 wS1/;wB1 /wA1;bS2 -bA1;wA2 -bS1;bB2 /bS2;wA3 wG1/;bB2 bS2\;wA3 wS1\;bB1 bB2\",
//! ))?;
//! let mut prover = Prover::new();
//! let save = prove(&mut prover, &game, Kind::Save, 2)?.expect("a save in 2");
//! assert_eq!(save.line, [r"wA2 bA1/"]);
//! // The game's move loses, and the refutation says how.
//! let tried = judge(&mut prover, &game, Kind::Save, 2, &[], "wB1 wA1")?;
//! assert_eq!(tried, Verdict::Refused { line: vec![r"bS2 \bA2".to_string()] });
//! # Ok::<(), Box<dyn std::error::Error>>(())
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

// The tests read the shipped set (JSON, the `records` feature).
#[cfg(test)]
#[cfg(feature = "records")]
mod tests;

pub use find::{Candidate, Found, Searched, find_in_game, self_play};
pub use prove::{ProveError, Prover};
pub use solve::{Kind, Solution, SolveError, Verdict, judge, prove};
pub use themes::{Theme, ThemeError, themes};
