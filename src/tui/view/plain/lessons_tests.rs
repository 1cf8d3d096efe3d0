//! Plain mode's lessons through the model: each command's sentence in the menu and in a
//! lesson, each task said once, a wrong try's reason, the end and the progress kept.

use super::super::{Said, news};
use crate::learn::LESSONS;
use crate::tui::input::plain::{self, Command};
use crate::tui::model::{App, Effect, Mode, Msg};

/// A lessons-only screen (as `hive learn` opens), in `code`, with the menu said.
fn learner(code: &str) -> (App, Said, Vec<String>) {
    let mut app = App::new(crate::rules::GameType::MLP, "White".into(), "Black".into());
    app.screen.lang = crate::lang::Catalog::embedded().find(code).unwrap();
    app.learning.only = true;
    app.open_lessons(Mode::Play);
    let mut said = Said::default();
    let first = news(&app, &mut said);
    (app, said, first)
}

/// Types `line` as plain mode reads it; what is said then, and the effects.
fn type_line(app: &mut App, said: &mut Said, line: &str) -> (Vec<String>, Vec<Effect>) {
    let command = plain::parse(&app.screen.lang.clone(), line).unwrap();
    let asks = command.is_question()
        || (command == Command::Lessons && matches!(app.mode, Mode::Lessons { .. }));
    if asks {
        return (super::super::answer(app, &command), Vec::new());
    }
    let effects = app.update(Msg::Command(command));
    let out = news(app, said);
    app.screen.message = None;
    (out, effects)
}

#[test]
fn the_menu_is_a_numbered_line_a_lesson_and_says_how_to_choose() {
    let (_, _, said) = learner("en");
    assert!(said[0].starts_with("Plain mode:"), "{said:?}");
    assert!(said[1].starts_with("The lessons, 21 of them:"), "{said:?}");
    assert!(said[1].contains("(22 opens the puzzles)"), "{said:?}");
    // A line a lesson, then the puzzles' line, as the board's menu rows go.
    assert_eq!(said.len(), 3 + LESSONS.len());
    assert_eq!(said[2], "1. Placing pieces.");
    assert_eq!(said[22], "21. Draws.");
    assert!(said[23].starts_with("22. Puzzles: "), "{said:?}");
}

#[test]
fn the_number_after_the_lessons_opens_the_puzzles() {
    let (mut app, mut said, _) = learner("en");
    let (_, effects) = type_line(&mut app, &mut said, "22");
    assert!(
        effects.contains(&Effect::Puzzles(crate::tui::model::PuzzleEffect::Open)),
        "{effects:?}"
    );
    assert_eq!(app.mode, Mode::Play);
}

#[test]
fn a_lesson_is_done_by_typed_moves_each_task_said_once() {
    let (mut app, mut said, _) = learner("en");
    let (out, _) = type_line(&mut app, &mut said, "1");
    assert_eq!(out[0], "Lesson: Placing pieces.");
    assert_eq!(out[2], "Task 1 of 2: Place your Spider (S).");
    assert!(
        out[3].starts_with("Type moves as in a game; board tells"),
        "{out:?}"
    );
    // Legal but not the task: the lesson's reason, and nothing played.
    let (out, _) = type_line(&mut app, &mut said, "wA1");
    assert_eq!(out, ["Legal, but that is not the piece the task asks for."]);
    assert_eq!(app.session.game.moves().len(), 0);
    // Illegal: the game's reason.
    let (out, _) = type_line(&mut app, &mut said, "wQ");
    assert_eq!(out.len(), 1);
    assert!(out[0].starts_with("wQ is illegal: "), "{out:?}");
    let (out, _) = type_line(&mut app, &mut said, "wS1");
    assert_eq!(
        out,
        [
            "White places a Spider, wS1, alone in the middle of the table.",
            "Black places a Spider, bS1, next to wS1, on its west side.",
            "Well done! Task 2 of 2: Place your Grasshopper (G).",
        ]
    );
    // Nothing said twice unasked; `task` says it again.
    // Said once: the next look (the message read out and gone) says no rating again.
    app.screen.message = None;
    let again = news(&app, &mut said);
    assert!(
        !again.iter().any(|l| l.starts_with("Your rating: ")),
        "{again:?}"
    );
    let (out, _) = type_line(&mut app, &mut said, "task");
    assert_eq!(out[2], "Task 2 of 2: Place your Grasshopper (G).");
    let (out, effects) = type_line(&mut app, &mut said, "wG1 wS1-");
    assert_eq!(
        out.last().unwrap(),
        "Well done: “Placing pieces” is done. lessons lists the lessons."
    );
    // Kept as the board keeps it.
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::KeepProgress(p) if p.is_done("placing"))),
        "{effects:?}"
    );
    let (out, _) = type_line(&mut app, &mut said, "wA1 wG1-");
    assert_eq!(out, ["This lesson is done: lessons lists the next ones."]);
    let (out, _) = type_line(&mut app, &mut said, "lessons");
    assert_eq!(out[1], "1. Placing pieces: done.");
}

