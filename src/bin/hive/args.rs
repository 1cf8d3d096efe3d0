//! The command line: `hive play`, `hive replay`, `hive uhp`, `hive perft`, … (clap derive).

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum, ValueHint};
use hive::clock::TimeControl;
use hive::engine::ai::Level;
use hive::engine::uhp::{Setting, Settings};
use hive::rules::{Color, GameType, Opening};

use crate::error::{CliError, EXIT_CODES_HELP};

mod club;
mod engine;
mod study;
mod theme;

pub use club::{ChatAction, ChatArgs, ClubArgs, ClubCommand, NewArgs, ServeClubArgs};
pub use engine::{MatchArgs, UhpCheckArgs};
pub use study::{GenerateArgs, LearnArgs, ProveArgs, PuzzlesAction, PuzzlesArgs};
pub use theme::Theme;

/// A time in seconds from the command line, as a duration: positive and under a day.
pub(crate) fn seconds(time: f64) -> Result<Duration, CliError> {
    if time.is_finite() && time > 0.0 && time < 86_400.0 {
        Ok(Duration::from_secs_f64(time))
    } else {
        Err(CliError::BadTime(time))
    }
}

/// Hive, the board game, in the terminal — with an exact rules engine and UHP support.
///
/// With no command, starts a hot-seat game of Base+MLP (`hive play`). Every move is
/// autosaved to the per-user data directory (`$HIVE_DATA_DIR`, or ~/.local/share/hive).
#[derive(Debug, Parser)]
#[command(name = "hive", version, about, long_about = None, after_help = EXIT_CODES_HELP)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language the game speaks: en, ru, pl, cs or es (`pl`, `pl-PL` and `pl_PL.UTF-8`
    /// all name Polish). Without it: the language chosen in the game (`?` then `F2`), else the
    /// environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext reads them), else
    /// English. Only what the game shows: this help and the man page are in English.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<String>,
}

/// `--lang`: a language the game speaks, or a usage error that lists them.
fn parse_lang(code: &str) -> Result<String, String> {
    let catalog = hive::lang::Catalog::embedded();
    match catalog.find(code) {
        Some(lang) => Ok(lang.tag().to_string()),
        None => Err(format!(
            "the game does not speak this language; it speaks {}",
            catalog.tags().join(", ")
        )),
    }
}

