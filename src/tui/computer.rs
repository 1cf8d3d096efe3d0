//! The computer opponent and the hint key, as seen by the model: it asks the runtime for a
//! search ([`Effect::Search`]) and takes the answer when the runtime hands it back
//! ([`Msg::Searched`](super::app::Msg::Searched)), so the screen stays live (thinking
//! indicator, quit, undo) while the engine thinks. The thinking indicator counts by the
//! model's clock ([`Msg::Clock`](super::app::Msg::Clock)).

use std::time::{Duration, Instant};

use super::app::{App, Computer, Effect, Mode, PositionKey};
use super::keys::{Action, PLAY, hint};
use super::review::Verdict;
use crate::engine::ai::{Level, SearchResult};
use crate::engine::analysis::line_strings;
use crate::rules::{Color, Move};

/// Who the computer plays and how well.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The side the computer plays.
    pub color: Color,
    /// How strongly it plays.
    pub level: Level,
}

/// What a search is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The computer's own move, at its level.
    Move(Level),
    /// A hint for the player.
    Hint,
    /// The engine's view (score and best line) of the position shown in review.
    Review,
    /// The computer thinking on the player's time (pondering): filling the table it
    /// searches its reply with; the answer itself is not used.
    Ponder,
}

/// How long a hint may think.
pub const HINT_TIME: Duration = Duration::from_millis(1500);

/// How long the analysis of a whole game (review's `a`) looks at each position.
pub const ANALYSIS_TIME: Duration = Duration::from_millis(500);

/// How long the engine looks at a position shown in review.
pub const REVIEW_TIME: Duration = Duration::from_secs(2);

/// A search under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// When it started, by the model's clock (for the thinking indicator).
    pub started: Instant,
    /// What it is for.
    pub job: Job,
    /// The position it is for, so an answer for a position since left is dropped.
    pub key: PositionKey,
    /// Told to answer now (`n`): the answer, the best move so far, is on its way.
    pub hurried: bool,
}

impl Computer {
    /// Whether the analysis of the whole game is under way.
    pub fn is_analysing(&self) -> bool {
        self.analysis.as_ref().is_some_and(|a| a.running)
    }
}

impl App {
    /// Whether the computer should start thinking about its move now.
    pub fn computer_to_move(&self) -> bool {
        self.session.computers_turn()
            && !self.session.is_over()
            && self.computer.thinking.is_none()
            && self.mode == Mode::Play
    }

    /// Asks for the computer's search for the side to move.
    pub(super) fn start_computer(&mut self) {
        let Some(opponent) = self.session.opponent else {
            return;
        };
        self.search(Job::Move(opponent.level));
        self.info(format!(
            "{} is thinking…",
            self.session.side(opponent.color)
        ));
    }

    /// H: asks the engine for a move for the side to move.
    pub(super) fn start_hint(&mut self) {
        // Pondering makes way for the hint (both fill the same table), and takes up again
        // after it.
        if self.session.is_over() {
            self.info("The game is over: there is no move to hint.");
            return;
        }
        match self.computer.thinking.as_ref().map(|t| t.job) {
            None | Some(Job::Ponder) => {}
            Some(Job::Hint) => return self.info("Still looking for a good move…"),
            Some(_) => return self.info("The computer is thinking: ask for a hint on your turn."),
        }
        if self.computer.thinking.is_some() {
            self.computer.pondered = None;
        }
        self.search(Job::Hint);
        self.info("Looking for a good move…");
    }

    pub(super) fn search(&mut self, job: Job) {
        self.computer.thinking = Some(Thinking {
            started: self.screen.now,
            job,
            key: self.session.position_key(),
            hurried: false,
        });
        self.emit(Effect::Search {
            position: Box::new(self.session.game.position().clone()),
            job,
        });
    }

    /// Whether the computer should think on the player's time now: pondering is on, it is
    /// the player's turn against the computer, and this position has not been pondered.
    pub(super) fn wants_ponder(&self) -> bool {
        self.computer.ponder
            && self.session.opponent.is_some()
            && self.mode == Mode::Play
            && !self.session.computers_turn()
            && !self.session.is_over()
            && self.computer.thinking.is_none()
            && self.computer.pondered != Some(self.session.position_key())
    }

    /// Starts thinking on the player's time about the position on the board.
    pub(super) fn start_ponder(&mut self) {
        self.computer.pondered = Some(self.session.position_key());
        self.search(Job::Ponder);
    }

    /// Stops pondering, or looking for a hint, in a position the game has left (the player
    /// moved, or undid a move): its answer would be dropped, and it would hold up the
    /// computer's own search.
    pub(super) fn stop_stale_search(&mut self) {
        if self.computer.thinking.as_ref().is_some_and(|t| {
            matches!(t.job, Job::Ponder | Job::Hint) && t.key != self.session.position_key()
        }) {
            self.cancel_thinking();
        }
    }

