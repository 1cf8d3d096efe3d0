//! The opening explorer as the screen keeps it: the last answer of the games library, for
//! the position it was about.

use crate::record::explorer::{Listed, Reached};

use super::PositionKey;

/// What the games library last said, and about which position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explorer {
    /// The position asked about last, while the answer is awaited or once it came.
    pub asked: Option<PositionKey>,
    /// The answer for [`Explorer::asked`], or why the library could not be read. `None`
    /// while awaited.
    pub answer: Option<Result<Answer, String>>,
}

/// The library's answer about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// What the saved games played there, and how they ended.
    pub reached: Reached,
    /// How many games the library holds.
    pub total: u32,
    /// The first of the games that reached it (at most [`LISTED`]), for their list.
    pub games: Vec<Listed>,
}

/// The most games an answer lists.
pub const LISTED: usize = 200;

impl Explorer {
    /// The answer about `key`, if it came.
    pub fn about(&self, key: PositionKey) -> Option<&Result<Answer, String>> {
        self.answer.as_ref().filter(|_| self.asked == Some(key))
    }
}
