//! The clock in the terminal game, fed to the model with the time injected (no sleeping):
//! the increment after a move, a flag fall exactly at zero, pause and resume, the clock
//! held by help and review, resuming from a save, and the redraw schedule.

use std::time::{Duration, Instant};

use hive::clock::TimeControl;
use hive::engine::ai::{ClockState, Level, Opponent, TimeBudget};
use hive::record::Ending;
use hive::rules::Color;
use hive::tui::ClockStart;
use hive::tui::model::{App, Effect, Job, Mode, Msg, Timing};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, key, type_move};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A new game at 80×24 on `control`, its clock's time line starting at `t0`.
fn clocked(control: &str, t0: Instant) -> App {
    let mut app = app();
    let control: TimeControl = control.parse().unwrap();
    app.session.clock = Some(Timing::new(control, t0));
    at(&mut app, t0);
    app.update(Msg::Resize(80, 24));
    app
}

/// Tells the model the time is `t`, as the runtime does before each event and frame.
fn at(app: &mut App, t: Instant) -> Vec<Effect> {
    app.update(Msg::Clock(t))
}

fn left(app: &App, side: Color) -> Duration {
    let timing = app.session.clock.as_ref().unwrap();
    timing.clock.left(side, timing.since(timing.seen))
}

fn running(app: &App) -> Option<Color> {
    app.session.clock.as_ref().unwrap().clock.running()
}

#[test]
fn a_move_takes_its_time_and_adds_the_increment() {
    let t0 = Instant::now();
    let mut app = clocked("1+2", t0);
    assert_eq!(
        running(&app),
        Some(Color::White),
        "White's time runs from the start"
    );
    at(&mut app, t0 + ms(7_500));
    type_move(&mut app, "wS1");
    // 60 s − 7.5 s + 2 s.
    assert_eq!(left(&app, Color::White), ms(54_500));
    assert_eq!(running(&app), Some(Color::Black));
    assert_eq!(app.session.clock.as_ref().unwrap().left, [Some(ms(54_500))]);
    at(&mut app, t0 + ms(8_500));
    assert_eq!(left(&app, Color::Black), ms(59_000));
    type_move(&mut app, "bS1 wS1-");
    assert_eq!(left(&app, Color::Black), ms(61_000));
    let timing = app.session.clock.as_ref().unwrap();
    assert_eq!(timing.took(1), Some(ms(7_500)));
    assert_eq!(timing.took(2), Some(ms(1_000)));
}

#[test]
fn a_flag_falls_exactly_at_zero_and_the_game_is_lost_on_time() {
    let t0 = Instant::now();
    let mut app = clocked("0:03+0", t0);
    at(&mut app, t0 + ms(2_999));
    assert!(!app.session.is_over());
    assert_eq!(left(&app, Color::White), ms(1));
    let effects = at(&mut app, t0 + ms(3_000));
    assert!(app.session.is_over(), "flag at 3.000 s");
    assert_eq!(app.session.flagged(), Some(Color::White));
    assert!(
        effects.contains(&Effect::Autosave),
        "saved at once: {effects:?}"
    );
    assert_eq!(running(&app), None);
    assert_eq!(
        app.session.result(&app.screen.lang),
        "White (Ann) ran out of time: Black (Bob) wins on time"
    );
    // No move after it, and no undo out of it.
    type_move(&mut app, "wS1");
    assert_eq!(app.session.game.moves().len(), 0);
    key(&mut app, KeyCode::Char('u'));
    assert!(app.session.is_over());
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("time up 0.0"), "{screen}");
    assert!(
        screen.contains("Game over. White (Ann) ran out of time"),
        "{screen}"
    );
}

#[test]
fn playing_on_from_before_a_flag_fell_is_a_game_on_its_own_clock() {
    // A tester's finding: playing on from review in a game lost on time, the new line
    // was lost on time again when it came back to the ply where the flag had fallen.
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    at(&mut app, t0 + ms(1_000));
    type_move(&mut app, "wS1");
    at(&mut app, t0 + ms(2_000));
    type_move(&mut app, "bS1 wS1-");
    // White's 59 s run out.
    at(&mut app, t0 + ms(61_000));
    assert_eq!(app.session.flagged(), Some(Color::White));
    // Back to Black's move, and another one played there.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.mode, Mode::Play);
    assert!(!app.session.is_over(), "not lost at ply 1");
    at(&mut app, t0 + ms(70_000));
    type_move(&mut app, "bG1 wS1-");
    assert_eq!(app.session.game.moves().len(), 2);
    assert!(!app.session.is_over(), "another line, not lost on time");
    assert_eq!(app.session.flagged(), None);
    assert_eq!(running(&app), Some(Color::White));
    assert_eq!(left(&app, Color::White), ms(59_000), "its time after ply 1");
    let screen = draw(&mut app, 80, 24);
    assert!(!screen.contains("time up"), "{screen}");
    // Its own flag falls where its own time runs out.
    at(&mut app, t0 + ms(129_000));
    assert_eq!(app.session.flagged(), Some(Color::White));
}

