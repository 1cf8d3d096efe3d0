//! The players' defects, each pinned by key and mouse events fed to the model (and, where
//! the screen is the point, the frame drawn on a test backend).

use std::time::Duration;

use hive::analysis::{Mark, PlyReview};
use hive::engine::ai::{Level, SearchResult, evaluate};
use hive::rules::{Bug, Color, Ending, Game, GameType, Hex, Move};
use hive::tui::app::{App, Effect, Mode, Msg, Question};
use hive::tui::computer::{Job, Opponent};
use hive::tui::keys::{self, Action};
use hive::tui::layout::HexSize;
use hive::tui::review::Analysed;
use hive::tui::words;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{WHITE_WINS, app, app_with, click, draw, key, type_move};

/// White to move; its Pillbug wP at (0,0) is free to throw Black's bB1 at (1,-1).
const THROWABLE: &str = r"Base+P;InProgress;White[9];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP;wS1 -wG3;bS1 bQ-";

fn shift(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::SHIFT)));
}

/// A search answer as the runtime hands it over.
fn answer(mv: Move) -> Option<SearchResult> {
    Some(SearchResult {
        mv,
        score: 0,
        depth: 1,
        nodes: 1,
        elapsed: Duration::ZERO,
        pv: vec![mv],
    })
}

/// A game against the computer playing Black.
fn against_computer() -> App {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    app.session.names = ["Ann".into(), "Computer 1".into()];
    app.session.opponent = Some(Opponent {
        color: Color::Black,
        level: Level::Beginner,
    });
    app
}

fn searches(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Search { .. }))
        .count()
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

// 3. Undo against the computer, new game, hints.

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_your_move() {
    let mut app = against_computer();
    type_move(&mut app, "wS1");
    assert!(
        app.computer.thinking.is_some(),
        "the computer thinks after White's move"
    );
    let reply = hive::rules::notation::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    app.update(Msg::Searched(answer(reply)));
    assert_eq!(app.session.game.moves().len(), 2);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::NONE,
    )));
    assert_eq!(app.session.game.moves().len(), 0, "back to White's turn");
    assert_eq!(app.session.game.position().to_move(), Color::White);
    assert!(app.computer.thinking.is_none());
    assert_eq!(
        searches(&effects),
        0,
        "the computer does not replay at once"
    );
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("Took back wS1 and bS1 wS1-"), "{text}");
    // Redo brings both back.
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.session.game.moves().len(), 2);
    // While the computer thinks, undo takes back the player's move.
    type_move(&mut app, "wQ -wS1");
    assert!(app.computer.thinking.is_some());
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::NONE,
    )));
    assert!(effects.contains(&Effect::StopSearch));
    assert_eq!(app.session.game.moves().len(), 2);
    assert!(app.computer.thinking.is_none());
}

#[test]
fn the_thinking_indicator_counts_by_the_clock_the_runtime_sends() {
    let mut app = against_computer();
    let start = std::time::Instant::now();
    app.update(Msg::Clock(start));
    type_move(&mut app, "wS1");
    assert_eq!(
        app.computer.thinking.as_ref().map(|t| t.started),
        Some(start),
        "a search is timed from the last clock, not read from the system"
    );
    assert!(app.thinking_line().unwrap().contains("thinking 0.0s"));
    app.update(Msg::Clock(start + Duration::from_millis(2_500)));
    let line = app.thinking_line().unwrap();
    assert!(line.contains("thinking 2.5s"), "{line}");
}

