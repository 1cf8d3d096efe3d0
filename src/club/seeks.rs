//! Seeks in the club's database: a member's open offer of a game (its type, clock, rated
//! or casual, their colour, the opening rule), to anyone or to one member (a challenge);
//! taken by whoever accepts it first, withdrawn by its maker, declined by the one
//! challenged. Each change is one transaction, so two members accepting the same seek at
//! once get one game between them, not two.

use super::cached::CachedRow;
use std::str::FromStr;

use rusqlite::{Connection, OptionalExtension, params};

use super::error::ClubError;
use super::store::{Club, MemberId};
use crate::clock::TimeControl;
use crate::rules::{GameType, Opening};

/// A seek's number in the database.
pub type SeekId = i64;

/// The colour the seeker asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeekColor {
    /// The seeker plays White.
    White,
    /// The seeker plays Black.
    Black,
    /// Drawn when the seek is accepted.
    Random,
}

impl SeekColor {
    /// Every colour a seek may ask for.
    pub const ALL: [SeekColor; 3] = [SeekColor::White, SeekColor::Black, SeekColor::Random];

    /// `white`, `black` or `random`.
    pub fn as_str(self) -> &'static str {
        match self {
            SeekColor::White => "white",
            SeekColor::Black => "black",
            SeekColor::Random => "random",
        }
    }
}

impl std::fmt::Display for SeekColor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for SeekColor {
    type Err = SeekRefused;

    fn from_str(text: &str) -> Result<SeekColor, SeekRefused> {
        SeekColor::ALL
            .into_iter()
            .find(|c| c.as_str().eq_ignore_ascii_case(text))
            .ok_or(SeekRefused::Gone)
    }
}

/// A seek as its maker chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewSeek {
    /// The game type.
    pub game_type: GameType,
    /// The clock; `None`: untimed.
    pub clock: Option<TimeControl>,
    /// Whether the game is rated (both players members), or casual.
    pub rated: bool,
    /// The seeker's colour.
    pub color: SeekColor,
    /// When the Queen may come (stated on the seek: the server's rule).
    pub opening: Opening,
    /// The one member it is offered to (a challenge); `None`: anyone.
    pub to: Option<MemberId>,
}

/// A seek in the club.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seek {
    /// Its number.
    pub id: SeekId,
    /// Its maker.
    pub by: MemberId,
    /// Its maker's name (escape it when shown).
    pub by_name: String,
    /// What it offers.
    pub offer: NewSeek,
    /// The name of the member challenged, if it is a challenge.
    pub to_name: Option<String>,
    /// The member challenged declined it (it is open no longer; its maker sees why).
    pub declined: bool,
    /// When it was made, in seconds since 1970.
    pub created: i64,
}

/// Why a seek cannot be taken, declined or made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeekRefused {
    /// Taken, withdrawn or declined meanwhile (or never there).
    #[error("that seek is no longer open")]
    Gone,
    /// The member's own.
    #[error("that seek is your own")]
    Own,
    /// A challenge to another member.
    #[error("that challenge is to another member")]
    NotYours,
}

const COLUMNS: &str = "s.id, s.member, m.name, s.game_type, s.clock, s.rated, s.color, \
     s.opening, s.target, t.name, s.declined, s.created \
     FROM seeks s JOIN members m ON m.id = s.member LEFT JOIN members t ON t.id = s.target";

fn seek_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<Seek> {
    let text = |i: usize| r.get::<_, String>(i);
    let clock: Option<String> = r.get(4)?;
    Ok(Seek {
        id: r.get(0)?,
        by: r.get(1)?,
        by_name: text(2)?,
        offer: NewSeek {
            game_type: text(3)?.parse().unwrap_or(GameType::MLP),
            clock: clock.and_then(|c| c.parse().ok()),
            rated: r.get(5)?,
            color: text(6)?.parse().unwrap_or(SeekColor::Random),
            opening: text(7)?.parse().unwrap_or_default(),
            to: r.get(8)?,
        },
        to_name: r.get(9)?,
        declined: r.get(10)?,
        created: r.get(11)?,
    })
}