/// Options of `hive play`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {
    /// A saved game to continue (our JSON, a boardspace .sgf, a hivegame.com .pgn or a UHP
    /// GameString file; a file not ours starts a save of its own and is left as it is). A
    /// bare file name not in the current folder is looked for among the saved games, as
    /// `hive games` lists them.
    pub file: Option<PathBuf>,
    /// Continue the most recent unfinished game.
    #[arg(long, conflicts_with = "file")]
    pub resume: bool,
    /// Expansion pieces in a new game: any of M (Mosquito), L (Ladybug), P (Pillbug), or
    /// `none` for the base game [default: MLP].
    #[arg(long, short, value_parser = parse_expansions, value_hint = ValueHint::Other)]
    pub expansions: Option<GameType>,
    /// White's name in a new game [default: White].
    #[arg(long, value_hint = ValueHint::Other)]
    pub white: Option<String>,
    /// Black's name in a new game [default: Black].
    #[arg(long, value_hint = ValueHint::Other)]
    pub black: Option<String>,
    /// Play against the computer, which takes this side (`white` or `black`); in a game
    /// that goes on, too (the computer's side and level are saved with the game).
    #[arg(long, value_parser = parse_side, value_hint = ValueHint::Other)]
    pub ai: Option<Color>,
    /// The computer's strength: 1 (beginner, makes mistakes) to 5 (full search), or its
    /// name (beginner, casual, intermediate, strong, expert) [default: 3, or the saved
    /// game's].
    #[arg(long, value_hint = ValueHint::Other)]
    pub level: Option<Level>,
    /// When a new game lets the Queen come: `rulebook` (any of the first four turns, as the
    /// printed rules say) or `tournament` (not on the first turn, as UHP engines play)
    /// [default: rulebook].
    #[arg(long, value_hint = ValueHint::Other)]
    pub opening: Option<Opening>,
    /// Play a new game without the draw by repetition (a position's third occurrence).
    #[arg(long)]
    pub no_repetition: bool,
    /// Against the computer: let it think on your time too (`t` switches it in the game).
    #[arg(long)]
    pub ponder: bool,
    /// Play a new game on a clock: `5+3` (minutes + seconds added after each move), `0:30+0`
    /// (minutes:seconds), `10` (minutes), `1d` (a day a move) or `none` [default: none, or
    /// the saved game's]. A side whose time runs out loses.
    #[arg(long, value_parser = parse_clock, value_hint = ValueHint::Other)]
    pub clock: Option<ClockArg>,
    /// Colours for a `dark` or `light` terminal background, or `auto`.
    ///
    /// `auto` asks the terminal for its background (OSC 11, waiting at most 0.2 s), else
    /// reads COLORFGBG (`0;15` is black on white), else takes dark. The colours are as many
    /// as the terminal announces: 24-bit where COLORTERM is `truecolor` or `24bit`, 256
    /// where TERM names them (`xterm-256color`), else the 16 ANSI colours. NO_COLOR turns
    /// colours off: White's tiles are then hollow and Black's filled (reverse video).
    #[arg(long, value_enum, default_value_t)]
    pub theme: Theme,
    /// Plain mode, for screen readers and braille displays: the game as lines of text, a
    /// sentence an event, moves and short commands typed (`help` lists them); no colours,
    /// no cursor moves, nothing redrawn. Standard input and output need not be a terminal.
    #[arg(long)]
    pub plain: bool,
    /// Play a friend over SSH: you play at this terminal, and the other side is served as
    /// `hive serve` serves it, with a code for them and one to watch. The `ssh` lines to
    /// pass on are shown in the game (and again on the keys help page, `?`) and printed
    /// when it ends; `I` in the game gives them new codes (the old ones stop working). With
    /// a FILE (one of our saves) or --resume, that game goes on. With --clock the game is
    /// played on the host's clock, which no player can pause.
    #[arg(long, conflicts_with_all = ["ai", "level", "ponder"])]
    pub invite: bool,
    /// With --invite: the address and port to listen on (`0.0.0.0:2222` opens it to
    /// other machines; port 0 takes a free one) [default: 127.0.0.1:2222].
    #[arg(long, requires = "invite", value_name = "ADDR:PORT")]
    pub listen: Option<std::net::SocketAddr>,
    /// With --invite: the side you play, `white` or `black` [default: white].
    #[arg(long = "as", requires = "invite", value_parser = parse_side, value_name = "SIDE", value_hint = ValueHint::Other)]
    pub side: Option<Color>,
    /// The global `--lang`, as the command line gave it.
    #[arg(skip)]
    pub lang: Option<String>,
}

/// `--clock`: a time control, or `none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockArg(pub Option<TimeControl>);

