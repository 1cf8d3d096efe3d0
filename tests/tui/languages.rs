//! The games screen, review and the board's words in Russian, Polish, Czech and Spanish:
//! translated, with their arguments filled, the games table lined up at 80 columns and no
//! word cut.

use hive::lang::{Catalog, Lang};
use hive::record::Ending;
use hive::rules::{self, GameState};
use hive::tui::App;
use hive::tui::model::{Effect, Listing, Msg, Row};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::games_screen::row;
use super::screens::{app, draw, screen, white_wins_game};

const LANGUAGES: [&str; 4] = ["ru", "pl", "cs", "es"];

fn lang(tag: &str) -> Lang {
    Catalog::embedded().find(tag).unwrap()
}

fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

fn saved_games() -> Vec<Row> {
    vec![
        row("Ann", "Bob", "playing", 12, "2026-11-26 21:05"),
        row("Zoë", "Computer 3", "white-queen", 37, "2026-11-25 10:00"),
        row("Cleo", "Ann", "agreed-draw", 20, "2026-11-20 18:30"),
        row("Dan", "Cleo", "white-resigned", 9, "2026-11-19 08:00"),
    ]
}

/// The games screen (O) in `tag`, answered with [`saved_games`], drawn at 80×24.
fn games_screen(tag: &str) -> String {
    let mut app = app();
    app.screen.lang = lang(tag);
    draw(&mut app, 80, 24);
    let effects = press(&mut app, KeyCode::Char('O'));
    let query = effects
        .iter()
        .find_map(|e| match e {
            Effect::ListGames { query, .. } => Some(*query),
            _ => None,
        })
        .expect("the library is asked");
    let rows = saved_games();
    app.update(Msg::Listed {
        query,
        answer: Ok(Listing {
            found: rows.len(),
            total: rows.len(),
            rows,
            note: None,
        }),
    });
    draw(&mut app, 80, 24)
}

/// The display column where `word` starts in `line` (every character drawn here is one
/// column wide).
fn column_of(line: &str, word: &str) -> Option<usize> {
    line.find(word).map(|at| line[..at].chars().count())
}

/// `line` from display column `from` to `to` (or its end), trimmed.
fn between(line: &str, from: usize, to: Option<usize>) -> String {
    let chars = line.chars().skip(from);
    match to {
        Some(to) => chars.take(to - from).collect::<String>(),
        None => chars.collect::<String>(),
    }
    .trim()
    .trim_end_matches('│')
    .trim()
    .to_string()
}

