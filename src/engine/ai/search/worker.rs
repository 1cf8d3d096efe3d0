//! One thread's search: iterative deepening over negamax alpha-beta with principal-variation
//! search, the reductions and prunings of [`super::prune`], killer moves and a history
//! table, on a transposition table shared with the search's other threads.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::rules::{CellMove, Color, GameState, Move, MoveList, Position};

use crate::engine::ai::eval::{Weights, evaluate_with, queen_cell};
use crate::engine::ai::limits::{Limits, MATE, MAX_DEPTH, SearchResult, hard_budget, is_mate};
use crate::engine::ai::order::{HISTORY_LEN, Orderer, TT_MOVE, history_index};
use crate::engine::ai::tt::{Bound, Hit, Table, pack};

use super::prune::{
    NULL_MOVE_FROM_PLY, futile, late_move_pruned, late_move_reduction, may_cut_statically,
    null_move_reduction,
};

/// Above any score, mates included.
const INF: i32 = MATE + 1_000;
/// Deepest ply the search can reach (the depth limit plus a margin; the leaf check stops it).
const MAX_PLY: usize = MAX_DEPTH as usize + 4;
/// How often (in nodes) the clock and the stop flag are read. A node costs a few
/// microseconds at most, so this keeps the reaction time near a millisecond.
const CHECK_EVERY: u64 = 256;

/// What a completed iteration found, as a [`SearchResult`] says it (the main thread's
/// nodes only).
pub(super) type Iteration = SearchResult;

/// Told of each iteration the main thread completes, if anyone listens.
pub(super) type Report<'a> = Option<&'a mut dyn FnMut(Iteration)>;

/// The time an iterative deepening aims at: past about half of it no new iteration starts.
#[derive(Copy, Clone, Debug)]
pub(super) struct Aim {
    /// The time aimed at.
    pub time: Duration,
    /// Whether the aim moves with the best move's stability (a clock's target), or is a
    /// fixed time to spend (`bestmove time`).
    pub flexible: bool,
}

impl Aim {
    /// The aim after an iteration at `depth` whose best move had stayed the same for
    /// `stable` iterations before it: half again while the move is still changing, half
    /// once it has held for three (an obvious move), from depth 5 on (shallower iterations
    /// say too little).
    pub(super) fn scaled(self, stable: u32, depth: u8) -> Duration {
        if !self.flexible || depth < 5 {
            return self.time;
        }
        match stable {
            0 => self.time.mul_f64(1.5),
            1 | 2 => self.time,
            _ => self.time / 2,
        }
    }
}

/// Per-ply scratch space, allocated once with the searcher.
struct Ply {
    list: MoveList,
    moves: Vec<(i32, CellMove)>,
    killers: [Option<CellMove>; 2],
    /// Whether this ply was reached by a null move (no second one in a row).
    after_null: bool,
}

/// What the threads of one search share: the table, the flags that stop them and the node
/// count that a node limit applies to.
pub(super) struct Shared<'a> {
    /// The transposition table.
    pub table: &'a Table,
    /// Set from outside to stop the search.
    pub stop: &'a AtomicBool,
    /// Set by the main thread once it has its answer: the helpers stop.
    pub done: &'a AtomicBool,
    /// All threads' nodes, counted [`CHECK_EVERY`] at a time, only when there is a node
    /// limit: the limit is on the whole search, not on each thread.
    pub nodes: &'a AtomicU64,
    /// The depth of the main thread's current iteration: the helpers keep ahead of it.
    pub main_depth: &'a AtomicU8,
}

/// One thread's searcher: its own history, killers and scratch space, kept from search to
/// search (the table is the [`Search`](super::Search)'s and is passed in).
pub(super) struct Worker {
    plies: Vec<Ply>,
    history: Vec<i32>,
    /// Hashes of the positions on the current search path (for in-tree repetitions).
    path: Vec<u64>,
    /// Hashes of the game's positions that have already occurred twice (with the repetition
    /// rule on): reaching one of them again draws. Empty without the rule.
    pub repeated: Vec<u64>,
    /// Nodes visited by the current (or last) search.
    pub nodes: u64,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    aborted: bool,
    /// A helper's lead: how many plies deeper than the main thread it searches (0 for the
    /// main thread).
    lead: u8,
    /// The depth of the iteration under way.
    iteration: u8,
    /// The deepest iteration a helper may start.
    ceiling: u8,
    /// Whether a helper gave up its iteration because the main thread caught up with it.
    overtaken: bool,
    noise: i32,
    seed: u64,
    /// XORed into every position's hash to key the table: 0 without noise. A noisy
    /// search's scores are not the position's, so they get keys of their own, which a fair
    /// search sharing the table (a hint after a weak level's move) never reads.
    salt: u64,
    weights: Weights,
}

