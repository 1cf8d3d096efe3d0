//! The engine authors' commands' arguments: `hive match` and `hive uhp-check`.

use std::path::PathBuf;

use clap::ValueHint;
use hive::clock::TimeControl;
use hive::rules::GameType;

/// `hive match`: two engines, the games, the clock, the openings.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("first_side_clock").args(["clock", "first_clock"]).multiple(true)))]
#[command(group(clap::ArgGroup::new("second_side_clock").args(["clock", "second_clock"]).multiple(true)))]
pub struct MatchArgs {
    /// The first engine's command line (a UHP engine; `hive uhp` is ours).
    pub first: String,
    /// The second engine's command line.
    pub second: String,
    /// Games in all; colours alternate, each opening played once with each colour.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: u32,
    /// Thinking time per move for both engines, in seconds to the millisecond: whole
    /// seconds are sent as `bestmove time hh:mm:ss`, which every UHP engine reads, a
    /// fraction (`0.2`) as `bestmove seconds S`, which ours and nokamute read (another
    /// engine stops the match before a game); 0 sends a bare `bestmove`, so each engine
    /// plays at its own setting (ours: its `Level` option, e.g. `--first-option Level=2`).
    #[arg(long, default_value = "1", value_parser = seconds_a_move, conflicts_with_all = ["depth", "nodes"])]
    pub time: f64,
    /// Ask for each move with `bestmove depth N` instead of a time.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..))]
    pub depth: Option<u8>,
    /// Ask for each move with `bestmove nodes N` instead of a time (ours reads it; an engine
    /// that refuses it stops the match before a game).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), conflicts_with = "depth")]
    pub nodes: Option<u64>,
    /// The first engine's time a move, in place of --time, --depth or --nodes for it (time
    /// odds: `--first-time 0.2 --second-time 2`).
    #[arg(long, value_name = "SECONDS", value_parser = seconds_a_move, conflicts_with_all = ["first_depth", "first_nodes"])]
    pub first_time: Option<f64>,
    /// The first engine's depth a move (`bestmove depth N`), in place of the shared limit.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..), conflicts_with = "first_nodes")]
    pub first_depth: Option<u8>,
    /// The first engine's nodes a move (`bestmove nodes N`), in place of the shared limit.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub first_nodes: Option<u64>,
    /// The second engine's time a move, in place of --time, --depth or --nodes for it.
    #[arg(long, value_name = "SECONDS", value_parser = seconds_a_move, conflicts_with_all = ["second_depth", "second_nodes"])]
    pub second_time: Option<f64>,
    /// The second engine's depth a move, in place of the shared limit.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..), conflicts_with = "second_nodes")]
    pub second_depth: Option<u8>,
    /// The second engine's nodes a move, in place of the shared limit.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub second_nodes: Option<u64>,
    /// The first engine's name in the progress, the summary and the PGN (default: its
    /// `id`, with its options; when both would read the same, each is numbered after it,
    /// the first engine 1 and the second 2).
    #[arg(long, value_name = "NAME")]
    pub first_name: Option<String>,
    /// The second engine's name.
    #[arg(long, value_name = "NAME")]
    pub second_name: Option<String>,
    /// Write every line each engine process is sent and writes to a file in DIR:
    /// `first-N.log` and `second-N.log`, one a process (N from 1: games played at once and
    /// an engine started again after a forfeit each get their own).
    #[arg(long, value_name = "DIR")]
    pub log: Option<PathBuf>,
    /// Play on a clock instead: minutes + seconds of increment (`1+0.1`, `0.5+0.05`,
    /// `0:30+0`). An engine whose `id` is `hive` is told both clocks (`bestmove clock`),
    /// nokamute a time for each move to the millisecond (`bestmove seconds`, a thirtieth of
    /// its time left plus the increment), any other engine that time in whole seconds
    /// (`bestmove time`). A side whose flag falls forfeits the game (a time forfeit).
    #[arg(long, value_name = "BASE+INC", value_parser = clock_control, conflicts_with_all = ["depth", "time", "nodes", "first_time", "first_depth", "first_nodes", "second_time", "second_depth", "second_nodes"])]
    pub clock: Option<TimeControl>,
    /// The first engine's clock, in place of --clock for it (time odds on a clock:
    /// `--first-clock 0.5+0.05 --second-clock 5+0.5`); the other engine then needs one too,
    /// its own or --clock.
    #[arg(long, value_name = "BASE+INC", value_parser = clock_control, conflicts_with_all = ["depth", "time", "nodes", "first_time", "first_depth", "first_nodes", "second_time", "second_depth", "second_nodes"], requires = "second_side_clock")]
    pub first_clock: Option<TimeControl>,
    /// The second engine's clock, in place of --clock for it.
    #[arg(long, value_name = "BASE+INC", value_parser = clock_control, conflicts_with_all = ["depth", "time", "nodes", "first_time", "first_depth", "first_nodes", "second_time", "second_depth", "second_nodes"], requires = "first_side_clock")]
    pub second_clock: Option<TimeControl>,
    /// A move's deadline is --time × this margin plus --grace (on a --clock: the time left
    /// plus --grace); past it the engine is killed, forfeits the game and is started again.
    #[arg(long, default_value_t = 2.0, value_name = "FACTOR", value_parser = margin)]
    pub margin: f64,
    /// Seconds added to each move's deadline (default 1; 60 where the time is the
    /// engine's own, with --time 0 or --depth).
    #[arg(long, value_name = "SECONDS", value_parser = grace)]
    pub grace: Option<f64>,
    /// Games played at once, each by its own pair of engine processes (default: the cores
    /// divided by the threads either engine searches with).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub concurrency: Option<u16>,
    /// Stop as soon as a sequential probability ratio test decides between the first
    /// engine being ELO0 or ELO1 stronger (logistic Elo, on game pairs), e.g. `0,10`.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = elo_bounds)]
    pub sprt: Option<(f64, f64)>,
    /// The SPRT's chance of accepting ELO1 when ELO0 holds.
    #[arg(long, default_value_t = 0.05, value_parser = error_rate, requires = "sprt")]
    pub alpha: f64,
    /// The SPRT's chance of accepting ELO0 when ELO1 holds.
    #[arg(long, default_value_t = 0.05, value_parser = error_rate, requires = "sprt")]
    pub beta: f64,
    /// Random plies played before the engines take over.
    #[arg(long, default_value_t = 4)]
    pub plies: usize,
    /// A file of openings, one GameString of the match's game type per line (blank
    /// lines and `#` comments skipped), used in turn instead of random plies.
    #[arg(long)]
    pub openings: Option<PathBuf>,
    /// The game type.
    #[arg(long, default_value = "Base+MLP")]
    pub game_type: GameType,
    /// Judge the games without the draw by repetition (by default a position's third
    /// occurrence draws). The match's referee decides by these rules, and tells them to an
    /// engine that has a `RepetitionDraw` option; an engine that will not go on with a game
    /// it judges otherwise forfeits it, named as a disagreement about the game's state with
    /// both claims.
    #[arg(long)]
    pub no_repetition: bool,
    /// A game still going after this many plies is drawn by adjudication.
    #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: u32,
    /// Seed for the random openings.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Where to write the games as PGN (a directory; default: `matches/` in the data
    /// directory, one folder per match).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Go on with the match in --out, stopped part way: its games are scored and the rest
    /// played (it must have been started with the same settings; --games may be raised).
    /// With every game played, prints the match's result from its files alone.
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// A UHP option for the first engine, `NAME=VALUE` (repeatable), e.g. `Threads=2` for
    /// ours or `NumThreads=2` for nokamute.
    #[arg(long = "first-option", value_name = "NAME=VALUE")]
    pub first_options: Vec<String>,
    /// A UHP option for the second engine, `NAME=VALUE` (repeatable).
    #[arg(long = "second-option", value_name = "NAME=VALUE")]
    pub second_options: Vec<String>,
}

