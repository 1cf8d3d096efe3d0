//! End-to-end tests of the terminal game: the real `hive` binary runs in a pseudo-terminal
//! (portable-pty), its output is fed to a terminal emulator (vt100) and the tests assert what
//! the screen shows after typed keys, exactly as a player would see it.
//!
//! Every wait has a timeout; on failure the whole screen is printed.

use super::pty::*;

#[test]
fn plays_a_game_to_a_win_with_typed_notation() {
    // The tournament opening: no Queen on the first turn (the default is the rulebook's).
    let mut tui = Tui::start(
        &["play", "--expansions", "none", "--opening", "tournament"],
        80,
        24,
        true,
    );
    tui.wait_for("Welcome!", WAIT);
    tui.wait_for("Plies (0)", WAIT);
    tui.wait_for("White to move · turn 1 · Base", WAIT);

    // An illegal move keeps the typed text and says why; Esc closes the prompt.
    tui.send(":wQ\r");
    tui.wait_for(
        "! wQ is illegal: the Queen cannot be placed on the first turn",
        WAIT,
    );
    tui.wait_for(":wQ_   Enter plays", WAIT);
    tui.wait_for("Plies (0)", WAIT);
    // Esc must arrive alone, or it reads as Alt plus the next key.
    tui.send("\x1b");
    tui.wait_gone(":wQ_", WAIT);
    tui.wait_for("arrows move", WAIT);
    tui.wait_for("Plies (0)", WAIT);
    // A move that is not even notation.
    tui.send(":wX9\r");
    tui.wait_for(":wX9_", WAIT);
    tui.wait_for("not a move", WAIT);
    tui.send("\x1b");
    tui.wait_gone(":wX9_", WAIT);

    let moves: Vec<&str> = WHITE_WINS.split(';').skip(3).collect();
    assert_eq!(moves.len(), 15);
    for (i, mv) in moves.iter().enumerate() {
        tui.type_move(i + 1, mv);
        if i + 1 < moves.len() {
            let screen = tui.screen();
            assert!(!screen.contains("Game over"), "{}", tui.framed());
        }
    }
    tui.wait_for("Game over. White wins: Black's Queen is surrounded.", WAIT);
    tui.wait_for("r review the game · u undo · N new game", WAIT);

    // A finished game takes no more moves from the board.
    tui.send("\r");
    tui.wait_for("The game is over", WAIT);

    // Undo reopens the game; redo wins it again.
    tui.send("u");
    tui.wait_for("Took back wQ /bG1", WAIT);
    tui.wait_for("Plies (14 of 15)", WAIT);
    tui.wait_gone("Game over", WAIT);
    tui.send("U");
    tui.wait_for("Plies (15)", WAIT);
    tui.wait_for(" 15. wQ /bG1", WAIT);
    tui.wait_for("Game over. White wins", WAIT);

    // Review: r opens it at the last ply; Home goes to the start, a number and Enter to
    // that ply, End back to the win; b plays on.
    tui.send("r");
    tui.wait_for("REVIEW ply 15/15", WAIT);
    tui.send("g");
    tui.wait_for("REVIEW ply 0/15", WAIT);
    tui.wait_for("Plies (0 of 15)", WAIT);
    tui.wait_for("the board is empty", WAIT);
    tui.send("7\r");
    tui.wait_for("REVIEW ply 7/15", WAIT);
    tui.wait_for("Plies (7 of 15)", WAIT);
    tui.wait_for("  7. wG1 bQ\\", WAIT);
    tui.send("G");
    tui.wait_for("REVIEW ply 15/15", WAIT);
    tui.wait_for("Game over. White wins", WAIT);
    tui.send("b");
    tui.wait_for("Back to the game, over at ply 15.", WAIT);
    tui.wait_gone("REVIEW", WAIT);

    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

/// Waits for the move list to hold exactly `played`, then the line still ahead (after undo,
/// shown dimmed as `n of total`).
fn expect_line(tui: &Tui, played: &[&str], ahead: &[&str]) -> String {
    let n = played.len();
    let total = n + ahead.len();
    let mut want = vec![if ahead.is_empty() {
        format!("Plies ({n})")
    } else {
        format!("Plies ({n} of {total})")
    }];
    for (i, mv) in played.iter().chain(ahead).enumerate() {
        want.push(format!("{:>3}. {mv}", i + 1));
    }
    let next = format!("{:>3}. ", total + 1);
    tui.wait_until(
        &format!("a move list of {want:?} and no {next:?}"),
        WAIT,
        |s| want.iter().all(|w| s.contains(w.as_str())) && !s.contains(&next),
    )
}

/// Waits for the move list to hold exactly `moves`, with nothing to redo.
fn expect_moves(tui: &Tui, moves: &[&str]) -> String {
    expect_line(tui, moves, &[])
}

#[test]
fn plays_with_cursor_keys() {
    let mut tui = Tui::start(&["play", "--expansions", "none"], 80, 24, false);
    tui.wait_for("Welcome!", WAIT);
    expect_moves(&tui, &[]);

    // The cursor starts at the origin; a placement keeps the cursor when it is a legal cell,
    // and a move leaves the cursor where the piece landed. Cells are axial (q, r); up and
    // down zig-zag by row parity.
    let mut played: Vec<&str> = Vec::new();

    // 1. wS1 at (0, 0).
    tui.send("S");
    tui.wait_for("Placing wS1", WAIT);
    tui.send("\r");
    played.push("wS1");
    expect_moves(&tui, &played);

    // 2. bS1 east of it, at (1, 0).
    tui.send("l");
    tui.send("S");
    tui.wait_for("Placing bS1", WAIT);
    tui.send("\r");
    played.push("bS1 wS1-");
    expect_moves(&tui, &played);
    tui.wait_for("White to move · turn 2", WAIT);

    // 3. wQ at (-1, 0), reached with the arrow keys.
    tui.send("\x1b[D\x1b[D");
    tui.send("Q");
    tui.wait_for("Placing wQ", WAIT);
    tui.send("\r");
    played.push("wQ -wS1");
    expect_moves(&tui, &played);

    // 4. bQ at (2, 0).
    tui.send("\x1b[C\x1b[C\x1b[C");
    tui.send("Q");
    tui.wait_for("Placing bQ", WAIT);
    tui.send("\r");
    played.push("bQ bS1-");
    expect_moves(&tui, &played);

    // 5. wA1 at (-2, 0).
    tui.send("hhhh");
    tui.send("A");
    tui.wait_for("Placing wA1", WAIT);
    tui.send("\r");
    played.push("wA1 -wQ");
    expect_moves(&tui, &played);

    // 6. bA1 at (3, 0), with the lower-case letter.
    tui.send("lllll");
    tui.send("a");
    tui.wait_for("Placing bA1", WAIT);
    tui.send("\r");
    played.push("bA1 bQ-");
    expect_moves(&tui, &played);
    tui.wait_for("White to move · turn 4", WAIT);

    // 7. A movement: pick up wA1 at (-2, 0)…
    tui.send("hhhhh");
    tui.send("\r");
    tui.wait_for("wA1 picked up. Ant:", WAIT);
    // …try to drop it off the hive at (-1, -2): refused, still held…
    tui.send("kk");
    tui.send("\r");
    tui.wait_for("! wA1 cannot go there", WAIT);
    // …then down twice returns to (-2, 0) and six steps east reach (4, 0).
    tui.send("jj");
    tui.send("llllll");
    tui.send("\r");
    played.push("wA1 bA1-");
    expect_moves(&tui, &played);

    // 8. Black's pieces now form a line held at both ends: bA1 at (3, 0) is pinned.
    tui.send("h");
    tui.send("\r");
    tui.wait_for("bA1 cannot move: it is pinned", WAIT);
    // bG1 at (2, -1), north-west of bQ: up (north-east on an even row) then west twice.
    tui.send("k");
    tui.send("hh");
    tui.send("g");
    tui.wait_for("Placing bG1", WAIT);
    tui.send("\r");
    played.push("bG1 \\bQ");
    expect_moves(&tui, &played);

    // 9. Tab finds a white piece that can move, Enter picks it up, Tab chooses a
    // destination and Enter drops it there.
    tui.send("\t");
    let screen = tui.wait_for(" can move: Enter picks it up.", WAIT);
    let line = screen
        .lines()
        .find(|l| l.contains(" can move: Enter picks it up."))
        .unwrap();
    let piece = line.split_whitespace().next().unwrap().to_string();
    assert!(
        ["wQ", "wA1"].contains(&piece.as_str()),
        "only wQ and wA1 are free to move, not {piece}\n{}",
        tui.framed()
    );
    tui.send("\r");
    tui.wait_for(&format!("{piece} picked up."), WAIT);
    tui.send("\t");
    tui.send("\r");
    // The message after a move starts with the move, as the list writes it.
    let screen = tui.wait_for(". Black to move.", WAIT);
    let ninth = screen
        .lines()
        .find_map(|l| l.strip_suffix(". Black to move."))
        .unwrap_or_else(|| panic!("no message after the ninth move\n{}", tui.framed()))
        .to_string();
    assert!(
        ninth.starts_with(&format!("{piece} ")),
        "the ninth move {ninth:?} moves {piece}\n{}",
        tui.framed()
    );
    let mut with_ninth = played.clone();
    with_ninth.push(&ninth);
    expect_moves(&tui, &with_ninth);

    // Undo twice (the list keeps the line ahead), then redo twice.
    tui.send("u");
    tui.wait_for(&format!("Took back {ninth}"), WAIT);
    expect_line(&tui, &played, &[&ninth]);
    tui.send("u");
    tui.wait_for("Took back bG1 \\bQ", WAIT);
    expect_line(&tui, &played[..7], &[played[7], &ninth]);
    tui.wait_for("Black to move · turn 4", WAIT);
    tui.send("U");
    expect_line(&tui, &played, &[&ninth]);
    tui.send("U");
    expect_moves(&tui, &with_ninth);
    // Nothing more to redo.
    tui.send("U");
    tui.wait_for("Nothing to redo.", WAIT);
    expect_moves(&tui, &with_ninth);

    tui.send("q");
    tui.wait_for("Quit this game?", WAIT);
    tui.send("y");
    assert!(tui.wait_exit(WAIT).success());
}

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
    let saves: Vec<_> = std::fs::read_dir(&games)
        .expect("the games directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
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
        let killed = std::process::Command::new("kill")
            .args([format!("-{signal}"), pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = tui.wait_exit(WAIT);
        assert_eq!(status.exit_code(), 128 + number, "SIG{signal}: {status:?}");
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
fn the_computer_replies_and_undo_takes_back_both_moves() {
    let mut tui = Tui::start(
        &[
            "play",
            "--expansions",
            "none",
            "--ai",
            "black",
            "--level",
            "1",
        ],
        80,
        24,
        false,
    );
    tui.wait_for("White to move", WAIT);
    tui.send(":wS1\r");
    // The search runs on the runtime's worker thread; its answer comes back as a move.
    tui.wait_for("Plies (2)", WAIT);
    tui.wait_for("White to move · turn 2", WAIT);
    tui.send("u");
    tui.wait_for("Plies (0 of 2)", WAIT);
    tui.wait_for("White to move · turn 1", WAIT);
    // Offering a draw at the start: the computer declines at once, too early to judge (no
    // question asked).
    tui.send("D");
    tui.wait_until("the computer's answer to a draw offer", WAIT, |s| {
        s.contains("declines the draw")
    });
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

#[test]
fn the_rulebook_opening_lets_the_queen_come_first() {
    // A new game follows the printed rules unless told otherwise: the Queen may open.
    let mut tui = Tui::start(&["play", "--expansions", "none"], 80, 24, true);
    tui.wait_for("Plies (0)", WAIT);
    tui.send(":wQ\r");
    tui.wait_for("Plies (1)", WAIT);
    tui.send(":bQ wQ-\r");
    tui.wait_for("Plies (2)", WAIT);
    let screen = tui.screen();
    assert!(!screen.contains("illegal"), "{}", tui.framed());
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
    let branches: Vec<_> = std::fs::read_dir(data.join("games"))
        .expect("the branch went to the games folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
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

#[test]
fn n_makes_the_thinking_computer_move_now() {
    // Level 5 thinks for up to three seconds a move.
    let mut tui = Tui::start(
        &[
            "play",
            "--expansions",
            "none",
            "--ai",
            "black",
            "--level",
            "5",
        ],
        80,
        24,
        false,
    );
    tui.wait_for("White to move", WAIT);
    tui.send(":wS1\r");
    // The thinking indicator, with the key that hurries it.
    tui.wait_for("n: move now", WAIT);
    tui.send("n");
    tui.wait_for("Plies (2)", WAIT);
    let screen = tui.wait_for("White to move · turn 2", WAIT);
    assert!(!screen.contains("without an answer"), "{}", tui.framed());
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

#[test]
fn review_shows_the_engines_view_and_marks_mistakes() {
    let mut tui = Tui::start(
        &[
            "replay",
            "tests/data/record/HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf",
        ],
        80,
        24,
        false,
    );
    tui.wait_for("REVIEW ply 0/", WAIT);
    tui.send("6\r");
    tui.wait_for("REVIEW ply 6/", WAIT);
    // The background search of the ply shown: a score and bar, and the best line.
    let screen = tui.wait_for(" best ", WAIT);
    assert!(
        screen.contains(" W") && screen.contains("B\n"),
        "{}",
        tui.framed()
    );
    tui.send("a");
    tui.wait_for("Analysing", WAIT);
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

#[test]
fn ponder_lets_the_computer_think_on_the_players_time() {
    let mut tui = Tui::start(
        &[
            "play",
            "--expansions",
            "none",
            "--ai",
            "black",
            "--level",
            "1",
            "--ponder",
        ],
        80,
        24,
        false,
    );
    tui.wait_for("computer pondering", WAIT);
    tui.send(":wS1\r");
    tui.wait_for("Plies (2)", WAIT);
    // Pondering again on the new position; t turns it off.
    tui.wait_for("computer pondering", WAIT);
    tui.send("t");
    tui.wait_for("Pondering off", WAIT);
    tui.wait_gone("computer pondering", WAIT);
    tui.send("\x03");
    assert!(tui.wait_exit(WAIT).success());
}

/// The colours `hive` with `args` drew its first screen with in a terminal announced by
/// `env`: each SGR colour parameter (`38;5;223`, `48;2;100;66;40`, …) once, in order.
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
            if take > 1 {
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
    // The 16 ANSI colours for a plain xterm.
    let c16 = colours_drawn(&["play"], &[("TERM", "xterm")]);
    assert!(
        !c16.is_empty() && !indexed(&c16, 16) && !rgb(&c16),
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

    let saves: Vec<_> = std::fs::read_dir(data.join("games"))
        .expect("the games directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
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
    let listing = hive(&["games"]);
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
