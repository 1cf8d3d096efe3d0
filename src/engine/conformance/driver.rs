//! The engine under test across a whole run: restarted when an answer goes wrong, given up
//! on when it keeps failing; and one position asked of it, compared with our rules.

use std::time::Duration;

use crate::rules::{Bug, Game, GameType};
use crate::text::printable;

use super::compare::{MoveDiff, compare_moves};
use crate::engine::uhp::process::{Answer, Process, StartError};

/// Answers in a row that may fail (time out, end, babble), the engine restarted after each,
/// before the run gives up on it.
const FAILURES_ALLOWED: usize = 3;

/// The expansion bugs as a capabilities line names them, in GameType order.
const EXPANSIONS: [(Bug, &str); 3] = [
    (Bug::Mosquito, "Mosquito"),
    (Bug::Ladybug, "Ladybug"),
    (Bug::Pillbug, "Pillbug"),
];

/// What an engine says of itself in its `info` block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineInfo {
    /// The text after `id `.
    pub id: Option<String>,
    /// The capabilities line as written (`Mosquito;Ladybug;Pillbug`), if there is one.
    pub capabilities: Option<String>,
    /// The expansion bugs it names, in MLP order.
    pub expansions: Vec<Bug>,
    /// Words of the capabilities line that name no expansion.
    pub unknown: Vec<String>,
}

impl EngineInfo {
    /// Reads an `info` block: the `id` line, and the capabilities line (the first line
    /// after `id` that is not a refusal).
    pub fn read(lines: &[String]) -> EngineInfo {
        let mut info = EngineInfo::default();
        let Some(at) = lines.iter().position(|l| l.starts_with("id ")) else {
            return info;
        };
        info.id = lines.get(at).map(|l| l["id ".len()..].trim().to_string());
        info.capabilities = lines.get(at + 1).map(|l| l.trim().to_string());
        let words: Vec<&str> = info
            .capabilities
            .iter()
            .flat_map(|c| c.split(';'))
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect();
        info.expansions = EXPANSIONS
            .into_iter()
            .filter(|(_, name)| words.contains(name))
            .map(|(bug, _)| bug)
            .collect();
        info.unknown = words
            .into_iter()
            .filter(|w| !EXPANSIONS.iter().any(|(_, name)| name == w))
            .map(str::to_string)
            .collect();
        info
    }

    /// The game types the engine can play: Base with every subset of its expansions.
    pub fn game_types(&self) -> Vec<GameType> {
        GameType::ALL
            .into_iter()
            .filter(|t| {
                EXPANSIONS
                    .iter()
                    .all(|(b, _)| !t.has(*b) || self.expansions.contains(b))
            })
            .collect()
    }
}

/// The engine under test, restarted after an answer that went wrong.
pub struct Driver {
    command: String,
    timeout: Duration,
    process: Option<Process>,
    /// Times the engine was restarted.
    pub restarts: usize,
    failures_in_a_row: usize,
    /// Lines the engine wrote unasked, as many as were kept.
    pub stray: Vec<String>,
    /// What the first start-up block said.
    pub info: EngineInfo,
    /// The first start-up block.
    pub greeting: Answer,
    /// Whether [`Driver::check_position`] sends every position with `newgame`, rather than
    /// `play` for a position one move on from the last.
    pub newgame_each: bool,
    /// The GameString of the game the engine holds, as far as we know.
    holds: Option<String>,
}

impl Driver {
    /// Starts the engine (`command`, as `hive match` takes one), each answer awaited at
    /// most `timeout`.
    pub fn start(command: &str, timeout: Duration) -> Result<Driver, StartError> {
        let process = Process::start(command, timeout)?;
        let greeting = process.greeting.clone();
        let failures_in_a_row = usize::from(!greeting.is_complete());
        Ok(Driver {
            command: command.to_string(),
            timeout,
            info: EngineInfo::read(&greeting.lines),
            greeting,
            process: Some(process),
            restarts: 0,
            failures_in_a_row,
            stray: Vec::new(),
            newgame_each: false,
            holds: None,
        })
    }

    /// The command line.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The time allowed for an answer.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Whether the engine failed so often in a row that nothing more is asked of it.
    pub fn given_up(&self) -> bool {
        self.failures_in_a_row >= FAILURES_ALLOWED
    }

    /// Sends `command`, awaiting the answer at most the timeout.
    pub fn ask(&mut self, command: &str) -> Answer {
        self.ask_within(command, self.timeout)
    }

    /// Sends `command`, awaiting the answer at most `limit`. An engine whose last answer
    /// went wrong is restarted first (without a game: callers set up their own); one given
    /// up on is not asked (the answer says it was closed).
    pub fn ask_within(&mut self, command: &str, limit: Duration) -> Answer {
        let closed = Answer::closed();
        if self.given_up() {
            return closed;
        }
        if !self.process.as_ref().is_some_and(Process::in_step) {
            // The old engine is stopped before the new one starts.
            self.process = None;
            self.holds = None;
            self.restarts += 1;
            match Process::start(&self.command, self.timeout) {
                Ok(p) if p.greeting.is_complete() => self.process = Some(p),
                _ => {
                    self.failures_in_a_row = FAILURES_ALLOWED;
                    return closed;
                }
            }
        }
        let Some(process) = self.process.as_mut() else {
            return closed;
        };
        let stray = process.stray();
        let room = 100usize.saturating_sub(self.stray.len());
        self.stray.extend(stray.into_iter().take(room));
        let answer = process.ask_within(command, limit);
        match answer.is_complete() {
            true => self.failures_in_a_row = 0,
            false => self.failures_in_a_row += 1,
        }
        answer
    }

