//! The games made from seeks as a member's lobby sees them, from the server's tables and
//! the lounge alone (so that the member's own work can ask without a circle): their rows
//! at the top of the member's list, the seat the member takes at a table (theirs, or a
//! watcher's of a game in play between members), and the cap on running games.

use std::net::SocketAddr;
use std::sync::Arc;

use super::lounge::Lounge;
use super::model::Row;
use crate::lang::Lang;
use crate::room::{Owner, Seat, Table, TableId};
use crate::say;
use crate::serve::desk::Desk;
use crate::serve::served::{Seating, Served};

/// The member's games: those from seeks first (the newest on top), then `owned` (those
/// they made); `row` makes a table's row as its maker sees it.
pub(super) fn rows(
    seating: &Seating,
    lounge: &Lounge,
    owner: &Owner,
    address: SocketAddr,
    owned: Vec<Row>,
    row: fn(&Served, SocketAddr) -> Option<Row>,
) -> Vec<Row> {
    let matches = lounge.matches_of(owner, |t| seating.tables().get(t).is_some());
    let mut rows: Vec<Row> = matches
        .iter()
        .filter_map(|m| {
            let served = seating.served(m.table)?;
            let color = m.color_of(owner)?;
            let mut row = row(&served, address)?;
            let here = served.table.room.seats();
            row.seat = Seat::Player(color);
            row.mine = served.table.owner.as_ref().is_some_and(|(o, _)| o == owner);
            row.seated = here.contains(&row.seat);
            row.opponent_here = here.contains(&Seat::Player(color.opponent()));
            Some(row)
        })
        .collect();
    let from_seeks: Vec<TableId> = rows.iter().map(|r| r.id).collect();
    rows.extend(owned.into_iter().filter(|r| !from_seeks.contains(&r.id)));
    rows
}

/// The table `id` and the seat `owner` takes there: their own game's seat, their side of a
/// game from a seek, or (in a club) a watcher's of a game in play between members.
pub(super) fn seat_of(
    seating: &Seating,
    lounge: &Lounge,
    owner: &Owner,
    desk: Option<&Desk>,
    id: TableId,
) -> Option<(Arc<Table>, Seat)> {
    if let Some(served) = seating.owned(owner, id) {
        let seat = served.table.owner.as_ref()?.1;
        return Some((served.table, seat));
    }
    let table = seating.tables().get(id)?;
    let matched = lounge.matches_of(owner, |_| true);
    if let Some(color) = matched
        .iter()
        .find(|m| m.table == id)
        .and_then(|m| m.color_of(owner))
    {
        return Some((table, Seat::Player(color)));
    }
    in_play(desk?, &table).then_some((table, Seat::Watcher))
}

/// Whether `table` is a game in play between two members.
pub(super) fn in_play(desk: &Desk, table: &Table) -> bool {
    !table.room.is_over()
        && !table.room.is_closed()
        && desk.sides(table.id).iter().all(Option::is_some)
}

/// How many games `owner` is playing (not over): those they made and those from seeks.
pub(super) fn running(seating: &Seating, lounge: &Lounge, owner: &Owner) -> usize {
    let own = seating
        .tables()
        .owned_by(owner)
        .iter()
        .filter(|t| !t.room.is_over())
        .count();
    let other = lounge
        .matches_of(owner, |t| seating.tables().get(t).is_some())
        .iter()
        .filter_map(|m| seating.tables().get(m.table))
        .filter(|t| t.owner.as_ref().is_none_or(|(o, _)| o != owner) && !t.room.is_over())
        .count();
    own + other
}

/// Why `owner` may start no other game (they play as many as one member may), if so.
pub(super) fn over_cap(
    seating: &Seating,
    lounge: &Lounge,
    owner: &Owner,
    lang: &Lang,
) -> Option<String> {
    let max = lounge.max_running;
    (running(seating, lounge, owner) >= max).then(|| say!(lang, "seek-too-many-games", max = max))
}
