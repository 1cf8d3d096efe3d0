//! The hive drawn as ASCII hexagons, with the cursor, destinations and last move marked,
//! and a surrounded Queen with the pieces around it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

use super::theme::Theme;
use crate::rules::{Bug, Color, Hex, Move, Piece};
use crate::tui::layout::{Geometry, HexSize};
use crate::tui::model::{App, Selection};

/// The board panel, drawn with the geometry the camera chose.
pub(crate) struct BoardView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// Where each cell goes on screen.
    pub geometry: Geometry,
    /// The styles.
    pub theme: &'a Theme,
}

/// Writes characters into the buffer, clipped to an area.
struct Painter<'b> {
    buf: &'b mut Buffer,
    area: Rect,
}

impl Painter<'_> {
    fn put(&mut self, x: i32, y: i32, text: &str, style: Style) {
        for (i, ch) in text.chars().enumerate() {
            let (cx, cy) = (x + i as i32, y);
            if cx < self.area.left() as i32
                || cx >= self.area.right() as i32
                || cy < self.area.top() as i32
                || cy >= self.area.bottom() as i32
            {
                continue;
            }
            if let Some(cell) = self.buf.cell_mut((cx as u16, cy as u16)) {
                cell.set_char(ch).set_style(style);
            }
        }
    }
}

impl Painter<'_> {
    /// The place nearest `(x, y)` where `len` columns in a row are blank and inside the
    /// area, moving along the row (`along`) or up and down the column.
    fn blank_spot(&self, (x, y): (i32, i32), len: i32, along: bool) -> Option<(i32, i32)> {
        let a = self.area;
        let blank = |cx: i32, cy: i32| {
            (cx >= a.left() as i32 && cy >= a.top() as i32)
                .then(|| self.buf.cell((cx as u16, cy as u16)))
                .flatten()
                .is_some_and(|c| c.symbol() == " ")
                && cx < a.right() as i32
                && cy < a.bottom() as i32
        };
        let fits = |sx: i32, sy: i32| (sx..sx + len).all(|cx| blank(cx, sy));
        let reach = if along { a.width } else { a.height } as i32;
        (0..reach)
            .flat_map(|d| [d, -d])
            .map(|d| if along { (x + d, y) } else { (x, y + d) })
            .find(|&(sx, sy)| fits(sx, sy))
    }
}

/// The outline characters of a hex drawn at (x, y).
fn outline(size: HexSize) -> &'static [(i32, i32, char)] {
    match size {
        HexSize::Compact => &[
            (1, 0, '/'),
            (3, 0, '\\'),
            (0, 1, '|'),
            (4, 1, '|'),
            (1, 2, '\\'),
            (3, 2, '/'),
        ],
        HexSize::Large => &[
            (3, 0, '/'),
            (5, 0, '\\'),
            (1, 1, '/'),
            (7, 1, '\\'),
            (0, 2, '|'),
            (8, 2, '|'),
            (0, 3, '|'),
            (8, 3, '|'),
            (1, 4, '\\'),
            (7, 4, '/'),
            (3, 5, '\\'),
            (5, 5, '/'),
        ],
    }
}

/// A stack's height as a raised digit (`²`); past nine (which no game reaches), `+`.
fn superscript(n: u8) -> char {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    DIGITS.get(usize::from(n)).copied().unwrap_or('+')
}

/// Interior runs of a hex: (dx, dy, width).
fn interior(size: HexSize) -> &'static [(i32, i32, usize)] {
    match size {
        HexSize::Compact => &[(1, 1, 3)],
        HexSize::Large => &[(2, 1, 5), (1, 2, 7), (1, 3, 7), (2, 4, 5)],
    }
}

/// How a highlighted cell is marked, besides its colour.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Mark {
    Plain,
    /// `[` `]` for sides (the cursor).
    Brackets,
    /// `<` `>` for sides (the picked piece).
    Angles,
    /// `!` `!` for sides (a surrounded Queen).
    Bangs,
}

