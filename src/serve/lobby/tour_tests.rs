//! The tournaments' page: its keys, drawn in another language, and the plain lobby's
//! commands against a real club.

use super::super::model::{Command, Lobby, Page};
use super::super::tour::{Detail, page};
use super::*;
use crate::club::Club;
use crate::club::tournament::{Format, Outcome, Standing};
use crate::lang::Catalog;
use crate::room::{Owner, Tables};
use crate::serve::invite::Invites;
use crate::serve::served::Seating;
use crate::tui::view::theme::Theme;
use crate::tui::{Depth, Look, Palette};
use ratatui::crossterm::event::KeyCode;
use ratatui::crossterm::event::{KeyEvent, KeyModifiers};

fn press(lobby: &mut Lobby, code: KeyCode) -> Option<Command> {
    lobby.update(super::super::model::Msg::Key(KeyEvent::new(
        code,
        KeyModifiers::NONE,
    )))
}

fn line(id: TournamentId, state: State) -> TourLine {
    TourLine {
        id,
        name: format!("cup {id}"),
        format: Format::Swiss { rounds: 3 },
        clock: "5+3".parse().ok(),
        players: (3, 4),
        state,
        entered: false,
        starts: None,
    }
}

use super::super::choices::text;

fn club_lobby() -> Lobby {
    let mut lobby = Lobby::new("ann", None);
    lobby.club = Some(super::super::club::ClubView::new(Pool::Blitz));
    lobby
}

#[test]
fn t_opens_the_tournaments_where_j_joins_x_leaves_and_enter_shows_one() {
    let mut lobby = Lobby::new("ann", None);
    press(&mut lobby, KeyCode::Char('T'));
    assert_eq!(lobby.page, Page::List, "no club, no tournaments");
    let mut lobby = club_lobby();
    press(&mut lobby, KeyCode::Char('T'));
    assert_eq!(lobby.page, Page::Tournaments);
    lobby.tour.list = vec![line(2, State::Open), line(1, State::Running(2))];
    press(&mut lobby, KeyCode::Down);
    assert_eq!(
        press(&mut lobby, KeyCode::Char('j')),
        Some(Command::Tour(Act::Join(1)))
    );
    press(&mut lobby, KeyCode::Up);
    assert_eq!(
        press(&mut lobby, KeyCode::Char('x')),
        Some(Command::Tour(Act::Leave(2)))
    );
    // Not allowed: `n` makes nothing.
    press(&mut lobby, KeyCode::Char('n'));
    assert_eq!(lobby.tour.form, None);
    press(&mut lobby, KeyCode::Enter);
    assert!(matches!(lobby.tour.shown, Some((2, _))));
    assert_eq!(
        press(&mut lobby, KeyCode::Char('j')),
        Some(Command::Tour(Act::Join(2)))
    );
    press(&mut lobby, KeyCode::Esc);
    assert_eq!(
        (lobby.page, lobby.tour.shown.is_none()),
        (Page::Tournaments, true)
    );
    press(&mut lobby, KeyCode::Char('q'));
    assert_eq!(lobby.page, Page::List);
}

#[test]
fn a_member_the_host_allows_makes_a_tournament_from_the_form() {
    let mut lobby = club_lobby();
    press(&mut lobby, KeyCode::Char('T'));
    lobby.tour.may_create = true;
    press(&mut lobby, KeyCode::Char('n'));
    assert!(lobby.tour.form.is_some());
    // Swiss of 3 rounds for 4 by default: one round more, two players more, starting at
    // the latest in 5 minutes.
    press(&mut lobby, KeyCode::Down);
    press(&mut lobby, KeyCode::Right);
    press(&mut lobby, KeyCode::Down);
    press(&mut lobby, KeyCode::Right);
    press(&mut lobby, KeyCode::Right);
    press(&mut lobby, KeyCode::Up);
    press(&mut lobby, KeyCode::Up);
    press(&mut lobby, KeyCode::Up);
    press(&mut lobby, KeyCode::Right);
    assert_eq!(
        press(&mut lobby, KeyCode::Enter),
        Some(Command::Tour(Act::Create {
            format: Format::Swiss { rounds: 4 },
            size: 6,
            clock: None,
            start_in: Some(5),
        }))
    );
    assert_eq!((lobby.tour.form, lobby.page), (None, Page::Tournaments));
}

