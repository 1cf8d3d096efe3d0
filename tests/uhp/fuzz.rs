//! Fuzzing the protocol: random bytes and random command sequences never make `run` panic,
//! fail or fall silent; every command gets exactly one answer ending in `ok`.

use proptest::prelude::*;

use hive::engine::uhp::run;
use hive::rules::{Game, GameType};

/// The commands `run` will answer in `input` (one `ok` each), following its line rules: split
/// at `\n`, drop one trailing `\r`, decode lossily, skip blank lines, stop after `exit`.
fn commands_answered(input: &[u8]) -> usize {
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if input.ends_with(b"\n") || input.is_empty() {
        lines.pop();
    }
    let mut n = 0;
    for line in lines {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let text = String::from_utf8_lossy(line);
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        n += 1;
        if text.eq_ignore_ascii_case("exit") {
            break;
        }
    }
    n
}

/// Runs `input` and checks the answers' shape.
fn check_session(input: &[u8]) -> Result<(), TestCaseError> {
    let mut output = Vec::new();
    let result = run(input, &mut output);
    prop_assert!(result.is_ok(), "run failed: {result:?}");
    let text = String::from_utf8(output);
    prop_assert!(text.is_ok(), "output is not UTF-8");
    let text = text.unwrap_or_default();
    prop_assert!(
        text.ends_with("ok\n"),
        "output does not end with ok: {text:?}"
    );
    let oks = text.lines().filter(|l| *l == "ok").count();
    prop_assert_eq!(oks, 1 + commands_answered(input), "answers: {:?}", text);
    for line in text.lines() {
        prop_assert!(
            !line.chars().any(char::is_control),
            "control character in {line:?}"
        );
    }
    Ok(())
}

/// Commands that are valid, nearly valid, or nonsense, to drive the session into every state.
fn command() -> impl Strategy<Value = String> {
    let fixed = prop::sample::select(vec![
        "newgame",
        "newgame Base+MLP",
        "newgame Base+X",
        "newgame Base;InProgress;White[1];wS1;;;",
        "info",
        "validmoves",
        "pass",
        "play",
        "play pass",
        "play wS1",
        "play wQ",
        "play bG1 -wS1",
        "play bA1 wS1\\",
        "play wB1 wS1",
        "bestmove depth 1",
        "bestmove time 00:00:00.01",
        "bestmove time 99:99:99",
        "bestmove depth 99999999999999999999999",
        "undo",
        "undo 2",
        "undo 99",
        "undo -3",
        "options",
        "options get TranspositionTableSizeMB",
        "options set TranspositionTableSizeMB 1",
        "options set TranspositionTableSizeMB 999999999999999999999",
        "options set RepetitionDraw True",
        "options set RepetitionDraw maybe",
        "options set Level 1",
        "options get Hash",
        "options set Threads 2",
        "perft 2",
        "perft 99",
        "",
        "   ",
    ])
    .prop_map(str::to_string);
    prop_oneof![
        4 => fixed,
        1 => "[ -~]{0,40}",
        1 => random_game().prop_map(|g| format!("newgame {g}")),
        1 => ("(play|PLAY) ", "[wb][QSBGAMLP][1-3]? [-/\\\\]?[wb][QSBGAMLP][1-3]?[-/\\\\]?")
            .prop_map(|(a, b)| format!("{a}{b}")),
    ]
}

/// The GameString of a random legal game of up to 60 plies.
fn random_game() -> impl Strategy<Value = String> {
    (any::<u64>(), 0usize..60, 0usize..8).prop_map(|(mut seed, plies, t)| {
        let game_type = GameType::ALL.get(t).copied().unwrap_or(GameType::MLP);
        let mut game = Game::new(game_type);
        for _ in 0..plies {
            if game.outcome().is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let Some(&mv) = moves.get((seed % moves.len().max(1) as u64) as usize) else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        game.to_string()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_break_the_session(
        bytes in prop::collection::vec(
            prop_oneof![8 => any::<u8>(), 1 => Just(b'\n'), 1 => Just(b'\r')],
            0..2000,
        )
    ) {
        check_session(&bytes)?;
    }

    #[test]
    fn random_command_sequences_are_always_answered(
        commands in prop::collection::vec(command(), 0..40)
    ) {
        let mut input = commands.join("\n");
        input.push('\n');
        check_session(input.as_bytes())?;
    }
}
