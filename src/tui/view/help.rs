//! Help pages: the keys (from the key table), then one page per bug from `assets/rules.md`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use super::theme::Theme;
use crate::tui::keys::BINDINGS;

/// The rules in our own words; `## ` headings split the pages.
const RULES: &str = include_str!("../../../assets/rules.md");

fn rule_pages() -> impl Iterator<Item = (&'static str, &'static str)> {
    RULES.split("\n## ").skip(1).map(|section| {
        let (title, body) = section.split_once('\n').unwrap_or((section, ""));
        (title.trim(), body.trim())
    })
}

/// Number of help pages.
pub fn page_count() -> usize {
    1 + rule_pages().count()
}

/// The help popup, one page at a time.
pub struct HelpView<'a> {
    /// Which page: 0 for the keys, then one per bug in `assets/rules.md` order.
    pub page: usize,
    /// The styles to draw with.
    pub theme: &'a Theme,
}

impl Widget for HelpView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let (title, lines): (String, Vec<Line>) = match self.page {
            0 => (
                "Keys".into(),
                BINDINGS
                    .iter()
                    .filter(|b| !b.label.is_empty())
                    .map(|b| {
                        Line::from(vec![
                            Span::styled(format!("{:>16}  ", b.label), self.theme.title()),
                            Span::raw(b.help),
                        ])
                    })
                    .chain([
                        Line::default(),
                        Line::from("Mouse: click a piece, then a highlighted cell; click a bug in your hand."),
                    ])
                    .collect(),
            ),
            n => {
                let (t, body) = rule_pages().nth(n - 1).unwrap_or(("", ""));
                (t.to_string(), body.lines().map(Line::from).collect())
            }
        };
        let footer = format!(
            " page {}/{} · ← → turn pages · Q S B G A M L P jump to a bug · any other key closes ",
            self.page + 1,
            page_count()
        );
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(Span::styled(format!(" Help: {title} "), self.theme.title()))
                    .title_bottom(footer),
            )
            .render(area, buf);
    }
}
