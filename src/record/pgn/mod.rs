//! hivegame.com PGN records: read leniently, several games a file; written as hivegame.com does.
//!
//! A PGN game is a few tags, then one numbered ply per line (`12. wB1 bQ`). A game as
//! hivegame.com's download button writes it:
//!
//! ```text
//! [GameType "Base+MLP"]
//! [Date "30-Jan-2024_16:10:56"]
//! [Site "hivegame.com"]
//! [White "alice"]
//! [Black "bob"]
//! [Result "WhiteWins"]
//!
//! 1. wL
//! 2. bL wL-
//! …
//!
//! WhiteWins
//! ```
//!
//! Files converted from boardspace also carry `Event` and `Round` tags and write the result
//! the chess way (`1-0`, `0-1`, `1/2-1/2`). The moves are UHP MoveStrings, one ply per line
//! (passes included), numbered from 1. Games are replayed under hivegame.com's rules: the
//! tournament opening (unless a Queen comes on the first turn) and a draw when a position
//! occurs for the third time (unless the record plays on past that).

mod game;
mod lines;
mod note;
mod rav;
mod read;
mod replay;
mod text;
mod write;

pub use game::{PgnError, PgnGame};
pub use note::PgnNote;
pub(crate) use read::looks_like_pgn;
pub use read::read;
pub use write::{write, write_commented};
