//! The message files: every language has every message English has, no other, with the
//! same arguments; plural and case forms as each language's grammar wants them.

use super::*;

/// An argument's name without its grammatical form: `bug_acc` and `bug` are one argument
/// (the code passes every form of it).
fn base(name: &str) -> &str {
    name.split('_').next().unwrap_or(name)
}

fn normalized(messages: Vec<(String, Vec<String>)>) -> Vec<(String, Vec<String>)> {
    messages
        .into_iter()
        .map(|(id, vars)| {
            let mut vars: Vec<String> = vars.iter().map(|v| base(v).to_string()).collect();
            vars.sort();
            vars.dedup();
            (id, vars)
        })
        .collect()
}

#[test]
fn the_message_files_parse() {
    if let Err(e) = Catalog::built_in() {
        panic!("{e}");
    }
}

#[test]
fn every_screen_shares_one_parsed_catalogue() {
    // Parsed again for each screen, the messages took a served game's memory to three
    // times what it was (docs/serving.md, "Under load").
    let english = Lang::english();
    assert!(Arc::ptr_eq(&Catalog::embedded(), english.catalog()));
    assert!(Arc::ptr_eq(&Catalog::embedded(), &Catalog::embedded()));
}

#[test]
fn the_five_languages_of_the_rulebooks_are_built_in() {
    let catalog = Catalog::built_in().unwrap();
    assert_eq!(catalog.tags(), ["cs", "en", "es", "pl", "ru"]);
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let catalog = Catalog::built_in().unwrap();
    let english = normalized(catalog.messages(ENGLISH));
    assert!(
        english.len() > 50,
        "only {} English messages",
        english.len()
    );
    let mut wrong = Vec::new();
    for tag in catalog.tags() {
        let theirs = normalized(catalog.messages(tag));
        for (id, vars) in &english {
            match theirs.iter().find(|(i, _)| i == id) {
                None => wrong.push(format!("{tag}: {id} is missing")),
                Some((_, v)) if v != vars => {
                    wrong.push(format!("{tag}: {id} uses {v:?}, English {vars:?}"))
                }
                Some(_) => {}
            }
        }
        for (id, _) in &theirs {
            if !english.iter().any(|(i, _)| i == id) {
                wrong.push(format!("{tag}: {id} is not in English"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_missing_message_falls_back_to_english_and_an_unknown_one_shows_its_id() {
    let catalog = Catalog::built_in().unwrap();
    let czech = catalog.find("cs").unwrap();
    assert_eq!(czech.get("no-such-message"), "{no-such-message}");
    assert_eq!(czech.tag(), "cs");
}

#[test]
fn the_rulebooks_names_are_used() {
    let catalog = Catalog::built_in().unwrap();
    let names = |tag: &str| -> Vec<String> {
        let lang = catalog.find(tag).unwrap();
        crate::rules::Bug::ALL
            .into_iter()
            .map(|b| rules::bug_name(&lang, b))
            .collect()
    };
    assert_eq!(
        names("ru")[..7],
        [
            "Королева",
            "Паук",
            "Жук",
            "Кузнечик",
            "Муравей",
            "Москит",
            "Божья коровка"
        ]
    );
    assert_eq!(
        names("pl")[..5],
        ["Królowa", "Pająk", "Żuk", "Konik polny", "Mrówka"]
    );
    assert_eq!(
        names("cs"),
        [
            "Včelí královna",
            "Pavouk",
            "Brouk",
            "Kobylka",
            "Mravenec",
            "Komár",
            "Beruška",
            "Svinka"
        ]
    );
    assert_eq!(
        names("es")[..7],
        [
            "Abeja reina",
            "Araña",
            "Escarabajo",
            "Saltamontes",
            "Hormiga",
            "Mosquito",
            "Mariquita"
        ]
    );
}

/// The plural forms the issue names, each a published fact of the language's grammar.
#[test]
fn counts_take_each_languages_plural_forms() {
    let catalog = Catalog::built_in().unwrap();
    let moves = |tag: &str, n: i64| {
        let lang = catalog.find(tag).unwrap();
        crate::say!(lang, "count-moves", count = n)
    };
    assert_eq!(moves("ru", 1), "1 ход");
    assert_eq!(moves("ru", 2), "2 хода");
    assert_eq!(moves("ru", 5), "5 ходов");
    assert_eq!(moves("ru", 21), "21 ход");
    assert_eq!(moves("pl", 1), "1 ruch");
    assert_eq!(moves("pl", 2), "2 ruchy");
    assert_eq!(moves("pl", 5), "5 ruchów");
    assert_eq!(moves("pl", 22), "22 ruchy");
    assert_eq!(moves("cs", 1), "1 tah");
    assert_eq!(moves("cs", 2), "2 tahy");
    assert_eq!(moves("cs", 5), "5 tahů");
    assert_eq!(moves("en", 1), "1 move");
    assert_eq!(moves("en", 5), "5 moves");
    assert_eq!(moves("es", 1), "1 jugada");
    assert_eq!(moves("es", 5), "5 jugadas");
}

#[test]
fn a_bug_named_inside_a_sentence_takes_the_case_the_sentence_needs() {
    use crate::rules::{Bug, Route};
    let catalog = Catalog::built_in().unwrap();
    let ru = catalog.find("ru").unwrap();
    // "Только Жук …": the nominative; the throw sentence names the Pillbug in the
    // instrumental or genitive — never the nominative pasted in.
    let one_cell = rules::route(&ru, Route::OneCell(Bug::Queen));
    assert!(one_cell.contains("Королева"), "{one_cell}");
    let pl = catalog.find("pl").unwrap();
    let copies = rules::route(&pl, Route::OneCell(Bug::Ladybug));
    assert!(copies.contains("Biedronka"), "{copies}");
    // Every case form a language gives a bug differs from the nominative somewhere.
    for tag in ["ru", "pl", "cs"] {
        let lang = catalog.find(tag).unwrap();
        let forms = lang.attributes("bug-ant");
        assert!(
            forms.contains(&"acc") && forms.contains(&"gen"),
            "{tag}: {forms:?}"
        );
        let accusative = lang.attribute("bug-ant", "ins", None);
        assert_ne!(accusative, lang.get("bug-ant"), "{tag}");
    }
}

#[test]
fn the_pseudo_language_marks_every_message() {
    let catalog = Catalog::built_in().unwrap();
    let pseudo = catalog.find(PSEUDO).unwrap();
    let text = rules::how_it_moves(&pseudo, crate::rules::Bug::Queen);
    assert!(text.starts_with('[') && text.ends_with(']'), "{text}");
    assert!(text.contains("Qúéé"), "{text}");
    // Arguments (notation) are left as they are.
    let moves = crate::say!(pseudo, "move-not-a-move", text = "wA1 xx");
    assert!(moves.contains("wA1 xx"), "{moves}");
    assert!(!catalog.tags().contains(&PSEUDO));
}

/// Every refusal the rules can give, each with the arguments it carries.
fn every_refusal() -> Vec<crate::rules::Illegal> {
    use crate::rules::{Bug, Bugs, Color, GameType, Illegal, Piece, Route};
    let p = |s: &str| s.parse::<Piece>().unwrap();
    let routes = [
        Route::SameCell,
        Route::Occupied(Bug::Ant),
        Route::OneCell(Bug::Queen),
        Route::Gate(p("wA1"), p("bS2")),
        Route::HighGate(p("wB1"), p("bB2")),
        Route::LosesTouch,
        Route::Detached,
        Route::NotInLine,
        Route::NothingToJump,
        Route::PastTheGap,
        Route::NotThreeCells,
        Route::ShutIn,
        Route::LadybugPath,
        Route::Copies(
            Bugs::default()
                .with(Bug::Queen)
                .with(Bug::Spider)
                .with(Bug::Ant),
        ),
        Route::ThrowOnly,
        Route::ThrowGate,
        Route::Blocked,
    ];
    let mut all = vec![
        Illegal::GameOver,
        Illegal::CannotPass(Color::Black),
        Illegal::NotInGame {
            piece: p("wM"),
            game_type: GameType::BASE,
        },
        Illegal::NotYourPiece {
            piece: p("bG1"),
            owner: Color::Black,
            mover: Color::White,
        },
        Illegal::OutOfOrder {
            piece: p("wA2"),
            expected: p("wA1"),
        },
        Illegal::QueenOnFirstTurn,
        Illegal::MustPlaceQueen(Color::White),
        Illegal::QueenNotPlaced(Color::Black),
        Illegal::PlaceOnOccupied,
        Illegal::FirstPlacementApart,
        Illegal::PlacementNotTouchingOwn,
        Illegal::PlacementTouchesOpponent,
        Illegal::Covered {
            piece: p("wQ"),
            by: p("bB1"),
        },
        Illegal::JustMoved(p("wA1")),
        Illegal::JustMoved(p("bA1")),
        Illegal::WouldBreakHive(p("wS1")),
        Illegal::NoRoom(p("wQ")),
        Illegal::ThrowBlocked(p("bA3")),
        Illegal::StackedCannotBeThrown(p("bB1")),
        Illegal::CopiesNothing(p("wM")),
        Illegal::NowhereToPlace(Color::White),
    ];
    all.extend(routes.map(|why| Illegal::Unreachable {
        piece: p("wA1"),
        why,
    }));
    all
}

#[test]
fn every_refusal_is_worded_in_every_language_with_its_arguments() {
    let catalog = Catalog::built_in().unwrap();
    let game = crate::rules::Game::new(crate::rules::GameType::BASE);
    let mut wrong = Vec::new();
    for tag in catalog.tags().into_iter().chain([PSEUDO]) {
        let lang = catalog.find(tag).unwrap();
        for why in every_refusal() {
            let text = rules::reason(&lang, game.position(), &why);
            // An argument Fluent could not fill shows as `{$name}`; a message missing
            // everywhere as `{id}`.
            if text.contains('{') || text.trim().is_empty() {
                wrong.push(format!("{tag}: {why:?} → {text}"));
            }
            // The pieces a refusal names are named in every language, in notation.
            let named = why.to_string();
            for piece in ["bG1", "wA2", "bB1", "bS2", "bB2"] {
                if named.contains(piece) && !text.contains(piece) {
                    wrong.push(format!("{tag}: {why:?} does not name {piece}: {text}"));
                }
            }
        }
        let english = catalog.english();
        if tag != ENGLISH {
            for why in every_refusal() {
                let pos = game.position();
                if rules::reason(&lang, pos, &why) == rules::reason(&english, pos, &why) {
                    wrong.push(format!("{tag}: {why:?} is the English text"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_language_has_the_rules_pages_with_the_same_sections() {
    let catalog = Catalog::built_in().unwrap();
    let english = catalog.english().document("rules.md");
    let sections = |text: &str| text.matches("\n## ").count();
    let openings = |text: &str| text.matches("{opening}").count();
    assert!(sections(&english) >= 11, "{}", sections(&english));
    for tag in catalog.tags() {
        let text = files_of(tag)
            .iter()
            .find(|(f, _)| *f == "rules.md")
            .map(|(_, t)| *t)
            .unwrap_or_else(|| panic!("{tag} has no rules.md"));
        assert_eq!(sections(text), sections(&english), "{tag}");
        assert_eq!(openings(text), openings(&english), "{tag}");
        if tag != ENGLISH {
            assert_ne!(text, english, "{tag}");
        }
    }
}

/// Every message id the code names (a string literal of the form `area-words` whose area is
/// one the English files use) is an English message: a typo would show as `{id}`.
#[test]
fn every_message_the_code_names_exists() {
    let catalog = Catalog::built_in().unwrap();
    let english: Vec<String> = catalog
        .messages(ENGLISH)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    let areas: std::collections::BTreeSet<&str> = english
        .iter()
        .filter_map(|id| id.split('-').next())
        .collect();
    let looks_like_id = |s: &str| {
        let mut parts = s.split('-');
        let area = parts.next().unwrap_or_default();
        areas.contains(area)
            && s.contains('-')
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !s.ends_with('-')
    };
    let mut missing = Vec::new();
    let mut files = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    let mut named = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, literal) in text.split('"').enumerate() {
            // Odd pieces are inside quotes (near enough for ids, which have no quotes).
            if i % 2 == 1 && looks_like_id(literal) {
                named += 1;
                if !english.iter().any(|id| id == literal) {
                    missing.push(format!("{}: {literal}", path.display()));
                }
            }
        }
    }
    assert!(named > 100, "only {named} ids found in the code");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The names the game gives players (the computer's, a side's colour for a player who gave
/// none) are said in the language; a name of a player's own stays as it is.
#[test]
fn the_names_the_game_gives_are_said_in_the_language() {
    let catalog = Catalog::embedded();
    let russian = catalog.find("ru").unwrap();
    use crate::rules::Color;
    assert_eq!(
        rules::side(&russian, Color::Black, "Computer 1"),
        "Чёрные (Компьютер 1)"
    );
    assert_eq!(rules::side(&russian, Color::White, "Ann"), "Белые (Ann)");
    assert_eq!(rules::player_name(&russian, "White"), "Белые");
    assert_eq!(
        rules::player_name(&russian, "Computer of mine"),
        "Computer of mine"
    );
    let polish = catalog.find("pl").unwrap();
    assert_eq!(rules::player_name(&polish, "Computer 5"), "Komputer 5");
}

#[test]
fn the_russian_count_of_saved_plies_agrees_with_its_verb() {
    // One is сохранён, two to four сохранены, five and more сохранено (as 21 is one).
    let ru = Catalog::built_in().unwrap().find("ru").unwrap();
    for (count, said) in [
        (1, "1 полуход сохранён "),
        (3, "3 полухода сохранены "),
        (9, "9 полуходов сохранено "),
        (21, "21 полуход сохранён "),
    ] {
        let text = crate::say!(ru, "dialogs-saved", count = count, path = "a.json");
        assert!(text.starts_with(said), "{text}");
    }
}

#[test]
fn a_lesson_title_writes_a_bug_s_name_as_the_rest_of_the_game_does() {
    // Bug names are capitalised (Мокрица, Svinka, Escarabajo): a tester saw titles in
    // lower case ("Бросок мокрицы", "Hod svinky", "El escarabajo trepa"). In a title, a
    // word that is a capitalised word of a bug's name or case form (or of the Queen(s) of
    // the result lists) is written with its capital, outside a whole name that has it
    // small ("Abeja reina").
    let catalog = Catalog::built_in().unwrap();
    let bugs = [
        "queen",
        "spider",
        "beetle",
        "grasshopper",
        "ant",
        "mosquito",
        "ladybug",
        "pillbug",
    ];
    for tag in ["en", "ru", "pl", "cs", "es"] {
        let lang = catalog.find(tag).unwrap();
        let mut names: Vec<String> = vec![lang.get("how-queen"), lang.get("how-queens")];
        for bug in bugs {
            let id = format!("bug-{bug}");
            names.push(lang.get(&id));
            for form in lang.attributes(&id) {
                names.push(lang.attribute(&id, form, None));
            }
        }
        // Longest first, so that a whole name goes before a word of it.
        names.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
        let capitals: Vec<&str> = names
            .iter()
            .flat_map(|n| n.split(' '))
            .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
            .collect();
        for (id, _) in catalog.messages(tag) {
            if !(id.starts_with("learn-") && id.ends_with("-title")) {
                continue;
            }
            let title = lang.get(&id);
            let mut rest = title.clone();
            for name in &names {
                rest = rest.replace(name.as_str(), " ");
            }
            for word in rest.split(|c: char| !c.is_alphanumeric()) {
                let lower = word.to_lowercase();
                if let Some(capital) = capitals.iter().find(|c| c.to_lowercase() == lower) {
                    assert_eq!(word, *capital, "{tag}: {id} = {title}");
                }
            }
        }
    }
}

#[test]
fn no_language_leaves_the_word_engine_in_english() {
    // A tester saw "Engine přemýšlí…" in Czech: the computer is named in the language.
    let catalog = Catalog::built_in().unwrap();
    for tag in ["ru", "pl", "cs", "es"] {
        let lang = catalog.find(tag).unwrap();
        for (id, _) in catalog.messages(tag) {
            let text = lang.get(&id);
            assert!(
                !text.to_lowercase().contains("engine"),
                "{tag}: {id} = {text}"
            );
        }
    }
}

/// Spanish called the lobby both "lobby" and "sala" (a tester read "¿Salir del lobby?"
/// in "la sala"): one word, "sala", in every message.
#[test]
fn spanish_calls_the_lobby_la_sala_everywhere() {
    let catalog = Catalog::built_in().unwrap();
    let lang = catalog.find("es").unwrap();
    let mut sala = 0;
    for (id, _) in catalog.messages("es") {
        let text = lang.get(&id).to_lowercase();
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        assert!(!words.contains(&"lobby"), "es: {id} = {text}");
        sala += usize::from(words.contains(&"sala"));
    }
    assert!(
        sala >= 10,
        "only {sala} messages name la sala: the test tests little"
    );
}

#[test]
fn a_side_that_starts_a_sentence_takes_a_capital_and_keeps_it_small_inside_one() {
    use crate::rules::{Color, GameType, Illegal, Position};
    // A tester saw Spanish sentences open with a bare "Negras": the side with its article,
    // capitalised where it starts the sentence ("Las Negras"), small after a colon.
    let es = Catalog::built_in().unwrap().find("es").unwrap();
    let mut args = Args::new();
    rules::set_side(&es, &mut args, "side", Color::Black, "Bob");
    let declined = es.format("dialogs-draw-declined", Some(&args));
    assert!(declined.starts_with("Las Negras (Bob) "), "{declined}");
    let why = rules::reason(
        &es,
        &Position::new(GameType::BASE),
        &Illegal::QueenNotPlaced(Color::Black),
    );
    assert!(why.starts_with("las Negras "), "{why}");
}

/// Plain mode's sentences take each language's case: Polish ruszać takes the
/// instrumental (ruszają Pająkiem), Czech says ze before s and z (ze západní strany).
#[test]
fn plain_sentences_take_the_case_and_preposition_their_words_ask_for() {
    let catalog = Catalog::embedded();
    let polish = catalog.find("pl").unwrap();
    let mut args = Args::new();
    rules::set_bug(&polish, &mut args, "bug", crate::rules::Bug::Spider);
    args.set("side", "Białe");
    args.set("piece", "wS1");
    args.set("where", "obok bA1");
    let moved = polish.format("plain-moved", Some(&args));
    assert_eq!(moved, "Białe ruszają Pająkiem wS1 obok bA1.");
    let czech = catalog.find("cs").unwrap();
    let beside = |dir: &str| {
        let mut args = Args::new();
        args.set("piece", "wG1");
        args.set("dir", dir.to_string());
        czech.format("plain-beside", Some(&args))
    };
    assert_eq!(beside("w"), "vedle wG1, ze západní strany");
    assert_eq!(beside("nw"), "vedle wG1, ze severozápadní strany");
    assert_eq!(beside("e"), "vedle wG1, z východní strany");
}
