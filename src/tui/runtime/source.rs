//! Where a game's events come from, and what wakes the game's wait for them.

use std::io;
use std::sync::{Arc, mpsc};
use std::time::Duration;

use ratatui::crossterm::event::Event;

/// Where a game's events come from: the local terminal (crossterm's, read on a thread of its
/// own for [`super::run`], so that news can wake the game) or, for a game served elsewhere or
/// tested, a channel.
pub trait Events {
    /// The next event, waiting at most `wait` for one; an error when the source is gone
    /// (a terminal hung up, a channel closed). `None` when the wait ran out or the source
    /// was woken ([`Events::waker`]).
    fn next(&mut self, wait: Duration) -> io::Result<Option<Event>>;

    /// What wakes a [`Events::next`] that waits, from another thread, if the source can be
    /// woken: the game then sleeps until an event or news comes. A source that cannot be
    /// woken has the game look for a shared game's news many times a second.
    fn waker(&self) -> Option<Waker> {
        None
    }
}

/// Wakes a game's loop from its wait for events (news for it, or a signal to end).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

impl Events for mpsc::Receiver<Event> {
    fn next(&mut self, wait: Duration) -> io::Result<Option<Event>> {
        match self.recv_timeout(wait) {
            Ok(event) => Ok(Some(event)),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the events' sender is gone",
            )),
        }
    }
}