fn parse_clock(s: &str) -> Result<ClockArg, String> {
    TimeControl::parse_optional(s)
        .map(ClockArg)
        .map_err(|e| e.to_string())
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// A UHP GameString.
    Uhp,
    /// Our JSON save format.
    Json,
    /// A PGN game as hivegame.com writes it (tags, then one numbered ply per line).
    Pgn,
    /// An SGF game as boardspace writes it (its variations as SGF branches).
    Sgf,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play Hive in the terminal, two players at one keyboard or against the computer
    /// (the default command).
    Play(PlayArgs),
    /// Lessons: short positions that teach the rules, each done with the game's own keys
    /// (`hive learn` opens the menu, `hive learn N` lesson N, `--list` prints them).
    Learn(LearnArgs),
    /// Review a recorded game step by step (JSON save, boardspace .sgf, hivegame.com .pgn
    /// or UHP GameString).
    Replay {
        /// The game file (a bare name not in the current folder: a saved game's).
        file: PathBuf,
        /// Which game of a PGN file holding several (from 1; the first by default).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        game: Option<u32>,
        /// Colours for a `dark` or `light` terminal background, or `auto` (as `hive play
        /// --help` tells).
        #[arg(long, value_enum, default_value_t)]
        theme: Theme,
        /// Plain mode, for screen readers and braille displays (as `hive play --help`
        /// tells): `next` and `back` step through the game.
        #[arg(long)]
        plain: bool,
    },
    /// List the saved games (newest first) as a table that fits the terminal.
    ///
    /// The games come from the library's index beside the saves (rebuilt from them
    /// whenever they changed). The Name column is each game's short name: `hive play`,
    /// `replay`, `export` and `analyze` take it. On a terminal, one screen of games is
    /// listed (see --all); WORDS, --player and the other filters narrow the list.
    Games(GamesArgs),
    /// Puzzles from real games, each proved by an exhaustive search: win in 1 to 4, save
    /// your Queen. With no option, solve them in the terminal (rated, `--theme`,
    /// `--streak`); `--list` counts them, `--json` prints the shipped set, `generate` makes
    /// puzzles from games.
    Puzzles(PuzzlesArgs),
    /// Convert a boardspace .sgf, a hivegame.com .pgn or a UHP GameString file to our JSON
    /// save format.
    ///
    /// The kind of file is judged by its content. What was read leniently (a numbered
    /// unique bug, a side mark pointing at an occupied cell, an unknown result, …) is
    /// noted on standard error. A PGN file holding several games writes one JSON file per
    /// game, named after the PGN file, into OUTPUT (a directory) or, without -o, into the
    /// saved-games directory; one line per game says which.
    ///
    /// Several files, a folder (searched to the bottom for .sgf, .pgn, .json and .txt
    /// files) or a zip archive of game files (boardspace's yearly archives) go into the
    /// games library instead: each game not there yet (same players, date and moves) is
    /// saved in the saved-games directory, with a progress bar; what was refused is listed
    /// with why.
    Import {
        /// The file to import (`-`: standard input, named `stdin`), or several files,
        /// folders and zip archives.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// Where to write the JSON (written atomically); standard output if omitted. A
        /// directory for a file of several games; one game into a directory is named
        /// after the file it came from.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Replace files that exist already (never a link or anything but a regular file).
        #[arg(long)]
        force: bool,
    },
    /// Print a game file as a UHP GameString, as JSON, or as a hivegame.com PGN game.
    Export {
        /// The game file (JSON, .sgf, .pgn or GameString; a bare name not in the current
        /// folder: a saved game's; `-`: standard input).
        file: PathBuf,
        /// What to write.
        #[arg(long, value_enum, default_value = "uhp")]
        format: ExportFormat,
        /// Which game of a PGN file holding several (from 1; the first by default).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        game: Option<u32>,
    },
    /// Print a shell completion script (bash, zsh, fish, elvish or powershell).
    ///
    /// For example: `hive completions bash > ~/.local/share/bash-completion/completions/hive`,
    /// or `hive completions fish > ~/.config/fish/completions/hive.fish`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff): every command and its options, the exit status,
    /// environment, files and examples, in one page.
    ///
    /// For example: `hive man > hive.1 && man ./hive.1`, or install it as
    /// `~/.local/share/man/man1/hive.1`.
    Man,
    /// Speak the Universal Hive Protocol on stdin/stdout (for Hive GUIs and other engines).
    ///
    /// The options below set the engine's UHP options before the session starts, exactly
    /// as `options set NAME VALUE` would, for clients that cannot send `options`
    /// (hivegame.com's bridge, for one): for example `hive uhp --repetition-draw`.
    Uhp(UhpArgs),
    /// Play two UHP engines against each other and report the score with an Elo estimate
    /// and its 95% interval; every game is saved as PGN.
    ///
    /// For example: `hive match "hive uhp" "nokamute uhp" --games 200 --time 1`.
    Match(MatchArgs),
    /// Check another UHP engine: drive it through the protocol's edge cases, then compare
    /// its `validmoves` with our legal moves over random games (and a corpus of game files),
    /// reporting each disagreement as a GameString. Exits 1 if any check fails or any
    /// position disagrees.
    ///
    /// For example: `hive uhp-check "nokamute uhp" --games 50 --corpus games/`.
    UhpCheck(UhpCheckArgs),
    /// Let the computer look over a game: the evaluation before and after every ply, the best
    /// move and line, and mistakes marked by how much they lost. Writes JSON, or PGN with the
    /// verdicts as comments. Ctrl-C stops it and writes what was judged so far.
    Analyze {
        /// The game file (JSON, .sgf, .pgn or GameString; a bare name not in the current
        /// folder: a saved game's; `-`: standard input).
        file: PathBuf,
        /// Which game of a PGN file holding several (from 1; the first by default).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        game: Option<u32>,
        /// Work per position, in nodes (the default: fixed work gives the same verdicts in
        /// every run, on any machine).
        #[arg(long, value_name = "N", conflicts_with = "time", value_parser = clap::value_parser!(u64).range(1..))]
        nodes: Option<u64>,
        /// Thinking time per position, in seconds, instead of fixed work (the verdicts then
        /// depend on the machine and its load).
        #[arg(long)]
        time: Option<f64>,
        /// Search threads (Lazy SMP); one by default, so that the verdicts do not depend on
        /// the threads' timing.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: u16,
        /// What to write.
        #[arg(long, value_enum, default_value = "json")]
        format: AnalysisFormat,
    },
    /// Serve a game over SSH, so two players (and a spectator) play it with nothing but
    /// `ssh`.
    ///
    /// Prints the host key's fingerprint (made on the first start, kept in the data
    /// directory) and three invite lines, `ssh -p 2222 CODE@HOST`, one for White, one for
    /// Black and one to watch: the code is the user name. The game is this machine's,
    /// checked and saved to the games folder before either screen shows a move; a player
    /// who drops comes back with the same code. Typed at the server's terminal, `new` (or
    /// `new black`, `new white`, `new watch`) revokes codes and prints new ones; whoever
    /// came in with an old code is sent out. Ctrl-C stops the server; `hive serve FILE` (or
    /// `hive play FILE`) goes on with the game.
    Serve(ServeArgs),
    /// The club of `hive serve` at the host's terminal: its members and their ratings, a
    /// copy of its database, bans and new keys.
    Club(ClubArgs),
    /// Count the leaf positions of the move tree to a depth (tests and measures the engine).
    Perft {
        /// A game type (`Base`, `Base+MLP`, …) or a whole UHP GameString to start from.
        #[arg(default_value = "Base")]
        game: String,
        /// How many plies deep to count (1 to 20); one line is printed per depth from 1.
        #[arg(short, long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=20))]
        depth: u8,
        /// Play out the last ply too, instead of counting its moves (and, on the ply before,
        /// the replies to most placements from the position before them); slower, checks
        /// play/undo and each position's own generation.
        #[arg(long)]
        no_bulk: bool,
        /// Threads to count on (the subtrees two plies down shared among them).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: u16,
        /// Print the count below each legal move at the given depth.
        #[arg(long)]
        divide: bool,
    },
}

