//! A run of puzzles on the exercise screen: its mode (rated, one theme, a streak), the
//! player's ratings and where they are kept, the line played in the puzzle on the board,
//! the move being checked, and what the puzzle did to the ratings.

use crate::engine::puzzles::rating::{Ratings, Streak, next_by_theme, next_rated};
use crate::engine::puzzles::set::{Puzzle, built_in};
use crate::engine::puzzles::{Prover, Theme, Verdict, judge};
use crate::rules::Move;

/// Which puzzles a run gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleMode {
    /// The next puzzle near the player's rating.
    Rated,
    /// The next puzzle of this theme near the player's rating.
    Theme(Theme),
    /// From the easiest up, each a little harder, until the first miss.
    Streak,
}

/// A rating as the screen shows it: whole points.
pub fn points(rating: f64) -> i64 {
    rating.round() as i64
}

/// A change of rating as the screen shows it: `+12`, `-8`, `+0`.
pub fn change((before, after): (f64, f64)) -> String {
    format!("{:+}", points(after) - points(before))
}

/// What a puzzle did to the ratings: the player's and the puzzle's, before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    /// Solved at the first try (else it counted as a miss).
    pub solved: bool,
    /// The player's rating before and after.
    pub player: (f64, f64),
    /// The puzzle's rating before and after.
    pub puzzle: (f64, f64),
}

/// What the puzzles ask the runtime to do (see [`super::Effect::Puzzles`]).
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleEffect {
    /// Judge a move on a thread of its own (an exhaustive search): the answer comes back
    /// as [`super::Msg::PuzzleJudged`].
    Judge(PuzzleAsk),
    /// Keep the ratings in the player's notebook.
    Keep(Box<Ratings>),
    /// Open a rated run, with the ratings kept in the data folder (the lessons menu's
    /// puzzles row).
    Open,
}

/// A move to judge, with what the judge needs: the runtime answers it on a thread of its
/// own (the judge is an exhaustive search) as [`super::Msg::PuzzleJudged`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAsk {
    /// The puzzle: its index in the shipped set ([`built_in`]).
    pub puzzle: usize,
    /// The line played in it so far, as MoveStrings, the solver's first.
    pub played: Vec<String>,
    /// The move tried, a MoveString.
    pub tried: String,
}

impl PuzzleAsk {
    /// The judge's verdict on the move tried (the slow part), or why there is none.
    pub fn answer(&self, prover: &mut Prover) -> Result<Verdict, String> {
        let puzzle = built_in()
            .get(self.puzzle)
            .ok_or_else(|| format!("no puzzle {}", self.puzzle))?;
        let game = puzzle.game().map_err(|e| e.to_string())?;
        let kind = puzzle.kind().map_err(|e| e.to_string())?;
        judge(prover, &game, kind, puzzle.moves, &self.played, &self.tried)
            .map_err(|e| e.to_string())
    }
}

/// A run of puzzles, one after another on the exercise screen.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    /// Which puzzles it gives.
    pub mode: PuzzleMode,
    /// The player's ratings, as last kept.
    pub ratings: Ratings,
    /// Whether the ratings are kept (in the player's notebook: the data folder, or the
    /// club's database).
    pub kept: bool,
    /// The streak so far (streak mode).
    pub streak: Streak,
    /// The line played in the puzzle on the board, MoveStrings from its start.
    pub played: Vec<String>,
    /// Whether a try of this puzzle missed (it counted then, as a miss).
    pub missed: bool,
    /// The move being checked, not played yet.
    pub checking: Option<Move>,
    /// What this puzzle did to the ratings, once it counted.
    pub rated: Option<Rated>,
    /// Puzzles given in this run (the one on the board included).
    pub given: u32,
    /// The state of the numbers that vary the puzzle given among those near the rating.
    seed: u64,
}

impl PuzzleRun {
    /// A run of `mode` with the player's `ratings` (kept after each puzzle when `kept`);
    /// `seed` varies which puzzle of those near the player's rating comes next.
    pub fn new(mode: PuzzleMode, ratings: Ratings, kept: bool, seed: u64) -> PuzzleRun {
        PuzzleRun {
            mode,
            ratings,
            kept,
            streak: Streak::default(),
            played: Vec::new(),
            missed: false,
            checking: None,
            rated: None,
            given: 0,
            seed,
        }
    }

    /// The next number of a splitmix64 sequence: which of the puzzles near the rating.
    fn pick(&mut self) -> u64 {
        self.seed = self.seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The index of the next puzzle in the shipped set, by the mode; not `last` (the one
    /// just given) while another is near. `None` when none is left (every one solved, none
    /// of the theme, no harder one for the streak).
    pub fn next(&mut self, last: Option<usize>) -> Option<usize> {
        let set = built_in();
        let mut found = None;
        // A few picks: one of the near ones other than the last, if there is one.
        for _ in 0..8 {
            let pick = self.pick();
            found = match self.mode {
                PuzzleMode::Rated => next_rated(set, &self.ratings, pick),
                PuzzleMode::Theme(theme) => next_by_theme(set, &self.ratings, theme.as_str(), pick),
                PuzzleMode::Streak => self.streak.next(set, &self.ratings),
            };
            if found != last || self.mode == PuzzleMode::Streak {
                break;
            }
        }
        found
    }

    /// Starts `puzzle` afresh: nothing played, nothing counted.
    pub fn begin(&mut self) {
        self.played.clear();
        self.missed = false;
        self.checking = None;
        self.rated = None;
        self.given += 1;
    }

    /// Counts the try of `puzzle` for the ratings (and the streak), once a puzzle: solved
    /// or missed. Returns what it did.
    pub fn count(&mut self, puzzle: &Puzzle, solved: bool) -> Rated {
        if let Some(rated) = self.rated {
            return rated;
        }
        let player = self.ratings.player.rating;
        let before = self.ratings.of(puzzle).rating;
        self.ratings.record(puzzle, solved);
        if self.mode == PuzzleMode::Streak {
            self.streak.record(before, solved, &mut self.ratings);
        }
        let rated = Rated {
            solved,
            player: (player, self.ratings.player.rating),
            puzzle: (before, self.ratings.of(puzzle).rating),
        };
        self.rated = Some(rated);
        rated
    }
}
