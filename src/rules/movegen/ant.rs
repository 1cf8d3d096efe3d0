//! Soldier Ant: any number of slides around the hive.

use super::list::Sink;
use super::slide::Lifted;
use crate::rules::grid::Cell;

/// A flood fill with its own visited set (the sink's walk marks).
pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    // The rim of a 28-piece hive has at most 2 × 28 + 6 cells.
    let mut stack = [from; 64];
    let mut len = 0;
    sink.start_walk(from);
    for c in b.first_slides() {
        if sink.visit(c) {
            stack[len] = c;
            len += 1;
        }
    }
    while len > 0 {
        len -= 1;
        let a = stack[len];
        for c in b.slides_from(a) {
            if sink.visit(c) {
                stack[len] = c;
                len += 1;
            }
        }
    }
}
