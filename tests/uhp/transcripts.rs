//! UHP transcripts: command lines in, answer lines out, exactly, for every command and every
//! class of error; driven through `hive::engine::uhp::run` with in-memory buffers.
//!
//! An expected line ending in `*` matches any line starting with what precedes the `*`: used
//! where the end of a message is the rules engine's sentence, which is not ours to pin here,
//! and for the top of `Threads`, which is the machine's number of cores.

use std::collections::BTreeSet;

use hive::engine::uhp::{MAX_LINE, run};

/// The start-up block.
fn info() -> Vec<String> {
    vec![
        format!("id hive {}", env!("CARGO_PKG_VERSION")),
        "Mosquito;Ladybug;Pillbug".to_string(),
        "ok".to_string(),
    ]
}

/// Runs a whole session on `input` and returns every output line.
fn converse_bytes(input: &[u8]) -> Vec<String> {
    let mut output = Vec::new();
    run(input, &mut output).expect("in-memory I/O cannot fail");
    String::from_utf8(output)
        .expect("the engine writes UTF-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// Sends `input` (one command per element) and checks the answers after the start-up block.
#[track_caller]
fn check(input: &[&str], expected: &[&str]) {
    let mut text = input.join("\n");
    text.push('\n');
    check_bytes(text.as_bytes(), expected);
}

#[track_caller]
fn check_bytes(input: &[u8], expected: &[&str]) {
    let out = converse_bytes(input);
    let head = info();
    assert_eq!(
        out.get(..head.len()),
        Some(&head[..]),
        "no start-up block: {out:#?}"
    );
    let body = out.get(head.len()..).unwrap_or_default();
    let matches = body.len() == expected.len()
        && body
            .iter()
            .zip(expected)
            .all(|(got, want)| match want.strip_suffix('*') {
                Some(prefix) => got.starts_with(prefix),
                None => got == want,
            });
    assert!(
        matches,
        "input:\n{}\nexpected:\n{}\ngot:\n{}",
        String::from_utf8_lossy(input),
        expected.join("\n"),
        body.join("\n")
    );
}

/// A finished game (Black surrounded White's Queen), from Mzinga's invalid-move table.
const BLACK_WON: &str = "Base;BlackWins;White[7];wS1;bS1 wS1-;wQ \\wS1;bQ bS1/;wG1 -wQ;bG1 bQ-;wA1 wG1\\;bA1 bQ\\;wA2 \\wQ;bA2 \\bG1;wG2 wQ/;bG1 wG2\\";
/// White's only legal move is a pass (OpenSpiel's test position).
const FORCED_PASS: &str = "Base;InProgress;White[7];wA1;bS1 wA1-;wQ -wA1;bQ bS1/;wQ \\wA1;bA1 bS1\\;wQ -wA1;bA2 bQ\\;wQ \\wA1;bA1 \\wQ;wG1 /wQ;bA2 /wG1";
/// White wins with `wA1 -bG1`, the only winning move among 63.
const WHITE_WINS_IN_ONE: &str = "Base;InProgress;White[11];wB1;bA1 -wB1;wQ wB1-;bA2 -bA1;wG1 wQ-;bA3 /bA2;wB2 wQ\\;bQ -bA2;wS1 wG1-;bG1 \\bA1;wG2 \\wG1;bB1 bA3\\;wB2 wG1\\;bG2 /bA3;wG3 wB1\\;bS1 \\bQ;wS1 \\wG2;bS2 /bQ;wA1 \\wS1;bB2 /bS1";
const NO_GAME: &str = "err no game in progress: start one with `newgame`";

#[test]
fn start_up_announces_the_engine_and_end_of_input_ends_quietly() {
    assert_eq!(converse_bytes(b""), info());
}

#[test]
fn info_repeats_the_block() {
    let head = info();
    let mut expected: Vec<&str> = head.iter().map(String::as_str).collect();
    expected.extend(["err `info` takes no arguments", "ok"]);
    check(&["info", "info please"], &expected);
}

#[test]
fn newgame_without_arguments_starts_the_base_game() {
    check(&["newgame"], &["Base;NotStarted;White[1]", "ok"]);
}

#[test]
fn newgame_takes_every_game_type() {
    for t in [
        "Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP",
    ] {
        let line = format!("{t};NotStarted;White[1]");
        check(&[&format!("newgame {t}")], &[&line, "ok"]);
    }
}

#[test]
fn newgame_reads_the_expansions_in_any_order_and_answers_in_uhp_order() {
    check(
        &["newgame Base+LMP"],
        &["Base+MLP;NotStarted;White[1]", "ok"],
    );
    check(
        &["newgame Base+PL;InProgress;Black[1];wS1", "newgame Base+MM"],
        &["Base+LP;InProgress;Black[1];wS1", "ok", "err *", "ok"],
    );
}

#[test]
fn newgame_replays_a_game_string_and_recomputes_state_and_turn() {
    check(
        &["newgame Base;WhiteWins;White[99];wS1;bS1 wS1-;wQ -wS1;"],
        &["Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1", "ok"],
    );
    // Moves written with another reference come back in Mzinga's spelling.
    check(
        &["newgame Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1-;bA1 -bG1;wG1 /wA1"],
        &[
            "Base+MLP;InProgress;Black[3];wS1;bG1 -wS1;wA1 wS1-;bA1 -bG1;wG1 wS1\\",
            "ok",
        ],
    );
    check(&[&format!("newgame {BLACK_WON}")], &[BLACK_WON, "ok"]);
}

#[test]
fn a_bad_newgame_is_refused_and_the_game_in_progress_kept() {
    check(
        &[
            "newgame Base+MLP",
            "play wS1",
            "newgame Base+X",
            "newgame Base;InProgress;White[2];wS1;bQ wS1-",
            "undo",
        ],
        &[
            "Base+MLP;NotStarted;White[1]",
            "ok",
            "Base+MLP;InProgress;Black[1];wS1",
            "ok",
            "err cannot start that game: `Base+X` is not a game type*",
            "ok",
            "err cannot start that game: move 2 `bQ wS1-`: *",
            "ok",
            "Base+MLP;NotStarted;White[1]",
            "ok",
        ],
    );
}

#[test]
fn newgame_trusts_the_moves_over_empty_stale_or_wrong_state_and_turn_fields() {
    // hive-hydra (the bridge that runs UHP engines as hivegame.com bots) sends an empty
    // turn; other tools send stale or invented fields. The answer is the corrected string.
    check(
        &[
            "newgame Base+MLP;InProgress;;wS1;bG1 -wS1",
            "newgame Base;Sleeping;White[1]",
            "newgame Base;InProgress;Green[1];wS1",
            "newgame Base;;;wS1;bS1 wS1-;wQ -wS1",
        ],
        &[
            "Base+MLP;InProgress;White[2];wS1;bG1 -wS1",
            "ok",
            "Base;NotStarted;White[1]",
            "ok",
            "Base;InProgress;Black[1];wS1",
            "ok",
            "Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1",
            "ok",
        ],
    );
}

#[test]
fn play_answers_the_new_game_string() {
    check(
        &[
            "newgame",
            "play wS1",
            "play   BG1   -WS1 ",
            "play wA1 wS1-",
            "play bA1 -bG1",
            "play wG1 /wA1",
        ],
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "Base;InProgress;Black[1];wS1",
            "ok",
            "Base;InProgress;White[2];wS1;bG1 -wS1",
            "ok",
            "Base;InProgress;Black[2];wS1;bG1 -wS1;wA1 wS1-",
            "ok",
            "Base;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1-;bA1 -bG1",
            "ok",
            // Written beside wA1, answered beside wS1: the reference Mzinga would choose.
            "Base;InProgress;Black[3];wS1;bG1 -wS1;wA1 wS1-;bA1 -bG1;wG1 wS1\\",
            "ok",
        ],
    );
}

#[test]
fn moves_that_do_not_parse_are_invalid_moves() {
    check(
        &[
            "newgame",
            "play wS1",
            "play xyz",
            "play wA4 -wS1",
            "play wA1 -wS1 now",
            "play wA1 -wS1-",
            "play wQ",
            "play bA1 -bG1",
            "play",
        ],
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "Base;InProgress;Black[1];wS1",
            "ok",
            "invalidmove `xyz` is not a piece name*",
            "ok",
            "invalidmove `wA4`: there is no Ant number 4*",
            "ok",
            "invalidmove `wA1 -wS1 now`: *",
            "ok",
            "invalidmove `-wS1-`: *",
            "ok",
            "invalidmove `wQ` needs a reference piece*",
            "ok",
            "invalidmove the reference `bG1` is not on the board",
            "ok",
            "err `play` needs a MoveString, like `play wS1` or `play bG1 -wS1`",
            "ok",
        ],
    );
}

