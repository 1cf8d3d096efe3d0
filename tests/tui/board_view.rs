//! Reading the board on the game screen: review's steps, scores and best lines, a stack and
//! what it hides, and the edges that count what is out of view.

use std::time::Duration;

use hive::engine::ai::{MATE, SearchResult};
use hive::rules::{Game, GameState, GameType, Hex, Move};
use hive::tui::input::keys::Action;
use hive::tui::model::Job;
use hive::tui::model::{App, Effect, Mode, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use super::screens::*;

#[test]
fn review_steps_jumps_and_branches_off() {
    let mut app = app();
    let game = white_wins_game();
    assert_eq!(game.outcome(), GameState::WhiteWins);
    app.review_from_start(game);
    assert_eq!(app.review_position(), (0, 15));
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    assert_eq!(app.review_position(), (2, 15));
    key(&mut app, KeyCode::End);
    assert_eq!(app.review_position(), (15, 15));
    assert_eq!(app.session.game.outcome(), GameState::WhiteWins);
    key(&mut app, KeyCode::Home);
    assert_eq!(app.review_position(), (0, 15));
    for c in "12".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.review_position(), (12, 15));
    let s = screen(&app, 80, 24);
    assert!(
        s.contains("REVIEW ply 12/15") && s.contains("Plies (12 of 15)"),
        "{s}"
    );
    insta::assert_snapshot!(s);
    // Auto-play advances one ply a tick.
    key(&mut app, KeyCode::Char(' '));
    app.update(Msg::Tick);
    assert_eq!(app.review_position(), (13, 15));
    key(&mut app, KeyCode::Char(' '));
    // Branch off: play a different move from ply 13; the old line is gone.
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.mode, Mode::Play);
    let alternative = app
        .session
        .game
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| Some(&m) != app.session.redo.last())
        .unwrap();
    app.play(alternative);
    assert!(app.session.redo.is_empty());
    assert_eq!(app.session.game.moves().len(), 14);
}

/// The moves `texts` as played one after another from the position of `game`.
fn line_from(game: &Game, texts: &[&str]) -> Vec<Move> {
    let mut ahead = game.clone();
    texts.iter().map(|t| ahead.play_str(t).unwrap()).collect()
}

/// The runtime's answer to a search, given by hand so that the screen is the same every run.
fn verdict(mv_line: Vec<Move>, score: i32) -> Option<SearchResult> {
    Some(SearchResult {
        mv: mv_line[0],
        score,
        depth: 9,
        nodes: 1000,
        elapsed: Duration::ZERO,
        pv: mv_line,
    })
}

fn review_searches(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| {
            matches!(
                e,
                Effect::Search {
                    job: Job::Review,
                    ..
                }
            )
        })
        .count()
}

fn go_to_ply(app: &mut App, ply: usize) -> Vec<Effect> {
    for c in ply.to_string().chars() {
        key(app, KeyCode::Char(c));
    }
    app.update(Msg::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)))
}

