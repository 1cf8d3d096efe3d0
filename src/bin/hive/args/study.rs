//! The arguments of `hive learn` and `hive puzzles`: the lessons and the puzzles.

use std::path::PathBuf;

use hive::engine::puzzles::Theme;
use hive::learn::LESSONS;
use hive::rules::GameType;

/// `hive learn`'s arguments.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct LearnArgs {
    /// The lesson to start at once (from 1; `hive learn --list` numbers them).
    #[arg(
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=LESSONS.len() as i64)
    )]
    pub lesson: Option<u32>,
    /// Print the lessons, one a line (number, title, done or not), and quit.
    #[arg(long)]
    pub list: bool,
    /// Colours for a `dark` or `light` terminal background, or `auto` (as `hive play
    /// --help` tells).
    #[arg(long, value_enum, default_value_t)]
    pub theme: super::theme::Theme,
    /// Plain mode, for screen readers and braille displays: the lessons as lines of
    /// text (numbered; a number starts one), each task said once, moves typed as in `hive
    /// play --plain` (`help` lists the commands); no colours, no cursor moves. Standard
    /// input and output need not be a terminal.
    #[arg(long)]
    pub plain: bool,
}

/// `hive puzzles`: what to do.
#[derive(Debug, Clone, clap::Args)]
pub struct PuzzlesArgs {
    /// Print every shipped puzzle as a JSON array (id, game_type, position, kind, moves,
    /// solution, rules, themes, rating, source), for other engines and sites.
    #[arg(long)]
    pub json: bool,
    /// Count the shipped puzzles by kind, length and theme, with your puzzle rating, and
    /// quit.
    #[arg(long, conflicts_with = "json")]
    pub list: bool,
    /// Only puzzles of this theme (near your rating).
    #[arg(long, value_name = "THEME", value_parser = theme_names(), conflicts_with = "streak")]
    pub theme: Option<String>,
    /// A streak: puzzles from the easiest up, each a little harder, until the first miss.
    #[arg(long)]
    pub streak: bool,
    /// Plain mode, for screen readers and braille displays: each puzzle as lines of text,
    /// moves typed as in `hive play --plain` (`help` lists the commands); no colours, no
    /// cursor moves. Standard input and output need not be a terminal.
    #[arg(long, conflicts_with_all = ["json", "list"])]
    pub plain: bool,
    /// Make puzzles from games instead.
    #[command(subcommand)]
    pub action: Option<PuzzlesAction>,
}

/// `hive puzzles` subcommands.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum PuzzlesAction {
    /// Find puzzles in games (SGF, PGN, JSON saves, GameStrings; folders searched to the
    /// bottom as `hive import` does, zip archives too), each proved by an exhaustive
    /// search, with a progress bar; the set is written as JSON.
    Generate(GenerateArgs),
    /// Prove every puzzle of a set again (exhaustively), its line, accepted moves, themes
    /// and first rating made afresh; a puzzle that no longer proves is dropped and named.
    Prove(ProveArgs),
}

/// `hive puzzles prove`.
#[derive(Debug, Clone, clap::Args)]
pub struct ProveArgs {
    /// The set (JSON, as `generate` writes it).
    pub file: PathBuf,
    /// Where to write the set proved again; standard output if omitted.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Threads proving.
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
}

/// `hive puzzles generate`.
#[derive(Debug, Clone, clap::Args)]
pub struct GenerateArgs {
    /// Game files, folders and zip archives.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Where to write the set (atomically); standard output if omitted.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Also play this many games of the engine against itself (seeded: the same games
    /// every time) and search them.
    #[arg(long, value_name = "GAMES", default_value_t = 0)]
    pub self_play: u64,
    /// The first self-play game's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The self-play games' type.
    #[arg(long = "type", default_value = "Base+MLP")]
    pub game_type: GameType,
    /// The longest win looked for (1 to 4).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=4))]
    pub max_win: u32,
    /// The longest threat a save is looked for against (1 to 4).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=4))]
    pub max_save: u32,
    /// Positions a search may visit before it gives up on a position.
    #[arg(long, default_value_t = 3_000_000)]
    pub budget: u64,
    /// Only the last PLIES positions of each game (where the Queens fall): faster, fewer.
    #[arg(long, value_name = "PLIES")]
    pub last: Option<usize>,
    /// Threads searching (one game each at a time).
    #[arg(long, default_value_t = 2)]
    pub threads: usize,
}

/// The themes `--theme` takes: clap lists them when another is given.
fn theme_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(Theme::ALL.map(Theme::as_str))
}
