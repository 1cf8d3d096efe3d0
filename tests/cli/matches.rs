//! `hive match` in a folder: a match stopped part way goes on with `--resume`, scoring the
//! games it holds; a folder's games are never written over, by a new match or a resumed one.

use std::fs;

use crate::common::cli::{HIVE, run, text};

/// The fake engine: ours behind a relay that fails as told (see the script).
pub(crate) const FLAKY: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/engines/flaky.sh");

/// Our engine at two levels, each at its own setting: quick games with a sure winner.
pub(crate) fn levels(out: &str, extra: &[&str]) -> std::process::Output {
    let engine = format!("{HIVE} uhp");
    let mut args = vec![
        "match",
        &engine,
        &engine,
        "--first-option",
        "Level=2",
        "--second-option",
        "Level=1",
        "--time",
        "0",
        "--out",
        out,
    ];
    // Short games, unless the test sets its own cap.
    if !extra.contains(&"--max-plies") {
        args.extend_from_slice(&["--max-plies", "24"]);
    }
    args.extend_from_slice(extra);
    let data = std::path::Path::new(out).parent().unwrap();
    run(&args, data)
}

#[test]
fn a_match_resumes_where_it_stopped_and_never_writes_over_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let out_s = out.to_str().unwrap();
    let first = levels(out_s, &["--games", "2"]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let game = |n: usize| fs::read(out.join(format!("game-{n:04}.pgn"))).unwrap();
    let (one, two) = (game(1), game(2));

    // The same folder again, without --resume: refused, nothing touched.
    let again = levels(out_s, &["--games", "2"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        text(&again.stderr).contains("already holds a match (2 games played)"),
        "{}",
        text(&again.stderr)
    );
    assert_eq!((game(1), game(2)), (one.clone(), two.clone()));

    // Other settings: refused, naming the one that differs.
    let other = levels(out_s, &["--games", "4", "--resume", "--seed", "9"]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        text(&other.stderr).contains("played with --seed 1, not 9"),
        "{}",
        text(&other.stderr)
    );

    // Resumed to four games: the first two are scored as they stand, two more are played.
    let resumed = levels(out_s, &["--games", "4", "--resume"]);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert!(
        text(&resumed.stderr).contains("resuming after 2 games"),
        "{}",
        text(&resumed.stderr)
    );
    // Its output is a pipe, so no bar: a line per game played tells the progress.
    for n in [3, 4] {
        assert!(
            text(&resumed.stderr).contains(&format!(
                "game {n}/4: hive {} [Level=2] ",
                env!("CARGO_PKG_VERSION")
            )),
            "{}",
            text(&resumed.stderr)
        );
    }
    assert!(!text(&resumed.stderr).contains("game 2/4:"));
    let report = text(&resumed.stdout);
    assert!(report.contains("in 4 games"), "{report}");
    assert_eq!((game(1), game(2)), (one.clone(), two));
    assert!(String::from_utf8_lossy(&game(4)).contains("[Round \"4\"]"));

    // The tally is the folder's four results, read here from the files' tags, in all and
    // for each colour the first engine played.
    let mut scores = [[0; 3]; 2];
    for n in 1..=4 {
        let pgn = String::from_utf8_lossy(&game(n)).into_owned();
        let tag = |name: &str| {
            let start = format!("[{name} \"");
            let line = pgn.lines().find(|l| l.starts_with(&start)).unwrap();
            line[start.len()..line.len() - 2].to_string()
        };
        let first_is_white = tag("White").contains("[Level=2]");
        let outcome = match (tag("Result").as_str(), first_is_white) {
            ("WhiteWins", true) | ("BlackWins", false) => 0,
            ("WhiteWins", false) | ("BlackWins", true) => 2,
            _ => 1,
        };
        scores[usize::from(!first_is_white)][outcome] += 1;
    }
    let line = |[w, d, l]: [i32; 3]| format!("+{w} ={d} -{l} in {} games", w + d + l);
    let all = [0, 1, 2].map(|k| scores[0][k] + scores[1][k]);
    assert!(report.contains(&line(all)), "{}: {report}", line(all));
    for (colour, score) in ["White", "Black"].iter().zip(scores) {
        let want = format!("as {colour}: {}", line(score));
        assert!(report.contains(&want), "{want}: {report}");
    }

    // A game played by other engines is refused, naming the file and the players.
    let one_text = String::from_utf8_lossy(&one).into_owned();
    let renamed = one_text.replacen("[White \"hive", "[White \"someone else, hive", 1);
    fs::write(out.join("game-0001.pgn"), renamed).unwrap();
    let tampered = levels(out_s, &["--games", "4", "--resume"]);
    assert_eq!(tampered.status.code(), Some(1));
    let said = text(&tampered.stderr);
    assert!(
        said.contains("game-0001.pgn") && said.contains("someone else"),
        "{said}"
    );

    // Nothing to resume: refused, and no folder is made.
    let nowhere = dir.path().join("nowhere");
    let none = levels(nowhere.to_str().unwrap(), &["--resume"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("holds no match to resume"));
    assert!(!nowhere.exists());
}

/// The engine of `tests/data/engines/flaky.sh`: ours behind a relay that fails on its
/// `after`th request for a move, `how` (crash, illegal, refuse, hang).
pub(crate) fn flaky(
    how: &str,
    after: u32,
    args: &[&str],
    data: &std::path::Path,
) -> std::process::Output {
    let engine = format!("{HIVE} uhp");
    crate::common::cli::hive()
        .args(["match", &engine, FLAKY, "--first-option", "Level=1"])
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .env("HIVE", HIVE)
        .env("FLAKY_HOW", how)
        .env("FLAKY_AFTER", after.to_string())
        .output()
        .unwrap()
}

/// A tag's value in a PGN game.
pub(crate) fn tag(pgn: &str, name: &str) -> Option<String> {
    let start = format!("[{name} \"");
    let line = pgn.lines().find(|l| l.starts_with(&start))?;
    Some(line[start.len()..line.len() - 2].to_string())
}

/// Every way an engine can fail, after it has played: each game it fails is a forfeit,
/// named in the game's PGN and counted apart from the score; the engine is started again
/// and plays the next game.
#[test]
fn failures_after_the_first_move_are_forfeits_counted_apart() {
    for (how, termination, why) in [
        (
            "crash",
            "rules infraction",
            "stopped answering `bestmove depth 1` (exited with code 3)",
        ),
        ("illegal", "rules infraction", "played `wQ`"),
        (
            "refuse",
            "rules infraction",
            "refused `bestmove depth 1`: err out of ideas",
        ),
        (
            "hang",
            "time forfeit",
            "gave no answer to `bestmove depth 1` within 1.0 s",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("m");
        let started = std::time::Instant::now();
        let done = flaky(
            how,
            3,
            &[
                "--games",
                "2",
                "--depth",
                "1",
                "--grace",
                "1",
                "--out",
                out.to_str().unwrap(),
            ],
            dir.path(),
        );
        let report = text(&done.stdout);
        assert!(done.status.success(), "{how}: {}", text(&done.stderr));
        // The hung engine was given its second, not the test's patience.
        assert!(
            started.elapsed().as_secs() < 60,
            "{how}: {:?}",
            started.elapsed()
        );
        for n in 1..=2 {
            let pgn = fs::read_to_string(out.join(format!("game-{n:04}.pgn"))).unwrap();
            assert_eq!(
                tag(&pgn, "Termination").as_deref(),
                Some(termination),
                "{how}: {pgn}"
            );
            let details = tag(&pgn, "TerminationDetails").unwrap();
            assert!(details.contains(why), "{how}: {details}");
            // The flaky engine (second) lost: White in game 2, Black in game 1.
            let lost = if n == 1 { "WhiteWins" } else { "BlackWins" };
            assert_eq!(tag(&pgn, "Result").as_deref(), Some(lost), "{how}: {pgn}");
            // Each engine made its moves: the third request failed.
            assert!(pgn.contains("\n5. "), "{how}: {pgn}");
        }
        // Both forfeits are the flaky engine's losses: the first engine scores them.
        assert!(report.contains(": +2 =0 -0 in 2 games"), "{how}: {report}");
        assert!(
            report.contains(&format!(
                "forfeits (counted as losses): 2 by hive {}: 2× ",
                env!("CARGO_PKG_VERSION")
            )),
            "{how}: {report}"
        );
        assert!(report.contains(why), "{how}: {report}");
    }
}

/// On a clock: an engine that answers after its flag fell forfeits on time (the PGN's
/// `time forfeit`, counted apart), and the one that kept its time never flags.
#[test]
fn on_a_clock_a_late_answer_is_a_time_forfeit() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let done = flaky(
        "slow",
        3,
        &[
            "--games",
            "2",
            "--clock",
            "0:02+0",
            "--grace",
            "5",
            "--out",
            out.to_str().unwrap(),
        ],
        dir.path(),
    );
    let report = text(&done.stdout);
    assert!(done.status.success(), "{}", text(&done.stderr));
    for n in 1..=2 {
        let pgn = fs::read_to_string(out.join(format!("game-{n:04}.pgn"))).unwrap();
        assert_eq!(
            tag(&pgn, "Termination").as_deref(),
            Some("time forfeit"),
            "{pgn}"
        );
        let details = tag(&pgn, "TerminationDetails").unwrap();
        assert!(
            details.starts_with("lost on time: answered `bestmove clock "),
            "{details}"
        );
        let lost = if n == 1 { "WhiteWins" } else { "BlackWins" };
        assert_eq!(tag(&pgn, "Result").as_deref(), Some(lost), "{pgn}");
    }
    assert!(report.contains("on a 0:02+0 clock"), "{report}");
    assert!(report.contains(": +2 =0 -0 in 2 games"), "{report}");
    assert!(
        report.contains("forfeits (counted as losses): 2 by hive"),
        "{report}"
    );
    // Our engine kept time on its clock: the least it had left is reported, above zero.
    let least = report
        .lines()
        .find_map(|l| l.strip_prefix("least time left after a move (games played now): "))
        .unwrap();
    assert!(least.starts_with("hive "), "{least}");
    assert!(
        !least.starts_with(&format!("hive {} 0.000 s", env!("CARGO_PKG_VERSION"))),
        "{least}"
    );
}

/// An engine that fails before it has made a move stops the match at once, exit 1, saying
/// why; nothing is scored or saved.
#[test]
fn a_failure_before_the_first_move_stops_the_match() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let done = flaky(
        "refuse",
        1,
        &[
            "--games",
            "6",
            "--time",
            "1",
            "--out",
            out.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert_eq!(done.status.code(), Some(1), "{}", text(&done.stderr));
    let said = text(&done.stderr);
    assert!(
        said.contains("forfeited game 1 before making a move, so the match is stopped: refused `bestmove time 00:00:01`: err out of ideas")
            || said.contains("forfeited game 2 before making a move"),
        "{said}"
    );
    assert!(text(&done.stdout).is_empty());
    assert!(!out.join("game-0001.pgn").exists() || !out.join("game-0002.pgn").exists());
    assert!(!out.join("game-0006.pgn").exists());

    // An engine that cannot start: the same exit, naming it.
    let missing = run(
        &[
            "match",
            &format!("{HIVE} uhp"),
            "/nonexistent/engine uhp",
            "--games",
            "2",
        ],
        dir.path(),
    );
    assert_eq!(missing.status.code(), Some(1));
    assert!(text(&missing.stderr).contains("cannot start engine `/nonexistent/engine uhp`"));
}

/// A time no engine can be told is refused before any engine starts, as bad usage; a
/// fraction of a second is refused to an engine that reads whole seconds only (any but
/// ours and nokamute), before a game, rather than rounded or sent to be refused.
#[test]
fn times_an_engine_cannot_read_are_refused_up_front() {
    let dir = tempfile::tempdir().unwrap();
    let engine = format!("{HIVE} uhp");
    let other = format!("{FLAKY} FLAKY_HOW=none FLAKY_ID=Mzinga.Engine");
    let done = crate::common::cli::hive()
        .args(["match", &other, &engine, "--time", "0.3", "--games", "2"])
        .env("HIVE_DATA_DIR", dir.path().join("other"))
        .env("HIVE", HIVE)
        .output()
        .unwrap();
    assert_eq!(done.status.code(), Some(1));
    assert!(
        text(&done.stderr).contains(
            "engine `Mzinga.Engine` cannot be asked for 0.3 s a move: it reads whole seconds only"
        ),
        "{}",
        text(&done.stderr)
    );
    assert!(text(&done.stdout).is_empty());
    for (time, said) in [
        ("0.0005", "finer than a millisecond"),
        ("-1", "expected 0 to 86399 seconds"),
    ] {
        let done = run(
            &["match", &engine, &engine, &format!("--time={time}")],
            dir.path(),
        );
        assert_eq!(done.status.code(), Some(2), "{time}");
        assert!(
            text(&done.stderr).contains(said),
            "{time}: {}",
            text(&done.stderr)
        );
    }
    let none = run(&["match", &engine, &engine, "--games", "0"], dir.path());
    assert_eq!(none.status.code(), Some(2));
    assert!(!dir.path().join("matches").exists());
}

/// An openings file is checked whole before a game: a bad line is named by its number.
#[test]
fn openings_files_are_validated_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("openings.txt");
    fs::write(
        &file,
        "# openings\nBase+MLP;InProgress;White[2];wS1;bS1 wS1-\nBase;InProgress;White[2];wS1;bS1 wS1-\n",
    )
    .unwrap();
    let engine = format!("{HIVE} uhp");
    let done = run(
        &[
            "match",
            &engine,
            &engine,
            "--openings",
            file.to_str().unwrap(),
            "--out",
            dir.path().join("m").to_str().unwrap(),
        ],
        dir.path(),
    );
    assert_eq!(done.status.code(), Some(1));
    let said = text(&done.stderr);
    assert!(
        said.contains("openings.txt: line 3: an opening of Base, but the match plays Base+MLP"),
        "{said}"
    );
    assert!(!dir.path().join("m").join("game-0001.pgn").exists());
}

/// Games cut at the ply cap are draws by adjudication in their PGN, and a match's result
/// reads back from its folder alone: resumed with every game played, it prints the same.
#[test]
fn capped_games_are_adjudicated_and_results_read_back_from_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let out_s = out.to_str().unwrap();
    let args = ["--games", "4", "--max-plies", "8", "--concurrency", "2"];
    let first = levels(out_s, &args);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let mut capped = 0;
    for n in 1..=4 {
        let pgn = fs::read_to_string(out.join(format!("game-{n:04}.pgn"))).unwrap();
        if tag(&pgn, "Termination").as_deref() == Some("adjudication") {
            assert_eq!(tag(&pgn, "Result").as_deref(), Some("Draw"), "{pgn}");
            assert!(
                tag(&pgn, "TerminationDetails")
                    .unwrap()
                    .contains("8-ply cap")
            );
            capped += 1;
        }
    }
    assert!(capped > 0, "no game reached 8 plies");
    let again = levels(out_s, &[&args[..], &["--resume"]].concat());
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), text(&first.stdout));
    assert!(
        !text(&again.stderr).contains("game 1/4"),
        "no game is played again"
    );
}

