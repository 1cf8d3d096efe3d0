//! The computer opponent and the hint key: searches run on a worker thread so the screen
//! stays live (thinking indicator, quit, undo) while they think.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use super::app::{App, Mode};
use crate::engine::ai::{Level, Limits, best_move};
use crate::rules::{Color, Move};

/// Who the computer plays and how well.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The side the computer plays.
    pub color: Color,
    /// How strongly it plays.
    pub level: Level,
}

/// A search under way.
#[derive(Debug)]
pub struct Thinking {
    /// When the search began, for the spinner and the seconds shown.
    pub(crate) started: Instant,
    /// Set to ask the search to give up (its answer is then dropped).
    pub(crate) stop: Arc<AtomicBool>,
    /// Whether this is a hint for the player (not the computer's own move).
    pub hint: bool,
    /// The position it is for, so a result for a position since left is dropped.
    hash: u64,
    ply: usize,
    result: Receiver<Move>,
}

/// How long a hint may think.
const HINT_TIME: Duration = Duration::from_millis(1500);

impl App {
    /// Whether the computer should start thinking about its move now.
    pub fn computer_to_move(&self) -> bool {
        let pos = self.game.position();
        self.opponent.is_some_and(|o| o.color == pos.to_move())
            && !pos.state().is_over()
            && self.thinking.is_none()
            && self.mode == Mode::Play
    }

    /// Starts the computer's search for the side to move on a worker thread.
    pub fn start_computer(&mut self) {
        let Some(opponent) = self.opponent else {
            return;
        };
        let level = opponent.level;
        self.spawn(false, move |pos, stop| level.pick(pos, stop));
        self.info(format!("{} is thinking…", self.name(opponent.color)));
    }

    /// H: asks the engine for a move for the side to move.
    pub fn start_hint(&mut self) {
        if self.game.position().state().is_over() || self.thinking.is_some() {
            return;
        }
        self.spawn(true, |pos, stop| {
            best_move(pos, Limits::time(HINT_TIME), stop).mv
        });
        self.info("Looking for a good move…");
    }

    fn spawn(
        &mut self,
        hint: bool,
        search: impl FnOnce(&crate::rules::Position, &AtomicBool) -> Move + Send + 'static,
    ) {
        let pos = self.game.position().clone();
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let flag = Arc::clone(&stop);
        std::thread::spawn(move || {
            // The receiver may be gone (the player undid or quit); nothing to report then.
            let _ = tx.send(search(&pos, &flag));
        });
        self.thinking = Some(Thinking {
            started: Instant::now(),
            stop,
            hint,
            hash: self.game.position().hash(),
            ply: self.game.moves().len(),
            result: rx,
        });
    }

    /// Stops a search under way (its answer is dropped).
    pub fn cancel_thinking(&mut self) {
        if let Some(t) = self.thinking.take() {
            t.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Takes a finished search's answer: plays the computer's move or shows the hint.
    pub fn poll_computer(&mut self) {
        let Some(t) = &self.thinking else { return };
        let mv = match t.result.try_recv() {
            Ok(mv) => mv,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => {
                self.thinking = None;
                self.warn("The engine stopped without an answer.");
                return;
            }
        };
        let same = t.hash == self.game.position().hash() && t.ply == self.game.moves().len();
        let hint = t.hint;
        self.thinking = None;
        if !same {
            return;
        }
        if hint {
            let text = self.game.format_move(mv);
            self.hint = Some(mv);
            if let Some(to) = mv.to() {
                self.cursor = to;
            }
            self.info(format!("Hint: {text} (marked on the board)."));
        } else {
            self.play(mv);
        }
    }

    /// A line for the status bar while a search runs.
    pub fn thinking_line(&self) -> Option<String> {
        let t = self.thinking.as_ref()?;
        let spin = ['|', '/', '-', '\\'][(t.started.elapsed().as_millis() / 150 % 4) as usize];
        let who = if t.hint {
            "hint".to_string()
        } else {
            self.opponent.map_or("computer".into(), |o| {
                format!("{} (level {})", self.name(o.color), o.level.number())
            })
        };
        Some(format!(
            "{spin} {who} thinking {:.1}s · u takes back your move · q quits",
            t.started.elapsed().as_secs_f32()
        ))
    }
}
