//! The computer in the update: its moves, hints and pondering started and stopped, and its
//! answers taken in.

use crate::engine::ai::SearchResult;
use crate::engine::analysis::Verdict;
use crate::engine::analysis::line_strings;
use crate::rules::Move;
use crate::tui::input::keys::{Action, PLAY, hint, key_of};
use crate::tui::model::{App, Effect, Job, Thinking};

impl App {
    /// Asks for the computer's search for the side to move.
    pub(crate) fn start_computer(&mut self) {
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
    pub(crate) fn start_hint(&mut self) {
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

    /// `x`: plays the hint marked on the board, or says why there is none to play.
    pub(crate) fn play_hint(&mut self) {
        let ask = hint(PLAY, Action::Hint, "asks for one");
        if self.session.is_over() {
            self.info("The game is over: there is no hint to play.");
        } else if let Some(mv) = self.current_hint() {
            self.play(mv);
        } else if self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Hint)
        {
            self.info(format!(
                "Still looking for a good move; {} once it is marked.",
                hint(PLAY, Action::PlayHint, "plays it")
            ));
        } else if self.session.computers_turn() {
            self.info("The computer is to move; u takes back your last move.");
        } else {
            self.info(format!("No hint on the board to play: {ask}."));
        }
    }

    pub(crate) fn search(&mut self, job: Job) {
        self.computer.thinking = Some(Thinking {
            started: self.screen.now,
            job,
            key: self.session.position_key(),
            hurried: false,
        });
        // The computer's own move on the clock thinks no longer than its time allows.
        let budget = match job {
            Job::Move(_) => self.computer_budget(),
            _ => None,
        };
        self.emit(Effect::Search {
            position: Box::new(self.session.game.position().clone()),
            job,
            budget,
        });
    }

    /// Starts thinking on the player's time about the position on the board.
    pub(crate) fn start_ponder(&mut self) {
        self.computer.pondered = Some(self.session.position_key());
        self.search(Job::Ponder);
    }

    /// Stops pondering, looking for a hint, or weighing a draw offer, in a position the game
    /// has left (the player moved, or undid a move): its answer would be dropped, and it would hold up the
    /// computer's own search.
    pub(crate) fn stop_stale_search(&mut self) {
        if self.computer.thinking.as_ref().is_some_and(|t| {
            matches!(t.job, Job::Ponder | Job::Hint | Job::Draw)
                && t.key != self.session.position_key()
        }) {
            self.cancel_thinking();
        }
    }

    /// `t`: pondering on or off.
    pub(crate) fn toggle_ponder(&mut self) {
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
    pub(crate) fn move_now(&mut self) {
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
    pub(crate) fn cancel_thinking(&mut self) {
        if let Some(thinking) = self.computer.thinking.take() {
            // Pondering cut short (review, undo) is taken up again where it is wanted.
            if thinking.job == Job::Ponder {
                self.computer.pondered = None;
            }
            self.emit(Effect::StopSearch);
        }
    }

    /// [`Msg::Searched`](crate::tui::model::Msg::Searched), the runtime's answer to a search:
    /// plays the computer's move or shows the hint, if it is still for the position on the
    /// board. `None`: the engine gave no answer.
    pub(crate) fn on_search_done(&mut self, answer: Option<SearchResult>) -> Vec<Effect> {
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
                        // Enter passes then, and so does the key that plays a hint.
                        self.info(format!(
                            "Hint: pass, the only legal move ({} or {} passes).",
                            key_of(PLAY, Action::Pick).unwrap_or_default(),
                            key_of(PLAY, Action::PlayHint).unwrap_or_default()
                        ));
                    } else {
                        let play = hint(PLAY, Action::PlayHint, "plays it");
                        if then.is_empty() {
                            self.info(format!("Hint: {text} (marked on the board; {play})."));
                        } else {
                            self.info(format!(
                                "Hint: {text} (marked on the board; {play}); the engine expects {}.",
                                then.join(", ")
                            ));
                        }
                    }
                }
                Job::Move(_) => self.play(result.mv),
                Job::Draw => self.answer_draw(result.score),
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
}
