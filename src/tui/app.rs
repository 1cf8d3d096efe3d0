//! The game screen's model, its messages and its update.
//!
//! - The model, [`App`], is made of sub-states that own their data: [`Session`] (the game,
//!   the redo line, the players, the opponent), [`Focus`] (cursor, picked piece, camera,
//!   hint), [`Mode`] (play, or the prompt, help, review, save-as or question with their own
//!   state), [`Computer`] (searches, pondering, verdicts, the game's analysis), [`Autoplay`],
//!   [`Saving`] (the autosave file and save folders) and [`Screen`] (size, colour, message,
//!   the last frame's layout, the clock).
//! - Everything the model hears is a [`Msg`]; [`App::update`] takes each one. A key is read
//!   through the table of the mode it is pressed in ([`super::keys`]: [`Action`] in play,
//!   [`keys::ReviewAction`], [`keys::HelpAction`], [`keys::Answer`], [`keys::Edit`] for the
//!   prompts), the same tables the help page is written from; a click is hit-tested against the
//!   rectangles the last frame recorded ([`Drawn`]), the ones the view drew.
//! - The update reads no file, starts no thread and reads no clock (the runtime's
//!   [`Msg::Clock`] tells it the time): what it needs done comes out as [`Effect`]s, which
//!   the runtime in [`super`] carries out, reporting back with messages.
//!
//! The update is spread over the files of its concerns: play keys in `play.rs`, the prompt,
//! save-as, questions and help in `dialogs.rs`, review in [`super::review`], the engine in
//! [`super::computer`]; [`super::saving`] holds the
//! runtime's side of saving. No rule is decided here: legality, destinations and reasons
//! all come from the engine.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Instant;

use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::camera::Camera;
use super::computer::{Job, Opponent, Thinking};
use super::keys::{self, Action};
use super::layout::{Areas, Geometry};
use super::mouse::{self, Click, Scene, Spot};
use super::review::{Analysed, GameAnalysis, Verdict};
use super::saving::{Autosave, SaveCopyError};
use super::view::{Drawn, Target};
use super::words;
use crate::engine::ai::{Limits, SearchResult};
use crate::rules::{Color, Ending, Game, GameType, Hex, Move, Piece, Position};

/// The most characters of a player's name the screen shows.
const NAME_SHOWN: usize = 24;

/// The most characters of a message the status lines show (they wrap it over a few lines).
const MESSAGE_SHOWN: usize = 400;

/// A message made safe to show: it may quote a file (a name, a move, a line), so control
/// characters are escaped and it is cut to [`MESSAGE_SHOWN`].
fn shown(text: String) -> String {
    match crate::text::printable(&text, MESSAGE_SHOWN) {
        std::borrow::Cow::Borrowed(_) => text,
        std::borrow::Cow::Owned(safe) => safe,
    }
}

/// A piece picked up (from the board or the hand) with where it may go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    /// The piece picked up.
    pub piece: Piece,
    /// The cells it may move or be placed to, as the engine lists them.
    pub dests: Vec<Hex>,
    /// The destinations it reaches only by being thrown by a Pillbug (marked `N^`).
    pub thrown: Vec<Hex>,
    /// For a Pillbug (or a Mosquito beside one): the pieces it may throw.
    pub throwable: Vec<Hex>,
    /// The first digit of a two-digit cell number being typed (with ten or more cells).
    pub typed: Option<usize>,
}

/// A question the screen waits for a yes or no to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Quit the game?
    Quit,
    /// Throw this game away for a new one?
    NewGame,
    /// Replace this existing file with a copy of the game?
    Replace(PathBuf),
    /// Resign?
    Resign,
    /// `offered_by` offers a draw: does the other side accept?
    Draw {
        /// The side that offered.
        offered_by: Color,
    },
}

