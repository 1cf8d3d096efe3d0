//! The saving side of the model: the autosave file and its record, the file a game was
//! opened from, the folders typed names are read against. What touches the disk is the
//! runtime's ([`crate::tui::runtime`]).

use std::path::{Path, PathBuf};

use crate::record::{self, Record, Stamp};
use crate::rules::Game;

/// Where the game is kept on disk: its autosave file and where `s` saves copies.
#[derive(Debug, Default)]
pub struct Saving {
    /// The file written after every move (none in tests, or for a game under review until
    /// it branches off).
    pub autosave: Option<Autosave>,
    /// Whether the game starts an autosave file of its own at its next move (a new game, or
    /// playing on from a reviewed one).
    pub(crate) autosave_branches: bool,
    /// The file a reviewed game was read from: the game played on from it is a branch
    /// that names it (set by `hive replay`).
    pub(crate) branch_of: Option<crate::tui::model::Source>,
    /// Where `s` saves a copy: the games folder and the home folder `~` stands for.
    pub folders: crate::tui::model::Folders,
    /// Why the game on the screen is not all in its file: the last autosave failed, or
    /// none could start. Cleared by the next write that succeeds. Quitting then says so,
    /// and the program ends with the reason instead of success.
    pub unsaved: Option<String>,
}

/// Where the game is written after every move, and what is written.
#[derive(Clone, Debug, PartialEq)]
pub struct Autosave {
    /// The save file, rewritten whole after every move.
    pub path: PathBuf,
    /// The record written there; synced with the game first, so old moves keep their times.
    pub record: Record,
    /// The file's length and modification time when we last wrote (or read) it: a file
    /// changed since by someone else is not overwritten.
    pub written: Option<FileStamp>,
}

/// A file's length and modification time.
pub(crate) type FileStamp = (u64, Option<std::time::SystemTime>);

/// `path`'s [`FileStamp`] now, if it exists.
pub(crate) fn file_stamp(path: &Path) -> Option<FileStamp> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()))
}

impl Autosave {
    /// Autosaving `record` to `path`, as the file stands now.
    pub fn new(path: PathBuf, record: Record) -> Autosave {
        let written = file_stamp(&path);
        Autosave {
            path,
            record,
            written,
        }
    }
}

/// Whether `record` holds a finished game standing at its end: a file never rewritten
/// as anything else.
pub(crate) fn records_an_ending(record: &Record) -> bool {
    record.current.is_none() && record.result.is_finished()
}

impl Saving {
    /// Whether the file keeps the game as it ended while the game on the screen stands
    /// earlier or goes on (moves taken back, an ending withdrawn) with no move of its own
    /// yet: quitting now leaves the file as it ended. Pure: reads no disk.
    pub(crate) fn keeps_the_ending_only(&self, game: &Game) -> bool {
        self.autosave.as_ref().is_some_and(|save| {
            // (An ending declared in the game makes its state over as well.)
            records_an_ending(&save.record) && !game.outcome().is_over()
        })
    }
}

/// A recorded game's file and moves, for naming it as the parent of a game played on
/// from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Source {
    /// The file (absolute).
    pub path: PathBuf,
    /// Its moves as MoveStrings.
    pub moves: Vec<String>,
    /// When each of its moves was played, where the file says.
    pub stamps: Vec<Option<Stamp>>,
}

/// Why `s` did not write its copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveCopyError {
    /// The file exists: the player is asked before it is replaced.
    Exists,
    /// Not written, and why (shown to the player).
    Refused(String),
}

/// The folders a typed file name is read against.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Folders {
    /// The games folder: a bare name or relative path is saved there.
    pub games: Option<PathBuf>,
    /// The home folder, for `~` and `~/…`.
    pub home: Option<PathBuf>,
}

impl Folders {
    /// The player's folders: the games folder of the data directory and `$HOME`.
    pub fn of_user() -> Folders {
        Folders {
            games: record::games_dir().ok(),
            home: std::env::var_os("HOME")
                .filter(|h| !h.is_empty())
                .map(PathBuf::from),
        }
    }
}

/// The file a typed name means: `~` and `~/…` are in the home folder, an absolute path is
/// itself, anything else is in the games folder; `.json` is added to a name without an
/// extension. Pure: nothing is looked up on disk.
pub fn save_path(text: &str, folders: &Folders) -> Result<PathBuf, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("type a file name".into());
    }
    let home = || {
        folders
            .home
            .clone()
            .ok_or_else(|| "~ means your home folder, and HOME is not set".to_string())
    };
    let mut path = if text == "~" {
        home()?
    } else if let Some(rest) = text.strip_prefix("~/") {
        home()?.join(rest)
    } else if Path::new(text).is_absolute() {
        PathBuf::from(text)
    } else {
        match &folders.games {
            Some(dir) => dir.join(text),
            None => PathBuf::from(text),
        }
    };
    if text.ends_with('/') || path.file_name().is_none() || text == "~" {
        return Err("that names a folder: add a file name".into());
    }
    if path.extension().is_none() {
        path.set_extension("json");
    }
    Ok(path)
}
