//! Spider: exactly three slides, never visiting a cell twice.

use super::list::Sink;
use super::slide::Lifted;
use crate::rules::grid::Cell;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for c1 in b.first_slides() {
        for c2 in b.slides_from(c1) {
            if c2 == from {
                continue;
            }
            for c3 in b.slides_from(c2) {
                if c3 != c1 && c3 != from {
                    sink.add(c3);
                }
            }
        }
    }
}
