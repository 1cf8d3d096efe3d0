//! A member in the lobby and the work their choices ask for (make a game, sit at it, close
//! it, renew its codes), the same for the board's lobby and the plain one; what a lobby
//! needs of its server; the member's games as rows.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use super::model::Row;
use crate::clock::TimeControl;
use crate::room::{Owner, Seat, SendOff};
use crate::rules::Color;
use crate::say;
use crate::serve::exit::Exit;
use crate::serve::guest::{Guest, play_seat};
use crate::serve::invite::{HOST_HINT, ssh_line};
use crate::serve::served::{Seating, Served};

/// How often the lobby looks again at the member's games when no key is pressed.
pub(super) const REFRESH: Duration = Duration::from_secs(1);

/// What a lobby needs of its server.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Where new games are saved.
    pub games: PathBuf,
    /// The address the server listens on, for the invite lines.
    pub address: SocketAddr,
    /// The clock a new game starts on (the member may choose another, or none).
    pub clock: Option<TimeControl>,
    /// The club: its members and their ratings (none: games unrated).
    pub club: Option<crate::serve::desk::Desk>,
    /// The computer, for games against it, and the server's searches (none: no computer).
    pub computers: Option<crate::serve::Computers>,
    /// Who is in the club's lobby, the games from seeks, and the caps on seeks and games.
    pub lounge: super::lounge::Lounge,
}

#[cfg(test)]
impl Settings {
    /// A club's lobby for tests: games saved in `dir/games`, no clock, no computer, one
    /// seek and one game a member.
    pub(crate) fn for_tests(dir: &std::path::Path, desk: &crate::serve::desk::Desk) -> Settings {
        Settings {
            games: dir.join("games"),
            address: "127.0.0.1:2222".parse().expect("an address"),
            clock: None,
            club: Some(desk.clone()),
            lounge: super::lounge::Lounge::new(1, 1),
            computers: None,
        }
    }
}

/// The member's games as the lobby lists them.
pub(super) fn rows(seating: &Seating, owner: &Owner, address: SocketAddr) -> Vec<Row> {
    let mut rows: Vec<Row> = seating
        .owned_by(owner)
        .iter()
        .filter_map(|table| row(table, address))
        .map(|row| Row { mine: true, ..row })
        .collect();
    super::model::waiting_first(&mut rows);
    rows
}

pub(super) fn row(served: &Served, address: SocketAddr) -> Option<Row> {
    let table = &served.table;
    let (_, seat) = table.owner.as_ref()?;
    let game = table.room.game();
    let here = table.room.seats();
    // Over on time too (the room's flag, not the game's record of the board).
    let to_move = (!table.room.is_over()).then(|| game.position().to_move());
    let other = seat.color().map(Color::opponent).map(Seat::Player);
    Some(Row {
        id: table.id,
        game_type: game.game_type(),
        clock: table.room.time_control(),
        seat: *seat,
        plies: game.moves().len(),
        to_move,
        opponent_here: other.is_some_and(|o| here.contains(&o)),
        seated: here.contains(seat),
        computer: table.room.computer().map(|c| c.level.number()),
        // The caller knows whose it is.
        mine: false,
        invites: served
            .invites
            .iter()
            .map(|(s, invite)| {
                let mut line = ssh_line(address, &invite.code);
                if address.ip().is_unspecified() {
                    line = format!("{line} {HOST_HINT}");
                }
                (*s, line)
            })
            .collect(),
    })
}

/// A save's file name, as the member may show it (escaped: it is the host's).
fn file_name(path: &std::path::Path) -> String {
    let name = path.file_name().unwrap_or(path.as_os_str());
    crate::text::printable(&name.to_string_lossy(), 80).into_owned()
}

/// A member in the lobby, and the work their choices ask for (the board's lobby and the
/// plain one do the same work).
pub(super) struct Member<'a> {
    pub(super) owner: &'a Owner,
    pub(super) name: &'a str,
    pub(super) seating: &'a Seating,
    pub(super) settings: &'a Settings,
    pub(super) lang: crate::lang::Lang,
    /// The club and the member as it knows them (none: their games are unrated).
    pub(super) club: Option<(&'a crate::serve::desk::Desk, &'a crate::club::Member)>,
}

