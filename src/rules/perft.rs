//! Perft: counting the leaves of the move tree, the standard check of a move generator.

use super::movegen::MoveList;
use super::position::Position;

/// Counts the positions exactly `depth` plies from `pos`.
///
/// With `bulk`, the last ply's moves are counted without being played, and so are the
/// replies to most placements on the ply before (see `movegen/bulk.rs`). `pos` is left as
/// it was. Allocates one [`MoveList`] per ply of depth, nothing per node.
pub fn perft(pos: &mut Position, depth: usize, bulk: bool) -> u64 {
    let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::new()).collect();
    count(pos, bulk, &mut lists)
}

/// Perft to the depth of one list per ply.
fn count(pos: &mut Position, bulk: bool, lists: &mut [MoveList]) -> u64 {
    let Some((list, rest)) = lists.split_first_mut() else {
        return 1;
    };
    if bulk && rest.is_empty() {
        return pos.count_moves(list) as u64;
    }
    if bulk && let [next] = rest {
        return pos.count_two_plies(list, next);
    }
    pos.generate_moves(list);
    let mut total = 0;
    for i in 0..list.len() {
        let mv = list.as_slice()[i];
        let undo = pos.play_fast(mv);
        total += count(pos, bulk, rest);
        pos.undo(undo);
    }
    total
}

/// Perft of each legal move's subtree (`depth - 1` plies below it), for finding where two
/// generators disagree.
pub fn divide(pos: &mut Position, depth: usize) -> Vec<(super::moves::Move, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    for raw in pos.legal_cell_moves() {
        let mv = pos.hex_move(raw);
        let undo = pos.play_cell_move(raw);
        out.push((mv, perft(pos, depth - 1, true)));
        pos.undo(undo);
    }
    out
}
