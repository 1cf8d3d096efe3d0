//! The `bestmove` forms beyond the protocol: `clock` (answered within the time manager's
//! budget for the side to move), nokamute's `seconds` and `depthorseconds`, `infinite`, and
//! the `ReportIntermediateBestMoves` option's lines.

use std::time::{Duration, Instant};

use hive::engine::uhp::run;
use hive::rules::Game;

/// White wins with `wA1 -bG1`, the only winning move among 63.
const WHITE_WINS_IN_ONE: &str = "Base;InProgress;White[11];wB1;bA1 -wB1;wQ wB1-;bA2 -bA1;wG1 wQ-;bA3 /bA2;wB2 wQ\\;bQ -bA2;wS1 wG1-;bG1 \\bA1;wG2 \\wG1;bB1 bA3\\;wB2 wG1\\;bG2 /bA3;wG3 wB1\\;bS1 \\bQ;wS1 \\wG2;bS2 /bQ;wA1 \\wS1;bB2 /bS1";
/// White's only legal move is a pass.
const FORCED_PASS: &str = "Base;InProgress;White[7];wA1;bS1 wA1-;wQ -wA1;bQ bS1/;wQ \\wA1;bA1 bS1\\;wQ -wA1;bA2 bQ\\;wQ \\wA1;bA1 \\wQ;wG1 /wQ;bA2 /wG1";
/// Black to move in a middle game, dozens of moves to choose from.
const MIDDLE_GAME: &str = r"Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\;bQ bL\;wQ \wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\;bM wA1\;wB1 wQ\;bA2 /bP;wB2 wM-;bA1 wB2\;wB1 wG1";

/// The answer lines of a session on `commands`, after the start-up block, and how long it
/// took.
fn converse(commands: &[&str]) -> (Vec<String>, Duration) {
    let mut input = commands.join("\n");
    input.push('\n');
    let mut output = Vec::new();
    let started = Instant::now();
    run(input.as_bytes(), &mut output).unwrap();
    let took = started.elapsed();
    let text = String::from_utf8(output).unwrap();
    (text.lines().skip(3).map(str::to_string).collect(), took)
}

/// Plays `bestmove` (a full command) on the middle game: asserts that the answer is one of
/// Black's legal moves there, and returns how long the session took.
fn answer_in_middle_game(bestmove: &str) -> Duration {
    let (lines, took) = converse(&[&format!("newgame {MIDDLE_GAME}"), bestmove]);
    assert!(
        Game::parse(MIDDLE_GAME)
            .unwrap()
            .play_str(&lines[2])
            .is_ok(),
        "{bestmove}: {lines:?}"
    );
    took
}

#[test]
fn every_new_form_finds_the_winning_move() {
    let (lines, _) = converse(&[
        &format!("newgame {WHITE_WINS_IN_ONE}"),
        "bestmove clock 60000 60000",
        "bestmove clock 3000 1000 100 100",
        "bestmove seconds 0.3",
        "bestmove depthorseconds 2 30",
        "bestmove infinite",
    ]);
    let mut expected = vec![WHITE_WINS_IN_ONE.to_string(), "ok".to_string()];
    for _ in 0..5 {
        expected.extend(["wA1 -bG1".to_string(), "ok".to_string()]);
    }
    // `infinite` ends by itself once the win is proved.
    assert_eq!(lines, expected);
}

#[test]
fn a_clock_bestmove_spends_the_side_to_moves_time_not_the_others() {
    // Black to move with 2 s left (the reserve for the moves to come leaves it next to
    // nothing) while White has ten minutes: it answers at once.
    let took = answer_in_middle_game("bestmove clock 600000 2000");
    assert!(took < Duration::from_millis(600), "{took:?}");
}

#[test]
fn a_clock_bestmove_answers_within_its_hard_limit() {
    // Black: 10 s and 100 ms a move, 8 moves in. The time manager's hard limit is an
    // eighth of the usable time plus the increment, about 1.2 s; its target some 0.5 s.
    let took = answer_in_middle_game("bestmove clock 10000 10000 100 100");
    assert!(took < Duration::from_millis(1_500), "{took:?}");
    // It thought: more than the forced move's nothing.
    assert!(took > Duration::from_millis(50), "{took:?}");
}