#[test]
fn a_move_after_the_flag_fell_is_not_played() {
    // The time ran out between two looks at the clock: the move that comes late loses.
    let t0 = Instant::now();
    let mut app = clocked("0:03+0", t0);
    key(&mut app, KeyCode::Char(':'));
    for c in "wS1".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    app.update(Msg::Clock(t0 + ms(3_200)));
    // (The clock message itself already ends the game; a key after it plays nothing.)
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session.game.moves().len(), 0);
    assert_eq!(app.session.flagged(), Some(Color::White));
}

#[test]
fn pause_stops_both_clocks_and_refuses_moves_until_resumed() {
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    at(&mut app, t0 + ms(10_000));
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('T'),
        KeyModifiers::SHIFT,
    )));
    assert_eq!(running(&app), None);
    at(&mut app, t0 + ms(40_000));
    assert_eq!(
        left(&app, Color::White),
        ms(50_000),
        "no time ran while paused"
    );
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("clocks paused (T resumes)"), "{screen}");
    assert!(screen.contains("paused 0:50"), "{screen}");
    type_move(&mut app, "wS1");
    assert_eq!(app.session.game.moves().len(), 0, "no move while paused");
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('T'),
        KeyModifiers::SHIFT,
    )));
    assert_eq!(running(&app), Some(Color::White));
    at(&mut app, t0 + ms(45_000));
    assert_eq!(left(&app, Color::White), ms(45_000));
}

#[test]
fn a_game_ended_while_paused_shows_no_pause_and_the_pause_comes_back_with_it() {
    // A tester's finding: resigning while the clocks were paused left "paused" on the
    // clock and in the status line of a finished game.
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    type_move(&mut app, "wS1");
    let pause = KeyEvent::new(KeyCode::Char('T'), KeyModifiers::SHIFT);
    app.update(Msg::Key(pause));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("clocks paused (T resumes)"), "{screen}");
    key(&mut app, KeyCode::Char('R'));
    key(&mut app, KeyCode::Char('y'));
    assert!(app.session.is_over());
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Game over."), "{screen}");
    assert!(!screen.contains("paused"), "{screen}");
    assert_eq!(running(&app), None, "the clocks stand");
    // Taking the resignation back goes back to the paused game, as it stood.
    key(&mut app, KeyCode::Char('u'));
    assert!(!app.session.is_over());
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("clocks paused (T resumes)"), "{screen}");
    assert_eq!(running(&app), None, "still paused");
}

#[test]
fn help_a_question_and_review_hold_the_clock() {
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    type_move(&mut app, "wS1");
    at(&mut app, t0 + ms(1_000));
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.mode, Mode::Help { .. }));
    at(&mut app, t0 + ms(30_000));
    assert_eq!(left(&app, Color::Black), ms(59_000), "held by help");
    key(&mut app, KeyCode::Esc);
    at(&mut app, t0 + ms(31_000));
    assert_eq!(left(&app, Color::Black), ms(58_000));
    key(&mut app, KeyCode::Char('q'));
    at(&mut app, t0 + ms(50_000));
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(left(&app, Color::Black), ms(58_000), "held by the question");
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    at(&mut app, t0 + ms(90_000));
    // Review shows the times after the ply shown: the start.
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains(" 1:00 ┘"), "{screen}");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(left(&app, Color::Black), ms(58_000), "held by review");
    assert_eq!(running(&app), Some(Color::Black));
}

#[test]
fn review_shows_the_time_each_move_took() {
    let t0 = Instant::now();
    let mut app = clocked("5+3", t0);
    at(&mut app, t0 + ms(4_200));
    type_move(&mut app, "wS1");
    at(&mut app, t0 + ms(4_200 + 65_000));
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('r'));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("took 1:05 · 3:58"), "{screen}");
    key(&mut app, KeyCode::Left);
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("took 4.2 s · 4:58"), "{screen}");
}

