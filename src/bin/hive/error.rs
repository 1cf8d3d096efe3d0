//! The `hive` binary's errors, and the exit code each one ends the process with.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use hive::record::{OpenError, RecordError, StoreError};
use hive::rules::GameStringError;
use thiserror::Error;

/// The exit codes, as `hive --help` lists them (clap exits with 2 by itself for bad usage).
pub mod exit_code {
    /// Done (also when the reader of standard output went away early, as in `| head`).
    pub const OK: u8 = 0;
    /// A game that does not load: a file or GameString that does not parse, an illegal
    /// move, a result that contradicts the moves, no unfinished game to resume, or some
    /// games of a PGN file that did not import; an engine of `hive match` that fails
    /// before it has made a move, or an openings file with a bad line;
    /// `hive uhp-check` finding an engine that fails a check or disagrees with our rules
    /// in some position.
    pub const BAD_GAME: u8 = 1;
    /// Bad usage: wrong arguments (clap's own errors, and a game type or GameString given
    /// on the command line that does not parse), a terminal command run without a
    /// terminal, `--game N` beyond the file's games, or `-o FILE` for several games.
    pub const USAGE: u8 = 2;
    /// A file, directory or stream that cannot be read or written, or a terminal that fails.
    pub const IO: u8 = 3;
}

/// The text after `hive --help`: the exit codes.
pub const EXIT_CODES_HELP: &str = "\
Exit codes:
  0  done (also when the reader of the output stops early, as `| head` does)
  1  a game file that does not load: bad content, an illegal move, nothing to resume
     (also when some games of a PGN file did not import, or a match's folder does not
     read back); `hive match` stopped because an engine failed (to start, or forfeited)
     before making a move, or its --openings file has a bad line; `hive uhp-check`:
     the engine failed a check or disagreed with our rules
  2  bad usage: wrong arguments (a game type or GameString given to `perft` that does not
     parse, too), `play`/`replay` without a terminal, no such --game,
     -o naming a file that exists (without --force), `hive match` into a folder holding
     a match (without --resume) or resuming it with other settings
  3  a file, directory or stream that cannot be read or written (-o in a folder that
     does not exist, too); a save or a match's
     folder open in another hive; `hive uhp-check`'s engine that does not start; the
     terminal failed; `hive serve` cannot listen, or
     its host key is unreadable or readable by others
  128+N  ended by signal N (SIGHUP, SIGINT, SIGQUIT or SIGTERM) during a game in the
     terminal, the game saved first; a second Ctrl-C during `hive analyze` (130); or
     Ctrl-C during `hive match`, after the result of the games finished (130)";

