//! The referee ([`Referee`]): a thread that looks at every game served a few times a
//! second, logs each one's start and end, and has the club ([`Desk`]) keep a finished game
//! between two members, rated in the pool of its clock. The rooms know nothing of the
//! club: this is where a result becomes a rating.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use super::desk::Desk;
use super::served::Seating;
use crate::club::Pool;
use crate::room::{Seat, Table, TableId};
use crate::rules::{Color, GameState};

/// How often the referee looks.
const LOOK: Duration = Duration::from_millis(200);

/// What the referee knows of one game.
struct Watch {
    table: Arc<Table>,
    started: bool,
    ended: bool,
}

/// A game's result: the winner (`None`: a draw) and how, or `None` while it goes on.
pub(crate) fn result(table: &Table) -> Option<(Option<Color>, String)> {
    let room = &table.room;
    if let Some(loser) = room.flagged() {
        return Some((Some(loser.opponent()), "on time".into()));
    }
    if let Some(loser) = room.abandoned() {
        return Some((Some(loser.opponent()), "left by the loser".into()));
    }
    let game = room.game();
    let how = match game.ending() {
        Some(ending) => ending.to_string(),
        None => "on the board".into(),
    };
    match game.outcome() {
        GameState::WhiteWins => Some((Some(Color::White), how)),
        GameState::BlackWins => Some((Some(Color::Black), how)),
        GameState::Draw => Some((None, how)),
        GameState::NotStarted | GameState::InProgress => None,
    }
}

impl Watch {
    /// A game first seen: one that was over when its table opened (a finished save served
    /// again) is neither logged nor rated again. One that ended since, before the referee
    /// first looked (a resignation within a look of the table's making), is.
    fn new(table: Arc<Table>) -> Watch {
        // A game served again after a restart was logged as started (and, when over, as
        // ended and rated) by the server that began it.
        Watch {
            started: table.opened_over || table.opened_begun,
            ended: table.opened_over,
            table,
        }
    }

    /// Looks at the game again; whether the referee is done with it.
    fn look(&mut self, desk: Option<&Desk>) -> bool {
        let table = &self.table;
        let room = &table.room;
        let id = table.id.0;
        if !self.started {
            let seats = room.seats();
            let both = [Color::White, Color::Black]
                .iter()
                .all(|&c| seats.contains(&Seat::Player(c)));
            if both || room.game().moves().next().is_some() {
                self.started = true;
                let game = room.game();
                let clock = room
                    .time_control()
                    .map_or_else(|| "none".to_string(), |c| c.to_string());
                let kind = game.game_type().to_string();
                // The members' names where members play (a code's guest is `guest` in
                // the save).
                let mut names = room.names();
                if let Some(desk) = desk {
                    for (name, member) in names.iter_mut().zip(desk.names(table.id)) {
                        if let Some(member) = member {
                            *name = member;
                        }
                    }
                }
                super::log::game_started(id, &names, &kind, &clock);
            }
        }
        // A flag that fell with nobody at the table (a correspondence game's days run
        // out while its players are away) falls now, whether or not anyone comes.
        if !self.ended {
            room.look();
        }
        if !self.ended
            && let Some((winner, how)) = result(table)
        {
            self.ended = true;
            let shown = match winner {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "½-½",
            };
            super::log::game_ended(id, shown, &how, room.game().moves().len());
            if let Some(desk) = desk {
                let pool = Pool::of(room.time_control());
                // A player away as it ended is told at their next login.
                let seats = room.seats();
                let here = Color::ALL.map(|c| seats.contains(&Seat::Player(c)));
                let file = Some(table.save.clone());
                match desk.record(table.id, pool, winner, (file, here)) {
                    Ok(Some((white, black))) => super::log::game_rated(
                        id,
                        pool.as_str(),
                        white.glicko.rating,
                        black.glicko.rating,
                    ),
                    Ok(None) => {}
                    Err(e) => super::log::club_error("a game's result", &e),
                }
                desk.let_go(&table.save);
            }
        }
        self.ended || room.is_closed()
    }
}

