//! The game screen, drawn with ratatui's TestBackend (insta snapshots) and driven by feeding
//! key and mouse events to the model. Here, playing; review, stacks and the view's edges
//! are in `board_view`.

use hive::rules::{Bug, Game, GameState, GameType, Hex, Move};
use hive::tui::input::keys::Action;
use hive::tui::model::{App, Mode, Msg};
use hive::tui::view;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// A 28-piece hive in one long line (nokamute's "super long hive axis-2" case).
pub const LONG_HIVE: &str = "Base+MLP;InProgress;White[15];wM;bM wM\\;wL \\wM;bL bM\\;wP \\wL;bP bL\\;wQ \\wP;bQ bP\\;wS1 \\wQ;bS1 bQ\\;wS2 \\wS1;bS2 bS1\\;wB1 \\wS2;bB1 bS2\\;wB2 \\wB1;bB2 bB1\\;wG1 \\wB2;bG1 bB2\\;wG2 \\wG1;bG2 bG1\\;wG3 \\wG2;bG3 bG2\\;wA1 \\wG3;bA1 bG3\\;wA2 \\wA1;bA2 bA1\\;wA3 \\wA2;bA3 bA2\\";

/// A short game that White wins (nokamute's "White wins" case).
pub const WHITE_WINS: [&str; 15] = [
    "wS1",
    "bS1 wS1-",
    "wQ -wS1",
    "bQ bS1/",
    "wG1 -wQ",
    "bG1 \\bQ",
    "wG1 bQ\\",
    "bG2 bQ/",
    "wA1 wQ\\",
    "bA1 bG2/",
    "wA1 bG2\\",
    "bA1 \\bG2",
    "wQ \\wS1",
    "bA1 bG2/",
    "wQ /bG1",
];

/// The game [`WHITE_WINS`] plays, over with White's win.
pub fn white_wins_game() -> Game {
    Game::parse(&format!(
        "Base;InProgress;White[1];{}",
        WHITE_WINS.join(";")
    ))
    .unwrap()
}

pub fn app() -> App {
    let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
    app.screen.look.depth = hive::tui::Depth::NoColor;
    app
}

/// A game screen at 80×24 showing `game` (fitted to it, as the runtime does at start).
pub fn app_with(game: &str) -> App {
    let mut app = app();
    app.session.game = Game::parse(game).unwrap();
    app.update(Msg::Resize(80, 24));
    app
}

/// The screen drawn for `app` in a `w`×`h` terminal, as text.
pub fn screen(app: &App, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal
        .draw(|f| {
            view::render(app, f);
        })
        .unwrap();
    text_of(terminal.backend().buffer(), w, h)
}

