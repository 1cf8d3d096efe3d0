//! The host's invitations over the board of a shared game, while a player's seat waits for
//! its guest: what to pass on is on screen when it is needed, not only in the text printed
//! before the game took the terminal. The help's keys page keeps them for later.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use super::theme::Theme;
use crate::room::Invitation;
use crate::text::printable;
use crate::tui::words::wrap;

/// The invitations waiting, in a box across the top of the board.
pub(crate) struct InviteView<'a> {
    /// The language it speaks.
    pub lang: &'a crate::lang::Lang,
    /// The invitations still waiting ([`crate::tui::model::Link::waiting`]).
    pub waiting: &'a [&'a Invitation],
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for InviteView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner_w = usize::from(area.width.saturating_sub(2));
        let mut lines = Vec::new();
        for invitation in self.waiting {
            lines.push(Line::from(Span::styled(
                crate::tui::words::invitation_label(self.lang, invitation),
                self.theme.title(),
            )));
            // An ssh line is one word: wrapped, it breaks where the width ends.
            for part in wrap(&printable(&invitation.line, 200), inner_w) {
                lines.push(Line::from(part));
            }
        }
        // Never more than half the board: the game stays in sight.
        let height = (lines.len() as u16 + 2).min(area.height / 2);
        if height < 3 || inner_w < 8 {
            return;
        }
        let r = Rect::new(area.x, area.y, area.width, height);
        Clear.render(r, buf);
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", self.lang.get("board-invite")))
                    .title_bottom(format!(" {} ", self.lang.get("board-invite-again"))),
            )
            .render(r, buf);
    }
}
