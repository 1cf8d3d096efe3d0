//! The seeks page of the club's lobby (`s`): who is here, the open seeks (anyone's, and
//! the challenges to the member) and the games in play between members; a new seek or a
//! challenge chosen field by field. The model and its keys, and the page drawn; the work
//! (accept, withdraw, decline, watch) is `super::seeking`'s.

use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::clock::TimeControl;
use crate::club::{MemberId, NewSeek, SeekColor, SeekId};
use crate::lang::Lang;
use crate::lang::columns::{pad_right, width};
use crate::room::TableId;
use crate::rules::{GameType, Opening};
use crate::say;
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// A seek as the page lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeekRow {
    /// Its number in the club.
    pub id: SeekId,
    /// Its maker's name.
    pub by: String,
    /// The member's own.
    pub mine: bool,
    /// What it offers.
    pub offer: NewSeek,
    /// The name of the member challenged, for a challenge.
    pub to: Option<String>,
    /// The challenge was declined (the member's own only).
    pub declined: bool,
}

/// A game in play between two members, to watch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayRow {
    /// Its table.
    pub table: TableId,
    /// White's and Black's names.
    pub names: [String; 2],
    /// Its game type.
    pub game_type: GameType,
    /// Its clock.
    pub clock: Option<TimeControl>,
    /// Plies played.
    pub plies: usize,
}

/// What the page shows, as the club stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The members in the lobby now (their numbers, for a challenge).
    pub here: Vec<(MemberId, String)>,
    /// The seeks the member sees, oldest first.
    pub seeks: Vec<SeekRow>,
    /// The games in play between members.
    pub games: Vec<PlayRow>,
}

/// One of a new seek's choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekField {
    /// The game type.
    Kind,
    /// The clock.
    Clock,
    /// Rated or casual.
    Rated,
    /// The seeker's colour.
    Color,
    /// The member challenged (a challenge only).
    To,
}

/// A new seek (or challenge) as it is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeekForm {
    /// The game type: an index into [`GameType::ALL`].
    pub kind: usize,
    /// The clock: an index into the lobby's clocks.
    pub clock: usize,
    /// Rated (or casual).
    pub rated: bool,
    /// The seeker's colour.
    pub color: SeekColor,
    /// A challenge: an index into the other members here; `None`: a seek to anyone.
    pub to: Option<usize>,
    /// The choice the arrow keys change.
    pub field: SeekField,
}

/// The seeks page: what it shows, where the cursor is, the form being filled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeeksView {
    /// The club as last looked at.
    pub seen: Seen,
    /// The line the cursor is on: the seeks first, then the games.
    pub selected: usize,
    /// A new seek or challenge being chosen.
    pub form: Option<SeekForm>,
    /// The member's own name (they are not challenged by themselves).
    pub me: String,
    /// The line under the cursor is no longer the one the member had there (a seek
    /// withdrawn or accepted by someone else moved the next one up under it): the next
    /// Enter, `x` or `d` asks first rather than acting on a line not chosen.
    pub changed: bool,
    /// A key held back because the line changed: the page says so until the next key.
    pub asked: bool,
}

/// What the page asks the runner to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekCommand {
    /// Make this seek.
    Make(NewSeek),
    /// Accept seek `id` (and go into its game).
    Accept(SeekId),
    /// Withdraw the member's own seek `id` (or put a declined challenge away).
    Withdraw(SeekId),
    /// Decline the challenge `id`.
    Decline(SeekId),
    /// Watch the game at this table.
    Watch(TableId),
}

/// What a key on the page comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing more.
    Stay,
    /// Back to the list.
    Back,
    /// Work for the runner.
    Do(SeekCommand),
}

/// The line the cursor is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Picked<'a> {
    Seek(&'a SeekRow),
    Game(&'a PlayRow),
}

impl Picked<'_> {
    /// What the line names, to tell one line from another across a new look at the club.
    fn names(self) -> (Option<SeekId>, Option<TableId>) {
        match self {
            Picked::Seek(row) => (Some(row.id), None),
            Picked::Game(game) => (None, Some(game.table)),
        }
    }
}

/// The step `by` from `at` within `0..n`, going round.
fn wrap(at: usize, by: isize, n: usize) -> usize {
    let n = n.max(1) as isize;
    (at as isize + by).rem_euclid(n) as usize
}

