//! `hive serve` end to end with the real OpenSSH client: the server runs as a user starts
//! it, and guests connect with `ssh` in pseudo-terminals, as a friend would.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::common::data::not_run;
use crate::pty::{Tui, WAIT, fresh_data_dir};

/// A `hive serve` running, with what it printed at the start.
pub(super) struct Served {
    child: Child,
    /// Its console: lines typed at the server's terminal.
    stdin: ChildStdin,
    /// What it prints after the start, line by line.
    printed: mpsc::Receiver<String>,
    pub(super) data_dir: PathBuf,
    pub(super) port: u16,
    /// White's invite code.
    pub(super) code: String,
    /// Black's.
    pub(super) black: String,
    /// A watcher's.
    pub(super) watch: String,
    fingerprint: String,
}

impl Served {
    /// Starts `hive serve` on a free port of 127.0.0.1, saving into a fresh data directory.
    pub(super) fn start() -> Served {
        Served::start_in(&fresh_data_dir())
    }

    fn start_in(data_dir: &Path) -> Served {
        Served::start_with(data_dir, &[])
    }

    /// `hive serve` with `extra` arguments (a saved game to go on with).
    pub(super) fn start_with(data_dir: &Path, extra: &[&str]) -> Served {
        Served::spawn(data_dir, extra, true)
    }

    /// `hive serve` whose log has no reader from the start (`hive serve 2>&1 | tee`, the
    /// `tee` stopped by the same Ctrl-C): every line it logs fails to be written.
    fn start_with_log_unread() -> Served {
        Served::spawn(&fresh_data_dir(), &[], false)
    }

