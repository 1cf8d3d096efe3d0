//! The puzzles played with keys against the model: a shipped puzzle solved by its proved
//! line (the set's `solution`, the oracle), a wrong move refuted and tried again, a streak
//! ended by a miss, the screen at 80×24 (English and Russian), and the whole runtime
//! writing the ratings file after a solve.

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use hive::engine::puzzles::Prover;
use hive::engine::puzzles::rating::{RATINGS_FILE, Ratings};
use hive::engine::puzzles::set::{Puzzle, built_in};
use hive::tui::model::{App, Effect, Msg, PuzzleEffect, PuzzleMode, PuzzleRun, Tone};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw};

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// Types `text` at the `:` prompt; returns the effects of its Enter.
fn type_move(app: &mut App, text: &str) -> Vec<Effect> {
    press(app, KeyCode::Char(':'));
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
    press(app, KeyCode::Enter)
}

/// Does what the runtime's judge thread does with each move sent to it (answers it with
/// the exhaustive judge), and hands the verdicts to the model; returns the effects of the
/// last one.
fn judge(app: &mut App, effects: Vec<Effect>, prover: &mut Prover) -> Vec<Effect> {
    let mut last = Vec::new();
    for effect in effects {
        if let Effect::Puzzles(PuzzleEffect::Judge(ask)) = effect {
            let verdict = ask.answer(prover);
            last = app.update(Msg::PuzzleJudged(ask, verdict));
        }
    }
    last
}

/// A screen at 80×24 giving puzzles of `mode` (ratings kept when `kept`), on puzzle `i`.
fn puzzle_app(mode: PuzzleMode, kept: bool, i: usize) -> App {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    app.learning.only = true;
    app.learning.puzzles = Some(PuzzleRun::new(mode, Ratings::default(), kept, 1));
    app.open_puzzle(i);
    app
}

/// The first shipped puzzle that `keep` keeps.
fn find(keep: impl Fn(&Puzzle) -> bool) -> usize {
    built_in().iter().position(keep).unwrap()
}

/// The ratings the model asked to keep.
fn kept(effects: &[Effect]) -> Option<Ratings> {
    effects.iter().find_map(|e| match e {
        Effect::Puzzles(PuzzleEffect::Keep(r)) => Some((**r).clone()),
        _ => None,
    })
}

fn message(app: &App) -> (String, Tone) {
    app.screen.message.clone().unwrap()
}

#[test]
fn a_shipped_puzzle_is_solved_by_its_proved_line_typed_move_by_move() {
    // A win in 3: the computer answers twice with its longest defence.
    let i = find(|p| p.kind == "win" && p.moves == 3);
    let puzzle = &built_in()[i];
    let mut app = puzzle_app(PuzzleMode::Rated, true, i);
    let start = app.session.game.moves().len();
    let mut prover = Prover::new();
    let mut last = Vec::new();
    for (k, mv) in puzzle.solution.iter().enumerate().step_by(2) {
        let asked = type_move(&mut app, mv);
        // Checked first, not played yet.
        assert_eq!(app.session.game.moves().len(), start + k, "{mv}");
        assert!(
            message(&app).0.contains(&format!("Checking {mv}")),
            "{:?}",
            message(&app)
        );
        last = judge(&mut app, asked, &mut prover);
        let played: Vec<&str> = app.session.game.move_strings().skip(start).collect();
        // The move, and the computer's answer: the proved line's defence.
        let upto = (k + 2).min(puzzle.solution.len());
        assert_eq!(played, puzzle.solution[..upto], "{:?}", message(&app));
    }
    let exercise = app.learning.exercise.unwrap();
    assert!(exercise.done);
    let (text, tone) = message(&app);
    assert_eq!(tone, Tone::Info);
    assert!(text.starts_with("Solved!"), "{text}");
    // Solved at the first try: the player's rating up, the puzzle's down, kept at once.
    let ratings = kept(&last).unwrap();
    assert!(ratings.player.rating > 1500.0, "{ratings:?}");
    assert!(ratings.of(puzzle).rating < puzzle.rating, "{ratings:?}");
    assert!(ratings.solved.contains(&puzzle.id));
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Solved!") && screen.contains("Your rating:"),
        "{screen}"
    );
    // Enter: the next puzzle.
    press(&mut app, KeyCode::Enter);
    assert!(!app.learning.exercise.unwrap().done);
    assert_eq!(app.learning.puzzles.as_ref().unwrap().given, 2);
}

