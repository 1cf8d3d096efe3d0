//! The lessons played with keys against the model: every lesson done by a scripted run of
//! keys, every task's wrong tries (an illegal one, a legal one that misses) answered with a
//! reason, the lesson screen whole at 80×24 in every language, and the ways in.

use hive::learn::{Judgement, LESSONS};
use hive::rules::{Game, Move, Piece};
use hive::tui::model::{App, Effect, Mode, Msg, Tone};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, key, type_move};

/// Each lesson's answers, task by task, as UHP MoveStrings (the file the library's lesson
/// tests read too): `slug<TAB>answer;answer`.
const ANSWERS_FILE: &str = include_str!("../data/lessons/answers.tsv");

/// Answers given with keys of their own instead of `:` and a MoveString (`keys:` then the
/// characters, Enter as `\n`): the first lesson's placements and the pass.
const KEYED: &[(&str, &[&str])] = &[
    ("placing", &["keys:S\n", "keys:G\n"]),
    ("passing", &["keys:\n"]),
];

/// The answers of the lesson `slug` as the learner gives them.
fn answers_of(slug: &str) -> Vec<&'static str> {
    if let Some((_, keyed)) = KEYED.iter().find(|(s, _)| *s == slug) {
        return keyed.to_vec();
    }
    ANSWERS_FILE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .find(|(s, _)| *s == slug)
        .map(|(_, answers)| answers.split(';').collect())
        .unwrap_or_else(|| panic!("no answers for lesson {slug}"))
}

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// A screen at 80×24 with lesson `n` (from 0) opened from the menu with its keys.
fn lesson_app(n: usize) -> App {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    press(&mut app, KeyCode::F(3));
    assert!(matches!(app.mode, Mode::Lessons { .. }));
    press(&mut app, KeyCode::Home);
    for _ in 0..n {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.mode, Mode::Play);
    app
}

/// Gives `answer` with keys; returns the effects of its last key.
fn answer(app: &mut App, answer: &str) -> Vec<Effect> {
    match answer.strip_prefix("keys:") {
        Some(keys) => {
            let mut effects = Vec::new();
            for c in keys.chars() {
                effects = match c {
                    '\n' => press(app, KeyCode::Enter),
                    c => press(app, KeyCode::Char(c)),
                };
            }
            effects
        }
        None => {
            press(app, KeyCode::Char(':'));
            for c in answer.chars() {
                key(app, KeyCode::Char(c));
            }
            press(app, KeyCode::Enter)
        }
    }
}

fn step(app: &App) -> (usize, bool) {
    let e = app.learning.exercise.unwrap();
    (e.step, e.done)
}

#[test]
fn every_lesson_is_done_by_a_scripted_run_of_keys() {
    assert!(LESSONS.len() >= 20);
    for (n, lesson) in LESSONS.iter().enumerate() {
        let answers = answers_of(lesson.slug);
        let mut app = lesson_app(n);
        for (i, text) in answers.iter().enumerate() {
            assert_eq!(step(&app), (i, false), "{}: task {}", lesson.slug, i + 1);
            let effects = answer(&mut app, text);
            let last = i + 1 == answers.len();
            if last {
                assert!(
                    step(&app).1,
                    "{}: not done after {text}: {:?}",
                    lesson.slug,
                    app.screen.message
                );
                assert!(
                    effects.contains(&Effect::KeepProgress(app.learning.progress.clone())),
                    "{}",
                    lesson.slug
                );
                assert!(app.learning.progress.is_done(lesson.slug));
                let (message, tone) = app.screen.message.clone().unwrap();
                assert_eq!(tone, Tone::Info);
                assert!(message.starts_with("Well done"), "{message}");
            } else {
                assert_eq!(
                    step(&app),
                    (i + 1, false),
                    "{}: {text}: {:?}",
                    lesson.slug,
                    app.screen.message
                );
            }
        }
        // Done: the board takes no more moves, and F3 offers the next lesson.
        press(&mut app, KeyCode::F(3));
        assert!(matches!(app.mode, Mode::Lessons { .. }));
        if n + 1 < LESSONS.len() {
            assert_eq!(app.learning.chosen, n + 1);
        }
    }
}

/// An illegal move for the side to move in `game`: a piece of its own, or in its hand, to a
/// cell beside the hive it may not go to.
pub(super) fn an_illegal_move(game: &Game) -> Move {
    let pos = game.position();
    let me = pos.to_move();
    let legal = pos.legal_moves();
    let pieces: Vec<Piece> = Piece::all()
        .filter(|p| p.color() == me && pos.game_type().has(p.bug()))
        .collect();
    let mut cells: Vec<hive::rules::Hex> = pos
        .board()
        .tops()
        .flat_map(|(h, _)| h.neighbors())
        .filter(|&h| !pos.board().is_occupied_at(h))
        .collect();
    // An empty board: its one cell (the Queen may not come first).
    if cells.is_empty() {
        cells.push(hive::rules::Hex::ORIGIN);
    }
    for p in pieces {
        for &c in &cells {
            let mv = Move::Piece(p, c);
            let placeable = pos.board().is_placed(p) || pos.next_in_hand(me, p.bug()) == Some(p);
            // Written with a reference piece (the cell touches another), as UHP needs.
            let written = !pos.board().is_empty() && !game.format_move(mv).contains(' ');
            if !legal.contains(&mv) && placeable && !written {
                return mv;
            }
        }
    }
    panic!("no illegal move in {game}");
}

