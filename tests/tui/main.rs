//! The terminal game: screens drawn on a test backend (insta snapshots), and the real binary
//! driven in a pseudo-terminal.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod board_view;
mod clock;
#[path = "../common/mod.rs"]
mod common;
mod computer;
mod e2e;
mod e2e_terminal;
mod explorer;
mod games_screen;
mod invite;
mod keys_per_ply;
mod kill;
mod lines;
mod lobby;
mod model;
mod model_endings;
mod pty;
mod room_clock;
mod runs;
mod saves;
mod screens;
mod serve;
mod serve_input;
mod serve_protocol;
mod shared;
mod themes;