fn text_of(buf: &ratatui::buffer::Buffer, w: u16, h: u16) -> String {
    let mut out = String::new();
    for y in 0..h {
        let line: String = (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Like the runtime: the terminal is `w`×`h` (a resize message), a frame is drawn and its
/// record of where things are kept for the mouse. Returns the screen as text.
/// The screen's message, or nothing.
pub fn message(app: &App) -> String {
    app.screen
        .message
        .clone()
        .map(|(text, _)| text)
        .unwrap_or_default()
}

pub fn draw(app: &mut App, w: u16, h: u16) -> String {
    if app.screen.size != Rect::new(0, 0, w, h) {
        app.update(Msg::Resize(w, h));
    }
    frame(app, w, h)
}

/// A frame of `app` in a `w`×`h` terminal (no update: exactly what the model holds), its
/// record kept for the mouse.
fn frame(app: &mut App, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    let mut drawn = hive::tui::layout::Drawn::default();
    terminal.draw(|f| drawn = view::render(app, f)).unwrap();
    app.screen.drawn = drawn;
    text_of(terminal.backend().buffer(), w, h)
}

pub fn key(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn type_move(app: &mut App, text: &str) {
    key(app, KeyCode::Char(':'));
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

#[test]
fn empty_board_at_80x24() {
    insta::assert_snapshot!(screen(&app(), 80, 24));
}

#[test]
fn picked_piece_shows_its_destinations() {
    // Six pieces in a straight line, White's ant at the west end.
    let mut app =
        app_with("Base+MLP;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-");
    app.focus.cursor = app
        .session
        .game
        .position()
        .board()
        .position("wA1".parse().unwrap())
        .unwrap();
    app.update(Msg::Action(Action::Pick));
    let sel = app.focus.selection.clone().expect("the ant is picked up");
    // Lifted, the ant walks round the other five: a straight line of five has 5 + 1 cells
    // along each long side and one at each end, 14 in all; one of them is where it stands.
    assert_eq!(sel.dests.len(), 13);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn long_hive_at_200x60_and_compact_at_80x24() {
    let mut app = app_with(LONG_HIVE);
    insta::assert_snapshot!("long_hive_200x60", draw(&mut app, 200, 60));
    insta::assert_snapshot!("long_hive_80x24", draw(&mut app, 80, 24));
}

#[test]
fn tiny_terminals_say_how_much_room_they_need() {
    let app = app_with(LONG_HIVE);
    for (w, h) in [(1, 1), (10, 3), (40, 10), (63, 30), (100, 19)] {
        let s = screen(&app, w, h);
        if w >= 30 {
            assert!(s.contains("at least 64"), "{w}x{h}:\n{s}");
        }
    }
    insta::assert_snapshot!(screen(&app, 40, 10));
}

#[test]
fn help_pages_list_keys_and_bugs() {
    let mut app = app();
    app.update(Msg::Action(Action::Help));
    let keys = screen(&app, 80, 24);
    assert!(
        keys.contains("Help: Keys") && keys.contains("undo"),
        "{keys}"
    );
    key(&mut app, KeyCode::Char('P'));
    assert!(
        matches!(app.mode, Mode::Help { page, .. } if page == Bug::Pillbug.index() + 1),
        "{:?}",
        app.mode
    );
    insta::assert_snapshot!(screen(&app, 80, 24));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
}

#[test]
fn typed_notation_plays_a_game_to_a_win() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    for m in WHITE_WINS {
        type_move(&mut app, m);
        assert_eq!(app.mode, Mode::Play, "{m}: {:?}", app.mode);
    }
    assert_eq!(app.session.game.outcome(), GameState::WhiteWins);
    let s = screen(&app, 80, 24);
    assert!(
        s.contains("White (Ann) wins: Black's Queen is surrounded"),
        "{s}"
    );
    // The surrounded Queen is marked on the final board (its left side is under the
    // cursor's bracket), the pieces around it outlined.
    assert!(s.contains("]bQ !wA1|"), "{s}");
    insta::assert_snapshot!(s);
}

#[test]
fn an_invalid_typed_move_keeps_the_text_and_says_why() {
    let mut app = app();
    type_move(&mut app, "wQ");
    match &app.mode {
        Mode::Prompt { text, error } => {
            assert_eq!(text, "wQ");
            let e = error.as_deref().unwrap_or("");
            assert!(e.contains("first turn"), "{e}");
        }
        m => panic!("prompt closed: {m:?}"),
    }
    // A `:` typed into it starts afresh: the move retyped from the start is played.
    type_move(&mut app, "wS1");
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.session.game.move_strings().collect::<Vec<_>>(), ["wS1"]);
    app.session.game.undo();
    type_move(&mut app, "wA4 -bQ");
    let Mode::Prompt { error: Some(e), .. } = &app.mode else {
        panic!("{:?}", app.mode)
    };
    assert!(e.contains("no Ant number 4"), "{e}");
    // A side mark at an occupied cell: the rules' reason comes first when the move meant
    // is illegal anyway, not a hint to write an illegal climb (a tester's two cases).
    key(&mut app, KeyCode::Esc);
    for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
        type_move(&mut app, m);
    }
    let error = |app: &App| match &app.mode {
        Mode::Prompt { error: Some(e), .. } => e.clone(),
        m => panic!("{m:?}"),
    };
    type_move(&mut app, "bA2 -bQ");
    let e = error(&app);
    assert!(
        e.contains("bA2 is Black's piece, and it is White's turn"),
        "{e}"
    );
    key(&mut app, KeyCode::Esc);
    type_move(&mut app, "wS1 wS1-");
    let e = error(&app);
    assert!(e.starts_with("wS1 wS1- is illegal: "), "{e}");
    assert!(!e.contains("like `"), "{e}");
    // Where the climb is legal, the hint to name the piece on top stays.
    key(&mut app, KeyCode::Esc);
    type_move(&mut app, "wB1 -wQ");
    type_move(&mut app, "bB1 bQ-");
    type_move(&mut app, "wB1 -wS1");
    let e = error(&app);
    assert!(e.contains("like `"), "{e}");
}

/// Presses Tab (at most `tries` times) until the cursor is on `target`.
#[track_caller]
fn tab_to(app: &mut App, target: Hex, tries: usize, what: &str) {
    for _ in 0..tries {
        if app.focus.cursor == target {
            break;
        }
        key(app, KeyCode::Tab);
    }
    assert_eq!(app.focus.cursor, target, "Tab never reached {what}");
}

#[test]
fn cursor_keys_play_a_game_to_a_win() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    // Replay the winning game with bug keys, cursor positioning and Enter only: for each
    // move, take the piece (from hand or board) and walk the cursor to the target with Tab.
    for m in WHITE_WINS {
        let pos = app.session.game.position().clone();
        let Ok(Move::Piece(piece, to)) = hive::rules::parse_move(&pos, m) else {
            panic!("{m}")
        };
        if let Some(at) = pos.board().position(piece) {
            // Tab through movable pieces until the cursor is on this one.
            tab_to(&mut app, at, 30, &format!("{piece}"));
            key(&mut app, KeyCode::Enter);
        } else {
            key(&mut app, KeyCode::Char(piece.bug().letter()));
        }
        assert_eq!(
            app.focus.selection.as_ref().map(|s| s.piece),
            Some(piece),
            "{m}"
        );
        tab_to(&mut app, to, 60, &format!("the destination of {m}"));
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.session.game.move_strings().last(), Some(m));
    }
    assert_eq!(app.session.game.outcome(), GameState::WhiteWins);
}

#[test]
fn arrows_move_the_cursor_and_up_down_return() {
    let mut app = app();
    let start = app.focus.cursor;
    for (there, back) in [
        (KeyCode::Up, KeyCode::Down),
        (KeyCode::Down, KeyCode::Up),
        (KeyCode::Left, KeyCode::Right),
        (KeyCode::Char('k'), KeyCode::Char('j')),
    ] {
        key(&mut app, there);
        assert_ne!(app.focus.cursor, start);
        key(&mut app, back);
        assert_eq!(app.focus.cursor, start);
    }
    // Two ups zig-zag back to the same screen column: two rows straight up.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    let g = app.geometry(Rect::new(0, 0, 80, 24));
    assert_eq!(g.origin(app.focus.cursor).0, g.origin(start).0);
}

#[test]
fn a_piece_that_cannot_move_says_why() {
    // wS1 sits between wQ and bS1: lifting it splits the hive.
    let mut app = app_with("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    app.focus.cursor = Hex::ORIGIN;
    app.update(Msg::Action(Action::Pick));
    assert!(app.focus.selection.is_none());
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(
        text.contains("wS1 cannot move") && text.contains("split the hive"),
        "{text}"
    );
    // A stack shows what is under the beetle in the side panel.
    let mut app =
        app_with("Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \\wQ;bB1 bQ-;wB1 wQ");
    app.focus.cursor = Hex::ORIGIN.neighbor(hive::rules::Direction::West);
    assert_eq!(
        app.session
            .game
            .position()
            .board()
            .stack_at(app.focus.cursor)
            .len(),
        2
    );
    assert!(screen(&app, 80, 24).contains("Stack here: wB1 on wQ"));
    // Queen not placed yet: no piece may move.
    let mut app = app_with("Base;InProgress;White[2];wA1;bA1 wA1-");
    app.focus.cursor = Hex::ORIGIN;
    app.update(Msg::Action(Action::Pick));
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(
        text.contains("must place the Queen before moving"),
        "{text}"
    );
}

#[test]
fn fourth_turn_warns_that_the_queen_must_come() {
    let app = app_with("Base;InProgress;White[4];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 -wA1;bG1 bA1-");
    let s = screen(&app, 80, 24);
    assert!(s.contains("White must place the Queen this turn"), "{s}");
    let mut app = app;
    app.update(Msg::Action(Action::Hand(Bug::Spider)));
    assert!(app.focus.selection.is_none());
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("must place the Queen this turn"), "{text}");
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut app = app();
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game.moves().len(), 1);
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game.moves().len(), 0);
    key(&mut app, KeyCode::Char('U'));
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('r'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(
        app.session.game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-"]
    );
}

