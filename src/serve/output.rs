//! A guest's screen: what the game draws goes to their SSH channel through a bounded queue.
//! A guest whose connection cannot take the frames as fast as they are drawn is dropped,
//! never waited for: the game's thread never blocks on the network.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use tokio::sync::{Notify, mpsc};

use super::exit::Exit;
use super::input::TerminalSize;
use crate::tui::runtime::sgr::Ansi16;
use crate::tui::runtime::{Easels, Keep, KeepsFrame};

/// The bytes waiting for one guest's connection, shared by the game's thread (which adds
/// frames) and the connection (which sends them).
#[derive(Debug)]
pub(crate) struct Backlog {
    queued: AtomicUsize,
    limit: usize,
    overflowed: AtomicBool,
    /// The guest left the full screen for plain mode (chose it in the lobby): nothing is
    /// to be undone by escape sequences when they go.
    plain: AtomicBool,
    /// The game is stepped on a task, which must never wait: a frame that finds the queue
    /// full is held back and goes out with the next ([`Backlog::holds`]).
    stepped: AtomicBool,
    /// A frame is held back.
    held: AtomicBool,
    /// Cuts the guest's connection (told when they overflow).
    cut: Arc<Notify>,
}

impl Backlog {
    pub(crate) fn new(limit: usize, cut: Arc<Notify>) -> Arc<Backlog> {
        Arc::new(Backlog {
            queued: AtomicUsize::new(0),
            limit,
            overflowed: AtomicBool::new(false),
            plain: AtomicBool::new(false),
            stepped: AtomicBool::new(false),
            held: AtomicBool::new(false),
            cut,
        })
    }

    /// `n` bytes went out.
    pub(crate) fn sent(&self, n: usize) {
        // Never below zero: `sent` follows the `fetch_add` of the same bytes.
        let _ = self
            .queued
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |q| {
                Some(q.saturating_sub(n))
            });
    }

    /// Whether a frame was held back for a full queue: the game's task flushes again soon.
    pub(crate) fn holds(&self) -> bool {
        self.held.load(Ordering::Relaxed)
    }

    /// Whether the guest was dropped for not keeping up.
    pub(crate) fn overflowed(&self) -> bool {
        self.overflowed.load(Ordering::Relaxed)
    }
}

/// The guest's end of the screen: frames are gathered here and queued whole at each flush
/// (ratatui flushes once a frame). Writing never blocks: when the queue is over its limit
/// the write fails (the guest is too slow: their connection is cut and the game ends for
/// them), and from then on everything written is dropped.
#[derive(Debug)]
pub struct Output {
    frame: Vec<u8>,
    sender: mpsc::Sender<Vec<u8>>,
    backlog: Arc<Backlog>,
    /// The connection failed once: nothing more goes out.
    broken: bool,
}

impl Output {
    pub(crate) fn new(sender: mpsc::Sender<Vec<u8>>, backlog: Arc<Backlog>) -> Output {
        Output {
            frame: Vec::new(),
            sender,
            backlog,
            broken: false,
        }
    }

    /// Another writer to the same screen, in the same queue (for what is written around
    /// the game's frames: entering and leaving the full screen).
    pub(crate) fn twin(&self) -> Output {
        Output::new(self.sender.clone(), Arc::clone(&self.backlog))
    }

    /// Marks the guest's screen as left for plain mode (the full screen already left).
    pub(crate) fn set_plain(&self) {
        self.backlog.plain.store(true, Ordering::Relaxed);
    }

    /// Whether the guest's screen was left for plain mode ([`Output::set_plain`]).
    pub(crate) fn is_plain(&self) -> bool {
        self.backlog.plain.load(Ordering::Relaxed)
    }

