//! The time manager: how long to think over one move of a game played on a clock.
//!
//! From what the side to move knows of its clock (time left, increment, the opponent's time,
//! how far the game is, how many moves it has) it chooses a [`TimeBudget`]: a *target*, the
//! time it means to spend, after which the search starts no new iteration, and a *hard*
//! limit that stops the search wherever it is. The search itself stretches the target when
//! its best move keeps changing and shrinks it when the best move has stayed the same for
//! several iterations (an obvious move), never past the hard limit
//! ([`Limits::target`]).
//!
//! The hard limit always leaves `MOVE_OVERHEAD` on the clock for what the search does not
//! see: unwinding it, writing the answer, a pipe, a busy machine's scheduling; and, without
//! an increment, `MOVE_LATENCY` for each move still to come.
//!
//! ```
//! use std::time::Duration;
//! use hive::engine::ai::{ClockState, TimeBudget};
//!
//! // A minute each, no increment, the sixth move, 40 legal moves.
//! let state = ClockState::new(Duration::from_secs(60), Duration::ZERO, 10, 40);
//! let budget = TimeBudget::for_move(&state);
//! assert!(budget.target <= budget.hard && budget.hard < Duration::from_secs(15));
//! // A forced move is answered at once.
//! let forced = ClockState::new(Duration::from_secs(60), Duration::ZERO, 10, 1);
//! assert_eq!(TimeBudget::for_move(&forced).hard, Duration::ZERO);
//! ```

use std::time::Duration;

use super::limits::Limits;

/// Kept on the clock beyond every hard limit: what a move costs that the search does not
/// see (stopping the search, the answer through a pipe, the process waiting for a core).
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(50);

/// What each move still to come may lose outside the search (the answer through a pipe,
/// the process waiting for a core): kept in reserve for every move up to [`LONG_GAME`]
/// (and never for fewer than 40), so that a game without increment ends before the clock
/// does, and one with an increment never lives so close to its flag that a busy machine's
/// pause of a tenth of a second flags it (seen at 0.5+0.05 on two loaded cores, when the
/// reserve was the increment's to cover).
pub const MOVE_LATENCY: Duration = Duration::from_millis(5);
/// The moves a side makes in the longest game planned for (a match's 400-ply cap).
const LONG_GAME: u32 = 200;
/// The fewest moves to come the reserve is kept for: 250 ms with the overhead.
const MIN_RESERVED_MOVES: u32 = 40;

/// The fewest moves the side to move plans its time for: with no increment its time then
/// shrinks geometrically and never runs out, however long the game.
const MIN_MOVES_TO_GO: u32 = 18;
/// The moves a side plans for at the start of a game (a Hive game between engines lasts
/// some 25 to 40 moves a side).
const MOVES_TO_GO: u32 = 32;
/// The most of the time left that one move may take (as a divisor): an eighth.
const HARD_SHARE: u32 = 8;
/// How far the hard limit may stretch the target.
const HARD_STRETCH: u32 = 3;

/// What the side to move knows of the clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// Its time left.
    pub left: Duration,
    /// Added to its time after this move.
    pub increment: Duration,
    /// The opponent's time left, when known.
    pub opponent_left: Option<Duration>,
    /// Plies played so far in the game (0 before White's first move).
    pub ply: usize,
    /// The side's legal moves (1: a forced move, often a pass).
    pub legal_moves: usize,
}

impl ClockState {
    /// A side with `left` and `increment` on its clock, `ply` plies into the game, with
    /// `legal_moves` to choose from; the opponent's time unknown.
    pub fn new(left: Duration, increment: Duration, ply: usize, legal_moves: usize) -> ClockState {
        ClockState {
            left,
            increment,
            opponent_left: None,
            ply,
            legal_moves,
        }
    }

    /// The same, knowing the opponent's time.
    pub fn against(self, opponent_left: Duration) -> ClockState {
        ClockState {
            opponent_left: Some(opponent_left),
            ..self
        }
    }
}

/// The time for one move: what to aim at and what never to pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// The time the move should take: no new iteration starts once it is mostly spent.
    pub target: Duration,
    /// The most it may take: the search stops there, wherever it is.
    pub hard: Duration,
}

