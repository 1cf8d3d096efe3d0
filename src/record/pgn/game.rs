//! What a PGN file's games are read into (the record, the replayed game, the notes) and why a file or one of its games is not read.

use std::path::PathBuf;

use thiserror::Error;

use crate::record::model::Record;
use crate::rules::Game;
use crate::rules::MoveError;

use super::note::PgnNote;

/// Why a PGN file, or one game in it, could not be read. Every message starts with the file.
#[derive(Debug, Error)]
pub enum PgnError {
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
    /// A move of a variation that does not replay.
    #[error("{}, game {game}, line {line}, in a variation, ply {ply} `{text}`: {source}", .path.display())]
    Variation {
        /// The file.
        path: PathBuf,
        /// The game's number in the file, from 1.
        game: usize,
        /// The line of the move.
        line: usize,
        /// The ply from the game's start, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it does not replay.
        source: Box<MoveError>,
    },
}

/// One game read from a PGN file: the record (with its `Event`, `Site` and `Round` tags),
/// the replayed game (under the rules it was read with, see [`Game::position`]), and the
/// notes.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The record: players, date, the moves in the rules' own spelling, the result.
    pub record: Record,
    /// The game the moves replay to.
    pub game: Game,
    /// What the reader read leniently or decided for itself, in the order it happened.
    pub notes: Vec<PgnNote>,
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line the game starts on, from 1.
    pub line: usize,
}
