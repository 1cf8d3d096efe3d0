//! The players' defects, each pinned by key and mouse events fed to the model (and, where
//! the screen is the point, the frame drawn on a test backend).

use hive::room::{Invitation, Place, Seat};
use hive::rules::{Bug, Color, Game, GameType, Hex, Move, Opening, Rules};
use hive::tui::input::keys::{self, Action};
use hive::tui::layout::HexSize;
use hive::tui::model::{App, Effect, Mode, Msg, Question, Tone};
use hive::tui::words;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{WHITE_WINS, app, app_with, click, draw, key, type_move};
use crate::common::positions::{BEETLE_BESIDE_GATE, QUEEN_INTO_HOLE};

const THROWABLE: &str = r"Base+P;InProgress;White[9];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP;wS1 -wG3;bS1 bQ-";

fn shift(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::SHIFT)));
}

// 1. The hand panel.

#[test]
fn clicking_each_bug_in_the_hand_takes_that_bug() {
    let mut app = app();
    // From the second turn on, so the Queen may come too.
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    for side in [Color::White, Color::Black] {
        if side == Color::Black {
            type_move(&mut app, "wG1 -wS1");
        }
        let screen = draw(&mut app, 80, 24);
        let rows: Vec<&str> = screen.lines().collect();
        // The hand block of the side to move: its title line, then two lines of bugs.
        let title = rows
            .iter()
            .position(|r| r.contains(&format!("▶ {side}")))
            .unwrap();
        for bug in Bug::ALL {
            let letter = format!("{}×", bug.letter());
            let (y, line) = (title + 1..title + 3)
                .map(|y| (y, rows[y]))
                .find(|(_, l)| l.contains(&letter))
                .unwrap_or_else(|| panic!("{letter} drawn\n{screen}"));
            let cells: Vec<char> = line.chars().collect();
            let col = cells
                .windows(2)
                .position(|w| w[0] == bug.letter() && w[1] == '×')
                .unwrap();
            app.update(Msg::Mouse(click(col as u16, y as u16)));
            let picked = app.focus.selection.as_ref().map(|s| s.piece);
            assert_eq!(
                picked.map(|p| (p.color(), p.bug())),
                Some((side, bug)),
                "clicking {letter} of {side} at ({col}, {y})\n{screen}"
            );
            key(&mut app, KeyCode::Esc);
        }
    }
}

#[test]
fn clicking_a_move_in_the_list_reviews_the_game_there() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    for m in &WHITE_WINS[..6] {
        type_move(&mut app, m);
    }
    let screen = draw(&mut app, 80, 24);
    let (y, line) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("  3. wQ -wS1"))
        .unwrap();
    let x = line.chars().position(|c| c == '3').unwrap();
    app.update(Msg::Mouse(click(x as u16, y as u16)));
    assert!(matches!(app.mode, Mode::Review { .. }), "{:?}", app.mode);
    assert_eq!(app.review_position(), (3, 6));
}

// 2. Throws by keyboard.

#[test]
fn tab_reaches_a_piece_the_pillbug_can_throw_and_throws_it() {
    let mut app = app_with(THROWABLE);
    draw(&mut app, 80, 24);
    let pos = app.session.game.position().clone();
    let bb1 = pos.board().position("bB1".parse().unwrap()).unwrap();
    let mut seen = Vec::new();
    for _ in 0..20 {
        key(&mut app, KeyCode::Tab);
        seen.push(app.focus.cursor);
        if app.focus.cursor == bb1 {
            break;
        }
    }
    assert_eq!(app.focus.cursor, bb1, "Tab visited {seen:?}");
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("bB1 can be thrown"), "{text}");
    key(&mut app, KeyCode::Enter);
    let sel = app.focus.selection.clone().expect("bB1 picked up");
    assert_eq!(sel.piece.to_string(), "bB1");
    assert!(!sel.dests.is_empty());
    // Tab walks its landing cells; Enter throws it there.
    key(&mut app, KeyCode::Tab);
    assert!(sel.dests.contains(&app.focus.cursor));
    key(&mut app, KeyCode::Enter);
    let last = app.session.game.move_strings().last().unwrap().to_string();
    assert!(last.starts_with("bB1 "), "{last}");
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains(&format!("{last} thrown")), "{screen}");
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("(thrown)"), "{text}");
}

