//! The lobby's model and its update: what a member sees (their games, a new game's
//! choices, a game's invite lines) and what their keys do to it. The update only asks for
//! work ([`Command`]); the runner does it and tells the model what came of it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::rules::{Color, GameType};
use crate::serve::tables::TableId;
use crate::tui::model::Seat;

/// One of the member's games, as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Which table.
    pub id: TableId,
    /// Its game type.
    pub game_type: GameType,
    /// The member's seat in it.
    pub seat: Seat,
    /// Plies played.
    pub plies: usize,
    /// Whose turn, or how it ended.
    pub state: String,
    /// Whether someone sits at the other player's seat now.
    pub opponent_here: bool,
    /// Whether the member sits at their seat now (in another connection).
    pub seated: bool,
    /// Each invite's label and the line to pass on (`ssh -p … CODE@host`).
    pub invites: Vec<(String, String)>,
}

/// Which page the lobby shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The member's games.
    List,
    /// A new game: its type (an index into [`GameType::ALL`]) and the member's color.
    New {
        /// The game type's index.
        kind: usize,
        /// The member's color.
        color: Color,
    },
    /// A game's invite lines.
    Invites(TableId),
}

/// The lobby as one member sees it.
#[derive(Clone, Debug)]
pub struct Lobby {
    /// The member's name (their key's comment).
    pub name: String,
    /// Their games, oldest first.
    pub rows: Vec<Row>,
    /// The row the cursor is on.
    pub selected: usize,
    /// The page shown.
    pub page: Page,
    /// A line to tell them (why something was refused).
    pub note: Option<String>,
    /// Games on the server, and its cap.
    pub load: (usize, usize),
    /// They asked to leave.
    pub quit: bool,
}

/// What happens to the lobby.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A key pressed.
    Key(KeyEvent),
    /// The member's games as they stand, and the server's games and cap.
    Rows(Vec<Row>, (usize, usize)),
    /// The game asked for was made.
    Created(TableId),
    /// Something to tell the member.
    Note(String),
}

/// What the lobby asks the runner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Make a game of this type, the member playing this color.
    Create {
        /// Its type.
        game_type: GameType,
        /// The member's color.
        color: Color,
    },
    /// Sit at the member's seat of this game.
    Join(TableId),
}

/// The game type a new game starts on: all three expansions.
fn default_kind() -> usize {
    GameType::ALL
        .iter()
        .position(|&t| t == GameType::MLP)
        .unwrap_or(0)
}

impl Lobby {
    /// An empty lobby for the member called `name`.
    pub fn new(name: impl Into<String>) -> Lobby {
        Lobby {
            name: name.into(),
            rows: Vec::new(),
            selected: 0,
            page: Page::List,
            note: None,
            load: (0, 0),
            quit: false,
        }
    }

    /// The row the cursor is on.
    pub fn current(&self) -> Option<&Row> {
        self.rows.get(self.selected)
    }

    /// The row of table `id`.
    pub fn row(&self, id: TableId) -> Option<&Row> {
        self.rows.iter().find(|r| r.id == id)
    }

    /// Applies `msg`; returns the work it asks for.
    pub fn update(&mut self, msg: Msg) -> Option<Command> {
        match msg {
            Msg::Rows(rows, load) => {
                self.rows = rows;
                self.load = load;
                self.selected = self.selected.min(self.rows.len().saturating_sub(1));
                if let Page::Invites(id) = self.page
                    && self.row(id).is_none()
                {
                    self.page = Page::List;
                }
                None
            }
            Msg::Created(id) => {
                self.page = Page::Invites(id);
                if let Some(at) = self.rows.iter().position(|r| r.id == id) {
                    self.selected = at;
                }
                None
            }
            Msg::Note(text) => {
                self.note = Some(text);
                None
            }
            Msg::Key(key) => self.key(key),
        }
    }

