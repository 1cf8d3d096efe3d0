//! What every connection of a server shares.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use std::collections::HashMap;

use tokio::sync::Notify;

use super::gate::Gate;
use super::guest::{Admission, Play};
use super::invite::{InviteId, Invites};
use super::keys::LobbyKeys;
use super::limits::Limits;
use crate::tui::Handle;

/// The games being played, so that a shutdown can end each of them (autosaved).
#[derive(Debug, Default)]
pub(crate) struct Games {
    next: AtomicU64,
    live: Mutex<Vec<(u64, Handle)>>,
}

impl Games {
    pub(crate) fn add(&self, handle: Handle) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().push((id, handle));
        id
    }

    pub(crate) fn remove(&self, id: u64) {
        self.lock().retain(|(n, _)| *n != id);
    }

    pub(crate) fn lock(&self) -> MutexGuard<'_, Vec<(u64, Handle)>> {
        self.live.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }
}

/// What the club knows of a key (by its fingerprint): its member's name and language.
pub type ClubMembers = Arc<dyn Fn(&crate::room::Owner) -> Option<Known> + Send + Sync>;

/// A member of the server's club as its log and farewells name them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    /// Their name in the club.
    pub name: String,
    /// The language they chose in its lobby (F2), if they chose one.
    pub lang: Option<String>,
}

/// What every connection shares.
pub(crate) struct Shared {
    pub(crate) limits: Limits,
    pub(crate) gate: Arc<Gate>,
    pub(crate) invites: Invites,
    pub(crate) play: Play,
    /// The keys admitted to the lobby, when the server has one.
    pub(crate) keys: Option<LobbyKeys>,
    pub(crate) games: Games,
    /// The server is stopping (set before the games are asked to end).
    pub(crate) stopping: AtomicBool,
    /// Every language, for each guest to read theirs.
    pub(crate) catalog: Arc<crate::lang::Catalog>,
    /// The language of a guest whose `ssh` sends no locale.
    pub(crate) default_lang: crate::lang::Lang,
    /// The connection that last took each code's seat: what closes it when the seat's
    /// key comes back on another.
    pub(crate) holders: Holders,
    /// What the club knows of its members' keys, for the log (a key not listed has no name
    /// of its own) and the farewells.
    pub(crate) members: Option<ClubMembers>,
    /// The buffers the guests' screens draw their frames on, lent frame by frame.
    pub(crate) easels: crate::tui::runtime::Easels,
    /// The few threads the guests' games are stepped on, once the server runs.
    pub(crate) seats: std::sync::OnceLock<tokio::runtime::Handle>,
}

impl Shared {
    /// The club's member a guest's key is, if the server has a club that knows it (one
    /// look at the club: ask once, then take [`Known::logged`] and [`Known::language`]).
    pub(crate) fn known(&self, admission: &Admission) -> Option<Known> {
        match admission {
            Admission::Key { owner, .. } => self.members.as_ref().and_then(|known| known(owner)),
            Admission::Code(_) => None,
        }
    }
}

impl Known {
    /// The name the log gives a guest who came with `admission`: their club name, for a
    /// key not listed (whose own name is empty); none where the key's name serves.
    pub(crate) fn logged(&self, admission: &Admission) -> Option<&str> {
        match admission {
            Admission::Key { name, .. } if name.is_empty() => Some(&self.name),
            _ => None,
        }
    }

    /// The language the member chose in the club's lobby, among `catalog`'s.
    pub(crate) fn language(
        &self,
        catalog: &Arc<crate::lang::Catalog>,
    ) -> Option<crate::lang::Lang> {
        catalog.find(self.lang.as_deref()?)
    }
}

/// The connection that last took each seat, by its invite.
#[derive(Debug, Default)]
pub(crate) struct Holders(Mutex<HashMap<InviteId, Holder>>);

impl Holders {
    pub(crate) fn lock(&self) -> MutexGuard<'_, HashMap<InviteId, Holder>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A connection that holds a seat, as the seat's key coming back on another finds it.
#[derive(Clone, Debug, Default)]
pub(crate) struct Holder {
    /// Cuts the connection.
    pub kill: Arc<Notify>,
    /// Its game, once it runs: asked to end first, so that its guest is told why.
    pub game: Arc<Mutex<Option<Handle>>>,
    /// Set when the seat's key took it on another connection: the game's farewell says so.
    pub taken_over: Arc<AtomicBool>,
}

impl Holder {
    /// Hands the seat over: the game is asked to end (its guest told why, their terminal
    /// put back), and the connection is cut once that had `grace` to reach them (at once
    /// when no game runs yet). A dead connection's game ends all the same, and lets go of
    /// the seat.
    pub(crate) fn take_over(&self, grace: std::time::Duration) {
        self.taken_over.store(true, Ordering::Relaxed);
        let game = self.game.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let Some(game) = game else {
            self.kill.notify_one();
            return;
        };
        // The terminal hung up on this game: as SIGHUP asks (its moves are all saved).
        game.stop(1);
        let kill = Arc::clone(&self.kill);
        tokio::spawn(async move {
            tokio::time::sleep(grace).await;
            kill.notify_one();
        });
    }
}
