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
use tokio::sync::Notify;

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

/// The connection's end of a guest's input. Whatever it sends also rings the game's bell
/// ([`GuestEvents::bell`]), and so does its going: a game stepped on a task awaits the bell
/// where a game on a thread of its own waits on the queue itself.
#[derive(Debug)]
pub(crate) struct InputSender {
    /// Always there until it is dropped (taken then, so the queue is closed before the
    /// bell rings).
    sender: Option<mpsc::SyncSender<Input>>,
    bell: Arc<Notify>,
}

/// A guest's input queue of `bound` chunks: the connection's end, and the game's.
pub(crate) fn input_queue(bound: usize) -> (Arc<InputSender>, mpsc::Receiver<Input>) {
    let (sender, receiver) = mpsc::sync_channel(bound);
    let sender = InputSender {
        sender: Some(sender),
        bell: Arc::new(Notify::new()),
    };
    (Arc::new(sender), receiver)
}

impl InputSender {
    /// Queues `input` unless the queue is full (or the game has gone), and rings the bell.
    pub(crate) fn try_send(&self, input: Input) -> Result<(), mpsc::TrySendError<Input>> {
        let sent = match &self.sender {
            Some(sender) => sender.try_send(input),
            None => Err(mpsc::TrySendError::Disconnected(input)),
        };
        if sent.is_ok() {
            self.bell.notify_one();
        }
        sent
    }
}

impl Drop for InputSender {
    fn drop(&mut self) {
        // Closed first: the game woken by the bell finds its guest gone.
        drop(self.sender.take());
        self.bell.notify_one();
    }
}

/// Wakes a guest's game from its wait for input, so news from its room (the other
/// player's move) is drawn at once rather than at the game's next look. Wakes that come
/// before the game has woken are one wake.
#[derive(Clone, Debug)]
pub struct Waker {
    /// Weak: the connection's is the one sender that keeps the game's input open, so the
    /// game hears the guest has gone when it is dropped.
    input: std::sync::Weak<InputSender>,
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
    /// Rung by the connection for each thing it sends, and when it goes.
    bell: Arc<Notify>,
    /// What wakes [`Events::next`] for news: the game sleeps until then.
    waker: Waker,
}

impl GuestEvents {
    /// The events read from `input` (which `sender` feeds), and the waker that sends them
    /// [`Input::Wake`].
    pub(crate) fn new(
        input: mpsc::Receiver<Input>,
        sender: &Arc<InputSender>,
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
            bell: Arc::clone(&sender.bell),
            waker: waker.clone(),
        };
        (events, waker)
    }

    /// The game ends ([`Exit::Flooded`]) once `flag` is set: the connection's, for a
    /// guest who sent more at once than it takes (their bytes dropped from then on).
    pub(crate) fn flooded_when(&mut self, flag: Arc<AtomicBool>) {
        self.flooded = flag;
    }

    /// Events from no one, which never come: what stays in a guest's place while their own
    /// are lent to the task their game is stepped on.
    pub(crate) fn detached() -> GuestEvents {
        let (sender, input) = input_queue(1);
        let size = Arc::new(TerminalSize::new(0, 0));
        GuestEvents::new(input, &sender, size, Duration::MAX).0
    }

    /// What a game stepped on a task awaits when [`Events::next`] has nothing: rung for
    /// each thing the connection sends (keys, a resize, a wake) and when it goes.
    pub(crate) fn bell(&self) -> Arc<Notify> {
        Arc::clone(&self.bell)
    }

    /// When [`Events::next`] has something to say though nothing comes: a partial escape
    /// sequence taken as typed, or the guest idle for too long.
    pub(crate) fn due(&self) -> Option<Instant> {
        let idle = match self.watching {
            true => None,
            // No idle time at all (`--idle` off) is the longest one.
            false => self.last_input.checked_add(self.idle),
        };
        match (self.escape_at, idle) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
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
    /// News (the room's, a move) and the server's stop wake the game's wait: it sleeps
    /// until input or news comes, rather than looking many times a second.
    fn waker(&self) -> Option<crate::tui::runtime::Waker> {
        let waker = self.waker.clone();
        Some(Arc::new(move || waker.wake()))
    }

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
            // Past the wait (or asked for none), what came is still read.
            let received = if now >= deadline {
                match self.input.try_recv() {
                    Ok(input) => Ok(input),
                    Err(mpsc::TryRecvError::Empty) => return Ok(None),
                    Err(mpsc::TryRecvError::Disconnected) => {
                        Err(mpsc::RecvTimeoutError::Disconnected)
                    }
                }
            } else {
                // Woken for a partial escape sequence to be taken as typed, and when the
                // guest has been idle too long, however long the game would sleep.
                let until = self.due().map_or(deadline, |at| at.min(deadline));
                self.input
                    .recv_timeout(until.saturating_duration_since(now))
            };
            match received {
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
#[path = "input_tests.rs"]
mod tests;
