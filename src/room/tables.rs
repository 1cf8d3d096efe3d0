//! Several games served at once: each game ([`Table`]) is a room of its own with its own
//! save file. A table made by a member belongs to them ([`Owner`]), who alone sees it
//! listed and may sit at their seat again; how anyone else comes to a seat (an invite code)
//! is the transport's. The number of tables is capped.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use super::game::{Room, RoomError};
use super::protocol::{Seat, SendOff};
use crate::clock::TimeControl;
use crate::record::{self, Record, SavedClock, Stamp};
use crate::rules::{Game, GameType, Opening, Rules};

/// Which table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(pub u64);

/// Who made a table: a name the transport vouches for (for `hive serve`, the member's
/// public key's fingerprint, SHA-256, as OpenSSH prints it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Owner(pub String);

/// One game served.
#[derive(Debug)]
pub struct Table {
    /// Which table it is.
    pub id: TableId,
    /// Its room: the game, saved on every move.
    pub room: Room,
    /// Its save file.
    pub save: PathBuf,
    /// The member who made it, and the seat they took.
    pub owner: Option<(Owner, Seat)>,
    /// Whether its game was over when the table was opened (a finished save served again,
    /// to be looked at): such a game was rated when it ended, and is not again.
    pub opened_over: bool,
    /// Whether its game had begun when the table was opened (a save with moves, served again
    /// after a restart): its start was told when it began, and is not again.
    pub opened_begun: bool,
}

