//! Where autosaves live (the per-user data directory), one file per game, and listing them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::rules::GameType;

use super::disk::{self, RecordError};
use super::model::Record;
use super::outcome::GameResult;
use super::stamp::Stamp;

/// The environment variable that overrides the data directory (tests and CI point it at a
/// temporary directory).
pub const DATA_DIR_ENV: &str = "HIVE_DATA_DIR";

/// Why the data directory or a listing is unavailable.
#[derive(Debug, Error)]
pub enum StoreError {
    /// Neither `HIVE_DATA_DIR` nor the platform's data directory (XDG on Linux) is known.
    #[error(
        "no data directory: set {DATA_DIR_ENV} (or XDG_DATA_HOME / HOME) to say where saved games go"
    )]
    NoDataDir,
    /// A directory of saves could not be read.
    #[error("{}: cannot list saved games: {source}", .path.display())]
    List {
        /// The directory.
        path: PathBuf,
        /// The I/O error from listing it.
        source: io::Error,
    },
}

/// The per-user data directory: `$HIVE_DATA_DIR` if set, otherwise the platform's data
/// directory plus `hive` (`$XDG_DATA_HOME/hive`, usually `~/.local/share/hive`, on Linux).
pub fn data_dir() -> Result<PathBuf, StoreError> {
    match std::env::var_os(DATA_DIR_ENV) {
        // Made absolute now, so that it means one place however the directory changes.
        Some(d) if !d.is_empty() => {
            let d = PathBuf::from(d);
            Ok(std::path::absolute(&d).unwrap_or(d))
        }
        _ => dirs::data_dir()
            .map(|d| d.join("hive"))
            .ok_or(StoreError::NoDataDir),
    }
}

/// The file in [`data_dir`] that keeps the language the player chose in the game: its
/// tag (`pl`), one line.
pub fn language_path() -> Result<PathBuf, StoreError> {
    Ok(data_dir()?.join(LANGUAGE_FILE))
}

/// The name of the file in the data folder that keeps the player's language.
pub const LANGUAGE_FILE: &str = "language";

