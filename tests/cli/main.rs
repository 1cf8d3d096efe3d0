//! The `hive` command run as a user would: import, export and the games list, where game
//! files are found, `hive analyze`, `hive match`, `hive uhp-check`, Ctrl-C and the end of
//! input in a real engine process (`hive uhp`, or this binary as the engine), and the
//! README's examples.
//!
//! Built only with the `cli` feature (`required-features` in Cargo.toml), so cargo always
//! builds the `hive` binary for it: no test here can find it missing.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod analyze;
mod club;
mod club_chat;
mod club_tour;
mod commands;
mod interrupt;
mod library;
mod manual;
mod match_bench;
mod matches;
mod paths;
mod plainmore;
mod puzzles;
mod readme;
mod streams;
mod uhp_check;
mod uhp_options;
