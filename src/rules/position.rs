//! A position: the board, whose turn it is, the stunned piece and the outcome; play and undo.

use std::fmt;

use super::board::Board;
use super::game_type::GameType;
use super::hex::Hex;
use super::moves::{CellMove, Move, Undo};
use super::piece::{Bug, Color, Piece, PieceSet, pieces_in};
use super::settings::Rules;
use super::state::GameState;

/// A Hive position.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    game_type: GameType,
    ply: u32,
    pub(crate) stunned: Option<Piece>,
    state: GameState,
    rules: Rules,
}

impl Position {
    /// The empty board, White to move, under the tournament rules (UHP's).
    pub fn new(game_type: GameType) -> Position {
        Position::with_rules(game_type, Rules::default())
    }

    /// The empty board, White to move, under `rules`.
    pub fn with_rules(game_type: GameType, rules: Rules) -> Position {
        Position {
            board: Board::new(),
            game_type,
            ply: 0,
            stunned: None,
            state: GameState::NotStarted,
            rules,
        }
    }

    /// The rules settings this game is played under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The pieces on the table.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Which bugs are in play.
    pub fn game_type(&self) -> GameType {
        self.game_type
    }

    /// Plies played (passes included).
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The side to move (after the game ends: the side that would move next).
    #[inline]
    pub fn to_move(&self) -> Color {
        if self.ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The side to move's turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.ply / 2 + 1
    }

    /// Whether the game is on, and if not how it ended.
    pub fn state(&self) -> GameState {
        self.state
    }

    /// The piece moved on the previous ply, which may not move, be thrown or throw now.
    pub fn stunned(&self) -> Option<Piece> {
        self.stunned
    }

    /// A Zobrist hash of everything that decides the legal moves from here: the pieces'
    /// places, the side to move and the stunned piece. Updated incrementally by play/undo.
    #[inline]
    pub fn hash(&self) -> u64 {
        let mut h = self.board.hash();
        if !self.ply.is_multiple_of(2) {
            h ^= 0x5A5A_5A5A_F0F0_F0F0;
        }
        if let Some(p) = self.stunned {
            h ^= super::board::zobrist(0xFFFF_0000 | p.index() as u64);
        }
        h
    }

    /// The UHP TurnString, e.g. `Black[3]`.
    pub fn turn_string(&self) -> String {
        format!("{}[{}]", self.to_move(), self.turn())
    }

    /// Whether `color` has placed its Queen.
    pub fn queen_placed(&self, color: Color) -> bool {
        self.board.is_placed(queen(color))
    }

    /// The piece of this bug that `color` would place next, if any is left in hand and the
    /// bug is in this game.
    pub fn next_in_hand(&self, color: Color, bug: Bug) -> Option<Piece> {
        if !self.game_type.has(bug) {
            return None;
        }
        // Multi-count bugs enter in number order, so the lowest unplaced bit is next.
        pieces_in(bug.mask(color) & !self.board.placed_mask()).next()
    }

    /// How many pieces of this bug `color` still has in hand.
    pub fn in_hand(&self, color: Color, bug: Bug) -> u8 {
        if !self.game_type.has(bug) {
            return 0;
        }
        (bug.mask(color) & !self.board.placed_mask()).count_ones() as u8
    }

    /// The pieces `color` has not placed yet (only bugs in this game).
    pub fn hand(&self, color: Color) -> PieceSet {
        let in_game = Bug::ALL
            .into_iter()
            .filter(|&b| self.game_type.has(b))
            .fold(0, |m, b| m | b.mask(color));
        PieceSet::from_bits(in_game & !self.board.placed_mask())
    }

    /// Whether the side to move must place its Queen this turn.
    pub fn must_place_queen(&self) -> bool {
        self.turn() == 4 && !self.queen_placed(self.to_move())
    }

    /// Plays `mv` without checking that it is legal; returns what [`Position::undo`] needs,
    /// or `None` (nothing played) when its hex lies beyond the hive's reach on the grid.
    ///
    /// For moves this position listed (from [`Position::legal_moves`]); anything else
    /// leaves a position the rules would never reach. [`Position::play_fast`] is the same
    /// for a [`CellMove`], with no conversion.
    pub fn play_unchecked(&mut self, mv: Move) -> Option<Undo> {
        let raw = self.cell_move(mv)?;
        Some(self.play_cell_move(raw))
    }

    /// The grid form of `mv`, or `None` when its hex is out of the hive's reach.
    pub fn cell_move(&self, mv: Move) -> Option<CellMove> {
        match mv {
            Move::Pass => Some(CellMove::Pass),
            Move::Piece(p, h) => self.board.cell_of_hex(h).map(|c| CellMove::Piece(p, c)),
        }
    }

    /// The table form of a grid move, in this position.
    pub fn hex_move(&self, mv: CellMove) -> Move {
        match mv {
            CellMove::Pass => Move::Pass,
            CellMove::Piece(p, c) => Move::Piece(p, self.board.hex(c)),
        }
    }

    /// Plays a grid move without checking it, keeping every piece's table coordinate.
    pub(crate) fn play_cell_move(&mut self, mv: CellMove) -> Undo {
        self.apply::<true>(mv)
    }

