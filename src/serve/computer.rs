//! The computer at a served table ([`Computers`]): a seat of its own driven by a thread,
//! not a screen. When it is the computer's turn the thread waits for a slot of the
//! server's searches ([`Searches`]), searches at its level (on the room's clock, if the
//! game has one) and proposes its move to the room like any seat; it declines draws. The
//! thread ends when the game is over, its table is closed, or the server stops; the
//! search it is in then is cut short within a few milliseconds, so nothing waits on it.
//!
//! Levels 1–5 are the engine's ([`Level`]): 1 one ply with a noisy evaluation and a
//! random move one time in five, 2 two plies (noisy, a random move one time in twenty),
//! 3 three plies (slightly noisy, at most a second), 4 the full search for a second, 5
//! for three; on a clock no longer than its time manager allows. Each search runs on one
//! thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use super::searches::Searches;
use crate::engine::ai::{ClockState, Level, Opponent, Search, TimeBudget};
use crate::room::{Membership, News, Proposal, Seat, SendOff, Table, TableId};
use crate::rules::{Color, Game};

/// How often a computer's thread looks whether it is still wanted while it waits.
const LOOK: Duration = Duration::from_millis(100);

/// How long a computer whose move was refused (not saved) waits before it tries again.
const REFUSED: Duration = Duration::from_secs(2);

/// The computer's name in a save, at `level`: `Computer 3`.
pub fn name(level: Level) -> String {
    format!("Computer {}", level.number())
}

/// The computers playing at a server's tables, and the searches they share. Cloning
/// shares them.
#[derive(Clone, Debug)]
pub struct Computers {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    searches: Searches,
    /// Set when the server stops: every computer leaves, its search cut short.
    stop: Arc<AtomicBool>,
    /// The thread of each computer seated, by its table.
    threads: Mutex<Vec<(TableId, JoinHandle<()>)>>,
}

impl Computers {
    /// No computer seated yet; their searches run in `searches`.
    pub fn new(searches: Searches) -> Computers {
        Computers {
            inner: Arc::new(Inner {
                searches,
                stop: Arc::new(AtomicBool::new(false)),
                threads: Mutex::default(),
            }),
        }
    }

    /// The searches the computers share (lessons and puzzles share them too).
    pub fn searches(&self) -> &Searches {
        &self.inner.searches
    }

    fn threads(&self) -> MutexGuard<'_, Vec<(TableId, JoinHandle<()>)>> {
        self.inner.threads.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Seats the computer (`opponent`: its side and level) at `table`, at once: its seat is
    /// held from now on. Whether it sat (not when its seat is taken, the table closed or
    /// the server stopping).
    pub fn seat(&self, table: Arc<Table>, opponent: Opponent) -> bool {
        self.seat_then(table, opponent, || {})
    }

    /// [`Computers::seat`], calling `ended` once the game is over or its table closed
    /// (not when the server stops: the game goes on after a restart).
    pub fn seat_then(
        &self,
        table: Arc<Table>,
        opponent: Opponent,
        ended: impl FnOnce() + Send + 'static,
    ) -> bool {
        if self.inner.stop.load(Ordering::Relaxed) {
            return false;
        }
        let Ok(me) = table.room.join(Seat::Player(opponent.color), || {}) else {
            return false;
        };
        let searches = self.inner.searches.clone();
        let stop = Arc::clone(&self.inner.stop);
        let id = table.id;
        let spawned = std::thread::Builder::new()
            .name(format!("hive-computer-{}", id.0))
            .spawn(move || {
                if play(&me, opponent, &searches, &stop) == Left::Ended {
                    ended();
                }
            });
        let Ok(thread) = spawned else {
            return false;
        };
        let mut threads = self.threads();
        // The threads of games that ended are done: they go.
        let (done, going): (Vec<_>, Vec<_>) = std::mem::take(&mut *threads)
            .into_iter()
            .partition(|(_, t)| t.is_finished());
        *threads = going;
        threads.push((id, thread));
        drop(threads);
        for (_, thread) in done {
            let _ = thread.join();
        }
        true
    }

    /// How many computers are playing now.
    pub fn playing(&self) -> usize {
        self.threads()
            .iter()
            .filter(|(_, t)| !t.is_finished())
            .count()
    }

    /// Stops every computer (the server stops): each leaves its seat, its search cut short,
    /// and this returns once they all have. None is seated after.
    pub fn stop(&self) {
        self.inner.stop.store(true, Ordering::Relaxed);
        let threads = std::mem::take(&mut *self.threads());
        for (_, thread) in threads {
            let _ = thread.join();
        }
    }
}

