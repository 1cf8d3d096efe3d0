//! UHP MoveStrings: parse (syntax), resolve (against a position), format (as Mzinga does).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::grid::Cell;
use super::hex::Direction;
use super::moves::{CellMove, Move};
use super::piece::{Piece, PieceError};
use super::position::Position;

/// Where a MoveString puts its piece, relative to a reference piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// The piece already on the board that the destination is named by.
    pub reference: Piece,
    /// The side of the reference, or `None` for on top of it.
    pub side: Option<Direction>,
}

/// A MoveString as written, before it is checked against a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UhpMove {
    /// `pass`.
    Pass,
    /// A piece with no reference: only the first move of a game.
    Alone(Piece),
    /// A piece and where it goes, relative to a reference piece.
    To(Piece, Target),
}

/// Why a MoveString did not parse.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    /// Nothing to read.
    #[error("empty move: expected a MoveString such as `wA1 -bG1`, or `pass`")]
    Empty,
    #[error("`{0}`: a MoveString is a piece, then at most one reference such as `-bG1`")]
    /// More than a piece and one reference.
    TooManyParts(String),
    #[error("{0}")]
    /// A piece name is malformed.
    Piece(#[from] PieceError),
    #[error(
        "`{0}`: a reference takes one direction mark (- / \\), before or after the piece, not both"
    )]
    /// A reference with a mark on both sides.
    TwoMarks(String),
}

/// Why a well-formed MoveString names no move in this position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ResolveError {
    #[error("`{0}` needs a reference piece (only the first move of a game stands alone)")]
    /// Only the first move of a game stands alone.
    NoReference(Piece),
    #[error("the reference `{0}` is not on the board")]
    /// The reference piece is not on the board.
    ReferenceNotPlaced(Piece),
    #[error("the reference `{0}` is not in {1}")]
    /// The reference piece's bug is not in this game type.
    ReferenceNotInGame(Piece, crate::rules::GameType),
    #[error(
        "`{0}` points beside `{1}` at an occupied cell; a move onto a stack names the piece on top, like `{2}`"
    )]
    /// A side mark points at an occupied place (the move as given, the reference, and how
    /// a climb there is written).
    SideOccupied(String, Piece, String),
}

fn mark_before(c: char) -> Option<Direction> {
    match c {
        '-' => Some(Direction::West),
        '/' => Some(Direction::SouthWest),
        '\\' => Some(Direction::NorthWest),
        _ => None,
    }
}

fn mark_after(c: char) -> Option<Direction> {
    match c {
        '-' => Some(Direction::East),
        '/' => Some(Direction::NorthEast),
        '\\' => Some(Direction::SouthEast),
        _ => None,
    }
}

impl FromStr for UhpMove {
    type Err = NotationError;

    /// Permissive: any case, extra white space.
    fn from_str(s: &str) -> Result<UhpMove, NotationError> {
        let mut parts = s.split_whitespace();
        let first = parts.next().ok_or(NotationError::Empty)?;
        if first.eq_ignore_ascii_case("pass") {
            return match parts.next() {
                None => Ok(UhpMove::Pass),
                Some(_) => Err(NotationError::TooManyParts(s.trim().to_string())),
            };
        }
        let piece: Piece = first.parse()?;
        let Some(reference) = parts.next() else {
            return Ok(UhpMove::Alone(piece));
        };
        if parts.next().is_some() {
            return Err(NotationError::TooManyParts(s.trim().to_string()));
        }
        let before = reference.chars().next().and_then(mark_before);
        let after = reference.chars().last().and_then(mark_after);
        let name = match (before, after) {
            (Some(_), Some(_)) => return Err(NotationError::TwoMarks(reference.to_string())),
            (Some(_), None) => &reference[1..],
            (None, Some(_)) => &reference[..reference.len() - 1],
            (None, None) => reference,
        };
        Ok(UhpMove::To(
            piece,
            Target {
                reference: name.parse()?,
                side: before.or(after),
            },
        ))
    }
}

