//! boardspace SGF import: the fixtures always, and the whole shared corpus where present,
//! cross-checked against the corpus's UHP move lists and per-ply legal-move counts.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use hive::record::{self, Ending, SgfError};
use hive::rules::{Color, Ending as RulesEnding, Game, GameState, Move, Opening};

use crate::common::data::{Replay, damaged, fixture_path, read_replays, require_corpus};
use crate::{open_first, read_sgf};

fn fixture(name: &str) -> PathBuf {
    fixture_path(&format!("record/{name}"))
}

fn moves_of(game: &Game) -> Vec<Move> {
    game.moves().collect()
}

#[test]
fn fixture_with_a_pillbug_throw_imports_and_matches_its_uhp_move_list() {
    let (rec, game) = read_sgf(&fixture("HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf")).unwrap();
    assert_eq!(rec.game_type.to_string(), "Base+MLP");
    assert_eq!(
        (rec.white.as_str(), rec.black.as_str()),
        ("SmartBot0", "Codysaurus")
    );
    assert_eq!(rec.moves.len(), 26);
    assert_eq!(game.outcome(), GameState::BlackWins);
    assert_eq!(rec.result.ending, None);
    assert_eq!(rec.result.winner(), Some(Color::Black));
    assert_eq!(
        rec.started.map(|t| t.to_string()).as_deref(),
        Some("2020-03-29T14:19:04-06:00"),
        "DT[Sun Mar 29 14:19:04 MDT 2020]"
    );
    assert_eq!(rec.date_text, None);
    let (_, expected) =
        open_first(&fixture("HV-SmartBot0-Codysaurus-2020-03-29-2019.uhp")).unwrap();
    assert_eq!(moves_of(&game), moves_of(&expected));
    // record::open recognises SGF by content and gives the same game.
    let (again, _) = open_first(&fixture("HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf")).unwrap();
    assert_eq!(again, rec);
}

#[test]
fn fixture_from_2013_with_colourless_tokens_ends_in_resignation() {
    let path = fixture("U!HV-kkurtonis-RINGERSOLL-2013-05-22-1657.sgf");
    let (rec, game) = read_sgf(&path).unwrap();
    assert_eq!(rec.game_type.to_string(), "Base+P");
    assert_eq!(rec.moves.len(), 39);
    // No Queen surrounded on the board; the game ends by Black's resignation.
    assert_eq!(game.position().state(), GameState::InProgress);
    assert_eq!(game.outcome(), GameState::WhiteWins);
    assert_eq!(
        rec.result.ending,
        Some(Ending::Rules(RulesEnding::Resignation(Color::Black)))
    );
    assert_eq!(rec.result.winner(), Some(Color::White));
    assert_eq!(
        rec.started.map(|t| t.to_string()).as_deref(),
        Some("2013-05-22T12:57:07-04:00")
    );
    let (_, expected) =
        open_first(&fixture("U!HV-kkurtonis-RINGERSOLL-2013-05-22-1657.uhp")).unwrap();
    assert_eq!(moves_of(&game), moves_of(&expected));
    // The imported record saves and loads like any game of ours.
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("imported.json");
    record::save(&saved, &rec).unwrap();
    let (back, back_game) = record::load(&saved).unwrap();
    assert_eq!(back, rec);
    assert_eq!(back_game.to_string(), game.to_string());
}

fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sgf_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "sgf") {
            out.push(path);
        }
    }
}

/// The corpus's boardspace SGF files under `root`, in order: all 175 of them.
fn boardspace_games(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    sgf_files(root, &mut files);
    files.sort();
    assert_eq!(files.len(), 175, "the corpus README promises 175 SGF files");
    files
}

