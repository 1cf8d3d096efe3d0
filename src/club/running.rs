//! Tournaments as the club runs them, in its database: made, entered, seeded by rating,
//! paired a round at a time ([`super::tournament`] pairs), results kept, standings read
//! back. Every step is one transaction, so a tournament goes on after a restart (or a
//! SIGKILL) exactly where it was.

use super::cached::CachedRow;
use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use super::error::ClubError;
use super::pool::Pool;
use super::store::Club;
use super::store::{Member, MemberId, member_of, rating_in};
use super::tournament::{self, Format, History, Outcome, Pairing, Played, Standing};

/// A tournament's number in the database.
pub type TournamentId = i64;

/// A tournament to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    /// Its name.
    pub name: String,
    /// Round robin or Swiss.
    pub format: Format,
    /// The pool its games are rated in (that of its clock).
    pub pool: Pool,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most players it takes.
    pub capacity: u32,
}

/// A tournament as `hive club tournaments` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    /// Its number.
    pub id: TournamentId,
    /// Its name.
    pub name: String,
    /// How it is paired.
    pub format: Format,
    /// Its games' pool.
    pub pool: Pool,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most players it takes.
    pub capacity: u32,
    /// Players entered.
    pub entrants: u32,
    /// Rounds paired so far.
    pub round: u32,
    /// Whether it has started, and finished.
    pub started: bool,
    /// Whether it has finished.
    pub finished: bool,
}

/// One game (or bye) of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// White (or the player with the bye).
    pub white: Member,
    /// Black; `None` for a bye.
    pub black: Option<Member>,
    /// The result, once played.
    pub outcome: Option<Outcome>,
}

/// Why a member cannot enter.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// No such tournament.
    #[error("there is no such tournament")]
    Unknown,
    /// It has started.
    #[error("the tournament has started")]
    Started,
    /// It is full.
    #[error("the tournament is full")]
    Full,
}

fn format_text(format: Format) -> (&'static str, i64) {
    match format {
        Format::RoundRobin { double: false } => ("round-robin", 0),
        Format::RoundRobin { double: true } => ("double-round-robin", 0),
        Format::Swiss { rounds } => ("swiss", rounds as i64),
    }
}

fn format_of(text: &str, rounds: i64) -> Format {
    match text {
        "double-round-robin" => Format::RoundRobin { double: true },
        "swiss" => Format::Swiss {
            rounds: usize::try_from(rounds).unwrap_or(0),
        },
        _ => Format::RoundRobin { double: false },
    }
}

fn outcome_text(o: Outcome) -> &'static str {
    match o {
        Outcome::White => "white",
        Outcome::Black => "black",
        Outcome::Draw => "draw",
    }
}

fn outcome_of(text: &str) -> Option<Outcome> {
    match text {
        "white" => Some(Outcome::White),
        "black" => Some(Outcome::Black),
        "draw" => Some(Outcome::Draw),
        _ => None,
    }
}

/// A started tournament's players by seed, its history and its format, as the pairing
/// functions read them.
struct State {
    format: Format,
    seeds: Vec<MemberId>,
    history: History,
    /// Rounds paired, and whether the last one has a game without a result.
    round: u32,
    open: bool,
}

fn state(conn: &Connection, t: TournamentId) -> rusqlite::Result<Option<State>> {
    let Some((format, rounds)) = conn
        .cached_row(
            "SELECT format, rounds FROM tournaments WHERE id = ?1",
            [t],
            |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)),
        )
        .optional()?
    else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT member FROM entrants WHERE tournament = ?1 AND seed IS NOT NULL ORDER BY seed",
    )?;
    let seeds: Vec<MemberId> = stmt
        .query_map([t], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let seed: HashMap<MemberId, usize> = seeds.iter().enumerate().map(|(i, &m)| (m, i)).collect();
    let mut history = History::default();
    let (mut round, mut open) = (0, false);
    let mut stmt = conn.prepare_cached(
        "SELECT round, white, black, outcome FROM pairings WHERE tournament = ?1 ORDER BY rowid",
    )?;
    let rows = stmt.query_map([t], |r| {
        Ok((
            r.get::<_, u32>(0)?,
            r.get::<_, MemberId>(1)?,
            r.get::<_, Option<MemberId>>(2)?,
            r.get::<_, Option<String>>(3)?,
        ))
    })?;
    for row in rows {
        let (r, white, black, outcome) = row?;
        round = round.max(r);
        let (Some(&w), black) = (seed.get(&white), black.and_then(|b| seed.get(&b))) else {
            continue;
        };
        match (black, outcome.as_deref().and_then(outcome_of)) {
            (None, _) => history.byes.push(w),
            (Some(&b), Some(outcome)) => history.games.push(Played {
                pairing: Pairing { white: w, black: b },
                outcome,
            }),
            (Some(_), None) => open |= r == round,
        }
    }
    Ok(Some(State {
        format: format_of(&format, rounds),
        seeds,
        history,
        round,
        open,
    }))
}

