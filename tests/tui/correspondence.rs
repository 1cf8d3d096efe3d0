//! A correspondence game (days a move) in a room: once begun, its clock runs on the
//! server's time whether or not anyone is here, a save opened again is charged the days
//! since its last move, and a side whose days ran out loses when the room looks, nobody
//! at the table.

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hive::record::{self, Ending, Record, SavedClock, Stamp};
use hive::room::{Room, Seat};
use hive::rules::{Color, Game, GameType, Rules};

const DAY: Duration = Duration::from_secs(24 * 3600);

/// A test's clock: the time the room reads, moved on by hand.
#[derive(Clone)]
struct Time(Arc<Mutex<Instant>>);

impl Time {
    fn new() -> Time {
        Time(Arc::new(Mutex::new(Instant::now())))
    }

    fn pass(&self, d: Duration) {
        *self.0.lock().unwrap() += d;
    }

    fn reader(&self) -> impl Fn() -> Instant + Send + Sync + 'static {
        let time = self.0.clone();
        move || *time.lock().unwrap()
    }
}

/// A Base game on a day a move with `plies` moves played, the last `ago` before now.
fn record_played(plies: usize, ago: Duration) -> (Game, Record) {
    let mut game = Game::with_rules(GameType::BASE, Rules::default());
    for _ in 0..plies {
        let mv = game.position().legal_moves()[0];
        game.play(mv).unwrap();
    }
    let mut rec = Record::from_game(&game, "Ann", "Bob", Stamp::now());
    let then = jiff::Timestamp::now()
        .checked_sub(jiff::SignedDuration::try_from(ago).unwrap())
        .unwrap();
    let stamp = Stamp::new(then, jiff::tz::Offset::UTC);
    rec.started = Some(stamp);
    for entry in &mut rec.moves {
        entry.at = Some(stamp);
    }
    rec.clock = Some(SavedClock {
        control: "1d".parse().unwrap(),
        left: None,
    });
    (game, rec)
}

fn mail_room(dir: &Path, game: Game, rec: Record, time: &Time) -> Room {
    Room::new(&dir.join("mail.json"), game, rec)
        .unwrap()
        .with_time(time.reader())
}

#[test]
fn a_correspondence_clock_runs_with_nobody_here_once_the_game_has_begun() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let (game, rec) = record_played(0, Duration::ZERO);
    let room = mail_room(dir.path(), game, rec, &time);
    // Not begun (the other player never came): days pass and nobody loses.
    time.pass(3 * DAY);
    room.look();
    assert_eq!(room.flagged(), None);
    assert_eq!(room.clock().unwrap().running, None);
    // Both come, White moves, both go: Black's day runs on with nobody here.
    let ann = room.join(Seat::Player(Color::White), || {}).unwrap();
    let bob = room.join(Seat::Player(Color::Black), || {}).unwrap();
    ann.propose(hive::room::Proposal::Play(
        ann.game.position().legal_moves()[0],
    ));
    drop((ann, bob));
    assert_eq!(room.clock().unwrap().running, Some(Color::Black));
    time.pass(DAY - Duration::from_secs(1));
    room.look();
    assert_eq!(room.flagged(), None, "a second of the day is left");
    time.pass(Duration::from_secs(2));
    room.look();
    assert_eq!(room.flagged(), Some(Color::Black));
    let (saved, _) = record::load(&dir.path().join("mail.json")).unwrap();
    assert_eq!(saved.result.ending, Some(Ending::TimedOut(Color::Black)));
}

#[test]
fn a_correspondence_game_opened_again_is_charged_the_time_since_its_last_move() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    // White moved 20 hours ago: Black has about 4 hours left, running, nobody here.
    let (game, rec) = record_played(1, Duration::from_secs(20 * 3600));
    let room = mail_room(dir.path(), game, rec, &time);
    let clock = room.clock().unwrap();
    assert_eq!(clock.running, Some(Color::Black));
    let left = clock.left[Color::Black.index()];
    let four_hours = Duration::from_secs(4 * 3600);
    assert!(
        left <= four_hours && left > four_hours - Duration::from_secs(60),
        "{left:?}"
    );
    drop(room);
    // A move 25 hours ago: Black's day ran out while the server was away.
    let dir = tempfile::tempdir().unwrap();
    let (game, rec) = record_played(1, Duration::from_secs(25 * 3600));
    let room = mail_room(dir.path(), game, rec, &time);
    room.look();
    assert_eq!(room.flagged(), Some(Color::Black));
}
