//! Plain mode's commands that change the game, through the same paths as the board's keys:
//! a move goes through the `:` prompt's reading and checking, undo, hint, resign and the
//! rest through the play table's actions, review through review's steps. Commands that
//! only ask are answered by the view ([`crate::tui::view::plain::answer`]).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::learn::LESSONS;
use crate::tui::input::keys::{Action, Answer};
use crate::tui::input::plain::Command;
use crate::tui::model::{App, Effect, ExerciseSource, Mode, Question};

impl App {
    /// A plain-mode command. A refusal, like a mistyped line, is only a sentence: nothing
    /// else changes.
    pub(crate) fn on_command(&mut self, command: Command) -> Vec<Effect> {
        if let Mode::Lessons { back } = self.mode.clone() {
            self.on_menu_command(command, *back);
            return self.finish();
        }
        // In an exercise, what the board's keys would refuse is refused in plain words
        // (the board's refusal names F3).
        if self.learning.is_on()
            && matches!(
                command,
                Command::Undo
                    | Command::Redo
                    | Command::Hint
                    | Command::Draw
                    | Command::Resign
                    | Command::Claim
                    | Command::Review
                    | Command::Save(_)
            )
        {
            let word = |name| crate::tui::input::plain::word(&self.screen.lang, name);
            let text = crate::say!(
                self.screen.lang,
                "plain-learn-not-here",
                lessons = word("lessons"),
                quit = word("quit")
            );
            self.warn(text);
            return self.finish();
        }
        // A question waits for its answer; anything but yes is no, but for a draw offer,
        // which is answered yes or no alone (a line meant for something else as the offer
        // came does not decline it).
        if let Mode::Confirm { question, back } = self.mode.clone() {
            let answer = match command {
                Command::Yes => Answer::Yes,
                Command::No => Answer::No,
                _ if matches!(question, Question::Draw { .. }) => {
                    let word = |w| crate::tui::input::plain::word(&self.screen.lang, w);
                    let (yes, no) = (word("yes"), word("no"));
                    self.warn(crate::say!(
                        self.screen.lang,
                        "plain-answer",
                        yes = yes,
                        no = no
                    ));
                    return self.finish();
                }
                _ => Answer::No,
            };
            self.mode = *back;
            self.answer(question, answer);
            return self.finish();
        }
        let reviewing = matches!(self.mode, Mode::Review { .. });
        match command {
            Command::Move(text) if reviewing => {
                let _ = text;
                self.warn(crate::tui::input::plain::in_review(&self.screen.lang));
            }
            Command::Move(_) | Command::Choose(_)
                if self.learning.exercise.is_some_and(|e| e.done) =>
            {
                let lessons = crate::tui::input::plain::word(&self.screen.lang, "lessons");
                self.info(crate::say!(
                    self.screen.lang,
                    "plain-learn-already-done",
                    lessons = lessons
                ));
            }
            Command::Move(text) => self.typed_move(text),
            Command::Choose(n) => self.typed_move(n.to_string()),
            Command::Lessons => self.open_lessons(Mode::Play),
            Command::Undo => self.act(Action::Undo),
            Command::Redo => self.act(Action::Redo),
            Command::Hint => self.act(Action::Hint),
            Command::Draw => self.act(Action::OfferDraw),
            Command::Resign => self.act(Action::Resign),
            Command::Claim => self.act(Action::ClaimWin),
            Command::Quit => self.force_quit(),
            Command::Review if reviewing => {
                self.warn(crate::tui::input::plain::in_review(&self.screen.lang))
            }
            Command::Review => self.act(Action::Review),
            // In a puzzle, `next` is the board's `n`: the next puzzle (one untried counts
            // as a miss).
            Command::Next
                if !reviewing
                    && self
                        .learning
                        .exercise
                        .is_some_and(|e| e.source.puzzle().is_some()) =>
            {
                self.act(Action::MoveNow)
            }
            Command::Next | Command::Back | Command::Leave if !reviewing => {
                self.warn(self.screen.lang.get("plain-not-in-review"))
            }
            Command::Next => self.step(1),
            Command::Back => self.step(-1),
            Command::Leave => self.leave_review(),
            // A copy is written on the machine the game runs on: never a guest's to name.
            Command::Save(_) if !self.may(crate::room::Act::SaveCopy) => {
                if let Some(why) = self.refusal(&Action::Save) {
                    self.warn(why);
                }
            }
            Command::Save(name) => {
                self.mode = Mode::SaveAs {
                    text: name.clone(),
                    error: None,
                };
                self.on_save_key(enter(), name);
                if let Mode::SaveAs { error, .. } = &self.mode {
                    let error = error.clone();
                    self.mode = Mode::Play;
                    if let Some(why) = error {
                        self.warn(why);
                    }
                }
            }
            Command::Say(text) => self.say_plainly(text),
            Command::Yes | Command::No => self.warn(self.screen.lang.get("plain-nothing-asked")),
            // Questions are the view's.
            _ => {}
        }
        self.finish()
    }

    /// A command in the lessons menu: a lesson's number starts it (the number after them
    /// opens the puzzles), leave goes back to the lesson on the board (if one is), quit
    /// quits; anything else is told what is read here.
    fn on_menu_command(&mut self, command: Command, back: Mode) {
        let count = LESSONS.len();
        match command {
            Command::Choose(n) if (1..=count).contains(&n) => {
                self.start_exercise(ExerciseSource::Lesson(n - 1))
            }
            Command::Choose(n) if n == count + 1 => {
                // The runtime reads the ratings kept, then puts the first puzzle on.
                self.mode = Mode::Play;
                self.emit(Effect::Puzzles(crate::tui::model::PuzzleEffect::Open));
            }
            Command::Choose(n) => self.warn(crate::say!(
                self.screen.lang,
                "plain-learn-no-such",
                number = n,
                count = count + 1
            )),
            Command::Quit => self.force_quit(),
            Command::Leave | Command::Back | Command::No => {
                self.mode = Mode::Lessons {
                    back: Box::new(back.clone()),
                };
                self.on_lessons_key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), back);
            }
            _ => {
                self.mode = Mode::Lessons {
                    back: Box::new(back),
                };
                self.warn(crate::say!(
                    self.screen.lang,
                    "plain-learn-in-menu",
                    count = count + 1,
                    leave = crate::tui::input::plain::word(&self.screen.lang, "leave"),
                    quit = crate::tui::input::plain::word(&self.screen.lang, "quit")
                ));
            }
        }
    }

    /// A move typed: read and checked as the `:` prompt reads it; a refusal is said and the
    /// game stays.
    fn typed_move(&mut self, text: String) {
        if self.session.computers_turn() && !self.session.is_over() {
            self.info(self.screen.lang.get("moves-computers-turn"));
            return;
        }
        self.mode = Mode::Prompt {
            text: text.clone(),
            error: None,
        };
        self.on_prompt_key(enter(), text);
        if let Mode::Prompt { error, .. } = &self.mode {
            let error = error.clone();
            self.mode = Mode::Play;
            if let Some(why) = error {
                self.warn(why);
            }
        }
    }
}

/// The Enter key, which ends a line.
fn enter() -> KeyEvent {
    KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
}
