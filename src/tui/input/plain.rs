//! Plain mode's command table: a line typed, read as a command (its word in the player's
//! language, in any case, or its one-letter form, the same in every language and lower
//! case) or else as a move. The
//! table also writes `help`, so the help lists exactly what is read.

use crate::lang::Lang;
use crate::rules::{Bug, Piece};

/// What a line typed in plain mode asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A move in UHP notation (or the game's forgiving forms), as typed.
    Move(String),
    /// The last move, said again.
    Last,
    /// Both clocks.
    Clock,
    /// Every piece with its neighbours, and the hands.
    Board,
    /// Where the pieces of this bug are, both sides'.
    Pieces(Bug),
    /// What surrounds a piece, and which of its sides are free.
    Around(Piece),
    /// Where a piece can go.
    Moves(Piece),
    /// Why a piece cannot move.
    Why(Piece),
    /// The list of commands and the names of the six sides.
    Help,
    /// Takes back the last move.
    Undo,
    /// Plays again the move last taken back.
    Redo,
    /// Review: steps through the game from where it stands.
    Review,
    /// In review: one ply on.
    Next,
    /// In review: one ply back.
    Back,
    /// In review: back to where the game stood, to play on.
    Leave,
    /// The computer's suggestion.
    Hint,
    /// Resign (asked first).
    Resign,
    /// Claim the win from an opponent who left an untimed game served over SSH.
    Claim,
    /// Offer a draw.
    Draw,
    /// Save a copy under this file name.
    Save(String),
    /// Quit (the game is kept).
    Quit,
    /// Yes, to the question asked.
    Yes,
    /// No, to the question asked.
    No,
    /// The lessons menu (as F3 opens it on the board); in the menu, its list again.
    Lessons,
    /// The exercise under way said again: its title, its words, its task.
    Task,
    /// A number alone: in the lessons menu, the lesson to start.
    Choose(usize),
    /// Say this at the table (a game served to other people).
    Say(String),
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// Nothing was typed.
    Empty,
    /// A command that needs a piece (`around wQ`) had none, or not one that reads.
    NoPiece(String),
    /// `pieces` needs a bug letter.
    NoBug,
    /// `save` needs a file name.
    NoFile,
    /// A command's letter typed as a capital (`W`): letters are lower case, so that a
    /// capital is never read as another command than the board's key of that letter
    /// (`W` claims the win there; `w` is `why` here). The capital, and the command whose
    /// letter it is in lower case.
    Capital(char, &'static str),
}

/// The commands as the table lists them: the message id of the word (`plain-cmd-…`),
/// its one-letter form, the message id of what it does, and what it takes.
pub(crate) const TABLE: [(&str, &str, &str, Takes); 25] = [
    ("last", "l", "plain-help-last", Takes::Nothing),
    ("clock", "c", "plain-help-clock", Takes::Nothing),
    ("board", "b", "plain-help-board", Takes::Nothing),
    ("pieces", "p", "plain-help-pieces", Takes::Bug),
    ("around", "a", "plain-help-around", Takes::Piece),
    ("moves", "m", "plain-help-moves", Takes::Piece),
    ("why", "w", "plain-help-why", Takes::Piece),
    ("undo", "u", "plain-help-undo", Takes::Nothing),
    ("redo", "r", "plain-help-redo", Takes::Nothing),
    ("review", "v", "plain-help-review", Takes::Nothing),
    ("next", "n", "plain-help-next", Takes::Nothing),
    ("back", "k", "plain-help-back", Takes::Nothing),
    ("leave", "x", "plain-help-leave", Takes::Nothing),
    ("hint", "i", "plain-help-hint", Takes::Nothing),
    ("draw", "d", "plain-help-draw", Takes::Nothing),
    ("resign", "", "plain-help-resign", Takes::Nothing),
    ("claim", "", "plain-help-claim", Takes::Nothing),
    ("save", "s", "plain-help-save", Takes::File),
    ("say", "", "plain-help-say", Takes::Text),
    ("quit", "q", "plain-help-quit", Takes::Nothing),
    ("help", "h", "plain-help-help", Takes::Nothing),
    ("yes", "y", "plain-help-yes", Takes::Nothing),
    ("no", "", "plain-help-no", Takes::Nothing),
    ("lessons", "", "plain-help-lessons", Takes::Nothing),
    ("task", "t", "plain-help-task", Takes::Nothing),
];

