//! Styles for both sides and the highlights, in colour or (under NO_COLOR) in shapes only.

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Color as Side;

/// The styles one frame is drawn with.
pub(crate) struct Theme {
    /// Whether to use colour; without it, bold, reverse video and dim tell things apart.
    pub color: bool,
}

impl Theme {
    /// The styles with colour on or off.
    pub fn new(color: bool) -> Theme {
        Theme { color }
    }

    /// A side's tile label: White hollow, Black filled (reverse video), so the sides differ
    /// even without colour.
    pub fn piece(&self, side: Side) -> Style {
        match (side, self.color) {
            (Side::White, true) => Style::new()
                .fg(Color::LightYellow)
                .add_modifier(Modifier::BOLD),
            (Side::Black, true) => Style::new()
                .fg(Color::White)
                .bg(Color::Rgb(90, 60, 40))
                .add_modifier(Modifier::BOLD),
            (Side::White, false) => Style::new().add_modifier(Modifier::BOLD),
            (Side::Black, false) => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        }
    }

    /// A side's tile outline.
    pub fn edge(&self, side: Side) -> Style {
        match (side, self.color) {
            (Side::White, true) => Style::new().fg(Color::Gray),
            (Side::Black, true) => Style::new().fg(Color::Rgb(170, 120, 80)),
            _ => Style::new(),
        }
    }

    /// The cursor, on the board and in the prompt.
    pub fn cursor(&self) -> Style {
        self.pick(Color::Cyan).add_modifier(Modifier::BOLD)
    }

    /// Destinations, the pieces the picked one may throw, and a hint's or typed move's target.
    pub(crate) fn dest(&self) -> Style {
        self.pick(Color::LightGreen).add_modifier(Modifier::BOLD)
    }

    /// The picked piece, and the piece of a hint or a typed move.
    pub(crate) fn selected(&self) -> Style {
        self.pick(Color::LightMagenta).add_modifier(Modifier::BOLD)
    }

    /// The cell the last move went to.
    pub(crate) fn last_move(&self) -> Style {
        self.pick(Color::Yellow)
    }

    /// Secondary things, such as the cell the last move left: grey, or dim without colour.
    pub(crate) fn dim(&self) -> Style {
        if self.color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new().add_modifier(Modifier::DIM)
        }
    }

    /// Warnings and the game-over line.
    pub fn warning(&self) -> Style {
        self.pick(Color::LightRed).add_modifier(Modifier::BOLD)
    }

    /// Titles, labels and stack heights: bold.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    fn pick(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }
}
