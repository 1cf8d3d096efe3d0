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
mod games;
mod handle;
mod inbox;
mod init;
mod kept;
mod plain;
pub(crate) mod sgr;
mod source;
mod study;
pub mod terminal;
mod workers;

use std::error::Error;
use std::io;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::crossterm::event::Event;

use crate::tui::layout::Drawn;
use crate::tui::model::{App, Job, Msg};
use crate::tui::view;
use disk::Disk;
use effects::{Runtime, feed};
pub use handle::{Ended, Handle};
pub use init::{ClockStart, Options, Start};
pub use kept::{Easels, Keep, KeepsFrame, KeptFrame};
pub use plain::{
    Input as PlainInput, Keys, Lines, Source, Typed, Voice, read_lines, run_plain, run_plain_on,
    typed as plain_typed,
};
pub use source::{Events, Waker};
pub use study::{Study, Turn, Turns};

/// A backend's error as an I/O error: itself when it is one (crossterm's are).
fn to_io(error: impl Error + Send + Sync + 'static) -> io::Error {
    let boxed: Box<dyn Error + Send + Sync> = Box::new(error);
    match boxed.downcast::<io::Error>() {
        Ok(error) => *error,
        Err(other) => io::Error::other(other),
    }
}

/// Draws a frame as [`Terminal::draw`] does, keeping one buffer between frames instead of
/// two: the frame on the screen, which the next is compared with. ratatui keeps a spare
/// buffer of the whole screen beside it (about 90 KB at 80×24), which a server of a
/// thousand screens pays for a thousand times over; it is made again for each frame and
/// let go once the frame is out. A backend that keeps the last frame itself
/// ([`KeepsFrame`]) keeps it in 3 bytes a cell, and ratatui keeps no buffer at all between
/// frames ([`Keep`]).
pub fn draw_lean<B: KeepsFrame>(
    terminal: &mut Terminal<B>,
    render: impl FnOnce(&mut ratatui::Frame),
) -> Result<(), B::Error> {
    // A resize clears the screen, and a backend that keeps its frame forgets it.
    terminal.autoresize()?;
    let area = terminal.get_frame().area();
    if terminal.backend_mut().keep().is_some() {
        return kept::draw_kept(terminal, render, area);
    }
    let spare = terminal.current_buffer_mut();
    if spare.area != area {
        *spare = ratatui::buffer::Buffer::empty(area);
    }
    terminal.draw(render)?;
    *terminal.current_buffer_mut() = ratatui::buffer::Buffer::default();
    Ok(())
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
    handle
        .entered
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let mut inbox = inbox::Inbox::start()?;
    run_on(&mut guard.terminal, &mut inbox, options, handle)
}

/// Runs the game on `terminal`, reading `events`, until the player quits, [`Handle::stop`]
/// asks it to end or the events stop: the game is autosaved and its save locks let go.
pub fn run_on<B: KeepsFrame>(
    terminal: &mut Terminal<B>,
    events: &mut impl Events,
    options: Options,
    handle: &Handle,
) -> io::Result<Ended>
where
    B::Error: Error + Send + Sync + 'static,
{
    // Set up on a thread of its own, let go once the game is made: setting up touches about
    // 40 KB of stack, which the game's own thread would keep for as long as the game runs,
    // and a server runs a game's thread for each of its thousands of guests.
    let size = terminal.size().map_err(to_io)?;
    let waker = events.waker();
    let begin = || Stepped::begin(size, waker, options, handle);
    let game = std::thread::scope(|scope| {
        let made = std::thread::Builder::new().spawn_scoped(scope, begin);
        made.map(|thread| thread.join())
    });
    let mut game = match game {
        Ok(Ok(game)) => game,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(error) => return Err(error),
    };
    let looped = (|| {
        while let Some(wait) = game.prepare(terminal)? {
            let event = events.next(wait)?;
            game.take(event);
        }
        Ok(())
    })();
    game.end(looped)
}

