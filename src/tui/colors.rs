//! The terminal's colours as the game screen needs them ([`Look`]): which background they
//! are for ([`Palette`]) and how many there are ([`Depth`]), none when colour is off; with
//! the pure decisions that read them
//! from what a terminal announces (its variables, its answer to OSC 11), so that the binary
//! only has to ask and the view only has to draw; and the arithmetic of colour (the nearest
//! 256-colour index, WCAG luminance and contrast).

/// The terminal background the colours are chosen for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Palette {
    /// Light text on a dark background.
    #[default]
    Dark,
    /// Dark text on a light background.
    Light,
}

impl Palette {
    /// The palette for a background colour of 16-bit channels, as terminals report it in
    /// answer to OSC 11 (`rgb:RRRR/GGGG/BBBB`): light when black text stands out more on it
    /// than white text does (by the WCAG contrast ratio), which puts the line at a relative
    /// luminance of about 0.18, mid-grey to the eye.
    pub fn for_background(rgb: [u16; 3]) -> Palette {
        let y = luminance(rgb.map(|c| f64::from(c) / 65535.0));
        if contrast(y, 0.0) > contrast(y, 1.0) {
            Palette::Light
        } else {
            Palette::Dark
        }
    }

    /// The palette `COLORFGBG` names (set by rxvt, Konsole and others: `15;0`, or
    /// `0;default;15`), from its last field, the background's ANSI colour number: 7 and
    /// 9–15 are light, 0–6 and 8 dark (as Vim reads it). `None` when the variable says
    /// nothing usable (`default`, not a number, out of range).
    pub fn from_colorfgbg(value: &str) -> Option<Palette> {
        let bg: u8 = value.rsplit(';').next()?.trim().parse().ok()?;
        match bg {
            0..=6 | 8 => Some(Palette::Dark),
            7 | 9..=15 => Some(Palette::Light),
            _ => None,
        }
    }
}

/// How the game screen is coloured: for which background, and with how many colours
/// (none: shapes only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Look {
    /// The background the colours are chosen for (the binary asks the terminal, or the
    /// player says with `--theme`).
    pub palette: Palette,
    /// How many colours the terminal shows, or none (`NO_COLOR`, a `dumb` terminal).
    pub depth: Depth,
}

/// How many colours the terminal shows, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Depth {
    /// No colour (the player set `NO_COLOR`, or the terminal has none): bold, reverse
    /// video and dim tell things apart, and the palette does nothing.
    NoColor,
    /// The 16 ANSI colours, which every colour terminal has (in its own shades).
    #[default]
    Ansi16,
    /// The xterm 256-colour palette (`Color::Indexed`): its 6×6×6 cube and grey ramp are
    /// the same in nearly every terminal that has it.
    Indexed256,
    /// 24-bit colour (`Color::Rgb`).
    TrueColor,
}

impl Depth {
    /// The depth a terminal announces through `COLORTERM` and `TERM`: 24-bit only when
    /// `COLORTERM` says `truecolor` or `24bit` (or TERM is a `-direct` one), 256 colours
    /// when TERM names them (`xterm-256color`), else the 16 ANSI colours. A 24-bit colour
    /// sent to a terminal without it comes out wrong or not at all, so nothing is assumed.
    pub fn from_terminal(colorterm: Option<&str>, term: Option<&str>) -> Depth {
        let colorterm = colorterm.unwrap_or("").trim().to_ascii_lowercase();
        let term = term.unwrap_or("").to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.ends_with("-direct") {
            Depth::TrueColor
        } else if term.contains("256color") {
            Depth::Indexed256
        } else {
            Depth::Ansi16
        }
    }
}

/// The levels of each channel in the xterm 256-colour cube (indices 16–231).
pub(crate) const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

/// The xterm 256-colour index nearest to `rgb`: the nearest of the cube's colours or of
/// the grey ramp's (232–255, 8 to 238 by tens), by squared distance. The 16 colours below
/// 16 are left out: terminals give them shades of their own.
pub fn nearest_256(rgb: [u8; 3]) -> u8 {
    let dist = |a: [u8; 3]| -> u32 {
        a.iter()
            .zip(rgb)
            .map(|(&x, y)| (i32::from(x) - i32::from(y)).unsigned_abs().pow(2))
            .sum()
    };
    let level = |c: u8| -> usize {
        (0..CUBE.len())
            .min_by_key(|&i| CUBE[i].abs_diff(c))
            .unwrap_or(0)
    };
    let [r, g, b] = rgb.map(level);
    let cube = [CUBE[r], CUBE[g], CUBE[b]];
    let cube_index = 16 + 36 * r + 6 * g + b;
    let mean = (u32::from(rgb[0]) + u32::from(rgb[1]) + u32::from(rgb[2])) / 3;
    // The ramp's step nearest to the mean, 0..=23.
    let step = (mean.saturating_sub(3) / 10).min(23);
    let grey = (8 + 10 * step) as u8;
    if dist([grey; 3]) < dist(cube) {
        232 + step as u8
    } else {
        cube_index as u8
    }
}

/// The WCAG relative luminance of a colour of channels in 0..=1 (sRGB).
pub(crate) fn luminance(rgb: [f64; 3]) -> f64 {
    let lin = |c: f64| {
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])
}

