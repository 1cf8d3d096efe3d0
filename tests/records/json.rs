//! JSON saves: round trips of random legal games, a specific message for every kind of bad
//! file, older versions and the format document's example. Saving on disk (atomic writes,
//! the directory of autosaves) is in `saving`.

use std::fs;
use std::path::{Path, PathBuf};

use hive::record::{self, Ending, Record, Stamp};
use hive::rules::{Color, Ending as RulesEnding, Game, GameState, GameType};
use proptest::prelude::*;

use crate::common::data::{damaged, fixture_path};
use crate::open_first;

/// A game built by picking legal moves by index (stops early if the game ends).
pub(crate) fn random_game(game_type: GameType, picks: &[usize]) -> Game {
    let mut game = Game::new(game_type);
    for &i in picks {
        if game.outcome().is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[i % moves.len()];
        game.play(mv).unwrap();
    }
    game
}

pub(crate) fn stamp(s: &str) -> Stamp {
    s.parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_legal_games_save_and_load_to_the_same_game(
        type_index in 0..GameType::ALL.len(),
        picks in proptest::collection::vec(any::<usize>(), 0..90),
        white in "\\PC{0,12}",
        black in "[a-zA-Z\"\\\\ ]{0,8}",
        minute in 0u32..60,
        timed in any::<bool>(),
        resign in any::<bool>(),
    ) {
        let mut game = random_game(GameType::ALL[type_index], &picks);
        let started = stamp(&format!("2025-06-01T14:{minute:02}:22+02:00"));
        let mut rec = Record::from_game(&game, white.as_str(), black.as_str(), started);
        if timed {
            for (i, m) in rec.moves.iter_mut().enumerate() {
                m.at = Some(stamp(&format!("2025-06-01T15:{:02}:{:02}.5+02:00", i / 60, i % 60)));
            }
        }
        if resign && !game.outcome().is_over() {
            rec.result.ending = Some(Ending::Rules(RulesEnding::Resignation(Color::Black)));
            rec.result.note = Some("Black left \"in a huff\"\nfor real".to_string());
            // A loaded game comes back resigned, and its GameString names the winner.
            game.resign(Color::Black).unwrap();
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        record::save(&path, &rec).unwrap();
        let (back, back_game) = record::load(&path).unwrap();
        prop_assert_eq!(&back, &rec);
        let ours: Vec<&str> = game.move_strings().collect();
        let theirs: Vec<&str> = back_game.move_strings().collect();
        prop_assert_eq!(ours, theirs);
        prop_assert_eq!(back_game.to_string(), game.to_string());
        prop_assert_eq!(record::gamestring::write(&back), game.to_string());
        let (any, _) = open_first(&path).unwrap();
        prop_assert_eq!(any, rec);
        // Nothing but the save itself is left in the directory.
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        prop_assert_eq!(names, vec![std::ffi::OsString::from("game.json")]);
    }
}

/// The GameString of a short game: wQ–wS1–bS1–bQ in a row, White to move.
const LINE: &str = "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-";

pub(crate) fn sample() -> (Record, String) {
    let game = Game::parse(LINE).unwrap();
    let mut rec = Record::from_game(&game, "Ann", "Bob", stamp("2025-06-01T14:03:22+02:00"));
    rec.moves[1].at = Some(stamp("2025-06-01T14:03:40+02:00"));
    let text = record::json::write(&rec);
    (rec, text)
}

/// The error message for a save holding `text`.
fn error_for(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.json");
    fs::write(&path, text).unwrap();
    let err = record::load(&path).unwrap_err().to_string();
    assert!(
        err.starts_with(&path.display().to_string()),
        "the message names the file: {err}"
    );
    if text.starts_with(['{', '[']) {
        let any = open_first(&path).unwrap_err().to_string();
        assert_eq!(any, err, "record::open reports JSON errors the same way");
    }
    err[path.display().to_string().len()..].to_string()
}

#[test]
fn the_sample_save_reads_as_documented() {
    let (rec, text) = sample();
    assert!(text.starts_with("{\n  \"format\": \"hive-game\",\n  \"version\": 3,\n"));
    assert!(
        text.contains("\n  \"rules\": {\"opening\": \"tournament\", \"repetition\": false},\n")
    );
    assert!(
        text.contains("    {\"move\": \"bS1 wS1-\", \"at\": \"2025-06-01T14:03:40+02:00\"},\n")
    );
    assert!(text.contains(&format!("\"game_string\": \"{LINE}\"")));
    let (back, _) = record::json::read(Path::new("sample.json"), &text).unwrap();
    assert_eq!(back, rec);
}

#[test]
fn truncated_json_names_the_line() {
    let (_, text) = sample();
    let cut = &text[..text.find("\"result\"").unwrap()];
    let err = error_for(cut);
    assert!(err.starts_with(", line 15, column 2:"), "{err}");
    assert!(
        err.contains("not valid JSON: the file ends too early (truncated?)"),
        "{err}"
    );
    let err = error_for("this is not json");
    assert_eq!(err, ", line 1, column 2: not valid JSON: expected ident");
}

#[test]
fn a_wrong_format_tag_or_version_is_refused() {
    let (_, text) = sample();
    let err = error_for(&text.replace("\"hive-game\"", "\"chess-game\""));
    assert_eq!(
        err,
        ": not a hive game record: `format` is \"chess-game\", expected \"hive-game\""
    );
    let err = error_for("{\"version\": 1}");
    assert!(err.contains("no `format` field"), "{err}");
    let err = error_for("[1, 2]");
    assert!(err.contains("not an object"), "{err}");
    let err = error_for(&text.replace("\"version\": 3", "\"version\": 4"));
    assert_eq!(
        err,
        ": save format version 4 is not supported (this program reads versions 1 to 3)"
    );
}

#[test]
fn an_unknown_game_type_is_named() {
    let (_, text) = sample();
    let err = error_for(&text.replace("\"game_type\": \"Base\"", "\"game_type\": \"Base+X\""));
    assert!(
        err.starts_with(": unknown game type: `Base+X` is not a game type"),
        "{err}"
    );
}

#[test]
fn a_malformed_move_gives_its_number_text_and_reason() {
    let (_, text) = sample();
    let err = error_for(&text.replace("\"wQ -wS1\"", "\"wA4 -wS1\""));
    assert_eq!(
        err,
        ": move 3 `wA4 -wS1`: `wA4`: there is no Ant number 4 (each side has 3)"
    );
    let err = error_for(&text.replace("\"wQ -wS1\"", "\"wQ -bG2\""));
    assert_eq!(
        err,
        ": move 3 `wQ -bG2`: the reference `bG2` is not on the board"
    );
}

#[test]
fn an_illegal_move_gives_its_number_and_why() {
    let (_, text) = sample();
    let text = text.replace(
        "{\"move\": \"bQ bS1-\"}",
        "{\"move\": \"bQ bS1-\"},\n    {\"move\": \"wS1 /wQ\"}",
    );
    let err = error_for(&text);
    assert_eq!(
        err,
        ": move 5 `wS1 /wQ` is illegal: moving wS1 would split the hive"
    );
}

#[test]
fn a_hand_edited_result_contradicts_the_replay() {
    let (_, text) = sample();
    let err = error_for(&text.replace("\"state\": \"InProgress\"", "\"state\": \"WhiteWins\""));
    assert_eq!(
        err,
        ": the recorded result `WhiteWins` contradicts the moves: after 4 plies the game is InProgress"
    );
    let err = error_for(&text.replace("\"state\": \"InProgress\"", "\"state\": \"Won\""));
    assert!(
        err.starts_with(": `result.state`: `Won` is not a game state"),
        "{err}"
    );
    let err = error_for(&text.replace(
        "\"state\": \"InProgress\"",
        "\"state\": \"InProgress\", \"ending\": \"white-fainted\"",
    ));
    assert!(
        err.starts_with(": `result.ending`: `white-fainted` is not an ending"),
        "{err}"
    );
}

#[test]
fn other_bad_fields_are_named() {
    let (_, text) = sample();
    let err = error_for(&text.replace("2025-06-01T14:03:22+02:00", "yesterday"));
    assert!(
        err.starts_with(": `started`: `yesterday` is not an RFC 3339 time"),
        "{err}"
    );
    let err = error_for(&text.replace("2025-06-01T14:03:40+02:00", "noon"));
    assert!(err.starts_with(": `moves[1].at (move 2)`: `noon`"), "{err}");
    let err = error_for(&text.replace("\"white\": \"Ann\",", ""));
    assert_eq!(err, ": missing field `white`");
    // A field of the wrong type is named, nested ones by their path (a tester got only
    // "invalid type: integer `12`, expected a string").
    let err = error_for(&text.replace("\"white\": \"Ann\"", "\"white\": 12"));
    assert_eq!(
        err,
        ": `white`: invalid type: integer `12`, expected a string"
    );
    let err = error_for(&text.replace("\"opening\": \"tournament\"", "\"opening\": 7"));
    assert!(err.starts_with(": `rules.opening`: invalid type"), "{err}");
    let err = error_for(&text.replace(";bQ bS1-\"", "\""));
    assert!(
        err.starts_with(": `game_string` does not match the moves"),
        "{err}"
    );
}

#[test]
fn a_key_written_twice_is_refused_naming_the_key_and_where() {
    // A tester's save with `"white"` twice loaded silently with the second name.
    let (_, text) = sample();
    let twice = text.replace(
        "\"white\": \"Ann\",",
        "\"white\": \"Ann\",\n  \"white\": \"Eve\",",
    );
    assert_eq!(
        error_for(&twice),
        ", line 6, column 9: the key `white` appears twice in the top level"
    );
    // Inside a nested object, named by its path.
    let twice = text.replace(
        "\"repetition\": false}",
        "\"repetition\": false, \"opening\": \"tournament\"}",
    );
    let err = error_for(&twice);
    assert!(
        err.ends_with(": the key `opening` appears twice in `rules`"),
        "{err}"
    );
    let twice = text.replace(
        "{\"move\": \"bS1 wS1-\",",
        "{\"move\": \"bS1 wS1-\", \"move\": \"bS1 -wS1\",",
    );
    let err = error_for(&twice);
    assert!(
        err.ends_with(": the key `move` appears twice in `moves[1]`"),
        "{err}"
    );
}

#[test]
fn a_save_with_a_finished_game_keeps_its_result_and_refuses_a_resignation_after_it() {
    let fixture = fixture_path("record/HV-SmartBot0-Codysaurus-2020-03-29-2019.uhp");
    let (mut rec, game) = open_first(&fixture).unwrap();
    assert_eq!(game.outcome(), GameState::BlackWins);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.json");
    record::save(&path, &rec).unwrap();
    assert_eq!(record::load(&path).unwrap().0.result, rec.result);
    rec.result.ending = Some(Ending::Rules(RulesEnding::Resignation(Color::White)));
    record::save(&path, &rec).unwrap();
    let err = record::load(&path).unwrap_err().to_string();
    assert!(
        err.ends_with(
            "the recorded ending `white-resigned` contradicts the moves: the game already ended on the board (BlackWins)"
        ),
        "{err}"
    );
}

#[test]
fn gamestring_files_and_garbage_through_open() {
    let dir = tempfile::tempdir().unwrap();
    let gs = dir.path().join("game.txt");
    fs::write(&gs, format!("{LINE}\n")).unwrap();
    let (rec, game) = open_first(&gs).unwrap();
    assert_eq!(game.to_string(), LINE);
    assert_eq!(record::gamestring::write(&rec), LINE);
    // A Queen on the first move: read under the rulebooks' opening rule.
    let queen = dir.path().join("queen.txt");
    fs::write(&queen, "Base;InProgress;Black[1];wQ").unwrap();
    let (rec, _) = open_first(&queen).unwrap();
    assert_eq!(rec.rules.opening, hive::rules::Opening::Rulebook);
    // An illegal move is still named with its number and why.
    let bad = dir.path().join("bad.txt");
    fs::write(&bad, "Base;InProgress;White[1];wS1;wS2 wS1-").unwrap();
    let err = open_first(&bad).unwrap_err().to_string();
    assert!(err.contains("move 2 `wS2 wS1-`"), "{err}");
    assert!(err.contains("it is Black's turn"), "{err}");
    let empty = dir.path().join("empty.txt");
    fs::write(&empty, "\n\n").unwrap();
    let err = open_first(&empty).unwrap_err().to_string();
    assert!(err.contains("not a game"), "{err}");
    let missing = open_first(&dir.path().join("nope.json")).unwrap_err();
    assert!(missing.to_string().contains("cannot read"), "{missing}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn loading_never_panics_on_arbitrary_text(text in "\\PC{0,300}") {
        let _ = record::json::read(Path::new("fuzz.json"), &text);
    }

    #[test]
    fn loading_never_panics_on_a_damaged_save(
        at in any::<prop::sample::Index>(),
        len in 0usize..40,
        insert in "[\\PC]{0,12}",
    ) {
        let (_, text) = sample();
        let damaged = damaged(&text, at, len, &insert);
        if let Ok((rec, game)) = record::json::read(Path::new("fuzz.json"), &damaged) {
            // Whatever still loads is a consistent game.
            prop_assert_eq!(record::gamestring::write(&rec), game.to_string());
        }
    }
}

#[test]
fn an_absurdly_long_record_is_refused_not_replayed() {
    let (mut rec, _) = sample();
    let filler = rec.moves[0].clone();
    rec.moves.resize(record::MAX_PLIES + 1, filler);
    let err = rec.replay().unwrap_err().to_string();
    assert_eq!(
        err,
        "the record holds 20001 plies; more than 20000 is not a game"
    );
}

#[test]
fn the_example_in_the_format_document_loads() {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/save-format.md");
    let text = fs::read_to_string(&doc).unwrap();
    let start = text.find("```json\n").unwrap() + "```json\n".len();
    let end = start + text[start..].find("```").unwrap();
    let (rec, game) = record::json::read(&doc, &text[start..end]).unwrap();
    assert_eq!(rec.result.winner(), Some(Color::White));
    // Black resigned: the game comes back over, its GameString naming the winner.
    assert_eq!(
        game.to_string(),
        "Base+MLP;WhiteWins;Black[2];wS1;bG1 -wS1;wQ wS1/"
    );
    assert_eq!(rec.rules.opening, hive::rules::Opening::Rulebook);
    assert!(rec.rules.repetition);
    assert_eq!(
        rec.computer,
        Some(hive::engine::ai::Opponent {
            color: Color::Black,
            level: hive::engine::ai::Level::from_number(3).unwrap()
        })
    );
    assert_eq!(record::json::write(&rec), &text[start..end]);
}

#[test]
fn a_version_1_save_still_loads_under_the_rules_it_was_played_with() {
    // Written by the first version of the program: no `rules`, no `computer`.
    let v1 = r#"{
  "format": "hive-game",
  "version": 1,
  "game_type": "Base",
  "white": "Ann",
  "black": "Bob",
  "moves": [{"move": "wS1"}, {"move": "bS1 wS1-"}],
  "result": {"state": "InProgress"},
  "game_string": "Base;InProgress;White[2];wS1;bS1 wS1-"
}"#;
    let (rec, game) = record::json::read(Path::new("old.json"), v1).unwrap();
    assert_eq!(rec.rules, hive::rules::Rules::default());
    assert_eq!(rec.computer, None);
    assert_eq!(game.to_string(), "Base;InProgress;White[2];wS1;bS1 wS1-");
    // Saved again, it is written as version 3.
    assert!(record::json::write(&rec).contains("\"version\": 3,"));
}

