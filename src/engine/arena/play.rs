//! Playing a match's games: the configuration, the openings (random or from a file), and
//! the arbiter that plays one game between two engines and judges it, forfeits included.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::clock::{Clock, TimeControl};
use crate::engine::ai::Rng;
use crate::engine::uhp::client::{Budget, Engine, EngineError, Reply};
use crate::engine::uhp::process::StartError;
use crate::rules::{Color, Ending, Game, GameType, Rules};
use crate::text::printable;

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Games in all (colours alternate: each opening is played once with each colour).
    pub games: usize,
    /// How each engine is asked for its moves without a clock (by [`Entrant::index`]: time
    /// odds are one engine given more time than the other).
    pub budget: [Budget; 2],
    /// How long each engine may take over one move before it forfeits the game; on a
    /// clock, how long past its time left (the grace for a process that hangs past its
    /// flag); by [`Entrant::index`].
    pub deadline: [Duration; 2],
    /// The games' clocks, if they are played on them, by [`Entrant::index`]: each engine's
    /// side runs on that engine's control (time odds are two different ones). Each engine
    /// is asked as its [`ClockAsk`](crate::engine::uhp::client::ClockAsk) says, and a side
    /// whose flag falls loses the game by forfeit.
    pub clock: Option<[TimeControl; 2]>,
    /// The game type.
    pub game_type: GameType,
    /// The rules the games are judged by (draw by repetition on or off).
    pub rules: Rules,
    /// Random plies played before the engines take over (when no openings are given).
    pub random_plies: usize,
    /// Openings, used in turn instead of random plies (see [`parse_openings`]).
    pub openings: Vec<Game>,
    /// A game still going after this many plies is drawn by adjudication.
    pub max_plies: usize,
    /// Seed for the random openings.
    pub seed: u64,
    /// A folder for the engines' logs: every line each engine process is sent and writes,
    /// a file a process (see [`crate::engine::arena::Contender::start`]).
    pub log: Option<PathBuf>,
}

/// One of the two engines of a match (its entrants), in the order they were named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entrant {
    /// The first engine named.
    First,
    /// The second.
    Second,
}

impl Entrant {
    /// 0 for the first engine, 1 for the second.
    pub fn index(self) -> usize {
        match self {
            Entrant::First => 0,
            Entrant::Second => 1,
        }
    }

    /// The other engine.
    pub fn other(self) -> Entrant {
        match self {
            Entrant::First => Entrant::Second,
            Entrant::Second => Entrant::First,
        }
    }

    /// The engine that plays `color` in game `i` (the first engine is White in even games).
    pub fn playing(color: Color, i: usize) -> Entrant {
        match (color == Color::White) == first_is_white(i) {
            true => Entrant::First,
            false => Entrant::Second,
        }
    }
}

/// Whether the first engine plays White in game `i` (from 0): colours alternate.
pub fn first_is_white(i: usize) -> bool {
    i.is_multiple_of(2)
}

/// How an engine failed the game it forfeited.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ForfeitKind {
    /// It answered a command with an error (`err`, `invalidmove`).
    Refused,
    /// Its process ended, or could not be started again.
    Crashed,
    /// It did not answer within the move's deadline (and was killed).
    TimedOut,
    /// Its answer broke the protocol.
    Protocol,
    /// It played a move the rules do not allow (or one that does not parse).
    IllegalMove,
    /// Its flag fell: it answered, but after its time on the clock ran out.
    Flagged,
    /// It would not go on with a game it judges over where the referee does not (a draw
    /// by repetition under other rules, most likely): the referee's rules decide, and the
    /// engine that stops playing loses the game.
    Disagreed,
}

/// A game one engine forfeited, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// The engine that forfeited.
    pub seat: Entrant,
    /// How.
    pub kind: ForfeitKind,
    /// What happened, in words: `refused `bestmove time 00:00:01`: err …`.
    pub why: String,
}

