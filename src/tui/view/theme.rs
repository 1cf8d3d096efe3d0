//! Styles for both sides and the highlights: in colour, chosen for a dark or a light
//! background and drawn with as many colours as the terminal shows, or (under NO_COLOR) in
//! shapes only.
//!
//! The theme is a plain value built from a [`Look`] (a [`Palette`] and a [`Depth`], which
//! may be none);
//! what the terminal is, is the binary's to find out (with the decisions in
//! [`crate::tui::colors`]).

use ratatui::style::{Color, Modifier, Style};

use crate::rules::Color as Side;
use crate::tui::colors::nearest_256;
use crate::tui::colors::{Depth, Look, Palette};

/// One colour of a palette: its 24-bit value (the 256-colour one is the nearest to it) and
/// the ANSI colour that stands for it on a 16-colour terminal.
#[derive(Debug, Clone, Copy)]
struct Ink {
    rgb: [u8; 3],
    ansi: Color,
}

const fn ink(r: u8, g: u8, b: u8, ansi: Color) -> Ink {
    Ink {
        rgb: [r, g, b],
        ansi,
    }
}

/// Every colour the screen uses, by what it is for.
#[derive(Debug, Clone, Copy)]
struct Inks<T> {
    /// White's tile labels (hollow tiles: on the terminal's background).
    white: T,
    white_edge: T,
    /// Black's tile labels, on `black_fill`.
    black: T,
    black_fill: T,
    black_edge: T,
    cursor: T,
    dest: T,
    selected: T,
    last_move: T,
    dim: T,
    warning: T,
}

impl<T: Copy> Inks<T> {
    fn map<U>(&self, f: impl Fn(T) -> U) -> Inks<U> {
        Inks {
            white: f(self.white),
            white_edge: f(self.white_edge),
            black: f(self.black),
            black_fill: f(self.black_fill),
            black_edge: f(self.black_edge),
            cursor: f(self.cursor),
            dest: f(self.dest),
            selected: f(self.selected),
            last_move: f(self.last_move),
            dim: f(self.dim),
            warning: f(self.warning),
        }
    }
}

/// For a dark background: White's labels cream, Black's tiles brown with white labels, the
/// highlights light.
const DARK: Inks<Ink> = Inks {
    white: ink(250, 225, 160, Color::LightYellow),
    white_edge: ink(180, 180, 180, Color::Gray),
    black: ink(255, 255, 255, Color::White),
    black_fill: ink(100, 66, 40, Color::DarkGray),
    black_edge: ink(176, 124, 80, Color::DarkGray),
    cursor: ink(90, 210, 230, Color::Cyan),
    dest: ink(120, 220, 120, Color::LightGreen),
    selected: ink(235, 130, 235, Color::LightMagenta),
    last_move: ink(230, 200, 70, Color::Yellow),
    dim: ink(140, 140, 140, Color::DarkGray),
    warning: ink(255, 110, 110, Color::LightRed),
};

/// For a light background: White's labels dark amber and its outlines dark grey (yellow and
/// light grey vanish on white), Black's tiles dark brown with white labels, the highlights
/// dark. On 16 colours only the ANSI colours that are dark in the usual palettes are used
/// (green, cyan and yellow are too pale on white in xterm's).
const LIGHT: Inks<Ink> = Inks {
    white: ink(120, 80, 10, Color::Black),
    white_edge: ink(110, 110, 110, Color::DarkGray),
    black: ink(255, 255, 255, Color::White),
    black_fill: ink(70, 45, 30, Color::Black),
    black_edge: ink(70, 45, 30, Color::Black),
    cursor: ink(0, 110, 170, Color::Blue),
    dest: ink(0, 130, 0, Color::Magenta),
    selected: ink(170, 0, 170, Color::Red),
    last_move: ink(175, 85, 0, Color::Black),
    dim: ink(115, 115, 115, Color::DarkGray),
    warning: ink(190, 0, 0, Color::Red),
};

/// The styles one frame is drawn with.
#[derive(Debug, Clone)]
pub struct Theme {
    /// The colours, as the terminal's depth draws them; `None` without colour, where bold,
    /// reverse video and dim tell things apart.
    colors: Option<Inks<Color>>,
}

