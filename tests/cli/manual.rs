//! `hive man`: one page with every command and option, checked against what the binary
//! itself says elsewhere: the commands and exit codes of `hive --help`, the arguments,
//! options and values of `hive help COMMAND`, and the environment variables the source
//! reads.
//!
//! Whether `man` renders the page without a warning is checked by hand (`man` may not be
//! installed): `hive man > hive.1 && LC_ALL=C man --warnings -l hive.1 > /dev/null`.

use std::path::Path;

use crate::common::cli::{run, text};

/// `hive ARGS`'s standard output, which must have succeeded.
fn output(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = run(args, dir.path());
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// The page's roff as the words a reader sees: dashes, quotes and fonts unescaped.
fn plain(roff: &str) -> String {
    let mut text = roff
        .replace("\\-", "-")
        .replace("\\*(Aq", "'")
        .replace("\\&", "");
    for font in ["\\fB", "\\fI", "\\fR", "\\fP"] {
        text = text.replace(font, "");
    }
    text
}

/// The lines under `heading` in `help`, up to the next line that is not indented.
fn block<'a>(help: &'a str, heading: &str) -> Vec<&'a str> {
    help.lines()
        .skip_while(|l| *l != heading)
        .skip(1)
        .take_while(|l| l.is_empty() || l.starts_with(' '))
        .collect()
}

/// The part of `page` from the line `start` to the next line that starts with one of
/// `ends`.
fn part<'a>(page: &'a str, start: &str, ends: &[&str]) -> &'a str {
    let at = page
        .find(&format!("\n{start}\n"))
        .unwrap_or_else(|| panic!("no `{start}` in the page"));
    let rest = &page[at + 1..];
    let end = ends
        .iter()
        .filter_map(|e| rest.find(&format!("\n{e}")))
        .min()
        .unwrap_or(rest.len());
    &rest[..end]
}

/// The first word of each entry under `heading` in `help` (entries start two spaces in).
fn entries(help: &str, heading: &str) -> Vec<String> {
    block(help, heading)
        .into_iter()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_page_has_every_command_with_every_argument_option_and_value() {
    let page = plain(&output(&["man"]));
    assert_eq!(page.matches("\n.TH ").count(), 1, "one page");
    let commands = entries(&output(&["--help"]), "Commands:");
    assert!(commands.len() >= 10, "{commands:?}");
    for command in &commands {
        let section = part(&page, &format!(".SS \"hive {command}\""), &[".SS ", ".SH "]);
        let help = output(&["help", command]);
        let mut wanted = Vec::new();
        let options = block(&help, "Options:");
        let arguments = block(&help, "Arguments:");
        for line in options.iter().chain(&arguments) {
            let trimmed = line.trim_start();
            // An option: `-e, --expansions <EXPANSIONS>` or `--json`; its long name.
            if trimmed.starts_with('-') && !trimmed.starts_with("- ") {
                let long = trimmed
                    .split([',', ' ', '[', '='])
                    .find(|w| w.starts_with("--"));
                wanted.extend(long.map(str::to_string));
            }
            // An argument, two spaces in: `<FILE>`, `[GAME]`, `[COMMAND]...`.
            if line.starts_with("  <") || line.starts_with("  [") {
                let name = trimmed.split_whitespace().next().unwrap_or_default();
                wanted.push(name.trim_matches(['<', '>', '[', ']', '.']).to_string());
            }
            // A value, listed (`- uhp:  A UHP GameString`) or in a line of them.
            if let Some(value) = trimmed.strip_prefix("- ").and_then(|v| v.split(':').next()) {
                wanted.push(format!("{value}:"));
            }
            if let Some(values) = trimmed.strip_prefix("[possible values: ") {
                let values = values.trim_end_matches(']').split(", ");
                wanted.extend(values.map(str::to_string));
            }
        }
        // Every command has --help but `help` itself, which takes a command.
        let sure = if command == "help" {
            "COMMAND"
        } else {
            "--help"
        };
        assert!(
            wanted.iter().any(|w| w == sure),
            "{command}: `{sure}` not read from\n{help}"
        );
        for word in wanted {
            assert!(
                section.contains(&word),
                "`{word}` of `hive {command}` is not in its part of the page:\n{section}"
            );
        }
    }
    // The page refers to no other page (clap_mangen's names `hive-play(1)` and the like,
    // which do not exist).
    let refers = page
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| w.contains("(1)") || w.contains("(6)"))
        .collect::<Vec<_>>();
    assert!(refers.is_empty(), "{refers:?}");
}