impl Worker {
    /// A searcher with fresh tables.
    pub(super) fn new() -> Worker {
        Worker {
            plies: (0..=MAX_PLY)
                .map(|_| Ply {
                    list: MoveList::new(),
                    moves: Vec::with_capacity(256),
                    killers: [None; 2],
                    after_null: false,
                })
                .collect(),
            history: vec![0; HISTORY_LEN],
            path: Vec::with_capacity(MAX_PLY + 1),
            repeated: Vec::new(),
            nodes: 0,
            deadline: None,
            node_limit: None,
            aborted: false,
            lead: 0,
            iteration: 0,
            ceiling: 0,
            overtaken: false,
            noise: 0,
            seed: 0,
            salt: 0,
            weights: Weights::DEFAULT,
        }
    }

    /// Forgets the history and the killers.
    pub(super) fn clear(&mut self) {
        self.history.fill(0);
        for p in &mut self.plies {
            p.killers = [None; 2];
        }
    }

    /// See [`Search::set_noise`](super::Search::set_noise).
    pub(super) fn set_noise(&mut self, amplitude: i32, seed: u64) {
        self.noise = amplitude.max(0);
        self.seed = seed;
        // Odd, so never 0 while there is noise.
        self.salt = if self.noise == 0 {
            0
        } else {
            crate::engine::ai::rng::mix(seed) | 1
        };
    }

    /// The table's key for a position with this `hash`.
    fn key(&self, hash: u64) -> u64 {
        hash ^ self.salt
    }

    /// See [`Search::set_weights`](super::Search::set_weights).
    pub(super) fn set_weights(&mut self, weights: Weights) {
        self.weights = weights;
    }

    /// Takes the main thread's evaluation (weights, noise) and the game's repeated
    /// positions, so that a helper scores every position as the main thread does.
    pub(super) fn follow(&mut self, main: &Worker) {
        self.noise = main.noise;
        self.seed = main.seed;
        self.salt = main.salt;
        self.weights = main.weights;
        self.repeated.clone_from(&main.repeated);
    }

    /// Resets the counters and limits for a search starting at `start`; returns its time
    /// budget (after the safety margin), if it has one.
    pub(super) fn start_search(&mut self, limits: Limits, start: Instant) -> Option<Duration> {
        self.nodes = 0;
        self.aborted = false;
        let budget = limits.time.map(hard_budget);
        // An absurd budget overflows the clock: treat it as no deadline.
        self.deadline = budget.and_then(|b| start.checked_add(b));
        self.node_limit = limits.nodes;
        // Old history still orders well, but let this search's cut-offs dominate.
        for h in &mut self.history {
            *h /= 4;
        }
        budget
    }

    /// Iterative deepening over the `root` moves (two or more) from depth 1 to `max_depth`,
    /// or until stopped, the aim is mostly spent, or a mate is proved. Returns the best
    /// move, its score and the last depth completed; `report` hears of each iteration
    /// completed.
    pub(super) fn deepen(
        &mut self,
        pos: &mut Position,
        root: &mut [(i32, CellMove)],
        (max_depth, aim): (u8, Option<Aim>),
        start: Instant,
        sh: &Shared<'_>,
        report: &mut Report<'_>,
    ) -> (CellMove, i32, u8) {
        let first = root.first().map_or(CellMove::Pass, |&(_, mv)| mv);
        let mut best = (first, 0, 0u8);
        // Iterations in a row that kept the best move.
        let mut stable = 0u32;
        for depth in 1..=max_depth {
            sh.main_depth.store(depth, Ordering::Relaxed);
            let (found, score) = self.root(pos, root, i32::from(depth), sh);
            if let Some(mv) = found {
                stable = if mv == best.0 { stable + 1 } else { 0 };
                // A partial iteration's best is still good: its first move was the previous
                // best, searched fully, and anything that replaced it scored higher.
                best = (mv, score, if self.aborted { best.2 } else { depth });
            }
            if self.aborted {
                break;
            }
            if let Some(report) = report.as_deref_mut() {
                let pv = self.principal_variation(pos, best.0, sh.table);
                report(Iteration {
                    mv: pos.hex_move(best.0),
                    score,
                    depth,
                    nodes: self.nodes,
                    elapsed: start.elapsed(),
                    pv,
                });
            }
            // The next iteration costs several times this one, so past about half the aim
            // it would rarely get beyond re-searching the current best move: stop here.
            let elapsed = start.elapsed().as_secs_f64();
            if aim.is_some_and(|a| elapsed > 0.55 * a.scaled(stable, depth).as_secs_f64()) {
                break;
            }
            if is_mate(score) && MATE - score.abs() < i32::from(depth) {
                break;
            }
        }
        best
    }

