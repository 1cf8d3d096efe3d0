//! The engine side: the computer opponent, the Universal Hive Protocol (both ends), and
//! what is built on them: a game looked over, matches between engines, and perft on
//! several threads.

pub mod ai;
pub mod analysis;
pub mod arena;
pub mod conformance;
pub mod perft;
pub mod uhp;