    fn spawn(data_dir: &Path, extra: &[&str], read_log: bool) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hive"))
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(extra)
            .env("HIVE_DATA_DIR", data_dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start hive serve");
        // The server's log goes to the test's captured output (a thread spawned here
        // inherits the capture): shown when the test fails, silent when it passes.
        let log = child.stderr.take().expect("piped");
        match read_log {
            true => drop(std::thread::spawn(move || {
                for line in BufReader::new(log).lines().map_while(Result::ok) {
                    eprintln!("hive serve: {line}");
                }
            })),
            // The pipe's reading end closed: the server's writes to it fail.
            false => drop(log),
        }
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut lines = BufReader::new(stdout).lines();
        let mut port = None;
        let mut codes = std::collections::HashMap::new();
        let mut fingerprint = None;
        let mut printed = Vec::new();
        // Its last line before serving says how moves are kept.
        while !printed
            .last()
            .is_some_and(|l: &String| l.starts_with("Every move is saved"))
        {
            let line = lines
                .next()
                .unwrap_or_else(|| panic!("hive serve ended its output early: {printed:?}"))
                .expect("read hive serve's output");
            if let Some(at) = line.strip_prefix("hive serve: listening on ") {
                let addr: std::net::SocketAddr = at.parse().expect("an address");
                port = Some(addr.port());
            }
            if let Some(rest) = line.strip_prefix("host key: ED25519 ") {
                fingerprint = rest.split_whitespace().next().map(str::to_string);
            }
            // `White plays:  ssh -p PORT CODE@127.0.0.1`, and Black's and a watcher's.
            for who in ["White plays:", "Black plays:", "to watch:"] {
                if let Some(rest) = line.strip_prefix(who) {
                    let rest = rest.trim_start().strip_prefix("ssh -p ").expect("ssh -p");
                    let (_, user_host) = rest.split_once(' ').expect("port and user@host");
                    let (user, host) = user_host.split_once('@').expect("user@host");
                    assert_eq!(host, "127.0.0.1");
                    codes.insert(who, user.to_string());
                }
            }
            printed.push(line);
        }
        // The rest of its output is read as it comes, so it never blocks on a full pipe.
        let (send, printed_later) = mpsc::channel();
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                let _ = send.send(line);
            }
        });
        let port = port.unwrap_or_default();
        assert!(fingerprint.is_some(), "{printed:?}");
        let code = |who| codes.get(who).cloned().unwrap_or_default();
        let lobby = extra.contains(&"--authorized-keys") || extra.contains(&"--open");
        assert!(
            // A lobby with no game named starts with no codes.
            (lobby && codes.is_empty() && !printed.iter().any(|l| l.starts_with("game: ")))
                || printed.iter().any(|l| l
                    == &format!(
                        "White plays: ssh -p {port} {}@127.0.0.1",
                        code("White plays:")
                    )),
            "{printed:?}"
        );
        Served {
            child,
            stdin,
            printed: printed_later,
            data_dir: data_dir.to_path_buf(),
            port,
            code: code("White plays:"),
            black: code("Black plays:"),
            watch: code("to watch:"),
            fingerprint: fingerprint.unwrap_or_default(),
        }
    }

    /// `ssh`'s arguments to connect as `user` (no host key prompt or file: a fresh key
    /// every test run), then `extra`.
    pub(super) fn ssh_args(&self, user: &str, extra: &[&str]) -> Vec<String> {
        self.ssh_args_logging(user, extra, "ERROR")
    }

    /// [`Served::ssh_args`] at `ssh`'s log level `level` (at `INFO`, its default, it shows
    /// what the server says at the login).
    pub(super) fn ssh_args_logging(&self, user: &str, extra: &[&str], level: &str) -> Vec<String> {
        let level = format!("LogLevel={level}");
        let mut args: Vec<String> = [
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
            "-o",
            level.as_str(),
            // Not BatchMode: it turns off keyboard-interactive, the way in (with no prompt)
            // of a guest without a key; nothing here asks for a password.
            "-o",
            "PasswordAuthentication=no",
            "-F",
            "/dev/null",
            "-p",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        args.push(self.port.to_string());
        args.push(format!("{user}@127.0.0.1"));
        args.extend(extra.iter().map(|s| s.to_string()));
        args
    }

    /// A guest with `user` as their code, in a `cols`×`rows` terminal.
    pub(super) fn guest(&self, user: &str, cols: u16, rows: u16) -> Tui {
        let args = self.ssh_args(user, &["-t"]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Tui::start_program("ssh", &args, cols, rows)
    }

    /// `ssh` run without a terminal: its exit status and what it wrote.
    pub(super) fn ssh_output(&self, user: &str, extra: &[&str]) -> std::process::Output {
        Command::new("ssh")
            .args(self.ssh_args(user, extra))
            .stdin(Stdio::null())
            .output()
            .expect("run ssh")
    }

    /// Types `line` at the server's console.
    fn console(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write to hive serve");
        self.stdin.flush().expect("flush");
    }

    /// What the server prints from now until a line that contains `text` (within `WAIT`).
    fn printed_until(&self, text: &str) -> Vec<String> {
        let mut seen = Vec::new();
        let start = Instant::now();
        while start.elapsed() < WAIT {
            match self.printed.recv_timeout(Duration::from_millis(50)) {
                Ok(line) => {
                    let done = line.contains(text);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
        panic!("hive serve printed no {text:?}: {seen:?}");
    }

    pub(super) fn signal(&self, number: i32) {
        let status = Command::new("kill")
            .args([format!("-{number}"), self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success());
    }

    pub(super) fn wait_exit(&mut self, timeout: Duration) -> std::process::ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(start.elapsed() < timeout, "hive serve did not exit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The saved games' text.
    pub(super) fn saves(&self) -> Vec<String> {
        let games = self.data_dir.join("games");
        let mut found: Vec<String> = std::fs::read_dir(&games)
            .map(|dir| {
                dir.filter_map(|e| e.ok())
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "json"))
                    .filter_map(|p| std::fs::read_to_string(p).ok())
                    .collect()
            })
            .unwrap_or_default();
        found.sort();
        found
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether the OpenSSH client is here; when it is not, says so (a failure under CI, whose
/// script installs it).
pub(super) fn have_ssh(test: &str) -> bool {
    let found = Command::new("ssh")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        not_run(
            test,
            "the OpenSSH client `ssh` is not installed (apt-get install openssh-client)",
        );
    }
    found
}

/// The code with its first character changed to another of the alphabet.
pub(super) fn wrong(code: &str) -> String {
    let first = if code.starts_with('a') { "b" } else { "a" };
    format!("{first}{}", &code[1..])
}

#[test]
fn a_guest_plays_over_ssh_and_quits() {
    if !have_ssh("a_guest_plays_over_ssh_and_quits") {
        return;
    }
    let served = Served::start();
    // The fingerprint printed is the key's, as ssh-keygen reads the file and as the server
    // presents it to a client.
    let key = served.data_dir.join("ssh_host_ed25519_key");
    let keygen = Command::new("ssh-keygen")
        .arg("-lf")
        .arg(&key)
        .output()
        .expect("run ssh-keygen");
    let listed = String::from_utf8_lossy(&keygen.stdout);
    assert!(
        listed.split_whitespace().nth(1) == Some(served.fingerprint.as_str()),
        "ssh-keygen -lf: {listed}; printed: {}",
        served.fingerprint
    );
    let scanned = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ssh-keyscan -t ed25519 -p {} 127.0.0.1 2>/dev/null | ssh-keygen -lf -",
            served.port
        ))
        .output()
        .expect("run ssh-keyscan");
    assert!(
        String::from_utf8_lossy(&scanned.stdout).contains(&served.fingerprint),
        "the key the server presents: {}",
        String::from_utf8_lossy(&scanned.stdout)
    );

    // White and Black, each at their own terminal, and someone watching.
    let mut guest = served.guest(&served.code, 100, 34);
    guest.wait_for("you play White", WAIT);
    let mut black = served.guest(&served.black, 80, 24);
    black.wait_for("you play Black", WAIT);
    let mut watcher = served.guest(&served.watch, 80, 24);
    watcher.wait_for("you are watching", WAIT);
    // The watch code admits a second spectator while the first is here.
    let mut second_watcher = served.guest(&served.watch, 80, 24);
    second_watcher.wait_for("you are watching", WAIT);
    // Out of turn: refused, nothing played.
    black.send(":bS1\r");
    black.wait_for("It is White's turn", WAIT);
    guest.type_move(1, "wS1");
    black.wait_for("1. wS1", WAIT);
    // A watcher cannot move.
    watcher.send(":bS1 wS1-\r");
    watcher.wait_for("You are watching", WAIT);
    // An arrow key travels as an escape sequence: the cursor steps east, and Black's
    // Spider is placed there.
    black.send("\x1b[C");
    black.send("S");
    black.wait_for("Placing bS1", WAIT);
    black.send("\r");
    // Each screen shows the move once the room has saved it.
    for screen in [&mut guest, &mut black, &mut watcher, &mut second_watcher] {
        screen.wait_for("  2. bS1 wS1-", WAIT);
    }
    // The guest's terminal grows: the game is drawn at the new size.
    guest.resize(120, 40);
    guest.wait_redrawn(120);
    guest.send("?");
    guest.wait_for("Help: Keys", WAIT);
    // A lone Escape closes the help (told from a sequence by the pause after it).
    guest.send("\x1b");
    guest.wait_gone("Help: Keys", WAIT);
    for screen in [&mut guest, &mut black, &mut watcher, &mut second_watcher] {
        screen.send("q");
        screen.wait_for("Quit this game?", WAIT);
        screen.send("y");
        let status = screen.wait_exit(WAIT);
        assert!(status.success(), "{status:?}\n{}", screen.framed());
    }
    // The full screen is left.
    assert!(crate::pty::contains(&guest.raw(), "\x1b[?1049l"));
    let saves = served.saves();
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(saves[0].contains("wS1;bS1 wS1-"), "{}", saves[0]);
}

#[test]
fn without_a_valid_code_there_is_nothing_but_a_refusal() {
    if !have_ssh("without_a_valid_code_there_is_nothing_but_a_refusal") {
        return;
    }
    let served = Served::start();
    for user in [wrong(&served.code), "root".to_string()] {
        let mut guest = served.guest(&user, 80, 24);
        let status = guest.wait_exit(WAIT);
        assert!(!status.success(), "{user}: {status:?}");
        let screen = guest.screen();
        assert!(screen.contains("Permission denied (none)"), "{screen}");
        assert!(!screen.contains("to move"), "{screen}");
        // Nothing else was asked for: no password, no keys offered.
        assert!(!screen.contains("password"), "{screen}");
    }
    // The right code still works after the failures.
    let mut guest = served.guest(&served.code, 80, 24);
    guest.wait_for("White to move", WAIT);
    guest.send("q");
    guest.send("y");
    assert!(guest.wait_exit(WAIT).success());
}

#[test]
fn commands_sftp_and_forwarding_are_refused() {
    if !have_ssh("commands_sftp_and_forwarding_are_refused") {
        return;
    }
    let served = Served::start();
    let code = served.code.clone();
    let exec = served.ssh_output(&code, &["cat", "/etc/passwd"]);
    assert!(!exec.status.success());
    assert!(exec.stdout.is_empty(), "{:?}", exec.stdout);
    assert!(
        String::from_utf8_lossy(&exec.stderr).contains("exec request failed"),
        "{}",
        String::from_utf8_lossy(&exec.stderr)
    );
    let sftp = served.ssh_output(&code, &["-s", "sftp"]);
    assert!(!sftp.status.success());
    assert!(
        String::from_utf8_lossy(&sftp.stderr).contains("subsystem request failed"),
        "{}",
        String::from_utf8_lossy(&sftp.stderr)
    );
    let forward = served.ssh_output(
        &code,
        &[
            "-N",
            "-o",
            "ExitOnForwardFailure=yes",
            "-R",
            "0:127.0.0.1:9",
        ],
    );
    assert!(!forward.status.success());
    assert!(
        String::from_utf8_lossy(&forward.stderr).contains("forwarding failed"),
        "{}",
        String::from_utf8_lossy(&forward.stderr)
    );
    // Without a terminal, the guest is told to ask for one.
    let plain = served.ssh_output(&code, &["-T"]);
    assert_eq!(plain.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&plain.stderr).contains("ssh -t"));
    // In the language the guest's ssh sends.
    let russian = served.ssh_output(&code, &["-T", "-o", "SetEnv=LANG=ru_RU.UTF-8"]);
    assert_eq!(russian.status.code(), Some(1));
    let said = String::from_utf8_lossy(&russian.stderr);
    assert!(said.contains("В hive играют в терминале"), "{said}");
    // As Debian's ssh does it: its own LANG first (SendEnv), then the one set for this
    // server (SetEnv), which wins.
    let both = Command::new("ssh")
        .args(served.ssh_args(
            &code,
            &["-T", "-o", "SendEnv=LANG", "-o", "SetEnv=LANG=pl_PL.UTF-8"],
        ))
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .output()
        .expect("run ssh");
    let said = String::from_utf8_lossy(&both.stderr);
    assert!(said.contains("W hive gra się w terminalu"), "{said}");
    // None of them touched the game: its save (made by the server at the start) holds no
    // move.
    let saves = served.saves();
    assert_eq!(saves.len(), 1, "{saves:?}");
    assert!(saves[0].contains("\"moves\": []"), "{}", saves[0]);
}

#[test]
fn a_seat_takes_one_guest_at_a_time() {
    if !have_ssh("a_seat_takes_one_guest_at_a_time") {
        return;
    }
    let served = Served::start();
    let mut first = served.guest(&served.code, 80, 24);
    first.wait_for("you play White", WAIT);
    let mut second = served.guest(&served.code, 80, 24);
    let status = second.wait_exit(WAIT);
    assert!(!status.success());
    assert!(
        second
            .screen()
            .contains("Someone is already playing with this code"),
        "{}",
        second.framed()
    );
    // How long a dead connection takes to be found: three keep-alives of 5 s.
    assert!(
        second.screen().contains("try again in 15 seconds"),
        "{}",
        second.framed()
    );
    first.send("q");
    first.send("y");
    assert!(first.wait_exit(WAIT).success());
    // The seat is free again.
    let again = served.guest(&served.code, 80, 24);
    again.wait_for("you play White", WAIT);
}

/// A server whose log cannot be written (its reader gone: `hive serve 2>&1 | tee`, the
/// `tee` stopped by the same Ctrl-C) serves on: the guest joins and plays, and a SIGTERM
/// still tells them their game is saved. Every guest's thread used to panic at its first
/// log line, the farewell unsent and the guest's terminal left in the game's screen.
#[test]
fn a_log_that_cannot_be_written_loses_no_guest() {
    if !have_ssh("a_log_that_cannot_be_written_loses_no_guest") {
        return;
    }
    let mut served = Served::start_with_log_unread();
    let mut guest = served.guest(&served.code, 100, 34);
    guest.wait_for("White to move", WAIT);
    guest.type_move(1, "wG1");
    guest.wait_for("Black to move", WAIT);
    served.signal(15);
    guest.wait_for("The host stopped the server; your game is saved.", WAIT);
    guest.wait_exit(WAIT);
    assert_eq!(served.wait_exit(WAIT).code(), Some(143));
    assert!(
        served.saves()[0].contains(";wG1\""),
        "{}",
        served.saves()[0]
    );
}

#[test]
fn sigterm_stops_the_server_and_the_guest_is_told_their_game_is_saved() {
    if !have_ssh("sigterm_stops_the_server_and_the_guest_is_told_their_game_is_saved") {
        return;
    }
    let mut served = Served::start();
    let mut guest = served.guest(&served.code, 100, 34);
    guest.wait_for("White to move", WAIT);
    guest.type_move(1, "wG1");
    served.signal(15);
    guest.wait_for("The host stopped the server; your game is saved.", WAIT);
    guest.wait_exit(WAIT);
    let status = served.wait_exit(WAIT);
    // As if killed by the signal: 128 + 15.
    assert_eq!(status.code(), Some(143), "{status:?}");
    let saves = served.saves();
    assert_eq!(saves.len(), 1);
    assert!(saves[0].contains(";wG1\""), "{}", saves[0]);
    // The same data directory, started again: the same host key.
    let printed = served.fingerprint.clone();
    let dir = served.data_dir.clone();
    let old_code = served.code.clone();
    drop(served);
    let again = Served::start_in(&dir);
    assert_eq!(again.fingerprint, printed);
    drop(again);
    // And the game goes on from its save: `hive serve FILE`.
    let file = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains(";wG1\"")))
        .expect("the save with wG1");
    let resumed = Served::start_with(&dir, &[file.to_str().unwrap()]);
    // A code dies with the server that issued it: the old one is refused now.
    let mut stale = resumed.guest(&old_code, 80, 24);
    assert!(!stale.wait_exit(WAIT).success());
    let screen = stale.screen();
    assert!(screen.contains("Permission denied (none)"), "{screen}");
    let mut black = resumed.guest(&resumed.black, 80, 24);
    black.wait_for("1. wG1", WAIT);
    black.type_move(2, "bG1 wG1-");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains(";wG1;bG1 wG1-\""), "{saved}");
}

