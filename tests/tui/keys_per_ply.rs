//! How many keys a whole recorded game takes: every game of the shared corpus replayed
//! through key events, with the old way (Tab to a piece, Enter, Tab to a cell, Enter) and the
//! short one (a bug letter, again for the next piece of that bug; a number for the cell).

use hive::rules::parse_move;
use hive::rules::{Game, GameType, Hex, Move, Piece};
use hive::tui::model::{App, Msg};
use ratatui::crossterm::event::KeyCode;

use super::common::data::{read_replays, require_corpus};
use super::screens::{app, key};

/// How a player reaches a move with keys.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Way {
    /// Tab through pieces, Enter, Tab through cells, Enter (a placement: the letter first).
    Tab,
    /// The bug letter (pressed again for the next piece of that bug), then the cell's number;
    /// Tab to a thrown opponent's piece.
    Short,
}

/// Presses `code` until `done`, counting; fails after `limit` presses.
fn press_until(
    app: &mut App,
    code: KeyCode,
    limit: usize,
    what: &str,
    done: impl Fn(&App) -> bool,
) -> usize {
    let mut n = 0;
    while !done(app) {
        assert!(n < limit, "{what}: {:?}", app.screen.message);
        key(app, code);
        n += 1;
    }
    n
}

/// Plays `mv` with keys the `way` allows; returns how many.
fn play_by_keys(app: &mut App, mv: Move, way: Way) -> usize {
    let Move::Piece(piece, to) = mv else {
        key(app, KeyCode::Enter);
        return 1;
    };
    let pos = app.session.game.position().clone();
    let me = pos.to_move();
    let mut keys = 0;
    let picked = |app: &App| app.focus.selection.as_ref().map(|s| s.piece) == Some(piece);
    let letter = KeyCode::Char(piece.bug().letter());
    match (way, pos.board().position(piece)) {
        (_, None) => {
            key(app, letter);
            keys += 1;
        }
        (Way::Short, Some(_)) if piece.color() == me => {
            keys += press_until(app, letter, 12, "letter to the piece", picked);
        }
        (_, Some(at)) => {
            // Esc first if something else is picked, so Tab walks the pieces.
            if app.focus.selection.is_some() {
                key(app, KeyCode::Esc);
                keys += 1;
            }
            keys += press_until(app, KeyCode::Tab, 40, "Tab to the piece", |a: &App| {
                a.focus.cursor == at
            });
            key(app, KeyCode::Enter);
            keys += 1;
        }
    }
    assert!(picked(app), "{piece} picked: {:?}", app.screen.message);
    let dests = app.focus.selection.as_ref().unwrap().dests.clone();
    let i = dests.iter().position(|&d| d == to).unwrap();
    if way == Way::Short {
        // The cell's number: one digit when no longer number starts with it, else two
        // digits, or one and Enter.
        let n = i + 1;
        let digits = n.to_string();
        for c in digits.chars() {
            key(app, KeyCode::Char(c));
            keys += 1;
        }
        if n * 10 <= dests.len() {
            key(app, KeyCode::Enter);
            keys += 1;
        }
    } else {
        keys += press_until(app, KeyCode::Tab, 80, "Tab to the cell", |a: &App| {
            a.focus.cursor == to
        });
        key(app, KeyCode::Enter);
        keys += 1;
    }
    keys
}

/// Plays a whole game by keys; returns the keys pressed, or `None` if the rules here
/// do not replay it (a record under other rules).
fn replay(game_type: GameType, moves: &[String], way: Way) -> Option<usize> {
    let mut check = Game::new(game_type);
    for m in moves {
        check.play_str(m).ok()?;
    }
    let mut app = app();
    app.session.game = Game::new(game_type);
    app.update(Msg::Resize(80, 24));
    let mut keys = 0;
    for (i, m) in moves.iter().enumerate() {
        let mv = parse_move(app.session.game.position(), m).unwrap();
        keys += play_by_keys(&mut app, mv, way);
        assert_eq!(app.session.game.moves().len(), i + 1, "{m} played by keys");
        // The same move (its string may name another neighbour of the cell).
        assert_eq!(app.session.game.moves().last(), Some(mv), "{m}");
    }
    Some(keys)
}

#[test]
fn keys_per_ply_over_the_recorded_games() {
    let Some(corpus) = require_corpus("keys_per_ply_over_the_recorded_games") else {
        return;
    };
    let (mut plies, mut tab, mut short, mut games) = (0, 0, 0, 0);
    for r in read_replays(&corpus).iter().filter(|r| r.nokamute_ok) {
        let game_type: GameType = r.game_type.parse().unwrap();
        let Some(t) = replay(game_type, &r.moves, Way::Tab) else {
            continue;
        };
        let s = replay(game_type, &r.moves, Way::Short).unwrap();
        games += 1;
        plies += r.moves.len();
        tab += t;
        short += s;
    }
    assert!(games > 100, "{games} games replayed");
    let per_ply = |k: usize| k as f64 / plies as f64;
    println!(
        "keys per ply over {games} games ({plies} plies): Tab {:.2}, letters and numbers {:.2}",
        per_ply(tab),
        per_ply(short)
    );
    assert!(short < tab);
    assert!(per_ply(short) < 3.0, "{:.2}", per_ply(short));
}

/// A placement takes two keys: the letter and the cell's number.
#[test]
fn a_placement_takes_two_keys() {
    let mut app = app();
    app.session.game = Game::new(GameType::BASE);
    app.update(Msg::Resize(80, 24));
    let first = play_by_keys(
        &mut app,
        Move::Piece("wS1".parse::<Piece>().unwrap(), Hex::ORIGIN),
        Way::Short,
    );
    assert_eq!(first, 2);
    let mv = parse_move(app.session.game.position(), "bS1 wS1-").unwrap();
    assert_eq!(play_by_keys(&mut app, mv, Way::Short), 2);
    assert_eq!(
        app.session.game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-"]
    );
}
