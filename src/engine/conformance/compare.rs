//! An engine's `validmoves` list against our legal moves: compared as moves (piece and
//! destination), never as strings, since one move has several spellings.

use std::collections::HashSet;

use crate::rules::{Game, Move, parse_move};
use crate::text::printable;

/// How an engine's move list differs from ours in one position. Moves are written as we
/// write them, except the extra and unreadable ones, kept as the engine wrote them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveDiff {
    /// Legal by our rules, not listed.
    pub missing: Vec<String>,
    /// Listed, not legal by our rules (each as the engine wrote it).
    pub extra: Vec<String>,
    /// Listed, but naming no move here: the string, and why.
    pub unreadable: Vec<(String, String)>,
    /// Listed more than once (under one spelling or several).
    pub repeated: Vec<String>,
}

impl MoveDiff {
    /// Whether the lists agree.
    pub fn is_empty(&self) -> bool {
        self.missing.is_empty()
            && self.extra.is_empty()
            && self.unreadable.is_empty()
            && self.repeated.is_empty()
    }

    /// One line per kind of difference, each move list cut to a readable length.
    pub fn lines(&self) -> Vec<String> {
        let list = |items: &[String]| printable(&items.join(", "), 400).into_owned();
        let mut lines = Vec::new();
        if !self.missing.is_empty() {
            lines.push(format!(
                "missing {} (legal, not listed): {}",
                self.missing.len(),
                list(&self.missing)
            ));
        }
        if !self.extra.is_empty() {
            lines.push(format!(
                "extra {} (listed, illegal): {}",
                self.extra.len(),
                list(&self.extra)
            ));
        }
        for (text, why) in self.unreadable.iter().take(5) {
            lines.push(format!(
                "unreadable `{}`: {}",
                printable(text, 80),
                printable(why, 200)
            ));
        }
        if self.unreadable.len() > 5 {
            lines.push(format!("… {} unreadable in all", self.unreadable.len()));
        }
        if !self.repeated.is_empty() {
            lines.push(format!(
                "listed twice {}: {}",
                self.repeated.len(),
                list(&self.repeated)
            ));
        }
        lines
    }
}

/// Compares `listed`, a `validmoves` answer line (`;`-separated MoveStrings, `pass`, or
/// empty for none), with the legal moves of `game`'s position.
///
/// Each string is resolved against the position (any valid reference, as UHP allows); one
/// that does not resolve is itself a difference. Empty items (a stray `;`) are ignored.
pub fn compare_moves(game: &Game, listed: &str) -> MoveDiff {
    let pos = game.position();
    let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
    let mut diff = MoveDiff::default();
    let mut seen = HashSet::new();
    for text in listed.split(';').map(str::trim).filter(|t| !t.is_empty()) {
        match parse_move(pos, text) {
            Err(e) => diff.unreadable.push((text.to_string(), e.to_string())),
            Ok(mv) if !seen.insert(mv) => diff.repeated.push(text.to_string()),
            Ok(mv) if !legal.contains(&mv) => diff.extra.push(text.to_string()),
            Ok(_) => {}
        }
    }
    let mut missing: Vec<String> = legal
        .iter()
        .filter(|mv| !seen.contains(*mv))
        .map(|&mv| game.format_move(mv))
        .collect();
    missing.sort();
    diff.missing = missing;
    diff
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ours(game: &Game) -> Vec<String> {
        let mut moves: Vec<String> = game
            .position()
            .legal_moves()
            .into_iter()
            .map(|mv| game.format_move(mv))
            .collect();
        moves.sort();
        moves
    }

    #[test]
    fn any_spelling_of_the_same_moves_agrees() {
        let game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
        let listed = ours(&game).join(";");
        assert!(compare_moves(&game, &listed).is_empty());
        // The cell north-west of wS1 is also north-east of wQ.
        assert!(listed.contains("wG1 \\wS1"), "{listed}");
        let respelled = listed.replace("wG1 \\wS1", " wg1  wQ/ ");
        assert!(compare_moves(&game, &respelled).is_empty(), "{respelled}");
    }

    #[test]
    fn missing_extra_unreadable_and_repeated_moves_are_each_reported() {
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let mut ours = ours(&game);
        let dropped = ours.remove(0);
        ours.push("wA1 bS1-".to_string()); // touches the opponent only
        ours.push("wX9 wS1-".to_string());
        ours.push(ours[0].clone());
        let diff = compare_moves(&game, &ours.join(";"));
        assert_eq!(diff.missing, vec![dropped]);
        assert_eq!(diff.extra, vec!["wA1 bS1-".to_string()]);
        assert_eq!(diff.unreadable.len(), 1, "{diff:?}");
        assert_eq!(diff.repeated, vec![ours[0].clone()]);
        assert_eq!(diff.lines().len(), 4);
    }

    #[test]
    fn an_empty_list_misses_every_move() {
        let game = Game::parse("Base;NotStarted;White[1]").unwrap();
        let diff = compare_moves(&game, "");
        assert_eq!(diff.missing.len(), 4, "{diff:?}");
        assert!(diff.extra.is_empty());
    }
}
