//! A member's rating in a pool, as hivegame.com keeps it: Glicko-2 ([`crate::rating`])
//! from 1500, deviation 350, volatility 0.06, τ 0.75, one game a rating period, and the
//! rated games played there.

use crate::rating::{self, Rating, Score};

/// The system constant τ: how much a volatility may change (hivegame.com's).
pub const TAU: f64 = 0.75;

/// A member's rating in one pool, with the rated games it stands on.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PoolRating {
    /// The Glicko-2 rating.
    pub glicko: Rating,
    /// Rated games played in the pool.
    pub games: u32,
}

impl PoolRating {
    /// A new member's.
    pub const NEW: PoolRating = PoolRating {
        glicko: Rating::NEW,
        games: 0,
    };
}

impl Default for PoolRating {
    fn default() -> PoolRating {
        PoolRating::NEW
    }
}

/// Both players' pool ratings after one rated game between them, `score` being the first's.
pub fn after_game(first: PoolRating, second: PoolRating, score: Score) -> (PoolRating, PoolRating) {
    let (a, b) = rating::after_game(first.glicko, second.glicko, score, TAU);
    (
        PoolRating {
            glicko: a,
            games: first.games + 1,
        },
        PoolRating {
            glicko: b,
            games: second.games + 1,
        },
    )
}
