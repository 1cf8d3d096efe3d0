//! The protocol against Mzinga's tables: `validmoves` on Mzinga's 195 real-game positions
//! answers exactly Mzinga's move strings, and every illegal move of Mzinga's rule table is
//! refused with `invalidmove` (or `err` once the game is over) without changing the game.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use hive::engine::uhp::run;

/// A fixture from `tests/data`, or from the shared corpus it is copied from when the copy
/// is not there yet. `None` (with a loud message) when neither exists.
fn fixture(in_tests: &str, in_corpus: &str) -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates: [PathBuf; 2] = [
        root.join("tests/data").join(in_tests),
        root.join("../shared/corpus").join(in_corpus),
    ];
    for path in &candidates {
        if let Ok(text) = fs::read_to_string(path) {
            return Some(text);
        }
    }
    eprintln!(
        "SKIPPED: fixture not found at {} or {}",
        candidates[0].display(),
        candidates[1].display()
    );
    None
}

/// Runs one session and splits its output into answers, each without its final `ok`.
fn answers(input: &str) -> Vec<Vec<String>> {
    let mut output = Vec::new();
    run(input.as_bytes(), &mut output).expect("in-memory I/O cannot fail");
    let text = String::from_utf8(output).expect("the engine writes UTF-8");
    let mut all = Vec::new();
    let mut current = Vec::new();
    for line in text.lines() {
        if line == "ok" {
            all.push(std::mem::take(&mut current));
        } else {
            current.push(line.to_string());
        }
    }
    assert!(
        current.is_empty(),
        "output does not end with ok: {current:?}"
    );
    all
}

#[test]
fn validmoves_matches_mzinga_on_real_championship_games() {
    let Some(text) = fixture(
        "mzinga/valid_moves_real_games.tsv",
        "mzinga/valid_moves_real_games.tsv",
    ) else {
        return;
    };
    let rows: Vec<(&str, &str)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once('\t'))
        .collect();
    assert_eq!(rows.len(), 195, "the table has 195 positions");
    let mut input = String::new();
    for (game, _) in &rows {
        input.push_str(&format!("newgame {game}\nvalidmoves\n"));
    }
    let answers = answers(&input);
    // The start-up block, then two answers per position.
    assert_eq!(answers.len(), 1 + 2 * rows.len());
    let mut failures = Vec::new();
    for (i, (game, listed)) in rows.iter().enumerate() {
        let newgame = answers.get(1 + 2 * i).cloned().unwrap_or_default();
        let valid = answers.get(2 + 2 * i).cloned().unwrap_or_default();
        if newgame.len() != 1 || newgame.first().is_some_and(|l| l.starts_with("err")) {
            failures.push(format!("{game}: newgame answered {newgame:?}"));
            continue;
        }
        let [line] = valid.as_slice() else {
            failures.push(format!("{game}: validmoves answered {valid:?}"));
            continue;
        };
        let ours: Vec<&str> = line.split(';').collect();
        let ours_set: BTreeSet<&str> = ours.iter().copied().collect();
        let expected: BTreeSet<&str> = listed.split(';').collect();
        if ours_set != expected || ours.len() != ours_set.len() {
            failures.push(format!(
                "{game}\n  missing {:?}\n  extra {:?}\n  listed twice: {}",
                expected.difference(&ours_set).collect::<Vec<_>>(),
                ours_set.difference(&expected).collect::<Vec<_>>(),
                ours.len() != ours_set.len()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn mzingas_illegal_moves_are_refused_and_leave_the_game_alone() {
    let Some(text) = fixture(
        "positions/mzinga_invalid_moves.tsv",
        "positions/mzinga_invalid_moves.tsv",
    ) else {
        return;
    };
    // reason, game string, move, nokamute's behaviour; after the comments and a header.
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    assert!(rows.len() >= 20, "only {} rows", rows.len());
    for row in rows {
        let (Some(reason), Some(game), Some(mv)) = (row.first(), row.get(1), row.get(2)) else {
            panic!("short row {row:?}");
        };
        let command = if *mv == "pass" {
            "pass".to_string()
        } else {
            format!("play {mv}")
        };
        let got = answers(&format!("newgame {game}\n{command}\nvalidmoves\n"));
        let before = got.get(1).cloned().unwrap_or_default();
        let refusal = got.get(2).cloned().unwrap_or_default();
        let [line] = refusal.as_slice() else {
            panic!("{game} / {mv}: answered {refusal:?}");
        };
        let over = game.contains("Wins;") || game.contains(";Draw;");
        let kind = if over {
            "err the game is over"
        } else {
            "invalidmove "
        };
        assert!(
            line.starts_with(kind),
            "{game} / {mv} ({reason}): answered {line:?}"
        );
        // The game is unchanged: validmoves answers as if nothing had been tried.
        let after = answers(&format!("newgame {game}\nvalidmoves\n"));
        assert_eq!(got.get(3), after.get(2), "{game} / {mv}: the game changed");
        assert_eq!(before.len(), 1);
    }
}
