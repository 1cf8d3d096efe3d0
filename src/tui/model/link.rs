//! A game shared between screens (`hive serve`, `hive play --invite`): each screen holds a
//! seat, proposes what its player does, and applies what the room, the one authoritative
//! game, says happened. The room validates and saves every change before any screen shows
//! it, so a screen changes its game only on [`News`].

use crate::rules::{Color, Move};

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
    /// The draw was agreed (accepted by this side).
    Drawn(Color),
    /// The seat's proposal was not taken, and why (told to that seat only).
    Refused(String),
    /// A player came or went: the seat's colour, and whether it is here now.
    Presence(Color, bool),
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

/// A shared game as this screen knows it: who is here, and the invitations its host
/// hands out (none on a guest's screen).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// Whether each player (White first) has a screen in the room.
    pub here: [bool; 2],
    /// The invitations, for the host's screen.
    pub invitations: Vec<Invitation>,
}

impl Link {
    /// The invitations still waiting to be taken: a player's while that player is away,
    /// and the watchers' beside them (there is no telling when the last watcher came).
    pub fn waiting(&self) -> Vec<&Invitation> {
        let away = |i: &Invitation| i.seat.color().is_some_and(|c| !self.here[c.index()]);
        if !self.invitations.iter().any(away) {
            return Vec::new();
        }
        self.invitations
            .iter()
            .filter(|i| away(i) || i.seat == Seat::Watcher)
            .collect()
    }
}
