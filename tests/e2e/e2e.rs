//! End-to-end tests of the terminal game: the real `hive` binary runs in a pseudo-terminal
//! (portable-pty), its output is fed to a terminal emulator (vt100) and the tests assert what
//! the screen shows after typed keys, exactly as a player would see it.
//!
//! Every wait has a timeout; on failure the whole screen is printed. Here, playing: typed
//! moves, the cursor, the computer, review; the terminal and the save are in `e2e_terminal`.

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
    // that ply, End back to the win; b leaves review and plays on.
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
