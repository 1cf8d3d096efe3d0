//! The club's tournaments in the lobby (key `T`): those open for entry, running and
//! finished; one's standings (with its tiebreaks) and its current round's games; joining
//! and leaving an open one; a new one made by a member the host allows. The member's
//! tournament games head their list of games, marked with the tournament and round.

use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::clock::TimeControl;
use crate::club::TournamentId;
use crate::club::tournament::{Format, Outcome, Standing};
use crate::lang::Lang;
use crate::lang::columns::{pad_left, pad_right, width};
use crate::room::TableId;
use crate::say;
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// How a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Open for entry.
    Open,
    /// Being played: its round.
    Running(u32),
    /// Over.
    Finished,
}

/// One tournament as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourLine {
    /// Its number.
    pub id: TournamentId,
    /// Its name.
    pub name: String,
    /// How it is paired.
    pub format: Format,
    /// Its games' clock.
    pub clock: Option<TimeControl>,
    /// Players entered, and the most it takes.
    pub players: (u32, u32),
    /// How it stands.
    pub state: State,
    /// Whether the member is in it.
    pub entered: bool,
    /// When it starts if not full before (seconds since 1970).
    pub starts: Option<i64>,
}

/// One game (or bye) of a round: White, Black (none: a bye), its result.
pub type BoardLine = (String, Option<String>, Option<Outcome>);

/// A tournament looked at: its standings and its current round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Detail {
    /// Its players (by seed once started; in the order they entered before).
    pub players: Vec<String>,
    /// The standings, best first.
    pub standings: Vec<(String, Standing)>,
    /// The round shown (the current one), 0 before it starts.
    pub round: u32,
    /// Its games.
    pub boards: Vec<BoardLine>,
}

/// A new tournament as it is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// Swiss, round robin, double round robin: an index into [`KINDS`].
    pub kind: usize,
    /// Swiss rounds.
    pub rounds: usize,
    /// The most players.
    pub size: u32,
    /// The clock: an index into the lobby's clocks.
    pub clock: usize,
    /// When it starts: an index into [`STARTS`].
    pub start: usize,
    /// The field the arrows change: an index into `FIELDS`.
    pub field: usize,
}

/// The kinds of tournament, as the form offers them.
pub const KINDS: [&str; 3] = [
    "tour-kind-swiss",
    "tour-kind-round-robin",
    "tour-kind-double",
];
/// A form's fields.
const FIELDS: [&str; 5] = [
    "tour-field-kind",
    "tour-field-rounds",
    "tour-field-size",
    "tour-field-clock",
    "tour-field-start",
];
/// When a new tournament starts, in minutes from now, if not full before (none: only
/// when full).
pub const STARTS: [Option<u32>; 8] = [
    None,
    Some(5),
    Some(10),
    Some(15),
    Some(30),
    Some(60),
    Some(120),
    Some(1440),
];

/// What the lobby shows of the tournaments.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TourView {
    /// Every tournament, newest first.
    pub list: Vec<TourLine>,
    /// The line the cursor is on.
    pub selected: usize,
    /// The tournament looked at, with what it shows.
    pub shown: Option<(TournamentId, Detail)>,
    /// The member's tournament games at the tables: the table, the tournament's name, the
    /// round.
    pub games: Vec<(TableId, String, u32)>,
    /// Whether the member may make tournaments.
    pub may_create: bool,
    /// A new tournament's choices, while they are being made.
    pub form: Option<Form>,
}

/// What the member asks of the tournaments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Enter this one.
    Join(TournamentId),
    /// Leave this one (before it starts).
    Leave(TournamentId),
    /// Make one (and enter it).
    Create {
        /// How it is paired.
        format: Format,
        /// The most players.
        size: u32,
        /// Its games' clock.
        clock: Option<TimeControl>,
        /// When it starts, in minutes from now, if not full before.
        start_in: Option<u32>,
    },
}

