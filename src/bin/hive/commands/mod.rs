//! What each `hive` command does (the binary's side: files, terminal, printing), one module
//! per command; here, what several of them share.

pub mod analyze;
pub mod club;
mod club_chat;
mod club_tour;
pub mod docs;
pub mod export;
pub mod games;
mod going_on;
mod host;
pub mod import;
pub mod invite;
pub mod learn;
pub mod man;
pub mod matches;
pub mod perft;
pub mod play;
pub mod puzzles;
pub mod replay;
pub mod serve;
pub mod serve_club;
pub mod uhp;
pub mod uhp_check;

use std::io::{self, IsTerminal, StdoutLock, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use hive::record::{self, Loaded, Record};

use crate::error::CliError;
use crate::signals::Watchdog;
use hive::tui::{Depth, Handle, Look, Options, Palette};
use terminal_colorsaurus::QueryOptions;

use crate::args::Theme;

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

pub(crate) fn needs_terminal(command: &'static str) -> Result<(), CliError> {
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
pub(crate) fn print_with(
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

/// The name standard input goes by in messages and in an imported record's `source`.
const STDIN_NAME: &str = "stdin";

/// Opens a game file named on the command line, `-` meaning standard input (read once, no
/// further than a file is: [`record::MAX_FILE_BYTES`]). The games are named after
/// [`Opened::path`](record::Opened::path): the file, or `stdin`.
pub(crate) fn open_file(file: &Path) -> Result<record::Opened, record::OpenError> {
    if file.as_os_str() != "-" {
        return record::open(file);
    }
    let path = Path::new(STDIN_NAME);
    let bytes = record::read_capped_from(io::stdin().lock(), 0).map_err(|source| {
        record::OpenError::Read {
            path: path.to_path_buf(),
            source,
        }
    })?;
    record::parse(path, &String::from_utf8_lossy(&bytes))
}

/// A game file named on the command line: as given (`-`, standard input, too), or, for a
/// bare file name that is not in the current folder, the saved game of that file name or
/// of that short name (the first digits of its id, as `hive games` lists it).
pub(crate) fn locate(file: PathBuf) -> PathBuf {
    if file.as_os_str() == "-" {
        return file;
    }
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
        // A short name, as `hive games` lists it: the first digits of the game's id.
        let name = file.to_string_lossy();
        if name.len() >= hive::library::MIN_ID_DIGITS {
            match hive::library::find_by_id(&dir, &name).as_slice() {
                [one] => return one.clone(),
                [] => {}
                several => {
                    let _ = writeln!(
                        io::stderr(),
                        "note: {} is the start of {} saved games' names: give more of it",
                        shown(&name),
                        several.len()
                    );
                }
            }
        }
    }
    file
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
            hive::text::count(n, "ply"),
            if n == 1 { "is" } else { "are" }
        );
    }
}

