//! A club on one server: its members (a name each, known by their SSH keys), their
//! Glicko-2 ratings per speed, and the results of their games, in an SQLite database beside
//! the games. No terminal and no network here: `serve` admits members with it, and `hive
//! club` reads it at the host's terminal.

mod cached;
pub mod chat;
pub mod computer;
pub mod endings;
mod error;
pub mod kept;
pub mod names;
pub mod pool;
pub mod rating;
pub mod running;
mod schema;
pub mod seeks;
pub mod store;
pub mod study;
pub mod tour;
pub mod tournament;

pub use crate::rating::{Rating, Score};
pub use endings::Untold;
pub use error::ClubError;
pub use names::{Name, NameError};
pub use pool::Pool;
pub use rating::PoolRating;
pub use running::{Board, EntryError, NewTournament, TournamentId, TournamentRow};
pub use seeks::{NewSeek, Seek, SeekColor, SeekId, SeekRefused};
pub use store::{Club, Member, MemberId, MemberRow, Played, SignUpError};

#[cfg(test)]
mod tests;
