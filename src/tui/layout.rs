//! Where things go on screen: the panels, hex cells ↔ screen characters, and where the
//! last frame drew what a click can land on.

use ratatui::layout::{Position, Rect};

use crate::rules::{Board, Bug, Color, Hex};

/// Where one frame drew the things a click can land on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawn {
    /// The board's mapping between cells and the screen.
    pub board: Option<Geometry>,
    /// Each bug entry of each hand.
    pub hand: Vec<(Rect, Color, Bug)>,
    /// Each row of the move list, with its ply (1 = the first move).
    pub moves: Vec<(Rect, usize)>,
    /// How far the help page shown can scroll.
    pub help_scroll_max: u16,
    /// How many lines of the help page show at once (a screen, to PgDn and PgUp).
    pub help_lines: u16,
    /// Each row of the games screen's list, with its row in the list.
    pub games: Vec<(Rect, usize)>,
    /// How many games the games screen shows at once (a screen, to PgDn and PgUp).
    pub games_lines: u16,
}

/// What a click landed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// A bug entry in a hand.
    Hand(Color, Bug),
    /// A cell of the board.
    Cell(Hex),
    /// A row of the move list: the position after this ply.
    Move(usize),
    /// A row of the games screen's list.
    Game(usize),
}

impl Drawn {
    /// What was drawn at `(x, y)`, if anything a click acts on.
    pub(crate) fn hit(&self, x: u16, y: u16) -> Option<Target> {
        let at = Position::new(x, y);
        if let Some(&(_, row)) = self.games.iter().find(|(r, _)| r.contains(at)) {
            return Some(Target::Game(row));
        }
        if let Some(&(_, color, bug)) = self.hand.iter().find(|(r, ..)| r.contains(at)) {
            return Some(Target::Hand(color, bug));
        }
        if let Some(&(_, ply)) = self.moves.iter().find(|(r, _)| r.contains(at)) {
            return Some(Target::Move(ply));
        }
        self.board.and_then(|g| g.cell_at(x, y)).map(Target::Cell)
    }
}

/// The smallest terminal the game draws itself in.
pub(crate) const MIN_WIDTH: u16 = 64;
/// The fewest lines the game draws itself in.
pub(crate) const MIN_HEIGHT: u16 = 20;

/// The screen split into the board, the side panel and the status lines.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Areas {
    /// The board, on the left.
    pub board: Rect,
    /// The side panel on the right: the hands, the stack under the cursor, the moves.
    pub side: Rect,
    /// The status lines along the bottom.
    pub status: Rect,
}

impl Areas {
    /// Splits `area`: three status lines at the bottom, a side panel of 26 columns (34 from
    /// 120 wide, at most half the width) on the right, the board in the rest.
    pub fn new(area: Rect) -> Areas {
        // The turn, two lines of message, the keys.
        let status_h = 4.min(area.height);
        let side_w = if area.width >= 120 { 34 } else { 26 }.min(area.width / 2);
        let body_h = area.height - status_h;
        Areas {
            board: Rect::new(area.x, area.y, area.width - side_w, body_h),
            side: Rect::new(area.x + area.width - side_w, area.y, side_w, body_h),
            status: Rect::new(area.x, area.y + body_h, area.width, status_h),
        }
    }

    /// Whether the terminal is big enough to play in.
    pub fn fits(area: Rect) -> bool {
        area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
    }
}

/// The two drawing sizes of a hex.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HexSize {
    /// 9 × 6 characters: room for the name and the stack height.
    Large,
    /// 5 × 3 characters: the name only.
    Compact,
}

impl HexSize {
    /// Screen characters per half-step along a row, and lines per row.
    fn units(self) -> (i32, i32) {
        match self {
            HexSize::Large => (4, 4),
            HexSize::Compact => (2, 2),
        }
    }

    /// Width and height of one hex's drawing.
    pub fn extent(self) -> (i32, i32) {
        match self {
            HexSize::Large => (9, 6),
            HexSize::Compact => (5, 3),
        }
    }
}

/// The mapping between cells and screen positions for one frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// The hex size drawn: the forced one, else large when the hive fits.
    pub size: HexSize,
    anchor: Hex,
    /// Screen position of the anchor cell's drawing (top-left corner).
    ox: i32,
    oy: i32,
    /// The board panel drawn in; clicks outside it name no cell.
    pub area: Rect,
}

/// Bounding box of a set of hexes in "doubled" coordinates (x = 2q + r, y = r).
fn bounds(hexes: impl Iterator<Item = Hex>) -> Option<(i32, i32, i32, i32)> {
    hexes.fold(None, |acc, h| {
        let (x, y) = (2 * h.q + h.r, h.r);
        Some(match acc {
            None => (x, x, y, y),
            Some((x0, x1, y0, y1)) => (x0.min(x), x1.max(x), y0.min(y), y1.max(y)),
        })
    })
}

/// The hive's drawing box in doubled coordinates, with one ring of empty cells around it
/// (where moves and placements land): (x0, x1, y0, y1).
fn hive_box(board: &Board) -> (i32, i32, i32, i32) {
    let ring = board.tops().flat_map(|(h, _)| {
        crate::rules::Direction::ALL
            .into_iter()
            .map(move |d| h.neighbor(d))
            .chain(std::iter::once(h))
    });
    bounds(ring).unwrap_or((-2, 2, -1, 1))
}

