//! boardspace.net SGF game records (`GM[27]`): read (the first game tree's actions replayed
//! through the rules, producing a [`Record`](crate::record::Record) of UHP MoveStrings) and
//! written in boardspace's dialect, which this reader reads back to the same game.
//!
//! The format is described in `shared/corpus/README.md` (sections 2 and 4). In short: every
//! action is a node `P0[<seq> <verb> <args>]` (P0 is White); a turn is a few actions (pick,
//! drop, …) closed by `done`; the last drop of a turn is its move and a `done` with no move
//! is a pass. Moves are taken by coordinates, never by the attachment hint.

mod error;
mod lex;
mod read;
mod write;

pub use error::{SgfError, SgfWriteError};
pub use lex::LexError;
pub use read::read;
pub use write::write;
