//! The lobby drawn: a title, the page, and the keys that work on it, in the game's theme.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::model::{Ask, Field, Lobby, NewGame, Page, Row};
use crate::clock::TimeControl;
use crate::lang::Lang;
use crate::lang::columns::{pad_left, pad_right};
use crate::room::Seat;
use crate::rules::GameType;
use crate::say;
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// Draws `lobby` on `frame`, in `lang`.
pub fn render(lobby: &Lobby, theme: &Theme, lang: &Lang, frame: &mut Frame) {
    let area = frame.area();
    let help = unbroken(&keys_help(lobby, lang));
    // The keys take the lines they wrap to (two at least, four at most).
    let keys_height = wrapped_lines(&help, pad(area).width).clamp(2, 4);
    let [body, keys] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(keys_height)]).areas(area);
    let title = format!(
        " {} ",
        say!(lang, "lobby-title", name = printable(&lobby.name, 32))
    );
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title, theme.title()));
    let inner = block.inner(body);
    frame.render_widget(block, body);
    // The note (what the last key did) follows the page, and keeps its place at the foot of
    // a page longer than the screen.
    let note = lobby.note.as_ref().map(|note| {
        let note = vec![
            Line::default(),
            Line::styled(printable(note, 200), theme.warning()),
        ];
        let height = Paragraph::new(note.clone())
            .wrap(Wrap { trim: false })
            .line_count(pad(inner).width);
        (note, u16::try_from(height).unwrap_or(u16::MAX))
    });
    let note_height = note.as_ref().map_or(0, |(_, h)| *h);
    let [page, foot] =
        Layout::vertical([Constraint::Min(1), Constraint::Length(note_height)]).areas(pad(inner));
    let lines = match (lobby.page, &lobby.club) {
        (Page::List, Some(club)) => [
            vec![
                super::club::ratings_line(club, theme, lang),
                Line::default(),
            ],
            list(lobby, theme, lang, pad(inner).width),
        ]
        .concat(),
        (Page::Leaderboard, Some(club)) => super::club::board(club, theme, lang),
        (Page::Own, Some(club)) => super::club::own_page(club, theme, lang),
        (Page::Tournaments, _) => super::tour::page(&lobby.tour, &lobby.clocks, theme, lang),
        (Page::Seeks, _) => {
            let rules = (lobby.clocks.as_slice(), lobby.opening);
            super::seeks::drawn(&lobby.seeks, rules, theme, lang)
        }
        (Page::List | Page::Leaderboard | Page::Own, _) => {
            list(lobby, theme, lang, pad(inner).width)
        }
        (Page::Computer(choice), _) => super::computer::page(&choice, &lobby.clocks, theme, lang),
        (Page::New(new), _) => new_game(lobby, new, theme, lang),
        (Page::Invites(id), _) => lobby
            .row(id)
            .map(|r| invites(r, theme, lang))
            .unwrap_or_default(),
        (Page::Talk, _) => lobby
            .talk
            .as_ref()
            .map(|v| super::chat::page(v, theme, lang, page.width, page.height))
            .unwrap_or_default(),
        (Page::Leave, _) => vec![Line::styled(
            lang.get("serving-lobby-leave-question"),
            theme.title(),
        )],
        (Page::Confirm(id, ask), _) => lobby
            .row(id)
            .map(|r| confirm(r, ask, theme, lang))
            .unwrap_or_default(),
    };
    let heights: Vec<usize> = lines.iter().map(|line| rows(line, page.width)).collect();
    let fits = heights.iter().sum::<usize>() <= usize::from(page.height);
    match note {
        // A page that fits has its note just below it, as the page's last lines.
        Some((note, _)) if fits => {
            let lines = [lines, note].concat();
            frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), pad(inner));
        }
        note => {
            // The lines scrolled past whole are left out, rather than wrapped to be skipped.
            let (past, scroll) = scrolled(&lines, &heights, page.height);
            let mut lines = lines;
            lines.drain(..past);
            frame.render_widget(
                Paragraph::new(lines)
                    .wrap(Wrap { trim: false })
                    .scroll((scroll, 0)),
                page,
            );
            if let Some((note, _)) = note {
                frame.render_widget(Paragraph::new(note).wrap(Wrap { trim: false }), foot);
            }
        }
    }
    frame.render_widget(
        Paragraph::new(help)
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        pad(keys),
    );
}

