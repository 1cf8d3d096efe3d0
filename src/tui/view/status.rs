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

/// The status lines: whose turn, messages, key hints, the prompt.
pub struct StatusView<'a> {
    /// The game and its front-end state, read only.
    pub app: &'a App,
    /// Colours and styles.
    pub theme: &'a Theme,
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(vec![
            self.turn_line(),
            self.message_line(),
            self.hint_line(),
        ])
        .style(Style::new())
        .render(area, buf);
    }
}

impl StatusView<'_> {
    /// Line 1: whose turn (or the result), and what the side to move must do now.
    fn turn_line(&self) -> Line<'static> {
        let app = self.app;
        let pos = app.game.position();
        let me = pos.to_move();
        if pos.state().is_over() {
            return Line::from(Span::styled(
                format!("Game over. {}", words::result(pos)),
                self.theme.warning(),
            ));
        }
        let mut spans = vec![Span::styled(
            format!(
                "{me} ({}) to move · turn {} · {}",
                app.name(me),
                pos.turn(),
                pos.game_type()
            ),
            self.theme.title(),
        )];
        if pos.must_place_queen() {
            spans.push(Span::styled(
                format!(" · {me} must place the Queen this turn"),
                self.theme.warning(),
            ));
        } else if pos.legal_moves() == [Move::Pass] {
            spans.push(Span::styled(
                format!(" · {me} has no legal move: Enter passes"),
                self.theme.warning(),
            ));
        }
        Line::from(spans)
    }

    /// Line 2: the computer thinking, or the last message.
    fn message_line(&self) -> Line<'static> {
        let app = self.app;
        match &app.message {
            _ if app.thinking.is_some() => Line::from(Span::styled(
                app.thinking_line().unwrap_or_default(),
                self.theme.title(),
            )),
            Some((text, Tone::Info)) => Line::from(Span::raw(text.clone())),
            Some((text, Tone::Warning)) => {
                Line::from(Span::styled(format!("! {text}"), self.theme.warning()))
            }
            None => Line::default(),
        }
    }

    /// Line 3: what the keys do in this mode, or the text being typed.
    fn hint_line(&self) -> Line<'static> {
        let hint = |text: &'static str| Line::from(Span::styled(text, self.theme.dim()));
        match &self.app.mode {
            Mode::Prompt { text, error } => {
                self.prompt_line(":", text, error.as_deref(), "   Enter plays · Esc cancels")
            }
            Mode::Review { jump } => self.review_line(jump),
            Mode::SaveAs { text, error } => self.prompt_line(
                "Save as: ",
                text,
                error.as_deref(),
                "   Enter saves · Ctrl-U clears · Esc cancels",
            ),
            Mode::ConfirmQuit => Line::from(Span::styled(
                "Quit this game? y quits, any other key stays (Q takes the Queen from your hand).",
                self.theme.warning(),
            )),
            _ if self.app.game.position().state().is_over() => {
                hint("r review the game · u undo · N new game · ? help · q quit")
            }
            _ => hint(
                "arrows move · Enter pick · QSBGAMLP hand · : notation · u undo · ? help · q quit",
            ),
        }
    }

    /// A line being typed: its label, the text and a cursor, then the error or the keys.
    fn prompt_line(
        &self,
        label: &'static str,
        text: &str,
        error: Option<&str>,
        keys: &'static str,
    ) -> Line<'static> {
        Line::from(vec![
            Span::styled(label, self.theme.title()),
            Span::raw(text.to_string()),
            Span::styled("_", self.theme.cursor()),
            match error {
                Some(e) => Span::styled(format!("   {e}"), self.theme.warning()),
                None => Span::styled(keys, self.theme.dim()),
            },
        ])
    }

    /// Review mode: the ply shown, the keys, and the ply number being typed.
    fn review_line(&self, jump: &str) -> Line<'static> {
        let (ply, total) = self.app.review_position();
        let typed = if jump.is_empty() {
            String::new()
        } else {
            format!(" [{jump}]")
        };
        Line::from(Span::styled(
            format!(
                "REVIEW ply {ply}/{total} · ← → step · Home End · number+Enter{typed} · Space auto · + - speed · b play on · q quit"
            ),
            self.theme.title(),
        ))
    }
}
