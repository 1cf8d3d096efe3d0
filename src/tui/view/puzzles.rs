//! A puzzle's words above the board: the run's mode and the puzzle's rating, what to find,
//! the move of the moment, and once it counted the ratings' change, its themes and the
//! keys that go on.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use super::theme::Theme;
use crate::tui::model::{App, PuzzleMode, points};
use crate::tui::words::wrap;

/// A puzzle's words, in the lines above the board.
pub struct PuzzleView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for PuzzleView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let (Some(exercise), Some(run)) = (app.learning.exercise, &app.learning.puzzles) else {
            return;
        };
        let Some(puzzle) = exercise.source.puzzle() else {
            return;
        };
        let lang = &app.screen.lang;
        // The puzzle's rating as it was given (before this try moved it).
        let rating = points(
            run.rated
                .map_or_else(|| run.ratings.of(puzzle).rating, |r| r.puzzle.0),
        );
        let what = exercise.source.title(lang);
        let title = match run.mode {
            PuzzleMode::Rated => crate::say!(
                lang,
                "puzzles-box-title",
                number = run.given,
                rating = rating,
                title = what
            ),
            PuzzleMode::Theme(theme) => crate::say!(
                lang,
                "puzzles-box-title-theme",
                theme = lang.get(&format!("puzzles-theme-{theme}")),
                number = run.given,
                rating = rating,
                title = what
            ),
            PuzzleMode::Streak => crate::say!(
                lang,
                "puzzles-box-title-streak",
                count = run.streak.solved,
                rating = rating,
                title = what
            ),
        };
        let keys = match exercise.done {
            true => lang.get("puzzles-box-keys-over"),
            false => lang.get("puzzles-box-keys"),
        };
        let block = Block::default()
            .borders(Borders::ALL)
            .title(Span::styled(format!(" {title} "), self.theme.title()))
            .title_bottom(Line::from(format!(" {keys} ")).right_aligned());
        Clear.render(area, buf);
        Paragraph::new(box_lines(app, area.width, self.theme))
            .block(block)
            .render(area, buf);
    }
}

/// The exercise box's paragraphs ([`App::exercise_words`]) wrapped inside a frame `width`
/// columns wide, as the model counted them for the box's height; the one of the moment
/// bold.
pub(super) fn box_lines(app: &App, width: u16, theme: &Theme) -> Vec<Line<'static>> {
    let bold = theme.title().add_modifier(Modifier::BOLD);
    let inside = usize::from(width.saturating_sub(2));
    let mut lines = Vec::new();
    for (text, strong) in app.exercise_words() {
        for part in wrap(&text, inside) {
            lines.push(match strong {
                true => Line::from(Span::styled(part, bold)),
                false => Line::from(part),
            });
        }
    }
    lines
}