impl SeeksView {
    /// The club as it stands now; the cursor stays within it.
    pub fn show(&mut self, seen: Seen) {
        let had = self.picked().map(Picked::names);
        self.seen = seen;
        let lines = self.seen.seeks.len() + self.seen.games.len();
        self.selected = self.selected.min(lines.saturating_sub(1));
        // A line the member had under the cursor, now another seek: they did not choose
        // what is there now, and accepting, withdrawing or declining it binds them. A game
        // there now is only watched (and left again); nothing there (an empty list, say,
        // or one that emptied as they declined the last challenge) holds nothing to act
        // on, and a seek arriving there is the first thing there to choose.
        let now = self.picked().map(Picked::names);
        match now {
            Some((Some(_), _)) if had.is_some() && had != now => self.changed = true,
            Some((Some(_), _)) => {}
            _ => self.changed = false,
        }
        let others = self.others().len();
        if let Some(form) = &mut self.form
            && form.to.is_some_and(|at| at >= others)
        {
            form.to = Some(0);
        }
    }

    /// The page opened again: what it showed when the member left it is not what they
    /// see now, so the club's next look starts afresh rather than counting as a change
    /// under the cursor.
    pub fn open(&mut self) {
        self.seen = Seen::default();
        self.changed = false;
        self.asked = false;
    }

    /// The members here who may be challenged (all but the member).
    pub fn others(&self) -> Vec<&(MemberId, String)> {
        self.seen
            .here
            .iter()
            .filter(|(_, n)| *n != self.me)
            .collect()
    }

    fn picked(&self) -> Option<Picked<'_>> {
        let seeks = self.seen.seeks.len();
        match self.seen.seeks.get(self.selected) {
            Some(row) => Some(Picked::Seek(row)),
            None => self.seen.games.get(self.selected - seeks).map(Picked::Game),
        }
    }

    /// A key on the page (`clocks`: the lobby's, starting at `clock`; `opening`: the
    /// server's rule, stated on every seek).
    pub fn key(
        &mut self,
        code: KeyCode,
        clocks: &[Option<TimeControl>],
        clock: usize,
        opening: Opening,
    ) -> Outcome {
        if let Some(form) = self.form {
            return self.form_key(code, form, clocks, opening);
        }
        let lines = self.seen.seeks.len() + self.seen.games.len();
        let acts = matches!(
            code,
            KeyCode::Enter | KeyCode::Char('x') | KeyCode::Char('d')
        );
        self.asked = false;
        if acts && self.changed {
            // Asked first: the page says the line changed; the same key again acts on it.
            self.changed = false;
            self.asked = self.picked().is_some();
            return Outcome::Stay;
        }
        match code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.selected = self.selected.saturating_sub(1);
                self.changed = false;
            }
            KeyCode::Down | KeyCode::Char('j') => {
                if self.selected + 1 < lines {
                    self.selected += 1;
                }
                self.changed = false;
            }
            KeyCode::Char('n') | KeyCode::Char('c') => {
                let to = (code == KeyCode::Char('c')).then_some(0);
                self.form = Some(SeekForm {
                    kind: default_kind(),
                    clock,
                    rated: true,
                    color: SeekColor::Random,
                    to,
                    field: match to {
                        Some(_) => SeekField::To,
                        None => SeekField::Kind,
                    },
                });
            }
            KeyCode::Enter => match self.picked() {
                Some(Picked::Seek(row)) if !row.mine => {
                    return Outcome::Do(SeekCommand::Accept(row.id));
                }
                Some(Picked::Game(game)) => return Outcome::Do(SeekCommand::Watch(game.table)),
                _ => {}
            },
            KeyCode::Char('x') | KeyCode::Char('d') => match self.picked() {
                Some(Picked::Seek(row)) if row.mine => {
                    return Outcome::Do(SeekCommand::Withdraw(row.id));
                }
                Some(Picked::Seek(row)) if row.to.is_some() => {
                    return Outcome::Do(SeekCommand::Decline(row.id));
                }
                _ => {}
            },
            KeyCode::Esc | KeyCode::Char('q') => return Outcome::Back,
            _ => {}
        }
        Outcome::Stay
    }

    fn form_key(
        &mut self,
        code: KeyCode,
        mut form: SeekForm,
        clocks: &[Option<TimeControl>],
        opening: Opening,
    ) -> Outcome {
        let fields: &[SeekField] = match form.to {
            Some(_) => &[
                SeekField::To,
                SeekField::Kind,
                SeekField::Clock,
                SeekField::Rated,
                SeekField::Color,
            ],
            None => &[
                SeekField::Kind,
                SeekField::Clock,
                SeekField::Rated,
                SeekField::Color,
            ],
        };
        let at = fields.iter().position(|&f| f == form.field).unwrap_or(0);
        let others = self.others().len();
        let change = |form: &mut SeekForm, by: isize| match form.field {
            SeekField::Kind => form.kind = wrap(form.kind, by, GameType::ALL.len()),
            SeekField::Clock => form.clock = wrap(form.clock, by, clocks.len()),
            SeekField::Rated => form.rated = !form.rated,
            SeekField::Color => {
                let at = SeekColor::ALL.iter().position(|&c| c == form.color);
                form.color = SeekColor::ALL[wrap(at.unwrap_or(0), by, SeekColor::ALL.len())];
            }
            SeekField::To => form.to = form.to.map(|t| wrap(t, by, others)),
        };
        match code {
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => {
                form.field = fields[wrap(at, -1, fields.len())];
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                form.field = fields[wrap(at, 1, fields.len())];
            }
            KeyCode::Left | KeyCode::Char('h') => change(&mut form, -1),
            KeyCode::Right | KeyCode::Char('l') => change(&mut form, 1),
            KeyCode::Enter => {
                let to = match form.to {
                    Some(at) => match self.others().get(at) {
                        Some((id, _)) => Some(*id),
                        // Nobody here to challenge: the form stays.
                        None => return Outcome::Stay,
                    },
                    None => None,
                };
                self.form = None;
                return Outcome::Do(SeekCommand::Make(NewSeek {
                    game_type: GameType::ALL[form.kind % GameType::ALL.len()],
                    clock: clocks.get(form.clock).copied().flatten(),
                    rated: form.rated,
                    color: form.color,
                    opening,
                    to,
                }));
            }
            KeyCode::Esc | KeyCode::Char('q') => {
                self.form = None;
                return Outcome::Stay;
            }
            _ => {}
        }
        self.form = Some(form);
        Outcome::Stay
    }
}

