//! The disk side of saving, which only the runtime calls: the autosave written after every
//! move (extended, or branched into a new file, never rewritten as another game), a copy
//! saved with `s`, and the locks that keep another process from writing the same save.

use crate::lang::Lang;
use crate::record::{self, Record, Stamp};
use crate::rules::Game;
use crate::text::printable;
use crate::tui::model::{
    App, Autosave, Effect, Msg, SaveCopyError, Saving, Session, Tone, file_stamp, records_an_ending,
};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// Why a new game cannot autosave: no games folder (the player reads it in their language).
const NO_GAMES_FOLDER: &str = "there is no games folder";

/// The record of `session`'s game as it stands, its ending (resignation, draw) included,
/// and who plays it: the computer (so that resuming plays against it again) and the names
/// (the computer's follows its side when a game resumes with it on the other).
fn sync(record: &mut Record, session: &Session, at: Option<Stamp>) {
    record.sync(&session.game, at);
    players(record, session);
    clock(record, session);
}

/// `session`'s clock into `record`: the control, each side's time left now, each ply's time
/// left where the game knows it, and a loss on time.
fn clock(record: &mut Record, session: &Session) {
    let Some(timing) = &session.clock else {
        return;
    };
    record.clock = Some(record::SavedClock {
        control: timing.control(),
        left: Some(timing.left_now()),
    });
    for (entry, left) in record.moves.iter_mut().zip(&timing.left) {
        if left.is_some() {
            entry.left = *left;
        }
    }
    if let Some(side) = session.flagged() {
        record.result.ending = Some(record::Ending::TimedOut(side));
    }
}

/// Who plays `session`'s game, into `record`.
fn players(record: &mut Record, session: &Session) {
    record.computer = session.opponent;
    [record.white, record.black] = session.names.clone();
}

/// The saves one game holds, each locked against other processes while the game writes
/// to it: a file the game leaves (for a new game, or a new line saved as a game of its
/// own) is let go at its next autosave. Clones share the locks: the runtime takes them, and the [`super::Handle`] of the game
/// lets a caller that ends the process itself let go of them first.
#[derive(Clone, Default)]
pub struct Locks(Arc<Mutex<Vec<record::SaveFile>>>);

impl Locks {
    /// Locks `path` for this game (once), unless another live process holds it.
    pub(crate) fn hold(&self, path: &Path, record: &Record) -> Result<(), record::SaveFileError> {
        let mut held = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if held.iter().any(|f| f.path() == path) {
            return Ok(());
        }
        held.push(record::SaveFile::open(path, Some(record))?);
        Ok(())
    }

    /// Lets go of every save locked but `kept` (the game's own file now, if it has one): a
    /// file the game has left (for a new game, or a new line saved as a game of its own) is
    /// free for another hive to open.
    pub(crate) fn keep_only(&self, kept: Option<&Path>) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|f| Some(f.path()) == kept);
    }

    /// Lets go of every save locked (their lock files are removed).
    pub fn release(&self) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }
}

impl std::fmt::Debug for Locks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let held = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        f.debug_list()
            .entries(held.iter().map(|h| h.path()))
            .finish()
    }
}

