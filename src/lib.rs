//! `hive`: the board game Hive — an exact rules engine, UHP notation, and a terminal game.
//!
//! ```
//! use hive::rules::{Game, GameType};
//!
//! let mut game = Game::new(GameType::MLP);
//! game.play_str("wS1").unwrap();
//! game.play_str("bG1 -wS1").unwrap();
//! assert_eq!(game.to_string(), "Base+MLP;InProgress;White[2];wS1;bG1 -wS1");
//! ```
//!
//! # Features
//!
//! [`rules`] and [`engine`] are always built and depend on nothing but `std` (and
//! `thiserror`); the rest are Cargo features, all on by default:
//!
//! | feature   | adds                                                        | implies   |
//! |-----------|-------------------------------------------------------------|-----------|
//! | `records` | `hive::record`: JSON saves, SGF import, the games directory | —         |
//! | `tui`     | `hive::tui`: the terminal game (ratatui, crossterm)         | `records` |
//! | `cli`     | the `hive` binary: its command line (clap)                  | `tui`     |
//!
//! `records` brings serde, serde_json, jiff and dirs. `cargo build --lib --no-default-features`
//! builds the rules and the engine alone, so the compiler, not a search of the sources, keeps
//! them free of files, terminals and JSON.

#![forbid(unsafe_code)]

pub mod engine;
#[cfg(feature = "records")]
pub mod record;
pub mod rules;
#[cfg(feature = "tui")]
pub mod tui;