/// `hive uhp`: the options a session starts with, one flag per UHP option, each checked
/// as `options set` checks it.
#[derive(clap::Args, Debug, Default)]
pub struct UhpArgs {
    /// The transposition table's size in MB, 1 to 1024 (UHP option
    /// `TranspositionTableSizeMB`, also called `Hash`) [default: 32].
    #[arg(long, value_name = "MB", value_parser = |s: &str| Setting::parse("TranspositionTableSizeMB", s))]
    pub hash: Option<Setting>,
    /// Search threads, from 1 to one per core (UHP option `Threads`) [default: 1].
    #[arg(long, value_name = "N", value_parser = |s: &str| Setting::parse("Threads", s))]
    pub threads: Option<Setting>,
    /// The strength of a `bestmove` without limits, 1 (beginner) to 5 (expert) (UHP option
    /// `Level`) [default: 5].
    #[arg(long, value_name = "N", value_parser = |s: &str| Setting::parse("Level", s))]
    pub level: Option<Setting>,
    /// Draw games started with `newgame` on a position's third occurrence (UHP option
    /// `RepetitionDraw`); `--repetition-draw=false` leaves it off [default: false].
    #[arg(
        long,
        value_name = "BOOL",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "true",
        value_parser = |s: &str| Setting::parse("RepetitionDraw", s)
    )]
    pub repetition_draw: Option<Setting>,
}

