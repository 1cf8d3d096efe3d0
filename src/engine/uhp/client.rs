//! The client side of the protocol: a UHP engine run as a child process ([`Process`]),
//! asked for its moves (as `hive match` drives other engines).

use std::sync::Arc;
use std::time::{Duration, Instant};

use thiserror::Error;

use super::MAX_LINE;
use super::process::{Answer, Ending, Log, MAX_LINES, Process, StartError, exit_status};
use crate::rules::{Color, Game, GameType, Rules};
use crate::text::printable;

/// Why an engine could not answer.
#[derive(Debug, Error)]
pub enum EngineError {
    /// The engine's command line is empty or could not be started.
    #[error(transparent)]
    Start(#[from] StartError),
    /// The engine closed its output: it exited or crashed.
    #[error("engine `{command}` stopped answering `{asked}` ({status})")]
    Gone {
        /// The command line.
        command: String,
        /// What it was asked.
        asked: String,
        /// How its process ended, as far as known (`exited with code 101`, `killed by signal 9`).
        status: String,
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
    /// The engine did not finish its answer in time; it has been killed.
    #[error("engine `{command}` did not answer `{asked}` within {:.1} s", waited.as_secs_f64())]
    TimedOut {
        /// The command line.
        command: String,
        /// What it was asked.
        asked: String,
        /// How long it was given.
        waited: Duration,
    },
    /// The engine's answer broke the protocol: a line over [`MAX_LINE`] bytes, more than
    /// [`MAX_LINES`] lines, or no move where one was due.
    #[error("engine `{command}` broke the protocol answering `{asked}`: {why}")]
    Protocol {
        /// The command line.
        command: String,
        /// What it was asked.
        asked: String,
        /// What was wrong.
        why: String,
    },
    /// The engine cannot be asked for its moves as the match would ask (a time with a
    /// fraction of a second, to an engine that reads whole seconds only).
    #[error("engine `{name}` cannot be asked for {budget}: {why}")]
    Unsupported {
        /// Its name (its `id`).
        name: String,
        /// The budget, in words.
        budget: String,
        /// Why, and what to ask instead.
        why: String,
    },
}

/// How an engine is asked for its move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A bare `bestmove`: the engine's own setting (ours: its `Level` option).
    Own,
    /// A time for the move: `bestmove time hh:mm:ss` in whole seconds, as every UHP engine
    /// reads it; with a fraction, `bestmove seconds S` to the millisecond, to the engines
    /// that read it (ours and nokamute, see [`ClockAsk`]).
    Time(Duration),
    /// `bestmove depth N`.
    Depth(u8),
    /// `bestmove nodes N`: a node budget (ours reads it; other engines may refuse it).
    Nodes(u64),
}

impl Budget {
    /// The command that asks an engine asked on a clock as `ask` says for a move this way,
    /// or `None` when it cannot be told it (a fraction of a second to an engine that reads
    /// whole seconds only).
    pub fn command(self, ask: ClockAsk) -> Option<String> {
        Some(match self {
            Budget::Own => "bestmove".to_string(),
            Budget::Time(t) if t.subsec_nanos() == 0 => format!(
                "bestmove time {}",
                uhp_clock(u32::try_from(t.as_secs()).unwrap_or(u32::MAX))
            ),
            Budget::Time(t) => match ask {
                ClockAsk::Clock | ClockAsk::Seconds => {
                    format!("bestmove seconds {}.{:03}", t.as_secs(), t.subsec_millis())
                }
                ClockAsk::Time => return None,
            },
            Budget::Depth(d) => format!("bestmove depth {d}"),
            Budget::Nodes(n) => format!("bestmove nodes {n}"),
        })
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Own => f.write_str("its own setting"),
            Budget::Time(t) => write!(f, "{} s a move", t.as_secs_f64()),
            Budget::Depth(d) => write!(f, "depth {d}"),
            Budget::Nodes(n) => write!(f, "{n} nodes a move"),
        }
    }
}

