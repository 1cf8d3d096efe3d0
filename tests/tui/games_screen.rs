//! The games screen on the game screen: `O` lists the saved games (asked of the library off
//! the UI thread), typing searches them, and Enter asks the runtime to open the one chosen:
//! an unfinished game goes on, a finished one is replayed.

use std::path::PathBuf;

use hive::record::GameResult;
use hive::room::{Place, Seat};
use hive::rules::{Color, GameState, GameType};
use hive::tui::App;
use hive::tui::model::{Effect, Listing, Mode, Msg, Row};
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::screens::{app, draw, type_move};

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn typed(app: &mut App, text: &str) -> Vec<Effect> {
    text.chars()
        .flat_map(|c| press(app, KeyCode::Char(c)))
        .collect()
}

/// A result by its save-format name: `playing`, `white-queen` (White surrounded Black's
/// Queen) or an ending (`agreed-draw`, `white-resigned`, …).
pub(crate) fn result(name: &str) -> GameResult {
    match name {
        "playing" => GameResult::from_state(GameState::InProgress),
        "white-queen" => GameResult::from_state(GameState::WhiteWins),
        ending => GameResult {
            state: GameState::InProgress,
            ending: Some(ending.parse().unwrap()),
            note: None,
        },
    }
}

/// A saved game as the library lists it; `outcome` as [`result`] names it.
pub(crate) fn row(white: &str, black: &str, outcome: &str, plies: usize, date: &str) -> Row {
    let result = result(outcome);
    Row {
        path: PathBuf::from(format!("/games/{white}-{black}-{plies}.json")),
        white: white.into(),
        black: black.into(),
        finished: result.is_finished(),
        result,
        date: date.into(),
        game_type: "Base+MLP".into(),
        plies,
        taken_back: 0,
        branched_at: None,
    }
}

/// Four saved games, newest first, as the library lists them.
fn saved_games() -> Vec<Row> {
    vec![
        row("Ann", "Bob", "playing", 12, "2026-11-26 21:05"),
        row(
            "Computer 3",
            "Bartholomew the Magnificent",
            "white-queen",
            37,
            "2026-11-25 10:00",
        ),
        row("Zoë", "Ann", "agreed-draw", 20, "2026-11-20 18:30"),
        row("Cleo", "Dan", "white-resigned", 9, "2018.10.28"),
    ]
}

/// The search asked last in `effects`: its number, words and whether it is fresh.
fn asked(effects: &[Effect]) -> Option<(u64, Vec<String>, bool)> {
    effects.iter().rev().find_map(|e| match e {
        Effect::ListGames {
            query,
            words,
            fresh,
        } => Some((*query, words.clone(), *fresh)),
        _ => None,
    })
}

/// Answers search `query` with the rows of `rows` holding every word (as the library does).
fn answer(app: &mut App, query: u64, words: &[String], rows: &[Row]) {
    let found: Vec<Row> = rows
        .iter()
        .filter(|r| {
            let text = format!("{} {} {}", r.white, r.black, r.result).to_lowercase();
            words.iter().all(|w| text.contains(&w.to_lowercase()))
        })
        .cloned()
        .collect();
    app.update(Msg::Listed {
        query,
        answer: Ok(Listing {
            found: found.len(),
            rows: found,
            total: rows.len(),
            note: None,
        }),
    });
}

/// The screen opened with `O` from play and answered.
fn opened() -> App {
    let mut app = app();
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    let (query, words, fresh) = asked(&effects).expect("the library is asked");
    assert!(fresh && words.is_empty());
    answer(&mut app, query, &words, &saved_games());
    app
}

#[test]
fn o_lists_the_saved_games_and_typing_searches_them() {
    let mut app = app();
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    assert!(matches!(&app.mode, Mode::Games { back } if **back == Mode::Play));
    let (first, words, fresh) = asked(&effects).expect("the library is asked");
    assert!(fresh, "opening compares the library with the files");
    let waiting = draw(&mut app, 80, 24);
    assert!(waiting.contains("Reading your saved games"), "{waiting}");
    answer(&mut app, first, &words, &saved_games());
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Your games: 4"), "{screen}");
    for name in ["Ann", "Bartholomew", "Zoë", "Cleo"] {
        assert!(screen.contains(name), "{name}\n{screen}");
    }
    // Newest first, the first chosen.
    let at = |s: &str, text: &str| s.lines().position(|l| l.contains(text)).expect(text);
    assert!(at(&screen, "Ann  ") < at(&screen, "Cleo"), "{screen}");
    assert!(screen.contains("▶ Ann"), "{screen}");
    // Typing searches: each key asks again, with the words typed; `q`, a play key, is typed.
    let effects = typed(&mut app, "qu");
    let (_, words, fresh) = asked(&effects).unwrap();
    assert_eq!((words, fresh), (vec!["qu".to_string()], false));
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    let effects = typed(&mut app, "ann");
    let (query, words, _) = asked(&effects).unwrap();
    assert!(query > first);
    // An answer to an earlier search is dropped.
    answer(&mut app, first, &[], &saved_games()[3..]);
    assert_eq!(app.games.rows().len(), 4);
    answer(&mut app, query, &words, &saved_games());
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Search: ann_"), "{screen}");
    assert!(screen.contains("2 of 4 found"), "{screen}");
    assert!(!screen.contains("Cleo"), "{screen}");
    // Ctrl-U clears the search: all of them again.
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(asked(&effects).unwrap().1, Vec::<String>::new());
    // Esc closes it, back to the game.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert!(draw(&mut app, 80, 24).contains("Plies (0)"));
}

