//! The library when things go wrong: an index that cannot be written, a full disk, a
//! rebuild's progress.

use std::cell::Cell;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use super::import::{import, import_with};
use super::{Filter, INDEX_FILE, Library, LibraryError};
use crate::record;

/// `n` different games, one PGN file each, in `dir`.
fn game_files(dir: &Path, n: usize) -> PathBuf {
    fs::create_dir_all(dir).unwrap();
    for i in 0..n {
        let text = format!(
            "[GameType \"Base\"]\n[Date \"2024.01.{:02}\"]\n[White \"p{i}\"]\n[Black \"q\"]\n\
             [Result \"Unknown\"]\n\n1. wS1\n2. bS1 wS1-\n3. wQ -wS1\n",
            i % 28 + 1
        );
        fs::write(dir.join(format!("g{i}.pgn")), text).unwrap();
    }
    dir.to_path_buf()
}

/// The temporary files in `dir`.
fn temporaries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| record::is_temp_file(&e.path()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn an_index_that_cannot_be_written_stops_the_import_instead_of_hanging() {
    let dir = tempfile::tempdir().unwrap();
    // Enough games to fill every channel between the readers and the writer.
    let src = game_files(&dir.path().join("src"), 3000);
    let games = dir.path().join("games");
    fs::create_dir_all(&games).unwrap();
    let mut lib = Library::open(&games).unwrap();
    // Another process writes the index all along; this one waits for it no time (it
    // waits 30 s, then fails the same way).
    lib.conn().busy_timeout(Duration::ZERO).unwrap();
    let other = rusqlite::Connection::open(games.join(INDEX_FILE)).unwrap();
    other
        .execute_batch("BEGIN IMMEDIATE; INSERT INTO meta(key, value) VALUES ('held', 1);")
        .unwrap();
    let (tell, told) = mpsc::channel();
    std::thread::spawn(move || {
        let result = import(&mut lib, &[src], |_| {});
        let _ = tell.send(result.map(|_| ()).map_err(|s| s.error));
    });
    let ended = told
        .recv_timeout(Duration::from_secs(60))
        .expect("the import hung");
    match ended {
        Err(e @ LibraryError::Index(_)) => {
            let said = e.to_string();
            assert!(said.contains("locked"), "{said}");
        }
        other => panic!("{other:?}"),
    }
    drop(other);
}

#[test]
fn a_full_disk_stops_the_import_and_leaves_no_temporary_file_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let src = game_files(&dir.path().join("src"), 20);
    let games = dir.path().join("games");
    fs::create_dir_all(&games).unwrap();
    // Another import's temporary file, beside this one: never this one's to remove.
    let theirs = format!(".g0-12345678.json.{}.tmp", std::process::id() + 1);
    fs::write(games.join(&theirs), "").unwrap();
    let mut lib = Library::open(&games).unwrap();
    // The disk fills after three saves: the file is made, its bytes are not written.
    let room = Cell::new(3);
    let full = |f: &mut File, bytes: &[u8]| {
        if room.get() == 0 {
            return Err(io::Error::from(io::ErrorKind::StorageFull));
        }
        room.set(room.get() - 1);
        f.write_all(bytes)
    };
    let stopped = import_with(&mut lib, std::slice::from_ref(&src), |_| {}, &full).unwrap_err();
    assert!(
        matches!(stopped.error, LibraryError::Write { ref path, .. } if *path == games),
        "{:?}",
        stopped.error
    );
    assert_eq!(stopped.report.written.len(), 3);
    assert_eq!(stopped.report.progress.refused, 0, "stopped, not refused");
    assert_eq!(temporaries(&games), std::slice::from_ref(&theirs));
    // Room again: the rest imported, the first three known, nothing left over.
    let report = import(&mut lib, &[src], |_| {}).unwrap();
    assert_eq!((report.progress.added, report.progress.duplicates), (17, 3));
    assert_eq!(temporaries(&games), [theirs]);
    let lib = Library::open(&games).unwrap();
    assert_eq!(lib.list(&Filter::default(), None).unwrap().1, 20);
}

#[test]
fn a_rebuild_tells_how_far_it_is_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let src = game_files(&dir.path().join("src"), 40);
    let games = dir.path().join("games");
    fs::create_dir_all(&games).unwrap();
    drop(Library::open(&games).unwrap());
    let mut lib = Library::open(&games).unwrap();
    import(&mut lib, &[src], |_| {}).unwrap();
    drop(lib);
    for f in ["", "-wal", "-shm"] {
        let _ = fs::remove_file(games.join(format!("{INDEX_FILE}{f}")));
    }
    let mut told = Vec::new();
    let mut lib = Library::open_reporting(&games, &mut |done, all| told.push((done, all))).unwrap();
    assert_eq!(told.first(), Some(&(0, 40)), "{told:?}");
    assert_eq!(told.last(), Some(&(40, 40)), "{told:?}");
    assert!(told.windows(2).all(|w| w[0].0 <= w[1].0), "{told:?}");
    // Made anew on demand (a query found it damaged): the same, from the files.
    told.clear();
    lib.rebuild(&mut |done, all| told.push((done, all)))
        .unwrap();
    assert_eq!(told.last(), Some(&(40, 40)), "{told:?}");
    assert!(lib.refresh().rebuilt);
    assert_eq!(lib.list(&Filter::default(), None).unwrap().1, 40);
}
