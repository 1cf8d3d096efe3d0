//! Whether a move is legal, and playing it only then: a move is legal when the generator
//! lists it; a refused one is explained (why) by `explain`.

use super::illegal::Illegal;
use super::movegen::MoveList;
use super::moves::{CellMove, Move, Undo};
use super::position::Position;

impl Position {
    /// Plays a legal move; returns what [`Position::undo`] needs to take it back, or says
    /// why the move is illegal (the position is unchanged then).
    ///
    /// ```
    /// use hive::rules::{Bug, Color, GameType, Hex, Illegal, Move, Piece, Position};
    ///
    /// let mut pos = Position::new(GameType::BASE);
    /// let queen = Piece::new(Color::White, Bug::Queen, 1).unwrap();
    /// let spider = Piece::new(Color::White, Bug::Spider, 1).unwrap();
    /// // The tournament opening: no Queen on the first turn.
    /// assert_eq!(pos.play(Move::Piece(queen, Hex::ORIGIN)), Err(Illegal::QueenOnFirstTurn));
    /// let undo = pos.play(Move::Piece(spider, Hex::ORIGIN)).unwrap();
    /// assert_eq!(pos.board().top_at(Hex::ORIGIN), Some(spider));
    /// pos.undo(undo);
    /// assert!(pos.board().is_empty());
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<Undo, Illegal> {
        let raw = self.check_cell_move(mv)?;
        Ok(self.play_cell_move(raw))
    }

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
}
