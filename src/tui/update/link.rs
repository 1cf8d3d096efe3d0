//! The game's room in the update: the player's moves, resignation and draw offers become
//! proposals to the room, and the room's news changes the game. A shared game's room is
//! the server's; a local game's is this screen, whose judge rules at once by the same code
//! ([`crate::room::Judge`]). Nothing here changes the game on the player's word alone.

use crate::room::{Act, Invitation, News, Proposal, Refusal, Seat};
use crate::rules::{Color, Illegal, Move};
use crate::tui::input::keys::Action;
use crate::tui::model::{App, Effect, Mode, Question};
use crate::tui::words;

/// Why `u` does nothing in a game shared with other people (a message's id).
const TAKEN_BACK: &str = "dialogs-shared-no-undo";

impl App {
    /// Why `action` is not this screen's to do, if its seat does not allow it
    /// ([`App::may`]): in a game shared with other people, taking moves back and starting
    /// games belong to the room, and the computer gives no hints between people.
    pub(crate) fn refusal(&self, action: &Action) -> Option<String> {
        let act = action.act().filter(|&act| !self.may(act))?;
        let why = match act {
            Act::Undo => TAKEN_BACK,
            // Nothing was taken back, so nothing waits to be played again (a tester's `U`
            // was told that moves can't be taken back).
            Act::Redo => "dialogs-shared-no-redo",
            Act::NewGame => "dialogs-shared-no-new",
            // The room saves the game; a screen served to a guest names no file on the host.
            Act::SaveCopy => "dialogs-shared-no-save",
            // The server's computer as the opponent gives none either (a tester was told
            // of "a game between people").
            Act::Hint if self.session.link.against_computer => "dialogs-served-no-hints",
            Act::Hint => "dialogs-shared-no-hints",
            Act::Explore => super::explore::NO_EXPLORER_SHARED,
            Act::Games => super::games::NO_GAMES_SHARED,
            // The clock is the room's, on for both: one player's pause is not fair to the other.
            Act::Pause => "dialogs-shared-no-pause",
            _ => return None,
        };
        // Review looks back: by its key, or in plain mode by its word.
        let key = self.key_or_word(Action::Review, "review");
        Some(crate::say!(self.screen.lang, why, key = key))
    }

    /// How the player does `action` here: its key, or in plain mode its command's `word`
    /// (plain mode reads words, not the board's keys).
    pub(crate) fn key_or_word(&self, action: Action, word: &str) -> String {
        match self.screen.plain {
            true => crate::tui::input::plain::word(&self.screen.lang, word),
            false => super::computer::key(action),
        }
    }

    /// In a shared game, why this screen's player may not move now (the game is over, it
    /// is the other side's turn, or they watch); `None` when they may, or the game is this
    /// screen's to decide (its own checks of the move say why not).
    pub(crate) fn not_your_move(&self) -> Option<String> {
        if self.may(Act::HoldRoom) {
            return None;
        }
        let to_move = self.session.game.position().to_move();
        if self.session.is_over() {
            Some(self.screen.lang.get("dialogs-shared-over"))
        } else if !self.may(Act::PlayFor(self.session.player())) {
            Some(self.screen.lang.get("dialogs-shared-watching"))
        } else if !self.may(Act::PlayFor(to_move)) {
            Some(self.say_side("dialogs-shared-wait", to_move))
        } else {
            None
        }
    }

    /// What this screen's player does to the game, proposed to the game's room. A shared
    /// game's room is the server's: the proposal goes there, and its news comes back later.
    /// A local game's room is this screen ([`Act::HoldRoom`]): the session's judge rules at
    /// once, and its news changes the game here as a shared room's does when it comes.
    pub(crate) fn propose(&mut self, proposal: Proposal) {
        if !self.may(Act::HoldRoom) {
            return self.emit(Effect::Propose(proposal));
        }
        let mover = self.local_proposer(&proposal);
        // The room's clock first, as a server's room looks at its own: a flag that fell
        // ends the game, and the move is not played.
        if let Proposal::Play(_) = proposal {
            if let Some(side) = self.session.flagged() {
                let args = self.side_args(side, true);
                return self.warn(self.screen.lang.format("moves-lost-on-time", Some(&args)));
            }
            if self.flag_fell_before(mover) {
                return;
            }
        }
        let over = self.session.is_over();
        let ruling =
            self.session
                .judge
                .rule(&self.session.game, Seat::Player(mover), &proposal, over);
        match (ruling, proposal) {
            (Ok(news), _) => self.take_news(news),
            // A move refused is said with the move, as the player typed or picked it.
            (Err(Refusal::Illegal(why)), Proposal::Play(mv)) => self.illegal_move(mv, &why),
            (Err(Refusal::Over), Proposal::Play(mv)) => self.illegal_move(mv, &Illegal::GameOver),
            (Err(why), _) => self.take_news(News::Refused(why)),
        }
    }

