//! The games library as a user meets it: `hive import` of folders and zip archives (with
//! duplicates and refusals), `hive games` with its filters and short names, and the index
//! rebuilt from the files when it is missing, stale or corrupt.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::cli::{hive, run, text};
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
    assert!(err.contains("notes.html: not a game file"), "{err}");
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
