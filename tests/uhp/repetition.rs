//! The `RepetitionDraw` option: games started with it on are drawn on a position's third
//! occurrence, refuse further moves, and are searched knowing it; so are they analysed.

use hive::engine::ai::Limits;
use hive::engine::analysis::analyze;
use hive::rules::{Game, GameState, Rules};

use crate::common::uhp::answers;

/// Both Queens out; then each shuffles back and forth.
const START: &str = "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-";
/// One round of the shuffle: four plies that bring the start position back.
const ROUND: [&str; 4] = [r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-"];

/// The state field of a GameString.
fn state(game_string: &str) -> &str {
    game_string.split(';').nth(1).unwrap_or_default()
}

/// The session's answers to `options set RepetitionDraw <on>`, the shuffle game, two
/// rounds of shuffling, then `extra` commands.
fn shuffled(on: bool, extra: &[&str]) -> Vec<Vec<String>> {
    let mut input = format!("options set RepetitionDraw {on}\nnewgame {START}\n");
    for _ in 0..2 {
        for mv in ROUND {
            input.push_str(&format!("play {mv}\n"));
        }
    }
    for line in extra {
        input.push_str(line);
        input.push('\n');
    }
    answers(&input)
}

#[test]
fn the_third_occurrence_draws_and_ends_the_game_with_the_option_on() {
    let replies = shuffled(
        true,
        &["play wQ \\wS1", "validmoves", "bestmove depth 1", "undo"],
    );
    // The start-up block, the option, the new game, then eight plays.
    assert_eq!(replies[1], ["RepetitionDraw;bool;True;False"]);
    assert_eq!(replies[2], [START]);
    let plays: Vec<&str> = replies[3..11].iter().map(|r| r[0].as_str()).collect();
    // Moves 5 to 11 go on; the 12th brings the start position about a third time.
    for (i, game) in plays.iter().enumerate() {
        let expected = if i == 7 { "Draw" } else { "InProgress" };
        assert_eq!(state(game), expected, "move {}: {game}", i + 5);
    }
    assert!(plays[7].starts_with("Base;Draw;White[7];"), "{}", plays[7]);
    let over = "err the game is over (Draw): `undo` moves or start a `newgame`";
    assert_eq!(replies[11], [over]);
    assert_eq!(replies[12], [over]);
    assert_eq!(
        replies[13],
        ["err the game is over (Draw): there is no move to find"]
    );
    // Taking the last move back reopens the game.
    assert_eq!(replies[14], [plays[6]]);
    assert_eq!(state(plays[6]), "InProgress");
}

#[test]
fn without_the_option_the_shuffle_goes_on() {
    let replies = shuffled(false, &["play wQ \\wS1"]);
    assert_eq!(replies[1], ["RepetitionDraw;bool;False;False"]);
    for reply in &replies[3..12] {
        assert_eq!(state(&reply[0]), "InProgress", "{reply:?}");
    }
}

#[test]
fn the_option_set_during_a_game_applies_to_it_unless_it_is_past_a_third_occurrence() {
    // Set during a game that has not repeated a position three times: the game is played
    // under the rule from then on (it was deferred to the next `newgame`, unsaid in the
    // answer, and a user typing commands shuffled on).
    let mut input = format!("newgame {START}\noptions set RepetitionDraw True\n");
    for _ in 0..2 {
        for mv in ROUND {
            input.push_str(&format!("play {mv}\n"));
        }
    }
    let replies = answers(&input);
    assert_eq!(replies[2], ["RepetitionDraw;bool;True;False"]);
    assert!(
        replies[10][0].starts_with("Base;Draw;White[7];"),
        "{replies:?}"
    );
    // Turned off again, the drawn game goes on (the rule no longer ends it).
    let mut off = input.clone();
    off.push_str("options set RepetitionDraw False\nplay wQ \\wS1\n");
    let replies = answers(&off);
    assert_eq!(state(&replies[12][0]), "InProgress", "{replies:?}");
    // Past a third occurrence already, a game keeps its rules (the next one gets it).
    let mut past = format!("newgame {START}\n");
    for _ in 0..3 {
        for mv in ROUND {
            past.push_str(&format!("play {mv}\n"));
        }
    }
    past.push_str("options set RepetitionDraw True\nplay wQ \\wS1\n");
    let replies = answers(&past);
    assert_eq!(replies[14], ["RepetitionDraw;bool;True;False"]);
    assert_eq!(state(&replies[15][0]), "InProgress", "{replies:?}");
    let moves: Vec<&str> = replies[13][0].split(';').skip(3).take(12).collect();
    let replies = answers(&format!(
        "options set RepetitionDraw True\nnewgame Base;;;{}\n",
        moves.join(";")
    ));
    assert!(
        replies[2][0].starts_with("Base;Draw;White[7];"),
        "{replies:?}"
    );
    // A GameString that plays on after the third occurrence does not replay.
    let replies = answers(&format!(
        "options set RepetitionDraw True\nnewgame Base;;;{};wQ \\wS1\n",
        moves.join(";")
    ));
    assert!(
        replies[2][0].starts_with("err cannot start that game: move 13"),
        "{replies:?}"
    );
}

/// Black to move and behind; `bS2 /bQ` brings about a position for the third time (see
/// the search's unit tests for how the game was found).
const SHUFFLED: &str = r"Base;InProgress;Black[16];wB1;bS1 -wB1;wS1 wB1-;bB1 /bS1;wA1 wB1\;bA1 bB1\;wQ wA1\;bQ -bB1;wS2 wQ\;bQ /bB1;wA2 wS1/;bA2 -bB1;wA2 wS1-;bA1 wA2/;wB2 /wA1;bS2 /bQ;wA3 /wS2;bA2 wS2\;wA3 bQ\;bA1 \bS1;wA2 wA3\;bA2 wB2\;wQ wS2/;bB2 \bA1;wA2 wS1/;bS2 /bA1;wA2 wA3\;bS2 /bQ;wA2 wS1/;bS2 /bA1;wA2 wA3\";

#[test]
fn bestmove_steers_into_the_draw_when_losing_only_with_the_option_on() {
    for on in [true, false] {
        let replies = answers(&format!(
            "options set RepetitionDraw {on}\nnewgame {SHUFFLED}\nbestmove depth 3\n"
        ));
        let answer = replies[3].last().unwrap();
        let rules = Rules {
            repetition: on,
            ..Rules::default()
        };
        let mut game = Game::parse_with_rules(SHUFFLED, rules).unwrap();
        game.play_str(answer).unwrap();
        assert_eq!(answer == "bS2 /bQ", on, "{answer}");
        assert_eq!(game.outcome().to_string() == "Draw", on, "{answer}");
    }
}

/// `hive analyze` and the game review judge each position with the game's history: under
/// the rule, the move that brings a position about for the third time ends the game in a
/// draw, scored 0, and for the side that is behind it is the best move, so the position
/// before it is scored 0 too.
#[test]
fn analysis_scores_the_third_occurrence_as_a_draw() {
    let rules = Rules {
        repetition: true,
        ..Rules::default()
    };
    let mut game = Game::parse_with_rules(SHUFFLED, rules).unwrap();
    let before = game.moves().count();
    game.play_str("bS2 /bQ").unwrap();
    assert_eq!(game.outcome(), GameState::Draw);
    let review = analyze(&game, Limits::depth(3), 1, |_, _| {});
    assert_eq!(review.len(), before + 1);
    let last = review.last().unwrap();
    assert_eq!((last.ply, last.played.as_str()), (before + 1, "bS2 /bQ"));
    assert_eq!(
        (
            last.after.white,
            last.after.mate,
            last.after.text().as_str()
        ),
        (0, None, "0"),
        "the drawn game is scored 0: {last:?}"
    );
    assert_eq!(
        (last.before.white, last.best.as_str()),
        (0, "bS2 /bQ"),
        "Black, behind, draws: {last:?}"
    );
    assert_eq!((last.loss, last.mark), (0, None), "{last:?}");
}
