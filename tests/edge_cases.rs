//! The rules as UHP engines play them, one test per rule and per known edge case (uhp.md).
//!
//! Every position is a GameString built and checked by hand, drawn in a comment with axial
//! coordinates `(q, r)`: `q` grows east, `r` grows south-east, so a cell's neighbours are
//! NW (q, r-1), NE (q+1, r-1), E (q+1, r), SE (q, r+1), SW (q-1, r+1), W (q-1, r).
//! Rows are drawn offset like hexes; `^n` is a stack n high, named by its top piece; `*`
//! marks a cell of interest. Expected destinations were worked out from the rules, slide by
//! slide, not read off the engine.

mod common;

use std::collections::BTreeSet;

use common::{
    Frame, destinations, expect_destinations, game, game_string, mv, piece, play, reason, refused,
    strings, walk,
};
use hive::rules::{
    Bug, Cell, Color, Direction, Game, GameState, GameType, Illegal, Move, Position,
};

/// The placements in the legal move list, as (piece, cell) pairs.
fn placements(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.piece().is_some_and(|p| !pos.board().is_placed(p)))
        .collect()
}

fn cells(frame: &Frame, moves: &[Move]) -> BTreeSet<(i32, i32)> {
    moves
        .iter()
        .filter_map(|m| m.to())
        .map(|c| frame.coord(c))
        .collect()
}

fn set(cells: &[(i32, i32)]) -> BTreeSet<(i32, i32)> {
    cells.iter().copied().collect()
}

// ---------------------------------------------------------------------------------------
// Positions used by several tests.
// ---------------------------------------------------------------------------------------

/// A line; White to move.
/// ```text
/// r= 0  wA1 wQ  wS1 bS1 bQ  bA1        q = -2 .. 3
/// ```
const LINE: &str = "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-";

/// The White Queen (1,0) is ringed: its only empty neighbour `*` (2,0) lies between wG2
/// (2,-1) and wB1 (1,1), a gate. The ring wS1-wG1-wG2-wQ-wB1-wB2 means nothing is pinned.
/// ```text
/// r=-1                            wG1 wG2
/// r= 0  bA1 bB1 bG2 bG1 bQ  bS1 wS1 wQ   *          wS1 = (0,0)
/// r= 1                            wB2 wB1
/// ```
const QUEEN_GATE: &str = r"Base;InProgress;White[7];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wG1 wS1/;bG1 -bQ;wG2 wG1-;bG2 -bG1;wB1 wQ\;bB1 -bG2;wB2 wS1\;bA1 -bB1";

/// Ring of eight White pieces round the rhombus (0,0) (1,0) (0,1) (1,1), with the Spider
/// inside it at (0,0) or just outside at (-1,0); wG1 (3,0) ties on the Black line.
/// ```text
/// r=-1        wG3 wB2
/// r= 0   .   a   b  wQ  wG1 bG1 bQ  bS1 bS2 bB1 bB2 bG2 bG3 bA1 bA2
/// r= 1    wA3  c   X  wB1
/// r= 2      wA2 wA1 wG2
/// ```
/// `a` (0,0), `b` (1,0), `c` (0,1), `X` (1,1), the `.` left of `a` is (-1,0); wG3 (1,-1),
/// wB2 (2,-1), wQ (2,0), wB1 (2,1), wG2 (1,2), wA1 (0,2), wA2 (-1,2), wA3 (-1,1).
fn spider_ring(last_white: &str) -> String {
    let moves = [
        "wG1",
        "bG1 wG1-",
        "wQ -wG1",
        "bQ bG1-",
        "wB1 /wG1",
        "bS1 bQ-",
        r"wB2 \wQ",
        "bS2 bS1-",
        "wG2 /wB1",
        "bB1 bS2-",
        "wG3 -wB2",
        "bB2 bB1-",
        "wA1 -wG2",
        "bG2 bB2-",
        "wA2 -wA1",
        "bG3 bG2-",
        r"wA3 \wA2",
        "bA1 bG3-",
        last_white,
        "bA2 bA1-",
    ];
    game_string("Base;InProgress;White[11]", &moves)
}

