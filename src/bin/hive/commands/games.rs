//! `hive games`: the saved games as an aligned table that fits the terminal, or as JSON,
//! from the games library (its index brought up to date with the files first).

use std::io::{self, IsTerminal, Write};

use hive::lang::Lang;
use hive::library::{self, Entry, Filter, Library, Outcome, Storage};
use hive::record::{self, Summary};
use hive::say;
use serde_json::{Value, json};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::args::{GamesArgs, ResultFilter};
use crate::error::CliError;
use crate::progress;

use super::{print_with, shown, shown_path};

/// The filter the arguments ask for.
fn filter(args: &GamesArgs) -> Filter {
    let tz = jiff::tz::TimeZone::system();
    let start_of = |d: jiff::civil::Date| d.to_zoned(tz.clone()).ok().map(|z| z.timestamp());
    Filter {
        player: args.player.clone(),
        since: args.since.and_then(start_of),
        // Up to the end of that day: the start of the next.
        until: args
            .until
            .and_then(|d| d.tomorrow().ok())
            .and_then(start_of),
        outcome: match (args.unfinished, args.result) {
            (true, _) => Some(Outcome::Unfinished),
            (_, Some(ResultFilter::White)) => Some(Outcome::White),
            (_, Some(ResultFilter::Black)) => Some(Outcome::Black),
            (_, Some(ResultFilter::Draw)) => Some(Outcome::Draw),
            (_, Some(ResultFilter::Unfinished)) => Some(Outcome::Unfinished),
            (false, None) => None,
        },
        game_type: args.game_type,
        words: args.words.clone(),
    }
}

/// `hive games`, its table and notes in `lang`.
pub fn run(args: &GamesArgs, lang: &Lang) -> Result<(), CliError> {
    let dir = record::games_dir()?;
    let lib_err = |e| CliError::Library(Box::new(e));
    let on_terminal = io::stdout().is_terminal();
    // On a terminal, the first screen comes from the index at once when no file was added
    // or removed, and every file is compared after it (an edit in place is seen then, and
    // the screen listed again); a script gets a list checked against every file first.
    let quick = on_terminal && !args.json;
    let mut lib = {
        let mut reading = progress::Reading::default();
        match quick {
            true => Library::open_quick_reporting(&dir, &mut |done, all| reading.update(done, all)),
            false => Library::open_reporting(&dir, &mut |done, all| reading.update(done, all)),
        }
    }
    .map_err(lib_err)?;
    let listed = match show(&lib, args, &dir, on_terminal, lang) {
        // Damage that opening did not meet (it reads only what it needs): the index is
        // made anew from the saves, which are the truth, and asked again.
        Err(CliError::Library(e)) if e.is_corrupt() => {
            rebuild(&mut lib, lang)?;
            show(&lib, args, &dir, on_terminal, lang)?
        }
        other => other?,
    };
    if quick && listed && lib.verify().map_err(lib_err)? {
        print_with(|out| writeln!(out, "{}", lang.get("list-changed")))?;
        show(&lib, args, &dir, on_terminal, lang)?;
    }
    Ok(())
}

/// Rebuilds a damaged index from the saves, saying so on standard error, with a bar when
/// there are many.
pub(super) fn rebuild(lib: &mut Library, lang: &Lang) -> Result<(), CliError> {
    let _ = writeln!(
        io::stderr(),
        "{}",
        say!(lang, "list-rebuilding", dir = shown_path(lib.dir()))
    );
    let mut reading = progress::Reading::default();
    lib.rebuild(&mut |done, all| reading.update(done, all))
        .map_err(|e| CliError::Library(Box::new(e)))
}

