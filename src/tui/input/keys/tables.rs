//! The tables, one per mode, in the order the help page lists them, and a key press read
//! through them into the mode's action.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::actions::{
    Action, Answer, Binding, Edit, ExploreAction, GamesAction, HelpAction, Key, Nav, ReviewAction,
    ch, code, ctrl, shift,
};
use crate::rules::Bug;
use crate::tui::input::mouse::MOUSE;

/// The ten digit keys: number keys drop a piece on a numbered cell, or type a ply.
const DIGITS: &[Key] = &[
    ch('0'),
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

macro_rules! bind {
    ([$($k:expr),* $(,)?], $action:expr, $help:expr) => {
        Binding { keys: &[$($k),*], action: $action, help: $help }
    };
}
#[cfg(test)]
pub(super) use bind;

/// The game screen's keys while playing, in the order the help page lists them.
pub const PLAY: &[Binding<Action>] = &[
    bind!(
        [code(KeyCode::Left), ch('h')],
        Action::Cursor(Nav::Left),
        "cursor west"
    ),
    bind!(
        [code(KeyCode::Right), ch('l')],
        Action::Cursor(Nav::Right),
        "cursor east"
    ),
    bind!(
        [code(KeyCode::Up), ch('k')],
        Action::Cursor(Nav::Up),
        "cursor up"
    ),
    bind!(
        [code(KeyCode::Down), ch('j')],
        Action::Cursor(Nav::Down),
        "cursor down"
    ),
    bind!(
        [code(KeyCode::Enter), ch(' ')],
        Action::Pick,
        "pick up the piece under the cursor, drop it here, or pass when that is the only move"
    ),
    bind!(
        [code(KeyCode::Esc)],
        Action::Cancel,
        "put the picked piece back"
    ),
    bind!(
        [code(KeyCode::Tab)],
        Action::NextPiece,
        "next piece that can move or be thrown; with a piece picked, its next destination"
    ),
    bind!(
        [code(KeyCode::BackTab), shift(KeyCode::BackTab)],
        Action::PrevPiece,
        "previous piece or destination"
    ),
    bind!(
        [
            ch('Q'),
            ch('S'),
            ch('B'),
            ch('G'),
            ch('A'),
            ch('M'),
            ch('L'),
            ch('P'),
            ch('b'),
            ch('g'),
            ch('a'),
            ch('m'),
            ch('p')
        ],
        Action::Hand(Bug::Queen),
        "take that bug from your hand; again: your pieces of that bug on the board, in turn (lower case too, where listed)"
    ),
    Binding {
        keys: DIGITS,
        action: Action::Digit(0),
        help: "drop the picked piece on the cell with that number (two digits past 9, or one and Enter)",
    },
    bind!(
        [ch(':')],
        Action::Prompt,
        "type a move in UHP notation, e.g. wA1 -bG1"
    ),
    bind!(
        [ch('u')],
        Action::Undo,
        "undo (against the computer: its reply and your move)"
    ),
    bind!([ch('U'), ctrl('r')], Action::Redo, "redo"),
    bind!(
        [
            shift(KeyCode::Left),
            shift(KeyCode::Right),
            shift(KeyCode::Up),
            shift(KeyCode::Down)
        ],
        Action::Pan(0, 0),
        "pan the view (it stays where you put it)"
    ),
    bind!([ch('c')], Action::Center, "centre the view on the hive"),
    bind!([ch('z')], Action::Zoom, "large / compact hexes"),
    bind!(
        [ch('H')],
        Action::Hint,
        "hint: the engine suggests a move (marked on the board)"
    ),
    bind!(
        [ch('x')],
        Action::PlayHint,
        "play the hint marked on the board"
    ),
    bind!(
        [ch('n')],
        Action::MoveNow,
        "while the computer thinks: it plays (or hints) the best move found so far"
    ),
    bind!(
        [ch('t')],
        Action::Ponder,
        "pondering on / off: the computer thinks on your time too (hive play --ponder)"
    ),
    bind!(
        [ch('D')],
        Action::OfferDraw,
        "offer a draw (the other side accepts or declines)"
    ),
    bind!(
        [ch('T'), code(KeyCode::Pause)],
        Action::Pause,
        "pause / resume the clocks (a game with a clock: hive play --clock 5+3)"
    ),
    bind!([ch('R')], Action::Resign, "resign (asks first)"),
    bind!(
        [ch('I')],
        Action::NewCodes,
        "new invite codes (hive play --invite; the old ones stop working)"
    ),
    bind!([ch('N')], Action::NewGame, "new game (asks first)"),
    bind!(
        [ch('s')],
        Action::Save,
        "save a copy of the game to a file (every move is also autosaved)"
    ),
    bind!([ch('r')], Action::Review, "review: step through the game"),
    bind!(
        [ch('o')],
        Action::Explore,
        "opening explorer: what your saved games played from this position"
    ),
    bind!(
        [ch('O')],
        Action::Games,
        "your saved games: search, resume or replay one"
    ),
    bind!(
        [ch('?')],
        Action::Help,
        "help: keys and the rules of each bug"
    ),
    bind!([ch('q')], Action::Quit, "quit (asks first)"),
    bind!([ctrl('c')], Action::ForceQuit, "quit now (from any screen)"),
];

/// The keys of review mode.
pub const REVIEW: &[Binding<ReviewAction>] = &[
    bind!(
        [code(KeyCode::Left), ch('h')],
        ReviewAction::Step(-1),
        "one ply back"
    ),
    bind!(
        [code(KeyCode::Right), ch('l')],
        ReviewAction::Step(1),
        "one ply forward"
    ),
    bind!(
        [code(KeyCode::Home), ch('g')],
        ReviewAction::Start,
        "to the start"
    ),
    bind!(
        [code(KeyCode::End), ch('G')],
        ReviewAction::End,
        "to the last ply"
    ),
    Binding {
        keys: DIGITS,
        action: ReviewAction::Digit('0'),
        help: "type a ply number…",
    },
    bind!([code(KeyCode::Enter)], ReviewAction::Go, "…and go to it"),
    bind!(
        [code(KeyCode::Backspace)],
        ReviewAction::Backspace,
        "take back a digit"
    ),
    bind!([ch(' ')], ReviewAction::Autoplay, "auto-play on / off"),
    bind!(
        [ch('+'), ch('=')],
        ReviewAction::Speed(1),
        "auto-play faster"
    ),
    bind!([ch('-')], ReviewAction::Speed(-1), "auto-play slower"),
    bind!(
        [ch('a')],
        ReviewAction::Analyze,
        "analyse every ply in the background: mistakes get ?, blunders ?? in the move list"
    ),
    bind!(
        [ch('o')],
        ReviewAction::Explore,
        "opening explorer: what your saved games played from the position shown"
    ),
    bind!(
        [ch('O')],
        ReviewAction::Games,
        "your saved games: search, resume or replay one"
    ),
    bind!(
        [ch('b')],
        ReviewAction::PlayOn,
        "play on from the ply shown (a new move branches off)"
    ),
    bind!(
        [ch('v')],
        ReviewAction::Line(1),
        "where a move has a + (other lines part there): show the next line"
    ),
    bind!([ch('V')], ReviewAction::Line(-1), "show the previous line"),
    bind!(
        [ch('^')],
        ReviewAction::Promote,
        "make the line shown the main line and play on (the old one is kept)"
    ),
    bind!(
        [code(KeyCode::Esc)],
        ReviewAction::Leave,
        "back to the game, where it stood"
    ),
    bind!(
        [
            shift(KeyCode::Left),
            shift(KeyCode::Right),
            shift(KeyCode::Up),
            shift(KeyCode::Down)
        ],
        ReviewAction::Pan(0, 0),
        "pan the view"
    ),
    bind!(
        [ch('c')],
        ReviewAction::Center,
        "centre the view on the hive"
    ),
    bind!([ch('z')], ReviewAction::Zoom, "large / compact hexes"),
    bind!(
        [ch('?')],
        ReviewAction::Help,
        "help (closing it returns here)"
    ),
    bind!([ch('q')], ReviewAction::Quit, "quit (asks first)"),
];

/// The keys of the help pages.
pub(crate) const HELP: &[Binding<HelpAction>] = &[
    bind!(
        [code(KeyCode::Down), ch('j')],
        HelpAction::Scroll(1),
        "scroll down"
    ),
    bind!(
        [code(KeyCode::Up), ch('k')],
        HelpAction::Scroll(-1),
        "scroll up"
    ),
    bind!(
        [code(KeyCode::PageDown), ch(' ')],
        HelpAction::Page(1),
        "scroll down a screen"
    ),
    bind!(
        [code(KeyCode::PageUp)],
        HelpAction::Page(-1),
        "scroll up a screen"
    ),
    bind!(
        [code(KeyCode::Home)],
        HelpAction::Top,
        "to the top of the page"
    ),
    bind!(
        [code(KeyCode::End)],
        HelpAction::Bottom,
        "to the bottom of the page"
    ),
    bind!(
        [code(KeyCode::Right), ch('l'), code(KeyCode::Tab)],
        HelpAction::Turn(1),
        "next page"
    ),
    bind!(
        [code(KeyCode::Left), ch('h'), code(KeyCode::BackTab)],
        HelpAction::Turn(-1),
        "previous page"
    ),
    bind!(
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
        HelpAction::Bug(Bug::Queen),
        "the rules of that bug"
    ),
    bind!(
        [code(KeyCode::Esc), ch('q'), ch('?')],
        HelpAction::Close,
        "close help"
    ),
];

/// The keys of the opening explorer.
pub(crate) const EXPLORE: &[Binding<ExploreAction>] = &[
    bind!(
        [code(KeyCode::Up), ch('k')],
        ExploreAction::Choose(-1),
        "the move above"
    ),
    bind!(
        [code(KeyCode::Down), ch('j'), code(KeyCode::Tab)],
        ExploreAction::Choose(1),
        "the move below"
    ),
    bind!(
        [code(KeyCode::Enter), ch(' ')],
        ExploreAction::Follow,
        "play the move chosen (from review: play on from the ply shown with it)"
    ),
    bind!(
        [ch('g')],
        ExploreAction::Games,
        "the games that reached the position / the moves they played"
    ),
    bind!(
        [code(KeyCode::Esc), ch('o'), ch('q')],
        ExploreAction::Close,
        "close the explorer"
    ),
    bind!([ch('?')], ExploreAction::Help, "help"),
];

/// The keys of the games screen: every other character is typed into its search.
pub(crate) const GAMES: &[Binding<GamesAction>] = &[
    bind!(
        [code(KeyCode::Up)],
        GamesAction::Choose(-1),
        "the game above"
    ),
    bind!(
        [code(KeyCode::Down), code(KeyCode::Tab)],
        GamesAction::Choose(1),
        "the game below"
    ),
    bind!(
        [code(KeyCode::PageUp)],
        GamesAction::Page(-1),
        "a screen of games up"
    ),
    bind!(
        [code(KeyCode::PageDown)],
        GamesAction::Page(1),
        "a screen of games down"
    ),
    bind!([code(KeyCode::Home)], GamesAction::First, "the first game"),
    bind!(
        [code(KeyCode::End)],
        GamesAction::Last,
        "the last game listed"
    ),
    bind!(
        [code(KeyCode::Enter)],
        GamesAction::Open,
        "open the game chosen: an unfinished one goes on, a finished one is replayed"
    ),
    bind!(
        [ctrl('r')],
        GamesAction::Replay,
        "replay the game chosen (step through it), finished or not"
    ),
    bind!(
        [code(KeyCode::Backspace)],
        GamesAction::Erase,
        "take back a character of the search"
    ),
    bind!([ctrl('u')], GamesAction::Clear, "clear the search"),
    bind!(
        [code(KeyCode::Esc)],
        GamesAction::Close,
        "close the games screen, back to the game"
    ),
];

/// The keys that answer a question (quit? new game? resign? accept a draw?).
pub(crate) const CONFIRM: &[Binding<Answer>] = &[
    bind!([ch('y'), ch('Y')], Answer::Yes, "yes"),
    bind!(
        [ch('c')],
        Answer::Clock,
        "new game: the next clock (none, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)"
    ),
    bind!(
        [ch('n'), ch('N'), code(KeyCode::Esc)],
        Answer::No,
        "no (so does any other key)"
    ),
];

/// The keys of the `:` move prompt and `s`'s file name (any other character is typed).
pub const LINE: &[Binding<Edit>] = &[
    bind!(
        [code(KeyCode::Enter)],
        Edit::Submit,
        "play the move typed, or save under the name typed"
    ),
    bind!([code(KeyCode::Esc)], Edit::Cancel, "close the prompt"),
    bind!(
        [code(KeyCode::Backspace)],
        Edit::Erase,
        "take back a character"
    ),
    bind!([ctrl('u')], Edit::Clear, "clear the line"),
];

/// The tables, titled, in the order the help page lists them.
pub fn sections() -> Vec<(&'static str, Vec<(String, &'static str)>)> {
    fn rows<A>(table: &[Binding<A>]) -> Vec<(String, &'static str)> {
        table.iter().map(|b| (b.label(), b.help)).collect()
    }
    vec![
        ("Playing", rows(PLAY)),
        ("Reviewing a game", rows(REVIEW)),
        ("Opening explorer (o)", rows(EXPLORE)),
        (
            "Your games (O; type to search players, event, result)",
            rows(GAMES),
        ),
        ("Help pages", rows(HELP)),
        ("Questions", rows(CONFIRM)),
        ("Typing a move (:) or a file name (s)", rows(LINE)),
        (
            "Mouse",
            MOUSE
                .iter()
                .map(|b| (b.label.to_string(), b.help))
                .collect(),
        ),
    ]
}