/// Checks one imported game against the corpus's move list and legal-move counts.
fn check_against_replay(name: &str, game: &Game, exp: &Replay) -> Result<(), String> {
    let mut theirs = Game::with_rules(game.game_type(), game.position().rules());
    for (i, m) in exp.moves.iter().enumerate() {
        theirs
            .play_str(m)
            .map_err(|e| format!("{name}: corpus move {} `{m}`: {e}", i + 1))?;
    }
    if moves_of(&theirs) != moves_of(game) {
        let ours: Vec<&str> = game.move_strings().collect();
        return Err(format!(
            "{name}: moves differ from replays.jsonl\n ours:   {ours:?}\n theirs: {:?}",
            exp.moves
        ));
    }
    // nokamute's last count is 0 where its repetition rule declared a draw: not ours.
    let checked = if exp.nokamute_ok {
        exp.counts.len()
    } else {
        exp.counts.len().saturating_sub(1)
    };
    let mut replay = Game::with_rules(game.game_type(), game.position().rules());
    for (i, (mv, &want)) in game.moves().zip(&exp.counts).take(checked).enumerate() {
        let got = replay.position().legal_moves().len() as u64;
        if got != want {
            return Err(format!(
                "{name}: before ply {}: {got} legal moves, nokamute counts {want}\n{}",
                i + 1,
                replay
            ));
        }
        replay
            .play(mv)
            .map_err(|e| format!("{name}: ply {}: {e}", i + 1))?;
    }
    // nokamute judges the board; a resignation or an agreed draw is the record's.
    if exp.nokamute_ok && game.position().state().to_string() != exp.final_state {
        return Err(format!(
            "{name}: final state {} but nokamute says {}",
            game.position().state(),
            exp.final_state
        ));
    }
    Ok(())
}

#[test]
fn every_corpus_game_imports_and_replays_to_its_end() {
    let Some(corpus) = require_corpus("every_corpus_game_imports_and_replays_to_its_end") else {
        return;
    };
    let root = corpus.join("boardspace");
    let replays: HashMap<String, Replay> = read_replays(&corpus)
        .into_iter()
        .map(|r| (r.file.clone(), r))
        .collect();
    let files = boardspace_games(&root);

    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut plies = 0;
    let mut queen_first: Vec<String> = Vec::new();
    for path in &files {
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let imported = read_sgf(path);
        let (rec, game) = match imported {
            Ok(ok) => ok,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        plies += rec.moves.len();
        if rec.rules.opening == Opening::Rulebook {
            queen_first.push(name.clone());
        }
        let kind = match (rec.result.ending, game.position().state()) {
            (Some(Ending::Rules(RulesEnding::Repetition)), _) => "imported: draw by repetition",
            (Some(Ending::Rules(RulesEnding::Resignation(_))), _) => "imported: resignation",
            (Some(Ending::Rules(RulesEnding::Agreement)), _) => "imported: agreed draw",
            (Some(Ending::DeclaredDraw), _) => "imported: draw declared by the server",
            (Some(Ending::TimedOut(_)), _) => "imported: timeout",
            (Some(Ending::Forfeit(_)), _) => "imported: forfeit",
            (Some(Ending::Abandoned(_)), _) => "imported: abandoned",
            (Some(Ending::LostOffBoard(_)), _) => "imported: lost off the board",
            (None, s) if s.is_over() => "imported: Queen surrounded",
            (None, _) => "imported: record ends in progress",
        };
        *tally.entry(kind.into()).or_default() += 1;
        let Some(exp) = replays.get(&name) else {
            failures.push(format!("{name}: not in replays.jsonl"));
            continue;
        };
        let end_ok = match exp.record_end.as_str() {
            "resign:White" => {
                rec.result.ending == Some(Ending::Rules(RulesEnding::Resignation(Color::White)))
            }
            "resign:Black" => {
                rec.result.ending == Some(Ending::Rules(RulesEnding::Resignation(Color::Black)))
            }
            "draw-agreed" => rec.result.ending == Some(Ending::Rules(RulesEnding::Agreement)),
            _ => !matches!(
                rec.result.ending,
                Some(
                    Ending::Rules(RulesEnding::Resignation(_))
                        | Ending::Rules(RulesEnding::Agreement)
                )
            ),
        };
        if !end_ok {
            failures.push(format!(
                "{name}: ending {:?}, corpus says {}",
                rec.result.ending, exp.record_end
            ));
        }
        if let Err(e) = check_against_replay(&name, &game, exp) {
            failures.push(e);
        }
        // The record replays by itself to the same game.
        match rec.replay() {
            Ok(g) if g.to_string() == game.to_string() => {}
            Ok(_) => failures.push(format!("{name}: the record replays to another game")),
            Err(e) => failures.push(format!("{name}: the record does not replay: {e}")),
        }
    }

    eprintln!(
        "boardspace corpus: {} files, {plies} plies imported",
        files.len()
    );
    for (kind, n) in &tally {
        eprintln!("  {n:4}  {kind}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        queen_first,
        ["lambda-hive/test.sgf", "lambda-hive/test2.sgf"],
        "the two 2006 games open with the Queen: imported under the rulebooks' opening rule"
    );
    let imported: usize = tally
        .iter()
        .filter(|(k, _)| k.starts_with("imported"))
        .map(|(_, n)| n)
        .sum();
    assert_eq!(imported, 175);
    assert_eq!(tally.get("imported: resignation"), Some(&8));
    assert_eq!(tally.get("imported: agreed draw"), Some(&1));
}

/// A boardspace record from action lines such as `P0 move W wS1 N 13 .` (numbered here).
fn sgf(su: &str, dt: &str, re: &str, actions: &[&str]) -> String {
    let mut s = format!(
        "(;\r\nGM[27]VV[1]\r\nSU[{su}]\r\nDT[{dt}]\r\nRE[{re}]\r\nP0[id \"ann\"]\r\nP1[id \"bob\"]\r\n; P0[0 Start P0]\r\n"
    );
    for (i, a) in actions.iter().enumerate() {
        match a.split_once(' ') {
            Some(("P-1", rest)) => s.push_str(&format!("; P-1[{rest}]\n")),
            Some((who, rest)) => s.push_str(&format!("; {who}[{} {rest}]TM[{}]\n", i + 1, i * 100)),
            None => panic!("bad test action {a}"),
        }
    }
    s.push_str(";\nP0[time 0:01:00 ]\nP1[time 0:01:00 ]\n)\n");
    s
}

const DT: &str = "Wed Oct 31 15:02:42 CET 2018";

/// Four plies: wS1, bS1 east of it (movedone), wA1 dropped twice then south-west of wS1,
/// bQ east of bS1; with capitalised verbs, a viewer event and escapes.
const OPENING: [&str; 12] = [
    "P0 Pick W 4 wS1",
    "P0 Dropb wS1 N 13 .",
    "P0 Done ",
    "P1 movedone B bS1 O 13 wS1-",
    "P-1 Pop P0\\[0 Start P0\\]",
    "P0 pick w 1 A1",
    "P0 dropb a1 M 13 -wS1",
    "P0 pickb M 13 a1",
    "P0 dropb a1 M 12 \\\\wS1",
    "P0 done",
    "P1 move B bQ P 13 bS1-",
    "P1 done",
];

fn import_text(name: &str, text: &str) -> Result<(hive::record::Record, Game), SgfError> {
    record::sgf::read(Path::new(name), text)
}

fn with_opening<'a>(more: &[&'a str]) -> Vec<&'a str> {
    OPENING.iter().chain(more).copied().collect()
}

