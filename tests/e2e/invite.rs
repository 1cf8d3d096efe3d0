//! `hive play --invite` end to end: the host plays in a terminal of their own (a local
//! pseudo-terminal), the guest and a watcher with the real OpenSSH client, each in a
//! pseudo-terminal, with the `ssh` lines read off the host's screen as a host would read
//! them.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::door::key_pair;
use crate::pty::{Tui, WAIT, fresh_data_dir};
use crate::serve::have_ssh;

/// A game won on the board in 11 plies (the Black Queen surrounded), under the rulebook's
/// opening that `--invite` plays by default: White's moves on odd plies, Black's on even.
/// Each move is written as the game's move list writes it (a destination has several
/// names; the list names the first piece it finds beside it).
pub(crate) const WON: [&str; 11] = [
    "wS1",
    "bQ wS1-",
    "wQ -wS1",
    "bS1 bQ/",
    "wA1 /wQ",
    r"bS2 bS1\",
    r"wA2 \wQ",
    r"bG1 bQ\",
    "wA2 -bS1",
    "bG2 bS2/",
    r"wA1 wS1\",
];

/// A host playing White at an 80×24 terminal, and what their screen shows to pass on.
pub(crate) struct Hosting {
    pub(crate) host: Tui,
    data_dir: PathBuf,
    port: u16,
    /// Black's code, as the host's screen shows it.
    pub(crate) black: String,
    /// The watchers' code.
    watch: String,
}

/// How a guest's `ssh` logs in: with no key at all, or with this private key only.
#[derive(Clone, Copy)]
pub(crate) enum Key<'a> {
    None,
    File(&'a Path),
}

impl Hosting {
    /// `hive play --invite` on a free port of 127.0.0.1, without colours.
    pub(crate) fn start() -> Hosting {
        Hosting::start_with(&[])
    }

    /// [`Hosting::start`] with more arguments for `hive play`.
    fn start_with(extra: &[&str]) -> Hosting {
        let data_dir = fresh_data_dir();
        let mut args = vec!["play", "--invite", "--listen", "127.0.0.1:0"];
        args.extend(extra);
        let host = Tui::start_in(&data_dir, &args, 80, 24, false);
        let screen = host.wait_for("To watch:", WAIT);
        let (port, black) = invite_line(&screen, "Black joins with:");
        let (watch_port, watch) = invite_line(&screen, "To watch:");
        assert_eq!(port, watch_port);
        Hosting {
            host,
            data_dir,
            port,
            black,
            watch,
        }
    }

    /// A guest with `code` at a `cols`×`rows` terminal, logging in as `key` says.
    pub(crate) fn guest(&self, code: &str, key: Key<'_>) -> Tui {
        self.guest_with_env(code, key, &[])
    }

    /// [`Hosting::guest`] whose `ssh` has `env` set and sends it (`SendEnv`), as OpenSSH's
    /// default configuration on Debian and Ubuntu sends `LANG` and `LC_*`.
    fn guest_with_env(&self, code: &str, key: Key<'_>, env: &[(&str, &str)]) -> Tui {
        let port = self.port.to_string();
        let target = format!("{code}@127.0.0.1");
        let mut args = vec![
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
            "-o",
            "LogLevel=ERROR",
            "-F",
            "/dev/null",
            // Never the keys of whoever runs the tests: each guest's key is the test's.
            "-o",
            "IdentitiesOnly=yes",
            "-o",
            "IdentityAgent=none",
        ];
        let identity;
        match key {
            Key::None => args.extend(["-o", "PubkeyAuthentication=no"]),
            Key::File(path) => {
                identity = path.to_string_lossy().into_owned();
                args.extend(["-i", identity.as_str()]);
            }
        }
        let send: Vec<String> = env
            .iter()
            .map(|(name, _)| format!("SendEnv={name}"))
            .collect();
        for option in &send {
            args.extend(["-o", option.as_str()]);
        }
        args.extend(["-p", port.as_str(), target.as_str(), "-t"]);
        Tui::start_program_with_env("ssh", &args, 80, 24, env)
    }

