//! The rules of Hive: pure logic, no input or output.
//!
//! Vocabulary types ([`Hex`], [`Piece`], [`GameType`], [`Move`]) are small and `Copy`;
//! [`Position`] generates legal moves into a reusable [`MoveList`] and plays and undoes
//! them; [`Game`] adds history and the UHP GameString; [`notation`] reads and writes UHP
//! MoveStrings.

pub mod board;
pub mod explain;
pub mod game;
pub mod game_type;
pub mod grid;
pub mod hex;
pub mod movegen;
pub mod notation;
pub mod perft;
pub mod piece;
pub mod position;

pub use board::Board;
pub use explain::Illegal;
pub use game::Game;
pub use game_type::GameType;
pub use grid::Cell;
pub use hex::{Direction, Hex};
pub use movegen::MoveList;
pub use piece::{Bug, Color, Piece};
pub use position::{GameState, Move, Position, Undo};
