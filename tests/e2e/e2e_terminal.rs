//! End-to-end tests of the terminal game's hold on the terminal and on its save: the
//! terminal restored on quitting, on a signal and when it closes; the save kept through a
//! kill and refused to a second `hive`; colours as deep as the terminal says; a flag that
//! falls, as the save and the list then say.

use super::pty::*;
use crate::common::data::json_files;
use std::time::{Duration, Instant};

/// Checks that the output, after the last time it entered the alternate screen, leaves it
/// and turns mouse capture off.
fn assert_restored(raw: &[u8]) {
    let text = String::from_utf8_lossy(raw);
    let entered = last_at(raw, "\x1b[?1049h").expect("the game entered the alternate screen");
    assert!(
        contains(raw, "\x1b[?1000h"),
        "the game captured the mouse: {text:?}"
    );
    let tail = &raw[entered..];
    for seq in ["\x1b[?1049l", "\x1b[?1000l", "\x1b[?1002l", "\x1b[?1006l"] {
        assert!(
            contains(tail, seq),
            "no {seq:?} after entering the alternate screen; output after it:\n{:?}",
            String::from_utf8_lossy(tail)
        );
    }
    // The cursor is shown again.
    assert!(contains(tail, "\x1b[?25h"), "cursor not shown again");
}

