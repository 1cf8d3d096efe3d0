//! Imports into the library: game files, folders of them (searched to the bottom) and zip
//! archives of them (boardspace's yearly archives), each game written as a JSON save in the
//! games folder and indexed, duplicates skipped, refusals reported.

use std::collections::HashSet;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

use rusqlite::{OptionalExtension, TransactionBehavior};
use thiserror::Error;

use super::{Indexed, Library, LibraryError, PositionRow, Stat, insert_positions, insert_with};
use crate::record::{self, json};

/// The file names an import reads from a folder or an archive (any case); other files are
/// left alone (a folder may hold anything else).
pub const GAME_EXTENSIONS: [&str; 4] = ["sgf", "pgn", "json", "txt"];

/// Games written per transaction (lists never wait for one, another import does). Large:
/// a batch's positions land all over their index, and a batch writes each page it touched
/// once, so the fewer batches the fewer pages written in all.
const BATCH: usize = 4000;

/// SQLite's page cache while importing (KiB): a batch's pages of the positions' index held
/// until its commit rather than spilled and written twice.
const IMPORT_CACHE_KIB: i64 = 256 * 1024;

/// One game file to read: on disk, or an entry of a zip archive.
#[derive(Clone, Debug)]
enum Item {
    File(PathBuf),
    Zipped {
        archive: PathBuf,
        entry: usize,
        name: String,
    },
}

impl Item {
    /// How messages and the record's `source` name it: the path, or `archive.zip/entry`.
    fn name(&self) -> PathBuf {
        match self {
            Item::File(p) => p.clone(),
            Item::Zipped { archive, name, .. } => archive.join(name),
        }
    }
}

/// How far an import is, for a progress bar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Files read so far.
    pub files: usize,
    /// Files in all.
    pub total: usize,
    /// Games written so far.
    pub added: usize,
    /// Games skipped as already in the library.
    pub duplicates: usize,
    /// Files and games refused so far.
    pub refused: usize,
    /// Files left alone: no game files (by their names), or no regular files (a FIFO, a
    /// device), which would hang a read.
    pub skipped: usize,
}

/// A file or game not imported, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The file (`archive.zip/entry.sgf` inside an archive), with `#N` for the Nth game of
    /// a file of several.
    pub what: String,
    /// Why.
    pub why: String,
}

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The numbers at the end.
    pub progress: Progress,
    /// Everything refused.
    pub refused: Vec<Refusal>,
    /// Files left alone that are named (not those merely no game files by their names,
    /// which are only counted: a folder may hold anything else).
    pub skipped: Vec<Refusal>,
    /// The saves written.
    pub written: Vec<PathBuf>,
}

/// An import that stopped before its end (the games folder or the index could not be
/// written), with what it had done by then: the saves written stay, and the index takes
/// them in when next opened.
#[derive(Debug, Error)]
#[error("{error}")]
pub struct Stopped {
    /// Why it stopped.
    pub error: LibraryError,
    /// What it had done.
    pub report: Box<Report>,
}

/// Whether `path` is a zip archive, by its first bytes.
pub fn is_zip(path: &Path) -> bool {
    let mut magic = [0u8; 4];
    File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| magic == *b"PK\x03\x04")
}

fn has_game_extension(name: &str) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| GAME_EXTENSIONS.iter().any(|g| e.eq_ignore_ascii_case(g)))
}

