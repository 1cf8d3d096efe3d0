//! The game screen's model and its update: every key, click and move goes through here.
//!
//! No rule is decided here: legality, destinations and reasons all come from the engine.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::keys::{Action, Nav, action_for};
use super::layout::{Areas, Geometry, HexSize};
use super::words;
use crate::rules::{Bug, Color, Direction, Game, GameType, Hex, Move, Piece};

/// A piece picked up (from the board or the hand) with where it may go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    /// The piece picked up.
    pub piece: Piece,
    /// The cells it may move or be placed to, as the engine lists them.
    pub dests: Vec<Hex>,
    /// For a Pillbug (or a Mosquito beside one): the pieces it may throw.
    pub throwable: Vec<Hex>,
}

/// What the keyboard is talking to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Playing: keys go through the key table, clicks pick and drop.
    Play,
    /// The `:` notation prompt; `error` keeps the last complaint while the text is kept.
    Prompt {
        /// The text typed so far.
        text: String,
        /// Why the last Enter was refused; cleared by the next edit.
        error: Option<String>,
    },
    /// Help page `n` (0 = keys, then one per bug).
    Help(usize),
    /// Stepping through the game; `jump` collects digits of a ply number.
    Review {
        /// The digits typed so far; Enter goes to that ply.
        jump: String,
    },
    /// `s`: the file name to save a copy under.
    SaveAs {
        /// The file name typed so far (it starts as a suggestion).
        text: String,
        /// Why the last save failed; cleared by the next edit.
        error: Option<String>,
    },
    /// `q`: `y` (or `q` again) quits, any other key carries on.
    ConfirmQuit,
}

/// How a status message reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain news: what happened, what to do next.
    Info,
    /// A refusal or a failure, drawn to stand out.
    Warning,
}

/// The whole state of the game screen.
#[derive(Debug)]
pub struct App {
    /// The game being played, with its history (undo steps back through it).
    pub game: Game,
    /// Moves taken back with undo, most recent last, for redo.
    pub redo: Vec<Move>,
    /// The players' names, White first.
    pub names: [String; 2],
    /// The cell the cursor is on, where Enter picks up or drops.
    pub cursor: Hex,
    /// The piece picked up, if any, with where it may go.
    pub selection: Option<Selection>,
    /// What the keyboard is talking to.
    pub mode: Mode,
    /// The message on the status lines, until the next one replaces it.
    pub message: Option<(String, Tone)>,
    /// `None` chooses the hex size by what fits.
    pub zoom: Option<HexSize>,
    /// How far the view is shifted from the hive's centre, in cells across and rows down.
    pub pan: (i32, i32),
    /// Colours on (off under `NO_COLOR`); shapes and reverse video still tell sides apart.
    pub color: bool,
    /// Set when the player quits; the event loop then ends.
    pub quit: bool,
    /// The terminal's size when last drawn, so the view can follow the cursor.
    pub size: Rect,
    /// Review auto-play: on when `Some`; `speed` indexes the interval table.
    pub autoplay: Option<usize>,
    /// Review auto-play speed: an index into the intervals, slowest first (`+` and `-`).
    pub speed: usize,
    /// The computer's side and level, in a game against it.
    pub opponent: Option<super::computer::Opponent>,
    /// A search under way (the computer's move or a hint).
    pub thinking: Option<super::computer::Thinking>,
    /// The last hint, marked on the board until the next move.
    pub hint: Option<Move>,
    /// The file written after every move (none in tests, or for a game under review until
    /// it branches off).
    pub autosave: Option<super::saving::Autosave>,
    /// Whether playing on from a reviewed game starts an autosave of its own.
    pub autosave_branches: bool,
}

