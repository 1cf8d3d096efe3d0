//! Legal move generation: dispatch per bug, the one-hive check, slides and climbs.
//!
//! Generation writes into a [`MoveList`] the caller owns and reuses, so a search or perft
//! allocates nothing per position. Each piece's destinations are deduplicated with a
//! per-cell stamp, so a cell reached twice (two spider paths, a mosquito copying two bugs,
//! a throw onto a cell the piece could also walk to) is listed once.

mod ant;
mod beetle;
mod grasshopper;
mod ladybug;
mod mosquito;
mod pillbug;
pub(crate) mod placement;
mod queen;
mod spider;

use std::ops::Deref;

use super::board::Board;
use super::grid::{CELLS, Cell};
use super::hex::Direction;
use super::piece::{Bug, PIECES, Piece, color_mask, pieces_in};
use super::position::{Move, Position};

/// A reusable buffer of legal moves with the scratch space generation needs.
#[derive(Clone)]
pub struct MoveList {
    moves: Vec<Move>,
    stamp: Box<[u32; CELLS]>,
    epoch: u32,
    /// Set by [`Position::count_moves`]: placements are counted, not listed.
    count_only: bool,
    uncounted: usize,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: Vec::with_capacity(512),
            stamp: Box::new([0; CELLS]),
            epoch: 0,
            count_only: false,
            uncounted: 0,
        }
    }

    /// Starts a fresh set of destinations for `piece`.
    fn sink(&mut self, piece: Piece) -> Sink<'_> {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
        Sink {
            moves: &mut self.moves,
            stamp: &mut self.stamp,
            epoch: self.epoch,
            piece,
        }
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves
    }
}

/// Collects one piece's destinations, each once.
pub(crate) struct Sink<'a> {
    moves: &'a mut Vec<Move>,
    stamp: &'a mut [u32; CELLS],
    epoch: u32,
    piece: Piece,
}

impl Sink<'_> {
    /// Adds a destination unless it was already added (or marked) for this piece.
    #[inline]
    fn add(&mut self, to: Cell) {
        let s = &mut self.stamp[to.index()];
        if *s != self.epoch {
            *s = self.epoch;
            self.moves.push(Move::Piece(self.piece, to));
        }
    }

    /// Marks a cell as seen without listing it (a mover's own start).
    #[inline]
    fn mark(&mut self, c: Cell) {
        self.stamp[c.index()] = self.epoch;
    }

    #[inline]
    fn seen(&self, c: Cell) -> bool {
        self.stamp[c.index()] == self.epoch
    }
}

/// The board as one mover sees it: the mover lifted from `from`.
#[derive(Copy, Clone)]
pub(crate) struct Lifted<'a> {
    board: &'a Board,
    from: Cell,
}

