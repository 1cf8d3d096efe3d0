//! The opening explorer in the update: opened from play or review, it asks the games
//! library about the position shown, lets the player choose among the moves the saved games
//! played there, and plays the one chosen.

use ratatui::crossterm::event::KeyEvent;

use crate::tui::input::keys::{ExploreAction, explore_action_for};
use crate::tui::model::{App, Effect, Mode, Msg};

/// Why a shared game has no explorer.
pub(crate) const NO_EXPLORER_SHARED: &str =
    "The opening explorer reads this computer's saved games: not in a shared game.";

impl App {
    /// Opens the explorer over the position shown, asking the library unless it answered
    /// about this position already; `back` is where closing it returns.
    pub(crate) fn open_explorer(&mut self, back: Mode) {
        self.mode = Mode::Explore {
            chosen: 0,
            back: Box::new(back),
        };
        self.ask_library();
    }

    /// Asks again about the position now shown, the explorer staying open.
    pub(crate) fn open_explorer_again(&mut self) {
        self.ask_library();
    }

    /// Asks the library about the position shown, unless it was asked already.
    fn ask_library(&mut self) {
        let key = self.session.position_key();
        if self.explorer.asked != Some(key) {
            self.explorer.asked = Some(key);
            self.explorer.answer = None;
            self.emit(Effect::Explore {
                game: Box::new(self.session.game.clone()),
            });
        }
    }

    /// [`Msg::Explored`]: the library's answer, kept if it is about the position asked last.
    pub(crate) fn on_explored(&mut self, msg: Msg) -> Vec<Effect> {
        if let Msg::Explored { key, answer } = msg
            && self.explorer.asked == Some(key)
        {
            self.explorer.answer = Some(answer);
        }
        self.take_effects()
    }

    /// A key in the explorer.
    pub(crate) fn on_explore_key(&mut self, key: KeyEvent, chosen: usize, back: Mode) {
        let rows = self
            .explorer
            .about(self.session.position_key())
            .and_then(|a| a.as_ref().ok())
            .map_or(0, |(reached, _)| reached.next.len());
        match explore_action_for(key) {
            Some(ExploreAction::Choose(step)) if rows > 0 => {
                let chosen = (chosen as i64 + i64::from(step)).rem_euclid(rows as i64) as usize;
                self.mode = Mode::Explore {
                    chosen,
                    back: Box::new(back),
                };
            }
            Some(ExploreAction::Follow) => self.follow(chosen, back),
            Some(ExploreAction::Close) => self.mode = back,
            Some(ExploreAction::Help) => {
                self.mode = Mode::help(Mode::Explore {
                    chosen,
                    back: Box::new(back),
                });
            }
            Some(ExploreAction::Choose(_)) | None => {}
        }
    }

    /// Plays the move in row `chosen` (from review: plays on from the ply shown with it),
    /// then goes on exploring from the position it leads to.
    fn follow(&mut self, chosen: usize, back: Mode) {
        let next = self
            .explorer
            .about(self.session.position_key())
            .and_then(|a| a.as_ref().ok())
            .and_then(|(reached, _)| reached.next.get(chosen))
            .map(|n| n.mv);
        let Some(mv) = next else {
            self.mode = Mode::Explore {
                chosen,
                back: Box::new(back),
            };
            self.info("No saved game went on from here: nothing to follow.");
            return;
        };
        let to_move = self.session.game.position().to_move();
        if self
            .session
            .opponent
            .is_some_and(|o| o.color == to_move && !self.session.is_over())
        {
            self.mode = Mode::Explore {
                chosen,
                back: Box::new(back),
            };
            self.warn("It is the computer's move: it plays its own.");
            return;
        }
        if matches!(back, Mode::Review { .. }) {
            self.mode = back;
            self.play_on();
            if !matches!(self.mode, Mode::Play) || self.session.is_over() {
                return;
            }
        } else {
            self.mode = Mode::Play;
        }
        let before = self.session.game.moves().len();
        self.play(mv);
        if self.session.game.moves().len() > before && !self.session.is_over() {
            self.open_explorer(Mode::Play);
        }
    }
}
