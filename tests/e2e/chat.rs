//! The lobby's room over the real OpenSSH client (#42): what one member types reaches the
//! other's screen with its escape codes escaped — no raw control byte of a message reaches
//! a terminal, checked in the bytes — a sixth message in ten seconds is refused with a
//! sentence, and the server's log holds none of their words.

use std::time::Duration;

use hive::club::Club;

use super::lobby::{keygen, member};
use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT, fresh_data_dir};

/// A lobby listing the keys of `names`, made in `keys`: the server and each key's path.
fn lobby_of_all(keys: &std::path::Path, names: &[&str]) -> (Served, std::path::PathBuf) {
    let mut listed = String::new();
    for name in names {
        listed.push_str(&keygen(&keys.join(name), name));
    }
    let file = keys.join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let dir = fresh_data_dir();
    let file = file.display().to_string();
    let log = dir.join("serve.log").display().to_string();
    let served = Served::start_with(&dir, &["--authorized-keys", &file, "--log", &log]);
    (served, dir)
}

/// `name`'s lobby, open at the room.
fn in_the_room(served: &Served, keys: &std::path::Path, name: &str) -> Tui {
    let mut screen = member(served, &keys.join(name));
    screen.wait_for(&format!("hive · lobby · {name}"), WAIT);
    screen.wait_for("t talk", WAIT);
    screen.send("t");
    screen.wait_for("The lobby's room", WAIT);
    screen
}

#[test]
fn a_lobby_message_with_escape_codes_arrives_escaped_and_a_flood_is_refused() {
    if !have_ssh("a_lobby_message_with_escape_codes_arrives_escaped_and_a_flood_is_refused") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, dir) = lobby_of_all(keys.path(), &["alice", "bob"]);
    let mut alice = in_the_room(&served, keys.path(), "alice");
    let mut bob = in_the_room(&served, keys.path(), "bob");

    // Alice types a colour code, a bell and a C1 control (CSI as UTF-8) over ssh.
    alice.send("hiya \x1b[31mred\x07 \u{9b}2J finito\r");
    let seen = bob.wait_for("finito", WAIT);
    // The decoder read the colour code as a key sequence and the bell as Ctrl-G (neither
    // typed); the C1 control came as a character, and is shown escaped.
    assert!(seen.contains(r"alice: hiya red \u{9b}2J finito"), "{seen}");
    // A message kept with raw ESC [31m and BEL (as the club holds what was typed) is
    // drawn escaped on Bob's screen.
    {
        let mut club = Club::open(&dir).unwrap();
        let id = club.member_by_name("alice").unwrap().unwrap().id;
        let now = jiff::Timestamp::now().as_millisecond();
        club.say(id, "\x1b[31mred alert\x07 over", now)
            .unwrap()
            .unwrap();
    }
    let seen = bob.wait_for("red alert", WAIT);
    assert!(seen.contains(r"alice: \e[31mred alert\u{7} over"), "{seen}");
    let raw = bob.raw();
    for sent in [&b"\x1b[31mred"[..], b"\x07", "\u{9b}".as_bytes()] {
        assert!(
            !raw.windows(sent.len()).any(|w| w == sent),
            "a raw {sent:?} reached Bob's terminal"
        );
    }

    // Bob sends six in a row: the sixth is refused, in a sentence, and never shown.
    bob.send("one\rtwo\rthree\rfour\rfive\rsix\r");
    bob.wait_for("At most 5 messages in 10 seconds", WAIT);
    let seen = alice.wait_for("bob: five", WAIT);
    std::thread::sleep(Duration::from_millis(1500));
    let seen = format!("{seen}{}", alice.screen());
    assert!(!seen.contains("bob: six"), "{seen}");
    // The server logged the members coming in, and not one word they said.
    let log = std::fs::read_to_string(dir.join("serve.log")).unwrap();
    assert!(log.contains("joined"), "{log}");
    for said in ["hiya", "finito", "red alert", "five", "six"] {
        assert!(!log.contains(said), "{said:?} in the log:\n{log}");
    }
}
