//! Hex directions and axial coordinates (pointy-top hexes, rows run east–west).

use std::fmt;

/// One of the six neighbour directions, in clockwise order starting at north-west.
///
/// Keeping them in rotational order means `d.ccw()` and `d.cw()` are the two cells that
/// flank the edge crossed when stepping in direction `d` (the gate check), and
/// `d.opposite()` is three steps round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Up and to the left: `(0, -1)`; the UHP mark `\X`.
    NorthWest,
    /// Up and to the right: `(1, -1)`; the UHP mark `X/`.
    NorthEast,
    /// Right: `(1, 0)`; the UHP mark `X-`.
    East,
    /// Down and to the right: `(0, 1)`; the UHP mark `X\`.
    SouthEast,
    /// Down and to the left: `(-1, 1)`; the UHP mark `/X`.
    SouthWest,
    /// Left: `(-1, 0)`; the UHP mark `-X`.
    West,
}

impl Direction {
    /// All six, clockwise from north-west (also Mzinga's order for choosing a reference).
    pub const ALL: [Direction; 6] = [
        Direction::NorthWest,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::West,
    ];

    /// Position in [`Direction::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `i` (taken modulo 6) in [`Direction::ALL`].
    #[inline]
    pub const fn from_index(i: usize) -> Direction {
        Direction::ALL[i % 6]
    }

    /// The next direction clockwise.
    #[inline]
    pub const fn cw(self) -> Direction {
        Direction::from_index(self.index() + 1)
    }

    /// The next direction counter-clockwise.
    #[inline]
    pub const fn ccw(self) -> Direction {
        Direction::from_index(self.index() + 5)
    }

    /// The direction three steps round: back where one came from.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::from_index(self.index() + 3)
    }

    /// Axial offset `(dq, dr)`.
    pub const fn offset(self) -> (i32, i32) {
        match self {
            Direction::NorthWest => (0, -1),
            Direction::NorthEast => (1, -1),
            Direction::East => (1, 0),
            Direction::SouthEast => (0, 1),
            Direction::SouthWest => (-1, 1),
            Direction::West => (-1, 0),
        }
    }
}

/// An axial hex coordinate `(q, r)` on the table; `r` grows southwards.
///
/// The first piece of every game is placed at [`Hex::ORIGIN`], and every piece keeps its
/// coordinate wherever the hive drifts, so a `Hex` names one place on the table for the
/// whole game (the rules' storage, a wrapping grid, never shows through).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hex {
    /// Column: grows eastwards.
    pub q: i32,
    /// Row: grows southwards (south-east, in a pointy-top layout).
    pub r: i32,
}

impl Hex {
    /// Where the first piece of a game is placed.
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// The hex `(q, r)`.
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The adjacent hex in direction `d`.
    pub const fn neighbor(self, d: Direction) -> Hex {
        let (dq, dr) = d.offset();
        Hex::new(self.q + dq, self.r + dr)
    }

    /// The six neighbours in [`Direction::ALL`] order.
    pub fn neighbors(self) -> [Hex; 6] {
        Direction::ALL.map(|d| self.neighbor(d))
    }

    /// The direction from `self` to `other` when they are adjacent.
    pub fn direction_to(self, other: Hex) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.neighbor(d) == other)
    }

    /// Hex distance (number of steps).
    pub fn distance(self, other: Hex) -> i32 {
        let dq = self.q - other.q;
        let dr = self.r - other.r;
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }
}

impl std::ops::Add for Hex {
    type Output = Hex;

    fn add(self, other: Hex) -> Hex {
        Hex::new(self.q + other.q, self.r + other.r)
    }
}

impl std::ops::Sub for Hex {
    type Output = Hex;

    fn sub(self, other: Hex) -> Hex {
        Hex::new(self.q - other.q, self.r - other.r)
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.q, self.r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flanking_directions_are_neighbours_of_both_ends() {
        let a = Hex::ORIGIN;
        for d in Direction::ALL {
            let b = a.neighbor(d);
            for f in [d.cw(), d.ccw()] {
                let c = a.neighbor(f);
                assert_eq!(a.distance(c), 1);
                assert_eq!(b.distance(c), 1, "{d:?} flank {f:?}");
            }
            assert_eq!(a.neighbor(d).neighbor(d.opposite()), a);
        }
    }
}
