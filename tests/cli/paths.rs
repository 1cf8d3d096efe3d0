//! Where `hive` finds and puts game files: a saved game by the bare name `hive games`
//! shows, one game imported into a folder, and the one-line summaries it prints.

use std::path::Path;

use serde_json::Value;

use crate::common::cli::{hive, import_to, run, text};

#[test]
fn a_saved_game_is_found_by_the_name_hive_games_lists() {
    let data = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let gs = "Base;InProgress;White[2];wS1;bS1 wS1-";
    let source = elsewhere.path().join("friday.txt");
    std::fs::write(&source, gs).unwrap();
    let out = import_to(&source, &games.join("friday.json"), false, data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::remove_file(&source).unwrap();
    let listed: Value = {
        let out = run(&["games", "--json"], data.path());
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let file = listed[0]["file"].as_str().unwrap().to_string();
    let name = Path::new(&file).file_name().unwrap().to_str().unwrap();
    // Run from a folder that does not hold it: the bare name is the saved game's.
    let export = |name: &str| {
        hive()
            .args(["export", name])
            .current_dir(elsewhere.path())
            .env("HIVE_DATA_DIR", data.path())
            .output()
            .unwrap()
    };
    let out = export(name);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("wS1;bS1 wS1-"),
        "{}",
        text(&out.stdout)
    );
    // A name that is in neither place is still an error naming it.
    let out = export("nowhere.json");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("nowhere.json"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn one_game_imports_into_a_folder_and_a_queen_first_export_is_noted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let source = d.join("friday.txt");
    std::fs::write(&source, "Base;InProgress;White[2];wQ;bS1 wQ-").unwrap();
    let folder = d.join("out");
    std::fs::create_dir(&folder).unwrap();
    let out = import_to(&source, &folder, false, d);
    // Issue: it said the folder "exists", and with --force "not a regular file".
    assert!(out.status.success(), "{}", text(&out.stderr));
    let saved = folder.join("friday.json");
    assert!(saved.is_file(), "{}", text(&out.stderr));
    // A folder named with a trailing `/` that is not there yet is refused (see
    // `import_makes_no_folder_but_the_games_directory`); once made, it is written into.
    let new_folder = format!("{}/", d.join("new").display());
    let out = run(&["import", source.to_str().unwrap(), "-o", &new_folder], d);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    std::fs::create_dir(d.join("new")).unwrap();
    let out = run(&["import", source.to_str().unwrap(), "-o", &new_folder], d);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(d.join("new/friday.json").is_file());
    // The Queen on White's first turn: UHP (ours too) refuses the GameString, so say so.
    let out = run(&["export", saved.to_str().unwrap()], d);
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("Base;InProgress;White[2];wQ;"));
    assert!(
        text(&out.stderr).contains("first turn (the rulebook opening)"),
        "{}",
        text(&out.stderr)
    );
    let uhp = run(&["perft", text(&out.stdout).trim(), "-d", "1"], d);
    assert!(!uhp.status.success(), "the tournament rule is UHP's");
    // A depth no one waits for is refused at once.
    let out = run(&["perft", "-d", "99999999999"], d);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn a_huge_name_is_cut_in_the_import_summary() {
    // A tester's 2 MB name came out whole on standard error.
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("big.pgn");
    let name = "n".repeat(200_000);
    let game = format!(
        "[GameType \"Base\"]\n[White \"{name}\"]\n[Black \"b\"]\n[Result \"InProgress\"]\n\n1. wS1\n2. bS1 wS1-\n"
    );
    std::fs::write(&pgn, game).unwrap();
    let out = import_to(&pgn, &dir.path().join("g.json"), false, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.starts_with("game 1 (line 1): nnnn"), "{}", &err[..80]);
    for line in err.lines() {
        assert!(line.chars().count() < 400, "a line of {}", line.len());
    }
}

#[test]
fn moves_taken_back_in_a_save_are_counted_in_the_list_and_noted_by_export() {
    // A tester read "10 moves" in `hive games` and an exported GameString without its last
    // move, for a save whose last move was taken back before a new line left it.
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let game = hive::rules::Game::parse("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1").unwrap();
    let mut record = hive::record::Record::from_game(&game, "Ann", "Bob", None);
    record.current = Some(2);
    let path = games.join("kept.json");
    hive::record::save(&path, &record).unwrap();
    let out = run(&["games", "--json"], data.path());
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (&listed[0]["moves"], &listed[0]["taken_back"]),
        (&2.into(), &1.into())
    );
    let out = run(&["games"], data.path());
    assert!(
        text(&out.stdout).contains("  2 of 3  "),
        "{}",
        text(&out.stdout)
    );
    let out = run(&["export", path.to_str().unwrap()], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout).trim(),
        "Base;InProgress;White[2];wS1;bS1 wS1-"
    );
    assert!(
        text(&out.stderr).contains("stands at ply 2: the 1 ply taken back after it"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn settings_of_a_new_game_are_refused_for_a_game_that_goes_on() {
    // A tester's `play --resume -e none` and `--level 5` were dropped without a word.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let save = d.join("g.json");
    let source = d.join("g.txt");
    std::fs::write(&source, "Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
    let out = import_to(&source, &save, false, d);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let file = save.to_str().unwrap();
    for (flags, said) in [
        (
            &["-e", "MLP"][..],
            "--expansions sets up a new game: the game opened keeps its own game type (Base)",
        ),
        (&["--white", "Ann"][..], "--white sets up a new game"),
        (
            &["--opening", "rulebook"][..],
            "--opening sets up a new game",
        ),
        (
            &["--level", "5"][..],
            "--level sets the computer's strength, and there is no computer in this game",
        ),
    ] {
        let out = run(&[&["play", file][..], flags].concat(), d);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{flags:?}: {}",
            text(&out.stderr)
        );
        assert!(
            text(&out.stderr).contains(said),
            "{flags:?}: {}",
            text(&out.stderr)
        );
    }
    // Settings the game has already are no change (then only the terminal is missing).
    let same = [
        "-e",
        "none",
        "--white",
        "White",
        "--opening",
        "tournament",
        "--no-repetition",
    ];
    let out = run(&[&["play", file][..], &same].concat(), d);
    assert!(
        text(&out.stderr).contains("needs a terminal"),
        "{}",
        text(&out.stderr)
    );
    // The computer may join a game that goes on.
    let out = run(&["play", file, "--ai", "black", "--level", "5"], d);
    assert!(
        text(&out.stderr).contains("needs a terminal"),
        "{}",
        text(&out.stderr)
    );
    // A new game with a level but no computer is refused too.
    let out = run(&["play", "--level", "5"], d);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("add --ai white or --ai black"));
}
