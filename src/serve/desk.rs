//! The club's desk in a server ([`Desk`]): its database ([`crate::club::Club`]) shared by
//! every guest's thread, who its members are (by their keys), and which member plays each
//! side of each game served, so that a finished game between two members is rated.

use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::club::{Club, ClubError, Member, MemberId, Played, Pool, PoolRating, SignUpError};
use crate::room::TableId;
use crate::rules::Color;

/// The address the keys of an `authorized_keys` file sign up from: none a guest has, so
/// that they count against no guest's hourly cap.
const HOST_ADDRESS: IpAddr = IpAddr::V4(Ipv4Addr::UNSPECIFIED);

/// The members (their numbers and names) at White's and Black's sides of a game.
type Sides = [Option<(MemberId, String)>; 2];

/// The club as a server keeps it. Cloning shares it.
#[derive(Clone)]
pub struct Desk {
    inner: Arc<Inner>,
}

struct Inner {
    club: Mutex<Club>,
    /// The member at each side (White first) of each game served, and their name.
    players: Mutex<HashMap<TableId, Sides>>,
    /// The games between members that are casual (from a casual seek): kept, not rated.
    casual: Mutex<HashSet<TableId>>,
    /// Any key may join (`hive serve --open`).
    open: bool,
    /// Sign-ups an address may make in an hour.
    sign_ups_an_hour: u32,
    /// The tournaments' games at the tables (`super::tour`).
    tours: super::tour_games::TourGames,
}

impl std::fmt::Debug for Desk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Desk")
            .field("open", &self.inner.open)
            .finish()
    }
}

/// The time now, in seconds since 1970.
pub(crate) fn now() -> i64 {
    jiff::Timestamp::now().as_second()
}

impl Desk {
    /// The desk of `club`; `open`: any SSH key may sign up (at most `sign_ups_an_hour` from
    /// one address).
    pub fn new(club: Club, open: bool, sign_ups_an_hour: u32) -> Desk {
        Desk {
            inner: Arc::new(Inner {
                club: Mutex::new(club),
                players: Mutex::default(),
                casual: Mutex::default(),
                open,
                sign_ups_an_hour,
                tours: Default::default(),
            }),
        }
    }

    /// The database, for a moment.
    pub fn club(&self) -> MutexGuard<'_, Club> {
        // A panic while it was held left no transaction open (rusqlite rolls back on drop).
        self.inner.club.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn players(&self) -> MutexGuard<'_, HashMap<TableId, Sides>> {
        self.inner.players.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The tournaments' games at the tables.
    pub(crate) fn tour_games(&self) -> &super::tour_games::TourGames {
        &self.inner.tours
    }

    /// Whether any key may sign up.
    pub fn is_open(&self) -> bool {
        self.inner.open
    }

    /// The member whose key has `fingerprint`, if any.
    pub fn member(&self, fingerprint: &str) -> Result<Option<Member>, ClubError> {
        self.club().member_by_key(fingerprint)
    }

    /// Makes the key `fingerprint` a member named `name`, signing up from `address`.
    pub fn sign_up(
        &self,
        fingerprint: &str,
        name: &str,
        address: IpAddr,
    ) -> Result<Result<Member, SignUpError>, ClubError> {
        let cap = self.inner.sign_ups_an_hour;
        self.club().sign_up(fingerprint, name, address, cap, now())
    }

