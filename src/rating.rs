//! Glicko-2 ratings, the one kind this program keeps: a club member's in each speed pool,
//! a puzzle solver's and each puzzle's. The arithmetic is skillratings'; only the system
//! constant τ differs between its users.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A rating whose deviation is above this is provisional (shown with a `?`), as
/// hivegame.com marks it.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A Glicko-2 rating: the rating, its deviation (RD) and volatility (σ).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating on the Glicko scale, 1500 to start.
    pub rating: f64,
    /// How unsure it is (one standard deviation), 350 to start.
    pub deviation: f64,
    /// How erratic the results are, 0.06 to start.
    pub volatility: f64,
}

/// A game's result for the first of its two players.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// The first player won.
    Win,
    /// A draw.
    Draw,
    /// The first player lost.
    Loss,
}

impl Rating {
    /// A newcomer's rating: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Whether the rating is still provisional (deviation over 110).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating rounded for a table: `1623`, or `1500?` while provisional.
    pub fn shown(&self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(g: Glicko2Rating) -> Rating {
        Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// Both ratings after one game between them as a rating period of its own, `score` being
/// the first's, with system constant `tau`.
pub fn after_game(first: Rating, second: Rating, score: Score, tau: f64) -> (Rating, Rating) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let config = Glicko2Config {
        tau,
        ..Glicko2Config::new()
    };
    let (a, b) = glicko2(&first.into(), &second.into(), &outcome, &config);
    (a.into(), b.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// Mark Glickman's worked example ("Example of the Glicko-2 system", glicko.net): a
    /// player at 1500, RD 200, σ 0.06 with τ 0.5 beats a 1400 (RD 30), loses to a 1550 (RD
    /// 100) and to a 1700 (RD 300) in one period, and ends at 1464.06, RD 151.52, σ
    /// 0.05999. This checks the crate we rate with against the paper; one game alone is
    /// then the same as [`after_game`].
    #[test]
    fn the_papers_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            ..Rating::NEW
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            ..Rating::NEW
        };
        let results = [
            (opponent(1400.0, 30.0).into(), Outcomes::WIN),
            (opponent(1550.0, 100.0).into(), Outcomes::LOSS),
            (opponent(1700.0, 300.0).into(), Outcomes::LOSS),
        ];
        let paper = Glicko2Config::new();
        let after = glicko2_rating_period(&player.into(), &results, &paper);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        let (one, _) = after_game(player, opponent(1400.0, 30.0), Score::Win, paper.tau);
        let period = glicko2_rating_period(&player.into(), &results[..1], &paper);
        assert!((one.rating - period.rating).abs() < 1e-9);
    }

    /// One game between two newcomers moves them symmetrically, by Glicko-2's own formulas
    /// worked by hand: g(φ) = 1/√(1+3φ²/π²) with φ = 350/173.7178, E = 0.5, v =
    /// 1/(g²·E·(1−E)), and the winner's μ' = φ'²·g·(1−E) on the Glicko-2 scale.
    #[test]
    fn one_game_between_newcomers_by_the_formulas() {
        let (w, l) = after_game(Rating::NEW, Rating::NEW, Score::Win, 0.75);
        let phi: f64 = 350.0 / 173.7178;
        let g = 1.0 / (1.0 + 3.0 * phi * phi / std::f64::consts::PI.powi(2)).sqrt();
        let v = 1.0 / (g * g * 0.25);
        // σ barely moves in one game; φ* = √(φ² + σ²) with σ = 0.06.
        let phi_star = (phi * phi + 0.06f64 * 0.06).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let rating = 1500.0 + 173.7178 * phi_new * phi_new * g * 0.5;
        assert!((w.rating - rating).abs() < 0.5, "{w:?} against {rating}");
        assert!((w.deviation - 173.7178 * phi_new).abs() < 0.5, "{w:?}");
        assert!((l.rating - (3000.0 - rating)).abs() < 0.5, "{l:?}");
        assert!(w.is_provisional() && w.shown().ends_with('?'));
        let (a, b) = after_game(Rating::NEW, Rating::NEW, Score::Draw, 0.75);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
    }
}
