//! The `hive` binary: parse the command line, dispatch, report errors with an exit code.

mod args;
mod commands;
mod error;
mod progress;
mod signals;

use std::process::ExitCode;

use clap::Parser as _;

use args::{Cli, Command, PlayArgs};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // `--help` and `--version` are output like any command's: through the checked path,
        // so that a closed pipe is done and a full disk an error.
        Err(e) if !e.use_stderr() => return error::finish(commands::docs::clap_output(&e)),
        // Bad usage: clap's message on standard error, exit 2.
        Err(e) => e.exit(),
    };
    let lang = cli.lang;
    let result = match cli.command {
        None => commands::play::run(PlayArgs {
            lang,
            ..PlayArgs::default()
        }),
        Some(Command::Play(mut args)) => {
            args.file = args.file.map(commands::locate);
            args.lang = lang;
            commands::play::run(args)
        }
        Some(Command::Replay {
            file,
            game,
            theme,
            plain,
        }) => {
            let lang = commands::lang(lang.as_deref());
            commands::replay::run(&commands::locate(file), game, theme, lang, plain)
        }
        Some(Command::Learn(args)) => commands::learn::run(&args, &commands::lang(lang.as_deref())),
        Some(Command::Puzzles(args)) => {
            commands::puzzles::run(args, &commands::lang(lang.as_deref()))
        }
        Some(Command::Games(args)) => commands::games::run(&args, &commands::lang(lang.as_deref())),
        Some(Command::Import {
            files,
            output,
            force,
        }) => {
            let lang = commands::lang(lang.as_deref());
            commands::import::run(&files, output.as_deref(), force, &lang)
        }
        Some(Command::Export { file, format, game }) => {
            commands::export::run(&commands::locate(file), format, game)
        }
        Some(Command::Completions { shell }) => commands::docs::completions(shell),
        Some(Command::Man) => commands::man::run(),
        Some(Command::Uhp(args)) => commands::uhp::run(&args.settings()),
        Some(Command::Match(args)) => commands::matches::run(args),
        Some(Command::UhpCheck(args)) => commands::uhp_check::run(args),
        Some(Command::Analyze {
            file,
            game,
            nodes,
            time,
            threads,
            format,
        }) => commands::analyze::run(
            &commands::locate(file),
            game,
            (nodes, time),
            threads,
            format,
        ),
        Some(Command::Serve(args)) => commands::serve::run(&args, lang.as_deref()),
        Some(Command::Club(args)) => commands::club::run(args, &commands::lang(lang.as_deref())),
        Some(Command::Perft {
            game,
            depth,
            no_bulk,
            threads,
            divide,
        }) => commands::perft::run(
            &game,
            usize::from(depth),
            !no_bulk,
            usize::from(threads),
            divide,
        ),
    };
    error::finish(result)
}
