//! The Pillbug's special ability: lift an adjacent piece over itself onto an empty neighbour.
//!
//! The Pillbug's own walk is a Queen's slide (see `queen.rs`); a Mosquito touching a Pillbug
//! may throw too. A throw is listed as a move of the thrown piece, which may be either colour.

use super::{Context, Lifted, Sink};
use crate::rules::grid::Cell;

/// Adds the cells `piece` (at `from`) can be thrown to by the side to move's throwers.
pub(super) fn throws(
    ctx: &Context,
    piece: crate::rules::piece::Piece,
    from: Cell,
    sink: &mut Sink,
) {
    if ctx.throwers[0].is_none() {
        return;
    }
    let board = &ctx.pos.board;
    if board.height(from) != 1 || ctx.is_pinned(piece, from) || ctx.pos.stunned() == Some(piece) {
        return;
    }
    let b = Lifted::new(board, from);
    for &(thrower, at) in ctx.throwers.iter().flatten() {
        if thrower == piece {
            continue;
        }
        let Some(up) = from.direction_to(at) else {
            continue;
        };
        // Onto the thrower (height 1) from the ground.
        if !b.steps(from, up, 0, 1) {
            continue;
        }
        for d in crate::rules::hex::Direction::ALL {
            let to = at.neighbor(d);
            if to != from && b.h(to) == 0 && b.steps(at, d, 1, 0) {
                sink.add(to);
            }
        }
    }
}
