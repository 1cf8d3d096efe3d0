//! boardspace.net SGF game records (`GM[27]`): read the first game tree and replay its
//! actions through the rules, producing a [`Record`](crate::record::Record) of UHP
//! MoveStrings.
//!
//! The format is described in `shared/corpus/README.md` (sections 2 and 4). In short: every
//! action is a node `P0[<seq> <verb> <args>]` (P0 is White); a turn is a few actions (pick,
//! drop, …) closed by `done`; the last drop of a turn is its move and a `done` with no move
//! is a pass. Moves are taken by coordinates, never by the attachment hint.

mod error;
mod lex;
mod read;

pub use error::SgfError;
pub use lex::LexError;
pub use read::read;
