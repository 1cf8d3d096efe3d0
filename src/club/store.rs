//! The club's database, `club.sqlite` in the data folder: members, their keys, sign-ups,
//! ratings per pool and every rated or casual game's result. It is the truth, never rebuilt
//! (unlike the games index): versioned migrations, every change one durable transaction,
//! and a copy taken into `club-backups/` at each opening by a program that may change it
//! (not by one that only reads it).

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::cached::CachedRow;
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::error::ClubError;
use super::names::{self, NameError};
use super::pool::Pool;
use super::rating::{self, PoolRating};
use super::schema;
use crate::rating::{Rating, Score};
use crate::rules::Color;

/// The database's file name in the data folder.
pub const FILE: &str = "club.sqlite";
/// The folder of its copies, beside it.
pub const BACKUPS: &str = "club-backups";
/// How many copies taken at openings are kept (the oldest go first).
pub const KEPT_BACKUPS: usize = 10;
/// Sign-ups from one address in an hour, by default.
pub const SIGN_UPS_AN_HOUR: u32 = 3;

/// Prepared statements a club keeps (rusqlite keeps 16 by default; the club asks about
/// twice as many different questions).
const STATEMENTS: usize = 64;

/// A member's number in the database.
pub type MemberId = i64;

/// A member as the database knows them.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// Their number.
    pub id: MemberId,
    /// Their name, as they typed it (escape it when shown).
    pub name: String,
    /// When they joined, in seconds since 1970.
    pub joined: i64,
    /// Whether the host banned them.
    pub banned: bool,
}

/// A member with their ratings, for the members' table.
#[derive(Debug, Clone, PartialEq)]
pub struct MemberRow {
    /// The member.
    pub member: Member,
    /// Their rating in each pool they played rated games in.
    pub ratings: Vec<(Pool, PoolRating)>,
    /// Games played (rated and casual).
    pub games: u32,
}

/// Why a sign-up is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignUpError {
    /// The name itself.
    #[error(transparent)]
    Name(#[from] NameError),
    /// Another member has it, or a look-alike of it.
    #[error("another member has that name, or one that looks like it")]
    Taken,
    /// The key already belongs to a member.
    #[error("this key is a member's already")]
    KnownKey,
    /// Too many sign-ups from this address in the last hour.
    #[error("{0} sign-ups from this address in the last hour: try again later")]
    TooMany(u32),
}

/// One rated or casual game's outcome as the club keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    /// White's member number.
    pub white: MemberId,
    /// Black's.
    pub black: MemberId,
    /// The pool of its clock.
    pub pool: Pool,
    /// Whether it moves ratings.
    pub rated: bool,
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Its save, when it has one.
    pub file: Option<PathBuf>,
    /// When it ended, in seconds since 1970.
    pub ended: i64,
    /// Whether each player (White first) was at the table when it ended; one who was not
    /// is told at their next login ([`Club::untold_ending`]).
    pub here: [bool; 2],
}

/// The club's database, open.
pub struct Club {
    conn: Connection,
    path: PathBuf,
}

fn pool_of(text: &str) -> Pool {
    text.parse().unwrap_or(Pool::Untimed)
}

impl Club {
    /// Opens (or makes) the club's database in `dir` to change it, brings its schema up to
    /// date and, when it was there already, copies it into `dir/club-backups/` first.
    pub fn open(dir: &Path) -> Result<Club, ClubError> {
        Club::opened(dir, true)
    }

    /// Opens (or makes) the club's database in `dir` to read it (`hive club members`):
    /// as [`Club::open`], but copied only when its schema is to be brought up to date,
    /// the one change this opening makes. Reading does not push out of `club-backups/`
    /// the copies taken when it was changed.
    pub fn open_to_read(dir: &Path) -> Result<Club, ClubError> {
        Club::opened(dir, false)
    }