#[test]
fn quits_and_restores_the_terminal() {
    // q asks first; any other key stays.
    let mut tui = Tui::start(&["play"], 80, 24, true);
    tui.wait_for("Welcome!", WAIT);
    tui.send("q");
    tui.wait_for("Quit this game? y quits", WAIT);
    tui.send("n");
    tui.wait_for("Carry on.", WAIT);
    tui.send("q");
    tui.wait_for("Quit this game? y quits", WAIT);
    tui.send("y");
    let status = tui.wait_exit(WAIT);
    assert!(status.success(), "exit status {status:?}");
    assert_restored(&tui.raw());
    // Back on the main screen, which the game never wrote to.
    assert!(!tui.screen().contains("Plies ("), "{}", tui.framed());

    // Ctrl-C quits at once, from the board…
    let mut tui = Tui::start(&["play"], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    tui.send("\x03");
    let status = tui.wait_exit(WAIT);
    assert!(status.success(), "exit status {status:?}");
    assert_restored(&tui.raw());

    // …and from the notation prompt.
    let mut tui = Tui::start(&["play"], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    tui.send(":wS");
    tui.wait_for(":wS_", WAIT);
    tui.send("\x03");
    let status = tui.wait_exit(WAIT);
    assert!(status.success(), "exit status {status:?}");
    assert_restored(&tui.raw());

    // `hive` with no command plays too.
    let mut tui = Tui::start(&[], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    tui.wait_for("Base+MLP", WAIT);
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

#[test]
fn tiny_terminal_says_how_much_room_it_needs() {
    let mut tui = Tui::start(&["play"], 40, 10, true);
    tui.wait_for("at least 64×20", WAIT);
    tui.wait_for("this one is 40×10", WAIT);

    tui.resize(80, 24);
    tui.wait_redrawn(80);
    tui.wait_for("Plies (0)", WAIT);
    tui.wait_for("the board is empty", WAIT);
    tui.wait_for("Welcome!", WAIT);
    tui.wait_gone("at least 64×20", WAIT);

    // One column short of the minimum, then exactly the minimum.
    tui.resize(63, 20);
    tui.wait_for("this one is 63×20", WAIT);
    tui.resize(64, 20);
    tui.wait_redrawn(64);
    tui.wait_gone("at least 64×20", WAIT);

    // The game goes on after the resizes.
    tui.resize(80, 24);
    tui.wait_redrawn(80);
    tui.send("S");
    tui.wait_for("Placing wS1", WAIT);
    tui.send("\r");
    tui.wait_for("  1. wS1", WAIT);

    tui.send("\x03");
    let status = tui.wait_exit(WAIT);
    assert!(status.success(), "exit status {status:?} (a panic?)");
    assert!(
        !String::from_utf8_lossy(&tui.raw()).contains("panicked"),
        "the game panicked"
    );
}

#[test]
fn autosaves_every_move_and_resumes_after_a_kill() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("White to move", WAIT);
    for (i, m) in ["wS1", "bS1 wS1-", "wQ -wS1"].into_iter().enumerate() {
        tui.type_move(i + 1, m);
    }
    // Killed mid-game: nothing is lost but what was being typed.
    tui.send(":bQ bS");
    drop(tui);
    let games = data.join("games");
    // A killed game leaves its lock beside the save; the next hive takes it over.
    let saves = json_files(&games);
    assert_eq!(saves.len(), 1, "{saves:?}");
    let text = std::fs::read_to_string(&saves[0]).unwrap();
    for m in ["\"wS1\"", "\"bS1 wS1-\"", "\"wQ -wS1\""] {
        assert!(text.contains(m), "{m} missing from\n{text}");
    }
    // `hive games` lists it; `--resume` continues it with Black to move.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .arg("games")
        .env("HIVE_DATA_DIR", &data)
        .output()
        .unwrap();
    let listing = String::from_utf8_lossy(&out.stdout);
    // The game's row: … Base  In progress  3  game-….json (the Plies column, then File).
    let row: Vec<&str> = listing
        .lines()
        .nth(1)
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    assert!(
        row.len() > 2 && row[row.len() - 2] == "3" && listing.contains("Base"),
        "{listing}"
    );
    let mut tui = Tui::start_in(&data, &["play", "--resume"], 80, 24, false);
    tui.wait_for("Black to move · turn 2", WAIT);
    tui.wait_for("Plies (3)", WAIT);
    tui.type_move(4, "bQ bS1-");
    tui.send("q");
    tui.send("y");
    assert!(tui.wait_exit(WAIT).success());
    let text = std::fs::read_to_string(&saves[0]).unwrap();
    assert!(text.contains("\"bQ bS1-\""), "{text}");
    // Replay opens it at the start; playing on from ply 2 writes a new file.
    let mut tui = Tui::start_in(
        &data,
        &["replay", saves[0].to_str().unwrap()],
        80,
        24,
        false,
    );
    tui.wait_for("REVIEW ply 0/4", WAIT);
    tui.send("\x1b[C");
    tui.send("\x1b[C");
    tui.wait_for("REVIEW ply 2/4", WAIT);
    tui.send("b");
    tui.wait_for("Playing on from ply 2", WAIT);
    tui.type_move(3, "wG1 -wS1");
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
    // The saves, not the library's index beside them (`hive games` made it).
    let after: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "json"))
        })
        .collect();
    assert_eq!(after.len(), 2, "the branch is a new file: {after:?}");
    let original = std::fs::read_to_string(&saves[0]).unwrap();
    assert!(original.contains("\"wQ -wS1\"") && !original.contains("wG1"));
    // The branch keeps when its two shared moves were played, and times its own.
    let branch = after
        .iter()
        .map(|e| e.as_ref().unwrap().path())
        .find(|p| *p != saves[0])
        .unwrap();
    let text = std::fs::read_to_string(&branch).unwrap();
    assert_eq!(text.matches("\"at\": ").count(), 3, "{text}");
    let _ = std::fs::remove_dir_all(&data);
}

/// The pty's line discipline flags, as text (`ICANON` and `ECHO` are on in a cooked
/// terminal and off in raw mode).
fn local_flags(tui: &Tui) -> String {
    let termios = tui.master.get_termios().expect("the pty's termios");
    format!("{:?}", termios.local_flags)
}

