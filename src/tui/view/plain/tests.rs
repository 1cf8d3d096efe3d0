//! The plain view's sentences checked against the position by other routes: places read
//! back into cells and compared with the rules' move lists, a Queen's covered sides counted
//! from the board's tops by distance, in a position with stacks and a gate.

use super::*;
use crate::rules::{Bug, Game, Hex};
use crate::rules::{Color, Direction, Piece};
use crate::tui::input::plain::Command;
use crate::tui::model::{Msg, Tone};

/// Stacks of two (wB1 on wS1, bB1 on bA1, wB2 on wA1) and a gate: wB1 on top cannot step
/// east onto bS1 between the two higher stacks (tests/common/positions.rs's BEETLE_GATE).
const STACKS_AND_GATE: &str = r"Base;InProgress;White[9];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bS1/;wB1 wS1;bA1 bQ-;wA1 wQ\;bA1 \bS1;wA1 /bS1;bB1 bA1;wB2 wQ\;bG1 bQ-;wB2 wA1;bG2 bG1-";

fn app_at(game: &str) -> App {
    let mut app = App::new(crate::rules::GameType::BASE, "Ann".into(), "Bob".into());
    app.session.game = Game::parse(game).unwrap();
    app
}

fn piece(name: &str) -> Piece {
    name.parse().unwrap()
}

/// The cell an English place names ("next to bQ, on its east side", "on top of wS1"),
/// read back through the direction names.
fn cell_of_place(app: &App, place: &str) -> Hex {
    let board = app.session.game.position().board();
    if let Some(name) = place.strip_prefix("on top of ") {
        return board.position(piece(name)).unwrap();
    }
    let rest = place.strip_prefix("next to ").unwrap();
    let (name, side) = rest.split_once(", on its ").unwrap();
    let side = side.strip_suffix(" side").unwrap();
    let d = Direction::ALL
        .into_iter()
        .find(|&d| direction(&app.screen.lang, d) == side)
        .unwrap_or_else(|| panic!("no side called {side}"));
    board.position(piece(name)).unwrap().neighbor(d)
}

#[test]
fn each_destination_read_back_is_one_the_rules_list() {
    let app = app_at(STACKS_AND_GATE);
    let pos = app.session.game.position();
    let mut checked = 0;
    for p in pos.board().pieces().filter(|p| p.color() == Color::White) {
        let said = answer(&app, &Command::Moves(p));
        let mut rules: Vec<Hex> = pos.moves_of(p).iter().filter_map(|m| m.to()).collect();
        rules.sort();
        rules.dedup();
        if rules.is_empty() {
            assert_eq!(said.len(), 1, "{p}: {said:?}");
            assert!(
                said[0].starts_with(&format!("{p} cannot move: ")),
                "{said:?}"
            );
            continue;
        }
        assert!(
            said[0].contains(&format!("{} places", rules.len())),
            "{said:?}"
        );
        let mut read: Vec<Hex> = said[1..]
            .iter()
            .map(|line| {
                let (_, place) = line.split_once(". ").unwrap();
                cell_of_place(&app, place.strip_suffix('.').unwrap())
            })
            .collect();
        read.sort();
        assert_eq!(read, rules, "{p}: {said:?}");
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} pieces could move");
    // The gate: wB1 on top does not step east onto bS1, which the rules refuse too.
    let b1 = pos.board().position(piece("wB1")).unwrap();
    let east = b1.neighbor(Direction::East);
    assert!(pos.check(Move::Piece(piece("wB1"), east)).is_err());
    let said = answer(&app, &Command::Moves(piece("wB1"))).join("\n");
    assert!(!said.contains("on top of bS1"), "{said}");
}