impl<'a> Lifted<'a> {
    pub(crate) fn new(board: &'a Board, from: Cell) -> Lifted<'a> {
        Lifted { board, from }
    }

    /// Stack height with the mover taken away.
    #[inline]
    fn h(&self, c: Cell) -> u8 {
        self.board.height(c) - (c == self.from) as u8
    }

    /// Whether a ground-level piece may slide from `a` one step in direction `d`: exactly one
    /// of the two cells flanking that edge is occupied (both is a gate, neither would lose
    /// contact with the hive). The destination must be checked empty by the caller.
    #[inline]
    fn slides(&self, a: Cell, d: Direction) -> bool {
        (self.h(a.neighbor(d.ccw())) != 0) != (self.h(a.neighbor(d.cw())) != 0)
    }

    /// Whether a piece may step from `a` (stack height `ha` beneath it) in direction `d` to a
    /// stack of height `hb`: on the ground it is a slide; otherwise it is blocked only when
    /// both flanking stacks are taller than both ends.
    #[inline]
    fn steps(&self, a: Cell, d: Direction, ha: u8, hb: u8) -> bool {
        let l = self.h(a.neighbor(d.ccw()));
        let r = self.h(a.neighbor(d.cw()));
        if ha == 0 && hb == 0 {
            (l != 0) != (r != 0)
        } else {
            l.min(r) <= ha.max(hb)
        }
    }
}

/// Which stacks touch which: for each piece on top of a stack, the set of top pieces of the
/// neighbouring stacks (bit sets over piece indices). The hive as a graph of at most 28
/// nodes, so connectivity questions become a few bit operations per node.
pub(crate) fn adjacency(board: &Board) -> [u32; PIECES] {
    let mut adj = [0u32; PIECES];
    for p in pieces_in(board.top_mask()) {
        let at = board.position(p).expect("placed");
        let mut m = 0;
        for n in at.neighbors() {
            if let Some(t) = board.top(n) {
                m |= 1 << t.index();
            }
        }
        adj[p.index()] = m;
    }
    adj
}

/// Whether the hive stays in one piece without the stack topped by `p` (flood fill over
/// the adjacency bit sets from one of its neighbours).
pub(crate) fn splits_hive(adj: &[u32; PIECES], tops: u32, p: Piece) -> bool {
    let rest = tops & !(1 << p.index());
    let start = adj[p.index()] & rest;
    if start == 0 {
        return rest != 0;
    }
    let mut reach = start & start.wrapping_neg();
    let mut frontier = reach;
    while frontier != 0 {
        let u = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let new = adj[u] & rest & !reach;
        reach |= new;
        frontier |= new;
    }
    reach != rest
}

/// Whether the occupied neighbours of `at` form two or more separate groups (only then can
/// the lone piece there hold the hive together).
fn touches_separate_groups(board: &Board, at: Cell) -> bool {
    let mut ring = 0u8;
    for (i, n) in at.neighbors().into_iter().enumerate() {
        ring |= (board.is_occupied(n) as u8) << i;
    }
    // A group starts at each occupied neighbour whose predecessor is empty.
    let starts = ring & !((ring << 1) | (ring >> 5)) & 0b11_1111;
    starts.count_ones() >= 2
}

impl Board {
    /// Whether a ground piece at `at` could take one sliding step: to an empty neighbour
    /// through an edge that is neither a gate nor out of touch with the hive.
    pub fn can_slide_from(&self, at: Cell) -> bool {
        let b = Lifted::new(self, at);
        Direction::ALL
            .into_iter()
            .any(|d| b.h(at.neighbor(d)) == 0 && b.slides(at, d))
    }

    /// The pinned pieces: lone pieces (stacks one high) whose removal would split the hive,
    /// as a bit set over piece indices. A piece on top of a stack is never pinned.
    pub fn cut_pieces(&self) -> u32 {
        let tops = self.top_mask();
        let mut adj = None;
        let mut out = 0;
        for p in pieces_in(tops) {
            let at = self.position(p).expect("placed");
            if self.height(at) != 1 || !touches_separate_groups(self, at) {
                continue;
            }
            let adj = adj.get_or_insert_with(|| adjacency(self));
            if splits_hive(adj, tops, p) {
                out |= 1 << p.index();
            }
        }
        out
    }
}

/// Everything one generation pass needs to know about the position, computed once.
pub(crate) struct Context<'a> {
    pub(crate) pos: &'a Position,
    /// The hive's adjacency, computed on first need (many positions never need it).
    adjacency: std::cell::OnceCell<[u32; PIECES]>,
    /// Cells of the side to move's pieces that may throw this turn (Pillbug, or a Mosquito
    /// touching a Pillbug), at most two.
    pub(crate) throwers: [Option<(Piece, Cell)>; 2],
}