/// An SPRT stops the match as soon as it decides: here every game is drawn at once (the
/// cap is below the opening's plies), so "no stronger by 50 Elo" is accepted early.
#[test]
fn an_sprt_stops_the_match_when_decided() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let done = levels(
        out.to_str().unwrap(),
        &[
            "--games",
            "200",
            "--max-plies",
            "2",
            "--sprt",
            "0,50",
            "--concurrency",
            "1",
        ],
    );
    assert!(done.status.success(), "{}", text(&done.stderr));
    let report = text(&done.stdout);
    assert!(
        report.contains("SPRT [+0, +50] α 0.05 β 0.05: H0 accepted"),
        "{report}"
    );
    // The LLR is told while the match runs, after each game, between its bounds.
    let told = text(&done.stderr);
    assert!(
        told.lines()
            .any(|l| l.contains("so far") && l.contains("LLR ") && l.contains("(-2.94 to 2.94)")),
        "{told}"
    );
    // The summary's other figures: all draws, so no decisive game for the LOS.
    assert!(report.contains("LOS -, draw ratio 100.0%"), "{report}");
    let played = fs::read_dir(&out).unwrap().count() - 1;
    assert!((2..200).contains(&played), "{played} games");
    assert!(
        played.is_multiple_of(2),
        "pairs are played whole with one game at a time"
    );
}

