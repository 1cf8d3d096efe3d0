//! The side panel: each player's hand, the stack under the cursor, and the move list.
//! It records where it drew each hand entry and move row, for the mouse.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use super::theme::Theme;
use crate::clock::show;
use crate::engine::analysis::Eval;
use crate::lang::columns::{pad_left, pad_right};
use crate::lang::rules::player_name;
use crate::record::explorer::Outcome;
use crate::rules::{Bug, Color};
use crate::say;
use crate::tui::layout::Drawn;
use crate::tui::model::{App, Mode, MoveList};
use crate::tui::words;
use unicode_width::UnicodeWidthStr as _;

/// How long a move took, as review writes it: `4:05`, `9.4 s`.
fn took_text(took: std::time::Duration) -> String {
    if took < crate::clock::TENTHS_BELOW {
        format!("{} s", show(took))
    } else {
        show(took)
    }
}

/// The side panel of one frame.
pub(crate) struct SideView<'a, 'd> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
    /// Where the hand entries and move rows are recorded.
    pub drawn: &'d mut Drawn,
}

/// Width of one bug entry's slot in a hand line (`S×2` and the space after it).
const ENTRY_W: u16 = 6;
/// Bug entries per hand line.
const PER_LINE: usize = 4;
/// Lines per hand block: title border, two lines of bugs, bottom border.
const HAND_H: u16 = 4;

/// Lines of the engine's view in review: the evaluation bar, then the best line.
const ENGINE_H: u16 = 3;

