//! The room of a shared game: the one authoritative game that the screens of its seats
//! (the host's terminal, guests over SSH, spectators) propose changes to. It checks each
//! proposal against the seat and the rules, saves the game durably, and only then tells
//! every screen ([`News`]): a move is never shown before it is saved, and a screen's word
//! is never trusted.
//!
//! A game on a clock has one clock, the room's, on the server's time: a move's time is
//! taken when the room accepts it and saved with it, and the screens draw the times the
//! room tells them ([`ClockNews`]). It starts when both players are first here and runs
//! until the game ends, whoever looks away or leaves (one player cannot stop it); only
//! when neither player is here does it stop, until both are back. A correspondence game
//! (days a move) is the exception: once begun, its clock runs on the server's time whether
//! or not anyone is here, and a save opened again is charged the days since its last move.
//! A scheduled game (a tournament's, [`Room::on_schedule`]) begins when its first player
//! comes, and its clock runs from then on whoever is here.
//! A flag falls when the room's clock says so: a screen that sees it fall proposes it, and
//! the room also looks on every proposal, whenever someone comes in, and when asked
//! ([`Room::look`], the server's referee a few times a second).

use std::path::Path;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::judge::Judge;
use super::protocol::{
    ClockNews, Invitation, News, Proposal, Refusal, Said, Seat, SendOff, SharedClock,
};
use crate::chat::{self, Flow};
use crate::clock::{Clock, TimeControl};
use crate::record::{self, Record, SaveFile, SaveFileError, Stamp};
use crate::rules::{Color, Game};

mod absence;
mod saved_clock;

use saved_clock::{left_after, since_last_move};

/// The host's way to give the guests' seats new codes: the new invitations, or why not.
pub type Renew = Arc<dyn Fn() -> Result<Vec<Invitation>, String> + Send + Sync>;

/// Where a room reads the time: the system's clock, or a test's.
type Now = Arc<dyn Fn() -> Instant + Send + Sync>;

/// A shared game; clones are the same room.
#[derive(Clone)]
pub struct Room {
    inner: Arc<Mutex<Inner>>,
    now: Now,
}

impl std::fmt::Debug for Room {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Room")
    }
}

struct Inner {
    game: Game,
    record: Record,
    save: SaveFile,
    members: Vec<Member>,
    next_id: usize,
    /// The room's rulings on the seats' proposals, and the draw offer that stands.
    judge: Judge,
    /// The game's clock, on the time line from `origin`; `None`: no clock.
    clock: Option<Clock>,
    /// The instant the clock's time line starts from.
    origin: Instant,
    /// The side that lost on time.
    flagged: Option<Color>,
    /// The side that left the game, whose win the other claimed.
    abandoned: Option<Color>,
    /// Since when each player (White first) has been away, once the game has begun;
    /// `None` while they are here (or before they first came).
    away_since: [Option<Instant>; 2],
    /// How long a player of an untimed game may be away before the other may claim the
    /// win; `None`: no claims.
    claim_after: Option<Duration>,
    /// Why the room was closed, once it is: it takes no one in and nothing more.
    closed: Option<SendOff>,
    /// The game has begun: both players have been here, or a move was played (in a
    /// scheduled game: one player came). A correspondence clock, and a scheduled game's,
    /// runs from then on whoever is here.
    begun: bool,
    /// A scheduled game (a tournament's): it waits for nobody (see [`Room::on_schedule`]).
    scheduled: bool,
    /// Each screen's messages in the last ten seconds (by its id), to hold back a flood.
    /// The messages themselves are not kept: they are told, never saved.
    talk: std::collections::HashMap<usize, Flow>,
}

/// One screen in the room: where its news goes, and how to wake it to read them.
struct Member {
    id: usize,
    seat: Seat,
    news: Sender<News>,
    wake: Box<dyn Fn() + Send>,
}

/// Why a room cannot be made, or a seat taken.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// The save cannot be taken or written.
    #[error(transparent)]
    Save(#[from] SaveFileError),
    /// The seat is taken by a screen that is still here.
    #[error("{0}'s seat is taken")]
    Taken(Color),
    /// The room was closed (why).
    #[error("{0}")]
    Closed(SendOff),
}

