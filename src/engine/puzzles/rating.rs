//! Puzzle ratings: the player's and each puzzle's Glicko-2 (the `skillratings` crate),
//! updated on every try and kept in the data folder; the next puzzle for each mode.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::rating::Score;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::set::Puzzle;

/// The file in the data folder that keeps the ratings.
pub const RATINGS_FILE: &str = "puzzle-ratings.json";

/// Why the ratings could not be read or kept.
#[derive(Debug, Error)]
pub enum RatingError {
    /// The file is not the ratings' JSON.
    #[error("{}: {source}", .path.display())]
    Json {
        /// The file.
        path: PathBuf,
        /// Why.
        source: serde_json::Error,
    },
    /// Reading or writing failed.
    #[error(transparent)]
    Record(#[from] crate::record::RecordError),
    /// No data folder.
    #[error(transparent)]
    Store(#[from] crate::record::StoreError),
}

pub use crate::rating::Rating;

/// A puzzle's rating before anyone tried it: its first rating from the set (see
/// [`super::set::first_rating`]), uncertain (RD 350), as a new player's.
pub fn for_new_puzzle(first: f64) -> Rating {
    Rating {
        rating: first,
        ..Rating::NEW
    }
}

/// One try as one game of a rating period of its own: the player won if the puzzle was
/// solved. Both ratings move (τ = 0.5, Glickman's suggestion).
pub fn update(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { Score::Win } else { Score::Loss };
    crate::rating::after_game(player, puzzle, score, TAU)
}

/// The system constant for puzzle tries (Glickman's suggestion, skillratings' default).
pub const TAU: f64 = 0.5;

/// What the data folder keeps: the player's rating, each tried puzzle's, the streaks.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ratings {
    /// The player's puzzle rating.
    pub player: Rating,
    /// Each tried puzzle's rating, by id (untried puzzles keep their first rating).
    pub puzzles: BTreeMap<String, Rating>,
    /// Puzzles solved, by id.
    pub solved: Vec<String>,
    /// The best streak so far.
    pub best_streak: u32,
}

impl Ratings {
    /// The rating of `puzzle`: from the tries, or its first.
    pub fn of(&self, puzzle: &Puzzle) -> Rating {
        self.puzzles
            .get(&puzzle.id)
            .copied()
            .unwrap_or_else(|| for_new_puzzle(puzzle.rating))
    }

    /// Records a try of `puzzle`.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) {
        let (player, rated) = update(self.player, self.of(puzzle), solved);
        self.player = player;
        self.puzzles.insert(puzzle.id.clone(), rated);
        if solved && !self.solved.contains(&puzzle.id) {
            self.solved.push(puzzle.id.clone());
        }
    }

    /// Reads the ratings kept at `path` (none yet: a new player's).
    pub fn load(path: &Path) -> Result<Ratings, RatingError> {
        match std::fs::metadata(path) {
            Err(_) => Ok(Ratings::default()),
            Ok(_) => {
                let bytes = crate::record::read_capped(path).map_err(|source| {
                    crate::record::RecordError::Read {
                        path: path.to_path_buf(),
                        source,
                    }
                })?;
                serde_json::from_slice(&bytes).map_err(|source| RatingError::Json {
                    path: path.to_path_buf(),
                    source,
                })
            }
        }
    }

    /// Keeps the ratings at `path` (written atomically).
    pub fn save(&self, path: &Path) -> Result<(), RatingError> {
        let json = serde_json::to_vec_pretty(self).map_err(|source| RatingError::Json {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(crate::record::write_atomic(path, &json)?)
    }

    /// Where the ratings are kept: [`RATINGS_FILE`] in the data folder.
    pub fn default_path() -> Result<PathBuf, RatingError> {
        Ok(crate::record::data_dir()?.join(RATINGS_FILE))
    }
}

/// The next puzzle in rated mode: one not yet solved whose rating is nearest the
/// player's, among those within 100 points (the window doubled until one is), the
/// `pick`th of them (a random number from the caller), so the player does not always get
/// the same one. `None` when every puzzle is solved.
pub fn next_rated(puzzles: &[Puzzle], ratings: &Ratings, pick: u64) -> Option<usize> {
    let player = ratings.player.rating;
    let open: Vec<(usize, f64)> = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| !ratings.solved.contains(&p.id))
        .map(|(i, p)| (i, (ratings.of(p).rating - player).abs()))
        .collect();
    let mut window = 100.0;
    loop {
        let near: Vec<usize> = open
            .iter()
            .filter(|(_, d)| *d <= window)
            .map(|(i, _)| *i)
            .collect();
        if !near.is_empty() {
            return near.get((pick % near.len() as u64) as usize).copied();
        }
        if open.is_empty() {
            return None;
        }
        window *= 2.0;
    }
}

/// The next puzzle of a theme: rated mode among the puzzles with that theme.
pub fn next_by_theme(
    puzzles: &[Puzzle],
    ratings: &Ratings,
    theme: &str,
    pick: u64,
) -> Option<usize> {
    let themed: Vec<usize> = (0..puzzles.len())
        .filter(|&i| puzzles[i].themes.iter().any(|t| t == theme))
        .collect();
    let subset: Vec<Puzzle> = themed.iter().map(|&i| puzzles[i].clone()).collect();
    next_rated(&subset, ratings, pick).and_then(|j| themed.get(j).copied())
}

/// A streak: puzzles from the easiest up, each a little harder than the last, until the
/// first miss.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Streak {
    /// Puzzles solved in a row.
    pub solved: u32,
    /// The rating of the last puzzle given.
    pub last: f64,
    /// Ended by a miss.
    pub over: bool,
}

