//! The games screen as the model keeps it: the search typed, the game chosen, and the last
//! list the games library answered with. The list is read off the UI thread (an
//! [`Effect::ListGames`](super::Effect::ListGames) answered by
//! [`Msg::Listed`](super::Msg::Listed)).

use std::path::PathBuf;

/// One saved game as the games screen lists it, ready to show (names as the file has them:
/// the view escapes and cuts them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The save file.
    pub path: PathBuf,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// How the game stands or ended (the view words it in the player's language).
    pub result: crate::record::GameResult,
    /// Whether the game is over (Enter replays it) or goes on (Enter resumes it).
    pub finished: bool,
    /// When it started, in local time (`2026-11-27 01:36`), or the date the file wrote.
    pub date: String,
    /// The game type (`Base+MLP`).
    pub game_type: String,
    /// The plies it stands after.
    pub plies: usize,
    /// Moves taken back and kept for redo after those.
    pub taken_back: usize,
    /// For a branch of another game (a line played on from earlier): the ply it left
    /// that game at.
    pub branched_at: Option<usize>,
}

/// The library's answer to one search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// The games found, newest first (at most [`LISTED_GAMES`]).
    pub rows: Vec<Row>,
    /// How many games the search found in all.
    pub found: usize,
    /// How many games the library holds.
    pub total: usize,
    /// Why the index was not used, when the files were read instead (shown dimmed).
    pub note: Option<String>,
}

/// The most games one answer lists: the first screens of any search; typing narrows it.
pub const LISTED_GAMES: usize = 500;

/// The most characters the search takes.
pub(crate) const QUERY_LEN: usize = 60;

/// News on the games screen itself (its own, not the game's status lines, which it covers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Under way (a game being opened).
    Working(String),
    /// Refused, and why (another hive has the game open, say).
    Refused(String),
}

/// The games screen's state (kept while it is closed, so that it opens where it was left).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GamesScreen {
    /// The search typed: words each found in a player's name, the event, the result…
    pub query: String,
    /// The row chosen in the list.
    pub chosen: usize,
    /// The number of the search asked last; answers to earlier ones are dropped.
    pub asked: u64,
    /// The search [`GamesScreen::listing`] answers (its number), if any came.
    pub answered: Option<u64>,
    /// The last list that came, shown until the next one replaces it (no flicker while
    /// typing); or why the games could not be read.
    pub listing: Option<Result<Listing, String>>,
    /// News on the screen itself: a game being opened, or one that could not be and why.
    pub note: Option<Note>,
}

impl GamesScreen {
    /// The games listed now (none before the first answer, or after a failure).
    pub fn rows(&self) -> &[Row] {
        match &self.listing {
            Some(Ok(listing)) => &listing.rows,
            _ => &[],
        }
    }

    /// The game chosen, if the list has any.
    pub fn chosen_row(&self) -> Option<&Row> {
        self.rows().get(self.chosen)
    }

    /// Whether an answer to the last search is still awaited.
    pub fn waiting(&self) -> bool {
        self.answered != Some(self.asked)
    }

    /// The search as words, as `hive games WORDS` takes them.
    pub fn words(&self) -> Vec<String> {
        self.query.split_whitespace().map(str::to_string).collect()
    }
}
