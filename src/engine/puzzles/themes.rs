//! A puzzle's themes, each decided by one rule that reads the solution line (never by hand).
//!
//! "Solver moves" are the moves of the line on the solver's turns (line index 0, 2, 4, …);
//! each rule is checked in the position where the move is played.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::solve::Kind;
use crate::rules::{Bug, Color, Direction, Game, Hex, Move, Piece, Position};

/// A theme a puzzle may show.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A solver move is a Pillbug throw: the moved piece is the defender's, or it lands
    /// where only a throw takes it ([`Position::throw_only_destinations`]).
    PillbugThrow,
    /// A solver move takes a Beetle (or a Mosquito moving as one) down from a stack: it
    /// leaves a stack of two or more for an empty cell.
    BeetleDrop,
    /// A solver move of an Ant leaves a defender piece that could move before (had the
    /// solver passed instead) without a legal move.
    AntBlock,
    /// A solver move is a Mosquito's (every Mosquito move copies a neighbour).
    MosquitoCopy,
    /// A solver move is a Grasshopper's jump.
    GrasshopperJump,
    /// A solver move is a Ladybug's.
    Ladybug,
    /// At the start, two or more cells beside the defender's Queen are empty, and a solver
    /// move fills one of them that she could not slide into then (both cells flanking the
    /// way occupied: a gate), she still beside it: the solver closes the way she could
    /// not take, not one she could flee by. (Filling the last free cell alone is no gate:
    /// with one cell free, its flanks are always occupied.)
    Gate,
    /// The first solver move does not land beside the defender's Queen (in a save: beside
    /// the solver's own Queen): a quiet move.
    QuietMove,
    /// A solver move is a move of the solver's own Queen.
    QueenMove,
}

/// Not a theme's name.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a puzzle theme")]
pub struct ThemeError(pub String);

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 9] = [
        Theme::PillbugThrow,
        Theme::BeetleDrop,
        Theme::AntBlock,
        Theme::MosquitoCopy,
        Theme::GrasshopperJump,
        Theme::Ladybug,
        Theme::Gate,
        Theme::QuietMove,
        Theme::QueenMove,
    ];

    /// The name the JSON and the command line use.
    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::PillbugThrow => "pillbug-throw",
            Theme::BeetleDrop => "beetle-drop",
            Theme::AntBlock => "ant-block",
            Theme::MosquitoCopy => "mosquito-copy",
            Theme::GrasshopperJump => "grasshopper-jump",
            Theme::Ladybug => "ladybug",
            Theme::Gate => "gate",
            Theme::QuietMove => "quiet-move",
            Theme::QueenMove => "queen-move",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Theme {
    type Err = ThemeError;

    fn from_str(s: &str) -> Result<Theme, ThemeError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.as_str() == s)
            .ok_or_else(|| ThemeError(s.to_string()))
    }
}

