//! Position identity for the repetition rule, as hivegame.com decides it.
//!
//! Two positions are the same when the hive has the same shape up to where it lies, how it
//! is turned and whether it is mirrored (the 12 symmetries of the hex grid, plus
//! translation), with the same stacks (pieces compared by colour and bug, not number), the
//! same side to move, and the same movement restriction, counted only when it matters: a
//! piece that may not move or be thrown this turn changes the position only if that takes a
//! legal move away from the side to move.

use super::hex::Hex;
use super::movegen::MoveList;
use super::piece::{PIECES, Piece};
use super::position::Position;

/// Mixes a value into a well-spread 64-bit key (SplitMix64's finaliser).
fn mix(value: u64) -> u64 {
    super::board::zobrist(value)
}

/// The number of a piece's kind: colour and bug, 1 to 16 (numbers of a bug are alike).
fn kind(p: Piece) -> u64 {
    (p.color().index() * 8 + p.bug().index()) as u64 + 1
}

/// `hex` under symmetry `t` (0 to 11): a reflection for `t >= 6`, then `t % 6` turns of 60°.
fn transform(hex: Hex, t: usize) -> Hex {
    // Axial (q, r) is cube (q, -q - r, r): swapping q and r mirrors the grid, and
    // (q, r) -> (-r, q + r) turns it by 60°.
    let mut h = if t >= 6 { Hex::new(hex.r, hex.q) } else { hex };
    for _ in 0..t % 6 {
        h = Hex::new(-h.r, h.q + h.r);
    }
    h
}

/// A place in a key, after the hive is moved so that its smallest coordinates are 0.
fn place(hex: Hex, min: Hex) -> u64 {
    let d = hex - min;
    // A hive of 28 pieces spans fewer than 64 steps.
    ((d.q as u64) & 0xFF) | (((d.r as u64) & 0xFF) << 8)
}

impl Position {
    /// A key that two positions share exactly when the repetition rule counts them as the
    /// same position (see [`Game`](super::Game) for when it counts).
    ///
    /// Computed from scratch (a few microseconds; more when a piece is stunned, since
    /// whether the restriction matters takes a move generation): the game calls it once a
    /// ply, and neither perft nor the search pays for it.
    pub fn repetition_key(&self) -> u64 {
        let board = self.board();
        let mut stacks = [(Hex::ORIGIN, 0u64); PIECES];
        let mut n = 0;
        for (hex, top) in board.tops() {
            let mut content = 0u64;
            let mut p = Some(top);
            while let Some(piece) = p {
                content = mix(content.wrapping_mul(17) ^ kind(piece));
                p = board.beneath(piece);
            }
            if let Some(slot) = stacks.get_mut(n) {
                *slot = (hex, content);
                n += 1;
            }
        }
        let stacks = &stacks[..n];
        let stun = self
            .stunned()
            .filter(|_| self.stun_matters())
            .and_then(|p| board.position(p).map(|h| (h, kind(p))));
        let side = self.to_move().index() as u64;
        (0..12)
            .map(|t| {
                let (mut qmin, mut rmin) = (i32::MAX, i32::MAX);
                for &(h, _) in stacks {
                    let h = transform(h, t);
                    qmin = qmin.min(h.q);
                    rmin = rmin.min(h.r);
                }
                let min = Hex::new(qmin, rmin);
                let mut key = 0u64;
                for &(h, content) in stacks {
                    key = key.wrapping_add(mix(place(transform(h, t), min) ^ (content << 16)));
                }
                if let Some((h, k)) = stun {
                    key ^= mix(0x5354_554E_0000_0000 ^ place(transform(h, t), min) ^ (k << 16));
                }
                key
            })
            .min()
            .map_or(0, |key| mix(key ^ side))
    }

    /// Whether the stunned piece's restriction takes a legal move away from the side to move.
    fn stun_matters(&self) -> bool {
        if self.stunned().is_none() || self.state().is_over() {
            return false;
        }
        let mut free = self.clone();
        free.stunned = None;
        let mut list = MoveList::new();
        let with = self.count_moves(&mut list);
        let without = free.count_moves(&mut list);
        with != without
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Game, Position};

    fn pos(s: &str) -> Position {
        Game::parse(s).unwrap().position().clone()
    }