/// The rows `line` takes at `width`, wrapped as ratatui wraps it.
fn rows(line: &Line<'_>, width: u16) -> usize {
    // Most lines fit: only a longer one is wrapped to count its rows (wrapping every line
    // of a busy club's seeks page took a millisecond a frame).
    if line.width() <= usize::from(width) {
        1
    } else {
        Paragraph::new(line.clone())
            .wrap(Wrap { trim: false })
            .line_count(width)
    }
}

/// How a page of `lines` (taking `heights` rows each) is scrolled in `height` rows so that
/// its cursor (the line that starts with `▶`) shows: the lines scrolled past whole, and the
/// rows more. Not at all while the page fits or the cursor is in its first screen; else the
/// cursor with a couple of rows below it at the foot. (A club's seeks page with a seek for
/// each of 250 members ran off the screen, its cursor with it.)
fn scrolled(lines: &[Line<'_>], heights: &[usize], height: u16) -> (usize, u16) {
    let height = usize::from(height);
    let total: usize = heights.iter().sum();
    let cursor = lines.iter().position(|line| {
        line.spans
            .first()
            .is_some_and(|span| span.content.starts_with('▶'))
    });
    let Some(at) = cursor.filter(|_| total > height) else {
        return (0, 0);
    };
    let below = (heights[..=at].iter().sum::<usize>() + 2).min(total);
    let mut scroll = below.saturating_sub(height);
    let mut past = 0;
    while let Some(&rows) = heights.get(past)
        && rows <= scroll
    {
        scroll -= rows;
        past += 1;
    }
    (past, u16::try_from(scroll).unwrap_or(u16::MAX))
}

/// A key bar whose items (`key label`, between ` · `) are each kept on one line: their
/// spaces made non-breaking, so a line breaks only after an item's dot, never between a
/// key and what it does.
fn unbroken(keys: &str) -> String {
    keys.split(" · ")
        .map(|item| item.replace(' ', "\u{a0}"))
        .collect::<Vec<_>>()
        .join("\u{a0}· ")
}

/// The keys that work on the lobby's page, in `lang`.
fn keys_help(lobby: &Lobby, lang: &Lang) -> String {
    let joined = |ids: &[&str]| {
        ids.iter()
            .map(|id| lang.get(id))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    match (lobby.page, &lobby.club) {
        (Page::List, Some(_)) => joined(&[
            "clubroom-keys-list",
            "seek-key",
            "tour-key",
            "computer-key",
            "learn-lobby-key",
            "chat-lobby-key",
            "lobby-key-language",
            "plain-lobby-key",
        ]),
        (Page::Leaderboard, Some(_)) => lang.get("clubroom-keys-board"),
        (Page::Own, Some(_)) => joined(&["clubroom-keys-board", "member-key-language"]),
        (Page::List | Page::Leaderboard | Page::Own, _) => joined(&[
            "lobby-keys-list",
            "computer-key",
            "learn-lobby-key",
            "plain-lobby-key",
        ]),
        (Page::Seeks, _) => super::seeks::keys(&lobby.seeks, lang),
        (Page::Tournaments, _) => super::tour::keys(&lobby.tour, lang),
        (Page::Computer(_), _) => lang.get("computer-keys"),
        (Page::New(_), _) => lang.get("lobby-keys-new"),
        (Page::Invites(_), _) => lang.get("lobby-keys-invites"),
        (Page::Talk, _) => lang.get("chat-lobby-keys"),
        (Page::Leave, _) => lang.get("serving-lobby-keys-leave"),
        (Page::Confirm(_, Ask::Close), _) => lang.get("lobby-keys-close"),
        (Page::Confirm(_, Ask::Renew), _) => lang.get("lobby-keys-renew"),
    }
}

/// How many lines `text` takes wrapped at word boundaries to `width` columns.
fn wrapped_lines(text: &str, width: u16) -> u16 {
    let width = usize::from(width.max(1));
    let mut lines = 1usize;
    let mut used = 0usize;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let w = crate::lang::columns::width(word);
        if used > 0 && used + 1 + w > width {
            lines += 1;
            used = w;
        } else {
            used += if used > 0 { 1 + w } else { w };
        }
    }
    u16::try_from(lines).unwrap_or(u16::MAX)
}

/// One column of room on each side.
fn pad(area: Rect) -> Rect {
    Rect {
        x: area.x.saturating_add(1),
        width: area.width.saturating_sub(2),
        ..area
    }
}

/// A clock as the lobby shows it (a time control is notation: `5+3`).
pub(super) fn clock_name(clock: Option<TimeControl>, lang: &Lang) -> String {
    match clock {
        Some(control) => control.to_string(),
        None => lang.get("lobby-no-clock"),
    }
}

fn seat_name(seat: Seat, lang: &Lang) -> String {
    match seat {
        Seat::Player(color) => crate::lang::rules::side(lang, color, ""),
        Seat::Watcher => lang.get("lobby-watching"),
    }
}

/// "You play Black", the side with its grammatical forms (es: "juegas con las Negras").
pub(super) fn you_play(seat: Seat, lang: &Lang) -> String {
    let mut args = crate::lang::Args::new();
    match seat {
        Seat::Player(color) => crate::lang::rules::set_side(lang, &mut args, "side", color, ""),
        Seat::Watcher => {
            let watching = lang.get("lobby-watching");
            args.set("side_def", watching.clone());
            args.set("side", watching);
        }
    }
    lang.format("lobby-you-play", Some(&args))
}

/// Whose turn it is in a row's game, or that it is over.
pub(super) fn state(row: &Row, lang: &Lang) -> String {
    match row.to_move {
        Some(color) => {
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(lang, &mut args, "side", color, "");
            lang.format("lobby-to-move", Some(&args))
        }
        None => lang.get("lobby-over"),
    }
}

/// The member's games, a row each, its columns lined up in `width` columns, two spaces
/// apart in every language (one space would run them together, their words being spaced
/// too): where a language's words make a row too wide, the plies (shown in the game) go,
/// then a row whose last column still does not fit has it on a line of its own under the
/// row, so that a row never wraps.
fn list(lobby: &Lobby, theme: &Theme, lang: &Lang, width: u16) -> Vec<Line<'static>> {
    const GAP: &str = "  ";
    const SEP: &str = " · ";
    let mut lines = vec![
        Line::styled(
            say!(
                lang,
                "lobby-your-games",
                count = lobby.load.0,
                max = lobby.load.1
            ),
            theme.title(),
        ),
        Line::default(),
    ];
    if lobby.rows.is_empty() {
        lines.push(Line::from(lang.get("lobby-none-yet")));
    }
    // Each row's cells, then every column as wide as its widest cell in this language
    // (display columns): the words line up whatever their length.
    let cells: Vec<[String; 5]> = lobby
        .rows
        .iter()
        .map(|row| {
            [
                row.game_type.to_string(),
                clock_name(row.clock, lang),
                say!(lang, "lobby-you", side = seat_name(row.seat, lang)),
                say!(lang, "lobby-plies", count = row.plies),
                state(row, lang),
            ]
        })
        .collect();
    let mut widths = [0; 5];
    for row in &cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(crate::lang::columns::width(cell));
        }
    }
    // The last column: the opponent, whether the member sits at it, and its tournament
    // and round, each a part.
    let width = usize::from(width);
    // Under the row's second column: where the last column goes when the row has no room.
    let indent = 2 + widths[0] + GAP.len();
    let others: Vec<Vec<String>> = lobby
        .rows
        .iter()
        .map(|row| {
            let mut parts = vec![match row.computer {
                Some(level) => say!(lang, "computer-row", level = level),
                None => lang.get(if row.opponent_here {
                    "lobby-opponent-here"
                } else {
                    "lobby-opponent-away"
                }),
            }];
            if row.seated {
                parts.push(lang.get("lobby-you-are-in"));
            }
            let room = width.saturating_sub(indent);
            parts.extend(super::tour::mark_within(&lobby.tour, row.id, lang, room));
            parts
        })
        .collect();
    let joined = |parts: &[String]| parts.join(SEP);
    let last = others
        .iter()
        .map(|o| crate::lang::columns::width(&joined(o)))
        .max()
        .unwrap_or(0);
    // The marker and the columns before the last, each with the gap after it.
    let before = |plies: bool| {
        let shown = widths.iter().sum::<usize>() - if plies { 0 } else { widths[3] };
        2 + shown + GAP.len() * if plies { 5 } else { 4 }
    };
    let plies = before(true) + last <= width;
    for (n, (cell, other)) in cells.iter().zip(&others).enumerate() {
        let marker = if n == lobby.selected { "▶ " } else { "  " };
        let mut columns = vec![
            pad_right(&cell[0], widths[0]),
            pad_right(&cell[1], widths[1]),
            pad_right(&cell[2], widths[2]),
        ];
        if plies {
            columns.push(pad_left(&cell[3], widths[3]));
        }
        columns.push(pad_right(&cell[4], widths[4]));
        let style = if n == lobby.selected {
            theme.cursor()
        } else {
            ratatui::style::Style::default()
        };
        let all = joined(other);
        if before(plies) + crate::lang::columns::width(&all) <= width {
            columns.push(all);
            lines.push(Line::styled(
                format!("{marker}{}", columns.join(GAP)),
                style,
            ));
            continue;
        }
        lines.push(Line::styled(
            format!("{marker}{}", columns.join(GAP)),
            style,
        ));
        // Under the row, the row's: as many parts a line as fit, so that none wraps.
        let pad = " ".repeat(indent);
        let mut line = String::new();
        for part in other {
            let longer = match line.is_empty() {
                true => part.clone(),
                false => format!("{line}{SEP}{part}"),
            };
            if line.is_empty() || indent + crate::lang::columns::width(&longer) <= width {
                line = longer;
            } else {
                lines.push(Line::styled(format!("{pad}{line}"), style));
                line = part.clone();
            }
        }
        lines.push(Line::styled(format!("{pad}{line}"), style));
    }
    lines
}