/// Every word of `text`, as the screen may wrap it (punctuation kept with its word).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || "│┌┐└┘─".contains(c))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_games_screen_speaks_each_language_with_its_table_lined_up_at_80_columns() {
    let english = games_screen("en");
    for tag in LANGUAGES {
        let lang = lang(tag);
        let frame = games_screen(tag);
        let lines: Vec<&str> = frame.lines().collect();
        let heads: Vec<String> = ["white", "black", "result", "date", "game", "plies"]
            .iter()
            .map(|h| lang.get(&format!("games-head-{h}")))
            .collect();
        // The header row: every header whole, in order, none of them English.
        let header = lines
            .iter()
            .find(|l| l.contains(&heads[2]) && l.contains(&heads[3]))
            .unwrap_or_else(|| panic!("{tag}: no header in\n{frame}"));
        let starts: Vec<usize> = heads[..5]
            .iter()
            .map(|h| column_of(header, h).unwrap_or_else(|| panic!("{tag}: {h} in {header}")))
            .collect();
        assert!(starts.windows(2).all(|w| w[0] < w[1]), "{tag}: {header}");
        assert!(
            !words(header).contains(&"Result".to_string()),
            "{tag}: {header}"
        );
        // The plies column is lined up on the right: its header ends where the counts do.
        let plies_end = column_of(header, &heads[5]).unwrap() + heads[5].chars().count();
        // Each game's cells start where their headers do, whole (nothing cut).
        let shown: Vec<(String, String)> = saved_games()
            .iter()
            .map(|r| {
                // The result as the results messages word it (the `hive games` table's
                // words), the side in the nominative.
                let how = match r.result.ending {
                    None if r.result.state == GameState::InProgress => None,
                    None => Some("how-queen"),
                    Some(Ending::Rules(rules::Ending::Agreement)) => Some("how-agreed"),
                    Some(_) => Some("how-resign"),
                };
                let result = match (how, r.result.winner()) {
                    (None, _) => lang.get("brief-in-progress"),
                    (Some(how), None) => hive::say!(lang, "brief-draw", how = lang.get(how)),
                    (Some(how), Some(side)) => {
                        let side = hive::lang::rules::side(&lang, side, "");
                        hive::say!(lang, "brief-won", side = side, how = lang.get(how))
                    }
                };
                (r.white.clone(), result)
            })
            .collect();
        for (game, (white, result)) in saved_games().iter().zip(&shown) {
            let line = lines
                .iter()
                .find(|l| column_of(l, white) == Some(starts[0]))
                .unwrap_or_else(|| panic!("{tag}: {white} not under {}\n{frame}", heads[0]));
            let cell = |k: usize| between(line, starts[k], starts.get(k + 1).copied());
            assert_eq!(cell(0), game.white, "{tag}: {line}");
            // The computer by its name in the language, never the English one.
            let black = match game.black.strip_prefix("Computer ") {
                Some(level) => {
                    let level: u8 = level.parse().unwrap();
                    hive::say!(lang, "player-computer", level = level)
                }
                None => game.black.clone(),
            };
            assert_eq!(cell(1), black, "{tag}: {line}");
            assert!(!cell(1).contains("Computer"), "{tag}: {line}");
            assert_eq!(&cell(2), result, "{tag}: {line}");
            // A date too narrow for its time keeps its day.
            let day = game.date.split(' ').next().unwrap();
            let date = cell(3);
            assert!(date == game.date || date == day, "{tag}: {line}");
            let rest = between(line, starts[4], None);
            assert_eq!(words(&rest), ["Base+MLP", &game.plies.to_string()], "{tag}");
            let plies = game.plies.to_string();
            let last = line
                .rfind(&format!(" {plies}"))
                .unwrap_or_else(|| panic!("{tag}: {plies} in {line}\n{frame}"));
            let end = line[..last].chars().count() + 1 + plies.len();
            assert_eq!(end, plies_end, "{tag}: {line}");
        }
        // The title, the footer and the note at the foot: translated, whole.
        let title = hive::say!(lang, "games-title-count", total = 4usize);
        assert!(frame.contains(&title), "{tag}: {title}\n{frame}");
        assert!(frame.contains(&lang.get("games-footer")), "{tag}:\n{frame}");
        let drawn = words(&frame);
        for word in words(&lang.get("games-enter")) {
            assert!(
                drawn.contains(&word),
                "{tag}: {word} cut or missing\n{frame}"
            );
        }
        assert!(
            !frame.contains('…') && !frame.contains('{'),
            "{tag}:\n{frame}"
        );
        assert_ne!(frame, english);
    }
}

#[test]
fn review_says_where_it_is_in_each_language_with_its_numbers() {
    for tag in LANGUAGES {
        let mut app = app();
        app.screen.lang = lang(tag);
        app.session.game = white_wins_game();
        draw(&mut app, 80, 24);
        let total = app.session.game.moves().len();
        press(&mut app, KeyCode::Char('r'));
        let (opened, _) = app.screen.message.clone().unwrap();
        assert!(
            opened.starts_with(&lang(tag).get("review-start")[..8]),
            "{tag}: {opened}"
        );
        assert!(
            opened.contains("← →") && !opened.contains("Review"),
            "{tag}: {opened}"
        );
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Right);
        let (step, _) = app.screen.message.clone().unwrap();
        let english = hive::say!(lang("en"), "review-ply-of", ply = 1usize, total = total);
        assert!(
            step.contains(" 1 ") && step.contains(&total.to_string()),
            "{tag}: {step}"
        );
        assert!(!step.contains('{') && step != english, "{tag}: {step}");
        // The analysis's count takes the language's plural form of its number.
        press(&mut app, KeyCode::Char('a'));
        let (analysing, _) = app.screen.message.clone().unwrap();
        assert!(analysing.contains(&total.to_string()), "{tag}: {analysing}");
        assert!(
            !analysing.contains("plies") && !analysing.contains('{'),
            "{tag}"
        );
    }
}

