//! The move list a generation pass fills, and the sink that collects one piece's
//! destinations each once.

use crate::rules::grid::{CELLS, Cell};
use crate::rules::moves::{CellMove, Move};
use crate::rules::piece::Piece;
use crate::rules::position::Position;

/// A set of grid cells, emptied in constant time by moving to a new epoch: the scratch
/// space of one generation step, owned by a [`MoveList`] so nothing is allocated per node.
/// Held inline (2 KiB of 16-bit stamps, wiped once every 65,535 clears), so that a list
/// made only to count allocates nothing.
#[derive(Clone)]
pub(crate) struct Marks {
    pub(super) stamp: [u16; CELLS],
    pub(super) epoch: u16,
}

impl Marks {
    pub(super) fn new() -> Marks {
        Marks {
            stamp: [0; CELLS],
            epoch: 1,
        }
    }

    /// Empties the set.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
    }

    /// Adds `c` (one store, where [`Marks::insert`] also reads).
    #[inline]
    pub(crate) fn set(&mut self, c: Cell) {
        self.stamp[c.index()] = self.epoch;
    }

    /// Whether `c` is in the set.
    #[inline]
    pub(crate) fn contains(&self, c: Cell) -> bool {
        self.stamp[c.index()] == self.epoch
    }

    /// Adds `c`; returns whether it was new.
    #[inline]
    pub(crate) fn insert(&mut self, c: Cell) -> bool {
        let s = &mut self.stamp[c.index()];
        let new = *s != self.epoch;
        *s = self.epoch;
        new
    }
}

/// A reusable buffer of legal moves with the scratch space generation needs; see
/// [`Position::generate_moves`].
#[derive(Clone)]
pub struct MoveList {
    pub(super) moves: Vec<CellMove>,
    /// The destinations listed so far for the current piece.
    pub(super) dests: Marks,
    /// A walker's visited cells (the Ant's flood fill) or the placement rim.
    pub(super) walk: Marks,
    /// Set by [`Position::count_moves`]: moves are counted, not listed.
    pub(super) count_only: bool,
    pub(super) uncounted: usize,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl MoveList {
    /// An empty list with room for 512 moves (allocated once; reuse it).
    pub fn new() -> MoveList {
        MoveList {
            moves: Vec::with_capacity(512),
            ..MoveList::for_counting()
        }
    }

    /// A list with no room for moves yet, for counting only: counting lists nothing, so
    /// it allocates nothing.
    pub(super) fn for_counting() -> MoveList {
        MoveList {
            moves: Vec::new(),
            dests: Marks::new(),
            walk: Marks::new(),
            count_only: false,
            uncounted: 0,
        }
    }

    /// Starts a fresh set of destinations for `piece`: listed, or only counted when the
    /// list is counting ([`Position::count_moves`]).
    pub(super) fn sink(&mut self, piece: Piece) -> Sink<'_> {
        self.dests.clear();
        Sink {
            walk: &mut self.walk,
            to: Dests {
                moves: &mut self.moves,
                seen: &mut self.dests,
                piece,
                counted: self.count_only.then_some(&mut self.uncounted),
            },
        }
    }

    /// Empty scratch marks (for the placement rim).
    pub(crate) fn scratch(&mut self) -> &mut Marks {
        self.walk.clear();
        &mut self.walk
    }

    /// Number of moves listed.
    #[inline]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether nothing is listed (only before generation or once the game is over).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The moves as generated, in grid form: each self-contained, to play with
    /// [`Position::play_fast`] (the fast path; [`Position::hex_move`] gives its table form).
    #[inline]
    pub fn as_slice(&self) -> &[CellMove] {
        &self.moves
    }

    /// The moves as generated, in grid form (see [`MoveList::as_slice`]).
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = CellMove> + '_ {
        self.moves.iter().copied()
    }

    /// The destinations listed, in grid form (a pass has none).
    pub(crate) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.moves.iter().filter_map(|m| match *m {
            CellMove::Piece(_, c) => Some(c),
            CellMove::Pass => None,
        })
    }

    /// The moves in table coordinates, as `pos` (the position that filled the list) sees
    /// them.
    pub fn moves<'a>(&'a self, pos: &'a Position) -> impl Iterator<Item = Move> + 'a {
        self.moves.iter().map(|&m| pos.hex_move(m))
    }
}

/// Collects one piece's destinations, each once, whichever generators reach them; and the
/// scratch marks of a walker.
pub(crate) struct Sink<'a> {
    /// A walker's visited cells (the Ant's flood fill), apart from the destinations so
    /// that a walker never depends on what other generators listed before it.
    pub(super) walk: &'a mut Marks,
    pub(super) to: Dests<'a>,
}

/// One piece's destinations so far.
pub(crate) struct Dests<'a> {
    moves: &'a mut Vec<CellMove>,
    seen: &'a mut Marks,
    piece: Piece,
    /// Where the destinations are counted instead of listed, when counting.
    counted: Option<&'a mut usize>,
}

impl Sink<'_> {
    /// Adds a destination unless it was already added (or excluded) for this piece.
    #[inline]
    pub(super) fn add(&mut self, to: Cell) {
        self.to.add(to);
    }

    /// Excludes a cell without listing it (a mover's own start).
    #[inline]
    pub(super) fn exclude(&mut self, c: Cell) {
        self.to.seen.insert(c);
    }
}

impl Dests<'_> {
    /// Adds a destination unless it was already added (or excluded).
    #[inline]
    pub(super) fn add(&mut self, to: Cell) {
        if self.seen.insert(to) {
            match &mut self.counted {
                Some(n) => **n += 1,
                None => self.moves.push(CellMove::Piece(self.piece, to)),
            }
        }
    }
}
