//! `hive serve`: a game over SSH. Makes the game's room (a new game, or a saved one to go
//! on with), listens, prints the host key's fingerprint and an invite line per seat, and
//! serves until Ctrl-C or SIGTERM.

use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::time::Duration;

use hive::record;
use hive::room::{NEW_GAME_RULES, Seat, TableId, Tables};
use hive::rules::{Color, Game, GameType, Rules};
use hive::serve::{self, Invites, Limits, LobbyKeys, Seating, Served};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::args::ServeArgs;
use crate::error::CliError;

use super::{host, print_with, shown_path};

/// `hive serve`: until a signal stops it.
pub fn run(args: &ServeArgs, lang: Option<&str>) -> Result<(), CliError> {
    let listening = host::Listening::bind(args.listen)?;
    let bound = listening.bound();
    let keys = match &args.authorized_keys {
        Some(path) => Some(
            LobbyKeys::read(path)
                .map_err(|e| host::serve_error(format!("{}", path.display()), &e))?,
        ),
        None => None,
    };
    let keys = super::serve_club::lobby_keys(keys, &args.club);
    super::serve_club::start_log(args.club.log.as_deref())?;
    // A lobby is a club: its members, their ratings and their games' results.
    let (desk, _club_held) = keys
        .as_ref()
        .map(super::serve_club::open_desk)
        .transpose()?
        .unzip();
    let invites = Invites::new();
    // One default for every shared game (`hive play --invite` too): the rulebooks' opening.
    let rules = Rules {
        opening: args.opening.unwrap_or(NEW_GAME_RULES.opening),
        ..NEW_GAME_RULES
    };
    let claims = (args.claim_after > 0)
        .then(|| std::time::Duration::from_secs(60 * u64::from(args.claim_after)));
    let mut tables = Tables::new(args.max_games as usize)
        .with_rules(rules)
        .with_claims(claims);
    if let Some(n) = args.max_games_per_key {
        tables = tables.with_owner_cap(n as usize);
    }
    let seating = Seating::new(tables, invites.clone());
    let seats = [
        Seat::Player(Color::White),
        Seat::Player(Color::Black),
        // Spectators share one code.
        Seat::Watcher,
    ];
    // The game named, or a new one, served with a code per seat; a server with a lobby
    // and no game named starts with none (its members make them).
    let first = if args.game.is_some() || keys.is_none() {
        let new_game = || Game::with_rules(GameType::MLP, rules);
        let (room, save) = host::room(args.game.clone(), new_game, ["White", "Black"], args.clock)?;
        let shown = save.clone();
        let served = seating
            .open(room, save, None, &seats)
            .map_err(|e| host::serve_error(format!("cannot serve {}", shown.display()), &e))?;
        Some(served)
    } else {
        None
    };
    let invitations = first
        .as_ref()
        .map(|served| listening.invitations(served))
        .unwrap_or_default();
    // The computer at the lobby's tables; its searches wait their turn for a slot.
    let searches = args
        .searches
        .map_or_else(serve::Searches::default_slots, |n| n as usize);
    let computers = serve::Computers::new(serve::Searches::new(searches));
    let lounge =
        serve::lobby::lounge::Lounge::new(args.max_seeks as usize, args.max_running as usize);
    if let Some(desk) = &desk {
        serve::lobby::resume(&seating, desk, &computers, &lounge);
    }
    let lobby = keys.as_ref().map(|_| serve::lobby::Settings {
        games: record::games_dir().unwrap_or_default(),
        address: bound,
        clock: args.clock.and_then(|c| c.0),
        club: desk.clone(),
        computers: Some(computers.clone()),
        lounge,
    });
    let limits = Limits {
        max_connections: args.max_connections as usize,
        max_per_address: args.max_per_address as usize,
        idle: Duration::from_secs(u64::from(args.idle) * 60),
        keepalive: Duration::from_secs(u64::from(args.keepalive)),
        ..Limits::default()
    };
    let seating_handle = seating.clone();
    // Logs each game's start and end, and rates the games between members.
    let _referee =
        serve::Referee::start(seating.clone(), desk.clone()).map_err(|source| CliError::Serve {
            what: "cannot start the referee".into(),
            source,
        })?;
    // Runs the club's tournaments: the running ones go on, their games served again.
    let names_from = desk.clone();
    let _tourney = super::serve_club::run_tournaments(desk, &seating)?;
    let mut hosted = listening.serve(invites, invitations, limits, serve::tables(seating, lobby));
    if let Some(keys) = &keys {
        hosted.server = hosted.server.with_lobby(keys.clone());
    }
    // The log names the club's members (an open club's keys are listed nowhere else), and
    // their farewells speak their chosen language.
    if let Some(desk) = names_from {
        hosted.server = hosted
            .server
            .with_club_members(std::sync::Arc::new(move |owner| {
                let club = desk.club();
                let member = club.member_by_key(&owner.0).ok().flatten()?;
                let lang = club.language(member.id).ok().flatten();
                Some(serve::Known {
                    name: member.name,
                    lang,
                })
            }));
    }
    // `--lang`: the guests who send no locale of their own read it.
    if let Some(code) = lang {
        hosted.server = hosted.server.with_language(super::lang(Some(code)));
    }
    print_with(|out| {
        writeln!(out, "hive serve: listening on {bound}")?;
        hosted.write_invitations(out)?;
        if let Some(Served { table, .. }) = &first {
            writeln!(out, "game: {}", shown_path(&table.save))?;
            if let Some(control) = table.room.time_control() {
                writeln!(out, "clock: {control} (the server keeps the time)")?;
            }
        }
        if let Some(keys) = &keys {
            let clock = match args.clock.and_then(|c| c.0) {
                Some(control) => format!("; new games on {control}"),
                None => String::new(),
            };
            let who = match (&args.authorized_keys, keys.is_open()) {
                (Some(path), false) => {
                    format!(
                        "{} of {}",
                        hive::text::count(keys.len(), "key"),
                        shown_path(path)
                    )
                }
                (Some(path), true) => format!(
                    "{} of {} and any other",
                    hive::text::count(keys.len(), "key"),
                    shown_path(path)
                ),
                (None, _) => "any key".to_string(),
            };
            writeln!(
                out,
                "lobby:       {} ({who}; at most {} games{clock})",
                serve::invite::ssh_line(bound, serve::LOBBY_USER),
                args.max_games
            )?;
        }
        if first.is_some() {
            writeln!(out, "{CONSOLE_HINT}")?;
        }
        writeln!(
            out,
            "Every move is saved before it is shown. Ctrl-C stops the server."
        )
    })?;
    if let Some(served) = &first {
        let (seating, id) = (seating_handle.clone(), served.table.id);
        std::thread::spawn(move || console(std::io::stdin().lock(), &seating, id, bound));
    }
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
    // Every computer leaves its seat, its search cut short (its games go on after a restart).
    computers.stop();
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

/// What the host is told of the console at the start.
const CONSOLE_HINT: &str = "Type here: `new` and Enter for new codes (the old ones stop working at once), `new black`, `new white` or `new watch` for one seat's, `codes` for the lines again.";

/// The host's console: each line typed at the server's terminal (`input`) asks for new
/// codes for table `id` (`new`: every seat's; `new white`, `new black` or `new watch`: one
/// seat's), or shows the codes (`codes`); the new lines are printed. It ends with `input`.
fn console(input: impl BufRead, seating: &Seating, id: TableId, bound: SocketAddr) {
    for line in input.lines() {
        let Ok(line) = line else {
            return;
        };
        let words: Vec<String> = line
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let only = match words.as_slice() {
            [] => continue,
            ["codes"] => {
                let shown = host::invitations_now(bound, seating, id);
                let _ = print_with(|out| match &shown {
                    Some(lines) => host::write_lines(out, lines, bound),
                    None => writeln!(out, "The game is no longer served."),
                });
                continue;
            }
            ["new"] => None,
            ["new", "white" | "w"] => Some(Seat::Player(Color::White)),
            ["new", "black" | "b"] => Some(Seat::Player(Color::Black)),
            ["new", "watch" | "watcher" | "watchers"] => Some(Seat::Watcher),
            _ => {
                let _ = print_with(|out| {
                    writeln!(
                        out,
                        "`{}` is not a command. {CONSOLE_HINT}",
                        hive::text::printable(&line, 40)
                    )
                });
                continue;
            }
        };
        let _ = print_with(
            |out| match seating.renew(id, only, hive::room::SendOff::SeatRenewed) {
                Ok(Some(served)) => {
                    writeln!(out, "New codes; the old ones no longer work:")?;
                    let mut lines = host::invitations(bound, &served);
                    lines.retain(|i| only.is_none_or(|seat| seat == i.seat));
                    host::write_lines(out, &lines, bound)
                }
                Ok(None) => writeln!(out, "The game is no longer served."),
                Err(e) => writeln!(out, "No new codes: {e}."),
            },
        );
    }
}