/// How often the loop looks for the computer's answer while it thinks on the clock.
const CLOCKED_MOVE_POLL: Duration = Duration::from_millis(10);

/// How often a screen in a shared game looks for news at least.
const SHARED_POLL: Duration = Duration::from_millis(40);

/// A game run a turn at a time by whoever waits for its events: [`run_on`] on a thread of
/// its own, or a server's task among thousands on a few threads. Each turn it is
/// [`Stepped::prepare`]d (news read, the frame drawn, the wait chosen), then
/// [`Stepped::take`]s what came: an event, or nothing when the wait ran out or it was
/// woken. [`Stepped::end`] autosaves it and says how it ended.
pub struct Stepped {
    /// Kept on the heap: whoever steps the game holds nothing larger than a pointer of it.
    game: Box<(App, Runtime)>,
    disk: Disk,
    handle: Handle,
    /// What changed since the last frame.
    dirty: bool,
    last_tick: Instant,
    /// Whether its events can be woken (news and signals wake them), so the game may sleep.
    woken: bool,
    /// When the clock shown next changes, as the last turn's frame saw it.
    clock_due: Option<Instant>,
}

impl Stepped {
    /// Sets the game up for a terminal of `size`, its news and signals calling `waker`
    /// (the events' [`Events::waker`]) where its events can be woken.
    pub fn begin(
        size: ratatui::layout::Size,
        waker: Option<Waker>,
        options: Options,
        handle: &Handle,
    ) -> Stepped {
        let disk = Disk {
            locks: handle.locks.clone(),
        };
        let mut game = Box::new(Runtime::begin(options, &disk));
        let woken = waker.is_some();
        handle.wake.set(waker);
        let (app, runtime) = &mut *game;
        feed(app, runtime, Msg::Resize(size.width, size.height));
        Stepped {
            game,
            disk,
            handle: handle.clone(),
            dirty: true,
            last_tick: Instant::now(),
            woken,
            clock_due: None,
        }
    }

    /// Reads what came while the game waited (news, searches), draws the frame when
    /// something changed, and says how long the game may wait for its next event; `None`
    /// once it has ended (the player quit, or it was asked to end).
    pub fn prepare<B: KeepsFrame>(
        &mut self,
        terminal: &mut Terminal<B>,
    ) -> io::Result<Option<Duration>>
    where
        B::Error: Error + Send + Sync + 'static,
    {
        if self.ended() {
            return Ok(None);
        }
        let (app, runtime) = &mut *self.game;
        // What came while the loop waited (news from before a waker was set too).
        for msg in runtime.poll() {
            feed(app, runtime, msg);
            self.dirty = true;
        }
        if app.screen.quit {
            return Ok(None);
        }
        // The computer's move, a hint and a draw weighed show a spinner and a clock; nothing
        // else moves.
        let ticking = app
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| matches!(t.job, Job::Move(_) | Job::Hint | Job::Draw));
        if self.dirty || ticking {
            let effects = app.update(Msg::Clock(Instant::now()));
            runtime.execute(app, effects);
            let mut drawn = Drawn::default();
            draw_lean(terminal, |frame| drawn = view::render(app, frame)).map_err(to_io)?;
            app.screen.drawn = drawn;
            self.dirty = false;
        }
        // Nothing to look at but events (and news and signals, which wake the wait): the
        // loop sleeps. Searches and analyses report through channels it looks at.
        let mut wait = if self.woken && !runtime.busy() {
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
        self.clock_due = app.next_redraw().map(|d| app.screen.now + d);
        if let Some(due) = self.clock_due {
            wait = wait.min(due.saturating_duration_since(Instant::now()));
        }
        // A shared game's news cannot wake a screen whose events cannot be woken: the room
        // is looked at this often.
        if runtime.room.is_some() && !self.woken {
            wait = wait.min(SHARED_POLL);
        }
        // The explorer's answer is awaited from the library's thread, and so is the games
        // screen's list.
        if runtime.exploring() || runtime.listing() || runtime.judging() {
            wait = wait.min(SHARED_POLL);
        }
        if app.autoplay.on {
            wait = wait.min(
                app.autoplay
                    .interval()
                    .saturating_sub(self.last_tick.elapsed()),
            );
        }
        Ok(Some(wait))
    }

