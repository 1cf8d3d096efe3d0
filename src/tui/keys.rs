//! One table of key bindings: the input handler reads it and the help page prints it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::rules::Bug;

/// A cursor step on the hex grid. Up and down zig-zag between the two upper (or lower)
/// neighbours so that repeated presses stay in one screen column.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nav {
    /// To the west neighbour.
    Left,
    /// To the east neighbour.
    Right,
    /// North-east on even rows, north-west on odd ones.
    Up,
    /// South-east on even rows, south-west on odd ones.
    Down,
}

/// Everything a key (or click) can ask of the game screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Moves the cursor one cell.
    Cursor(Nav),
    /// Shifts the view by cells across and rows down (the table's `(0, 0)` stands for all
    /// four Shift-arrows).
    Pan(i32, i32),
    /// Centres the view on the hive again.
    Center,
    /// Enter/Space: pick up the piece under the cursor, or drop the picked one there.
    Pick,
    /// Puts the picked piece back.
    Cancel,
    /// The next piece that can move, or the picked piece's next destination.
    NextPiece,
    /// [`Action::NextPiece`] backwards.
    PrevPiece,
    /// Takes the next piece of this bug from the hand of the side to move.
    Hand(Bug),
    /// Opens the `:` prompt for a move in UHP notation.
    Prompt,
    /// Takes back the last move (kept for redo).
    Undo,
    /// Plays again the move last taken back.
    Redo,
    /// Opens the help pages.
    Help,
    /// Asks whether to quit.
    Quit,
    /// Quits at once.
    ForceQuit,
    /// Switches between large and compact hexes.
    Zoom,
    /// Starts a new game with the same players, opponent and game type.
    NewGame,
    /// Enters review mode at the current ply.
    Review,
    /// Asks the engine to suggest a move.
    Hint,
    /// Asks for a file name to save a copy of the game under.
    Save,
}

/// A key as written in the table: a key code and the modifiers that must be held.
#[derive(Copy, Clone, Debug)]
pub struct Key(pub KeyCode, pub KeyModifiers);

const fn ch(c: char) -> Key {
    Key(KeyCode::Char(c), KeyModifiers::NONE)
}

const fn ctrl(c: char) -> Key {
    Key(KeyCode::Char(c), KeyModifiers::CONTROL)
}

const fn code(k: KeyCode) -> Key {
    Key(k, KeyModifiers::NONE)
}

const fn shift(k: KeyCode) -> Key {
    Key(k, KeyModifiers::SHIFT)
}

/// One line of the table: the keys, what they do, and how the help page shows them.
pub struct Binding {
    /// The key presses bound.
    pub keys: &'static [Key],
    /// What they do; for bugs and panning, one action [`action_for`] refines by the key.
    pub action: Action,
    /// The keys as the help page names them; empty to leave the line out of the page.
    pub label: &'static str,
    /// What the help page says they do.
    pub help: &'static str,
}

macro_rules! bind {
    ($label:expr, [$($k:expr),*], $action:expr, $help:expr) => {
        Binding { keys: &[$($k),*], action: $action, label: $label, help: $help }
    };
}

