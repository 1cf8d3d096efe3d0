//! Scoring a match: wins, draws and losses with the Elo difference and its interval, and the
//! standing game by game (the sequential test and the other statistics are in `sprt.rs`).

use std::collections::BTreeMap;
use std::fmt;

use super::play::{Counted, Entrant, first_is_white};
use crate::rules::Color;

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

/// An Elo difference with its 95% interval; a bound is infinite where the sample sets none.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// The difference the score implies; `None` for a score of 0 or 1 (no finite estimate).
    pub elo: Option<f64>,
    /// The interval's low end (`-∞` after a clean loss).
    pub low: f64,
    /// Its high end (`+∞` after a clean sweep).
    pub high: f64,
}

/// The Elo difference a score (0 to 1) implies.
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
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

    /// The Elo difference the score implies and its 95% interval; `None` before any game.
    ///
    /// The interval is 1.96 standard deviations either side of the score's posterior mean
    /// given the games and a uniform prior on the win, draw and loss rates, the deviation
    /// the larger of the posterior's and the games' own: ten draws do not prove the
    /// engines equal to the Elo, a clean sweep still has a lower bound, and small samples
    /// keep their 95% (checked by sampling in this module's tests).
    ///
    /// ```
    /// use hive::engine::arena::Tally;
    ///
    /// let even = Tally { wins: 40, draws: 20, losses: 40 }.elo().unwrap();
    /// assert!(even.elo.unwrap().abs() < 1e-9 && even.low < -50.0 && even.high > 50.0);
    /// // 68% is about +130 Elo.
    /// let elo = Tally { wins: 116, draws: 18, losses: 50 }.elo().unwrap().elo.unwrap();
    /// assert!((elo - 131.0).abs() < 2.0, "{elo}");
    /// // Ten draws: level, give or take some 70 Elo.
    /// let draws = Tally { wins: 0, draws: 10, losses: 0 }.elo().unwrap();
    /// assert!(draws.low < -50.0 && draws.high > 50.0);
    /// ```
    pub fn elo(&self) -> Option<Elo> {
        let n = self.games() as f64;
        if n == 0.0 {
            return None;
        }
        let s = self.score();
        let spread = (self.wins as f64 + 0.25 * self.draws as f64) / n - s * s;
        // Dirichlet(wins+1, draws+1, losses+1): the score's mean and variance under it.
        let (w, d, l) = (
            self.wins as f64 + 1.0,
            self.draws as f64 + 1.0,
            self.losses as f64 + 1.0,
        );
        let total = w + d + l;
        let mean = (w + 0.5 * d) / total;
        let mean_sq = (w + 0.25 * d) / total;
        let posterior = (mean_sq - mean * mean) / (total + 1.0);
        let sd = posterior.max(spread / n).max(0.0).sqrt();
        let bound = |p: f64| match p {
            p if p <= 0.0 => f64::NEG_INFINITY,
            p if p >= 1.0 => f64::INFINITY,
            p => elo_of(p),
        };
        Some(Elo {
            elo: (s > 0.0 && s < 1.0).then(|| elo_of(s)),
            low: bound(mean - 1.96 * sd),
            high: bound(mean + 1.96 * sd),
        })
    }

    /// The share of games drawn; `None` before any game.
    pub fn draw_ratio(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.draws as f64 / n as f64)
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "+{} ={} -{} in {} game{}",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            if self.games() == 1 { "" } else { "s" },
        )?;
        let Some(elo) = self.elo() else {
            return Ok(());
        };
        write!(f, ": {:.1}%, ", 100.0 * self.score())?;
        // No "-0": a rounding of nothing is written as 0.
        let z = |x: f64| if x.abs() < 0.5 { 0.0 } else { x };
        match elo.elo {
            Some(e) => write!(
                f,
                "Elo {:+.0} (95%: {} to {})",
                z(e),
                EloBound(z(elo.low)),
                EloBound(z(elo.high))
            ),
            None if self.losses == 0 => {
                write!(f, "Elo above {} (95%), a clean sweep", EloBound(z(elo.low)))
            }
            None => write!(
                f,
                "Elo below {} (95%), every game lost",
                EloBound(z(elo.high))
            ),
        }
    }
}

