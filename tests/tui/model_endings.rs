//! The players' defects, continued: endings, review, the bug letters and the smallest
//! screen, each pinned by key and mouse events fed to the model (and, where the screen is
//! the point, the frame drawn on a test backend).

use hive::rules::{Color, Ending, Game, GameType, Hex, Opening, Rules};
use hive::tui::model::{App, Effect, Mode, Msg, Tone};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{WHITE_WINS, app, app_with, click, draw, key, type_move};
use crate::common::positions::BOTH_QUEENS;

fn shift(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::SHIFT)));
}

// 9. Resigning and draws.

#[test]
fn resigning_asks_then_ends_the_game_with_the_reason() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('R'));
    assert!(draw(&mut app, 80, 24).contains("Resign as White? y resigns"));
    key(&mut app, KeyCode::Char('x'));
    assert!(!app.session.is_over());
    key(&mut app, KeyCode::Char('R'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        app.session.game.ending(),
        Some(Ending::Resignation(Color::White))
    );
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Game over. White (Ann) resigned: Black (Bob) wins."),
        "{screen}"
    );
    assert_eq!(
        app.screen.message.clone().unwrap().0,
        "White (Ann) resigned: Black (Bob) wins. u takes it back, N starts a new game."
    );
    assert!(
        screen.contains("     White resigned"),
        "the move list says why\n{screen}"
    );
    // A resigned game takes no more moves: the TUI asks the game, not the position.
    key(&mut app, KeyCode::Char('Q'));
    assert!(app.focus.selection.is_none());
    key(&mut app, KeyCode::Enter);
    assert!(
        app.screen
            .message
            .clone()
            .unwrap()
            .0
            .contains("The game is over")
    );
    // u takes the resignation back.
    key(&mut app, KeyCode::Char('u'));
    assert!(!app.session.is_over());
    assert_eq!(app.session.game.moves().len(), 2);
}

