//! The statistics an engine author bets a patch on: the generalized SPRT on pentanomial
//! game-pair counts (its log-likelihood ratio and decision), normalized Elo and the
//! likelihood of superiority.

use super::score::{Elo, Tally};

impl Tally {
    /// The likelihood of superiority: the chance that the first engine is the stronger,
    /// given its wins and losses (draws say nothing of it), `Φ((W − L) / √(W + L))`;
    /// `None` before a decisive game.
    pub fn los(&self) -> Option<f64> {
        let decisive = (self.wins + self.losses) as f64;
        (decisive > 0.0)
            .then(|| normal_cdf((self.wins as f64 - self.losses as f64) / decisive.sqrt()))
    }
}

/// The standard normal distribution's cumulative function, `Φ(x) = (1 + erf(x / √2)) / 2`,
/// through the complementary error function's Chebyshev fit (Numerical Recipes' `erfcc`,
/// relative error under 1.2e-7 everywhere).
fn normal_cdf(x: f64) -> f64 {
    let z = x.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let erfc = t * poly.exp();
    if x >= 0.0 {
        1.0 - 0.5 * erfc
    } else {
        0.5 * erfc
    }
}

/// Normalized Elo from game pairs (each scored 0 to 1), with its 95% interval: the
/// score's distance from even in standard deviations of a pair's score, on a game's
/// scale (`t / √2 · 800 / ln 10`), as fastchess reports it. `None` with fewer than two
/// pairs or pairs that all scored alike.
pub fn normalized_elo(pairs: &[f64]) -> Option<Elo> {
    let n = pairs.len() as f64;
    if pairs.len() < 2 {
        return None;
    }
    let mean = pairs.iter().sum::<f64>() / n;
    let var = pairs.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / n;
    let sigma = var.sqrt();
    if sigma <= 0.0 {
        return None;
    }
    let scale = 800.0 / 10f64.ln() / std::f64::consts::SQRT_2;
    let nelo = |m: f64| (m - 0.5) / sigma * scale;
    let margin = 1.96 * sigma / n.sqrt();
    Some(Elo {
        elo: Some(nelo(mean)),
        low: nelo(mean - margin),
        high: nelo(mean + margin),
    })
}

/// A sequential probability ratio test between two Elo differences of the first engine
/// over the second, `elo0` (H0) and `elo1` (H1), with error rates `alpha` (accepting H1
/// when H0 holds) and `beta` (the reverse): the generalized SPRT on the pentanomial counts
/// of game pairs (a pair scores 0, ½, 1, 1½ or 2 points), as fishtest, fastchess and
/// OpenBench compute it, in normalized or logistic Elo ([`EloModel`]).
///
/// The log-likelihood ratio compares the most likely distributions of a pair's score
/// under each hypothesis, fitted to the pairs played (Van den Bergh's maximum-likelihood
/// form, not the normal approximation): a few pairs can never make it large, as they could
/// when a lopsided sample's variance nearly vanished.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    /// What the Elo differences measure.
    pub model: EloModel,
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// The scale of an SPRT's Elo differences.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum EloModel {
    /// Normalized Elo (fastchess's default, and fishtest's): the score's distance from
    /// even in standard deviations of a pair's score, so a draw-heavy match needs as many
    /// games as any other to tell a difference.
    #[default]
    Normalized,
    /// Logistic Elo: a difference `d` expects the score `1 / (1 + 10^(−d/400))`.
    Logistic,
}

/// What an SPRT has decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// H0: the difference is `elo0` or less.
    H0,
    /// H1: the difference is `elo1` or more.
    H1,
}

/// A pair's score as a share of its two points, for each pentanomial outcome.
const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// The pentanomial counts of pairs (each scored 0 to 1): how many pairs scored 0, ½, 1,
/// 1½ and 2 points.
pub fn pentanomial(pairs: &[f64]) -> [usize; 5] {
    let mut counts = [0; 5];
    for &p in pairs {
        counts[(p * 4.0).round().clamp(0.0, 4.0) as usize] += 1;
    }
    counts
}

