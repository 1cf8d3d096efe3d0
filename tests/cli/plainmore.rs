//! `hive learn --plain` with standard input and output not a terminal: a lesson done from a
//! piped file, each sentence a line, no escape byte, the lesson kept as done.

use std::io::Write;
use std::process::Stdio;

use crate::common::cli::hive;

#[test]
fn a_lesson_is_done_from_a_piped_file_in_plain_mode() {
    let data = tempfile::Builder::new()
        .prefix("plainmore-")
        .tempdir()
        .unwrap();
    let mut child = hive()
        .args(["learn", "--plain", "1"])
        .env("HIVE_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"wS1\nwG1 wS1-\nquit\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('\x1b'), "{text}");
    // Started at once (no menu), each task once, the end.
    assert!(!text.contains("The lessons, "), "{text}");
    assert!(text.contains("Lesson: Placing pieces.\n"), "{text}");
    assert!(
        text.contains("Well done! Task 2 of 2: Place your Grasshopper (G).\n"),
        "{text}"
    );
    assert!(
        text.contains("Well done: “Placing pieces” is done."),
        "{text}"
    );
    let kept = std::fs::read_to_string(data.path().join(hive::learn::PROGRESS_FILE)).unwrap();
    assert!(kept.contains("placing"), "{kept}");
}
