//! The rules' vocabulary in a player's language: the bugs and the sides with their
//! grammatical forms, why a move is refused (every [`Illegal`] and [`Route`]), and how a
//! game ended. The rules keep English `Display` texts for logs and engines; players read
//! these.

use super::{Args, Lang, arg};
use crate::rules::{Bug, Bugs, Color, Ending, Game, GameState, Illegal, Position, Route};

/// The message id part a bug is known by (`bug-ant`, `moves-ant`), and its key in
/// selectors (`[ant]`).
pub(crate) fn bug_key(bug: Bug) -> &'static str {
    match bug {
        Bug::Queen => "queen",
        Bug::Spider => "spider",
        Bug::Beetle => "beetle",
        Bug::Grasshopper => "grasshopper",
        Bug::Ant => "ant",
        Bug::Mosquito => "mosquito",
        Bug::Ladybug => "ladybug",
        Bug::Pillbug => "pillbug",
    }
}

fn side_id(color: Color) -> &'static str {
    match color {
        Color::White => "side-white",
        Color::Black => "side-black",
    }
}

/// Sets `key` to the message `id` and `key_FORM` to each of its forms (its attributes:
/// `bug_acc`, `side_gen`), each followed by `after`; `key_FORM_cap` is the form with a
/// capital, for a sentence it starts (Spanish `las Blancas` → `Las Blancas`).
fn set_forms(lang: &Lang, args: &mut Args, key: &str, id: &str, after: &str) {
    args.set(key.to_string(), arg(format!("{}{after}", lang.get(id))));
    for form in lang.attributes(id) {
        let value = format!("{}{after}", lang.attribute(id, form, None));
        args.set(format!("{key}_{form}_cap"), arg(capitalized(&value)));
        args.set(format!("{key}_{form}"), arg(value));
    }
}

/// `text` with its first letter in capital.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A bug's name (`Konik polny`).
pub fn bug_name(lang: &Lang, bug: Bug) -> String {
    lang.get(&format!("bug-{}", bug_key(bug)))
}

/// Sets the argument `key` to `bug`'s name, with its grammatical forms (`key_acc`, …).
pub fn set_bug(lang: &Lang, args: &mut Args, key: &str, bug: Bug) {
    set_forms(lang, args, key, &format!("bug-{}", bug_key(bug)), "");
}

/// Sets the argument `key` to a side as messages write it — its colour, and the player's
/// `name` after it when they have one of their own (`White (Ann)`) — with the colour's
/// grammatical forms.
pub fn set_side(lang: &Lang, args: &mut Args, key: &str, color: Color, name: &str) {
    set_forms(
        lang,
        args,
        key,
        side_id(color),
        &name_after(lang, color, name),
    );
}

/// A player's name as `lang` shows it: the computer's (`Computer 3`, as records keep it in
/// every language) and a side's colour (the name of a player who gave none) in `lang`'s
/// words; any other name as it is.
pub fn player_name<'a>(lang: &Lang, name: &'a str) -> std::borrow::Cow<'a, str> {
    use std::borrow::Cow;
    if let Some(level) = name
        .strip_prefix("Computer ")
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|n| (1..=9).contains(n))
    {
        return Cow::Owned(crate::say!(lang, "player-computer", level = level));
    }
    match [Color::White, Color::Black]
        .into_iter()
        .find(|c| c.name() == name)
    {
        Some(color) => Cow::Owned(lang.get(side_id(color))),
        None => Cow::Borrowed(name),
    }
}

/// What follows a side's colour: ` (Ann)` for a player with a name of their own, else
/// nothing (a name that only repeats the colour, in English or in `lang`, is left out).
fn name_after(lang: &Lang, color: Color, name: &str) -> String {
    if name.is_empty() || name == color.name() || name == lang.get(side_id(color)) {
        String::new()
    } else {
        format!(" ({})", player_name(lang, name))
    }
}

/// A side as messages write it: `White`, or `White (Ann)`.
pub fn side(lang: &Lang, color: Color, name: &str) -> String {
    format!(
        "{}{}",
        lang.get(side_id(color)),
        name_after(lang, color, name)
    )
}