/// The binding of `key` in `table`, with the key code that matched.
fn find<A: Copy>(table: &[Binding<A>], key: KeyEvent) -> Option<A> {
    // Shift is part of an upper-case letter already; ignore it for characters.
    let mods = match key.code {
        KeyCode::Char(_) => key.modifiers - KeyModifiers::SHIFT,
        _ => key.modifiers,
    };
    table
        .iter()
        .find(|b| b.keys.iter().any(|&Key(c, m)| c == key.code && m == mods))
        .map(|b| b.action)
}

/// The play-mode action bound to a key press, if any.
pub(crate) fn action_for(key: KeyEvent) -> Option<Action> {
    let action = find(PLAY, key)?;
    Some(match (action, key.code) {
        (Action::Hand(_), KeyCode::Char(c)) => Bug::from_letter(c).map_or(action, Action::Hand),
        (Action::Digit(_), KeyCode::Char(c)) => {
            c.to_digit(10).map_or(action, |d| Action::Digit(d as usize))
        }
        (Action::Pan(..), code) => {
            let (dx, dy) = pan_step(code);
            Action::Pan(dx, dy)
        }
        _ => action,
    })
}

/// The pan an arrow key asks for, in hex steps.
fn pan_step(code: KeyCode) -> (i32, i32) {
    match code {
        KeyCode::Left => (-1, 0),
        KeyCode::Right => (1, 0),
        KeyCode::Up => (0, -1),
        KeyCode::Down => (0, 1),
        _ => (0, 0),
    }
}

