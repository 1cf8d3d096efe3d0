//! `hive games`: the saved games as an aligned table that fits the terminal, or as JSON.

use std::io::{self, IsTerminal, Write};

use hive::record::Summary;
use hive::record::{self};
use serde_json::{Value, json};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::error::CliError;

use super::{print_with, shown, shown_path};

/// `hive games`.
pub fn run(json: bool) -> Result<(), CliError> {
    let dir = record::games_dir()?;
    let (games, bad) = record::scan_games(&dir)?;
    for e in bad {
        // Standard error is only for people; if it is closed, the listing still goes on.
        let _ = writeln!(io::stderr(), "skipped: {}", shown(&e.to_string()));
    }
    if json {
        let text = to_json(&games);
        return print_with(|out| writeln!(out, "{text}"));
    }
    if games.is_empty() {
        return print_with(|out| writeln!(out, "No saved games in {}.", shown_path(&dir)));
    }
    let lines = table(&games, terminal_width());
    print_with(|out| lines.iter().try_for_each(|l| writeln!(out, "{l}")))
}

const HEADERS: [&str; 7] = ["Date", "White", "Black", "Game", "Result", "Plies", "File"];
/// Which columns give up width when the table is too wide, in turn, and down to what,
/// once a branch's note after its file name has given way: the names, then the result,
/// each further in turn, then the game type; the file name, which is what `hive play
/// NAME` takes, only when nothing else can give (an autosave's whole name fits 80
/// columns). Date and plies keep their width.
const NARROWING: [(&[usize], usize); 10] = [
    (&[1, 2], 10),
    (&[4], 12),
    (&[1, 2], 6),
    (&[4], 8),
    (&[1, 2], 4),
    (&[4], 5),
    (&[1, 2], 3),
    (&[4], 4),
    (&[3], 5),
    (&[6], 6),
];
/// The widest each column gets, however wide the terminal (or with no limit, piped): a
/// 5,000-character name is cut, not padded to.
const MOST: [usize; 7] = [16, 40, 40, 8, 40, 12, 200];
const GAP: &str = "  ";

/// The width to fit: the terminal's when standard output is one, else `$COLUMNS` if
/// set; `None` (no limit) for a pipe or a file.
pub fn terminal_width() -> Option<usize> {
    if io::stdout().is_terminal()
        && let Ok((cols, _)) = ratatui::crossterm::terminal::size()
    {
        return Some(usize::from(cols));
    }
    std::env::var("COLUMNS").ok()?.trim().parse().ok()
}

/// A name read from a file, safe to print: control characters and invisible
/// direction marks are written as escapes (`\n`, `\e`, `\u{202e}`); the table cuts it
/// to its column afterwards.
pub fn printable(s: &str) -> String {
    hive::text::printable(s, usize::MAX).into_owned()
}

