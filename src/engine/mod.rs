//! The engine side: the computer opponent, the Universal Hive Protocol (both ends), and
//! what is built on them: a game looked over, and matches between engines.

pub mod ai;
pub mod analysis;
pub mod arena;
pub mod conformance;
pub mod uhp;
