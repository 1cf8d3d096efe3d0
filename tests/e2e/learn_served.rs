//! Lessons and puzzles for a club member over the real OpenSSH client (#41): from the
//! board's lobby (`L`) and the plain lobby (`learn`), a lesson done is kept in the club's
//! database and shown done after the server restarts; the puzzles open from the lessons'
//! last row and a try is rated in the club.

use super::lobby::{lobby_of, member_on};
use super::plain::wait_said;
use super::serve::{Served, have_ssh};
use crate::pty::WAIT;

/// The puzzle ratings the club keeps for `name`, from the database beside the games.
fn club_ratings(data: &std::path::Path, name: &str) -> hive::engine::puzzles::rating::Ratings {
    let club = hive::club::Club::open(data).unwrap();
    let member = club.member_by_name(name).unwrap().expect("a member");
    club.puzzle_ratings(member.id).unwrap()
}

#[test]
fn a_member_takes_a_lesson_in_the_plain_lobby_and_the_club_keeps_it_across_a_restart() {
    if !have_ssh(
        "a_member_takes_a_lesson_in_the_plain_lobby_and_the_club_keeps_it_across_a_restart",
    ) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, alice) = lobby_of(keys.path(), "alice", &["--searches", "1"]);
    let data = served.data_dir.clone();
    let mut lobby = member_on(&served, &alice, Some("dumb"));
    wait_said(&lobby, "The lobby of alice", 1);
    lobby.send("learn\r");
    // The lessons, then the puzzles' row after them.
    wait_said(&lobby, "1. Placing pieces.", 1);
    wait_said(&lobby, "22. Puzzles: positions from real games", 1);
    lobby.send("1\r");
    wait_said(&lobby, "Task 1 of 2: Place your Spider (S).", 1);
    lobby.send("wS1\r");
    wait_said(&lobby, "Well done! Task 2 of 2", 1);
    lobby.send("wG1 wS1-\r");
    wait_said(&lobby, "Well done: “Placing pieces” is done.", 1);
    lobby.send("quit\r");
    wait_said(&lobby, "Back in the lobby: list lists your games.", 1);
    lobby.send("learn\r");
    wait_said(&lobby, "1. Placing pieces: done.", 1);
    // The puzzles: the row after the lessons.
    lobby.send("22\r");
    wait_said(&lobby, "Puzzle: ", 1);
    lobby.send("quit\r");
    wait_said(&lobby, "Back in the lobby: list lists your games.", 2);
    lobby.send("quit\r");
    wait_said(&lobby, "Leave the lobby?", 1);
    lobby.send("yes\r");
    let _ = lobby.wait_exit(WAIT);
    assert!(
        !lobby.raw().contains(&0x1b),
        "an escape byte reached the dumb terminal: {}",
        String::from_utf8_lossy(&lobby.raw())
    );
    drop(lobby);

    // The server stops; started again, the club still knows the lesson done.
    drop(served);
    let file = keys.path().join("authorized_keys").display().to_string();
    let served = Served::start_with(&data, &["--authorized-keys", &file]);
    let mut lobby = member_on(&served, &alice, Some("dumb"));
    wait_said(&lobby, "The lobby of alice", 1);
    lobby.send("learn\r");
    wait_said(&lobby, "1. Placing pieces: done.", 1);
    wait_said(&lobby, "2. Touching only your own.", 1);
    // Out of the lessons, then out of the lobby: quit again answers its question.
    lobby.send("quit\r");
    lobby.send("quit\r");
    lobby.send("quit\r");
    let _ = lobby.wait_exit(WAIT);
}

#[test]
fn l_in_the_board_lobby_opens_the_lessons_and_a_skipped_puzzle_is_rated_in_the_club() {
    if !have_ssh("l_in_the_board_lobby_opens_the_lessons_and_a_skipped_puzzle_is_rated_in_the_club")
    {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, alice) = lobby_of(keys.path(), "alice", &["--searches", "1"]);
    let data = served.data_dir.clone();
    let mut lobby = member_on(&served, &alice, None);
    lobby.wait_for("L lessons and puzzles", WAIT);
    lobby.send("L");
    lobby.wait_for("1. Placing pieces", WAIT);
    lobby.send("\r");
    lobby.wait_for("Task 1/2: Place your Spider (S).", WAIT);
    lobby.send(":wS1\r");
    lobby.wait_for("Task 2/2: Place your Grasshopper (G).", WAIT);
    lobby.send(":wG1 wS1-\r");
    lobby.wait_for("Lesson done!", WAIT);
    // What a lesson is not for is refused: no game of one's own on the server.
    lobby.send("N");
    lobby.wait_for("Not during a lesson: F3 goes back to the lessons.", WAIT);
    // F3 (as an xterm sends it), the last row: the puzzles, rated.
    lobby.send("\x1bOR");
    lobby.wait_for("✓  1. Placing pieces", WAIT);
    lobby.send("\x1b[F");
    lobby.send("\r");
    lobby.wait_for("Puzzle 1 · rated ", WAIT);
    // Skipped untried: a miss, counted and kept by the club at once.
    lobby.send("n");
    lobby.wait_for("Puzzle 2 · rated", WAIT);
    let start = std::time::Instant::now();
    while club_ratings(&data, "alice").player.rating >= 1500.0 {
        assert!(start.elapsed() < WAIT, "the miss was not rated in the club");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // Quitting the lessons goes back to the lobby.
    lobby.send("q");
    lobby.send("y");
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.send("q");
    lobby.send("y");
    assert!(lobby.wait_exit(WAIT).success());
}
