//! `hive play --invite`: the host plays at their own terminal, one seat of a shared game's
//! room, while the other seat (and a watcher's) is served over SSH in-process, as `hive
//! serve` serves it. The `ssh` lines are shown inside the game while the guest's seat
//! waits, kept on the keys help page, and printed again when the game ends.

use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr};

use hive::room::Seat;
use hive::rules::{Color, Game, GameType, Rules};
use hive::serve::Limits;
use hive::tui::model::Folders;
use hive::tui::{Handle, Options};
use signal_hook::consts::SIGTERM;

use crate::args::PlayArgs;
use crate::error::CliError;

use super::going_on::{last_unfinished, new_game_only};
use super::{host, look, needs_terminal, print_with, run_game_with, shown_path};

/// Where the game is served unless `--listen` says: this machine only, SSH's port for
/// games as `hive serve` takes it.
const LISTEN: SocketAddr = SocketAddr::new(std::net::IpAddr::V4(Ipv4Addr::LOCALHOST), 2222);

/// `hive play --invite`: until the host leaves the game (or a signal ends it); then the
/// guests are told the game is saved, and the server stops.
pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let file = match &args.file {
        _ if args.resume => Some(last_unfinished()?.2.unwrap_or_default()),
        Some(file) => Some(file.clone()),
        None => None,
    };
    if let Some(file) = &file {
        let (record, game) = hive::record::load(file).map_err(|e| CliError::Record(Box::new(e)))?;
        new_game_only(
            args,
            &record,
            &game,
            if args.resume { "resumed" } else { "opened" },
        )?;
    }
    needs_terminal("hive play")?;
    let listening = host::Listening::bind(args.listen.unwrap_or(LISTEN))?;
    let rules = Rules {
        opening: args.opening.unwrap_or(hive::room::NEW_GAME_RULES.opening),
        repetition: !args.no_repetition,
    };
    let game_type = args.expansions.unwrap_or(GameType::MLP);
    let white = args.white.clone().unwrap_or_else(|| "White".into());
    let black = args.black.clone().unwrap_or_else(|| "Black".into());
    let new_game = || Game::with_rules(game_type, rules);
    let (room, save) = host::room(file, new_game, [&white, &black], args.clock)?;
    let mine = args.side.unwrap_or(Color::White);
    let seats = [Seat::Player(mine.opponent()), Seat::Watcher];
    let (hosted, tables, table) =
        listening.host(room.clone(), save.clone(), &seats, Limits::default())?;
    let game = Handle::default();
    // The room's news wakes the host's game at once; it sleeps in between.
    let waker = game.clone();
    let mut member = room
        .join(Seat::Player(mine), move || waker.wake())
        .map_err(|e| CliError::Serve {
            what: "cannot take the host's seat".into(),
            source: std::io::Error::other(e.to_string()),
        })?;
    member.invitations = hosted.invitations.clone();
    member.host_key = Some(format!("ED25519 {}", hosted.fingerprint));
    // `I` on the host's screen: new codes for the guests' seats.
    let bound = hosted.bound;
    let renewing = tables.clone();
    member.renew = Some(std::sync::Arc::new(move || {
        match renewing.renew(table, None, hive::room::SendOff::HostRenewed) {
            Ok(Some(table)) => Ok(host::invitations(bound, &table)),
            Ok(None) => Err("the game is no longer served".to_string()),
            Err(e) => Err(e.to_string()),
        }
    }));
    let look = look(args.theme);
    // The room keeps the clock; the host's screen shows the room's.
    let lang = super::lang(args.lang.as_deref());
    let options = Options::shared(member, Folders::of_user(), look, lang.clone());
    let stopper = hosted.server.stopper();
    let server = hosted.server;
    let serving = std::thread::Builder::new()
        .name("hive-serve".into())
        .spawn(move || server.run())
        .map_err(|source| CliError::Serve {
            what: "cannot start the server".into(),
            source,
        })?;
    let played = run_game_with(options, game);
    // The host has left: the guests are told their game is saved, and the server stops.
    stopper.stop(SIGTERM);
    let served = serving.join();
    let over = room.is_over();
    let printed = print_with(|out| {
        let served = hive::say!(
            lang,
            "invite-served",
            address = hosted.bound.to_string(),
            save = shown_path(&save)
        );
        writeln!(out, "{served}")?;
        let key = format!("ED25519 {}", hosted.fingerprint);
        writeln!(
            out,
            "{}",
            hive::say!(lang, "serving-host-key", fingerprint = key)
        )?;
        // No invite lines: their codes died with the server (serving the game again
        // gives new ones); and nothing to go on with in a game that is over.
        if over {
            return Ok(());
        }
        let again = hive::say!(lang, "invite-go-on", save = shown_path(&save));
        writeln!(out, "{again}")
    });
    played?;
    match served {
        Ok(Err(source)) => Err(CliError::Serve {
            what: "the server".into(),
            source,
        }),
        _ => printed,
    }
}
