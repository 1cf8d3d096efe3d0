//! The pieces on the table: stacks on grid cells, with O(1) lift and drop.

use std::fmt;

use super::grid::{CELLS, Cell};
use super::hex::{Direction, Hex};
use super::piece::{PIECES, Piece, PieceSet};

/// Marks an empty cell (in `top`) or a piece on the ground (in `below`). It is 31, no piece's
/// index, so `1 << top` of any cell is a bit of a `u32` set: bit 31 for an empty cell, which
/// the adjacency masks off without a branch.
const NONE: u8 = 31;
const _: () = assert!(PIECES < NONE as usize);
/// Marks a piece that is not on the board.
const OFF: Cell = Cell::ORIGIN;

/// Stacks of pieces on the table.
///
/// The public methods speak [`Hex`] coordinates. Inside, each grid cell stores its top piece
/// and its height, and each piece stores its cell, its `Hex` and which piece is directly
/// beneath it, so a stack is a linked list from its top down and every operation is
/// constant time with no allocation.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    top: [u8; CELLS],
    height: [u8; CELLS],
    loc: [Cell; PIECES],
    /// Where each placed piece is on the table; kept so that coordinates never wrap.
    hexes: [Hex; PIECES],
    below: [u8; PIECES],
    on_board: u32,
    covered: u32,
    hash: u64,
}

