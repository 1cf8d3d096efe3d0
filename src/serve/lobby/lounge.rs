//! The club's lounge in a server: who is in the lobby now (members, by their
//! connections), the games made from seeks (both players' keys, so that each finds the
//! game in their own list), what a member is to be told when they next look (their seek
//! accepted, their challenge declined), and the caps on seeks and running games. Shared by
//! every guest's thread; the seeks themselves live in the club's database.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::club::MemberId;
use crate::room::{Owner, TableId};
use crate::rules::Color;

/// Open seeks one member may have at once, by default.
pub const MAX_SEEKS: usize = 5;
/// Games one member may be playing at once, by default.
pub const MAX_RUNNING: usize = 20;

/// A game made from a seek: its table and the key and number of the member at each side
/// (White first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// Its table.
    pub table: TableId,
    /// White's and Black's keys and member numbers.
    pub players: [(Owner, MemberId); 2],
}

impl Match {
    /// The colour `owner` plays in it, if they play.
    pub fn color_of(&self, owner: &Owner) -> Option<Color> {
        [Color::White, Color::Black]
            .into_iter()
            .find(|c| self.players[c.index()].0 == *owner)
    }
}

/// What a member is told when they next look at the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `by` accepted their seek; the game is `table`.
    Accepted {
        /// The accepter's name.
        by: String,
        /// The game made.
        table: TableId,
    },
    /// `by` declined their challenge.
    Declined {
        /// The name of the member challenged.
        by: String,
    },
    /// `by` challenged them (a rematch, or any challenge).
    Challenged {
        /// The challenger's name.
        by: String,
    },
}

#[derive(Debug, Default)]
struct State {
    /// The members in the lobby: their names, how many connections they have there, and
    /// the key of their first.
    here: BTreeMap<MemberId, (String, usize, Owner)>,
    /// The games made from seeks, oldest first.
    matches: Vec<Match>,
    /// What each member is to be told.
    news: HashMap<MemberId, Vec<Notice>>,
}

/// The lounge, shared. Cloning shares it.
#[derive(Clone, Debug)]
pub struct Lounge {
    state: Arc<Mutex<State>>,
    /// Open seeks a member may have at once (`hive serve --max-seeks`).
    pub max_seeks: usize,
    /// Games a member may be playing at once (`hive serve --max-running`).
    pub max_running: usize,
}

impl Default for Lounge {
    fn default() -> Lounge {
        Lounge::new(MAX_SEEKS, MAX_RUNNING)
    }
}

impl Lounge {
    /// An empty lounge with these caps.
    pub fn new(max_seeks: usize, max_running: usize) -> Lounge {
        Lounge {
            state: Arc::default(),
            max_seeks,
            max_running,
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Every change under the lock is whole before it lets go.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// `member` (called `name`) comes into the lobby with the key `owner`; whether it is
    /// their first connection.
    pub fn arrive(&self, member: MemberId, name: &str, owner: &Owner) -> bool {
        let mut state = self.lock();
        let entry = state
            .here
            .entry(member)
            .or_insert((name.to_string(), 0, owner.clone()));
        entry.1 += 1;
        entry.1 == 1
    }

    /// One of `member`'s connections leaves the lobby; whether it was their last.
    pub fn leave(&self, member: MemberId) -> bool {
        let mut state = self.lock();
        let Some(entry) = state.here.get_mut(&member) else {
            return false;
        };
        entry.1 = entry.1.saturating_sub(1);
        if entry.1 > 0 {
            return false;
        }
        state.here.remove(&member);
        state.news.remove(&member);
        true
    }

    /// The members in the lobby now, by number (their names as they chose them).
    pub fn here(&self) -> Vec<(MemberId, String)> {
        let state = self.lock();
        state
            .here
            .iter()
            .map(|(id, (name, _, _))| (*id, name.clone()))
            .collect()
    }

    /// The key `member` came into the lobby with, while they are here.
    pub fn owner_of(&self, member: MemberId) -> Option<Owner> {
        self.lock()
            .here
            .get(&member)
            .map(|(_, _, owner)| owner.clone())
    }

    /// Whether `member` is in the lobby now.
    pub fn is_here(&self, member: MemberId) -> bool {
        self.lock().here.contains_key(&member)
    }

    /// A game was made from a seek.
    pub fn matched(&self, game: Match) {
        self.lock().matches.push(game);
    }

    /// The games made from seeks that `owner` plays, newest first, of those for which
    /// `served` still holds (the others are forgotten).
    pub fn matches_of(&self, owner: &Owner, served: impl Fn(TableId) -> bool) -> Vec<Match> {
        let mut state = self.lock();
        state.matches.retain(|m| served(m.table));
        let mut mine: Vec<Match> = state
            .matches
            .iter()
            .filter(|m| m.color_of(owner).is_some())
            .cloned()
            .collect();
        mine.reverse();
        mine
    }

    /// `member` is to be told `notice` (if they are here).
    pub fn tell(&self, member: MemberId, notice: Notice) {
        let mut state = self.lock();
        if state.here.contains_key(&member) {
            state.news.entry(member).or_default().push(notice);
        }
    }

    /// What `member` is to be told now (then nothing more until there is news).
    pub fn news(&self, member: MemberId) -> Vec<Notice> {
        self.lock().news.remove(&member).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_is_here_until_their_last_connection_leaves() {
        let lounge = Lounge::default();
        let key = Owner("SHA256:a".into());
        assert!(lounge.arrive(1, "ann", &key));
        assert!(!lounge.arrive(1, "ann", &Owner("SHA256:other".into())));
        assert!(lounge.arrive(2, "bob", &Owner("SHA256:b".into())));
        assert_eq!(lounge.owner_of(1), Some(key));
        assert_eq!(lounge.here(), [(1, "ann".into()), (2, "bob".into())]);
        lounge.tell(2, Notice::Declined { by: "ann".into() });
        // Nobody absent is told anything.
        lounge.tell(3, Notice::Declined { by: "ann".into() });
        assert_eq!(lounge.news(2), [Notice::Declined { by: "ann".into() }]);
        assert!(lounge.news(2).is_empty());
        assert!(!lounge.leave(1));
        assert!(lounge.is_here(1));
        assert!(lounge.leave(1));
        assert!(!lounge.is_here(1));
        assert!(!lounge.leave(1));
        assert_eq!(lounge.owner_of(1), None);
        assert!(lounge.news(3).is_empty());
    }

    #[test]
    fn each_player_of_a_matched_game_finds_it_until_it_is_gone() {
        let lounge = Lounge::default();
        let (ann, bob) = (Owner("SHA256:a".into()), Owner("SHA256:b".into()));
        for n in [1, 2] {
            lounge.matched(Match {
                table: TableId(n),
                players: [(ann.clone(), 1), (bob.clone(), 2)],
            });
        }
        let tables = |m: Vec<Match>| m.iter().map(|m| m.table.0).collect::<Vec<_>>();
        assert_eq!(tables(lounge.matches_of(&bob, |_| true)), [2, 1]);
        assert_eq!(
            lounge.matches_of(&ann, |_| true)[0].color_of(&ann),
            Some(Color::White)
        );
        assert!(lounge.matches_of(&Owner("x".into()), |_| true).is_empty());
        assert_eq!(tables(lounge.matches_of(&ann, |t| t.0 != 2)), [1]);
        assert_eq!(tables(lounge.matches_of(&ann, |_| true)), [1]);
    }
}
