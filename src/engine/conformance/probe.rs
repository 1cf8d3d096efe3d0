//! An engine under test: a child process whose every answer is awaited for a bounded time.
//!
//! Unlike [`crate::engine::uhp::client::Engine`], which trusts its engine, a probe keeps the
//! answer exactly as written (refusals included), never waits longer than its timeout (a
//! thread reads the engine's output and hands each line over a channel, so the wait is a
//! `recv_timeout`; another writes the commands, so an engine that stops reading cannot
//! block us on a full pipe either), and notices lines that arrive unasked.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::text::printable;

/// The longest line read from an engine; a longer one ends the session (a valid move list
/// of the largest game is a few kilobytes).
const MAX_LINE: u64 = 1 << 20;

/// The most lines one answer may hold before the engine is judged to be babbling.
const MAX_LINES: usize = 10_000;

/// An engine that could not be started.
#[derive(Debug, Error)]
#[error("cannot start engine `{command}`: {source}")]
pub struct StartError {
    /// The command line.
    pub command: String,
    /// What the system said.
    pub source: io::Error,
}

/// What the reading thread hears.
enum Heard {
    Line(String),
    /// A line longer than [`MAX_LINE`]: reading stops there.
    TooLong,
    /// End of output (or a read error).
    End,
}

/// How an answer ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// With a line `ok`, as every answer must.
    Ok,
    /// No `ok` within the time allowed.
    TimedOut(Duration),
    /// The engine closed its output (it exited, most likely).
    Closed,
    /// A line or an answer too long to be one.
    TooLong,
}

/// An engine's answer to one command: its lines before `ok`, and how it ended.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The lines before `ok` (line ends removed).
    pub lines: Vec<String>,
    /// Whether `ok` came, and if not why.
    pub ending: Ending,
    /// How long it took.
    pub took: Duration,
}

impl Answer {
    /// Whether the answer ended with `ok`.
    pub fn is_complete(&self) -> bool {
        self.ending == Ending::Ok
    }

    /// The first `err …` or `invalidmove …` line, if the command was refused.
    pub fn refusal(&self) -> Option<&str> {
        self.lines
            .iter()
            .map(String::as_str)
            .find(|l| is_refusal(l))
    }

    /// The first line, which GUIs read as the answer of most commands.
    pub fn first(&self) -> Option<&str> {
        self.lines.first().map(String::as_str)
    }

    /// The answer on one line for a report: lines joined by ` | `, each escaped and cut,
    /// then `ok` or what happened instead.
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> = self
            .lines
            .iter()
            .take(6)
            .map(|l| printable(l, 160).into_owned())
            .collect();
        if self.lines.len() > 6 {
            parts.push(format!("… ({} lines in all)", self.lines.len()));
        }
        parts.push(match self.ending {
            Ending::Ok => "ok".to_string(),
            Ending::TimedOut(after) => format!("(no `ok` within {:.1} s)", after.as_secs_f64()),
            Ending::Closed => "(the engine closed its output)".to_string(),
            Ending::TooLong => "(an answer too long to read)".to_string(),
        });
        parts.join(" | ")
    }
}

/// Whether a line refuses the command (`err …`, `invalidmove …`).
pub fn is_refusal(line: &str) -> bool {
    line == "err"
        || line.starts_with("err ")
        || line == "invalidmove"
        || line.starts_with("invalidmove ")
}

/// A UHP engine running as a child process, each answer awaited at most `timeout`.
pub struct Probe {
    child: Child,
    /// To the writing thread; dropping it closes the engine's input.
    input: Option<Sender<String>>,
    heard: Receiver<Heard>,
    timeout: Duration,
    /// False once an answer went wrong (timed out, cut off): the engine may still be
    /// writing it, so what it says next cannot be matched with what was asked.
    in_step: bool,
    /// The block the engine wrote unprompted at start-up.
    pub greeting: Answer,
}

