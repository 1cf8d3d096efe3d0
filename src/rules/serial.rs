//! Serde for the vocabulary types (the `serde` feature): the types with a text form
//! (`wS1`, `Base+MLP`, `WhiteWins`, `tournament`) are written as that text and read back
//! through their parser, so a record reads as the notation does; the rest derive.

use std::fmt::Display;
use std::str::FromStr;

use serde::de::{self, Deserialize, Deserializer};
use serde::ser::{Serialize, Serializer};

use super::{GameState, GameType, Opening, Piece};

/// Serialize as `Display`, deserialize through `FromStr`, its error as the message.
macro_rules! as_text {
    ($($t:ty),*) => {$(
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
                parse(&text)
            }
        }
    )*};
}

as_text!(Piece, GameType, GameState, Opening);

fn parse<T: FromStr, E: de::Error>(text: &str) -> Result<T, E>
where
    T::Err: Display,
{
    text.parse().map_err(E::custom)
}
