//! What a lesson is: a position, and the tasks the learner does there, each a goal a move
//! must meet.

use crate::rules::Rules;

/// The most tasks a lesson has.
pub const MAX_TASKS: usize = 5;

/// One lesson: where it starts, and what the learner does there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// Its name in message ids and in the progress file (`placing`, `gate`).
    pub slug: &'static str,
    /// The position it starts in, as a GameString.
    pub start: &'static str,
    /// The rules the position is played under (its opening rule, the draw by repetition).
    pub rules: Rules,
    /// What the learner does, in order.
    pub tasks: &'static [Task],
}

/// One task of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Task {
    /// The move that does it.
    pub goal: Goal,
    /// The message id that says why a legal move misses the task.
    pub miss: &'static str,
    /// The other side's move after the task is done (a MoveString), if it answers.
    pub reply: Option<&'static str>,
}

/// What a move must do to meet a task. Pieces are named as UHP writes them (`wA1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// This move exactly (a MoveString).
    Exact(&'static str),
    /// Any move or placement of this piece.
    Piece(&'static str),
    /// This piece moved or placed to a cell beside the other piece.
    Beside(&'static str, &'static str),
    /// A move that ends on top of the hive.
    Climb,
    /// This piece thrown by the mover's Pillbug (or a Mosquito copying one).
    Throw(&'static str),
    /// A move after which the opponent's Queen is surrounded and the mover wins.
    Wins,
    /// A move after which the game is drawn.
    Draws,
    /// A move after which the mover's Queen, uncovered, could move on its next turn.
    FreesQueen,
    /// Any legal move (the lesson is in the illegal ones its words point at).
    Any,
    /// Passing.
    Pass,
}
