//! The computer as opponent, hint and analyst in the game screen: its replies and undo, the
//! thinking indicator, moving now, pondering, hints with their line and the review's
//! analysis; each pinned by events fed to the model. Its answer to a draw offer is in
//! `computer_draws.rs`.

use std::time::Duration;

use hive::engine::ai::Opponent;
use hive::engine::ai::{Level, SearchResult};
use hive::engine::analysis::{Eval, Mark, PlyReview};
use hive::rules::{Color, Game, GameType, Move};
use hive::tui::model::Analyzed;
use hive::tui::model::Job;
use hive::tui::model::{App, Effect, Mode, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{WHITE_WINS, app, draw, key, type_move, white_wins_game};

/// A search answer as the runtime hands it over.
pub(super) fn answer(mv: Move) -> Option<SearchResult> {
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
pub(super) fn against_computer() -> App {
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

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_your_move() {
    let mut app = against_computer();
    type_move(&mut app, "wS1");
    assert!(
        app.computer.thinking.is_some(),
        "the computer thinks after White's move"
    );
    let reply = hive::rules::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
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
    // Redo brings both back, and names both.
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.session.game.moves().len(), 2);
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.starts_with("Redid wS1, then bS1 wS1-"), "{text}");
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
fn playing_on_at_the_computers_turn_plays_its_move_on_the_line() {
    // A tester's finding: playing on from review (`b`, or `^` on another line) at the
    // computer's turn made it search afresh and move at once, pushing the line shown
    // aside. Play goes on at the player's turn instead, as after undo and redo.
    let mut app = against_computer();
    for (mine, reply) in [("wS1", "bS1 wS1-"), ("wQ -wS1", "bQ bS1-")] {
        type_move(&mut app, mine);
        let reply = hive::rules::parse_move(app.session.game.position(), reply).unwrap();
        app.update(Msg::Searched(answer(reply)));
    }
    assert_eq!(app.session.game.moves().len(), 4);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    assert_eq!(app.review_position(), (3, 4));
    assert_eq!(app.session.game.position().to_move(), Color::Black);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('b'),
        KeyModifiers::NONE,
    )));
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(searches(&effects), 0, "no fresh search: {effects:?}");
    assert!(app.computer.thinking.is_none());
    assert_eq!(
        app.session.game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"],
        "the line's own move"
    );
    assert_eq!(app.session.game.position().to_move(), Color::White);
    // At the player's own turn, play goes on from the ply shown, the rest kept as redo.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    assert_eq!(app.review_position(), (2, 4));
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('b'),
        KeyModifiers::NONE,
    )));
    assert_eq!(searches(&effects), 0);
    assert_eq!(app.session.game.moves().len(), 2);
    assert_eq!(app.session.redo.len(), 2);
}

#[test]
fn undo_never_takes_back_the_computers_opening_as_white() {
    // Issue: with the computer as White, `u` before the player's first move took back its
    // opening, and it played another, saving a new game each time.
    let mut app = against_computer();
    app.session.names = ["Computer 1".into(), "Ann".into()];
    app.session.opponent = Some(Opponent {
        color: Color::White,
        level: Level::Beginner,
    });
    let opening = hive::rules::parse_move(app.session.game.position(), "wS1").unwrap();
    app.session.game.play(opening).unwrap();
    for _ in 0..2 {
        let effects = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('u'),
            KeyModifiers::NONE,
        )));
        assert_eq!(app.session.game.moves().len(), 1, "the opening stays");
        assert_eq!(
            (searches(&effects), effects.contains(&Effect::Autosave)),
            (0, false)
        );
        let (text, _) = app.screen.message.clone().unwrap();
        assert_eq!(text, "Nothing to undo: you have not moved yet.");
    }
    // While it thinks on its second move, `u` takes back the player's move only.
    type_move(&mut app, "bS1 wS1-");
    assert!(app.computer.thinking.is_some());
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.game.moves().len(), 1);
    assert_eq!(app.session.game.position().to_move(), Color::Black);
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
        screen.contains("Computer 1 thinking") && screen.contains("n: move now"),
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
    let reply = hive::rules::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
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
    let reply = hive::rules::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    let effects = app.update(Msg::Searched(answer(reply)));
    let Some(Effect::Search { position, job, .. }) = effects.last() else {
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
    // Once the hint is in, pondering takes up again (a tester saw it stop for the turn).
    let mv = app.session.game.position().legal_moves()[0];
    let effects = app.update(Msg::Searched(answer(mv)));
    assert_eq!(jobs(&effects), [Job::Ponder]);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert_eq!(effects, [Effect::StopSearch]);
    assert!(app.computer.thinking.is_none());
    // A hint still looking when the player moves stops, for the computer's own search.
    key(&mut app, KeyCode::Char('H'));
    let effects = type_move_effects(&mut app, "wQ -wS1");
    let stop = effects.iter().position(|e| *e == Effect::StopSearch);
    assert!(stop.is_some(), "{effects:?}");
    assert_eq!(
        jobs(&effects[stop.unwrap()..]),
        [Job::Move(Level::Beginner)]
    );
}

