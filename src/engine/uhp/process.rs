//! One UHP engine run as a child process, the single driver under `hive match`
//! ([`super::client::Engine`]) and `hive uhp-check` ([`crate::engine::conformance::Driver`]).
//!
//! The engine runs in a process group of its own, killed with everything in it (an engine
//! behind a wrapper script, whatever it left running) when the process is dropped or
//! killed, whichever features are on: a library user leaves no orphans either. Its output
//! is read by a thread of its own, a line of at most [`MAX_LINE`] bytes at a time into a
//! bounded queue, and its commands written by another, so every wait is a bounded
//! `recv_timeout`: an engine that hangs, floods its output or stops reading its input cannot
//! block us or fill our memory. Answers are kept exactly as written (refusals included);
//! lines that arrive unasked are noticed ([`Process::stray`]). On request every line sent
//! and read is written to a log ([`Log`]) as it crosses the pipe.

use std::io::{self, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use thiserror::Error;

use super::line::{MAX_LINE, read_bounded};
use crate::text::printable;

/// The most lines one answer may hold before the engine is judged to be babbling (a valid
/// move list is one line; an `options` block a few dozen).
pub const MAX_LINES: usize = 10_000;

/// Lines read ahead of the one awaited: an engine that floods its output waits for us,
/// not our memory for it.
const QUEUE: usize = 4096;

/// How long a dropped engine is given to leave after `exit` before it is killed.
const EXIT_GRACE: Duration = Duration::from_millis(200);

/// An engine that could not be started.
#[derive(Debug, Error)]
#[error("cannot start engine `{command}`: {source}")]
pub struct StartError {
    /// The command line.
    pub command: String,
    /// What the system said.
    pub source: io::Error,
}

/// An engine's input and output as a log: one line for each line that crosses the pipe,
/// `SECONDS > COMMAND` for what it was sent and `SECONDS < LINE` for what it wrote, the
/// seconds counted from the log's creation (to the millisecond), as the threads that write
/// and read the pipe see them. A write that fails is dropped: a log never stops a game.
pub struct Log {
    out: Mutex<Box<dyn Write + Send>>,
    origin: Instant,
}

impl Log {
    /// A log written to `out`.
    pub fn new(out: Box<dyn Write + Send>) -> Log {
        Log {
            out: Mutex::new(out),
            origin: Instant::now(),
        }
    }

    /// Writes one line: `way` is `>` for sent, `<` for read, `#` for a note.
    pub fn line(&self, way: char, text: &str) {
        let at = self.origin.elapsed().as_secs_f64();
        if let Ok(mut out) = self.out.lock() {
            let _ = writeln!(out, "{at:9.3} {way} {text}").and_then(|()| out.flush());
        }
    }
}

impl std::fmt::Debug for Log {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Log")
    }
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
    /// A line longer than [`MAX_LINE`] bytes.
    LineTooLong,
    /// More than [`MAX_LINES`] lines before `ok`.
    TooManyLines,
}

/// An engine's answer to one command: its lines before `ok`, and how it ended.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The lines before `ok`, as written (line ends removed).
    pub lines: Vec<String>,
    /// Whether `ok` came, and if not why.
    pub ending: Ending,
    /// How long it took.
    pub took: Duration,
}

impl Answer {
    /// No answer at all: the engine's input or output was closed.
    pub fn closed() -> Answer {
        Answer {
            lines: Vec::new(),
            ending: Ending::Closed,
            took: Duration::ZERO,
        }
    }

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
            Ending::LineTooLong | Ending::TooManyLines => {
                "(an answer too long to read)".to_string()
            }
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

/// A UHP engine running as a child process, each answer awaited for a bounded time.
pub struct Process {
    command: String,
    child: Child,
    /// To the writing thread; dropping it closes the engine's input.
    input: Option<Sender<String>>,
    heard: Receiver<Heard>,
    timeout: Duration,
    /// False once an answer went wrong (timed out, cut off): the engine may still be
    /// writing it, so what it says next cannot be matched with what was asked.
    in_step: bool,
    /// How the process ended, once it has been reaped (after its group was killed).
    reaped: Option<ExitStatus>,
    /// The block the engine wrote unprompted at start-up.
    pub greeting: Answer,
    /// Where the lines sent and read are written, if anywhere.
    log: Option<Arc<Log>>,
}

impl Process {
    /// Starts `command` (split on white space: a program and its arguments) in a process
    /// group of its own, and reads its start-up block, awaiting it and every later answer
    /// at most `timeout`.
    pub fn start(command: &str, timeout: Duration) -> Result<Process, StartError> {
        Process::start_logged(command, timeout, None)
    }