/// The themes of a puzzle from `start` whose main line is `line` (MoveStrings, solver
/// first), in [`Theme::ALL`] order. A line that does not replay gives the themes of what
/// does.
pub fn themes(start: &Game, kind: Kind, line: &[String]) -> Vec<Theme> {
    let mut found = Vec::new();
    let mut game = start.clone();
    let solver = start.position().to_move();
    let gated = gated_cells(start.position(), solver.opponent());
    for (i, t) in line.iter().enumerate() {
        let Ok(mv) = crate::rules::parse_move(game.position(), t) else {
            break;
        };
        let pos = game.position().clone();
        if i % 2 == 0 {
            let rules: [(Theme, Rule); 6] = [
                (Theme::PillbugThrow, is_throw),
                (Theme::BeetleDrop, is_drop),
                (Theme::AntBlock, is_block),
                (Theme::MosquitoCopy, |_, mv, _| is_bug(mv, Bug::Mosquito)),
                (Theme::GrasshopperJump, |_, mv, _| {
                    is_bug(mv, Bug::Grasshopper)
                }),
                (Theme::Ladybug, |_, mv, _| is_bug(mv, Bug::Ladybug)),
            ];
            for (theme, rule) in rules {
                if rule(&pos, mv, solver) {
                    found.push(theme);
                }
            }
            if is_queen_move(&pos, mv, solver) {
                found.push(Theme::QueenMove);
            }
            if i == 0 {
                let target = match kind {
                    Kind::Win => solver.opponent(),
                    Kind::Save => solver,
                };
                if !lands_beside_queen(&pos, mv, target) {
                    found.push(Theme::QuietMove);
                }
            }
        }
        if kind == Kind::Win && i % 2 == 0 && closes_gate(&pos, mv, solver.opponent(), &gated) {
            found.push(Theme::Gate);
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    found.sort();
    found.dedup();
    found
}

/// A theme's rule: whether the solver's move in the position shows it.
type Rule = fn(&Position, Move, Color) -> bool;

fn is_bug(mv: Move, bug: Bug) -> bool {
    mv.piece().is_some_and(|p| p.bug() == bug)
}

/// A move of a piece already on the table.
fn is_board_move(pos: &Position, mv: Move) -> bool {
    mv.piece().is_some_and(|p| pos.board().is_placed(p))
}

fn is_throw(pos: &Position, mv: Move, solver: Color) -> bool {
    let (Some(p), Some(to)) = (mv.piece(), mv.to()) else {
        return false;
    };
    is_board_move(pos, mv) && (p.color() != solver || pos.throw_only_destinations(p).contains(&to))
}

fn is_drop(pos: &Position, mv: Move, solver: Color) -> bool {
    let (Some(p), Some(to)) = (mv.piece(), mv.to()) else {
        return false;
    };
    let board = pos.board();
    let from_height = board.position(p).map_or(0, |h| board.height_at(h));
    p.color() == solver
        && matches!(p.bug(), Bug::Beetle | Bug::Mosquito)
        && is_board_move(pos, mv)
        && from_height >= 2
        && !board.is_occupied_at(to)
}

/// The defender's pieces that have a legal move in `pos` with the defender to move.
fn movers(pos: &Position) -> Vec<Piece> {
    let mut out: Vec<Piece> = pos
        .legal_moves()
        .into_iter()
        .filter_map(Move::piece)
        .collect();
    out.sort_by_key(|p| p.index());
    out.dedup();
    out
}

fn is_block(pos: &Position, mv: Move, solver: Color) -> bool {
    if !is_bug(mv, Bug::Ant)
        || !is_board_move(pos, mv)
        || mv.piece().map(Piece::color) != Some(solver)
    {
        return false;
    }
    let mut passed = pos.clone();
    let mut moved = pos.clone();
    if passed.play_unchecked(Move::Pass).is_none() || moved.play_unchecked(mv).is_none() {
        return false;
    }
    if moved.state().is_over() {
        return false;
    }
    let before = movers(&passed);
    let after = movers(&moved);
    before
        .iter()
        .any(|p| p.color() != solver && pos.board().is_placed(*p) && !after.contains(p))
}

fn is_queen_move(pos: &Position, mv: Move, solver: Color) -> bool {
    mv.piece() == Some(Piece::first_of(solver, Bug::Queen)) && is_board_move(pos, mv)
}

fn lands_beside_queen(pos: &Position, mv: Move, color: Color) -> bool {
    let queen = pos.board().position(Piece::first_of(color, Bug::Queen));
    match (mv.to(), queen) {
        (Some(to), Some(q)) => to.distance(q) == 1,
        _ => false,
    }
}

/// Where `loser`'s Queen stands and the gated empty cells beside her (both flanking cells
/// occupied), when two or more cells beside her are empty.
fn gated_cells(pos: &Position, loser: Color) -> Option<(Hex, Vec<Hex>)> {
    let board = pos.board();
    let q = board.position(Piece::first_of(loser, Bug::Queen))?;
    let empty: Vec<Direction> = Direction::ALL
        .into_iter()
        .filter(|&d| !board.is_occupied_at(q.neighbor(d)))
        .collect();
    if empty.len() < 2 {
        return None;
    }
    let gated = empty
        .into_iter()
        .filter(|&d| {
            board.is_occupied_at(q.neighbor(d.cw())) && board.is_occupied_at(q.neighbor(d.ccw()))
        })
        .map(|d| q.neighbor(d))
        .collect();
    Some((q, gated))
}

/// The solver's `mv` fills one of the `gated` cells while `loser`'s Queen still stands
/// where she stood at the start.
fn closes_gate(pos: &Position, mv: Move, loser: Color, gated: &Option<(Hex, Vec<Hex>)>) -> bool {
    let Some((q, cells)) = gated else {
        return false;
    };
    let here = pos.board().position(Piece::first_of(loser, Bug::Queen));
    here == Some(*q) && mv.to().is_some_and(|to| cells.contains(&to))
}