/// A save is only ever extended by the game it records: a different move after taken-back
/// ones keeps the old line in the file as a variation. When `game` goes on from a game the
/// file records as finished (a move after its end, or a different one after moves taken
/// back in it), or the file was changed on disk since we wrote it, `save` becomes a new
/// file that names where it left the old one, whose file stays as it was. The new file goes into `games` (the games folder, so that `hive games`
/// and `--resume` find it), or beside the old one when there is none. Returns what to
/// tell the player.
fn extend_or_branch(
    lang: &Lang,
    save: &mut Autosave,
    (game, ends_otherwise): (&Game, bool),
    games: Option<&Path>,
    locks: &Locks,
) -> Option<(String, Tone)> {
    let texts: Vec<&str> = game.move_strings().collect();
    let old: Vec<&str> = save.record.move_strings().collect();
    let common = old.iter().zip(&texts).take_while(|(a, b)| a == b).count();
    // Changed on disk since we wrote it, or open in another hive: never overwritten.
    let changed = (save.path.exists() && file_stamp(&save.path) != save.written)
        || locks.hold(&save.path, &save.record).is_err();
    let finished = records_an_ending(&save.record);
    let looking_back = common == texts.len() && !ends_otherwise;
    if !changed && (!finished || looking_back) {
        return None;
    }
    let beside = save
        .path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let dir = games.map_or_else(|| beside.clone(), Path::to_path_buf);
    // The old game by name where the new one sits beside it, else by its whole path.
    let parent = match save.path.file_name() {
        Some(name) if dir == beside => name.to_string_lossy().into_owned(),
        _ => save.path.display().to_string(),
    };
    let branch = save.record.branch(&parent, common, game, Stamp::now());
    let path = record::new_save_path(&dir, &branch);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let _ = locks.hold(&path, &branch);
    *save = Autosave::new(path, branch);
    let parent = printable(&parent, 80);
    Some(if changed {
        let text = crate::say!(
            lang,
            "dialogs-save-changed",
            parent = parent.into_owned(),
            name = name
        );
        (text, Tone::Warning)
    } else {
        // Numbered as review's "Playing on from ply N" and the games list's "at ply N".
        let text = crate::say!(
            lang,
            "dialogs-save-branched",
            ply = common,
            name = name,
            parent = parent.into_owned()
        );
        (text, Tone::Info)
    })
}

// The runtime's side: everything below touches the disk, and only the runtime calls it
// (from `Runtime::execute` and at start and exit). The update only asks, with effects.

impl Saving {
    /// A new autosave for `session`'s game in the games folder.
    fn new_autosave(&self, session: &Session) -> Result<Autosave, String> {
        let mut record = Record::from_game(
            &session.game,
            session.names[0].clone(),
            session.names[1].clone(),
            Stamp::now(),
        );
        sync(&mut record, session, None);
        let games = self.folders.games.as_ref().ok_or(NO_GAMES_FOLDER)?;
        let path = record::new_save_path(games, &record);
        Ok(Autosave::new(path, record))
    }

    /// A new autosave played on from a game read from a file names that file and the
    /// moves they share (its name when it sits in the same folder, else its path).
    /// Whether every move of `session`'s game is the move of the file it was opened from
    /// (played on from there, the line so far is that file's).
    fn follows_source(&self, session: &Session) -> bool {
        self.branch_of.as_ref().is_some_and(|source| {
            session.game.moves().len() <= source.moves.len()
                && session
                    .game
                    .move_strings()
                    .zip(&source.moves)
                    .all(|(played, recorded)| played == recorded)
        })
    }

    fn name_parent(&mut self, session: &Session) {
        let (Some(source), Some(save)) = (&self.branch_of, &mut self.autosave) else {
            return;
        };
        let common = source
            .moves
            .iter()
            .zip(session.game.move_strings())
            .take_while(|(a, b)| a.as_str() == *b)
            .count();
        let game = match (
            source.path.parent(),
            save.path.parent(),
            source.path.file_name(),
        ) {
            (Some(a), Some(b), Some(name)) if a == b => name.to_string_lossy().into_owned(),
            _ => source.path.display().to_string(),
        };
        save.record.parent = Some(record::Parent { game, ply: common });
        // The shared moves keep the times the file gives; the new ones were played now.
        let now = Stamp::now();
        for (i, entry) in save.record.moves.iter_mut().enumerate() {
            entry.at = match source.stamps.get(i) {
                Some(&at) if i < common => at,
                _ => entry.at.or(Some(now)),
            };
        }
    }

    /// Starts autosaving `session`'s game into a new file in the per-user games directory;
    /// what to tell the player if it cannot.
    pub fn start(&mut self, lang: &Lang, session: &Session) -> Result<(), String> {
        let autosave = self.new_autosave(session).map_err(|e| {
            let why = if e == NO_GAMES_FOLDER {
                lang.get("dialogs-no-games-folder")
            } else {
                e
            };
            crate::say!(lang, "dialogs-not-autosaving", why = why)
        })?;
        self.autosave = Some(autosave);
        self.unsaved = None;
        Ok(())
    }

