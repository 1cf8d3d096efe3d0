//! Our JSON save format (`"format": "hive-game"`, version 3; versions 1 and 2 still read): the
//! text of a record, written and read with full validation. The format is described in
//! `assets/save-format.md`; saving to disk is in `disk.rs`.

mod read;
mod strict;
mod write;

pub use read::{JsonError, READABLE, read};
pub use write::{FORMAT, VERSION, write};
