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
pub(crate) mod grid;
pub mod hex;
pub mod movegen;
pub mod notation;
pub mod perft;
pub mod piece;
pub mod position;
pub mod repetition;
pub mod settings;

pub use board::Board;
pub use explain::{Bugs, Illegal, Route};
pub use game::{Ending, Game, GameStringError, HeaderMismatch, MoveError, ReadNote};
pub use game_type::{GameType, GameTypeError};
pub(crate) use grid::Cell;
pub use hex::{Direction, Hex};
pub use movegen::MoveList;
pub use notation::{Leniency, MoveStringError, NotationError, ResolveError, Target, UhpMove};
pub use perft::perft;
pub use piece::{Bug, Color, Piece, PieceError, PieceSet, PieceSetIter};
pub(crate) use position::CellMove;
pub use position::{GameState, GameStateError, Move, Position, Undo};
pub use settings::{Opening, OpeningError, Rules};
