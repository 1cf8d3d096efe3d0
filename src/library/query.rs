//! What the index answers: the games a filter keeps, how many there are, the files that do
//! not load, and what the games say about a position (the opening explorer).

use std::path::{Path, PathBuf};

use rusqlite::OptionalExtension;

use super::folder::{LibraryError, game_id};
use super::index::{Library, Outcome, from_db, to_db};
use crate::record::explorer::{self, Listed, Passage, Reached};
use crate::record::{GameResult, Parent, Stamp, Summary};
use crate::rules::{Game, GameState, GameType};

/// The fewest hexadecimal digits a game's short name has.
pub const MIN_ID_DIGITS: usize = 4;

/// Which games a list shows; every field set must hold (an empty filter keeps all).
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Part of either player's name, in any case.
    pub player: Option<String>,
    /// Games dated at or after this instant (undated games are left out).
    pub since: Option<jiff::Timestamp>,
    /// Games dated before this instant (undated games are left out).
    pub until: Option<jiff::Timestamp>,
    /// How the game ended.
    pub outcome: Option<Outcome>,
    /// The game type, exactly.
    pub game_type: Option<GameType>,
    /// Words each found (in any case) in a player's name, the file's name, the date as
    /// written, the event, site or source, the game type or the result.
    pub words: Vec<String>,
}

/// One game of the library, as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The save's summary (its path is in the games folder).
    pub summary: Summary,
    /// The game's id: [`game_id`] of its file name.
    pub id: u64,
    /// How it ended.
    pub outcome: Outcome,
}

/// A file of the folder that did not load, with why (listed, not indexed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The file.
    pub path: PathBuf,
    /// The error, as loading it said it.
    pub error: String,
}