/// Why the computer left its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Left {
    /// The game is over, or its table was closed by its owner.
    Ended,
    /// The server stops, or the room sent the seat out otherwise.
    Stopped,
}

/// Why a seat sent out with `why` leaves.
fn sent_out(why: SendOff) -> Left {
    match why {
        SendOff::Closed => Left::Ended,
        _ => Left::Stopped,
    }
}

/// The computer's seat `me` until the game is over, the room sends it out or `stop`.
fn play(me: &Membership, opponent: Opponent, searches: &Searches, stop: &AtomicBool) -> Left {
    let room = me.room();
    loop {
        // What happened since: a draw offered is declined, a send-off obeyed.
        loop {
            match me.news.try_recv() {
                Ok(News::SentOut(why)) => return sent_out(why),
                Err(std::sync::mpsc::TryRecvError::Disconnected) => return Left::Stopped,
                Ok(News::DrawOffered(by)) if by != opponent.color => {
                    me.propose(Proposal::AnswerDraw(false));
                }
                Ok(_) => {}
                Err(std::sync::mpsc::TryRecvError::Empty) => break,
            }
        }
        if stop.load(Ordering::Relaxed) {
            return Left::Stopped;
        }
        if room.is_over() {
            return Left::Ended;
        }
        if room.is_closed() {
            // Closed without a word to this seat: by whom is not known here.
            return Left::Stopped;
        }
        let game = room.game();
        if game.position().to_move() == opponent.color {
            let Some(mv) = think(me, opponent.level, &game, searches, stop) else {
                continue;
            };
            me.propose(Proposal::Play(mv));
            // Refused (its save could not be written): not searched again at once.
            if room.game().moves().len() == game.moves().len()
                && let Some(left) = listen(me, opponent, REFUSED)
            {
                return left;
            }
            continue;
        }
        // The player's time ran out while nobody looked (they are away): the computer
        // says so, and the room's clock decides.
        let other = opponent.color.opponent();
        if room
            .clock()
            .is_some_and(|c| c.running == Some(other) && c.left[other.index()].is_zero())
        {
            me.propose(Proposal::FlagFell);
        }
        if let Some(left) = listen(me, opponent, LOOK) {
            return left;
        }
    }
}

/// Waits at most `timeout` for news: a draw offered is declined; a send-off (or the room
/// gone) says why the computer leaves.
fn listen(me: &Membership, opponent: Opponent, timeout: Duration) -> Option<Left> {
    match me.news.recv_timeout(timeout) {
        Ok(News::SentOut(why)) => Some(sent_out(why)),
        Err(RecvTimeoutError::Disconnected) => Some(Left::Stopped),
        Ok(News::DrawOffered(by)) if by != opponent.color => {
            me.propose(Proposal::AnswerDraw(false));
            None
        }
        Ok(_) | Err(RecvTimeoutError::Timeout) => None,
    }
}

/// The computer's move in `game` at `level`, searched in its turn among the server's
/// searches (the screens are told how many are ahead while it waits); `None` when it is
/// no longer wanted (the server stops, the game ended or moved on, the table closed).
fn think(
    me: &Membership,
    level: Level,
    game: &Game,
    searches: &Searches,
    stop: &AtomicBool,
) -> Option<crate::rules::Move> {
    let room = me.room();
    let plies = game.moves().len();
    let mut ticket = searches.ticket();
    let mut told = 0;
    let _slot = loop {
        match ticket.wait(LOOK) {
            Ok(slot) => break slot,
            Err(back) => ticket = back,
        }
        let wanted = !stop.load(Ordering::Relaxed)
            && !room.is_closed()
            && !room.is_over()
            && room.game().moves().len() == plies;
        if !wanted {
            return None;
        }
        let ahead = ticket.ahead();
        if ahead != told {
            me.waiting(ahead);
            told = ahead;
        }
    };
    // The table's size as the terminal game gives each level.
    let mut search = Search::new(if level >= Level::Strong { 32 } else { 4 });
    let result = match budget(me, game) {
        Some(budget) => level.pick_on_clock(&mut search, game, budget, stop),
        None => level.pick_in_game(&mut search, game, stop),
    };
    (!stop.load(Ordering::Relaxed)).then_some(result.mv)
}