fn new_game(lobby: &Lobby, new: NewGame, theme: &Theme, lang: &Lang) -> Vec<Line<'static>> {
    let game_type = GameType::ALL[new.kind % GameType::ALL.len()];
    let clock = lobby.clocks.get(new.clock).copied().flatten();
    // The labels' column: as wide as this language's widest label, and a space.
    let labels = ["lobby-field-type", "lobby-field-side", "lobby-field-clock"];
    let label_w = super::choices::label_width(lang, &labels);
    let pick = |field: Field, label: &str, value: String| {
        super::choices::choice(theme, lang, (label, label_w), &value, field == new.field)
    };
    let clock_text = lang.get(match clock {
        Some(TimeControl::PerMove(_)) => "lobby-clock-per-move",
        Some(_) => "lobby-clock-game",
        None => "lobby-clock-none",
    });
    vec![
        Line::styled(lang.get("lobby-new-game"), theme.title()),
        Line::default(),
        pick(Field::Kind, "lobby-field-type", game_type.to_string()),
        pick(
            Field::Color,
            "lobby-field-side",
            seat_name(Seat::Player(new.color), lang),
        ),
        pick(Field::Clock, "lobby-field-clock", clock_name(clock, lang)),
        Line::default(),
        Line::from(lang.get(match lobby.opening {
            crate::rules::Opening::Tournament => "lobby-tournament-opening",
            crate::rules::Opening::Rulebook => "serving-lobby-rulebook-opening",
        })),
        Line::from(clock_text),
    ]
}

