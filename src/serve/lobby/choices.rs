//! A lobby page of choices (a new game, a seek, a game against the computer, a
//! tournament): each choice's label in a column as wide as the language's widest label, its
//! value between arrows, the one the arrow keys change marked.

use ratatui::text::{Line, Span};

use crate::lang::Lang;
use crate::lang::columns::{pad_right, width};
use crate::tui::view::theme::Theme;

/// The labels' column: as wide as the widest of `labels` (message ids) in `lang`, and a
/// space; twelve columns at least.
pub fn label_width(lang: &Lang, labels: &[&str]) -> usize {
    labels
        .iter()
        .map(|l| width(&lang.get(l)) + 1)
        .max()
        .unwrap_or(0)
        .max(12)
}

/// One choice's line: its label (message id `label`) padded to `label_w`, its value between
/// arrows, marked when it is the `chosen` one.
pub fn choice(
    theme: &Theme,
    lang: &Lang,
    (label, label_w): (&str, usize),
    value: &str,
    chosen: bool,
) -> Line<'static> {
    let (marker, style) = match chosen {
        true => ("▶ ", theme.cursor()),
        false => ("  ", theme.title()),
    };
    Line::from(vec![
        Span::raw(format!("{marker}{}", pad_right(&lang.get(label), label_w))),
        Span::styled(format!("◀ {value} ▶"), style),
    ])
}

/// A page's lines as plain text, a line a row: for the pages' tests.
#[cfg(test)]
pub fn text(lines: &[Line<'_>]) -> String {
    lines
        .iter()
        .map(|l| {
            l.spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}
