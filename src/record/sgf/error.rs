//! Why a boardspace SGF file does not read as a game, or a record cannot be written as one.

use std::path::PathBuf;

use thiserror::Error;

use crate::record::model::ReplayError;
use crate::rules::Illegal;

/// Why a boardspace SGF file could not be imported. Every message starts with the file.
#[derive(Debug, Error)]
pub enum SgfError {
    /// Not a well-formed SGF game tree.
    #[error("{}, line {line}: not an SGF game tree: {message}", .path.display())]
    Syntax {
        /// The SGF file.
        path: PathBuf,
        /// 1-based line where the problem was found.
        line: usize,
        /// What is malformed.
        message: String,
    },
    /// `SU[...]` is missing or names no Hive variant we play.
    #[error("{}: {message}", .path.display())]
    Variant {
        /// The SGF file.
        path: PathBuf,
        /// Why: no `SU[...]`, or the variant it names.
        message: String,
    },
    /// An action that cannot be understood.
    #[error("{}, line {line}, action {seq} `{action}`: {message}", .path.display())]
    Action {
        /// The SGF file.
        path: PathBuf,
        /// 1-based line of the action's property.
        line: usize,
        /// The action's sequence number, as written.
        seq: String,
        /// The whole action text, e.g. `8 dropb a1 L 13 -wG1`.
        action: String,
        /// What is wrong with it.
        message: String,
    },
    /// An action this importer does not support (colour choice, board editing).
    #[error("{}, line {line}, action {seq}: `{verb}` is not supported ({why})", .path.display())]
    Unsupported {
        /// The SGF file.
        path: PathBuf,
        /// 1-based line of the action's property.
        line: usize,
        /// The action's sequence number, as written.
        seq: String,
        /// The action's verb, lowercased.
        verb: String,
        /// The reason, e.g. `colour choice` or `unknown action`.
        why: &'static str,
    },
    /// A game played before the tournament opening rule (Queen on the first move).
    #[error(
        "{}, line {line}, action {seq}, ply {ply} {mv}: the Queen may not be placed on the first turn (tournament rule); {}",
        .path.display(),
        .year.map_or("this game predates it".to_string(), |y| format!("this {y} game predates it"))
    )]
    OldRules {
        /// The SGF file.
        path: PathBuf,
        /// 1-based line of the action that made the move.
        line: usize,
        /// The sequence number of the action that made the move.
        seq: String,
        /// 1-based ply of the refused move.
        ply: usize,
        /// The refused move as a UHP MoveString.
        mv: String,
        /// The year from `DT[...]`, if one could be read.
        year: Option<i16>,
    },
    /// A move the rules refuse.
    #[error("{}, line {line}, action {seq}, ply {ply} `{mv}` is illegal: {reason}", .path.display())]
    Illegal {
        /// The SGF file.
        path: PathBuf,
        /// 1-based line of the action that made the move.
        line: usize,
        /// The sequence number of the action that made the move.
        seq: String,
        /// 1-based ply of the refused move.
        ply: usize,
        /// The refused move as a UHP MoveString.
        mv: String,
        /// Which rule the move breaks.
        reason: Illegal,
    },
}

/// Why a record cannot be written as a boardspace SGF game.
#[derive(Debug, Error)]
pub enum SgfWriteError {
    /// The record's moves do not replay (a record built by hand), so where its pieces stand
    /// is not known.
    #[error("the record does not replay: {0}")]
    Replay(#[from] ReplayError),
    /// The game spreads wider than boardspace's board of 26 columns (or over more rows than
    /// its reader takes).
    #[error(
        "the game spreads over {columns} columns and {rows} rows; a boardspace record has 26 columns and at most 99 rows"
    )]
    TooLarge {
        /// The columns the game's cells span.
        columns: i32,
        /// The rows they span.
        rows: i32,
    },
    /// The lines branch so often along one line that the variations would nest deeper
    /// than a reader takes.
    #[error(
        "one line branches {depth} times; an SGF record read here nests its variations at most {max} deep"
    )]
    TooDeep {
        /// How deep the variations would nest.
        depth: usize,
        /// The most the reader takes.
        max: usize,
    },
}