#[test]
fn a_wrong_move_shows_the_refutation_and_another_try_counts_no_more() {
    let i = find(|p| p.kind == "win" && p.moves == 2);
    let puzzle = &built_in()[i];
    let mut app = puzzle_app(PuzzleMode::Rated, true, i);
    let mut prover = Prover::new();
    let game = app.session.game.clone();
    let start = game.moves().len();
    // A legal move the set does not accept, whose refutation is a line of moves.
    let wrong = game
        .position()
        .legal_moves()
        .into_iter()
        .map(|mv| game.format_move(mv))
        .filter(|t| !puzzle.accepted[0].contains(t))
        .find(|t| {
            let ask = hive::tui::model::PuzzleAsk {
                puzzle: i,
                played: Vec::new(),
                tried: t.clone(),
            };
            matches!(ask.answer(&mut prover), Ok(hive::engine::puzzles::Verdict::Refused { line }) if !line.is_empty())
        })
        .unwrap();
    let asked = type_move(&mut app, &wrong);
    let effects = judge(&mut app, asked, &mut prover);
    let (text, tone) = message(&app);
    assert_eq!(tone, Tone::Warning);
    assert!(
        text.starts_with(&format!("{wrong} misses: the computer answers ")),
        "{text}"
    );
    // Not played: the board is as it was, the same move to find.
    assert_eq!(app.session.game.moves().len(), start);
    let exercise = app.learning.exercise.unwrap();
    assert_eq!((exercise.step, exercise.done), (0, false));
    // The miss counted at once: the player's rating down, kept.
    let ratings = kept(&effects).unwrap();
    assert!(ratings.player.rating < 1500.0, "{ratings:?}");
    let after_miss = ratings.player.rating;
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("A miss (it counted)"), "{screen}");
    // Another try, the right line: solved, and nothing counted again.
    let mut all = Vec::new();
    for mv in puzzle.solution.iter().step_by(2) {
        let asked = type_move(&mut app, mv);
        all.extend(judge(&mut app, asked, &mut prover));
    }
    assert!(app.learning.exercise.unwrap().done);
    assert!(message(&app).0.starts_with("Solved, after a miss"));
    assert!(kept(&all).is_none());
    let run = app.learning.puzzles.as_ref().unwrap();
    assert_eq!(run.ratings.player.rating, after_miss);
    assert!(!run.ratings.solved.contains(&puzzle.id));
}

#[test]
fn an_illegal_move_gets_the_games_own_reason_and_is_not_judged() {
    let i = find(|p| p.kind == "win" && p.moves == 1);
    let mut app = puzzle_app(PuzzleMode::Rated, false, i);
    let game = app.session.game.clone();
    let illegal = super::learn::an_illegal_move(&game);
    let effects = type_move(&mut app, &game.format_move(illegal));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Puzzles(_))));
    // The rules' own reason, in the prompt it was typed in: nothing checked or counted.
    let why = game.position().check(illegal).unwrap_err();
    let reason = hive::lang::rules::reason(&app.screen.lang, game.position(), &why);
    match &app.mode {
        hive::tui::model::Mode::Prompt {
            error: Some(error), ..
        } => assert!(error.contains(&reason), "{error} / {reason}"),
        other => panic!("not refused: {other:?}"),
    }
    assert_eq!(app.session.game.moves().len(), game.moves().len());
    assert!(!app.learning.puzzles.as_ref().unwrap().missed);
}

