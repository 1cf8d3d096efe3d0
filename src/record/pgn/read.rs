//! Reading a PGN file: the games split apart, each replayed on its own.

use std::path::Path;

use super::game::{PgnError, PgnGame};
use super::{replay, text};

/// Whether `text` looks like a PGN file: its first line is a tag (`[GameType "…"]`) or a
/// numbered move (`1. wS1`).
pub(crate) fn looks_like_pgn(text: &str) -> bool {
    let Some(first) = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
    else {
        return false;
    };
    let mut chars = first.chars();
    match chars.next() {
        Some('[') => chars.next().is_some_and(|c| c.is_ascii_alphabetic()),
        Some(c) if c.is_ascii_digit() => matches!(text::move_line(first), Some(Ok(_))),
        _ => false,
    }
}

/// Reads a PGN file's text: each game in it, replayed, or why it does not replay. `path`
/// names the file in errors and in each record's `source`. Fails as a whole only when the
/// text holds no game at all.
pub fn read(path: &Path, text: &str) -> Result<Vec<Result<PgnGame, PgnError>>, PgnError> {
    let raws = text::split_games(text.trim_start_matches('\u{feff}'));
    if raws.is_empty() {
        return Err(PgnError::Empty {
            path: path.to_path_buf(),
        });
    }
    let several = raws.len() > 1;
    Ok(raws
        .into_iter()
        .enumerate()
        .map(|(i, raw)| replay::read_game(path, i + 1, several, raw))
        .collect())
}
