//! The disk side of game files: reads capped at [`MAX_FILE_BYTES`], atomic durable writes,
//! saves loaded and written, temporary files of interrupted saves cleaned, and one writer
//! per save: a lock beside the file, a check that nobody changed the file since we last
//! wrote it, and the rule that a save is only ever extended by the game it records.
//!
//! The lock is a file `<save>.lock` holding the owner's process id and when it took the
//! lock. A lock whose process is gone (a crash, a `kill -9`) is taken over; a live one is
//! refused with who holds it and since when, so the front end can offer to open the game
//! read-only instead.

use std::collections::hash_map::RandomState;
use std::fs::{self, File, OpenOptions};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use thiserror::Error;

use crate::rules::Game;

use super::json::{self, JsonError};
use super::model::Record;
use super::stamp::Stamp;

/// The largest game file read: far beyond any real game (a 1,000-ply save is about 50 kB),
/// small enough that a hostile file cannot take the memory.
pub const MAX_FILE_BYTES: u64 = 8 << 20;

/// Reads a whole game file of at most [`MAX_FILE_BYTES`]: a regular file larger than that is
/// refused before reading it, and any file (a pipe, a device such as `/dev/zero`, a file
/// that grows meanwhile) is never read past the cap.
pub fn read_capped(path: &Path) -> io::Result<Vec<u8>> {
    let file = fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() > MAX_FILE_BYTES {
        return Err(too_big(Some(meta.len())));
    }
    // A regular file's length sizes the buffer; a pipe or a device says nothing useful.
    let hint = if meta.is_file() { meta.len() } else { 0 };
    read_capped_from(file, hint)
}

/// Reads what `reader` gives (standard input, say) as [`read_capped`] reads a file: never
/// past [`MAX_FILE_BYTES`], and more than that is an error. `hint`: the length expected, if
/// known (0 if not).
pub fn read_capped_from(reader: impl Read, hint: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(hint.min(MAX_FILE_BYTES) as usize);
    reader.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(None));
    }
    Ok(bytes)
}

/// The file is `len` bytes long, or (`None`) gives more than the cap when read.
fn too_big(len: Option<u64>) -> io::Error {
    let size = match len {
        Some(len) => format!("the file is {len} bytes"),
        None => format!("the file gives more than {MAX_FILE_BYTES} bytes"),
    };
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!(
            "{size}; game files over {} MB are not read",
            MAX_FILE_BYTES >> 20
        ),
    )
}

/// Why a save could not be loaded, or a file written. Every message starts with the file.
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
        /// The file being written.
        path: PathBuf,
        /// The I/O error, from any step of the atomic write.
        source: io::Error,
    },
    /// The file was read, but its text is not a save that loads.
    #[error(transparent)]
    Json(#[from] JsonError),
}

/// Writes `record` to `path` atomically: a temporary file in the same directory is written,
/// flushed and synced, then renamed over `path`. If anything fails (or the process dies)
/// before the rename, the previous file is untouched. Creates the directory if needed.
pub fn save(path: &Path, record: &Record) -> Result<(), RecordError> {
    write_atomic(path, json::write(record).as_bytes())
}

/// Writes `bytes` to `path` by way of a synced temporary sibling and a rename: the file
/// holds either its old content or the new, never a part, and the new survives a crash.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
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
    let tmp = temp_beside(&dir, name);
    // Only ever replace a regular file: never write through a link or into a device.
    let existing = fs::symlink_metadata(path).ok();
    if let Some(meta) = &existing
        && !meta.file_type().is_file()
    {
        return Err(write_err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file; not replacing it",
        )));
    }
    let written = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.flush()?;
        // The new file keeps the old one's permissions (a save made private stays private).
        if let Some(meta) = &existing {
            file.set_permissions(meta.permissions())?;
        }
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

