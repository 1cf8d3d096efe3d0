//! Ending a game by the players' word: resigning, and draws offered, weighed by the
//! computer, answered and agreed.

use crate::room::{Act, Proposal};
use crate::tui::model::{App, DRAW_PLIES, Job};

impl App {
    /// The player resigns (asked and confirmed): proposed to the game's room.
    pub(crate) fn resign(&mut self) {
        self.propose(Proposal::Resign);
    }

    /// `D`: the player offers a draw, proposed to the game's room. A person answers yes or
    /// no. The computer declines at once before [`DRAW_PLIES`] plies; after, it weighs the
    /// offer with a search ([`Job::Draw`]) and answers when the search does (see
    /// [`App::answer_draw`]).
    pub(super) fn offer_draw(&mut self) {
        if self.session.is_over() {
            self.warn(self.screen.lang.get("moves-over-already"));
            return;
        }
        let me = self.session.player();
        if !self.may(Act::PlayFor(me)) {
            self.warn(self.screen.lang.get("moves-watching-no-draw"));
            return;
        }
        let computer = self.session.opponent.filter(|_| self.may(Act::HoldRoom));
        if let Some(computer) = computer {
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
                let still = self
                    .screen
                    .lang
                    .format("moves-draw-weighing-still", Some(&who));
                return self.info(still);
            }
        }
        // A shared game's room says whether it took the offer (its news, or why not).
        self.propose(Proposal::OfferDraw);
    }

    /// The computer's answer to a draw offer, from its search's `score` (for the side to
    /// move): it accepts when it is not better. Proposed to the room from its seat.
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
        self.propose(Proposal::AnswerDraw(for_computer <= 0));
    }
}
