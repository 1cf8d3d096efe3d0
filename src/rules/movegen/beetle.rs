//! Beetle: one step in any direction, onto, along or off the hive.

use super::list::Sink;
use super::slide::Lifted;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

/// `below` is the height of the stack under the beetle.
pub(super) fn moves(b: Lifted, from: Cell, below: u8, sink: &mut Sink) {
    for d in Direction::ALL {
        let to = from.neighbor(d);
        if b.steps(from, d, below, b.h(to)) {
            sink.add(to);
        }
    }
}

/// The number of cells of [`moves`]: one a direction at most, so each once.
pub(super) fn count(b: Lifted, from: Cell, below: u8) -> usize {
    Direction::ALL
        .into_iter()
        .filter(|&d| b.steps(from, d, below, b.h(from.neighbor(d))))
        .count()
}
