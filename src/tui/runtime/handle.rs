//! What the program that runs a game holds of it: a [`Handle`] to stop or wake it from
//! another thread, and how it [`Ended`].

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::disk::Locks;
use super::source::Waker;

/// What another thread may do to a running game: ask it to end as for a signal (it is
/// autosaved, and [`Ended::signal`] says which), or let go of its save locks when the
/// caller must end the process without waiting for it.
#[derive(Clone, Debug, Default)]
pub struct Handle {
    pub(super) signal: Arc<AtomicUsize>,
    pub(super) locks: Locks,
    pub(super) wake: Wake,
    /// Whether the game put the terminal in raw mode on the alternate screen (the board
    /// does; plain mode never does, and nothing of it may be undone by escape sequences).
    pub(super) entered: Arc<AtomicBool>,
}

/// The running game's [`Waker`], once its loop has one.
#[derive(Clone, Default)]
pub(super) struct Wake(Arc<Mutex<Option<Waker>>>);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

impl Wake {
    pub(super) fn set(&self, waker: Option<Waker>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = waker;
    }

    pub(super) fn wake(&self) {
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

    /// The signal the game was asked to end for ([`Handle::stop`]), if it was.
    pub fn signal(&self) -> Option<i32> {
        i32::try_from(self.signal.load(Ordering::Relaxed))
            .ok()
            .filter(|&n| n != 0)
    }

    /// Whether the game was asked to end ([`Handle::stop`]).
    pub fn is_stopped(&self) -> bool {
        self.signal.load(Ordering::Relaxed) != 0
    }

    /// Puts the terminal back as the game found it, for a caller ending the process
    /// without waiting for the game: only what the game changed (raw mode, the alternate
    /// screen, the mouse), so a plain game's output gets no escape sequence.
    pub fn restore_terminal(&self) {
        if self.entered.load(Ordering::Relaxed) {
            super::terminal::restore();
        }
    }

    /// Lets go of every save the game holds locked.
    pub fn release_saves(&self) {
        self.locks.release();
    }
}

/// How a game in the terminal ended, for the program that ran it.
#[derive(Debug)]
pub struct Ended {
    /// Why the game's last moves are not in its file, when they are not: its autosave
    /// failed and the player quit all the same.
    pub unsaved: Option<String>,
    /// The signal that ended it ([`Handle::stop`]), if one did.
    pub signal: Option<i32>,
    /// Why the room of a shared game sent this screen out, if it did.
    pub sent_out: Option<String>,
}