fn mark(
    f: &mut fmt::Formatter<'_>,
    piece: Piece,
    reference: Piece,
    side: Option<Direction>,
) -> fmt::Result {
    match side {
        None => write!(f, "{piece} {reference}"),
        Some(Direction::East) => write!(f, "{piece} {reference}-"),
        Some(Direction::NorthEast) => write!(f, "{piece} {reference}/"),
        Some(Direction::SouthEast) => write!(f, "{piece} {reference}\\"),
        Some(Direction::West) => write!(f, "{piece} -{reference}"),
        Some(Direction::SouthWest) => write!(f, "{piece} /{reference}"),
        Some(Direction::NorthWest) => write!(f, "{piece} \\{reference}"),
    }
}

impl fmt::Display for UhpMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UhpMove::Pass => f.write_str("pass"),
            UhpMove::Alone(p) => write!(f, "{p}"),
            UhpMove::To(p, t) => mark(f, p, t.reference, t.side),
        }
    }
}

impl UhpMove {
    /// The move this names in `pos`: the piece and its destination. Says nothing about
    /// legality (see [`Position::check`] and [`Position::play`]).
    pub fn resolve(self, pos: &Position) -> Result<Move, ResolveError> {
        self.resolve_cell(pos).map(|m| pos.hex_move(m))
    }

    /// [`UhpMove::resolve`] in grid form.
    pub(crate) fn resolve_cell(self, pos: &Position) -> Result<CellMove, ResolveError> {
        match self {
            UhpMove::Pass => Ok(CellMove::Pass),
            UhpMove::Alone(p) if pos.board().is_empty() => Ok(CellMove::Piece(p, Cell::ORIGIN)),
            // A piece not in the game needs no reference to be refused: it is read as a move
            // anywhere, for the rules to say why it is illegal (as they do of a first move).
            UhpMove::Alone(p) if !pos.game_type().has(p.bug()) => {
                Ok(CellMove::Piece(p, Cell::ORIGIN))
            }
            UhpMove::Alone(p) => Err(ResolveError::NoReference(p)),
            UhpMove::To(_, t) if !pos.game_type().has(t.reference.bug()) => Err(
                ResolveError::ReferenceNotInGame(t.reference, pos.game_type()),
            ),
            UhpMove::To(p, t) => {
                let at = pos
                    .board()
                    .cell_of(t.reference)
                    .ok_or(ResolveError::ReferenceNotPlaced(t.reference))?;
                let Some(side) = t.side else {
                    return Ok(CellMove::Piece(p, at));
                };
                let to = at.neighbor(side);
                // The mover's own cell counts as empty: it is about to leave it.
                let board = pos.board();
                let occupied = board.height(to) > u8::from(board.cell_of(p) == Some(to));
                if occupied {
                    let on_top = board.top(to).map_or(String::new(), |t| format!("{p} {t}"));
                    return Err(ResolveError::SideOccupied(
                        self.to_string(),
                        t.reference,
                        on_top,
                    ));
                }
                Ok(CellMove::Piece(p, to))
            }
        }
    }

    /// How `mv` is written in `pos`, choosing the reference as Mzinga does: a climb names
    /// the piece beneath; otherwise, with the mover lifted, the first occupied neighbour of
    /// the destination going clockwise from north-west.
    pub fn from_move(pos: &Position, mv: Move) -> UhpMove {
        match (pos.cell_move(mv), mv) {
            (Some(m), _) => UhpMove::from_cell_move(pos, m),
            (None, Move::Piece(p, _)) => UhpMove::Alone(p),
            (None, Move::Pass) => UhpMove::Pass,
        }
    }

