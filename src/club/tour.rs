//! Tournaments as a served club plays them: what [`super::running`] keeps (entries,
//! pairings, results) and what a server needs besides — the games' type and clock, when a
//! tournament starts (when full, or at a set time), who made it, each game's save (so
//! that a restarted server serves it again), and the members the host lets make them.

use super::cached::CachedRow;
use rusqlite::{OptionalExtension, params};

use super::error::ClubError;
use super::running::{NewTournament, TournamentId};
use super::store::{Club, Member, MemberId, member_of};
use crate::clock::TimeControl;
use crate::rules::GameType;

/// How a tournament's games are played, and when it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The games' type.
    pub game_type: GameType,
    /// Their clock, if any.
    pub clock: Option<TimeControl>,
    /// When it starts (seconds since 1970), if not only when full.
    pub starts: Option<i64>,
    /// The member who made it (none: the host).
    pub creator: Option<MemberId>,
}

impl Plan {
    /// Base+MLP games on `clock`, starting when full, made by the host.
    pub fn new(clock: Option<TimeControl>) -> Plan {
        Plan {
            game_type: GameType::MLP,
            clock,
            starts: None,
            creator: None,
        }
    }
}

/// One game of a tournament's round that has no result yet.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenGame {
    /// Its tournament.
    pub tournament: TournamentId,
    /// Its round, from 1.
    pub round: u32,
    /// White.
    pub white: Member,
    /// Black.
    pub black: Member,
    /// Its save, once a server made it.
    pub save: Option<std::path::PathBuf>,
}

fn db(club: &Club) -> impl Fn(rusqlite::Error) -> ClubError + '_ {
    ClubError::database(club.path())
}

impl Club {
    /// Makes a tournament played as `plan` says; returns its number.
    pub fn create_planned(
        &mut self,
        new: &NewTournament,
        plan: &Plan,
        now: i64,
    ) -> Result<TournamentId, ClubError> {
        let t = self.create_tournament(new, now)?;
        let (conn, _) = self.conn();
        conn.execute(
            "UPDATE tournaments SET game_type = ?2, clock = ?3, starts = ?4, creator = ?5
             WHERE id = ?1",
            params![
                t,
                plan.game_type.to_string(),
                plan.clock.map(|c| c.to_string()),
                plan.starts,
                plan.creator
            ],
        )
        .map_err(db(self))?;
        Ok(t)
    }

    /// How tournament `t`'s games are played (one made without a plan: Base+MLP with no
    /// clock, starting when full).
    pub fn plan(&self, t: TournamentId) -> Result<Option<Plan>, ClubError> {
        let (conn, _) = self.reader();
        let row = conn
            .cached_row(
                "SELECT game_type, clock, starts, creator FROM tournaments WHERE id = ?1",
                [t],
                |r| {
                    Ok((
                        r.get::<_, Option<String>>(0)?,
                        r.get::<_, Option<String>>(1)?,
                        r.get::<_, Option<i64>>(2)?,
                        r.get::<_, Option<MemberId>>(3)?,
                    ))
                },
            )
            .optional()
            .map_err(db(self))?;
        Ok(row.map(|(kind, clock, starts, creator)| Plan {
            game_type: kind.and_then(|k| k.parse().ok()).unwrap_or(GameType::MLP),
            clock: clock.and_then(|c| c.parse().ok()),
            starts,
            creator,
        }))
    }

    /// Lets member `name` make tournaments in the lobby (`allowed`), or no longer;
    /// `false` when there is no such member.
    pub fn allow_organizer(&mut self, name: &str, allowed: bool) -> Result<bool, ClubError> {
        let Some(member) = self.member_by_name(name)? else {
            return Ok(false);
        };
        let (conn, _) = self.conn();
        let sql = match allowed {
            true => "INSERT OR IGNORE INTO organizers (member) VALUES (?1)",
            false => "DELETE FROM organizers WHERE member = ?1",
        };
        conn.execute(sql, [member.id]).map_err(db(self))?;
        Ok(true)
    }

    /// Whether the host lets `member` make tournaments.
    pub fn is_organizer(&self, member: MemberId) -> Result<bool, ClubError> {
        let (conn, _) = self.reader();
        conn.cached_row(
            "SELECT COUNT(*) FROM organizers WHERE member = ?1",
            [member],
            |r| r.get::<_, i64>(0),
        )
        .map(|n| n > 0)
        .map_err(db(self))
    }

    /// Takes `member` out of tournament `t` before it starts; whether they were in it.
    pub fn withdraw(&mut self, t: TournamentId, member: MemberId) -> Result<bool, ClubError> {
        let (conn, _) = self.conn();
        let gone = conn
            .execute(
                "DELETE FROM entrants WHERE tournament = ?1 AND member = ?2 AND
                 (SELECT started FROM tournaments WHERE id = ?1) IS NULL",
                params![t, member],
            )
            .map_err(db(self))?;
        Ok(gone > 0)
    }

    /// Tournament `t`'s players, in the order they entered.
    pub fn entrants(&self, t: TournamentId) -> Result<Vec<Member>, ClubError> {
        let (conn, _) = self.reader();
        let mut stmt = conn
            .prepare_cached(
                "SELECT m.id, m.name, m.joined, m.banned FROM entrants e JOIN members m
                 ON m.id = e.member WHERE e.tournament = ?1 ORDER BY e.rowid",
            )
            .map_err(db(self))?;
        stmt.query_map([t], member_of)
            .and_then(Iterator::collect)
            .map_err(db(self))
    }

