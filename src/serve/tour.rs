//! The club's tournaments run by the server ([`Tourney`]): a thread that, once a second,
//! starts the tournaments that are due (full, or at their time), makes each game of a
//! round a table with both members at their colours (or serves its save again after a
//! restart), and keeps each finished game's result in the tournament, which pairs the
//! next round when the last game of one is done. The tournament's state is the database's
//! and its games are saves, so a killed server goes on where it was. The rating is the
//! referee's, as for any game between members.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use super::desk::{Desk, now};
use super::served::Seating;
use super::tour_games::TourGame;
use crate::club::tour::OpenGame;
use crate::club::tournament::Outcome;
use crate::club::{ClubError, MemberId, TournamentId};
use crate::room::{Room, Table};
use crate::rules::Color;

/// How often the runner looks (a few queries of the database: next to nothing idle).
const LOOK: Duration = Duration::from_secs(1);

/// A game's result as a tournament keeps it.
fn outcome(winner: Option<Color>) -> Outcome {
    match winner {
        Some(Color::White) => Outcome::White,
        Some(Color::Black) => Outcome::Black,
        None => Outcome::Draw,
    }
}

/// The runner: the tables of the games it serves.
struct Runner {
    desk: Desk,
    seating: Seating,
    games: PathBuf,
    /// Each game served: its table.
    tables: HashMap<(TournamentId, u32, MemberId, MemberId), Arc<Table>>,
    /// The games whose saves could not be opened at the last look: logged once, tried
    /// again at every look.
    unopened: std::collections::HashSet<(TournamentId, u32, MemberId, MemberId)>,
}

impl Runner {
    /// One look: due tournaments started, finished games kept, missing tables made.
    fn tick(&mut self) -> Result<(), ClubError> {
        let due = self.desk.club().due_tournaments(now())?;
        for t in due {
            if self.desk.club().start_tournament(t, now())? {
                super::log::tournament(t, "started");
            }
        }
        self.keep_results()?;
        let open = self.desk.club().open_games()?;
        for game in open {
            let key = (game.tournament, game.round, game.white.id, game.black.id);
            if !self.tables.contains_key(&key) {
                self.serve(game, key)?;
            }
        }
        Ok(())
    }

    /// Keeps the results of the games over; forgets the tables of games no longer open.
    fn keep_results(&mut self) -> Result<(), ClubError> {
        let mut done = Vec::new();
        for (&(t, _, white, black), table) in &self.tables {
            if let Some((winner, _)) = super::referee::result(table) {
                let mut club = self.desk.club();
                club.tournament_result(t, white, black, outcome(winner), now())?;
                if club.tournaments()?.iter().any(|r| r.id == t && r.finished) {
                    super::log::tournament(t, "finished");
                }
                done.push((t, table.id));
            } else if table.room.is_closed() {
                // Closed by the server (stopping): made again at the next start.
                done.push((t, table.id));
            }
        }
        for (_, id) in &done {
            self.desk.tour_games().lock().remove(id);
        }
        self.tables
            .retain(|_, table| !done.iter().any(|(_, id)| *id == table.id));
        Ok(())
    }

    /// Serves `game` at a table: its save again, or a new game (whose save is kept).
    fn serve(
        &mut self,
        game: OpenGame,
        key: (TournamentId, u32, MemberId, MemberId),
    ) -> Result<(), ClubError> {
        let Some(plan) = self.desk.club().plan(game.tournament)? else {
            return Ok(());
        };
        let name = self
            .desk
            .club()
            .tournaments()?
            .into_iter()
            .find(|r| r.id == game.tournament)
            .map(|r| r.name)
            .unwrap_or_default();
        // A game begun is served from its save and from nothing else: a save that cannot
        // be opened now (another process holds it, or it cannot be read) is tried again at
        // the next look. Made anew, its moves would be lost (a tester's server did so).
        let reloaded = match game.save.as_deref() {
            Some(save) => match reopen(save) {
                Ok(room) => {
                    self.unopened.remove(&key);
                    Some((room, save.to_path_buf()))
                }
                Err(e) => {
                    if self.unopened.insert(key) {
                        let why = format!("{}: {e}", save.display());
                        super::log::tournament_error(game.tournament, &why);
                    }
                    return Ok(());
                }
            },
            None => None,
        };
        let served = match reloaded {
            Some((room, save)) => self.seating.open(room, save, None, &[]),
            None => self.seating.create(
                &self.games,
                (plan.game_type, plan.clock),
                [&game.white.name, &game.black.name],
                None,
                &[],
            ),
        };
        let table = match served {
            // A round waits for nobody: a member who never sits down loses on time or by a
            // claim, as one who leaves does.
            Ok(served) => {
                served.table.room.on_schedule();
                served.table
            }
            Err(e) => {
                // The tables are full: tried again at the next look.
                super::log::tournament_error(game.tournament, &e.to_string());
                return Ok(());
            }
        };
        if game.save.as_deref() != Some(table.save.as_path()) {
            self.desk.club().set_game_save(
                game.tournament,
                game.round,
                (game.white.id, game.black.id),
                &table.save,
            )?;
        }
        self.desk.seat(table.id, Color::White, &game.white);
        self.desk.seat(table.id, Color::Black, &game.black);
        self.desk.tour_games().lock().insert(
            table.id,
            TourGame {
                tournament: game.tournament,
                name,
                round: game.round,
                white: game.white.id,
                black: game.black.id,
            },
        );
        self.tables.insert(key, table);
        Ok(())
    }
}

/// The room of the save at `save`, to go on with.
fn reopen(save: &Path) -> Result<Room, Box<dyn std::error::Error>> {
    let (record, game) = crate::record::load(save)?;
    Ok(Room::new(save, game, record)?)
}

/// The tournaments' thread; dropping it stops the thread.
pub struct Tourney {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Tourney {
    /// Runs `desk`'s tournaments at `seating`'s tables, new games saved in `games`: the
    /// running ones go on at once (their games served again).
    pub fn start(desk: Desk, seating: Seating, games: PathBuf) -> std::io::Result<Tourney> {
        let (stop, stopped) = mpsc::channel::<()>();
        let mut runner = Runner {
            desk,
            seating,
            games,
            tables: HashMap::new(),
            unopened: std::collections::HashSet::new(),
        };
        let thread = std::thread::Builder::new()
            .name("hive-tourney".into())
            .spawn(move || {
                loop {
                    if let Err(e) = runner.tick() {
                        super::log::club_error("a tournament", &e);
                    }
                    match stopped.recv_timeout(LOOK) {
                        Err(RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                }
            })?;
        Ok(Tourney {
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Tourney {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
#[path = "tour_tests.rs"]
mod tests;
