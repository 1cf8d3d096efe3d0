//! The terminal game over SSH (`hive serve`): an SSH server in-process that hands each guest
//! who connects with an invite code the game in their own terminal. A guest needs nothing
//! but `ssh`: the code is their user name (`ssh -p 2222 CODE@host`).
//!
//! - [`hostkey`]: the server's Ed25519 host key, made on the first start and kept owner-only
//!   in the data directory; its fingerprint is printed so guests can pin it.
//! - [`invite`]: the codes (80 bits, Crockford's base32), each admitting one connection at a
//!   time, compared in constant time, revocable.
//! - `gate`: caps on connections (in all and per address) and on failed logins per address.
//! - `connection`: one SSH connection (russh): the login, and a single session channel with
//!   a pseudo-terminal and a shell; `exec`, subsystems (SFTP), forwarding of ports, agents
//!   and X11, and environment variables are all refused.
//! - [`input`] and [`output`]: the guest's terminal as the game sees it: their bytes read
//!   into crossterm's events, and the game's frames sent back through a bounded queue (a
//!   guest who cannot keep up is dropped, never waited for).
//!
//! Each guest's game runs on a thread of its own ([`crate::tui::run_on`] blocks), bridged to
//! the connection's tokio task by channels. What a guest plays is one function, [`Play`],
//! given to [`Server::new`]; for now [`hot_seat`] gives every guest a hot-seat game of their
//! own (a placeholder, until one game is shared between two seats).

pub mod hostkey;
pub mod input;
pub mod invite;
pub mod output;

mod connection;
mod gate;

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use ratatui::Terminal;
use russh::keys::PrivateKey;
use tokio::sync::watch;

use crate::tui::{Depth, Handle, Options, Palette, Start};

pub use hostkey::{HostKeyError, fingerprint, load_or_create};
pub use input::GuestEvents;
pub use invite::{Invite, InviteId, Invites, Pass, Seat, SeatError};
pub use output::GuestBackend;

/// The server's caps. The defaults suit a host inviting friends: a few hundred
/// connections, a handful per address.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections at once, logged in or not.
    pub max_connections: usize,
    /// Connections at once from one address (an IPv6 /64 counts as one).
    pub max_per_address: usize,
    /// A guest who types nothing for this long is disconnected (their game is saved).
    pub idle: Duration,
    /// A connection must have logged in and opened its terminal within this long.
    pub login_grace: Duration,
    /// Failed logins an address may make in a burst…
    pub failure_burst: u32,
    /// …and one more each time this much time goes by. An address out of them is refused
    /// until it has one again.
    pub failure_refill: Duration,
    /// Bytes of screen that may wait for one guest's connection; past it, the guest is
    /// dropped. Several full redraws of the largest terminal.
    pub output_bytes: usize,
    /// Bytes a guest may type in a burst…
    pub input_burst: usize,
    /// …and per second after it; a guest typing faster (a flood, not a person) is dropped.
    pub input_rate: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 256,
            max_per_address: 8,
            idle: Duration::from_secs(30 * 60),
            login_grace: Duration::from_secs(30),
            failure_burst: 10,
            failure_refill: Duration::from_secs(30),
            output_bytes: 2 << 20,
            input_burst: 64 << 10,
            input_rate: 16 << 10,
        }
    }
}

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
/// games folder like any local game. Replace the [`Play`] given to [`Server::new`] to give
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

/// The games being played, so that a shutdown can end each of them (autosaved).
#[derive(Debug, Default)]
struct Games {
    next: AtomicU64,
    live: Mutex<Vec<(u64, Handle)>>,
}

impl Games {
    fn add(&self, handle: Handle) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().push((id, handle));
        id
    }

    fn remove(&self, id: u64) {
        self.lock().retain(|(n, _)| *n != id);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(u64, Handle)>> {
        self.live.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }
}

/// What every connection shares.
struct Shared {
    limits: Limits,
    gate: Arc<gate::Gate>,
    invites: Invites,
    play: Play,
    games: Games,
    /// The server is stopping (set before the games are asked to end).
    stopping: std::sync::atomic::AtomicBool,
}

/// Stops a running [`Server`] from another thread (a signal's).
#[derive(Clone, Debug)]
pub struct Stopper(Arc<watch::Sender<Option<i32>>>);

impl Stopper {
    /// Asks the server to stop as signal `number` asks: it takes no more connections, every
    /// game is asked to end (autosaved) and its guest told, then [`Server::run`] returns.
    pub fn stop(&self, number: i32) {
        self.0.send_replace(Some(number));
    }
}

/// How long a shutdown waits for the games to end and their guests to be told.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(3);

/// The SSH server: a listening socket, a host key, the invites, and what guests play.
pub struct Server {
    listener: TcpListener,
    key: PrivateKey,
    shared: Arc<Shared>,
    stop: Arc<watch::Sender<Option<i32>>>,
}

impl Server {
    /// A server on `listener` (bound by the caller, so it can say the port), with host key
    /// `key`, admitting the holders of `invites`, each playing `play`.
    pub fn new(
        listener: TcpListener,
        key: PrivateKey,
        invites: Invites,
        limits: Limits,
        play: Play,
    ) -> Server {
        let (stop, _) = watch::channel(None);
        Server {
            listener,
            key,
            shared: Arc::new(Shared {
                gate: gate::Gate::new(limits.clone()),
                limits,
                invites,
                play,
                games: Games::default(),
                stopping: std::sync::atomic::AtomicBool::new(false),
            }),
            stop: Arc::new(stop),
        }
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// A handle that stops it.
    pub fn stopper(&self) -> Stopper {
        Stopper(Arc::clone(&self.stop))
    }

    /// Serves until stopped ([`Stopper::stop`]), then ends every game (autosaved) and
    /// returns. Blocks: the connections run on a tokio runtime of their own, each guest's
    /// game on a thread of its own.
    pub fn run(self) -> io::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_name("hive-serve")
            .build()?;
        self.listener.set_nonblocking(true)?;
        let config = Arc::new(connection::config(self.key, &self.shared.limits));
        let shared = self.shared;
        let stop = self.stop;
        let listener = self.listener;
        let serving = Arc::clone(&shared);
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener)?;
            connection::accept_until_stopped(listener, config, serving, stop.subscribe()).await;
            Ok::<(), io::Error>(())
        })?;
        // The tasks still running (connections that did not close in time) are dropped with
        // the runtime; a game that has not ended yet lets go of its saves (everything it
        // played is saved already: the autosave comes before the screen shows a move).
        runtime.shutdown_timeout(Duration::from_millis(500));
        for (_, handle) in shared.games.lock().iter() {
            handle.release_saves();
        }
        Ok(())
    }
}
