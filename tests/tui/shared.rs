//! A shared game, in process: screens on test backends, each holding a seat of one room,
//! as `hive serve` runs them. Moves are proposals the room checks and saves before any
//! screen shows them; a seat is one screen's; a watcher never moves.

use std::path::Path;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use hive::room::{News, Proposal, Room, RoomError, Seat, SendOff};
use hive::rules::{Color, GameType, Rules};
use hive::tui::model::Folders;
use hive::tui::{Ended, Handle, Options, Start, run_on};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// A screen in the room: its events' sender and its thread, which hands back the screen
/// as last drawn.
struct Screen {
    keys: mpsc::Sender<Event>,
    thread: thread::JoinHandle<(Ended, String)>,
}

impl Screen {
    /// Takes `seat` in `room` and runs its game on an 80×24 test backend.
    fn join(room: &Room, seat: Seat, games: &Path) -> Result<Screen, RoomError> {
        let (keys, mut events) = mpsc::channel();
        let wake = keys.clone();
        let member = room.join(seat, move || {
            let _ = wake.send(Event::FocusGained);
        })?;
        let options = Options {
            game_type: GameType::BASE,
            white: String::new(),
            black: String::new(),
            opponent: None,
            ponder: false,
            rules: Rules::default(),
            start: Start::Shared(Box::new(member)),
            folders: Folders {
                games: Some(games.to_path_buf()),
                home: None,
            },
            look: hive::tui::Look {
                palette: hive::tui::Palette::Dark,
                depth: hive::tui::Depth::NoColor,
            },
            clock: None,
            lang: hive::lang::Lang::english(),
            study: Default::default(),
        };
        let thread = thread::spawn(move || {
            let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
            let ended = run_on(&mut terminal, &mut events, options, &Handle::default()).unwrap();
            let buffer = terminal.backend().buffer();
            let text = (0..buffer.area.height)
                .map(|y| {
                    (0..buffer.area.width)
                        .map(|x| buffer[(x, y)].symbol())
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("\n");
            (ended, text)
        });
        Ok(Screen { keys, thread })
    }

    fn type_text(&self, text: &str) {
        for c in text.chars() {
            let code = match c {
                '\r' => KeyCode::Enter,
                c => KeyCode::Char(c),
            };
            self.keys
                .send(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
                .unwrap();
        }
    }

    /// Waits for the screen to end of itself (within 20 s), and returns how it ended and
    /// the screen as it was last drawn.
    fn ended(self) -> (Ended, String) {
        let start = Instant::now();
        while !self.thread.is_finished() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the screen did not end"
            );
            thread::sleep(Duration::from_millis(5));
        }
        self.thread.join().unwrap()
    }

    /// Quits (Ctrl-C) and returns the screen as it was last drawn.
    fn quit(self) -> String {
        self.keys
            .send(Event::Key(KeyEvent::new(
                KeyCode::Char('c'),
                KeyModifiers::CONTROL,
            )))
            .unwrap();
        self.thread.join().unwrap().1
    }
}

/// Waits until the room's game has `plies` plies (the screens run on threads of their own).
fn wait_for(room: &Room, plies: usize) {
    let start = Instant::now();
    while room.game().moves().len() != plies {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the room has {} plies, not {plies}",
            room.game().moves().len()
        );
        thread::sleep(Duration::from_millis(5));
    }
}

/// Waits (at most 20 s) for the room's game to be over: a draw agreed, here.
fn wait_over(room: &Room) {
    let start = Instant::now();
    while !room.game().outcome().is_over() {
        assert!(start.elapsed() < Duration::from_secs(20), "no draw agreed");
        thread::sleep(Duration::from_millis(5));
    }
}

fn room(dir: &Path) -> (Room, std::path::PathBuf) {
    let path = dir.join("shared.json");
    let game = hive::rules::Game::with_rules(GameType::BASE, Rules::default());
    (Room::create(&path, game, "Ann", "Bob").unwrap(), path)
}

