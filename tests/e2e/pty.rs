//! The pseudo-terminal harness of the end-to-end tests: the real `hive` binary runs in a
//! pty (portable-pty), its output feeds a terminal emulator (vt100), and the tests type keys
//! and wait for screens, every wait with a timeout that prints the screen.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};

/// How long any one screen may take to appear.
pub(super) const WAIT: Duration = Duration::from_secs(10);

/// What the reader thread shares with the test: the emulated screen and every byte seen.
pub(super) struct Output {
    parser: vt100::Parser,
    raw: Vec<u8>,
    /// The pty reported end of file (or an error): the child and its terminal are gone.
    eof: bool,
    /// The test asks the reader to let go of its end of the terminal at the next output.
    stop: bool,
}

/// The game running in a pseudo-terminal.
pub(super) struct Tui {
    pub(super) child: Box<dyn Child + Send + Sync>,
    pub(super) master: Box<dyn MasterPty + Send>,
    pub(super) writer: Box<dyn Write + Send>,
    pub(super) output: Arc<Mutex<Output>>,
    pub(super) reader: Option<thread::JoinHandle<()>>,
}

/// No locale of the caller's: `LANG=C`, so the game speaks English unless a test says
/// otherwise.
fn english(cmd: &mut CommandBuilder) {
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
        cmd.env_remove(name);
    }
    cmd.env("LANG", "C");
}

pub(super) fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

pub(super) fn nz(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("terminal sizes are not zero")
}

/// A new, empty directory for one test's saved games (never the player's own).
pub(super) fn fresh_data_dir() -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("hive-e2e-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a data directory");
    dir
}

impl Tui {
    /// Starts `hive` with `args` in a `cols`×`rows` terminal; `color: false` sets `NO_COLOR`.
    pub(super) fn start(args: &[&str], cols: u16, rows: u16, color: bool) -> Tui {
        Tui::start_in(&fresh_data_dir(), args, cols, rows, color)
    }

    /// Like [`Tui::start`], with saved games kept in `data_dir`.
    pub(super) fn start_in(
        data_dir: &std::path::Path,
        args: &[&str],
        cols: u16,
        rows: u16,
        color: bool,
    ) -> Tui {
        let env: &[(&str, &str)] = if color { &[] } else { &[("NO_COLOR", "1")] };
        Tui::spawn(data_dir, args, cols, rows, env)
    }