#[test]
fn a_queens_covered_sides_match_the_tops_beside_her() {
    let app = app_at(STACKS_AND_GATE);
    let board = app.session.game.position().board();
    for name in ["wQ", "bQ"] {
        let at = board.position(piece(name)).unwrap();
        // Another route: every stack whose cell is one step from hers.
        let beside = board.tops().filter(|&(h, _)| h.distance(at) == 1).count();
        let said = answer(&app, &Command::Around(piece(name)));
        let line = said.iter().find(|l| l.contains("sides covered")).unwrap();
        assert!(
            line.contains(&format!(": {beside} of 6 sides covered")),
            "{line}"
        );
        // The free sides and the neighbours make six.
        let free = said.iter().find(|l| l.starts_with("Free")).unwrap();
        let named = Direction::ALL
            .iter()
            .filter(|&&d| free.contains(&format!(" {}", direction(&app.screen.lang, d))))
            .count();
        // "north-east" holds "east": count each name once by its own cell instead.
        let empty = at
            .neighbors()
            .iter()
            .filter(|&&n| board.top_at(n).is_none())
            .count();
        assert!(named >= empty, "{free}");
        assert_eq!(empty + beside, 6);
    }
}

#[test]
fn a_stack_is_told_top_first_and_the_board_a_stack_a_line() {
    let app = app_at(STACKS_AND_GATE);
    let board = app.session.game.position().board();
    let said = answer(&app, &Command::Around(piece("wS1")));
    assert_eq!(said[0], "The stack, top first: wB1 on wS1.");
    let lines = lines(&answer(&app, &Command::Board));
    assert!(
        lines.iter().all(|l| l.chars().count() <= WIDTH),
        "{lines:?}"
    );
    let said = answer(&app, &Command::Board);
    for (cell, top) in board.tops() {
        let stack = board.stack_at(cell);
        let starts = format!("{top}{}", if stack.len() > 1 { " on " } else { ":" });
        assert_eq!(
            said.iter().filter(|l| l.starts_with(&starts)).count(),
            1,
            "{top}: {said:?}"
        );
    }
    assert!(
        said.contains(&"bB1 on bA1: bS1 to the south-east and wB1 to the south-west.".into()),
        "{said:#?}"
    );
    // The pieces of a bug, stacked ones on top of what they cover.
    let beetles = answer(&app, &Command::Pieces(Bug::Beetle));
    assert!(
        beetles.contains(&"wB1: on top of wS1.".into()),
        "{beetles:?}"
    );
    assert!(beetles.contains(&"In hand: bB2.".into()), "{beetles:?}");
}

#[test]
fn last_why_and_clock_are_the_games_own() {
    let mut app = app_at(STACKS_AND_GATE);
    let last = answer(&app, &Command::Last);
    assert_eq!(
        last,
        ["Ply 16: Black (Bob) places a Grasshopper, bG2, next to bG1, on its east side."]
    );
    // Black's piece on White's turn: the rules' reason.
    let why = answer(&app, &Command::Why(piece("bQ")));
    assert_eq!(
        why,
        ["bQ cannot move: bQ is Black's piece, and it is White's turn."]
    );
    let why = answer(&app, &Command::Why(piece("wB1")));
    assert_eq!(why, ["wB1 can move: type moves wB1 to hear where."]);
    assert_eq!(answer(&app, &Command::Clock), ["This game has no clock."]);
    let control = crate::clock::TimeControl::fischer(
        std::time::Duration::from_secs(300),
        std::time::Duration::ZERO,
    );
    app.session.clock = Some(crate::tui::model::Timing::new(control, app.screen.now));
    assert_eq!(
        answer(&app, &Command::Clock),
        ["White (Ann): 5:00. Black (Bob): 5:00."]
    );
}

#[test]
fn a_move_typed_is_said_once_and_a_mistyped_line_changes_nothing() {
    let mut app = app_at(STACKS_AND_GATE);
    let mut said = Said::default();
    news(&app, &mut said);
    app.screen.message = None;
    let before = app.session.game.to_string();
    app.update(Msg::Command(Command::Move("wQ zz".into())));
    assert_eq!(app.session.game.to_string(), before);
    let told = news(&app, &mut said);
    assert_eq!(told.len(), 1, "{told:?}");
    app.screen.message = None;
    app.update(Msg::Command(Command::Move("wG1 /wQ".into())));
    let told = news(&app, &mut said);
    assert_eq!(
        told,
        [
            "White (Ann) places a Grasshopper, wG1, next to wQ, on its south-west side.",
            "Black (Bob) to move."
        ]
    );
    // Said once: nothing more until something changes.
    app.screen.message = None;
    assert!(news(&app, &mut said).is_empty());
    app.update(Msg::Command(Command::Undo));
    let told = news(&app, &mut said);
    assert_eq!(
        told,
        ["One ply taken back, to ply 16.", "White (Ann) to move."]
    );
}

