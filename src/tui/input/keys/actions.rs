//! What keys ask for, and how a table writes them: each mode's actions, a key with its
//! modifiers and the label the help page gives it, and one line of a table (a binding).

use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use crate::room::Act;
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

/// Everything a key (or click) can ask of the game screen while playing.
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
    /// Plays the hint marked on the board.
    PlayHint,
    /// While the computer thinks (its move, a hint, or a draw offer): stop it and take the
    /// best move (or answer) found so far.
    MoveNow,
    /// Pondering on or off: the computer thinking on the player's time.
    Ponder,
    /// Asks for a file name to save a copy of the game under.
    Save,
    /// Resign the game (asks first).
    Resign,
    /// In an untimed game served over SSH: claim the win from an opponent who has been
    /// away longer than the host allows.
    ClaimWin,
    /// The host of a served game: new invite codes for the guests' seats (asks first).
    NewCodes,
    /// Offer the opponent a draw.
    OfferDraw,
    /// In a game served over SSH: opens the line to say something at the table.
    Talk,
    /// Opens the opening explorer: what the saved games played from this position.
    Explore,
    /// Opens the games screen: the saved games, to resume or replay one.
    Games,
    /// Pauses the clocks, or sets them running again.
    Pause,
    /// Opens the lessons menu.
    Lessons,
    /// A digit of the number of the cell to drop the picked piece on.
    Digit(usize),
}

impl Action {
    /// What this key asks of the game that a room may refuse a screen
    /// ([`crate::room::Place::allows`]); `None` for what a screen may always do.
    pub fn act(self) -> Option<Act> {
        match self {
            Action::Undo => Some(Act::Undo),
            Action::Redo => Some(Act::Redo),
            Action::NewGame => Some(Act::NewGame),
            Action::Save => Some(Act::SaveCopy),
            Action::Hint | Action::PlayHint | Action::MoveNow | Action::Ponder => Some(Act::Hint),
            Action::Explore => Some(Act::Explore),
            Action::Games => Some(Act::Games),
            Action::Pause => Some(Act::Pause),
            Action::Lessons => Some(Act::Learn),
            _ => None,
        }
    }
}

/// What a key asks of review mode (stepping through the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Steps this many plies (negative: back).
    Step(isize),
    /// To the first ply.
    Start,
    /// To the last ply.
    End,
    /// A digit of the ply number to go to.
    Digit(char),
    /// Takes back the last digit typed.
    Backspace,
    /// Goes to the ply typed.
    Go,
    /// Starts or stops auto-play.
    Autoplay,
    /// Auto-play one step faster (+1) or slower (-1).
    Speed(i32),
    /// Leaves review to play on from the ply shown.
    PlayOn,
    /// Leaves review where the game stood when review began: nothing branches.
    Leave,
    /// Shows the next (+1) or previous (-1) line where lines part at the move shown (or
    /// the next one).
    Line(i32),
    /// Makes the line shown the main line and plays on from the ply shown.
    Promote,
    /// Analyses every ply in the background, marking mistakes and blunders.
    Analyze,
    /// Opens the opening explorer at the position shown.
    Explore,
    /// Opens the games screen.
    Games,
    /// Pans the view by (columns, rows) of hexes.
    Pan(i32, i32),
    /// Centres the view on the hive.
    Center,
    /// Large / compact hexes.
    Zoom,
    /// Opens help (closing it returns to review).
    Help,
    /// Asks to quit.
    Quit,
}

impl ReviewAction {
    /// What this key asks of the game that a room may refuse a screen; `None` for what a
    /// screen may always do. Analysis is `None` too: a room refuses it only while the game
    /// runs, which the keys page and review ask the game itself.
    pub fn act(self) -> Option<Act> {
        match self {
            ReviewAction::PlayOn => Some(Act::PlayOn),
            ReviewAction::Line(_) | ReviewAction::Promote => Some(Act::Lines),
            ReviewAction::Explore => Some(Act::Explore),
            ReviewAction::Games => Some(Act::Games),
            _ => None,
        }
    }
}

/// What a key asks of the opening explorer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExploreAction {
    /// Moves the choice this many rows (negative: up).
    Choose(i32),
    /// Plays the move chosen (from review: plays on from the ply shown with it).
    Follow,
    /// Shows the games that reached the position, or the moves again.
    Games,
    /// Closes the explorer, back to where it was opened.
    Close,
    /// Opens help (closing it returns to the explorer).
    Help,
}

/// What a key asks of the games screen (any other character is typed into its search).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum GamesAction {
    /// Moves the choice this many rows (negative: up).
    Choose(i32),
    /// Moves the choice this many screens of rows (negative: up).
    Page(i32),
    /// To the first game listed.
    First,
    /// To the last game listed.
    Last,
    /// Opens the game chosen: resumes an unfinished one, replays a finished one.
    Open,
    /// Opens the game chosen in review, finished or not.
    Replay,
    /// Takes back the last character of the search.
    Erase,
    /// Clears the search.
    Clear,
    /// Closes the screen, back to where it was opened.
    Close,
}

