//! Ending a game by the players' word: resigning, and draws offered, weighed by the
//! computer, answered and agreed.

use crate::room::{Act, Proposal};
use crate::rules::Color;
use crate::tui::model::{App, DRAW_PLIES, Effect, Job, Question};

impl App {
    /// The player resigns (asked and confirmed).
    pub(crate) fn resign(&mut self) {
        if !self.may(Act::Decide) {
            self.emit(Effect::Propose(Proposal::Resign));
            return;
        }
        let who = self.session.player();
        self.cancel_thinking();
        if self.session.game.resign(who).is_ok() {
            self.session.withdrawn = None;
            self.focus.selection = None;
            self.info(crate::say!(
                self.screen.lang,
                "moves-resigned",
                result = self.session.result(&self.screen.lang)
            ));
            self.emit(Effect::Autosave);
        }
    }

    /// `D`: the player offers a draw. A person answers yes or no. The computer declines at
    /// once before [`DRAW_PLIES`] plies; after, it weighs the offer with a search
    /// ([`Job::Draw`]) and answers when the search does (see [`App::answer_draw`]).
    pub(super) fn offer_draw(&mut self) {
        if self.session.is_over() {
            self.warn(self.screen.lang.get("moves-over-already"));
            return;
        }
        let me = self.session.player();
        if !self.may(Act::Decide) {
            if self.may(Act::PlayFor(me)) {
                self.emit(Effect::Propose(Proposal::OfferDraw));
                self.info(self.screen.lang.get("moves-draw-offered"));
            } else {
                self.warn(self.screen.lang.get("moves-watching-no-draw"));
            }
            return;
        }
        let Some(computer) = self.session.opponent else {
            self.ask(Question::Draw { offered_by: me });
            return;
        };
        let mut who = self.side_args(computer.color, true);
        let plies = self.session.game.moves().len();
        if plies < DRAW_PLIES {
            who.set("plies", plies);
            who.set("needed", DRAW_PLIES);
            self.reply(self.screen.lang.format("moves-draw-too-early", Some(&who)));
            return;
        }
        if self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Draw)
        {
            self.info(
                self.screen
                    .lang
                    .format("moves-draw-weighing-still", Some(&who)),
            );
            return;
        }
        // Its own move, or pondering, makes way; the move is searched again after a no.
        self.cancel_thinking();
        self.search(Job::Draw);
        self.info(self.screen.lang.format("moves-draw-weighing", Some(&who)));
    }

    /// The computer's answer to a draw offer, from its search's `score` (for the side to
    /// move): it accepts when it is not better.
    pub(crate) fn answer_draw(&mut self, score: i32) {
        let Some(computer) = self.session.opponent else {
            return;
        };
        let pos = self.session.game.position();
        let for_computer = if pos.to_move() == computer.color {
            score
        } else {
            -score
        };
        if for_computer <= 0 {
            self.agree_draw(computer.color);
        } else {
            let args = self.side_args(computer.color, true);
            self.reply(self.screen.lang.format("moves-draw-declined", Some(&args)));
        }
    }

    /// `accepted_by` accepts a draw offer: the game ends drawn.
    pub(crate) fn agree_draw(&mut self, accepted_by: Color) {
        self.cancel_thinking();
        if self.session.game.agree_draw().is_ok() {
            self.session.withdrawn = None;
            self.focus.selection = None;
            // The status line says "Game over. Draw agreed." beside it.
            let args = self.side_args(accepted_by, true);
            self.info(self.screen.lang.format("moves-draw-accepted", Some(&args)));
            self.emit(Effect::Autosave);
        }
    }
}
