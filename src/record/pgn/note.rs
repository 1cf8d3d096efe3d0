//! What the PGN reader read leniently or decided for itself, worded for people.

use std::fmt;

use crate::rules::{GameState, GameType};

/// Something read leniently and normalised, or decided by the reader: what it was and what
/// was made of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnNote {
    /// No `GameType` tag: the game type is the smallest that has every piece the moves name.
    GameTypeFromMoves(GameType),
    /// A `GameType` written other than UHP's way (`MLP`, `base+mlp`).
    GameTypeSpelling {
        /// The tag's value.
        given: String,
        /// The game type read.
        read: GameType,
    },
    /// A unique bug written with a number (`wM1`), read without it.
    NumberedUniqueBug {
        /// The name as written.
        written: String,
        /// The plies it was written on.
        plies: Vec<usize>,
    },
    /// A side mark pointing at an occupied cell (`wM /wL` with a piece there), read as a
    /// climb onto the piece on top of that cell.
    ClimbBySide {
        /// The ply.
        ply: usize,
        /// The move as written.
        written: String,
        /// The move read.
        read: String,
    },
    /// A pass written other than `pass`.
    PassSpelling {
        /// The ply.
        ply: usize,
        /// As written.
        written: String,
    },
    /// Move numbers that do not count plies from 1 (the first such line).
    Numbering {
        /// The ply.
        ply: usize,
        /// The number written for it.
        written: u64,
    },
    /// A Queen placed on the first turn: the game is read under the rulebook opening.
    QueenFirst {
        /// The ply (1 or 2).
        ply: usize,
    },
    /// A position occurred for the third time and the record plays on: hivegame.com would
    /// have drawn the game there, so it is read without the repetition rule.
    RepetitionIgnored {
        /// The ply that brought the position about for the third time.
        ply: usize,
    },
    /// The game ended in a draw by repetition (hivegame.com's rule), kept as a declared draw.
    RepetitionDraw {
        /// The ply that brought the position about for the third time.
        ply: usize,
    },
    /// A result written in a form hivegame.com does not write (`½-½`).
    ResultSpelling {
        /// As written.
        given: String,
        /// What it was read as.
        read: &'static str,
    },
    /// The `Result` names no result (`Unknown`, an empty or unknown word): the moves decide.
    ResultFromMoves {
        /// As written.
        given: String,
        /// What the moves give.
        replayed: GameState,
    },
    /// The `Result` contradicts the position the moves end in: the moves count.
    ResultDisagrees {
        /// As written.
        given: String,
        /// What the moves give.
        replayed: GameState,
    },
    /// The `Result` tag says the game ended, no result follows the moves, and the moves do
    /// not end the game themselves: the file may have been cut short (the moves are read as
    /// far as they go).
    ResultLineMissing {
        /// The tag's value.
        given: String,
    },
    /// The result after the moves says other than the `Result` tag (which is read).
    ResultLineDiffers {
        /// The tag's value.
        tag: String,
        /// The line after the moves.
        line: String,
    },
    /// The `Result` names a winner on a board where no Queen is surrounded, and no
    /// `Termination` tag says how the game ended: read as lost off the board.
    WinOffBoard {
        /// As written.
        given: String,
    },
    /// A `TimeControl` tag in a form not read (`40/7200:3600`): the game is read without
    /// a clock.
    TimeControlUnread {
        /// The tag's value.
        given: String,
    },
    /// Clock comments (`[%clk …]`) in a game with no time control read: left out, since
    /// a time left belongs to a clock.
    TimesWithoutControl {
        /// How many moves had one.
        moves: usize,
    },
}

impl PgnNote {
    /// The ply the note is about, when it is about one.
    pub fn ply(&self) -> Option<usize> {
        match self {
            PgnNote::ClimbBySide { ply, .. }
            | PgnNote::PassSpelling { ply, .. }
            | PgnNote::Numbering { ply, .. }
            | PgnNote::QueenFirst { ply }
            | PgnNote::RepetitionIgnored { ply }
            | PgnNote::RepetitionDraw { ply } => Some(*ply),
            PgnNote::NumberedUniqueBug { plies, .. } => plies.first().copied(),
            _ => None,
        }
    }
}

impl fmt::Display for PgnNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnNote::GameTypeFromMoves(t) => {
                write!(f, "no GameType tag: {t}, from the pieces the moves name")
            }
            PgnNote::GameTypeSpelling { given, read } => {
                write!(f, "GameType `{given}` read as `{read}`")
            }
            PgnNote::NumberedUniqueBug { written, plies } => {
                let short: String = written.chars().take(2).collect();
                let list: Vec<String> = plies.iter().map(usize::to_string).collect();
                let word = if plies.len() == 1 { "ply" } else { "plies" };
                write!(
                    f,
                    "`{written}` read as `{short}` (a unique bug takes no number) on {word} {}",
                    list.join(", ")
                )
            }
            PgnNote::ClimbBySide { ply, written, read } => write!(
                f,
                "ply {ply}: `{written}` points at an occupied cell; read as the climb `{read}`"
            ),
            PgnNote::PassSpelling { ply, written } => {
                write!(f, "ply {ply}: `{written}` read as `pass`")
            }
            PgnNote::Numbering { ply, written } => write!(
                f,
                "moves are not numbered by ply: ply {ply} is numbered {written} (the order counts)"
            ),
            PgnNote::QueenFirst { ply } => write!(
                f,
                "ply {ply} places a Queen on the first turn: read under the rulebook opening"
            ),
            PgnNote::RepetitionIgnored { ply } => write!(
                f,
                "ply {ply} repeats a position for the third time and the game goes on: read without the repetition rule"
            ),
            PgnNote::RepetitionDraw { ply } => write!(
                f,
                "ply {ply} repeats a position for the third time: a draw by repetition"
            ),
            PgnNote::ResultSpelling { given, read } => {
                write!(f, "Result `{given}` read as {read}")
            }
            PgnNote::ResultFromMoves { given, replayed } => write!(
                f,
                "Result `{given}` names no result; the moves give {replayed}"
            ),
            PgnNote::ResultDisagrees { given, replayed } => write!(
                f,
                "Result `{given}` contradicts the moves, which give {replayed}; the moves count"
            ),
            PgnNote::ResultLineMissing { given } => write!(
                f,
                "Result `{given}` says the game ended, but no result follows the moves: the file may be cut short"
            ),
            PgnNote::ResultLineDiffers { tag, line } => write!(
                f,
                "the result after the moves, `{line}`, differs from the Result tag `{tag}` (the tag is read)"
            ),
            PgnNote::TimeControlUnread { given } => write!(
                f,
                "TimeControl `{given}` is not a form read (seconds+increment such as `300+3`): read without a clock"
            ),
            PgnNote::TimesWithoutControl { moves } => write!(
                f,
                "{moves} clock comments in a game with no TimeControl: left out"
            ),
            PgnNote::WinOffBoard { given } => write!(
                f,
                "Result `{given}` names a winner but no Queen is surrounded and no Termination says how; read as lost off the board"
            ),
        }
    }
}
