//! The server: a listening socket, a host key, the invites and what guests play; run until
//! stopped.

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use russh::keys::PrivateKey;
use tokio::sync::watch;

use super::connection;
use super::gate::Gate;
use super::guest::Play;
use super::invite::Invites;
use super::keys::LobbyKeys;
use super::limits::Limits;
use super::shared::{Games, Shared};

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
                gate: Gate::new(limits.clone()),
                limits,
                invites,
                play,
                keys: None,
                games: Games::default(),
                stopping: AtomicBool::new(false),
                catalog: crate::lang::Catalog::embedded(),
                default_lang: crate::lang::Lang::english(),
                holders: Default::default(),
                members: None,
                easels: Default::default(),
                seats: Default::default(),
            }),
            stop: Arc::new(stop),
        }
    }

    /// Guests whose `ssh` sends no locale (`LANG`, `LC_ALL`, `LC_MESSAGES`) read `lang`
    /// rather than English (`hive serve --lang`). Call before [`Server::run`].
    pub fn with_language(mut self, lang: crate::lang::Lang) -> Server {
        if let Some(shared) = Arc::get_mut(&mut self.shared) {
            shared.default_lang = lang;
        }
        self
    }

    /// Admits the holders of `keys` (by public-key login as the user `lobby`) as well:
    /// what they play is the [`Play`]'s to say (a lobby: [`super::tables()`]). Call before
    /// [`Server::run`].
    pub fn with_lobby(mut self, keys: LobbyKeys) -> Server {
        if let Some(shared) = Arc::get_mut(&mut self.shared) {
            shared.keys = Some(keys);
        }
        self
    }

    /// Knows the members of the server's club by `members`: the log names them (a key
    /// that is not listed has no name of its own: its holder chose one in the lobby), and
    /// their farewells speak the language they chose in the lobby. Call before
    /// [`Server::run`].
    pub fn with_club_members(mut self, members: super::shared::ClubMembers) -> Server {
        if let Some(shared) = Arc::get_mut(&mut self.shared) {
            shared.members = Some(members);
        }
        self
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
    /// returns. Blocks: the connections run on a tokio runtime of their own, and the
    /// guests' games are stepped on another (each guest's thread waits for its game).
    pub fn run(self) -> io::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_name("hive-serve")
            .build()?;
        // A runtime apart from the connections': a game's turn may wait for its save to
        // reach the disk, and that must not hold up the connections. Twice the cores, so
        // that a few saves at once leave threads to draw on.
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let seats = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2 * cores)
            .enable_time()
            .thread_name("hive-seats")
            .build()?;
        let _ = self.shared.seats.set(seats.handle().clone());
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
        seats.shutdown_timeout(Duration::from_millis(500));
        for (_, handle) in shared.games.lock().iter() {
            handle.release_saves();
        }
        Ok(())
    }
}