/// An engine's move, with what it said of its search (where it says anything) and how long
/// it took to answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// The move, as written.
    pub mv: String,
    /// From the request sent to the answer's `ok`.
    pub took: Duration,
    /// The last iteration it reported (MzingaEngine's `ReportIntermediateBestMoves` line,
    /// `move;depth;score;…`): its depth.
    pub depth: Option<u32>,
    /// And its score, as the engine wrote it (ours in centipawn-like units, `∞` for a
    /// proved win).
    pub score: Option<String>,
}

impl Reply {
    /// The reply to a `bestmove`, from the answer's lines (the move last) and its time.
    fn of(mut lines: Vec<String>, took: Duration) -> Option<Reply> {
        let mv = lines.pop().filter(|mv| !mv.trim().is_empty())?;
        let last = lines.iter().rev().find_map(|line| {
            let mut fields = line.split(';');
            let (_, depth, score) = (fields.next()?, fields.next()?, fields.next()?);
            Some((depth.trim().parse::<u32>().ok()?, score.trim()))
        });
        Some(Reply {
            mv,
            took,
            depth: last.map(|(d, _)| d),
            score: last.map(|(_, s)| printable(s, 20).into_owned()),
        })
    }
}

/// How an engine is asked for a move in a game on a clock, by what its `id` line says it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClockAsk {
    /// `bestmove clock WTIME BTIME WINC BINC`: both clocks, the engine budgets its own time.
    /// Ours (`id hive …`).
    Clock,
    /// `bestmove seconds S`: a time for this move, to the millisecond. nokamute's
    /// (`id nokamute …`).
    Seconds,
    /// `bestmove time hh:mm:ss`: a time for this move in whole seconds (at least one), as
    /// every UHP engine takes it.
    Time,
}

impl ClockAsk {
    /// How the engine that calls itself `id` (its `id` line, without `id `) is asked.
    pub fn for_id(id: &str) -> ClockAsk {
        let program = id.split_whitespace().next().unwrap_or("");
        if program.eq_ignore_ascii_case("hive") {
            ClockAsk::Clock
        } else if program.eq_ignore_ascii_case("nokamute") {
            ClockAsk::Seconds
        } else {
            ClockAsk::Time
        }
    }

    /// The command for the move of `mover`, with `left` and `increment` on each side's clock
    /// (White's first). An engine that is told only a time for the move gets a thirtieth of
    /// its time left plus its increment, never more than half its time left.
    pub fn command(self, mover: Color, left: [Duration; 2], increment: [Duration; 2]) -> String {
        let ms = |d: Duration| d.as_millis();
        let mine = if mover == Color::White { 0 } else { 1 };
        let per_move = (left[mine] / 30 + increment[mine]).min(left[mine] / 2);
        match self {
            ClockAsk::Clock => format!(
                "bestmove clock {} {} {} {}",
                ms(left[0]),
                ms(left[1]),
                ms(increment[0]),
                ms(increment[1])
            ),
            // Cut to the millisecond, never rounded up past the budget.
            ClockAsk::Seconds => format!(
                "bestmove seconds {}.{:03}",
                per_move.as_secs(),
                per_move.subsec_millis()
            ),
            ClockAsk::Time => format!(
                "bestmove time {}",
                uhp_clock(u32::try_from(per_move.as_secs()).unwrap_or(u32::MAX).max(1))
            ),
        }
    }
}

/// A UHP engine running as a child process, trusted to follow the protocol: every answer
/// has a deadline, and an engine that does not finish its answer in time, or breaks the
/// protocol, is killed (with all it started), so no wait is unbounded.
pub struct Engine {
    process: Process,
    /// The name it gives in its `id` line.
    pub name: String,
    /// How it is asked for a move on a clock (from its `id` line).
    clock_ask: ClockAsk,
    /// The game the engine holds now: its game type and moves as sent. The next request in
    /// the same game sends only the new moves (`play`), so the engine keeps what it learned
    /// (its transposition table) from one move to the next, as it would in a GUI.
    holds: Option<(GameType, Vec<String>)>,
    /// The state field of the GameString the engine last answered a `newgame` or `play`
    /// with (`InProgress`, `Draw`, …): what it says of the game it holds.
    claims: Option<String>,
}