#[test]
fn undo_sets_the_clocks_back_to_the_times_of_that_ply() {
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    at(&mut app, t0 + ms(5_000));
    type_move(&mut app, "wS1");
    at(&mut app, t0 + ms(15_000));
    type_move(&mut app, "bS1 wS1-");
    at(&mut app, t0 + ms(20_000));
    key(&mut app, KeyCode::Char('u'));
    // Black to move again with the time it had before its move; White's as after its own.
    assert_eq!(running(&app), Some(Color::Black));
    assert_eq!(left(&app, Color::Black), ms(60_000));
    assert_eq!(left(&app, Color::White), ms(55_000));
}

#[test]
fn the_clock_asks_for_redraws_only_while_it_runs() {
    let t0 = Instant::now();
    let mut plain = app();
    at(&mut plain, t0);
    assert_eq!(plain.next_redraw(), None, "no clock: nothing to redraw");
    let mut app = clocked("0:12+0", t0);
    assert_eq!(app.next_redraw(), Some(ms(1_000)), "seconds above ten");
    at(&mut app, t0 + ms(2_050));
    assert_eq!(app.next_redraw(), Some(ms(50)), "tenths under ten");
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.next_redraw(), None, "held: idle");
    key(&mut app, KeyCode::Esc);
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('T'),
        KeyModifiers::SHIFT,
    )));
    assert_eq!(app.next_redraw(), None, "paused: idle");
}

#[test]
fn the_computer_thinks_within_its_time_and_not_while_paused() {
    let t0 = Instant::now();
    let mut app = clocked("1+0", t0);
    app.session.opponent = Some(Opponent {
        color: Color::Black,
        level: Level::Expert,
    });
    key(&mut app, KeyCode::Char(':'));
    for c in "wS1".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)));
    let budget = effects.iter().find_map(|e| match e {
        Effect::Search {
            job: Job::Move(Level::Expert),
            budget,
            ..
        } => *budget,
        _ => None,
    });
    // The engine's time manager, told both clocks (60 s each: White's move took no time
    // here), the ply and Black's choices: a share of its minute, well under its level's 3 s.
    let budget = budget.unwrap_or_else(|| panic!("a budget: {effects:?}"));
    let pos = app.session.game.position();
    let state =
        ClockState::new(ms(60_000), Duration::ZERO, 1, pos.legal_moves().len()).against(ms(60_000));
    assert_eq!(budget, TimeBudget::for_move(&state));
    assert!(
        budget.target > ms(500) && budget.hard < ms(10_000),
        "{budget:?}"
    );
    // Paused on its turn: it stops, and thinks again on resume.
    let pause = KeyEvent::new(KeyCode::Char('T'), KeyModifiers::SHIFT);
    let effects = app.update(Msg::Key(pause));
    assert!(effects.contains(&Effect::StopSearch), "{effects:?}");
    assert!(app.computer.thinking.is_none());
    let effects = app.update(Msg::Key(pause));
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Search {
                job: Job::Move(_),
                budget: Some(_),
                ..
            }
        )),
        "{effects:?}"
    );
}

#[test]
fn a_saved_clock_is_resumed_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let disk = hive::tui::runtime::disk::Disk::default();
    let t0 = Instant::now();
    let mut app = clocked("3+2", t0);
    let record = hive::record::Record::from_game(&app.session.game, "Ann", "Bob", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.clone(), record));
    at(&mut app, t0 + ms(12_345));
    type_move(&mut app, "wS1");
    disk.write_autosave(&mut app);
    at(&mut app, t0 + ms(20_000));
    type_move(&mut app, "bS1 wS1-");
    disk.write_autosave(&mut app);
    // Quit while White thinks: both clocks as they stand are saved.
    at(&mut app, t0 + ms(27_777));
    key(&mut app, KeyCode::Char('q'));
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('y'),
        KeyModifiers::NONE,
    )));
    assert!(effects.contains(&Effect::Autosave), "{effects:?}");
    disk.write_autosave(&mut app);
    let (record, game) = hive::record::load(&path).unwrap();
    let white = ms(180_000 - 12_345 + 2_000 - 7_777);
    let black = ms(180_000 - 7_655 + 2_000);
    let saved = record.clock.unwrap();
    assert_eq!(saved.left, Some([white, black]));
    assert_eq!(
        record.moves.iter().map(|m| m.left).collect::<Vec<_>>(),
        [Some(ms(180_000 - 12_345 + 2_000)), Some(black)]
    );
    // Resumed at another time: White's time runs on from where it stood.
    let t1 = t0 + ms(1_000_000);
    let start = ClockStart::of_record(&record).unwrap();
    let plies = game.moves().len();
    let mut resumed = app_at(start.timing(plies, t1), game, t1);
    assert_eq!(left(&resumed, Color::White), white);
    assert_eq!(left(&resumed, Color::Black), black);
    assert_eq!(running(&resumed), Some(Color::White));
    at(&mut resumed, t1 + ms(1_000));
    assert_eq!(left(&resumed, Color::White), white - ms(1_000));
    assert_eq!(
        resumed.session.clock.as_ref().unwrap().took(1),
        Some(ms(12_345))
    );
}

