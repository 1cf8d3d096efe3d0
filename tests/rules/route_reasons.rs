//! Why a free piece cannot reach one cell: each reason on a hand-drawn position.
//!
//! Coordinates as in `edge_moves.rs`: axial `(q, r)`, neighbours NW (q, r-1), NE (q+1, r-1),
//! E (q+1, r), SE (q, r+1), SW (q-1, r+1), W (q-1, r). Every expectation below was worked
//! out from the drawing and the rules, not read off the engine.

use crate::common::positions::*;
use crate::common::{Frame, game, piece, reason};
use hive::rules::{Bug, Bugs, GameType, Hex, Illegal, Move, Position, Route};

/// Why `name` cannot go to the cell drawn at `to`.
fn why(pos: &Position, f: &Frame, name: &str, to: (i32, i32)) -> Route {
    let p = piece(name);
    match reason(pos, Move::Piece(p, f.cell(to))) {
        Illegal::Unreachable { piece, why } if piece == p => why,
        other => panic!("{name} to {to:?}: expected a route reason, got {other:?}"),
    }
}

/// The two pieces a gate reason names, in either order.
fn gate_of(route: Route) -> [String; 2] {
    let (a, b) = match route {
        Route::Gate(a, b) | Route::HighGate(a, b) => (a, b),
        other => panic!("expected a gate, got {other:?}"),
    };
    let mut names = [a.to_string(), b.to_string()];
    names.sort();
    names
}

