//! The engine's answers put into words for players.

use crate::rules::MoveError;
use crate::rules::MoveStringError;
use crate::rules::{Bug, Color, Ending, Game, GameState, GameType, Illegal, Move, Piece, Position};

/// One line on how a bug moves.
pub(crate) fn bug_summary(bug: Bug) -> &'static str {
    match bug {
        Bug::Queen => "Queen: one slide to a neighbouring cell.",
        Bug::Spider => "Spider: exactly three slides around the hive, never back.",
        Bug::Beetle => "Beetle: one step any way, and may climb onto the hive.",
        Bug::Grasshopper => "Grasshopper: jumps in a straight line over pieces to the first gap.",
        Bug::Ant => "Ant: slides any distance around the outside of the hive.",
        Bug::Mosquito => "Mosquito: moves like any bug it touches; on top, like a Beetle.",
        Bug::Ladybug => "Ladybug: two steps over the top of the hive, then one down.",
        Bug::Pillbug => "Pillbug: one slide, or throws a neighbour over itself.",
    }
}

/// What picking up `piece` tells the player (at most two lines of 80 columns).
/// `thrown`: some of its destinations are throws by the mover's Pillbug, not its own moves.
pub(crate) fn describe_pick(pos: &Position, piece: Piece, thrown: bool) -> String {
    if piece.color() != pos.to_move() {
        return format!("{piece} can be thrown by your Pillbug: choose where it lands.");
    }
    let mut text = format!("{piece} picked up. {}", bug_summary(piece.bug()));
    if piece.bug() == Bug::Mosquito {
        let copies: Vec<&str> = pos
            .mosquito_copies(piece)
            .iter()
            .map(|b| b.name())
            .collect();
        if !copies.is_empty() {
            text = format!(
                "{piece} picked up. Mosquito copying: {}.",
                copies.join(", ")
            );
        }
    }
    if thrown {
        text.push_str(" ^: a Pillbug throw.");
    }
    let mut thrown: Vec<String> = pos
        .throws_by(piece)
        .iter()
        .filter_map(|m| m.piece())
        .map(|p| p.to_string())
        .collect();
    thrown.dedup();
    if !thrown.is_empty() {
        text.push_str(&format!(
            " Throws (^): {}; Tab to one, Enter to throw it.",
            thrown.join(" ")
        ));
    }
    text
}

/// Whether `mv`, about to be played in `pos`, throws a piece: the mover's Pillbug (or a
/// Mosquito beside one) lifting an opponent's piece, or one of the mover's own to a cell
/// it reaches only by the throw (as the board marks it `^` when the piece is picked up:
/// [`Position::throw_only_destinations`]; a cell it could reach by its own movement too
/// is its own move).
pub(crate) fn is_throw(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Piece(p, _) if p.color() != pos.to_move() => true,
        Move::Piece(p, to) if pos.board().is_placed(p) => {
            pos.throw_only_destinations(p).contains(&to)
        }
        _ => false,
    }
}

/// A side as messages write it: `White`, or `White (Ann)` when the player has a name of
/// their own.
pub fn side(color: Color, name: &str) -> String {
    if name.is_empty() || name == color.name() {
        color.name().to_string()
    } else {
        format!("{color} ({name})")
    }
}

/// A stack's pieces, top first, as a player reads it down from the board: "bB1 on wQ on
/// bS1" (`stack` is bottom to top, as the board keeps it).
pub fn stack(stack: &[Piece]) -> String {
    let names: Vec<String> = stack.iter().rev().map(|p| p.to_string()).collect();
    names.join(" on ")
}