/// The tournament the cursor is on, or the one looked at.
fn current(view: &TourView) -> Option<TournamentId> {
    match &view.shown {
        Some((id, _)) => Some(*id),
        None => view.list.get(view.selected).map(|l| l.id),
    }
}

/// `at` moved `by` within `0..n`, going round.
fn wrap(at: usize, by: isize, n: usize) -> usize {
    let n = n.max(1) as isize;
    (at as isize + by).rem_euclid(n) as usize
}

/// What a key on the tournaments' page comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The page stays.
    Stay,
    /// Back to the member's games.
    Back,
    /// Something asked of the tournaments.
    Ask(Act),
}

/// A key on the tournaments' page (`clocks`: the clocks a game may have, the server's
/// at `default_clock`).
pub fn key(
    view: &mut TourView,
    code: KeyCode,
    clocks: &[Option<TimeControl>],
    default_clock: usize,
) -> Step {
    let choices = clocks;
    let clocks = clocks.len();
    if let Some(form) = &mut view.form {
        let change = |form: &mut Form, by: isize| match form.field {
            0 => form.kind = wrap(form.kind, by, KINDS.len()),
            1 => form.rounds = wrap(form.rounds - 1, by, 9) + 1,
            2 => form.size = wrap(form.size as usize - 2, by, 31) as u32 + 2,
            3 => form.clock = wrap(form.clock, by, clocks),
            _ => form.start = wrap(form.start, by, STARTS.len()),
        };
        match code {
            KeyCode::Up | KeyCode::Char('k') | KeyCode::BackTab => {
                form.field = wrap(form.field, -1, FIELDS.len());
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                form.field = wrap(form.field, 1, FIELDS.len());
            }
            KeyCode::Left | KeyCode::Char('h') => change(form, -1),
            KeyCode::Right | KeyCode::Char('l') => change(form, 1),
            KeyCode::Enter => {
                let form = *form;
                view.form = None;
                let format = match form.kind {
                    0 => Format::Swiss {
                        rounds: form.rounds,
                    },
                    1 => Format::RoundRobin { double: false },
                    _ => Format::RoundRobin { double: true },
                };
                return Step::Ask(Act::Create {
                    format,
                    size: form.size,
                    clock: choices.get(form.clock).copied().flatten(),
                    start_in: STARTS.get(form.start).copied().flatten(),
                });
            }
            KeyCode::Esc | KeyCode::Char('q') => view.form = None,
            _ => {}
        }
        return Step::Stay;
    }
    match code {
        KeyCode::Up | KeyCode::Char('k') if view.shown.is_none() => {
            view.selected = view.selected.saturating_sub(1);
        }
        KeyCode::Down if view.shown.is_none() && view.selected + 1 < view.list.len() => {
            view.selected += 1;
        }
        KeyCode::Enter if view.shown.is_none() => {
            if let Some(id) = current(view) {
                view.shown = Some((id, Detail::default()));
            }
        }
        KeyCode::Char('j') => {
            return current(view).map_or(Step::Stay, |id| Step::Ask(Act::Join(id)));
        }
        KeyCode::Char('x') => {
            return current(view).map_or(Step::Stay, |id| Step::Ask(Act::Leave(id)));
        }
        KeyCode::Char('n') if view.may_create && view.shown.is_none() => {
            view.form = Some(Form {
                kind: 0,
                rounds: 3,
                size: 4,
                clock: default_clock,
                start: 0,
                field: 0,
            });
        }
        KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter if view.shown.take().is_none() => {
            return Step::Back;
        }
        _ => {}
    }
    Step::Stay
}

/// A tournament's kind in words: `Swiss, 3 rounds`.
pub fn format_name(format: Format, lang: &Lang) -> String {
    match format {
        Format::Swiss { rounds } => say!(lang, "tour-format-swiss", rounds = rounds),
        Format::RoundRobin { double: false } => lang.get("tour-kind-round-robin"),
        Format::RoundRobin { double: true } => lang.get("tour-kind-double"),
    }
}

