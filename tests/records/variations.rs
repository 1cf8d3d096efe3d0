//! Version 3 saves: the lines a game took (variations) and its clock, kept through undo and
//! new moves, through JSON, and refused when they do not make a game.

use std::path::Path;
use std::time::Duration;

use hive::clock::TimeControl;
use hive::record::{self, MoveEntry, Record, SavedClock, Variation};
use hive::rules::{Game, GameType};
use proptest::prelude::*;

fn texts(line: &[&MoveEntry]) -> Vec<String> {
    line.iter().map(|m| m.text.clone()).collect()
}

fn round_trip(rec: &Record) -> Record {
    let text = record::json::write(rec);
    let (back, _) =
        record::json::read(Path::new("v.json"), &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    back
}

fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        game.play_str(m).unwrap();
    }
}

#[test]
fn undo_and_a_new_move_keep_the_old_line_as_a_variation() {
    let mut game = Game::new(GameType::MLP);
    play(
        &mut game,
        &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wA1 -wQ"],
    );
    let mut rec = Record::from_game(&game, "Ann", "Bob", None);
    let first = rec.clone();
    for _ in 0..3 {
        game.undo();
    }
    rec.sync(&game, None);
    assert_eq!(
        rec.current,
        Some(2),
        "moves taken back stay, to be played again"
    );
    assert!(rec.variations.is_empty());
    play(&mut game, &["wG1 -wS1", "bG1 bS1-"]);
    rec.sync(&game, None);
    assert_eq!(rec.current, None);
    assert_eq!(
        rec.move_strings().collect::<Vec<_>>(),
        game.move_strings().collect::<Vec<_>>()
    );
    assert_eq!(
        rec.variations,
        vec![Variation {
            from: None,
            at: 2,
            moves: ["wQ -wS1", "bQ bS1-", "wA1 -wQ"]
                .map(MoveEntry::new)
                .to_vec(),
        }]
    );
    assert!(rec.keeps(&first));
    assert!(!first.keeps(&rec), "the old record lacks the new line");
    // Back into the first line and on from inside it: a variation of the variation's
    // line, the main line now the one played.
    let second = rec.clone();
    let mut game = Game::new(GameType::MLP);
    play(
        &mut game,
        &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wG1 -wQ"],
    );
    rec.sync(&game, None);
    assert!(rec.keeps(&second) && rec.keeps(&first));
    let lines: Vec<Vec<String>> = (0..rec.variations.len())
        .map(|i| texts(&rec.line(Some(i))))
        .collect();
    assert!(
        lines.contains(
            &["wS1", "bS1 wS1-", "wG1 -wS1", "bG1 bS1-"]
                .map(String::from)
                .to_vec()
        )
    );
    assert!(
        lines.contains(
            &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wA1 -wQ"]
                .map(String::from)
                .to_vec()
        )
    );
    assert_eq!(rec.variations.len(), 2);
    assert_eq!(round_trip(&rec), rec);
}

#[test]
fn clocks_round_trip_and_old_versions_have_none() {
    let mut game = Game::new(GameType::BASE);
    play(&mut game, &["wS1", "bS1 wS1-"]);
    let mut rec = Record::from_game(&game, "Ann", "Bob", None);
    rec.clock = Some(SavedClock {
        control: "0:30+1".parse::<TimeControl>().unwrap(),
        left: Some([Duration::from_millis(29_001), Duration::from_millis(17_250)]),
    });
    rec.moves[0].left = Some(Duration::from_millis(29_001));
    rec.moves[1].left = Some(Duration::from_millis(17_250));
    let text = record::json::write(&rec);
    assert!(
        text.contains(r#""clock": {"control": "0:30+1", "white_ms": 29001, "black_ms": 17250},"#),
        "{text}"
    );
    assert!(
        text.contains(r#"{"move": "bS1 wS1-", "left_ms": 17250}"#),
        "{text}"
    );
    assert_eq!(round_trip(&rec), rec);
}

/// A version 3 save of `Base` with main line `wS1; bS1 wS1-; wQ -wS1` and the given extra
/// fields (whole lines, each ending with a comma).
fn save_with(extra: &str, first_move: &str) -> String {
    format!(
        r#"{{
  "format": "hive-game",
  "version": 3,
  "game_type": "Base",
  "white": "Ann",
  "black": "Bob",
  "rules": {{"opening": "tournament", "repetition": false}},
  {extra}
  "moves": [{first_move}, {{"move": "bS1 wS1-"}}, {{"move": "wQ -wS1"}}],
  "result": {{"state": "InProgress"}}
}}"#
    )
}

