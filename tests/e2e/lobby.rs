//! `hive serve --authorized-keys`: the lobby, with the real OpenSSH client and real keys. A
//! listed key makes a game and gets the invite line, a guest takes the other seat with it,
//! the member sits at their own seat from the lobby and comes back to it; a key not listed,
//! or no key, gets nothing; another member sees none of the first one's games.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT, fresh_data_dir};

/// A new Ed25519 key pair at `path` (and `path`.pub), made by ssh-keygen.
pub(super) fn keygen(path: &Path, comment: &str) -> String {
    let status = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", comment, "-f"])
        .arg(path)
        .status()
        .expect("run ssh-keygen");
    assert!(status.success());
    std::fs::read_to_string(path.with_extension("pub")).unwrap()
}

/// `ssh`'s options to log in with the key at `key` and no other.
pub(super) fn with_key(key: &Path) -> Vec<String> {
    [
        "-i",
        &key.display().to_string(),
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "IdentityAgent=none",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// The lobby's `ssh` with the key at `key`, on a terminal of 80×24.
pub(super) fn member(served: &Served, key: &Path) -> Tui {
    member_on(served, key, None)
}

/// [`member`] on a terminal of the kind `term` (`dumb`), or the tester's own.
pub(super) fn member_on(served: &Served, key: &Path, term: Option<&str>) -> Tui {
    let mut extra = with_key(key);
    extra.push("-t".into());
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let args = served.ssh_args("lobby", &extra);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match term {
        Some(term) => Tui::start_program_with_env("ssh", &args, 80, 24, &[("TERM", term)]),
        None => Tui::start_program("ssh", &args, 80, 24),
    }
}

/// A server whose lobby lists one key, `name`'s, made in `keys` (`extra`: more options):
/// the server, and the key's path.
pub(super) fn lobby_of(keys: &Path, name: &str, extra: &[&str]) -> (Served, PathBuf) {
    let key = keys.join(name);
    let file = keys.join("authorized_keys");
    std::fs::write(&file, keygen(&key, name)).unwrap();
    let file = file.display().to_string();
    let mut args = vec!["--authorized-keys", file.as_str()];
    args.extend_from_slice(extra);
    (Served::start_with(&fresh_data_dir(), &args), key)
}

#[test]
fn a_member_makes_a_game_invites_a_guest_and_sits_at_it_again() {
    if !have_ssh("a_member_makes_a_game_invites_a_guest_and_sits_at_it_again") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let alice = keys.path().join("alice");
    let bob = keys.path().join("bob");
    let stranger = keys.path().join("stranger");
    let listed = format!(
        "# the lobby\n{}{}",
        keygen(&alice, "alice"),
        keygen(&bob, "bob")
    );
    keygen(&stranger, "stranger");
    let file = keys.path().join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let file = file.display().to_string();
    let served = Served::start_with(&fresh_data_dir(), &["--authorized-keys", &file]);

    // Alice comes in, makes a game (Base+MLP, she plays Black) and gets the invite lines.
    let mut lobby = member(&served, &alice);
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.wait_for("None yet", WAIT);
    lobby.send("n");
    lobby.wait_for("A new game", WAIT);
    lobby.send("b");
    lobby.wait_for("You play:   ◀ Black ▶", WAIT);
    lobby.send("\r");
    let screen = lobby.wait_for("White plays:", WAIT);
    let codes = codes_on(&screen, served.port);
    assert_eq!(codes.len(), 2, "White's and a watcher's:\n{screen}");
    let (white, watch) = (codes[0].clone(), codes[1].clone());

    // The guest takes White with the code and plays the first move.
    let mut guest = served.guest(&white, 80, 24);
    guest.wait_for("you play White", WAIT);
    guest.type_move(1, "wS1");
    let watcher = served.guest(&watch, 80, 24);
    watcher.wait_for("you are watching", WAIT);

    // Alice sits at her seat from the invite page and answers.
    lobby.send("\r");
    lobby.wait_for("you play Black", WAIT);
    lobby.wait_for("1. wS1", WAIT);
    lobby.type_move(2, "bS1 wS1-");
    guest.wait_for("2. bS1 wS1-", WAIT);
    watcher.wait_for("2. bS1 wS1-", WAIT);
    // Out of her game, she is back in the lobby, and the game is listed.
    lobby.send("q");
    lobby.wait_for("Quit this game?", WAIT);
    lobby.send("y");
    lobby.wait_for("Your games (all games on this server: 1, at most", WAIT);
    lobby.wait_for("you: Black  2 plies", WAIT);
    lobby.wait_for("opponent here", WAIT);

    // Bob, another member, sees none of Alice's games.
    let bob_lobby = member(&served, &bob);
    bob_lobby.wait_for("hive · lobby · bob", WAIT);
    bob_lobby.wait_for("None yet", WAIT);
    // The count in his heading is the server's, said so: not one game of his.
    bob_lobby.wait_for("Your games (all games on this server: 1, at most", WAIT);

    // A key not listed, and no key at all, get nothing but a refusal.
    for extra in [
        with_key(&stranger),
        vec!["-o".to_string(), "PubkeyAuthentication=no".to_string()],
    ] {
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        let out = served.ssh_output("lobby", &extra);
        assert!(!out.status.success());
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains("Permission denied"), "{said}");
        assert!(out.stdout.is_empty());
    }

    // Alice leaves; her game is saved with both moves.
    // Leaving is asked first (a stray Esc would have disconnected her).
    lobby.send("\x1b");
    lobby.wait_for("Leave the lobby?", WAIT);
    lobby.send("y");
    assert!(lobby.wait_exit(WAIT).success());
    let saves = served.saves();
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(saves[0].contains("wS1;bS1 wS1-"), "{}", saves[0]);
    drop((guest, watcher));

    // The server dies; started again on the same data, her game is in her list again,
    // where she sits and goes on with it.
    let data = served.data_dir.clone();
    drop(served);
    let served = Served::start_with(&data, &["--authorized-keys", &file]);
    let mut lobby = member(&served, &alice);
    lobby.wait_for("you: Black  2 plies", WAIT);
    lobby.send("\r");
    lobby.wait_for("you play Black", WAIT);
    lobby.wait_for("2. bS1 wS1-", WAIT);
}

/// The `ssh … CODE@host` lines on `screen`: each code, in the order shown.
pub(super) fn codes_on(screen: &str, port: u16) -> Vec<String> {
    let prefix = format!("ssh -p {port} ");
    screen
        .lines()
        .filter_map(|l| l.split_once(&prefix).map(|(_, rest)| rest.to_string()))
        .map(|rest| rest.split('@').next().unwrap().trim().to_string())
        .collect()
}

#[test]
fn a_lobby_game_has_the_servers_clock_new_codes_on_demand_and_can_be_closed() {
    let test = "a_lobby_game_has_the_servers_clock_new_codes_on_demand_and_can_be_closed";
    if !have_ssh(test) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let alice = keys.path().join("alice");
    let file = keys.path().join("authorized_keys");
    std::fs::write(&file, keygen(&alice, "alice")).unwrap();
    let file = file.display().to_string();
    let served = Served::start_with(
        &fresh_data_dir(),
        &["--authorized-keys", &file, "--clock", "0:30+0"],
    );

    // A new game starts on the server's clock; Alice plays White.
    let mut lobby = member(&served, &alice);
    lobby.wait_for("None yet", WAIT);
    lobby.send("n");
    lobby.wait_for("Clock:      ◀ 0:30+0 ▶", WAIT);
    lobby.send("\r");
    let screen = lobby.wait_for("Black plays:", WAIT);
    assert!(screen.contains("0:30+0 · you play White"), "{screen}");
    let old = codes_on(&screen, served.port);
    assert_eq!(old.len(), 2, "Black's and a watcher's:\n{screen}");
    let mut guest = served.guest(&old[0], 80, 24);
    guest.wait_for("you play Black", WAIT);
    let mut watcher = served.guest(&old[1], 80, 24);
    watcher.wait_for("you are watching", WAIT);

    // New codes: those who came in with the old ones are sent out and told why, the old
    // codes are refused, and the new ones let in.
    lobby.send("r");
    lobby.wait_for("New codes for this game?", WAIT);
    lobby.send("y");
    for screen in [&mut guest, &mut watcher] {
        screen.wait_for("gave it new codes", WAIT);
        assert!(!screen.wait_exit(WAIT).success());
    }
    let screen = lobby.wait_for("New codes: the old lines no longer work.", WAIT);
    let new = codes_on(&screen, served.port);
    assert_eq!(new.len(), 2, "{screen}");
    assert!(new.iter().all(|code| !old.contains(code)), "{screen}");
    for code in &old {
        let out = served.ssh_output(code, &[]);
        assert!(!out.status.success());
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains("Permission denied"), "{said}");
    }
    let mut guest = served.guest(&new[0], 80, 24);
    guest.wait_for("you play Black", WAIT);

    // Alice sits down and plays; the guest answers; both see the clock.
    lobby.send("\r");
    lobby.wait_for("you play White", WAIT);
    lobby.type_move(1, "wS1");
    guest.wait_for("1. wS1", WAIT);
    guest.type_move(2, "bS1 wS1-");
    lobby.wait_for("2. bS1 wS1-", WAIT);
    lobby.send("q");
    lobby.wait_for("Quit this game?", WAIT);
    lobby.send("y");
    lobby.wait_for("0:30+0  you: White  2 plies", WAIT);

    // Closed: the guest is sent out, its codes are refused, and the save stays, on its
    // clock, with both moves.
    lobby.send("x");
    lobby.wait_for("Close this game?", WAIT);
    lobby.send("y");
    guest.wait_for("The game's owner closed it.", WAIT);
    assert!(!guest.wait_exit(WAIT).success());
    lobby.wait_for("Closed; its codes no longer work.", WAIT);
    lobby.wait_for("None yet", WAIT);
    let out = served.ssh_output(&new[1], &[]);
    assert!(!out.status.success());
    // Leaving is asked first (a stray Esc would have disconnected her).
    lobby.send("\x1b");
    lobby.wait_for("Leave the lobby?", WAIT);
    lobby.send("y");
    assert!(lobby.wait_exit(WAIT).success());
    let saves = served.saves();
    assert_eq!(saves.len(), 1, "{saves:?}");
    let (record, game) = hive::record::json::read(Path::new("save"), &saves[0]).unwrap();
    assert_eq!(game.move_strings().collect::<Vec<_>>(), ["wS1", "bS1 wS1-"]);
    assert_eq!(
        record.clock.map(|c| c.control.to_string()).as_deref(),
        Some("0:30+0")
    );
}
