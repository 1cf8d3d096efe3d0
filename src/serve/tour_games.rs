//! The tournaments' games at the server's tables ([`TourGames`]): which tournament,
//! round and members each is, shared by the runner (`super::tour`), which fills it, and
//! the lobby, which lists a member's games and seats them.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use crate::club::{MemberId, TournamentId};
use crate::room::TableId;
use crate::rules::Color;

/// A tournament's game being played at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourGame {
    /// Its tournament.
    pub tournament: TournamentId,
    /// The tournament's name.
    pub name: String,
    /// Its round.
    pub round: u32,
    /// White's member.
    pub white: MemberId,
    /// Black's member.
    pub black: MemberId,
}

impl TourGame {
    /// The colour `member` plays, if they play this game.
    pub fn color_of(&self, member: MemberId) -> Option<Color> {
        match member {
            m if m == self.white => Some(Color::White),
            m if m == self.black => Some(Color::Black),
            _ => None,
        }
    }
}

/// The tournaments' games at the server's tables. Cloning shares them.
#[derive(Clone, Debug, Default)]
pub struct TourGames(Arc<Mutex<HashMap<TableId, TourGame>>>);

impl TourGames {
    pub(crate) fn lock(&self) -> MutexGuard<'_, HashMap<TableId, TourGame>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The games `member` plays, by table, oldest first.
    pub fn of(&self, member: MemberId) -> Vec<(TableId, TourGame)> {
        let mut found: Vec<(TableId, TourGame)> = self
            .lock()
            .iter()
            .filter(|(_, g)| g.color_of(member).is_some())
            .map(|(id, g)| (*id, g.clone()))
            .collect();
        found.sort_by_key(|(id, _)| *id);
        found
    }

    /// Table `id`'s game, if it is a tournament's.
    pub fn get(&self, id: TableId) -> Option<TourGame> {
        self.lock().get(&id).cloned()
    }
}
