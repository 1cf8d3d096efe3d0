//! The saves of a games folder as the index sees them: each file's name, size and time,
//! one fingerprint of them all, games' ids and the games read from the files (on every
//! core).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, UNIX_EPOCH};

use thiserror::Error;

use crate::record::explorer;
use crate::record::{self, Record, Summary};
use crate::rules::Game;

/// Why the library could not be read at all (not even from the files).
#[derive(Debug, Error)]
pub enum LibraryError {
    /// The games folder could not be listed.
    #[error("{}: cannot list saved games: {source}", .path.display())]
    List {
        /// The folder.
        path: PathBuf,
        /// The I/O error.
        source: io::Error,
    },
    /// SQLite failed where no fallback is left (an index in memory failed too).
    #[error("games library: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// An import could not write into the games folder (read-only, full, gone): it stops
    /// at once rather than refuse every game after.
    #[error("{}: cannot write into the games folder: {source}", .path.display())]
    Write {
        /// The folder.
        path: PathBuf,
        /// The I/O error.
        source: io::Error,
    },
    /// An import could not write the index (locked by another process for longer than
    /// its wait, damaged, full): the saves written so far are kept, and the index takes
    /// them in when next opened.
    #[error(
        "the games index could not be written ({0}); the games saved so far are kept, and \
         the index takes them in when it is next opened"
    )]
    Index(rusqlite::Error),
}

impl LibraryError {
    /// Whether the index turned out to be damaged (its file no sound database): it is
    /// then rebuilt from the saves ([`Library::rebuild`](super::Library::rebuild)).
    pub fn is_corrupt(&self) -> bool {
        match self {
            LibraryError::Sqlite(e) | LibraryError::Index(e) => is_corrupt(e),
            LibraryError::List { .. } | LibraryError::Write { .. } => false,
        }
    }
}

/// Whether an SQLite error means the file is no (sound) database.
pub(super) fn is_corrupt(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

/// A file of the folder as the index compares it: name, size, modification time (ns).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stat {
    pub(super) name: String,
    pub(super) size: i64,
    pub(super) mtime: i64,
}

/// A game's id: the FNV-1a hash of its file's name. Stable across versions and machines
/// (unlike std's hasher), so a short name printed today finds the game tomorrow.
pub fn game_id(file_name: &str) -> u64 {
    fnv1a(file_name.as_bytes())
}

/// SplitMix64's finaliser: spreads a hash so that a sum of them does not cancel out.
fn mix(value: u64) -> u64 {
    let mut x = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The folder's own modification time (ns), which every file added, removed or renamed in
/// it changes (a save is written by a rename), but not an edit in place.
pub(super) fn dir_mtime(dir: &Path) -> Option<i64> {
    let t = fs::metadata(dir).ok()?.modified().ok()?;
    let d = t.duration_since(UNIX_EPOCH).ok()?;
    i64::try_from(d.as_nanos()).ok()
}

/// The saves (`*.json`, not temporary) of `dir` with size and time; none for a missing
/// folder.
pub(super) fn scan(dir: &Path) -> Result<Vec<Stat>, LibraryError> {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => {
            return Err(LibraryError::List {
                path: dir.to_path_buf(),
                source,
            });
        }
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !name.ends_with(".json") || record::is_temp_file(Path::new(name)) {
            continue;
        }
        // Follows links, as loading does: a linked save is listed.
        let Ok(meta) = fs::metadata(entry.path()) else {
            continue;
        };
        if !meta.is_file() {
            continue;
        }
        let mtime = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| i64::try_from(d.as_nanos()).unwrap_or(i64::MAX));
        out.push(Stat {
            name: name.to_string(),
            size: i64::try_from(meta.len()).unwrap_or(i64::MAX),
            mtime,
        });
    }
    Ok(out)
}

/// One number for the whole folder (names, sizes, times; in any order): when it is what
/// the index saw last, nothing changed and no row need be compared.
pub(super) fn fingerprint(stats: &[Stat]) -> i64 {
    let sum = stats.iter().fold(stats.len() as u64, |acc, s| {
        let mut h = fnv1a(s.name.as_bytes());
        h = (h ^ s.size as u64).wrapping_mul(0x0100_0000_01b3);
        h = (h ^ s.mtime as u64).wrapping_mul(0x0100_0000_01b3);
        acc.wrapping_add(mix(h))
    });
    sum as i64
}

/// A game read for the index: its row's fields and its positions.
#[derive(Clone, Debug)]
pub(crate) struct Indexed {
    pub(crate) summary: Summary,
    pub(crate) event: Option<String>,
    pub(crate) site: Option<String>,
    pub(crate) source: Option<String>,
    pub(crate) moves: String,
    pub(crate) dup: u64,
    pub(crate) keys: Vec<u64>,
    /// How the game ended, as the explorer counts it (stored with each position).
    pub(crate) explored: explorer::Outcome,
}