#[test]
fn the_host_gives_a_seat_a_new_code_at_the_console_and_the_old_one_is_refused() {
    let test = "the_host_gives_a_seat_a_new_code_at_the_console_and_the_old_one_is_refused";
    if !have_ssh(test) {
        return;
    }
    let mut served = Served::start();
    let mut black = served.guest(&served.black, 80, 24);
    black.wait_for("you play Black", WAIT);
    let watcher = served.guest(&served.watch, 80, 24);
    watcher.wait_for("you are watching", WAIT);

    // Black's seat alone gets a new code: Black is sent out and told why; the watcher
    // stays.
    served.console("new black");
    let printed = served.printed_until("Black plays:");
    let line = printed.last().unwrap();
    let prefix = format!("Black plays: ssh -p {} ", served.port);
    let new = line
        .strip_prefix(&prefix)
        .and_then(|rest| rest.split_once('@'))
        .map(|(code, _)| code.to_string())
        .unwrap_or_else(|| panic!("{printed:?}"));
    assert_ne!(new, served.black);
    assert!(
        !printed
            .iter()
            .any(|l| l.starts_with("White plays:") || l.starts_with("to watch:")),
        "{printed:?}"
    );
    black.wait_for("The host gave this seat a new code.", WAIT);
    assert!(!black.wait_exit(WAIT).success());
    let out = served.ssh_output(&served.black, &[]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Permission denied"));
    let again = served.guest(&new, 80, 24);
    again.wait_for("you play Black", WAIT);
    // The watch code still works.
    let second = served.guest(&served.watch, 80, 24);
    second.wait_for("you are watching", WAIT);

    // Anything else is not a command, and says so.
    served.console("revoke \x1b[2J everything");
    let printed = served.printed_until("is not a command");
    assert!(!printed.iter().any(|l| l.contains('\x1b')), "{printed:?}");
}

#[test]
fn a_server_killed_outright_leaves_its_game_whole_and_resumable() {
    if !have_ssh("a_server_killed_outright_leaves_its_game_whole_and_resumable") {
        return;
    }
    let mut served = Served::start();
    // One after the other: a player's arrival replaces the other's first message.
    let mut white = served.guest(&served.code, 80, 24);
    white.wait_for("you play White", WAIT);
    let mut black = served.guest(&served.black, 80, 24);
    black.wait_for("you play Black", WAIT);
    white.type_move(1, "wG1");
    black.wait_for("1. wG1", WAIT);
    black.type_move(2, "bG1 wG1-");
    white.wait_for("2. bG1 wG1-", WAIT);
    // A crash: no signal handler runs, nothing is flushed at the end.
    served.signal(9);
    served.wait_exit(WAIT);
    white.wait_exit(WAIT);
    black.wait_exit(WAIT);
    // The save is whole, with every move any screen showed, and it is free to go on with.
    let dir = served.data_dir.clone();
    let file = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "json"))
        .expect("the save");
    let text = std::fs::read_to_string(&file).unwrap();
    let (_, game) = hive::record::json::read(&file, &text).unwrap();
    assert_eq!(game.move_strings().collect::<Vec<_>>(), ["wG1", "bG1 wG1-"]);
    drop(served);
    let resumed = Served::start_with(&dir, &[file.to_str().unwrap()]);
    let mut white = resumed.guest(&resumed.code, 80, 24);
    white.wait_for("2. bG1 wG1-", WAIT);
    white.type_move(3, "wQ -wG1");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains(";wG1;bG1 wG1-;wQ -wG1\""), "{saved}");
}