/// An Elo bound as text: signed, or `+∞`/`-∞`.
struct EloBound(f64);

impl fmt::Display for EloBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            x if x == f64::INFINITY => f.write_str("+∞"),
            x if x == f64::NEG_INFINITY => f.write_str("-∞"),
            x => write!(f, "{x:+.0}"),
        }
    }
}

/// A match's results so far, game by game: what the summary, the SPRT and a resumed match
/// are computed from, whether the games were just played or read back from their files.
#[derive(Clone, Debug, Default)]
pub struct Standing {
    results: BTreeMap<usize, Counted>,
}

impl Standing {
    /// Records game `i`'s result.
    pub fn add(&mut self, i: usize, counted: Counted) {
        self.results.insert(i, counted);
    }

    /// Games recorded, forfeits included.
    pub fn len(&self) -> usize {
        self.results.len()
    }

    /// Whether no game is recorded.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// Whether game `i` is recorded.
    pub fn has(&self, i: usize) -> bool {
        self.results.contains_key(&i)
    }

    fn tally_where(&self, keep: impl Fn(usize) -> bool) -> Tally {
        let mut tally = Tally::default();
        for (&i, counted) in &self.results {
            if keep(i) {
                tally.add(counted.score());
            }
        }
        tally
    }

    /// The first engine's wins, draws and losses, a forfeit a loss for the engine at fault.
    pub fn tally(&self) -> Tally {
        self.tally_where(|_| true)
    }

    /// The same, in the games where the first engine played `color`.
    pub fn tally_as(&self, color: Color) -> Tally {
        self.tally_where(|i| first_is_white(i) == (color == Color::White))
    }

    /// The forfeits: game (from 0), the engine, why.
    pub fn forfeits(&self) -> impl Iterator<Item = (usize, Entrant, &str)> {
        self.results.iter().filter_map(|(&i, c)| match c {
            Counted::Forfeit { seat, why } => Some((i, *seat, why.as_str())),
            Counted::Played(_) => None,
        })
    }

    /// The first engine's score in each whole pair of games (one opening, both colours),
    /// forfeits counted as losses: the unit the SPRT counts, as pairs cancel the opening's
    /// bias.
    pub fn pair_scores(&self) -> Vec<f64> {
        let score = |i: usize| self.results.get(&i).map(Counted::score);
        let last = self.results.keys().next_back().copied().unwrap_or(0);
        (0..=last / 2)
            .filter_map(|p| Some((score(2 * p)? + score(2 * p + 1)?) / 2.0))
            .collect()
    }
}