/// The game type a new seek starts on: all three expansions.
fn default_kind() -> usize {
    GameType::ALL
        .iter()
        .position(|&t| t == GameType::MLP)
        .unwrap_or(0)
}

/// `rated` or `casual` in `lang`.
pub fn rated_word(rated: bool, lang: &Lang) -> String {
    lang.get(if rated { "seek-rated" } else { "seek-casual" })
}

/// The seeker's colour in `lang`: "plays White", "plays Black", "colour at random".
pub fn color_words(color: SeekColor, lang: &Lang) -> String {
    lang.get(match color {
        SeekColor::White => "seek-color-white",
        SeekColor::Black => "seek-color-black",
        SeekColor::Random => "seek-color-random",
    })
}

/// The opening rule stated on a seek, in `lang`.
pub fn opening_words(opening: Opening, lang: &Lang) -> String {
    lang.get(match opening {
        Opening::Rulebook => "seek-opening-rulebook",
        Opening::Tournament => "seek-opening-tournament",
    })
}

/// Who a seek is from and to: "bob", "you", "you → carol", "bob → you".
fn who(row: &SeekRow, lang: &Lang) -> String {
    let you = lang.get("seek-you");
    let by = if row.mine {
        you.clone()
    } else {
        printable(&row.by, 16).into_owned()
    };
    match (&row.to, row.mine) {
        (Some(to), true) => format!("{by} → {}", printable(to, 16)),
        (Some(_), false) => format!("{by} → {you}"),
        (None, _) => by,
    }
}

/// The keys that work on the seeks page.
pub fn keys(view: &SeeksView, lang: &Lang) -> String {
    match view.form {
        Some(_) => lang.get("seek-keys-form"),
        None => lang.get("seek-keys"),
    }
}

/// The seeks page drawn in lines.
pub fn drawn(
    view: &SeeksView,
    (clocks, opening): (&[Option<TimeControl>], Opening),
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let mut lines = page(view, clocks, theme, lang);
    // The rule a seek states: the server's.
    if view.form.is_some() {
        lines.push(Line::from(lang.get(match opening {
            Opening::Tournament => "lobby-tournament-opening",
            Opening::Rulebook => "serving-lobby-rulebook-opening",
        })));
    }
    lines
}

/// A clock as the lobby names it (`5+3`, or "no clock").
pub fn clock_name(clock: Option<TimeControl>, lang: &Lang) -> String {
    match clock {
        Some(control) => control.to_string(),
        None => lang.get("lobby-no-clock"),
    }
}

/// How many of those here the seeks page names: a busy club's whole list (250 members
/// filled a load test's page) would push the seeks and games off the screen.
const HERE_NAMED: usize = 10;

/// Who is here: how many, and the first [`HERE_NAMED`] names (then how many more).
pub(super) fn here_now(here: &[(MemberId, String)], lang: &Lang) -> String {
    let mut names = here
        .iter()
        .take(HERE_NAMED)
        .map(|(_, n)| printable(n, 16))
        .collect::<Vec<_>>()
        .join(", ");
    if here.len() > HERE_NAMED {
        names = say!(
            lang,
            "seek-here-more",
            names = names,
            more = here.len() - HERE_NAMED
        );
    }
    say!(lang, "seek-here", count = here.len(), names = names)
}