    /// `t`: pondering on or off.
    pub(super) fn toggle_ponder(&mut self) {
        self.computer.ponder = !self.computer.ponder;
        if self.computer.ponder {
            self.computer.pondered = None;
            self.info(match self.session.opponent {
                Some(_) => "Pondering on: the computer thinks on your time too (t turns it off).",
                None => "Pondering on: it takes effect in a game against the computer.",
            });
        } else {
            if self
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Ponder)
            {
                self.cancel_thinking();
            }
            self.info("Pondering off: the computer thinks only on its own time.");
        }
    }

    /// `n`: the search under way stops and its best move so far is played (or hinted).
    pub(super) fn move_now(&mut self) {
        match self.computer.thinking.as_mut() {
            Some(t) if t.job == Job::Ponder => {
                self.info("It is your turn: the computer only ponders (n hurries its own move).");
            }
            Some(t) if !t.hurried => {
                t.hurried = true;
                self.emit(Effect::MoveNow);
            }
            Some(_) => {}
            None => self.info("n hurries the computer while it thinks; it is not thinking now."),
        }
    }

    /// Stops a search under way (its answer is dropped).
    pub fn cancel_thinking(&mut self) {
        if let Some(thinking) = self.computer.thinking.take() {
            // Pondering cut short (review, undo) is taken up again where it is wanted.
            if thinking.job == Job::Ponder {
                self.computer.pondered = None;
            }
            self.emit(Effect::StopSearch);
        }
    }

    /// [`Msg::Searched`](super::app::Msg::Searched), the runtime's answer to a search:
    /// plays the computer's move or shows the hint, if it is still for the position on the
    /// board. `None`: the engine gave no answer.
    pub(super) fn on_search_done(&mut self, answer: Option<SearchResult>) -> Vec<Effect> {
        let Some(thinking) = self.computer.thinking.take() else {
            return self.take_effects();
        };
        match answer {
            None => self.warn("The engine stopped without an answer."),
            Some(_) if thinking.key != self.session.position_key() || self.session.is_over() => {}
            Some(result) => match thinking.job {
                Job::Hint => {
                    let mv = result.mv;
                    let text = self.session.game.format_move(mv);
                    let line = line_strings(self.session.game.position(), &result.pv);
                    self.focus.hint = Some((mv, thinking.key));
                    if let Some(to) = mv.to() {
                        self.focus.cursor = to;
                    }
                    let then: Vec<&str> = line.iter().skip(1).take(5).map(String::as_str).collect();
                    if mv == Move::Pass {
                        // Nothing to mark: a pass is legal only when it is the only move.
                        self.info("Hint: pass, the only legal move (press Enter to pass).");
                    } else if then.is_empty() {
                        self.info(format!("Hint: {text} (marked on the board)."));
                    } else {
                        self.info(format!(
                            "Hint: {text} (marked on the board); the engine expects {}.",
                            then.join(", ")
                        ));
                    }
                }
                Job::Move(_) => self.play(result.mv),
                Job::Review => {
                    let verdict = Verdict::of(self.session.game.position(), &result);
                    self.computer.verdicts.insert(thinking.key, verdict);
                }
                // What it learned is in the table; its move is the player's to find.
                Job::Ponder => {}
            },
        }
        self.finish()
    }

    /// A line for the status bar while a search runs.
    pub fn thinking_line(&self) -> Option<String> {
        let t = self.computer.thinking.as_ref()?;
        let elapsed = self.screen.now.saturating_duration_since(t.started);
        let spin = ['|', '/', '-', '\\'][(elapsed.as_millis() / 150 % 4) as usize];
        let who = match (t.job, self.session.opponent) {
            (Job::Hint, _) => "hint".to_string(),
            (Job::Review, _) => "engine".to_string(),
            (Job::Ponder, _) => "computer (pondering)".to_string(),
            (Job::Move(level), Some(o)) => {
                format!("{} (level {})", self.session.name(o.color), level.number())
            }
            (Job::Move(_), None) => "computer".into(),
        };
        let secs = elapsed.as_secs_f32();
        if t.hurried {
            return Some(format!(
                "{spin} {who}: taking the best move so far ({secs:.1}s)…"
            ));
        }
        // The keys are named from the table that reads them. A hint waits on nothing of the
        // player's, so there is no move of theirs to take back.
        let now = hint(PLAY, Action::MoveNow, "");
        let mut line = format!("{spin} {who} thinking {secs:.1}s · {}", now.trim_end());
        if t.job == Job::Hint {
            line.push_str(": hint now");
        } else {
            line.push_str(": move now · ");
            line.push_str(&hint(PLAY, Action::Undo, "takes back your move"));
        }
        line.push_str(" · ");
        line.push_str(&hint(PLAY, Action::Quit, "quits"));
        Some(line)
    }
}