#[test]
fn the_page_has_every_exit_code_variable_file_and_example() {
    let page = plain(&output(&["man"]));
    let ends = [".SH "];
    // Every exit code `hive --help` lists, as an entry.
    let status = part(&page, ".SH \"EXIT STATUS\"", &ends);
    let codes = entries(&output(&["--help"]), "Exit codes:");
    assert!(codes.iter().any(|c| c == "128+N"), "{codes:?}");
    for code in &codes {
        assert!(
            status.contains(&format!(".TP\n{code}\n")),
            "exit code {code} is not an entry:\n{status}"
        );
    }
    // Every environment variable the binary and the library read.
    let environment = part(&page, ".SH ENVIRONMENT", &ends);
    let read = variables_read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    for name in ["HIVE_DATA_DIR", "NO_COLOR", "HOME", "COLUMNS"] {
        assert!(
            read.iter().any(|r| r == name),
            "{name} not found in {read:?}"
        );
    }
    for name in read {
        assert!(
            environment.contains(&format!(".TP\n{name}\n")),
            "{name} is read but not in ENVIRONMENT:\n{environment}"
        );
    }
    // The data directory's two folders.
    let files = part(&page, ".SH FILES", &ends);
    assert!(
        files.contains("DATA/games/") && files.contains("DATA/matches/"),
        "{files}"
    );
    // Every example runs a command there is.
    let examples = part(&page, ".SH EXAMPLES", &ends);
    let commands = entries(&output(&["--help"]), "Commands:");
    let runs: Vec<&str> = examples
        .lines()
        .filter_map(|l| l.strip_prefix("hive "))
        .collect();
    assert!(runs.len() >= 8, "{examples}");
    for run in runs {
        let command = run.split_whitespace().next().unwrap_or_default();
        assert!(commands.iter().any(|c| c == command), "`hive {run}`");
    }
}

/// The environment variables named in `std::env::var*("NAME")` calls, and in constants
/// ending in `_ENV`, under `dir`.
fn variables_read(dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            // A module's tests in a file of their own (`tests.rs`) are not the program.
            if path.extension().is_none_or(|e| e != "rs") || path.ends_with("tests.rs") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            // Tests read variables of their own (`HIVE_CORPUS`, say): not the program's.
            let source = source.split("#[cfg(test)]").next().unwrap_or_default();
            for marker in ["env::var_os(\"", "env::var(\"", "_ENV: &str = \""] {
                for piece in source.split(marker).skip(1) {
                    let name: String = piece
                        .chars()
                        .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                        .collect();
                    if !name.is_empty() && !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
        }
    }
    names.sort();
    names
}

#[test]
fn the_guide_and_the_page_state_the_input_limits() {
    let file = format!("{} MB", hive::record::MAX_FILE_BYTES >> 20);
    let line = format!("{} MiB", hive::engine::uhp::MAX_LINE >> 20);
    // The limits are whole numbers of MiB, as the texts write them.
    assert_eq!(hive::record::MAX_FILE_BYTES % (1 << 20), 0);
    assert_eq!(hive::engine::uhp::MAX_LINE % (1 << 20), 0);
    let guide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/records.md"))
            .unwrap();
    // Words as a reader sees them, whatever the line breaks.
    let guide = guide.split_whitespace().collect::<Vec<_>>().join(" ");
    let page = plain(&output(&["man"]));
    for (name, text) in [
        ("docs/records.md", guide.as_str()),
        ("hive man", page.as_str()),
    ] {
        assert!(
            text.contains(&format!(
                "game file (or standard input) is read up to {file}"
            )) || text.contains(&format!("A game file over {file} is not read")),
            "{name} does not give the game file limit ({file})"
        );
        assert!(
            text.contains(&format!("command line of up to {line}"))
                || text.contains(&format!("command line over {line}")),
            "{name} does not give the UHP line limit ({line})"
        );
    }
}
