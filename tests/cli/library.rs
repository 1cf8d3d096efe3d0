//! The games library as a user meets it: `hive import` of folders and zip archives (with
//! duplicates and refusals), `hive games` with its filters and short names, and the index
//! rebuilt from the files when it is missing, stale or corrupt.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::cli::{HIVE, hive, run, text};
use crate::common::data::require_corpus;

/// Three small games as SGF-free PGN files (two players, two dates, three results).
fn pgn(white: &str, black: &str, date: &str, result: &str, moves: &str) -> String {
    format!(
        "[GameType \"Base\"]\n[Date \"{date}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n\
         [Result \"{result}\"]\n\n{moves}\n"
    )
}

const THREE: &str = "1. wS1\n2. bS1 wS1-\n3. wQ -wS1\n";
const FOUR: &str = "1. wS1\n2. bS1 wS1-\n3. wQ -wS1\n4. bQ bS1-\n";

/// A folder of game files: two good games, one that does not read, and a README.
fn folder(root: &Path) -> PathBuf {
    let src = root.join("src");
    fs::create_dir_all(src.join("deeper")).unwrap();
    let a = pgn("alice", "bob", "2024.01.30", "WhiteWins", THREE);
    fs::write(src.join("a.pgn"), a.replace("WhiteWins", "Unknown")).unwrap();
    let b = pgn("carol", "Zoë", "2025.06.01", "Unknown", FOUR);
    fs::write(src.join("deeper/b.pgn"), b).unwrap();
    fs::write(src.join("bad.sgf"), "(;GM[27]SU[hive];P0[id \"x\"]").unwrap();
    fs::write(src.join("README"), "not a game").unwrap();
    src
}

fn games_json(data: &Path, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["games", "--json"];
    all.extend_from_slice(args);
    let out = run(&all, data);
    assert!(out.status.success(), "{}", text(&out.stderr));
    match serde_json::from_slice(&out.stdout).unwrap() {
        Value::Array(list) => list,
        other => panic!("not a list: {other}"),
    }
}

