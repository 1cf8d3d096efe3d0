//! Review mode: step through a game's plies, jump, auto-play, and branch off to play on.
//!
//! The moves after the shown ply are the redo line, so stepping back and forth is undo and
//! redo, and playing a move from any ply branches off (the rest of the line is dropped).

use std::time::Duration;

use ratatui::crossterm::event::KeyEvent;

use super::app::{App, Autoplay, Effect, Mode, PositionKey, Question};
use super::computer::{ANALYSIS_TIME, Job};
use super::keys::{ReviewAction, review_action_for};
use crate::engine::ai::{Limits, SearchResult};
use crate::engine::analysis::{Eval, Mark, PlyReview, line_strings};
use crate::rules::{Color, Game, Position};

/// The engine's view of one position: how good it is for White, and the line it expects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The evaluation, as White sees it.
    pub eval: Eval,
    /// The line the engine expects, best move first, as MoveStrings.
    pub line: Vec<String>,
}

/// The analysis of every ply of the line under review, as far as it has got.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameAnalysis {
    /// The plies judged so far, in order from ply 1.
    pub plies: Vec<PlyReview>,
    /// Positions searched so far.
    pub done: usize,
    /// Positions to search in all (one more than the plies).
    pub total: usize,
    /// Whether it is still going.
    pub running: bool,
}

impl GameAnalysis {
    /// The mark shown beside ply `ply` (from 1) written `text`: `?` for a mistake, `??` for
    /// a blunder (inaccuracies are left unmarked).
    pub fn mark(&self, ply: usize, text: &str) -> Option<&'static str> {
        let review = self.plies.get(ply.checked_sub(1)?)?;
        match review.mark {
            Some(m @ (Mark::Mistake | Mark::Blunder)) if review.played == text => Some(m.symbol()),
            _ => None,
        }
    }
}

/// News from the analysis thread: one more position searched, with the review of the ply
/// that led to it and the key of the position that ply was played in.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysed {
    /// Positions searched so far.
    pub done: usize,
    /// Positions to search in all.
    pub total: usize,
    /// The ply judged, keyed by the position it was played in.
    pub ply: Option<(PositionKey, PlyReview)>,
}

/// Evaluation units at which the bar is about three-quarters one side's.
const BAR_SCALE: f64 = 200.0;

impl Verdict {
    /// The verdict of a search of `pos`.
    pub fn of(pos: &Position, result: &SearchResult) -> Verdict {
        Verdict::new(pos.to_move(), result.score, line_strings(pos, &result.pv))
    }

    /// The verdict of `score` for the side `to_move`, expecting `line`.
    pub fn new(to_move: Color, score: i32, line: Vec<String>) -> Verdict {
        Verdict {
            eval: Eval::new(to_move, score),
            line,
        }
    }

    /// The score as written: `+35`, `-120`, `0`, or `M3` / `-M3` when White / Black mates
    /// in three.
    pub fn score_text(&self) -> String {
        self.eval.text()
    }

    /// White's share of an evaluation bar `width` cells wide: half for an even position,
    /// all of it when White mates.
    pub fn white_cells(&self, width: usize) -> usize {
        let share = match self.eval.mate {
            Some(_) if self.eval.white > 0 => 1.0,
            Some(_) => 0.0,
            None => 0.5 + 0.5 * (f64::from(self.eval.white) / BAR_SCALE).tanh(),
        };
        ((share * width as f64).round() as usize).min(width)
    }
}

/// Auto-play speeds, slowest first.
const SPEEDS_MS: [u64; 6] = [3000, 2000, 1200, 700, 400, 200];

impl Autoplay {
    /// The auto-play interval.
    pub fn interval(&self) -> Duration {
        Duration::from_millis(SPEEDS_MS[self.speed.min(SPEEDS_MS.len() - 1)])
    }
}