    /// Writes `session`'s game to its autosave file, if it has one; returns what to tell
    /// the player, if anything. A game opened for review, or a new game, starts its own
    /// autosave file the first time a move is played in it, so the file it came from is
    /// never changed behind the player's back. A game with no move and no file yet writes
    /// nothing until it ends (a resignation before the first move is kept), nor does one
    /// still on the line of the file it was opened from (that file holds it): its own file
    /// starts where it leaves that line.
    pub fn write(
        &mut self,
        lang: &Lang,
        session: &Session,
        locks: &Locks,
    ) -> Option<(String, Tone)> {
        // The news that this game left the file it was opened from.
        let mut started = None;
        if self.autosave.is_none() {
            let unplayed = session.game.moves().len() == 0 && !session.is_over();
            if !self.autosave_branches || unplayed || self.follows_source(session) {
                return None;
            }
            if let Err(why) = self.start(lang, session) {
                self.unsaved = Some(why.clone());
                return Some((why, Tone::Warning));
            }
            self.name_parent(session);
            started = self.autosave.as_ref().and_then(|save| {
                let parent = save.record.parent.as_ref()?;
                let name = save.path.file_name()?.to_string_lossy();
                let text = crate::say!(
                    lang,
                    "dialogs-save-branched",
                    ply = parent.ply,
                    name = name.into_owned(),
                    parent = printable(&parent.game, 80).into_owned()
                );
                Some((text, Tone::Info))
            });
        }
        let game = &session.game;
        let save = self.autosave.as_mut()?;
        if game.moves().len() == 0 && !session.is_over() && !save.path.exists() {
            return None;
        }
        // A finished game's file keeps its ending: moves taken back in it, or an ending
        // withdrawn, only look back at it, and a new move branches off into a file of its own;
        // so does another ending (an ending withdrawn, the game then ended otherwise: a
        // tester's resignation after a withdrawn draw was shown and never saved).
        let finished = records_an_ending(&save.record);
        let ends_otherwise = finished && session.is_over() && {
            let mut after = save.record.clone();
            sync(&mut after, session, None);
            (after.result.state, after.result.ending)
                != (save.record.result.state, save.record.result.ending)
                || game.moves().len() != save.record.moves.len()
        };
        let folder = self.folders.games.as_deref();
        let note = extend_or_branch(lang, save, (game, ends_otherwise), folder, locks);
        let shown = game.moves().len();
        if note.is_none() && finished && shown <= save.record.moves.len() {
            return None;
        }
        // Moves taken back stay in the file (they can be played again: `current` says where
        // the game stands), and a line left for another stays as a variation.
        sync(&mut save.record, session, Some(Stamp::now()));
        let saved = record::save(&save.path, &save.record);
        save.written = file_stamp(&save.path);
        match saved {
            Err(e) => {
                self.unsaved = Some(e.to_string());
                let why = crate::lang::record::record_error(lang, &e);
                let said = crate::say!(lang, "dialogs-autosave-failed", why = why);
                Some((said, Tone::Warning))
            }
            Ok(()) => {
                self.unsaved = None;
                note.or(started)
            }
        }
    }

    /// Saves a copy of the game to `path` atomically (the runtime's side of
    /// [`crate::tui::model::Effect::SaveCopy`]). Writes only into a folder that exists (the games
    /// folder is made if need be), never over this game's own autosave, a file another
    /// game has open, or anything but a regular file, and over an existing file only
    /// when `replace`.
    pub fn save_copy(
        &self,
        session: &Session,
        path: &Path,
        replace: bool,
    ) -> Result<String, SaveCopyError> {
        self.save_copy_in(&Lang::english(), session, path, replace)
    }

