//! What each `hive` command does (the binary's side: files, terminal, printing).

use std::io::{self, IsTerminal, StdoutLock, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::CommandFactory;
use clap_complete::Shell;
use hive::engine::ai::Level;
use hive::record::{self, FileKind, ImportError, PgnError, PgnGame, PgnHeader, Record};
use hive::rules::notation::format_move;
use hive::rules::perft::{divide, perft};
use hive::rules::{Color, Game, Rules};
use hive::tui::computer::Opponent;
use hive::tui::saving::Autosave;
use hive::tui::{Options, Start};

use crate::cli::{Cli, ExportFormat, PlayArgs};
use crate::error::CliError;

/// How many characters of a path or message from elsewhere a line shows.
const SHOWN: usize = 1_000;

/// Text from a file or a user (a path, a message quoting a file) made safe to print:
/// control characters escaped, very long text cut (see [`hive::text::printable`]).
pub(crate) fn shown(text: &str) -> String {
    hive::text::printable(text, SHOWN).into_owned()
}

/// A path made safe to print, as [`shown`].
pub(crate) fn shown_path(path: &Path) -> String {
    shown(&path.to_string_lossy())
}

fn needs_terminal(command: &'static str) -> Result<(), CliError> {
    if io::stdout().is_terminal() && io::stdin().is_terminal() {
        return Ok(());
    }
    // One line on standard error, not the whole help on standard output: a script that
    // ran `hive` by mistake gets the reason and where to look.
    Err(CliError::NoTerminal { command })
}

/// Writes through locked standard output, then flushes. Every printing command goes
/// through here rather than `println!`, which panics when the reader has gone away
/// (`hive perft | head -1`); the error comes back instead, and [`crate::error::finish`]
/// ends a closed pipe quietly. Standard output stays line-buffered, so perft's lines
/// appear as they are counted.
fn print_with(
    write: impl FnOnce(&mut StdoutLock<'static>) -> io::Result<()>,
) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    write(&mut out)
        .and_then(|()| out.flush())
        .map_err(|source| CliError::Stream {
            what: "standard output",
            source,
        })
}

/// A game file named on the command line: as given, or, for a bare file name that is not
/// in the current folder, the saved game of that name (`hive games` lists saves by name).
pub fn locate(file: PathBuf) -> PathBuf {
    let mut parts = file.components();
    let bare = matches!(
        (parts.next(), parts.next()),
        (Some(std::path::Component::Normal(_)), None)
    );
    if bare
        && std::fs::symlink_metadata(&file).is_err()
        && let Ok(dir) = record::games_dir()
    {
        let saved = dir.join(&file);
        if saved.is_file() {
            return saved;
        }
    }
    file
}

pub fn play(args: PlayArgs) -> Result<(), CliError> {
    // Temporary files left by a save that was killed mid-write (ours only, writer gone).
    if let Ok(dir) = record::games_dir() {
        record::clean_temp_files(&dir);
    }
    let loaded = match &args.file {
        _ if args.resume => Some(last_unfinished()?),
        Some(file) => Some(open(file)?),
        None => None,
    };
    let opponent = opponent(&args, loaded.as_ref().map(|(r, _, _)| r));
    // One writer per save: a game open in another hive is refused (with who holds it);
    // the lock is ours until the game ends.
    let _lock = match &loaded {
        Some((record, _, Some(path))) => Some(record::SaveFile::open(path, Some(record))?),
        _ => None,
    };
    // New games: the rulebooks' opening unless asked, and hivegame.com's repetition draw.
    let rules = Rules {
        opening: args.opening,
        repetition: !args.no_repetition,
    };
    let (mut white, mut black, game_type, start) = match loaded {
        Some((record, game, save_path)) => (
            record.white.clone(),
            record.black.clone(),
            game.game_type(),
            Start::Continue {
                game: Box::new(game),
                autosave: save_path.map(|path| Box::new(Autosave::new(path, record))),
            },
        ),
        None => (args.white, args.black, args.expansions, Start::New),
    };
    if let Some(o) = opponent {
        let name = format!("Computer {}", o.level.number());
        match o.color {
            Color::White if white == "White" => white = name,
            Color::Black if black == "Black" => black = name,
            _ => {}
        }
    }
    needs_terminal("hive play")?;
    let ended = hive::tui::run(Options {
        game_type,
        white,
        black,
        opponent,
        rules,
        start,
        ponder: args.ponder,
    })
    .map_err(CliError::Terminal)?;
    saved_all(ended)
}

/// A game left with moves its file does not hold ends the command with an error saying so.
fn saved_all(ended: hive::tui::Ended) -> Result<(), CliError> {
    match ended.unsaved {
        Some(why) => Err(CliError::Unsaved(why)),
        None => Ok(()),
    }
}

/// The computer to play against: as the command line says, else as the resumed game was
/// played (a game against the computer resumes against it).
fn opponent(args: &PlayArgs, loaded: Option<&Record>) -> Option<Opponent> {
    let saved = loaded.and_then(|r| r.computer).and_then(|c| {
        Some(Opponent {
            color: c.side,
            level: Level::from_number(c.level)?,
        })
    });
    args.ai
        .map(|color| Opponent {
            color,
            level: args.level,
        })
        .or(saved)
}

/// `--resume`: the newest unfinished saved game, which goes on saving to its own file.
fn last_unfinished() -> Result<(Record, Game, Option<PathBuf>), CliError> {
    let dir = record::games_dir()?;
    let Some(last) = record::most_recent_unfinished(&dir)? else {
        return Err(CliError::NothingToResume { dir });
    };
    let (record, game) = record::load(&last.path)?;
    Ok((record, game, Some(last.path)))
}

/// A game file to continue: our own save continues in place; any other file starts a new
/// save of its own.
fn open(file: &Path) -> Result<(Record, Game, Option<PathBuf>), CliError> {
    let (kind, record, game) = record::load_any_kind(file)?;
    let save_path = (kind == FileKind::Save).then(|| file.to_path_buf());
    Ok((record, game, save_path))
}

pub fn replay(file: &Path, number: Option<u32>) -> Result<(), CliError> {
    let chosen = choose_game(file, number)?;
    needs_terminal("hive replay")?;
    hive::tui::run(Options {
        game_type: chosen.game.game_type(),
        white: chosen.record.white,
        black: chosen.record.black,
        opponent: None,
        ponder: false,
        rules: chosen.game.position().rules(),
        start: Start::Review {
            stamps: chosen.record.moves.iter().map(|m| m.at).collect(),
            game: Box::new(chosen.game),
            source: Some(std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf())),
        },
    })
    .map_err(CliError::Terminal)
    .and_then(saved_all)
}