#[test]
fn the_pillbug_lists_its_throws_in_a_message_that_fits_80_columns() {
    let mut app = app_with(THROWABLE);
    app.focus.cursor = Hex::ORIGIN;
    app.update(Msg::Action(Action::Pick));
    let sel = app.focus.selection.clone().expect("wP picked up");
    assert!(!sel.throwable.is_empty());
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(
        text.contains("Throws (^):") && text.contains(" bB1"),
        "{text}"
    );
    assert!(words::wrap(&text, 80).len() <= 2, "{text}");
    let screen = draw(&mut app, 80, 24);
    // Every word of the message is on screen, and so is the keys line.
    let status: String = screen.lines().skip(20).collect::<Vec<_>>().join(" ");
    for w in text.split(' ') {
        assert!(status.contains(w), "{w:?} cut from the message\n{screen}");
    }
    assert!(
        screen.contains("Tab to a cell or a ^ piece to throw, Enter · Esc"),
        "{screen}"
    );
    // Tab goes to the destinations, then to the pieces it can throw.
    let stops = sel.dests.len() + sel.throwable.len();
    let mut visited = Vec::new();
    for _ in 0..stops {
        key(&mut app, KeyCode::Tab);
        visited.push(app.focus.cursor);
    }
    for t in &sel.throwable {
        assert!(visited.contains(t));
    }
}

// 3. A new game.

#[test]
fn new_game_asks_before_throwing_the_game_away() {
    let mut app = app();
    type_move(&mut app, "wS1");
    key(&mut app, KeyCode::Char('N'));
    assert!(matches!(
        app.mode,
        Mode::Confirm {
            question: Question::NewGame { .. },
            ..
        }
    ));
    assert!(draw(&mut app, 80, 24).contains("Start a new game?"));
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.session.game.moves().len(), 1);
    app.saving.folders.games = Some(std::path::PathBuf::from("/games"));
    key(&mut app, KeyCode::Char('N'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.session.game.moves().len(), 0);
    // The new game still saves copies into the games folder.
    assert_eq!(
        app.saving.folders.games,
        Some(std::path::PathBuf::from("/games"))
    );
}

#[test]
fn new_invite_codes_are_the_served_games_host_alone_to_give() {
    let said = |app: &App| {
        app.screen
            .message
            .clone()
            .map(|(text, _)| text)
            .unwrap_or_default()
    };
    let press = |app: &mut App, c| {
        app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::NONE,
        )))
    };
    // Not a shared game; then a guest's screen (no invitations to hand out).
    let mut app = app();
    press(&mut app, 'I');
    assert_eq!(app.mode, Mode::Play);
    assert!(said(&app).contains("hive play --invite"), "{}", said(&app));
    app.session.place = Place::Shared(Seat::Player(Color::Black));
    press(&mut app, 'I');
    assert_eq!(app.mode, Mode::Play);
    assert!(said(&app).contains("Only the host"), "{}", said(&app));
    // The host's: asked first, kept on any other key, asked for on `y`.
    app.session.place = Place::Shared(Seat::Player(Color::White));
    let line = |code: &str| Invitation {
        seat: Seat::Player(Color::Black),
        line: format!("ssh -p 2222 {code}@host"),
    };
    app.session.link.invitations = vec![line("old")];
    press(&mut app, 'I');
    assert!(matches!(
        app.mode,
        Mode::Confirm {
            question: Question::NewCodes,
            ..
        }
    ));
    assert!(draw(&mut app, 80, 24).contains("New codes for the guests?"));
    assert!(!press(&mut app, 'n').contains(&Effect::NewCodes));
    press(&mut app, 'I');
    assert!(press(&mut app, 'y').contains(&Effect::NewCodes));
    // The new lines replace the old; a failure keeps them and says why.
    app.update(Msg::Invited(Ok(vec![line("new")])));
    assert_eq!(app.session.link.invitations, vec![line("new")]);
    app.update(Msg::Invited(Err("no randomness".into())));
    assert_eq!(app.session.link.invitations, vec![line("new")]);
    assert!(said(&app).contains("no randomness"), "{}", said(&app));
}

