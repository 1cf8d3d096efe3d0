//! The terminal game in the Elm shape:
//!
//! - model: [`app::App`], sub-states that own their data (session, focus, mode, computer,
//!   auto-play, saving, screen);
//! - messages: [`app::Msg`], everything the model hears (keys, clicks, resizes, the clock,
//!   auto-play ticks, search answers, analysis news, save reports); per mode, a key becomes
//!   that mode's action through its table in [`keys`], which also writes the help page;
//! - update: [`app::App::update`], which changes the model and returns [`app::Effect`]s
//!   (autosave, start or stop a search or the analysis, save a copy) instead of doing I/O;
//! - views: [`view`], which borrow the model and record where they drew things
//!   ([`view::Drawn`]); the update hit-tests clicks against that record;
//! - runtime: below, it reads terminal events, draws, turns events into messages and
//!   handles signals; `runtime` carries the effects out (writing files through
//!   [`saving`]'s runtime side, searching on worker threads) and turns what comes back
//!   into messages too.

pub mod app;
pub mod camera;
pub mod computer;
mod dialogs;
pub mod keys;
pub mod layout;
pub mod mouse;
mod play;
pub mod review;
mod runtime;
pub mod saving;
pub mod terminal;
pub mod view;
pub mod words;

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event};

use crate::rules::{Game, GameType};
use app::{App, Effect, Msg};
use computer::Job;
use runtime::{Runtime, feed};

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
    /// Against the computer: it thinks on the player's time too (`t` switches it).
    pub ponder: bool,
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
        /// When each move was played, where the file says (copied into a game played on).
        stamps: Vec<Option<crate::record::Stamp>>,
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
pub fn run(options: Options) -> io::Result<Ended> {
    let signal = Arc::new(AtomicUsize::new(0));
    let watchdog = Watchdog::start(Arc::clone(&signal))?;
    let mut guard = terminal::Guard::enter()?;
    let (mut app, effects) = start(options);
    app.screen.color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let mut runtime = Runtime::default();
    runtime.execute(&mut app, effects);
    let size = guard.terminal.size()?;
    feed(&mut app, &mut runtime, Msg::Resize(size.width, size.height));
    let ended = event_loop(&mut guard, &mut app, &mut runtime, &signal);
    runtime.stop();
    runtime.stop_analysis();
    let signalled = signal.load(Ordering::Relaxed);
    if signalled != 0 || ended.is_err() {
        // A signal, or a terminal that stopped answering (hung up): the game is kept. What
        // the model says of it is moot now: the game is ending.
        let _ = app.write_autosave();
    }
    saving::release_saves();
    drop(guard);
    if signalled != 0 {
        std::process::exit(128 + signalled as i32);
    }
    // From here the signals act as they did before the game.
    watchdog.stop();
    ended.map(|()| Ended {
        unsaved: app.saving.unsaved.take(),
    })
}

/// How a game in the terminal ended, for the program that ran it.
#[derive(Debug)]
pub struct Ended {
    /// Why the game's last moves are not in its file, when they are not: its autosave
    /// failed and the player quit all the same.
    pub unsaved: Option<String>,
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
    while !app.screen.quit && signal.load(Ordering::Relaxed) == 0 {
        // The computer's move and a hint show a spinner and a clock; nothing else moves.
        let ticking = app
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| matches!(t.job, Job::Move(_) | Job::Hint));
        if dirty || ticking {
            let effects = app.update(Msg::Clock(Instant::now()));
            runtime.execute(app, effects);
            let mut drawn = view::Drawn::default();
            guard
                .terminal
                .draw(|frame| drawn = view::render(app, frame))?;
            app.screen.drawn = drawn;
            dirty = false;
        }
        let mut wait = IDLE;
        if ticking {
            wait = wait.min(Duration::from_millis(100));
        }
        if app.autoplay.on {
            wait = wait.min(app.autoplay.interval().saturating_sub(last_tick.elapsed()));
        }
        if event::poll(wait)? {
            let event = event::read()?;
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
        if app.autoplay.on && last_tick.elapsed() >= app.autoplay.interval() {
            last_tick = Instant::now();
            feed(app, runtime, Msg::Tick);
            dirty = true;
        } else if !app.autoplay.on {
            last_tick = Instant::now();
        }
        for msg in runtime.poll() {
            feed(app, runtime, msg);
            dirty = true;
        }
    }
    Ok(())
}

/// The model for `options`, with its opening message (and its autosave file, for a game
/// continued from a file that is not ours): the runtime's `init`. Returns the effects the
/// model asked for on the way.
fn start(options: Options) -> (App, Vec<Effect>) {
    let mut effects = Vec::new();
    let mut app = App::new(options.game_type, options.white, options.black);
    app.saving.folders = saving::Folders::of_user();
    app.session.game = Game::with_rules(options.game_type, options.rules);
    app.session.opponent = options.opponent;
    app.computer.ponder = options.ponder;
    match options.start {
        Start::New => effects.extend(app.autosave_new()),
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
                }
                None => {
                    effects.extend(app.autosave_new());
                    effects.extend(app.write_autosave());
                }
            }
            let to_move = app.session.game.position().to_move();
            let moves = crate::text::count(app.session.game.moves().len(), "move");
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
            app.saving.branch_of = source.map(|path| saving::Source {
                path,
                moves: game.move_strings().map(str::to_string).collect(),
                stamps,
            });
            app.review_from_start(*game);
            app.saving.autosave_branches = true;
        }
    }
    (app, effects)
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
        let (app, _) = start(Options {
            game_type: game.game_type(),
            white: "Ann".into(),
            black: "Bob".into(),
            opponent: None,
            ponder: false,
            rules: game.position().rules(),
            start: Start::Continue {
                game: Box::new(game),
                autosave: Some(Box::new(saving::Autosave::new(dir, record))),
            },
        });
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
            "A finished game of 2 moves: r reviews it, u withdraws the ending."
        );
        assert_eq!(
            opened("Base;InProgress;White[2];wS1;bS1 wS1-"),
            "Continuing a game of 2 moves. White (Ann) to move."
        );
        // The Black Queen surrounded (the WIN_IN_ONE position of the analysis tests, won).
        let won = r"Base;InProgress;White[6];wS1;bQ wS1-;wQ -wS1;bS1 bQ/;wA1 /wQ;bS2 bQ-;wA2 \wQ;bG1 bQ\;wA2 \bQ;bG2 bS2/;wA1 /bQ";
        assert_eq!(
            opened(won),
            "A finished game of 11 moves: r reviews it, u takes back a move."
        );
    }
}