#[test]
fn two_seats_play_one_game_saved_by_the_room() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    let eve = Screen::join(&room, Seat::Watcher, dir.path()).unwrap();
    // A seat is one screen's.
    assert!(matches!(
        Screen::join(&room, Seat::Player(Color::White), dir.path()),
        Err(RoomError::Taken(Color::White))
    ));

    // Out of turn, and a watcher: nothing happens.
    bob.type_text(":bS1\r");
    eve.type_text(":wS1\r");
    ann.type_text(":wS1\r");
    wait_for(&room, 1);
    bob.type_text(":bS1 wS1-\r");
    wait_for(&room, 2);
    ann.type_text(":wQ -wS1\r");
    wait_for(&room, 3);

    // Saved as played, by the room.
    let (record, game) = hive::record::load(&path).unwrap();
    assert_eq!(
        game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wQ -wS1"]
    );
    assert_eq!(
        (record.white.as_str(), record.black.as_str()),
        ("Ann", "Bob")
    );

    // A screen in a shared game writes no file of its own (a guest's would be the host's).
    eve.type_text("s");
    thread::sleep(Duration::from_millis(100));
    let eve = eve.quit();
    let [ann, bob] = [ann.quit(), bob.quit()];
    assert!(eve.contains("saved as it is played"), "{eve}");
    for (who, screen) in [("Ann", &ann), ("Bob", &bob), ("Eve", &eve)] {
        assert!(
            screen.contains("wQ -wS1"),
            "{who} sees the last move:\n{screen}"
        );
    }
    // The players' names come from the room.
    assert!(
        eve.contains("White (Ann)") && eve.contains("Black (Bob)"),
        "{eve}"
    );
    // Only the three moves were played: Bob's early move and Eve's were refused.
    assert_eq!(room.game().moves().len(), 3);

    // Everyone left: the seat can be taken again (a reconnect), and sees the game as it
    // stands.
    assert!(room.seats().is_empty());
    let again = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    again.type_text(":bQ bS1-\r");
    wait_for(&room, 4);
    let screen = again.quit();
    assert!(screen.contains("bQ bS1-"), "{screen}");
}

#[test]
fn a_move_the_room_cannot_save_is_not_played() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    ann.type_text(":wS1\r");
    wait_for(&room, 1);
    // Someone changes the file behind the room's back: the room will not write over it.
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push('\n');
    std::fs::write(&path, text).unwrap();
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    bob.type_text(":bS1 wS1-\r");
    thread::sleep(Duration::from_millis(300));
    assert_eq!(room.game().moves().len(), 1, "not saved, not played");
    let screen = bob.quit();
    assert!(screen.contains("could not be saved"), "{screen}");
    assert!(!screen.contains("bS1 wS1-"), "{screen}");
    ann.quit();
}

#[test]
fn resignation_and_draws_go_through_the_room() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    ann.type_text(":wS1\r");
    wait_for(&room, 1);
    // Ann offers a draw; Bob declines; Ann offers again and Bob accepts. (Bob's screen is
    // woken for the offer before his answer reaches it.)
    let offered = |by: Option<Color>| {
        let start = Instant::now();
        while room.draw_offered() != by {
            assert!(start.elapsed() < Duration::from_secs(20), "offer: {by:?}");
            thread::sleep(Duration::from_millis(5));
        }
    };
    ann.type_text("D");
    offered(Some(Color::White));
    bob.type_text("n");
    offered(None);
    // One offer a move: Ann offers again once a move has been played.
    bob.type_text(":bS1 wS1-\r");
    wait_for(&room, 2);
    ann.type_text("D");
    offered(Some(Color::White));
    bob.type_text("y");
    wait_over(&room);
    let (record, _) = hive::record::load(&path).unwrap();
    assert_eq!(record.result.to_string(), "Draw (agreed)");
    let (ann, bob) = (ann.quit(), bob.quit());
    assert!(ann.contains("accepts the draw"), "{ann}");
    assert!(bob.contains("Draw"), "{bob}");
}