    /// [`Process::start`], every line sent and read written to `log`.
    pub fn start_logged(
        command: &str,
        timeout: Duration,
        log: Option<Arc<Log>>,
    ) -> Result<Process, StartError> {
        if let Some(log) = &log {
            log.line('#', &format!("started `{}`", printable(command, 1_000)));
        }
        let start_err = |source| StartError {
            command: command.to_string(),
            source,
        };
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| start_err(io::Error::other("no program named")))?;
        let mut child = Command::new(program);
        child
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // A group of its own, so that the engine is killed with whatever it started (an
        // engine behind a wrapper script), and a Ctrl-C meant for us is not its.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut child, 0);
        let child = child.spawn().map_err(start_err)?;
        let (tell, heard) = mpsc::sync_channel(QUEUE);
        let (send, commands) = mpsc::channel();
        let mut process = Process {
            command: command.to_string(),
            child,
            input: Some(send),
            heard,
            timeout,
            in_step: true,
            reaped: None,
            greeting: Answer::closed(),
            log: log.clone(),
        };
        let (Some(input), Some(output)) = (process.child.stdin.take(), process.child.stdout.take())
        else {
            return Err(start_err(io::Error::other("no pipes to the engine")));
        };
        let heard_log = log.clone();
        std::thread::Builder::new()
            .name("engine output".to_string())
            .spawn(move || read_lines(output, &tell, heard_log.as_deref()))
            .and_then(|_| {
                std::thread::Builder::new()
                    .name("engine input".to_string())
                    .spawn(move || write_lines(input, &commands, log.as_deref()))
            })
            .map_err(start_err)?;
        process.greeting = process.answer(Instant::now(), timeout);
        Ok(process)
    }

    /// Writes a note in the log, if there is one.
    pub fn note(&self, text: &str) {
        if let Some(log) = &self.log {
            log.line('#', text);
        }
    }

    /// The command line it was started with.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The time allowed for an answer.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Whether answers can still be matched with commands (no answer has gone wrong).
    pub fn in_step(&self) -> bool {
        self.in_step
    }

    /// Lines the engine wrote since its last answer, unasked (at most [`MAX_LINES`]).
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

    /// Sends `command` and waits for its answer, at most the process's timeout.
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
                took: start.elapsed(),
                ..Answer::closed()
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
                Ok(Heard::Line(_)) if lines.len() >= MAX_LINES => break Ending::TooManyLines,
                Ok(Heard::Line(line)) => lines.push(line),
                Ok(Heard::TooLong) => break Ending::LineTooLong,
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

    /// Whether the engine's process is still running.
    pub fn is_running(&mut self) -> bool {
        self.reaped.is_none() && !self.has_ended()
    }

