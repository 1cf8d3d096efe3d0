//! The rules as UHP engines play them (uhp.md), part of the edge cases: the end of the game, long and drifting hives, GameStrings, and every reason a move is refused.
//!
//! Every position is a GameString built and checked by hand, drawn in a comment with axial
//! coordinates `(q, r)`: `q` grows east, `r` grows south-east, so a cell's neighbours are
//! NW (q, r-1), NE (q+1, r-1), E (q+1, r), SE (q, r+1), SW (q-1, r+1), W (q-1, r).
//! Rows are drawn offset like hexes; `^n` is a stack n high, named by its top piece; `*`
//! marks a cell of interest. Expected destinations were worked out from the rules, slide by
//! slide, not read off the engine.

use std::collections::BTreeSet;

use crate::common::positions::*;
use crate::common::{
    Frame, expect_destinations, game, game_string, mv, piece, play, reason, refused,
};
use hive::rules::{
    Bug, Color, Direction, Game, GameState, GameType, Hex, Illegal, Move, Position, Route,
};

// ---------------------------------------------------------------------------------------
// The end of the game (rule 15).
// ---------------------------------------------------------------------------------------

#[test]
fn both_queens_surrounded_is_a_draw() {
    // wA3 slides from (-1,2) into (0,1) (flanks wA1 and the empty (0,2)): the sixth
    // neighbour of both Queens at once.
    let mut g = game(BOTH_QUEENS);
    assert_eq!(g.outcome(), GameState::InProgress);
    play(&mut g, "wA3 /bQ");
    assert_eq!(g.outcome(), GameState::Draw);
    assert!(g.to_string().starts_with("Base;Draw;Black[7];"), "{g}");
}

#[test]
fn surrounding_your_own_queen_loses() {
    // As BOTH_QUEENS, but bA3 went to (3,0), so bQ keeps the free (2,-1): filling (0,1)
    // surrounds only White's Queen, and White may do it.
    let mut g = game(
        r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bA2-;wA3 wA1\;bG1 bA3-",
    );
    let m = mv(g.position(), "wA3 /bQ");
    assert!(g.position().legal_moves().contains(&m));
    play(&mut g, "wA3 /bQ");
    assert_eq!(g.outcome(), GameState::BlackWins);
}

