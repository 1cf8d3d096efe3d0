//! The lessons' update: the lessons menu, starting a lesson on the board, and each move
//! tried in it judged before it is played (the rules refuse illegal ones first, with
//! their own reasons; the lesson says why a legal one misses its task).

use ratatui::crossterm::event::KeyEvent;

use crate::learn::{Judgement, LESSONS};
use crate::rules::{Color, Hex, Move};
use crate::tui::camera::Camera;
use crate::tui::input::keys::{self, Action, LessonsAction};
use crate::tui::model::{App, Effect, Exercise, ExerciseSource, Mode, OwnGame, PuzzleEffect};

impl App {
    /// Opens the lessons menu (the next lesson not done chosen); closing it goes `back`.
    pub(crate) fn open_lessons(&mut self, back: Mode) {
        // A shared game is the room's: a lesson would put another game on this screen.
        if !self.may(crate::room::Act::Learn) {
            self.mode = back;
            // The host hands out the invitations, at a terminal of their own.
            let id = match self.session.link.invitations.is_empty() {
                true => "learn-not-shared-guest",
                false => "learn-not-shared",
            };
            self.warn(self.screen.lang.get(id));
            return;
        }
        let progress = &self.learning.progress;
        let after = match self.learning.exercise {
            Some(Exercise {
                source: ExerciseSource::Lesson(i),
                done: true,
                ..
            }) => i + 1,
            Some(Exercise {
                source: ExerciseSource::Lesson(i),
                ..
            }) => i,
            // A puzzle has no row in the menu.
            Some(_) | None => 0,
        };
        self.learning.chosen = (after..LESSONS.len())
            .chain(0..after)
            .find(|&i| !progress.is_done(LESSONS[i].slug))
            .unwrap_or(after.min(LESSONS.len() - 1));
        self.focus.selection = None;
        self.mode = Mode::Lessons {
            back: Box::new(back),
        };
    }

    /// A key in the lessons menu: choose a row, start it, or leave. The row after the
    /// lessons opens the puzzles.
    pub(crate) fn on_lessons_key(&mut self, key: KeyEvent, back: Mode) {
        let last = LESSONS.len();
        let chosen = self.learning.chosen.min(last);
        let keep = |app: &mut App| {
            app.mode = Mode::Lessons {
                back: Box::new(back.clone()),
            }
        };
        match keys::lessons_action_for(key) {
            Some(LessonsAction::Choose(n)) => {
                self.learning.chosen = chosen.saturating_add_signed(n as isize).min(last)
            }
            Some(LessonsAction::First) => self.learning.chosen = 0,
            Some(LessonsAction::Last) => self.learning.chosen = last,
            Some(LessonsAction::Start) if chosen == LESSONS.len() => {
                // The runtime reads the ratings kept, then puts the first puzzle on.
                self.mode = Mode::Play;
                self.emit(Effect::Puzzles(PuzzleEffect::Open));
                return;
            }
            Some(LessonsAction::Start) => {
                self.start_exercise(ExerciseSource::Lesson(chosen));
                return;
            }
            Some(LessonsAction::Close) => {
                // Opened for the lessons alone, with none on the board: nothing to go back to.
                match self.learning.only && !self.learning.is_on() {
                    true => self.screen.quit = true,
                    false => self.mode = back,
                }
                return;
            }
            None => {}
        }
        keep(self);
    }

    /// Puts `source`'s position on the board: the game on screen is left (it was saved as
    /// it went), and nothing of the lesson is saved as a game.
    pub fn start_exercise(&mut self, source: ExerciseSource) {
        let game = match source.start() {
            Ok(game) => game,
            Err(e) => {
                self.warn(e.to_string());
                return;
            }
        };
        self.cancel_thinking();
        self.stop_analysis();
        self.session.game = game;
        self.session.redo.clear();
        self.session.opponent = None;
        self.session.clock = None;
        self.session.withdrawn = None;
        self.session.names = [Color::White, Color::Black].map(|c| c.name().to_string());
        self.session.own = Some(OwnGame::plain());
        self.saving.autosave = None;
        self.saving.autosave_branches = false;
        self.saving.branch_of = None;
        self.focus.selection = None;
        self.focus.hint = None;
        self.focus.camera = Camera::default();
        self.focus.cursor = self
            .session
            .game
            .last_move()
            .and_then(|(m, _)| m.to())
            .unwrap_or(Hex::ORIGIN);
        self.mode = Mode::Play;
        // A puzzle has no row in the lessons menu.
        if let ExerciseSource::Lesson(i) = source {
            self.learning.chosen = i;
        }
        self.learning.exercise = Some(Exercise {
            source,
            step: 0,
            done: false,
        });
        // Fitted at once, below the exercise's box: the runtime may put a puzzle on outside
        // an update, and its first frame is drawn before the next one.
        self.fit_camera();
        self.info(self.screen.lang.get("learn-begin"));
    }

    /// Why `action` is not for a lesson (saving, the engine, the clock, the game's
    /// endings, taking back), if it is not.
    pub(crate) fn lesson_refusal(&self, action: &Action) -> Option<String> {
        let source = self.learning.exercise?.source;
        let id = match source {
            ExerciseSource::Lesson(_) => "learn-not-in-lesson",
            ExerciseSource::Puzzle(_) => "puzzles-not-in-puzzle",
        };
        matches!(
            action,
            Action::Undo
                | Action::Redo
                | Action::NewGame
                | Action::Save
                | Action::Hint
                | Action::PlayHint
                | Action::MoveNow
                | Action::Ponder
                | Action::Explore
                | Action::Games
                | Action::Pause
                | Action::Resign
                | Action::ClaimWin
                | Action::OfferDraw
                | Action::NewCodes
                | Action::Review
        )
        .then(|| self.screen.lang.get(id))
    }

    /// In a lesson, a move about to be played: judged first. Returns whether the lesson
    /// took it (played it with its reply, or refused it saying why it misses the task);
    /// an illegal move is left to the game, which refuses it with the rules' reason.
    pub(crate) fn judge_move(&mut self, mv: Move) -> bool {
        let Some(exercise) = self.learning.exercise else {
            return false;
        };
        if let ExerciseSource::Puzzle(_) = exercise.source {
            return self.try_puzzle_move(mv);
        }
        if exercise.done {
            self.info(self.screen.lang.get("learn-already-done"));
            return true;
        }
        if self.session.game.position().check(mv).is_err() {
            return false;
        }
        let lang = &self.screen.lang;
        match exercise.source.judge(exercise.step, &self.session.game, mv) {
            Judgement::Misses { id, count } => {
                self.focus.selection = None;
                let text = crate::say!(lang, id, count = count);
                self.warn(text);
            }
            Judgement::Meets { reply } => {
                self.apply_move(mv);
                if let Some(reply) = reply {
                    self.apply_move(reply);
                }
                let step = exercise.step + 1;
                let done = step >= exercise.source.steps();
                self.learning.exercise = Some(Exercise {
                    step: step.min(exercise.source.steps().saturating_sub(1)),
                    done,
                    ..exercise
                });
                let lang = &self.screen.lang;
                let text = match done {
                    true => {
                        let title = exercise.source.title(lang);
                        crate::say!(lang, "learn-lesson-done", title = title)
                    }
                    false => lang.get("learn-task-done"),
                };
                self.info(text);
                if done
                    && let Some(slug) = exercise.source.slug()
                    && self.learning.progress.mark(slug)
                {
                    self.emit(Effect::KeepProgress(self.learning.progress.clone()));
                }
            }
        }
        true
    }
}
