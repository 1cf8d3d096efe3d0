//! A guest's typing as their connection takes it: a token bucket of bytes, and what
//! becomes of more than it holds (a paste too long for a terminal game, or a flood). The
//! connection's handler asks [`Typing::take`] for each chunk the client sends.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::limits::Limits;

/// How long the guest's game has, once told of a flood, to say so and put the guest's
/// terminal back before the connection is cut all the same (a client that keeps on
/// sending while the game does not end).
pub const FLOOD_GRACE: Duration = Duration::from_secs(5);

/// What becomes of a chunk of the guest's typing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// For the game.
    Pass,
    /// Too much at once: dropped, and the game is to be woken to read the flood's flag
    /// (it ends saying why, the guest's terminal put back).
    Flooded,
    /// Dropped: the game has been told of the flood already.
    Drop,
    /// The game was told and has not ended in [`FLOOD_GRACE`]: cut the connection.
    Cut,
}

/// A token bucket of bytes a guest may type, and whether they flooded it.
#[derive(Debug)]
pub struct Typing {
    tokens: f64,
    at: Instant,
    /// When the guest sent too much, if they did.
    flooded_at: Option<Instant>,
    /// Set once they did: the guest's events read it and end the game
    /// ([`super::exit::Exit::Flooded`]).
    flag: Arc<AtomicBool>,
}

impl Typing {
    /// A full bucket (the burst of `limits`) at `now`.
    pub fn new(limits: &Limits, now: Instant) -> Typing {
        Typing {
            tokens: limits.input_burst as f64,
            at: now,
            flooded_at: None,
            flag: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The flag the guest's events read.
    pub fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.flag)
    }

    /// What becomes of `n` more bytes typed at `now`.
    pub fn take(&mut self, n: usize, limits: &Limits, now: Instant) -> Taken {
        if let Some(at) = self.flooded_at {
            return match now.saturating_duration_since(at) >= FLOOD_GRACE {
                true => Taken::Cut,
                false => Taken::Drop,
            };
        }
        let gained =
            now.saturating_duration_since(self.at).as_secs_f64() * limits.input_rate as f64;
        self.tokens = (self.tokens + gained).min(limits.input_burst as f64);
        self.at = now;
        self.tokens -= n as f64;
        match self.tokens >= 0.0 {
            true => Taken::Pass,
            false => self.flood(now),
        }
    }

    /// The guest sent more than their game could take (its queue is full): a flood too.
    pub fn flood(&mut self, now: Instant) -> Taken {
        if self.flooded_at.is_some() {
            return Taken::Drop;
        }
        self.flooded_at = Some(now);
        self.flag.store(true, Ordering::Release);
        Taken::Flooded
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paste_over_the_burst_is_dropped_and_the_game_told_once_then_cut_if_it_goes_on() {
        let limits = Limits::default();
        let start = Instant::now();
        let mut typing = Typing::new(&limits, start);
        let flag = typing.flag();
        assert_eq!(typing.take(100, &limits, start), Taken::Pass);
        assert!(!flag.load(Ordering::Acquire));
        // 64 KB pasted at once: more than the burst.
        assert_eq!(typing.take(64 << 10, &limits, start), Taken::Flooded);
        assert!(flag.load(Ordering::Acquire));
        // What follows is dropped while the game ends; cut if it has not after the grace.
        assert_eq!(typing.take(1, &limits, start), Taken::Drop);
        assert_eq!(typing.flood(start), Taken::Drop);
        assert_eq!(typing.take(1, &limits, start + FLOOD_GRACE), Taken::Cut);
    }

    #[test]
    fn typing_at_a_persons_pace_is_never_a_flood() {
        let limits = Limits::default();
        let start = Instant::now();
        let mut typing = Typing::new(&limits, start);
        for n in 0..100_000u64 {
            let now = start + Duration::from_millis(n * 10);
            assert_eq!(typing.take(16, &limits, now), Taken::Pass, "at {n}");
        }
    }
}