#[test]
fn the_arrows_and_pages_choose_and_stop_at_the_ends() {
    let mut app = opened();
    press(&mut app, KeyCode::Up);
    assert_eq!(app.games.chosen, 0, "no row above the first");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    assert_eq!(app.games.chosen, 2);
    assert!(draw(&mut app, 80, 24).contains("▶ Zoë"));
    press(&mut app, KeyCode::PageDown);
    assert_eq!(app.games.chosen, 3, "a page down stops at the last");
    press(&mut app, KeyCode::PageUp);
    assert_eq!(app.games.chosen, 0);
    press(&mut app, KeyCode::End);
    assert_eq!(app.games.chosen, 3);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.games.chosen, 0);
}

#[test]
fn enter_resumes_an_unfinished_game_and_replays_a_finished_one() {
    let mut app = opened();
    let effects = press(&mut app, KeyCode::Enter);
    assert!(
        effects.contains(&Effect::OpenGame {
            path: saved_games()[0].path.clone(),
            replay: false
        }),
        "{effects:?}"
    );
    // The runtime opens it, or says why not: the screen stays and says so.
    app.update(Msg::NotOpened(
        "Ann-Bob-12.json is open in another hive (process 42, since 10:00): not opened.".into(),
    ));
    assert!(matches!(app.mode, Mode::Games { .. }));
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("! Ann-Bob-12.json is open in another hive"),
        "{screen}"
    );
    press(&mut app, KeyCode::Down);
    let effects = press(&mut app, KeyCode::Enter);
    assert!(effects.contains(&Effect::OpenGame {
        path: saved_games()[1].path.clone(),
        replay: true
    }));
    // Ctrl-R replays any game, an unfinished one too.
    press(&mut app, KeyCode::Up);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('r'),
        KeyModifiers::CONTROL,
    )));
    assert!(effects.contains(&Effect::OpenGame {
        path: saved_games()[0].path.clone(),
        replay: true
    }));
}

#[test]
fn a_click_on_a_row_chooses_it() {
    let mut app = opened();
    let screen = draw(&mut app, 80, 24);
    let y = screen
        .lines()
        .position(|l| l.contains("Cleo"))
        .expect(&screen);
    app.update(Msg::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 10,
        row: y as u16,
        modifiers: KeyModifiers::NONE,
    }));
    assert_eq!(app.games.chosen, 3);
    assert!(draw(&mut app, 80, 24).contains("▶ Cleo"));
}

#[test]
fn from_review_esc_goes_back_to_review() {
    let mut app = app();
    draw(&mut app, 80, 24);
    type_move(&mut app, "wS1");
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Char('O'));
    assert!(
        matches!(&app.mode, Mode::Games { back } if matches!(**back, Mode::Review { .. })),
        "{:?}",
        app.mode
    );
    press(&mut app, KeyCode::Esc);
    assert!(matches!(app.mode, Mode::Review { .. }), "{:?}", app.mode);
}

#[test]
fn a_shared_game_has_no_games_screen() {
    let mut app = App::new(GameType::BASE, "Ann".into(), "Bob".into());
    app.session.place = Place::Shared(Seat::Player(Color::White));
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    assert_eq!(app.mode, Mode::Play);
    assert!(asked(&effects).is_none());
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("not in a shared game"), "{text}");
}

#[test]
fn an_empty_folder_and_an_unreadable_one_say_so() {
    let mut app = app();
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    let (query, ..) = asked(&effects).unwrap();
    answer(&mut app, query, &[], &[]);
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("No saved games yet"), "{screen}");
    // Enter on nothing opens nothing.
    let effects = press(&mut app, KeyCode::Enter);
    assert!(!effects.iter().any(|e| matches!(e, Effect::OpenGame { .. })));
    let effects = typed(&mut app, "x");
    let (query, ..) = asked(&effects).unwrap();
    app.update(Msg::Listed {
        query,
        answer: Err("/nowhere: cannot list saved games: Permission denied".into()),
    });
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("! /nowhere: cannot list saved games"),
        "{screen}"
    );
}

#[test]
fn the_games_screen_at_80_by_24() {
    let mut app = opened();
    press(&mut app, KeyCode::Down);
    insta::assert_snapshot!(draw(&mut app, 80, 24));
    let effects = typed(&mut app, "zz");
    let (query, words, _) = asked(&effects).unwrap();
    answer(&mut app, query, &words, &saved_games());
    insta::assert_snapshot!("no_game_matches", draw(&mut app, 80, 24));
}

#[test]
fn a_branch_among_the_games_leaves_the_names_readable_at_80_columns() {
    let mut app = app();
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    let (query, words, _) = asked(&effects).unwrap();
    let mut rows = saved_games();
    // A branch of the second game, with moves taken back: its plies say the most.
    let mut branch = row("Zoë", "Computer 3", "playing", 12, "2026-11-27 09:15");
    branch.taken_back = 1;
    branch.branched_at = Some(13);
    rows.insert(0, branch);
    answer(&mut app, query, &words, &rows);
    let s = draw(&mut app, 80, 24);
    // Before, the branch's note took 22 columns on every row (14 of them empty on all
    // the others) and the names were cut to 7 (`Comput…`).
    for name in ["Computer 3", "Ann", "Cleo"] {
        assert!(s.contains(&format!("{name} ")), "{name} cut:\n{s}");
    }
    assert!(s.contains("12 of 13, br. 13"), "{s}");
    insta::assert_snapshot!(s);
}
