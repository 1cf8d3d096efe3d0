//! A shared game as this screen knows it ([`Link`]): who is in the room, the invitations
//! its host hands out, and whether the room sent this screen out.

use crate::room::{Invitation, Seat};

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