#[test]
fn illegal_moves_are_invalid_moves_with_a_reason() {
    check(
        &[
            "newgame",
            "play wQ",
            "play bS1",
            "play wM",
            "play wS1",
            "play wS1 wS1-",
            "play bQ wS1-",
            "play bS2 wS1-",
            "play bS1 wS1-",
            "play wA1 \\bS1",
            "play wS1 \\bS1",
            "pass",
        ],
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "invalidmove `wQ` is illegal: the Queen cannot be placed on the first turn",
            "ok",
            "invalidmove `bS1` is illegal: *",
            "ok",
            "invalidmove `wM` is illegal: *",
            "ok",
            "Base;InProgress;Black[1];wS1",
            "ok",
            "invalidmove `wS1 wS1-` is illegal: *",
            "ok",
            "invalidmove `bQ wS1-` is illegal: the Queen cannot be placed on the first turn",
            "ok",
            "invalidmove `bS2 wS1-` is illegal: *",
            "ok",
            "Base;InProgress;White[2];wS1;bS1 wS1-",
            "ok",
            "invalidmove `wA1 \\bS1` is illegal: *",
            "ok",
            "invalidmove `wS1 \\bS1` is illegal: *",
            "ok",
            "invalidmove `pass` is illegal: *",
            "ok",
        ],
    );
}

