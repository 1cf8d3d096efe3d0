//! Records' words in a player's language: a game's result in brief, as lists show it.

use super::{Args, Lang};
use crate::record::{Ending, GameResult};
use crate::rules::{self, GameState};

/// A result in a few words, for a column of a list (`Black (Queen)`, `Draw (agreed)`,
/// `In progress`): the winner, or a draw, and how in one word.
pub fn brief(lang: &Lang, result: &GameResult) -> String {
    let how = match (result.ending, result.state) {
        (Some(Ending::Rules(rules::Ending::Resignation(_))), _) => "how-resign",
        (Some(Ending::TimedOut(_)), _) => "how-time",
        (Some(Ending::Forfeit(_)), _) => "how-forfeit",
        (Some(Ending::LostOffBoard(_)), _) => "how-off-board",
        (Some(Ending::Rules(rules::Ending::Agreement)), _) => "how-agreed",
        (Some(Ending::DeclaredDraw), _) => "how-declared",
        (Some(Ending::Rules(rules::Ending::Repetition)), _) => "how-repetition",
        (None, GameState::WhiteWins | GameState::BlackWins) => "how-queen",
        (None, GameState::Draw) => "how-queens",
        (None, GameState::InProgress) => return lang.get("brief-in-progress"),
        (None, GameState::NotStarted) => return lang.get("brief-not-started"),
    };
    let mut args = Args::new();
    args.set("how", super::arg(lang.get(how)));
    match result.winner() {
        Some(c) => {
            super::rules::set_side(lang, &mut args, "side", c, "");
            lang.format("brief-won", Some(&args))
        }
        None => lang.format("brief-draw", Some(&args)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Catalog;

    /// English as the record's own brief form writes it: the two agree on every ending.
    #[test]
    fn english_briefs_are_the_records_own() {
        let english = Lang::english();
        for ending in Ending::ALL.into_iter().map(Some).chain([None]) {
            for state in [
                GameState::WhiteWins,
                GameState::BlackWins,
                GameState::Draw,
                GameState::InProgress,
                GameState::NotStarted,
            ] {
                let result = GameResult {
                    state,
                    ending,
                    note: None,
                };
                assert_eq!(brief(&english, &result), result.brief(), "{result:?}");
            }
        }
        let polish = Catalog::embedded().find("pl").unwrap();
        let result = GameResult {
            state: GameState::BlackWins,
            ending: None,
            note: None,
        };
        assert_eq!(brief(&polish, &result), "Czarne (Królowa)");
    }
}
