//! What a learner's screen is given besides the game ([`Study`]): where their lessons done
//! and puzzle ratings are kept, and where the puzzles' judge waits its turn to search. At
//! home, the data folder and at once; on a server, the club's database and the server's
//! search queue, which every guest's searches share.

use std::path::Path;
use std::sync::Arc;

use crate::learn::{DataFolder, Notebook};

/// A turn to search: held while the search runs, and given to the next when dropped.
pub type Turn = Box<dyn Send>;

/// A queue the puzzles' judge waits in before each search.
pub trait Turns: Send + Sync {
    /// Waits for a turn while `wanted` says the search is still wanted (asked now and
    /// then): the turn, or `None` once it is not wanted any more.
    fn take(&self, wanted: &dyn Fn() -> bool) -> Option<Turn>;
}

/// Where a learner's work is kept, and where their searches wait.
#[derive(Clone, Default)]
pub struct Study {
    /// Keeps the lessons done and the puzzle ratings; `None`: the data folder beside the
    /// games folder (kept nowhere without a games folder).
    pub notebook: Option<Arc<dyn Notebook>>,
    /// Where the puzzles' judge waits its turn; `None`: it searches at once.
    pub turns: Option<Arc<dyn Turns>>,
}

impl std::fmt::Debug for Study {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Study")
            .field("notebook", &self.notebook.is_some())
            .field("turns", &self.turns.is_some())
            .finish()
    }
}

impl Study {
    /// This study with its notebook chosen (see [`Study::notebook`]).
    pub(crate) fn resolved(&self, games: Option<&Path>) -> Study {
        Study {
            notebook: self.notebook(games),
            turns: self.turns.clone(),
        }
    }

    /// The notebook to keep the work in: the one given, else the data folder beside
    /// `games` (the player's own), else none.
    pub(crate) fn notebook(&self, games: Option<&Path>) -> Option<Arc<dyn Notebook>> {
        self.notebook.clone().or_else(|| {
            let data = games?.parent()?.to_path_buf();
            Some(Arc::new(DataFolder { data }) as Arc<dyn Notebook>)
        })
    }
}
