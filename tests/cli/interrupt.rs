//! Ctrl-C (SIGINT) and the end of input in a real engine process: `run_stdio`, run by this
//! test binary started again as a child, gets a real signal from `kill -INT` and a real
//! closed pipe.
//!
//! A signal must reach the engine while it thinks, not before (then it would end): the
//! tests wait until the process has used a tenth of a second of processor time more than
//! when it was idle, which only a search does. That is read from `/proc`, so these tests
//! run on Linux. Nothing here measures how long anything takes: a search that the signal
//! failed to stop would think for ten minutes, and the tests give up waiting after two.

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use hive::rules::Game;

/// Set in the child's environment: the child runs the engine instead of the tests.
/// How long to wait for an answer or an exit before failing (a guard, not a measurement).
const GUARD: Duration = Duration::from_secs(120);
/// Searches no signal stops would outlast the guard.
const LONG_SEARCH: &str = "bestmove time 00:10:00";

const MIDDLE_GAME: &str = r"Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\;bQ bL\;wQ \wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\;bM wA1\;wB1 wQ\;bA2 /bP;wB2 wM-;bA1 wB2\;wB1 wG1";

/// An engine process with its input and output lines.
struct Engine {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    /// Starts `command` and reads its start-up block (skipping what comes before it: the
    /// test harness's own header, when the engine is this binary).
    fn start(mut command: Command) -> Engine {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let input = child.stdin.take();
        let engine = Engine {
            child,
            input,
            lines,
        };
        while !engine.line().starts_with("id hive ") {}
        assert_eq!(engine.answer(), ["Mosquito;Ladybug;Pillbug"]);
        engine
    }

    /// `hive uhp`, the binary's engine, as a GUI starts it.
    fn child() -> Engine {
        let mut command = crate::common::cli::hive();
        command.arg("uhp");
        Engine::start(command)
    }

    fn line(&self) -> String {
        self.lines
            .recv_timeout(GUARD)
            .expect("the engine should answer")
    }

    /// The lines of one answer, without its `ok`.
    fn answer(&self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            if line == "ok" {
                return lines;
            }
            lines.push(line);
        }
    }

    fn send(&mut self, command: &str) {
        let input = self.input.as_mut().expect("the input is open");
        writeln!(input, "{command}").unwrap();
        input.flush().unwrap();
    }

    /// Sends `command` and returns its answer.
    fn ask(&mut self, command: &str) -> Vec<String> {
        self.send(command);
        self.answer()
    }

    /// Processor time used so far, in clock ticks (user and system, all threads).
    fn ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        // After the command name in parentheses: state is field 3, utime 14, stime 15.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .unwrap()
            .1
            .split_whitespace()
            .collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }

    /// Sends `command` (a search) and returns once the engine is thinking about it.
    fn start_thinking(&mut self, command: &str) {
        let idle = self.ticks();
        self.send(command);
        let deadline = Instant::now() + GUARD;
        while self.ticks() < idle + 10 {
            assert!(Instant::now() < deadline, "`{command}` did not start");
            thread::sleep(Duration::from_millis(10));
        }
    }

    fn interrupt(&self) {
        let sent = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    fn is_running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    fn exit_status(&mut self) -> ExitStatus {
        let deadline = Instant::now() + GUARD;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(Instant::now() < deadline, "the engine did not exit");
            thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn is_legal_in_middle_game(answer: &[String]) -> bool {
    let [mv] = answer else { return false };
    Game::parse(MIDDLE_GAME).unwrap().play_str(mv).is_ok()
}

/// `newgame` with the middle game, and a first search so that the table is allocated
/// before anyone measures how busy the engine is.
fn ready(engine: &mut Engine) {
    assert_eq!(engine.ask(&format!("newgame {MIDDLE_GAME}")).len(), 1);
    assert!(is_legal_in_middle_game(&engine.ask("bestmove depth 1")));
}

/// Ctrl-C during `bestmove` answers a legal move and `ok`; the engine goes on reading
/// commands; Ctrl-C while it waits for one ends it with status 0.
fn ctrl_c_stops_the_search_then_ends_the_idle_engine(mut engine: Engine) {
    ready(&mut engine);
    engine.start_thinking(LONG_SEARCH);
    engine.interrupt();
    let answer = engine.answer();
    assert!(is_legal_in_middle_game(&answer), "{answer:?}");
    assert!(engine.is_running());
    let info = engine.ask("info");
    assert!(
        info[0].starts_with("id hive ") && info.len() == 2,
        "{info:?}"
    );
    engine.interrupt();
    assert_eq!(engine.exit_status().code(), Some(0));
}

#[test]
fn ctrl_c_stops_bestmove_and_ends_an_idle_engine() {
    ctrl_c_stops_the_search_then_ends_the_idle_engine(Engine::child());
}

#[test]
fn ctrl_c_stops_perft_after_the_depths_it_finished() {
    let mut engine = Engine::child();
    assert_eq!(engine.ask(&format!("newgame {MIDDLE_GAME}")).len(), 1);
    engine.send("perft 9");
    // Depth 1 written: depth 2 is being counted.
    assert!(engine.line().starts_with("perft(0)"));
    assert!(engine.line().starts_with("perft(1)"));
    engine.interrupt();
    let rest = engine.answer();
    assert!(rest.len() < 8, "{rest:?}");
    assert!(rest.iter().all(|l| l.starts_with("perft(")), "{rest:?}");
    assert!(engine.is_running());
    assert_eq!(engine.ask("validmoves").len(), 1);
}

#[test]
fn the_end_of_input_stops_bestmove_which_answers_before_the_engine_exits() {
    let mut engine = Engine::child();
    ready(&mut engine);
    engine.start_thinking(LONG_SEARCH);
    drop(engine.input.take());
    let answer = engine.answer();
    assert!(is_legal_in_middle_game(&answer), "{answer:?}");
    assert_eq!(engine.exit_status().code(), Some(0));
}
