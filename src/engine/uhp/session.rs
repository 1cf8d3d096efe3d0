//! One UHP session: the game in progress, the searcher and the options; one method per
//! command, each returning the lines to answer (the caller adds `ok`).

use std::io::{self, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::ai::{Level, Limits, Search, SearchResult, is_mate};
use crate::engine::analysis::line_strings;
use crate::rules::{Game, GameType, ReadNote, Rules};

use super::ask::{Ask, Shortened, parse_ask, parse_positive};
use super::control::Control;
use super::options::{
    Found, LEVEL, Options, REPETITION_DRAW, REPORT_INTERMEDIATE, Settings, TABLE_SIZE, THREADS,
};
use super::perft::{self, MAX_PERFT_DEPTH, Stopper};

/// The capabilities line: every expansion is supported.
const CAPABILITIES: &str = "Mosquito;Ladybug;Pillbug";
const NO_GAME: &str = "no game in progress: start one with `newgame`";
const COMMANDS: &str =
    "info, newgame, play, pass, validmoves, bestmove, undo, options, perft, exit";

/// How long commands that the user did not bound by time may run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Caps {
    /// `bestmove depth N`: the search answers its best move so far after this long.
    pub search: Duration,
    /// `perft [N]`: the depth being counted is abandoned after this long.
    pub perft: Duration,
    /// `bestmove infinite`: the search answers after this long if nothing stopped it.
    pub infinite: Duration,
}

impl Caps {
    /// `bestmove depth N` thinks for at most a minute: depths up to 5 or 6 finish well
    /// within it, and `bestmove depth 60` still answers.
    pub(crate) const DEFAULT: Caps = Caps {
        search: Duration::from_secs(60),
        perft: Duration::from_secs(600),
        infinite: Duration::from_secs(600),
    };
}

/// How a command failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// `err <message>`: bad command or arguments, no game, game over, undo too far.
    Err(String),
    /// `invalidmove <message>`: a move that does not parse or is not legal.
    InvalidMove(String),
}

/// The answer to one command, before its final `ok`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Reply {
    pub lines: Vec<String>,
    pub failure: Option<Failure>,
    /// Said on standard error, not to the GUI (the protocol has no warning line).
    pub warnings: Vec<String>,
    /// The session ends after this reply.
    pub exit: bool,
}

impl Reply {
    fn lines(lines: Vec<String>) -> Reply {
        Reply {
            lines,
            ..Reply::default()
        }
    }

    fn line(line: String) -> Reply {
        Reply::lines(vec![line])
    }

    pub(crate) fn failure(failure: Failure) -> Reply {
        Reply {
            failure: Some(failure),
            ..Reply::default()
        }
    }

    fn err(message: impl Into<String>) -> Reply {
        Reply::failure(Failure::Err(message.into()))
    }
}

/// The state between commands.
pub(crate) struct Session {
    game: Option<Game>,
    /// Created on the first `bestmove`, so a session that never searches never allocates
    /// the table.
    search: Option<Search>,
    options: Options,
    /// How a running search or perft is stopped from outside (see [`Control`]).
    control: Arc<Control>,
    caps: Caps,
}

impl Session {
    pub(crate) fn new(control: Arc<Control>) -> Session {
        Session {
            game: None,
            search: None,
            options: Options::default(),
            control,
            caps: Caps::DEFAULT,
        }
    }

    /// A session that starts with `settings` set, each as `options set` would set it; the
    /// error is the answer `options set` would give (a table that cannot be allocated).
    pub(crate) fn with_settings(
        control: Arc<Control>,
        settings: &Settings,
    ) -> Result<Session, String> {
        let mut session = Session::new(control);
        for (found, value) in settings.values() {
            let reply = session.apply(found, value);
            if let Some(Failure::Err(message) | Failure::InvalidMove(message)) = reply.failure {
                return Err(format!("{}: {message}", found.spec.name));
            }
        }
        Ok(session)
    }

    /// The same session with other time caps (for tests).
    #[cfg(test)]
    pub(crate) fn with_caps(self, caps: Caps) -> Session {
        Session { caps, ..self }
    }

    /// The `info` block.
    pub(crate) fn info(&self) -> Reply {
        Reply::lines(vec![
            format!("id hive {}", env!("CARGO_PKG_VERSION")),
            CAPABILITIES.to_string(),
        ])
    }