#[test]
fn a_person_accepts_or_declines_a_draw() {
    let mut app = app();
    type_move(&mut app, "wS1");
    key(&mut app, KeyCode::Char('D'));
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Black (Bob) offers a draw. White: y accepts"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('n'));
    assert!(!app.session.is_over());
    key(&mut app, KeyCode::Char('D'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.session.game.ending(), Some(Ending::Agreement));
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Game over. Draw agreed."), "{screen}");
    assert!(screen.contains("     draw agreed"), "{screen}");
}

#[test]
fn every_ending_is_told_with_one_full_stop_per_sentence() {
    let no_double_stop = |app: &mut App, ending: &str| {
        assert!(app.session.is_over(), "{ending}");
        let (text, _) = app.screen.message.clone().unwrap();
        assert!(!text.contains(".."), "{ending}: {text}");
        let screen = draw(app, 80, 24);
        assert!(!screen.contains(".."), "{ending}\n{screen}");
        text
    };
    // A Queen surrounded.
    let mut won = app();
    won.session.game = Game::new(GameType::BASE);
    for m in WHITE_WINS {
        type_move(&mut won, m);
    }
    let text = no_double_stop(&mut won, "surrounded");
    assert!(
        text.ends_with("White (Ann) wins: Black's Queen is surrounded."),
        "{text}"
    );
    // Both Queens.
    let mut both = app_with(BOTH_QUEENS);
    type_move(&mut both, "wA3 /bQ");
    let text = no_double_stop(&mut both, "both");
    assert!(
        text.ends_with("Draw: both Queens are surrounded."),
        "{text}"
    );
    // The third repetition.
    let mut repeated = app();
    repeated.session.game = Game::with_rules(
        GameType::BASE,
        Rules {
            opening: Opening::Tournament,
            repetition: true,
        },
    );
    for m in [
        "wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-",
        r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-",
    ] {
        type_move(&mut repeated, m);
    }
    let text = no_double_stop(&mut repeated, "repetition");
    assert!(text.ends_with("Draw by repetition."), "{text}");
    // An agreed draw and a resignation.
    let mut ended = app();
    type_move(&mut ended, "wS1");
    key(&mut ended, KeyCode::Char('D'));
    key(&mut ended, KeyCode::Char('y'));
    let text = no_double_stop(&mut ended, "agreed");
    assert_eq!(text, "White (Ann) accepts the draw.");
    key(&mut ended, KeyCode::Char('u'));
    key(&mut ended, KeyCode::Char('R'));
    key(&mut ended, KeyCode::Char('y'));
    let text = no_double_stop(&mut ended, "resigned");
    assert!(
        text.starts_with("Black (Bob) resigned: White (Ann) wins. u takes"),
        "{text}"
    );
}

#[test]
fn a_message_cut_to_fit_ends_with_an_ellipsis() {
    let mut app = app();
    type_move(&mut app, "zz9");
    assert!(matches!(&app.mode, Mode::Prompt { error: Some(_), .. }));
    // The error has the two message lines: whole at 120 columns, its end cut at 64; the
    // prompt line keeps the text and the keys.
    let screen = draw(&mut app, 120, 30);
    assert!(
        screen.contains("like `wQ` or `bA2`") && screen.contains("! not a move: `zz9`"),
        "{screen}"
    );
    assert!(
        screen.contains(":zz9_   Enter plays · Esc cancels"),
        "{screen}"
    );
    let screen = draw(&mut app, 64, 20);
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines.iter().position(|l| l.starts_with(":zz9_")).unwrap();
    assert!(lines[at - 2].starts_with("! not a move"), "{screen}");
    assert!(lines[at - 1].ends_with('…'), "{screen}");
    assert!(lines[at - 1].chars().count() <= 64, "{screen}");
    // The text typed gives way at its start, so the cursor stays in view.
    key(&mut app, KeyCode::Esc);
    app.mode = Mode::SaveAs {
        text: "x".repeat(100),
        error: None,
    };
    let screen = draw(&mut app, 64, 20);
    let line = screen.lines().last().unwrap();
    assert!(
        line.starts_with("Save as: …xxx") && line.ends_with("x_"),
        "{line}"
    );
    assert_eq!(line.chars().count(), 64, "{line}");
    // A message longer than its two lines ends the second with `…`.
    app.mode = Mode::Play;
    app.screen.message = Some(("word ".repeat(100), Tone::Info));
    let screen = draw(&mut app, 80, 24);
    let lines: Vec<&str> = screen.lines().collect();
    assert!(lines[21].starts_with("word word"), "{screen}");
    assert!(lines[22].ends_with("word…"), "{screen}");
}

// 10. Review: pan, zoom, and what a stack holds.

#[test]
fn review_pans_zooms_and_shows_what_a_stack_holds() {
    let mut app = app();
    let game = Game::parse(
        "Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \\wQ;bB1 bQ-;wB1 wQ",
    )
    .unwrap();
    app.review_from_start(game);
    key(&mut app, KeyCode::End);
    draw(&mut app, 80, 24);
    let size = app.focus.camera.size();
    shift(&mut app, KeyCode::Right);
    assert_eq!(app.focus.camera.pan, (1, 0));
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(app.focus.camera.pan, (0, 0));
    key(&mut app, KeyCode::Char('z'));
    assert_ne!(app.focus.camera.size(), size);
    key(&mut app, KeyCode::Char('z'));
    assert!(matches!(app.mode, Mode::Review { .. }));
    // Click the stack (wB1 on wQ, west of wS1).
    draw(&mut app, 80, 24);
    let cell = Hex::ORIGIN.neighbor(hive::rules::Direction::West);
    let g = app.screen.drawn.board.unwrap();
    let (x, y) = g.origin(cell);
    let (w, h) = g.size.extent();
    app.update(Msg::Mouse(click(
        (x + w / 2) as u16,
        (y + (h - 1) / 2) as u16,
    )));
    assert_eq!(app.focus.cursor, cell);
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "Stack here: wB1 on wQ.");
    assert!(draw(&mut app, 80, 24).contains("Stack here: wB1 on wQ"));
    assert_eq!(
        app.review_position(),
        (7, 7),
        "a click on the board does not step"
    );
}

#[test]
fn leaving_review_of_a_finished_game_offers_no_branch() {
    let mut app = app();
    app.review_from_start(super::screens::white_wins_game());
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "Back to the game, over at ply 15. u takes back a move, N starts a new game."
    );
    // Before the end there is a game to play on.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('b'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(
        text.starts_with("Playing on from ply 14. A new move branches off"),
        "{text}"
    );
}

#[test]
fn esc_leaves_review_where_the_game_stands_and_b_branches() {
    // A tester pressed r, Left, Esc in a game: it was put back a ply, to branch off there.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.session.game.moves().len(), 4);
    assert!(app.session.redo.is_empty());
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "Back to the game, at ply 4.");
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.session.game.moves().len(), 3);
    // Auto-play says it is on while it lasts (a tester could not tell).
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Home);
    assert!(!draw(&mut app, 100, 30).contains("stops auto-play"));
    key(&mut app, KeyCode::Char(' '));
    let on = draw(&mut app, 100, 30);
    assert!(on.contains("Space stops auto-play"));
    // …and once: not again as `Space auto` at the end of the same line.
    assert!(!on.contains("Space auto"), "{on}");
    key(&mut app, KeyCode::Char(' '));
    assert!(draw(&mut app, 100, 30).contains("Space auto"));
    assert!(!draw(&mut app, 100, 30).contains("stops auto-play"));
}