#[test]
fn the_page_and_a_tournaments_standings_in_another_language() {
    let theme = Theme::new(Look {
        palette: Palette::Dark,
        depth: Depth::NoColor,
    });
    let ru = Catalog::embedded().find("ru").unwrap();
    let mut lobby = club_lobby();
    lobby.page = Page::Tournaments;
    lobby.tour.list = vec![line(1, State::Running(2))];
    lobby.tour.list[0].entered = true;
    let lines = page(&lobby.tour, &lobby.clocks, &theme, &ru);
    let keys = super::super::tour::keys(&lobby.tour, &ru);
    let shown = text(&lines);
    assert!(shown.contains("швейцарская система, 3 тура"), "{shown}");
    assert!(
        shown.contains("тур 2") && shown.contains("вы участвуете"),
        "{shown}"
    );
    assert!(keys.contains("j вступить"), "{keys}");
    let standing = |player, points, buchholz, sb| Standing {
        player,
        points,
        buchholz,
        sonneborn_berger: sb,
    };
    lobby.tour.shown = Some((
        1,
        Detail {
            players: vec!["ann".into(), "bob".into(), "cy".into()],
            standings: vec![
                ("ann".into(), standing(0, 4, 3, 6)),
                ("bob".into(), standing(1, 1, 5, 1)),
                ("cy".into(), standing(2, 1, 2, 0)),
            ],
            round: 2,
            boards: vec![
                ("ann".into(), Some("bob".into()), Some(Outcome::White)),
                ("cy".into(), None, None),
            ],
        },
    ));
    let lines = page(&lobby.tour, &lobby.clocks, &theme, &ru);
    let shown = text(&lines);
    assert!(
        shown.contains("Бухгольц") && shown.contains("Очки"),
        "{shown}"
    );
    assert!(shown.contains("1 ann") && shown.contains("1½"), "{shown}");
    assert!(shown.contains("ann – bob  1-0"), "{shown}");
    assert!(shown.contains("cy свободен"), "{shown}");
    assert!(!shown.contains('{'), "{shown}");
}

#[test]
fn the_plain_lobby_lists_joins_and_says_a_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
    let ann = desk.listed("SHA256:ann", "ann").unwrap();
    let bob = desk.listed("SHA256:bob", "bob").unwrap();
    let new = NewTournament {
        name: "cup".into(),
        format: Format::Swiss { rounds: 1 },
        pool: Pool::Untimed,
        rated: true,
        capacity: 2,
    };
    let t = desk
        .club()
        .create_planned(&new, &Plan::new(None), 0)
        .unwrap();
    desk.club().enter(t, bob.id).unwrap().unwrap();
    let seating = Seating::new(Tables::new(4), Invites::new());
    let settings = super::super::Settings {
        games: dir.path().join("games"),
        address: "127.0.0.1:2222".parse().unwrap(),
        clock: None,
        club: Some(desk.clone()),
        computers: None,
        lounge: super::super::lounge::Lounge::new(5, 20),
    };
    let owner = Owner("SHA256:ann".into());
    let en = Catalog::embedded().find("en").unwrap();
    let member = super::super::member::Member {
        owner: &owner,
        name: "ann",
        seating: &seating,
        settings: &settings,
        lang: en.clone(),
        club: Some((&desk, &ann)),
    };
    let say = |line: &str| {
        super::super::tour_plain::command(&en, &member, line)
            .unwrap()
            .join("\n")
    };
    assert!(super::super::tour_plain::command(&en, &member, "list").is_none());
    let listed = say("tournaments");
    assert!(
        listed.contains("Tournament 1: cup, Swiss, 1 round, no clock, open: 1 of 2 players."),
        "{listed}"
    );
    assert!(say("tournament 1").contains("Players: bob."));
    assert!(say("join").contains("Say which tournament"));
    assert!(say("join 9").contains("There is no tournament 9."));
    assert_eq!(say("join 1"), "You are in cup.");
    // Full: the runner starts it and seats both members at their game.
    let _runner =
        crate::serve::Tourney::start(desk.clone(), seating.clone(), dir.path().join("games"))
            .unwrap();
    let start = std::time::Instant::now();
    while member.rows().is_empty() {
        assert!(start.elapsed().as_secs() < 10, "no game in ann's list");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let said = say("tournament 1");
    assert!(
        said.contains("1. bob: points 0") || said.contains("1. ann: points 0"),
        "{said}"
    );
    assert!(
        said.contains("Round 1.") && said.contains(": playing."),
        "{said}"
    );
    let rows = member.rows();
    assert!(
        seat(member.club, member.seating, rows[0].id).is_some(),
        "ann sits at her game"
    );
}
