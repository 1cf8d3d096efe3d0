//! The rules as UHP engines play them (uhp.md), part of the edge cases: the Pillbug and the stun, placement, the Queen's turn, passing and one hive.
//!
//! Every position is a GameString built and checked by hand, drawn in a comment with axial
//! coordinates `(q, r)`: `q` grows east, `r` grows south-east, so a cell's neighbours are
//! NW (q, r-1), NE (q+1, r-1), E (q+1, r), SE (q, r+1), SW (q-1, r+1), W (q-1, r).
//! Rows are drawn offset like hexes; `^n` is a stack n high, named by its top piece; `*`
//! marks a cell of interest. Expected destinations were worked out from the rules, slide by
//! slide, not read off the engine.

use std::collections::BTreeSet;

use crate::common::positions::*;
use crate::common::{Frame, expect_destinations, game, mv, piece, play, reason, refused, strings};
use hive::rules::{Bug, Color, Game, GameState, GameType, Hex, Illegal, Move, Position};

// ---------------------------------------------------------------------------------------
// Pillbug (rules 12, 13).
// ---------------------------------------------------------------------------------------

#[test]
fn throw_only_destinations_leave_out_the_pieces_own_steps() {
    // QUEEN_INTO_HOLE: wQ (0,-1) slides to (0,-2) and (1,-2) by itself; the Pillbug at
    // (0,0) may throw her to its empty neighbours, the hole (-1,0) and (0,1). Those two are
    // throws only. The Black Queen (1,-1) goes anywhere only by a throw: the same two.
    let g = game(QUEEN_INTO_HOLE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    let coords = |name: &str| -> BTreeSet<(i32, i32)> {
        pos.throw_only_destinations(piece(name))
            .into_iter()
            .map(|h| f.coord(h))
            .collect()
    };
    let both = BTreeSet::from([(-1, 0), (0, 1)]);
    assert_eq!(coords("wQ"), both);
    assert_eq!(coords("bQ"), both);
    // wA1 does not touch the Pillbug.
    assert_eq!(coords("wA1"), BTreeSet::new());
    expect_destinations(pos, &f, "wQ", &[(0, -2), (1, -2), (-1, 0), (0, 1)]);
}

#[test]
fn pillbug_walks_one_slide_like_a_queen() {
    // r= 0  wP  wQ  wS1 bS1 bQ  bG1            wP = (-2,0)
    // Slides NE (-1,-1) and SE (-2,1); wQ between it and wS1 is pinned, so no throw.
    let g = game("Base+P;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wP -wQ;bG1 bQ-");
    let f = Frame::new(g.position(), "wS1", (0, 0));
    expect_destinations(g.position(), &f, "wP", &[(-1, -1), (-2, 1)]);
    expect_destinations(g.position(), &f, "wQ", &[]);
}

#[test]
fn pillbug_cannot_throw_through_a_height_gate() {
    // THROW_GATE: bS1 is free (bQ holds on to L), but lifting it onto the Pillbug crosses the
    // edge between L and R, two high each: blocked. Otherwise it would land on (0,-1).
    let g = game(THROW_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    expect_destinations(pos, &f, "bS1", &[]);
    assert_eq!(
        pos.why_immobile(piece("bS1")),
        Some(Illegal::ThrowBlocked(piece("bS1")))
    );
    // wG1's climb onto the Pillbug passes wQ (1) and R (2): allowed, and it comes down to
    // (0,-1) between wQ (1) and L (2); its own jumps are (2,-2), (1,1), (-1,-1).
    expect_destinations(pos, &f, "wG1", &[(2, -2), (1, 1), (-1, -1), (0, -1)]);
}

#[test]
fn throw_and_walk_to_the_same_cell_are_one_move() {
    // THROW_GATE: wQ slides to (0,-1) and (-2,1), and the Pillbug can also throw it to
    // (0,-1): one move, listed once.
    let g = game(THROW_GATE);
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(g.position(), &f, "wQ", &[(0, -1), (-2, 1)]);
}

#[test]
fn pillbug_cannot_throw_a_pinned_piece() {
    // MOSQUITO_PILLBUG: bS1 (1,0) next to the Pillbug holds bQ, bG1, bG2 to the hive.
    let g = game(MOSQUITO_PILLBUG);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    expect_destinations(pos, &f, "bS1", &[]);
    assert_eq!(
        pos.why_immobile(piece("bS1")),
        Some(Illegal::WouldBreakHive(piece("bS1")))
    );
}

#[test]
fn pillbug_cannot_throw_a_stacked_piece() {
    // THROW_GATE: bB1 is on top of bA1 at L, next to the Pillbug.
    let g = game(THROW_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    expect_destinations(pos, &f, "bB1", &[]);
    let throw = Move::Piece(piece("bB1"), f.cell((0, -1)));
    assert_eq!(
        reason(pos, throw),
        Illegal::StackedCannotBeThrown(piece("bB1"))
    );
}

#[test]
fn pillbug_cannot_throw_the_piece_just_moved() {
    // STUN: bB1 stepped next to the Pillbug last ply. It is free (touches wP and bP, which
    // touch each other), and it could otherwise be thrown to (0,-1).
    let g = game(STUN);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(pos.stunned(), Some(piece("bB1")));
    expect_destinations(pos, &f, "bB1", &[]);
    let throw = mv(pos, r"bB1 \wP");
    assert_eq!(reason(pos, throw), Illegal::JustMoved(piece("bB1")));
}

/// STUN after `wS1 -wG3` and `bS1 bQ-`: White to move, nothing stunned, wP free to throw.
fn stun_after_two_quiet_moves() -> Game {
    let mut g = game(STUN);
    play(&mut g, "wS1 -wG3");
    play(&mut g, "bS1 bQ-");
    g
}

#[test]
fn thrown_piece_is_stunned_but_thrower_is_not() {
    // Two quiet moves, then the Pillbug throws bB1 from (1,-1) to (0,-1).
    // r=-1                    bB1                     bB1 = (0,-1)
    // r= 0  wS1 wG3 wG2 wG1 wQ  wP  bP                 wP = (0,0)
    // r= 1                    wA1 bA1 bQ  bS1
    // Black's turn: bB1 may not move. wP is not stunned and not pinned (bB1 ties wQ's side
    // round it), so Black's Pillbug throws it to its free neighbours (1,-1), (2,-1), (2,0).
    let mut g = stun_after_two_quiet_moves();
    play(&mut g, r"bB1 \wP");
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(pos.to_move(), Color::Black);
    assert_eq!(pos.stunned(), Some(piece("bB1")));
    expect_destinations(pos, &f, "bB1", &[]);
    assert_eq!(
        pos.why_immobile(piece("bB1")),
        Some(Illegal::JustMoved(piece("bB1")))
    );
    expect_destinations(pos, &f, "wP", &[(1, -1), (2, -1), (2, 0)]);
}

#[test]
fn throw_named_with_an_opponent_piece_on_your_turn() {
    // White writes `bB1 \wP` (a Black piece) on White's turn; Black answers `wP \bP`.
    let mut g = stun_after_two_quiet_moves();
    let f = Frame::new(g.position(), "wP", (0, 0));
    assert_eq!(g.position().to_move(), Color::White);
    let m = play(&mut g, r"bB1 \wP");
    assert_eq!(m, Move::Piece(piece("bB1"), f.cell((0, -1))));
    assert_eq!(g.position().to_move(), Color::Black);
    let m = play(&mut g, r"wP \bP");
    assert_eq!(m, Move::Piece(piece("wP"), f.cell((1, -1))));
    assert!(g.to_string().ends_with(r";bB1 \wP;wP \bP"), "{g}");
}

#[test]
fn thrown_pillbug_cannot_throw_on_the_next_ply() {
    // Black throws White's Pillbug to (1,-1), next to bB1 (0,-1). On White's turn wP is
    // stunned: it neither moves nor throws, so bB1 (free, not stunned any more) has no
    // moves; unstunned, wP would throw it to (1,-2), (2,-2), (2,-1) or (0,0).
    let mut g = stun_after_two_quiet_moves();
    for m in [r"bB1 \wP", r"wP \bP"] {
        play(&mut g, m);
    }
    let pos = g.position();
    let f = Frame::new(pos, "wQ", (-1, 0));
    assert_eq!(pos.stunned(), Some(piece("wP")));
    expect_destinations(pos, &f, "wP", &[]);
    assert_eq!(
        pos.why_immobile(piece("wP")),
        Some(Illegal::JustMoved(piece("wP")))
    );
    expect_destinations(pos, &f, "bB1", &[]);
    let black: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.piece().is_some_and(|p| p.color() == Color::Black))
        .collect();
    assert!(black.is_empty(), "{:?}", strings(pos, &black));
}

#[test]
fn opponent_queen_thrown_into_a_surround_wins() {
    // The Pillbug lifts bQ (1,-1) over itself (between bS1 and wQ, one high each) and drops
    // her into the hole (-1,0) (between wQ and wG1, one high each): six neighbours, White
    // wins. Her other landing cell is (0,1).
    let mut g = game(QUEEN_INTO_HOLE);
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(g.position(), &f, "bQ", &[(0, 1), (-1, 0)]);
    play(&mut g, "bQ -wP");
    assert_eq!(g.outcome(), GameState::WhiteWins);
    assert!(g.position().legal_moves().is_empty());
    assert!(
        g.to_string().starts_with("Base+P;WhiteWins;Black[8];"),
        "{g}"
    );
}

#[test]
fn no_movement_and_no_throw_before_the_queen() {
    // r= 0  wS1 wP  bS1 bS2      White's third turn, no Queen: wS1 (-1,0) is free and next
    // to the Pillbug, but nothing on the board may move or be thrown; only placements.
    let g = game("Base+P;InProgress;White[3];wP;bS1 wP-;wS1 -wP;bS2 bS1-");
    let pos = g.position();
    let moves = pos.legal_moves();
    assert!(!moves.is_empty());
    for m in &moves {
        let p = m.piece().expect("placements only");
        assert!(!pos.board().is_placed(p), "{}", strings(pos, &[*m])[0]);
    }
    for name in ["wS1", "wP"] {
        assert!(pos.moves_of(piece(name)).is_empty(), "{name}");
        assert_eq!(
            pos.why_immobile(piece(name)),
            Some(Illegal::QueenNotPlaced(Color::White))
        );
    }
}

// ---------------------------------------------------------------------------------------
// Placement, the Queen's turn, passing, one hive (rules 1–6, 14).
// ---------------------------------------------------------------------------------------

#[test]
fn each_side_has_its_set_of_pieces() {
    let all = Position::new(GameType::MLP);
    let base = Position::new(GameType::BASE);
    for c in Color::ALL {
        for (bug, n) in [
            (Bug::Queen, 1),
            (Bug::Spider, 2),
            (Bug::Beetle, 2),
            (Bug::Grasshopper, 3),
            (Bug::Ant, 3),
            (Bug::Mosquito, 1),
            (Bug::Ladybug, 1),
            (Bug::Pillbug, 1),
        ] {
            assert_eq!(all.in_hand(c, bug), n, "{c} {bug}");
            let in_base = if matches!(bug, Bug::Mosquito | Bug::Ladybug | Bug::Pillbug) {
                0
            } else {
                n
            };
            assert_eq!(base.in_hand(c, bug), in_base, "{c} {bug} in Base");
        }
    }
}

#[test]
fn white_opens_at_the_origin_without_the_queen() {
    for (t, bugs) in [(GameType::BASE, 4), (GameType::MLP, 7)] {
        let pos = Position::new(t);
        let moves = pos.legal_moves();
        assert_eq!(moves.len(), bugs, "{t}");
        for m in moves {
            assert_eq!(m.to(), Some(Hex::ORIGIN));
            assert_ne!(m.piece().map(|p| p.bug()), Some(Bug::Queen));
        }
    }
    let mut g = Game::new(GameType::BASE);
    assert_eq!(refused(&mut g, "wQ"), Illegal::QueenOnFirstTurn);
}

#[test]
fn black_opens_touching_white_without_the_queen() {
    // Six cells round the origin, four bugs (no Queen), one move per bug and cell.
    let g = game("Base;InProgress;Black[1];wS1");
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 24);
    let ring = set(&[(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]);
    assert_eq!(cells(&f, &moves), ring);
    assert!(
        moves
            .iter()
            .all(|m| m.piece().is_some_and(|p| p.bug() != Bug::Queen))
    );
    let mut g = g;
    assert_eq!(refused(&mut g, "bQ wS1-"), Illegal::QueenOnFirstTurn);
    let apart = Move::Piece(piece("bS1"), f.cell((2, 0)));
    assert_eq!(reason(g.position(), apart), Illegal::FirstPlacementApart);
}

#[test]
fn fourth_turn_without_queen_allows_only_queen_placements() {
    // White: the free cells touching wS1, wS2, wB1 and not bS1: (-2,-1) (-1,-1) (0,-1)
    // (-3,0) (-3,1) (-2,1) (-1,1); (1,-1) and (0,1) touch bS1.
    let mut g = game(FOURTH_TURN);
    let f = Frame::new(g.position(), "wS1", (0, 0));
    let moves = g.position().legal_moves();
    assert!(moves.iter().all(|m| m.piece() == Some(piece("wQ"))));
    let want = set(&[
        (-2, -1),
        (-1, -1),
        (0, -1),
        (-3, 0),
        (-3, 1),
        (-2, 1),
        (-1, 1),
    ]);
    assert_eq!(moves.len(), 7);
    assert_eq!(cells(&f, &moves), want);
    assert_eq!(
        refused(&mut g, "wA1 -wB1"),
        Illegal::MustPlaceQueen(Color::White)
    );
    // Black, also queenless on its fourth turn: the mirror image.
    play(&mut g, "wQ -wB1");
    let moves = g.position().legal_moves();
    assert!(moves.iter().all(|m| m.piece() == Some(piece("bQ"))));
    let want = set(&[(2, -1), (3, -1), (4, -1), (4, 0), (1, 1), (2, 1), (3, 1)]);
    assert_eq!(moves.len(), 7);
    assert_eq!(cells(&f, &moves), want);
}

#[test]
fn beetle_is_placed_on_the_ground_like_any_piece() {
    let mut g = game("Base;InProgress;White[2];wS1;bS1 wS1-");
    assert_eq!(refused(&mut g, "wB1 wS1"), Illegal::PlaceOnOccupied);
    for m in g.position().legal_moves() {
        assert_eq!(
            g.position().board().height_at(m.to().expect("a placement")),
            0
        );
    }
}

#[test]
fn pieces_enter_in_number_order() {
    let mut g = Game::new(GameType::BASE);
    assert_eq!(
        refused(&mut g, "wS2"),
        Illegal::OutOfOrder {
            piece: piece("wS2"),
            expected: piece("wS1")
        }
    );
    play(&mut g, "wS1");
    play(&mut g, "bG1 wS1-");
    assert_eq!(
        refused(&mut g, "wG2 -wS1"),
        Illegal::OutOfOrder {
            piece: piece("wG2"),
            expected: piece("wG1")
        }
    );
    play(&mut g, "wS2 -wS1");
}

#[test]
fn pinned_pieces_cannot_move() {
    // LINE: wQ and wS1 each hold part of the hive; the top of a stack never does (see the
    // Beetles above), and the end Ant is free.
    let g = game(LINE);
    let pos = g.position();
    for name in ["wQ", "wS1"] {
        assert!(pos.moves_of(piece(name)).is_empty(), "{name}");
        assert_eq!(
            pos.why_immobile(piece(name)),
            Some(Illegal::WouldBreakHive(piece(name)))
        );
    }
    assert_eq!(pos.why_immobile(piece("wA1")), None);
}

#[test]
fn forced_pass_is_the_only_move() {
    // The White Beetle walked round and climbed onto the Black Queen:
    // r= 0  wG1   wQ    wS1   bS1   wB1^2      wS1 = (0,0), bQ under wB1 at (2,0)
    // Black: bQ is covered; bS1 holds the stack to the hive (pinned); every free cell next
    // to bS1 touches wS1 or the White-topped stack. Nothing to place, nothing to move.
    let mut g = game(
        r"Base;InProgress;Black[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bQ bS1\;wB1 \bS1;bQ bS1-;wB1 bS1/;bQ bS1\;wG1 -wQ;bQ bS1-;wB1 bQ",
    );
    let pos = g.position();
    assert_eq!(pos.legal_moves(), vec![Move::Pass]);
    assert_eq!(pos.check(Move::Pass), Ok(()));
    assert_eq!(
        pos.why_immobile(piece("bQ")),
        Some(Illegal::Covered {
            piece: piece("bQ"),
            by: piece("wB1")
        })
    );
    assert_eq!(
        pos.why_immobile(piece("bS1")),
        Some(Illegal::WouldBreakHive(piece("bS1")))
    );
    assert_eq!(
        refused(&mut g, r"bS2 \bS1"),
        Illegal::PlacementTouchesOpponent
    );
    play(&mut g, "pass");
    assert_eq!(g.outcome(), GameState::InProgress);
    assert!(g.to_string().ends_with(";wB1 bQ;pass"), "{g}");
}

#[test]
fn pass_clears_the_stun() {
    // After Black's forced pass nothing is stunned: wB1, which moved two plies ago, steps
    // down from the Queen to any of its six neighbours.
    let mut g = game(
        r"Base;InProgress;Black[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bQ bS1\;wB1 \bS1;bQ bS1-;wB1 bS1/;bQ bS1\;wG1 -wQ;bQ bS1-;wB1 bQ",
    );
    play(&mut g, "pass");
    let pos = g.position();
    assert_eq!(pos.stunned(), None);
    let f = Frame::new(pos, "wS1", (0, 0));
    expect_destinations(
        pos,
        &f,
        "wB1",
        &[(2, -1), (3, -1), (3, 0), (2, 1), (1, 1), (1, 0)],
    );
}

#[test]
fn repeating_a_position_does_not_end_the_game() {
    let start = "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-";
    let mut g = game(start);
    let first = g.position().clone();
    for _ in 0..3 {
        for m in [r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-"] {
            play(&mut g, m);
        }
        let pos = g.position();
        assert_eq!(pos.state(), GameState::InProgress);
        assert_eq!(pos.board(), first.board());
        assert_eq!(pos.stunned(), first.stunned());
        let again: BTreeSet<String> = strings(pos, &pos.legal_moves()).into_iter().collect();
        let before: BTreeSet<String> = strings(&first, &first.legal_moves()).into_iter().collect();
        assert_eq!(again, before);
    }
}