#[test]
fn the_best_line_keeps_its_commas_where_it_wraps() {
    let mut app = app();
    app.review_from_start(Game::new(GameType::MLP));
    go_to_ply(&mut app, 0);
    let moves = ["wP", r"bP \wP", "wA1 wP-", "bA1 bP/", "wQ wA1-", "bQ bA1-"];
    let line = line_from(&app.session.game, &moves);
    app.update(Msg::Searched(verdict(line, 0)));
    let s = screen(&app, 80, 24);
    // The side panel: the last 26 columns.
    let rows: Vec<String> = s
        .lines()
        .map(|l| {
            l.chars()
                .skip(80 - 26)
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect();
    let at = rows.iter().position(|r| r.starts_with("best ")).unwrap();
    // A row that goes on ends with a comma; the moves left out are marked.
    assert_eq!(rows[at], r"best wP, bP \wP,", "{s}");
    assert_eq!(rows[at + 1], "wA1 wP-, bA1 bP/, …", "{s}");
}

#[test]
fn review_shows_the_engines_score_bar_and_line() {
    let mut app = app();
    let game = white_wins_game();
    app.review_from_start(game);
    // Each ply shown is searched in the background (the runtime runs the effect).
    let effects = go_to_ply(&mut app, 12);
    assert_eq!(app.review_position(), (12, 15));
    assert_eq!(review_searches(&effects), 1, "{effects:?}");
    assert!(screen(&app, 80, 24).contains("Engine: thinking"));
    // The answer: White (to move) is 35 up and the engine expects the game's own line.
    let line = line_from(&app.session.game, &WHITE_WINS[12..]);
    app.update(Msg::Searched(verdict(line, 35)));
    let s = screen(&app, 80, 24);
    assert!(
        s.contains(" White +35 W█") && s.contains("best wQ \\wS1, bA1 bG2/"),
        "{s}"
    );
    insta::assert_snapshot!(s);
    // The verdict is for ply 12 only: the next ply is searched afresh, and coming back
    // shows the verdict kept, with no new search.
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Right, KeyModifiers::NONE)));
    assert_eq!(review_searches(&effects), 1);
    assert!(!screen(&app, 80, 24).contains("+35"));
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Left, KeyModifiers::NONE)));
    assert_eq!(review_searches(&effects), 0, "{effects:?}");
    assert!(screen(&app, 80, 24).contains("+35"));
    // A forced win reads M1 from either side's move; the bar is all White's.
    go_to_ply(&mut app, 13);
    let line = line_from(&app.session.game, &WHITE_WINS[13..]);
    app.update(Msg::Searched(verdict(line, -(MATE - 2))));
    let s = screen(&app, 80, 24);
    let bar = s.lines().find(|l| l.contains(" M1 W")).unwrap_or_default();
    assert!(bar.contains("█B") && !bar.contains('░'), "{s}");
    go_to_ply(&mut app, 14);
    let line = line_from(&app.session.game, &WHITE_WINS[14..]);
    app.update(Msg::Searched(verdict(line, MATE - 1)));
    assert!(screen(&app, 80, 24).contains(" White M1 W████"));
    // In Polish the bar runs from Białe's letter to Czarne's, as the explorer writes them
    // (B is White's there, not Black's).
    app.screen.lang = hive::lang::Catalog::embedded().find("pl").unwrap();
    let s = screen(&app, 80, 24);
    let bar = s.lines().find(|l| l.contains(" M1 ")).unwrap_or_default();
    assert!(
        bar.contains("B████") && bar.trim_end().ends_with("█C"),
        "{s}"
    );
    app.screen.lang = hive::lang::Lang::english();
    // The last position is over: nothing to search.
    let effects = go_to_ply(&mut app, 15);
    assert_eq!(review_searches(&effects), 0);
    assert!(screen(&app, 80, 24).contains("Engine: game over."));
    // Leaving review stops the engine looking.
    go_to_ply(&mut app, 3);
    assert!(app.computer.thinking.is_some());
    let effects = app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('b'),
        KeyModifiers::NONE,
    )));
    assert!(effects.contains(&Effect::StopSearch), "{effects:?}");
    assert!(app.computer.thinking.is_none());
}

#[test]
fn a_stack_shows_its_height_and_what_it_hides() {
    // Three high west of the middle: White's Beetle on Black's Beetle on Black's Spider.
    let mut app = app_with(
        "Base+MLP;InProgress;White[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ;wB1 wS1;bB1 bS1;wB1 bS1;bG1 bQ-",
    );
    let board = app.session.game.position().board();
    let at = board.position("wB1".parse().unwrap()).unwrap();
    assert_eq!(board.height_at(at), 3);
    app.focus.cursor = at;
    app.update(Msg::Action(Action::Pick));
    // The side panel reads the stack down from the top, without a click, wrapped to it.
    // Fitted to 80×24 the hexes are compact: the height is a raised digit at the top
    // point, not a plain one like the numbered cells at the bottom points (`\3/`, `\4/`).
    let compact = draw(&mut app, 80, 24);
    assert_eq!(app.focus.camera.size(), hive::tui::layout::HexSize::Compact);
    assert!(compact.contains("Stack here: wB1 on bB1"), "{compact}");
    assert!(compact.contains("   on bS1"), "{compact}");
    assert!(compact.contains("/³\\"), "{compact}");
    insta::assert_snapshot!("stack_compact_80x24", compact);
    // Large: the height under the name.
    key(&mut app, KeyCode::Char('z'));
    let large = draw(&mut app, 80, 24);
    assert!(large.contains("^3"), "{large}");
    insta::assert_snapshot!("stack_large_80x24", large);
}