/// The language the player chose in the game, if they did (and the file reads as a short
/// tag: anything else is ignored).
pub fn saved_language() -> Option<String> {
    let bytes = std::fs::read(language_path().ok()?).ok()?;
    let tag = std::str::from_utf8(&bytes).ok()?.trim();
    let short = !tag.is_empty() && tag.len() <= 35;
    (short
        && tag
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    .then(|| tag.to_string())
}

/// Keeps `tag` at `path` ([`language_path`]) as the language the player chose, written
/// atomically (its folder made when missing).
pub fn save_language(path: &Path, tag: &str) -> Result<(), super::RecordError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| super::RecordError::Write {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    super::disk::write_atomic(path, format!("{tag}\n").as_bytes())
}

/// The directory of autosaved games: `games/` in [`data_dir`]. It may not exist yet;
/// [`disk::save`] creates it.
pub fn games_dir() -> Result<PathBuf, StoreError> {
    Ok(data_dir()?.join("games"))
}

/// The autosave file of `record` in [`games_dir`]: see [`autosave_file_name`].
pub fn autosave_path(record: &Record) -> Result<PathBuf, StoreError> {
    Ok(new_save_path(&games_dir()?, record))
}

/// A path in `dir` for a new save of `record`: its [`autosave_file_name`], or, when a file
/// of that name (or its lock) is there already (two games started in one millisecond),
/// the same name numbered `-2`, `-3`, …: a new save never lands on another's file.
pub fn new_save_path(dir: &Path, record: &Record) -> PathBuf {
    let name = autosave_file_name(record);
    let taken = |p: &Path| p.exists() || crate::record::lock_path(p).exists();
    let first = dir.join(&name);
    if !taken(&first) {
        return first;
    }
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    (2..)
        .map(|n| dir.join(format!("{stem}-{n}.json")))
        .find(|p| !taken(p))
        .unwrap_or(first)
}

/// One file per game, named by its start time in UTC to the millisecond, e.g.
/// `game-20250601-140322-123.json`; a record with no start time is named by a hash of its
/// players, game type and first moves.
pub fn autosave_file_name(record: &Record) -> String {
    match record.started {
        Some(t) => format!("game-{}.json", t.timestamp().strftime("%Y%m%d-%H%M%S-%3f")),
        None => {
            let mut key = format!("{}\n{}\n{}", record.white, record.black, record.game_type);
            for m in record.moves.iter().take(8) {
                key.push('\n');
                key.push_str(&m.text);
            }
            format!("game-undated-{:016x}.json", fnv1a(key.as_bytes()))
        }
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What a game list shows about one saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The save file.
    pub path: PathBuf,
    /// When the game started, if known.
    pub started: Option<Stamp>,
    /// The date as the file wrote it, where it is not a time we read (a PGN's
    /// `2018.10.28`).
    pub date_text: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The game type.
    pub game_type: GameType,
    /// How the game stands or ended.
    pub result: GameResult,
    /// Number of plies the game stands after (moves taken back and kept for redo are not
    /// counted).
    pub moves: usize,
    /// Moves taken back and kept in the file for redo, after those (see [`Record::current`]).
    pub taken_back: usize,
    /// The game this one branched from, if it is a branch.
    pub parent: Option<super::model::Parent>,
    /// When a move was last played in it (its start when no move says), if known.
    pub last_played: Option<Stamp>,
}

impl Summary {
    /// The summary of a loaded record saved at `path`.
    pub fn new(path: &Path, record: &Record) -> Summary {
        Summary {
            path: path.to_path_buf(),
            started: record.started,
            date_text: record.date_text.clone(),
            white: record.white.clone(),
            black: record.black.clone(),
            game_type: record.game_type,
            result: record.result.clone(),
            moves: record.current_ply(),
            taken_back: record.taken_back(),
            parent: record.parent.clone(),
            last_played: record
                .moves
                .iter()
                .filter_map(|m| m.at)
                .chain(record.started)
                .max_by_key(Stamp::timestamp),
        }
    }
}

/// The saved games (`*.json`) in `dir`, newest first (by start time, or the day a file gave
/// without a time; undated last), each
/// fully validated, plus the errors of the files that did not load. A missing directory
/// holds no games.
pub fn scan_games(dir: &Path) -> Result<(Vec<Summary>, Vec<RecordError>), StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((Vec::new(), Vec::new())),
        Err(source) => {
            return Err(StoreError::List {
                path: dir.to_path_buf(),
                source,
            });
        }
    };
    let mut games = Vec::new();
    let mut broken = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let is_json = path.extension().is_some_and(|e| e == "json");
        if !is_json || disk::is_temp_file(&path) || !path.is_file() {
            continue;
        }
        match disk::load(&path) {
            Ok((record, _)) => games.push(Summary::new(&path, &record)),
            Err(e) => broken.push(e),
        }
    }
    games.sort_by(|a, b| {
        let key = |s: &Summary| {
            s.started
                .map(|t| t.timestamp())
                .or_else(|| s.date_text.as_deref().and_then(written_day))
        };
        match (key(a), key(b)) {
            (Some(x), Some(y)) => y.cmp(&x),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        }
        .then_with(|| b.path.cmp(&a.path))
    });
    Ok((games, broken))
}

/// A date written without a time (a PGN's `2018.10.28`, `2018-10-28`, …), as noon UTC of
/// that day: enough to put it among the dated games, and on that same day in every time
/// zone from UTC-11 to UTC+11, so that a list shown in the viewer's zone keeps it among
/// the games of its day (midnight UTC put it on the day before west of Greenwich).
pub(crate) fn written_day(text: &str) -> Option<jiff::Timestamp> {
    let day = super::stamp::written_date(text)?;
    jiff::tz::Offset::UTC
        .to_timestamp(day.to_datetime(jiff::civil::time(12, 0, 0, 0)))
        .ok()
}

/// The saved games in `dir`, newest first; files that do not load are left out (see
/// [`scan_games`] for their errors).
pub fn list_games(dir: &Path) -> Result<Vec<Summary>, StoreError> {
    Ok(scan_games(dir)?.0)
}

/// The saved game in `dir` that has not ended and was played last (to offer "resume"):
/// by the time of its last move, not its start, so that an old game played on today comes
/// before one started yesterday and left.
pub fn most_recent_unfinished(dir: &Path) -> Result<Option<Summary>, StoreError> {
    let key = |s: &Summary| s.last_played.map(|t| t.timestamp());
    Ok(list_games(dir)?
        .into_iter()
        .filter(|s| !s.result.is_finished())
        // The list is newest first: on a tie the first (the later start) wins.
        .rev()
        .max_by(|a, b| key(a).cmp(&key(b))))
}
