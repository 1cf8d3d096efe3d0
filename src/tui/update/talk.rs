//! Talk at a shared game's table: `w` opens a line on the status line, Enter proposes
//! the message to the room (which checks the limits and tells the table), and what the
//! room tells is kept for the talk panel. A game on this screen alone has no table.

use ratatui::crossterm::event::KeyEvent;

use super::dialogs::{Line, read_line};
use crate::chat::MAX_CHARS;
use crate::room::{Act, Proposal, Said, Seat};
use crate::tui::model::{App, Effect, HEARD};

impl App {
    /// Opens the line to type a message on, in a game served to other people.
    pub(crate) fn open_talk(&mut self) {
        if self.may(Act::HoldRoom) {
            self.warn(self.screen.lang.get("chat-local"));
            return;
        }
        if self.session.link.talk.typing.is_none() {
            self.session.link.talk.typing = Some(String::new());
        }
        // A watcher is told who reads them.
        if !self.may(Act::PlayFor(self.session.player())) && !self.session.is_over() {
            self.info(self.screen.lang.get("chat-watchers-only"));
        }
    }

    /// A key while the line is open: typing, Esc closes it, Enter sends.
    pub(crate) fn on_talk_key(&mut self, key: KeyEvent) {
        let text = self.session.link.talk.typing.take().unwrap_or_default();
        match read_line(key, text, MAX_CHARS) {
            Line::Cancelled => {}
            Line::Editing(text) => self.session.link.talk.typing = Some(text),
            Line::Submitted(text) => self.emit(Effect::Propose(Proposal::Say(text))),
        }
    }

    /// Plain mode's `say TEXT`: sent as the board's line sends it, or why not.
    pub(crate) fn say_plainly(&mut self, text: String) {
        let lang = &self.screen.lang;
        let count = text.chars().count();
        if self.may(Act::HoldRoom) {
            self.warn(lang.get("chat-local"));
        } else if text.trim().is_empty() {
            self.warn(lang.get("chat-empty"));
        } else if count > MAX_CHARS {
            let why = crate::say!(lang, "chat-too-long", max = MAX_CHARS, count = count);
            self.warn(why);
        } else {
            self.emit(Effect::Propose(Proposal::Say(text)));
            if !self.may(Act::PlayFor(self.session.player())) && !self.session.is_over() {
                self.info(self.screen.lang.get("chat-watchers-only"));
            }
        }
    }

    /// Someone at the table said something: kept for the panel (the last [`HEARD`]).
    pub(crate) fn heard(&mut self, said: Said) {
        self.session.link.talk.total += 1;
        let heard = &mut self.session.link.talk.heard;
        heard.push(said);
        let over = heard.len().saturating_sub(HEARD);
        heard.drain(..over);
    }

    /// Who said `said`, as the talk panel names them: a player by their side (and name),
    /// a watcher by the room's number.
    pub fn speaker(&self, said: &Said) -> String {
        let lang = &self.screen.lang;
        match said.seat {
            Seat::Player(color) => self.session.named(lang, color),
            Seat::Watcher => crate::say!(lang, "chat-watcher", number = said.watcher),
        }
    }
}
