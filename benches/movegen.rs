//! Move generation speed: perft from the start and from a crowded mid-game position.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{Criterion, criterion_group, criterion_main};
use hive::rules::perft;
use hive::rules::{Game, GameType, MoveList, Position};

/// The "beetle gate" position and its perft counts, from `../shared/perft.md`.
const BEETLE_GATE: &str =
    "Base+MLP;InProgress;White[5];wB1;bB1 -wB1;wQ wB1-;bQ /bB1;wB2 wQ-;bQ /wB1;wB2 wQ;bB1 bQ";

fn bench(c: &mut Criterion) {
    let mut start = Position::new(GameType::MLP);
    c.bench_function("perft Base+MLP depth 5", |b| {
        b.iter(|| assert_eq!(perft(&mut start, 5, true), 5_427_108))
    });
    let mut base = Position::new(GameType::BASE);
    c.bench_function("perft Base depth 5", |b| {
        b.iter(|| assert_eq!(perft(&mut base, 5, true), 516_240))
    });
    let mut gate = Game::parse(BEETLE_GATE).unwrap().position().clone();
    c.bench_function("perft beetle gate depth 3", |b| {
        b.iter(|| assert_eq!(perft(&mut gate, 3, true), 44_307))
    });
    let gate = Game::parse(BEETLE_GATE).unwrap().position().clone();
    let mut list = MoveList::new();
    c.bench_function("generate moves, beetle gate", |b| {
        b.iter(|| {
            gate.generate_moves(&mut list);
            assert_eq!(list.len(), 36);
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
