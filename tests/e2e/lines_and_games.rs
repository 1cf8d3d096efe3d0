//! The games screen and the lines of one game through the real binary: what the model
//! tests of `tests/tui/games_screen.rs` and `tests/tui/lines.rs` show, played as a player
//! would, with the files on disk afterwards.

use std::path::PathBuf;

use hive::record::{self, Record};

use super::pty::{Tui, WAIT, fresh_data_dir};

/// The plies of a line of `record` (the main line, or variation `line`).
fn texts(record: &Record, line: Option<usize>) -> Vec<String> {
    record.line(line).iter().map(|m| m.text.clone()).collect()
}

const FIRST: [&str; 4] = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"];
const OTHER: &str = "wG1 -wS1";

/// Writes `moves` as a saved game between `white` and `black` into `dir`, as `file`.
fn save(dir: &std::path::Path, file: &str, white: &str, black: &str, moves: &str) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let game = hive::rules::Game::parse(&format!("Base;InProgress;White[1];{moves}")).unwrap();
    let record = hive::record::Record::from_game(&game, white, black, None);
    let path = dir.join(file);
    hive::record::save(&path, &record).unwrap();
    path
}

#[test]
fn a_saved_game_opened_from_the_screen_goes_on_in_its_own_file() {
    let data = fresh_data_dir();
    let games = data.join("games");
    let mine = save(&games, "zed-ann.json", "Zed", "Ann", "wS1;bS1 wS1-");
    save(&games, "other.json", "Cleo", "Dan", "wS1;bS1 wS1-;wQ -wS1");
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    tui.send("O");
    tui.wait_for("Your games: 2", WAIT);
    tui.wait_for("Cleo", WAIT);
    // Searching as a player would: a name.
    tui.send("zed");
    tui.wait_for("Search: zed_", WAIT);
    tui.wait_for("1 of 2 found", WAIT);
    tui.wait_gone("Cleo", WAIT);
    tui.send("\r");
    tui.wait_for("Continuing a game of 2 plies. White (Zed) to move.", WAIT);
    tui.wait_for("Plies (2)", WAIT);
    tui.type_move(3, "wQ -wS1");
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
    let text = std::fs::read_to_string(&mine).unwrap();
    assert!(text.contains("\"wQ -wS1\""), "{text}");
    let (_, game) = hive::record::load(&mine).unwrap();
    assert_eq!(game.moves().len(), 3);
    // The new game left had no move: no file of its own; nor is a lock left behind.
    let left: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json" || x == "lock"))
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn hot_seat_undo_a_new_move_promote_the_old_line_quit_and_resume_keep_both_lines() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("White to move", WAIT);
    for (i, m) in FIRST.into_iter().enumerate() {
        tui.type_move(i + 1, m);
    }
    tui.send("u");
    tui.wait_for("Plies (3 of 4)", WAIT);
    tui.send("u");
    tui.wait_for("Plies (2 of 4)", WAIT);
    tui.type_move(3, OTHER);
    tui.wait_for("  3+ wG1 -wS1", WAIT);
    tui.send("r");
    tui.wait_for("REVIEW ply 3/3", WAIT);
    tui.send("v");
    tui.wait_for("Line 2 of 2 at move 3", WAIT);
    tui.wait_for("  4. bQ bS1-", WAIT);
    tui.send("^");
    tui.wait_for("is the main line now", WAIT);
    tui.send("q");
    tui.send("y");
    assert!(tui.wait_exit(WAIT).success());
    let mut tui = Tui::start_in(&data, &["play", "--resume"], 80, 24, false);
    tui.wait_for("Plies (3 of 4)", WAIT);
    tui.wait_for("  3+ wQ -wS1", WAIT);
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
    let games = data.join("games");
    let saves = record::list_games(&games).unwrap();
    assert_eq!(saves.len(), 1, "one game, one file");
    let (rec, _) = record::load(&saves[0].path).unwrap();
    assert_eq!(texts(&rec, None), FIRST);
    assert_eq!(texts(&rec, Some(0)), [FIRST[0], FIRST[1], OTHER]);
    let _ = std::fs::remove_dir_all(&data);
}