/// Why a `hive` command failed. Each message names what failed and where (the file, the
/// move number and its text); [`CliError::exit_code`] says how the process ends.
#[derive(Debug, Error)]
pub enum CliError {
    /// The puzzle set does not read or write.
    #[error("puzzles: {0}")]
    Puzzles(String),
    /// A game file that does not load (or cannot be read). Boxed, as is the next: the
    /// record errors are large, and every command returns this type.
    #[error(transparent)]
    Import(Box<OpenError>),
    /// A save that does not load, or cannot be written.
    #[error(transparent)]
    Record(Box<RecordError>),
    /// No data directory, or the games directory cannot be listed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The club's database cannot be opened, read or written.
    #[error(transparent)]
    Club(Box<hive::club::ClubError>),
    /// `hive club ban|unban|bind` of a name no member has.
    #[error("no member is named {0}")]
    NoMember(String),
    /// `hive club` refused what it was given (a key that is not one, a tournament that
    /// is not there), saying why in the host's language.
    #[error("{0}")]
    ClubRefused(String),
    /// `hive club chat remove` of a message the lobby's room does not show.
    #[error("no message {0} in the lobby's room (or it was removed already)")]
    NoMessage(i64),
    /// The games library cannot be read, not even from the files.
    #[error(transparent)]
    Library(Box<hive::library::LibraryError>),
    /// `hive export --format sgf` of a game boardspace's format cannot hold (too wide for
    /// its board, or its variations nested too deep).
    #[error("{file}: cannot be written as SGF: {source}")]
    SgfExport {
        /// The game file exported.
        file: String,
        /// Why.
        source: hive::record::SgfWriteError,
    },
    /// `hive import -o` (or `--force`) with folders, archives or several files, which go
    /// into the library.
    #[error(
        "-o and --force take one game file: folders, zip archives and several files are imported into the games library"
    )]
    ImportOutput,
    /// `hive import` of folders or archives: some files or games were refused (each was
    /// named with why).
    #[error("{refused} of {total} files and games were not imported")]
    ImportRefused {
        /// How many were refused.
        refused: usize,
        /// How many files and games were read in all.
        total: usize,
    },
    /// `hive play --resume` with every saved game finished.
    #[error("no unfinished game to resume in {}", .dir.display())]
    NothingToResume { dir: PathBuf },
    /// The game type or GameString given to `hive perft` does not parse or replay: bad
    /// usage, as any argument that does not parse.
    #[error("bad game `{text}`: {source}")]
    GameString {
        text: String,
        source: GameStringError,
    },
    /// `--game N` beyond the games in the file.
    #[error("{}: there is no game {number}: the file holds {count}", .path.display())]
    NoSuchGame {
        /// The file.
        path: PathBuf,
        /// The game asked for, from 1.
        number: u32,
        /// How many games the file holds.
        count: usize,
    },
    /// `hive import -o FILE` for a file of several games (they need a directory).
    #[error(
        "{} holds {count} games: -o must name a directory, not the file {}",
        .path.display(),
        .output.display()
    )]
    SeveralGames {
        /// The PGN file.
        path: PathBuf,
        /// How many games it holds.
        count: usize,
        /// The file given to -o.
        output: PathBuf,
    },
    /// Some games of a file of several did not import (each was reported on its line).
    #[error("{}: {failed} of {total} games did not import", .path.display())]
    GamesFailed {
        /// The PGN file.
        path: PathBuf,
        /// How many games did not import.
        failed: usize,
        /// How many games it holds.
        total: usize,
    },
    /// A command that draws on the terminal, run with standard input or output redirected.
    #[error(
        "`{command}` needs a terminal (standard input or output is not one); \
         `hive --help` lists the commands that work without one"
    )]
    NoTerminal { command: &'static str },
    /// An engine of `hive match` failed to start or stopped answering.
    #[error(transparent)]
    Arena(#[from] hive::engine::uhp::client::EngineError),
    /// The engine of `hive uhp-check` could not be started.
    #[error(transparent)]
    Probe(#[from] hive::engine::uhp::process::StartError),
    /// `hive uhp-check` found the engine at odds with the protocol or our rules (the
    /// report on standard output says where).
    #[error("the engine failed {checks} and disagreed in {positions}{gave_up}")]
    Nonconforming {
        /// E.g. `2 of 18 checks`.
        checks: String,
        /// E.g. `3 positions`.
        positions: String,
        /// Why the run stopped early, if it did (with a leading `; `).
        gave_up: String,
    },
    /// `-o` names a file that exists (and `--force` was not given).
    #[error("{} exists; not replacing it (add --force to replace it)", .path.display())]
    Exists {
        /// The file.
        path: PathBuf,
    },
    /// `-o` names a file in a folder that does not exist, or a folder that does not (only
    /// the games directory is made when missing).
    #[error(
        "{}: no such folder; hive writes into a folder that exists (make it first)",
        .dir.display()
    )]
    NoFolder {
        /// The folder.
        dir: PathBuf,
    },
    /// The save is open in another process, or cannot be locked.
    #[error(transparent)]
    SaveFile(#[from] hive::record::SaveFileError),
    /// `hive match` into a folder that already holds a match, without `--resume`.
    #[error(
        "{} already holds a match ({games} games played): add --resume to go on with it, or choose another --out",
        .dir.display()
    )]
    MatchExists {
        /// The folder.
        dir: PathBuf,
        /// Games it holds.
        games: usize,
    },
    /// `hive match --resume` into a folder with no match in it.
    #[error("{} holds no match to resume (no match.json)", .dir.display())]
    NoMatch {
        /// The folder.
        dir: PathBuf,
    },
    /// `hive match --resume` with settings other than the match's own.
    #[error(
        "the match in {} was played with {setting} {was}, not {now}; resume it with its own settings",
        .dir.display()
    )]
    MatchDiffers {
        /// The folder.
        dir: PathBuf,
        /// The setting that differs.
        setting: &'static str,
        /// Its value in the folder's match.
        was: String,
        /// Its value now.
        now: String,
    },
    /// A match's folder is being written by another `hive match`.
    #[error("{} is in use by another hive match (process {pid})", .dir.display())]
    MatchBusy {
        /// The folder.
        dir: PathBuf,
        /// The other process.
        pid: u32,
    },
    /// A file of a match's folder that does not read back as that match's.
    #[error("{}: {reason}", .path.display())]
    MatchGame {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// An engine of `hive match` forfeited a game before making any move in the match.
    #[error("{engine} forfeited game {game} before making a move, so the match is stopped: {why}")]
    Forfeited {
        /// The engine's name.
        engine: String,
        /// The game (from 1).
        game: usize,
        /// Why.
        why: String,
    },
    /// `hive match --openings` with a line that cannot open a game of the match.
    #[error("{}: {error}", .path.display())]
    Openings {
        /// The file.
        path: PathBuf,
        /// The line and what is wrong.
        error: hive::engine::arena::OpeningError,
    },
    /// A time that is not a positive number of seconds below a day.
    #[error(
        "`{0}` is not a time to think: give a number of seconds above 0 and below a day (86400)"
    )]
    BadTime(f64),
    /// A setting of a new game given for a game that goes on (`--resume`, a file): the
    /// game keeps the settings it was played with.
    #[error(
        "{flag} sets up a new game: the game {how} keeps its own{kept}; leave {flag} out (or start a new game)"
    )]
    NewGameOnly {
        flag: &'static str,
        /// `resumed` or `opened`.
        how: &'static str,
        /// What it keeps, e.g. ` (Base+MLP)`.
        kept: String,
    },
    /// `--level` with no computer to set it for.
    #[error(
        "--level sets the computer's strength, and there is no computer in this game: add --ai white or --ai black"
    )]
    LevelWithoutComputer,
    /// The terminal failed while playing.
    #[error("terminal: {0}")]
    Terminal(io::Error),
    /// A signal ended the game (it was autosaved and the terminal restored): the process
    /// exits as if killed by it.
    #[error("ended by signal {0}")]
    Signalled(i32),
    /// The player quit a game whose last moves its file does not hold.
    #[error("the game's last moves are not saved: {0}")]
    Unsaved(String),
    /// `hive serve`'s host key could not be read or made.
    #[error(transparent)]
    HostKey(#[from] hive::serve::HostKeyError),
    /// `hive serve` could not listen, or its server failed.
    #[error("{what}: {source}")]
    Serve { what: String, source: io::Error },
    /// Reading standard input or writing standard output failed (not a closed pipe: that
    /// ends the command quietly).
    #[error("{what}: {source}")]
    Stream {
        what: &'static str,
        source: io::Error,
    },
}

