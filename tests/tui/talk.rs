//! Talk at a shared game's table (#42): players' words reach every screen, watchers' only
//! the watchers while the game runs; five messages in ten seconds and 300 characters a
//! screen; shown escaped in the talk panel; never in the game's save; and none of it in a
//! game on one screen.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hive::chat::{ChatRefusal, MAX_CHARS};
use hive::room::{Membership, News, Place, Proposal, Room, Said, Seat};
use hive::rules::{Color, GameType, Rules};
use hive::tui::model::{App, Effect, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, message};

fn room(dir: &std::path::Path) -> (Room, std::path::PathBuf) {
    let path = dir.join("talk.json");
    let game = hive::rules::Game::with_rules(GameType::BASE, Rules::default());
    (Room::create(&path, game, "Ann", "Bob").unwrap(), path)
}

/// What `member` was told that was said.
fn heard(member: &Membership) -> Vec<String> {
    member
        .news
        .try_iter()
        .filter_map(|n| match n {
            News::Said(said) => Some(said.text),
            _ => None,
        })
        .collect()
}

#[test]
fn players_talk_to_the_table_and_watchers_among_themselves_until_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let (room, path) = room(dir.path());
    let ann = room.join(Seat::Player(Color::White), || {}).unwrap();
    let bob = room.join(Seat::Player(Color::Black), || {}).unwrap();
    let eve = room.join(Seat::Watcher, || {}).unwrap();
    let joe = room.join(Seat::Watcher, || {}).unwrap();
    ann.propose(Proposal::Say("good luck".into()));
    eve.propose(Proposal::Say("Ann will lose".into()));
    assert_eq!(heard(&ann), ["good luck"]);
    assert_eq!(heard(&bob), ["good luck"]);
    assert_eq!(heard(&eve), ["good luck", "Ann will lose"]);
    assert_eq!(heard(&joe), ["good luck", "Ann will lose"]);
    // Talk is no move: nothing was played, and the save holds none of it.
    assert_eq!(room.game().moves().len(), 0);
    // Over: the watchers' words reach the players too.
    bob.propose(Proposal::Resign);
    joe.propose(Proposal::Say("well played".into()));
    assert_eq!(heard(&ann), ["well played"]);
    assert_eq!(heard(&bob), ["well played"]);
    let save = std::fs::read_to_string(&path).unwrap();
    for text in ["good luck", "Ann will lose", "well played"] {
        assert!(!save.contains(text), "{save}");
    }
}

#[test]
fn a_sixth_message_in_ten_seconds_and_a_long_one_are_refused_to_that_screen() {
    let dir = tempfile::tempdir().unwrap();
    let start = Instant::now();
    let now = Arc::new(Mutex::new(start));
    let clock = now.clone();
    let room = room(dir.path()).0.with_time(move || *clock.lock().unwrap());
    let ann = room.join(Seat::Player(Color::White), || {}).unwrap();
    let bob = room.join(Seat::Player(Color::Black), || {}).unwrap();
    let refused = |m: &Membership| -> Vec<ChatRefusal> {
        m.news
            .try_iter()
            .filter_map(|n| match n {
                News::NotSaid(why) => Some(why),
                _ => None,
            })
            .collect()
    };
    for n in 0..6 {
        ann.propose(Proposal::Say(format!("message {n}")));
    }
    assert_eq!(heard(&bob).len(), 5);
    assert_eq!(
        refused(&ann),
        [ChatRefusal::TooFast(Duration::from_secs(10))]
    );
    // Bob is not held up by Ann; ten seconds on, Ann may talk again.
    bob.propose(Proposal::Say("slow down".into()));
    *now.lock().unwrap() = start + Duration::from_secs(10);
    ann.propose(Proposal::Say("sorry".into()));
    assert_eq!(heard(&bob)[1..], ["sorry"]);
    ann.propose(Proposal::Say("x".repeat(MAX_CHARS + 1)));
    assert_eq!(refused(&ann), [ChatRefusal::TooLong(MAX_CHARS + 1)]);
    assert!(refused(&bob).is_empty());
}

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

#[test]
fn w_opens_a_line_whose_enter_proposes_the_message_and_the_panel_shows_it_escaped() {
    let mut app = app();
    app.session.place = Place::Shared(Seat::Player(Color::White));
    assert!(draw(&mut app, 80, 24).contains("w talk"));
    press(&mut app, KeyCode::Char('w'));
    for c in "hi bob".chars() {
        // The keys of play (`b` takes a Beetle) type the message while the line is open.
        assert!(press(&mut app, KeyCode::Char(c)).is_empty());
    }
    assert!(draw(&mut app, 80, 24).contains("Say: hi bob_"));
    let sent = press(&mut app, KeyCode::Enter);
    assert!(
        sent.contains(&Effect::Propose(Proposal::Say("hi bob".into()))),
        "{sent:?}"
    );
    assert_eq!(app.session.link.talk.typing, None);
    // What the room tells shows in the panel, its escape codes escaped.
    app.update(Msg::News(News::Said(Said {
        seat: Seat::Player(Color::Black),
        watcher: 0,
        text: "\x1b[31mred\x07".into(),
    })));
    app.update(Msg::News(News::Said(Said {
        seat: Seat::Watcher,
        watcher: 3,
        text: "go".into(),
    })));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("┌ Talk"), "{screen}");
    assert!(screen.contains(r"\e[31mred\u{7}"), "{screen}");
    assert!(screen.contains("watcher 3: go"), "{screen}");
    // The board keeps its room: the hands are drawn as before.
    assert!(screen.contains("White"), "{screen}");
    // Esc closes the line unsent.
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::Char('x'));
    assert!(press(&mut app, KeyCode::Esc).is_empty());
    assert_eq!(app.session.link.talk.typing, None);
    // The room's refusal, in the player's language.
    app.screen.lang = hive::lang::Catalog::embedded().find("pl").unwrap();
    app.update(Msg::News(News::NotSaid(ChatRefusal::TooFast(
        Duration::from_millis(3200),
    ))));
    let said = message(&app);
    assert!(said.contains("poczekaj 4 s"), "{said}");
    assert!(!said.contains('{'), "{said}");
}

#[test]
fn a_game_on_one_screen_has_no_talk() {
    let mut app = app();
    assert!(press(&mut app, KeyCode::Char('w')).is_empty());
    assert_eq!(app.session.link.talk.typing, None);
    assert!(
        message(&app).contains("served over SSH"),
        "{}",
        message(&app)
    );
    // Nothing said reaches it, and no panel is drawn.
    let screen = draw(&mut app, 80, 24);
    assert!(!screen.contains("┌ Talk"), "{screen}");
    assert!(!screen.contains("w talk"), "{screen}");
}
