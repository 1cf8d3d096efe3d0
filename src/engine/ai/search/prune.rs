//! How much of the tree a node may skip: the reductions and prunings of the search, as
//! pure rules on a node's depth, a move's rank and its ordering score.
//!
//! Hive's branching factor is large (often 100 moves and more), and most of those moves
//! are placements and ant runs that change nothing near a Queen. So the search spends
//! little on them: late quiet moves are searched shallower ([`late_move_reduction`]), and
//! near the leaves not at all ([`late_move_pruned`]); a node whose static evaluation is
//! far above what its parent needs is cut at once ([`futile`]), and one that stays above it
//! even after passing its move is cut after a shallow search ([`null_move_reduction`]).
//! The four went in together, on an SPRT against the search without them (see the guide,
//! `docs/engine.md`); none has been tried alone.

use crate::engine::ai::limits::is_mate;
use crate::engine::ai::order::TACTICAL;

/// The deepest node cut by its static evaluation alone.
const FUTILITY_DEPTH: i32 = 3;
/// How far above `beta` the static evaluation must be, per ply left, for the node to be
/// cut: about two pieces' mobility a ply (one more enemy neighbour at a Queen is 23).
const FUTILITY_MARGIN: i32 = 50;
/// The shallowest node that tries a null move.
const NULL_MOVE_DEPTH: i32 = 3;
/// No null move before this ply: in the opening the Queen must come down by the fourth
/// turn, and a pass there is no sign of anything.
pub(super) const NULL_MOVE_FROM_PLY: u32 = 8;
/// Quiet moves tried at a node near the leaves, per ply left squared.
const LATE_MOVES: usize = 3;

/// Whether a node off the principal variation, with `depth` plies left and static
/// evaluation `eval`, is cut without a search: so far above `beta` that `depth` plies
/// would rarely bring it back. Never near a mate, whose scores are exact.
pub(super) fn futile(depth: i32, eval: i32, beta: i32) -> bool {
    depth <= FUTILITY_DEPTH && !is_mate(beta) && eval - FUTILITY_MARGIN * depth >= beta
}

/// Whether a node with `depth` plies left is near enough the leaves for [`futile`] to
/// cut it: deeper, its static evaluation is wanted only for a null move.
pub(super) fn may_cut_statically(depth: i32) -> bool {
    depth <= FUTILITY_DEPTH
}

/// How many plies shallower than usual the null-move search of a node with `depth` plies
/// left goes (the pass itself is one more), or `None` if it tries none: too shallow, or
/// its static evaluation `eval` below `beta`, where passing would not hold anyway.
pub(super) fn null_move_reduction(depth: i32, eval: i32, beta: i32) -> Option<i32> {
    (depth >= NULL_MOVE_DEPTH && eval >= beta && !is_mate(beta)).then_some(2 + depth / 4)
}

/// How many plies shallower the `i`-th move (from 0) of a node with `depth` plies left is
/// searched first: none for the first three and for tactical moves, then growing with
/// the logarithms of both, so a late move at a deep node loses several plies (searched
/// again in full if it surprises). Leaves at least one ply.
pub(super) fn late_move_reduction(depth: i32, i: usize, order_score: i32) -> i32 {
    if depth < 3 || i < 3 || order_score >= TACTICAL {
        return 0;
    }
    let r = 0.5 + f64::from(depth).ln() * (i as f64).ln() / 2.5;
    (r as i32).clamp(1, depth - 2)
}

/// Whether the `i`-th move (from 0) of a node off the principal variation with `depth`
/// plies left is not searched at all: a quiet move beyond the first `3 × depth²`, at a
/// node at most three plies from the leaves. Moves come best first, so every later move
/// is pruned too.
pub(super) fn late_move_pruned(depth: i32, i: usize, order_score: i32) -> bool {
    (1..=3).contains(&depth) && order_score < TACTICAL && i >= LATE_MOVES * (depth * depth) as usize
}

#[cfg(test)]
#[path = "prune_tests.rs"]
mod tests;
