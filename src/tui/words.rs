//! The engine's answers put into words for players.

use crate::rules::game::MoveError;
use crate::rules::notation::MoveStringError;
use crate::rules::{Bug, GameState, Illegal, Piece, Position};

/// One line on how a bug moves.
pub fn bug_summary(bug: Bug) -> &'static str {
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

/// What picking up `piece` tells the player.
pub fn describe_pick(pos: &Position, piece: Piece) -> String {
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
    if matches!(piece.bug(), Bug::Pillbug | Bug::Mosquito) {
        let mut thrown: Vec<String> = pos
            .throws_by(piece)
            .iter()
            .filter_map(|m| m.piece())
            .map(|p| p.to_string())
            .collect();
        thrown.dedup();
        if !thrown.is_empty() {
            text.push_str(&format!(
                " Can throw (marked ^): {}; pick one of those to throw it.",
                thrown.join(", ")
            ));
        }
    }
    if piece.color() != pos.to_move() {
        text = format!("{piece} can be thrown by your Pillbug: choose where it lands.");
    }
    text
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
        Illegal::NoRoom(_) => "there is no room to slide out".into(),
        ref other => other.to_string(),
    }
}

/// A failed notation move in words.
pub fn move_error(e: &MoveError) -> String {
    match e {
        MoveError::Notation(MoveStringError::Syntax(s)) => format!("not a move: {s}"),
        MoveError::Notation(MoveStringError::Resolve(r)) => r.to_string(),
        MoveError::Illegal { text, reason } => format!("{text} is illegal: {reason}"),
    }
}

/// The result line of a finished game.
pub fn result(pos: &Position) -> String {
    match pos.state() {
        GameState::WhiteWins => "White wins: Black's Queen is surrounded.".into(),
        GameState::BlackWins => "Black wins: White's Queen is surrounded.".into(),
        GameState::Draw => "Draw: both Queens are surrounded.".into(),
        _ => String::new(),
    }
}
