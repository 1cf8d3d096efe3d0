//! `hive uhp` started with its UHP options set by flags (`--repetition-draw`, `--hash`,
//! `--threads`, `--level`), for clients that cannot send `options`: each sets the value
//! `options set` would, is reported by `options`, and applies to `newgame`; a value
//! `options set` refuses is a usage error naming the flag.

use std::io::Write;
use std::process::{Output, Stdio};

use crate::common::cli::{hive, text};

/// Both Queens out; then each shuffles back and forth, one round of four plies bringing
/// the start position back (the third time after two rounds).
const START: &str = "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-";
const ROUND: [&str; 4] = [r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-"];

/// `hive uhp FLAGS` fed `commands` then `exit`.
fn uhp<S: AsRef<str>>(flags: &[&str], commands: &[S]) -> Output {
    let mut child = hive()
        .arg("uhp")
        .args(flags)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    for command in commands.iter().map(AsRef::as_ref).chain(["exit"]) {
        // An engine refusing its flags has exited before reading anything.
        if let Err(e) = writeln!(input, "{command}") {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
            break;
        }
    }
    drop(input);
    child.wait_with_output().unwrap()
}

/// The answers of a session that ended well, each without its `ok`, but for `exit`'s; the
/// first is the start-up block.
fn answers(out: &Output) -> Vec<Vec<String>> {
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut all = vec![Vec::new()];
    for line in text(&out.stdout).lines() {
        if line == "ok" {
            all.push(Vec::new());
        } else {
            all.last_mut().unwrap().push(line.to_string());
        }
    }
    assert_eq!(all.pop(), Some(Vec::new()), "the output ends with ok");
    assert_eq!(all.pop(), Some(Vec::new()), "`exit` answers a bare ok");
    all
}

/// The options' lines (`options`), then the states of the shuffle game after each of its
/// eight plies.
fn shuffle(flags: &[&str]) -> (Vec<String>, Vec<String>) {
    let mut commands = vec!["options".to_string(), format!("newgame {START}")];
    commands.extend(ROUND.iter().chain(&ROUND).map(|mv| format!("play {mv}")));
    let replies = answers(&uhp(flags, &commands));
    assert_eq!(replies.len(), 1 + commands.len(), "{replies:?}");
    assert_eq!(replies[2], [START]);
    let states = replies[3..]
        .iter()
        .map(|r| r[0].split(';').nth(1).unwrap_or_default().to_string())
        .collect();
    (replies[1].clone(), states)
}

#[test]
fn repetition_draw_set_by_its_flag_is_reported_and_draws_new_games() {
    let (options, states) = shuffle(&["--repetition-draw"]);
    assert!(
        options.contains(&"RepetitionDraw;bool;True;False".to_string()),
        "{options:?}"
    );
    let mut expected = vec!["InProgress"; 7];
    expected.push("Draw");
    assert_eq!(states, expected, "the third occurrence draws");

    // Off, explicitly or by default: the shuffle goes on.
    for flags in [&["--repetition-draw=false"][..], &[]] {
        let (options, states) = shuffle(flags);
        assert!(
            options.contains(&"RepetitionDraw;bool;False;False".to_string()),
            "{flags:?}: {options:?}"
        );
        assert!(states.iter().all(|s| s == "InProgress"), "{states:?}");
    }
}

#[test]
fn every_option_flag_sets_what_options_get_reports() {
    let out = uhp(
        &[
            "--hash",
            "64",
            "--threads",
            "1",
            "--level",
            "2",
            "--repetition-draw=TRUE",
        ],
        &[
            "options get Hash",
            "options get Threads",
            "options get Level",
            "options get RepetitionDraw",
            "newgame Base",
            "bestmove",
        ],
    );
    let replies = answers(&out);
    assert_eq!(replies[1], ["TranspositionTableSizeMB;int;64;32;1;1024"]);
    assert!(
        replies[2][0].starts_with("Threads;int;1;1;1;"),
        "{replies:?}"
    );
    assert_eq!(replies[3], ["Level;int;2;5;1;5"]);
    assert_eq!(replies[4], ["RepetitionDraw;bool;True;False"]);
    // The level applies to a bare bestmove: it answers a legal first move.
    assert_eq!(replies[6].len(), 1, "{replies:?}");
    assert!(replies[6][0].starts_with('w'), "{replies:?}");
}

#[test]
fn a_value_options_set_refuses_is_a_usage_error_naming_the_flag() {
    for (flags, flag, why) in [
        (&["--hash", "0"][..], "--hash", "from 1 to 1024"),
        (&["--hash", "1025"], "--hash", "from 1 to 1024"),
        (&["--level", "6"], "--level", "from 1 to 5"),
        (&["--level", "strong"], "--level", "from 1 to 5"),
        (&["--threads", "0"], "--threads", "one per core at most"),
        (&["--threads", "65"], "--threads", "one per core at most"),
        (
            &["--repetition-draw=yes"],
            "--repetition-draw",
            "True or False",
        ),
    ] {
        let out = uhp::<&str>(flags, &[]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flags:?}: {err}");
        assert!(err.contains(flag) && err.contains(why), "{flags:?}: {err}");
        assert!(out.stdout.is_empty(), "{flags:?}: no session starts");
    }
}