    /// [`Saving::save_copy`], saying what it did (or why not) in `lang`.
    pub fn save_copy_in(
        &self,
        lang: &Lang,
        session: &Session,
        path: &Path,
        replace: bool,
    ) -> Result<String, SaveCopyError> {
        let shown = printable(&path.display().to_string(), 80).into_owned();
        let refuse = |why: String| Err(SaveCopyError::Refused(why));
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if !parent.is_dir() {
            if self.folders.games.as_deref() == Some(parent.as_path()) {
                std::fs::create_dir_all(&parent).map_err(|e| {
                    SaveCopyError::Refused(crate::say!(
                        lang,
                        "dialogs-copy-cannot-make",
                        path = shown.as_str(),
                        why = crate::lang::record::io_error(lang, &e)
                    ))
                })?;
            } else {
                let folder = printable(&parent.display().to_string(), 60).into_owned();
                return refuse(crate::say!(lang, "dialogs-copy-no-folder", folder = folder));
            }
        }
        let own = self
            .autosave
            .as_ref()
            .is_some_and(|a| same_file(&a.path, path));
        if own {
            return refuse(crate::say!(lang, "dialogs-copy-own", path = shown));
        }
        if let Ok(meta) = std::fs::symlink_metadata(path) {
            if !meta.file_type().is_file() {
                return refuse(crate::say!(lang, "dialogs-copy-not-file", path = shown));
            }
            if let Some((pid, since)) = record::holder(path) {
                return refuse(crate::say!(
                    lang,
                    "dialogs-copy-held",
                    path = shown,
                    pid = pid.to_string(),
                    since = printable(&since, 40).into_owned()
                ));
            }
            if !replace {
                return Err(SaveCopyError::Exists);
            }
        }
        let mut rec = match &self.autosave {
            Some(a) => a.record.clone(),
            None => Record::from_game(
                &session.game,
                session.names[0].clone(),
                session.names[1].clone(),
                Stamp::now(),
            ),
        };
        // A copy is a game of its own: it names no parent file.
        sync(&mut rec, session, None);
        record::save(path, &rec)
            .map_err(|e| SaveCopyError::Refused(crate::lang::record::record_error(lang, &e)))?;
        Ok(crate::say!(
            lang,
            "dialogs-saved",
            count = rec.plies(),
            path = shown
        ))
    }
}

/// The runtime's disk for one game: each call does the I/O on the model's [`Saving`] and
/// hands the outcome to the update as a message, whose effects it returns.
#[derive(Clone, Debug, Default)]
pub struct Disk {
    /// The game's save locks.
    pub locks: Locks,
}

impl Disk {
    /// Starts autosaving a new game into the games folder.
    pub(crate) fn autosave_new(&self, app: &mut App) -> Vec<Effect> {
        let warning = app.saving.start(&app.screen.lang, &app.session).err();
        app.update(Msg::Autosaved(warning.map(|w| (w, Tone::Warning))))
    }

    /// Holds the file a game continued from is saved in, from the start: letting go of it
    /// when the game leaves it (see [`Disk::write_autosave`]) frees it for another hive.
    pub(crate) fn hold_own(&self, app: &App) {
        if let Some(save) = &app.saving.autosave
            && save.path.exists()
        {
            // Held by another hive: the first write says so and goes to a new file.
            let _ = self.locks.hold(&save.path, &save.record);
        }
    }

    /// Carries out [`Effect::Autosave`]: writes the game to its autosave file
    /// ([`Saving::write`]), and lets go of any file the game has left (a new game has none
    /// until its first move; a new line becomes a file of its own).
    pub fn write_autosave(&self, app: &mut App) -> Vec<Effect> {
        let notice = app
            .saving
            .write(&app.screen.lang, &app.session, &self.locks);
        let own = app.saving.autosave.as_ref().map(|a| a.path.as_path());
        self.locks.keep_only(own);
        app.update(Msg::Autosaved(notice))
    }

    /// Carries out [`Effect::SaveCopy`]: writes the copy and hands the model the outcome
    /// ([`Msg::Copied`]): it says so, asks before replacing an existing file, or keeps the
    /// prompt open with why it was not written.
    pub fn write_copy(&self, app: &mut App, path: PathBuf, replace: bool) -> Vec<Effect> {
        let result = app
            .saving
            .save_copy_in(&app.screen.lang, &app.session, &path, replace);
        app.update(Msg::Copied { path, result })
    }
}

/// Whether `a` and `b` are one file (by their canonical paths, when both exist).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}
