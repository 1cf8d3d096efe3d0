//! The camera: which hex size the board is drawn at and where the view is panned to.
//!
//! Decided in the update (after every message), never while drawing, so every frame of a
//! state looks the same: the size changes with hysteresis (or afresh after a resize), the
//! player's own panning and `c` win over following the cursor, and the hive always keeps
//! at least one piece in view.

use ratatui::layout::Rect;

use crate::rules::{Board, Hex, Piece};
use crate::tui::layout::{Geometry, HexSize};

/// Spare columns and lines the whole hive must leave before compact hexes grow back to
/// large ones: one hex step each way, so a move and its undo do not flip the size.
const GROW_MARGIN: (i32, i32) = (8, 4);

/// The view of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Camera {
    /// The size `z` forces; `None` chooses by what fits.
    pub zoom: Option<HexSize>,
    /// The size chosen by what fits.
    pub fitted: HexSize,
    /// The view's offset from the hive's centre, in hex steps (columns, rows).
    pub pan: (i32, i32),
    /// Whether the view pans to keep the cursor in sight (off once the player pans or
    /// centres, on again when the player moves the cursor).
    pub follow: bool,
    /// The terminal was resized: choose the size afresh.
    fresh: bool,
    /// The picked piece the view was last panned to show with its destinations; the
    /// player may pan away from them after that.
    framed: Option<Piece>,
}

impl Default for Camera {
    fn default() -> Camera {
        Camera {
            zoom: None,
            fitted: HexSize::Large,
            pan: (0, 0),
            follow: true,
            fresh: true,
            framed: None,
        }
    }
}

impl Camera {
    /// The hex size to draw with.
    pub fn size(&self) -> HexSize {
        self.zoom.unwrap_or(self.fitted)
    }

    /// The mapping between cells and the screen for `board` drawn in `area`.
    pub fn geometry(&self, board: &Board, area: Rect) -> Geometry {
        Geometry::new(board, area, self.size(), self.pan)
    }

    /// The terminal changed size: the next fit chooses the hex size afresh.
    pub(crate) fn resized(&mut self) {
        self.fresh = true;
    }

    /// `z`: large, compact, then back to choosing by what fits; returns what to tell the
    /// player.
    pub fn zoom(&mut self) -> &'static str {
        self.zoom = match self.zoom {
            None => Some(match self.fitted {
                HexSize::Large => HexSize::Compact,
                HexSize::Compact => HexSize::Large,
            }),
            Some(_) => None,
        };
        match self.zoom {
            Some(HexSize::Large) => "Large hexes (z again: sized to fit).",
            Some(HexSize::Compact) => "Compact hexes (z again: sized to fit).",
            None => "Hexes sized to fit the board.",
        }
    }

    /// The player pans by `(dx, dy)` hex steps; the view stays there.
    pub(crate) fn pan_by(&mut self, dx: i32, dy: i32) {
        self.pan = (self.pan.0 + dx, self.pan.1 + dy);
        self.follow = false;
    }

    /// `c`: the hive in the middle; the view stays there.
    pub(crate) fn center(&mut self) {
        self.pan = (0, 0);
        self.follow = false;
    }

    /// Fits the view to `board` in `area`: the size, a piece just picked with its
    /// destinations (`picked`: the piece, its cell or the cursor for one from the hand,
    /// and the cells it may go to), the cursor (when following) and the hive in sight.
    pub fn fit(
        &mut self,
        board: &Board,
        area: Rect,
        cursor: Hex,
        picked: Option<(Piece, Hex, &[Hex])>,
    ) {
        let (sx, sy) = Geometry::spare(board, area, HexSize::Large);
        let fits = sx >= 0 && sy >= 0;
        self.fitted = match self.fitted {
            _ if self.fresh => {
                if fits {
                    HexSize::Large
                } else {
                    HexSize::Compact
                }
            }
            HexSize::Large if !fits => HexSize::Compact,
            HexSize::Compact if sx >= GROW_MARGIN.0 && sy >= GROW_MARGIN.1 => HexSize::Large,
            size => size,
        };
        self.fresh = false;
        match picked {
            Some((piece, _, _)) if self.framed == Some(piece) => {}
            Some((piece, at, dests)) => {
                self.frame(board, area, at, dests);
                self.framed = Some(piece);
            }
            None => self.framed = None,
        }
        if self.follow {
            self.show(board, area, cursor);
        }
        self.keep_hive_in_sight(board, area);
    }

    /// Pans so that `at` and every cell of `dests` show, when they fit the view; else so
    /// that `at` and as many of them as can show, the pan nearest the current one.
    fn frame(&mut self, board: &Board, area: Rect, at: Hex, dests: &[Hex]) {
        let seen = |pan: (i32, i32)| {
            let g = Geometry::new(board, area, self.size(), pan);
            g.shows(at)
                .then(|| dests.iter().filter(|&&d| g.shows(d)).count())
        };
        if seen(self.pan) == Some(dests.len()) {
            return;
        }
        // Pans are in hex steps; a hive of all 28 pieces spans fewer than 30 either way.
        const REACH: i32 = 30;
        let mut best: Option<(usize, i32, (i32, i32))> = None;
        for dy in -REACH..=REACH {
            for dx in -REACH..=REACH {
                let pan = (self.pan.0 + dx, self.pan.1 + dy);
                let Some(n) = seen(pan) else { continue };
                let far = dx.abs() + dy.abs();
                if best.is_none_or(|(m, f, _)| n > m || (n == m && far < f)) {
                    best = Some((n, far, pan));
                }
            }
        }
        if let Some((_, _, pan)) = best {
            self.pan = pan;
        }
    }

    /// Pans (when the view is smaller than the hive) until `cell` shows.
    fn show(&mut self, board: &Board, area: Rect, cell: Hex) {
        let (w, h) = self.size().extent();
        if (area.width as i32) < w || (area.height as i32) < h {
            return;
        }
        for _ in 0..256 {
            let g = self.geometry(board, area);
            let (x, y) = g.origin(cell);
            let step = |lo: i32, hi: i32, at: i32, len: i32| {
                if at < lo {
                    -1
                } else if at + len > hi {
                    1
                } else {
                    0
                }
            };
            let dx = step(area.left() as i32, area.right() as i32, x, w);
            let dy = step(area.top() as i32, area.bottom() as i32, y, h);
            if (dx, dy) == (0, 0) {
                return;
            }
            self.pan = (self.pan.0 + dx, self.pan.1 + dy);
        }
    }

    /// Pans back towards the centre until at least one piece (on an empty board, the first
    /// cell) is wholly in view.
    fn keep_hive_in_sight(&mut self, board: &Board, area: Rect) {
        for _ in 0..4096 {
            let g = self.geometry(board, area);
            let in_sight = if board.is_empty() {
                g.shows(Hex::ORIGIN)
            } else {
                board.tops().any(|(h, _)| g.shows(h))
            };
            if in_sight || self.pan == (0, 0) {
                return;
            }
            self.pan = (
                self.pan.0 - self.pan.0.signum(),
                self.pan.1 - self.pan.1.signum(),
            );
        }
    }
}
