//! Grasshopper: a straight jump over one or more occupied cells to the first empty one.

use super::list::Sink;
use super::slide::Lifted;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for d in Direction::ALL {
        let mut to = from.neighbor(d);
        if b.h(to) == 0 {
            continue;
        }
        while b.h(to) != 0 {
            to = to.neighbor(d);
        }
        sink.add(to);
    }
}
