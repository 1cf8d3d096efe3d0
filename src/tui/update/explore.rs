//! The opening explorer in the update: opened from play or review, it asks the games
//! library about the position shown, lets the player choose among the moves the saved games
//! played there (or look through those games), and plays the move chosen.

use ratatui::crossterm::event::KeyEvent;

use crate::tui::input::keys::{ExploreAction, explore_action_for};
use crate::tui::model::{App, Effect, Mode, Msg};

/// Why a shared game has no explorer (a message's id).
pub(crate) const NO_EXPLORER_SHARED: &str = "games-explorer-shared";

impl App {
    /// Opens the explorer over the position shown, asking the library unless it answered
    /// about this position already; `back` is where closing it returns.
    pub(crate) fn open_explorer(&mut self, back: Mode) {
        self.mode = Mode::Explore {
            chosen: 0,
            games: false,
            back: Box::new(back),
        };
        self.ask_library();
    }

    /// Asks the library about the position shown, unless it was asked already.
    pub(crate) fn ask_library(&mut self) {
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

    /// A key in the explorer, showing the moves or (`games`) the games.
    pub(crate) fn on_explore_key(&mut self, key: KeyEvent, chosen: usize, games: bool, back: Mode) {
        let answer = self
            .explorer
            .about(self.session.position_key())
            .and_then(|a| a.as_ref().ok());
        let rows = answer.map_or(0, |a| {
            if games {
                a.games.len()
            } else {
                a.reached.next.len()
            }
        });
        let stay = |chosen, games| Mode::Explore {
            chosen,
            games,
            back: Box::new(back.clone()),
        };
        match explore_action_for(key) {
            Some(ExploreAction::Choose(step)) if rows > 0 => {
                let chosen = (chosen as i64 + i64::from(step)).rem_euclid(rows as i64) as usize;
                self.mode = stay(chosen, games);
            }
            Some(ExploreAction::Games) => self.mode = stay(0, !games),
            Some(ExploreAction::Follow) if games => {
                self.mode = stay(chosen, games);
                let file = answer
                    .and_then(|a| a.games.get(chosen))
                    .and_then(|g| g.file.clone());
                match file {
                    Some(file) => self.info(crate::say!(
                        self.screen.lang,
                        "games-explorer-file",
                        file = crate::text::printable(&file, 60).into_owned()
                    )),
                    None => self.info(self.screen.lang.get("games-explorer-no-file")),
                }
            }
            Some(ExploreAction::Follow) => self.follow(chosen, back),
            Some(ExploreAction::Close) => self.mode = back,
            Some(ExploreAction::Help) => self.mode = Mode::help(stay(chosen, games)),
            Some(ExploreAction::Choose(_)) | None => self.mode = stay(chosen, games),
        }
    }

    /// Plays the move in row `chosen` (from review: plays on from the ply shown with it),
    /// then goes on exploring from the position it leads to.
    fn follow(&mut self, chosen: usize, back: Mode) {
        let next = self
            .explorer
            .about(self.session.position_key())
            .and_then(|a| a.as_ref().ok())
            .and_then(|a| a.reached.next.get(chosen))
            .map(|n| n.mv);
        let stay = Mode::Explore {
            chosen,
            games: false,
            back: Box::new(back.clone()),
        };
        let Some(mv) = next else {
            self.mode = stay;
            self.info(self.screen.lang.get("games-explorer-nothing"));
            return;
        };
        let to_move = self.session.game.position().to_move();
        if self
            .session
            .opponent
            .is_some_and(|o| o.color == to_move && !self.session.is_over())
        {
            self.mode = stay;
            self.warn(self.screen.lang.get("games-explorer-computer"));
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