impl From<OpenError> for CliError {
    fn from(e: OpenError) -> CliError {
        CliError::Import(Box::new(e))
    }
}

impl From<RecordError> for CliError {
    fn from(e: RecordError) -> CliError {
        CliError::Record(Box::new(e))
    }
}

impl CliError {
    /// The process exit code for this error (see [`exit_code`]).
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Import(e) => match **e {
                OpenError::Read { .. } => exit_code::IO,
                _ => exit_code::BAD_GAME,
            },
            CliError::Record(e) => match **e {
                RecordError::Read { .. } | RecordError::Write { .. } => exit_code::IO,
                _ => exit_code::BAD_GAME,
            },
            CliError::Library(_) | CliError::Club(_) => exit_code::IO,
            CliError::NoMember(_) | CliError::NoMessage(_) | CliError::ClubRefused(_) => {
                exit_code::USAGE
            }
            CliError::NothingToResume { .. }
            | CliError::ImportRefused { .. }
            | CliError::GamesFailed { .. }
            | CliError::MatchGame { .. }
            | CliError::Arena(_)
            | CliError::Forfeited { .. }
            | CliError::Openings { .. }
            | CliError::SgfExport { .. }
            | CliError::Nonconforming { .. }
            | CliError::Puzzles(_) => exit_code::BAD_GAME,
            CliError::NoTerminal { .. }
            | CliError::ImportOutput
            | CliError::GameString { .. }
            | CliError::NoSuchGame { .. }
            | CliError::SeveralGames { .. }
            | CliError::BadTime(_)
            | CliError::NewGameOnly { .. }
            | CliError::LevelWithoutComputer
            | CliError::Exists { .. }
            | CliError::MatchExists { .. }
            | CliError::NoMatch { .. }
            | CliError::MatchDiffers { .. } => exit_code::USAGE,
            CliError::Store(_)
            | CliError::Terminal(_)
            | CliError::Unsaved(_)
            | CliError::Stream { .. }
            | CliError::Probe(_)
            | CliError::MatchBusy { .. }
            | CliError::NoFolder { .. }
            | CliError::SaveFile(_)
            | CliError::HostKey(_)
            | CliError::Serve { .. } => exit_code::IO,
            CliError::Signalled(number) => u8::try_from(128 + number).unwrap_or(u8::MAX),
        }
    }
}

