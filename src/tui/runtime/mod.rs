//! The runtime: the event loop around the model. It reads events, draws each frame,
//! feeds the model messages and carries out the effects the update asks for
//! (`effects`: searches on worker threads; [`disk`]: saves and their locks), turning what
//! comes back into messages too.
//!
//! A run owns everything it uses (its model, threads and save locks), and draws on any
//! ratatui backend from any source of events ([`run_on`]), so one process can run several
//! games, each on its own terminal; [`run`] is the local terminal's. The library never ends
//! the process: a signal is the caller's to catch and pass on through the game's
//! [`Handle`], and [`Ended`] says how the run ended.

pub mod disk;
mod effects;
mod inbox;
pub mod room;
mod source;
pub mod terminal;

use std::error::Error;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::crossterm::event::Event;

use crate::clock::TimeControl;
use crate::engine::ai::Opponent;
use crate::record::{self, Record};
use crate::rules::{Color, Game, GameType};
use crate::tui::colors::{Depth, Palette};
use crate::tui::layout::Drawn;
use crate::tui::model::{App, Autosave, Effect, Folders, Job, Link, Msg, Seat, Source, Timing};
use crate::tui::view;
use disk::{Disk, Locks};
use effects::{Runtime, feed};
pub use source::{Events, Waker};

/// How to start a game.
#[derive(Debug)]
pub struct Options {
    /// Which expansion pieces a new game has (a game in `start` brings its own).
    pub game_type: GameType,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Play against the computer.
    pub opponent: Option<Opponent>,
    /// Against the computer: it thinks on the player's time too (`t` switches it).
    pub ponder: bool,
    /// The rules a new game is played under (a game in `start` brings its own).
    pub rules: crate::rules::Rules,
    /// What to open.
    pub start: Start,
    /// Where new games are saved and typed file names are read against
    /// ([`Folders::of_user`] for the player's own).
    pub folders: Folders,
    /// Colours on; off (shapes and reverse video only) for a terminal without them or a
    /// player who set `NO_COLOR`.
    pub color: bool,
    /// The background the colours are chosen for (the binary asks the terminal, or the
    /// player says with `--theme`).
    pub palette: Palette,
    /// How many colours the terminal shows (the binary reads `COLORTERM` and `TERM`).
    pub depth: Depth,
    /// The clock the game is played with (`None`: no clock); a game in `start` goes on
    /// with the times it was saved with.
    pub clock: Option<ClockStart>,
}

/// A game's clock as it starts: a new game's control, or a saved game's times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockStart {
    /// The time control.
    pub control: TimeControl,
    /// Each side's time left (White, Black) when the game was left; `None`: as the plies'
    /// times say, or the control's start.
    pub left: Option<[Duration; 2]>,
    /// The mover's time left after each ply of the game's line, where known.
    pub plies: Vec<Option<Duration>>,
    /// The side that ran out of time, in a game lost on time.
    pub flagged: Option<Color>,
}

impl ClockStart {
    /// A new game's clock under `control`.
    pub fn new(control: TimeControl) -> ClockStart {
        ClockStart {
            control,
            left: None,
            plies: Vec::new(),
            flagged: None,
        }
    }

    /// The clock `record` was saved with, if it has one.
    pub fn of_record(record: &Record) -> Option<ClockStart> {
        let saved = record.clock?;
        let flagged = match record.result.ending {
            Some(record::Ending::TimedOut(c)) => Some(c),
            _ => None,
        };
        Some(ClockStart {
            control: saved.control,
            left: saved.left,
            plies: record.moves.iter().map(|m| m.left).collect(),
            flagged,
        })
    }

    /// The model's clock for a game standing at `ply`, its time line starting at `origin`.
    pub fn timing(self, ply: usize, origin: Instant) -> Timing {
        let mut timing = Timing::new(self.control, origin);
        timing.left = self.plies;
        timing.set_to_ply(ply);
        if let Some([white, black]) = self.left {
            timing.clock = crate::clock::Clock::with_left(self.control, white, black);
        }
        timing.flagged = self.flagged.map(|c| (c, ply));
        timing
    }
}

/// What the game screen opens with.
#[derive(Debug)]
pub enum Start {
    /// A new game, autosaved to a new file.
    New,
    /// A game to continue, autosaved to `autosave` (a new file when `None`).
    Continue {
        /// The game so far.
        game: Box<Game>,
        /// The save file to keep writing, with its record.
        autosave: Option<Box<Autosave>>,
    },
    /// A recorded game opened at its first ply in review mode; playing on from any ply
    /// starts a new autosave file, so the recorded one is never changed.
    Review {
        /// The recorded game, all its moves played.
        game: Box<Game>,
        /// The file it was read from: a game played on from it names it as its parent.
        source: Option<std::path::PathBuf>,
        /// When each move was played, where the file says (copied into a game played on).
        stamps: Vec<Option<crate::record::Stamp>>,
    },
    /// A seat in a shared game: the room holds and saves the game; this screen proposes
    /// its player's moves and shows what the room says.
    Shared(Box<room::Membership>),
}