#[test]
fn a_streak_climbs_then_ends_at_the_first_miss_and_says_how_long_it_was() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    app.start_puzzles(PuzzleRun::new(
        PuzzleMode::Streak,
        Ratings::default(),
        false,
        1,
    ));
    let mut prover = Prover::new();
    let first = app.learning.exercise.unwrap().source.puzzle().unwrap();
    // The easiest puzzle of the set comes first.
    let easiest = built_in()
        .iter()
        .map(|p| p.rating)
        .fold(f64::INFINITY, f64::min);
    assert_eq!(first.rating, easiest);
    for mv in first.solution.iter().step_by(2) {
        let asked = type_move(&mut app, mv);
        judge(&mut app, asked, &mut prover);
    }
    assert!(app.learning.exercise.unwrap().done);
    press(&mut app, KeyCode::Char('n'));
    let second = app.learning.exercise.unwrap().source.puzzle().unwrap();
    assert!(second.rating >= first.rating && second.id != first.id);
    assert!(draw(&mut app, 80, 24).contains("Streak 1 "));
    // A wrong move: the streak is over, at one.
    let game = app.session.game.clone();
    let wrong = game
        .position()
        .legal_moves()
        .into_iter()
        .map(|mv| game.format_move(mv))
        .find(|t| !second.accepted[0].contains(t))
        .unwrap();
    let asked = type_move(&mut app, &wrong);
    judge(&mut app, asked, &mut prover);
    let (text, _) = message(&app);
    assert!(
        text.ends_with("The streak is over: 1 puzzle solved in a row."),
        "{text}"
    );
    let run = app.learning.puzzles.as_ref().unwrap();
    assert!(run.streak.over);
    assert_eq!(run.ratings.best_streak, 1);
    // The next: a new streak from the easiest.
    press(&mut app, KeyCode::Char('n'));
    let again = app.learning.exercise.unwrap().source.puzzle().unwrap();
    assert_eq!(again.rating, easiest);
}

#[test]
fn the_puzzle_screen_at_80x24() {
    let i = find(|p| p.kind == "win" && p.moves == 2);
    let mut app = puzzle_app(PuzzleMode::Rated, false, i);
    insta::assert_snapshot!(draw(&mut app, 80, 24));
}

#[test]
fn a_puzzle_speaks_russian_with_its_numbers_filled() {
    let i = find(|p| p.kind == "save");
    let mut app = puzzle_app(PuzzleMode::Theme("gate".parse().unwrap()), false, i);
    app.screen.lang = hive::lang::Catalog::embedded().find("ru").unwrap();
    let mut prover = Prover::new();
    let puzzle = &built_in()[i];
    let asked = type_move(&mut app, &puzzle.solution[0]);
    judge(&mut app, asked, &mut prover);
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Ворота") && screen.contains("Спасите Королеву"),
        "{screen}"
    );
    assert!(
        screen.contains("Решено!") && screen.contains("Ваш рейтинг:"),
        "{screen}"
    );
    assert!(!screen.contains('{'), "{screen}");
    let (text, _) = message(&app);
    assert!(
        text.starts_with("Решено! Ваш рейтинг в задачах: 1"),
        "{text}"
    );
}

/// Waits until `path` exists (the runtime's thread writes it), for at most a minute.
fn wait_for(path: &Path) -> bool {
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until {
        if path.exists() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

#[test]
fn the_runtime_judges_off_the_screen_and_writes_the_ratings_file() {
    // A seed whose first rated puzzle is a win in one move: one key line solves it.
    let (seed, i) = (0..1000u64)
        .find_map(|seed| {
            let mut run = PuzzleRun::new(PuzzleMode::Rated, Ratings::default(), false, seed);
            let i = run.next(None)?;
            (built_in()[i].solution.len() == 1).then_some((seed, i))
        })
        .unwrap();
    let puzzle = &built_in()[i];
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    let options = hive::tui::Options {
        game_type: hive::rules::GameType::MLP,
        white: "White".into(),
        black: "Black".into(),
        opponent: None,
        ponder: false,
        rules: hive::rules::Rules::default(),
        start: hive::tui::Start::Puzzles {
            mode: PuzzleMode::Rated,
            seed,
        },
        folders: hive::tui::model::Folders {
            games: Some(games),
            home: None,
        },
        look: hive::tui::Look::default(),
        clock: None,
        lang: hive::lang::Lang::english(),
        study: Default::default(),
    };
    let (send, mut receive) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        hive::tui::run_on(
            &mut terminal,
            &mut receive,
            options,
            &hive::tui::Handle::default(),
        )
        .unwrap()
    });
    let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    send.send(key(KeyCode::Char(':'))).unwrap();
    for c in puzzle.solution[0].chars() {
        send.send(key(KeyCode::Char(c))).unwrap();
    }
    send.send(key(KeyCode::Enter)).unwrap();
    let path = dir.path().join(RATINGS_FILE);
    assert!(wait_for(&path), "no ratings file");
    // Over: q quits at once.
    send.send(key(KeyCode::Char('q'))).unwrap();
    thread.join().unwrap();
    let ratings = Ratings::load(&path).unwrap();
    assert!(ratings.player.rating > 1500.0, "{ratings:?}");
    assert_eq!(ratings.solved, std::slice::from_ref(&puzzle.id));
}

