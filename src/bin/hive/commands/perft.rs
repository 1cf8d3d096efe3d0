//! `hive perft`: counting the move tree.

use std::io::Write;
use std::time::Instant;

use hive::engine::perft::perft_threads;
use hive::rules::Game;
use hive::rules::divide;
use hive::rules::format_move;

use crate::error::CliError;

use super::print_with;

/// `hive perft GAME`: one line per depth (`depth count seconds nodes/s`), counted on
/// `threads` threads, or the count split by first move.
pub fn run(
    game: &str,
    depth: usize,
    bulk: bool,
    threads: usize,
    div: bool,
) -> Result<(), CliError> {
    let game = Game::parse(game).map_err(|source| CliError::GameString {
        text: game.to_string(),
        source,
    })?;
    let mut pos = game.position().clone();
    if div {
        let moves = divide(&mut pos, depth);
        return print_with(|out| {
            let mut total = 0;
            for (mv, n) in moves {
                writeln!(out, "{} {n}", format_move(&pos, mv))?;
                total += n;
            }
            writeln!(out, "total {total}")
        });
    }
    print_with(|out| {
        for d in 1..=depth {
            let start = Instant::now();
            let n = perft_threads(&pos, d, bulk, threads);
            let secs = start.elapsed().as_secs_f64();
            writeln!(
                out,
                "{d} {n} {secs:.3}s {:.0} nodes/s",
                n as f64 / secs.max(1e-9)
            )?;
        }
        Ok(())
    })
}
