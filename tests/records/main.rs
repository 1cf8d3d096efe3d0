//! Game records: JSON saves and their directory, boardspace SGF import over the corpus,
//! hivegame.com PGN import and export, through the library (the `hive` commands that read
//! and write them are tested in `tests/cli`).

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod explorer;
mod formats;
mod json;
mod pgn;
mod readers;
mod saving;
mod variations;
mod vocabulary;

use std::path::Path;

use hive::record::{self, OpenError, Record, SgfError};
use hive::rules::Game;

/// The first game of a game file of any kind, as `record::open` reads it.
fn open_first(path: &Path) -> Result<(Record, Game), OpenError> {
    let game = record::open(path)?.into_first()?;
    Ok((game.record, game.game))
}

/// A boardspace SGF file, read by the SGF reader.
fn read_sgf(path: &Path) -> Result<(Record, Game), SgfError> {
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    record::sgf::read(path, &text)
}