#[test]
fn mouse_clicks_pick_and_drop() {
    let size = Rect::new(0, 0, 80, 24);
    let mut app = app();
    draw(&mut app, 80, 24);
    // Click the Ant in White's hand, then the only cell.
    let side = hive::tui::layout::Areas::new(size).side;
    let (hx, hy) = (side.x + 1, side.y + 2); // second line: A is the first entry
    app.update(Msg::Mouse(click(hx, hy)));
    assert_eq!(
        app.focus.selection.as_ref().map(|s| s.piece.bug()),
        Some(Bug::Ant)
    );
    let g = app.geometry(size);
    let (x, y) = g.origin(Hex::ORIGIN);
    draw(&mut app, 80, 24);
    app.update(Msg::Mouse(click((x + 4) as u16, (y + 2) as u16)));
    assert_eq!(app.session.game.move_strings().collect::<Vec<_>>(), ["wA1"]);
}

pub fn click(x: u16, y: u16) -> MouseEvent {
    MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }
}

#[test]
fn pass_is_offered_when_it_is_the_only_move() {
    // nokamute's "Pass" case: White has no legal move.
    let mut app = app_with(
        "Base;InProgress;White[7];wA1;bS1 wA1-;wQ -wA1;bQ bS1/;wQ \\wA1;bA1 bS1\\;wQ -wA1;bA2 bQ\\;wQ \\wA1;bA1 \\wQ;wG1 /wQ;bA2 /wG1",
    );
    assert!(screen(&app, 80, 24).contains("White has no legal move: Enter passes"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session.game.move_strings().last(), Some("pass"));
    // In review Enter only goes to a ply typed: the ply before the pass says what happened.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("White has no legal move and passes"),
        "{shown}"
    );
    assert!(!shown.contains("Enter passes"), "{shown}");
}

