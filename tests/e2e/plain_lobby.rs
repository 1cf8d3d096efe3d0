//! The lobby in plain mode, with the real OpenSSH client: a member whose terminal is `dumb`
//! gets the lobby as lines (never an escape byte), makes a game with a typed command, gets
//! its invite lines, plays their seat in plain mode and comes back, lists and closes it, and
//! is asked before leaving; a newcomer to an open lobby signs up in sentences.

use super::lobby::{keygen, lobby_of, member, member_on};
use super::plain::wait_said;
use super::serve::{Served, have_ssh};
use crate::pty::{WAIT, fresh_data_dir};

#[test]
fn a_member_on_a_dumb_terminal_gets_the_lobby_as_lines_and_no_escape() {
    if !have_ssh("a_member_on_a_dumb_terminal_gets_the_lobby_as_lines_and_no_escape") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, alice) = lobby_of(keys.path(), "alice", &[]);
    let mut lobby = member_on(&served, &alice, Some("dumb"));
    wait_said(&lobby, "The lobby of alice: list lists your games", 1);
    wait_said(&lobby, "None yet: new makes one", 1);
    // Typed key by key as an SSH client in raw mode sends them: echoed by the server.
    lobby.send("dance\r");
    wait_said(&lobby, "dance is not a lobby command: help lists them.", 1);
    lobby.send("new black none\r");
    wait_said(&lobby, "Game 1 made: play 1 sits you at it.", 1);
    let raw = wait_said(&lobby, "White plays: ssh ", 1);
    assert!(raw.contains("to watch: ssh "), "{raw}");
    lobby.send("play 1\r");
    wait_said(&lobby, "Plain mode: type a move", 1);
    wait_said(&lobby, "White (guest) to move.", 1);
    lobby.send("quit\r");
    wait_said(&lobby, "Back in the lobby: list lists your games.", 1);
    lobby.send("list\r");
    wait_said(
        &lobby,
        "1. Base+MLP, no clock: you play Black, 0 plies, White to move, opponent away.",
        1,
    );
    lobby.send("close 1\r");
    wait_said(&lobby, "Close this game?", 1);
    lobby.send("yes\r");
    wait_said(&lobby, "Closed; its codes no longer work.", 1);
    lobby.send("l\r");
    wait_said(&lobby, "None yet: new makes one", 2);
    // Leaving is asked first, as Esc asks in the board's lobby: no stays.
    lobby.send("quit\r");
    wait_said(&lobby, "Leave the lobby? Your games go on being served.", 1);
    wait_said(&lobby, "Type yes or no.", 2);
    lobby.send("no\r");
    wait_said(&lobby, "You stay in the lobby.", 1);
    lobby.send("l\r");
    wait_said(&lobby, "None yet: new makes one", 3);
    quit_without_an_escape(&mut lobby);
}

#[test]
fn p_in_the_board_lobby_goes_on_in_plain_mode_and_nothing_after_it_is_an_escape() {
    if !have_ssh("p_in_the_board_lobby_goes_on_in_plain_mode_and_nothing_after_it_is_an_escape") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, alice) = lobby_of(keys.path(), "alice", &[]);
    let mut lobby = member(&served, &alice);
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.wait_for("plain mode (lines of text", WAIT);
    lobby.send("p");
    let chosen = "Plain mode: the lobby in lines of text.";
    wait_said(&lobby, chosen, 1);
    wait_said(&lobby, "The lobby of alice: list lists your games", 1);
    lobby.send("new\r");
    wait_said(&lobby, "Game 1 made: play 1 sits you at it.", 1);
    lobby.send("quit\r");
    wait_said(&lobby, "Leave the lobby?", 1);
    lobby.send("yes\r");
    let _ = lobby.wait_exit(WAIT);
    let raw = lobby.raw();
    let text = String::from_utf8_lossy(&raw);
    let (board, plain) = text.split_once(chosen).unwrap();
    // The board drew before; the full screen was left before the first plain line.
    assert!(board.contains('\x1b'), "the board lobby drew");
    assert!(
        board.contains("\x1b[?1049l"),
        "the alternate screen was left"
    );
    assert!(
        !plain.contains('\x1b'),
        "an escape after plain mode was chosen: {plain:?}"
    );
}

/// In an open lobby (`--open`), a newcomer on a dumb terminal signs up in sentences: asked
/// for a name, a refused one said why, the name typed as a line, then the plain lobby; no
/// escape byte from the first to the last.
#[test]
fn a_newcomer_on_a_dumb_terminal_signs_up_in_sentences() {
    if !have_ssh("a_newcomer_on_a_dumb_terminal_signs_up_in_sentences") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let dora = keys.path().join("dora");
    keygen(&dora, "whatever");
    let served = Served::start_with(&fresh_data_dir(), &["--open"]);
    let mut lobby = member_on(&served, &dora, Some("dumb"));
    wait_said(&lobby, "Welcome to the club.", 1);
    wait_said(&lobby, "Choose your name in the club", 1);
    lobby.send("host\r");
    wait_said(&lobby, "That name is kept for the server", 1);
    lobby.send("Dora\r");
    wait_said(&lobby, "The lobby of Dora: list lists your games", 1);
    quit_without_an_escape(&mut lobby);
}

/// Leaves the plain lobby (quit, then yes to its question), then checks that no escape
/// byte reached the dumb terminal.
fn quit_without_an_escape(lobby: &mut crate::pty::Tui) {
    lobby.send("quit\r");
    wait_said(lobby, "Leave the lobby?", 1);
    lobby.send("yes\r");
    let _ = lobby.wait_exit(WAIT);
    assert!(
        !lobby.raw().contains(&0x1b),
        "an escape byte reached the dumb terminal: {}",
        String::from_utf8_lossy(&lobby.raw())
    );
}