#[test]
fn finished_game_has_no_moves() {
    let mut g = game(BOTH_QUEENS);
    play(&mut g, "wA3 /bQ");
    let pos = g.position();
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.check(Move::Pass), Err(Illegal::GameOver));
    assert_eq!(pos.why_immobile(piece("bA1")), Some(Illegal::GameOver));
    assert_eq!(refused(&mut g, r"bA1 bA1\"), Illegal::GameOver);
    assert_eq!(refused(&mut g, "pass"), Illegal::GameOver);
}

// ---------------------------------------------------------------------------------------
// Long and drifting hives.
// ---------------------------------------------------------------------------------------

const WHITE_LINE: [&str; 14] = [
    "wS1", "wQ", "wS2", "wB1", "wB2", "wG1", "wG2", "wG3", "wM", "wL", "wP", "wA1", "wA2", "wA3",
];
const BLACK_LINE: [&str; 14] = [
    "bS1", "bQ", "bS2", "bB1", "bB2", "bG1", "bG2", "bG3", "bM", "bL", "bP", "bA1", "bA2", "bA3",
];

/// All 28 pieces in one row: White's westwards from wS1 (0,0) to wA3 (-13,0), Black's
/// eastwards from bS1 (1,0) to bA3 (14,0).
fn long_line() -> Game {
    let mut moves = vec!["wS1".to_string(), "bS1 wS1-".to_string()];
    for i in 1..14 {
        moves.push(format!("{} -{}", WHITE_LINE[i], WHITE_LINE[i - 1]));
        moves.push(format!("{} {}-", BLACK_LINE[i], BLACK_LINE[i - 1]));
    }
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    game(&game_string("Base+MLP;InProgress;White[15]", &moves))
}

/// The rim of a row of pieces `q0..=q1` on r = 0, as reached by an Ant that started at
/// `start` on that row's end: r=-1 q0..=q1+1, r=1 q0-1..=q1, and both ends but the start.
fn rim_of_row(q0: i32, q1: i32, start: (i32, i32)) -> Vec<(i32, i32)> {
    let mut out: Vec<(i32, i32)> = (q0..=q1 + 1).map(|q| (q, -1)).collect();
    out.extend((q0 - 1..=q1).map(|q| (q, 1)));
    out.extend([(q0 - 1, 0), (q1 + 1, 0)]);
    out.retain(|&c| c != start);
    out
}

#[test]
fn hive_of_all_28_pieces_in_one_line() {
    let mut g = long_line();
    let pos = g.position();
    assert_eq!(pos.board().len(), 28);
    for c in Color::ALL {
        for bug in Bug::ALL {
            assert_eq!(pos.in_hand(c, bug), 0, "{c} {bug}");
        }
    }
    // Only the end Ant is free: the others hold the row together, and the Pillbugs'
    // neighbours are pinned too. It reaches all 57 cells round the other 27.
    let f = Frame::new(pos, "wS1", (0, 0));
    assert_eq!(pos.legal_moves().len(), 57);
    expect_destinations(pos, &f, "wA3", &rim_of_row(-12, 14, (-13, 0)));
    // It walks to the far end, 28 cells east. Now every Black piece is inside the row.
    play(&mut g, "wA3 bA3-");
    assert_eq!(g.position().legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    // Both White Ants at the ends are free (nothing is stunned after a pass).
    let pos = g.position();
    let f = Frame::new(pos, "bS1", (1, 0));
    assert_eq!(pos.legal_moves().len(), 114);
    expect_destinations(pos, &f, "wA2", &rim_of_row(-11, 15, (-12, 0)));
    expect_destinations(pos, &f, "wA3", &rim_of_row(-12, 14, (15, 0)));
}

/// Opening for the walking hive: wA1 (0,0), bA1 (1,0), wQ (-1,1), bQ (1,1); White to move.
/// ```text
/// r= 0    wA1 bA1
/// r= 1  wQ      bQ
/// ```
const WALKER: &str = r"Base;InProgress;White[3];wA1;bA1 wA1-;wQ /wA1;bQ bA1\";

/// Four plies that move the whole hive one cell east: wQ, bA1, wA1, bQ each slide E.
/// (wQ: flanks wA1 and empty; bA1 is not pinned, wA1 and bQ touch wQ; wA1 is then a leaf;
/// bQ: wA1 touches bA1 and wQ.)
fn walk_east(g: &mut Game) {
    for name in ["wQ", "bA1", "wA1", "bQ"] {
        let p = piece(name);
        let from = g.position().board().position(p).expect("on the board");
        let m = Move::Piece(p, from.neighbor(Direction::East));
        if let Err(e) = g.play(m) {
            panic!("{name} east: {e}\n{:?}", g.position());
        }
    }
}

/// Every legal move as (piece, destination relative to wA1).
fn moves_relative_to_wa1(pos: &Position) -> BTreeSet<(String, (i32, i32))> {
    let f = Frame::new(pos, "wA1", (0, 0));
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            (
                m.piece().map(|p| p.to_string()).unwrap_or_default(),
                m.to().map(|c| f.coord(c)).unwrap_or_default(),
            )
        })
        .collect()
}

#[test]
fn hive_drifts_far_away_after_many_moves() {
    let mut g = game(WALKER);
    let start = g.position().board().position(piece("wA1")).expect("placed");
    let f = Frame::new(g.position(), "wA1", (0, 0));
    expect_destinations(g.position(), &f, "wQ", &[(-1, 0), (0, 1)]);
    let before = moves_relative_to_wa1(g.position());
    for _ in 0..50 {
        walk_east(&mut g);
    }
    let pos = g.position();
    assert_eq!(
        pos.board().position(piece("wA1")),
        Some(start + Hex::new(50, 0))
    );
    let f = Frame::new(pos, "wA1", (0, 0));
    expect_destinations(pos, &f, "wQ", &[(-1, 0), (0, 1)]);
    assert_eq!(moves_relative_to_wa1(pos), before);
    assert_eq!(game(&g.to_string()).position(), pos);
}

#[test]
fn very_long_game_keeps_counting_turns() {
    // UHP has no move limit: after 65,604 plies (more than 2^16) it is White's turn 32,803.
    let mut g = game(WALKER);
    for _ in 0..16_400 {
        walk_east(&mut g);
    }
    assert_eq!(g.moves().len(), 4 + 4 * 16_400);
    assert_eq!(g.position().turn_string(), "White[32803]");
    assert_eq!(g.outcome(), GameState::InProgress);
}

// ---------------------------------------------------------------------------------------
// GameStrings.
// ---------------------------------------------------------------------------------------

#[test]
fn game_string_state_and_turn_are_recomputed_from_the_moves() {
    let g = game("Base;Draw;Black[9];wS1;bS1 wS1-;");
    assert_eq!(g.to_string(), "Base;InProgress;White[2];wS1;bS1 wS1-");
    assert_eq!(game("Base+MLP").to_string(), "Base+MLP;NotStarted;White[1]");
}

// ---------------------------------------------------------------------------------------
// Why a piece cannot move.
// ---------------------------------------------------------------------------------------