/// What the keyboard is talking to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Playing: keys go through the key table, clicks pick and drop.
    Play,
    /// The `:` notation prompt; `error` keeps the last complaint while the text is kept.
    Prompt {
        /// The text typed so far.
        text: String,
        /// Why the last Enter was refused; cleared by the next edit.
        error: Option<String>,
    },
    /// A help page (0 = keys, then one per bug), scrolled down `scroll` lines; closing it
    /// goes `back` to the mode it was opened from.
    Help {
        /// The page shown.
        page: usize,
        /// Lines scrolled.
        scroll: u16,
        /// The mode to return to.
        back: Box<Mode>,
    },
    /// Stepping through the game; `jump` collects digits of a ply number.
    Review {
        /// The digits typed so far; Enter goes to that ply.
        jump: String,
    },
    /// `s`: the file name to save a copy under.
    SaveAs {
        /// The file name typed so far (it starts as a suggestion).
        text: String,
        /// Why the last save failed; cleared by the next edit.
        error: Option<String>,
    },
    /// Waiting for yes or no; `back` is the mode a no returns to.
    Confirm {
        /// What is asked.
        question: Question,
        /// The mode to return to on a no.
        back: Box<Mode>,
    },
}

impl Mode {
    /// The help pages opened from `back`, at the keys page.
    pub fn help(back: Mode) -> Mode {
        Mode::Help {
            page: 0,
            scroll: 0,
            back: Box::new(back),
        }
    }
}

/// How a status message reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain news: what happened, what to do next.
    Info,
    /// A refusal or a failure, drawn to stand out.
    Warning,
}

/// Everything the model hears: the terminal's events, the clock, and the runtime's reports
/// on the effects it carried out. [`App::update`] takes each one.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A key press (or release, which is ignored): read through the current mode's table.
    Key(KeyEvent),
    /// A mouse event: a left click is hit-tested against what the last frame drew.
    Mouse(MouseEvent),
    /// The terminal's new size, in columns and rows.
    Resize(u16, u16),
    /// The time now, as the runtime read it before a frame or an event: searches are timed
    /// from it and the thinking indicator counts with it.
    Clock(Instant),
    /// The auto-play interval passed with no input: review steps on.
    Tick,
    /// A play-mode action, as a key or click of the play table asks.
    Action(Action),
    /// The search under way answered (`None`: it stopped without an answer).
    Searched(Option<SearchResult>),
    /// The analysis of the whole game judged one more position.
    Analysed(Analysed),
    /// The analysis thread ended (before the end of the game, if the model still expects
    /// news).
    AnalysisLost,
    /// The runtime wrote the autosave (or tried to): what to tell the player, if anything
    /// (a warning when it failed or went to another file than asked, news when a new line
    /// became a game of its own).
    Autosaved(Option<(String, Tone)>),
    /// The runtime tried to write the copy `s` asked for to `path`.
    Copied {
        /// The file it was to be written to.
        path: PathBuf,
        /// What was written, or why not.
        result: Result<String, SaveCopyError>,
    },
}

/// Something the update asks the runtime to do: the update itself does no I/O.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Write the game to its autosave file (starting one if the game autosaves).
    Autosave,
    /// Start a search on a worker thread (stopping any under way).
    Search {
        /// The position to search.
        position: Box<Position>,
        /// The computer's move or a hint.
        job: Job,
    },
    /// Stop the search under way; its answer is dropped.
    StopSearch,
    /// Save a copy of the game to `path`; an existing file is replaced only when `replace`
    /// (the player said yes to replacing it).
    SaveCopy {
        /// The file to write.
        path: PathBuf,
        /// Replace the file if it exists.
        replace: bool,
    },
    /// Stop the search under way and use its answer: the best move it found so far.
    MoveNow,
    /// A new game: the engine forgets what it learned in the last one (its table is kept
    /// from move to move within a game).
    ClearSearch,
    /// Analyse every ply of this game on a thread of its own (stopping any analysis under
    /// way), reporting each ply as it is judged.
    Analyse {
        /// The whole line under review.
        game: Box<Game>,
        /// The search of each position.
        limits: Limits,
    },
    /// Stop the analysis under way; what it found so far stays.
    StopAnalysis,
}

/// A position's identity for answers that arrive later (a search, a hint): its hash and
/// the number of plies played.
pub type PositionKey = (u64, usize);