/// What tells a file or folder from every other, however it is reached (through links,
/// twice): its device and inode where there are such, else its canonical path.
#[cfg(unix)]
fn identity(_path: &Path, meta: &fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn identity(path: &Path, _meta: &fs::Metadata) -> Option<(u64, u64)> {
    let canonical = fs::canonicalize(path).ok()?;
    Some((
        0,
        super::folder::fnv1a(canonical.as_os_str().as_encoded_bytes()),
    ))
}

/// The files to read from `paths`: a file as it is, a folder's game files (to the
/// bottom, in name order), an archive's game entries; each file and folder once, however
/// many links lead to it (a link to a folder above would otherwise lead round for ever).
/// What cannot be read at all is refused; what is no regular file, or no game file by
/// its name, is skipped.
fn items(paths: &[PathBuf], report: &mut Report) -> Vec<Item> {
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = paths.iter().rev().cloned().collect();
    let top: HashSet<PathBuf> = paths.iter().cloned().collect();
    let mut seen: HashSet<(u64, u64)> = HashSet::new();
    while let Some(path) = stack.pop() {
        let refuse = |refused: &mut Vec<Refusal>, why: String| {
            refused.push(Refusal {
                what: path.display().to_string(),
                why,
            });
        };
        let meta = match fs::metadata(&path) {
            Ok(m) => m,
            Err(e) => {
                refuse(&mut report.refused, e.to_string());
                continue;
            }
        };
        if let Some(id) = identity(&path, &meta)
            && !seen.insert(id)
        {
            // Met before by another way: read once.
            continue;
        }
        if meta.is_dir() {
            match fs::read_dir(&path) {
                Ok(entries) => {
                    let mut inner: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
                    inner.sort();
                    // Subfolders and archives inside are read too; other files only with
                    // a game's extension.
                    for p in inner.into_iter().rev() {
                        let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
                        let name = name.unwrap_or_default();
                        if p.is_dir() || has_game_extension(&name) || name.ends_with(".zip") {
                            stack.push(p);
                        } else {
                            report.progress.skipped += 1;
                        }
                    }
                }
                Err(e) => refuse(&mut report.refused, e.to_string()),
            }
        } else if !meta.is_file() {
            // A FIFO, a socket or a device: reading one may wait for ever.
            report.progress.skipped += 1;
            report.skipped.push(Refusal {
                what: path.display().to_string(),
                why: "not a regular file".into(),
            });
        } else if is_zip(&path) {
            match File::open(&path)
                .map_err(zip::result::ZipError::Io)
                .and_then(zip::ZipArchive::new)
            {
                Ok(archive) => {
                    for entry in 0..archive.len() {
                        let name = match archive.name_for_index(entry) {
                            Some(Ok(name)) => name.into_owned(),
                            Some(Err(e)) => {
                                refuse(&mut report.refused, format!("entry {}: {e}", entry + 1));
                                continue;
                            }
                            None => continue,
                        };
                        if name.ends_with('/') {
                            continue;
                        }
                        if has_game_extension(&name) {
                            out.push(Item::Zipped {
                                archive: path.clone(),
                                entry,
                                name,
                            });
                        } else {
                            // As in a folder: an archive may hold anything else.
                            report.progress.skipped += 1;
                        }
                    }
                }
                Err(e) => refuse(
                    &mut report.refused,
                    format!("not a zip archive that reads: {e}"),
                ),
            }
        } else if top.contains(&path) || has_game_extension(&path.to_string_lossy()) {
            out.push(Item::File(path.clone()));
        } else {
            report.progress.skipped += 1;
        }
    }
    out
}

/// A game read and ready to write, or why a file or game was refused.
enum Parsed {
    Game {
        stem: String,
        number: Option<usize>,
        json: String,
        indexed: Box<Indexed>,
    },
    Refused(Refusal),
    /// A file is done (for the progress count).
    FileDone,
}

/// The name a game imported from `file` is saved under: the file's own, with control and
/// invisible characters (and bytes that are no text) made `_`.
pub fn save_stem(file: &Path) -> String {
    let stem = file
        .file_stem()
        .map_or_else(|| "game".to_string(), |s| s.to_string_lossy().into_owned());
    stem.chars()
        .map(|c| match c {
            '\u{fffd}' | '/' | '\\' => '_',
            c if crate::text::is_hidden_or_control(c) => '_',
            c => c,
        })
        .collect()
}

/// Reads every game of one file's text: `false` once the writer has stopped listening.
fn parse_file(name: &Path, text: &str, out: &SyncSender<Parsed>) -> bool {
    let refuse = |what: String, why: String| Parsed::Refused(Refusal { what, why });
    let shown = name.display().to_string();
    match record::parse(name, text) {
        Err(e) => {
            if out.send(refuse(shown, e.to_string())).is_err() {
                return false;
            }
        }
        Ok(opened) => {
            let several = opened.games.len() > 1;
            for game in opened.games {
                let parsed = match game {
                    Ok(g) => {
                        let number = several.then_some(g.number);
                        Parsed::Game {
                            stem: save_stem(name),
                            number,
                            json: json::write(&g.record),
                            indexed: Box::new(Indexed::new(name, &g.record, &g.game)),
                        }
                    }
                    Err(e) => refuse(shown.clone(), e.to_string()),
                };
                if out.send(parsed).is_err() {
                    return false;
                }
            }
        }
    }
    out.send(Parsed::FileDone).is_ok()
}

/// Reads the items' bytes in order (one archive open at a time) and hands them on.
fn read_items(items: &[Item], out: &SyncSender<(PathBuf, Result<String, String>)>) {
    read_each(items, &mut |name, text| out.send((name, text)).is_ok());
}

/// The game files `paths` name, walked as an import walks them (folders to the bottom in
/// name order, each file and folder once however many links lead to it, FIFOs and devices
/// skipped, the game entries of zip archives), each handed to `each` with its text or why
/// it could not be read, in order, until `each` says stop. Returns how many there are
/// first, through `count` (for a progress bar), and at the end what was refused or skipped.
pub fn read_game_files(
    paths: &[PathBuf],
    count: &mut dyn FnMut(usize),
    each: &mut dyn FnMut(PathBuf, Result<String, String>) -> bool,
) -> Report {
    let mut report = Report::default();
    let items = items(paths, &mut report);
    report.progress.total = items.len();
    count(items.len());
    read_each(&items, each);
    report
}

/// [`read_items`] through a callback: false from `each` stops.
fn read_each(items: &[Item], each: &mut dyn FnMut(PathBuf, Result<String, String>) -> bool) {
    let mut open: Option<(PathBuf, zip::ZipArchive<File>)> = None;
    for item in items {
        let text = match item {
            Item::File(p) => record::read_capped(p)
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .map_err(|e| e.to_string()),
            Item::Zipped { archive, entry, .. } => {
                if open.as_ref().is_none_or(|(p, _)| p != archive) {
                    open = File::open(archive)
                        .ok()
                        .and_then(|f| zip::ZipArchive::new(f).ok())
                        .map(|z| (archive.clone(), z));
                }
                match open.as_mut() {
                    None => Err("the archive could not be opened again".to_string()),
                    Some((_, z)) => read_entry(z, *entry),
                }
            }
        };
        if !each(item.name(), text) {
            return;
        }
    }
}

/// One entry of an archive, at most [`record::MAX_FILE_BYTES`] of it.
fn read_entry(z: &mut zip::ZipArchive<File>, entry: usize) -> Result<String, String> {
    let file = z.by_index(entry).map_err(|e| e.to_string())?;
    let bytes = record::read_capped_from(file, 0).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// How a save's bytes go into its new file: `write_all`, or, in tests, a disk that fills.
pub(super) type WriteBytes<'a> = &'a dyn Fn(&mut File, &[u8]) -> io::Result<()>;

/// Writes `json` as a new save `stem[-N]-XXXXXXXX.json` in `dir` (the hex digits: the
/// game's duplicate key), never over a file there: `Ok(None)` when that name is taken, which
/// means another import wrote the same game meanwhile. The temporary file it writes first
/// is removed whatever happens (a full disk left hundreds of empty ones).
fn write_new(
    dir: &Path,
    name: &str,
    json: &str,
    write: WriteBytes<'_>,
) -> io::Result<Option<(PathBuf, Stat)>> {
    let path = dir.join(name);
    // This process's own name for it: another import beside this one never touches it.
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let mut f = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)?;
    let written = write(&mut f, json.as_bytes());
    drop(f);
    // A hard link is made only where no file is: the name is claimed atomically, even
    // against another import writing the same game at this moment. No sync per game (an
    // import of 100,000 would wait minutes): the folder is synced at the end, and a crash
    // loses only games still in the archive they came from.
    let linked = written.and_then(|()| fs::hard_link(&tmp, &path));
    let _ = fs::remove_file(&tmp);
    match linked {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Ok(None),
        Err(e) => return Err(e),
    }
    let meta = fs::metadata(&path)?;
    let mtime = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| i64::try_from(d.as_nanos()).unwrap_or(i64::MAX));
    Ok(Some((
        path,
        Stat {
            name: name.to_string(),
            size: i64::try_from(meta.len()).unwrap_or(i64::MAX),
            mtime,
        },
    )))
}

