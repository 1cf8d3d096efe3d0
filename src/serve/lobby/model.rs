//! The lobby's model and its update: what a member sees (their games, a new game's
//! choices, a game's invite lines, a question before a game is closed or its codes
//! renewed) and what their keys do to it. The update only asks for
//! work ([`Command`]); the runner does it and tells the model what came of it.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use crate::clock::TimeControl;
use crate::room::{Seat, TableId};
use crate::rules::{Color, GameType};
use crate::tui::model::clock_choices;

/// One of the member's games, as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Which table.
    pub id: TableId,
    /// Its game type.
    pub game_type: GameType,
    /// Its clock, if it has one.
    pub clock: Option<TimeControl>,
    /// The member's seat in it.
    pub seat: Seat,
    /// Plies played.
    pub plies: usize,
    /// Whose turn it is; `None` once the game is over.
    pub to_move: Option<Color>,
    /// Whether someone sits at the other player's seat now.
    pub opponent_here: bool,
    /// Whether the member sits at their seat now (in another connection).
    pub seated: bool,
    /// Each invite's seat and the line to pass on (`ssh -p … CODE@host`).
    pub invites: Vec<(Seat, String)>,
    /// The computer's level (1–5), in a game against it.
    pub computer: Option<u8>,
    /// Whether the member made the game, and so may close it and give its seats new codes
    /// (not a game from another's seek, nor a tournament's).
    pub mine: bool,
}

/// Puts the games waiting for the member's move first (a correspondence player's first
/// look at the lobby), each group in the order it had.
pub fn waiting_first(rows: &mut [Row]) {
    rows.sort_by_key(|r| r.to_move.is_none() || r.to_move != r.seat.color());
}

/// Which page the lobby shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The member's games.
    List,
    /// A new game's choices.
    New(NewGame),
    /// A game's invite lines.
    Invites(TableId),
    /// Asks before a game is closed or given new codes.
    Confirm(TableId, Ask),
    /// Asks before the member leaves the lobby (a stray Esc would disconnect them).
    Leave,
    /// The club's leaderboard (`super::club`).
    Leaderboard,
    /// The member's own page in the club: their rating's history, their head-to-head
    /// scores.
    Own,
    /// A game against the computer's choices (`super::computer`).
    Computer(super::computer::Choice),
    /// The lobby's room: its last messages and a line to type on (`super::chat`).
    Talk,
    /// The club's seeks, who is here and the games in play (`super::seeks`).
    Seeks,
    /// The club's tournaments (`super::tour`).
    Tournaments,
}

/// A new game as it is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The game type: an index into [`GameType::ALL`].
    pub kind: usize,
    /// The member's color.
    pub color: Color,
    /// The clock: an index into [`Lobby::clocks`].
    pub clock: usize,
    /// The choice the arrow keys change.
    pub field: Field,
}

/// One of a new game's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Its game type.
    Kind,
    /// The member's color.
    Color,
    /// Its clock.
    Clock,
}

impl Field {
    const ALL: [Field; 3] = [Field::Kind, Field::Color, Field::Clock];

    fn step(self, by: isize) -> Field {
        let at = Field::ALL.iter().position(|&f| f == self).unwrap_or(0);
        Field::ALL[wrap(at, by, Field::ALL.len())]
    }
}

/// `at` moved `by` within `0..n`, going round.
fn wrap(at: usize, by: isize, n: usize) -> usize {
    let n = n.max(1) as isize;
    (at as isize + by).rem_euclid(n) as usize
}

/// What the lobby asks before doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Close the game: its codes stop working and everyone in it is sent out.
    Close,
    /// New codes for its seats: the old ones stop working, and whoever came in with them
    /// is sent out.
    Renew,
}

