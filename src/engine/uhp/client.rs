//! The client side of the protocol: a UHP engine run as a child process, asked for its
//! moves (as `hive match` and `hive uhp-check` drive other engines).

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

use thiserror::Error;

use crate::rules::{Game, GameType, Rules};
use crate::text::printable;

/// Why an engine could not answer.
#[derive(Debug, Error)]
pub enum EngineError {
    /// The engine's command line is empty or could not be started.
    #[error("cannot start engine `{command}`: {source}")]
    Start {
        /// The command line.
        command: String,
        /// What the system said.
        source: io::Error,
    },
    /// The engine stopped answering or closed its output.
    #[error("engine `{command}` stopped answering ({what})")]
    Gone {
        /// The command line.
        command: String,
        /// What it was asked.
        what: String,
    },
    /// The engine answered a command with an error.
    #[error("engine `{command}` refused `{asked}`: {answer}")]
    Refused {
        /// The command line.
        command: String,
        /// The command it refused.
        asked: String,
        /// Its answer.
        answer: String,
    },
}

/// A UHP engine running as a child process.
pub struct Engine {
    command: String,
    /// The name it gives in its `id` line.
    pub name: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// The game the engine holds now: its game type and moves as sent. The next request in
    /// the same game sends only the new moves (`play`), so the engine keeps what it learned
    /// (its transposition table) from one move to the next, as it would in a GUI.
    holds: Option<(GameType, Vec<String>)>,
}

impl Engine {
    /// Starts `command` (split on white space: a program and its arguments) and reads its
    /// `info` block.
    pub fn start(command: &str) -> Result<Engine, EngineError> {
        let start_err = |source| EngineError::Start {
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
            return Err(start_err(io::Error::other("no pipes to the engine")));
        };
        let mut engine = Engine {
            command: command.to_string(),
            name: command.to_string(),
            child,
            input,
            output: BufReader::new(output),
            holds: None,
        };
        let info = engine.answer("info")?;
        if let Some(id) = info.iter().find_map(|l| l.strip_prefix("id ")) {
            engine.name = printable(id.trim(), 60).into_owned();
        }
        Ok(engine)
    }

    /// Sends a command; returns its answer's lines before `ok` (an `err` or `invalidmove`
    /// line is an error).
    pub fn send(&mut self, command: &str) -> Result<Vec<String>, EngineError> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .map_err(|_| self.gone(command))?;
        let lines = self.answer(command)?;
        if let Some(bad) = lines
            .iter()
            .find(|l| l.starts_with("err") || l.starts_with("invalidmove"))
        {
            return Err(EngineError::Refused {
                command: self.command.clone(),
                asked: command.to_string(),
                answer: printable(bad, 200).into_owned(),
            });
        }
        Ok(lines)
    }

    /// Reads lines up to `ok` (the start-up block needs no command first).
    fn answer(&mut self, what: &str) -> Result<Vec<String>, EngineError> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            match self.output.read_line(&mut line) {
                Ok(0) | Err(_) => return Err(self.gone(what)),
                Ok(_) => {}
            }
            let line = line.trim_end().to_string();
            if line == "ok" {
                return Ok(lines);
            }
            // A long answer is a misbehaving engine, not a reason to run out of memory.
            if lines.len() > 10_000 {
                return Err(self.gone(what));
            }
            lines.push(line);
        }
    }

    fn gone(&self, what: &str) -> EngineError {
        EngineError::Gone {
            command: self.command.clone(),
            what: what.to_string(),
        }
    }

    /// Sets a UHP option (`options set NAME VALUE`).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("options set {name} {value}"))
            .map(|_| ())
    }

    /// Whether the engine's process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sets the engine's `RepetitionDraw` option to the match's rule, when it has one: an
    /// engine that judges repetition as the arbiter does plays for it (or avoids it).
    pub fn follow_rules(&mut self, rules: Rules) -> Result<(), EngineError> {
        let options = self.send("options")?;
        if options.iter().any(|l| l.starts_with("RepetitionDraw;")) {
            let value = if rules.repetition { "True" } else { "False" };
            self.set_option("RepetitionDraw", value)?;
        }
        Ok(())
    }

    /// The engine's move in `game` within `time` (a bare `bestmove`, the engine's own
    /// setting, when `time` is zero).
    pub fn best_move(&mut self, game: &Game, time: Duration) -> Result<String, EngineError> {
        self.catch_up(game)?;
        let asked = match time.is_zero() {
            true => "bestmove".to_string(),
            false => format!("bestmove time {}", uhp_clock(time)),
        };
        let lines = self.send(&asked)?;
        lines.into_iter().last().ok_or_else(|| self.gone(&asked))
    }
}

impl Engine {
    /// Brings the engine to `game`: `play` for the moves it lacks when it holds an earlier
    /// point of the same game, `newgame` with the whole GameString otherwise.
    fn catch_up(&mut self, game: &Game) -> Result<(), EngineError> {
        let moves: Vec<String> = game.move_strings().map(str::to_string).collect();
        let game_type = game.game_type();
        let known = match &self.holds {
            Some((t, held)) if *t == game_type && moves.starts_with(held) => held.len(),
            _ => usize::MAX,
        };
        self.holds = None;
        if known == usize::MAX {
            self.send(&format!("newgame {game}"))?;
        } else {
            for mv in &moves[known..] {
                self.send(&format!("play {mv}"))?;
            }
        }
        self.holds = Some((game_type, moves));
        Ok(())
    }
}

/// A UHP time, `hh:mm:ss`, with a fraction only when the time has one (some engines read
/// whole seconds only).
pub fn uhp_clock(time: Duration) -> String {
    let secs = time.as_secs();
    let whole = format!("{:02}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    match time.subsec_millis() {
        0 => whole,
        ms => format!("{whole}.{ms:03}"),
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "exit");
        let _ = self.input.flush();
        // An engine that ignores `exit` is not left behind.
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(Duration::from_millis(50));
            if !matches!(self.child.try_wait(), Ok(Some(_))) {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_written_as_uhp_times() {
        assert_eq!(uhp_clock(Duration::from_secs(1)), "00:00:01");
        assert_eq!(uhp_clock(Duration::from_millis(3_723_250)), "01:02:03.250");
    }
}
