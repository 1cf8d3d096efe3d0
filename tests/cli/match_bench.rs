//! `hive match` as an engine author drives it (issue #44): engines named apart and each
//! with its own limit, their I/O logged, eval comments in the PGN; a game the engines and
//! the referee judge differently under the repetition rule; Ctrl-C.

use std::fs;

use super::matches::{FLAKY, flaky, tag};
use crate::common::cli::{HIVE, text};

/// Two copies of one engine are named apart (`NAME (1)`, `NAME (2)`) in the progress, the
/// summary and the PGN; each engine gets its own limit (time odds: a fraction of a second
/// for one, a depth for the other), as the commands each fake engine received show; the
/// engines' I/O goes to `--log`; each engine move carries its eval, depth and time.
#[test]
fn copies_are_named_apart_with_limits_of_their_own_and_logs() {
    let dir = tempfile::tempdir().unwrap();
    let (out, logs) = (dir.path().join("m"), dir.path().join("logs"));
    let received = |n: u32| dir.path().join(format!("received-{n}.txt"));
    let fake = |n: u32| format!("{FLAKY} FLAKY_HOW=none FLAKY_LOG={}", received(n).display());
    let done = crate::common::cli::hive()
        .args([
            "match",
            &fake(1),
            &fake(2),
            "--games",
            "2",
            "--max-plies",
            "12",
        ])
        .args([
            "--first-time",
            "0.2",
            "--second-depth",
            "1",
            "--concurrency",
            "1",
        ])
        .args([
            "--out",
            out.to_str().unwrap(),
            "--log",
            logs.to_str().unwrap(),
        ])
        .env("HIVE_DATA_DIR", dir.path())
        .env("HIVE", HIVE)
        .output()
        .unwrap();
    assert!(done.status.success(), "{}", text(&done.stderr));
    let name = format!("hive {}", env!("CARGO_PKG_VERSION"));
    let (one, two) = (format!("{name} (1)"), format!("{name} (2)"));
    let report = text(&done.stdout);
    assert!(
        report.starts_with(&format!(
            "{one} vs {two}, {one} at 0.2 s a move, {two} at depth 1, Base+MLP"
        )),
        "{report}"
    );
    assert!(text(&done.stderr).contains(&format!("game 1/2: {one} ")));
    let pgn = fs::read_to_string(out.join("game-0001.pgn")).unwrap();
    assert_eq!(tag(&pgn, "White"), Some(one.clone()), "{pgn}");
    assert_eq!(tag(&pgn, "Black"), Some(two.clone()), "{pgn}");
    let pgn2 = fs::read_to_string(out.join("game-0002.pgn")).unwrap();
    assert_eq!(tag(&pgn2, "White"), Some(two.clone()), "{pgn2}");
    // Our engine reports its searches: every engine move has its eval, depth and time.
    let comments: Vec<&str> = pgn.lines().filter(|l| l.starts_with("{eval ")).collect();
    assert!(comments.len() >= 8, "{pgn}");
    assert!(
        comments
            .iter()
            .all(|c| c.contains(" depth ") && c.ends_with("s}")),
        "{pgn}"
    );

    // Each engine was asked as its own limit says, and never as the other's.
    let asked = |n: u32| -> Vec<String> {
        fs::read_to_string(received(n))
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("bestmove"))
            .map(str::to_string)
            .collect()
    };
    let (first, second) = (asked(1), asked(2));
    assert!(!first.is_empty() && !second.is_empty());
    assert!(
        first.iter().all(|l| l == "bestmove seconds 0.200"),
        "{first:?}"
    );
    assert!(second.iter().all(|l| l == "bestmove depth 1"), "{second:?}");

    // The logs: every line each engine process was sent and wrote, one file a process.
    let first_log = fs::read_to_string(logs.join("first-1.log")).unwrap();
    let second_log = fs::read_to_string(logs.join("second-1.log")).unwrap();
    assert!(
        first_log.contains("> bestmove seconds 0.200"),
        "{first_log}"
    );
    assert!(first_log.contains(&format!("< id {name}")), "{first_log}");
    assert!(first_log.contains("< ok"), "{first_log}");
    assert!(first_log.contains("# game 2 begins"), "{first_log}");
    assert!(second_log.contains("> bestmove depth 1"), "{second_log}");
    assert!(!second_log.contains("bestmove seconds"), "{second_log}");
    assert_eq!(
        first_log
            .lines()
            .filter(|l| l.contains("> bestmove"))
            .count(),
        first.len(),
        "the log holds every request the engine received"
    );

    // Names given on the command line win.
    let named = crate::common::cli::hive()
        .args([
            "match",
            &fake(3),
            &fake(4),
            "--games",
            "2",
            "--max-plies",
            "4",
            "--depth",
            "1",
        ])
        .args(["--first-name", "new", "--second-name", "old"])
        .args(["--out", dir.path().join("n").to_str().unwrap()])
        .env("HIVE_DATA_DIR", dir.path())
        .env("HIVE", HIVE)
        .output()
        .unwrap();
    assert!(named.status.success(), "{}", text(&named.stderr));
    assert!(text(&named.stdout).starts_with("new vs old, depth 1,"));
    let pgn = fs::read_to_string(dir.path().join("n").join("game-0002.pgn")).unwrap();
    assert_eq!(
        (tag(&pgn, "White"), tag(&pgn, "Black")),
        (Some("old".to_string()), Some("new".to_string()))
    );
}