/// Lists the games of `lib` the arguments ask for; `false` when there were none to list.
fn show(
    lib: &Library,
    args: &GamesArgs,
    dir: &std::path::Path,
    on_terminal: bool,
    lang: &Lang,
) -> Result<bool, CliError> {
    let lib_err = |e| CliError::Library(Box::new(e));
    // Standard error is only for people; if it is closed, the listing still goes on.
    if let (Storage::Memory, Some(why)) = (lib.storage(), &lib.fallback_reason) {
        let _ = writeln!(
            io::stderr(),
            "{}",
            say!(lang, "list-index-unwritable", why = shown(why))
        );
    }
    for b in lib.broken().map_err(lib_err)? {
        let _ = writeln!(
            io::stderr(),
            "{}",
            say!(lang, "list-skipped", why = shown(&b.error))
        );
    }
    // One screen on a terminal (thousands of lines scroll by unread); all for a script.
    let limit = match (args.all, args.limit) {
        (true, _) => None,
        (false, Some(n)) => Some(n),
        (false, None) if on_terminal && !args.json => Some(screen_rows()),
        (false, None) => None,
    };
    let (games, total) = lib.list(&filter(args), limit).map_err(lib_err)?;
    let digits = id_digits(lib, &games).map_err(lib_err)?;
    if args.json {
        let text = to_json(&games, digits);
        print_with(|out| writeln!(out, "{text}"))?;
        return Ok(true);
    }
    if games.is_empty() {
        let searched = total == 0 && !lib.is_empty().map_err(lib_err)?;
        print_with(|out| match searched {
            true => writeln!(out, "{}", lang.get("list-no-match")),
            false => writeln!(out, "{}", say!(lang, "list-none", dir = shown_path(dir))),
        })?;
        return Ok(false);
    }
    let width = terminal_width();
    let lines = table(&games, digits, width, &jiff::tz::TimeZone::system(), lang);
    print_with(|out| {
        lines.iter().try_for_each(|l| writeln!(out, "{l}"))?;
        if games.len() < total {
            writeln!(out, "{}", footer(games.len(), total, width, lang))?;
        }
        Ok(())
    })?;
    Ok(true)
}

/// The line under a list cut short: how many of how many, and how to see the others, in
/// `width` columns (a line that wrapped pushed the header off a screenful).
fn footer(shown: usize, total: usize, width: Option<usize>, lang: &Lang) -> String {
    let count = say!(lang, "list-count", shown = shown, total = total);
    let long = say!(lang, "list-footer-long", count = count.as_str());
    let medium = say!(lang, "list-footer-medium", count = count.as_str());
    let short = say!(lang, "list-footer-short", count = count.as_str());
    let fits = |l: &String| width.is_none_or(|w| l.width() <= w);
    [long, medium, short]
        .into_iter()
        .find(fits)
        .unwrap_or(count)
}

/// Games that fit one screen: the terminal's rows less the header, the last line and the
/// prompt.
fn screen_rows() -> usize {
    ratatui::crossterm::terminal::size()
        .map_or(24, |(_, rows)| usize::from(rows))
        .saturating_sub(3)
        .max(5)
}

/// How many digits of their ids tell the listed games (and their parents) from every other
/// game of the library: the same for every line, so that the column lines up.
fn id_digits(lib: &Library, games: &[Entry]) -> Result<usize, library::LibraryError> {
    let mut most = library::MIN_ID_DIGITS;
    for g in games {
        most = most.max(lib.id_digits(g.id)?);
        if let Some(p) = parent_id(&g.summary) {
            most = most.max(lib.id_digits(p)?);
        }
    }
    Ok(most)
}

/// The id of the game a branch left, when that game is a save of the same folder (a
/// branch names it by its file name).
fn parent_id(s: &Summary) -> Option<u64> {
    let p = s.parent.as_ref()?;
    let name = std::path::Path::new(&p.game).file_name()?.to_str()?;
    Some(library::game_id(name))
}

/// The columns' headers (message ids).
const HEADERS: [&str; 7] = [
    "list-white",
    "list-black",
    "list-result",
    "list-date",
    "list-game",
    "list-plies",
    "list-name",
];
/// Which columns give up width when the table is too wide, in turn, and down to what,
/// once a branch's note after its name has given way and the date has lost its time:
/// the players' names, then the result, each further in turn, then the game type. The
/// short name, which is what `hive play NAME` takes, never; nor the plies. At 80 columns
/// names of 10 and a whole result (17 at most, `Draw (repetition)`) fit.
const NARROWING: [(&[usize], usize); 11] = [
    (&[0, 1], 12),
    (&[0, 1], 10),
    (&[2], 13),
    (&[0, 1], 8),
    (&[2], 10),
    (&[0, 1], 6),
    (&[2], 8),
    (&[0, 1], 4),
    (&[2], 5),
    (&[0, 1], 3),
    (&[4], 5),
];
/// The widest each column gets, however wide the terminal (or with no limit, piped): a
/// 5,000-character name is cut, not padded to.
const MOST: [usize; 7] = [40, 40, 40, 16, 8, 12, 200];
const GAP: &str = "  ";
/// The date's width without its time.
const DAY: usize = 10;

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

