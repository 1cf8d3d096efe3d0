//! The terminal game in the Elm shape: a model ([`app::App`]) of small sub-states, one
//! message type per mode read from one key table ([`keys`]), an update that returns
//! effects ([`app::Effect`]) instead of doing I/O, views ([`view`]) that borrow the model
//! and record where they drew things, and the small runtime below that reads events,
//! draws, and carries the effects out (autosave, searches on a worker thread, signals).

pub mod app;
pub mod camera;
pub mod computer;
pub mod keys;
pub mod layout;
mod play;
pub mod review;
pub mod saving;
pub mod terminal;
pub mod view;
pub mod words;

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event};

use crate::engine::ai::{Level, Limits, Search, SearchResult, best_move};
use crate::rules::{Game, GameType};
use app::{App, Effect};
use computer::{HINT_TIME, Job};

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
    pub opponent: Option<computer::Opponent>,
    /// The rules a new game is played under (a game in `start` brings its own).
    pub rules: crate::rules::Rules,
    /// What to open.
    pub start: Start,
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
        autosave: Option<Box<saving::Autosave>>,
    },
    /// A recorded game opened at its first ply in review mode; playing on from any ply
    /// starts a new autosave file, so the recorded one is never changed.
    Review {
        /// The recorded game, all its moves played.
        game: Box<Game>,
        /// The file it was read from: a game played on from it names it as its parent.
        source: Option<std::path::PathBuf>,
    },
}

/// The signals that end the game cleanly: the terminal is restored and the game autosaved.
const SIGNALS: [i32; 4] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGQUIT,
    signal_hook::consts::SIGINT,
];

/// The longest the loop waits for input before looking at signals and searches again.
const IDLE: Duration = Duration::from_millis(200);

/// Runs the game until the player quits or a signal ends it.
///
/// On SIGTERM, SIGHUP, SIGQUIT or SIGINT the game is autosaved, the terminal restored, and
/// the process exits with status 128 + the signal's number, as if killed by it.
pub fn run(options: Options) -> io::Result<()> {
    let signal = Arc::new(AtomicUsize::new(0));
    let watchdog = Watchdog::start(Arc::clone(&signal))?;
    let mut guard = terminal::Guard::enter()?;
    let mut app = start(options);
    app.color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let mut runtime = Runtime::default();
    let size = guard.terminal.size()?;
    let effects = app.on_resize(size.width, size.height);
    runtime.execute(&mut app, effects);
    let ended = event_loop(&mut guard, &mut app, &mut runtime, &signal);
    runtime.stop();
    let signalled = signal.load(Ordering::Relaxed);
    if signalled != 0 || ended.is_err() {
        // A signal, or a terminal that stopped answering (hung up): the game is kept.
        app.write_autosave();
    }
    saving::release_saves();
    drop(guard);
    if signalled != 0 {
        std::process::exit(128 + signalled as i32);
    }
    // From here the signals act as they did before the game.
    watchdog.stop();
    ended
}

/// Watches for the signals that end the game. The event loop sees the signal's number and
/// leaves; if it has not within [`GRACE`] — crossterm's event poll can spin forever once the
/// terminal is gone (crossterm-rs/crossterm#793) — the watchdog ends the process itself.
/// Nothing is lost by that: every action that changes the position was saved before the
/// screen showed it; the watchdog releases our save locks and restores the terminal.
struct Watchdog {
    handle: signal_hook::iterator::Handle,
    thread: std::thread::JoinHandle<()>,
}

/// How long the event loop has to end by itself after a signal.
const GRACE: Duration = Duration::from_millis(1500);

impl Watchdog {
    fn start(signal: Arc<AtomicUsize>) -> io::Result<Watchdog> {
        let mut signals = signal_hook::iterator::Signals::new(SIGNALS)?;
        let handle = signals.handle();
        let thread = std::thread::spawn(move || {
            let Some(number) = signals.forever().next() else {
                return;
            };
            signal.store(number as usize, Ordering::Relaxed);
            std::thread::sleep(GRACE);
            // Still here: the loop is stuck.
            saving::release_saves();
            // Restoring writes to the terminal, which may block when it is gone or paused.
            let (done, restored) = mpsc::channel();
            std::thread::spawn(move || {
                terminal::restore();
                let _ = done.send(());
            });
            let _ = restored.recv_timeout(Duration::from_millis(300));
            std::process::exit(128 + number);
        });
        Ok(Watchdog { handle, thread })
    }

    /// Stops watching: the signals' handlers are removed.
    fn stop(self) {
        self.handle.close();
        let _ = self.thread.join();
    }
}