    fn too_slow(&mut self) -> io::Error {
        self.broken = true;
        self.frame = Vec::new();
        self.backlog.overflowed.store(true, Ordering::Relaxed);
        self.backlog.cut.notify_one();
        Exit::TooSlow.into_io()
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.broken || self.backlog.overflowed() {
            return Ok(buf.len());
        }
        if self.frame.len() + buf.len() > self.backlog.limit {
            return Err(self.too_slow());
        }
        self.frame.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.broken || self.backlog.overflowed() || self.frame.is_empty() {
            return Ok(());
        }
        let n = self.frame.len();
        let before = self.backlog.queued.fetch_add(n, Ordering::Relaxed);
        if before + n > self.backlog.limit {
            self.backlog.sent(n);
            return Err(self.too_slow());
        }
        let mut frame = std::mem::take(&mut self.frame);
        if self.backlog.stepped.load(Ordering::Relaxed) {
            // A task waits for nothing: the frame is held back, the next goes out with it.
            let sent = self.sender.try_send(frame);
            if let Err(mpsc::error::TrySendError::Full(back)) = sent {
                self.backlog.sent(n);
                self.frame = back;
                self.backlog.held.store(true, Ordering::Relaxed);
                return Ok(());
            }
            self.backlog.held.store(false, Ordering::Relaxed);
            return self.sent_or(sent, n);
        }
        // A full queue of frames that are small (each key of a paste echoed in plain mode
        // is one) waits a little for the connection to send some: only this guest's thread
        // waits. Still full then, the guest is too slow.
        let waited = std::time::Instant::now();
        loop {
            match self.sender.try_send(frame) {
                Err(mpsc::error::TrySendError::Full(back)) if waited.elapsed() < FULL_WAIT => {
                    frame = back;
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                other => break self.sent_or(other, n),
            }
        }
    }
}

/// How long a frame waits for room in a full queue before its guest is taken as too slow.
const FULL_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

impl Output {
    fn sent_or(
        &mut self,
        sent: Result<(), mpsc::error::TrySendError<Vec<u8>>>,
        n: usize,
    ) -> io::Result<()> {
        match sent {
            Ok(()) => Ok(()),
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.backlog.sent(n);
                Err(self.too_slow())
            }
            Err(mpsc::error::TrySendError::Closed(_)) => {
                self.backlog.sent(n);
                self.broken = true;
                Err(Exit::Gone.into_io())
            }
        }
    }
}

/// The ratatui backend of a guest's screen: crossterm's, writing to [`Output`], at the size
/// the guest's client reports (crossterm's own would ask the server's terminal). The 16
/// ANSI colours go out in their own codes, as on the local terminal (`Ansi16`), for a
/// guest on a 16-colour terminal.
#[derive(Debug)]
pub struct GuestBackend {
    inner: CrosstermBackend<Ansi16<Output>>,
    size: Arc<TerminalSize>,
    /// The same output, for lines of text (plain mode).
    lines: Output,
    /// The frame on the guest's screen, for the next to be compared with (forgotten when
    /// the screen is cleared).
    keep: Keep,
}

impl GuestBackend {
    pub(crate) fn new(output: Output, size: Arc<TerminalSize>, easels: Easels) -> GuestBackend {
        GuestBackend {
            lines: output.twin(),
            inner: CrosstermBackend::new(Ansi16::new(output)),
            size,
            keep: Keep::new(easels),
        }
    }

    /// A terminal on no screen, of no size, holding no buffer: what stays in a guest's
    /// place while their own is lent to the task their game is stepped on.
    pub(crate) fn detached_terminal() -> io::Result<ratatui::Terminal<GuestBackend>> {
        let (frames, _) = mpsc::channel(1);
        let output = Output::new(frames, Backlog::new(0, Arc::new(Notify::new())));
        let size = Arc::new(TerminalSize::new(0, 0));
        let backend = GuestBackend::new(output, size, Easels::default());
        let viewport = ratatui::Viewport::Fixed(ratatui::layout::Rect::ZERO);
        ratatui::Terminal::with_options(backend, ratatui::TerminalOptions { viewport })
    }