/// What another thread may do to a running game: ask it to end as for a signal (it is
/// autosaved, and [`Ended::signal`] says which), or let go of its save locks when the
/// caller must end the process without waiting for it.
#[derive(Clone, Debug, Default)]
pub struct Handle {
    signal: Arc<AtomicUsize>,
    locks: Locks,
    wake: Wake,
}

/// The running game's [`Waker`], once its loop has one.
#[derive(Clone, Default)]
struct Wake(Arc<Mutex<Option<Waker>>>);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

impl Wake {
    fn set(&self, waker: Option<Waker>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = waker;
    }

    fn wake(&self) {
        let waker = self.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        if let Some(waker) = waker {
            waker();
        }
    }
}

impl Handle {
    /// Asks the game to end at its next turn of the loop, as signal `number` asks (at once
    /// where its events can be woken).
    pub fn stop(&self, number: i32) {
        self.signal.store(
            usize::try_from(number).unwrap_or(1).max(1),
            Ordering::Relaxed,
        );
        self.wake.wake();
    }

    /// Wakes the game to look at its news now (a shared game's room calls it for each
    /// change). Before the game runs, or with events that cannot be woken, it does
    /// nothing: the game looks at its news when it starts, and often where it cannot be
    /// woken.
    pub fn wake(&self) {
        self.wake.wake();
    }

    /// Whether the game was asked to end ([`Handle::stop`]).
    pub fn is_stopped(&self) -> bool {
        self.signal.load(Ordering::Relaxed) != 0
    }

    /// Lets go of every save the game holds locked.
    pub fn release_saves(&self) {
        self.locks.release();
    }
}

/// A backend's error as an I/O error: itself when it is one (crossterm's are).
fn to_io(error: impl Error + Send + Sync + 'static) -> io::Error {
    let boxed: Box<dyn Error + Send + Sync> = Box::new(error);
    match boxed.downcast::<io::Error>() {
        Ok(error) => *error,
        Err(other) => io::Error::other(other),
    }
}

/// The longest the loop waits for input before looking at signals and searches again.
const IDLE: Duration = Duration::from_millis(200);

/// The longest a loop that events, news and signals all wake waits when nothing else runs:
/// it only bounds a wake that was somehow missed.
const ASLEEP: Duration = Duration::from_secs(5);

/// Runs the game on the local terminal until the player quits or [`Handle::stop`] asks it
/// to end: the terminal is restored, and the game autosaved.
pub fn run(options: Options, handle: &Handle) -> io::Result<Ended> {
    let mut guard = terminal::Guard::enter()?;
    let mut inbox = inbox::Inbox::start()?;
    run_on(&mut guard.terminal, &mut inbox, options, handle)
}

/// Runs the game on `terminal`, reading `events`, until the player quits, [`Handle::stop`]
/// asks it to end or the events stop: the game is autosaved and its save locks let go.
pub fn run_on<B: Backend>(
    terminal: &mut Terminal<B>,
    events: &mut impl Events,
    options: Options,
    handle: &Handle,
) -> io::Result<Ended>
where
    B::Error: Error + Send + Sync + 'static,
{
    let disk = Disk {
        locks: handle.locks.clone(),
    };
    let (mut app, effects, shared) = start(options, &disk);
    let mut runtime = Runtime::new(disk.clone());
    runtime.room = shared;
    runtime.execute(&mut app, effects);
    handle.wake.set(events.waker());
    let ended = terminal.size().map_err(to_io).and_then(|size| {
        feed(&mut app, &mut runtime, Msg::Resize(size.width, size.height));
        event_loop(terminal, events, &mut app, &mut runtime, &handle.signal)
    });
    handle.wake.set(None);
    runtime.stop();
    runtime.stop_analysis();
    let signalled = handle.signal.load(Ordering::Relaxed);
    if (signalled != 0 || ended.is_err()) && runtime.room.is_none() {
        // A signal, or a terminal that stopped answering (hung up): the game is kept. What
        // the model says of it is moot now: the game is ending.
        let _ = disk.write_autosave(&mut app);
    }
    handle.release_saves();
    ended.map(|()| Ended {
        unsaved: app.saving.unsaved.take(),
        signal: i32::try_from(signalled).ok().filter(|&n| n != 0),
    })
}

/// How often the loop looks for the computer's answer while it thinks on the clock.
const CLOCKED_MOVE_POLL: Duration = Duration::from_millis(10);

/// How often a screen in a shared game looks for news at least.
const SHARED_POLL: Duration = Duration::from_millis(40);