/// A well-mixed 64-bit key for one piece at one cell and height (SplitMix64's finaliser),
/// computed rather than looked up so that no table competes for cache.
#[inline]
pub(crate) fn zobrist(value: u64) -> u64 {
    let mut x = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[inline]
fn piece_key(piece: usize, cell: usize, height: u8) -> u64 {
    zobrist(((piece as u64) << 16) | ((cell as u64) << 4) | height as u64)
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// The empty table.
    pub fn new() -> Board {
        Board {
            top: [NONE; CELLS],
            height: [0; CELLS],
            loc: [OFF; PIECES],
            hexes: [Hex::ORIGIN; PIECES],
            below: [NONE; PIECES],
            on_board: 0,
            covered: 0,
            hash: 0,
        }
    }

    // ---- The public view, in table coordinates. ----

    /// Where `piece` is, if it is on the board (covered or not).
    #[inline]
    pub fn position(&self, piece: Piece) -> Option<Hex> {
        self.is_placed(piece).then(|| self.hexes[piece.index()])
    }

    /// The piece on top of the stack at `hex`.
    pub fn top_at(&self, hex: Hex) -> Option<Piece> {
        self.cell_of_hex(hex).and_then(|c| self.top(c))
    }

    /// Number of pieces in the stack at `hex` (0 when empty).
    pub fn height_at(&self, hex: Hex) -> u8 {
        self.cell_of_hex(hex).map_or(0, |c| self.height(c))
    }

    /// Whether a piece stands at `hex`.
    pub fn is_occupied_at(&self, hex: Hex) -> bool {
        self.height_at(hex) != 0
    }

    /// The stack at `hex`, bottom first (empty when nothing is there).
    pub fn stack_at(&self, hex: Hex) -> Vec<Piece> {
        self.cell_of_hex(hex)
            .map_or_else(Vec::new, |c| self.stack(c))
    }

    /// Every occupied place with the piece on top of its stack, in piece order.
    pub fn tops(&self) -> impl Iterator<Item = (Hex, Piece)> + '_ {
        self.top_set()
            .into_iter()
            .map(|p| (self.hexes[p.index()], p))
    }

    /// Number of occupied neighbours of `hex`.
    pub fn occupied_neighbors_at(&self, hex: Hex) -> usize {
        hex.neighbors()
            .into_iter()
            .filter(|&n| self.is_occupied_at(n))
            .count()
    }

    /// The piece directly beneath `piece`, if any.
    #[inline]
    pub fn beneath(&self, piece: Piece) -> Option<Piece> {
        let b = self.below[piece.index()];
        (b != NONE).then(|| Piece::from_index(b as usize))
    }

    /// Whether `piece` is on the board (covered or not).
    #[inline]
    pub fn is_placed(&self, piece: Piece) -> bool {
        self.on_board & (1 << piece.index()) != 0
    }

    /// Whether `piece` is on the board with another piece on top of it.
    #[inline]
    pub fn is_covered(&self, piece: Piece) -> bool {
        self.covered & (1 << piece.index()) != 0
    }

    /// Zobrist hash of the pieces' places (each piece, place and height); two boards with
    /// the same stacks in the same places relative to each other hash alike.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of pieces on the board.
    pub fn len(&self) -> usize {
        self.on_board.count_ones() as usize
    }

    /// Whether no piece has been placed.
    pub fn is_empty(&self) -> bool {
        self.on_board == 0
    }

    /// The pieces on the board.
    #[inline]
    pub fn placed(&self) -> PieceSet {
        PieceSet::from_bits(self.on_board)
    }

    /// The pieces on top of their stacks (every piece on the board but the covered ones).
    #[inline]
    pub fn top_set(&self) -> PieceSet {
        PieceSet::from_bits(self.on_board & !self.covered)
    }

    /// Pieces on the board, in piece order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        self.placed().into_iter()
    }

    // ---- The grid, for the rules and the engine. ----

    /// Number of pieces in the stack at `cell` (0 when empty).
    #[inline]
    pub(crate) fn height(&self, cell: Cell) -> u8 {
        self.height[cell.index()]
    }

    #[inline]
    pub(crate) fn is_occupied(&self, cell: Cell) -> bool {
        self.height[cell.index()] != 0
    }

    /// The bit of the piece on top of the stack at `cell` in a set over piece indices, or
    /// bit 31 (no piece's) when the cell is empty.
    #[inline]
    pub(crate) fn top_bit(&self, cell: Cell) -> u32 {
        1 << self.top[cell.index()]
    }

    /// The piece on top of the stack at `cell`.
    #[inline]
    pub(crate) fn top(&self, cell: Cell) -> Option<Piece> {
        let t = self.top[cell.index()];
        (t != NONE).then(|| Piece::from_index(t as usize))
    }

    /// The cell of `piece`, if it is on the board (covered or not).
    #[inline]
    pub(crate) fn cell_of(&self, piece: Piece) -> Option<Cell> {
        self.is_placed(piece).then(|| self.loc[piece.index()])
    }

    /// The cell of a piece known to be on the board.
    #[inline]
    pub(crate) fn cell_of_placed(&self, piece: Piece) -> Cell {
        debug_assert!(self.is_placed(piece));
        self.loc[piece.index()]
    }

    /// Pieces on the board as a bit set over piece indices.
    #[inline]
    pub(crate) fn placed_mask(&self) -> u32 {
        self.on_board
    }

    /// Pieces on top of their stacks, as a bit set over piece indices.
    #[inline]
    pub(crate) fn top_mask(&self) -> u32 {
        self.on_board & !self.covered
    }

    /// The stack at `cell`, bottom first.
    pub(crate) fn stack(&self, cell: Cell) -> Vec<Piece> {
        let mut out = Vec::new();
        let mut p = self.top(cell);
        while let Some(piece) = p {
            out.push(piece);
            p = self.beneath(piece);
        }
        out.reverse();
        out
    }

    /// Number of occupied neighbours of `cell`.
    pub(crate) fn occupied_neighbors(&self, cell: Cell) -> usize {
        cell.neighbors()
            .into_iter()
            .filter(|&n| self.is_occupied(n))
            .count()
    }

    /// The table coordinate of `cell`: from the stack there, else from an occupied
    /// neighbour, else by offset from any piece (exact within 16 steps of the hive).
    pub(crate) fn hex(&self, cell: Cell) -> Hex {
        let t = self.top[cell.index()];
        if t != NONE {
            return self.hexes[t as usize];
        }
        for d in Direction::ALL {
            let t = self.top[cell.neighbor(d).index()];
            if t != NONE {
                return self.hexes[t as usize].neighbor(d.opposite());
            }
        }
        match self.anchor() {
            Some(p) => self.hexes[p] + cell.offset_from(self.loc[p]),
            None => cell.offset_from(Cell::ORIGIN),
        }
    }

    /// The grid cell of `hex`, if `hex` is within reach of the hive (16 steps of a piece),
    /// so that no far-away coordinate aliases a cell of the hive.
    pub(crate) fn cell_of_hex(&self, hex: Hex) -> Option<Cell> {
        let cell = match self.anchor() {
            Some(p) => self.loc[p].translate(hex - self.hexes[p]),
            None => Cell::from_hex(hex),
        };
        (self.hex(cell) == hex).then_some(cell)
    }

    /// A piece on the board whose place anchors the table coordinates.
    #[inline]
    fn anchor(&self) -> Option<usize> {
        (self.on_board != 0).then(|| self.on_board.trailing_zeros() as usize)
    }

    /// Records where `piece` is on the table (the playing position keeps this up to date).
    #[inline]
    pub(crate) fn set_hex(&mut self, piece: Piece, hex: Hex) {
        self.hexes[piece.index()] = hex;
    }

    /// Puts `piece` (not on the board) on top of the stack at `cell`. Its table coordinate
    /// is the caller's to set ([`Board::set_hex`]): the search and perft skip it.
    #[inline]
    pub(crate) fn drop_piece(&mut self, piece: Piece, cell: Cell) {
        self.drop_with::<true>(piece, cell);
    }

    /// Takes `piece`, which must be on top of its stack, off the board.
    #[inline]
    pub(crate) fn lift_piece(&mut self, piece: Piece) {
        self.lift_with::<true>(piece);
    }

    /// Moves `piece` back to `from` (or to the hand) and sets the hash to `hash`, its value
    /// before the move: an undo restores the hash rather than recomputing two keys.
    #[inline]
    pub(crate) fn take_back(&mut self, piece: Piece, from: Option<Cell>, hash: u64) {
        self.lift_with::<false>(piece);
        if let Some(from) = from {
            self.drop_with::<false>(piece, from);
        }
        self.hash = hash;
    }

    #[inline(always)]
    fn drop_with<const HASH: bool>(&mut self, piece: Piece, cell: Cell) {
        debug_assert!(!self.is_placed(piece));
        let i = piece.index();
        let c = cell.index();
        let under = self.top[c];
        if under != NONE {
            self.covered |= 1 << under;
        }
        self.below[i] = under;
        self.top[c] = i as u8;
        self.height[c] += 1;
        if HASH {
            self.hash ^= piece_key(i, c, self.height[c]);
        }
        self.loc[i] = cell;
        self.on_board |= 1 << i;
    }

    #[inline(always)]
    fn lift_with<const HASH: bool>(&mut self, piece: Piece) {
        let i = piece.index();
        let c = self.loc[i].index();
        debug_assert!(self.is_placed(piece) && self.top[c] == i as u8);
        let under = self.below[i];
        if under != NONE {
            self.covered &= !(1 << under);
        }
        if HASH {
            self.hash ^= piece_key(i, c, self.height[c]);
        }
        self.top[c] = under;
        self.height[c] -= 1;
        self.below[i] = NONE;
        self.loc[i] = OFF;
        self.on_board &= !(1 << i);
    }
}

