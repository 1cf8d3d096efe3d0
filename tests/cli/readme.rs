//! The examples of the README and the guide, run: a change that breaks one breaks the build.
//!
//! Every ```` ```console ```` block of README.md and of each page under `docs/` is a
//! terminal session in trycmd's syntax:
//! `$ hive ARGS` runs a command, an optional `? CODE` line after it gives its exit code
//! (0 otherwise), and the lines below are what it prints, standard output and standard
//! error together as a terminal shows them; `...` on a line of its own stands for any lines
//! and `[..]` for any text within a line. The blocks run in order, README.md first and then
//! the pages of `docs/` by name (so an example may use a file an earlier one wrote), in one
//! scratch folder holding a copy of `tests/data/record` (the paths the README names), with
//! a scratch data directory holding two of its saves (what `hive games` lists there) and a
//! scratch `HOME`: no example touches the checkout or the real saved games. Blocks of any
//! other kind (```` ```sh ````: building, installing, the terminal game, other engines) are
//! not run.
//!
//! A `$ hive uhp` block is a session typed in: the engine greets, then every answer ends
//! with `ok`, so the line after each `ok` is a command. Those lines are fed to the engine's
//! standard input and the rest is compared with what it printed.
//!
//! Not trycmd itself, whose syntax this is: it turns every `\` of a command's output into
//! `/` before comparing (for Windows paths), and UHP notation is full of `\` (`bA1 \wQ`),
//! so the README could only show moves written wrongly, and a `\` printed as `/` would pass.
//! snapbox, which does trycmd's matching, is told not to.

use std::fs;
use std::io::{Read, Write};
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use snapbox::{Assert, IntoData};

use crate::common::data::fixture_path;

/// The commands the README and the guide must show running: turning one of their examples
/// into a block that is not run fails here instead of going unnoticed.
const SHOWN: &[&str] = &[
    "--help",
    "perft",
    "import",
    "export",
    "games",
    "completions",
    "man",
    "uhp",
];

/// The saves under `tests/data/record/saves` that the scratch data directory holds.
const SAVED: &[&str] = &["white-resigned.json", "in-progress.json"];

/// Longer than any example takes (they take well under a second each); a command that
/// hangs fails the test rather than the whole run.
const TIMEOUT: Duration = Duration::from_secs(60);

/// One `$ hive …` line of a console block and what it should print.
#[derive(Debug)]
struct Example {
    /// The file and line of the `$`, from 1 (`docs/records.md:12`).
    place: String,
    /// The command line, split as a shell would (`hive` first).
    args: Vec<String>,
    /// The exit code expected.
    code: i32,
    /// The lines below it, as written (for `hive uhp`, typed lines included).
    output: Vec<String>,
}

impl Example {
    /// What to type into the command (`hive uhp`'s session), and what it should print.
    fn input_and_expected(&self) -> (Option<String>, String) {
        let mut expected = String::new();
        if self.args.get(1).map(String::as_str) != Some("uhp") {
            for l in &self.output {
                expected.push_str(l);
                expected.push('\n');
            }
            return (None, expected);
        }
        let mut input = String::new();
        // The greeting comes unasked; after it, the line after each `ok` is typed.
        let mut typed_next = false;
        for l in &self.output {
            if typed_next {
                input.push_str(l);
                input.push('\n');
            } else {
                expected.push_str(l);
                expected.push('\n');
            }
            typed_next = l == "ok";
        }
        (Some(input), expected)
    }
}

/// The examples of every console block of the Markdown text of `file`, or what is
/// malformed.
fn examples(file: &str, markdown: &str) -> Result<Vec<Example>, String> {
    let lines: Vec<&str> = markdown.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let trimmed = lines[i].trim_start();
        let Some(info) = trimmed.strip_prefix("```") else {
            i += 1;
            continue;
        };
        // A block inside a list item is indented as the item's text is.
        let indent = lines[i].len() - trimmed.len();
        let close = (i + 1..lines.len())
            .find(|&j| lines[j].trim_start().starts_with("```"))
            .ok_or_else(|| format!("{file}:{}: a code block that never closes", i + 1))?;
        let language = info.split([',', ' ']).next().unwrap_or_default();
        if language == "console" {
            let body: Vec<(usize, &str)> = (i + 1..close)
                .map(|j| (j + 1, unindent(lines[j], indent)))
                .collect();
            found.extend(console_block(file, &body)?);
        }
        i = close + 1;
    }
    Ok(found)
}

/// A line of a block indented by `indent`, without that indentation.
fn unindent(line: &str, indent: usize) -> &str {
    let spaces = line.len() - line.trim_start_matches(' ').len();
    &line[spaces.min(indent)..]
}

/// The examples of one console block of `file`, given as (line, text) pairs.
fn console_block(file: &str, body: &[(usize, &str)]) -> Result<Vec<Example>, String> {
    let mut found: Vec<Example> = Vec::new();
    for &(line, text) in body {
        if let Some(command) = text.strip_prefix("$ ") {
            let args = shlex::split(command)
                .ok_or_else(|| format!("{file}:{line}: unbalanced quotes in `{command}`"))?;
            if args.first().map(String::as_str) != Some("hive") {
                return Err(format!(
                    "{file}:{line}: `{command}`: only `hive` runs in a console block; show \
                     other commands in a ```sh block, which is not run"
                ));
            }
            found.push(Example {
                place: format!("{file}:{line}"),
                args,
                code: 0,
                output: Vec::new(),
            });
            continue;
        }
        let Some(example) = found.last_mut() else {
            return Err(format!(
                "{file}:{line}: a console block starts with `$ ` and a command"
            ));
        };
        match text.strip_prefix("? ") {
            Some(code) if example.output.is_empty() && example.code == 0 => {
                example.code = code
                    .trim()
                    .parse()
                    .map_err(|_| format!("{file}:{line}: `? {code}` is not an exit code"))?;
            }
            _ => example.output.push(text.to_string()),
        }
    }
    Ok(found)
}