impl Theme {
    /// The styles for `look`'s palette at its depth, or in shapes only without colour
    /// (the palette then does nothing).
    pub fn new(look: Look) -> Theme {
        let inks = match look.palette {
            Palette::Dark => &DARK,
            Palette::Light => &LIGHT,
        };
        let colors = match look.depth {
            Depth::NoColor => None,
            Depth::TrueColor => {
                Some(inks.map(|ink| Color::Rgb(ink.rgb[0], ink.rgb[1], ink.rgb[2])))
            }
            Depth::Indexed256 => Some(inks.map(|ink| Color::Indexed(nearest_256(ink.rgb)))),
            Depth::Ansi16 => Some(inks.map(|ink| ink.ansi)),
        };
        Theme { colors }
    }

    /// A side's tile label: White hollow, Black filled (reverse video without colour), so
    /// the sides differ even without colour.
    pub fn piece(&self, side: Side) -> Style {
        match (side, &self.colors) {
            (Side::White, Some(c)) => Style::new().fg(c.white).add_modifier(Modifier::BOLD),
            (Side::Black, Some(c)) => Style::new()
                .fg(c.black)
                .bg(c.black_fill)
                .add_modifier(Modifier::BOLD),
            (Side::White, None) => Style::new().add_modifier(Modifier::BOLD),
            (Side::Black, None) => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        }
    }

    /// A side's tile outline.
    pub fn edge(&self, side: Side) -> Style {
        match (side, &self.colors) {
            (Side::White, Some(c)) => Style::new().fg(c.white_edge),
            (Side::Black, Some(c)) => Style::new().fg(c.black_edge),
            (_, None) => Style::new(),
        }
    }

    /// The cursor, on the board and in the prompt.
    pub fn cursor(&self) -> Style {
        self.pick(|c| c.cursor).add_modifier(Modifier::BOLD)
    }

    /// Destinations, the pieces the picked one may throw, and a hint's or typed move's target.
    pub(crate) fn dest(&self) -> Style {
        self.pick(|c| c.dest).add_modifier(Modifier::BOLD)
    }

    /// The picked piece, and the piece of a hint or a typed move.
    pub(crate) fn selected(&self) -> Style {
        self.pick(|c| c.selected).add_modifier(Modifier::BOLD)
    }

    /// The cell the last move went to.
    pub(crate) fn last_move(&self) -> Style {
        self.pick(|c| c.last_move)
    }

    /// Secondary things, such as the cell the last move left: grey, or dim without colour.
    pub(crate) fn dim(&self) -> Style {
        match &self.colors {
            Some(c) => Style::new().fg(c.dim),
            None => Style::new().add_modifier(Modifier::DIM),
        }
    }

    /// Warnings and the game-over line.
    pub fn warning(&self) -> Style {
        self.pick(|c| c.warning).add_modifier(Modifier::BOLD)
    }

