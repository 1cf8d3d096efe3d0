//! A shared game in the update: the player's moves, resignation and draw offers become
//! proposals to the room, and the room's news changes the game. Nothing here changes the
//! game on the player's word alone.

use crate::room::{Act, Invitation, News, Proposal};
use crate::rules::{Color, Move};
use crate::tui::input::keys::Action;
use crate::tui::model::{App, Effect, Mode, Question};
use crate::tui::words;

/// Why `u` and `U` do nothing in a game shared with other people.
const TAKEN_BACK: &str = "Moves can't be taken back in a shared game: review (r) looks back.";

impl App {
    /// Why `action` is not this screen's to do, if its seat does not allow it
    /// ([`App::may`]): in a game shared with other people, taking moves back and starting
    /// games belong to the room, and the computer gives no hints between people.
    pub(crate) fn refusal(&self, action: &Action) -> Option<&'static str> {
        let (act, why) = match action {
            Action::Undo => (Act::Undo, TAKEN_BACK),
            Action::Redo => (Act::Redo, TAKEN_BACK),
            Action::NewGame => (
                Act::NewGame,
                "A shared game can't start another: quit (q) to leave it.",
            ),
            // The room saves the game; a screen served to a guest names no file on the host.
            Action::Save => (
                Act::SaveCopy,
                "The shared game is saved as it is played, by its host.",
            ),
            Action::Hint | Action::PlayHint | Action::MoveNow | Action::Ponder => (
                Act::Hint,
                "No hints from the computer in a game between people.",
            ),
            Action::Explore => (Act::Explore, super::explore::NO_EXPLORER_SHARED),
            Action::Games => (Act::Games, super::games::NO_GAMES_SHARED),
            // The clock is the room's, on for both: one player's pause is not fair to the other.
            Action::Pause => (
                Act::Pause,
                "A shared game's clocks can't be paused: a pause by one player is not fair to the other.",
            ),
            _ => return None,
        };
        (!self.may(act)).then_some(why)
    }

    /// In a shared game, why this screen's player may not move now (the game is over, it
    /// is the other side's turn, or they watch); `None` when they may, or the game is this
    /// screen's to decide (its own checks of the move say why not).
    pub(crate) fn not_your_move(&self) -> Option<String> {
        if self.may(Act::Decide) {
            return None;
        }
        let to_move = self.session.game.position().to_move();
        if self.session.is_over() {
            Some("The game is over.".to_string())
        } else if !self.may(Act::PlayFor(self.session.player())) {
            Some("You are watching: only the players move.".to_string())
        } else if !self.may(Act::PlayFor(to_move)) {
            Some(format!(
                "It is {}'s turn: wait for their move.",
                self.session.side(to_move)
            ))
        } else {
            None
        }
    }

    /// The player's move in a shared game: proposed to the room on the seat's turn.
    pub(crate) fn propose_move(&mut self, mv: Move) {
        match self.not_your_move() {
            Some(why) => self.warn(why),
            None => {
                self.focus.selection = None;
                self.emit(Effect::Propose(Proposal::Play(mv)));
            }
        }
    }

    /// New invite codes, asked for: only the host of a served game hands them out.
    pub(crate) fn ask_new_codes(&mut self) {
        // A game this screen decides alone has nobody else's seat to hand out.
        if self.may(Act::Decide) {
            self.warn("Invite codes are for a game served to a friend: hive play --invite.");
        } else if self.session.link.invitations.is_empty() {
            self.warn("Only the host hands out invite codes.");
        } else {
            self.ask(Question::NewCodes);
        }
    }

    /// The host's new invitations: shown from now on in place of the old ones.
    pub(crate) fn on_invited(&mut self, answer: Result<Vec<Invitation>, String>) -> Vec<Effect> {
        match answer {
            Ok(invitations) => {
                self.session.link.invitations = invitations;
                self.info(
                    "New codes: the old lines no longer work, and whoever came in with them is sent out.",
                );
            }
            Err(why) => self.warn(format!("No new codes: {why}.")),
        }
        self.finish()
    }

    /// What the room says happened: the game changes here, and the player is told.
    pub(crate) fn on_news(&mut self, news: News) -> Vec<Effect> {
        match news {
            News::Played(mv) => self.played_in_room(mv),
            News::Resigned(color) => {
                if self.session.game.resign(color).is_ok() {
                    self.focus.selection = None;
                    self.info(format!("{}.", self.session.result(&self.screen.lang)));
                }
            }
            News::DrawOffered(by) => {
                if self.may(Act::PlayFor(by.opponent())) {
                    self.ask(Question::Draw { offered_by: by });
                } else {
                    self.info(format!("{} offers a draw.", self.session.side(by)));
                }
            }
            News::DrawDeclined(by) => {
                self.info(format!(
                    "{} declines the draw. Play on.",
                    self.session.side(by)
                ));
            }
            News::Drawn(by) => {
                if self.session.game.agree_draw().is_ok() {
                    self.focus.selection = None;
                    self.info(format!("{} accepts the draw.", self.session.side(by)));
                }
            }
            News::Refused(why) => {
                let text = words::refusal(&self.screen.lang, self.session.game.position(), &why);
                self.warn(text);
            }
            News::Clock(clock) => self.room_clock(clock),
            News::TimedOut(side) => self.timed_out_in_room(side),
            News::SentOut(why) => {
                self.session.link.sent_out = Some(words::send_off(&self.screen.lang, why));
                self.screen.quit = true;
            }
            News::Presence(color, here) => {
                self.session.link.here[color.index()] = here;
                let who = self.session.side(color);
                match here {
                    true => self.info(format!("{who} is here.")),
                    false => {
                        self.warn(format!("{who} left; the game waits for them to come back."))
                    }
                }
            }
        }
        self.finish()
    }

    /// A move the room took: played here at once, or, while the player looks back in
    /// review, added to the end of the line review returns to.
    fn played_in_room(&mut self, mv: Move) {
        if let Mode::Review { .. } = self.mode {
            self.session.redo.insert(0, mv);
            self.autoplay.back_to += 1;
            let who = self.mover_at_end();
            self.info(format!("{who} moved: Esc goes back to the game."));
            return;
        }
        // The confirmation of a draw offer is moot once a move is played.
        if let Mode::Confirm {
            question: Question::Draw { .. },
            back,
        } = &self.mode
        {
            self.mode = (**back).clone();
        }
        self.apply_move(mv);
    }

    /// The side that made the last move of the whole line (review may stand earlier).
    fn mover_at_end(&self) -> String {
        let plies = self.session.game.moves().len() + self.session.redo.len();
        let color = if plies % 2 == 1 {
            Color::White
        } else {
            Color::Black
        };
        self.session.side(color)
    }
}