// 4. Help.

#[test]
fn help_scrolls_through_every_key_of_every_table_at_80x24() {
    let mut app = app();
    app.update(Msg::Action(Action::Help));
    let mut seen = String::new();
    for _ in 0..160 {
        seen.push_str(&draw(&mut app, 80, 24));
        key(&mut app, KeyCode::Down);
    }
    let seen = seen.replace('│', " ");
    for (title, rows) in keys::sections(&app.screen.lang) {
        assert!(seen.contains(&title), "{title}");
        for (label, help) in rows {
            assert!(seen.contains(&label), "label {label:?} cut\n{seen}");
            // The text wraps: every word shows, and the first few words together.
            let start: Vec<&str> = help.split(' ').take(3).collect();
            assert!(seen.contains(&start.join(" ")), "{help:?} cut");
            for w in help.split(' ') {
                assert!(seen.contains(w), "{w:?} of {help:?} cut");
            }
        }
    }
    // Scrolling stops at the end: one Up shows a different screen.
    let bottom = draw(&mut app, 80, 24);
    key(&mut app, KeyCode::Up);
    assert_ne!(draw(&mut app, 80, 24), bottom);
}

#[test]
fn help_pages_down_a_whole_screen_and_home_and_end_go_to_the_ends() {
    // Issue #28: Home and End closed the help; PgDn and Space moved 10 lines where the help
    // said "a screen" and showed 22.
    let mut app = app();
    app.update(Msg::Action(Action::Help));
    let top = draw(&mut app, 80, 24);
    let rows: Vec<&str> = top.lines().collect();
    let shown = rows.iter().rposition(|r| r.starts_with('└')).unwrap()
        - rows.iter().position(|r| r.starts_with('┌')).unwrap()
        - 1;
    // The same screen, scrolled by Down `n` times from the top.
    let down = |n: usize| {
        let mut app = self::app();
        app.update(Msg::Action(Action::Help));
        draw(&mut app, 80, 24);
        for _ in 0..n {
            key(&mut app, KeyCode::Down);
            draw(&mut app, 80, 24);
        }
        draw(&mut app, 80, 24)
    };
    for page_down in [KeyCode::PageDown, KeyCode::Char(' ')] {
        key(&mut app, page_down);
        assert_eq!(draw(&mut app, 80, 24), down(shown), "{page_down:?}");
        key(&mut app, KeyCode::PageUp);
        assert_eq!(draw(&mut app, 80, 24), top, "{page_down:?}, then PgUp");
    }
    key(&mut app, KeyCode::End);
    assert!(
        matches!(app.mode, Mode::Help { .. }),
        "End keeps the help open"
    );
    let bottom = draw(&mut app, 80, 24);
    assert_ne!(bottom, top);
    assert_eq!(bottom, down(200));
    key(&mut app, KeyCode::Home);
    assert!(
        matches!(app.mode, Mode::Help { .. }),
        "Home keeps the help open"
    );
    assert_eq!(draw(&mut app, 80, 24), top);
}

#[test]
fn help_from_review_returns_to_review() {
    let mut app = app();
    type_move(&mut app, "wS1");
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(app.mode, Mode::Review { .. }));
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.mode, Mode::Help { .. }), "{:?}", app.mode);
    key(&mut app, KeyCode::Esc);
    assert!(matches!(app.mode, Mode::Review { .. }), "{:?}", app.mode);
}

