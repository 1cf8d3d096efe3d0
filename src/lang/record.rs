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
        (Some(Ending::Abandoned(_)), _) => "how-abandoned",
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

/// An I/O error in a few words of `lang`: the usual kinds (permission, a full or read-only
/// disk, a missing file) in its words; any other in the system's own words, escaped.
pub fn io_error(lang: &Lang, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let id = match error.kind() {
        ErrorKind::PermissionDenied => "system-permission-denied",
        ErrorKind::NotFound => "system-not-found",
        ErrorKind::StorageFull => "system-disk-full",
        ErrorKind::ReadOnlyFilesystem => "system-read-only",
        ErrorKind::IsADirectory => "system-is-a-folder",
        ErrorKind::NotADirectory => "system-not-a-folder",
        ErrorKind::AlreadyExists => "system-already-exists",
        _ => return crate::text::printable(&error.to_string(), 120).into_owned(),
    };
    lang.get(id)
}

/// Why a save could not be read or written, in `lang`: the file, what failed, and why (a
/// file that is no save keeps the reader's own, technical, words in brackets).
pub fn record_error(lang: &Lang, error: &crate::record::RecordError) -> String {
    use crate::record::RecordError;
    let shown = |path: &std::path::Path| {
        crate::text::printable(&path.display().to_string(), 80).into_owned()
    };
    match error {
        RecordError::Read { path, source } => crate::say!(
            lang,
            "system-cannot-read",
            path = shown(path),
            why = io_error(lang, source)
        ),
        RecordError::Write { path, source } => crate::say!(
            lang,
            "system-cannot-save",
            path = shown(path),
            why = io_error(lang, source)
        ),
        RecordError::Json(e) => crate::say!(
            lang,
            "system-not-a-save",
            detail = crate::text::printable(&e.to_string(), 160).into_owned()
        ),
    }
}

/// Why a game file could not be opened, in `lang` (a file that does not read as its format
/// keeps the reader's own, technical, words in brackets).
pub fn open_error(lang: &Lang, error: &crate::record::OpenError) -> String {
    use crate::record::OpenError;
    match error {
        OpenError::Read { path, source } => crate::say!(
            lang,
            "system-cannot-read",
            path = crate::text::printable(&path.display().to_string(), 80).into_owned(),
            why = io_error(lang, source)
        ),
        e => crate::say!(
            lang,
            "system-not-a-save",
            detail = crate::text::printable(&e.to_string(), 160).into_owned()
        ),
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

    /// A save that is not there, read for real: the system's reason (its kind) in the
    /// player's words, the file named, nothing of the system's English left.
    #[test]
    fn a_missing_save_is_told_in_the_players_words() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("gone.json");
        let error = crate::record::load(&path).unwrap_err();
        let russian = Catalog::embedded().find("ru").unwrap();
        let said = record_error(&russian, &error);
        assert!(said.contains("gone.json"), "{said}");
        assert!(said.contains("нет такого файла или папки"), "{said}");
        assert!(!said.contains("No such file"), "{said}");
        let english = record_error(&Lang::english(), &error);
        assert!(english.contains("no such file or folder"), "{english}");
    }
}