impl App {
    /// Enters review mode at the current ply.
    pub fn start_review(&mut self) {
        self.focus.selection = None;
        self.cancel_thinking();
        self.autoplay.back_to = self.session.game.moves().len();
        self.autoplay.ending = self
            .session
            .game
            .ending()
            .map(|e| (e, self.session.position_key()));
        self.mode = Mode::Review {
            jump: String::new(),
        };
        self.info(
            "Review: ← → step, Home End jump, a number and Enter go to a ply, a marks mistakes, b plays on.",
        );
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

    /// The ply shown (moves played so far) and the length of the whole line.
    pub fn review_position(&self) -> (usize, usize) {
        let ply = self.session.game.moves().len();
        (ply, ply + self.session.redo.len())
    }

    /// Steps `n` plies forward (positive) or back (negative) along the line.
    fn step(&mut self, n: isize) {
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
                    let (ply, total) = self.review_position();
                    if n > total {
                        self.info(format!(
                            "The game has {total} plies: ply {ply} of {total}, its end."
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
            ReviewAction::PlayOn => {
                self.play_on();
                return;
            }
            ReviewAction::Leave => {
                let (ply, _) = self.review_position();
                self.step(self.autoplay.back_to as isize - ply as isize);
                self.play_on();
                return;
            }
            ReviewAction::Analyse => self.analyse(),
            ReviewAction::Pan(dx, dy) => self.focus.camera.pan_by(dx, dy),
            ReviewAction::Center => self.focus.camera.centre(),
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

    /// Space: starts or stops stepping forward by itself.
    fn toggle_autoplay(&mut self) {
        self.autoplay.on = !self.autoplay.on;
        let state = if self.autoplay.on { "on" } else { "off" };
        self.info(format!(
            "Auto-play {state} ({} ms a ply; + and - change it).",
            self.autoplay.interval().as_millis()
        ));
    }

    /// `+` and `-`: the auto-play interval, as an index into [`SPEEDS_MS`].
    fn set_speed(&mut self, speed: usize) {
        self.autoplay.speed = speed;
        self.info(format!(
            "{} ms a ply.",
            self.autoplay.interval().as_millis()
        ));
    }

    /// Whether review is on screen (or a help page or question opened from it).
    pub fn is_reviewing(&self) -> bool {
        match &self.mode {
            Mode::Review { .. } => true,
            Mode::Help { back, .. } | Mode::Confirm { back, .. } => {
                matches!(**back, Mode::Review { .. })
            }
            _ => false,
        }
    }

    /// The engine's verdict on the position shown, once it has one.
    pub fn verdict(&self) -> Option<&Verdict> {
        self.computer.verdicts.get(&self.session.position_key())
    }

    /// Whether review should ask the engine about the position shown: it has no verdict
    /// there yet, is not already looking at it, and no analysis of the whole game is under
    /// way (it will come to this position).
    pub(super) fn wants_verdict(&self) -> bool {
        matches!(self.mode, Mode::Review { .. })
            && !self.session.is_over()
            && !self.computer.is_analysing()
            && self.verdict().is_none()
            && !self
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Review && t.key == self.session.position_key())
    }

    /// `a`: analyses every ply of the line under review in the background.
    fn analyse(&mut self) {
        if self.computer.is_analysing() {
            self.info("The analysis is under way: the marks appear as the plies are judged.");
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
            self.info("No move to analyse yet.");
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
        self.emit(Effect::Analyse {
            game: Box::new(game),
            limits: Limits::time(ANALYSIS_TIME),
        });
        let plies = if plies == 1 {
            "1 ply".to_string()
        } else {
            format!("{plies} plies")
        };
        self.info(format!(
            "Analysing {plies} in the background: ? marks a mistake, ?? a blunder."
        ));
    }

    /// [`Msg::Analysed`](super::app::Msg::Analysed), the analysis thread's news: the ply
    /// judged goes into the move list and the engine's view of the position it was played
    /// in; returns the effects asked for.
    pub(super) fn on_analysed(&mut self, news: Analysed) -> Vec<Effect> {
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
            self.info(format!(
                "Analysis done: {} and {}.",
                crate::text::count(mistakes, "mistake"),
                crate::text::count(blunders, "blunder")
            ));
        }
        self.finish()
    }

    /// [`Msg::AnalysisLost`](super::app::Msg::AnalysisLost) while the model expects news:
    /// the analysis thread ended without finishing (it should not); what it judged stays.
    pub(super) fn on_analysis_lost(&mut self) -> Vec<Effect> {
        if let Some(a) = self.computer.analysis.as_mut() {
            a.running = false;
        }
        self.warn("The analysis stopped before the end of the game.");
        self.finish()
    }

    /// Stops the analysis under way, if any; the plies judged keep their marks.
    pub(super) fn stop_analysis(&mut self) {
        if let Some(a) = self.computer.analysis.as_mut().filter(|a| a.running) {
            a.running = false;
            self.emit(Effect::StopAnalysis);
        }
    }

    /// A move off the analysed line was played: the plies after it are no longer the
    /// game's, so their marks go (and an analysis under way stops).
    pub(super) fn branched(&mut self) {
        self.stop_analysis();
        let kept = self.session.game.moves().len().saturating_sub(1);
        if let Some(a) = &mut self.computer.analysis {
            a.plies.truncate(kept);
        }
    }

    /// `b`: leaves review to play from the ply shown; the rest of the line stays as redo.
    /// Where the game is over there is nothing to play: back to the finished game.
    fn play_on(&mut self) {
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
        // The game now stands where review left it: saved before the screen says so.
        self.emit(Effect::Autosave);
        let (ply, total) = self.review_position();
        if self.session.is_over() {
            self.info(format!(
                "Back to the game, over at ply {ply}. {}, N starts a new game.",
                self.session.undo_hint()
            ));
            return;
        }
        if ply == total {
            self.info(format!("Back to the game, at ply {ply}."));
            return;
        }
        self.info(format!(
            "Playing on from ply {ply}. A new move branches off; U follows the old line ({total} plies)."
        ));
    }

    /// [`Msg::Tick`](super::app::Msg::Tick): the auto-play interval passed with no input;
    /// auto-play steps on.
    pub(super) fn tick(&mut self) -> Vec<Effect> {
        if self.autoplay.on && matches!(self.mode, Mode::Review { .. }) {
            if self.session.redo.is_empty() {
                self.autoplay.on = false;
                self.info("End of the game. Auto-play off.");
            } else {
                self.step(1);
            }
        }
        self.finish()
    }
}
