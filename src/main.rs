//! The `hive` binary: parse the command line, dispatch, report errors with an exit code.

mod analysis_cli;
mod arena_cli;
mod arena_ledger;
mod cli;
mod commands;
mod error;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, PlayArgs};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => commands::play(PlayArgs::default()),
        Some(Command::Play(mut args)) => {
            args.file = args.file.map(commands::locate);
            commands::play(args)
        }
        Some(Command::Replay { file, game }) => commands::replay(&commands::locate(file), game),
        Some(Command::Games { json }) => commands::games(json),
        Some(Command::Import {
            file,
            output,
            force,
        }) => commands::import(&file, output.as_deref(), force),
        Some(Command::Export { file, format, game }) => {
            commands::export(&commands::locate(file), format, game)
        }
        Some(Command::Completions { shell }) => commands::completions(shell),
        Some(Command::Man) => commands::man(),
        Some(Command::Uhp) => commands::uhp(),
        Some(Command::Match(args)) => arena_cli::run_match(args),
        Some(Command::Analyze {
            file,
            game,
            time,
            threads,
            format,
        }) => analysis_cli::analyze(&commands::locate(file), game, time, threads, format),
        Some(Command::Perft {
            game,
            depth,
            no_bulk,
            divide,
        }) => commands::run_perft(&game, usize::from(depth), !no_bulk, divide),
    };
    error::finish(result)
}
