//! `perft` for UHP: the same counts as [`crate::rules::perft`], but stoppable (a flag, a
//! deadline), and written one line per depth as MzingaEngine writes them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::rules::{MoveList, Position};

/// The deepest `perft` accepted (far beyond what finishes: Base perft(8) is in the tens of
/// billions).
pub(crate) const MAX_PERFT_DEPTH: usize = 20;

/// When a count must give up.
pub(crate) struct Stopper<'a> {
    pub stop: &'a AtomicBool,
    pub deadline: Option<Instant>,
}

impl Stopper<'_> {
    fn should_stop(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// The number of positions exactly `depth` plies from `pos` (bulk-counted at the last ply,
/// like [`crate::rules::perft`]), or `None` if `stopper` stopped it first. Checks the flag
/// and the clock at every node two or more plies above the leaves: each of those costs a
/// move generation per child, so the check is free and the reaction quick.
pub(crate) fn count(pos: &Position, depth: usize, stopper: &Stopper) -> Option<u64> {
    let mut pos = pos.clone();
    let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::new()).collect();
    walk(&mut pos, &mut lists, stopper)
}

fn walk(pos: &mut Position, lists: &mut [MoveList], stopper: &Stopper) -> Option<u64> {
    let Some((list, rest)) = lists.split_first_mut() else {
        return Some(1);
    };
    if rest.is_empty() {
        return Some(pos.count_moves(list) as u64);
    }
    if let [next] = rest {
        return Some(pos.count_two_plies(list, next));
    }
    if stopper.should_stop() {
        return None;
    }
    pos.generate_moves(list);
    let mut total = 0;
    for &mv in list.as_slice() {
        let undo = pos.play_fast(mv);
        let n = walk(pos, rest, stopper);
        pos.undo(undo);
        total += n?;
    }
    Some(total)
}

/// MzingaEngine's line for one depth: `perft(3)  =            1,440 in     12 ms.  120.0 KN/s`
/// (the name padded to 9, the count and the milliseconds right-aligned in 16 with thousands
/// separators, thousands of nodes per second in 8 with one decimal). The rate is taken
/// from the exact time, so a count done within a millisecond shows a rate, not infinity.
pub(crate) fn line(depth: usize, nodes: u64, elapsed: Duration) -> String {
    let rate = nodes as f64 / (elapsed.as_secs_f64() * 1000.0).max(1e-6);
    let tenths = (rate * 10.0).round().min(u64::MAX as f64) as u64;
    format!(
        "{:<9} = {:>16} in {:>16} ms. {:>8} KN/s",
        format!("perft({depth})"),
        grouped(nodes),
        grouped(u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX)),
        format!("{}.{}", grouped(tenths / 10), tenths % 10),
    )
}

/// `n` with a comma between groups of three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, GameType, perft};

    fn free() -> (AtomicBool, Option<Instant>) {
        (AtomicBool::new(false), None)
    }

    #[test]
    fn counts_agree_with_the_rules_perft() {
        let (stop, deadline) = free();
        let stopper = Stopper {
            stop: &stop,
            deadline,
        };
        let start = Position::new(GameType::BASE);
        let counts: Vec<u64> = (0..=4)
            .map(|d| count(&start, d, &stopper).unwrap())
            .collect();
        assert_eq!(counts, [1, 4, 96, 1440, 21600]);
        let game =
            Game::parse(r"Base+MLP;InProgress;White[4];wP;bM wP-;wQ \wP;bQ bM\;wA1 -wQ;bL bQ\")
                .unwrap();
        for depth in 0..=3 {
            let mut pos = game.position().clone();
            assert_eq!(
                count(game.position(), depth, &stopper),
                Some(perft(&mut pos, depth, true)),
                "depth {depth}"
            );
        }
    }

    #[test]
    fn a_raised_flag_or_a_past_deadline_stops_the_count() {
        let start = Position::new(GameType::MLP);
        let raised = AtomicBool::new(true);
        let stopped = Stopper {
            stop: &raised,
            deadline: None,
        };
        assert_eq!(count(&start, 5, &stopped), None);
        // Depths below two never look: they are one move generation.
        assert_eq!(count(&start, 1, &stopped), Some(7));
        let lowered = AtomicBool::new(false);
        let late = Stopper {
            stop: &lowered,
            deadline: Some(Instant::now()),
        };
        assert_eq!(count(&start, 6, &late), None);
    }

    #[test]
    fn lines_have_mzinga_columns() {
        assert_eq!(
            line(3, 1440, Duration::from_millis(12)),
            "perft(3)  =            1,440 in               12 ms.    120.0 KN/s"
        );
        assert_eq!(
            line(6, 12_219_480, Duration::from_millis(2_345)),
            "perft(6)  =       12,219,480 in            2,345 ms.  5,210.9 KN/s"
        );
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(123_456_789), "123,456,789");
        // Under a millisecond: the rate still comes from the real time.
        assert_eq!(
            line(0, 1, Duration::from_micros(10)),
            "perft(0)  =                1 in                0 ms.    100.0 KN/s"
        );
    }
}