/// The key two imports of one game share: its game type, players, day and positions.
/// The positions, not the MoveStrings: two files of one game (an SGF and a PGN of it)
/// write a move beside different pieces. The day, not the time: a boardspace SGF knows the
/// time, its PGN only the day.
pub(crate) fn duplicate_key(record: &Record, positions: &[u64]) -> u64 {
    let day = match (record.day(), &record.date_text) {
        (Some(d), _) => d.to_string(),
        (None, Some(t)) => t.clone(),
        (None, None) => String::new(),
    };
    let mut bytes = format!(
        "{}\n{}\n{}\n{}\n",
        record.game_type, record.white, record.black, day
    )
    .into_bytes();
    for k in positions {
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    fnv1a(&bytes)
}

impl Indexed {
    pub(crate) fn new(path: &Path, record: &Record, game: &Game) -> Indexed {
        let keys = explorer::keys(game);
        Indexed {
            summary: Summary::new(path, record),
            event: record.event.clone(),
            site: record.site.clone(),
            source: record.source.clone(),
            moves: record.move_strings().collect::<Vec<_>>().join(";"),
            dup: duplicate_key(record, &keys),
            keys,
            explored: explorer::Outcome::of(&record.result),
        }
    }
}

/// Reads one save for the index: the game, or why it does not load.
fn read_save(dir: &Path, name: &str) -> Result<Indexed, String> {
    let path = dir.join(name);
    let (record, game) = record::load(&path).map_err(|e| e.to_string())?;
    Ok(Indexed::new(&path, &record, &game))
}

/// How often a long read reports how far it is.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// Reads `names` on every core; results in the same order. `progress` is told the files
/// read and the files in all, at the start, every tenth of a second, and at the end.
pub(super) fn read_saves(
    dir: &Path,
    names: &[String],
    progress: &mut dyn FnMut(usize, usize),
) -> Vec<Result<Indexed, String>> {
    let total = names.len();
    progress(0, total);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads <= 1 || names.len() < 16 {
        let read = names.iter().map(|n| read_save(dir, n)).collect();
        progress(total, total);
        return read;
    }
    let chunk = names.len().div_ceil(threads);
    let done = AtomicUsize::new(0);
    // Never sent on: each reader holds a sender, and the channel ends when the last one
    // is gone (finished or failed), so that the wait below always ends.
    let (alive, readers) = mpsc::channel::<()>();
    let read = std::thread::scope(|s| {
        let handles: Vec<_> = names
            .chunks(chunk)
            .map(|part| {
                let (done, alive) = (&done, alive.clone());
                let h = s.spawn(move || {
                    let _alive = alive;
                    part.iter()
                        .map(|n| {
                            let read = read_save(dir, n);
                            done.fetch_add(1, Ordering::Relaxed);
                            read
                        })
                        .collect()
                });
                (part.len(), h)
            })
            .collect();
        drop(alive);
        while let Err(RecvTimeoutError::Timeout) | Ok(()) = readers.recv_timeout(PROGRESS_EVERY) {
            progress(done.load(Ordering::Relaxed), total);
        }
        handles
            .into_iter()
            .flat_map(|(len, h)| {
                // A reader that failed leaves its files unread, one error each, so that
                // results stay beside their names.
                h.join()
                    .unwrap_or_else(|_| vec![Err("could not be read".to_string()); len])
            })
            .collect::<Vec<_>>()
    });
    progress(total, total);
    read
}

/// The saves of `dir` whose [`game_id`] starts with the hexadecimal digits `prefix` (what
/// `hive games` shows as a game's short name), read from the folder itself (no index
/// needed).
pub fn find_by_id(dir: &Path, prefix: &str) -> Vec<PathBuf> {
    let prefix = prefix.to_ascii_lowercase();
    if prefix.is_empty() || prefix.len() > 16 || !prefix.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Vec::new();
    }
    let Ok(stats) = scan(dir) else {
        return Vec::new();
    };
    stats
        .into_iter()
        .filter(|s| format!("{:016x}", game_id(&s.name)).starts_with(&prefix))
        .map(|s| dir.join(s.name))
        .collect()
}

/// The first `digits` hexadecimal digits of `id`: a game's short name.
pub fn short_id(id: u64, digits: usize) -> String {
    let full = format!("{id:016x}");
    full[..digits.clamp(1, 16)].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_sees_a_changed_size_or_time_in_any_order() {
        let a = Stat {
            name: "a.json".into(),
            size: 10,
            mtime: 5,
        };
        let b = Stat {
            name: "b.json".into(),
            size: 11,
            mtime: 6,
        };
        let base = fingerprint(&[a.clone(), b.clone()]);
        assert_eq!(base, fingerprint(&[b.clone(), a.clone()]));
        let mut grown = a.clone();
        grown.size += 1;
        assert_ne!(base, fingerprint(&[grown, b.clone()]));
        let mut touched = a.clone();
        touched.mtime += 1;
        assert_ne!(base, fingerprint(&[touched, b.clone()]));
        assert_ne!(base, fingerprint(&[a]));
    }
}
