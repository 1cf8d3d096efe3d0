//! Move ordering: try the moves most likely to be best first, so alpha-beta cuts early.
//!
//! In Hive the sharp moves are the ones around the Queens: filling a liberty of the enemy
//! Queen (or climbing onto her), and freeing one's own. Then come the killer moves of the
//! ply and the history heuristic; placements, the bulk of most move lists, come last unless
//! history says otherwise.

use crate::rules::{Cell, CellMove, Color, Position};

use super::eval::queen_cell;
use super::tt::pack;

/// Score of the transposition-table move: always first.
pub(crate) const TT_MOVE: i32 = 1 << 24;
/// Scores at or above this are "tactical": they are never reduced by late-move reductions.
pub(crate) const TACTICAL: i32 = 4_000;
const KILLER: [i32; 2] = [5_000, 4_900];
const HISTORY_CAP: i32 = 3_000;

/// A Queen's cell, for adjacency tests.
#[derive(Copy, Clone)]
struct Ring {
    queen: Cell,
}

impl Ring {
    fn of(queen: Option<Cell>) -> Option<Ring> {
        queen.map(|queen| Ring { queen })
    }

    #[inline]
    fn touches(&self, c: Cell) -> bool {
        self.queen.is_adjacent(c)
    }
}

/// What ordering needs to know about the node, computed once per node.
pub(crate) struct Orderer {
    me: Color,
    mine: Option<Ring>,
    theirs: Option<Ring>,
    /// Occupied neighbours of the enemy Queen: the closer to six, the more a fill matters.
    their_fill: i32,
    /// The table's move, packed (0 = none).
    tt: u16,
    killers: [Option<CellMove>; 2],
}

impl Orderer {
    pub(crate) fn new(pos: &Position, tt: u16, killers: [Option<CellMove>; 2]) -> Orderer {
        let me = pos.to_move();
        let theirs = Ring::of(queen_cell(pos, me.opponent()));
        Orderer {
            me,
            mine: Ring::of(queen_cell(pos, me)),
            theirs,
            their_fill: theirs.map_or(0, |r| pos.board().occupied_neighbors(r.queen) as i32),
            tt,
            killers,
        }
    }

    /// The ordering score of `mv` (higher is tried first).
    pub(crate) fn score(&self, pos: &Position, mv: CellMove, history: &[i32]) -> i32 {
        if self.tt != 0 && pack(mv) == self.tt {
            return TT_MOVE;
        }
        let CellMove::Piece(piece, to) = mv else {
            return 0;
        };
        let from = pos.board().cell_of(piece);
        let mut s = 0;
        if let Some(r) = &self.theirs {
            let was_near = from.is_some_and(|f| r.touches(f));
            if to == r.queen {
                s += 9_000;
            } else if r.touches(to) && !was_near {
                // A new liberty filled (by our piece, or theirs thrown by our Pillbug).
                s += 6_000 + 400 * self.their_fill;
            } else if was_near && !r.touches(to) && piece.color() == self.me {
                s -= 3_000;
            }
        }
        if let Some(r) = &self.mine {
            let was_near = from.is_some_and(|f| r.touches(f));
            let now_near = to != r.queen && r.touches(to);
            if was_near && !now_near {
                s += 4_000;
            } else if now_near && !was_near {
                s -= 2_000;
            }
        }
        if s < KILLER[1] {
            if Some(mv) == self.killers[0] {
                s = s.max(KILLER[0]);
            } else if Some(mv) == self.killers[1] {
                s = s.max(KILLER[1]);
            }
        }
        if from.is_none() {
            s -= 300;
        }
        s + history_index(mv)
            .and_then(|i| history.get(i))
            .copied()
            .unwrap_or(0)
            .min(HISTORY_CAP)
    }
}

/// Where `mv` lives in the history table (`None` for a pass).
pub(crate) fn history_index(mv: CellMove) -> Option<usize> {
    match mv {
        CellMove::Pass => None,
        CellMove::Piece(..) => Some(usize::from(mv.key())),
    }
}

/// Size of the history table: one counter per (piece, cell).
pub(crate) const HISTORY_LEN: usize = CellMove::KEYS;
