//! Search speed: a fixed-depth search from middle-game positions, each answer checked legal,
//! and the time to depth 5 on one thread and on two; how close a time-limited search comes
//! to its budget; how soon a raised stop flag answers; what the two low levels cost per move.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use hive::engine::ai::{Level, Limits, Search};
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
        // Time to depth on one thread and on two (Lazy SMP; the two threads answer the same
        // depth sooner only when the machine has a second core free).
        for threads in [1, 2] {
            let mut search = Search::new(4);
            search.set_threads(threads);
            c.bench_function(
                &format!("search depth 5 on {threads} threads, {name}"),
                |b| {
                    b.iter(|| {
                        search.clear();
                        let r = search.run(&pos, Limits::depth(5), &stop);
                        assert!(legal.contains(&r.mv), "{:?} is not legal", r.mv);
                        assert_eq!(r.depth, 5);
                        r.nodes
                    })
                },
            );
        }
        // Should stay just under the budget: the search keeps a margin for answering.
        c.bench_function(&format!("search with a 100 ms budget, {name}"), |b| {
            b.iter(|| {
                let r = search.run(&pos, Limits::time(Duration::from_millis(100)), &stop);
                assert!(legal.contains(&r.mv), "{:?} is not legal", r.mv);
                r.depth
            })
        });
        // From a raised flag to the answer: the latency of `stop` in the terminal game.
        let raised = AtomicBool::new(true);
        c.bench_function(&format!("search stopped by a raised flag, {name}"), |b| {
            b.iter(|| {
                let r = search.run(&pos, Limits::default(), &raised);
                assert!(legal.contains(&r.mv), "{:?} is not legal", r.mv);
                assert!(r.nodes <= 256, "{} nodes", r.nodes);
            })
        });
        for level in [Level::Beginner, Level::Casual] {
            c.bench_function(&format!("{level} picks a move, {name}"), |b| {
                b.iter(|| {
                    let mv = level.pick(&pos, &stop);
                    assert!(legal.contains(&mv), "{mv:?} is not legal");
                })
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
