//! Review mode: step through a game's plies, jump, auto-play, and branch off to play on.
//!
//! The moves after the shown ply are the redo line, so stepping back and forth is undo and
//! redo, and playing a move from any ply branches off (the rest of the line is dropped).

use std::time::Duration;

use ratatui::crossterm::event::KeyEvent;

use super::app::{App, Effect, Mode, Question};
use super::keys::{ReviewAction, review_action_for};
use crate::rules::Game;

/// Auto-play speeds, slowest first.
const SPEEDS_MS: [u64; 6] = [3000, 2000, 1200, 700, 400, 200];

impl App {
    /// Enters review mode at the current ply.
    pub fn start_review(&mut self) {
        self.selection = None;
        self.cancel_thinking();
        self.mode = Mode::Review {
            jump: String::new(),
        };
        self.info("Review: ← → step, Home End jump, a number and Enter go to a ply, b plays on.");
    }

    /// Opens a finished or recorded game at its first ply in review mode.
    pub fn review_from_start(&mut self, game: Game) {
        self.game = game;
        self.redo.clear();
        while let Some(mv) = self.game.undo() {
            self.redo.push(mv);
        }
        self.start_review();
    }

    /// The ply shown (moves played so far) and the length of the whole line.
    pub fn review_position(&self) -> (usize, usize) {
        let ply = self.game.moves().len();
        (ply, ply + self.redo.len())
    }

    /// Steps `n` plies forward (positive) or back (negative) along the line.
    fn step(&mut self, n: isize) {
        if n < 0 {
            for _ in 0..n.unsigned_abs() {
                match self.game.undo() {
                    Some(mv) => self.redo.push(mv),
                    None => break,
                }
            }
        } else {
            for _ in 0..n {
                let Some(mv) = self.redo.pop() else { break };
                if self.game.play(mv).is_err() {
                    // Cannot happen for a line we played ourselves; keep it rather than lose it.
                    self.redo.push(mv);
                    break;
                }
            }
        }
        if let Some(to) = self.game.last_move().and_then(|(m, _)| m.to()) {
            self.cursor = to;
        }
        let (ply, total) = self.review_position();
        self.info(format!("Ply {ply} of {total}."));
    }

    /// Goes to ply `target` (clamped to the line).
    pub fn jump_to(&mut self, target: usize) {
        let (ply, _) = self.review_position();
        self.step(target as isize - ply as isize);
    }

    pub(super) fn on_review_key(&mut self, key: KeyEvent, mut jump: String) {
        let Some(action) = review_action_for(key) else {
            return;
        };
        match action {
            ReviewAction::Step(n) => self.step(n),
            ReviewAction::Start => self.step(isize::MIN + 1),
            ReviewAction::End => self.step(isize::MAX),
            ReviewAction::Digit(c) if jump.len() < 5 => {
                jump.push(c);
                self.info(format!("Go to ply {jump} (Enter)."));
            }
            ReviewAction::Digit(_) => {}
            ReviewAction::Backspace => {
                jump.pop();
            }
            ReviewAction::Go => {
                if let Ok(n) = jump.parse::<usize>() {
                    self.jump_to(n);
                }
                jump.clear();
            }
            ReviewAction::Autoplay => self.toggle_autoplay(),
            ReviewAction::Speed(d) => {
                let top = SPEEDS_MS.len() as i32 - 1;
                self.set_speed((self.speed as i32 + d).clamp(0, top) as usize);
            }
            ReviewAction::PlayOn => {
                self.play_on();
                return;
            }
            ReviewAction::Pan(dx, dy) => self.camera.pan_by(dx, dy),
            ReviewAction::Center => self.camera.centre(),
            ReviewAction::Zoom => self.camera.zoom(),
            ReviewAction::Help => {
                self.mode = Mode::help(Mode::Review { jump });
                return;
            }
            ReviewAction::Quit => {
                self.mode = Mode::Review { jump };
                self.ask(Question::Quit);
                return;
            }
        }
        if matches!(self.mode, Mode::Review { .. }) {
            self.mode = Mode::Review { jump };
        }
    }

    /// Space: starts or stops stepping forward by itself.
    fn toggle_autoplay(&mut self) {
        self.autoplay = match self.autoplay {
            Some(_) => None,
            None => Some(self.speed),
        };
        let state = if self.autoplay.is_some() { "on" } else { "off" };
        self.info(format!(
            "Auto-play {state} ({} ms a ply; + and - change it).",
            self.interval().as_millis()
        ));
    }

    /// `+` and `-`: the auto-play interval, as an index into [`SPEEDS_MS`].
    fn set_speed(&mut self, speed: usize) {
        self.speed = speed;
        self.info(format!("{} ms a ply.", self.interval().as_millis()));
    }

    /// `b`: leaves review to play from the ply shown; the rest of the line stays as redo.
    fn play_on(&mut self) {
        self.autoplay = None;
        self.mode = Mode::Play;
        let (ply, total) = self.review_position();
        self.info(format!(
            "Playing on from ply {ply}. A new move branches off; U follows the old line ({total} plies)."
        ));
    }

    /// The auto-play interval.
    pub fn interval(&self) -> Duration {
        Duration::from_millis(SPEEDS_MS[self.speed.min(SPEEDS_MS.len() - 1)])
    }

    /// Called by the runtime when `interval` passes with no input: advances auto-play.
    pub fn tick(&mut self) -> Vec<Effect> {
        if self.autoplay.is_some() && matches!(self.mode, Mode::Review { .. }) {
            if self.redo.is_empty() {
                self.autoplay = None;
                self.info("End of the game. Auto-play off.");
            } else {
                self.step(1);
            }
        }
        self.finish()
    }
}