/// Whether `key` is one of the play table's keys for `action`, whatever else is held with
/// it: Ctrl-C ([`Action::ForceQuit`]) quits from every screen, and `q` ([`Action::Quit`])
/// from one too small to show the game.
pub(crate) fn is_key_for(action: Action, key: KeyEvent) -> bool {
    PLAY.iter()
        .filter(|b| b.action == action)
        .flat_map(|b| b.keys)
        .any(|&Key(c, m)| c == key.code && key.modifiers.contains(m))
}

/// The review-mode action bound to a key press, if any.
pub(crate) fn review_action_for(key: KeyEvent) -> Option<ReviewAction> {
    let action = find(REVIEW, key)?;
    Some(match (action, key.code) {
        (ReviewAction::Digit(_), KeyCode::Char(c)) => ReviewAction::Digit(c),
        (ReviewAction::Pan(..), code) => {
            let (dx, dy) = pan_step(code);
            ReviewAction::Pan(dx, dy)
        }
        _ => action,
    })
}

/// The help-page action bound to a key press, if any.
pub(crate) fn help_action_for(key: KeyEvent) -> Option<HelpAction> {
    let action = find(HELP, key)?;
    Some(match (action, key.code) {
        (HelpAction::Bug(_), KeyCode::Char(c)) => {
            Bug::from_letter(c).map_or(action, HelpAction::Bug)
        }
        _ => action,
    })
}