    /// Starts `hive` with `args` in a `cols`×`rows` terminal with colours on, with `env`
    /// set as well (`TERM` is `xterm-256color` unless it says otherwise).
    pub(super) fn start_with_env(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Tui {
        Tui::spawn(&fresh_data_dir(), args, cols, rows, env)
    }

    /// `hive` with `args` in a `cols`×`rows` terminal with colours on, its saved games in
    /// `data_dir`, and `env` set as well.
    pub(super) fn spawn(
        data_dir: &std::path::Path,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Tui {
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_hive"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env("HIVE_DATA_DIR", data_dir);
        // What the terminal announces is the test's to say, not the caller's terminal.
        for name in ["NO_COLOR", "COLORTERM", "COLORFGBG"] {
            cmd.env_remove(name);
        }
        // English, whatever the caller's locale, unless the test asks for another.
        english(&mut cmd);
        for (name, value) in env {
            cmd.env(name, value);
        }
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        Tui::spawn_command(cmd, cols, rows)
    }

    /// Runs `program` with `args` in a `cols`×`rows` terminal (`TERM` is `xterm-256color`).
    pub(super) fn start_program(program: &str, args: &[&str], cols: u16, rows: u16) -> Tui {
        Tui::start_program_with_env(program, args, cols, rows, &[])
    }

    /// [`Tui::start_program`] with `env` set as well, and no locale of the caller's (`LANG`
    /// is `C` unless `env` says otherwise).
    pub(super) fn start_program_with_env(
        program: &str,
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Tui {
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        english(&mut cmd);
        for (name, value) in env {
            cmd.env(name, value);
        }
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        Tui::spawn_command(cmd, cols, rows)
    }

    fn spawn_command(cmd: CommandBuilder, cols: u16, rows: u16) -> Tui {
        let pair = native_pty_system()
            .openpty(size(cols, rows))
            .expect("open a pseudo-terminal");
        let child = pair.slave.spawn_command(cmd).expect("start the program");
        // Only the child may hold the slave side, so reads see end of file when it exits.
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let output = Arc::new(Mutex::new(Output {
            parser: vt100::Parser::new(nz(rows), nz(cols), 0),
            raw: Vec::new(),
            eof: false,
            stop: false,
        }));
        let shared = Arc::clone(&output);
        let reader = thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        let mut out = shared.lock().unwrap();
                        out.parser.process(&buf[..n]);
                        out.raw.extend_from_slice(&buf[..n]);
                        if out.stop {
                            break;
                        }
                    }
                }
            }
            shared.lock().unwrap().eof = true;
        });
        Tui {
            child,
            master: pair.master,
            writer,
            output,
            reader: Some(reader),
        }
    }

    /// The screen as text: one line per row, trailing blanks trimmed; a non-breaking space
    /// (the key bars keep a key with its label by them) reads as the blank it shows.
    pub(super) fn screen(&self) -> String {
        let out = self.output.lock().unwrap();
        let screen = out.parser.screen();
        let (_, cols) = screen.size();
        screen
            .rows(0, cols.get())
            .map(|row| row.replace('\u{a0}', " ").trim_end().to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub(super) fn raw(&self) -> Vec<u8> {
        self.output.lock().unwrap().raw.clone()
    }

    pub(super) fn framed(&self) -> String {
        let (rows, cols) = self.output.lock().unwrap().parser.screen().size();
        let rule = "-".repeat(cols.get() as usize);
        format!(
            "screen ({cols}×{rows}):\n+{rule}+\n{}\n+{rule}+",
            self.screen()
                .lines()
                .chain(std::iter::repeat(""))
                .take(rows.get() as usize)
                .map(|l| format!("|{l:<width$}|", width = cols.get() as usize))
                .collect::<Vec<_>>()
                .join("\n")
        )
    }

    /// Polls the screen until `ok` holds; fails with the screen printed.
    pub(super) fn wait_until(
        &self,
        what: &str,
        timeout: Duration,
        ok: impl Fn(&str) -> bool,
    ) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ok(&screen) {
                return screen;
            }
            if start.elapsed() > timeout {
                panic!(
                    "timed out after {timeout:?} waiting for {what}\n{}",
                    self.framed()
                );
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until the screen shows `text`.
    pub(super) fn wait_for(&self, text: &str, timeout: Duration) -> String {
        self.wait_until(&format!("{text:?} on screen"), timeout, |s| {
            s.contains(text)
        })
    }

    /// Waits until the screen no longer shows `text`.
    pub(super) fn wait_gone(&self, text: &str, timeout: Duration) -> String {
        self.wait_until(&format!("{text:?} to leave the screen"), timeout, |s| {
            !s.contains(text)
        })
    }

    /// Types bytes into the terminal.
    pub(super) fn send(&mut self, bytes: &str) {
        self.writer
            .write_all(bytes.as_bytes())
            .expect("write to pty");
        self.writer.flush().expect("flush pty");
    }

    /// Types `bytes` on a thread of its own, waiting at most `timeout` for them to go: a
    /// program that stops reading (an `ssh` whose server cut it off part way through a
    /// paste) leaves the rest unwritten, never the test waiting. Whether all went.
    pub(super) fn send_within(&mut self, bytes: Vec<u8>, timeout: Duration) -> bool {
        let mut writer = std::mem::replace(&mut self.writer, Box::new(std::io::sink()));
        let (done, sent) = std::sync::mpsc::channel();
        thread::spawn(move || {
            let written = writer.write_all(&bytes).and_then(|()| writer.flush());
            let _ = done.send((written.is_ok(), writer));
        });
        match sent.recv_timeout(timeout) {
            Ok((ok, writer)) => {
                self.writer = writer;
                ok
            }
            Err(_) => false,
        }
    }

    /// Resizes the terminal (the child gets SIGWINCH) and the emulated screen with it.
    pub(super) fn resize(&mut self, cols: u16, rows: u16) {
        self.output
            .lock()
            .unwrap()
            .parser
            .screen_mut()
            .set_size(nz(rows), nz(cols));
        self.master.resize(size(cols, rows)).expect("resize pty");
    }

    /// Waits until the game has redrawn itself full width after a resize to `cols` columns:
    /// the side panel's top-right corner sits in the last column.
    ///
    /// Type nothing before this: crossterm 0.29 returns the resize and drops the terminal's
    /// readiness when both arrive in one poll, so a key sent with the resize would wait for
    /// the next key.
    pub(super) fn wait_redrawn(&self, cols: u16) -> String {
        self.wait_until(
            &format!("the game to redraw {cols} columns wide"),
            WAIT,
            |s| {
                s.lines()
                    .next()
                    .is_some_and(|row| row.chars().count() == cols as usize && row.ends_with('┐'))
            },
        )
    }

    /// Closes the terminal under the game, as closing its window or killing tmux does: every
    /// descriptor of the pty's master side is closed, so the kernel hangs up the game's end.
    pub(super) fn hang_up(&mut self) {
        self.output.lock().unwrap().stop = true;
        // The reader lets go of its descriptor after the next output: a cursor step redraws.
        self.send("\x1b[C");
        let reader = self
            .reader
            .take()
            .expect("the reader runs until the hang-up");
        let start = Instant::now();
        while !reader.is_finished() {
            assert!(start.elapsed() < WAIT, "the game did not redraw");
            thread::sleep(Duration::from_millis(10));
        }
        // A spare pty takes the place of the closed one, so that `Tui` stays whole.
        let spare = native_pty_system()
            .openpty(size(10, 10))
            .expect("open a pseudo-terminal");
        self.writer = spare.master.take_writer().expect("pty writer");
        self.master = spare.master;
    }

    /// Waits for the child to exit, then for the rest of its output.
    pub(super) fn wait_exit(&mut self, timeout: Duration) -> ExitStatus {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                break status;
            }
            if start.elapsed() > timeout {
                panic!("hive did not exit within {timeout:?}\n{}", self.framed());
            }
            thread::sleep(Duration::from_millis(10));
        };
        while !self.output.lock().unwrap().eof && start.elapsed() < timeout {
            thread::sleep(Duration::from_millis(10));
        }
        status
    }

    /// Plays a move through the `:` prompt and waits for the move list to show it.
    pub(super) fn type_move(&mut self, ply: usize, text: &str) {
        self.send(&format!(":{text}\r"));
        self.wait_for(&format!("Plies ({ply})"), WAIT);
        // `+` after the number where other lines of the game part at this move.
        let (row, parted) = (format!("{ply:>3}. {text}"), format!("{ply:>3}+ {text}"));
        self.wait_until(&format!("{row:?} on screen"), WAIT, |s| {
            s.contains(&row) || s.contains(&parted)
        });
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let start = Instant::now();
            while let Ok(None) = self.child.try_wait() {
                if start.elapsed() > Duration::from_secs(5) {
                    break;
                }
                thread::sleep(Duration::from_millis(10));
            }
        }
    }
}

pub(super) fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// The last position of `needle` in `haystack`.
pub(super) fn last_at(haystack: &[u8], needle: &str) -> Option<usize> {
    haystack
        .windows(needle.len())
        .rposition(|w| w == needle.as_bytes())
}

/// A short game White wins (a UHP GameString: the moves follow the three header fields).
pub(super) const WHITE_WINS: &str = "Base;WhiteWins;Black[8];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \\bQ;wG1 bQ\\;bG2 bQ/;wA1 wQ\\;bA1 bG2/;wA1 bG2\\;bA1 \\bG2;wQ \\wS1;bA1 bG2/;wQ /bG1";