#[test]
fn a_draw_by_repetition_saves_loads_and_cannot_be_invented() {
    // Queens shuffle: the line wQ wS1 bS1 bQ with White to move stands after plies 4, 8
    // and 12, so the twelfth move draws under the repetition rule.
    let rules = hive::rules::Rules {
        repetition: true,
        ..hive::rules::Rules::default()
    };
    let mut game = Game::with_rules(GameType::BASE, rules);
    let shuffle = [r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-"];
    for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]
        .iter()
        .chain(&shuffle)
        .chain(&shuffle)
    {
        game.play_str(m).unwrap();
    }
    assert_eq!(game.outcome(), GameState::Draw);
    let rec = Record::from_game(&game, "Ann", "Bob", None);
    assert_eq!(
        rec.result.ending,
        Some(Ending::Rules(RulesEnding::Repetition))
    );
    assert_eq!(
        rec.result.state,
        GameState::InProgress,
        "no Queen is surrounded"
    );
    let text = record::json::write(&rec);
    let (back, back_game) = record::json::read(Path::new("draw.json"), &text).unwrap();
    assert_eq!(back, rec);
    assert_eq!(back_game.outcome(), GameState::Draw);
    assert!(
        text.contains("\"game_string\": \"Base;Draw;White[7];"),
        "{text}"
    );
    // Its GameString says Draw, and imports as the draw it is.
    let dir = tempfile::tempdir().unwrap();
    let uhp = dir.path().join("draw.txt");
    std::fs::write(&uhp, record::gamestring::write(&rec)).unwrap();
    let (_, imported) = open_first(&uhp).unwrap();
    assert_eq!(imported.outcome(), GameState::Draw);
    assert_eq!(imported.moves().len(), 12);
    // The same moves without the rule: claiming a repetition draw is refused.
    let forged = text.replace("\"repetition\": true", "\"repetition\": false");
    let err = record::json::read(Path::new("forged.json"), &forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no position occurred three times"), "{err}");
}

#[test]
fn a_branch_names_its_parent_and_taken_back_moves_stay_in_the_file() {
    let moves = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"];
    let mut game = Game::new(GameType::BASE);
    for m in moves {
        game.play_str(m).unwrap();
    }
    // Two moves taken back: the file keeps all four, the game stands after two.
    let mut rec = Record::from_game(&game, "Ann", "Bob", None);
    rec.current = Some(2);
    let text = record::json::write(&rec);
    assert!(text.contains("\n  \"current\": 2,\n"), "{text}");
    let (back, shown) = record::json::read(Path::new("g.json"), &text).unwrap();
    assert_eq!(back.current_ply(), 2);
    assert_eq!(back.plies(), 4, "the taken-back moves can be played again");
    assert_eq!(shown.moves().len(), 2, "the game loads as it was left");
    assert!(text.contains("\"game_string\": \"Base;InProgress;White[2];wS1;bS1 wS1-\""));
    // A different third move is a new game naming where it left this one.
    game.undo();
    game.undo();
    game.play_str("wG1 -wS1").unwrap();
    let branch = back.branch("g.json", 2, &game, stamp("2025-06-02T10:00:00+00:00"));
    let text = record::json::write(&branch);
    assert!(
        text.contains("\n  \"parent\": {\"game\": \"g.json\", \"ply\": 2},\n"),
        "{text}"
    );
    let (again, _) = record::json::read(Path::new("b.json"), &text).unwrap();
    assert_eq!(again.parent, branch.parent);
    // Its own move was played when it branched (a tester found it without a time).
    assert_eq!(again.moves[2].at, Some(stamp("2025-06-02T10:00:00+00:00")));
    assert_eq!(
        again.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wG1 -wS1"]
    );
    // A `current` past the end is refused.
    let bad = record::json::write(&rec).replace("\"current\": 2", "\"current\": 9");
    let err = record::json::read(Path::new("bad.json"), &bad)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("`current`: 9 is past the last of the 4 moves"),
        "{err}"
    );
}

#[test]
fn saves_written_before_load_and_are_written_back_byte_for_byte() {
    let dir = fixture_path("record/saves");
    let mut paths: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 14, "{}", dir.display());
    let mut endings = Vec::new();
    for path in &paths {
        let text = fs::read_to_string(path).unwrap();
        let (rec, game) = record::load(path).unwrap_or_else(|e| panic!("{e}"));
        // Written by the program before version 3 (no clock, no variations): written back
        // the same but for the version.
        let expected = text.replace("\n  \"version\": 2,\n", "\n  \"version\": 3,\n");
        assert_eq!(record::json::write(&rec), expected, "{}", path.display());
        assert_eq!(rec.replay().unwrap(), game);
        endings.extend(rec.result.ending);
    }
    endings.sort_by_key(|e| e.as_str());
    endings.dedup();
    assert_eq!(
        endings.len(),
        Ending::ALL.len(),
        "every ending has its save"
    );
}
