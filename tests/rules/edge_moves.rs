//! The rules as UHP engines play them (uhp.md), part of the edge cases: slides, gates, the Spider, stacks, the Beetle, the Ladybug and the Mosquito.
//!
//! Every position is a GameString built and checked by hand, drawn in a comment with axial
//! coordinates `(q, r)`: `q` grows east, `r` grows south-east, so a cell's neighbours are
//! NW (q, r-1), NE (q+1, r-1), E (q+1, r), SE (q, r+1), SW (q-1, r+1), W (q-1, r).
//! Rows are drawn offset like hexes; `^n` is a stack n high, named by its top piece; `*`
//! marks a cell of interest. Expected destinations were worked out from the rules, slide by
//! slide, not read off the engine.

use crate::common::positions::*;
use crate::common::{Frame, destinations, expect_destinations, game, piece, play, reason, strings};
use hive::rules::{GameState, Illegal, Move, Route};

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
    let g = game(BEETLE_BESIDE_GATE);
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
        Illegal::Unreachable {
            piece: piece("wA1"),
            why: Route::Detached
        }
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
    assert_eq!(pos.board().height_at(x), 7);
    let names: Vec<String> = pos
        .board()
        .stack_at(x)
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(names, ["wS1", "wB1", "bB1", "wB2", "wM", "bB2", "bM"]);
    assert_eq!(pos.board().top_at(x), Some(piece("bM")));
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
    // Not for want of room: it has nothing to copy.
    assert_eq!(
        pos.why_immobile(piece("wM")),
        Some(Illegal::CopiesNothing(piece("wM")))
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
