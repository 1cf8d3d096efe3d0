//! The search: iterative deepening over negamax alpha-beta with principal-variation search,
//! late-move reductions, a transposition table, killer moves and a history table, on one
//! thread or several (Lazy SMP).
//!
//! With several threads, helper threads search the same root as the main thread, sharing
//! nothing but the transposition table (each has its own history, killers and scratch
//! space). Each helper keeps one ply (helpers 2, 4… two) ahead of the main thread's
//! iteration and gives an iteration up when the main thread catches up with it: threads
//! on the same depth fall into lockstep and search the same nodes at once. What the
//! helpers store steers and cuts the main thread's search; the main thread's result is the
//! answer, and when it has it the helpers stop.
//!
//! Only moves from the rules engine's generator are ever played, so the search cannot play
//! an illegal move; the table's moves are used to reorder generated moves, nothing more.

use std::collections::TryReserveError;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::rules::{CellMove, Game, Move, Position};

use super::eval::Weights;
use super::limits::{Limits, MAX_DEPTH, SearchResult};
use super::tt::Table;

mod prune;
mod worker;

use worker::{Aim, Report, Shared, Worker, mate_for, terminal_score};

/// The table size `Search::default` uses.
pub const DEFAULT_TABLE_MB: usize = 16;
/// The most threads one search runs ([`Search::set_threads`]).
pub const MAX_THREADS: usize = 64;

/// A reusable searcher: owns the transposition table (allocated once, size in MB) and the
/// other tables, so consecutive searches in one game share what they learned.
///
/// A `Search` is `Send`: run it on a worker thread and cancel it with the stop flag. It
/// searches on the calling thread alone unless given more with [`Search::set_threads`].
pub struct Search {
    table: Table,
    /// The thread that answers.
    main: Worker,
    /// One per extra thread; kept from search to search like the main thread's tables.
    helpers: Vec<Worker>,
}

impl Default for Search {
    fn default() -> Search {
        Search::new(DEFAULT_TABLE_MB)
    }
}

impl Search {
    /// A searcher with a transposition table of about `table_mb` megabytes. If that much
    /// memory cannot be had, the table is halved until it can (down to a few kilobytes).
    pub fn new(table_mb: usize) -> Search {
        let mut mb = table_mb.max(1);
        let table = loop {
            match Table::new(mb) {
                Ok(t) => break t,
                Err(_) if mb > 1 => mb /= 2,
                // One megabyte failed: take what the allocator will give, bucket by bucket.
                Err(_) => break Table::tiny(),
            }
        };
        Search::with_table(table)
    }

    /// A searcher with exactly `table_mb` megabytes of table, or the allocation error.
    pub fn try_new(table_mb: usize) -> Result<Search, TryReserveError> {
        Ok(Search::with_table(Table::new(table_mb)?))
    }

    fn with_table(table: Table) -> Search {
        Search {
            table,
            main: Worker::new(),
            helpers: Vec::new(),
        }
    }

