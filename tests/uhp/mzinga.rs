//! The protocol against Mzinga's tables: `validmoves` on Mzinga's 195 real-game positions
//! answers exactly Mzinga's move strings, and every illegal move of Mzinga's rule table is
//! refused with `invalidmove` (or `err` once the game is over) without changing the game.

use std::collections::BTreeSet;

use crate::common::data::{tsv, tsv_rows};
use crate::common::uhp::answers;

#[test]
fn validmoves_matches_mzinga_on_real_championship_games() {
    let rows = tsv("mzinga/valid_moves_real_games.tsv", 2);
    assert_eq!(rows.len(), 195, "the table has 195 positions");
    let mut input = String::new();
    for row in &rows {
        let game = &row[0];
        input.push_str(&format!("newgame {game}\nvalidmoves\n"));
    }
    let answers = answers(&input);
    // The start-up block, then two answers per position.
    assert_eq!(answers.len(), 1 + 2 * rows.len());
    let mut failures = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let (game, listed) = (&row[0], &row[1]);
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
    let rows = tsv_rows(
        "positions/mzinga_invalid_moves.tsv",
        "reason\tgamestring\tmove\tnokamute",
    );
    assert!(rows.len() >= 20, "only {} rows", rows.len());
    for row in rows {
        let (reason, game, mv) = (&row[0], &row[1], &row[2]);
        let command = if mv.as_str() == "pass" {
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
        // Mzinga refuses a side mark that points at an occupied cell; hivegame.com's
        // records write it for a climb, so `play` reads it as one (and says so on stderr),
        // answering the canonical form.
        // (Where the climb itself is illegal, it is refused like any other move.)
        if reason.contains("a piece already exists at that position")
            && !line.starts_with("err")
            && !line.starts_with("invalidmove")
        {
            let climb = line.rsplit(';').next().unwrap_or_default();
            let piece = mv.split_whitespace().next().unwrap_or_default();
            assert!(
                climb.starts_with(piece) && !climb.contains(['-', '/', '\\']),
                "{game} / {mv}: read as {climb:?}, not a climb"
            );
            continue;
        }
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
