//! Queen (and the Pillbug's own walk): one slide.

use super::{Lifted, Sink};
use crate::rules::grid::Cell;

pub(super) fn moves(b: Lifted, from: Cell, sink: &mut Sink) {
    for to in b.slides_from(from) {
        sink.add(to);
    }
}