#[test]
fn control_keys_never_become_prompt_text() {
    let mut app = app();
    key(&mut app, KeyCode::Char(':'));
    for c in "wS1".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('w'),
        KeyModifiers::ALT,
    )));
    assert_eq!(
        app.mode,
        Mode::Prompt {
            text: "wS1".into(),
            error: None
        }
    );
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(
        app.mode,
        Mode::Prompt {
            text: String::new(),
            error: None
        }
    );
}

#[test]
fn a_game_offers_only_the_bugs_it_has() {
    // A tester was offered M, L and P in the base game.
    let mut base = App::new(GameType::BASE, "Ann".into(), "Bob".into());
    base.screen.look.depth = hive::tui::Depth::NoColor;
    let screen = draw(&mut base, 100, 30);
    assert!(screen.contains("hand (Q S B G A) or press"), "{screen}");
    assert!(screen.contains("QSBGA hand"), "{screen}");
    let screen = draw(&mut app(), 100, 30);
    assert!(
        screen.contains("hand (Q S B G A M L P) or press"),
        "{screen}"
    );
    assert!(screen.contains("QSBGAMLP hand"), "{screen}");
}

/// The keys page of a seat in a game shared with other people leaves out the keys its
/// room refuses (undo, hints, pause, the explorer and the games screen), which a game on
/// this terminal lists; the keys both may use are listed in both.
#[test]
fn a_shared_seats_keys_page_leaves_out_the_keys_its_room_refuses() {
    let page_with = |place: hive::room::Place, invitations: Vec<hive::room::Invitation>| {
        let mut app = app();
        app.session.place = place;
        app.session.link.invitations = invitations;
        app.update(Msg::Action(Action::Help));
        let mut seen = String::new();
        for _ in 0..160 {
            seen.push_str(&draw(&mut app, 80, 24));
            key(&mut app, KeyCode::Down);
        }
        seen.replace('│', " ")
    };
    let page = |place: hive::room::Place| page_with(place, Vec::new());
    let (local, shared) = (
        page(hive::room::Place::Local),
        page(hive::room::Place::Shared(hive::room::Seat::Player(
            hive::rules::Color::White,
        ))),
    );
    let lang = hive::lang::Lang::english();
    let help = |action: Action| {
        let binding = hive::tui::input::keys::PLAY
            .iter()
            .find(|b| b.action == action)
            .unwrap();
        let words: Vec<String> = lang
            .get(binding.help)
            .split(' ')
            .take(3)
            .map(String::from)
            .collect();
        words.join(" ")
    };
    for refused in [
        Action::Undo,
        Action::Hint,
        Action::Pause,
        Action::Explore,
        Action::Lessons,
    ] {
        let said = help(refused);
        assert!(
            local.contains(&said),
            "{refused:?}: {said:?} on the local page"
        );
        assert!(
            !shared.contains(&said),
            "{refused:?}: {said:?} on the shared page\n{shared}"
        );
        // And the room does refuse it there.
        let mut app = app();
        app.session.place =
            hive::room::Place::Shared(hive::room::Seat::Player(hive::rules::Color::White));
        app.update(Msg::Action(refused));
        assert_eq!(
            app.screen.message.as_ref().map(|m| m.1),
            Some(hive::tui::model::Tone::Warning),
            "{refused:?}"
        );
    }
    for allowed in [Action::Review, Action::Zoom, Action::Prompt] {
        let said = help(allowed);
        assert!(
            local.contains(&said) && shared.contains(&said),
            "{allowed:?}: {said:?}"
        );
    }
    let explorer = lang.get("keys-explorer");
    assert!(local.contains(&explorer) && !shared.contains(&explorer));
    // New codes are the host's, whose screen shows the invitations; a new game's clock
    // question is never asked at a shared seat.
    let hosting = page_with(
        hive::room::Place::Shared(hive::room::Seat::Player(hive::rules::Color::White)),
        vec![hive::room::Invitation {
            seat: hive::room::Seat::Player(hive::rules::Color::Black),
            line: "ssh -p 2222 CODE@host".into(),
        }],
    );
    let codes = help(Action::NewCodes);
    assert!(hosting.contains(&codes), "{codes:?} not on the host's page");
    assert!(!shared.contains(&codes), "{codes:?} on a guest's page");
    let clock: String = lang
        .get("key-confirm-new-game-next-clock")
        .chars()
        .take(25)
        .collect();
    assert!(
        local.contains(&clock) && !shared.contains(&clock),
        "{clock:?}"
    );
}