#[test]
fn turns_are_read_from_actions_not_lines() {
    let mut text = sgf("Hive", DT, "Game won by ann", &OPENING);
    // A second, partial copy of the tree after the first: ignored.
    text.push_str("(;GM[27]; P0[1 move W wQ A 1 .])");
    let (rec, game) = import_text("HV-ann-bob-2018-10-31-1402.sgf", &text).unwrap();
    let want = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wA1 /wS1;bQ bS1-").unwrap();
    assert_eq!(moves_of(&game), moves_of(&want));
    assert_eq!((rec.white.as_str(), rec.black.as_str()), ("ann", "bob"));
    assert_eq!(
        rec.started.map(|t| t.to_string()).as_deref(),
        Some("2018-10-31T15:02:42+01:00")
    );
    assert_eq!(rec.result.ending, None);
    assert_eq!(
        rec.result.note.as_deref(),
        Some("record ends in progress; boardspace result: Game won by ann")
    );
    assert_eq!(
        rec.source.as_deref(),
        Some("boardspace HV-ann-bob-2018-10-31-1402.sgf")
    );
}

#[test]
fn draw_talk_uses_no_turn_and_an_accepted_draw_ends_the_game() {
    let actions = with_opening(&[
        "P0 offerdraw",
        "P0 done",
        "P1 declinedraw",
        "P1 done",
        "P0 move W wQ M 13 -wS1",
        "P0 done",
        "P1 offerdraw",
        "P1 done",
        "P0 acceptdraw",
        "P0 done",
        "P1 move B bA1 Q 13 bQ-",
    ]);
    let (rec, game) =
        import_text("x.sgf", &sgf("hive", DT, "The game is a draw", &actions)).unwrap();
    assert_eq!(game.moves().len(), 5);
    assert_eq!(game.move_strings().last(), Some("wQ -wS1"));
    assert_eq!(
        rec.result.ending,
        Some(Ending::Rules(RulesEnding::Agreement))
    );
    assert!(rec.result.is_draw());
}