    /// Whose seat a proposal comes from at a screen that holds every seat: a move is the
    /// side to move's, an answer to a draw the side it was offered to's, anything else
    /// the player's at the keyboard ([`crate::tui::model::Session::player`]).
    fn local_proposer(&self, proposal: &Proposal) -> Color {
        match proposal {
            Proposal::Play(_) => self.session.game.position().to_move(),
            Proposal::AnswerDraw(_) => self
                .session
                .judge
                .offer()
                .map_or(self.session.player(), Color::opponent),
            _ => self.session.player(),
        }
    }

    /// The player's move: in a shared game, proposed to the room on the seat's turn, the
    /// reason said at once when it is not; in a local game, judged at once.
    pub(crate) fn propose_move(&mut self, mv: Move) {
        match self.not_your_move() {
            Some(why) => self.warn(why),
            None => {
                if !self.may(Act::HoldRoom) {
                    self.focus.selection = None;
                }
                self.propose(Proposal::Play(mv));
            }
        }
    }

    /// New invite codes, asked for: only the host of a served game hands them out.
    pub(crate) fn ask_new_codes(&mut self) {
        // A room held at this screen has nobody else's seat to hand out.
        if self.may(Act::HoldRoom) {
            self.warn(self.screen.lang.get("dialogs-shared-no-codes"));
        } else if self.session.link.invitations.is_empty() {
            self.warn(self.screen.lang.get("dialogs-shared-host-codes"));
        } else {
            self.ask(Question::NewCodes);
        }
    }

    /// The host's new invitations: shown from now on in place of the old ones.
    pub(crate) fn on_invited(&mut self, answer: Result<Vec<Invitation>, String>) -> Vec<Effect> {
        match answer {
            Ok(invitations) => {
                self.session.link.invitations = invitations;
                self.info(self.screen.lang.get("dialogs-shared-new-codes"));
            }
            Err(why) => self.warn(crate::say!(
                self.screen.lang,
                "dialogs-shared-codes-failed",
                why = why
            )),
        }
        self.finish()
    }

    /// What a shared game's room says happened: the game changes here, and the player is
    /// told.
    pub(crate) fn on_news(&mut self, news: News) -> Vec<Effect> {
        self.take_news(news);
        self.finish()
    }

    /// A draw question still open once the game is over (a flag fell, a resignation, a
    /// claim while it was asked) is moot: it goes, and the screen is back where it was.
    fn close_moot_draw_question(&mut self) {
        if self.session.is_over()
            && let Mode::Confirm {
                question: Question::Draw { .. },
                back,
            } = &self.mode
        {
            self.mode = (**back).clone();
        }
    }