    /// [`UhpMove::from_move`] for a grid move.
    pub(crate) fn from_cell_move(pos: &Position, mv: CellMove) -> UhpMove {
        let CellMove::Piece(piece, to) = mv else {
            return UhpMove::Pass;
        };
        let board = pos.board();
        let from = board.cell_of(piece);
        // The top of `cell` once the mover is lifted.
        let top = |cell: Cell| match board.top(cell) {
            Some(t) if t == piece => board.beneath(piece),
            t => t,
        };
        if Some(to) != from
            && let Some(under) = top(to)
        {
            return UhpMove::To(
                piece,
                Target {
                    reference: under,
                    side: None,
                },
            );
        }
        for d in Direction::ALL {
            if let Some(reference) = top(to.neighbor(d)) {
                return UhpMove::To(
                    piece,
                    Target {
                        reference,
                        side: Some(d.opposite()),
                    },
                );
            }
        }
        UhpMove::Alone(piece)
    }
}

/// Parses a MoveString and resolves it in `pos` (legality is not checked).
pub fn parse_move(pos: &Position, s: &str) -> Result<Move, MoveStringError> {
    Ok(s.parse::<UhpMove>()?.resolve(pos)?)
}

/// The MoveString Mzinga would write for `mv` in `pos`.
pub fn format_move(pos: &Position, mv: Move) -> String {
    UhpMove::from_move(pos, mv).to_string()
}

/// [`format_move`] for a grid move.
pub(crate) fn format_cell_move(pos: &Position, mv: CellMove) -> String {
    UhpMove::from_cell_move(pos, mv).to_string()
}

/// A liberty taken when reading a MoveString leniently: forms other tools write that UHP
/// does not allow, each read as the move it plainly means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Leniency {
    /// A unique bug written with the number 1 (`wM1`), read without it (`wM`).
    NumberedUnique {
        /// The name as written.
        written: String,
        /// The piece it names.
        piece: Piece,
    },
    /// A side mark pointing at an occupied place (`wM /wL` where that cell holds a piece),
    /// read as a climb onto the piece on top there.
    SideMeantClimb {
        /// The MoveString as written.
        written: String,
        /// The same move as UHP writes it.
        canonical: String,
    },
    /// A covered piece named as the reference (`wB1 bQ` where bB1 sits on bQ): UHP names
    /// the piece on top; read as the same place.
    CoveredReference {
        /// The MoveString as written.
        written: String,
        /// The same move as UHP writes it.
        canonical: String,
    },
}

impl fmt::Display for Leniency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Leniency::NumberedUnique { written, piece } => {
                write!(
                    f,
                    "`{written}` read as `{piece}` (a unique bug takes no number)"
                )
            }
            Leniency::SideMeantClimb { written, canonical } => write!(
                f,
                "`{written}` points at an occupied place: read as the climb `{canonical}`"
            ),
            Leniency::CoveredReference { written, canonical } => write!(
                f,
                "`{written}` names a covered piece: read as `{canonical}`, naming the top one"
            ),
        }
    }
}

