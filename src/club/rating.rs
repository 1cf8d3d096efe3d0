//! Glicko-2 ratings as hivegame.com keeps them: 1500, deviation 350, volatility 0.06 to
//! start, τ 0.75, one game a rating period. The arithmetic is skillratings'.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The system constant τ: how much a volatility may change (hivegame.com's).
pub const TAU: f64 = 0.75;
/// A rating whose deviation is above this is provisional (shown with a `?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A member's rating in one pool.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    /// The rating on the Glicko scale (1500 to start).
    pub rating: f64,
    /// Its deviation (350 to start): how unsure it is.
    pub deviation: f64,
    /// Its volatility (0.06 to start): how erratic the member's results are.
    pub volatility: f64,
    /// Rated games played in the pool.
    pub games: u32,
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
    /// A new member's rating.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        games: 0,
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

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn with(self, r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            games: self.games + 1,
        }
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

/// Both players' ratings after one rated game between them, `score` being the first's.
pub fn after_game(first: Rating, second: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Draw => Outcomes::DRAW,
        Score::Loss => Outcomes::LOSS,
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (a, b) = glicko2(&first.glicko(), &second.glicko(), &outcome, &config);
    (first.with(a), second.with(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// Mark Glickman's worked example ("Example of the Glicko-2 system", glicko.net,
    /// 2013): a player at 1500, RD 200, σ 0.06 with τ 0.5 beats a 1400 (RD 30), loses to
    /// a 1550 (RD 100) and to a 1700 (RD 300) in one period, and ends at 1464.06, RD
    /// 151.52, σ 0.05999. This checks the crate we rate with against the paper.
    #[test]
    fn the_papers_worked_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), Outcomes::WIN),
            (opponent(1550.0, 100.0), Outcomes::LOSS),
            (opponent(1700.0, 300.0), Outcomes::LOSS),
        ];
        let config = Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&player, &results, &config);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    /// One game between two new members moves them symmetrically, by Glicko-2's own
    /// formulas worked by hand here: g(φ) = 1/√(1+3φ²/π²) with φ = 350/173.7178, E = 0.5,
    /// v = 1/(g²·E·(1−E)), and the winner's new μ' = μ + φ'²·g·(1−E) on the Glicko-2 scale.
    #[test]
    fn one_game_between_new_members_by_the_formulas() {
        let (w, l) = after_game(Rating::NEW, Rating::NEW, Score::Win);
        let phi: f64 = 350.0 / 173.7178;
        let g = 1.0 / (1.0 + 3.0 * phi * phi / std::f64::consts::PI.powi(2)).sqrt();
        let v = 1.0 / (g * g * 0.25);
        // σ barely moves in one game; φ* = √(φ² + σ²) with σ = 0.06.
        let phi_star = (phi * phi + 0.06f64 * 0.06).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = phi_new * phi_new * g * 0.5;
        let rating = 1500.0 + 173.7178 * mu_new;
        assert!((w.rating - rating).abs() < 0.5, "{w:?} against {rating}");
        assert!((w.deviation - 173.7178 * phi_new).abs() < 0.5, "{w:?}");
        assert!((l.rating - (3000.0 - rating)).abs() < 0.5, "{l:?}");
        assert_eq!((w.games, l.games), (1, 1));
        assert!(w.is_provisional() && w.shown().ends_with('?'));
    }

    #[test]
    fn a_draw_between_equals_changes_no_rating_and_settles_both() {
        let (a, b) = after_game(Rating::NEW, Rating::NEW, Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
        assert!(a.deviation < 350.0 && b.deviation < 350.0);
    }
}