#[test]
fn why_immobile_names_covered_pinned_stunned_and_queenless_pieces() {
    let seven = game(SEVEN);
    for name in ["wS1", "wB1", "wB2", "wM"] {
        assert_eq!(
            seven.position().why_immobile(piece(name)),
            Some(Illegal::Covered {
                piece: piece(name),
                by: piece("bM")
            }),
            "{name}"
        );
    }
    let line = game(LINE);
    assert_eq!(
        line.position().why_immobile(piece("wS1")),
        Some(Illegal::WouldBreakHive(piece("wS1")))
    );
    assert_eq!(
        line.position().why_immobile(piece("bQ")),
        Some(Illegal::NotYourPiece {
            piece: piece("bQ"),
            owner: Color::Black,
            mover: Color::White
        })
    );
    assert_eq!(
        game(STUN).position().why_immobile(piece("bB1")),
        Some(Illegal::JustMoved(piece("bB1")))
    );
    assert_eq!(
        game("Base;InProgress;White[2];wS1;bS1 wS1-")
            .position()
            .why_immobile(piece("wS1")),
        Some(Illegal::QueenNotPlaced(Color::White))
    );
    assert_eq!(
        game(QUEEN_GATE).position().why_immobile(piece("wQ")),
        Some(Illegal::NoRoom(piece("wQ")))
    );
    // A Mosquito touching only the other Mosquito copies nothing (a tester was told "no
    // room to slide out").
    let mosquitoes = game(
        r"Base+M;InProgress;White[6];wM;bM wM-;wQ -wM;bQ bM-;wQ \wM;bQ bM\;wQ \bM;bQ bM-;wQ bM/;bS1 bQ-",
    );
    assert_eq!(
        mosquitoes.position().why_immobile(piece("wM")),
        Some(Illegal::CopiesNothing(piece("wM")))
    );
    // Black must pass: every free cell beside bS1 and bQ touches White. Asked why bB1
    // cannot be placed anywhere, the answer is that, not the cell it was asked about.
    let stuck = game(
        r"Base;InProgress;Black[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bQ bS1\;wB1 \bS1;bQ bS1-;wB1 bS1/;bQ bS1\;wG1 -wQ;bQ bS1-;wB1 bQ",
    );
    assert_eq!(stuck.position().legal_moves(), [Move::Pass]);
    assert_eq!(
        stuck.position().why_unplaceable(piece("bB1")),
        Some(Illegal::NowhereToPlace(Color::Black))
    );
    assert_eq!(
        stuck.position().why_unplaceable(piece("bS2")),
        Some(Illegal::NowhereToPlace(Color::Black))
    );
    // Out of order still says so first.
    assert_eq!(
        stuck.position().why_unplaceable(piece("bB2")),
        Some(Illegal::OutOfOrder {
            piece: piece("bB2"),
            expected: piece("bB1")
        })
    );
    let gate = game(THROW_GATE);
    assert_eq!(
        gate.position().why_immobile(piece("bB1")),
        Some(Illegal::StackedCannotBeThrown(piece("bB1")))
    );
    assert_eq!(
        gate.position().why_immobile(piece("bA1")),
        Some(Illegal::Covered {
            piece: piece("bA1"),
            by: piece("bB1")
        })
    );
}

// ---------------------------------------------------------------------------------------
// Every reason a move is refused, where it applies.
// ---------------------------------------------------------------------------------------

#[test]
fn refused_after_the_end_game_over() {
    let mut g = game(BOTH_QUEENS);
    play(&mut g, "wA3 /bQ");
    assert_eq!(refused(&mut g, "bA2 bA1-"), Illegal::GameOver);
}

#[test]
fn refused_pass_with_moves_cannot_pass() {
    let mut g = Game::new(GameType::BASE);
    assert_eq!(refused(&mut g, "pass"), Illegal::CannotPass(Color::White));
    let mut g = game(LINE);
    assert_eq!(refused(&mut g, "pass"), Illegal::CannotPass(Color::White));
}

#[test]
fn refused_expansion_piece_not_in_game() {
    let mut g = Game::new(GameType::BASE);
    assert_eq!(
        refused(&mut g, "wM"),
        Illegal::NotInGame {
            piece: piece("wM"),
            game_type: GameType::BASE
        }
    );
    let mut g = game("Base+ML;InProgress;White[2];wS1;bS1 wS1-");
    assert!(matches!(
        refused(&mut g, "wP -wS1"),
        Illegal::NotInGame { .. }
    ));
}

#[test]
fn refused_opponent_piece_not_your_piece() {
    let mut g = Game::new(GameType::BASE);
    assert_eq!(
        refused(&mut g, "bS1"),
        Illegal::NotYourPiece {
            piece: piece("bS1"),
            owner: Color::Black,
            mover: Color::White
        }
    );
    // Moving a Black piece on White's turn with no Pillbug about.
    let mut g = game(LINE);
    assert!(matches!(
        refused(&mut g, "bA1 bQ/"),
        Illegal::NotYourPiece { .. }
    ));
}

