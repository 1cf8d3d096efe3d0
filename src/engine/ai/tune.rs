//! Fitting the evaluation to real results (Texel's method): every position of a set of
//! finished games is labelled with how the game ended for White (1, ½ or 0), and the
//! weights are moved, one at a time, while the mean squared gap between the label and a
//! logistic curve of the static evaluation gets smaller.
//!
//! `cargo run --release --example tune` runs it on the boardspace corpus in
//! `../shared/corpus` plus self-play games it plays itself, and prints the weights it finds.
//! A fit is a proposal: weights become the engine's only when a match says they gain.

use std::sync::atomic::AtomicBool;

use crate::rules::{Color, Game, GameState, GameType, Position, Rules};

use super::rng::Rng;
use super::{Limits, Search, Weights, evaluate_with};

/// One labelled position.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position.
    pub position: Position,
    /// How the game it comes from ended for White: 1 a win, 0.5 a draw, 0 a loss.
    pub white_result: f64,
}

/// The positions of `game` after its first `skip` plies (openings say little about the
/// result), labelled with `white_result`. A position where the game is already over is left
/// out: the evaluation is not asked about those.
pub fn samples_of(game: &Game, white_result: f64, skip: usize) -> Vec<Sample> {
    let mut replay = Game::with_rules(game.game_type(), game.position().rules());
    let mut out = Vec::new();
    for (i, mv) in game.moves().enumerate() {
        if i >= skip && !replay.outcome().is_over() {
            out.push(Sample {
                position: replay.position().clone(),
                white_result,
            });
        }
        if replay.play(mv).is_err() {
            break;
        }
    }
    out
}

/// White's result in a finished game on the board, if it has one.
pub fn white_result(state: GameState) -> Option<f64> {
    match state {
        GameState::WhiteWins => Some(1.0),
        GameState::BlackWins => Some(0.0),
        GameState::Draw => Some(0.5),
        _ => None,
    }
}

/// Plays `games` games of `game_type` against itself at a fixed `depth`, each from
/// `random_plies` random opening plies (the seed fixes them, so a run is repeatable), and
/// returns the finished ones. A game still going after `max_plies` is dropped.
pub fn self_play(
    game_type: GameType,
    games: usize,
    depth: u8,
    random_plies: usize,
    max_plies: usize,
    seed: u64,
) -> Vec<Game> {
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(seed);
    let mut search = Search::new(16);
    let rules = Rules {
        repetition: true,
        ..Rules::default()
    };
    let mut finished = Vec::new();
    for _ in 0..games {
        let mut game = Game::with_rules(game_type, rules);
        search.clear();
        while !game.outcome().is_over() && game.moves().len() < max_plies {
            let mv = if game.moves().len() < random_plies {
                let moves = game.position().legal_moves();
                match moves.get(rng.below(moves.len() as u64) as usize) {
                    Some(&mv) => mv,
                    None => break,
                }
            } else {
                search.run_game(&game, Limits::depth(depth), &stop).mv
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        if game.outcome().is_over() {
            finished.push(game);
        }
    }
    finished
}

/// The static evaluation of `pos` from White's side.
fn white_eval(pos: &Position, w: &Weights) -> f64 {
    let e = f64::from(evaluate_with(pos, w));
    match pos.to_move() {
        Color::White => e,
        Color::Black => -e,
    }
}

/// The expected result for White at evaluation `e`: a logistic curve of slope `k`.
fn expected(e: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * e).exp())
}

/// The mean squared gap between the samples' results and what the evaluation under `w`
/// predicts with slope `k`.
pub fn loss(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| (s.white_result - expected(white_eval(&s.position, w), k)).powi(2))
        .sum();
    sum / samples.len() as f64
}