    /// The game's save.
    pub(crate) fn save(&self) -> String {
        let games = self.data_dir.join("games");
        let saves: Vec<String> = std::fs::read_dir(&games)
            .expect("the games folder")
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .filter_map(|p| std::fs::read_to_string(p).ok())
            .collect();
        assert_eq!(saves.len(), 1, "{saves:?}");
        saves.into_iter().next().unwrap_or_default()
    }
}

/// The port and code of the `ssh` line under `label` on the host's `screen` (each label's
/// line is followed by its ssh line, inside the box over the board).
fn invite_line(screen: &str, label: &str) -> (u16, String) {
    let mut rows = screen.lines().skip_while(|l| !l.contains(label)).skip(1);
    let row = rows.next().unwrap_or_default();
    let at = row.find("ssh -p ").unwrap_or_else(|| panic!("{screen}"));
    let words: Vec<&str> = row[at..].split_whitespace().collect();
    let port = words[2].parse().unwrap_or_else(|_| panic!("{screen}"));
    let user_host = words[3].trim_end_matches('│');
    let (user, host) = user_host.split_once('@').expect("user@host");
    assert_eq!(host, "127.0.0.1", "{screen}");
    (port, user.to_string())
}

/// Kills a guest's `ssh` outright, as a dropped connection or a closed laptop does.
fn kill_ssh(guest: &mut Tui) {
    let pid = guest.child.process_id().expect("ssh's process id");
    let status = Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .expect("run kill");
    assert!(status.success());
    guest.wait_exit(WAIT);
}

/// Plays ply `ply` (from 1) of [`WON`] at `mover`'s terminal and waits until `other` shows
/// it too (the room saved it and told every screen).
fn play(mover: &mut Tui, others: &mut [&mut Tui], ply: usize) {
    let text = WON[ply - 1];
    mover.type_move(ply, text);
    for other in others.iter_mut() {
        other.wait_for(&format!("{ply:>3}. {text}"), WAIT);
    }
}

#[test]
fn host_and_guest_play_a_whole_game_to_its_end() {
    if !have_ssh("host_and_guest_play_a_whole_game_to_its_end") {
        return;
    }
    let mut hosting = Hosting::start();
    // The host sees the invitations in the game, and is told whose seat waits (waited
    // for: the invitations may be drawn a frame before the status line under load).
    hosting.host.wait_for("you play White", WAIT);
    let mut guest = hosting.guest(&hosting.black.clone(), Key::None);
    guest.wait_for("you play Black", WAIT);
    // The guest is here: the box of invitations gives the board back.
    hosting.host.wait_for("Black is here", WAIT);
    hosting.host.wait_gone("Black joins with:", WAIT);
    let mut watcher = hosting.guest(&hosting.watch.clone(), Key::None);
    watcher.wait_for("you are watching", WAIT);
    // The whole game, each side at its own terminal; every screen follows.
    for ply in 1..=WON.len() {
        let (mover, other) = if ply % 2 == 1 {
            (&mut hosting.host, &mut guest)
        } else {
            (&mut guest, &mut hosting.host)
        };
        play(mover, &mut [other, &mut watcher], ply);
    }
    for screen in [&hosting.host, &guest, &watcher] {
        screen.wait_for("Game over. White", WAIT);
        screen.wait_for("wins", WAIT);
    }
    let save = hosting.save();
    // The save is JSON: a backslash is written doubled.
    let moves = WON.join(";").replace('\\', "\\\\");
    assert!(save.contains(&moves), "{save}");
    assert!(save.contains("\"WhiteWins\""), "{save}");
    // The keys help keeps the invitations for the host.
    hosting.host.send("?");
    hosting.host.wait_for("Invitations", WAIT);
    hosting.host.send("\x1b");
    hosting.host.wait_gone("Invitations", WAIT);
    // The host leaves: the guests are told the game is saved, and the host's terminal
    // gets no ssh lines (their codes died with the server), nor how to go on with a game
    // that is over (a tester was told to).
    hosting.host.send("q");
    hosting.host.wait_for("Quit this game?", WAIT);
    hosting.host.send("y");
    let status = hosting.host.wait_exit(WAIT);
    assert!(status.success(), "{status:?}\n{}", hosting.host.framed());
    let after = hosting.host.screen();
    assert!(
        !after.contains("@127.0.0.1") && !after.contains("Black joins with:"),
        "{after}"
    );
    assert!(after.contains("it is saved in"), "{after}");
    assert!(!after.contains("hive play "), "{after}");
    for screen in [&mut guest, &mut watcher] {
        screen.wait_for("The host stopped the server; your game is saved.", WAIT);
        screen.wait_exit(WAIT);
    }
}