/// A temporary file's name in `dir` for writing `name` (`.<name>.<pid>-<n>.tmp`, which
/// [`clean_temp_files`] knows). Two writes at once (two games of one server) never share
/// one: std's hash keys differ for every RandomState, so `n` is a fresh random number.
fn temp_beside(dir: &Path, name: &std::ffi::OsStr) -> PathBuf {
    let n = RandomState::new().build_hasher().finish();
    dir.join(format!(
        ".{}.{}-{n}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ))
}

/// Whether `path` looks like a temporary file left by an interrupted [`save`].
pub fn is_temp_file(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.starts_with('.') && n.ends_with(".tmp"))
}

/// Reads and validates a save of ours (see [`json::read`]: the JSON, the format tag and
/// version, every field, every move replayed through the rules, the result against the
/// final position). Returns the record (move texts in the rules' own spelling) and the
/// replayed game. Any game file, of any kind: [`open`](super::open).
pub fn load(path: &Path) -> Result<(Record, Game), RecordError> {
    let bytes = read_capped(path).map_err(|source| RecordError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let text = String::from_utf8(bytes).map_err(|e| RecordError::Read {
        path: path.to_path_buf(),
        source: io::Error::new(io::ErrorKind::InvalidData, format!("not UTF-8 text: {e}")),
    })?;
    Ok(json::read(path, &text)?)
}

/// Why a save could not be opened or written as its one writer.
#[derive(Debug, Error)]
pub enum SaveFileError {
    /// Another live process holds the save.
    #[error(
        "{} is open in another hive (process {pid}, since {since}); `hive replay` opens it read-only (if no hive runs as process {pid}, remove {}.lock)",
        .path.display(),
        .path.display()
    )]
    Locked {
        /// The save.
        path: PathBuf,
        /// The process that holds it.
        pid: u32,
        /// When it took the lock, as it wrote it.
        since: String,
    },
    /// The file was changed by someone else since we last wrote it.
    #[error(
        "{} was changed outside this game since it was last saved; not overwriting it",
        .path.display()
    )]
    ChangedOnDisk {
        /// The save.
        path: PathBuf,
    },
    /// The new record would drop or change moves the file holds: it must go to a new save
    /// (a branch), never over this one.
    #[error(
        "{} holds a different line of play from move {ply}; a different line is saved as a new game",
        .path.display()
    )]
    WouldRewrite {
        /// The save.
        path: PathBuf,
        /// The first move (from 1) that would change.
        ply: usize,
    },
    /// The lock file could not be made or read.
    #[error(
        "{}: cannot write its lock file ({}) in that folder: {source}",
        .path.display(),
        .lock.display()
    )]
    Lock {
        /// The save.
        path: PathBuf,
        /// The lock file's name, beside it.
        lock: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Writing or reading the save failed.
    #[error(transparent)]
    Record(#[from] RecordError),
}

/// A save this process writes: holds its lock until dropped.
#[derive(Debug)]
pub struct SaveFile {
    path: PathBuf,
    lock: PathBuf,
    /// What we last wrote (or read): the file must still hold it before we write again.
    last: Option<Snapshot>,
    /// The record the file holds, as we last wrote it: every line of it must stay.
    last_record: Option<Record>,
}

/// What identifies the file's content cheaply: its length and modification time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Snapshot {
    len: u64,
    modified: Option<SystemTime>,
}

fn snapshot(path: &Path) -> Option<Snapshot> {
    let meta = fs::metadata(path).ok()?;
    Some(Snapshot {
        len: meta.len(),
        modified: meta.modified().ok(),
    })
}

impl SaveFile {
    /// Takes `path` as this process's save: locks it (taking over a lock left by a process
    /// that is gone) and remembers the moves it holds, if it exists.
    pub fn open(path: &Path, existing: Option<&Record>) -> Result<SaveFile, SaveFileError> {
        let lock = lock_path(path);
        acquire(&lock, path)?;
        Ok(SaveFile {
            path: path.to_path_buf(),
            lock,
            last: snapshot(path),
            last_record: existing.cloned(),
        })
    }