/// Pairs the next round of tournament `t` (or marks it finished when its rounds are done
/// or no pairing without a repeat is left), inside `tx`.
fn next_round(tx: &Connection, t: TournamentId, now: i64) -> rusqlite::Result<()> {
    let Some(state) = state(tx, t)? else {
        return Ok(());
    };
    let n = state.seeds.len();
    let next = match state.format {
        Format::RoundRobin { double } => tournament::round_robin(n, double)
            .into_iter()
            .nth(state.round as usize),
        Format::Swiss { rounds } if (state.round as usize) < rounds => {
            tournament::swiss_round(n, &state.history)
        }
        Format::Swiss { .. } => None,
    };
    let Some(round) = next else {
        tx.execute(
            "UPDATE tournaments SET finished = ?2 WHERE id = ?1",
            params![t, now],
        )?;
        return Ok(());
    };
    let number = state.round + 1;
    for g in &round.games {
        tx.execute(
            "INSERT INTO pairings (tournament, round, white, black) VALUES (?1, ?2, ?3, ?4)",
            params![t, number, state.seeds[g.white], state.seeds[g.black]],
        )?;
    }
    if let Some(b) = round.bye {
        tx.execute(
            "INSERT INTO pairings (tournament, round, white, black, outcome)
             VALUES (?1, ?2, ?3, NULL, 'bye')",
            params![t, number, state.seeds[b]],
        )?;
    }
    Ok(())
}