fn confirm(row: &Row, ask: Ask, theme: &Theme, lang: &Lang) -> Vec<Line<'static>> {
    let (question, what) = match ask {
        Ask::Close => ("lobby-close-question", "lobby-close-what"),
        Ask::Renew => ("lobby-renew-question", "lobby-renew-what"),
    };
    vec![
        Line::styled(lang.get(question), theme.title()),
        Line::default(),
        Line::from(format!(
            "{} · {} · {} · {} · {}",
            row.game_type,
            clock_name(row.clock, lang),
            you_play(row.seat, lang),
            say!(lang, "lobby-plies", count = row.plies),
            state(row, lang)
        )),
        Line::default(),
        Line::from(lang.get(what)),
    ]
}

fn invites(row: &Row, theme: &Theme, lang: &Lang) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            format!(
                "{} · {} · {}",
                row.game_type,
                clock_name(row.clock, lang),
                you_play(row.seat, lang)
            ),
            theme.title(),
        ),
        Line::default(),
        Line::from(lang.get("lobby-pass-these-on")),
        Line::default(),
    ];
    for (seat, line) in &row.invites {
        let what = match seat {
            Seat::Watcher => lang.get("lobby-invite-watch"),
            Seat::Player(color) => {
                let mut args = crate::lang::Args::new();
                crate::lang::rules::set_side(lang, &mut args, "side", *color, "");
                lang.format("lobby-invite-plays", Some(&args))
            }
        };
        lines.push(Line::from(what));
        lines.push(Line::styled(format!("  {line}"), theme.title()));
    }
    lines
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::*;
    use crate::lang::Catalog;
    use crate::room::TableId;
    use crate::serve::lobby::model::Msg;
    use crate::tui::{Depth, Look, Palette};

    fn drawn(lobby: &Lobby, lang: &Lang) -> String {
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| render(lobby, &theme, lang, f)).unwrap();
        let buf = terminal.backend().buffer();
        let mut out = String::new();
        for y in 0..24 {
            let line: String = (0..80).map(|x| buf[(x, y)].symbol().to_string()).collect();
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    /// Issue #40: the lobby in each language, its list, a new game's page and its
    /// invitations, at 80×24.
    #[test]
    fn the_lobby_in_every_language() {
        let catalog = Catalog::embedded();
        let row = Row {
            id: TableId(1),
            game_type: GameType::MLP,
            clock: "5+3".parse().ok(),
            seat: Seat::Player(crate::rules::Color::White),
            plies: 12,
            to_move: Some(crate::rules::Color::Black),
            opponent_here: true,
            seated: false,
            computer: None,
            mine: true,
            invites: vec![
                (
                    Seat::Player(crate::rules::Color::Black),
                    "ssh -p 2222 CODE@host".into(),
                ),
                (Seat::Watcher, "ssh -p 2222 WATCH@host".into()),
            ],
        };
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = catalog.find(tag).unwrap();
            let mut lobby = Lobby::new("alice", None);
            lobby.update(Msg::Rows(vec![row.clone()], (1, 100)));
            let list = drawn(&lobby, &lang);
            lobby.update(Msg::Key(KeyEvent::new(
                KeyCode::Char('i'),
                KeyModifiers::NONE,
            )));
            let invites = drawn(&lobby, &lang);
            let mut fresh = Lobby::new("alice", None);
            fresh.update(Msg::Key(KeyEvent::new(
                KeyCode::Char('n'),
                KeyModifiers::NONE,
            )));
            let new = drawn(&fresh, &lang);
            if tag != "en" {
                for (page, english) in [
                    (&list, "Your games"),
                    (&invites, "plays:"),
                    (&new, "A new game"),
                ] {
                    assert!(!page.contains(english), "{tag}: {page}");
                }
            }
            insta::assert_snapshot!(format!("lobby_{tag}"), format!("{list}\n{invites}\n{new}"));
        }
    }

    /// The list's columns line up two spaces apart in every language at 80 columns: in
    /// Spanish they closed up to one space, running "tú: Blancas juegan las Negras" into
    /// one. Each row's cells are found by their own words, in order: each starts two
    /// spaces or more after the one before, at the same column in every row, and no line
    /// is wider than the list.
    #[test]
    fn the_lists_columns_are_two_spaces_apart_and_line_up_in_every_language() {
        use crate::rules::Color;
        let row = |id, game_type, clock: &str, seat, to_move, seated, computer| Row {
            id: TableId(id),
            game_type,
            clock: clock.parse().ok(),
            seat,
            plies: 12,
            to_move,
            opponent_here: id == 1,
            seated,
            computer,
            invites: Vec::new(),
            mine: true,
        };
        let rows = vec![
            row(
                1,
                GameType::MLP,
                "5+3",
                Seat::Player(Color::White),
                Some(Color::Black),
                false,
                None,
            ),
            row(
                2,
                GameType::BASE,
                "none",
                Seat::Player(Color::Black),
                Some(Color::White),
                true,
                Some(3),
            ),
            row(
                3,
                GameType::new(true, false, false),
                "10+5",
                Seat::Watcher,
                None,
                false,
                None,
            ),
        ];
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        // The drawn list's width at 80 columns: the border's and the padding's taken off.
        let width = 76;
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = Catalog::embedded().find(tag).unwrap();
            let mut lobby = Lobby::new("alice", None);
            lobby.update(Msg::Rows(rows.clone(), (3, 100)));
            let lines: Vec<String> = list(&lobby, &theme, &lang, width)
                .iter()
                .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
                .collect();
            let mut starts: Vec<Vec<usize>> = Vec::new();
            for row in &rows {
                let name = row.game_type.to_string();
                let line = lines
                    .iter()
                    .find(|l| {
                        let text: String = l.chars().skip(2).collect();
                        text.starts_with(&format!("{name} "))
                    })
                    .unwrap_or_else(|| panic!("{tag}: no row of {name}: {lines:#?}"));
                let cells = [
                    name.clone(),
                    clock_name(row.clock, &lang),
                    say!(lang, "lobby-you", side = seat_name(row.seat, &lang)),
                    state(row, &lang),
                ];
                let mut at = 0;
                let mut columns = Vec::new();
                for cell in cells {
                    let found = line[at..]
                        .find(&cell)
                        .unwrap_or_else(|| panic!("{tag}: {cell:?} not in {line:?}"));
                    let before = &line[..at + found];
                    if at > 0 {
                        assert!(
                            before.ends_with("  "),
                            "{tag}: one space before {cell:?} in {line:?}"
                        );
                    }
                    columns.push(crate::lang::columns::width(before));
                    at += found + cell.len();
                }
                starts.push(columns);
            }
            assert!(
                starts.iter().all(|s| *s == starts[0]),
                "{tag}: {starts:?}\n{lines:#?}"
            );
            for line in &lines {
                assert!(
                    crate::lang::columns::width(line.trim_end()) <= usize::from(width),
                    "{tag}: {line:?}"
                );
            }
        }
    }

    /// A tournament game's row wrapped at 80 columns (its opponent, "you are in it" and
    /// the tournament's name and round on one line under the row): in every language each
    /// line of the list fits, the round is said, and the screen is as the snapshot.
    #[test]
    fn a_tournament_games_row_fits_80_columns_in_every_language() {
        use crate::rules::Color;
        let row = |id, seated| Row {
            id: TableId(id),
            game_type: GameType::MLP,
            clock: "10+5".parse().ok(),
            seat: Seat::Player(Color::Black),
            plies: 124,
            to_move: Some(Color::White),
            opponent_here: false,
            seated,
            computer: None,
            invites: Vec::new(),
            mine: false,
        };
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = Catalog::embedded().find(tag).unwrap();
            let mut lobby = Lobby::new("alice", None);
            lobby.update(Msg::Rows(vec![row(1, true), row(2, false)], (2, 100)));
            // The longest name the mark takes (30 characters), wide round numbers.
            lobby.tour.games = vec![
                (TableId(1), "Wiosenny turniej klubu w maju".into(), 12),
                (TableId(2), "Spring cup".into(), 3),
            ];
            let lines: Vec<String> = list(&lobby, &theme, &lang, 76)
                .iter()
                .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
                .collect();
            for line in &lines {
                assert!(
                    crate::lang::columns::width(line.trim_end()) <= 76,
                    "{tag}: {line:?}\n{lines:#?}"
                );
            }
            let all = lines.join("\n");
            assert!(
                all.contains("12") && all.contains("Spring cup"),
                "{tag}: {all}"
            );
            insta::assert_snapshot!(format!("lobby_tour_rows_{tag}"), drawn(&lobby, &lang));
        }
    }

    /// The heading's count is every game on the server, anyone's: a member with none of
    /// them was told "Your games (5 on this server…" as if five were theirs. Each language
    /// now says the count is the whole server's.
    #[test]
    fn the_headings_count_is_said_to_be_the_whole_servers() {
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        for (tag, whole) in [
            ("en", "all games"),
            ("ru", "всего"),
            ("pl", "wszystkich"),
            ("cs", "všech"),
            ("es", "todo el servidor"),
        ] {
            let lang = Catalog::embedded().find(tag).unwrap();
            let mut lobby = Lobby::new("alice", None);
            lobby.update(Msg::Rows(Vec::new(), (5, 100)));
            let heading: String = list(&lobby, &theme, &lang, 76)[0]
                .spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect();
            assert!(
                heading.contains(whole) && heading.contains('5'),
                "{tag}: {heading}"
            );
        }
    }
}