#[test]
fn n_makes_the_thinking_computer_play_its_best_move_so_far() {
    let mut app = against_computer();
    // Not thinking: n says what it is for and asks nothing of the runtime.
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('n'),
        KeyModifiers::NONE,
    )));
    assert!(effects.is_empty(), "{effects:?}");
    assert!(
        app.screen
            .message
            .clone()
            .unwrap()
            .0
            .contains("not thinking")
    );
    type_move(&mut app, "wS1");
    assert!(app.computer.thinking.is_some());
    // The thinking indicator says how long, and which key hurries it.
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("Computer 1 (level 1) thinking") && screen.contains("n: move now"),
        "{screen}"
    );
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('n'),
        KeyModifiers::NONE,
    )));
    assert_eq!(effects, vec![Effect::MoveNow]);
    // The search is not dropped: its answer, when it comes, is played.
    assert!(app.computer.thinking.as_ref().is_some_and(|t| t.hurried));
    assert!(draw(&mut app, 80, 24).contains("taking the best move so far"));
    let again = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('n'),
        KeyModifiers::NONE,
    )));
    assert!(again.is_empty(), "asked once: {again:?}");
    let reply = hive::rules::notation::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    app.update(Msg::Searched(answer(reply)));
    assert_eq!(app.session.game.move_strings().last(), Some("bS1 wS1-"));
    assert!(app.computer.thinking.is_none());
}

/// Types `text` at the `:` prompt; returns the effects of the Enter that plays it.
fn type_move_effects(app: &mut App, text: &str) -> Vec<Effect> {
    key(app, KeyCode::Char(':'));
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
    app.update(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)))
}

fn jobs(effects: &[Effect]) -> Vec<Job> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Search { job, .. } => Some(*job),
            _ => None,
        })
        .collect()
}

#[test]
fn pondering_thinks_on_the_players_time_and_stops_when_they_move() {
    let mut app = against_computer();
    // Off unless asked for: nothing thinks on White's turn.
    assert!(app.update(Msg::Resize(80, 24)).is_empty());
    assert!(app.computer.thinking.is_none());
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert_eq!(jobs(&effects), [Job::Ponder]);
    assert!(draw(&mut app, 80, 24).contains("computer pondering"));
    // n is for the computer's own move, not for pondering.
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('n'),
        KeyModifiers::NONE,
    )));
    assert!(effects.is_empty(), "{effects:?}");
    // The player moves: the pondering stops at once and the computer's own search starts.
    let effects = type_move_effects(&mut app, "wS1");
    let stop = effects.iter().position(|e| *e == Effect::StopSearch);
    let search = effects.iter().position(|e| {
        matches!(
            e,
            Effect::Search {
                job: Job::Move(_),
                ..
            }
        )
    });
    assert!(
        stop.is_some() && stop < search,
        "stopped, then searched: {effects:?}"
    );
    assert!(matches!(
        app.computer.thinking.as_ref().map(|t| t.job),
        Some(Job::Move(_))
    ));
    // Its reply played, it ponders the player's new position, once.
    let reply = hive::rules::notation::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    let effects = app.update(Msg::Searched(answer(reply)));
    let Some(Effect::Search { position, job }) = effects.last() else {
        panic!("no search after the reply: {effects:?}");
    };
    assert_eq!(
        (*job, &**position),
        (Job::Ponder, app.session.game.position())
    );
    let effects = app.update(Msg::Searched(answer(Move::Pass)));
    assert!(jobs(&effects).is_empty(), "pondered once: {effects:?}");
    // A hint takes pondering's place; t turns pondering off and stops it.
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('U'));
    assert!(matches!(
        app.computer.thinking.as_ref().map(|t| t.job),
        Some(Job::Ponder)
    ));
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('H'),
        KeyModifiers::NONE,
    )));
    assert_eq!(jobs(&effects), [Job::Hint]);
    app.cancel_thinking();
    app.computer.pondered = None;
    let effects = app.update(Msg::Resize(80, 24));
    assert_eq!(jobs(&effects), [Job::Ponder]);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert_eq!(effects, [Effect::StopSearch]);
    assert!(app.computer.thinking.is_none());
}

