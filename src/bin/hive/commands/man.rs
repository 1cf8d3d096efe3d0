//! `hive man`: the whole manual in one page (roff): the top command as clap_mangen renders
//! it, then every command with its synopsis, description and options, then the exit
//! status, environment, files and examples.
//!
//! clap_mangen's own page lists the commands as pages of their own (`hive-play(1)`, …) that
//! nobody installs, so the page is put together here from its sections instead, each
//! command's as a subsection of COMMANDS.

use std::io::{self, Write};

use clap::CommandFactory;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};

use crate::args::Cli;
use crate::error::{CliError, EXIT_CODES_HELP};

use super::print_with;

/// `hive man`: the manual page, as roff.
pub fn run() -> Result<(), CliError> {
    let page = page().map_err(|source| CliError::Stream {
        what: "the manual page",
        source,
    })?;
    print_with(|out| out.write_all(page.as_bytes()))
}

/// The manual page.
pub fn page() -> io::Result<String> {
    let mut cli = Cli::command();
    // Fills in what the sections show: each command's full name (`hive play`), the
    // `help` command.
    cli.build();
    let man = Man::new(cli.clone());
    let mut page = String::new();
    page.push_str(&rendered(|w| man.render_title(w))?);
    for section in [
        Man::render_name_section,
        Man::render_synopsis_section,
        Man::render_description_section,
    ] {
        page.push_str(&body(&rendered(|w| section(&man, w))?, true));
    }
    page.push_str(&body(&description().render(), true));
    page.push_str(&body(&rendered(|w| man.render_options_section(w))?, true));
    page.push_str(&body(&commands(&cli)?, true));
    for extra in [exit_status(), environment(), files(), examples()] {
        page.push_str(&body(&extra.render(), true));
    }
    page.push_str(&body(&rendered(|w| man.render_version_section(w))?, true));
    // The help's ellipses as three dots: man in an ASCII locale has no glyph for `…` and
    // warns (`\&` keeps dots that open a line from reading as a request).
    Ok(page.replace('…', "\\&..."))
}

