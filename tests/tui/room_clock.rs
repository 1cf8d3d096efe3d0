//! A shared game on a clock: the room holds the one clock, on a time line a test sets
//! (no sleeping). It starts when both players are here, takes a move's time when it
//! accepts the move and saves it with the move before telling anyone, decides flag falls,
//! and a saved game goes on with exactly its times. Screens draw the room's clock and
//! never pause it.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hive::clock::TimeControl;
use hive::record::{self, Ending, Record, SavedClock, Stamp};
use hive::room::{ClockNews, Membership, News, Place, Proposal, Refusal, Room, Seat, SharedClock};
use hive::rules::{Color, Game, GameType, Rules};
use hive::tui::model::{App, Effect, Msg, Timing};

use super::screens::{app, draw, key};
use ratatui::crossterm::event::KeyCode;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A test's clock: the time the room reads, moved on by hand.
#[derive(Clone)]
pub(super) struct Time(Arc<Mutex<Instant>>);

impl Time {
    pub(super) fn new() -> Time {
        Time(Arc::new(Mutex::new(Instant::now())))
    }

    pub(super) fn now(&self) -> Instant {
        *self.0.lock().unwrap()
    }

    pub(super) fn pass(&self, d: Duration) {
        *self.0.lock().unwrap() += d;
    }
}

/// A room for a new Base game on `control`, reading `time`, saved in `dir`.
fn clocked_room(dir: &Path, control: &str, time: &Time) -> (Room, PathBuf) {
    let path = dir.join("clocked.json");
    let game = Game::with_rules(GameType::BASE, Rules::default());
    let mut rec = Record::from_game(&game, "Ann", "Bob", Stamp::now());
    rec.clock = Some(SavedClock {
        control: control.parse().unwrap(),
        left: None,
    });
    let time = time.clone();
    let room = Room::new(&path, game, rec)
        .unwrap()
        .with_time(move || time.now());
    (room, path)
}

fn join(room: &Room, seat: Seat) -> Membership {
    room.join(seat, || {}).unwrap()
}

/// The news `member` has had since the last look.
fn news(member: &Membership) -> Vec<News> {
    member.news.try_iter().collect()
}

/// The last clock among `news`.
fn last_clock(news: &[News]) -> Option<ClockNews> {
    news.iter().rev().find_map(|n| match n {
        News::Clock(c) => Some(*c),
        _ => None,
    })
}

fn first_move(game: &Game) -> hive::rules::Move {
    game.position().legal_moves()[0]
}

#[test]
fn the_clock_starts_when_both_players_are_here() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (room, _) = clocked_room(dir.path(), "1+2", &time);
    let ann = join(&room, Seat::Player(Color::White));
    let clock = ann.clock.clone().unwrap();
    assert_eq!(clock.now.running, None, "alone, Ann's time does not run");
    time.pass(ms(30_000));
    assert_eq!(room.clock().unwrap().left, [ms(60_000); 2]);
    let bob = join(&room, Seat::Player(Color::Black));
    let started = last_clock(&news(&ann)).expect("Ann is told the clock started");
    assert_eq!(started.running, Some(Color::White));
    assert_eq!(started.left, [ms(60_000); 2]);
    assert_eq!(bob.clock.as_ref().unwrap().now, started);
    time.pass(ms(5_000));
    assert_eq!(room.clock().unwrap().left, [ms(55_000), ms(60_000)]);
}

#[test]
fn a_move_is_charged_and_saved_with_its_time_before_the_news() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (room, path) = clocked_room(dir.path(), "1+2", &time);
    let ann = join(&room, Seat::Player(Color::White));
    let bob = join(&room, Seat::Player(Color::Black));
    news(&ann);
    news(&bob);
    time.pass(ms(7_500));
    let mv = first_move(&ann.game);
    ann.propose(Proposal::Play(mv));
    let told = news(&bob);
    assert_eq!(told.first(), Some(&News::Played(mv)));
    let clock = last_clock(&told).unwrap();
    // 60 s − 7.5 s + 2 s; Black's time runs from the move.
    assert_eq!(clock.left, [ms(54_500), ms(60_000)]);
    assert_eq!(clock.running, Some(Color::Black));
    assert_eq!(clock.at, time.now());
    // The save says so already.
    let (saved, _) = record::load(&path).unwrap();
    assert_eq!(saved.moves[0].left, Some(ms(54_500)));
    assert_eq!(
        saved.clock.unwrap().left,
        Some([ms(54_500), ms(60_000)]),
        "the record's clock is the room's when the move was taken"
    );
    // Black's time runs.
    time.pass(ms(1_250));
    assert_eq!(room.clock().unwrap().left, [ms(54_500), ms(58_750)]);
}

