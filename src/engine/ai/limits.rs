//! What a search is asked (its limits) and what it answers, and how mate scores read.

use std::time::Duration;

use crate::rules::Move;

/// The score of a win on the spot; a win `n` plies away scores `MATE - n`, a loss the
/// negative. Anything else is well below `MATE - 1000`.
pub const MATE: i32 = 30_000;
/// The deepest iteration the search will start.
pub const MAX_DEPTH: u8 = 60;

/// Whether `score` announces a forced win or loss.
pub fn is_mate(score: i32) -> bool {
    score.abs() >= MATE - 1_000
}

/// [`SearchResult::mate_in`] for a bare `score` (for the side to move): `Some(n)` when that
/// side wins in `n` of its own moves, `Some(-n)` when it loses after `n` opponent moves.
pub fn mate_in(score: i32) -> Option<i32> {
    if !is_mate(score) {
        return None;
    }
    let plies = MATE - score.abs();
    Some(if score > 0 {
        (plies + 1) / 2
    } else {
        -(plies / 2).max(1)
    })
}

/// When a search must stop. With no limit at all it runs until the stop flag is set (or
/// [`MAX_DEPTH`] is reached).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time for the whole search; the answer comes a little before it runs out.
    pub time: Option<Duration>,
    /// The time the search aims at (a clock's time manager sets it, see
    /// [`TimeBudget`](super::TimeBudget)): past about half of it no new iteration starts.
    /// The search stretches it while its best move keeps changing and shrinks it while the
    /// move stays the same, never past `time`. Without it the aim is `time` itself.
    pub target: Option<Duration>,
    /// The deepest iteration, in plies.
    pub depth: Option<u8>,
    /// A node budget (checked every few hundred nodes): for reproducible tests.
    pub nodes: Option<u64>,
    /// Whether a forced move (often a pass) is searched like any other, for its score.
    /// Off, it is answered at once with the static evaluation at depth 0: right for
    /// playing it, wrong for judging the position (a pass while being mated is not even).
    pub search_forced: bool,
}

impl Limits {
    /// Search for at most `time`.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// Search `depth` plies deep, however long it takes.
    pub fn depth(depth: u8) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search until `nodes` positions are visited: the same answer on any machine, at any
    /// load, on one thread (more threads share the work in an order the scheduler picks).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// These limits, with a forced move searched for its score (see
    /// [`Limits::search_forced`]): for judging a position rather than playing in it.
    pub fn judging(self) -> Limits {
        Limits {
            search_forced: true,
            ..self
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play (a legal move of the searched position; a pass if the game was over).
    pub mv: Move,
    /// Its score for the side to move, in evaluation units (a free Ant is worth about 24),
    /// or a mate score (see [`MATE`] and [`SearchResult::mate_in`]).
    pub score: i32,
    /// The deepest iteration completed (0 when a forced move was answered at once, or
    /// nothing finished).
    pub depth: u8,
    /// Positions visited (by all the search's threads).
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The expected line, starting with `mv`.
    pub pv: Vec<Move>,
}

impl SearchResult {
    /// `Some(n)` when the side to move wins in `n` of its own moves, `Some(-n)` when it loses
    /// after `n` opponent moves; `None` otherwise.
    pub fn mate_in(&self) -> Option<i32> {
        mate_in(self.score)
    }

    /// Positions per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The time the search may use out of `budget`: a margin is kept for unwinding the search,
/// writing the answer and the operating system's scheduling (the other side's clock is
/// running while we overrun).
pub(crate) fn hard_budget(budget: Duration) -> Duration {
    let margin = (budget / 10).min(Duration::from_millis(50)) + Duration::from_millis(2);
    budget.saturating_sub(margin)
}