    /// A helper thread's iterative deepening: always `lead` plies deeper than the main
    /// thread's iteration (but no deeper than `max_depth`), giving up an iteration as soon
    /// as the main thread catches up with it (what it stored stays in the table, where the
    /// main thread finds it). Two threads on the same depth tend to move in lockstep, each
    /// searching every node the other is still inside. Runs until the search stops.
    pub(super) fn help(
        &mut self,
        pos: &mut Position,
        root: &mut [(i32, CellMove)],
        (lead, max_depth): (u8, u8),
        sh: &Shared<'_>,
    ) {
        self.lead = lead.max(1);
        self.ceiling = max_depth;
        let mut next = 1;
        while next <= max_depth {
            let depth = next.max(self.wanted(sh));
            self.iteration = depth;
            self.root(pos, root, i32::from(depth), sh);
            if self.aborted {
                if !self.overtaken {
                    break;
                }
                self.aborted = false;
                self.overtaken = false;
            }
            next = depth.saturating_add(1);
        }
        self.lead = 0;
    }

    /// The iteration a helper should be in: `lead` plies deeper than the main thread's, or
    /// the deepest allowed.
    fn wanted(&self, sh: &Shared<'_>) -> u8 {
        let main = sh.main_depth.load(Ordering::Relaxed);
        main.saturating_add(self.lead).min(self.ceiling)
    }

    /// The root's legal moves, ordered by the static ordering and the table's move.
    pub(super) fn root_moves(&mut self, pos: &Position, table: &Table) -> Vec<(i32, CellMove)> {
        let tt = table.probe(self.key(pos.hash())).map_or(0, |h| h.mv);
        let Some(ply) = self.plies.first_mut() else {
            return Vec::new();
        };
        pos.generate_moves(&mut ply.list);
        let orderer = Orderer::new(pos, tt, [None; 2]);
        let mut root: Vec<(i32, CellMove)> = ply
            .list
            .as_slice()
            .iter()
            .map(|&mv| (orderer.score(pos, mv, &self.history), mv))
            .collect();
        root.sort_by_key(|m| std::cmp::Reverse(m.0));
        root
    }