impl UhpArgs {
    /// The options given, for the session to start with.
    pub fn settings(&self) -> Settings {
        [self.hash, self.threads, self.level, self.repetition_draw]
            .into_iter()
            .flatten()
            .collect()
    }
}

/// `hive serve`: where to listen, and the server's caps.
#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// A saved game to go on with (a bare name: a saved game's, as `hive games` lists it);
    /// a new Base+MLP game when left out.
    pub game: Option<PathBuf>,
    /// The address and port to listen on (`0.0.0.0:2222` opens it to other machines; port
    /// 0 takes a free one, printed at the start).
    #[arg(long, default_value = "127.0.0.1:2222", value_name = "ADDR:PORT")]
    pub listen: std::net::SocketAddr,
    /// Connections at once, in all.
    #[arg(long, default_value_t = 256, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_connections: u32,
    /// Connections at once from one address (an IPv6 /64 counts as one address).
    #[arg(long, default_value_t = 8, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_per_address: u32,
    /// Minutes without a key press after which a guest is disconnected (their game is
    /// saved).
    #[arg(long, default_value_t = 30, value_name = "MINUTES", value_parser = clap::value_parser!(u32).range(1..=10_080))]
    pub idle: u32,
    /// Minutes a player of an untimed game may be away before the other may claim the win
    /// (`W`, or `claim` in plain mode); 0: no claims. A timed game needs none: its clock
    /// runs while a player is away.
    #[arg(long, default_value_t = 10, value_name = "MINUTES", value_parser = clap::value_parser!(u32).range(0..=43_200))]
    pub claim_after: u32,
    /// Admit the keys of this file (OpenSSH's authorized_keys format) to a lobby, `ssh -p
    /// PORT lobby@HOST`, where they make games (type, color, clock) and get the lines that
    /// invite the other player and spectators, renew those codes (`r`) or close a game
    /// (`x`). Without a saved game named, the server starts with no game.
    #[arg(long, value_name = "FILE")]
    pub authorized_keys: Option<PathBuf>,
    /// Games served at once (a finished game nobody is in makes room).
    #[arg(long, default_value_t = 20, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_games: u32,
    /// Serve a new game on a clock: `5+3` (minutes + seconds added after each move),
    /// `0:30+0` (minutes:seconds), `10` (minutes), `1d` (a day a move) or `none` [default:
    /// none, or the saved game's]; in the lobby, the clock a new game starts on (its
    /// maker may choose another). The server keeps the time: it starts when both players
    /// are here, nobody can pause it, and a side whose time runs out loses.
    #[arg(long, value_parser = parse_clock, value_hint = ValueHint::Other)]
    pub clock: Option<ClockArg>,
    /// When a new game (the lobby's too) lets the Queen come: `rulebook` or `tournament`
    /// [default: rulebook, as `hive play` and `hive play --invite`].
    #[arg(long, value_hint = ValueHint::Other)]
    pub opening: Option<Opening>,
    /// Seconds of silence from a guest's ssh before it is asked whether it is still there;
    /// two more unanswered and its connection is closed, its seat free again.
    #[arg(long, default_value_t = 5, value_name = "SECONDS", value_parser = clap::value_parser!(u32).range(1..=600))]
    pub keepalive: u32,
    /// Games one lobby member (one key) may hold at once [default: a quarter of
    /// --max-games].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_games_per_key: Option<u32>,
    /// Searches the server runs at once for its guests (the computer's moves); the others wait their turn [default: the cores less one].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub searches: Option<u32>,
    /// Open seeks (challenges included) one club member may have at once.
    #[arg(long, default_value_t = 5, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1_000))]
    pub max_seeks: u32,
    /// Games one club member may be playing at once (their own and those from seeks).
    #[arg(long, default_value_t = 20, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_running: u32,
    #[command(flatten)]
    pub club: ServeClubArgs,
}

