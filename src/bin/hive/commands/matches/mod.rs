//! `hive match`: two UHP engines play a series of games, with a progress bar; the score
//! with an Elo estimate, and every game saved as PGN.

mod ledger;

use std::io::{self, Write};
use std::time::Duration;

use hive::engine::arena::{self, MatchConfig, Tally};
use hive::engine::uhp::client::Engine;
use hive::record::{self, Record, Stamp};
use hive::rules::Rules;
use hive::text::printable;

use crate::args::{MatchArgs, seconds};
use crate::error::CliError;
use crate::progress::{bar, say};
use ledger::{Ledger, MatchDir};

/// `hive match`.
pub fn run(args: MatchArgs) -> Result<(), CliError> {
    let config = match_config(&args)?;
    let out = match &args.out {
        Some(dir) => dir.clone(),
        None => record::data_dir()?.join("matches").join(
            Stamp::now()
                .timestamp()
                .strftime("match-%Y%m%d-%H%M%S")
                .to_string(),
        ),
    };
    let ledger = Ledger::new(
        (&args.first, &args.first_options),
        (&args.second, &args.second_options),
        args.time,
        config.game_type.to_string(),
        config.rules.repetition,
        config.random_plies,
        &config.openings,
        config.max_plies,
        config.seed,
    );
    let folder = MatchDir::open(&out, &ledger, args.resume)?;
    let mut first = start(&args.first, &args.first_options, config.rules)?;
    let mut second = start(&args.second, &args.second_options, config.rules)?;
    let (a, b) = (first.name.clone(), second.name.clone());
    let mut tally = Tally::default();
    let (mut as_white, mut as_black) = (Tally::default(), Tally::default());
    // A resumed match: the games in the folder count as they were played.
    let done = folder.played.min(config.games);
    for i in 0..done {
        let score = folder.score(i, &a, &b)?;
        tally.add(score);
        match i.is_multiple_of(2) {
            true => as_white.add(score),
            false => as_black.add(score),
        }
    }
    let progress = bar(config.games, &format!("{a} vs {b}"), "games");
    progress.set_position(done as u64);
    if done > 0 {
        progress.set_message(format!("{a} vs {b}: {tally}"));
        say(
            &progress,
            format!("resuming after {done} games: {a} {tally}"),
        );
    }
    for i in done..config.games {
        // An engine that died (it lost the game it died in) is started afresh for the next.
        for (engine, command, options) in [
            (&mut first, &args.first, &args.first_options),
            (&mut second, &args.second, &args.second_options),
        ] {
            if !engine.is_running() {
                say(
                    &progress,
                    format!("game {}: restarting {}", i + 1, engine.name),
                );
                *engine = start(command, options, config.rules)?;
            }
        }
        let played = arena::play_game(&mut first, &mut second, &config, i);
        tally.add(played.score);
        match played.first_is_white {
            true => as_white.add(played.score),
            false => as_black.add(played.score),
        }
        save_game(&folder, i, &played, &a, &b)?;
        if let Some(note) = &played.note {
            say(
                &progress,
                format!("game {}: {}", i + 1, printable(note, 200)),
            );
        }
        progress.set_message(format!("{a} vs {b}: {tally}"));
        progress.inc(1);
        // With no bar to draw (a match run in the background, its output in a file), a line
        // per game is how its progress is followed.
        if progress.is_hidden() {
            let colour = if played.first_is_white {
                "White"
            } else {
                "Black"
            };
            let result = match played.score {
                s if s > 0.75 => "won",
                s if s < 0.25 => "lost",
                _ => "drew",
            };
            eprintln!(
                "game {}/{}: {a} {result} as {colour}; so far {tally}",
                i + 1,
                config.games
            );
        }
    }
    progress.finish_and_clear();
    let lines = [
        format!(
            "{a} vs {b}, {}, {}",
            if args.time == 0.0 {
                "each at its own setting".to_string()
            } else {
                format!("{} s a move", args.time)
            },
            config.game_type
        ),
        format!("{a}: {tally}"),
        format!("  as White: {as_white}"),
        format!("  as Black: {as_black}"),
        format!(
            "games saved as PGN in {}",
            printable(&folder.path().to_string_lossy(), 1_000)
        ),
    ];
    let mut stdout = io::stdout().lock();
    lines
        .iter()
        .try_for_each(|line| writeln!(stdout, "{line}"))
        .map_err(|source| CliError::Stream {
            what: "writing the result",
            source,
        })
}

/// The match's settings from the command line (and its openings file).
fn match_config(args: &MatchArgs) -> Result<MatchConfig, CliError> {
    let openings = match &args.openings {
        None => Vec::new(),
        Some(path) => {
            let bytes = record::read_capped(path).map_err(|source| CliError::Stream {
                what: "reading the openings",
                source,
            })?;
            String::from_utf8_lossy(&bytes)
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect()
        }
    };
    Ok(MatchConfig {
        games: args.games,
        time: if args.time == 0.0 {
            Duration::ZERO
        } else {
            seconds(args.time)?
        },
        game_type: args.game_type,
        rules: Rules {
            repetition: !args.no_repetition,
            ..Rules::default()
        },
        random_plies: args.plies,
        openings,
        max_plies: args.max_plies,
        seed: args.seed,
    })
}

/// Starts an engine, tells it the match's repetition rule when it has the option, and sets
/// its `NAME=VALUE` options (which come last, so they can override).
fn start(command: &str, options: &[String], rules: Rules) -> Result<Engine, CliError> {
    let mut engine = Engine::start(command)?;
    engine.follow_rules(rules)?;
    for option in options {
        let (name, value) = option.split_once('=').unwrap_or((option, ""));
        engine.set_option(name.trim(), value.trim())?;
    }
    // Two of our engines at different settings read apart in the report and the PGN.
    if !options.is_empty() {
        engine.name = format!("{} [{}]", engine.name, printable(&options.join(", "), 60));
    }
    Ok(engine)
}

fn save_game(
    folder: &MatchDir,
    i: usize,
    played: &arena::MatchGame,
    a: &str,
    b: &str,
) -> Result<(), CliError> {
    let (white, black) = if played.first_is_white {
        (a, b)
    } else {
        (b, a)
    };
    let mut rec = Record::from_game(&played.game, white, black, Stamp::now());
    rec.result.note = played.note.clone();
    rec.event = Some("hive match".to_string());
    rec.round = Some((i + 1).to_string());
    folder.write_game(i, &record::pgn::write(&rec))
}
