//! The transposition table: a fixed-size array of search results keyed by Zobrist hash.
//!
//! Entries are two `u64` words (the full hash, then the packed result) and an all-zero entry
//! is empty, so the table is allocated zeroed: the operating system hands out zero pages
//! lazily, and a large table costs nothing until the search touches it (a 32 MB table that
//! had to be written first would eat the whole budget of a very short `bestmove`).

use std::collections::TryReserveError;

use crate::rules::CellMove;

/// What a stored score says about the true score of its position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact (a PV node).
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// A move packed in 16 bits for the table (0 = no move). Moves are only ever compared in
/// this form against freshly generated moves, never rebuilt from it, so nothing read from
/// the table can be played unless the generator produced it.
pub(crate) fn pack(mv: CellMove) -> u16 {
    mv.key()
}

/// A hit from [`Table::probe`].
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    /// The best move found there, packed (0 = none).
    pub mv: u16,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// Words per entry: the hash, then `move | score << 16 | depth << 32 | bound << 40 | age << 48`.
const WORDS: usize = 2;
/// Bytes per entry.
const ENTRY_BYTES: usize = WORDS * 8;

/// Two-entry buckets: the first entry keeps the deepest result, the second the most recent,
/// so deep results survive a flood of shallow ones without the table going stale.
pub(crate) struct Table {
    words: Vec<u64>,
    /// Entries minus one; the entry count is a power of two (at least 2), or the table is
    /// empty (see [`Table::tiny`]).
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of at most `megabytes` MB (at least 1). Reports failure instead of aborting
    /// so that a large option value cannot crash the engine.
    pub(crate) fn new(megabytes: usize) -> Result<Table, TryReserveError> {
        Table::with_len(megabytes.max(1).saturating_mul(1 << 20) / ENTRY_BYTES)
    }

    /// A table of at most `wanted` entries (rounded down to a power of two, at least 2).
    pub(crate) fn with_len(wanted: usize) -> Result<Table, TryReserveError> {
        // A power of two makes the bucket a mask, not a division.
        let len = if wanted.is_power_of_two() {
            wanted.max(2)
        } else {
            (wanted.next_power_of_two() / 2).max(2)
        };
        let words = len.saturating_mul(WORDS);
        // Ask first whether the memory can be had at all (the zeroed allocation below would
        // abort instead of failing); the probe touches no pages, so it costs next to nothing.
        Vec::<u64>::new().try_reserve_exact(words)?;
        Ok(Table {
            words: vec![0; words],
            mask: len - 1,
            age: 0,
        })
    }

    /// A table with no room at all: every probe misses and every store is dropped. What is
    /// left when memory runs out; it allocates nothing.
    pub(crate) fn tiny() -> Table {
        Table {
            words: Vec::new(),
            mask: 0,
            age: 0,
        }
    }

    /// Number of entries.
    pub(crate) fn len(&self) -> usize {
        self.words.len() / WORDS
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
        self.age = 0;
    }

    /// Marks the start of a new search: older entries become first in line for replacement.
    pub(crate) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The words of the bucket for `hash`: [hash0, data0, hash1, data1].
    fn bucket(&self, hash: u64) -> Option<&[u64]> {
        let first = ((hash as usize) & self.mask & !1) * WORDS;
        self.words.get(first..first + 2 * WORDS)
    }

    fn bucket_mut(&mut self, hash: u64) -> Option<&mut [u64]> {
        let first = ((hash as usize) & self.mask & !1) * WORDS;
        self.words.get_mut(first..first + 2 * WORDS)
    }

    pub(crate) fn probe(&self, hash: u64) -> Option<Hit> {
        let data = self
            .bucket(hash)?
            .chunks_exact(WORDS)
            .find(|e| matches!(e, [h, d] if *h == hash && *d != 0))
            .and_then(|e| e.get(1).copied())?;
        Some(Hit {
            mv: data as u16,
            score: i32::from((data >> 16) as u16 as i16),
            depth: i32::from((data >> 32) as u8),
            bound: match (data >> 40) as u8 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    pub(crate) fn store(
        &mut self,
        hash: u64,
        mv: Option<CellMove>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let age = self.age;
        let Some(bucket) = self.bucket_mut(hash) else {
            return;
        };
        let score = score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
        let depth = depth.clamp(0, i32::from(u8::MAX)) as u8;
        let bound = match bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let data = |mv: u16| {
            u64::from(mv)
                | u64::from(score as u16) << 16
                | u64::from(depth) << 32
                | bound << 40
                | u64::from(age) << 48
        };
        let [h0, d0, h1, d1] = bucket else { return };
        let new_move = mv.map_or(0, pack);
        // Same position already stored: refresh it, keeping its move if this search
        // found none (an all-node has no best move).
        for (h, d) in [(&mut *h0, &mut *d0), (&mut *h1, &mut *d1)] {
            if *h == hash && *d != 0 {
                let keep = if new_move == 0 { *d as u16 } else { new_move };
                *d = data(keep);
                return;
            }
        }
        // The first entry is depth-preferred: replace it when it is empty, from an older
        // search, or no deeper than this result.
        let old_age = (*d0 >> 48) as u8;
        let old_depth = (*d0 >> 32) as u8;
        if *d0 == 0 || old_age != age || old_depth <= depth {
            // The displaced result is still useful: demote it to the always-replace entry.
            if *d0 != 0 {
                *h1 = *h0;
                *d1 = *d0;
            }
            *h0 = hash;
            *d0 = data(new_move);
        } else {
            *h1 = hash;
            *d1 = data(new_move);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_round_down_to_a_power_of_two() {
        assert_eq!(Table::new(1).unwrap().len(), 65_536);
        assert_eq!(Table::new(3).unwrap().len(), 131_072);
        assert_eq!(Table::new(0).unwrap().len(), 65_536);
        assert!(Table::with_len(usize::MAX / 4).is_err());
    }

    #[test]
    fn stored_results_come_back() {
        let mut t = Table::new(1).unwrap();
        let h = 0x1234_5678_9abc_def0;
        assert!(t.probe(h).is_none());
        t.store(h, Some(CellMove::Pass), -42, 3, Bound::Lower);
        let hit = t.probe(h).unwrap();
        assert_eq!(
            (hit.mv, hit.score, hit.depth),
            (pack(CellMove::Pass), -42, 3)
        );
        assert_eq!(hit.bound, Bound::Lower);
        // A shallower result without a move keeps the stored move.
        t.store(h, None, 5, 1, Bound::Upper);
        assert_eq!(t.probe(h).unwrap().mv, pack(CellMove::Pass));
        // Another position in the same bucket does not evict it.
        t.store(h ^ (1 << 40), None, 7, 1, Bound::Exact);
        assert!(t.probe(h).is_some());
        assert!(t.probe(h ^ (1 << 40)).is_some());
        t.clear();
        assert!(t.probe(h).is_none());
    }

    #[test]
    fn an_empty_table_stores_nothing_and_never_panics() {
        let mut t = Table::tiny();
        t.store(1, None, 0, 0, Bound::Exact);
        assert!(t.probe(1).is_none());
    }
}
