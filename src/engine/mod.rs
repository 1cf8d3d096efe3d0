//! The engine side: the Universal Hive Protocol and the computer opponent.

pub mod ai;
pub mod uhp;