impl fmt::Debug for Board {
    /// Draws the hive as rows of top pieces, offset like hexes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout: Vec<(Hex, Piece)> = self.tops().collect();
        if layout.is_empty() {
            return f.write_str("(empty board)");
        }
        let (rmin, rmax) = layout.iter().fold((i32::MAX, i32::MIN), |(a, b), (h, _)| {
            (a.min(h.r), b.max(h.r))
        });
        let xmin = layout.iter().map(|(h, _)| 2 * h.q + h.r).min().unwrap_or(0);
        for r in rmin..=rmax {
            let mut row: Vec<(i32, String)> = layout
                .iter()
                .filter(|(h, _)| h.r == r)
                .map(|&(h, p)| {
                    let name = p.to_string();
                    let name = if self.height_at(h) > 1 {
                        format!("{name}^{}", self.height_at(h))
                    } else {
                        name
                    };
                    (2 * h.q + h.r - xmin, name)
                })
                .collect();
            row.sort();
            let mut line = String::new();
            for (x, name) in row {
                let col = x as usize * 3;
                while line.len() < col {
                    line.push(' ');
                }
                line.push_str(&name);
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::piece::{Bug, Color};

    #[test]
    fn stacks_lift_in_reverse_order() {
        let mut b = Board::new();
        let q = Piece::new(Color::White, Bug::Queen, 1).unwrap();
        let b1 = Piece::new(Color::Black, Bug::Beetle, 1).unwrap();
        let b2 = Piece::new(Color::White, Bug::Beetle, 2).unwrap();
        let c = Cell::ORIGIN;
        b.drop_piece(q, c);
        b.drop_piece(b1, c);
        b.drop_piece(b2, c);
        assert_eq!(b.height(c), 3);
        assert_eq!(b.stack(c), vec![q, b1, b2]);
        assert!(b.is_covered(q) && b.is_covered(b1) && !b.is_covered(b2));
        b.lift_piece(b2);
        assert_eq!(b.top(c), Some(b1));
        b.lift_piece(b1);
        b.lift_piece(q);
        assert_eq!(b, Board::new());
    }
}
