//! Plain mode's answers to the commands that only ask: the last move, the clocks, the
//! board piece by piece, where a bug's pieces are, what surrounds a piece, where it can go
//! and why it cannot, and the help. Destinations and reasons are the rules' own.

use super::words::{direction, move_sentence, neighbours, place, queen_covered, side_args};
use crate::lang::Lang;
use crate::room::{Act, Place};
use crate::rules::{Bug, Color, Direction, Hex, Piece};
use crate::tui::input::plain::{self, Command, TABLE, Takes};
use crate::tui::model::App;

/// The answer to a command that only asks, a sentence a line (see
/// [`Command::is_question`]); nothing for the others.
pub fn answer(app: &App, command: &Command) -> Vec<String> {
    let lang = &app.screen.lang;
    match command {
        Command::Last => vec![last(app).unwrap_or_else(|| lang.get("plain-last-none"))],
        Command::Clock => vec![clocks(app)],
        Command::Board => board(app),
        Command::Pieces(bug) => pieces(app, *bug),
        Command::Around(piece) => around(app, *piece),
        Command::Moves(piece) => moves(app, *piece),
        Command::Why(piece) => vec![why(app, *piece)],
        Command::Help => help(lang, app.session.place),
        Command::Task => super::lessons::task(app),
        Command::Lessons if matches!(app.mode, crate::tui::model::Mode::Lessons { .. }) => {
            super::lessons::menu(app)
        }
        _ => Vec::new(),
    }
}

/// The last move as a sentence, with its ply number.
pub fn last(app: &App) -> Option<String> {
    let game = &app.session.game;
    let said = move_sentence(app, game)?;
    Some(crate::say!(
        app.screen.lang,
        "plain-last",
        ply = game.moves().len(),
        said = said
    ))
}

/// Both clocks, and whose runs.
pub fn clocks(app: &App) -> String {
    let lang = &app.screen.lang;
    let Some(timing) = &app.session.clock else {
        return lang.get("plain-no-clock");
    };
    let mut args = crate::lang::Args::new();
    for (color, key) in [(Color::White, "white"), (Color::Black, "black")] {
        let name = app.session.name(color).into_owned();
        crate::lang::rules::set_side(lang, &mut args, key, color, &name);
        let left = timing.left_at(color, app.screen.now);
        args.set(format!("{key}_time"), crate::clock::show(left));
    }
    lang.format("plain-clock", Some(&args))
}

/// Cells in the order the board is read: top row first, west to east.
fn reading(mut cells: Vec<Hex>) -> Vec<Hex> {
    cells.sort_by_key(|h| (h.r, 2 * h.q + h.r));
    cells
}

/// Every stack, a line each (top first) with its neighbours; each Queen's covered sides;
/// what each side still has in hand.
pub fn board(app: &App) -> Vec<String> {
    let lang = &app.screen.lang;
    let pos = app.session.game.position();
    let b = pos.board();
    let mut out = Vec::new();
    if b.is_empty() {
        out.push(lang.get("plain-board-empty"));
    }
    for cell in reading(b.tops().map(|(h, _)| h).collect()) {
        let stack = crate::tui::words::stack(lang, &b.stack_at(cell));
        let (near, _) = neighbours(lang, b, cell);
        out.push(match near.is_empty() {
            true => crate::say!(lang, "plain-board-alone", stack = stack),
            false => crate::say!(
                lang,
                "plain-board-cell",
                stack = stack,
                near = crate::lang::rules::list(lang, &near)
            ),
        });
    }
    for color in [Color::White, Color::Black] {
        if let Some(line) = queen_line(app, color) {
            out.push(line);
        }
    }
    for color in [Color::White, Color::Black] {
        let hand: Vec<String> = pos.hand(color).iter().map(|p| p.to_string()).collect();
        if !hand.is_empty() {
            let mut args = side_args(app, color);
            args.set("pieces", hand.join(" "));
            out.push(lang.format("plain-hand", Some(&args)));
        }
    }
    out
}

