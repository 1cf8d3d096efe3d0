//! Game records: one module per format, each reading a file's text into a [`Record`] and
//! writing one back ([`json`], our versioned save; [`gamestring`], a file holding a UHP
//! GameString; [`pgn`], hivegame.com's, several games a file; [`sgf`], boardspace's); one
//! front door that opens any game file by its content ([`open`]); the disk side (capped
//! reads, atomic durable writes, one locked writer per save); and the per-user directory of
//! autosaves.
//!
//! Every format has the same two verbs: `read(path, text)`, where `path` only names the file
//! in errors, and `write(&record, …)`, which gives the text (SGF's can refuse a record that
//! does not replay or does not fit boardspace's board).
//!
//! A front end autosaves after every ply and offers to resume the last unfinished game:
//!
//! ```no_run
//! use hive::record::{self, Record, Stamp};
//! use hive::rules::{Game, GameType};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = Game::new(GameType::MLP);
//! let mut rec = Record::from_game(&game, "Alice", "Bob", Stamp::now());
//! let path = record::autosave_path(&rec)?;
//! game.play_str("wS1")?;
//! rec.append_move(&game, Stamp::now());
//! record::save(&path, &rec)?;
//!
//! if let Some(last) = record::most_recent_unfinished(&record::games_dir()?)? {
//!     let (rec, game) = record::load(&last.path)?;
//!     assert_eq!(rec.moves.len(), game.moves().len());
//! }
//! # Ok(())
//! # }
//! ```

pub mod explorer;
pub mod gamestring;
pub mod json;
pub mod pgn;
pub mod sgf;

mod disk;
mod line;
mod model;
mod open;
mod outcome;
mod stamp;
mod store;
mod tree;

pub use disk::{
    MAX_FILE_BYTES, RecordError, SaveFile, SaveFileError, clean_temp_files, holder, is_temp_file,
    load, lock_path, read_capped, read_capped_from, save, write_atomic,
};
pub use gamestring::{GameStringFileError, GameStringReplayError};
pub use json::{FORMAT, JsonError, VERSION};
pub use model::{
    Fork, MAX_PLIES, MoveEntry, Parent, Record, ReplayError, SavedClock, Variation, check_result,
};
pub use open::{
    FileKind, Loaded, OpenError, Opened, file_kind, open, open_to_play, parse, whole_line,
};
pub use outcome::{Ending, EndingError, GameResult};
pub use pgn::{PgnError, PgnGame, PgnNote};
pub use sgf::{LexError, SgfError, SgfWriteError};
pub use stamp::{Stamp, StampError, date_as_written};
#[cfg(feature = "library")]
pub(crate) use store::written_day;
pub use store::{
    DATA_DIR_ENV, LANGUAGE_FILE, StoreError, Summary, autosave_file_name, autosave_path, data_dir,
    games_dir, language_path, list_games, most_recent_unfinished, new_save_path, save_language,
    saved_language, scan_games,
};
pub use tree::{MAX_TREE_MOVES, MAX_VARIATIONS};