impl Forfeit {
    fn from_error(seat: Entrant, error: &EngineError) -> Forfeit {
        let cut = |s: &str| printable(s, 200).into_owned();
        let (kind, why) = match error {
            EngineError::Start(StartError { source, .. }) => (
                ForfeitKind::Crashed,
                format!("could not be started: {}", cut(&source.to_string())),
            ),
            EngineError::Gone { asked, status, .. } => (
                ForfeitKind::Crashed,
                format!("stopped answering `{}` ({status})", cut(asked)),
            ),
            EngineError::Refused { asked, answer, .. } => (
                ForfeitKind::Refused,
                format!("refused `{}`: {}", cut(asked), cut(answer)),
            ),
            EngineError::TimedOut { asked, waited, .. } => (
                ForfeitKind::TimedOut,
                format!(
                    "gave no answer to `{}` within {:.1} s",
                    cut(asked),
                    waited.as_secs_f64()
                ),
            ),
            EngineError::Unsupported { .. } => (ForfeitKind::Refused, cut(&error.to_string())),
            EngineError::Protocol { asked, why, .. } => (
                ForfeitKind::Protocol,
                format!(
                    "broke the protocol answering `{}`: {}",
                    cut(asked),
                    cut(why)
                ),
            ),
        };
        Forfeit { seat, kind, why }
    }
}

/// How a game of a match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// On the board: a surrounded Queen, both, or a draw by repetition.
    Board,
    /// Drawn by adjudication at the ply cap.
    Capped,
    /// One engine forfeited.
    Forfeit(Forfeit),
}

/// One game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// Which game of the match (from 0).
    pub index: usize,
    /// The game as played (and judged by our rules); a forfeited game stops at the ply the
    /// engine failed on.
    pub game: Game,
    /// How it ended.
    pub end: End,
    /// Moves each engine made (the opening's plies are no one's), by [`Entrant::index`].
    pub moved: [usize; 2],
    /// On a clock: the least time each engine had left after one of its moves, increment
    /// added (by [`Entrant::index`]; `None` before its first move): how near it came to
    /// flagging.
    pub least_left: [Option<Duration>; 2],
    /// Each engine move's reply (what the engine said of its search, how long it took),
    /// with its ply (from 0, the opening's plies counted).
    pub replies: Vec<(usize, Reply)>,
    /// A game the referee drew by repetition: the engines that, brought to its last
    /// position, said the game was still on, with what they said (the referee's rules
    /// decided it; this is noted, not scored).
    pub disagreed: Vec<(Entrant, String)>,
}

impl MatchGame {
    /// Whether the first engine played White.
    pub fn first_is_white(&self) -> bool {
        first_is_white(self.index)
    }

    /// What the game counts for.
    pub fn counted(&self) -> Counted {
        match &self.end {
            End::Forfeit(f) => Counted::Forfeit {
                seat: f.seat,
                why: f.why.clone(),
            },
            End::Capped => Counted::Played(0.5),
            End::Board => Counted::Played(match self.game.outcome().winner() {
                Some(c) if Entrant::playing(c, self.index) == Entrant::First => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }),
        }
    }
}

/// What one game counts for in a match's standing.
#[derive(Clone, Debug, PartialEq)]
pub enum Counted {
    /// Played to its end: the first engine's score, 1 win, 0.5 draw, 0 loss.
    Played(f64),
    /// Forfeited, by this engine, for this reason: a loss for it in the score and the SPRT,
    /// as fastchess and cutechess count one, and listed apart with its cause.
    Forfeit {
        /// The engine that forfeited.
        seat: Entrant,
        /// Why.
        why: String,
    },
}

impl Counted {
    /// The first engine's score for the game: a forfeit is a loss for the engine at fault.
    pub fn score(&self) -> f64 {
        match self {
            Counted::Played(score) => *score,
            Counted::Forfeit {
                seat: Entrant::First,
                ..
            } => 0.0,
            Counted::Forfeit {
                seat: Entrant::Second,
                ..
            } => 1.0,
        }
    }
}

/// An openings file's line that cannot open a game of the match.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {reason}")]
pub struct OpeningError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// The openings of a match from a file's text: one GameString per line (blank lines and
/// lines starting with `#` skipped), each of the match's game type, legal, and not over.
pub fn parse_openings(
    text: &str,
    game_type: GameType,
    rules: Rules,
) -> Result<Vec<Game>, OpeningError> {
    let mut openings = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |reason: String| OpeningError {
            line: n + 1,
            reason,
        };
        let game = Game::parse_with_rules(line, rules)
            .map_err(|e| bad(printable(&e.to_string(), 300).into_owned()))?;
        if game.game_type() != game_type {
            return Err(bad(format!(
                "an opening of {}, but the match plays {game_type}",
                game.game_type()
            )));
        }
        if game.outcome().is_over() {
            return Err(bad(format!(
                "the game is already over ({})",
                game.outcome()
            )));
        }
        openings.push(game);
    }
    match openings.is_empty() {
        true => Err(OpeningError {
            line: text.lines().count(),
            reason: "the file holds no opening".to_string(),
        }),
        false => Ok(openings),
    }
}

