//! The words plain mode builds its sentences from: the six sides, a place told by a piece
//! beside it, a piece's neighbours, how much of a Queen is covered, a move as a sentence.

use crate::lang::{Args, Lang};
use crate::rules::{Board, Color, Direction, Game, Hex, Move, Piece, Position};
use crate::tui::model::App;

/// The id a direction goes by in the message files' selectors.
pub fn code(d: Direction) -> &'static str {
    match d {
        Direction::NorthWest => "nw",
        Direction::NorthEast => "ne",
        Direction::East => "e",
        Direction::SouthEast => "se",
        Direction::SouthWest => "sw",
        Direction::West => "w",
    }
}

/// A direction's name (`north-west`).
pub fn direction(lang: &Lang, d: Direction) -> String {
    crate::say!(lang, "plain-direction", dir = code(d))
}

/// The top piece of `cell` leaving `moving` out (it is about to leave it, or is the piece
/// whose place is told).
fn top_without(board: &Board, cell: Hex, moving: Piece) -> Option<Piece> {
    board
        .stack_at(cell)
        .into_iter()
        .rev()
        .find(|&p| p != moving)
}

/// Where `cell` is, told by the pieces there and around it, `moving` left out: on top of
/// the piece under it, else beside the first neighbour clockwise from north-west, on that
/// neighbour's side it lies on.
pub fn place(lang: &Lang, board: &Board, cell: Hex, moving: Piece) -> String {
    place_said(lang, board, cell, moving, "plain-alone")
}

/// [`place`] where a move puts `moving`: alone, the word then agrees with the piece as the
/// move's object ("ставят Муравья wA1 одного").
fn destination(lang: &Lang, board: &Board, cell: Hex, moving: Piece) -> String {
    place_said(lang, board, cell, moving, "plain-alone-object")
}

/// [`place`], saying a piece alone with the message `alone`.
fn place_said(lang: &Lang, board: &Board, cell: Hex, moving: Piece, alone: &str) -> String {
    if let Some(under) = top_without(board, cell, moving) {
        return crate::say!(lang, "plain-on-top", piece = under.to_string());
    }
    for d in Direction::ALL {
        if let Some(next) = top_without(board, cell.neighbor(d), moving) {
            return crate::say!(
                lang,
                "plain-beside",
                piece = next.to_string(),
                dir = code(d.opposite())
            );
        }
    }
    // "Alone" agrees with the piece in languages with genders.
    let gender = crate::say!(
        lang,
        "plain-gender",
        bug = crate::lang::rules::bug_key(moving.bug())
    );
    crate::say!(lang, alone, gender = gender)
}

/// The neighbours of `cell` as "bA1 to the north-west, wS1 to the east" (each the top of
/// its stack), and the sides where there is none.
pub fn neighbours(lang: &Lang, board: &Board, cell: Hex) -> (Vec<String>, Vec<Direction>) {
    let mut near = Vec::new();
    let mut free = Vec::new();
    for d in Direction::ALL {
        match board.top_at(cell.neighbor(d)) {
            Some(p) => near.push(crate::say!(
                lang,
                "plain-neighbour",
                piece = p.to_string(),
                dir = code(d)
            )),
            None => free.push(d),
        }
    }
    (near, free)
}

/// How many of the six sides of `color`'s Queen are covered, if she is on the board.
pub fn queen_covered(board: &Board, color: Color) -> Option<usize> {
    let queen = Piece::new(color, crate::rules::Bug::Queen, 1)?;
    let at = board.position(queen)?;
    Some(
        at.neighbors()
            .iter()
            .filter(|&&n| board.top_at(n).is_some())
            .count(),
    )
}

/// Args with `side` (and its forms) set to `color`, the player's name after it.
pub(super) fn side_args(app: &App, color: Color) -> Args<'static> {
    let mut args = Args::new();
    let name = app.session.name(color).into_owned();
    crate::lang::rules::set_side(&app.screen.lang, &mut args, "side", color, &name);
    args
}

/// The ply `game`'s last move made, told as a sentence: who placed or moved which piece
/// where. `None` at the start.
pub fn move_sentence(app: &App, game: &Game) -> Option<String> {
    let (mv, _) = game.last_move()?;
    let lang = &app.screen.lang;
    let mut before = game.clone();
    before.undo();
    let mover = before.position().to_move();
    let mut args = side_args(app, mover);
    let board = game.position().board();
    let id = match mv {
        Move::Pass => "plain-passed",
        Move::Piece(piece, to) => {
            args.set("piece", piece.to_string());
            crate::lang::rules::set_bug(lang, &mut args, "bug", piece.bug());
            args.set("where", destination(lang, board, to, piece));
            if piece.color() != mover {
                "plain-thrown"
            } else if before.position().board().is_placed(piece) {
                "plain-moved"
            } else {
                "plain-placed"
            }
        }
    };
    Some(lang.format(id, Some(&args)))
}

/// What comes after a move: the result, or who is to move (and that they must pass).
pub fn next_sentence(app: &App) -> String {
    let lang = &app.screen.lang;
    if app.session.is_over() {
        return crate::say!(lang, "plain-over", result = app.session.result(lang));
    }
    let pos: &Position = app.session.game.position();
    let args = side_args(app, pos.to_move());
    let id = match pos.must_pass() {
        true => "plain-must-pass",
        false => "plain-to-move",
    };
    lang.format(id, Some(&args))
}