impl BoardView<'_> {
    fn draw_outline(&self, p: &mut Painter, cell: Hex, style: Style, mark: Mark) {
        let (x, y) = self.geometry.origin(cell);
        for &(dx, dy, ch) in outline(self.geometry.size) {
            let ch = match (mark, ch) {
                (Mark::Brackets, '|') if dx == 0 => '[',
                (Mark::Brackets, '|') => ']',
                (Mark::Angles, '|') if dx == 0 => '<',
                (Mark::Angles, '|') => '>',
                (Mark::Bangs, '|') => '!',
                _ => ch,
            };
            p.put(x + dx, y + dy, &ch.to_string(), style);
        }
    }

    /// The bottom point of a hex: a one-character marker that belongs to this cell alone.
    fn draw_foot(&self, p: &mut Painter, cell: Hex, ch: char, style: Style) {
        let (x, y) = self.geometry.origin(cell);
        let (dx, dy) = match self.geometry.size {
            HexSize::Compact => (2, 2),
            HexSize::Large => (4, 5),
        };
        p.put(x + dx, y + dy, &ch.to_string(), style);
    }

    fn draw_piece(&self, p: &mut Painter, cell: Hex) {
        let board = self.app.session.game.position().board();
        let Some(top) = board.top_at(cell) else {
            return;
        };
        let side = top.color();
        let (x, y) = self.geometry.origin(cell);
        let fill = self.theme.piece(side);
        for &(dx, dy, w) in interior(self.geometry.size) {
            p.put(x + dx, y + dy, &" ".repeat(w), fill);
        }
        self.draw_outline(p, cell, self.theme.edge(side), Mark::Plain);
        let name = top.to_string();
        let height = board.height_at(cell);
        match self.geometry.size {
            HexSize::Compact => {
                p.put(x + 1, y + 1, &name, fill);
                // A small raised digit at the top point: the numbers of the picked piece's
                // cells are plain digits at the bottom point, and a `2` above a stack read
                // as a cell to drop on.
                if height > 1 {
                    p.put(
                        x + 2,
                        y,
                        &superscript(height).to_string(),
                        self.theme.title(),
                    );
                }
            }
            HexSize::Large => {
                p.put(x + 3, y + 2, &name, fill);
                if height > 1 {
                    p.put(x + 3, y + 3, &format!("^{height}"), fill);
                }
            }
        }
    }

    fn draw_empty_label(&self, p: &mut Painter, cell: Hex, text: &str, style: Style) {
        let (x, y) = self.geometry.origin(cell);
        match self.geometry.size {
            HexSize::Compact => p.put(x + 1, y + 1, text, style),
            HexSize::Large => p.put(x + 3, y + 2, text, style),
        }
    }

    /// The picked piece, its numbered destinations (a number key drops it there) and the
    /// pieces it may throw.
    fn draw_selection(&self, p: &mut Painter, sel: &Selection) {
        let board = self.app.session.game.position().board();
        // Numbered: a number key drops the piece there. A stack's foot has room for
        // one character, so a climb past the ninth cell shows `*` (Tab reaches it).
        for (i, &d) in sel.dests.iter().enumerate() {
            let number = (i + 1).to_string();
            self.draw_outline(p, d, self.theme.dest(), Mark::Plain);
            if board.is_occupied_at(d) {
                let foot = if i < 9 { number.chars().next() } else { None };
                self.draw_foot(p, d, foot.unwrap_or('*'), self.theme.dest());
            } else if sel.thrown.contains(&d) {
                // Reached only by a throw: the number with the throw mark.
                let label = format!("{number}^");
                self.draw_empty_label(p, d, &format!("{label:^3}"), self.theme.dest());
            } else {
                self.draw_empty_label(p, d, &format!("{number:^3}"), self.theme.dest());
            }
        }
        for &t in &sel.throwable {
            self.draw_outline(p, t, self.theme.dest(), Mark::Plain);
            self.draw_foot(p, t, '^', self.theme.dest());
        }
        if let Some(at) = board.position(sel.piece) {
            self.draw_outline(p, at, self.theme.selected(), Mark::Angles);
        }
    }
}

