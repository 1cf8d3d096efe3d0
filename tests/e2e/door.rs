//! What a guest meets at the door of `hive serve`, with the real OpenSSH client: why a
//! login is refused, said in a sentence; a limit on failed logins that says so and never
//! keeps out a seat's own key; a seat taken back at once from a dead connection.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::pty::WAIT;
use crate::serve::{Served, have_ssh, wrong};

/// A fresh Ed25519 key pair in `dir`, named `name`; the private key's path.
pub(super) fn key_pair(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-C", name, "-f"])
        .arg(&path)
        .status()
        .expect("run ssh-keygen");
    assert!(made.success());
    path
}

/// `ssh`'s options to log in with `key` only (or none at all), never the tester's keys.
pub(super) fn key_options(key: Option<&Path>) -> Vec<String> {
    let mut args: Vec<String> = ["-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    match key {
        None => args.extend(["-o".into(), "PubkeyAuthentication=no".into()]),
        Some(path) => args.extend(["-i".into(), path.to_string_lossy().into_owned()]),
    }
    args
}

/// `ssh` as `user`, without a terminal, at its default log level (so that it shows what
/// the server says at the login), with `key` or none: its status and what it wrote.
pub(super) fn ssh_told(served: &Served, user: &str, key: Option<&Path>) -> Output {
    told_command(served, user, key).output().expect("run ssh")
}

