//! The exhaustive AND-OR search that proves (or refutes) a forced win within N moves.
//!
//! At the solver's turns one winning move suffices (OR), at the defender's every reply
//! must lose (AND). Nothing is cut that could hide a move: no time limit, no depth
//! reduction, no evaluation; move ordering only changes how soon an answer is found. A
//! node budget may stop a search (for finding puzzles in bulk), and then the answer is
//! "unknown", never taken for a proof.

use thiserror::Error;

use crate::rules::{
    Bug, CellMove, Color, Game, GameState, GameType, MoveList, Piece, Position, Rules,
};

/// Why a search gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ProveError {
    /// The node budget ran out before the search ended (no answer, not a "no").
    #[error("the search gave up after {0} positions")]
    OutOfBudget(u64),
}

/// Plies a search can go down: 4 solver moves, 3 defender replies, and room to spare.
const MAX_PLIES: usize = 16;

/// Transposition table entries (a power of two): 4 MiB.
const TABLE: usize = 1 << 18;

/// One remembered answer: from `key` (the position's hash), the side to move wins within
/// `n` of its moves, or does not.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    n: u8,
    win: bool,
}

/// What a ply played left, for the solver.
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    /// The solver won on the board.
    Won,
    /// The game ended otherwise: the defender won, both Queens fell (a draw), or, with the
    /// repetition rule, a position came a third time (a draw).
    Ended,
    /// The game goes on.
    On,
}

/// The prover: move lists and scratch space for every ply and a transposition table,
/// allocated once and reused from search to search.
pub struct Prover {
    lists: Vec<MoveList>,
    order: Vec<Vec<(i32, CellMove)>>,
    table: Vec<Entry>,
    /// Repetition keys of the game so far and of the line searched (the rule on only).
    keys: Vec<u64>,
    nodes: u64,
    budget: u64,
    /// What the table's answers hold for: a position's hash leaves out the pieces in hand
    /// (the game type) and the opening rule.
    table_for: Option<(GameType, Rules)>,
}

impl Default for Prover {
    fn default() -> Prover {
        Prover::new()
    }
}

impl Prover {
    /// A prover with no node budget.
    pub fn new() -> Prover {
        Prover {
            lists: (0..MAX_PLIES).map(|_| MoveList::new()).collect(),
            order: (0..MAX_PLIES).map(|_| Vec::with_capacity(512)).collect(),
            table: vec![Entry::default(); TABLE],
            keys: Vec::new(),
            nodes: 0,
            budget: u64::MAX,
            table_for: None,
        }
    }

    /// Stops each later search after `nodes` positions (with [`ProveError::OutOfBudget`]).
    pub fn set_budget(&mut self, nodes: u64) {
        self.budget = nodes;
    }

    /// Positions visited since the last [`Prover::start`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Readies a search from `game`'s position: the node count reset, the game's
    /// repetition keys taken in when it is played with the repetition rule.
    pub fn start(&mut self, game: &Game) {
        self.nodes = 0;
        self.keys.clear();
        let now = Some((game.game_type(), game.position().rules()));
        if self.table_for != now {
            self.table.fill(Entry::default());
            self.table_for = now;
        }
        if game.position().rules().repetition {
            let mut pos = Position::with_rules(game.game_type(), game.position().rules());
            self.keys.push(pos.repetition_key());
            for mv in game.moves() {
                if pos.play_unchecked(mv).is_none() {
                    break;
                }
                self.keys.push(pos.repetition_key());
            }
        }
    }

    /// Whether the side to move in `game` can force a win within `n` of its own moves.
    /// A game already over is no win.
    pub fn wins_within(&mut self, game: &Game, n: u32) -> Result<bool, ProveError> {
        self.start(game);
        if game.outcome().is_over() || n == 0 {
            return Ok(false);
        }
        let mut pos = game.position().clone();
        self.or_node(&mut pos, n, 0)
    }

    /// The state of `pos` for the side that moved last (`solver`), after a ply; with the
    /// repetition rule, the ply's key is pushed (pop it with [`Prover::leave`]).
    #[inline]
    fn enter(&mut self, pos: &Position, solver: Color) -> After {
        let after = match pos.state() {
            GameState::WhiteWins | GameState::BlackWins if pos.state().winner() == Some(solver) => {
                After::Won
            }
            s if s.is_over() => After::Ended,
            _ => After::On,
        };
        if pos.rules().repetition {
            let key = pos.repetition_key();
            let seen = self.keys.iter().filter(|&&k| k == key).count();
            self.keys.push(key);
            if after == After::On && seen >= 2 {
                return After::Ended;
            }
        }
        after
    }