#[test]
fn the_queens_page_gives_both_openings_and_names_this_games() {
    for opening in Opening::ALL {
        let mut app = app();
        app.session.game = Game::with_rules(
            GameType::MLP,
            Rules {
                opening,
                repetition: true,
            },
        );
        app.update(Msg::Action(Action::Help));
        key(&mut app, KeyCode::Char('Q'));
        let page = draw(&mut app, 100, 30).replace('│', " ");
        let page = page.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(page.contains("Help: Queen Bee"), "{page}");
        assert!(
            page.contains("by the rulebooks (a new game's default), on any of your first four turns, the first included")
                && page.contains("by the tournament rule (hive play --opening tournament, as on hivegame.com and in UHP engines), not on your first turn"),
            "{page}"
        );
        assert!(
            page.contains(&format!("This game: the {opening} opening.")),
            "{page}"
        );
        assert!(!page.contains("{opening}"), "{page}");
    }
}

// 5. Wording.

#[test]
fn the_status_names_a_player_only_when_the_name_differs() {
    let mut app = App::new(GameType::BASE, "White".into(), "Black".into());
    app.screen.look.depth = hive::tui::Depth::NoColor;
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("White to move · turn 1"), "{screen}");
    assert!(!screen.contains("White (White)"), "{screen}");
    type_move(&mut app, "wS1");
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "wS1. Black to move.");
    let mut named = app_with("Base;InProgress;White[1];wS1");
    let screen = draw(&mut named, 80, 24);
    assert!(screen.contains("Black (Bob) to move"), "{screen}");
    // One move is one move.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.json");
    let saved = app.saving.save_copy(&app.session, &path, false).unwrap();
    assert!(saved.starts_with("Saved 1 ply to"), "{saved}");
}

// 6. Resizing.

#[test]
fn below_the_minimum_size_only_the_quit_keys_act() {
    let mut app = app();
    let screen = draw(&mut app, 40, 10);
    assert!(screen.contains("at least 64"), "{screen}");
    key(&mut app, KeyCode::Char('S'));
    key(&mut app, KeyCode::Char(':'));
    assert!(app.focus.selection.is_none());
    assert_eq!(app.mode, Mode::Play);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.screen.quit);
}

#[test]
fn the_hex_size_does_not_flip_back_and_forth() {
    // Play the long game at 80x24 until the hive no longer fits large hexes.
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    draw(&mut app, 80, 24);
    let mut shrank_at = None;
    for (i, m) in WHITE_WINS.iter().enumerate() {
        type_move(&mut app, m);
        if app.focus.camera.size() == HexSize::Compact {
            shrank_at = Some(i);
            break;
        }
    }
    assert!(shrank_at.is_some(), "the hive outgrows large hexes");
    // Undo and redo at the edge: the size stays (hysteresis), frame after frame.
    for _ in 0..3 {
        key(&mut app, KeyCode::Char('u'));
        assert_eq!(app.focus.camera.size(), HexSize::Compact);
        let a = draw(&mut app, 80, 24);
        assert_eq!(draw(&mut app, 80, 24), a);
        key(&mut app, KeyCode::Char('U'));
        assert_eq!(app.focus.camera.size(), HexSize::Compact);
    }
    // A resize decides afresh, at once: a big terminal gets large hexes.
    app.update(Msg::Resize(200, 60));
    assert_eq!(app.focus.camera.size(), HexSize::Large);
    app.update(Msg::Resize(80, 24));
    assert_eq!(app.focus.camera.size(), HexSize::Compact);
}

// 7. The camera.

