//! Colours, bugs and pieces, with their UHP names.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The UHP prefix: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A kind of bug.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Bug {
    /// Queen Bee: one step; surround her to win.
    Queen,
    /// Exactly three steps around the hive.
    Spider,
    /// One step, onto the hive too.
    Beetle,
    /// Jumps in a straight line over pieces.
    Grasshopper,
    /// Soldier Ant: any number of steps around the hive.
    Ant,
    /// Moves as any bug it touches (expansion M).
    Mosquito,
    /// Two steps on top of the hive, then one down (expansion L).
    Ladybug,
    /// One step, or throws an adjacent piece over itself (expansion P).
    Pillbug,
}

impl Bug {
    /// All bugs, in UHP listing order.
    pub const ALL: [Bug; 8] = [
        Bug::Queen,
        Bug::Spider,
        Bug::Beetle,
        Bug::Grasshopper,
        Bug::Ant,
        Bug::Mosquito,
        Bug::Ladybug,
        Bug::Pillbug,
    ];

    /// Position in [`Bug::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many of this bug each side has.
    pub const fn count(self) -> u8 {
        match self {
            Bug::Spider | Bug::Beetle => 2,
            Bug::Grasshopper | Bug::Ant => 3,
            _ => 1,
        }
    }

    /// The piece index (within one colour) of number 1 of this bug.
    const fn first(self) -> u8 {
        match self {
            Bug::Queen => 0,
            Bug::Spider => 1,
            Bug::Beetle => 3,
            Bug::Grasshopper => 5,
            Bug::Ant => 8,
            Bug::Mosquito => 11,
            Bug::Ladybug => 12,
            Bug::Pillbug => 13,
        }
    }

    /// The pieces of this bug of one colour, as a bit set over piece indices.
    #[inline]
    pub const fn mask(self, color: Color) -> u32 {
        ((1u32 << self.count()) - 1) << (self.first() as usize + color.index() * PER_SIDE)
    }

    /// The UHP letter.
    pub const fn letter(self) -> char {
        match self {
            Bug::Queen => 'Q',
            Bug::Spider => 'S',
            Bug::Beetle => 'B',
            Bug::Grasshopper => 'G',
            Bug::Ant => 'A',
            Bug::Mosquito => 'M',
            Bug::Ladybug => 'L',
            Bug::Pillbug => 'P',
        }
    }

    /// The bug with this UHP letter (either case).
    pub fn from_letter(c: char) -> Option<Bug> {
        Bug::ALL
            .into_iter()
            .find(|b| b.letter() == c.to_ascii_uppercase())
    }

    /// The English name ("Soldier Ant" is just "Ant" here).
    pub const fn name(self) -> &'static str {
        match self {
            Bug::Queen => "Queen",
            Bug::Spider => "Spider",
            Bug::Beetle => "Beetle",
            Bug::Grasshopper => "Grasshopper",
            Bug::Ant => "Ant",
            Bug::Mosquito => "Mosquito",
            Bug::Ladybug => "Ladybug",
            Bug::Pillbug => "Pillbug",
        }
    }
}

impl fmt::Display for Bug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Pieces per side.
pub const PER_SIDE: usize = 14;
/// Pieces in a full set, both sides.
pub const PIECES: usize = 2 * PER_SIDE;

const BUG_OF: [Bug; PER_SIDE] = [
    Bug::Queen,
    Bug::Spider,
    Bug::Spider,
    Bug::Beetle,
    Bug::Beetle,
    Bug::Grasshopper,
    Bug::Grasshopper,
    Bug::Grasshopper,
    Bug::Ant,
    Bug::Ant,
    Bug::Ant,
    Bug::Mosquito,
    Bug::Ladybug,
    Bug::Pillbug,
];

/// One physical piece: a colour, a bug and (for multi-count bugs) its number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece(u8);

/// All pieces of one colour, as a bit set over piece indices.
#[inline]
pub const fn color_mask(color: Color) -> u32 {
    ((1u32 << PER_SIDE) - 1) << (color.index() * PER_SIDE)
}

/// The number-1 piece of every bug of both colours, as a bit set over piece indices.
pub(crate) const FIRSTS: u32 = {
    let mut mask = 0;
    let mut i = 0;
    while i < Bug::ALL.len() {
        mask |= 1 << Bug::ALL[i].first();
        i += 1;
    }
    mask | mask << PER_SIDE
};

/// Iterates the pieces in a bit set over piece indices, lowest first.
#[inline]
pub(crate) fn pieces_in(mut mask: u32) -> impl Iterator<Item = Piece> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            Piece(i as u8)
        })
    })
}

