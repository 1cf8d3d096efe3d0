//! Legal move generation: dispatch per bug, the one-hive check, slides and climbs.
//!
//! Generation writes into a [`MoveList`] the caller owns and reuses, so a search or perft
//! allocates nothing per position. Each piece's destinations are deduplicated with a
//! per-cell stamp, so a cell reached twice (two spider paths, a mosquito copying two bugs,
//! a throw onto a cell the piece could also walk to) is listed once.

mod ant;
mod beetle;
mod bulk;
mod context;
mod grasshopper;
mod hive;
mod ladybug;
mod list;
mod mosquito;
mod pillbug;
pub(crate) mod placement;
mod queen;
mod slide;
mod spider;

use super::board::Board;
use super::grid::Cell;
use super::moves::{CellMove, Move};
use super::piece::{Bug, Piece, color_mask, pieces_in};
use super::position::Position;

pub(crate) use context::Context;
use list::Marks;
pub use list::MoveList;
pub(crate) use list::Sink;
pub(crate) use slide::Lifted;

impl<'a> Context<'a> {
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

    /// The number of cells `piece` reaches by its own movement, for the bugs that reach
    /// each cell once (one step or jump a direction, or one flood fill), so no set of
    /// destinations is kept; `None` for those whose paths may meet (Spider, Ladybug,
    /// Mosquito), which go through a sink.
    #[inline(always)]
    fn count_own(&self, piece: Piece, from: Cell, ring: u8, walk: &mut Marks) -> Option<usize> {
        let board = &self.pos.board;
        let lifted = Lifted::with_ring(board, from, ring);
        match piece.bug() {
            Bug::Queen | Bug::Pillbug => {
                Some(slide::ONES[slide::SLIDES[ring as usize] as usize] as usize)
            }
            // A jump over each occupied neighbour.
            Bug::Grasshopper => Some(slide::ONES[ring as usize] as usize),
            Bug::Beetle => Some(beetle::count(lifted, from, board.height(from) - 1)),
            Bug::Ant => Some(ant::count(lifted, from, walk)),
            Bug::Spider | Bug::Ladybug | Bug::Mosquito => None,
        }
    }

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
    /// moves are counted without being listed. `list` is scratch space afterwards.
    pub fn count_moves(&self, list: &mut MoveList) -> usize {
        list.count_only = true;
        self.generate(list);
        list.moves.len() + list.uncounted
    }

    /// The number of legal moves of pieces on the board (throws included), not counting
    /// placements, nor a pass; for a game that is not over. `list` is scratch space
    /// afterwards.
    pub(crate) fn count_board_moves(&self, list: &mut MoveList) -> usize {
        list.count_only = true;
        list.moves.clear();
        list.uncounted = 0;
        self.board_moves(list);
        list.moves.len() + list.uncounted
    }

    fn generate(&self, list: &mut MoveList) {
        list.moves.clear();
        list.uncounted = 0;
        if self.state().is_over() {
            return;
        }
        placement::moves(self, list);
        self.board_moves(list);
        if list.moves.is_empty() && list.uncounted == 0 {
            // Counted, not listed, when counting: nothing is pushed then.
            if list.count_only {
                list.uncounted = 1;
            } else {
                list.moves.push(CellMove::Pass);
            }
        }
    }

    /// Adds the moves of the side to move's pieces on the board, and the throws.
    #[inline(always)]
    fn board_moves(&self, list: &mut MoveList) {
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
                // Counting, with no throw to meet the piece's own moves: no set of
                // destinations for the bugs that reach each cell once.
                if list.count_only
                    && ctx.throwers[0].is_none()
                    && let Some(n) = ctx.count_own(piece, from, ring, &mut list.walk)
                {
                    list.uncounted += n;
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
    }

    /// Whether the side to move can only pass (not once the game is over). Quick where a
    /// placement is open, as it mostly is; a screen asks it at every frame. Allocates
    /// nothing.
    pub fn must_pass(&self) -> bool {
        if self.state().is_over() || placement::placeable(self) != 0 && placement::has_cell(self) {
            return false;
        }
        // No placement: a pass exactly when no piece on the board may move.
        let mut list = MoveList::for_counting();
        self.count_board_moves(&mut list) == 0
    }

    /// All legal moves, in a fresh vector (convenient; searches should reuse a [`MoveList`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        list.moves(self).collect()
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
    use crate::rules::hex::Direction;

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
