//! The lessons a player has done, kept as a small JSON file in the data folder.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The name of the progress file in the data folder.
pub const PROGRESS_FILE: &str = "lessons.json";

/// Why the progress file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ProgressError {
    /// The file is there but could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a progress record.
    #[error("{}: not a lessons record: {source}", .path.display())]
    Json {
        /// The file.
        path: PathBuf,
        /// What the JSON reader said.
        source: serde_json::Error,
    },
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] crate::record::RecordError),
    /// No data folder is known.
    #[error(transparent)]
    Store(#[from] crate::record::StoreError),
}

/// The lessons done, by their slugs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The slugs of the lessons done.
    pub done: BTreeSet<String>,
}

impl Progress {
    /// The progress file in the player's data folder.
    pub fn path() -> Result<PathBuf, ProgressError> {
        Ok(crate::record::data_dir()?.join(PROGRESS_FILE))
    }

    /// Reads the file at `path`; a missing file is no lesson done yet.
    pub fn load(path: &Path) -> Result<Progress, ProgressError> {
        let text = match std::fs::read(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Progress::default()),
            Err(source) => {
                return Err(ProgressError::Read {
                    path: path.to_path_buf(),
                    source,
                });
            }
        };
        serde_json::from_slice(&text).map_err(|source| ProgressError::Json {
            path: path.to_path_buf(),
            source,
        })
    }

    /// Writes it to `path` atomically (its folder made when missing).
    pub fn save(&self, path: &Path) -> Result<(), ProgressError> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        crate::record::write_atomic(path, format!("{text}\n").as_bytes())?;
        Ok(())
    }

    /// Whether the lesson `slug` is done.
    pub fn is_done(&self, slug: &str) -> bool {
        self.done.contains(slug)
    }

    /// Marks the lesson `slug` done; whether it was not before.
    pub fn mark(&mut self, slug: &str) -> bool {
        self.done.insert(slug.to_string())
    }
}
