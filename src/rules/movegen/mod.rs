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

use super::board::Board;
use super::grid::{CELLS, Cell};
use super::hex::Direction;
use super::hex::Hex;
use super::piece::{Bug, PIECES, Piece, PieceSet, color_mask, pieces_in};
use super::position::{CellMove, Move, Position};

/// A set of grid cells, emptied in constant time by moving to a new epoch: the scratch
/// space of one generation step, owned by a [`MoveList`] so nothing is allocated per node.
#[derive(Clone)]
pub(crate) struct Marks {
    stamp: Box<[u32; CELLS]>,
    epoch: u32,
}

impl Marks {
    fn new() -> Marks {
        Marks {
            stamp: Box::new([0; CELLS]),
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
    moves: Vec<CellMove>,
    /// The destinations listed so far for the current piece.
    dests: Marks,
    /// A walker's visited cells (the Ant's flood fill) or the placement rim.
    walk: Marks,
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
    /// An empty list (allocates its buffers once; reuse it).
    pub fn new() -> MoveList {
        MoveList {
            moves: Vec::with_capacity(512),
            dests: Marks::new(),
            walk: Marks::new(),
            count_only: false,
            uncounted: 0,
        }
    }

    /// Starts a fresh set of destinations for `piece`.
    fn sink(&mut self, piece: Piece) -> Sink<'_> {
        self.dests.clear();
        Sink {
            moves: &mut self.moves,
            dests: &mut self.dests,
            walk: &mut self.walk,
            piece,
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

    /// The moves as generated, in grid form.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[CellMove] {
        &self.moves
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
    pub fn iter<'a>(&'a self, pos: &'a Position) -> impl Iterator<Item = Move> + 'a {
        self.moves.iter().map(|&m| pos.hex_move(m))
    }
}

/// Collects one piece's destinations, each once, whichever generators reach them.
pub(crate) struct Sink<'a> {
    moves: &'a mut Vec<CellMove>,
    dests: &'a mut Marks,
    walk: &'a mut Marks,
    piece: Piece,
}

impl Sink<'_> {
    /// Adds a destination unless it was already added (or excluded) for this piece.
    #[inline]
    fn add(&mut self, to: Cell) {
        if self.dests.insert(to) {
            self.moves.push(CellMove::Piece(self.piece, to));
        }
    }

    /// Excludes a cell without listing it (a mover's own start).
    #[inline]
    fn exclude(&mut self, c: Cell) {
        self.dests.insert(c);
    }

    /// Starts a walk (a flood fill) from `from` with its own visited set, so a walker never
    /// depends on what other generators listed before it.
    #[inline]
    fn start_walk(&mut self, from: Cell) {
        self.walk.clear();
        self.walk.insert(from);
    }

    /// Visits `c` on the current walk: `false` if it was visited already; otherwise lists
    /// it as a destination (once) and returns `true`.
    #[inline]
    fn visit(&mut self, c: Cell) -> bool {
        if !self.walk.insert(c) {
            return false;
        }
        self.add(c);
        true
    }
}

/// For each ring of occupied neighbours (bit `i` for the neighbour in direction `i` of
/// [`Direction::ALL`]), the directions a ground piece may slide: to an empty neighbour
/// through an edge with exactly one of its two flanks occupied (both is a gate, neither
/// would lose touch with the hive). One lookup replaces three per direction.
const SLIDES: [u8; 64] = {
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

/// The cells one step from `a` in each direction of the bit set `dirs`, in
/// [`Direction::ALL`] order.
#[inline]
fn steps_to(a: Cell, mut dirs: u8) -> impl Iterator<Item = Cell> {
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
    board: &'a Board,
    from: Cell,
    /// The occupied neighbours of `from` (see [`Board::ring`]), read once per mover.
    start: u8,
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
    fn first_slides(&self) -> impl Iterator<Item = Cell> {
        steps_to(self.from, SLIDES[self.start as usize])
    }

    /// Stack height with the mover taken away.
    #[inline]
    fn h(&self, c: Cell) -> u8 {
        self.board.height(c) - (c == self.from) as u8
    }

    /// The occupied neighbours of `a`, bit `i` for direction `i` of [`Direction::ALL`].
    #[inline]
    fn ring(&self, a: Cell) -> u8 {
        let mut ring = 0;
        for (i, n) in a.neighbors().into_iter().enumerate() {
            ring |= ((self.h(n) != 0) as u8) << i;
        }
        ring
    }

    /// The cells a ground piece at `a` may slide to in one step.
    #[inline]
    fn slides_from(&self, a: Cell) -> impl Iterator<Item = Cell> {
        steps_to(a, SLIDES[self.ring(a) as usize])
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
fn pinned_locally(board: &Board, stacks: u32, at: Cell, ring: u8) -> Option<bool> {
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
fn closes_six_ring(board: &Board, at: Cell, ring: u8) -> bool {
    if ring.count_ones() != 2 {
        return false;
    }
    (0..6).any(|i| {
        let pair = (1u8 << i) | (1 << ((i + 2) % 6));
        ring == pair && board.occupied_neighbors(at.neighbor(Direction::from_index(i + 1))) == 6
    })
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

/// Everything one generation pass needs to know about the position, computed once.
pub(crate) struct Context<'a> {
    pub(crate) pos: &'a Position,
    /// The hive's adjacency, computed on first need: most positions never need it, their
    /// pins being decided by the neighbours.
    adjacency: std::cell::OnceCell<[u32; PIECES]>,
    /// Cells of the side to move's pieces that may throw this turn (Pillbug, or a Mosquito
    /// touching a Pillbug), at most two.
    pub(crate) throwers: [Option<(Piece, Cell)>; 2],
    /// Number of stacks in the hive, counted once: [`pinned_locally`] asks for every piece.
    stacks: u32,
}

impl<'a> Context<'a> {
    #[inline]
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
                let Some(c) = board.cell_of(p) else { continue };
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
            stacks: board.top_mask().count_ones(),
        }
    }

    #[inline]
    /// Whether lifting the lone piece `p` from `at` would split the hive.
    ///
    /// Most pieces are decided by their neighbours ([`pinned_locally`]); the rest by a
    /// flood fill over the hive's adjacency, computed once per position.
    pub(crate) fn is_pinned(&self, p: Piece, at: Cell) -> bool {
        self.is_pinned_with(p, at, self.pos.board.ring(at))
    }

    /// [`Context::is_pinned`] with the ring of `at` already read.
    fn is_pinned_with(&self, p: Piece, at: Cell, ring: u8) -> bool {
        let board = &self.pos.board;
        pinned_locally(board, self.stacks, at, ring).unwrap_or_else(|| {
            let adj = self.adjacency.get_or_init(|| adjacency(board));
            splits_hive(adj, board.top_mask(), p)
        })
    }

    /// Where `piece` may go by its own movement (not by being thrown). The piece must be the
    /// side to move's, on top of its stack, and free to move; `ring` is [`Board::ring`] of
    /// `from`.
    // Inlined into `generate` (perft's and the search's loop) whatever else calls it: a
    // call per piece there costs a few percent of perft.
    #[inline(always)]
    pub(crate) fn own_moves(&self, piece: Piece, from: Cell, ring: u8, sink: &mut Sink) {
        let board = &self.pos.board;
        let lifted = Lifted::with_ring(board, from, ring);
        let below = board.height(from) - 1;
        sink.exclude(from);
        match piece.bug() {
            Bug::Queen | Bug::Pillbug => queen::moves(lifted, sink),
            Bug::Beetle => beetle::moves(lifted, from, below, sink),
            Bug::Grasshopper => grasshopper::moves(lifted, from, sink),
            Bug::Spider => spider::moves(lifted, from, sink),
            Bug::Ant => ant::moves(lifted, from, sink),
            Bug::Ladybug => ladybug::moves(lifted, from, sink),
            Bug::Mosquito => mosquito::moves(lifted, from, below, sink),
        }
    }

    /// Whether the side to move may move `piece` by its own movement at all; `ring` is
    /// [`Board::ring`] of `from`.
    // Inlined into `generate` (perft's and the search's loop) whatever else calls it: a
    // call per piece there costs a few percent of perft.
    #[inline(always)]
    pub(crate) fn may_move(&self, piece: Piece, from: Cell, ring: u8) -> bool {
        let board = &self.pos.board;
        !board.is_covered(piece)
            && self.pos.stunned() != Some(piece)
            && !(board.height(from) == 1 && self.is_pinned_with(piece, from, ring))
    }
}

/// The cells a piece standing alone at `from` would reach moving as `bug` (a Mosquito
/// copying it, say), whether or not it may move at all: what the explanations compare a
/// refused destination with.
pub(crate) fn reach_as(board: &Board, bug: Bug, piece: Piece, from: Cell) -> Vec<Cell> {
    let mut list = MoveList::new();
    let lifted = Lifted::new(board, from);
    let below = board.height(from) - 1;
    let mut sink = list.sink(piece);
    sink.exclude(from);
    match bug {
        Bug::Queen | Bug::Pillbug => queen::moves(lifted, &mut sink),
        Bug::Beetle => beetle::moves(lifted, from, below, &mut sink),
        Bug::Grasshopper => grasshopper::moves(lifted, from, &mut sink),
        Bug::Spider => spider::moves(lifted, from, &mut sink),
        Bug::Ant => ant::moves(lifted, from, &mut sink),
        Bug::Ladybug => ladybug::moves(lifted, from, &mut sink),
        Bug::Mosquito => mosquito::moves(lifted, from, below, &mut sink),
    }
    list.cells().collect()
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
                let from = board.cell_of_placed(piece);
                // One read of the neighbours serves the pin check and the first slide.
                let ring = board.ring(from);
                if !ctx.may_move(piece, from, ring) {
                    continue;
                }
                let mut sink = list.sink(piece);
                ctx.own_moves(piece, from, ring, &mut sink);
                pillbug::throws(&ctx, piece, from, None, &mut sink);
            }
            if ctx.throwers[0].is_some() {
                for piece in pieces_in(board.top_mask() & color_mask(me.opponent())) {
                    let from = board.cell_of_placed(piece);
                    let mut sink = list.sink(piece);
                    pillbug::throws(&ctx, piece, from, None, &mut sink);
                }
            }
        }
        if list.moves.is_empty() && list.uncounted == 0 {
            list.moves.push(CellMove::Pass);
        }
    }