    /// Takes what the wait brought: an event, or `None` when it ran out or was woken.
    pub fn take(&mut self, event: Option<Event>) {
        let (app, runtime) = &mut *self.game;
        if let Some(event) = event {
            let msg = match event {
                Event::Key(key) => Some(Msg::Key(key)),
                Event::Mouse(mouse) => Some(Msg::Mouse(mouse)),
                Event::Resize(w, h) => Some(Msg::Resize(w, h)),
                _ => None,
            };
            if let Some(msg) = msg {
                feed(app, runtime, msg);
            }
            self.dirty = true;
        }
        if self.clock_due.is_some_and(|due| Instant::now() >= due) {
            self.dirty = true;
        }
        if app.autoplay.on && self.last_tick.elapsed() >= app.autoplay.interval() {
            self.last_tick = Instant::now();
            feed(app, runtime, Msg::Tick);
            self.dirty = true;
        } else if !app.autoplay.on {
            self.last_tick = Instant::now();
        }
    }

    /// Whether the game has ended: the player quit, or it was asked to end.
    pub fn ended(&self) -> bool {
        self.game.0.screen.quit || self.handle.signal.load(Ordering::Relaxed) != 0
    }

    /// Ends the game, whose turns came to `looped` (an error when its terminal or events
    /// failed): its searches stopped, autosaved when a signal or a failure ended it, its
    /// save locks let go.
    pub fn end(mut self, looped: io::Result<()>) -> io::Result<Ended> {
        let (app, runtime) = &mut *self.game;
        let handle = &self.handle;
        handle.wake.set(None);
        runtime.stop();
        runtime.stop_analysis();
        let signalled = handle.signal.load(Ordering::Relaxed);
        if (signalled != 0 || looped.is_err()) && runtime.room.is_none() {
            // A signal, or a terminal that stopped answering (hung up): the game is kept.
            // What the model says of it is moot now: the game is ending.
            let _ = self.disk.write_autosave(app);
        }
        handle.release_saves();
        looped.map(|()| Ended {
            sent_out: app.session.link.sent_out.take(),
            unsaved: app.saving.unsaved.take(),
            signal: i32::try_from(signalled).ok().filter(|&n| n != 0),
        })
    }
}

#[cfg(test)]
mod tests {
    use ratatui::backend::TestBackend;
    use ratatui::widgets::Paragraph;

    use super::*;

    /// Frames of different text and sizes: each drawn lean and by ratatui's own
    /// double-buffered draw leave the same screen, and the lean terminal keeps no spare.
    #[test]
    fn a_lean_draw_leaves_the_screen_a_double_buffered_one_does() {
        let mut lean = Terminal::new(TestBackend::new(20, 4)).unwrap();
        let mut full = Terminal::new(TestBackend::new(20, 4)).unwrap();
        let frames = [
            (20, 4, "wQ wS1\nbG1 -"),
            (20, 4, "wQ wS1\nbG1 - bA1"),
            (20, 4, "x"),
            (12, 3, "a much longer line that wraps"),
            (12, 3, ""),
            (30, 5, "ёж и żółw, čáp"),
        ];
        for (width, height, text) in frames {
            for t in [&mut lean, &mut full] {
                t.backend_mut().resize(width, height);
            }
            let render = |f: &mut ratatui::Frame| {
                f.render_widget(
                    Paragraph::new(text).wrap(ratatui::widgets::Wrap { trim: false }),
                    f.area(),
                )
            };
            draw_lean(&mut lean, render).unwrap();
            full.draw(render).unwrap();
            assert_eq!(lean.backend().buffer(), full.backend().buffer(), "{text:?}");
            assert_eq!(
                lean.current_buffer_mut().content.len(),
                0,
                "a spare was kept"
            );
        }
    }
}
