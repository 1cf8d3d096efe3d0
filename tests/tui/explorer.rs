//! The opening explorer on the game screen: `o` asks the library about the position shown,
//! the answer lists the moves the saved games played there, and Enter plays the one chosen
//! (from review: playing on from the ply shown, the old line kept).

use hive::record::explorer::Explorer;
use hive::record::{Ending, Record};
use hive::rules::{Color, Game, GameType};
use hive::tui::App;
use hive::tui::model::{Answer, Effect, Mode, Msg, position_key};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, type_move};

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// Three saved games: two open `wS1; bS1 wS1-; wQ -wS1`, one turned half round, and the
/// third with an Ant at ply 3.
fn library() -> Explorer {
    let mut explorer = Explorer::new();
    for (moves, ending) in [
        (
            &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"][..],
            Some(Ending::TimedOut(Color::Black)),
        ),
        (
            &["wS1", "bS1 -wS1", "wQ wS1-"],
            Some(Ending::TimedOut(Color::White)),
        ),
        (&["wS1", "bS1 wS1-", "wA1 -wS1"], None),
    ] {
        let mut game = Game::new(GameType::MLP);
        for m in moves {
            game.play_str(m).unwrap();
        }
        let mut record = Record::from_game(&game, "a", "b", None);
        record.result.ending = ending;
        explorer.add(&record, &game);
    }
    explorer
}

/// Carries out an `Effect::Explore` as the runtime does, with `library` for the games
/// folder; returns whether one was asked for.
fn answer(app: &mut App, effects: Vec<Effect>, library: &Explorer) -> bool {
    let mut asked = false;
    for effect in effects {
        if let Effect::Explore { game } = effect {
            asked = true;
            let reached = library.at(&game);
            let games = reached
                .games
                .iter()
                .filter_map(|&id| library.game(id).cloned())
                .collect();
            let msg = Msg::Explored {
                key: position_key(&game),
                answer: Ok(Answer {
                    reached,
                    total: library.len(),
                    games,
                }),
            };
            let more = app.update(msg);
            answer(app, more, library);
        }
    }
    asked
}

/// The game screen drawn at 80×24, two moves in (`wS1`, `bS1 wS1-`), then `o`: the app and
/// the effects the key asked for.
fn explore_after_two_moves() -> (App, Vec<Effect>) {
    let mut app = app();
    draw(&mut app, 80, 24);
    type_move(&mut app, "wS1");
    type_move(&mut app, "bS1 wS1-");
    let effects = press(&mut app, KeyCode::Char('o'));
    (app, effects)
}

#[test]
fn the_explorer_lists_what_the_saved_games_played_and_plays_the_one_chosen() {
    let library = library();
    let (mut app, effects) = explore_after_two_moves();
    assert!(matches!(app.mode, Mode::Explore { .. }));
    assert!(answer(&mut app, effects, &library), "the library is asked");
    let screen = draw(&mut app, 80, 24);
    // Three games reached it (one turned); two played the Queen there, one an Ant.
    assert!(screen.contains("Explorer: 3 of 3"), "{screen}");
    let queen = screen
        .lines()
        .position(|l| l.contains("wQ"))
        .expect(&screen);
    let ant = screen
        .lines()
        .position(|l| l.contains("wA1"))
        .expect(&screen);
    assert!(queen < ant, "the most played first:\n{screen}");
    assert!(screen.contains("▶wQ"), "the first row is chosen:\n{screen}");
    assert!(screen.contains("Enter plays it"), "{screen}");
    // g: the games that reached it, by name and result; g again: the moves.
    press(&mut app, KeyCode::Char('g'));
    let games = draw(&mut app, 80, 24);
    assert_eq!(games.matches("a–b").count(), 3, "{games}");
    assert!(games.contains("1-0") && games.contains("0-1"), "{games}");
    press(&mut app, KeyCode::Char('g'));
    assert!(draw(&mut app, 80, 24).contains("▶wQ"));
    // Down to the Ant, Enter: played, and the explorer goes on from there.
    press(&mut app, KeyCode::Down);
    let effects = press(&mut app, KeyCode::Enter);
    assert!(effects.contains(&Effect::Autosave), "{effects:?}");
    assert_eq!(
        app.session.game.move_strings().last(),
        Some("wA1 -wS1"),
        "{:?}",
        app.screen.message
    );
    assert!(
        answer(&mut app, effects, &library),
        "asked about the new position"
    );
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Explorer: 1 of 3"), "{screen}");
    // Esc closes it: the move list is back.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert!(draw(&mut app, 80, 24).contains("Plies (3)"));
}

