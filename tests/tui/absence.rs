//! A game a player left (#42): in an untimed game served with claims, the other player may
//! claim the win once the leaver has been away as long as the host allows; the room
//! decides on its own time (a test's time line here, no sleeping), saves the ending, and
//! a restarted room knows it. A timed game is decided by its clock, never by a claim.

use std::path::Path;
use std::time::Duration;

use hive::record::{self, Ending, Record, SavedClock, Stamp};
use hive::room::{Membership, News, Place, Proposal, Refusal, Room, Seat};
use hive::rules::{Color, Game, GameType, Rules};
use hive::tui::model::{App, Effect, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::room_clock::Time;
use super::screens::{app, message};

const TEN_MINUTES: Duration = Duration::from_secs(600);

/// A room for a new Base game (on `clock`, if any) reading `time`, saved in `dir`, whose
/// players may claim after ten minutes away.
fn room(dir: &Path, clock: Option<&str>, time: &Time) -> Room {
    let game = Game::with_rules(GameType::BASE, Rules::default());
    let mut rec = Record::from_game(&game, "Ann", "Bob", Stamp::now());
    rec.clock = clock.map(|c| SavedClock {
        control: c.parse().unwrap(),
        left: None,
    });
    let time = time.clone();
    let room = Room::new(&dir.join("left.json"), game, rec)
        .unwrap()
        .with_time(move || time.now());
    room.allow_claims(Some(TEN_MINUTES));
    room
}

fn join(room: &Room, seat: Seat) -> Membership {
    room.join(seat, || {}).unwrap()
}

/// The refusals `member` was told since the last look.
fn refusals(member: &Membership) -> Vec<Refusal> {
    member
        .news
        .try_iter()
        .filter_map(|n| match n {
            News::Refused(why) => Some(why),
            _ => None,
        })
        .collect()
}

#[test]
fn a_claim_wins_only_after_the_opponent_is_away_as_long_as_the_host_allows() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let room = room(dir.path(), None, &time);
    let ann = join(&room, Seat::Player(Color::White));
    assert_eq!(ann.claims, Some(TEN_MINUTES));
    // Bob never came: there is nothing to claim.
    ann.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&ann), [Refusal::NotAway]);
    let bob = join(&room, Seat::Player(Color::Black));
    let mv = room.game().position().legal_moves()[0];
    ann.propose(Proposal::Play(mv));
    // Bob here: nothing to claim either.
    ann.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&ann), [Refusal::NotAway]);
    drop(bob);
    time.pass(Duration::from_secs(4 * 60));
    ann.propose(Proposal::ClaimWin);
    assert_eq!(
        refusals(&ann),
        [Refusal::NotAwayLongEnough(Duration::from_secs(6 * 60))]
    );
    // A watcher has no claim.
    let watcher = join(&room, Seat::Watcher);
    watcher.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&watcher), [Refusal::Watching]);
    assert!(!room.is_over());
    // Ten minutes away: the claim is taken, saved, and told to every screen.
    time.pass(Duration::from_secs(6 * 60));
    ann.propose(Proposal::ClaimWin);
    let told: Vec<News> = ann.news.try_iter().collect();
    assert!(told.contains(&News::Abandoned(Color::Black)), "{told:?}");
    assert!(
        watcher
            .news
            .try_iter()
            .any(|n| n == News::Abandoned(Color::Black))
    );
    assert!(room.is_over());
    assert_eq!(room.abandoned(), Some(Color::Black));
    let (saved, _) = record::load(&dir.path().join("left.json")).unwrap();
    assert_eq!(saved.result.ending, Some(Ending::Abandoned(Color::Black)));
    assert_eq!(saved.result.winner(), Some(Color::White));
    assert_eq!(saved.result.to_string(), "White wins: Black left the game");
    // Over: nothing more is played, and Bob, back, finds it so.
    ann.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&ann), [Refusal::Over]);
    let bob = join(&room, Seat::Player(Color::Black));
    assert_eq!(bob.abandoned, Some(Color::Black));
    drop((ann, bob, watcher));
    drop(room);
    // The save served again is over, left by Black.
    let (rec, game) = record::load(&dir.path().join("left.json")).unwrap();
    let again = Room::new(&dir.path().join("left.json"), game, rec).unwrap();
    assert!(again.is_over());
    assert_eq!(again.abandoned(), Some(Color::Black));
}