    /// The tournaments to start at `now`: not started, and full, or past their start with
    /// two players at least.
    pub fn due_tournaments(&self, now: i64) -> Result<Vec<TournamentId>, ClubError> {
        let (conn, _) = self.reader();
        let mut stmt = conn
            .prepare_cached(
                "SELECT id FROM (SELECT id, capacity, starts,
                 (SELECT COUNT(*) FROM entrants e WHERE e.tournament = t.id) AS n
                 FROM tournaments t WHERE started IS NULL)
                 WHERE n >= capacity OR (starts IS NOT NULL AND starts <= ?1 AND n >= 2)
                 ORDER BY id",
            )
            .map_err(db(self))?;
        stmt.query_map([now], |r| r.get(0))
            .and_then(Iterator::collect)
            .map_err(db(self))
    }

    /// Every game of a running tournament's current round that has no result yet.
    pub fn open_games(&self) -> Result<Vec<OpenGame>, ClubError> {
        let (conn, _) = self.reader();
        let mut stmt = conn
            .prepare_cached(
                "SELECT p.tournament, p.round, p.white, p.black, p.save FROM pairings p
                 JOIN tournaments t ON t.id = p.tournament
                 WHERE t.started IS NOT NULL AND t.finished IS NULL
                 AND p.black IS NOT NULL AND p.outcome IS NULL
                 AND p.round = (SELECT MAX(round) FROM pairings q WHERE q.tournament = t.id)
                 ORDER BY p.tournament, p.rowid",
            )
            .map_err(db(self))?;
        let rows: Vec<(TournamentId, u32, MemberId, MemberId, Option<String>)> = stmt
            .query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .and_then(Iterator::collect)
            .map_err(db(self))?;
        let member = |id: MemberId| {
            conn.cached_row(
                "SELECT id, name, joined, banned FROM members WHERE id = ?1",
                [id],
                member_of,
            )
            .map_err(db(self))
        };
        rows.into_iter()
            .map(|(tournament, round, w, b, save)| {
                Ok(OpenGame {
                    tournament,
                    round,
                    white: member(w)?,
                    black: member(b)?,
                    save: save.map(std::path::PathBuf::from),
                })
            })
            .collect()
    }

    /// Keeps where the game `white` against `black` of round `round` of tournament `t`
    /// is saved.
    pub fn set_game_save(
        &mut self,
        t: TournamentId,
        round: u32,
        (white, black): (MemberId, MemberId),
        save: &std::path::Path,
    ) -> Result<(), ClubError> {
        let (conn, _) = self.conn();
        conn.execute(
            "UPDATE pairings SET save = ?5 WHERE tournament = ?1 AND round = ?2
             AND white = ?3 AND black = ?4",
            params![t, round, white, black, save.to_string_lossy()],
        )
        .map_err(db(self))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Pool;
    use crate::club::tournament::Format;

    #[test]
    fn a_planned_tournament_starts_when_full_or_at_its_time_and_keeps_its_saves() {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ids: Vec<MemberId> = ["ann", "bob", "cy"]
            .iter()
            .map(|n| {
                let fp = format!("SHA256:{n}");
                club.sign_up(&fp, n, "192.0.2.1".parse().unwrap(), 99, 0)
                    .unwrap()
                    .unwrap()
                    .id
            })
            .collect();
        let new = NewTournament {
            name: "cup".into(),
            format: Format::Swiss { rounds: 2 },
            pool: Pool::Blitz,
            rated: true,
            capacity: 3,
        };
        let plan = Plan {
            starts: Some(1000),
            creator: Some(ids[0]),
            ..Plan::new("5+3".parse().ok())
        };
        let t = club.create_planned(&new, &plan, 0).unwrap();
        assert_eq!(club.plan(t).unwrap(), Some(plan));
        club.enter(t, ids[0]).unwrap().unwrap();
        assert!(club.due_tournaments(2000).unwrap().is_empty(), "one player");
        club.enter(t, ids[1]).unwrap().unwrap();
        assert!(club.due_tournaments(999).unwrap().is_empty(), "not yet");
        assert_eq!(club.due_tournaments(1000).unwrap(), vec![t]);
        assert!(club.withdraw(t, ids[1]).unwrap());
        assert!(!club.withdraw(t, ids[1]).unwrap(), "out already");
        for &id in &ids {
            club.enter(t, id).unwrap().unwrap();
        }
        // Full: due whatever the time.
        assert_eq!(club.due_tournaments(0).unwrap(), vec![t]);
        assert!(club.start_tournament(t, 5).unwrap());
        assert!(!club.withdraw(t, ids[0]).unwrap(), "started");
        let open = club.open_games().unwrap();
        assert_eq!(open.len(), 1, "three players: one game and a bye");
        let game = &open[0];
        let save = dir.path().join("g.json");
        club.set_game_save(t, 1, (game.white.id, game.black.id), &save)
            .unwrap();
        assert_eq!(club.open_games().unwrap()[0].save.as_deref(), Some(&*save));
        assert!(!club.is_organizer(ids[2]).unwrap());
        assert!(club.allow_organizer("CY", true).unwrap());
        assert!(club.is_organizer(ids[2]).unwrap());
        assert!(club.allow_organizer("cy", false).unwrap());
        assert!(!club.is_organizer(ids[2]).unwrap());
        assert!(!club.allow_organizer("nobody", true).unwrap());
    }
}