#[test]
fn commands_not_for_a_lesson_or_the_menu_get_a_sentence() {
    let (mut app, mut said, _) = learner("en");
    let (out, _) = type_line(&mut app, &mut said, "42");
    assert_eq!(out, ["There is no lesson 42: they are numbered 1 to 22."]);
    let (out, _) = type_line(&mut app, &mut said, "wS1");
    assert_eq!(
        out,
        ["In the list of lessons: type a number from 1 to 22, leave to close the list, or quit."]
    );
    let (out, _) = type_line(&mut app, &mut said, "task");
    assert_eq!(out, ["No lesson is under way: lessons lists them."]);
    type_line(&mut app, &mut said, "2");
    for line in ["undo", "hint", "draw", "resign", "review", "save x"] {
        let (out, _) = type_line(&mut app, &mut said, line);
        assert_eq!(
            out,
            ["Not during a lesson or a puzzle: lessons lists the lessons, quit leaves."],
            "{line}"
        );
    }
    // Back to the menu and out of it again: the task of the moment, not the whole lesson.
    let (out, _) = type_line(&mut app, &mut said, "lessons");
    assert!(out[0].starts_with("The lessons, 21 of them"), "{out:?}");
    let (out, _) = type_line(&mut app, &mut said, "leave");
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(out[0].starts_with("Task 1 of "), "{out:?}");
    // quit in the menu quits.
    type_line(&mut app, &mut said, "lessons");
    type_line(&mut app, &mut said, "quit");
    assert!(app.screen.quit);
}

#[test]
fn the_lessons_speak_the_players_language_with_no_argument_left_unfilled() {
    for code in ["ru", "pl", "cs", "es"] {
        let (mut app, mut said, menu) = learner(code);
        let english = learner("en").2;
        assert_ne!(menu[1], english[1], "{code}");
        let word = plain::word(&app.screen.lang, "lessons");
        assert_ne!(word, "lessons", "{code}");
        let mut all = menu;
        for line in ["1", "wA1", "42", "wS1", "undo", "task", &word] {
            all.extend(type_line(&mut app, &mut said, line).0);
        }
        for line in &all {
            assert!(
                !line.contains('{') && !line.contains("plain-"),
                "{code}: {line}"
            );
        }
    }
}

/// A tester found plain puzzles silent about the ratings and with no way to the next one:
/// each try's rating change is said once, and `next` skips (or goes on after a solve).
#[test]
fn a_plain_puzzle_says_the_ratings_and_next_goes_on() {
    use crate::engine::puzzles::Prover;
    use crate::tui::model::{PuzzleEffect, PuzzleMode, PuzzleRun};
    let (mut app, mut said, _) = learner("en");
    app.screen.plain = true;
    app.mode = Mode::Play;
    app.start_puzzles(PuzzleRun::new(
        PuzzleMode::Rated,
        Default::default(),
        true,
        7,
    ));
    let begun = news(&app, &mut said);
    assert!(begun.iter().any(|l| l.starts_with("Puzzle: ")), "{begun:?}");
    assert!(
        begun
            .iter()
            .any(|l| l.contains("next skips to the next puzzle")),
        "{begun:?}"
    );
    // A legal move that is not the solution's: judged, a miss, the ratings said once.
    let puzzle = app.learning.exercise.unwrap().source.puzzle().unwrap();
    let game = app.session.game.clone();
    let wrong = game
        .position()
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .find(|m| !puzzle.accepted[0].contains(m))
        .unwrap();
    let (_, effects) = type_line(&mut app, &mut said, &wrong);
    let mut prover = Prover::new();
    for effect in effects {
        if let Effect::Puzzles(PuzzleEffect::Judge(ask)) = effect {
            let verdict = ask.answer(&mut prover);
            app.update(Msg::PuzzleJudged(ask, verdict));
        }
    }
    let told = news(&app, &mut said);
    assert!(told.iter().any(|l| l.contains("misses")), "{told:?}");
    assert!(
        told.iter().any(|l| l.starts_with("Your rating: ")),
        "{told:?}"
    );
    // Said once: the next look (the message read out and gone) says no rating again.
    app.screen.message = None;
    let again = news(&app, &mut said);
    assert!(
        !again.iter().any(|l| l.starts_with("Your rating: ")),
        "{again:?}"
    );
    // `next`: the next puzzle.
    let (told, _) = type_line(&mut app, &mut said, "next");
    assert!(told.iter().any(|l| l.starts_with("Puzzle: ")), "{told:?}");
    let run = app.learning.puzzles.as_ref().unwrap();
    assert_eq!(run.given, 2);
}

/// A tester heard plain lessons tell of keys and lit cells: where a lesson's words name
/// the board's keys, plain mode says its own, in every language.
#[test]
fn plain_lessons_speak_of_typed_moves_and_commands_not_keys_or_lit_cells() {
    let catalog = crate::lang::Catalog::embedded();
    for tag in catalog.tags() {
        for (number, board, plain) in [
            (1, "learn-placing-text", "wS1"),
            (2, "learn-touching-text", "wA1"),
            (20, "learn-passing-task-1", "pass"),
            (21, "learn-repetition-text", ""),
        ] {
            let (mut app, mut said, _) = learner(tag);
            let lang = app.screen.lang.clone();
            let (out, _) = type_line(&mut app, &mut said, &number.to_string());
            let heard = out.join("\n");
            assert!(!heard.contains(&lang.get(board)), "{tag} {number}: {heard}");
            assert!(heard.contains(plain), "{tag} {number}: {heard}");
            assert!(
                !heard.contains("Enter") && !heard.contains('{'),
                "{tag} {number}: {heard}"
            );
            if number == 21 {
                let draw = plain::word(&lang, "draw");
                assert!(heard.contains(&draw), "{tag}: {heard}");
                // Where the Ant goes back to is said: a listener cannot see the last moves.
                let task = lang.get("learn-repetition-task-1");
                assert!(!heard.contains(&task), "{tag}: {heard}");
            }
        }
    }
}
