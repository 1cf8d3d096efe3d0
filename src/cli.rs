//! The command line: `hive play`, `hive replay`, `hive uhp`, `hive perft`, … (clap derive).

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use hive::engine::ai::Level;
use hive::rules::{Color, GameType};

use crate::error::EXIT_CODES_HELP;

/// Hive, the board game, in the terminal — with an exact rules engine and UHP support.
///
/// With no command, starts a hot-seat game of Base+MLP (`hive play`). Every move is
/// autosaved to the per-user data directory (`$HIVE_DATA_DIR`, or ~/.local/share/hive).
#[derive(Debug, Parser)]
#[command(name = "hive", version, about, long_about = None, after_help = EXIT_CODES_HELP)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options of `hive play`.
#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// A saved game to continue (our JSON, a boardspace .sgf, or a UHP GameString file).
    pub file: Option<PathBuf>,
    /// Continue the most recent unfinished game.
    #[arg(long, conflicts_with = "file")]
    pub resume: bool,
    /// Expansion pieces in a new game: any of M (Mosquito), L (Ladybug), P (Pillbug), or
    /// `none` for the base game.
    #[arg(long, short, default_value = "MLP", value_parser = parse_expansions)]
    pub expansions: GameType,
    /// White's name.
    #[arg(long, default_value = "White")]
    pub white: String,
    /// Black's name.
    #[arg(long, default_value = "Black")]
    pub black: String,
    /// Play against the computer, which takes this side (`white` or `black`).
    #[arg(long, value_parser = parse_side)]
    pub ai: Option<Color>,
    /// The computer's strength: 1 (beginner, makes mistakes) to 5 (full search), or its
    /// name (beginner, casual, intermediate, strong, expert).
    #[arg(long, default_value = "3")]
    pub level: Level,
}

impl Default for PlayArgs {
    fn default() -> PlayArgs {
        PlayArgs {
            file: None,
            resume: false,
            expansions: GameType::MLP,
            white: "White".into(),
            black: "Black".into(),
            ai: None,
            level: Level::Intermediate,
        }
    }
}

fn parse_side(s: &str) -> Result<Color, String> {
    match s.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("`{s}` is not a side: use white or black")),
    }
}

fn parse_expansions(s: &str) -> Result<GameType, String> {
    if s.eq_ignore_ascii_case("none") || s.eq_ignore_ascii_case("base") {
        return Ok(GameType::BASE);
    }
    let letters = s.strip_prefix("Base+").unwrap_or(s);
    GameType::from_expansions(letters).map_err(|e| e.to_string())
}

/// Formats `hive export` writes.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ExportFormat {
    /// A UHP GameString.
    Uhp,
    /// Our JSON save format.
    Json,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play Hive in the terminal, two players at one keyboard or against the computer
    /// (the default command).
    Play(PlayArgs),
    /// Review a recorded game step by step (JSON save, boardspace .sgf or UHP GameString).
    Replay {
        /// The game file.
        file: PathBuf,
    },
    /// List the saved games (newest first).
    Games,
    /// Convert a boardspace .sgf or a UHP GameString file to our JSON save format.
    Import {
        /// The file to import.
        file: PathBuf,
        /// Where to write the JSON (written atomically); standard output if omitted.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Print a game file as a UHP GameString or as JSON.
    Export {
        /// The game file (JSON, .sgf or GameString).
        file: PathBuf,
        #[arg(long, value_enum, default_value = "uhp")]
        format: ExportFormat,
    },
    /// Speak the Universal Hive Protocol on stdin/stdout (for Hive GUIs and other engines).
    Uhp,
    /// Count the leaf positions of the move tree to a depth (tests and measures the engine).
    Perft {
        /// A game type (`Base`, `Base+MLP`, …) or a whole UHP GameString to start from.
        #[arg(default_value = "Base")]
        game: String,
        /// How many plies deep to count; one line is printed per depth from 1.
        #[arg(short, long, default_value_t = 4)]
        depth: usize,
        /// Play out the last ply too, instead of counting its moves (slower; checks play/undo).
        #[arg(long)]
        no_bulk: bool,
        /// Print the count below each legal move at the given depth.
        #[arg(long)]
        divide: bool,
    },
}
