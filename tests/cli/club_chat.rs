//! `hive club chat` at the host's terminal: the lobby's room listed with its numbers (a
//! member's escape codes escaped, as lines and as JSON), and a message removed so that
//! the lobby no longer shows it.

use std::net::{IpAddr, Ipv4Addr};

use hive::club::Club;

use crate::common::cli::{run, text};

const HOME: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1));

#[test]
fn the_host_lists_the_room_and_removes_a_message() {
    let data = tempfile::tempdir().unwrap();
    let (spam, kept) = {
        let mut club = Club::open(data.path()).unwrap();
        let ann = club
            .sign_up("SHA256:ann", "Ann", HOME, 9, 1)
            .unwrap()
            .unwrap();
        let bob = club
            .sign_up("SHA256:bob", "Bob", HOME, 9, 2)
            .unwrap()
            .unwrap();
        let spam = club
            .say(ann.id, "\x1b]0;pwned\x07buy now", 1_000)
            .unwrap()
            .unwrap();
        let kept = club.say(bob.id, "hello Ann", 2_000).unwrap().unwrap();
        (spam, kept)
    };
    let out = run(&["club", "chat"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!out.stdout.contains(&0x1b) && !out.stdout.contains(&0x07));
    let listed = text(&out.stdout);
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines.len(), 2, "{listed}");
    assert!(
        lines[0].trim_start().starts_with(&spam.to_string()),
        "{listed}"
    );
    assert!(
        lines[0].ends_with(r"Ann: \e]0;pwned\u{7}buy now"),
        "{listed}"
    );
    assert!(lines[1].ends_with("Bob: hello Ann"), "{listed}");
    let out = run(&["club", "chat", "--json"], data.path());
    assert!(!out.stdout.contains(&0x1b), "{}", text(&out.stdout));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json[0]["id"], spam);
    assert_eq!(json[0]["text"], "\x1b]0;pwned\x07buy now");
    assert_eq!(json[1]["name"], "Bob");

    // Removed: gone from the list and from what the lobby shows; a second time, refused.
    let id = spam.to_string();
    let out = run(&["club", "chat", "remove", &id], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("removed"));
    let listed = text(&run(&["club", "chat"], data.path()).stdout);
    assert_eq!(listed.lines().count(), 1, "{listed}");
    let room = Club::open(data.path()).unwrap().room(None, 0, 10).unwrap();
    assert_eq!(room.iter().map(|m| m.id).collect::<Vec<_>>(), [kept]);
    let out = run(&["club", "chat", "remove", &id], data.path());
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains(&format!("no message {id}")),
        "{}",
        text(&out.stderr)
    );
}
