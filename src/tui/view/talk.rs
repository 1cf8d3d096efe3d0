//! Talk at a served game's table, drawn: a panel at the bottom of the side panel with
//! the last messages that fit (escaped: a message's escape codes never reach the
//! terminal), and the sentence for a message the room did not send.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use super::theme::Theme;
use crate::chat::{BURST, ChatRefusal, MAX_CHARS, WINDOW, shown};
use crate::lang::Lang;
use crate::room::Act;
use crate::tui::model::App;
use crate::tui::words;

/// The most lines the panel takes, its borders with them.
const PANEL_H: u16 = 8;

/// Why a message was not sent, in `lang`.
pub fn refused(lang: &Lang, why: ChatRefusal) -> String {
    match why {
        ChatRefusal::Empty => lang.get("chat-empty"),
        ChatRefusal::TooLong(count) => {
            crate::say!(lang, "chat-too-long", max = MAX_CHARS, count = count)
        }
        ChatRefusal::TooFast(wait) => crate::say!(
            lang,
            "chat-too-fast",
            count = BURST,
            seconds = WINDOW.as_secs(),
            // Whole seconds, rounded up: "wait 0 s" would be wrong.
            wait = wait.as_millis().div_ceil(1000) as u64
        ),
        ChatRefusal::Gone => lang.get("chat-gone"),
    }
}

/// Draws the talk panel at the bottom of `area` when the game is served to other people
/// and something was said (or is being typed); the rest of `area`, above it.
pub(crate) fn panel(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) -> Rect {
    let talk = &app.session.link.talk;
    if app.may(Act::HoldRoom) || (talk.heard.is_empty() && talk.typing.is_none()) {
        return area;
    }
    // Half the room at most: the moves keep the rest.
    let height = PANEL_H.min(area.height / 2);
    if height < 3 {
        return area;
    }
    let at = Rect::new(area.x, area.bottom() - height, area.width, height);
    let block = Block::default().borders(Borders::ALL).title(Span::styled(
        format!(" {} ", app.screen.lang.get("chat-title")),
        theme.title(),
    ));
    let inner = block.inner(at);
    block.render(at, buf);
    let width = usize::from(inner.width.max(1));
    // The newest at the bottom: wrap from the end until the panel is full.
    let mut lines: Vec<Line<'static>> = Vec::new();
    for said in talk.heard.iter().rev() {
        let who = shown(&app.speaker(said), 40);
        let text = format!("{who}: {}", shown(&said.text, MAX_CHARS));
        let mut wrapped: Vec<Line<'static>> = words::wrap(&text, width)
            .into_iter()
            .map(Line::from)
            .collect();
        if let Some(first) = wrapped.first_mut() {
            first.style = theme.title();
        }
        wrapped.append(&mut lines);
        lines = wrapped;
        if lines.len() >= usize::from(inner.height) {
            break;
        }
    }
    let skip = lines.len().saturating_sub(usize::from(inner.height));
    Paragraph::new(lines.split_off(skip)).render(inner, buf);
    Rect::new(area.x, area.y, area.width, area.height - height)
}
