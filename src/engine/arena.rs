//! Matches between UHP engines: each engine a child process spoken to over the Universal
//! Hive Protocol, the game kept and judged by our own rules, the score summed up with an Elo
//! estimate and its 95% interval.
//!
//! This is how the computer's strength is measured (`hive match`): never from a handful of
//! games, always with the error bar.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

use thiserror::Error;

use crate::engine::ai::Rng;
use crate::rules::{Color, Game, GameState, GameType, Rules};
use crate::text::printable;

/// Why a match could not go on.
#[derive(Debug, Error)]
pub enum ArenaError {
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
    pub fn start(command: &str) -> Result<Engine, ArenaError> {
        let start_err = |source| ArenaError::Start {
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
    pub fn send(&mut self, command: &str) -> Result<Vec<String>, ArenaError> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .map_err(|_| self.gone(command))?;
        let lines = self.answer(command)?;
        if let Some(bad) = lines
            .iter()
            .find(|l| l.starts_with("err") || l.starts_with("invalidmove"))
        {
            return Err(ArenaError::Refused {
                command: self.command.clone(),
                asked: command.to_string(),
                answer: printable(bad, 200).into_owned(),
            });
        }
        Ok(lines)
    }

    /// Reads lines up to `ok` (the start-up block needs no command first).
    fn answer(&mut self, what: &str) -> Result<Vec<String>, ArenaError> {
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

    fn gone(&self, what: &str) -> ArenaError {
        ArenaError::Gone {
            command: self.command.clone(),
            what: what.to_string(),
        }
    }

    /// Sets a UHP option (`options set NAME VALUE`).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), ArenaError> {
        self.send(&format!("options set {name} {value}"))
            .map(|_| ())
    }

    /// Whether the engine's process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sets the engine's `RepetitionDraw` option to the match's rule, when it has one: an
    /// engine that judges repetition as the arbiter does plays for it (or avoids it).
    pub fn follow_rules(&mut self, rules: Rules) -> Result<(), ArenaError> {
        let options = self.send("options")?;
        if options.iter().any(|l| l.starts_with("RepetitionDraw;")) {
            let value = if rules.repetition { "True" } else { "False" };
            self.set_option("RepetitionDraw", value)?;
        }
        Ok(())
    }

    /// The engine's move in `game` within `time` (a bare `bestmove`, the engine's own
    /// setting, when `time` is zero).
    pub fn best_move(&mut self, game: &Game, time: Duration) -> Result<String, ArenaError> {
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
    fn catch_up(&mut self, game: &Game) -> Result<(), ArenaError> {
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

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Games in all (colours alternate: each opening is played once with each colour).
    pub games: usize,
    /// Thinking time per move, for both engines (zero: each engine's own setting).
    pub time: Duration,
    /// The game type.
    pub game_type: GameType,
    /// The rules the games are judged by (draw by repetition on or off).
    pub rules: Rules,
    /// Random plies played before the engines take over (when no openings are given).
    pub random_plies: usize,
    /// Openings as GameStrings, used in turn instead of random plies.
    pub openings: Vec<String>,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
    /// Seed for the random openings.
    pub seed: u64,
}

/// One game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// The game as played (and judged by our rules).
    pub game: Game,
    /// Whether the first engine played White.
    pub first_is_white: bool,
    /// The result for the first engine: 1 win, 0.5 draw, 0 loss.
    pub score: f64,
    /// Why it ended when not on the board: a ply cap, an illegal move, an engine failing.
    pub note: Option<String>,
}

/// The opening of game `i`: a GameString from the list, or random legal plies (the same
/// for both games of a pair, so colours are the only difference).
pub fn opening(config: &MatchConfig, i: usize) -> Game {
    let pair = i / 2;
    if !config.openings.is_empty() {
        let text = &config.openings[pair % config.openings.len()];
        if let Ok(g) = Game::parse_with_rules(text, config.rules) {
            return g;
        }
    }
    let mut rng = Rng::new(config.seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = Game::with_rules(config.game_type, config.rules);
    for _ in 0..config.random_plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.state().is_over() {
            break;
        }
        let pick = rng.below(moves.len() as u64) as usize;
        if let Some(&mv) = moves.get(pick) {
            let _ = game.play(mv);
        }
    }
    game
}

/// Plays game `i` of a match between `first` and `second`.
pub fn play_game(
    first: &mut Engine,
    second: &mut Engine,
    config: &MatchConfig,
    i: usize,
) -> MatchGame {
    let first_is_white = i.is_multiple_of(2);
    let mut game = opening(config, i);
    let mut note = None;
    while !game.state().is_over() {
        if game.moves().len() >= config.max_plies {
            note = Some(format!("drawn at the {}-ply cap", config.max_plies));
            break;
        }
        let white_to_move = game.position().to_move() == Color::White;
        let engine = if white_to_move == first_is_white {
            &mut *first
        } else {
            &mut *second
        };
        let answer = engine.best_move(&game, config.time);
        let mover = game.position().to_move();
        let failed = match answer {
            Ok(text) => match game.play_str(&text) {
                Ok(_) => None,
                Err(e) => Some(format!("{} played an illegal move: {e}", engine.name)),
            },
            Err(e) => Some(e.to_string()),
        };
        if let Some(why) = failed {
            // The side that failed loses.
            let _ = game.resign(mover);
            note = Some(printable(&why, 300).into_owned());
            break;
        }
    }
    let score = match (game.state(), first_is_white) {
        (GameState::WhiteWins, true) | (GameState::BlackWins, false) => 1.0,
        (GameState::WhiteWins, false) | (GameState::BlackWins, true) => 0.0,
        _ => 0.5,
    };
    MatchGame {
        game,
        first_is_white,
        score,
        note,
    }
}

/// Wins, draws and losses of the first engine, with the Elo difference they imply.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games the first engine won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games the first engine lost.
    pub losses: usize,
}

impl Tally {
    /// Adds one game's score (1, 0.5 or 0).
    pub fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// The first engine's score, from 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }

    /// The Elo difference the score implies and its 95% interval (from the games' own
    /// spread of results); `None` for a score of 0 or 1, where no finite estimate exists.
    ///
    /// ```
    /// use hive::engine::arena::Tally;
    ///
    /// let even = Tally { wins: 40, draws: 20, losses: 40 };
    /// let (elo, low, high) = even.elo().unwrap();
    /// assert!(elo.abs() < 1e-9 && low < -50.0 && high > 50.0);
    /// // 68% is about +130 Elo.
    /// let (elo, _, _) = Tally { wins: 116, draws: 18, losses: 50 }.elo().unwrap();
    /// assert!((elo - 131.0).abs() < 2.0, "{elo}");
    /// ```
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let n = self.games() as f64;
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let mean_sq = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        let sd = ((mean_sq - s * s).max(0.0) / n).sqrt();
        let elo = |p: f64| -400.0 * (1.0 / p.clamp(1e-6, 1.0 - 1e-6) - 1.0).log10();
        Some((elo(s), elo(s - 1.96 * sd), elo(s + 1.96 * sd)))
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "+{} ={} -{} in {} game{}: {:.1}%",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            if self.games() == 1 { "" } else { "s" },
            100.0 * self.score()
        )?;
        match self.elo() {
            Some((elo, low, high)) => {
                // No "-0": a rounding of nothing is written as 0.
                let z = |x: f64| if x.abs() < 0.5 { 0.0 } else { x };
                write!(
                    f,
                    ", Elo {:+.0} (95%: {:+.0} to {:+.0})",
                    z(elo),
                    z(low),
                    z(high)
                )
            }
            None => f.write_str(", Elo beyond measure (a clean sweep)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_count_and_estimate() {
        let mut t = Tally::default();
        for s in [1.0, 1.0, 0.5, 0.0] {
            t.add(s);
        }
        assert_eq!((t.wins, t.draws, t.losses), (2, 1, 1));
        assert!((t.score() - 0.625).abs() < 1e-12);
        // 62.5% is +88.7 Elo (400·log10(0.625/0.375)).
        let (elo, low, high) = t.elo().unwrap();
        assert!((elo - 88.74).abs() < 0.1, "{elo}");
        assert!(low < elo && elo < high);
        assert_eq!(
            Tally {
                wins: 3,
                draws: 0,
                losses: 0
            }
            .elo(),
            None
        );
        let one = Tally {
            wins: 0,
            draws: 1,
            losses: 0,
        };
        assert!(
            one.to_string().starts_with("+0 =1 -0 in 1 game: 50.0%"),
            "{one}"
        );
        assert!(
            t.to_string().starts_with("+2 =1 -1 in 4 games: 62.5%"),
            "{t}"
        );
    }

    #[test]
    fn clocks_are_written_as_uhp_times() {
        assert_eq!(uhp_clock(Duration::from_secs(1)), "00:00:01");
        assert_eq!(uhp_clock(Duration::from_millis(3_723_250)), "01:02:03.250");
    }

    #[test]
    fn openings_pair_up_and_are_legal() {
        let config = MatchConfig {
            games: 4,
            time: Duration::from_millis(10),
            game_type: GameType::MLP,
            rules: Rules::default(),
            random_plies: 4,
            openings: Vec::new(),
            max_plies: 200,
            seed: 7,
        };
        let a = opening(&config, 0);
        let b = opening(&config, 1);
        let c = opening(&config, 2);
        assert_eq!(a.to_string(), b.to_string(), "a pair shares its opening");
        assert_eq!(a.moves().len(), 4);
        assert_ne!(a.to_string(), c.to_string());
    }
}