/// Whether a save's write failed for that save alone (its name), not for the folder (read
/// only, full, gone), after which every other would fail too.
fn fails_one_save(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::InvalidFilename | io::ErrorKind::InvalidInput
    )
}

/// Whether the games folder `dir` takes new saves (made if missing): tried with an empty
/// file of this process's, removed. [`import`] asks first; a caller may ask before opening
/// the library, which in a read-only folder may read every file.
pub fn check_writable(dir: &Path) -> Result<(), LibraryError> {
    let probe = dir.join(format!(".hive-import.{}.tmp", std::process::id()));
    fs::create_dir_all(dir)
        .and_then(|()| {
            fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&probe)
        })
        .and_then(|_| fs::remove_file(&probe))
        .map_err(|source| LibraryError::Write {
            path: dir.to_path_buf(),
            source,
        })
}

/// Imports the game files, folders and zip archives `paths` into `library`: each game
/// not in it yet (by game type, players, day and positions) written as a JSON save in its folder and
/// indexed. `progress` is called as files are read. Several imports may run at once: a game
/// is written once, and none is lost. It stops at once, with what it did, when the folder
/// or the index cannot be written (before reading anything, for a read-only folder).
pub fn import(
    library: &mut Library,
    paths: &[PathBuf],
    progress: impl FnMut(&Progress),
) -> Result<Report, Box<Stopped>> {
    import_with(library, paths, progress, &|f, bytes| f.write_all(bytes))
}