/// Four Beetles and two Mosquitoes climb onto wS1 (0,0): a stack of seven, Black on top.
/// ```text
/// r= 0  wG2   wG1   wA1   wQ    bM^7  bS1   bQ        bM^7 = (0,0)
/// ```
const SEVEN: &str = r"Base+M;InProgress;White[12];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bS1/;wB1 wS1;bB1 \bS1;wB2 wQ\;bB1 wB1;wB2 bB1;bB2 bS1/;wM wQ\;bB2 \bS1;wM wB2;bB2 wM;wA1 -wQ;bM bS1/;wG1 -wA1;bM \bS1;wG2 -wG1;bM bB2";

/// A Beetle gate: wB1 stands on wS1 at A (0,0); B (1,0) is bS1; the cells flanking A→B are
/// two stacks of two, L (1,-1) = bA1+bB1 and R (0,1) = wA1+wB2.
/// ```text
/// r=-1           bB1^2
/// r= 0  wQ    wB1^2 bS1   bQ    bG1   bG2           wB1^2 = A = (0,0)
/// r= 1           wB2^2
/// ```
const BEETLE_GATE: &str = r"Base;InProgress;White[9];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bS1/;wB1 wS1;bA1 bQ-;wA1 wQ\;bA1 \bS1;wA1 /bS1;bB1 bA1;wB2 wQ\;bG1 bQ-;wB2 wA1;bG2 bG1-";

/// The same gate with the Ladybug on the ground at A (0,0) and wG1 at (-1,1).
/// ```text
/// r=-1           bB1^2
/// r= 0  wQ    wL    bS1   bQ    bG1                 wL = A = (0,0)
/// r= 1     wG1   wB1^2
/// ```
const LADYBUG_GATE: &str = r"Base+L;InProgress;White[8];wL;bS1 wL-;wQ -wL;bQ bS1-;wA1 wQ\;bB1 bS1/;wA1 /bS1;bA1 bQ-;wB1 wQ\;bA1 \bS1;wB1 wA1;bB1 bA1;wG1 wQ\;bG1 bQ-";

/// The Pillbug at (0,0) between two stacks of two: L (1,-1) = bA1+bB1, R (0,1) = wA1+wB1.
/// bS1 (1,0) would be lifted through the gate L|R onto the Pillbug.
/// ```text
/// r=-2                    bG1
/// r=-1       *   bB1^2 bQ                           * = (0,-1)
/// r= 0  wQ    wP    bS1                             wP = (0,0)
/// r= 1     wG1   wB1^2
/// ```
const THROW_GATE: &str = r"Base+P;InProgress;White[8];wP;bS1 wP-;wQ -wP;bQ bS1/;wA1 wQ\;bB1 \bQ;wA1 /bS1;bA1 bQ-;wB1 wQ\;bA1 \bS1;wB1 wA1;bB1 bA1;wG1 wQ\;bG1 bQ/";

/// A Mosquito (0,-1) beside the Pillbug (0,0); both are pinned (wA1 hangs on the Mosquito,
/// the Black line hangs on the Pillbug).
/// ```text
/// r=-2  wA1
/// r=-1    wM
/// r= 0  wQ  wP  bS1 bQ  bG1 bG2             wP = (0,0)
/// ```
const MOSQUITO_PILLBUG: &str =
    r"Base+MP;InProgress;White[5];wP;bS1 wP-;wQ -wP;bQ bS1-;wM \wP;bG1 bQ-;wA1 \wM;bG2 bG1-";

/// The Mosquito climbed (as a Beetle) onto the Queen at (-1,0), beside the Pillbug.
/// ```text
/// r=-1           wB1
/// r= 0  wG1   wM^2  wP    bS1   bQ    bG1   bG2   bG3   bA1    wP = (0,0)
/// ```
const STACKED_MOSQUITO: &str = r"Base+MP;InProgress;White[7];wP;bS1 wP-;wQ -wP;bQ bS1-;wB1 \wP;bG1 bQ-;wM -wB1;bG2 bG1-;wM wQ;bG3 bG2-;wG1 -wM;bA1 bG3-";

/// Pillbugs face to face: White's at (0,0), Black's at (1,0); bB1 just stepped to (1,-1).
/// ```text
/// r=-1                    bB1
/// r= 0  wG3 wG2 wG1 wQ  wP  bP                         wP = (0,0)
/// r= 1                wA1 bA1 bQ
/// ```
const STUN: &str = r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP";

