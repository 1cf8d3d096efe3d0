//! The lobby: where a member (a key of the server's `authorized_keys` file) makes games,
//! gets the lines that invite the other player and spectators, and sits at their own seat
//! of their own games again. It is drawn in the game's theme and kept in the game's shape:
//! a small model and its update ([`model`]), a view ([`view`]), and this runner, which does
//! the work the update asks for and plays the member's games in the same terminal.

mod against;
pub mod chat;
mod choices;
pub mod club;
pub mod computer;
mod kept;
pub mod lounge;
mod matched;
mod member;
pub mod model;
mod plain;
mod plain_seeks;
mod rematch;
mod seeking;
pub mod seeks;
pub mod sign_up;
mod study;
pub mod tour;
mod tour_member;
mod tour_plain;
pub mod view;

use ratatui::crossterm::event::{Event, KeyCode};

use crate::tui::Events;
use crate::tui::runtime::draw_lean;

pub use self::member::Settings;
use self::member::{Member, REFRESH, rows};
use self::model::{Command, Lobby, Msg};
use super::exit::Exit;
use super::guest::Guest;
use super::served::Seating;
use crate::room::Owner;
use crate::say;
use crate::tui::view::theme::Theme;

/// Serves again what the club keeps going (a restarted server): the lobby's games between
/// people, in their players' lists, and those against the computer, the computer back at
/// its seat. How many games.
pub fn resume(
    seating: &Seating,
    desk: &crate::serve::desk::Desk,
    computers: &crate::serve::Computers,
    lounge: &lounge::Lounge,
) -> usize {
    kept::resume(seating, desk, lounge) + against::resume(seating, desk, computers)
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
    let theme = Theme::new(guest.tty.colors);
    // In a club, the key is a member (a newcomer signs up first, a banned one goes).
    let club_member = match &settings.club {
        Some(desk) => match club::enter(&mut guest, desk, &owner.0, &name, &theme)? {
            club::Entered::Member(member) => Some((desk, member)),
            club::Entered::Unrated => None,
            club::Entered::Left => return Ok(()),
        },
        None => None,
    };
    let name = club_member.as_ref().map_or(name, |(_, m)| m.name.clone());
    // The language the member chose in the lobby before, over their ssh's.
    if let Some((desk, member)) = &club_member
        && let Some(lang) = club::chosen_language(desk, member.id, &guest.tty.lang)
    {
        guest.tty.lang = lang;
    }
    let mut lobby = Lobby::new(name.clone(), settings.clock);
    let pool = crate::club::Pool::of(settings.clock);
    lobby.club = club_member.as_ref().map(|_| club::ClubView::new(pool));
    lobby.talk = club_member.as_ref().map(|_| chat::RoomView::default());
    if let Some((desk, member)) = &club_member {
        look_at_club(&mut lobby, desk, member.id);
    }
    lobby.opening = seating.tables().rules().opening;
    lobby.update(Msg::Rows(
        rows(seating, &owner, settings.address),
        (seating.tables().len(), seating.tables().max()),
    ));
    let mut member = Member {
        owner: &owner,
        name: &name,
        seating,
        settings,
        lang: guest.tty.lang.clone(),
        club: club_member.as_ref().map(|(desk, m)| (*desk, m)),
    };
    // Here (for the seeks page) until this connection leaves.
    let _here = seeking::arrive(&settings.lounge, member.club, &owner);
    if guest.tty.plain {
        return plain::run(guest, &member, false);
    }
    // A game that ended while the member was away: told now, with its rematch.
    if let Some((seek, name)) = rematch::away(&member) {
        let name = crate::text::printable(&name, 32).into_owned();
        let note = say!(guest.tty.lang, "rematch-away", name = name);
        lobby.update(Msg::Note(note));
        lobby.rematch = Some(seek);
    }
    // The lobby as last drawn: a second's look at the club that changed nothing draws
    // nothing (250 members at the lobby drew a frame each, every second, for nothing).
    let mut drawn: Option<Lobby> = None;
    // The club's data as the lobby last read it (`Club::changes`).
    let mut club_changes = None;
    while !lobby.quit && !guest.handle.is_stopped() {
        member.still_welcome(&guest)?;
        if lobby.plain {
            return to_plain(guest, &member);
        }
        if drawn.as_ref() != Some(&lobby) {
            let lang = &guest.tty.lang;
            draw_lean(guest.terminal, |frame| {
                view::render(&lobby, &theme, lang, frame)
            })?;
            drawn = Some(lobby.clone());
        }
        let event = guest.events.next(REFRESH)?;
        // Any event (a key, a new size, a language) draws the screen again.
        if event.is_some() {
            drawn = None;
        }
        let command = match event {
            // F2: the next language, kept by the club for the member's next visits.
            Some(Event::Key(key)) if key.code == KeyCode::F(2) && club_member.is_some() => {
                guest.tty.lang = guest.tty.lang.next();
                member.lang = guest.tty.lang.clone();
                if let Some((desk, m)) = &club_member
                    && let Err(e) = desk.club().set_language(m.id, guest.tty.lang.tag())
                {
                    super::log::club_error("a member's language", &e);
                }
                None
            }
            Some(Event::Key(key)) => lobby.update(Msg::Key(key)),
            _ => None,
        };
        let command = match command {
            Some(Command::Computer(asked)) => against::command(&member, &mut lobby, asked),
            Some(Command::Seek(asked)) => seeking::work(&member, &mut lobby, asked),
            other => other,
        };
        match command {
            Some(Command::Create {
                game_type,
                color,
                clock,
            }) => match member.create(game_type, color, clock) {
                Ok(id) => {
                    lobby.update(Msg::Rows(member.rows(), member.load()));
                    lobby.update(Msg::Created(id));
                }
                Err(note) => {
                    lobby.update(Msg::Note(note));
                }
            },
            Some(Command::Join(id)) => {
                let ready = rematch::ready(&member, id);
                let note = member.join(guest.again(), id)?;
                // The game drew over the whole screen: the lobby draws afresh.
                guest.terminal.clear()?;
                drawn = None;
                lobby.rematch = None;
                if let Some(note) = note {
                    lobby.update(Msg::Note(note));
                } else if let Some((seek, name)) = ready.and_then(rematch::Ready::offered) {
                    let name = crate::text::printable(&name, 32).into_owned();
                    // On the list, where R offers it (a member who sat down from the
                    // seeks page comes back to it, where R is not the rematch's key).
                    lobby.page = model::Page::List;
                    lobby.update(Msg::Note(say!(
                        guest.tty.lang,
                        "rematch-offer",
                        name = name
                    )));
                    lobby.rematch = Some(seek);
                }
            }
            Some(Command::Close(id)) => {
                lobby.update(Msg::Note(member.close(id)));
            }
            Some(Command::Renew(id)) => {
                lobby.update(Msg::Note(member.renew(id).1));
            }
            Some(Command::Say(line)) => {
                if let Some((desk, m)) = &club_member
                    && let Some(note) = chat::send(desk, m.id, &line, &guest.tty.lang)
                {
                    lobby.update(Msg::Note(note));
                }
            }
            Some(Command::Learn) => {
                study::learn(guest.again(), &member)?;
                // The lessons drew over the whole screen: the lobby draws afresh.
                guest.terminal.clear()?;
                drawn = None;
            }
            Some(Command::Tour(act)) => {
                lobby.update(Msg::Note(tour_member::act(member.club, &member.lang, act)));
            }
            Some(Command::Computer(_) | Command::Seek(_)) | None => {}
        }
        lobby.update(Msg::Rows(member.rows(), member.load()));
        if let Some((desk, member)) = &club_member {
            // The club is read again after a key (a page asked for) or once it has changed:
            // a second's look at a club where nothing happened asks it nothing.
            let changes = desk.club().changes().ok();
            if drawn.is_none() || changes.is_none() || changes != club_changes {
                club_changes = changes;
                look_at_club(&mut lobby, desk, member.id);
                if let (model::Page::Talk, Some(view)) = (lobby.page, &mut lobby.talk) {
                    chat::look(desk, member.id, view);
                }
            }
        }
        seeking::look(&member, &mut lobby);
    }
    Ok(())
}