/// [`parse_move`] that also accepts the forms other tools write (see [`Leniency`]); returns
/// the move and each liberty taken, for the caller to report.
///
/// ```
/// use hive::rules::parse_move_lenient;
/// use hive::Game;
///
/// let game = Game::parse("Base+ML;InProgress;White[2];wL;bS1 wL-")?;
/// let (mv, notes) = parse_move_lenient(game.position(), "wM1 /wL1")?;
/// assert_eq!(game.format_move(mv), "wM /wL");
/// assert_eq!(notes[0].to_string(), "`wM1` read as `wM` (a unique bug takes no number)");
/// assert_eq!(notes.len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_move_lenient(
    pos: &Position,
    s: &str,
) -> Result<(Move, Vec<Leniency>), MoveStringError> {
    let mut notes = Vec::new();
    let words: Vec<String> = s
        .split_whitespace()
        .map(|w| unnumber_unique(w, &mut notes))
        .collect();
    let text = words.join(" ");
    let uhp: UhpMove = text.parse()?;
    let resolved = uhp.resolve_cell(pos);
    let (Err(ResolveError::SideOccupied(..)), UhpMove::To(piece, target)) = (&resolved, uhp) else {
        let mv = resolved?;
        // A reference covered only by the piece that moves is on top once it is lifted:
        // UHP writes it so, and that is no liberty.
        let canonical = format_cell_move(pos, mv);
        if let UhpMove::To(piece, target) = uhp
            && pos.board().is_covered(target.reference)
            && pos.board().beneath(piece) != Some(target.reference)
            && canonical != text
        {
            notes.push(Leniency::CoveredReference {
                written: s.trim().to_string(),
                canonical,
            });
        }
        return Ok((pos.hex_move(mv), notes));
    };
    // The side names an occupied place: the move is a climb onto the stack there.
    let at = pos
        .board()
        .cell_of(target.reference)
        .ok_or(ResolveError::ReferenceNotPlaced(target.reference))?;
    let to = target.side.map_or(at, |d| at.neighbor(d));
    let mv = CellMove::Piece(piece, to);
    notes.push(Leniency::SideMeantClimb {
        written: s.trim().to_string(),
        canonical: format_cell_move(pos, mv),
    });
    Ok((pos.hex_move(mv), notes))
}

/// `wM1` → `wM` (keeping any direction mark), noting it; other words unchanged.
fn unnumber_unique(word: &str, notes: &mut Vec<Leniency>) -> String {
    let lead: String = word
        .chars()
        .take_while(|&c| mark_before(c).is_some())
        .collect();
    let rest = &word[lead.len()..];
    let trail: String = rest
        .chars()
        .rev()
        .take_while(|&c| mark_after(c).is_some())
        .collect();
    let name = &rest[..rest.len() - trail.len()];
    let Some(short) = name.strip_suffix('1') else {
        return word.to_string();
    };
    match (name.parse::<Piece>(), short.parse::<Piece>()) {
        (Err(PieceError::UniqueWithNumber { .. }), Ok(piece)) => {
            notes.push(Leniency::NumberedUnique {
                written: name.to_string(),
                piece,
            });
            format!("{lead}{short}{trail}")
        }
        _ => word.to_string(),
    }
}