#[test]
fn skipping_a_puzzle_untried_counts_a_miss_and_says_so() {
    let i = find(|p| p.kind == "win" && p.moves == 1);
    let mut app = puzzle_app(PuzzleMode::Rated, true, i);
    let effects = press(&mut app, KeyCode::Char('n'));
    let ratings = kept(&effects).unwrap();
    assert!(ratings.player.rating < 1500.0, "{ratings:?}");
    let (text, _) = message(&app);
    assert!(
        text.starts_with("Skipped: it counted as a miss. Your puzzle rating: "),
        "{text}"
    );
    // The next puzzle is on, untried.
    let run = app.learning.puzzles.as_ref().unwrap();
    assert_eq!((run.given, run.missed, run.rated), (2, false, None));
    // Skipping a puzzle already over counts nothing more.
    let next = app.learning.exercise.unwrap().source.puzzle().unwrap();
    let mut prover = Prover::new();
    for mv in next.solution.iter().step_by(2) {
        let asked = type_move(&mut app, mv);
        judge(&mut app, asked, &mut prover);
    }
    assert!(app.learning.exercise.unwrap().done);
    let effects = press(&mut app, KeyCode::Char('n'));
    assert!(kept(&effects).is_none());
}

/// A tester pressed `n` while a right move was being checked: the move is judged first.
#[test]
fn n_while_a_move_is_checked_waits_for_the_verdict_and_a_right_move_still_solves() {
    let i = find(|p| p.kind == "win" && p.moves == 1);
    let puzzle = &built_in()[i];
    let mut app = puzzle_app(PuzzleMode::Rated, true, i);
    let asked = type_move(&mut app, &puzzle.solution[0]);
    let effects = press(&mut app, KeyCode::Char('n'));
    assert!(kept(&effects).is_none(), "{effects:?}");
    assert_eq!(app.learning.exercise.unwrap().source.puzzle(), Some(puzzle));
    assert!(
        message(&app).0.starts_with("Still checking"),
        "{:?}",
        message(&app)
    );
    let effects = judge(&mut app, asked, &mut Prover::new());
    let ratings = kept(&effects).unwrap();
    assert!(ratings.solved.contains(&puzzle.id), "{ratings:?}");
}

#[test]
fn where_more_than_one_move_wins_the_box_says_so_and_another_winner_solves_it() {
    // A win in 2 whose second move may be any of several.
    let i = find(|p| p.kind == "win" && p.accepted.len() == 2 && p.accepted[1].len() > 1);
    let puzzle = &built_in()[i];
    let mut app = puzzle_app(PuzzleMode::Rated, false, i);
    assert!(!draw(&mut app, 80, 24).contains("More than one move wins here"));
    let mut prover = Prover::new();
    let asked = type_move(&mut app, &puzzle.solution[0]);
    judge(&mut app, asked, &mut prover);
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("More than one move wins here"), "{screen}");
    // A winner that is not the line's own.
    let other = puzzle.accepted[1]
        .iter()
        .find(|m| **m != puzzle.solution[2])
        .unwrap();
    let asked = type_move(&mut app, other);
    judge(&mut app, asked, &mut prover);
    assert!(app.learning.exercise.unwrap().done, "{:?}", message(&app));
    assert!(message(&app).0.starts_with("Solved!"));
    assert_eq!(app.session.game.move_strings().last(), Some(other.as_str()));
}

