//! Playing strength levels 1–5, from a beginner that blunders to the full search.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::{Color, Game, GameState, Move, Position};

use super::limits::{Limits, SearchResult};
use super::rng::Rng;
use super::search::Search;
use super::time::TimeBudget;

/// How strongly the computer plays.
///
/// The weaker levels search shallowly with noise added to the evaluation (so they misjudge
/// positions the way a learner does) and now and then play a random legal move; the
/// stronger ones use the full search for a fixed time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 1: looks one move ahead, misjudges a lot, sometimes plays at random.
    Beginner = 1,
    /// 2: two plies with a noisy evaluation.
    Casual = 2,
    /// 3: three plies, slightly noisy, at most a second.
    Intermediate = 3,
    /// 4: the full search for one second.
    Strong = 4,
    /// 5: the full search for three seconds.
    Expert = 5,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Strong,
        Level::Expert,
    ];

    /// The level numbered `n` (1–5).
    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.number() == n)
    }

    /// The level's number, 1–5.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// A one-word name for menus.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Intermediate => "Intermediate",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// The search limits this level uses.
    pub fn limits(self) -> Limits {
        match self {
            Level::Beginner => Limits::depth(1),
            Level::Casual => Limits::depth(2),
            Level::Intermediate => Limits {
                depth: Some(3),
                ..Limits::time(Duration::from_secs(1))
            },
            Level::Strong => Limits::time(Duration::from_secs(1)),
            Level::Expert => Limits::time(Duration::from_secs(3)),
        }
    }

    /// Amplitude of the evaluation noise (in evaluation units; a mobile Ant is about 24).
    const fn noise(self) -> i32 {
        match self {
            Level::Beginner => 150,
            Level::Casual => 70,
            Level::Intermediate => 20,
            Level::Strong | Level::Expert => 0,
        }
    }

    /// Chance, in percent, of playing a random legal move instead of the searched one.
    const fn random_move_percent(self) -> u64 {
        match self {
            Level::Beginner => 20,
            Level::Casual => 5,
            _ => 0,
        }
    }

    /// Chooses a move for the side to move with a fresh searcher (table sized for the
    /// level). Blocks for at most the level's time; `stop` cuts it short. Always a legal
    /// move while the game is in progress (a pass once it is over).
    pub fn pick(self, pos: &Position, stop: &AtomicBool) -> Move {
        let mb = if self >= Level::Strong { 32 } else { 4 };
        self.pick_with(&mut Search::new(mb), pos, stop).mv
    }

    /// Like [`Level::pick`] but reusing `search` (keep one per game to reuse its table), and
    /// returning the whole result. A random move, when the level plays one, is reported with
    /// depth 0.
    pub fn pick_with(self, search: &mut Search, pos: &Position, stop: &AtomicBool) -> SearchResult {
        let over = pos.state().is_over();
        self.pick_by(search, pos, over, self.limits(), |search, limits| {
            search.run(pos, limits, stop)
        })
    }

    /// Like [`Level::pick_with`] for the current position of `game`, searched with its
    /// history ([`Search::run_game`]): under the repetition rule the level knows that a
    /// third occurrence draws. Once the game is over it answers a pass.
    pub fn pick_in_game(self, search: &mut Search, game: &Game, stop: &AtomicBool) -> SearchResult {
        self.pick_in_game_reporting(search, game, stop, None)
    }

    /// [`Level::pick_in_game`], telling `report` of each iteration the search completes
    /// (see [`Search::run_game_reporting`]).
    pub fn pick_in_game_reporting(
        self,
        search: &mut Search,
        game: &Game,
        stop: &AtomicBool,
        report: Option<&mut dyn FnMut(SearchResult)>,
    ) -> SearchResult {
        let over = game.outcome().is_over();
        self.pick_by(
            search,
            game.position(),
            over,
            self.limits(),
            |search, limits| search.run_game_reporting(game, limits, stop, report),
        )
    }

    /// [`Level::pick_in_game`] on a clock: within `budget` (from the time manager, see
    /// [`TimeBudget::for_move`]), the level's own caps kept ([`TimeBudget::within`]): a
    /// level plays no stronger on a long clock, and no slower than the clock allows.
    pub fn pick_on_clock(
        self,
        search: &mut Search,
        game: &Game,
        budget: TimeBudget,
        stop: &AtomicBool,
    ) -> SearchResult {
        let over = game.outcome().is_over();
        let limits = budget.within(self.limits());
        self.pick_by(search, game.position(), over, limits, |search, limits| {
            search.run_game(game, limits, stop)
        })
    }

    /// The level's noise and random moves around `run`, a search of `pos` within `limits`
    /// (no random move once the game is `over`).
    fn pick_by(
        self,
        search: &mut Search,
        pos: &Position,
        over: bool,
        limits: Limits,
        run: impl FnOnce(&mut Search, Limits) -> SearchResult,
    ) -> SearchResult {
        let mut rng = Rng::from_entropy(pos.hash());
        search.set_noise(self.noise(), rng.next_u64());
        let mut result = run(search, limits);
        search.set_noise(0, 0);
        if rng.below(100) < self.random_move_percent() && !over {
            let moves = sane_moves(pos);
            let i = rng.below(moves.len() as u64) as usize;
            if let Some(&mv) = moves.get(i) {
                result.mv = mv;
                result.depth = 0;
                result.pv = vec![mv];
            }
        }
        result
    }
}

