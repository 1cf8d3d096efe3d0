//! `hive learn --plain` end to end: the real binary in a pseudo-terminal lists the lessons
//! as lines, starts one by its number, refuses a wrong try with the lesson's reason and an
//! illegal one with the game's, says each task once and the lesson done, keeps the lesson
//! done in the progress file, and writes not one escape byte.

use super::plain::{assert_plain, wait_said};
use super::pty::*;

#[test]
fn a_lesson_is_done_in_plain_mode_by_typed_lines_without_one_escape() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(&data, &["learn", "--plain"], 80, 24, true);
    wait_said(&tui, "21. Draws.", 1);
    tui.send("1\r");
    wait_said(&tui, "Task 1 of 2: Place your Spider (S).", 1);
    // Legal, but not the piece asked for: the lesson's reason; nothing is played.
    tui.send("wA1\r");
    wait_said(
        &tui,
        "Legal, but that is not the piece the task asks for.",
        1,
    );
    tui.send("wS1\r");
    wait_said(
        &tui,
        "Well done! Task 2 of 2: Place your Grasshopper (G).",
        1,
    );
    // Illegal: the game's own reason.
    tui.send("wG1 -bS1\r");
    wait_said(&tui, "wG1 -bS1 is illegal: a new piece may not touch", 1);
    tui.send("wG1 wS1-\r");
    let raw = wait_said(&tui, "Well done: “Placing pieces” is done.", 1);
    // The learner's move and the scripted reply, each said.
    assert!(
        raw.contains("White places a Grasshopper, wG1, next to wS1, on its east side."),
        "{raw}"
    );
    assert!(raw.contains("Black places a Grasshopper, bG1, "), "{raw}");
    // Each task said once, unasked.
    assert_eq!(raw.matches("Place your Spider (S).").count(), 1, "{raw}");
    tui.send("lessons\r");
    wait_said(&tui, "1. Placing pieces: done.", 1);
    tui.send("quit\r");
    assert!(tui.wait_exit(WAIT).success());
    assert_plain(&tui.raw());
    let progress = std::fs::read_to_string(data.join("lessons.json")).unwrap();
    assert!(progress.contains("\"placing\""), "{progress}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn plain_lessons_speak_russian() {
    let mut tui = Tui::start_with_env(&["learn", "--plain", "--lang", "ru"], 80, 24, &[]);
    wait_said(&tui, "21. ", 1);
    tui.send("1\r");
    wait_said(&tui, "Задание 1 из 2:", 1);
    tui.send("wS1\r");
    // The Spider is masculine, and the object placed: alone, "одного".
    wait_said(&tui, "wS1 одного посреди стола.", 1);
    wait_said(&tui, "Отлично! Задание 2 из 2:", 1);
    tui.send("quit\r");
    assert!(tui.wait_exit(WAIT).success());
    assert_plain(&tui.raw());
}
