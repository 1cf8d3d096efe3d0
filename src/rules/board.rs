//! The pieces on the table: stacks on grid cells, with O(1) lift and drop.

use std::fmt;

use super::grid::{CELLS, Cell};
use super::hex::{Direction, Hex};
use super::piece::{PIECES, Piece};

const NONE: u8 = u8::MAX;
/// Marks a piece that is not on the board.
const OFF: Cell = Cell::ORIGIN;

/// Stacks of pieces on the grid.
///
/// Each cell stores its top piece and its height; each piece stores where it is and which
/// piece is directly beneath it, so a stack is a linked list from its top down and every
/// operation is constant time with no allocation.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    top: [u8; CELLS],
    height: [u8; CELLS],
    loc: [Cell; PIECES],
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
    pub fn new() -> Board {
        Board {
            top: [NONE; CELLS],
            height: [0; CELLS],
            loc: [OFF; PIECES],
            below: [NONE; PIECES],
            on_board: 0,
            covered: 0,
            hash: 0,
        }
    }

    /// Number of pieces in the stack at `cell` (0 when empty).
    #[inline]
    pub fn height(&self, cell: Cell) -> u8 {
        self.height[cell.index()]
    }

    #[inline]
    pub fn is_occupied(&self, cell: Cell) -> bool {
        self.height[cell.index()] != 0
    }

    /// The piece on top of the stack at `cell`.
    #[inline]
    pub fn top(&self, cell: Cell) -> Option<Piece> {
        let t = self.top[cell.index()];
        (t != NONE).then(|| Piece::from_index(t as usize))
    }

    /// Where `piece` is, if it is on the board (covered or not).
    #[inline]
    pub fn position(&self, piece: Piece) -> Option<Cell> {
        self.is_placed(piece).then(|| self.loc[piece.index()])
    }

    #[inline]
    pub fn is_placed(&self, piece: Piece) -> bool {
        self.on_board & (1 << piece.index()) != 0
    }

    /// The piece directly beneath `piece`, if any.
    #[inline]
    pub fn beneath(&self, piece: Piece) -> Option<Piece> {
        let b = self.below[piece.index()];
        (b != NONE).then(|| Piece::from_index(b as usize))
    }

    /// Whether `piece` is on the board with another piece on top of it.
    #[inline]
    pub fn is_covered(&self, piece: Piece) -> bool {
        self.covered & (1 << piece.index()) != 0
    }

    /// Zobrist hash of the pieces' places (each piece, cell and height).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of pieces on the board.
    pub fn len(&self) -> usize {
        self.on_board.count_ones() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.on_board == 0
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

    /// Pieces on the board, in piece order.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        Piece::all().filter(|&p| self.is_placed(p))
    }

    /// The stack at `cell`, bottom first.
    pub fn stack(&self, cell: Cell) -> Vec<Piece> {
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
    pub fn occupied_neighbors(&self, cell: Cell) -> usize {
        cell.neighbors()
            .into_iter()
            .filter(|&n| self.is_occupied(n))
            .count()
    }

    /// Puts `piece` (not on the board) on top of the stack at `cell`.
    #[inline]
    pub(crate) fn drop_piece(&mut self, piece: Piece, cell: Cell) {
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
        self.hash ^= piece_key(i, c, self.height[c]);
        self.loc[i] = cell;
        self.on_board |= 1 << i;
    }

    /// Takes `piece`, which must be on top of its stack, off the board.
    #[inline]
    pub(crate) fn lift_piece(&mut self, piece: Piece) {
        let i = piece.index();
        let c = self.loc[i].index();
        debug_assert!(self.is_placed(piece) && self.top[c] == i as u8);
        let under = self.below[i];
        if under != NONE {
            self.covered &= !(1 << under);
        }
        self.hash ^= piece_key(i, c, self.height[c]);
        self.top[c] = under;
        self.height[c] -= 1;
        self.below[i] = NONE;
        self.loc[i] = OFF;
        self.on_board &= !(1 << i);
    }

    /// Axial coordinates for every occupied cell, laid out from the lowest-numbered piece
    /// on the board so that the hive is drawn in one piece wherever it has drifted.
    pub fn layout(&self) -> Vec<(Cell, Hex)> {
        let Some(root) = self.pieces().next().and_then(|p| self.position(p)) else {
            return Vec::new();
        };
        let mut out = vec![(root, Hex::ORIGIN)];
        let mut i = 0;
        while i < out.len() {
            let (cell, hex) = out[i];
            for d in Direction::ALL {
                let n = cell.neighbor(d);
                if self.is_occupied(n) && !out.iter().any(|&(c, _)| c == n) {
                    out.push((n, hex.neighbor(d)));
                }
            }
            i += 1;
        }
        out
    }
}

impl fmt::Debug for Board {
    /// Draws the hive as rows of top pieces, offset like hexes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = self.layout();
        if layout.is_empty() {
            return f.write_str("(empty board)");
        }
        let (rmin, rmax) = layout.iter().fold((i32::MAX, i32::MIN), |(a, b), (_, h)| {
            (a.min(h.r), b.max(h.r))
        });
        let xmin = layout.iter().map(|(_, h)| 2 * h.q + h.r).min().unwrap_or(0);
        for r in rmin..=rmax {
            let mut row: Vec<(i32, String)> = layout
                .iter()
                .filter(|(_, h)| h.r == r)
                .map(|&(c, h)| {
                    let name = self.top(c).map(|p| p.to_string()).unwrap_or_default();
                    let name = if self.height(c) > 1 {
                        format!("{name}^{}", self.height(c))
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
