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

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod engine;
pub mod record;
pub mod rules;
pub mod tui;