    /// Opens the database in `dir`, copying it first when it was there and `copy` says so
    /// or its schema is behind.
    fn opened(dir: &Path, copy: bool) -> Result<Club, ClubError> {
        std::fs::create_dir_all(dir).map_err(|source| ClubError::Folder {
            path: dir.to_path_buf(),
            source,
        })?;
        let path = dir.join(FILE);
        let existed = path.exists();
        let db = ClubError::database(&path);
        let conn = Connection::open(&path).map_err(db)?;
        // Another process (`hive club` at the host's terminal) may hold it a moment.
        conn.busy_timeout(Duration::from_secs(5)).map_err(db)?;
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(db)?;
        // The truth: every commit reaches the disk before it is reported done.
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(db)?;
        conn.pragma_update(None, "foreign_keys", true).map_err(db)?;
        // Every statement the club runs kept prepared: a server's lobby asks the same few
        // questions of it every second for each member there.
        conn.set_prepared_statement_cache_capacity(STATEMENTS);
        let mut club = Club { conn, path };
        if existed && (copy || schema::behind(&club.conn).map_err(club.db())?) {
            club.backup_at_opening(dir)?;
        }
        let (conn, path) = club.conn();
        schema::migrate(conn, path)?;
        Ok(club)
    }

    #[cfg(test)]
    pub(super) fn conn_for_tests(&self) -> &Connection {
        &self.conn
    }

    /// The connection, for the other parts of the club's database (tournaments).
    pub(super) fn conn(&mut self) -> (&mut Connection, &Path) {
        (&mut self.conn, &self.path)
    }

    /// The connection, to read.
    pub(super) fn reader(&self) -> (&Connection, &Path) {
        (&self.conn, &self.path)
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn db(&self) -> impl Fn(rusqlite::Error) -> ClubError + '_ {
        ClubError::database(&self.path)
    }

    /// A mark that moves whenever the club's data changes, by this connection or another
    /// one (`hive club` at the host's terminal): what a member's lobby last read is still
    /// true while the mark stands.
    pub fn changes(&self) -> Result<(u64, i64), ClubError> {
        let other: i64 = self
            .conn
            .cached_row("PRAGMA data_version", [], |r| r.get(0))
            .map_err(self.db())?;
        Ok((self.conn.total_changes(), other))
    }

    /// The schema version the database is at.
    pub fn version(&self) -> Result<usize, ClubError> {
        schema::version(&self.conn).map_err(self.db())
    }

    /// Copies the whole database to `to` (a consistent copy, taken while it is in use).
    pub fn backup(&self, to: &Path) -> Result<(), ClubError> {
        if to.exists() {
            return Err(ClubError::Exists(to.to_path_buf()));
        }
        let target = to
            .to_str()
            .ok_or_else(|| ClubError::Exists(to.to_path_buf()))?;
        self.conn
            .execute("VACUUM INTO ?1", [target])
            .map_err(self.db())?;
        Ok(())
    }

