//! The lobby: where a member (a key of the server's `authorized_keys` file) makes games,
//! gets the lines that invite the other player and spectators, and sits at their own seat
//! of their own games again. It is drawn in the game's theme and kept in the game's shape:
//! a small model and its update ([`model`]), a view ([`view`]), and this runner, which does
//! the work the update asks for and plays the member's games in the same terminal.

pub mod club;
pub mod model;
pub mod sign_up;
pub mod view;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use ratatui::crossterm::event::Event;

use crate::tui::Events;

use self::model::{Command, Lobby, Msg, Row};
use super::exit::Exit;
use super::guest::{Guest, play_seat};
use super::invite::{HOST_HINT, ssh_line};
use super::served::{Seating, Served};
use crate::clock::TimeControl;
use crate::room::{Owner, Seat, SendOff};
use crate::rules::Color;
use crate::say;
use crate::tui::view::theme::Theme;

/// How often the lobby looks again at the member's games when no key is pressed.
const REFRESH: Duration = Duration::from_secs(1);

/// What a lobby needs of its server.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Where new games are saved.
    pub games: PathBuf,
    /// The address the server listens on, for the invite lines.
    pub address: SocketAddr,
    /// The clock a new game starts on (the member may choose another, or none).
    pub clock: Option<TimeControl>,
    /// The club: its members and their ratings (none: games unrated).
    pub club: Option<super::desk::Desk>,
}

/// The member's games as the lobby lists them.
fn rows(seating: &Seating, owner: &Owner, address: SocketAddr) -> Vec<Row> {
    seating
        .owned_by(owner)
        .iter()
        .filter_map(|table| row(table, address))
        .collect()
}

fn row(served: &Served, address: SocketAddr) -> Option<Row> {
    let table = &served.table;
    let (_, seat) = table.owner.as_ref()?;
    let game = table.room.game();
    let here = table.room.seats();
    let to_move = (!game.outcome().is_over()).then(|| game.position().to_move());
    let other = seat.color().map(Color::opponent).map(Seat::Player);
    Some(Row {
        id: table.id,
        game_type: game.game_type(),
        clock: table.room.time_control(),
        seat: *seat,
        plies: game.moves().len(),
        to_move,
        opponent_here: other.is_some_and(|o| here.contains(&o)),
        seated: here.contains(seat),
        invites: served
            .invites
            .iter()
            .map(|(s, invite)| {
                let mut line = ssh_line(address, &invite.code);
                if address.ip().is_unspecified() {
                    line = format!("{line} {HOST_HINT}");
                }
                (*s, line)
            })
            .collect(),
    })
}

/// A save's file name, as the member may show it (escaped: it is the host's).
fn file_name(path: &std::path::Path) -> String {
    let name = path.file_name().unwrap_or(path.as_os_str());
    crate::text::printable(&name.to_string_lossy(), 80).into_owned()
}