/// The game and who plays it: the moves, the line taken back, the players.
#[derive(Debug)]
pub struct Session {
    /// The game being played, with its history (undo steps back through it).
    pub game: Game,
    /// Moves taken back with undo, most recent last, for redo.
    pub redo: Vec<Move>,
    /// The players' names, White first.
    pub names: [String; 2],
    /// The computer's side and level, in a game against it.
    pub opponent: Option<Opponent>,
    /// A resignation or agreed draw taken back with undo, and the position it ended, for
    /// redo (only while the game still stands there).
    pub withdrawn: Option<(Ending, PositionKey)>,
}

/// What the player points at and looks through: the cursor, the piece picked up, the
/// part of the hive shown, and the hint marked on the board.
#[derive(Debug)]
pub struct Focus {
    /// The cell the cursor is on, where Enter picks up or drops.
    pub cursor: Hex,
    /// The piece picked up, if any, with where it may go.
    pub selection: Option<Selection>,
    /// What part of the hive the board panel shows, and at what size.
    pub camera: Camera,
    /// The last hint and the position it is for: marked on the board only there.
    pub(super) hint: Option<(Move, PositionKey)>,
}

/// The engine's side of the screen: the search under way, pondering, and what the engine
/// said about positions in review.
#[derive(Debug, Default)]
pub struct Computer {
    /// A search under way (the computer's move, a hint, a review verdict, pondering).
    pub thinking: Option<Thinking>,
    /// Against the computer: whether it thinks on the player's time too (`t`).
    pub(super) ponder: bool,
    /// The position pondered last, so that it is pondered once.
    pub pondered: Option<PositionKey>,
    /// The engine's verdicts on positions shown in review, by position.
    pub(super) verdicts: HashMap<PositionKey, Verdict>,
    /// The analysis of every ply (review's `a`), as far as it has got.
    pub analysis: Option<GameAnalysis>,
}

/// Review's auto-play: whether it runs, and how fast.
#[derive(Debug)]
pub struct Autoplay {
    /// Whether review steps forward by itself.
    pub(super) on: bool,
    /// The speed: an index into the intervals, slowest first (`+` and `-`).
    pub(super) speed: usize,
    /// The ply Esc returns to: where the game stood when review began (a recorded game
    /// opened in review: its end).
    pub(super) back_to: usize,
    /// The resignation or agreed draw that ended the game when review began, and where:
    /// stepping back through the game lifts it, coming back there restores it.
    pub(super) ending: Option<(Ending, PositionKey)>,
}

/// Where the game is kept on disk: its autosave file and where `s` saves copies.
#[derive(Debug, Default)]
pub struct Saving {
    /// The file written after every move (none in tests, or for a game under review until
    /// it branches off).
    pub autosave: Option<Autosave>,
    /// Whether the game starts an autosave file of its own at its next move (a new game, or
    /// playing on from a reviewed one).
    pub(super) autosave_branches: bool,
    /// The file a reviewed game was read from: the game played on from it is a branch
    /// that names it (set by `hive replay`).
    pub(super) branch_of: Option<super::saving::Source>,
    /// Where `s` saves a copy: the games folder and the home folder `~` stands for.
    pub folders: super::saving::Folders,
    /// Why the game on the screen is not all in its file: the last autosave failed, or
    /// none could start. Cleared by the next write that succeeds. Quitting then says so,
    /// and the program ends with the reason instead of success.
    pub unsaved: Option<String>,
}

/// The terminal as the model knows it: its size, colours, the status message, what the
/// last frame drew where, and whether the player quit.
#[derive(Debug)]
pub struct Screen {
    /// The message on the status lines, until the next one replaces it.
    pub message: Option<(String, Tone)>,
    /// Colours on (off under `NO_COLOR`); shapes and reverse video still tell sides apart.
    pub color: bool,
    /// Set when the player quits; the event loop then ends.
    pub quit: bool,
    /// The terminal's size, as last reported.
    pub size: Rect,
    /// Where the last frame drew the hands, the board and the move list: the mouse is
    /// hit-tested against it. The runtime stores it after every frame.
    pub drawn: Drawn,
    /// The time as the runtime last told it ([`Msg::Clock`]).
    pub(super) now: Instant,
}