fn whites(list: &[Value]) -> Vec<String> {
    let mut names: Vec<String> = list
        .iter()
        .map(|g| g["white"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn a_folder_imports_once_and_what_was_refused_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let src = folder(dir.path());
    let out = run(&["import", src.to_str().unwrap()], dir.path());
    let err = text(&out.stderr);
    // One file refused: the import says so and ends with the bad-game exit code.
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("refused: ") && err.contains("bad.sgf"),
        "{err}"
    );
    assert!(
        !err.contains("README"),
        "a file that is no game is left alone: {err}"
    );
    let said = text(&out.stdout);
    assert!(said.contains("2 games imported"), "{said}");
    // The README is counted, not named.
    assert!(said.contains("1 refused, 1 skipped"), "{said}");
    assert_eq!(whites(&games_json(dir.path(), &[])), ["alice", "carol"]);
    // Again: nothing new, both known.
    let out = run(&["import", src.to_str().unwrap()], dir.path());
    let said = text(&out.stdout);
    assert!(
        said.contains("0 games imported") && said.contains("2 already there"),
        "{said}"
    );
    assert_eq!(games_json(dir.path(), &[]).len(), 2);
    assert!(dir.path().join("games/library.sqlite").is_file());
}

/// A zip archive holding `files` (name, text), deflated as boardspace's are.
fn zip_of(path: &Path, files: &[(String, String)]) {
    let mut z = zip::ZipWriter::new(fs::File::create(path).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, body) in files {
        z.start_file(name.as_str(), options).unwrap();
        z.write_all(body.as_bytes()).unwrap();
    }
    z.finish().unwrap();
}

#[test]
fn a_zip_of_boardspace_games_imports_and_short_names_open_them() {
    let Some(corpus) = require_corpus("a_zip_of_boardspace_games_imports") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let roach = corpus.join("boardspace/roach");
    let mut files: Vec<(String, String)> = fs::read_dir(&roach)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .take(40)
        .map(|p| {
            let name = format!("2020/{}", p.file_name().unwrap().to_string_lossy());
            (name, fs::read_to_string(&p).unwrap())
        })
        .collect();
    assert_eq!(files.len(), 40, "the corpus has 153 games here");
    files.push(("2020/notes.html".into(), "<p>hi</p>".into()));
    let archive = dir.path().join("games-Mar-2020.zip");
    zip_of(&archive, &files);
    let out = run(&["import", archive.to_str().unwrap()], dir.path());
    let err = text(&out.stderr);
    // The page beside the games is skipped and counted, as in a folder.
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(
        text(&out.stdout).contains("1 skipped"),
        "{}",
        text(&out.stdout)
    );
    let list = games_json(dir.path(), &[]);
    assert_eq!(list.len(), 40, "{err}");
    // Every listed short name opens its game in `hive export`.
    let ids: Vec<&str> = list.iter().map(|g| g["id"].as_str().unwrap()).collect();
    let unique: std::collections::HashSet<_> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "short names are unique: {ids:?}");
    let game = &list[7];
    let out = run(&["export", game["id"].as_str().unwrap()], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let exported = text(&out.stdout);
    let plies = exported.trim().split(';').count() - 3;
    assert_eq!(plies as u64, game["moves"].as_u64().unwrap(), "{exported}");
}

#[test]
fn filters_narrow_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    fs::create_dir_all(&src).unwrap();
    let games = [
        ("alice", "bob", "2024.01.30", "WhiteWins", "Base"),
        ("carol", "alice", "2024.06.01", "Unknown", "Base"),
        ("dave", "erin", "2025.02.03", "BlackWins", "Base+M"),
    ];
    for (i, (w, b, date, _, gt)) in games.iter().enumerate() {
        let text = pgn(w, b, date, "Unknown", FOUR).replace("\"Base\"", &format!("\"{gt}\""));
        fs::write(src.join(format!("{i}.pgn")), text).unwrap();
    }
    let out = run(&["import", src.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let q = |args: &[&str]| whites(&games_json(dir.path(), args));
    assert_eq!(q(&["--player", "ALICE"]), ["alice", "carol"]);
    assert_eq!(q(&["--since", "2024-06-01"]), ["carol", "dave"]);
    assert_eq!(q(&["--until", "2024-06-01"]), ["alice", "carol"]);
    assert_eq!(
        q(&["--since", "2024-02-01", "--until", "2024-12-31"]),
        ["carol"]
    );
    assert_eq!(q(&["--type", "Base+M"]), ["dave"]);
    // In any case, as the other filters read names (a tester's `base+m` was refused).
    assert_eq!(q(&["--type", "base+m"]), ["dave"]);
    assert_eq!(q(&["--type", "BASE"]), ["alice", "carol"]);
    let out = run(&["games", "--type", "base+x"], dir.path());
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("`base+x` is not a game type"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(q(&["--unfinished", "erin"]), ["dave"]);
    assert_eq!(q(&["--result", "draw"]), Vec::<String>::new());
    assert_eq!(q(&["bob"]), ["alice"]);
    // A word matches the source file's name too.
    assert_eq!(q(&["2.pgn"]), ["dave"]);
    let out = run(&["games", "--limit", "1"], dir.path());
    let listing = text(&out.stdout);
    assert!(listing.contains("1 of 3 games"), "{listing}");
    let out = run(&["games", "--player", "nobody"], dir.path());
    assert_eq!(text(&out.stdout).trim(), "No saved game matches.");
}

/// The library of `data` with one game per name, written by `hive import`.
fn library_of(data: &Path, names: &[&str]) {
    let src = data.join("src");
    fs::create_dir_all(&src).unwrap();
    for (i, n) in names.iter().enumerate() {
        let date = format!("2024.01.{:02}", i + 1);
        fs::write(
            src.join(format!("{n}.pgn")),
            pgn(n, "bob", &date, "Unknown", FOUR),
        )
        .unwrap();
    }
    let out = run(&["import", src.to_str().unwrap()], data);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

fn save_of(data: &Path, white: &str) -> PathBuf {
    let list = games_json(data, &["--player", white]);
    PathBuf::from(list[0]["file"].as_str().unwrap())
}

#[test]
fn the_index_is_rebuilt_after_deletion_and_a_corrupt_file() {
    let dir = tempfile::tempdir().unwrap();
    library_of(dir.path(), &["ann", "ben", "cat"]);
    let index = dir.path().join("games/library.sqlite");
    assert!(index.is_file());
    fs::remove_file(&index).unwrap();
    let _ = fs::remove_file(dir.path().join("games/library.sqlite-wal"));
    assert_eq!(whites(&games_json(dir.path(), &[])), ["ann", "ben", "cat"]);
    assert!(index.is_file(), "made again");
    // Garbage where the index was: listed from the files, and the index made anew.
    for f in ["library.sqlite-wal", "library.sqlite-shm"] {
        let _ = fs::remove_file(dir.path().join("games").join(f));
    }
    fs::write(
        &index,
        "this is not a database, but it is long enough to look like one".repeat(100),
    )
    .unwrap();
    let out = run(&["games", "--json"], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(whites(&list), ["ann", "ben", "cat"]);
    let head = fs::read(&index).unwrap();
    assert!(
        head.starts_with(b"SQLite format 3\0"),
        "the index was rebuilt"
    );
}

#[test]
fn files_changed_added_or_removed_behind_its_back_are_seen() {
    let dir = tempfile::tempdir().unwrap();
    library_of(dir.path(), &["ann", "ben"]);
    // ann's save edited in place (same folder, same name): its new white is listed.
    let ann = save_of(dir.path(), "ann");
    let edited = fs::read_to_string(&ann)
        .unwrap()
        .replace("\"ann\"", "\"anna\"");
    fs::write(&ann, edited).unwrap();
    // ben's removed; a copy of the edited one added under a new name.
    fs::remove_file(save_of(dir.path(), "ben")).unwrap();
    fs::copy(&ann, dir.path().join("games/copy.json")).unwrap();
    assert_eq!(whites(&games_json(dir.path(), &[])), ["anna", "anna"]);
    // A save that no longer loads is named on standard error, and the rest listed.
    fs::write(dir.path().join("games/copy.json"), "{ not json").unwrap();
    let out = run(&["games", "--json"], dir.path());
    assert!(
        text(&out.stderr).contains("skipped: "),
        "{}",
        text(&out.stderr)
    );
    let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(whites(&list), ["anna"]);
}

#[test]
fn a_folder_that_cannot_take_the_index_is_listed_from_its_files() {
    let dir = tempfile::tempdir().unwrap();
    library_of(dir.path(), &["ann", "ben"]);
    let games = dir.path().join("games");
    for f in ["library.sqlite", "library.sqlite-wal", "library.sqlite-shm"] {
        let _ = fs::remove_file(games.join(f));
    }
    // A directory where the index would go: it can be neither made nor opened.
    fs::create_dir(games.join("library.sqlite")).unwrap();
    let out = run(&["games", "--json"], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("could not be written"),
        "{}",
        text(&out.stderr)
    );
    let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(whites(&list), ["ann", "ben"]);
}

#[test]
fn two_imports_at_once_lose_nothing_and_write_each_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    fs::create_dir_all(&src).unwrap();
    // 120 games: two imports of the same folder race over every one of them.
    let moves = ["wS1", "wG1", "wA1", "wB1", "wQ"];
    let replies = ["bS1 wS1-", "bG1 wG1-", "bA1 wA1-", "bB1 wB1-", "bQ wQ-"];
    let mut n = 0;
    for (i, m) in moves.iter().enumerate() {
        for day in 1..=24 {
            let text = pgn(
                &format!("p{n}"),
                "q",
                &format!("2023.03.{day:02}"),
                "Unknown",
                &format!("1. {m}\n2. {}\n", replies[i]),
            );
            fs::write(src.join(format!("g{n}.pgn")), text).unwrap();
            n += 1;
        }
    }
    let spawn = || {
        hive()
            .args(["import", src.to_str().unwrap()])
            .env("HIVE_DATA_DIR", dir.path())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    let (a, b) = (spawn(), spawn());
    let (a, b) = (a.wait_with_output().unwrap(), b.wait_with_output().unwrap());
    assert!(a.status.success(), "{}", text(&a.stderr));
    assert!(b.status.success(), "{}", text(&b.stderr));
    let list = games_json(dir.path(), &[]);
    assert_eq!(list.len(), 120, "every game, once");
    let saves = fs::read_dir(dir.path().join("games"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .count();
    assert_eq!(saves, 120, "one file per game");
}

/// `hive ARGS` in `data`, killed (and the test failed) if it has not ended within `secs`
/// seconds: a hang fails the test instead of holding it for ever.
fn run_within(args: &[&str], data: &Path, secs: u64) -> std::process::Output {
    let (out, err) = (data.join("library-out.txt"), data.join("library-err.txt"));
    let mut child = hive()
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .env_remove("COLUMNS")
        .stdout(fs::File::create(&out).unwrap())
        .stderr(fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("hive {args:?} had not ended after {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    std::process::Output {
        status,
        stdout: fs::read(&out).unwrap(),
        stderr: fs::read(&err).unwrap(),
    }
}

#[cfg(unix)]
#[test]
fn links_that_lead_round_are_followed_once_and_each_file_read_once() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    fs::create_dir_all(src.join("sub")).unwrap();
    fs::write(
        src.join("a.pgn"),
        pgn("alice", "bob", "2024.01.30", "Unknown", THREE),
    )
    .unwrap();
    // Two ways round (a tester's folder grew in memory until killed), and a second name
    // for the game's file.
    symlink(&src, src.join("round")).unwrap();
    symlink(&src, src.join("sub/up")).unwrap();
    symlink(src.join("a.pgn"), src.join("again.pgn")).unwrap();
    let out = run_within(&["import", src.to_str().unwrap()], dir.path(), 60);
    let (said, err) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{said}{err}");
    assert!(!err.contains("refused"), "{err}");
    assert!(
        said.starts_with("1 file read: 1 game imported") && said.contains("0 already there"),
        "{said}"
    );
    assert_eq!(whites(&games_json(dir.path(), &[])), ["alice"]);
}

#[cfg(unix)]
#[test]
fn a_fifo_named_as_a_game_is_skipped_and_named_and_the_rest_imported() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    fs::create_dir_all(&src).unwrap();
    fs::write(
        src.join("a.pgn"),
        pgn("alice", "bob", "2024.01.30", "Unknown", THREE),
    )
    .unwrap();
    let fifo = src.join("x.sgf");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("skipped: mkfifo is not here");
        return;
    }
    let out = run_within(&["import", src.to_str().unwrap()], dir.path(), 60);
    let (said, err) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{said}{err}");
    assert!(
        err.contains("skipped: ") && err.contains("x.sgf: not a regular file"),
        "{err}"
    );
    assert!(
        said.contains("1 game imported") && said.contains("1 skipped"),
        "{said}"
    );
    assert_eq!(whites(&games_json(dir.path(), &[])), ["alice"]);
}

#[test]
fn other_files_are_skipped_alike_in_a_zip_and_in_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let game = pgn("alice", "bob", "2024.01.30", "Unknown", THREE);
    let other = pgn("carol", "dave", "2024.02.03", "Unknown", FOUR);
    let src = dir.path().join("src");
    fs::create_dir_all(&src).unwrap();
    fs::write(src.join("a.pgn"), &game).unwrap();
    fs::write(src.join("notes.html"), "<p>hi</p>").unwrap();
    let archive = dir.path().join("games.zip");
    zip_of(
        &archive,
        &[
            ("2020/c.pgn".into(), other),
            ("2020/notes.html".into(), "<p>hi</p>".into()),
        ],
    );
    for from in [&src, &archive] {
        let out = run(&["import", from.to_str().unwrap()], dir.path());
        let (said, err) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {said}{err}",
            from.display()
        );
        assert!(!err.contains("refused"), "{err}");
        assert!(
            said.starts_with("1 file read: 1 game imported") && said.contains("1 skipped"),
            "{said}"
        );
    }
    assert_eq!(whites(&games_json(dir.path(), &[])), ["alice", "carol"]);
}

/// Zeros from the third page (of 4 KiB) of `index` to the last but one: the header and
/// the folder's fingerprint (the first two), which opening reads, are whole, so the damage
/// is met only by a list.
fn damage(index: &Path) {
    let mut bytes = fs::read(index).unwrap();
    let len = bytes.len();
    assert!(len > 4 * 4096, "{len} bytes");
    bytes[2 * 4096..len - 4096].fill(0);
    fs::write(index, bytes).unwrap();
}

#[test]
fn an_index_damaged_in_its_middle_is_rebuilt_from_the_saves() {
    let dir = tempfile::tempdir().unwrap();
    let names: Vec<String> = (0..28).map(|i| format!("p{i:02}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    library_of(dir.path(), &names);
    let index = dir.path().join("games/library.sqlite");
    damage(&index);
    for run_number in 0..2 {
        let out = run(&["games", "--json"], dir.path());
        let err = text(&out.stderr);
        assert!(out.status.success(), "run {run_number}: {err}");
        if run_number == 0 {
            assert!(err.contains("damaged; rebuilding it"), "{err}");
        } else {
            assert!(!err.contains("damaged"), "rebuilt once: {err}");
        }
        let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(whites(&list), names);
    }
}

/// Makes every file and folder under `dir` read-only: whether that holds for this
/// process (not for root: see [`run_bound`]).
#[cfg(unix)]
fn read_only(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    for e in fs::read_dir(dir).unwrap().flatten() {
        let mode = if e.path().is_dir() { 0o555 } else { 0o444 };
        let _ = fs::set_permissions(e.path(), fs::Permissions::from_mode(mode));
    }
    fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
    let probe = dir.join("library-probe");
    let writable = fs::write(&probe, "x").is_ok();
    let _ = fs::remove_file(probe);
    !writable
}

/// `hive ARGS` run by a user whom file permissions bind: the test's own user, or under
/// root (as CI runs) `nobody`, through util-linux's `setpriv`, with the scratch folder `top`
/// opened for others to reach. `None` (and said so, a failure under CI) when root has no
/// `setpriv`.
#[cfg(unix)]
fn run_bound(args: &[&str], data: &Path, top: &Path, test: &str) -> Option<std::process::Output> {
    use std::os::unix::fs::PermissionsExt;
    if !rustix::process::geteuid().is_root() {
        return Some(run(args, data));
    }
    fs::set_permissions(top, fs::Permissions::from_mode(0o755)).unwrap();
    let out = std::process::Command::new("setpriv")
        .args(["--reuid=65534", "--regid=65534", "--clear-groups", HIVE])
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .env_remove("COLUMNS")
        .output();
    match out {
        Ok(out) => Some(out),
        Err(e) => {
            crate::common::data::not_run(
                test,
                &format!("permissions do not bind root, and `setpriv` cannot run ({e})"),
            );
            None
        }
    }
}

#[cfg(unix)]
fn writable_again(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o755)).unwrap();
}

#[cfg(unix)]
#[test]
fn a_current_index_that_cannot_be_written_is_trusted_not_every_file_read() {
    let dir = tempfile::tempdir().unwrap();
    library_of(dir.path(), &["ann", "ben"]);
    let games = dir.path().join("games");
    // A save changed behind the index's back with its size and time kept: the list shows
    // what the index knows unless every file is read again.
    let ann = save_of(dir.path(), "ann");
    let time = fs::metadata(&ann).unwrap().modified().unwrap();
    let edited = fs::read_to_string(&ann)
        .unwrap()
        .replace("\"ann\"", "\"amy\"");
    fs::write(&ann, edited).unwrap();
    fs::File::options()
        .write(true)
        .open(&ann)
        .unwrap()
        .set_modified(time)
        .unwrap();
    // The index cannot be written: its WAL cannot be made (a folder where it goes, which
    // stops root too), and the folder is read-only where permissions hold.
    let _ = fs::remove_file(games.join("library.sqlite-wal"));
    let _ = fs::remove_file(games.join("library.sqlite-shm"));
    fs::create_dir(games.join("library.sqlite-wal")).unwrap();
    let _ = read_only(&games);
    let out = run(&["games", "--json"], dir.path());
    writable_again(&games);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(whites(&list), ["ann", "ben"], "{}", text(&out.stderr));
}

#[cfg(unix)]
#[test]
fn an_import_into_a_read_only_folder_stops_at_once_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    library_of(dir.path(), &["ann"]);
    let games = dir.path().join("games");
    let src = folder(dir.path());
    read_only(&games);
    let out = run_bound(
        &["import", src.to_str().unwrap()],
        dir.path(),
        dir.path(),
        "an_import_into_a_read_only_folder_stops_at_once_naming_it",
    );
    writable_again(&games);
    let Some(out) = out else { return };
    let (said, err) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{said}{err}");
    assert_eq!(err.lines().count(), 1, "one message: {err}");
    assert!(
        err.contains(&format!(
            "{}: cannot write into the games folder",
            games.display()
        )),
        "{err}"
    );
    assert!(
        !said.contains("saved") && !err.contains("saved"),
        "{said}{err}"
    );
}

#[cfg(unix)]
#[test]
fn a_damaged_index_in_a_read_only_folder_gives_way_to_the_files() {
    let dir = tempfile::tempdir().unwrap();
    let names: Vec<String> = (0..28).map(|i| format!("p{i:02}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    library_of(dir.path(), &names);
    let games = dir.path().join("games");
    damage(&games.join("library.sqlite"));
    read_only(&games);
    let out = run_bound(
        &["games", "--json"],
        dir.path(),
        dir.path(),
        "a_damaged_index_in_a_read_only_folder_gives_way_to_the_files",
    );
    writable_again(&games);
    let Some(out) = out else { return };
    let err = text(&out.stderr);
    assert!(out.status.success(), "{err}");
    let list: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(whites(&list), names);
}

#[test]
fn a_game_in_two_formats_is_imported_once_whichever_comes_first() {
    // A tester's import of the corpus's 19 boardspace games, each as SGF and as PGN
    // (Mzinga's conversion: other neighbours in the MoveStrings, only the day for a date),
    // listed each game twice, dated `2018-10-28 20:07` and `2018.10.28`.
    let Some(corpus) = require_corpus("a_game_in_two_formats_is_imported_once") else {
        return;
    };
    let both = corpus.join("boardspace/mzinga");
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["import", both.to_str().unwrap()], dir.path());
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}{}", text(&out.stderr));
    assert!(
        said.starts_with("38 files read: 19 games imported into ")
            && said.contains(", 19 already there, 0 refused"),
        "{said}"
    );
    let list = games_json(dir.path(), &[]);
    assert_eq!(list.len(), 19);
    // One of each pair stays (whichever was read first), a day without a time in ISO.
    for g in &list {
        if let Some(day) = g["date_text"].as_str() {
            assert!(is_iso_day(day), "{g}");
        }
    }
    let games: std::collections::HashSet<String> = list
        .iter()
        .map(|g| format!("{} {} {}", g["white"], g["black"], g["moves"]))
        .collect();
    assert_eq!(games.len(), 19, "no game twice: {games:?}");
    // The SGF files alone first, then all: every PGN is known.
    let sgf_only = tempfile::tempdir().unwrap();
    let sgfs = dir.path().join("sgfs");
    fs::create_dir_all(&sgfs).unwrap();
    for e in fs::read_dir(&both).unwrap().flatten() {
        if e.path().extension().is_some_and(|x| x == "sgf") {
            fs::copy(e.path(), sgfs.join(e.file_name())).unwrap();
        }
    }
    let out = run(&["import", sgfs.to_str().unwrap()], sgf_only.path());
    assert!(
        text(&out.stdout).contains("19 games imported"),
        "{}",
        text(&out.stdout)
    );
    let out = run(&["import", both.to_str().unwrap()], sgf_only.path());
    let said = text(&out.stdout);
    assert!(
        said.contains("0 games imported") && said.contains("38 already there"),
        "{said}"
    );
    assert_eq!(games_json(sgf_only.path(), &[]).len(), 19);
}

fn is_iso_day(text: &str) -> bool {
    jiff::civil::Date::strptime("%Y-%m-%d", text).is_ok() && text.len() == 10
}
