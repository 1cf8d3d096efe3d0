//! Queen (and the Pillbug's own walk): one slide.

use super::list::Sink;
use super::slide::Lifted;

pub(super) fn moves(b: Lifted, sink: &mut Sink) {
    for to in b.first_slides() {
        sink.add(to);
    }
}
