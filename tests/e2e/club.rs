//! The club in `hive serve`, with the real OpenSSH client and real keys: the server's log
//! (joins, a failed login with its address, a game's start and end, never a code), two
//! members' rated game whose ratings move as Glicko-2 says (shown in the lobby, its
//! leaderboard and the member's own page), and an open lobby where a new key signs up by
//! name and a banned one is turned away.

use std::path::Path;
use std::time::{Duration, Instant};

use hive::club::{Club, Pool};
use hive::rating::{Rating, Score, after_game};

use super::lobby::{codes_on, keygen, member, with_key};
use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT, fresh_data_dir};

/// The text of the log at `path` once it holds `what` (within `WAIT`).
fn log_with(path: &Path, what: &str) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.contains(what) {
            return text;
        }
        assert!(start.elapsed() < WAIT, "no {what:?} in the log:\n{text}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The guest at `user` (a code) with the key at `key`.
fn keyed_guest(served: &Served, user: &str, key: &Path) -> Tui {
    let mut extra = with_key(key);
    extra.push("-t".into());
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let args = served.ssh_args(user, &extra);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    Tui::start_program("ssh", &args, 80, 24)
}

/// Resigns the game on `screen` (R, then y).
pub(super) fn resign(screen: &mut Tui) {
    screen.send("R");
    screen.wait_for("y resigns", WAIT);
    screen.send("y");
}

#[test]
fn the_log_has_joins_failed_logins_and_games_but_never_a_code() {
    if !have_ssh("the_log_has_joins_failed_logins_and_games_but_never_a_code") {
        return;
    }
    let dir = fresh_data_dir();
    let log = dir.join("serve.log");
    let log_arg = log.display().to_string();
    let served = Served::start_with(&dir, &["--log", &log_arg]);

    // A wrong code: refused, and logged with the address (not the code tried).
    let wrong = super::serve::wrong(&served.code);
    let out = served.ssh_output(&wrong, &[]);
    assert!(!out.status.success());

    // Both players come in; White plays, Black resigns.
    let mut white = served.guest(&served.code, 80, 24);
    white.wait_for("you play White", WAIT);
    let mut black = served.guest(&served.black, 80, 24);
    black.wait_for("you play Black", WAIT);
    white.type_move(1, "wS1");
    black.wait_for("1. wS1", WAIT);
    resign(&mut black);
    white.wait_for("resigned", WAIT);

    let text = log_with(&log, "game ended");
    assert!(text.contains("failed login"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("failed login") && l.contains("127.0.0.1")),
        "{text}"
    );
    assert!(text.matches(" joined").count() >= 2, "{text}");
    assert!(text.contains("game started"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("game ended") && l.contains("1-0") && l.contains("resigned")),
        "{text}"
    );
    for code in [&served.code, &served.black, &served.watch, &wrong] {
        assert!(
            !text.to_uppercase().contains(&code.to_uppercase()),
            "a code in the log: {code}\n{text}"
        );
    }
}

/// Every member's rating in `pool`, by name, once `games` games are kept (within `WAIT`).
pub(super) fn ratings_after(dir: &Path, games: u32, pool: Pool) -> Vec<(String, Rating)> {
    let start = Instant::now();
    loop {
        let rows = Club::open(dir).unwrap().members().unwrap();
        let kept: u32 = rows.iter().map(|r| r.games).sum::<u32>() / 2;
        if kept >= games {
            return rows
                .iter()
                .map(|r| {
                    let rating = r
                        .ratings
                        .iter()
                        .find(|(p, _)| *p == pool)
                        .map_or(Rating::NEW, |(_, r)| r.glicko);
                    (r.member.name.clone(), rating)
                })
                .collect();
        }
        assert!(start.elapsed() < WAIT, "{games} games not kept: {rows:?}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn two_members_play_a_rated_game_and_both_ratings_move_as_glicko_2_says() {
    let test = "two_members_play_a_rated_game_and_both_ratings_move_as_glicko_2_says";
    if !have_ssh(test) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (alice, bob) = (keys.path().join("alice"), keys.path().join("bob"));
    // Bob's comment is no name the club takes: he is a member by its letters.
    let listed = format!("{}{}", keygen(&alice, "alice"), keygen(&bob, "bob@home"));
    let file = keys.path().join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let file = file.display().to_string();
    let dir = fresh_data_dir();
    // 5+3: 300 s + 40 × 3 s is a blitz game.
    let served = Served::start_with(&dir, &["--authorized-keys", &file, "--clock", "5+3"]);
    let before = ratings_after(&dir, 0, Pool::Blitz);
    let rating_of = |rows: &[(String, Rating)], name: &str| {
        rows.iter()
            .find(|(n, _)| n == name)
            .map(|(_, r)| *r)
            .unwrap_or_else(|| panic!("no member {name}: {rows:?}"))
    };

    // Alice makes a game (she plays White) and sees she has no rated game yet.
    let mut lobby = member(&served, &alice);
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.wait_for("No rated games yet", WAIT);
    lobby.send("n");
    lobby.wait_for("A new game", WAIT);
    lobby.send("\r");
    let screen = lobby.wait_for("Black plays:", WAIT);
    let codes = codes_on(&screen, served.port);

    // Bob takes Black with the code and his key; Alice sits down; he resigns after her move.
    let mut guest = keyed_guest(&served, &codes[0], &bob);
    guest.wait_for("you play Black", WAIT);
    lobby.send("\r");
    lobby.wait_for("you play White", WAIT);
    lobby.type_move(1, "wS1");
    guest.wait_for("1. wS1", WAIT);
    resign(&mut guest);
    lobby.wait_for("resigned", WAIT);

    // Both ratings moved by exactly what Glicko-2 (τ 0.75) gives from those before.
    let after = ratings_after(&dir, 1, Pool::Blitz);
    let (white, black) = after_game(
        rating_of(&before, "alice"),
        rating_of(&before, "bob"),
        Score::Win,
        0.75,
    );
    let close = |a: Rating, b: Rating| {
        (a.rating - b.rating).abs() < 1e-6
            && (a.deviation - b.deviation).abs() < 1e-6
            && (a.volatility - b.volatility).abs() < 1e-9
    };
    assert!(
        close(rating_of(&after, "alice"), white),
        "{after:?} {white:?}"
    );
    assert!(
        close(rating_of(&after, "bob"), black),
        "{after:?} {black:?}"
    );
    assert!(white.rating > 1500.0 && black.rating < 1500.0);

    // Back in the lobby, Alice sees her new (provisional) rating, and the leaderboard.
    lobby.send("q");
    lobby.wait_for("Quit this game?", WAIT);
    lobby.send("y");
    let shown = format!("Your ratings: blitz {:.0}?", white.rating);
    lobby.wait_for(&shown, WAIT);
    lobby.send("l");
    lobby.wait_for("Leaderboard: blitz", WAIT);
    lobby.wait_for("provisional", WAIT);
    // Her own page: her rating after the game, and her score against Bob.
    lobby.send("\x1b");
    lobby.wait_for("Your games", WAIT);
    lobby.send("m");
    lobby.wait_for("Your rating at blitz after each rated game", WAIT);
    let high = format!("highest {:.0}", white.rating);
    lobby.wait_for(&high, WAIT);
    lobby.wait_for("bob  1 – 0 – 0", WAIT);
}

#[test]
fn an_open_lobby_signs_a_new_key_up_by_name_and_turns_a_banned_one_away() {
    let test = "an_open_lobby_signs_a_new_key_up_by_name_and_turns_a_banned_one_away";
    if !have_ssh(test) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let carol = keys.path().join("carol");
    keygen(&carol, "whatever");
    let dir = fresh_data_dir();
    let log = dir.join("serve.log");
    let log_arg = log.display().to_string();
    let served = Served::start_with(&dir, &["--open", "--log", &log_arg]);

    // A second server on the same club is refused, saying why (a tester's second server
    // made the running tournament games anew).
    let second = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .args(["serve", "--open", "--listen", "127.0.0.1:0"])
        .env("HIVE_DATA_DIR", &dir)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(3), "{said}");
    assert!(said.contains("is served by another hive"), "{said}");

    // A key nobody listed comes in and is asked for a name; a reserved one is refused
    // with the reason, then hers is taken.
    let mut lobby = member(&served, &carol);
    lobby.wait_for("Welcome to the club", WAIT);
    lobby.send("host\r");
    lobby.wait_for("That name is kept for the server", WAIT);
    for _ in 0..4 {
        lobby.send("\x7f");
    }
    lobby.send("Carol\r");
    lobby.wait_for("hive · lobby · Carol", WAIT);
    lobby.send("q");
    lobby.send("y");
    assert!(lobby.wait_exit(WAIT).success());
    assert!(log_with(&log, "signed up").contains("Carol"));

    // The key is Carol from now on: no name asked again.
    let mut again = member(&served, &carol);
    again.wait_for("hive · lobby · Carol", WAIT);
    // Banned by the host while she is here, she is sent away with the door's sentence (a
    // tester's banned member went on chatting and seeking).
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .args(["club", "ban", "carol"])
        .env("HIVE_DATA_DIR", &dir)
        .status()
        .unwrap();
    assert!(status.success());
    again.wait_for("This key is banned from the club", WAIT);
    assert!(!again.wait_exit(WAIT).success());
    // The log names her too (a tester found every open club's member logged as "a new
    // key", coming and going): her first visit left as Carol, her second came as her.
    let text = log_with(&log, "who=Carol key=");
    let named = |what: &str| {
        text.lines()
            .any(|l| l.contains(what) && l.contains("who=Carol"))
    };
    assert!(named("joined the lobby") && named(" left "), "{text}");

    // Banned, her key is turned away at the door with a sentence.
    let mut banned = member(&served, &carol);
    banned.wait_for("This key is banned from the club", WAIT);
    assert!(!banned.wait_exit(WAIT).success());
    log_with(&log, "banned key refused");
}

/// A member chooses the lobby's language with F2 (on their own page, where it is named),
/// and the club keeps it: the next visit opens in it, whatever their ssh sends.
#[test]
fn a_member_chooses_a_language_and_the_club_keeps_it() {
    if !have_ssh("a_member_chooses_a_language_and_the_club_keeps_it") {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (served, alice) = super::lobby::lobby_of(keys.path(), "alice", &[]);
    let mut lobby = member(&served, &alice);
    lobby.wait_for("hive · lobby · alice", WAIT);
    lobby.send("m");
    lobby.wait_for("F2 language", WAIT);
    // F2 as an xterm sends it: after English comes Spanish (the languages by their tags).
    lobby.send("\x1bOQ");
    lobby.wait_for("hive · sala · alice", WAIT);
    // Back from her page to her games, and out.
    lobby.send("q");
    lobby.wait_for("Tus partidas", WAIT);
    lobby.send("q");
    lobby.send("y");
    assert!(lobby.wait_exit(WAIT).success());
    let mut again = member(&served, &alice);
    again.wait_for("hive · sala · alice", WAIT);
    // The server stopped, she is told so in her language too, not her ssh's (a tester's
    // Russian and Spanish members read these last words in English).
    served.signal(15);
    again.wait_for("El anfitrión paró el servidor", WAIT);
    again.wait_exit(WAIT);
}
