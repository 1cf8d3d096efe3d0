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
use hive::rules::{Color, Game, GameType, Opening, Rules};
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
    if let Some((record, game, _)) = &loaded {
        let how = if args.resume { "resumed" } else { "opened" };
        new_game_only(&args, record, game, how)?;
    }
    let opponent = opponent(&args, loaded.as_ref().map(|(r, _, _)| r))?;
    // One writer per save: a game open in another hive is refused (with who holds it);
    // the lock is ours until the game ends.
    let _lock = match &loaded {
        Some((record, _, Some(path))) => Some(record::SaveFile::open(path, Some(record))?),
        _ => None,
    };
    // New games: the rulebooks' opening unless asked, and hivegame.com's repetition draw.
    let rules = Rules {
        opening: args.opening.unwrap_or(Opening::Rulebook),
        repetition: !args.no_repetition,
    };
    let (white, black, game_type, start) = match loaded {
        Some((record, game, save_path)) => (
            record.white.clone(),
            record.black.clone(),
            game.game_type(),
            Start::Continue {
                game: Box::new(game),
                autosave: save_path.map(|path| Box::new(Autosave::new(path, record))),
            },
        ),
        None => (
            args.white.unwrap_or_else(|| "White".into()),
            args.black.unwrap_or_else(|| "Black".into()),
            args.expansions.unwrap_or(GameType::MLP),
            Start::New,
        ),
    };
    let (white, black) = side_names([white, black], opponent);
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

/// The players' names with `opponent`: the computer's side is named for it, and a side it
/// no longer plays (a game resumed with another `--ai`) by its colour again; names the
/// players gave stay.
fn side_names(names: [String; 2], opponent: Option<Opponent>) -> (String, String) {
    let [white, black] = [Color::White, Color::Black].map(|color| {
        let name = &names[color.index()];
        let default = color.name();
        match opponent {
            Some(o) if o.color == color && (name == default || is_computer_name(name)) => {
                format!("Computer {}", o.level.number())
            }
            Some(_) if is_computer_name(name) => default.to_string(),
            _ => name.clone(),
        }
    });
    (white, black)
}

/// Whether `name` is what a computer player is called (`Computer 3`).
fn is_computer_name(name: &str) -> bool {
    name.strip_prefix("Computer ").is_some_and(|n| {
        n.parse::<u8>()
            .is_ok_and(|n| Level::from_number(n).is_some())
    })
}

