//! The games library: an SQLite index beside the JSON saves of a games folder, for listing
//! and searching many games at once, and imports of folders and zip archives into it
//! ([`import`]).
//!
//! The JSON files stay the truth. The index (`library.sqlite` in the folder) remembers each
//! file's size and modification time with what a list shows of it; opening the library
//! compares them with the folder and reads again only the files added or changed behind its
//! back (and forgets those removed). A missing, corrupt or outdated index is rebuilt from the
//! files; one that cannot be written (a read-only folder, a full disk) is replaced by one in
//! memory, built from the files, so that listing never fails for the index's sake.
//!
//! Each game's positions are kept too, by the opening explorer's
//! [key](crate::record::explorer::key) (the repetition rule's, the same up to the 12
//! symmetries of the grid and translation, with the game type), each with the key of the
//! position the game's next move led to and how the game ended, so that
//! [`Library::explore`] answers from one range of `positions(key, game, ply)`.

pub mod import;

use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use rusqlite::{Connection, ErrorCode, OptionalExtension, TransactionBehavior, params};
use thiserror::Error;

use crate::record::explorer::{self, Listed, Passage, Reached};
use crate::record::{self, GameResult, Parent, Record, Stamp, Summary};
use crate::rules::{Color, Game, GameState, GameType};

/// The index's file name in the games folder.
pub const INDEX_FILE: &str = "library.sqlite";

/// The index's layout; an index of another version is rebuilt.
const SCHEMA_VERSION: i32 = 2;

/// The fewest hexadecimal digits a game's short name has.
pub const MIN_ID_DIGITS: usize = 4;

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
}

/// How a game ended, as a filter names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// White won (on the board, by resignation, time or forfeit).
    White,
    /// Black won.
    Black,
    /// A draw of any kind.
    Draw,
    /// Not over.
    Unfinished,
}

impl Outcome {
    /// The outcome of a recorded result.
    pub fn of(result: &GameResult) -> Outcome {
        match (result.winner(), result.is_finished()) {
            (Some(Color::White), _) => Outcome::White,
            (Some(Color::Black), _) => Outcome::Black,
            (None, true) => Outcome::Draw,
            (None, false) => Outcome::Unfinished,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Outcome::White => "white",
            Outcome::Black => "black",
            Outcome::Draw => "draw",
            Outcome::Unfinished => "unfinished",
        }
    }

    fn from_db(s: &str) -> Outcome {
        match s {
            "white" => Outcome::White,
            "black" => Outcome::Black,
            "draw" => Outcome::Draw,
            _ => Outcome::Unfinished,
        }
    }
}

/// Which games a list shows; every field set must hold (an empty filter keeps all).
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Part of either player's name, in any case.
    pub player: Option<String>,
    /// Games dated at or after this instant (undated games are left out).
    pub since: Option<jiff::Timestamp>,
    /// Games dated before this instant (undated games are left out).
    pub until: Option<jiff::Timestamp>,
    /// How the game ended.
    pub outcome: Option<Outcome>,
    /// The game type, exactly.
    pub game_type: Option<GameType>,
    /// Words each found (in any case) in a player's name, the file's name, the date as
    /// written, the event, site or source, the game type or the result.
    pub words: Vec<String>,
}

/// One game of the library, as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The save's summary (its path is in the games folder).
    pub summary: Summary,
    /// The game's id: [`game_id`] of its file name.
    pub id: u64,
    /// How it ended.
    pub outcome: Outcome,
}

/// A file of the folder that did not load, with why (listed, not indexed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The file.
    pub path: PathBuf,
    /// The error, as loading it said it.
    pub error: String,
}

/// Where the library's index lives this time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// In `library.sqlite` in the games folder.
    File,
    /// In memory, built from the files: the file could not be opened or written.
    Memory,
}

/// What opening the library found and did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refresh {
    /// Files read again (new or changed since the index saw them).
    pub read: usize,
    /// Files the index forgot (removed from the folder).
    pub removed: usize,
    /// The index was made anew (missing, corrupt, or of another version).
    pub rebuilt: bool,
}

/// The games library of one folder: its index, up to date with the files.
pub struct Library {
    conn: Connection,
    dir: PathBuf,
    storage: Storage,
    refresh: Refresh,
    /// Why the index file could not be used, when it was not.
    pub fallback_reason: Option<String>,
}