#[test]
fn a_bare_done_is_a_pass_and_resign_ends_the_game() {
    let actions = with_opening(&["P0 move W wQ M 13 -wS1", "P0 done", "P1 done"]);
    let err = import_text("x.sgf", &sgf("hive", DT, "", &actions)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "x.sgf, line 23, action 15, ply 6 `pass` is illegal: Black cannot pass: there are legal moves"
    );
    // A last piece put down with no `done` is left out, and said (a tester's damaged file
    // lost its winning move in silence).
    let actions = with_opening(&["P0 move W wQ M 13 -wS1"]);
    let (rec, game) = import_text("x.sgf", &sgf("hive", DT, "", &actions)).unwrap();
    assert_eq!(game.moves().len(), 4);
    let note = rec.result.note.unwrap_or_default();
    assert!(
        note.ends_with(
            "wQ put down at line 21 (action 13) and never confirmed with `done`: left out"
        ),
        "{note}"
    );
    // An illegal move is placed at the action that made it, not at the `done` after it
    // (a tester was sent to the `done`).
    let actions = with_opening(&["P0 move W wQ A 1 .", "P0 done"]);
    let err = import_text("x.sgf", &sgf("hive", DT, "", &actions)).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("x.sgf, line 21, action 13, ply 5 `wQ"),
        "{err}"
    );
    let actions = with_opening(&["P0 resign", "P0 done", "P1 move B bA1 Q 13 bQ-"]);
    let (rec, game) = import_text("x.sgf", &sgf("hive", DT, "Game won by bob", &actions)).unwrap();
    assert_eq!(game.moves().len(), 4);
    assert_eq!(
        rec.result.ending,
        Some(Ending::Rules(RulesEnding::Resignation(Color::White)))
    );
    assert_eq!(rec.result.winner(), Some(Color::Black));
}

#[test]
fn a_draw_declared_by_the_server_is_kept() {
    let (rec, _) = import_text("x.sgf", &sgf("hive", DT, "La partie est nulle", &OPENING)).unwrap();
    assert_eq!(rec.result.ending, Some(Ending::DeclaredDraw));
    assert_eq!(
        rec.result.note.as_deref(),
        Some("boardspace result: La partie est nulle")
    );
}

#[test]
fn a_2006_queen_opening_is_imported_under_the_rulebook_opening() {
    let actions = [
        "P0 pick w 0 Q",
        "P0 dropb Q N 13 .",
        "P0 done",
        "P1 pick b 0 Q",
        "P1 dropb Q O 13 .",
        "P1 done",
    ];
    let text = sgf("hive", "Thu Aug 10 21:40:36 CST 2006", "", &actions);
    let (rec, game) = import_text("test.sgf", &text).unwrap();
    assert_eq!(rec.rules.opening, Opening::Rulebook);
    assert!(!rec.rules.repetition, "boardspace has no repetition rule");
    assert_eq!(game.move_strings().collect::<Vec<_>>(), ["wQ", "bQ wQ-"]);
    // The record replays by itself, under the rules it names.
    assert_eq!(rec.replay().unwrap().to_string(), game.to_string());
}