#[test]
fn panning_and_centring_win_over_following_the_cursor() {
    // Four pieces in a row; the cursor on wQ at the west end.
    let mut app = app_with("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    app.focus.cursor = app
        .session
        .game
        .position()
        .board()
        .position("wQ".parse().unwrap())
        .unwrap();
    draw(&mut app, 80, 24);
    assert_eq!(app.focus.camera.pan, (0, 0));
    // Pan east twice: wQ leaves the view, the rest of the hive stays, and the view stays
    // where the player put it.
    shift(&mut app, KeyCode::Right);
    shift(&mut app, KeyCode::Right);
    assert_eq!(app.focus.camera.pan, (2, 0));
    assert!(!app.geometry(app.screen.size).shows(app.focus.cursor));
    // Keys that do not move the cursor leave the view where the player put it.
    key(&mut app, KeyCode::Char('z'));
    // Each press says what it did (a tester saw the last message stay).
    let said = app.screen.message.clone().unwrap().0;
    assert!(said.ends_with("hexes (z again: sized to fit)."), "{said}");
    key(&mut app, KeyCode::Char('z'));
    assert_eq!(
        app.screen.message.clone().unwrap().0,
        "Hexes sized to fit the board."
    );
    key(&mut app, KeyCode::Char('H'));
    assert_eq!(app.focus.camera.pan, (2, 0));
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(app.focus.camera.pan, (0, 0));
    key(&mut app, KeyCode::Char('z'));
    assert_eq!(
        app.focus.camera.pan,
        (0, 0),
        "c wins over following the cursor"
    );
    // Moving the cursor follows it again.
    key(&mut app, KeyCode::Char('h'));
    assert!(app.geometry(app.screen.size).shows(app.focus.cursor));
}

#[test]
fn the_hive_never_leaves_the_screen() {
    let mut app = app_with("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    draw(&mut app, 80, 24);
    let in_sight = |app: &App| {
        let g = app.geometry(app.screen.size);
        app.session
            .game
            .position()
            .board()
            .tops()
            .any(|(h, _)| g.shows(h))
    };
    // The cursor wanders far east: the view follows it only as far as the hive allows.
    for _ in 0..40 {
        key(&mut app, KeyCode::Char('l'));
        assert!(in_sight(&app), "cursor at {:?}", app.focus.cursor);
    }
    for _ in 0..40 {
        shift(&mut app, KeyCode::Down);
        assert!(in_sight(&app), "pan {:?}", app.focus.camera.pan);
    }
}

// 8. Marks and reasons on the board.

/// Where the piece `name` stands.
fn where_is(app: &App, name: &str) -> Hex {
    let piece = name.parse().unwrap();
    app.session.game.position().board().position(piece).unwrap()
}

#[test]
fn a_refused_cell_says_what_stops_the_piece() {
    // The Beetle beside a gate (tests/rules/route_reasons.rs): wB1 picked up, Enter on the
    // empty cell east of it, between wG1 and wG2. A tester read "cannot go there" and had
    // to guess at freedom to move.
    let mut app = app_with(BEETLE_BESIDE_GATE);
    let beetle = where_is(&app, "wB1");
    app.focus.cursor = beetle;
    key(&mut app, KeyCode::Enter);
    app.focus.cursor = beetle + Hex::new(1, 0);
    key(&mut app, KeyCode::Enter);
    let (text, tone) = app.screen.message.clone().unwrap();
    assert_eq!(tone, Tone::Warning, "{text}");
    assert!(
        text.starts_with("wB1 cannot go there: the gap between "),
        "{text}"
    );
    assert!(text.ends_with("(freedom to move)."), "{text}");
}

#[test]
fn a_throw_by_ones_own_pillbug_is_marked_among_the_destinations() {
    // QUEEN_INTO_HOLE (tests/rules/edge_pillbug_turns.rs): wQ slides to two cells and the
    // Pillbug throws her to two more. A tester could not tell the throws from the steps.
    let mut app = app_with(QUEEN_INTO_HOLE);
    let queen = where_is(&app, "wQ");
    app.focus.cursor = queen;
    key(&mut app, KeyCode::Enter);
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.ends_with("^: a Pillbug throw."), "{text}");
    let sel = app.focus.selection.clone().unwrap();
    assert_eq!(sel.dests.len(), 4);
    assert_eq!(sel.thrown.len(), 2);
    // Reading order: the two slides (row -2) are 1 and 2, the throws (rows 0, 1) 3 and 4.
    let screen = draw(&mut app, 100, 30);
    assert!(screen.contains("| 1 | 2 |"), "{screen}");
    assert!(screen.contains("|3^ |wP |"), "{screen}");
    assert!(screen.contains("|4^ |"), "{screen}");
    assert!(text.chars().count() <= 80, "{text}");
}

#[test]
fn a_click_on_a_cell_the_piece_cannot_reach_says_why_and_keeps_it_picked() {
    // A tester clicked the Beetle, then the cell past the gate: "Nothing here", and the
    // Beetle was put back, where Enter on that cell gave the reason.
    let mut app = app_with(BEETLE_BESIDE_GATE);
    let beetle = where_is(&app, "wB1");
    draw(&mut app, 100, 30);
    let geometry = app.screen.drawn.board.unwrap();
    let spot = |cell: Hex| {
        (0..100u16)
            .flat_map(|x| (0..30u16).map(move |y| (x, y)))
            .find(|&(x, y)| geometry.cell_at(x, y) == Some(cell))
            .unwrap()
    };
    let (x, y) = spot(beetle);
    app.update(Msg::Mouse(click(x, y)));
    assert_eq!(
        app.focus
            .selection
            .as_ref()
            .map(|s| s.piece.to_string())
            .as_deref(),
        Some("wB1")
    );
    let (x, y) = spot(beetle + Hex::new(1, 0));
    app.update(Msg::Mouse(click(x, y)));
    let (text, tone) = app.screen.message.clone().unwrap();
    assert_eq!(tone, Tone::Warning, "{text}");
    assert!(text.ends_with("(freedom to move)."), "{text}");
    assert!(app.focus.selection.is_some(), "the Beetle stays picked");
}

// 9. A new player's first hour (issue #28).

/// Six pieces in a line, White's Ant at the west end with 13 cells to go to.
const ANT_LINE: &str = "Base+MLP;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-";

#[test]
fn a_first_digit_is_let_go_by_any_other_key_and_enter_then_acts_on_the_cursor() {
    // A player typed 1 (waiting for a second digit), pressed an arrow, read "Enter for 1"
    // still, and Enter dropped the Ant on the cursor's cell instead.
    for other in [
        KeyCode::Right,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Backspace,
        KeyCode::Char('x'),
    ] {
        let mut app = app_with(ANT_LINE);
        app.focus.cursor = where_is(&app, "wA1");
        key(&mut app, KeyCode::Enter);
        let dests = app.focus.selection.clone().unwrap().dests;
        assert!(dests.len() >= 10, "{dests:?}");
        key(&mut app, KeyCode::Char('1'));
        let (text, _) = app.screen.message.clone().unwrap();
        assert!(text.contains("Enter for 1"), "{text}");
        key(&mut app, other);
        let sel = app.focus.selection.clone().expect("the Ant stays picked");
        assert_eq!(sel.typed, None, "{other:?} lets go of the 1");
        let (text, _) = app.screen.message.clone().unwrap();
        assert!(!text.contains("Enter for"), "{other:?}: {text}");
        // Enter acts on the cursor: a move, if any, goes there and nowhere else.
        let cursor = app.focus.cursor;
        key(&mut app, KeyCode::Enter);
        match app.session.game.last_move() {
            Some((Move::Piece(p, to), _)) if p.to_string() == "wA1" => {
                assert_eq!(to, cursor, "{other:?}");
                assert!(dests.contains(&cursor));
            }
            _ => assert!(!dests.contains(&cursor), "{other:?}: nothing played"),
        }
    }
}

#[test]
fn a_throw_of_ones_own_piece_is_marked_thrown_in_the_move_list() {
    // The move list wrote `7. bQ \wP thrown` for a throw of the opponent's piece but no mark
    // for one's own. QUEEN_INTO_HOLE: wQ slides to cells 1 and 2, is thrown to 3 and 4.
    for (digit, thrown) in [('1', false), ('3', true)] {
        let mut app = app_with(QUEEN_INTO_HOLE);
        app.focus.cursor = where_is(&app, "wQ");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Char(digit));
        let last = app.session.game.move_strings().last().unwrap().to_string();
        assert!(last.starts_with("wQ "), "{last}");
        let (text, _) = app.screen.message.clone().unwrap();
        assert_eq!(text.contains("(thrown)"), thrown, "{text}");
        let screen = draw(&mut app, 80, 24);
        assert_eq!(
            screen.contains(&format!("{last} thrown")),
            thrown,
            "{screen}"
        );
        // Taken back, it is listed still, as the line ahead, with its mark.
        key(&mut app, KeyCode::Char('u'));
        let screen = draw(&mut app, 80, 24);
        assert!(screen.contains(&last), "{screen}");
        assert_eq!(
            screen.contains(&format!("{last} thrown")),
            thrown,
            "{screen}"
        );
    }
}

