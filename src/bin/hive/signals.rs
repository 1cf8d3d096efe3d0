//! Signals, which the library leaves to the binary: those that end a game in the terminal
//! cleanly (SIGTERM, SIGHUP, SIGQUIT and SIGINT ask the game to end, autosaved and the
//! terminal restored, and the process then exits with 128 + the signal's number, as if
//! killed by it), and Ctrl-C in `hive uhp`, which stops a search rather than the engine.

use std::io;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

use hive::tui::Handle;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

/// The longest the game has to end by itself after a signal: once it has ended, the process
/// goes on at once.
const GRACE: Duration = Duration::from_millis(1500);

/// Watches for the signals that end the game and passes them on through its [`Handle`].
/// If the game has not ended within [`GRACE`] — crossterm's event poll can spin forever
/// once the terminal is gone (crossterm-rs/crossterm#793) — the watchdog ends the process
/// itself. Nothing is lost by that: every action that changes the position was saved
/// before the screen showed it; the watchdog lets go of the game's save locks and restores
/// the terminal first.
pub struct Watchdog {
    handle: signal_hook::iterator::Handle,
    thread: JoinHandle<()>,
    /// Dropped when the game has ended ([`Watchdog::stop`]): a watchdog waiting out its
    /// grace stops waiting then, rather than sleeping the rest of it.
    ended: mpsc::Sender<()>,
}

impl Watchdog {
    /// Starts watching, for the game run with `game`.
    pub fn start(game: Handle) -> io::Result<Watchdog> {
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGQUIT, SIGINT])?;
        let handle = signals.handle();
        let (ended, game_ended) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let Some(number) = signals.forever().next() else {
                return;
            };
            game.stop(number);
            // The game ended in time (the sender dropped): the caller exits as it should.
            let waited = game_ended.recv_timeout(GRACE);
            if !matches!(waited, Err(mpsc::RecvTimeoutError::Timeout)) {
                return;
            }
            // Still here: the game's loop is stuck.
            game.release_saves();
            // Restoring writes to the terminal, which may block when it is gone or paused;
            // a plain game changed nothing there and gets nothing written.
            let (done, restored) = mpsc::channel();
            std::thread::spawn(move || {
                game.restore_terminal();
                let _ = done.send(());
            });
            let _ = restored.recv_timeout(Duration::from_millis(300));
            std::process::exit(128 + number);
        });
        Ok(Watchdog {
            handle,
            thread,
            ended,
        })
    }

    /// Stops watching, the game having ended: the signals' handlers are removed, and they
    /// act as they did before the game. A watchdog within its grace lets the caller go on
    /// at once.
    pub fn stop(self) {
        drop(self.ended);
        self.handle.close();
        let _ = self.thread.join();
    }
}

/// Passes SIGINT on to `interrupt` on a thread of its own, until dropped.
pub struct Sigint(signal_hook::iterator::Handle);

impl Sigint {
    /// Starts watching for SIGINT.
    pub fn watch(interrupt: impl Fn() + Send + 'static) -> io::Result<Sigint> {
        let mut signals = Signals::new([SIGINT])?;
        let handle = signals.handle();
        std::thread::Builder::new()
            .name("uhp-sigint".to_string())
            .spawn(move || {
                for _ in signals.forever() {
                    interrupt();
                }
            })?;
        Ok(Sigint(handle))
    }
}

impl Drop for Sigint {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// A flag Ctrl-C sets (a second Ctrl-C ends the program at once, exit 130, as usual).
/// Without the handler (it could not be installed) the flag is never set and Ctrl-C kills
/// as before.
pub fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    // The order matters: the exit is armed before the flag is set by the first signal.
    let _ = signal_hook::flag::register_conditional_shutdown(SIGINT, 130, Arc::clone(&stop))
        .and_then(|_| signal_hook::flag::register(SIGINT, Arc::clone(&stop)));
    stop
}