#[test]
fn bad_records_say_which_file_and_action() {
    let cases: [(String, &str); 8] = [
        (
            sgf("hive-ultimate", DT, "", &OPENING),
            "u.sgf: `SU[hive-ultimate]`: hive-ultimate (any mix of pieces, blank tiles) is not Hive as UHP plays it",
        ),
        (
            sgf("chess", DT, "", &OPENING),
            "u.sgf: `SU[chess]` is not a Hive variant",
        ),
        (
            sgf("hive", DT, "", &["P0 dropb wX1 N 13 ."]),
            "u.sgf, line 9, action 1 `1 dropb wX1 N 13 .`: `wX1` is not a piece",
        ),
        (
            sgf("hive", DT, "", &["P0 dropb wS1 N 0 ."]),
            "u.sgf, line 9, action 1 `1 dropb wS1 N 0 .`: `N 0` is not a board cell",
        ),
        (
            sgf("hive", DT, "", &["P0 dropb wM N 13 .", "P0 done"]),
            "u.sgf, line 9, action 1 `1 dropb wM N 13 .`: `wM`: there is no Mosquito in Base",
        ),
        (
            sgf("hive", DT, "", &["P0 swap"]),
            "u.sgf, line 9, action 1: `swap` is not supported (colour choice)",
        ),
        (
            // The `]` after the drop is lost: its value runs on into `TM[...`, and the
            // drop must not be read with the rest dropped.
            sgf("hive", DT, "", &["P0 dropb wS1 N 13 .", "P0 done"]).replacen(" .]", " .", 1),
            "u.sgf, line 9, action 1 `1 dropb wS1 N 13 .TM[0`: no `]` closes this action",
        ),
        (
            "(;GM[27]\nSU[hive]\n; P0[0 Start P0\n".to_string(),
            "u.sgf, line 3: not an SGF game tree: a value `[` is never closed",
        ),
    ];
    for (text, want) in cases {
        let err = import_text("u.sgf", &text).unwrap_err().to_string();
        assert!(err.starts_with(want), "got:  {err}\nwant: {want}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    fn importing_never_panics_on_a_damaged_record(
        at in proptest::prelude::any::<proptest::sample::Index>(),
        len in 0usize..30,
        insert in "[\\PC\\[\\];()\\\\]{0,10}",
    ) {
        let text = std::fs::read_to_string(fixture("U!HV-kkurtonis-RINGERSOLL-2013-05-22-1657.sgf")).unwrap();
        if let Ok((rec, game)) = import_text("fuzz.sgf", &damaged(&text, at, len, &insert)) {
            proptest::prop_assert_eq!(rec.replay().map(|g| g.to_string()), Ok(game.to_string()));
        }
    }
}

#[test]
fn a_move_thirty_two_cells_away_is_not_taken_for_a_neighbour() {
    // Black's first piece 32 rows below White's: on a board that wrapped every 32 cells
    // this landed beside wS1. It is far away, so it is refused.
    for far in ["O 45", "N 45", "O 77"] {
        let actions = [
            "P0 Pick W 4 wS1",
            "P0 Dropb wS1 N 13 .",
            "P0 Done ",
            &format!("P1 movedone B bS1 {far} wS1-"),
        ];
        let err = import_text("far.sgf", &sgf("hive", DT, "", &actions)).unwrap_err();
        assert!(
            matches!(
                err,
                SgfError::Illegal { ply: 2, .. } | SgfError::Action { .. }
            ),
            "{far}: {err}"
        );
    }
}

#[test]
fn move_numbers_and_players_are_checked_against_the_replay() {
    // Black's Queen played by P0: the record's player is not the side to move.
    let actions = with_opening(&[
        "P0 move W wQ M 13 -wS1",
        "P0 done",
        "P0 move B bA1 Q 13 bQ-",
    ]);
    let err = import_text("x.sgf", &sgf("hive", DT, "", &actions)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "x.sgf, line 23, action 15 `15 move B bA1 Q 13 bQ-`: P0 (White) acts, but it is Black's turn"
    );
    // Action numbers going backwards: actions out of order (here, a turn moved up).
    let mut text = sgf(
        "hive",
        DT,
        "",
        &with_opening(&["P0 move W wQ M 13 -wS1", "P0 done"]),
    );
    text = text.replace("[13 move W wQ", "[9 move W wQ");
    let err = import_text("x.sgf", &text).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("action 9 `9 move W wQ M 13 -wS1`: action number 9 comes after 12: the actions are out of order"),
        "{err}"
    );
}

