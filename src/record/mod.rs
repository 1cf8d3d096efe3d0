//! Game records: JSON saves (versioned, written atomically, validated by replay),
//! boardspace SGF import, hivegame.com PGN import and export, UHP GameString files, and the
//! per-user directory of autosaves.
//!
//! A front end autosaves after every ply and offers to resume the last unfinished game:
//!
//! ```no_run
//! use hive::record::{self, Record, Stamp};
//! use hive::rules::{Game, GameType};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = Game::new(GameType::MLP);
//! let mut rec = Record::from_game(&game, "Alice", "Bob", Stamp::now());
//! let path = record::autosave_path(&rec)?;
//! game.play_str("wS1")?;
//! rec.append_move(&game, Stamp::now());
//! record::save(&path, &rec)?;
//!
//! if let Some(last) = record::most_recent_unfinished(&record::games_dir()?)? {
//!     let (rec, game) = record::load(&last.path)?;
//!     assert_eq!(rec.moves.len(), game.moves().len());
//! }
//! # Ok(())
//! # }
//! ```

mod file;
mod lex;
mod model;
mod outcome;
mod pgn;
mod save;
mod sgf;
mod stamp;
mod store;

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::rules::Game;

pub use file::{
    MAX_FILE_BYTES, SaveFile, SaveFileError, clean_temp_files, holder, lock_path, read_capped,
};
pub use lex::LexError;
pub use model::{
    Computer, GameStringReplayError, MAX_PLIES, MoveEntry, Parent, Record, ReplayError,
    check_result,
};
pub use outcome::{Ending, EndingError, GameResult};
pub use pgn::{PgnError, PgnGame, PgnHeader, PgnNote, looks_like_pgn, parse_pgn, read_pgn, to_pgn};
pub use save::{
    FORMAT, RecordError, VERSION, from_json, is_temp_file, load, save, to_json, write_atomic,
};
pub use sgf::{SgfError, parse_sgf, read_sgf};
pub use stamp::{Stamp, StampError};
pub use store::{
    DATA_DIR_ENV, StoreError, Summary, autosave_file_name, autosave_path, data_dir, games_dir,
    list_games, most_recent_unfinished, scan_games,
};

/// Why a file could not be loaded as a game of any kind.
#[derive(Debug, Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The file that was asked for.
        path: PathBuf,
        /// The I/O error from reading it.
        source: std::io::Error,
    },
    /// A JSON save that does not load.
    #[error(transparent)]
    Json(#[from] RecordError),
    /// A boardspace SGF record that does not import.
    #[error(transparent)]
    Sgf(#[from] SgfError),
    /// A PGN file whose (first) game does not import.
    #[error(transparent)]
    Pgn(#[from] PgnError),
    /// A text file whose GameString does not replay (or holds more moves than any game).
    #[error("{}: {source}", .path.display())]
    GameString {
        /// The file holding the GameString.
        path: PathBuf,
        /// Why the GameString's header or one of its moves is refused.
        source: Box<GameStringReplayError>,
    },
    /// Empty, or text on several lines that is neither JSON nor SGF.
    #[error(
        "{}: not a game: expected a hive JSON save, a boardspace .sgf file, a hivegame.com .pgn file, or one line holding a UHP GameString",
        .path.display()
    )]
    Unrecognized {
        /// The file that was read.
        path: PathBuf,
    },
}

/// The kinds of game file [`load_any`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// Our JSON save (the only kind a game continues in place).
    Save,
    /// A boardspace SGF record.
    Sgf,
    /// A hivegame.com PGN file (one game or several).
    Pgn,
    /// One line holding a UHP GameString.
    GameString,
}

/// Loads a game from our JSON save, a boardspace `.sgf` record, a hivegame.com `.pgn` file
/// (its first game), or a text file holding one UHP GameString, judged by content (see
/// [`file_kind`]). Every move is replayed through the rules; the record and the replayed
/// game come back together.
pub fn load_any(path: &Path) -> Result<(Record, Game), ImportError> {
    load_any_kind(path).map(|(_, record, game)| (record, game))
}

/// [`load_any`], also saying which kind of file it was.
pub fn load_any_kind(path: &Path) -> Result<(FileKind, Record, Game), ImportError> {
    let loaded = parse_any(path, &read_game_file(path)?)?;
    Ok((loaded.kind, loaded.record, loaded.game))
}

