//! `hive uhp-check`: our own engine passes every check and agrees with our rules; an engine
//! that drops a move is caught, the position given as a GameString; one that hangs is
//! reported within the time allowed; one that does not start is an error of its own.

use std::collections::HashSet;
use std::fs;
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

use hive::Game;

use crate::common::cli::{HIVE, run, text};
use crate::common::data::{fixture_path, require_corpus};

/// `hive uhp-check ENGINE ARGS…`, its data directory in `dir`.
fn check(engine: &str, args: &[&str], dir: &Path) -> Output {
    let mut all = vec!["uhp-check", engine];
    all.extend_from_slice(args);
    run(&all, dir)
}

/// The number in `label: N …` of the line that starts so.
fn number_after(out: &str, label: &str) -> usize {
    let line = out
        .lines()
        .find(|l| l.starts_with(label))
        .unwrap_or_else(|| panic!("no line `{label}` in\n{out}"));
    line[label.len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.replace(',', "").parse().ok())
        .unwrap_or_else(|| panic!("no number after `{label}` in {line}"))
}

/// The positions the corpus in `dir` holds, as `uhp-check` reads it: every ply of the
/// SGF records, and the GameString that starts each line of the TSV files.
fn distinct_positions(dir: &Path) -> usize {
    let mut positions = HashSet::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        match path.extension().and_then(|e| e.to_str()) {
            Some("sgf") => {
                let opened = hive::record::open(&path).unwrap();
                let whole = opened.games.into_iter().next().unwrap().unwrap();
                let whole = whole.record.replay().unwrap();
                let mut game = Game::new(whole.game_type());
                positions.insert(game.to_string());
                for mv in whole.moves() {
                    game.play(mv).unwrap();
                    positions.insert(game.to_string());
                }
            }
            Some("tsv") => {
                for line in text.lines().filter(|l| l.starts_with("Base")) {
                    let field = line.split('\t').next().unwrap();
                    positions.insert(hive::Game::parse(field).unwrap().to_string());
                }
            }
            _ => {}
        }
    }
    positions.len()
}

#[test]
fn our_engine_passes_every_check_and_agrees_with_our_rules() {
    let dir = tempfile::tempdir().unwrap();
    let corpus = dir.path().join("corpus");
    fs::create_dir(&corpus).unwrap();
    for fixture in [
        "record/HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf",
        "mzinga/valid_moves_real_games.tsv",
    ] {
        let from = fixture_path(fixture);
        fs::copy(&from, corpus.join(from.file_name().unwrap())).unwrap();
    }
    let engine = format!("{HIVE} uhp");
    let corpus_s = corpus.to_str().unwrap();
    let args = ["--corpus", corpus_s, "--games", "2", "--plies", "30"];
    let out = check(&engine, &args, dir.path());
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    let checks = number_after(&stdout, "protocol: ");
    assert!(
        stdout.contains(&format!(
            "protocol: {checks} of {checks} checks passed, 0 failed"
        )),
        "{stdout}"
    );
    let passed = stdout.lines().filter(|l| l.starts_with("  ok    ")).count();
    assert_eq!(passed, checks, "{stdout}");
    assert!(checks >= 15, "{stdout}");
    assert!(stdout.contains(", 0 disagree"), "{stdout}");
    assert!(
        stdout.contains("result: the engine agrees with hive"),
        "{stdout}"
    );
    // Every distinct position of the corpus was compared, and the random games too.
    let from_corpus = distinct_positions(&corpus);
    assert!(from_corpus > 200, "{from_corpus}");
    assert!(
        stdout.contains(&format!(
            "({from_corpus} from the corpus, the rest from 16 random games)"
        )),
        "expected {from_corpus} corpus positions:\n{stdout}"
    );
    assert!(
        number_after(&stdout, "validmoves: ") > from_corpus + 16 * 10,
        "{stdout}"
    );
}