#[test]
fn every_corpus_game_exports_to_uhp_and_reads_back_the_same() {
    let Some(corpus) = require_corpus("every_corpus_game_exports_to_uhp_and_reads_back_the_same")
    else {
        return;
    };
    let root = corpus.join("boardspace");
    let files = boardspace_games(&root);
    let mut failures = Vec::new();
    let mut off_board = 0;
    for path in &files {
        let name = path.strip_prefix(&root).unwrap().display().to_string();
        let (rec, game) = read_sgf(path).unwrap();
        let uhp = record::gamestring::write(&rec);
        let back = match record::parse(Path::new("exported.txt"), &uhp).and_then(|o| o.into_first())
        {
            Ok(back) => back,
            Err(e) => {
                failures.push(format!("{name}: `{uhp}` does not read back: {e}"));
                continue;
            }
        };
        if moves_of(&back.game) != moves_of(&game) {
            failures.push(format!("{name}: the moves differ after export"));
        }
        let (was, is) = (
            rec.result.overall_state(),
            back.record.result.overall_state(),
        );
        if was != is {
            failures.push(format!("{name}: {was} reads back as {is}"));
        }
        if back.record.result.ending.is_some()
            && rec.result.ending != Some(Ending::Rules(RulesEnding::Repetition))
        {
            off_board += 1;
            assert!(
                !back.notes.is_empty(),
                "{name}: an ending read without a note"
            );
        }
        // And it saves and loads as it read.
        let text = record::json::write(&back.record);
        if let Err(e) = record::json::read(Path::new("back.json"), &text) {
            failures.push(format!("{name}: the record read back does not load: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{off_board} games read back as ended off the board");
    assert!(off_board >= 12, "{off_board}");
}

#[test]
fn every_corpus_game_round_trips_through_the_sgf_writer() {
    let Some(corpus) = require_corpus("every_corpus_game_round_trips_through_the_sgf_writer")
    else {
        return;
    };
    let root = corpus.join("boardspace");
    let files = boardspace_games(&root);
    let mut failures = Vec::new();
    let mut same = 0;
    for path in &files {
        let name = path.strip_prefix(&root).unwrap().display().to_string();
        let (rec, game) = read_sgf(path).unwrap();
        let written = match record::sgf::write(&rec) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{name}: not written: {e}"));
                continue;
            }
        };
        // Read under the same name: a `DT` that is no time takes the time from it.
        let (back, back_game) = match record::sgf::read(path, &written) {
            Ok(read) => read,
            Err(e) => {
                failures.push(format!("{name}: what was written does not read: {e}"));
                continue;
            }
        };
        let differs = [
            (
                "moves",
                rec.moves != back.moves || moves_of(&game) != moves_of(&back_game),
            ),
            (
                "players",
                (&rec.white, &rec.black) != (&back.white, &back.black),
            ),
            ("game type", rec.game_type != back.game_type),
            ("rules", rec.rules != back.rules),
            (
                "result",
                (
                    rec.result.state,
                    rec.result.ending,
                    rec.result.overall_state(),
                ) != (
                    back.result.state,
                    back.result.ending,
                    back.result.overall_state(),
                ),
            ),
            ("game state", game.outcome() != back_game.outcome()),
            (
                "date",
                (rec.started, &rec.date_text) != (back.started, &back.date_text),
            ),
        ];
        let wrong: Vec<&str> = differs.iter().filter(|d| d.1).map(|d| d.0).collect();
        if !wrong.is_empty() {
            failures.push(format!("{name}: {} differ:\n{written}", wrong.join(", ")));
            continue;
        }
        // And the writer is stable: the game read back is written the same.
        if record::sgf::write(&back).ok().as_deref() != Some(written.as_str()) {
            failures.push(format!("{name}: written differently the second time"));
            continue;
        }
        same += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(same, 175);
}

#[test]
fn an_sgf_and_its_pgn_give_one_day_written_one_way() {
    // The corpus's 19 boardspace games as SGF and as Mzinga's PGN of them were dated
    // `28 October 2018` and `2018.10.28`, and the library took them for two games.
    let Some(corpus) = require_corpus("an_sgf_and_its_pgn_give_one_day") else {
        return;
    };
    let dir = corpus.join("boardspace/mzinga");
    let mut pairs = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let sgf = entry.path();
        if sgf.extension().is_none_or(|e| e != "sgf") {
            continue;
        }
        let (from_sgf, _) = read_sgf(&sgf).unwrap();
        let (from_pgn, _) = open_first(&sgf.with_extension("pgn")).unwrap();
        let name = sgf.display();
        assert!(from_sgf.day().is_some(), "{name}");
        assert_eq!(from_sgf.day(), from_pgn.day(), "{name}");
        for text in [&from_sgf.date_text, &from_pgn.date_text]
            .into_iter()
            .flatten()
        {
            assert_eq!(
                Some(text.clone()),
                from_pgn.day().map(|d| d.to_string()),
                "{name}"
            );
        }
        pairs += 1;
    }
    assert_eq!(pairs, 19);
}