impl Library {
    /// The files of the folder that do not load, with why.
    pub fn broken(&self) -> Result<Vec<Broken>, LibraryError> {
        let mut q = self
            .conn
            .prepare("SELECT file, broken FROM games WHERE broken IS NOT NULL ORDER BY file")?;
        let rows = q.query_map([], |r| {
            Ok(Broken {
                path: self.dir.join(r.get::<_, String>(0)?),
                error: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The games `filter` keeps, newest first (by start, or the day a file gave without a
    /// time; undated last), at most `limit` of them, with how many it keeps in all.
    pub fn list(
        &self,
        filter: &Filter,
        limit: Option<usize>,
    ) -> Result<(Vec<Entry>, usize), LibraryError> {
        let (clause, args) = where_clause(filter);
        let total: i64 = self.conn.query_row(
            &format!("SELECT count(*) FROM games WHERE {clause}"),
            rusqlite::params_from_iter(args.iter()),
            |r| r.get(0),
        )?;
        let limit = limit.map_or(-1, |n| i64::try_from(n).unwrap_or(i64::MAX));
        let sql = format!(
            "SELECT id, file, white, black, game_type, result, outcome, ending, started,
                    date_text, plies, taken_back, parent_game, parent_ply, last_played
             FROM games WHERE {clause} ORDER BY sort_key DESC, file DESC LIMIT {limit}"
        );
        let mut q = self.conn.prepare(&sql)?;
        let rows = q.query_map(rusqlite::params_from_iter(args.iter()), |r| {
            let file: String = r.get(1)?;
            let game_type: String = r.get(4)?;
            let ending: Option<String> = r.get(7)?;
            let stamp = |i| -> rusqlite::Result<Option<Stamp>> {
                Ok(r.get::<_, Option<String>>(i)?.and_then(|s| s.parse().ok()))
            };
            let outcome = Outcome::from_db(&r.get::<_, String>(6)?);
            let state: GameState = r
                .get::<_, String>(5)?
                .parse()
                .unwrap_or(GameState::InProgress);
            let result = GameResult {
                state,
                ending: ending.and_then(|e| e.parse().ok()),
                note: None,
            };
            let parent = match (
                r.get::<_, Option<String>>(12)?,
                r.get::<_, Option<i64>>(13)?,
            ) {
                (Some(game), Some(ply)) => Some(Parent {
                    game,
                    ply: usize::try_from(ply).unwrap_or(0),
                }),
                _ => None,
            };
            Ok(Entry {
                id: from_db(r.get(0)?),
                outcome,
                summary: Summary {
                    path: self.dir.join(&file),
                    started: stamp(8)?,
                    date_text: r.get(9)?,
                    white: r.get(2)?,
                    black: r.get(3)?,
                    game_type: game_type.parse().unwrap_or(GameType::BASE),
                    result,
                    moves: usize::try_from(r.get::<_, i64>(10)?).unwrap_or(0),
                    taken_back: usize::try_from(r.get::<_, i64>(11)?).unwrap_or(0),
                    parent,
                    last_played: stamp(14)?,
                },
            })
        })?;
        let entries = rows.collect::<Result<Vec<_>, _>>()?;
        Ok((entries, usize::try_from(total).unwrap_or(0)))
    }

    /// How many hexadecimal digits of its id each game needs to be told from every other
    /// game of the library (at least [`MIN_ID_DIGITS`]).
    pub fn id_digits(&self, id: u64) -> Result<usize, LibraryError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT count(*) FROM games WHERE id BETWEEN ?1 AND ?2")?;
        for digits in MIN_ID_DIGITS..16 {
            let bits = 64 - 4 * digits as u32;
            let low = id >> bits << bits;
            let high = low | ((1u64 << bits) - 1);
            let n: i64 = q.query_row([to_db(low), to_db(high)], |r| r.get(0))?;
            if n <= 1 {
                return Ok(digits);
            }
        }
        Ok(16)
    }

    /// How many games the library holds (files that load).
    pub fn len(&self) -> Result<usize, LibraryError> {
        let n: i64 =
            self.conn
                .query_row("SELECT count(*) FROM games WHERE broken IS NULL", [], |r| {
                    r.get(0)
                })?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// Whether the library holds the game (a save that loads) of this id.
    pub fn contains(&self, id: u64) -> Result<bool, LibraryError> {
        let n: Option<i64> = self
            .conn
            .query_row(
                "SELECT 1 FROM games WHERE id = ?1 AND broken IS NULL",
                [to_db(id)],
                |r| r.get(0),
            )
            .optional()?;
        Ok(n.is_some())
    }

    /// Whether the library holds no game.
    pub fn is_empty(&self) -> Result<bool, LibraryError> {
        Ok(self.len()? == 0)
    }

    /// How many positions of library games have this [explorer key](explorer::key)
    /// (counting a game once per time it reached it).
    pub fn position_count(&self, key: u64) -> Result<usize, LibraryError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM positions WHERE key = ?1",
            [key as i64],
            |r| r.get(0),
        )?;
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// What the library's games (but the save `except`, the game being played, which
    /// would count itself) say about the position `game` stands in: as
    /// [`explorer::reached`] over the same games, read from the index (one range of its
    /// positions), with the first `listed` of the games that reached it.
    pub fn explore(
        &self,
        game: &Game,
        except: Option<&Path>,
        listed: usize,
    ) -> Result<Explored, LibraryError> {
        let here = explorer::key(game.position());
        let skip = except
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .map(|n| to_db(game_id(n)));
        let mut q = self.conn.prepare_cached(
            "SELECT game, next, outcome FROM positions WHERE key = ?1 ORDER BY game, ply",
        )?;
        let mut ids: Vec<u64> = Vec::new();
        let mut passages = Vec::new();
        let mut last: Option<i64> = None;
        let mut rows = q.query([here as i64])?;
        while let Some(r) = rows.next()? {
            let game: i64 = r.get(0)?;
            if Some(game) == skip {
                continue;
            }
            // Rows come by game: a new number at each change.
            if last != Some(game) {
                ids.push(from_db(game));
                last = Some(game);
            }
            passages.push(Passage {
                game: u32::try_from(ids.len() - 1).unwrap_or(u32::MAX),
                key: here,
                next: r.get::<_, Option<i64>>(1)?.map(|k| k as u64),
                outcome: outcome_of_code(r.get(2)?),
            });
        }
        let reached = explorer::reached(game, &passages);
        let mut shown = Vec::new();
        let mut row = self.conn.prepare_cached(
            "SELECT white, black, outcome, started, file FROM games WHERE id = ?1",
        )?;
        for &n in reached.games.iter().take(listed) {
            let Some(&id) = ids.get(n as usize) else {
                continue;
            };
            let outcome = passages
                .iter()
                .find(|p| p.game == n)
                .map_or(explorer::Outcome::Unfinished, |p| p.outcome);
            let one = row
                .query_row([to_db(id)], |r| {
                    let started: Option<Stamp> =
                        r.get::<_, Option<String>>(3)?.and_then(|s| s.parse().ok());
                    Ok(Listed {
                        white: r.get::<_, Option<String>>(0)?.unwrap_or_default(),
                        black: r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                        outcome,
                        date: started.map(|t| t.local().strftime("%Y-%m-%d").to_string()),
                        file: r.get(4)?,
                    })
                })
                .optional()?;
            shown.extend(one);
        }
        Ok(Explored {
            reached,
            ids,
            listed: shown,
        })
    }
}

fn outcome_of_code(code: i64) -> explorer::Outcome {
    match code {
        0 => explorer::Outcome::White,
        1 => explorer::Outcome::Draw,
        2 => explorer::Outcome::Black,
        _ => explorer::Outcome::Unfinished,
    }
}

/// The library's answer to an opening explorer: what its games say about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explored {
    /// The games that reached it, their results and next moves; `games` numbers them in
    /// the order of [`Explored::ids`].
    pub reached: Reached,
    /// The games' ids ([`game_id`]), by the numbers `reached.games` gives them.
    pub ids: Vec<u64>,
    /// The first games of `reached.games` (as many as asked), as a list shows them.
    pub listed: Vec<Listed>,
}

/// The SQL condition for `filter`, and its parameters.
fn where_clause(filter: &Filter) -> (String, Vec<rusqlite::types::Value>) {
    use rusqlite::types::Value;
    let mut parts = vec!["broken IS NULL".to_string()];
    let mut args: Vec<Value> = Vec::new();
    let arg = |v: Value, args: &mut Vec<Value>| {
        args.push(v);
        format!("?{}", args.len())
    };
    if let Some(p) = &filter.player {
        let a = arg(Value::Text(p.to_lowercase()), &mut args);
        parts.push(format!(
            "id IN (SELECT id FROM finder WHERE instr(players, {a}) > 0)"
        ));
    }
    if let Some(t) = filter.since {
        let a = arg(Value::Integer(t.as_millisecond()), &mut args);
        parts.push(format!("sort_key >= {a}"));
    }
    if let Some(t) = filter.until {
        let a = arg(Value::Integer(t.as_millisecond()), &mut args);
        parts.push(format!("sort_key < {a} AND sort_key > {}", i64::MIN));
    }
    if let Some(o) = filter.outcome {
        let a = arg(Value::Text(o.as_str().into()), &mut args);
        parts.push(format!("outcome = {a}"));
    }
    if let Some(t) = filter.game_type {
        let a = arg(Value::Text(t.to_string()), &mut args);
        parts.push(format!("game_type = {a}"));
    }
    if !filter.words.is_empty() {
        let mut each = Vec::new();
        for w in &filter.words {
            let a = arg(Value::Text(w.to_lowercase()), &mut args);
            each.push(format!("instr(search, {a}) > 0"));
        }
        parts.push(format!(
            "id IN (SELECT id FROM finder WHERE {})",
            each.join(" AND ")
        ));
    }
    (parts.join(" AND "), args)
}