#[test]
fn a_loss_on_time_is_saved_and_resumed_as_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let disk = hive::tui::runtime::disk::Disk::default();
    let t0 = Instant::now();
    let mut app = clocked("0:03+0", t0);
    let record = hive::record::Record::from_game(&app.session.game, "Ann", "Bob", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.clone(), record));
    type_move(&mut app, "wS1");
    disk.write_autosave(&mut app);
    at(&mut app, t0 + ms(3_000));
    disk.write_autosave(&mut app);
    let (record, game) = hive::record::load(&path).unwrap();
    assert_eq!(record.result.ending, Some(Ending::TimedOut(Color::Black)));
    assert_eq!(record.clock.unwrap().left.unwrap()[1], Duration::ZERO);
    let start = ClockStart::of_record(&record).unwrap();
    let plies = game.moves().len();
    let resumed = app_at(start.timing(plies, t0), game, t0);
    assert!(resumed.session.is_over());
    assert_eq!(resumed.session.flagged(), Some(Color::Black));
}

/// A game screen for `game` with `timing`, at time `t`.
fn app_at(timing: Timing, game: hive::rules::Game, t: Instant) -> App {
    let mut app = app();
    app.session.game = game;
    app.session.clock = Some(timing);
    at(&mut app, t);
    app.update(Msg::Resize(80, 24));
    app
}

#[test]
fn the_clocks_at_80_by_24() {
    // White's running under ten seconds (tenths), Black's standing above.
    let t0 = Instant::now();
    let mut app = clocked("0:30+2", t0);
    at(&mut app, t0 + ms(3_000));
    type_move(&mut app, "wS1");
    at(&mut app, t0 + ms(4_000));
    type_move(&mut app, "bS1 wS1-");
    at(&mut app, t0 + ms(4_000 + 19_750));
    insta::assert_snapshot!("running_under_ten_seconds", draw(&mut app, 80, 24));
    // Paused: both players see it.
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('T'),
        KeyModifiers::SHIFT,
    )));
    insta::assert_snapshot!("paused", draw(&mut app, 80, 24));
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('T'),
        KeyModifiers::SHIFT,
    )));
    // White's flag falls.
    at(&mut app, t0 + ms(60_000));
    insta::assert_snapshot!("lost_on_time", draw(&mut app, 80, 24));
}

#[test]
fn the_new_game_question_chooses_the_clock() {
    let t0 = Instant::now();
    let mut app = app();
    at(&mut app, t0);
    type_move(&mut app, "wS1");
    key(&mut app, KeyCode::Char('N'));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Clock: none (c changes it)"), "{screen}");
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Char('c'));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Clock: 5+3 (c changes it)"), "{screen}");
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.session.game.moves().len(), 0);
    let control = app.session.clock.as_ref().map(|t| t.control());
    assert_eq!(control, Some("5+3".parse().unwrap()));
    assert_eq!(running(&app), Some(Color::White));
    // The next new game offers the same clock first; past the last choice, none.
    key(&mut app, KeyCode::Char('N'));
    assert!(draw(&mut app, 80, 24).contains("Clock: 5+3"));
    for _ in 0..5 {
        key(&mut app, KeyCode::Char('c'));
    }
    assert!(draw(&mut app, 80, 24).contains("Clock: none"));
    key(&mut app, KeyCode::Char('y'));
    assert!(app.session.clock.is_none());
}

#[test]
fn back_from_review_in_a_game_lost_on_time_offers_no_take_back() {
    // A tester was told "u takes back a move" there, and u was refused.
    let t0 = Instant::now();
    let mut app = clocked("0:03+0", t0);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    at(&mut app, t0 + ms(10_000));
    assert_eq!(app.session.flagged(), Some(Color::White));
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Char('b'));
    let (said, _) = app.screen.message.clone().unwrap();
    assert!(
        said.contains("lost on time") && !said.contains("u takes"),
        "{said}"
    );
}