/// The whole state of the game screen: one sub-state per concern, and the mode the
/// keyboard talks to.
#[derive(Debug)]
pub struct App {
    /// The game and its players.
    pub session: Session,
    /// The cursor, the picked piece, the camera and the hint.
    pub focus: Focus,
    /// What the keyboard is talking to (with the prompt, help, review or question state).
    pub mode: Mode,
    /// Searches, pondering and the engine's verdicts.
    pub computer: Computer,
    /// Review's auto-play, and where Esc leaves it.
    pub autoplay: Autoplay,
    /// The autosave file and the save folders.
    pub saving: Saving,
    /// The terminal: size, colour, message, the last frame's layout.
    pub screen: Screen,
    /// Effects asked for by the update under way.
    effects: Vec<Effect>,
}

impl Session {
    /// The name of the player of `color`, as the screen shows it: names come from files,
    /// so control characters are escaped and a long name is cut.
    pub fn name(&self, color: Color) -> std::borrow::Cow<'_, str> {
        crate::text::printable(&self.names[color.index()], NAME_SHOWN)
    }

    /// A side as messages write it: its colour, and the player's name when that differs.
    pub fn side(&self, color: Color) -> String {
        words::side(color, &self.name(color))
    }

    /// The result of the finished game, the players named (see [`words::result`]).
    pub fn result(&self) -> String {
        words::result(&self.game, |c| self.side(c))
    }

    /// The current position's identity, for answers that arrive later.
    pub fn position_key(&self) -> PositionKey {
        (self.game.position().hash(), self.game.moves().len())
    }

    /// Whether the game is over: on the board, or by resignation, agreement or repetition.
    pub fn is_over(&self) -> bool {
        self.game.state().is_over()
    }

    /// What `u` does now, for the messages that offer it: a resignation or agreed draw is
    /// withdrawn before any move is taken back.
    pub fn undo_hint(&self) -> &'static str {
        if self.game.ending().is_some() {
            "u withdraws the ending"
        } else {
            "u takes back a move"
        }
    }

    /// The side the person at the keyboard plays: against the computer, the other one;
    /// between people, the side to move.
    pub fn player(&self) -> Color {
        self.opponent
            .map_or(self.game.position().to_move(), |o| o.color.opponent())
    }

    /// Whether it is the computer's turn (the player may look but not move).
    pub fn computers_turn(&self) -> bool {
        self.opponent
            .is_some_and(|o| o.color == self.game.position().to_move())
    }
}

impl App {
    /// A new game of `game_type` between the named players: not autosaving, no opponent.
    pub fn new(game_type: GameType, white: String, black: String) -> App {
        App::starting(game_type, white, black, Instant::now())
    }