#[test]
fn a_picked_piece_brings_its_cells_into_view_and_the_edges_count_the_rest() {
    // The first fourteen pieces of the long hive: White's Beetle at one end of the line.
    let mut app = app_with(
        "Base+MLP;InProgress;White[8];wM;bM wM\\;wL \\wM;bL bM\\;wP \\wL;bP bL\\;wQ \\wP;bQ bP\\;wS1 \\wQ;bS1 bQ\\;wS2 \\wS1;bS2 bS1\\;wB1 \\wS2;bB1 bS2\\",
    );
    let screen0 = draw(&mut app, 80, 24);
    // The hive runs past the view: the edges say so.
    assert!(
        screen0.contains("▲ ") && screen0.contains("▼ "),
        "{screen0}"
    );
    // The cursor on the Beetle, and the view panned (Shift-arrows) until the Beetle is at
    // the right edge, the cell east of it (where it may go) out of view.
    let board = app.session.game.position().board().clone();
    let beetle = board.position("wB1".parse().unwrap()).unwrap();
    app.focus.cursor = beetle;
    app.update(Msg::Resize(80, 24));
    let area = hive::tui::layout::Areas::new(Rect::new(0, 0, 80, 24)).board;
    for _ in 0..40 {
        let mut probe = app.focus.camera.clone();
        probe.pan.0 -= 1;
        if !probe.geometry(&board, area).shows(beetle) {
            break;
        }
        app.update(Msg::Action(Action::Pan(-1, 0)));
    }
    let screen1 = draw(&mut app, 80, 24);
    let before = app.screen.drawn.board.unwrap();
    assert!(before.shows(beetle));
    app.update(Msg::Action(Action::Pick));
    let sel = app
        .focus
        .selection
        .clone()
        .expect("the beetle is picked up");
    assert!(
        sel.dests.iter().any(|&d| !before.shows(d)),
        "some of its cells were out of view:\n{screen1}"
    );
    // Picked, the view pans to show them all with it.
    let picked = draw(&mut app, 80, 24);
    let g = app.screen.drawn.board.unwrap();
    assert!(g.shows(beetle), "{picked}");
    for &d in &sel.dests {
        assert!(g.shows(d), "{d:?} out of view:\n{picked}");
    }
    insta::assert_snapshot!("long_hive_beetle_picked_80x24", picked);
    // An Ant at the far end of the whole long hive goes anywhere round it: not all fit, so
    // the view shows the Ant and as many as it can, and the edges count those past them.
    let mut app = app_with(LONG_HIVE);
    let board = app.session.game.position().board().clone();
    let ant = board.position("wA3".parse().unwrap()).unwrap();
    app.focus.cursor = ant;
    app.update(Msg::Action(Action::Pick));
    let sel = app.focus.selection.clone().expect("the ant is picked up");
    let picked = draw(&mut app, 80, 24);
    let g = app.screen.drawn.board.unwrap();
    assert!(g.shows(ant), "{picked}");
    let off = sel.dests.iter().filter(|&&d| !g.shows(d)).count();
    assert!(off > 0);
    assert!(picked.contains(" cells"), "{picked}");
    // The count is written beside the cells of its edge, not over them.
    let bottom = picked.lines().find(|l| l.contains('▼')).unwrap();
    assert!(bottom.contains("|wS1|"), "{bottom}");
    insta::assert_snapshot!("long_hive_ant_picked_80x24", picked);
}

/// The numbers an edge marker (`▲ 2 pieces, 3 cells`) of `screen` gives: (pieces, cells)
/// summed over the four edges.
fn edge_counts(screen: &str) -> (usize, usize) {
    let mut total = (0, 0);
    for line in screen.lines() {
        for arrow in ['◀', '▶', '▲', '▼'] {
            let Some(at) = line.find(arrow) else { continue };
            // The marker's words sit after the arrow (◀ ▲ ▼) or before it (▶).
            let words = if arrow == '▶' {
                line[..at].rsplit("  ").next().unwrap_or("")
            } else {
                line[at + arrow.len_utf8()..]
                    .split("  ")
                    .next()
                    .unwrap_or("")
            };
            for part in words.split(',') {
                let mut it = part.split_whitespace();
                let (Some(n), Some(what)) = (it.next(), it.next()) else {
                    continue;
                };
                let Ok(n) = n.parse::<usize>() else { continue };
                if what.starts_with("piece") {
                    total.0 += n;
                } else if what.starts_with("cell") {
                    total.1 += n;
                }
            }
        }
    }
    total
}