/// Time odds on a clock: each engine's side runs on its own control, and each engine is
/// told both sides' time and increment as they stand, whichever colour it has; one clock
/// given for one engine alone is a usage error.
#[test]
fn each_engine_plays_on_its_own_clock() {
    let dir = tempfile::tempdir().unwrap();
    let received = |n: u32| dir.path().join(format!("received-{n}.txt"));
    let fake = |n: u32| format!("{FLAKY} FLAKY_HOW=none FLAKY_LOG={}", received(n).display());
    let done = crate::common::cli::hive()
        .args(["match", &fake(1), &fake(2), "--games", "2"])
        .args(["--max-plies", "10", "--concurrency", "1"])
        .args(["--first-clock", "0:01+0", "--second-clock", "0:30+0.5"])
        .args(["--out", dir.path().join("m").to_str().unwrap()])
        .env("HIVE_DATA_DIR", dir.path())
        .env("HIVE", HIVE)
        .output()
        .unwrap();
    assert!(done.status.success(), "{}", text(&done.stderr));
    let report = text(&done.stdout);
    assert!(
        report.contains(" (1) on a 0:01+0 clock, ") && report.contains(" (2) on 0:30+0.5, "),
        "{report}"
    );
    // `bestmove clock WTIME BTIME WINC BINC`, in milliseconds.
    let asked = |n: u32| -> Vec<[u64; 4]> {
        fs::read_to_string(received(n))
            .unwrap()
            .lines()
            .filter_map(|l| l.strip_prefix("bestmove clock "))
            .map(|l| {
                let v: Vec<u64> = l.split(' ').map(|x| x.parse().unwrap()).collect();
                [v[0], v[1], v[2], v[3]]
            })
            .collect()
    };
    for (n, own_inc, own_most, other_inc) in [(1, 0, 1_000, 500), (2, 500, 35_000, 0)] {
        let requests = asked(n);
        let mut colours = [false; 2];
        for [w, b, wi, bi] in &requests {
            // The engine's own side is the one with its increment; the other has the other's.
            let (own, other, side) = match (*wi, *bi) {
                (i, j) if i == own_inc && j == other_inc => (*w, *b, 0),
                (i, j) if j == own_inc && i == other_inc => (*b, *w, 1),
                _ => panic!("engine {n}: increments {wi} {bi} in {requests:?}"),
            };
            colours[side] = true;
            assert!(own <= own_most, "engine {n}: {own} ms in {requests:?}");
            // The other engine's time is on the other control: 1 s, or 30 s and more.
            assert!(
                (other <= 1_000) == (n == 2) && (other > 1_000) == (n == 1),
                "engine {n}: the other's {other} ms in {requests:?}"
            );
        }
        assert_eq!(colours, [true, true], "engine {n} played both colours");
    }

    // A clock for one engine alone: the other would have none.
    let lone = crate::common::cli::hive()
        .args(["match", "a", "b", "--first-clock", "0:01+0"])
        .output()
        .unwrap();
    assert_eq!(lone.status.code(), Some(2), "{}", text(&lone.stderr));
    assert!(
        text(&lone.stderr).contains("--clock"),
        "{}",
        text(&lone.stderr)
    );
}