#[test]
fn a_forced_pass_is_listed_played_and_found() {
    let after = format!("{};pass", FORCED_PASS.replace("White[7]", "Black[7]"));
    check(
        &[
            &format!("newgame {FORCED_PASS}"),
            "validmoves",
            "bestmove",
            "play wA1 -bS1",
            "pass",
        ],
        &[
            FORCED_PASS,
            "ok",
            "pass",
            "ok",
            "pass",
            "ok",
            "invalidmove `wA1 -bS1` is illegal: *",
            "ok",
            &after,
            "ok",
        ],
    );
}

#[test]
fn validmoves_lists_every_legal_move_once() {
    let out = converse_bytes(b"newgame\nvalidmoves\nplay wG1\nvalidmoves\n");
    let first: BTreeSet<&str> = out.get(5).map_or("", String::as_str).split(';').collect();
    assert_eq!(first, BTreeSet::from(["wS1", "wB1", "wG1", "wA1"]));
    let second: Vec<&str> = out.get(9).map_or("", String::as_str).split(';').collect();
    // Four bugs (no Queen yet) on six cells.
    assert_eq!(second.len(), 24);
    assert_eq!(second.iter().collect::<BTreeSet<_>>().len(), 24);
    assert!(second.contains(&"bA1 -wG1"));
    assert_eq!(out.last().map(String::as_str), Some("ok"));
    check(
        &["newgame", "validmoves now"],
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "err `validmoves` takes no arguments",
            "ok",
        ],
    );
}

#[test]
fn bestmove_finds_the_winning_move_by_depth_and_by_time() {
    let won = format!(
        "{};wA1 -bG1",
        WHITE_WINS_IN_ONE.replace("InProgress;White[11]", "WhiteWins;Black[11]")
    );
    check(
        &[
            &format!("newgame {WHITE_WINS_IN_ONE}"),
            "bestmove depth 1",
            "bestmove time 00:00:00.5",
            "BestMove DEPTH 2",
            "play wA1 -bG1",
        ],
        &[
            WHITE_WINS_IN_ONE,
            "ok",
            "wA1 -bG1",
            "ok",
            "wA1 -bG1",
            "ok",
            "wA1 -bG1",
            "ok",
            &won,
            "ok",
        ],
    );
}