/// Draws, reads events and runs the effects they give until the game quits or a signal
/// arrives (`signal` becomes its number).
fn event_loop(
    guard: &mut terminal::Guard,
    app: &mut App,
    runtime: &mut Runtime,
    signal: &AtomicUsize,
) -> io::Result<()> {
    let mut dirty = true;
    let mut last_tick = Instant::now();
    while !app.quit && signal.load(Ordering::Relaxed) == 0 {
        if dirty || app.thinking.is_some() {
            let mut drawn = view::Drawn::default();
            guard
                .terminal
                .draw(|frame| drawn = view::render(app, frame))?;
            app.drawn = drawn;
            dirty = false;
        }
        let mut wait = IDLE;
        if app.thinking.is_some() {
            wait = wait.min(Duration::from_millis(100));
        }
        if app.autoplay.is_some() {
            wait = wait.min(app.interval().saturating_sub(last_tick.elapsed()));
        }
        if event::poll(wait)? {
            let effects = match event::read()? {
                Event::Key(key) => app.on_key(key),
                Event::Mouse(mouse) => app.on_mouse(mouse),
                Event::Resize(w, h) => app.on_resize(w, h),
                _ => Vec::new(),
            };
            runtime.execute(app, effects);
            dirty = true;
        }
        if app.autoplay.is_some() && last_tick.elapsed() >= app.interval() {
            last_tick = Instant::now();
            let effects = app.tick();
            runtime.execute(app, effects);
            dirty = true;
        } else if app.autoplay.is_none() {
            last_tick = Instant::now();
        }
        if let Some(effects) = runtime.poll(app) {
            runtime.execute(app, effects);
            dirty = true;
        }
    }
    Ok(())
}

/// The model for `options`, with its opening message (and its autosave file, for a game
/// continued from a file that is not ours).
fn start(options: Options) -> App {
    let mut app = App::new(options.game_type, options.white, options.black);
    app.folders = saving::Folders::of_user();
    app.game = Game::with_rules(options.game_type, options.rules);
    app.opponent = options.opponent;
    match options.start {
        Start::New => app.autosave_new(),
        Start::Continue { game, autosave } => {
            app.game = *game;
            app.cursor = app
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or(app.cursor);
            match autosave {
                Some(a) => {
                    // Moves taken back before the game was left can be played again.
                    let mut ahead = app.game.clone();
                    for text in a.record.move_strings().skip(app.game.moves().len()) {
                        match ahead.play_str(text) {
                            Ok(mv) => app.redo.insert(0, mv),
                            Err(_) => break,
                        }
                    }
                    app.autosave = Some(*a);
                }
                None => {
                    app.autosave_new();
                    app.write_autosave();
                }
            }
            let to_move = app.game.position().to_move();
            let text = format!(
                "Continuing a game of {}. {} to move.",
                words::count(app.game.moves().len(), "move"),
                app.side(to_move)
            );
            app.info(text);
        }
        Start::Review { game, source } => {
            app.branch_of = source.map(|path| saving::Source {
                path,
                moves: game.move_strings().map(str::to_string).collect(),
            });
            app.review_from_start(*game);
            app.autosave_branches = true;
        }
    }
    app
}

/// A search running on a worker thread.
struct Worker {
    stop: Arc<AtomicBool>,
    answer: Receiver<SearchResult>,
}

/// Carries out the model's effects: the only place that writes files or starts threads.
#[derive(Default)]
struct Runtime {
    worker: Option<Worker>,
}

impl Runtime {
    fn execute(&mut self, app: &mut App, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Autosave => app.write_autosave(),
                Effect::StopSearch => self.stop(),
                Effect::Search { position, job } => {
                    self.stop();
                    // The game's history lets the search know the repetition rule.
                    let game = (app.game.position() == &*position).then(|| app.game.clone());
                    self.worker = Some(spawn(*position, game, job));
                }
                Effect::SaveCopy { path, replace } => app.write_copy(path, replace),
            }
        }
    }

    /// Hands a finished search's answer to the model; returns the effects it asks for.
    fn poll(&mut self, app: &mut App) -> Option<Vec<Effect>> {
        let worker = self.worker.as_ref()?;
        let answer = match worker.answer.try_recv() {
            Ok(result) => Some(result),
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => None,
        };
        self.worker = None;
        Some(app.on_search_done(answer))
    }

    /// Stops the search under way, if any (its answer is dropped).
    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Starts a search of `position` (with the `game` that led to it, when known) for `job` on
/// a new thread.
fn spawn(position: crate::rules::Position, game: Option<Game>, job: Job) -> Worker {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop);
    std::thread::spawn(move || {
        let result = match (job, &game) {
            (Job::Hint, Some(game)) => {
                Search::default().run_game(game, Limits::time(HINT_TIME), &flag)
            }
            (Job::Hint, None) => best_move(&position, Limits::time(HINT_TIME), &flag),
            (Job::Move(level), game) => {
                let mb = if level >= Level::Strong { 32 } else { 4 };
                let mut search = Search::new(mb);
                match game {
                    Some(game) => level.pick_in_game(&mut search, game, &flag),
                    None => level.pick_with(&mut search, &position, &flag),
                }
            }
        };
        // The receiver may be gone (the player undid or quit); nothing to report then.
        let _ = tx.send(result);
    });
    Worker { stop, answer: rx }
}