    /// Searches on `threads` threads from now on (1 to [`MAX_THREADS`]; 1, the default, is
    /// the calling thread alone). The extra threads are started for each search and end
    /// with it; their tables are allocated here.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        self.helpers.resize_with(helpers, Worker::new);
    }

    /// The number of threads a search runs on.
    pub fn threads(&self) -> usize {
        1 + self.helpers.len()
    }

    /// Replaces the transposition table with one of `table_mb` megabytes. On failure the old
    /// table is kept.
    pub fn resize_table(&mut self, table_mb: usize) -> Result<(), TryReserveError> {
        // Free the old table first so that the two never need to fit in memory together...
        let old_len = self.table.len();
        self.table = Table::tiny();
        match Table::new(table_mb) {
            Ok(t) => {
                self.table = t;
                Ok(())
            }
            Err(e) => {
                // ...and put back one of the old size if the new one does not fit.
                self.table = Table::with_len(old_len).unwrap_or_else(|_| Table::tiny());
                Err(e)
            }
        }
    }

    /// Number of transposition-table entries.
    pub fn table_entries(&self) -> usize {
        self.table.len()
    }

    /// Whether the table holds a result for `pos` (searched before, at the root or inside
    /// the tree): how a front end can tell that a searcher kept what it learned.
    pub fn remembers(&self, pos: &Position) -> bool {
        self.table.probe(pos.hash()).is_some()
    }

    /// Forgets everything learned (call it when a new game starts).
    pub fn clear(&mut self) {
        self.table.clear();
        self.main.clear();
        for helper in &mut self.helpers {
            helper.clear();
        }
    }

    /// Adds deterministic pseudo-random noise of up to ±`amplitude` to every evaluation
    /// (0 = none): how the weaker levels make human-looking mistakes. `seed` varies it.
    /// A noisy search keys the table apart (by a salt from `seed`), so its scores never
    /// reach a search without noise, nor [`Search::remembers`].
    pub fn set_noise(&mut self, amplitude: i32, seed: u64) {
        self.main.set_noise(amplitude, seed);
    }

    /// Evaluates with `weights` instead of [`Weights::DEFAULT`] (for tuning matches).
    pub fn set_weights(&mut self, weights: Weights) {
        self.main.set_weights(weights);
    }

    /// Searches `pos` within `limits` (or until `stop` is set) and returns the best move
    /// found. Always returns a legal move of `pos` while the game is in progress, even when
    /// stopped at once; once the game is over it returns a pass with depth 0.
    ///
    /// The position alone has no history, so the repetition rule plays no part here (see
    /// [`Search::run_game`]); a position repeated inside the search counts as even.
    pub fn run(&mut self, pos: &Position, limits: Limits, stop: &AtomicBool) -> SearchResult {
        self.main.repeated.clear();
        self.search(pos, limits, stop, None)
    }

    /// Searches the current position of `game` like [`Search::run`], knowing its history.
    ///
    /// When the game is played with the repetition rule ([`Rules::repetition`](crate::rules::Rules::repetition)), a move that
    /// brings about a position for the third time scores as a draw (0), counting the game's
    /// positions and those on the search path: so a losing side steers into a repetition
    /// and a winning side away from it. Without the rule this is exactly [`Search::run`].
    ///
    /// The search compares positions by their Zobrist [`Position::hash`], which costs
    /// nothing per node, not by the rule's [`Position::repetition_key`], which costs
    /// microseconds. The game's own positions are grouped by that key, so a position the
    /// game reached twice — even in translated, turned or mirrored forms, or with different
    /// piece numbers — counts as twice; but a position that comes back inside the search
    /// horizon in such a form is not recognised (rare, and then it is merely scored by the
    /// evaluation). Once the game is over (a repetition included) it answers a pass.
    pub fn run_game(&mut self, game: &Game, limits: Limits, stop: &AtomicBool) -> SearchResult {
        self.run_game_reporting(game, limits, stop, None)
    }

    /// [`Search::run_game`], calling `report` after each iteration it completes with what
    /// that iteration found (its best move, score, depth and line): how a front end shows
    /// the search's progress (UHP's `ReportIntermediateBestMoves`). A forced move answered
    /// at once reports nothing.
    pub fn run_game_reporting(
        &mut self,
        game: &Game,
        limits: Limits,
        stop: &AtomicBool,
        report: Option<&mut dyn FnMut(SearchResult)>,
    ) -> SearchResult {
        if game.outcome().is_over() {
            return SearchResult {
                mv: Move::Pass,
                score: finished_score(game),
                depth: 0,
                nodes: 0,
                elapsed: Duration::ZERO,
                pv: vec![Move::Pass],
            };
        }
        self.main.repeated = if game.position().rules().repetition {
            twice_seen(game)
        } else {
            Vec::new()
        };
        let result = self.search(game.position(), limits, stop, report);
        self.main.repeated.clear();
        result
    }

    fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
        mut report: Report<'_>,
    ) -> SearchResult {
        let start = Instant::now();
        self.table.new_search();
        let budget = self.main.start_search(limits, start);
        let aim = match (limits.target, budget) {
            (Some(target), budget) => Some(Aim {
                time: budget.map_or(target, |b| target.min(b)),
                flexible: true,
            }),
            (None, Some(budget)) => Some(Aim {
                time: budget,
                flexible: false,
            }),
            (None, None) => None,
        };
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut pos = pos.clone();
        let root_pos = pos.clone();
        let result = |mv, score, depth, nodes| SearchResult {
            mv: root_pos.hex_move(mv),
            score,
            depth,
            nodes,
            elapsed: start.elapsed(),
            pv: vec![root_pos.hex_move(mv)],
        };

        if pos.state().is_over() {
            return result(CellMove::Pass, terminal_score(&pos, 0), 0, 0);
        }
        let mut root = self.main.root_moves(&pos, &self.table);
        let Some(&(_, first)) = root.first() else {
            return result(CellMove::Pass, 0, 0, 0);
        };
        if root.len() == 1 && !limits.search_forced {
            // Forced (often a pass): nothing to think about.
            return result(first, self.main.leaf_eval(&pos), 0, 1);
        }

        let (done, nodes, main_depth) =
            (AtomicBool::new(false), AtomicU64::new(0), AtomicU8::new(0));
        let shared = Shared {
            table: &self.table,
            stop,
            done: &done,
            nodes: &nodes,
            main_depth: &main_depth,
        };
        let main = &mut self.main;
        // The main thread's iterative deepening, the same alone or with helpers beside it.
        let mut deepen = |main: &mut Worker, pos: &mut Position, root: &mut [(i32, CellMove)]| {
            main.deepen(pos, root, (max_depth, aim), start, &shared, &mut report)
        };
        let (mv, score, depth) = if self.helpers.is_empty() {
            deepen(main, &mut pos, &mut root)
        } else {
            std::thread::scope(|scope| {
                for (i, helper) in self.helpers.iter_mut().enumerate() {
                    helper.follow(main);
                    helper.start_search(limits, start);
                    let (mut pos, mut root, shared) = (pos.clone(), root.clone(), &shared);
                    // Helpers 1, 3, 5… keep one ply ahead of the main thread, helpers 2, 4…
                    // two. They stop when it is done (or on the flag and the clock).
                    let lead = 1 + u8::from(i % 2 == 1);
                    // A thread the system refuses is a helper less, not a failed search.
                    let _ = std::thread::Builder::new().spawn_scoped(scope, move || {
                        helper.help(&mut pos, &mut root, (lead, max_depth), shared)
                    });
                }
                let best = deepen(main, &mut pos, &mut root);
                done.store(true, Ordering::Relaxed);
                best
            })
        };
        let pv = self.main.principal_variation(&pos, mv, &self.table);
        SearchResult {
            mv: pos.hex_move(mv),
            score,
            depth,
            nodes: self.main.nodes + self.helpers.iter().map(|h| h.nodes).sum::<u64>(),
            elapsed: start.elapsed(),
            pv,
        }
    }
}

/// The hashes of the positions of `game` (the current one included) whose repetition key
/// occurs at least twice among them: reaching one of them again is a third occurrence.
fn twice_seen(game: &Game) -> Vec<u64> {
    let mut seen = Vec::with_capacity(game.moves().len() + 1);
    let mut g = game.clone();
    loop {
        let pos = g.position();
        seen.push((pos.repetition_key(), pos.hash()));
        if g.undo().is_none() {
            break;
        }
    }
    let mut keys: Vec<u64> = seen.iter().map(|&(key, _)| key).collect();
    keys.sort_unstable();
    let count = |key: u64| keys.partition_point(|&k| k <= key) - keys.partition_point(|&k| k < key);
    let mut twice: Vec<u64> = seen
        .iter()
        .filter(|&&(key, _)| count(key) >= 2)
        .map(|&(_, hash)| hash)
        .collect();
    twice.sort_unstable();
    twice.dedup();
    twice
}

/// The score of a game that ended, possibly off the board (a repetition, an agreed draw, a
/// resignation), for the side to move.
fn finished_score(game: &Game) -> i32 {
    match game.outcome().winner() {
        Some(winner) => mate_for(winner == game.position().to_move(), 0),
        None => 0,
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod threads_tests;
