//! Chat's limits, the same in the lobby's room and at a game's table: at most
//! [`BURST`] messages in [`WINDOW`] and [`MAX_CHARS`] characters a message per member, and
//! every message shown escaped and cut ([`shown`]). Pure: the lobby keeps its messages in
//! the club's database, a room keeps a game's in memory; neither logs their text.

use std::collections::VecDeque;
use std::time::Duration;

/// The most characters a message may have.
pub const MAX_CHARS: usize = 300;
/// The most messages a member may send in [`WINDOW`].
pub const BURST: usize = 5;
/// The span [`BURST`] messages are counted in.
pub const WINDOW: Duration = Duration::from_secs(10);

/// Why a message was not sent. `Display` gives the English, for tests and logs (never
/// the message's text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatRefusal {
    /// Nothing but spaces.
    #[error("There is nothing to send.")]
    Empty,
    /// Longer than [`MAX_CHARS`]: how many characters it had.
    #[error("A message has at most 300 characters; this one has {0}.")]
    TooLong(usize),
    /// [`BURST`] messages sent in the last [`WINDOW`]: how long until the next may go.
    #[error("At most 5 messages in 10 seconds: wait {0:?}.")]
    TooFast(Duration),
    /// The game is not on the server any more, or the member is no longer in it.
    #[error("The message could not be sent.")]
    Gone,
}

/// `text` as it is sent: trimmed, and within the limit of characters; or why not. The
/// text is kept as typed (escaped only when shown), so that the host sees what was sent.
pub fn check(text: &str) -> Result<String, ChatRefusal> {
    let text = text.trim();
    match text.chars().count() {
        0 => Err(ChatRefusal::Empty),
        n if n > MAX_CHARS => Err(ChatRefusal::TooLong(n)),
        _ => Ok(text.to_string()),
    }
}

/// A message as a screen shows it: control and invisible characters escaped (an escape
/// sequence in a message must not reach another member's terminal), cut to `max`
/// characters.
pub fn shown(text: &str, max: usize) -> String {
    crate::text::printable(text, max).into_owned()
}

/// One member's messages in the last [`WINDOW`], to refuse a sixth. Times are on any time
/// line that only goes forward (milliseconds since 1970 in the club, since the room
/// opened in a game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flow {
    sent: VecDeque<Duration>,
}

impl Flow {
    /// A flow that knows of the messages sent at `times` (any order).
    pub fn of(times: impl IntoIterator<Item = Duration>) -> Flow {
        let mut sent: Vec<Duration> = times.into_iter().collect();
        sent.sort();
        Flow { sent: sent.into() }
    }

    /// Whether a message may be sent at `now`: `Ok` (and it is counted), or how long
    /// until one may.
    pub fn send(&mut self, now: Duration) -> Result<(), ChatRefusal> {
        while self
            .sent
            .front()
            .is_some_and(|&t| now.saturating_sub(t) >= WINDOW)
        {
            self.sent.pop_front();
        }
        if self.sent.len() >= BURST {
            let oldest = self.sent.front().copied().unwrap_or(now);
            let wait = WINDOW.saturating_sub(now.saturating_sub(oldest));
            return Err(ChatRefusal::TooFast(wait));
        }
        self.sent.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: f64) -> Duration {
        Duration::from_secs_f64(s)
    }

    #[test]
    fn five_messages_in_ten_seconds_and_no_sixth() {
        let mut flow = Flow::default();
        for t in 0..5 {
            assert_eq!(flow.send(secs(t as f64)), Ok(()));
        }
        // The sixth, at 6 s: the first went at 0 s, so 4 s more.
        assert_eq!(flow.send(secs(6.0)), Err(ChatRefusal::TooFast(secs(4.0))));
        // A refused message is not counted: at 10 s the first has left the window.
        assert_eq!(flow.send(secs(10.0)), Ok(()));
        assert!(flow.send(secs(10.5)).is_err());
        // Ten quiet seconds, and five more go.
        for t in 0..5 {
            assert_eq!(flow.send(secs(21.0 + t as f64 / 10.0)), Ok(()));
        }
    }

    #[test]
    fn a_flow_rebuilt_from_times_counts_them() {
        let mut flow = Flow::of([secs(3.0), secs(1.0), secs(2.0), secs(4.0), secs(5.0)]);
        assert_eq!(flow.send(secs(9.0)), Err(ChatRefusal::TooFast(secs(2.0))));
        assert_eq!(flow.send(secs(11.0)), Ok(()));
    }

    #[test]
    fn length_is_counted_in_characters_and_empty_is_refused() {
        assert_eq!(check("  hi  "), Ok("hi".to_string()));
        assert_eq!(check(" \t "), Err(ChatRefusal::Empty));
        // 300 Cyrillic letters are 600 bytes, and fit.
        let long = "ж".repeat(MAX_CHARS);
        assert_eq!(check(&long), Ok(long.clone()));
        assert_eq!(
            check(&format!("{long}ж")),
            Err(ChatRefusal::TooLong(MAX_CHARS + 1))
        );
    }

    #[test]
    fn control_characters_are_escaped_when_shown_and_long_text_cut() {
        let hostile = "\x1b[31mred\x07\x1b]0;title\x07\u{9b}2J";
        let text = check(hostile).unwrap();
        let out = shown(&text, MAX_CHARS);
        assert!(
            !out.chars().any(crate::text::is_hidden_or_control),
            "{out:?}"
        );
        assert_eq!(out, r"\e[31mred\u{7}\e]0;title\u{7}\u{9b}2J");
        let cut = shown(&"x".repeat(50), 20);
        assert_eq!(cut.chars().count(), 20);
        assert!(cut.ends_with('…'));
    }
}
