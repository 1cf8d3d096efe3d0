//! Conformance checks for UHP engines (`hive uhp-check`): drive any engine through the
//! protocol's edge cases ([`protocol`]), and compare its `validmoves` with our legal moves
//! position by position ([`Driver::check_position`]), each answer awaited for a bounded
//! time ([`Process`](crate::engine::uhp::process::Process)), so an engine that hangs is
//! reported, not waited for.

pub mod compare;
pub mod driver;
pub mod positions;
pub mod protocol;

pub use compare::{MoveDiff, compare_moves};
pub use driver::{Driver, EngineInfo, Fault};
pub use protocol::{CheckResult, Failure, Status, run_checks};
