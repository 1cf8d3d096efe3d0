//! The `hive` commands' standard streams, run as a user would: output to a closed pipe or a
//! full disk, input from a pipe or a device (capped as a file is), `-` for standard input,
//! and arguments that do not parse.

use std::path::Path;
use std::process::Output;

use serde_json::Value;

use crate::commands::{GAME_A, GAME_B};
use crate::common::cli::{hive, run, text};

/// Runs `hive ARGS` with `bytes` (far more than a game file may hold) fed to its standard
/// input from a thread, which stops when the reader goes away.
fn run_fed(args: &[&str], data: &Path, bytes: usize) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = hive()
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .env_remove("COLUMNS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        let chunk = vec![b'0'; 1 << 16];
        let mut left = bytes;
        while left > 0 {
            let n = left.min(chunk.len());
            if stdin.write_all(&chunk[..n]).is_err() {
                return;
            }
            left -= n;
        }
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    out
}

#[test]
fn a_pipe_or_a_device_is_read_no_further_than_the_cap_on_game_files() {
    let dir = tempfile::tempdir().unwrap();
    let over = hive::record::MAX_FILE_BYTES as usize + (1 << 20);
    let out = run_fed(&["export", "/dev/stdin"], dir.path(), over);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("/dev/stdin: cannot read: the file gives more than 8388608 bytes; game files over 8 MB are not read"),
        "{err}"
    );
    let target = dir.path().join("z.json");
    let out = run_fed(
        &["import", "/dev/stdin", "-o", target.to_str().unwrap()],
        dir.path(),
        over,
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("over 8 MB are not read"));
    assert!(!target.exists());
    // A game through a pipe is read once, and exported.
    let game = "Base;InProgress;White[2];wS1;bS1 wS1-\n";
    let mut child = hive()
        .args(["export", "/dev/stdin"])
        .env("HIVE_DATA_DIR", dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), game.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), game);
}

/// Runs `hive ARGS` with its standard output sent to `stdout`.
fn run_into(args: &[&str], data: &Path, stdout: std::process::Stdio) -> Output {
    hive()
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .stdout(stdout)
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn printed_scripts_and_help_end_quietly_on_a_closed_pipe_and_fail_on_a_full_disk() {
    let dir = tempfile::tempdir().unwrap();
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
            .into()
    };
    for args in [
        &["completions", "bash"][..],
        &["completions", "zsh"],
        &["man"],
        &["--help"],
        &["--version"],
        &["help", "import"],
    ] {
        // `| true`: the reader is gone before the first write.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run_into(args, dir.path(), writer.into());
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(text(&out.stderr), "", "{args:?}");
        // `> /dev/full`: an error, on one line.
        let out = run_into(args, dir.path(), full());
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{args:?}: {err}");
        assert_eq!(
            err, "hive: standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

#[test]
fn perft_of_a_game_that_does_not_parse_is_bad_usage() {
    let dir = tempfile::tempdir().unwrap();
    for game in ["Nope", "Base+X", "Base;InProgress;White[1];wZ1"] {
        let out = run(&["perft", game, "-d", "1"], dir.path());
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{game}: {err}");
        assert!(
            err.starts_with(&format!("hive: bad game `{game}`: ")),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// Runs `hive ARGS` in `data` with `input` piped to its standard input.
fn run_piped(args: &[&str], data: &Path, input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = hive()
        .args(args)
        .current_dir(data)
        .env("HIVE_DATA_DIR", data)
        .env_remove("COLUMNS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn a_dash_reads_the_game_from_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let game = "Base;InProgress;White[2];wS1;bS1 wS1-\n";
    let out = run_piped(&["export", "-"], d, game);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), game);
    let out = run_piped(
        &["export", "-", "--format", "pgn", "--game", "2"],
        d,
        &format!("{GAME_A}\n{GAME_B}"),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("[Black \"dave\"]"),
        "{}",
        text(&out.stdout)
    );
    // Import: to standard output, to a file, and several games named after `stdin`.
    let out = run_piped(&["import", "-"], d, game);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("\"format\": \"hive-game\""));
    let out = run_piped(&["import", "-", "-o", "g.json"], d, game);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(d.join("g.json").is_file());
    let out = run_piped(
        &["import", "-", "-o", "."],
        d,
        &format!("{GAME_A}\n{GAME_B}"),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(d.join("stdin-1.json").is_file() && d.join("stdin-2.json").is_file());
    // What does not read is named as standard input.
    let out = run_piped(&["export", "-"], d, "no game here\nat all\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with("hive: stdin: not a game"),
        "{}",
        text(&out.stderr)
    );
    // Analyze.
    let out = run_piped(
        &["analyze", "-", "--time", "0.05", "--threads", "1"],
        d,
        game,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        report["plies"].as_array().map(Vec::len),
        Some(2),
        "{report}"
    );
}