/// The explorer action bound to a key press, if any.
pub(crate) fn explore_action_for(key: KeyEvent) -> Option<ExploreAction> {
    find(EXPLORE, key)
}

/// What a key does on the games screen: a binding of its table, or a character typed into
/// the search (`Err`). A character with Ctrl or Alt that is not in the table does nothing.
pub(crate) fn games_action_for(key: KeyEvent) -> Option<Result<GamesAction, char>> {
    if let Some(action) = find(GAMES, key) {
        return Some(Ok(action));
    }
    match key.code {
        KeyCode::Char(c)
            if !key
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
        {
            Some(Err(c))
        }
        _ => None,
    }
}

/// The answer a key gives to a question: only the keys listed for yes say yes (the clock
/// key, where it is no choice, says no).
pub(crate) fn answer_for(key: KeyEvent) -> Answer {
    match find(CONFIRM, key) {
        Some(Answer::Yes) => Answer::Yes,
        _ => Answer::No,
    }
}

/// Whether `key` is the new-game question's clock choice.
pub(crate) fn is_clock_choice(key: KeyEvent) -> bool {
    find(CONFIRM, key) == Some(Answer::Clock)
}

/// What a key does to a line being typed. A character without Ctrl or Alt types itself;
/// with either it is a command (Alt stands for Ctrl here, as some terminals send it); other
/// keys act whatever modifiers are held.
pub(crate) fn edit_for(key: KeyEvent) -> Option<Edit> {
    let command = key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let key = match key.code {
        KeyCode::Char(c) if !command => return Some(Edit::Type(c)),
        KeyCode::Char(_) => KeyEvent::new(key.code, KeyModifiers::CONTROL),
        code => KeyEvent::new(code, KeyModifiers::NONE),
    };
    find(LINE, key)
}