/// A file of the folder as the index compares it: name, size, modification time (ns).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stat {
    name: String,
    size: i64,
    mtime: i64,
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

/// An id as SQLite stores it: the top bit flipped, so that the signed integers sort as the
/// unsigned ids do (the short-name range queries rely on it).
fn to_db(id: u64) -> i64 {
    (id ^ (1 << 63)) as i64
}

fn from_db(v: i64) -> u64 {
    (v as u64) ^ (1 << 63)
}

/// The folder's own modification time (ns), which every file added, removed or renamed in
/// it changes (a save is written by a rename), but not an edit in place.
fn dir_mtime(dir: &Path) -> Option<i64> {
    let t = fs::metadata(dir).ok()?.modified().ok()?;
    let d = t.duration_since(UNIX_EPOCH).ok()?;
    i64::try_from(d.as_nanos()).ok()
}

/// The saves (`*.json`, not temporary) of `dir` with size and time; none for a missing
/// folder.
fn scan(dir: &Path) -> Result<Vec<Stat>, LibraryError> {
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
fn fingerprint(stats: &[Stat]) -> i64 {
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

/// The key two imports of one game share: its game type, players, date and moves.
pub(crate) fn duplicate_key(record: &Record) -> u64 {
    let date = match (&record.started, &record.date_text) {
        (Some(s), _) => s.timestamp().to_string(),
        (None, Some(t)) => t.clone(),
        (None, None) => String::new(),
    };
    let mut text = format!(
        "{}\n{}\n{}\n{}\n",
        record.game_type, record.white, record.black, date
    );
    for m in record.move_strings() {
        text.push_str(m);
        text.push(';');
    }
    fnv1a(text.as_bytes())
}

impl Indexed {
    pub(crate) fn new(path: &Path, record: &Record, game: &Game) -> Indexed {
        Indexed {
            summary: Summary::new(path, record),
            event: record.event.clone(),
            site: record.site.clone(),
            source: record.source.clone(),
            moves: record.move_strings().collect::<Vec<_>>().join(";"),
            dup: duplicate_key(record),
            keys: explorer::keys(game),
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

/// Reads `names` on every core; results in the same order.
fn read_saves(dir: &Path, names: &[String]) -> Vec<Result<Indexed, String>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads <= 1 || names.len() < 16 {
        return names.iter().map(|n| read_save(dir, n)).collect();
    }
    let chunk = names.len().div_ceil(threads);
    std::thread::scope(|s| {
        let handles: Vec<_> = names
            .chunks(chunk)
            .map(|part| {
                let h = s.spawn(move || part.iter().map(|n| read_save(dir, n)).collect());
                (part.len(), h)
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|(len, h)| {
                // A reader that failed leaves its files unread, one error each, so that
                // results stay beside their names.
                h.join()
                    .unwrap_or_else(|_| vec![Err("could not be read".to_string()); len])
            })
            .collect::<Vec<_>>()
    })
}

/// A game's place in the list, newest first: its start (or written day) in ms; undated
/// games last.
fn sort_key(s: &Summary) -> i64 {
    s.started
        .map(|t| t.timestamp())
        .or_else(|| s.date_text.as_deref().and_then(crate::record::written_day))
        .map_or(i64::MIN, |t| t.as_millisecond())
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value INTEGER) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS games(
    id INTEGER PRIMARY KEY,      -- game_id(file) with the top bit flipped
    file TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL,
    mtime INTEGER NOT NULL,
    broken TEXT,                 -- why the file does not load; the rest is then empty
    white TEXT, black TEXT, game_type TEXT, result TEXT, outcome TEXT, ending TEXT,
    started TEXT, date_text TEXT, sort_key INTEGER,
    plies INTEGER, taken_back INTEGER, parent_game TEXT, parent_ply INTEGER,
    last_played TEXT, event TEXT, site TEXT, source TEXT,
    dup INTEGER                  -- duplicate_key: game type, players, date, moves
);
-- What the player and free-text filters look in, apart from the rows (lower case): a
-- search that must read every game reads a hundred bytes or so of each here, not its row.
CREATE TABLE IF NOT EXISTS finder(
    id INTEGER PRIMARY KEY,      -- the game's
    players TEXT NOT NULL,       -- white, a line break, black
    search TEXT NOT NULL         -- players, file, date as written, event, site, source, type, result
);
-- The list's order, and its count, over the games that load only.
CREATE INDEX IF NOT EXISTS games_listed ON games(sort_key DESC, file DESC)
    WHERE broken IS NULL;
-- The moves apart: a search that reads every game's row does not read them.
CREATE TABLE IF NOT EXISTS moves(
    id INTEGER PRIMARY KEY,      -- the game's
    moves TEXT NOT NULL          -- the MoveStrings, `;` between them
);
CREATE INDEX IF NOT EXISTS games_by_dup ON games(dup);
-- Every position of every game, by the explorer's key (the same up to symmetry and
-- translation, within a game type), with the next position's key (NULL where the game
-- stopped) and how the game ended (0 White, 1 draw, 2 Black, 3 unfinished): an explorer's
-- question is one range of keys, the games' rows unread.
CREATE TABLE IF NOT EXISTS positions(
    key INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL,
    next INTEGER, outcome INTEGER NOT NULL,
    PRIMARY KEY(key, game, ply)
) WITHOUT ROWID;
";

/// Whether an SQLite error means the file is no (sound) database.
fn is_corrupt(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

/// Removes an index and its journal files (best effort: what is not there is fine).
fn remove_index(path: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        let _ = fs::remove_file(PathBuf::from(p));
    }
}

/// Opens the index file and makes it of our version: `Ok(true)` when it was made anew.
fn open_file_index(path: &Path) -> rusqlite::Result<(Connection, bool)> {
    let conn = Connection::open(path)?;
    // Importers and lists run at once: readers never wait in WAL mode, and a writer waits
    // for another rather than failing.
    conn.busy_timeout(std::time::Duration::from_secs(30))?;
    let version: i32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let mut rebuilt = false;
    if version != SCHEMA_VERSION {
        if version != 0 {
            // Another layout: start again (the files are the truth).
            drop(conn);
            remove_index(path);
            return open_file_index(path).map(|(c, _)| (c, true));
        }
        rebuilt = true;
    }
    conn.pragma_update(None, "journal_mode", "WAL")?;
    // A crash loses at most the last transactions of the index, never its consistency;
    // the files are the truth and rebuild it.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    // Positions arrive in no order of their keys: a page cache of up to 64 MiB (SQLite's
    // default is 2) keeps most of their index in memory while an import or a rebuild grows
    // it.
    conn.pragma_update(None, "cache_size", -65_536)?;
    // Pages read straight from the OS's cache, not copied into SQLite's: a search that
    // reads a whole table costs half as much.
    conn.pragma_update(None, "mmap_size", 256 * 1024 * 1024)?;
    // The WAL and its shared-memory file stay when the last connection closes (SQLite
    // deletes them otherwise): each open and close would change the folder's time, and
    // `open_quick` would never find it as the index saw it.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )?;
    conn.execute_batch(SCHEMA)?;
    // Written only when new: a write at every open would leave the WAL to checkpoint at
    // every close.
    if version != SCHEMA_VERSION {
        conn.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    }
    Ok((conn, rebuilt))
}

fn open_memory() -> rusqlite::Result<Connection> {
    let conn = Connection::open_in_memory()?;
    conn.execute_batch(SCHEMA)?;
    Ok(conn)
}

impl Library {
    /// Opens the library of the games folder `dir`, bringing its index up to date with the
    /// files (see the module's doc). Fails only when the folder cannot be listed or not even
    /// an index in memory works.
    pub fn open(dir: &Path) -> Result<Library, LibraryError> {
        // Taken before the scan: a file added meanwhile changes it, and the next open looks.
        let folder_time = dir_mtime(dir);
        let stats = scan(dir)?;
        let path = dir.join(INDEX_FILE);
        let mut reason = None;
        if dir.is_dir() {
            for attempt in 0..2 {
                let opened = open_file_index(&path).and_then(|(conn, fresh)| {
                    let mut lib = Library {
                        conn,
                        dir: dir.to_path_buf(),
                        storage: Storage::File,
                        refresh: Refresh {
                            rebuilt: fresh,
                            ..Refresh::default()
                        },
                        fallback_reason: None,
                    };
                    lib.sync(&stats, folder_time)?;
                    Ok(lib)
                });
                match opened {
                    Ok(lib) => return Ok(lib),
                    Err(e) if attempt == 0 && is_corrupt(&e) => {
                        // Corrupt: the files rebuild it.
                        remove_index(&path);
                    }
                    Err(e) => {
                        reason = Some(e.to_string());
                        break;
                    }
                }
            }
        }
        let mut lib = Library {
            conn: open_memory()?,
            dir: dir.to_path_buf(),
            storage: Storage::Memory,
            refresh: Refresh {
                rebuilt: true,
                ..Refresh::default()
            },
            fallback_reason: reason,
        };
        lib.sync(&stats, folder_time)?;
        Ok(lib)
    }

    /// Opens the library trusting its index when the folder's own time is what the index
    /// saw at its last full comparison (no file added, removed or renamed since), without
    /// looking at every file: a list's first screen at once. A save edited in place is
    /// seen only by [`Library::verify`], which a caller runs after showing that screen.
    /// Otherwise as [`Library::open`].
    pub fn open_quick(dir: &Path) -> Result<Library, LibraryError> {
        let path = dir.join(INDEX_FILE);
        if path.is_file()
            && let Ok((conn, false)) = open_file_index(&path)
        {
            let seen: Option<i64> = conn
                .query_row("SELECT value FROM meta WHERE key = 'dir_mtime'", [], |r| {
                    r.get(0)
                })
                .ok();
            if seen.is_some() && seen == dir_mtime(dir) {
                return Ok(Library {
                    conn,
                    dir: dir.to_path_buf(),
                    storage: Storage::File,
                    refresh: Refresh::default(),
                    fallback_reason: None,
                });
            }
        }
        Library::open(dir)
    }

    /// Compares every file with the index (as [`Library::open`] does) and brings it up to
    /// date: whether anything had changed.
    pub fn verify(&mut self) -> Result<bool, LibraryError> {
        let before = self.refresh.clone();
        self.resync()?;
        Ok(self.refresh != before)
    }

    /// Where the index is this time.
    pub fn storage(&self) -> Storage {
        self.storage
    }

    /// What opening found out of date.
    pub fn refresh(&self) -> &Refresh {
        &self.refresh
    }

    /// The games folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Reads the folder again and brings the index up to date (after files were written
    /// behind its back while it was open).
    pub fn resync(&mut self) -> Result<(), LibraryError> {
        let folder_time = dir_mtime(&self.dir);
        let stats = scan(&self.dir)?;
        self.sync(&stats, folder_time)?;
        Ok(())
    }

    /// Makes the index match `stats`: unchanged when the folder's fingerprint is what it saw
    /// last; else the rows compared, changed and new files read again, removed ones
    /// forgotten.
    fn sync(&mut self, stats: &[Stat], folder_time: Option<i64>) -> rusqlite::Result<()> {
        let print = fingerprint(stats);
        let meta = |key: &str| -> rusqlite::Result<Option<i64>> {
            self.conn
                .query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
                .optional()
        };
        let (seen, seen_time) = (meta("fingerprint")?, meta("dir_mtime")?);
        if seen == Some(print) {
            if seen_time != folder_time && self.storage == Storage::File {
                self.conn.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES ('dir_mtime', ?1)",
                    [folder_time],
                )?;
            }
            return Ok(());
        }
        let mut known: HashMap<String, (i64, i64)> = HashMap::new();
        {
            let mut q = self.conn.prepare("SELECT file, size, mtime FROM games")?;
            let rows = q.query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?;
            for row in rows {
                let (file, stat): (String, (i64, i64)) = row?;
                known.insert(file, stat);
            }
        }
        let mut changed = Vec::new();
        let mut stale = Vec::new();
        for s in stats {
            match known.remove(&s.name) {
                Some(k) if k == (s.size, s.mtime) => {}
                Some(_) => {
                    stale.push(s.name.clone());
                    changed.push(s.clone());
                }
                None => changed.push(s.clone()),
            }
        }
        // What is left in `known` is gone from the folder.
        stale.extend(known.into_keys());
        let names: Vec<String> = changed.iter().map(|s| s.name.clone()).collect();
        let read = read_saves(&self.dir, &names);
        // Immediate: the write lock taken at once, waiting for another writer (a read
        // turned write would fail at once, in WAL mode, when another wrote meanwhile).
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if !stale.is_empty() {
            tx.execute_batch("CREATE TEMP TABLE IF NOT EXISTS gone(id INTEGER PRIMARY KEY)")?;
            {
                let mut add = tx.prepare("INSERT OR IGNORE INTO gone VALUES (?1)")?;
                for name in &stale {
                    add.execute([to_db(game_id(name))])?;
                }
            }
            tx.execute_batch(
                "DELETE FROM positions WHERE game IN (SELECT id FROM gone);
                 DELETE FROM games WHERE id IN (SELECT id FROM gone);
                 DELETE FROM moves WHERE id IN (SELECT id FROM gone);
                 DELETE FROM finder WHERE id IN (SELECT id FROM gone);
                 DELETE FROM gone;",
            )?;
        }
        for (stat, game) in changed.iter().zip(read) {
            match game {
                Ok(g) => insert(&tx, stat, &g)?,
                Err(why) => {
                    tx.execute(
                        "INSERT OR REPLACE INTO games(id, file, size, mtime, broken)
                         VALUES (?1, ?2, ?3, ?4, ?5)",
                        params![
                            to_db(game_id(&stat.name)),
                            stat.name,
                            stat.size,
                            stat.mtime,
                            why
                        ],
                    )?;
                }
            }
        }
        tx.execute(
            "INSERT OR REPLACE INTO meta(key, value) VALUES ('fingerprint', ?1), ('dir_mtime', ?2)",
            params![print, folder_time],
        )?;
        tx.commit()?;
        self.refresh.read += changed.len();
        self.refresh.removed += stale
            .len()
            .saturating_sub(changed.iter().filter(|s| stale.contains(&s.name)).count());
        Ok(())
    }

    /// The files of the folder that do not load, with why.
    pub fn broken(&self) -> Result<Vec<Broken>, LibraryError> {
        let mut q = self
            .conn
            .prepare("SELECT file, broken FROM games WHERE broken IS NOT NULL ORDER BY file")?;
        let rows = q.query_map([], |r| {
            Ok(Broken {
                path: self.dir.join(r.get::<_, String>(0)?),
                error: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The games `filter` keeps, newest first (by start, or the day a file gave without a
    /// time; undated last), at most `limit` of them, with how many it keeps in all.
    pub fn list(
        &self,
        filter: &Filter,
        limit: Option<usize>,
    ) -> Result<(Vec<Entry>, usize), LibraryError> {
        let (clause, args) = where_clause(filter);
        let total: i64 = self.conn.query_row(
            &format!("SELECT count(*) FROM games WHERE {clause}"),
            rusqlite::params_from_iter(args.iter()),
            |r| r.get(0),
        )?;
        let limit = limit.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX));
        let sql = format!(
            "SELECT id, file, white, black, game_type, result, outcome, ending, started,
                    date_text, plies, taken_back, parent_game, parent_ply, last_played
             FROM games WHERE {clause} ORDER BY sort_key DESC, file DESC LIMIT {limit}"
        );
        let mut q = self.conn.prepare(&sql)?;
        let rows = q.query_map(rusqlite::params_from_iter(args.iter()), |r| {
            let file: String = r.get(1)?;
            let game_type: String = r.get(4)?;
            let ending: Option<String> = r.get(7)?;
            let stamp = |i| -> rusqlite::Result<Option<Stamp>> {
                Ok(r.get::<_, Option<String>>(i)?.and_then(|s| s.parse().ok()))
            };
            let outcome = Outcome::from_db(&r.get::<_, String>(6)?);
            let state: GameState = r
                .get::<_, String>(5)?
                .parse()
                .unwrap_or(GameState::InProgress);
            let result = GameResult {
                state,
                ending: ending.and_then(|e| e.parse().ok()),
                note: None,
            };
            let parent = match (
                r.get::<_, Option<String>>(12)?,
                r.get::<_, Option<i64>>(13)?,
            ) {
                (Some(game), Some(ply)) => Some(Parent {
                    game,
                    ply: usize::try_from(ply).unwrap_or(0),
                }),
                _ => None,
            };
            Ok(Entry {
                id: from_db(r.get(0)?),
                outcome,
                summary: Summary {
                    path: self.dir.join(&file),
                    started: stamp(8)?,
                    date_text: r.get(9)?,
                    white: r.get(2)?,
                    black: r.get(3)?,
                    game_type: game_type.parse().unwrap_or(GameType::BASE),
                    result,
                    moves: usize::try_from(r.get::<_, i64>(10)?).unwrap_or(0),
                    taken_back: usize::try_from(r.get::<_, i64>(11)?).unwrap_or(0),
                    parent,
                    last_played: stamp(14)?,
                },
            })
        })?;
        let entries = rows.collect::<Result<Vec<_>, _>>()?;
        Ok((entries, usize::try_from(total).unwrap_or(0)))
    }

    /// How many hexadecimal digits of its id each game needs to be told from every other
    /// game of the library (at least [`MIN_ID_DIGITS`]).
    pub fn id_digits(&self, id: u64) -> Result<usize, LibraryError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT count(*) FROM games WHERE id BETWEEN ?1 AND ?2")?;
        for digits in MIN_ID_DIGITS..16 {
            let bits = 64 - 4 * digits as u32;
            let low = id >> bits << bits;
            let high = low | ((1u64 << bits) - 1);
            let n: i64 = q.query_row([to_db(low), to_db(high)], |r| r.get(0))?;
            if n <= 1 {
                return Ok(digits);
            }
        }
        Ok(16)
    }

    /// How many games the library holds (files that load).
    pub fn len(&self) -> Result<usize, LibraryError> {
        let n: i64 =
            self.conn
                .query_row("SELECT count(*) FROM games WHERE broken IS NULL", [], |r| {
                    r.get(0)
                })?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// Whether the library holds the game (a save that loads) of this id.
    pub fn contains(&self, id: u64) -> Result<bool, LibraryError> {
        let n: Option<i64> = self
            .conn
            .query_row(
                "SELECT 1 FROM games WHERE id = ?1 AND broken IS NULL",
                [to_db(id)],
                |r| r.get(0),
            )
            .optional()?;
        Ok(n.is_some())
    }

    /// Whether the library holds no game.
    pub fn is_empty(&self) -> Result<bool, LibraryError> {
        Ok(self.len()? == 0)
    }

    /// How many positions of library games have this [explorer key](explorer::key)
    /// (counting a game once per time it reached it).
    pub fn position_count(&self, key: u64) -> Result<usize, LibraryError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM positions WHERE key = ?1",
            [key as i64],
            |r| r.get(0),
        )?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// What the library's games (but the save `except`, the game being played, which
    /// would count itself) say about the position `game` stands in: as
    /// [`explorer::reached`] over the same games, read from the index (one range of its
    /// positions), with the first `listed` of the games that reached it.
    pub fn explore(
        &self,
        game: &Game,
        except: Option<&Path>,
        listed: usize,
    ) -> Result<Explored, LibraryError> {
        let here = explorer::key(game.position());
        let skip = except
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .map(|n| to_db(game_id(n)));
        let mut q = self.conn.prepare_cached(
            "SELECT game, next, outcome FROM positions WHERE key = ?1 ORDER BY game, ply",
        )?;
        let mut ids: Vec<u64> = Vec::new();
        let mut passages = Vec::new();
        let mut last: Option<i64> = None;
        let mut rows = q.query([here as i64])?;
        while let Some(r) = rows.next()? {
            let game: i64 = r.get(0)?;
            if Some(game) == skip {
                continue;
            }
            // Rows come by game: a new number at each change.
            if last != Some(game) {
                ids.push(from_db(game));
                last = Some(game);
            }
            passages.push(Passage {
                game: u32::try_from(ids.len() - 1).unwrap_or(u32::MAX),
                key: here,
                next: r.get::<_, Option<i64>>(1)?.map(|k| k as u64),
                outcome: outcome_of_code(r.get(2)?),
            });
        }
        let reached = explorer::reached(game, &passages);
        let mut shown = Vec::new();
        let mut row = self.conn.prepare_cached(
            "SELECT white, black, outcome, started, file FROM games WHERE id = ?1",
        )?;
        for &n in reached.games.iter().take(listed) {
            let Some(&id) = ids.get(n as usize) else {
                continue;
            };
            let outcome = passages
                .iter()
                .find(|p| p.game == n)
                .map_or(explorer::Outcome::Unfinished, |p| p.outcome);
            let one = row
                .query_row([to_db(id)], |r| {
                    let started: Option<Stamp> =
                        r.get::<_, Option<String>>(3)?.and_then(|s| s.parse().ok());
                    Ok(Listed {
                        white: r.get::<_, Option<String>>(0)?.unwrap_or_default(),
                        black: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                        outcome,
                        date: started.map(|t| t.local().strftime("%Y-%m-%d").to_string()),
                        file: r.get(4)?,
                    })
                })
                .optional()?;
            shown.extend(one);
        }
        Ok(Explored {
            reached,
            ids,
            listed: shown,
        })
    }

    pub(crate) fn conn(&mut self) -> &mut Connection {
        &mut self.conn
    }
}

/// How the positions table stores an explorer's outcome.
fn outcome_code(o: explorer::Outcome) -> i64 {
    match o {
        explorer::Outcome::White => 0,
        explorer::Outcome::Draw => 1,
        explorer::Outcome::Black => 2,
        explorer::Outcome::Unfinished => 3,
    }
}

fn outcome_of_code(code: i64) -> explorer::Outcome {
    match code {
        0 => explorer::Outcome::White,
        1 => explorer::Outcome::Draw,
        2 => explorer::Outcome::Black,
        _ => explorer::Outcome::Unfinished,
    }
}

/// The library's answer to an opening explorer: what its games say about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explored {
    /// The games that reached it, their results and next moves; `games` numbers them in
    /// the order of [`Explored::ids`].
    pub reached: Reached,
    /// The games' ids ([`game_id`]), by the numbers `reached.games` gives them.
    pub ids: Vec<u64>,
    /// The first games of `reached.games` (as many as asked), as a list shows them.
    pub listed: Vec<Listed>,
}

/// One row of `positions`: key, game, ply, next key, outcome.
pub(crate) type PositionRow = [Option<i64>; 5];

impl Drop for Library {
    /// Folds the WAL into the index file and empties it (it stays, for the folder's time;
    /// see `open_file_index`), so that the file alone is the whole index between runs: one
    /// damaged behind our back is then found corrupt, not patched up from an old WAL. Not
    /// when another process has the index open (it waits for no one): the last one does.
    fn drop(&mut self) {
        if self.storage == Storage::File {
            let _ = self.conn.busy_timeout(std::time::Duration::ZERO);
            let _ = self
                .conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
    }
}

/// Writes one game's row and positions.
fn insert(tx: &rusqlite::Transaction<'_>, stat: &Stat, g: &Indexed) -> rusqlite::Result<()> {
    insert_with(tx, stat, g, None)
}

/// Writes positions in the order of their keys: neighbours in the index are written
/// together, each page of it once per batch rather than once per game.
pub(crate) fn insert_positions(
    tx: &rusqlite::Transaction<'_>,
    rows: &mut Vec<PositionRow>,
) -> rusqlite::Result<()> {
    rows.sort_unstable();
    let mut pos = tx.prepare_cached(
        "INSERT OR IGNORE INTO positions(key, game, ply, next, outcome)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for r in rows.drain(..) {
        pos.execute(r)?;
    }
    Ok(())
}

/// Writes one game's row, and its positions too or, given `pending`, into it for
/// [`insert_positions`] (an import's batch).
pub(crate) fn insert_with(
    tx: &rusqlite::Transaction<'_>,
    stat: &Stat,
    g: &Indexed,
    pending: Option<&mut Vec<PositionRow>>,
) -> rusqlite::Result<()> {
    let s = &g.summary;
    let id = to_db(game_id(&stat.name));
    let outcome = Outcome::of(&s.result);
    let search = [
        s.white.as_str(),
        s.black.as_str(),
        stat.name.as_str(),
        s.date_text.as_deref().unwrap_or(""),
        g.event.as_deref().unwrap_or(""),
        g.site.as_deref().unwrap_or(""),
        g.source.as_deref().unwrap_or(""),
        &s.game_type.to_string(),
        &s.result.to_string(),
    ]
    .join("\n")
    .to_lowercase();
    // A changed file keeps its id: its old positions go first.
    let had: Option<i64> = tx
        .query_row("SELECT 1 FROM games WHERE id = ?1", [id], |r| r.get(0))
        .optional()?;
    if had.is_some() {
        tx.execute("DELETE FROM positions WHERE game = ?1", [id])?;
    }
    tx.prepare_cached(
        "INSERT OR REPLACE INTO games(id, file, size, mtime, broken, white, black, game_type,
            result, outcome, ending, started, date_text, sort_key, plies, taken_back,
            parent_game, parent_ply, last_played, event, site, source, dup)
         VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
            ?17, ?18, ?19, ?20, ?21, ?22)",
    )?
    .execute(params![
        id,
        stat.name,
        stat.size,
        stat.mtime,
        s.white,
        s.black,
        s.game_type.to_string(),
        s.result.state.to_string(),
        outcome.as_str(),
        s.result.ending.map(|e| e.as_str()),
        s.started.map(|t| t.to_string()),
        s.date_text,
        sort_key(s),
        s.moves as i64,
        s.taken_back as i64,
        s.parent.as_ref().map(|p| p.game.clone()),
        s.parent.as_ref().map(|p| p.ply as i64),
        s.last_played.map(|t| t.to_string()),
        g.event,
        g.site,
        g.source,
        g.dup as i64,
    ])?;
    let players = format!("{}\n{}", s.white, s.black).to_lowercase();
    tx.prepare_cached("INSERT OR REPLACE INTO finder(id, players, search) VALUES (?1, ?2, ?3)")?
        .execute(params![id, players, search])?;
    tx.prepare_cached("INSERT OR REPLACE INTO moves(id, moves) VALUES (?1, ?2)")?
        .execute(params![id, g.moves])?;
    let outcome = outcome_code(g.explored);
    let rows = g.keys.iter().enumerate().map(|(ply, key)| {
        let next = g.keys.get(ply + 1).map(|&k| k as i64);
        [
            Some(*key as i64),
            Some(id),
            Some(ply as i64),
            next,
            Some(outcome),
        ]
    });
    match pending {
        Some(pending) => pending.extend(rows),
        None => insert_positions(tx, &mut rows.collect())?,
    }
    Ok(())
}

/// The SQL condition for `filter`, and its parameters.
fn where_clause(filter: &Filter) -> (String, Vec<rusqlite::types::Value>) {
    use rusqlite::types::Value;
    let mut parts = vec!["broken IS NULL".to_string()];
    let mut args: Vec<Value> = Vec::new();
    let arg = |v: Value, args: &mut Vec<Value>| {
        args.push(v);
        format!("?{}", args.len())
    };
    if let Some(p) = &filter.player {
        let a = arg(Value::Text(p.to_lowercase()), &mut args);
        parts.push(format!(
            "id IN (SELECT id FROM finder WHERE instr(players, {a}) > 0)"
        ));
    }
    if let Some(t) = filter.since {
        let a = arg(Value::Integer(t.as_millisecond()), &mut args);
        parts.push(format!("sort_key >= {a}"));
    }
    if let Some(t) = filter.until {
        let a = arg(Value::Integer(t.as_millisecond()), &mut args);
        parts.push(format!("sort_key < {a} AND sort_key > {}", i64::MIN));
    }
    if let Some(o) = filter.outcome {
        let a = arg(Value::Text(o.as_str().into()), &mut args);
        parts.push(format!("outcome = {a}"));
    }
    if let Some(t) = filter.game_type {
        let a = arg(Value::Text(t.to_string()), &mut args);
        parts.push(format!("game_type = {a}"));
    }
    if !filter.words.is_empty() {
        let mut each = Vec::new();
        for w in &filter.words {
            let a = arg(Value::Text(w.to_lowercase()), &mut args);
            each.push(format!("instr(search, {a}) > 0"));
        }
        parts.push(format!(
            "id IN (SELECT id FROM finder WHERE {})",
            each.join(" AND ")
        ));
    }
    (parts.join(" AND "), args)
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
    fn ids_sort_in_sqlite_as_unsigned_numbers() {
        let ids = [0u64, 1, 1 << 62, (1 << 63) - 1, 1 << 63, u64::MAX];
        for w in ids.windows(2) {
            assert!(to_db(w[0]) < to_db(w[1]), "{w:?}");
            assert_eq!(from_db(to_db(w[0])), w[0]);
        }
        assert_eq!(short_id(0xabcd_ef01_2345_6789, 5), "abcde");
    }

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
