//! What each `hive` command does (the binary's side: files, terminal, printing).

use std::io::{self, IsTerminal, StdoutLock, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::CommandFactory;
use hive::record::{self, FileKind, Record};
use hive::rules::notation::format_move;
use hive::rules::perft::{divide, perft};
use hive::rules::{Color, Game};
use hive::tui::computer::Opponent;
use hive::tui::saving::Autosave;
use hive::tui::{Options, Start};

use crate::cli::{Cli, ExportFormat, PlayArgs};
use crate::error::CliError;

fn needs_terminal(command: &'static str) -> Result<(), CliError> {
    if io::stdout().is_terminal() && io::stdin().is_terminal() {
        return Ok(());
    }
    let _ = Cli::command().print_help();
    Err(CliError::NoTerminal { command })
}

/// Writes through locked standard output, then flushes. Every printing command goes
/// through here rather than `println!`, which panics when the reader has gone away
/// (`hive perft | head -1`); the error comes back instead, and [`crate::error::finish`]
/// ends a closed pipe quietly. Standard output stays line-buffered, so perft's lines
/// appear as they are counted.
fn print_with(
    write: impl FnOnce(&mut StdoutLock<'static>) -> io::Result<()>,
) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    write(&mut out)
        .and_then(|()| out.flush())
        .map_err(|source| CliError::Stream {
            what: "standard output",
            source,
        })
}

pub fn play(args: PlayArgs) -> Result<(), CliError> {
    let opponent = args.ai.map(|color| Opponent {
        color,
        level: args.level,
    });
    let loaded = match &args.file {
        _ if args.resume => Some(last_unfinished()?),
        Some(file) => Some(open(file)?),
        None => None,
    };
    let (mut white, mut black, game_type, start) = match loaded {
        Some((record, game, save_path)) => (
            record.white.clone(),
            record.black.clone(),
            game.game_type(),
            Start::Continue {
                game: Box::new(game),
                autosave: save_path.map(|path| Box::new(Autosave { path, record })),
            },
        ),
        None => (args.white, args.black, args.expansions, Start::New),
    };
    if let Some(o) = opponent {
        let name = format!("Computer {}", o.level.number());
        match o.color {
            Color::White if white == "White" => white = name,
            Color::Black if black == "Black" => black = name,
            _ => {}
        }
    }
    needs_terminal("hive play")?;
    hive::tui::run(Options {
        game_type,
        white,
        black,
        opponent,
        start,
    })
    .map_err(CliError::Terminal)
}

/// `--resume`: the newest unfinished saved game, which goes on saving to its own file.
fn last_unfinished() -> Result<(Record, Game, Option<PathBuf>), CliError> {
    let dir = record::games_dir()?;
    let Some(last) = record::most_recent_unfinished(&dir)? else {
        return Err(CliError::NothingToResume { dir });
    };
    let (record, game) = record::load(&last.path)?;
    Ok((record, game, Some(last.path)))
}

/// A game file to continue: our own save continues in place; any other file starts a new
/// save of its own.
fn open(file: &Path) -> Result<(Record, Game, Option<PathBuf>), CliError> {
    let (kind, record, game) = record::load_any_kind(file)?;
    let save_path = (kind == FileKind::Save).then(|| file.to_path_buf());
    Ok((record, game, save_path))
}

pub fn replay(file: &Path) -> Result<(), CliError> {
    let (rec, game) = record::load_any(file)?;
    needs_terminal("hive replay")?;
    hive::tui::run(Options {
        game_type: game.game_type(),
        white: rec.white,
        black: rec.black,
        opponent: None,
        start: Start::Review {
            game: Box::new(game),
        },
    })
    .map_err(CliError::Terminal)
}

pub fn games() -> Result<(), CliError> {
    let dir = record::games_dir()?;
    let (games, bad) = record::scan_games(&dir)?;
    for e in bad {
        // Standard error is only for people; if it is closed, the listing still goes on.
        let _ = writeln!(io::stderr(), "skipped: {e}");
    }
    print_with(|out| {
        if games.is_empty() {
            writeln!(out, "No saved games in {}.", dir.display())?;
        }
        for g in &games {
            let date = g.started.map_or_else(|| "-".to_string(), |s| s.to_string());
            writeln!(
                out,
                "{date:<25}  {:<9}  {} vs {}  {}  {} moves  {}",
                g.game_type.to_string(),
                g.white,
                g.black,
                g.result,
                g.moves,
                g.path.display()
            )?;
        }
        Ok(())
    })
}

pub fn import(file: &Path, output: Option<&Path>) -> Result<(), CliError> {
    let rec = record::import(file)?;
    write_json(&rec, output)
}

fn write_json(rec: &Record, output: Option<&Path>) -> Result<(), CliError> {
    match output {
        Some(out) => {
            record::save(out, rec)?;
            let _ = writeln!(
                io::stderr(),
                "wrote {} ({} moves, {})",
                out.display(),
                rec.plies(),
                rec.result
            );
            Ok(())
        }
        None => print_with(|out| writeln!(out, "{}", record::export_json(rec))),
    }
}

pub fn export(file: &Path, format: ExportFormat) -> Result<(), CliError> {
    let rec = record::import(file)?;
    let text = match format {
        ExportFormat::Uhp => record::export_uhp(&rec),
        ExportFormat::Json => record::export_json(&rec),
    };
    print_with(|out| writeln!(out, "{text}"))
}

pub fn uhp() -> Result<(), CliError> {
    hive::engine::uhp::run(io::stdin().lock(), io::stdout().lock()).map_err(|source| {
        CliError::Stream {
            what: "uhp",
            source,
        }
    })
}

pub fn run_perft(game: &str, depth: usize, bulk: bool, div: bool) -> Result<(), CliError> {
    let game = Game::parse(game).map_err(|source| CliError::GameString {
        text: game.to_string(),
        source,
    })?;
    let mut pos = game.position().clone();
    if div {
        let moves = divide(&mut pos, depth);
        return print_with(|out| {
            let mut total = 0;
            for (mv, n) in moves {
                writeln!(out, "{} {n}", format_move(&pos, mv))?;
                total += n;
            }
            writeln!(out, "total {total}")
        });
    }
    print_with(|out| {
        for d in 1..=depth {
            let start = Instant::now();
            let n = perft(&mut pos, d, bulk);
            let secs = start.elapsed().as_secs_f64();
            writeln!(
                out,
                "{d} {n} {secs:.3}s {:.0} nodes/s",
                n as f64 / secs.max(1e-9)
            )?;
        }
        Ok(())
    })
}