/// Why a table was not opened.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// There are as many games as are served.
    #[error("the server has all the games it serves ({0}); finish one first")]
    Full(usize),
    /// The member has as many games as one member may hold.
    #[error("you have as many games as one member may hold ({0}); finish or close one first")]
    OwnerFull(usize),
    /// Its room could not be made (its save).
    #[error(transparent)]
    Room(#[from] RoomError),
    /// The games folder could not be made, or the way in to a seat issued.
    #[error(transparent)]
    Io(#[from] io::Error),
}

#[derive(Debug, Default)]
struct Inner {
    next: u64,
    tables: Vec<Arc<Table>>,
}

/// The rules of a new shared game unless its host says otherwise: the rulebooks' opening
/// (as `hive play` has it) and the draw by repetition, for `hive serve`, its lobby and
/// `hive play --invite` alike.
pub const NEW_GAME_RULES: Rules = Rules {
    opening: Opening::Rulebook,
    repetition: true,
};

/// The games served. Cloning shares them.
#[derive(Clone, Debug)]
pub struct Tables {
    inner: Arc<Mutex<Inner>>,
    max: usize,
    /// The rules of the games made here.
    rules: Rules,
    /// Games one owner may hold at once, so that one key cannot take every table.
    per_owner: usize,
    /// How long a player of an untimed game may be away before the other may claim the
    /// win ([`Room::allow_claims`]); `None`: no claims.
    claim_after: Option<std::time::Duration>,
}

impl Tables {
    /// No tables yet; at most `max` are open at once.
    pub fn new(max: usize) -> Tables {
        Tables {
            inner: Arc::default(),
            max,
            rules: NEW_GAME_RULES,
            per_owner: max.div_ceil(4).max(1),
            claim_after: None,
        }
    }

    /// The tables, each of whose untimed games lets a player claim the win once the
    /// opponent has been away `after` (the host's choice).
    pub fn with_claims(mut self, after: Option<std::time::Duration>) -> Tables {
        self.claim_after = after;
        self
    }

    /// The tables, where one owner may hold at most `n` games at once (a quarter of
    /// them unless told).
    pub fn with_owner_cap(mut self, n: usize) -> Tables {
        self.per_owner = n.max(1);
        self
    }

    /// The rules of the games made here.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The tables, their new games played under `rules` (the host's choice).
    pub fn with_rules(mut self, rules: Rules) -> Tables {
        self.rules = rules;
        self
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Every change under the lock is whole before it lets go.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
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

    /// Serves `room` (saved at `save`) as a new table.
    pub fn open(
        &self,
        room: Room,
        save: PathBuf,
        owner: Option<(Owner, Seat)>,
    ) -> Result<Arc<Table>, TableError> {
        let mut inner = self.lock();
        self.open_locked(&mut inner, room, save, owner)
    }

    fn open_locked(
        &self,
        inner: &mut Inner,
        room: Room,
        save: PathBuf,
        owner: Option<(Owner, Seat)>,
    ) -> Result<Arc<Table>, TableError> {
        if inner.tables.len() >= self.max {
            return Err(TableError::Full(self.max));
        }
        room.allow_claims(self.claim_after);
        let table = Arc::new(Table {
            id: TableId(inner.next),
            opened_over: room.is_over(),
            opened_begun: room.game().moves().next().is_some(),
            room,
            save,
            owner,
        });
        inner.next += 1;
        inner.tables.push(Arc::clone(&table));
        Ok(table)
    }

    /// A new game of `game_type` (under the tables' rules: [`NEW_GAME_RULES`] unless the
    /// host chose others) on `clock`, if
    /// one, saved in `games` under a name no other save has. The name is chosen and the
    /// file taken under the tables' lock, so two games made at once never share a file.
    /// Tables whose game is over and that nobody sits at are not [swept](Tables::sweep)
    /// here: whoever serves them sweeps first, to let go of what they gave out for them.
    pub fn create(
        &self,
        games: &Path,
        (game_type, clock): (GameType, Option<TimeControl>),
        names: [&str; 2],
        owner: Option<(Owner, Seat)>,
    ) -> Result<Arc<Table>, TableError> {
        let mut inner = self.lock();
        if inner.tables.len() >= self.max {
            return Err(TableError::Full(self.max));
        }
        if let Some((who, _)) = &owner {
            let held = inner
                .tables
                .iter()
                .filter(|t| t.owner.as_ref().is_some_and(|(o, _)| o == who))
                .count();
            if held >= self.per_owner {
                return Err(TableError::OwnerFull(self.per_owner));
            }
        }
        let game = Game::with_rules(game_type, self.rules);
        let mut record = Record::from_game(&game, names[0], names[1], Stamp::now());
        record.clock = clock.map(|control| SavedClock {
            control,
            left: None,
        });
        std::fs::create_dir_all(games)?;
        let save = record::new_save_path(games, &record);
        let room = Room::new(&save, game, record)?;
        self.open_locked(&mut inner, room, save, owner)
    }

    /// Takes away the tables whose game is over and that nobody sits at: they no longer
    /// count against the cap (their saves stay). Returns them.
    pub fn sweep(&self) -> Vec<Arc<Table>> {
        let mut inner = self.lock();
        let (done, kept) = std::mem::take(&mut inner.tables)
            .into_iter()
            .partition(|t| t.room.is_over() && t.room.seats().is_empty());
        inner.tables = kept;
        done
    }

    /// Table `id`, while it is served.
    pub fn get(&self, id: TableId) -> Option<Arc<Table>> {
        self.lock().tables.iter().find(|t| t.id == id).cloned()
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

    /// Closes a table: anyone in its game is sent out (told `why`), and it no longer counts
    /// against the cap. Its save stays in the games folder, free to go on with once the
    /// last screen has left. Returns it, if it was open.
    pub fn close(&self, id: TableId, why: SendOff) -> Option<Arc<Table>> {
        let table = {
            let mut inner = self.lock();
            let at = inner.tables.iter().position(|t| t.id == id)?;
            inner.tables.remove(at)
        };
        table.room.close(why);
        Some(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::{News, Proposal};
    use crate::rules::Color;

    fn create(tables: &Tables, games: &Path, owner: Option<(Owner, Seat)>) -> Arc<Table> {
        tables
            .create(games, (GameType::MLP, None), ["W", "B"], owner)
            .unwrap()
    }

    #[test]
    fn tables_have_saves_of_their_own_and_are_capped() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(3);
        let made: Vec<Arc<Table>> = (0..3).map(|_| create(&tables, dir.path(), None)).collect();
        // Three saves, three names, made within a millisecond or so.
        let mut files: Vec<&PathBuf> = made.iter().map(|t| &t.save).collect();
        files.dedup();
        assert_eq!(files.len(), 3);
        assert!(files.iter().all(|f| f.exists()));
        assert!(matches!(
            tables.create(dir.path(), (GameType::MLP, None), ["W", "B"], None),
            Err(TableError::Full(3))
        ));
        // A closed table frees its place and sends out who is in it; its save stays.
        let white = made[0]
            .room
            .join(Seat::Player(Color::White), || {})
            .unwrap();
        assert!(tables.close(made[0].id, SendOff::Closed).is_some());
        assert!(
            tables.close(made[0].id, SendOff::Closed).is_none(),
            "closed once"
        );
        assert_eq!(
            white.news.try_iter().last(),
            Some(News::SentOut(SendOff::Closed))
        );
        assert!(made[0].room.is_closed() && made[0].save.exists());
        assert!(tables.get(made[0].id).is_none());
        assert!(
            tables
                .create(dir.path(), (GameType::BASE, None), ["W", "B"], None)
                .is_ok()
        );
    }

    #[test]
    fn an_owner_sees_their_own_tables_only() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(10);
        let alice = Owner("SHA256:alice".into());
        let bob = Owner("SHA256:bob".into());
        let mine = create(
            &tables,
            dir.path(),
            Some((alice.clone(), Seat::Player(Color::White))),
        );
        create(&tables, dir.path(), None);
        let listed: Vec<TableId> = tables.owned_by(&alice).iter().map(|t| t.id).collect();
        assert_eq!(listed, vec![mine.id]);
        assert!(tables.owned_by(&bob).is_empty());
        assert!(tables.owned(&bob, mine.id).is_none());
        assert!(tables.owned(&alice, mine.id).is_some());
        assert_eq!(tables.all().len(), 2);
    }

    #[test]
    fn a_sweep_takes_the_finished_games_nobody_sits_at() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(10);
        let [over, watched, going] = [(); 3].map(|_| create(&tables, dir.path(), None));
        for table in [&over, &watched] {
            let white = table.room.join(Seat::Player(Color::White), || {}).unwrap();
            white.propose(Proposal::Resign);
            assert!(table.room.is_over());
        }
        let _watcher = watched.room.join(Seat::Watcher, || {}).unwrap();
        let swept: Vec<TableId> = tables.sweep().iter().map(|t| t.id).collect();
        assert_eq!(swept, [over.id]);
        let kept: Vec<TableId> = tables.all().iter().map(|t| t.id).collect();
        assert_eq!(kept, [watched.id, going.id]);
        assert!(over.save.exists());
    }
}
