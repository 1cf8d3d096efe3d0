//! The game screen's play messages and status lines in the other languages: the messages
//! come from the language's files with their arguments filled in, and the status lines
//! of an 80×24 screen keep their parts whole.

use hive::lang::Catalog;
use hive::tui::model::App;
use ratatui::crossterm::event::KeyCode;

use crate::screens::{WHITE_WINS, app_with, draw, key};

/// A game three turns in, the Queens down: White (Ann) to move, its Ant free to go.
const GAME: &str = "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-";

fn in_language(tag: &str, game: &str) -> App {
    let mut app = app_with(game);
    app.screen.lang = Catalog::embedded().find(tag).unwrap();
    app
}

fn message(app: &App) -> String {
    app.screen.message.clone().unwrap().0
}

/// Whether `text` shows a message with an argument left unfilled, or one no language has
/// (`{id}`).
fn unfilled(text: &str) -> bool {
    text.contains('{') || text.contains('}')
}

#[test]
fn a_refused_placement_is_said_in_russian_with_its_piece() {
    // The Queen may not come on the first turn (the tournament opening).
    let mut app = in_language("ru", "Base;NotStarted;White[1]");
    key(&mut app, KeyCode::Char('Q'));
    let text = message(&app);
    assert!(text.starts_with("wQ нельзя выложить: "), "{text}");
    assert!(!unfilled(&text), "{text}");
    assert!(!text.contains("cannot"), "{text}");
    // The same key in English says it in English.
    let mut english = app_with("Base;NotStarted;White[1]");
    key(&mut english, KeyCode::Char('Q'));
    assert!(message(&english).starts_with("wQ cannot be placed: "));
}

#[test]
fn a_pick_and_a_move_are_said_in_russian() {
    let mut app = in_language("ru", GAME);
    // A takes the Ant in hand first, then the one on the board.
    key(&mut app, KeyCode::Char('A'));
    let placing = message(&app);
    assert!(placing.starts_with("Выкладываем wA2: "), "{placing}");
    key(&mut app, KeyCode::Char('A'));
    let picked = message(&app);
    assert!(picked.starts_with("wA1 взята. "), "{picked}");
    // How the Ant moves follows, in Russian too.
    assert!(picked.contains("Муравей"), "{picked}");
    assert!(
        !unfilled(&picked) && !picked.contains("picked up"),
        "{picked}"
    );
    // Played: the move in notation, then whose move it is now, named and in the genitive.
    // Ten cells or more: 1 waits for a second digit, and says so; Enter drops it on 1.
    key(&mut app, KeyCode::Char('1'));
    assert!(
        message(&app).starts_with("Клетка 1…: "),
        "{}",
        message(&app)
    );
    key(&mut app, KeyCode::Enter);
    let played = message(&app);
    assert!(played.starts_with("wA1 "), "{played}");
    assert!(played.ends_with(". Ход чёрных (Bob)."), "{played}");
}

#[test]
fn the_turn_line_is_in_polish_with_the_side_and_turn() {
    let mut app = in_language("pl", GAME);
    let screen = draw(&mut app, 80, 24);
    let turn = screen
        .lines()
        .find(|l| l.starts_with("Ruch "))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(turn.starts_with("Ruch białych (Ann) · tura 4"), "{turn}");
    assert!(!unfilled(turn) && !turn.contains("to move"), "{turn}");
}

/// The status lines of an 80×24 screen after a few moves and a piece picked up, in `tag`:
/// the turn line and the keys line, each whole (no part cut with `…`), and the keys line
/// keeping the parts that never give way; and the turn line of a game won.
fn status_lines_fit(tag: &str) {
    let mut app = in_language(tag, GAME);
    let lang = app.screen.lang.clone();
    for (screen_keys, picked) in [(vec![], false), (vec!['A', 'A'], true)] {
        for c in screen_keys {
            key(&mut app, KeyCode::Char(c));
        }
        let screen = draw(&mut app, 80, 24);
        let lines: Vec<&str> = screen.lines().collect();
        let (turn, keys) = (lines[20], lines[23]);
        for line in [turn, keys] {
            assert!(!line.contains('…'), "{tag}: cut: {line}\n{screen}");
            assert!(!unfilled(line), "{tag}: {line}");
            assert!(hive::lang::columns::width(line) <= 80, "{tag}: {line}");
        }
        let help = hive::say!(lang, "status-help", key = "?");
        let expected = match picked {
            true => hive::say!(lang, "status-cell-keys", next = "Tab", pick = "Enter"),
            false => help,
        };
        assert!(keys.contains(&expected), "{tag}: {keys}\n{screen}");
        let english = hive::lang::Lang::english();
        assert!(!turn.contains(&english.get("status-turn")), "{tag}: {turn}");
    }
    // A game won: the turn line says so, the result whole.
    let won = format!("Base;InProgress;White[1];{}", WHITE_WINS.join(";"));
    let mut app = in_language(tag, &won);
    let screen = draw(&mut app, 80, 24);
    let turn = screen.lines().nth(20).unwrap_or_default();
    assert!(
        turn.contains("(Ann)") && !turn.contains('…'),
        "{tag}: {turn}\n{screen}"
    );
}