    /// The save's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `record` over the save, atomically and durably, if the file is still what we
    /// last wrote and `record` only extends its moves (the ply shown, the result and the
    /// other fields may change).
    pub fn write(&mut self, record: &Record) -> Result<(), SaveFileError> {
        if snapshot(&self.path) != self.last {
            return Err(SaveFileError::ChangedOnDisk {
                path: self.path.clone(),
            });
        }
        if let Some(old) = &self.last_record
            && !record.keeps(old)
        {
            // The first ply of the main line it would change (or drop), for the message; a
            // lost variation is named by where it left.
            let new: Vec<&str> = record.move_strings().collect();
            let ply = old
                .move_strings()
                .zip(new.iter().copied().chain(std::iter::repeat("")))
                .position(|(old, new)| old != new)
                .or_else(|| old.variations.first().map(|v| v.at))
                .unwrap_or(0);
            return Err(SaveFileError::WouldRewrite {
                path: self.path.clone(),
                ply: ply + 1,
            });
        }
        save(&self.path, record)?;
        self.last = snapshot(&self.path);
        self.last_record = Some(record.clone());
        Ok(())
    }
}

impl Drop for SaveFile {
    fn drop(&mut self) {
        // Only our own lock: a lock taken over by someone else stays theirs.
        if read_lock(&self.lock).is_some_and(|(pid, _)| pid == std::process::id()) {
            let _ = fs::remove_file(&self.lock);
        }
    }
}

/// `<save>.lock` beside the save.
pub fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

/// Who holds the save at `path`, if a live process does: its id and when it took the lock.
pub fn holder(path: &Path) -> Option<(u32, String)> {
    read_lock(&lock_path(path)).filter(|&(pid, _)| pid == std::process::id() || is_alive(pid))
}

fn read_lock(lock: &Path) -> Option<(u32, String)> {
    let text = fs::read_to_string(lock).ok()?;
    let mut lines = text.lines();
    let pid = lines.next()?.trim().parse().ok()?;
    Some((
        pid,
        lines.next().unwrap_or("an unknown time").trim().to_string(),
    ))
}

fn acquire(lock: &Path, path: &Path) -> Result<(), SaveFileError> {
    let me = std::process::id();
    let content = format!("{me}\n{}\n", Stamp::now());
    let lock_err = |source| SaveFileError::Lock {
        path: path.to_path_buf(),
        lock: lock.file_name().map(PathBuf::from).unwrap_or_default(),
        source,
    };
    if let Some(dir) = lock.parent().filter(|d| !d.as_os_str().is_empty()) {
        // Said plainly: making the folders would only say "File exists".
        if let Some(file) = dir.ancestors().find(|a| a.is_file()) {
            let why = format!("{} is a file, not a folder", file.display());
            return Err(lock_err(io::Error::new(io::ErrorKind::NotADirectory, why)));
        }
        fs::create_dir_all(dir).map_err(lock_err)?;
    }
    // The lock appears whole or not at all: written under a name of our own, then linked
    // to its name (a link, unlike a rename, fails when the name is taken). A lock made
    // empty and written after could be read empty by another hive in between, judged
    // stale and taken from under us.
    let dir = match lock.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let fresh = temp_beside(dir, lock.file_name().unwrap_or_default());
    let written = (|| {
        let mut f = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&fresh)?;
        f.write_all(content.as_bytes())?;
        f.sync_all()
    })();
    let taken = written
        .map_err(lock_err)
        .and_then(|()| take(lock, &fresh, path, me));
    let _ = fs::remove_file(&fresh);
    taken
}