/// The game screen's keys, in the order the help page lists them.
pub const BINDINGS: &[Binding] = &[
    bind!(
        "← h",
        [code(KeyCode::Left), ch('h')],
        Action::Cursor(Nav::Left),
        "cursor west"
    ),
    bind!(
        "→ l",
        [code(KeyCode::Right), ch('l')],
        Action::Cursor(Nav::Right),
        "cursor east"
    ),
    bind!(
        "↑ k",
        [code(KeyCode::Up), ch('k')],
        Action::Cursor(Nav::Up),
        "cursor up"
    ),
    bind!(
        "↓ j",
        [code(KeyCode::Down), ch('j')],
        Action::Cursor(Nav::Down),
        "cursor down"
    ),
    bind!(
        "Enter Space",
        [code(KeyCode::Enter), ch(' ')],
        Action::Pick,
        "pick up the piece under the cursor / drop it here / pass when it is the only move"
    ),
    bind!(
        "Esc",
        [code(KeyCode::Esc)],
        Action::Cancel,
        "put the piece back, close a prompt or page"
    ),
    bind!(
        "Tab",
        [code(KeyCode::Tab)],
        Action::NextPiece,
        "next piece that can move (next destination when one is picked)"
    ),
    bind!(
        "Shift-Tab",
        [code(KeyCode::BackTab), shift(KeyCode::BackTab)],
        Action::PrevPiece,
        "previous piece or destination"
    ),
    bind!(
        "Q S B G A M L P",
        [
            ch('Q'),
            ch('S'),
            ch('B'),
            ch('G'),
            ch('A'),
            ch('M'),
            ch('L'),
            ch('P')
        ],
        Action::Hand(Bug::Queen),
        "take that bug from your hand (upper case; a b g m p also in lower case)"
    ),
    bind!("", [ch('b')], Action::Hand(Bug::Beetle), ""),
    bind!("", [ch('g')], Action::Hand(Bug::Grasshopper), ""),
    bind!("", [ch('a')], Action::Hand(Bug::Ant), ""),
    bind!("", [ch('p')], Action::Hand(Bug::Pillbug), ""),
    bind!(
        ":",
        [ch(':')],
        Action::Prompt,
        "type a move in UHP notation, e.g. wA1 -bG1"
    ),
    bind!("u", [ch('u')], Action::Undo, "undo the last move"),
    bind!("U Ctrl-R", [ch('U'), ctrl('r')], Action::Redo, "redo"),
    bind!(
        "Shift-arrows",
        [
            shift(KeyCode::Left),
            shift(KeyCode::Right),
            shift(KeyCode::Up),
            shift(KeyCode::Down)
        ],
        Action::Pan(0, 0),
        "pan the view"
    ),
    bind!(
        "c",
        [ch('c')],
        Action::Center,
        "centre the view on the hive"
    ),
    bind!("z", [ch('z')], Action::Zoom, "large / compact hexes"),
    bind!(
        "H",
        [ch('H')],
        Action::Hint,
        "hint: the engine suggests a move (marked on the board)"
    ),
    bind!("N", [ch('N')], Action::NewGame, "new game"),
    bind!(
        "s",
        [ch('s')],
        Action::Save,
        "save a copy of the game to a file (every move is also autosaved)"
    ),
    bind!(
        "r",
        [ch('r')],
        Action::Review,
        "review: step through the game (← →, Home/End, Space auto-plays, b plays on)"
    ),
    bind!(
        "?",
        [ch('?')],
        Action::Help,
        "help: keys and the rules of each bug"
    ),
    bind!("q", [ch('q')], Action::Quit, "quit (asks first)"),
    bind!("Ctrl-C", [ctrl('c')], Action::ForceQuit, "quit now"),
];

/// The action bound to a key press, if any.
pub fn action_for(key: KeyEvent) -> Option<Action> {
    // Shift is part of an upper-case letter already; ignore it for characters.
    let mods = match key.code {
        KeyCode::Char(_) => key.modifiers - KeyModifiers::SHIFT,
        _ => key.modifiers,
    };
    for b in BINDINGS {
        for &Key(c, m) in b.keys {
            if c == key.code && m == mods {
                return Some(refine(b.action, key.code));
            }
        }
    }
    None
}

/// Fills in the detail one table line stands for (which bug, which pan direction).
fn refine(action: Action, code: KeyCode) -> Action {
    match (action, code) {
        (Action::Hand(_), KeyCode::Char(c)) => Bug::from_letter(c).map_or(action, Action::Hand),
        (Action::Pan(..), KeyCode::Left) => Action::Pan(-1, 0),
        (Action::Pan(..), KeyCode::Right) => Action::Pan(1, 0),
        (Action::Pan(..), KeyCode::Up) => Action::Pan(0, -1),
        (Action::Pan(..), KeyCode::Down) => Action::Pan(0, 1),
        _ => action,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(c: KeyCode, m: KeyModifiers) -> Option<Action> {
        action_for(KeyEvent::new(c, m))
    }

    #[test]
    fn letters_pick_bugs_and_keys_do_not_clash() {
        assert_eq!(
            press(KeyCode::Char('Q'), KeyModifiers::SHIFT),
            Some(Action::Hand(Bug::Queen))
        );
        assert_eq!(
            press(KeyCode::Char('L'), KeyModifiers::SHIFT),
            Some(Action::Hand(Bug::Ladybug))
        );
        assert_eq!(
            press(KeyCode::Char('a'), KeyModifiers::NONE),
            Some(Action::Hand(Bug::Ant))
        );
        assert_eq!(
            press(KeyCode::Char('q'), KeyModifiers::NONE),
            Some(Action::Quit)
        );
        assert_eq!(
            press(KeyCode::Char('l'), KeyModifiers::NONE),
            Some(Action::Cursor(Nav::Right))
        );
        assert_eq!(
            press(KeyCode::Char('c'), KeyModifiers::CONTROL),
            Some(Action::ForceQuit)
        );
        assert_eq!(
            press(KeyCode::Left, KeyModifiers::SHIFT),
            Some(Action::Pan(-1, 0))
        );
        assert_eq!(press(KeyCode::Char('x'), KeyModifiers::NONE), None);
    }

    #[test]
    fn every_key_is_bound_once() {
        let mut seen = Vec::new();
        for b in BINDINGS {
            for k in b.keys {
                let id = (format!("{:?}", k.0), k.1);
                assert!(!seen.contains(&id), "{id:?} bound twice");
                seen.push(id);
            }
        }
    }
}
