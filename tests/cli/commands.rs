//! The `hive` commands that read and write game files, run as a user would: import (one
//! game and several), export to PGN and back, `games` as a table and as JSON, shell
//! completions and the man page.

use std::path::Path;

use serde_json::Value;

use crate::common::cli::{hive, import_to, run, text};
use crate::common::data::not_run;

pub(crate) const GAME_A: &str = "[GameType \"Base+M\"]
[Date \"30-Jan-2024_16:10:56\"]
[Site \"hivegame.com\"]
[White \"alice\"]
[Black \"bob\"]
[Result \"Unknown\"]

1. wM1
2. bS1 wM1-
3. wQ -wM1
4. bQ bS1-
";

/// The moves of a game White wins at ply 14, Black filling the cells around its own Queen.
const WON: &str = "1. wS1\n2. bS1 wS1-\n3. wQ -wS1\n4. bQ bS1-\n5. wS2 -wQ\n6. bA1 bQ-\n\
                   7. wA1 -wS2\n8. bA2 bQ/\n9. wA2 -wA1\n10. bA3 \\bQ\n11. wA3 -wA2\n\
                   12. bG1 bQ\\\n13. wG1 -wA3\n14. bG2 /bQ\n";

pub(crate) const GAME_B: &str = "[GameType \"Base\"]
[White \"carol\u{1b}[31m\"]
[Black \"dave\"]
[Result \"BlackWins\"]
[Termination \"resignation\"]

1. wS1
2. bS1 wS1-
";

#[test]
fn import_of_several_games_writes_one_file_each_and_says_which() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("club.pgn");
    std::fs::write(&pgn, format!("{GAME_A}\n{GAME_B}")).unwrap();
    let out = run(&["import", pgn.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(
        lines[0].starts_with("game 1 (line 1): alice vs bob, Base+M, 4 plies, In progress -> "),
        "{stdout}"
    );
    // Control characters in names never reach the terminal.
    assert!(
        lines[1].starts_with(
            "game 2 (line 13): carol\\e[31m vs dave, Base, 2 plies, Black wins: White resigned"
        ),
        "{stdout}"
    );
    assert!(!stdout.contains('\u{1b}'));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("note: `wM1` read as `wM`"), "{stderr}");
    assert!(
        stderr.contains("note: Result `Unknown` names no result"),
        "{stderr}"
    );
    let games = dir.path().join("games");
    assert!(games.join("club-1.json").is_file());
    assert!(games.join("club-2.json").is_file());
    // A file name for two games is refused, not made into a folder of that name.
    let named = dir.path().join("x.json");
    let out = run(
        &[
            "import",
            pgn.to_str().unwrap(),
            "-o",
            named.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("holds 2 games: -o must name a directory"));
    assert!(!named.exists());

    // `hive games` lists them: a table with a header, and JSON with the same fields.
    let out = run(&["games"], dir.path());
    let table = text(&out.stdout);
    let rows: Vec<&str> = table.lines().collect();
    assert_eq!(rows.len(), 3, "{table}");
    // Players, result and date first; the short name last.
    assert!(rows[0].starts_with("White "), "{table}");
    assert!(rows[0].ends_with(" Name"), "{table}");
    let club1: Vec<&str> = rows
        .iter()
        .find(|r| r.starts_with("alice "))
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(club1[club1.len() - 2], "4", "the Plies column: {table}");
    // The short name opens the game.
    let short = club1[club1.len() - 1];
    let out = run(&["export", short], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("Base+M;InProgress;"),
        "{}",
        text(&out.stdout)
    );
    assert!(!table.contains('\u{1b}'), "{table}");
    let out = run(&["games", "--json"], dir.path());
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let list = json.as_array().unwrap();
    assert_eq!(list.len(), 2);
    let b = list.iter().find(|g| g["black"] == "dave").unwrap();
    assert_eq!(
        b["white"], "carol\u{1b}[31m",
        "JSON keeps the name as it is"
    );
    assert_eq!(b["moves"], 2);
    assert_eq!(b["result"], "Black wins: White resigned");
    assert!(b["file"].as_str().unwrap().ends_with("club-2.json"));
    let a = list.iter().find(|g| g["white"] == "alice").unwrap();
    assert_eq!(a["date"], "2024-01-30T16:10:56+00:00");

    // A narrow terminal: every line fits, long names cut with `…`.
    let out = hive()
        .arg("games")
        .env("HIVE_DATA_DIR", dir.path())
        .env("COLUMNS", "60")
        .output()
        .unwrap();
    for line in text(&out.stdout).lines() {
        assert!(line.chars().count() <= 60, "`{line}` is wider than 60");
    }

    // -o naming a file is refused for several games (usage, exit 2); --game picks one.
    let file = dir.path().join("one.json");
    std::fs::write(&file, "{}").unwrap();
    let out = import_to(&pgn, &file, false, dir.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let out = run(
        &["export", pgn.to_str().unwrap(), "--game", "3"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("there is no game 3: the file holds 2"));
}

#[test]
fn a_bad_game_among_several_is_reported_and_the_rest_import() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("mixed.pgn");
    let bad = "[GameType \"Base\"]\n\n1. wS1\n2. bS1 wS1-\n3. wQ bS1-\n";
    std::fs::write(&pgn, format!("{GAME_A}\n{bad}")).unwrap();
    let out_dir = dir.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    let out = import_to(&pgn, &out_dir, false, dir.path());
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("game 2: not imported: "), "{stdout}");
    assert!(text(&out.stderr).contains("1 of 2 games did not import"));
    assert!(out_dir.join("mixed-1.json").is_file());
    assert!(!out_dir.join("mixed-2.json").exists());
}

#[test]
fn export_to_pgn_reads_back_as_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    // A GameString file (no extension): exported as PGN, then imported from that.
    let uhp = dir.path().join("game");
    std::fs::write(
        &uhp,
        "Base+MLP;InProgress;White[3];wL;bP wL-;wQ -wL;bQ bP-\n",
    )
    .unwrap();
    let out = run(
        &["export", uhp.to_str().unwrap(), "--format", "pgn"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pgn_text = text(&out.stdout);
    assert!(
        pgn_text.starts_with("[GameType \"Base+MLP\"]\n"),
        "{pgn_text}"
    );
    assert!(
        pgn_text.contains("\n1. wL\n2. bP wL-\n3. wQ -wL\n4. bQ bP-\n"),
        "{pgn_text}"
    );
    let pgn = dir.path().join("game.pgn");
    std::fs::write(&pgn, &pgn_text).unwrap();
    let out = run(&["export", pgn.to_str().unwrap()], dir.path());
    assert_eq!(
        text(&out.stdout).trim(),
        "Base+MLP;InProgress;White[3];wL;bP wL-;wQ -wL;bQ bP-"
    );
    // Single-game import still writes JSON to standard output, and a line to stderr.
    let out = run(&["import", pgn.to_str().unwrap()], dir.path());
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("\"format\": \"hive-game\""));
    assert!(text(&out.stderr).starts_with("game 1 (line 1): White vs Black, Base+MLP, 4 plies"));
}

#[test]
fn import_then_export_keeps_a_hivegame_games_event_site_and_round() {
    // hivegame.com's Site is the game's address; import dropped it with Event and Round.
    // The closing result is left off, as in some of its files, where the moves end the game
    // (Black's Queen surrounded): no note says the file may be cut short.
    let dir = tempfile::tempdir().unwrap();
    let site = "https://hivegame.com/game/Zp3KwQ8m";
    let pgn = dir.path().join("won.pgn");
    std::fs::write(
        &pgn,
        format!(
            "[GameType \"Base\"]\n[Date \"02-Mar-2024_10:00:00\"]\n[Event \"Club night\"]\n\
             [Site \"{site}\"]\n[Round \"7\"]\n[White \"alice\"]\n[Black \"bob\"]\n\
             [Result \"WhiteWins\"]\n\n{WON}"
        ),
    )
    .unwrap();
    let json = dir.path().join("won.json");
    let out = import_to(&pgn, &json, false, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        !text(&out.stderr).contains("cut short"),
        "{}",
        text(&out.stderr)
    );
    let out = run(
        &["export", json.to_str().unwrap(), "--format", "pgn"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let exported = text(&out.stdout);
    for tag in [
        "[Event \"Club night\"]".to_string(),
        format!("[Site \"{site}\"]"),
        "[Round \"7\"]".to_string(),
    ] {
        assert!(exported.lines().any(|l| l == tag), "{tag} in\n{exported}");
    }
}

#[test]
fn completions_and_the_man_page() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["completions", "bash"], dir.path());
    assert!(out.status.success());
    let bash = text(&out.stdout);
    for sub in [
        "play",
        "replay",
        "games",
        "import",
        "export",
        "uhp",
        "perft",
        "completions",
        "man",
    ] {
        assert!(
            bash.contains(&format!("hive,{sub})")),
            "{sub} missing from bash completions"
        );
    }
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let out = run(&["completions", shell], dir.path());
        assert!(out.status.success() && !out.stdout.is_empty(), "{shell}");
    }
    let out = run(&["man"], dir.path());
    let page = text(&out.stdout);
    assert!(page.contains(".TH hive"), "{page}");
    assert!(page.contains("completions"));
    let out = run(&["--help"], dir.path());
    let help = text(&out.stdout);
    assert!(
        help.contains("man") && help.contains("completions"),
        "{help}"
    );
}

#[test]
fn import_never_replaces_a_file_unasked() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.txt");
    std::fs::write(&game, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let target = dir.path().join("precious.json");
    std::fs::write(&target, "a game that must not be lost").unwrap();
    let out = import_to(&game, &target, false, dir.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("exists; not replacing it"));
    assert_eq!(
        std::fs::read_to_string(&target).unwrap(),
        "a game that must not be lost"
    );
    // Asked to, it replaces it.
    let out = import_to(&game, &target, true, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .contains("\"hive-game\"")
    );
}

#[test]
fn a_game_open_in_another_hive_is_not_opened_twice() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("g.json");
    let game = dir.path().join("g.txt");
    std::fs::write(&game, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let out = import_to(&game, &save, false, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    if !Path::new("/proc/1").exists() {
        not_run(
            "a_game_open_in_another_hive_is_not_opened_twice",
            "no /proc/1 to show a live lock holder",
        );
        return;
    }
    // Process 1 always runs: its lock stands, and `hive play` says who holds the game.
    let lock = dir.path().join("g.json.lock");
    std::fs::write(&lock, "1\n2026-01-01T10:00:00Z\n").unwrap();
    let out = run(&["play", save.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("is open in another hive (process 1, since 2026-01-01T10:00:00Z)"),
        "{err}"
    );
    // A lock left by a process that is gone is taken over (then the missing terminal
    // is what stops this run).
    std::fs::write(&lock, format!("{}\nyesterday\n", u32::MAX - 1)).unwrap();
    let out = run(&["play", save.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("needs a terminal"));
    // The reason alone, on standard error: no help poured onto standard output.
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(!lock.exists(), "the lock goes when the game ends");
}

#[test]
fn a_game_string_whose_header_disagrees_with_its_moves_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // A finished game cut short: it says White won, its moves are two plies in.
    let cut = dir.path().join("cut.txt");
    std::fs::write(&cut, "Base;WhiteWins;Black[2];wS1;bS1 wS1-\n").unwrap();
    let out = run(&["import", cut.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("cut.txt")
            && err.contains("the state field says `WhiteWins`, but the moves give `InProgress`")
            && err.contains("the turn field says `Black[2]`, but the moves give `White[2]`"),
        "{err}"
    );
    // A result no Queen on the board gives, with the right turn: a game decided off the
    // board (as our export writes a resignation), said so.
    std::fs::write(&cut, "Base;WhiteWins;White[2];wS1;bS1 wS1-\n").unwrap();
    let out = run(
        &["export", cut.to_str().unwrap(), "--format", "json"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("note: the state field says `WhiteWins` but the moves give `InProgress`: read as a game decided off the board (White wins (off the board))"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stdout).contains("\"ending\": \"black-lost-off-board\""),
        "{}",
        text(&out.stdout)
    );
    // A stale turn alone is refused too; a right header imports.
    std::fs::write(&cut, "Base;InProgress;White[5];wS1;bS1 wS1-\n").unwrap();
    let out = run(&["import", cut.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    std::fs::write(&cut, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let out = run(&["import", cut.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn import_never_writes_a_save_open_in_another_hive_even_with_force() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.txt");
    std::fs::write(&game, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let save = dir.path().join("open.json");
    std::fs::write(&save, "the game being played").unwrap();
    if !Path::new("/proc/1").exists() {
        not_run(
            "import_never_writes_a_save_open_in_another_hive_even_with_force",
            "no /proc/1 to show a live lock holder",
        );
        return;
    }
    // Process 1 always runs: it holds the save, as a running `hive play` would.
    let lock = dir.path().join("open.json.lock");
    std::fs::write(&lock, "1\n2026-01-01T10:00:00Z\n").unwrap();
    let out = import_to(&game, &save, true, dir.path());
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("open.json is open in another hive (process 1, since 2026-01-01T10:00:00Z)"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        "the game being played"
    );
    assert!(lock.exists(), "the other hive's lock stays");

    // One game of several: the others import, the open one is named, exit 3.
    let pgn = dir.path().join("open.pgn");
    std::fs::write(&pgn, format!("{GAME_A}\n{GAME_B}")).unwrap();
    let out_dir = dir.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    std::fs::write(out_dir.join("open-2.json"), "another game being played").unwrap();
    std::fs::write(out_dir.join("open-2.json.lock"), "1\nnow\n").unwrap();
    let out = import_to(&pgn, &out_dir, true, dir.path());
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("game 2: not imported: ")
            && text(&out.stderr).contains("(process 1, since now)"),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(out_dir.join("open-1.json").is_file());
    assert!(!out_dir.join("open-1.json.lock").exists());
    assert_eq!(
        std::fs::read_to_string(out_dir.join("open-2.json")).unwrap(),
        "another game being played"
    );
}

#[test]
fn paths_with_control_characters_are_printed_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.txt");
    std::fs::write(&game, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let target = dir.path().join("out\u{1b}[32m\u{7}.json");
    let out = import_to(&game, &target, false, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(target.is_file());
    let err = text(&out.stderr);
    assert!(
        err.starts_with("wrote ") && err.contains("out\\e[32m\\u{7}.json (2 plies"),
        "{err:?}"
    );
    // Several games into a directory whose name holds an escape.
    let pgn = dir.path().join("x.pgn");
    std::fs::write(&pgn, format!("{GAME_A}\n{GAME_B}")).unwrap();
    let games = dir.path().join("dir\u{1b}[33m");
    std::fs::create_dir(&games).unwrap();
    let out = import_to(&pgn, &games, false, dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("dir\\e[33m/x-1.json"), "{stdout:?}");
    // Refused again (the files exist): the reasons name the paths escaped too.
    let again = import_to(&pgn, &games, false, dir.path());
    assert_eq!(again.status.code(), Some(1));
    let all = [out, again]
        .iter()
        .map(|o| text(&o.stdout) + &text(&o.stderr))
        .collect::<String>();
    assert!(!all.contains(['\u{1b}', '\u{7}']), "{all:?}");
}

#[test]
fn import_makes_no_folder_but_the_games_directory() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let game = d.join("g.txt");
    std::fs::write(&game, "Base;InProgress;White[2];wS1;bS1 wS1-\n").unwrap();
    let pgn = d.join("club.pgn");
    std::fs::write(&pgn, format!("{GAME_A}\n{GAME_B}")).unwrap();
    let missing = d.join("nonexistent");
    let (game, pgn) = (game.to_str().unwrap(), pgn.to_str().unwrap());
    for (file, output, folder) in [
        // A file in a folder that is not there.
        (game, missing.join("x.json"), &missing),
        // One game into a folder (a trailing `/`) that is not there.
        (game, missing.join(""), &missing),
        // Several games into a folder that is not there.
        (pgn, missing.clone(), &missing),
        (pgn, missing.join("deeper"), &missing.join("deeper")),
    ] {
        let out = run(&["import", file, "-o", output.to_str().unwrap()], d);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{output:?}: {err}");
        assert_eq!(
            err,
            format!(
                "hive: {}: no such folder; hive writes into a folder that exists (make it first)\n",
                folder.display()
            ),
        );
        assert!(!missing.exists(), "{output:?}");
    }
    // The games directory is made when missing, named or not.
    let games = d.join("games");
    let out = run(&["import", game, "-o", &format!("{}/", games.display())], d);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(games.join("g.json").is_file());
    std::fs::remove_dir_all(&games).unwrap();
    let out = run(&["import", pgn, "-o", games.to_str().unwrap()], d);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(games.join("club-2.json").is_file());
}

#[test]
fn a_saved_variation_goes_out_as_sgf_and_comes_back_through_it() {
    let dir = tempfile::tempdir().unwrap();
    // A save whose old line (wQ at ply 3) was kept when wA1 was played instead.
    let save = dir.path().join("branched.json");
    std::fs::write(
        &save,
        r#"{"format": "hive-game", "version": 3, "game_type": "Base", "white": "A", "black": "B",
  "rules": {"opening": "tournament", "repetition": true},
  "moves": [{"move": "wS1"}, {"move": "bG1 wS1-"}, {"move": "wQ -wS1"}],
  "variations": [{"from": null, "at": 2, "moves": [{"move": "wA1 -wS1"}, {"move": "bQ bG1-"}]}],
  "result": {"state": "InProgress"}}"#,
    )
    .unwrap();
    let out = run(
        &["export", save.to_str().unwrap(), "--format", "sgf"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let sgf = dir.path().join("branched.sgf");
    std::fs::write(&sgf, &out.stdout).unwrap();
    // boardspace's reader (ours) takes both lines back: PGN shows the variation.
    let out = run(
        &["export", sgf.to_str().unwrap(), "--format", "pgn"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pgn = text(&out.stdout);
    assert!(
        pgn.contains("3. wQ -wS1\n( 3. wA1 -wS1 4. bQ bG1- )"),
        "{pgn}"
    );
}

/// Issue #40: `--lang` takes a language the game speaks in any usual form, on any command;
/// another is a usage error naming those it speaks.
#[test]
fn lang_takes_the_languages_the_game_speaks_and_refuses_others() {
    let data = tempfile::tempdir().unwrap();
    let out = run(&["--lang", "xx", "games"], data.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    for tag in ["cs", "en", "es", "pl", "ru"] {
        assert!(err.contains(tag), "{err}");
    }
    // `hive games` in Polish (an empty library), the code written as a locale.
    let out = run(&["games", "--lang", "pl_PL.UTF-8"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("Brak zapisanych partii"),
        "{}",
        text(&out.stdout)
    );
    // And from the environment, as gettext reads it.
    let out = hive()
        .args(["games"])
        .env("HIVE_DATA_DIR", data.path())
        .env("LANG", "ru_RU.UTF-8")
        .output()
        .unwrap();
    assert!(
        text(&out.stdout).contains("нет сохранённых партий"),
        "{}",
        text(&out.stdout)
    );
}

/// `hive learn --list`: a line a lesson, numbered, marked done from the progress file in
/// the data folder, in the language asked for.
#[test]
fn learn_lists_the_lessons_one_a_line_with_the_ones_done() {
    let data = tempfile::Builder::new().prefix("learn-").tempdir().unwrap();
    let out = run(&["learn", "--list"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list = text(&out.stdout);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), hive::learn::LESSONS.len(), "{list}");
    assert_eq!(lines[0], "1. [ ] Placing pieces");
    std::fs::write(
        data.path().join(hive::learn::PROGRESS_FILE),
        r#"{"done": ["placing", "gate"]}"#,
    )
    .unwrap();
    let out = run(&["learn", "--list", "--lang", "pl"], data.path());
    let list = text(&out.stdout);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines[0], "1. [x] Wystawianie owadów", "{list}");
    assert_eq!(lines[1], "2. [ ] Tylko przy swoich", "{list}");
    assert!(lines[4].starts_with("5. [x] "), "{list}");
    // A lesson number beyond the last is a usage error.
    let out = run(&["learn", "99"], data.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn puzzles_json_prints_every_shipped_puzzle_with_the_documented_fields() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["puzzles", "--json"], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let all: Value = serde_json::from_slice(&out.stdout).unwrap();
    let all = all.as_array().unwrap();
    assert!(all.len() >= 400);
    for p in all {
        let mut keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "game_type",
                "id",
                "kind",
                "moves",
                "position",
                "rating",
                "rules",
                "solution",
                "source",
                "themes"
            ]
        );
    }
}

#[cfg(unix)]
#[test]
fn puzzles_generate_walks_a_folder_with_a_cycle_and_a_fifo_and_proves_what_it_finds() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    // lambda-hive's test3.sgf (boardspace, 2016) as a GameString: a save and a win in it.
    let game = r"Base;BlackWins;White[14];wS1;bB1 /wS1;wQ \wS1;bS1 /bB1;wA1 wS1-;bA1 bS1\;wA1 bA1\;bQ bB1\;wA2 wS1-;bS2 -bB1;wA2 bQ-;bA2 /bS2;wA1 bQ\;bA1 \wQ;wG1 wA2\;bA2 wS1/;wB1 /wA1;bS2 -bA1;wA2 -bS1;bB2 /bS2;wA3 wG1/;bB2 bS2\;wA3 wS1\;bB1 bB2\;wB1 wA1;bS2 \bA2";
    std::fs::write(games.join("test3.txt"), game).unwrap();
    std::os::unix::fs::symlink(&games, games.join("loop")).unwrap();
    let fifo = games.join("pipe.sgf");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let out_file = dir.path().join("set.json");
    let out = run(
        &[
            "puzzles",
            "generate",
            games.to_str().unwrap(),
            "--max-win",
            "2",
            "-o",
            out_file.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let set: Value = serde_json::from_slice(&std::fs::read(&out_file).unwrap()).unwrap();
    let set = set.as_array().unwrap();
    let solutions: Vec<&str> = set
        .iter()
        .map(|p| p["solution"][0].as_str().unwrap())
        .collect();
    assert!(solutions.contains(&r"wA2 bA1/"), "{solutions:?}");
    assert!(solutions.contains(&r"bS2 \bA2"), "{solutions:?}");
    // Read once, through the cycle or not; the FIFO skipped, not waited on.
    assert!(
        text(&out.stderr).contains("not a regular file"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        set.iter()
            .all(|p| p["source"].as_str().unwrap().starts_with("games/test3.txt"))
    );
}
