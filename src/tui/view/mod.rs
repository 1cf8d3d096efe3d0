//! Drawing the game screen: views borrow the model and never change it.

pub mod board;
pub mod help;
pub mod side;
pub mod status;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{App, Mode};
use super::layout::{Areas, MIN_HEIGHT, MIN_WIDTH};

/// Draws the whole screen for `app`.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    if !Areas::fits(area) {
        let text = format!(
            "hive needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT}; this one is {}×{}.\nMake the window larger (Ctrl-C quits).",
            area.width, area.height
        );
        frame.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
            area,
        );
        return;
    }
    let areas = Areas::new(area);
    let theme = theme::Theme::new(app.color);
    frame.render_widget(board::BoardView::new(app, area, &theme), areas.board);
    frame.render_widget(side::SideView { app, theme: &theme }, areas.side);
    frame.render_widget(status::StatusView { app, theme: &theme }, areas.status);
    if let Mode::Help(page) = app.mode {
        let popup = centered(area, 70, 20);
        frame.render_widget(
            help::HelpView {
                page,
                theme: &theme,
            },
            popup,
        );
    }
}

/// A rectangle of at most `w` × `h` centred in `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}
