//! Keeping the game on disk: an autosave after every move, and `s` to save a copy.
//!
//! The model only asks ([`super::app::Effect::Autosave`], [`super::app::Effect::SaveCopy`]);
//! the functions here that touch the disk are called by the runtime.

use std::path::{Path, PathBuf};

use super::app::{App, Mode};
use super::computer::Opponent;
use crate::record::{self, Computer, Record, Stamp};
use crate::rules::Game;

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
pub type FileStamp = (u64, Option<std::time::SystemTime>);

/// `path`'s [`FileStamp`] now, if it exists.
pub fn file_stamp(path: &Path) -> Option<FileStamp> {
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

/// The record of `game` as it stands, its ending (resignation, draw) included, and who
/// the computer is, so that resuming plays against it again.
fn sync(record: &mut Record, game: &Game, at: Option<Stamp>, opponent: Option<Opponent>) {
    record.sync(game, at);
    record.computer = computer_of(opponent);
}

/// The record's form of the computer opponent.
fn computer_of(opponent: Option<Opponent>) -> Option<Computer> {
    opponent.map(|o| Computer {
        side: o.color,
        level: o.level.number(),
    })
}

/// The saves this process writes, each locked against other processes until the game ends
/// ([`release_saves`]).
static HELD: std::sync::Mutex<Vec<record::SaveFile>> = std::sync::Mutex::new(Vec::new());

/// Locks `path` for this process (once), unless another live process holds it.
fn hold(path: &Path, record: &Record) -> Result<(), record::SaveFileError> {
    let mut held = HELD
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if held.iter().any(|f| f.path() == path) {
        return Ok(());
    }
    held.push(record::SaveFile::open(path, Some(record))?);
    Ok(())
}

/// Lets go of every save this process locked (their lock files are removed).
pub fn release_saves() {
    HELD.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clear();
}

/// A save is only ever extended by the game it records: when `game` leaves the saved line
/// (a different move after taken-back ones), or the file was changed on disk since we wrote
/// it, `save` becomes a new file beside it that names where it left the old one, whose
/// file stays as it was. Returns what to tell the player.
fn extend_or_branch(save: &mut Autosave, game: &Game) -> Option<String> {
    let texts: Vec<&str> = game.move_strings().collect();
    let old: Vec<&str> = save.record.move_strings().collect();
    let common = old.iter().zip(&texts).take_while(|(a, b)| a == b).count();
    // Changed on disk since we wrote it, or open in another hive: never overwritten.
    let changed = (save.path.exists() && file_stamp(&save.path) != save.written)
        || hold(&save.path, &save.record).is_err();
    if !changed && (common == old.len() || common == texts.len()) {
        return None;
    }
    let parent = save
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let branch = save.record.branch(&parent, common, game, Stamp::now());
    let dir = save
        .path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let path = dir.join(record::autosave_file_name(&branch));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let _ = hold(&path, &branch);
    *save = Autosave::new(path, branch);
    Some(if changed {
        format!(
            "{parent} was changed outside this game or is open in another hive: not overwriting it; this game now saves to {name}."
        )
    } else {
        format!(
            "A new line from move {}: saved as a new game ({name}); {parent} keeps its moves.",
            common + 1
        )
    })
}

impl App {
    /// A new autosave for this game in the per-user games directory (the runtime's side).
    fn new_autosave(&self) -> Result<Autosave, String> {
        let mut record = Record::from_game(
            &self.game,
            self.names[0].clone(),
            self.names[1].clone(),
            Stamp::now(),
        );
        sync(&mut record, &self.game, None, self.opponent);
        let path = record::autosave_path(&record).map_err(|e| e.to_string())?;
        Ok(Autosave::new(path, record))
    }

    /// Starts autosaving a new game into the per-user games directory.
    pub fn autosave_new(&mut self) {
        match self.new_autosave() {
            Ok(a) => self.autosave = Some(a),
            Err(e) => self.warn(format!("Not autosaving: {e}")),
        }
    }

    /// Writes the game to its autosave file, if it has one (the runtime's side of
    /// [`super::app::Effect::Autosave`]). A game opened for review, or a new game, starts
    /// its own autosave file the first time a move is played in it, so the file it came
    /// from is never changed behind the player's back. A game with no move and no file yet
    /// writes nothing.
    pub fn write_autosave(&mut self) {
        if self.autosave.is_none() {
            if !self.autosave_branches || self.game.moves().len() == 0 {
                return;
            }
            self.autosave_new();
        }
        let game = &self.game;
        let opponent = self.opponent;
        let Some(save) = &mut self.autosave else {
            return;
        };
        if game.moves().len() == 0 && !save.path.exists() {
            return;
        }
        let note = extend_or_branch(save, game);
        let shown = game.moves().len();
        if shown < save.record.moves.len() {
            // Moves taken back: the file keeps them (they can be played again) and says
            // where the game stands.
            save.record.current = Some(shown);
            save.record.result.state = game.position().state();
            save.record.result.ending = game.ending().map(record::Ending::from_rules);
            save.record.computer = computer_of(opponent);
        } else {
            sync(&mut save.record, game, Some(Stamp::now()), opponent);
            save.record.current = None;
        }
        let saved = record::save(&save.path, &save.record);
        save.written = file_stamp(&save.path);
        match (saved, note) {
            (Err(e), _) => self.warn(format!("Autosave failed: {e}")),
            (Ok(()), Some(note)) => self.warn(note),
            (Ok(()), None) => {}
        }
    }

    /// `s`: asks where to save a copy of the game.
    pub(super) fn ask_save_path(&mut self) {
        let suggestion = self
            .autosave
            .as_ref()
            .and_then(|a| a.path.file_name())
            .map_or_else(
                || "hive-game.json".to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
        self.mode = Mode::SaveAs {
            text: suggestion,
            error: None,
        };
    }

    /// Saves a copy of the game to `path` atomically (the runtime's side of
    /// [`super::app::Effect::SaveCopy`]); says what was saved, or why not.
    pub fn save_copy(&self, path: &Path) -> Result<String, String> {
        let mut rec = match &self.autosave {
            Some(a) => a.record.clone(),
            None => Record::from_game(
                &self.game,
                self.names[0].clone(),
                self.names[1].clone(),
                Stamp::now(),
            ),
        };
        sync(&mut rec, &self.game, None, self.opponent);
        record::save(path, &rec).map_err(|e| e.to_string())?;
        Ok(format!(
            "Saved {} to {}.",
            super::words::count(rec.plies(), "move"),
            path.display()
        ))
    }
}
