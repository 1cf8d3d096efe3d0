//! What the screens of a shared game and its room say to each other (`hive serve`, `hive
//! play --invite`): each screen holds a seat, proposes what its player does, and applies
//! what the room, the one authoritative game, says happened. The room validates and saves
//! every change before any screen shows it, so a screen changes its game only on [`News`].

use std::time::{Duration, Instant};

use crate::clock::TimeControl;
use crate::rules::{Color, Illegal, Move};

/// Who a screen is in a shared game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The player of this colour: moves on its turns, resigns, offers and answers draws.
    Player(Color),
    /// A spectator: watches and reviews, never moves.
    Watcher,
}

impl Seat {
    /// The colour this seat plays, if it plays.
    pub fn color(self) -> Option<Color> {
        match self {
            Seat::Player(c) => Some(c),
            Seat::Watcher => None,
        }
    }
}

/// What a screen asks the room to do for its player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proposal {
    /// Play this move (the room checks it is the seat's turn and the move is legal).
    Play(Move),
    /// Resign the game.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw(bool),
    /// A flag fell on this screen's clock: the room looks at its own clock, which decides.
    /// Any seat may say so (a watcher too): nothing is taken on its word.
    FlagFell,
    /// Claim the win in an untimed game the opponent has been away from for longer than
    /// the host allows ([`crate::room::Room::allow_claims`]).
    ClaimWin,
    /// Say this at the table (chat): no game action, never in the game's record. A
    /// player's words go to every screen; a watcher's to the watchers alone while the
    /// game runs.
    Say(String),
    /// Take the game back to this many plies (the moves after them kept to play again);
    /// at the ply it stands at, take back its resignation or agreed draw. Only a room of
    /// seats at one screen takes it: between people nothing is taken back.
    TakeBack(usize),
}

/// What the room tells the screens: what happened to the game, or why a proposal was not
/// taken. Every change is saved before it is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// This move was played (by the side to move before it).
    Played(Move),
    /// This side resigned.
    Resigned(Color),
    /// This side offers a draw.
    DrawOffered(Color),
    /// This side declined the draw offered to it.
    DrawDeclined(Color),
    /// The game was taken back to this many plies (a resignation or agreed draw lifted,
    /// where it stands there already): a room of seats at one screen only.
    TakenBack(usize),
    /// The draw was agreed (accepted by this side).
    Drawn(Color),
    /// The seat's proposal was not taken, and why (told to that seat only).
    Refused(Refusal),
    /// A player came or went: the seat's colour, and whether it is here now.
    Presence(Color, bool),
    /// This side's player is called this from now on (a club member who took a guest's
    /// seat with their key).
    Named(Color, String),
    /// The room's clock as it stands now (after a move, a start or stop, a flag fall):
    /// every screen draws it from this alone.
    Clock(ClockNews),
    /// This side's time ran out on the room's clock: it lost on time.
    TimedOut(Color),
    /// This side was away from an untimed game for longer than the host allows, and the
    /// other claimed the win.
    Abandoned(Color),
    /// The computer's move waits its turn in the server's searches: this many are ahead
    /// of it.
    Queued(usize),
    /// The room sent this screen out (its game was closed, or its seat given a new code),
    /// and why: the screen leaves the game.
    SentOut(SendOff),
    /// Someone at the table said something (see [`Proposal::Say`]).
    Said(Said),
    /// This screen's message was not sent, and why (told to that seat only).
    NotSaid(crate::chat::ChatRefusal),
}

/// A message said at a game's table, as the room tells it. The text is as typed: a screen
/// escapes it when it shows it ([`crate::chat::shown`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// Who said it: a player's seat, or a watcher's.
    pub seat: Seat,
    /// The watcher's number in the room (for telling watchers apart; 0 for a player).
    pub watcher: usize,
    /// What they said.
    pub text: String,
}