    /// One iteration at the root; returns the best move found (if any move completed) and
    /// its score. Moves a new best to the front so the next iteration tries it first.
    fn root(
        &mut self,
        pos: &mut Position,
        root: &mut [(i32, CellMove)],
        depth: i32,
        sh: &Shared<'_>,
    ) -> (Option<CellMove>, i32) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best = None;
        self.path.clear();
        self.path.push(pos.hash());
        for i in 0..root.len() {
            let Some(&(_, mv)) = root.get(i) else { break };
            let undo = pos.play_fast(mv);
            let score = if i == 0 {
                -self.negamax(pos, depth - 1, 1, -beta, -alpha, sh)
            } else {
                // No reductions at the root: every move there gets the full depth.
                self.scout(pos, depth, 0, (alpha, beta), 0, sh)
            };
            pos.undo(undo);
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(mv);
                if let Some(front) = root.get_mut(..=i) {
                    front.rotate_right(1);
                }
            }
        }
        self.path.clear();
        if let Some(mv) = best.filter(|_| !self.aborted) {
            sh.table
                .store(self.key(pos.hash()), Some(mv), alpha, depth, Bound::Exact);
        }
        (best, alpha)
    }

    /// Counts a node and says whether the search must stop (time, nodes, the flag, the
    /// main thread done, or, for a helper, the main thread caught up with its iteration).
    fn out_of_time(&mut self, sh: &Shared<'_>) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY)
            && (sh.stop.load(Ordering::Relaxed)
                || sh.done.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.node_limit.is_some_and(|n| {
                    sh.nodes.fetch_add(CHECK_EVERY, Ordering::Relaxed) + CHECK_EVERY >= n
                })
                || self.is_overtaken(sh))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Whether this is a helper whose iteration is no longer `lead` plies deeper than the
    /// main thread's (and so remembers it).
    fn is_overtaken(&mut self, sh: &Shared<'_>) -> bool {
        self.overtaken = self.lead > 0 && self.wanted(sh) > self.iteration;
        self.overtaken
    }

    /// Alpha-beta at a node `ply` plies below the root with `depth` plies left: the cheap
    /// answers first (stopped, game over, repetition, mate distance, leaf, table), then the
    /// moves; the outcome goes into the table.
    fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        sh: &Shared<'_>,
    ) -> i32 {
        if self.out_of_time(sh) {
            return 0;
        }
        if pos.state().is_over() {
            return terminal_score(pos, ply);
        }
        let hash = pos.hash();
        // A repetition inside the tree: the side that can avoid it will, so call it even.
        // A third occurrence under the repetition rule is a draw.
        if self.path.contains(&hash) || self.repeated.contains(&hash) {
            return 0;
        }
        let (alpha, beta) = mate_distance_window(alpha, beta, ply);
        if alpha >= beta {
            return alpha;
        }
        // Leaves skip the table: a probe is a cache miss that costs about as much as the
        // evaluation it could save.
        if depth <= 0 || ply >= MAX_PLY {
            return self.leaf(pos, ply);
        }
        let pv_node = beta - alpha > 1;
        let hit = sh.table.probe(self.key(hash));
        if let Some(s) = hit
            .filter(|_| !pv_node)
            .and_then(|h| table_cutoff(h, depth, ply, alpha, beta))
        {
            return s;
        }
        if !pv_node && let Some(s) = self.prune(pos, depth, ply, beta, sh) {
            return s;
        }
        let moves = self.generate(pos, ply, hit.map_or(0, |h| h.mv));
        self.path.push(hash);
        let searched = self.search_moves(pos, depth, ply, (alpha, beta), moves, sh);
        self.path.pop();
        let Some((best, best_move)) = searched else {
            return 0;
        };
        let bound = bound_for(best, alpha, beta);
        sh.table.store(
            self.key(hash),
            best_move,
            score_to_table(best, ply as i32),
            depth,
            bound,
        );
        best
    }

    /// The cut of a node off the principal variation before its moves are searched, if it
    /// has one: a static evaluation far above `beta` ([`futile`]), or one that stays at or
    /// above `beta` when the side to move passes and the opponent moves twice in a row
    /// (a null move, searched shallower: [`null_move_reduction`]). Hive has few positions
    /// where having to move hurts, so a side that holds after passing holds after its
    /// best move. Returns the score to give the node (0 if the search was stopped).
    fn prune(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: usize,
        beta: i32,
        sh: &Shared<'_>,
    ) -> Option<i32> {
        let after_null = self.plies.get(ply).is_some_and(|p| p.after_null);
        let null_move_allowed = !after_null && pos.ply() >= NULL_MOVE_FROM_PLY;
        // Deeper than the static cut reaches, the evaluation serves only the null move.
        if !null_move_allowed && !may_cut_statically(depth) {
            return None;
        }
        let eval = self.leaf_eval(pos);
        if futile(depth, eval, beta) {
            return Some(eval);
        }
        if !null_move_allowed {
            return None;
        }
        let reduction = null_move_reduction(depth, eval, beta)?;
        if let Some(next) = self.plies.get_mut(ply + 1) {
            next.after_null = true;
        }
        // On the path as any searched node is, for the repetitions below it.
        self.path.push(pos.hash());
        let undo = pos.play_fast(CellMove::Pass);
        let s = -self.negamax(pos, depth - 1 - reduction, ply + 1, -beta, -beta + 1, sh);
        self.path.pop();
        pos.undo(undo);
        if let Some(next) = self.plies.get_mut(ply + 1) {
            next.after_null = false;
        }
        if self.aborted {
            return Some(0);
        }
        (s >= beta && !is_mate(s)).then_some(s)
    }

    /// Tries the `n` generated moves at `ply` in order (`tt_first`: the table's move leads)
    /// until one cuts off. Returns the best score and move, or `None` if the search was
    /// stopped meanwhile (the scores are then worthless).
    fn search_moves(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: usize,
        (mut alpha, beta): (i32, i32),
        (n, tt_first): (usize, bool),
        sh: &Shared<'_>,
    ) -> Option<(i32, Option<CellMove>)> {
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..n {
            // Score the moves only once the table's move (if any) has failed to cut off:
            // at most cut-nodes it does, and scoring a hundred moves would be wasted.
            if i == usize::from(tt_first) {
                self.score_moves(pos, ply, i);
            }
            let Some((order_score, mv)) = self.pick(ply, i) else {
                break;
            };
            if beta - alpha == 1 && !is_mate(alpha) && late_move_pruned(depth, i, order_score) {
                break;
            }
            let undo = pos.play_fast(mv);
            let score = if i == 0 {
                -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha, sh)
            } else {
                let reduction = late_move_reduction(depth, i, order_score);
                self.scout(pos, depth, ply, (alpha, beta), reduction, sh)
            };
            pos.undo(undo);
            if self.aborted {
                return None;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.reward(ply, mv, depth, order_score);
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }

    /// The score of a move after the first, already played at `ply` (principal-variation
    /// search): a null-window search first, cheap and enough to show that the move is no
    /// better than `alpha`, `reduction` plies shallower for late quiet moves. Only a move
    /// that proves better is searched again at full depth, then with the full window.
    fn scout(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: usize,
        (alpha, beta): (i32, i32),
        reduction: i32,
        sh: &Shared<'_>,
    ) -> i32 {
        let mut s = -self.negamax(pos, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha, sh);
        if s > alpha && reduction > 0 && !self.aborted {
            s = -self.negamax(pos, depth - 1, ply + 1, -alpha - 1, -alpha, sh);
        }
        if s > alpha && s < beta && !self.aborted {
            s = -self.negamax(pos, depth - 1, ply + 1, -beta, -alpha, sh);
        }
        s
    }

    /// Generates the moves at `ply`, unscored, with the table's move (packed `tt`) first if
    /// it is among them. Returns how many there are and whether the table's move leads.
    fn generate(&mut self, pos: &Position, ply: usize, tt: u16) -> (usize, bool) {
        let Some(data) = self.plies.get_mut(ply) else {
            return (0, false);
        };
        pos.generate_moves(&mut data.list);
        data.moves.clear();
        data.moves
            .extend(data.list.as_slice().iter().map(|&mv| (0, mv)));
        let found = (tt != 0)
            .then(|| data.moves.iter().position(|&(_, mv)| pack(mv) == tt))
            .flatten();
        if let Some(j) = found {
            data.moves.swap(0, j);
            if let Some(first) = data.moves.first_mut() {
                first.0 = TT_MOVE;
            }
        }
        (data.moves.len(), found.is_some())
    }

    /// Gives the moves at `ply` from index `from` on their ordering scores.
    fn score_moves(&mut self, pos: &Position, ply: usize, from: usize) {
        let Some(data) = self.plies.get_mut(ply) else {
            return;
        };
        // The table's move is already placed (and searched), so it takes no part here.
        let orderer = Orderer::new(pos, 0, data.killers);
        for m in data.moves.iter_mut().skip(from) {
            m.0 = orderer.score(pos, m.1, &self.history);
        }
    }

    /// The `i`-th move to try at `ply`: the first few by selection (a cut-off usually comes
    /// early, so sorting everything would be wasted), then the rest sorted once.
    fn pick(&mut self, ply: usize, i: usize) -> Option<(i32, CellMove)> {
        let moves = &mut self.plies.get_mut(ply)?.moves;
        const SELECT: usize = 4;
        if i < SELECT {
            let rest = moves.get_mut(i..)?;
            let best = rest
                .iter()
                .enumerate()
                .max_by_key(|(_, m)| m.0)
                .map(|(j, _)| j)?;
            rest.swap(0, best);
        } else if i == SELECT {
            moves
                .get_mut(i..)?
                .sort_unstable_by_key(|m| std::cmp::Reverse(m.0));
        }
        moves.get(i).copied()
    }

    /// Remembers a move that caused a cut-off: as a killer of its ply and in the history.
    fn reward(&mut self, ply: usize, mv: CellMove, depth: i32, order_score: i32) {
        if order_score >= TT_MOVE {
            return;
        }
        if let Some(data) = self.plies.get_mut(ply)
            && data.killers[0] != Some(mv)
        {
            data.killers = [Some(mv), data.killers[0]];
        }
        if let Some(h) = history_index(mv).and_then(|i| self.history.get_mut(i)) {
            *h += depth * depth;
            if *h > 1 << 20 {
                for x in &mut self.history {
                    *x /= 2;
                }
            }
        }
    }

    /// A leaf: an immediate win for the side to move is found exactly (a cheap one-ply
    /// look-ahead that only runs when the enemy Queen has one liberty left); otherwise the
    /// static evaluation.
    fn leaf(&mut self, pos: &mut Position, ply: usize) -> i32 {
        if self.wins_now(pos, ply) {
            return MATE - ply as i32 - 1;
        }
        self.leaf_eval(pos)
    }

    pub(super) fn leaf_eval(&self, pos: &Position) -> i32 {
        let s = evaluate_with(pos, &self.weights);
        if self.noise == 0 {
            return s;
        }
        let span = 2 * self.noise as u64 + 1;
        s + (crate::engine::ai::rng::mix(pos.hash() ^ self.seed) % span) as i32 - self.noise
    }

    /// Whether the side to move can surround the enemy Queen with one move right now.
    fn wins_now(&mut self, pos: &mut Position, ply: usize) -> bool {
        let me = pos.to_move();
        let Some(q) = queen_cell(pos, me.opponent()) else {
            return false;
        };
        if pos.board().occupied_neighbors(q) != 5 {
            return false;
        }
        let Some(data) = self.plies.get_mut(ply) else {
            return false;
        };
        pos.generate_moves(&mut data.list);
        for &mv in data.list.as_slice().iter() {
            let CellMove::Piece(_, to) = mv else { continue };
            if !q.neighbors().contains(&to) {
                continue;
            }
            let undo = pos.play_fast(mv);
            let won = pos.state().winner() == Some(me);
            pos.undo(undo);
            if won {
                return true;
            }
        }
        false
    }

    /// The expected line: the best move, then the table's moves while they stay legal.
    pub(super) fn principal_variation(
        &mut self,
        pos: &Position,
        first: CellMove,
        table: &Table,
    ) -> Vec<Move> {
        let mut pos = pos.clone();
        let mut pv = vec![pos.hex_move(first)];
        let mut seen = vec![pos.hash()];
        // Played with table coordinates kept: each move is read in the position it is in.
        pos.play_cell_move(first);
        let salt = self.salt;
        let Some(scratch) = self.plies.first_mut() else {
            return pv;
        };
        while pv.len() < MAX_PLY && !pos.state().is_over() {
            let h = pos.hash();
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
            let Some(packed) = table.probe(h ^ salt).map(|hit| hit.mv).filter(|&m| m != 0) else {
                break;
            };
            pos.generate_moves(&mut scratch.list);
            let Some(&mv) = scratch.list.as_slice().iter().find(|&&m| pack(m) == packed) else {
                break;
            };
            pv.push(pos.hex_move(mv));
            pos.play_cell_move(mv);
        }
        pv
    }
}