/// The save's file name (what `hive play NAME` finds).
fn file_name(g: &Summary) -> String {
    g.path.file_name().map_or_else(
        || g.path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn cells(g: &Summary) -> [String; 7] {
    let date = match (g.started, &g.date_text) {
        (Some(s), _) => s.local().strftime("%Y-%m-%d %H:%M").to_string(),
        (None, Some(text)) => printable(text),
        (None, None) => "-".to_string(),
    };
    let mut file = file_name(g);
    // A branch says which game it left, and after how many plies: the save's `ply`, as
    // `--json` gives it and the game screen says it ("Playing on from ply N").
    if let Some(p) = &g.parent {
        file.push_str(&format!(" (branch of {} at ply {})", p.game, p.ply));
    }
    [
        date,
        printable(&g.white),
        printable(&g.black),
        g.game_type.to_string(),
        g.result.to_string(),
        // Moves taken back and kept for redo are in the file too: `hive play` can redo them.
        match g.taken_back {
            0 => g.moves.to_string(),
            n => format!("{} of {}", g.moves, g.moves + n),
        },
        printable(&file),
    ]
}

/// The table's lines: a header, then one line per game, every column aligned; the
/// widest flexible columns are narrowed (their text cut with `…`) until the lines fit
/// `width`.
pub fn table(games: &[Summary], width: Option<usize>) -> Vec<String> {
    let rows: Vec<[String; 7]> = games.iter().map(cells).collect();
    let mut widths = HEADERS.map(UnicodeWidthStr::width);
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.width());
        }
    }
    for (w, most) in widths.iter_mut().zip(MOST) {
        *w = (*w).min(most);
    }
    if let Some(limit) = width {
        let total = |w: &[usize; 7]| w.iter().sum::<usize>() + GAP.len() * (w.len() - 1);
        // A branch's note ("branch of … at ply N") gives way before anything else; the
        // file's own name only at the very end.
        let names = games.iter().map(|g| printable(&file_name(g)).width());
        // A cut note keeps a space and `…` after the name, to say there is more.
        let cut_note = if games.iter().any(|g| g.parent.is_some()) {
            2
        } else {
            0
        };
        let named = (names.max().unwrap_or(0) + cut_note).clamp(HEADERS[6].len(), MOST[6]);
        let notes: (&[usize], usize) = (&[6], named);
        for &(columns, min) in std::iter::once(&notes).chain(&NARROWING) {
            while total(&widths) > limit {
                let widest = columns
                    .iter()
                    .copied()
                    .filter(|&i| widths[i] > min)
                    .max_by_key(|&i| widths[i]);
                match widest {
                    Some(i) => widths[i] -= 1,
                    None => break,
                }
            }
        }
    }
    let line = |row: &[String; 7]| {
        let mut out = String::new();
        for (i, (cell, &w)) in row.iter().zip(&widths).enumerate() {
            if i > 0 {
                out.push_str(GAP);
            }
            // A file name too long for its column loses its middle: every autosave starts
            // `game-2026…`, and the end tells them apart.
            match cell.split(" (branch of ").next() {
                Some(name) if i == 6 && name.width() > w => out.push_str(&fit_middle(name, w)),
                _ => out.push_str(&fit(cell, w)),
            }
        }
        out.trim_end().to_string()
    };
    let header = HEADERS.map(str::to_string);
    std::iter::once(line(&header))
        .chain(rows.iter().map(line))
        .collect()
}

/// `text` (wider than `width`) in exactly `width` columns, cut in the middle with `…`: a
/// third of the room for its start, the rest for its end.
fn fit_middle(text: &str, width: usize) -> String {
    let room = width.saturating_sub(1);
    let mut head = String::new();
    for c in text.chars() {
        if (head.width() + c.width().unwrap_or(0)) * 3 > room {
            break;
        }
        head.push(c);
    }
    let mut tail: Vec<char> = Vec::new();
    let mut used = head.width();
    for c in text.chars().rev() {
        let w = c.width().unwrap_or(0);
        if used + w > room {
            break;
        }
        tail.push(c);
        used += w;
    }
    let tail: String = tail.into_iter().rev().collect();
    format!("{head}…{tail}{}", " ".repeat(room - used))
}