#[test]
fn a_flag_fall_is_decided_by_the_room_and_saved_before_it_is_told() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (room, path) = clocked_room(dir.path(), "0:03+0", &time);
    let ann = join(&room, Seat::Player(Color::White));
    let bob = join(&room, Seat::Player(Color::Black));
    let watcher = join(&room, Seat::Watcher);
    news(&ann);
    news(&bob);
    // A claim too early: the room's clock says no, and sets the claimer's right.
    time.pass(ms(2_900));
    bob.propose(Proposal::FlagFell);
    let answer = news(&bob);
    assert_eq!(answer.len(), 1, "{answer:?}");
    let clock = last_clock(&answer).unwrap();
    assert_eq!(clock.left[0], ms(100));
    assert!(
        news(&ann).is_empty(),
        "nobody else hears of a refused claim"
    );
    assert!(!room.is_over());
    // At zero the flag falls: any screen's word starts the room looking (a watcher's too).
    time.pass(ms(100));
    watcher.propose(Proposal::FlagFell);
    for member in [&ann, &bob, &watcher] {
        let told = news(member);
        assert_eq!(
            told.first(),
            Some(&News::TimedOut(Color::White)),
            "{told:?}"
        );
        let clock = last_clock(&told).unwrap();
        assert_eq!((clock.left[0], clock.running), (Duration::ZERO, None));
    }
    assert!(room.is_over());
    let (saved, game) = record::load(&path).unwrap();
    assert_eq!(saved.result.ending, Some(Ending::TimedOut(Color::White)));
    assert_eq!(saved.clock.unwrap().left, Some([Duration::ZERO, ms(3_000)]));
    // Nothing is played after it.
    time.pass(ms(1_000));
    ann.propose(Proposal::Play(first_move(&game)));
    assert_eq!(
        news(&ann),
        [News::Refused(Refusal::Over)],
        "the clock stands, and the move is refused"
    );
}

#[test]
fn a_move_after_the_flag_fell_loses_on_time_instead() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (room, path) = clocked_room(dir.path(), "0:03+0", &time);
    let ann = join(&room, Seat::Player(Color::White));
    let _bob = join(&room, Seat::Player(Color::Black));
    news(&ann);
    time.pass(ms(3_001));
    ann.propose(Proposal::Play(first_move(&ann.game)));
    let told = news(&ann);
    assert_eq!(
        told.first(),
        Some(&News::TimedOut(Color::White)),
        "{told:?}"
    );
    assert!(!told.iter().any(|n| matches!(n, News::Played(_))));
    assert_eq!(room.game().moves().len(), 0, "the move is not played");
    let (saved, _) = record::load(&path).unwrap();
    assert_eq!(saved.result.ending, Some(Ending::TimedOut(Color::White)));
}

#[test]
fn the_clock_stops_when_neither_player_is_here_and_resumes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (room, path) = clocked_room(dir.path(), "1+2", &time);
    let ann = join(&room, Seat::Player(Color::White));
    let bob = join(&room, Seat::Player(Color::Black));
    time.pass(ms(4_000));
    ann.propose(Proposal::Play(first_move(&ann.game)));
    time.pass(ms(10_000));
    // One player leaving stops nothing: Black's time runs on while Bob is away.
    drop(bob);
    time.pass(ms(3_000));
    assert_eq!(room.clock().unwrap().left, [ms(58_000), ms(47_000)]);
    assert_eq!(room.clock().unwrap().running, Some(Color::Black));
    // The last player leaves: the clock stops, and the save keeps its times.
    drop(ann);
    time.pass(ms(60_000));
    assert_eq!(room.clock().unwrap().running, None);
    assert_eq!(room.clock().unwrap().left, [ms(58_000), ms(47_000)]);
    let (saved, _) = record::load(&path).unwrap();
    assert_eq!(saved.clock.unwrap().left, Some([ms(58_000), ms(47_000)]));
    drop(room);
    // Served again (`hive serve FILE`): the same times, running once both are back.
    let (rec, game) = record::load(&path).unwrap();
    let later = Time::new();
    let t = later.clone();
    let again = Room::new(&path, game, rec)
        .unwrap()
        .with_time(move || t.now());
    let ann = join(&again, Seat::Player(Color::White));
    assert_eq!(
        ann.clock.as_ref().unwrap().now.left,
        [ms(58_000), ms(47_000)]
    );
    assert_eq!(
        ann.clock.as_ref().unwrap().plies,
        [Some(ms(58_000))],
        "each ply's time comes back for review"
    );
    let _bob = join(&again, Seat::Player(Color::Black));
    later.pass(ms(500));
    assert_eq!(again.clock().unwrap().left, [ms(58_000), ms(46_500)]);
}

