//! Help pages: the keys (written from the key tables), then one page per bug from the
//! player's language's `rules.md` (`i18n/en/rules.md` in English), naming the opening rule
//! of the game on screen. Pages are wrapped to the width and scroll; nothing is cut.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use super::theme::Theme;
use crate::lang::Lang;
use crate::room::{Invitation, Place};
use crate::rules::Opening;
use crate::text::printable;
use crate::tui::input::keys;
use crate::tui::layout::Drawn;
use crate::tui::words::wrap;

/// The rules in our own words, a document of each language; `## ` headings split the
/// pages.
const RULES: &str = "rules.md";

/// What the rules text writes for the opening rule of the game on screen.
const OPENING: &str = "{opening}";

/// Columns for a key label before its text.
const LABEL_W: usize = 16;

fn rule_pages(rules: &str) -> impl Iterator<Item = (&str, &str)> {
    rules.split("\n## ").skip(1).map(|section| {
        let (title, body) = section.split_once('\n').unwrap_or((section, ""));
        (title.trim(), body.trim())
    })
}

/// Number of help pages in `lang`.
pub(crate) fn page_count(lang: &Lang) -> usize {
    1 + rule_pages(&lang.document(RULES)).count()
}

/// The opening rule's name in `lang`.
fn opening_name(lang: &Lang, opening: Opening) -> String {
    lang.get(match opening {
        Opening::Rulebook => "opening-rulebook",
        Opening::Tournament => "opening-tournament",
    })
}

/// A help page's title and its lines wrapped to `width` columns, for a game played under
/// the `opening` rule on a screen at `place`, `running` or over (its keys page lists only
/// the keys its room allows it now; a shared game's host's starts with its invitations).
pub(crate) fn page_lines(
    page: usize,
    width: usize,
    (opening, place, running): (Opening, Place, bool),
    (invitations, host_key): (&[Invitation], Option<&str>),
    theme: &Theme,
    lang: &Lang,
) -> (String, Vec<Line<'static>>) {
    if page == 0 {
        let mut lines = invitation_lines(invitations, width, theme, lang);
        if let Some(key) = host_key.filter(|_| !lines.is_empty()) {
            // Guests may check it on their first connection.
            let said = crate::say!(lang, "serving-host-key", fingerprint = key);
            let at = lines.len().saturating_sub(1);
            for (n, part) in wrap(&said, width.saturating_sub(2)).into_iter().enumerate() {
                lines.insert(at + n, Line::from(format!("  {part}")));
            }
        }
        let hosting = !invitations.is_empty();
        lines.extend(key_lines(width, (place, hosting, running), theme, lang));
        return (lang.get("help-keys"), lines);
    }
    let rules = lang.document(RULES);
    let (title, body) = rule_pages(&rules).nth(page - 1).unwrap_or(("", ""));
    // A bug's page names its letter too: the key that takes it, and its notation.
    let title = match crate::rules::Bug::ALL.get(page - 1) {
        Some(bug) => format!("{title} · {}", bug.letter()),
        None => title.to_string(),
    };
    let body = body.replace(OPENING, &opening_name(lang, opening));
    let mut lines = Vec::new();
    for paragraph in paragraphs(&body) {
        // Keep a list item's indent on its continuation lines.
        let indent = if paragraph.starts_with("- ") {
            "  "
        } else {
            ""
        };
        for (i, part) in wrap(&paragraph, width.saturating_sub(indent.len()))
            .into_iter()
            .enumerate()
        {
            let lead = if i == 0 { "" } else { indent };
            lines.push(Line::from(format!("{lead}{part}")));
        }
    }
    (title, lines)
}

/// The source's lines joined into paragraphs and list items (the file is wrapped by hand);
/// a blank line stays as an empty paragraph.
fn paragraphs(body: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut open = false;
    for line in body.lines() {
        let line = line.trim();
        if line.is_empty() {
            out.push(String::new());
            open = false;
        } else if open && !line.starts_with("- ") {
            if let Some(last) = out.last_mut() {
                last.push(' ');
                last.push_str(line);
            }
        } else {
            out.push(line.to_string());
            open = true;
        }
    }
    out
}

/// The invitations of a shared game's host, each under what it is for, and a blank line
/// after them; nothing without invitations.
fn invitation_lines(
    invitations: &[Invitation],
    width: usize,
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    if invitations.is_empty() {
        return Vec::new();
    }
    let mut lines = vec![Line::from(Span::styled(
        lang.get("help-invitations"),
        theme.title(),
    ))];
    for invitation in invitations {
        lines.push(Line::from(crate::tui::words::invitation_label(
            lang, invitation,
        )));
        for part in wrap(&printable(&invitation.line, 200), width.saturating_sub(2)) {
            lines.push(Line::from(format!("  {part}")));
        }
    }
    lines.push(Line::default());
    lines
}

