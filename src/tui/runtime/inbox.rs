//! The local terminal's events as one inbox that other threads can wake: a reader thread
//! passes crossterm's events on through a channel, and a [`super::Handle`]'s wake (a shared
//! game's room with news, a signal) drops a wake-up into the same channel. The game's loop
//! then sleeps until something happens instead of looking for news many times a second:
//! an idle game costs next to nothing.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use ratatui::crossterm::event::{self, Event};

use super::source::{Events, Waker};

/// How long the reader waits for the terminal before it looks whether the game has ended.
/// It is the most its thread outlives the game by; a second is nothing for a thread that
/// only waits.
const READ_WAIT: Duration = Duration::from_secs(1);

/// What comes to the inbox.
enum Input {
    /// The terminal's event.
    Event(Event),
    /// Another thread has news for the game: it looks now.
    Wake,
    /// The terminal cannot be read any more (hung up).
    Failed(io::Error),
}

/// The local terminal's events and wake-ups, in the order they came.
pub(crate) struct Inbox {
    input: Receiver<Input>,
    sender: Sender<Input>,
    /// Set when the inbox is dropped: the reader stops at its next look.
    done: Arc<AtomicBool>,
}

impl Inbox {
    /// Starts reading the terminal on a thread of its own (an error when no thread can be
    /// had).
    pub(crate) fn start() -> io::Result<Inbox> {
        // crossterm starts watching for resizes (SIGWINCH) at its first look at the
        // terminal: looked at here, before the first frame is drawn, a resize right after it
        // is never missed while the reader thread is still starting (a test saw that happen
        // on a loaded machine).
        event::poll(Duration::ZERO)?;
        let (sender, input) = mpsc::channel();
        let done = Arc::new(AtomicBool::new(false));
        let events = sender.clone();
        let stop = Arc::clone(&done);
        std::thread::Builder::new()
            .name("hive-terminal".into())
            .spawn(move || read_terminal(&events, &stop))?;
        Ok(Inbox {
            input,
            sender,
            done,
        })
    }
}

/// Passes the terminal's events on until the inbox is gone or the terminal fails. An event
/// that is ready when the inbox is gone is left unread, for whoever reads the terminal
/// next.
fn read_terminal(events: &Sender<Input>, done: &AtomicBool) {
    while !done.load(Ordering::Relaxed) {
        let ready = match event::poll(READ_WAIT) {
            Ok(ready) => ready,
            Err(e) => {
                let _ = events.send(Input::Failed(e));
                return;
            }
        };
        if !ready || done.load(Ordering::Relaxed) {
            continue;
        }
        let input = match event::read() {
            Ok(event) => Input::Event(event),
            Err(e) => Input::Failed(e),
        };
        let failed = matches!(input, Input::Failed(_));
        if events.send(input).is_err() || failed {
            return;
        }
    }
}

impl Drop for Inbox {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

impl Events for Inbox {
    fn next(&mut self, wait: Duration) -> io::Result<Option<Event>> {
        match self.input.recv_timeout(wait) {
            Ok(Input::Event(event)) => Ok(Some(event)),
            Ok(Input::Wake) | Err(RecvTimeoutError::Timeout) => Ok(None),
            Ok(Input::Failed(e)) => Err(e),
            // The inbox holds a sender itself: never disconnected while it lives.
            Err(RecvTimeoutError::Disconnected) => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the terminal's reader is gone",
            )),
        }
    }

    fn waker(&self) -> Option<Waker> {
        let sender = self.sender.clone();
        // A game that has ended has no inbox: nothing to wake, and the wake is dropped.
        Some(Arc::new(move || {
            let _ = sender.send(Input::Wake);
        }))
    }
}