fn seek_by_id(conn: &Connection, id: SeekId) -> rusqlite::Result<Option<Seek>> {
    conn.cached_row(&format!("SELECT {COLUMNS} WHERE s.id = ?1"), [id], seek_of)
        .optional()
}

impl Club {
    /// Keeps `by`'s new seek, made at `now`; its number.
    pub fn add_seek(
        &mut self,
        by: MemberId,
        seek: &NewSeek,
        now: i64,
    ) -> Result<SeekId, ClubError> {
        let (conn, path) = self.conn();
        conn.execute(
            "INSERT INTO seeks (member, game_type, clock, rated, color, opening, target, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                by,
                seek.game_type.to_string(),
                seek.clock.map(|c| c.to_string()),
                seek.rated,
                seek.color.as_str(),
                seek.opening.to_string(),
                seek.to,
                now
            ],
        )
        .map_err(ClubError::database(path))?;
        Ok(conn.last_insert_rowid())
    }

    /// Keeps `seek` again as it was (a game from it could not be made).
    pub fn restore_seek(&mut self, seek: &Seek) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        let o = &seek.offer;
        conn.execute(
            "INSERT OR IGNORE INTO seeks
             (id, member, game_type, clock, rated, color, opening, target, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                seek.id,
                seek.by,
                o.game_type.to_string(),
                o.clock.map(|c| c.to_string()),
                o.rated,
                o.color.as_str(),
                o.opening.to_string(),
                o.to,
                seek.created
            ],
        )
        .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The seeks `viewer` sees, oldest first: everyone's open to anyone, the challenges to
    /// them, and all their own (declined ones too).
    pub fn seeks_for(&self, viewer: MemberId) -> Result<Vec<Seek>, ClubError> {
        let (conn, path) = self.reader();
        let mut stmt = conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} WHERE s.member = ?1
                 OR (s.declined = 0 AND (s.target IS NULL OR s.target = ?1))
                 ORDER BY s.id"
            ))
            .map_err(ClubError::database(path))?;
        stmt.query_map([viewer], seek_of)
            .and_then(Iterator::collect)
            .map_err(ClubError::database(path))
    }

    /// How many open seeks (challenges included, declined ones not) `member` has.
    pub fn open_seeks(&self, member: MemberId) -> Result<usize, ClubError> {
        let (conn, path) = self.reader();
        let n: i64 = conn
            .cached_row(
                "SELECT COUNT(*) FROM seeks WHERE member = ?1 AND declined = 0",
                [member],
                |r| r.get(0),
            )
            .map_err(ClubError::database(path))?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// Takes seek `id` for `accepter`: it is gone from the club, and returned to make the
    /// game from; or why it cannot be taken.
    pub fn take_seek(
        &mut self,
        id: SeekId,
        accepter: MemberId,
    ) -> Result<Result<Seek, SeekRefused>, ClubError> {
        let (conn, path) = self.conn();
        let tx = conn.transaction().map_err(ClubError::database(path))?;
        let Some(seek) = seek_by_id(&tx, id).map_err(ClubError::database(path))? else {
            return Ok(Err(SeekRefused::Gone));
        };
        if seek.by == accepter {
            return Ok(Err(SeekRefused::Own));
        }
        if seek.declined {
            return Ok(Err(SeekRefused::Gone));
        }
        if seek.offer.to.is_some_and(|to| to != accepter) {
            return Ok(Err(SeekRefused::NotYours));
        }
        tx.execute("DELETE FROM seeks WHERE id = ?1", [id])
            .map_err(ClubError::database(path))?;
        tx.commit().map_err(ClubError::database(path))?;
        Ok(Ok(seek))
    }

    /// Withdraws `by`'s seek `id` (a declined challenge is put away the same way);
    /// whether it was theirs and there.
    pub fn withdraw_seek(&mut self, id: SeekId, by: MemberId) -> Result<bool, ClubError> {
        let (conn, path) = self.conn();
        let n = conn
            .execute(
                "DELETE FROM seeks WHERE id = ?1 AND member = ?2",
                params![id, by],
            )
            .map_err(ClubError::database(path))?;
        Ok(n > 0)
    }

    /// `by` declines the challenge `id` made to them: it stays, marked, for its maker to
    /// see. The challenge, if it was one to them and open.
    pub fn decline_seek(&mut self, id: SeekId, by: MemberId) -> Result<Option<Seek>, ClubError> {
        let (conn, path) = self.conn();
        let n = conn
            .execute(
                "UPDATE seeks SET declined = 1 WHERE id = ?1 AND target = ?2 AND declined = 0",
                params![id, by],
            )
            .map_err(ClubError::database(path))?;
        if n == 0 {
            return Ok(None);
        }
        seek_by_id(conn, id).map_err(ClubError::database(path))
    }

    /// Removes every seek of `member` (they left: a seek of someone absent is not open);
    /// how many there were.
    pub fn drop_seeks_of(&mut self, member: MemberId) -> Result<usize, ClubError> {
        let (conn, path) = self.conn();
        conn.execute("DELETE FROM seeks WHERE member = ?1", [member])
            .map_err(ClubError::database(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A new member called `name`: their number.
    fn member(club: &mut Club, name: &str) -> MemberId {
        let address = std::net::IpAddr::from([127, 0, 0, 1]);
        let key = format!("SHA256:{name}");
        club.sign_up(&key, name, address, u32::MAX, 0)
            .unwrap()
            .unwrap()
            .id
    }

    fn offer(to: Option<MemberId>) -> NewSeek {
        NewSeek {
            game_type: GameType::MLP,
            clock: "5+3".parse().ok(),
            rated: true,
            color: SeekColor::Random,
            opening: Opening::Rulebook,
            to,
        }
    }

    #[test]
    fn a_seek_is_kept_seen_by_all_and_taken_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ann = member(&mut club, "ann");
        let bob = member(&mut club, "bob");
        let cy = member(&mut club, "cy");
        let id = club.add_seek(ann, &offer(None), 10).unwrap();
        assert_eq!(club.open_seeks(ann).unwrap(), 1);
        let seen = club.seeks_for(bob).unwrap();
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].by_name, "ann");
        assert_eq!(seen[0].offer, offer(None));
        // Not her own; Bob takes it, and Cy finds it gone.
        assert_eq!(club.take_seek(id, ann).unwrap(), Err(SeekRefused::Own));
        let taken = club.take_seek(id, bob).unwrap().unwrap();
        assert_eq!(taken.id, id);
        assert_eq!(club.take_seek(id, cy).unwrap(), Err(SeekRefused::Gone));
        assert!(club.seeks_for(cy).unwrap().is_empty());
        // Put back when the game could not be made.
        club.restore_seek(&taken).unwrap();
        assert_eq!(club.seeks_for(cy).unwrap()[0], taken);
        assert!(!club.withdraw_seek(id, bob).unwrap());
        assert!(club.withdraw_seek(id, ann).unwrap());
        assert_eq!(club.open_seeks(ann).unwrap(), 0);
    }

    #[test]
    fn a_challenge_is_seen_by_the_one_challenged_who_may_decline_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ann = member(&mut club, "ann");
        let bob = member(&mut club, "bob");
        let cy = member(&mut club, "cy");
        let id = club.add_seek(ann, &offer(Some(bob)), 10).unwrap();
        assert!(club.seeks_for(cy).unwrap().is_empty());
        assert_eq!(club.take_seek(id, cy).unwrap(), Err(SeekRefused::NotYours));
        assert_eq!(
            club.seeks_for(bob).unwrap()[0].to_name.as_deref(),
            Some("bob")
        );
        assert_eq!(club.decline_seek(id, cy).unwrap(), None);
        let declined = club.decline_seek(id, bob).unwrap().unwrap();
        assert!(declined.declined);
        // Bob no longer sees it; Ann sees it declined, and it is open no longer.
        assert!(club.seeks_for(bob).unwrap().is_empty());
        assert!(club.seeks_for(ann).unwrap()[0].declined);
        assert_eq!(club.open_seeks(ann).unwrap(), 0);
        assert_eq!(club.take_seek(id, bob).unwrap(), Err(SeekRefused::Gone));
        club.add_seek(ann, &offer(None), 11).unwrap();
        assert_eq!(club.drop_seeks_of(ann).unwrap(), 2);
    }
}
