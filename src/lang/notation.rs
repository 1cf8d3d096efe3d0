//! Why a typed move is not notation, in the player's language: the notation reader's
//! errors (their `Display` is English, for UHP and logs) put into words here, so that a
//! refusal never shows an English sentence inside a translated one.

use super::{Args, Lang};
use crate::rules::{MoveError, MoveStringError, NotationError, PieceError, Position, ResolveError};

/// A move typed in notation that cannot be played, in words.
pub fn move_error(lang: &Lang, pos: &Position, e: &MoveError) -> String {
    match e {
        MoveError::Notation(e @ MoveStringError::Syntax(_)) => {
            crate::say!(lang, "move-not-a-move", text = move_string_error(lang, e))
        }
        MoveError::Notation(e) => move_string_error(lang, e),
        MoveError::Illegal { text: t, reason: r } => crate::say!(
            lang,
            "move-illegal",
            text = super::text(t),
            reason = super::rules::reason(lang, pos, r)
        ),
    }
}

/// Why `e`'s text names no move, as a clause (no full stop).
pub fn move_string_error(lang: &Lang, e: &MoveStringError) -> String {
    match e {
        MoveStringError::Syntax(s) => syntax(lang, s),
        MoveStringError::Resolve(r) => resolve(lang, r),
    }
}

/// What is wrong with the text as notation.
fn syntax(lang: &Lang, e: &NotationError) -> String {
    match e {
        NotationError::Empty => lang.get("notation-empty"),
        NotationError::TooManyParts(text) => {
            crate::say!(lang, "notation-too-many-parts", text = shown(text))
        }
        NotationError::TwoMarks(text) => {
            crate::say!(lang, "notation-two-marks", text = shown(text))
        }
        NotationError::Piece(p) => piece(lang, p),
    }
}

/// What is wrong with a piece's name.
fn piece(lang: &Lang, e: &PieceError) -> String {
    let mut args = Args::new();
    let id = match e {
        PieceError::Malformed(text) => {
            args.set("text", shown(text));
            "notation-not-a-piece"
        }
        PieceError::NoSuchNumber {
            text,
            bug,
            number,
            count,
        } => {
            args.set("text", shown(text));
            args.set("number", *number);
            args.set("count", *count);
            super::rules::set_bug(lang, &mut args, "bug", *bug);
            "notation-no-such-number"
        }
        PieceError::UniqueWithNumber { text, bug, short } => {
            args.set("text", shown(text));
            args.set("short", short.clone());
            super::rules::set_bug(lang, &mut args, "bug", *bug);
            "notation-unique"
        }
        PieceError::MissingNumber { text, bug, count } => {
            args.set("text", shown(text));
            args.set("count", *count);
            super::rules::set_bug(lang, &mut args, "bug", *bug);
            "notation-which"
        }
    };
    lang.format(id, Some(&args))
}

/// Why well-formed notation names no move here.
fn resolve(lang: &Lang, e: &ResolveError) -> String {
    match e {
        ResolveError::NoReference(p) => {
            crate::say!(lang, "notation-no-reference", piece = p.to_string())
        }
        ResolveError::ReferenceNotPlaced(p) => {
            crate::say!(lang, "notation-reference-not-placed", piece = p.to_string())
        }
        ResolveError::ReferenceNotInGame(p, game_type) => crate::say!(
            lang,
            "notation-reference-not-in-game",
            piece = p.to_string(),
            game = game_type.to_string()
        ),
        ResolveError::SideOccupied(text, reference, climb) => crate::say!(
            lang,
            "notation-side-occupied",
            text = shown(text),
            piece = reference.to_string(),
            climb = shown(climb)
        ),
    }
}

/// Text the player typed, made printable and short.
fn shown(text: &str) -> String {
    crate::text::printable(text, 40).into_owned()
}

#[cfg(test)]
mod tests {
    use crate::rules::{Game, MoveError, MoveStringError};

    /// The refusal of `text` in `game`, in `code`.
    fn refused(code: &str, game: &Game, text: &str) -> String {
        let lang = crate::lang::Catalog::embedded().find(code).unwrap();
        let pos = game.position();
        let e: MoveError = crate::rules::parse_move(pos, text).unwrap_err().into();
        super::move_error(&lang, pos, &e)
    }

    #[test]
    fn a_mistyped_move_is_refused_wholly_in_the_players_language() {
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        for text in [
            "wX9",
            "wA4",
            "wQ1 -bS1",
            "wA -bS1",
            "wA1 -bG1",
            "wA1 -bS1 x",
            "wA1 -bS1/",
        ] {
            let english = refused("en", &game, text);
            // English keeps the notation reader's own words, as UHP and the logs write them.
            let e = crate::rules::parse_move(game.position(), text).unwrap_err();
            let old = match &e {
                MoveStringError::Syntax(_) => format!("not a move: {e}"),
                MoveStringError::Resolve(_) => e.to_string(),
            };
            assert_eq!(english, old);
            for code in ["ru", "pl", "cs", "es"] {
                let said = refused(code, &game, text);
                assert_ne!(said, english, "{code} {text}: {said}");
                assert!(!said.contains('{'), "{code} {text}: {said}");
                // None of the reader's English words comes through.
                for word in ["expected", "reference", "number", "piece name", "which"] {
                    assert!(!said.contains(word), "{code} {text}: {said}");
                }
            }
        }
        assert_eq!(
            refused("ru", &game, "wA4"),
            "это не ход: wA4 — у каждой стороны 3 Муравья, номера 4 нет"
        );
    }
}
