//! JSON saves: round trips of random legal games, a specific message for every kind of bad
//! file, atomic writes, and the directory of autosaves.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use hive::record::{self, Ending, GameResult, Record, Stamp};
use hive::rules::{Color, Ending as RulesEnding, Game, GameState, GameType};
use proptest::prelude::*;

use crate::common::data::{damaged, fixture_path};
use crate::open_first;

/// A game built by picking legal moves by index (stops early if the game ends).
fn random_game(game_type: GameType, picks: &[usize]) -> Game {
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

fn stamp(s: &str) -> Stamp {
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

fn sample() -> (Record, String) {
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
fn repeated_saves_leave_no_temporary_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/deeper/game.json");
    let mut game = Game::new(GameType::MLP);
    let mut rec = Record::from_game(&game, "a", "b", Stamp::now());
    for i in 0..30 {
        let moves = game.position().legal_moves();
        game.play(moves[i * 7 % moves.len()]).unwrap();
        rec.append_move(&game, Stamp::now());
        record::save(&path, &rec).unwrap();
    }
    let names: Vec<_> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["game.json"]);
    assert_eq!(record::load(&path).unwrap().1.to_string(), game.to_string());
}

#[test]
fn a_failed_save_leaves_the_old_file_and_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let (rec, _) = sample();
    // The target is a directory: the rename fails after the temporary file was written.
    let target = dir.path().join("taken");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("keep"), "x").unwrap();
    let err = record::save(&target, &rec).unwrap_err().to_string();
    assert!(err.contains("cannot save"), "{err}");
    let mut names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["taken"]);
    // The parent is a file: nothing can be created.
    let blocker = dir.path().join("file");
    fs::write(&blocker, "x").unwrap();
    assert!(record::save(&blocker.join("game.json"), &rec).is_err());
}

/// Runs one `#[ignore]`d test of this module in a child process, with a shell prefix.
fn run_child(test: &str, shell_prefix: &str, envs: &[(&str, &Path)]) -> std::process::Output {
    let exe = std::env::current_exe().unwrap();
    // Test names are paths within the test binary: `json::child_…`, not `records::json::…`.
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let test = format!("{module}::{test}");
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!("{shell_prefix} exec \"$0\" \"$@\""))
        .arg(exe)
        .args([
            test.as_str(),
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ]);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

#[test]
#[ignore = "run by interrupted_save_leaves_the_previous_file_intact in a child process"]
fn child_saves_a_big_record() {
    let Some(path) = std::env::var_os("HIVE_TEST_SAVE_TO") else {
        return;
    };
    let picks: Vec<usize> = (0..200).map(|i| i * 13 + 5).collect();
    let game = random_game(GameType::MLP, &picks);
    let mut rec = Record::from_game(&game, "big", "record", Stamp::now());
    rec.moves.iter_mut().for_each(|m| m.at = Some(Stamp::now()));
    match record::save(Path::new(&path), &rec) {
        Ok(()) => std::process::exit(0),
        Err(e) => {
            eprintln!("save failed as intended: {e}");
            std::process::exit(3)
        }
    }
}

#[test]
fn interrupted_save_leaves_the_previous_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let (rec, _) = sample();
    record::save(&path, &rec).unwrap();
    let before = fs::read(&path).unwrap();
    // The child may write at most 2 blocks per file: its save dies (SIGXFSZ) or fails
    // (EFBIG) in the middle of writing the temporary file.
    let out = run_child(
        "child_saves_a_big_record",
        "ulimit -f 2 &&",
        &[("HIVE_TEST_SAVE_TO", &path)],
    );
    assert!(
        !out.status.success(),
        "the child's save should have been cut short: {out:?}"
    );
    assert_eq!(
        fs::read(&path).unwrap(),
        before,
        "the old save is untouched"
    );
    assert_eq!(record::load(&path).unwrap().0, rec);
    // A killed writer may leave its temporary file; listing games ignores it.
    let games = record::list_games(dir.path()).unwrap();
    assert_eq!(games.len(), 1);
    for entry in fs::read_dir(dir.path()).unwrap() {
        let p = entry.unwrap().path();
        assert!(p == path || record::is_temp_file(&p), "{p:?}");
    }
}

#[test]
#[ignore = "run by the data directory test in a child process"]
fn child_prints_the_autosave_path() {
    if std::env::var_os("HIVE_DATA_DIR").is_none() {
        return;
    }
    let rec = Record::from_game(
        &Game::new(GameType::BASE),
        "a",
        "b",
        stamp("2025-06-01T14:03:22.5+02:00"),
    );
    println!(
        "AUTOSAVE={}",
        record::autosave_path(&rec).unwrap().display()
    );
}

#[test]
fn hive_data_dir_overrides_where_autosaves_go() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_child(
        "child_prints_the_autosave_path",
        "",
        &[("HIVE_DATA_DIR", dir.path())],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let want = dir.path().join("games/game-20250601-120322-500.json");
    assert!(
        stdout.contains(&format!("AUTOSAVE={}", want.display())),
        "{stdout}"
    );
}

fn save_game(dir: &Path, started: &str, plies: usize, ending: Option<Ending>) -> PathBuf {
    let picks: Vec<usize> = (0..plies).map(|i| i * 5 + 1).collect();
    let game = random_game(GameType::MLP, &picks);
    let mut rec = Record::from_game(&game, "w", "b", stamp(started));
    rec.result.ending = ending;
    let path = dir.join(record::autosave_file_name(&rec));
    record::save(&path, &rec).unwrap();
    path
}