/// The game `number` (from 1) of a PGN file, or the one game of any other file (`-`:
/// standard input). Without a
/// number, a PGN file of several games gives its first and says so on standard error.
pub(crate) fn choose_game(file: &Path, number: Option<u32>) -> Result<Loaded, CliError> {
    let mut opened = open_file(file)?;
    let file = opened.path.clone();
    let count = opened.games.len();
    if number.is_none() && count > 1 {
        let _ = writeln!(
            io::stderr(),
            "{} holds {count} games; taking game 1 (choose another with --game N)",
            shown_path(&file)
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
    let chosen = opened.games.swap_remove(index)?;
    print_notes(&chosen.notes);
    Ok(chosen)
}

/// What a reader read leniently, one line each on standard error (for people only: if
/// standard error is closed, the command goes on).
pub(crate) fn print_notes(notes: &[impl ToString]) {
    let mut err = io::stderr().lock();
    for n in notes {
        let _ = writeln!(err, "  note: {}", shown(&n.to_string()));
    }
}

/// A game left with moves its file does not hold ends the command with an error saying so.
/// Whether the player wants colours: yes, unless `NO_COLOR` is set to something
/// (<https://no-color.org>).
pub(crate) fn color_wanted() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// How long `--theme auto` waits for the terminal to say its background: a local terminal
/// answers in a millisecond or two, and one that does not answer at all is known sooner
/// (it answers the DA1 query sent after it first); the game must never wait on it long.
const BACKGROUND_WAIT: Duration = Duration::from_millis(200);

/// The colours a game is drawn with, for `--theme`, from the environment and (for `auto`)
/// the terminal: the palette `--theme` asks for or the terminal's background calls for,
/// and the depth the terminal announces, or none (`NO_COLOR`). Call it once standard
/// input and output are known to be the terminal ([`needs_terminal`]).
pub(crate) fn look(theme: Theme) -> Look {
    let color = color_wanted();
    let var = |name| std::env::var(name).ok();
    let depth = match color {
        true => Depth::from_terminal(var("COLORTERM").as_deref(), var("TERM").as_deref()),
        false => Depth::NoColor,
    };
    let palette = match theme {
        Theme::Dark => Palette::Dark,
        Theme::Light => Palette::Light,
        // Without colours the palette draws nothing: the terminal is not asked.
        Theme::Auto if !color => Palette::Dark,
        Theme::Auto => background(),
    };
    Look { palette, depth }
}

/// The terminal's background, for `--theme auto`: the terminal's answer to OSC 11 where
/// standard input and output are the terminal and it answers within [`BACKGROUND_WAIT`],
/// else what `COLORFGBG` says, else dark (the commoner background).
fn background() -> Palette {
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        let mut options = QueryOptions::default();
        options.timeout = BACKGROUND_WAIT;
        if let Ok(c) = terminal_colorsaurus::background_color(options) {
            return Palette::for_background([c.r, c.g, c.b]);
        }
    }
    std::env::var("COLORFGBG")
        .ok()
        .and_then(|v| Palette::from_colorfgbg(&v))
        .unwrap_or(Palette::Dark)
}

/// Runs a game in this terminal, the signals that end it passed on to it, and says how it
/// ended: a signal as [`CliError::Signalled`], moves its autosave could not keep as
/// [`CliError::Unsaved`].
/// The language the player reads: `asked` (`--lang`, already checked), else the one they
/// chose in the game, else the environment's, else English.
pub(crate) fn lang(asked: Option<&str>) -> hive::lang::Lang {
    let catalog = hive::lang::Catalog::embedded();
    let asked = asked.and_then(|code| catalog.find(code));
    let saved = hive::record::saved_language();
    hive::lang::choose::choose(&catalog, asked.as_ref(), saved.as_deref(), |name| {
        std::env::var(name).ok()
    })
}

pub(crate) fn run_game(options: Options) -> Result<(), CliError> {
    run_game_with(options, Handle::default())
}

/// The look of a game in plain mode: no colours, and the terminal never asked (its
/// answer to a colour query would be an escape sequence).
pub(crate) fn plain_look() -> Look {
    Look {
        palette: Palette::Dark,
        depth: Depth::NoColor,
    }
}

/// Lessons or puzzles (`start`) on the board, or in plain mode when `plain`: no game of
/// the player's own, the full game type, the rulebook's rules.
pub(crate) fn run_exercises(
    plain: bool,
    start: hive::tui::Start,
    look: Look,
    lang: &hive::lang::Lang,
) -> Result<(), CliError> {
    run_game_as(
        plain,
        Options {
            game_type: hive::rules::GameType::MLP,
            white: "White".into(),
            black: "Black".into(),
            opponent: None,
            ponder: false,
            rules: hive::rules::Rules::default(),
            start,
            folders: hive::tui::model::Folders::of_user(),
            look,
            clock: None,
            lang: lang.clone(),
            study: Default::default(),
        },
    )
}

/// [`run_game`], or in plain mode (lines of text on standard input and output) when
/// `plain`.
pub(crate) fn run_game_as(plain: bool, options: Options) -> Result<(), CliError> {
    if !plain {
        return run_game(options);
    }
    let game = Handle::default();
    let watchdog = Watchdog::start(game.clone()).map_err(CliError::Terminal)?;
    let ended = signalled(hive::tui::run_plain(options, &game), &game);
    watchdog.stop();
    finished(ended.map_err(CliError::Terminal)?)
}

/// How long a game that ended on a terminal's error waits for the signal that may explain
/// it: a terminal that hangs up fails the game's next read at once, and its SIGHUP can come
/// a moment later.
const HANG_UP_GRACE: Duration = Duration::from_millis(250);

/// The game's end, with a terminal error that a signal explains (a hang-up) read as that
/// signal: the game was saved either way, and the exit status says why it ended.
fn signalled(
    ended: std::io::Result<hive::tui::Ended>,
    game: &Handle,
) -> std::io::Result<hive::tui::Ended> {
    let Err(error) = ended else {
        return ended;
    };
    let deadline = std::time::Instant::now() + HANG_UP_GRACE;
    while game.signal().is_none() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    match game.signal() {
        Some(number) => Ok(hive::tui::Ended {
            unsaved: None,
            signal: Some(number),
            sent_out: None,
        }),
        None => Err(error),
    }
}

/// [`run_game`] with the game's handle made already (a room wakes the game through it).
pub(crate) fn run_game_with(options: Options, game: Handle) -> Result<(), CliError> {
    let watchdog = Watchdog::start(game.clone()).map_err(CliError::Terminal)?;
    let ended = signalled(hive::tui::run(options, &game), &game);
    watchdog.stop();
    finished(ended.map_err(CliError::Terminal)?)
}

/// What the program says of a game that ended: a signal, or moves left unsaved.
fn finished(ended: hive::tui::Ended) -> Result<(), CliError> {
    if let Some(number) = ended.signal {
        return Err(CliError::Signalled(number));
    }
    match ended.unsaved {
        Some(why) => Err(CliError::Unsaved(why)),
        None => Ok(()),
    }
}