/// The hole `*` (-1,0) is ringed by six White pieces; the Black Queen (1,-1) touches the
/// White Pillbug (0,0), and a throw drops her into the hole.
/// ```text
/// r=-1        wA1 wQ  bQ
/// r= 0  wG2 wA2  *  wP  bS1 bA1 bA2 bG1 bG2     wP = (0,0)
/// r= 1        wA3 wG1
/// ```
const QUEEN_INTO_HOLE: &str = r"Base+P;InProgress;White[8];wP;bS1 wP-;wQ \wP;bQ bS1/;wA1 -wQ;bA1 bS1-;wA2 /wA1;bA2 bA1-;wA3 wA2\;bG1 bA2-;wG1 wA3-;bQ \bS1;wG2 -wA2;bG2 bG1-";

/// The Queens touch; each has one empty neighbour, the shared cell `*` (0,1).
/// ```text
/// r=-1    wS1 bS1 bA3
/// r= 0  wA2 wQ  bQ  bA2 bG1                   wQ = (0,0)
/// r= 1    wA1  *  bA1
/// r= 2      wA3
/// ```
const BOTH_QUEENS: &str = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bS1-;wA3 wA1\;bG1 bA2-";

/// White has placed three pieces and no Queen; it is White's fourth turn.
/// ```text
/// r= 0  wB1 wS2 wS1 bS1 bS2 bB1               wS1 = (0,0)
/// ```
const FOURTH_TURN: &str =
    "Base;InProgress;White[4];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-;wB1 -wS2;bB1 bS2-";

// ---------------------------------------------------------------------------------------
// Slides, gates and keeping contact (rules 7, 8).
// ---------------------------------------------------------------------------------------

