//! Soldier Ant: any number of slides around the hive.

use super::{Lifted, Sink};
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

/// Must run first for its piece: it uses the sink's stamps as its visited set.
pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    // The rim of a 28-piece hive has at most 2 × 28 + 6 cells.
    let mut stack = [from; 64];
    let mut len = 1;
    while len > 0 {
        len -= 1;
        let a = stack[len];
        for d in Direction::ALL {
            let c = a.neighbor(d);
            if b.h(c) == 0 && !sink.seen(c) && b.slides(a, d) {
                sink.add(c);
                stack[len] = c;
                len += 1;
            }
        }
    }
}
