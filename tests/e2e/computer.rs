//! A club member plays the computer over the real OpenSSH client: `c` in the lobby, level 1
//! (one ply: fast), a few moves each answered by the computer and saved; then the server
//! is killed and started again, and the game is in the member's list with the computer
//! still answering.

use std::path::Path;
use std::time::Instant;

use hive::rules::Game;

use super::lobby::{lobby_of, member_on};
use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT};

/// The one save in `data` (its games folder), read as a game, once it has `plies` plies
/// (within `WAIT`).
fn save_with(data: &Path, plies: usize) -> Game {
    let start = Instant::now();
    loop {
        let saves: Vec<_> = std::fs::read_dir(data.join("games"))
            .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
            .unwrap_or_default();
        let saves: Vec<_> = saves
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        if let [one] = saves.as_slice()
            && let Ok((record, game)) = hive::record::load(one)
            && game.moves().len() >= plies
        {
            assert_eq!(record.white, "alice");
            assert_eq!(record.black, "Computer 1");
            return game;
        }
        assert!(
            start.elapsed() < WAIT,
            "no save with {plies} plies: {saves:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Plays White's next move on `screen` (a Queen's placement where one is legal, so that
/// the rules never force one), then waits for the computer's answer in the save and on
/// the screen.
fn play_and_see_the_answer(screen: &mut Tui, data: &Path) {
    let game = save_with(data, 0);
    let ply = game.moves().len() + 1;
    let moves = game.position().legal_moves();
    let mv = moves
        .iter()
        .map(|&m| game.format_move(m))
        .find(|m| m.starts_with("wQ"))
        .unwrap_or_else(|| game.format_move(moves[0]));
    // Typed at the `:` prompt (the answer may come before the screen shows the move).
    screen.send(&format!(":{mv}\r"));
    let answered = save_with(data, ply + 1);
    assert_eq!(answered.moves().len(), ply + 1, "one answer a move");
    let answer = answered
        .move_strings()
        .last()
        .unwrap_or_default()
        .to_string();
    assert!(answer.starts_with('b'), "{answer}");
    screen.wait_for(&format!("Plies ({})", ply + 1), WAIT);
    screen.wait_for(&format!("{ply:>3}. {mv}"), WAIT);
    screen.wait_for(&format!("{:>3}. {answer}", ply + 1), WAIT);
}

#[test]
fn a_member_plays_the_computer_and_finds_the_game_again_after_a_restart() {
    if !have_ssh("a_member_plays_the_computer_and_finds_the_game_again_after_a_restart") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, key) = lobby_of(keys.path(), "alice", &["--searches", "1"]);
    let data = served.data_dir.clone();
    let mut lobby = member_on(&served, &key, None);
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.wait_for("computer ·", WAIT);
    lobby.send("c");
    lobby.wait_for("A game against the computer", WAIT);
    lobby.wait_for("◀ 1 · beginner ▶", WAIT);
    lobby.wait_for("not rated", WAIT);
    // Level 1, all expansions, White, no clock: straight to the seat.
    lobby.send("\r");
    lobby.wait_for("you play White", WAIT);
    for _ in 0..3 {
        play_and_see_the_answer(&mut lobby, &data);
    }
    // Back in the lobby, the game is listed, the computer at its seat.
    lobby.send("q");
    lobby.wait_for("Quit this game?", WAIT);
    lobby.send("y");
    lobby.wait_for("you: White  6 plies", WAIT);
    lobby.wait_for("computer, level 1", WAIT);
    drop(lobby);

    // The server dies; started again on the same data, the game is served again.
    drop(served);
    let file = keys.path().join("authorized_keys").display().to_string();
    let served = Served::start_with(&data, &["--authorized-keys", &file, "--searches", "1"]);
    let mut lobby = member_on(&served, &key, None);
    lobby.wait_for("you: White  6 plies", WAIT);
    lobby.send("\r");
    lobby.wait_for("you play White", WAIT);
    play_and_see_the_answer(&mut lobby, &data);
}