#[test]
fn the_edges_count_every_cell_whose_number_is_out_of_view() {
    // A tester's Ant picked in large hexes after panning: the two cells above the view
    // showed the lower half of their hexes, their numbers cut off with the top half, and
    // the top edge did not count them. Whatever the pan, a cell whose number is not drawn
    // is counted at an edge, and one whose number is drawn is not.
    // The tester's game, under the rulebook opening it was played with.
    let game = Game::parse_with_rules(
        "Base+MLP;InProgress;White[6];wQ;bQ wQ-;wP -wQ;bP bQ-;wG1 \\wP;bA1 bQ/;wG1 /wP;bB1 bQ\\;wA1 /wG1;bB1 bQ",
        hive::rules::Rules {
            opening: hive::rules::Opening::Rulebook,
            repetition: true,
        },
    )
    .unwrap();
    let mut cut = 0;
    for dy in -4..=4 {
        for dx in -4..=4 {
            let mut app = app();
            app.session.game = game.clone();
            app.update(Msg::Resize(80, 24));
            if app.focus.camera.size() != hive::tui::layout::HexSize::Large {
                key(&mut app, KeyCode::Char('z'));
            }
            assert_eq!(app.focus.camera.size(), hive::tui::layout::HexSize::Large);
            app.update(Msg::Action(Action::Pan(dx, dy)));
            let board = app.session.game.position().board().clone();
            app.focus.cursor = board.position("wA1".parse().unwrap()).unwrap();
            app.update(Msg::Action(Action::Pick));
            let sel = app.focus.selection.clone().expect("the ant is picked up");
            let shown = draw(&mut app, 80, 24);
            let g = app.screen.drawn.board.unwrap();
            let (w, h) = g.size.extent();
            let a = g.area;
            // Where a cell's name or number is written: its middle column, the line of
            // its name.
            let written = |cell: Hex| {
                let (x, y) = g.origin(cell);
                let (lx, ly) = (x + w / 2, y + (h - 1) / 2);
                lx >= a.left() as i32
                    && lx < a.right() as i32
                    && ly >= a.top() as i32
                    && ly < a.bottom() as i32
            };
            let pieces = board.tops().filter(|&(c, _)| !written(c)).count();
            let cells = sel.dests.iter().filter(|&&d| !written(d)).count();
            cut += sel
                .dests
                .iter()
                .filter(|&&d| {
                    !written(d) && {
                        let (_, y) = g.origin(d);
                        y + h > a.top() as i32 && y < a.bottom() as i32
                    }
                })
                .count();
            assert_eq!(
                edge_counts(&shown),
                (pieces, cells),
                "pan {dx},{dy}:\n{shown}"
            );
        }
    }
    // Some of those views cut a cell through: the case the test is about.
    assert!(cut > 0);
}

#[test]
fn a_click_on_a_stack_in_review_reads_it_as_the_help_says() {
    // The help said a click in review shows a stack "bottom to top"; it reads top first,
    // as the side panel does.
    let mut app = app_with(
        "Base+MLP;InProgress;White[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ;wB1 wS1;bB1 bS1;wB1 bS1;bG1 bQ-",
    );
    key(&mut app, KeyCode::Char('r'));
    draw(&mut app, 80, 24);
    let at = app
        .session
        .game
        .position()
        .board()
        .position("wB1".parse().unwrap())
        .unwrap();
    let g = app.screen.drawn.board.unwrap();
    let (x, y) = g.origin(at);
    let (w, h) = g.size.extent();
    app.update(Msg::Mouse(click(
        (x + w / 2) as u16,
        (y + (h - 1) / 2) as u16,
    )));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(text, "Stack here: wB1 on bB1 on bS1.");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('?'));
    // The mouse table ends the keys page (the games screen's keys pushed it past 100 lines).
    draw(&mut app, 120, 100);
    key(&mut app, KeyCode::End);
    let help = draw(&mut app, 120, 100);
    let line = help
        .lines()
        .find(|l| l.contains("click a stack"))
        .unwrap_or_else(|| panic!("{help}"));
    assert!(line.contains("top first"), "{line}");
}

/// A hive one line taller than the board (its names all showing) lost the last row's
/// lowest line, where the last move's `+` is drawn: that row is drawn whole now, and the
/// line left out is the first row's top edge.
#[test]
fn a_hive_a_line_too_tall_keeps_its_last_rows_foot() {
    // Eight rows of pieces, one a row: compact hexes take 17 lines, the board has 16.
    let mut app = app_with(
        "Base;InProgress;White[5];wS1;bS1 wS1\\;wQ \\wS1;bQ bS1\\;wA1 \\wQ;bA1 bQ\\;\
         wA2 \\wA1;bA2 bA1\\",
    );
    let s = draw(&mut app, 80, 20);
    let lines: Vec<&str> = s.lines().collect();
    // Every name shows, each on its own line, the last one's foot (with the last move's
    // `+`) on the line under it, the board's last line.
    let names = ["wA2", "wA1", "wQ", "wS1", "bS1", "bQ", "bA1", "bA2"];
    for name in names {
        assert!(s.contains(name), "{name} missing:\n{s}");
    }
    let last = lines.iter().position(|l| l.contains("bA2")).unwrap();
    assert_eq!(last, 14, "{s}");
    assert!(lines[last + 1].trim_start().starts_with("\\+/"), "{s}");
    insta::assert_snapshot!(s);
}