/// The score of a finished game for the side to move, `ply` plies from the root: a win
/// sooner is better, a loss later is better, a draw is even.
pub(super) fn terminal_score(pos: &Position, ply: usize) -> i32 {
    let ply = ply as i32;
    match pos.state() {
        GameState::WhiteWins => mate_for(pos.to_move() == Color::White, ply),
        GameState::BlackWins => mate_for(pos.to_move() == Color::Black, ply),
        _ => 0,
    }
}

pub(super) fn mate_for(side_to_move_won: bool, ply: i32) -> i32 {
    if side_to_move_won {
        MATE - ply
    } else {
        -(MATE - ply)
    }
}

/// The window `alpha..beta` narrowed to what a node `ply` plies from the root can score:
/// no line from here can beat a mate already proved closer to the root.
fn mate_distance_window(alpha: i32, beta: i32, ply: usize) -> (i32, i32) {
    let ply = ply as i32;
    (alpha.max(-MATE + ply), beta.min(MATE - ply - 1))
}

/// The table's score for a node, if it settles the node: stored from a search at least
/// `depth` deep, and exact or a bound on the far side of the window.
fn table_cutoff(hit: Hit, depth: i32, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    if hit.depth < depth {
        return None;
    }
    let s = score_from_table(hit.score, ply as i32);
    let usable = match hit.bound {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
    };
    usable.then_some(s)
}

/// What a node's best score says about its value, given the window `alpha..beta` it was
/// searched with: above it only a lower bound (a cut-off), below it only an upper bound.
fn bound_for(best: i32, alpha: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

/// Mate scores are stored relative to the node, not the root, so they stay true when the
/// same position is reached at another ply.
fn score_to_table(score: i32, ply: i32) -> i32 {
    if score >= MATE - 1_000 {
        score + ply
    } else if score <= -(MATE - 1_000) {
        score - ply
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: i32) -> i32 {
    if score >= MATE - 1_000 {
        score - ply
    } else if score <= -(MATE - 1_000) {
        score + ply
    } else {
        score
    }
}
