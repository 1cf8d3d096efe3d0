//! Drawing speed: one frame of a 28-piece hive on a 200x60 test terminal.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{Criterion, criterion_group, criterion_main};
use hive::rules::{Game, GameType};
use hive::tui::model::App;
use hive::tui::runtime::KeptFrame;
use hive::tui::view;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A 28-piece hive in one long line (nokamute's "super long hive axis-2" case).
const LONG_HIVE: &str = "Base+MLP;InProgress;White[15];wM;bM wM\\;wL \\wM;bL bM\\;wP \\wL;bP bL\\;wQ \\wP;bQ bP\\;wS1 \\wQ;bS1 bQ\\;wS2 \\wS1;bS2 bS1\\;wB1 \\wS2;bB1 bS2\\;wB2 \\wB1;bB2 bB1\\;wG1 \\wB2;bG1 bB2\\;wG2 \\wG1;bG2 bG1\\;wG3 \\wG2;bG3 bG2\\;wA1 \\wG3;bA1 bG3\\;wA2 \\wA1;bA2 bA1\\;wA3 \\wA2;bA3 bA2\\";

/// Times drawing one frame of `game` on a `width`×`height` test terminal, colourless.
fn draw(c: &mut Criterion, name: &str, game: &str, (width, height): (u16, u16)) {
    let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
    app.screen.look.depth = hive::tui::Depth::NoColor;
    app.session.game = Game::parse(game).expect("a valid game string");
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    c.bench_function(name, |b| {
        b.iter(|| {
            terminal
                .draw(|f| {
                    view::render(&app, f);
                })
                .expect("drawn");
        })
    });
}

/// Times keeping the frame of `game` drawn at 80×24 as a server keeps each screen's last
/// frame between draws, and painting it again for the next frame to be compared with.
fn keep(c: &mut Criterion, game: &str) {
    let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
    app.session.game = Game::parse(game).expect("a valid game string");
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|f| {
            view::render(&app, f);
        })
        .expect("drawn");
    let buffer = terminal.backend().buffer().clone();
    let mut kept = KeptFrame::of(&buffer);
    let mut painted = buffer.clone();
    c.bench_function("keep a frame at 80x24 and paint it again", |b| {
        b.iter(|| {
            kept.keep(&buffer);
            kept.paint(&mut painted);
        })
    });
}

/// Times drawing a busy club's seeks page at 80×24: 250 members here, a seek from each,
/// the cursor on the `at`th (a page longer than the screen, scrolled to keep it in sight).
fn seeks_page(c: &mut Criterion, name: &str, at: usize) {
    use hive::serve::lobby::model::{Lobby, Msg, Page};
    use hive::serve::lobby::seeks::{SeekRow, Seen};
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let offer = hive::club::NewSeek {
        game_type: GameType::MLP,
        clock: None,
        rated: true,
        color: hive::club::SeekColor::Random,
        opening: hive::rules::Opening::Rulebook,
        to: None,
    };
    let mut lobby = Lobby::new("m1", None);
    lobby.page = Page::Seeks;
    lobby.update(Msg::Seeks(Seen {
        here: (1..=250).map(|n| (n, format!("m{n}"))).collect(),
        seeks: (1..=250)
            .map(|n| SeekRow {
                id: n,
                by: format!("m{n}"),
                mine: n == 1,
                offer,
                to: None,
                declined: false,
            })
            .collect(),
        games: Vec::new(),
    }));
    for _ in 0..at {
        lobby.update(Msg::Key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE)));
    }
    let theme = view::theme::Theme::new(hive::tui::Look {
        palette: hive::tui::Palette::Dark,
        depth: hive::tui::Depth::NoColor,
    });
    let lang = hive::lang::Lang::english();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    c.bench_function(name, |b| {
        b.iter(|| {
            terminal
                .draw(|f| hive::serve::lobby::view::render(&lobby, &theme, &lang, f))
                .expect("drawn");
        })
    });
}

fn bench(c: &mut Criterion) {
    seeks_page(
        c,
        "draw a busy club's seeks page at 80x24, cursor at the top",
        0,
    );
    seeks_page(
        c,
        "draw a busy club's seeks page at 80x24, cursor at the 200th seek",
        199,
    );
    keep(c, UNDER_WAY);
    assert_eq!(
        Game::parse(LONG_HIVE).map(|g| g.position().board().pieces().count()),
        Ok(28)
    );
    // The terminal game redraws at least every tick; a frame should take well under 50 ms.
    draw(c, "draw a 28-piece hive at 200x60", LONG_HIVE, (200, 60));
    // A game under way on the usual terminal: pieces still in hand, whose hands are drawn
    // with each bug dimmed where it cannot be placed, and the status line's pass check.
    draw(c, "draw a game under way at 80x24", UNDER_WAY, (80, 24));
}

/// Eight plies of Base+MLP: both Queens and some bugs out, most still in hand.
const UNDER_WAY: &str =
    "Base+MLP;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 \\wQ;bA1 bQ/;wG1 /wQ;bM bQ\\";

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
