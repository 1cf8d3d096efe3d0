//! A guest's key presses: the bytes their terminal sends, read into the events the game
//! reads from a local terminal.
//!
//! The bytes are read by termina's parser, which is crossterm's own (crossterm keeps its
//! parser private; helix's authors keep termina's public), so a guest's keys mean what the
//! same keys mean to a local player; its events are mapped to crossterm's one for one. What
//! a guest sends is untrusted: a sequence that has not ended after [`MAX_PENDING`] bytes is
//! dropped, so no buffer grows with it and no byte is read twice more than that many times,
//! and the events waiting are capped at [`MAX_QUEUED`].

use std::collections::VecDeque;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use termina::event as t;

use super::exit::Exit;
use crate::tui::Events;

/// The most bytes one key, mouse report or other sequence may take; a longer one is
/// dropped. An SGR mouse report at the largest size takes 16, a key in the kitty
/// protocol's fullest form a few dozen.
pub const MAX_PENDING: usize = 128;

/// The most events kept waiting for the game; more are dropped (a flood, not typing).
pub const MAX_QUEUED: usize = 1024;

/// How long a lone Escape byte waits for the rest of a sequence before it is the Escape key.
/// A terminal sends each key's sequence in one write, and the SSH client sends that write in
/// one packet, so the rest comes with it or not at all.
pub const ESCAPE_WAIT: Duration = Duration::from_millis(50);

/// The largest terminal a guest gets drawn: bigger ones are drawn this size, in their top
/// left corner.
pub const MAX_SIZE: (u16, u16) = (500, 200);

/// A terminal size the game can be drawn at: at least 1×1, at most [`MAX_SIZE`].
pub fn clamp_size(columns: u32, rows: u32) -> (u16, u16) {
    let fit = |n: u32, max: u16| u16::try_from(n).unwrap_or(max).clamp(1, max);
    (fit(columns, MAX_SIZE.0), fit(rows, MAX_SIZE.1))
}

/// Bytes from a terminal, read into crossterm's events.
#[derive(Debug, Default)]
pub struct Decoder {
    parser: termina::Parser,
    /// Bytes read since the parser last finished an event (a key, or a sequence it knows and
    /// we ignore): those it may still hold.
    pending: usize,
    events: VecDeque<Event>,
    /// The terminal's background, once it has answered OSC 11 (16-bit channels).
    background: Option<[u16; 3]>,
    /// The last byte was a CR of its own: a LF right after it is the same Enter.
    after_cr: bool,
}

impl Decoder {
    /// A decoder holding nothing.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Reads `bytes`; the events they finish come out of the [`Iterator`] it is. A line
    /// feed is Enter, as a CR is (clients that end a line with LF, or CR LF: one Enter).
    pub fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            let line_feed = byte == b'\n' && self.pending == 0;
            if line_feed && self.after_cr {
                self.after_cr = false;
                continue;
            }
            self.after_cr = byte == b'\r' && self.pending == 0;
            let byte = if line_feed { b'\r' } else { byte };
            self.parser.parse(&[byte], true);
            self.pending += 1;
            self.take_events();
            if self.pending > MAX_PENDING {
                // Not a key: drop it with the rest of these bytes (what follows in the same
                // packet is more of it, not keys to act on), and start afresh with the next.
                self.parser = termina::Parser::default();
                self.pending = 0;
                return;
            }
        }
    }

    /// The input paused ([`ESCAPE_WAIT`] went by): what the parser holds is complete, so a
    /// lone Escape byte is the Escape key, and an unfinished sequence is dropped.
    pub fn flush(&mut self) {
        self.parser.parse(&[], false);
        self.take_events();
        if self.pending > 0 {
            self.parser = termina::Parser::default();
            self.pending = 0;
        }
    }

    /// Whether bytes read may be the start of a sequence still to come (then
    /// [`Decoder::flush`] after a pause).
    pub fn holds_partial(&self) -> bool {
        self.pending > 0
    }

    /// The background colour the terminal reported (an answer to OSC 11), if it has.
    pub fn background(&self) -> Option<[u16; 3]> {
        self.background
    }

    fn take_events(&mut self) {
        while let Some(event) = self.parser.pop() {
            self.pending = 0;
            if let Some(rgb) = background_of(&event) {
                self.background = Some(rgb);
                continue;
            }
            if let Some(event) = to_crossterm(event)
                && self.events.len() < MAX_QUEUED
            {
                self.events.push_back(event);
            }
        }
    }
}

