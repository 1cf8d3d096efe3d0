//! Spider: exactly three slides, never visiting a cell twice.

use super::{Lifted, Sink};
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for d1 in Direction::ALL {
        let c1 = from.neighbor(d1);
        if b.h(c1) != 0 || !b.slides(from, d1) {
            continue;
        }
        for d2 in Direction::ALL {
            let c2 = c1.neighbor(d2);
            if c2 == from || b.h(c2) != 0 || !b.slides(c1, d2) {
                continue;
            }
            for d3 in Direction::ALL {
                let c3 = c2.neighbor(d3);
                if c3 == c1 || c3 == from || b.h(c3) != 0 || !b.slides(c2, d3) {
                    continue;
                }
                sink.add(c3);
            }
        }
    }
}
