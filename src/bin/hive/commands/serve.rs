//! `hive serve`: a game over SSH. Makes the game's room (a new game, or a saved one to go
//! on with), listens, prints the host key's fingerprint and an invite line per seat, and
//! serves until Ctrl-C or SIGTERM.

use std::io::Write;
use std::time::Duration;

use hive::record;
use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::serve::{self, Invites, Limits, LobbyKeys, Tables};
use hive::tui::model::Seat;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::args::ServeArgs;
use crate::error::CliError;

use super::{host, print_with, shown_path};

/// `hive serve`: until a signal stops it.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let listening = host::Listening::bind(args.listen)?;
    let bound = listening.bound();
    let keys = match &args.authorized_keys {
        Some(path) => Some(
            LobbyKeys::read(path)
                .map_err(|e| host::serve_error(format!("{}", path.display()), &e))?,
        ),
        None => None,
    };
    let invites = Invites::new();
    let tables = Tables::new(invites.clone(), args.max_games as usize);
    let seats = [
        Seat::Player(Color::White),
        Seat::Player(Color::Black),
        // Spectators share one code.
        Seat::Watcher,
    ];
    // The game named, or a new one, served with a code per seat; a server with a lobby
    // and no game named starts with none (its members make them).
    let first = if args.game.is_some() || keys.is_none() {
        let new_game = || {
            Game::with_rules(
                GameType::MLP,
                Rules {
                    opening: Opening::Tournament,
                    repetition: true,
                },
            )
        };
        let (room, save) = host::room(args.game.clone(), new_game, ["White", "Black"], args.clock)?;
        let shown = save.clone();
        let table = tables
            .open(room, save, None, &seats)
            .map_err(|e| host::serve_error(format!("cannot serve {}", shown.display()), &e))?;
        Some(table)
    } else {
        None
    };
    let invitations = first
        .as_ref()
        .map(|table| listening.invitations(table))
        .unwrap_or_default();
    let lobby = keys.as_ref().map(|_| serve::lobby::Settings {
        games: record::games_dir().unwrap_or_default(),
        address: bound,
        clock: args.clock.and_then(|c| c.0),
    });
    let limits = Limits {
        max_connections: args.max_connections as usize,
        max_per_address: args.max_per_address as usize,
        idle: Duration::from_secs(u64::from(args.idle) * 60),
        ..Limits::default()
    };
    let mut hosted = listening.serve(invites, invitations, limits, serve::tables(tables, lobby));
    if let Some(keys) = &keys {
        hosted.server = hosted.server.with_lobby(keys.clone());
    }
    print_with(|out| {
        writeln!(out, "hive serve: listening on {bound}")?;
        hosted.write_invitations(out)?;
        if let Some(table) = &first {
            writeln!(out, "game: {}", shown_path(&table.save))?;
            if let Some(control) = table.room.time_control() {
                writeln!(out, "clock: {control} (the server keeps the time)")?;
            }
        }
        if let (Some(keys), Some(path)) = (&keys, &args.authorized_keys) {
            let clock = match args.clock.and_then(|c| c.0) {
                Some(control) => format!("; new games on {control}"),
                None => String::new(),
            };
            writeln!(
                out,
                "lobby:       {} ({} of {}; at most {} games{clock})",
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
    let server = hosted.server;
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
