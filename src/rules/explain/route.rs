//! Why a piece that can move cannot reach one particular cell: its bug's way of moving, or
//! the shape of the hive in its way.

use crate::rules::board::Board;
use crate::rules::grid::Cell;
use crate::rules::hex::{Direction, Hex};
use crate::rules::illegal::{Bugs, Route};
use crate::rules::movegen::{Context, reach_as};
use crate::rules::piece::{Bug, Piece};
use crate::rules::position::Position;

impl Position {
    /// Why `piece` (on the board, with some legal move) has none to `to`; `None` stands
    /// for a cell too far from the hive to have a place on the grid.
    pub(crate) fn why_unreachable(&self, piece: Piece, to: Option<Cell>) -> Route {
        let board = self.board();
        let Some(from) = board.cell_of(piece) else {
            return Route::Blocked;
        };
        let ctx = Context::new(self);
        let own = piece.color() == self.to_move() && ctx.may_move(piece, from, board.ring(from));
        if !own {
            // An empty cell beside a Pillbug that could throw the piece: the throw's way is
            // what is blocked.
            let beside_thrower =
                to.is_some_and(|to| {
                    board.height(to) == 0
                        && ctx.throwers.iter().flatten().any(|&(t, at)| {
                            t != piece && at.is_adjacent(from) && at.is_adjacent(to)
                        })
                });
            return if beside_thrower {
                Route::ThrowGate
            } else {
                Route::ThrowOnly
            };
        }
        match to {
            Some(to) if to == from => Route::SameCell,
            Some(to) => route(board, piece.bug(), piece, from, to),
            None => match piece.bug() {
                bug @ (Bug::Queen | Bug::Pillbug | Bug::Beetle) => Route::OneCell(bug),
                _ => Route::Detached,
            },
        }
    }
}

fn route(board: &Board, bug: Bug, piece: Piece, from: Cell, to: Cell) -> Route {
    let below = board.height(from) - 1;
    let occupied = board.height(to) != 0;
    match bug {
        Bug::Mosquito if below > 0 => route(board, Bug::Beetle, piece, from, to),
        Bug::Mosquito => {
            let copies = from
                .neighbors()
                .into_iter()
                .filter_map(|n| board.top(n))
                .map(Piece::bug)
                .filter(|&b| b != Bug::Mosquito)
                .fold(Bugs::default(), Bugs::with);
            let mut bugs = copies.iter();
            match (bugs.next(), bugs.next()) {
                (Some(only), None) => route(board, only, piece, from, to),
                _ => Route::Copies(copies),
            }
        }
        Bug::Queen | Bug::Pillbug | Bug::Beetle => step(board, bug, from, to, below),
        Bug::Grasshopper => jump(board, from, to),
        _ if occupied => Route::Occupied(bug),
        _ if !touches_hive(board, from, to) => Route::Detached,
        Bug::Spider if reach_as(board, Bug::Ant, piece, from).contains(&to) => Route::NotThreeCells,
        Bug::Ladybug => Route::LadybugPath,
        _ => Route::ShutIn,
    }
}

/// A one-cell step (Queen, Pillbug, Beetle) from `from`, with `below` pieces under the
/// mover, to `to`.
fn step(board: &Board, bug: Bug, from: Cell, to: Cell, below: u8) -> Route {
    let Some((d, 1)) = line(board, from, to) else {
        return Route::OneCell(bug);
    };
    let there = board.height(to);
    if there != 0 && bug != Bug::Beetle {
        return Route::Occupied(bug);
    }
    let (l, r) = (from.neighbor(d.ccw()), from.neighbor(d.cw()));
    let flanks = (board.top(l), board.top(r));
    if below == 0 && there == 0 {
        return match flanks {
            (Some(a), Some(b)) => Route::Gate(a, b),
            (None, None) => Route::LosesTouch,
            _ => Route::Blocked,
        };
    }
    match flanks {
        (Some(a), Some(b)) if board.height(l).min(board.height(r)) > below.max(there) => {
            Route::HighGate(a, b)
        }
        _ => Route::Blocked,
    }
}

/// A Grasshopper's jump from `from` to `to`.
fn jump(board: &Board, from: Cell, to: Cell) -> Route {
    if board.height(to) != 0 {
        return Route::Occupied(Bug::Grasshopper);
    }
    let Some((d, steps)) = line(board, from, to) else {
        return Route::NotInLine;
    };
    if steps == 1 {
        return Route::NothingToJump;
    }
    let mut c = from;
    for _ in 1..steps {
        c = c.neighbor(d);
        if board.height(c) == 0 {
            return Route::PastTheGap;
        }
    }
    Route::Blocked
}

/// The direction and number of steps from `from` to `to` when they lie on one of the six
/// straight lines. Worked out in table coordinates: on the wrapping grid, a cell far along
/// one line can share its index with a cell on another.
fn line(board: &Board, from: Cell, to: Cell) -> Option<(Direction, i32)> {
    let (a, b) = (board.hex(from), board.hex(to));
    let steps = a.distance(b);
    Direction::ALL.into_iter().find_map(|d| {
        let (dq, dr) = d.offset();
        (steps > 0 && Hex::new(a.q + dq * steps, a.r + dr * steps) == b).then_some((d, steps))
    })
}

/// Whether `to` touches a stack other than the mover's own, once the mover has left `from`.
fn touches_hive(board: &Board, from: Cell, to: Cell) -> bool {
    to.neighbors()
        .into_iter()
        .any(|n| board.height(n) > u8::from(n == from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bug_sets_read_as_a_list() {
        let none = Bugs::default();
        assert_eq!(none.to_string(), "nothing");
        assert_eq!(none.with(Bug::Ant).to_string(), "Ant");
        let three = none.with(Bug::Ant).with(Bug::Queen).with(Bug::Spider);
        assert_eq!(three.to_string(), "Queen, Spider and Ant");
    }

    #[test]
    fn bugs_take_their_article() {
        // A tester read "a Ant ends its move on an empty cell".
        assert_eq!(
            Route::Occupied(Bug::Ant).to_string(),
            "an Ant ends its move on an empty cell"
        );
        assert_eq!(
            Route::OneCell(Bug::Queen).to_string(),
            "a Queen moves one cell at a time"
        );
    }
}
