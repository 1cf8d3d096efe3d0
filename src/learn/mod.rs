//! Lessons: positions with tasks the learner does with the game's own keys, judged by the
//! rules (no rule logic here), and the record of the lessons done.
//!
//! A lesson ([`Lesson`]) is a starting position (a UHP GameString), the ids of its words in
//! the message files (`learn-SLUG-title`, `learn-SLUG-text`, `learn-SLUG-task-N`), and up
//! to five [`Task`]s. A task is a [`Goal`] checked against the game after the learner's
//! (legal) move, the id of the sentence that says why a legal move misses it, and the
//! other side's scripted reply. Illegal tries never reach a lesson: the game refuses them
//! with its own reason first.
//!
//! Puzzles and lessons share one judging step: whatever sets exercises answers
//! [`Judgement`]s (see [`Exercise`]), so the screen that shows lessons shows them too.

mod lesson;
mod lessons;
mod notebook;
mod progress;

use crate::rules::{Bug, Color, Game, GameStringError, Hex, Move, Piece, Position};

pub use lesson::{Goal, Lesson, MAX_TASKS, Task};
pub use lessons::LESSONS;
pub use notebook::{DataFolder, Notebook, NotebookError};
pub use progress::{PROGRESS_FILE, Progress, ProgressError};

/// What an exercise says of a legal move tried in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The move does the task: play it, then the reply, if any.
    Meets {
        /// The other side's answer, to be played after it.
        reply: Option<Move>,
    },
    /// The move is legal but misses the task: the message `id` says why (it may use
    /// `$count`, a number the judge found: free sides, neighbours).
    Misses {
        /// The message id.
        id: &'static str,
        /// A number for the message.
        count: usize,
    },
}

/// A source of exercises the exercise screen can show: a position, steps, and a judge of
/// each legal move tried (lessons here; puzzles may answer the same questions).
pub trait Exercise {
    /// The game the exercise starts from.
    fn start(&self) -> Result<Game, GameStringError>;
    /// How many steps it has.
    fn steps(&self) -> usize;
    /// Judges `mv`, legal in `game`, tried at step `step` (from 0).
    fn judge(&self, step: usize, game: &Game, mv: Move) -> Judgement;
}

/// Why a lesson could not be found.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LessonError {
    /// No lesson has this number.
    #[error("there is no lesson {0}: lessons are numbered 1 to {n}", n = LESSONS.len())]
    NoSuchLesson(usize),
}

/// The lesson numbered `n` (from 1).
pub fn lesson(n: usize) -> Result<&'static Lesson, LessonError> {
    n.checked_sub(1)
        .and_then(|i| LESSONS.get(i))
        .ok_or(LessonError::NoSuchLesson(n))
}

impl Lesson {
    /// The message id of its title.
    pub fn title_id(&self) -> String {
        format!("learn-{}-title", self.slug)
    }

    /// The message id of its two or three sentences.
    pub fn text_id(&self) -> String {
        format!("learn-{}-text", self.slug)
    }

    /// The message id of task `step` (from 0).
    pub fn task_id(&self, step: usize) -> String {
        format!("learn-{}-task-{}", self.slug, step + 1)
    }
}

impl Exercise for Lesson {
    fn start(&self) -> Result<Game, GameStringError> {
        Game::parse_with_rules(self.start, self.rules)
    }

    fn steps(&self) -> usize {
        self.tasks.len()
    }

    fn judge(&self, step: usize, game: &Game, mv: Move) -> Judgement {
        let Some(task) = self.tasks.get(step) else {
            return Judgement::Meets { reply: None };
        };
        let mut after = game.clone();
        if after.play(mv).is_err() {
            // Not legal: the caller refuses it with the rules' reason before asking.
            return Judgement::Misses {
                id: task.miss,
                count: 0,
            };
        }
        if !task.goal.is_met(game, mv, &after) {
            return Judgement::Misses {
                id: task.miss,
                count: task.goal.count(game, &after),
            };
        }
        let reply = task
            .reply
            .and_then(|text| crate::rules::parse_move(after.position(), text).ok());
        Judgement::Meets { reply }
    }
}

/// The piece a goal names, in `pos` (its text read as UHP writes it).
fn named(text: &str) -> Option<Piece> {
    text.parse().ok()
}

/// How many of `hex`'s neighbours hold a piece.
fn neighbours(pos: &Position, hex: Hex) -> usize {
    pos.board().occupied_neighbors_at(hex)
}

/// Where `color`'s Queen stands, if placed.
fn queen(pos: &Position, color: Color) -> Option<Hex> {
    Piece::new(color, Bug::Queen, 1).and_then(|q| pos.board().position(q))
}

impl Goal {
    /// Whether `mv`, played in `before` to give `after`, meets the goal.
    pub fn is_met(&self, before: &Game, mv: Move, after: &Game) -> bool {
        let pos = before.position();
        let mover = pos.to_move();
        match *self {
            Goal::Exact(text) => crate::rules::parse_move(pos, text).is_ok_and(|m| m == mv),
            Goal::Piece(p) => named(p).is_some_and(|p| mv.piece() == Some(p)),
            Goal::Beside(p, other) => {
                let other = named(other).and_then(|o| after.position().board().position(o));
                named(p).is_some_and(|p| mv.piece() == Some(p))
                    && mv
                        .to()
                        .zip(other)
                        .is_some_and(|(to, o)| to.neighbors().contains(&o))
            }
            Goal::Climb => mv
                .to()
                .is_some_and(|to| after.position().board().height_at(to) > 1),
            Goal::Throw(p) => {
                named(p).is_some_and(|p| mv.piece() == Some(p))
                    && pos
                        .board()
                        .tops()
                        .filter(|&(_, t)| t.color() == mover)
                        .any(|(_, t)| pos.throws_by(t).contains(&mv))
            }
            Goal::Wins => after.outcome().winner() == Some(mover),
            Goal::Draws => after.outcome() == crate::rules::GameState::Draw,
            Goal::FreesQueen => {
                // Its next turn: the other side passing in between, on a copy.
                let mut next = after.position().clone();
                let queen = Piece::new(mover, Bug::Queen, 1);
                next.play_unchecked(Move::Pass).is_some()
                    && queen.is_some_and(|q| !next.moves_of(q).is_empty())
            }
            Goal::Any => true,
            Goal::Pass => mv == Move::Pass,
        }
    }

    /// The number a miss message may use: the free sides left to the opponent's Queen
    /// (goals of winning), the neighbours of the mover's (goals of freeing it).
    fn count(&self, before: &Game, after: &Game) -> usize {
        let mover = before.position().to_move();
        let pos = after.position();
        match self {
            Goal::Wins | Goal::Draws => {
                queen(pos, mover.opponent()).map_or(0, |q| 6 - neighbours(pos, q))
            }
            Goal::FreesQueen => queen(pos, mover).map_or(0, |q| neighbours(pos, q)),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests;
