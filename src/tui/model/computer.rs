//! The computer's side of the model: who it plays, what it searches, and its verdicts.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::engine::ai::Level;
use crate::engine::analysis::{Mark, PlyReview, Verdict};

/// A position's identity for answers that arrive later (a search, a hint): its hash and
/// the number of plies played.
pub(crate) type PositionKey = (u64, usize);

/// The engine's side of the screen: the search under way, pondering, and what the engine
/// said about positions in review.
#[derive(Debug, Default)]
pub struct Computer {
    /// A search under way (the computer's move, a hint, a review verdict, pondering).
    pub thinking: Option<Thinking>,
    /// Against the computer: whether it thinks on the player's time too (`t`).
    pub(crate) ponder: bool,
    /// The position pondered last, so that it is pondered once.
    pub pondered: Option<PositionKey>,
    /// The engine's verdicts on positions shown in review, by position.
    pub(crate) verdicts: HashMap<PositionKey, Verdict>,
    /// The analysis of every ply (review's `a`), as far as it has got.
    pub analysis: Option<GameAnalysis>,
}

/// What a search is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The computer's own move, at its level.
    Move(Level),
    /// A hint for the player.
    Hint,
    /// The engine's view (score and best line) of the position shown in review.
    Review,
    /// The computer thinking on the player's time (pondering): filling the table it
    /// searches its reply with; the answer itself is not used.
    Ponder,
    /// The computer weighing a draw offer: it accepts when the search's score says it is
    /// not better.
    Draw,
}

/// How long a hint may think.
pub(crate) const HINT_TIME: Duration = Duration::from_millis(1500);

/// How long the computer weighs a draw offer.
pub(crate) const DRAW_TIME: Duration = Duration::from_millis(1500);

/// The computer declines a draw offered before this many plies: too early to judge, and a
/// free half point against any level.
pub(crate) const DRAW_PLIES: usize = 10;

/// How long the engine looks at a position shown in review.
pub(crate) const REVIEW_TIME: Duration = Duration::from_secs(2);

/// A search under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// When it started, by the model's clock (for the thinking indicator).
    pub started: Instant,
    /// What it is for.
    pub job: Job,
    /// The position it is for, so an answer for a position since left is dropped.
    pub key: PositionKey,
    /// Told to answer now (`n`): the answer, the best move so far, is on its way.
    pub hurried: bool,
}

impl Computer {
    /// Whether the analysis of the whole game is under way.
    pub fn is_analyzing(&self) -> bool {
        self.analysis.as_ref().is_some_and(|a| a.running)
    }
}

/// The analysis of every ply of the line under review, as far as it has got.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameAnalysis {
    /// The plies judged so far, in order from ply 1.
    pub plies: Vec<PlyReview>,
    /// Positions searched so far.
    pub done: usize,
    /// Positions to search in all (one more than the plies).
    pub total: usize,
    /// Whether it is still going.
    pub running: bool,
}

impl GameAnalysis {
    /// The mark shown beside ply `ply` (from 1) written `text`: `?` for a mistake, `??` for
    /// a blunder (inaccuracies are left unmarked).
    pub fn mark(&self, ply: usize, text: &str) -> Option<&'static str> {
        let review = self.plies.get(ply.checked_sub(1)?)?;
        match review.mark {
            Some(m @ (Mark::Mistake | Mark::Blunder)) if review.played == text => Some(m.symbol()),
            _ => None,
        }
    }
}

/// News from the analysis thread: one more position searched, with the review of the ply
/// that led to it and the key of the position that ply was played in.
#[derive(Clone, Debug, PartialEq)]
pub struct Analyzed {
    /// Positions searched so far.
    pub done: usize,
    /// Positions to search in all.
    pub total: usize,
    /// The ply judged, keyed by the position it was played in.
    pub ply: Option<(PositionKey, PlyReview)>,
}
