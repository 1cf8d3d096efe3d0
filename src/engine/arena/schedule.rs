//! A whole match scheduled: the engines started and readied, the games not yet played
//! (a resumed match skips those it has) handed out in order, one at a time, to workers
//! that play several at once, each with a pair of engines of its own; the match stopped
//! when an SPRT decides, an engine fails before its first move, or the caller says so.

use std::fs::File;
use std::io::BufWriter;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use thiserror::Error;

use super::play::{Arbiter, End, Entrant, MatchConfig, MatchGame, Watch};
use super::score::Standing;
use super::sprt::{Decision, Sprt};
use crate::engine::uhp::client::{Engine, EngineError};
use crate::engine::uhp::process::{Log, StartError};
use crate::rules::Rules;

/// One engine of a match: how it is started, and the options it is given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contender {
    /// Its command line (a program and its arguments, split on white space).
    pub command: String,
    /// UHP options (`options set NAME VALUE`), set in this order after the match's own.
    pub options: Vec<(String, String)>,
}

impl Contender {
    /// Starts the engine, tells it the match's repetition rule when it has the option, asks
    /// it to report its searches when it can (see [`Engine::report_searches`]), and sets its
    /// options (which come last, so they can override); answers other than moves may take
    /// up to `patience`. With a `log`, every line it is sent and writes goes there.
    pub fn start(
        &self,
        rules: Rules,
        patience: Duration,
        log: Option<Arc<Log>>,
    ) -> Result<Engine, EngineError> {
        let mut engine = Engine::start_logged(&self.command, patience, log)?;
        engine.follow_rules(rules)?;
        engine.report_searches()?;
        for (name, value) in &self.options {
            engine.set_option(name, value)?;
        }
        Ok(engine)
    }
}

/// Why a match stopped before its end.
#[derive(Debug, Error)]
pub enum MatchError<E> {
    /// An engine could not be started, or readied, or asked how it searches.
    #[error(transparent)]
    Engine(EngineError),
    /// An engine forfeited a game before it had made any move in the match: it is not
    /// playing the match at all, so nothing is scored for it.
    #[error("the {seat:?} engine forfeited game {} before making a move: {why}", .index + 1)]
    Forfeited {
        /// The engine.
        seat: Entrant,
        /// The game (from 0).
        index: usize,
        /// Why.
        why: String,
    },
    /// What the caller did with a game failed (saving it, most likely).
    #[error(transparent)]
    Caller(E),
}

/// A match whose engines have started once: for their names, their threads, and so that
/// an engine that cannot start stops the match before a game.
pub struct Match<'a> {
    config: &'a MatchConfig,
    starter: Starter<'a>,
    /// Started here; the first worker plays with them.
    ready: [Engine; 2],
    /// The most search threads either engine uses.
    threads: usize,
    /// The caller's view of the match (see [`Match::watch`]).
    watch: Arc<Watch>,
}

/// How a match went, as far as it was played.
#[derive(Debug, Default)]
pub struct Played {
    /// Every game counted: those the match resumed after, and those played now.
    pub standing: Standing,
    /// On a clock: the least time each engine had left after a move, over the games played
    /// now (by [`Entrant::index`]).
    pub least_left: [Option<Duration>; 2],
    /// What the SPRT decided, if one was run and it did.
    pub decided: Option<Decision>,
    /// Whether the match was stopped through its [`Watch`] (the games then under way are
    /// left out).
    pub interrupted: bool,
}

/// What a worker sends back: a game played, or why it could not go on.
enum Report {
    Game(Box<MatchGame>),
    Failed(EngineError),
}

