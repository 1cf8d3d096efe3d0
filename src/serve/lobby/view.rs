//! The lobby drawn: a title, the page, and the keys that work on it, in the game's theme.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::model::{Ask, Field, Lobby, NewGame, Page, Row};
use crate::clock::TimeControl;
use crate::room::Seat;
use crate::rules::{Color, GameType};
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// Draws `lobby` on `frame`.
pub fn render(lobby: &Lobby, theme: &Theme, frame: &mut Frame) {
    let area = frame.area();
    let [body, keys] = Layout::vertical([Constraint::Min(1), Constraint::Length(2)]).areas(area);
    let title = format!(" hive · lobby · {} ", printable(&lobby.name, 32));
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(title, theme.title()));
    let inner = block.inner(body);
    frame.render_widget(block, body);
    let (lines, help) = match lobby.page {
        Page::List => (
            list(lobby, theme),
            "↑↓ choose · Enter play · i invites · n new game · x close game · q leave",
        ),
        Page::New(new) => (
            new_game(lobby, new, theme),
            "↑↓ choose · ←→ change · w/b your color · c clock · Enter create · Esc back",
        ),
        Page::Invites(id) => (
            lobby.row(id).map(|r| invites(r, theme)).unwrap_or_default(),
            "Enter play your seat · r new codes · x close game · Esc back",
        ),
        Page::Confirm(id, ask) => (
            lobby
                .row(id)
                .map(|r| confirm(r, ask, theme))
                .unwrap_or_default(),
            match ask {
                Ask::Close => "y close it · n keep it",
                Ask::Renew => "y new codes · n keep these",
            },
        ),
    };
    let mut lines = lines;
    if let Some(note) = &lobby.note {
        lines.push(Line::default());
        lines.push(Line::styled(printable(note, 200), theme.warning()));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), pad(inner));
    frame.render_widget(
        Paragraph::new(help)
            .style(theme.dim())
            .wrap(Wrap { trim: true }),
        pad(keys),
    );
}

/// One column of room on each side.
fn pad(area: Rect) -> Rect {
    Rect {
        x: area.x.saturating_add(1),
        width: area.width.saturating_sub(2),
        ..area
    }
}

/// A clock as the lobby shows it.
fn clock_name(clock: Option<TimeControl>) -> String {
    match clock {
        Some(control) => control.to_string(),
        None => "no clock".to_string(),
    }
}

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::Player(Color::White) => "White",
        Seat::Player(Color::Black) => "Black",
        Seat::Watcher => "watching",
    }
}

fn list(lobby: &Lobby, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            format!(
                "Your games ({} on this server, at most {})",
                lobby.load.0, lobby.load.1
            ),
            theme.title(),
        ),
        Line::default(),
    ];
    if lobby.rows.is_empty() {
        lines.push(Line::from(
            "None yet: n makes one, and gives you the line to invite a friend.",
        ));
    }
    for (n, row) in lobby.rows.iter().enumerate() {
        let marker = if n == lobby.selected { "▶ " } else { "  " };
        let other = if row.opponent_here {
            "opponent here"
        } else {
            "opponent away"
        };
        let text = format!(
            "{marker}{:<9}{:<9} you: {:<6} {:>3} plies  {:<16} {}{}",
            row.game_type.to_string(),
            clock_name(row.clock),
            seat_name(row.seat),
            row.plies,
            row.state,
            other,
            if row.seated { " · you are in it" } else { "" }
        );
        let style = if n == lobby.selected {
            theme.cursor()
        } else {
            ratatui::style::Style::default()
        };
        lines.push(Line::styled(text, style));
    }
    lines
}

fn new_game(lobby: &Lobby, new: NewGame, theme: &Theme) -> Vec<Line<'static>> {
    let game_type = GameType::ALL[new.kind % GameType::ALL.len()];
    let clock = lobby.clocks.get(new.clock).copied().flatten();
    let pick = |field: Field, label: &str, value: String| {
        let (marker, style) = match field == new.field {
            true => ("▶ ", theme.cursor()),
            false => ("  ", theme.title()),
        };
        Line::from(vec![
            Span::raw(format!("{marker}{label:<12}")),
            Span::styled(format!("◀ {value} ▶"), style),
        ])
    };
    let clock_text = match clock {
        Some(TimeControl::PerMove(_)) => {
            "The server keeps the time: each move has its own time, not carried over."
        }
        Some(_) => {
            "The server keeps the time: it starts when both players are here, nobody can pause it, and a side whose time runs out loses."
        }
        None => "No clock: take all the time you like.",
    };
    vec![
        Line::styled("A new game", theme.title()),
        Line::default(),
        pick(Field::Kind, "Game type:", game_type.to_string()),
        pick(
            Field::Color,
            "You play:",
            seat_name(Seat::Player(new.color)).to_string(),
        ),
        pick(Field::Clock, "Clock:", clock_name(clock)),
        Line::default(),
        Line::from("Tournament opening (no Queen on the first move); every move is saved."),
        Line::from(clock_text),
    ]
}

fn confirm(row: &Row, ask: Ask, theme: &Theme) -> Vec<Line<'static>> {
    let (question, what) = match ask {
        Ask::Close => (
            "Close this game?",
            "Its codes stop working, and everyone in it is sent out. Its save stays in the games folder: `hive play` goes on with it.",
        ),
        Ask::Renew => (
            "New codes for this game?",
            "The lines given so far stop working, and whoever came in with them is sent out; the new lines let them in again. Your own seat is kept.",
        ),
    };
    vec![
        Line::styled(question, theme.title()),
        Line::default(),
        Line::from(format!(
            "{} · {} · you play {} · {} plies · {}",
            row.game_type,
            clock_name(row.clock),
            seat_name(row.seat),
            row.plies,
            row.state
        )),
        Line::default(),
        Line::from(what),
    ]
}

fn invites(row: &Row, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            format!(
                "{} · {} · you play {}",
                row.game_type,
                clock_name(row.clock),
                seat_name(row.seat)
            ),
            theme.title(),
        ),
        Line::default(),
        Line::from("Pass these lines on; each is a secret:"),
        Line::default(),
    ];
    for (label, line) in &row.invites {
        let what = if label == "watch" {
            "to watch:".to_string()
        } else {
            format!("{label} plays:")
        };
        lines.push(Line::from(format!("{what:<13}")));
        lines.push(Line::styled(format!("  {line}"), theme.title()));
    }
    lines
}
