//! The Universal Hive Protocol: transcripts, `bestmove` and the search, fuzzing, and
//! Mzinga's tables through the text interface.

#[path = "../common/mod.rs"]
mod common;

mod bestmove;
mod fuzz;
mod mzinga;
mod transcripts;