    #[inline]
    fn leave(&mut self, pos: &Position) {
        if pos.rules().repetition {
            self.keys.pop();
        }
    }

    fn count_node(&mut self) -> Result<(), ProveError> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(ProveError::OutOfBudget(self.budget));
        }
        Ok(())
    }

    /// Plays `mv` in `pos` (for the side to move, `mover`), asks `then` about the result
    /// unless the ply ended the game, and takes it back: `Won`/`Ended` as [`After`] says,
    /// or `then`'s answer.
    fn try_move<T>(
        &mut self,
        pos: &mut Position,
        mv: CellMove,
        mover: Color,
        then: impl FnOnce(&mut Prover, &mut Position) -> Result<T, ProveError>,
    ) -> Result<Result<T, After>, ProveError> {
        let undo = pos.play_fast(mv);
        let after = self.enter(pos, mover);
        let out = match after {
            After::On => then(self, pos).map(Ok),
            ended => Ok(Err(ended)),
        };
        self.leave(pos);
        pos.undo(undo);
        out
    }

    /// The side to move wins within `n >= 1` of its moves.
    pub(super) fn or_node(
        &mut self,
        pos: &mut Position,
        n: u32,
        ply: usize,
    ) -> Result<bool, ProveError> {
        self.count_node()?;
        if n <= 1 {
            return self.wins_now(pos, ply);
        }
        let use_table = !pos.rules().repetition;
        let hash = pos.hash();
        if use_table && let Some(win) = self.probe(hash, n) {
            return Ok(win);
        }
        let me = pos.to_move();
        self.fill_ordered(pos, ply, |pos, mv| closes_in(pos, mv, me.opponent()));
        let mut win = false;
        for i in 0..self.order[ply].len() {
            let mv = self.order[ply][i].1;
            let r = self.try_move(pos, mv, me, |p, pos| p.and_node(pos, n - 1, ply + 1))?;
            if matches!(r, Err(After::Won) | Ok(true)) {
                win = true;
                break;
            }
        }
        if use_table {
            self.store(hash, n, win);
        }
        Ok(win)
    }

    /// The side to move (the defender) loses within `n >= 1` of the other side's moves,
    /// whatever it plays.
    pub(super) fn and_node(
        &mut self,
        pos: &mut Position,
        n: u32,
        ply: usize,
    ) -> Result<bool, ProveError> {
        self.count_node()?;
        let me = pos.to_move();
        let solver = me.opponent();
        // Likeliest refutations first: replies that leave the defender's Queen freest.
        self.fill_ordered(pos, ply, |pos, mv| {
            let undo = pos.play_fast(mv);
            let free = empties_around(pos, me);
            pos.undo(undo);
            free
        });
        for i in 0..self.order[ply].len() {
            let mv = self.order[ply][i].1;
            // Played by the defender: `Won` for the defender's side is a loss for the
            // solver, and the solver's win on the defender's move (she filled her own
            // Queen's last cell) is the solver's.
            let undo = pos.play_fast(mv);
            let after = self.enter(pos, solver);
            let lost = match after {
                After::Won => Ok(true),
                After::Ended => Ok(false),
                After::On => self.or_node(pos, n, ply + 1),
            };
            self.leave(pos);
            pos.undo(undo);
            if !lost? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The side to move wins with its next move. Exact: a move changes at most one cell
    /// around the enemy Queen unless it moves her, which only a throw does (the side's
    /// Pillbug or Mosquito beside her), so two or more free cells and no thrower mean no.
    fn wins_now(&mut self, pos: &mut Position, ply: usize) -> Result<bool, ProveError> {
        let me = pos.to_move();
        let queen = Piece::first_of(me.opponent(), Bug::Queen);
        let board = pos.board();
        let Some(at) = board.cell_of(queen) else {
            return Ok(false);
        };
        let free = 6 - board.occupied_neighbors(at);
        let thrower = [Bug::Pillbug, Bug::Mosquito].into_iter().any(|bug| {
            board
                .cell_of(Piece::first_of(me, bug))
                .is_some_and(|c| c.is_adjacent(at))
        });
        if free >= 2 && !thrower {
            return Ok(false);
        }
        pos.generate_moves(&mut self.lists[ply]);
        for i in 0..self.lists[ply].len() {
            let mv = self.lists[ply].as_slice()[i];
            let CellMove::Piece(piece, to) = mv else {
                continue;
            };
            if piece != queen && !(free == 1 && to.is_adjacent(at)) {
                continue;
            }
            let undo = pos.play_fast(mv);
            let won = pos.state().winner() == Some(me);
            pos.undo(undo);
            if won {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Fills `order[ply]` with the legal moves, highest `score` first (ties in generation
    /// order, so the search is deterministic).
    fn fill_ordered(
        &mut self,
        pos: &mut Position,
        ply: usize,
        mut score: impl FnMut(&mut Position, CellMove) -> i32,
    ) {
        pos.generate_moves(&mut self.lists[ply]);
        let order = &mut self.order[ply];
        order.clear();
        for &mv in self.lists[ply].as_slice() {
            order.push((score(pos, mv), mv));
        }
        order.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    }

    fn probe(&self, hash: u64, n: u32) -> Option<bool> {
        let e = self.table[(hash as usize) & (TABLE - 1)];
        (e.key == hash && ((e.win && u32::from(e.n) <= n) || (!e.win && u32::from(e.n) >= n)))
            .then_some(e.win)
    }

    fn store(&mut self, hash: u64, n: u32, win: bool) {
        self.table[(hash as usize) & (TABLE - 1)] = Entry {
            key: hash,
            n: n.min(255) as u8,
            win,
        };
    }

    /// How soon (in the solver's moves, 1 to `n`) the side to move in `pos` wins, if
    /// within `n`.
    pub(super) fn fastest_win(
        &mut self,
        pos: &mut Position,
        n: u32,
    ) -> Result<Option<u32>, ProveError> {
        for k in 1..=n {
            if self.or_node(pos, k, 0)? {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// Whether the solver's move `mv` (the side to move in `pos`) wins within `n` of its
    /// moves, this one included.
    pub(super) fn move_wins(
        &mut self,
        pos: &mut Position,
        mv: CellMove,
        n: u32,
    ) -> Result<bool, ProveError> {
        if n == 0 {
            return Ok(false);
        }
        let me = pos.to_move();
        let r = self.try_move(pos, mv, me, |p, pos| match n {
            1 => Ok(false),
            _ => p.and_node(pos, n - 1, 1),
        })?;
        Ok(matches!(r, Err(After::Won) | Ok(true)))
    }

    /// After the defender's move `mv` in `pos`: `Some(k)`, the solver wins within `k <= n`
    /// of its moves at the soonest (0: the reply itself lost), or `None`: the reply holds
    /// for `n` moves.
    pub(super) fn reply_delay(
        &mut self,
        pos: &mut Position,
        mv: CellMove,
        n: u32,
    ) -> Result<Option<u32>, ProveError> {
        let solver = pos.to_move().opponent();
        let undo = pos.play_fast(mv);
        let after = self.enter(pos, solver);
        let out = match after {
            After::Won => Ok(Some(0)),
            After::Ended => Ok(None),
            After::On => self.fastest_win(pos, n),
        };
        self.leave(pos);
        pos.undo(undo);
        out
    }

    /// Pushes the repetition key of a position reached on the line being shown (the
    /// searches below it count it); the rule off, nothing.
    pub(super) fn push_line(&mut self, pos: &Position) {
        if pos.rules().repetition {
            self.keys.push(pos.repetition_key());
        }
    }
}

/// Empty cells around `color`'s Queen (0 when she is not on the table).
fn empties_around(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    board
        .cell_of(Piece::first_of(color, Bug::Queen))
        .map_or(0, |q| 6 - board.occupied_neighbors(q) as i32)
}

/// 1 when `mv` lands beside `enemy`'s Queen (the moves that close in, tried first).
fn closes_in(pos: &mut Position, mv: CellMove, enemy: Color) -> i32 {
    let board = pos.board();
    match (mv, board.cell_of(Piece::first_of(enemy, Bug::Queen))) {
        (CellMove::Piece(_, to), Some(q)) => i32::from(to.is_adjacent(q)),
        _ => 0,
    }
}
