//! Placements: which bugs may enter the game, and where.

use super::list::MoveList;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;
use crate::rules::moves::CellMove;
use crate::rules::piece::{Bug, Color, FIRSTS, PER_SIDE, Piece, color_mask, pieces_in};
use crate::rules::position::Position;

/// The pieces the side to move may place now, as a bit set over piece indices: the
/// lowest-numbered of each bug in hand.
pub(crate) fn placeable(pos: &Position) -> u32 {
    placeable_at(pos, pos.ply())
}

/// The pieces the side to move at ply `ply` (this one or the next) may place with the
/// pieces placed as they are now: [`placeable`] for the reply to a move that placed none
/// of that side's pieces.
#[inline]
pub(super) fn placeable_at(pos: &Position, ply: u32) -> u32 {
    let me = if ply.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let turn = ply / 2 + 1;
    let queen = Bug::Queen.mask(me);
    let hand = color_mask(me) & pos.game_type().piece_mask() & !pos.board.placed_mask();
    // The Queen by the fourth turn (`Position::must_place_queen`).
    if turn == 4 && hand & queen != 0 {
        return hand & queen;
    }
    // Multi-count bugs enter in number order, so a bug's pieces in hand are its highest
    // numbers, and the next is the one whose predecessor is not in hand (or a number 1).
    let next = hand & !((hand << 1) & !FIRSTS);
    // The tournament opening: no Queen on either side's first turn.
    if pos.rules().opening.allows_queen_on(turn) {
        next
    } else {
        next & !queen
    }
}

/// Writes each cell where the side to move may place a piece once into `out`; returns how
/// many. A cell must touch one of the mover's stacks and none of the opponent's; the first
/// piece goes to the origin and Black's first piece anywhere next to it.
pub(crate) fn cells(pos: &Position, list: &mut MoveList, out: &mut [Cell; 64]) -> usize {
    let mut k = 0;
    each_cell(pos, list, |c| {
        out[k] = c;
        k += 1;
    });
    k
}

/// Calls `f` once on each cell of [`cells`] (a placement never has more than 64); returns
/// how many. Counting passes a closure that does nothing, so no buffer is filled.
#[inline(always)]
fn each_cell(pos: &Position, list: &mut MoveList, mut f: impl FnMut(Cell)) -> usize {
    let board = &pos.board;
    if board.is_empty() {
        f(Cell::ORIGIN);
        return 1;
    }
    if pos.ply() == 1 {
        Cell::ORIGIN.neighbors().into_iter().for_each(f);
        return 6;
    }
    // Every cell next to an opponent's stack is marked first; then a cell next to our own
    // stacks is listed when it is empty and not yet marked (marked = forbidden or already
    // listed).
    let me = pos.to_move();
    let marks = list.scratch();
    let tops = board.top_mask();
    for p in pieces_in(tops & color_mask(me.opponent())) {
        let at = board.cell_of_placed(p);
        for d in Direction::ALL {
            marks.set(at.neighbor(d));
        }
    }
    let mut k = 0;
    for p in pieces_in(tops & color_mask(me)) {
        let at = board.cell_of_placed(p);
        for d in Direction::ALL {
            let c = at.neighbor(d);
            if !board.is_occupied(c) && marks.insert(c) {
                f(c);
                k += 1;
            }
        }
    }
    k
}

/// The number of pieces in a set of one side's pieces, by looking up its two bytes (once
/// the sides are folded together): the default target has no popcount instruction, and
/// `count_ones` takes a dozen.
#[inline]
pub(super) fn one_side_count(pieces: u32) -> usize {
    const BITS: [u8; 256] = {
        let mut t = [0u8; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = (i as u32).count_ones() as u8;
            i += 1;
        }
        t
    };
    const _: () = assert!(PER_SIDE <= 16);
    let side = (pieces | pieces >> PER_SIDE) as usize;
    (BITS[side & 0xff] + BITS[(side >> 8) & 0x3f]) as usize
}

/// Whether some cell takes a placement now, found without the marks a listing uses: a free
/// cell beside one of the mover's stacks and beside none of the opponent's.
pub(super) fn has_cell(pos: &Position) -> bool {
    let board = &pos.board;
    if board.is_empty() || pos.ply() == 1 {
        return true;
    }
    let me = pos.to_move();
    let theirs = |c: Cell| board.top(c).is_some_and(|t| t.color() != me);
    pieces_in(board.top_mask() & color_mask(me)).any(|p| {
        board
            .cell_of_placed(p)
            .neighbors()
            .into_iter()
            .any(|c| !board.is_occupied(c) && !c.neighbors().into_iter().any(theirs))
    })
}

impl Position {
    /// Whether `piece` may be placed now, somewhere: the mover's, in hand and next of its
    /// kind, allowed by the Queen's rules and the opening, with a cell to take it. What
    /// [`Position::why_unplaceable`] answers `None` for, without listing a move: a screen
    /// asks it of every bug in hand at every frame.
    pub fn can_place(&self, piece: Piece) -> bool {
        !self.state().is_over() && placeable(self) & (1 << piece.index()) != 0 && has_cell(self)
    }
}

pub(super) fn moves(pos: &Position, list: &mut MoveList) {
    let pieces = placeable(pos);
    if pieces == 0 {
        return;
    }
    if list.count_only {
        list.uncounted += one_side_count(pieces) * each_cell(pos, list, |_| {});
        return;
    }
    let mut buf = [Cell::ORIGIN; 64];
    let k = cells(pos, list, &mut buf);
    for p in pieces_in(pieces) {
        for &c in &buf[..k] {
            list.moves.push(CellMove::Piece(p, c));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_side_count_counts_either_sides_pieces() {
        // White's pieces are bits 0..14, Black's 14..28.
        assert_eq!(one_side_count(0), 0);
        assert_eq!(one_side_count(0b1), 1);
        assert_eq!(one_side_count(0b10_0000_0001_0101), 4);
        assert_eq!(one_side_count(0b11_1111_1111_1111), 14);
        assert_eq!(one_side_count(0b1 << 14), 1);
        assert_eq!(one_side_count(0b10_0000_0001_0101 << 14), 4);
        assert_eq!(one_side_count(0b11_1111_1111_1111 << 14), 14);
    }
}