/// A game's cells. Its start is shown in `zone` (the viewer's), as the list is ordered
/// by the instant: each at the offset it was written with put games from other zones out
/// of order. A date written without a time is shown in ISO, whichever form it was in.
fn cells(e: &Entry, digits: usize, zone: &jiff::tz::TimeZone, lang: &Lang) -> [String; 7] {
    let g = &e.summary;
    let date = match (g.started, &g.date_text) {
        (Some(s), _) => s
            .timestamp()
            .to_zoned(zone.clone())
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
        (None, Some(text)) => printable(&record::date_as_written(text)),
        (None, None) => "-".to_string(),
    };
    let mut name = library::short_id(e.id, digits);
    // A branch says which game it left, and after how many plies: the save's `ply`, as
    // `--json` gives it and the game screen says it ("Playing on from ply N").
    if let Some(p) = &g.parent {
        let from = match parent_id(g) {
            Some(id) => library::short_id(id, digits),
            None => printable(&p.game),
        };
        name.push(' ');
        name.push_str(&say!(lang, "list-branch", game = from, ply = p.ply));
    }
    [
        printable(&hive::lang::rules::player_name(lang, &g.white)),
        printable(&hive::lang::rules::player_name(lang, &g.black)),
        // In a few words (`Black (Queen)`): the whole phrase was cut at 80 columns.
        hive::lang::record::brief(lang, &g.result),
        date,
        g.game_type.to_string(),
        // Moves taken back and kept for redo are in the file too: `hive play` can redo them.
        match g.taken_back {
            0 => g.moves.to_string(),
            n => say!(lang, "list-taken-back", plies = g.moves, all = g.moves + n),
        },
        name,
    ]
}

