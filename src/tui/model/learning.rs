//! The lessons as the game screen holds them: the exercise under way (a lesson now; any
//! source that judges moves as [`crate::learn::Exercise`] does may join it), the lessons
//! done, and the row chosen in the lessons menu.

use crate::lang::Lang;
use crate::learn::{Exercise as _, Judgement, LESSONS, Lesson, Progress};
use crate::rules::{Game, GameStringError, Move};

/// Where an exercise comes from. Lessons now; a puzzle set can add its own variant, with
/// the same three questions answered (its start, its steps, its judge) and its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseSource {
    /// The lesson at this index of [`LESSONS`].
    Lesson(usize),
}

impl ExerciseSource {
    /// The lesson, for a lesson.
    fn lesson(self) -> Option<&'static Lesson> {
        match self {
            ExerciseSource::Lesson(i) => LESSONS.get(i),
        }
    }

    /// The game the exercise starts from.
    pub fn start(self) -> Result<Game, GameStringError> {
        match self.lesson() {
            Some(lesson) => lesson.start(),
            None => Game::parse("Base"),
        }
    }

    /// How many steps it has.
    pub fn steps(self) -> usize {
        self.lesson().map_or(0, |l| l.steps())
    }

    /// Judges `mv`, legal in `game`, tried at `step`.
    pub fn judge(self, step: usize, game: &Game, mv: Move) -> Judgement {
        match self.lesson() {
            Some(lesson) => lesson.judge(step, game, mv),
            None => Judgement::Meets { reply: None },
        }
    }

    /// Its title in `lang`.
    pub fn title(self, lang: &Lang) -> String {
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.title_id()))
    }

    /// Its two or three sentences in `lang`.
    pub fn text(self, lang: &Lang) -> String {
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.text_id()))
    }

    /// What step `step` asks, in `lang`.
    pub fn task(self, lang: &Lang, step: usize) -> String {
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.task_id(step)))
    }

    /// Its name in the progress record.
    pub fn slug(self) -> Option<&'static str> {
        self.lesson().map(|l| l.slug)
    }
}

/// An exercise on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// What is being done.
    pub source: ExerciseSource,
    /// The step the learner is on (from 0).
    pub step: usize,
    /// Whether every step is done.
    pub done: bool,
}

/// The lessons as the screen holds them.
#[derive(Debug, Default)]
pub struct Learning {
    /// The exercise on the board, if one is.
    pub exercise: Option<Exercise>,
    /// The lessons done.
    pub progress: Progress,
    /// The row chosen in the lessons menu.
    pub chosen: usize,
    /// Whether the screen was opened for the lessons alone (`hive learn`): leaving the
    /// menu quits then.
    pub only: bool,
}

impl Learning {
    /// Whether an exercise is on the board.
    pub fn is_on(&self) -> bool {
        self.exercise.is_some()
    }
}