/// A game read from a file of any kind, with what was read leniently.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The kind of file.
    pub kind: FileKind,
    /// The record.
    pub record: Record,
    /// The game its moves replay to.
    pub game: Game,
    /// What the reader read leniently or decided for itself, one sentence each (for people:
    /// a front end shows them, e.g. on standard error).
    pub notes: Vec<String>,
}

/// The text of a game file of any kind, read at most [`MAX_FILE_BYTES`] of it (whatever the
/// file is: a pipe or a device too), bytes that are not UTF-8 replaced.
pub fn read_game_file(path: &Path) -> Result<String, ImportError> {
    let bytes = file::read_capped(path).map_err(|source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// [`load_any_kind`] for text already read (see [`read_game_file`]); `path` names the file
/// in errors and in an imported record's `source`.
pub fn parse_any(path: &Path, text: &str) -> Result<Loaded, ImportError> {
    let text = text.trim_start_matches('\u{feff}');
    let body = text.trim();
    let loaded = |kind, (record, game)| Loaded {
        kind,
        record,
        game,
        notes: Vec::new(),
    };
    match file_kind(text) {
        Some(FileKind::Pgn) => {
            let first = pgn::parse_pgn(path, text)?.into_iter().next();
            let game = first.ok_or_else(|| PgnError::Empty {
                path: path.to_path_buf(),
            })??;
            Ok(Loaded {
                notes: game.notes.iter().map(ToString::to_string).collect(),
                ..loaded(FileKind::Pgn, (game.record, game.game))
            })
        }
        Some(FileKind::Save) => Ok(loaded(FileKind::Save, save::from_json(path, text)?)),
        Some(FileKind::Sgf) => Ok(loaded(FileKind::Sgf, sgf::parse_sgf(path, text)?)),
        Some(FileKind::GameString) => {
            let (game, ending, stale) =
                model::import_game_string(body).map_err(|source| ImportError::GameString {
                    path: path.to_path_buf(),
                    source: Box::new(source),
                })?;
            let mut record = Record::from_game(&game, "White", "Black", None);
            record.source = path.file_name().map(|n| n.to_string_lossy().into_owned());
            let mut notes: Vec<String> = stale
                .iter()
                .map(|n| format!("{n}: read as the moves say"))
                .collect();
            if let Some(ending) = ending {
                // A result the board does not give: decided off the board (see
                // `import_game_string`), and said so.
                let given = record.result.state;
                record.result.ending = Some(ending);
                let state = record.result.overall_state();
                record.result.note = Some(format!("GameString state: {state}"));
                notes.push(format!(
                    "the state field says `{state}` but the moves give `{given}`: read as a game decided off the board ({})",
                    record.result
                ));
            }
            Ok(Loaded {
                notes,
                ..loaded(FileKind::GameString, (record, game))
            })
        }
        None => Err(ImportError::Unrecognized {
            path: path.to_path_buf(),
        }),
    }
}

/// The kind of game file `text` is, by its content: `{` a JSON save, `(` SGF, a tag line
/// (`[GameType "Base"]`) or a numbered move (`1. wS1`) PGN, any other single line a
/// GameString; `None` for empty text and other text on several lines.
pub fn file_kind(text: &str) -> Option<FileKind> {
    let body = text.trim_start_matches('\u{feff}').trim();
    if pgn::looks_like_pgn(body) {
        return Some(FileKind::Pgn);
    }
    match body.chars().next()? {
        '{' | '[' => Some(FileKind::Save),
        '(' => Some(FileKind::Sgf),
        _ if !body.contains('\n') => Some(FileKind::GameString),
        _ => None,
    }
}

/// The record in any file [`load_any`] reads.
pub fn import(path: &Path) -> Result<Record, ImportError> {
    Ok(load_any(path)?.0)
}

/// The record as a UHP GameString (what `newgame` takes; resignations and draws off the
/// board are not part of UHP).
pub fn export_uhp(record: &Record) -> String {
    record.to_game_string()
}

/// The record as a hivegame.com PGN game (see [`to_pgn`]; `Event`, `Site` and `Round`
/// empty).
pub fn export_pgn(record: &Record) -> String {
    to_pgn(record, &PgnHeader::default())
}

/// The record as save-file JSON (the text [`save`] writes).
pub fn export_json(record: &Record) -> String {
    to_json(record)
}