/// The WCAG contrast ratio of two relative luminances (1 to 21).
pub(crate) fn contrast(a: f64, b: f64) -> f64 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[cfg(test)]
/// The RGB of an xterm 256-colour index: below 16 xterm's own shades ([`XTERM_16`]), then
/// the cube and the grey ramp.
pub(crate) fn rgb_of_index(i: u8) -> [u8; 3] {
    match i {
        0..=15 => XTERM_16[usize::from(i)],
        16..=231 => {
            let n = usize::from(i - 16);
            [CUBE[n / 36], CUBE[n / 6 % 6], CUBE[n % 6]]
        }
        _ => [8 + 10 * (i - 232); 3],
    }
}

#[cfg(test)]
/// xterm's default shades of the 16 ANSI colours: terminals differ here, so this is
/// one common palette to check the 16-colour choices against.
pub(crate) const XTERM_16: [[u8; 3]; 16] = [
    [0, 0, 0],
    [205, 0, 0],
    [0, 205, 0],
    [205, 205, 0],
    [0, 0, 238],
    [205, 0, 205],
    [0, 205, 205],
    [229, 229, 229],
    [127, 127, 127],
    [255, 0, 0],
    [0, 255, 0],
    [255, 255, 0],
    [92, 92, 255],
    [255, 0, 255],
    [0, 255, 255],
    [255, 255, 255],
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_is_read_from_colorterm_and_term() {
        let cases = [
            (Some("truecolor"), Some("xterm-256color"), Depth::TrueColor),
            (Some("24bit"), Some("xterm"), Depth::TrueColor),
            (Some("TrueColor"), None, Depth::TrueColor),
            (None, Some("xterm-direct"), Depth::TrueColor),
            (None, Some("xterm-256color"), Depth::Indexed256),
            (Some(""), Some("tmux-256color"), Depth::Indexed256),
            // COLORTERM set to something else (some terminals say `yes`) promises nothing.
            (Some("yes"), Some("screen-256color"), Depth::Indexed256),
            (Some("yes"), Some("xterm"), Depth::Ansi16),
            (None, Some("linux"), Depth::Ansi16),
            (None, Some("xterm-color"), Depth::Ansi16),
            (None, None, Depth::Ansi16),
        ];
        for (colorterm, term, want) in cases {
            assert_eq!(
                Depth::from_terminal(colorterm, term),
                want,
                "COLORTERM={colorterm:?} TERM={term:?}"
            );
        }
    }

    #[test]
    fn colorfgbg_names_the_background() {
        let cases = [
            ("15;0", Some(Palette::Dark)),
            ("0;15", Some(Palette::Light)),
            ("0;7", Some(Palette::Light)),
            ("7;8", Some(Palette::Dark)),
            ("12;default;0", Some(Palette::Dark)),
            ("0;default;15", Some(Palette::Light)),
            ("15;default", None),
            ("0;16", None),
            ("", None),
            ("light", None),
        ];
        for (value, want) in cases {
            assert_eq!(Palette::from_colorfgbg(value), want, "COLORFGBG={value:?}");
        }
    }

    #[test]
    fn a_reported_background_picks_the_palette_by_its_luminance() {
        // As terminals answer OSC 11 (rgb:RRRR/GGGG/BBBB).
        let cases = [
            ([0xffff, 0xffff, 0xffff], Palette::Light),
            ([0x0000, 0x0000, 0x0000], Palette::Dark),
            // Solarized light and dark, Gruvbox dark, a mid grey either side of the line.
            ([0xfdfd, 0xf6f6, 0xe3e3], Palette::Light),
            ([0x0000, 0x2b2b, 0x3636], Palette::Dark),
            ([0x2828, 0x2828, 0x2828], Palette::Dark),
            ([0x8080, 0x8080, 0x8080], Palette::Light),
            ([0x6060, 0x6060, 0x6060], Palette::Dark),
            // Pure blue is dark to the eye though one channel is full.
            ([0x0000, 0x0000, 0xffff], Palette::Dark),
            ([0xffff, 0xffff, 0x0000], Palette::Light),
        ];
        for (rgb, want) in cases {
            assert_eq!(Palette::for_background(rgb), want, "{rgb:x?}");
        }
    }

    #[test]
    fn the_nearest_256_colour_is_exact_on_the_cube_and_ramp_and_close_off_them() {
        assert_eq!(nearest_256([0, 0, 0]), 16);
        assert_eq!(nearest_256([255, 255, 255]), 231);
        assert_eq!(nearest_256([95, 135, 175]), 16 + 36 + 2 * 6 + 3);
        assert_eq!(nearest_256([128, 128, 128]), 244);
        assert_eq!(nearest_256([238, 238, 238]), 255);
        // Off the grid, every channel within half the cube's widest step (0 to 95); the
        // dark browns, which the cube lacks, come out grey.
        for rgb in [[250, 225, 160], [100, 66, 40], [0, 130, 0], [120, 80, 10]] {
            let got = rgb_of_index(nearest_256(rgb));
            for (a, b) in got.iter().zip(rgb) {
                assert!(a.abs_diff(b) <= 48, "{rgb:?} → {got:?}");
            }
        }
    }
}
