//! What other threads may tell a session: stop the running search or perft (Ctrl-C, end
//! of input), or leave (Ctrl-C while nothing runs).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Shared between the session (which runs commands) and whoever watches for interrupts
/// and the end of input.
#[derive(Debug, Default)]
pub(crate) struct Control {
    /// The stop flag the running search or perft reads.
    stop: AtomicBool,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// A search or perft is running.
    busy: bool,
    /// The session should end before its next command.
    quit: bool,
}

/// What an interrupt did.
#[cfg_attr(not(all(unix, feature = "cli")), allow(dead_code))]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Interrupt {
    /// It stopped the running search or perft, which answers what it has.
    Stopped,
    /// Nothing was running: the session is to end.
    Quit,
}

impl Control {
    fn state(&self) -> MutexGuard<'_, State> {
        // The state is two booleans: a panic elsewhere cannot leave it half-written.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Marks a search or perft as running until the guard is dropped; its stop flag is
    /// [`Busy::stop`]. Raised at once if the session was asked to end meanwhile.
    pub(crate) fn start(&self) -> Busy<'_> {
        let state = {
            let mut state = self.state();
            state.busy = true;
            state.quit
        };
        self.stop.store(state, Ordering::SeqCst);
        Busy { control: self }
    }

    /// An interrupt (Ctrl-C): stops what runs, or asks the session to end.
    #[cfg_attr(not(all(unix, feature = "cli")), allow(dead_code))]
    pub(crate) fn interrupt(&self) -> Interrupt {
        let mut state = self.state();
        if state.busy {
            self.stop.store(true, Ordering::SeqCst);
            Interrupt::Stopped
        } else {
            state.quit = true;
            Interrupt::Quit
        }
    }

    /// The input ended: what runs stops (nobody may be waiting for it). Commands that
    /// start later run to their limits: they were sent before the input ended.
    pub(crate) fn input_ended(&self) {
        if self.state().busy {
            self.stop.store(true, Ordering::SeqCst);
        }
    }

    /// Whether the session was asked to end.
    pub(crate) fn is_quitting(&self) -> bool {
        self.state().quit
    }

    /// Whether a search or perft is running.
    #[cfg(test)]
    pub(crate) fn is_busy(&self) -> bool {
        self.state().busy
    }
}

/// A running search or perft (see [`Control::start`]).
#[derive(Debug)]
pub(crate) struct Busy<'a> {
    control: &'a Control,
}

impl Busy<'_> {
    /// The flag to hand to the search or perft.
    pub(crate) fn stop(&self) -> &AtomicBool {
        &self.control.stop
    }

    /// Whether it was told to stop.
    pub(crate) fn is_stopped(&self) -> bool {
        self.control.stop.load(Ordering::SeqCst)
    }
}

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.control.state().busy = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interrupt_stops_a_running_command_or_ends_an_idle_session() {
        let control = Control::default();
        {
            let busy = control.start();
            assert!(!busy.is_stopped() && control.is_busy());
            assert_eq!(control.interrupt(), Interrupt::Stopped);
            assert!(busy.is_stopped() && !control.is_quitting());
        }
        assert!(!control.is_busy());
        // The next command starts unstopped.
        assert!(!control.start().is_stopped());
        assert_eq!(control.interrupt(), Interrupt::Quit);
        assert!(control.is_quitting());
        // A command started after the request to end is stopped at once.
        assert!(control.start().is_stopped());
    }

    #[test]
    fn the_end_of_input_stops_only_what_already_runs() {
        let control = Control::default();
        control.input_ended();
        let busy = control.start();
        assert!(!busy.is_stopped());
        control.input_ended();
        assert!(busy.is_stopped() && !control.is_quitting());
    }
}