/// `text` broken into lines of at most `width` characters, at spaces where it can be (a
/// word longer than a line is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word = word.to_string();
        loop {
            let len = line.chars().count();
            let wlen = word.chars().count();
            let need = if len == 0 { wlen } else { len + 1 + wlen };
            if need <= width {
                if len > 0 {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if len > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word longer than a whole line: cut it.
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            lines.push(head);
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Why something is illegal, in a player's words (no trailing full stop).
pub fn reason(pos: &Position, why: &Illegal) -> String {
    match *why {
        Illegal::WouldBreakHive(_) => "it is pinned: moving it would split the hive".into(),
        Illegal::Covered { by, .. } => format!("{by} is on top of it"),
        Illegal::JustMoved(p) if p.color() == pos.to_move() => {
            "it was just thrown by a Pillbug and must rest a turn".into()
        }
        Illegal::JustMoved(_) => "it moved last turn, so it cannot be thrown now".into(),
        Illegal::QueenNotPlaced(c) => format!("{c} must place the Queen before moving pieces"),
        Illegal::MustPlaceQueen(c) => format!("{c} must place the Queen this turn (fourth turn)"),
        Illegal::NoRoom(_) => {
            "every gap around it is too narrow to slide through (freedom to move) or leads away from the hive".into()
        }
        Illegal::Unreachable { why, .. } => format!("it cannot reach that cell: {why}"),
        Illegal::ThrowBlocked(_) => {
            "your Pillbug cannot lift it: stacks too high stand either side of the way \
             (freedom to move)"
                .into()
        }
        ref other => other.to_string(),
    }
}

/// The letters of the bugs in `game_type`, in hand order, joined by `sep` (`Q S B G A` in
/// the base game): what the hand keys are in this game.
pub(crate) fn bug_letters(game_type: GameType, sep: &str) -> String {
    let letters: Vec<String> = Bug::ALL
        .into_iter()
        .filter(|&b| game_type.has(b))
        .map(|b| b.letter().to_string())
        .collect();
    letters.join(sep)
}

/// A failed notation move in words.
pub(crate) fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Notation(MoveStringError::Syntax(s)) => format!("not a move: {s}"),
        MoveError::Notation(MoveStringError::Resolve(r)) => r.to_string(),
        MoveError::Illegal { text, reason } => format!("{text} is illegal: {reason}"),
    }
}

/// The result of a finished game: the winner and why, or the kind of draw (a sentence
/// without its full stop, as messages go on after it). `side` names a player ("White
/// (Ann)").
pub fn result(game: &Game, side: impl Fn(Color) -> String) -> String {
    match (game.ending(), game.outcome()) {
        (Some(Ending::Resignation(c)), _) => {
            format!("{} resigned: {} wins", side(c), side(c.opponent()))
        }
        (Some(e @ (Ending::Agreement | Ending::Repetition)), _) => capitalised(&e.to_string()),
        (None, GameState::WhiteWins) => {
            format!("{} wins: Black's Queen is surrounded", side(Color::White))
        }
        (None, GameState::BlackWins) => {
            format!("{} wins: White's Queen is surrounded", side(Color::Black))
        }
        (None, GameState::Draw) => "Draw: both Queens are surrounded".into(),
        _ => String::new(),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_are_named_once() {
        assert_eq!(side(Color::Black, "Black"), "Black");
        assert_eq!(side(Color::White, "Ann"), "White (Ann)");
    }

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), [""]);
    }

    #[test]
    fn endings_are_worded_without_a_full_stop() {
        let plain = |c: Color| c.name().to_string();
        let mut game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        game.resign(Color::White).unwrap();
        assert_eq!(result(&game, plain), "White resigned: Black wins");
        let named = |c: Color| side(c, ["Ann", "Bob"][c.index()]);
        assert_eq!(
            result(&game, named),
            "White (Ann) resigned: Black (Bob) wins"
        );
        game.withdraw_ending();
        game.agree_draw().unwrap();
        assert_eq!(result(&game, plain), "Draw agreed");
        // Queens shuffling, the repetition rule on: the start comes back a third time.
        let rules = crate::rules::Rules {
            repetition: true,
            ..Default::default()
        };
        let shuffle = r"Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-";
        let game = Game::parse_with_rules(shuffle, rules).unwrap();
        assert_eq!(result(&game, plain), "Draw by repetition");
        let won = r"Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \bQ;wG1 bQ\;bG2 bQ/;wA1 wQ\;bA1 bG2/;wA1 bG2\;bA1 \bG2;wQ \wS1;bA1 bG2/;wQ /bG1";
        assert_eq!(
            result(&Game::parse(won).unwrap(), plain),
            "White wins: Black's Queen is surrounded"
        );
        let both = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bS1-;wA3 wA1\;bG1 bA2-;wA3 /bQ";
        assert_eq!(
            result(&Game::parse(both).unwrap(), plain),
            "Draw: both Queens are surrounded"
        );
    }
}