/// A clock as the lobby shows it (a time control is notation: `5+3`).
pub fn clock_name(clock: Option<TimeControl>, lang: &Lang) -> String {
    match clock {
        Some(control) => control.to_string(),
        None => lang.get("lobby-no-clock"),
    }
}

/// `t` (seconds since 1970) as the time of day, in UTC.
fn time_of(t: i64) -> String {
    jiff::Timestamp::from_second(t)
        .map(|ts| ts.strftime("%H:%M UTC").to_string())
        .unwrap_or_default()
}

/// How a tournament stands, in words.
pub fn state_name(line: &TourLine, lang: &Lang) -> String {
    let (entrants, capacity) = line.players;
    match line.state {
        State::Open => match line.starts {
            Some(t) => say!(
                lang,
                "tour-open-until",
                entrants = entrants,
                capacity = capacity,
                time = time_of(t)
            ),
            None => say!(lang, "tour-open", entrants = entrants, capacity = capacity),
        },
        State::Running(round) => say!(lang, "tour-running", round = round),
        State::Finished => lang.get("tour-finished"),
    }
}

/// Half-points as a score: `2½`, `½`, `3`.
pub fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

/// Quarter-points (Sonneborn-Berger) as a score: `2¼`, `3½`.
pub fn quarters(q: u32) -> String {
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if !frac.is_empty() => frac.into(),
        n => format!("{n}{frac}"),
    }
}

/// A game's result as notation, or that it is being played.
pub fn result_name(outcome: Option<Outcome>, lang: &Lang) -> String {
    match outcome {
        Some(Outcome::White) => "1-0".into(),
        Some(Outcome::Black) => "0-1".into(),
        Some(Outcome::Draw) => "½-½".into(),
        None => lang.get("tour-playing"),
    }
}

/// The mark of a row of the member's games that is a tournament's: `cup, round 2`.
pub fn mark(view: &TourView, id: TableId, lang: &Lang) -> Option<String> {
    mark_within(view, id, lang, usize::MAX)
}

/// The same mark in at most `max` columns where it can be: the tournament's name cut
/// (`…`) as far as needed, the round always said.
pub fn mark_within(view: &TourView, id: TableId, lang: &Lang, max: usize) -> Option<String> {
    let (_, name, round) = view.games.iter().find(|(t, _, _)| *t == id)?;
    let name = printable(name, 30);
    let said = |name: &str| say!(lang, "tour-mark", name = name, round = *round);
    let whole = said(&name);
    let over = width(&whole).saturating_sub(max);
    if over == 0 {
        return Some(whole);
    }
    let keep = width(&name).saturating_sub(over).max(2);
    Some(said(&crate::lang::columns::cut(&name, keep)))
}

/// The keys that work on the tournaments page as it stands.
pub fn keys(view: &TourView, lang: &Lang) -> String {
    if view.form.is_some() {
        return lang.get("tour-keys-new");
    }
    if let Some((id, _)) = &view.shown
        && view.list.iter().any(|l| l.id == *id)
    {
        return lang.get("tour-keys-detail");
    }
    lang.get(match view.may_create {
        true => "tour-keys-organizer",
        false => "tour-keys",
    })
}

/// The tournaments page drawn in lines: the list, a tournament's standings and games, or
/// the form of a new one.
pub fn page(
    view: &TourView,
    clocks: &[Option<TimeControl>],
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    if let Some(form) = view.form {
        return form_lines(clocks, form, theme, lang);
    }
    if let Some((id, detail)) = &view.shown
        && let Some(line) = view.list.iter().find(|l| l.id == *id)
    {
        return detail_lines(line, detail, theme, lang);
    }
    let mut lines = vec![
        Line::styled(lang.get("tour-title"), theme.title()),
        Line::default(),
    ];
    if view.list.is_empty() {
        lines.push(Line::from(lang.get("tour-none")));
    }
    for (n, line) in view.list.iter().enumerate() {
        let marker = if n == view.selected { "▶ " } else { "  " };
        let entered = match line.entered {
            true => format!(" · {}", lang.get("tour-you-are-in")),
            false => String::new(),
        };
        let text = format!(
            "{marker}{:>3}  {}  {} · {} · {}{entered}",
            line.id,
            printable(&line.name, 30),
            format_name(line.format, lang),
            clock_name(line.clock, lang),
            state_name(line, lang),
        );
        let style = match n == view.selected {
            true => theme.cursor(),
            false => ratatui::style::Style::default(),
        };
        lines.push(Line::styled(text, style));
    }
    lines
}