#[test]
fn the_sentences_in_russian_have_their_arguments_filled() {
    let mut app = app_at(STACKS_AND_GATE);
    let english: Vec<Vec<String>> = commands().iter().map(|c| answer(&app, c)).collect();
    app.screen.lang = crate::lang::Catalog::embedded().find("ru").unwrap();
    for (command, english) in commands().iter().zip(english) {
        let said = answer(&app, command);
        let all = said.join("\n");
        assert!(!all.contains('{') && !all.is_empty(), "{command:?}: {all}");
        assert_ne!(said, english, "{command:?}");
    }
    // The Queen's count and the stack, with their pieces, in Russian words.
    let around = answer(&app, &Command::Around(piece("wS1"))).join("\n");
    assert!(
        around.contains("wB1 на wS1") && around.contains("Вокруг wS1"),
        "{around}"
    );
    let moves = answer(&app, &Command::Moves(piece("wB1"))).join("\n");
    assert!(
        moves.contains("wB1 может пойти в") && moves.contains("стороны"),
        "{moves}"
    );
    let last = answer(&app, &Command::Last).join("");
    assert!(
        last.starts_with("Полуход 16: Чёрные (Bob) ставят Кузнечика bG2"),
        "{last}"
    );
    // The greeting names the help by its Russian word (it said `help`).
    let welcome = welcome(&app.screen.lang);
    assert!(welcome.contains("помощь — их список"), "{welcome}");
}

fn commands() -> Vec<Command> {
    vec![
        Command::Last,
        Command::Board,
        Command::Pieces(Bug::Ant),
        Command::Around(piece("wQ")),
        Command::Moves(piece("wA1")),
        Command::Why(piece("bQ")),
        Command::Help,
    ]
}

#[test]
fn a_hint_is_told_as_the_move_would_be() {
    let mut app = app_at(STACKS_AND_GATE);
    let mut said = Said::default();
    news(&app, &mut said);
    let mv = crate::rules::parse_move(app.session.game.position(), "wG1 /wQ").unwrap();
    app.focus.hint = Some((mv, app.session.position_key()));
    app.screen.message = Some(("Hint: wG1 /wQ (marked on the board)".into(), Tone::Info));
    assert_eq!(
        news(&app, &mut said),
        ["Hint: White (Ann) places a Grasshopper, wG1, next to wQ, on its south-west side."]
    );
    // The game itself did not change.
    assert_eq!(app.session.game.moves().len(), 16);
}

#[test]
fn review_steps_are_told_as_moves_and_leave_goes_back_to_the_game() {
    let mut app = app_at(STACKS_AND_GATE);
    let mut said = Said::default();
    news(&app, &mut said);
    let mut step = |app: &mut App, command: Command| {
        app.screen.message = None;
        app.update(Msg::Command(command));
        news(app, &mut said)
    };
    assert_eq!(
        step(&mut app, Command::Review),
        ["In review: next and back step, leave returns to the game."]
    );
    assert_eq!(
        step(&mut app, Command::Back),
        ["Ply 15: White (Ann) moves the Beetle wB2 on top of wA1."]
    );
    let replay = step(&mut app, Command::Next);
    assert!(
        replay[0].starts_with("Ply 16: Black (Bob) places a Grasshopper, bG2"),
        "{replay:?}"
    );
    // A move typed in review is refused with a sentence; the game stays.
    step(&mut app, Command::Back);
    let refused = step(&mut app, Command::Move("wG1 /wQ".into()));
    assert_eq!(
        refused,
        ["In review: next and back step, leave returns to the game."]
    );
    step(&mut app, Command::Leave);
    assert!(!app.is_reviewing());
    assert_eq!(app.session.game.moves().len(), 16);
    // In Russian, review names its commands by their Russian words.
    app.screen.lang = crate::lang::Catalog::embedded().find("ru").unwrap();
    assert_eq!(
        step(&mut app, Command::Review),
        ["Идёт разбор: вперёд и назад — шаги, выйти — назад к партии."]
    );
}