/// Draws a game's score from win and draw chances: the tests of the score and of the SPRT
/// sample matches of known strength with it.
#[cfg(test)]
pub(super) fn sample_game(rng: &mut crate::engine::ai::Rng, win: f64, draw: f64) -> f64 {
    let u = rng.below(1_000_000) as f64 / 1_000_000.0;
    match u {
        u if u < win => 1.0,
        u if u < win + draw => 0.5,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Rng;

    #[test]
    fn tallies_count_and_estimate() {
        let mut t = Tally::default();
        for s in [1.0, 1.0, 0.5, 0.0] {
            t.add(s);
        }
        assert_eq!((t.wins, t.draws, t.losses), (2, 1, 1));
        assert!((t.score() - 0.625).abs() < 1e-12);
        // 62.5% is +88.7 Elo (400·log10(0.625/0.375)).
        let elo = t.elo().unwrap();
        assert!((elo.elo.unwrap() - 88.74).abs() < 0.1, "{elo:?}");
        assert!(elo.low < 88.0 && 89.0 < elo.high);
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
        assert_eq!(Tally::default().to_string(), "+0 =0 -0 in 0 games");
    }

    #[test]
    fn one_sided_samples_have_one_bound() {
        let sweep = Tally {
            wins: 10,
            draws: 0,
            losses: 0,
        };
        let elo = sweep.elo().unwrap();
        assert_eq!((elo.elo, elo.high), (None, f64::INFINITY));
        assert!(elo.low > 100.0 && elo.low.is_finite(), "{elo:?}");
        assert!(sweep.to_string().contains("Elo above +"), "{sweep}");
        let lost = Tally {
            wins: 0,
            draws: 0,
            losses: 10,
        };
        let elo = lost.elo().unwrap();
        assert_eq!((elo.elo, elo.low), (None, f64::NEG_INFINITY));
        assert!(lost.to_string().contains("Elo below -"), "{lost}");
        // More games, a tighter bound.
        let more = Tally {
            wins: 40,
            draws: 0,
            losses: 0,
        };
        assert!(more.elo().unwrap().low > sweep.elo().unwrap().low);
    }

    #[test]
    fn all_draws_leave_an_interval() {
        for n in [1, 10, 100] {
            let t = Tally {
                wins: 0,
                draws: n,
                losses: 0,
            };
            let elo = t.elo().unwrap();
            assert_eq!(elo.elo, Some(0.0));
            assert!(elo.low < -1.0 && elo.high > 1.0, "{n}: {elo:?}");
            assert!(!t.to_string().contains("+0 to +0"), "{t}");
        }
    }

    /// The interval covers the true difference about 95% of the time, for small samples,
    /// lopsided rates and many draws alike (checked by sampling matches from known rates).
    #[test]
    fn intervals_cover_the_true_difference() {
        let mut rng = Rng::new(11);
        for (games, win, draw) in [
            (20, 0.45, 0.2),
            (12, 0.3, 0.6),
            (60, 0.7, 0.1),
            (30, 0.05, 0.9),
        ] {
            let truth = elo_of(win + draw / 2.0);
            let runs = 2_000;
            let mut covered = 0;
            for _ in 0..runs {
                let mut t = Tally::default();
                for _ in 0..games {
                    t.add(sample_game(&mut rng, win, draw));
                }
                let elo = t.elo().unwrap();
                covered += usize::from(elo.low <= truth && truth <= elo.high);
            }
            let rate = covered as f64 / runs as f64;
            assert!(rate > 0.9, "{games} games at {win}/{draw}: covered {rate}");
        }
    }

    /// The chance of a win, at a draw chance `draw`, for which a game's expected score

    #[test]
    fn forfeits_are_losses_for_the_engine_at_fault_and_listed_apart() {
        let mut standing = Standing::default();
        for (i, s) in [(0, 1.0), (1, 0.5), (2, 0.0), (4, 1.0), (5, 1.0)] {
            standing.add(i, Counted::Played(s));
        }
        standing.add(
            3,
            Counted::Forfeit {
                seat: Entrant::Second,
                why: "refused".to_string(),
            },
        );
        // Pair 1 holds the second engine's forfeit: a win for the first.
        assert_eq!(standing.pair_scores(), vec![0.75, 0.5, 1.0]);
        standing.add(
            7,
            Counted::Forfeit {
                seat: Entrant::First,
                why: "crashed".to_string(),
            },
        );
        // Game 6 is missing: pair 3 is not whole yet.
        assert_eq!(standing.pair_scores(), vec![0.75, 0.5, 1.0]);
        standing.add(6, Counted::Played(0.5));
        assert_eq!(standing.pair_scores(), vec![0.75, 0.5, 1.0, 0.25]);
        let t = standing.tally();
        assert_eq!((t.wins, t.draws, t.losses, t.games()), (4, 2, 2, 8));
        assert_eq!(standing.tally_as(Color::White).wins, 2);
        assert_eq!(standing.tally_as(Color::Black).wins, 2);
        let forfeits: Vec<_> = standing.forfeits().collect();
        assert_eq!(
            forfeits,
            vec![
                (3, Entrant::Second, "refused"),
                (7, Entrant::First, "crashed")
            ]
        );
    }
}