/// How a game in the terminal ended, for the program that ran it.
#[derive(Debug)]
pub struct Ended {
    /// Why the game's last moves are not in its file, when they are not: its autosave
    /// failed and the player quit all the same.
    pub unsaved: Option<String>,
    /// The signal that ended it ([`Handle::stop`]), if one did.
    pub signal: Option<i32>,
}

/// Draws, reads events and runs the effects they give until the game quits or a signal
/// arrives (`signal` becomes its number).
fn event_loop<B: Backend>(
    terminal: &mut Terminal<B>,
    events: &mut impl Events,
    app: &mut App,
    runtime: &mut Runtime,
    signal: &AtomicUsize,
) -> io::Result<()>
where
    B::Error: Error + Send + Sync + 'static,
{
    let mut dirty = true;
    let mut last_tick = Instant::now();
    let woken = events.waker().is_some();
    while !app.screen.quit && signal.load(Ordering::Relaxed) == 0 {
        // What came while the loop waited (news from before a waker was set too).
        for msg in runtime.poll() {
            feed(app, runtime, msg);
            dirty = true;
        }
        if app.screen.quit {
            break;
        }
        // The computer's move, a hint and a draw weighed show a spinner and a clock; nothing
        // else moves.
        let ticking = app
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| matches!(t.job, Job::Move(_) | Job::Hint | Job::Draw));
        if dirty || ticking {
            let effects = app.update(Msg::Clock(Instant::now()));
            runtime.execute(app, effects);
            let mut drawn = Drawn::default();
            terminal
                .draw(|frame| drawn = view::render(app, frame))
                .map_err(to_io)?;
            app.screen.drawn = drawn;
            dirty = false;
        }
        // Nothing to look at but events (and news and signals, which wake the wait): the
        // loop sleeps. Searches and analyses report through channels it looks at.
        let mut wait = if woken && !runtime.busy() {
            ASLEEP
        } else {
            IDLE
        };
        if ticking {
            wait = wait.min(Duration::from_millis(100));
        }
        // The computer's move on the clock: its answer is taken at once, as its time runs.
        let on_clock = app.session.clock.is_some()
            && app
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| matches!(t.job, Job::Move(_)));
        if on_clock {
            wait = wait.min(CLOCKED_MOVE_POLL);
        }
        // A running clock: woken when the time shown next changes, and drawn then.
        let clock_due = app.next_redraw().map(|d| app.screen.now + d);
        if let Some(due) = clock_due {
            wait = wait.min(due.saturating_duration_since(Instant::now()));
        }
        // A shared game's news cannot wake a screen whose events cannot be woken: the room
        // is looked at this often.
        if runtime.room.is_some() && !woken {
            wait = wait.min(SHARED_POLL);
        }
        // The explorer's answer is awaited from the library's thread.
        if runtime.exploring() {
            wait = wait.min(SHARED_POLL);
        }
        if app.autoplay.on {
            wait = wait.min(app.autoplay.interval().saturating_sub(last_tick.elapsed()));
        }
        if let Some(event) = events.next(wait)? {
            let msg = match event {
                Event::Key(key) => Some(Msg::Key(key)),
                Event::Mouse(mouse) => Some(Msg::Mouse(mouse)),
                Event::Resize(w, h) => Some(Msg::Resize(w, h)),
                _ => None,
            };
            if let Some(msg) = msg {
                feed(app, runtime, msg);
            }
            dirty = true;
        }
        if clock_due.is_some_and(|due| Instant::now() >= due) {
            dirty = true;
        }
        if app.autoplay.on && last_tick.elapsed() >= app.autoplay.interval() {
            last_tick = Instant::now();
            feed(app, runtime, Msg::Tick);
            dirty = true;
        } else if !app.autoplay.on {
            last_tick = Instant::now();
        }
    }
    Ok(())
}

