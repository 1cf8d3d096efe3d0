//! Where a learner's work is kept: the lessons done and the puzzle ratings. At home these
//! are two small files in the data folder ([`DataFolder`]); a club member's are in the
//! club's database, through a notebook the server gives their screen.

use std::path::PathBuf;

use super::progress::{PROGRESS_FILE, Progress, ProgressError};
use crate::engine::puzzles::rating::{RATINGS_FILE, RatingError, Ratings};

/// Why a notebook could not read or keep a learner's work.
#[derive(Debug, thiserror::Error)]
pub enum NotebookError {
    /// The lessons' file.
    #[error(transparent)]
    Lessons(#[from] ProgressError),
    /// The ratings' file.
    #[error(transparent)]
    Ratings(#[from] RatingError),
    /// Another store (the club's database), in its own words.
    #[error("{0}")]
    Elsewhere(String),
}

/// Keeps a learner's lessons done and puzzle ratings. A learner with none yet reads the
/// defaults (no lesson done, a new player's ratings), never an error.
pub trait Notebook: Send + Sync {
    /// The lessons done.
    fn lessons(&self) -> Result<Progress, NotebookError>;
    /// Keeps the lessons done (all of them, replacing what was kept).
    fn keep_lessons(&self, progress: &Progress) -> Result<(), NotebookError>;
    /// The puzzle ratings.
    fn ratings(&self) -> Result<Ratings, NotebookError>;
    /// Keeps the puzzle ratings (replacing what was kept).
    fn keep_ratings(&self, ratings: &Ratings) -> Result<(), NotebookError>;
}

/// The player's own data folder: `lessons.json` and the ratings' file in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFolder {
    /// The folder.
    pub data: PathBuf,
}

impl Notebook for DataFolder {
    fn lessons(&self) -> Result<Progress, NotebookError> {
        Ok(Progress::load(&self.data.join(PROGRESS_FILE))?)
    }

    fn keep_lessons(&self, progress: &Progress) -> Result<(), NotebookError> {
        Ok(progress.save(&self.data.join(PROGRESS_FILE))?)
    }

    fn ratings(&self) -> Result<Ratings, NotebookError> {
        Ok(Ratings::load(&self.data.join(RATINGS_FILE))?)
    }

    fn keep_ratings(&self, ratings: &Ratings) -> Result<(), NotebookError> {
        Ok(ratings.save(&self.data.join(RATINGS_FILE))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_folder_keeps_lessons_and_ratings_and_starts_empty() {
        let dir = tempfile::tempdir().unwrap();
        let book = DataFolder {
            data: dir.path().join("data"),
        };
        assert_eq!(book.lessons().unwrap(), Progress::default());
        assert_eq!(book.ratings().unwrap(), Ratings::default());
        let mut progress = Progress::default();
        progress.mark("placing");
        book.keep_lessons(&progress).unwrap();
        let ratings = Ratings {
            best_streak: 4,
            ..Ratings::default()
        };
        book.keep_ratings(&ratings).unwrap();
        assert_eq!(book.lessons().unwrap(), progress);
        assert_eq!(book.ratings().unwrap(), ratings);
        // A file that does not read is an error, not a fresh start.
        std::fs::write(dir.path().join("data").join(PROGRESS_FILE), "{").unwrap();
        assert!(matches!(book.lessons(), Err(NotebookError::Lessons(_))));
    }
}
