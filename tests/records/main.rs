//! Game records: JSON saves and their directory, boardspace SGF import over the corpus,
//! hivegame.com PGN import and export, and the `hive` commands that read and write them
//! (analyze among them).

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod analyze;
mod cli;
mod cli_paths;
mod corpus;
mod json;
mod matches;
mod pgn;
mod readers;