/// The legal moves that do not end the game against the mover (surrounding its own Queen,
/// alone or with the other): a beginner's random move is a weak move, never an absurd one.
/// All legal moves when every one of them does.
fn sane_moves(pos: &Position) -> Vec<Move> {
    let moves = pos.legal_moves();
    let me = pos.to_move();
    let sane: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&mv| {
            let mut after = pos.clone();
            after.play(mv).is_ok()
                && match after.state() {
                    GameState::WhiteWins => me == Color::White,
                    GameState::BlackWins => me == Color::Black,
                    GameState::Draw => false,
                    _ => true,
                }
        })
        .collect();
    if sane.is_empty() { moves } else { sane }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.number(), self.name())
    }
}

/// Why a level did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a level: expected 1 to 5 or a name (Beginner, Casual, Intermediate, Strong, Expert)"
)]
pub struct LevelError(String);

impl FromStr for Level {
    type Err = LevelError;

    /// A number 1–5 or a name, any case.
    fn from_str(s: &str) -> Result<Level, LevelError> {
        let t = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| t == l.number().to_string() || t.eq_ignore_ascii_case(l.name()))
            .ok_or_else(|| LevelError(s.to_string()))
    }
}

/// The computer as a player: the side it plays and how well (a game against it, as the
/// terminal game plays it and a record keeps it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// The side the computer plays.
    pub color: Color,
    /// How strongly it plays.
    pub level: Level,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_from_numbers_and_names() {
        for l in Level::ALL {
            assert_eq!(l.number().to_string().parse(), Ok(l));
            assert_eq!(l.name().to_lowercase().parse(), Ok(l));
            assert_eq!(Level::from_number(l.number()), Some(l));
        }
        assert!("6".parse::<Level>().is_err());
        assert!(Level::from_number(0).is_none());
    }

    /// White to move, 10 legal moves; `wG3 wS2\` fills the last cell beside its own Queen.
    /// (A position from a random Base game, checked with `validmoves` by hand.)
    const SELF_SURROUND: &str = r"Base;InProgress;White[18];wA1;bB1 \wA1;wQ wA1\;bS1 bB1/;wS1 wQ-;bQ -bB1;wA2 wS1\;bQ -bS1;wA2 \bQ;bS1 wS1/;wS2 /wA1;bS2 \bS1;wB1 wS2\;bB2 bB1/;wA3 -wA2;bA1 bS1/;wB1 wQ\;bA1 -wA3;wG1 /wB1;bS2 bB2-;wG2 /wS2;bA1 wG2\;wA3 \bB2;bA1 \wA2;wA3 /wG2;bA2 -bA1;wA3 -bS1;bA3 bS2-;wB2 wG2\;bA3 /wB2;wG1 bS1/;bA2 -wS2;wG3 wS1\;bA2 /bQ";

    #[test]
    fn a_beginner_never_surrounds_its_own_queen() {
        let mut game = Game::parse(SELF_SURROUND).unwrap();
        let absurd = game.play_str(r"wG3 wS2\").unwrap();
        game.undo();
        let pos = game.position();
        let mut after = pos.clone();
        after.play(absurd).unwrap();
        assert!(
            after.state().is_over(),
            "the move ends the game against White"
        );
        assert!(!sane_moves(pos).contains(&absurd));
        assert_eq!(sane_moves(pos).len(), pos.legal_moves().len() - 1);
        // One pick in five is random, one random move in ten was this one: 500 picks would
        // meet it about ten times.
        let stop = AtomicBool::new(false);
        let mut search = Search::new(1);
        for _ in 0..500 {
            let picked = Level::Beginner.pick_with(&mut search, pos, &stop).mv;
            assert_ne!(picked, absurd);
        }
    }
}
