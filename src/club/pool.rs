//! Rating pools: a game is rated in the pool of its speed, divided as hivegame.com divides
//! them, so that a blitz result never moves a correspondence rating.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::clock::TimeControl;

/// The speed a game is rated at: by its clock's estimated length, base + 40 × increment in
/// seconds (bullet under 180, blitz under 480, rapid under 1,500, classic under 18,000),
/// then correspondence (days a move, or longer); untimed games in a pool of their own.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pool {
    /// Under 3 minutes' estimate.
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// Under 5 hours.
    Classic,
    /// Days a move, or an estimate of 5 hours or more.
    Correspondence,
    /// No clock.
    Untimed,
}

impl Pool {
    /// Every pool, fastest first, untimed last: the columns of a members' table.
    pub const ALL: [Pool; 6] = [
        Pool::Bullet,
        Pool::Blitz,
        Pool::Rapid,
        Pool::Classic,
        Pool::Correspondence,
        Pool::Untimed,
    ];

    /// The pool of a game played on `clock` (`None`: untimed).
    pub fn of(clock: Option<TimeControl>) -> Pool {
        let estimate = match clock {
            None => return Pool::Untimed,
            Some(TimeControl::PerMove(_)) => return Pool::Correspondence,
            Some(TimeControl::Fischer { base, increment }) => base + 40 * increment,
        };
        const BOUNDS: [(u64, Pool); 4] = [
            (180, Pool::Bullet),
            (480, Pool::Blitz),
            (1_500, Pool::Rapid),
            (18_000, Pool::Classic),
        ];
        BOUNDS
            .into_iter()
            .find(|&(below, _)| estimate < Duration::from_secs(below))
            .map_or(Pool::Correspondence, |(_, pool)| pool)
    }

    /// The pool's name in the database and on the command line (`blitz`).
    pub fn as_str(self) -> &'static str {
        match self {
            Pool::Bullet => "bullet",
            Pool::Blitz => "blitz",
            Pool::Rapid => "rapid",
            Pool::Classic => "classic",
            Pool::Correspondence => "correspondence",
            Pool::Untimed => "untimed",
        }
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no pool.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a rating pool: expected bullet, blitz, rapid, classic, correspondence or untimed"
)]
pub struct UnknownPool(pub String);

impl FromStr for Pool {
    type Err = UnknownPool;

    fn from_str(s: &str) -> Result<Pool, UnknownPool> {
        Pool::ALL
            .into_iter()
            .find(|p| p.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownPool(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fischer(base: u64, increment: u64) -> Option<TimeControl> {
        Some(TimeControl::Fischer {
            base: Duration::from_secs(base),
            increment: Duration::from_secs(increment),
        })
    }

    /// hivegame.com's bounds, each side of each: 1+0 and 2+0 bullet, 3+0 blitz (180 is
    /// not under 180), 5+3 = 420 blitz, 10+5 = 800 rapid, 24+24 s = 2,400 classic.
    #[test]
    fn a_clock_falls_in_the_pool_of_its_estimate() {
        assert_eq!(Pool::of(None), Pool::Untimed);
        assert_eq!(Pool::of(fischer(60, 0)), Pool::Bullet);
        assert_eq!(Pool::of(fischer(179, 0)), Pool::Bullet);
        assert_eq!(Pool::of(fischer(180, 0)), Pool::Blitz);
        assert_eq!(Pool::of(fischer(0, 4)), Pool::Bullet);
        assert_eq!(Pool::of(fischer(300, 3)), Pool::Blitz);
        assert_eq!(Pool::of(fischer(479, 0)), Pool::Blitz);
        assert_eq!(Pool::of(fischer(600, 5)), Pool::Rapid);
        assert_eq!(Pool::of(fischer(1_499, 0)), Pool::Rapid);
        assert_eq!(Pool::of(fischer(1_500, 0)), Pool::Classic);
        assert_eq!(Pool::of(fischer(1_440, 24)), Pool::Classic);
        assert_eq!(Pool::of(fischer(17_999, 0)), Pool::Classic);
        assert_eq!(Pool::of(fischer(18_000, 0)), Pool::Correspondence);
        let day = Some(TimeControl::PerMove(Duration::from_secs(86_400)));
        assert_eq!(Pool::of(day), Pool::Correspondence);
    }

    #[test]
    fn pools_read_back_their_names() {
        for pool in Pool::ALL {
            assert_eq!(pool.as_str().parse(), Ok(pool));
        }
        assert_eq!("BLITZ".parse(), Ok(Pool::Blitz));
        assert!("lightning".parse::<Pool>().is_err());
    }
}