/// The bugs of the game, in hand-panel order.
fn bugs(app: &App) -> Vec<Bug> {
    let t = app.session.game.game_type();
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

impl Widget for SideView<'_, '_> {
    fn render(mut self, area: Rect, buf: &mut Buffer) {
        for color in Color::ALL {
            self.render_hand(color, hand_rect(area, color), buf);
        }
        let mut y = area.y + 2 * HAND_H;
        if y < area.bottom() {
            y += self.render_stack(area.x, y, area.width, area.bottom(), buf);
        }
        if self.app.is_reviewing() && y + ENGINE_H < area.bottom() {
            self.render_engine(Rect::new(area.x, y, area.width, ENGINE_H), buf);
            y += ENGINE_H;
        }
        if y >= area.bottom() {
            return;
        }
        let rest = Rect::new(area.x, y, area.width, area.bottom() - y);
        // Talk at a served game's table takes the bottom of the moves' room.
        let rest = super::talk::panel(self.app, self.theme, rest, buf);
        if let Mode::Explore { chosen, games, .. } = &self.app.mode {
            self.render_explorer(*chosen, *games, rest, buf);
        } else {
            self.render_moves(rest, buf);
        }
    }
}

impl SideView<'_, '_> {
    /// A colour's hand: a count per bug, the picked-up one highlighted; the title marks the
    /// side to move. Each entry's slot is recorded.
    fn render_hand(&mut self, color: Color, r: Rect, buf: &mut Buffer) {
        let app = self.app;
        let pos = app.session.game.position();
        let to_move = pos.to_move() == color && !app.session.is_over();
        let lang = &app.screen.lang;
        let marker = if to_move { "▶ " } else { "" };
        let title = format!(" {marker}{} ", app.session.named(lang, color));
        let mut block = Block::default().borders(Borders::ALL).title(Span::styled(
            title,
            if to_move {
                self.theme.title()
            } else {
                self.theme.dim()
            },
        ));
        if let Some(clock) = self.clock_title(color) {
            block = block.title_bottom(clock.right_aligned());
        }
        let inner = block.inner(r);
        block.render(r, buf);
        let selected = app.focus.selection.as_ref().map(|s| s.piece);
        for (i, bug) in bugs(app).into_iter().enumerate() {
            let (row, col) = ((i / PER_LINE) as u16, (i % PER_LINE) as u16);
            let x = inner.x + col * ENTRY_W;
            let y = inner.y + row;
            if y >= inner.bottom() || x >= inner.right() {
                continue;
            }
            let n = pos.in_hand(color, bug);
            // Dim: none left, or the side to move cannot place it now (the Queen on the
            // first turn under the tournament opening, any other bug when the Queen must
            // come on the fourth).
            let unplaceable = to_move
                && pos
                    .next_in_hand(color, bug)
                    .is_some_and(|p| !pos.can_place(p));
            let mut style = if n == 0 || unplaceable {
                self.theme.dim()
            } else {
                self.theme.piece(color)
            };
            if selected
                .is_some_and(|p| p.color() == color && p.bug() == bug && !pos.board().is_placed(p))
            {
                style = self.theme.selected().add_modifier(Modifier::REVERSED);
            }
            let slot = Rect::new(x, y, ENTRY_W.min(inner.right() - x), 1);
            buf.set_stringn(
                x,
                y,
                format!("{}×{n}", bug.letter()),
                slot.width as usize,
                style,
            );
            self.drawn.hand.push((slot, color, bug));
        }
    }

    /// `color`'s clock, for the bottom edge of its hand: its time left, marked `▶` and
    /// bright while it runs; `paused` or `time up` where so. In review, the time after the
    /// ply shown, and how long that ply took its mover.
    fn clock_title(&self, color: Color) -> Option<Line<'static>> {
        let app = self.app;
        let timing = app.session.clock.as_ref()?;
        let theme = self.theme;
        let lang = &app.screen.lang;
        if app.is_reviewing() {
            let ply = app.session.game.moves().len();
            let left = timing.left_after(ply)[color.index()];
            let moved = ply > 0 && (ply - 1) % 2 == color.index();
            let took = match timing.took(ply) {
                Some(took) if moved => say!(lang, "clock-took", time = took_text(took)),
                _ => String::new(),
            };
            let style = if moved { theme.title() } else { theme.dim() };
            return Some(Line::styled(format!(" {took}{} ", show(left)), style));
        }
        let left = timing.left_at(color, app.screen.now);
        let (text, style) = if app.session.flagged() == Some(color) {
            (
                format!(" {} ", say!(lang, "clock-time-up", time = show(left))),
                theme.warning(),
            )
        } else if timing.clock.running() == Some(color) {
            (
                format!(" ▶ {} ", show(left)),
                theme.title().add_modifier(Modifier::REVERSED),
            )
        } else if app.session.is_paused() && app.session.game.position().to_move() == color {
            (
                format!(" {} ", say!(lang, "clock-paused", time = show(left))),
                theme.warning(),
            )
        } else {
            (format!(" {} ", show(left)), theme.dim())
        };
        Some(Line::styled(text, style))
    }

    /// The stack under the cursor, top first ("Stack here: bB1 on wQ on bS1"), from line
    /// `y` on, wrapped to `width`, if it is more than one piece high (the board shows only
    /// the top and the height); returns how many lines it drew.
    fn render_stack(&self, x: u16, y: u16, width: u16, bottom: u16, buf: &mut Buffer) -> u16 {
        let stack = self
            .app
            .session
            .game
            .position()
            .board()
            .stack_at(self.app.focus.cursor);
        if stack.len() <= 1 {
            return 0;
        }
        let lang = &self.app.screen.lang;
        let text = say!(lang, "stack-here", stack = words::stack(lang, &stack));
        let room = usize::from(width.saturating_sub(4)).max(1);
        let mut drawn = 0;
        for (i, line) in words::wrap(&text, room).into_iter().enumerate() {
            let at = y + i as u16;
            if at >= bottom {
                break;
            }
            let lead = if i == 0 { " " } else { "   " };
            buf.set_stringn(
                x,
                at,
                format!("{lead}{line}"),
                width as usize,
                self.theme.title(),
            );
            drawn += 1;
        }
        drawn
    }

    /// Review: the engine's view of the position shown in `r` (three lines): the score for
    /// White and a bar (White's share from the left), then the line it expects.
    fn render_engine(&self, r: Rect, buf: &mut Buffer) {
        let app = self.app;
        let lang = &app.screen.lang;
        let width = r.width.saturating_sub(1) as usize;
        let Some(verdict) = app.verdict() else {
            let text = match &app.computer.thinking {
                _ if app.session.is_over() => format!(" {}", lang.get("engine-game-over")),
                _ if app.computer.is_analyzing() => {
                    let (done, total) = app
                        .computer
                        .analysis
                        .as_ref()
                        .map_or((0, 0), |a| (a.done, a.total));
                    format!(
                        " {}",
                        say!(lang, "engine-analysing", done = done, total = total)
                    )
                }
                Some(t) if t.key == app.session.position_key() => {
                    format!(" {}", lang.get("engine-thinking"))
                }
                _ => format!(" {}", lang.get("engine-waiting")),
            };
            buf.set_stringn(r.x, r.y, text, width, self.theme.dim());
            return;
        };
        // Scores are White's (+ is good for White): said, as a tester could not tell.
        let score = format!(
            " {} ",
            say!(lang, "engine-score", score = verdict.score_text())
        );
        // The bar between the sides' letters (W and B in English), after the score.
        let [w, b] = [
            lang.get("player-letter-white"),
            lang.get("player-letter-black"),
        ];
        let bar_w = width.saturating_sub(score.width() + w.width() + b.width());
        let white = white_cells(verdict.eval, bar_w);
        let bar = Line::from(vec![
            Span::styled(score, self.theme.title()),
            Span::styled(w, self.theme.dim()),
            Span::styled("█".repeat(white), self.theme.edge(Color::White)),
            Span::styled("░".repeat(bar_w - white), self.theme.edge(Color::Black)),
            Span::styled(b, self.theme.dim()),
        ]);
        buf.set_line(r.x, r.y, &bar, r.width);
        // The line over the lines left: whole moves only, each but the last with its comma
        // (so a row ends with one where the line goes on), and `…` where it stops short.
        let lead = format!(" {}", lang.get("engine-best"));
        let lead_w = lead.width();
        let mut rows = vec![lead];
        let room = usize::from(r.height) - 1;
        let last = verdict.line.len().saturating_sub(1);
        let mut short = false;
        for (i, mv) in verdict.line.iter().enumerate() {
            let word = if i < last {
                format!(" {mv},")
            } else {
                format!(" {mv}")
            };
            let more_rows = rows.len() < room;
            let Some(row) = rows.last_mut() else { break };
            if row.width() + word.width() <= width {
                row.push_str(&word);
            } else if more_rows {
                rows.push(format!("{:w$}{word}", "", w = lead_w));
            } else {
                short = true;
                break;
            }
        }
        if short && let Some(row) = rows.last_mut() {
            // Moves give way to the `…`.
            while row.width() + 2 > width
                && let Some(cut) = row.rfind(' ').filter(|&i| i > lead_w)
            {
                row.truncate(cut);
            }
            row.push_str(" …");
        }
        for (dy, row) in rows.into_iter().enumerate() {
            let y = r.y + 1 + dy as u16;
            if y < r.bottom() {
                buf.set_stringn(r.x, y, row, width, Style::new());
            }
        }
    }

    /// The opening explorer in `r`, where the move list goes: how many saved games reached
    /// the position shown and how they ended, then the moves they played on, the chosen
    /// one marked, each with its count and White/draw/Black shares in percent.
    fn render_explorer(&self, chosen: usize, games: bool, r: Rect, buf: &mut Buffer) {
        let app = self.app;
        let width = r.width.saturating_sub(2) as usize;
        let dim = self.theme.dim();
        let mut lines: Vec<Line> = Vec::new();
        let lang = &app.screen.lang;
        let mut title = format!(" {} ", lang.get("explorer-title"));
        // The list's rows below its heading, the chosen one kept in view.
        let room = usize::from(r.height.saturating_sub(4));
        let start = (chosen + 1).saturating_sub(room);
        let row_style = |i: usize| {
            if i == chosen {
                self.theme.last_move().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            }
        };
        let mark = |i: usize| if i == chosen { "▶" } else { " " };
        match app.explorer.about(app.session.position_key()) {
            None => lines.push(Line::styled(lang.get("explorer-reading"), dim)),
            Some(Err(why)) => {
                lines.push(Line::styled(
                    crate::text::printable(why, 200).into_owned(),
                    self.theme.warning(),
                ));
            }
            Some(Ok(answer)) if answer.reached.results.games() == 0 => {
                title = format!(
                    " {} ",
                    say!(lang, "explorer-title-games", count = answer.total)
                );
                lines.push(Line::styled(lang.get("explorer-none"), dim));
            }
            Some(Ok(answer)) => {
                let reached = &answer.reached;
                title = format!(
                    " {} ",
                    say!(
                        lang,
                        "explorer-title-of",
                        count = reached.results.games(),
                        total = answer.total
                    )
                );
                lines.push(Line::styled(
                    match reached.results.shares() {
                        Some([w, d, b]) => {
                            say!(lang, "explorer-shares", white = w, draw = d, black = b)
                        }
                        None => lang.get("explorer-unfinished"),
                    },
                    dim,
                ));
                let text_w = width.saturating_sub(COUNTS_W + 1);
                if games {
                    // Who played, how it ended, when: the games that reached it.
                    lines.push(Line::styled(
                        format!(" {}", lang.get("explorer-games-hint")),
                        dim,
                    ));
                    for (i, g) in answer.games.iter().enumerate().skip(start).take(room) {
                        let result = match g.outcome {
                            Outcome::White => "1-0",
                            Outcome::Black => "0-1",
                            Outcome::Draw => "½-½",
                            Outcome::Unfinished => " * ",
                        };
                        let names = format!(
                            "{}–{}",
                            crate::text::printable(&player_name(lang, &g.white), 12),
                            crate::text::printable(&player_name(lang, &g.black), 12)
                        );
                        let date = g.date.as_deref().unwrap_or("");
                        let names_w = width.saturating_sub(1 + 4 + date.len().min(10) + 1);
                        let names: String = names.chars().take(names_w).collect();
                        lines.push(Line::styled(
                            format!("{}{names:<names_w$} {result} {date:.10}", mark(i)),
                            row_style(i),
                        ));
                    }
                } else if reached.next.is_empty() {
                    lines.push(Line::styled(lang.get("explorer-no-continuation"), dim));
                } else {
                    lines.push(Line::styled(
                        format!(
                            " {}{}{}",
                            pad_right(&lang.get("explorer-head-move"), text_w),
                            pad_left(&lang.get("explorer-head-games"), GAMES_W),
                            pad_left(&lang.get("explorer-head-shares"), 9)
                        ),
                        dim,
                    ));
                    for (i, next) in reached.next.iter().enumerate().skip(start).take(room) {
                        // The move, then how many games played it and how they ended.
                        let shares = next
                            .results
                            .shares()
                            .map_or("–".to_string(), |[w, d, b]| format!("{w}/{d}/{b}"));
                        let text: String = next.text.chars().take(text_w).collect();
                        lines.push(Line::styled(
                            format!(
                                "{}{text:<text_w$}{:>GAMES_W$} {shares:>8}",
                                mark(i),
                                next.results.games()
                            ),
                            row_style(i),
                        ));
                    }
                }
            }
        }
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .block(Block::default().borders(Borders::ALL).title(title))
            .render(r, buf);
    }

    /// The move list in `list`: the moves played, then (dimmed) the line still ahead, with
    /// the current ply highlighted and kept in view, throws marked, and how the game ended
    /// when not on the board. Each move row is recorded.
    fn render_moves(&mut self, list: Rect, buf: &mut Buffer) {
        let app = self.app;
        // The update keeps the rows; a model changed without one (a test's) gets them
        // built here.
        let built;
        let (game, redo) = (&app.session.game, &app.session.redo);
        let rows = if app.move_list.is_for(game, redo) {
            &app.move_list
        } else {
            built = MoveList::of(game, redo);
            &built
        };
        let (moves, current) = (&rows.rows, rows.played);
        let parted = rows;
        let lang = &app.screen.lang;
        let ending = app
            .session
            .game
            .ending()
            .map(|e| crate::lang::rules::ending(lang, e));
        let inner_h = list.height.saturating_sub(2) as usize;
        let rows = moves.len() + usize::from(ending.is_some());
        // Keep the current ply in view, a few lines from the bottom when there is more.
        let start = (current + 3).min(rows).saturating_sub(inner_h);
        let mut lines: Vec<Line> = Vec::new();
        for (i, (m, thrown)) in moves.iter().enumerate().skip(start).take(inner_h) {
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
            let thrown = if *thrown {
                format!(" {}", lang.get("moves-thrown"))
            } else {
                String::new()
            };
            let judged = app
                .computer
                .analysis
                .as_ref()
                .and_then(|a| a.mark(ply, m))
                .map(|symbol| format!(" {symbol}"))
                .unwrap_or_default();
            // `+`: other lines of the game part at this move (review's v shows them).
            let parts = if parted.lines_at(i) > 1 { '+' } else { '.' };
            lines.push(Line::from(Span::styled(
                format!("{ply:>3}{parts} {m}{judged}{thrown}"),
                style,
            )));
            let row = Rect::new(
                list.x + 1,
                list.y + 1 + (i - start) as u16,
                list.width.saturating_sub(2),
                1,
            );
            self.drawn.moves.push((row, ply));
        }
        if let Some(e) = ending
            && lines.len() < inner_h
        {
            lines.push(Line::from(Span::styled(
                format!("     {e}"),
                self.theme.warning(),
            )));
        }
        let title = if moves.len() == current {
            format!(" {} ", say!(lang, "moves-title", current = current))
        } else {
            format!(
                " {} ",
                say!(
                    lang,
                    "moves-title-of",
                    current = current,
                    total = moves.len()
                )
            )
        };
        Paragraph::new(lines)
            .block(Block::default().borders(Borders::ALL).title(title))
            .render(list, buf);
    }
}

/// The explorer's games column: room for the word over it in each language (`партий`),
/// and still 8 columns for the longest move (`wA1 -bG1`) in the 24 of an 80-column screen.
const GAMES_W: usize = 6;

/// The explorer's columns after a move: games, a space, W/D/B shares (8).
const COUNTS_W: usize = GAMES_W + 1 + 8;

/// Evaluation units at which the bar is about three-quarters one side's.
const BAR_SCALE: f64 = 200.0;

/// White's share of an evaluation bar `width` cells wide: half for an even position, all
/// of it when White mates.
fn white_cells(eval: Eval, width: usize) -> usize {
    let share = match eval.mate {
        Some(_) if eval.white > 0 => 1.0,
        Some(_) => 0.0,
        None => 0.5 + 0.5 * (f64::from(eval.white) / BAR_SCALE).tanh(),
    };
    ((share * width as f64).round() as usize).min(width)
}