/// The command of [`ssh_told`], to start.
fn told_command(served: &Served, user: &str, key: Option<&Path>) -> Command {
    let mut extra = key_options(key);
    extra.push("-T".into());
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let mut command = Command::new("ssh");
    command
        .args(served.ssh_args_logging(user, &extra, "INFO"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_wrong_code_and_a_seat_of_another_key_are_told_in_a_sentence() {
    if !have_ssh("a_wrong_code_and_a_seat_of_another_key_are_told_in_a_sentence") {
        return;
    }
    let served = Served::start();
    let told = ssh_told(&served, &wrong(&served.code), None);
    assert!(!told.status.success());
    let said = stderr(&told);
    assert!(said.contains("No game here has this code"), "{said}");
    // Nothing else was asked for.
    assert!(!said.contains("assword"), "{said}");

    // A seat taken with a key: without it, the guest is told whose seat it is.
    let dir = tempfile::tempdir().unwrap();
    let key = key_pair(dir.path(), "alice");
    let mut extra = key_options(Some(&key));
    extra.push("-t".into());
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let args = served.ssh_args(&served.black, &extra);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut alice = crate::pty::Tui::start_program("ssh", &args, 80, 24);
    alice.wait_for("you play Black", WAIT);
    alice.send("q");
    alice.wait_for("Quit this game?", WAIT);
    alice.send("y");
    alice.wait_exit(WAIT);
    let told = ssh_told(&served, &served.black, None);
    assert!(!told.status.success());
    let said = stderr(&told);
    assert!(
        said.contains("This seat belongs to the key that first took it"),
        "{said}"
    );
}

#[test]
fn failed_logins_lock_an_address_out_with_a_reason_but_never_a_seats_key() {
    if !have_ssh("failed_logins_lock_an_address_out_with_a_reason_but_never_a_seats_key") {
        return;
    }
    let served = Served::start();
    // Black's seat is taken with a key, and left.
    let dir = tempfile::tempdir().unwrap();
    let key = key_pair(dir.path(), "alice");
    let black_with_key = |served: &Served| {
        let mut extra = key_options(Some(&key));
        extra.push("-t".into());
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        let args = served.ssh_args(&served.black, &extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        crate::pty::Tui::start_program("ssh", &args, 80, 24)
    };
    let mut alice = black_with_key(&served);
    alice.wait_for("you play Black", WAIT);
    alice.send("q");
    alice.wait_for("Quit this game?", WAIT);
    alice.send("y");
    alice.wait_exit(WAIT);
    // Ten wrong codes (five at a time: an address's connections are capped), each told.
    let bad = wrong(&served.code);
    for _ in 0..2 {
        let running: Vec<_> = (0..5)
            .map(|_| told_command(&served, &bad, None).spawn().expect("run ssh"))
            .collect();
        for child in running {
            let told = child.wait_with_output().expect("ssh's output");
            let said = stderr(&told);
            assert!(said.contains("No game here has this code"), "{said}");
        }
    }
    // The right code now: refused, and told why and for how long.
    let told = ssh_told(&served, &served.code, None);
    assert!(!told.status.success());
    let said = stderr(&told);
    assert!(
        said.contains("Too many failed logins from your address") && said.contains("seconds"),
        "{said}"
    );
    // The key that holds Black's seat is not kept out.
    let alice = black_with_key(&served);
    alice.wait_for("you play Black", WAIT);
}

#[test]
fn the_host_of_an_invite_game_sees_the_server_key_to_pass_on() {
    if !have_ssh("the_host_of_an_invite_game_sees_the_server_key_to_pass_on") {
        return;
    }
    let data_dir = crate::pty::fresh_data_dir();
    let args = ["play", "--invite", "--listen", "127.0.0.1:0"];
    let mut host = crate::pty::Tui::start_in(&data_dir, &args, 100, 40, false);
    host.wait_for("To watch:", WAIT);
    let listed = Command::new("ssh-keygen")
        .arg("-lf")
        .arg(data_dir.join("ssh_host_ed25519_key"))
        .output()
        .expect("run ssh-keygen");
    let listed = String::from_utf8_lossy(&listed.stdout).into_owned();
    let fingerprint = listed.split_whitespace().nth(1).expect("a fingerprint");
    assert!(fingerprint.starts_with("SHA256:"), "{listed}");
    // On the keys page, beside the invitations.
    host.send("?");
    let screen = host.wait_for("Server key", WAIT);
    assert!(screen.contains(fingerprint), "{screen}");
    host.send("\x1b");
    host.wait_gone("Server key", WAIT);
    // And among the lines printed when the host leaves.
    host.send("q");
    host.wait_for("Quit this game?", WAIT);
    host.send("y");
    host.wait_exit(WAIT);
    // The terminal wraps the long line: read it whole.
    let screen = host.screen().replace('\n', "");
    let line = format!("Server key (guests may check it when ssh asks): ED25519 {fingerprint}");
    assert!(screen.contains(&line), "{screen}");
}

#[test]
fn serve_and_invite_open_new_games_under_the_rulebooks_opening_unless_told() {
    if !have_ssh("serve_and_invite_open_new_games_under_the_rulebooks_opening_unless_told") {
        return;
    }
    let opening = |served: &Served| {
        let saves = served.saves();
        assert_eq!(saves.len(), 1, "{saves:?}");
        saves[0].clone()
    };
    let served = Served::start();
    let save = opening(&served);
    assert!(save.contains("\"opening\": \"rulebook\""), "{save}");
    drop(served);
    let chosen = Served::start_with(&crate::pty::fresh_data_dir(), &["--opening", "tournament"]);
    let save = opening(&chosen);
    assert!(save.contains("\"opening\": \"tournament\""), "{save}");
}

/// White's `ssh` at an 80×24 terminal, with `key` or none.
fn white_seat(served: &Served, key: Option<&Path>) -> crate::pty::Tui {
    let mut extra = key_options(key);
    extra.push("-t".into());
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let args = served.ssh_args(&served.code, &extra);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    crate::pty::Tui::start_program("ssh", &args, 80, 24)
}

/// Freezes (`STOP`) or thaws (`CONT`) a guest's `ssh`: a frozen client answers nothing, as
/// one whose network died.
fn signal_ssh(guest: &crate::pty::Tui, signal: &str) {
    let pid = guest.child.process_id().expect("ssh's process id");
    let status = Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .expect("run kill");
    assert!(status.success());
}

#[test]
fn a_seats_key_takes_it_back_at_once_from_a_dead_connection() {
    if !have_ssh("a_seats_key_takes_it_back_at_once_from_a_dead_connection") {
        return;
    }
    // Keep-alives as by default: a dead connection would hold the seat for 15 s.
    let served = Served::start();
    let dir = tempfile::tempdir().unwrap();
    let key = key_pair(dir.path(), "alice");
    let white = || white_seat(&served, Some(&key));
    let mut first = white();
    first.wait_for("you play White", WAIT);
    signal_ssh(&first, "STOP");
    let start = std::time::Instant::now();
    let second = white();
    second.wait_for("you play White", WAIT);
    assert!(
        start.elapsed() < std::time::Duration::from_secs(8),
        "{:?}",
        start.elapsed()
    );
    signal_ssh(&first, "CONT");
    // The old connection was closed.
    assert!(!first.wait_exit(WAIT).success());
}

#[test]
fn a_live_connection_whose_key_takes_its_seat_elsewhere_is_told_and_its_terminal_put_back() {
    let test = "a_live_connection_whose_key_takes_its_seat_elsewhere_is_told";
    if !have_ssh(test) {
        return;
    }
    let served = Served::start();
    let dir = tempfile::tempdir().unwrap();
    let key = key_pair(dir.path(), "alice");
    let white = || white_seat(&served, Some(&key));
    let mut first = white();
    first.wait_for("you play White", WAIT);
    // The same player opens a second window with their key: it has the game now.
    let second = white();
    second.wait_for("you play White", WAIT);
    // The first was told why, on its own screen again (it was cut silently, its terminal
    // left on the alternate screen with the mouse caught).
    assert!(!first.wait_exit(WAIT).success());
    first.wait_for("your key took this seat on another connection", WAIT);
    let raw = String::from_utf8_lossy(&first.raw()).into_owned();
    let left = raw.rfind("\x1b[?1049l").expect("the alternate screen left");
    assert!(
        raw.rfind("\x1b[?1049h")
            .is_none_or(|entered| entered < left)
    );
    assert!(
        raw[left..].contains("your key took this seat"),
        "{}",
        first.screen()
    );
}

#[test]
fn a_seat_taken_by_code_alone_is_free_once_the_dead_connection_misses_its_keepalives() {
    let test = "a_seat_taken_by_code_alone_is_free_once_the_dead_connection_misses_its_keepalives";
    if !have_ssh(test) {
        return;
    }
    let served = Served::start_with(&crate::pty::fresh_data_dir(), &["--keepalive", "1"]);
    let guest = || white_seat(&served, None);
    let mut first = guest();
    first.wait_for("you play White", WAIT);
    signal_ssh(&first, "STOP");
    // At once, the code alone does not take a seat someone may still be at...
    let mut second = guest();
    assert!(!second.wait_exit(WAIT).success());
    assert!(
        second
            .screen()
            .contains("Someone is already playing with this code"),
        "{}",
        second.screen()
    );
    assert!(
        second.screen().contains("try again in 3 seconds"),
        "{}",
        second.screen()
    );
    // ...but once three keep-alives (a second apart) went unanswered, it is free.
    std::thread::sleep(std::time::Duration::from_secs(4));
    let third = guest();
    third.wait_for("you play White", WAIT);
    signal_ssh(&first, "CONT");
    first.wait_exit(WAIT);
}

#[test]
fn a_guest_whose_ssh_sends_no_color_gets_no_colours() {
    if !have_ssh("a_guest_whose_ssh_sends_no_color_gets_no_colours") {
        return;
    }
    let served = Served::start();
    let guest = |code: &str, env: &[(&str, &str)]| {
        let mut extra = key_options(None);
        extra.extend(["-o".into(), "SendEnv=NO_COLOR".into(), "-t".into()]);
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        let args = served.ssh_args(code, &extra);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        crate::pty::Tui::start_program_with_env("ssh", &args, 80, 24, env)
    };
    // Colours are set by SGR sequences: 38/48 (foreground/background) or 30–37/40–47.
    let coloured = |raw: &[u8]| {
        let text = String::from_utf8_lossy(raw);
        text.contains("\x1b[38;") || text.contains("\x1b[48;")
    };
    let plain = guest(&served.code, &[("NO_COLOR", "1")]);
    plain.wait_for("you play White", WAIT);
    assert!(!coloured(&plain.raw()), "colours sent despite NO_COLOR");
    // The same server's other guest, without it, has them.
    let colour = guest(&served.black, &[]);
    colour.wait_for("you play Black", WAIT);
    assert!(coloured(&colour.raw()), "no colours at all");
}

#[test]
fn a_paste_of_64_kb_is_dropped_with_a_sentence_and_the_terminal_put_back() {
    // A tester pasted a long file into the game: the connection dropped with no word,
    // their terminal left on the alternate screen with the mouse caught.
    let test = "a_paste_of_64_kb_is_dropped_with_a_sentence_and_the_terminal_put_back";
    if !have_ssh(test) {
        return;
    }
    let served = Served::start();
    let mut guest = white_seat(&served, None);
    guest.wait_for("you play White", WAIT);
    // 96 KB, past the 64 KB burst: the server may cut the connection before the rest is
    // typed, which then is never read.
    guest.send_within(vec![b'a'; 96 << 10], WAIT);
    guest.wait_for("Disconnected: you sent more at once than the server", WAIT);
    assert!(!guest.wait_exit(WAIT).success());
    let raw = String::from_utf8_lossy(&guest.raw()).into_owned();
    let entered = raw
        .rfind("\x1b[?1049h")
        .expect("the alternate screen entered");
    let left = raw.rfind("\x1b[?1049l").expect("the alternate screen left");
    assert!(entered < left);
    let after = &raw[entered..];
    for put_back in ["\x1b[?1000l", "\x1b[?1006l", "\x1b[?25h"] {
        assert!(after.contains(put_back), "{put_back:?} not sent: {after:?}");
    }
    assert!(raw[left..].contains("Disconnected"), "{}", guest.screen());
    // The game was kept: the same seat is taken again.
    let again = white_seat(&served, None);
    again.wait_for("you play White", WAIT);
}
