//! The games screen, over the whole screen: the search typed, then the saved games found
//! (players, result, date, game type, plies; newest first), the chosen one marked and kept
//! in view. It records where it drew each row, for the mouse, and how many rows show (a
//! screen, for PgUp and PgDn).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Widget};

use super::theme::Theme;
use crate::lang::Lang;
use crate::lang::columns::{pad_left, pad_right, width as columns};
use crate::lang::record::brief;
use crate::lang::rules::player_name;
use crate::text::printable;
use crate::tui::layout::Drawn;
use crate::tui::model::{GamesScreen, Note, Row};

/// The columns' gap.
const GAP: &str = "  ";
/// The chosen row's mark, and the others' room for it.
const MARK: [&str; 2] = ["▶ ", "  "];
/// The widest a player's name column gets.
const NAME_MOST: usize = 24;
/// The widest the result column gets.
const RESULT_MOST: usize = 34;
/// A date with its time, and without.
const DATE_LONG: usize = 16;
const DATE_SHORT: usize = 10;

/// How far the names, then the result, give way in turn when the line is too narrow.
const NARROWING: [(usize, usize); 3] = [(12, 16), (10, 12), (6, 8)];

/// The games screen of one frame.
pub(crate) struct GamesView<'a, 'd> {
    /// The language it speaks.
    pub lang: &'a Lang,
    /// The screen's state.
    pub games: &'a GamesScreen,
    /// The styles.
    pub theme: &'a Theme,
    /// Where the rows and the page size are recorded.
    pub drawn: &'d mut Drawn,
}

/// `text` made printable in exactly `width` columns: padded, or cut with `…`.
fn fit(text: &str, width: usize) -> String {
    let text = printable(text, usize::MAX);
    let wide = |s: &str| Span::raw(s).width();
    let mut out = String::new();
    if wide(&text) <= width {
        out.push_str(&text);
    } else if width > 0 {
        for c in text.chars() {
            let mut next = out.clone();
            next.push(c);
            if wide(&next) + 1 > width {
                break;
            }
            out = next;
        }
        out.push('…');
    }
    let pad = width.saturating_sub(wide(&out));
    out.push_str(&" ".repeat(pad));
    out
}

/// A row's plies: `12`, or `10 of 11` with moves taken back.
fn count(lang: &Lang, row: &Row) -> String {
    match row.taken_back {
        0 => row.plies.to_string(),
        n => crate::say!(
            lang,
            "games-plies-of",
            plies = row.plies,
            total = row.plies + n
        ),
    }
}

/// The plies column, its header first, then each row's: the counts line up on the right
/// under the header, and a branch says after its count where it left the game it came
/// from (`30, branch at 13`, as `hive games` does; `30, br. 13` when `short`).
fn plies_column(lang: &Lang, rows: &[Row], short: bool) -> Vec<String> {
    let header = lang.get("games-head-plies");
    let right = rows
        .iter()
        .map(|r| columns(&count(lang, r)))
        .max()
        .unwrap_or(0)
        .max(columns(&header));
    let mut column = vec![pad_left(&header, right)];
    column.extend(rows.iter().map(|r| {
        let note = match (r.branched_at, short) {
            (Some(at), false) => crate::say!(lang, "games-branch", ply = at),
            (Some(at), true) => crate::say!(lang, "games-branch-short", ply = at),
            (None, _) => String::new(),
        };
        format!("{}{note}", pad_left(&count(lang, r), right))
    }));
    column
}

/// The column headers, in the order of the columns (the plies' comes lined up from
/// [`plies_column`]).
fn headers(lang: &Lang) -> [String; 5] {
    ["white", "black", "result", "date", "game"].map(|h| lang.get(&format!("games-head-{h}")))
}

/// The columns' layout for `rows` in `width` columns: the widths of White, Black, Result,
/// Date, Game and Plies, and whether the plies' branch notes are short. The names and the
/// result share what the date, the type and the plies leave; the time of day gives way
/// first, then in turn the names and the result, and before the names fall under what
/// most names need, the branch notes (which only a few rows have, so that every other row
/// would leave their room empty).
fn widths(lang: &Lang, rows: &[Row], width: usize) -> ([usize; 6], bool) {
    let most = |f: &dyn Fn(&Row) -> usize, header: &str| {
        rows.iter().map(f).max().unwrap_or(0).max(columns(header))
    };
    let plies_w = |short| {
        plies_column(lang, rows, short)
            .iter()
            .map(|p| columns(p))
            .max()
            .unwrap_or(0)
    };
    let [white, black, result, date, game] = headers(lang);
    let type_w = most(&|r| columns(&r.game_type), &game);
    let fixed = |short| MARK[1].len() + plies_w(short) + type_w + 5 * GAP.len();
    let mut date_w = most(&|r| columns(&r.date), &date).min(DATE_LONG);
    let names_w = most(
        &|r| columns(&player_name(lang, &r.white)).max(columns(&player_name(lang, &r.black))),
        if columns(&white) > columns(&black) {
            &white
        } else {
            &black
        },
    )
    .min(NAME_MOST);
    let result_w = most(&|r| columns(&brief(lang, &r.result)), &result).min(RESULT_MOST);
    // The time of day gives way first, then the names and the result share the rest.
    if fixed(false) + date_w + 2 * names_w + result_w > width {
        date_w = date_w.min(DATE_SHORT);
    }
    let (mut names, mut result, mut short) = (names_w, result_w, false);
    // In turn, until they fit: the names give way to 12, the result to 16, the branch
    // notes to their short form, and so on.
    for (round, (name_least, result_least)) in NARROWING.into_iter().enumerate() {
        let branches = rows.iter().any(|r| r.branched_at.is_some());
        if round == 1 && branches && 2 * names + result + fixed(false) + date_w > width {
            short = true;
        }
        let rest = width.saturating_sub(fixed(short) + date_w);
        while 2 * names + result > rest && names > name_least {
            names -= 1;
        }
        while 2 * names + result > rest && result > result_least {
            result -= 1;
        }
    }
    (
        [names, names, result, date_w, type_w, plies_w(short)],
        short,
    )
}