/// What a command takes after its word.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Takes {
    Nothing,
    Bug,
    Piece,
    File,
    Text,
}

/// The word a command goes by in `lang` (`plain-cmd-undo`), lower case.
pub(crate) fn word(lang: &Lang, name: &str) -> String {
    lang.get(&format!("plain-cmd-{name}")).to_lowercase()
}

/// What review takes, in `lang`: its commands by their words in that language.
pub(crate) fn in_review(lang: &Lang) -> String {
    crate::say!(
        lang,
        "plain-in-review",
        next = word(lang, "next"),
        back = word(lang, "back"),
        leave = word(lang, "leave")
    )
}

/// Reads `line` as a command, else as a move (whatever is not a command's word is handed to
/// the rules, which say what is wrong with it). A command's word is read in any case, its
/// letter in lower case only.
pub fn parse(lang: &Lang, line: &str) -> Result<Command, Mistake> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let Some(typed) = words.next() else {
        return Err(Mistake::Empty);
    };
    let first = typed.to_lowercase();
    let rest: Vec<&str> = words.collect();
    // A number alone (a lesson's, in the menu): no MoveString is one.
    if rest.is_empty()
        && first.bytes().all(|b| b.is_ascii_digit())
        && let Ok(n) = first.parse()
    {
        return Ok(Command::Choose(n));
    }
    let found = TABLE.iter().find(|(name, letter, _, _)| {
        first == *name || (!letter.is_empty() && typed == *letter) || first == word(lang, name)
    });
    // `?` is help in every language too.
    if first == "?" {
        return Ok(Command::Help);
    }
    let Some(&(name, _, _, takes)) = found else {
        // No move starts with a lone letter: a capital one is a command's, mistyped.
        if let Some(capital) = single_letter(typed).filter(char::is_ascii_uppercase)
            && let Some(&(name, ..)) = TABLE
                .iter()
                .find(|(_, letter, ..)| !letter.is_empty() && first == *letter)
        {
            return Err(Mistake::Capital(capital, name));
        }
        return Ok(Command::Move(line.to_string()));
    };
    let piece = || {
        rest.first()
            .and_then(|t| t.parse::<Piece>().ok())
            .ok_or_else(|| Mistake::NoPiece(name.to_string()))
    };
    Ok(match (name, takes) {
        ("pieces", _) => {
            let bug = rest
                .first()
                .and_then(|t| single_letter(t))
                .and_then(|c| Bug::from_letter(c.to_ascii_uppercase()))
                .ok_or(Mistake::NoBug)?;
            Command::Pieces(bug)
        }
        ("around", _) => Command::Around(piece()?),
        ("moves", _) => Command::Moves(piece()?),
        ("why", _) => Command::Why(piece()?),
        ("save", _) => match rest.is_empty() {
            true => return Err(Mistake::NoFile),
            false => Command::Save(rest.join(" ")),
        },
        // Nothing after it is said as nothing: the update says there is nothing to send.
        ("say", _) => Command::Say(rest.join(" ")),
        ("last", _) => Command::Last,
        ("clock", _) => Command::Clock,
        ("board", _) => Command::Board,
        ("undo", _) => Command::Undo,
        ("redo", _) => Command::Redo,
        ("review", _) => Command::Review,
        ("next", _) => Command::Next,
        ("back", _) => Command::Back,
        ("leave", _) => Command::Leave,
        ("hint", _) => Command::Hint,
        ("draw", _) => Command::Draw,
        ("resign", _) => Command::Resign,
        ("claim", _) => Command::Claim,
        ("quit", _) => Command::Quit,
        ("yes", _) => Command::Yes,
        ("no", _) => Command::No,
        ("lessons", _) => Command::Lessons,
        ("task", _) => Command::Task,
        _ => Command::Help,
    })
}

