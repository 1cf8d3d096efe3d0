//! Mzinga's perft table at one depth, all eight game types from the empty board, timed:
//! `cargo bench --bench perft_table` counts depth 6 on one thread; `HIVE_PERFT_DEPTH=8`
//! and `HIVE_PERFT_THREADS=N` ask for more. Every count is checked against the table
//! (`tests/data/positions/perft_start.tsv`), so a fast wrong answer fails.
//!
//! One long count per type rather than criterion's many samples: a depth-8 count takes
//! minutes, and its time is the measurement.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Instant;

use hive::engine::perft::perft_threads;
use hive::rules::Game;

const TABLE: &str = include_str!("../tests/data/positions/perft_start.tsv");

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{name}={v}: not a number"))
    })
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument is not used.
    let depth = setting("HIVE_PERFT_DEPTH", 6);
    let threads = setting("HIVE_PERFT_THREADS", 1).max(1);
    let mut total = (0u64, 0f64);
    for line in TABLE.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [game_type, d, nodes] = fields[..] else {
            panic!("a row of three fields: {line}")
        };
        if d.parse::<usize>().unwrap() != depth {
            continue;
        }
        let expected: u64 = nodes.parse().unwrap();
        let pos = Game::parse(game_type).unwrap().position().clone();
        let started = Instant::now();
        let got = perft_threads(&pos, depth, true, threads);
        let secs = started.elapsed().as_secs_f64();
        assert_eq!(got, expected, "{game_type} perft({depth})");
        println!(
            "{game_type:<9} perft({depth}) = {got:>12} in {secs:>8.2} s, {:>6.1} M leaves/s on {threads} thread(s)",
            got as f64 / secs / 1e6
        );
        total = (total.0 + got, total.1 + secs);
    }
    assert!(
        total.0 > 0,
        "no row at depth {depth} (the table has 0 to 8)"
    );
    println!(
        "all eight perft({depth}) = {:>12} in {:>8.2} s, {:>6.1} M leaves/s",
        total.0,
        total.1,
        total.0 as f64 / total.1 / 1e6
    );
}