/// One game out of a game file, with the PGN tags a record has no room for.
pub(crate) struct Chosen {
    pub(crate) record: Record,
    pub(crate) game: Game,
    pub(crate) header: PgnHeader,
}

/// The game `number` (from 1) of a PGN file, or the one game of any other file. Without a
/// number, a PGN file of several games gives its first and says so on standard error.
pub(crate) fn choose_game(file: &Path, number: Option<u32>) -> Result<Chosen, CliError> {
    let text = read_text(file)?;
    if record::file_kind(&text) != Some(FileKind::Pgn) {
        if number.is_some_and(|n| n > 1) {
            return Err(CliError::NoSuchGame {
                path: file.to_path_buf(),
                number: number.unwrap_or(1),
                count: 1,
            });
        }
        // The text already read: a pipe is read once, and the file cannot change between.
        let loaded = record::parse_any(file, &text)?;
        print_notes(&loaded.notes);
        return Ok(Chosen {
            record: loaded.record,
            game: loaded.game,
            header: PgnHeader::default(),
        });
    }
    let mut games = record::parse_pgn(file, &text).map_err(ImportError::from)?;
    let count = games.len();
    if number.is_none() && count > 1 {
        let _ = writeln!(
            io::stderr(),
            "{} holds {count} games; taking game 1 (choose another with --game N)",
            shown_path(file)
        );
    }
    let n = number.unwrap_or(1);
    let index = usize::try_from(n).unwrap_or(usize::MAX).saturating_sub(1);
    if index >= count {
        return Err(CliError::NoSuchGame {
            path: file.to_path_buf(),
            number: n,
            count,
        });
    }
    let pgn = games.swap_remove(index).map_err(ImportError::from)?;
    print_notes(&pgn.notes);
    Ok(Chosen {
        record: pgn.record,
        game: pgn.game,
        header: pgn.header,
    })
}

/// A game file's text, never more than the cap on game files (a pipe or `/dev/zero` too).
fn read_text(file: &Path) -> Result<String, CliError> {
    Ok(record::read_game_file(file)?)
}

/// What a reader read leniently, one line each on standard error (for people only: if
/// standard error is closed, the command goes on).
fn print_notes(notes: &[impl ToString]) {
    let mut err = io::stderr().lock();
    for n in notes {
        let _ = writeln!(err, "  note: {}", shown(&n.to_string()));
    }
}