impl Engine {
    /// Starts `command` (split on white space: a program and its arguments) and reads its
    /// `info` block; every answer but a move may take up to `patience`.
    pub fn start(command: &str, patience: Duration) -> Result<Engine, EngineError> {
        Engine::start_logged(command, patience, None)
    }

    /// [`Engine::start`], every line sent and read written to `log`.
    pub fn start_logged(
        command: &str,
        patience: Duration,
        log: Option<Arc<Log>>,
    ) -> Result<Engine, EngineError> {
        let process = Process::start_logged(command, patience, log)?;
        let greeting = process.greeting.clone();
        let mut engine = Engine {
            process,
            name: command.to_string(),
            holds: None,
            claims: None,
            clock_ask: ClockAsk::Time,
        };
        let info = engine.lines("info", greeting)?;
        if let Some(id) = info.iter().find_map(|l| l.strip_prefix("id ")) {
            engine.name = printable(id.trim(), 60).into_owned();
            engine.clock_ask = ClockAsk::for_id(id);
        }
        Ok(engine)
    }

    /// Sends a command and returns its answer's lines before `ok` (an `err` or `invalidmove`
    /// line is an error), waiting up to the engine's patience.
    pub fn send(&mut self, command: &str) -> Result<Vec<String>, EngineError> {
        self.send_within(command, self.process.timeout())
    }

    /// [`Engine::send`], waiting up to `wait`.
    pub fn send_within(
        &mut self,
        command: &str,
        wait: Duration,
    ) -> Result<Vec<String>, EngineError> {
        let answer = self.process.ask_within(command, wait);
        let lines = self.lines(command, answer)?;
        if let Some(bad) = lines
            .iter()
            .find(|l| l.starts_with("err") || l.starts_with("invalidmove"))
        {
            return Err(EngineError::Refused {
                command: self.command(),
                asked: command.to_string(),
                answer: printable(bad, 200).into_owned(),
            });
        }
        Ok(lines)
    }

    /// The lines of an answer to `asked` that ended with `ok` (trailing white space cut),
    /// or why it did not; an engine that timed out or broke the protocol is killed.
    fn lines(&mut self, asked: &str, answer: Answer) -> Result<Vec<String>, EngineError> {
        match answer.ending {
            Ending::Ok => Ok(answer
                .lines
                .into_iter()
                .map(|l| l.trim_end().to_string())
                .collect()),
            Ending::TimedOut(waited) => {
                self.process.kill();
                Err(EngineError::TimedOut {
                    command: self.command(),
                    asked: asked.to_string(),
                    waited,
                })
            }
            Ending::Closed => Err(self.gone(asked)),
            Ending::LineTooLong => {
                Err(self.broke(asked, format!("a line over {} MiB", MAX_LINE >> 20)))
            }
            Ending::TooManyLines => Err(self.broke(asked, format!("more than {MAX_LINES} lines"))),
        }
    }

    /// The command line it was started with.
    fn command(&self) -> String {
        self.process.command().to_string()
    }

    /// The engine broke the protocol: it is stopped, as nothing it says can be trusted.
    fn broke(&mut self, asked: &str, why: String) -> EngineError {
        self.process.kill();
        EngineError::Protocol {
            command: self.command(),
            asked: asked.to_string(),
            why,
        }
    }

    fn gone(&mut self, asked: &str) -> EngineError {
        // The output closed: the process is ending; give it a moment to be reaped.
        let status = self.process.ended_within(Duration::from_millis(200));
        EngineError::Gone {
            command: self.command(),
            asked: asked.to_string(),
            status: exit_status(status),
        }
    }