#[test]
fn a_forced_move_on_the_clock_is_answered_at_once() {
    let (lines, took) = converse(&[
        &format!("newgame {FORCED_PASS}"),
        "bestmove clock 600000 600000 5000 5000",
    ]);
    assert_eq!(lines[2..], ["pass", "ok"]);
    assert!(took < Duration::from_millis(500), "{took:?}");
}

#[test]
fn seconds_take_fractions_and_bound_the_search() {
    let took = answer_in_middle_game("bestmove seconds 0.25");
    assert!(took < Duration::from_millis(800), "{took:?}");
    // depthorseconds: the depth first, when it comes first.
    let took = answer_in_middle_game("bestmove depthorseconds 1 600");
    assert!(took < Duration::from_secs(2), "{took:?}");
}

#[test]
fn bad_new_forms_are_refused() {
    let (lines, _) = converse(&[
        "newgame",
        "bestmove clock 1000",
        "bestmove clock 1000 1s",
        "bestmove seconds 1:00",
        "bestmove depthorseconds 0 1",
        "bestmove infinite now",
    ]);
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("err")).collect();
    assert_eq!(lines.iter().filter(|l| *l == "ok").count(), 6, "{lines:?}");
    assert_eq!(errors.len(), 5, "{lines:?}");
    assert!(errors[0].starts_with("err `bestmove` takes"), "{lines:?}");
    assert_eq!(
        errors[1],
        "err `1s` is not a time in milliseconds: expected digits, like `60000`"
    );
    assert!(errors[2].starts_with("err `1:00` is not a number of seconds"));
    assert!(errors[3].starts_with("err `0` is not a depth"));
    assert!(errors[4].starts_with("err `bestmove` takes"));
}

#[test]
fn intermediate_best_moves_are_reported_per_iteration_before_the_answer() {
    let (lines, _) = converse(&[
        &format!("newgame {MIDDLE_GAME}"),
        "options set ReportIntermediateBestMoves True",
        "bestmove depth 3",
        "options set ReportIntermediateBestMoves False",
        "bestmove depth 3",
    ]);
    assert_eq!(lines[2], "ReportIntermediateBestMoves;bool;True;False");
    // Three iterations, then the answer: the last iteration's move.
    let reports = &lines[4..7];
    let answer = &lines[7];
    assert_eq!(lines[8], "ok");
    let game = Game::parse(MIDDLE_GAME).unwrap();
    for (depth, report) in (1..).zip(reports) {
        let fields: Vec<&str> = report.split(';').collect();
        assert!(game.clone().play_str(fields[0]).is_ok(), "{report}");
        assert_eq!(fields[1], depth.to_string(), "{report}");
        // Mzinga's score: a number with two decimals.
        let score = fields[2].strip_suffix(".00").unwrap_or("x");
        assert!(score.parse::<i32>().is_ok(), "{report}");
        // The rest of the expected line, each a move in its turn.
        let mut walk = game.clone();
        for mv in fields.iter().take(1).chain(&fields[3..]) {
            assert!(walk.play_str(mv).is_ok(), "{report}: {mv}");
        }
        assert!(fields.len() - 3 < depth + 3, "{report}");
    }
    assert_eq!(reports[2].split(';').next(), Some(answer.as_str()));
    // Off again: the answer alone, the same move (the search is deterministic).
    assert_eq!(
        lines[9..],
        [
            "ReportIntermediateBestMoves;bool;False;False",
            "ok",
            answer,
            "ok"
        ]
    );
}

#[test]
fn a_proved_win_reports_as_infinity() {
    let (lines, _) = converse(&[
        &format!("newgame {WHITE_WINS_IN_ONE}"),
        "options set ReportIntermediateBestMoves True",
        "bestmove depth 2",
    ]);
    assert_eq!(lines[4], "wA1 -bG1;1;∞");
    assert_eq!(lines.last().map(String::as_str), Some("ok"));
}
