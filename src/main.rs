//! The `hive` binary: parse the command line, dispatch, report errors.

mod cli;
mod commands;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command, PlayArgs};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => commands::play(PlayArgs::default()),
        Some(Command::Play(args)) => commands::play(args),
        Some(Command::Replay { file }) => commands::replay(&file),
        Some(Command::Games) => commands::games(),
        Some(Command::Import { file, output }) => commands::import(&file, output.as_deref()),
        Some(Command::Export { file, format }) => commands::export(&file, format),
        Some(Command::Uhp) => {
            hive::engine::uhp::run(std::io::stdin().lock(), std::io::stdout().lock())
                .map_err(|e| format!("uhp: {e}"))
        }
        Some(Command::Perft {
            game,
            depth,
            no_bulk,
            divide,
        }) => commands::run_perft(&game, depth, !no_bulk, divide),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hive: {e}");
            ExitCode::FAILURE
        }
    }
}