#[test]
fn signals_restore_the_terminal_and_keep_the_game() {
    for (signal, number) in [("TERM", 15), ("HUP", 1), ("QUIT", 3), ("INT", 2)] {
        let data = fresh_data_dir();
        let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
        tui.wait_for("White to move", WAIT);
        tui.type_move(1, "wS1");
        tui.type_move(2, "bS1 wS1-");
        assert!(
            !local_flags(&tui).contains("ICANON"),
            "the game runs in raw mode"
        );
        let pid = tui.child.process_id().expect("hive's process id");
        let sent = Instant::now();
        let killed = std::process::Command::new("kill")
            .args([format!("-{signal}"), pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = tui.wait_exit(WAIT);
        assert_eq!(status.exit_code(), 128 + number, "SIG{signal}: {status:?}");
        // The game ends, saved, within milliseconds; the watchdog's grace (1.5 s) only
        // bounds a game that does not, and is not waited out (it was, every time). The
        // bound is just under the grace, so that a loaded machine's slowness is not read
        // as waiting it out.
        let took = sent.elapsed();
        assert!(
            took < Duration::from_millis(1450),
            "SIG{signal}: exited {took:?} after the signal"
        );
        assert_restored(&tui.raw());
        let flags = local_flags(&tui);
        assert!(
            flags.contains("ICANON") && flags.contains("ECHO"),
            "SIG{signal} left the terminal raw: {flags}"
        );
        // The game file holds the moves played.
        let saves: Vec<_> = std::fs::read_dir(data.join("games"))
            .expect("the games directory exists")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        assert_eq!(saves.len(), 1, "SIG{signal}: {saves:?}");
        let text = std::fs::read_to_string(&saves[0]).unwrap();
        for m in ["\"wS1\"", "\"bS1 wS1-\""] {
            assert!(text.contains(m), "SIG{signal}: {m} missing from\n{text}");
        }
        let _ = std::fs::remove_dir_all(&data);
    }
}

#[test]
fn a_closed_terminal_ends_the_game_with_its_save_intact() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(&data, &["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("White to move", WAIT);
    tui.type_move(1, "wS1");
    tui.type_move(2, "bS1 wS1-");
    tui.hang_up();
    // Before, the game spun at full speed in crossterm's poll of a dead terminal, forever,
    // deaf to SIGTERM too, and its save stayed locked.
    let status = tui.wait_exit(WAIT);
    assert_eq!(
        status.exit_code(),
        128 + 1,
        "ended by the hang-up: {status:?}"
    );
    let files: Vec<_> = std::fs::read_dir(data.join("games"))
        .expect("the games directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    assert_eq!(files.len(), 1, "one save and no lock left: {files:?}");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    for m in ["\"wS1\"", "\"bS1 wS1-\""] {
        assert!(text.contains(m), "{m} missing from\n{text}");
    }
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_second_hive_on_an_open_save_is_refused_and_replay_reads_it_only() {
    let data = fresh_data_dir();
    let save = data.join("shared.json");
    let game = hive::rules::Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
    let record = hive::record::Record::from_game(&game, "Ann", "Bob", None);
    hive::record::save(&save, &record).unwrap();
    let file = save.to_str().unwrap();
    let mut first = Tui::start_in(&data, &["play", file], 80, 24, false);
    first.wait_for("Plies (2)", WAIT);
    let pid = first
        .child
        .process_id()
        .expect("the first hive's process id");
    // A second `hive play` of the same file: refused, naming the first and the way to look.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .args(["play", file])
        .env("HIVE_DATA_DIR", &data)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("is open in another hive (process {pid}, since "))
            && err.contains("`hive replay` opens it read-only"),
        "{err}"
    );
    // `hive replay` opens it in review; playing on there starts a new file.
    let mut second = Tui::start_in(&data, &["replay", file], 80, 24, false);
    second.wait_for("REVIEW ply 0/2", WAIT);
    second.send("\x1b[C");
    second.wait_for("REVIEW ply 1/2", WAIT);
    second.send("b");
    second.wait_for("Playing on from ply 1", WAIT);
    // Following the recorded line is no new game: nothing is written until it leaves it.
    second.send("U");
    second.wait_for("Plies (2)", WAIT);
    second.send("u");
    second.wait_for("Plies (1 of 2)", WAIT);
    let written = || {
        std::fs::read_dir(data.join("games")).map_or(0, |d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
                .count()
        })
    };
    assert_eq!(written(), 0, "{}", second.framed());
    second.type_move(2, "bG1 wS1-");
    // …and says so, as a branch of a save does (a tester saw nothing).
    second.wait_for("A new line from ply 1: saved as a new game", WAIT);
    // The first goes on in its own file, whatever the second did.
    first.type_move(3, "wQ -wS1");
    second.send("\x03");
    assert!(second.wait_exit(WAIT).success());
    first.send("\x03");
    assert!(first.wait_exit(WAIT).success());
    let (_, mine) = hive::record::load(&save).unwrap();
    assert_eq!(
        mine.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wQ -wS1"]
    );
    let branches = json_files(&data.join("games"));
    assert_eq!(branches.len(), 1, "{branches:?}");
    let (rec, theirs) = hive::record::load(&branches[0]).unwrap();
    assert_eq!(
        theirs.move_strings().collect::<Vec<_>>(),
        ["wS1", "bG1 wS1-"]
    );
    assert_eq!(rec.parent.map(|p| p.ply), Some(1));
    assert!(
        !data.join("shared.json.lock").exists(),
        "the lock went with the game"
    );
    let _ = std::fs::remove_dir_all(&data);
}

/// The colours `hive` with `args` drew its first screen with in a terminal announced by
/// `env`: each SGR colour parameter (`38;5;223`, `48;2;100;66;40`, `93`, …) once, in order.
fn colours_drawn(args: &[&str], env: &[(&str, &str)]) -> Vec<String> {
    let mut tui = Tui::start_with_env(args, 80, 24, env);
    // The move list's title is drawn with the first frame, which is written whole before
    // the game reads its first key.
    tui.wait_for("Plies (", WAIT);
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
    let raw = String::from_utf8_lossy(&tui.raw()).into_owned();
    let mut found: Vec<String> = Vec::new();
    for sgr in raw.split("\x1b[").skip(1) {
        let Some(end) = sgr.find(|c: char| !(c.is_ascii_digit() || c == ';')) else {
            continue;
        };
        if !sgr[end..].starts_with('m') {
            continue;
        }
        let params: Vec<&str> = sgr[..end].split(';').collect();
        let mut i = 0;
        while i < params.len() {
            let take = match (params[i], params.get(i + 1)) {
                ("38" | "48", Some(&"5")) => 3,
                ("38" | "48", Some(&"2")) => 5,
                _ => 1,
            };
            // The 16 colours' own codes too (30–37, 90–97, 40–47, 100–107).
            let named = params[i]
                .parse::<u16>()
                .is_ok_and(|n| matches!(n, 30..=37 | 40..=47 | 90..=97 | 100..=107));
            if take > 1 || named {
                let code = params[i..(i + take).min(params.len())].join(";");
                if !found.contains(&code) {
                    found.push(code);
                }
            }
            i += take;
        }
    }
    found
}

#[test]
fn colours_are_as_deep_as_the_terminal_says_and_for_its_background() {
    let indexed = |codes: &[String], from: u16| {
        codes.iter().any(|c| {
            c.split(';')
                .nth(2)
                .and_then(|n| n.parse::<u16>().ok())
                .is_some_and(|n| c.contains(";5;") && n >= from)
        })
    };
    let rgb = |codes: &[String]| codes.iter().any(|c| c.contains(";2;"));

    // 256 colours where TERM names them and COLORTERM does not promise 24-bit ones.
    let c256 = colours_drawn(&["play"], &[]);
    assert!(indexed(&c256, 16) && !rgb(&c256), "{c256:?}");
    // 24-bit only when COLORTERM says so.
    let true_dark = colours_drawn(&["play"], &[("COLORTERM", "truecolor")]);
    assert!(rgb(&true_dark) && !indexed(&true_dark, 16), "{true_dark:?}");
    // The 16 ANSI colours for a plain xterm, in their own codes: a 16-colour terminal
    // does not read them as 256-colour ones (`38;5;8`), which crossterm writes.
    let c16 = colours_drawn(&["play"], &[("TERM", "xterm")]);
    assert!(
        !c16.is_empty() && !indexed(&c16, 0) && !rgb(&c16),
        "{c16:?}"
    );
    // NO_COLOR: none at all, whatever else is said.
    let none = colours_drawn(
        &["play", "--theme", "light"],
        &[("COLORTERM", "truecolor"), ("NO_COLOR", "1")],
    );
    assert!(none.is_empty(), "{none:?}");

    // The palette: the pseudo-terminal does not answer OSC 11, so `auto` goes by
    // COLORFGBG (`0;15`: black on white), and without it takes dark.
    let truecolor = ("COLORTERM", "truecolor");
    let light = colours_drawn(&["play", "--theme", "light"], &[truecolor]);
    let dark = colours_drawn(&["play", "--theme", "dark"], &[truecolor]);
    assert_ne!(light, dark);
    assert_eq!(
        dark, true_dark,
        "auto without a word from the terminal is dark"
    );
    let by_fgbg = colours_drawn(&["play"], &[truecolor, ("COLORFGBG", "0;15")]);
    assert_eq!(by_fgbg, light);
    // `hive replay` takes the flag too.
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("g.txt");
    std::fs::write(
        &game,
        "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-\n",
    )
    .unwrap();
    let game = game.to_str().unwrap();
    let replay_light = colours_drawn(&["replay", game, "--theme", "light"], &[truecolor]);
    let replay_dark = colours_drawn(&["replay", game, "--theme", "dark"], &[truecolor]);
    assert_ne!(replay_light, replay_dark);
    assert!(
        replay_light
            .iter()
            .any(|c| light.contains(c) && !dark.contains(c)),
        "{replay_light:?} {light:?}"
    );
}

#[test]
fn a_flag_falls_at_80_by_24_and_the_save_the_list_and_the_pgn_say_so() {
    let data = fresh_data_dir();
    let mut tui = Tui::start_in(
        &data,
        &["play", "--expansions", "none", "--clock", "0:03+0"],
        80,
        24,
        false,
    );
    tui.wait_for("White to move", WAIT);
    // White's clock runs from the start, in tenths under ten seconds.
    tui.wait_for("▶ 2.", WAIT);
    tui.type_move(1, "wS1");
    // Black does not move: its flag falls three seconds on.
    tui.wait_for("time up 0.0", WAIT);
    tui.wait_for(
        "Game over. Black ran out of time: White wins on time.",
        WAIT,
    );
    let screen = tui.screen();
    assert!(!screen.contains("u undo"), "{}", tui.framed());
    // A flag that fell stays fallen: no move, no undo.
    tui.send("u");
    tui.wait_for("A game lost on time stays lost", WAIT);
    tui.send("q");
    tui.send("y");
    assert!(tui.wait_exit(WAIT).success());

    let saves = json_files(&data.join("games"));
    assert_eq!(saves.len(), 1, "{saves:?}");
    let (record, _) = hive::record::load(&saves[0]).unwrap();
    assert_eq!(
        record.result.ending,
        Some(hive::record::Ending::TimedOut(hive::rules::Color::Black))
    );
    let clock = record.clock.expect("the clock is saved");
    assert_eq!(clock.control.to_string(), "0:03+0");
    assert_eq!(clock.left.map(|l| l[1]), Some(std::time::Duration::ZERO));
    let white = record.moves[0]
        .left
        .expect("the mover's time left is saved");
    assert!(white > std::time::Duration::ZERO && white <= clock.control.initial());

    let hive = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
            .args(args)
            .env("HIVE_DATA_DIR", &data)
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // The table words a result in brief; the JSON list in full.
    let listing = hive(&["games"]);
    assert!(listing.contains("White (time)"), "{listing}");
    let listing = hive(&["games", "--json"]);
    assert!(
        listing.contains("White wins: Black ran out of time"),
        "{listing}"
    );
    let pgn = hive(&["export", "--format", "pgn", saves[0].to_str().unwrap()]);
    assert!(pgn.contains("[Result \"WhiteWins\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    // The time control (seconds+increment) and White's clock after its move.
    assert!(pgn.contains("[TimeControl \"3+0\"]"), "{pgn}");
    assert!(pgn.contains("[%clk 0:00:0"), "{pgn}");
    // `--resume` finds nothing to go on with: the game is over.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hive"))
        .args(["play", "--resume"])
        .env("HIVE_DATA_DIR", &data)
        .output()
        .unwrap();
    assert!(!out.status.success());
}
