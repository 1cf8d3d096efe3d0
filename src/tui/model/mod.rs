//! The model of the game screen, the floor of the Elm shape: [`App`] and every sub-state it
//! is made of (the game and its players in [`Session`], the cursor and picked piece in
//! [`Focus`], the [`Mode`] the keyboard talks to, the computer, saving, the terminal, the
//! move list, the explorer and the games screen), with the [`Msg`]s the update takes and
//! the [`Effect`]s it asks the runtime to carry out. It imports nothing above it (no
//! update, view or runtime): those change, draw and feed it.

mod computer;
mod exercise_box;
mod explorer;
mod games;
mod learning;
mod moves;
mod puzzling;
mod saving;
mod session;
mod shared;
mod timing;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::clock::TimeControl;
use crate::engine::ai::{Limits, SearchResult, TimeBudget};
use crate::engine::analysis::Verdict;
use crate::room::{Act, Invitation, News, Place, Proposal};
use crate::rules::{Color, Ending, Game, GameType, Hex, Move, Piece, Position};
use crate::tui::camera::Camera;
use crate::tui::input::keys::Action;
use crate::tui::layout::{Areas, Drawn, Geometry};

pub use computer::{Analyzed, Computer, Job, Thinking};
pub(crate) use computer::{
    DRAW_PLIES, DRAW_TIME, GameAnalysis, HINT_TIME, PositionKey, REVIEW_TIME,
};
pub use explorer::{Answer, Explorer, LISTED};
pub(crate) use games::QUERY_LEN;
pub use games::{GamesScreen, LISTED_GAMES, Listing, Note, Row};
pub use learning::{Exercise, ExerciseSource, Learning};
pub use moves::MoveList;
pub use puzzling::{PuzzleAsk, PuzzleEffect, PuzzleMode, PuzzleRun, Rated, change, points};
pub use saving::{Autosave, Folders, Saving, save_path};
pub(crate) use saving::{SaveCopyError, Source, file_stamp, records_an_ending};
pub use session::{OwnGame, Session, position_key};
pub use shared::{HEARD, Link, Talk};
pub use timing::{CLOCK_CHOICES, Timing, clock_choices, next_clock};

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
    /// Throw this game away for a new one, played on `clock` (`c` changes it)?
    NewGame {
        /// The new game's time control (`None`: no clock).
        clock: Option<TimeControl>,
    },
    /// Replace this existing file with a copy of the game?
    Replace(PathBuf),
    /// Resign?
    Resign,
    /// New codes for the guests' seats (the host of a served game)?
    NewCodes,
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
    /// The opening explorer over the position shown: `chosen` is the row of the move
    /// picked; closing it goes `back` to the mode it was opened from.
    Explore {
        /// The row chosen in the list shown.
        chosen: usize,
        /// The list of the games that reached the position, not the moves they played.
        games: bool,
        /// The mode to return to.
        back: Box<Mode>,
    },
    /// The games screen (over the whole screen): the saved games, searched as the player
    /// types, to resume or replay one (its state is [`App::games`]); closing it goes `back`
    /// to the mode it was opened from.
    Games {
        /// The mode to return to.
        back: Box<Mode>,
    },
    /// The lessons menu (over the whole screen): the lessons with their done marks, the
    /// row chosen in [`Learning::chosen`]; closing it goes `back` to the mode it was
    /// opened from.
    Lessons {
        /// The mode to return to.
        back: Box<Mode>,
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
    /// A line typed in plain mode, read as a command that changes the game (the view
    /// answers those that only ask).
    Command(crate::tui::input::plain::Command),
    /// A play-mode action, as a key or click of the play table asks.
    Action(Action),
    /// The search under way answered (`None`: it stopped without an answer).
    Searched(Option<SearchResult>),
    /// The analysis of the whole game judged one more position.
    Analyzed(Analyzed),
    /// The analysis thread ended (before the end of the game, if the model still expects
    /// news).
    AnalysisLost,
    /// The runtime wrote the autosave (or tried to): what to tell the player, if anything
    /// (a warning when it failed or went to another file than asked, news when a new line
    /// became a game of its own).
    Autosaved(Option<(String, Tone)>),
    /// The room of a shared game says what happened.
    News(News),
    /// The host's new invitations to the guests' seats, or why there are none.
    Invited(Result<Vec<Invitation>, String>),
    /// The games library answered the explorer about the position `key`.
    Explored {
        /// The position asked about.
        key: PositionKey,
        /// What the saved games say, and how many there are; or why the library could
        /// not be read.
        answer: Result<Answer, String>,
    },
    /// The games library answered the games screen's search number `query`.
    Listed {
        /// The search answered ([`GamesScreen::asked`] when it is the last one).
        query: u64,
        /// The games found, or why they could not be read.
        answer: Result<Listing, String>,
    },
    /// The game the games screen asked to open was not opened, and why (another hive has
    /// it open, it does not load): the screen stays. (When it opens, the runtime puts it on
    /// the screen in place of the game left.)
    NotOpened(String),
    /// The judge's verdict on a puzzle move (or why there is none).
    PuzzleJudged(PuzzleAsk, Result<crate::engine::puzzles::Verdict, String>),
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
    /// Keep this language (its tag) as the player's choice, beside their games folder.
    KeepLanguage(String),
    /// Keep the lessons done, beside the player's games folder.
    KeepProgress(crate::learn::Progress),
    /// The puzzles' work: a move judged on a thread, the ratings kept, a run opened.
    Puzzles(PuzzleEffect),
    /// Start a search on a worker thread (stopping any under way).
    Search {
        /// The position to search.
        position: Box<Position>,
        /// The computer's move or a hint.
        job: Job,
        /// On the clock: the time manager's budget for the computer's move (its level's
        /// caps kept within it); `None`: as long as its level and the job say.
        budget: Option<TimeBudget>,
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
    Analyze {
        /// The whole line under review.
        game: Box<Game>,
        /// The search of each position.
        limits: Limits,
    },
    /// Stop the analysis under way; what it found so far stays.
    StopAnalysis,
    /// Ask the games library what its games played from `game`'s position (read on a
    /// thread of its own the first time).
    Explore {
        /// The game as it stands at the position asked about.
        game: Box<Game>,
    },
    /// Search the games library for the games screen (on a thread of its own).
    ListGames {
        /// The search's number, which its answer carries.
        query: u64,
        /// Words each game found must contain (in a name, the event, the result…).
        words: Vec<String>,
        /// The screen was just opened: the library is compared with the files first (games
        /// were saved since it was last read).
        fresh: bool,
    },
    /// Open the saved game at `path` in place of the one on screen: the game on screen is
    /// saved and its file let go; the game opened is locked (refused with
    /// [`Msg::NotOpened`] if another hive holds it), and goes on (`replay: false`) or opens
    /// in review at its first ply.
    OpenGame {
        /// The save to open.
        path: PathBuf,
        /// Review it from its first ply rather than play on.
        replay: bool,
    },
    /// Ask the room of a shared game to do what the player did.
    Propose(Proposal),
    /// New invite codes for the guests' seats (the host's screen of a served game).
    NewCodes,
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
    pub(crate) hint: Option<(Move, PositionKey)>,
}

/// Review's auto-play: whether it runs, and how fast.
#[derive(Debug)]
pub struct Autoplay {
    /// Whether review steps forward by itself.
    pub(crate) on: bool,
    /// The speed: an index into the intervals, slowest first (`+` and `-`).
    pub(crate) speed: usize,
    /// The ply Esc returns to: where the game stood when review began (a recorded game
    /// opened in review: its end).
    pub(crate) back_to: usize,
    /// The resignation or agreed draw that ended the game when review began, and where:
    /// stepping back through the game lifts it, coming back there restores it.
    pub(crate) ending: Option<(Ending, PositionKey)>,
    /// The line shown when review began (moves from the start): Esc goes back to it
    /// after other lines were looked at.
    pub(crate) line: Vec<String>,
    /// Where the player's draw offer stood when review began with the computer weighing
    /// it: review stops the search, and play going on there offers it again.
    pub(crate) draw_offer: Option<PositionKey>,
}

/// Auto-play speeds, slowest first.
pub(crate) const SPEEDS_MS: [u64; 6] = [3000, 2000, 1200, 700, 400, 200];

impl Autoplay {
    /// The auto-play interval.
    pub fn interval(&self) -> Duration {
        Duration::from_millis(SPEEDS_MS[self.speed.min(SPEEDS_MS.len() - 1)])
    }
}

/// The terminal as the model knows it: its size, colours, the status message, what the
/// last frame drew where, and whether the player quit.
#[derive(Debug)]
pub struct Screen {
    /// The message on the status lines, until the next one replaces it.
    pub message: Option<(String, Tone)>,
    /// An answer to the player given on the computer's turn (a draw declined), which the
    /// thinking line would hide: shown above that line, then before the message of the
    /// computer's move, and dropped once it is the player's turn.
    pub note: Option<String>,
    /// The colours: for which background, how many, or none (under `NO_COLOR`, where
    /// shapes and reverse video still tell sides apart).
    pub look: crate::tui::colors::Look,
    /// The language the player reads.
    pub lang: crate::lang::Lang,
    /// Set when the player quits; the event loop then ends.
    pub quit: bool,
    /// The terminal's size, as last reported.
    pub size: Rect,
    /// Where the last frame drew the hands, the board and the move list: the mouse is
    /// hit-tested against it. The runtime stores it after every frame.
    pub drawn: Drawn,
    /// The time as the runtime last told it ([`Msg::Clock`]).
    pub(crate) now: Instant,
    /// Plain mode reads this screen out: a sentence that names a key names the typed
    /// command instead.
    pub plain: bool,
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
    /// The move list's rows, built by the update for the line of play it was last left at.
    pub move_list: MoveList,
    /// What the opening explorer last heard from the games library.
    pub explorer: Explorer,
    /// The games screen: the search, the game chosen, the last list.
    pub games: GamesScreen,
    /// The lessons: the one on the board, those done, the menu's row.
    pub learning: Learning,
    /// Effects asked for by the update under way.
    pub(crate) effects: Vec<Effect>,
}

impl App {
    /// Whether this screen may do `act`: everything in a local game; in a game shared with
    /// other people, what its seat allows ([`Place::allows`]).
    pub(crate) fn may(&self, act: Act) -> bool {
        self.session.place.allows(act)
    }

    /// A new game of `game_type` between the named players: not autosaving, no opponent.
    pub fn new(game_type: GameType, white: String, black: String) -> App {
        App::starting(game_type, white, black, Instant::now())
    }

    /// [`App::new`] with its clock at `now`.
    pub(crate) fn starting(game_type: GameType, white: String, black: String, now: Instant) -> App {
        let mut app = App {
            session: Session {
                game: Game::new(game_type),
                redo: Vec::new(),
                names: [white, black],
                opponent: None,
                withdrawn: None,
                place: Place::Local,
                judge: crate::room::Judge::at_one_screen(),
                link: Link::default(),
                clock: None,
                own: None,
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
                line: Vec::new(),
                draw_offer: None,
            },
            saving: Saving::default(),
            screen: Screen {
                message: None,
                note: None,
                look: crate::tui::colors::Look::default(),
                lang: crate::lang::Lang::english(),
                quit: false,
                plain: false,
                size: Rect::new(0, 0, 80, 24),
                drawn: Drawn::default(),
                now,
            },
            move_list: MoveList::default(),
            explorer: Explorer::default(),
            games: GamesScreen::default(),
            learning: Learning::default(),
            effects: Vec::new(),
        };
        app.welcome();
        app
    }

    /// Greets the player in their language: the first message of a new game.
    pub(crate) fn welcome(&mut self) {
        let letters = crate::tui::words::bug_letters(self.session.game.game_type(), " ");
        let text = crate::say!(self.screen.lang, "welcome", letters = letters);
        self.info(text);
    }

    pub(crate) fn info(&mut self, text: impl Into<String>) {
        self.screen.message = Some((shown(text.into()), Tone::Info));
    }

    pub(crate) fn warn(&mut self, text: impl Into<String>) {
        self.screen.message = Some((shown(text.into()), Tone::Warning));
    }

    /// An answer to the player: the message, and on the computer's turn also the note
    /// that outlasts its thinking line (see [`Screen::note`]).
    pub(crate) fn reply(&mut self, text: impl Into<String>) {
        let text = shown(text.into());
        if self.session.computers_turn() {
            self.screen.note = Some(text.clone());
        }
        self.screen.message = Some((text, Tone::Info));
    }

    /// Asks the runtime for `effect` once the update is done.
    pub(crate) fn emit(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// Takes the effects asked for so far.
    pub(crate) fn take_effects(&mut self) -> Vec<Effect> {
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
            .geometry(self.session.game.position().board(), self.areas(size).board)
    }

    /// The screen's panels in a terminal of `size`: in a lesson, the lesson's words take
    /// the lines across the top that they need (see [`App::lesson_area`]).
    pub fn areas(&self, size: Rect) -> Areas {
        match self.lesson_area(size) {
            Some(words) => {
                let h = words.height;
                Areas::new(Rect::new(size.x, size.y + h, size.width, size.height - h))
            }
            None => Areas::new(size),
        }
    }

    /// Where the lesson's words are drawn in a terminal of `size`, in a lesson.
    pub fn lesson_area(&self, size: Rect) -> Option<Rect> {
        self.learning.is_on().then(|| {
            let h = self.exercise_height(size.width, size.height);
            Rect::new(size.x, size.y, size.width, h)
        })
    }

    /// The piece and cell a half-typed prompt names, for highlighting while typing.
    pub(crate) fn prompt_preview(&self) -> Option<(Option<Hex>, Option<Hex>)> {
        let Mode::Prompt { text, .. } = &self.mode else {
            return None;
        };
        let pos = self.session.game.position();
        if let Ok(Move::Piece(p, to)) = crate::rules::parse_move(pos, text) {
            return Some((pos.board().position(p), Some(to)));
        }
        let first = text.split_whitespace().next()?;
        let piece: Piece = first.parse().ok()?;
        Some((pos.board().position(piece), None))
    }

    /// Whether the computer should start thinking about its move now.
    pub(crate) fn computer_to_move(&self) -> bool {
        self.session.computers_turn()
            && !self.session.is_over()
            && !self.session.is_paused()
            && self.computer.thinking.is_none()
            && self.mode == Mode::Play
    }

    /// Whether the computer should think on the player's time now: pondering is on, it is
    /// the player's turn against the computer, and this position has not been pondered.
    pub(crate) fn wants_ponder(&self) -> bool {
        self.computer.ponder
            && self.session.opponent.is_some()
            && self.mode == Mode::Play
            && !self.session.computers_turn()
            && !self.session.is_over()
            && self.computer.thinking.is_none()
            && self.computer.pondered != Some(self.session.position_key())
    }

    /// How long after the time last told the clock shown next changes: the runtime wakes
    /// up then to redraw it (ten times a second under ten seconds, once a second above);
    /// `None` when no time runs, so an idle screen is never redrawn for it.
    pub fn next_redraw(&self) -> Option<Duration> {
        let timing = self.session.clock.as_ref()?;
        timing.clock.next_change(timing.since(self.screen.now))
    }

    /// The ply shown (moves played so far) and the length of the whole line.
    pub fn review_position(&self) -> (usize, usize) {
        let ply = self.session.game.moves().len();
        (ply, ply + self.session.redo.len())
    }

    /// The line of play shown: the moves played, then those ahead (taken back, or further
    /// along the line under review), as MoveStrings from the start.
    pub fn shown_line(&self) -> Vec<String> {
        let mut ahead = self.session.game.clone();
        let mut line: Vec<String> = ahead.move_strings().map(str::to_string).collect();
        for &mv in self.session.redo.iter().rev() {
            let text = ahead.format_move(mv);
            if ahead.play(mv).is_err() {
                break;
            }
            line.push(text);
        }
        line
    }

    /// The record that knows the game's lines, if the game has one: its autosave's.
    pub fn record(&self) -> Option<&crate::record::Record> {
        self.saving.autosave.as_ref().map(|a| &a.record)
    }

    /// Whether review is on screen (or a help page or question opened from it).
    pub(crate) fn is_reviewing(&self) -> bool {
        match &self.mode {
            Mode::Review { .. } => true,
            Mode::Help { back, .. } | Mode::Confirm { back, .. } | Mode::Games { back } => {
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
    pub(crate) fn wants_verdict(&self) -> bool {
        matches!(self.mode, Mode::Review { .. })
            && !self.session.is_over()
            && !self.computer.is_analyzing()
            && self.verdict().is_none()
            && !self
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Review && t.key == self.session.position_key())
    }
}
