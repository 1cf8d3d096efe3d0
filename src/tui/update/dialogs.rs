//! The modes that take the keyboard from the board: the `:` prompt, save-as, a yes/no
//! question and the help pages. Part of [`App::update`]; the keys come through the tables
//! in [`crate::tui::input::keys`], so the help lists exactly what these handlers read.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::room::{Act, Proposal};
use crate::tui::input::keys::{self, Answer, Edit, HelpAction};
use crate::tui::model::{App, Effect, Mode, Question};
use crate::tui::words;

/// The most characters the `:` prompt takes.
const PROMPT_LEN: usize = 40;

/// The most characters `s`'s file name takes.
const FILE_NAME_LEN: usize = 200;

impl App {
    /// Asks `question`, coming back to the current mode on a no.
    pub(crate) fn ask(&mut self, question: Question) {
        let back = Box::new(std::mem::replace(&mut self.mode, Mode::Play));
        self.mode = Mode::Confirm { question, back };
    }

    /// Acts on the answer to `question` (the mode is already back where it was asked).
    pub(crate) fn answer(&mut self, question: Question, answer: Answer) {
        match (question, answer) {
            (Question::Quit, Answer::Yes) => self.force_quit(),
            (Question::NewGame { clock }, Answer::Yes) => self.new_game(clock),
            (Question::Resign, Answer::Yes) => self.resign(),
            (Question::NewCodes, Answer::Yes) => self.emit(Effect::NewCodes),
            (Question::Replace(path), Answer::Yes) if self.may(Act::SaveCopy) => {
                self.emit(Effect::SaveCopy {
                    path,
                    replace: true,
                })
            }
            (Question::Replace(_), Answer::Yes) => {}
            (Question::Draw { .. }, answer) => {
                self.propose(Proposal::AnswerDraw(answer == Answer::Yes));
            }
            // Back at the file name prompt, with the name still there to change.
            (Question::Replace(_), Answer::No) => {
                self.info(self.screen.lang.get("dialogs-not-replaced"))
            }
            (_, Answer::No | Answer::Clock) => self.info(self.screen.lang.get("dialogs-carry-on")),
        }
    }

    pub(crate) fn on_prompt_key(&mut self, key: KeyEvent, text: String) {
        // No MoveString has a `:`: one typed here starts the prompt afresh, as it opens it
        // in play (a player who retypes a refused move from the start means a new one).
        if key.code == KeyCode::Char(':') && !key.modifiers.contains(KeyModifiers::CONTROL) {
            self.mode = Mode::Prompt {
                text: String::new(),
                error: None,
            };
            return;
        }
        let text = match read_line(key, text, PROMPT_LEN) {
            Line::Cancelled => {
                self.mode = Mode::Play;
                return;
            }
            Line::Editing(text) => {
                self.mode = Mode::Prompt { text, error: None };
                return;
            }
            Line::Submitted(text) => text,
        };
        // In a shared game, out of turn: said at once, whatever was typed.
        if let Some(why) = self.not_your_move() {
            self.mode = Mode::Play;
            self.warn(why);
            return;
        }
        // Against the computer its turn is its own: a move typed then is not played for it
        // (as a piece is not picked up for it).
        if self.session.computers_turn() && !self.session.is_over() {
            self.mode = Mode::Play;
            self.info(self.screen.lang.get("moves-computers-turn"));
            return;
        }
        let pos = self.session.game.position();
        let checked = match crate::rules::parse_move(pos, &text) {
            Ok(mv) => pos.check(mv).map(|()| mv).map_err(|why| {
                crate::say!(
                    self.screen.lang,
                    "move-illegal",
                    text = text.trim(),
                    reason = words::reason(&self.screen.lang, pos, &why)
                )
            }),
            // Written as UHP does not allow (a side mark at an occupied cell): the rules'
            // reason comes first when the move meant is illegal anyway (a piece of the
            // other side, a Spider onto a stack), rather than a hint to write it otherwise.
            Err(e) => {
                let meant = crate::rules::parse_move_lenient(pos, &text)
                    .ok()
                    .and_then(|(mv, _)| pos.check(mv).err());
                Err(match meant {
                    Some(why) => crate::say!(
                        self.screen.lang,
                        "move-illegal",
                        text = text.trim(),
                        reason = words::reason(&self.screen.lang, pos, &why)
                    ),
                    None => words::move_error(&self.screen.lang, pos, &e.into()),
                })
            }
        };
        match checked {
            Ok(mv) => {
                self.mode = Mode::Play;
                self.play(mv);
            }
            Err(error) => {
                self.mode = Mode::Prompt {
                    text,
                    error: Some(error),
                };
            }
        }
    }

