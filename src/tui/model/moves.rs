//! The move list's rows, built in the update when the line of play changes: judging
//! whether a move was a throw asks the rules about the position it was played in, and
//! replaying the whole game for that on every frame cost about a millisecond a frame at
//! 300 plies.

use crate::rules::{Bug, Game, GameType, Move, Position};
use crate::tui::words;

/// The rows of the move list for one line of play: each move as written and whether it
/// threw a piece (`words::is_throw`, judged in the position it was played in), those
/// played first, then the line still ahead (after undo, or in review).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveList {
    /// The line the rows were built for: the game type, the moves played, the redo line.
    line: Option<(GameType, Vec<Move>, Vec<Move>)>,
    /// Each move as written, and whether it threw a piece.
    pub rows: Vec<(String, bool)>,
    /// How many of the rows were played; the rest are ahead.
    pub played: usize,
    /// For each row, how many lines of the game's record take a move there (the row's and
    /// others): more than one marks the move where other lines part from this one. Set by
    /// the update from the record ([`crate::record::Record::forks`]); empty when none.
    pub lines: Vec<usize>,
}

impl MoveList {
    /// The rows for `game` and its `redo` line (the moves taken back, most recent last).
    pub fn of(game: &Game, redo: &[Move]) -> MoveList {
        // Only a Pillbug throws (a Mosquito copies one beside it): without one, nothing to
        // replay.
        let throws = game.game_type().has(Bug::Pillbug);
        let mut replay = Position::with_rules(game.game_type(), game.position().rules());
        let mut rows: Vec<(String, bool)> = game
            .move_strings()
            .zip(game.moves())
            .map(|(text, mv)| {
                let thrown = throws && words::is_throw(&replay, mv);
                if throws {
                    replay.play_unchecked(mv);
                }
                (text.to_string(), thrown)
            })
            .collect();
        let played = rows.len();
        if !redo.is_empty() {
            let mut ahead = game.clone();
            for &mv in redo.iter().rev() {
                let text = ahead.format_move(mv);
                let thrown = throws && words::is_throw(ahead.position(), mv);
                if ahead.play(mv).is_err() {
                    break;
                }
                rows.push((text, thrown));
            }
        }
        MoveList {
            line: Some((game.game_type(), game.moves().collect(), redo.to_vec())),
            rows,
            played,
            lines: Vec::new(),
        }
    }

    /// How many lines take a move at row `i` (1 where no other line parts from this one).
    pub fn lines_at(&self, i: usize) -> usize {
        self.lines.get(i).copied().unwrap_or(1).max(1)
    }

    /// Whether these rows are those of `game` and its `redo` line as they now stand.
    pub fn is_for(&self, game: &Game, redo: &[Move]) -> bool {
        self.line.as_ref().is_some_and(|(t, played, ahead)| {
            *t == game.game_type()
                && ahead == redo
                && played.len() == game.moves().len()
                && played.iter().copied().eq(game.moves())
        })
    }
}
