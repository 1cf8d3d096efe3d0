//! Why a move is not legal: the reasons themselves, which the rules give and front ends
//! word. What finds them is `explain`.

use std::fmt;

use thiserror::Error;

use super::game_type::GameType;
use super::piece::{Bug, Color, Piece};

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

/// Why a piece free to move has no move to one cell. `Display` gives a clause that follows
/// "cannot reach that cell:".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum Route {
    /// The cell named is where the piece stands.
    #[error("it is already there")]
    SameCell,
    /// Only a Beetle (or a Mosquito acting as one) ends a move on top of the hive.
    #[error("{} ends its move on an empty cell", with_article(*.0))]
    Occupied(Bug),
    /// A Queen, Pillbug or Beetle moves to a neighbouring cell only.
    #[error("{} moves one cell at a time", with_article(*.0))]
    OneCell(Bug),
    /// Freedom to move: a ground step between two stacks that touch each other.
    #[error("the gap between {0} and {1} is too narrow to slide through (freedom to move)")]
    Gate(Piece, Piece),
    /// Freedom to move on top of the hive: both stacks beside the step are higher than
    /// both of its ends.
    #[error("{0} and {1} stand too high on both sides of that step (freedom to move)")]
    HighGate(Piece, Piece),
    /// A ground step with no stack beside it: the piece would leave the hive on the way.
    #[error("it would lose touch with the hive on the way; pieces slide along the hive")]
    LosesTouch,
    /// The cell touches no other piece: the hive would fall apart there.
    #[error("that cell touches no other piece")]
    Detached,
    /// A Grasshopper jumps along one of the six straight lines.
    #[error("a Grasshopper jumps in a straight line")]
    NotInLine,
    /// A Grasshopper's jump passes over at least one piece.
    #[error("a Grasshopper must jump over at least one piece")]
    NothingToJump,
    /// A Grasshopper lands on the first empty cell of its line.
    #[error("a Grasshopper lands on the first empty cell of its line")]
    PastTheGap,
    /// The Spider's three slides, never turning back, do not end there (an Ant's would).
    #[error("a Spider moves exactly three cells around the hive, never back")]
    NotThreeCells,
    /// The cell touches the hive, but every way into it is too narrow to slide through.
    #[error("no way into that cell is wide enough to slide through (freedom to move)")]
    ShutIn,
    /// A Ladybug takes two steps on top of the hive and one down.
    #[error("a Ladybug moves two cells on top of the hive, then one down")]
    LadybugPath,
    /// A Mosquito on the ground moves as the bugs it touches; none of them goes there.
    #[error("none of the bugs it copies ({0}) moves there")]
    Copies(Bugs),
    /// The piece cannot move by itself now; a Pillbug may still throw it.
    #[error("it can only be thrown now, onto an empty cell next to the Pillbug")]
    ThrowOnly,
    /// A throw to that cell (empty, next to the Pillbug) passes between stacks too high.
    #[error(
        "the Pillbug cannot set it down there: the stacks either side are too high (freedom to move)"
    )]
    ThrowGate,
    /// The way is blocked in a way none of the above describes.
    #[error("the way there is blocked")]
    Blocked,
}

/// A set of bugs, shown as "Queen, Spider and Ant".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Bugs(u8);

impl Bugs {
    /// The set with `bug` added.
    pub fn with(self, bug: Bug) -> Bugs {
        Bugs(self.0 | 1 << bug.index())
    }

    /// The bugs in the set, in [`Bug::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Bug> {
        Bug::ALL
            .into_iter()
            .filter(move |b| self.0 & (1 << b.index()) != 0)
    }
}

impl fmt::Display for Bugs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Bug::name).collect();
        match names.split_last() {
            None => f.write_str("nothing"),
            Some((last, [])) => f.write_str(last),
            Some((last, rest)) => write!(f, "{} and {last}", rest.join(", ")),
        }
    }
}

/// Why `piece` at `from`, moving as `bug`, does not reach `to`.
/// `a Spider`, `an Ant`.
fn with_article(bug: Bug) -> String {
    let name = bug.name();
    match name.starts_with(['A', 'E', 'I', 'O', 'U']) {
        true => format!("an {name}"),
        false => format!("a {name}"),
    }
}