fn refused(extra: &str) -> String {
    match record::json::read(Path::new("v.json"), &save_with(extra, r#"{"move": "wS1"}"#)) {
        Ok(_) => panic!("{extra} was read"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_variations_and_clocks_are_refused_naming_the_field() {
    // A good one first, so that the refusals below are for what they change.
    let good = r#""variations": [{"at": 2, "moves": [{"move": "wG1 -wS1"}, {"move": "bG1 bS1-"}]}, {"from": 0, "at": 3, "moves": [{"move": "bA1 bS1-"}]}],"#;
    assert!(
        record::json::read(Path::new("v.json"), &save_with(good, r#"{"move": "wS1"}"#)).is_ok()
    );
    for (extra, message) in [
        (
            r#""variations": [{"from": 0, "at": 1, "moves": [{"move": "bG1 wS1-"}]}],"#,
            "v.json: `variations[0].from`: 0 is not an earlier variation (this is variation 0)",
        ),
        (
            r#""variations": [{"at": 3, "moves": [{"move": "bG1 bS1-"}]}],"#,
            "v.json: `variations[0].at`: 3 is not a ply inside the line it leaves (0 to 2)",
        ),
        (
            r#""variations": [{"at": 1, "moves": []}],"#,
            "v.json: `variations[0].moves`: a variation holds at least one move",
        ),
        (
            r#""variations": [{"at": 1, "moves": [{"move": "bS1 wS1-"}]}],"#,
            "v.json: `variations[0].moves[0]`: `bS1 wS1-` at ply 2 is already a line there",
        ),
        (
            r#""variations": [{"at": 2, "moves": [{"move": "wG1 -wS1"}]}, {"from": 0, "at": 2, "moves": [{"move": "wA1 -wS1"}]}],"#,
            "v.json: `variations[1].at`: 2: the line it leaves has no move of its own to branch after",
        ),
        (
            r#""variations": [{"at": 1, "moves": [{"move": "bG1 wS1-"}, {"move": "wQ bG1-"}]}],"#,
            "v.json: variation 1 (from ply 1): move 3 `wQ bG1-` is illegal",
        ),
        (
            r#""variations": [{"at": -1, "moves": [{"move": "wG1"}]}],"#,
            "v.json: `variations[0].at`: -1 is not a whole number from 0 up",
        ),
        (
            r#""clock": {"control": "fast"},"#,
            "v.json: `clock.control`: `fast` is not a time control",
        ),
        (
            r#""clock": {"control": "5+3", "white_ms": 1000},"#,
            "v.json: `clock`: white_ms and black_ms go together",
        ),
        (
            r#""clock": {"control": "5+3", "white_ms": 1000, "black_ms": 99999999999},"#,
            "v.json: `clock.black_ms`: 99999999999 ms is more than a month",
        ),
    ] {
        let err = refused(extra);
        assert!(
            err.starts_with(message),
            "{extra}\n got {err}\nwant {message}"
        );
    }
    let err = record::json::read(
        Path::new("v.json"),
        &save_with("", r#"{"move": "wS1", "left_ms": 5}"#),
    )
    .unwrap_err()
    .to_string();
    assert_eq!(
        err,
        "v.json: `moves[0].left_ms (move 1)`: a time left in a game without a clock"
    );
}

#[test]
fn a_save_file_takes_a_record_that_keeps_its_lines_and_refuses_one_that_drops_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.json");
    let mut game = Game::new(GameType::BASE);
    play(&mut game, &["wS1", "bS1 wS1-", "wQ -wS1"]);
    let mut rec = Record::from_game(&game, "Ann", "Bob", None);
    record::save(&path, &rec).unwrap();
    let mut file = record::SaveFile::open(&path, Some(&rec)).unwrap();
    game.undo();
    play(&mut game, &["wG1 -wS1"]);
    rec.sync(&game, None);
    file.write(&rec).expect("the old line is a variation: kept");
    let mut dropped = rec.clone();
    dropped.variations.clear();
    let err = file.write(&dropped).unwrap_err().to_string();
    assert!(err.contains("holds a different line of play"), "{err}");
    let (back, _) = record::load(&path).unwrap();
    assert_eq!(back, rec);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever a player does (moves, undo, other moves), every line the game ever stood
    /// on is still in the record, the record's main line is the game, and the save reads
    /// back as the same record.
    #[test]
    fn no_line_is_ever_lost(steps in proptest::collection::vec((0u8..4, any::<proptest::sample::Index>()), 1..60)) {
        let mut game = Game::new(GameType::MLP);
        let mut rec = Record::from_game(&game, "a", "b", None);
        let mut seen: Vec<Vec<String>> = Vec::new();
        for (kind, pick) in steps {
            if kind == 0 && game.moves().len() > 0 {
                game.undo();
            } else {
                let legal = game.position().legal_moves();
                if legal.is_empty() || game.position().state().is_over() {
                    game.undo();
                } else {
                    let mv = legal[pick.index(legal.len())];
                    game.play(mv).unwrap();
                }
            }
            rec.sync(&game, None);
            let line: Vec<String> = game.move_strings().map(String::from).collect();
            seen.push(line.clone());
            let main: Vec<String> = rec.move_strings().map(String::from).collect();
            prop_assert!(main.starts_with(&line), "the game is on the main line");
            prop_assert_eq!(rec.current_ply(), line.len());
        }
        let lines: Vec<Vec<String>> = std::iter::once(None)
            .chain((0..rec.variations.len()).map(Some))
            .map(|v| texts(&rec.line(v)))
            .collect();
        for old in &seen {
            prop_assert!(lines.iter().any(|l| l.starts_with(old)), "lost {:?}", old);
        }
        prop_assert_eq!(round_trip(&rec), rec.clone());
    }
}

#[test]
fn forks_name_every_line_where_it_parts_and_promote_keeps_the_old_main_line() {
    // Main line a b c d e; undo three and play c' d'; back to c, undo one and play d''.
    let a = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wA1 -wQ"];
    let mut game = Game::new(GameType::MLP);
    play(&mut game, &a);
    let mut rec = Record::from_game(&game, "Ann", "Bob", None);
    rec.moves[0].at = Some("2025-01-01T10:00:00+00:00".parse().unwrap());
    let mut game = Game::new(GameType::MLP);
    play(&mut game, &[a[0], a[1], "wG1 -wS1", "bG1 bS1-"]);
    rec.sync(&game, None);
    let mut game = Game::new(GameType::MLP);
    play(&mut game, &[a[0], a[1], a[2], "bG1 bS1-"]);
    rec.sync(&game, None);
    let before = rec.clone();
    let main: Vec<String> = rec.move_strings().map(str::to_string).collect();
    let main: Vec<&str> = main.iter().map(String::as_str).collect();
    assert_eq!(main, [a[0], a[1], a[2], "bG1 bS1-"]);

    // Along the main line: two places where lines part, after 2 and after 3 moves.
    let forks = rec.forks(&main);
    let at: Vec<usize> = forks.iter().map(|f| f.ply).collect();
    assert_eq!(at, [2, 3]);
    assert_eq!(forks[0].taken, Some(0), "the main line goes on first");
    assert_eq!(
        forks[0].lines,
        [
            vec![a[2].to_string(), "bG1 bS1-".into()],
            vec!["wG1 -wS1".to_string(), "bG1 bS1-".into()],
        ]
    );
    assert_eq!(
        forks[1].lines,
        [vec!["bG1 bS1-".to_string()], vec![a[3].into(), a[4].into()]]
    );
    // Along the first line played, which now leaves the main line after 3 moves: the same
    // two places, with its own move taken at the second.
    let first: Vec<&str> = a.to_vec();
    let forks = rec.forks(&first);
    assert_eq!(forks.len(), 2);
    assert_eq!(forks[1].taken, Some(1));
    // A line the record does not hold is followed as far as it goes.
    assert_eq!(rec.forks(&["wS1", "bG1 wS1-"]).len(), 0);
    assert_eq!(
        rec.forks(&[]).len(),
        0,
        "one first move: no fork at the start"
    );

    // Promoting the first line: it is the main line, the others stay, the times too.
    assert!(rec.promote(&first));
    assert_eq!(rec.move_strings().collect::<Vec<_>>(), first);
    assert_eq!(rec.moves[0].at, before.moves[0].at);
    assert!(
        rec.keeps(&before) && before.keeps(&rec),
        "nothing lost or added"
    );
    let lines: Vec<Vec<String>> = (0..rec.variations.len())
        .map(|i| texts(&rec.line(Some(i))))
        .collect();
    assert!(lines.contains(&main.iter().map(|s| s.to_string()).collect()));
    // And it still writes and reads back as a game.
    let back = round_trip(&rec);
    assert_eq!(back.move_strings().collect::<Vec<_>>(), first);
    assert!(back.keeps(&before));
}