/// The score expected at a logistic Elo difference.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The root `x` of `Σ freq·v / (1 + x·v) = 0` where every `1 + x·v` stays positive: then
/// `freq / (1 + x·v)` is a distribution (it sums to one) under which `v` averages zero.
/// `None` when `v` does not take both signs (no such distribution).
fn secular(freq: &[f64; 5], v: &[f64; 5]) -> Option<f64> {
    let (min, max) = v
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        });
    if min >= 0.0 || max <= 0.0 {
        return None;
    }
    // The sum falls from +∞ to −∞ on (−1/max, −1/min): one root, found by halving.
    let g = |x: f64| -> f64 { (0..5).map(|i| freq[i] * v[i] / (1.0 + x * v[i])).sum() };
    let (mut low, mut high) = (-1.0 / max, -1.0 / min);
    let margin = (high - low) * 1e-12;
    low += margin;
    high -= margin;
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if g(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
        if high - low <= 1e-15 * high.abs().max(1.0) {
            break;
        }
    }
    Some(0.5 * (low + high))
}

/// The most likely distribution of a pair's score given the observed frequencies `freq`
/// (each above zero), among those whose mean is `mean`.
fn mle_mean(freq: &[f64; 5], mean: f64) -> Option<[f64; 5]> {
    let v = PAIR_SCORES.map(|a| a - mean);
    let x = secular(freq, &v)?;
    Some(std::array::from_fn(|i| freq[i] / (1.0 + x * v[i])))
}

/// The most likely distribution of a pair's score given the observed frequencies `freq`
/// (each above zero), among those whose t-value `(mean − ½) / deviation` is `t`. The
/// constraint is not linear, so it is linearized at the current fit and solved again until
/// the fit holds still (a handful of rounds).
fn mle_t_value(freq: &[f64; 5], t: f64) -> Option<[f64; 5]> {
    let mut p = [0.2; 5];
    for _ in 0..100 {
        let mean: f64 = (0..5).map(|i| p[i] * PAIR_SCORES[i]).sum();
        let var: f64 = (0..5).map(|i| p[i] * (PAIR_SCORES[i] - mean).powi(2)).sum();
        let sigma = var.sqrt();
        if sigma.is_nan() || sigma <= 0.0 {
            return None;
        }
        // The gradient of mean − ½ − t·σ at p, shifted so that it averages to the
        // constraint's value: what must average zero.
        let v =
            PAIR_SCORES.map(|a| a - 0.5 - t * sigma * (1.0 + ((a - mean) / sigma).powi(2)) / 2.0);
        let x = secular(freq, &v)?;
        let next: [f64; 5] = std::array::from_fn(|i| freq[i] / (1.0 + x * v[i]));
        let moved = (0..5).map(|i| (next[i] - p[i]).abs()).fold(0.0, f64::max);
        p = next;
        if moved < 1e-12 {
            break;
        }
    }
    Some(p)
}

impl Sprt {
    /// The log-likelihood ratio's bounds: below the first H0 is accepted, above the
    /// second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 over H0 given the pairs' scores (each 0 to 1).
    pub fn llr(&self, pairs: &[f64]) -> f64 {
        self.llr_of_counts(pentanomial(pairs))
    }