/// How many sides of `color`'s Queen are covered, if she is on the board.
fn queen_line(app: &App, color: Color) -> Option<String> {
    let covered = queen_covered(app.session.game.position().board(), color)?;
    let mut args = side_args(app, color);
    args.set("count", covered);
    Some(app.screen.lang.format("plain-queen-covered", Some(&args)))
}

/// Where each piece of `bug` is, both sides', and which are still in hand.
pub fn pieces(app: &App, bug: Bug) -> Vec<String> {
    let lang = &app.screen.lang;
    let pos = app.session.game.position();
    let b = pos.board();
    let mut args = crate::lang::Args::new();
    crate::lang::rules::set_bug(lang, &mut args, "bug", bug);
    if !pos.game_type().has(bug) {
        return vec![lang.format("plain-pieces-not-in-game", Some(&args))];
    }
    let mut out = Vec::new();
    let mut hand = Vec::new();
    for color in [Color::White, Color::Black] {
        for n in 1..=bug.count() {
            let Some(piece) = Piece::new(color, bug, n) else {
                continue;
            };
            match b.position(piece) {
                Some(at) => out.push(crate::say!(
                    lang,
                    "plain-piece-at",
                    piece = piece.to_string(),
                    place = place(lang, b, at, piece)
                )),
                None => hand.push(piece.to_string()),
            }
        }
    }
    if out.is_empty() {
        out.push(lang.format("plain-pieces-none", Some(&args)));
    }
    if !hand.is_empty() {
        out.push(crate::say!(lang, "plain-in-hand", pieces = hand.join(" ")));
    }
    out
}

/// What surrounds `piece`: the stack it is in (top first), its neighbours, its free sides,
/// and for a Queen how many sides are covered.
pub fn around(app: &App, piece: Piece) -> Vec<String> {
    let lang = &app.screen.lang;
    let b = app.session.game.position().board();
    let name = piece.to_string();
    let Some(at) = b.position(piece) else {
        return vec![not_on_board(app, piece)];
    };
    let mut out = Vec::new();
    let stack = b.stack_at(at);
    if stack.len() > 1 {
        out.push(crate::say!(
            lang,
            "plain-stack",
            stack = crate::tui::words::stack(lang, &stack)
        ));
    }
    let (near, free) = neighbours(lang, b, at);
    out.push(match near.is_empty() {
        true => crate::say!(lang, "plain-around-none", piece = name.as_str()),
        false => crate::say!(
            lang,
            "plain-around",
            piece = name.as_str(),
            near = crate::lang::rules::list(lang, &near)
        ),
    });
    out.push(free_sides(lang, &free));
    if piece.bug() == Bug::Queen
        && let Some(line) = queen_line(app, piece.color())
    {
        out.push(line);
    }
    out
}

/// The sides with no piece, named.
fn free_sides(lang: &Lang, free: &[Direction]) -> String {
    if free.is_empty() {
        return lang.get("plain-free-none");
    }
    let names: Vec<String> = free.iter().map(|&d| direction(lang, d)).collect();
    crate::say!(
        lang,
        "plain-free",
        count = free.len(),
        sides = crate::lang::rules::list(lang, &names)
    )
}

/// Why `piece` is not on the board: in hand, or not in this game at all.
fn not_on_board(app: &App, piece: Piece) -> String {
    let lang = &app.screen.lang;
    let name = piece.to_string();
    match app.session.game.game_type().has_piece(piece) {
        true => crate::say!(lang, "plain-piece-in-hand", piece = name),
        false => crate::say!(lang, "plain-piece-not-in-game", piece = name),
    }
}

/// Where `piece` can go, each destination told by the pieces beside it (the rules' list
/// of its legal moves, throws of it included).
pub fn moves(app: &App, piece: Piece) -> Vec<String> {
    let lang = &app.screen.lang;
    let pos = app.session.game.position();
    if !pos.game_type().has_piece(piece) {
        return vec![not_on_board(app, piece)];
    }
    let dests: Vec<Hex> = pos.moves_of(piece).iter().filter_map(|m| m.to()).collect();
    let mut dests = reading(dests);
    dests.dedup();
    if dests.is_empty() {
        return vec![why(app, piece)];
    }
    let mut out = vec![crate::say!(
        lang,
        "plain-moves",
        piece = piece.to_string(),
        count = dests.len()
    )];
    for (n, to) in dests.iter().enumerate() {
        out.push(crate::say!(
            lang,
            "plain-destination",
            number = n + 1,
            place = place(lang, pos.board(), *to, piece)
        ));
    }
    out
}