#[test]
fn why_a_piece_in_hand_says_it_is_placed_not_moved() {
    let app = app_at("Base;InProgress;White[2];wS1;bS1 wS1-");
    assert_eq!(
        answer(&app, &Command::Why(piece("wQ"))),
        ["wQ is in hand and can be placed: type moves wQ to hear where."]
    );
    // The Queen not yet placed on White's fourth turn: only she may come.
    let app = app_at("Base;InProgress;White[4];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 -wA1;bG1 bA1-");
    let said = answer(&app, &Command::Why(piece("wS2")));
    assert_eq!(said.len(), 1);
    assert!(
        said[0].starts_with("wS2 is in hand and cannot be placed now: "),
        "{said:?}"
    );
    let said = answer(&app, &Command::Why(piece("wQ")));
    assert!(
        said[0].starts_with("wQ is in hand and can be placed"),
        "{said:?}"
    );
}

#[test]
fn a_mistyped_move_is_refused_in_the_players_language_only() {
    let mut app = app_at(STACKS_AND_GATE);
    app.screen.lang = crate::lang::Catalog::embedded().find("pl").unwrap();
    let mut said = Said::default();
    news(&app, &mut said);
    app.screen.message = None;
    for typed in ["wX9", "wA7 -bQ", "wA1 -bQ x", "wA1 -bQ/"] {
        app.update(Msg::Command(Command::Move(typed.into())));
        let told = news(&app, &mut said);
        app.screen.message = None;
        assert_eq!(told.len(), 1, "{told:?}");
        assert!(told[0].starts_with("to nie jest ruch: "), "{told:?}");
        for english in ["expected", "number", "piece", "reference", " is "] {
            assert!(!told[0].contains(english), "{typed}: {told:?}");
        }
    }
}

#[test]
fn alone_agrees_with_the_bugs_gender() {
    // The masculine bugs in each language with genders (the rest are feminine).
    let masculine = [
        (
            "ru",
            "один",
            "одна",
            &[
                Bug::Spider,
                Bug::Beetle,
                Bug::Grasshopper,
                Bug::Ant,
                Bug::Mosquito,
            ][..],
        ),
        (
            "pl",
            "sam ",
            "sama ",
            &[Bug::Spider, Bug::Beetle, Bug::Grasshopper, Bug::Mosquito][..],
        ),
        (
            "cs",
            "sám ",
            "sama ",
            &[Bug::Spider, Bug::Beetle, Bug::Ant, Bug::Mosquito][..],
        ),
        (
            "es",
            "solo ",
            "sola ",
            &[Bug::Beetle, Bug::Grasshopper, Bug::Mosquito][..],
        ),
    ];
    let board = crate::rules::Board::default();
    for (code, he, she, men) in masculine {
        let lang = crate::lang::Catalog::embedded().find(code).unwrap();
        for bug in Bug::ALL {
            let p = Piece::new(Color::White, bug, 1).unwrap();
            let said = place(&lang, &board, Hex::ORIGIN, p);
            let want = if men.contains(&bug) { he } else { she };
            assert!(said.starts_with(want), "{code} {bug:?}: {said}");
        }
    }
}

#[test]
fn alone_agrees_as_the_object_of_a_first_placement() {
    // A tester: "Белые ставят Муравья wA1 один посреди стола": the piece placed is the
    // object, and "alone" goes with it in the accusative (as a listing's "wA1: один" does
    // in the nominative).
    let cases = [
        ("ru", "wA1", "ставят Муравья wA1 одного посреди стола"),
        ("ru", "wP", "ставят Мокрицу wP одну посреди стола"),
        ("pl", "wA1", "kładą Mrówkę wA1 samą na środku stołu"),
        ("pl", "wS1", "kładą Pająka wS1 samego na środku stołu"),
        ("cs", "wA1", "Mravence wA1 samotného uprostřed stolu"),
        ("es", "wA1", "Hormiga wA1 sola en el centro de la mesa"),
    ];
    for (code, first, want) in cases {
        let mut app = app_at("Base+MLP;NotStarted;White[1]");
        app.screen.lang = crate::lang::Catalog::embedded().find(code).unwrap();
        app.session.game.play_str(first).unwrap();
        let said = move_sentence(&app, &app.session.game).unwrap();
        assert!(said.contains(want), "{code}: {said}");
    }
}