#[test]
fn queen_slides_one_cell_and_keeps_contact_with_the_hive() {
    // r=-1     .   .                 (-1,-1) (0,-1)
    // r= 0   .  wQ  wS1 bS1 bQ       wQ = (-1,0), (-2,0)
    // r= 1     .   .                 (-2,1) (-1,1)
    // NE (0,-1): flanks (-1,-1) empty, wS1 occupied: a slide. SE (-1,1) likewise.
    // NW (-1,-1), W (-2,0), SW (-2,1): both flanks empty, the Queen would leave the hive.
    let g = game("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    let f = Frame::new(g.position(), "wS1", (0, 0));
    expect_destinations(g.position(), &f, "wQ", &[(0, -1), (-1, 1)]);
}

#[test]
fn queen_cannot_slide_through_a_gate() {
    let g = game(QUEEN_GATE);
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    expect_destinations(pos, &f, "wQ", &[]);
    assert_eq!(
        pos.why_immobile(piece("wQ")),
        Some(Illegal::NoRoom(piece("wQ")))
    );
    let into_gate = Move::Piece(piece("wQ"), f.cell((2, 0)));
    assert_eq!(reason(pos, into_gate), Illegal::NoRoom(piece("wQ")));
}

#[test]
fn beetle_on_the_ground_climbs_but_cannot_slide_through_a_gate() {
    // As QUEEN_GATE, with the Beetle in the Queen's place:
    // r=-1                            wQ  wG1
    // r= 0  bA1 bB1 bG2 bG1 bQ  bS1 wS1 wB1  *         wS1 = (0,0), * = (2,0)
    // r= 1                            wB2 wG2
    // wB1 (1,0) may climb onto any of its five neighbours (all one high), but the step E to
    // the empty (2,0) is a ground slide between wG1 (2,-1) and wG2 (1,1): a gate.
    let g = game(
        r"Base;InProgress;White[7];wS1;bS1 -wS1;wB1 wS1-;bQ -bS1;wQ wS1/;bG1 -bQ;wG1 wQ-;bG2 -bG1;wG2 wB1\;bB1 -bG2;wB2 wS1\;bA1 -bB1",
    );
    let f = Frame::new(g.position(), "wS1", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wB1",
        &[(1, -1), (2, -1), (1, 1), (0, 1), (0, 0)],
    );
}

#[test]
fn ant_cannot_use_its_own_start_as_support() {
    // LINE: the Ant at the west end (-2,0) goes round the other five (q = -1..3):
    // r=-1 q = -1..4, r=1 q = -2..3, and (4,0). The cells that touch only its own start,
    // (-3,0), (-2,-1) and (-3,1), are not reachable: lifted, the Ant supports nothing.
    let g = game(LINE);
    let f = Frame::new(g.position(), "wS1", (0, 0));
    let mut want: Vec<(i32, i32)> = (-1..=4).map(|q| (q, -1)).collect();
    want.extend((-2..=3).map(|q| (q, 1)));
    want.push((4, 0));
    expect_destinations(g.position(), &f, "wA1", &want);
    let own_nw = Move::Piece(piece("wA1"), f.cell((-2, -1)));
    assert_eq!(
        reason(g.position(), own_nw),
        Illegal::Unreachable(piece("wA1"))
    );
}

#[test]
fn ant_cannot_slide_into_a_hole_but_a_grasshopper_jumps_in() {
    // QUEEN_INTO_HOLE: the hole (-1,0) has six occupied neighbours. Lifting wA1 (-1,-1) or
    // wA3 (-2,1) opens it on one side only, and that edge is a gate (wQ|wA2 and wA2|wG1).
    // wG2 (-3,0) jumps east over wA2 and lands in it: jumps ignore gates.
    let g = game(QUEEN_INTO_HOLE);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    for ant in ["wA1", "wA3"] {
        let d = destinations(pos, &f, ant);
        assert!(!d.is_empty(), "{ant} is free to move");
        assert!(!d.contains(&(-1, 0)), "{ant} slid into the hole: {d:?}");
    }
    expect_destinations(pos, &f, "wG2", &[(-1, 0)]);
}

// ---------------------------------------------------------------------------------------
// Spider (rule 8).
// ---------------------------------------------------------------------------------------

#[test]
fn spider_reaches_a_cell_one_slide_away_by_three_slides() {
    // The Spider at a (0,0) inside the ring. One slide takes it to b (1,0), c (0,1),
    // (0,-1) or (-1,0). Three slides: a→b→X→c and a→c→X→b end one slide from the start;
    // a→(0,-1)→(1,-2)→(2,-2) and a→(-1,0)→(-2,1)→(-2,2) go round the outside.
    // (b→c directly is no slide: both flanks, a and X, are empty.)
    let g = game(&spider_ring("wS1 wA3/"));
    let f = Frame::new(g.position(), "wS1", (0, 0));
    expect_destinations(g.position(), &f, "wS1", &[(0, 1), (1, 0), (2, -2), (-2, 2)]);
}

#[test]
fn spider_destination_reached_by_two_paths_is_listed_once() {
    // The Spider just outside the ring at (-1,0): first slide to a (0,0) or (-2,1) only.
    // From a: to (0,-1) then (1,-2); to b then X; to c then X. From (-2,1): (-2,2) then
    // (-2,3). X (1,1) is reached along two paths and must be listed once.
    let g = game(&spider_ring(r"wS1 \wA3"));
    let f = Frame::new(g.position(), "wS1", (-1, 0));
    expect_destinations(g.position(), &f, "wS1", &[(1, -2), (1, 1), (-2, 3)]);
}

// ---------------------------------------------------------------------------------------
// Stacks, the Beetle and the Ladybug (rules 3, 9, 10).
// ---------------------------------------------------------------------------------------

#[test]
fn stack_of_seven_is_legal() {
    let g = game(SEVEN);
    let pos = g.position();
    let f = Frame::new(pos, "wQ", (-1, 0));
    let x = f.cell((0, 0));
    assert_eq!(pos.board().height(x), 7);
    let names: Vec<String> = pos.board().stack(x).iter().map(|p| p.to_string()).collect();
    assert_eq!(names, ["wS1", "wB1", "bB1", "wB2", "wM", "bB2", "bM"]);
    assert_eq!(pos.board().top(x), Some(piece("bM")));
    assert_eq!(pos.state(), GameState::InProgress);
    // The GameString replays to the same seven-high stack.
    let again = game(&g.to_string());
    assert_eq!(again.position(), pos);
}

#[test]
fn stack_colour_is_the_colour_of_its_top_piece() {
    // SEVEN, White to place: the cells next to the stack, (0,-1) and (-1,1), touch wQ but
    // also the stack, whose top is Black, so they are closed to White. White's cells are the
    // free neighbours of wQ, wA1, wG1, wG2 away from Black: 9 cells, for each of the three
    // bugs White still holds (Spider, Grasshopper, Ant).
    let g = game(SEVEN);
    let pos = g.position();
    let f = Frame::new(pos, "wQ", (-1, 0));
    let places = placements(pos);
    let want = set(&[
        (-1, -1),
        (-2, 1),
        (-2, -1),
        (-3, 1),
        (-3, -1),
        (-4, 1),
        (-4, -1),
        (-5, 1),
        (-5, 0),
    ]);
    assert_eq!(cells(&f, &places), want, "{:?}", strings(pos, &places));
    assert_eq!(places.len(), 27, "{:?}", strings(pos, &places));
}

#[test]
fn mosquito_on_a_stack_of_seven_steps_down_to_every_neighbour() {
    // After one more White move it is Black's turn: bM on top moves as a Beetle, from height
    // six to any of the six neighbours (no stack beside it is taller than one).
    let mut g = game(SEVEN);
    play(&mut g, "wG3 -wG2");
    let pos = g.position();
    let f = Frame::new(pos, "wQ", (-1, 0));
    expect_destinations(
        pos,
        &f,
        "bM",
        &[(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)],
    );
}

#[test]
fn beetle_cannot_pass_between_two_taller_stacks() {
    // wB1 on A (height 1 under it) to B (height 1): the flanking stacks L and R are two high,
    // taller than both ends, so the step is blocked. Every other step is allowed: to (0,-1)
    // between wQ (1) and L (2), min 1 is not taller than the start; to (-1,1) likewise.
    let g = game(BEETLE_GATE);
    let f = Frame::new(g.position(), "wQ", (-1, 0));
    expect_destinations(
        g.position(),
        &f,
        "wB1",
        &[(0, -1), (1, -1), (0, 1), (-1, 1), (-1, 0)],
    );
}

#[test]
fn beetle_on_top_steps_down_without_other_support() {
    // wB2 on R (0,1) may go to all six neighbours, including (0,2) and (-1,2) whose flanks
    // are both empty: coming down beside its own stack keeps it in the hive.
    let g = game(BEETLE_GATE);
    let f = Frame::new(g.position(), "wQ", (-1, 0));
    expect_destinations(
        g.position(),
        &f,
        "wB2",
        &[(0, 0), (1, 0), (1, 1), (0, 2), (-1, 2), (-1, 1)],
    );
}

#[test]
fn ladybug_moves_up_along_and_down_listing_each_cell_once() {
    // r= 0  wQ  wS1 bS1 bQ  bG1      wS1 = (0,0)
    // r= 1    wL                     wL = (-1,1)
    // Up onto wQ or wS1; along to wS1 (from wQ), or to wQ or bS1 (from wS1); down to an
    // empty neighbour of the second piece other than the start. (0,-1), (1,-1) and (0,1)
    // are each reached two ways.
    let g = game("Base+L;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wL wQ\\;bG1 bQ-");
    let f = Frame::new(g.position(), "wS1", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wL",
        &[
            (0, -1),
            (1, -1),
            (0, 1),
            (-1, -1),
            (-2, 1),
            (-2, 0),
            (2, -1),
            (1, 1),
        ],
    );
}

#[test]
fn ladybug_cannot_climb_between_two_taller_stacks() {
    // From A the climb onto B (1,0) passes between L and R, both two high: blocked. The
    // Ladybug climbs onto L, R, wG1 or wQ instead; second steps reach B, R, wG1, wQ but not
    // L or bQ (those are next only to B and the start). Down from B: (2,-1), (1,1); from R:
    // (1,1), (0,2), (-1,2); from wG1: (-1,2), (-2,2), (-2,1); from wQ: (-1,-1), (0,-1),
    // (-2,1), (-2,0). Through the gate it would also reach (1,-2), (2,-2), (3,-1), (2,1).
    let g = game(LADYBUG_GATE);
    let f = Frame::new(g.position(), "wL", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wL",
        &[
            (2, -1),
            (1, 1),
            (0, 2),
            (-1, 2),
            (-2, 2),
            (-2, 1),
            (-1, -1),
            (0, -1),
            (-2, 0),
        ],
    );
}

#[test]
fn grasshopper_jumps_over_stacks() {
    // STACKED_MOSQUITO: wG1 (-2,0) jumps east over the two-high stack at (-1,0) and the
    // line behind it to the first empty cell (7,0). No other direction has a piece to jump.
    let g = game(STACKED_MOSQUITO);
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(g.position(), &f, "wG1", &[(7, 0)]);
}

// ---------------------------------------------------------------------------------------
// Mosquito (rule 11).
// ---------------------------------------------------------------------------------------

#[test]
fn mosquito_next_to_only_a_mosquito_cannot_move() {
    // wM went round as an Ant to (4,0), where its only neighbour is bM (3,0).
    // r=-1                bA1 bS1
    // r= 0  wA1 wQ  wS1 bG1 bQ  bM  wM          wS1 = (0,0)
    let g = game(
        r"Base+M;InProgress;White[6];wS1;bG1 wS1-;wQ -wS1;bQ bG1-;wA1 -wQ;bM bQ-;wM \wQ;bS1 bQ/;wM bM-;bA1 \bQ",
    );
    let pos = g.position();
    let f = Frame::new(pos, "wS1", (0, 0));
    assert_eq!(pos.board().position(piece("wM")), Some(f.cell((4, 0))));
    expect_destinations(pos, &f, "wM", &[]);
    assert_eq!(
        pos.why_immobile(piece("wM")),
        Some(Illegal::NoRoom(piece("wM")))
    );
}

#[test]
fn mosquito_copying_a_beetle_climbs() {
    // Before it climbs in STACKED_MOSQUITO: wM (-1,-1) touches wB1 (0,-1) and wQ (-1,0).
    // As a Beetle: onto wB1, onto wQ, and the ground steps to (0,-2) and (-2,0); (-1,-2) and
    // (-2,-1) would lose contact. The Queen's slides are among these.
    let g = game(
        r"Base+MP;InProgress;White[5];wP;bS1 wP-;wQ -wP;bQ bS1-;wB1 \wP;bG1 bQ-;wM -wB1;bG2 bG1-",
    );
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wM",
        &[(0, -2), (0, -1), (-1, 0), (-2, 0)],
    );
}

