//! The game screen's colours: one small position drawn in each palette at each colour
//! depth, and without colour, as insta snapshots of the styles each run of cells is drawn
//! with.

use std::fmt::Write as _;

use hive::tui::input::keys::Action;
use hive::tui::model::{App, Msg};
use hive::tui::{Depth, Look, Palette, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier, Style};

use super::screens::app_with;

/// Four pieces, White's Queen picked up: both sides' tiles, the picked piece, its numbered
/// cells, the cursor, the last move, the hands (those played out dim) and the status lines.
fn position(color: bool, palette: Palette, depth: Depth) -> App {
    let mut app = app_with("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-");
    let depth = if color { depth } else { Depth::NoColor };
    app.screen.look = Look { palette, depth };
    app.focus.cursor = app
        .session
        .game
        .position()
        .board()
        .position("wQ".parse().unwrap())
        .unwrap();
    app.update(Msg::Action(Action::Pick));
    assert!(app.focus.selection.is_some(), "the Queen is picked up");
    app
}

fn color_name(c: Color) -> String {
    match c {
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        Color::Indexed(i) => format!("i{i}"),
        c => format!("{c:?}"),
    }
}

fn style_name(s: Style) -> String {
    let mut out = Vec::new();
    if let Some(fg) = s.fg.filter(|&c| c != Color::Reset) {
        out.push(format!("fg={}", color_name(fg)));
    }
    if let Some(bg) = s.bg.filter(|&c| c != Color::Reset) {
        out.push(format!("bg={}", color_name(bg)));
    }
    for (m, name) in [
        (Modifier::BOLD, "bold"),
        (Modifier::DIM, "dim"),
        (Modifier::REVERSED, "reversed"),
    ] {
        if s.add_modifier.contains(m) {
            out.push(name.to_string());
        }
    }
    out.join(" ")
}

/// Every run of cells on a row drawn in one style other than the plain one: its row,
/// columns, text and style, one a line.
fn styled_runs(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut x = 0;
        while x < area.width {
            let style = style_name(buf[(x, y)].style());
            let start = x;
            let mut text = String::new();
            while x < area.width && style_name(buf[(x, y)].style()) == style {
                text.push_str(buf[(x, y)].symbol());
                x += 1;
            }
            if !style.is_empty() {
                writeln!(out, "{y:>2}:{start:>2}-{:<2} {text:?} {style}", x - 1).unwrap();
            }
        }
    }
    out
}

/// The screen for `app` at 64×20 (the least it needs), as its text and then its styled
/// runs.
fn styled_screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(64, 20)).unwrap();
    terminal
        .draw(|f| {
            view::render(app, f);
        })
        .unwrap();
    let buf = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..buf.area.height {
        let line: String = (0..buf.area.width)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect();
        writeln!(text, "{}", line.trim_end()).unwrap();
    }
    format!("{text}\n{}", styled_runs(buf))
}

#[test]
fn dark_truecolor() {
    let app = position(true, Palette::Dark, Depth::TrueColor);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn light_truecolor() {
    let app = position(true, Palette::Light, Depth::TrueColor);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn dark_256() {
    let app = position(true, Palette::Dark, Depth::Indexed256);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn light_256() {
    let app = position(true, Palette::Light, Depth::Indexed256);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn dark_16() {
    let app = position(true, Palette::Dark, Depth::Ansi16);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn light_16() {
    let app = position(true, Palette::Light, Depth::Ansi16);
    insta::assert_snapshot!(styled_screen(&app));
}

#[test]
fn no_color_is_the_same_in_any_palette_and_depth() {
    // Without colour, shapes only: bold, reverse video and dim, whatever else is set.
    let plain = styled_screen(&position(false, Palette::Dark, Depth::Ansi16));
    assert!(!plain.contains("fg=") && !plain.contains("bg="), "{plain}");
    for palette in [Palette::Dark, Palette::Light] {
        for depth in [Depth::Ansi16, Depth::Indexed256, Depth::TrueColor] {
            let app = position(false, palette, depth);
            assert_eq!(styled_screen(&app), plain, "{palette:?} {depth:?}");
        }
    }
    insta::assert_snapshot!("no_color", plain);
}

#[test]
fn the_palettes_and_depths_draw_differently() {
    // Each theme is its own: no two of the six colour ones draw the same screen.
    let mut screens = Vec::new();
    for palette in [Palette::Dark, Palette::Light] {
        for depth in [Depth::Ansi16, Depth::Indexed256, Depth::TrueColor] {
            screens.push((
                palette,
                depth,
                styled_screen(&position(true, palette, depth)),
            ));
        }
    }
    for (i, a) in screens.iter().enumerate() {
        for b in &screens[i + 1..] {
            assert_ne!(a.2, b.2, "{:?} {:?} and {:?} {:?}", a.0, a.1, b.0, b.1);
        }
    }
}