    /// Titles, labels and stack heights: bold.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    fn pick(&self, which: impl Fn(&Inks<Color>) -> Color) -> Style {
        match &self.colors {
            Some(c) => Style::new().fg(which(c)),
            None => Style::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::colors::{XTERM_16, contrast, luminance, rgb_of_index};

    fn rgb_of(color: Color) -> [u8; 3] {
        let ansi = match color {
            Color::Rgb(r, g, b) => return [r, g, b],
            Color::Indexed(i) => return rgb_of_index(i),
            Color::Black => 0,
            Color::Red => 1,
            Color::Green => 2,
            Color::Yellow => 3,
            Color::Blue => 4,
            Color::Magenta => 5,
            Color::Cyan => 6,
            Color::Gray => 7,
            Color::DarkGray => 8,
            Color::LightRed => 9,
            Color::LightGreen => 10,
            Color::LightYellow => 11,
            Color::LightBlue => 12,
            Color::LightMagenta => 13,
            Color::LightCyan => 14,
            Color::White => 15,
            Color::Reset => panic!("no colour to measure"),
        };
        XTERM_16[ansi]
    }

    fn ratio(a: Color, b: [u8; 3]) -> f64 {
        let y = |c: [u8; 3]| luminance(c.map(|x| f64::from(x) / 255.0));
        contrast(y(rgb_of(a)), y(b))
    }

    /// Backgrounds each palette is meant for: pure black or white, and a common themed
    /// one nearer the middle (Gruvbox dark, Solarized light).
    fn backgrounds(palette: Palette) -> [[u8; 3]; 2] {
        match palette {
            Palette::Dark => [[0, 0, 0], [40, 40, 40]],
            Palette::Light => [[255, 255, 255], [253, 246, 227]],
        }
    }

    const DEPTHS: [Depth; 3] = [Depth::TrueColor, Depth::Indexed256, Depth::Ansi16];

    #[test]
    fn tile_labels_stand_out_from_their_ground() {
        // WCAG asks 3:1 of large or bold text; the labels are bold.
        for palette in [Palette::Dark, Palette::Light] {
            for depth in DEPTHS {
                let theme = Theme::new(Look { palette, depth });
                for bg in backgrounds(palette) {
                    let white = theme.piece(Side::White).fg.unwrap();
                    let r = ratio(white, bg);
                    assert!(
                        r >= 3.0,
                        "{palette:?} {depth:?} White's label on {bg:?}: {r:.2}"
                    );
                    let black = theme.piece(Side::Black);
                    let fill = rgb_of(black.bg.unwrap());
                    let r = ratio(black.fg.unwrap(), fill);
                    assert!(r >= 3.0, "{palette:?} {depth:?} Black's label: {r:.2}");
                }
            }
        }
    }

    #[test]
    fn outlines_and_highlights_stand_out_from_the_background() {
        // WCAG's 3:1 for the parts of a picture one must see; dim is meant to be quieter,
        // but still there.
        for palette in [Palette::Dark, Palette::Light] {
            for depth in DEPTHS {
                let theme = Theme::new(Look { palette, depth });
                let styles = [
                    ("White's outline", theme.edge(Side::White), 3.0),
                    ("Black's outline", theme.edge(Side::Black), 3.0),
                    ("cursor", theme.cursor(), 3.0),
                    ("destinations", theme.dest(), 3.0),
                    ("picked piece", theme.selected(), 3.0),
                    ("last move", theme.last_move(), 3.0),
                    ("warning", theme.warning(), 3.0),
                    ("dim", theme.dim(), 2.5),
                ];
                for bg in backgrounds(palette) {
                    for (what, style, least) in styles {
                        let r = ratio(style.fg.unwrap(), bg);
                        assert!(r >= least, "{palette:?} {depth:?} {what} on {bg:?}: {r:.2}");
                    }
                }
            }
        }
    }

    #[test]
    fn black_tiles_are_filled_so_the_sides_differ_in_shape() {
        for palette in [Palette::Dark, Palette::Light] {
            for depth in DEPTHS {
                let theme = Theme::new(Look { palette, depth });
                assert!(
                    theme.piece(Side::Black).bg.is_some(),
                    "{palette:?} {depth:?}"
                );
                assert!(
                    theme.piece(Side::White).bg.is_none(),
                    "{palette:?} {depth:?}"
                );
                let fill = rgb_of(theme.piece(Side::Black).bg.unwrap());
                // The fill must show against the background it is meant for.
                for bg in backgrounds(palette) {
                    let r = ratio(theme.piece(Side::Black).bg.unwrap(), bg);
                    assert!(
                        r >= 1.5,
                        "{palette:?} {depth:?} fill {fill:?} on {bg:?}: {r:.2}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_depth_draws_with_its_own_kind_of_colour() {
        for palette in [Palette::Dark, Palette::Light] {
            let kinds = DEPTHS.map(|depth| {
                let c = Theme::new(Look { palette, depth }).piece(Side::Black).bg;
                match c {
                    Some(Color::Rgb(..)) => Depth::TrueColor,
                    Some(Color::Indexed(i)) if i >= 16 => Depth::Indexed256,
                    Some(Color::Indexed(_)) | None => panic!("{c:?}"),
                    Some(_) => Depth::Ansi16,
                }
            });
            assert_eq!(kinds, DEPTHS);
        }
    }

    #[test]
    fn without_colour_only_shapes_tell_things_apart() {
        for palette in [Palette::Dark, Palette::Light] {
            let depth = Depth::NoColor;
            let theme = Theme::new(Look { palette, depth });
            assert_eq!(
                theme.piece(Side::Black),
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            );
            assert_eq!(
                theme.piece(Side::White),
                Style::new().add_modifier(Modifier::BOLD)
            );
            assert_eq!(theme.edge(Side::Black), Style::new());
            assert_eq!(theme.dim(), Style::new().add_modifier(Modifier::DIM));
            assert_eq!(theme.dest(), Style::new().add_modifier(Modifier::BOLD));
        }
    }
}
