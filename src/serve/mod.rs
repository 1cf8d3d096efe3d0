//! The terminal game over SSH (`hive serve`): an SSH server in-process that hands each guest
//! who connects with an invite code the game in their own terminal. A guest needs nothing
//! but `ssh`: the code is their user name (`ssh -p 2222 CODE@host`).
//!
//! - [`hostkey`]: the server's Ed25519 host key, made on the first start and kept owner-only
//!   in the data directory; its fingerprint is printed so guests can pin it.
//! - [`invite`]: the codes (80 bits, Crockford's base32): a player's admits one connection at
//!   a time, a watch code any number; compared in constant time, revocable.
//! - `gate`: caps on connections (in all and per address) and on failed logins per address.
//! - `connection`: one SSH connection (russh): the login, and a single session channel with
//!   a pseudo-terminal and a shell; `exec`, subsystems (SFTP), forwarding of ports, agents
//!   and X11, and environment variables are all refused. `login`: the login's one decision
//!   (a code, a key, the lobby's user), which every step of it asks.
//! - `screen`: a guest's screen on that channel: the full screen entered, their game played
//!   on it, the farewell said (by the [`Exit`] that ended it), and its frames sent.
//! - [`input`] and [`output`]: the guest's terminal as the game sees it: their bytes read
//!   into crossterm's events, and the game's frames sent back through a bounded queue (a
//!   guest who cannot keep up is dropped, never waited for).
//!
//! Each guest has a thread of its own, bridged to the connection's tokio task by channels:
//! it runs their lobby, and waits while their game at a table is stepped on a task among a
//! few seat threads (`stepping`: [`crate::tui::Stepped`], woken by their input and by news
//! from the room, never polled). What a guest plays is one function, [`Play`]
//! (in `guest.rs`), given to [`Server::new`]: [`tables()`] (in `seating.rs`) gives each
//! guest the seat of their invite in a game's room ([`crate::room`]), which checks and
//! saves every move before any screen shows it, or the lobby.
//!
//! The games themselves are the room layer's ([`crate::room::Tables`]: each its own room
//! and save); this layer is their transport. [`Seating`] (in `served.rs`) serves them with a
//! code for each seat; [`keys`] and [`lobby`]: the keys of an `authorized_keys` file, admitted to a
//! lobby where they make games and sit at their own again.
//!
//! The club ([`crate::club`]) in a server: [`Desk`] (in `desk.rs`) its database and the
//! members at each game's sides; [`Referee`] (in `referee.rs`) logs each game's start and
//! end and rates the games between members; `log` the server's log (tracing events).
//!
//! The computer at a table: [`Computers`] (in `computer.rs`) seats it, a thread a game,
//! whose searches wait their turn in the server's [`Searches`] (in `searches.rs`).
//!
//! The rest: `limits` ([`Limits`]), `shared` (what every connection shares) and `server`
//! ([`Server`], [`Stopper`]).

pub mod hostkey;
pub mod input;
pub mod invite;
pub mod keys;
pub mod lobby;
pub mod output;

mod computer;
mod connection;
mod desk;
mod exit;
mod gate;
mod guest;
mod limits;
mod log;
mod login;
mod plain;
mod referee;
mod screen;
mod searches;
mod seating;
mod served;
mod server;
mod shared;
mod stepping;
mod tour;
mod tour_games;
mod typing;

pub use computer::Computers;
pub use desk::Desk;
pub use exit::Exit;
pub use guest::{Admission, Guest, Play, Tty};
pub use hostkey::{HostKeyError, fingerprint, load_or_create};
pub use input::{GuestEvents, Waker};
pub use invite::{Admits, Claim, ClaimError, Invite, InviteId, Invites, Pass};
pub use keys::{KeyTextError, LOBBY_USER, LobbyKeys, owner_of_text};
pub use limits::Limits;
pub use output::GuestBackend;
pub use referee::Referee;
pub use searches::{Searches, Slot, Ticket};
pub use seating::tables;
pub use served::{Seating, Served};
pub use server::{Server, Stopper};
pub use shared::{ClubMembers, Known};
pub use tour::Tourney;