impl TimeBudget {
    /// The budget for the move `state` describes.
    ///
    /// - A forced move gets nothing: it is answered at once.
    /// - The time left, less a reserve, is shared over the moves the side still plans for
    ///   (32 at the start, down to 18 as the game goes on), plus most of the increment. The
    ///   reserve is `MOVE_OVERHEAD`, and `MOVE_LATENCY` for each move to come in a
    ///   200-move game (at least 40): without it a long game without increment would
    ///   spend its clock geometrically and lose the last of it to latency, and one with an
    ///   increment would live a few tens of milliseconds from its flag.
    /// - The first moves get half that (the placements of an opening are cheap to get
    ///   roughly right), the middle game (moves 4 to 20 of the side) a third more.
    /// - Ahead on time, a little more; behind, a little less (at most a fifth either way).
    /// - The hard limit is three times the target, but never above an eighth of the usable
    ///   time plus the increment, nor above the usable time.
    pub fn for_move(state: &ClockState) -> TimeBudget {
        let own_moves = u32::try_from(state.ply / 2).unwrap_or(u32::MAX);
        let reserve = MOVE_OVERHEAD
            + MOVE_LATENCY * LONG_GAME.saturating_sub(own_moves).max(MIN_RESERVED_MOVES);
        let usable = state.left.saturating_sub(reserve);
        if state.legal_moves <= 1 || usable.is_zero() {
            return TimeBudget {
                target: Duration::ZERO,
                hard: Duration::ZERO,
            };
        }
        let to_go = MOVES_TO_GO
            .saturating_sub(own_moves / 2)
            .max(MIN_MOVES_TO_GO);
        let phase = match own_moves {
            0..=2 => 0.5,
            3..=20 => 4.0 / 3.0,
            _ => 1.0,
        };
        let balance = state.opponent_left.map_or(1.0, |theirs| {
            let ratio = state.left.as_secs_f64() / theirs.as_secs_f64().max(1e-3);
            ratio.sqrt().clamp(0.8, 1.2)
        });
        let share = usable / to_go;
        let target = share.mul_f64(phase * balance) + state.increment.mul_f64(0.75);
        let hard = (target * HARD_STRETCH)
            .min(usable / HARD_SHARE + state.increment)
            .min(usable);
        TimeBudget {
            target: target.min(hard),
            hard,
        }
    }

    /// Search limits for this budget: the hard limit as the search's time, the target as
    /// its aim.
    pub fn limits(self) -> Limits {
        Limits {
            target: Some(self.target),
            ..Limits::time(self.hard)
        }
    }