    #[test]
    fn the_twelve_symmetries_are_distinct_and_return_home() {
        // Cube (3, -2, -1): on no mirror axis, so all twelve images differ.
        let h = crate::rules::Hex::new(3, -1);
        let images: std::collections::HashSet<_> =
            (0..12).map(|t| super::transform(h, t)).collect();
        assert_eq!(images.len(), 12);
        // Six turns of 60° are the identity; a mirror twice is too.
        let mut r = h;
        for _ in 0..6 {
            r = super::transform(r, 1);
        }
        assert_eq!(r, h);
        assert_eq!(super::transform(super::transform(h, 6), 6), h);
    }

    #[test]
    fn a_hive_walked_one_cell_east_is_the_same_position() {
        // wA1 (0,0), bA1 (1,0), wQ (-1,1), bQ (1,1); then wQ, bA1, wA1, bQ each slide east:
        // the same hive one cell further east, White to move, bQ moved last both times.
        let mut game =
            Game::parse(r"Base;InProgress;White[3];wA1;bA1 wA1-;wQ /wA1;bQ bA1\").unwrap();
        let start = game.position().clone();
        for name in ["wQ", "bA1", "wA1", "bQ"] {
            let p: crate::rules::Piece = name.parse().unwrap();
            let from = game.position().board().position(p).unwrap();
            let east = from.neighbor(crate::rules::Direction::East);
            game.play(crate::rules::Move::Piece(p, east)).unwrap();
        }
        let walked = game.position().clone();
        assert_eq!(
            walked.board().position("wA1".parse().unwrap()),
            Some(crate::rules::Hex::new(1, 0))
        );
        assert_ne!(start.hash(), walked.hash());
        assert_eq!(start.repetition_key(), walked.repetition_key());
    }

    #[test]
    fn turned_and_mirrored_hives_are_the_same_position() {
        // bS1 east, north-east and north-west of wS1: the same pair turned.
        let east = pos("Base;InProgress;White[2];wS1;bS1 wS1-");
        for turned in ["wS1;bS1 wS1/", r"wS1;bS1 \wS1", "wS1;bS1 -wS1"] {
            let p = pos(&format!("Base;InProgress;White[2];{turned}"));
            assert_ne!(p.hash(), east.hash(), "{turned}");
            assert_eq!(p.repetition_key(), east.repetition_key(), "{turned}");
        }
        // wQ north-west or south-west of wS1, bS1 east of it: mirror images that no turn
        // maps onto each other (the angle bS1-wS1-wQ is 120° one way or the other).
        let a = pos(r"Base;InProgress;Black[2];wS1;bS1 wS1-;wQ \wS1");
        let b = pos("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ /wS1");
        assert_eq!(a.repetition_key(), b.repetition_key());
        // The same pieces in a line are another shape.
        let line = pos("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1");
        assert_ne!(a.repetition_key(), line.repetition_key());
        // A different bug, or the other side to move, is another position.
        let c = pos(r"Base;InProgress;Black[2];wS1;bS1 wS1-;wG1 \wS1");
        assert_ne!(a.repetition_key(), c.repetition_key());
        assert_ne!(
            east.repetition_key(),
            pos("Base;InProgress;White[1];wS1").repetition_key()
        );
    }

    #[test]
    fn a_stun_counts_only_when_it_takes_a_move_away() {
        // bB1 stepped next to White's Pillbug, which could otherwise throw it to (0,-1).
        let stun = pos(
            r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP",
        );
        assert!(stun.stunned().is_some());
        let mut free = stun.clone();
        free.stunned = None;
        assert_ne!(stun.repetition_key(), free.repetition_key());
        // In the base game nobody throws: the last piece placed restricts nothing, so two
        // move orders that end with different pieces are one position.
        let a = pos("Base;InProgress;White[4];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 \\wS1;bG1 bS1/");
        let b = pos("Base;InProgress;White[4];wS1;bS1 wS1-;wG1 \\wS1;bG1 bS1/;wA1 -wS1;bA1 bS1-");
        assert_ne!(a.stunned(), b.stunned());
        assert_ne!(a.hash(), b.hash());
        assert_eq!(a.repetition_key(), b.repetition_key());
    }

    #[test]
    fn a_pass_clears_the_stun() {
        let mut p = pos(
            r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP",
        );
        p.play_fast(crate::rules::CellMove::Pass);
        assert_eq!(p.stunned(), None);
        let mut q = p.clone();
        q.play_fast(crate::rules::CellMove::Pass);
        q.play_fast(crate::rules::CellMove::Pass);
        assert_eq!(p.repetition_key(), q.repetition_key());
    }
}
