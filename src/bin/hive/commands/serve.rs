//! `hive serve`: a game over SSH. Makes the game's room (a new game, or a saved one to go
//! on with), listens, prints the host key's fingerprint and an invite line per seat, and
//! serves until Ctrl-C or SIGTERM.

use std::io::Write;
use std::net::TcpListener;
use std::time::Duration;

use hive::record;
use hive::rules::{Color, GameType};
use hive::serve::{self, Invites, Limits, LobbyKeys, Server, Tables};
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
    let invites = Invites::new();
    let tables = Tables::new(invites.clone(), args.max_games as usize);
    let serve_err = |what: String, e: &dyn std::fmt::Display| CliError::Serve {
        what,
        source: std::io::Error::other(e.to_string()),
    };
    let seats = [
        Seat::Player(Color::White),
        Seat::Player(Color::Black),
        // Spectators share one code.
        Seat::Watcher,
    ];
    // The game named, or a new one, served with a code per seat; a server with a lobby
    // and no game named starts with none (its members make them).
    let first = match (&args.game, &args.authorized_keys) {
        (Some(file), _) => {
            let path = super::locate(file.clone());
            let (record, game) = record::load(&path).map_err(|e| CliError::Record(Box::new(e)))?;
            let room = Room::new(&path, game, record)
                .map_err(|e| serve_err(format!("cannot serve {}", path.display()), &e))?;
            Some(
                tables
                    .open(room, path.clone(), None, &seats)
                    .map_err(|e| serve_err(format!("cannot serve {}", path.display()), &e))?,
            )
        }
        (None, None) => {
            let games = record::games_dir()?;
            Some(
                tables
                    .create(&games, GameType::MLP, ["White", "Black"], None, &seats)
                    .map_err(|e| serve_err(format!("cannot save in {}", games.display()), &e))?,
            )
        }
        (None, Some(_)) => None,
    };
    let keys = match &args.authorized_keys {
        Some(path) => {
            Some(LobbyKeys::read(path).map_err(|e| serve_err(format!("{}", path.display()), &e))?)
        }
        None => None,
    };
    let lobby = keys.as_ref().map(|_| serve::lobby::Settings {
        games: record::games_dir().unwrap_or_default(),
        address: bound,
    });
    let limits = Limits {
        max_connections: args.max_connections as usize,
        max_per_address: args.max_per_address as usize,
        idle: Duration::from_secs(u64::from(args.idle) * 60),
        ..Limits::default()
    };
    let mut server = Server::new(listener, key, invites, limits, serve::tables(tables, lobby));
    if let Some(keys) = &keys {
        server = server.with_lobby(keys.clone());
    }
    print_with(|out| {
        writeln!(out, "hive serve: listening on {bound}")?;
        writeln!(
            out,
            "host key: ED25519 {fingerprint} ({})",
            shown_path(&key_path)
        )?;
        if let Some(table) = &first {
            writeln!(out, "game: {}", shown_path(&table.save))?;
            for (seat, invite) in &table.invites {
                let what = match seat {
                    Seat::Player(color) => format!("{color:?} plays:"),
                    Seat::Watcher => "to watch:".to_string(),
                };
                writeln!(
                    out,
                    "{what:<13}{}",
                    serve::invite::ssh_line(bound, &invite.code)
                )?;
            }
        }
        if let (Some(keys), Some(path)) = (&keys, &args.authorized_keys) {
            writeln!(
                out,
                "lobby:       {} ({} of {}; at most {} games)",
                serve::invite::ssh_line(bound, serve::LOBBY_USER),
                hive::text::count(keys.len(), "key"),
                shown_path(path),
                args.max_games
            )?;
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