#[test]
fn status_lines_fit_80_columns_in_russian() {
    status_lines_fit("ru");
}

#[test]
fn status_lines_fit_80_columns_in_polish() {
    status_lines_fit("pl");
}

#[test]
fn status_lines_fit_80_columns_in_czech() {
    status_lines_fit("cs");
}

#[test]
fn status_lines_fit_80_columns_in_spanish() {
    status_lines_fit("es");
}

/// The turn line of a fresh game at 80×24, `opening` and the repetition rule in play,
/// White unnamed (as a new `hive play` starts, the repetition rule on by default).
fn fresh_turn_line(tag: &str, opening: hive::rules::Opening) -> (String, hive::lang::Lang) {
    let mut app = App::new(hive::rules::GameType::MLP, "White".into(), "Black".into());
    app.screen.look.depth = hive::tui::Depth::NoColor;
    app.session.game = hive::rules::Game::parse_with_rules(
        "Base+MLP;NotStarted;White[1]",
        hive::rules::Rules {
            opening,
            repetition: true,
        },
    )
    .unwrap();
    app.screen.lang = Catalog::embedded().find(tag).unwrap();
    let screen = draw(&mut app, 80, 24);
    let turn = screen.lines().nth(20).unwrap_or_default().to_string();
    (turn, app.screen.lang.clone())
}

#[test]
fn a_fresh_game_s_turn_line_keeps_the_repetition_rule_as_english_does() {
    // A tester saw Polish and Spanish drop "repetition draws" where English keeps it.
    use hive::rules::Opening::{Rulebook, Tournament};
    let cases = [
        ("en", Tournament),
        ("en", Rulebook),
        ("ru", Tournament),
        ("ru", Rulebook),
        ("pl", Tournament),
        ("pl", Rulebook),
        ("cs", Tournament),
        ("cs", Rulebook),
        ("es", Tournament),
        ("es", Rulebook),
    ];
    for (tag, opening) in cases {
        let (turn, lang) = fresh_turn_line(tag, opening);
        let opening_id = match opening {
            Tournament => "status-opening-tournament",
            Rulebook => "status-opening-rulebook",
        };
        for id in [opening_id, "status-repetition"] {
            let part = lang.get(id);
            assert!(turn.contains(&part), "{tag} {opening:?}: {part} in {turn}");
        }
    }
}

#[test]
fn the_new_game_question_keeps_its_clock_part_in_every_language() {
    // A tester saw Russian and Spanish drop "Clock: none (c changes it)." at 80 columns.
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let mut app = in_language(tag, GAME);
        key(&mut app, KeyCode::Char('N'));
        let screen = draw(&mut app, 80, 24);
        let lang = &app.screen.lang;
        for id in [
            "status-ask-new",
            "status-ask-new-no-clock",
            "status-ask-new-keys",
        ] {
            let part = lang.get(id);
            assert!(screen.contains(&part), "{tag}: {part}\n{screen}");
        }
    }
}

#[test]
fn the_thinking_line_names_the_computer_in_the_screens_language_and_fits_80_columns() {
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let mut app = crate::screens::app();
        app.session.game = hive::rules::Game::new(hive::rules::GameType::BASE);
        app.session.names = ["Ann".into(), "Computer 5".into()];
        app.session.opponent = Some(hive::engine::ai::Opponent {
            color: hive::rules::Color::Black,
            level: hive::engine::ai::Level::from_number(5).unwrap(),
        });
        app.screen.lang = Catalog::embedded().find(tag).unwrap();
        crate::screens::type_move(&mut app, "wS1");
        let line = app.thinking_line().unwrap();
        let name = hive::say!(app.screen.lang, "player-computer", level = 5);
        assert!(line.contains(&name), "{tag}: {line}");
        if tag != "en" {
            assert!(!line.contains("Computer"), "{tag}: {line}");
        }
        // Drawn whole on one line of 80 columns, its last key (quit) too.
        let screen = draw(&mut app, 80, 24);
        assert!(
            hive::lang::columns::width(&line) <= 80 && screen.contains(line.trim_end()),
            "{tag}: {line}\n{screen}"
        );
    }
}

#[test]
fn spanish_asks_the_side_offered_a_draw_with_its_article() {
    let mut app = in_language("es", GAME);
    key(&mut app, KeyCode::Char('D'));
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Las Blancas (Ann) ofrecen tablas.")
            && screen.contains("Las Negras: y acepta, n rechaza."),
        "{screen}"
    );
}