#[test]
fn too_small_a_terminal_is_said_in_each_language_with_its_size() {
    for tag in LANGUAGES {
        let mut app = app();
        app.screen.lang = lang(tag);
        let frame = screen(&app, 44, 12);
        assert!(
            frame.contains("44×12") && !frame.contains('{'),
            "{tag}:\n{frame}"
        );
        assert!(!frame.contains("Make the window larger"), "{tag}:\n{frame}");
        // Each line of the message stands whole on its own line, centred.
        let said = hive::say!(lang(tag), "board-too-small", least = "x", size = "44×12");
        for line in said.lines().skip(1) {
            assert!(
                frame.lines().any(|l| l.trim() == line),
                "{tag}: {line}\n{frame}"
            );
        }
    }
}

#[test]
fn the_games_screen_in_the_pseudo_language_shows_no_english_word_of_its_own() {
    let english = words(&games_screen("en"));
    let pseudo = words(&games_screen("en-XA"));
    // Every word the screen itself says in English is accented in the pseudo-language;
    // what stays is the games' own text (names, dates, the game type, counts).
    for word in [
        "Your", "Search:", "White", "Black", "Result", "Date", "Plies", "opens",
    ] {
        assert!(english.contains(&word.to_string()), "{word} in English");
        assert!(
            !pseudo.contains(&word.to_string()),
            "{word} left in English"
        );
    }
    assert!(pseudo.contains(&"Base+MLP".to_string()));
}

/// F2 goes through the languages in the order help lists them, and back to the first.
#[test]
fn f2_goes_through_the_languages_in_the_order_help_lists_them() {
    let mut app = app();
    let help = hive::tui::input::keys::sections(&app.screen.lang)
        .into_iter()
        .flat_map(|(_, rows)| rows)
        .map(|(_, words)| words)
        .find(|words| words.contains("next language"))
        .expect("help has the language key");
    let listed: Vec<&str> = help
        .rsplit_once(": ")
        .expect("the languages after a colon")
        .1
        .split(", ")
        .collect();
    assert_eq!(listed.len(), 5, "{help}");
    // F2 is a key of the help page.
    press(&mut app, KeyCode::Char('?'));
    let mut gone_through = Vec::new();
    for _ in 0..listed.len() {
        gone_through.push(app.screen.lang.get("language-name"));
        press(&mut app, KeyCode::F(2));
    }
    assert_eq!(app.screen.lang.tag(), "en", "back to the first");
    // From English, the cycle in help's order (help's list turned to start at English).
    let at = listed.iter().position(|&n| n == "English").unwrap();
    let expected: Vec<&str> = listed[at..].iter().chain(&listed[..at]).copied().collect();
    assert_eq!(gone_through, expected);
}

/// Back on the board after F2, its message is in the new language (it said the last one
/// in the old language before).
#[test]
fn after_f2_the_boards_message_is_in_the_new_language() {
    let mut app = app();
    press(&mut app, KeyCode::Char('?'));
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Esc);
    let lang = app.screen.lang.clone();
    assert_ne!(lang.tag(), "en");
    let (text, _) = app.screen.message.clone().expect("a message on the board");
    let name = lang.get("language-name");
    assert_eq!(text, hive::say!(lang, "dialogs-language-now", name = name));
}
