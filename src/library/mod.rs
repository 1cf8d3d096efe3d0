//! The games library: an SQLite index beside the JSON saves of a games folder, for listing
//! and searching many games at once, and imports of folders and zip archives into it
//! ([`import`]).
//!
//! The JSON files stay the truth. The index (`library.sqlite` in the folder) remembers each
//! file's size and modification time with what a list shows of it; opening the library
//! compares them with the folder and reads again only the files added or changed behind its
//! back (and forgets those removed). A missing, corrupt or outdated index is rebuilt from the
//! files; one that cannot be written (a read-only folder, a full disk) is replaced by one in
//! memory, built from the files, so that listing never fails for the index's sake.
//!
//! Each game's positions are kept too, by the opening explorer's
//! [key](crate::record::explorer::key) (the repetition rule's, the same up to the 12
//! symmetries of the grid and translation, with the game type), each with the key of the
//! position the game's next move led to and how the game ended, so that
//! [`Library::explore`] answers from one range of `positions(key, game, ply)`.

mod folder;
pub mod import;
mod index;
mod query;

pub(crate) use folder::{Indexed, Stat};
pub use folder::{LibraryError, find_by_id, game_id, short_id};
pub use index::{INDEX_FILE, Library, Outcome, Refresh, Storage};
pub(crate) use index::{PositionRow, insert_positions, insert_with};
pub use query::{Broken, Entry, Explored, Filter, MIN_ID_DIGITS};

#[cfg(test)]
mod tests;