/// A match on a clock keeps its clock in `match.json` and no time a move (it kept `time:
/// 1.0`, `--time`'s default, which no move was played by); a folder written so before,
/// `1.0` beside its clock, still resumes as the same match.
#[test]
fn a_clocked_matchs_settings_keep_its_clock_and_no_time_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let out_s = out.to_str().unwrap();
    let engine = format!("{HIVE} uhp");
    let clocked = |games: &str, resume: bool| {
        let mut args = vec![
            "match",
            &engine,
            &engine,
            "--first-option",
            "Level=1",
            "--second-option",
            "Level=1",
            "--clock",
            "0:05+0",
            "--max-plies",
            "8",
            "--games",
            games,
            "--out",
            out_s,
        ];
        if resume {
            args.push("--resume");
        }
        run(&args, dir.path())
    };
    let first = clocked("2", false);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let path = out.join("match.json");
    let json: serde_json::Value = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    assert_eq!(json.get("time"), None, "{json}");
    assert_eq!(json["clock"], "0:05+0", "{json}");
    // As an older hive wrote it: the unused time beside the clock.
    let mut old = json.clone();
    old["time"] = serde_json::json!(1.0);
    fs::write(&path, serde_json::to_string_pretty(&old).unwrap()).unwrap();
    let resumed = clocked("4", true);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert!(
        text(&resumed.stderr).contains("resuming after 2 games"),
        "{}",
        text(&resumed.stderr)
    );
    assert!(out.join("game-0004.pgn").exists());
}