/// The lobby as one member sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Lobby {
    /// The member's name (their key's comment).
    pub name: String,
    /// Their games: those waiting for their move first, then oldest first.
    pub rows: Vec<Row>,
    /// The row the cursor is on.
    pub selected: usize,
    /// The page shown.
    pub page: Page,
    /// A line to tell them (why something was refused).
    pub note: Option<String>,
    /// Games on the server, and its cap.
    pub load: (usize, usize),
    /// The clocks a new game may have (`None`: no clock), the server's own first after
    /// none.
    pub clocks: Vec<Option<TimeControl>>,
    /// The clock a new game starts on: an index into `clocks` (the server's).
    pub default_clock: usize,
    /// They asked to leave.
    pub quit: bool,
    /// When the Queen may come in the games made here (the server's rules).
    pub opening: crate::rules::Opening,
    /// The club, when the member is in one: their ratings and the leaderboard.
    pub club: Option<super::club::ClubView>,
    /// They asked for plain mode (lines of text, for a screen reader): the runner leaves
    /// the full screen and goes on in the plain lobby.
    pub plain: bool,
    /// The lobby's room, when the member is in a club.
    pub talk: Option<super::chat::RoomView>,
    /// The seeks page.
    pub seeks: super::seeks::SeeksView,
    /// The club's tournaments, and the member's games in them.
    pub tour: super::tour::TourView,
    /// The rematch `R` offers: a challenge to the opponent of the game the member has
    /// just come back from, over (`super::rematch`).
    pub rematch: Option<crate::club::NewSeek>,
}

/// What happens to the lobby.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A key pressed.
    Key(KeyEvent),
    /// The member's games as they stand, and the server's games and cap.
    Rows(Vec<Row>, (usize, usize)),
    /// The game asked for was made.
    Created(TableId),
    /// Something to tell the member.
    Note(String),
    /// The club as it stands.
    Club(super::club::ClubView),
    /// The seeks page as the club stands.
    Seeks(super::seeks::Seen),
}

/// What the lobby asks the runner to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Make a game of this type, the member playing this color, on this clock.
    Create {
        /// Its type.
        game_type: GameType,
        /// The member's color.
        color: Color,
        /// Its clock, if any.
        clock: Option<TimeControl>,
    },
    /// Sit at the member's seat of this game.
    Join(TableId),
    /// Close this game.
    Close(TableId),
    /// Give this game's seats new codes.
    Renew(TableId),
    /// Make a game against the computer (the member then sits at it).
    Computer(super::computer::Asked),
    /// Send this line to the lobby's room (a message, or `/mute NAME`).
    Say(String),
    /// The seeks page's work (`super::seeking`).
    Seek(super::seeks::SeekCommand),
    /// Something about the tournaments.
    Tour(super::tour::Act),
    /// Open the lessons (and from them the puzzles).
    Learn,
}

/// The game type a new game starts on: all three expansions.
fn default_kind() -> usize {
    GameType::ALL
        .iter()
        .position(|&t| t == GameType::MLP)
        .unwrap_or(0)
}