/// The events read so far, oldest first.
impl Iterator for Decoder {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.events.pop_front()
    }
}

/// The colour in a terminal's answer to OSC 11 (its background), as 16-bit channels.
fn background_of(event: &t::Event) -> Option<[u16; 3]> {
    use termina::escape::osc::{ColorOrQuery, DynamicColorNumber, Osc};
    match event {
        t::Event::Osc(Osc::ChangeDynamicColors(
            DynamicColorNumber::TextBackgroundColor,
            colors,
        )) => colors.iter().find_map(|c| match c {
            ColorOrQuery::Color(rgb) => {
                Some([rgb.red, rgb.green, rgb.blue].map(|c| u16::from(c) * 257))
            }
            ColorOrQuery::Query => None,
        }),
        _ => None,
    }
}

/// A termina event as crossterm's, for the events the game reads (keys and the mouse); the
/// rest (answers to queries we never make, focus, pastes we never ask for) are dropped.
fn to_crossterm(event: t::Event) -> Option<Event> {
    match event {
        t::Event::Key(key) => {
            let code = key_code(key.code)?;
            let kind = match key.kind {
                t::KeyEventKind::Press => KeyEventKind::Press,
                t::KeyEventKind::Release => KeyEventKind::Release,
                t::KeyEventKind::Repeat => KeyEventKind::Repeat,
            };
            let mut state = KeyEventState::NONE;
            for (theirs, ours) in [
                (t::KeyEventState::KEYPAD, KeyEventState::KEYPAD),
                (t::KeyEventState::CAPS_LOCK, KeyEventState::CAPS_LOCK),
                (t::KeyEventState::NUM_LOCK, KeyEventState::NUM_LOCK),
            ] {
                if key.state.contains(theirs) {
                    state |= ours;
                }
            }
            Some(Event::Key(KeyEvent::new_with_kind_and_state(
                code,
                modifiers(key.modifiers),
                kind,
                state,
            )))
        }
        t::Event::Mouse(mouse) => {
            let button = |b: t::MouseButton| match b {
                t::MouseButton::Left => MouseButton::Left,
                t::MouseButton::Right => MouseButton::Right,
                t::MouseButton::Middle => MouseButton::Middle,
            };
            let kind = match mouse.kind {
                t::MouseEventKind::Down(b) => MouseEventKind::Down(button(b)),
                t::MouseEventKind::Up(b) => MouseEventKind::Up(button(b)),
                t::MouseEventKind::Drag(b) => MouseEventKind::Drag(button(b)),
                t::MouseEventKind::Moved => MouseEventKind::Moved,
                t::MouseEventKind::ScrollDown => MouseEventKind::ScrollDown,
                t::MouseEventKind::ScrollUp => MouseEventKind::ScrollUp,
                t::MouseEventKind::ScrollLeft => MouseEventKind::ScrollLeft,
                t::MouseEventKind::ScrollRight => MouseEventKind::ScrollRight,
            };
            Some(Event::Mouse(MouseEvent {
                kind,
                column: mouse.column,
                row: mouse.row,
                modifiers: modifiers(mouse.modifiers),
            }))
        }
        _ => None,
    }
}