    pub(crate) fn on_save_key(&mut self, key: KeyEvent, text: String) {
        self.mode = match read_line(key, text, FILE_NAME_LEN) {
            Line::Cancelled => {
                // The explanation of the prompt goes with it.
                self.screen.message = None;
                Mode::Play
            }
            Line::Editing(text) => Mode::SaveAs { text, error: None },
            // Whatever led here, a shared seat names no file on the machine that serves it.
            Line::Submitted(_) if !self.may(Act::SaveCopy) => {
                if let Some(why) = self.refusal(&crate::tui::input::keys::Action::Save) {
                    self.warn(why);
                }
                Mode::Play
            }
            Line::Submitted(text) => {
                match crate::tui::model::save_path(&text, &self.saving.folders) {
                    Ok(path) => {
                        // The runtime writes it and reports back with `Msg::Copied`.
                        self.emit(Effect::SaveCopy {
                            path,
                            replace: false,
                        });
                        Mode::SaveAs { text, error: None }
                    }
                    Err(e) => Mode::SaveAs {
                        text,
                        error: Some(e),
                    },
                }
            }
        };
    }

    /// `s`: asks for a file name to save a copy under, in the games folder unless the
    /// player types a path.
    pub(crate) fn ask_save_path(&mut self) {
        self.mode = Mode::SaveAs {
            text: String::new(),
            error: None,
        };
        let said = match &self.saving.folders.games {
            Some(dir) => crate::say!(
                self.screen.lang,
                "dialogs-save-into",
                folder = dir.display().to_string()
            ),
            None => self.screen.lang.get("dialogs-save-here"),
        };
        self.info(said);
    }

    /// The runtime's report on `s`: saved (back to play), or why not (the prompt stays).
    pub(crate) fn saved(&mut self, result: Result<String, String>) {
        match result {
            Ok(text) => {
                if matches!(self.mode, Mode::SaveAs { .. }) {
                    self.mode = Mode::Play;
                }
                self.info(text);
            }
            Err(e) => {
                if let Mode::SaveAs { text, .. } = &self.mode {
                    self.mode = Mode::SaveAs {
                        text: text.clone(),
                        error: Some(e),
                    };
                } else {
                    self.warn(e);
                }
            }
        }
    }

    /// The next language the game speaks, in the order of their tags, for this screen:
    /// kept for the player's next games beside their games folder (a guest of a served game
    /// has none: their choice is not the host's).
    pub(crate) fn next_language(&mut self) {
        let next = self.screen.lang.next();
        if next.tag() != self.screen.lang.tag() {
            self.emit(Effect::KeepLanguage(next.tag().to_string()));
            // The board's last message was in the old language: it says the new one instead.
            let now = crate::say!(
                next,
                "dialogs-language-now",
                name = next.get("language-name")
            );
            self.screen.lang = next;
            self.info(now);
        }
    }

    pub(crate) fn on_help_key(&mut self, key: KeyEvent, page: usize, scroll: u16, back: Mode) {
        let pages = crate::tui::view::help::page_count(&self.screen.lang);
        let max = i32::from(self.screen.drawn.help_scroll_max);
        // A screen: the lines the last frame showed of the page (one at the least).
        let screen = i32::from(self.screen.drawn.help_lines.max(1));
        let (page, scroll) = match keys::help_action_for(key) {
            Some(HelpAction::Scroll(n)) => (page, (i32::from(scroll) + n).clamp(0, max) as u16),
            Some(HelpAction::Page(n)) => {
                (page, (i32::from(scroll) + n * screen).clamp(0, max) as u16)
            }
            Some(HelpAction::Top) => (page, 0),
            Some(HelpAction::Bottom) => (page, max as u16),
            Some(HelpAction::Turn(n)) => ((page as i32 + n).rem_euclid(pages as i32) as usize, 0),
            Some(HelpAction::Bug(bug)) => (bug.index() + 1, 0),
            Some(HelpAction::Lessons) => {
                // Back from the lessons to where help was opened from.
                self.open_lessons(back);
                return;
            }
            Some(HelpAction::Language) => {
                self.next_language();
                (page, scroll)
            }
            Some(HelpAction::Close) | None => {
                self.mode = back;
                return;
            }
        };
        self.mode = Mode::Help {
            page,
            scroll,
            back: Box::new(back),
        };
    }
}

/// What a key does to a prompt's line.
pub(super) enum Line {
    Cancelled,
    Submitted(String),
    /// Still being typed: the text after the key (typing, Backspace, Ctrl-U clears).
    Editing(String),
}

/// Line editing shared by the prompts: at most `max` characters.
pub(super) fn read_line(key: KeyEvent, mut text: String, max: usize) -> Line {
    match keys::edit_for(key) {
        Some(Edit::Cancel) => return Line::Cancelled,
        Some(Edit::Submit) => return Line::Submitted(text),
        Some(Edit::Erase) => {
            text.pop();
        }
        Some(Edit::Clear) => text.clear(),
        Some(Edit::Type(c)) if text.chars().count() < max => text.push(c),
        Some(Edit::Type(_)) | None => {}
    }
    Line::Editing(text)
}
