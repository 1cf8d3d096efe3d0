//! The update: [`App::update`] takes each [`Msg`] and changes the model, returning the
//! [`Effect`]s it needs carried out (autosave, start or stop a search or the analysis, save
//! a copy) instead of doing I/O: it reads no file, starts no thread and reads no clock
//! (the runtime's [`Msg::Clock`] tells it the time). A key is read through the table of
//! the mode it is pressed in ([`crate::tui::input::keys`]), the same tables the help page
//! is written from; a click is hit-tested against where the last frame drew things.
//!
//! Spread over the files of its concerns: play keys in `play`, the prompt, save-as,
//! questions and help in `dialogs`, review and the analysis in `review`, the engine in
//! `computer`. No rule is decided here: legality, destinations and reasons all come from
//! the rules.

mod clock;
mod computer;
mod dialogs;
mod endings;
mod explore;
mod games;
mod learn;
mod link;
mod plain;
mod play;
mod puzzles;
mod review;
mod talk;

use crate::tui::input::keys::{self, Action};
use crate::tui::input::mouse::{self, Click, Scene, Spot};
use crate::tui::layout::Areas;
use crate::tui::layout::Target;
use crate::tui::model::{App, Effect, Job, Mode, MoveList, Msg, Question, SaveCopyError, Tone};
use crate::tui::words;
use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