/// The opening of game `i`: one from the list, or random legal plies (the same for both
/// games of a pair, so colours are the only difference).
pub fn opening(config: &MatchConfig, i: usize) -> Game {
    let pair = i / 2;
    if !config.openings.is_empty() {
        return config.openings[pair % config.openings.len()].clone();
    }
    let mut rng = Rng::new(config.seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = Game::with_rules(config.game_type, config.rules);
    for _ in 0..config.random_plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_over() {
            break;
        }
        let pick = rng.below(moves.len() as u64) as usize;
        if let Some(&mv) = moves.get(pick) {
            let _ = game.play(mv);
        }
    }
    game
}

/// What a match's caller sees and does while it plays, from another thread: stop it (the
/// games under way abandoned, those finished counted), and see how far the games under
/// way have got (for a progress bar that moves during games).
#[derive(Debug, Default)]
pub struct Watch {
    interrupted: AtomicBool,
    /// Games under way.
    games: AtomicUsize,
    /// Engine moves made in them.
    moves: AtomicUsize,
}

impl Watch {
    /// Stops the match (Ctrl-C): no game is started, those under way are abandoned at their
    /// next move.
    pub fn interrupt(&self) {
        self.interrupted.store(true, Ordering::Relaxed);
    }

    /// Whether the match was told to stop.
    pub fn is_interrupted(&self) -> bool {
        self.interrupted.load(Ordering::Relaxed)
    }

    /// The games under way, and the engine moves made in them.
    pub fn under_way(&self) -> (usize, usize) {
        (
            self.games.load(Ordering::Relaxed),
            self.moves.load(Ordering::Relaxed),
        )
    }
}

/// A game counted under way in a [`Watch`] while it lives.
struct UnderWay<'a> {
    watch: &'a Watch,
    moves: usize,
}

impl<'a> UnderWay<'a> {
    fn new(watch: &'a Watch) -> Self {
        watch.games.fetch_add(1, Ordering::Relaxed);
        UnderWay { watch, moves: 0 }
    }

    fn moved(&mut self) {
        self.moves += 1;
        self.watch.moves.fetch_add(1, Ordering::Relaxed);
    }
}

impl Drop for UnderWay<'_> {
    fn drop(&mut self) {
        self.watch.moves.fetch_sub(self.moves, Ordering::Relaxed);
        self.watch.games.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Plays the games of a match, and is told when to stop.
pub struct Arbiter<'a> {
    /// The match.
    pub config: &'a MatchConfig,
    /// Set from outside to abandon the games being played (a decided SPRT, a stopped match).
    pub stop: &'a AtomicBool,
    /// Set here once each engine has made a move, in any game (by [`Entrant::index`]).
    pub moved: &'a [AtomicBool; 2],
    /// The caller's view of the match: stopped from there, told of each move here.
    pub watch: &'a Watch,
}