#[test]
fn a_players_words_take_a_verb_that_agrees_with_their_side() {
    // A tester: "Белые (bob) пишет" where every other sentence has "Белые ... ставят".
    use crate::room::Seat;
    for (code, player, watcher) in [
        ("ru", "Белые (Ann) пишут: hi", "пишет: hi"),
        ("pl", "Białe (Ann) piszą: hi", "pisze: hi"),
        ("es", "Las Blancas (Ann) dicen: hi", "dice: hi"),
    ] {
        let mut app = app_at(STACKS_AND_GATE);
        app.screen.lang = crate::lang::Catalog::embedded().find(code).unwrap();
        let mut said = Said::default();
        let _ = news(&app, &mut said);
        for seat in [Seat::Player(Color::White), Seat::Watcher] {
            app.heard(crate::room::Said {
                seat,
                watcher: 1,
                text: "hi".into(),
            });
        }
        let out = news(&app, &mut said);
        assert!(out.contains(&player.to_string()), "{code}: {out:?}");
        assert!(out.iter().any(|l| l.ends_with(watcher)), "{code}: {out:?}");
    }
}

#[test]
fn what_is_said_at_the_table_is_read_out_once_each_and_say_is_refused_at_a_local_game() {
    use crate::room::Seat;
    let mut app = app_at(STACKS_AND_GATE);
    let mut said = Said::default();
    let _ = news(&app, &mut said);
    let message = |seat, text: &str| crate::room::Said {
        seat,
        watcher: if seat == Seat::Watcher { 2 } else { 0 },
        text: text.into(),
    };
    app.heard(message(Seat::Player(Color::Black), "good luck\x1b[2J"));
    app.heard(message(Seat::Watcher, "nice gate"));
    let out = news(&app, &mut said);
    // The escape code read out as text, never sent raw.
    assert!(
        out.contains(&"Black (Bob) says: good luck\\e[2J".to_string()),
        "{out:?}"
    );
    assert!(!out.iter().any(|l| l.contains('\x1b')));
    assert!(
        out.contains(&"watcher 2 says: nice gate".to_string()),
        "{out:?}"
    );
    assert!(
        !out.iter()
            .any(|l| l.contains("says:") && l.contains("luck") && l.contains("gate"))
    );
    // Said once: nothing again unless someone speaks.
    assert!(!news(&app, &mut said).iter().any(|l| l.contains("says:")));
    // More than a screen keeps (30), all read out, the newest last.
    for i in 0..40 {
        app.heard(message(Seat::Player(Color::White), &format!("m{i}")));
    }
    let out: Vec<String> = news(&app, &mut said)
        .into_iter()
        .filter(|l| l.contains("says:"))
        .collect();
    assert_eq!(out.len(), 30);
    assert_eq!(out.last().unwrap(), "White (Ann) says: m39");
    // A game on this screen alone has nobody to talk to.
    let _ = app.on_command(Command::Say("hello".into()));
    let told = app
        .screen
        .message
        .clone()
        .map(|(t, _)| t)
        .unwrap_or_default();
    assert_eq!(told, app.screen.lang.get("chat-local"));
}

#[test]
fn a_shared_seats_help_names_no_command_its_room_refuses() {
    let lang = crate::lang::Lang::english();
    let local = answers::help(&lang, crate::room::Place::Local).join("\n");
    for place in [
        crate::room::Place::Shared(crate::room::Seat::Player(Color::Black)),
        crate::room::Place::Shared(crate::room::Seat::Watcher),
    ] {
        let shared = answers::help(&lang, place).join("\n");
        for refused in [
            "plain-help-undo",
            "plain-help-redo",
            "plain-help-hint",
            "plain-help-save",
            "plain-help-lessons",
            "plain-help-task",
        ] {
            let does = lang.get(refused);
            assert!(local.contains(&does), "{refused} missing at home");
            assert!(!shared.contains(&does), "{place:?}: {refused} listed");
        }
        for kept in ["plain-help-moves", "plain-help-review"] {
            assert!(
                shared.contains(&lang.get(kept)),
                "{place:?}: {kept} missing"
            );
        }
    }
}

