//! The key tables: labels, lookups, and the hints and help written from them.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::actions::*;
use super::tables::*;
use crate::rules::Bug;

fn press(c: KeyCode, m: KeyModifiers) -> Option<Action> {
    action_for(KeyEvent::new(c, m))
}

#[test]
fn letters_pick_bugs_and_keys_do_not_clash() {
    assert_eq!(
        press(KeyCode::Char('Q'), KeyModifiers::SHIFT),
        Some(Action::Hand(Bug::Queen))
    );
    assert_eq!(
        press(KeyCode::Char('L'), KeyModifiers::SHIFT),
        Some(Action::Hand(Bug::Ladybug))
    );
    assert_eq!(
        press(KeyCode::Char('a'), KeyModifiers::NONE),
        Some(Action::Hand(Bug::Ant))
    );
    assert_eq!(
        press(KeyCode::Char('m'), KeyModifiers::NONE),
        Some(Action::Hand(Bug::Mosquito))
    );
    assert_eq!(
        press(KeyCode::Char('s'), KeyModifiers::NONE),
        Some(Action::Save)
    );
    assert_eq!(
        press(KeyCode::Char('q'), KeyModifiers::NONE),
        Some(Action::Quit)
    );
    assert_eq!(
        press(KeyCode::Char('l'), KeyModifiers::NONE),
        Some(Action::Cursor(Nav::Right))
    );
    assert_eq!(
        press(KeyCode::Char('c'), KeyModifiers::CONTROL),
        Some(Action::ForceQuit)
    );
    assert_eq!(
        press(KeyCode::Left, KeyModifiers::SHIFT),
        Some(Action::Pan(-1, 0))
    );
    assert_eq!(
        press(KeyCode::Char('x'), KeyModifiers::NONE),
        Some(Action::PlayHint)
    );
    assert_eq!(
        press(KeyCode::Char('o'), KeyModifiers::NONE),
        Some(Action::Explore)
    );
    assert_eq!(
        press(KeyCode::Char('T'), KeyModifiers::SHIFT),
        Some(Action::Pause)
    );
    assert_eq!(
        press(KeyCode::Pause, KeyModifiers::NONE),
        Some(Action::Pause)
    );
    assert_eq!(press(KeyCode::Char('y'), KeyModifiers::NONE), None);
}

/// Each key means one thing per mode.
fn bound_once<A>(table: &[Binding<A>]) {
    let mut seen = Vec::new();
    for b in table {
        for k in b.keys {
            let id = (format!("{:?}", k.0), k.1);
            assert!(!seen.contains(&id), "{id:?} bound twice");
            seen.push(id);
        }
    }
}

#[test]
fn every_key_is_bound_once_per_mode() {
    bound_once(PLAY);
    bound_once(REVIEW);
    bound_once(HELP);
    bound_once(CONFIRM);
    bound_once(LINE);
    bound_once(EXPLORE);
    bound_once(GAMES);
}

#[test]
fn status_hints_name_the_first_key_of_the_table_that_reads_them() {
    const TABLE: &[Binding<Action>] = &[bind!([ch('x'), ch('u')], Action::Undo, "undo")];
    assert_eq!(hint(TABLE, Action::Undo, "undo"), "x undo");
    assert_eq!(key_of(TABLE, Action::Redo), None);
    assert_eq!(hint(TABLE, Action::Redo, "redo"), "redo");
    assert_eq!(hint(PLAY, Action::Pick, "pick"), "Enter pick");
    assert_eq!(key_of(REVIEW, ReviewAction::Step(-1)).as_deref(), Some("←"));
}

#[test]
fn the_help_labels_are_the_keys_that_act() {
    // The hand line lists exactly the letters that take a bug: lower-case `s` saves
    // and `l` moves the cursor, so neither appears there.
    let hand = PLAY
        .iter()
        .find(|b| b.action == Action::Hand(Bug::Queen))
        .unwrap();
    assert_eq!(hand.label(), "Q S B G A M L P b g a m p");
    for label in hand.label().split(' ') {
        let c = label.chars().next().unwrap();
        let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(
            action_for(key),
            Bug::from_letter(c).map(Action::Hand),
            "{c}"
        );
    }
    assert_eq!(
        PLAY.iter()
            .find(|b| b.action == Action::Redo)
            .unwrap()
            .label(),
        "U Ctrl-R"
    );
    assert_eq!(REVIEW[4].label(), "0-9");
    let drop = PLAY.iter().find(|b| b.action == Action::Digit(0)).unwrap();
    assert_eq!(drop.label(), "0-9");
}

#[test]
fn a_line_types_characters_and_reads_its_commands_from_the_table() {
    let edit = |c, m| edit_for(KeyEvent::new(c, m));
    assert_eq!(
        edit(KeyCode::Char('u'), KeyModifiers::NONE),
        Some(Edit::Type('u'))
    );
    assert_eq!(
        edit(KeyCode::Char('W'), KeyModifiers::SHIFT),
        Some(Edit::Type('W'))
    );
    assert_eq!(
        edit(KeyCode::Char('u'), KeyModifiers::CONTROL),
        Some(Edit::Clear)
    );
    assert_eq!(
        edit(KeyCode::Char('u'), KeyModifiers::ALT),
        Some(Edit::Clear)
    );
    assert_eq!(edit(KeyCode::Char('w'), KeyModifiers::ALT), None);
    assert_eq!(
        edit(KeyCode::Enter, KeyModifiers::SHIFT),
        Some(Edit::Submit)
    );
    assert_eq!(edit(KeyCode::Esc, KeyModifiers::NONE), Some(Edit::Cancel));
    assert_eq!(
        edit(KeyCode::Backspace, KeyModifiers::NONE),
        Some(Edit::Erase)
    );
    assert_eq!(edit(KeyCode::Tab, KeyModifiers::NONE), None);
}

#[test]
fn the_games_screen_types_letters_and_reads_its_commands_from_the_table() {
    let games = |c, m| games_action_for(KeyEvent::new(c, m));
    // Letters a play key would take (`q` quits there, `G` a Grasshopper) are typed here.
    assert_eq!(
        games(KeyCode::Char('q'), KeyModifiers::NONE),
        Some(Err('q'))
    );
    assert_eq!(
        games(KeyCode::Char('G'), KeyModifiers::SHIFT),
        Some(Err('G'))
    );
    assert_eq!(
        games(KeyCode::Enter, KeyModifiers::NONE),
        Some(Ok(GamesAction::Open))
    );
    assert_eq!(
        games(KeyCode::Char('r'), KeyModifiers::CONTROL),
        Some(Ok(GamesAction::Replay))
    );
    assert_eq!(
        games(KeyCode::Esc, KeyModifiers::NONE),
        Some(Ok(GamesAction::Close))
    );
    assert_eq!(games(KeyCode::Char('x'), KeyModifiers::CONTROL), None);
    // `O` opens the screen from play and review alike.
    assert_eq!(
        press(KeyCode::Char('O'), KeyModifiers::SHIFT),
        Some(Action::Games)
    );
    assert_eq!(
        review_action_for(KeyEvent::new(KeyCode::Char('O'), KeyModifiers::SHIFT)),
        Some(ReviewAction::Games)
    );
}