#[test]
fn pondering_cut_short_by_review_takes_up_again_after_it() {
    // Issue: after `r` and Esc the "computer pondering" tag never came back.
    let mut app = against_computer();
    type_move(&mut app, "wS1");
    let reply = hive::rules::parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    app.update(Msg::Searched(answer(reply)));
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('t'),
        KeyModifiers::NONE,
    )));
    assert_eq!(jobs(&effects), [Job::Ponder]);
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('r'),
        KeyModifiers::NONE,
    )));
    assert!(effects.contains(&Effect::StopSearch), "{effects:?}");
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)));
    assert_eq!(jobs(&effects), [Job::Ponder]);
}

#[test]
fn a_forced_pass_is_named_by_tab_and_the_hint() {
    // Issue: Tab said to place a piece from an empty hand, and the hint said a pass was
    // "marked on the board".
    let stuck = r"Base+MLP;InProgress;White[40];wB1;bP wB1/;wM wB1\;bM bP/;wS1 /wB1;bQ bM\;wQ -wB1;bA1 -bM;wM bP\;bP bQ/;wS2 \wQ;bA1 wS2/;wA1 wM\;bA2 \bP;wA1 -bM;bQ -bA2;wA2 wB1\;bA2 wM-;wS1 -wS2;bP bM/;wA2 bP\;bA3 bP/;wL wB1\;bA3 /wQ;wA3 /wL;bS1 bA2\;wA3 -bA3;bS1 wA2-;wA3 \bQ;bG1 bA2-;wB2 wA3/;bA3 wB2/;wG1 -wB2;bG1 wS1\;wG2 /wL;bB1 \bA1;wS1 \bB1;bB2 /bG1;wG3 -wG2;bB2 bG1;wP -wG3;bB2 wQ;wP bG1\;bB2 wB1;wQ /bG1;bM wB2\;wA3 -bQ;bA3 \wG1;wS1 -bA3;bB1 wA3;wS1 \wB2;bA3 -wQ;wG1 bM/;bS2 \bA3;wG1 bA1\;bG1 bA3\;wS1 bP/;bA1 -wB2;wS1 bS1-;bS2 -wS2;wS1 bP/;bA3 wS1/;pass;bB2 wM;pass;bB2 wL;pass;bB2 wG2;pass;bB2 wG3;pass;bB2 wP;pass;bL -bS2;pass;bL \wS2;pass;bS2 -wQ";
    let mut app = app();
    app.session.game = Game::parse(stuck).unwrap();
    assert_eq!(app.session.game.position().legal_moves(), [Move::Pass]);
    key(&mut app, KeyCode::Tab);
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "White has no legal move: press Enter to pass.");
    key(&mut app, KeyCode::Char('H'));
    app.update(Msg::Searched(answer(Move::Pass)));
    let (text, _) = app.screen.message.clone().unwrap();
    // x plays a hint, a pass too: the message names it with Enter.
    assert_eq!(text, "Hint: pass, the only legal move (Enter or x passes).");
    assert!(
        draw(&mut app, 80, 24).contains("x plays the hint"),
        "the keys line names it"
    );
    let plies = app.session.game.moves().len();
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.session.game.moves().len(), plies + 1);
    assert_eq!(app.session.game.moves().last(), Some(Move::Pass));
    // Over, a hint says why there is none.
    let mut app = super::screens::app_with("Base");
    app.session.game = white_wins_game();
    key(&mut app, KeyCode::Char('H'));
    assert!(app.computer.thinking.is_none());
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "The game is over: there is no move to hint.");
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
    let mv = hive::rules::parse_move(app.session.game.position(), "wQ -wS1").unwrap();
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
fn a_hint_mark_goes_when_a_piece_is_picked_or_taken_from_the_hand() {
    // Issue #28: the hint's marks stayed beside another piece picked up, so two pieces
    // looked picked.
    for take in [KeyCode::Enter, KeyCode::Char('G')] {
        let mut app = app();
        app.session.game = Game::new(GameType::BASE);
        for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
            type_move(&mut app, m);
        }
        key(&mut app, KeyCode::Char('H'));
        let mv = hive::rules::parse_move(app.session.game.position(), "wA1 -wQ").unwrap();
        app.update(Msg::Searched(answer(mv)));
        assert_eq!(app.current_hint(), Some(mv));
        let board_rows = |s: String| s.lines().take(20).any(|l| l.contains('?'));
        assert!(board_rows(draw(&mut app, 80, 24)), "the hint is marked");
        // Enter on the White Queen picks her up; G takes a Grasshopper from the hand.
        let queen = "wQ".parse().unwrap();
        app.focus.cursor = app.session.game.position().board().position(queen).unwrap();
        key(&mut app, take);
        assert!(app.focus.selection.is_some(), "{take:?} picks a piece");
        assert_eq!(app.current_hint(), None, "{take:?}");
        assert!(!board_rows(draw(&mut app, 80, 24)), "{take:?}");
    }
}