impl Piece {
    /// The piece `color`/`bug` number `number` (1-based), if such a piece exists.
    pub fn new(color: Color, bug: Bug, number: u8) -> Option<Piece> {
        (1..=bug.count())
            .contains(&number)
            .then(|| Piece(color.index() as u8 * PER_SIDE as u8 + bug.first() + number - 1))
    }

    /// Number 1 of `color`'s `bug` (the only one of a unique bug).
    pub const fn first_of(color: Color, bug: Bug) -> Piece {
        Piece(color.index() as u8 * PER_SIDE as u8 + bug.first())
    }

    /// Every piece, White's then Black's, each in UHP order.
    pub fn all() -> impl Iterator<Item = Piece> {
        (0..PIECES as u8).map(Piece)
    }

    /// The pieces of one colour, in UHP order.
    pub fn of(color: Color) -> impl Iterator<Item = Piece> {
        let base = color.index() as u8 * PER_SIDE as u8;
        (base..base + PER_SIDE as u8).map(Piece)
    }

    /// A number from 0 to 27, unique to the piece (White's first, in UHP order).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) const fn from_index(i: usize) -> Piece {
        Piece(i as u8)
    }

    /// Its side.
    #[inline]
    pub const fn color(self) -> Color {
        if (self.0 as usize) < PER_SIDE {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Its bug.
    #[inline]
    pub const fn bug(self) -> Bug {
        BUG_OF[self.0 as usize % PER_SIDE]
    }

    /// 1-based number among the pieces of its bug.
    pub const fn number(self) -> u8 {
        (self.0 % PER_SIDE as u8) - self.bug().first() + 1
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color().letter(), self.bug().letter())?;
        if self.bug().count() > 1 {
            write!(f, "{}", self.number())?;
        }
        Ok(())
    }
}

/// A set of pieces: a bit set over the 28 pieces of a full game, `Copy` and allocation-free.
///
/// ```
/// use hive::rules::{Bug, Color, Piece, PieceSet};
///
/// let ants = PieceSet::of_bug(Color::White, Bug::Ant);
/// assert_eq!(ants.len(), 3);
/// assert!(ants.contains(Piece::new(Color::White, Bug::Ant, 2).unwrap()));
/// assert_eq!(ants.into_iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["wA1", "wA2", "wA3"]);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct PieceSet(u32);

impl PieceSet {
    /// No pieces.
    pub const EMPTY: PieceSet = PieceSet(0);
    /// Every piece of both colours.
    pub const ALL: PieceSet = PieceSet((1 << PIECES) - 1);

    #[inline]
    pub(crate) const fn from_bits(bits: u32) -> PieceSet {
        PieceSet(bits)
    }

    #[inline]
    pub(crate) const fn bits(self) -> u32 {
        self.0
    }

    /// Every piece of one colour.
    pub const fn of_color(color: Color) -> PieceSet {
        PieceSet(color_mask(color))
    }

    /// Every piece of one bug and colour (e.g. White's three Ants).
    pub const fn of_bug(color: Color, bug: Bug) -> PieceSet {
        PieceSet(bug.mask(color))
    }

    /// Whether `piece` is in the set.
    #[inline]
    pub const fn contains(self, piece: Piece) -> bool {
        self.0 & (1 << piece.0) != 0
    }

    /// Adds `piece`.
    #[inline]
    pub fn insert(&mut self, piece: Piece) {
        self.0 |= 1 << piece.0;
    }

    /// Removes `piece`.
    #[inline]
    pub fn remove(&mut self, piece: Piece) {
        self.0 &= !(1 << piece.0);
    }

    /// Number of pieces in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest piece in the set (White's before Black's, each in UHP order).
    #[inline]
    pub fn first(self) -> Option<Piece> {
        (self.0 != 0).then(|| Piece(self.0.trailing_zeros() as u8))
    }

    /// The pieces in both sets.
    #[inline]
    pub const fn intersection(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & other.0)
    }

    /// The pieces in either set.
    #[inline]
    pub const fn union(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 | other.0)
    }

    /// The pieces of `self` that are not in `other`.
    #[inline]
    pub const fn difference(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & !other.0)
    }

    /// The pieces, lowest first.
    #[inline]
    pub fn iter(self) -> PieceSetIter {
        PieceSetIter(self.0)
    }
}

/// The pieces of a [`PieceSet`], lowest first.
#[derive(Clone, Debug)]
pub struct PieceSetIter(u32);