    /// Answers one input line; `None` for a blank line (ignored, no `ok`). Commands that
    /// report as they go (`perft`) write those lines to `progress` first, and fail only when
    /// it does.
    pub(crate) fn handle(
        &mut self,
        line: &str,
        progress: &mut dyn Write,
    ) -> io::Result<Option<Reply>> {
        let line = line.trim();
        if line.is_empty() {
            return Ok(None);
        }
        let (command, args) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(c, a)| (c, a.trim()));
        let reply = match command.to_ascii_lowercase().as_str() {
            "info" => no_args("info", args).unwrap_or_else(|| self.info()),
            "newgame" => self.newgame(args),
            "play" if args.is_empty() => {
                Reply::err("`play` needs a MoveString, like `play wS1` or `play bG1 -wS1`")
            }
            "play" => self.play(args),
            "pass" => no_args("pass", args).unwrap_or_else(|| self.play("pass")),
            "validmoves" => no_args("validmoves", args).unwrap_or_else(|| self.valid_moves()),
            "bestmove" => self.best_move(args, progress)?,
            "undo" => self.undo(args),
            "options" => self.options(args),
            "perft" => self.perft(args, progress)?,
            "exit" => no_args("exit", args).unwrap_or(Reply {
                exit: true,
                ..Reply::default()
            }),
            _ => Reply::err(format!(
                "unknown command `{command}`; the commands are {COMMANDS}"
            )),
        };
        Ok(Some(reply))
    }

    /// The rules new games are played under: UHP's, with the repetition draw if the
    /// `RepetitionDraw` option is on.
    fn rules(&self) -> Rules {
        Rules {
            repetition: self.options.is_on(REPETITION_DRAW),
            ..Rules::default()
        }
    }

    fn newgame(&mut self, args: &str) -> Reply {
        let rules = self.rules();
        let game = if args.is_empty() {
            (Game::with_rules(GameType::BASE, rules), Vec::new())
        } else {
            // The moves are the truth: bridges such as hive-hydra send stale or empty state
            // and turn fields; the answer gives the corrected GameString.
            match Game::parse_lenient(args, rules) {
                Ok(found) => found,
                // The game in progress, if any, is kept.
                Err(e) => return Reply::err(format!("cannot start that game: {e}")),
            }
        };
        let (game, notes) = game;
        let text = game.to_string();
        self.game = Some(game);
        if let Some(search) = &mut self.search {
            search.clear();
        }
        Reply {
            warnings: notes
                .iter()
                .map(|n| match n {
                    ReadNote::Header(_) => format!("newgame: {n}; playing on from the moves"),
                    ReadNote::Move { .. } => format!("newgame: {n}"),
                })
                .collect(),
            ..Reply::line(text)
        }
    }

    /// The game in progress, if it is still going; otherwise the error to answer.
    fn live_game(&mut self) -> Result<&mut Game, Reply> {
        let game = self.game.as_mut().ok_or_else(|| Reply::err(NO_GAME))?;
        let state = game.outcome();
        if state.is_over() {
            return Err(Reply::err(format!(
                "the game is over ({state}): `undo` moves or start a `newgame`"
            )));
        }
        Ok(game)
    }

    fn play(&mut self, text: &str) -> Reply {
        let game = match self.live_game() {
            Ok(game) => game,
            Err(reply) => return reply,
        };
        // Forms other tools write (`wM1`, a side mark at a stack) are read as the move they
        // mean; the answer shows the canonical form and stderr says what was read.
        match game.play_str_lenient(text) {
            Ok((_, notes)) => Reply {
                warnings: notes.iter().map(|n| format!("play: {n}")).collect(),
                ..Reply::line(game.to_string())
            },
            Err(e) => Reply::failure(Failure::InvalidMove(e.to_string())),
        }
    }

    fn valid_moves(&mut self) -> Reply {
        let game = match self.live_game() {
            Ok(game) => game,
            Err(reply) => return reply,
        };
        let moves: Vec<String> = game
            .position()
            .legal_moves()
            .into_iter()
            .map(|mv| game.format_move(mv))
            .collect();
        Reply::line(moves.join(";"))
    }

    fn best_move(&mut self, args: &str, progress: &mut dyn Write) -> io::Result<Reply> {
        let ask = match parse_ask(args) {
            Ok(ask) => ask,
            Err(message) => return Ok(Reply::err(message)),
        };
        let table_mb = self.table_mb();
        let level = Level::from_number(u8::try_from(self.options.get(LEVEL)).unwrap_or(0))
            .unwrap_or(Level::Expert);
        let reporting = self.options.is_on(REPORT_INTERMEDIATE);
        let game = match self.game.as_ref() {
            None => return Ok(Reply::err(NO_GAME)),
            Some(game) if game.outcome().is_over() => {
                return Ok(Reply::err(format!(
                    "the game is over ({}): there is no move to find",
                    game.outcome()
                )));
            }
            Some(game) => game,
        };
        // The first search allocates the table: that time comes out of the budget too.
        let started = Instant::now();
        let search = self.search.get_or_insert_with(|| Search::new(table_mb));
        search.set_threads(usize::try_from(self.options.get(THREADS)).unwrap_or(1));
        let busy = self.control.start();
        // Each iteration's line, written as it comes; the first failure to write is kept.
        let mut written = Ok(());
        let mut report = |it: SearchResult| {
            if written.is_ok() {
                written = writeln!(progress, "{}", iteration_line(game, &it))
                    .and_then(|()| progress.flush());
            }
        };
        let report = reporting.then_some(&mut report as &mut dyn FnMut(SearchResult));
        let limits = match ask {
            Ask::Level => None,
            Ask::Limits(limits) => {
                let time = match limits.time {
                    Some(time) => time.saturating_sub(started.elapsed()),
                    // A depth alone is bounded too, so that any depth answers in time.
                    None => self.caps.search,
                };
                Some(Limits {
                    time: Some(time),
                    ..limits
                })
            }
            Ask::Clock(clocks) => Some(clocks.limits(game).shortened(started.elapsed())),
            // Until the flag (Ctrl-C, the end of input), or the cap: a session that cannot
            // be interrupted (`run`) still answers.
            Ask::Infinite => Some(Limits::time(self.caps.infinite)),
        };
        let result = match limits {
            None => level.pick_in_game_reporting(search, game, busy.stop(), report),
            Some(limits) => search.run_game_reporting(game, limits, busy.stop(), report),
        };
        written?;
        let mut reply = Reply::line(game.format_move(result.mv));
        // A depth alone that the cap cut short (not a proved mate, not a forced move).
        let capped = matches!(ask, Ask::Limits(l) if l.time.is_none() && l.depth.is_some_and(|d| result.depth < d))
            && result.depth > 0
            && !is_mate(result.score);
        if busy.is_stopped() {
            reply.warnings.push(stopped_search(&result));
        } else if capped {
            reply.warnings.push(format!(
                "bestmove: depth {} reached in the {} allowed; answering its best move",
                result.depth,
                seconds(self.caps.search)
            ));
        }
        Ok(reply)
    }

    fn undo(&mut self, args: &str) -> Reply {
        let count = if args.is_empty() {
            1
        } else {
            match parse_positive(args) {
                Some(n) => n,
                None => {
                    return Reply::err(format!(
                        "`undo` takes a number of moves (1 or more), not `{args}`"
                    ));
                }
            }
        };
        let Some(game) = self.game.as_mut() else {
            return Reply::err(NO_GAME);
        };
        let played = game.moves().len();
        if count > played {
            return Reply::err(match played {
                0 => "cannot undo: no moves have been played".to_string(),
                1 => format!("cannot undo {count} moves: only 1 move has been played"),
                n => format!("cannot undo {count} moves: only {n} moves have been played"),
            });
        }
        for _ in 0..count {
            game.undo();
        }
        Reply::line(game.to_string())
    }

    fn options(&mut self, args: &str) -> Reply {
        let words: Vec<&str> = args.split_whitespace().collect();
        match words.as_slice() {
            [] => Reply::lines(self.options.lines()),
            [get, name] if get.eq_ignore_ascii_case("get") => match Options::find(name) {
                Ok(found) => Reply::lines(self.options.line(found).into_iter().collect()),
                Err(message) => Reply::err(message),
            },
            [set, name, value] if set.eq_ignore_ascii_case("set") => self.set_option(name, value),
            _ => Reply::err(
                "`options` takes nothing, `get NAME` or `set NAME VALUE` (try `options` to list them)",
            ),
        }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Reply {
        let found = match Options::find(name) {
            Ok(found) => found,
            Err(message) => return Reply::err(message),
        };
        match Options::parse(found, value) {
            Ok(value) => self.apply(found, value),
            Err(message) => Reply::err(message),
        }
    }

    /// Sets an option to a value already checked: the second half of `options set`.
    fn apply(&mut self, found: Found, value: u64) -> Reply {
        let changed = value != self.options.get(found.spec);
        if found.spec == TABLE_SIZE && changed {
            // Allocate now, so that a size the machine cannot afford is refused here rather
            // than failing quietly at the next search.
            let mb = usize::try_from(value).unwrap_or(usize::MAX);
            let resized = match &mut self.search {
                Some(search) => search.resize_table(mb),
                None => Search::try_new(mb).map(|s| self.search = Some(s)),
            };
            if let Err(e) = resized {
                return Reply::err(format!("cannot allocate {value} MB for the table: {e}"));
            }
        }
        self.options.set(found, value);
        let mut reply = Reply::lines(self.options.line(found).into_iter().collect());
        if found.spec == REPETITION_DRAW
            && changed
            && let Some(game) = &self.game
        {
            // The game in progress is played under the rule from now on, as if it had been
            // from its start: unless it is past a third occurrence already, which the rule
            // would have ended it on.
            let rules = Rules {
                repetition: self.options.is_on(REPETITION_DRAW),
                ..game.position().rules()
            };
            match replayed(game, rules) {
                Some(replayed) => self.game = Some(replayed),
                None => reply.warnings.push(format!(
                    "{}: the game in progress has passed a position's third occurrence already, so it keeps its rules; games started with `newgame` from now on are drawn by repetition",
                    found.spec.name
                )),
            }
        }
        reply
    }

    /// `perft [N]`: one line per depth from 0 to N (or until stopped), each written as soon
    /// as it is counted. A depth left unfinished (Ctrl-C, end of input, the time cap) is
    /// not written; a warning on standard error says so.
    fn perft(&mut self, args: &str, progress: &mut dyn Write) -> io::Result<Reply> {
        let max = if args.is_empty() {
            MAX_PERFT_DEPTH
        } else {
            let digits = args.len() <= 9 && args.bytes().all(|b| b.is_ascii_digit());
            match digits.then(|| args.parse::<usize>().ok()).flatten() {
                Some(n) if n <= MAX_PERFT_DEPTH => n,
                _ => {
                    return Ok(Reply::err(format!(
                        "`perft` takes a depth from 0 to {MAX_PERFT_DEPTH}, not `{args}`"
                    )));
                }
            }
        };
        let Some(game) = self.game.as_ref() else {
            return Ok(Reply::err(NO_GAME));
        };
        let busy = self.control.start();
        let stopper = Stopper {
            stop: busy.stop(),
            deadline: Instant::now().checked_add(self.caps.perft),
        };
        let mut reply = Reply::default();
        for depth in 0..=max {
            let started = Instant::now();
            let Some(nodes) = perft::count(game.position(), depth, &stopper) else {
                let why = if busy.is_stopped() {
                    "interrupted".to_string()
                } else {
                    format!("stopped after {}", seconds(self.caps.perft))
                };
                reply
                    .warnings
                    .push(format!("perft({depth}) {why}: not counted"));
                break;
            };
            writeln!(progress, "{}", perft::line(depth, nodes, started.elapsed()))?;
            progress.flush()?;
        }
        Ok(reply)
    }

    fn table_mb(&self) -> usize {
        usize::try_from(self.options.get(TABLE_SIZE)).unwrap_or(1)
    }
}