pub fn games(json: bool) -> Result<(), CliError> {
    let dir = record::games_dir()?;
    let (games, bad) = record::scan_games(&dir)?;
    for e in bad {
        // Standard error is only for people; if it is closed, the listing still goes on.
        let _ = writeln!(io::stderr(), "skipped: {}", shown(&e.to_string()));
    }
    if json {
        let text = listing::to_json(&games);
        return print_with(|out| writeln!(out, "{text}"));
    }
    if games.is_empty() {
        return print_with(|out| writeln!(out, "No saved games in {}.", shown_path(&dir)));
    }
    let lines = listing::table(&games, listing::terminal_width());
    print_with(|out| lines.iter().try_for_each(|l| writeln!(out, "{l}")))
}

pub fn import(file: &Path, output: Option<&Path>, force: bool) -> Result<(), CliError> {
    let text = read_text(file)?;
    // One game into a folder: named after the file it came from.
    let stem = file
        .file_stem()
        .map_or_else(|| "game".to_string(), |s| s.to_string_lossy().into_owned());
    let single = output.map(|out| match out.is_dir() {
        true => out.join(format!("{stem}.json")),
        false => out.to_path_buf(),
    });
    if record::file_kind(&text) != Some(FileKind::Pgn) {
        let loaded = record::parse_any(file, &text)?;
        print_notes(&loaded.notes);
        return write_json(&loaded.record, single.as_deref(), force);
    }
    let mut games = record::parse_pgn(file, &text).map_err(ImportError::from)?;
    if games.len() == 1 {
        let pgn = games.swap_remove(0).map_err(ImportError::from)?;
        let _ = writeln!(io::stderr(), "{}", game_line(&pgn, None));
        print_notes(&pgn.notes);
        return write_json(&pgn.record, single.as_deref(), force);
    }
    import_several(file, games, output, force)
}

