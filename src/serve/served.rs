//! The tables a server serves, each seat with its invite code: the room's [`Tables`] and
//! the codes that seat their guests ([`Seating`]). The rooms know nothing of the codes;
//! this is where a code becomes a seat.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use super::invite::{Admits, Invite, InviteId, Invites};
use crate::clock::TimeControl;
use crate::room::{Owner, Room, Seat, SendOff, Table, TableError, TableId, Tables};
use crate::rules::{Color, GameType};

/// A table as the server serves it: the table, and the codes issued for its seats (the
/// owner's seat has none: their key is their way in).
#[derive(Clone, Debug)]
pub struct Served {
    /// The table: its room, save and owner.
    pub table: Arc<Table>,
    /// The codes of its seats, in the order they were asked for.
    pub invites: Vec<(Seat, Invite)>,
}

/// The codes of the tables served, both ways.
#[derive(Debug, Default)]
struct Codes {
    of: HashMap<TableId, Vec<(Seat, Invite)>>,
    seats: HashMap<InviteId, (TableId, Seat)>,
}

impl Codes {
    fn add(&mut self, id: TableId, invites: &[(Seat, Invite)]) {
        for (seat, invite) in invites {
            self.seats.insert(invite.id, (id, *seat));
        }
        self.of.insert(id, invites.to_vec());
    }

    /// Revokes table `id`'s codes and forgets them.
    fn forget(&mut self, id: TableId, book: &Invites) {
        for (_, invite) in self.of.remove(&id).unwrap_or_default() {
            book.revoke(invite.id);
            self.seats.remove(&invite.id);
        }
    }
}

/// The server's tables and the seats their codes give. Cloning shares them.
#[derive(Clone, Debug)]
pub struct Seating {
    tables: Tables,
    invites: Invites,
    codes: Arc<Mutex<Codes>>,
}

