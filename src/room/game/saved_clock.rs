//! A saved game's clock read back from its record: each side's time left after its last
//! move, and (days a move) how long the side to move has had since it.

use std::time::Duration;

use crate::clock::TimeControl;
use crate::record::Record;
use crate::rules::Color;

/// The wall time since the last of the record's first `plies` moves was played (or the
/// game started, when its moves carry no time); none known, none passed.
pub(super) fn since_last_move(record: &Record, plies: usize) -> Duration {
    let last = record
        .moves
        .iter()
        .take(plies)
        .rev()
        .find_map(|m| m.at)
        .or(record.started);
    last.and_then(|at| {
        let span = jiff::Timestamp::now().duration_since(at.timestamp());
        Duration::try_from(span).ok()
    })
    .unwrap_or_default()
}

/// Each side's time after `plies` plies of `record`'s moves, as their times left say (a
/// side that has not moved, or whose time is not known, has the control's start).
pub(super) fn left_after(record: &Record, control: TimeControl, plies: usize) -> [Duration; 2] {
    [Color::White, Color::Black].map(|side| {
        record
            .moves
            .iter()
            .take(plies)
            .enumerate()
            .rev()
            .filter(|(p, _)| p % 2 == side.index())
            .find_map(|(_, m)| m.left)
            .unwrap_or(control.initial())
    })
}