#[test]
fn the_lessons_menu_ends_with_a_row_that_opens_the_puzzles() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::End);
    let menu = draw(&mut app, 80, 24);
    let row = menu.lines().find(|l| l.contains("Puzzles: ")).unwrap();
    assert!(
        row.contains("to solve, rated"),
        "the whole row shows: {menu}"
    );
    // Below the last lesson.
    let last = hive::learn::LESSONS.len();
    let above = menu
        .lines()
        .position(|l| l.contains(&format!("{last}. ")))
        .unwrap();
    assert_eq!(menu.lines().nth(above + 1), Some(row));
    let effects = press(&mut app, KeyCode::Enter);
    assert!(
        effects.contains(&Effect::Puzzles(PuzzleEffect::Open)),
        "{effects:?}"
    );
    assert_eq!(app.mode, hive::tui::model::Mode::Play);
}

#[test]
fn off_the_proved_line_the_box_no_longer_says_how_many_moves_win() {
    // A win in 3 with several winners at the second move and at the third (on its line);
    // a second move off the line that the judge accepts without ending the game.
    let mut prover = Prover::new();
    let (i, other) = built_in()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.accepted.len() == 3 && p.accepted[1].len() > 1)
        .filter(|(_, p)| p.accepted[2].len() > 1)
        .find_map(|(i, p)| {
            let other = p.accepted[1].iter().find(|m| {
                let ask = hive::tui::model::PuzzleAsk {
                    puzzle: i,
                    played: p.solution[..2].to_vec(),
                    tried: (*m).clone(),
                };
                **m != p.solution[2]
                    && matches!(
                        ask.answer(&mut prover),
                        Ok(hive::engine::puzzles::Verdict::Accepted { .. })
                    )
            })?;
            Some((i, other.clone()))
        })
        .unwrap();
    let puzzle = &built_in()[i];
    // On the line: the third move is marked.
    let mut on = puzzle_app(PuzzleMode::Rated, false, i);
    for mv in [&puzzle.solution[0], &puzzle.solution[2]] {
        let asked = type_move(&mut on, mv);
        judge(&mut on, asked, &mut prover);
    }
    assert!(draw(&mut on, 80, 24).contains("More than one move wins here"));
    // Off it: not (the set knows the winners of its own line only).
    let mut off = puzzle_app(PuzzleMode::Rated, false, i);
    for mv in [&puzzle.solution[0], &other] {
        let asked = type_move(&mut off, mv);
        judge(&mut off, asked, &mut prover);
    }
    assert_eq!(off.learning.exercise.unwrap().step, 2);
    let screen = draw(&mut off, 80, 24);
    assert!(
        screen.contains("Move 3 of 3") && !screen.contains("More than one move wins here"),
        "{screen}"
    );
}

#[test]
fn a_puzzles_own_judge_answers_from_its_proved_line() {
    use hive::learn::Judgement;
    use hive::tui::model::ExerciseSource;
    let i = find(|p| p.kind == "win" && p.moves == 2);
    let puzzle = &built_in()[i];
    let source = ExerciseSource::Puzzle(i);
    let game = source.start().unwrap();
    assert_eq!(game.to_string(), puzzle.game().unwrap().to_string());
    assert_eq!(source.steps(), 2);
    let right = hive::rules::parse_move(game.position(), &puzzle.solution[0]).unwrap();
    let mut after = game.clone();
    after.play(right).unwrap();
    let reply = hive::rules::parse_move(after.position(), &puzzle.solution[1]).unwrap();
    assert_eq!(
        source.judge(0, &game, right),
        Judgement::Meets { reply: Some(reply) }
    );
    let wrong = game
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| !puzzle.accepted[0].contains(&game.format_move(m)))
        .unwrap();
    assert!(matches!(
        source.judge(0, &game, wrong),
        Judgement::Misses { .. }
    ));
}