/// The referee's thread; dropping it stops the thread.
pub struct Referee {
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Referee {
    /// Starts watching the games of `seating`, rating them in `desk`'s club when it has one.
    pub fn start(seating: Seating, desk: Option<Desk>) -> std::io::Result<Referee> {
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("hive-referee".into())
            .spawn(move || {
                let mut watched: HashMap<TableId, Watch> = HashMap::new();
                loop {
                    for table in seating.tables().all() {
                        watched.entry(table.id).or_insert_with(|| Watch::new(table));
                    }
                    // Games gone from the tables (swept, closed) are looked at once more,
                    // so that one that ended just before it went is still rated.
                    watched.retain(|id, watch| {
                        let done = watch.look(desk.as_ref());
                        if done && let Some(desk) = &desk {
                            desk.forget(*id);
                        }
                        !done || seating.tables().get(*id).is_some()
                    });
                    match stopped.recv_timeout(LOOK) {
                        Err(RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                }
            })?;
        Ok(Referee {
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Referee {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::{Club, Rating, Score};
    use crate::room::{Proposal, Tables};
    use crate::rules::GameType;
    use crate::serve::invite::Invites;
    use std::time::Instant;

    /// Waits (at most five seconds) for `done`.
    fn wait_for(what: &str, done: impl Fn() -> bool) {
        let start = Instant::now();
        while !done() {
            assert!(start.elapsed() < Duration::from_secs(5), "{what}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn a_finished_game_between_members_is_rated_once_and_a_guests_is_not() {
        rated_once(true);
    }

    #[test]
    fn a_game_that_ended_before_the_referee_first_looked_is_rated() {
        // A resignation within a look (200 ms) of the table's making; it was missed when
        // a game first seen over was taken for a finished save served again.
        rated_once(false);
    }

    #[test]
    fn a_game_served_again_after_a_restart_is_not_started_again() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        let seating = Seating::new(Tables::new(10), Invites::new());
        let table = |seating: &Seating| {
            let names = ["ann", "bob"];
            let served = seating.create(&games, (GameType::MLP, None), names, None, &[]);
            served.unwrap().table
        };
        let new = table(&seating);
        assert!(
            !Watch::new(Arc::clone(&new)).started,
            "a new game is to start"
        );
        let white = new.room.join(Seat::Player(Color::White), || {}).unwrap();
        let first = crate::rules::parse_move(white.game.position(), "wS1").unwrap();
        white.propose(Proposal::Play(first));
        drop(white);
        let save = new.save.clone();
        seating.tables().close(new.id, crate::room::SendOff::Closed);
        drop(new);
        // The server restarts and serves the save again.
        let (record, game) = crate::record::load(&save).unwrap();
        let room = crate::room::Room::new(&save, game, record).unwrap();
        let again = Seating::new(Tables::new(10), Invites::new());
        let served = again.open(room, save, None, &[]).unwrap().table;
        assert!(
            Watch::new(served).started,
            "its start was logged before the restart"
        );
        // An empty save served again starts when both players come, as a new one.
        assert!(!Watch::new(table(&again)).started);
    }

    /// Two games end (one between members, one with a guest) with the referee started
    /// before them (`referee_first`) or only after.
    fn rated_once(referee_first: bool) {
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
        let ann = desk.listed("SHA256:a", "ann").unwrap();
        let bob = desk.listed("SHA256:b", "bob").unwrap();
        let seating = Seating::new(Tables::new(10), Invites::new());
        let games = dir.path().join("games");
        let clock = "5+3".parse().ok();
        let table = |names| {
            seating
                .create(&games, (GameType::MLP, clock), names, None, &[])
                .unwrap()
                .table
        };
        let rated = table(["ann", "bob"]);
        desk.seat(rated.id, Color::White, &ann);
        desk.seat(rated.id, Color::Black, &bob);
        // Ann against a guest with no key: kept by nobody.
        let casual = table(["ann", "guest"]);
        desk.seat(casual.id, Color::White, &ann);
        let start = || Referee::start(seating.clone(), Some(desk.clone())).unwrap();
        let mut referee = referee_first.then(start);
        for table in [&casual, &rated] {
            let white = table.room.join(Seat::Player(Color::White), || {}).unwrap();
            let black = table.room.join(Seat::Player(Color::Black), || {}).unwrap();
            let first = crate::rules::parse_move(white.game.position(), "wS1").unwrap();
            white.propose(Proposal::Play(first));
            black.propose(Proposal::Resign);
            assert!(table.room.is_over());
        }
        if referee.is_none() {
            referee = Some(start());
        }
        let blitz = |id| desk.club().rating(id, Pool::Blitz).unwrap();
        wait_for("the game rated", || blitz(ann.id).games == 1);
        // Once only, and as Glicko-2 says from the ratings before (new members').
        std::thread::sleep(LOOK * 3);
        drop(referee);
        let (white, black) = crate::rating::after_game(Rating::NEW, Rating::NEW, Score::Win, 0.75);
        assert_eq!(blitz(ann.id).glicko, white);
        assert_eq!(blitz(bob.id).glicko, black);
        assert_eq!(blitz(ann.id).games, 1);
        let rows = desk.club().members().unwrap();
        let games: Vec<u32> = rows.iter().map(|r| r.games).collect();
        assert_eq!(games, vec![1, 1], "{rows:?}");
    }
}