#[test]
fn a_bug_letter_pressed_again_says_why_the_others_stay() {
    // A tester pressed S twice before the Queen was placed: the second press changed
    // nothing and said nothing.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('S'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("wS2"), "{text}");
    key(&mut app, KeyCode::Char('S'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "No other Spider can move: wS1, White must place the Queen before moving pieces."
    );
    // Every one that stays is named, not only the first (a tester's thrown Ant was left
    // out).
    let mut app = super::screens::app();
    for m in ["wA1", "bS1 wA1-", "wA2 -wA1", "bS2 bS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('A'));
    key(&mut app, KeyCode::Char('A'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "No other Ant can move: wA2, White must place the Queen before moving pieces; wA1, White must place the Queen before moving pieces."
    );
}

#[test]
fn a_withdrawn_ending_comes_back_after_moves_taken_back_are_redone() {
    // Issue: `u`, `u`, `U`, `U` in a resigned game lost the resignation: redoing a move
    // forgot it.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('R'));
    key(&mut app, KeyCode::Char('y'));
    assert!(app.session.game.ending().is_some());
    for k in ['u', 'u', 'U'] {
        key(&mut app, KeyCode::Char(k));
        assert_eq!(app.session.game.ending(), None, "after {k}");
    }
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(
        app.session.game.ending(),
        Some(Ending::Resignation(Color::White))
    );
    // A different move leaves the line: the ending is gone for good.
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    type_move(&mut app, "bS1 -wS1");
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('U'));
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.session.game.ending(), None);
}

#[test]
fn the_letter_of_a_bug_held_down_by_a_beetle_says_what_is_on_top() {
    // Issue: `p` with the only Pillbug under a Beetle said "White has no Pillbug left in
    // hand".
    let covered = r"Base+P;InProgress;White[9];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wP -wQ;bB1 bQ-;wA1 \wQ;bB1 bQ;wA2 /wP;bB1 bS1;wA3 -wP;bB1 wS1;wG1 -wA1;bB1 wQ;wG2 -wA3;bB1 wP";
    let mut app = app();
    app.session.game = Game::parse(covered).unwrap();
    key(&mut app, KeyCode::Char('p'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "wP cannot move: bB1 is on top of it.");
}

#[test]
fn review_shows_where_a_record_repeated_a_position_a_third_time() {
    // Queens shuffling: the line with White to move stands after plies 4, 8 and 12; the
    // record (kept without the rule) plays on to ply 13.
    let record = r"Base;InProgress;Black[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1";
    let mut app = app();
    app.review_from_start(Game::parse(record).unwrap());
    let start = draw(&mut app, 100, 30);
    assert!(!start.contains("3rd repetition"), "{start}");
    key(&mut app, KeyCode::End);
    let end = draw(&mut app, 100, 30);
    assert!(
        end.contains("REVIEW ply 13/13 · 3rd repetition at ply 12"),
        "{end}"
    );
}

#[test]
fn at_the_smallest_size_whole_hints_give_way_and_no_word_is_cut() {
    let status = |app: &mut App| -> Vec<String> {
        let screen = draw(app, 64, 20);
        screen.lines().skip(16).map(String::from).collect()
    };
    let mut app = app();
    app.session.game = Game::with_rules(
        GameType::MLP,
        Rules {
            opening: Opening::Rulebook,
            repetition: true,
        },
    );
    let lines = status(&mut app);
    assert_eq!(
        lines[0],
        "White (Ann) to move · turn 1 · Base+MLP · rulebook opening"
    );
    assert_eq!(
        lines[3],
        "arrows move · Enter pick · QSBGAMLP hand · u undo · ? help"
    );
    for m in [
        "wS1", "bS1 wS1-", "wG1 -wS1", "bG1 bS1-", "wG2 -wG1", "bG2 bG1-",
    ] {
        type_move(&mut app, m);
    }
    // What the player must do stays; the turn and the game type give way.
    assert_eq!(
        status(&mut app)[0],
        "White (Ann) to move · White must place the Queen this turn"
    );
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    assert_eq!(
        status(&mut app)[3],
        "REVIEW ply 5/6 · ← → step · 0-9 Enter go · b play on"
    );
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(
        status(&mut app)[3],
        "Start a new game? y starts, any other key stays."
    );
    // Where the game is over, review's b goes back to it.
    let mut over = super::screens::app();
    over.review_from_start(super::screens::white_wins_game());
    key(&mut over, KeyCode::End);
    assert_eq!(
        status(&mut over)[3],
        "REVIEW ply 15/15 · ← → step · 0-9 Enter go · b back to the game"
    );
}

#[test]
fn esc_returns_to_the_ply_the_game_stood_at_and_leaving_review_is_saved() {
    // A tester took back two plies, reviewed, pressed End then Esc: the game moved on to
    // the end of the line, and the save still said it stood two plies back.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.review_position(), (2, 4));
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::End);
    assert_eq!(app.review_position(), (4, 4));
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)));
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(
        app.review_position(),
        (2, 4),
        "back where it stood, the rest redo"
    );
    assert!(effects.contains(&Effect::Autosave), "{effects:?}");
    // b from another ply: the game stands there now, and the save says so.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Right);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('b'),
        KeyModifiers::NONE,
    )));
    assert_eq!(app.review_position(), (3, 4));
    assert!(effects.contains(&Effect::Autosave), "{effects:?}");
}

