//! The rules of Hive: pure logic, no input or output.
//!
//! Vocabulary types ([`Hex`], [`Piece`], [`GameType`], [`Move`]) are small and `Copy`;
//! [`Position`] generates legal moves into a reusable [`MoveList`] and plays and undoes
//! them; [`Game`] adds history and the UHP GameString; [`UhpMove`], [`parse_move`] and
//! [`format_move`] read and write UHP MoveStrings.
//!
//! The modules are private and every type has one path here. Engines take the fast path
//! the built-in one takes: [`Position::generate_moves`] into a [`MoveList`] reused from
//! ply to ply, its [`CellMove`]s (self-contained grid moves) played with
//! [`Position::play_fast`] and taken back with [`Position::undo`], with no conversion or
//! allocation per node.
//!
//! The layers, each using only those before it: the vocabulary (`hex`, `grid`, `piece`,
//! `game_type`, `settings`, `state`, `moves`, `illegal`), the `board`, the `position`
//! (play and undo, unchecked), `movegen` (legal moves; one file per bug), `explain` (why
//! a move is not legal, built on movegen), `legal` (checked play: listed, or refused with
//! explain's reason), then `notation`, `repetition`, `game` and `perft`.

mod board;
mod explain;
mod game;
mod game_type;
mod grid;
mod hex;
mod illegal;
mod legal;
mod movegen;
mod moves;
mod notation;
mod perft;
mod piece;
mod position;
mod repetition;
#[cfg(feature = "serde")]
mod serial;
mod settings;
mod state;

pub use board::Board;
pub use game::{Ending, Game, GameStringError, HeaderMismatch, MoveError, ReadNote};
pub use game_type::{GameType, GameTypeError};
pub use grid::{CELLS, Cell};
pub use hex::{Direction, Hex};
pub use illegal::{Bugs, Illegal, Route};
pub use movegen::MoveList;
pub use moves::{CellMove, Move, Undo};
pub use notation::{
    Leniency, MoveStringError, NotationError, ResolveError, Target, UhpMove, format_move,
    parse_move, parse_move_lenient,
};
pub use perft::{divide, perft};
pub use piece::{Bug, Color, PER_SIDE, PIECES, Piece, PieceError, PieceSet, PieceSetIter};
pub use position::Position;
pub use settings::{Opening, OpeningError, Rules};
pub use state::{GameState, GameStateError};