impl Arbiter<'_> {
    /// Plays game `i` between `first` and `second`; `None` when stopped before its end.
    ///
    /// On a clock, each side's time runs from the moment it is asked for its move (the
    /// moves it has not seen yet included) until its answer is read; the clock starts with
    /// the first move after the opening, whose plies are no one's.
    pub fn play(&self, first: &mut Engine, second: &mut Engine, i: usize) -> Option<MatchGame> {
        let config = self.config;
        let mut game = opening(config, i);
        let mut moved = [0, 0];
        let origin = Instant::now();
        // One clock an engine, on its own control: only its side's time is read from it.
        let mut clocks = config.clock.map(|c| c.map(Clock::new));
        let mut least_left: [Option<Duration>; 2] = [None, None];
        let mut replies = Vec::new();
        let mut under_way = UnderWay::new(self.watch);
        for engine in [&*first, &*second] {
            engine.note(&format!("game {} begins", i + 1));
        }
        let end = loop {
            if game.outcome().is_over() {
                break End::Board;
            }
            if game.moves().len() >= config.max_plies {
                break End::Capped;
            }
            if self.stop.load(Ordering::Relaxed) || self.watch.is_interrupted() {
                return None;
            }
            let mover = game.position().to_move();
            let seat = Entrant::playing(mover, i);
            let engine = match seat {
                Entrant::First => &mut *first,
                Entrant::Second => &mut *second,
            };
            let answer = match &mut clocks {
                None => match engine.budget_command(config.budget[seat.index()]) {
                    Ok(asked) => engine.reply(&game, &asked, config.deadline[seat.index()]),
                    Err(e) => Err(e),
                },
                Some(clocks) => {
                    let now = origin.elapsed();
                    if clocks.iter().all(|c| c.running().is_none()) {
                        clocks[seat.index()].start(mover, now);
                    }
                    let side = |c: Color| &clocks[Entrant::playing(c, i).index()];
                    let left = Color::ALL.map(|c| side(c).left(c, now));
                    let increment = Color::ALL.map(|c| side(c).control().increment());
                    let asked = engine.clock_ask().command(mover, left, increment);
                    let mine = left[usize::from(mover == Color::Black)];
                    let answer = engine.reply(&game, &asked, mine + config.deadline[seat.index()]);
                    let at = origin.elapsed();
                    let own = &mut clocks[seat.index()];
                    match (answer, own.moved(mover, at)) {
                        (answer, Ok(after)) => {
                            // The mover's clock stops; the other engine's starts at once.
                            own.stop(at);
                            clocks[seat.other().index()].start(mover.opponent(), at);
                            let least = &mut least_left[seat.index()];
                            *least = Some(least.map_or(after, |l| l.min(after)));
                            answer
                        }
                        (Ok(_), Err(_)) => {
                            let flagged = Forfeit {
                                seat,
                                kind: ForfeitKind::Flagged,
                                why: format!(
                                    "lost on time: answered `{}` after {:.3} s with {:.3} s on its clock",
                                    printable(&asked, 60),
                                    (at - now).as_secs_f64(),
                                    mine.as_secs_f64()
                                ),
                            };
                            break End::Forfeit(flagged);
                        }
                        (Err(e), Err(_)) => Err(e),
                    }
                }
            };
            let ply = game.moves().len();
            let failed = match answer {
                Ok(reply) => match game.play_str(&reply.mv) {
                    Ok(_) => {
                        replies.push((ply, reply));
                        None
                    }
                    Err(e) => Some(Forfeit {
                        seat,
                        kind: ForfeitKind::IllegalMove,
                        why: format!(
                            "played `{}`: {}",
                            printable(&reply.mv, 60),
                            printable(&e.to_string(), 200)
                        ),
                    }),
                },
                Err(e) => Some(
                    disagreement(&game, engine.claimed_state(), &e, config.rules).map_or_else(
                        || Forfeit::from_error(seat, &e),
                        |why| Forfeit {
                            seat,
                            kind: ForfeitKind::Disagreed,
                            why,
                        },
                    ),
                ),
            };
            if let Some(forfeit) = failed {
                break End::Forfeit(forfeit);
            }
            moved[seat.index()] += 1;
            under_way.moved();
            self.moved[seat.index()].store(true, Ordering::Relaxed);
        };
        // A draw by repetition the engines may not see: each is shown the last position and
        // asked nothing; what it says of the game is noted where it differs.
        let mut disagreed = Vec::new();
        if end == End::Board && game.ending() == Some(Ending::Repetition) {
            let referee = game.outcome().to_string();
            for (seat, engine) in [(Entrant::First, first), (Entrant::Second, second)] {
                if engine.follow(&game).is_ok()
                    && let Some(claim) = engine.claimed_state()
                    && !claim.eq_ignore_ascii_case(&referee)
                {
                    disagreed.push((seat, claim.to_string()));
                }
            }
        }
        Some(MatchGame {
            index: i,
            game,
            end,
            moved,
            least_left,
            replies,
            disagreed,
        })
    }
}