/// The keys page: one section per key table, each key's label and what it does.
fn key_lines(
    width: usize,
    place: (Place, bool, bool),
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let text_w = width.saturating_sub(LABEL_W + 2).max(10);
    let mut lines = key_table_lines(width, place, theme, lang);
    // The bug letters beside the names, and why they are the same in every language.
    lines.push(Line::default());
    lines.push(Line::from(Span::styled(
        lang.get("help-letters"),
        theme.title(),
    )));
    for bug in crate::rules::Bug::ALL {
        let name = crate::lang::rules::bug_name(lang, bug);
        lines.push(Line::from(vec![
            Span::styled(format!("{:>LABEL_W$}  ", bug.letter()), theme.title()),
            Span::raw(name),
        ]));
    }
    for part in wrap(&lang.get("help-letters-why"), text_w) {
        lines.push(Line::from(format!("{:LABEL_W$}  {part}", "")));
    }
    lines
}

/// The key tables' sections at `place`, for its host when `hosting`, while the game is
/// `running` or after it.
fn key_table_lines(
    width: usize,
    (place, hosting, running): (Place, bool, bool),
    theme: &Theme,
    lang: &Lang,
) -> Vec<Line<'static>> {
    let text_w = width.saturating_sub(LABEL_W + 2).max(10);
    let mut lines = Vec::new();
    for (title, rows) in keys::sections_at(lang, place, hosting, running) {
        if !lines.is_empty() {
            lines.push(Line::default());
        }
        lines.push(Line::from(Span::styled(title.to_string(), theme.title())));
        for (label, help) in rows {
            let mut parts = wrap(&help, text_w).into_iter();
            let first = parts.next().unwrap_or_default();
            if label.chars().count() > LABEL_W {
                for l in wrap(&label, width) {
                    lines.push(Line::from(Span::styled(l, theme.title())));
                }
                lines.push(Line::from(format!("{:LABEL_W$}  {first}", "")));
            } else {
                lines.push(Line::from(vec![
                    Span::styled(format!("{label:>LABEL_W$}  "), theme.title()),
                    Span::raw(first),
                ]));
            }
            for part in parts {
                lines.push(Line::from(format!("{:LABEL_W$}  {part}", "")));
            }
        }
    }
    lines
}

/// A help page, scrolled.
pub(crate) struct HelpView<'a, 'd> {
    /// The page shown.
    pub page: usize,
    /// Lines scrolled down (clamped to the page).
    pub scroll: u16,
    /// The opening rule of the game on screen, which the Queen's page names.
    pub opening: Opening,
    /// Where the screen sits in its room: the keys it may not use are not listed.
    pub place: Place,
    /// Whether the game goes on: a shared seat may analyse it only once it is over.
    pub running: bool,
    /// A shared game's invitations, which the keys page shows its host.
    pub invitations: &'a [Invitation],
    /// The server's host key fingerprint, beside the invitations.
    pub host_key: Option<&'a str>,
    /// The styles.
    pub theme: &'a Theme,
    /// The language the page is in.
    pub lang: &'a Lang,
    /// Where how far the page can scroll is recorded.
    pub drawn: &'d mut Drawn,
}

impl Widget for HelpView<'_, '_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let inner_w = area.width.saturating_sub(2) as usize;
        let inner_h = area.height.saturating_sub(2) as usize;
        let (title, lines) = page_lines(
            self.page,
            inner_w,
            (self.opening, self.place, self.running),
            (self.invitations, self.host_key),
            self.theme,
            self.lang,
        );
        let max = lines.len().saturating_sub(inner_h) as u16;
        self.drawn.help_scroll_max = max;
        self.drawn.help_lines = inner_h as u16;
        let scroll = self.scroll.min(max);
        let more = if max == 0 {
            String::new()
        } else {
            format!("↑↓ {}/{} · ", scroll, max)
        };
        let footer = crate::say!(
            self.lang,
            "help-footer",
            page = (self.page + 1).to_string(),
            pages = page_count(self.lang).to_string(),
            scroll = more
        );
        Paragraph::new(lines)
            .scroll((scroll, 0))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(Span::styled(
                        crate::say!(self.lang, "help-title", title = title),
                        self.theme.title(),
                    ))
                    .title_bottom(footer),
            )
            .render(area, buf);
    }
}
