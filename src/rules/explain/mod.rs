//! Why a move is illegal, or why a piece cannot move: reasons the front ends can word.

use thiserror::Error;

mod route;
pub use route::{Bugs, Route};

use super::game_type::GameType;
use super::grid::Cell;
use super::hex::Hex;
use super::movegen::{Context, MoveList, placement};
use super::piece::{Bug, Color, Piece};
use super::position::{CellMove, Move, Position};

/// The reason a move is not legal. `Display` gives a plain sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum Illegal {
    /// Nothing may be played once the game has ended.
    #[error("the game is over")]
    GameOver,
    #[error("{0} cannot pass: there are legal moves")]
    /// This side has a legal move, so it may not pass.
    CannotPass(Color),
    #[error("{piece} is not in {game_type}")]
    /// The piece's bug is not in this game type.
    NotInGame {
        /// The piece named.
        piece: Piece,
        /// The game's type.
        game_type: GameType,
    },
    #[error("{piece} is {owner}'s piece, and it is {mover}'s turn")]
    /// The piece belongs to the side not to move (and no Pillbug of the mover can throw it).
    NotYourPiece {
        /// The piece named.
        piece: Piece,
        /// Its owner.
        owner: Color,
        /// The side to move.
        mover: Color,
    },
    #[error("{piece} must wait: {expected} enters play first")]
    /// Pieces of one bug enter in number order: `expected` comes first.
    OutOfOrder {
        /// The piece named.
        piece: Piece,
        /// The one that must be placed before it.
        expected: Piece,
    },
    #[error("the Queen cannot be placed on the first turn")]
    /// The tournament opening rule: no Queen on a side's first turn.
    QueenOnFirstTurn,
    #[error("{0} must place the Queen this turn (fourth turn)")]
    /// A side's fourth turn without its Queen on the board must place her.
    MustPlaceQueen(Color),
    #[error("{0} cannot move pieces before placing the Queen")]
    /// No piece may move before its side's Queen is placed.
    QueenNotPlaced(Color),
    #[error("pieces are placed on empty cells only")]
    /// A placement onto a stack.
    PlaceOnOccupied,
    #[error("Black's first piece must touch White's")]
    /// Black's first piece must go next to White's.
    FirstPlacementApart,
    #[error("a new piece must touch a stack of its own colour")]
    /// A placement must touch one of the mover's stacks.
    PlacementNotTouchingOwn,
    #[error("a new piece may not touch the opponent's pieces")]
    /// A placement may not touch an opponent's stack.
    PlacementTouchesOpponent,
    #[error("{piece} is covered by {by}")]
    /// A covered piece cannot move.
    Covered {
        /// The piece named.
        piece: Piece,
        /// The piece on top of its stack.
        by: Piece,
    },
    #[error("{0} moved last turn and cannot move or be moved by a Pillbug now")]
    /// The piece moved (or was thrown) on the last ply.
    JustMoved(Piece),
    #[error("moving {0} would split the hive")]
    /// Lifting the piece would split the hive in two (one-hive rule).
    WouldBreakHive(Piece),
    #[error(
        "{0} has no room to move: every gap around it is too narrow to slide through \
         (freedom to move) or leads away from the hive"
    )]
    /// The piece is free but every way out is blocked (freedom to move).
    NoRoom(Piece),
    #[error("{piece} cannot reach that cell: {why}")]
    /// The piece can move, but not to that place.
    Unreachable {
        /// The piece named.
        piece: Piece,
        /// What stops it.
        why: Route,
    },
    #[error(
        "{0} cannot be thrown: its way onto the Pillbug and down passes between stacks too \
         high (freedom to move)"
    )]
    /// The piece may be thrown, but every way over the Pillbug is blocked by high stacks.
    ThrowBlocked(Piece),
    #[error("{0} is in a stack and cannot be thrown")]
    /// A Pillbug throws only pieces on the ground.
    StackedCannotBeThrown(Piece),
    #[error("{0} touches no bug but a Mosquito, so it has no move to copy")]
    /// A Mosquito on the ground copies the bugs it touches; another Mosquito gives nothing.
    CopiesNothing(Piece),
    #[error("{0} has no empty cell that touches its pieces and none of the opponent's")]
    /// No placement is possible anywhere for the side to move.
    NowhereToPlace(Color),
}

impl Position {
    /// `Ok` when `mv` is legal, otherwise the first reason it is not.
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        self.check_cell_move(mv).map(|_| ())
    }

    /// The grid form of `mv` when it is legal, otherwise the first reason it is not.
    pub(crate) fn check_cell_move(&self, mv: Move) -> Result<CellMove, Illegal> {
        if self.state().is_over() {
            return Err(Illegal::GameOver);
        }
        let mut list = MoveList::new();
        self.generate_moves(&mut list);
        let raw = self.cell_move(mv);
        if let Some(raw) = raw
            && list.as_slice().contains(&raw)
        {
            return Ok(raw);
        }
        let Move::Piece(piece, _) = mv else {
            return Err(Illegal::CannotPass(self.to_move()));
        };
        if !self.game_type().has_piece(piece) {
            return Err(Illegal::NotInGame {
                piece,
                game_type: self.game_type(),
            });
        }
        if self.board().is_placed(piece) {
            return Err(self.why_immobile(piece).unwrap_or_else(|| {
                let to = raw.and_then(|m| match m {
                    CellMove::Piece(_, c) => Some(c),
                    CellMove::Pass => None,
                });
                Illegal::Unreachable {
                    piece,
                    why: self.why_unreachable(piece, to),
                }
            }));
        }
        let to = raw.and_then(|m| match m {
            CellMove::Piece(_, c) => Some(c),
            CellMove::Pass => None,
        });
        Err(self.why_not_placed(piece, to, &mut list))
    }

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
    fn why_not_placed(&self, piece: Piece, to: Option<Cell>, list: &mut MoveList) -> Illegal {
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