/// A screen's place in a room: its seat, the game as it stood when it joined, and its
/// news. Dropping it leaves the room.
pub struct Membership {
    room: Room,
    id: usize,
    /// The seat.
    pub seat: Seat,
    /// The game when the screen joined; news follows from there.
    pub game: Game,
    /// White's and Black's names.
    pub names: [String; 2],
    /// What the room tells this screen.
    pub news: Receiver<News>,
    /// Whether each player (White first) had a screen here when this one joined (this
    /// one too); news of comings and goings follows.
    pub here: [bool; 2],
    /// The ways in that the host hands out, for the host's own screen to show (the room
    /// knows nothing of them; none for a guest).
    pub invitations: Vec<Invitation>,
    /// The game's clock when the screen joined, if it has one; news follows from there.
    pub clock: Option<SharedClock>,
    /// For the host's screen: new codes for the guests' seats (none for a guest).
    pub renew: Option<Renew>,
    /// For the host's screen: the server's host key as guests may check it (its
    /// fingerprint), shown beside the invitations.
    pub host_key: Option<String>,
    /// How long this seat's opponent may be away before it may claim the win (an untimed
    /// game on a server that allows claims); `None`: no claims.
    pub claims: Option<Duration>,
    /// The side that left the game, when it ended so (its opponent claimed the win).
    pub abandoned: Option<Color>,
    /// The side whose draw offer stood when the screen joined; news follows from there.
    pub offer: Option<Color>,
}

impl std::fmt::Debug for Membership {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Membership({:?})", self.seat)
    }
}

impl Room {
    /// A room for `game`, saved at `path` (a new file, or the file `record` was read from
    /// to go on with it): the save is locked for as long as the room lives.
    ///
    /// The game is played on the record's clock, if it has one, from the times it was
    /// saved with (a new game's record names the control: [`record::SavedClock`]).
    pub fn new(path: &Path, game: Game, record: Record) -> Result<Room, RoomError> {
        let existing = path.exists().then_some(&record);
        let mut save = SaveFile::open(path, existing)?;
        save.write(&record)?;
        let plies = game.moves().len();
        let clock = record.clock.map(|saved| {
            let [mut white, mut black] = saved
                .left
                .unwrap_or_else(|| left_after(&record, saved.control, plies));
            // Days a move: the side to move has what is left of its days since the last
            // move (or the game's start), however long the room was away.
            if let TimeControl::PerMove(per_move) = saved.control
                && plies > 0
            {
                let since = since_last_move(&record, plies);
                match game.position().to_move() {
                    Color::White => white = per_move.saturating_sub(since),
                    Color::Black => black = per_move.saturating_sub(since),
                }
            }
            Clock::with_left(saved.control, white, black)
        });
        let flagged = match record.result.ending {
            Some(record::Ending::TimedOut(side)) => Some(side),
            _ => None,
        };
        let abandoned = match record.result.ending {
            Some(record::Ending::Abandoned(side)) => Some(side),
            _ => None,
        };
        let origin = Instant::now();
        let mut inner = Inner {
            game,
            record,
            save,
            members: Vec::new(),
            next_id: 0,
            judge: Judge::between_people(),
            clock,
            origin,
            flagged,
            abandoned,
            // A game under way opened again: both players are away from its start.
            away_since: [(plies > 0).then_some(origin); 2],
            claim_after: None,
            closed: None,
            begun: plies > 0,
            scheduled: false,
            talk: std::collections::HashMap::new(),
        };
        // A correspondence game under way runs on at once, nobody here.
        inner.tend_clock(origin);
        Ok(Room {
            inner: Arc::new(Mutex::new(inner)),
            now: Arc::new(Instant::now),
        })
    }

    /// The room reading the time from `now` (a test's clock) instead of the system's; its
    /// clock's time line starts at `now()`. For a room nobody has joined yet.
    pub fn with_time(mut self, now: impl Fn() -> Instant + Send + Sync + 'static) -> Room {
        let start = now();
        let mut inner = self.lock();
        inner.origin = start;
        for away in inner.away_since.iter_mut().flatten() {
            *away = start;
        }
        drop(inner);
        self.now = Arc::new(now);
        self
    }