/// Refuses to replace an existing `path` unless `force` (a player's game is never
/// overwritten unasked).
fn refuse_existing(path: &Path, force: bool) -> Result<(), CliError> {
    if !force && std::fs::symlink_metadata(path).is_ok() {
        return Err(CliError::Exists {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Writes an imported game to `path` as a new save: never over a save that another hive has
/// open (whatever `force` says: two processes never write one save), and over any other
/// existing file only with `force`. The save's lock is held while writing, so that no
/// `hive play` opens it half-written.
fn write_new_save(path: &Path, rec: &Record, force: bool) -> Result<(), CliError> {
    let _lock = record::SaveFile::open(path, None)?;
    refuse_existing(path, force)?;
    record::save(path, rec)?;
    Ok(())
}

/// A PGN file of several games: one JSON file per game, one line per game.
fn import_several(
    file: &Path,
    games: Vec<Result<PgnGame, PgnError>>,
    output: Option<&Path>,
    force: bool,
) -> Result<(), CliError> {
    let total = games.len();
    let dir = match output {
        Some(dir) if dir.is_file() => {
            return Err(CliError::SeveralGames {
                path: file.to_path_buf(),
                count: total,
                output: dir.to_path_buf(),
            });
        }
        Some(dir) => dir.to_path_buf(),
        None => record::games_dir()?,
    };
    let stem = file
        .file_stem()
        .map_or_else(|| "game".to_string(), |s| s.to_string_lossy().into_owned());
    let mut failed = 0;
    // A save open in another hive is an error of its own (exit 3), once every game is done.
    let mut locked = None;
    for (i, game) in games.into_iter().enumerate() {
        let line = match game {
            Ok(pgn) => {
                let path = dir.join(format!("{stem}-{}.json", pgn.number));
                match write_new_save(&path, &pgn.record, force) {
                    Ok(()) => {}
                    Err(e @ (CliError::Exists { .. } | CliError::SaveFile(_))) => {
                        failed += 1;
                        let why = shown(&e.to_string());
                        print_with(|out| writeln!(out, "game {}: not imported: {why}", i + 1))?;
                        if let CliError::SaveFile(lock) = e {
                            locked.get_or_insert(lock);
                        }
                        continue;
                    }
                    Err(e) => return Err(e),
                }
                print_with(|out| writeln!(out, "{}", game_line(&pgn, Some(&path))))?;
                print_notes(&pgn.notes);
                continue;
            }
            Err(e) => {
                failed += 1;
                format!("game {}: not imported: {}", i + 1, shown(&e.to_string()))
            }
        };
        print_with(|out| writeln!(out, "{line}"))?;
    }
    if let Some(lock) = locked {
        return Err(CliError::SaveFile(lock));
    }
    if failed > 0 {
        return Err(CliError::GamesFailed {
            path: file.to_path_buf(),
            failed,
            total,
        });
    }
    Ok(())
}

/// `game 2 (line 14): alice vs bob, Base+MLP, 49 moves, White wins (Queen surrounded) -> x-2.json`
fn game_line(pgn: &PgnGame, written: Option<&Path>) -> String {
    let r = &pgn.record;
    let mut line = format!(
        "game {} (line {}): {} vs {}, {}, {} moves, {}",
        pgn.number,
        pgn.line,
        listing::printable(&r.white),
        listing::printable(&r.black),
        r.game_type,
        r.plies(),
        r.result
    );
    if let Some(path) = written {
        line.push_str(&format!(" -> {}", shown_path(path)));
    }
    line
}

fn write_json(rec: &Record, output: Option<&Path>, force: bool) -> Result<(), CliError> {
    match output {
        Some(out) => {
            write_new_save(out, rec, force)?;
            let _ = writeln!(
                io::stderr(),
                "wrote {} ({} moves, {})",
                shown_path(out),
                rec.plies(),
                rec.result
            );
            Ok(())
        }
        None => print_with(|out| writeln!(out, "{}", record::export_json(rec))),
    }
}

pub fn export(file: &Path, format: ExportFormat, number: Option<u32>) -> Result<(), CliError> {
    let chosen = choose_game(file, number)?;
    let queen_first = chosen
        .game
        .move_strings()
        .take(2)
        .enumerate()
        .any(|(ply, text)| text.starts_with(["wQ", "bQ"][ply]));
    if format == ExportFormat::Uhp && queen_first {
        let _ = writeln!(
            io::stderr(),
            "  note: a Queen comes on its side's first turn (the rulebook opening): UHP engines, `hive uhp` too, refuse this GameString"
        );
    }
    let text = match format {
        ExportFormat::Uhp => record::export_uhp(&chosen.record),
        ExportFormat::Json => record::export_json(&chosen.record),
        ExportFormat::Pgn => record::to_pgn(&chosen.record, &chosen.header),
    };
    // A PGN game already ends with a line break.
    print_with(|out| write!(out, "{}", text.trim_end()).and_then(|()| writeln!(out)))
}

pub fn completions(shell: Shell) -> Result<(), CliError> {
    print_with(|out| {
        clap_complete::generate(shell, &mut Cli::command(), "hive", out);
        Ok(())
    })
}

pub fn man() -> Result<(), CliError> {
    print_with(|out| clap_mangen::Man::new(Cli::command()).render(out))
}

pub fn uhp() -> Result<(), CliError> {
    hive::engine::uhp::run_stdio().map_err(|source| CliError::Stream {
        what: "uhp",
        source,
    })
}

pub fn run_perft(game: &str, depth: usize, bulk: bool, div: bool) -> Result<(), CliError> {
    let game = Game::parse(game).map_err(|source| CliError::GameString {
        text: game.to_string(),
        source,
    })?;
    let mut pos = game.position().clone();
    if div {
        let moves = divide(&mut pos, depth);
        return print_with(|out| {
            let mut total = 0;
            for (mv, n) in moves {
                writeln!(out, "{} {n}", format_move(&pos, mv))?;
                total += n;
            }
            writeln!(out, "total {total}")
        });
    }
    print_with(|out| {
        for d in 1..=depth {
            let start = Instant::now();
            let n = perft(&mut pos, d, bulk);
            let secs = start.elapsed().as_secs_f64();
            writeln!(
                out,
                "{d} {n} {secs:.3}s {:.0} nodes/s",
                n as f64 / secs.max(1e-9)
            )?;
        }
        Ok(())
    })
}

/// `hive games`: the saved games as an aligned table that fits the terminal, or as JSON.
mod listing {
    use std::io::{self, IsTerminal};

    use hive::record::Summary;
    use serde_json::{Value, json};
    use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

    const HEADERS: [&str; 7] = ["Date", "White", "Black", "Game", "Result", "Moves", "File"];
    /// Which columns give up width when the table is too wide, in turn, and down to what,
    /// once a branch's note after its file name has given way: the names, then the result,
    /// each further in turn, then the game type; the file name, which is what `hive play
    /// NAME` takes, only when nothing else can give (an autosave's whole name fits 80
    /// columns). Date and moves keep their width.
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
    const MOST: [usize; 7] = [16, 40, 40, 8, 40, 8, 200];
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
            g.moves.to_string(),
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
                out.push_str(&fit(cell, w));
            }
            out.trim_end().to_string()
        };
        let header = HEADERS.map(str::to_string);
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
                    "file": g.path.display().to_string(),
                    "parent": g.parent.as_ref().map(|p| json!({"game": p.game, "ply": p.ply})),
                })
            })
            .collect();
        serde_json::to_string_pretty(&Value::Array(list)).unwrap_or_else(|_| "[]".to_string())
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
                "Date              White                        Black  Game      Result       Moves  File"
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
}