impl App {
    /// A new game of `game_type` between the named players: not autosaving, no opponent.
    pub fn new(game_type: GameType, white: String, black: String) -> App {
        App {
            game: Game::new(game_type),
            redo: Vec::new(),
            names: [white, black],
            cursor: Hex::ORIGIN,
            selection: None,
            mode: Mode::Play,
            message: Some((
                "Welcome! Take a bug from your hand (S B G A M L P) or press ? for help.".into(),
                Tone::Info,
            )),
            zoom: None,
            pan: (0, 0),
            color: true,
            quit: false,
            size: Rect::new(0, 0, 80, 24),
            autoplay: None,
            speed: 2,
            opponent: None,
            thinking: None,
            hint: None,
            autosave: None,
            autosave_branches: false,
        }
    }

    /// The name of the player of `color`.
    pub fn name(&self, color: Color) -> &str {
        &self.names[color.index()]
    }

    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Tone::Info));
    }

    pub(super) fn warn(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Tone::Warning));
    }

    /// The geometry the board was drawn with in a terminal of `size`.
    pub fn geometry(&self, size: Rect) -> Geometry {
        let areas = Areas::new(size);
        Geometry::new(
            self.game.position().board(),
            areas.board,
            self.zoom,
            self.pan,
        )
    }

    /// Handles a key press.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        // In raw mode Ctrl-C is a key: it quits from every screen.
        if key.code == KeyCode::Char('c')
            && key
                .modifiers
                .contains(ratatui::crossterm::event::KeyModifiers::CONTROL)
        {
            self.cancel_thinking();
            self.quit = true;
            return;
        }
        match self.mode.clone() {
            Mode::Prompt { text, .. } => self.on_prompt_key(key, text),
            Mode::Help(page) => self.on_help_key(key, page),
            Mode::Review { jump } => self.on_review_key(key, jump),
            Mode::SaveAs { text, .. } => self.on_save_key(key, text),
            Mode::ConfirmQuit => match key.code {
                KeyCode::Char('y' | 'Y' | 'q') => {
                    self.cancel_thinking();
                    self.quit = true;
                }
                _ => {
                    self.mode = Mode::Play;
                    self.info("Carry on.");
                }
            },
            Mode::Play => {
                if let Some(action) = action_for(key) {
                    self.update(action);
                }
            }
        }
        self.keep_cursor_visible();
    }

    /// Pans the view (when the hive is larger than the board panel) until the cursor shows.
    fn keep_cursor_visible(&mut self) {
        for _ in 0..64 {
            let g = self.geometry(self.size);
            let (w, h) = g.size.extent();
            let (x, y) = g.origin(self.cursor);
            let a = g.area;
            let (dx, dy) = (
                if x < a.left() as i32 {
                    -1
                } else if x + w > a.right() as i32 {
                    1
                } else {
                    0
                },
                if y < a.top() as i32 {
                    -1
                } else if y + h > a.bottom() as i32 {
                    1
                } else {
                    0
                },
            );
            if (dx, dy) == (0, 0) || a.width < w as u16 || a.height < h as u16 {
                return;
            }
            self.pan = (self.pan.0 + dx, self.pan.1 + dy);
        }
    }

    /// Handles a mouse event in a terminal of `size`.
    pub fn on_mouse(&mut self, event: MouseEvent, size: Rect) {
        if self.mode != Mode::Play || event.kind != MouseEventKind::Down(MouseButton::Left) {
            return;
        }
        if let Some(bug) =
            super::view::side::bug_at(self, Areas::new(size).side, event.column, event.row)
        {
            self.update(Action::Hand(bug));
            return;
        }
        let Some(cell) = self.geometry(size).cell_at(event.column, event.row) else {
            return;
        };
        self.cursor = cell;
        match &self.selection {
            Some(sel) if sel.dests.contains(&cell) => self.update(Action::Pick),
            _ => {
                self.selection = None;
                self.update(Action::Pick);
            }
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action) {
        match action {
            Action::Cursor(nav) => self.move_cursor(nav),
            Action::Pan(dx, dy) => self.pan = (self.pan.0 + dx, self.pan.1 + dy),
            Action::Center => {
                self.pan = (0, 0);
                self.info("View centred on the hive.");
            }
            Action::Pick => self.pick(),
            Action::Cancel => {
                if self.selection.take().is_some() {
                    self.info("Put back.");
                }
            }
            Action::NextPiece => self.cycle(1),
            Action::PrevPiece => self.cycle(-1),
            Action::Hand(bug) => self.take_from_hand(bug),
            Action::Prompt => {
                self.mode = Mode::Prompt {
                    text: String::new(),
                    error: None,
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Help => self.mode = Mode::Help(0),
            Action::Quit => self.mode = Mode::ConfirmQuit,
            Action::ForceQuit => {
                self.cancel_thinking();
                self.quit = true;
            }
            Action::Zoom => {
                self.zoom = match self.zoom {
                    None | Some(HexSize::Compact) => Some(HexSize::Large),
                    Some(HexSize::Large) => Some(HexSize::Compact),
                };
            }
            Action::Review => self.start_review(),
            Action::Hint => self.start_hint(),
            Action::Save => self.ask_save_path(),
            Action::NewGame => {
                self.cancel_thinking();
                let names = self.names.clone();
                let [white, black] = names;
                let (color, size, opponent) = (self.color, self.size, self.opponent);
                let autosaving = self.autosave.is_some() || self.autosave_branches;
                *self = App::new(self.game.game_type(), white, black);
                self.color = color;
                self.size = size;
                self.opponent = opponent;
                if autosaving {
                    self.autosave_new();
                }
                self.info("New game. White begins.");
            }
        }
    }

    fn move_cursor(&mut self, nav: Nav) {
        // Rows alternate their zig-zag so Up then Down returns to the same cell.
        let even_row = self.cursor.r.rem_euclid(2) == 0;
        let d = match nav {
            Nav::Left => Direction::West,
            Nav::Right => Direction::East,
            Nav::Up if even_row => Direction::NorthEast,
            Nav::Up => Direction::NorthWest,
            Nav::Down if even_row => Direction::SouthEast,
            Nav::Down => Direction::SouthWest,
        };
        self.cursor = self.cursor.neighbor(d);
    }

    /// Whether it is the computer's turn (the player may look but not move).
    fn computers_turn(&self) -> bool {
        self.opponent
            .is_some_and(|o| o.color == self.game.position().to_move())
    }

    /// Enter/Space: pass, drop the picked piece, or pick up the piece under the cursor.
    fn pick(&mut self) {
        if self.computers_turn() && !self.game.position().state().is_over() {
            self.info("The computer is to move; u takes back your last move.");
            return;
        }
        let pos = self.game.position();
        if pos.state().is_over() {
            self.warn("The game is over: u undoes, N starts a new game, q quits.");
            return;
        }
        if pos.legal_moves() == [Move::Pass] {
            self.play(Move::Pass);
            return;
        }
        if let Some(sel) = &self.selection {
            if sel.dests.contains(&self.cursor) {
                self.play(Move::Piece(sel.piece, self.cursor));
                return;
            }
            if pos.board().top_at(self.cursor).is_none() {
                let piece = sel.piece;
                self.warn(format!(
                    "{piece} cannot go there; the highlighted cells are where it can."
                ));
                return;
            }
        }
        match pos.board().top_at(self.cursor) {
            Some(piece) => self.select(piece),
            None => {
                self.selection = None;
                self.info("Nothing here. Take a bug from your hand or move to a piece.");
            }
        }
    }

    /// Picks up a piece on the board: shows where it can go, or why it cannot move.
    fn select(&mut self, piece: Piece) {
        let pos = self.game.position();
        let dests: Vec<Hex> = pos.moves_of(piece).iter().filter_map(|m| m.to()).collect();
        let mut throwable: Vec<Hex> = pos
            .throws_by(piece)
            .iter()
            .filter_map(|m| m.piece().and_then(|p| pos.board().position(p)))
            .collect();
        throwable.dedup();
        if dests.is_empty() && !throwable.is_empty() {
            self.info(words::describe_pick(pos, piece));
            self.selection = Some(Selection {
                piece,
                dests,
                throwable,
            });
            return;
        }
        if dests.is_empty() {
            let why = pos
                .why_immobile(piece)
                .map_or_else(|| "it has no move".to_string(), |r| words::reason(pos, &r));
            self.selection = None;
            self.warn(format!("{piece} cannot move: {why}."));
            return;
        }
        self.info(words::describe_pick(pos, piece));
        self.selection = Some(Selection {
            piece,
            dests,
            throwable,
        });
    }

    /// Takes the next piece of `bug` from the side to move's hand.
    fn take_from_hand(&mut self, bug: Bug) {
        let pos = self.game.position();
        let me = pos.to_move();
        if pos.state().is_over() {
            self.warn("The game is over.");
            return;
        }
        if !pos.game_type().has(bug) {
            self.warn(format!(
                "The {bug} is not in this game ({}).",
                pos.game_type()
            ));
            return;
        }
        let Some(piece) = pos.next_in_hand(me, bug) else {
            self.warn(format!("{me} has no {bug} left in hand."));
            return;
        };
        let dests: Vec<Hex> = pos.moves_of(piece).iter().filter_map(|m| m.to()).collect();
        if dests.is_empty() {
            let cell = pos
                .placement_cells()
                .first()
                .copied()
                .unwrap_or(Hex::ORIGIN);
            let why = pos.check(Move::Piece(piece, cell)).err().map_or_else(
                || "there is no room".to_string(),
                |r| words::reason(pos, &r),
            );
            self.warn(format!("{piece} cannot be placed: {why}."));
            return;
        }
        if !dests.contains(&self.cursor) {
            self.cursor = dests[0];
        }
        self.info(format!(
            "Placing {piece}: choose a highlighted cell (Tab cycles, Enter drops). {}",
            words::bug_summary(bug)
        ));
        self.selection = Some(Selection {
            piece,
            dests,
            throwable: Vec::new(),
        });
    }

    /// Tab: the next movable piece, or the next destination of the picked piece.
    fn cycle(&mut self, step: isize) {
        if let Some(sel) = self.selection.as_ref().filter(|s| !s.dests.is_empty()) {
            let i = sel.dests.iter().position(|&c| c == self.cursor);
            let n = sel.dests.len() as isize;
            let next = i.map_or(0, |i| (i as isize + step).rem_euclid(n)) as usize;
            self.cursor = sel.dests[next];
            return;
        }
        let pos = self.game.position();
        let me = pos.to_move();
        let mut movable: Vec<(Piece, Hex)> = Vec::new();
        for mv in pos.legal_moves() {
            if let Move::Piece(p, _) = mv
                && p.color() == me
                && let Some(at) = pos.board().position(p)
                && !movable.iter().any(|&(q, _)| q == p)
            {
                movable.push((p, at));
            }
        }
        if movable.is_empty() {
            self.info("No piece on the board can move; place one from your hand.");
            return;
        }
        let i = movable.iter().position(|&(_, c)| c == self.cursor);
        let n = movable.len() as isize;
        let next = i.map_or(0, |i| (i as isize + step).rem_euclid(n)) as usize;
        let (piece, at) = movable[next];
        self.cursor = at;
        self.info(format!("{piece} can move: Enter picks it up."));
    }

    /// Plays a move the engine listed; keeps the redo line when it is the same move.
    pub fn play(&mut self, mv: Move) {
        let text = self.game.format_move(mv);
        match self.game.play(mv) {
            Ok(()) => {
                self.hint = None;
                if self.redo.last() == Some(&mv) {
                    self.redo.pop();
                } else {
                    self.redo.clear();
                }
                self.selection = None;
                if let Some(to) = mv.to() {
                    self.cursor = to;
                }
                self.after_move(&text);
                self.autosave();
            }
            Err(reason) => {
                let why = words::reason(self.game.position(), &reason);
                self.warn(format!("{text} is illegal: {why}."));
            }
        }
    }

    /// The message after a move: who won, or what the next player faces.
    fn after_move(&mut self, text: &str) {
        let pos = self.game.position();
        if pos.state().is_over() {
            let result = words::result(pos);
            self.info(format!("{text}. {result}"));
            return;
        }
        let next = pos.to_move();
        if pos.legal_moves() == [Move::Pass] {
            self.warn(format!(
                "{text}. {next} has no legal move: press Enter to pass."
            ));
        } else {
            self.info(format!("{text}. {next} ({}) to move.", self.name(next)));
        }
    }

    fn undo(&mut self) {
        match self.game.undo() {
            Some(mv) => {
                self.redo.push(mv);
                self.selection = None;
                self.info(format!(
                    "Took back {} (U redoes).",
                    self.game.format_move(mv)
                ));
            }
            None => self.info("Nothing to undo."),
        }
    }

    fn redo(&mut self) {
        match self.redo.last().copied() {
            Some(mv) => self.play(mv),
            None => self.info("Nothing to redo."),
        }
    }

    fn on_prompt_key(&mut self, key: KeyEvent, mut text: String) {
        match key.code {
            KeyCode::Esc => {
                self.mode = Mode::Play;
                return;
            }
            KeyCode::Enter => {
                match self.game.play_str(&text) {
                    Ok(mv) => {
                        self.mode = Mode::Play;
                        self.redo.clear();
                        self.selection = None;
                        if let Some(to) = mv.to() {
                            self.cursor = to;
                        }
                        let played = self.game.move_strings().last().unwrap_or("").to_string();
                        self.after_move(&played);
                        self.autosave();
                    }
                    Err(e) => {
                        self.mode = Mode::Prompt {
                            text,
                            error: Some(words::move_error(&e)),
                        };
                    }
                }
                return;
            }
            _ => edit_line(&mut text, key, 40),
        }
        self.mode = Mode::Prompt { text, error: None };
    }

    fn on_save_key(&mut self, key: KeyEvent, mut text: String) {
        match key.code {
            KeyCode::Esc => {
                self.mode = Mode::Play;
                return;
            }
            KeyCode::Enter => {
                match self.save_as(&text) {
                    Ok(()) => self.mode = Mode::Play,
                    Err(e) => {
                        self.mode = Mode::SaveAs {
                            text,
                            error: Some(e),
                        }
                    }
                }
                return;
            }
            _ => edit_line(&mut text, key, 200),
        }
        self.mode = Mode::SaveAs { text, error: None };
    }

    fn on_help_key(&mut self, key: KeyEvent, page: usize) {
        let pages = super::view::help::page_count();
        self.mode = match key.code {
            KeyCode::Right | KeyCode::Char('l') | KeyCode::Tab | KeyCode::PageDown => {
                Mode::Help((page + 1) % pages)
            }
            KeyCode::Left | KeyCode::Char('h') | KeyCode::BackTab | KeyCode::PageUp => {
                Mode::Help((page + pages - 1) % pages)
            }
            KeyCode::Char(c) => match Bug::from_letter(c) {
                Some(bug) if c.is_ascii_uppercase() => Mode::Help(bug.index() + 1),
                _ => Mode::Play,
            },
            _ => Mode::Play,
        };
    }

    /// The piece and cell a half-typed prompt names, for highlighting while typing.
    pub fn prompt_preview(&self) -> Option<(Option<Hex>, Option<Hex>)> {
        let Mode::Prompt { text, .. } = &self.mode else {
            return None;
        };
        let pos = self.game.position();
        if let Ok(Move::Piece(p, to)) = crate::rules::notation::parse_move(pos, text) {
            return Some((pos.board().position(p), Some(to)));
        }
        let first = text.split_whitespace().next()?;
        let piece: Piece = first.parse().ok()?;
        Some((pos.board().position(piece), None))
    }
}

/// Line editing shared by the prompts: typing, Backspace, Ctrl-U clears; at most `max`
/// characters.
fn edit_line(text: &mut String, key: KeyEvent, max: usize) {
    match key.code {
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Char('u') if is_ctrl(key) => text.clear(),
        KeyCode::Char(c) if !is_ctrl(key) && text.chars().count() < max => text.push(c),
        _ => {}
    }
}

/// Whether Ctrl (or Alt) is held: such keys are commands, never text.
fn is_ctrl(key: KeyEvent) -> bool {
    use ratatui::crossterm::event::KeyModifiers;
    key.modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
}
