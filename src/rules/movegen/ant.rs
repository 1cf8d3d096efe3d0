//! Soldier Ant: any number of slides around the hive.

use super::list::{Marks, Sink};
use super::slide::Lifted;
use crate::rules::grid::Cell;

/// Lists the cells the Ant reaches.
pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    flood(b, from, sink.walk, |c| sink.to.add(c));
}

/// The number of cells the Ant reaches: the cells of its own flood fill, which are
/// distinct without a second set.
pub(super) fn count(b: Lifted, from: Cell, walk: &mut Marks) -> usize {
    let mut n = 0;
    flood(b, from, walk, |_| n += 1);
    n
}

/// A flood fill by slides from `from`, with `walk` as its visited set: calls `reached` once
/// on every cell reached (never `from`).
#[inline(always)]
fn flood(b: Lifted, from: Cell, walk: &mut Marks, mut reached: impl FnMut(Cell)) {
    // The rim of a 28-piece hive has at most 2 × 28 + 6 cells.
    let mut stack = [from; 64];
    let mut len = 0;
    walk.clear();
    walk.insert(from);
    for c in b.first_slides() {
        if walk.insert(c) {
            reached(c);
            stack[len] = c;
            len += 1;
        }
    }
    while len > 0 {
        len -= 1;
        let a = stack[len];
        for c in b.slides_from(a) {
            if walk.insert(c) {
                reached(c);
                stack[len] = c;
                len += 1;
            }
        }
    }
}
