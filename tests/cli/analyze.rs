//! `hive analyze` run as a user would: which game of a file, what it writes, that its PGN
//! reads back, that Ctrl-C keeps what was judged, and a `hive match` between two engines.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;

use crate::common::cli::{HIVE, hive, run, text};

/// Two games in one PGN file: Base+M, four plies; Base, six plies, Black to move next.
const TWO_GAMES: &str = "[GameType \"Base+M\"]
[White \"alice\"]
[Black \"bob\"]
[Result \"InProgress\"]

1. wM
2. bS1 wM-
3. wQ -wM
4. bQ bS1-

[GameType \"Base\"]
[White \"carol\"]
[Black \"dave\"]
[Result \"InProgress\"]

1. wS1
2. bS1 wS1-
3. wQ -wS1
4. bQ bS1-
5. wA1 wQ\\
6. bA1 bQ/
";

fn analyze(dir: &Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["analyze", "--time", "0.05", "--threads", "1"];
    all.extend_from_slice(args);
    run(&all, dir)
}

#[test]
fn a_game_of_a_file_is_analyzed_and_its_pgn_reads_back_as_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let two = dir.path().join("two.pgn");
    std::fs::write(&two, TWO_GAMES).unwrap();
    let two = two.to_str().unwrap();

    // The first game by default, and it says so; JSON with the game's details.
    let out = analyze(dir.path(), &[two]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("holds 2 games; taking game 1"),
        "{}",
        text(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["game"]["game_type"], "Base+M");
    assert_eq!(json["game"]["white"], "alice");
    assert_eq!(json["game"]["state"], "InProgress");
    assert_eq!(
        (json["game"]["plies"].as_u64(), json["complete"].as_bool()),
        (Some(4), Some(true))
    );
    let plies = json["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 4);
    for p in plies {
        // Each evaluation is written out, and agrees with its units when there is no mate.
        for eval in [&p["eval_before"], &p["eval_after"]] {
            let white = eval["white"].as_i64().unwrap();
            if eval["mate"].is_null() && white != 0 {
                assert_eq!(eval["text"], format!("{white:+}"), "{p}");
            }
        }
    }

    // The second game, as PGN with a comment on every ply.
    let out = analyze(dir.path(), &[two, "--game", "2", "--format", "pgn"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let analyzed = text(&out.stdout);
    assert!(analyzed.contains("[White \"carol\"]"), "{analyzed}");
    let comments = analyzed.lines().filter(|l| l.contains(" {eval ")).count();
    assert_eq!(comments, 6, "{analyzed}");
    assert!(analyzed.contains("5. wA1 wQ\\ {eval "), "{analyzed}");

    // It reads back: the same moves as the game it came from.
    let file = dir.path().join("analysed.pgn");
    std::fs::write(&file, &analyzed).unwrap();
    let back = run(
        &["export", file.to_str().unwrap(), "--format", "uhp"],
        dir.path(),
    );
    assert!(back.status.success(), "{}", text(&back.stderr));
    let source = run(
        &["export", two, "--game", "2", "--format", "uhp"],
        dir.path(),
    );
    assert_eq!(text(&back.stdout), text(&source.stdout));

    // A game the file does not hold is bad usage.
    let out = analyze(dir.path(), &[two, "--game", "3"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
}

#[test]
fn ctrl_c_stops_the_analysis_and_writes_what_was_judged() {
    let mut command = hive();
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, TWO_GAMES).unwrap();
    // Two seconds a position, seven positions: far longer than the wait before Ctrl-C.
    command
        .args(["analyze", "--time", "2", "--threads", "1", "--game", "2"])
        .arg(&game)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // The handler is in place a moment after the start; on a loaded machine that moment
    // may come late, and the signal then kills it: wait longer and try again.
    for wait in [700, 2_000, 5_000] {
        let child = command.spawn().unwrap();
        std::thread::sleep(Duration::from_millis(wait));
        let killed = std::process::Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let out = child.wait_with_output().unwrap();
        if out.status.code().is_none() {
            continue;
        }
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(
            text(&out.stderr).contains("stopped: ") && text(&out.stderr).contains("of 6 plies"),
            "{}",
            text(&out.stderr)
        );
        let json: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["complete"], false);
        assert!(json["plies"].as_array().unwrap().len() < 6);
        return;
    }
    panic!("Ctrl-C killed the analysis three times instead of stopping it");
}

#[test]
fn moves_taken_back_in_a_save_are_said_to_be_left_out() {
    // A tester's "2 of 4" save was analysed for two plies without a word.
    let dir = tempfile::tempdir().unwrap();
    let game =
        hive::rules::Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
    let mut record = hive::record::Record::from_game(&game, "Ann", "Bob", None);
    record.current = Some(2);
    let path = dir.path().join("kept.json");
    hive::record::save(&path, &record).unwrap();
    let out = analyze(dir.path(), &[path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("stands at ply 2: the 2 plies taken back after it"),
        "{}",
        text(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["game"]["plies"], 2);
}

#[test]
fn a_game_drawn_by_repetition_is_analyzed_as_drawn() {
    // Black, behind, brings a position about for the third time with its last move: under
    // the save's repetition rule the game is a draw, and its last position is scored 0.
    let shuffled = r"Base;InProgress;Black[16];wB1;bS1 -wB1;wS1 wB1-;bB1 /bS1;wA1 wB1\;bA1 bB1\;wQ wA1\;bQ -bB1;wS2 wQ\;bQ /bB1;wA2 wS1/;bA2 -bB1;wA2 wS1-;bA1 wA2/;wB2 /wA1;bS2 /bQ;wA3 /wS2;bA2 wS2\;wA3 bQ\;bA1 \bS1;wA2 wA3\;bA2 wB2\;wQ wS2/;bB2 \bA1;wA2 wS1/;bS2 /bA1;wA2 wA3\;bS2 /bQ;wA2 wS1/;bS2 /bA1;wA2 wA3\;bS2 /bQ";
    let rules = hive::rules::Rules {
        repetition: true,
        ..hive::rules::Rules::default()
    };
    let game = hive::rules::Game::parse_with_rules(shuffled, rules).unwrap();
    assert_eq!(game.outcome(), hive::rules::GameState::Draw);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drawn.json");
    let record = hive::record::Record::from_game(&game, "Ann", "Bob", None);
    hive::record::save(&path, &record).unwrap();
    let out = run(
        &[
            "analyze",
            path.to_str().unwrap(),
            "--time",
            "0.02",
            "--threads",
            "1",
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["game"]["state"], "Draw");
    let last = json["plies"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["played"], "bS2 /bQ", "{last}");
    assert_eq!(
        (&last["eval_after"]["white"], &last["eval_after"]["text"]),
        (&Value::from(0), &Value::from("0")),
        "{last}"
    );
}

/// Fixed work holds still: the same game analysed twice, once alone and once beside
/// another analysis competing for the cores, gets the same verdicts, byte for byte (a ply
/// was the best move in one timed run and a `??` blunder in the next).
#[test]
fn the_same_game_analysed_twice_gets_the_same_verdicts() {
    let game =
        crate::common::data::fixture_path("record/HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf");
    let args = ["analyze", game.to_str().unwrap(), "--nodes", "20000"];
    let alone = hive().args(args).output().unwrap();
    assert!(alone.status.success(), "{}", text(&alone.stderr));
    let rival = hive()
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let beside = hive().args(args).output().unwrap();
    let mut rival = rival;
    rival.wait().unwrap();
    assert!(beside.status.success(), "{}", text(&beside.stderr));
    let verdicts = text(&alone.stdout);
    assert!(verdicts.contains("\"best\""), "{verdicts}");
    assert_eq!(verdicts, text(&beside.stdout));
}

#[test]
fn analyze_judges_every_ply_and_match_plays_two_engines() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.txt");
    std::fs::write(
        &game,
        "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-\n",
    )
    .unwrap();
    let out = run(
        &[
            "analyze",
            game.to_str().unwrap(),
            "--time",
            "0.05",
            "--threads",
            "2",
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let plies = json["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 4);
    assert_eq!(plies[2]["played"], "wQ -wS1");
    assert!(
        plies
            .iter()
            .all(|p| p["best"].is_string() && p["loss"].as_i64().unwrap() >= 0)
    );

    // Our engine against itself: two games, colours swapped, each saved as PGN. The first
    // engine is wrapped in a script that logs what it is told.
    let engine = format!("{HIVE} uhp");
    let logged = dir.path().join("logged-engine");
    std::fs::write(
        &logged,
        format!("#!/bin/sh\ntee -a \"$0.log\" | exec '{HIVE}' uhp\n"),
    )
    .unwrap();
    let mut perms = std::fs::metadata(&logged).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&logged, perms).unwrap();
    let games = dir.path().join("games");
    let out = run(
        &[
            "match",
            logged.to_str().unwrap(),
            &engine,
            "--games",
            "2",
            "--depth",
            "1",
            "--max-plies",
            "30",
            "--out",
            games.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.contains("in 2 games"), "{report}");
    for n in ["game-0001.pgn", "game-0002.pgn"] {
        let pgn = std::fs::read_to_string(games.join(n)).unwrap();
        assert!(pgn.contains("[Event \"hive match\"]"), "{pgn}");
    }
    // It was told the match's repetition rule, and each game once: later moves come as
    // `play`, so it keeps its table from one move to the next.
    let told = std::fs::read_to_string(dir.path().join("logged-engine.log")).unwrap();
    assert!(told.contains("options set RepetitionDraw True"), "{told}");
    assert_eq!(told.matches("newgame").count(), 2, "{told}");
    assert!(
        told.lines().filter(|l| l.starts_with("play ")).count() >= 10,
        "{told}"
    );
    // Time 0: each engine plays at its own setting, here our levels, named in the report.
    let levels = dir.path().join("levels");
    let out = crate::matches::levels(levels.to_str().unwrap(), &["--games", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.contains("[Level=2] vs ") && report.contains("[Level=1], each at its own setting"),
        "{report}"
    );
    // An engine that dies before its first move is not playing: the match stops, exit 1,
    // naming it and why, with nothing scored (matches.rs has the forfeits after a move).
    let dying = dir.path().join("dying-engine");
    // It says who it is, as UHP engines do on starting, answers `options`, and dies at
    // the first game.
    std::fs::write(
        &dying,
        "#!/bin/sh\nprintf 'id dying engine\\nok\\n'\nwhile read -r line; do\n  case \"$line\" in\n    options*) printf 'ok\\n' ;;\n    *) exit 1 ;;\n  esac\ndone\n",
    )
    .unwrap();
    let mut perms = std::fs::metadata(&dying).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&dying, perms).unwrap();
    let dying_dir = dir.path().join("dying");
    let dying_args = [
        "match",
        dying.to_str().unwrap(),
        &engine,
        "--depth",
        "1",
        "--games",
        "2",
        "--out",
        dying_dir.to_str().unwrap(),
    ];
    let out = run(&dying_args, dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    // Two games are played at once on two cores: either may be the first to fail.
    assert!(
        said.contains("dying engine forfeited game ")
            && said.contains(
                " before making a move, so the match is stopped: stopped answering `newgame"
            ),
        "{said}"
    );
    assert!(text(&out.stdout).is_empty());
    assert!(!dying_dir.join("game-0001.pgn").exists());
    // No threads is a usage error.
    let out = run(
        &["analyze", game.to_str().unwrap(), "--threads", "0"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    // A time that is not a time is a usage error.
    let out = run(
        &["analyze", game.to_str().unwrap(), "--time", "-1"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    // Too long is said so, not called "not positive" (a tester's `1e9`).
    let out = run(
        &["analyze", game.to_str().unwrap(), "--time", "1e9"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("below a day"),
        "{}",
        text(&out.stderr)
    );
}