/// What one run of `hive` did: its exit code (`None` if it was killed) and everything it
/// printed, both streams through one pipe in the order written.
fn run(args: &[String], input: Option<&str>, cwd: &Path, scratch: &Path) -> (Option<i32>, String) {
    let (mut reader, writer) = std::io::pipe().unwrap();
    // The README's examples are English, whatever the reader's locale.
    let mut command = crate::common::cli::hive();
    command
        .args(&args[1..])
        .current_dir(cwd)
        .env("HIVE_DATA_DIR", scratch.join("data"))
        .env("HOME", scratch.join("home"))
        .env("XDG_DATA_HOME", scratch.join("home/.local/share"))
        .env("XDG_CONFIG_HOME", scratch.join("home/.config"))
        // `hive games` shows times in the viewer's zone: the README's are UTC.
        .env("TZ", "UTC")
        .env_remove("COLUMNS")
        .env_remove("LINES")
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(writer.try_clone().unwrap())
        .stderr(writer);
    let mut child = command.spawn().unwrap();
    // The pipe's write ends are the child's alone now, so reading ends when it exits.
    drop(command);
    if let Some(input) = input {
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
    }
    let printed = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).unwrap();
        bytes
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > TIMEOUT {
            child.kill().unwrap();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let printed = printed.join().unwrap();
    (
        status.code(),
        String::from_utf8_lossy(&printed).into_owned(),
    )
}

/// Copies a folder of files and folders.
fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// README.md, then every Markdown page of `docs/` by name: the files whose examples run,
/// as paths from the checkout.
fn pages() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<String> = fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    let mut pages = vec!["README.md".to_string()];
    pages.extend(docs);
    pages
}

#[test]
fn every_console_example_of_the_readme_and_the_guide_prints_what_it_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut shown = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(root.join(&page)).unwrap();
        shown.extend(examples(&page, &text).unwrap_or_else(|e| panic!("{e}")));
    }
    let examples = shown;

    let scratch = tempfile::tempdir().unwrap();
    let cwd = scratch.path().join("checkout");
    copy_dir(&fixture_path("record"), &cwd.join("tests/data/record"));
    let games = scratch.path().join("data/games");
    fs::create_dir_all(&games).unwrap();
    for name in SAVED {
        fs::copy(fixture_path("record/saves").join(name), games.join(name)).unwrap();
    }
    fs::create_dir_all(scratch.path().join("home")).unwrap();

    // Wildcards as trycmd reads them, but a `\` stays a `\`.
    let assert = Assert::new().normalize_paths(false);
    let mut failures = Vec::new();
    for example in &examples {
        let label = format!("{} `$ {}`", example.place, example.args.join(" "));
        let (input, expected) = example.input_and_expected();
        let (code, printed) = run(&example.args, input.as_deref(), &cwd, scratch.path());
        if code != Some(example.code) {
            failures.push(format!(
                "{label}: exit code {code:?}, the example says {}; it printed:\n{printed}",
                example.code
            ));
        }
        if let Err(e) = assert.try_eq(Some(&label), printed.into_data(), expected.into_data()) {
            failures.push(format!("{label}: prints otherwise than shown:\n{e}"));
        }
    }
    for command in SHOWN {
        if !examples
            .iter()
            .any(|e| e.args.get(1).map(String::as_str) == Some(command))
        {
            failures.push(format!(
                "neither README.md nor docs/ shows a `hive {command}` example that runs (a \
                 ```console block)"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} examples of the README and the guide failed:\n\n{}",
        failures.len(),
        examples.len(),
        failures.join("\n\n")
    );
}

#[test]
fn a_uhp_session_is_split_into_what_is_typed_and_what_is_answered() {
    let markdown = "text\n\n  ```console\n  $ hive uhp --flag\n  id x\n  ok\n  newgame Base\n  Base;NotStarted;White[1]\n  ok\n  exit\n  ok\n  ```\n";
    let found = examples("docs/x.md", markdown).unwrap();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].args, ["hive", "uhp", "--flag"]);
    assert_eq!(found[0].place, "docs/x.md:4");
    let (input, expected) = found[0].input_and_expected();
    assert_eq!(input.as_deref(), Some("newgame Base\nexit\n"));
    assert_eq!(expected, "id x\nok\nBase;NotStarted;White[1]\nok\nok\n");
}

#[test]
fn exit_codes_quotes_and_other_blocks_are_read_as_trycmd_reads_them() {
    let markdown = "```sh\n$ rm -rf /\n```\n\n```console\n$ hive export 'a b.json'\n? 3\nhive: a b.json[..]\n$ hive games\n```\n    $ hive indented\n";
    let found = examples("README.md", markdown).unwrap();
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].args, ["hive", "export", "a b.json"]);
    assert_eq!(found[0].code, 3);
    assert_eq!(found[0].output, ["hive: a b.json[..]"]);
    assert_eq!(found[1].code, 0);
    assert!(found[1].output.is_empty());
    // Another program in a console block is refused, not run.
    let refused = examples("README.md", "```console\n$ cargo install --path .\n```\n").unwrap_err();
    assert!(refused.contains("```sh"), "{refused}");
}
