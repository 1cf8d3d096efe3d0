//! The Universal Hive Protocol: transcripts, `bestmove` and the search, fuzzing, and
//! Mzinga's tables through the text interface.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod bestmove;
mod fuzz;
mod mzinga;
mod transcripts;
