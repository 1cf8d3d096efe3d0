//! Placements: which bugs may enter the game, and where.

use super::MoveList;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;
use crate::rules::piece::{Bug, FIRSTS, color_mask, pieces_in};
use crate::rules::position::{CellMove, Position};

/// The pieces the side to move may place now, as a bit set over piece indices: the
/// lowest-numbered of each bug in hand.
pub(crate) fn placeable(pos: &Position) -> u32 {
    let me = pos.to_move();
    let queen = Bug::Queen.mask(me);
    let hand = color_mask(me) & pos.game_type().piece_mask() & !pos.board.placed_mask();
    if pos.must_place_queen() {
        return hand & queen;
    }
    // Multi-count bugs enter in number order, so a bug's pieces in hand are its highest
    // numbers, and the next is the one whose predecessor is not in hand (or a number 1).
    let next = hand & !((hand << 1) & !FIRSTS);
    // The tournament opening: no Queen on either side's first turn.
    if pos.rules().opening.allows_queen_on(pos.turn()) {
        next
    } else {
        next & !queen
    }
}

/// Writes each cell where the side to move may place a piece once into `out`; returns how
/// many. A cell must touch one of the mover's stacks and none of the opponent's; the first
/// piece goes to the origin and Black's first piece anywhere next to it.
pub(crate) fn cells(pos: &Position, list: &mut MoveList, out: &mut [Cell; 64]) -> usize {
    let board = &pos.board;
    if board.is_empty() {
        out[0] = Cell::ORIGIN;
        return 1;
    }
    let me = pos.to_move();
    let mut k = 0;
    if pos.ply() == 1 {
        for n in Cell::ORIGIN.neighbors() {
            out[k] = n;
            k += 1;
        }
        return k;
    }
    // Mark every cell next to an opponent's stack first; then a cell next to our own stacks
    // is listed when it is empty and not yet marked (marked = forbidden or already listed).
    let marks = list.scratch();
    let tops = board.top_mask();
    for p in pieces_in(tops & color_mask(me.opponent())) {
        let at = board.cell_of_placed(p);
        for d in Direction::ALL {
            marks.set(at.neighbor(d));
        }
    }
    for p in pieces_in(tops & color_mask(me)) {
        let at = board.cell_of_placed(p);
        for d in Direction::ALL {
            let c = at.neighbor(d);
            if !board.is_occupied(c) && marks.insert(c) {
                out[k] = c;
                k += 1;
            }
        }
    }
    k
}

pub(super) fn moves(pos: &Position, list: &mut MoveList) {
    let pieces = placeable(pos);
    if pieces == 0 {
        return;
    }
    let mut cells_buf = [Cell::ORIGIN; 64];
    let k = cells(pos, list, &mut cells_buf);
    if list.count_only {
        list.uncounted += pieces.count_ones() as usize * k;
        return;
    }
    for p in pieces_in(pieces) {
        for &c in &cells_buf[..k] {
            list.moves.push(CellMove::Piece(p, c));
        }
    }
}