    fn backup_at_opening(&self, dir: &Path) -> Result<(), ClubError> {
        let folder = dir.join(BACKUPS);
        std::fs::create_dir_all(&folder).map_err(|source| ClubError::Folder {
            path: folder.clone(),
            source,
        })?;
        let stamp = jiff::Timestamp::now()
            .strftime("%Y%m%dT%H%M%S%.3fZ")
            .to_string();
        self.backup(&folder.join(format!("club-{stamp}.sqlite")))?;
        // The oldest copies go: their names sort by time.
        let mut copies: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        copies.retain(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("club-") && n.ends_with(".sqlite"))
        });
        copies.sort();
        for old in copies.iter().rev().skip(KEPT_BACKUPS) {
            let _ = std::fs::remove_file(old);
        }
        Ok(())
    }

    /// The member whose key has `fingerprint` (a revoked key is nobody's).
    pub fn member_by_key(&self, fingerprint: &str) -> Result<Option<Member>, ClubError> {
        self.conn
            .cached_row(
                "SELECT m.id, m.name, m.joined, m.banned FROM keys k JOIN members m
                 ON m.id = k.member WHERE k.fingerprint = ?1 AND k.revoked = 0",
                [fingerprint],
                member_of,
            )
            .optional()
            .map_err(self.db())
    }

    /// The member named `name` (or a look-alike of it). A name exactly a member's is
    /// theirs first: two members whose names look alike by today's rules may have joined
    /// before those rules (see `schema::rekey_names`).
    pub fn member_by_name(&self, name: &str) -> Result<Option<Member>, ClubError> {
        let name = name.trim();
        self.conn
            .cached_row(
                "SELECT id, name, joined, banned FROM members WHERE name = ?1 OR name_key = ?2
                 ORDER BY name = ?1 DESC LIMIT 1",
                [name, &names::key(name)],
                member_of,
            )
            .optional()
            .map_err(self.db())
    }

    /// Makes the holder of the key `fingerprint` a member named `name`, unless the name
    /// is refused or taken, the key is a member's, or `address` signed up `cap` members in
    /// the hour before `now` (seconds since 1970). Every try is counted.
    pub fn sign_up(
        &mut self,
        fingerprint: &str,
        name: &str,
        address: IpAddr,
        cap: u32,
        now: i64,
    ) -> Result<Result<Member, SignUpError>, ClubError> {
        let name = match names::check(name) {
            Ok(name) => name,
            Err(e) => return Ok(Err(e.into())),
        };
        let path = self.path.clone();
        let db = ClubError::database(&path);
        let tx = self.conn.transaction().map_err(db)?;
        let recent: u32 = tx
            .cached_row(
                "SELECT COUNT(*) FROM sign_ups WHERE address = ?1 AND at > ?2",
                params![address.to_string(), now - 3600],
                |r| r.get(0),
            )
            .map_err(db)?;
        if recent >= cap {
            return Ok(Err(SignUpError::TooMany(recent)));
        }
        let known: bool = tx
            .cached_row(
                "SELECT COUNT(*) FROM keys WHERE fingerprint = ?1",
                [fingerprint],
                |r| r.get::<_, i64>(0),
            )
            .map_err(db)?
            > 0;
        if known {
            return Ok(Err(SignUpError::KnownKey));
        }
        let taken: bool = tx
            .cached_row(
                "SELECT COUNT(*) FROM members WHERE name_key = ?1",
                [&name.key],
                |r| r.get::<_, i64>(0),
            )
            .map_err(db)?
            > 0;
        if taken {
            return Ok(Err(SignUpError::Taken));
        }
        tx.execute(
            "INSERT INTO sign_ups (address, at) VALUES (?1, ?2)",
            params![address.to_string(), now],
        )
        .map_err(db)?;
        tx.execute(
            "INSERT INTO members (name, name_key, joined) VALUES (?1, ?2, ?3)",
            params![name.text, name.key, now],
        )
        .map_err(db)?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO keys (fingerprint, member, added) VALUES (?1, ?2, ?3)",
            params![fingerprint, id, now],
        )
        .map_err(db)?;
        tx.commit().map_err(db)?;
        Ok(Ok(Member {
            id,
            name: name.text,
            joined: now,
            banned: false,
        }))
    }

    /// Bans (or, with `banned` false, readmits) the member named `name`; `false` when no
    /// member has that name.
    pub fn set_banned(&mut self, name: &str, banned: bool) -> Result<bool, ClubError> {
        let Some(member) = self.member_by_name(name)? else {
            return Ok(false);
        };
        self.conn
            .execute(
                "UPDATE members SET banned = ?1 WHERE id = ?2",
                params![banned, member.id],
            )
            .map_err(self.db())?;
        Ok(true)
    }

    /// The language member `id` chose (a tag), if they chose one.
    pub fn language(&self, id: MemberId) -> Result<Option<String>, ClubError> {
        self.conn
            .cached_row(
                "SELECT language FROM members WHERE id = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()
            .map(Option::flatten)
            .map_err(self.db())
    }

    /// Keeps `tag` as the language of member `id`.
    pub fn set_language(&mut self, id: MemberId, tag: &str) -> Result<(), ClubError> {
        self.conn
            .execute(
                "UPDATE members SET language = ?1 WHERE id = ?2",
                params![tag, id],
            )
            .map_err(self.db())?;
        Ok(())
    }

    /// Binds the member named `name` to the key `fingerprint` (a member who lost theirs):
    /// their old keys are revoked. `false` when no member has that name; refused when the
    /// key is another member's.
    pub fn bind(&mut self, name: &str, fingerprint: &str, now: i64) -> Result<bool, ClubError> {
        let Some(member) = self.member_by_name(name)? else {
            return Ok(false);
        };
        if let Some(holder) = self.member_by_key(fingerprint)?
            && holder.id != member.id
        {
            return Err(ClubError::KeyTaken(holder.name));
        }
        let path = self.path.clone();
        let db = ClubError::database(&path);
        let tx = self.conn.transaction().map_err(db)?;
        tx.execute("UPDATE keys SET revoked = 1 WHERE member = ?1", [member.id])
            .map_err(db)?;
        tx.execute(
            "INSERT INTO keys (fingerprint, member, added) VALUES (?1, ?2, ?3)
             ON CONFLICT (fingerprint) DO UPDATE SET member = ?2, added = ?3, revoked = 0",
            params![fingerprint, member.id, now],
        )
        .map_err(db)?;
        tx.commit().map_err(db)?;
        Ok(true)
    }

    /// `member`'s rating in `pool` (a new member's where they have played no rated game).
    pub fn rating(&self, member: MemberId, pool: Pool) -> Result<PoolRating, ClubError> {
        rating_in(&self.conn, member, pool).map_err(self.db())
    }

    /// Keeps a finished game between two members; a rated one moves both ratings in its
    /// pool, in the same transaction. Returns White's and Black's ratings after it.
    pub fn record_game(&mut self, game: &Played) -> Result<(PoolRating, PoolRating), ClubError> {
        let path = self.path.clone();
        let db = ClubError::database(&path);
        let tx = self.conn.transaction().map_err(db)?;
        let before = (
            rating_in(&tx, game.white, game.pool).map_err(db)?,
            rating_in(&tx, game.black, game.pool).map_err(db)?,
        );
        let after = if game.rated {
            let score = match game.winner {
                Some(Color::White) => Score::Win,
                Some(Color::Black) => Score::Loss,
                None => Score::Draw,
            };
            let after = rating::after_game(before.0, before.1, score);
            put_rating(&tx, game.white, game.pool, &after.0).map_err(db)?;
            put_rating(&tx, game.black, game.pool, &after.1).map_err(db)?;
            after
        } else {
            before
        };
        let winner = game.winner.map(|c| c.name().to_ascii_lowercase());
        let file = game.file.as_ref().map(|f| f.to_string_lossy().into_owned());
        let rated = |r: f64| game.rated.then_some(r);
        tx.execute(
            "INSERT INTO games (white, black, pool, rated, winner, file, ended,
             white_before, white_after, black_before, black_after, white_told, black_told)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                game.white,
                game.black,
                game.pool.as_str(),
                game.rated,
                winner,
                file,
                game.ended,
                rated(before.0.glicko.rating),
                rated(after.0.glicko.rating),
                rated(before.1.glicko.rating),
                rated(after.1.glicko.rating),
                game.here[0],
                game.here[1],
            ],
        )
        .map_err(db)?;
        tx.commit().map_err(db)?;
        Ok(after)
    }

    /// Every member, by name, with their ratings and games played.
    pub fn members(&self) -> Result<Vec<MemberRow>, ClubError> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT id, name, joined, banned FROM members ORDER BY name COLLATE NOCASE, id",
            )
            .map_err(self.db())?;
        let members: Vec<Member> = stmt
            .query_map([], member_of)
            .and_then(Iterator::collect)
            .map_err(self.db())?;
        let mut rows = Vec::with_capacity(members.len());
        for member in members {
            let mut stmt = self
                .conn
                .prepare_cached(
                    "SELECT pool, rating, deviation, volatility, games FROM ratings
                     WHERE member = ?1",
                )
                .map_err(self.db())?;
            let mut ratings: Vec<(Pool, PoolRating)> = stmt
                .query_map([member.id], |r| {
                    Ok((pool_of(&r.get::<_, String>(0)?), pool_rating(r, 1)?))
                })
                .and_then(Iterator::collect)
                .map_err(self.db())?;
            ratings.sort_by_key(|(pool, _)| *pool);
            let games: u32 = self
                .conn
                .cached_row(
                    "SELECT COUNT(*) FROM games WHERE white = ?1 OR black = ?1",
                    [member.id],
                    |r| r.get(0),
                )
                .map_err(self.db())?;
            rows.push(MemberRow {
                member,
                ratings,
                games,
            });
        }
        Ok(rows)
    }

    /// The best `n` ratings in `pool` that are not provisional, highest first.
    pub fn leaderboard(
        &self,
        pool: Pool,
        n: usize,
    ) -> Result<Vec<(Member, PoolRating)>, ClubError> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT m.id, m.name, m.joined, m.banned, r.rating, r.deviation, r.volatility,
                 r.games FROM ratings r JOIN members m ON m.id = r.member
                 WHERE r.pool = ?1 AND r.deviation <= ?2 AND m.banned = 0
                 ORDER BY r.rating DESC LIMIT ?3",
            )
            .map_err(self.db())?;
        stmt.query_map(
            params![
                pool.as_str(),
                crate::rating::PROVISIONAL_DEVIATION,
                n as i64
            ],
            |r| Ok((member_of(r)?, pool_rating(r, 4)?)),
        )
        .and_then(Iterator::collect)
        .map_err(self.db())
    }

    /// `member`'s rating in `pool` after each of their rated games there, oldest first:
    /// (when it ended, the rating after it). The points of their rating chart.
    pub fn history(&self, member: MemberId, pool: Pool) -> Result<Vec<(i64, f64)>, ClubError> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT ended, CASE WHEN white = ?1 THEN white_after ELSE black_after END
                 FROM games WHERE rated = 1 AND pool = ?2 AND (white = ?1 OR black = ?1)
                 ORDER BY ended, id",
            )
            .map_err(self.db())?;
        stmt.query_map(params![member, pool.as_str()], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .and_then(Iterator::collect)
        .map_err(self.db())
    }

    /// The members `member` has played, by name.
    pub fn opponents(&self, member: MemberId) -> Result<Vec<Member>, ClubError> {
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT id, name, joined, banned FROM members WHERE id IN
                 (SELECT black FROM games WHERE white = ?1
                  UNION SELECT white FROM games WHERE black = ?1)
                 ORDER BY name COLLATE NOCASE, id",
            )
            .map_err(self.db())?;
        stmt.query_map([member], member_of)
            .and_then(Iterator::collect)
            .map_err(self.db())
    }

    /// `a`'s score against `b` over all their games: (wins, draws, losses).
    pub fn head_to_head(&self, a: MemberId, b: MemberId) -> Result<(u32, u32, u32), ClubError> {
        self.conn
            .cached_row(
                "SELECT
                   SUM((white = ?1 AND winner = 'white') OR (black = ?1 AND winner = 'black')),
                   SUM(winner IS NULL),
                   SUM((white = ?2 AND winner = 'white') OR (black = ?2 AND winner = 'black'))
                 FROM games WHERE (white = ?1 AND black = ?2) OR (white = ?2 AND black = ?1)",
                params![a, b],
                |r| {
                    Ok((
                        r.get::<_, Option<u32>>(0)?.unwrap_or(0),
                        r.get::<_, Option<u32>>(1)?.unwrap_or(0),
                        r.get::<_, Option<u32>>(2)?.unwrap_or(0),
                    ))
                },
            )
            .map_err(self.db())
    }
}

