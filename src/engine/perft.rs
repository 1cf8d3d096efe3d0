//! Perft on several threads: the move tree split into the subtrees two plies down, which
//! the threads take one at a time.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use crate::rules::{MoveList, Position, perft};

/// Counts the positions exactly `depth` plies from `pos`, as [`perft`] does, on `threads`
/// threads (at least one). `bulk` as for [`perft`].
///
/// The subtrees two plies down are shared out as the threads ask for them (a thread that
/// finishes early takes the next), each thread on its own copy of the position; no thread
/// allocates per node.
pub fn perft_threads(pos: &Position, depth: usize, bulk: bool, threads: usize) -> u64 {
    if threads <= 1 || depth <= 2 {
        return perft(&mut pos.clone(), depth, bulk);
    }
    // Every two-ply line: the subtrees to share out.
    let mut work = pos.clone();
    let (mut first, mut second) = (MoveList::new(), MoveList::new());
    let mut lines = Vec::new();
    work.generate_moves(&mut first);
    for &a in first.as_slice() {
        let undo_a = work.play_fast(a);
        work.generate_moves(&mut second);
        lines.extend(second.as_slice().iter().map(|&b| (a, b)));
        work.undo(undo_a);
    }
    let next = AtomicUsize::new(0);
    let total = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(lines.len().max(1)) {
            scope.spawn(|| {
                let mut mine = pos.clone();
                let mut sum = 0;
                while let Some(&(a, b)) = lines.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let undo_a = mine.play_fast(a);
                    let undo_b = mine.play_fast(b);
                    sum += perft(&mut mine, depth - 2, bulk);
                    mine.undo(undo_b);
                    mine.undo(undo_a);
                }
                total.fetch_add(sum, Ordering::Relaxed);
            });
        }
    });
    total.into_inner()
}