    /// What the room says happened (a shared game's, or this screen's own judge): the game
    /// changes here, and the player is told. Where the room is this screen's, the game is
    /// saved here too.
    pub(crate) fn take_news(&mut self, news: News) {
        let holds_room = self.may(Act::HoldRoom);
        match news {
            News::Played(mv) => match holds_room {
                true => self.apply_move(mv),
                false => self.played_in_room(mv),
            },
            News::Resigned(color) => {
                if holds_room {
                    self.cancel_thinking();
                }
                if self.session.game.resign(color).is_ok() {
                    self.focus.selection = None;
                    let result = self.session.result(&self.screen.lang);
                    // Where it can be taken back, the player is told how.
                    match self.may(Act::Undo) {
                        true => self.info(crate::say!(
                            self.screen.lang,
                            "moves-resigned",
                            result = result
                        )),
                        false => self.info(format!("{result}.")),
                    }
                    self.ended_by_word();
                }
            }
            News::DrawOffered(by) => self.draw_offered(by),
            News::TakenBack(to) => self.took_back(to),
            News::DrawDeclined(by) => match self.session.opponent {
                // The computer says why.
                Some(computer) if holds_room && computer.color == by => {
                    let args = self.side_args(by, true);
                    self.reply(self.screen.lang.format("moves-draw-declined", Some(&args)));
                }
                _ => self.info(self.say_side("dialogs-draw-declined", by)),
            },
            News::Drawn(by) => {
                if holds_room {
                    self.cancel_thinking();
                }
                if self.session.game.agree_draw().is_ok() {
                    self.focus.selection = None;
                    self.info(self.say_side("moves-draw-accepted", by));
                    self.ended_by_word();
                }
            }
            News::Refused(why) => {
                let text = words::refusal(&self.screen.lang, self.session.game.position(), &why);
                self.warn(text);
            }
            News::Clock(clock) => self.room_clock(clock),
            News::TimedOut(side) => self.timed_out_in_room(side),
            News::Abandoned(side) => {
                self.session.link.abandoned = Some(side);
                self.focus.selection = None;
                self.mode = Mode::Play;
                self.info(format!("{}.", self.session.result(&self.screen.lang)));
            }
            News::Queued(ahead) => {
                self.info(crate::say!(
                    self.screen.lang,
                    "computer-queued",
                    count = ahead
                ));
            }
            News::SentOut(why) => {
                self.session.link.sent_out = Some(words::send_off(&self.screen.lang, why));
                self.screen.quit = true;
            }
            News::Said(said) => self.heard(said),
            News::NotSaid(why) => {
                self.warn(crate::tui::view::talk::refused(&self.screen.lang, why))
            }
            News::Named(color, name) => self.session.names[color.index()] = name,
            News::Presence(color, here) => {
                self.session.link.here[color.index()] = here;
                match here {
                    true => self.info(self.say_side("dialogs-shared-here", color)),
                    false => self.went(color),
                }
            }
        }
        self.close_moot_draw_question();
    }

    /// A game ended by the players' word (a resignation, an agreed draw): where the room
    /// is this screen's, saved here, and a taking back of an earlier ending forgotten.
    fn ended_by_word(&mut self) {
        if self.may(Act::HoldRoom) {
            self.session.withdrawn = None;
            self.emit(Effect::Autosave);
        }
    }

    /// `by` offers a draw: the side it is offered to answers. The computer weighs it with a
    /// search ([`crate::tui::model::Job::Draw`]) and answers when the search does; a
    /// person at this screen is asked; the offerer hears it waits; a watcher is told.
    fn draw_offered(&mut self, by: Color) {
        let to = by.opponent();
        let computer = self.session.opponent.filter(|o| o.color == to);
        if self.may(Act::HoldRoom) && computer.is_some() {
            // Its own move, or pondering, makes way; the move is searched again after a no.
            self.cancel_thinking();
            self.search(crate::tui::model::Job::Draw);
            let args = self.side_args(to, true);
            self.info(self.screen.lang.format("moves-draw-weighing", Some(&args)));
        } else if self.may(Act::PlayFor(to)) {
            self.ask(Question::Draw { offered_by: by });
        } else if self.may(Act::PlayFor(by)) {
            // The offerer's own, taken by the room: now it waits for the answer.
            self.info(self.screen.lang.get("moves-draw-offered"));
        } else {
            self.info(self.say_side("dialogs-shared-draw-offered", by));
        }
    }

    /// `by`'s draw offer stood when this screen joined the room (a guest coming, or
    /// coming back): the player it is offered to is asked, as when it was made; the
    /// offerer and a watcher are told it stands, after the welcome.
    pub(crate) fn offer_standing(&mut self, by: Color) {
        if self.may(Act::PlayFor(by.opponent())) {
            return self.ask(Question::Draw { offered_by: by });
        }
        let stands = match self.may(Act::PlayFor(by)) {
            true => self.screen.lang.get("refusal-offer-stands"),
            false => self.say_side("dialogs-shared-draw-offered", by),
        };
        match self.screen.message.take() {
            Some((welcome, _)) => self.info(format!("{welcome} {stands}")),
            None => self.info(stands),
        }
    }

