//! The status lines: whose turn, what matters now, messages, and the notation prompt.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::theme::Theme;
use crate::rules::Move;
use crate::tui::app::{App, Mode, Tone};
use crate::tui::words;

pub struct StatusView<'a> {
    pub app: &'a App,
    pub theme: &'a Theme,
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let pos = app.game.position();
        let me = pos.to_move();
        let mut first = if pos.state().is_over() {
            vec![Span::styled(
                format!("Game over. {}", words::result(pos)),
                self.theme.warning(),
            )]
        } else {
            vec![Span::styled(
                format!(
                    "{me} ({}) to move · turn {} · {}",
                    app.name(me),
                    pos.turn(),
                    pos.game_type()
                ),
                self.theme.title(),
            )]
        };
        if !pos.state().is_over() {
            if pos.must_place_queen() {
                first.push(Span::styled(
                    format!(" · {me} must place the Queen this turn"),
                    self.theme.warning(),
                ));
            } else if pos.legal_moves() == [Move::Pass] {
                first.push(Span::styled(
                    format!(" · {me} has no legal move: Enter passes"),
                    self.theme.warning(),
                ));
            }
        }
        let second = match &app.message {
            _ if app.thinking.is_some() => Line::from(Span::styled(
                app.thinking_line().unwrap_or_default(),
                self.theme.title(),
            )),
            Some((text, Tone::Info)) => Line::from(Span::raw(text.clone())),
            Some((text, Tone::Warning)) => {
                Line::from(Span::styled(format!("! {text}"), self.theme.warning()))
            }
            None => Line::default(),
        };
        let third = match &app.mode {
            Mode::Prompt { text, error } => {
                let mut spans = vec![
                    Span::styled(":", self.theme.title()),
                    Span::raw(text.clone()),
                    Span::styled("_", self.theme.cursor()),
                ];
                if let Some(e) = error {
                    spans.push(Span::styled(format!("   {e}"), self.theme.warning()));
                } else {
                    spans.push(Span::styled(
                        "   Enter plays · Esc cancels",
                        self.theme.dim(),
                    ));
                }
                Line::from(spans)
            }
            Mode::Review { jump } => Line::from(Span::styled(
                format!(
                    "REVIEW ply {}/{} · ← → step · Home End · number+Enter{} · Space auto · + - speed · b play on · q quit",
                    app.review_position().0,
                    app.review_position().1,
                    if jump.is_empty() {
                        String::new()
                    } else {
                        format!(" [{jump}]")
                    }
                ),
                self.theme.title(),
            )),
            Mode::SaveAs { text, error } => {
                let mut spans = vec![
                    Span::styled("Save as: ", self.theme.title()),
                    Span::raw(text.clone()),
                    Span::styled("_", self.theme.cursor()),
                ];
                spans.push(match error {
                    Some(e) => Span::styled(format!("   {e}"), self.theme.warning()),
                    None => Span::styled(
                        "   Enter saves · Ctrl-U clears · Esc cancels",
                        self.theme.dim(),
                    ),
                });
                Line::from(spans)
            }
            Mode::ConfirmQuit => Line::from(Span::styled(
                "Quit this game? y quits, any other key stays (Q takes the Queen from your hand).",
                self.theme.warning(),
            )),
            _ if pos.state().is_over() => Line::from(Span::styled(
                "r review the game · u undo · N new game · ? help · q quit",
                self.theme.dim(),
            )),
            _ => Line::from(Span::styled(
                "arrows move · Enter pick · QSBGAMLP hand · : notation · u undo · ? help · q quit",
                self.theme.dim(),
            )),
        };
        Paragraph::new(vec![Line::from(first), second, third])
            .style(Style::new())
            .render(area, buf);
    }
}