impl Geometry {
    /// Lays out the hive centred in `area` (shifted by `pan`, in hex steps) with hexes of
    /// `size`.
    pub fn new(board: &Board, area: Rect, size: HexSize, pan: (i32, i32)) -> Geometry {
        let (x0, x1, y0, y1) = hive_box(board);
        let mid_y = (y0 + y1).div_euclid(2);
        let mid_x = (x0 + x1).div_euclid(2);
        let anchor = Hex::new((mid_x - mid_y).div_euclid(2), mid_y);
        let (ux, uy) = size.units();
        let (w, h) = size.extent();
        let ax = 2 * anchor.q + anchor.r;
        let ay = anchor.r;
        // Centre the box [x0, x1] × [y0, y1] in the area.
        let box_w = (x1 - x0) * ux + w;
        let box_h = (y1 - y0) * uy + h;
        let left = area.x as i32 + (area.width as i32 - box_w) / 2;
        // Centred, a box taller than the area by an odd line loses that line at the top,
        // not the bottom: a hex's lowest line is its foot, where the last move (`+`), a
        // destination (`*`) and a hint (`?`) are marked, and a last row drawn without it
        // looked cut off. (A view panned to show a cell keeps where that put it.)
        let spare_h = area.height as i32 - box_h;
        let top = area.y as i32
            + match pan.1 {
                0 => spare_h.div_euclid(2),
                _ => spare_h / 2,
            };
        Geometry {
            size,
            anchor,
            ox: left + (ax - x0) * ux - pan.0 * 2 * ux,
            oy: top + (ay - y0) * uy - pan.1 * uy,
            area,
        }
    }

    /// The columns and lines to spare (negative: missing) when the whole hive, with a ring
    /// of empty cells, is drawn in `area` with hexes of `size`.
    pub fn spare(board: &Board, area: Rect, size: HexSize) -> (i32, i32) {
        let (x0, x1, y0, y1) = hive_box(board);
        let (ux, uy) = size.units();
        let (w, h) = size.extent();
        (
            area.width as i32 - ((x1 - x0) * ux + w),
            area.height as i32 - ((y1 - y0) * uy + h),
        )
    }

    /// Whether `cell`'s whole drawing lies inside the area.
    pub fn shows(&self, cell: Hex) -> bool {
        let (x, y) = self.origin(cell);
        let (w, h) = self.size.extent();
        let a = self.area;
        x >= a.left() as i32
            && y >= a.top() as i32
            && x + w <= a.right() as i32
            && y + h <= a.bottom() as i32
    }

    /// The top-left corner of `cell`'s drawing.
    pub fn origin(&self, cell: Hex) -> (i32, i32) {
        let h = cell - self.anchor;
        let (ux, uy) = self.size.units();
        (self.ox + (2 * h.q + h.r) * ux, self.oy + h.r * uy)
    }

    /// The cell drawn at a screen position (its name line and the lines around it).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Hex> {
        if !self.area.contains(ratatui::layout::Position::new(x, y)) {
            return None;
        }
        let (ux, uy) = self.size.units();
        let (w, h) = self.size.extent();
        // The row whose middle line is nearest, then the column within that row.
        let dy = y as i32 - self.oy - (h - 1) / 2;
        let r = (dy as f64 / uy as f64).round() as i32;
        let dx = x as i32 - self.ox - (w - 1) / 2 - r * ux;
        let q = (dx as f64 / (2 * ux) as f64).round() as i32;
        Some(self.anchor + Hex::new(q, r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn clicking_a_cell_finds_it_in_both_sizes() {
        let game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
        for size in [HexSize::Large, HexSize::Compact] {
            let g = Geometry::new(
                game.position().board(),
                Rect::new(0, 0, 80, 30),
                size,
                (0, 0),
            );
            let (w, h) = size.extent();
            for cell in [
                Hex::ORIGIN,
                Hex::ORIGIN.neighbor(crate::rules::Direction::SouthEast),
            ] {
                let (x, y) = g.origin(cell);
                let center = ((x + w / 2) as u16, (y + (h - 1) / 2) as u16);
                assert_eq!(g.cell_at(center.0, center.1), Some(cell), "{size:?}");
            }
        }
    }

    #[test]
    fn the_hive_is_centered() {
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let area = Rect::new(0, 0, 60, 20);
        let (sx, sy) = Geometry::spare(game.position().board(), area, HexSize::Large);
        assert!(sx >= 0 && sy >= 0, "{sx} {sy}");
        let g = Geometry::new(game.position().board(), area, HexSize::Large, (0, 0));
        let (xa, _) = g.origin(Hex::ORIGIN);
        let (xb, _) = g.origin(Hex::ORIGIN.neighbor(crate::rules::Direction::East));
        // The two pieces sit either side of the middle column.
        let mid = (xa + xb + 9) / 2;
        assert!((mid - 30).abs() <= 2, "{xa} {xb}");
    }
}