    /// [`App::new`] with its clock at `now`.
    pub(super) fn starting(game_type: GameType, white: String, black: String, now: Instant) -> App {
        App {
            session: Session {
                game: Game::new(game_type),
                redo: Vec::new(),
                names: [white, black],
                opponent: None,
                withdrawn: None,
            },
            focus: Focus {
                cursor: Hex::ORIGIN,
                selection: None,
                camera: Camera::default(),
                hint: None,
            },
            mode: Mode::Play,
            computer: Computer::default(),
            autoplay: Autoplay {
                on: false,
                speed: 2,
                back_to: 0,
                ending: None,
            },
            saving: Saving::default(),
            screen: Screen {
                message: Some((
                    format!(
                        "Welcome! Take a bug from your hand ({}) or press ? for help.",
                        super::words::bug_letters(game_type, " ")
                    ),
                    Tone::Info,
                )),
                color: true,
                quit: false,
                size: Rect::new(0, 0, 80, 24),
                drawn: Drawn::default(),
                now,
            },
            effects: Vec::new(),
        }
    }

    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.screen.message = Some((shown(text.into()), Tone::Info));
    }

    pub(super) fn warn(&mut self, text: impl Into<String>) {
        self.screen.message = Some((shown(text.into()), Tone::Warning));
    }

    /// Asks the runtime for `effect` once the update is done.
    pub(super) fn emit(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// Takes the effects asked for so far.
    pub(super) fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The hint to mark, if it is for the position on the board.
    pub fn current_hint(&self) -> Option<Move> {
        self.focus
            .hint
            .filter(|&(_, key)| key == self.session.position_key())
            .map(|(mv, _)| mv)
    }

    /// The geometry the board is drawn with in a terminal of `size`.
    pub fn geometry(&self, size: Rect) -> Geometry {
        self.focus
            .camera
            .geometry(self.session.game.position().board(), Areas::new(size).board)
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
                self.take_effects()
            }
            Msg::Tick => self.tick(),
            Msg::Action(action) => {
                self.act(action);
                self.finish()
            }
            Msg::Searched(answer) => self.on_search_done(answer),
            Msg::Analysed(news) => self.on_analysed(news),
            // The analysis ended: early (it should not), or after its last news.
            Msg::AnalysisLost if self.computer.is_analysing() => self.on_analysis_lost(),
            Msg::AnalysisLost => self.take_effects(),
            Msg::Autosaved(notice) => {
                match notice {
                    Some((text, Tone::Warning)) => self.warn(text),
                    Some((text, Tone::Info)) => self.info(text),
                    None => {}
                }
                self.take_effects()
            }
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
        match self.mode.clone() {
            Mode::Prompt { text, .. } => self.on_prompt_key(key, text),
            Mode::Help { page, scroll, back } => self.on_help_key(key, page, scroll, *back),
            Mode::Review { jump } => self.on_review_key(key, jump),
            Mode::SaveAs { text, .. } => self.on_save_key(key, text),
            Mode::Confirm { question, back } => {
                self.mode = *back;
                self.answer(question, keys::answer_for(key));
            }
            Mode::Play => {
                if let Some(action) = keys::action_for(key) {
                    self.act(action);
                }
            }
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
            _ => return self.finish(),
        };
        let spot = match target {
            Target::Hand(..) => Spot::Hand,
            Target::Cell(_) => Spot::Board,
            Target::Move(_) => Spot::MoveList,
        };
        match (mouse::click_for(spot, scene), target) {
            (Some(Click::Take), Target::Hand(color, bug)) => {
                if color == self.session.game.position().to_move() {
                    self.act(Action::Hand(bug));
                } else {
                    self.info(format!("That is {color}'s hand; {color} is not to move."));
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
                    let names: Vec<String> = stack.iter().map(|p| p.to_string()).collect();
                    self.info(format!("Stack, bottom to top: {}.", names.join(", ")));
                }
            }
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

    /// Ends every update: fits the view to the board, and starts the computer's search when
    /// it is its turn. Returns the effects asked for.
    pub(super) fn finish(&mut self) -> Vec<Effect> {
        if self
            .focus
            .hint
            .is_some_and(|(_, key)| key != self.session.position_key())
        {
            self.focus.hint = None;
        }
        let area = Areas::new(self.screen.size).board;
        let board = self.session.game.position().board();
        self.focus.camera.fit(board, area, self.focus.cursor);
        self.stop_stale_search();
        if self.computer_to_move() {
            self.start_computer();
        }
        if self.wants_ponder() {
            self.start_ponder();
        }
        if self.wants_verdict() {
            self.search(Job::Review);
        }
        std::mem::take(&mut self.effects)
    }

    /// Quits now (Ctrl-C, or q on a screen too small to ask).
    pub(super) fn force_quit(&mut self) {
        self.cancel_thinking();
        self.screen.quit = true;
    }

    /// The piece and cell a half-typed prompt names, for highlighting while typing.
    pub fn prompt_preview(&self) -> Option<(Option<Hex>, Option<Hex>)> {
        let Mode::Prompt { text, .. } = &self.mode else {
            return None;
        };
        let pos = self.session.game.position();
        if let Ok(Move::Piece(p, to)) = crate::rules::notation::parse_move(pos, text) {
            return Some((pos.board().position(p), Some(to)));
        }
        let first = text.split_whitespace().next()?;
        let piece: Piece = first.parse().ok()?;
        Some((pos.board().position(piece), None))
    }
}
