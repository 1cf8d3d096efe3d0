//! The front door: any game file, read once and judged by its content, with every game it
//! holds (a PGN file may hold several, each read or refused on its own).

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::rules::Game;

use super::disk::read_capped;
use super::gamestring::{self, GameStringFileError};
use super::json::{self, JsonError};
use super::model::Record;
use super::pgn::{self, PgnError};
use super::sgf::{self, SgfError};

/// The kinds of game file [`open`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// Our JSON save (the only kind a game continues in place).
    Save,
    /// A boardspace SGF record.
    Sgf,
    /// A hivegame.com PGN file (one game or several).
    Pgn,
    /// One line holding a UHP GameString.
    GameString,
}

/// Why a file, or one game in it, could not be read. Every message starts with the file.
#[derive(Debug, Error)]
pub enum OpenError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The file that was asked for.
        path: PathBuf,
        /// The I/O error from reading it.
        source: std::io::Error,
    },
    /// A JSON save that does not load.
    #[error(transparent)]
    Json(#[from] JsonError),
    /// A boardspace SGF record that does not read.
    #[error(transparent)]
    Sgf(#[from] SgfError),
    /// A PGN file that holds no game, or one of its games that does not read.
    #[error(transparent)]
    Pgn(#[from] PgnError),
    /// A text file whose GameString does not replay (or holds more moves than any game).
    #[error(transparent)]
    GameString(#[from] GameStringFileError),
    /// Empty, or text on several lines that is neither JSON, SGF nor PGN.
    #[error(
        "{}: not a game: expected a hive JSON save, a boardspace .sgf file, a hivegame.com .pgn file, or one line holding a UHP GameString",
        .path.display()
    )]
    Unrecognized {
        /// The file that was read.
        path: PathBuf,
    },
}

/// A game file read: its kind and every game it holds.
#[derive(Debug)]
pub struct Opened {
    /// The file, as it was named.
    pub path: PathBuf,
    /// The kind of file, by its content.
    pub kind: FileKind,
    /// Its games in file order, each read or refused on its own: one for every kind but
    /// PGN, and never none.
    pub games: Vec<Result<Loaded, OpenError>>,
}

/// One game read from a file of any kind, with what was read leniently.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The record.
    pub record: Record,
    /// The game its moves replay to.
    pub game: Game,
    /// What the reader read leniently or decided for itself, one sentence each (for people:
    /// a front end shows them, e.g. on standard error).
    pub notes: Vec<String>,
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line the game starts on, from 1.
    pub line: usize,
}

impl Loaded {
    /// The one game of a file that holds one.
    fn only(record: Record, game: Game, notes: Vec<String>) -> Loaded {
        Loaded {
            record,
            game,
            notes,
            number: 1,
            line: 1,
        }
    }
}

impl Opened {
    /// The file's first game, or why it does not read.
    pub fn into_first(self) -> Result<Loaded, OpenError> {
        self.games
            .into_iter()
            .next()
            .unwrap_or(Err(OpenError::Pgn(PgnError::Empty { path: self.path })))
    }
}

