//! The seam between the SSH server and the game: a guest who got in ([`Guest`]: their
//! terminal, its events, their seat) and what they play ([`Play`]). The server calls the
//! [`Play`] it was given on the guest's own thread; [`super::tables()`] gives each guest
//! their seat at a table, or the lobby.

use std::net::SocketAddr;
use std::sync::Arc;

use ratatui::Terminal;

use super::exit::Exit;
use super::input::{GuestEvents, Waker};
use super::invite::Claim;
use super::output::GuestBackend;
use crate::lang::{Catalog, Lang};
use crate::room::{Owner, Room, Seat};
use crate::tui::{Depth, Handle, Options, Palette};

/// The variables of a guest's environment the server reads (OpenSSH sends `LANG` and
/// `LC_*` by default on Debian and Ubuntu): their language, and whether they want no
/// colour. Anything else a client sends is refused.
pub const GUEST_ENV: [&str; 4] = ["LANG", "LC_ALL", "LC_MESSAGES", "NO_COLOR"];

/// The longest value of a guest's variable kept (a locale name is short).
pub const GUEST_ENV_VALUE: usize = 64;

/// A guest's terminal as their SSH client described it (its pseudo-terminal request and
/// its environment): its type, the colours it shows, the language they read, and whether
/// it takes plain mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tty {
    /// The terminal's type (`TERM`), as the client sent it (untrusted: show it escaped).
    pub term: String,
    /// Its colours as the game screen takes them: how many its type shows (none for a
    /// `dumb` terminal or under `NO_COLOR`), for its background as it answered OSC 11
    /// (dark when it did not).
    pub colors: crate::tui::Look,
    /// The language they read.
    pub lang: Lang,
    /// Plain mode: lines of text, no escape sequence (a `dumb` terminal, or a code with
    /// `.plain` after it).
    pub plain: bool,
}

impl Tty {
    /// A terminal of type `term`, in English.
    pub fn of_term(term: &str) -> Tty {
        let depth = match term {
            "dumb" => Depth::NoColor,
            _ => Depth::from_terminal(None, Some(term)),
        };
        Tty {
            term: term.to_string(),
            colors: crate::tui::Look {
                palette: Palette::Dark,
                depth,
            },
            lang: Lang::english(),
            plain: term == "dumb",
        }
    }

    /// A guest's terminal of type `term` whose client sent `env` (only the variables of
    /// `GUEST_ENV` are read): the language as gettext would choose it from them
    /// (`fallback` when they sent no locale at all), no colour under `NO_COLOR`.
    pub fn of_guest(
        term: &str,
        env: &[(String, String)],
        catalog: &Arc<Catalog>,
        fallback: &Lang,
    ) -> Tty {
        let var = |name: &str| {
            env.iter()
                .find(|(n, _)| n == name && GUEST_ENV.contains(&name))
                .map(|(_, v)| v.clone())
        };
        let no_color = var("NO_COLOR").is_some_and(|v| !v.is_empty());
        let sent_locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .any(|name| var(name).is_some_and(|v| !v.is_empty()));
        let mut tty = Tty::of_term(term);
        if sent_locale {
            tty.lang = crate::lang::choose::from_env(catalog, var);
        } else {
            tty.lang = fallback.clone();
        }
        if no_color {
            tty.colors.depth = Depth::NoColor;
        }
        tty
    }
}

/// A guest who got in, with all their game needs: their terminal and its events, the
/// handle that stops the game when the server shuts down, and the seat they took.
pub struct Guest<'a> {
    /// The guest's screen (already on the alternate screen, mouse reports on).
    pub terminal: &'a mut Terminal<GuestBackend>,
    /// Their key presses, mouse and resizes, as [`crate::tui::run_on`] reads them.
    pub events: &'a mut GuestEvents,
    /// Wakes the game from its wait for the guest's input: for news from its room.
    pub waker: Waker,
    /// Stopped when the server shuts down: pass it to [`crate::tui::run_on`].
    pub handle: &'a Handle,
    /// How they got in (an invite held while they are here, or a listed key).
    pub admission: &'a Admission,
    /// Their terminal: its colours, their language, plain mode.
    pub tty: Tty,
    /// Where they connect from.
    pub peer: SocketAddr,
    /// The threads their game is stepped on, where the server has them (else it runs on
    /// the guest's own thread).
    pub seats: Option<tokio::runtime::Handle>,
}

