//! The seeks page's keys and its drawing: accepting, withdrawing, a seek moved under the
//! cursor asked about first, the form, the page in every language.

use super::*;

fn offer(rated: bool) -> NewSeek {
    NewSeek {
        game_type: GameType::MLP,
        clock: "5+3".parse().ok(),
        rated,
        color: SeekColor::Random,
        opening: Opening::Rulebook,
        to: None,
    }
}

fn seek(id: SeekId, by: &str, mine: bool) -> SeekRow {
    SeekRow {
        id,
        by: by.into(),
        mine,
        offer: offer(true),
        to: None,
        declined: false,
    }
}

fn view() -> SeeksView {
    let mut view = SeeksView {
        me: "ann".into(),
        ..SeeksView::default()
    };
    view.show(Seen {
        here: vec![(1, "ann".into()), (2, "bob".into()), (3, "cy".into())],
        seeks: vec![seek(7, "ann", true), seek(8, "bob", false)],
        games: vec![PlayRow {
            table: TableId(4),
            names: ["bob".into(), "cy".into()],
            game_type: GameType::ALL[0],
            clock: None,
            plies: 3,
        }],
    });
    view
}

const CLOCKS: [Option<TimeControl>; 2] = [None, None];

fn press(view: &mut SeeksView, code: KeyCode) -> Outcome {
    view.key(code, &CLOCKS, 0, Opening::Rulebook)
}

#[test]
fn enter_accepts_anothers_seek_or_watches_a_game_but_never_ones_own() {
    let mut view = view();
    // Her own seek: Enter does nothing, x withdraws it.
    assert_eq!(press(&mut view, KeyCode::Enter), Outcome::Stay);
    assert_eq!(
        press(&mut view, KeyCode::Char('x')),
        Outcome::Do(SeekCommand::Withdraw(7))
    );
    press(&mut view, KeyCode::Down);
    assert_eq!(
        press(&mut view, KeyCode::Enter),
        Outcome::Do(SeekCommand::Accept(8))
    );
    // Bob's open seek is no challenge: nothing to decline.
    assert_eq!(press(&mut view, KeyCode::Char('d')), Outcome::Stay);
    press(&mut view, KeyCode::Down);
    press(&mut view, KeyCode::Down);
    assert_eq!(
        press(&mut view, KeyCode::Enter),
        Outcome::Do(SeekCommand::Watch(TableId(4)))
    );
    // Fewer lines later: the cursor stays on one.
    view.show(Seen::default());
    assert_eq!(view.selected, 0);
    assert_eq!(press(&mut view, KeyCode::Enter), Outcome::Stay);
    assert_eq!(press(&mut view, KeyCode::Esc), Outcome::Back);
}

