//! The engine side: the computer opponent, the Universal Hive Protocol (both ends), and
//! what is built on them: a game looked over, matches between engines, and perft on
//! several threads. What runs other engines as processes (`uhp::process` and
//! `uhp::client`, `arena`, `conformance`) needs the `engines` feature.

pub mod ai;
pub mod analysis;
#[cfg(feature = "engines")]
pub mod arena;
#[cfg(feature = "engines")]
pub mod conformance;
pub mod perft;
pub mod puzzles;
pub mod uhp;