/// Links the written lock `fresh` to `lock` unless a live hive other than this one holds
/// it; a lock of ours or of a process that is gone is removed and taken.
fn take(lock: &Path, fresh: &Path, path: &Path, me: u32) -> Result<(), SaveFileError> {
    let lock_err = |source| SaveFileError::Lock {
        path: path.to_path_buf(),
        lock: lock.file_name().map(PathBuf::from).unwrap_or_default(),
        source,
    };
    for _ in 0..3 {
        let linked = fs::hard_link(fresh, lock).or_else(|e| match e.kind() {
            io::ErrorKind::AlreadyExists => Err(e),
            // A file system without links (FAT, some shares): made new, then written.
            _ => OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(lock)
                .and_then(|mut f| {
                    f.write_all(&fs::read(fresh)?)?;
                    f.sync_all()
                }),
        });
        match linked {
            Ok(()) => {
                // The link itself made durable where the platform can sync a folder.
                if let Some(d) = lock.parent().and_then(|d| File::open(d).ok()) {
                    let _ = d.sync_all();
                }
                return Ok(());
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                match read_lock(lock) {
                    Some((pid, since)) if pid != me && is_alive(pid) => {
                        return Err(SaveFileError::Locked {
                            path: path.to_path_buf(),
                            pid,
                            since,
                        });
                    }
                    // Ours already, or left by a process that is gone (or unreadable):
                    // remove it and try again, so that two takers cannot both win.
                    _ => {
                        let _ = fs::remove_file(lock);
                    }
                }
            }
            Err(e) => return Err(lock_err(e)),
        }
    }
    Err(lock_err(io::Error::other("the lock kept changing hands")))
}

/// Whether process `pid` is running. Where the system cannot say, a lock is presumed live
/// (refusing is safer than two writers).
fn is_alive(pid: u32) -> bool {
    let proc = Path::new("/proc");
    if proc.is_dir() {
        return proc.join(pid.to_string()).exists();
    }
    true
}

