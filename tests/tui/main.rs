//! The terminal game in process: screens drawn on a test backend (insta snapshots), the
//! model fed keys and mouse events, whole runs on test backends, shared games between
//! screens. The real binary in a pseudo-terminal and over SSH is `tests/e2e`.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod absence;
mod board_view;
mod clock;
#[path = "../common/mod.rs"]
mod common;
mod computer;
mod computer_draws;
mod correspondence;
mod every_language;
mod explorer;
mod games_screen;
mod guest_files;
mod keys_per_ply;
mod languages;
mod learn;
mod lines;
mod local_room;
mod model;
mod model_endings;
mod play_languages;
mod puzzles;
mod room_clock;
mod runs;
mod saves;
mod screens;
mod serve_input;
mod shared;
mod talk;
mod themes;