/// A shared seat's keys page leaves out `a` while its game runs, as review refuses the
/// analysis there then (a tester was shown the key and refused it); once the game is over
/// the analysis is anyone's, and `a` is listed again, as it always is on one terminal.
#[test]
fn a_shared_seats_keys_page_lists_analysis_only_once_the_game_is_over() {
    let seat = hive::room::Place::Shared(hive::room::Seat::Player(hive::rules::Color::White));
    let page = |mut app: App, place: hive::room::Place| {
        app.session.place = place;
        app.update(Msg::Action(Action::Help));
        let mut seen = String::new();
        for _ in 0..160 {
            seen.push_str(&draw(&mut app, 80, 24));
            key(&mut app, KeyCode::Down);
        }
        seen.replace('│', " ")
    };
    let lang = hive::lang::Lang::english();
    let said: String = lang
        .get("key-review-analyse-every-ply-background")
        .chars()
        .take(30)
        .collect();
    let over = || {
        app_with(&format!(
            "Base;InProgress;White[1];{}",
            WHITE_WINS.join(";")
        ))
    };
    assert!(over().session.is_over());
    assert!(!app().session.is_over());
    assert!(!page(app(), seat).contains(&said), "{said:?} while it runs");
    assert!(page(over(), seat).contains(&said), "{said:?} after the end");
    assert!(page(app(), hive::room::Place::Local).contains(&said));
    // And review does refuse it at that seat while the game runs.
    let mut running = app();
    running.session.place = seat;
    running.update(Msg::Action(Action::Review));
    key(&mut running, KeyCode::Char('a'));
    assert_eq!(
        running.screen.message.as_ref().map(|m| m.1),
        Some(hive::tui::model::Tone::Warning)
    );
}
