//! Several games on one server: each game ([`Table`]) is a room of its own with its own save
//! file, and each invite code gives one seat at one table. A table made from the lobby
//! belongs to the key that made it ([`Owner`]), which alone sees it listed and may sit at
//! its seat again; everyone else comes in by code. The number of tables is capped.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use super::invite::{Admits, Invite, InviteId, Invites};
use crate::clock::TimeControl;
use crate::record::{self, Record, SavedClock, Stamp};
use crate::rules::{Color, Game, GameType, Opening, Rules};
use crate::tui::model::Seat;
use crate::tui::runtime::room::{Room, RoomError};

/// Which table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(pub u64);

/// Who made a table in the lobby: their public key's fingerprint (SHA-256, as OpenSSH
/// prints it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Owner(pub String);

/// One game the server serves.
#[derive(Debug)]
pub struct Table {
    /// Which table it is.
    pub id: TableId,
    /// Its room: the game, saved on every move.
    pub room: Room,
    /// Its save file.
    pub save: PathBuf,
    /// The key that made it in the lobby, and the seat it took.
    pub owner: Option<(Owner, Seat)>,
    /// The codes issued for its seats (the owner's seat has none: their key is their way
    /// in).
    pub invites: Vec<(Seat, Invite)>,
}

/// Why a table was not opened.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The server has as many games as it serves.
    #[error("the server has all the games it serves ({0}); finish one first")]
    Full(usize),
    /// Its room could not be made (its save).
    #[error(transparent)]
    Room(#[from] RoomError),
    /// No code could be issued, or the games folder made.
    #[error(transparent)]
    Io(#[from] io::Error),
}

#[derive(Debug, Default)]
struct Inner {
    next: u64,
    tables: Vec<Arc<Table>>,
    seats: HashMap<InviteId, (Arc<Table>, Seat)>,
}

/// The server's games and the seats their codes give. Cloning shares them.
#[derive(Clone, Debug)]
pub struct Tables {
    inner: Arc<Mutex<Inner>>,
    invites: Invites,
    max: usize,
}

impl Tables {
    /// No tables yet; codes are issued in `invites`, and at most `max` tables are open.
    pub fn new(invites: Invites, max: usize) -> Tables {
        Tables {
            inner: Arc::default(),
            invites,
            max,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Every change under the lock is whole before it lets go.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The invites the codes are in.
    pub fn invites(&self) -> &Invites {
        &self.invites
    }

    /// How many tables there are.
    pub fn len(&self) -> usize {
        self.lock().tables.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cap on tables.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Serves `room` (saved at `save`) as a new table, with a code for each of `seats`
    /// (a watcher's code admits many at once, a player's one).
    pub fn open(
        &self,
        room: Room,
        save: PathBuf,
        owner: Option<(Owner, Seat)>,
        seats: &[Seat],
    ) -> Result<Arc<Table>, TableError> {
        let mut inner = self.lock();
        self.open_locked(&mut inner, room, save, owner, seats)
    }

    fn open_locked(
        &self,
        inner: &mut Inner,
        room: Room,
        save: PathBuf,
        owner: Option<(Owner, Seat)>,
        seats: &[Seat],
    ) -> Result<Arc<Table>, TableError> {
        if inner.tables.len() >= self.max {
            return Err(TableError::Full(self.max));
        }
        let invites = self.issue(seats)?;
        let table = Arc::new(Table {
            id: TableId(inner.next),
            room,
            save,
            owner,
            invites,
        });
        inner.next += 1;
        for (seat, invite) in &table.invites {
            inner.seats.insert(invite.id, (Arc::clone(&table), *seat));
        }
        inner.tables.push(Arc::clone(&table));
        Ok(table)
    }

    /// A new game of `game_type` (tournament opening, repetition draws) on `clock`, if
    /// one, saved in `games` under a name no other save has, served with codes for `seats`.
    /// The name is chosen and the file taken under the tables' lock, so two games made at
    /// once never share a file.
    pub fn create(
        &self,
        games: &Path,
        (game_type, clock): (GameType, Option<TimeControl>),
        names: [&str; 2],
        owner: Option<(Owner, Seat)>,
        seats: &[Seat],
    ) -> Result<Arc<Table>, TableError> {
        let mut inner = self.lock();
        self.sweep(&mut inner);
        if inner.tables.len() >= self.max {
            return Err(TableError::Full(self.max));
        }
        let game = Game::with_rules(
            game_type,
            Rules {
                opening: Opening::Tournament,
                repetition: true,
            },
        );
        let mut record = Record::from_game(&game, names[0], names[1], Stamp::now());
        record.clock = clock.map(|control| SavedClock {
            control,
            left: None,
        });
        std::fs::create_dir_all(games)?;
        let save = record::new_save_path(games, &record);
        let room = Room::new(&save, game, record)?;
        self.open_locked(&mut inner, room, save, owner, seats)
    }

    /// A code for each of `seats`.
    fn issue(&self, seats: &[Seat]) -> io::Result<Vec<(Seat, Invite)>> {
        seats
            .iter()
            .map(|&seat| {
                let (label, admits) = match seat {
                    Seat::Player(Color::White) => ("White", Admits::One),
                    Seat::Player(Color::Black) => ("Black", Admits::One),
                    Seat::Watcher => ("watch", Admits::Many),
                };
                Ok((seat, self.invites.issue_for(label, admits)?))
            })
            .collect()
    }

    /// Closes the tables whose game is over and that nobody sits at: they no longer count
    /// against the cap (their saves stay).
    fn sweep(&self, inner: &mut Inner) {
        let done: Vec<TableId> = inner
            .tables
            .iter()
            .filter(|t| t.room.is_over() && t.room.seats().is_empty())
            .map(|t| t.id)
            .collect();
        for id in done {
            Self::close_locked(&self.invites, inner, id);
        }
    }

    /// The table and seat the code `invite` gives, while the table is served.
    pub fn seat(&self, invite: InviteId) -> Option<(Arc<Table>, Seat)> {
        self.lock()
            .seats
            .get(&invite)
            .map(|(t, s)| (Arc::clone(t), *s))
    }

    /// The tables `owner` made, oldest first.
    pub fn owned_by(&self, owner: &Owner) -> Vec<Arc<Table>> {
        self.lock()
            .tables
            .iter()
            .filter(|t| t.owner.as_ref().is_some_and(|(o, _)| o == owner))
            .cloned()
            .collect()
    }

    /// The table `id` if `owner` made it (anyone else is told nothing of it).
    pub fn owned(&self, owner: &Owner, id: TableId) -> Option<Arc<Table>> {
        self.owned_by(owner).into_iter().find(|t| t.id == id)
    }

    /// Every table, oldest first.
    pub fn all(&self) -> Vec<Arc<Table>> {
        self.lock().tables.clone()
    }

    /// Closes a table: its codes are revoked, anyone in its game is sent out (told
    /// `why`), and it no longer counts against the cap. Its save stays in the games folder,
    /// free to go on with once the last screen has left. Returns whether it was open.
    pub fn close(&self, id: TableId, why: &str) -> bool {
        let mut inner = self.lock();
        let Some(table) = Self::close_locked(&self.invites, &mut inner, id) else {
            return false;
        };
        drop(inner);
        table.room.close(why);
        true
    }

    /// New codes for table `id`'s seats (`only` that one, if given), in place of the old
    /// ones, which are revoked: the screens that came in with them are sent out (told
    /// `why`), and their seats go to whoever brings a new code. The owner's seat, which has
    /// no code, is kept. The table as it is now, or `None` when it is not served.
    pub fn renew(
        &self,
        id: TableId,
        only: Option<Seat>,
        why: &str,
    ) -> Result<Option<Arc<Table>>, TableError> {
        let mut inner = self.lock();
        let Some(at) = inner.tables.iter().position(|t| t.id == id) else {
            return Ok(None);
        };
        let old = Arc::clone(&inner.tables[at]);
        let seats: Vec<Seat> = old
            .invites
            .iter()
            .map(|(seat, _)| *seat)
            .filter(|seat| only.is_none_or(|o| o == *seat))
            .collect();
        let mut fresh = self.issue(&seats)?.into_iter();
        let invites: Vec<(Seat, Invite)> = old
            .invites
            .iter()
            .map(|(seat, invite)| match seats.contains(seat) {
                true => fresh.next().unwrap_or_else(|| (*seat, invite.clone())),
                false => (*seat, invite.clone()),
            })
            .collect();
        let table = Arc::new(Table {
            id,
            room: old.room.clone(),
            save: old.save.clone(),
            owner: old.owner.clone(),
            invites,
        });
        for (seat, invite) in &old.invites {
            if seats.contains(seat) {
                self.invites.revoke(invite.id);
            }
            inner.seats.remove(&invite.id);
        }
        for (seat, invite) in &table.invites {
            inner.seats.insert(invite.id, (Arc::clone(&table), *seat));
        }
        inner.tables[at] = Arc::clone(&table);
        drop(inner);
        table.room.send_out(|seat| seats.contains(&seat), why);
        Ok(Some(table))
    }

    fn close_locked(invites: &Invites, inner: &mut Inner, id: TableId) -> Option<Arc<Table>> {
        let at = inner.tables.iter().position(|t| t.id == id)?;
        let table = inner.tables.remove(at);
        for (_, invite) in &table.invites {
            invites.revoke(invite.id);
            inner.seats.remove(&invite.id);
        }
        Some(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats() -> [Seat; 3] {
        [
            Seat::Player(Color::White),
            Seat::Player(Color::Black),
            Seat::Watcher,
        ]
    }

    #[test]
    fn each_code_gives_its_seat_at_its_own_table_and_games_are_capped() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(Invites::new(), 3);
        let made: Vec<Arc<Table>> = (0..3)
            .map(|_| {
                tables
                    .create(
                        dir.path(),
                        (GameType::MLP, None),
                        ["W", "B"],
                        None,
                        &seats(),
                    )
                    .unwrap()
            })
            .collect();
        // Three saves, three names, made within a millisecond or so.
        let mut files: Vec<&PathBuf> = made.iter().map(|t| &t.save).collect();
        files.dedup();
        assert_eq!(files.len(), 3);
        assert!(files.iter().all(|f| f.exists()));
        for table in &made {
            for (seat, invite) in &table.invites {
                let pass = tables.invites().check(&invite.code).unwrap();
                let (found, given) = tables.seat(pass.id).unwrap();
                assert_eq!(found.id, table.id);
                assert_eq!(given, *seat);
            }
        }
        assert!(matches!(
            tables.create(
                dir.path(),
                (GameType::MLP, None),
                ["W", "B"],
                None,
                &seats()
            ),
            Err(TableError::Full(3))
        ));
        // A closed table frees its place, and its codes no longer work.
        let code = made[0].invites[0].1.code.clone();
        assert!(tables.close(made[0].id, "closed"));
        assert_eq!(tables.invites().check(&code), None);
        assert!(
            tables
                .create(
                    dir.path(),
                    (GameType::BASE, None),
                    ["W", "B"],
                    None,
                    &seats()
                )
                .is_ok()
        );
    }

    #[test]
    fn a_key_sees_its_own_tables_only() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(Invites::new(), 10);
        let alice = Owner("SHA256:alice".into());
        let bob = Owner("SHA256:bob".into());
        let mine = tables
            .create(
                dir.path(),
                (GameType::MLP, None),
                ["alice", "guest"],
                Some((alice.clone(), Seat::Player(Color::White))),
                &[Seat::Player(Color::Black), Seat::Watcher],
            )
            .unwrap();
        tables
            .create(
                dir.path(),
                (GameType::MLP, None),
                ["W", "B"],
                None,
                &seats(),
            )
            .unwrap();
        let listed: Vec<TableId> = tables.owned_by(&alice).iter().map(|t| t.id).collect();
        assert_eq!(listed, vec![mine.id]);
        assert!(tables.owned_by(&bob).is_empty());
        assert!(tables.owned(&bob, mine.id).is_none());
        assert!(tables.owned(&alice, mine.id).is_some());
        // The owner's seat has no code.
        assert_eq!(mine.invites.len(), 2);
    }

    #[test]
    fn new_codes_replace_the_old_and_send_out_who_came_with_them() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(Invites::new(), 10);
        let alice = Owner("SHA256:alice".into());
        let white = Seat::Player(Color::White);
        let black = Seat::Player(Color::Black);
        let table = tables
            .create(
                dir.path(),
                (GameType::MLP, "5+3".parse().ok()),
                ["alice", "guest"],
                Some((alice.clone(), white)),
                &[black, Seat::Watcher],
            )
            .unwrap();
        assert_eq!(table.room.time_control(), "5+3".parse().ok());
        let owner = table.room.join(white, || {}).unwrap();
        let guest = table.room.join(black, || {}).unwrap();
        let old: Vec<String> = table.invites.iter().map(|(_, i)| i.code.clone()).collect();

        let renewed = tables.renew(table.id, None, "renewed").unwrap().unwrap();
        // The same game, with new codes for the same seats; the old ones are dead.
        assert_eq!(renewed.id, table.id);
        assert_eq!(renewed.save, table.save);
        let seats: Vec<Seat> = renewed.invites.iter().map(|(s, _)| *s).collect();
        assert_eq!(seats, [black, Seat::Watcher]);
        for code in &old {
            assert_eq!(tables.invites().check(code), None);
        }
        for (seat, invite) in &renewed.invites {
            assert!(!old.contains(&invite.code));
            let pass = tables.invites().check(&invite.code).unwrap();
            let (found, given) = tables.seat(pass.id).unwrap();
            assert_eq!((found.id, given), (table.id, *seat));
        }
        // The guest who came with the old code is out; the owner, who has no code, stays.
        assert_eq!(
            guest.news.try_iter().last(),
            Some(crate::tui::model::News::SentOut("renewed".into()))
        );
        assert_eq!(renewed.room.seats(), [white]);
        assert!(
            owner
                .news
                .try_iter()
                .all(|n| !matches!(n, crate::tui::model::News::SentOut(_)))
        );

        // One seat's code alone: the watchers' stays good, and they stay.
        let watcher = renewed.room.join(Seat::Watcher, || {}).unwrap();
        let renewed = {
            let before = renewed;
            let after = tables
                .renew(table.id, Some(black), "black")
                .unwrap()
                .unwrap();
            assert_ne!(after.invites[0].1.code, before.invites[0].1.code);
            assert_eq!(after.invites[1].1.code, before.invites[1].1.code);
            assert_eq!(tables.invites().check(&before.invites[0].1.code), None);
            assert!(tables.invites().check(&after.invites[1].1.code).is_some());
            after
        };
        assert!(
            watcher
                .news
                .try_iter()
                .all(|n| !matches!(n, crate::tui::model::News::SentOut(_)))
        );
        assert_eq!(renewed.room.seats(), [white, Seat::Watcher]);
        drop(watcher);

        // Closed: its codes are dead, the owner is out, no one comes in, and the save stays.
        assert!(tables.close(table.id, "closed"));
        assert!(!tables.close(table.id, "closed"), "closed once");
        for (_, invite) in &renewed.invites {
            assert_eq!(tables.invites().check(&invite.code), None);
        }
        assert!(tables.owned_by(&alice).is_empty());
        assert!(renewed.room.is_closed() && renewed.room.seats().is_empty());
        assert!(renewed.save.exists());
        assert!(tables.renew(table.id, None, "gone").unwrap().is_none());
    }
}