    /// The member of a key listed in the server's `authorized_keys` file, signed up under
    /// `name` (its comment) the first time it is seen. A name the club refuses (`alice@home`
    /// has an `@`; another member may have it) becomes the nearest one it takes: its
    /// letters and digits up to the first other character, then numbered.
    pub fn listed(&self, fingerprint: &str, name: &str) -> Result<Member, ClubError> {
        if let Some(member) = self.member(fingerprint)? {
            return Ok(member);
        }
        let stem: String = name
            .chars()
            .take_while(|&c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
            .take(crate::club::names::MAX_CHARS - 3)
            .collect();
        let stem = if stem.chars().count() < crate::club::names::MIN_CHARS {
            "member".to_string()
        } else {
            stem
        };
        let tries = std::iter::once(name.to_string())
            .chain(std::iter::once(stem.clone()))
            .chain((2..1000).map(|n| format!("{stem}-{n}")));
        let mut club = self.club();
        let mut last = None;
        for candidate in tries {
            match club.sign_up(fingerprint, &candidate, HOST_ADDRESS, u32::MAX, now())? {
                Ok(member) => return Ok(member),
                // Signed up meanwhile (by another of its connections).
                Err(SignUpError::KnownKey) => {
                    if let Some(member) = club.member_by_key(fingerprint)? {
                        return Ok(member);
                    }
                }
                Err(e) => last = Some(e),
            }
        }
        Err(ClubError::NoName(
            last.map(|e| e.to_string()).unwrap_or_default(),
        ))
    }

    /// `member` plays `color` in game `table`.
    pub fn seat(&self, table: TableId, color: Color, member: &Member) {
        self.players().entry(table).or_default()[color.index()] =
            Some((member.id, member.name.clone()));
    }

    /// The members at White's and Black's sides of `table`, as far as known.
    pub fn sides(&self, table: TableId) -> [Option<MemberId>; 2] {
        let players = self.players();
        let sides = players.get(&table);
        [0, 1].map(|i| sides.and_then(|s| s[i].as_ref()).map(|(id, _)| *id))
    }

    /// The names of the members at White's and Black's sides of `table`, as far as known.
    pub fn names(&self, table: TableId) -> [Option<String>; 2] {
        let players = self.players();
        let sides = players.get(&table);
        [0, 1].map(|i| {
            sides
                .and_then(|s| s[i].as_ref())
                .map(|(_, name)| name.clone())
        })
    }

    /// Game `table` is casual: kept when it ends, but no rating moves.
    pub fn casual(&self, table: TableId) {
        self.casual_games().insert(table);
    }

    /// Whether game `table` was made casual (kept, moving no rating).
    pub fn is_casual(&self, table: TableId) -> bool {
        self.casual_games().contains(&table)
    }

    fn casual_games(&self) -> MutexGuard<'_, HashSet<TableId>> {
        self.inner.casual.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Forgets who played `table`.
    pub fn forget(&self, table: TableId) {
        self.players().remove(&table);
        self.casual_games().remove(&table);
    }

    /// The lobby game saved at `file` ended or was closed: a restarted server does not
    /// serve it again (logged, not fatal, when the database says no).
    pub fn let_go(&self, file: &std::path::Path) {
        if let Err(e) = self.club().end_kept_game(file, now()) {
            super::log::club_error("a lobby game", &e);
        }
    }

    /// Keeps the finished game `table` (`winner`: `None` for a draw; `file` its save, `here`
    /// which players were at the table as it ended), rated in the pool of its clock, when
    /// two different members played it; their ratings after it when it was
    /// rated (`None` for a casual game, kept but moving no rating, and a guest's).
    pub fn record(
        &self,
        table: TableId,
        pool: Pool,
        winner: Option<Color>,
        (file, here): (Option<std::path::PathBuf>, [bool; 2]),
    ) -> Result<Option<(PoolRating, PoolRating)>, ClubError> {
        let [Some(white), Some(black)] = self.sides(table) else {
            return Ok(None);
        };
        if white == black {
            return Ok(None);
        }
        let rated = !self.casual_games().contains(&table);
        let played = Played {
            white,
            black,
            pool,
            rated,
            winner,
            file,
            ended: now(),
            here,
        };
        let ratings = self.club().record_game(&played)?;
        Ok(rated.then_some(ratings))
    }
}

/// The member whose key the seat of `claim` is bound to, if any (and not banned), plays
/// `seat` of game `table` for the club, and the save has their name.
pub(crate) fn seat_by_key(
    desk: &Desk,
    invites: &super::invite::Invites,
    claim: &super::invite::Claim,
    table: &crate::room::Table,
    seat: crate::room::Seat,
) {
    let (Some(color), Some(key)) = (seat.color(), invites.key_of(&claim.pass)) else {
        return;
    };
    match desk.member(&key) {
        Ok(Some(member)) if !member.banned => {
            desk.seat(table.id, color, &member);
            let kept = desk.club().keep_side(&table.save, color, member.id, &key);
            if let Err(e) = kept {
                super::log::club_error("a lobby game", &e);
            }
            if let Err(e) = table.room.name_side(color, &member.name) {
                tracing::warn!(table = table.id.0, "a member's name not saved: {e}");
            }
        }
        Ok(_) => {}
        Err(e) => super::log::club_error("a seat's key", &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desk() -> (tempfile::TempDir, Desk) {
        let dir = tempfile::tempdir().unwrap();
        let club = Club::open(dir.path()).unwrap();
        (dir, Desk::new(club, false, 3))
    }

    #[test]
    fn a_listed_key_is_a_member_under_the_nearest_name_the_club_takes() {
        let (_dir, desk) = desk();
        assert_eq!(desk.listed("SHA256:a", "alice").unwrap().name, "alice");
        // Known: the same member, whatever the comment says now.
        let again = desk.listed("SHA256:a", "other").unwrap();
        assert_eq!(again.name, "alice");
        // `@` is no name's: its letters before it; a look-alike of a member's is numbered.
        assert_eq!(desk.listed("SHA256:b", "bob@home").unwrap().name, "bob");
        assert_eq!(desk.listed("SHA256:c", "Bob").unwrap().name, "Bob-2");
        // Reserved, or nothing usable: still a member.
        assert_eq!(desk.listed("SHA256:d", "host").unwrap().name, "host-2");
        assert_eq!(desk.listed("SHA256:e", "").unwrap().name, "member");
        assert!(desk.member("SHA256:e").unwrap().is_some());
    }

    #[test]
    fn sign_ups_are_capped_per_address_but_listed_keys_count_against_none() {
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(Club::open(dir.path()).unwrap(), true, 2);
        assert!(desk.is_open());
        let guest: IpAddr = "192.0.2.7".parse().unwrap();
        for n in 0..5 {
            desk.listed(&format!("SHA256:listed{n}"), "friend").unwrap();
        }
        assert_eq!(
            desk.sign_up("SHA256:a", "ann", guest)
                .unwrap()
                .unwrap()
                .name,
            "ann"
        );
        // A refused name is no sign-up.
        assert_eq!(
            desk.sign_up("SHA256:b", "ann", guest).unwrap(),
            Err(SignUpError::Taken)
        );
        assert!(desk.sign_up("SHA256:b", "bea", guest).unwrap().is_ok());
        assert_eq!(
            desk.sign_up("SHA256:c", "cy", guest).unwrap(),
            Err(SignUpError::TooMany(2))
        );
        // Another address is not held up.
        let other: IpAddr = "192.0.2.8".parse().unwrap();
        assert!(desk.sign_up("SHA256:c", "cy", other).unwrap().is_ok());
    }

    #[test]
    fn only_a_game_between_two_members_is_kept() {
        let (_dir, desk) = desk();
        let ann = desk.listed("SHA256:a", "ann").unwrap();
        let bob = desk.listed("SHA256:b", "bob").unwrap();
        let (one, two) = (TableId(1), TableId(2));
        desk.seat(one, Color::White, &ann);
        let kept = desk.record(one, Pool::Blitz, Some(Color::White), (None, [true, true]));
        assert_eq!(kept.unwrap(), None);
        // The same member at both sides is no rated game either.
        desk.seat(one, Color::Black, &ann);
        assert_eq!(
            desk.record(one, Pool::Blitz, None, (None, [true, true]))
                .unwrap(),
            None
        );
        desk.seat(two, Color::White, &bob);
        desk.seat(two, Color::Black, &ann);
        assert_eq!(desk.names(two), [Some("bob".into()), Some("ann".into())]);
        let (white, black) = desk
            .record(two, Pool::Blitz, Some(Color::Black), (None, [true, true]))
            .unwrap()
            .unwrap();
        assert!(white.glicko.rating < 1500.0 && black.glicko.rating > 1500.0);
        assert_eq!(desk.club().rating(ann.id, Pool::Blitz).unwrap(), black);
        desk.forget(two);
        assert_eq!(desk.sides(two), [None, None]);
    }

    #[test]
    fn a_member_who_takes_a_seat_by_code_with_their_key_is_saved_by_name() {
        use crate::room::{Seat, Tables};
        use crate::rules::GameType;
        use crate::serve::invite::Invites;
        use crate::serve::served::Seating;
        let (dir, desk) = desk();
        let bob = desk.listed("SHA256:b", "bob").unwrap();
        let seating = Seating::new(Tables::new(4), Invites::new());
        let black = Seat::Player(Color::Black);
        let served = seating
            .create(
                &dir.path().join("games"),
                (GameType::MLP, None),
                ["alice", "guest"],
                None,
                &[black],
            )
            .unwrap();
        let pass = seating.invites().check(&served.invites[0].1.code).unwrap();
        seating.invites().bind(&pass, Some("SHA256:b")).unwrap();
        let claim = seating.invites().take(&pass).unwrap();
        seat_by_key(&desk, seating.invites(), &claim, &served.table, black);
        assert_eq!(desk.sides(served.table.id), [None, Some(bob.id)]);
        assert_eq!(served.table.room.names(), ["alice", "bob"]);
        let (saved, _) = crate::record::load(&served.table.save).unwrap();
        assert_eq!(saved.black, "bob");
    }

    #[test]
    fn a_casual_game_between_members_is_kept_but_moves_no_rating() {
        let (_dir, desk) = desk();
        let ann = desk.listed("SHA256:a", "ann").unwrap();
        let bob = desk.listed("SHA256:b", "bob").unwrap();
        let table = TableId(3);
        desk.seat(table, Color::White, &ann);
        desk.seat(table, Color::Black, &bob);
        desk.casual(table);
        // No ratings to tell (the server's log said `game rated` of casual games).
        let told = desk.record(table, Pool::Blitz, Some(Color::White), (None, [true, true]));
        assert_eq!(told.unwrap(), None);
        assert_eq!(
            desk.club().rating(ann.id, Pool::Blitz).unwrap(),
            PoolRating::NEW
        );
        let rows = desk.club().members().unwrap();
        assert!(rows.iter().all(|r| r.games == 1), "{rows:?}");
        // Forgotten, the next game at that table is rated again.
        desk.forget(table);
        desk.seat(table, Color::White, &ann);
        desk.seat(table, Color::Black, &bob);
        let (white, _) = desk
            .record(table, Pool::Blitz, None, (None, [true, true]))
            .unwrap()
            .unwrap();
        assert_eq!(white.games, 1);
    }
}