/// The slope that fits the evaluation under `w` to the samples best (a golden-section
/// search; evaluations are in units where a mobile Ant is about 24).
pub fn fit_slope(samples: &[Sample], w: &Weights) -> f64 {
    // The loss is taken over the evaluations once; only the curve changes.
    let evals: Vec<(f64, f64)> = samples
        .iter()
        .map(|s| (white_eval(&s.position, w), s.white_result))
        .collect();
    let at = |k: f64| -> f64 {
        evals
            .iter()
            .map(|&(e, r)| (r - expected(e, k)).powi(2))
            .sum()
    };
    let (mut lo, mut hi) = (1e-5_f64, 0.1_f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if at(a) < at(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// How far one step of the tuner moves the weight called `name`.
fn step_of(name: &str) -> i32 {
    match name {
        "tempo" | "on_own_queen" | "pillbug_guard" | "mosquito_guard" => 2,
        "own_free_neighbour_halves" => 1,
        "on_enemy_queen" => 3,
        _ => 5,
    }
}

/// What one pass of the tuner did.
#[derive(Clone, Debug, PartialEq)]
pub struct Pass {
    /// The pass, from 1.
    pub number: usize,
    /// The loss after it.
    pub loss: f64,
    /// How many single steps it kept.
    pub steps: usize,
}

/// Coordinate descent from `start` with slope `k`: each weight in turn is stepped up or
/// down while that lowers the loss on the samples; passes repeat until one keeps no step,
/// or `max_passes`. `own_free_neighbour_halves` stays within 0 to 2, percentages and
/// bonuses at 0 or more. Returns the weights and the loss they reach.
pub fn tune(
    samples: &[Sample],
    start: Weights,
    k: f64,
    max_passes: usize,
    mut report: impl FnMut(&Pass),
) -> (Weights, f64) {
    let mut best = start;
    let mut best_loss = loss(samples, &best, k);
    for number in 1..=max_passes {
        let mut steps = 0;
        for name in Weights::NAMES {
            for dir in [1, -1] {
                loop {
                    let mut trial = best;
                    let Some(v) = trial.by_name(name) else {
                        break;
                    };
                    *v += dir * step_of(name);
                    let in_range = *v >= 0 && (name != "own_free_neighbour_halves" || *v <= 2);
                    if !in_range {
                        break;
                    }
                    let l = loss(samples, &trial, k);
                    if l >= best_loss {
                        break;
                    }
                    best = trial;
                    best_loss = l;
                    steps += 1;
                }
            }
        }
        report(&Pass {
            number,
            loss: best_loss,
            steps,
        });
        if steps == 0 {
            break;
        }
    }
    (best, best_loss)
}

/// The weights as the Rust that would make them the default.
pub fn as_rust(w: &Weights) -> String {
    let mut w = *w;
    let mut out = String::from("Weights {\n");
    for name in Weights::NAMES {
        if let Some(v) = w.by_name(name) {
            out.push_str(&format!("    {name}: {v},\n"));
        }
    }
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short game that White wins (nokamute's "White wins" case).
    const WHITE_WINS: &str = r"Base;WhiteWins;Black[8];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \bQ;wG1 bQ\;bG2 bQ/;wA1 wQ\;bA1 bG2/;wA1 bG2\;bA1 \bG2;wQ \wS1;bA1 bG2/;wQ /bG1";

    #[test]
    fn samples_label_every_position_before_the_end() {
        let game = Game::parse(WHITE_WINS).unwrap();
        let plies = game.moves().len();
        let samples = samples_of(&game, white_result(game.outcome()).unwrap(), 4);
        assert_eq!(samples.len(), plies - 4);
        assert!(samples.iter().all(|s| s.white_result == 1.0));
        assert!(samples.iter().all(|s| !s.position.state().is_over()));
    }

    #[test]
    fn tuning_never_raises_the_loss_and_the_slope_is_a_minimum() {
        let game = Game::parse(WHITE_WINS).unwrap();
        let samples = samples_of(&game, 1.0, 0);
        let k = fit_slope(&samples, &Weights::DEFAULT);
        let at_k = loss(&samples, &Weights::DEFAULT, k);
        assert!(at_k <= loss(&samples, &Weights::DEFAULT, k * 1.5) + 1e-12);
        assert!(at_k <= loss(&samples, &Weights::DEFAULT, k / 1.5) + 1e-12);
        let mut passes = Vec::new();
        let (w, l) = tune(&samples, Weights::DEFAULT, k, 5, |p| passes.push(p.clone()));
        assert!(l <= at_k);
        assert!((loss(&samples, &w, k) - l).abs() < 1e-12);
        assert!(passes.windows(2).all(|p| p[1].loss <= p[0].loss));
        assert!((0..=2).contains(&w.own_free_neighbour_halves));
        assert!(as_rust(&w).contains(&format!("tempo: {},", w.tempo)));
    }

    #[test]
    fn self_play_is_repeatable_and_finishes_its_games() {
        let a = self_play(GameType::BASE, 2, 1, 4, 120, 7);
        let b = self_play(GameType::BASE, 2, 1, 4, 120, 7);
        let strings = |g: &[Game]| g.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(strings(&a), strings(&b));
        assert!(a.iter().all(|g| g.outcome().is_over()));
    }
}