/// A game that goes on keeps the settings it was played with: the flags that set up a
/// new game are refused for it where they differ, rather than silently dropped.
fn new_game_only(
    args: &PlayArgs,
    record: &Record,
    game: &Game,
    how: &'static str,
) -> Result<(), CliError> {
    let rules = game.position().rules();
    let given: [(bool, &'static str, String); 5] = [
        (
            args.expansions.is_some_and(|t| t != game.game_type()),
            "--expansions",
            format!(" game type ({})", game.game_type()),
        ),
        (
            args.white.as_ref().is_some_and(|n| *n != record.white),
            "--white",
            format!(" players ({} and {})", record.white, record.black),
        ),
        (
            args.black.as_ref().is_some_and(|n| *n != record.black),
            "--black",
            format!(" players ({} and {})", record.white, record.black),
        ),
        (
            args.opening.is_some_and(|o| o != rules.opening),
            "--opening",
            format!(" opening rule ({})", rules.opening),
        ),
        (
            args.no_repetition && rules.repetition,
            "--no-repetition",
            " draw by repetition".to_string(),
        ),
    ];
    match given.into_iter().find(|(on, _, _)| *on) {
        Some((_, flag, kept)) => Err(CliError::NewGameOnly {
            flag,
            how,
            kept: shown(&kept),
        }),
        None => Ok(()),
    }
}

/// The computer to play against: as the command line says (`--ai`, `--level`), else as the
/// game that goes on was played (a game against the computer resumes against it).
fn opponent(args: &PlayArgs, loaded: Option<&Record>) -> Result<Option<Opponent>, CliError> {
    let saved = loaded.and_then(|r| r.computer).and_then(|c| {
        Some(Opponent {
            color: c.side,
            level: Level::from_number(c.level)?,
        })
    });
    let color = match (args.ai, saved) {
        (Some(color), _) => color,
        (None, Some(o)) => o.color,
        (None, None) if args.level.is_some() => return Err(CliError::LevelWithoutComputer),
        (None, None) => return Ok(None),
    };
    let level = args
        .level
        .or(saved.map(|o| o.level))
        .unwrap_or(Level::Intermediate);
    Ok(Some(Opponent { color, level }))
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
    let mut chosen = choose_game(file, number)?;
    if let Some(game) = whole_line(&chosen.record) {
        chosen.game = game;
    }
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

/// Says on standard error that the moves taken back in `record` (`kept`: where they are)
/// are `fate` (left out, not analysed), if it has any.
pub(crate) fn note_taken_back(record: &Record, kept: &str, fate: &str) {
    let n = record.taken_back();
    if n > 0 {
        let _ = writeln!(
            io::stderr(),
            "  note: the game stands at ply {}: the {} taken back after it ({kept}) {} {fate}",
            record.current_ply(),
            hive::tui::words::count(n, "move"),
            if n == 1 { "is" } else { "are" }
        );
    }
}

/// The game of a save whose last moves were taken back, with them: review shows the whole
/// line the file keeps (to play on from any ply of it), not only where the game stood.
/// `None` when nothing was taken back, or the whole line does not replay.
fn whole_line(record: &Record) -> Option<Game> {
    if record.taken_back() == 0 {
        return None;
    }
    let mut whole = record.clone();
    whole.current = None;
    whole.replay().ok()
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

/// The name a game imported from `file` is saved under in a folder: the file's own, with
/// control and invisible characters (and bytes that are no text) made `_`, so that no
/// file name carries an escape sequence or a direction mark onto a terminal.
fn save_stem(file: &Path) -> String {
    let stem = file
        .file_stem()
        .map_or_else(|| "game".to_string(), |s| s.to_string_lossy().into_owned());
    stem.chars()
        .map(|c| match c {
            '\u{fffd}' => '_',
            c if hive::text::is_hidden_or_control(c) => '_',
            c => c,
        })
        .collect()
}

pub fn import(file: &Path, output: Option<&Path>, force: bool) -> Result<(), CliError> {
    let text = read_text(file)?;
    // One game into a folder: named after the file it came from.
    let stem = save_stem(file);
    // A folder: one that exists, or a name ending in `/` (made when the save is, as the
    // folders of any output path are).
    let single = match output {
        Some(out) if out.is_dir() || out.as_os_str().to_string_lossy().ends_with('/') => {
            Some(out.join(format!("{stem}.json")))
        }
        other => other.map(Path::to_path_buf),
    };
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
        // A file, or what is named as one (`x.json` is not taken for a folder to make).
        Some(dir)
            if dir.is_file()
                || (!dir.is_dir()
                    && dir
                        .extension()
                        .is_some_and(|e| e.eq_ignore_ascii_case("json"))) =>
        {
            return Err(CliError::SeveralGames {
                path: file.to_path_buf(),
                count: total,
                output: dir.to_path_buf(),
            });
        }
        Some(dir) => dir.to_path_buf(),
        None => record::games_dir()?,
    };
    let stem = save_stem(file);
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
/// The most of a player's name a one-line summary shows.
const NAME_SHOWN: usize = 60;

fn game_line(pgn: &PgnGame, written: Option<&Path>) -> String {
    let r = &pgn.record;
    let mut line = format!(
        "game {} (line {}): {} vs {}, {}, {}, {}",
        pgn.number,
        pgn.line,
        hive::text::printable(&r.white, NAME_SHOWN),
        hive::text::printable(&r.black, NAME_SHOWN),
        r.game_type,
        hive::tui::words::count(r.plies(), "move"),
        shown(&r.result.to_string())
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
                "wrote {} ({}, {})",
                shown_path(out),
                hive::tui::words::count(rec.plies(), "move"),
                shown(&rec.result.to_string())
            );
            Ok(())
        }
        None => print_with(|out| {
            writeln!(
                out,
                "{}",
                hive::text::json_printable(&record::export_json(rec))
            )
        }),
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
    if format != ExportFormat::Json {
        note_taken_back(
            &chosen.record,
            "kept in the save, for `hive play` to redo",
            "left out",
        );
    }
    let text = match format {
        ExportFormat::Uhp => record::export_uhp(&chosen.record),
        ExportFormat::Json => {
            hive::text::json_printable(&record::export_json(&chosen.record)).into_owned()
        }
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
mod listing;

#[cfg(test)]
mod tests {
    use super::*;

    fn names(white: &str, black: &str, opponent: Option<(Color, u8)>) -> (String, String) {
        let opponent = opponent.map(|(color, n)| Opponent {
            color,
            level: Level::from_number(n).unwrap(),
        });
        side_names([white.into(), black.into()], opponent)
    }

    #[test]
    fn imported_file_names_carry_no_escapes() {
        // A tester's `bad\xffname\x1b[31m.pgn` was saved as a file with an ESC in its name.
        assert_eq!(save_stem(Path::new("/x/friday.pgn")), "friday");
        assert_eq!(
            save_stem(Path::new("nl\nname\u{1b}[31m.pgn")),
            "nl_name_[31m"
        );
        assert_eq!(save_stem(Path::new("r\u{202e}lt.sgf")), "r_lt");
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            let odd = Path::new(std::ffi::OsStr::from_bytes(b"bad\xffname.pgn"));
            assert_eq!(save_stem(odd), "bad_name");
        }
    }

    #[test]
    fn replay_shows_the_moves_taken_back_too() {
        let game = Game::parse("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1").unwrap();
        let mut record = Record::from_game(&game, "Ann", "Bob", None);
        assert!(whole_line(&record).is_none(), "nothing taken back");
        record.current = Some(1);
        assert_eq!(whole_line(&record).map(|g| g.moves().len()), Some(3));
    }

    #[test]
    fn the_computer_is_named_for_the_side_it_plays() {
        let own = |w: &str, b: &str| (w.to_string(), b.to_string());
        assert_eq!(names("White", "Black", None), own("White", "Black"));
        assert_eq!(
            names("White", "Black", Some((Color::Black, 3))),
            own("White", "Computer 3")
        );
        // Resumed at another level, and on the other side: a tester saw the player, now
        // Black, still called "Computer 3".
        assert_eq!(
            names("White", "Computer 3", Some((Color::Black, 1))),
            own("White", "Computer 1")
        );
        assert_eq!(
            names("White", "Computer 3", Some((Color::White, 1))),
            own("Computer 1", "Black")
        );
        // Names the players gave stay, and so do all in a game without the computer.
        assert_eq!(
            names("Ann", "Bob", Some((Color::White, 5))),
            own("Ann", "Bob")
        );
        assert_eq!(names("Computer 2", "Bob", None), own("Computer 2", "Bob"));
    }
}