/// The style the hand entry of `color`'s `bug` is drawn in, in an 80×24 frame of `app`.
fn hand_style(app: &mut App, color: Color, bug: Bug) -> ratatui::style::Style {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    let mut drawn = hive::tui::layout::Drawn::default();
    terminal
        .draw(|f| drawn = hive::tui::view::render(app, f))
        .unwrap();
    let (slot, _, _) = drawn
        .hand
        .iter()
        .find(|&&(_, c, b)| c == color && b == bug)
        .unwrap();
    terminal.backend().buffer()[(slot.x, slot.y)].style()
}

#[test]
fn a_queen_that_may_not_come_on_the_first_turn_is_dimmed_in_the_hand() {
    // Under the tournament opening the Queen looked as ready as the rest on the first turn.
    let dim = |app: &mut App, color, bug| {
        hand_style(app, color, bug)
            .add_modifier
            .contains(ratatui::style::Modifier::DIM)
    };
    for opening in Opening::ALL {
        let mut app = app();
        app.session.game = Game::with_rules(
            GameType::MLP,
            Rules {
                opening,
                repetition: true,
            },
        );
        let tournament = opening == Opening::Tournament;
        assert_eq!(
            dim(&mut app, Color::White, Bug::Queen),
            tournament,
            "{opening}"
        );
        assert!(!dim(&mut app, Color::White, Bug::Spider), "{opening}");
        type_move(&mut app, "wS1");
        assert_eq!(
            dim(&mut app, Color::Black, Bug::Queen),
            tournament,
            "{opening}"
        );
        // White's Queen may come on White's next turn.
        assert!(!dim(&mut app, Color::White, Bug::Queen), "{opening}");
        type_move(&mut app, "bS1 wS1-");
        assert!(!dim(&mut app, Color::White, Bug::Queen), "{opening}");
    }
}