fn detail_lines(
    line: &TourLine,
    detail: &Detail,
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            format!(
                "{}  ·  {} · {} · {}",
                printable(&line.name, 30),
                format_name(line.format, lang),
                clock_name(line.clock, lang),
                state_name(line, lang)
            ),
            theme.title(),
        ),
        Line::default(),
    ];
    if line.state == State::Open {
        let names: Vec<String> = detail
            .players
            .iter()
            .map(|n| printable(n, 30).into_owned())
            .collect();
        let list = crate::lang::rules::list(lang, &names);
        lines.push(Line::from(match names.is_empty() {
            true => lang.get("tour-no-players"),
            false => say!(lang, "tour-players", names = list),
        }));
        return lines;
    }
    let names: Vec<String> = detail
        .standings
        .iter()
        .map(|(n, _)| printable(n, 20).into_owned())
        .collect();
    let heads = [
        "tour-col-player",
        "tour-col-points",
        "tour-col-buchholz",
        "tour-col-sb",
    ]
    .map(|h| lang.get(h));
    let name_w = names
        .iter()
        .map(|n| width(n))
        .chain([width(&heads[0])])
        .max()
        .unwrap_or(0);
    let w = |i: usize| width(&heads[i]).max(4);
    lines.push(Line::styled(
        format!(
            "     {}  {}  {}  {}",
            pad_right(&heads[0], name_w),
            pad_left(&heads[1], w(1)),
            pad_left(&heads[2], w(2)),
            pad_left(&heads[3], w(3))
        ),
        theme.dim(),
    ));
    for (n, (name, s)) in names
        .iter()
        .zip(detail.standings.iter().map(|(_, s)| s))
        .enumerate()
    {
        lines.push(Line::from(format!(
            "  {:>2} {}  {}  {}  {}",
            n + 1,
            pad_right(name, name_w),
            pad_left(&halves(s.points), w(1)),
            pad_left(&halves(s.buchholz), w(2)),
            pad_left(&quarters(s.sonneborn_berger), w(3))
        )));
    }
    lines.push(Line::default());
    lines.push(Line::styled(
        say!(lang, "tour-round", round = detail.round),
        theme.title(),
    ));
    for (white, black, outcome) in &detail.boards {
        let white = printable(white, 20);
        lines.push(Line::from(match black {
            Some(black) => format!(
                "  {white} – {}  {}",
                printable(black, 20),
                result_name(*outcome, lang)
            ),
            None => format!("  {}", say!(lang, "tour-bye", player = white.into_owned())),
        }));
    }
    lines
}

fn form_lines(
    clocks: &[Option<TimeControl>],
    form: Form,
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let label_w = super::choices::label_width(lang, &FIELDS);
    let start = match STARTS.get(form.start).copied().flatten() {
        Some(minutes) => say!(lang, "tour-start-in", minutes = minutes),
        None => lang.get("tour-start-full"),
    };
    let values = [
        lang.get(KINDS[form.kind % KINDS.len()]),
        match form.kind {
            0 => form.rounds.to_string(),
            _ => "–".into(),
        },
        form.size.to_string(),
        clock_name(clocks.get(form.clock).copied().flatten(), lang),
        start,
    ];
    let mut lines = vec![
        Line::styled(lang.get("tour-new"), theme.title()),
        Line::default(),
    ];
    for (i, (label, value)) in FIELDS.iter().zip(values).enumerate() {
        let line = super::choices::choice(theme, lang, (label, label_w), &value, i == form.field);
        lines.push(line);
    }
    lines
}