#[test]
fn mosquito_beside_a_beetle_topped_stack_copies_the_beetle() {
    // SEVEN one ply earlier:
    // r=-1                             bM             bM = (1,-1)
    // r= 0  wG2   wG1   wA1   wQ    bB2^6 bS1   bQ    bB2^6 = (0,0)
    // bM on the ground touches bS1 (1,0) and the stack (0,0) of six topped by bB2. As a Beetle: E (2,-1), W (0,-1), onto bS1, onto the stack
    // ((1,-2) and (2,-2) would lose contact). As a Spider round the row q = -4..2: three
    // slides east to (3,0), west to (-2,-1).
    let seven = SEVEN
        .strip_suffix(";bM bB2")
        .expect("SEVEN ends with the climb");
    let g = game(seven);
    let f = Frame::new(g.position(), "wQ", (-1, 0));
    expect_destinations(
        g.position(),
        &f,
        "bM",
        &[(2, -1), (0, -1), (1, 0), (0, 0), (3, 0), (-2, -1)],
    );
}

#[test]
fn mosquito_on_top_moves_only_as_a_beetle() {
    // STACKED_MOSQUITO: wM on the Queen (-1,0) touches wG1, wB1 and the Pillbug, but on top
    // of the hive it moves only as a Beetle: one step to each of the six neighbours. As a
    // Grasshopper it would jump to (-3,0), (1,-2) or (7,0).
    let g = game(STACKED_MOSQUITO);
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wM",
        &[(-1, -1), (0, -1), (0, 0), (-1, 1), (-2, 1), (-2, 0)],
    );
}