/// `--clock`: a Fischer time control (a match has no days a move).
fn clock_control(text: &str) -> Result<TimeControl, String> {
    match text.parse::<TimeControl>().map_err(|e| e.to_string())? {
        TimeControl::PerMove(_) => Err(
            "a match is played on minutes + increment (e.g. `1+0.1`), not days a move".to_string(),
        ),
        control => Ok(control),
    }
}

/// `--time`, `--first-time`, `--second-time`: seconds below a day, to the millisecond.
fn seconds_a_move(text: &str) -> Result<f64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| "expected a number of seconds".to_string())?;
    if !(0.0..86_400.0).contains(&value) {
        return Err("expected 0 to 86399 seconds".to_string());
    }
    let millis = (value * 1000.0).round();
    if (value * 1000.0 - millis).abs() > 1e-6 {
        return Err(format!(
            "{value} s is finer than a millisecond, which no engine is told"
        ));
    }
    Ok(millis / 1000.0)
}

/// `--margin`: a factor from 1.
fn margin(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if (1.0..=100.0).contains(&v) => Ok(v),
        _ => Err("expected a factor from 1 to 100".to_string()),
    }
}

/// `--grace`: seconds, from 0 to a day.
fn grace(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if (0.0..=86_400.0).contains(&v) => Ok(v),
        _ => Err("expected 0 to 86400 seconds".to_string()),
    }
}