/// An engine that claims a draw the referee does not see (here by answering the moves with
/// a GameString that says `Draw`, then refusing to move) has the game named as a
/// disagreement about its state, both claims given and the referee's rules named, never
/// as an illegal move; the referee's rules decide, so the engine that stopped loses.
#[test]
fn a_draw_claim_the_referee_does_not_see_is_a_disagreement() {
    for (extra, rule) in [
        (None, "a position's third occurrence draws"),
        (Some("--no-repetition"), "no draw by repetition"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("m");
        let mut args = vec![
            "--games",
            "2",
            "--depth",
            "1",
            "--out",
            out.to_str().unwrap(),
        ];
        args.extend(extra);
        let done = flaky("draw", 3, &args, dir.path());
        assert!(done.status.success(), "{}", text(&done.stderr));
        let report = text(&done.stdout);
        for n in 1..=2 {
            let pgn = fs::read_to_string(out.join(format!("game-{n:04}.pgn"))).unwrap();
            let details = tag(&pgn, "TerminationDetails").unwrap();
            assert!(
                details.starts_with("disagrees about the game's state after ply "),
                "{details}"
            );
            assert!(
                details.contains(&format!(
                    "the engine says `Draw`, the referee `InProgress` (the referee's rules \
                     decide: {rule})"
                )),
                "{details}"
            );
            assert!(!details.contains("played `"), "{details}");
            // The referee's rules decide: the game was on, so the engine that stopped lost.
            let lost = if n == 1 { "WhiteWins" } else { "BlackWins" };
            assert_eq!(tag(&pgn, "Result").as_deref(), Some(lost), "{pgn}");
        }
        assert!(report.contains(": +2 =0 -0 in 2 games"), "{report}");
        assert!(
            report.contains("forfeits (counted as losses): 2 by "),
            "{report}"
        );
        assert_eq!(
            report.matches("× disagrees about the game's state").count(),
            2,
            "{report}"
        );
        assert!(
            text(&done.stderr).contains("forfeited: disagrees about the game's state"),
            "{}",
            text(&done.stderr)
        );
    }
}

/// Ctrl-C (SIGINT to the process) stops a match: the summary of the games finished is
/// printed, the game under way is left out, the folder's lock is gone (exit 130), and the
/// match resumes from there.
#[test]
fn ctrl_c_prints_the_summary_of_the_games_finished_and_leaves_no_lock() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let engine = format!("{HIVE} uhp");
    // Two levels of our engine, `games` games of 40 plies at most, into `out`.
    let matched = |games: &str| {
        let mut command = crate::common::cli::hive();
        command
            .args(["match", &engine, &engine, "--first-option", "Level=2"])
            .args([
                "--second-option",
                "Level=1",
                "--time",
                "0",
                "--games",
                games,
            ])
            .args(["--max-plies", "40", "--out"])
            .arg(&out)
            .env("HIVE_DATA_DIR", dir.path());
        command
    };
    let mut child = matched("400")
        .args(["--concurrency", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tell, told) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut all = String::new();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = tell.send(line.clone());
            all.push_str(&line);
            all.push('\n');
        }
        all
    });
    // Once two games are over, Ctrl-C.
    let mut games = 0;
    while games < 2 {
        let line = told
            .recv_timeout(std::time::Duration::from_secs(120))
            .expect("no game finished");
        games += usize::from(line.starts_with("game "));
    }
    let pid = child.id().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    let done = child.wait_with_output().unwrap();
    let said = reader.join().unwrap();
    assert_eq!(done.status.code(), Some(130), "{said}");
    let report = text(&done.stdout);
    let played = fs::read_dir(&out)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("game-")
        })
        .count();
    assert!((2..400).contains(&played), "{played} games");
    assert!(
        report.contains(&format!(" in {played} games")),
        "{played}: {report}"
    );
    assert!(report.contains("games saved as PGN in "), "{report}");
    assert!(
        said.contains("interrupted: the result is of the "),
        "{said}"
    );
    assert!(!out.join("match.json.lock").exists(), "the lock is left");

    // The match goes on from there.
    let resumed = matched(&played.to_string())
        .arg("--resume")
        .output()
        .unwrap();
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert_eq!(text(&resumed.stdout), report);
}

/// The other way round: the referee draws a game on a position's third occurrence where an
/// engine sees it still on (its GameString says `InProgress`). The referee's rules decide
/// (a draw), and the game's PGN names the disagreement with both claims.
#[test]
fn a_repetition_draw_an_engine_does_not_see_is_named_a_disagreement() {
    let dir = tempfile::tempdir().unwrap();
    // Both Queens shuffle: after this opening's ten plies, `wQ -wS1` and `bQ bS1-` make the
    // third occurrence.
    let openings = dir.path().join("openings.txt");
    fs::write(
        &openings,
        "Base;InProgress;White[6];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \\wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \\wS1;bQ bS1/\n",
    )
    .unwrap();
    let out = dir.path().join("m");
    let white = format!("{FLAKY} FLAKY_HOW=norep FLAKY_PLAY=wQ_-wS1");
    let black = format!("{FLAKY} FLAKY_HOW=none FLAKY_PLAY=bQ_bS1-");
    let done = crate::common::cli::hive()
        .args(["match", &white, &black, "--games", "1", "--depth", "1"])
        .args([
            "--game-type",
            "Base",
            "--openings",
            openings.to_str().unwrap(),
        ])
        .args(["--out", out.to_str().unwrap()])
        .env("HIVE_DATA_DIR", dir.path())
        .env("HIVE", HIVE)
        .output()
        .unwrap();
    assert!(done.status.success(), "{}", text(&done.stderr));
    let pgn = fs::read_to_string(out.join("game-0001.pgn")).unwrap();
    assert_eq!(tag(&pgn, "Result").as_deref(), Some("Draw"), "{pgn}");
    let details = tag(&pgn, "TerminationDetails").unwrap_or_default();
    assert!(
        details.starts_with(
            "a disagreement about the game's state: the referee draws it on a position's \
             third occurrence (its rules decide); "
        ),
        "{pgn}"
    );
    let name = format!("hive {}", env!("CARGO_PKG_VERSION"));
    assert!(
        details.ends_with(&format!("{name} (1) says `InProgress`")),
        "{details}"
    );
    assert!(text(&done.stdout).contains("+0 =1 -0 in 1 game"));
}
