//! The command line: `hive play`, `hive perft`, … (clap derive).

use clap::{Parser, Subcommand};
use hive::rules::{Color, GameType};

/// Hive, the board game, in the terminal — with an exact rules engine and UHP support.
///
/// With no command, starts a hot-seat game of Base+MLP (`hive play`).
#[derive(Debug, Parser)]
#[command(name = "hive", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options of `hive play`.
#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// Expansion pieces in the game: any of M (Mosquito), L (Ladybug), P (Pillbug), or
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
    /// The computer's strength: 1 (beginner, makes mistakes) to 5 (full search).
    #[arg(long, default_value = "3", value_parser = clap::value_parser!(u8).range(1..=5))]
    pub level: u8,
}

fn parse_side(s: &str) -> Result<Color, String> {
    match s.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("`{s}` is not a side: use white or black")),
    }
}

impl Default for PlayArgs {
    fn default() -> PlayArgs {
        PlayArgs {
            expansions: GameType::MLP,
            white: "White".into(),
            black: "Black".into(),
            ai: None,
            level: 3,
        }
    }
}

fn parse_expansions(s: &str) -> Result<GameType, String> {
    if s.eq_ignore_ascii_case("none") || s.eq_ignore_ascii_case("base") {
        return Ok(GameType::BASE);
    }
    let letters = s.strip_prefix("Base+").unwrap_or(s);
    GameType::from_expansions(letters).map_err(|e| e.to_string())
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play Hive in the terminal, two players at one keyboard (the default command).
    Play(PlayArgs),
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