/// A watcher's `help` listed a player's commands (a move, draw, resign, claim) and a
/// player's sentences: it lists what a watcher can do, in every language.
#[test]
fn a_watchers_help_lists_what_a_watcher_can_do() {
    use crate::room::{Place, Seat};
    for tag in crate::lang::Catalog::embedded().tags() {
        let lang = crate::lang::Catalog::embedded().find(tag).unwrap();
        let player = answers::help(&lang, Place::Shared(Seat::Player(Color::Black)));
        let watcher = answers::help(&lang, Place::Shared(Seat::Watcher));
        let (player, watcher) = (player.join("\n"), watcher.join("\n"));
        for players_only in [
            "plain-help-intro",
            "plain-help-draw",
            "plain-help-resign",
            "plain-help-claim",
            "plain-help-say",
            "plain-help-quit",
        ] {
            let does = lang.get(players_only);
            assert!(player.contains(&does), "{tag}: {players_only} missing");
            assert!(
                !watcher.contains(&does),
                "{tag}: {players_only} told a watcher"
            );
        }
        for watchers in [
            "plain-help-intro-watcher",
            "plain-help-say-watcher",
            "plain-help-quit-watcher",
            "plain-help-board",
            "plain-help-review",
        ] {
            let does = lang.get(watchers);
            assert!(watcher.contains(&does), "{tag}: {watchers} missing");
        }
        assert!(!watcher.contains('{'), "{tag}: {watcher}");
    }
}

/// `W` (the board's key to claim the win) is answered that the letters are lower case and
/// what its lower case is, by that command's word in the player's language; never that
/// `why` needs a piece, as when it was read as `w`.
#[test]
fn a_capital_letter_is_answered_with_what_its_lower_case_is() {
    let en = Lang::english();
    let said = |lang: &Lang, line: &str| match crate::tui::input::plain::parse(lang, line) {
        Err(wrong) => mistake(lang, &wrong),
        Ok(command) => format!("read as {command:?}"),
    };
    assert_eq!(
        said(&en, "W"),
        "W is no command: a command's letter is lower case (w is why), and help lists them all."
    );
    for tag in ["ru", "pl", "cs", "es"] {
        let lang = crate::lang::Catalog::embedded().find(tag).unwrap();
        let text = said(&lang, "W");
        let why = crate::tui::input::plain::word(&lang, "why");
        assert!(
            text.starts_with("W ") && text.contains(&why),
            "{tag}: {text}"
        );
        assert!(
            !text.contains('{') && text != said(&en, "W"),
            "{tag}: {text}"
        );
    }
}

#[test]
fn plain_mode_names_its_own_commands_for_redo_and_review_and_an_offer_only_once_taken() {
    use crate::room::{News, Place, Refusal, Seat};
    let redo = crate::tui::input::plain::word(&Lang::english(), "redo");
    let review = crate::tui::input::plain::word(&Lang::english(), "review");
    // A resignation taken back: plain mode's redo restores it (U is no command here).
    let mut app = app_at("Base;InProgress;White[2];wS1;bS1 wS1-");
    app.screen.plain = true;
    app.take_news(News::Resigned(Color::White));
    app.update(Msg::Command(Command::Undo));
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains(&format!("({redo} restores it)")), "{text}");
    // In a shared game, review looks back: by its word.
    let mut app = app_at("Base;InProgress;White[2];wS1;bS1 wS1-");
    app.screen.plain = true;
    app.session.place = Place::Shared(Seat::Player(Color::White));
    app.update(Msg::Command(Command::Undo));
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(
        text.contains(&format!("review ({review}) looks back")),
        "{text}"
    );
    // An offer the room refuses was never made: only the room's answer is said.
    let mut said = Said::default();
    news(&app, &mut said);
    app.screen.message = None;
    app.update(Msg::Command(Command::Draw));
    app.take_news(News::Refused(Refusal::OfferedThisMove));
    let told = news(&app, &mut said);
    assert!(!told.iter().any(|t| t.contains("Draw offered")), "{told:?}");
    // One the room takes is.
    app.take_news(News::DrawOffered(Color::White));
    let told = news(&app, &mut said);
    assert_eq!(told, ["Draw offered: waiting for the answer."]);
}