    /// All legal moves, in a fresh vector (convenient; searches should reuse a [`MoveList`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list.iter(self).collect()
    }

    /// All legal moves in grid form.
    pub(crate) fn legal_cell_moves(&self) -> Vec<CellMove> {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list.moves
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.cell_move(mv)
            .is_some_and(|m| self.legal_cell_moves().contains(&m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board with one lone piece on each of `cells`.
    fn board_on(cells: &[Cell]) -> Board {
        let mut board = Board::new();
        for (i, &c) in cells.iter().enumerate() {
            board.drop_piece(Piece::from_index(i), c);
        }
        board
    }

    /// Cut points found the slow way: lift each piece and walk the rest cell by cell.
    fn cut_points_by_walking(cells: &[Cell]) -> u32 {
        let mut out = 0;
        for (i, _) in cells.iter().enumerate() {
            let rest: Vec<Cell> = cells
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &c)| c)
                .collect();
            let mut seen = vec![rest[0]];
            let mut k = 0;
            while k < seen.len() {
                for n in seen[k].neighbors() {
                    if rest.contains(&n) && !seen.contains(&n) {
                        seen.push(n);
                    }
                }
                k += 1;
            }
            if seen.len() != rest.len() {
                out |= 1 << i;
            }
        }
        out
    }

    fn step(c: Cell, dirs: &[usize]) -> Cell {
        dirs.iter()
            .fold(c, |c, &d| c.neighbor(Direction::from_index(d)))
    }

    #[test]
    fn six_round_an_empty_cell_pin_nothing_and_five_of_them_pin_the_middle() {
        let hole = Cell::ORIGIN;
        let ring: Vec<Cell> = hole.neighbors().to_vec();
        assert_eq!(board_on(&ring).cut_pieces().bits(), 0);
        // Five of the six: an arc, whose three inner pieces hold it together.
        let arc = &ring[..5];
        assert_eq!(board_on(arc).cut_pieces().bits(), 0b01110);
        // Five of the six and a sixth piece off to one side: not a ring.
        let mut tail = arc.to_vec();
        tail.push(step(ring[0], &[0]));
        assert_eq!(
            board_on(&tail).cut_pieces().bits(),
            cut_points_by_walking(&tail)
        );
        assert_ne!(cut_points_by_walking(&tail), 0);
    }

    #[test]
    fn cut_points_agree_with_a_walk_on_random_hives() {
        // Hives grown one random neighbour at a time, up to 24 stacks: both sides of the
        // six-stack limit where the neighbours alone decide, and big hives with holes.
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..3000 {
            let size = 2 + next(23);
            let mut cells = vec![Cell::ORIGIN];
            while cells.len() < size {
                let from = cells[next(cells.len())];
                let c = from.neighbor(Direction::from_index(next(6)));
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
            assert_eq!(
                board_on(&cells).cut_pieces().bits(),
                cut_points_by_walking(&cells),
                "{cells:?}"
            );
        }
    }
}