    /// A room for a new game between `white` and `black`, saved at `path`.
    pub fn create(path: &Path, game: Game, white: &str, black: &str) -> Result<Room, RoomError> {
        let record = Record::from_game(&game, white, black, Stamp::now());
        Room::new(path, game, record)
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A screen that panicked while holding the room leaves the game as it was saved.
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Takes `seat` for a screen that `wake` wakes when there is news for it. A player's
    /// seat is refused while another screen holds it.
    pub fn join(
        &self,
        seat: Seat,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Membership, RoomError> {
        let now = (self.now)();
        let mut inner = self.lock();
        if let Some(why) = &inner.closed {
            return Err(RoomError::Closed(*why));
        }
        if let Seat::Player(color) = seat
            && inner.members.iter().any(|m| m.seat == seat)
        {
            return Err(RoomError::Taken(color));
        }
        let (send, news) = mpsc::channel();
        let id = inner.next_id;
        inner.next_id += 1;
        if let Seat::Player(color) = seat {
            inner.away_since[color.index()] = None;
            inner.tell_all(&News::Presence(color, true));
            inner.arrived_on_schedule(color, now);
        }
        inner.members.push(Member {
            id,
            seat,
            news: send,
            wake: Box::new(wake),
        });
        // Someone came in: a flag that fell while nobody looked falls now; the clock
        // starts once both players are here.
        match inner.flag(now) {
            Ok(Some(news)) => inner.tell_each(&news),
            Ok(None) => {
                if inner.tend_clock(now)
                    && let Some(clock) = inner.clock_news(now)
                {
                    inner.tell_all(&News::Clock(clock));
                }
            }
            // Not saved: the room looks again at the next proposal.
            Err(_) => {}
        }
        let here = inner.here();
        let clock = inner.shared_clock(now);
        Ok(Membership {
            here,
            invitations: Vec::new(),
            renew: None,
            host_key: None,
            claims: inner.claim_after.filter(|_| inner.clock.is_none()),
            abandoned: inner.abandoned,
            offer: inner.judge.offer().filter(|_| !inner.is_over()),
            clock,
            room: self.clone(),
            id,
            seat,
            game: inner.game.clone(),
            names: [inner.record.white.clone(), inner.record.black.clone()],
            news,
        })
    }

    /// Looks at the room's clock now: a flag that fell with nobody proposing anything (a
    /// correspondence game whose side to move let its days run out, its players away)
    /// ends the game, saved and told, as when someone comes in.
    pub fn look(&self) {
        let now = (self.now)();
        let mut inner = self.lock();
        if inner.closed.is_some() {
            return;
        }
        // Not saved: the room looks again next time.
        if let Ok(Some(news)) = inner.flag(now) {
            inner.tell_each(&news);
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> Game {
        self.lock().game.clone()
    }

    /// Who is here: the seats held.
    pub fn seats(&self) -> Vec<Seat> {
        self.lock().members.iter().map(|m| m.seat).collect()
    }

    /// The side whose draw offer stands, if one does.
    pub fn draw_offered(&self) -> Option<Color> {
        self.lock().judge.offer()
    }

    /// Whether the game is over: on the board, by resignation or agreement, or on time.
    pub fn is_over(&self) -> bool {
        self.lock().is_over()
    }

    /// The side that lost on time, in a game lost on time.
    pub fn flagged(&self) -> Option<Color> {
        self.lock().flagged
    }

    /// White's and Black's names, as the save has them.
    pub fn names(&self) -> [String; 2] {
        let inner = self.lock();
        [inner.record.white.clone(), inner.record.black.clone()]
    }

    /// Names `color`'s side `name` (a club member who took a guest's seat with their key),
    /// in the save, then on every screen.
    pub fn name_side(&self, color: Color, name: &str) -> Result<(), SaveFileError> {
        let now = (self.now)();
        let mut inner = self.lock();
        match color {
            Color::White => inner.record.white = name.to_string(),
            Color::Black => inner.record.black = name.to_string(),
        }
        inner.write(now)?;
        inner.tell_all(&News::Named(color, name.to_string()));
        Ok(())
    }

    /// The game's time control, if it is on a clock.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.lock().clock.as_ref().map(Clock::control)
    }

    /// The clock as it stands now, if the game has one.
    pub fn clock(&self) -> Option<ClockNews> {
        let now = (self.now)();
        self.lock().clock_news(now)
    }

    /// Sends out the screens at the seats `which` picks, telling each `why` first: their
    /// seats are free from now on (for someone with a new code), and anything they propose
    /// after is ignored. Returns how many were sent out.
    pub fn send_out(&self, which: impl Fn(Seat) -> bool, why: SendOff) -> usize {
        let now = (self.now)();
        let mut inner = self.lock();
        let out: Vec<usize> = inner
            .members
            .iter()
            .filter(|m| which(m.seat))
            .map(|m| m.id)
            .collect();
        for &id in &out {
            inner.tell(id, News::SentOut(why));
            inner.remove(id, now);
        }
        out.len()
    }

    /// Closes the room: its clock stops (its times are saved), every screen is sent out
    /// with `why`, and no one is taken in again. The game stays as saved, to go on with
    /// from its file.
    pub fn close(&self, why: SendOff) {
        {
            let now = (self.now)();
            let mut inner = self.lock();
            if inner.closed.is_some() {
                return;
            }
            inner.closed = Some(why);
            if inner.tend_clock(now) {
                // A failed write is as after any move: the moves' times are saved already.
                let _ = inner.write(now);
            }
        }
        self.send_out(|_| true, why);
    }

    /// Marks the game as played against the computer (`opponent`: its side and level),
    /// in the save, so that a server serving it again knows who plays that side.
    pub fn set_computer(&self, opponent: crate::engine::ai::Opponent) -> Result<(), RoomError> {
        let mut inner = self.lock();
        let inner = &mut *inner;
        inner.record.computer = Some(opponent);
        Ok(inner.save.write(&inner.record)?)
    }

    /// The computer's side and level, in a game against it.
    pub fn computer(&self) -> Option<crate::engine::ai::Opponent> {
        self.lock().record.computer
    }

    /// Whether the room is closed.
    pub fn is_closed(&self) -> bool {
        self.lock().closed.is_some()
    }

    fn leave(&self, id: usize) {
        let now = (self.now)();
        self.lock().remove(id, now);
    }
}

impl Membership {
    /// Proposes what this screen's player did; the answer comes as news.
    pub fn propose(&self, proposal: Proposal) {
        let now = (self.room.now)();
        let mut inner = self.room.lock();
        // A screen sent out (or of a closed room) has no say.
        if inner.closed.is_some() || !inner.members.iter().any(|m| m.id == self.id) {
            return;
        }
        // Talk is no game action: the clock and the record are not touched.
        if let Proposal::Say(text) = proposal {
            return inner.say(self.id, self.seat, &text, now);
        }
        // The room's own clock first: a flag that fell ends the game, whatever is proposed.
        match inner.flag(now) {
            Ok(Some(news)) => return inner.tell_each(&news),
            Ok(None) => {}
            Err(why) => return inner.tell(self.id, News::Refused(why)),
        }
        if proposal == Proposal::FlagFell {
            // Not fallen on the room's clock: this screen's is set right.
            if let Some(clock) = inner.clock_news(now) {
                inner.tell(self.id, News::Clock(clock));
            }
            return;
        }
        match inner.decide(self.seat, proposal, now) {
            Ok(news) => {
                inner.tell_all(&news);
                if let Some(clock) = inner.clock_news(now) {
                    inner.tell_all(&News::Clock(clock));
                }
            }
            Err(why) => inner.tell(self.id, News::Refused(why)),
        }
    }

    /// Tells every screen that this seat's move waits for the server's searches, `ahead`
    /// of it (the computer's seat says so while its search is queued).
    pub fn waiting(&self, ahead: usize) {
        let inner = self.room.lock();
        if inner.members.iter().any(|m| m.id == self.id) {
            inner.tell_all(&News::Queued(ahead));
        }
    }

    /// The room.
    pub fn room(&self) -> &Room {
        &self.room
    }
}

impl Drop for Membership {
    fn drop(&mut self) {
        self.room.leave(self.id);
    }
}

impl Inner {
    /// Takes screen `id` out of the room at `now`: the others hear a player went, and the
    /// clock stops when the last player has (its times saved).
    fn remove(&mut self, id: usize, now: Instant) {
        let Some(at) = self.members.iter().position(|m| m.id == id) else {
            return;
        };
        let member = self.members.remove(at);
        self.talk.remove(&id);
        if let Seat::Player(color) = member.seat {
            self.away_since[color.index()] = Some(now);
            self.tell_all(&News::Presence(color, false));
        }
        // A failed write is caught up by the next one; the times of the moves are saved
        // already.
        if self.tend_clock(now) {
            let _ = self.write(now);
            if let Some(clock) = self.clock_news(now) {
                self.tell_all(&News::Clock(clock));
            }
        }
    }

    /// Screen `id` at `seat` says `text` at `now`: a player's words go to every screen, a
    /// watcher's to the watchers only while the game runs (the players hear the watchers
    /// once it is over); refused (too long, too many) to that screen alone.
    fn say(&mut self, id: usize, seat: Seat, text: &str, now: Instant) {
        let at = self.since(now);
        let sent = chat::check(text).and_then(|text| {
            self.talk.entry(id).or_default().send(at)?;
            Ok(text)
        });
        let text = match sent {
            Ok(text) => text,
            Err(why) => return self.tell(id, News::NotSaid(why)),
        };
        let watcher = if seat == Seat::Watcher { id } else { 0 };
        let news = News::Said(Said {
            seat,
            watcher,
            text,
        });
        let everyone = seat != Seat::Watcher || self.is_over();
        for member in &self.members {
            if (everyone || member.seat == Seat::Watcher) && member.news.send(news.clone()).is_ok()
            {
                (member.wake)();
            }
        }
    }

    /// Applies `proposal` from `seat` if the judge allows it (the seat and the rules), and
    /// saves the game; the news to tell, or why not.
    fn decide(&mut self, seat: Seat, proposal: Proposal, now: Instant) -> Result<News, Refusal> {
        // A claim is the room's to judge: it knows who is away, and for how long.
        if let (Seat::Player(me), Proposal::ClaimWin) = (seat, &proposal)
            && !self.is_over()
        {
            return self.claim(me, now);
        }
        let news = self
            .judge
            .rule(&self.game, seat, &proposal, self.is_over())?;
        let Seat::Player(me) = seat else {
            return Err(Refusal::Watching);
        };
        if matches!(news, News::DrawOffered(_) | News::DrawDeclined(_)) {
            // An offer and its refusal are the judge's alone: the game is as it was.
            return Ok(news);
        }
        let before = (self.game.clone(), self.record.clone(), self.clock.clone());
        Judge::apply(&mut self.game, &news).map_err(Refusal::Illegal)?;
        let mut mover_left = None;
        if let News::Played(_) = news {
            let at = self.since(now);
            if let Some(clock) = self.clock.as_mut() {
                let running = clock.running().is_some();
                // The flag was looked at before: the move's time is taken, the increment
                // added.
                mover_left = clock.moved(me, at).ok();
                if !running {
                    // Played before the clock started (the other player not yet here): it
                    // does not start on that account.
                    clock.stop(at);
                }
            }
        }
        // A game that ended stops its clock.
        self.tend_clock(now);
        self.record.sync(&self.game, Stamp::now());
        self.record.result.state = self.game.position().state();
        self.record.result.ending = self.game.ending().map(record::Ending::Rules);
        let ply = self.game.moves().len();
        if let (Some(left), Some(entry)) = (mover_left, ply.checked_sub(1))
            && let Some(entry) = self.record.moves.get_mut(entry)
        {
            entry.left = Some(left);
        }
        if let Err(e) = self.write(now) {
            // Not saved, not played: the game stays as its file holds it.
            (self.game, self.record, self.clock) = before;
            return Err(Refusal::NotSaved(e.to_string()));
        }
        Ok(news)
    }

    /// Writes the record with the clock's times as of `now` (and a loss on time).
    fn write(&mut self, now: Instant) -> Result<(), SaveFileError> {
        if let Some(clock) = &self.clock {
            let at = self.since(now);
            self.record.clock = Some(record::SavedClock {
                control: clock.control(),
                left: Some([Color::White, Color::Black].map(|c| clock.left(c, at))),
            });
        }
        if let Some(side) = self.flagged {
            self.record.result.ending = Some(record::Ending::TimedOut(side));
        }
        if let Some(side) = self.abandoned {
            self.record.result.ending = Some(record::Ending::Abandoned(side));
        }
        self.save.write(&self.record)
    }

    /// `now` on the clock's time line.
    fn since(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.origin)
    }

    /// Whether the game is over: on the board, by resignation or agreement, on time, or
    /// left by a player.
    fn is_over(&self) -> bool {
        self.game.outcome().is_over() || self.flagged.is_some() || self.abandoned.is_some()
    }

    /// Whether each player (White first) has a screen here.
    fn here(&self) -> [bool; 2] {
        let mut here = [false; 2];
        for color in self.members.iter().filter_map(|m| m.seat.color()) {
            here[color.index()] = true;
        }
        here
    }

    /// Sets the clock running or not as the room stands at `now`: it starts for the side
    /// to move when both players are here, and stops when the game is over or no player
    /// is here. Whether it changed.
    fn tend_clock(&mut self, now: Instant) -> bool {
        let at = self.since(now);
        let over = self.is_over() || self.closed.is_some();
        let here = self.here();
        let to_move = self.game.position().to_move();
        if here == [true, true] {
            self.begun = true;
        }
        let Some(clock) = self.clock.as_mut() else {
            return false;
        };
        // Days a move, or a scheduled game: nobody being here stops nothing once the game
        // has begun.
        let always =
            self.begun && (self.scheduled || matches!(clock.control(), TimeControl::PerMove(_)));
        match clock.running() {
            Some(_) if over || (here == [false, false] && !always) => {
                clock.stop(at);
                true
            }
            None if !over && (here == [true, true] || always) => {
                clock.start(to_move, at);
                true
            }
            _ => false,
        }
    }

    /// Looks at the clock at `now`: when the running side's flag has fallen, the game is
    /// lost on time, saved so, and the news to tell (the loss, then the clock) returned.
    /// Not saved: the clock runs on, and why not.
    fn flag(&mut self, now: Instant) -> Result<Option<Vec<News>>, Refusal> {
        let at = self.since(now);
        let Some(side) = self.clock.as_ref().and_then(|c| c.flagged(at)) else {
            return Ok(None);
        };
        let before = self.clock.clone();
        if let Some(clock) = self.clock.as_mut() {
            clock.stop(at);
        }
        self.flagged = Some(side);
        self.judge.withdraw_offer();
        if let Err(e) = self.write(now) {
            self.clock = before;
            self.flagged = None;
            return Err(Refusal::NotSaved(e.to_string()));
        }
        let mut news = vec![News::TimedOut(side)];
        news.extend(self.clock_news(now).map(News::Clock));
        Ok(Some(news))
    }

    /// The clock as the screens draw it, at `now`.
    fn clock_news(&self, now: Instant) -> Option<ClockNews> {
        let clock = self.clock.as_ref()?;
        let at = self.since(now);
        Some(ClockNews {
            left: [Color::White, Color::Black].map(|c| clock.left(c, at)),
            running: clock.running(),
            at: now,
        })
    }

    /// The clock for a screen that joins at `now`.
    fn shared_clock(&self, now: Instant) -> Option<SharedClock> {
        let plies = self.game.moves().len();
        Some(SharedClock {
            control: self.clock.as_ref()?.control(),
            plies: self
                .record
                .moves
                .iter()
                .take(plies)
                .map(|m| m.left)
                .collect(),
            now: self.clock_news(now)?,
            flagged: self.flagged,
        })
    }

    /// Tells every screen, and wakes it (with the room held: a wake only signals).
    fn tell_all(&self, news: &News) {
        for member in &self.members {
            if member.news.send(news.clone()).is_ok() {
                (member.wake)();
            }
        }
    }

    /// Tells every screen each of `news`, in order.
    fn tell_each(&self, news: &[News]) {
        for one in news {
            self.tell_all(one);
        }
    }

    /// Tells one screen.
    fn tell(&self, id: usize, news: News) {
        if let Some(member) = self.members.iter().find(|m| m.id == id)
            && member.news.send(news).is_ok()
        {
            (member.wake)();
        }
    }
}
