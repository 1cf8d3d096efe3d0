//! A tiny pseudo-random generator (SplitMix64): enough for evaluation noise, the weaker
//! levels' occasional random move, and the random games of examples and tests, without a
//! dependency. The one copy outside `rules`, whose Zobrist keys use the same finaliser
//! (`rules` cannot depend on the engine).

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::{SystemTime, UNIX_EPOCH};

/// SplitMix64's finaliser: a well-mixed 64-bit function of `x`.
pub(crate) fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A SplitMix64 stream. Not for anything that must be unpredictable: the same seed gives
/// the same numbers, which is what reproducible random games need.
///
/// ```
/// use hive::engine::ai::Rng;
///
/// let mut a = Rng::new(7);
/// let mut b = Rng::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A stream that starts from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A stream seeded from the clock and std's per-process random hash keys, which differ
    /// for every `RandomState` made: two generators made in the same instant still differ,
    /// and no counter of our own is kept for it.
    pub(crate) fn from_entropy(extra: u64) -> Rng {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u64(nanos ^ extra);
        Rng(mix(hasher.finish()))
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }
}