impl Streak {
    /// The next puzzle of the streak: the easiest whose rating is above the last one's
    /// (`None` once it is over or none is harder).
    pub fn next(&self, puzzles: &[Puzzle], ratings: &Ratings) -> Option<usize> {
        if self.over {
            return None;
        }
        puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| (i, ratings.of(p).rating))
            .filter(|&(_, r)| r > self.last || (self.solved == 0 && r >= self.last))
            .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
            .map(|(i, _)| i)
    }

    /// Records the try of the puzzle given (rated `rating`); a miss ends the streak.
    pub fn record(&mut self, rating: f64, solved: bool, ratings: &mut Ratings) {
        self.last = rating;
        if solved {
            self.solved += 1;
            ratings.best_streak = ratings.best_streak.max(self.solved);
        } else {
            self.over = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: f64, themes: &[&str]) -> Puzzle {
        Puzzle {
            id: id.into(),
            game_type: "Base".into(),
            position: "Base".into(),
            kind: "win".into(),
            moves: 1,
            solution: vec![],
            rules: super::super::set::PuzzleRules {
                opening: "tournament".into(),
                repetition: false,
            },
            themes: themes.iter().map(|t| t.to_string()).collect(),
            rating,
            source: String::new(),
            accepted: vec![],
        }
    }

    #[test]
    fn rated_mode_gives_a_puzzle_near_the_players_rating_and_not_a_solved_one() {
        let set = [
            puzzle("a", 1000.0, &[]),
            puzzle("b", 1480.0, &[]),
            puzzle("c", 2100.0, &[]),
        ];
        let mut ratings = Ratings::default();
        assert_eq!(next_rated(&set, &ratings, 7), Some(1));
        ratings.solved.push("b".into());
        // The window widens to the nearest left: a (500 away) before c (600 away).
        assert_eq!(next_rated(&set, &ratings, 0), Some(0));
        ratings.solved.extend(["a".into(), "c".into()]);
        assert_eq!(next_rated(&set, &ratings, 0), None);
    }

    #[test]
    fn theme_mode_keeps_to_the_theme() {
        let set = [
            puzzle("a", 1500.0, &["gate"]),
            puzzle("b", 1500.0, &["pillbug-throw"]),
        ];
        let ratings = Ratings::default();
        for pick in 0..4 {
            assert_eq!(
                next_by_theme(&set, &ratings, "pillbug-throw", pick),
                Some(1)
            );
        }
        assert_eq!(next_by_theme(&set, &ratings, "ladybug", 0), None);
    }

    #[test]
    fn a_streak_climbs_and_ends_at_the_first_miss() {
        let set = [
            puzzle("a", 1200.0, &[]),
            puzzle("b", 1000.0, &[]),
            puzzle("c", 1400.0, &[]),
        ];
        let mut ratings = Ratings::default();
        let mut streak = Streak::default();
        assert_eq!(streak.next(&set, &ratings), Some(1));
        streak.record(1000.0, true, &mut ratings);
        assert_eq!(streak.next(&set, &ratings), Some(0));
        streak.record(1200.0, true, &mut ratings);
        assert_eq!(streak.next(&set, &ratings), Some(2));
        streak.record(1400.0, false, &mut ratings);
        assert_eq!(streak.next(&set, &ratings), None);
        assert_eq!(ratings.best_streak, 2);
    }

    #[test]
    fn a_try_moves_both_ratings_and_is_kept() {
        let set = [puzzle("a", 1500.0, &[])];
        let mut ratings = Ratings::default();
        ratings.record(&set[0], true);
        assert!(ratings.player.rating > 1500.0);
        assert!(ratings.of(&set[0]).rating < 1500.0);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RATINGS_FILE);
        ratings.save(&path).unwrap();
        assert_eq!(Ratings::load(&path).unwrap(), ratings);
    }
}
