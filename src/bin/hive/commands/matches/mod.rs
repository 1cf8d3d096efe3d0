//! `hive match`: two UHP engines play a series of games, several at once, with a progress
//! bar; the score with an Elo estimate, the forfeits (losses) listed with their causes, an optional SPRT, and every game
//! saved as PGN, from which the result can be read again (`--resume`).

mod ledger;

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use hive::engine::arena::{
    self, Contender, Counted, Decision, Elo, EloModel, End, Entrant, Match, MatchConfig,
    MatchError, MatchGame, Played, Sprt, Standing,
};
use hive::engine::uhp::client::{Budget, Reply};
use hive::record::{self, Ending, Record, Stamp};
use hive::rules::{Color, Rules};
use hive::text::printable;

use crate::args::MatchArgs;
use crate::error::CliError;
use crate::progress::{GAME_STEPS, game_bar, say};
use crate::signals;
use ledger::{Ledger, MatchDir};

/// How long an engine may take to start and to answer anything but a move.
const PATIENCE: Duration = Duration::from_secs(30);

/// `hive match`.
pub fn run(args: MatchArgs) -> Result<(), CliError> {
    let config = match_config(&args)?;
    let sprt = args.sprt.map(|(elo0, elo1)| Sprt {
        model: EloModel::Normalized,
        elo0,
        elo1,
        alpha: args.alpha,
        beta: args.beta,
    });
    let out = match &args.out {
        Some(dir) => dir.clone(),
        None => record::data_dir()?.join("matches").join(
            Stamp::now()
                .timestamp()
                .strftime("match-%Y%m%d-%H%M%S")
                .to_string(),
        ),
    };
    let mut ledger = Ledger::new(
        (&args.first, &args.first_options),
        (&args.second, &args.second_options),
        (
            args.time,
            args.depth,
            sprt.map(|s| [s.elo0, s.elo1, s.alpha, s.beta]),
        ),
        config.game_type.to_string(),
        config.rules.repetition,
        config.random_plies,
        &config
            .openings
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        config.max_plies,
        config.seed,
    );
    ledger.clock = args.clock.map(|c| c.to_string());
    ledger.clocks = [args.first_clock, args.second_clock].map(|c| c.map(|c| c.to_string()));
    ledger.nodes = args.nodes;
    ledger.limits = own_limits(&args).map(|b| b.map(|b| b.to_string()));
    ledger.names = [args.first_name.clone(), args.second_name.clone()];
    // A time a move is kept only where moves are played by it: `--time`'s default beside
    // a clock would read as a setting of the match.
    ledger.time = ledger.time_a_move();
    let folder = MatchDir::open(&out, &ledger, args.resume)?;
    if let Some(dir) = &args.log {
        std::fs::create_dir_all(dir).map_err(|source| CliError::Stream {
            what: "making the engines' log folder",
            source,
        })?;
    }
    let contenders = [
        contender(&args.first, &args.first_options),
        contender(&args.second, &args.second_options),
    ];
    // Started here, once, for their names and threads, and so that an engine that cannot
    // start stops the match before a game; the first worker plays with them.
    let started = Match::start(&config, &contenders, PATIENCE)?;
    let names = names(
        [
            named(started.names()[0].clone(), &args.first_options),
            named(started.names()[1].clone(), &args.second_options),
        ],
        [&args.first_name, &args.second_name],
    );
    let [a, b] = &names;

    // A resumed match: the games in the folder count as they were played.
    let mut resumed = Standing::default();
    for &i in folder.played.iter().filter(|&&i| i < config.games) {
        resumed.add(i, folder.counted(i, a, b)?);
    }

    // The score so far, with the SPRT's log-likelihood ratio between its bounds while it
    // runs, as fastchess shows it.
    let so_far = |standing: &Standing| match sprt {
        Some(sprt) => {
            let (low, high) = sprt.bounds();
            format!(
                "{}, LLR {:.2} ({low:.2} to {high:.2})",
                standing.tally(),
                sprt.llr(&standing.pair_scores())
            )
        }
        None => standing.tally().to_string(),
    };
    let progress = game_bar(config.games, &format!("{a} vs {b}"));
    let pace = Pace::new(resumed.len(), config.games, config.max_plies);
    pace.show(&progress, (0, 0));
    // The estimate counts from here: the games resumed after were not played this sitting.
    progress.reset_eta();
    if !resumed.is_empty() {
        progress.set_message(format!("{a} vs {b}: {}", so_far(&resumed)));
        say(
            &progress,
            format!(
                "resuming after {} games: {a} {}",
                resumed.len(),
                resumed.tally()
            ),
        );
    }
    let concurrency = args.concurrency.map(usize::from);
    let watch = started.watch();
    // Ctrl-C stops the match: the games under way are left out, the summary is of those
    // finished, and the folder's lock goes with it (a second Ctrl-C quits at once).
    let ctrl_c = signals::stop_on_ctrl_c();
    let finished = AtomicBool::new(false);
    let played = std::thread::scope(|scope| {
        // Moves the bar during games, and passes Ctrl-C on.
        scope.spawn(|| {
            while !finished.load(Ordering::Relaxed) {
                if ctrl_c.load(Ordering::Relaxed) {
                    watch.interrupt();
                }
                pace.show(&progress, watch.under_way());
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let played = started.play(resumed, sprt, concurrency, |game, standing| {
            save_game(&folder, game, &names)?;
            say_game(&progress, game, &game.counted(), &names, config.games);
            progress.set_message(format!("{a} vs {b}: {}", so_far(standing)));
            pace.finished(game.moved.iter().sum());
            pace.show(&progress, watch.under_way());
            if progress.is_hidden() {
                eprintln!("  so far {a} {}", so_far(standing));
            }
            Ok(())
        });
        finished.store(true, Ordering::Relaxed);
        played.map_err(Box::new)
    });
    progress.finish_and_clear();
    let Played {
        standing,
        least_left,
        interrupted,
        ..
    } = played.map_err(|e| match *e {
        MatchError::Engine(e) => CliError::Arena(e),
        MatchError::Forfeited { seat, index, why } => CliError::Forfeited {
            engine: names[seat.index()].clone(),
            game: index + 1,
            why,
        },
        MatchError::Caller(e) => e,
    })?;
    let mut lines = summary(&config, sprt, &names, &standing, least_left);
    lines.push(format!(
        "games saved as PGN in {}",
        printable(&folder.path().to_string_lossy(), 1_000)
    ));
    let mut stdout = io::stdout().lock();
    lines
        .iter()
        .try_for_each(|line| writeln!(stdout, "{line}"))
        .map_err(|source| CliError::Stream {
            what: "writing the result",
            source,
        })?;
    if interrupted {
        eprintln!(
            "interrupted: the result is of the {} games finished (those under way are left \
             out); go on with --resume",
            standing.len()
        );
        return Err(CliError::Signalled(2));
    }
    Ok(())
}

/// How far a match has got, for its bar: the games finished, and the moves a game takes
/// (those finished this sitting, on average), by which the games under way move it.
struct Pace {
    games: usize,
    done: AtomicUsize,
    finished_now: AtomicUsize,
    moves_now: AtomicUsize,
    /// The moves a game is guessed to take before one has finished.
    guess: usize,
}

impl Pace {
    fn new(done: usize, games: usize, max_plies: usize) -> Pace {
        Pace {
            games,
            done: AtomicUsize::new(done),
            finished_now: AtomicUsize::new(0),
            moves_now: AtomicUsize::new(0),
            guess: max_plies.clamp(1, 60),
        }
    }

    /// A game finished this sitting, after `moves` engine moves.
    fn finished(&self, moves: usize) {
        self.done.fetch_add(1, Ordering::Relaxed);
        self.finished_now.fetch_add(1, Ordering::Relaxed);
        self.moves_now.fetch_add(moves, Ordering::Relaxed);
    }

    /// Sets the bar: [`GAME_STEPS`] a game finished, and for the games under way (`games`
    /// of them, `moves` made in all) their share of the moves a game takes, short of the
    /// whole.
    fn show(&self, bar: &indicatif::ProgressBar, (games, moves): (usize, usize)) {
        let done = self.done.load(Ordering::Relaxed);
        let finished = self.finished_now.load(Ordering::Relaxed);
        let per_game = match finished {
            0 => self.guess,
            n => (self.moves_now.load(Ordering::Relaxed) / n).max(1),
        } as u64;
        let steps = GAME_STEPS;
        let under_way = (moves as u64 * steps / per_game).min(games as u64 * (steps - 5));
        bar.set_position(done as u64 * steps + under_way);
        bar.set_prefix(format!("{done}/{}", self.games));
    }
}

/// The summary's lines: the match, the score (as each colour too), the forfeits, how near
/// the engines came to flagging, and the SPRT's verdict.
fn summary(
    config: &MatchConfig,
    sprt: Option<Sprt>,
    names: &[String; 2],
    standing: &Standing,
    least_left: [Option<Duration>; 2],
) -> Vec<String> {
    let [a, b] = names;
    let mut lines = vec![
        format!(
            "{a} vs {b}, {}, {}",
            match (config.clock, config.budget) {
                (Some([x, y]), _) if x == y => format!("on a {x} clock"),
                (Some([x, y]), _) => format!("{a} on a {x} clock, {b} on {y}"),
                (None, [Budget::Own, Budget::Own]) => "each at its own setting".to_string(),
                (None, [x, y]) if x == y => x.to_string(),
                (None, [x, y]) => format!("{a} at {x}, {b} at {y}"),
            },
            config.game_type
        ),
        format!("{a}: {}", standing.tally()),
        format!("  as White: {}", standing.tally_as(Color::White)),
        format!("  as Black: {}", standing.tally_as(Color::Black)),
    ];
    lines.push(odds_line(standing));
    lines.extend(forfeit_lines(standing, names));
    if config.clock.is_some() && least_left.iter().any(Option::is_some) {
        let shown: Vec<String> = names
            .iter()
            .zip(least_left)
            .filter_map(|(name, least)| Some(format!("{name} {:.3} s", least?.as_secs_f64())))
            .collect();
        lines.push(format!(
            "least time left after a move (games played now): {}",
            shown.join(", ")
        ));
    }
    if let Some(sprt) = sprt {
        let pairs = standing.pair_scores();
        let (low, high) = sprt.bounds();
        let verdict = match sprt.decide(&pairs) {
            Some(Decision::H0) => format!("H0 accepted ({a} is at most {:+} nElo)", sprt.elo0),
            Some(Decision::H1) => format!("H1 accepted ({a} is at least {:+} nElo)", sprt.elo1),
            None => "undecided".to_string(),
        };
        let [ll, ld, even, wd, ww] = arena::pentanomial(&pairs);
        lines.push(format!(
            "SPRT [{:+}, {:+}] α {} β {}: {verdict} after {} pairs, LLR {:.2} (bounds {:.2} to \
             {:.2}); pairs 0–2 {ll}, ½–1½ {ld}, 1–1 {even}, 1½–½ {wd}, 2–0 {ww}",
            sprt.elo0,
            sprt.elo1,
            sprt.alpha,
            sprt.beta,
            pairs.len(),
            sprt.llr(&pairs),
            low,
            high
        ));
    }
    lines
}

/// The line that tells a game's end, above the bar (or on standard error without one).
fn say_game(
    progress: &indicatif::ProgressBar,
    game: &MatchGame,
    counted: &Counted,
    names: &[String; 2],
    games: usize,
) {
    let [a, _] = names;
    let color = if game.first_is_white() {
        "White"
    } else {
        "Black"
    };
    let line = match (counted, &game.end) {
        (Counted::Forfeit { seat, why }, _) => {
            format!("{} forfeited: {}", names[seat.index()], printable(why, 200))
        }
        (Counted::Played(s), end) => {
            let result = match s {
                s if *s > 0.75 => "won",
                s if *s < 0.25 => "lost",
                _ => "drew",
            };
            let how = match end {
                End::Capped => " (adjudicated at the ply cap)",
                _ => "",
            };
            format!("{a} {result} as {color}{how}")
        }
    };
    say(progress, format!("game {}/{games}: {line}", game.index + 1));
}

/// The summary's line of the other figures an engine author reads: normalized Elo over
/// the whole pairs with its 95% interval, the likelihood of superiority, the draw ratio
/// and the pentanomial counts.
fn odds_line(standing: &Standing) -> String {
    let tally = standing.tally();
    let pairs = standing.pair_scores();
    let nelo = match arena::normalized_elo(&pairs) {
        Some(Elo {
            elo: Some(e),
            low,
            high,
        }) => format!("nElo {e:+.1} (95% {low:+.1} to {high:+.1})"),
        _ => "nElo -".to_string(),
    };
    let percent = |x: Option<f64>| x.map_or("-".to_string(), |x| format!("{:.1}%", 100.0 * x));
    let [ll, ld, even, wd, ww] = arena::pentanomial(&pairs);
    format!(
        "  {nelo}, LOS {}, draw ratio {}; pairs 0–2 {ll}, ½–1½ {ld}, 1–1 {even}, 1½–½ {wd}, \
         2–0 {ww}",
        percent(tally.los()),
        percent(tally.draw_ratio())
    )
}

/// The summary's lines on forfeits: how many by each engine, and why (the commonest first).
fn forfeit_lines(standing: &Standing, names: &[String; 2]) -> Vec<String> {
    let mut by: [BTreeMap<&str, usize>; 2] = Default::default();
    for (_, seat, why) in standing.forfeits() {
        *by[seat.index()].entry(why).or_default() += 1;
    }
    let mut lines = Vec::new();
    for (seat, whys) in by.iter().enumerate() {
        let count: usize = whys.values().sum();
        if count == 0 {
            continue;
        }
        let mut whys: Vec<_> = whys.iter().collect();
        whys.sort_by(|x, y| y.1.cmp(x.1));
        let shown: Vec<String> = whys
            .iter()
            .take(3)
            .map(|(why, n)| format!("{n}× {}", printable(why, 120)))
            .collect();
        let more = match whys.len() {
            k if k > 3 => format!("; {} other reasons", k - 3),
            _ => String::new(),
        };
        lines.push(format!(
            "forfeits (counted as losses): {count} by {}: {}{more}",
            names[seat],
            shown.join("; ")
        ));
    }
    lines
}

/// The match's settings from the command line (and its openings file).
fn match_config(args: &MatchArgs) -> Result<MatchConfig, CliError> {
    let rules = Rules {
        repetition: !args.no_repetition,
        ..Rules::default()
    };
    let openings = match &args.openings {
        None => Vec::new(),
        Some(path) => {
            let bytes = record::read_capped(path).map_err(|source| CliError::Stream {
                what: "reading the openings",
                source,
            })?;
            arena::parse_openings(&String::from_utf8_lossy(&bytes), args.game_type, rules).map_err(
                |error| CliError::Openings {
                    path: path.clone(),
                    error,
                },
            )?
        }
    };
    let shared = limit(args.time, args.depth, args.nodes);
    let own = own_limits(args);
    let budget = [own[0].unwrap_or(shared), own[1].unwrap_or(shared)];
    let grace = args.grace;
    // Each engine's own clock, else the shared one (clap makes sure both have one or none).
    let clock = match [args.first_clock, args.second_clock].map(|own| own.or(args.clock)) {
        [Some(first), Some(second)] => Some([first, second]),
        _ => None,
    };
    let deadline = budget.map(|budget| {
        Duration::from_secs_f64(match (clock, budget) {
            // On a clock: the grace past the time left.
            (Some(_), _) => grace.unwrap_or(1.0),
            (None, Budget::Time(t)) => t.as_secs_f64() * args.margin + grace.unwrap_or(1.0),
            (None, Budget::Own | Budget::Depth(_) | Budget::Nodes(_)) => grace.unwrap_or(60.0),
        })
    });
    Ok(MatchConfig {
        games: args.games as usize,
        budget,
        deadline,
        clock,
        game_type: args.game_type,
        rules,
        random_plies: args.plies,
        openings,
        max_plies: args.max_plies as usize,
        seed: args.seed,
        log: args.log.clone(),
    })
}

/// A move's limit from a time (0: the engine's own setting), a depth or nodes, the depth
/// first.
fn limit(time: f64, depth: Option<u8>, nodes: Option<u64>) -> Budget {
    match (depth, nodes) {
        (Some(d), _) => Budget::Depth(d),
        (None, Some(n)) => Budget::Nodes(n),
        (None, None) if time <= 0.0 => Budget::Own,
        (None, None) => Budget::Time(Duration::from_millis((time * 1000.0).round() as u64)),
    }
}

/// Each engine's own limit, where the command line gives one (`--first-time` and the
/// like), by [`Entrant::index`].
fn own_limits(args: &MatchArgs) -> [Option<Budget>; 2] {
    let own = |time: Option<f64>, depth: Option<u8>, nodes: Option<u64>| {
        (time.is_some() || depth.is_some() || nodes.is_some())
            .then(|| limit(time.unwrap_or(0.0), depth, nodes))
    };
    [
        own(args.first_time, args.first_depth, args.first_nodes),
        own(args.second_time, args.second_depth, args.second_nodes),
    ]
}

/// The names the engines go by: those given, else those they give; two that would read
/// the same are told apart as `NAME (1)` and `NAME (2)`, in the order the engines are named.
fn names(given: [String; 2], asked: [&Option<String>; 2]) -> [String; 2] {
    let [a, b] = [0, 1].map(|i| match asked[i] {
        Some(name) => printable(name.trim(), 60).into_owned(),
        None => given[i].clone(),
    });
    match a == b {
        true => [format!("{a} (1)"), format!("{b} (2)")],
        false => [a, b],
    }
}

/// An engine of the match from the command line: its command, and its `NAME=VALUE`
/// options.
fn contender(command: &str, options: &[String]) -> Contender {
    let options = options
        .iter()
        .map(|option| {
            let (name, value) = option.split_once('=').unwrap_or((option, ""));
            (name.trim().to_string(), value.trim().to_string())
        })
        .collect();
    Contender {
        command: command.to_string(),
        options,
    }
}

/// The name an engine goes by in the report and the PGN: two of our engines at different
/// settings read apart.
fn named(name: String, options: &[String]) -> String {
    match options.is_empty() {
        true => name,
        false => format!("{name} [{}]", printable(&options.join(", "), 60)),
    }
}

/// Writes a game's PGN: a forfeit as the PGN standard's `rules infraction` (or `time
/// forfeit`) with why in `TerminationDetails`, a game cut at the ply cap as a draw by
/// `adjudication`.
fn save_game(folder: &MatchDir, played: &MatchGame, names: &[String; 2]) -> Result<(), CliError> {
    let [a, b] = names;
    let (white, black) = if played.first_is_white() {
        (a, b)
    } else {
        (b, a)
    };
    let mut rec = Record::from_game(&played.game, white, black, Stamp::now());
    match &played.end {
        // Drawn by the referee's repetition rule where an engine saw the game still on.
        End::Board if !played.disagreed.is_empty() => {
            let claims: Vec<String> = played
                .disagreed
                .iter()
                .map(|(seat, claim)| format!("{} says `{claim}`", names[seat.index()]))
                .collect();
            rec.result.note = Some(format!(
                "a disagreement about the game's state: the referee draws it on a position's \
                 third occurrence (its rules decide); {}",
                claims.join(", ")
            ));
        }
        End::Board => {}
        End::Capped => {
            rec.result.ending = Some(Ending::DeclaredDraw);
            rec.result.note = Some(format!(
                "drawn by adjudication at the {}-ply cap",
                played.game.moves().len()
            ));
        }
        End::Forfeit(f) => {
            let color = match (f.seat == Entrant::First) == played.first_is_white() {
                true => Color::White,
                false => Color::Black,
            };
            rec.result.ending = Some(match f.kind {
                arena::ForfeitKind::TimedOut | arena::ForfeitKind::Flagged => {
                    Ending::TimedOut(color)
                }
                _ => Ending::Forfeit(color),
            });
            rec.result.note = Some(f.why.clone());
        }
    }
    rec.event = Some("hive match".to_string());
    rec.round = Some((played.index + 1).to_string());
    let comments: Vec<(usize, String)> = played
        .replies
        .iter()
        .map(|(ply, reply)| (*ply, move_comment(reply)))
        .collect();
    folder.write_game(played.index, &record::pgn::write_commented(&rec, &comments))
}

/// The comment after an engine's move in the PGN: what it said of its search, where it
/// said anything, and the time it took (`eval 35.00 depth 9 time 0.201s`).
fn move_comment(reply: &Reply) -> String {
    let mut parts = Vec::new();
    if let Some(score) = &reply.score {
        parts.push(format!("eval {score}"));
    }
    if let Some(depth) = reply.depth {
        parts.push(format!("depth {depth}"));
    }
    parts.push(format!("time {:.3}s", reply.took.as_secs_f64()));
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bar moves with the moves of the games under way, never past a game's share
    /// before it ends, by the length of the games finished this sitting (a guess before).
    #[test]
    fn the_bar_moves_during_games() {
        let bar = indicatif::ProgressBar::hidden();
        bar.set_length(10 * GAME_STEPS);
        let pace = Pace::new(3, 10, 400);
        pace.show(&bar, (0, 0));
        assert_eq!((bar.position(), bar.prefix()), (300, "3/10".to_string()));
        // Guessed at 60 moves a game: 30 moves are half a game.
        pace.show(&bar, (1, 30));
        assert_eq!(bar.position(), 350);
        // Long games stop short of their end.
        pace.show(&bar, (2, 1_000));
        assert_eq!(bar.position(), 300 + 2 * 95);
        // A game of 40 moves finished: 20 moves are half a game now.
        pace.finished(40);
        pace.show(&bar, (1, 20));
        assert_eq!((bar.position(), bar.prefix()), (450, "4/10".to_string()));
    }
}
