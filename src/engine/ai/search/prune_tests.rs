//! The prunings against the prover: a sample of the shipped puzzles, each a forced win or
//! an only save proved by exhaustive search (`engine::puzzles::prove`, which cuts
//! nothing), must be found by the pruned search within [`SLACK`] plies of the depth the
//! proof needs. A pruned search may see a quiet attacking move late (it is pruned or
//! reduced near the leaves until the iteration is deep enough), never not at all.

// They read the shipped puzzle set, which comes with the `records` feature.
#![cfg(feature = "records")]

use std::sync::atomic::AtomicBool;

use crate::engine::ai::limits::{Limits, mate_in};
use crate::engine::ai::search::Search;
use crate::engine::puzzles::{Prover, set};
use crate::rules::{Game, Move, parse_move};

/// Plies beyond the proof's depth the pruned search may need: a quiet attacking move is
/// pruned or reduced near the leaves, and a side far ahead is cut on its static
/// evaluation within three plies of them, so a mating attack is seen late (at the proof's
/// depth the pruned search misses about one in eight of these puzzles).
const SLACK: u32 = 4;

/// Every puzzle of `kind` in `n` moves, taking every `step`-th one.
fn every(kind: &str, n: u32, step: usize) -> Vec<set::Puzzle> {
    let all = set::shipped().unwrap();
    all.into_iter()
        .filter(|p| p.kind == kind && p.moves == n)
        .step_by(step)
        .collect()
}

/// Whether `mv` wins `game` for the side to move within `n` of its moves, by the prover:
/// it ends the game in that side's favour, or every reply leaves a win within `n - 1`.
fn wins(prover: &mut Prover, game: &Game, mv: Move, n: u32) -> bool {
    let me = game.position().to_move();
    let mut after = game.clone();
    after.play(mv).unwrap();
    if after.outcome().is_over() {
        return after.outcome().winner() == Some(me);
    }
    after.position().legal_moves().into_iter().all(|reply| {
        let mut next = after.clone();
        next.play(reply).unwrap();
        match next.outcome() {
            s if s.is_over() => s.winner() == Some(me),
            _ => prover.wins_within(&next, n - 1).unwrap(),
        }
    })
}

#[test]
fn the_pruned_search_finds_each_sampled_proved_win_within_four_plies_of_its_proof() {
    let mut prover = Prover::new();
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for n in 2..=3 {
        for p in every("win", n, 8) {
            let game = p.game().unwrap();
            let depth = (2 * n - 1 + SLACK) as u8;
            let r = Search::new(4).run_game(&game, Limits::depth(depth), &stop);
            // A win found deeper may be a longer one than the puzzle's, but it is a win.
            let mate = mate_in(r.score).unwrap_or(0);
            assert!(
                mate >= 1,
                "{}: score {} at depth {depth}, no win",
                p.id,
                r.score
            );
            assert!(wins(&mut prover, &game, r.mv, n), "{}: {:?}", p.id, r.mv);
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked}");
}

#[test]
fn the_pruned_search_finds_each_sampled_only_save_within_four_plies_of_its_threat() {
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for n in 1..=2 {
        for p in every("save", n, 3) {
            let game = p.game().unwrap();
            let save: Vec<Move> = p.accepted[0]
                .iter()
                .map(|s| parse_move(game.position(), s).unwrap())
                .collect();
            let depth = (2 * n + SLACK) as u8;
            let r = Search::new(4).run_game(&game, Limits::depth(depth), &stop);
            assert!(
                save.contains(&r.mv),
                "{}: {:?} at depth {depth}",
                p.id,
                r.mv
            );
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked}");
}