fn key_code(code: t::KeyCode) -> Option<KeyCode> {
    Some(match code {
        t::KeyCode::Char(c) => KeyCode::Char(c),
        t::KeyCode::Enter => KeyCode::Enter,
        t::KeyCode::Backspace => KeyCode::Backspace,
        t::KeyCode::Tab => KeyCode::Tab,
        t::KeyCode::Escape => KeyCode::Esc,
        t::KeyCode::Left => KeyCode::Left,
        t::KeyCode::Right => KeyCode::Right,
        t::KeyCode::Up => KeyCode::Up,
        t::KeyCode::Down => KeyCode::Down,
        t::KeyCode::Home => KeyCode::Home,
        t::KeyCode::End => KeyCode::End,
        t::KeyCode::BackTab => KeyCode::BackTab,
        t::KeyCode::PageUp => KeyCode::PageUp,
        t::KeyCode::PageDown => KeyCode::PageDown,
        t::KeyCode::Insert => KeyCode::Insert,
        t::KeyCode::Delete => KeyCode::Delete,
        t::KeyCode::KeypadBegin => KeyCode::KeypadBegin,
        t::KeyCode::CapsLock => KeyCode::CapsLock,
        t::KeyCode::ScrollLock => KeyCode::ScrollLock,
        t::KeyCode::NumLock => KeyCode::NumLock,
        t::KeyCode::PrintScreen => KeyCode::PrintScreen,
        t::KeyCode::Pause => KeyCode::Pause,
        t::KeyCode::Menu => KeyCode::Menu,
        t::KeyCode::Null => KeyCode::Null,
        t::KeyCode::Function(n) => KeyCode::F(n),
        // Media and lone modifier keys come only in the kitty protocol's fullest form, which
        // the game never asks for, and mean nothing to it.
        t::KeyCode::Modifier(_) | t::KeyCode::Media(_) => return None,
    })
}

fn modifiers(theirs: t::Modifiers) -> KeyModifiers {
    let mut ours = KeyModifiers::NONE;
    for (t, o) in [
        (t::Modifiers::SHIFT, KeyModifiers::SHIFT),
        (t::Modifiers::ALT, KeyModifiers::ALT),
        (t::Modifiers::CONTROL, KeyModifiers::CONTROL),
        (t::Modifiers::SUPER, KeyModifiers::SUPER),
        (t::Modifiers::HYPER, KeyModifiers::HYPER),
        (t::Modifiers::META, KeyModifiers::META),
    ] {
        if theirs.contains(t) {
            ours |= o;
        }
    }
    ours
}

/// The size of a guest's terminal, shared by their input (which hears of changes) and
/// their screen (which is drawn at it).
#[derive(Debug)]
pub struct TerminalSize(AtomicU32);

impl TerminalSize {
    /// A terminal of `columns`×`rows` (clamped: [`clamp_size`]).
    pub fn new(columns: u32, rows: u32) -> TerminalSize {
        let size = TerminalSize(AtomicU32::new(0));
        size.set(columns, rows);
        size
    }

    /// Its size now, as columns and rows.
    pub fn get(&self) -> (u16, u16) {
        let packed = self.0.load(Ordering::Relaxed);
        ((packed >> 16) as u16, packed as u16)
    }

    /// Changes it (clamped: [`clamp_size`]); returns the size kept.
    pub fn set(&self, columns: u32, rows: u32) -> (u16, u16) {
        let (w, h) = clamp_size(columns, rows);
        self.0
            .store((u32::from(w) << 16) | u32::from(h), Ordering::Relaxed);
        (w, h)
    }
}

/// What the connection passes to a guest's game.
#[derive(Debug)]
pub(crate) enum Input {
    /// Bytes the guest typed.
    Bytes(Vec<u8>),
    /// The guest's terminal changed size (columns, rows, as the client said).
    Resize(u32, u32),
    /// News for the game (a move in its room): look now, not at the next poll.
    Wake,
}

/// Wakes a guest's game from its wait for input, so news from its room (the other
/// player's move) is drawn at once rather than at the game's next look. Wakes that come
/// before the game has woken are one wake.
#[derive(Clone, Debug)]
pub struct Waker {
    /// Weak: the connection's is the one sender that keeps the game's input open, so the
    /// game hears the guest has gone when it is dropped.
    input: std::sync::Weak<mpsc::SyncSender<Input>>,
    pending: Arc<AtomicBool>,
}

impl Waker {
    /// Wakes the game (at once, or as soon as it waits again).
    pub fn wake(&self) {
        if !self.pending.swap(true, Ordering::AcqRel) {
            // A full queue has input waiting, which wakes the game all the same.
            if let Some(input) = self.input.upgrade() {
                let _ = input.try_send(Input::Wake);
            }
        }
    }
}

