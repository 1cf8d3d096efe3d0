//! The lessons on screen: a lesson's or a puzzle's words above the board (its title, its
//! sentences, the task of the moment; a puzzle's ratings), and the lessons menu over the
//! whole screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use super::theme::Theme;
use crate::learn::LESSONS;
use crate::tui::model::{App, ExerciseSource};

/// A lesson's words, in the lines above the board.
pub struct LessonView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for LessonView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let Some(exercise) = app.learning.exercise else {
            return;
        };
        let lang = &app.screen.lang;
        let source = exercise.source;
        let number = match source {
            ExerciseSource::Lesson(i) => i + 1,
            ExerciseSource::Puzzle(_) => {
                return super::puzzles::PuzzleView {
                    app,
                    theme: self.theme,
                }
                .render(area, buf);
            }
        };
        let title = crate::say!(
            lang,
            "learn-box-title",
            number = number,
            count = LESSONS.len(),
            title = source.title(lang)
        );
        let block = Block::default()
            .borders(Borders::ALL)
            .title(Span::styled(format!(" {title} "), self.theme.title()))
            .title_bottom(Line::from(format!(" {} ", lang.get("learn-box-keys"))).right_aligned());
        Clear.render(area, buf);
        Paragraph::new(super::puzzles::box_lines(app, area.width, self.theme))
            .block(block)
            .render(area, buf);
    }
}

/// The lessons menu: a row a lesson, with its number, its title and whether it is done.
pub struct MenuView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for MenuView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let lang = &app.screen.lang;
        Clear.render(area, buf);
        let block = Block::default()
            .borders(Borders::ALL)
            .title(Span::styled(
                format!(" {} ", lang.get("learn-menu-title")),
                self.theme.title(),
            ))
            .title_bottom(Line::from(format!(" {} ", lang.get("learn-menu-keys"))));
        let inner = block.inner(area);
        block.render(area, buf);
        let rows = usize::from(inner.height);
        // The lessons, then a row that opens the puzzles.
        let chosen = app.learning.chosen.min(LESSONS.len());
        // The chosen row kept in view.
        let first = (chosen + 1).saturating_sub(rows);
        let lessons = LESSONS.iter().map(Some).chain([None]);
        for (i, lesson) in lessons.enumerate().skip(first).take(rows) {
            let text = match lesson {
                Some(lesson) => {
                    let mark = match app.learning.progress.is_done(lesson.slug) {
                        true => "✓",
                        false => " ",
                    };
                    format!(" {mark} {:>2}. {}", i + 1, lang.get(&lesson.title_id()))
                }
                None => format!("   ▶  {}", lang.get("puzzles-menu-row")),
            };
            let style = match i == chosen {
                true => self.theme.selected().add_modifier(Modifier::REVERSED),
                false => ratatui::style::Style::new(),
            };
            let y = inner.y + (i - first) as u16;
            buf.set_stringn(inner.x, y, text, usize::from(inner.width), style);
        }
    }
}
