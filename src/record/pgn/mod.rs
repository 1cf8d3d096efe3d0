//! hivegame.com PGN records: read leniently, several games a file; written as hivegame.com does.
//!
//! A PGN game is a few tags, then one numbered ply per line (`12. wB1 bQ`). A game as
//! hivegame.com's download button writes it:
//!
//! ```text
//! [GameType "Base+MLP"]
//! [Date "30-Jan-2024_16:10:56"]
//! [Site "hivegame.com"]
//! [White "alice"]
//! [Black "bob"]
//! [Result "WhiteWins"]
//!
//! 1. wL
//! 2. bL wL-
//! …
//!
//! WhiteWins
//! ```
//!
//! Files converted from boardspace also carry `Event` and `Round` tags and write the result
//! the chess way (`1-0`, `0-1`, `1/2-1/2`). The moves are UHP MoveStrings, one ply per line
//! (passes included), numbered from 1. Games are replayed under hivegame.com's rules: the
//! tournament opening (unless a Queen comes on the first turn) and a draw when a position
//! occurs for the third time (unless the record plays on past that).

mod note;
mod replay;
mod text;
mod write;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::rules::Game;
use crate::rules::MoveError;

use super::model::Record;

pub use note::PgnNote;
pub use write::to_pgn;

/// Why a PGN file, or one game in it, could not be read. Every message starts with the file.
#[derive(Debug, Error)]
pub enum PgnError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Neither a tag nor a move in the whole file.
    #[error("{}: no game: expected `[Tag \"value\"]` lines and numbered moves", .path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// A line that is not a tag, a numbered move or a result.
    #[error("{}, game {game}, line {line}: {message}", .path.display())]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The game's number in the file, from 1.
        game: usize,
        /// The line, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A move that does not replay.
    #[error("{}, game {game}, line {line}, ply {ply} `{text}`: {source}", .path.display())]
    Move {
        /// The file.
        path: PathBuf,
        /// The game's number in the file, from 1.
        game: usize,
        /// The line of the move.
        line: usize,
        /// The ply, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it does not replay (boxed: every result of the reader carries this type).
        source: Box<MoveError>,
    },
}

/// The tags of a PGN game that a [`Record`] has no field for, written back on export.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnHeader {
    /// `Event` (often empty).
    pub event: String,
    /// `Site`: `hivegame.com`, `boardspace.net`, or empty.
    pub site: String,
    /// `Round` (often empty).
    pub round: String,
}

/// One game read from a PGN file: the record, the replayed game (under the rules it was
/// read with, see [`Game::position`]), the tags the record has no room for, and the notes.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The record: players, date, the moves in the rules' own spelling, the result.
    pub record: Record,
    /// The game the moves replay to.
    pub game: Game,
    /// `Event`, `Site` and `Round`.
    pub header: PgnHeader,
    /// What the reader read leniently or decided for itself, in the order it happened.
    pub notes: Vec<PgnNote>,
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line the game starts on, from 1.
    pub line: usize,
}

/// Whether `text` looks like a PGN file: its first line is a tag (`[GameType "…"]`) or a
/// numbered move (`1. wS1`).
pub fn looks_like_pgn(text: &str) -> bool {
    let Some(first) = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
    else {
        return false;
    };
    let mut chars = first.chars();
    match chars.next() {
        Some('[') => chars.next().is_some_and(|c| c.is_ascii_alphabetic()),
        Some(c) if c.is_ascii_digit() => matches!(text::move_line(first), Some(Ok(_))),
        _ => false,
    }
}

/// Reads a PGN file: each game in it, replayed, or why it does not replay.
pub fn read_pgn(path: &Path) -> Result<Vec<Result<PgnGame, PgnError>>, PgnError> {
    let bytes = super::file::read_capped(path).map_err(|source| PgnError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    parse_pgn(path, &String::from_utf8_lossy(&bytes))
}

/// [`read_pgn`] for text already read; `path` names the file in errors and in each record's
/// `source`. Fails as a whole only when the text holds no game at all.
pub fn parse_pgn(path: &Path, text: &str) -> Result<Vec<Result<PgnGame, PgnError>>, PgnError> {
    let raws = text::split_games(text.trim_start_matches('\u{feff}'));
    if raws.is_empty() {
        return Err(PgnError::Empty {
            path: path.to_path_buf(),
        });
    }
    let several = raws.len() > 1;
    Ok(raws
        .into_iter()
        .enumerate()
        .map(|(i, raw)| replay::read_game(path, i + 1, several, raw))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pipe_is_read_no_further_than_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("games.pgn");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("SKIPPING a_pipe_is_read_no_further_than_the_cap: no mkfifo");
            return;
        }
        // The writer offers a megabyte more than the cap, and stops when the reader leaves.
        let path = fifo.clone();
        let writer = std::thread::spawn(move || {
            use std::io::Write;
            let mut pipe = std::fs::OpenOptions::new().write(true).open(path).unwrap();
            let line = "1. wS1\n".repeat(1 << 10);
            let mut left = super::super::MAX_FILE_BYTES as usize + (1 << 20);
            while left > 0 && pipe.write_all(line.as_bytes()).is_ok() {
                left = left.saturating_sub(line.len());
            }
        });
        let err = read_pgn(&fifo).unwrap_err();
        writer.join().unwrap();
        assert!(
            err.to_string()
                .contains("game files over 8 MB are not read"),
            "{err}"
        );
    }
}