#[test]
fn bestmove_arguments_are_checked() {
    check(
        &[
            "newgame",
            "bestmove depth 0",
            "bestmove depth 61",
            "bestmove depth two",
            "bestmove time 5",
            "bestmove time 00:00:75",
            "bestmove time",
            "bestmove soon",
            "bestmove depth 1 time 00:00:01",
        ],
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "err `0` is not a depth: expected a number from 1 to 60",
            "ok",
            "err `61` is not a depth: expected a number from 1 to 60",
            "ok",
            "err `two` is not a depth: expected a number from 1 to 60",
            "ok",
            "err `5` is not a time: expected hh:mm:ss, like `00:00:05` (seconds may have a fraction)",
            "ok",
            "err `00:00:75` is not a time*",
            "ok",
            "err `bestmove` takes `time hh:mm:ss`, `depth N`, `clock WTIME BTIME [WINC BINC]` (milliseconds), `seconds S`, `depthorseconds N S`, `nodes N`, `infinite` (until interrupted), or nothing (to play at the Level option)",
            "ok",
            "err `bestmove` takes `time hh:mm:ss`, `depth N`*",
            "ok",
            "err `bestmove` takes `time hh:mm:ss`, `depth N`*",
            "ok",
        ],
    );
}

#[test]
fn every_game_command_needs_a_game() {
    check(
        &["play wS1", "pass", "validmoves", "bestmove depth 1", "undo"],
        &[
            NO_GAME, "ok", NO_GAME, "ok", NO_GAME, "ok", NO_GAME, "ok", NO_GAME, "ok",
        ],
    );
}

#[test]
fn a_finished_game_takes_no_moves_but_can_be_undone() {
    let over = "err the game is over (BlackWins): `undo` moves or start a `newgame`";
    let undone = BLACK_WON
        .replace("BlackWins;White[7]", "InProgress;Black[6]")
        .replace(";bG1 wG2\\", "");
    check(
        &[
            &format!("newgame {BLACK_WON}"),
            "play wB1 wG2/",
            "pass",
            "validmoves",
            "bestmove time 00:00:01",
            "undo",
        ],
        &[
            BLACK_WON,
            "ok",
            over,
            "ok",
            over,
            "ok",
            over,
            "ok",
            "err the game is over (BlackWins): there is no move to find",
            "ok",
            &undone,
            "ok",
        ],
    );
}

#[test]
fn undo_takes_back_one_or_more_plies() {
    check(
        &[
            "newgame Base+M",
            "undo",
            "play wS1",
            "play bS1 wS1-",
            "play wM -wS1",
            "undo 4",
            "undo 2",
            "undo",
            "undo 0",
            "undo -1",
            "undo x",
            "undo 99999999999999999999",
            "play wS1",
            "undo 2",
        ],
        &[
            "Base+M;NotStarted;White[1]",
            "ok",
            "err cannot undo: no moves have been played",
            "ok",
            "Base+M;InProgress;Black[1];wS1",
            "ok",
            "Base+M;InProgress;White[2];wS1;bS1 wS1-",
            "ok",
            "Base+M;InProgress;Black[2];wS1;bS1 wS1-;wM -wS1",
            "ok",
            "err cannot undo 4 moves: only 3 moves have been played",
            "ok",
            "Base+M;InProgress;Black[1];wS1",
            "ok",
            "Base+M;NotStarted;White[1]",
            "ok",
            "err `undo` takes a number of moves (1 or more), not `0`",
            "ok",
            "err `undo` takes a number of moves (1 or more), not `-1`",
            "ok",
            "err `undo` takes a number of moves (1 or more), not `x`",
            "ok",
            "err `undo` takes a number of moves (1 or more), not `99999999999999999999`",
            "ok",
            "Base+M;InProgress;Black[1];wS1",
            "ok",
            "err cannot undo 2 moves: only 1 move has been played",
            "ok",
        ],
    );
}

/// The options as `options` lists them, with their defaults.
const OPTIONS: [&str; 5] = [
    "TranspositionTableSizeMB;int;32;32;1;1024",
    "Threads;int;1;1;1;*",
    "Level;int;5;5;1;5",
    "RepetitionDraw;bool;False;False",
    "ReportIntermediateBestMoves;bool;False;False",
];