impl Lobby {
    /// An empty lobby for the member called `name`, where a new game starts on the
    /// server's `clock`.
    pub fn new(name: impl Into<String>, clock: Option<TimeControl>) -> Lobby {
        let mut clocks: Vec<Option<TimeControl>> = vec![None];
        clocks.extend(clock_choices().into_iter().map(Some));
        let default_clock = match clocks.iter().position(|&c| c == clock) {
            Some(at) => at,
            None => {
                clocks.insert(1, clock);
                1
            }
        };
        let name = name.into();
        Lobby {
            seeks: super::seeks::SeeksView {
                me: name.clone(),
                ..Default::default()
            },
            name,
            rows: Vec::new(),
            selected: 0,
            page: Page::List,
            note: None,
            load: (0, 0),
            clocks,
            default_clock,
            quit: false,
            opening: crate::room::NEW_GAME_RULES.opening,
            club: None,
            plain: false,
            talk: None,
            tour: Default::default(),
            rematch: None,
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
                // The cursor stays on its game when the games change order.
                let on = self.current().map(|r| r.id);
                self.rows = rows;
                self.load = load;
                self.selected = on
                    .and_then(|id| self.rows.iter().position(|r| r.id == id))
                    .unwrap_or(self.selected)
                    .min(self.rows.len().saturating_sub(1));
                if let Page::Invites(id) | Page::Confirm(id, _) = self.page
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
            Msg::Club(view) => {
                self.club = Some(view);
                None
            }
            Msg::Seeks(seen) => {
                self.seeks.show(seen);
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
                    self.page = Page::New(NewGame {
                        kind: default_kind(),
                        color: Color::White,
                        clock: self.default_clock,
                        field: Field::Kind,
                    });
                    None
                }
                KeyCode::Char('x') => match self.current() {
                    // Not the member's to close: the server says so, nothing asked.
                    Some(row) if !row.mine => Some(Command::Close(row.id)),
                    Some(row) => {
                        self.page = Page::Confirm(row.id, Ask::Close);
                        None
                    }
                    None => None,
                },
                KeyCode::Char('i') => {
                    if let Some(row) = self.current() {
                        self.page = Page::Invites(row.id);
                    }
                    None
                }
                KeyCode::Enter => self.current().map(|r| Command::Join(r.id)),
                KeyCode::Char('l') if self.club.is_some() => {
                    self.page = Page::Leaderboard;
                    None
                }
                KeyCode::Char('m') if self.club.is_some() => {
                    self.page = Page::Own;
                    None
                }
                KeyCode::Char('p') => {
                    self.plain = true;
                    None
                }
                KeyCode::Char('c') => {
                    self.page = Page::Computer(super::computer::Choice::new());
                    None
                }
                KeyCode::Char('L') => Some(Command::Learn),
                KeyCode::Char('t') if self.talk.is_some() => {
                    self.page = Page::Talk;
                    None
                }
                KeyCode::Char('s') if self.club.is_some() => {
                    self.page = Page::Seeks;
                    self.seeks.open();
                    None
                }
                KeyCode::Char('T') if self.club.is_some() => {
                    self.page = Page::Tournaments;
                    None
                }
                KeyCode::Char('R') if self.rematch.is_some() => self
                    .rematch
                    .take()
                    .map(|seek| Command::Seek(super::seeks::SeekCommand::Make(seek))),
                KeyCode::Char('q') | KeyCode::Esc => {
                    self.page = Page::Leave;
                    None
                }
                _ => None,
            },
            Page::New(new) => self.new_game_key(key.code, new),
            Page::Computer(mut choice) => match choice.key(key.code, &self.clocks) {
                super::computer::Step::Stay => {
                    self.page = Page::Computer(choice);
                    None
                }
                super::computer::Step::Back => {
                    self.page = Page::List;
                    None
                }
                super::computer::Step::Play(asked) => Some(Command::Computer(asked)),
            },
            Page::Invites(id) => match key.code {
                KeyCode::Enter => {
                    // Back from the game, the list shows where things stand.
                    self.page = Page::List;
                    Some(Command::Join(id))
                }
                KeyCode::Char('r') if self.row(id).is_some_and(|r| !r.mine) => {
                    Some(Command::Renew(id))
                }
                KeyCode::Char('x') if self.row(id).is_some_and(|r| !r.mine) => {
                    Some(Command::Close(id))
                }
                KeyCode::Char('r') => {
                    self.page = Page::Confirm(id, Ask::Renew);
                    None
                }
                KeyCode::Char('x') => {
                    self.page = Page::Confirm(id, Ask::Close);
                    None
                }
                KeyCode::Esc | KeyCode::Char('q') => {
                    self.page = Page::List;
                    None
                }
                _ => None,
            },
            Page::Leaderboard | Page::Own => {
                if let Some(view) = &mut self.club
                    && !super::club::key(view, key.code)
                {
                    return None;
                }
                self.page = Page::List;
                None
            }
            Page::Talk => match self.talk.as_mut().map(|v| super::chat::key(v, key)) {
                Some(super::chat::Asked::Send(line)) => Some(Command::Say(line)),
                Some(super::chat::Asked::Nothing) => None,
                Some(super::chat::Asked::Back) | None => {
                    self.page = Page::List;
                    // Read again when the room is opened: a lobby keeps no copy of what
                    // it does not show (a hundred messages, for each member there).
                    if let Some(view) = &mut self.talk {
                        view.messages = Vec::new();
                    }
                    None
                }
            },
            Page::Seeks => {
                use super::seeks::Outcome;
                let (clocks, clock) = (&self.clocks, self.default_clock);
                match self.seeks.key(key.code, clocks, clock, self.opening) {
                    Outcome::Stay => None,
                    Outcome::Back => {
                        self.page = Page::List;
                        // Read again when the page is opened: in a busy club each member's
                        // lobby held every member's seek and name.
                        self.seeks.show(super::seeks::Seen::default());
                        None
                    }
                    Outcome::Do(asked) => Some(Command::Seek(asked)),
                }
            }
            Page::Tournaments => {
                use super::tour::Step;
                match super::tour::key(&mut self.tour, key.code, &self.clocks, self.default_clock) {
                    Step::Stay => None,
                    Step::Back => {
                        self.page = Page::List;
                        None
                    }
                    Step::Ask(act) => Some(Command::Tour(act)),
                }
            }
            Page::Leave => {
                match key.code {
                    KeyCode::Char('y' | 'Y' | 'q') => self.quit = true,
                    KeyCode::Char('n' | 'N') | KeyCode::Esc => self.page = Page::List,
                    _ => {}
                }
                None
            }
            Page::Confirm(id, ask) => {
                let yes = matches!(key.code, KeyCode::Char('y' | 'Y'));
                let no = matches!(key.code, KeyCode::Char('n' | 'N' | 'q') | KeyCode::Esc);
                match ask {
                    // Renewed, the new lines are shown; kept, the old ones.
                    Ask::Renew if yes || no => self.page = Page::Invites(id),
                    Ask::Close if yes || no => self.page = Page::List,
                    _ => {}
                }
                match ask {
                    _ if !yes => None,
                    Ask::Close => Some(Command::Close(id)),
                    Ask::Renew => Some(Command::Renew(id)),
                }
            }
        }
    }

    /// A key on the new game's page: the arrows choose a field and change it, `w`/`b`
    /// the color and `c` the clock (as in the game's own new-game question).
    fn new_game_key(&mut self, code: KeyCode, mut new: NewGame) -> Option<Command> {
        let kinds = GameType::ALL.len();
        let change = |new: &mut NewGame, by: isize| match new.field {
            Field::Kind => new.kind = wrap(new.kind, by, kinds),
            Field::Color => new.color = new.color.opponent(),
            Field::Clock => new.clock = wrap(new.clock, by, self.clocks.len()),
        };
        match code {
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => new.field = new.field.step(-1),
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => new.field = new.field.step(1),
            KeyCode::Left | KeyCode::Char('h') => change(&mut new, -1),
            KeyCode::Right | KeyCode::Char('l') => change(&mut new, 1),
            KeyCode::Char('w') => new.color = Color::White,
            KeyCode::Char('b') => new.color = Color::Black,
            KeyCode::Char('c') => new.clock = wrap(new.clock, 1, self.clocks.len()),
            KeyCode::Enter => {
                return Some(Command::Create {
                    game_type: GameType::ALL[new.kind % kinds],
                    color: new.color,
                    clock: self.clocks.get(new.clock).copied().flatten(),
                });
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                self.page = Page::List;
                return None;
            }
            _ => return None,
        }
        self.page = Page::New(new);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::model::CLOCK_CHOICES;

    fn press(lobby: &mut Lobby, code: KeyCode) -> Option<Command> {
        lobby.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
    }

    fn row(id: u64) -> Row {
        Row {
            id: TableId(id),
            game_type: GameType::MLP,
            clock: None,
            seat: Seat::Player(Color::White),
            plies: 0,
            to_move: Some(Color::White),
            opponent_here: false,
            seated: false,
            computer: None,
            invites: vec![(Seat::Player(Color::Black), "ssh CODE@host".into())],
            mine: true,
        }
    }

    #[test]
    fn games_waiting_for_the_members_move_come_first_and_the_cursor_follows_its_game() {
        let theirs = |id, to_move| Row { to_move, ..row(id) };
        let mut rows = vec![
            theirs(1, Some(Color::Black)),
            theirs(2, None),
            theirs(3, Some(Color::White)),
            theirs(4, Some(Color::Black)),
            theirs(5, Some(Color::White)),
        ];
        waiting_first(&mut rows);
        let ids: Vec<u64> = rows.iter().map(|r| r.id.0).collect();
        assert_eq!(ids, [3, 5, 1, 2, 4]);
        let mut lobby = Lobby::new("alice", None);
        lobby.update(Msg::Rows(vec![row(1), row(2)], (2, 10)));
        press(&mut lobby, KeyCode::Down);
        // Game 2 moves up: the cursor stays on it.
        lobby.update(Msg::Rows(vec![row(2), row(1)], (2, 10)));
        assert_eq!(lobby.current().map(|r| r.id), Some(TableId(2)));
    }

    #[test]
    fn p_on_the_list_asks_for_plain_mode() {
        let mut lobby = Lobby::new("alice", None);
        assert!(!lobby.plain);
        assert_eq!(press(&mut lobby, KeyCode::Char('p')), None);
        assert!(lobby.plain);
    }

    #[test]
    fn capital_l_on_the_list_opens_the_lessons() {
        let mut lobby = Lobby::new("alice", None);
        assert_eq!(press(&mut lobby, KeyCode::Char('L')), Some(Command::Learn));
        assert_eq!(lobby.page, Page::List);
    }

    #[test]
    fn a_new_game_is_chosen_and_asked_for() {
        let mut lobby = Lobby::new("alice", None);
        assert_eq!(press(&mut lobby, KeyCode::Char('n')), None);
        press(&mut lobby, KeyCode::Right);
        press(&mut lobby, KeyCode::Char('b'));
        let asked = press(&mut lobby, KeyCode::Enter);
        let next = GameType::ALL[(default_kind() + 1) % GameType::ALL.len()];
        assert_eq!(
            asked,
            Some(Command::Create {
                game_type: next,
                color: Color::Black,
                clock: None,
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
        let mut lobby = Lobby::new("alice", None);
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
        // Leaving is asked first: a stray Esc stays, y (or q again) leaves.
        press(&mut lobby, KeyCode::Esc);
        assert_eq!(lobby.page, Page::Leave);
        assert!(!lobby.quit);
        press(&mut lobby, KeyCode::Esc);
        assert_eq!(lobby.page, Page::List);
        assert!(!lobby.quit);
        press(&mut lobby, KeyCode::Char('q'));
        assert!(!lobby.quit);
        press(&mut lobby, KeyCode::Char('y'));
        assert!(lobby.quit);
    }

    /// The clock of the game asked for with Enter; then back to the list.
    fn created(lobby: &mut Lobby) -> Option<TimeControl> {
        let clock = match press(lobby, KeyCode::Enter) {
            Some(Command::Create { clock, .. }) => clock,
            other => panic!("no game asked for: {other:?}"),
        };
        press(lobby, KeyCode::Esc);
        assert_eq!(lobby.page, Page::List);
        clock
    }

    #[test]
    fn a_new_game_starts_on_the_servers_clock_and_any_other_can_be_chosen() {
        let own: TimeControl = "0:30+0".parse().unwrap();
        let mut lobby = Lobby::new("alice", Some(own));
        press(&mut lobby, KeyCode::Char('n'));
        assert_eq!(created(&mut lobby), Some(own));
        // Down to the clock; left of the server's is none.
        press(&mut lobby, KeyCode::Char('n'));
        press(&mut lobby, KeyCode::Down);
        press(&mut lobby, KeyCode::Down);
        press(&mut lobby, KeyCode::Left);
        assert_eq!(created(&mut lobby), None);
        // `c` goes on from the server's to the first of the usual ones; left of none is
        // the last (a day a move).
        press(&mut lobby, KeyCode::Char('n'));
        press(&mut lobby, KeyCode::Char('c'));
        assert_eq!(created(&mut lobby), CLOCK_CHOICES[0].parse().ok());
        press(&mut lobby, KeyCode::Char('n'));
        press(&mut lobby, KeyCode::Up);
        press(&mut lobby, KeyCode::Left);
        press(&mut lobby, KeyCode::Left);
        assert_eq!(created(&mut lobby), "1d".parse().ok());
        // A server clock among the usual ones is not listed twice.
        let listed = Lobby::new("bob", "5+3".parse().ok());
        assert_eq!(listed.clocks.len(), CLOCK_CHOICES.len() + 1);
        assert_eq!(listed.clocks[listed.default_clock], "5+3".parse().ok());
        assert_eq!(Lobby::new("carol", None).default_clock, 0);
    }

    #[test]
    fn closing_a_game_and_renewing_its_codes_are_asked_first() {
        let mut lobby = Lobby::new("alice", None);
        lobby.update(Msg::Rows(vec![row(1), row(2)], (2, 10)));
        press(&mut lobby, KeyCode::Down);
        // Asked, and kept.
        assert_eq!(press(&mut lobby, KeyCode::Char('x')), None);
        assert_eq!(lobby.page, Page::Confirm(TableId(2), Ask::Close));
        assert_eq!(press(&mut lobby, KeyCode::Char('n')), None);
        assert_eq!(lobby.page, Page::List);
        // A key that is neither answer leaves the question up.
        press(&mut lobby, KeyCode::Char('x'));
        assert_eq!(press(&mut lobby, KeyCode::Char('z')), None);
        assert_eq!(lobby.page, Page::Confirm(TableId(2), Ask::Close));
        assert_eq!(
            press(&mut lobby, KeyCode::Char('y')),
            Some(Command::Close(TableId(2)))
        );
        assert_eq!(lobby.page, Page::List);
        // New codes, from the invite lines, which are shown again after.
        press(&mut lobby, KeyCode::Char('i'));
        press(&mut lobby, KeyCode::Char('r'));
        assert_eq!(lobby.page, Page::Confirm(TableId(2), Ask::Renew));
        assert_eq!(press(&mut lobby, KeyCode::Esc), None);
        assert_eq!(lobby.page, Page::Invites(TableId(2)));
        press(&mut lobby, KeyCode::Char('r'));
        assert_eq!(
            press(&mut lobby, KeyCode::Char('y')),
            Some(Command::Renew(TableId(2)))
        );
        assert_eq!(lobby.page, Page::Invites(TableId(2)));
        // The game gone (closed elsewhere), a question about it goes too.
        press(&mut lobby, KeyCode::Char('x'));
        lobby.update(Msg::Rows(vec![row(1)], (1, 10)));
        assert_eq!(lobby.page, Page::List);
    }

    #[test]
    fn another_members_game_is_not_offered_to_close_or_renew() {
        // A tester: the member who accepted a seek pressed r on its game and nothing at all
        // happened; the plain lobby asked, then reprinted the old lines. The server answers
        // (only the maker may), nothing asked first.
        let mut lobby = Lobby::new("bob", None);
        let theirs = Row {
            mine: false,
            ..row(3)
        };
        lobby.update(Msg::Rows(vec![theirs], (1, 10)));
        assert_eq!(
            press(&mut lobby, KeyCode::Char('x')),
            Some(Command::Close(TableId(3)))
        );
        assert_eq!(lobby.page, Page::List);
        press(&mut lobby, KeyCode::Char('i'));
        assert_eq!(
            press(&mut lobby, KeyCode::Char('r')),
            Some(Command::Renew(TableId(3)))
        );
        assert_eq!(lobby.page, Page::Invites(TableId(3)));
    }
}