/// Opens a game file of any kind: our JSON save, a boardspace `.sgf` record, a hivegame.com
/// `.pgn` file, or a text file holding one UHP GameString, judged by content (see
/// [`file_kind`]). The file is read once, at most [`MAX_FILE_BYTES`](super::MAX_FILE_BYTES)
/// of it (whatever it is: a pipe or a device too), bytes that are not UTF-8 replaced. Every
/// move is replayed through the rules.
///
/// Fails as a whole when the file cannot be read, is no game file, holds no game, or holds
/// one game (every kind but PGN) that does not read; each game of a PGN file is read or
/// refused on its own.
pub fn open(path: &Path) -> Result<Opened, OpenError> {
    let bytes = read_capped(path).map_err(|source| OpenError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    parse(path, &String::from_utf8_lossy(&bytes))
}

/// [`open`] for text already read (standard input, say); `path` names the file in errors
/// and in an imported record's `source`.
pub fn parse(path: &Path, text: &str) -> Result<Opened, OpenError> {
    let text = text.trim_start_matches('\u{feff}');
    let kind = file_kind(text).ok_or_else(|| OpenError::Unrecognized {
        path: path.to_path_buf(),
    })?;
    let games = match kind {
        FileKind::Pgn => pgn::read(path, text)?
            .into_iter()
            .map(|game| {
                let game = game?;
                Ok(Loaded {
                    notes: game.notes.iter().map(ToString::to_string).collect(),
                    record: game.record,
                    game: game.game,
                    number: game.number,
                    line: game.line,
                })
            })
            .collect(),
        FileKind::Save => {
            let (record, game) = json::read(path, text)?;
            vec![Ok(Loaded::only(record, game, Vec::new()))]
        }
        FileKind::Sgf => {
            let (record, game) = sgf::read(path, text)?;
            vec![Ok(Loaded::only(record, game, Vec::new()))]
        }
        FileKind::GameString => {
            let (record, game, notes) = gamestring::read(path, text)?;
            vec![Ok(Loaded::only(record, game, notes))]
        }
    };
    Ok(Opened {
        path: path.to_path_buf(),
        kind,
        games,
    })
}

/// A game file opened to play on: its first game, and the file to go on saving it in (only
/// our own JSON save goes on in place; a game from any other file starts a save of its
/// own). What `hive play FILE` and the terminal game's games screen open.
pub fn open_to_play(file: &Path) -> Result<(Record, Game, Option<PathBuf>), OpenError> {
    let opened = open(file)?;
    let save_path = (opened.kind == FileKind::Save).then(|| file.to_path_buf());
    let first = opened.into_first()?;
    Ok((first.record, first.game, save_path))
}

/// The game of a record whose last moves were taken back, with them: a replay shows the
/// whole line the file keeps (to play on from any ply of it), not only where the game
/// stood. `None` when nothing was taken back, or the whole line does not replay.
pub fn whole_line(record: &Record) -> Option<Game> {
    if record.taken_back() == 0 {
        return None;
    }
    let mut whole = record.clone();
    whole.current = None;
    whole.replay().ok()
}

/// The kind of game file `text` is, by its content: `{` a JSON save, `(` SGF, a tag line
/// (`[GameType "Base"]`) or a numbered move (`1. wS1`) PGN, any other single line a
/// GameString; `None` for empty text and other text on several lines.
pub fn file_kind(text: &str) -> Option<FileKind> {
    let body = text.trim_start_matches('\u{feff}').trim();
    if pgn::looks_like_pgn(body) {
        return Some(FileKind::Pgn);
    }
    match body.chars().next()? {
        '{' | '[' => Some(FileKind::Save),
        '(' => Some(FileKind::Sgf),
        _ if !body.contains('\n') => Some(FileKind::GameString),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_of_a_file_comes_back_read_or_refused_on_its_own() {
        let two = "[GameType \"Base\"]\n\n1. wS1\n2. bS1 wS1-\n\n[GameType \"Base\"]\n\n1. wS1\n2. wQ wS1-\n";
        let opened = parse(Path::new("two.pgn"), two).unwrap();
        assert_eq!(opened.kind, FileKind::Pgn);
        assert_eq!(opened.games.len(), 2);
        let first = opened.games[0].as_ref().unwrap();
        assert_eq!((first.number, first.record.plies()), (1, 2));
        let second = opened.games[1].as_ref().unwrap_err().to_string();
        assert!(
            second.starts_with("two.pgn, game 2, line 9, ply 2 `wQ wS1-`"),
            "{second}"
        );
        // A GameString's notes come with its one game.
        let stale = "Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1";
        let opened = parse(Path::new("g.txt"), stale).unwrap();
        assert_eq!(opened.kind, FileKind::GameString);
        let game = opened.into_first().unwrap();
        assert_eq!(game.notes.len(), 1, "{:?}", game.notes);
        assert_eq!(game.record.source.as_deref(), Some("g.txt"));
        // A file of one game that does not read fails as a whole.
        let err = parse(Path::new("g.txt"), "Base;InProgress;Black[1];wS1;wS2 wS1-").unwrap_err();
        assert!(matches!(err, OpenError::GameString(_)), "{err}");
        let err = parse(Path::new("x.txt"), "two\nlines").unwrap_err();
        assert!(matches!(err, OpenError::Unrecognized { .. }), "{err}");
    }

    #[test]
    fn a_replay_shows_the_moves_taken_back_too() {
        let game = Game::parse("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1").unwrap();
        let mut record = Record::from_game(&game, "Ann", "Bob", None);
        assert!(whole_line(&record).is_none(), "nothing taken back");
        record.current = Some(1);
        assert_eq!(whole_line(&record).map(|g| g.moves().len()), Some(3));
    }

    #[test]
    fn only_our_own_save_goes_on_in_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let save = dir.path().join("g.json");
        super::super::save(&save, &Record::from_game(&game, "Ann", "Bob", None)).unwrap();
        let (record, opened, kept) = open_to_play(&save).unwrap();
        assert_eq!((record.white.as_str(), opened.moves().len()), ("Ann", 2));
        assert_eq!(kept.as_deref(), Some(save.as_path()));
        let text = dir.path().join("g.txt");
        std::fs::write(&text, "Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let (_, opened, kept) = open_to_play(&text).unwrap();
        assert_eq!((opened.moves().len(), kept), (2, None));
    }

    #[test]
    fn a_pipe_is_read_no_further_than_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("games.pgn");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("SKIPPING a_pipe_is_read_no_further_than_the_cap: no mkfifo");
            return;
        }
        // The writer offers a megabyte more than the cap, and stops when the reader leaves.
        let path = fifo.clone();
        let writer = std::thread::spawn(move || {
            use std::io::Write;
            let mut pipe = std::fs::OpenOptions::new().write(true).open(path).unwrap();
            let line = "1. wS1\n".repeat(1 << 10);
            let mut left = super::super::MAX_FILE_BYTES as usize + (1 << 20);
            while left > 0 && pipe.write_all(line.as_bytes()).is_ok() {
                left = left.saturating_sub(line.len());
            }
        });
        let err = open(&fifo).unwrap_err();
        writer.join().unwrap();
        assert!(
            err.to_string()
                .contains("game files over 8 MB are not read"),
            "{err}"
        );
    }
}
