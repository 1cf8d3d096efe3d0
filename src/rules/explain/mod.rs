//! Why a move is illegal, or why a piece cannot move: reasons the front ends can word.

mod route;

use super::grid::Cell;
use super::hex::Hex;
use super::illegal::Illegal;
use super::movegen::{Context, MoveList, placement};
use super::moves::Move;
use super::piece::{Bug, Color, Piece};
use super::position::Position;

impl Position {
    /// Why `piece` (on the board) has no legal move now, or `None` if it has one.
    pub fn why_immobile(&self, piece: Piece) -> Option<Illegal> {
        if self.state().is_over() {
            return Some(Illegal::GameOver);
        }
        if !self.moves_of(piece).is_empty() {
            return None;
        }
        let me = self.to_move();
        let board = self.board();
        let from = board.cell_of(piece)?;
        let ctx = Context::new(self);
        let thrower_adjacent = ctx
            .throwers
            .iter()
            .flatten()
            .any(|&(t, at)| t != piece && from.direction_to(at).is_some());
        if piece.color() != me && !thrower_adjacent {
            return Some(Illegal::NotYourPiece {
                piece,
                owner: piece.color(),
                mover: me,
            });
        }
        if !self.queen_placed(me) {
            return Some(Illegal::QueenNotPlaced(me));
        }
        if let Some(top) = board.top(from).filter(|&t| t != piece) {
            return Some(Illegal::Covered { piece, by: top });
        }
        if self.stunned() == Some(piece) {
            return Some(Illegal::JustMoved(piece));
        }
        if board.height(from) == 1 && ctx.is_pinned(piece, from) {
            return Some(Illegal::WouldBreakHive(piece));
        }
        if piece.color() != me && board.height(from) > 1 {
            return Some(Illegal::StackedCannotBeThrown(piece));
        }
        if piece.bug() == Bug::Mosquito && self.mosquito_copies(piece).is_empty() {
            return Some(Illegal::CopiesNothing(piece));
        }
        if piece.color() != me {
            return Some(Illegal::ThrowBlocked(piece));
        }
        Some(Illegal::NoRoom(piece))
    }

    /// Why `piece`, in hand, cannot be placed anywhere now, or `None` if it can.
    pub fn why_unplaceable(&self, piece: Piece) -> Option<Illegal> {
        let to = self.placement_cells().first().copied();
        match to {
            Some(cell) => self.check(Move::Piece(piece, cell)).err(),
            // No cell at all: the piece's own reasons first, then the hive's.
            None => self
                .check(Move::Piece(piece, Hex::ORIGIN))
                .err()
                .map(|why| {
                    if why == Illegal::PlaceOnOccupied {
                        Illegal::NowhereToPlace(self.to_move())
                    } else {
                        why
                    }
                }),
        }
    }

    /// Every legal move of one piece (its own moves and throws of it).
    pub fn moves_of(&self, piece: Piece) -> Vec<Move> {
        // Listed in table coordinates, like every public answer.
        self.legal_moves()
            .into_iter()
            .filter(|m| m.piece() == Some(piece))
            .collect()
    }

    /// The bugs a Mosquito at its place would copy now (the tops of adjacent stacks, other
    /// Mosquitoes excluded); a Mosquito on top of the hive moves as a Beetle only.
    pub fn mosquito_copies(&self, mosquito: Piece) -> Vec<Bug> {
        let board = self.board();
        let Some(at) = board.cell_of(mosquito) else {
            return Vec::new();
        };
        if board.height(at) > 1 {
            return vec![Bug::Beetle];
        }
        let mut bugs: Vec<Bug> = at
            .neighbors()
            .into_iter()
            .filter_map(|n| board.top(n))
            .map(Piece::bug)
            .filter(|&b| b != Bug::Mosquito)
            .collect();
        bugs.sort();
        bugs.dedup();
        bugs
    }

    /// The cells where the side to move may place a piece now (ignoring which bugs).
    pub fn placement_cells(&self) -> Vec<Hex> {
        let mut list = MoveList::new();
        let mut buf = [Cell::ORIGIN; 64];
        let n = placement::cells(self, &mut list, &mut buf);
        buf[..n].iter().map(|&c| self.board().hex(c)).collect()
    }

    /// Why placing `piece` at `to` (`None`: out of the hive's reach) is illegal.
    pub(crate) fn why_not_placed(
        &self,
        piece: Piece,
        to: Option<Cell>,
        list: &mut MoveList,
    ) -> Illegal {
        let me = self.to_move();
        if piece.color() != me {
            return Illegal::NotYourPiece {
                piece,
                owner: piece.color(),
                mover: me,
            };
        }
        if let Some(expected) = self.next_in_hand(me, piece.bug())
            && expected != piece
        {
            return Illegal::OutOfOrder { piece, expected };
        }
        if piece.bug() == Bug::Queen && !self.rules().opening.allows_queen_on(self.turn()) {
            return Illegal::QueenOnFirstTurn;
        }
        if self.must_place_queen() && piece.bug() != Bug::Queen {
            return Illegal::MustPlaceQueen(me);
        }
        let board = self.board();
        if to.is_some_and(|c| board.is_occupied(c)) {
            return Illegal::PlaceOnOccupied;
        }
        if self.ply() == 1 {
            return Illegal::FirstPlacementApart;
        }
        let Some(to) = to else {
            let mut buf = [Cell::ORIGIN; 64];
            return if placement::cells(self, list, &mut buf) == 0 {
                Illegal::NowhereToPlace(me)
            } else {
                Illegal::PlacementNotTouchingOwn
            };
        };
        let mut buf = [Cell::ORIGIN; 64];
        let n = placement::cells(self, list, &mut buf);
        debug_assert!(!buf[..n].contains(&to));
        let touches = |c: Color| {
            to.neighbors()
                .into_iter()
                .any(|n| board.top(n).is_some_and(|t| t.color() == c))
        };
        if touches(me.opponent()) {
            Illegal::PlacementTouchesOpponent
        } else {
            Illegal::PlacementNotTouchingOwn
        }
    }
}