#[test]
fn options_are_listed_read_and_set() {
    let unknown = "err unknown option `Ponder`; this engine has: TranspositionTableSizeMB, Threads, Level, RepetitionDraw, ReportIntermediateBestMoves";
    let mut expected: Vec<&str> = OPTIONS.to_vec();
    expected.extend([
        "ok",
        "TranspositionTableSizeMB;int;32;32;1;1024",
        "ok",
        "TranspositionTableSizeMB;int;2;32;1;1024",
        "ok",
        "TranspositionTableSizeMB;int;2;32;1;1024",
        "ok",
        unknown,
        "ok",
        unknown,
        "ok",
        "err `0` is not a value for TranspositionTableSizeMB: expected a whole number from 1 to 1024",
        "ok",
        "err `1025` is not a value for TranspositionTableSizeMB*",
        "ok",
        "err `big` is not a value for TranspositionTableSizeMB*",
        "ok",
        "err `options` takes nothing, `get NAME` or `set NAME VALUE` (try `options` to list them)",
        "ok",
        "err `options` takes nothing*",
        "ok",
        "Base;NotStarted;White[1]",
        "ok",
        "w*",
        "ok",
        "TranspositionTableSizeMB;int;2;32;1;1024",
        "Threads;int;1;1;1;*",
        "Level;int;5;5;1;5",
        "RepetitionDraw;bool;False;False",
        "ReportIntermediateBestMoves;bool;False;False",
        "ok",
    ]);
    check(
        &[
            "options",
            "options get TranspositionTableSizeMB",
            "options set TranspositionTableSizeMB 2",
            "options get transpositiontablesizemb",
            "options get Ponder",
            "options set Ponder 1",
            "options set TranspositionTableSizeMB 0",
            "options set TranspositionTableSizeMB 1025",
            "options set TranspositionTableSizeMB big",
            "options set TranspositionTableSizeMB",
            "options frob",
            "newgame",
            "bestmove depth 1",
            "options",
        ],
        &expected,
    );
}

#[test]
fn hash_is_another_name_for_the_table_size_and_answers_under_its_own() {
    check(
        &[
            "options get Hash",
            "options set Hash 64",
            "options set hash 8",
            "options get TranspositionTableSizeMB",
            "options set Hash 0",
        ],
        &[
            "TranspositionTableSizeMB;int;32;32;1;1024",
            "ok",
            "TranspositionTableSizeMB;int;64;32;1;1024",
            "ok",
            "TranspositionTableSizeMB;int;8;32;1;1024",
            "ok",
            "TranspositionTableSizeMB;int;8;32;1;1024",
            "ok",
            "err `0` is not a value for TranspositionTableSizeMB: expected a whole number from 1 to 1024",
            "ok",
        ],
    );
}

#[test]
fn threads_level_and_repetition_draw_are_checked_and_set() {
    check(
        &[
            "options set Threads 1",
            "options set Threads 0",
            "options set Threads 65",
            "options set Level 0",
            "options set Level 6",
            "options set level 2",
            "options set RepetitionDraw yes",
            "options set RepetitionDraw 1",
            "options set repetitiondraw TRUE",
            "options get RepetitionDraw",
            "options set RepetitionDraw false",
            "options",
        ],
        &[
            "Threads;int;1;1;1;*",
            "ok",
            "err `0` is not a value for Threads: expected a whole number from 1 to *",
            "ok",
            "err `65` is not a value for Threads: expected a whole number from 1 to *",
            "ok",
            "err `0` is not a value for Level: expected a whole number from 1 to 5",
            "ok",
            "err `6` is not a value for Level*",
            "ok",
            "Level;int;2;5;1;5",
            "ok",
            "err `yes` is not a value for RepetitionDraw: expected True or False",
            "ok",
            "err `1` is not a value for RepetitionDraw: expected True or False",
            "ok",
            "RepetitionDraw;bool;True;False",
            "ok",
            "RepetitionDraw;bool;True;False",
            "ok",
            "RepetitionDraw;bool;False;False",
            "ok",
            "TranspositionTableSizeMB;int;32;32;1;1024",
            "Threads;int;1;1;1;*",
            "Level;int;2;5;1;5",
            "RepetitionDraw;bool;False;False",
            "ReportIntermediateBestMoves;bool;False;False",
            "ok",
        ],
    );
}

#[test]
fn exit_answers_ok_and_ends_the_session() {
    check(&["exit", "info", "newgame"], &["ok"]);
    check(
        &["exit now", "exit"],
        &["err `exit` takes no arguments", "ok", "ok"],
    );
}

#[test]
fn unknown_commands_are_errors_and_names_ignore_case() {
    let unknown = "err unknown command `frobnicate`; the commands are info, newgame, play, pass, validmoves, bestmove, undo, options, perft, exit";
    check(
        &["frobnicate now", "NEWGAME Base+L", "Play wL", "ValidMoves"],
        &[
            unknown,
            "ok",
            "Base+L;NotStarted;White[1]",
            "ok",
            "Base+L;InProgress;Black[1];wL",
            "ok",
            "b*",
            "ok",
        ],
    );
}