/// How a command's result ends the process: a closed output pipe is success, as it is for
/// Unix tools; any other error is reported on standard error.
pub fn finish(result: Result<(), CliError>) -> ExitCode {
    let error = match result {
        Ok(()) => return ExitCode::from(exit_code::OK),
        Err(CliError::Stream { source, .. }) if source.kind() == io::ErrorKind::BrokenPipe => {
            return ExitCode::from(exit_code::OK);
        }
        // Nothing to say: the process ends as if killed by the signal.
        Err(e @ CliError::Signalled(_)) => return ExitCode::from(e.exit_code()),
        Err(e) => e,
    };
    // `eprintln!` would panic if standard error is closed too; there is no one left to tell.
    // Errors quote files and other programs: control characters escaped, long text cut.
    let text = error.to_string();
    let _ = writeln!(
        io::stderr(),
        "hive: {}",
        hive::text::printable(&text, 2_000)
    );
    ExitCode::from(error.exit_code())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_exit_code_is_in_the_help() {
        for code in [
            exit_code::OK,
            exit_code::BAD_GAME,
            exit_code::USAGE,
            exit_code::IO,
        ] {
            assert!(
                EXIT_CODES_HELP.contains(&format!("\n  {code}  ")),
                "exit code {code} is not in the help"
            );
        }
    }

    #[test]
    fn unreadable_files_are_io_errors_and_bad_games_are_not() {
        let read = CliError::from(OpenError::Read {
            path: "x.json".into(),
            source: io::Error::from(io::ErrorKind::NotFound),
        });
        assert_eq!(read.exit_code(), exit_code::IO);
        let bad = CliError::from(OpenError::Unrecognized {
            path: "x.txt".into(),
        });
        assert_eq!(bad.exit_code(), exit_code::BAD_GAME);
        let none = CliError::NoTerminal {
            command: "hive play",
        };
        assert_eq!(none.exit_code(), exit_code::USAGE);
    }
}