#[test]
fn a_guest_whose_connection_drops_comes_back_to_the_game_as_it_stands() {
    if !have_ssh("a_guest_whose_connection_drops_comes_back_to_the_game_as_it_stands") {
        return;
    }
    let mut hosting = Hosting::start();
    let code = hosting.black.clone();
    let mut guest = hosting.guest(&code, Key::None);
    guest.wait_for("you play Black", WAIT);
    play(&mut hosting.host, &mut [&mut guest], 1);
    play(&mut guest, &mut [&mut hosting.host], 2);
    // The connection is gone mid-game: the host is told, and the invitation shows again.
    kill_ssh(&mut guest);
    hosting.host.wait_for("Black left", WAIT);
    hosting.host.wait_for("Black joins with:", WAIT);
    // The host plays on meanwhile.
    play(&mut hosting.host, &mut [], 3);
    // The same code again: the guest lands in the game as it stands, on their turn.
    let mut back = hosting.guest(&code, Key::None);
    back.wait_for("you play Black", WAIT);
    back.wait_for(&format!("  3. {}", WON[2]), WAIT);
    back.wait_for("Black to move", WAIT);
    hosting.host.wait_for("Black is here", WAIT);
    play(&mut back, &mut [&mut hosting.host], 4);
    let save = hosting.save();
    assert!(save.contains("wS1;bQ wS1-;wQ -wS1;bS1 bQ/"), "{save}");
}

#[test]
fn a_seat_taken_with_a_key_refuses_another_key() {
    if !have_ssh("a_seat_taken_with_a_key_refuses_another_key") {
        return;
    }
    let keys = fresh_data_dir();
    let mine = key_pair(&keys, "guest");
    let theirs = key_pair(&keys, "someone-else");
    let mut hosting = Hosting::start();
    let code = hosting.black.clone();
    let mut guest = hosting.guest(&code, Key::File(&mine));
    guest.wait_for("you play Black", WAIT);
    play(&mut hosting.host, &mut [&mut guest], 1);
    // The guest's connection drops; the seat is free, but it is the key's.
    kill_ssh(&mut guest);
    hosting.host.wait_for("Black left", WAIT);
    for key in [Key::File(&theirs), Key::None] {
        let mut other = hosting.guest(&code, key);
        let status = other.wait_exit(WAIT);
        assert!(!status.success(), "{}", other.framed());
        let screen = other.screen();
        assert!(screen.contains("Permission denied"), "{screen}");
        assert!(!screen.contains("you play"), "{screen}");
    }
    // Nothing was played by them, and the guest with their own key comes back.
    let mut back = hosting.guest(&code, Key::File(&mine));
    back.wait_for("you play Black", WAIT);
    play(&mut back, &mut [&mut hosting.host], 2);
    let save = hosting.save();
    assert!(save.contains("wS1;bQ wS1-"), "{save}");
}

