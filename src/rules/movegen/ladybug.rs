//! Ladybug: up onto the hive, one step along the top, then down into an empty cell.

use super::list::Sink;
use super::slide::Lifted;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for d1 in Direction::ALL {
        let c1 = from.neighbor(d1);
        let h1 = b.h(c1);
        if h1 == 0 || !b.steps(from, d1, 0, h1) {
            continue;
        }
        for d2 in Direction::ALL {
            let c2 = c1.neighbor(d2);
            let h2 = b.h(c2);
            if h2 == 0 || !b.steps(c1, d2, h1, h2) {
                continue;
            }
            for d3 in Direction::ALL {
                let c3 = c2.neighbor(d3);
                if c3 != from && b.h(c3) == 0 && b.steps(c2, d3, h2, 0) {
                    sink.add(c3);
                }
            }
        }
    }
}
