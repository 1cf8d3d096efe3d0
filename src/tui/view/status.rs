//! The status lines: whose turn, the message (wrapped over two lines), and the keys of the
//! moment or the text being typed.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::theme::Theme;
use crate::rules::Move;
use crate::text::printable;
use crate::tui::app::{App, Mode, Question, Tone};
use crate::tui::computer::Job;
use crate::tui::words;

/// Lines the message may wrap over.
pub const MESSAGE_LINES: usize = 2;

/// The status lines of one frame.
pub struct StatusView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width);
        let mut lines = vec![self.turn_line()];
        lines.extend(self.message_lines(width));
        lines.push(self.keys_line(width));
        Paragraph::new(lines).style(Style::new()).render(area, buf);
    }
}

impl StatusView<'_> {
    /// Line 1: whose turn (or the result), and what the side to move must do now.
    fn turn_line(&self) -> Line<'static> {
        let app = self.app;
        let pos = app.session.game.position();
        let me = pos.to_move();
        if app.session.is_over() {
            return Line::from(Span::styled(
                format!("Game over. {}.", words::result(&app.session.game)),
                self.theme.warning(),
            ));
        }
        let mut spans = vec![Span::styled(
            format!(
                "{} to move · turn {} · {}",
                app.session.side(me),
                pos.turn(),
                pos.game_type()
            ),
            self.theme.title(),
        )];
        if app
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Ponder)
        {
            spans.push(Span::styled(" · computer pondering", self.theme.dim()));
        }
        if pos.ply() < 2 {
            // The rules this game is played under, while they still matter to the opening.
            let rules = pos.rules();
            spans.push(Span::styled(
                format!(
                    " · {} opening{}",
                    rules.opening,
                    if rules.repetition {
                        " · repetition draws"
                    } else {
                        ""
                    }
                ),
                self.theme.dim(),
            ));
        }
        if pos.must_place_queen() {
            spans.push(Span::styled(
                format!(" · {me} must place the Queen this turn"),
                self.theme.warning(),
            ));
        } else if pos.legal_moves() == [Move::Pass] {
            // Review's Enter goes to a ply typed: there the pass is only told.
            let pass = if app.is_reviewing() {
                format!(" · {me} has no legal move and passes")
            } else {
                format!(" · {me} has no legal move: Enter passes")
            };
            spans.push(Span::styled(pass, self.theme.warning()));
        }
        Line::from(spans)
    }

    /// Lines 2 and 3: the computer thinking, or the last message wrapped to the width.
    fn message_lines(&self, width: usize) -> Vec<Line<'static>> {
        let app = self.app;
        let (text, style) = match &app.screen.message {
            // The engine's view in review is drawn in the side panel; pondering on the
            // turn line.
            _ if app
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| !matches!(t.job, Job::Review | Job::Ponder)) =>
            {
                (app.thinking_line().unwrap_or_default(), self.theme.title())
            }
            Some((text, Tone::Info)) => (text.clone(), Style::new()),
            Some((text, Tone::Warning)) => (format!("! {text}"), self.theme.warning()),
            None => (String::new(), Style::new()),
        };
        let mut wrapped = words::wrap(&text, width);
        if wrapped.len() > MESSAGE_LINES {
            // More than there is room for: the last line shown says so.
            wrapped.truncate(MESSAGE_LINES);
            if let Some(last) = wrapped.last_mut() {
                *last = printable(&format!("{last}…"), width).into_owned();
            }
        }
        let mut lines: Vec<Line> = wrapped
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        lines.resize(MESSAGE_LINES, Line::default());
        lines
    }

    /// Line 4: what the keys do now, or the text being typed, in `width` columns.
    fn keys_line(&self, width: usize) -> Line<'static> {
        let hint = |text: &'static str| Line::from(Span::styled(text, self.theme.dim()));
        let app = self.app;
        match &app.mode {
            Mode::Prompt { text, error } => self.prompt_line(
                ":",
                text,
                error.as_deref(),
                "   Enter plays · Esc cancels",
                width,
            ),
            Mode::Review { jump } => self.review_line(jump),
            Mode::SaveAs { text, error } => self.prompt_line(
                "Save as: ",
                text,
                error.as_deref(),
                "   Enter saves · Ctrl-U clears · Esc cancels",
                width,
            ),
            Mode::Confirm { question, .. } => {
                Line::from(Span::styled(self.question(question), self.theme.warning()))
            }
            _ if app.session.is_over() => {
                hint("r review the game · u undo · N new game · ? help · q quit")
            }
            _ if app
                .focus
                .selection
                .as_ref()
                .is_some_and(|s| !s.throwable.is_empty()) =>
            {
                hint("a number drops it there · Tab to a cell or a ^ piece to throw, Enter · Esc")
            }
            _ if app.focus.selection.is_some() => {
                hint("a number drops it on that cell · Tab next cell, Enter drops · Esc puts back")
            }
            _ => {
                hint("arrows move · Enter pick · Tab next piece · QSBGAMLP hand · u undo · ? help")
            }
        }
    }

    /// The question asked, with the keys that answer it.
    fn question(&self, question: &Question) -> String {
        match question {
            Question::Quit => "Quit this game? y quits, any other key stays.".into(),
            Question::NewGame => {
                "Start a new game? This one stays in its file. y starts, any other key stays."
                    .into()
            }
            Question::Replace(path) => format!(
                "{} exists. Replace it? y replaces, any other key keeps it.",
                crate::text::printable(&path.display().to_string(), 40)
            ),
            Question::Resign => format!(
                "Resign as {}? y resigns, any other key plays on.",
                self.app.session.player()
            ),
            Question::Draw { offered_by } => format!(
                "{} offers a draw. {}: y accepts, n declines.",
                self.app.session.side(*offered_by),
                offered_by.opponent()
            ),
        }
    }

    /// A line being typed, in `width` columns: its label, the text (its end, when long) and
    /// a cursor, then the error cut to the room left (ending with `…`) or the keys if they
    /// fit.
    fn prompt_line(
        &self,
        label: &'static str,
        text: &str,
        error: Option<&str>,
        keys: &'static str,
        width: usize,
    ) -> Line<'static> {
        const GAP: &str = "   ";
        let label_w = label.chars().count();
        // The label and the cursor always show; the text before the cursor gives way.
        let text = tail(
            &printable(text, usize::MAX),
            width.saturating_sub(label_w + 1),
        );
        let rest = width.saturating_sub(label_w + text.chars().count() + 1);
        let after = match error {
            Some(e) if rest > GAP.len() + 1 => Span::styled(
                format!("{GAP}{}", printable(e, rest - GAP.len())),
                self.theme.warning(),
            ),
            None if keys.chars().count() <= rest => Span::styled(keys, self.theme.dim()),
            _ => Span::raw(""),
        };
        Line::from(vec![
            Span::styled(label, self.theme.title()),
            Span::raw(text),
            Span::styled("_", self.theme.cursor()),
            after,
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
        // Where the moves so far brought a position about a third time (a record kept
        // without the repetition rule plays on past it): said first, so it is never cut.
        let repeated = self
            .app
            .session
            .game
            .threefold_at()
            .map(|n| format!(" · 3rd repetition at ply {n}"))
            .unwrap_or_default();
        Line::from(Span::styled(
            format!(
                "REVIEW ply {ply}/{total}{typed}{repeated} · ← → step · 0-9 Enter go · Space auto · b play on"
            ),
            self.theme.title(),
        ))
    }
}

/// The end of `text` in at most `width` characters: `…` and its last characters when it is
/// longer.
fn tail(text: &str, width: usize) -> String {
    let len = text.chars().count();
    if len <= width {
        return text.to_string();
    }
    let kept: String = text.chars().skip(len + 1 - width.max(1)).collect();
    format!("…{kept}")
}
