//! Queen (and the Pillbug's own walk): one slide.

use super::{Lifted, Sink};
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for d in Direction::ALL {
        let to = from.neighbor(d);
        if b.h(to) == 0 && b.slides(from, d) {
            sink.add(to);
        }
    }
}