/// A guest's events, as the game reads them ([`Events`]): their key presses and mouse,
/// and their terminal's new sizes. The game ends when the guest has typed nothing for the
/// idle time ([`Exit::Idle`]) or the connection is gone ([`Exit::Gone`]), each carried in
/// the `io` error it returns.
#[derive(Debug)]
pub struct GuestEvents {
    input: mpsc::Receiver<Input>,
    decoder: Decoder,
    size: Arc<TerminalSize>,
    idle: Duration,
    last_input: Instant,
    /// A spectator is not sent out for typing nothing: the idle time is for players, at
    /// the lobby and in games.
    watching: bool,
    escape_at: Option<Instant>,
    woken: Arc<AtomicBool>,
    /// Set by the connection when the guest sent more at once than it takes: the game
    /// ends ([`Exit::Flooded`]) and its farewell says why.
    flooded: Arc<AtomicBool>,
}

impl GuestEvents {
    /// The events read from `input` (which `sender` feeds), and the waker that sends them
    /// [`Input::Wake`].
    pub(crate) fn new(
        input: mpsc::Receiver<Input>,
        sender: &Arc<mpsc::SyncSender<Input>>,
        size: Arc<TerminalSize>,
        idle: Duration,
    ) -> (GuestEvents, Waker) {
        let woken = Arc::new(AtomicBool::new(false));
        let waker = Waker {
            input: Arc::downgrade(sender),
            pending: Arc::clone(&woken),
        };
        let events = GuestEvents {
            input,
            decoder: Decoder::new(),
            size,
            idle,
            last_input: Instant::now(),
            watching: false,
            escape_at: None,
            woken,
            flooded: Arc::new(AtomicBool::new(false)),
        };
        (events, waker)
    }

    /// The game ends ([`Exit::Flooded`]) once `flag` is set: the connection's, for a
    /// guest who sent more at once than it takes (their bytes dropped from then on).
    pub(crate) fn flooded_when(&mut self, flag: Arc<AtomicBool>) {
        self.flooded = flag;
    }

    /// The guest watches a game (`true`) or is back at a seat or the lobby (`false`): a
    /// spectator is never idle; their idle time starts again when they stop watching.
    pub(crate) fn watching(&mut self, watching: bool) {
        self.watching = watching;
        self.last_input = Instant::now();
    }

    /// The guest terminal's background, read from its answer to the OSC 11 query the
    /// server sent, waiting at most `wait` for it (a terminal that does not answer is
    /// waited for that long). What the guest types meanwhile is kept for the game.
    pub fn background(&mut self, wait: Duration) -> Option<[u16; 3]> {
        let deadline = Instant::now() + wait;
        while self.decoder.background().is_none() {
            let now = Instant::now();
            if now >= deadline {
                break;
            }
            match self.input.recv_timeout(deadline - now) {
                Ok(Input::Bytes(bytes)) => {
                    self.last_input = Instant::now();
                    self.decoder.feed(&bytes);
                    self.escape_at = self
                        .decoder
                        .holds_partial()
                        .then(|| self.last_input + ESCAPE_WAIT);
                }
                Ok(Input::Resize(columns, rows)) => {
                    let (w, h) = self.size.set(columns, rows);
                    self.decoder.events.push_back(Event::Resize(w, h));
                }
                Ok(Input::Wake) => self.woken.store(false, Ordering::Release),
                Err(_) => break,
            }
        }
        self.decoder.background()
    }

    /// A mouse report inside the terminal: a client may say any cell, the game is drawn
    /// within [`TerminalSize`].
    fn inside(&self, event: Event) -> Event {
        match event {
            Event::Mouse(mut mouse) => {
                let (w, h) = self.size.get();
                mouse.column = mouse.column.min(w.saturating_sub(1));
                mouse.row = mouse.row.min(h.saturating_sub(1));
                Event::Mouse(mouse)
            }
            other => other,
        }
    }
}

