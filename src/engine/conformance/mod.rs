//! Conformance checks for UHP engines (`hive uhp-check`): compare an engine's `validmoves`
//! with our legal moves position by position, each answer awaited for a bounded time
//! ([`probe`]), so an engine that hangs is reported, not waited for.

pub mod compare;
pub mod positions;
pub mod probe;

pub use compare::{MoveDiff, compare_moves};
pub use probe::{Answer, Ending, Probe, StartError};