impl<'a> Context<'a> {
    pub(crate) fn new(pos: &'a Position) -> Context<'a> {
        let me = pos.to_move();
        let board = &pos.board;
        let mut throwers = [None, None];
        if pos.game_type().has(Bug::Pillbug) {
            let mut n = 0;
            for bug in [Bug::Pillbug, Bug::Mosquito] {
                let Some(p) = Piece::new(me, bug, 1) else {
                    continue;
                };
                if pos.stunned() == Some(p) {
                    continue;
                }
                let Some(c) = board.position(p) else { continue };
                if board.height(c) != 1 {
                    continue;
                }
                if bug == Bug::Mosquito
                    && !c
                        .neighbors()
                        .into_iter()
                        .any(|n| board.top(n).is_some_and(|t| t.bug() == Bug::Pillbug))
                {
                    continue;
                }
                throwers[n] = Some((p, c));
                n += 1;
            }
        }
        Context {
            pos,
            adjacency: std::cell::OnceCell::new(),
            throwers,
        }
    }

    #[inline]
    /// Whether lifting the lone piece `p` from `at` would split the hive.
    ///
    /// A piece whose occupied neighbours form one unbroken arc around it cannot be a cut
    /// point (they stay joined through each other), so only pieces touching two or more
    /// separate groups need the whole-hive flood fill.
    pub(crate) fn is_pinned(&self, p: Piece, at: Cell) -> bool {
        let board = &self.pos.board;
        if !touches_separate_groups(board, at) {
            return false;
        }
        let adj = self.adjacency.get_or_init(|| adjacency(board));
        splits_hive(adj, board.top_mask(), p)
    }

    /// Where `piece` may go by its own movement (not by being thrown). The piece must be the
    /// side to move's, on top of its stack, and free to move.
    pub(crate) fn own_moves(&self, piece: Piece, from: Cell, sink: &mut Sink) {
        let board = &self.pos.board;
        let lifted = Lifted::new(board, from);
        let below = board.height(from) - 1;
        sink.mark(from);
        match piece.bug() {
            Bug::Queen | Bug::Pillbug => queen::moves(lifted, from, sink),
            Bug::Beetle => beetle::moves(lifted, from, below, sink),
            Bug::Grasshopper => grasshopper::moves(lifted, from, sink),
            Bug::Spider => spider::moves(lifted, from, sink),
            Bug::Ant => ant::moves(lifted, from, sink),
            Bug::Ladybug => ladybug::moves(lifted, from, sink),
            Bug::Mosquito => mosquito::moves(lifted, from, below, sink),
        }
    }

    /// Whether the side to move may move `piece` by its own movement at all.
    pub(crate) fn may_move(&self, piece: Piece, from: Cell) -> bool {
        let board = &self.pos.board;
        !board.is_covered(piece)
            && self.pos.stunned() != Some(piece)
            && !(board.height(from) == 1 && self.is_pinned(piece, from))
    }
}

impl Position {
    /// Fills `list` with every legal move, each (piece, destination) once; a lone `pass`
    /// when nothing else is legal; nothing once the game is over.
    pub fn generate_moves(&self, list: &mut MoveList) {
        list.count_only = false;
        self.generate(list);
    }

    /// The number of legal moves (what `generate_moves` would list), computed faster: the
    /// placements are counted without being listed. `list` is scratch space afterwards.
    pub fn count_moves(&self, list: &mut MoveList) -> usize {
        list.count_only = true;
        self.generate(list);
        list.moves.len() + list.uncounted
    }

    fn generate(&self, list: &mut MoveList) {
        list.moves.clear();
        list.uncounted = 0;
        if self.state().is_over() {
            return;
        }
        placement::moves(self, list);
        let me = self.to_move();
        if self.queen_placed(me) {
            let ctx = Context::new(self);
            let board = &self.board;
            for piece in pieces_in(board.top_mask() & color_mask(me)) {
                let from = board.position(piece).expect("placed");
                if !ctx.may_move(piece, from) {
                    continue;
                }
                let mut sink = list.sink(piece);
                ctx.own_moves(piece, from, &mut sink);
                pillbug::throws(&ctx, piece, from, None, &mut sink);
            }
            if ctx.throwers[0].is_some() {
                for piece in pieces_in(board.top_mask() & color_mask(me.opponent())) {
                    let from = board.position(piece).expect("placed");
                    let mut sink = list.sink(piece);
                    pillbug::throws(&ctx, piece, from, None, &mut sink);
                }
            }
        }
        if list.moves.is_empty() && list.uncounted == 0 {
            list.moves.push(Move::Pass);
        }
    }

    /// All legal moves, in a fresh vector (convenient; searches should reuse a [`MoveList`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list.moves
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }
}