/// What `render` writes, as text.
fn rendered(render: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<String> {
    let mut out = Vec::new();
    render(&mut out)?;
    String::from_utf8(out).map_err(io::Error::other)
}

/// The lines of a rendered part but the string definitions roff's writer starts each part
/// with (the page's title already has them), and, unless `keep_heading`, its `.SH` line.
fn body(part: &str, keep_heading: bool) -> String {
    let mut out = String::new();
    let mut heading_seen = keep_heading;
    for line in part.lines() {
        if line.starts_with(".ie \\n(.g .ds Aq") || line.starts_with(".el .ds Aq") {
            continue;
        }
        if !heading_seen && line.starts_with(".SH ") {
            heading_seen = true;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// More of the description than the one line clap gives the top command.
fn description() -> Roff {
    let mut roff = Roff::new();
    roff.control("PP", []).text([
        roman("With no command, "),
        bold("hive"),
        roman(format!(
            " starts a hot-seat game of Base+MLP in the terminal, as hive play does. Every \
             move is autosaved (see FILES); the games read and written are our JSON saves, \
             boardspace .sgf records, hivegame.com .pgn files and UHP GameStrings, told \
             apart by their content. A game file over {} MB is not read, and hive uhp \
             refuses a command line over {} MiB.",
            hive::record::MAX_FILE_BYTES >> 20,
            hive::engine::uhp::MAX_LINE >> 20,
        )),
    ]);
    roff.control("PP", []).text([roman(
        "Each command is described under COMMANDS below; hive help COMMAND (or hive \
         COMMAND --help) prints the same on the terminal.",
    )]);
    roff
}

/// The COMMANDS section: each command (and any command of its own) as a subsection with
/// its synopsis, its description and its arguments and options.
fn commands(cli: &clap::Command) -> io::Result<String> {
    let mut out = String::from(".SH COMMANDS\n");
    for command in cli.get_subcommands() {
        add_command(&mut out, command)?;
    }
    Ok(out)
}

/// One command's subsection, then its own commands'.
fn add_command(out: &mut String, command: &clap::Command) -> io::Result<()> {
    if command.is_hide_set() {
        return Ok(());
    }
    let name = command.get_bin_name().unwrap_or_else(|| command.get_name());
    let mut heading = Roff::new();
    heading.control("SS", [name]);
    out.push_str(&body(&heading.render(), true));
    let mut command = command.clone();
    if command.get_name() == "help" {
        // clap_mangen gives `help` the synopsis `hive help [subcommands]` (its commands are
        // there for completion); clap's own usage says what it takes.
        let usage = command.render_usage().to_string();
        let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage).to_string();
        command = command.override_usage(usage);
    }
    let man = Man::new(command.clone());
    out.push_str(&body(&rendered(|w| man.render_synopsis_section(w))?, false));
    out.push_str(".PP\n");
    out.push_str(&body(
        &rendered(|w| man.render_description_section(w))?,
        false,
    ));
    if command.get_arguments().any(|a| !a.is_hide_set()) {
        let mut label = Roff::new();
        label
            .control("PP", [])
            .text([italic("Arguments and options:")]);
        out.push_str(&body(&label.render(), true));
        out.push_str(&body(&rendered(|w| man.render_options_section(w))?, false));
    }
    // `help` lists the commands again, for completion: not commands of its own.
    if command.get_name() != "help" {
        for sub in command.get_subcommands() {
            add_command(out, sub)?;
        }
    }
    Ok(())
}

/// EXIT STATUS: the codes `hive --help` lists, one entry each.
fn exit_status() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["EXIT STATUS"]);
    for (code, meaning) in exit_codes() {
        roff.control("TP", [])
            .text([bold(code)])
            .text([roman(meaning)]);
    }
    roff
}

/// The exit codes and what each means, read from [`EXIT_CODES_HELP`]: an entry is a line
/// indented by two spaces that starts with the code; the lines indented further go on with
/// its meaning.
pub(crate) fn exit_codes() -> Vec<(String, String)> {
    let mut codes: Vec<(String, String)> = Vec::new();
    for line in EXIT_CODES_HELP.lines().skip(1) {
        let continued = line.starts_with("   ");
        match (continued, codes.last_mut()) {
            (true, Some((_, meaning))) => {
                meaning.push(' ');
                meaning.push_str(line.trim());
            }
            _ => {
                let (code, meaning) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
                codes.push((code.to_string(), meaning.trim().to_string()));
            }
        }
    }
    codes
}

/// One `.TP` entry: `term` in bold, then its paragraph.
fn entry(roff: &mut Roff, term: &str, text: &str) {
    roff.control("TP", [])
        .text([bold(term)])
        .text([roman(text)]);
}

/// ENVIRONMENT: every variable `hive` reads.
fn environment() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["ENVIRONMENT"]);
    let vars = [
        (
            hive::record::DATA_DIR_ENV,
            "The data directory, where games are autosaved and matches written (see FILES). \
             Unset or empty: the platform's data directory plus hive.",
        ),
        (
            "XDG_DATA_HOME",
            "Without HIVE_DATA_DIR, the data directory is $XDG_DATA_HOME/hive; unset or \
             empty, ~/.local/share/hive.",
        ),
        (
            "HOME",
            "The home directory: ~ in a file name typed in the game's save dialog, and the \
             data directory's default.",
        ),
        (
            "NO_COLOR",
            "Set and not empty: hive play and hive replay draw without colors, and help is \
             printed without styles (https://no-color.org).",
        ),
        (
            "COLORTERM",
            "truecolor or 24bit: hive play and hive replay draw in 24-bit color; otherwise \
             256 colors when TERM names a 256-color terminal, else the 16 ANSI colors.",
        ),
        ("TERM", "Read for the number of colors (see COLORTERM)."),
        (
            "COLORFGBG",
            "Read by --theme auto when the terminal does not answer the background color \
             query: a light background (e.g. 0;15) picks the light theme.",
        ),
        (
            "COLUMNS",
            "The width hive games fits its table to when standard output is not a terminal.",
        ),
    ];
    for (name, text) in vars {
        entry(&mut roff, name, text);
    }
    roff
}