    /// Sets the engine to `game` and compares its `validmoves` with our legal moves; for a
    /// finished game, only the game's state as the engine echoes it. The game is sent with
    /// `play` (or `pass`) when the engine holds it one move back, as a GUI would send it,
    /// with `newgame` and the whole GameString otherwise (or always, with
    /// [`Driver::newgame_each`]).
    pub fn check_position(&mut self, game: &Game) -> Result<(), Fault> {
        let text = game.to_string();
        let held = self.holds.take();
        let step = match (game.move_strings().last(), held) {
            (Some(last), Some(held)) if !self.newgame_each => {
                let mut back = game.clone();
                back.undo();
                (back.to_string() == held).then(|| match last {
                    "pass" => "pass".to_string(),
                    _ => format!("play {last}"),
                })
            }
            _ => None,
        };
        let sent = step.unwrap_or_else(|| format!("newgame {text}"));
        let answer = self.ask(&sent);
        judge_answer(&sent, &answer)?;
        let echoed = answer.first().unwrap_or_default();
        if header(echoed) != header(&text) {
            return Err(Fault::State {
                sent: printable(&sent, 100).into_owned(),
                ours: header(&text).to_string(),
                theirs: printable(header(echoed), 100).into_owned(),
            });
        }
        self.holds = Some(text);
        if game.outcome().is_over() {
            return Ok(());
        }
        let sent = "validmoves";
        let answer = self.ask(sent);
        judge_answer(sent, &answer)?;
        let diff = compare_moves(game, answer.first().unwrap_or_default());
        match diff.is_empty() {
            true => Ok(()),
            false => Err(Fault::Moves(diff)),
        }
    }
}

/// The first three fields of a GameString: game type, state, turn.
pub fn header(game_string: &str) -> &str {
    match game_string.match_indices(';').nth(2) {
        Some((i, _)) => &game_string[..i],
        None => game_string,
    }
}

/// An answer that was refused or never came whole, as a fault.
fn judge_answer(sent: &str, answer: &Answer) -> Result<(), Fault> {
    if !answer.is_complete() {
        return Err(Fault::NoAnswer {
            sent: sent.to_string(),
            answer: answer.describe(),
        });
    }
    if answer.refusal().is_some() {
        return Err(Fault::Refused {
            sent: sent.to_string(),
            answer: answer.describe(),
        });
    }
    Ok(())
}

/// How an engine disagreed with us in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Its move list differs from our legal moves.
    Moves(MoveDiff),
    /// It reads the game to another state or turn.
    State {
        /// The command whose answer said so.
        sent: String,
        /// Ours: `GameType;State;Turn`.
        ours: String,
        /// What it echoed.
        theirs: String,
    },
    /// It refused a command (a legal game, `validmoves`).
    Refused {
        /// The command.
        sent: String,
        /// Its answer.
        answer: String,
    },
    /// It did not answer in time, or stopped.
    NoAnswer {
        /// The command.
        sent: String,
        /// What came.
        answer: String,
    },
}

impl Fault {
    /// The fault as lines for a report.
    pub fn lines(&self) -> Vec<String> {
        match self {
            Fault::Moves(diff) => diff.lines(),
            Fault::State { sent, ours, theirs } => vec![format!(
                "after `{sent}` the engine reads the game as `{theirs}`, we as `{ours}`"
            )],
            Fault::Refused { sent, answer } => {
                vec![format!("refused `{}`: {answer}", printable(sent, 60))]
            }
            Fault::NoAnswer { sent, answer } => {
                vec![format!("no answer to `{}`: {answer}", printable(sent, 60))]
            }
        }
    }

    /// A short name for the kind of fault, for the summary's counts.
    pub fn kind(&self) -> &'static str {
        match self {
            Fault::Moves(_) => "different moves",
            Fault::State { .. } => "different state",
            Fault::Refused { .. } => "refused",
            Fault::NoAnswer { .. } => "no answer",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_names_the_engine_and_its_expansions() {
        let lines = ["id nokamute 1.0", "Pillbug;Mosquito;Spider"].map(String::from);
        let info = EngineInfo::read(&lines);
        assert_eq!(info.id.as_deref(), Some("nokamute 1.0"));
        assert_eq!(info.expansions, vec![Bug::Mosquito, Bug::Pillbug]);
        assert_eq!(info.unknown, vec!["Spider".to_string()]);
        let types: Vec<String> = info.game_types().iter().map(|t| t.to_string()).collect();
        assert_eq!(types, ["Base", "Base+M", "Base+P", "Base+MP"]);
        let bare = EngineInfo::read(&["id x 1".to_string()]);
        assert_eq!(bare.game_types(), vec![GameType::BASE]);
    }

    #[test]
    fn a_header_is_three_fields() {
        assert_eq!(
            header("Base;InProgress;White[2];wS1;bS1 wS1-"),
            "Base;InProgress;White[2]"
        );
        assert_eq!(
            header("Base;NotStarted;White[1]"),
            "Base;NotStarted;White[1]"
        );
        assert_eq!(header("Base+X"), "Base+X");
    }
}
