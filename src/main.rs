//! The `hive` binary: parse the command line, dispatch, report errors.

mod cli;

use std::process::ExitCode;
use std::time::Instant;

use clap::{CommandFactory, Parser};
use hive::engine::ai::Level;
use hive::rules::Game;
use hive::rules::notation::format_move;
use hive::rules::perft::{divide, perft};

use cli::{Cli, Command, PlayArgs};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => play(PlayArgs::default()),
        Some(Command::Play(args)) => play(args),
        Some(Command::Uhp) => {
            hive::engine::uhp::run(std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| format!("uhp: {e}"))
        }
        Some(Command::Perft {
            game,
            depth,
            no_bulk,
            divide: div,
        }) => run_perft(&game, depth, !no_bulk, div),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hive: {e}");
            ExitCode::FAILURE
        }
    }
}

fn play(args: PlayArgs) -> Result<(), String> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        let _ = Cli::command().print_help();
        return Err("`hive play` needs a terminal (stdout is not one)".into());
    }
    let opponent = match args.ai {
        Some(color) => Some(hive::tui::computer::Opponent {
            color,
            level: Level::from_number(args.level).ok_or("the level is 1 to 5")?,
        }),
        None => None,
    };
    let (mut white, mut black) = (args.white, args.black);
    if let Some(o) = opponent {
        let name = format!("Computer {}", o.level.number());
        match o.color {
            hive::rules::Color::White if white == "White" => white = name,
            hive::rules::Color::Black if black == "Black" => black = name,
            _ => {}
        }
    }
    hive::tui::run(hive::tui::Options {
        game_type: args.expansions,
        white,
        black,
        opponent,
    })
    .map_err(|e| format!("terminal: {e}"))
}

fn run_perft(game: &str, depth: usize, bulk: bool, div: bool) -> Result<(), String> {
    let game = Game::parse(game).map_err(|e| format!("bad game `{game}`: {e}"))?;
    let mut pos = game.position().clone();
    if div {
        let mut total = 0;
        for (mv, n) in divide(&mut pos, depth) {
            println!("{} {n}", format_move(&pos, mv));
            total += n;
        }
        println!("total {total}");
        return Ok(());
    }
    for d in 1..=depth {
        let start = Instant::now();
        let n = perft(&mut pos, d, bulk);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{d} {n} {secs:.3}s {:.0} nodes/s",
            n as f64 / secs.max(1e-9)
        );
    }
    Ok(())
}
