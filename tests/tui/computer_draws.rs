//! The computer's answer to a draw offer in the game screen: too early before ply 10, then
//! weighed by a search whose score decides; the answer shown while it thinks and after its
//! move; an answer for a position left behind dropped. Pinned by events fed to the model.

use hive::engine::ai::{Level, Opponent, SearchResult, evaluate};
use hive::rules::{Color, Ending, Game, GameType, Move};
use hive::tui::model::{Effect, Job, Mode, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::computer::{against_computer, answer};
use super::screens::{WHITE_WINS, app, draw, key, type_move};

#[test]
fn the_computer_declines_a_draw_before_ply_10_at_every_level() {
    // Issue #28: D at ply 0 was accepted, even at level 5: a free draw.
    for level in Level::ALL {
        for plies in [0, 9] {
            let mut app = app();
            app.session.game = Game::new(GameType::BASE);
            for m in &WHITE_WINS[..plies] {
                app.session.game.play_str(m).unwrap();
            }
            // Offered on the player's turn (on the computer's: see
            // a_draw_declined_on_the_computers_turn_shows_while_it_thinks_and_after_its_move).
            let color = app.session.game.position().to_move().opponent();
            app.session.opponent = Some(Opponent { color, level });
            let effects = app.update(Msg::Key(KeyEvent::new(
                KeyCode::Char('D'),
                KeyModifiers::NONE,
            )));
            assert!(!app.session.is_over(), "{level:?} at ply {plies}");
            assert!(
                !effects
                    .iter()
                    .any(|e| matches!(e, Effect::Search { job: Job::Draw, .. })),
                "nothing to weigh: {effects:?}"
            );
            let (text, _) = app.screen.message.clone().unwrap();
            assert!(
                text.contains("declines the draw: too early to judge")
                    && text.contains(&format!("{plies} of 10 plies")),
                "{text}"
            );
        }
    }
}

#[test]
fn the_computer_accepts_a_draw_only_when_its_search_says_it_is_not_better() {
    // Near the end of the White-wins game Black's Queen is nearly surrounded.
    let game = Game::parse(&format!(
        "Base;InProgress;White[1];{}",
        WHITE_WINS[..14].join(";")
    ))
    .unwrap();
    assert_eq!(game.position().to_move(), Color::White);
    assert!(
        evaluate(game.position()) > 0,
        "White stands better at a glance"
    );
    // The answer follows the search's score (for the side to move, White), not the glance:
    // a search that finds White worse makes a White computer accept and a Black one decline.
    for (computer, level) in [
        (Color::White, Level::Expert),
        (Color::Black, Level::Beginner),
    ] {
        for white_score in [-30, 0, 30] {
            let mut app = app();
            app.session.game = game.clone();
            app.session.opponent = Some(Opponent {
                color: computer,
                level,
            });
            // The player offers even while the computer is to move.
            let effects = app.update(Msg::Key(KeyEvent::new(
                KeyCode::Char('D'),
                KeyModifiers::NONE,
            )));
            assert!(!app.session.is_over(), "it answers when its search does");
            assert!(
                effects
                    .iter()
                    .any(|e| matches!(e, Effect::Search { job: Job::Draw, .. })),
                "{effects:?}"
            );
            assert!(
                !matches!(app.mode, Mode::Confirm { .. }),
                "no question to a computer"
            );
            assert!(app.thinking_line().unwrap().contains("weighing the draw"));
            let effects = app.update(Msg::Searched(Some(SearchResult {
                score: white_score,
                ..answer(Move::Pass).unwrap()
            })));
            let for_computer = if computer == Color::White {
                white_score
            } else {
                -white_score
            };
            let (text, _) = app.screen.message.clone().unwrap();
            assert_eq!(
                app.session.game.ending() == Some(Ending::Agreement),
                for_computer <= 0,
                "{computer} at {for_computer}: {text}"
            );
            assert_eq!(effects.contains(&Effect::Autosave), app.session.is_over());
            if !app.session.is_over() && computer == Color::White {
                // Declined on its own turn: it goes back to finding its move.
                assert!(matches!(
                    app.computer.thinking.as_ref().map(|t| t.job),
                    Some(Job::Move(Level::Expert))
                ));
            }
        }
    }
}

#[test]
fn a_draw_offer_lapses_when_the_position_changes() {
    let mut app = against_computer();
    app.session.game = Game::parse(&format!(
        "Base;InProgress;White[1];{}",
        WHITE_WINS[..12].join(";")
    ))
    .unwrap();
    key(&mut app, KeyCode::Char('D'));
    assert!(matches!(
        app.computer.thinking.as_ref().map(|t| t.job),
        Some(Job::Draw)
    ));
    // Taken back before the answer: the answer, for the position left, is dropped.
    key(&mut app, KeyCode::Char('u'));
    app.update(Msg::Searched(answer(Move::Pass)));
    assert!(!app.session.is_over());
}

#[test]
fn a_draw_declined_on_the_computers_turn_shows_while_it_thinks_and_after_its_move() {
    // A tester offered a draw while the computer was thinking: its "declines" was set as
    // the message and at once hidden by the thinking line, then replaced by its move's.
    for plies in [5, 11] {
        let mut app = against_computer();
        app.session.game = Game::new(GameType::BASE);
        for m in &WHITE_WINS[..plies] {
            app.session.game.play_str(m).unwrap();
        }
        assert_eq!(app.session.game.position().to_move(), Color::Black);
        // The computer is on its move when the player offers.
        app.update(Msg::Resize(80, 24));
        assert!(matches!(
            app.computer.thinking.as_ref().map(|t| t.job),
            Some(Job::Move(_))
        ));
        key(&mut app, KeyCode::Char('D'));
        if plies >= 10 {
            // Weighed by a search, which finds it better: declined.
            assert!(app.thinking_line().unwrap().contains("weighing the draw"));
            app.update(Msg::Searched(Some(SearchResult {
                score: 50,
                ..answer(Move::Pass).unwrap()
            })));
        }
        assert!(!app.session.is_over());
        let why = if plies < 10 {
            "declines the draw: too early"
        } else {
            "declines the draw: it thinks it stands better"
        };
        // While it thinks on its move, the answer shows above the thinking line.
        assert!(matches!(
            app.computer.thinking.as_ref().map(|t| t.job),
            Some(Job::Move(_))
        ));
        let screen = draw(&mut app, 80, 24);
        assert!(screen.contains(why), "{plies} plies:\n{screen}");
        assert!(screen.contains("thinking"), "{plies} plies:\n{screen}");
        // Its move played, the answer still leads the message, which then names the move.
        let reply =
            hive::rules::parse_move(app.session.game.position(), WHITE_WINS[plies]).unwrap();
        app.update(Msg::Searched(answer(reply)));
        draw(&mut app, 80, 24);
        let (text, _) = app.screen.message.clone().unwrap();
        assert!(
            text.starts_with("Black (Computer 1) ") && text.contains(why),
            "{text}"
        );
        assert!(
            text.ends_with(&format!("{}. White (Ann) to move.", WHITE_WINS[plies])),
            "{text}"
        );
        // The next message is the game's own again.
        type_move(&mut app, WHITE_WINS[plies + 1]);
        app.update(Msg::Searched(answer(
            hive::rules::parse_move(app.session.game.position(), WHITE_WINS[plies + 2]).unwrap(),
        )));
        let screen = draw(&mut app, 80, 24);
        assert!(!screen.contains("declines"), "{plies} plies:\n{screen}");
    }
}