#[test]
fn x_plays_the_hint_marked_on_the_board_or_says_why_not() {
    // Issue #28: there was no one-key way to play the hint shown.
    let mut app = against_computer();
    type_move(&mut app, "wS1");
    app.update(Msg::Searched(answer(
        hive::rules::parse_move(app.session.game.position(), "bS1 wS1-").unwrap(),
    )));
    assert_eq!(app.session.game.moves().len(), 2);
    // No hint yet: it says how to get one, and plays nothing.
    key(&mut app, KeyCode::Char('x'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "No hint on the board to play: H asks for one.");
    assert_eq!(app.session.game.moves().len(), 2);
    // Still looking: it says so.
    key(&mut app, KeyCode::Char('H'));
    key(&mut app, KeyCode::Char('x'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "Still looking for a good move; x plays it once it is marked."
    );
    let mv = hive::rules::parse_move(app.session.game.position(), "wQ -wS1").unwrap();
    app.update(Msg::Searched(answer(mv)));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "Hint: wQ -wS1 (marked on the board; x plays it).");
    assert!(
        draw(&mut app, 80, 24).contains("x plays the hint"),
        "the keys line names it while the hint is marked"
    );
    // x plays it, and the computer is asked for its reply.
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('x'),
        KeyModifiers::NONE,
    )));
    assert_eq!(app.session.game.moves().last(), Some(mv));
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Search {
                job: Job::Move(_),
                ..
            }
        )),
        "{effects:?}"
    );
    assert_eq!(app.current_hint(), None);
    // The help lists it, from the key table.
    key(&mut app, KeyCode::Char('?'));
    let help = draw(&mut app, 100, 60);
    assert!(help.contains("play the hint marked on the board"), "{help}");
    // Over: nothing to play.
    let mut app = super::screens::app_with("Base");
    app.session.game = white_wins_game();
    key(&mut app, KeyCode::Char('x'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "The game is over: there is no hint to play.");
}

#[test]
fn a_hint_shows_the_line_the_engine_expects() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    key(&mut app, KeyCode::Char('H'));
    // While it thinks: nothing of the player's waits, so nothing is offered to take back.
    let thinking = app.thinking_line().unwrap();
    assert!(
        thinking.contains("hint thinking") && thinking.contains("n: hint now"),
        "{thinking}"
    );
    assert!(!thinking.contains("takes back"), "{thinking}");
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
        "Hint: wQ -wS1 (marked on the board; x plays it); the engine expects bQ bS1-, wA1 -wQ."
    );
    assert!(draw(&mut app, 120, 24).contains("the engine expects bQ bS1-, wA1 -wQ."));
}

/// A ply's review as the analysis thread reports it, with `mark` (and a loss to match).
fn judged(ply: usize, player: Color, played: &str, mark: Option<Mark>) -> PlyReview {
    PlyReview {
        ply,
        player,
        played: played.into(),
        before: Eval {
            white: 10,
            mate: None,
        },
        after: Eval {
            white: 10,
            mate: None,
        },
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
fn a_in_review_analyzes_every_ply_and_marks_mistakes_and_blunders() {
    let mut app = app();
    let game = white_wins_game();
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
    let Some(Effect::Analyze { game: line, .. }) =
        effects.iter().find(|e| matches!(e, Effect::Analyze { .. }))
    else {
        panic!("no analysis asked for: {effects:?}");
    };
    assert_eq!(
        line.moves().len(),
        15,
        "the whole line, not only the plies shown"
    );
    assert!(app.computer.is_analyzing());
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
        app.update(Msg::Analyzed(Analyzed {
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
    assert!(!app.computer.is_analyzing());
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
