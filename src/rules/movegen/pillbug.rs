//! The Pillbug's special ability: lift an adjacent piece over itself onto an empty neighbour.
//!
//! The Pillbug's own walk is a Queen's slide (see `queen.rs`); a Mosquito touching a Pillbug
//! may throw too. A throw is listed as a move of the thrown piece, which may be either colour.

use super::context::Context;
use super::list::{MoveList, Sink};
use super::slide::Lifted;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;
use crate::rules::hex::Hex;
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, pieces_in};
use crate::rules::position::Position;

/// Adds the cells `piece` (at `from`) can be thrown to by the side to move's throwers, or
/// by `only` that thrower when given.
#[inline(always)]
pub(super) fn throws(
    ctx: &Context,
    piece: Piece,
    from: Cell,
    only: Option<Piece>,
    sink: &mut Sink,
) {
    // Checked here, inline, so a position with no thrower (every Base game) pays no call.
    if ctx.throwers[0].is_some() {
        thrown(ctx, piece, from, only, sink);
    }
}

/// [`throws`] once there is a thrower.
fn thrown(ctx: &Context, piece: Piece, from: Cell, only: Option<Piece>, sink: &mut Sink) {
    let board = &ctx.pos.board;
    if board.height(from) != 1 || ctx.pos.stunned() == Some(piece) || ctx.is_pinned(piece, from) {
        return;
    }
    let b = Lifted::new(board, from);
    for &(thrower, at) in ctx.throwers.iter().flatten() {
        if thrower == piece || only.is_some_and(|t| t != thrower) {
            continue;
        }
        let Some(up) = from.direction_to(at) else {
            continue;
        };
        // Onto the thrower (height 1) from the ground.
        if !b.steps(from, up, 0, 1) {
            continue;
        }
        for d in Direction::ALL {
            let to = at.neighbor(d);
            if to != from && b.h(to) == 0 && b.steps(at, d, 1, 0) {
                sink.add(to);
            }
        }
    }
}

impl Position {
    /// The throws `thrower` (the side to move's Pillbug, or a Mosquito beside a Pillbug) may
    /// make now, as moves of the thrown pieces. Empty when it cannot throw.
    pub fn throws_by(&self, thrower: Piece) -> Vec<Move> {
        let mut list = MoveList::new();
        if self.state().is_over() || !self.queen_placed(self.to_move()) {
            return Vec::new();
        }
        let ctx = Context::new(self);
        for piece in pieces_in(self.board.top_mask()) {
            let from = self.board.cell_of_placed(piece);
            let mut sink = list.sink(piece);
            throws(&ctx, piece, from, Some(thrower), &mut sink);
        }
        list.moves(self).collect()
    }

    /// The cells `piece` reaches only by being thrown (by the side to move's Pillbug, or a
    /// Mosquito beside one), not by its own movement: what a front end marks as a throw.
    /// Every destination of an opponent's piece is one.
    pub fn throw_only_destinations(&self, piece: Piece) -> Vec<Hex> {
        let Some(from) = self.board.cell_of(piece) else {
            return Vec::new();
        };
        if self.state().is_over() || !self.queen_placed(self.to_move()) {
            return Vec::new();
        }
        let ctx = Context::new(self);
        let mut list = MoveList::new();
        let mut sink = list.sink(piece);
        throws(&ctx, piece, from, None, &mut sink);
        let thrown: Vec<Cell> = list.cells().collect();
        let mut own = MoveList::new();
        let ring = self.board.ring(from);
        if piece.color() == self.to_move() && ctx.may_move(piece, from, ring) {
            let mut sink = own.sink(piece);
            ctx.own_moves(piece, from, ring, &mut sink);
        }
        let own: Vec<Cell> = own.cells().collect();
        thrown
            .into_iter()
            .filter(|c| !own.contains(c))
            .map(|c| self.board.hex(c))
            .collect()
    }
}