impl App {
    /// Message arguments with `side` (and its grammatical forms) set to `color` in the
    /// screen's language; `named`: with the player's own name after the colour.
    pub(crate) fn side_args(
        &self,
        color: crate::rules::Color,
        named: bool,
    ) -> crate::lang::Args<'static> {
        let mut args = crate::lang::Args::new();
        let name = match named {
            true => self.session.name(color).into_owned(),
            false => String::new(),
        };
        crate::lang::rules::set_side(&self.screen.lang, &mut args, "side", color, &name);
        args
    }

    /// The update: takes one message, changes the model, and returns what the runtime
    /// must do. It reads no file and starts no thread; the effects ask for that.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        match msg {
            Msg::Key(key) => self.on_key(key),
            Msg::Mouse(event) => self.on_mouse(event),
            Msg::Resize(width, height) => self.on_resize(width, height),
            Msg::Clock(now) => {
                self.screen.now = now;
                // A flag falls when its time is up, whether or not a key was pressed.
                self.tend_clock();
                self.take_effects()
            }
            Msg::Tick => self.tick(),
            Msg::Command(command) => self.on_command(command),
            Msg::Action(action) => {
                self.act(action);
                self.finish()
            }
            Msg::Searched(answer) => self.on_search_done(answer),
            Msg::News(news) => self.on_news(news),
            Msg::Invited(answer) => self.on_invited(answer),
            Msg::Analyzed(news) => self.on_analyzed(news),
            // The analysis ended: early (it should not), or after its last news.
            Msg::AnalysisLost if self.computer.is_analyzing() => self.on_analysis_lost(),
            Msg::AnalysisLost => self.take_effects(),
            Msg::Autosaved(notice) => {
                match notice {
                    Some((text, Tone::Warning)) => self.warn(text),
                    Some((text, Tone::Info)) => self.info(text),
                    None => {}
                }
                // The record now holds the game's line: where other lines part from it.
                self.mark_forks();
                self.take_effects()
            }
            msg @ Msg::Explored { .. } => self.on_explored(msg),
            Msg::Listed { query, answer } => self.on_listed(query, answer),
            Msg::NotOpened(why) => self.not_opened(why),
            Msg::PuzzleJudged(ask, verdict) => self.on_puzzle_judged(ask, verdict),
            Msg::Copied { path, result } => {
                match result {
                    Ok(text) => {
                        // The game as shown is in a file now, if not in its own.
                        self.saving.unsaved = None;
                        self.saved(Ok(text));
                    }
                    Err(SaveCopyError::Exists) => self.ask(Question::Replace(path)),
                    Err(SaveCopyError::Refused(why)) => self.saved(Err(why)),
                }
                self.finish()
            }
        }
    }

    /// Marks the move list's moves where other lines of the record part from the line
    /// shown (see [`MoveList::lines`]).
    fn mark_forks(&mut self) {
        let lines = match self.record() {
            Some(record) if !record.variations.is_empty() => {
                let texts: Vec<&str> = self
                    .move_list
                    .rows
                    .iter()
                    .map(|(t, _)| t.as_str())
                    .collect();
                let mut lines = vec![1; texts.len()];
                for fork in record.forks(&texts) {
                    if fork.taken.is_some()
                        && let Some(n) = lines.get_mut(fork.ply)
                    {
                        *n = fork.lines.len();
                    }
                }
                lines
            }
            _ => Vec::new(),
        };
        self.move_list.lines = lines;
    }

    /// A key press: read through the table of the mode it is pressed in.
    fn on_key(&mut self, key: KeyEvent) -> Vec<Effect> {
        if key.kind == KeyEventKind::Release {
            return Vec::new();
        }
        // In raw mode Ctrl-C is a key: it quits from every screen.
        if keys::is_key_for(Action::ForceQuit, key) {
            self.force_quit();
            return self.finish();
        }
        if !Areas::fits(self.screen.size) {
            // Nothing else is on screen to act on: only the quit keys work.
            if keys::is_key_for(Action::Quit, key) {
                self.force_quit();
            }
            return self.finish();
        }
        // The line of talk, while open, takes the keys of play.
        if self.session.link.talk.typing.is_some() && self.mode == Mode::Play {
            self.on_talk_key(key);
            return self.finish();
        }
        match self.mode.clone() {
            Mode::Prompt { text, .. } => self.on_prompt_key(key, text),
            Mode::Help { page, scroll, back } => self.on_help_key(key, page, scroll, *back),
            Mode::Review { jump } => self.on_review_key(key, jump),
            Mode::SaveAs { text, .. } => self.on_save_key(key, text),
            Mode::Explore {
                chosen,
                games,
                back,
            } => self.on_explore_key(key, chosen, games, *back),
            Mode::Games { back } => self.on_games_key(key, *back),
            Mode::Lessons { back } => self.on_lessons_key(key, *back),
            // The new game's clock: `c` goes to the next one, the question stays.
            Mode::Confirm {
                question: Question::NewGame { clock },
                back,
            } if keys::is_clock_choice(key) => {
                self.mode = Mode::Confirm {
                    question: Question::NewGame {
                        clock: crate::tui::model::next_clock(clock),
                    },
                    back,
                };
            }
            // A draw offer is answered with y or n alone: a key meant for something else
            // as the offer came (Esc leaving help, a move being typed) does not decline it
            // (a tester's did).
            Mode::Confirm {
                question: question @ Question::Draw { .. },
                back,
            } if !keys::is_yes_or_no(key) => {
                self.mode = Mode::Confirm { question, back };
            }
            Mode::Confirm { question, back } => {
                self.mode = *back;
                self.answer(question, keys::answer_for(key));
            }
            Mode::Play => match keys::action_for(key) {
                Some(action) => self.act(action),
                // A key that does nothing here still ends a half-typed cell number.
                None => self.drop_typed(),
            },
        }
        self.finish()
    }

    /// A mouse event, hit-tested against what the last frame drew.
    fn on_mouse(&mut self, event: MouseEvent) -> Vec<Effect> {
        if event.kind != MouseEventKind::Down(MouseButton::Left) || !Areas::fits(self.screen.size) {
            return Vec::new();
        }
        let Some(target) = self.screen.drawn.hit(event.column, event.row) else {
            return self.finish();
        };
        let scene = match self.mode {
            Mode::Play => Scene::Play,
            Mode::Review { .. } => Scene::Review,
            Mode::Games { .. } => Scene::Games,
            _ => return self.finish(),
        };
        let spot = match target {
            Target::Hand(..) => Spot::Hand,
            Target::Cell(_) => Spot::Board,
            Target::Move(_) => Spot::MoveList,
            Target::Game(_) => Spot::GameRow,
        };
        match (mouse::click_for(spot, scene), target) {
            (Some(Click::Take), Target::Hand(color, bug)) => {
                if color == self.session.game.position().to_move() {
                    self.act(Action::Hand(bug));
                } else {
                    let args = self.side_args(color, false);
                    self.info(self.screen.lang.format("moves-not-your-hand", Some(&args)));
                }
            }
            (Some(Click::Pick), Target::Cell(cell)) => {
                self.focus.cursor = cell;
                self.focus.camera.follow = true;
                // A click names its cell: any half-typed number is dropped. The piece stays
                // picked, so a cell it cannot reach is explained as Enter explains it.
                if let Some(sel) = &mut self.focus.selection {
                    sel.typed = None;
                }
                self.act(Action::Pick);
            }
            (Some(Click::Inspect), Target::Cell(cell)) => {
                // The side panel shows the stack under the cursor.
                self.focus.cursor = cell;
                let stack = self.session.game.position().board().stack_at(cell);
                if stack.len() > 1 {
                    let lang = &self.screen.lang;
                    let text =
                        crate::say!(lang, "moves-stack-here", stack = words::stack(lang, &stack));
                    self.info(text);
                }
            }
            (Some(Click::Choose), Target::Game(row)) => self.choose_game(row),
            (Some(Click::ReviewAt), Target::Move(ply)) => {
                if self.mode == Mode::Play {
                    self.start_review();
                }
                self.jump_to(ply);
            }
            _ => {}
        }
        self.finish()
    }

    /// The terminal changed size: the board is fitted again at once.
    fn on_resize(&mut self, width: u16, height: u16) -> Vec<Effect> {
        self.screen.size = Rect::new(0, 0, width, height);
        self.focus.camera.resized();
        self.finish()
    }

    /// Fits the view to the board as it stands (the size, the piece picked, the cursor).
    pub(crate) fn fit_camera(&mut self) {
        let area = self.areas(self.screen.size).board;
        let board = self.session.game.position().board();
        let picked = self.focus.selection.as_ref().map(|s| {
            let at = board.position(s.piece).unwrap_or(self.focus.cursor);
            (s.piece, at, s.dests.as_slice())
        });
        self.focus
            .camera
            .fit(board, area, self.focus.cursor, picked);
    }

    /// Ends every update: fits the view to the board, and starts the computer's search when
    /// it is its turn. Returns the effects asked for.
    pub(crate) fn finish(&mut self) -> Vec<Effect> {
        self.tend_clock();
        if self
            .focus
            .hint
            .is_some_and(|(_, key)| key != self.session.position_key())
        {
            self.focus.hint = None;
        }
        self.fit_camera();
        self.stop_stale_search();
        let (game, redo) = (&self.session.game, &self.session.redo);
        if !self.move_list.is_for(game, redo) {
            self.move_list = MoveList::of(game, redo);
        }
        self.mark_forks();
        // The note lasts the computer's turn only (its move, an undo, a new game end it).
        if !self.session.computers_turn() || self.session.is_over() {
            self.screen.note = None;
        }
        if self.computer_to_move() {
            self.start_computer();
        }
        if self.wants_ponder() {
            self.start_ponder();
        }
        if self.wants_verdict() {
            self.search(Job::Review);
        }
        // The explorer follows the position shown (the computer moved, say).
        if let Mode::Explore { back, .. } = &self.mode
            && self.explorer.asked != Some(self.session.position_key())
        {
            self.mode = Mode::Explore {
                chosen: 0,
                games: false,
                back: back.clone(),
            };
            self.ask_library();
        }
        std::mem::take(&mut self.effects)
    }

    /// Quits now (Ctrl-C, or q on a screen too small to ask).
    pub(crate) fn force_quit(&mut self) {
        self.cancel_thinking();
        self.screen.quit = true;
        // Both clocks as they stand are saved, to go on from there.
        if self.session.clock.is_some() {
            self.tend_clock();
            self.emit(Effect::Autosave);
        }
    }
}