impl Events for GuestEvents {
    fn next(&mut self, wait: Duration) -> io::Result<Option<Event>> {
        let deadline = Instant::now() + wait;
        loop {
            if self.flooded.load(Ordering::Acquire) {
                return Err(Exit::Flooded.into_io());
            }
            if let Some(event) = self.decoder.next() {
                return Ok(Some(self.inside(event)));
            }
            let now = Instant::now();
            if !self.watching && now.saturating_duration_since(self.last_input) >= self.idle {
                return Err(Exit::Idle.into_io());
            }
            if let Some(at) = self.escape_at
                && now >= at
            {
                self.escape_at = None;
                self.decoder.flush();
                continue;
            }
            if now >= deadline {
                return Ok(None);
            }
            let until = self.escape_at.map_or(deadline, |at| at.min(deadline));
            match self
                .input
                .recv_timeout(until.saturating_duration_since(now))
            {
                Ok(Input::Bytes(bytes)) => {
                    self.last_input = Instant::now();
                    self.decoder.feed(&bytes);
                    self.escape_at = self
                        .decoder
                        .holds_partial()
                        .then(|| self.last_input + ESCAPE_WAIT);
                }
                Ok(Input::Resize(columns, rows)) => {
                    self.last_input = Instant::now();
                    let (w, h) = self.size.set(columns, rows);
                    return Ok(Some(Event::Resize(w, h)));
                }
                Ok(Input::Wake) => {
                    // Not the guest's doing: the idle clock runs on. The game looks at its
                    // news when no event comes.
                    self.woken.store(false, Ordering::Release);
                    return Ok(None);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(Exit::Gone.into_io());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(bytes: &[u8]) -> Vec<Event> {
        let mut decoder = Decoder::new();
        decoder.feed(bytes);
        decoder.flush();
        decoder.collect()
    }

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
        Event::Key(KeyEvent::new(code, modifiers))
    }

    fn plain(code: KeyCode) -> Event {
        key(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_read_as_a_local_terminal_s() {
        let none = KeyModifiers::NONE;
        let cases: &[(&[u8], Event)] = &[
            (b"a", plain(KeyCode::Char('a'))),
            (b"Q", key(KeyCode::Char('Q'), KeyModifiers::SHIFT)),
            ("é".as_bytes(), plain(KeyCode::Char('é'))),
            (b"\r", plain(KeyCode::Enter)),
            (b"\t", plain(KeyCode::Tab)),
            (b"\x1b[Z", key(KeyCode::BackTab, KeyModifiers::SHIFT)),
            (b"\x7f", plain(KeyCode::Backspace)),
            (b"\x03", key(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            (b"\x1b", plain(KeyCode::Esc)),
            (b"\x1bx", key(KeyCode::Char('x'), KeyModifiers::ALT)),
            (b"\x1b[A", plain(KeyCode::Up)),
            (b"\x1bOB", plain(KeyCode::Down)),
            (b"\x1b[C", plain(KeyCode::Right)),
            (b"\x1b[1;5D", key(KeyCode::Left, KeyModifiers::CONTROL)),
            (b"\x1b[H", plain(KeyCode::Home)),
            (b"\x1b[4~", plain(KeyCode::End)),
            (b"\x1b[5~", plain(KeyCode::PageUp)),
            (b"\x1b[6~", plain(KeyCode::PageDown)),
            (b"\x1bOP", plain(KeyCode::F(1))),
            (b"\x1b[15~", plain(KeyCode::F(5))),
            (b"\x1b[24~", plain(KeyCode::F(12))),
            (b"\x1b[3~", key(KeyCode::Delete, none)),
        ];
        for (bytes, want) in cases {
            assert_eq!(events(bytes), vec![want.clone()], "{bytes:?}");
        }
    }

    #[test]
    fn a_line_ends_at_cr_lf_or_cr_lf_alike() {
        let enter = || plain(KeyCode::Enter);
        let c = |ch| plain(KeyCode::Char(ch));
        // LF alone, CR LF (one Enter), CR alone, and two LFs (two Enters).
        assert_eq!(
            events(b"a\nb\r\nc\rd\n\n"),
            vec![
                c('a'),
                enter(),
                c('b'),
                enter(),
                c('c'),
                enter(),
                c('d'),
                enter(),
                enter()
            ]
        );
        // CR and LF in two packets are still one Enter.
        let mut decoder = Decoder::new();
        decoder.feed(b"x\r");
        decoder.feed(b"\ny");
        let read: Vec<Event> = decoder.collect();
        assert_eq!(read, vec![c('x'), enter(), c('y')]);
    }

    #[test]
    fn sgr_mouse_reports_are_read_from_zero() {
        let click = events(b"\x1b[<0;10;5M\x1b[<0;10;5m");
        assert_eq!(
            click,
            vec![
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Down(MouseButton::Left),
                    column: 9,
                    row: 4,
                    modifiers: KeyModifiers::NONE,
                }),
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Up(MouseButton::Left),
                    column: 9,
                    row: 4,
                    modifiers: KeyModifiers::NONE,
                }),
            ]
        );
        // Cell 0, which no terminal sends, is the first cell rather than an overflow.
        assert!(matches!(
            events(b"\x1b[<64;0;0M").as_slice(),
            [Event::Mouse(MouseEvent {
                kind: MouseEventKind::ScrollUp,
                column: 0,
                row: 0,
                ..
            })]
        ));
    }

    #[test]
    fn a_lone_escape_waits_for_the_pause() {
        let mut decoder = Decoder::new();
        decoder.feed(b"\x1b");
        assert_eq!(decoder.next(), None);
        assert!(decoder.holds_partial());
        // The rest of a sequence in the next packet still counts.
        decoder.feed(b"[A");
        assert_eq!(decoder.next(), Some(plain(KeyCode::Up)));
        decoder.feed(b"\x1b");
        decoder.flush();
        assert_eq!(decoder.next(), Some(plain(KeyCode::Esc)));
        assert!(!decoder.holds_partial());
    }

    #[test]
    fn a_sequence_that_never_ends_is_dropped_and_typing_goes_on() {
        let mut decoder = Decoder::new();
        let mut bytes = b"\x1b[".to_vec();
        bytes.extend(std::iter::repeat_n(b'1', 100_000));
        // The rest of the packet is more of it, not keys.
        bytes.extend(b"~q");
        decoder.feed(&bytes);
        assert_eq!(decoder.next(), None);
        assert!(!decoder.holds_partial());
        decoder.feed(b"q");
        assert_eq!(decoder.next(), Some(plain(KeyCode::Char('q'))));
        // An unfinished sequence at a pause is dropped too.
        assert_eq!(events(b"\x1b[1;"), vec![]);
        let mut decoder = Decoder::new();
        decoder.feed(b"\x1b[1;");
        decoder.flush();
        decoder.feed(b"A");
        assert_eq!(
            decoder.next(),
            Some(key(KeyCode::Char('A'), KeyModifiers::SHIFT))
        );
    }

    #[test]
    fn a_flood_is_capped() {
        let mut decoder = Decoder::new();
        decoder.feed(&vec![b'a'; MAX_QUEUED * 3]);
        assert_eq!(decoder.count(), MAX_QUEUED);
    }

    #[test]
    fn sizes_are_clamped() {
        assert_eq!(clamp_size(0, 0), (1, 1));
        assert_eq!(clamp_size(80, 24), (80, 24));
        assert_eq!(clamp_size(501, 201), (500, 200));
        assert_eq!(clamp_size(u32::MAX, 70_000), (500, 200));
        let size = TerminalSize::new(120, 40);
        assert_eq!(size.get(), (120, 40));
        assert_eq!(size.set(1, 1), (1, 1));
        assert_eq!(size.get(), (1, 1));
    }

    #[test]
    fn the_terminal_s_answer_to_osc_11_is_its_background_and_keys_around_it_are_kept() {
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let size = Arc::new(TerminalSize::new(80, 24));
        let (mut events, _waker) =
            GuestEvents::new(rx, &tx, Arc::clone(&size), Duration::from_secs(60));
        // A key typed before the answer, the answer split over two packets (ended by ST),
        // a resize and a key after it.
        tx.send(Input::Bytes(b"a\x1b]11;rgb:fdfd/f6f6/".to_vec()))
            .unwrap();
        tx.send(Input::Bytes(b"e3e3\x1b\\b".to_vec())).unwrap();
        tx.send(Input::Resize(90, 30)).unwrap();
        let rgb = events.background(Duration::from_secs(5));
        // Channels of 8 bits widened: 0xfd is 0xfdfd.
        assert_eq!(rgb, Some([0xfdfd, 0xf6f6, 0xe3e3]));
        let wait = Duration::from_millis(500);
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('a'))));
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('b'))));
        assert_eq!(events.next(wait).unwrap(), Some(Event::Resize(90, 30)));
        // An answer ended by BEL is read too; a terminal that never answers is waited for
        // no longer than asked.
        let mut decoder = Decoder::new();
        decoder.feed(b"\x1b]11;rgb:0000/2b2b/3636\x07");
        assert_eq!(decoder.background(), Some([0, 0x2b2b, 0x3636]));
        assert_eq!(decoder.next(), None);
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let (mut silent, _) = GuestEvents::new(rx, &tx, size, Duration::from_secs(60));
        let start = Instant::now();
        assert_eq!(silent.background(Duration::from_millis(100)), None);
        assert!(start.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn guest_events_bring_resizes_keys_and_mouse_inside_the_screen() {
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let size = Arc::new(TerminalSize::new(80, 24));
        let (mut events, waker) =
            GuestEvents::new(rx, &tx, Arc::clone(&size), Duration::from_secs(60));
        tx.send(Input::Bytes(b"x\x1b[<0;300;300M".to_vec()))
            .unwrap();
        tx.send(Input::Resize(100, 30)).unwrap();
        let wait = Duration::from_millis(500);
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('x'))));
        let Some(Event::Mouse(mouse)) = events.next(wait).unwrap() else {
            panic!("a mouse report");
        };
        assert_eq!((mouse.column, mouse.row), (79, 23));
        assert_eq!(events.next(wait).unwrap(), Some(Event::Resize(100, 30)));
        assert_eq!(size.get(), (100, 30));
        // A lone Escape comes out once the pause has gone by.
        tx.send(Input::Bytes(b"\x1b".to_vec())).unwrap();
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Esc)));
        assert_eq!(events.next(Duration::from_millis(20)).unwrap(), None);
        // A wake ends the wait at once, with no event; wakes before it is read are one.
        waker.wake();
        waker.wake();
        let start = Instant::now();
        assert_eq!(events.next(Duration::from_secs(5)).unwrap(), None);
        assert!(start.elapsed() < Duration::from_secs(1));
        tx.send(Input::Bytes(b"y".to_vec())).unwrap();
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('y'))));
        // The waker does not keep the input open: the connection's sender gone, it is gone.
        drop(tx);
        waker.wake();
        let gone = events.next(wait).unwrap_err();
        assert_eq!(gone.kind(), io::ErrorKind::BrokenPipe);
        assert!(matches!(Exit::from(gone), Exit::Gone));
    }

    #[test]
    fn an_idle_guest_is_timed_out() {
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let size = Arc::new(TerminalSize::new(80, 24));
        let (mut events, waker) = GuestEvents::new(rx, &tx, size, Duration::from_millis(50));
        let start = Instant::now();
        let error = loop {
            // Wakes are not the guest's typing: they do not keep an idle guest in.
            waker.wake();
            match events.next(Duration::from_millis(20)) {
                Err(e) => break e,
                Ok(_) => assert!(start.elapsed() < Duration::from_secs(5)),
            }
        };
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(matches!(Exit::from(error), Exit::Idle));
    }

    #[test]
    fn a_spectator_is_never_idle_and_their_idle_time_starts_again_after() {
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let size = Arc::new(TerminalSize::new(80, 24));
        let idle = Duration::from_millis(50);
        let (mut events, _waker) = GuestEvents::new(rx, &tx, size, idle);
        events.watching(true);
        let start = Instant::now();
        while start.elapsed() < idle * 4 {
            assert!(events.next(Duration::from_millis(20)).is_ok());
        }
        // Back at the lobby: idle again after the idle time, not at once.
        events.watching(false);
        assert!(events.next(Duration::from_millis(10)).is_ok());
        let error = loop {
            match events.next(Duration::from_millis(20)) {
                Err(e) => break e,
                Ok(_) => assert!(start.elapsed() < Duration::from_secs(5)),
            }
        };
        assert!(matches!(Exit::from(error), Exit::Idle));
    }

    #[test]
    fn a_flood_ends_the_game_before_what_was_typed_is_read() {
        let (tx, rx) = mpsc::sync_channel(8);
        let tx = Arc::new(tx);
        let size = Arc::new(TerminalSize::new(80, 24));
        let (mut events, _waker) = GuestEvents::new(rx, &tx, size, Duration::from_secs(60));
        let flag = Arc::new(AtomicBool::new(false));
        events.flooded_when(Arc::clone(&flag));
        tx.send(Input::Bytes(b"ab".to_vec())).unwrap();
        let wait = Duration::from_millis(100);
        assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('a'))));
        flag.store(true, Ordering::Release);
        let error = events.next(wait).unwrap_err();
        assert!(matches!(Exit::from(error), Exit::Flooded));
    }
}