/// Either way a MoveString can fail before legality is considered.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveStringError {
    /// The text is not a MoveString.
    #[error(transparent)]
    Syntax(#[from] NotationError),
    /// The MoveString names no move in this position.
    #[error(transparent)]
    Resolve(#[from] ResolveError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_not_in_the_game_is_named_before_its_reference_is_asked_for() {
        // A tester's `bP` in Base+M was told it "needs a reference piece".
        let mut game = crate::rules::Game::parse("Base+M;InProgress;Black[1];wS1").unwrap();
        for text in ["bP", "bP wS1-"] {
            let err = game.play_str(text).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("`{text}` is illegal: bP is not in Base+M")
            );
        }
        // Nor is a reference not in the game said to be off the board only.
        let err = game.play_str("bS1 -wL").unwrap_err();
        assert_eq!(err.to_string(), "the reference `wL` is not in Base+M");
    }

    #[test]
    fn a_covered_reference_is_read_as_its_stack_and_said() {
        // bB1 has climbed onto bQ: `wA1 bQ\` names the covered Queen for the place beside
        // that stack, which UHP names by bB1.
        let game = crate::rules::Game::parse(
            r"Base;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bB1 bQ-;wA2 /wQ;bB1 bQ",
        )
        .unwrap();
        let (mv, notes) = parse_move_lenient(game.position(), r"wA1 bQ\").unwrap();
        assert_eq!(game.format_move(mv), r"wA1 bB1\");
        assert_eq!(
            notes,
            [Leniency::CoveredReference {
                written: r"wA1 bQ\".into(),
                canonical: r"wA1 bB1\".into()
            }]
        );
        // A Beetle stepping off names the piece it leaves: uncovered once it is lifted,
        // so nothing to say, though UHP would name another neighbour (a tester's warning).
        let off = crate::rules::Game::parse(
            r"Base;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ",
        )
        .unwrap();
        let (mv, notes) = parse_move_lenient(off.position(), r"wB1 wQ/").unwrap();
        assert_eq!(off.format_move(mv), r"wB1 \wS1");
        assert_eq!(notes, []);
        // Named by the top piece, nothing to say.
        let (_, notes) = parse_move_lenient(game.position(), r"wA1 bB1\").unwrap();
        assert!(notes.is_empty());
    }

    /// A boardspace game (the corpus's, as a tester exported it) before White's 16th move:
    /// wB1 sits on bP.
    const BEETLE_ON_PILLBUG: &str = r"Base+MLP;InProgress;White[16];wS1;bL /wS1;wA1 \wS1;bB1 -bL;wQ wS1-;bS1 bB1\;wP \wQ;bQ /bB1;wQ wP/;bP -bB1;wA1 /bQ;bS2 \bB1;wB1 -wA1;bB2 bS2/;wB1 wA1;bS1 wP\;wB1 bQ;bB2 -wS1;wS2 wB1\;bS1 wQ/;wA2 wS2-;bG1 \bB2;wA2 bB1\;bB1 wA2;wB1 bP;bB1 wS2;wG1 /wA1;bG2 bB1\;wG1 bS2\;bB1 wA2";

    #[test]
    fn a_reference_covered_only_by_the_mover_is_no_liberty() {
        // wB1 stepping down beside the Pillbug it covers names her, as UHP writes it: she
        // is on top once it is lifted (a tester saw our own `validmoves` answer warned
        // about on `play`).
        let game = crate::rules::Game::parse(BEETLE_ON_PILLBUG).unwrap();
        let (mv, notes) = parse_move_lenient(game.position(), "wB1 /bP").unwrap();
        assert_eq!(game.format_move(mv), "wB1 /bP");
        assert!(notes.is_empty(), "{notes:?}");
    }

    #[test]
    fn marks_parse_to_their_directions() {
        let cases = [
            ("wA1 bG1-", Some(Direction::East)),
            ("wA1 -bG1", Some(Direction::West)),
            ("wA1 bG1/", Some(Direction::NorthEast)),
            ("wA1 /bG1", Some(Direction::SouthWest)),
            ("wA1 bG1\\", Some(Direction::SouthEast)),
            ("wA1 \\bG1", Some(Direction::NorthWest)),
            ("wA1 bG1", None),
        ];
        for (s, side) in cases {
            let m: UhpMove = s.parse().unwrap();
            match m {
                UhpMove::To(_, t) => assert_eq!(t.side, side, "{s}"),
                _ => panic!("{s}"),
            }
            assert_eq!(m.to_string(), s);
        }
    }

    #[test]
    fn parsing_is_permissive_about_case_and_spaces() {
        let m: UhpMove = "  WA1    -bg1 ".parse().unwrap();
        assert_eq!(m.to_string(), "wA1 -bG1");
        assert_eq!("PASS".parse::<UhpMove>(), Ok(UhpMove::Pass));
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        assert_eq!("".parse::<UhpMove>(), Err(NotationError::Empty));
        assert!(matches!(
            "wA1 -bG1 x".parse::<UhpMove>(),
            Err(NotationError::TooManyParts(_))
        ));
        assert!(matches!(
            "wA1 -bG1-".parse::<UhpMove>(),
            Err(NotationError::TwoMarks(_))
        ));
        assert!(matches!(
            "wA4 -bG1".parse::<UhpMove>(),
            Err(NotationError::Piece(_))
        ));
        assert!("wA1 -".parse::<UhpMove>().is_err());
        assert!("wA1 --".parse::<UhpMove>().is_err());
    }
}
