//! The lobby drawn: a title, the page, and the keys that work on it, in the game's theme.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::model::{Lobby, Page, Row};
use crate::rules::{Color, GameType};
use crate::text::printable;
use crate::tui::model::Seat;
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
            "↑↓ choose · Enter play · i invites · n new game · q leave",
        ),
        Page::New { kind, color } => (
            new_game(kind, color, theme),
            "←→ game type · w/b your color · Enter create · Esc back",
        ),
        Page::Invites(id) => (
            lobby.row(id).map(|r| invites(r, theme)).unwrap_or_default(),
            "Enter play your seat · Esc back",
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
            "{marker}{:<9} you: {:<6} {:>3} plies  {:<16} {}{}",
            row.game_type.to_string(),
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

fn new_game(kind: usize, color: Color, theme: &Theme) -> Vec<Line<'static>> {
    let game_type = GameType::ALL[kind % GameType::ALL.len()];
    let pick = |label: &str, value: String| {
        Line::from(vec![
            Span::raw(format!("{label:<12}")),
            Span::styled(format!("◀ {value} ▶"), theme.title()),
        ])
    };
    vec![
        Line::styled("A new game", theme.title()),
        Line::default(),
        pick("Game type:", game_type.to_string()),
        pick("You play:", seat_name(Seat::Player(color)).to_string()),
        Line::default(),
        Line::from("Tournament opening (no Queen on the first move); every move is saved."),
    ]
}

fn invites(row: &Row, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            format!("{} · you play {}", row.game_type, seat_name(row.seat)),
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
