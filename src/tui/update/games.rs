//! The games screen in the update: opened from play or review, it asks the games library
//! for the saved games (again at each key typed into its search), lets the player choose
//! one, and asks the runtime to open it in place of the game on screen: an unfinished game
//! goes on, a finished one is replayed.

use ratatui::crossterm::event::KeyEvent;

use crate::tui::input::keys::{GamesAction, games_action_for};
use crate::tui::model::{App, Effect, Listing, Mode, Note, QUERY_LEN};

/// Why a shared game has no games screen (a message's id).
pub(crate) const NO_GAMES_SHARED: &str = "games-shared";

/// Rows PgUp and PgDn move when the screen has not been drawn yet.
const PAGE: usize = 10;

impl App {
    /// Opens the games screen over `back`, asking the library for the games again (some
    /// were saved since it last looked).
    pub(crate) fn open_games(&mut self, back: Mode) {
        self.mode = Mode::Games {
            back: Box::new(back),
        };
        self.games.note = None;
        self.ask_games(true);
    }

    /// Asks the library for the games the search finds; `fresh`: compared with the files
    /// first.
    fn ask_games(&mut self, fresh: bool) {
        self.games.asked += 1;
        self.emit(Effect::ListGames {
            query: self.games.asked,
            words: self.games.words(),
            fresh,
        });
    }

    /// [`Msg::Listed`](crate::tui::model::Msg::Listed): the library's answer, kept if it
    /// answers the last search (the choice stays on the game it was on, when still listed).
    pub(crate) fn on_listed(&mut self, query: u64, answer: Result<Listing, String>) -> Vec<Effect> {
        if query == self.games.asked {
            let was = self.games.chosen_row().map(|r| r.path.clone());
            self.games.listing = Some(answer);
            let rows = self.games.rows();
            self.games.chosen = was
                .and_then(|path| rows.iter().position(|r| r.path == path))
                .unwrap_or(0);
            self.games.answered = Some(query);
        }
        self.take_effects()
    }

    /// [`Msg::NotOpened`](crate::tui::model::Msg::NotOpened): the screen stays, saying why.
    pub(crate) fn not_opened(&mut self, why: String) -> Vec<Effect> {
        let why = crate::text::printable(&why, 300).into_owned();
        self.games.note = Some(Note::Refused(why));
        self.take_effects()
    }

    /// A key on the games screen: a command of its table, or a character of the search.
    pub(crate) fn on_games_key(&mut self, key: KeyEvent, back: Mode) {
        let rows = self.games.rows().len();
        let last = rows.saturating_sub(1);
        let page = match usize::from(self.screen.drawn.games_lines) {
            0 => PAGE,
            n => n,
        };
        let chosen = self.games.chosen;
        let edited = match games_action_for(key) {
            Some(Ok(GamesAction::Choose(step))) => {
                self.games.chosen = chosen.saturating_add_signed(step as isize).min(last);
                false
            }
            Some(Ok(GamesAction::Page(step))) => {
                let by = page as isize * step as isize;
                self.games.chosen = chosen.saturating_add_signed(by).min(last);
                false
            }
            Some(Ok(GamesAction::First)) => {
                self.games.chosen = 0;
                false
            }
            Some(Ok(GamesAction::Last)) => {
                self.games.chosen = last;
                false
            }
            Some(Ok(GamesAction::Open)) => {
                self.open_chosen(false, back);
                return;
            }
            Some(Ok(GamesAction::Replay)) => {
                self.open_chosen(true, back);
                return;
            }
            Some(Ok(GamesAction::Close)) => {
                self.mode = back;
                return;
            }
            Some(Ok(GamesAction::Erase)) => self.games.query.pop().is_some(),
            Some(Ok(GamesAction::Clear)) => !std::mem::take(&mut self.games.query).is_empty(),
            Some(Err(c)) if self.games.query.chars().count() < QUERY_LEN => {
                self.games.query.push(c);
                true
            }
            Some(Err(_)) | None => false,
        };
        if edited {
            self.games.chosen = 0;
            self.games.note = None;
            self.ask_games(false);
        }
    }

    /// A click on row `row` of the list: it is chosen.
    pub(crate) fn choose_game(&mut self, row: usize) {
        if row < self.games.rows().len() {
            self.games.chosen = row;
        }
    }

    /// Opens the game chosen (`replay`: in review, else as its result says), unless it is
    /// the game on screen, which is only shown (from its start, to replay it).
    fn open_chosen(&mut self, replay: bool, back: Mode) {
        let Some(row) = self.games.chosen_row().cloned() else {
            self.games.note = Some(Note::Refused(self.screen.lang.get("games-none-chosen")));
            return;
        };
        let own = self
            .saving
            .autosave
            .as_ref()
            .is_some_and(|a| a.path == row.path);
        if own {
            self.mode = back;
            if replay {
                if !self.is_reviewing() {
                    self.start_review();
                }
                self.jump_to(0);
            } else {
                self.info(self.screen.lang.get("games-on-screen"));
            }
            return;
        }
        self.games.note = Some(Note::Working(self.screen.lang.get("games-opening")));
        self.emit(Effect::OpenGame {
            path: row.path,
            replay: replay || row.finished,
        });
    }
}
