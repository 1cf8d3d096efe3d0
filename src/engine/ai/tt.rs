//! The transposition table: a fixed-size array of search results keyed by Zobrist hash.

use std::collections::TryReserveError;

use crate::rules::Move;

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

/// One stored result: 16 bytes, so a megabyte holds 65,536 of them.
#[derive(Copy, Clone, Debug)]
struct Entry {
    /// The hash's high 32 bits; the low bits chose the slot, so together they identify the
    /// position with a collision rate too low to matter for move ordering (and the stored
    /// move is only ever used to reorder generated moves, never played blindly).
    check: u32,
    mv: Option<Move>,
    score: i16,
    depth: i8,
    /// 0 = empty slot; otherwise `Bound` as 1, 2, 3.
    bound: u8,
    age: u8,
}

const EMPTY: Entry = Entry {
    check: 0,
    mv: None,
    score: 0,
    depth: 0,
    bound: 0,
    age: 0,
};

/// A hit from [`Table::probe`].
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// Two-slot buckets: one slot keeps the deepest result, the other the most recent, so deep
/// results survive a flood of shallow ones without the table ever going stale.
pub(crate) struct Table {
    entries: Vec<Entry>,
    /// `entries.len() - 1`; the length is a power of two (at least 2).
    mask: usize,
    age: u8,
}

/// Bytes per entry (asserted in the tests).
const ENTRY_BYTES: usize = 16;

impl Table {
    /// A table of at most `megabytes` MB (at least one bucket). Allocates once, up front, and
    /// reports failure instead of aborting so that a large option value cannot crash the engine.
    pub(crate) fn new(megabytes: usize) -> Result<Table, TryReserveError> {
        Table::with_len(megabytes.max(1).saturating_mul(1 << 20) / ENTRY_BYTES)
    }

    /// A table of at most `wanted` entries (rounded down to a power of two, at least 2).
    pub(crate) fn with_len(wanted: usize) -> Result<Table, TryReserveError> {
        // A power of two makes the slot a mask, not a division.
        let len = if wanted.is_power_of_two() {
            wanted.max(2)
        } else {
            (wanted.next_power_of_two() / 2).max(2)
        };
        let mut entries = Vec::new();
        entries.try_reserve_exact(len)?;
        entries.resize(len, EMPTY);
        Ok(Table {
            entries,
            mask: len - 1,
            age: 0,
        })
    }

    /// A table with no room at all: every probe misses and every store is dropped. What is
    /// left when memory runs out; it allocates nothing.
    pub(crate) fn tiny() -> Table {
        Table {
            entries: Vec::new(),
            mask: 0,
            age: 0,
        }
    }

    /// Number of entries.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.age = 0;
    }

    /// Marks the start of a new search: older entries become first in line for replacement.
    pub(crate) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn bucket(&self, hash: u64) -> usize {
        (hash as usize) & self.mask & !1
    }

    pub(crate) fn probe(&self, hash: u64) -> Option<Hit> {
        let check = (hash >> 32) as u32;
        let i = self.bucket(hash);
        let bucket = self.entries.get(i..i + 2)?;
        bucket
            .iter()
            .find(|e| e.bound != 0 && e.check == check)
            .map(|e| Hit {
                mv: e.mv,
                score: i32::from(e.score),
                depth: i32::from(e.depth),
                bound: match e.bound {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                },
            })
    }

    pub(crate) fn store(
        &mut self,
        hash: u64,
        mv: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
    ) {
        let check = (hash >> 32) as u32;
        let age = self.age;
        let i = self.bucket(hash);
        let Some(bucket) = self.entries.get_mut(i..i + 2) else {
            return;
        };
        let entry = Entry {
            check,
            // Keep the old best move when this search found none (an all-node).
            mv,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            age,
        };
        // Same position already stored: refresh it in place.
        if let Some(slot) = bucket
            .iter_mut()
            .find(|e| e.bound != 0 && e.check == check)
        {
            let mv = entry.mv.or(slot.mv);
            *slot = Entry { mv, ..entry };
            return;
        }
        // Slot 0 is depth-preferred: replace it when it is stale or no deeper than this.
        let [deep, recent] = bucket else { return };
        if deep.bound == 0 || deep.age != age || deep.depth <= entry.depth {
            // The displaced result is still useful: demote it to the always-replace slot.
            if deep.bound != 0 {
                *recent = *deep;
            }
            *deep = entry;
        } else {
            *recent = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Entry>(), ENTRY_BYTES);
    }

    #[test]
    fn sizes_round_down_to_a_power_of_two() {
        let t = Table::new(1).unwrap();
        assert_eq!(t.len(), 65_536);
        let t = Table::new(3).unwrap();
        assert_eq!(t.len(), 131_072);
        let t = Table::new(0).unwrap();
        assert_eq!(t.len(), 65_536);
    }

    #[test]
    fn stored_results_come_back() {
        let mut t = Table::new(1).unwrap();
        let h = 0x1234_5678_9abc_def0;
        assert!(t.probe(h).is_none());
        t.store(h, Some(Move::Pass), -42, 3, Bound::Lower);
        let hit = t.probe(h).unwrap();
        assert_eq!((hit.mv, hit.score, hit.depth), (Some(Move::Pass), -42, 3));
        assert_eq!(hit.bound, Bound::Lower);
        // A different position in the same bucket does not evict the deeper result.
        t.store(h ^ (1 << 40), None, 7, 1, Bound::Exact);
        assert!(t.probe(h).is_some());
        assert!(t.probe(h ^ (1 << 40)).is_some());
        t.clear();
        assert!(t.probe(h).is_none());
    }
}