#[test]
fn from_review_the_chosen_move_plays_on_from_the_ply_shown() {
    let library = library();
    let mut app = app();
    draw(&mut app, 80, 24);
    for m in ["wS1", "bS1 wS1-", "wQ -wS1"] {
        type_move(&mut app, m);
    }
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Left);
    let effects = press(&mut app, KeyCode::Char('o'));
    assert!(answer(&mut app, effects, &library));
    assert!(
        matches!(&app.mode, Mode::Explore { back, .. } if matches!(**back, Mode::Review { .. }))
    );
    // The Ant (second row): a new line from ply 2.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.session.game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wA1 -wS1"]
    );
    // Esc from the explorer now returns to play, not review.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
}

#[test]
fn an_empty_or_unreadable_library_says_so() {
    let mut app = app();
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('o'));
    let Some(Effect::Explore { game }) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::Explore { .. }))
    else {
        panic!("not asked");
    };
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Reading your saved"), "{screen}");
    app.update(Msg::Explored {
        key: position_key(&game),
        answer: Err("cannot read /nowhere: No such file or directory".into()),
    });
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("cannot read /nowhere"), "{screen}");
    // Enter with nothing to follow says so and stays.
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.mode, Mode::Explore { .. }));
    // An answer about another position is not shown here.
    press(&mut app, KeyCode::Esc);
    type_move(&mut app, "wS1");
    press(&mut app, KeyCode::Char('o'));
    let stale = Msg::Explored {
        key: position_key(&game),
        answer: Ok(Answer {
            total: 7,
            ..Answer::default()
        }),
    };
    app.update(stale);
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("Reading your saved"), "{screen}");
}

#[test]
fn the_explorer_at_80_by_24() {
    let library = library();
    let (mut app, effects) = explore_after_two_moves();
    answer(&mut app, effects, &library);
    insta::assert_snapshot!(draw(&mut app, 80, 24));
    press(&mut app, KeyCode::Char('g'));
    insta::assert_snapshot!("the_games_that_reached_it", draw(&mut app, 80, 24));
}

#[test]
fn the_explorer_s_column_heads_are_whole_in_every_language() {
    // A tester saw `парт…` over the games column in Russian (and `part…` in the others):
    // each head shows whole, and the rows keep the longest moves whole under it.
    let library = library();
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let (mut app, effects) = explore_after_two_moves();
        app.screen.lang = hive::lang::Catalog::embedded().find(tag).unwrap();
        assert!(
            answer(&mut app, effects, &library),
            "{tag}: the library is asked"
        );
        let screen = draw(&mut app, 80, 24);
        let lang = &app.screen.lang;
        let heads = [
            "explorer-head-move",
            "explorer-head-games",
            "explorer-head-shares",
        ]
        .map(|id| lang.get(id));
        let head = screen
            .lines()
            .find(|l| l.contains(&heads[2]))
            .unwrap_or_else(|| panic!("{tag}:\n{screen}"));
        for word in &heads {
            assert!(head.contains(word.as_str()), "{tag}: {word} in {head}");
        }
        assert!(!head.contains('…'), "{tag}: {head}");
        assert!(screen.contains("wA1 -wS1"), "{tag}:\n{screen}");
    }
}