/// What `hive analyze` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum AnalysisFormat {
    /// One JSON object: the game's details, then one object per ply judged (evaluations
    /// are for White, in units where a free Ant is about 24; `mate` counts moves to a
    /// forced mate, negative when Black mates).
    Json,
    /// The game as hivegame.com PGN, each ply's verdict a `{comment}` after it: the
    /// evaluation before and after the move, its mark, and the best move and line before it.
    Pgn,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    fn subcommands() -> Vec<String> {
        Cli::command()
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect()
    }

    #[test]
    fn bash_completions_mention_every_subcommand() {
        let mut script = Vec::new();
        clap_complete::generate(
            clap_complete::Shell::Bash,
            &mut Cli::command(),
            "hive",
            &mut script,
        );
        let script = String::from_utf8(script).unwrap();
        let names = subcommands();
        assert!(names.iter().any(|n| n == "man"), "{names:?}");
        // The words offered after `hive`, and a case for what follows each subcommand.
        let top = script
            .lines()
            .find(|l| l.trim_start().starts_with("opts=") && l.contains("play"))
            .unwrap_or_default();
        for name in names {
            assert!(
                top.split([' ', '"']).any(|w| w == name),
                "`{name}` is not offered after `hive`: {top}"
            );
            assert!(
                script.contains(&format!("hive,{name})")),
                "`{name}` has no case in the bash completions"
            );
        }
        assert!(script.contains("--format"), "options are completed too");
    }

    #[test]
    fn every_shell_gets_a_script() {
        for shell in [
            clap_complete::Shell::Bash,
            clap_complete::Shell::Zsh,
            clap_complete::Shell::Fish,
            clap_complete::Shell::Elvish,
            clap_complete::Shell::PowerShell,
        ] {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "hive", &mut script);
            let script = String::from_utf8(script).unwrap();
            assert!(script.contains("completions"), "{shell}: {script}");
        }
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}

/// How a game ended, for `hive games --result`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ResultFilter {
    /// White won.
    White,
    /// Black won.
    Black,
    /// Drawn.
    Draw,
    /// Not over.
    Unfinished,
}

/// `hive games`: what to list, and how.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct GamesArgs {
    /// Print a JSON array instead, one object per game, for scripts.
    #[arg(long)]
    pub json: bool,
    /// Games with a player whose name holds this (in any case).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// Games started on this day (YYYY-MM-DD, local time) or later.
    #[arg(long, value_name = "DATE", value_parser = day)]
    pub since: Option<jiff::civil::Date>,
    /// Games started on this day (YYYY-MM-DD, local time) or earlier.
    #[arg(long, value_name = "DATE", value_parser = day)]
    pub until: Option<jiff::civil::Date>,
    /// Games that ended so.
    #[arg(long, value_enum)]
    pub result: Option<ResultFilter>,
    /// Games of this type (`Base`, `Base+MLP`, … in any case).
    #[arg(long = "type", value_name = "TYPE", value_parser = game_type_any_case)]
    pub game_type: Option<GameType>,
    /// Games not over (the same as --result unfinished).
    #[arg(long, conflicts_with = "result")]
    pub unfinished: bool,
    /// List every game, not one screen of them (the default when not on a terminal).
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// List at most N games.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// Words each found (in any case) in a player's name, the file's name, the event, the
    /// source, the game type or the result.
    #[arg(value_name = "WORDS")]
    pub words: Vec<String>,
}

/// A game type as UHP writes it, in any case (`base+mlp`): a filter, where what is
/// meant is plain, unlike a GameString, which UHP spells exactly.
fn game_type_any_case(text: &str) -> Result<GameType, String> {
    let t = text.trim();
    let letters = match t.get(..4).filter(|b| b.eq_ignore_ascii_case("base")) {
        Some(_) => t.get(4..).unwrap_or_default(),
        None => "?",
    };
    let parsed = match letters.strip_prefix('+') {
        _ if letters.is_empty() => Ok(GameType::BASE),
        Some(l) if !l.is_empty() => GameType::from_expansions(l).map_err(|_| ()),
        _ => Err(()),
    };
    parsed.map_err(|()| {
        format!("`{text}` is not a game type: expected Base, or Base+ and some of M, L and P")
    })
}

/// A day written `YYYY-MM-DD`.
fn day(text: &str) -> Result<jiff::civil::Date, String> {
    jiff::civil::Date::strptime("%Y-%m-%d", text.trim())
        .map_err(|_| format!("`{text}` is not a day written YYYY-MM-DD"))
}