impl<'a> Match<'a> {
    /// Starts and readies both engines (see [`Contender::start`]).
    pub fn start(
        config: &'a MatchConfig,
        contenders: &'a [Contender; 2],
        patience: Duration,
    ) -> Result<Match<'a>, EngineError> {
        let starter = Starter {
            config,
            contenders,
            patience,
            started: [AtomicUsize::new(0), AtomicUsize::new(0)],
        };
        let mut first = starter.start(Entrant::First)?;
        let mut second = starter.start(Entrant::Second)?;
        // An engine that cannot be asked as the match asks stops it before a game.
        if config.clock.is_none() {
            first.budget_command(config.budget[0])?;
            second.budget_command(config.budget[1])?;
        }
        let threads = first.threads()?.max(second.threads()?);
        Ok(Match {
            config,
            starter,
            ready: [first, second],
            threads,
            watch: Arc::default(),
        })
    }

    /// The match's [`Watch`]: to stop it from another thread (Ctrl-C) and to see how far
    /// the games under way have got.
    pub fn watch(&self) -> Arc<Watch> {
        Arc::clone(&self.watch)
    }

    /// The names the engines give (their `id` lines), by [`Entrant::index`].
    pub fn names(&self) -> [String; 2] {
        self.ready.each_ref().map(|e| e.name.clone())
    }

    /// The games played at once: `asked`, or the cores divided by the most search threads
    /// either engine uses; never more than there are games left.
    fn concurrency(&self, asked: Option<usize>, games: usize) -> usize {
        match asked {
            Some(n) => n,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()) / self.threads,
        }
        .clamp(1, games.max(1))
    }

    /// Plays the games that `standing` (the games already played, when resuming) lacks,
    /// `concurrency` at once (by default the cores divided by the most search threads
    /// either engine uses), until all are played, `sprt`
    /// decides, or something fails. After each game, counted in the standing, `each` is
    /// called with it and the standing (to save it, to show the score); an error it
    /// returns stops the match.
    pub fn play<E>(
        self,
        standing: Standing,
        sprt: Option<Sprt>,
        concurrency: Option<usize>,
        mut each: impl FnMut(&MatchGame, &Standing) -> Result<(), E>,
    ) -> Result<Played, MatchError<E>> {
        let config = self.config;
        let mut played = Played {
            decided: sprt.and_then(|s| s.decide(&standing.pair_scores())),
            standing,
            least_left: [None, None],
            interrupted: false,
        };
        let todo: Vec<usize> = match played.decided {
            Some(_) => Vec::new(),
            None => (0..config.games)
                .filter(|&i| !played.standing.has(i))
                .collect(),
        };
        let concurrency = self.concurrency(concurrency, todo.len());
        let stop = AtomicBool::new(false);
        // A game played to its end before: both engines have taken part.
        let played_before = played.standing.tally().games() > 0;
        let moved = [
            AtomicBool::new(played_before),
            AtomicBool::new(played_before),
        ];
        let arbiter = Arbiter {
            config,
            stop: &stop,
            moved: &moved,
            watch: &self.watch,
        };
        let mut fatal = None;
        // Games are handed out one at a time as others finish, so that no more than
        // `concurrency` are under way when the match stops (a decided SPRT stops at once).
        let (give, jobs) = mpsc::channel();
        let jobs = Mutex::new(jobs);
        let mut todo = todo.into_iter().peekable();
        for i in todo.by_ref().take(concurrency) {
            let _ = give.send(i);
        }
        // Queued games are still received once the sender is gone: with none left to give,
        // it goes now, so that the workers end after them.
        let mut give = todo.peek().is_some().then_some(give);
        let starter = &self.starter;
        std::thread::scope(|scope| {
            let (send, reports) = mpsc::channel();
            let mut ready = Some(self.ready);
            for _ in 0..concurrency {
                let (send, ready, arbiter, jobs) = (send.clone(), ready.take(), &arbiter, &jobs);
                scope.spawn(move || {
                    worker(ready, starter, arbiter, jobs, &send);
                });
            }
            drop(send);
            for report in reports {
                if let Err(e) = take(report, &moved, &mut played, &mut each) {
                    stop.store(true, Ordering::Relaxed);
                    fatal.get_or_insert(e);
                } else if let Some(sprt) = sprt
                    && played.decided.is_none()
                {
                    played.decided = sprt.decide(&played.standing.pair_scores());
                    if played.decided.is_some() {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
                // The next game, unless the match is stopping; then none, so workers end.
                match todo.next() {
                    Some(i) if !stop.load(Ordering::Relaxed) && !self.watch.is_interrupted() => {
                        let _ = give.as_ref().map(|g| g.send(i));
                        if todo.peek().is_none() {
                            give = None;
                        }
                    }
                    _ => give = None,
                }
            }
        });
        played.interrupted = self.watch.is_interrupted();
        match fatal {
            Some(e) => Err(e),
            None => Ok(played),
        }
    }
}

/// Counts a worker's report in `played` and hands the game to `each`; or says why the
/// match must stop.
fn take<E>(
    report: Report,
    moved: &[AtomicBool; 2],
    played: &mut Played,
    each: &mut impl FnMut(&MatchGame, &Standing) -> Result<(), E>,
) -> Result<(), MatchError<E>> {
    let game = match report {
        Report::Game(game) => game,
        Report::Failed(e) => return Err(MatchError::Engine(e)),
    };
    // An engine that fails before it has made a single move is not playing this match at
    // all: stop, and score nothing for it.
    if let End::Forfeit(f) = &game.end
        && game.moved[f.seat.index()] == 0
        && !moved[f.seat.index()].load(Ordering::Relaxed)
    {
        return Err(MatchError::Forfeited {
            seat: f.seat,
            index: game.index,
            why: f.why.clone(),
        });
    }
    for (least, game_least) in played.least_left.iter_mut().zip(game.least_left) {
        *least = match (*least, game_least) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
    }
    played.standing.add(game.index, game.counted());
    each(&game, &played.standing).map_err(MatchError::Caller)
}

/// Plays the games it is given until there are no more, with a pair of engines of its own,
/// started again whenever one has failed.
fn worker(
    ready: Option<[Engine; 2]>,
    starter: &Starter<'_>,
    arbiter: &Arbiter<'_>,
    jobs: &Mutex<mpsc::Receiver<usize>>,
    send: &mpsc::Sender<Report>,
) {
    let mut pair = ready.map(|[a, b]| [Some(a), Some(b)]).unwrap_or_default();
    loop {
        let next = match jobs.lock() {
            Ok(jobs) => jobs.recv(),
            Err(_) => return,
        };
        let Ok(i) = next else {
            return;
        };
        for (slot, seat) in pair.iter_mut().zip([Entrant::First, Entrant::Second]) {
            if !slot.as_mut().is_some_and(Engine::is_running) {
                match starter.start(seat) {
                    Ok(e) => *slot = Some(e),
                    Err(e) => {
                        let _ = send.send(Report::Failed(e));
                        return;
                    }
                }
            }
        }
        let [Some(first), Some(second)] = &mut pair else {
            return;
        };
        let Some(game) = arbiter.play(first, second, i) else {
            return;
        };
        // An engine that forfeited starts the next game afresh, whatever state it is in.
        if let End::Forfeit(f) = &game.end {
            pair[f.seat.index()] = None;
        }
        if send.send(Report::Game(Box::new(game))).is_err() {
            return;
        }
    }
}

/// Starts the match's engines, each process with a log of its own when the match keeps
/// logs: `first-N.log` and `second-N.log` in the folder, N counting each engine's processes
/// from 1 (several play at once, and one that failed is started again).
struct Starter<'a> {
    config: &'a MatchConfig,
    contenders: &'a [Contender; 2],
    patience: Duration,
    /// Processes started so far, by [`Entrant::index`].
    started: [AtomicUsize; 2],
}

impl Starter<'_> {
    fn start(&self, seat: Entrant) -> Result<Engine, EngineError> {
        let contender = &self.contenders[seat.index()];
        let n = self.started[seat.index()].fetch_add(1, Ordering::Relaxed) + 1;
        let log = match &self.config.log {
            None => None,
            Some(dir) => {
                let name = match seat {
                    Entrant::First => "first",
                    Entrant::Second => "second",
                };
                let path = dir.join(format!("{name}-{n}.log"));
                let file = File::create(&path).map_err(|e| StartError {
                    command: contender.command.clone(),
                    source: std::io::Error::new(
                        e.kind(),
                        format!("cannot write its log {}: {e}", path.display()),
                    ),
                })?;
                Some(Arc::new(Log::new(Box::new(BufWriter::new(file)))))
            }
        };
        contender.start(self.config.rules, self.patience, log)
    }
}
