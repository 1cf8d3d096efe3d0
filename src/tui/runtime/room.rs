//! The room of a shared game: the one authoritative game that the screens of its seats
//! (the host's terminal, guests over SSH, spectators) propose changes to. It checks each
//! proposal against the seat and the rules, saves the game durably, and only then tells
//! every screen ([`News`]): a move is never shown before it is saved, and a screen's word
//! is never trusted.

use std::path::Path;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};

use crate::record::{self, Record, SaveFile, SaveFileError, Stamp};
use crate::rules::{Color, Game};
use crate::tui::model::{Invitation, News, Proposal, Seat};

/// A shared game; clones are the same room.
#[derive(Clone)]
pub struct Room {
    inner: Arc<Mutex<Inner>>,
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
    /// The side whose draw offer stands.
    offer: Option<Color>,
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
}

impl std::fmt::Debug for Membership {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Membership({:?})", self.seat)
    }
}

impl Room {
    /// A room for `game`, saved at `path` (a new file, or the file `record` was read from
    /// to go on with it): the save is locked for as long as the room lives.
    pub fn new(path: &Path, game: Game, record: Record) -> Result<Room, RoomError> {
        let existing = path.exists().then_some(&record);
        let mut save = SaveFile::open(path, existing)?;
        save.write(&record)?;
        Ok(Room {
            inner: Arc::new(Mutex::new(Inner {
                game,
                record,
                save,
                members: Vec::new(),
                next_id: 0,
                offer: None,
            })),
        })
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
        let mut inner = self.lock();
        if let Seat::Player(color) = seat
            && inner.members.iter().any(|m| m.seat == seat)
        {
            return Err(RoomError::Taken(color));
        }
        let (send, news) = mpsc::channel();
        let id = inner.next_id;
        inner.next_id += 1;
        if let Seat::Player(color) = seat {
            inner.tell_all(&News::Presence(color, true));
        }
        inner.members.push(Member {
            id,
            seat,
            news: send,
            wake: Box::new(wake),
        });
        let mut here = [false; 2];
        for color in inner.members.iter().filter_map(|m| m.seat.color()) {
            here[color.index()] = true;
        }
        Ok(Membership {
            here,
            invitations: Vec::new(),
            room: self.clone(),
            id,
            seat,
            game: inner.game.clone(),
            names: [inner.record.white.clone(), inner.record.black.clone()],
            news,
        })
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
        self.lock().offer
    }

    fn leave(&self, id: usize) {
        let mut inner = self.lock();
        let Some(at) = inner.members.iter().position(|m| m.id == id) else {
            return;
        };
        let member = inner.members.remove(at);
        if let Seat::Player(color) = member.seat {
            inner.tell_all(&News::Presence(color, false));
        }
    }
}

impl Membership {
    /// Proposes what this screen's player did; the answer comes as news.
    pub fn propose(&self, proposal: Proposal) {
        let mut inner = self.room.lock();
        match inner.decide(self.seat, proposal) {
            Ok(news) => inner.tell_all(&news),
            Err(why) => inner.tell(self.id, News::Refused(why)),
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
    /// Applies `proposal` from `seat` if the seat and the rules allow it, and saves the
    /// game; the news to tell, or why not.
    fn decide(&mut self, seat: Seat, proposal: Proposal) -> Result<News, String> {
        let Seat::Player(me) = seat else {
            return Err("You are watching: only the players act.".to_string());
        };
        if self.game.outcome().is_over() {
            return Err("The game is over.".to_string());
        }
        let before = (self.game.clone(), self.record.clone());
        let news = match proposal {
            Proposal::Play(mv) => {
                if self.game.position().to_move() != me {
                    return Err("It is not your turn.".to_string());
                }
                self.game
                    .play(mv)
                    .map_err(|e| format!("That move is illegal: {e}."))?;
                self.offer = None;
                News::Played(mv)
            }
            Proposal::Resign => {
                self.game.resign(me).map_err(|e| e.to_string())?;
                News::Resigned(me)
            }
            Proposal::OfferDraw => {
                if self.offer == Some(me) {
                    return Err("Your draw offer stands: wait for the answer.".to_string());
                }
                self.offer = Some(me);
                return Ok(News::DrawOffered(me));
            }
            Proposal::AnswerDraw(yes) => {
                if self.offer != Some(me.opponent()) {
                    return Err("No draw is offered to you.".to_string());
                }
                self.offer = None;
                if !yes {
                    return Ok(News::DrawDeclined(me));
                }
                self.game.agree_draw().map_err(|e| e.to_string())?;
                News::Drawn(me)
            }
        };
        self.record.sync(&self.game, Stamp::now());
        self.record.result.state = self.game.position().state();
        self.record.result.ending = self.game.ending().map(record::Ending::Rules);
        if let Err(e) = self.save.write(&self.record) {
            // Not saved, not played: the game stays as its file holds it.
            (self.game, self.record) = before;
            return Err(format!("Not played: the game could not be saved ({e})."));
        }
        Ok(news)
    }

    /// Tells every screen, and wakes it (with the room held: a wake only signals).
    fn tell_all(&self, news: &News) {
        for member in &self.members {
            if member.news.send(news.clone()).is_ok() {
                (member.wake)();
            }
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
