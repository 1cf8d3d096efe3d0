//! The seam between the SSH server and the game: a guest who got in ([`Guest`]: their
//! terminal, its events, their seat) and what they play ([`Play`]). The server calls the
//! [`Play`] it was given on the guest's own thread; [`hot_seat`] is the placeholder.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;

use ratatui::Terminal;

use super::input::GuestEvents;
use super::invite::Seat;
use super::output::GuestBackend;
use crate::tui::{Depth, Handle, Options, Palette, Start};

/// What a guest's terminal shows, as their SSH client said in its pseudo-terminal request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    /// The terminal's type (`TERM`), as the client sent it (untrusted: show it escaped).
    pub term: String,
    /// Colours on (off for a `dumb` terminal).
    pub color: bool,
    /// How many colours it shows, by its type.
    pub depth: Depth,
}

impl Look {
    /// The look of a terminal of type `term`.
    pub fn of_term(term: &str) -> Look {
        Look {
            term: term.to_string(),
            color: term != "dumb",
            depth: Depth::from_terminal(None, Some(term)),
        }
    }
}

/// A guest who got in, with all their game needs: their terminal and its events, the
/// handle that stops the game when the server shuts down, and the seat they took.
pub struct Guest<'a> {
    /// The guest's screen (already on the alternate screen, mouse reports on).
    pub terminal: &'a mut Terminal<GuestBackend>,
    /// Their key presses, mouse and resizes, as [`crate::tui::run_on`] reads them.
    pub events: &'a mut GuestEvents,
    /// Stopped when the server shuts down: pass it to [`crate::tui::run_on`].
    pub handle: &'a Handle,
    /// The seat they took: which invite they came with.
    pub seat: &'a Seat,
    /// What their terminal shows.
    pub look: Look,
    /// Where they connect from.
    pub peer: SocketAddr,
}

/// What a guest plays: called on the guest's own thread once they have a terminal, it
/// returns when their game is over for them (they quit, left, idled, or the server is
/// stopping). An error is the game's ([`io::ErrorKind::TimedOut`]: idle or too slow,
/// [`io::ErrorKind::BrokenPipe`]: gone, as [`GuestEvents`] and the screen report them).
pub type Play = Arc<dyn Fn(Guest<'_>) -> io::Result<()> + Send + Sync>;

/// PLACEHOLDER until the shared game (one authoritative game, two seats and spectators)
/// exists: every guest gets a hot-seat game of their own on the server, saved to the host's
/// games folder like any local game. Replace the [`Play`] given to [`Server::new`](super::Server::new) to give
/// guests something else.
///
/// Beware while this stands: the game's "save a copy" (`s`) writes where the guest types,
/// as the server's user; the shared game must confine a remote seat's files.
pub fn hot_seat(guest: Guest<'_>) -> io::Result<()> {
    let options = Options {
        game_type: crate::rules::GameType::MLP,
        white: "White".into(),
        black: "Black".into(),
        opponent: None,
        ponder: false,
        rules: crate::rules::Rules {
            opening: crate::rules::Opening::Rulebook,
            repetition: true,
        },
        start: Start::New,
        folders: crate::tui::model::Folders::of_user(),
        color: guest.look.color,
        palette: Palette::Dark,
        depth: guest.look.depth,
    };
    crate::tui::run_on(guest.terminal, guest.events, options, guest.handle).map(|_| ())
}