impl BoardView<'_> {
    /// The Queens surrounded (what ended the game on the board): the six pieces around
    /// each outlined as a warning, the Queen itself marked `!` too, so that the final
    /// board says why it is final, with or without colour.
    fn draw_surrounded(&self, p: &mut Painter) {
        let board = self.app.session.game.position().board();
        let surrounded: Vec<Hex> = Color::ALL
            .into_iter()
            .filter_map(|side| board.position(Piece::first_of(side, Bug::Queen)))
            .filter(|q| q.neighbors().iter().all(|&n| board.is_occupied_at(n)))
            .collect();
        let style = self.theme.warning();
        for q in &surrounded {
            for n in q.neighbors() {
                self.draw_outline(p, n, style, Mark::Plain);
            }
        }
        for &q in &surrounded {
            self.draw_outline(p, q, style, Mark::Bangs);
        }
    }

    /// At each edge of the board, the pieces and the picked piece's cells that lie past it
    /// (their middle out of view): an arrow that way and how many (`◀ 3 pieces, 2
    /// cells`), in the destinations' colour when cells are among them.
    fn draw_edges(&self, p: &mut Painter) {
        let g = &self.geometry;
        let (w, h) = g.size.extent();
        let a = g.area;
        let (left, right) = (a.left() as i32, a.right() as i32);
        let (top, bottom) = (a.top() as i32, a.bottom() as i32);
        // Left, right, up, down: (pieces, cells).
        let mut past = [(0usize, 0usize); 4];
        // A cell counts as past an edge when the middle of the line its name or number is
        // written on is: one whose outline alone is cut still reads on the board, one cut
        // through its name does not. (A large hex's name is above its middle line.)
        let mut count = |cell: Hex, dest: bool| {
            let (x, y) = g.origin(cell);
            let (mx, my) = (x + w / 2, y + (h - 1) / 2);
            for (i, beyond) in [mx < left, mx >= right, my < top, my >= bottom]
                .into_iter()
                .enumerate()
            {
                if beyond {
                    if dest {
                        past[i].1 += 1;
                    } else {
                        past[i].0 += 1;
                    }
                }
            }
        };
        let board = self.app.session.game.position().board();
        for (cell, _) in board.tops() {
            count(cell, false);
        }
        if let Some(sel) = &self.app.focus.selection {
            for &d in &sel.dests {
                count(d, true);
            }
        }
        let mid_x = left + (right - left) / 2;
        let mid_y = top + (bottom - top) / 2;
        for (i, &(pieces, cells)) in past.iter().enumerate() {
            if pieces + cells == 0 {
                continue;
            }
            let lang = &self.app.screen.lang;
            let what = match (pieces, cells) {
                (0, _) => crate::say!(lang, "board-off-cells", cells = cells),
                (_, 0) => crate::say!(lang, "board-off-pieces", pieces = pieces),
                _ => crate::say!(lang, "board-off-both", pieces = pieces, cells = cells),
            };
            let label = match i {
                0 => format!("◀ {what}"),
                1 => format!("{what} ▶"),
                2 => format!("▲ {what}"),
                _ => format!("▼ {what}"),
            };
            let len = crate::lang::columns::width(&label) as i32;
            let (x, y) = match i {
                0 => (left, mid_y),
                1 => (right - len, mid_y),
                2 => (mid_x - len / 2, top),
                _ => (mid_x - len / 2, bottom - 1),
            };
            // Where the words cover nothing drawn (a cell's name or outline), nearest the
            // middle of their edge: up or down the side edges, along the top and bottom.
            let (x, y) = p.blank_spot((x, y), len, i >= 2).unwrap_or((x, y));
            let style = if cells > 0 {
                self.theme.dest()
            } else {
                self.theme.title()
            };
            p.put(x, y, &label, style);
        }
    }
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut p = Painter { buf, area };
        let app = self.app;
        let pos = app.session.game.position();
        let board = pos.board();
        let occupied: Vec<Hex> = board.tops().map(|(h, _)| h).collect();
        for &cell in &occupied {
            self.draw_piece(&mut p, cell);
        }
        // The last move: where it came from (if now empty) and where it went.
        if let Some((Move::Piece(_, to), from)) = app.session.game.last_move() {
            let style = self.theme.last_move();
            if let Some(from) = from.filter(|&f| !board.is_occupied_at(f)) {
                self.draw_outline(&mut p, from, self.theme.dim(), Mark::Plain);
                self.draw_empty_label(&mut p, from, " . ", self.theme.dim());
            }
            self.draw_outline(&mut p, to, style, Mark::Plain);
            self.draw_foot(&mut p, to, '+', style);
        }
        self.draw_surrounded(&mut p);
        if let Some((piece_at, dest)) = app.prompt_preview() {
            if let Some(c) = piece_at {
                self.draw_outline(&mut p, c, self.theme.selected(), Mark::Angles);
            }
            if let Some(c) = dest {
                self.draw_outline(&mut p, c, self.theme.dest(), Mark::Plain);
                self.draw_foot(&mut p, c, '*', self.theme.dest());
            }
        }
        if let Some(Move::Piece(piece, to)) = app.current_hint() {
            if let Some(at) = board.position(piece) {
                self.draw_outline(&mut p, at, self.theme.selected(), Mark::Angles);
            }
            self.draw_outline(&mut p, to, self.theme.dest(), Mark::Plain);
            self.draw_foot(&mut p, to, '?', self.theme.dest());
        }
        if let Some(sel) = &app.focus.selection {
            self.draw_selection(&mut p, sel);
        }
        let cursor_style = self.theme.cursor().add_modifier(Modifier::BOLD);
        self.draw_outline(&mut p, app.focus.cursor, cursor_style, Mark::Brackets);
        self.draw_edges(&mut p);
        if board.is_empty() && app.focus.selection.is_none() {
            let (x, y) = self.geometry.origin(Hex::ORIGIN);
            p.put(
                x - 6,
                y + self.geometry.size.extent().1 + 1,
                &app.screen.lang.get("board-empty"),
                self.theme.dim(),
            );
        }
    }
}
