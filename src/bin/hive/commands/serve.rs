//! `hive serve`: a game over SSH. Makes the game's room (a new game, or a saved one to go
//! on with), listens, prints the host key's fingerprint and an invite line per seat, and
//! serves until Ctrl-C or SIGTERM.

use std::io::Write;
use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

use std::path::PathBuf;

use hive::record::{self, Record, Stamp};
use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::serve::{self, Invites, Limits, Server};
use hive::tui::model::Seat;
use hive::tui::runtime::room::Room;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::args::ServeArgs;
use crate::error::CliError;

use super::{print_with, shown_path};

/// `hive serve`: until a signal stops it.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let key_path = hive::record::data_dir()?.join(serve::hostkey::FILE_NAME);
    let key = serve::load_or_create(&key_path)?;
    let fingerprint = serve::fingerprint(&key);
    let listener = TcpListener::bind(args.listen).map_err(|source| CliError::Serve {
        what: format!("cannot listen on {}", args.listen),
        source,
    })?;
    let bound = listener.local_addr().map_err(|source| CliError::Serve {
        what: "the listening socket".into(),
        source,
    })?;
    let (room, save) = room(args)?;
    let invites = Invites::new();
    let mut seats = serve::SeatOf::new();
    let mut lines = Vec::new();
    for (label, seat) in [
        ("White", Seat::Player(Color::White)),
        ("Black", Seat::Player(Color::Black)),
        ("watch", Seat::Watcher),
    ] {
        let invite = invites.issue(label).map_err(|source| CliError::Serve {
            what: "no randomness for an invite code".into(),
            source,
        })?;
        seats.insert(invite.id, seat);
        lines.push((label, invite.code));
    }
    let limits = Limits {
        max_connections: args.max_connections as usize,
        max_per_address: args.max_per_address as usize,
        idle: Duration::from_secs(u64::from(args.idle) * 60),
        ..Limits::default()
    };
    let server = Server::new(listener, key, invites, limits, serve::shared(room, seats));
    print_with(|out| {
        writeln!(out, "hive serve: listening on {bound}")?;
        writeln!(
            out,
            "host key: ED25519 {fingerprint} ({})",
            shown_path(&key_path)
        )?;
        writeln!(out, "game: {}", shown_path(&save))?;
        for (label, code) in &lines {
            let what = match *label {
                "watch" => "to watch:".to_string(),
                color => format!("{color} plays:"),
            };
            writeln!(out, "{what:<13}{}", invite_line(bound, code))?;
        }
        writeln!(
            out,
            "Every move is saved before it is shown. Ctrl-C stops the server."
        )
    })?;
    let stopper = server.stopper();
    let mut signals =
        Signals::new([SIGTERM, SIGHUP, SIGQUIT, SIGINT]).map_err(|source| CliError::Serve {
            what: "cannot watch for signals".into(),
            source,
        })?;
    let signal_handle = signals.handle();
    let (first, got_first) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut seen = signals.forever();
        if let Some(number) = seen.next() {
            let _ = first.send(number);
            stopper.stop(number);
        }
        // A second signal ends the process at once (every move played is saved already).
        if let Some(number) = seen.next() {
            std::process::exit(128 + number);
        }
    });
    let served = server.run();
    signal_handle.close();
    served.map_err(|source| CliError::Serve {
        what: "the server".into(),
        source,
    })?;
    match got_first.try_recv() {
        Ok(number) => Err(CliError::Signalled(number)),
        Err(_) => Ok(()),
    }
}

/// The game's room: the saved game named, or a new Base+MLP game in the games folder.
fn room(args: &ServeArgs) -> Result<(Room, PathBuf), CliError> {
    let serve_err = |what: String, e: &dyn std::fmt::Display| CliError::Serve {
        what,
        source: std::io::Error::other(e.to_string()),
    };
    match &args.game {
        Some(file) => {
            let path = super::locate(file.clone());
            let (record, game) = record::load(&path).map_err(|e| CliError::Record(Box::new(e)))?;
            let room = Room::new(&path, game, record)
                .map_err(|e| serve_err(format!("cannot serve {}", path.display()), &e))?;
            Ok((room, path))
        }
        None => {
            let game = Game::with_rules(
                GameType::MLP,
                Rules {
                    opening: Opening::Tournament,
                    repetition: true,
                },
            );
            let rec = Record::from_game(&game, "White", "Black", Stamp::now());
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
/// server listening on every address does not know the name guests reach it by.
fn invite_line(bound: SocketAddr, code: &str) -> String {
    let port = match bound.port() {
        22 => String::new(),
        port => format!("-p {port} "),
    };
    let host = match bound.ip() {
        ip if ip.is_unspecified() => "HOST".to_string(),
        ip => ip.to_string(),
    };
    let hint = if bound.ip().is_unspecified() {
        " (HOST: this machine's name or address, as the guest reaches it)"
    } else {
        ""
    };
    format!("ssh {port}{code}@{host}{hint}")
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
        assert!(invite_line(at("0.0.0.0:2222"), "abcd").starts_with("ssh -p 2222 abcd@HOST ("));
        assert_eq!(
            invite_line(at("[::1]:2222"), "abcd"),
            "ssh -p 2222 abcd@::1"
        );
    }
}
