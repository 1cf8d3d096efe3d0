//! Drawing the game screen: views borrow the model and never change it; they return a
//! record of where they drew what ([`Drawn`]), which the mouse is hit-tested against.

pub mod board;
pub mod games;
pub mod help;
pub mod invite;
pub mod lessons;
pub mod plain;
pub mod puzzles;
pub mod side;
pub mod status;
pub mod talk;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::Alignment;
use ratatui::widgets::{Paragraph, Wrap};

use super::model::{App, Mode};
use crate::tui::layout::{Areas, Drawn, MIN_HEIGHT, MIN_WIDTH};

/// Draws the whole screen for `app`; returns where it drew what.
pub fn render(app: &App, frame: &mut Frame) -> Drawn {
    let mut drawn = Drawn::default();
    let area = frame.area();
    if !Areas::fits(area) {
        // Short lines of their own, so that centred they do not break mid-sentence.
        let text = crate::say!(
            app.screen.lang,
            "board-too-small",
            least = format!("{MIN_WIDTH}×{MIN_HEIGHT}"),
            size = format!("{}×{}", area.width, area.height)
        );
        frame.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
            area,
        );
        return drawn;
    }
    let areas = app.areas(area);
    let theme = theme::Theme::new(app.screen.look);
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
    let waiting = app.session.link.waiting();
    if !waiting.is_empty() {
        frame.render_widget(
            invite::InviteView {
                lang: &app.screen.lang,
                waiting: &waiting,
                theme: &theme,
            },
            areas.board,
        );
    }
    if let Mode::Games { .. } = app.mode {
        // The whole screen: room for the players, the result and the date at 80 columns.
        frame.render_widget(
            games::GamesView {
                lang: &app.screen.lang,
                games: &app.games,
                theme: &theme,
                drawn: &mut drawn,
            },
            area,
        );
        drawn.board = None;
        drawn.hand.clear();
        drawn.moves.clear();
    }
    if let Some(r) = app.lesson_area(area) {
        frame.render_widget(lessons::LessonView { app, theme: &theme }, r);
    }
    if let Mode::Lessons { .. } = app.mode {
        frame.render_widget(lessons::MenuView { app, theme: &theme }, area);
        drawn.board = None;
        drawn.hand.clear();
        drawn.moves.clear();
    }
    if let Mode::Help { page, scroll, .. } = app.mode {
        // The whole screen: the most room, and nothing of the game shows through.
        let popup = area;
        frame.render_widget(
            help::HelpView {
                page,
                scroll,
                opening: app.session.game.position().rules().opening,
                place: app.session.place,
                running: !app.session.is_over(),
                invitations: &app.session.link.invitations,
                host_key: app.session.link.host_key.as_deref(),
                theme: &theme,
                lang: &app.screen.lang,
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
