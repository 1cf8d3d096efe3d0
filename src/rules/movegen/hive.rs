//! One hive: which pieces may not leave it, decided by their neighbours where they can and
//! by one walk of the hive where they cannot.

use crate::rules::board::Board;
use crate::rules::grid::Cell;
use crate::rules::hex::Direction;
use crate::rules::piece::{PIECES, Piece, PieceSet, pieces_in};

/// Which stacks touch which: for each piece on top of a stack, the set of top pieces of the
/// neighbouring stacks (bit sets over piece indices). The hive as a graph of at most 28
/// nodes, so connectivity questions become a few bit operations per node.
pub(crate) fn adjacency(board: &Board) -> [u32; PIECES] {
    let mut adj = [0u32; PIECES];
    for p in pieces_in(board.top_mask()) {
        let at = board.cell_of_placed(p);
        let mut m = 0;
        for n in at.neighbors() {
            m |= board.top_bit(n);
        }
        adj[p.index()] = m & PieceSet::ALL.bits();
    }
    adj
}

/// Whether the hive (in one piece) splits without the stack topped by `p`: a flood fill
/// over the adjacency bit sets from one of its neighbours, which stops as soon as it has
/// reached them all.
pub(crate) fn splits_hive(adj: &[u32; PIECES], tops: u32, p: Piece) -> bool {
    let rest = tops & !(1 << p.index());
    let start = adj[p.index()] & rest;
    if start == 0 {
        return rest != 0;
    }
    // A neighbour touching nothing else would be left alone: the commonest cut, no fill.
    let mut near = start;
    while near != 0 {
        let q = near.trailing_zeros() as usize;
        near &= near - 1;
        if adj[q] & rest == 0 {
            return rest != 1 << q;
        }
    }
    let mut reach = start & start.wrapping_neg();
    let mut frontier = reach;
    while frontier != 0 {
        // Every neighbour of `p` joined up without it: the hive holds (it was one piece).
        if reach & start == start {
            return false;
        }
        let u = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let new = adj[u] & rest & !reach;
        reach |= new;
        frontier |= new;
    }
    reach != rest
}

/// Whether the lone piece at `at` holds the hive together, when its neighbours and the
/// size of the hive (`stacks` stacks) decide it: `None` when the whole hive must be
/// searched.
///
/// A piece whose occupied neighbours form one unbroken arc is never a cut point: they stay
/// joined through each other. Otherwise they fall into separate groups, joined only by a
/// loop of stacks through `at` round at least one empty cell. Such a loop takes six stacks
/// or more, and six only as the ring round a single empty cell, so a hive of at most six
/// stacks (every opening, where perft and a search's first plies spend their time) is
/// decided here.
pub(super) fn pinned_locally(board: &Board, stacks: u32, at: Cell, ring: u8) -> Option<bool> {
    // A group starts at each occupied neighbour whose predecessor is empty.
    let starts = ring & !((ring << 1) | (ring >> 5)) & 0b11_1111;
    // At most one group (no popcount: the default target has no instruction for it).
    if starts & starts.wrapping_sub(1) == 0 {
        return Some(false);
    }
    match stacks {
        0..=5 => Some(true),
        6 => Some(!closes_six_ring(board, at, ring)),
        _ => None,
    }
}

/// Whether the stack at `at`, with occupied neighbours `ring`, is one of six round an
/// empty cell: exactly two neighbours, one direction apart, and the cell between them
/// surrounded.
pub(super) fn closes_six_ring(board: &Board, at: Cell, ring: u8) -> bool {
    if ring.count_ones() != 2 {
        return false;
    }
    (0..6).any(|i| {
        let pair = (1u8 << i) | (1 << ((i + 2) % 6));
        ring == pair && board.occupied_neighbors(at.neighbor(Direction::from_index(i + 1))) == 6
    })
}

impl Board {
    /// The pinned pieces: lone pieces (stacks one high) whose removal would split the hive.
    /// A piece on top of a stack is never pinned.
    pub fn cut_pieces(&self) -> PieceSet {
        let tops = self.top_mask();
        let stacks = tops.count_ones();
        let mut out = 0;
        // Pieces the neighbours cannot decide go to one search of the whole hive.
        let mut undecided = 0;
        for p in pieces_in(tops) {
            let at = self.cell_of_placed(p);
            if self.height(at) != 1 {
                continue;
            }
            match pinned_locally(self, stacks, at, self.ring(at)) {
                Some(true) => out |= 1 << p.index(),
                Some(false) => {}
                None => undecided |= 1 << p.index(),
            }
        }
        if undecided != 0 {
            let adj = adjacency(self);
            out |= pieces_in(undecided)
                .filter(|&p| splits_hive(&adj, tops, p))
                .fold(0, |m, p| m | 1 << p.index());
        }
        PieceSet::from_bits(out)
    }
}
