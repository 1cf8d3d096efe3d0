//! Serving a shared game over SSH, as `hive serve` and `hive play --invite` both do: the
//! host key (made on the first start), the listening socket, an invite code per seat
//! served, and the server that seats each guest in the game's room.

use std::io::Write;
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;

use hive::record::{self, Record, Stamp};
use hive::room::{Invitation, Room, Seat, TableId, Tables};
use hive::rules::Game;
use hive::serve::{self, Invites, Limits, Seating, Served, Server};

use crate::args::ClockArg;
use crate::error::CliError;

use super::shown_path;

/// A server made ready for a room: listening, with its invitations issued.
pub(crate) struct Hosted {
    /// Where it listens (the port the system chose, for port 0).
    pub bound: SocketAddr,
    /// The host key's fingerprint, which guests may pin.
    pub fingerprint: String,
    /// Where the host key is kept.
    pub key_path: PathBuf,
    /// One invitation per seat served, in the order asked.
    pub invitations: Vec<Invitation>,
    /// The server, to run.
    pub server: Server,
}

/// The host key and a listening socket, before there is a game to serve: a port that
/// cannot be had is said before any save is made.
pub(crate) struct Listening {
    listener: TcpListener,
    bound: SocketAddr,
    key: hive::serve::hostkey::PrivateKey,
    fingerprint: String,
    key_path: PathBuf,
}

impl Listening {
    /// Loads (or makes, the first time) the host key, and listens on `listen`.
    pub(crate) fn bind(listen: SocketAddr) -> Result<Listening, CliError> {
        let key_path = record::data_dir()?.join(serve::hostkey::FILE_NAME);
        let key = serve::load_or_create(&key_path)?;
        let fingerprint = serve::fingerprint(&key);
        let listener = TcpListener::bind(listen).map_err(|source| CliError::Serve {
            what: format!("cannot listen on {listen}"),
            source,
        })?;
        let bound = listener.local_addr().map_err(|source| CliError::Serve {
            what: "the listening socket".into(),
            source,
        })?;
        Ok(Listening {
            listener,
            bound,
            key,
            fingerprint,
            key_path,
        })
    }

    /// Where it listens.
    pub(crate) fn bound(&self) -> SocketAddr {
        self.bound
    }

    /// Serves `room` (saved at `save`) alone, with an invite for each of `seats`: the
    /// server that seats their holders, not yet running; and its table, whose codes the
    /// host may renew.
    pub(crate) fn host(
        self,
        room: Room,
        save: PathBuf,
        seats: &[Seat],
        limits: Limits,
    ) -> Result<(Hosted, Seating, TableId), CliError> {
        let invites = Invites::new();
        let seating = Seating::new(Tables::new(1), invites.clone());
        let served = seating
            .open(room, save, None, seats)
            .map_err(|e| serve_error("cannot serve the game".into(), &e))?;
        let invitations = self.invitations(&served);
        let play = serve::tables(seating.clone(), None);
        Ok((
            self.serve(invites, invitations, limits, play),
            seating,
            served.table.id,
        ))
    }

    /// The invitations to `served`'s seats, as guests type them to reach this server.
    pub(crate) fn invitations(&self, served: &Served) -> Vec<Invitation> {
        invitations(self.bound, served)
    }

    /// The server for `play`, admitting the holders of `invites`; not yet running.
    pub(crate) fn serve(
        self,
        invites: Invites,
        invitations: Vec<Invitation>,
        limits: Limits,
        play: serve::Play,
    ) -> Hosted {
        Hosted {
            bound: self.bound,
            fingerprint: self.fingerprint,
            key_path: self.key_path,
            invitations,
            server: Server::new(self.listener, self.key, invites, limits, play),
        }
    }
}

/// The invitations to table `id`'s seats as they are now, if it is served.
pub(crate) fn invitations_now(
    bound: SocketAddr,
    seating: &Seating,
    id: TableId,
) -> Option<Vec<Invitation>> {
    Some(invitations(bound, &seating.served(id)?))
}

/// The invitations to `served`'s seats, as guests type them to reach a server at `bound`.
pub(crate) fn invitations(bound: SocketAddr, served: &Served) -> Vec<Invitation> {
    served
        .invites
        .iter()
        .map(|(seat, invite)| Invitation {
            seat: *seat,
            line: serve::invite::ssh_line(bound, &invite.code),
        })
        .collect()
}

/// A line per invitation (`Black plays: ssh …`), and how to name the host when the server
/// listens on every address of it.
pub(crate) fn write_lines(
    out: &mut impl Write,
    invitations: &[Invitation],
    bound: SocketAddr,
) -> std::io::Result<()> {
    for invitation in invitations {
        let what = match invitation.seat {
            Seat::Player(color) => format!("{color} plays:"),
            Seat::Watcher => "to watch:".to_string(),
        };
        writeln!(out, "{what:<13}{}", invitation.line)?;
    }
    if bound.ip().is_unspecified() {
        writeln!(out, "{}", serve::invite::HOST_HINT)?;
    }
    Ok(())
}

/// A server's error about `what`, caused by `e`.
pub(crate) fn serve_error(what: String, e: &dyn std::fmt::Display) -> CliError {
    CliError::Serve {
        what,
        source: std::io::Error::other(e.to_string()),
    }
}

impl Hosted {
    /// Writes the host key's fingerprint and a line per invitation (`Black plays: ssh …`).
    pub(crate) fn write_invitations(&self, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(
            out,
            "host key: ED25519 {} ({})",
            self.fingerprint,
            shown_path(&self.key_path)
        )?;
        write_lines(out, &self.invitations, self.bound)
    }
}

/// A room for the saved game at `file` (a bare name: a saved game's), or for `new`, a new
/// game between `white` and `black` saved in the games folder; and the save's path.
///
/// A new game is played on `clock` if given; a saved game on its own clock, and a
/// `clock` that differs from it is refused, as `hive play FILE` refuses it.
pub(crate) fn room(
    file: Option<PathBuf>,
    new: impl FnOnce() -> Game,
    names: [&str; 2],
    clock: Option<ClockArg>,
) -> Result<(Room, PathBuf), CliError> {
    match file {
        Some(file) => {
            let path = super::locate(file);
            let (record, game) = record::load(&path).map_err(|e| CliError::Record(Box::new(e)))?;
            let saved = record.clock.map(|c| c.control);
            if clock.is_some_and(|c| c.0 != saved) {
                return Err(CliError::NewGameOnly {
                    flag: "--clock",
                    how: "served",
                    kept: match saved {
                        Some(control) => format!(" clock ({control})"),
                        None => " clock (none)".to_string(),
                    },
                });
            }
            let room = Room::new(&path, game, record)
                .map_err(|e| serve_error(format!("cannot serve {}", path.display()), &e))?;
            Ok((room, path))
        }
        None => {
            let game = new();
            let mut rec = Record::from_game(&game, names[0], names[1], Stamp::now());
            rec.clock = clock.and_then(|c| c.0).map(|control| record::SavedClock {
                control,
                left: None,
            });
            let path = record::autosave_path(&rec)?;
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|source| CliError::Serve {
                    what: format!("cannot make {}", dir.display()),
                    source,
                })?;
            }
            let room = Room::new(&path, game, rec)
                .map_err(|e| serve_error(format!("cannot save to {}", path.display()), &e))?;
            Ok((room, path))
        }
    }
}