#[test]
fn refused_second_piece_first_out_of_order() {
    let mut g = Game::new(GameType::MLP);
    assert_eq!(
        refused(&mut g, "wA3"),
        Illegal::OutOfOrder {
            piece: piece("wA3"),
            expected: piece("wA1")
        }
    );
}

#[test]
fn refused_queen_first_queen_on_first_turn() {
    let mut g = Game::new(GameType::MLP);
    assert_eq!(refused(&mut g, "wQ"), Illegal::QueenOnFirstTurn);
}

#[test]
fn refused_other_bug_on_fourth_turn_must_place_queen() {
    let mut g = game(FOURTH_TURN);
    assert_eq!(
        refused(&mut g, "wG1 -wB1"),
        Illegal::MustPlaceQueen(Color::White)
    );
}

#[test]
fn refused_move_before_queen_queen_not_placed() {
    let mut g = game("Base;InProgress;White[2];wS1;bS1 wS1-");
    assert_eq!(
        refused(&mut g, r"wS1 \bS1"),
        Illegal::QueenNotPlaced(Color::White)
    );
}

#[test]
fn refused_placement_onto_a_piece_place_on_occupied() {
    let mut g = game("Base;InProgress;White[2];wS1;bS1 wS1-");
    assert_eq!(refused(&mut g, "wG1 bS1"), Illegal::PlaceOnOccupied);
}

#[test]
fn refused_black_opening_away_from_white_first_placement_apart() {
    let g = game("Base;InProgress;Black[1];wS1");
    let f = Frame::new(g.position(), "wS1", (0, 0));
    let apart = Move::Piece(piece("bA1"), f.cell((0, -2)));
    assert_eq!(reason(g.position(), apart), Illegal::FirstPlacementApart);
}

#[test]
fn refused_placement_away_from_own_pieces_not_touching_own() {
    let g = game("Base;InProgress;White[2];wS1;bS1 wS1-");
    let f = Frame::new(g.position(), "wS1", (0, 0));
    let far = Move::Piece(piece("wA1"), f.cell((-3, 0)));
    assert_eq!(reason(g.position(), far), Illegal::PlacementNotTouchingOwn);
}

#[test]
fn refused_placement_next_to_opponent_touches_opponent() {
    let mut g = game("Base;InProgress;White[2];wS1;bS1 wS1-");
    // (1,-1) touches wS1 and bS1; (2,0) touches only bS1.
    assert_eq!(
        refused(&mut g, "wA1 wS1/"),
        Illegal::PlacementTouchesOpponent
    );
    assert_eq!(
        refused(&mut g, "wA1 bS1-"),
        Illegal::PlacementTouchesOpponent
    );
}

#[test]
fn refused_covered_piece_covered() {
    let mut g = game(SEVEN);
    assert_eq!(
        refused(&mut g, r"wB1 \wQ"),
        Illegal::Covered {
            piece: piece("wB1"),
            by: piece("bM")
        }
    );
}

#[test]
fn refused_throw_of_the_piece_just_moved_just_moved() {
    let mut g = game(STUN);
    assert_eq!(
        refused(&mut g, r"bB1 \wP"),
        Illegal::JustMoved(piece("bB1"))
    );
}

#[test]
fn refused_pinned_piece_would_break_hive() {
    let mut g = game(LINE);
    // The mover itself as reference: wS1 to its own north-east (1,-1).
    assert_eq!(
        refused(&mut g, "wS1 wS1/"),
        Illegal::WouldBreakHive(piece("wS1"))
    );
}

#[test]
fn refused_gated_piece_no_room() {
    let mut g = game(QUEEN_GATE);
    assert_eq!(refused(&mut g, "wQ wQ-"), Illegal::NoRoom(piece("wQ")));
}

#[test]
fn refused_cell_out_of_reach_unreachable() {
    let mut g = game("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    // (-1,-1): next to the Queen but to nothing else.
    assert_eq!(
        refused(&mut g, r"wQ \wQ"),
        Illegal::Unreachable {
            piece: piece("wQ"),
            why: Route::LosesTouch
        }
    );
    let mut g = game(LINE);
    assert_eq!(
        refused(&mut g, "wA1 -wA1"),
        Illegal::Unreachable {
            piece: piece("wA1"),
            why: Route::Detached
        }
    );
}

#[test]
fn refused_throw_of_a_stacked_piece_stacked_cannot_be_thrown() {
    let mut g = game(THROW_GATE);
    assert_eq!(
        refused(&mut g, r"bB1 \wP"),
        Illegal::StackedCannotBeThrown(piece("bB1"))
    );
}