impl Seating {
    /// Serves `tables`, issuing their codes in `invites`.
    pub fn new(tables: Tables, invites: Invites) -> Seating {
        Seating {
            tables,
            invites,
            codes: Arc::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Codes> {
        // Every change under the lock is whole before it lets go; the tables' own lock is
        // only ever taken inside this one, never around it.
        self.codes.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The tables served.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// The invites the codes are in.
    pub fn invites(&self) -> &Invites {
        &self.invites
    }

    /// Serves `room` (saved at `save`) as a new table, with a code for each of `seats`
    /// (a watcher's code admits many at once, a player's one).
    pub fn open(
        &self,
        room: Room,
        save: PathBuf,
        owner: Option<(Owner, Seat)>,
        seats: &[Seat],
    ) -> Result<Served, TableError> {
        let mut codes = self.lock();
        self.serve(&mut codes, seats, |tables| tables.open(room, save, owner))
    }

    /// A new game of `game_type` on `clock`, if one, saved in `games`, served with codes
    /// for `seats` (as [`Tables::create`] makes it). The finished games nobody sits at are
    /// swept first, their codes revoked, so that they do not count against the cap.
    pub fn create(
        &self,
        games: &Path,
        kind: (GameType, Option<TimeControl>),
        names: [&str; 2],
        owner: Option<(Owner, Seat)>,
        seats: &[Seat],
    ) -> Result<Served, TableError> {
        let mut codes = self.lock();
        for table in self.tables.sweep() {
            codes.forget(table.id, &self.invites);
        }
        self.serve(&mut codes, seats, |tables| {
            tables.create(games, kind, names, owner)
        })
    }

    /// Issues the codes for `seats`, then makes the table (the codes are revoked if it
    /// cannot be made).
    fn serve(
        &self,
        codes: &mut Codes,
        seats: &[Seat],
        make: impl FnOnce(&Tables) -> Result<Arc<Table>, TableError>,
    ) -> Result<Served, TableError> {
        let invites = self.issue(seats)?;
        let table = match make(&self.tables) {
            Ok(table) => table,
            Err(e) => {
                for (_, invite) in &invites {
                    self.invites.revoke(invite.id);
                }
                return Err(e);
            }
        };
        codes.add(table.id, &invites);
        Ok(Served { table, invites })
    }

    /// A code for each of `seats` (none at all when one cannot be issued).
    fn issue(&self, seats: &[Seat]) -> io::Result<Vec<(Seat, Invite)>> {
        let mut issued = Vec::with_capacity(seats.len());
        for &seat in seats {
            let (label, admits) = match seat {
                Seat::Player(Color::White) => ("White", Admits::One),
                Seat::Player(Color::Black) => ("Black", Admits::One),
                Seat::Watcher => ("watch", Admits::Many),
            };
            match self.invites.issue_for(label, admits) {
                Ok(invite) => issued.push((seat, invite)),
                Err(e) => {
                    for (_, invite) in &issued {
                        self.invites.revoke(invite.id);
                    }
                    return Err(e);
                }
            }
        }
        Ok(issued)
    }

    /// The table and seat the code `invite` gives, while the table is served.
    pub fn seat(&self, invite: InviteId) -> Option<(Arc<Table>, Seat)> {
        let (id, seat) = *self.lock().seats.get(&invite)?;
        Some((self.tables.get(id)?, seat))
    }

    /// `table` with its codes.
    fn with_codes(&self, table: Arc<Table>) -> Served {
        let invites = self.lock().of.get(&table.id).cloned().unwrap_or_default();
        Served { table, invites }
    }

    /// Table `id` with its codes, while it is served.
    pub fn served(&self, id: TableId) -> Option<Served> {
        self.tables.get(id).map(|t| self.with_codes(t))
    }

    /// The tables `owner` made, oldest first, with their codes.
    pub fn owned_by(&self, owner: &Owner) -> Vec<Served> {
        let tables = self.tables.owned_by(owner);
        tables.into_iter().map(|t| self.with_codes(t)).collect()
    }

    /// The table `id` with its codes, if `owner` made it (anyone else is told nothing).
    pub fn owned(&self, owner: &Owner, id: TableId) -> Option<Served> {
        self.tables.owned(owner, id).map(|t| self.with_codes(t))
    }

    /// Closes a table: its codes are revoked, anyone in its game is sent out (told
    /// `why`), and it no longer counts against the cap. Its save stays in the games folder,
    /// free to go on with once the last screen has left. Returns whether it was open.
    pub fn close(&self, id: TableId, why: SendOff) -> bool {
        let mut codes = self.lock();
        codes.forget(id, &self.invites);
        self.tables.close(id, why).is_some()
    }

    /// New codes for table `id`'s seats (`only` that one, if given), in place of the old
    /// ones, which are revoked: the screens that came in with them are sent out (told
    /// `why`), and their seats go to whoever brings a new code. The owner's seat, which has
    /// no code, is kept. The table as it is now, or `None` when it is not served.
    pub fn renew(
        &self,
        id: TableId,
        only: Option<Seat>,
        why: SendOff,
    ) -> Result<Option<Served>, TableError> {
        let mut codes = self.lock();
        let Some(table) = self.tables.get(id) else {
            return Ok(None);
        };
        let old = codes.of.get(&id).cloned().unwrap_or_default();
        let seats: Vec<Seat> = old
            .iter()
            .map(|(seat, _)| *seat)
            .filter(|seat| only.is_none_or(|o| o == *seat))
            .collect();
        let mut fresh = self.issue(&seats)?.into_iter();
        let invites: Vec<(Seat, Invite)> = old
            .iter()
            .map(|(seat, invite)| match seats.contains(seat) {
                true => fresh.next().unwrap_or_else(|| (*seat, invite.clone())),
                false => (*seat, invite.clone()),
            })
            .collect();
        for (seat, invite) in &old {
            if seats.contains(seat) {
                self.invites.revoke(invite.id);
                codes.seats.remove(&invite.id);
            }
        }
        codes.add(id, &invites);
        drop(codes);
        table.room.send_out(|seat| seats.contains(&seat), why);
        Ok(Some(Served { table, invites }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::{News, Proposal};

    fn seats() -> [Seat; 3] {
        [
            Seat::Player(Color::White),
            Seat::Player(Color::Black),
            Seat::Watcher,
        ]
    }

    fn create(seating: &Seating, games: &Path, owner: Option<(Owner, Seat)>) -> Served {
        let seats: Vec<Seat> = seats()
            .into_iter()
            .filter(|s| owner.as_ref().is_none_or(|(_, o)| o != s))
            .collect();
        seating
            .create(games, (GameType::MLP, None), ["W", "B"], owner, &seats)
            .unwrap()
    }

    #[test]
    fn each_code_gives_its_seat_at_its_own_table_until_the_table_closes() {
        let dir = tempfile::tempdir().unwrap();
        let seating = Seating::new(Tables::new(3), Invites::new());
        let made: Vec<Served> = (0..3).map(|_| create(&seating, dir.path(), None)).collect();
        for served in &made {
            for (seat, invite) in &served.invites {
                let pass = seating.invites().check(&invite.code).unwrap();
                let (found, given) = seating.seat(pass.id).unwrap();
                assert_eq!((found.id, given), (served.table.id, *seat));
            }
        }
        assert!(matches!(
            seating.create(
                dir.path(),
                (GameType::MLP, None),
                ["W", "B"],
                None,
                &seats()
            ),
            Err(TableError::Full(3))
        ));
        // A closed table's codes no longer log in, nor seat anyone.
        let code = made[0].invites[0].1.code.clone();
        let pass = seating.invites().check(&code).unwrap();
        assert!(seating.close(made[0].table.id, SendOff::Closed));
        assert!(
            !seating.close(made[0].table.id, SendOff::Closed),
            "closed once"
        );
        assert_eq!(seating.invites().check(&code), None);
        assert!(seating.seat(pass.id).is_none());
        assert!(seating.served(made[0].table.id).is_none());
    }

    #[test]
    fn a_finished_game_swept_to_make_room_takes_its_codes_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let seating = Seating::new(Tables::new(1), Invites::new());
        let first = create(&seating, dir.path(), None);
        let white = first.table.room.join(Seat::Player(Color::White), || {});
        white.unwrap().propose(Proposal::Resign);
        let second = create(&seating, dir.path(), None);
        assert_ne!(second.table.id, first.table.id);
        for (_, invite) in &first.invites {
            assert_eq!(seating.invites().check(&invite.code), None);
        }
        assert_eq!(seating.tables().len(), 1);
    }

    #[test]
    fn an_owner_sees_their_own_tables_and_their_seat_has_no_code() {
        let dir = tempfile::tempdir().unwrap();
        let seating = Seating::new(Tables::new(10), Invites::new());
        let alice = Owner("SHA256:alice".into());
        let mine = create(
            &seating,
            dir.path(),
            Some((alice.clone(), Seat::Player(Color::White))),
        );
        create(&seating, dir.path(), None);
        let listed: Vec<TableId> = seating
            .owned_by(&alice)
            .iter()
            .map(|s| s.table.id)
            .collect();
        assert_eq!(listed, vec![mine.table.id]);
        let seats: Vec<Seat> = mine.invites.iter().map(|(s, _)| *s).collect();
        assert_eq!(seats, [Seat::Player(Color::Black), Seat::Watcher]);
        let owned = seating.owned(&alice, mine.table.id).unwrap();
        assert_eq!(owned.invites[0].1.code, mine.invites[0].1.code);
        assert!(
            seating
                .owned(&Owner("SHA256:bob".into()), mine.table.id)
                .is_none()
        );
    }

    #[test]
    fn new_codes_replace_the_old_and_send_out_who_came_with_them() {
        let dir = tempfile::tempdir().unwrap();
        let seating = Seating::new(Tables::new(10), Invites::new());
        let alice = Owner("SHA256:alice".into());
        let white = Seat::Player(Color::White);
        let black = Seat::Player(Color::Black);
        let served = seating
            .create(
                dir.path(),
                (GameType::MLP, "5+3".parse().ok()),
                ["alice", "guest"],
                Some((alice.clone(), white)),
                &[black, Seat::Watcher],
            )
            .unwrap();
        let table = &served.table;
        assert_eq!(table.room.time_control(), "5+3".parse().ok());
        let owner = table.room.join(white, || {}).unwrap();
        let guest = table.room.join(black, || {}).unwrap();
        let old: Vec<String> = served.invites.iter().map(|(_, i)| i.code.clone()).collect();

        let renewed = seating
            .renew(table.id, None, SendOff::OwnerRenewed)
            .unwrap()
            .unwrap();
        // The same game, with new codes for the same seats; the old ones are dead.
        assert_eq!(renewed.table.id, table.id);
        assert_eq!(renewed.table.save, table.save);
        let seats: Vec<Seat> = renewed.invites.iter().map(|(s, _)| *s).collect();
        assert_eq!(seats, [black, Seat::Watcher]);
        for code in &old {
            assert_eq!(seating.invites().check(code), None);
        }
        for (seat, invite) in &renewed.invites {
            assert!(!old.contains(&invite.code));
            let pass = seating.invites().check(&invite.code).unwrap();
            let (found, given) = seating.seat(pass.id).unwrap();
            assert_eq!((found.id, given), (table.id, *seat));
        }
        // The guest who came with the old code is out; the owner, who has no code, stays.
        assert_eq!(
            guest.news.try_iter().last(),
            Some(News::SentOut(SendOff::OwnerRenewed))
        );
        assert_eq!(table.room.seats(), [white]);
        assert!(
            owner
                .news
                .try_iter()
                .all(|n| !matches!(n, News::SentOut(_)))
        );

        // One seat's code alone: the watchers' stays good, and they stay.
        let watcher = table.room.join(Seat::Watcher, || {}).unwrap();
        let after = seating
            .renew(table.id, Some(black), SendOff::SeatRenewed)
            .unwrap()
            .unwrap();
        assert_ne!(after.invites[0].1.code, renewed.invites[0].1.code);
        assert_eq!(after.invites[1].1.code, renewed.invites[1].1.code);
        assert_eq!(seating.invites().check(&renewed.invites[0].1.code), None);
        assert!(seating.invites().check(&after.invites[1].1.code).is_some());
        assert!(
            watcher
                .news
                .try_iter()
                .all(|n| !matches!(n, News::SentOut(_)))
        );
        assert_eq!(table.room.seats(), [white, Seat::Watcher]);
        drop(watcher);

        // Closed: its codes are dead, the owner is out, no one comes in, and the save stays.
        assert!(seating.close(table.id, SendOff::Closed));
        for (_, invite) in &after.invites {
            assert_eq!(seating.invites().check(&invite.code), None);
        }
        assert!(seating.owned_by(&alice).is_empty());
        assert!(table.room.is_closed() && table.room.seats().is_empty());
        assert!(table.save.exists());
        assert!(
            seating
                .renew(table.id, None, SendOff::OwnerRenewed)
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn one_member_cannot_hold_every_table() {
        let dir = tempfile::tempdir().unwrap();
        let seating = Seating::new(Tables::new(8).with_owner_cap(2), Invites::new());
        let alice = Some((Owner("SHA256:alice".into()), Seat::Player(Color::White)));
        create(&seating, dir.path(), alice.clone());
        create(&seating, dir.path(), alice.clone());
        let third = seating.create(
            dir.path(),
            (GameType::MLP, None),
            ["W", "B"],
            alice,
            &[Seat::Player(Color::Black)],
        );
        assert!(matches!(third, Err(TableError::OwnerFull(2))), "{third:?}");
        // Someone else still has room.
        let bob = Some((Owner("SHA256:bob".into()), Seat::Player(Color::White)));
        create(&seating, dir.path(), bob);
    }
}
