//! The JSON save format (`"format": "hive-game"`, version 1): write atomically, load with
//! full validation. The format is described in `assets/save-format.md`.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Deserialize;
use serde_json::Value;
use thiserror::Error;

use crate::rules::game_type::GameTypeError;
use crate::rules::{Game, GameState, GameType};

use super::model::{MoveEntry, Record, ReplayError};
use super::outcome::{Ending, GameResult};
use super::stamp::Stamp;

/// The `format` tag of a save.
pub const FORMAT: &str = "hive-game";
/// The save format version this program writes and reads.
pub const VERSION: u64 = 1;

/// Why a save could not be written or loaded. Every message starts with the file.
#[derive(Debug, Error)]
pub enum RecordError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The save file.
        path: PathBuf,
        /// The I/O error from reading it.
        source: io::Error,
    },
    /// The file (or its temporary sibling) could not be written.
    #[error("{}: cannot save: {source}", .path.display())]
    Write {
        /// The save file being written.
        path: PathBuf,
        /// The I/O error, from any step of the atomic write.
        source: io::Error,
    },
    /// Not JSON, or cut short.
    #[error("{}, line {line}, column {column}: not valid JSON: {message}", .path.display())]
    Syntax {
        /// The save file.
        path: PathBuf,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column of the error.
        column: usize,
        /// The JSON parser's message, without its position.
        message: String,
    },
    /// JSON, but not one of our saves.
    #[error("{}: not a hive game record: {found}", .path.display())]
    Format {
        /// The save file.
        path: PathBuf,
        /// What was found instead: not an object, no `format`, or another one.
        found: String,
    },
    /// A save from another version of the format.
    #[error(
        "{}: save format version {found} is not supported (this program reads version {VERSION})",
        .path.display()
    )]
    Version {
        /// The save file.
        path: PathBuf,
        /// The `version` value as written, or `(missing)`.
        found: String,
    },
    /// A field is missing or has the wrong type.
    #[error("{}: {message}", .path.display())]
    Shape {
        /// The save file.
        path: PathBuf,
        /// The deserializer's description of the missing or mistyped field.
        message: String,
    },
    /// The game type is not one of the eight UHP game types.
    #[error("{}: unknown game type: {source}", .path.display())]
    GameType {
        /// The save file.
        path: PathBuf,
        /// Why the `game_type` string does not parse.
        source: GameTypeError,
    },
    /// A field holds a value it cannot hold (a time, a state, an ending).
    #[error("{}: `{field}`: {message}", .path.display())]
    Field {
        /// The save file.
        path: PathBuf,
        /// Where the value is, e.g. `result.state` or `moves[3].at (move 4)`.
        field: String,
        /// What is wrong with the value.
        message: String,
    },
    /// The moves do not replay, or the result contradicts them.
    #[error("{}: {source}", .path.display())]
    Replay {
        /// The save file.
        path: PathBuf,
        /// Which move or result failed the replay.
        source: ReplayError,
    },
    /// The stored GameString is not the game the moves make.
    #[error(
        "{}: `game_string` does not match the moves (the moves give `{expected}`)",
        .path.display()
    )]
    GameStringMismatch {
        /// The save file.
        path: PathBuf,
        /// The GameString the replayed moves give.
        expected: String,
    },
}

/// The file as stored, before validation.
#[derive(Deserialize)]
struct FileV1 {
    game_type: String,
    white: String,
    black: String,
    #[serde(default)]
    started: Option<String>,
    #[serde(default)]
    date_text: Option<String>,
    #[serde(default)]
    source: Option<String>,
    moves: Vec<MoveV1>,
    result: ResultV1,
    #[serde(default)]
    game_string: Option<String>,
}

#[derive(Deserialize)]
struct MoveV1 {
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    at: Option<String>,
}

#[derive(Deserialize)]
struct ResultV1 {
    state: String,
    #[serde(default)]
    ending: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

fn json(s: &str) -> String {
    Value::from(s).to_string()
}

/// The record as save-file JSON: one line per move, the GameString last.
pub fn to_json(record: &Record) -> String {
    let mut out = String::with_capacity(256 + record.moves.len() * 48);
    out.push_str("{\n");
    out.push_str(&format!("  \"format\": {},\n", json(FORMAT)));
    out.push_str(&format!("  \"version\": {VERSION},\n"));
    out.push_str(&format!(
        "  \"game_type\": {},\n",
        json(&record.game_type.to_string())
    ));
    out.push_str(&format!("  \"white\": {},\n", json(&record.white)));
    out.push_str(&format!("  \"black\": {},\n", json(&record.black)));
    if let Some(t) = record.started {
        out.push_str(&format!("  \"started\": {},\n", json(&t.to_string())));
    }
    if let Some(d) = &record.date_text {
        out.push_str(&format!("  \"date_text\": {},\n", json(d)));
    }
    if let Some(s) = &record.source {
        out.push_str(&format!("  \"source\": {},\n", json(s)));
    }
    out.push_str("  \"moves\": [");
    for (i, m) in record.moves.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str(&format!("    {{\"move\": {}", json(&m.text)));
        if let Some(t) = m.at {
            out.push_str(&format!(", \"at\": {}", json(&t.to_string())));
        }
        out.push('}');
    }
    out.push_str(if record.moves.is_empty() {
        "],\n"
    } else {
        "\n  ],\n"
    });
    let r = &record.result;
    out.push_str(&format!(
        "  \"result\": {{\"state\": {}",
        json(r.state.as_str())
    ));
    if let Some(e) = r.ending {
        out.push_str(&format!(", \"ending\": {}", json(e.as_str())));
    }
    if let Some(n) = &r.note {
        out.push_str(&format!(", \"note\": {}", json(n)));
    }
    out.push_str("},\n");
    out.push_str(&format!(
        "  \"game_string\": {}\n",
        json(&record.to_game_string())
    ));
    out.push_str("}\n");
    out
}