#[test]
fn redo_restores_a_resignation_or_draw_taken_back() {
    // A tester resigned, pressed u, then U: the old line's next ply was played instead.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-", "wQ -wS1"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('R'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        app.session.game.ending(),
        Some(Ending::Resignation(Color::White))
    );
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game.ending(), None);
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(
        app.session.game.ending(),
        Some(Ending::Resignation(Color::White))
    );
    assert_eq!(
        app.review_position(),
        (2, 3),
        "no ply of the old line was played"
    );
    // An agreed draw likewise; once a move is made, redo no longer brings it back.
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('D'));
    key(&mut app, KeyCode::Char('y'));
    key(&mut app, KeyCode::Char('u'));
    type_move(&mut app, "wQ -wS1");
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.session.game.ending(), None);
    assert_eq!(app.review_position(), (3, 3));
}

#[test]
fn a_ply_past_the_end_says_where_review_went() {
    // A tester typed 99 and Enter in a 16-ply game and landed on 16 without a word.
    let mut app = app();
    for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
        type_move(&mut app, m);
    }
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Home);
    for c in ['9', '9'] {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.review_position(), (4, 4));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "The game has 4 plies: ply 4 of 4, its end.");
}

/// A resigned game replayed: at its end the status says how it ended (stepping through it
/// took the resignation off the board), and one ply back it says whose move it was.
#[test]
fn review_of_a_resigned_game_says_at_its_end_how_it_ended() {
    let mut app = app();
    let mut game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
    game.resign(Color::White).unwrap();
    app.review_from_start(game);
    key(&mut app, KeyCode::End);
    let end = draw(&mut app, 80, 24);
    assert!(end.contains("Game over. White (Ann) resigned"), "{end}");
    assert!(!end.contains("to move"), "{end}");
    key(&mut app, KeyCode::Left);
    let before = draw(&mut app, 80, 24);
    assert!(before.contains("Black (Bob) to move"), "{before}");
    assert!(!before.contains("resigned"), "{before}");
}

#[test]
fn a_watcher_is_told_at_once_that_only_the_players_resign() {
    // A tester's plain watcher typed `resign` and was asked "Resign as White?" before the
    // room refused it.
    use hive::room::{Place, Seat};
    use hive::tui::input::plain::Command;
    let mut app = app();
    app.session.place = Place::Shared(Seat::Watcher);
    let told = hive::lang::Lang::english().get("moves-watching-no-resign");
    key(&mut app, KeyCode::Char('R'));
    assert_eq!(app.mode, Mode::Play, "asked first");
    assert_eq!(
        app.screen.message.clone().map(|(t, _)| t),
        Some(told.clone())
    );
    app.screen.message = None;
    app.update(Msg::Command(Command::Resign));
    assert_eq!(app.mode, Mode::Play, "asked first");
    assert_eq!(app.screen.message.map(|(t, _)| t), Some(told));
    // A player is still asked.
    let mut app = super::screens::app();
    app.session.place = Place::Shared(Seat::Player(Color::White));
    key(&mut app, KeyCode::Char('R'));
    assert!(matches!(app.mode, Mode::Confirm { .. }));
}