impl Member<'_> {
    /// The member's games as they stand.
    pub(super) fn rows(&self) -> Vec<Row> {
        let (address, lounge) = (self.settings.address, &self.settings.lounge);
        let owned = rows(self.seating, self.owner, address);
        // The member's tournament games, then their own and those from seeks; the games
        // waiting for their move first.
        let mut all = super::tour_member::rows(self.club, self.seating);
        all.extend(super::matched::rows(
            self.seating,
            lounge,
            self.owner,
            address,
            owned,
            row,
        ));
        super::model::waiting_first(&mut all);
        all
    }

    /// The server's games, and its cap.
    pub(super) fn load(&self) -> (usize, usize) {
        (self.seating.tables().len(), self.seating.tables().max())
    }

    /// Makes a game, the member playing `color`: its table, or why not.
    pub(super) fn create(
        &self,
        game_type: crate::rules::GameType,
        color: Color,
        clock: Option<TimeControl>,
    ) -> Result<crate::room::TableId, String> {
        let lounge = &self.settings.lounge;
        if let Some(note) = super::matched::over_cap(self.seating, lounge, self.owner, &self.lang) {
            return Err(note);
        }
        let who = if self.name.is_empty() {
            "host"
        } else {
            self.name
        };
        let names = match color {
            Color::White => [who, "guest"],
            Color::Black => ["guest", who],
        };
        let seats = [Seat::Player(color.opponent()), Seat::Watcher];
        let owned = Some((self.owner.clone(), Seat::Player(color)));
        let kind = (game_type, clock);
        match self
            .seating
            .create(&self.settings.games, kind, names, owned, &seats)
        {
            Ok(served) => {
                // The club learns who sits where, to rate the game when it ends.
                if let Some((desk, member)) = self.club {
                    desk.seat(served.table.id, color, member);
                    let mut sides = [None, None];
                    sides[color.index()] = Some((member.id, self.owner.0.clone()));
                    let kept = crate::club::kept::KeptGame {
                        file: served.table.save.clone(),
                        made_by: color,
                        sides,
                        casual: false,
                    };
                    super::kept::keep(desk, &kept);
                }
                Ok(served.table.id)
            }
            Err(e) => Err(say!(self.lang, "lobby-not-made", why = e.to_string())),
        }
    }

    /// Plays the member's seat of game `id` until they leave it; what to tell them then.
    pub(super) fn join(
        &self,
        guest: Guest<'_>,
        id: crate::room::TableId,
    ) -> Result<Option<String>, Exit> {
        let desk = self.club.map(|(desk, _)| desk);
        let lounge = &self.settings.lounge;
        // A tournament's game: the member's seat is their colour in it (before a game in
        // play between members, which anyone else watches).
        let found = super::tour_member::seat(self.club, self.seating, id)
            .or_else(|| super::matched::seat_of(self.seating, lounge, self.owner, desk, id));
        let Some((table, seat)) = found else {
            return Ok(Some(self.lang.get("lobby-gone")));
        };
        match play_seat(guest, &table.room, seat) {
            Ok(()) => Ok(None),
            Err(Exit::NotSeated(e)) => Ok(Some(say!(
                self.lang,
                "lobby-not-seated",
                why = e.to_string()
            ))),
            // Closed or renewed from another of the member's connections.
            Err(Exit::SentOut(why)) => Ok(Some(why)),
            Err(e) => Err(e),
        }
    }

    /// Closes game `id` (only the member's own: another's is not theirs to close).
    pub(super) fn close(&self, id: crate::room::TableId) -> String {
        match self.seating.owned(self.owner, id) {
            // Closed, a game between two members would end with no result and no rating:
            // a way out of any lost position (a tester). Once begun it ends as games do.
            Some(served) if self.between_members(&served.table) => {
                self.lang.get("lobby-close-in-play")
            }
            Some(served) if self.seating.close(id, SendOff::Closed) => {
                if let Some((desk, _)) = self.club {
                    desk.let_go(&served.table.save);
                }
                say!(
                    self.lang,
                    "lobby-closed",
                    save = file_name(&served.table.save)
                )
            }
            _ => self.not_owned(id),
        }
    }

    /// Gives game `id`'s seats new codes; whether it did, and what to tell the member.
    pub(super) fn renew(&self, id: crate::room::TableId) -> (bool, String) {
        match self
            .seating
            .owned(self.owner, id)
            .map(|_| self.seating.renew(id, None, SendOff::OwnerRenewed))
        {
            Some(Ok(Some(_))) => (true, self.lang.get("lobby-renewed")),
            Some(Err(e)) => (
                false,
                say!(self.lang, "lobby-not-renewed", why = e.to_string()),
            ),
            _ => (false, self.not_owned(id)),
        }
    }

    /// Whether `table` holds a game under way between two members.
    fn between_members(&self, table: &crate::room::Table) -> bool {
        let Some((desk, _)) = self.club else {
            return false;
        };
        let begun = table.room.game().moves().len() > 0;
        match desk.sides(table.id) {
            [Some(white), Some(black)] => white != black && begun && !table.room.is_over(),
            _ => false,
        }
    }

    /// A member the host banned while they were here is sent away as the door sends a
    /// banned key (`hive club ban` writes the club from another process: looked at on each
    /// refresh).
    pub(super) fn still_welcome(&self, guest: &Guest<'_>) -> Result<(), Exit> {
        let Some((desk, m)) = self.club else {
            return Ok(());
        };
        match desk.club().member_by_key(&self.owner.0) {
            Ok(Some(now)) if now.banned => {
                crate::serve::log::banned(guest.peer, &m.name);
                Err(Exit::SentOut(guest.tty.lang.get("clubroom-banned")))
            }
            _ => Ok(()),
        }
    }

    /// Why game `id` is not the member's to close or renew: another's (from their seek, or
    /// a tournament's), or gone.
    fn not_owned(&self, id: crate::room::TableId) -> String {
        match self.seating.served(id) {
            Some(_) => self.lang.get("lobby-not-yours"),
            None => self.lang.get("lobby-gone"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Record, SavedClock, Stamp};
    use crate::room::{Room, Tables};
    use crate::rules::{Game, GameType, Rules};
    use crate::serve::invite::Invites;
    use std::sync::{Arc, Mutex};
    use std::time::Instant;

    #[test]
    fn a_game_lost_on_time_is_listed_over() {
        let dir = tempfile::tempdir().unwrap();
        let game = Game::with_rules(GameType::BASE, Rules::default());
        let mut record = Record::from_game(&game, "ann", "guest", Stamp::now());
        record.clock = Some(SavedClock {
            control: "1+0".parse().unwrap(),
            left: None,
        });
        let now = Arc::new(Mutex::new(Instant::now()));
        let time = Arc::clone(&now);
        let room = Room::new(&dir.path().join("g.json"), game, record)
            .unwrap()
            .with_time(move || *time.lock().unwrap());
        let seating = Seating::new(Tables::new(4), Invites::new());
        let owner = Owner("SHA256:a".into());
        let white = Seat::Player(Color::White);
        let save = dir.path().join("g.json");
        seating
            .open(room, save, Some((owner.clone(), white)), &[])
            .unwrap();
        let address: SocketAddr = "127.0.0.1:22".parse().unwrap();
        let table = Arc::clone(&seating.owned_by(&owner)[0].table);
        let _ann = table.room.join(white, || {}).unwrap();
        let _guest = table.room.join(Seat::Player(Color::Black), || {}).unwrap();
        let listed = |seating: &Seating| rows(seating, &owner, address)[0].to_move;
        assert_eq!(listed(&seating), Some(Color::White));
        // White's minute runs out: the room's flag falls; the board has no result.
        *now.lock().unwrap() += Duration::from_secs(61);
        table.room.look();
        assert_eq!(table.room.flagged(), Some(Color::White));
        assert!(!table.room.game().outcome().is_over());
        assert_eq!(listed(&seating), None, "listed as over");
    }
}