pub(super) fn member_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<Member> {
    Ok(Member {
        id: r.get(0)?,
        name: r.get(1)?,
        joined: r.get(2)?,
        banned: r.get(3)?,
    })
}

/// A pool rating from four columns of `r` from `at` on: rating, deviation, volatility,
/// games.
fn pool_rating(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<PoolRating> {
    Ok(PoolRating {
        glicko: Rating {
            rating: r.get(at)?,
            deviation: r.get(at + 1)?,
            volatility: r.get(at + 2)?,
        },
        games: r.get(at + 3)?,
    })
}

pub(super) fn rating_in(
    conn: &Connection,
    member: MemberId,
    pool: Pool,
) -> rusqlite::Result<PoolRating> {
    Ok(conn
        .cached_row(
            "SELECT rating, deviation, volatility, games FROM ratings
             WHERE member = ?1 AND pool = ?2",
            params![member, pool.as_str()],
            |r| pool_rating(r, 0),
        )
        .optional()?
        .unwrap_or(PoolRating::NEW))
}

fn put_rating(
    tx: &Transaction<'_>,
    member: MemberId,
    pool: Pool,
    r: &PoolRating,
) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO ratings (member, pool, rating, deviation, volatility, games)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (member, pool) DO UPDATE SET rating = ?3, deviation = ?4,
         volatility = ?5, games = ?6",
        params![
            member,
            pool.as_str(),
            r.glicko.rating,
            r.glicko.deviation,
            r.glicko.volatility,
            r.games
        ],
    )?;
    Ok(())
}
