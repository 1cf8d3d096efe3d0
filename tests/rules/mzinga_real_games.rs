//! Mzinga's 195 championship positions: our legal moves, written as Mzinga writes them, are
//! exactly Mzinga's listed moves.

use std::collections::{BTreeSet, HashSet};

use hive::rules::{Game, Move};
use hive::rules::{format_move, parse_move};

/// (game string, listed move strings) for every position in the file.
fn positions() -> Vec<(String, Vec<String>)> {
    crate::common::data::tsv("mzinga/valid_moves_real_games.tsv", 2)
        .into_iter()
        .map(|f| (f[0].clone(), f[1].split(';').map(str::to_string).collect()))
        .collect()
}

#[test]
fn legal_moves_written_as_mzinga_writes_them_equal_mzingas_lists() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (game_string, listed) in positions() {
        checked += 1;
        let game = match Game::parse(&game_string) {
            Ok(game) => game,
            Err(e) => {
                failures.push(format!("{game_string}\n  does not parse: {e}"));
                continue;
            }
        };
        let pos = game.position();
        let legal = pos.legal_moves();
        let ours: BTreeSet<String> = legal.iter().map(|&m| format_move(pos, m)).collect();
        let expected: BTreeSet<String> = listed.iter().cloned().collect();
        let missing: Vec<&String> = expected.difference(&ours).collect();
        let extra: Vec<&String> = ours.difference(&expected).collect();
        let mut problems = Vec::new();
        if !missing.is_empty() || !extra.is_empty() {
            problems.push(format!("missing {missing:?}\n  extra {extra:?}"));
        }
        if ours.len() != legal.len() {
            problems.push(format!(
                "{} legal moves but {} distinct strings (a move listed twice, or two moves \
                 written alike)",
                legal.len(),
                ours.len()
            ));
        }
        if expected.len() != listed.len() {
            problems.push(format!("the fixture lists a move twice: {listed:?}"));
        }
        if !problems.is_empty() {
            failures.push(format!("{game_string}\n  {}", problems.join("\n  ")));
        }
    }
    assert_eq!(checked, 195, "positions in valid_moves_real_games.tsv");
    assert!(
        failures.is_empty(),
        "{} of {checked} positions differ from Mzinga:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_listed_move_string_parses_to_one_of_our_legal_moves() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (game_string, listed) in positions() {
        checked += 1;
        let Ok(game) = Game::parse(&game_string) else {
            failures.push(format!("{game_string}\n  does not parse"));
            continue;
        };
        let pos = game.position();
        let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
        for text in &listed {
            match parse_move(pos, text) {
                Ok(mv) if legal.contains(&mv) => {}
                Ok(mv) => failures.push(format!(
                    "{game_string}\n  `{text}` (our `{}`) is not among our legal moves: {:?}",
                    format_move(pos, mv),
                    pos.check(mv)
                )),
                Err(e) => failures.push(format!("{game_string}\n  `{text}` does not parse: {e}")),
            }
        }
    }
    assert_eq!(checked, 195, "positions in valid_moves_real_games.tsv");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
