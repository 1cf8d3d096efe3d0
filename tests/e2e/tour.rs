//! The club's tournaments in `hive serve`, with the real OpenSSH client and real keys: a
//! member the host allows makes a 4-player Swiss in the lobby, three more join it, it
//! starts when full, each round's games head the players' lists and are played (White
//! resigns through the keys), and the server killed with SIGKILL mid-tournament goes on
//! where it was when started again: three rounds, no pairing repeated.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use hive::club::Club;

use super::lobby::{keygen, member};
use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT, fresh_data_dir};

const NAMES: [&str; 4] = ["ann", "bob", "cy", "dee"];

/// The games of round `round` once both are paired and served (a save each): White and
/// Black by name.
fn round_games(dir: &Path, round: u32) -> Vec<(String, String)> {
    let start = Instant::now();
    loop {
        let club = Club::open(dir).unwrap();
        let open = club.open_games().unwrap();
        let games: Vec<(String, String)> = open
            .iter()
            .filter(|g| g.round == round && g.save.is_some())
            .map(|g| (g.white.name.clone(), g.black.name.clone()))
            .collect();
        if games.len() == 2 {
            return games;
        }
        assert!(
            start.elapsed() < WAIT * 2,
            "round {round} not served: {open:?}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Every member in the lobby, on their list of games.
fn come_in(served: &Served, keys: &HashMap<&str, PathBuf>) -> HashMap<&'static str, Tui> {
    NAMES
        .iter()
        .map(|&name| {
            let lobby = member(served, &keys[name]);
            lobby.wait_for(&format!("hive · lobby · {name}"), WAIT);
            (name, lobby)
        })
        .collect()
}

/// White sits at their tournament game (the top of their list) and resigns, then goes
/// back to the lobby.
fn white_resigns(lobby: &mut Tui) {
    // A new game (the last round's, over, may still be listed a moment).
    lobby.wait_for("White to move", WAIT);
    lobby.send("\r");
    lobby.wait_for("you play White", WAIT);
    lobby.send("R");
    lobby.wait_for("y resigns", WAIT);
    lobby.send("y");
    lobby.wait_for("resigned", WAIT);
    lobby.send("q");
    lobby.wait_for("Quit this game?", WAIT);
    lobby.send("y");
    lobby.wait_for("hive · lobby", WAIT);
}

/// Plays round `round` (White resigns each game); its pairings.
fn play_round(
    dir: &Path,
    lobbies: &mut HashMap<&'static str, Tui>,
    round: u32,
) -> Vec<(String, String)> {
    let games = round_games(dir, round);
    for (white, black) in &games {
        // Both see the game at the top of their list, marked as the tournament's round.
        let mark = format!("round {round}");
        let screen = lobbies
            .get_mut(black.as_str())
            .unwrap()
            .wait_for(&mark, WAIT);
        assert!(screen.contains("you: Black"), "{screen}");
        white_resigns(lobbies.get_mut(white.as_str()).unwrap());
    }
    games
}

#[test]
fn a_four_player_swiss_runs_three_rounds_over_ssh_and_goes_on_after_a_sigkill() {
    let test = "a_four_player_swiss_runs_three_rounds_over_ssh_and_goes_on_after_a_sigkill";
    if !have_ssh(test) {
        return;
    }
    let keys_dir = tempfile::tempdir().unwrap();
    let mut listed = String::new();
    let mut keys = HashMap::new();
    for name in NAMES {
        let key = keys_dir.path().join(name);
        listed.push_str(&keygen(&key, name));
        keys.insert(name, key);
    }
    let file = keys_dir.path().join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let file = file.display().to_string();
    let dir = fresh_data_dir();
    let served = Served::start_with(&dir, &["--authorized-keys", &file]);
    let mut lobbies = come_in(&served, &keys);

    // The host lets Ann make tournaments; she makes a Swiss (3 rounds, 4 players, when
    // full) in the lobby and is in it.
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .args(["club", "allow", "ann"])
        .env("HIVE_DATA_DIR", &dir)
        .status()
        .unwrap();
    assert!(status.success());
    let ann = lobbies.get_mut("ann").unwrap();
    ann.send("T");
    ann.wait_for("No tournaments yet", WAIT);
    ann.send("n");
    ann.wait_for("A new tournament", WAIT);
    ann.send("\r");
    ann.wait_for("and you are in it", WAIT);
    ann.wait_for("open: 1 of 4 players", WAIT);
    ann.send("q");
    for name in ["bob", "cy", "dee"] {
        let lobby = lobbies.get_mut(name).unwrap();
        lobby.send("T");
        lobby.wait_for("Swiss, 3 rounds", WAIT);
        lobby.send("j");
        lobby.wait_for("You are in", WAIT);
        lobby.send("q");
        lobby.wait_for("Your games", WAIT);
    }

    // Full: it starts. Round 1 is played over ssh.
    let mut met = HashSet::new();
    let mut pair = |games: &[(String, String)], round: u32| {
        for (w, b) in games {
            let key = (w.clone().min(b.clone()), w.clone().max(b.clone()));
            assert!(met.insert(key), "{w} and {b} paired again in round {round}");
        }
    };
    let first = play_round(&dir, &mut lobbies, 1);
    pair(&first, 1);

    // Round 2 is paired and served; the server is killed (SIGKILL) mid-tournament.
    let second = round_games(&dir, 2);
    drop(lobbies);
    drop(served);
    let served = Served::start_with(&dir, &["--authorized-keys", &file]);
    let mut lobbies = come_in(&served, &keys);
    // The same round, the same games, served again from their saves.
    assert_eq!(play_round(&dir, &mut lobbies, 2), second);
    pair(&second, 2);
    let third = play_round(&dir, &mut lobbies, 3);
    pair(&third, 3);

    // Finished after three rounds; the standings are on the page, with their tiebreaks.
    let start = Instant::now();
    loop {
        let rows = Club::open(&dir).unwrap().tournaments().unwrap();
        if rows[0].finished {
            assert_eq!(rows[0].round, 3);
            break;
        }
        assert!(start.elapsed() < WAIT, "not finished: {rows:?}");
        std::thread::sleep(Duration::from_millis(200));
    }
    let ann = lobbies.get_mut("ann").unwrap();
    ann.send("T");
    ann.wait_for("finished", WAIT);
    ann.send("\r");
    let screen = ann.wait_for("Buchholz", WAIT);
    assert!(screen.contains("Round 3"), "{screen}");
}