#[test]
fn blank_lines_are_ignored_and_crlf_is_accepted() {
    check_bytes(
        b"\n   \n\t\r\nnewgame\r\n\r\nplay wS1\r\n",
        &[
            "Base;NotStarted;White[1]",
            "ok",
            "Base;InProgress;Black[1];wS1",
            "ok",
        ],
    );
}

#[test]
fn a_byte_order_mark_before_a_command_is_ignored() {
    // A tester's `printf '\xef\xbb\xbfinfo'` got "unknown command ` info`".
    check_bytes(
        b"\xef\xbb\xbfnewgame Base\n",
        &["Base;NotStarted;White[1]", "ok"],
    );
}

#[test]
fn a_last_line_without_a_newline_is_answered() {
    check_bytes(b"newgame Base+P", &["Base+P;NotStarted;White[1]", "ok"]);
}

#[test]
fn invalid_utf8_is_answered_like_any_garbage() {
    check_bytes(
        b"\xff\xfe\xfd\nnewgame\nplay w\xc3\x28S1\n",
        &[
            "err unknown command `\u{fffd}\u{fffd}\u{fffd}`*",
            "ok",
            "Base;NotStarted;White[1]",
            "ok",
            "invalidmove *",
            "ok",
        ],
    );
}

#[test]
fn an_overlong_line_is_refused_and_the_session_goes_on() {
    let mut input = b"newgame ".to_vec();
    input.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
    input.extend_from_slice(b"\nnewgame\n");
    let too_long =
        format!("err line too long: commands are at most {MAX_LINE} bytes; the line was ignored");
    check_bytes(&input, &[&too_long, "ok", "Base;NotStarted;White[1]", "ok"]);
}

#[test]
fn long_error_messages_are_cut_and_stay_on_one_line() {
    let junk = format!("newgame {}\u{0007}\r{}", "y".repeat(5000), "z".repeat(10));
    let out = converse_bytes(format!("{junk}\n").as_bytes());
    let err = out.get(3).cloned().unwrap_or_default();
    assert!(err.starts_with("err cannot start that game: "), "{err}");
    assert!(err.len() < 400, "{}", err.len());
    assert!(!err.chars().any(char::is_control));
    assert_eq!(out.len(), 5);
}

#[test]
fn a_bare_bestmove_plays_at_the_level_option() {
    // Level 3 searches three plies for at most a second: enough to see a win in one.
    check(
        &[
            "options set Level 3",
            &format!("newgame {WHITE_WINS_IN_ONE}"),
            "bestmove",
        ],
        &[
            "Level;int;3;5;1;5",
            "ok",
            WHITE_WINS_IN_ONE,
            "ok",
            "wA1 -bG1",
            "ok",
        ],
    );
    // The weakest levels answer legal moves too, after one or two plies.
    for level in [1, 2] {
        let replies = crate::common::uhp::answers(&format!(
            "options set Level {level}\nnewgame {WHITE_WINS_IN_ONE}\nbestmove\n"
        ));
        let answer = replies[3].last().unwrap();
        let mut game = hive::rules::Game::parse(WHITE_WINS_IN_ONE).unwrap();
        assert!(game.play_str(answer).is_ok(), "level {level}: {answer}");
    }
}

#[test]
fn play_reads_numbered_unique_bugs_and_side_marks_at_a_stack() {
    // `wM1` is `wM`; `wB1 wQ-` points at wS1's place, which is taken: the climb `wB1 wS1`.
    check(
        &[
            r"newgame Base+M;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-",
            "play wB1 wQ-",
            "play bM1 bB1-",
        ],
        &[
            r"Base+M;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-",
            "ok",
            r"Base+M;InProgress;Black[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-;wB1 wS1",
            "ok",
            r"Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-;wB1 wS1;bM bB1-",
            "ok",
        ],
    );
}

#[test]
fn newgame_reads_them_as_play_does() {
    // The same two moves inside a GameString: a GUI that rebuilds its game from the moves
    // the engine took must get it back, in UHP's spelling.
    check(
        &[
            r"newgame Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-;wB1 wQ-;bM1 bB1-",
        ],
        &[
            r"Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-;wB1 wS1;bM bB1-",
            "ok",
        ],
    );
}
