//! Hand-built positions used by several edge-case test files (see `tests/rules/edge_*.rs`).
#![allow(dead_code)]

use std::collections::BTreeSet;

use super::*;
use hive::rules::{Move, Position};

/// The placements in the legal move list, as (piece, cell) pairs.
pub fn placements(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.piece().is_some_and(|p| !pos.board().is_placed(p)))
        .collect()
}

pub fn cells(frame: &Frame, moves: &[Move]) -> BTreeSet<(i32, i32)> {
    moves
        .iter()
        .filter_map(|m| m.to())
        .map(|c| frame.coord(c))
        .collect()
}

pub fn set(cells: &[(i32, i32)]) -> BTreeSet<(i32, i32)> {
    cells.iter().copied().collect()
}

// ---------------------------------------------------------------------------------------
// Positions used by several tests.
// ---------------------------------------------------------------------------------------

/// A line; White to move.
/// ```text
/// r= 0  wA1 wQ  wS1 bS1 bQ  bA1        q = -2 .. 3
/// ```
pub const LINE: &str = "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-";

/// The White Queen (1,0) is ringed: its only empty neighbour `*` (2,0) lies between wG2
/// (2,-1) and wB1 (1,1), a gate. The ring wS1-wG1-wG2-wQ-wB1-wB2 means nothing is pinned.
/// ```text
/// r=-1                            wG1 wG2
/// r= 0  bA1 bB1 bG2 bG1 bQ  bS1 wS1 wQ   *          wS1 = (0,0)
/// r= 1                            wB2 wB1
/// ```
pub const QUEEN_GATE: &str = r"Base;InProgress;White[7];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wG1 wS1/;bG1 -bQ;wG2 wG1-;bG2 -bG1;wB1 wQ\;bB1 -bG2;wB2 wS1\;bA1 -bB1";

