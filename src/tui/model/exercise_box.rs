//! The exercise box's words: a lesson's or a puzzle's paragraphs above the board. They
//! decide how many lines the box takes ([`App::lesson_area`]) as much as what it shows, so
//! the model words them once, for the views and for the layout alike.

use super::{App, change, points};
use crate::tui::words::wrap;

/// The fewest lines the box takes, its frame included.
const LEAST: u16 = 4;

/// A paragraph of the exercise box, and whether it is the one of the moment (the task, or
/// a puzzle's verdict), which the views make bold.
pub type Paragraph = (String, bool);

impl App {
    /// The exercise box's paragraphs, as the views draw them: a lesson's sentences and its
    /// task; a puzzle's question, its move of the moment or verdict, and once it counted
    /// the ratings' change, its themes and what comes next. Empty outside an exercise.
    pub fn exercise_words(&self) -> Vec<Paragraph> {
        let Some(exercise) = self.learning.exercise else {
            return Vec::new();
        };
        let lang = &self.screen.lang;
        let source = exercise.source;
        let Some((puzzle, run)) = source.puzzle().zip(self.learning.puzzles.as_ref()) else {
            let task = match exercise.done {
                true => lang.get("learn-box-done"),
                false => crate::say!(
                    lang,
                    "learn-box-task",
                    number = exercise.step + 1,
                    count = source.steps(),
                    task = source.task(lang, exercise.step)
                ),
            };
            return vec![(source.text(lang), false), (task, true)];
        };
        let now = match (exercise.done, run.missed) {
            (true, false) => lang.get("puzzles-box-solved"),
            (true, true) => lang.get("puzzles-box-solved-after-miss"),
            (false, true) => crate::say!(
                lang,
                "puzzles-box-missed",
                task = source.task_along(lang, exercise.step, &run.played)
            ),
            (false, false) => source.task_along(lang, exercise.step, &run.played),
        };
        let mut out = vec![(source.text(lang), false), (now, true)];
        if let Some(rated) = run.rated {
            let said = crate::say!(
                lang,
                "puzzles-box-ratings",
                player = points(rated.player.1),
                player_change = change(rated.player),
                puzzle = points(rated.puzzle.1),
                puzzle_change = change(rated.puzzle)
            );
            out.push((said, false));
        }
        if exercise.done {
            let themes: Vec<String> = puzzle
                .themes
                .iter()
                .map(|t| lang.get(&format!("puzzles-theme-{t}")))
                .collect();
            if !themes.is_empty() {
                let themes = crate::lang::rules::list(lang, &themes);
                out.push((
                    crate::say!(lang, "puzzles-box-themes", themes = themes),
                    false,
                ));
            }
            out.push((lang.get("puzzles-box-next"), true));
        }
        out
    }

    /// The lines the exercise box takes across a screen `width` columns wide and `height`
    /// high: its paragraphs wrapped inside its frame, and the frame; never fewer than a
    /// few lines, nor more than half the screen (the board keeps the rest).
    pub(crate) fn exercise_height(&self, width: u16, height: u16) -> u16 {
        let inside = usize::from(width.saturating_sub(2));
        let lines: usize = self
            .exercise_words()
            .iter()
            .map(|(text, _)| wrap(text, inside).len())
            .sum();
        let lines = u16::try_from(lines).unwrap_or(u16::MAX);
        lines.saturating_add(2).max(LEAST).min(height / 2)
    }
}
