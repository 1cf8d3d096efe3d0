//! The index kept in step with the folder: the SQLite file (or one in memory) opened and
//! made of our version, the folder compared with it, and each changed game's rows written.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, OptionalExtension, TransactionBehavior, params};

use super::folder::{
    Indexed, LibraryError, Stat, dir_mtime, fingerprint, game_id, is_corrupt, read_saves, scan,
};
use crate::record::explorer;
use crate::record::{GameResult, Summary};
use crate::rules::Color;

/// The index's file name in the games folder.
pub const INDEX_FILE: &str = "library.sqlite";

/// The index's layout; an index of another version is rebuilt. 3: duplicate keys by
/// positions and day (an SGF and a PGN of one game are one).
const SCHEMA_VERSION: i32 = 3;

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

    pub(super) fn as_str(self) -> &'static str {
        match self {
            Outcome::White => "white",
            Outcome::Black => "black",
            Outcome::Draw => "draw",
            Outcome::Unfinished => "unfinished",
        }
    }

    pub(super) fn from_db(s: &str) -> Outcome {
        match s {
            "white" => Outcome::White,
            "black" => Outcome::Black,
            "draw" => Outcome::Draw,
            _ => Outcome::Unfinished,
        }
    }
}

/// Where the library's index lives this time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// In `library.sqlite` in the games folder.
    File,
    /// In memory, built from the files: the file could not be opened or written.
    Memory,
    /// In `library.sqlite`, read only: it cannot be written (a read-only folder), but it
    /// was current, so the files were not read.
    ReadOnly,
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
    pub(super) conn: Connection,
    pub(super) dir: PathBuf,
    pub(super) storage: Storage,
    pub(super) refresh: Refresh,
    /// Why the index file could not be used, when it was not.
    pub fallback_reason: Option<String>,
}

/// An id as SQLite stores it: the top bit flipped, so that the signed integers sort as the
/// unsigned ids do (the short-name range queries rely on it).
pub(super) fn to_db(id: u64) -> i64 {
    (id ^ (1 << 63)) as i64
}