/// `60 s`, or `0.3 s` for less than a whole number of seconds.
fn seconds(d: Duration) -> String {
    if d.subsec_nanos() == 0 {
        format!("{} s", d.as_secs())
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

/// The warning for a search stopped from outside.
fn stopped_search(result: &SearchResult) -> String {
    format!(
        "bestmove: interrupted; answering the best move found (depth {})",
        result.depth
    )
}

/// The error for a command that takes no arguments but got some.
fn no_args(command: &str, args: &str) -> Option<Reply> {
    (!args.is_empty()).then(|| Reply::err(format!("`{command}` takes no arguments")))
}

/// A `ReportIntermediateBestMoves` line: MzingaEngine's `move;depth;score` (the score with
/// two decimals, `∞` or `-∞` for a proved win or loss), then the rest of the expected line,
/// a move a field.
fn iteration_line(game: &Game, it: &SearchResult) -> String {
    let score = match it.mate_in() {
        Some(n) if n > 0 => "∞".to_string(),
        Some(_) => "-∞".to_string(),
        None => format!("{}.00", it.score),
    };
    let line = line_strings(game.position(), &it.pv);
    let mut fields = vec![game.format_move(it.mv), it.depth.to_string(), score];
    fields.extend(line.into_iter().skip(1));
    fields.join(";")
}

/// `game`'s moves played again under `rules`, or `None` when one of them is refused (a
/// move played after a third occurrence, with the repetition rule now on).
fn replayed(game: &Game, rules: Rules) -> Option<Game> {
    let mut again = Game::with_rules(game.game_type(), rules);
    for mv in game.moves() {
        again.play(mv).ok()?;
    }
    Some(again)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIDDLE_GAME: &str = r"Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\;bQ bL\;wQ \wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\;bM wA1\;wB1 wQ\;bA2 /bP;wB2 wM-;bA1 wB2\;wB1 wG1";

    /// A session under `caps` with the middle game loaded.
    fn capped(caps: Caps) -> Session {
        let mut session = Session::new(Arc::default()).with_caps(caps);
        let mut out = Vec::new();
        let reply = session.handle(&format!("newgame {MIDDLE_GAME}"), &mut out);
        let written = Game::parse(MIDDLE_GAME).unwrap().to_string();
        assert_eq!(reply.unwrap().unwrap().lines, [written]);
        session
    }

    #[test]
    fn settings_are_set_as_options_set_sets_them_the_last_of_one_option_winning() {
        let settings: Settings = [("Hash", "2"), ("Level", "1"), ("level", "3")]
            .into_iter()
            .map(|(name, value)| crate::engine::uhp::Setting::parse(name, value).unwrap())
            .collect();
        let session = Session::with_settings(Arc::default(), &settings).unwrap();
        assert_eq!(session.options.get(LEVEL), 3);
        assert_eq!(session.table_mb(), 2);
        // The table is allocated at once, as `options set` allocates it, so that a size the
        // machine cannot afford is refused before the session starts.
        assert!(session.search.is_some());
    }

    #[test]
    fn a_deep_bestmove_answers_its_best_move_when_the_cap_runs_out() {
        let caps = Caps {
            search: Duration::from_millis(300),
            ..Caps::DEFAULT
        };
        let mut session = capped(caps);
        let reply = session.handle("bestmove depth 60", &mut Vec::new());
        let reply = reply.unwrap().unwrap();
        let answer = reply.lines.last().unwrap();
        assert!(
            Game::parse(MIDDLE_GAME).unwrap().play_str(answer).is_ok(),
            "{reply:?}"
        );
        assert!(
            reply.warnings[0].contains("in the 0.3 s allowed"),
            "{reply:?}"
        );
    }

    #[test]
    fn an_infinite_search_answers_at_its_cap_when_nothing_stops_it() {
        let caps = Caps {
            infinite: Duration::from_millis(300),
            ..Caps::DEFAULT
        };
        let mut session = capped(caps);
        let started = Instant::now();
        let reply = session.handle("bestmove infinite", &mut Vec::new());
        let reply = reply.unwrap().unwrap();
        assert!(started.elapsed() < Duration::from_secs(2), "{reply:?}");
        let answer = reply.lines.last().unwrap();
        assert!(Game::parse(MIDDLE_GAME).unwrap().play_str(answer).is_ok());
    }

    #[test]
    fn perft_writes_each_depth_and_gives_up_on_one_past_the_cap() {
        let caps = Caps {
            perft: Duration::from_millis(300),
            ..Caps::DEFAULT
        };
        let mut session = capped(caps);
        let mut out = Vec::new();
        let reply = session.handle("perft", &mut out).unwrap().unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.len() >= 2 && lines.len() < 6, "{out}");
        assert!(
            lines[0].starts_with("perft(0)  =                1 in "),
            "{out}"
        );
        assert!(
            lines[1].starts_with("perft(1)  =              104 in "),
            "{out}"
        );
        assert_eq!(reply.lines, Vec::<String>::new());
        assert_eq!(reply.failure, None);
        let unfinished = format!("perft({}) stopped after 0.3 s: not counted", lines.len());
        assert_eq!(reply.warnings, [unfinished]);
    }
}