#[test]
fn new_game_asks_before_throwing_the_game_away() {
    let mut app = app();
    type_move(&mut app, "wS1");
    key(&mut app, KeyCode::Char('N'));
    assert!(matches!(
        app.mode,
        Mode::Confirm {
            question: Question::NewGame,
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
fn a_hint_mark_goes_when_the_position_changes() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('H'));
    assert!(matches!(
        app.computer.thinking.as_ref().map(|t| t.job),
        Some(Job::Hint)
    ));
    let mv = hive::rules::notation::parse_move(app.session.game.position(), "wQ -wS1").unwrap();
    app.update(Msg::Searched(answer(mv)));
    assert_eq!(app.current_hint(), Some(mv));
    let board_rows = |s: String| s.lines().take(20).any(|l| l.contains('?'));
    assert!(board_rows(draw(&mut app, 80, 24)), "the hint is marked");
    // Undo changes the position: the mark goes, and does not come back on redo.
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.current_hint(), None);
    assert!(!board_rows(draw(&mut app, 80, 24)));
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.current_hint(), None);
    assert!(!board_rows(draw(&mut app, 80, 24)));
}

#[test]
fn a_hint_shows_the_line_the_engine_expects() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('H'));
    let mut ahead = app.session.game.clone();
    let line: Vec<Move> = ["wQ -wS1", "bQ bS1-", "wA1 -wQ"]
        .iter()
        .map(|t| ahead.play_str(t).unwrap())
        .collect();
    app.update(Msg::Searched(Some(SearchResult {
        mv: line[0],
        score: 12,
        depth: 5,
        nodes: 1,
        elapsed: Duration::ZERO,
        pv: line,
    })));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "Hint: wQ -wS1 (marked on the board); the engine expects bQ bS1-, wA1 -wQ."
    );
    assert!(draw(&mut app, 80, 24).contains("the engine expects bQ bS1-, wA1 -wQ."));
}

/// A ply's review as the analysis thread reports it, with `mark` (and a loss to match).
fn judged(ply: usize, player: Color, played: &str, mark: Option<Mark>) -> PlyReview {
    PlyReview {
        ply,
        player,
        played: played.into(),
        eval_white: 10,
        best: "wA1 -wQ".into(),
        line: vec!["wA1 -wQ".into()],
        loss: match mark {
            Some(Mark::Blunder) => 200,
            Some(_) => 80,
            None => 0,
        },
        mark,
    }
}

#[test]
fn a_in_review_analyses_every_ply_and_marks_mistakes_and_blunders() {
    let mut app = app();
    let game = Game::parse(&format!(
        "Base;InProgress;White[1];{}",
        WHITE_WINS.join(";")
    ))
    .unwrap();
    app.review_from_start(game.clone());
    for c in "6".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert!(
        app.computer.thinking.is_some(),
        "the ply shown is being searched"
    );
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('a'),
        KeyModifiers::NONE,
    )));
    // One search at a time: the ply's own search makes way for the whole game's.
    assert!(effects.contains(&Effect::StopSearch), "{effects:?}");
    let Some(Effect::Analyse { game: line, .. }) =
        effects.iter().find(|e| matches!(e, Effect::Analyse { .. }))
    else {
        panic!("no analysis asked for: {effects:?}");
    };
    assert_eq!(
        line.moves().len(),
        15,
        "the whole line, not only the plies shown"
    );
    assert!(app.computer.is_analysing());
    assert!(draw(&mut app, 80, 24).contains("Analysing: 0 of 16"));
    // The reports come in ply by ply: 5 was a mistake, 7 a blunder.
    let mut replay = Game::new(GameType::BASE);
    let mut news = |app: &mut App, done: usize| {
        let ply = done - 1;
        let review = (ply > 0).then(|| {
            let player = replay.position().to_move();
            let key = (replay.position().hash(), replay.moves().len());
            let mark = match ply {
                5 => Some(Mark::Mistake),
                7 => Some(Mark::Blunder),
                3 => Some(Mark::Inaccuracy),
                _ => None,
            };
            let r = judged(ply, player, WHITE_WINS[ply - 1], mark);
            replay.play_str(WHITE_WINS[ply - 1]).unwrap();
            (key, r)
        });
        app.update(Msg::Analysed(Analysed {
            done,
            total: 16,
            ply: review,
        }))
    };
    for done in 1..=8 {
        news(&mut app, done);
    }
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("  5. wG1 -wQ ?  "), "{screen}");
    assert!(screen.contains("  7. wG1 bQ\\ ??"), "{screen}");
    assert!(
        screen.contains("  3. wQ -wS1   "),
        "inaccuracies are not marked\n{screen}"
    );
    // The engine's view of ply 6 came with the analysis of ply 7.
    assert!(screen.contains(" +10 W"), "{screen}");
    for done in 9..=16 {
        let effects = news(&mut app, done);
        assert_eq!(searches(&effects), 0, "{effects:?}");
    }
    assert!(!app.computer.is_analysing());
    assert_eq!(
        app.screen.message.clone().unwrap().0,
        "Analysis done: 1 mistake and 1 blunder."
    );
    // Playing on with another move at ply 7: the marks from there on go, those before stay.
    key(&mut app, KeyCode::Char('b'));
    let other = app
        .session
        .game
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| Some(&m) != app.session.redo.last())
        .unwrap();
    app.play(other);
    let analysis = app.computer.analysis.clone().unwrap();
    assert_eq!(analysis.plies.len(), 6);
    assert_eq!(analysis.mark(5, "wG1 -wQ"), Some("?"));
}