pub(super) fn from_db(v: i64) -> u64 {
    (v as u64) ^ (1 << 63)
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
    dup INTEGER                  -- duplicate_key: game type, players, day, positions
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

/// The index file opened for reading only, if it is of our version and knows the folder
/// as it is now (its fingerprint is `print`): in a folder that cannot be written.
fn open_current_read_only(path: &Path, print: i64) -> Option<Connection> {
    if !path.is_file() {
        return None;
    }
    let current = |conn: &Connection| -> rusqlite::Result<bool> {
        let version: i32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let seen: Option<i64> = conn
            .query_row(
                "SELECT value FROM meta WHERE key = 'fingerprint'",
                [],
                |r| r.get(0),
            )
            .optional()?;
        Ok(version == SCHEMA_VERSION && seen == Some(print))
    };
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let plain = Connection::open_with_flags(path, flags);
    if let Ok(conn) = plain {
        match current(&conn) {
            Ok(true) => return Some(conn),
            Ok(false) => return None,
            // A WAL index needs its shared-memory file, which a read-only folder may
            // not have and cannot make: read as immutable then (nobody can write it).
            Err(_) => {}
        }
    }
    let conn = Connection::open_with_flags(immutable_uri(path)?, flags).ok()?;
    current(&conn).ok()?.then_some(conn)
}

/// `file:PATH?immutable=1`, the path's bytes that a URI reserves escaped; `None` for a
/// path that is no text.
fn immutable_uri(path: &Path) -> Option<String> {
    let text = path.to_str()?;
    let mut uri = String::from("file:");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            uri.push(char::from(b));
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    Some(uri)
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
        Library::open_reporting(dir, &mut |_, _| {})
    }

    /// As [`Library::open`], telling `progress` how many of the files to read (new, changed,
    /// or all of them for a rebuild) have been read, and how many there are, as they are
    /// read: a rebuild of a large library takes a while.
    pub fn open_reporting(
        dir: &Path,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Library, LibraryError> {
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
                    lib.sync(&stats, folder_time, progress)?;
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
            // It cannot be written (a read-only folder): still, one that knows every file
            // as it is now is as good as reading them all, and far quicker.
            if let Some(conn) = open_current_read_only(&path, fingerprint(&stats)) {
                return Ok(Library {
                    conn,
                    dir: dir.to_path_buf(),
                    storage: Storage::ReadOnly,
                    refresh: Refresh::default(),
                    fallback_reason: reason,
                });
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
        lib.sync(&stats, folder_time, progress)?;
        Ok(lib)
    }

    /// Makes the index anew from the saves, after a question found it damaged (a damaged
    /// page is found only when read, which opening does not do for every page): the file
    /// removed and written again, or, where it cannot be, an index in memory.
    pub fn rebuild(&mut self, progress: &mut dyn FnMut(usize, usize)) -> Result<(), LibraryError> {
        let was = self.storage;
        // The damaged file closed first, and not checkpointed on the way.
        drop(std::mem::replace(&mut self.conn, open_memory()?));
        self.storage = Storage::Memory;
        let path = self.dir.join(INDEX_FILE);
        if was == Storage::File {
            remove_index(&path);
        }
        // Gone: made anew. Still there (a read-only folder): not to be opened again, so
        // one in memory, from the files.
        if was == Storage::File && !path.exists() {
            let dir = self.dir.clone();
            *self = Library::open_reporting(&dir, progress)?;
        } else {
            self.fallback_reason
                .get_or_insert_with(|| "it is damaged, and cannot be made anew".into());
            self.sync(&scan(&self.dir)?, dir_mtime(&self.dir), progress)?;
        }
        self.refresh.rebuilt = true;
        Ok(())
    }

    /// Opens the library trusting its index when the folder's own time is what the index
    /// saw at its last full comparison (no file added, removed or renamed since), without
    /// looking at every file: a list's first screen at once. A save edited in place is
    /// seen only by [`Library::verify`], which a caller runs after showing that screen.
    /// Otherwise as [`Library::open`].
    pub fn open_quick(dir: &Path) -> Result<Library, LibraryError> {
        Library::open_quick_reporting(dir, &mut |_, _| {})
    }

    /// [`Library::open_quick`], telling `progress` of the files read as
    /// [`Library::open_reporting`] does.
    pub fn open_quick_reporting(
        dir: &Path,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Library, LibraryError> {
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
        Library::open_reporting(dir, progress)
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
        self.sync(&stats, folder_time, &mut |_, _| {})?;
        Ok(())
    }

    /// Makes the index match `stats`: unchanged when the folder's fingerprint is what it saw
    /// last; else the rows compared, changed and new files read again, removed ones
    /// forgotten.
    fn sync(
        &mut self,
        stats: &[Stat],
        folder_time: Option<i64>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> rusqlite::Result<()> {
        let print = fingerprint(stats);
        let meta = |conn: &Connection, key: &str| -> rusqlite::Result<Option<i64>> {
            conn.query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
                .optional()
        };
        if self.storage == Storage::ReadOnly && meta(&self.conn, "fingerprint")? != Some(print) {
            // Files changed behind a read-only index: it cannot take them in, so one in
            // memory is built from the files.
            self.conn = open_memory()?;
            self.storage = Storage::Memory;
            self.refresh.rebuilt = true;
        }
        let (seen, seen_time) = (
            meta(&self.conn, "fingerprint")?,
            meta(&self.conn, "dir_mtime")?,
        );
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
        let read = read_saves(&self.dir, &names, progress);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::short_id;

    #[test]
    fn ids_sort_in_sqlite_as_unsigned_numbers() {
        let ids = [0u64, 1, 1 << 62, (1 << 63) - 1, 1 << 63, u64::MAX];
        for w in ids.windows(2) {
            assert!(to_db(w[0]) < to_db(w[1]), "{w:?}");
            assert_eq!(from_db(to_db(w[0])), w[0]);
        }
        assert_eq!(short_id(0xabcd_ef01_2345_6789, 5), "abcde");
    }
}
