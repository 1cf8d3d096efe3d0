//! The transposition table: a fixed-size array of search results keyed by Zobrist hash,
//! shared without locks by the threads of one search.
//!
//! An entry is two atomic words: the packed result (`data`), and the full hash XORed with
//! it (`check`). Threads read and write the words one at a time (relaxed ordering), so an
//! entry can be torn: one word from one write and one from another. A torn entry fails the
//! check (`check ^ data` is then not the hash) and reads as a miss, so a probe only ever
//! returns a result that some thread stored whole for that very hash (Hyatt's lockless
//! hashing). An all-zero entry is empty, so the table is allocated zeroed: the operating
//! system hands out zero pages lazily, and a large table costs nothing until the search
//! touches it (a 32 MB table that had to be written first would eat the whole budget of a
//! very short `bestmove`).

use std::collections::TryReserveError;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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

/// Words per entry: `hash ^ data`, then `data` =
/// `move | score << 16 | depth << 32 | bound << 40 | age << 48` (never 0: the bound is 1–3).
const WORDS: usize = 2;
/// Bytes per entry.
const ENTRY_BYTES: usize = WORDS * 8;

/// Two-entry buckets: the first entry keeps the deepest result, the second the most recent,
/// so deep results survive a flood of shallow ones without the table going stale.
pub(crate) struct Table {
    words: Vec<AtomicU64>,
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
        // Ask first whether the memory can be had at all (the allocation below would abort
        // instead of failing); the probe touches no pages, so it costs next to nothing.
        Vec::<AtomicU64>::new().try_reserve_exact(words)?;
        Ok(Table {
            // Optimised builds turn this into one zeroed allocation (no page is written; a
            // 1 GB table takes microseconds), as `vec![0u64; words]` was.
            words: (0..words).map(|_| AtomicU64::new(0)).collect(),
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
        for w in &mut self.words {
            *w.get_mut() = 0;
        }
        self.age = 0;
    }

    /// Marks the start of a new search: older entries become first in line for replacement.
    pub(crate) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The words of the bucket for `hash`: [check0, data0, check1, data1].
    fn bucket(&self, hash: u64) -> Option<&[AtomicU64]> {
        let first = ((hash as usize) & self.mask & !1) * WORDS;
        self.words.get(first..first + 2 * WORDS)
    }

    /// The stored result for `hash`, if an entry holds one written whole.
    pub(crate) fn probe(&self, hash: u64) -> Option<Hit> {
        let data = self.bucket(hash)?.chunks_exact(WORDS).find_map(|e| {
            let [check, data] = e else { return None };
            let data = data.load(Relaxed);
            (data != 0 && check.load(Relaxed) ^ data == hash).then_some(data)
        })?;
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

    /// Stores a result for `hash`. Another thread may write the same bucket meanwhile: then
    /// one of the writes may be lost, or an entry torn (and read as a miss), never mixed
    /// into a wrong hit.
    pub(crate) fn store(
        &self,
        hash: u64,
        mv: Option<CellMove>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let age = self.age;
        let Some([c0, d0, c1, d1]) = self.bucket(hash) else {
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
        let write = |check: &AtomicU64, slot: &AtomicU64, data: u64| {
            check.store(hash ^ data, Relaxed);
            slot.store(data, Relaxed);
        };
        let new_move = mv.map_or(0, pack);
        let (first, second) = (
            (c0.load(Relaxed), d0.load(Relaxed)),
            (c1.load(Relaxed), d1.load(Relaxed)),
        );
        // Same position already stored: refresh it, keeping its move if this search
        // found none (an all-node has no best move).
        for ((c, d), (check, slot)) in [(first, (c0, d0)), (second, (c1, d1))] {
            if d != 0 && c ^ d == hash {
                let keep = if new_move == 0 { d as u16 } else { new_move };
                write(check, slot, data(keep));
                return;
            }
        }
        // The first entry is depth-preferred: replace it when it is empty, from an older
        // search, or no deeper than this result.
        let (_, old) = first;
        let old_age = (old >> 48) as u8;
        let old_depth = (old >> 32) as u8;
        if old == 0 || old_age != age || old_depth <= depth {
            // The displaced result is still useful: demote it to the always-replace entry
            // (its two words as read: a torn pair stays torn, and misses).
            if old != 0 {
                c1.store(first.0, Relaxed);
                d1.store(old, Relaxed);
            }
            write(c0, d0, data(new_move));
        } else {
            write(c1, d1, data(new_move));
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
        let t = Table::tiny();
        t.store(1, None, 0, 0, Bound::Exact);
        assert!(t.probe(1).is_none());
    }

    #[test]
    fn a_torn_entry_is_a_miss() {
        // What a reader can see when two threads write one entry at once: the check word
        // of one write with the data word of the other. Neither position may hit.
        let t = Table::with_len(2).unwrap();
        let (a, b) = (0x1111_2222_3333_4444, 0x5555_6666_7777_8888);
        t.store(a, Some(CellMove::Pass), 10, 4, Bound::Exact);
        let words = |t: &Table| t.words.iter().map(|w| w.load(Relaxed)).collect::<Vec<_>>();
        let written_a = words(&t);
        t.store(b, None, -20, 9, Bound::Upper);
        let written_b = words(&t);
        assert!(t.probe(a).is_some() && t.probe(b).is_some());
        // b took the first entry and demoted a to the second: tear the first entry both ways.
        for (check, data) in [(&written_a, &written_b), (&written_b, &written_a)] {
            for (i, w) in t.words.iter().enumerate().take(2) {
                let from = if i == 0 { check } else { data };
                w.store(from.get(i).copied().unwrap(), Relaxed);
            }
            assert!(t.probe(b).is_none());
            assert!(
                t.probe(a)
                    .is_none_or(|hit| hit.score == 10 && hit.depth == 4)
            );
        }
    }

    #[test]
    fn concurrent_writers_never_produce_a_wrong_hit() {
        // Four threads hammer a four-entry table (two buckets) with 64 positions, storing and
        // probing them at random. Every field of a result is a function of its hash, so a
        // torn entry read as a hit would show as a hit with some other position's fields.
        let t = Table::with_len(4).unwrap();
        let hashes: Vec<u64> = (1..=64u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        let fields = |h: u64| ((h >> 8) % 2_000) as i32 - 1_000;
        let depth = |h: u64| ((h >> 20) % 200) as i32;
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|s| {
            for thread in 0..4u64 {
                let (t, hits, hashes) = (&t, &hits, &hashes);
                s.spawn(move || {
                    let mut x = thread.wrapping_add(1).wrapping_mul(0x2545_f491_4f6c_dd1d);
                    let mut next = || {
                        // xorshift
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        hashes.get((x % 64) as usize).copied().unwrap_or(1)
                    };
                    for _ in 0..1_000_000 {
                        let h = next();
                        t.store(h, Some(CellMove::Pass), fields(h), depth(h), Bound::Lower);
                        let h = next();
                        if let Some(hit) = t.probe(h) {
                            assert_eq!(
                                (hit.mv, hit.score, hit.depth, hit.bound),
                                (pack(CellMove::Pass), fields(h), depth(h), Bound::Lower)
                            );
                            hits.fetch_add(1, Relaxed);
                        }
                    }
                });
            }
        });
        assert!(hits.load(Relaxed) > 1_000, "{hits:?}");
    }
}
