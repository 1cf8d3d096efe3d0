//! Game records: JSON saves and their directory, boardspace SGF import over the corpus,
//! hivegame.com PGN import and export, through the library (the `hive` commands that read
//! and write them are tested in `tests/cli`).

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod json;
mod pgn;
mod readers;
mod vocabulary;