/// How `bug` moves, in one line (the first line of its rules page).
pub fn how_it_moves(lang: &Lang, bug: Bug) -> String {
    lang.get(&format!("moves-{}", bug_key(bug)))
}

/// Names joined as the language lists them: "Queen, Spider and Ant".
pub fn list(lang: &Lang, items: &[String]) -> String {
    match items {
        [] => lang.get("list-empty"),
        [one] => one.clone(),
        [rest @ .., before, last] => {
            let mut text = crate::say!(
                lang,
                "list-two",
                first = before.as_str(),
                last = last.as_str()
            );
            for item in rest.iter().rev() {
                text = crate::say!(lang, "list-more", first = item.as_str(), last = text);
            }
            text
        }
    }
}

fn bugs(lang: &Lang, bugs: Bugs) -> String {
    let names: Vec<String> = bugs.iter().map(|b| bug_name(lang, b)).collect();
    list(lang, &names)
}

/// Why something is illegal, in the player's words (no full stop at the end).
pub fn reason(lang: &Lang, pos: &Position, why: &Illegal) -> String {
    let mut args = Args::new();
    let piece = |args: &mut Args, key: &str, p: crate::rules::Piece| {
        args.set(key.to_string(), arg(p.to_string()));
    };
    let id = match *why {
        Illegal::GameOver => "illegal-game-over",
        Illegal::CannotPass(c) => {
            set_side(lang, &mut args, "side", c, "");
            "illegal-cannot-pass"
        }
        Illegal::NotInGame {
            piece: p,
            game_type,
        } => {
            piece(&mut args, "piece", p);
            args.set("game_type", arg(game_type.to_string()));
            "illegal-not-in-game"
        }
        Illegal::NotYourPiece {
            piece: p,
            owner,
            mover,
        } => {
            piece(&mut args, "piece", p);
            set_side(lang, &mut args, "owner", owner, "");
            set_side(lang, &mut args, "mover", mover, "");
            "illegal-not-your-piece"
        }
        Illegal::OutOfOrder { piece: p, expected } => {
            piece(&mut args, "piece", p);
            piece(&mut args, "expected", expected);
            "illegal-out-of-order"
        }
        Illegal::QueenOnFirstTurn => "illegal-queen-first-turn",
        Illegal::MustPlaceQueen(c) => {
            set_side(lang, &mut args, "side", c, "");
            "illegal-must-place-queen"
        }
        Illegal::QueenNotPlaced(c) => {
            set_side(lang, &mut args, "side", c, "");
            "illegal-queen-not-placed"
        }
        Illegal::PlaceOnOccupied => "illegal-place-on-occupied",
        Illegal::FirstPlacementApart => "illegal-first-apart",
        Illegal::PlacementNotTouchingOwn => "illegal-not-touching-own",
        Illegal::PlacementTouchesOpponent => "illegal-touches-opponent",
        Illegal::Covered { by, .. } => {
            piece(&mut args, "by", by);
            "illegal-covered"
        }
        Illegal::JustMoved(p) if p.color() == pos.to_move() => "illegal-thrown-must-rest",
        Illegal::JustMoved(_) => "illegal-moved-last-turn",
        Illegal::WouldBreakHive(_) => "illegal-would-break-hive",
        Illegal::NoRoom(_) => "illegal-no-room",
        Illegal::Unreachable { why, .. } => {
            args.set("why", arg(route(lang, why)));
            "illegal-unreachable"
        }
        Illegal::ThrowBlocked(_) => "illegal-throw-blocked",
        Illegal::StackedCannotBeThrown(p) => {
            piece(&mut args, "piece", p);
            "illegal-stacked-thrown"
        }
        Illegal::CopiesNothing(p) => {
            piece(&mut args, "piece", p);
            "illegal-copies-nothing"
        }
        Illegal::NowhereToPlace(c) => {
            set_side(lang, &mut args, "side", c, "");
            "illegal-nowhere-to-place"
        }
    };
    lang.format(id, Some(&args))
}