/// Removes the temporary files of interrupted saves in `dir` (`.<name>.<pid>-<n>.tmp`, our
/// own naming) whose writer is gone; returns how many. Other files are never touched.
pub fn clean_temp_files(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(pid) = temp_file_pid(&path) else {
            continue;
        };
        if pid != std::process::id() && !is_alive(pid) && fs::remove_file(&path).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The writer's process id in a temporary file name of ours, `.<name>.<pid>-<n>.tmp`.
fn temp_file_pid(path: &Path) -> Option<u32> {
    let name = path.file_name()?.to_str()?;
    let stem = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (_, tail) = stem.rsplit_once('.')?;
    let (pid, n) = tail.split_once('-')?;
    n.parse::<u64>().ok()?;
    pid.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameType};

    fn record(moves: &[&str]) -> Record {
        let mut game = Game::new(GameType::BASE);
        for m in moves {
            game.play_str(m).unwrap();
        }
        Record::from_game(&game, "a", "b", None)
    }

    #[test]
    fn a_lock_that_cannot_be_made_names_the_save_not_only_its_lock_file() {
        // A tester saw only `ro/y.json.lock: cannot lock` for a folder they could not write.
        let dir = tempfile::tempdir().unwrap();
        let not_a_folder = dir.path().join("file");
        fs::write(&not_a_folder, "x").unwrap();
        let save = not_a_folder.join("y.json");
        let err = SaveFile::open(&save, None).unwrap_err().to_string();
        assert_eq!(
            err,
            format!(
                "{}: cannot write its lock file (y.json.lock) in that folder: {} is a file, not a folder",
                save.display(),
                not_a_folder.display()
            )
        );
    }

    #[test]
    fn one_writer_extends_and_never_rewrites() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.json");
        let mut file = SaveFile::open(&path, None).unwrap();
        file.write(&record(&["wS1"])).unwrap();
        file.write(&record(&["wS1", "bS1 wS1-"])).unwrap();
        // A second writer in this process's name is refused only when alive elsewhere;
        // here the lock is ours, so show it is held:
        assert_eq!(holder(&path).map(|(p, _)| p), Some(std::process::id()));
        // Taking back a move and playing another would rewrite move 2.
        let err = file.write(&record(&["wS1", "bG1 wS1-"])).unwrap_err();
        assert!(
            matches!(err, SaveFileError::WouldRewrite { ply: 2, .. }),
            "{err}"
        );
        let err = file.write(&record(&["wS1"])).unwrap_err();
        assert!(
            matches!(err, SaveFileError::WouldRewrite { ply: 2, .. }),
            "{err}"
        );
        drop(file);
        assert!(!lock_path(&path).exists(), "the lock goes with its owner");
    }

    #[test]
    fn a_file_changed_behind_our_back_is_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.json");
        let mut file = SaveFile::open(&path, None).unwrap();
        file.write(&record(&["wS1"])).unwrap();
        fs::write(&path, "edited by hand, and longer than before").unwrap();
        let err = file.write(&record(&["wS1", "bS1 wS1-"])).unwrap_err();
        assert!(matches!(err, SaveFileError::ChangedOnDisk { .. }), "{err}");
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            "edited by hand, and longer than before"
        );
    }

    #[test]
    fn a_lock_left_by_a_dead_process_is_taken_over_and_a_live_one_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.json");
        // No process has id u32::MAX - 1 on Linux (pids stay below 2^22).
        fs::write(lock_path(&path), format!("{}\nyesterday\n", u32::MAX - 1)).unwrap();
        let file = SaveFile::open(&path, None).unwrap();
        drop(file);
        if Path::new("/proc/1").exists() {
            // Process 1 always runs: its lock stands.
            fs::write(lock_path(&path), "1\n2025-01-01T00:00:00Z\n").unwrap();
            let err = SaveFile::open(&path, None).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!(
                    "{} is open in another hive (process 1, since 2025-01-01T00:00:00Z); `hive replay` opens it read-only (if no hive runs as process 1, remove {}.lock)",
                    path.display(),
                    path.display()
                )
            );
        }
    }

    /// Another hive reading the lock while it is taken finds it absent or whole, never
    /// empty (an empty lock reads as stale and would be taken from its holder); and the
    /// lock's own temporary file is gone after.
    #[test]
    fn a_lock_is_never_seen_empty_while_it_is_taken() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.json");
        let lock = lock_path(&path);
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let reader = {
            let (lock, done) = (lock.clone(), done.clone());
            std::thread::spawn(move || {
                let (mut empty, mut whole) = (0, 0);
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    match fs::read(&lock) {
                        Ok(bytes) if bytes.is_empty() => empty += 1,
                        Ok(_) => whole += 1,
                        Err(_) => {}
                    }
                }
                (empty, whole)
            })
        };
        for _ in 0..2000 {
            drop(SaveFile::open(&path, None).unwrap());
        }
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        let (empty, whole) = reader.join().unwrap();
        assert_eq!(empty, 0, "read empty {empty} times (whole {whole} times)");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert!(left.is_empty(), "{left:?}");
    }

    #[test]
    fn stale_temporary_files_of_ours_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let dead = format!(".g.json.{}-0.tmp", u32::MAX - 1);
        let mine = format!(".g.json.{}-3.tmp", std::process::id());
        for name in [
            dead.as_str(),
            mine.as_str(),
            "notes.tmp",
            ".g.json.x-1.tmp",
            "g.json",
        ] {
            fs::write(dir.path().join(name), "x").unwrap();
        }
        assert_eq!(clean_temp_files(dir.path()), 1);
        assert!(!dir.path().join(&dead).exists());
        for kept in [mine.as_str(), "notes.tmp", ".g.json.x-1.tmp", "g.json"] {
            assert!(dir.path().join(kept).exists(), "{kept}");
        }
    }

    #[test]
    fn files_over_the_cap_are_refused_before_reading() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.sgf");
        let f = fs::File::create(&path).unwrap();
        f.set_len(MAX_FILE_BYTES + 1).unwrap();
        let err = read_capped(&path).unwrap_err();
        assert!(err.to_string().contains("over 8 MB"), "{err}");
        fs::write(&path, "(;)").unwrap();
        assert_eq!(read_capped(&path).unwrap(), b"(;)");
    }
}