#[test]
fn stacked_mosquito_cannot_throw() {
    // wB1 (0,-1): its own steps E (1,-1), W (-1,-1), onto wP, onto the stack; the Pillbug
    // throws it to (1,-1), (0,1), (-1,1). A Mosquito on top of the hive has no Pillbug
    // ability, so (-2,1) (beside the stack only) is not a destination; nor may it throw wG1.
    let g = game(STACKED_MOSQUITO);
    let f = Frame::new(g.position(), "wP", (0, 0));
    expect_destinations(
        g.position(),
        &f,
        "wB1",
        &[(1, -1), (0, 0), (-1, 0), (-1, -1), (0, 1), (-1, 1)],
    );
}

#[test]
fn mosquito_copying_a_pillbug_throws_even_when_pinned() {
    // wQ (-1,0): walks to (-1,-1) and (-1,1); the Pillbug throws it to (1,-1), (0,1),
    // (-1,1); the pinned Mosquito throws it to (1,-2), (1,-1), (-1,-1). (1,-2) comes only
    // from the Mosquito.
    let g = game(MOSQUITO_PILLBUG);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    expect_destinations(
        pos,
        &f,
        "wQ",
        &[(1, -2), (1, -1), (-1, -1), (0, 1), (-1, 1)],
    );
    assert_eq!(
        pos.why_immobile(piece("wM")),
        Some(Illegal::WouldBreakHive(piece("wM")))
    );
}

