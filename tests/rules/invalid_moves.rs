//! Mzinga's invalid moves by rule: each is refused, and for the same reason where we have one.

use hive::rules::{Color, Game, Illegal};
use hive::rules::{format_move, parse_move};

struct Row {
    reason: String,
    gamestring: String,
    mv: String,
}

fn rows() -> Vec<Row> {
    crate::common::data::tsv_rows(
        "positions/mzinga_invalid_moves.tsv",
        "reason\tgamestring\tmove\tnokamute",
    )
    .into_iter()
    .map(|f| Row {
        reason: f[0].clone(),
        gamestring: f[1].clone(),
        mv: f[2].clone(),
    })
    .collect()
}

/// Tests whether our reason is the one Mzinga gives.
type SameReason = Box<dyn Fn(&Illegal) -> bool>;

/// Our reason for Mzinga's, where one clearly corresponds; `None` where Mzinga's reason is
/// about notation (the move must still be refused).
fn expected_reason(mzinga: &str, mover: Color) -> Option<SameReason> {
    Some(match mzinga {
        "You can't play, the game is over." | "You can't pass, the game is over." => {
            Box::new(|r| matches!(r, Illegal::GameOver))
        }
        "It's not that player's turn." => Box::new(|r| matches!(r, Illegal::NotYourPiece { .. })),
        "That piece is not enabled in this game." => {
            Box::new(|r| matches!(r, Illegal::NotInGame { .. }))
        }
        "You can't play your Queen Bee on your first turn." => {
            Box::new(|r| matches!(r, Illegal::QueenOnFirstTurn))
        }
        "You must play your Queen Bee on or before your fourth turn." => {
            Box::new(move |r| *r == Illegal::MustPlaceQueen(mover))
        }
        "You can't move a piece in play until you've played your Queen Bee." => {
            Box::new(move |r| *r == Illegal::QueenNotPlaced(mover))
        }
        "When there are multiple pieces of the same bug type, you must play the pieces in order." => {
            Box::new(|r| matches!(r, Illegal::OutOfOrder { .. }))
        }
        "You can't move that piece because it has another piece on top of it." => {
            Box::new(|r| matches!(r, Illegal::Covered { .. }))
        }
        "You can't move that piece because it will break the hive." => {
            Box::new(|r| matches!(r, Illegal::WouldBreakHive(_)))
        }
        "You can't pass when you have valid moves." => {
            Box::new(move |r| *r == Illegal::CannotPass(mover))
        }
        // "You can't move there because a piece already exists at that position.": Mzinga reads
        // a side mark that points at an occupied cell as wrong; any refusal will do.
        _ => return None,
    })
}

#[test]
fn every_move_mzinga_refuses_by_rule_is_refused_for_the_same_reason() {
    let rows = rows();
    assert_eq!(rows.len(), 24, "rows in mzinga_invalid_moves.tsv");
    let mut failures = Vec::new();
    let mut reasons_checked = 0;
    for row in &rows {
        let game = match Game::parse(&row.gamestring) {
            Ok(game) => game,
            Err(e) => {
                failures.push(format!("{}\n  does not parse: {e}", row.gamestring));
                continue;
            }
        };
        let pos = game.position();
        let mv = match parse_move(pos, &row.mv) {
            Ok(mv) => mv,
            Err(e) => {
                eprintln!(
                    "refused `{}` (notation: {e}); Mzinga: {}",
                    row.mv, row.reason
                );
                continue;
            }
        };
        match pos.check(mv) {
            Ok(()) => failures.push(format!(
                "{}\n  `{}` is accepted (as the legal move `{}`), but Mzinga refuses it: {}",
                row.gamestring,
                row.mv,
                format_move(pos, mv),
                row.reason
            )),
            Err(ours) => {
                eprintln!("refused `{}`: {ours}; Mzinga: {}", row.mv, row.reason);
                if let Some(same) = expected_reason(&row.reason, pos.to_move()) {
                    reasons_checked += 1;
                    if !same(&ours) {
                        failures.push(format!(
                            "{}\n  `{}` is refused, but for another reason: ours `{ours}` \
                             ({ours:?}), Mzinga `{}`",
                            row.gamestring, row.mv, row.reason
                        ));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows fail:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
    assert_eq!(reasons_checked, 22, "rows whose reason maps to one of ours");
}
