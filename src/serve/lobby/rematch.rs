//! A rematch: back in the lobby from a game between two members that is over, the member
//! may offer the same game again with the colours swapped (`R`). It is a challenge to the
//! opponent (same type, clock, rated or casual; the server's opening rule), made as any
//! challenge is and accepted or declined by them on their seeks page, where the lobby
//! tells them it waits.

use std::sync::Arc;

use super::member::Member;
use crate::club::{NewSeek, SeekColor};
use crate::room::{Table, TableId};
use crate::rules::Color;

/// A rematch to offer if the game is over when the member comes back from it.
pub(super) struct Ready {
    table: Arc<Table>,
    seek: NewSeek,
    name: String,
}

impl Ready {
    /// The challenge to offer and the opponent's name, if the game is over.
    pub(super) fn offered(self) -> Option<(NewSeek, String)> {
        self.table.room.is_over().then_some((self.seek, self.name))
    }
}

/// Before the member sits at game `id`: its rematch, should it be over when they come
/// back, if both its sides are members (the member one of them). Taken before, because
/// the club forgets who played a game once it has rated it.
pub(super) fn ready(member: &Member<'_>, id: TableId) -> Option<Ready> {
    let (desk, me) = member.club?;
    let table = member.seating.tables().get(id)?;
    let [Some(white), Some(black)] = desk.sides(id) else {
        return None;
    };
    let mine = if white == me.id {
        Color::White
    } else if black == me.id {
        Color::Black
    } else {
        return None;
    };
    let theirs = mine.opponent();
    let opponent = [white, black][theirs.index()];
    let name = desk.names(id)[theirs.index()].clone()?;
    let room = &table.room;
    let seek = NewSeek {
        game_type: room.game().game_type(),
        clock: room.time_control(),
        rated: !desk.is_casual(id),
        // Swapped: the member plays the colour the opponent had.
        color: match theirs {
            Color::White => SeekColor::White,
            Color::Black => SeekColor::Black,
        },
        opening: member.seating.tables().rules().opening,
        to: Some(opponent),
    };
    Some(Ready { table, seek, name })
}

/// The plain lobby's `rematch` (in the member's language, or English): the challenge
/// `offered` made, or why there is none; `None` when `line` is another command.
pub(super) fn plain(
    lang: &crate::lang::Lang,
    member: &Member<'_>,
    line: &str,
    offered: &mut Option<NewSeek>,
) -> Option<Vec<String>> {
    let first = line.split_whitespace().next()?.to_lowercase();
    if first != "rematch" && first != lang.get("rematch-plain-cmd").to_lowercase() {
        return None;
    }
    Some(vec![match offered.take() {
        Some(seek) => super::seeking::make(member, &seek),
        None => lang.get("rematch-none"),
    }])
}