/// The one character of `text`, if it has exactly one.
fn single_letter(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

impl Command {
    /// Whether the command only asks about the game (the view answers it; the model does
    /// not change).
    pub fn is_question(&self) -> bool {
        matches!(
            self,
            Command::Last
                | Command::Clock
                | Command::Board
                | Command::Pieces(_)
                | Command::Around(_)
                | Command::Moves(_)
                | Command::Why(_)
                | Command::Help
                | Command::Task
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_letters_and_moves_are_told_apart() {
        let lang = Lang::english();
        assert_eq!(parse(&lang, " l "), Ok(Command::Last));
        assert_eq!(parse(&lang, "CLOCK"), Ok(Command::Clock));
        assert_eq!(parse(&lang, "clock"), Ok(Command::Clock));
        assert_eq!(parse(&lang, "pieces a"), Ok(Command::Pieces(Bug::Ant)));
        assert_eq!(
            parse(&lang, "around wQ"),
            Ok(Command::Around("wQ".parse().unwrap()))
        );
        assert_eq!(
            parse(&lang, "around"),
            Err(Mistake::NoPiece("around".into()))
        );
        assert_eq!(parse(&lang, "bA1 -wQ"), Ok(Command::Move("bA1 -wQ".into())));
        assert_eq!(parse(&lang, "wQ"), Ok(Command::Move("wQ".into())));
        assert_eq!(
            parse(&lang, "save  my game"),
            Ok(Command::Save("my game".into()))
        );
        assert_eq!(parse(&lang, ""), Err(Mistake::Empty));
        assert_eq!(parse(&lang, " 12 "), Ok(Command::Choose(12)));
        assert_eq!(parse(&lang, "t"), Ok(Command::Task));
        assert_eq!(parse(&lang, "lessons"), Ok(Command::Lessons));
    }

    #[test]
    fn the_players_words_and_the_same_letters_in_another_language() {
        let lang = crate::lang::Catalog::embedded().find("ru").unwrap();
        let board = word(&lang, "board");
        assert_ne!(board, "board");
        assert_eq!(parse(&lang, &board), Ok(Command::Board));
        assert_eq!(parse(&lang, "b"), Ok(Command::Board));
        // English words are read in every language too.
        assert_eq!(parse(&lang, "board"), Ok(Command::Board));
    }

    /// A capital letter is no command: `W` (the board's key to claim the win) was read as
    /// `w`, why, and answered that why needs a piece. Each letter is lower case only, and
    /// its capital is told apart from a move, in every language.
    #[test]
    fn a_capital_letter_is_told_it_is_no_command_never_read_as_another() {
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = crate::lang::Catalog::embedded().find(tag).unwrap();
            assert_eq!(
                parse(&lang, "W"),
                Err(Mistake::Capital('W', "why")),
                "{tag}"
            );
            assert_eq!(
                parse(&lang, "R"),
                Err(Mistake::Capital('R', "redo")),
                "{tag}"
            );
            assert_eq!(
                parse(&lang, "W wQ"),
                Err(Mistake::Capital('W', "why")),
                "{tag}"
            );
            assert_eq!(
                parse(&lang, "w wQ"),
                Ok(Command::Why("wQ".parse().unwrap()))
            );
            for (name, letter, ..) in TABLE.iter().filter(|(_, l, ..)| !l.is_empty()) {
                let capital = letter.to_uppercase();
                let c = capital.chars().next().unwrap();
                assert_eq!(parse(&lang, &capital), Err(Mistake::Capital(c, name)));
                assert!(
                    !matches!(
                        parse(&lang, letter),
                        Err(Mistake::Capital(..)) | Ok(Command::Move(_))
                    ),
                    "{tag}: {letter}"
                );
            }
            // A capital that is no command's letter is still handed to the rules.
            assert_eq!(parse(&lang, "G"), Ok(Command::Move("G".into())));
        }
    }
}
