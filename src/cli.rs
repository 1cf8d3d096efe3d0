//! The command line: `hive play`, `hive perft`, … (clap derive).

use clap::{Parser, Subcommand};

/// Hive, the board game, in the terminal — with an exact rules engine and UHP support.
#[derive(Debug, Parser)]
#[command(name = "hive", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game in the terminal (not built yet: prints what exists).
    Play,
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