/// Writes `record` to `path` atomically: a temporary file in the same directory is written,
/// flushed and synced, then renamed over `path`. If anything fails (or the process dies)
/// before the rename, the previous file is untouched. Creates the directory if needed.
pub fn save(path: &Path, record: &Record) -> Result<(), RecordError> {
    write_atomic(path, to_json(record).as_bytes())
}

/// Writes `bytes` to `path` by way of a synced temporary sibling and a rename.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let write_err = |source| RecordError::Write {
        path: path.to_path_buf(),
        source,
    };
    let name = path.file_name().ok_or_else(|| {
        write_err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the path names no file",
        ))
    })?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(write_err)?;
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(
        ".{}.{}-{n}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let written = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        // Best effort: the temporary file is ours and useless now.
        let _ = fs::remove_file(&tmp);
        return Err(write_err(e));
    }
    // Make the rename itself durable where the platform allows syncing a directory.
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Whether `path` looks like a temporary file left by an interrupted [`save`].
pub fn is_temp_file(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with('.') && n.ends_with(".tmp"))
}

/// Reads and validates a save: the JSON, the format tag and version, every field, every
/// move replayed through the rules, the result against the final position. Returns the
/// record (move texts in the rules' own spelling) and the replayed game.
pub fn load(path: &Path) -> Result<(Record, Game), RecordError> {
    let text = fs::read_to_string(path).map_err(|source| RecordError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    from_json(path, &text)
}

/// [`load`] for text already read; `path` only names the file in errors.
pub fn from_json(path: &Path, text: &str) -> Result<(Record, Game), RecordError> {
    let p = || path.to_path_buf();
    let value: Value = serde_json::from_str(text).map_err(|e| RecordError::Syntax {
        path: p(),
        line: e.line(),
        column: e.column(),
        message: match e.classify() {
            serde_json::error::Category::Eof => "the file ends too early (truncated?)".to_string(),
            _ => {
                let full = e.to_string();
                // serde_json ends its message with the position, which we give already.
                match full.rsplit_once(" at line ") {
                    Some((message, _)) => message.to_string(),
                    None => full,
                }
            }
        },
    })?;
    let Value::Object(map) = &value else {
        return Err(RecordError::Format {
            path: p(),
            found: "the JSON is not an object".to_string(),
        });
    };
    match map.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return Err(RecordError::Format {
                path: p(),
                found: format!("`format` is {other}, expected \"{FORMAT}\""),
            });
        }
        None => {
            return Err(RecordError::Format {
                path: p(),
                found: format!("no `format` field (expected \"{FORMAT}\")"),
            });
        }
    }
    match map.get("version") {
        Some(Value::Number(n)) if n.as_u64() == Some(VERSION) => {}
        Some(other) => {
            return Err(RecordError::Version {
                path: p(),
                found: other.to_string(),
            });
        }
        None => {
            return Err(RecordError::Version {
                path: p(),
                found: "(missing)".to_string(),
            });
        }
    }
    let file: FileV1 = serde_json::from_value(value).map_err(|e| RecordError::Shape {
        path: p(),
        message: e.to_string(),
    })?;
    validate(path, file)
}

fn validate(path: &Path, file: FileV1) -> Result<(Record, Game), RecordError> {
    let p = || path.to_path_buf();
    let field_err = |field: &str, message: String| RecordError::Field {
        path: p(),
        field: field.to_string(),
        message,
    };
    let game_type: GameType = file
        .game_type
        .parse()
        .map_err(|source| RecordError::GameType { path: p(), source })?;
    let started = file
        .started
        .map(|s| s.parse::<Stamp>())
        .transpose()
        .map_err(|e| field_err("started", e.to_string()))?;
    let mut moves = Vec::with_capacity(file.moves.len());
    for (i, m) in file.moves.into_iter().enumerate() {
        let at =
            m.at.map(|s| s.parse::<Stamp>()).transpose().map_err(|e| {
                field_err(&format!("moves[{i}].at (move {})", i + 1), e.to_string())
            })?;
        moves.push(MoveEntry { text: m.text, at });
    }
    let state: GameState = file.result.state.parse().map_err(|_| {
        field_err(
            "result.state",
            format!(
                "`{}` is not a game state (NotStarted, InProgress, Draw, WhiteWins, BlackWins)",
                file.result.state
            ),
        )
    })?;
    let ending = file
        .result
        .ending
        .map(|e| e.parse::<Ending>())
        .transpose()
        .map_err(|e| field_err("result.ending", e.to_string()))?;
    let mut record = Record {
        game_type,
        white: file.white,
        black: file.black,
        started,
        date_text: file.date_text,
        source: file.source,
        moves,
        result: GameResult {
            state,
            ending,
            note: file.result.note,
        },
    };
    let game = record
        .replay()
        .map_err(|source| RecordError::Replay { path: p(), source })?;
    if let Some(gs) = &file.game_string {
        let same = Game::parse(gs).is_ok_and(|g| g.moves().eq(game.moves()))
            && gs
                .split(';')
                .nth(1)
                .is_none_or(|s| s.trim() == game.state().as_str());
        if !same {
            return Err(RecordError::GameStringMismatch {
                path: p(),
                expected: game.to_string(),
            });
        }
    }
    record.normalize(&game);
    Ok((record, game))
}