impl Club {
    /// Makes a tournament, open for entries; returns its number.
    pub fn create_tournament(
        &mut self,
        new: &NewTournament,
        now: i64,
    ) -> Result<TournamentId, ClubError> {
        let (conn, path) = self.conn();
        let (format, rounds) = format_text(new.format);
        conn.execute(
            "INSERT INTO tournaments (name, format, rounds, pool, rated, capacity, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                new.name,
                format,
                rounds,
                new.pool.as_str(),
                new.rated,
                new.capacity,
                now
            ],
        )
        .map_err(ClubError::database(path))?;
        Ok(conn.last_insert_rowid())
    }

    /// Enters `member` in tournament `t` (entering twice is entering once).
    pub fn enter(
        &mut self,
        t: TournamentId,
        member: MemberId,
    ) -> Result<Result<(), EntryError>, ClubError> {
        let (conn, path) = self.conn();
        let tx = conn.transaction().map_err(ClubError::database(path))?;
        let found = tx
            .cached_row(
                "SELECT started, capacity, (SELECT COUNT(*) FROM entrants WHERE tournament = ?1)
                 FROM tournaments WHERE id = ?1",
                [t],
                |r| {
                    Ok((
                        r.get::<_, Option<i64>>(0)?,
                        r.get::<_, u32>(1)?,
                        r.get::<_, u32>(2)?,
                    ))
                },
            )
            .optional()
            .map_err(ClubError::database(path))?;
        let outcome = match found {
            None => Err(EntryError::Unknown),
            Some((Some(_), _, _)) => Err(EntryError::Started),
            Some((None, capacity, entered)) if entered >= capacity => Err(EntryError::Full),
            Some(_) => {
                tx.execute(
                    "INSERT OR IGNORE INTO entrants (tournament, member) VALUES (?1, ?2)",
                    params![t, member],
                )
                .map_err(ClubError::database(path))?;
                Ok(())
            }
        };
        tx.commit().map_err(ClubError::database(path))?;
        Ok(outcome)
    }

    /// Starts tournament `t`: its players seeded by their rating in its pool (highest
    /// first; the earlier entrant first between equals) and its first round paired.
    /// `false` when it has started already or has fewer than two players.
    pub fn start_tournament(&mut self, t: TournamentId, now: i64) -> Result<bool, ClubError> {
        let (conn, path) = self.conn();
        let tx = conn.transaction().map_err(ClubError::database(path))?;
        let Some((started, pool)) = tx
            .cached_row(
                "SELECT started, pool FROM tournaments WHERE id = ?1",
                [t],
                |r| Ok((r.get::<_, Option<i64>>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()
            .map_err(ClubError::database(path))?
        else {
            return Ok(false);
        };
        let pool: Pool = pool.parse().unwrap_or(Pool::Untimed);
        let mut entrants: Vec<(MemberId, f64)> = {
            let mut stmt = tx
                .prepare_cached("SELECT member FROM entrants WHERE tournament = ?1 ORDER BY rowid")
                .map_err(ClubError::database(path))?;
            let ids: Vec<MemberId> = stmt
                .query_map([t], |r| r.get(0))
                .and_then(Iterator::collect)
                .map_err(ClubError::database(path))?;
            let mut rated = Vec::with_capacity(ids.len());
            for id in ids {
                rated.push((
                    id,
                    rating_in(&tx, id, pool)
                        .map_err(ClubError::database(path))?
                        .glicko
                        .rating,
                ));
            }
            rated
        };
        if started.is_some() || entrants.len() < 2 {
            return Ok(false);
        }
        // Stable: between equal ratings the earlier entrant keeps the higher seed.
        entrants.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (seed, (member, _)) in entrants.iter().enumerate() {
            tx.execute(
                "UPDATE entrants SET seed = ?3 WHERE tournament = ?1 AND member = ?2",
                params![t, member, seed as i64],
            )
            .map_err(ClubError::database(path))?;
        }
        tx.execute(
            "UPDATE tournaments SET started = ?2 WHERE id = ?1",
            params![t, now],
        )
        .map_err(ClubError::database(path))?;
        next_round(&tx, t, now).map_err(ClubError::database(path))?;
        tx.commit().map_err(ClubError::database(path))?;
        Ok(true)
    }

    /// Keeps the result of the game `white` against `black` in tournament `t`'s current
    /// round; when it was the round's last, pairs the next (or finishes the tournament).
    /// `false` when no such game waits for a result. (The game's rating is the caller's:
    /// [`Club::record_game`].)
    pub fn tournament_result(
        &mut self,
        t: TournamentId,
        white: MemberId,
        black: MemberId,
        outcome: Outcome,
        now: i64,
    ) -> Result<bool, ClubError> {
        let (conn, path) = self.conn();
        let tx = conn.transaction().map_err(ClubError::database(path))?;
        let changed = tx
            .execute(
                "UPDATE pairings SET outcome = ?4 WHERE tournament = ?1 AND white = ?2
                 AND black = ?3 AND outcome IS NULL
                 AND round = (SELECT MAX(round) FROM pairings WHERE tournament = ?1)",
                params![t, white, black, outcome_text(outcome)],
            )
            .map_err(ClubError::database(path))?;
        if changed == 0 {
            return Ok(false);
        }
        let open = state(&tx, t)
            .map_err(ClubError::database(path))?
            .is_some_and(|s| s.open);
        if !open {
            next_round(&tx, t, now).map_err(ClubError::database(path))?;
        }
        tx.commit().map_err(ClubError::database(path))?;
        Ok(true)
    }

    /// Every tournament, newest first.
    pub fn tournaments(&self) -> Result<Vec<TournamentRow>, ClubError> {
        let (conn, path) = self.reader();
        let mut stmt = conn
            .prepare_cached(
                "SELECT id, name, format, rounds, pool, rated, capacity, started, finished,
                 (SELECT COUNT(*) FROM entrants e WHERE e.tournament = t.id),
                 (SELECT COALESCE(MAX(round), 0) FROM pairings p WHERE p.tournament = t.id)
                 FROM tournaments t ORDER BY id DESC",
            )
            .map_err(ClubError::database(path))?;
        stmt.query_map([], |r| {
            Ok(TournamentRow {
                id: r.get(0)?,
                name: r.get(1)?,
                format: format_of(&r.get::<_, String>(2)?, r.get(3)?),
                pool: r.get::<_, String>(4)?.parse().unwrap_or(Pool::Untimed),
                rated: r.get(5)?,
                capacity: r.get(6)?,
                started: r.get::<_, Option<i64>>(7)?.is_some(),
                finished: r.get::<_, Option<i64>>(8)?.is_some(),
                entrants: r.get(9)?,
                round: r.get(10)?,
            })
        })
        .and_then(Iterator::collect)
        .map_err(ClubError::database(path))
    }

    /// The games (and bye) of round `round` of tournament `t`.
    pub fn boards(&self, t: TournamentId, round: u32) -> Result<Vec<Board>, ClubError> {
        let (conn, path) = self.reader();
        let mut stmt = conn
            .prepare_cached(
                "SELECT white, black, outcome FROM pairings WHERE tournament = ?1 AND round = ?2
                 ORDER BY black IS NULL, rowid",
            )
            .map_err(ClubError::database(path))?;
        let rows: Vec<(MemberId, Option<MemberId>, Option<String>)> = stmt
            .query_map(params![t, round], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .and_then(Iterator::collect)
            .map_err(ClubError::database(path))?;
        let member = |id: MemberId| {
            conn.cached_row(
                "SELECT id, name, joined, banned FROM members WHERE id = ?1",
                [id],
                member_of,
            )
            .map_err(ClubError::database(path))
        };
        rows.into_iter()
            .map(|(w, b, o)| {
                Ok(Board {
                    white: member(w)?,
                    black: b.map(member).transpose()?,
                    outcome: o.as_deref().and_then(outcome_of),
                })
            })
            .collect()
    }

    /// Tournament `t`'s standings, best first, with each player (none before it starts);
    /// `None` when there is no tournament `t`.
    pub fn tournament_standings(
        &self,
        t: TournamentId,
    ) -> Result<Option<Vec<(Member, Standing)>>, ClubError> {
        let (conn, path) = self.reader();
        let Some(state) = state(conn, t).map_err(ClubError::database(path))? else {
            return Ok(None);
        };
        let table = tournament::standings(state.seeds.len(), &state.history, state.format);
        table
            .into_iter()
            .map(|s| {
                let member = conn
                    .cached_row(
                        "SELECT id, name, joined, banned FROM members WHERE id = ?1",
                        [state.seeds[s.player]],
                        member_of,
                    )
                    .map_err(ClubError::database(path))?;
                Ok((member, s))
            })
            .collect::<Result<_, _>>()
            .map(Some)
    }
}