/// What a key asks of the help pages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum HelpAction {
    /// Scrolls the page this many lines (negative: up).
    Scroll(i32),
    /// Scrolls the page this many screens, of the lines the help shows (negative: up).
    Page(i32),
    /// To the top of the page.
    Top,
    /// To the bottom of the page.
    Bottom,
    /// Turns this many pages (negative: back).
    Turn(i32),
    /// Opens the page of a bug.
    Bug(Bug),
    /// The next language the game speaks (kept for the player's next games).
    Language,
    /// Opens the lessons menu.
    Lessons,
    /// Closes help, back to where it was opened.
    Close,
}

impl HelpAction {
    /// What this key asks of the game that a room may refuse a screen.
    pub(crate) fn act(self) -> Option<Act> {
        (self == HelpAction::Lessons).then_some(Act::Learn)
    }
}

/// What a key asks of the lessons menu.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LessonsAction {
    /// Moves the choice this many rows (negative: up).
    Choose(i32),
    /// To the first lesson.
    First,
    /// To the last lesson.
    Last,
    /// Starts the lesson chosen.
    Start,
    /// Closes the menu, back to where it was opened (`hive learn`: quits).
    Close,
}

/// What a key answers to a yes/no question.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// Yes: do it.
    Yes,
    /// No (any key not listed for yes).
    No,
    /// The new-game question: the next clock (the question stays).
    Clock,
}

/// What a key does to a line being typed: the `:` move prompt, or `s`'s file name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Types a character (any key of one that is not a command).
    Type(char),
    /// Takes back the last character.
    Erase,
    /// Clears the line.
    Clear,
    /// Plays the move, or saves under the name.
    Submit,
    /// Closes the prompt, back to the game.
    Cancel,
}

/// A key as written in the table: a key code and the modifiers that must be held.
#[derive(Copy, Clone, Debug)]
pub struct Key(pub KeyCode, pub KeyModifiers);

pub(super) const fn ch(c: char) -> Key {
    Key(KeyCode::Char(c), KeyModifiers::NONE)
}

pub(super) const fn ctrl(c: char) -> Key {
    Key(KeyCode::Char(c), KeyModifiers::CONTROL)
}

pub(super) const fn code(k: KeyCode) -> Key {
    Key(k, KeyModifiers::NONE)
}

pub(super) const fn shift(k: KeyCode) -> Key {
    Key(k, KeyModifiers::SHIFT)
}

impl Key {
    /// How the help page writes this key (`←`, `Shift-Tab`, `Ctrl-R`, `Space`).
    pub fn label(self) -> String {
        let name = match self.0 {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) if self.1.contains(KeyModifiers::CONTROL) => {
                c.to_ascii_uppercase().to_string()
            }
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Left => "←".into(),
            KeyCode::Right => "→".into(),
            KeyCode::Up => "↑".into(),
            KeyCode::Down => "↓".into(),
            KeyCode::Enter => "Enter".into(),
            KeyCode::Esc => "Esc".into(),
            KeyCode::Tab => "Tab".into(),
            KeyCode::BackTab => return "Shift-Tab".into(),
            KeyCode::Home => "Home".into(),
            KeyCode::End => "End".into(),
            KeyCode::PageUp => "PgUp".into(),
            KeyCode::PageDown => "PgDn".into(),
            KeyCode::Backspace => "Backspace".into(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other:?}"),
        };
        if self.1.contains(KeyModifiers::CONTROL) {
            format!("Ctrl-{name}")
        } else if self.1.contains(KeyModifiers::SHIFT) {
            format!("Shift-{name}")
        } else {
            name
        }
    }
}

/// One line of a table: the keys, what they ask for, and what the help page says they do.
#[derive(Debug)]
pub struct Binding<A> {
    /// The keys, any of which asks for the action.
    pub keys: &'static [Key],
    /// What they ask for (for a group such as the hand letters, the first of the group;
    /// the key pressed tells which).
    pub action: A,
    /// What the help page says they do.
    pub help: &'static str,
}

impl<A> Binding<A> {
    /// The keys as the help page writes them: each label once, a run of digits as `0-9`.
    pub fn label(&self) -> String {
        let mut labels: Vec<String> = Vec::new();
        for k in self.keys {
            let l = k.label();
            if !labels.contains(&l) {
                labels.push(l);
            }
        }
        let digits: String = labels.concat();
        if labels.len() > 2 && labels.iter().all(|l| l.len() == 1) && "0123456789".contains(&digits)
        {
            // A run of digits.
            return format!("{}-{}", &digits[..1], &digits[digits.len() - 1..]);
        }
        labels.join(" ")
    }
}

/// The first key of `action` in `table`, as the help page writes it: how the status line
/// names a key, so that its hints follow the table. `None` for an action the table lacks.
pub(crate) fn key_of<A: Copy + PartialEq>(table: &[Binding<A>], action: A) -> Option<String> {
    let binding = table.iter().find(|b| b.action == action)?;
    binding.keys.first().map(|k| k.label())
}

/// A status-line hint: `action`'s key in `table`, then `what` it does (`u undo`).
pub fn hint<A: Copy + PartialEq>(table: &[Binding<A>], action: A, what: &str) -> String {
    match key_of(table, action) {
        Some(key) => format!("{key} {what}"),
        None => what.to_string(),
    }
}