    /// Waits up to `wait` for the process to end on its own (its output closed: it is
    /// ending); if it did, kills what it left in its group and returns how it ended.
    pub fn ended_within(&mut self, wait: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + wait;
        loop {
            if self.reaped.is_some() || self.has_ended() {
                self.kill();
                return self.reaped;
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Kills the engine's process and every process in its group, and reaps it.
    pub fn kill(&mut self) {
        if self.reaped.is_some() {
            return;
        }
        // Before the leader is reaped its number, and so its group's, cannot be another's.
        #[cfg(unix)]
        {
            let pid = rustix::process::Pid::from_child(&self.child);
            let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
        }
        let _ = self.child.kill();
        self.reaped = self.child.wait().ok();
    }

    /// Whether the process has ended, asked without reaping it where the system allows
    /// (so that its group can still be killed safely).
    fn has_ended(&mut self) -> bool {
        #[cfg(all(
            unix,
            not(any(
                target_os = "cygwin",
                target_os = "horizon",
                target_os = "openbsd",
                target_os = "redox"
            ))
        ))]
        {
            use rustix::process::{Pid, WaitId, WaitIdOptions, waitid};
            let how = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
            if let Ok(status) = waitid(WaitId::Pid(Pid::from_child(&self.child)), how) {
                return status.is_some();
            }
        }
        match self.child.try_wait() {
            Ok(Some(status)) => {
                self.reaped = Some(status);
                true
            }
            Ok(None) => false,
            Err(_) => true,
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        if let Some(input) = self.input.take() {
            let _ = input.send("exit".to_string());
        }
        // An engine that ignores `exit` (or is busy, or hangs) is not left behind, nor
        // anything it started, even once it has exited itself.
        let deadline = Instant::now() + EXIT_GRACE;
        while Instant::now() < deadline && self.is_running() {
            std::thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }
}

/// The writing thread: each command on a line of its own, until the process is dropped
/// or the engine's input is closed.
fn write_lines(mut input: ChildStdin, commands: &Receiver<String>, log: Option<&Log>) {
    for command in commands {
        if let Some(log) = log {
            log.line('>', &command);
        }
        if writeln!(input, "{command}")
            .and_then(|()| input.flush())
            .is_err()
        {
            return;
        }
    }
}

/// The reading thread: every line of `output`, then [`Heard::End`] (or [`Heard::TooLong`]
/// and no more). It stops when the process is dropped (nobody listens) or the output ends.
fn read_lines(output: ChildStdout, tell: &SyncSender<Heard>, log: Option<&Log>) {
    let mut reader = BufReader::new(output);
    let mut line = Vec::new();
    loop {
        let heard = match read_bounded(&mut reader, &mut line, MAX_LINE) {
            Ok(Some(true)) => Heard::Line(String::from_utf8_lossy(&line).into_owned()),
            Ok(Some(false)) => Heard::TooLong,
            Ok(None) | Err(_) => Heard::End,
        };
        if let Some(log) = log {
            match &heard {
                Heard::Line(text) => log.line('<', text),
                Heard::TooLong => log.line('#', "a line over the limit: reading stopped"),
                Heard::End => log.line('#', "the engine closed its output"),
            }
        }
        let last = !matches!(heard, Heard::Line(_));
        if tell.send(heard).is_err() || last {
            return;
        }
    }
}

/// How a child process ended, in words (`exited with code 101`, `killed by signal 9`).
pub fn exit_status(status: Option<ExitStatus>) -> String {
    let Some(status) = status else {
        return "its output closed".to_string();
    };
    if let Some(code) = status.code() {
        return format!("exited with code {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    "ended".to_string()
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::path::Path;

    use super::*;

    /// Whether process `pid` is gone: no such process, or a zombie nobody has reaped yet
    /// (an orphan's new parent may be slow to, or never, in a container).
    fn is_gone(pid: u32) -> bool {
        match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
            Err(_) => true,
            Ok(stat) => stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        }
    }

    /// The pid a wrapper script wrote, once it has (within five seconds).
    fn child_pid(file: &Path) -> Option<u32> {
        (0..500).find_map(|_| {
            let pid = std::fs::read_to_string(file).ok()?.trim().parse().ok();
            if pid.is_none() {
                std::thread::sleep(Duration::from_millis(10));
            }
            pid
        })
    }

    fn wait_gone(pid: u32) -> bool {
        (0..300).any(|_| {
            std::thread::sleep(Duration::from_millis(10));
            is_gone(pid)
        })
    }

    /// A wrapper script that starts a sleeping child (writing its pid), then speaks UHP as
    /// `engine` says: a shell loop.
    fn wrapper(dir: &Path, engine: &str) -> io::Result<(String, std::path::PathBuf)> {
        let pid_file = dir.join("child.pid");
        let script = dir.join("engine.sh");
        let text = format!(
            "sleep 1000 </dev/null >/dev/null 2>&1 &\necho $! > {}\n{engine}\n",
            pid_file.display()
        );
        std::fs::write(&script, text)?;
        Ok((format!("sh {}", script.display()), pid_file))
    }

    #[test]
    fn a_dropped_engine_leaves_nothing_it_started_running() {
        let dir = tempfile::tempdir().unwrap();
        // It greets, answers each command with `ok`, and leaves on `exit`, as it should;
        // its sleeping child it leaves behind.
        let (command, pid_file) = wrapper(
            dir.path(),
            "printf 'id wrapper 1.0\\nok\\n'\n\
             while read -r line; do [ \"$line\" = exit ] && exit 0; echo ok; done",
        )
        .unwrap();
        let mut process = Process::start(&command, Duration::from_secs(10)).unwrap();
        assert!(process.greeting.is_complete(), "{:?}", process.greeting);
        assert!(process.ask("info").is_complete());
        let child = child_pid(&pid_file).unwrap();
        assert!(!is_gone(child), "the child sleeps while the engine runs");
        drop(process);
        assert!(wait_gone(child), "process {child} outlived its engine");
    }

    #[test]
    fn an_engine_killed_after_a_timeout_takes_its_children_along() {
        let dir = tempfile::tempdir().unwrap();
        // It greets, then never answers, nor leaves on `exit`.
        let (command, pid_file) = wrapper(
            dir.path(),
            "printf 'id hang 1.0\\nok\\n'\ntrap '' TERM\nexec sleep 1000",
        )
        .unwrap();
        let mut process = Process::start(&command, Duration::from_secs(10)).unwrap();
        let child = child_pid(&pid_file).unwrap();
        let answer = process.ask_within("info", Duration::from_millis(100));
        assert_eq!(answer.ending, Ending::TimedOut(Duration::from_millis(100)));
        assert!(!process.in_step());
        process.kill();
        assert!(!process.is_running());
        assert!(wait_gone(child), "process {child} outlived its engine");
    }

    #[test]
    fn answers_are_bounded_in_length_and_lines() {
        let dir = tempfile::tempdir().unwrap();
        let long = dir.path().join("long.sh");
        // One line a byte over the limit, then `ok`.
        std::fs::write(
            &long,
            format!(
                "head -c {} /dev/zero | tr '\\0' x\necho\necho ok\n",
                MAX_LINE + 1
            ),
        )
        .unwrap();
        let process =
            Process::start(&format!("sh {}", long.display()), Duration::from_secs(10)).unwrap();
        assert_eq!(process.greeting.ending, Ending::LineTooLong);
        let many = dir.path().join("many.sh");
        std::fs::write(&many, "yes id | head -n 20000\necho ok\n").unwrap();
        let process =
            Process::start(&format!("sh {}", many.display()), Duration::from_secs(10)).unwrap();
        assert_eq!(process.greeting.ending, Ending::TooManyLines);
        assert_eq!(process.greeting.lines.len(), MAX_LINES);
    }
}