/// The table's lines: a header, then one line per game, every column aligned, times in
/// `zone`; the widest flexible columns are narrowed (their text cut with `…`) until the
/// lines fit `width`.
pub fn table(
    games: &[Entry],
    digits: usize,
    width: Option<usize>,
    zone: &jiff::tz::TimeZone,
    lang: &Lang,
) -> Vec<String> {
    let rows: Vec<[String; 7]> = games.iter().map(|g| cells(g, digits, zone, lang)).collect();
    let header = HEADERS.map(|id| lang.get(id));
    let mut widths = header.each_ref().map(|h| h.width());
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
        // A branch's note gives way first, down to `abcd branch…` (still saying it is
        // one); then the date's time.
        // `abcd branch…`: the id, a space, the note's first word and the cut's `…`.
        let branch = say!(lang, "list-branch", game = "", ply = 0);
        let word = branch.split(' ').next().unwrap_or_default().width();
        let note = if games.iter().any(|g| g.summary.parent.is_some()) {
            digits + 1 + word + 1
        } else {
            digits
        }
        .max(header[6].width());
        let steps = [(&[6][..], note), (&[3][..], DAY)];
        for &(columns, min) in steps.iter().chain(&NARROWING) {
            while total(&widths) > limit {
                let widest = columns
                    .iter()
                    .copied()
                    .filter(|&i| widths[i] > min)
                    .max_by_key(|&i| widths[i]);
                match widest {
                    // A date narrower than its time shows the day alone: straight down to
                    // the day's width, the columns between would be blank.
                    Some(3) => widths[3] = min,
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
            match cell.split_once(' ') {
                // A date too narrow for its time keeps the day whole.
                Some((day, _)) if i == 3 && cell.width() > w && day.width() <= w => {
                    out.push_str(&fit(day, w));
                }
                _ => out.push_str(&fit(cell, w)),
            }
        }
        out.trim_end().to_string()
    };
    std::iter::once(line(&header))
        .chain(rows.iter().map(line))
        .collect()
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
/// 3339 or null, the file's full path, names as they are), plus each game's short name
/// (`id`, what `hive play` takes) and how it ended (`outcome`: white, black, draw or
/// unfinished).
pub fn to_json(games: &[Entry], digits: usize) -> String {
    let list: Vec<Value> = games
        .iter()
        .map(|e| {
            let g = &e.summary;
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
                "id": library::short_id(e.id, digits),
                "outcome": match e.outcome {
                    Outcome::White => "white",
                    Outcome::Black => "black",
                    Outcome::Draw => "draw",
                    Outcome::Unfinished => "unfinished",
                },
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

    const UTC: jiff::tz::TimeZone = jiff::tz::TimeZone::UTC;

    fn summary(white: &str, black: &str, file: &str) -> Entry {
        let summary = Summary {
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
        };
        Entry {
            outcome: Outcome::of(&summary.result),
            id: library::game_id(file),
            summary,
        }
    }

    fn id(file: &str) -> String {
        library::short_id(library::game_id(file), 4)
    }

    #[test]
    fn players_result_and_date_come_first_and_the_short_name_last() {
        let games = [
            summary("Alice", "Bob", "game-1.json"),
            summary("Bartholomew the Magnificent", "Zoë", "game-2.json"),
        ];
        let wide = table(&games, 4, None, &UTC, &Lang::english());
        assert_eq!(
            wide[0],
            "White                        Black  Result       Date              Game      Plies  Name"
        );
        assert!(
            wide[2].starts_with("Bartholomew the Magnificent  Zoë    In progress  "),
            "{wide:?}"
        );
        assert!(
            wide[2].ends_with(&format!("  12     {}", id("game-2.json"))),
            "{wide:?}"
        );
    }

    /// Issue #40: the table in every language fits 80 columns, its columns aligned in
    /// display columns (Cyrillic and accented letters take one each).
    #[test]
    fn in_every_language_the_table_fits_and_its_columns_align() {
        let catalog = hive::lang::Catalog::embedded();
        let mut games = [
            summary("Computer 3", "Bartholomew", "game-20261101-120322-123.json"),
            summary("Ann", "Zoë", "game-20261101-130001-456.json"),
        ];
        games[0].summary.result = GameResult::from_state(GameState::WhiteWins);
        games[1].summary.taken_back = 1;
        for tag in catalog.tags() {
            let lang = catalog.find(tag).unwrap();
            let lines = table(&games, 4, Some(80), &UTC, &lang);
            for l in &lines {
                assert!(l.width() <= 80, "{tag}: {l} is {} wide", l.width());
            }
            // The header names the columns in the language; each column starts where its
            // header does (the short name is the last column).
            let name = lang.get("list-name");
            let header_at = lines[0].find(&name).map(|b| lines[0][..b].width());
            assert!(header_at.is_some(), "{tag}: {lines:#?}");
            for row in &lines[1..] {
                let id_at = row.rfind("  ").map(|b| row[..b + 2].width());
                assert_eq!(id_at, header_at, "{tag}: {lines:#?}");
            }
            if tag != "en" {
                assert!(!lines[0].starts_with("White"), "{tag}: {}", lines[0]);
            }
        }
    }

    #[test]
    fn at_80_columns_the_date_loses_its_time_and_names_stay_readable() {
        // Issue #31: at 80 columns White, Black and Result were cut to `Wh…`, `Bl…`, `In …`.
        let mut games = [
            summary("Computer 3", "Bartholomew", "game-20261101-120322-123.json"),
            summary("Ann", "Bob", "game-20261101-130001-456.json"),
        ];
        games[0].summary.result = GameResult::from_state(GameState::WhiteWins);
        games[0].summary.moves = 123;
        games[1].summary.moves = 10;
        games[1].summary.taken_back = 1;
        let lines = table(&games, 4, Some(80), &UTC, &Lang::english());
        for l in &lines {
            assert!(l.width() <= 80, "{l} is {} wide", l.width());
        }
        assert!(
            lines[1].starts_with("Computer 3  Bartholomew  White (Queen)  "),
            "{lines:#?}"
        );
        assert!(
            lines[1].contains("  2025-06-01  Base+MLP  123 "),
            "{lines:#?}"
        );
        assert!(
            lines[1].ends_with(&id("game-20261101-120322-123.json")),
            "{lines:#?}"
        );
        assert!(lines[2].contains(" 10 of 11 "), "{lines:#?}");
        // Every line's Result column starts at the same place.
        let at: Vec<usize> = lines
            .iter()
            .map(|l| {
                let i = l
                    .find("White (Queen)")
                    .or(l.find("In progress"))
                    .or(l.find("Result"));
                l[..i.unwrap()].width()
            })
            .collect();
        assert!(at.windows(2).all(|w| w[0] == w[1]), "{lines:#?}");
    }

    #[test]
    fn a_branch_is_shown_as_one_and_its_note_gives_way_first() {
        let mut won = branch_of();
        won.summary.result = GameResult::from_state(GameState::WhiteWins);
        let plain = summary("Ann", "Bob", "game-20261125-041428-229.json");
        let games = [won, plain];
        let parent = id("game-20261125-041102-397.json");
        let lines = table(&games, 4, Some(120), &UTC, &Lang::english());
        assert!(lines[1].contains("  White (Queen)  "), "{lines:#?}");
        assert!(
            lines[1].ends_with(&format!(" branch of {parent} at ply 13")),
            "{lines:#?}"
        );
        let lines = table(&games, 4, Some(72), &UTC, &Lang::english());
        for l in &lines {
            assert!(l.width() <= 72, "{l} is {} wide", l.width());
        }
        let me = id("game-20261125-041351-613.json");
        assert!(lines[1].ends_with(&format!("{me} branch…")), "{lines:#?}");
        assert!(
            lines[1].starts_with("White  Black  White (Queen)  "),
            "{lines:#?}"
        );
    }

    #[test]
    fn times_are_shown_in_the_viewers_zone_so_that_they_read_in_the_lists_order() {
        // A tester's list, newest first by the instant, showed each game at the offset it
        // was written with: 10:07 (UTC-6) above 15:51 (UTC+1), an hour and more earlier.
        let mut later = summary("A", "B", "a.json");
        later.summary.started = "2020-12-12T10:07:30-06:00".parse().ok();
        let mut earlier = summary("C", "D", "c.json");
        earlier.summary.started = "2020-12-12T15:51:47+01:00".parse().ok();
        let games = [later, earlier];
        let lines = table(&games, 4, None, &UTC, &Lang::english());
        assert!(lines[1].contains("  2020-12-12 16:07  "), "{lines:#?}");
        assert!(lines[2].contains("  2020-12-12 14:51  "), "{lines:#?}");
        let east = jiff::tz::TimeZone::fixed(jiff::tz::offset(9));
        let lines = table(&games, 4, None, &east, &Lang::english());
        assert!(lines[1].contains("  2020-12-13 01:07  "), "{lines:#?}");
        assert!(lines[2].contains("  2020-12-12 23:51  "), "{lines:#?}");
    }

    #[test]
    fn at_80_columns_every_result_is_whole_and_the_footer_fits() {
        // A tester's 80 columns cut every result (`Black wins (Queen surroun…`) and
        // wrapped the 86-column footer, which pushed the header off the screen.
        let results = [
            GameResult::from_state(GameState::BlackWins),
            GameResult {
                state: GameState::InProgress,
                ending: Some(hive::record::Ending::Rules(hive::rules::Ending::Repetition)),
                note: None,
            },
            GameResult {
                state: GameState::InProgress,
                ending: Some(hive::record::Ending::LostOffBoard(
                    hive::rules::Color::White,
                )),
                note: None,
            },
        ];
        let games: Vec<Entry> = results
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let mut g = summary(
                    "Quodlibet the Bold",
                    "Jewdoka Eucalyx",
                    &format!("{i}.json"),
                );
                g.summary.result = r.clone();
                g.summary.moves = 140;
                g
            })
            .collect();
        let lines = table(&games, 4, Some(80), &UTC, &Lang::english());
        for l in &lines {
            assert!(l.width() <= 80, "{l} is {} wide", l.width());
        }
        for (line, r) in lines[1..].iter().zip(&results) {
            assert!(line.contains(&format!("  {}  ", r.brief())), "{lines:#?}");
        }
        // Names stay readable beside them.
        assert!(
            lines[1].starts_with("Quodlibet t…  Jewdoka Euc…  Black (Queen)  "),
            "{lines:#?}"
        );
        for total in [38, 100_000] {
            assert!(footer(21, total, None, &Lang::english()).ends_with("words narrow them"));
            for width in [80, 60, 40] {
                let f = footer(21, total, Some(width), &Lang::english());
                assert!(f.width() <= width, "{f}: {} at {width}", f.width());
                assert!(f.starts_with(&format!("21 of {total} games")), "{f}");
            }
        }
        assert!(
            footer(21, 38, Some(80), &Lang::english())
                .contains("--all lists all; --player, --since")
        );
    }

    fn branch_of() -> Entry {
        let mut branch = summary("White", "Black", "game-20261125-041351-613.json");
        branch.summary.parent = Some(hive::record::Parent {
            game: "game-20261125-041102-397.json".into(),
            ply: 13,
        });
        branch
    }

    #[test]
    fn no_column_is_padded_to_a_huge_name() {
        let huge = "x".repeat(5_000);
        let lines = table(
            &[summary(&huge, "b", &format!("{huge}.json"))],
            4,
            None,
            &UTC,
            &Lang::english(),
        );
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
        let lines = table(
            &[summary("a\u{7}b", "c", "g.json")],
            4,
            None,
            &UTC,
            &Lang::english(),
        );
        assert!(lines[1].contains("a\\u{7}b"), "{lines:?}");
    }

    #[test]
    fn a_date_written_without_a_time_is_shown_as_written() {
        // Issue: a PGN's `[Date "2018.10.28"]` was listed as `-`.
        let mut g = summary("A", "B", "g.json");
        g.summary.started = None;
        g.summary.date_text = Some("2018.10.28".into());
        let lines = table(std::slice::from_ref(&g), 4, None, &UTC, &Lang::english());
        // In ISO, as the readers keep a day now (an older save keeps the form it had).
        assert!(lines[1].contains("  2018-10-28  "), "{lines:?}");
        let v: Value = serde_json::from_str(&to_json(&[g], 4)).unwrap();
        assert_eq!(
            (&v[0]["date"], &v[0]["date_text"]),
            (&Value::Null, &json!("2018.10.28"))
        );
    }

    #[test]
    fn json_escapes_what_serde_json_leaves_raw() {
        // A tester's name with DEL, a C1 CSI and a right-to-left mark came out raw.
        let hostile = "R\u{202e}X\u{7f}\u{9b}";
        let json = to_json(&[summary(hostile, "B", "e\u{202e}vil.json")], 4);
        assert!(!json.contains(['\u{202e}', '\u{7f}', '\u{9b}']), "{json}");
        assert!(json.contains(r"R\u202eX\u007f\u009b"), "{json}");
        let v: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v[0]["white"], hostile, "the same data");
    }

    #[test]
    fn json_has_the_fields_of_the_table_and_the_short_name() {
        let v: Value = serde_json::from_str(&to_json(&[summary("A", "B", "g.json")], 5)).unwrap();
        let g = &v[0];
        assert_eq!(g["white"], "A");
        assert_eq!(g["moves"], 12);
        assert_eq!(g["game_type"], "Base+MLP");
        assert_eq!(g["date"], "2025-06-01T14:03:22+02:00");
        assert_eq!(g["file"], "/data/games/g.json");
        assert_eq!(g["result"], "In progress");
        assert_eq!(g["outcome"], "unfinished");
        assert_eq!(
            g["id"],
            library::short_id(library::game_id("g.json"), 5).as_str()
        );
    }

    #[test]
    fn a_branch_is_placed_at_the_same_ply_in_the_table_and_the_json() {
        let mut branch = summary("A", "B", "g.json");
        branch.summary.parent = Some(hive::record::Parent {
            game: "/tmp/x.json".into(),
            ply: 19,
        });
        let lines = table(
            std::slice::from_ref(&branch),
            4,
            None,
            &UTC,
            &Lang::english(),
        );
        assert!(
            lines[1].ends_with(&format!("branch of {} at ply 19", id("x.json"))),
            "{lines:?}"
        );
        let v: Value = serde_json::from_str(&to_json(&[branch], 4)).unwrap();
        assert_eq!(v[0]["parent"]["ply"], 19);
        assert_eq!(v[0]["parent"]["game"], "/tmp/x.json");
    }
}