    fn key(&mut self, key: KeyEvent) -> Option<Command> {
        if key.kind == KeyEventKind::Release {
            return None;
        }
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return None;
        }
        self.note = None;
        match self.page {
            Page::List => match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    self.selected = self.selected.saturating_sub(1);
                    None
                }
                KeyCode::Down | KeyCode::Char('j') => {
                    if self.selected + 1 < self.rows.len() {
                        self.selected += 1;
                    }
                    None
                }
                KeyCode::Char('n') => {
                    self.page = Page::New {
                        kind: default_kind(),
                        color: Color::White,
                    };
                    None
                }
                KeyCode::Char('i') => {
                    if let Some(row) = self.current() {
                        self.page = Page::Invites(row.id);
                    }
                    None
                }
                KeyCode::Enter => self.current().map(|r| Command::Join(r.id)),
                KeyCode::Char('q') | KeyCode::Esc => {
                    self.quit = true;
                    None
                }
                _ => None,
            },
            Page::New { kind, color } => {
                let n = GameType::ALL.len();
                match key.code {
                    KeyCode::Left | KeyCode::Char('h') => {
                        self.page = Page::New {
                            kind: (kind + n - 1) % n,
                            color,
                        };
                        None
                    }
                    KeyCode::Right | KeyCode::Char('l') => {
                        self.page = Page::New {
                            kind: (kind + 1) % n,
                            color,
                        };
                        None
                    }
                    KeyCode::Up | KeyCode::Down | KeyCode::Tab | KeyCode::Char('c') => {
                        self.page = Page::New {
                            kind,
                            color: color.opponent(),
                        };
                        None
                    }
                    KeyCode::Char('w') => {
                        self.page = Page::New {
                            kind,
                            color: Color::White,
                        };
                        None
                    }
                    KeyCode::Char('b') => {
                        self.page = Page::New {
                            kind,
                            color: Color::Black,
                        };
                        None
                    }
                    KeyCode::Enter => Some(Command::Create {
                        game_type: GameType::ALL[kind % n],
                        color,
                    }),
                    KeyCode::Esc | KeyCode::Char('q') => {
                        self.page = Page::List;
                        None
                    }
                    _ => None,
                }
            }
            Page::Invites(id) => match key.code {
                KeyCode::Enter => {
                    // Back from the game, the list shows where things stand.
                    self.page = Page::List;
                    Some(Command::Join(id))
                }
                KeyCode::Esc | KeyCode::Char('q') => {
                    self.page = Page::List;
                    None
                }
                _ => None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(lobby: &mut Lobby, code: KeyCode) -> Option<Command> {
        lobby.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
    }

    fn row(id: u64) -> Row {
        Row {
            id: TableId(id),
            game_type: GameType::MLP,
            seat: Seat::Player(Color::White),
            plies: 0,
            state: "White to move".into(),
            opponent_here: false,
            seated: false,
            invites: vec![("Black".into(), "ssh CODE@host".into())],
        }
    }

    #[test]
    fn a_new_game_is_chosen_and_asked_for() {
        let mut lobby = Lobby::new("alice");
        assert_eq!(press(&mut lobby, KeyCode::Char('n')), None);
        press(&mut lobby, KeyCode::Right);
        press(&mut lobby, KeyCode::Char('b'));
        let asked = press(&mut lobby, KeyCode::Enter);
        let next = GameType::ALL[(default_kind() + 1) % GameType::ALL.len()];
        assert_eq!(
            asked,
            Some(Command::Create {
                game_type: next,
                color: Color::Black
            })
        );
        // Made: its invite lines are shown, and Enter sits at the member's seat.
        lobby.update(Msg::Rows(vec![row(0), row(7)], (2, 10)));
        lobby.update(Msg::Created(TableId(7)));
        assert_eq!(lobby.page, Page::Invites(TableId(7)));
        assert_eq!(lobby.selected, 1);
        assert_eq!(
            press(&mut lobby, KeyCode::Enter),
            Some(Command::Join(TableId(7)))
        );
        assert_eq!(lobby.page, Page::List);
        // The invite lines again, and back.
        press(&mut lobby, KeyCode::Char('i'));
        assert_eq!(lobby.page, Page::Invites(TableId(7)));
        press(&mut lobby, KeyCode::Esc);
        assert_eq!(lobby.page, Page::List);
        assert!(!lobby.quit);
    }

    #[test]
    fn the_list_moves_joins_and_quits() {
        let mut lobby = Lobby::new("alice");
        // Nothing to join yet.
        assert_eq!(press(&mut lobby, KeyCode::Enter), None);
        lobby.update(Msg::Rows(vec![row(1), row(2)], (2, 10)));
        press(&mut lobby, KeyCode::Down);
        press(&mut lobby, KeyCode::Down);
        assert_eq!(
            press(&mut lobby, KeyCode::Enter),
            Some(Command::Join(TableId(2)))
        );
        // A game gone from the list takes the cursor back within it.
        lobby.update(Msg::Rows(vec![row(1)], (1, 10)));
        assert_eq!(lobby.selected, 0);
        lobby.update(Msg::Note("refused".into()));
        assert_eq!(lobby.note.as_deref(), Some("refused"));
        press(&mut lobby, KeyCode::Char('q'));
        assert!(lobby.quit);
    }
}