    /// `color`'s player left the room: said, with when this screen's player may claim the
    /// win if they stay away (an untimed game on a server that allows claims); nothing is
    /// said once the game is over.
    fn went(&mut self, color: Color) {
        if self.session.is_over() {
            return;
        }
        let claim = self
            .session
            .link
            .claims
            .filter(|_| self.may(Act::PlayFor(color.opponent())) && !self.may(Act::HoldRoom));
        let Some(after) = claim else {
            // On a clock the game does not wait: the room's clock runs on (a tester read
            // "waits for them" and saw the flag fall).
            let id = match self.session.clock.is_some() {
                true => "dialogs-shared-left-clock",
                false => "dialogs-shared-left",
            };
            return self.warn(self.say_side(id, color));
        };
        let mut args = self.named_args("side", color);
        args.set("minutes", crate::lang::arg(after.as_secs().div_ceil(60)));
        let key = self.key_or_word(Action::ClaimWin, "claim");
        args.set("key", crate::lang::arg(key));
        self.warn(
            self.screen
                .lang
                .format("dialogs-shared-left-claim", Some(&args)),
        );
    }

    /// The player claims the win from an opponent who left: proposed to the room, which
    /// decides (in a game on this screen alone there is no one to claim it from).
    pub(crate) fn claim_win(&mut self) {
        if self.may(Act::HoldRoom) {
            return self.warn(self.screen.lang.get("dialogs-claim-local"));
        }
        self.emit(Effect::Propose(Proposal::ClaimWin));
    }

    /// A move the room took: played here at once, or, while the player looks back in
    /// review, added to the end of the line review returns to.
    fn played_in_room(&mut self, mv: Move) {
        if let Mode::Review { .. } = self.mode {
            self.session.redo.insert(0, mv);
            self.autoplay.back_to += 1;
            let said = self.say_side("dialogs-shared-moved", self.mover_at_end());
            self.info(said);
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
    fn mover_at_end(&self) -> Color {
        let plies = self.session.game.moves().len() + self.session.redo.len();
        if plies % 2 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The message `id` with `$side` (and its grammatical forms) naming `color`'s side.
    pub(crate) fn say_side(&self, id: &str, color: Color) -> String {
        self.screen
            .lang
            .format(id, Some(&self.named_args("side", color)))
    }

    /// Arguments with `key` (and its grammatical forms, `key_gen` …) naming `color`'s side.
    pub(crate) fn named_args(&self, key: &str, color: Color) -> crate::lang::Args<'static> {
        let mut args = crate::lang::Args::new();
        let name = self.session.name(color);
        crate::lang::rules::set_side(&self.screen.lang, &mut args, key, color, &name);
        args
    }
}

#[cfg(test)]
mod tests {
    use crate::lang::Catalog;
    use crate::room::{News, Place, Seat};
    use crate::rules::{Color, GameType};
    use crate::tui::model::App;

    #[test]
    fn a_shared_games_news_names_the_side_in_the_screens_language() {
        for tag in ["ru", "pl", "cs", "es"] {
            let lang = Catalog::embedded().find(tag).unwrap();
            let mut app = App::new(GameType::BASE, "Ann".into(), "Bob".into());
            app.screen.lang = lang.clone();
            app.session.place = Place::Shared(Seat::Player(Color::Black));
            // White's turn, at Black's seat: the side waited for, in one of its forms.
            let why = app.not_your_move().unwrap();
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(&lang, &mut args, "side", Color::White, "Ann");
            let forms: Vec<String> = args
                .iter()
                .map(|(_, v)| match v {
                    fluent_bundle::FluentValue::String(s) => s.to_string(),
                    _ => String::new(),
                })
                .collect();
            assert!(
                forms.iter().any(|f| why.contains(f.as_str())),
                "{tag}: {why}"
            );
            assert!(why.contains("(Ann)") && !why.contains('{'), "{tag}: {why}");
            assert!(!why.contains("'s turn"), "{tag}: {why}");
            // Someone leaving is said in this language too, with their name.
            app.on_news(News::Presence(Color::White, false));
            let (left, _) = app.screen.message.clone().unwrap();
            assert!(
                left.contains("(Ann)") && !left.contains("left;"),
                "{tag}: {left}"
            );
            // The computer's search waiting in the server's queue: how many are ahead.
            app.on_news(News::Queued(3));
            let (queued, _) = app.screen.message.clone().unwrap();
            assert!(
                queued.contains(" 3 ") && !queued.contains('{'),
                "{tag}: {queued}"
            );
            assert_ne!(
                queued,
                crate::say!(crate::lang::Lang::english(), "computer-queued", count = 3)
            );
        }
    }
}
