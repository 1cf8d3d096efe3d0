//! The side panel: each player's hand, the stack under the cursor, and the move list.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use super::theme::Theme;
use crate::rules::{Bug, Color};
use crate::tui::app::App;

/// The side panel: both hands, the stack under the cursor, the move list.
pub struct SideView<'a> {
    /// The game and its front-end state, read only.
    pub app: &'a App,
    /// Colours and styles.
    pub theme: &'a Theme,
}

/// Width of one bug entry in a hand line ("S×2 ").
const ITEM: u16 = 5;
/// Lines per hand block: title border, two lines of bugs, bottom border.
const HAND_H: u16 = 4;

/// The bugs of the game, in hand-panel order.
fn bugs(app: &App) -> Vec<Bug> {
    let t = app.game.game_type();
    Bug::ALL.into_iter().filter(|&b| t.has(b)).collect()
}

/// Where a colour's hand block sits in the side panel.
fn hand_rect(side: Rect, color: Color) -> Rect {
    let y = side.y + color.index() as u16 * HAND_H;
    Rect::new(
        side.x,
        y,
        side.width,
        HAND_H.min(side.height.saturating_sub(y - side.y)),
    )
}

/// The bug of the side to move's hand under a click, if any.
pub fn bug_at(app: &App, side: Rect, x: u16, y: u16) -> Option<Bug> {
    let me = app.game.position().to_move();
    let r = hand_rect(side, me);
    if y <= r.y || y >= r.y + 3 || x <= r.x {
        return None;
    }
    let col = (x - r.x - 1) / ITEM;
    let row = y - r.y - 1;
    let i = (row * 4 + col) as usize;
    if col >= 4 {
        return None;
    }
    bugs(app).get(i).copied()
}

impl Widget for SideView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        for color in Color::ALL {
            self.render_hand(color, hand_rect(area, color), buf);
        }
        let mut y = area.y + 2 * HAND_H;
        if y < area.bottom() && self.render_stack(area.x, y, area.width, buf) {
            y += 1;
        }
        if y >= area.bottom() {
            return;
        }
        self.render_moves(Rect::new(area.x, y, area.width, area.bottom() - y), buf);
    }
}

impl SideView<'_> {
    /// A colour's hand: a count per bug, the picked-up one highlighted; the title marks the
    /// side to move.
    fn render_hand(&self, color: Color, r: Rect, buf: &mut Buffer) {
        let app = self.app;
        let pos = app.game.position();
        let to_move = pos.to_move() == color && !pos.state().is_over();
        let marker = if to_move { "▶ " } else { "" };
        let title = format!(" {marker}{color} · {} ", app.name(color));
        let block = Block::default().borders(Borders::ALL).title(Span::styled(
            title,
            if to_move {
                self.theme.title()
            } else {
                self.theme.dim()
            },
        ));
        let selected = app.selection.as_ref().map(|s| s.piece);
        let mut lines = vec![Vec::new(), Vec::new()];
        for (i, bug) in bugs(app).into_iter().enumerate() {
            let n = pos.in_hand(color, bug);
            let text = format!("{}×{n} ", bug.letter());
            let mut style = if n == 0 {
                self.theme.dim()
            } else {
                self.theme.piece(color)
            };
            if selected
                .is_some_and(|p| p.color() == color && p.bug() == bug && !pos.board().is_placed(p))
            {
                style = self.theme.selected().add_modifier(Modifier::REVERSED);
            }
            lines[i / 4].push(Span::styled(text, style));
            lines[i / 4].push(Span::raw(""));
        }
        let text: Vec<Line> = lines.into_iter().map(Line::from).collect();
        Paragraph::new(text).block(block).render(r, buf);
    }

    /// The stack under the cursor, bottom to top, on line `y`, if it is more than one piece
    /// high; says whether it drew it.
    fn render_stack(&self, x: u16, y: u16, width: u16, buf: &mut Buffer) -> bool {
        let stack = self.app.game.position().board().stack_at(self.app.cursor);
        if stack.len() <= 1 {
            return false;
        }
        let names: Vec<String> = stack.iter().map(|p| p.to_string()).collect();
        let line = format!(" stack: {}", names.join(" < "));
        buf.set_stringn(x, y, line, width as usize, self.theme.title());
        true
    }

    /// The move list in `list`: the moves played, then (dimmed) the line still ahead, with
    /// the current ply highlighted and kept in view.
    fn render_moves(&self, list: Rect, buf: &mut Buffer) {
        let (moves, current) = move_list(self.app);
        let inner_h = list.height.saturating_sub(2) as usize;
        // Keep the current ply in view, a few lines from the bottom when there is more.
        let start = (current + 3).min(moves.len()).saturating_sub(inner_h);
        let lines: Vec<Line> = moves
            .iter()
            .enumerate()
            .skip(start)
            .take(inner_h)
            .map(|(i, m)| {
                let ply = i + 1;
                let style = if ply == current {
                    self.theme
                        .last_move()
                        .add_modifier(Modifier::BOLD | Modifier::REVERSED)
                } else if ply > current {
                    self.theme.dim()
                } else {
                    Style::new()
                };
                Line::from(Span::styled(format!("{ply:>3}. {m}"), style))
            })
            .collect();
        let title = if moves.len() == current {
            format!(" Moves ({current}) ")
        } else {
            format!(" Moves ({current} of {}) ", moves.len())
        };
        Paragraph::new(lines)
            .block(Block::default().borders(Borders::ALL).title(title))
            .render(list, buf);
    }
}

/// The moves to list: those played, then the line still ahead (after undo, or in review)
/// written as it will be played; and how many were played.
fn move_list(app: &App) -> (Vec<String>, usize) {
    let mut moves: Vec<String> = app.game.move_strings().map(str::to_string).collect();
    let current = moves.len();
    if !app.redo.is_empty() {
        let mut ahead = app.game.clone();
        for &mv in app.redo.iter().rev() {
            let text = ahead.format_move(mv);
            if ahead.play(mv).is_err() {
                break;
            }
            moves.push(text);
        }
    }
    (moves, current)
}