#[test]
fn pinned_pillbug_still_throws() {
    // MOSQUITO_PILLBUG: the Pillbug holds the Black line to the hive, yet throws wQ to
    // (0,1), which nothing else gives.
    let g = game(MOSQUITO_PILLBUG);
    let pos = g.position();
    let f = Frame::new(pos, "wP", (0, 0));
    assert_eq!(
        pos.why_immobile(piece("wP")),
        Some(Illegal::WouldBreakHive(piece("wP")))
    );
    assert!(destinations(pos, &f, "wQ").contains(&(0, 1)));
}

#[test]
fn mosquito_union_lists_each_cell_once() {
    // r= 0     wQ  wS1 bS1 bQ  bG1 bG2      wS1 = (0,0)
    // r= 1  wA1 wM                          wA1 = (-2,1), wM = (-1,1)
    // wM copies Queen, Spider and Ant; the Ant reaches every cell of the rim: r=-1 q=-1..5,
    // (-2,0), (5,0), r=1 q=0..4, (-2,2), (-3,2), (-3,1). The Queen's (0,1), (-2,2) and the
    // Spider's (2,1), (-3,1) are among them and must not be listed again.
    let g = game(
        "Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 /wQ;bG1 bQ-;wM wQ\\;bG2 bG1-",
    );
    let f = Frame::new(g.position(), "wS1", (0, 0));
    let mut want: Vec<(i32, i32)> = (-1..=5).map(|q| (q, -1)).collect();
    want.extend((0..=4).map(|q| (q, 1)));
    want.extend([(-2, 0), (5, 0), (-2, 2), (-3, 2), (-3, 1)]);
    expect_destinations(g.position(), &f, "wM", &want);
}

// ---------------------------------------------------------------------------------------
// Pillbug (rules 12, 13).
// ---------------------------------------------------------------------------------------

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
        Some(Illegal::NoRoom(piece("bS1")))
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

#[test]
fn thrown_piece_is_stunned_but_thrower_is_not() {
    // Two quiet moves, then the Pillbug throws bB1 from (1,-1) to (0,-1).
    // r=-1                    bB1                     bB1 = (0,-1)
    // r= 0  wS1 wG3 wG2 wG1 wQ  wP  bP                 wP = (0,0)
    // r= 1                    wA1 bA1 bQ  bS1
    // Black's turn: bB1 may not move. wP is not stunned and not pinned (bB1 ties wQ's side
    // round it), so Black's Pillbug throws it to its free neighbours (1,-1), (2,-1), (2,0).
    let mut g = game(STUN);
    play(&mut g, "wS1 -wG3");
    play(&mut g, "bS1 bQ-");
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
    let mut g = game(STUN);
    play(&mut g, "wS1 -wG3");
    play(&mut g, "bS1 bQ-");
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
    let mut g = game(STUN);
    for m in ["wS1 -wG3", "bS1 bQ-", r"bB1 \wP", r"wP \bP"] {
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
    assert_eq!(g.state(), GameState::WhiteWins);
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
        assert!(
            !pos.board().is_placed(p),
            "{}",
            common::strings(pos, &[*m])[0]
        );
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
            assert_eq!(m.to(), Some(Cell::ORIGIN));
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
        assert_eq!(g.position().board().height(m.to().expect("a placement")), 0);
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
    assert_eq!(g.state(), GameState::InProgress);
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

// ---------------------------------------------------------------------------------------
// The end of the game (rule 15).
// ---------------------------------------------------------------------------------------

#[test]
fn both_queens_surrounded_is_a_draw() {
    // wA3 slides from (-1,2) into (0,1) (flanks wA1 and the empty (0,2)): the sixth
    // neighbour of both Queens at once.
    let mut g = game(BOTH_QUEENS);
    assert_eq!(g.state(), GameState::InProgress);
    play(&mut g, "wA3 /bQ");
    assert_eq!(g.state(), GameState::Draw);
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
    assert_eq!(g.state(), GameState::BlackWins);
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
    assert_eq!(pos.board().position(piece("wA1")), Some(walk(start, 50, 0)));
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
    assert_eq!(g.state(), GameState::InProgress);
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
        Illegal::Unreachable(piece("wQ"))
    );
    let mut g = game(LINE);
    assert_eq!(
        refused(&mut g, "wA1 -wA1"),
        Illegal::Unreachable(piece("wA1"))
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
