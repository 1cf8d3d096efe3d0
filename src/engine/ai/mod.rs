//! The computer opponent: iterative-deepening alpha-beta search with a Hive evaluation.
//!
//! One call answers "what should the side to move play?":
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use hive::engine::ai::{best_move, Limits};
//! use hive::rules::Game;
//!
//! let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
//! let result = best_move(game.position(), Limits::depth(2), &AtomicBool::new(false));
//! assert!(game.position().legal_moves().contains(&result.mv));
//! ```
//!
//! A position knows nothing of how it was reached: for a game played with the repetition
//! rule, search the game with [`Search::run_game`] (or [`Level::pick_in_game`]), which
//! scores a third occurrence as a draw.
//!
//! A [`Search`] runs on the calling thread alone unless [`Search::set_threads`] gives it more:
//! helper threads then search the same position, sharing only the transposition table (Lazy
//! SMP), and the calling thread's result is the answer.
//!
//! A front end runs the search on a worker thread and cancels it through the flag; the
//! search returns its best move so far within about a millisecond of the flag being set:
//!
//! ```
//! use std::sync::Arc;
//! use std::sync::atomic::{AtomicBool, Ordering};
//! use std::time::Duration;
//!
//! use hive::engine::ai::{Level, Limits, Search};
//! use hive::rules::{Game, GameType};
//!
//! let pos = Game::new(GameType::MLP).position().clone();
//! let stop = Arc::new(AtomicBool::new(false));
//! let flag = Arc::clone(&stop);
//! let worker = std::thread::spawn(move || Search::new(8).run(&pos, Limits::default(), &flag));
//! std::thread::sleep(Duration::from_millis(20));
//! stop.store(true, Ordering::Relaxed); // the player pressed Esc
//! let result = worker.join().unwrap();
//! println!("hint: {:?} (depth {})", result.mv, result.depth);
//!
//! // Or by strength level, blocking for at most the level's time:
//! let _mv = Level::Beginner.pick(Game::new(GameType::MLP).position(), &AtomicBool::new(false));
//! ```

mod eval;
mod level;
mod limits;
mod order;
mod rng;
mod search;
mod time;
mod tt;
pub mod tune;

use std::sync::atomic::AtomicBool;

use crate::rules::Position;

pub use eval::{Weights, evaluate, evaluate_with};
pub use level::{Level, LevelError, Opponent};
pub use limits::{Limits, MATE, MAX_DEPTH, SearchResult, is_mate, mate_in};
pub use rng::Rng;
pub use search::{DEFAULT_TABLE_MB, MAX_THREADS, Search};
pub use time::{ClockState, MOVE_OVERHEAD, TimeBudget};

/// Searches `pos` with a fresh [`Search`] (default table size) until `limits` or `stop`.
///
/// Use a long-lived [`Search`] instead when searching repeatedly in one game: it keeps its
/// table and is not reallocated.
pub fn best_move(pos: &Position, limits: Limits, stop: &AtomicBool) -> SearchResult {
    Search::default().run(pos, limits, stop)
}
