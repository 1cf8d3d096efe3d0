//! What goes wrong with the club's database.

use std::path::{Path, PathBuf};

/// What went wrong with the club's database.
#[derive(Debug, thiserror::Error)]
pub enum ClubError {
    /// Its folder could not be made.
    #[error("cannot make the folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// SQLite refused.
    #[error("the club's database {path}: {source}")]
    Database {
        /// The database file.
        path: PathBuf,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// Written by a newer `hive`: this one does not know its schema.
    #[error(
        "the club's database {path} is at version {version}, newer than this hive knows ({known}): use a newer hive"
    )]
    Newer {
        /// The database file.
        path: PathBuf,
        /// Its schema version.
        version: usize,
        /// The newest this program knows.
        known: usize,
    },
    /// A backup's file is there already (or its name is not text).
    #[error("{0} exists already (or its name is not text): not writing over it")]
    Exists(PathBuf),
    /// A key bound to one member is another's.
    #[error("that key is {0}'s")]
    KeyTaken(String),
    /// A member's lessons or puzzle ratings kept in the database do not read.
    #[error("the club's database {path}: a member's {what} do not read: {source}")]
    Kept {
        /// The database file.
        path: PathBuf,
        /// What: "lessons" or "puzzle ratings".
        what: &'static str,
        /// What the JSON reader said.
        source: serde_json::Error,
    },
    /// A listed key's name, and every numbered form of it, was refused (why, the last time).
    #[error("no name the club takes for a listed key: {0}")]
    NoName(String),
}

impl ClubError {
    /// What an SQLite error on the database at `path` becomes: for `map_err`.
    pub(crate) fn database(path: &Path) -> impl Fn(rusqlite::Error) -> ClubError + Copy + '_ {
        move |source| ClubError::Database {
            path: path.to_path_buf(),
            source,
        }
    }
}
