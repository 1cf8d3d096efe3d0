//! Search speed: a fixed-depth search from middle-game positions, each answer checked legal.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::atomic::AtomicBool;

use criterion::{Criterion, criterion_group, criterion_main};
use hive::engine::ai::{Limits, Search};
use hive::rules::Game;

/// Middle-game positions from the Online Hive World Championship finals (Mzinga's table of
/// real-game positions).
const POSITIONS: [(&str, &str); 2] = [
    (
        "wc2019 black 9",
        "Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\\;bQ bL\\;wQ \\wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\\;bM wA1\\;wB1 wQ\\;bA2 /bP;wB2 wM-;bA1 wB2\\;wB1 wG1",
    ),
    (
        "wc2021 black 11",
        "Base+MLP;InProgress;Black[11];wB1;bG1 -wB1;wQ wB1\\;bL -bG1;wQ bG1\\;bQ /bL;wB1 bG1;bM \\bQ;wA1 wB1/;bA1 \\bL;wA1 bQ\\;bA1 wQ-;wM /wA1;bM /wQ;wM -bQ;bL wQ/;wP \\wB1;bP bM\\;wB2 /wA1;bA2 bL-;wP \\bL",
    ),
];

fn bench(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    for (name, text) in POSITIONS {
        let game = Game::parse(text).expect("a valid game string");
        let pos = game.position().clone();
        let legal = pos.legal_moves();
        let mut search = Search::new(4);
        c.bench_function(&format!("search depth 3, {name}"), |b| {
            b.iter(|| {
                // A fresh table each time, so every iteration does the same work.
                search.clear();
                let r = search.run(&pos, Limits::depth(3), &stop);
                assert!(legal.contains(&r.mv), "{:?} is not legal", r.mv);
                assert_eq!(r.depth, 3);
                r.nodes
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