#[test]
fn a_seek_moved_under_the_cursor_is_not_accepted_until_asked_again() {
    let mut view = view();
    let mut cys = seek(9, "cy", false);
    cys.offer.rated = false;
    view.show(Seen {
        seeks: vec![seek(7, "ann", true), seek(8, "bob", false), cys.clone()],
        ..view.seen.clone()
    });
    press(&mut view, KeyCode::Down);
    // Bob withdraws the seek under her cursor: Cy's moves up under it.
    view.show(Seen {
        seeks: vec![seek(7, "ann", true), cys.clone()],
        ..view.seen.clone()
    });
    assert_eq!(view.selected, 1);
    for key in [KeyCode::Enter, KeyCode::Char('x'), KeyCode::Char('d')] {
        let mut asked = view.clone();
        assert_eq!(press(&mut asked, key), Outcome::Stay, "{key:?}");
        assert!(asked.asked, "{key:?}");
    }
    let theme = Theme::new(crate::tui::Look {
        palette: crate::tui::Palette::Dark,
        depth: crate::tui::Depth::NoColor,
    });
    assert_eq!(press(&mut view, KeyCode::Enter), Outcome::Stay);
    let shown = text(&page(&view, &CLOCKS, &theme, &Lang::english()));
    assert!(shown.contains("The list changed"), "{shown}");
    // Asked once: the same key again accepts what is now there, and the sentence goes.
    assert_eq!(
        press(&mut view, KeyCode::Enter),
        Outcome::Do(SeekCommand::Accept(9))
    );
    let shown = text(&page(&view, &CLOCKS, &theme, &Lang::english()));
    assert!(!shown.contains("The list changed"), "{shown}");
    // A game moved under the cursor is only watched: Enter watches it at once.
    let mut watching = view.clone();
    watching.show(Seen {
        seeks: vec![seek(7, "ann", true)],
        ..view.seen.clone()
    });
    assert_eq!(
        press(&mut watching, KeyCode::Enter),
        Outcome::Do(SeekCommand::Watch(TableId(4)))
    );
    // A line chosen with the arrows after the change is the member's choice.
    view.show(Seen {
        seeks: vec![seek(7, "ann", true), seek(10, "bob", false)],
        ..view.seen.clone()
    });
    press(&mut view, KeyCode::Up);
    press(&mut view, KeyCode::Down);
    assert_eq!(
        press(&mut view, KeyCode::Enter),
        Outcome::Do(SeekCommand::Accept(10))
    );
    // A seek arriving where nothing was (an empty list) is accepted at once, even
    // after the list emptied under the cursor.
    let mut empty = SeeksView {
        me: "ann".into(),
        ..SeeksView::default()
    };
    empty.show(Seen {
        seeks: vec![seek(13, "bob", false)],
        ..Seen::default()
    });
    empty.show(Seen::default());
    empty.show(Seen {
        seeks: vec![seek(11, "bob", false)],
        ..Seen::default()
    });
    assert_eq!(
        press(&mut empty, KeyCode::Enter),
        Outcome::Do(SeekCommand::Accept(11))
    );
    // Nor is a page opened again after the list changed while she was away from it.
    empty.open();
    empty.show(Seen {
        seeks: vec![seek(12, "cy", false)],
        ..Seen::default()
    });
    assert_eq!(
        press(&mut empty, KeyCode::Enter),
        Outcome::Do(SeekCommand::Accept(12))
    );
}

#[test]
fn a_seek_and_a_challenge_are_chosen_field_by_field() {
    let mut view = view();
    press(&mut view, KeyCode::Char('n'));
    // Casual, and she plays Black (random, white, black going right).
    press(&mut view, KeyCode::Down);
    press(&mut view, KeyCode::Down);
    press(&mut view, KeyCode::Right);
    press(&mut view, KeyCode::Down);
    press(&mut view, KeyCode::Right);
    press(&mut view, KeyCode::Right);
    let made = press(&mut view, KeyCode::Enter);
    let mut want = offer(false);
    want.clock = None;
    want.color = SeekColor::Black;
    assert_eq!(made, Outcome::Do(SeekCommand::Make(want)));
    assert_eq!(view.form, None);
    // A challenge names one of the others here (not herself): Cy, one to the right.
    press(&mut view, KeyCode::Char('c'));
    press(&mut view, KeyCode::Right);
    let Outcome::Do(SeekCommand::Make(challenge)) = press(&mut view, KeyCode::Enter) else {
        panic!("no challenge made");
    };
    assert_eq!(challenge.to, Some(3));
    assert!(challenge.rated);
    // Esc leaves the form, not the page.
    press(&mut view, KeyCode::Char('n'));
    assert_eq!(press(&mut view, KeyCode::Esc), Outcome::Stay);
    assert_eq!(view.form, None);
}

#[test]
fn the_challenged_declines_and_nobody_to_challenge_keeps_the_form() {
    let mut view = view();
    // Seen on the page opened afresh (not as a change under her cursor).
    view.open();
    let mut challenge = seek(9, "bob", false);
    challenge.to = Some("ann".into());
    view.show(Seen {
        here: vec![(1, "ann".into())],
        seeks: vec![challenge],
        games: vec![],
    });
    assert_eq!(
        press(&mut view, KeyCode::Char('d')),
        Outcome::Do(SeekCommand::Decline(9))
    );
    press(&mut view, KeyCode::Char('c'));
    assert_eq!(press(&mut view, KeyCode::Enter), Outcome::Stay);
    assert!(view.form.is_some());
}

