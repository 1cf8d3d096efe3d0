//! Review in the update: stepping through the game, auto-play, the analysis of every ply,
//! and playing on from a ply.

use crate::engine::ai::Limits;
use crate::engine::analysis::{ANALYSIS_NODES, Mark, Verdict};
use crate::room::Act;
use crate::rules::Game;
use crate::tui::input::keys::{ReviewAction, review_action_for};
use crate::tui::model::{
    Analyzed, App, Effect, GameAnalysis, Job, Mode, Question, SPEEDS_MS, records_an_ending,
};
use ratatui::crossterm::event::KeyEvent;

impl App {
    /// Enters review mode at the current ply.
    pub(crate) fn start_review(&mut self) {
        self.focus.selection = None;
        // A draw offer the computer weighs lapses with its search; it is made again when
        // play goes on where it was made (a tester's offer vanished without a word).
        let weighing = self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Draw);
        self.cancel_thinking();
        self.autoplay.draw_offer = weighing.then(|| self.session.position_key());
        self.autoplay.back_to = self.session.game.moves().len();
        self.autoplay.line = self.shown_line();
        self.autoplay.ending = self
            .session
            .game
            .ending()
            .map(|e| (e, self.session.position_key()));
        self.mode = Mode::Review {
            jump: String::new(),
        };
        let id = if self.record().is_some_and(|r| !r.variations.is_empty()) {
            "review-start-lines"
        } else {
            "review-start"
        };
        self.info(self.screen.lang.get(id));
    }

    /// Opens a finished or recorded game at its first ply in review mode.
    pub fn review_from_start(&mut self, game: Game) {
        self.session.game = game;
        self.session.redo.clear();
        let ending = self
            .session
            .game
            .ending()
            .map(|e| (e, self.session.position_key()));
        while let Some(mv) = self.session.game.undo() {
            self.session.redo.push(mv);
        }
        self.start_review();
        // A record stands at its end, ended as it says.
        self.autoplay.back_to = self.session.redo.len();
        self.autoplay.ending = ending;
    }

    /// In review, at the position a resignation or an agreed draw ended the game: that
    /// game, ended, for the screen to say how (stepping through it took the ending away).
    pub(crate) fn ended_here(&self) -> Option<crate::rules::Game> {
        let (ending, at) = self.autoplay.ending?;
        if !self.is_reviewing()
            || at != self.session.position_key()
            || self.session.game.ending().is_some()
        {
            return None;
        }
        let mut game = self.session.game.clone();
        let ended = match ending {
            crate::rules::Ending::Resignation(c) => game.resign(c).is_ok(),
            crate::rules::Ending::Agreement => game.agree_draw().is_ok(),
            crate::rules::Ending::Repetition => false,
        };
        ended.then_some(game)
    }

    /// Steps `n` plies forward (positive) or back (negative) along the line.
    pub(super) fn step(&mut self, n: isize) {
        if n < 0 {
            for _ in 0..n.unsigned_abs() {
                match self.session.game.undo() {
                    Some(mv) => self.session.redo.push(mv),
                    None => break,
                }
            }
        } else {
            for _ in 0..n {
                let Some(mv) = self.session.redo.pop() else {
                    break;
                };
                if self.session.game.play(mv).is_err() {
                    // Cannot happen for a line we played ourselves; keep it rather than lose it.
                    self.session.redo.push(mv);
                    break;
                }
            }
        }
        if let Some(to) = self.session.game.last_move().and_then(|(m, _)| m.to()) {
            self.focus.cursor = to;
        }
        let (ply, total) = self.review_position();
        self.info(crate::say!(
            self.screen.lang,
            "review-ply-of",
            ply = ply,
            total = total
        ));
    }

    /// Goes to ply `target` (clamped to the line).
    pub(crate) fn jump_to(&mut self, target: usize) {
        let (ply, _) = self.review_position();
        self.step(target as isize - ply as isize);
    }

    pub(crate) fn on_review_key(&mut self, key: KeyEvent, mut jump: String) {
        let Some(action) = review_action_for(key) else {
            return;
        };
        match action {
            ReviewAction::Step(n) => self.step(n),
            ReviewAction::Start => self.step(isize::MIN + 1),
            ReviewAction::End => self.step(isize::MAX),
            ReviewAction::Digit(c) if jump.len() < 5 => {
                jump.push(c);
                self.info(crate::say!(
                    self.screen.lang,
                    "review-go-to",
                    ply = jump.as_str()
                ));
            }
            ReviewAction::Digit(_) => {}
            ReviewAction::Backspace => {
                jump.pop();
            }
            ReviewAction::Go => {
                if let Ok(n) = jump.parse::<usize>() {
                    self.jump_to(n);
                    let (ply, total) = self.review_position();
                    if n > total {
                        self.info(crate::say!(
                            self.screen.lang,
                            "review-past-end",
                            ply = ply,
                            total = total
                        ));
                    }
                }
                jump.clear();
            }
            ReviewAction::Autoplay => self.toggle_autoplay(),
            ReviewAction::Speed(d) => {
                let top = SPEEDS_MS.len() as i32 - 1;
                self.set_speed((self.autoplay.speed as i32 + d).clamp(0, top) as usize);
            }
            ReviewAction::PlayOn if !self.may(Act::PlayOn) => {
                self.warn(self.screen.lang.get("review-shared-play-on"));
            }
            ReviewAction::PlayOn => {
                self.play_on();
                return;
            }
            ReviewAction::Leave => {
                self.leave_review();
                return;
            }
            ReviewAction::Line(_) | ReviewAction::Promote if !self.may(Act::Lines) => {
                self.warn(self.screen.lang.get("review-shared-lines"));
            }
            ReviewAction::Line(by) => self.switch_line(by),
            ReviewAction::Promote => {
                if self.promote() {
                    return;
                }
            }
            ReviewAction::Analyze if !self.session.is_over() && !self.may(Act::Analyze) => {
                self.warn(self.screen.lang.get("review-no-analysis-shared"));
            }
            ReviewAction::Analyze => self.analyze(),
            ReviewAction::Explore if !self.may(Act::Explore) => {
                self.warn(self.screen.lang.get(super::explore::NO_EXPLORER_SHARED));
            }
            ReviewAction::Explore => {
                self.autoplay.on = false;
                self.open_explorer(Mode::Review { jump });
                return;
            }
            ReviewAction::Games if !self.may(Act::Games) => {
                self.warn(self.screen.lang.get(super::games::NO_GAMES_SHARED));
            }
            ReviewAction::Games => {
                self.autoplay.on = false;
                self.open_games(Mode::Review { jump });
                return;
            }
            ReviewAction::Pan(dx, dy) => self.focus.camera.pan_by(dx, dy),
            ReviewAction::Center => self.focus.camera.center(),
            ReviewAction::Zoom => {
                let said = self.focus.camera.zoom();
                self.info(said);
            }
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

    /// Leaves review where the game stood when review began (Esc; plain mode's `leave`).
    pub(super) fn leave_review(&mut self) {
        let (ply, _) = self.review_position();
        if self.shown_line() == self.autoplay.line {
            self.step(self.autoplay.back_to as isize - ply as isize);
        } else {
            // Back to the line review began on, where it stood.
            let line = self.autoplay.line.clone();
            self.show_line(&line, self.autoplay.back_to);
        }
        self.play_on();
    }

    /// Space: starts or stops stepping forward by itself.
    fn toggle_autoplay(&mut self) {
        self.autoplay.on = !self.autoplay.on;
        let id = if self.autoplay.on {
            "review-autoplay-on"
        } else {
            "review-autoplay-off"
        };
        let ms = self.autoplay.interval().as_millis() as u64;
        self.info(crate::say!(self.screen.lang, id, ms = ms));
    }

    /// `+` and `-`: the auto-play interval, as an index into [`SPEEDS_MS`].
    fn set_speed(&mut self, speed: usize) {
        self.autoplay.speed = speed;
        let ms = self.autoplay.interval().as_millis() as u64;
        self.info(crate::say!(self.screen.lang, "review-speed", ms = ms));
    }

    /// `a`: analyses every ply of the line under review in the background.
    fn analyze(&mut self) {
        if self.computer.is_analyzing() {
            self.info(self.screen.lang.get("review-analysis-running"));
            return;
        }
        let mut game = self.session.game.clone();
        for &mv in self.session.redo.iter().rev() {
            if game.play(mv).is_err() {
                break;
            }
        }
        let plies = game.moves().len();
        if plies == 0 {
            self.info(self.screen.lang.get("review-nothing-to-analyse"));
            return;
        }
        // The analysis looks at every position, this one included: one search at a time.
        self.cancel_thinking();
        self.computer.analysis = Some(GameAnalysis {
            plies: Vec::new(),
            done: 0,
            total: plies + 1,
            running: true,
        });
        self.emit(Effect::Analyze {
            game: Box::new(game),
            limits: Limits::nodes(ANALYSIS_NODES),
        });
        self.info(crate::say!(
            self.screen.lang,
            "review-analysing",
            count = plies
        ));
    }

    /// [`Msg::Analysed`](crate::tui::model::Msg::Analysed), the analysis thread's news: the ply
    /// judged goes into the move list and the engine's view of the position it was played
    /// in; returns the effects asked for.
    pub(crate) fn on_analyzed(&mut self, news: Analyzed) -> Vec<Effect> {
        let Some(analysis) = self.computer.analysis.as_mut().filter(|a| a.running) else {
            return self.finish();
        };
        analysis.done = news.done;
        analysis.total = news.total;
        if let Some((key, review)) = news.ply {
            // A search of the position on its own (longer) is kept over the analysis's.
            self.computer
                .verdicts
                .entry(key)
                .or_insert_with(|| Verdict {
                    eval: review.before,
                    line: review.line.clone(),
                });
            analysis.plies.push(review);
        }
        if news.done >= news.total {
            analysis.running = false;
            let count = |mark| {
                analysis
                    .plies
                    .iter()
                    .filter(|r| r.mark == Some(mark))
                    .count()
            };
            let (mistakes, blunders) = (count(Mark::Mistake), count(Mark::Blunder));
            let said = crate::say!(
                self.screen.lang,
                "review-analysis-done",
                mistakes = mistakes,
                blunders = blunders
            );
            self.info(said);
        }
        self.finish()
    }

    /// [`Msg::AnalysisLost`](crate::tui::model::Msg::AnalysisLost) while the model expects news:
    /// the analysis thread ended without finishing (it should not); what it judged stays.
    pub(crate) fn on_analysis_lost(&mut self) -> Vec<Effect> {
        if let Some(a) = self.computer.analysis.as_mut() {
            a.running = false;
        }
        self.warn(self.screen.lang.get("review-analysis-lost"));
        self.finish()
    }

    /// Stops the analysis under way, if any; the plies judged keep their marks.
    pub(crate) fn stop_analysis(&mut self) {
        if let Some(a) = self.computer.analysis.as_mut().filter(|a| a.running) {
            a.running = false;
            self.emit(Effect::StopAnalysis);
        }
    }

    /// A move off the analysed line was played: the plies after it are no longer the
    /// game's, so their marks go (and an analysis under way stops).
    pub(crate) fn branched(&mut self) {
        self.stop_analysis();
        let kept = self.session.game.moves().len().saturating_sub(1);
        if let Some(a) = &mut self.computer.analysis {
            a.plies.truncate(kept);
        }
    }

    /// Shows `line` (moves from the start) at ply `ply`: back to where the game agrees
    /// with it, then along it; the rest of it is ahead. False if a move of it does not
    /// play (it came from the record, which replayed it: it should).
    pub(crate) fn show_line(&mut self, line: &[String], ply: usize) -> bool {
        let ply = ply.min(line.len());
        let common = self
            .session
            .game
            .move_strings()
            .zip(line)
            .take_while(|(a, b)| a == b)
            .count()
            .min(ply);
        while self.session.game.moves().len() > common {
            if self.session.game.undo().is_none() {
                break;
            }
        }
        let start = self.session.game.moves().len();
        for text in &line[start..ply] {
            if self.session.game.play_str(text).is_err() {
                return false;
            }
        }
        let mut ahead = self.session.game.clone();
        let mut redo = Vec::new();
        for text in &line[ply..] {
            match ahead.play_str(text) {
                Ok(mv) => redo.push(mv),
                Err(_) => break,
            }
        }
        redo.reverse();
        self.session.redo = redo;
        if let Some(to) = self.session.game.last_move().and_then(|(m, _)| m.to()) {
            self.focus.cursor = to;
        }
        true
    }

    /// `v` and `V`: shows the next (`by` 1) or previous (-1) of the lines that part at the
    /// move shown, or where none does there, at the next move; the board shows that line's
    /// move. The record finds the lines ([`crate::record::Record::forks`]).
    fn switch_line(&mut self, by: i32) {
        let line = self.shown_line();
        let texts: Vec<&str> = line.iter().map(String::as_str).collect();
        let forks = self.record().map(|r| r.forks(&texts)).unwrap_or_default();
        let ply = self.session.game.moves().len();
        let fork = forks
            .iter()
            .find(|f| f.ply + 1 == ply)
            .or_else(|| forks.iter().find(|f| f.ply == ply));
        let Some(fork) = fork.cloned() else {
            self.info(match forks.len() {
                0 => self.screen.lang.get("review-one-line"),
                n => crate::say!(self.screen.lang, "review-no-fork-here", count = n),
            });
            return;
        };
        let n = fork.lines.len();
        let next = (fork.taken.unwrap_or(0) as i64 + i64::from(by)).rem_euclid(n as i64) as usize;
        let mut shown = line[..fork.ply].to_vec();
        shown.extend(fork.lines[next].iter().cloned());
        let main = self
            .record()
            .is_some_and(|r| r.move_strings().eq(shown.iter().map(String::as_str)));
        if !self.show_line(&shown, fork.ply + 1) {
            self.warn(self.screen.lang.get("review-line-broken"));
            return;
        }
        let id = if main {
            "review-line-main"
        } else {
            "review-line"
        };
        self.info(crate::say!(
            self.screen.lang,
            id,
            line = next + 1,
            lines = n,
            move = fork.ply + 1,
            first = fork.lines[next][0].as_str(),
            count = shown.len(),
        ));
    }

    /// `^`: makes the line shown the record's main line (the old main line stays as a
    /// variation) and plays on from the ply shown; saved before the screen says so.
    /// False, staying in review, where there is nothing to promote.
    fn promote(&mut self) -> bool {
        let line = self.shown_line();
        let Some(record) = self.record() else {
            self.info(self.screen.lang.get("review-no-lines"));
            return false;
        };
        if record.move_strings().eq(line.iter().map(String::as_str)) {
            self.info(self.screen.lang.get("review-main-already"));
            return false;
        }
        if records_an_ending(record) {
            self.info(self.screen.lang.get("review-kept-as-ended"));
            return false;
        }
        let texts: Vec<&str> = line.iter().map(String::as_str).collect();
        let promoted = self
            .saving
            .autosave
            .as_mut()
            .is_some_and(|a| a.record.promote(&texts));
        if !promoted {
            self.warn(self.screen.lang.get("review-lines-unreadable"));
            return false;
        }
        self.play_on();
        let (ply, total) = self.review_position();
        let id = if ply < total {
            "review-promoted-more"
        } else {
            "review-promoted"
        };
        self.info(crate::say!(self.screen.lang, id, count = total, ply = ply));
        true
    }

    /// Where the game shown has left its file's main line (an unfinished game's: a
    /// finished one's file stays as it ended), makes the whole line shown the main line:
    /// the autosave would make the moves played so far so anyway, and the rest of the
    /// line shown stays with them. Whether it did.
    fn adopt_line(&mut self) -> bool {
        let on_main = self.record().is_none_or(|r| {
            records_an_ending(r)
                || self.session.game.moves().len() <= r.plies()
                    && self
                        .session
                        .game
                        .move_strings()
                        .zip(r.move_strings())
                        .all(|(a, b)| a == b)
        });
        if on_main {
            return false;
        }
        let line = self.shown_line();
        let texts: Vec<&str> = line.iter().map(String::as_str).collect();
        self.saving
            .autosave
            .as_mut()
            .is_some_and(|a| a.record.promote(&texts))
    }

    /// `b`: leaves review to play from the ply shown; the rest of the line stays as redo.
    /// Where the game is over there is nothing to play: back to the finished game. Back
    /// where the computer was weighing the player's draw offer, the offer is made again.
    pub(crate) fn play_on(&mut self) {
        self.back_to_play();
        let offer = self.autoplay.draw_offer.take();
        if offer == Some(self.session.position_key()) && !self.session.is_over() {
            self.offer_draw();
        }
    }

    /// [`App::play_on`]'s move from review to play, and what it says of it.
    fn back_to_play(&mut self) {
        self.autoplay.on = false;
        self.cancel_thinking();
        self.mode = Mode::Play;
        // Back where a resignation or agreed draw ended the game: ended again.
        if let Some((ending, at)) = self.autoplay.ending.take()
            && at == self.session.position_key()
            && self.session.game.ending().is_none()
        {
            self.restore_ending(ending);
        }
        // Against the computer, play goes on at the player's turn, as undo and redo leave
        // it: where the line shown has the computer's move next, that move is played. A
        // fresh search there would play another and push the line aside (a tester's `^`).
        if self.may(Act::HoldRoom)
            && self.session.computers_turn()
            && !self.session.is_over()
            && !self.session.redo.is_empty()
        {
            self.step(1);
        }
        // On another line than the file's main one, past where they part: the line shown
        // becomes the main line, as a move played there would make it.
        let adopted = self.adopt_line();
        // The game now stands where review left it: saved before the screen says so.
        self.emit(Effect::Autosave);
        let (ply, total) = self.review_position();
        if adopted {
            let id = if ply < total {
                "review-adopted-more"
            } else {
                "review-adopted"
            };
            self.info(crate::say!(self.screen.lang, id, ply = ply));
            return;
        }
        if self.session.is_over() {
            // Lost on time, nothing is taken back (a tester was offered u, then refused).
            let id = if self.session.flagged().is_some() {
                "review-back-lost-on-time"
            } else if self.session.game.ending().is_some() {
                "review-back-over-ending"
            } else {
                "review-back-over"
            };
            self.info(crate::say!(self.screen.lang, id, ply = ply));
            return;
        }
        if ply == total {
            self.info(crate::say!(self.screen.lang, "review-back", ply = ply));
            return;
        }
        // In the game's own file a new move starts another line and keeps this one; a
        // finished game's file, or one opened for review, stays as it is (a new file).
        let kept = self
            .record()
            .is_some_and(|r| !records_an_ending(r) && self.may(Act::Lines));
        if kept {
            let said = crate::say!(
                self.screen.lang,
                "review-play-on-kept",
                ply = ply,
                total = total
            );
            self.info(said);
            return;
        }
        let said = crate::say!(self.screen.lang, "review-play-on", ply = ply, total = total);
        self.info(said);
    }

    /// [`Msg::Tick`](crate::tui::model::Msg::Tick): the auto-play interval passed with no input;
    /// auto-play steps on.
    pub(crate) fn tick(&mut self) -> Vec<Effect> {
        if self.autoplay.on && matches!(self.mode, Mode::Review { .. }) {
            if self.session.redo.is_empty() {
                self.autoplay.on = false;
                self.info(self.screen.lang.get("review-autoplay-end"));
            } else {
                self.step(1);
            }
        }
        self.finish()
    }
}