#[test]
fn each_tasks_wrong_tries_are_answered_with_a_reason_and_another_try() {
    let lang = hive::lang::Lang::english();
    for (n, lesson) in LESSONS.iter().enumerate() {
        let answers = answers_of(lesson.slug);
        let mut app = lesson_app(n);
        for (i, text) in answers.iter().enumerate() {
            let at = app.session.game.moves().len();
            // An illegal try: the rules' own reason, in the prompt it was typed in.
            let game = app.session.game.clone();
            let bad = an_illegal_move(&game);
            let why = game.position().check(bad).unwrap_err();
            let reason = hive::lang::rules::reason(&lang, game.position(), &why);
            type_move(&mut app, &game.format_move(bad));
            match &app.mode {
                Mode::Prompt {
                    error: Some(error), ..
                } => {
                    assert!(
                        error.contains(&reason),
                        "{}: {error} / {reason}",
                        lesson.slug
                    )
                }
                other => panic!(
                    "{}: {} not refused: {other:?}",
                    lesson.slug,
                    game.format_move(bad)
                ),
            }
            press(&mut app, KeyCode::Esc);
            // A legal try that misses the task: the lesson's reason, and the same task.
            let miss = game
                .position()
                .legal_moves()
                .into_iter()
                .find(|&m| matches!(lesson_judge(n, i, &game, m), Judgement::Misses { .. }));
            if let Some(miss) = miss {
                type_move(&mut app, &game.format_move(miss));
                let (message, tone) = app.screen.message.clone().unwrap();
                assert_eq!(tone, Tone::Warning, "{}: {message}", lesson.slug);
                assert!(
                    message.starts_with("Legal, but"),
                    "{}: {message}",
                    lesson.slug
                );
                assert!(!message.contains('{'), "{message}");
            }
            assert_eq!(app.session.game.moves().len(), at, "{}", lesson.slug);
            assert_eq!(step(&app), (i, false));
            answer(&mut app, text);
        }
        assert!(step(&app).1, "{}", lesson.slug);
    }
}

fn lesson_judge(n: usize, step: usize, game: &Game, mv: Move) -> Judgement {
    use hive::learn::Exercise as _;
    LESSONS[n].judge(step, game, mv)
}

#[test]
fn a_piece_that_would_split_the_hive_says_so_when_picked_in_a_lesson() {
    let n = LESSONS.iter().position(|l| l.slug == "one-hive").unwrap();
    let mut app = lesson_app(n);
    // The cursor onto the white Queen, between the Ant and the Spider, and Enter.
    let queen = app
        .session
        .game
        .position()
        .board()
        .position("wQ".parse().unwrap())
        .unwrap();
    app.focus.cursor = queen;
    press(&mut app, KeyCode::Enter);
    let (message, tone) = app.screen.message.clone().unwrap();
    assert_eq!(tone, Tone::Warning);
    assert!(message.contains("split the hive"), "{message}");
}

#[test]
fn a_lesson_refuses_what_is_not_for_lessons_and_saves_no_game() {
    let mut app = lesson_app(0);
    for c in ['u', 's', 'N', 'H', 'R'] {
        press(&mut app, KeyCode::Char(c));
        assert_eq!(app.mode, Mode::Play, "{c}");
        let (message, _) = app.screen.message.clone().unwrap();
        assert!(message.contains("F3"), "{c}: {message}");
    }
    assert!(app.saving.autosave.is_none());
}

#[test]
fn the_lessons_open_from_help_and_close_back_to_the_game() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    press(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.mode, Mode::Help { .. }));
    // The keys page lists the key, in play and in help.
    let lang = hive::lang::Lang::english();
    let listed = hive::tui::input::keys::sections(&lang)
        .into_iter()
        .flat_map(|(_, rows)| rows)
        .filter(|(keys, what)| keys == "F3" && what.starts_with("lessons"))
        .count();
    assert_eq!(listed, 2);
    press(&mut app, KeyCode::F(3));
    assert!(matches!(app.mode, Mode::Lessons { .. }));
    let menu = draw(&mut app, 80, 24);
    assert!(
        menu.contains("1. Placing pieces") && menu.contains("Lessons"),
        "{menu}"
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert!(app.learning.exercise.is_none());
}

