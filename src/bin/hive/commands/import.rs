//! `hive import`: any game file to our JSON; folders, archives and several files into the
//! games library.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use hive::library::{self, Library};
use hive::record::{self, FileKind, Loaded, OpenError, Record, json};

use crate::error::CliError;
use crate::progress;

use super::{open_file, print_notes, print_with, shown, shown_path};

/// The name a game imported from `file` is saved under in a folder: the file's own, with
/// control and invisible characters (and bytes that are no text) made `_`, so that no
/// file name carries an escape sequence or a direction mark onto a terminal.
fn save_stem(file: &Path) -> String {
    library::import::save_stem(file)
}

/// `hive import FILE…`: one file as before (its game, or each game of a PGN file, written
/// as our JSON); several, a folder or a zip archive into the games library.
pub fn run(
    files: &[PathBuf],
    output: Option<&Path>,
    force: bool,
    lang: &hive::lang::Lang,
) -> Result<(), CliError> {
    match files {
        [file] if file.as_os_str() == "-" || (!file.is_dir() && !library::import::is_zip(file)) => {
            run_one(file, output, force)
        }
        _ if output.is_some() || force => Err(CliError::ImportOutput),
        _ => into_library(files, lang),
    }
}

/// Files, folders and archives into the library, with a progress bar; what was refused is
/// listed on standard error. A folder that cannot be written stops it before anything is
/// read; one that fills up stops it with what it did.
fn into_library(paths: &[PathBuf], lang: &hive::lang::Lang) -> Result<(), CliError> {
    let dir = record::games_dir()?;
    let lib_err = |e| CliError::Library(Box::new(e));
    // Made first, so that the index goes beside the games from the start; and found
    // writable before the library is opened (which, in a read-only folder, may read every
    // save).
    library::import::check_writable(&dir).map_err(lib_err)?;
    let mut lib = {
        let mut reading = progress::Reading::default();
        Library::open_reporting(&dir, &mut |done, all| reading.update(done, all))
    }
    .map_err(lib_err)?;
    let import = |lib: &mut Library| {
        let bar = progress::bar(0, "importing", "files");
        let result = library::import::import(lib, paths, |p| {
            bar.set_length(p.total as u64);
            bar.set_position(p.files as u64);
            bar.set_message(format!("{} new, {} known", p.added, p.duplicates));
        });
        bar.finish_and_clear();
        result
    };
    let mut result = import(&mut lib);
    if let Err(stopped) = &result
        && stopped.error.is_corrupt()
    {
        // A damaged index met on the way: made anew from the saves (what this import
        // wrote among them), and the import run again, which finds those known.
        super::games::rebuild(&mut lib, lang)?;
        result = import(&mut lib);
    }
    let (report, stopped) = match result {
        Ok(report) => (report, None),
        Err(stopped) => (*stopped.report, Some(stopped.error)),
    };
    for r in &report.refused {
        let _ = writeln!(
            io::stderr(),
            "refused: {}: {}",
            shown(&r.what),
            shown(&r.why)
        );
    }
    for s in &report.skipped {
        let _ = writeln!(
            io::stderr(),
            "skipped: {}: {}",
            shown(&s.what),
            shown(&s.why)
        );
    }
    let p = report.progress;
    // Stopped before reading anything (a read-only folder): the error alone says it.
    let began = p.total + p.refused + p.skipped > 0;
    if stopped.is_none() || began {
        print_with(|out| {
            writeln!(
                out,
                "{} read: {} imported into {}, {} already there, {} refused, {} skipped{}",
                hive::text::count(p.total, "file"),
                hive::text::count(p.added, "game"),
                shown_path(&dir),
                p.duplicates,
                p.refused,
                p.skipped,
                match stopped {
                    Some(_) => format!(" (stopped after {} of them)", p.files),
                    None => String::new(),
                }
            )
        })?;
    }
    if let Some(error) = stopped {
        return Err(lib_err(error));
    }
    if let (library::Storage::Memory, Some(why)) = (lib.storage(), &lib.fallback_reason) {
        let _ = writeln!(
            io::stderr(),
            "note: the games index could not be written ({}); the games were saved, and \
             `hive games` reads them from the files",
            shown(why)
        );
    }
    if p.refused > 0 {
        return Err(CliError::ImportRefused {
            refused: p.refused,
            total: p.added + p.duplicates + p.refused,
        });
    }
    Ok(())
}

/// `hive import FILE`: the game (or each game of a PGN file) written as our JSON.
fn run_one(file: &Path, output: Option<&Path>, force: bool) -> Result<(), CliError> {
    let mut opened = open_file(file)?;
    // `-` is standard input: named `stdin` in messages and in a folder.
    let file = &opened.path.clone();
    // One game into a folder: named after the file it came from.
    let stem = save_stem(file);
    // A folder: one that exists, or a name ending in `/` (refused below unless it is the
    // games directory).
    let single = match output {
        Some(out) if out.is_dir() || out.as_os_str().to_string_lossy().ends_with('/') => {
            Some(out.join(format!("{stem}.json")))
        }
        other => other.map(Path::to_path_buf),
    };
    if opened.games.len() == 1 {
        if let Some(path) = &single {
            check_folder(path.parent().unwrap_or(Path::new("")))?;
        }
        let game = opened.games.swap_remove(0)?;
        if opened.kind == FileKind::Pgn {
            let _ = writeln!(io::stderr(), "{}", game_line(&game, None));
        }
        print_notes(&game.notes);
        return write_json(&game.record, single.as_deref(), force);
    }
    import_several(file, opened.games, output, force)
}

/// Refuses to write into a folder that does not exist (a mistyped `-o` would make folders
/// no one asked for), but the games directory, which is made when missing.
fn check_folder(dir: &Path) -> Result<(), CliError> {
    let here = dir.as_os_str().is_empty();
    if here || dir.is_dir() || record::games_dir().is_ok_and(|games| games == dir) {
        return Ok(());
    }
    Err(CliError::NoFolder {
        dir: dir.to_path_buf(),
    })
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
    games: Vec<Result<Loaded, OpenError>>,
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
        Some(dir) => {
            check_folder(dir)?;
            dir.to_path_buf()
        }
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

fn game_line(pgn: &Loaded, written: Option<&Path>) -> String {
    let r = &pgn.record;
    let mut line = format!(
        "game {} (line {}): {} vs {}, {}, {}, {}",
        pgn.number,
        pgn.line,
        hive::text::printable(&r.white, NAME_SHOWN),
        hive::text::printable(&r.black, NAME_SHOWN),
        r.game_type,
        hive::text::count(r.plies(), "ply"),
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
                hive::text::count(rec.plies(), "ply"),
                shown(&rec.result.to_string())
            );
            Ok(())
        }
        None => {
            print_with(|out| writeln!(out, "{}", hive::text::json_printable(&json::write(rec))))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
