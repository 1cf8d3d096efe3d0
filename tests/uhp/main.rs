//! The Universal Hive Protocol: transcripts, `bestmove` and the search, fuzzing, Mzinga's
//! tables through the text interface, `perft` and the repetition draw (Ctrl-C and the end
//! of input in a real process are tested in `tests/cli`).

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod bestmove;
mod clock;
mod fuzz;
mod mzinga;
mod perft;
mod repetition;
mod transcripts;