/// The words of `text`, as a screen shows them (wrapping moves no word).
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn every_lesson_screen_is_whole_at_80x24_in_every_language_and_short() {
    let catalog = hive::lang::Catalog::embedded();
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let lang = catalog.find(tag).unwrap();
        for (n, lesson) in LESSONS.iter().enumerate() {
            let mut app = lesson_app(n);
            app.screen.lang = lang.clone();
            let screen = draw(&mut app, 80, 24);
            let text = lang.get(&lesson.text_id());
            let title = lang.get(&lesson.title_id());
            for (step, _) in lesson.tasks.iter().enumerate() {
                let task = lang.get(&lesson.task_id(step));
                for t in [&text, &title, &task] {
                    assert!(
                        !t.contains('{') && !t.is_empty(),
                        "{tag} {}: {t}",
                        lesson.slug
                    );
                }
                let count = words(&text).len() + words(&title).len() + words(&task).len();
                assert!(count <= 80, "{tag} {}: {count} words", lesson.slug);
            }
            let task = lang.get(&lesson.task_id(0));
            for word in words(&text)
                .into_iter()
                .chain(words(&title))
                .chain(words(&task))
            {
                assert!(
                    screen.contains(word),
                    "{tag} {}: `{word}` cut:\n{screen}",
                    lesson.slug
                );
            }
            // The box is as tall as its words: no empty line inside its frame, which
            // the board needs more (it was a fixed eight lines).
            let rows: Vec<&str> = screen.lines().collect();
            let bottom = rows.iter().position(|r| r.starts_with('└')).unwrap();
            for row in &rows[1..bottom] {
                let inside = row.trim_start_matches('│').trim_end_matches('│');
                assert!(
                    !inside.trim().is_empty(),
                    "{tag} {}:\n{screen}",
                    lesson.slug
                );
            }
        }
    }
}

#[test]
fn a_miss_is_worded_in_the_players_language_with_its_number() {
    let catalog = hive::lang::Catalog::embedded();
    let n = LESSONS.iter().position(|l| l.slug == "surround").unwrap();
    for tag in ["ru", "pl", "cs", "es"] {
        let mut app = lesson_app(n);
        app.screen.lang = catalog.find(tag).unwrap();
        // A placement far from the black Queen: she keeps her one free side.
        let game = app.session.game.clone();
        let miss = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| !game.position().board().is_placed(m.piece().unwrap()))
            .unwrap();
        type_move(&mut app, &game.format_move(miss));
        let (message, tone) = app.screen.message.clone().unwrap();
        assert_eq!(tone, Tone::Warning);
        assert!(
            message.contains('1') && !message.contains('{'),
            "{tag}: {message}"
        );
        assert!(!message.starts_with("Legal"), "{tag}: {message}");
    }
}

#[test]
fn a_shared_games_screen_opens_no_lesson_over_the_rooms_game() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    app.session.place =
        hive::room::Place::Shared(hive::room::Seat::Player(hive::rules::Color::White));
    let before = app.session.game.to_string();
    press(&mut app, KeyCode::F(3));
    assert_eq!(app.mode, Mode::Play);
    let (message, tone) = app.screen.message.clone().unwrap();
    assert_eq!(tone, Tone::Warning);
    // A guest over SSH has no `hive learn` to type; the host does.
    assert!(message.contains("lobby (L)"), "{message}");
    assert!(!message.contains("hive learn"), "{message}");
    assert_eq!(app.session.game.to_string(), before);
    assert!(app.learning.exercise.is_none());
    app.session.link.invitations = vec![hive::room::Invitation {
        seat: hive::room::Seat::Player(hive::rules::Color::Black),
        line: "ssh -p 2222 CODE@host".into(),
    }];
    press(&mut app, KeyCode::F(3));
    let (message, _) = app.screen.message.clone().unwrap();
    assert!(message.contains("hive learn"), "{message}");
}

#[test]
fn a_lessons_status_line_offers_the_lessons_not_undo() {
    let mut app = lesson_app(0);
    let screen = draw(&mut app, 80, 24);
    let keys = screen.lines().last().unwrap();
    assert!(
        keys.contains("F3 lessons") && !keys.contains("undo"),
        "{keys}"
    );
}

/// `q` in a lesson asks about leaving the program, not about a game: a lesson is none.
#[test]
fn quitting_in_a_lesson_asks_about_the_lessons_not_a_game() {
    let mut app = lesson_app(0);
    press(&mut app, KeyCode::Char('q'));
    let s = draw(&mut app, 80, 24);
    assert!(s.contains("Leave the lessons and puzzles?"), "{s}");
    assert!(!s.contains("Quit this game"), "{s}");
    // At 80 columns in every language the keys that answer are never cut.
    let catalog = hive::lang::Catalog::embedded();
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let lang = catalog.find(tag).unwrap();
        let keys = lang.get("exercise-ask-quit-keys");
        app.screen.lang = lang;
        let s = draw(&mut app, 80, 24);
        assert!(s.contains(&keys), "{tag}: {s}");
        assert!(!s.contains('…'), "{tag}: {s}");
    }
}