#[test]
fn a_guests_flag_falls_on_the_hosts_clock_for_every_screen_and_the_save() {
    if !have_ssh("a_guests_flag_falls_on_the_hosts_clock_for_every_screen_and_the_save") {
        return;
    }
    let mut hosting = Hosting::start_with(&["--clock", "0:03+0"]);
    let mut guest = hosting.guest(&hosting.black.clone(), Key::None);
    guest.wait_for("you play Black", WAIT);
    hosting.host.wait_for("Black is here", WAIT);
    // Both players are here: the clock runs for White, on both screens.
    hosting.host.wait_for("▶", WAIT);
    guest.wait_for("▶", WAIT);
    play(&mut hosting.host, &mut [&mut guest], 1);
    // Black does not move: their flag falls with nobody typing, and every screen says so.
    for screen in [&hosting.host, &guest] {
        screen.wait_for("ran out of time", WAIT);
        screen.wait_for("time up", WAIT);
    }
    let save = hosting.save();
    assert!(save.contains("black-timed-out"), "{save}");
    // The clocks are in the save: the control, and White's time left after its move.
    assert!(
        save.contains("\"clock\"") && save.contains("0:03+0"),
        "{save}"
    );
    // A shared game's clock can't be paused.
    guest.send("T");
    guest.wait_for("can't be paused", WAIT);
    hosting.host.send("q");
    hosting.host.wait_for("Quit this game?", WAIT);
    hosting.host.send("y");
    hosting.host.wait_exit(WAIT);
    guest.wait_exit(WAIT);
}

#[test]
fn the_host_gives_new_codes_and_the_guest_with_the_old_one_is_sent_out() {
    if !have_ssh("the_host_gives_new_codes_and_the_guest_with_the_old_one_is_sent_out") {
        return;
    }
    let mut hosting = Hosting::start();
    let old = hosting.black.clone();
    let mut guest = hosting.guest(&old, Key::None);
    guest.wait_for("you play Black", WAIT);
    play(&mut hosting.host, &mut [&mut guest], 1);
    play(&mut guest, &mut [&mut hosting.host], 2);

    // `I`, asked first: the guest is sent out and told why, and the host's screen shows
    // the new lines while Black's seat waits.
    hosting.host.send("I");
    hosting.host.wait_for("New codes for the guests?", WAIT);
    hosting.host.send("y");
    guest.wait_for("The host gave this game new codes", WAIT);
    assert!(!guest.wait_exit(WAIT).success());
    let screen = hosting.host.wait_for("Black joins with:", WAIT);
    let (port, new) = invite_line(&screen, "Black joins with:");
    let (_, watch) = invite_line(&screen, "To watch:");
    assert_eq!(port, hosting.port);
    assert_ne!(new, old);
    assert_ne!(watch, hosting.watch);

    // The old code is refused; the new one seats Black in the game as it stands.
    let mut refused = hosting.guest(&old, Key::None);
    assert!(!refused.wait_exit(WAIT).success());
    assert!(
        refused.screen().contains("Permission denied"),
        "{}",
        refused.screen()
    );
    let mut back = hosting.guest(&new, Key::None);
    back.wait_for("you play Black", WAIT);
    back.wait_for(&format!("  2. {}", WON[1]), WAIT);
    play(&mut hosting.host, &mut [&mut back], 3);
}

#[test]
fn a_guest_reads_the_language_their_ssh_sends_while_the_host_reads_english() {
    if !have_ssh("a_guest_reads_the_language_their_ssh_sends_while_the_host_reads_english") {
        return;
    }
    let mut hosting = Hosting::start();
    let russian = [("LANG", "ru_RU.UTF-8")];
    let mut guest = hosting.guest_with_env(&hosting.black.clone(), Key::None, &russian);
    // The guest's hands are titled in Russian; the host's stay English.
    guest.wait_for("Чёрные", WAIT);
    hosting.host.wait_for("Black is here", WAIT);
    // A move refused on the guest's screen is refused in Russian, the piece in notation.
    play(&mut hosting.host, &mut [&mut guest], 1);
    guest.send(":wQ wS1-\r");
    let screen = guest.wait_for("невозможен", WAIT);
    assert!(
        screen.contains("wQ") && !screen.contains("illegal"),
        "{screen}"
    );
    let host = hosting.host.screen();
    assert!(host.contains("White") && !host.contains("Белые"), "{host}");
    // Its farewell too, when the host stops.
    hosting.host.send("q");
    hosting.host.wait_for("Quit this game?", WAIT);
    hosting.host.send("y");
    hosting.host.wait_exit(WAIT);
    guest.wait_for("Хозяин остановил сервер", WAIT);
    guest.wait_exit(WAIT);
}
