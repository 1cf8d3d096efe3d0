//! What one generation pass knows about the position, computed once: its throwers, the
//! number of stacks, the hive's adjacency when asked.

use crate::rules::grid::Cell;
use crate::rules::piece::{Bug, PIECES, Piece};
use crate::rules::position::Position;

use super::hive::{adjacency, pinned_locally, splits_hive};

/// Everything one generation pass needs to know about the position, computed once.
pub(crate) struct Context<'a> {
    pub(crate) pos: &'a Position,
    /// The hive's adjacency, computed on first need: most positions never need it, their
    /// pins being decided by the neighbours.
    pub(super) adjacency: std::cell::OnceCell<[u32; PIECES]>,
    /// Cells of the side to move's pieces that may throw this turn (Pillbug, or a Mosquito
    /// touching a Pillbug), at most two.
    pub(crate) throwers: [Option<(Piece, Cell)>; 2],
    /// Number of stacks in the hive, counted once: [`pinned_locally`] asks for every piece.
    pub(super) stacks: u32,
}

impl<'a> Context<'a> {
    #[inline]
    pub(crate) fn new(pos: &'a Position) -> Context<'a> {
        let me = pos.to_move();
        let board = &pos.board;
        let mut throwers = [None, None];
        if pos.game_type().has(Bug::Pillbug) {
            let mut n = 0;
            for bug in [Bug::Pillbug, Bug::Mosquito] {
                let Some(p) = Piece::new(me, bug, 1) else {
                    continue;
                };
                if pos.stunned() == Some(p) {
                    continue;
                }
                let Some(c) = board.cell_of(p) else { continue };
                if board.height(c) != 1 {
                    continue;
                }
                if bug == Bug::Mosquito
                    && !c
                        .neighbors()
                        .into_iter()
                        .any(|n| board.top(n).is_some_and(|t| t.bug() == Bug::Pillbug))
                {
                    continue;
                }
                throwers[n] = Some((p, c));
                n += 1;
            }
        }
        Context {
            pos,
            adjacency: std::cell::OnceCell::new(),
            throwers,
            stacks: board.top_mask().count_ones(),
        }
    }

    #[inline]
    /// Whether lifting the lone piece `p` from `at` would split the hive.
    ///
    /// Most pieces are decided by their neighbours ([`pinned_locally`]); the rest by a
    /// flood fill over the hive's adjacency, computed once per position.
    pub(crate) fn is_pinned(&self, p: Piece, at: Cell) -> bool {
        self.is_pinned_with(p, at, self.pos.board.ring(at))
    }

    /// [`Context::is_pinned`] with the ring of `at` already read.
    pub(super) fn is_pinned_with(&self, p: Piece, at: Cell, ring: u8) -> bool {
        let board = &self.pos.board;
        pinned_locally(board, self.stacks, at, ring).unwrap_or_else(|| {
            let adj = self.adjacency.get_or_init(|| adjacency(board));
            splits_hive(adj, board.top_mask(), p)
        })
    }
}