    /// `limits` (a level's, say) within this budget: its depth and node caps kept, its time
    /// cap kept when it is the shorter, so that a level plays no stronger on a long clock
    /// than without one, and never flags on a short one.
    pub fn within(self, limits: Limits) -> Limits {
        let hard = limits.time.map_or(self.hard, |t| t.min(self.hard));
        let target = limits.time.map_or(self.target, |t| t.min(self.target));
        Limits {
            time: Some(hard),
            target: Some(target),
            ..limits
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn the_hard_limit_is_never_above_the_time_left_less_the_overhead() {
        for left in [0, 10, 49, 50, 51, 80, 200, 1_000, 7_000, 60_000, 600_000] {
            for inc in [0, 50, 100, 3_000] {
                for ply in [0, 1, 8, 30, 90, 400, 1_000] {
                    for moves in [1, 2, 40] {
                        let state = ClockState::new(ms(left), ms(inc), ply, moves);
                        let b = TimeBudget::for_move(&state);
                        let state = format!("{state:?}: {b:?}");
                        assert!(b.target <= b.hard, "{state}");
                        assert!(
                            b.hard + MOVE_OVERHEAD <= ms(left).max(MOVE_OVERHEAD),
                            "{state}"
                        );
                        assert!(b.hard <= ms(left) / 8 + ms(inc), "{state}");
                        {
                            // A reserve for the moves to come: 5 ms each, 40 at least.
                            let to_come = ms(5) * 200u32.saturating_sub(ply as u32 / 2).max(40);
                            assert!(b.hard + to_come <= ms(left).max(to_come), "{state}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_forced_move_gets_no_time() {
        let b = TimeBudget::for_move(&ClockState::new(ms(60_000), ms(2_000), 20, 1));
        assert_eq!((b.target, b.hard), (Duration::ZERO, Duration::ZERO));
    }

    #[test]
    fn the_middle_game_gets_more_than_the_opening_and_the_end() {
        let at = |ply| TimeBudget::for_move(&ClockState::new(ms(60_000), ms(0), ply, 40)).target;
        assert!(at(20) > at(2) * 2, "{:?} {:?}", at(20), at(2));
        // A minute over 27 moves to go, a third more in the middle game: some 2.9 s.
        assert!(at(20) > ms(2_500) && at(20) < ms(3_200), "{:?}", at(20));
        // Past the middle game, the same time left gets a third less per move planned.
        let (middle, end) = (at(40), at(42));
        assert!(
            end.mul_f64(4.0 / 3.0) < middle.mul_f64(1.05),
            "{middle:?} {end:?}"
        );
    }

    #[test]
    fn the_increment_is_mostly_spent_and_time_ahead_a_little() {
        let plain = TimeBudget::for_move(&ClockState::new(ms(10_000), ms(100), 20, 40));
        let inc = TimeBudget::for_move(&ClockState::new(ms(10_000), ms(1_100), 20, 40));
        assert_eq!(inc.target - plain.target, ms(750));
        let even = ClockState::new(ms(10_000), ms(0), 20, 40);
        let ahead = TimeBudget::for_move(&even.against(ms(2_500))).target;
        let behind = TimeBudget::for_move(&even.against(ms(40_000))).target;
        let even = TimeBudget::for_move(&even.against(ms(10_000))).target;
        assert!(
            ahead > even && even > behind,
            "{ahead:?} {even:?} {behind:?}"
        );
        assert!(ahead <= even.mul_f64(1.2) + ms(1), "{ahead:?} {even:?}");
    }

    /// Plays a side's clock through `moves` moves, each taking `spend(budget)` plus
    /// `latency`; returns the time left after each.
    fn simulate(
        control: (u64, u64),
        moves: usize,
        latency: Duration,
        mut spend: impl FnMut(TimeBudget) -> Duration,
    ) -> Vec<Duration> {
        let (base, inc) = (ms(control.0), ms(control.1));
        let mut left = base;
        let mut trail = Vec::new();
        for own in 0..moves {
            let b = TimeBudget::for_move(&ClockState::new(left, inc, 2 * own, 30).against(left));
            let took = spend(b) + latency;
            assert!(
                took <= left,
                "flagged at move {own}: {left:?} left, took {took:?}"
            );
            left = left - took + inc;
            trail.push(left);
        }
        trail
    }

    #[test]
    fn a_one_minute_game_never_flags() {
        // Every move aiming at its target, with 5 ms lost besides, through 200 moves (the
        // 400-ply cap of a match).
        let trail = simulate((60_000, 0), 200, ms(5), |b| b.target);
        // A typical game's 40 moves spend a good part of the minute, and keep some.
        assert!(
            trail[39] > ms(5_000) && trail[39] < ms(15_000),
            "{:?}",
            trail[39]
        );
        // The worst case: every move runs to its hard limit.
        simulate((60_000, 0), 200, ms(5), |b| b.hard);
        // Every third move does, and a slow machine loses 8 ms a move, through a long game.
        let mut n = 0;
        simulate((60_000, 0), 100, ms(8), |b| {
            n += 1;
            if n % 3 == 0 { b.hard } else { b.target }
        });
    }

    #[test]
    fn a_fast_game_with_increment_lives_on_the_increment() {
        // 0.5+0.05 and 1+0.1: 200 moves each at the hard limit, 10 ms lost besides.
        simulate((30_000, 50), 200, ms(10), |b| b.hard);
        simulate((60_000, 100), 200, ms(10), |b| b.hard);
        // Late in a long game, the target is about the increment and a share of what is left.
        let late = TimeBudget::for_move(&ClockState::new(ms(1_000), ms(50), 300, 30));
        assert!(late.target > ms(37) && late.target < ms(150), "{late:?}");
        // Living on the increment, the clock settles well above its flag: a pause of 150 ms
        // on a busy machine (more than the increment and the hard limit together) is
        // survived at any point of a 200-move game.
        let trail = simulate((30_000, 50), 200, ms(10), |b| b.target);
        let low = trail.iter().min().copied().unwrap_or_default();
        assert!(low > ms(200), "{low:?}");
    }

    #[test]
    fn a_level_keeps_its_caps_under_a_clock() {
        let budget = TimeBudget {
            target: ms(2_000),
            hard: ms(6_000),
        };
        let strong = budget.within(Limits::time(ms(1_000)));
        assert_eq!(
            (strong.time, strong.target),
            (Some(ms(1_000)), Some(ms(1_000)))
        );
        let casual = budget.within(Limits::depth(2));
        assert_eq!(casual.depth, Some(2));
        assert_eq!(
            (casual.time, casual.target),
            (Some(ms(6_000)), Some(ms(2_000)))
        );
        let short = TimeBudget {
            target: ms(100),
            hard: ms(300),
        };
        assert_eq!(short.within(Limits::time(ms(3_000))).time, Some(ms(300)));
    }
}