/// FILES: the data directory and what `hive` keeps in it.
fn files() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["FILES"]);
    let files = [
        (
            "$HIVE_DATA_DIR, else $XDG_DATA_HOME/hive (~/.local/share/hive)",
            "The data directory. hive makes it, and its games folder, when it first saves.",
        ),
        (
            "DATA/games/game-YYYYMMDD-HHMMSS-mmm.json",
            "Every game played, autosaved after each move in our JSON save format (version \
             2), named by its start time in UTC; game-undated-HASH.json for a game with no \
             start time. hive games lists them, hive play --resume continues the newest \
             unfinished one, and a bare file name given to play, replay, export or analyze \
             that is not in the current folder is looked for here.",
        ),
        (
            "SAVE.lock",
            "Beside a save open in a hive: the process id of the hive that has it and since \
             when. Another hive does not open the save (hive replay opens it read-only); a \
             lock whose process is gone is taken over.",
        ),
        (
            "DATA/matches/match-YYYYMMDD-HHMMSS/",
            "A match of hive match (or the folder given to --out): match.json, the settings \
             its games are played with (for --resume), and game-NNNN.pgn, each game as PGN.",
        ),
    ];
    for (path, text) in files {
        entry(&mut roff, path, text);
    }
    roff
}

/// EXAMPLES: a command line and what it does, for each command.
fn examples() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["EXAMPLES"]);
    let examples = [
        (
            "Play the computer, which takes Black at level 3, with the Mosquito and Ladybug:",
            "hive play --ai black --level 3 --expansions ML",
        ),
        ("Continue the last unfinished game:", "hive play --resume"),
        (
            "Review a game downloaded from hivegame.com:",
            "hive replay game.pgn",
        ),
        (
            "Import every game of a PGN file into the folder imported (made first), one JSON \
             file each:",
            "hive import games.pgn -o imported/",
        ),
        (
            "Print a saved game as PGN, its Event, Site and Round kept:",
            "hive export game-20250601-140322-123.json --format pgn",
        ),
        (
            "Look over a game at one second a position, the verdicts as PGN comments:",
            "hive analyze game.pgn --time 1 --format pgn > analyzed.pgn",
        ),
        (
            "Count the move tree of Base+MLP five plies deep:",
            "hive perft Base+MLP --depth 5",
        ),
        (
            "Play 200 games against nokamute at one second a move:",
            "hive match \"hive uhp\" \"nokamute uhp\" --games 200 --time 1",
        ),
        (
            "Run the engine for a bridge that cannot send options, drawing by repetition:",
            "hive uhp --repetition-draw --threads 2",
        ),
        (
            "Install the completions for bash, and this page:",
            "hive completions bash > ~/.local/share/bash-completion/completions/hive\n\
             hive man > ~/.local/share/man/man1/hive.1",
        ),
    ];
    for (what, command) in examples {
        roff.control("PP", []).text([roman(what)]);
        roff.control("RS", ["4"]).control("nf", []);
        for line in command.lines() {
            roff.text([roman(line)]);
        }
        roff.control("fi", []).control("RE", []);
    }
    roff
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's lines from `.SS "hive NAME"` to the next subsection or section.
    fn subsection<'a>(page: &'a str, name: &str) -> Option<&'a str> {
        let start = page.find(&format!(".SS \"hive {name}\"\n"))?;
        let rest = &page[start + 1..];
        let end = rest
            .find("\n.SS ")
            .or_else(|| rest.find("\n.SH "))
            .unwrap_or(rest.len());
        Some(&rest[..end])
    }

    #[test]
    fn every_command_has_its_subsection_with_every_option() {
        let page = page().unwrap();
        assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{page}");
        assert_eq!(page.matches(".ds Aq").count(), 2, "defined once");
        assert_eq!(page.matches(".TH ").count(), 1);
        let mut cli = Cli::command();
        cli.build();
        for command in cli.get_subcommands() {
            let name = command.get_name();
            let Some(text) = subsection(&page, name) else {
                panic!("no subsection for `{name}`");
            };
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                let shown = match arg.get_long() {
                    Some(long) => format!("\\-\\-{}", long.replace('-', "\\-")),
                    // A positional shows its value name (`<FILE>`), else its id.
                    None => arg
                        .get_value_names()
                        .and_then(|names| names.first())
                        .map_or_else(|| arg.get_id().as_str().to_uppercase(), ToString::to_string),
                };
                assert!(
                    text.contains(&shown),
                    "`{shown}` is not under `{name}`:\n{text}"
                );
            }
        }
        // No page of its own is referred to: there is none.
        assert!(!page.contains("(1)"), "{page}");
    }

    #[test]
    fn every_exit_code_is_an_entry() {
        let codes: Vec<String> = exit_codes().into_iter().map(|(c, _)| c).collect();
        assert_eq!(codes, ["0", "1", "2", "3", "128+N"]);
        for (_, meaning) in exit_codes() {
            assert!(!meaning.is_empty() && !meaning.contains("  "), "{meaning}");
        }
    }
}
