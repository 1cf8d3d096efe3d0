//! Perft's last two plies: the replies to a placement counted partly from this
//! position's sets.
//!
//! After the side to move places a piece at `x`, the opponent may place exactly where it
//! could before, less `x` and its neighbours: its placements are counted from one set read
//! here, not from the reply position. While the opponent's Queen is in hand it has no
//! other move, so the placement is not even played: no play, no undo, no generation. Most
//! of perft's leaves lie under such placements (the first turns, before the Queens are
//! down), where bulk counting alone still generated every reply position.

use super::list::{Marks, MoveList};
use super::placement::{one_side_count, placeable_at};
use crate::rules::grid::Cell;
use crate::rules::moves::CellMove;
use crate::rules::piece::{Color, color_mask, pieces_in};
use crate::rules::position::{Position, queen};

/// What the opponent's replies to a placement depend on, read once from the position
/// before it: the opponent's placeable bugs and the cells where it may place now (marked
/// in `open`).
struct Replies {
    bugs: u64,
    cells: u64,
    /// Whether the opponent's Queen is down, so that it may also move pieces: the
    /// placement is played to count those.
    moves_too: bool,
    /// Whether a placement may end the game (a reply position at ply 7 or later has its
    /// state computed).
    may_end: bool,
}

impl Replies {
    /// `None` on the first ply, whose reply has its own rule.
    fn new(pos: &Position, barred: &mut Marks, open: &mut Marks) -> Option<Replies> {
        if pos.ply() == 0 {
            return None;
        }
        let me = pos.to_move();
        let them = me.opponent();
        let board = &pos.board;
        let tops = board.top_mask();
        barred.clear();
        open.clear();
        for p in pieces_in(tops & color_mask(me)) {
            let at = board.cell_of_placed(p);
            barred.insert(at);
            for c in at.neighbors() {
                barred.insert(c);
            }
        }
        for p in pieces_in(tops & color_mask(them)) {
            barred.insert(board.cell_of_placed(p));
        }
        let mut cells = 0;
        for p in pieces_in(tops & color_mask(them)) {
            for c in board.cell_of_placed(p).neighbors() {
                if barred.insert(c) {
                    open.insert(c);
                    cells += 1;
                }
            }
        }
        Some(Replies {
            bugs: one_side_count(placeable_at(pos, pos.ply() + 1)) as u64,
            cells,
            moves_too: pos.queen_placed(them),
            may_end: pos.ply() + 1 >= 7,
        })
    }

    /// The number of the opponent's placements after the side to move places a piece at
    /// `x`.
    #[inline]
    fn placements_after(&self, open: &Marks, x: Cell) -> u64 {
        let mut lost = open.contains(x) as u64;
        for c in x.neighbors() {
            lost += open.contains(c) as u64;
        }
        self.bugs * (self.cells - lost)
    }

    /// Whether placing a piece at `x` may end the game: it may surround a Queen.
    #[inline]
    fn may_end_at(&self, pos: &Position, x: Cell) -> bool {
        self.may_end
            && Color::ALL.into_iter().any(|c| {
                pos.board
                    .cell_of(queen(c))
                    .is_some_and(|q| q.is_adjacent(x))
            })
    }
}

impl Position {
    /// The number of positions two plies below this one (perft(2) with the last ply
    /// counted, not played): the replies to most placements counted from this position
    /// ([`Replies`]), every other move played and its replies counted. `list` and `next`
    /// are scratch space.
    pub(crate) fn count_two_plies(&mut self, list: &mut MoveList, next: &mut MoveList) -> u64 {
        self.generate_moves(list);
        let MoveList {
            moves, dests, walk, ..
        } = list;
        let replies = Replies::new(self, walk, dests);
        let mut total = 0;
        for &mv in moves.iter() {
            if let Some(r) = &replies
                && let CellMove::Piece(piece, x) = mv
                && !self.board.is_placed(piece)
            {
                let placements = r.placements_after(dests, x);
                if r.moves_too {
                    let undo = self.play_fast(mv);
                    if !self.state().is_over() {
                        let moves = placements + self.count_board_moves(next) as u64;
                        // No move at all: a pass, one reply.
                        total += moves.max(1);
                    }
                    self.undo(undo);
                    continue;
                }
                if !r.may_end_at(self, x) {
                    // With the Queen in hand the opponent has a bug to place and nothing
                    // to move, so no placement means a pass.
                    total += placements.max(1);
                    continue;
                }
            }
            let undo = self.play_fast(mv);
            total += self.count_moves(next) as u64;
            self.undo(undo);
        }
        total
    }
}