#[test]
fn screens_sent_out_leave_their_seats_free_and_a_closed_room_takes_no_one() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    let eve = Screen::join(&room, Seat::Watcher, dir.path()).unwrap();
    ann.type_text(":wS1\r");
    wait_for(&room, 1);

    // Black's seat and the watchers are sent out (their codes renewed): their screens end
    // by themselves, told why; White plays on, and Black's seat is free for a new code.
    let out = room.send_out(
        |seat| seat != Seat::Player(Color::White),
        SendOff::OwnerRenewed,
    );
    assert_eq!(out, 2);
    for screen in [bob, eve] {
        let (ended, _) = screen.ended();
        assert_eq!(
            ended.sent_out.as_deref(),
            Some(SendOff::OwnerRenewed.to_string().as_str())
        );
    }
    assert_eq!(room.seats(), vec![Seat::Player(Color::White)]);
    let carl = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    carl.type_text(":bS1 wS1-\r");
    wait_for(&room, 2);

    // Closed: everyone is sent out, no one comes in again, and the game stays as saved.
    room.close(SendOff::Closed);
    assert!(room.is_closed());
    for screen in [ann, carl] {
        let (ended, _) = screen.ended();
        assert_eq!(
            ended.sent_out.as_deref(),
            Some("The game's owner closed it. Every move played is saved.")
        );
    }
    assert!(room.seats().is_empty());
    assert!(matches!(
        room.join(Seat::Watcher, || {}),
        Err(RoomError::Closed(SendOff::Closed))
    ));
    let (_, game) = hive::record::load(&path).unwrap();
    assert_eq!(game.move_strings().collect::<Vec<_>>(), ["wS1", "bS1 wS1-"]);
}

#[test]
fn a_screen_sent_out_has_no_say() {
    let dir = tempfile::tempdir().unwrap();
    let (room, _) = room(dir.path());
    let white = room.join(Seat::Player(Color::White), || {}).unwrap();
    room.send_out(|seat| seat == Seat::Player(Color::White), SendOff::Closed);
    // Its screen has not read the news yet, and proposes a move: nothing is played, and
    // the only news it has is that it was sent out.
    let mv = hive::rules::parse_move(white.game.position(), "wS1").unwrap();
    white.propose(Proposal::Play(mv));
    assert_eq!(room.game().moves().len(), 0);
    let news: Vec<News> = white.news.try_iter().collect();
    assert_eq!(news, vec![News::SentOut(SendOff::Closed)]);
    // Its seat was free from the moment it was sent out.
    let again = room.join(Seat::Player(Color::White), || {}).unwrap();
    again.propose(Proposal::Play(mv));
    assert_eq!(room.game().moves().len(), 1);
}

#[test]
fn a_declined_draw_is_offered_again_only_after_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let (room, _) = room(dir.path());
    let ann = room.join(Seat::Player(Color::White), || {}).unwrap();
    let bob = room.join(Seat::Player(Color::Black), || {}).unwrap();
    // Any legal move will do.
    let play = |who: &hive::room::Membership| {
        let mv = room.game().position().legal_moves()[0];
        who.propose(Proposal::Play(mv));
    };
    play(&ann);
    ann.propose(Proposal::OfferDraw);
    bob.propose(Proposal::AnswerDraw(false));
    let _ = ann.news.try_iter().count();
    // Again at once: refused, and no offer stands.
    ann.propose(Proposal::OfferDraw);
    assert_eq!(
        ann.news.try_iter().last(),
        Some(News::Refused(hive::room::Refusal::OfferedThisMove))
    );
    assert_eq!(room.draw_offered(), None);
    // After a move of the game, Ann may offer again.
    play(&bob);
    play(&ann);
    ann.propose(Proposal::OfferDraw);
    assert_eq!(room.draw_offered(), Some(Color::White));
}

