//! What each `hive` command does (the binary's side: files, terminal, printing).

use std::io::IsTerminal;
use std::path::Path;
use std::time::Instant;

use clap::CommandFactory;
use hive::engine::ai::Level;
use hive::record::{self, Record};
use hive::rules::notation::format_move;
use hive::rules::perft::{divide, perft};
use hive::rules::{Color, Game};
use hive::tui::computer::Opponent;
use hive::tui::saving::Autosave;
use hive::tui::{Options, Start};

use crate::cli::{Cli, ExportFormat, PlayArgs};

fn needs_terminal(what: &str) -> Result<(), String> {
    if std::io::stdout().is_terminal() && std::io::stdin().is_terminal() {
        return Ok(());
    }
    let _ = Cli::command().print_help();
    Err(format!(
        "`{what}` needs a terminal (standard input or output is not one)"
    ))
}

pub fn play(args: PlayArgs) -> Result<(), String> {
    let opponent = match args.ai {
        Some(color) => Some(Opponent {
            color,
            level: Level::from_number(args.level).ok_or("the level is 1 to 5")?,
        }),
        None => None,
    };
    let (mut white, mut black) = (args.white, args.black);
    let mut game_type = args.expansions;
    let start = if args.resume {
        let dir = record::games_dir().map_err(|e| e.to_string())?;
        let last = record::most_recent_unfinished(&dir)
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("no unfinished game to resume in {}", dir.display()))?;
        let (rec, game) = record::load(&last.path).map_err(|e| e.to_string())?;
        (white, black) = (rec.white.clone(), rec.black.clone());
        game_type = game.game_type();
        Start::Continue {
            game: Box::new(game),
            autosave: Some(Box::new(Autosave {
                path: last.path,
                record: rec,
            })),
        }
    } else if let Some(file) = &args.file {
        let (rec, game) = record::load_any(file).map_err(|e| e.to_string())?;
        (white, black) = (rec.white.clone(), rec.black.clone());
        game_type = game.game_type();
        // Our own save continues in place; any other file starts a new save of its own.
        let autosave = record::load(file).ok().map(|(record, _)| {
            Box::new(Autosave {
                path: file.clone(),
                record,
            })
        });
        Start::Continue {
            game: Box::new(game),
            autosave,
        }
    } else {
        Start::New
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
    .map_err(|e| format!("terminal: {e}"))
}

pub fn replay(file: &Path) -> Result<(), String> {
    let (rec, game) = record::load_any(file).map_err(|e| e.to_string())?;
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
    .map_err(|e| format!("terminal: {e}"))
}

pub fn games() -> Result<(), String> {
    let dir = record::games_dir().map_err(|e| e.to_string())?;
    let (games, bad) = record::scan_games(&dir).map_err(|e| e.to_string())?;
    if games.is_empty() {
        println!("No saved games in {}.", dir.display());
    }
    for g in &games {
        let date = g.started.map_or_else(|| "-".to_string(), |s| s.to_string());
        println!(
            "{date:<25}  {:<9}  {} vs {}  {}  {} moves  {}",
            g.game_type.to_string(),
            g.white,
            g.black,
            g.result,
            g.moves,
            g.path.display()
        );
    }
    for e in bad {
        eprintln!("skipped: {e}");
    }
    Ok(())
}

pub fn import(file: &Path, output: Option<&Path>) -> Result<(), String> {
    let rec = record::import(file).map_err(|e| e.to_string())?;
    write_json(&rec, output)
}

fn write_json(rec: &Record, output: Option<&Path>) -> Result<(), String> {
    match output {
        Some(out) => {
            record::save(out, rec).map_err(|e| e.to_string())?;
            eprintln!(
                "wrote {} ({} moves, {})",
                out.display(),
                rec.plies(),
                rec.result
            );
        }
        None => println!("{}", record::export_json(rec)),
    }
    Ok(())
}

pub fn export(file: &Path, format: ExportFormat) -> Result<(), String> {
    let rec = record::import(file).map_err(|e| e.to_string())?;
    match format {
        ExportFormat::Uhp => println!("{}", record::export_uhp(&rec)),
        ExportFormat::Json => println!("{}", record::export_json(&rec)),
    }
    Ok(())
}

pub fn run_perft(game: &str, depth: usize, bulk: bool, div: bool) -> Result<(), String> {
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
