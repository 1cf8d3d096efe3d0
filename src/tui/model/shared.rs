//! A shared game as this screen knows it ([`Link`]): who is in the room, the invitations
//! its host hands out, and whether the room sent this screen out.

use crate::room::{Invitation, Said, Seat};

/// A shared game as this screen knows it: who is here, and the invitations its host
/// hands out (none on a guest's screen).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// Whether each player (White first) has a screen in the room.
    pub here: [bool; 2],
    /// The invitations, for the host's screen.
    pub invitations: Vec<Invitation>,
    /// The server's host key fingerprint, shown beside the invitations (the host's).
    pub host_key: Option<String>,
    /// Why the room sent this screen out, once it has: the game ends here.
    pub sent_out: Option<String>,
    /// Talk at the table: what was said, and the message being typed.
    pub talk: Talk,
    /// How long the opponent may be away before this seat may claim the win (an untimed
    /// game on a server that allows claims).
    pub claims: Option<std::time::Duration>,
    /// The side that left the game, when it ended so: the other claimed the win.
    pub abandoned: Option<crate::rules::Color>,
    /// Whether the server's computer plays the other side (a game against it at the
    /// table): the hints it does not give are not refused as between people.
    pub against_computer: bool,
}

/// How many messages said at the table a screen keeps (it shows the last that fit).
pub const HEARD: usize = 30;

/// Talk at a shared game's table as this screen has it. Never saved: the room tells it
/// and forgets it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Talk {
    /// What was said since this screen came, oldest first (the last [`HEARD`]).
    pub heard: Vec<Said>,
    /// The message being typed, while the line to type it on is open.
    pub typing: Option<String>,
    /// How many messages this screen has heard in all (plain mode reads out the new ones).
    pub total: usize,
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