    /// The log-likelihood ratio of H1 over H0 given the pentanomial counts.
    pub fn llr_of_counts(&self, counts: [usize; 5]) -> f64 {
        let n: usize = counts.iter().sum();
        if n == 0 {
            return 0.0;
        }
        // An outcome not seen yet gets a thousandth of a pair (as fastchess does), so
        // that the fitted distributions may give it some chance.
        let weights = counts.map(|c| if c == 0 { 1e-3 } else { c as f64 });
        let total: f64 = weights.iter().sum();
        let freq = weights.map(|w| w / total);
        let fitted = |elo: f64| match self.model {
            EloModel::Logistic => mle_mean(&freq, expected_score(elo)),
            // A pair's t-value is √2 times a game's: nElo = t · 800 / ln 10 per game.
            EloModel::Normalized => {
                mle_t_value(&freq, elo * std::f64::consts::SQRT_2 * 10f64.ln() / 800.0)
            }
        };
        let (Some(p0), Some(p1)) = (fitted(self.elo0), fitted(self.elo1)) else {
            return 0.0;
        };
        let per_pair: f64 = (0..5).map(|i| freq[i] * (p1[i] / p0[i]).ln()).sum();
        n as f64 * per_pair
    }

    /// The decision the pairs reach, if any.
    pub fn decide(&self, pairs: &[f64]) -> Option<Decision> {
        let llr = self.llr(pairs);
        let (low, high) = self.bounds();
        match llr {
            l if l <= low => Some(Decision::H0),
            l if l >= high => Some(Decision::H1),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::score::sample_game as game;
    use super::*;
    use crate::engine::ai::Rng;

    /// is `truth` Elo in the model's scale (games independent, colours alike).
    fn win_chance(model: EloModel, truth: f64, draw: f64) -> f64 {
        let score_at = |win: f64| win + draw / 2.0;
        match model {
            EloModel::Logistic => 1.0 / (1.0 + 10f64.powf(-truth / 400.0)) - draw / 2.0,
            EloModel::Normalized => {
                // nElo = (mean − ½) / σ · 800 / ln 10 for one game; found by halving.
                let nelo = |win: f64| {
                    let loss = 1.0 - win - draw;
                    let mean = score_at(win);
                    let var = win * (1.0 - mean).powi(2)
                        + draw * (0.5 - mean).powi(2)
                        + loss * mean.powi(2);
                    (mean - 0.5) / var.sqrt() * 800.0 / 10f64.ln()
                };
                let (mut low, mut high) = (0.0, 1.0 - draw);
                for _ in 0..100 {
                    let mid = 0.5 * (low + high);
                    if nelo(mid) < truth {
                        low = mid;
                    } else {
                        high = mid;
                    }
                }
                low
            }
        }
    }

    /// Runs SPRTs on matches sampled at a true difference; the share that accept H1.
    fn accepts_h1(sprt: Sprt, truth: f64, draw: f64, runs: usize, rng: &mut Rng) -> f64 {
        let win = win_chance(sprt.model, truth, draw);
        let mut h1 = 0;
        for _ in 0..runs {
            let mut pairs = Vec::new();
            let decision = loop {
                pairs.push((game(rng, win, draw) + game(rng, win, draw)) / 2.0);
                if pairs.len() % 8 == 0
                    && let Some(d) = sprt.decide(&pairs)
                {
                    break d;
                }
                assert!(pairs.len() < 200_000, "no decision");
            };
            h1 += usize::from(decision == Decision::H1);
        }
        h1 as f64 / runs as f64
    }

    /// The test's error rates are those it was asked for, in both scales: H1 accepted
    /// about α of the time when H0 holds, H0 about β of the time when H1 holds (and a
    /// clear case decided the right way), at a wide [0, 40] and at the narrow [0, 10] an
    /// engine author runs.
    #[test]
    fn sprt_keeps_its_error_rates() {
        for model in [EloModel::Logistic, EloModel::Normalized] {
            let sprt = Sprt {
                model,
                elo0: 0.0,
                elo1: 40.0,
                alpha: 0.05,
                beta: 0.1,
            };
            let (low, high) = sprt.bounds();
            assert!(
                (low - (0.1f64 / 0.95).ln()).abs() < 1e-12 && (high - 18f64.ln()).abs() < 1e-12
            );
            let mut rng = Rng::new(5);
            let at_h0 = accepts_h1(sprt, 0.0, 0.3, 300, &mut rng);
            assert!(
                at_h0 < 0.05 + 0.04,
                "{model:?}: H1 accepted at H0 in {at_h0}"
            );
            let at_h1 = accepts_h1(sprt, 40.0, 0.3, 300, &mut rng);
            assert!(
                1.0 - at_h1 < 0.1 + 0.05,
                "{model:?}: H0 accepted at H1 in {}",
                1.0 - at_h1
            );
            assert!(accepts_h1(sprt, 150.0, 0.3, 50, &mut rng) > 0.99);
            assert!(accepts_h1(sprt, -100.0, 0.3, 50, &mut rng) < 0.01);
            assert_eq!(sprt.llr(&[]), 0.0);

            let narrow = Sprt {
                model,
                elo0: 0.0,
                elo1: 10.0,
                alpha: 0.05,
                beta: 0.05,
            };
            let at_h0 = accepts_h1(narrow, 0.0, 0.3, 200, &mut rng);
            assert!(
                at_h0 < 0.05 + 0.045,
                "{model:?} [0, 10]: H1 accepted at H0 in {at_h0}"
            );
            let at_h1 = accepts_h1(narrow, 10.0, 0.3, 200, &mut rng);
            assert!(
                1.0 - at_h1 < 0.05 + 0.045,
                "{model:?} [0, 10]: H0 accepted at H1 in {}",
                1.0 - at_h1
            );
        }
    }

    /// Two copies of one engine at [0, 10]: no run of 40 pairs decides, however lopsided
    /// its first pairs (the variance floor of the normal approximation let one 2–0 pair
    /// give an LLR of 3.8, past the bound of 2.94).
    #[test]
    fn a_few_pairs_never_decide_between_equals() {
        for model in [EloModel::Logistic, EloModel::Normalized] {
            let sprt = Sprt {
                model,
                elo0: 0.0,
                elo1: 10.0,
                alpha: 0.05,
                beta: 0.05,
            };
            let (low, high) = sprt.bounds();
            for pairs in [vec![1.0], vec![1.0; 5], vec![0.0; 5], vec![0.75; 10]] {
                let llr = sprt.llr(&pairs);
                assert!(low < llr && llr < high, "{model:?} {pairs:?}: LLR {llr}");
            }
            assert!(sprt.llr(&[1.0]) < 0.1, "{}", sprt.llr(&[1.0]));
            let mut rng = Rng::new(17);
            let (win, draw) = (0.35, 0.3);
            let mut decided = 0;
            for _ in 0..2_000 {
                let mut pairs = Vec::new();
                for _ in 0..40 {
                    pairs.push((game(&mut rng, win, draw) + game(&mut rng, win, draw)) / 2.0);
                    if sprt.decide(&pairs).is_some() {
                        decided += 1;
                        break;
                    }
                }
            }
            assert_eq!(
                decided, 0,
                "{model:?}: {decided} of 2,000 runs decided in 40 pairs"
            );
        }
    }

    /// Published results as the oracle: fishtest's pages show each test's pentanomial
    /// counts, its normalized-Elo bounds and the LLR it reached (to two decimals).
    #[test]
    fn the_llr_matches_fishtests_published_results() {
        for (counts, elo0, elo1, published) in [
            ([19, 4_020, 10_316, 4_215, 24], -1.75, 0.25, 2.94),
            ([103, 3_851, 8_316, 3_728, 98], 0.0, 2.0, -2.03),
            ([291, 10_353, 21_899, 10_175, 306], 0.0, 2.0, -3.08),
            ([99, 3_323, 8_399, 3_606, 109], 0.0, 2.0, 2.98),
            ([2, 40, 72, 14, 0], 0.0, 2.0, -0.36),
            ([326, 12_015, 26_044, 12_357, 362], 0.0, 2.0, 2.93),
            ([45, 8_506, 25_934, 8_883, 57], 0.5, 2.5, 2.94),
        ] {
            let sprt = Sprt {
                model: EloModel::Normalized,
                elo0,
                elo1,
                alpha: 0.05,
                beta: 0.05,
            };
            let llr = sprt.llr_of_counts(counts);
            assert!(
                (llr - published).abs() < 0.006,
                "{counts:?} at [{elo0}, {elo1}]: {llr:.3}, published {published}"
            );
        }
    }

    /// On a large sample with a spread of outcomes the exact logistic LLR and the normal
    /// approximation (its asymptote, computed here on its own) agree within a few percent.
    #[test]
    fn the_llr_agrees_with_the_normal_approximation_on_large_samples() {
        let sprt = Sprt {
            model: EloModel::Logistic,
            elo0: 0.0,
            elo1: 5.0,
            alpha: 0.05,
            beta: 0.05,
        };
        for counts in [
            [300usize, 1_200, 2_000, 1_300, 350],
            [500, 900, 1_500, 1_000, 520],
            [261, 739, 2_683, 737, 253],
        ] {
            let n: usize = counts.iter().sum();
            let n = n as f64;
            let mean: f64 = (0..5)
                .map(|k| counts[k] as f64 * PAIR_SCORES[k])
                .sum::<f64>()
                / n;
            let var: f64 = (0..5)
                .map(|k| counts[k] as f64 * (PAIR_SCORES[k] - mean).powi(2))
                .sum::<f64>()
                / n;
            let (s0, s1) = (expected_score(0.0), expected_score(5.0));
            let normal = (s1 - s0) * (2.0 * mean - s0 - s1) * n / (2.0 * var);
            let exact = sprt.llr_of_counts(counts);
            assert!(
                (exact - normal).abs() <= 0.03 * normal.abs().max(0.5),
                "{counts:?}: exact {exact}, normal {normal}"
            );
        }
    }

    /// The likelihood of superiority against the normal table (Φ(1) = 0.841345,
    /// Φ(2) = 0.977250, Φ(−1.5) = 0.066807: (W − L) / √(W + L) is 1 for 3–1, 2 for 4–0
    /// and −1.5 for 5–11) and the draw ratio by hand.
    #[test]
    fn los_and_draw_ratio() {
        let los = |wins, losses| {
            Tally {
                wins,
                draws: 7,
                losses,
            }
            .los()
            .unwrap()
        };
        assert!((los(3, 1) - 0.841_345).abs() < 1e-6, "{}", los(3, 1));
        assert!((los(4, 0) - 0.977_250).abs() < 1e-6, "{}", los(4, 0));
        assert!((los(5, 11) - 0.066_807).abs() < 1e-6, "{}", los(5, 11));
        assert!((los(4, 4) - 0.5).abs() < 1e-7);
        assert_eq!(
            Tally {
                wins: 0,
                draws: 3,
                losses: 0
            }
            .los(),
            None
        );
        let t = Tally {
            wins: 5,
            draws: 3,
            losses: 2,
        };
        assert_eq!(t.draw_ratio(), Some(0.3));
        assert_eq!(Tally::default().draw_ratio(), None);
    }

    /// Normalized Elo worked by hand: pairs scoring ½ and 1 alike have mean ¾ and
    /// deviation ¼, so t = 1 and nElo = 800 / ln 10 / √2 ≈ 245.67; pairs around even give 0.
    #[test]
    fn normalized_elo_of_pairs() {
        let nelo = normalized_elo(&[0.5, 1.0, 0.5, 1.0]).unwrap();
        assert!((nelo.elo.unwrap() - 245.67).abs() < 0.01, "{nelo:?}");
        assert!(nelo.low < 245.67 && nelo.high > 245.67);
        let even = normalized_elo(&[0.25, 0.75, 0.5, 0.5]).unwrap();
        assert!(even.elo.unwrap().abs() < 1e-9 && even.low < 0.0 && even.high > 0.0);
        assert!(normalized_elo(&[0.5; 6]).is_none());
        assert!(normalized_elo(&[1.0]).is_none());
    }
}