use super::super::choices::text;

#[test]
fn the_page_names_who_is_here_the_seeks_and_the_games_in_any_language() {
    let theme = Theme::new(crate::tui::Look {
        palette: crate::tui::Palette::Dark,
        depth: crate::tui::Depth::NoColor,
    });
    let mut view = view();
    let en = text(&page(&view, &CLOCKS, &theme, &Lang::english()));
    assert!(en.contains("Here now (3): ann, bob, cy"), "{en}");
    assert!(en.contains("▶ you  Base+MLP  5+3  rated"), "{en}");
    assert!(en.contains("  bob  Base+MLP"), "{en}");
    assert!(en.contains("bob – cy  Base"), "{en}");
    let catalog = crate::lang::Catalog::embedded();
    let ru = catalog.find("ru").unwrap();
    for tag in catalog.tags() {
        let lang = catalog.find(tag).unwrap();
        let shown = text(&page(&view, &CLOCKS, &theme, &lang));
        assert!(!shown.contains('{') && shown.contains("bob"), "{shown}");
    }
    let shown = text(&page(&view, &CLOCKS, &theme, &ru));
    assert!(
        !shown.contains("Here now") && shown.contains("ann, bob, cy"),
        "{shown}"
    );
    press(&mut view, KeyCode::Char('c'));
    let form = text(&page(&view, &CLOCKS, &theme, &ru));
    assert!(form.contains("◀ bob ▶"), "{form}");
    // The member's own colour is said to them, not of them ("Вы: играет белыми").
    assert!(form.contains("◀ по жребию ▶"), "{form}");
    assert!(!form.contains("играет"), "{form}");
}

/// A busy club (found by the load benchmark: 250 members at the lobby, each with a seek):
/// who is here takes a line, the cursor's seek shows however far down the list it is, and
/// what the last key did still shows at the page's foot.
#[test]
fn a_busy_clubs_page_names_a_few_keeps_the_cursor_in_sight_and_its_note() {
    use super::super::model::{Lobby, Msg, Page};
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    let theme = Theme::new(crate::tui::Look {
        palette: crate::tui::Palette::Dark,
        depth: crate::tui::Depth::NoColor,
    });
    let members = 250;
    let mut lobby = Lobby::new("m1", None);
    lobby.page = Page::Seeks;
    lobby.update(Msg::Seeks(Seen {
        here: (1..=members).map(|n| (n, format!("m{n}"))).collect(),
        seeks: (1..=members)
            .map(|n| seek(n, &format!("m{n}"), n == 1))
            .collect(),
        games: Vec::new(),
    }));
    let lang = Lang::english();
    let drawn = |lobby: &Lobby| {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|f| super::super::view::render(lobby, &theme, &lang, f))
            .unwrap();
        format!("{:?}", terminal.backend().buffer())
    };
    let top = drawn(&lobby);
    assert!(
        top.contains("Here now (250): m1, m2, m3, m4, m5, m6, m7, m8, m9, m10 and 240 more"),
        "{top}"
    );
    assert!(!top.contains("m11,") && top.contains("▶ you "), "{top}");
    for _ in 1..60 {
        let down = KeyEvent::new(KeyCode::Down, KeyModifiers::NONE);
        lobby.update(Msg::Key(down));
    }
    lobby.update(Msg::Note("Your seek is open.".into()));
    let down = drawn(&lobby);
    assert!(down.contains("▶ m60 ") && down.contains("m62 "), "{down}");
    assert!(down.contains("Your seek is open."), "{down}");
    // The plain page names as few.
    let plain = super::super::plain_seeks::listed(&lang, &lobby.seeks.seen);
    assert!(plain[0].ends_with("and 240 more"), "{plain:?}");
    // A page that fits has its note just below it.
    lobby.update(Msg::Seeks(Seen::default()));
    let short = drawn(&lobby);
    let rows: Vec<&str> = short.split("\",").collect();
    let at = |text: &str| rows.iter().position(|r| r.contains(text));
    assert_eq!(
        at("Your seek is open."),
        at("No game between members").map(|n| n + 2),
        "{short}"
    );
}