/// QUEEN_GATE with a Beetle in the Queen's place: wB1 (1,0) on the ground; the empty `*`
/// (2,0) east of it lies between wG1 (2,-1) and wG2 (1,1), a gate.
/// ```text
/// r=-1                            wQ  wG1
/// r= 0  bA1 bB1 bG2 bG1 bQ  bS1 wS1 wB1  *         wS1 = (0,0), * = (2,0)
/// r= 1                            wB2 wG2
/// ```
pub const BEETLE_BESIDE_GATE: &str = r"Base;InProgress;White[7];wS1;bS1 -wS1;wB1 wS1-;bQ -bS1;wQ wS1/;bG1 -bQ;wG1 wQ-;bG2 -bG1;wG2 wB1\;bB1 -bG2;wB2 wS1\;bA1 -bB1";

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
pub fn spider_ring(last_white: &str) -> String {
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
pub const SEVEN: &str = r"Base+M;InProgress;White[12];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bS1/;wB1 wS1;bB1 \bS1;wB2 wQ\;bB1 wB1;wB2 bB1;bB2 bS1/;wM wQ\;bB2 \bS1;wM wB2;bB2 wM;wA1 -wQ;bM bS1/;wG1 -wA1;bM \bS1;wG2 -wG1;bM bB2";

/// A Beetle gate: wB1 stands on wS1 at A (0,0); B (1,0) is bS1; the cells flanking A→B are
/// two stacks of two, L (1,-1) = bA1+bB1 and R (0,1) = wA1+wB2.
/// ```text
/// r=-1           bB1^2
/// r= 0  wQ    wB1^2 bS1   bQ    bG1   bG2           wB1^2 = A = (0,0)
/// r= 1           wB2^2
/// ```
pub const BEETLE_GATE: &str = r"Base;InProgress;White[9];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bS1/;wB1 wS1;bA1 bQ-;wA1 wQ\;bA1 \bS1;wA1 /bS1;bB1 bA1;wB2 wQ\;bG1 bQ-;wB2 wA1;bG2 bG1-";

/// The same gate with the Ladybug on the ground at A (0,0) and wG1 at (-1,1).
/// ```text
/// r=-1           bB1^2
/// r= 0  wQ    wL    bS1   bQ    bG1                 wL = A = (0,0)
/// r= 1     wG1   wB1^2
/// ```
pub const LADYBUG_GATE: &str = r"Base+L;InProgress;White[8];wL;bS1 wL-;wQ -wL;bQ bS1-;wA1 wQ\;bB1 bS1/;wA1 /bS1;bA1 bQ-;wB1 wQ\;bA1 \bS1;wB1 wA1;bB1 bA1;wG1 wQ\;bG1 bQ-";

/// The Pillbug at (0,0) between two stacks of two: L (1,-1) = bA1+bB1, R (0,1) = wA1+wB1.
/// bS1 (1,0) would be lifted through the gate L|R onto the Pillbug.
/// ```text
/// r=-2                    bG1
/// r=-1       *   bB1^2 bQ                           * = (0,-1)
/// r= 0  wQ    wP    bS1                             wP = (0,0)
/// r= 1     wG1   wB1^2
/// ```
pub const THROW_GATE: &str = r"Base+P;InProgress;White[8];wP;bS1 wP-;wQ -wP;bQ bS1/;wA1 wQ\;bB1 \bQ;wA1 /bS1;bA1 bQ-;wB1 wQ\;bA1 \bS1;wB1 wA1;bB1 bA1;wG1 wQ\;bG1 bQ/";

/// A Mosquito (0,-1) beside the Pillbug (0,0); both are pinned (wA1 hangs on the Mosquito,
/// the Black line hangs on the Pillbug).
/// ```text
/// r=-2  wA1
/// r=-1    wM
/// r= 0  wQ  wP  bS1 bQ  bG1 bG2             wP = (0,0)
/// ```
pub const MOSQUITO_PILLBUG: &str =
    r"Base+MP;InProgress;White[5];wP;bS1 wP-;wQ -wP;bQ bS1-;wM \wP;bG1 bQ-;wA1 \wM;bG2 bG1-";

/// The Mosquito climbed (as a Beetle) onto the Queen at (-1,0), beside the Pillbug.
/// ```text
/// r=-1           wB1
/// r= 0  wG1   wM^2  wP    bS1   bQ    bG1   bG2   bG3   bA1    wP = (0,0)
/// ```
pub const STACKED_MOSQUITO: &str = r"Base+MP;InProgress;White[7];wP;bS1 wP-;wQ -wP;bQ bS1-;wB1 \wP;bG1 bQ-;wM -wB1;bG2 bG1-;wM wQ;bG3 bG2-;wG1 -wM;bA1 bG3-";

/// Pillbugs face to face: White's at (0,0), Black's at (1,0); bB1 just stepped to (1,-1).
/// ```text
/// r=-1                    bB1
/// r= 0  wG3 wG2 wG1 wQ  wP  bP                         wP = (0,0)
/// r= 1                wA1 bA1 bQ
/// ```
pub const STUN: &str = r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP";

/// The hole `*` (-1,0) is ringed by six White pieces; the Black Queen (1,-1) touches the
/// White Pillbug (0,0), and a throw drops her into the hole.
/// ```text
/// r=-1        wA1 wQ  bQ
/// r= 0  wG2 wA2  *  wP  bS1 bA1 bA2 bG1 bG2     wP = (0,0)
/// r= 1        wA3 wG1
/// ```
pub const QUEEN_INTO_HOLE: &str = r"Base+P;InProgress;White[8];wP;bS1 wP-;wQ \wP;bQ bS1/;wA1 -wQ;bA1 bS1-;wA2 /wA1;bA2 bA1-;wA3 wA2\;bG1 bA2-;wG1 wA3-;bQ \bS1;wG2 -wA2;bG2 bG1-";

/// The Queens touch; each has one empty neighbour, the shared cell `*` (0,1).
/// ```text
/// r=-1    wS1 bS1 bA3
/// r= 0  wA2 wQ  bQ  bA2 bG1                   wQ = (0,0)
/// r= 1    wA1  *  bA1
/// r= 2      wA3
/// ```
pub const BOTH_QUEENS: &str = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bS1-;wA3 wA1\;bG1 bA2-";

/// White has placed three pieces and no Queen; it is White's fourth turn.
/// ```text
/// r= 0  wB1 wS2 wS1 bS1 bS2 bB1               wS1 = (0,0)
/// ```
pub const FOURTH_TURN: &str =
    "Base;InProgress;White[4];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-;wB1 -wS2;bB1 bS2-";
