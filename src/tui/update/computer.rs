//! The computer in the update: its moves, hints and pondering started and stopped, and its
//! answers taken in.

use crate::engine::ai::{Opponent, SearchResult};
use crate::engine::analysis::Verdict;
use crate::engine::analysis::line_strings;
use crate::rules::Move;
use crate::tui::input::keys::{Action, PLAY, hint, key_of};

/// The key that does `action` in play (named in messages as it is in every language).
pub(super) fn key(action: Action) -> String {
    key_of(PLAY, action).unwrap_or_default().to_string()
}
use crate::tui::model::{App, Effect, Job, Thinking};

impl App {
    /// Asks for the computer's search for the side to move.
    pub(crate) fn start_computer(&mut self) {
        let Some(opponent) = self.session.opponent else {
            return;
        };
        self.search(Job::Move(opponent.level));
        let args = self.side_args(opponent.color, true);
        self.info(self.screen.lang.format("moves-thinking", Some(&args)));
    }

    /// H: asks the engine for a move for the side to move.
    pub(crate) fn start_hint(&mut self) {
        // Pondering makes way for the hint (both fill the same table), and takes up again
        // after it.
        if self.session.is_over() {
            self.info(self.screen.lang.get("moves-hint-over"));
            return;
        }
        match self.computer.thinking.as_ref().map(|t| t.job) {
            None | Some(Job::Ponder) => {}
            Some(Job::Hint) => return self.info(self.screen.lang.get("moves-hint-still")),
            Some(_) => return self.info(self.screen.lang.get("moves-hint-not-now")),
        }
        if self.computer.thinking.is_some() {
            self.computer.pondered = None;
        }
        self.search(Job::Hint);
        self.info(self.screen.lang.get("moves-hint-looking"));
    }

    /// `x`: plays the hint marked on the board, or says why there is none to play.
    pub(crate) fn play_hint(&mut self) {
        let lang = &self.screen.lang;
        let ask = crate::say!(lang, "moves-hint-none", key = key(Action::Hint));
        let still = crate::say!(lang, "moves-hint-still-key", key = key(Action::PlayHint));
        if self.session.is_over() {
            self.info(self.screen.lang.get("moves-hint-over-play"));
        } else if let Some(mv) = self.current_hint() {
            self.play(mv);
        } else if self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Hint)
        {
            self.info(still);
        } else if self.session.computers_turn() {
            self.info(self.screen.lang.get("moves-computers-turn"));
        } else {
            self.info(ask);
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
            let id = match self.session.opponent {
                Some(_) => "moves-ponder-on",
                None => "moves-ponder-on-later",
            };
            self.info(self.screen.lang.get(id));
        } else {
            if self
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Ponder)
            {
                self.cancel_thinking();
            }
            self.info(self.screen.lang.get("moves-ponder-off"));
        }
    }

    /// `n`: the search under way stops and its best move so far is played (or hinted).
    pub(crate) fn move_now(&mut self) {
        match self.computer.thinking.as_mut() {
            Some(t) if t.job == Job::Ponder => {
                self.info(self.screen.lang.get("moves-ponder-your-turn"));
            }
            Some(t) if !t.hurried => {
                t.hurried = true;
                self.emit(Effect::MoveNow);
            }
            Some(_) => {}
            None => self.info(self.screen.lang.get("moves-not-thinking")),
        }
    }

    /// Stops a search under way (its answer is dropped).
    pub(crate) fn cancel_thinking(&mut self) {
        if let Some(thinking) = self.computer.thinking.take() {
            // Pondering cut short (review, undo) is taken up again where it is wanted.
            if thinking.job == Job::Ponder {
                self.computer.pondered = None;
            }
            // A draw offer the computer stopped weighing lapses: the player may offer again.
            if thinking.job == Job::Draw {
                self.session.judge.withdraw_offer();
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
            None => self.warn(self.screen.lang.get("moves-no-answer")),
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
                        self.info(crate::say!(
                            self.screen.lang,
                            "moves-hint-pass",
                            pick = key(Action::Pick),
                            play = key(Action::PlayHint)
                        ));
                    } else {
                        let mut args = crate::lang::Args::new();
                        args.set("notation", text);
                        args.set("key", key(Action::PlayHint));
                        let id = if then.is_empty() {
                            "moves-hint"
                        } else {
                            args.set("line", then.join(", "));
                            "moves-hint-line"
                        };
                        self.info(self.screen.lang.format(id, Some(&args)));
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
        // A draw offer its search gave no answer to lapses (answered, it stands no more).
        if thinking.job == Job::Draw {
            self.session.judge.withdraw_offer();
        }
        self.finish()
    }
}

impl App {
    /// A line for the status bar while a search runs, in the player's language.
    pub fn thinking_line(&self) -> Option<String> {
        let t = self.computer.thinking.as_ref()?;
        let lang = &self.screen.lang;
        let elapsed = self.screen.now.saturating_duration_since(t.started);
        let spin = ['|', '/', '-', '\\'][(elapsed.as_millis() / 150 % 4) as usize].to_string();
        // Its name as the side panel shows it: the default one (`Computer 3`, as saves
        // keep it) in the screen's language.
        let stored = |o: Opponent| self.session.name(o.color).into_owned();
        let name = |o: Opponent| crate::lang::rules::player_name(lang, &stored(o)).into_owned();
        let who = match (t.job, self.session.opponent) {
            (Job::Hint, _) => lang.get("thinking-hint"),
            (Job::Review, _) => lang.get("thinking-engine"),
            (Job::Ponder, _) => lang.get("thinking-pondering"),
            // The default name says its level already (and the line keeps to 80 columns).
            (Job::Move(level), Some(o)) if stored(o) == format!("Computer {}", level.number()) => {
                name(o)
            }
            (Job::Move(level), Some(o)) => {
                crate::say!(
                    lang,
                    "thinking-level",
                    name = name(o),
                    level = level.number()
                )
            }
            (Job::Move(_), None) => lang.get("thinking-computer"),
            (Job::Draw, Some(o)) => crate::say!(lang, "thinking-weighing", name = name(o)),
            (Job::Draw, None) => {
                let computer = lang.get("thinking-computer");
                crate::say!(lang, "thinking-weighing", name = computer)
            }
        };
        let secs = format!("{:.1}", elapsed.as_secs_f32());
        if t.hurried {
            let id = match t.job {
                Job::Draw => "thinking-answering",
                _ => "thinking-best-so-far",
            };
            return Some(crate::say!(lang, id, spin = spin, who = who, secs = secs));
        }
        // The keys are named from the table that reads them. A hint waits on nothing of the
        // player's, so there is no move of theirs to take back.
        let key = |action: Action| hint(PLAY, action, "").trim_end().to_string();
        let id = match t.job {
            Job::Hint => "thinking-hint-line",
            Job::Draw => "thinking-draw-line",
            _ => "thinking-move-line",
        };
        Some(crate::say!(
            lang,
            id,
            spin = spin,
            who = who,
            secs = secs,
            now = key(Action::MoveNow),
            undo = key(Action::Undo),
            quit = key(Action::Quit)
        ))
    }
}
