//! Drawing the game screen: views borrow the model and never change it; they return a
//! record of where they drew what ([`Drawn`]), which the mouse is hit-tested against.

pub mod board;
pub mod help;
pub mod side;
pub mod status;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Alignment, Position, Rect};
use ratatui::widgets::{Paragraph, Wrap};

use super::app::{App, Mode};
use super::layout::{Areas, Geometry, MIN_HEIGHT, MIN_WIDTH};
use crate::rules::{Bug, Color, Hex};

/// Where one frame drew the things a click can land on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// The board's mapping between cells and the screen.
    pub board: Option<Geometry>,
    /// Each bug entry of each hand.
    pub hand: Vec<(Rect, Color, Bug)>,
    /// Each row of the move list, with its ply (1 = the first move).
    pub moves: Vec<(Rect, usize)>,
    /// How far the help page shown can scroll.
    pub help_scroll_max: u16,
}

/// What a click landed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A bug entry in a hand.
    Hand(Color, Bug),
    /// A cell of the board.
    Cell(Hex),
    /// A row of the move list: the position after this ply.
    Move(usize),
}

impl Drawn {
    /// What was drawn at `(x, y)`, if anything a click acts on.
    pub fn hit(&self, x: u16, y: u16) -> Option<Target> {
        let at = Position::new(x, y);
        if let Some(&(_, color, bug)) = self.hand.iter().find(|(r, ..)| r.contains(at)) {
            return Some(Target::Hand(color, bug));
        }
        if let Some(&(_, ply)) = self.moves.iter().find(|(r, _)| r.contains(at)) {
            return Some(Target::Move(ply));
        }
        self.board.and_then(|g| g.cell_at(x, y)).map(Target::Cell)
    }
}

/// Draws the whole screen for `app`; returns where it drew what.
pub fn render(app: &App, frame: &mut Frame) -> Drawn {
    let mut drawn = Drawn::default();
    let area = frame.area();
    if !Areas::fits(area) {
        // Short lines of their own, so that centred they do not break mid-sentence.
        let text = format!(
            "hive needs a terminal of at least {MIN_WIDTH}×{MIN_HEIGHT};\nthis one is {}×{}.\nMake the window larger.\nq or Ctrl-C quits.",
            area.width, area.height
        );
        frame.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
            area,
        );
        return drawn;
    }
    let areas = Areas::new(area);
    let theme = theme::Theme::new(app.screen.color);
    let geometry = app.geometry(area);
    drawn.board = Some(geometry);
    frame.render_widget(
        board::BoardView {
            app,
            geometry,
            theme: &theme,
        },
        areas.board,
    );
    frame.render_widget(
        side::SideView {
            app,
            theme: &theme,
            drawn: &mut drawn,
        },
        areas.side,
    );
    frame.render_widget(status::StatusView { app, theme: &theme }, areas.status);
    if let Mode::Help { page, scroll, .. } = app.mode {
        // The whole screen: the most room, and nothing of the game shows through.
        let popup = area;
        frame.render_widget(
            help::HelpView {
                page,
                scroll,
                opening: app.session.game.position().rules().opening,
                theme: &theme,
                drawn: &mut drawn,
            },
            popup,
        );
        // The help page covers the board: clicks there do nothing.
        drawn.board = None;
        drawn.hand.clear();
        drawn.moves.clear();
    }
    drawn
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
