//! Finding puzzles: positions searched a second and puzzles found a minute in the games of
//! the shipped set's corpus puzzles (each puzzle's GameString is its game up to there),
//! one thread; and every shipped puzzle proved again (`-- --ignored`-free: `cargo bench
//! --bench puzzles -- prove-all`).

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use hive::engine::puzzles::set::{self, Puzzle};
use hive::engine::puzzles::{Candidate, Kind, Prover, find_in_game, prove};

/// The corpus games behind the first `count` corpus puzzles.
fn games(count: usize) -> Vec<hive::rules::Game> {
    let puzzles: Vec<Puzzle> = set::shipped().unwrap();
    puzzles
        .iter()
        .filter(|p| p.source.starts_with("boardspace/"))
        .take(count)
        .map(|p| p.game().unwrap())
        .collect()
}

fn bench(c: &mut Criterion) {
    let games = games(8);
    // One pass by hand first: the rates the guide quotes.
    let started = Instant::now();
    let (mut positions, mut found) = (0, 0);
    let mut prover = Prover::new();
    for game in &games {
        let mut out = Vec::new();
        let searched = find_in_game(
            &mut prover,
            game,
            Candidate::default(),
            &mut |_| true,
            &mut out,
        );
        positions += searched.positions;
        found += out.len();
    }
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "{} games: {positions} positions searched, {found} puzzles, in {secs:.1} s: {:.1} positions/s, {:.1} puzzles a minute (one thread)",
        games.len(),
        positions as f64 / secs,
        found as f64 * 60.0 / secs
    );
    let mut group = c.benchmark_group("puzzles");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("find in one corpus game", |b| {
        let mut prover = Prover::new();
        b.iter(|| {
            let mut out = Vec::new();
            find_in_game(
                &mut prover,
                &games[0],
                Candidate::default(),
                &mut |_| true,
                &mut out,
            )
        })
    });
    group.finish();
}

/// Every shipped puzzle proved again (minutes): `cargo bench --bench puzzles -- prove-all`.
fn prove_all(c: &mut Criterion) {
    let puzzles = set::shipped().unwrap();
    let mut group = c.benchmark_group("prove-all");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(1));
    group.bench_function("every shipped puzzle", |b| {
        b.iter_custom(|iters| {
            let started = Instant::now();
            for _ in 0..iters.min(1) {
                let mut prover = Prover::new();
                for p in &puzzles {
                    let kind: Kind = p.kind().unwrap();
                    let solution = prove(&mut prover, &p.game().unwrap(), kind, p.moves).unwrap();
                    assert_eq!(
                        solution.map(|s| s.line),
                        Some(p.solution.clone()),
                        "{}",
                        p.id
                    );
                }
            }
            started.elapsed()
        })
    });
    group.finish();
}

criterion_group!(benches, bench, prove_all);
criterion_main!(benches);