#[test]
fn a_timed_game_is_decided_by_its_clock_and_a_server_may_take_no_claims() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let timed = room(dir.path(), Some("10+0"), &time);
    let ann = join(&timed, Seat::Player(Color::White));
    assert_eq!(ann.claims, None);
    let bob = join(&timed, Seat::Player(Color::Black));
    drop(bob);
    // Bob away, the clock runs on: a claim is refused, and the flag decides.
    time.pass(Duration::from_secs(60));
    ann.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&ann), [Refusal::ClaimOnClock]);
    time.pass(Duration::from_secs(3600));
    ann.propose(Proposal::ClaimWin);
    assert!(
        ann.news
            .try_iter()
            .any(|n| n == News::TimedOut(Color::White))
    );
    drop((ann, timed));

    let other = tempfile::tempdir().unwrap();
    let untimed = room(other.path(), None, &time);
    untimed.allow_claims(None);
    let ann = join(&untimed, Seat::Player(Color::White));
    drop(join(&untimed, Seat::Player(Color::Black)));
    time.pass(Duration::from_secs(3600));
    ann.propose(Proposal::ClaimWin);
    assert_eq!(refusals(&ann), [Refusal::NoClaims]);
}

/// White's screen in a shared untimed game whose players may claim after ten minutes.
fn whites_screen() -> App {
    let mut app = app();
    app.session.place = Place::Shared(Seat::Player(Color::White));
    app.session.link.here = [true, true];
    app.session.link.claims = Some(TEN_MINUTES);
    app.update(Msg::Resize(80, 24));
    app
}

#[test]
fn the_screen_says_when_a_claim_may_come_sends_it_with_w_and_shows_the_ending() {
    let mut app = whites_screen();
    app.update(Msg::News(News::Presence(Color::Black, false)));
    let said = message(&app);
    assert!(said.contains("Black (Bob) left"), "{said}");
    assert!(
        said.contains("10 minutes, you may claim the win: W."),
        "{said}"
    );
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('W'),
        KeyModifiers::SHIFT,
    )));
    assert!(
        effects.contains(&Effect::Propose(Proposal::ClaimWin)),
        "{effects:?}"
    );
    // Too early: the room's refusal, in minutes.
    app.update(Msg::News(News::Refused(Refusal::NotAwayLongEnough(
        Duration::from_secs(61),
    ))));
    assert!(
        message(&app).contains("claim again in 2 minutes"),
        "{}",
        message(&app)
    );
    app.update(Msg::News(News::Abandoned(Color::Black)));
    assert!(app.session.is_over());
    assert_eq!(
        message(&app),
        "Black (Bob) left the game: White (Ann) wins."
    );
    // Plain mode names the command to type, not the board's key.
    let mut plain = whites_screen();
    plain.screen.plain = true;
    plain.update(Msg::News(News::Presence(Color::Black, false)));
    assert!(
        message(&plain).ends_with("you may claim the win: claim."),
        "{}",
        message(&plain)
    );
    // A game this screen decides alone has no one to claim from.
    let mut local = app_local();
    let effects = local.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('W'),
        KeyModifiers::SHIFT,
    )));
    assert!(effects.iter().all(|e| !matches!(e, Effect::Propose(_))));
    assert!(
        message(&local).starts_with("There is no one to claim"),
        "{}",
        message(&local)
    );
}

fn app_local() -> App {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    app
}

