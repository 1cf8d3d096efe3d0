//! `hive serve`: a game over SSH. Makes the game's room (a new game, or a saved one to go
//! on with), listens, prints the host key's fingerprint and an invite line per seat, and
//! serves until Ctrl-C or SIGTERM.

use std::io::Write;
use std::time::Duration;

use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::serve::Limits;
use hive::tui::model::Seat;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::args::ServeArgs;
use crate::error::CliError;

use super::{host, print_with, shown_path};

/// `hive serve`: until a signal stops it.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let listening = host::Listening::bind(args.listen)?;
    let new_game = || {
        Game::with_rules(
            GameType::MLP,
            Rules {
                opening: Opening::Tournament,
                repetition: true,
            },
        )
    };
    let (room, save) = host::room(args.game.clone(), new_game, ["White", "Black"])?;
    let limits = Limits {
        max_connections: args.max_connections as usize,
        max_per_address: args.max_per_address as usize,
        idle: Duration::from_secs(u64::from(args.idle) * 60),
        ..Limits::default()
    };
    let seats = [
        Seat::Player(Color::White),
        Seat::Player(Color::Black),
        Seat::Watcher,
    ];
    let hosted = listening.host(room, &seats, limits)?;
    print_with(|out| {
        writeln!(out, "hive serve: listening on {}", hosted.bound)?;
        hosted.write_invitations(out)?;
        writeln!(out, "game: {}", shown_path(&save))?;
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