#[test]
fn the_move_list_is_kept_by_the_update_for_the_line_of_play() {
    // The move list replayed the whole game on every frame to mark throws. The update now
    // keeps its rows: after each change of the line (a throw, undo, redo, review, a
    // branch, a new game) they are the ones built afresh, throws marked.
    use hive::tui::model::MoveList;
    let check = |app: &App, what: &str| {
        let (game, redo) = (&app.session.game, &app.session.redo);
        assert!(app.move_list.is_for(game, redo), "{what}");
        assert_eq!(app.move_list, MoveList::of(game, redo), "{what}");
    };
    let mut app = app_with(QUEEN_INTO_HOLE);
    check(&app, "loaded");
    let played = app.session.game.moves().len();
    app.focus.cursor = where_is(&app, "wQ");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('3'));
    check(&app, "a throw");
    assert_eq!(app.move_list.rows.len(), played + 1);
    assert!(app.move_list.rows[played].1, "{:?}", app.move_list.rows);
    key(&mut app, KeyCode::Char('u'));
    check(&app, "undo");
    assert_eq!(app.move_list.played, played);
    assert!(
        app.move_list.rows[played].1,
        "the throw ahead keeps its mark"
    );
    key(&mut app, KeyCode::Char('U'));
    check(&app, "redo");
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Home);
    check(&app, "review at the start");
    assert_eq!(app.move_list.played, 0);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('b'));
    check(&app, "playing on from ply 1");
    type_move(&mut app, "bA1 wP-");
    check(&app, "a branch");
    assert_eq!(app.move_list.rows.len(), 2);
    key(&mut app, KeyCode::Char('N'));
    key(&mut app, KeyCode::Char('y'));
    check(&app, "a new game");
    assert!(app.move_list.rows.is_empty());
}