    /// Sets a UHP option (`options set NAME VALUE`).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("options set {name} {value}"))
            .map(|_| ())
    }

    /// The engine's search threads: the value of its option named `Threads` or ending in
    /// `Threads` (nokamute's `NumThreads`), or 1 when it has none.
    pub fn threads(&mut self) -> Result<usize, EngineError> {
        let options = self.send("options")?;
        Ok(options
            .iter()
            .filter_map(|line| {
                let mut fields = line.split(';');
                let (name, kind, value) = (fields.next()?, fields.next()?, fields.next()?);
                (name.to_ascii_lowercase().ends_with("threads") && kind == "int")
                    .then(|| value.trim().parse::<usize>().ok())
                    .flatten()
            })
            .next()
            .unwrap_or(1)
            .max(1))
    }

    /// Whether the engine's process is still running.
    pub fn is_running(&mut self) -> bool {
        self.process.is_running()
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

    /// Turns on the engine's `ReportIntermediateBestMoves` option (MzingaEngine's, and
    /// ours), when it has one: its answers then tell each iteration's depth and score,
    /// which a match writes beside the move.
    pub fn report_searches(&mut self) -> Result<(), EngineError> {
        let options = self.send("options")?;
        if options
            .iter()
            .any(|l| l.starts_with("ReportIntermediateBestMoves;bool;"))
        {
            self.set_option("ReportIntermediateBestMoves", "True")?;
        }
        Ok(())
    }

    /// The command that asks this engine for a move within `budget`, or why it cannot be
    /// asked so.
    pub fn budget_command(&self, budget: Budget) -> Result<String, EngineError> {
        budget
            .command(self.clock_ask)
            .ok_or_else(|| EngineError::Unsupported {
                name: self.name.clone(),
                budget: budget.to_string(),
                why: "it reads whole seconds only (`bestmove time hh:mm:ss`); ask for whole \
                      seconds or a depth"
                    .to_string(),
            })
    }

    /// How the engine is asked for a move on a clock (see [`ClockAsk::for_id`]).
    pub fn clock_ask(&self) -> ClockAsk {
        self.clock_ask
    }

    /// The engine's move in `game`, searched as `budget` says, answered within `wait`.
    pub fn best_move(
        &mut self,
        game: &Game,
        budget: Budget,
        wait: Duration,
    ) -> Result<String, EngineError> {
        let asked = self.budget_command(budget)?;
        self.best_move_asked(game, &asked, wait)
    }

    /// The engine's move in `game`, asked with the command `asked` (a `bestmove …`),
    /// answered within `wait`.
    pub fn best_move_asked(
        &mut self,
        game: &Game,
        asked: &str,
        wait: Duration,
    ) -> Result<String, EngineError> {
        self.reply(game, asked, wait).map(|reply| reply.mv)
    }

    /// [`Engine::best_move_asked`], with what the engine said of its search and the time
    /// it took.
    pub fn reply(
        &mut self,
        game: &Game,
        asked: &str,
        wait: Duration,
    ) -> Result<Reply, EngineError> {
        self.catch_up(game)?;
        let sent = Instant::now();
        let lines = self.send_within(asked, wait)?;
        match Reply::of(lines, sent.elapsed()) {
            Some(reply) => Ok(reply),
            None => Err(self.broke(asked, "no move before `ok`".to_string())),
        }
    }

    /// Brings the engine to `game` (as before a request for its move) without asking for
    /// a move: for what it then says of the game's state ([`Engine::claimed_state`]).
    pub fn follow(&mut self, game: &Game) -> Result<(), EngineError> {
        self.catch_up(game)
    }

    /// What the engine said of the game's state when it was last brought to a position
    /// (the state field of the GameString it answered `newgame` or `play` with), if it
    /// said anything.
    pub fn claimed_state(&self) -> Option<&str> {
        self.claims.as_deref()
    }

    /// Writes a note in the engine's log, if it keeps one (which game it is playing).
    pub fn note(&self, text: &str) {
        self.process.note(text);
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
        self.claims = None;
        let state = |answer: Vec<String>| {
            let first = answer.into_iter().next()?;
            let state = first.split(';').nth(1)?.trim();
            Some(printable(state, 30).into_owned())
        };
        if known == usize::MAX {
            self.claims = state(self.send(&format!("newgame {game}"))?);
        } else {
            for mv in &moves[known..] {
                self.claims = state(self.send(&format!("play {mv}"))?);
            }
        }
        self.holds = Some((game_type, moves));
        Ok(())
    }
}