/// The seeks page in lines.
pub fn page(
    view: &SeeksView,
    clocks: &[Option<TimeControl>],
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    if let Some(form) = view.form {
        return form_page(view, form, clocks, theme, lang);
    }
    let mut lines = vec![
        Line::styled(here_now(&view.seen.here, lang), theme.title()),
        Line::default(),
        Line::styled(lang.get("seek-open"), theme.title()),
    ];
    if view.seen.seeks.is_empty() {
        lines.push(Line::from(lang.get("seek-none")));
    }
    let cells: Vec<[String; 6]> = view
        .seen
        .seeks
        .iter()
        .map(|row| {
            [
                who(row, lang),
                row.offer.game_type.to_string(),
                clock_name(row.offer.clock, lang),
                rated_word(row.offer.rated, lang),
                color_words(row.offer.color, lang),
                if row.declined {
                    lang.get("seek-declined")
                } else {
                    opening_words(row.offer.opening, lang)
                },
            ]
        })
        .collect();
    let mut widths = [0; 6];
    for row in &cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(width(cell));
        }
    }
    let marker = |n: usize| if n == view.selected { "▶ " } else { "  " };
    let style = |n: usize| match n == view.selected {
        true => theme.cursor(),
        false => ratatui::style::Style::default(),
    };
    for (n, cell) in cells.iter().enumerate() {
        let text = format!(
            "{}{}  {}  {}  {}  {}  {}",
            marker(n),
            pad_right(&cell[0], widths[0]),
            pad_right(&cell[1], widths[1]),
            pad_right(&cell[2], widths[2]),
            pad_right(&cell[3], widths[3]),
            pad_right(&cell[4], widths[4]),
            cell[5],
        );
        lines.push(Line::styled(text, style(n)));
    }
    if view.asked {
        lines.push(Line::styled(lang.get("seek-changed"), theme.warning()));
    }
    lines.push(Line::default());
    lines.push(Line::styled(lang.get("seek-games"), theme.title()));
    if view.seen.games.is_empty() {
        lines.push(Line::from(lang.get("seek-games-none")));
    }
    let first = view.seen.seeks.len();
    for (n, game) in view.seen.games.iter().enumerate() {
        let text = format!(
            "{}{} – {}  {}  {}  {}",
            marker(first + n),
            printable(&game.names[0], 16),
            printable(&game.names[1], 16),
            game.game_type,
            clock_name(game.clock, lang),
            say!(lang, "lobby-plies", count = game.plies),
        );
        lines.push(Line::styled(text, style(first + n)));
    }
    lines
}

fn form_page(
    view: &SeeksView,
    form: SeekForm,
    clocks: &[Option<TimeControl>],
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let labels = [
        "seek-field-to",
        "lobby-field-type",
        "lobby-field-clock",
        "seek-field-rated",
        "seek-field-color",
    ];
    let label_w = super::choices::label_width(lang, &labels);
    let pick = |field: SeekField, label: &str, value: String| {
        super::choices::choice(theme, lang, (label, label_w), &value, field == form.field)
    };
    let title = if form.to.is_some() {
        "seek-new-challenge"
    } else {
        "seek-new"
    };
    let mut lines = vec![
        Line::styled(lang.get(title), theme.title()),
        Line::default(),
    ];
    if let Some(at) = form.to {
        let others = view.others();
        let name = match others.get(at) {
            Some((_, name)) => printable(name, 16).into_owned(),
            None => lang.get("seek-nobody"),
        };
        lines.push(pick(SeekField::To, "seek-field-to", name));
    }
    let clock = clocks.get(form.clock).copied().flatten();
    lines.extend([
        pick(
            SeekField::Kind,
            "lobby-field-type",
            GameType::ALL[form.kind % GameType::ALL.len()].to_string(),
        ),
        pick(
            SeekField::Clock,
            "lobby-field-clock",
            clock_name(clock, lang),
        ),
        pick(
            SeekField::Rated,
            "seek-field-rated",
            rated_word(form.rated, lang),
        ),
        pick(
            SeekField::Color,
            "seek-field-color",
            // Said to the member of themself: "You: White", not the list's "plays White".
            lang.get(match form.color {
                SeekColor::White => "seek-you-white",
                SeekColor::Black => "seek-you-black",
                SeekColor::Random => "seek-you-random",
            }),
        ),
        Line::default(),
        Line::from(lang.get("seek-rated-when")),
    ]);
    lines
}

#[cfg(test)]
#[path = "seeks_tests.rs"]
mod tests;
