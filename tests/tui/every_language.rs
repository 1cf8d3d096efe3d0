//! The game screen in every language (issue #40), beside `languages` and `play_languages`: snapshots of the main screen, a rules page,
//! a refused move and the games screen in each language, and the pseudo-language's screens
//! read for English words that came from the code instead of the message files.

use hive::lang::{Catalog, Lang, PSEUDO};
use hive::tui::input::keys::Action;
use hive::tui::model::Msg;
use ratatui::crossterm::event::KeyCode;

use crate::screens::{app, draw, key, type_move};

/// The languages other than English, then English: each has its own snapshots.
const TAGS: [&str; 5] = ["ru", "pl", "cs", "es", "en"];

fn lang(tag: &str) -> Lang {
    Catalog::embedded()
        .find(tag)
        .unwrap_or_else(|| panic!("the game speaks {tag}"))
}

/// A new game of Base+MLP at 80×24 in `tag`'s language, with a few plies played.
fn played(tag: &str) -> hive::tui::model::App {
    let mut app = app();
    app.screen.lang = lang(tag);
    app.update(Msg::Resize(80, 24));
    for mv in ["wS1", "bS1 wS1-", "wQ -wS1", r"bQ bS1/"] {
        type_move(&mut app, mv);
    }
    app
}

/// The screens a player meets most: the board after four plies with a piece picked up, a
/// refused move, the Spider's rules page, the keys page.
fn screens(tag: &str) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut app = played(tag);
    out.push(("main", draw(&mut app, 80, 24)));
    // White's Spider cannot reach a cell three slides do not: the rules say why.
    type_move(&mut app, r"wS1 \bQ");
    out.push(("refused", draw(&mut app, 80, 24)));
    key(&mut app, KeyCode::Esc);
    app.update(Msg::Action(Action::Help));
    out.push(("keys", draw(&mut app, 80, 24)));
    key(&mut app, KeyCode::Char('S'));
    out.push(("rules", draw(&mut app, 80, 24)));
    key(&mut app, KeyCode::Esc);
    out
}

#[test]
fn the_main_screens_in_every_language() {
    for tag in TAGS {
        for (what, screen) in screens(tag) {
            insta::assert_snapshot!(format!("{tag}_{what}"), screen);
        }
    }
}

/// Every screen fits 80×24 with nothing cut in the middle of a word: a line of the frame
/// never ends in a letter run cut by the border (`…` marks a cut where one is meant).
#[test]
fn in_every_language_the_status_lines_are_not_cut_mid_word() {
    for tag in TAGS {
        for (what, screen) in screens(tag) {
            let lines: Vec<&str> = screen.lines().collect();
            // The two status lines under the board.
            for line in &lines[lines.len().saturating_sub(3)..] {
                assert!(
                    hive::lang::columns::width(line) <= 80,
                    "{tag} {what}: {line}"
                );
            }
        }
    }
}

/// Words of three letters or more written in plain ASCII on a pseudo-language screen: the
/// message files' text is accented there, so such a word came from the code, except what
/// stays the same in every language (names, notation, keys, commands).
fn english_words(screen: &str) -> Vec<String> {
    const SAME_EVERYWHERE: &[&str] = &[
        // The players' names and the game's type (data, not text).
        "Ann",
        "Bob",
        "Base",
        "MLP",
        // The bug letters, UHP's in every language.
        "QSBGAMLP",
        // Keys as the keyboard writes them.
        "Enter",
        "Esc",
        "Tab",
        "Space",
        "Shift",
        "Ctrl",
        "PgUp",
        "PgDn",
        "Home",
        "End",
        "Backspace",
        // Commands and options the help names.
        "hive",
        "play",
        "ponder",
        "clock",
        "invite",
        "opening",
        "tournament",
        "serve",
        "com",
        "hivegame",
        "UHP",
    ];
    let mut found = Vec::new();
    for word in screen.split(|c: char| !c.is_alphanumeric()) {
        let ascii_letters = word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic());
        if ascii_letters && !SAME_EVERYWHERE.contains(&word) {
            found.push(word.to_string());
        }
    }
    found.sort();
    found.dedup();
    found
}

#[test]
fn the_pseudo_language_shows_no_english_from_the_code() {
    let mut found = Vec::new();
    for (what, screen) in screens(PSEUDO) {
        let words = english_words(&screen);
        if !words.is_empty() {
            found.push(format!("{what}: {words:?}\n{screen}"));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
