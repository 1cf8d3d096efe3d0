//! A served guest in plain mode (a `dumb` terminal, or `ssh CODE.plain@host`): the game
//! as lines of text, as `hive play --plain` plays it. Their SSH client sends keys with no
//! line editing of its own, so the server echoes what they type and handles Backspace;
//! news while a line is half typed comes on its own line, the line shown again after it.

use std::io;

use ratatui::Terminal;

use super::input::GuestEvents;
use super::output::GuestBackend;
use crate::tui::{Ended, Handle, Options};

/// What a guest asking for plain mode adds to their code.
const SUFFIX: &str = ".plain";

/// The user name without `.plain`, and whether it had it.
pub(super) fn user(user: &str) -> (&str, bool) {
    match user.strip_suffix(SUFFIX) {
        Some(code) => (code, true),
        None => (user, false),
    }
}

/// Plays the guest's seat in plain mode on their terminal's bytes (never drawn on).
pub(super) fn play(
    terminal: &mut Terminal<GuestBackend>,
    events: &mut GuestEvents,
    options: Options,
    handle: &Handle,
) -> io::Result<Ended> {
    let out = terminal.backend_mut().writer();
    let mut keys = crate::tui::Keys(events);
    crate::tui::run_plain_on(options, handle, &mut keys, out, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_with_plain_after_it_asks_for_plain_mode() {
        assert_eq!(user("abcd-efgh.plain"), ("abcd-efgh", true));
        assert_eq!(user("abcd-efgh"), ("abcd-efgh", false));
        // A dumb terminal gets plain mode without asking.
        assert!(super::super::guest::Tty::of_term("dumb").plain);
        assert!(!super::super::guest::Tty::of_term("xterm-256color").plain);
    }
}
