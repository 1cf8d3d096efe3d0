//! Serving a shared game over SSH, as `hive serve` and `hive play --invite` both do: the
//! host key (made on the first start), the listening socket, an invite code per seat
//! served, and the server that seats each guest in the game's room.

use std::io::Write;
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;

use hive::record::{self, Record, Stamp};
use hive::rules::Game;
use hive::serve::{self, Invites, Limits, Server};
use hive::tui::model::{Invitation, Seat};
use hive::tui::runtime::room::Room;

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

    /// Issues an invite for each of `seats` of `room`: the server that seats their holders,
    /// not yet running.
    pub(crate) fn host(
        self,
        room: Room,
        seats: &[Seat],
        limits: Limits,
    ) -> Result<Hosted, CliError> {
        let invites = Invites::new();
        let mut seat_of = serve::SeatOf::new();
        let mut invitations = Vec::new();
        for &seat in seats {
            let invite = invites
                .issue(seat_label(seat))
                .map_err(|source| CliError::Serve {
                    what: "no randomness for an invite code".into(),
                    source,
                })?;
            seat_of.insert(invite.id, seat);
            invitations.push(Invitation {
                seat,
                line: invite_line(self.bound, &invite.code),
            });
        }
        let play = serve::shared(room, seat_of);
        let server = Server::new(self.listener, self.key, invites, limits, play);
        Ok(Hosted {
            bound: self.bound,
            fingerprint: self.fingerprint,
            key_path: self.key_path,
            invitations,
            server,
        })
    }
}

/// The name an invite goes by: its seat's colour, or `watch`.
fn seat_label(seat: Seat) -> String {
    match seat {
        Seat::Player(color) => color.name().to_string(),
        Seat::Watcher => "watch".to_string(),
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
        for invitation in &self.invitations {
            let what = match invitation.seat {
                Seat::Player(color) => format!("{color} plays:"),
                Seat::Watcher => "to watch:".to_string(),
            };
            writeln!(out, "{what:<13}{}", invitation.line)?;
        }
        if self.bound.ip().is_unspecified() {
            writeln!(
                out,
                "(HOST: this machine's name or address, as the guest reaches it)"
            )?;
        }
        Ok(())
    }
}

/// A room for the saved game at `file` (a bare name: a saved game's), or for `new`, a new
/// game between `white` and `black` saved in the games folder; and the save's path.
pub(crate) fn room(
    file: Option<PathBuf>,
    new: impl FnOnce() -> Game,
    names: [&str; 2],
) -> Result<(Room, PathBuf), CliError> {
    let serve_err = |what: String, e: &dyn std::fmt::Display| CliError::Serve {
        what,
        source: std::io::Error::other(e.to_string()),
    };
    match file {
        Some(file) => {
            let path = super::locate(file);
            let (record, game) = record::load(&path).map_err(|e| CliError::Record(Box::new(e)))?;
            let room = Room::new(&path, game, record)
                .map_err(|e| serve_err(format!("cannot serve {}", path.display()), &e))?;
            Ok((room, path))
        }
        None => {
            let game = new();
            let rec = Record::from_game(&game, names[0], names[1], Stamp::now());
            let path = record::autosave_path(&rec)?;
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|source| CliError::Serve {
                    what: format!("cannot make {}", dir.display()),
                    source,
                })?;
            }
            let room = Room::new(&path, game, rec)
                .map_err(|e| serve_err(format!("cannot save to {}", path.display()), &e))?;
            Ok((room, path))
        }
    }
}

/// What a guest types: `ssh -p PORT CODE@HOST`, the port left out when it is SSH's own. A
/// server listening on every address does not know the name guests reach it by: `HOST`
/// stands for it.
pub(crate) fn invite_line(bound: SocketAddr, code: &str) -> String {
    let port = match bound.port() {
        22 => String::new(),
        port => format!("-p {port} "),
    };
    let host = match bound.ip() {
        ip if ip.is_unspecified() => "HOST".to_string(),
        ip => ip.to_string(),
    };
    format!("ssh {port}{code}@{host}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_line_is_what_a_guest_types() {
        let at = |s: &str| s.parse::<SocketAddr>().unwrap();
        assert_eq!(
            invite_line(at("127.0.0.1:2222"), "abcd-efgh"),
            "ssh -p 2222 abcd-efgh@127.0.0.1"
        );
        assert_eq!(
            invite_line(at("192.0.2.7:22"), "abcd"),
            "ssh abcd@192.0.2.7"
        );
        assert_eq!(
            invite_line(at("0.0.0.0:2222"), "abcd"),
            "ssh -p 2222 abcd@HOST"
        );
        assert_eq!(
            invite_line(at("[::1]:2222"), "abcd"),
            "ssh -p 2222 abcd@::1"
        );
    }
}