/// A UHP time, `hh:mm:ss`: the protocol's times are whole seconds.
pub fn uhp_clock(seconds: u32) -> String {
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engines_on_a_clock_are_asked_as_their_id_says() {
        let ms = Duration::from_millis;
        let (left, inc) = ([ms(60_000), ms(45_500)], [ms(100), ms(100)]);
        assert_eq!(ClockAsk::for_id("hive 0.9.0"), ClockAsk::Clock);
        assert_eq!(
            ClockAsk::for_id("nokamute 1.0.3-2-g806ba76"),
            ClockAsk::Seconds
        );
        assert_eq!(ClockAsk::for_id("Mzinga.Engine 0.13"), ClockAsk::Time);
        assert_eq!(
            ClockAsk::Clock.command(Color::Black, left, inc),
            "bestmove clock 60000 45500 100 100"
        );
        // 45.5 s / 30 + 0.1 s.
        assert_eq!(
            ClockAsk::Seconds.command(Color::Black, left, inc),
            "bestmove seconds 1.616"
        );
        assert_eq!(
            ClockAsk::Time.command(Color::White, [ms(120_000), ms(1)], [ms(0); 2]),
            "bestmove time 00:00:04"
        );
        // Never more than half the time left; whole seconds at least one.
        assert_eq!(
            ClockAsk::Seconds.command(Color::White, [ms(150), ms(1)], [ms(100); 2]),
            "bestmove seconds 0.075"
        );
        assert_eq!(
            ClockAsk::Time.command(Color::White, [ms(150), ms(1)], [ms(100); 2]),
            "bestmove time 00:00:01"
        );
    }

    #[test]
    fn budgets_are_asked_as_each_engine_reads_them() {
        let ms = Duration::from_millis;
        let whole = Budget::Time(ms(2_000));
        for ask in [ClockAsk::Clock, ClockAsk::Seconds, ClockAsk::Time] {
            assert_eq!(
                whole.command(ask).as_deref(),
                Some("bestmove time 00:00:02")
            );
        }
        let fraction = Budget::Time(ms(200));
        assert_eq!(
            fraction.command(ClockAsk::Clock).as_deref(),
            Some("bestmove seconds 0.200")
        );
        assert_eq!(
            fraction.command(ClockAsk::Seconds).as_deref(),
            Some("bestmove seconds 0.200")
        );
        assert_eq!(fraction.command(ClockAsk::Time), None);
        assert_eq!(
            Budget::Nodes(5_000).command(ClockAsk::Time).as_deref(),
            Some("bestmove nodes 5000")
        );
    }

    #[test]
    fn replies_keep_the_last_iteration_reported() {
        let lines = |ls: &[&str]| ls.iter().map(|l| l.to_string()).collect::<Vec<_>>();
        let took = Duration::from_millis(5);
        let reply = Reply::of(
            lines(&["wQ;1;3.00", "wQ;2;-12.00;bS1 wQ-", "wA1 -wQ"]),
            took,
        )
        .unwrap();
        assert_eq!(reply.mv, "wA1 -wQ");
        assert_eq!(
            (reply.depth, reply.score.as_deref()),
            (Some(2), Some("-12.00"))
        );
        let bare = Reply::of(lines(&["wQ"]), took).unwrap();
        assert_eq!((bare.depth, bare.score), (None, None));
        assert_eq!(Reply::of(lines(&[]), took), None);
    }

    #[test]
    fn clocks_are_written_as_uhp_times() {
        assert_eq!(uhp_clock(1), "00:00:01");
        assert_eq!(uhp_clock(3_723), "01:02:03");
    }
}