/// `--sprt ELO0,ELO1`: two Elo differences, the first below the second.
fn elo_bounds(text: &str) -> Result<(f64, f64), String> {
    let bad = || "expected ELO0,ELO1 with ELO0 < ELO1, e.g. 0,10".to_string();
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let (a, b): (f64, f64) = (
        a.trim().parse().map_err(|_| bad())?,
        b.trim().parse().map_err(|_| bad())?,
    );
    match a.is_finite() && b.is_finite() && a < b && a.abs() < 1_000.0 && b.abs() < 1_000.0 {
        true => Ok((a, b)),
        false => Err(bad()),
    }
}

/// `--alpha`, `--beta`: a chance strictly between 0 and 0.5.
fn error_rate(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(v) if v > 0.0 && v < 0.5 => Ok(v),
        _ => Err("expected a chance between 0 and 0.5, e.g. 0.05".to_string()),
    }
}

/// `hive uhp-check`: the engine, the positions, the patience.
#[derive(clap::Args, Debug)]
pub struct UhpCheckArgs {
    /// The engine's command line (a program and its arguments, split on spaces).
    pub engine: String,
    /// Random games of each game type (each position of each game is compared).
    #[arg(long, default_value_t = 20)]
    pub games: usize,
    /// Plies of a random game at most (it may end sooner).
    #[arg(long, default_value_t = 100)]
    pub plies: usize,
    /// Seed for the random games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A folder of game files compared too, every position of every game: .sgf, .pgn and
    /// .json games, and GameStrings in .txt and .tsv files (any tab-separated field).
    #[arg(long, value_hint = ValueHint::DirPath)]
    pub corpus: Option<PathBuf>,
    /// Seconds the engine has for each answer (`bestmove time 00:00:01` one more).
    #[arg(long, default_value_t = 5.0)]
    pub timeout: f64,
    /// The game types of the random games, separated by commas [default: every type the
    /// engine's capabilities allow].
    #[arg(long, value_delimiter = ',', value_hint = ValueHint::Other)]
    pub game_types: Vec<GameType>,
    /// Send every position with `newgame` and its whole GameString (slower), rather than
    /// `play` for the next position of the same game.
    #[arg(long)]
    pub newgame_each: bool,
    /// How many games' disagreements are printed in full: the first position of each game
    /// that disagrees (all are counted).
    #[arg(long, default_value_t = 20)]
    pub show: usize,
}
