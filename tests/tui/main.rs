//! The terminal game: screens drawn on a test backend (insta snapshots), and the real binary
//! driven in a pseudo-terminal.

mod e2e;
mod screens;