/// One row's cells, each fitted to its column.
fn cells(cells: [&str; 6], widths: &[usize; 6]) -> String {
    let mut out = String::new();
    for (i, (cell, &w)) in cells.iter().zip(widths).enumerate() {
        if i > 0 {
            out.push_str(GAP);
        }
        // The plies column comes lined up (`plies_column`); a date too narrow for its time
        // keeps its day.
        if i == 5 {
            out.push_str(&pad_right(cell, w));
        } else if let Some((day, _)) = cell.split_once(' ')
            && i == 3
            && cell.chars().count() > w
            && day.chars().count() <= w
        {
            out.push_str(&fit(day, w));
        } else {
            out.push_str(&fit(cell, w));
        }
    }
    out
}

impl Widget for GamesView<'_, '_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let games = self.games;
        let theme = self.theme;
        let dim = theme.dim();
        let lang = self.lang;
        let title = match &games.listing {
            Some(Ok(l)) if games.query.trim().is_empty() => {
                crate::say!(lang, "games-title-count", total = l.total)
            }
            Some(Ok(l)) => crate::say!(lang, "games-title-found", found = l.found, total = l.total),
            _ => lang.get("games-title"),
        };
        let title = format!(" {title} ");
        let footer = format!(" {} ", lang.get("games-footer"));
        let block = Block::default()
            .borders(Borders::ALL)
            .title(Span::styled(title, theme.title()))
            .title_bottom(footer);
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height < 4 || inner.width < 20 {
            return;
        }
        let width = usize::from(inner.width);
        // The search line: what is typed, with a cursor, and what it looks in.
        let typed = printable(&games.query, width.saturating_sub(12)).into_owned();
        let mut search = vec![
            Span::styled(lang.get("games-search"), theme.title()),
            Span::raw(format!("{typed}_")),
        ];
        let used: usize = search.iter().map(Span::width).sum();
        let help = if games.waiting() {
            format!("  {}", lang.get("games-searching"))
        } else {
            format!("  {}", lang.get("games-search-hint"))
        };
        if used + columns(&help) <= width {
            search.push(Span::styled(help, dim));
        }
        buf.set_line(inner.x, inner.y, &Line::from(search), inner.width);
        let rows = games.rows();
        let (widths, short) = widths(lang, rows, width);
        let plies = plies_column(lang, rows, short);
        let [white, black, result, date, game] = headers(lang);
        let header = cells([&white, &black, &result, &date, &game, &plies[0]], &widths);
        buf.set_stringn(
            inner.x,
            inner.y + 1,
            format!("{}{header}", MARK[1]),
            width,
            dim,
        );
        // The list between the header and the note line.
        let list_top = inner.y + 2;
        // The last lines: news (a game that did not open), else what Enter does here.
        let (note, style) = match (&games.note, &games.listing) {
            (Some(Note::Refused(text)), _) => (format!("! {text}"), theme.warning()),
            (Some(Note::Working(text)), _) => (text.clone(), Style::new()),
            (None, Some(Ok(listing))) if listing.found > listing.rows.len() => (
                crate::say!(
                    lang,
                    "games-newest",
                    shown = listing.rows.len(),
                    found = listing.found
                ),
                dim,
            ),
            (None, Some(Ok(listing))) if listing.note.is_some() => {
                (listing.note.clone().unwrap_or_default(), dim)
            }
            _ => (lang.get("games-enter"), dim),
        };
        // Two lines at most, over the list's last row.
        let mut note_lines = crate::tui::words::wrap(&printable(&note, 400), width);
        note_lines.truncate(2);

        let room = usize::from(inner.height.saturating_sub(2 + note_lines.len() as u16));
        self.drawn.games_lines = room as u16;
        let note_y = inner.bottom() - note_lines.len() as u16;
        match &games.listing {
            None => {
                buf.set_stringn(inner.x, list_top, lang.get("games-reading"), width, dim);
            }
            Some(Err(why)) => {
                let text = format!("! {}", printable(why, 300));
                for (i, line) in crate::tui::words::wrap(&text, width)
                    .into_iter()
                    .take(room)
                    .enumerate()
                {
                    buf.set_stringn(inner.x, list_top + i as u16, line, width, theme.warning());
                }
            }
            Some(Ok(listing)) if listing.rows.is_empty() => {
                let text = if listing.total == 0 {
                    lang.get("games-none-yet")
                } else {
                    lang.get("games-no-match")
                };
                buf.set_stringn(inner.x, list_top, text, width, dim);
            }
            Some(Ok(listing)) => {
                // The chosen row kept in view, a row from the bottom when there is more.
                let start = (games.chosen + 2)
                    .min(listing.rows.len())
                    .saturating_sub(room);
                for (i, row) in listing.rows.iter().enumerate().skip(start).take(room) {
                    let y = list_top + (i - start) as u16;
                    let chosen = i == games.chosen;
                    let style = if chosen {
                        theme
                            .last_move()
                            .add_modifier(Modifier::BOLD | Modifier::REVERSED)
                    } else if row.finished {
                        Style::new()
                    } else {
                        theme.title()
                    };
                    let result = brief(lang, &row.result);
                    let text = cells(
                        [
                            &player_name(lang, &row.white),
                            &player_name(lang, &row.black),
                            &result,
                            &row.date,
                            &row.game_type,
                            &plies[i + 1],
                        ],
                        &widths,
                    );
                    let mark = MARK[usize::from(!chosen)];
                    buf.set_stringn(inner.x, y, format!("{mark}{text}"), width, style);
                    self.drawn
                        .games
                        .push((Rect::new(inner.x, y, inner.width, 1), i));
                }
            }
        }
        for (i, line) in note_lines.into_iter().enumerate() {
            buf.set_stringn(inner.x, note_y + i as u16, line, width, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Ending, GameResult};
    use crate::rules::{Color, GameState};

    /// The longest English brief result there is: `White (off board)`.
    fn off_board() -> GameResult {
        GameResult {
            state: GameState::InProgress,
            ending: Some(Ending::LostOffBoard(Color::Black)),
            note: None,
        }
    }

    fn row(white: &str, result: GameResult) -> Row {
        Row {
            path: "/g/x.json".into(),
            white: white.into(),
            black: "Bob".into(),
            result,
            finished: false,
            date: "2026-11-27 01:36".into(),
            game_type: "Base+MLP".into(),
            plies: 12,
            taken_back: 1,
            branched_at: None,
        }
    }

    #[test]
    fn the_columns_fit_80_columns_and_keep_the_names_readable() {
        let rows = [
            row("Bartholomew the Magnificent", off_board()),
            row("Ann", GameResult::from_state(GameState::InProgress)),
        ];
        let (w, short) = widths(&Lang::english(), &rows, 76);
        let total: usize = w.iter().sum::<usize>() + 5 * GAP.len() + MARK[1].len();
        assert!(total <= 76, "{w:?} is {total} wide");
        assert!(w[0] >= 10 && w[2] >= 10 && !short, "{w:?}");
        // Wide: the date keeps its time, nothing is cut.
        let (w, _) = widths(&Lang::english(), &rows, 200);
        assert_eq!(w[3], DATE_LONG);
        assert_eq!(w[2], "White (off board)".len());
    }

    #[test]
    fn a_branch_says_where_it_left_its_game_and_still_fits_80_columns() {
        let mut branch = row("Bartholomew the Magnificent", off_board());
        branch.branched_at = Some(13);
        let mut short = row("Computer 3", GameResult::from_state(GameState::InProgress));
        short.taken_back = 0;
        let rows = [branch, short];
        // The counts end under the header's end; the note follows its count.
        assert_eq!(
            plies_column(&Lang::english(), &rows, false),
            ["   Plies", "12 of 13, branch at 13", "      12"]
        );
        // Wide, the note is whole.
        let (w, short) = widths(&Lang::english(), &rows, 120);
        assert!(!short);
        assert_eq!(w[5], "12 of 13, branch at 13".len());
        // In the 78 columns of an 80-column screen, its short form leaves the names room.
        let (w, short) = widths(&Lang::english(), &rows, 78);
        let total: usize = w.iter().sum::<usize>() + 5 * GAP.len() + MARK[1].len();
        assert!(short && total <= 78, "{w:?} is {total} wide");
        assert!(w[0] >= "Computer 3".len(), "{w:?}");
        assert_eq!(w[5], "12 of 13, br. 13".len());
        let line = cells(
            [
                "A",
                "B",
                "C",
                "D",
                "E",
                &plies_column(&Lang::english(), &rows, true)[2],
            ],
            &w,
        );
        assert!(line.ends_with("      12        "), "{line:?}");
    }

    #[test]
    fn a_cell_is_escaped_and_cut_to_its_column() {
        assert_eq!(fit("Ann", 5), "Ann  ");
        assert_eq!(fit("Bartholomew", 6), "Barth…");
        assert_eq!(fit("a\u{1b}b", 6), "a\\eb  ");
        assert_eq!(fit("x", 0), "");
    }
}
