//! The dense, wrapping cell grid: the only place that knows how cells are numbered.
//!
//! Cells live on a 32 × 32 torus indexed by `q + 32 r (mod 1024)`. Two cells share an index
//! only when they are at least 32 steps apart, and a hive of 28 pieces plus its rim spans at
//! most 29, so the hive can drift anywhere without ever touching itself.

use super::hex::{Direction, Hex};

const BITS: u32 = 5;
const WIDTH: i32 = 1 << BITS;
/// Number of cells in the grid.
pub const CELLS: usize = (WIDTH * WIDTH) as usize;
const MASK: u16 = (CELLS - 1) as u16;

/// Index step for each direction, in [`Direction::ALL`] order.
const STEP: [u16; 6] = {
    let mut s = [0u16; 6];
    let mut i = 0;
    while i < 6 {
        let (dq, dr) = Direction::ALL[i].offset();
        s[i] = ((dq + WIDTH * dr).rem_euclid(CELLS as i32)) as u16;
        i += 1;
    }
    s
};

/// The index differences of adjacent cells, as a set over `0..CELLS`: one test replaces six
/// comparisons (and the branches a predictor would miss).
const ADJACENT: [u64; CELLS / 64] = {
    let mut set = [0u64; CELLS / 64];
    let mut i = 0;
    while i < 6 {
        let s = STEP[i] as usize;
        set[s / 64] |= 1 << (s % 64);
        i += 1;
    }
    set
};

/// A cell of the board's grid: a hex reduced onto a 32 × 32 torus, which the hive never
/// spans, so a cell means one place for the whole game. What generation and the fast path
/// ([`CellMove`](super::CellMove)) speak; [`Board`](super::Board) converts to and from
/// [`Hex`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u16);

impl Cell {
    /// Where the first piece of a game goes.
    pub const ORIGIN: Cell = Cell((CELLS / 2 + WIDTH as usize / 2) as u16);

    /// A dense number for the cell, below [`CELLS`]: for tables indexed by cell.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell next to this one in direction `d`.
    #[inline]
    pub fn neighbor(self, d: Direction) -> Cell {
        Cell(self.0.wrapping_add(STEP[d.index()]) & MASK)
    }

    /// The six neighbours in [`Direction::ALL`] order.
    #[inline]
    pub fn neighbors(self) -> [Cell; 6] {
        let mut out = [self; 6];
        for (o, s) in out.iter_mut().zip(STEP) {
            *o = Cell(self.0.wrapping_add(s) & MASK);
        }
        out
    }

    /// Whether `other` is one of the six neighbours of `self`.
    #[inline]
    pub fn is_adjacent(self, other: Cell) -> bool {
        let d = (other.0.wrapping_sub(self.0) & MASK) as usize;
        ADJACENT[d / 64] & (1 << (d % 64)) != 0
    }

    /// The direction from `self` to an adjacent `other`, if they are adjacent.
    pub fn direction_to(self, other: Cell) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.neighbor(d) == other)
    }

    /// The cell at axial offset `hex` from the origin.
    pub(crate) fn from_hex(hex: Hex) -> Cell {
        Cell::ORIGIN.translate(hex)
    }

    /// The cell at axial offset `hex` from `self`.
    pub(crate) fn translate(self, hex: Hex) -> Cell {
        let i = (self.0 as i32 + hex.q + WIDTH * hex.r).rem_euclid(CELLS as i32);
        Cell(i as u16)
    }

    /// The offset of `self` from `base` with the smallest coordinates (both in `-16..16`).
    ///
    /// Exact whenever the true offset has both coordinates in `-16..16`; a wider layout is
    /// built neighbour by neighbour from one root.
    pub(crate) fn offset_from(self, base: Cell) -> Hex {
        let d = (self.0.wrapping_sub(base.0).wrapping_add(WIDTH as u16 / 2)) & MASK;
        let q = (d & (WIDTH as u16 - 1)) as i32 - WIDTH / 2;
        let mut r = (d >> BITS) as i32;
        if r >= WIDTH / 2 {
            r -= WIDTH;
        }
        Hex::new(q, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_match_axial_offsets() {
        for q in -20..20 {
            for r in -20..20 {
                let h = Hex::new(q, r);
                for d in Direction::ALL {
                    assert_eq!(Cell::from_hex(h).neighbor(d), Cell::from_hex(h.neighbor(d)));
                }
            }
        }
    }

    #[test]
    fn adjacency_is_the_six_axial_neighbours_even_across_the_wrap() {
        // Cells near the grid's edges too, where an index step wraps round.
        let base = Cell::from_hex(Hex::new(15, 15));
        for q in -3..=3 {
            for r in -3..=3 {
                let other = base.translate(Hex::new(q, r));
                let axial = Hex::new(q, r).neighbors().contains(&Hex::ORIGIN);
                assert_eq!(base.is_adjacent(other), axial, "({q}, {r})");
            }
        }
    }

    #[test]
    fn offsets_round_trip_near_the_base() {
        let base = Cell::from_hex(Hex::new(7, -3));
        for q in -15..15 {
            for r in -15..15 {
                let h = Hex::new(q, r);
                let c = Cell::from_hex(Hex::new(7 + q, -3 + r));
                assert_eq!(c.offset_from(base), h);
            }
        }
    }

    #[test]
    fn cells_closer_than_thirty_two_steps_never_alias() {
        let o = Cell::from_hex(Hex::ORIGIN);
        for q in -40i32..40 {
            for r in -40i32..40 {
                let h = Hex::new(q, r);
                if h != Hex::ORIGIN && h.distance(Hex::ORIGIN) < 32 {
                    assert_ne!(Cell::from_hex(h), o, "{h}");
                }
            }
        }
    }
}