impl Guest<'_> {
    /// The same guest, borrowed again: for a game, or the lessons, played in the lobby's
    /// terminal, the lobby going on after it.
    pub(crate) fn again(&mut self) -> Guest<'_> {
        Guest {
            terminal: &mut *self.terminal,
            events: &mut *self.events,
            waker: self.waker.clone(),
            handle: self.handle,
            admission: self.admission,
            tty: self.tty.clone(),
            peer: self.peer,
            seats: self.seats.clone(),
        }
    }
}

/// How a guest got in.
#[derive(Debug)]
pub enum Admission {
    /// With an invite code: its seat, held while they are here.
    Code(Claim),
    /// With a key listed in the server's authorized keys: to the lobby.
    Key {
        /// Who the key is.
        owner: Owner,
        /// Its name (the key's comment).
        name: String,
    },
}

impl Admission {
    /// The invite they hold, if they came with a code.
    pub fn claim(&self) -> Option<&Claim> {
        match self {
            Admission::Code(claim) => Some(claim),
            Admission::Key { .. } => None,
        }
    }
}

/// What a guest plays: called on the guest's own thread once they have a terminal, it
/// returns when their game is over for them (they quit, left, idled, or the server is
/// stopping). An [`Exit`] says why it ended otherwise: the terminal's (idle, too slow,
/// gone, as [`GuestEvents`] and the screen report them), the room's (it sent them out, or
/// their seat is taken), or the server's (no seat, no lobby).
pub type Play = Arc<dyn Fn(Guest<'_>) -> Result<(), Exit> + Send + Sync>;

/// The guest plays `seat` of `room` on their own screen until they leave it.
pub(crate) fn play_seat(guest: Guest<'_>, room: &Room, seat: Seat) -> Result<(), Exit> {
    // News wakes the guest's game at once: the other player's move is drawn as soon as it
    // is saved, not at the game's next look.
    let waker = guest.waker.clone();
    let member = room
        .join(seat, move || waker.wake())
        .map_err(Exit::NotSeated)?;
    // A guest names no file on the host: the room saves, and copies are refused.
    let folders = crate::tui::model::Folders {
        games: None,
        home: None,
    };
    let tty = &guest.tty;
    let options = Options::shared(member, folders, tty.colors, tty.lang.clone());
    guest.events.watching(seat == Seat::Watcher);
    let events = &mut *guest.events;
    let ended = match (tty.plain, &guest.seats) {
        (true, _) => super::plain::play(guest.terminal, &mut *events, options, guest.handle),
        (false, Some(seats)) => {
            super::stepping::play(seats, guest.terminal, &mut *events, options, guest.handle)
        }
        (false, None) => crate::tui::run_on(guest.terminal, &mut *events, options, guest.handle),
    };
    events.watching(false);
    let ended = ended?;
    match ended.sent_out {
        Some(why) => Err(Exit::SentOut(why)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guest_reads_the_locale_their_ssh_sends_else_the_servers_language() {
        let catalog = Catalog::embedded();
        let polish = catalog.find("pl").unwrap();
        let env = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect()
        };
        let look = |pairs: &[(&str, &str)]| {
            Tty::of_guest("xterm", &env(pairs), &catalog, &polish)
                .lang
                .tag()
                .to_string()
        };
        // Nothing sent: the server's language (`hive serve --lang pl`).
        assert_eq!(look(&[]), "pl");
        // Their own locale, as gettext reads it; C is English.
        assert_eq!(look(&[("LANG", "ru_RU.UTF-8")]), "ru");
        assert_eq!(look(&[("LANG", "C.UTF-8")]), "en");
        assert_eq!(look(&[("LC_ALL", "cs_CZ"), ("LANG", "es_ES")]), "cs");
        // A variable off the allow-list is never read, whatever it holds.
        assert_eq!(look(&[("LANGUAGE", "ru")]), "pl");
        // NO_COLOR turns the colours off.
        let plain = Tty::of_guest("xterm", &env(&[("NO_COLOR", "1")]), &catalog, &polish);
        assert_eq!(plain.colors.depth, Depth::NoColor);
        assert_ne!(Tty::of_term("xterm").colors.depth, Depth::NoColor);
        assert_eq!(Tty::of_term("dumb").colors.depth, Depth::NoColor);
    }
}