/// [`import`], each save's bytes written by `write`.
pub(super) fn import_with(
    library: &mut Library,
    paths: &[PathBuf],
    mut progress: impl FnMut(&Progress),
    write: WriteBytes<'_>,
) -> Result<Report, Box<Stopped>> {
    let mut report = Report::default();
    let dir = library.dir().to_path_buf();
    if let Err(error) = check_writable(&dir) {
        return Err(Box::new(Stopped {
            error,
            report: Box::new(report),
        }));
    }
    let list = items(paths, &mut report);
    report.progress.total = list.len();
    report.progress.refused = report.refused.len();
    progress(&report.progress);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (text_tx, text_rx) = sync_channel::<(PathBuf, Result<String, String>)>(256);
    let (game_tx, game_rx) = sync_channel::<Parsed>(1024);
    let mut seen: HashSet<u64> = HashSet::new();
    let result = std::thread::scope(|s| -> Result<(), LibraryError> {
        s.spawn(move || read_items(&list, &text_tx));
        // Only the workers hold the texts' receiver, and only the writer the games': when
        // the writer stops early, each worker's next send fails and it ends, the last one
        // dropping the texts' receiver, so that the reader's next send fails too and the
        // scope's join always ends.
        let text_rx = Arc::new(Mutex::new(text_rx));
        for _ in 0..workers {
            let rx = Arc::clone(&text_rx);
            let tx = game_tx.clone();
            s.spawn(move || work(&rx, &tx));
        }
        drop(text_rx);
        drop(game_tx);
        write_all(
            library,
            &dir,
            game_rx,
            &mut seen,
            &mut report,
            &mut progress,
            write,
        )
    });
    if let Err(error) = result {
        return Err(Box::new(Stopped {
            error,
            report: Box::new(report),
        }));
    }
    // The new names made durable in the folder, where the platform can sync one.
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    if let Err(error) = library.resync() {
        return Err(Box::new(Stopped {
            error,
            report: Box::new(report),
        }));
    }
    Ok(report)
}

