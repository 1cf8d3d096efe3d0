//! Keeping the game on disk: an autosave after every move, and `s` to save a copy.

use std::path::PathBuf;

use super::app::{App, Mode};
use crate::record::{self, Record, Stamp};

/// Where the game is written after every move, and what is written.
#[derive(Clone, Debug)]
pub struct Autosave {
    /// The save file, rewritten whole after every move.
    pub path: PathBuf,
    /// The record written there; synced with the game first, so old moves keep their times.
    pub record: Record,
}

impl App {
    /// Starts autosaving a new game into the per-user games directory.
    pub fn autosave_new(&mut self) {
        let record = Record::from_game(
            &self.game,
            self.names[0].clone(),
            self.names[1].clone(),
            Stamp::now(),
        );
        match record::autosave_path(&record) {
            Ok(path) => self.autosave = Some(Autosave { path, record }),
            Err(e) => self.warn(format!("Not autosaving: {e}")),
        }
    }

    /// Writes the game to its autosave file, if it has one. A game opened for review starts
    /// its own autosave file the first time a move is played in it, so the file it came
    /// from is never changed behind the player's back.
    pub fn autosave(&mut self) {
        if self.autosave.is_none() {
            if !self.autosave_branches {
                return;
            }
            self.autosave_new();
        }
        let Some(save) = &mut self.autosave else {
            return;
        };
        save.record.sync(&self.game, Stamp::now());
        if let Err(e) = record::save(&save.path, &save.record) {
            let text = format!("Autosave failed: {e}");
            self.warn(text);
        }
    }

    /// `s`: asks where to save a copy of the game.
    pub fn ask_save_path(&mut self) {
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

    /// Saves a copy of the game to `path` (atomically).
    pub(super) fn save_as(&mut self, path: &str) -> Result<(), String> {
        let path = PathBuf::from(path.trim());
        if path.as_os_str().is_empty() {
            return Err("give a file name".into());
        }
        let mut rec = match &self.autosave {
            Some(a) => a.record.clone(),
            None => Record::from_game(
                &self.game,
                self.names[0].clone(),
                self.names[1].clone(),
                Stamp::now(),
            ),
        };
        rec.sync(&self.game, None);
        record::save(&path, &rec).map_err(|e| e.to_string())?;
        self.info(format!(
            "Saved {} moves to {}.",
            rec.plies(),
            path.display()
        ));
        Ok(())
    }
}