#[test]
fn the_claim_is_said_in_every_language() {
    let catalog = hive::lang::Catalog::embedded();
    for tag in ["ru", "pl", "cs", "es"] {
        let mut app = whites_screen();
        app.screen.lang = catalog.find(tag).unwrap();
        app.update(Msg::News(News::Presence(Color::Black, false)));
        let left = message(&app);
        assert!(
            left.contains("(Bob)") && left.contains('W'),
            "{tag}: {left}"
        );
        assert!(left.contains("10") && !left.contains('{'), "{tag}: {left}");
        app.update(Msg::News(News::Refused(Refusal::NotAwayLongEnough(
            Duration::from_secs(300),
        ))));
        let refused = message(&app);
        assert!(
            refused.contains(" 5 ") && !refused.contains('{'),
            "{tag}: {refused}"
        );
        app.update(Msg::News(News::Abandoned(Color::Black)));
        let ended = message(&app);
        assert!(
            ended.contains("(Ann)") && ended.contains("(Bob)"),
            "{tag}: {ended}"
        );
        assert_ne!(ended, "Black (Bob) left the game: White (Ann) wins.");
    }
}

/// The news `member` was told since the last look that ended the game.
fn endings(member: &Membership) -> Vec<News> {
    member
        .news
        .try_iter()
        .filter(|n| matches!(n, News::TimedOut(_) | News::Abandoned(_)))
        .collect()
}

#[test]
fn a_scheduled_timed_game_whose_opponent_never_comes_is_lost_on_time() {
    // A tester's tournament: White sat down and moved, Black never came, and the clock
    // (which starts when both are here) never ran: the round waited for ever.
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let room = room(dir.path(), Some("1+0"), &time);
    room.on_schedule();
    let ann = join(&room, Seat::Player(Color::White));
    let mv = room.game().position().legal_moves()[0];
    ann.propose(Proposal::Play(mv));
    time.pass(Duration::from_secs(61));
    room.look();
    assert_eq!(endings(&ann), [News::TimedOut(Color::Black)]);
    let (saved, _) = record::load(&dir.path().join("left.json")).unwrap();
    assert_eq!(saved.result.ending, Some(Ending::TimedOut(Color::Black)));
}

#[test]
fn an_unscheduled_timed_game_waits_for_both_players_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let room = room(dir.path(), Some("1+0"), &time);
    let ann = join(&room, Seat::Player(Color::White));
    time.pass(Duration::from_secs(3600));
    room.look();
    assert!(endings(&ann).is_empty() && !room.is_over());
}

#[test]
fn in_a_scheduled_untimed_game_a_player_who_never_came_may_be_claimed_against() {
    let dir = tempfile::tempdir().unwrap();
    let time = Time::new();
    let room = room(dir.path(), None, &time);
    room.on_schedule();
    let ann = join(&room, Seat::Player(Color::White));
    time.pass(TEN_MINUTES + Duration::from_secs(1));
    ann.propose(Proposal::ClaimWin);
    assert_eq!(endings(&ann), [News::Abandoned(Color::Black)]);
    assert!(room.is_over());
}

#[test]
fn a_player_leaving_a_timed_game_is_said_to_leave_the_clock_running() {
    // A tester read "the game waits for them to come back" and saw the flag fall: on a
    // clock, the game does not wait.
    let waits = hive::lang::Lang::english().get("dialogs-shared-left");
    for clocked in [false, true] {
        let mut app = app();
        app.session.place = Place::Shared(Seat::Player(Color::White));
        app.session.link.here = [true, true];
        if clocked {
            let control = "5+3".parse().unwrap();
            let timing = hive::tui::model::Timing::new(control, std::time::Instant::now());
            app.session.clock = Some(timing);
        }
        app.update(Msg::News(News::Presence(Color::Black, false)));
        let said = message(&app);
        assert!(said.contains("Black (Bob) left"), "{said}");
        let waiting = said.contains(waits.rsplit(';').next().unwrap().trim());
        assert_eq!(waiting, !clocked, "{said}");
        assert_eq!(said.contains("the clock runs on"), clocked, "{said}");
    }
}