/// A screen holding `seat` of a game on `control` as the room told it at `t0`.
fn seated(seat: Seat, control: &str, t0: Instant) -> App {
    let mut app = app();
    app.session.place = Place::Shared(seat);
    let control: TimeControl = control.parse().unwrap();
    let shared = SharedClock {
        control,
        plies: Vec::new(),
        now: ClockNews {
            left: [control.initial(); 2],
            running: None,
            at: t0,
        },
        flagged: None,
    };
    app.session.clock = Some(Timing::of_room(&shared, 0));
    app.update(Msg::Clock(t0));
    app.update(Msg::Resize(80, 24));
    app
}

#[test]
fn a_screen_draws_the_rooms_clock_and_proposes_a_flag_fall() {
    let t0 = Instant::now();
    let mut bob = seated(Seat::Player(Color::Black), "0:12+0", t0);
    // Nothing runs until the room says.
    bob.update(Msg::Clock(t0 + ms(5_000)));
    assert_eq!(
        bob.next_redraw(),
        None,
        "no redraw while the room's clock stands"
    );
    bob.update(Msg::News(News::Clock(ClockNews {
        left: [ms(12_000); 2],
        running: Some(Color::White),
        at: t0 + ms(5_000),
    })));
    bob.update(Msg::Clock(t0 + ms(7_050)));
    let screen = draw(&mut bob, 80, 24);
    assert!(screen.contains("▶ 9.9"), "{screen}");
    assert!(
        screen.contains(" 12.0 ") || screen.contains("0:12"),
        "{screen}"
    );
    assert_eq!(bob.next_redraw(), Some(ms(50)), "tenths under ten seconds");
    // Help on this screen does not stop the room's clock.
    key(&mut bob, KeyCode::Char('?'));
    bob.update(Msg::Clock(t0 + ms(16_000)));
    key(&mut bob, KeyCode::Esc);
    let timing = bob.session.clock.as_ref().unwrap();
    assert_eq!(timing.left_at(Color::White, t0 + ms(16_000)), ms(1_000));
    // The flag falls on this screen: the room is told once, and decides.
    let effects = bob.update(Msg::Clock(t0 + ms(17_000)));
    assert!(
        effects.contains(&Effect::Propose(Proposal::FlagFell)),
        "{effects:?}"
    );
    let again = bob.update(Msg::Clock(t0 + ms(17_100)));
    assert!(!again.contains(&Effect::Propose(Proposal::FlagFell)));
    assert_eq!(
        bob.next_redraw(),
        None,
        "the clock stands at zero meanwhile"
    );
    assert!(!bob.session.is_over(), "not over on this screen's word");
    bob.update(Msg::News(News::TimedOut(Color::White)));
    assert!(bob.session.is_over());
    assert_eq!(bob.session.flagged(), Some(Color::White));
    let screen = draw(&mut bob, 80, 24);
    assert!(screen.contains("time up"), "{screen}");
    assert!(screen.contains("ran out of time"), "{screen}");
}

#[test]
fn a_played_move_keeps_the_rooms_time_for_review() {
    let t0 = Instant::now();
    let mut ann = seated(Seat::Player(Color::White), "1+2", t0);
    let mv = first_move(&ann.session.game);
    // The screen's own idea of the time does not count: the room's does.
    ann.update(Msg::Clock(t0 + ms(9_000)));
    ann.update(Msg::News(News::Played(mv)));
    ann.update(Msg::News(News::Clock(ClockNews {
        left: [ms(54_500), ms(60_000)],
        running: Some(Color::Black),
        at: t0 + ms(7_500),
    })));
    let timing = ann.session.clock.as_ref().unwrap();
    assert_eq!(timing.left, [Some(ms(54_500))]);
    assert_eq!(timing.took(1), Some(ms(7_500)));
    assert_eq!(timing.left_at(Color::Black, t0 + ms(9_000)), ms(58_500));
    assert_eq!(timing.left_at(Color::White, t0 + ms(9_000)), ms(54_500));
}

#[test]
fn pause_is_refused_in_a_shared_game() {
    let t0 = Instant::now();
    let mut ann = seated(Seat::Player(Color::White), "5+3", t0);
    ann.update(Msg::News(News::Clock(ClockNews {
        left: [ms(300_000); 2],
        running: Some(Color::White),
        at: t0,
    })));
    key(&mut ann, KeyCode::Char('T'));
    let timing = ann.session.clock.as_ref().unwrap();
    assert!(!timing.paused);
    assert_eq!(timing.clock.running(), Some(Color::White));
    let (message, _) = ann.screen.message.clone().unwrap();
    assert!(message.contains("can't be paused"), "{message}");
}
