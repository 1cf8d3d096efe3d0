//! Moves: [`Move`] in the table coordinates a player reads, [`CellMove`] in the grid cells
//! generation, perft and the search handle (no conversion per node), and [`Undo`], what
//! taking one back needs.

use super::grid::{CELLS, Cell};
use super::hex::Hex;
use super::piece::{PIECES, Piece};
use super::state::GameState;

/// A move: a piece (from the hand or the board) to a place on the table, or a pass.
///
/// Two moves are the same when they take the same piece to the same place, however they
/// were written: a Pillbug throw and the piece's own walk to that place are one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// No move: legal only when nothing else is.
    Pass,
    /// `piece` (placed from the hand, walking, or thrown by a Pillbug) goes to the hex.
    Piece(Piece, Hex),
}

impl Move {
    /// The moving piece, unless this is a pass.
    pub fn piece(self) -> Option<Piece> {
        match self {
            Move::Pass => None,
            Move::Piece(p, _) => Some(p),
        }
    }

    /// The destination, unless this is a pass.
    pub fn to(self) -> Option<Hex> {
        match self {
            Move::Pass => None,
            Move::Piece(_, h) => Some(h),
        }
    }
}

/// A move in grid cells: what generation, perft and the search handle, with no conversion
/// per node (the fast path: [`Position::generate_moves`] into a [`MoveList`], whose
/// [`MoveList::as_slice`] lists these, then [`Position::play_fast`] and
/// [`Position::undo`]). A cell is a hex on the board's wrapping grid: a move of one
/// position means the same in every position of its game. [`Position::hex_move`] and
/// [`Position::cell_move`] convert to and from [`Move`].
///
/// [`Position::generate_moves`]: super::Position::generate_moves
/// [`MoveList`]: super::MoveList
/// [`MoveList::as_slice`]: super::MoveList::as_slice
/// [`Position::play_fast`]: super::Position::play_fast
/// [`Position::undo`]: super::Position::undo
/// [`Position::hex_move`]: super::Position::hex_move
/// [`Position::cell_move`]: super::Position::cell_move
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CellMove {
    /// No move.
    Pass,
    /// The piece to the cell.
    Piece(Piece, Cell),
}

impl CellMove {
    /// One more than the largest [`CellMove::key`].
    pub const KEYS: usize = 2 + PIECES * CELLS;

    /// A dense number for the move, for tables indexed by move: 1 for a pass, then one
    /// per (piece, cell). Never 0, so 0 can mean "no move".
    #[inline]
    pub fn key(self) -> u16 {
        match self {
            CellMove::Pass => 1,
            CellMove::Piece(p, c) => (2 + p.index() * CELLS + c.index()) as u16,
        }
    }
}

/// What [`Position::undo`](super::Position::undo) needs to take a move back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    pub(crate) mv: CellMove,
    pub(super) from: Option<Cell>,
    pub(super) from_hex: Option<Hex>,
    pub(super) stunned: Option<Piece>,
    pub(super) state: GameState,
    /// The board's hash before the move: restored, not recomputed, on undo.
    pub(super) hash: u64,
}

impl Undo {
    /// Where the piece stood before the move (`None` for a placement or a pass).
    pub fn from(&self) -> Option<Hex> {
        self.from_hex
    }
}