/// The computer's time for its move now on the room's clock, as the engine's time
/// manager budgets it: `None` without a clock (its level alone decides).
fn budget(me: &Membership, game: &Game) -> Option<TimeBudget> {
    let room = me.room();
    let control = room.time_control()?;
    let clock = room.clock()?;
    let side = game.position().to_move();
    // The times as the room last told them, the running side's less the time since.
    let left = |c: Color| match clock.running {
        Some(running) if running == c => clock.left[c.index()].saturating_sub(clock.at.elapsed()),
        _ => clock.left[c.index()],
    };
    let state = ClockState::new(
        left(side),
        control.increment(),
        game.moves().len(),
        game.position().legal_moves().len(),
    )
    .against(left(side.opponent()));
    Some(TimeBudget::for_move(&state))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::Tables;
    use crate::rules::GameType;
    use std::time::Instant;

    fn table(dir: &std::path::Path, tables: &Tables) -> Arc<Table> {
        tables
            .create(dir, (GameType::BASE, None), ["ann", "Computer 1"], None)
            .unwrap()
    }

    /// Waits (at most ten seconds) for `done`.
    fn wait_for(what: &str, done: impl Fn() -> bool) {
        let start = Instant::now();
        while !done() {
            assert!(start.elapsed() < Duration::from_secs(10), "{what}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn the_computer_answers_each_move_and_leaves_when_the_table_closes() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(4);
        let at = table(dir.path(), &tables);
        let computers = Computers::new(Searches::new(1));
        let black = Opponent {
            color: Color::Black,
            level: Level::Beginner,
        };
        assert!(computers.seat(Arc::clone(&at), black));
        // Its seat is held at once: no one else takes it.
        assert!(at.room.join(Seat::Player(Color::Black), || {}).is_err());
        let ann = at.room.join(Seat::Player(Color::White), || {}).unwrap();
        for ply in 0..2 {
            let mv = at.room.game().position().legal_moves()[0];
            ann.propose(Proposal::Play(mv));
            wait_for("the computer's answer", || {
                at.room.game().moves().len() == 2 * ply + 2
            });
        }
        // A draw offered is declined.
        ann.propose(Proposal::OfferDraw);
        wait_for("the draw declined", || at.room.draw_offered().is_none());
        assert!(!at.room.is_over());
        assert_eq!(computers.playing(), 1);
        tables.close(at.id, SendOff::Closed);
        wait_for("the computer gone", || computers.playing() == 0);
        computers.stop();
        // The save has every ply, the computer's too.
        let (record, _) = crate::record::load(&at.save).unwrap();
        assert_eq!(record.moves.len(), 4);
    }

    #[test]
    fn the_computer_claims_the_game_when_the_players_time_runs_out_while_they_are_away() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(4);
        let at = tables
            .create(
                dir.path(),
                (GameType::BASE, "0:01+0".parse().ok()),
                ["Computer 1", "ann"],
                None,
            )
            .unwrap();
        let computers = Computers::new(Searches::new(1));
        let white = Opponent {
            color: Color::White,
            level: Level::Beginner,
        };
        assert!(computers.seat(Arc::clone(&at), white));
        // Ann sits (the clock starts), sees the computer's first move, and looks away.
        let ann = at.room.join(Seat::Player(Color::Black), || {}).unwrap();
        wait_for("the computer's move", || at.room.game().moves().len() == 1);
        wait_for("Black's flag claimed", || {
            at.room.flagged() == Some(Color::Black)
        });
        assert!(at.room.is_over());
        wait_for("the computer gone", || computers.playing() == 0);
        drop(ann);
        computers.stop();
    }

    #[test]
    fn a_stopping_server_stops_a_waiting_and_a_searching_computer() {
        let dir = tempfile::tempdir().unwrap();
        let tables = Tables::new(4);
        let searches = Searches::new(1);
        // The only slot is held: the computer's search waits, and the screens are told.
        let held = searches.ticket().wait(Duration::ZERO).unwrap();
        let computers = Computers::new(searches.clone());
        let at = table(dir.path(), &tables);
        let white = Opponent {
            color: Color::White,
            level: Level::Expert,
        };
        let ann = at.room.join(Seat::Player(Color::Black), || {}).unwrap();
        assert!(computers.seat(Arc::clone(&at), white));
        let start = Instant::now();
        loop {
            match ann.news.recv_timeout(Duration::from_secs(5)) {
                Ok(News::Queued(ahead)) => {
                    assert_eq!(ahead, 1);
                    break;
                }
                Ok(_) => {}
                Err(e) => panic!("not told the search waits: {e}"),
            }
        }
        assert_eq!(searches.load(), (1, 1));
        // Let go, it searches (level 5: three seconds); stopped, it ends at once.
        drop(held);
        wait_for("the search running", || searches.load() == (1, 0));
        computers.stop();
        assert!(start.elapsed() < Duration::from_secs(3), "cut short");
        assert_eq!(searches.load(), (0, 0));
        assert_eq!(at.room.game().moves().len(), 0, "no move after the stop");
        assert!(!computers.seat(at, white), "none seated after");
    }
}