/// Tells `lobby` how the club stands for `member` (the leaderboard and their own page
/// too, while one of the club's pages is shown).
fn look_at_club(lobby: &mut Lobby, desk: &super::desk::Desk, member: crate::club::MemberId) {
    let tournaments = matches!(lobby.page, model::Page::Tournaments);
    if let Err(e) = tour_member::look(&mut lobby.tour, desk, member, tournaments) {
        super::log::club_error("the lobby's tournaments", &e);
    }
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

/// The member chose plain mode in the board's lobby: the full screen is left (the last
/// escape sequences they get), and the lobby goes on in lines.
fn to_plain(mut guest: Guest<'_>, member: &Member<'_>) -> Result<(), Exit> {
    use ratatui::crossterm::terminal::LeaveAlternateScreen;
    use ratatui::crossterm::{event::DisableMouseCapture, queue, style::ResetColor};
    use std::io::Write as _;
    // Through ratatui, which would show it again when dropped otherwise.
    guest.terminal.show_cursor()?;
    let out = guest.terminal.backend_mut().writer();
    queue!(out, DisableMouseCapture, ResetColor, LeaveAlternateScreen)?;
    out.flush()?;
    out.set_plain();
    guest.tty.plain = true;
    guest.tty.colors.depth = crate::tui::Depth::NoColor;
    plain::run(guest, member, true)
}
