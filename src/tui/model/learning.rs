//! The lessons and puzzles as the game screen holds them: the exercise under way (a
//! lesson, or a puzzle of the shipped set), the lessons done, the puzzles' run, and the
//! row chosen in the lessons menu.

use crate::engine::puzzles::Kind;
use crate::engine::puzzles::set::{Puzzle, built_in};
use crate::lang::Lang;
use crate::learn::{Exercise as _, Judgement, LESSONS, Lesson, Progress};
use crate::rules::{Color, Game, GameStringError, Move};

use super::puzzling::PuzzleRun;

/// Where an exercise comes from: a lesson, or a puzzle. Both answer the same questions
/// (their start, their steps, their words); a puzzle's moves are judged by an exhaustive
/// search the runtime runs (see [`super::PuzzleAsk`]), not by [`ExerciseSource::judge`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseSource {
    /// The lesson at this index of [`LESSONS`].
    Lesson(usize),
    /// The puzzle at this index of the shipped set ([`built_in`]).
    Puzzle(usize),
}

impl ExerciseSource {
    /// The lesson, for a lesson.
    fn lesson(self) -> Option<&'static Lesson> {
        match self {
            ExerciseSource::Lesson(i) => LESSONS.get(i),
            ExerciseSource::Puzzle(_) => None,
        }
    }

    /// The puzzle, for a puzzle.
    pub fn puzzle(self) -> Option<&'static Puzzle> {
        match self {
            ExerciseSource::Puzzle(i) => built_in().get(i),
            ExerciseSource::Lesson(_) => None,
        }
    }

    /// The game the exercise starts from.
    pub fn start(self) -> Result<Game, GameStringError> {
        if let Some(p) = self.puzzle() {
            return Game::parse_with_rules(&p.position, p.game_rules().unwrap_or_default());
        }
        match self.lesson() {
            Some(lesson) => lesson.start(),
            None => Game::parse("Base"),
        }
    }

    /// How many steps it has (a puzzle: the solver's moves of its line).
    pub fn steps(self) -> usize {
        if let Some(p) = self.puzzle() {
            return p.solution.len().div_ceil(2);
        }
        self.lesson().map_or(0, |l| l.steps())
    }

    /// Judges `mv`, legal in `game`, tried at `step`: a lesson's task. (A puzzle's moves
    /// go to the exhaustive judge instead: this answers only from its proved line, the
    /// move of the line meets it, with the line's reply.)
    pub fn judge(self, step: usize, game: &Game, mv: Move) -> Judgement {
        if let Some(p) = self.puzzle() {
            let text = game.format_move(mv);
            let ok = p.accepted.get(step).is_some_and(|a| a.contains(&text))
                || p.solution.get(2 * step) == Some(&text);
            if !ok {
                return Judgement::Misses {
                    id: "puzzles-judge-miss",
                    count: 0,
                };
            }
            let mut after = game.clone();
            let reply = after.play(mv).ok().and_then(|()| {
                let text = p.solution.get(2 * step + 1)?;
                crate::rules::parse_move(after.position(), text).ok()
            });
            return Judgement::Meets { reply };
        }
        match self.lesson() {
            Some(lesson) => lesson.judge(step, game, mv),
            None => Judgement::Meets { reply: None },
        }
    }

    /// Its title in `lang`.
    pub fn title(self, lang: &Lang) -> String {
        if let Some(p) = self.puzzle() {
            let id = match p.kind() {
                Ok(Kind::Save) => "puzzles-title-save",
                _ => "puzzles-title-win",
            };
            return crate::say!(lang, id, count = p.moves);
        }
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.title_id()))
    }

    /// Its two or three sentences in `lang`.
    pub fn text(self, lang: &Lang) -> String {
        if let Some(p) = self.puzzle() {
            let solver = self
                .start()
                .map_or(Color::White, |g| g.position().to_move());
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(lang, &mut args, "side", solver, solver.name());
            args.set("count", p.moves);
            let id = match p.kind() {
                Ok(Kind::Save) => "puzzles-text-save",
                _ => "puzzles-text-win",
            };
            return lang.format(id, Some(&args));
        }
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.text_id()))
    }

    /// What step `step` asks, in `lang` (a puzzle: which of the solver's moves it is, and
    /// whether more than one move wins there, on its proved line).
    pub fn task(self, lang: &Lang, step: usize) -> String {
        let line = self.puzzle().map_or(&[][..], |p| &p.solution[..]);
        self.task_along(lang, step, line.get(..2 * step).unwrap_or(line))
    }

    /// [`ExerciseSource::task`] after the moves `played` (a puzzle's line so far): more
    /// than one winning move is said only on the proved line, where the set knows them.
    pub fn task_along(self, lang: &Lang, step: usize, played: &[String]) -> String {
        if let Some(p) = self.puzzle() {
            let id = match p.kind() {
                Ok(Kind::Save) => "puzzles-task-save",
                _ => "puzzles-task-win",
            };
            let task = crate::say!(lang, id, number = step + 1, count = self.steps());
            let on_line = p.solution.starts_with(played);
            return match on_line && p.accepted.get(step).is_some_and(|a| a.len() > 1) {
                true => format!("{task} {}", lang.get("puzzles-task-several")),
                false => task,
            };
        }
        self.lesson()
            .map_or_else(String::new, |l| lang.get(&l.task_id(step)))
    }

    /// [`ExerciseSource::text`] as plain mode reads it: a lesson's `.plain` form where its
    /// words name the board's keys or lit cells.
    pub fn text_plain(self, lang: &Lang) -> String {
        self.lesson()
            .and_then(|l| plain_form(lang, &l.text_id()))
            .unwrap_or_else(|| self.text(lang))
    }

    /// [`ExerciseSource::task`] as plain mode reads it (see [`ExerciseSource::text_plain`]).
    pub fn task_plain(self, lang: &Lang, step: usize) -> String {
        self.lesson()
            .and_then(|l| plain_form(lang, &l.task_id(step)))
            .unwrap_or_else(|| self.task(lang, step))
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
    /// The puzzles' run, when the screen gives puzzles (`hive puzzles`).
    pub puzzles: Option<PuzzleRun>,
}

impl Learning {
    /// Whether an exercise is on the board.
    pub fn is_on(&self) -> bool {
        self.exercise.is_some()
    }
}

/// Message `id`'s `.plain` form, if it has one: its words for plain mode, where the
/// board's name keys or lit cells, with plain mode's commands (`$moves`, `$draw`) in them.
fn plain_form(lang: &Lang, id: &str) -> Option<String> {
    if !lang.attributes(id).contains(&"plain") {
        return None;
    }
    let mut args = crate::lang::Args::new();
    for name in ["moves", "draw"] {
        args.set(
            name,
            crate::lang::arg(crate::tui::input::plain::word(lang, name)),
        );
    }
    Some(lang.attribute(id, "plain", Some(&args)))
}