/// Why an engine's failure to go on with `game` is a disagreement about the game's state
/// rather than a refusal or a crash, if it is: it says the game stands otherwise than the
/// referee does (`claimed`, the state field of its last GameString), or it refused where
/// the game would be over under the other repetition rule. Both claims are named, and the
/// referee's rules, which decide.
fn disagreement(
    game: &Game,
    claimed: Option<&str>,
    error: &EngineError,
    rules: Rules,
) -> Option<String> {
    let referee = game.outcome().to_string();
    let rule = match rules.repetition {
        true => "a position's third occurrence draws",
        false => "no draw by repetition",
    };
    let ply = game.moves().len();
    if let Some(claim) = claimed.filter(|c| !c.eq_ignore_ascii_case(&referee)) {
        return Some(format!(
            "disagrees about the game's state after ply {ply}: the engine says `{claim}`, \
             the referee `{referee}` (the referee's rules decide: {rule}); then {}",
            Forfeit::from_error(Entrant::First, error).why
        ));
    }
    let EngineError::Refused { asked, answer, .. } = error else {
        return None;
    };
    // Under the other repetition rule, would the game be over by now?
    let other = Rules {
        repetition: !rules.repetition,
        ..rules
    };
    let mut again = Game::with_rules(game.game_type(), other);
    let mut over = None;
    for (i, mv) in game.moves().enumerate() {
        if again.outcome().is_over() || again.play(mv).is_err() {
            over = Some(i);
            break;
        }
    }
    let over = over.or_else(|| again.outcome().is_over().then_some(ply))?;
    let claim = match other.repetition {
        true => format!("a draw by repetition at ply {over}"),
        false => format!("the game going on past ply {over}"),
    };
    Some(format!(
        "disagrees about the game's state after ply {ply}: the engine refused `{}` ({}), as \
         under the other repetition rule ({claim}); the referee says `{referee}` (the \
         referee's rules decide: {rule})",
        printable(asked, 60),
        printable(answer, 120)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(openings: Vec<Game>) -> MatchConfig {
        MatchConfig {
            games: 4,
            budget: [Budget::Depth(1); 2],
            deadline: [Duration::from_secs(5); 2],
            clock: None,
            game_type: GameType::MLP,
            rules: Rules::default(),
            random_plies: 4,
            openings,
            max_plies: 200,
            seed: 7,
            log: None,
        }
    }

    /// A refusal where the game would be drawn by repetition under the other rule is a
    /// disagreement naming both rules; one where it would not is not; and a claimed state
    /// other than the referee's is one whatever the error.
    #[test]
    fn refusals_over_a_repetition_are_disagreements() {
        let shuffle = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1";
        let without = Rules {
            repetition: false,
            ..Rules::default()
        };
        let game = Game::parse_with_rules(shuffle, without).unwrap();
        let refused = EngineError::Refused {
            command: "engine".to_string(),
            asked: "play bQ bS1/".to_string(),
            answer: "err the game is over".to_string(),
        };
        let why = disagreement(&game, Some("InProgress"), &refused, without).unwrap();
        assert!(
            why.starts_with(
                "disagrees about the game's state after ply 13: the engine refused `play bQ bS1/`"
            ),
            "{why}"
        );
        assert!(
            why.contains("(a draw by repetition at ply 12); the referee says `InProgress` (the referee's rules decide: no draw by repetition)"),
            "{why}"
        );
        let short =
            Game::parse_with_rules("Base;InProgress;White[2];wS1;bS1 wS1-", without).unwrap();
        assert_eq!(disagreement(&short, None, &refused, without), None);
        let claimed = disagreement(&short, Some("Draw"), &refused, without).unwrap();
        assert!(
            claimed.contains("after ply 2: the engine says `Draw`, the referee `InProgress`"),
            "{claimed}"
        );
    }

    #[test]
    fn openings_pair_up_and_are_legal() {
        let config = config(Vec::new());
        let a = opening(&config, 0);
        let b = opening(&config, 1);
        let c = opening(&config, 2);
        assert_eq!(a.to_string(), b.to_string(), "a pair shares its opening");
        assert_eq!(a.moves().len(), 4);
        assert_ne!(a.to_string(), c.to_string());
    }

    #[test]
    fn openings_files_are_checked_line_by_line() {
        let rules = Rules::default();
        let good = "# two openings\n\nBase+MLP;InProgress;White[2];wS1;bS1 wS1-\nBase+MLP\n";
        let openings = parse_openings(good, GameType::MLP, rules).unwrap();
        assert_eq!(openings.len(), 2);
        let config = config(openings);
        assert_eq!(opening(&config, 1).moves().len(), 2);
        assert_eq!(opening(&config, 2).moves().len(), 0);

        let e = parse_openings(
            "Base+MLP\nBase+MLP;InProgress;White[2];wS1;bQ wS1-\n",
            GameType::MLP,
            rules,
        )
        .unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        let e = parse_openings(
            "Base;InProgress;White[2];wS1;bS1 wS1-",
            GameType::MLP,
            rules,
        )
        .unwrap_err();
        assert!(
            e.to_string()
                .contains("line 1: an opening of Base, but the match plays Base+MLP"),
            "{e}"
        );
        let e = parse_openings("  \n# nothing\n", GameType::MLP, rules).unwrap_err();
        assert!(e.reason.contains("no opening"), "{e}");
        let e = parse_openings("nonsense", GameType::MLP, rules).unwrap_err();
        assert_eq!(e.line, 1);
    }
}
