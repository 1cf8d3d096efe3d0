//! A plain game ended by the signal watchdog (its loop stuck past the grace): the
//! terminal restore that follows writes nothing, since plain mode changed nothing there.

use std::time::Duration;

use super::plain::wait_said;
use super::pty::*;

#[test]
fn a_plain_game_stuck_past_the_watchdogs_grace_writes_no_escape_on_its_way_out() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(
        &data,
        &["play", "--plain", "--expansions", "none"],
        80,
        24,
        true,
    );
    wait_said(&tui, "White to move.", 1);
    let flags = tui.master.get_termios().expect("the pty's termios");
    assert!(
        format!("{:?}", flags.input_flags).contains("IXON"),
        "the terminal takes Ctrl-S"
    );
    // Ctrl-S stops the terminal's output: the game's writes fill its buffer and block, so
    // its loop is stuck when the signal comes, and the watchdog waits out its grace and
    // restores the terminal itself.
    tui.send("\x13");
    for _ in 0..40 {
        tui.send("help\r");
    }
    std::thread::sleep(Duration::from_millis(500));
    let pid = tui.child.process_id().expect("hive's process id");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    // Past the grace (1.5 s), while the watchdog waits for its restore (0.3 s): Ctrl-Q
    // lets everything written come out.
    std::thread::sleep(Duration::from_millis(1650));
    tui.send("\x11");
    let status = tui.wait_exit(WAIT);
    assert_eq!(status.exit_code(), 128 + 15, "{status:?}");
    let raw = tui.raw();
    assert!(
        String::from_utf8_lossy(&raw).contains("help lists them"),
        "the game spoke"
    );
    assert!(!raw.contains(&0x1b), "an escape byte was written");
    let _ = std::fs::remove_dir_all(&data);
}