/// What stops a piece free to move from reaching one cell (a clause that follows "it
/// cannot reach that cell:").
pub fn route(lang: &Lang, route: Route) -> String {
    let mut args = Args::new();
    let pair = |args: &mut Args, a: crate::rules::Piece, b: crate::rules::Piece| {
        args.set("first", arg(a.to_string()));
        args.set("second", arg(b.to_string()));
    };
    let id = match route {
        Route::SameCell => "route-same-cell",
        Route::Occupied(bug) => {
            set_bug(lang, &mut args, "bug", bug);
            "route-occupied"
        }
        Route::OneCell(bug) => {
            set_bug(lang, &mut args, "bug", bug);
            "route-one-cell"
        }
        Route::Gate(a, b) => {
            pair(&mut args, a, b);
            "route-gate"
        }
        Route::HighGate(a, b) => {
            pair(&mut args, a, b);
            "route-high-gate"
        }
        Route::LosesTouch => "route-loses-touch",
        Route::Detached => "route-detached",
        Route::NotInLine => "route-not-in-line",
        Route::NothingToJump => "route-nothing-to-jump",
        Route::PastTheGap => "route-past-the-gap",
        Route::NotThreeCells => "route-not-three-cells",
        Route::ShutIn => "route-shut-in",
        Route::LadybugPath => "route-ladybug-path",
        Route::Copies(copied) => {
            args.set("bugs", arg(bugs(lang, copied)));
            "route-copies"
        }
        Route::ThrowOnly => "route-throw-only",
        Route::ThrowGate => "route-throw-gate",
        Route::Blocked => "route-blocked",
    };
    lang.format(id, Some(&args))
}

/// How a finished game ended (a sentence without its full stop), the players named by
/// `names` (White's first; a name equal to its colour's, or empty, is left out).
/// `off_board`: how a game lost off the board was lost, where the game does not say (on
/// time, or left by a player: [`crate::record::Ending::TimedOut`], [`crate::record::Ending::Abandoned`]).
pub fn result(
    lang: &Lang,
    game: &Game,
    names: [&str; 2],
    off_board: Option<crate::record::Ending>,
) -> String {
    let mut args = Args::new();
    let players = |args: &mut Args, loser: Color| {
        set_side(lang, args, "loser", loser, names[loser.index()]);
        let winner = loser.opponent();
        set_side(lang, args, "winner", winner, names[winner.index()]);
    };
    let (flagged, abandoned) = match off_board {
        Some(crate::record::Ending::TimedOut(c)) => (Some(c), None),
        Some(crate::record::Ending::Abandoned(c)) => (None, Some(c)),
        _ => (None, None),
    };
    let id = match (flagged.or(abandoned), game.ending(), game.outcome()) {
        (Some(c), _, _) => {
            players(&mut args, c);
            match flagged {
                Some(_) => "result-timeout",
                None => "result-abandoned",
            }
        }
        (None, Some(Ending::Resignation(c)), _) => {
            players(&mut args, c);
            "result-resigned"
        }
        (None, Some(Ending::Agreement), _) => "result-agreed",
        (None, Some(Ending::Repetition), _) => "result-repetition",
        (None, None, GameState::WhiteWins) => {
            set_side(lang, &mut args, "winner", Color::White, names[0]);
            set_side(lang, &mut args, "loser", Color::Black, "");
            "result-surrounded"
        }
        (None, None, GameState::BlackWins) => {
            set_side(lang, &mut args, "winner", Color::Black, names[1]);
            set_side(lang, &mut args, "loser", Color::White, "");
            "result-surrounded"
        }
        (None, None, GameState::Draw) => "result-both-surrounded",
        _ => return String::new(),
    };
    lang.format(id, Some(&args))
}

/// An ending the players chose or the repetition rule gave, in brief (`draw agreed`, `White
/// resigned`): the move list's last row.
pub fn ending(lang: &Lang, ending: Ending) -> String {
    match ending {
        Ending::Repetition => lang.get("ending-repetition"),
        Ending::Agreement => lang.get("ending-agreement"),
        Ending::Resignation(c) => {
            let mut args = Args::new();
            set_side(lang, &mut args, "side", c, "");
            lang.format("ending-resignation", Some(&args))
        }
    }
}