/// `text` in exactly `width` columns: padded, or cut with `…`.
fn fit(text: &str, width: usize) -> String {
    if text.width() <= width {
        return format!("{text}{}", " ".repeat(width - text.width()));
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    used += 1;
    out.push_str(&" ".repeat(width.saturating_sub(used)));
    out
}

/// The games as one JSON array of objects with the table's fields (the date in RFC
/// 3339 or null, the file's full path, names as they are).
pub fn to_json(games: &[Summary]) -> String {
    let list: Vec<Value> = games
        .iter()
        .map(|g| {
            json!({
                "date": g.started.map(|s| s.to_string()),
                "date_text": g.date_text,
                "white": g.white,
                "black": g.black,
                "game_type": g.game_type.to_string(),
                "result": g.result.to_string(),
                "moves": g.moves,
                "taken_back": g.taken_back,
                "file": g.path.display().to_string(),
                "parent": g.parent.as_ref().map(|p| json!({"game": p.game, "ply": p.ply})),
            })
        })
        .collect();
    let json =
        serde_json::to_string_pretty(&Value::Array(list)).unwrap_or_else(|_| "[]".to_string());
    // Names and file names read from anywhere: printable, the same data.
    hive::text::json_printable(&json).into_owned()
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use hive::record::GameResult;
    use hive::rules::{GameState, GameType};

    use super::*;

    fn summary(white: &str, black: &str, file: &str) -> Summary {
        Summary {
            path: PathBuf::from("/data/games").join(file),
            started: "2025-06-01T14:03:22+02:00".parse().ok(),
            date_text: None,
            white: white.to_string(),
            black: black.to_string(),
            game_type: GameType::MLP,
            result: GameResult::from_state(GameState::InProgress),
            moves: 12,
            taken_back: 0,
            parent: None,
            last_played: None,
        }
    }

    #[test]
    fn columns_line_up_and_long_names_are_cut_to_fit() {
        let games = [
            summary("Alice", "Bob", "game-1.json"),
            summary("Bartholomew the Magnificent", "Zoë", "game-2.json"),
        ];
        let wide = table(&games, None);
        assert_eq!(
            wide[0],
            "Date              White                        Black  Game      Result       Plies  File"
        );
        assert!(
            wide[2].contains("Bartholomew the Magnificent  Zoë  "),
            "{wide:?}"
        );
        let narrow = table(&games, Some(80));
        for l in &narrow {
            assert!(l.width() <= 80, "{l} is {} wide", l.width());
        }
        // The names give way first; the file name, needed to open the game, stays whole.
        assert!(narrow[2].contains("Bartholomew…  Zoë"), "{narrow:?}");
        assert!(narrow[2].ends_with("game-2.json"), "{narrow:?}");
        // Every line's Black column starts at the same place.
        let at: Vec<usize> = narrow
            .iter()
            .map(|l| l.find("Bob").or(l.find("Zoë")).or(l.find("Black")).unwrap())
            .collect();
        let cols: Vec<usize> = narrow
            .iter()
            .zip(&at)
            .map(|(l, &i)| l[..i].width())
            .collect();
        assert!(cols.windows(2).all(|w| w[0] == w[1]), "{narrow:?}");
    }

    #[test]
    fn a_file_name_cut_to_fit_keeps_its_end() {
        // A tester at 60 columns saw every file as `game-202611…`.
        let games = [summary("Ann", "Bob", "game-20261101-120322-123.json")];
        let lines = table(&games, Some(60));
        assert!(lines[1].width() <= 60, "{lines:#?}");
        assert!(lines[1].ends_with(" gam…123.json"), "{lines:#?}");
        assert_eq!(fit_middle("abcdefghij", 7), "ab…ghij");
        assert_eq!(fit_middle("abcdefghij", 7).width(), 7);
    }

    #[test]
    fn autosave_names_stay_whole_at_80_columns_and_names_give_way() {
        let mut games = [
            summary("Computer 3", "Bartholomew", "game-20261101-120322-123.json"),
            summary("Ann", "Bob", "game-20261101-130001-456.json"),
        ];
        games[0].result = GameResult {
            state: GameState::InProgress,
            ending: Some(hive::record::Ending::TimedOut(hive::rules::Color::White)),
            note: None,
        };
        games[0].moves = 123;
        games[1].moves = 10;
        games[1].taken_back = 1;
        let lines = table(&games, Some(80));
        for l in &lines {
            assert!(l.width() <= 80, "{l} is {} wide", l.width());
        }
        assert!(
            lines[1].ends_with(" game-20261101-120322-123.json"),
            "{lines:#?}"
        );
        assert!(
            lines[2].ends_with(" game-20261101-130001-456.json"),
            "{lines:#?}"
        );
        assert!(lines[1].contains(" 123 "), "{lines:#?}");
        assert!(lines[2].contains(" 10 of 11 "), "{lines:#?}");
    }

    #[test]
    fn a_branch_note_gives_way_before_the_names_and_the_result() {
        // Issue: at 120 columns the note kept its width and the names became `Wh…`.
        let mut won = branch_of();
        won.result = GameResult::from_state(GameState::WhiteWins);
        let plain = summary("Ann", "Bob", "game-20261125-041428-229.json");
        let games = [won, plain];
        let lines = table(&games, Some(120));
        for l in &lines {
            assert!(l.width() <= 120, "{l} is {} wide", l.width());
        }
        assert!(lines[1].contains("  White  Black  "), "{lines:#?}");
        assert!(
            lines[1].contains("White wins (Queen surrounded)"),
            "{lines:#?}"
        );
        assert!(
            lines[1].contains(" game-20261125-041351-613.json (branch"),
            "{lines:#?}"
        );
        // Narrower, the note goes first, then the result is cut; the name stays whole.
        let lines = table(&games, Some(100));
        assert!(lines[1].contains("  White  Black  "), "{lines:#?}");
        assert!(lines[1].contains("  White wins (Qu"), "{lines:#?}");
        assert!(
            lines[1].ends_with(" game-20261125-041351-613.json …"),
            "{lines:#?}"
        );
    }

    fn branch_of() -> Summary {
        let mut branch = summary("White", "Black", "game-20261125-041351-613.json");
        branch.parent = Some(hive::record::Parent {
            game: "game-20261125-041102-397.json".into(),
            ply: 13,
        });
        branch
    }

    #[test]
    fn no_column_is_padded_to_a_huge_name() {
        let huge = "x".repeat(5_000);
        let lines = table(&[summary(&huge, "b", &format!("{huge}.json"))], None);
        for l in &lines {
            assert!(l.width() < 400, "a line {} wide", l.width());
        }
        assert!(lines[1].contains("xxx… "), "{lines:?}");
    }

    #[test]
    fn control_characters_in_names_are_escaped() {
        assert_eq!(printable("a\u{1b}[31mred\nb"), "a\\e[31mred\\nb");
        assert_eq!(printable("evil\u{202e}txt"), "evil\\u{202e}txt");
        assert_eq!(printable("Zoë \"Z\""), "Zoë \"Z\"");
        let lines = table(&[summary("a\u{7}b", "c", "g.json")], None);
        assert!(lines[1].contains("a\\u{7}b"), "{lines:?}");
    }

    #[test]
    fn a_date_written_without_a_time_is_shown_as_written() {
        // Issue: a PGN's `[Date "2018.10.28"]` was listed as `-`.
        let mut g = summary("A", "B", "g.json");
        g.started = None;
        g.date_text = Some("2018.10.28".into());
        let lines = table(std::slice::from_ref(&g), None);
        assert!(lines[1].starts_with("2018.10.28  "), "{lines:?}");
        let v: Value = serde_json::from_str(&to_json(&[g])).unwrap();
        assert_eq!(
            (&v[0]["date"], &v[0]["date_text"]),
            (&Value::Null, &json!("2018.10.28"))
        );
    }

    #[test]
    fn json_escapes_what_serde_json_leaves_raw() {
        // A tester's name with DEL, a C1 CSI and a right-to-left mark came out raw.
        let hostile = "R\u{202e}X\u{7f}\u{9b}";
        let json = to_json(&[summary(hostile, "B", "e\u{202e}vil.json")]);
        assert!(!json.contains(['\u{202e}', '\u{7f}', '\u{9b}']), "{json}");
        assert!(json.contains(r"R\u202eX\u007f\u009b"), "{json}");
        let v: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v[0]["white"], hostile, "the same data");
    }

    #[test]
    fn json_has_the_fields_of_the_table() {
        let v: Value = serde_json::from_str(&to_json(&[summary("A", "B", "g.json")])).unwrap();
        let g = &v[0];
        assert_eq!(g["white"], "A");
        assert_eq!(g["moves"], 12);
        assert_eq!(g["game_type"], "Base+MLP");
        assert_eq!(g["date"], "2025-06-01T14:03:22+02:00");
        assert_eq!(g["file"], "/data/games/g.json");
        assert_eq!(g["result"], "In progress");
    }

    #[test]
    fn a_branch_is_placed_at_the_same_ply_in_the_table_and_the_json() {
        let mut branch = summary("A", "B", "g.json");
        branch.parent = Some(hive::record::Parent {
            game: "/tmp/x.json".into(),
            ply: 19,
        });
        let lines = table(std::slice::from_ref(&branch), None);
        assert!(
            lines[1].ends_with("g.json (branch of /tmp/x.json at ply 19)"),
            "{lines:?}"
        );
        let v: Value = serde_json::from_str(&to_json(&[branch])).unwrap();
        assert_eq!(v[0]["parent"]["ply"], 19);
        assert_eq!(v[0]["parent"]["game"], "/tmp/x.json");
    }
}