/// Why the room did not take a seat's proposal: each screen words it in its player's
/// language. `Display` gives the English, for logs.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A watcher proposed something: only the players act.
    #[error("You are watching: only the players act.")]
    Watching,
    /// The game is over.
    #[error("The game is over.")]
    Over,
    /// A move proposed on the other side's turn.
    #[error("It is not your turn.")]
    NotYourTurn,
    /// The rules refuse it, and why (in the position the screen shows).
    #[error("That move is illegal: {0}.")]
    Illegal(Illegal),
    /// A second draw offer while the first stands.
    #[error("Your draw offer stands: wait for the answer.")]
    OfferStands,
    /// A second draw offer in the same move (the first was declined): one a move.
    #[error("You have offered a draw this move: offer again after your next move.")]
    OfferedThisMove,
    /// An answer to a draw no one offered.
    #[error("No draw is offered to you.")]
    NoOffer,
    /// A flag said to have fallen that the room's clock does not show fallen.
    #[error("The clock has not run out.")]
    ClockNotOut,
    /// A claim of the win in a game on a clock: the clock decides a timed game.
    #[error("A game on a clock is decided by the clock: there is nothing to claim.")]
    ClaimOnClock,
    /// A claim of the win on a server that takes none.
    #[error("This server takes no claims of a game a player left.")]
    NoClaims,
    /// A claim of the win while the opponent is here (or has not come yet).
    #[error("Your opponent is not away: there is nothing to claim.")]
    NotAway,
    /// A claim of the win before the opponent has been away as long as the host asks:
    /// how much longer.
    #[error("Your opponent has not been away long enough: claim again in {} s.", .0.as_secs())]
    NotAwayLongEnough(Duration),
    /// A take-back between people: moves are taken back at one screen only.
    #[error("Moves are not taken back in a game between people.")]
    NoTakeBacks,
    /// A take-back to a ply the game has not reached, or of an ending it does not have.
    #[error("There is nothing to take back.")]
    NothingToTakeBack,
    /// The save could not be written, so nothing was played; the file system's words.
    #[error("Not played: the game could not be saved ({0}).")]
    NotSaved(String),
}

/// Why the room sent a screen out: each screen words it in its player's language.
/// `Display` gives the English, for logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SendOff {
    /// The game's owner closed it from the lobby.
    #[error("The game's owner closed it. Every move played is saved.")]
    Closed,
    /// The game's owner gave it new codes from the lobby.
    #[error(
        "The game's owner gave it new codes: ask them for the new line. Every move played is saved."
    )]
    OwnerRenewed,
    /// The host of `hive play --invite` gave the game new codes.
    #[error(
        "The host gave this game new codes: ask them for the new line. Every move played is saved."
    )]
    HostRenewed,
    /// The host of `hive serve` gave this seat a new code.
    #[error("The host gave this seat a new code. Every move played is saved.")]
    SeatRenewed,
}

/// The room's clock as the screens draw it: each side's time left as of `at`, and the
/// side whose time runs from then. The screens and the room share one process, so `at`
/// is an instant on the same time line as every screen's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockNews {
    /// Each side's time left at `at` (White, Black).
    pub left: [Duration; 2],
    /// The side whose time runs from `at`, if any runs.
    pub running: Option<Color>,
    /// When the room looked.
    pub at: Instant,
}

/// A shared game's clock as a screen joining it starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedClock {
    /// The time control.
    pub control: TimeControl,
    /// The mover's time left after each ply of the game, where known (review shows how
    /// long each took).
    pub plies: Vec<Option<Duration>>,
    /// The clock as it stands.
    pub now: ClockNews,
    /// The side that lost on time, in a game lost on time.
    pub flagged: Option<Color>,
}

/// A way into a shared game that its host hands out: the seat it gives, and the line the
/// person types (`ssh -p 2222 CODE@HOST`). Shown to the host while the seat waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The seat it gives.
    pub seat: Seat,
    /// What the person invited types.
    pub line: String,
}

impl Invitation {
    /// What it is for, as the host reads it: `Black joins with:` or `To watch:`.
    pub fn label(&self) -> String {
        match self.seat {
            Seat::Player(color) => format!("{color} joins with:"),
            Seat::Watcher => "To watch:".to_string(),
        }
    }
}
