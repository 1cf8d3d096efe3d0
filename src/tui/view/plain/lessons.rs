//! Plain mode's exercises: the lessons menu as numbered lines, an exercise's title, words
//! and task said once when it starts, each task met said with the next, and the end. An
//! exercise is spoken through [`ExerciseSource`]'s own words (title, text, task, steps)
//! only, so that any source of exercises speaks here as the lessons do.

use super::words::{move_sentence, next_sentence};
use crate::learn::LESSONS;
use crate::tui::model::{App, Exercise, ExerciseSource, Mode};

/// What the lessons' part of the view said last.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SaidLesson {
    /// What the puzzle on the board last did to the ratings, as last told.
    rated: Option<crate::tui::model::Rated>,
    /// The exercise as it stood when last told.
    exercise: Option<Exercise>,
    /// Whether the menu was open when it last spoke.
    menu: bool,
}

/// The lessons menu: how to choose, then a line a lesson (its number, its title, and
/// whether it is done), and the puzzles' line after them, as on the board.
pub fn menu(app: &App) -> Vec<String> {
    let lang = &app.screen.lang;
    let word = |name| crate::tui::input::plain::word(lang, name);
    let mut out = vec![crate::say!(
        lang,
        "plain-learn-menu",
        count = LESSONS.len(),
        puzzles = LESSONS.len() + 1,
        leave = word("leave"),
        quit = word("quit")
    )];
    for (i, lesson) in LESSONS.iter().enumerate() {
        let id = match app.learning.progress.is_done(lesson.slug) {
            true => "plain-learn-row-done",
            false => "plain-learn-row",
        };
        out.push(crate::say!(
            lang,
            id,
            number = i + 1,
            title = lang.get(&lesson.title_id())
        ));
    }
    out.push(crate::say!(
        lang,
        "plain-learn-row",
        number = LESSONS.len() + 1,
        title = lang.get("puzzles-menu-row")
    ));
    out
}

/// The exercise under way, from its title: its words and the task of the moment (or that
/// it is done).
pub fn task(app: &App) -> Vec<String> {
    let lang = &app.screen.lang;
    let Some(exercise) = app.learning.exercise else {
        return vec![crate::say!(
            lang,
            "plain-learn-none",
            lessons = crate::tui::input::plain::word(lang, "lessons")
        )];
    };
    let source = exercise.source;
    let title = match source {
        ExerciseSource::Lesson(_) => "plain-learn-title",
        ExerciseSource::Puzzle(_) => "plain-puzzle-title",
    };
    vec![
        crate::say!(lang, title, title = source.title(lang)),
        source.text_plain(lang),
        step(app, exercise),
    ]
}

/// The task of the moment, numbered, or that the exercise is done.
fn step(app: &App, exercise: Exercise) -> String {
    let lang = &app.screen.lang;
    let source = exercise.source;
    let word = |name| crate::tui::input::plain::word(lang, name);
    match exercise.done {
        true if matches!(source, ExerciseSource::Puzzle(_)) => crate::say!(
            lang,
            "plain-puzzle-done",
            title = source.title(lang),
            next = word("next"),
            quit = word("quit")
        ),
        true => crate::say!(
            lang,
            "plain-learn-done",
            title = source.title(lang),
            lessons = word("lessons")
        ),
        // A puzzle's task counts its moves itself.
        false if matches!(source, ExerciseSource::Puzzle(_)) => source.task(lang, exercise.step),
        false => crate::say!(
            lang,
            "plain-learn-task",
            number = exercise.step + 1,
            count = source.steps(),
            task = source.task_plain(lang, exercise.step)
        ),
    }
}

/// What the lessons have to say since `said`, if they speak now: the menu opened, an
/// exercise begun, a task met (the plies it played, the learner's and the reply, then the
/// next task or the end). `line` is the game's line now, `before` the line last told.
/// `None` leaves the speaking to the game's news.
pub fn news(
    app: &App,
    said: &mut SaidLesson,
    line: &[String],
    before: &[String],
) -> Option<Vec<String>> {
    let lang = &app.screen.lang;
    let menu = matches!(app.mode, Mode::Lessons { .. });
    let was_menu = std::mem::replace(&mut said.menu, menu);
    if menu {
        return match was_menu {
            false => Some(self::menu(app)),
            // In the menu: a refusal or a question's answer, as the game says them.
            true => None,
        };
    }
    let exercise = app.learning.exercise?;
    let last = said.exercise.replace(exercise);
    let begun = match last {
        None => true,
        Some(last) if last.source != exercise.source => true,
        // Back from the menu: the lesson chosen again (its game started afresh).
        Some(last) if was_menu => last != exercise || line != before,
        Some(_) => false,
    };
    if begun {
        let mut out = task(app);
        let word = |name| crate::tui::input::plain::word(lang, name);
        out.push(match exercise.source {
            ExerciseSource::Puzzle(_) => crate::say!(
                lang,
                "plain-puzzle-begin",
                board = word("board"),
                task = word("task"),
                next = word("next")
            ),
            ExerciseSource::Lesson(_) => crate::say!(
                lang,
                "plain-learn-begin",
                board = word("board"),
                task = word("task"),
                lessons = word("lessons")
            ),
        });
        return Some(out);
    }
    match last {
        Some(last) if last == exercise && was_menu => Some(vec![step(app, exercise)]),
        Some(last) if last == exercise => None,
        _ => {
            // A task met: the plies it played, then the next task or the end.
            let mut out = plies(app, line, before);
            if exercise.done && app.session.is_over() {
                out.push(next_sentence(app));
            }
            out.push(match exercise.done {
                true => step(app, exercise),
                false => crate::say!(lang, "plain-learn-met", next = step(app, exercise)),
            });
            Some(out)
        }
    }
}

/// Each ply played since `before`, as a sentence (a task met plays the learner's move and
/// the reply at once).
fn plies(app: &App, line: &[String], before: &[String]) -> Vec<String> {
    if !line.starts_with(before) {
        return Vec::new();
    }
    let mut games = Vec::new();
    let mut game = app.session.game.clone();
    for _ in before.len()..line.len() {
        games.push(game.clone());
        game.undo();
    }
    games
        .iter()
        .rev()
        .filter_map(|g| move_sentence(app, g))
        .collect()
}

#[cfg(test)]
#[path = "lessons_tests.rs"]
mod tests;

/// What a puzzle just did to the ratings (counted at its first miss, or solved), once:
/// the board shows it in the puzzle's box.
pub fn rated(app: &App, said: &mut SaidLesson) -> Option<String> {
    let rated = app.learning.puzzles.as_ref()?.rated;
    let before = std::mem::replace(&mut said.rated, rated);
    let rated = rated.filter(|&r| Some(r) != before)?;
    Some(crate::say!(
        app.screen.lang,
        "puzzles-box-ratings",
        player = crate::tui::model::points(rated.player.1),
        player_change = crate::tui::model::change(rated.player),
        puzzle = crate::tui::model::points(rated.puzzle.1),
        puzzle_change = crate::tui::model::change(rated.puzzle)
    ))
}