/// The lobby for the member `owner` (called `name`) until they leave it, the connection
/// goes or the server stops.
pub fn run(
    mut guest: Guest<'_>,
    owner: Owner,
    name: String,
    seating: &Seating,
    settings: &Settings,
) -> Result<(), Exit> {
    let theme = Theme::new(guest.look.colors());
    // In a club, the key is a member (a newcomer signs up first, a banned one goes).
    let member = match &settings.club {
        Some(desk) => match club::enter(&mut guest, desk, &owner.0, &name, &theme)? {
            club::Entered::Member(member) => Some((desk, member)),
            club::Entered::Unrated => None,
            club::Entered::Left => return Ok(()),
        },
        None => None,
    };
    let name = member.as_ref().map_or(name, |(_, m)| m.name.clone());
    let Guest {
        terminal,
        events,
        waker,
        handle,
        admission,
        look,
        peer,
    } = guest;
    let mut lobby = Lobby::new(name.clone(), settings.clock);
    let pool = crate::club::Pool::of(settings.clock);
    lobby.club = member.as_ref().map(|_| club::ClubView::new(pool));
    if let Some((desk, member)) = &member {
        look_at_club(&mut lobby, desk, member.id);
    }
    lobby.opening = seating.tables().rules().opening;
    let load = |s: &Seating| (s.tables().len(), s.tables().max());
    lobby.update(Msg::Rows(
        rows(seating, &owner, settings.address),
        load(seating),
    ));
    while !lobby.quit && !handle.is_stopped() {
        terminal.draw(|frame| view::render(&lobby, &theme, &look.lang, frame))?;
        let command = match events.next(REFRESH)? {
            Some(Event::Key(key)) => lobby.update(Msg::Key(key)),
            _ => None,
        };
        match command {
            Some(Command::Create {
                game_type,
                color,
                clock,
            }) => {
                let who = if name.is_empty() {
                    "host"
                } else {
                    name.as_str()
                };
                let names = match color {
                    Color::White => [who, "guest"],
                    Color::Black => ["guest", who],
                };
                let seats = [Seat::Player(color.opponent()), Seat::Watcher];
                let owned = Some((owner.clone(), Seat::Player(color)));
                let kind = (game_type, clock);
                match seating.create(&settings.games, kind, names, owned, &seats) {
                    Ok(served) => {
                        if let Some((desk, member)) = &member {
                            desk.seat(served.table.id, color, member);
                        }
                        lobby.update(Msg::Rows(
                            rows(seating, &owner, settings.address),
                            load(seating),
                        ));
                        lobby.update(Msg::Created(served.table.id));
                    }
                    Err(e) => {
                        let note = say!(look.lang, "lobby-not-made", why = e.to_string());
                        lobby.update(Msg::Note(note));
                    }
                }
            }
            Some(Command::Join(id)) => {
                let Some(Served { table, .. }) = seating.owned(&owner, id) else {
                    lobby.update(Msg::Note(look.lang.get("lobby-gone")));
                    continue;
                };
                let Some((_, seat)) = table.owner.clone() else {
                    continue;
                };
                let played = play_seat(
                    Guest {
                        terminal: &mut *terminal,
                        events: &mut *events,
                        waker: waker.clone(),
                        handle,
                        admission,
                        look: look.clone(),
                        peer,
                    },
                    &table.room,
                    seat,
                );
                // The game drew over the whole screen: the lobby draws afresh.
                terminal.clear()?;
                match played {
                    Ok(()) => {}
                    Err(Exit::NotSeated(e)) => {
                        let note = say!(look.lang, "lobby-not-seated", why = e.to_string());
                        lobby.update(Msg::Note(note));
                    }
                    // Closed or renewed from another of the member's connections.
                    Err(Exit::SentOut(why)) => {
                        lobby.update(Msg::Note(why));
                    }
                    Err(e) => return Err(e),
                }
            }
            Some(Command::Close(id)) => {
                // Only the member's own games: another's is not theirs to close.
                let note = match seating.owned(&owner, id) {
                    Some(served) if seating.close(id, SendOff::Closed) => say!(
                        look.lang,
                        "lobby-closed",
                        save = file_name(&served.table.save)
                    ),
                    _ => look.lang.get("lobby-gone"),
                };
                lobby.update(Msg::Note(note));
            }
            Some(Command::Renew(id)) => {
                let note = match seating
                    .owned(&owner, id)
                    .map(|_| seating.renew(id, None, SendOff::OwnerRenewed))
                {
                    Some(Ok(Some(_))) => look.lang.get("lobby-renewed"),
                    Some(Err(e)) => say!(look.lang, "lobby-not-renewed", why = e.to_string()),
                    _ => look.lang.get("lobby-gone"),
                };
                lobby.update(Msg::Note(note));
            }
            None => {}
        }
        lobby.update(Msg::Rows(
            rows(seating, &owner, settings.address),
            load(seating),
        ));
        if let Some((desk, member)) = &member {
            look_at_club(&mut lobby, desk, member.id);
        }
    }
    Ok(())
}

/// Tells `lobby` how the club stands for `member` (the leaderboard and their own page
/// too, while one of the club's pages is shown).
fn look_at_club(lobby: &mut Lobby, desk: &super::desk::Desk, member: crate::club::MemberId) {
    let Some(view) = &lobby.club else {
        return;
    };
    let pages = !matches!(lobby.page, model::Page::List);
    match club::look(desk, member, view.pool, pages) {
        Ok(view) => {
            lobby.update(Msg::Club(view));
        }
        Err(e) => super::log::club_error("the lobby's ratings", &e),
    }
}
