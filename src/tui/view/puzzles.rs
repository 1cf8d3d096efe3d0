//! A puzzle's words above the board: the run's mode and the puzzle's rating, what to find,
//! the move of the moment, and once it counted the ratings' change, its themes and the
//! keys that go on.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use super::theme::Theme;
use crate::tui::model::{App, PuzzleMode, change, points};

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
        let bold = self.theme.title().add_modifier(Modifier::BOLD);
        let mut lines = vec![Line::from(exercise.source.text(lang))];
        let now = match (exercise.done, run.missed) {
            (true, false) => lang.get("puzzles-box-solved"),
            (true, true) => lang.get("puzzles-box-solved-after-miss"),
            (false, true) => crate::say!(
                lang,
                "puzzles-box-missed",
                task = exercise.source.task_along(lang, exercise.step, &run.played)
            ),
            (false, false) => exercise.source.task_along(lang, exercise.step, &run.played),
        };
        lines.push(Line::from(Span::styled(now, bold)));
        if let Some(rated) = run.rated {
            lines.push(Line::from(crate::say!(
                lang,
                "puzzles-box-ratings",
                player = points(rated.player.1),
                player_change = change(rated.player),
                puzzle = points(rated.puzzle.1),
                puzzle_change = change(rated.puzzle)
            )));
        }
        if exercise.done {
            let themes: Vec<String> = puzzle
                .themes
                .iter()
                .map(|t| lang.get(&format!("puzzles-theme-{t}")))
                .collect();
            if !themes.is_empty() {
                let themes = crate::lang::rules::list(lang, &themes);
                lines.push(Line::from(crate::say!(
                    lang,
                    "puzzles-box-themes",
                    themes = themes
                )));
            }
            lines.push(Line::from(Span::styled(lang.get("puzzles-box-next"), bold)));
        }
        let keys = match exercise.done {
            true => lang.get("puzzles-box-keys-over"),
            false => lang.get("puzzles-box-keys"),
        };
        let block = Block::default()
            .borders(Borders::ALL)
            .title(Span::styled(format!(" {title} "), self.theme.title()))
            .title_bottom(Line::from(format!(" {keys} ")).right_aligned());
        Clear.render(area, buf);
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(block)
            .render(area, buf);
    }
}
