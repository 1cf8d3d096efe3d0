//! Helpers shared by the test binaries: games from GameStrings, drawn frames, destination
//! sets (rules); fixtures, TSV tables and the shared corpus (`data`); a UHP session over
//! buffers (`uhp`); the `hive` binary run as a user would (`cli`, with the `cli` feature).
#![allow(dead_code)]

#[cfg(feature = "cli")]
pub mod cli;
pub mod data;
pub mod positions;
pub mod uhp;

use std::collections::BTreeSet;

use hive::rules::MoveError;
use hive::rules::{Game, Hex, Illegal, Move, Piece, Position};
use hive::rules::{format_move, parse_move};

/// Replays a GameString, failing the test with the engine's reason if it is refused.
pub fn game(s: &str) -> Game {
    Game::parse(s).unwrap_or_else(|e| panic!("the game string should replay: {e}\n  {s}"))
}

/// A piece by its UHP name.
pub fn piece(name: &str) -> Piece {
    name.parse()
        .unwrap_or_else(|e| panic!("`{name}` is a piece name: {e}"))
}

/// The moves of `s` joined into a GameString body (`wS1;bS1 wS1-;…`) after a header.
pub fn game_string(header: &str, moves: &[&str]) -> String {
    let mut s = header.to_string();
    for m in moves {
        s.push(';');
        s.push_str(m);
    }
    s
}

/// The axial coordinates of a hand-drawn picture: `anchor` stands at `at`, `q` grows east
/// and `r` grows south-east (pointy-top hexes, rows run east–west).
pub struct Frame {
    origin: Hex,
}

impl Frame {
    pub fn new(pos: &Position, anchor: &str, at: (i32, i32)) -> Frame {
        let a = pos
            .board()
            .position(piece(anchor))
            .unwrap_or_else(|| panic!("{anchor} is on the board"));
        Frame {
            origin: a - Hex::new(at.0, at.1),
        }
    }

    /// The hex drawn at `(q, r)`.
    pub fn cell(&self, (q, r): (i32, i32)) -> Hex {
        self.origin + Hex::new(q, r)
    }

    /// Where a hex is drawn.
    pub fn coord(&self, cell: Hex) -> (i32, i32) {
        let d = cell - self.origin;
        (d.q, d.r)
    }
}

/// The destinations of `name` (its own moves and throws of it) in frame coordinates,
/// failing if any destination is listed twice.
pub fn destinations(pos: &Position, frame: &Frame, name: &str) -> BTreeSet<(i32, i32)> {
    let p = piece(name);
    let moves: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.piece() == Some(p))
        .collect();
    let set: BTreeSet<(i32, i32)> = moves
        .iter()
        .map(|m| frame.coord(m.to().expect("a piece move has a destination")))
        .collect();
    assert_eq!(
        set.len(),
        moves.len(),
        "{name}: a destination is listed twice: {:?}\n{pos:?}",
        strings(pos, &moves)
    );
    set
}

/// Asserts the full set of destinations of `name`.
#[track_caller]
pub fn expect_destinations(pos: &Position, frame: &Frame, name: &str, expected: &[(i32, i32)]) {
    let got = destinations(pos, frame, name);
    let want: BTreeSet<(i32, i32)> = expected.iter().copied().collect();
    assert_eq!(
        want.len(),
        expected.len(),
        "the expected list repeats a cell"
    );
    if got != want {
        let missing: Vec<_> = want.difference(&got).collect();
        let extra: Vec<_> = got.difference(&want).collect();
        let extra_moves: Vec<String> = extra
            .iter()
            .map(|&&c| format_move(pos, Move::Piece(piece(name), frame.cell(c))))
            .collect();
        panic!(
            "{name}: destinations differ\n  missing: {missing:?}\n  extra:   {extra:?} {extra_moves:?}\n  got:     {got:?}\n{pos:?}"
        );
    }
}

/// The MoveStrings of some moves, for messages.
pub fn strings(pos: &Position, moves: &[Move]) -> Vec<String> {
    moves.iter().map(|&m| format_move(pos, m)).collect()
}

/// The move a MoveString names here.
pub fn mv(pos: &Position, text: &str) -> Move {
    parse_move(pos, text).unwrap_or_else(|e| panic!("`{text}` names a move here: {e}"))
}

/// The reason `check` gives for a move that must be illegal.
#[track_caller]
pub fn reason(pos: &Position, m: Move) -> Illegal {
    match pos.check(m) {
        Ok(()) => panic!("{} should be illegal here\n{pos:?}", format_move(pos, m)),
        Err(r) => r,
    }
}

/// Plays a MoveString that must be refused for being illegal, checks that the game did not
/// change, and returns the reason.
#[track_caller]
pub fn refused(game: &mut Game, text: &str) -> Illegal {
    let before = game.to_string();
    let r = match game.play_str(text) {
        Ok(m) => panic!("`{text}` should be refused, but played {m:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason,
        Err(e) => panic!("`{text}` should parse and be refused as illegal, not: {e}"),
    };
    assert_eq!(game.to_string(), before, "a refused move changed the game");
    r
}

/// Plays a MoveString that must be legal.
#[track_caller]
pub fn play(game: &mut Game, text: &str) -> Move {
    game.play_str(text)
        .unwrap_or_else(|e| panic!("`{text}` should be legal: {e}\n{:?}", game.position()))
}