    /// Has the screen stepped on a task (`true`), whose flushes never wait: a frame that
    /// finds the queue full is held back ([`GuestBackend::holds_frame`]).
    pub(crate) fn stepped(&mut self, stepped: bool) {
        self.lines.backlog.stepped.store(stepped, Ordering::Relaxed);
    }

    /// Whether a frame is held back for a full queue, to be flushed again.
    pub(crate) fn holds_frame(&self) -> bool {
        self.lines.backlog.holds()
    }

    /// Where the screen's bytes go, for a guest in plain mode, who is sent lines of text.
    pub(crate) fn writer(&mut self) -> &mut Output {
        &mut self.lines
    }
}

impl Backend for GuestBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }

    fn append_lines(&mut self, n: u16) -> io::Result<()> {
        self.inner.append_lines(n)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        // Asking the guest's terminal would mean waiting for its answer among their keys;
        // the full-screen game never needs it.
        Ok(Position::ORIGIN)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.keep.forget();
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.keep.forget();
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        let (width, height) = self.size.get();
        Ok(Size { width, height })
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size()?,
            pixels: Size::default(),
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

impl KeepsFrame for GuestBackend {
    fn keep(&mut self) -> Option<&mut Keep> {
        Some(&mut self.keep)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_go_out_whole_and_a_full_queue_fails_at_once() {
        let (tx, mut rx) = mpsc::channel(4);
        let cut = Arc::new(Notify::new());
        let backlog = Backlog::new(100, Arc::clone(&cut));
        let mut out = Output::new(tx, Arc::clone(&backlog));
        out.write_all(b"abc").unwrap();
        out.write_all(b"def").unwrap();
        out.flush().unwrap();
        assert_eq!(rx.try_recv().unwrap(), b"abcdef");
        backlog.sent(6);
        // Nobody sends: 90 bytes fit, the next 20 do not.
        out.write_all(&[b'x'; 90]).unwrap();
        out.flush().unwrap();
        out.write_all(&[b'y'; 20]).unwrap();
        let start = std::time::Instant::now();
        let err = out.flush().unwrap_err();
        assert!(start.elapsed() < std::time::Duration::from_millis(100));
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
        assert!(matches!(Exit::from(err), Exit::TooSlow));
        assert!(backlog.overflowed());
        // The connection is told to cut (the permit waits for its task).
        let told = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
            .block_on(async {
                tokio::time::timeout(std::time::Duration::from_secs(1), cut.notified())
                    .await
                    .is_ok()
            });
        assert!(told);
        // From then on, writing goes nowhere and fails no more.
        out.write_all(b"more").unwrap();
        out.flush().unwrap();
        // A frame larger than the whole budget is refused as it is written.
        let (tx, _rx) = mpsc::channel(4);
        let mut out = Output::new(tx, Backlog::new(10, Arc::new(Notify::new())));
        assert!(out.write_all(&[0; 11]).is_err());
    }

    #[test]
    fn a_screen_stepped_on_a_task_holds_a_frame_back_for_a_full_queue_and_never_waits() {
        let (tx, mut rx) = mpsc::channel(1);
        let backlog = Backlog::new(1_000, Arc::new(Notify::new()));
        backlog.stepped.store(true, Ordering::Relaxed);
        let mut out = Output::new(tx, Arc::clone(&backlog));
        out.write_all(b"one").unwrap();
        out.flush().unwrap();
        assert!(!backlog.holds());
        // The queue is full and nobody reads: the frame is held back at once (a thread's
        // flush would wait up to a second for room, then fail).
        let start = std::time::Instant::now();
        out.write_all(b"two").unwrap();
        out.flush().unwrap();
        assert!(start.elapsed() < std::time::Duration::from_millis(500));
        assert!(backlog.holds());
        // The next frame joins it, and both go out together once there is room, in order.
        out.write_all(b"three").unwrap();
        out.flush().unwrap();
        assert_eq!(rx.try_recv().unwrap(), b"one");
        out.flush().unwrap();
        assert!(!backlog.holds());
        assert_eq!(rx.try_recv().unwrap(), b"twothree");
        assert!(!backlog.overflowed());
        // Held back or not, the bytes still count against the guest's budget.
        let (tx, _rx) = mpsc::channel(1);
        let backlog = Backlog::new(10, Arc::new(Notify::new()));
        backlog.stepped.store(true, Ordering::Relaxed);
        let mut out = Output::new(tx, Arc::clone(&backlog));
        out.write_all(b"12345").unwrap();
        out.flush().unwrap();
        out.write_all(b"678").unwrap();
        out.flush().unwrap();
        out.write_all(b"abc").unwrap();
        assert!(out.flush().is_err());
        assert!(backlog.overflowed());
    }

    #[test]
    fn a_burst_of_small_frames_waits_for_a_slow_reader_instead_of_failing() {
        // A paste in plain mode: each key echoed is a frame of its own, far more frames
        // than the queue holds, while the connection sends them a few milliseconds apart.
        let (tx, mut rx) = mpsc::channel(2);
        let mut out = Output::new(tx, Backlog::new(1_000_000, Arc::new(Notify::new())));
        let reader = std::thread::spawn(move || {
            let mut got = Vec::new();
            while let Some(frame) = rx.blocking_recv() {
                got.extend(frame);
                std::thread::sleep(std::time::Duration::from_millis(3));
            }
            got
        });
        let typed = "say 你好世界🎉 a long tail of text pasted at once, past the queue's frames";
        for c in typed.chars() {
            write!(out, "{c}").unwrap();
            out.flush().unwrap();
        }
        drop(out);
        assert_eq!(String::from_utf8(reader.join().unwrap()).unwrap(), typed);
    }

    #[test]
    fn the_queue_counts_frames_too() {
        let (tx, _rx) = mpsc::channel(2);
        let mut out = Output::new(tx, Backlog::new(1_000_000, Arc::new(Notify::new())));
        for _ in 0..2 {
            out.write_all(b"frame").unwrap();
            out.flush().unwrap();
        }
        out.write_all(b"frame").unwrap();
        assert_eq!(out.flush().unwrap_err().kind(), io::ErrorKind::TimedOut);
    }

    #[test]
    fn a_closed_connection_is_a_broken_pipe() {
        let (tx, rx) = mpsc::channel(2);
        drop(rx);
        let mut out = Output::new(tx, Backlog::new(100, Arc::new(Notify::new())));
        out.write_all(b"x").unwrap();
        let gone = out.flush().unwrap_err();
        assert_eq!(gone.kind(), io::ErrorKind::BrokenPipe);
        assert!(matches!(Exit::from(gone), Exit::Gone));
    }

    /// A guest on a 16-colour terminal gets the 16 colours' own codes, not crossterm's
    /// 256-colour escapes for them (`38;5;1`), which such a terminal does not read.
    #[test]
    fn the_16_colours_go_out_in_their_own_codes() {
        let (tx, mut rx) = mpsc::channel(4);
        let size = Arc::new(TerminalSize::new(10, 2));
        let backlog = Backlog::new(10_000, Arc::new(Notify::new()));
        let mut backend = GuestBackend::new(Output::new(tx, backlog), size, Easels::default());
        let mut cell = Cell::default();
        cell.set_symbol("x")
            .set_fg(ratatui::style::Color::Red)
            .set_bg(ratatui::style::Color::LightBlue);
        backend.draw(std::iter::once((0, 0, &cell))).unwrap();
        Backend::flush(&mut backend).unwrap();
        let sent = String::from_utf8(rx.try_recv().unwrap()).unwrap();
        // Every parameter of every SGR sequence (`ESC [ … m`).
        let params: Vec<&str> = sent
            .split("\x1b[")
            .filter_map(|seq| seq.split_once('m').map(|(p, _)| p))
            .flat_map(|p| p.split(';'))
            .collect();
        assert!(!sent.contains(";5;"), "{sent:?}");
        assert!(
            params.contains(&"31") && params.contains(&"104"),
            "{sent:?}"
        );
    }

    /// A screen that keeps its last frame compactly (`draw_lean`) sends its guest the very
    /// bytes that ratatui's own double-buffered draw does, frame after frame, through
    /// resizes and clears, and ratatui keeps no buffer between its frames.
    #[test]
    fn a_kept_frame_sends_what_ratatui_s_own_draw_sends() {
        use ratatui::Terminal;
        use ratatui::style::{Color, Style};
        use ratatui::widgets::{Paragraph, Wrap};

        let screen = |width, height| {
            let (tx, rx) = mpsc::channel(1_000);
            let size = Arc::new(TerminalSize::new(width, height));
            let backlog = Backlog::new(1 << 24, Arc::new(Notify::new()));
            let backend = GuestBackend::new(
                Output::new(tx, backlog),
                Arc::clone(&size),
                Easels::default(),
            );
            (Terminal::new(backend).unwrap(), rx, size)
        };
        let (mut lean, mut lean_rx, lean_size) = screen(20, 4);
        let (mut full, mut full_rx, full_size) = screen(20, 4);
        let texts = [
            "wQ wS1\nbG1 -",
            "wQ wS1\nbG1 - bA1",
            "x",
            "a much longer line that wraps, twice or more",
            "",
            "ёж и żółw, čáp 👍🏽 全角 e\u{301}",
            "ёж и żółw, čáp 全角",
        ];
        // Each frame twice: the second time nothing changes but after a clear.
        for n in 0..80 {
            let text = texts[(n / 2) % texts.len()];
            let (width, height) = match (n / 2) % 9 {
                4 => (12, 3),
                7 => (30, 5),
                _ => (20, 4),
            };
            for size in [&lean_size, &full_size] {
                size.set(width, height);
            }
            let cleared = n % 6 == 5;
            if cleared {
                lean.clear().unwrap();
                full.clear().unwrap();
            }
            let style = Style::new().fg(Color::Indexed(u8::try_from(n / 2 % 5).unwrap()));
            let render = |f: &mut ratatui::Frame| {
                let para = Paragraph::new(text).style(style).wrap(Wrap { trim: false });
                f.render_widget(para, f.area());
            };
            crate::tui::runtime::draw_lean(&mut lean, render).unwrap();
            full.draw(render).unwrap();
            let sent = |rx: &mut mpsc::Receiver<Vec<u8>>| {
                std::iter::from_fn(|| rx.try_recv().ok())
                    .flatten()
                    .collect::<Vec<u8>>()
            };
            let (lean_sent, full_sent) = (sent(&mut lean_rx), sent(&mut full_rx));
            let changed = n % 2 == 0 || cleared;
            assert_eq!(full_sent.len() > 40, changed, "frame {n}: {full_sent:?}");
            assert_eq!(
                String::from_utf8_lossy(&lean_sent),
                String::from_utf8_lossy(&full_sent),
                "frame {n}: {text:?} at {width}×{height}"
            );
            assert!(lean.backend_mut().keep.holds_a_frame());
            assert_eq!(lean.current_buffer_mut().content.len(), 0, "a buffer kept");
            lean.swap_buffers();
            assert_eq!(lean.current_buffer_mut().content.len(), 0, "a buffer kept");
        }
    }

    #[test]
    fn the_backend_is_the_guest_s_size() {
        let (tx, _rx) = mpsc::channel(2);
        let size = Arc::new(TerminalSize::new(90, 30));
        let backlog = Backlog::new(100, Arc::new(Notify::new()));
        let mut backend = GuestBackend::new(
            Output::new(tx, backlog),
            Arc::clone(&size),
            Easels::default(),
        );
        assert_eq!(backend.size().unwrap(), Size::new(90, 30));
        size.set(40, 12);
        assert_eq!(
            backend.window_size().unwrap().columns_rows,
            Size::new(40, 12)
        );
    }
}
