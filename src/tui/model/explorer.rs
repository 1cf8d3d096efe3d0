//! The opening explorer as the screen keeps it: the last answer of the games library, for
//! the position it was about.

use crate::record::explorer::Reached;

use super::PositionKey;

/// What the games library last said, and about which position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explorer {
    /// The position asked about last, while the answer is awaited or once it came.
    pub asked: Option<PositionKey>,
    /// The answer for [`Explorer::asked`]: what the saved games played there and how many
    /// games the library holds, or why it could not be read. `None` while awaited.
    pub answer: Option<Result<(Reached, u32), String>>,
}

impl Explorer {
    /// The answer about `key`, if it came.
    pub fn about(&self, key: PositionKey) -> Option<&Result<(Reached, u32), String>> {
        self.answer.as_ref().filter(|_| self.asked == Some(key))
    }
}