#[test]
fn games_are_listed_newest_first_and_the_last_unfinished_one_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let old = save_game(d, "2025-01-01T10:00:00+00:00", 10, None);
    let resigned = save_game(
        d,
        "2025-03-01T10:00:00+01:00",
        12,
        Some(Ending::Rules(RulesEnding::Resignation(Color::White))),
    );
    let middle = save_game(d, "2025-02-01T10:00:00-05:00", 6, None);
    fs::write(d.join("broken.json"), "{\"format\": \"hive-game\"").unwrap();
    fs::write(d.join(".game.json.123-0.tmp"), "{").unwrap();
    fs::write(d.join("notes.txt"), "not a game").unwrap();

    let games = record::list_games(d).unwrap();
    let paths: Vec<&PathBuf> = games.iter().map(|s| &s.path).collect();
    assert_eq!(paths, [&resigned, &middle, &old]);
    assert_eq!(games[1].moves, 6);
    assert_eq!(games[1].game_type, GameType::MLP);
    assert_eq!(
        (games[1].white.as_str(), games[1].black.as_str()),
        ("w", "b")
    );
    assert_eq!(
        games[0].result,
        GameResult {
            state: GameState::InProgress,
            ending: Some(Ending::Rules(RulesEnding::Resignation(Color::White))),
            note: None
        }
    );
    let (_, broken) = record::scan_games(d).unwrap();
    assert_eq!(broken.len(), 1);
    assert!(broken[0].to_string().contains("broken.json"));

    let resume = record::most_recent_unfinished(d).unwrap().unwrap();
    assert_eq!(resume.path, middle);
    assert!(record::list_games(&d.join("missing")).unwrap().is_empty());
}

#[test]
fn a_day_written_without_a_time_sorts_among_the_dated_games() {
    // A tester's PGN dated `2018.10.28` was listed below a game of 2010, as undated.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let old = save_game(d, "2010-05-01T10:00:00+00:00", 4, None);
    let mut rec = Record::from_game(&random_game(GameType::MLP, &[1, 6]), "w", "b", None);
    rec.date_text = Some("2018.10.28".into());
    let day = d.join("day.json");
    record::save(&day, &rec).unwrap();
    rec.date_text = None;
    let undated = d.join("undated.json");
    record::save(&undated, &rec).unwrap();
    let games = record::list_games(d).unwrap();
    let paths: Vec<&PathBuf> = games.iter().map(|s| &s.path).collect();
    assert_eq!(paths, [&day, &old, &undated]);
}

#[test]
fn resume_finds_the_game_played_last_not_the_one_started_last() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // Started first, but a move was played in it after the other game was left.
    let played_on = save_game(d, "2025-01-01T10:00:00+00:00", 8, None);
    let mut rec = record::load(&played_on).unwrap().0;
    rec.moves[7].at = Some(stamp("2025-01-03T09:00:00+00:00"));
    record::save(&played_on, &rec).unwrap();
    let mut left = Record::from_game(
        &random_game(GameType::MLP, &[1, 6, 11]),
        "w",
        "b",
        stamp("2025-01-02T10:00:00+00:00"),
    );
    left.moves[2].at = Some(stamp("2025-01-02T10:05:00+00:00"));
    let left_path = d.join(record::autosave_file_name(&left));
    record::save(&left_path, &left).unwrap();

    let games = record::list_games(d).unwrap();
    assert_eq!(games[0].path, left_path, "the list stays by start time");
    let resume = record::most_recent_unfinished(d).unwrap().unwrap();
    assert_eq!(resume.path, played_on);
    assert_eq!(resume.last_played, Some(stamp("2025-01-03T09:00:00+00:00")));
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

#[cfg(unix)]
#[test]
fn saving_keeps_the_file_private_and_never_writes_through_a_link() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("private.json");
    let (rec, _) = sample();
    record::save(&path, &rec).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    record::save(&path, &rec).unwrap();
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "{mode:o}");
    // A link (to a device, or anything) is not replaced, nor written through.
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink("/dev/null", &link).unwrap();
    let err = record::save(&link, &rec).unwrap_err().to_string();
    assert!(err.contains("not a regular file"), "{err}");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
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
fn the_games_list_counts_the_plies_a_game_stands_after_not_those_taken_back() {
    // A tester undid a ply and agreed a draw: `hive games` said 15 moves, export 14.
    let dir = tempfile::tempdir().unwrap();
    let picks: Vec<usize> = (0..10).map(|i| i * 5 + 1).collect();
    let game = random_game(GameType::MLP, &picks);
    let mut rec = Record::from_game(&game, "w", "b", stamp("2025-01-01T10:00:00+00:00"));
    rec.current = Some(7);
    let path = dir.path().join(record::autosave_file_name(&rec));
    record::save(&path, &rec).unwrap();
    let games = record::list_games(dir.path()).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves, 7);
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
    assert_eq!(paths.len(), 12, "{}", dir.display());
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

#[test]
fn two_games_started_in_one_millisecond_get_files_of_their_own() {
    // Seen in CI: a new game and the branch it left, both named by the same millisecond,
    // were given one file name.
    let dir = tempfile::tempdir().unwrap();
    let game = Game::new(GameType::BASE);
    let rec = Record::from_game(&game, "w", "b", stamp("2025-01-01T10:00:00.123+00:00"));
    let first = record::new_save_path(dir.path(), &rec);
    assert!(
        first.ends_with("game-20250101-100000-123.json"),
        "{first:?}"
    );
    record::save(&first, &rec).unwrap();
    let second = record::new_save_path(dir.path(), &rec);
    assert!(
        second.ends_with("game-20250101-100000-123-2.json"),
        "{second:?}"
    );
    // A name whose lock is held is taken too, before its file is written.
    std::fs::write(record::lock_path(&second), "1 now").unwrap();
    let third = record::new_save_path(dir.path(), &rec);
    assert!(
        third.ends_with("game-20250101-100000-123-3.json"),
        "{third:?}"
    );
}
