//! Measures the search: nodes per second and depth reached from middle-game positions.
//!
//! `cargo run --release --example search_speed [milliseconds | dN] [tN]`: a timed search
//! (default 1000 ms per position), or with `d6` a fixed-depth search (for comparing
//! versions); `t2` searches on two threads (time to depth: compare `d8 t1` and `d8 t2`).

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use hive::engine::ai::{Limits, Search};
use hive::rules::Game;

/// Middle-game positions from the 2018–2021 Online Hive World Championship finals (from
/// Mzinga's test table of real-game positions).
const POSITIONS: [&str; 3] = [
    "Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\\;bQ bL\\;wQ \\wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\\;bM wA1\\;wB1 wQ\\;bA2 /bP;wB2 wM-;bA1 wB2\\;wB1 wG1",
    "Base+MLP;InProgress;Black[13];wL;bG1 /wL;wQ wL-;bL /bG1;wA1 wQ/;bQ -bL;wA2 wA1-;bM bQ/;wS1 \\wQ;bP \\bQ;wS1 \\bM;bA1 bL-;wA2 bA1\\;bL \\wQ;wA1 bQ\\;bA2 bL/;wP wQ-;bA3 \\bL;wA3 wS1/;bA3 \\wA3;wB1 /wA1;bB1 -bQ;wB1 wA1;bB2 \\bL;wS2 wP\\",
    "Base+MLP;InProgress;Black[11];wB1;bG1 -wB1;wQ wB1\\;bL -bG1;wQ bG1\\;bQ /bL;wB1 bG1;bM \\bQ;wA1 wB1/;bA1 \\bL;wA1 bQ\\;bA1 wQ-;wM /wA1;bM /wQ;wM -bQ;bL wQ/;wP \\wB1;bP bM\\;wB2 /wA1;bA2 bL-;wP \\bL",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let threads = args
        .iter()
        .find_map(|a| a.strip_prefix('t').and_then(|t| t.parse().ok()))
        .unwrap_or(1);
    let arg = args
        .iter()
        .find(|a| !a.starts_with('t'))
        .cloned()
        .unwrap_or_default();
    let limits = match arg.strip_prefix('d').and_then(|d| d.parse().ok()) {
        Some(depth) => Limits::depth(depth),
        None => Limits::time(Duration::from_millis(arg.parse().unwrap_or(1000))),
    };
    let stop = AtomicBool::new(false);
    for (i, text) in POSITIONS.iter().enumerate() {
        let game = match Game::parse(text) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("position {}: {e}", i + 1);
                continue;
            }
        };
        let pos = game.position();
        let mut search = Search::new(64);
        search.set_threads(threads);
        let r = search.run(pos, limits, &stop);
        let pv: Vec<String> = {
            let mut g = game.clone();
            r.pv.iter()
                .map_while(|&m| {
                    let s = g.format_move(m);
                    g.play(m).ok().map(|_| s)
                })
                .collect()
        };
        println!(
            "position {}: {} legal moves; depth {} in {:.3} s, {} nodes, {:.0} nodes/s, best {} score {} pv {}",
            i + 1,
            pos.legal_moves().len(),
            r.depth,
            r.elapsed.as_secs_f64(),
            r.nodes,
            r.nodes_per_second(),
            game.format_move(r.mv),
            r.score,
            pv.join(", ")
        );
    }
}