/// A parsing worker: texts in, games out, until either side closes.
fn work(rx: &Mutex<Receiver<(PathBuf, Result<String, String>)>>, tx: &SyncSender<Parsed>) {
    loop {
        let next = match rx.lock() {
            Ok(r) => r.recv(),
            Err(_) => return,
        };
        let Ok((name, text)) = next else { return };
        match text {
            Ok(text) => {
                if !parse_file(&name, &text, tx) {
                    return;
                }
            }
            Err(why) => {
                let refused = Parsed::Refused(Refusal {
                    what: name.display().to_string(),
                    why: format!("cannot read: {why}"),
                });
                if tx.send(refused).is_err() || tx.send(Parsed::FileDone).is_err() {
                    return;
                }
            }
        }
    }
}

/// The writer: checks each game against the library, writes it, and indexes it, a batch
/// per transaction. Stops at the first save the folder does not take (read only, full),
/// with the games written so far committed, or at the first failure of the index.
fn write_all(
    library: &mut Library,
    dir: &Path,
    rx: Receiver<Parsed>,
    seen: &mut HashSet<u64>,
    report: &mut Report,
    progress: &mut impl FnMut(&Progress),
    write: WriteBytes<'_>,
) -> Result<(), LibraryError> {
    let ix = LibraryError::Index;
    let conn = library.conn();
    conn.pragma_update(None, "cache_size", -IMPORT_CACHE_KIB)
        .map_err(ix)?;
    let mut tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(ix)?;
    let mut positions: Vec<PositionRow> = Vec::new();
    let mut in_batch = 0;
    for parsed in rx {
        match parsed {
            Parsed::FileDone => {
                report.progress.files += 1;
                progress(&report.progress);
            }
            Parsed::Refused(r) => {
                report.refused.push(r);
                report.progress.refused += 1;
            }
            Parsed::Game {
                stem,
                number,
                json,
                mut indexed,
            } => {
                let dup = indexed.dup;
                let known = !seen.insert(dup)
                    || tx
                        .prepare_cached("SELECT 1 FROM games WHERE dup = ?1 LIMIT 1")
                        .and_then(|mut q| {
                            q.query_row([dup as i64], |r| r.get::<_, i64>(0)).optional()
                        })
                        .map_err(ix)?
                        .is_some();
                if known {
                    report.progress.duplicates += 1;
                    continue;
                }
                let name = match number {
                    Some(n) => format!("{stem}-{n}-{:08x}.json", dup >> 32),
                    None => format!("{stem}-{:08x}.json", dup >> 32),
                };
                match write_new(dir, &name, &json, write) {
                    Ok(Some((path, stat))) => {
                        indexed.summary.path = path.clone();
                        insert_with(&tx, &stat, &indexed, Some(&mut positions)).map_err(ix)?;
                        report.written.push(path);
                        report.progress.added += 1;
                        in_batch += 1;
                    }
                    Ok(None) => report.progress.duplicates += 1,
                    Err(e) if fails_one_save(&e) => {
                        report.refused.push(Refusal {
                            what: indexed.source.clone().unwrap_or_else(|| name.clone()),
                            why: e.to_string(),
                        });
                        report.progress.refused += 1;
                    }
                    Err(source) => {
                        // What was written is indexed, if the index still can be.
                        let _ = insert_positions(&tx, &mut positions).and_then(|()| tx.commit());
                        return Err(LibraryError::Write {
                            path: dir.to_path_buf(),
                            source,
                        });
                    }
                }
                if in_batch >= BATCH {
                    insert_positions(&tx, &mut positions).map_err(ix)?;
                    tx.commit().map_err(ix)?;
                    tx = conn
                        .transaction_with_behavior(TransactionBehavior::Immediate)
                        .map_err(ix)?;
                    in_batch = 0;
                }
            }
        }
    }
    insert_positions(&tx, &mut positions).map_err(ix)?;
    tx.commit().map_err(ix)?;
    conn.pragma_update(None, "cache_size", -65_536)
        .map_err(ix)?;
    Ok(())
}