/// Why `piece` cannot move (or be placed) now, in the rules' own words; or that it can.
pub fn why(app: &App, piece: Piece) -> String {
    let lang = &app.screen.lang;
    let pos = app.session.game.position();
    let name = piece.to_string();
    if !pos.game_type().has_piece(piece) {
        return not_on_board(app, piece);
    }
    if app.session.is_over() {
        return crate::say!(lang, "plain-over", result = app.session.result(lang));
    }
    let placed = pos.board().is_placed(piece);
    let reason = match placed {
        true => pos.why_immobile(piece),
        // Only the next of its bug in hand is placed.
        false if pos.next_in_hand(piece.color(), piece.bug()) != Some(piece) => {
            return crate::say!(lang, "plain-not-next", piece = name);
        }
        false => pos.why_unplaceable(piece),
    };
    // A piece in hand is placed, not moved: said so, either way.
    let (refused, free) = match placed {
        true => ("plain-why", "plain-why-free"),
        false => ("plain-why-unplaceable", "plain-why-placeable"),
    };
    match reason {
        Some(why) => crate::say!(
            lang,
            refused,
            piece = name,
            why = crate::tui::words::reason(lang, pos, &why)
        ),
        None => {
            let moves = plain::word(lang, "moves");
            crate::say!(lang, free, piece = name, moves = moves)
        }
    }
}

/// The commands, a line each (the word in the player's language, its letter, what it
/// takes and does), then the six sides. A screen at a seat shared with other people is
/// not told of the commands its room refuses it (taking back, hints, saving a copy, the
/// lessons), and a watcher not of a player's (a move, a draw, resigning, claiming the win):
/// they are told what watching lets them do.
pub fn help(lang: &Lang, place: Place) -> Vec<String> {
    let plays = Color::ALL.iter().any(|&c| place.allows(Act::PlayFor(c)));
    let mut out = vec![lang.get(match plays {
        true => "plain-help-intro",
        false => "plain-help-intro-watcher",
    })];
    let refused = |name: &str| {
        let act = match name {
            "undo" => Act::Undo,
            "redo" => Act::Redo,
            "hint" => Act::Hint,
            "save" => Act::SaveCopy,
            "lessons" | "task" => Act::Learn,
            "draw" | "resign" | "claim" => return !plays,
            _ => return false,
        };
        !place.allows(act)
    };
    // What a watcher's say and quit do.
    let does = |name: &str, id: &'static str| match (plays, name) {
        (false, "say") => "plain-help-say-watcher",
        (false, "quit") => "plain-help-quit-watcher",
        _ => id,
    };
    for (name, letter, id, takes) in TABLE.into_iter().filter(|(name, ..)| !refused(name)) {
        let mut form = plain::word(lang, name);
        if !letter.is_empty() {
            form = format!("{form}, {letter}");
        }
        match takes {
            Takes::Nothing => {}
            Takes::Bug => form.push_str(" A"),
            Takes::Piece => form.push_str(" wQ"),
            Takes::File => form.push_str(&format!(" {}", lang.get("plain-help-file"))),
            Takes::Text => form.push_str(&format!(" {}", lang.get("plain-help-text"))),
        }
        out.push(crate::say!(
            lang,
            "plain-help-line",
            command = form,
            does = lang.get(does(name, id))
        ));
    }
    let sides: Vec<String> = Direction::ALL.iter().map(|&d| direction(lang, d)).collect();
    out.push(crate::say!(
        lang,
        "plain-help-sides",
        sides = crate::lang::rules::list(lang, &sides)
    ));
    out
}
