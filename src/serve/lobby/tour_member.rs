//! The tournaments for a member in the lobby: the page's content read from the club, the
//! member's tournament games as rows of their list (they head it) and their seat at one,
//! and what they ask (join, leave, make one) done.

use super::model::Row;
use super::tour::{Act, State, TourLine, TourView};
use crate::club::tour::Plan;
use crate::club::{ClubError, EntryError, Member, MemberId, NewTournament, Pool, TournamentId};
use crate::lang::Lang;
use crate::room::{Seat, Table, TableId};
use crate::rules::GameType;
use crate::say;
use crate::serve::desk::Desk;
use crate::serve::served::Seating;
use crate::text::printable;

/// The tournaments as they stand for `member`: their games at the tables always, the list
/// and the one looked at while the page is shown (`page`).
pub fn look(
    view: &mut TourView,
    desk: &Desk,
    member: MemberId,
    page: bool,
) -> Result<(), ClubError> {
    view.games = desk
        .tour_games()
        .of(member)
        .into_iter()
        .map(|(id, g)| (id, g.name, g.round))
        .collect();
    if !page {
        return Ok(());
    }
    let club = desk.club();
    view.may_create = club.is_organizer(member)?;
    let mut list = Vec::new();
    for row in club.tournaments()? {
        let plan = club.plan(row.id)?.unwrap_or(Plan::new(None));
        let entrants = club.entrants(row.id)?;
        list.push(TourLine {
            id: row.id,
            name: row.name,
            format: row.format,
            clock: plan.clock,
            players: (row.entrants, row.capacity),
            state: match (row.started, row.finished) {
                (_, true) => State::Finished,
                (true, false) => State::Running(row.round),
                (false, false) => State::Open,
            },
            entered: entrants.iter().any(|m| m.id == member),
            starts: plan.starts,
        });
    }
    view.list = list;
    view.selected = view.selected.min(view.list.len().saturating_sub(1));
    if let Some((id, detail)) = &mut view.shown {
        let Some(line) = view.list.iter().find(|l| l.id == *id) else {
            view.shown = None;
            return Ok(());
        };
        detail.players = club.entrants(*id)?.into_iter().map(|m| m.name).collect();
        detail.standings = club
            .tournament_standings(*id)?
            .unwrap_or_default()
            .into_iter()
            .map(|(m, s)| (m.name, s))
            .collect();
        detail.round = match line.state {
            State::Running(round) => round,
            State::Finished => club
                .tournaments()?
                .iter()
                .find(|r| r.id == *id)
                .map_or(0, |r| r.round),
            State::Open => 0,
        };
        detail.boards = club
            .boards(*id, detail.round)?
            .into_iter()
            .map(|b| (b.white.name, b.black.map(|m| m.name), b.outcome))
            .collect();
    }
    Ok(())
}

/// The member's tournament games as rows of their list (they head it).
pub(super) fn rows(club: Option<(&Desk, &Member)>, seating: &Seating) -> Vec<Row> {
    let Some((desk, me)) = club else {
        return Vec::new();
    };
    let tables = seating.tables();
    desk.tour_games()
        .of(me.id)
        .into_iter()
        .filter_map(|(id, game)| {
            let table = tables.get(id)?;
            let color = game.color_of(me.id)?;
            let room = &table.room;
            let g = room.game();
            let here = room.seats();
            Some(Row {
                id,
                game_type: g.game_type(),
                clock: room.time_control(),
                seat: Seat::Player(color),
                plies: g.moves().len(),
                to_move: (!room.is_over()).then(|| g.position().to_move()),
                opponent_here: here.contains(&Seat::Player(color.opponent())),
                seated: here.contains(&Seat::Player(color)),
                invites: Vec::new(),
                computer: None,
                // The tournament's, not the member's to close.
                mine: false,
            })
        })
        .collect()
}

/// The table of the member's tournament game `id`, and their seat at it.
pub(super) fn seat(
    club: Option<(&Desk, &Member)>,
    seating: &Seating,
    id: TableId,
) -> Option<(std::sync::Arc<Table>, Seat)> {
    let (desk, me) = club?;
    let color = desk.tour_games().get(id)?.color_of(me.id)?;
    Some((seating.tables().get(id)?, Seat::Player(color)))
}

/// Does what the member (`club`: the club and who they are in it) asked of the
/// tournaments; what to tell them, in `lang`.
pub(super) fn act(club: Option<(&Desk, &Member)>, lang: &Lang, act: Act) -> String {
    let Some((desk, me)) = club else {
        return lang.get("tour-no-club");
    };
    match tour_act(desk, me, act) {
        Ok(note) => note.say(lang),
        Err(e) => say!(lang, "tour-error", why = e.to_string()),
    }
}

/// What came of an act.
enum Note {
    Joined(String),
    Left(String),
    NotLeft,
    Refused(EntryError),
    Made(String),
    NotAllowed,
}

impl Note {
    fn say(self, lang: &Lang) -> String {
        match self {
            Note::Joined(name) => say!(lang, "tour-joined", name = printable(&name, 40)),
            Note::Left(name) => say!(lang, "tour-left", name = printable(&name, 40)),
            Note::NotLeft => lang.get("tour-not-left"),
            Note::Refused(EntryError::Unknown) => lang.get("tour-unknown"),
            Note::Refused(EntryError::Started) => lang.get("tour-started"),
            Note::Refused(EntryError::Full) => lang.get("tour-full"),
            Note::Made(name) => say!(lang, "tour-made", name = printable(&name, 40)),
            Note::NotAllowed => lang.get("tour-not-allowed"),
        }
    }
}

fn name_of(desk: &Desk, id: TournamentId) -> Result<String, ClubError> {
    let rows = desk.club().tournaments()?;
    Ok(rows
        .into_iter()
        .find(|r| r.id == id)
        .map(|r| r.name)
        .unwrap_or_default())
}

fn organizer(desk: &Desk, member: MemberId) -> Result<bool, ClubError> {
    let club = desk.club();
    club.is_organizer(member)
}

fn tour_act(desk: &Desk, me: &Member, act: Act) -> Result<Note, ClubError> {
    let now = crate::serve::desk::now();
    // Each guard of the club goes before the next is taken (one lock, not re-entrant).
    Ok(match act {
        Act::Join(id) => {
            let entered = desk.club().enter(id, me.id)?;
            match entered {
                Ok(()) => Note::Joined(name_of(desk, id)?),
                Err(e) => Note::Refused(e),
            }
        }
        Act::Leave(id) => {
            let left = desk.club().withdraw(id, me.id)?;
            match left {
                true => Note::Left(name_of(desk, id)?),
                false => Note::NotLeft,
            }
        }
        Act::Create { .. } if !organizer(desk, me.id)? => Note::NotAllowed,
        Act::Create {
            format,
            size,
            clock,
            start_in,
        } => {
            let stamp = jiff::Timestamp::now().strftime("%H:%M").to_string();
            let name = format!("{} {stamp}", me.name);
            let new = NewTournament {
                name: name.clone(),
                format,
                pool: Pool::of(clock),
                rated: true,
                capacity: size.max(2),
            };
            let plan = Plan {
                game_type: GameType::MLP,
                clock,
                starts: start_in.map(|m| now + i64::from(m) * 60),
                creator: Some(me.id),
            };
            let mut club = desk.club();
            let id = club.create_planned(&new, &plan, now)?;
            // Its maker plays in it (`x` leaves it).
            let _ = club.enter(id, me.id)?;
            Note::Made(name)
        }
    })
}

#[cfg(test)]
#[path = "tour_tests.rs"]
mod tests;
