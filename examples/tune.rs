//! Tunes the evaluation's weights on real results: the boardspace games of the shared
//! corpus plus self-play games, by Texel's method (see `hive::engine::ai::tune`).
//!
//! `cargo run --release --example tune [CORPUS] [SELF_PLAY_GAMES]`: CORPUS defaults to
//! `../shared/corpus` and SELF_PLAY_GAMES to 200 (a fixed seed: every run reads the same
//! positions and ends at the same weights). Prints the fitted slope, the loss before and
//! after, and the weights as Rust. Nothing is written: weights become the engine's only when
//! a match says they gain.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::time::Instant;

use hive::engine::ai::Weights;
use hive::engine::ai::tune::{self, Sample};
use hive::record;
use hive::rules::GameType;

/// Plies at the start of each game left out: openings say little about the result.
const SKIP: usize = 6;

fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            sgf_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "sgf") {
            out.push(path);
        }
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let corpus = PathBuf::from(args.next().unwrap_or_else(|| "../shared/corpus".into()));
    let self_play: usize = args
        .next()
        .map_or(200, |n| n.parse().expect("a game count"));
    let started = Instant::now();

    let mut samples: Vec<Sample> = Vec::new();
    let mut files = Vec::new();
    sgf_files(&corpus.join("boardspace"), &mut files);
    let mut used = 0;
    for file in &files {
        let Ok(record::Loaded {
            record: rec, game, ..
        }) = record::open(file).and_then(record::Opened::into_first)
        else {
            continue;
        };
        // A resignation counts as a loss for the side that resigned; unfinished games and
        // unknown results teach nothing.
        let result = match (rec.result.winner(), rec.result.is_draw()) {
            (Some(c), _) => Some(if c == hive::rules::Color::White {
                1.0
            } else {
                0.0
            }),
            (None, true) => Some(0.5),
            _ => None,
        };
        if let Some(r) = result {
            samples.extend(tune::samples_of(&game, r, SKIP));
            used += 1;
        }
    }
    if files.is_empty() {
        eprintln!(
            "SKIPPING the corpus: no SGF files under {} (pass its path as the first argument)",
            corpus.display()
        );
    }
    println!(
        "corpus: {used} of {} games with a result, {} positions",
        files.len(),
        samples.len()
    );
    let games = tune::self_play(GameType::MLP, self_play, 2, 6, 300, 2026);
    let before = samples.len();
    for g in &games {
        if let Some(r) = tune::white_result(g.outcome()) {
            samples.extend(tune::samples_of(g, r, SKIP));
        }
    }
    println!(
        "self-play: {} of {self_play} games finished (depth 2, 6 random plies), {} positions",
        games.len(),
        samples.len() - before
    );

    let start = Weights::DEFAULT;
    let k = tune::fit_slope(&samples, &start);
    let first = tune::loss(&samples, &start, k);
    println!("slope {k:.5}; loss with today's weights {first:.5}");
    let (w, last) = tune::tune(&samples, start, k, 20, |p| {
        println!("pass {}: loss {:.5} ({} steps)", p.number, p.loss, p.steps);
    });
    let k2 = tune::fit_slope(&samples, &w);
    println!(
        "loss {first:.5} -> {last:.5} ({:.2}% lower); refitted slope {k2:.5}; {:.1} s",
        100.0 * (first - last) / first,
        started.elapsed().as_secs_f64()
    );
    println!("{}", tune::as_rust(&w));
}