#[test]
fn our_engine_agrees_over_the_whole_shared_corpus() {
    let Some(corpus) = require_corpus("our_engine_agrees_over_the_whole_shared_corpus") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let engine = format!("{HIVE} uhp");
    let args = ["--corpus", corpus.to_str().unwrap(), "--games", "0"];
    let out = check(&engine, &args, dir.path());
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(stdout.contains(", 0 disagree"), "{stdout}");
    // 175 boardspace games of 8,171 plies, most positions distinct, and the tables.
    assert!(number_after(&stdout, "validmoves: ") > 7_000, "{stdout}");
}

#[test]
fn an_engine_that_drops_a_move_is_caught_with_the_position() {
    let dir = tempfile::tempdir().unwrap();
    // Our engine, with the last move of every move list cut off on its way out (lines
    // that start with a piece and hold a `;`: move lists, never GameStrings or options).
    let script = dir.path().join("drop-one.sh");
    fs::write(
        &script,
        "\"$1\" uhp | while IFS= read -r line; do\n\
         \x20 case $line in [wb][QSBGAMLP]*\\;*) line=${line%;*} ;; esac\n\
         \x20 printf '%s\\n' \"$line\"\n\
         done\n",
    )
    .unwrap();
    let engine = format!("sh {} {HIVE}", script.display());
    let args = [
        "--games",
        "3",
        "--plies",
        "6",
        "--game-types",
        "Base",
        "--show",
        "2",
    ];
    let out = check(&engine, &args, dir.path());
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stderr).contains("disagreed in"),
        "{}",
        text(&out.stderr)
    );
    assert!(
        stdout.contains("FAIL  `newgame GameType` for each game type"),
        "{stdout}"
    );
    // The first position of each game shown (two, as asked): where it came from, its
    // GameString, the move missing from the list, which is legal there by our rules; the
    // game's later positions counted, and the third game too.
    let lines: Vec<&str> = stdout.lines().collect();
    let shown: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("  random Base #"))
        .collect();
    assert_eq!(shown.len(), 2, "{stdout}");
    assert!(
        stdout.contains("    (and 6 positions of this game after it)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("  … 1 more game with disagreements not shown (--show 2)"),
        "{stdout}"
    );
    for i in shown {
        let game = Game::parse(lines[i + 1].trim()).unwrap();
        let missing = lines[i + 2]
            .trim()
            .strip_prefix("missing 1 (legal, not listed): ")
            .unwrap_or_else(|| panic!("{}", lines[i + 2]));
        let mv = hive::rules::parse_move(game.position(), missing).unwrap();
        assert!(
            game.position().legal_moves().contains(&mv),
            "{missing} in {game}"
        );
    }
}

#[test]
fn an_engine_that_hangs_is_reported_within_the_time_allowed() {
    let dir = tempfile::tempdir().unwrap();
    // It says who it is, then never answers again.
    let script = dir.path().join("hang.sh");
    fs::write(
        &script,
        "printf 'id hang 1.0\\nMosquito;Ladybug;Pillbug\\nok\\n'\nexec sleep 1000\n",
    )
    .unwrap();
    let engine = format!("sh {}", script.display());
    let start = Instant::now();
    let out = check(&engine, &["--timeout", "0.5", "--games", "1"], dir.path());
    let took = start.elapsed();
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    // A few answers awaited half a second each (the engine restarted after each), then
    // given up: seconds, not the engine's thousand.
    assert!(took < Duration::from_secs(60), "{took:?}");
    assert!(stdout.contains("(no `ok` within 0.5 s)"), "{stdout}");
    assert!(
        stdout.contains("not run: the engine had stopped answering"),
        "{stdout}"
    );
    assert!(
        text(&out.stderr).contains("stopped answering"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_engine_that_does_not_start_is_an_error_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-engine");
    let out = check(missing.to_str().unwrap(), &[], dir.path());
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("cannot start engine"),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
}
