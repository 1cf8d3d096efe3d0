//! The lobby: where a member (a key of the server's `authorized_keys` file) makes games,
//! gets the lines that invite the other player and spectators, and sits at their own seat
//! of their own games again. It is drawn in the game's theme and kept in the game's shape:
//! a small model and its update ([`model`]), a view ([`view`]), and this runner, which does
//! the work the update asks for and plays the member's games in the same terminal.

pub mod model;
mod plain;
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
    guest: Guest<'_>,
    owner: Owner,
    name: String,
    seating: &Seating,
    settings: &Settings,
) -> Result<(), Exit> {
    let Guest {
        terminal,
        events,
        waker,
        handle,
        admission,
        look,
        peer,
    } = guest;
    let theme = Theme::new(look.colors());
    let mut lobby = Lobby::new(name.clone(), settings.clock);
    lobby.opening = seating.tables().rules().opening;
    lobby.update(Msg::Rows(
        rows(seating, &owner, settings.address),
        (seating.tables().len(), seating.tables().max()),
    ));
    let member = Member {
        owner: &owner,
        name: &name,
        seating,
        settings,
        lang: look.lang.clone(),
    };
    if look.plain {
        let guest = Guest {
            terminal,
            events,
            waker,
            handle,
            admission,
            look,
            peer,
        };
        return plain::run(guest, &member, false);
    }
    while !lobby.quit && !handle.is_stopped() {
        if lobby.plain {
            return to_plain(
                Guest {
                    terminal,
                    events,
                    waker,
                    handle,
                    admission,
                    look,
                    peer,
                },
                &member,
            );
        }
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
                let guest = Guest {
                    terminal: &mut *terminal,
                    events: &mut *events,
                    waker: waker.clone(),
                    handle,
                    admission,
                    look: look.clone(),
                    peer,
                };
                let note = member.join(guest, id)?;
                // The game drew over the whole screen: the lobby draws afresh.
                terminal.clear()?;
                if let Some(note) = note {
                    lobby.update(Msg::Note(note));
                }
            }
            Some(Command::Close(id)) => {
                lobby.update(Msg::Note(member.close(id)));
            }
            Some(Command::Renew(id)) => {
                lobby.update(Msg::Note(member.renew(id)));
            }
            None => {}
        }
        lobby.update(Msg::Rows(member.rows(), member.load()));
    }
    Ok(())
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
    guest.look.plain = true;
    guest.look.color = false;
    plain::run(guest, member, true)
}

/// A member in the lobby, and the work their choices ask for (the board's lobby and the
/// plain one do the same work).
pub(super) struct Member<'a> {
    owner: &'a Owner,
    name: &'a str,
    seating: &'a Seating,
    settings: &'a Settings,
    lang: crate::lang::Lang,
}

impl Member<'_> {
    /// The member's games as they stand.
    fn rows(&self) -> Vec<Row> {
        rows(self.seating, self.owner, self.settings.address)
    }

    /// The server's games, and its cap.
    fn load(&self) -> (usize, usize) {
        (self.seating.tables().len(), self.seating.tables().max())
    }

    /// Makes a game, the member playing `color`: its table, or why not.
    fn create(
        &self,
        game_type: crate::rules::GameType,
        color: Color,
        clock: Option<TimeControl>,
    ) -> Result<crate::room::TableId, String> {
        let who = if self.name.is_empty() {
            "host"
        } else {
            self.name
        };
        let names = match color {
            Color::White => [who, "guest"],
            Color::Black => ["guest", who],
        };
        let seats = [Seat::Player(color.opponent()), Seat::Watcher];
        let owned = Some((self.owner.clone(), Seat::Player(color)));
        let kind = (game_type, clock);
        match self
            .seating
            .create(&self.settings.games, kind, names, owned, &seats)
        {
            Ok(served) => Ok(served.table.id),
            Err(e) => Err(say!(self.lang, "lobby-not-made", why = e.to_string())),
        }
    }

    /// Plays the member's seat of game `id` until they leave it; what to tell them then.
    fn join(&self, guest: Guest<'_>, id: crate::room::TableId) -> Result<Option<String>, Exit> {
        let Some(Served { table, .. }) = self.seating.owned(self.owner, id) else {
            return Ok(Some(self.lang.get("lobby-gone")));
        };
        let Some((_, seat)) = table.owner.clone() else {
            return Ok(None);
        };
        match play_seat(guest, &table.room, seat) {
            Ok(()) => Ok(None),
            Err(Exit::NotSeated(e)) => Ok(Some(say!(
                self.lang,
                "lobby-not-seated",
                why = e.to_string()
            ))),
            // Closed or renewed from another of the member's connections.
            Err(Exit::SentOut(why)) => Ok(Some(why)),
            Err(e) => Err(e),
        }
    }

    /// Closes game `id` (only the member's own: another's is not theirs to close).
    fn close(&self, id: crate::room::TableId) -> String {
        match self.seating.owned(self.owner, id) {
            Some(served) if self.seating.close(id, SendOff::Closed) => say!(
                self.lang,
                "lobby-closed",
                save = file_name(&served.table.save)
            ),
            _ => self.lang.get("lobby-gone"),
        }
    }

    /// Gives game `id`'s seats new codes.
    fn renew(&self, id: crate::room::TableId) -> String {
        match self
            .seating
            .owned(self.owner, id)
            .map(|_| self.seating.renew(id, None, SendOff::OwnerRenewed))
        {
            Some(Ok(Some(_))) => self.lang.get("lobby-renewed"),
            Some(Err(e)) => say!(self.lang, "lobby-not-renewed", why = e.to_string()),
            _ => self.lang.get("lobby-gone"),
        }
    }
}