#[test]
fn a_player_cannot_open_the_other_sides_hand_out_of_turn() {
    let dir = tempfile::tempdir().unwrap();
    let (room, _) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    // White's turn: Bob's S would pick White's Spider; he is told it is not his turn.
    bob.type_text("S");
    let bob = bob.quit();
    assert!(!bob.contains("Placing"), "{bob}");
    assert!(bob.contains("It is not your turn."), "{bob}");
    // On her turn Ann places as ever.
    ann.type_text("S");
    let ann = ann.quit();
    assert!(ann.contains("Placing wS1"), "{ann}");
}

/// A tester saw a club member who took a guest's seat with their key called "guest" on
/// the screens that were already there: naming a side tells every screen.
#[test]
fn a_side_named_after_the_screens_came_is_named_on_every_screen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("named.json");
    let game = hive::rules::Game::with_rules(GameType::BASE, Rules::default());
    let room = Room::create(&path, game, "alice", "guest").unwrap();
    let white = room.join(Seat::Player(Color::White), || {}).unwrap();
    let watcher = room.join(Seat::Watcher, || {}).unwrap();
    room.name_side(Color::Black, "bob").unwrap();
    for member in [&white, &watcher] {
        let told: Vec<News> = member.news.try_iter().collect();
        assert!(
            told.contains(&News::Named(Color::Black, "bob".into())),
            "{told:?}"
        );
    }
    // The screen takes the name: its sentences say it.
    let mut app = hive::tui::model::App::new(GameType::BASE, "alice".into(), "guest".into());
    app.session.place = hive::room::Place::Shared(Seat::Player(Color::White));
    app.update(hive::tui::model::Msg::News(News::Named(
        Color::Black,
        "bob".into(),
    )));
    app.update(hive::tui::model::Msg::News(News::Presence(
        Color::Black,
        false,
    )));
    let said = app.screen.message.clone().unwrap().0;
    assert!(said.starts_with("Black (bob) left"), "{said}");
    // And the save has it.
    let (record, _) = hive::record::load(&path).unwrap();
    assert_eq!(record.black, "bob");
}

#[test]
fn a_draw_offer_that_stands_reaches_the_screens_that_come_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    ann.type_text(":wS1\r");
    wait_for(&room, 1);
    ann.type_text("D");
    let start = Instant::now();
    while room.draw_offered() != Some(Color::White) {
        assert!(start.elapsed() < Duration::from_secs(20), "no offer");
        thread::sleep(Duration::from_millis(5));
    }
    // The offerer, back, is told the offer stands; a watcher who comes is told of it.
    ann.quit();
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    let eve = Screen::join(&room, Seat::Watcher, dir.path()).unwrap();
    thread::sleep(Duration::from_millis(200));
    let eve = eve.quit();
    assert!(eve.contains("White (Ann) offers a draw."), "{eve}");
    let back = ann.quit();
    assert!(back.contains("Your draw offer stands"), "{back}");
    let ann = Screen::join(&room, Seat::Player(Color::White), dir.path()).unwrap();
    // Black comes after the offer was made, and again after leaving without an answer:
    // asked each time, and his yes is the room's draw.
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    thread::sleep(Duration::from_millis(200));
    let asked = bob.quit();
    assert!(asked.contains("offers a draw"), "{asked}");
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    bob.type_text("y");
    wait_over(&room);
    let (record, _) = hive::record::load(&path).unwrap();
    assert_eq!(record.result.to_string(), "Draw (agreed)");
    bob.quit();
    let ann = ann.quit();
    assert!(ann.contains("accepts the draw"), "{ann}");
}

#[test]
fn a_player_back_in_a_game_that_ended_meanwhile_is_told_it_is_over_not_whose_move_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let (room, _) = room(dir.path());
    let ann = room.join(Seat::Player(Color::White), || {}).unwrap();
    ann.propose(Proposal::Resign);
    assert!(room.is_over());
    let bob = Screen::join(&room, Seat::Player(Color::Black), dir.path()).unwrap();
    thread::sleep(Duration::from_millis(200));
    let screen = bob.quit();
    assert!(
        screen.contains("you play Black. The game is over."),
        "{screen}"
    );
    assert!(!screen.contains("to move"), "{screen}");
}