impl Probe {
    /// Starts `command` (split on white space: a program and its arguments, as `hive match`
    /// does) and reads its start-up block.
    pub fn start(command: &str, timeout: Duration) -> Result<Probe, StartError> {
        let start_err = |source| StartError {
            command: command.to_string(),
            source,
        };
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| start_err(io::Error::other("no program named")))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(start_err)?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(start_err(io::Error::other("no pipes to the engine")));
        };
        // Bounded: an engine that floods its output waits for us, not our memory for it.
        let (tell, heard) = mpsc::sync_channel(4096);
        let (send, commands) = mpsc::channel();
        let threads = std::thread::Builder::new()
            .name("uhp-check-reader".to_string())
            .spawn(move || read_lines(output, &tell))
            .and_then(|_| {
                std::thread::Builder::new()
                    .name("uhp-check-writer".to_string())
                    .spawn(move || write_lines(input, &commands))
            });
        if let Err(source) = threads {
            let _ = child.kill();
            let _ = child.wait();
            return Err(start_err(source));
        }
        let mut probe = Probe {
            child,
            input: Some(send),
            heard,
            timeout,
            in_step: true,
            greeting: Answer {
                lines: Vec::new(),
                ending: Ending::Ok,
                took: Duration::ZERO,
            },
        };
        probe.greeting = probe.answer(Instant::now(), timeout);
        Ok(probe)
    }

    /// Whether answers can still be matched with commands (no answer has gone wrong).
    pub fn in_step(&self) -> bool {
        self.in_step
    }

    /// Lines the engine wrote since its last answer, unasked.
    pub fn stray(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        while lines.len() < MAX_LINES {
            match self.heard.try_recv() {
                Ok(Heard::Line(line)) => lines.push(line),
                Ok(Heard::TooLong | Heard::End) => {
                    self.in_step = false;
                    break;
                }
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => break,
            }
        }
        lines
    }

    /// Sends `command` and waits for its answer, at most the probe's timeout.
    pub fn ask(&mut self, command: &str) -> Answer {
        self.ask_within(command, self.timeout)
    }

    /// Sends `command` and waits at most `limit` for its answer.
    pub fn ask_within(&mut self, command: &str, limit: Duration) -> Answer {
        let start = Instant::now();
        let sent = match &self.input {
            Some(input) => input.send(command.to_string()).is_ok(),
            None => false,
        };
        if !sent {
            self.in_step = false;
            return Answer {
                lines: Vec::new(),
                ending: Ending::Closed,
                took: start.elapsed(),
            };
        }
        self.answer(start, limit)
    }

    /// Reads lines up to `ok`, until `start + limit`.
    fn answer(&mut self, start: Instant, limit: Duration) -> Answer {
        let mut lines = Vec::new();
        let ending = loop {
            let left = limit.saturating_sub(start.elapsed());
            match self.heard.recv_timeout(left) {
                Ok(Heard::Line(line)) if line.trim_end() == "ok" => break Ending::Ok,
                Ok(Heard::Line(line)) if lines.len() < MAX_LINES => lines.push(line),
                Ok(Heard::Line(_) | Heard::TooLong) => break Ending::TooLong,
                Ok(Heard::End) | Err(RecvTimeoutError::Disconnected) => break Ending::Closed,
                Err(RecvTimeoutError::Timeout) => break Ending::TimedOut(limit),
            }
        };
        if ending != Ending::Ok {
            self.in_step = false;
        }
        Answer {
            lines,
            ending,
            took: start.elapsed(),
        }
    }
}

/// The writing thread: each command on a line of its own, until the probe is gone or the
/// engine's input is closed.
fn write_lines(mut input: ChildStdin, commands: &Receiver<String>) {
    for command in commands {
        if writeln!(input, "{command}")
            .and_then(|()| input.flush())
            .is_err()
        {
            return;
        }
    }
}

/// The reading thread: every line of `output`, then [`Heard::End`]. It stops when the probe
/// is gone (nobody listens) or the engine's output ends.
fn read_lines(output: ChildStdout, tell: &SyncSender<Heard>) {
    let mut reader = BufReader::new(output);
    loop {
        let mut bytes = Vec::new();
        match (&mut reader)
            .take(MAX_LINE + 1)
            .read_until(b'\n', &mut bytes)
        {
            Ok(0) | Err(_) => {
                let _ = tell.send(Heard::End);
                return;
            }
            Ok(_) if bytes.len() as u64 > MAX_LINE => {
                let _ = tell.send(Heard::TooLong);
                return;
            }
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&bytes);
        let line = line.trim_end_matches(['\n', '\r']).to_string();
        if tell.send(Heard::Line(line)).is_err() {
            return;
        }
    }
}

impl Drop for Probe {
    fn drop(&mut self) {
        if let Some(input) = self.input.take() {
            let _ = input.send("exit".to_string());
        }
        // An engine that ignores `exit` (or is busy, or hangs) is not left behind.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