impl Iterator for PieceSetIter {
    type Item = Piece;

    #[inline]
    fn next(&mut self) -> Option<Piece> {
        (self.0 != 0).then(|| {
            let i = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Piece(i as u8)
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PieceSetIter {}

impl IntoIterator for PieceSet {
    type Item = Piece;
    type IntoIter = PieceSetIter;

    fn into_iter(self) -> PieceSetIter {
        PieceSetIter(self.0)
    }
}

impl FromIterator<Piece> for PieceSet {
    fn from_iter<I: IntoIterator<Item = Piece>>(iter: I) -> PieceSet {
        let mut set = PieceSet::EMPTY;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl fmt::Debug for PieceSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|p| p.to_string()))
            .finish()
    }
}

/// Why a piece name did not parse.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PieceError {
    #[error(
        "`{0}` is not a piece name: expected a colour `w` or `b`, a bug letter (QSBGAMLP) and a number for multi-count bugs, like `wQ` or `bA2`"
    )]
    /// Not a colour, a bug letter and a number.
    Malformed(String),
    /// A number beyond the bug's count.
    #[error("`{text}`: there is no {bug} number {number} (each side has {count})")]
    NoSuchNumber {
        /// The name as given.
        text: String,
        /// The bug named.
        bug: Bug,
        /// The number given.
        number: u32,
        /// How many of the bug each side has.
        count: u8,
    },
    /// A number after a unique bug.
    #[error("`{text}`: the {bug} is unique and takes no number (write `{short}`)")]
    UniqueWithNumber {
        /// The name as given.
        text: String,
        /// The bug named.
        bug: Bug,
        /// The name without the number.
        short: String,
    },
    /// A multi-count bug without its number.
    #[error("`{text}`: which {bug}? Give its number, 1 to {count}")]
    MissingNumber {
        /// The name as given.
        text: String,
        /// The bug named.
        bug: Bug,
        /// How many of the bug each side has.
        count: u8,
    },
}

impl FromStr for Piece {
    type Err = PieceError;

    /// Case-insensitive: `wQ`, `bs1`, `WA3`.
    fn from_str(s: &str) -> Result<Piece, PieceError> {
        let malformed = || PieceError::Malformed(s.to_string());
        let mut chars = s.chars();
        let color = match chars.next().map(|c| c.to_ascii_lowercase()) {
            Some('w') => Color::White,
            Some('b') => Color::Black,
            _ => return Err(malformed()),
        };
        let bug = chars
            .next()
            .and_then(Bug::from_letter)
            .ok_or_else(malformed)?;
        let digits = chars.as_str();
        if digits.is_empty() {
            if bug.count() > 1 {
                return Err(PieceError::MissingNumber {
                    text: s.to_string(),
                    bug,
                    count: bug.count(),
                });
            }
            return Ok(Piece::first_of(color, bug));
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return Err(malformed());
        }
        let number: u32 = digits.parse().map_err(|_| malformed())?;
        if bug.count() == 1 {
            return Err(PieceError::UniqueWithNumber {
                text: s.to_string(),
                bug,
                short: format!("{}{}", color.letter(), bug.letter()),
            });
        }
        u8::try_from(number)
            .ok()
            .and_then(|n| Piece::new(color, bug, n))
            .ok_or(PieceError::NoSuchNumber {
                text: s.to_string(),
                bug,
                number,
                count: bug.count(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_name_round_trips() {
        for p in Piece::all() {
            assert_eq!(p.to_string().parse::<Piece>(), Ok(p));
            assert_eq!(p.to_string().to_lowercase().parse::<Piece>(), Ok(p));
        }
        assert_eq!(Piece::all().count(), 28);
    }

    #[test]
    fn names_follow_uhp() {
        let names: Vec<String> = Piece::of(Color::Black).map(|p| p.to_string()).collect();
        assert_eq!(
            names.join(" "),
            "bQ bS1 bS2 bB1 bB2 bG1 bG2 bG3 bA1 bA2 bA3 bM bL bP"
        );
    }

    #[test]
    fn bad_names_are_refused_with_a_reason() {
        for bad in [
            "",
            "x",
            "wX",
            "wQ1",
            "wA4",
            "wA",
            "wA0",
            "bS1x",
            "wA99999999999",
        ] {
            assert!(bad.parse::<Piece>().is_err(), "{bad}");
        }
        assert!(matches!(
            "wA4".parse::<Piece>(),
            Err(PieceError::NoSuchNumber { number: 4, .. })
        ));
    }
}