/// The model for `options`, with its opening message (and its autosave file, for a game
/// continued from a file that is not ours): the runtime's `init`. Returns the effects the
/// model asked for on the way.
fn start(options: Options, disk: &Disk) -> (App, Vec<Effect>, Option<Box<room::Membership>>) {
    let mut effects = Vec::new();
    let mut shared = None;
    let mut app = App::new(options.game_type, options.white, options.black);
    app.saving.folders = options.folders;
    app.screen.color = options.color;
    app.screen.palette = options.palette;
    app.screen.depth = options.depth;
    app.session.game = Game::with_rules(options.game_type, options.rules);
    app.session.opponent = options.opponent;
    app.computer.ponder = options.ponder;
    match options.start {
        Start::New => effects.extend(disk.autosave_new(&mut app)),
        Start::Continue { game, autosave } => {
            app.session.game = *game;
            app.focus.cursor = app
                .session
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or(app.focus.cursor);
            match autosave {
                Some(a) => {
                    // Moves taken back before the game was left can be played again.
                    let mut ahead = app.session.game.clone();
                    for text in a.record.move_strings().skip(app.session.game.moves().len()) {
                        match ahead.play_str(text) {
                            Ok(mv) => app.session.redo.insert(0, mv),
                            Err(_) => break,
                        }
                    }
                    app.saving.autosave = Some(*a);
                    disk.hold_own(&app);
                }
                None => {
                    effects.extend(disk.autosave_new(&mut app));
                    effects.extend(disk.write_autosave(&mut app));
                }
            }
            let to_move = app.session.game.position().to_move();
            // Plies, as a game record counts them: one for each move of either side.
            let moves = crate::text::count(app.session.game.moves().len(), "ply");
            let text = if app.session.is_over() {
                format!(
                    "A finished game of {moves}: r reviews it, {}.",
                    app.session.undo_hint()
                )
            } else {
                format!(
                    "Continuing a game of {moves}. {} to move.",
                    app.session.side(to_move)
                )
            };
            app.info(text);
        }
        Start::Review {
            game,
            source,
            stamps,
        } => {
            app.saving.branch_of = source.map(|path| Source {
                path,
                moves: game.move_strings().map(str::to_string).collect(),
                stamps,
            });
            app.review_from_start(*game);
            app.saving.autosave_branches = true;
        }
        Start::Shared(member) => {
            app.session.game = member.game.clone();
            app.session.names = member.names.clone();
            app.session.opponent = None;
            app.session.seat = Some(member.seat);
            app.session.link = Link {
                here: member.here,
                invitations: member.invitations.clone(),
            };
            app.focus.cursor = app
                .session
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or_default();
            let text = match member.seat {
                Seat::Player(color) => format!(
                    "A shared game: you play {}. {} to move.",
                    color,
                    app.session.side(app.session.game.position().to_move())
                ),
                Seat::Watcher => "A shared game: you are watching.".to_string(),
            };
            app.info(text);
            // The room's clock, which runs as it says (`options.clock` is not for a seat).
            let ply = app.session.game.moves().len();
            app.session.clock = member
                .clock
                .as_ref()
                .map(|c| crate::tui::model::Timing::of_room(c, ply));
            shared = Some(member);
        }
    }
    if app.session.seat.is_none()
        && let Some(clock) = options.clock
    {
        // Where the game stands: in review, where it ended (review opens at its start).
        let ply = match app.mode {
            crate::tui::model::Mode::Review { .. } => app.autoplay.back_to,
            _ => app.session.game.moves().len(),
        };
        app.session.clock = Some(clock.timing(ply, app.screen.now));
    }
    (app, effects, shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opened(game: &str) -> String {
        let rules = crate::rules::Rules {
            opening: crate::rules::Opening::Rulebook,
            repetition: false,
        };
        opened_game(Game::parse_with_rules(game, rules).unwrap())
    }

    fn opened_game(game: Game) -> String {
        let record = crate::record::Record::from_game(&game, "Ann", "Bob", None);
        let dir = std::env::temp_dir().join("hive-unused-autosave.json");
        let (app, _, _) = start(
            Options {
                game_type: game.game_type(),
                white: "Ann".into(),
                black: "Bob".into(),
                opponent: None,
                ponder: false,
                rules: game.position().rules(),
                start: Start::Continue {
                    game: Box::new(game),
                    autosave: Some(Box::new(Autosave::new(dir, record))),
                },
                folders: Folders::default(),
                color: false,
                palette: Palette::Dark,
                depth: Depth::Ansi16,
                clock: None,
            },
            &Disk::default(),
        );
        app.screen.message.clone().unwrap().0
    }

    #[test]
    fn a_finished_game_is_opened_as_finished_not_continued() {
        // Resigned: `u` withdraws the resignation, and says so (a tester was told it takes
        // back a move).
        let mut resigned = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        resigned.resign(crate::rules::Color::White).unwrap();
        assert_eq!(
            opened_game(resigned),
            "A finished game of 2 plies: r reviews it, u withdraws the ending."
        );
        assert_eq!(
            opened("Base;InProgress;White[2];wS1;bS1 wS1-"),
            "Continuing a game of 2 plies. White (Ann) to move."
        );
        // The Black Queen surrounded (the WIN_IN_ONE position of the analysis tests, won).
        let won = r"Base;InProgress;White[6];wS1;bQ wS1-;wQ -wS1;bS1 bQ/;wA1 /wQ;bS2 bQ-;wA2 \wQ;bG1 bQ\;wA2 \bQ;bG2 bS2/;wA1 /bQ";
        assert_eq!(
            opened(won),
            "A finished game of 11 plies: r reviews it, u takes back a move."
        );
    }
}
