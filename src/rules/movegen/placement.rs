//! Placements: which bugs may enter the game, and where.

use super::MoveList;
use crate::rules::grid::Cell;
use crate::rules::piece::{Bug, Piece, color_mask, pieces_in};
use crate::rules::position::{CellMove, Position};

/// The pieces the side to move may place now: the lowest-numbered of each bug in hand.
pub(crate) fn placeable(pos: &Position) -> ([Option<Piece>; 8], usize) {
    let me = pos.to_move();
    let mut out = [None; 8];
    let mut n = 0;
    if pos.must_place_queen() {
        out[0] = pos.next_in_hand(me, Bug::Queen);
        return (out, 1);
    }
    for bug in Bug::ALL {
        // The tournament opening: no Queen on either side's first turn.
        if bug == Bug::Queen && !pos.rules().opening.allows_queen_on(pos.turn()) {
            continue;
        }
        if let Some(p) = pos.next_in_hand(me, bug) {
            out[n] = Some(p);
            n += 1;
        }
    }
    (out, n)
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
        for c in at.neighbors() {
            marks.insert(c);
        }
    }
    for p in pieces_in(tops & color_mask(me)) {
        let at = board.cell_of_placed(p);
        for c in at.neighbors() {
            if !board.is_occupied(c) && marks.insert(c) {
                out[k] = c;
                k += 1;
            }
        }
    }
    k
}

pub(super) fn moves(pos: &Position, list: &mut MoveList) {
    let (pieces, n) = placeable(pos);
    if n == 0 {
        return;
    }
    let mut cells_buf = [Cell::ORIGIN; 64];
    let k = cells(pos, list, &mut cells_buf);
    if list.count_only {
        list.uncounted += n * k;
        return;
    }
    for p in pieces[..n].iter().flatten() {
        for &c in &cells_buf[..k] {
            list.moves.push(CellMove::Piece(*p, c));
        }
    }
}
