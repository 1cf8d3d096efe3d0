//! Sliding: the gates of freedom to move, and a piece lifted off the board to walk.

use crate::rules::board::Board;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;
use crate::rules::hex::Hex;

/// For each ring of occupied neighbours (bit `i` for the neighbour in direction `i` of
/// [`Direction::ALL`]), the directions a ground piece may slide: to an empty neighbour
/// through an edge with exactly one of its two flanks occupied (both is a gate, neither
/// would lose touch with the hive). One lookup replaces three per direction.
pub(super) const SLIDES: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut ring = 0;
    while ring < 64 {
        let mut dirs = 0;
        let mut d = 0;
        while d < 6 {
            let here = ring & (1 << d) != 0;
            let ccw = ring & (1 << ((d + 5) % 6)) != 0;
            let cw = ring & (1 << ((d + 1) % 6)) != 0;
            if !here && ccw != cw {
                dirs |= 1 << d;
            }
            d += 1;
        }
        table[ring] = dirs;
        ring += 1;
    }
    table
};

/// The number of bits in each six-bit set (of directions): a lookup, where `count_ones`
/// takes a dozen instructions on the default target, which has no popcount.
pub(super) const ONES: [u8; 64] = {
    let mut table = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// The cells one step from `a` in each direction of the bit set `dirs`, in
/// [`Direction::ALL`] order.
#[inline]
pub(super) fn steps_to(a: Cell, mut dirs: u8) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (dirs != 0).then(|| {
            let i = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            a.neighbor(Direction::ALL[i])
        })
    })
}

/// The board as one mover sees it: the mover lifted from `from`.
#[derive(Copy, Clone)]
pub(crate) struct Lifted<'a> {
    pub(super) board: &'a Board,
    pub(super) from: Cell,
    /// The occupied neighbours of `from` (see [`Board::ring`]), read once per mover.
    pub(super) start: u8,
}

impl<'a> Lifted<'a> {
    pub(crate) fn new(board: &'a Board, from: Cell) -> Lifted<'a> {
        Lifted::with_ring(board, from, board.ring(from))
    }

    /// As [`Lifted::new`], with the ring of `from` already read.
    pub(crate) fn with_ring(board: &'a Board, from: Cell, start: u8) -> Lifted<'a> {
        Lifted { board, from, start }
    }

    /// The cells the mover may slide to in one step from where it stands.
    #[inline]
    pub(super) fn first_slides(&self) -> impl Iterator<Item = Cell> {
        steps_to(self.from, SLIDES[self.start as usize])
    }

    /// Stack height with the mover taken away.
    #[inline]
    pub(super) fn h(&self, c: Cell) -> u8 {
        self.board.height(c) - (c == self.from) as u8
    }

    /// The occupied neighbours of `a`, bit `i` for direction `i` of [`Direction::ALL`].
    #[inline]
    pub(super) fn ring(&self, a: Cell) -> u8 {
        let mut ring = 0;
        for (i, n) in a.neighbors().into_iter().enumerate() {
            ring |= ((self.h(n) != 0) as u8) << i;
        }
        ring
    }

    /// The cells a ground piece at `a` may slide to in one step.
    #[inline]
    pub(super) fn slides_from(&self, a: Cell) -> impl Iterator<Item = Cell> {
        steps_to(a, SLIDES[self.ring(a) as usize])
    }

    /// Whether a piece may step from `a` (stack height `ha` beneath it) in direction `d` to a
    /// stack of height `hb`: on the ground it is a slide; otherwise it is blocked only when
    /// both flanking stacks are taller than both ends.
    #[inline]
    pub(super) fn steps(&self, a: Cell, d: Direction, ha: u8, hb: u8) -> bool {
        let l = self.h(a.neighbor(d.ccw()));
        let r = self.h(a.neighbor(d.cw()));
        if ha == 0 && hb == 0 {
            (l != 0) != (r != 0)
        } else {
            l.min(r) <= ha.max(hb)
        }
    }
}

impl Board {
    /// Whether a ground piece at `at` could take one sliding step: to an empty neighbour
    /// through an edge that is neither a gate nor out of touch with the hive.
    pub fn can_slide_from(&self, at: Hex) -> bool {
        self.cell_of_hex(at)
            .is_some_and(|c| self.can_slide_from_cell(c))
    }

    /// [`Board::can_slide_from`] on the grid.
    pub(crate) fn can_slide_from_cell(&self, at: Cell) -> bool {
        SLIDES[self.ring(at) as usize] != 0
    }

    /// The occupied neighbours of `at`, bit `i` for direction `i` of [`Direction::ALL`].
    #[inline]
    pub(crate) fn ring(&self, at: Cell) -> u8 {
        let mut ring = 0;
        for (i, n) in at.neighbors().into_iter().enumerate() {
            ring |= (self.is_occupied(n) as u8) << i;
        }
        ring
    }
}
