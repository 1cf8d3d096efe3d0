//! Mosquito: moves as any bug on top of an adjacent stack; as a Beetle while on the hive.

use super::list::Sink;
use super::slide::Lifted;
use super::{ant, beetle, grasshopper, ladybug, queen, spider};
use crate::rules::grid::Cell;
use crate::rules::piece::Bug;

/// `below` is the height of the stack under the mosquito.
pub(super) fn moves(b: Lifted, from: Cell, below: u8, sink: &mut Sink) {
    if below > 0 {
        return beetle::moves(b, from, below, sink);
    }
    let mut copies = 0u8;
    for n in from.neighbors() {
        if let Some(p) = b.board.top(n) {
            copies |= 1 << p.bug().index();
        }
    }
    let has = |bug: Bug| copies & (1 << bug.index()) != 0;
    if has(Bug::Ant) {
        ant::moves(b, from, sink);
    }
    if has(Bug::Beetle) {
        // A beetle's steps include every queen or pillbug slide.
        beetle::moves(b, from, 0, sink);
    } else if (has(Bug::Queen) || has(Bug::Pillbug)) && !has(Bug::Ant) {
        queen::moves(b, sink);
    }
    if has(Bug::Spider) && !has(Bug::Ant) {
        spider::moves(b, from, sink);
    }
    if has(Bug::Grasshopper) {
        grasshopper::moves(b, from, sink);
    }
    if has(Bug::Ladybug) {
        ladybug::moves(b, from, sink);
    }
}