#[test]
fn a_queen_steps_one_cell_keeps_touch_and_stays_on_the_ground() {
    // r= 0   wQ  wS1 bS1 bQ       wQ (-1,0), wS1 (0,0); White to move.
    // NW of wQ, (-1,-1): flanked by (-2,0) and (0,-1), both empty, so the Queen would
    // lose touch with the hive on the way.
    let g = game("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    assert_eq!(why(pos, &f, "wQ", (-1, -1)), Route::LosesTouch);
    assert_eq!(why(pos, &f, "wQ", (1, -1)), Route::OneCell(Bug::Queen));
    assert_eq!(why(pos, &f, "wQ", (0, 0)), Route::Occupied(Bug::Queen));
    assert_eq!(why(pos, &f, "wQ", (-1, 0)), Route::SameCell);
}

#[test]
fn a_gate_names_the_two_pieces_either_side() {
    // wB1 (1,0) on the ground steps E to the empty (2,0) between wG1 (2,-1) and wG2 (1,1),
    // which touch each other: freedom to move.
    let g = game(BEETLE_BESIDE_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    let route = why(pos, &f, "wB1", (2, 0));
    assert!(matches!(route, Route::Gate(..)), "{route:?}");
    assert_eq!(gate_of(route), ["wG1", "wG2"]);
}

#[test]
fn an_ant_cannot_slide_into_a_hole() {
    // QUEEN_INTO_HOLE: the Ants free to move touch the hole (-1,0), but every way in is a
    // gate (and no Pillbug of White's touches them to throw them in).
    let g = game(QUEEN_INTO_HOLE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(why(pos, &f, "wA1", (-1, 0)), Route::ShutIn);
    assert_eq!(why(pos, &f, "wA1", (1, -1)), Route::Occupied(Bug::Ant));
    assert_eq!(why(pos, &f, "wA3", (8, 3)), Route::Detached);
}

#[test]
fn a_climbing_beetle_is_stopped_by_higher_stacks_either_side() {
    // BEETLE_GATE: wB1 on a stack of two at (0,0), bS1 (1,0) one high; the flanks (1,-1)
    // and (0,1) are stacks of two topped by bB1 and wB2: higher than both ends.
    let g = game(BEETLE_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wB1", (0, 0));
    let route = why(pos, &f, "wB1", (1, 0));
    assert!(matches!(route, Route::HighGate(..)), "{route:?}");
    assert_eq!(gate_of(route), ["bB1", "wB2"]);
    assert_eq!(why(pos, &f, "wB1", (2, -1)), Route::OneCell(Bug::Beetle));
}

#[test]
fn a_grasshopper_jumps_straight_over_pieces_to_the_first_gap() {
    // QUEEN_INTO_HOLE: wG2 (-3,0) jumps east over wA2 (-2,0) into the hole (-1,0).
    let g = game(QUEEN_INTO_HOLE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(why(pos, &f, "wG2", (-4, 0)), Route::NothingToJump);
    // Further east along the same row, past the hole: (6,0) is the first cell after bG2.
    assert_eq!(why(pos, &f, "wG2", (6, 0)), Route::PastTheGap);
    // (-2,-2) is two rows up and one east: on none of the six lines.
    assert_eq!(why(pos, &f, "wG2", (-2, -2)), Route::NotInLine);
    // (3,-1): six east and one row up, off every line. A tester was told it lay past a gap
    // (on the 32-wide wrapping grid it shares an index with (-29,0), far west on the row).
    assert_eq!(why(pos, &f, "wG2", (3, -1)), Route::NotInLine);
    assert_eq!(
        why(pos, &f, "wG2", (0, 0)),
        Route::Occupied(Bug::Grasshopper)
    );
}

#[test]
fn a_spider_misses_a_cell_an_ant_would_reach() {
    // spider_ring: the Spider at a (0,0) ends its three slides on (0,1), (1,0), (2,-2) and
    // (-2,2). (-2,1) touches wA3 (-1,1); it is two slides away, through (-1,0).
    let g = game(&spider_ring("wS1 wA3/"));
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    assert_eq!(why(pos, &f, "wS1", (-2, 1)), Route::NotThreeCells);
}

#[test]
fn a_mosquito_names_the_bugs_it_copies() {
    // r= 0   wQ  wS1 bS1 bQ  bA1        wQ (-1,0), wS1 (0,0)
    // r= 1     wM                       wM (-1,1) touches wQ and wS1 only.
    // As a Queen or a Spider it cannot reach (4,0), beyond bA1 (3,0).
    let g = game("Base+M;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wM /wS1;bA1 bQ-");
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    let both = Bugs::default().with(Bug::Queen).with(Bug::Spider);
    assert_eq!(why(pos, &f, "wM", (4, 0)), Route::Copies(both));
    let text = reason(pos, Move::Piece(piece("wM"), f.cell((4, 0)))).to_string();
    assert!(text.contains("(Queen and Spider)"), "{text}");
}

#[test]
fn an_opponents_piece_goes_only_where_a_pillbug_throws_it() {
    // QUEEN_INTO_HOLE: bQ (1,-1) touches the White Pillbug (0,0), which may throw her to
    // (-1,0) or (0,1). Anywhere else is no throw.
    let g = game(QUEEN_INTO_HOLE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(why(pos, &f, "bQ", (2, -1)), Route::ThrowOnly);
}

#[test]
fn reasons_read_as_sentences() {
    let g = game(BEETLE_BESIDE_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    let text = reason(pos, Move::Piece(piece("wB1"), f.cell((2, 0)))).to_string();
    assert!(
        text.starts_with("wB1 cannot reach that cell: the gap between "),
        "{text}"
    );
    assert!(text.ends_with("(freedom to move)"), "{text}");
}

#[test]
fn every_refused_cell_in_real_games_has_a_named_reason() {
    // Mzinga's 195 championship positions: every piece with a move, every empty cell near
    // the hive it cannot reach. The catch-all `Blocked` would mean the reasons miss a case.
    let mut refused = 0;
    let mut failures = Vec::new();
    for row in crate::common::data::tsv("mzinga/valid_moves_real_games.tsv", 2) {
        let game = game(&row[0]);
        let pos = game.position();
        let near: std::collections::BTreeSet<Hex> = pos
            .board()
            .tops()
            .flat_map(|(h, _)| h.neighbors())
            .flat_map(|h| h.neighbors())
            .collect();
        for p in pos.board().pieces() {
            let moves = pos.moves_of(p);
            if moves.is_empty() {
                continue;
            }
            for &to in &near {
                let mv = Move::Piece(p, to);
                if moves.contains(&mv) {
                    continue;
                }
                refused += 1;
                match pos.check(mv) {
                    Err(Illegal::Unreachable {
                        why: Route::Blocked,
                        ..
                    })
                    | Ok(()) => failures.push(format!("{p} to {to:?} in {}", row[0])),
                    Err(_) => {}
                }
            }
        }
    }
    assert!(refused > 10_000, "only {refused} refusals checked");
    assert!(
        failures.is_empty(),
        "{} of {refused} without a reason:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// Pieces set down one after another where they are drawn, rules unchecked (stacks
/// included): a position no game need have reached, for a case too fiddly to play into.
fn set_up(game_type: GameType, placed: &[(&str, (i32, i32))]) -> Position {
    let mut pos = Position::new(game_type);
    for &(name, (q, r)) in placed {
        pos.play_unchecked(Move::Piece(piece(name), Hex::new(q, r)));
    }
    pos
}

#[test]
fn a_throw_down_between_two_high_stacks_is_named() {
    // r=-1        .   .                   wP (0,0); bA1 (1,0) beside it, free to go.
    // r= 0     wB1^2 wP  bA1 bG1          wB1 on wQ (-1,0); bB1 on wG1 (0,1).
    // r= 1       *  bB1^2 bQ              * = (-1,1)
    // bA1 goes up onto wP between (1,-1) (empty) and bB1's stack, then down to (1,-1) or
    // (0,-1); down to * passes between two stacks two high, higher than the Pillbug.
    let pos = set_up(
        GameType::new(false, false, true),
        &[
            ("wP", (0, 0)),
            ("bA1", (1, 0)),
            ("wQ", (-1, 0)),
            ("bQ", (1, 1)),
            ("wG1", (0, 1)),
            ("bB1", (0, 1)),
            ("wB1", (-1, 0)),
            ("bG1", (2, 0)),
        ],
    );
    let to = |q, r| Move::Piece(piece("bA1"), Hex::new(q, r));
    let mut moves = pos.moves_of(piece("bA1"));
    moves.sort_by_key(|m| m.to().map(|h| (h.q, h.r)));
    assert_eq!(moves, [to(0, -1), to(1, -1)]);
    let why = |q, r| match reason(&pos, to(q, r)) {
        Illegal::Unreachable { why, .. } => why,
        other => panic!("{other:?}"),
    };
    assert_eq!(why(-1, 1), Route::ThrowGate);
    assert_eq!(why(3, -1), Route::ThrowOnly);
}