// 4. Help.

#[test]
fn help_scrolls_through_every_key_of_every_table_at_80x24() {
    let mut app = app();
    app.update(Msg::Action(Action::Help));
    let mut seen = String::new();
    for _ in 0..80 {
        seen.push_str(&draw(&mut app, 80, 24));
        key(&mut app, KeyCode::Down);
    }
    let seen = seen.replace('│', " ");
    for (title, rows) in keys::sections() {
        assert!(seen.contains(title), "{title}");
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

// 5. Wording.

#[test]
fn the_status_names_a_player_only_when_the_name_differs() {
    let mut app = App::new(GameType::BASE, "White".into(), "Black".into());
    app.screen.color = false;
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
    assert!(saved.starts_with("Saved 1 move to"), "{saved}");
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
    key(&mut app, KeyCode::Char('z'));
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
        screen.contains("Game over. White resigned: Black wins."),
        "{screen}"
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
fn the_computer_accepts_a_draw_only_when_it_is_not_better() {
    // Near the end of the White-wins game Black's Queen is nearly surrounded.
    let game = Game::parse(&format!(
        "Base;InProgress;White[1];{}",
        WHITE_WINS[..14].join(";")
    ))
    .unwrap();
    let white_score = evaluate(game.position());
    assert_eq!(game.position().to_move(), Color::White);
    assert!(white_score > 0, "White stands better: {white_score}");
    for computer in [Color::White, Color::Black] {
        let mut app = app();
        app.session.game = game.clone();
        app.session.opponent = Some(Opponent {
            color: computer,
            level: Level::Beginner,
        });
        // The player offers even while the computer is to move.
        let effects = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('D'),
            KeyModifiers::NONE,
        )));
        let for_computer = if computer == Color::White {
            white_score
        } else {
            -white_score
        };
        assert_eq!(
            app.session.game.ending() == Some(Ending::Agreement),
            for_computer <= 0,
            "{computer} at {for_computer}: {:?}",
            app.screen.message
        );
        assert!(!effects.contains(&Effect::Autosave) || app.session.is_over());
        assert!(
            !matches!(app.mode, Mode::Confirm { .. }),
            "no question to a computer"
        );
    }
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
    assert_eq!(text, "Stack, bottom to top: wQ, wB1.");
    assert!(draw(&mut app, 80, 24).contains("stack: wQ < wB1"));
    assert_eq!(
        app.review_position(),
        (7, 7),
        "a click on the board does not step"
    );
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