    /// Plays a grid move without checking it and without updating the moved piece's table
    /// coordinate: the search's and perft's path, where every move is undone before anyone
    /// asks for a [`Hex`] (until then [`Board::position`] of the moved piece is stale).
    /// Saves about a tenth of perft's time. For moves this position listed
    /// ([`Position::generate_moves`]).
    #[inline]
    pub fn play_fast(&mut self, mv: CellMove) -> Undo {
        self.apply::<false>(mv)
    }

    #[inline(always)]
    fn apply<const TRACK: bool>(&mut self, mv: CellMove) -> Undo {
        let undo = Undo {
            mv,
            from: None,
            from_hex: None,
            stunned: self.stunned,
            state: self.state,
            hash: self.board.hash(),
        };
        let undo = match mv {
            CellMove::Pass => {
                self.stunned = None;
                undo
            }
            CellMove::Piece(piece, to) => {
                let from = self.board.cell_of(piece);
                let from_hex = if TRACK {
                    self.board.position(piece)
                } else {
                    None
                };
                if from.is_some() {
                    self.board.lift_piece(piece);
                }
                if TRACK {
                    // Read with the mover lifted: from the stack it climbs or a neighbour.
                    let hex = self.board.hex(to);
                    self.board.set_hex(piece, hex);
                }
                self.board.drop_piece(piece, to);
                self.stunned = Some(piece);
                Undo {
                    from,
                    from_hex,
                    ..undo
                }
            }
        };
        self.ply += 1;
        // A surrounded Queen needs six neighbours, so seven pieces, so seven moves: until
        // then the game goes on (the opening, where perft and a search's first plies spend
        // their time). Counting the pieces instead would cost a popcount, which the default
        // target computes in a dozen instructions.
        self.state = if self.ply < 7 {
            GameState::InProgress
        } else {
            self.compute_state()
        };
        undo
    }

    /// Takes back the move that returned `undo`; it must be the last move played.
    pub fn undo(&mut self, undo: Undo) {
        if let CellMove::Piece(piece, _) = undo.mv {
            self.board.take_back(piece, undo.from, undo.hash);
            // A piece back in the hand keeps no coordinate, so equal positions compare equal.
            let hex = undo.from_hex.or(undo.from.is_none().then_some(Hex::ORIGIN));
            if let Some(hex) = hex {
                self.board.set_hex(piece, hex);
            }
        }
        self.ply -= 1;
        self.stunned = undo.stunned;
        self.state = undo.state;
    }

    fn compute_state(&self) -> GameState {
        let lost = |c: Color| {
            self.board
                .cell_of(queen(c))
                .is_some_and(|q| self.board.occupied_neighbors(q) == 6)
        };
        match (lost(Color::White), lost(Color::Black)) {
            (true, true) => GameState::Draw,
            (true, false) => GameState::BlackWins,
            (false, true) => GameState::WhiteWins,
            (false, false) if self.ply == 0 => GameState::NotStarted,
            (false, false) => GameState::InProgress,
        }
    }
}

/// The Queen of a colour.
pub(crate) fn queen(color: Color) -> Piece {
    Piece::first_of(color, Bug::Queen)
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{};{};{}",
            self.game_type,
            self.state,
            self.turn_string()
        )?;
        write!(f, "{:?}", self.board)
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Game, Hex, Move};

    #[test]
    fn a_hex_beyond_the_grid_is_played_as_nothing_not_as_a_pass() {
        let game = Game::parse("Base;InProgress;Black[1];wS1").unwrap();
        let before = game.position().clone();
        let pos = &mut game.position().clone();
        let far = Move::Piece("bS1".parse().unwrap(), Hex::new(40, 0));
        // It used to play a pass, giving the turn away.
        assert_eq!(pos.play_unchecked(far), None);
        assert_eq!(*pos, before);
    }

    fn hash_of(game: &str) -> u64 {
        Game::parse(game).unwrap().position().hash()
    }

    #[test]
    fn hash_depends_on_the_position_not_the_move_order() {
        let a = "Base;InProgress;White[1];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 \\wS1;bG1 bS1/";
        let b = "Base;InProgress;White[1];wS1;bS1 wS1-;wG1 \\wS1;bA1 bS1-;wA1 -wS1;bG1 bS1/";
        assert_eq!(hash_of(a), hash_of(b));
        // Same pieces, but a different piece was moved last (and so is stunned).
        let a5 = "Base;InProgress;White[1];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 \\wS1";
        let b5 = "Base;InProgress;White[1];wS1;bS1 wS1-;wG1 \\wS1;bA1 bS1-;wA1 -wS1";
        assert_ne!(hash_of(a5), hash_of(b5));
        assert_ne!(hash_of(a), hash_of(a5));
    }

    #[test]
    fn undo_restores_the_hash() {
        let mut game = Game::parse("Base+MLP;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1").unwrap();
        let before = game.position().hash();
        game.play_str("bQ bS1-").unwrap();
        assert_ne!(game.position().hash(), before);
        game.undo();
        assert_eq!(game.position().hash(), before);
    }
}
