//! Variations and clocks through PGN and SGF: written where they belong, read back as the
//! same lines and times, and refused with the place named when they do not make a game.

use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

use hive::clock::TimeControl;
use hive::record::{self, PgnError, PgnGame, PgnNote, Record, SavedClock};
use hive::rules::{Game, GameType};
use proptest::prelude::*;

/// Every line of a record from the start, each move with its time left.
fn lines(rec: &Record) -> BTreeSet<Vec<(String, Option<Duration>)>> {
    std::iter::once(None)
        .chain((0..rec.variations.len()).map(Some))
        .map(|v| {
            rec.line(v)
                .iter()
                .map(|m| (m.text.clone(), m.left))
                .collect()
        })
        .collect()
}

fn texts(line: &[(String, Option<Duration>)]) -> Vec<&str> {
    line.iter().map(|(t, _)| t.as_str()).collect()
}

fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut games = record::pgn::read(Path::new("v.pgn"), text).unwrap();
    assert_eq!(games.len(), 1, "one game in\n{text}");
    games.remove(0)
}

/// The main line as hivegame.com's reader takes it (its rules in our words: a line with a
/// `[` anywhere is a tag and skipped; a line whose first word holds a digit is a move, its
/// second and third words the piece and where it goes).
fn hivegame_main_line(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|l| !l.contains('['))
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let first = words.first()?;
            first
                .bytes()
                .any(|b| b.is_ascii_digit())
                .then(|| words[1..words.len().min(3)].join(" "))
        })
        .collect()
}

/// Checked by hand: at ply 2 Black has three answers (the main line's `bS1 wS1-`, `bG1
/// wS1-` and `bA1 wS1/`); the `bG1` line has its own alternative for White's ply 3, written
/// nested inside it; `[%clk]` comments after plies 1 and 2 and inside the `bG1` line.
const NESTED: &str = "[GameType \"Base\"]
[White \"a\"]
[Black \"b\"]
[Result \"InProgress\"]
[TimeControl \"300+3\"]

1. wS1
{[%clk 0:04:58]}
2. bS1 wS1- {[%clk 0:05:01.5]}
( 2. bG1 wS1- {[%clk 0:04:59]} 3. wQ -wS1 ( 3. wA1 -wS1 ) 4. bQ bG1- )
(2. bA1 wS1/)
3. wQ -wS1
4. bQ bS1-
";

#[test]
fn a_hand_checked_pgn_with_nested_variations_and_clocks() {
    let g = read_pgn(NESTED).unwrap();
    let rec = &g.record;
    assert!(g.notes.is_empty(), "{:?}", g.notes);
    assert_eq!(
        rec.clock,
        Some(SavedClock {
            control: TimeControl::fischer(Duration::from_secs(300), Duration::from_secs(3)),
            left: None
        })
    );
    let s = Duration::from_secs;
    let ms = Duration::from_millis;
    assert_eq!(
        rec.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]
    );
    assert_eq!(rec.moves[0].left, Some(s(298)));
    assert_eq!(rec.moves[1].left, Some(ms(301_500)));
    assert_eq!(rec.moves[2].left, None);
    let all = lines(rec);
    let want: BTreeSet<Vec<&str>> = [
        vec!["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"],
        vec!["wS1", "bG1 wS1-", "wQ -wS1", "bQ bG1-"],
        vec!["wS1", "bG1 wS1-", "wA1 -wS1"],
        vec!["wS1", "bA1 wS1/"],
    ]
    .into_iter()
    .collect();
    assert_eq!(all.iter().map(|l| texts(l)).collect::<BTreeSet<_>>(), want);
    let bg1 = all
        .iter()
        .find(|l| l.len() == 4 && l[1].0 == "bG1 wS1-")
        .unwrap();
    assert_eq!(bg1[1].1, Some(s(299)));
    assert_eq!(
        bg1[0].1,
        Some(s(298)),
        "the shared first move keeps its time"
    );
    // Written back: the same lines, times and control; hivegame.com's reader still finds
    // the main line alone.
    let text = record::pgn::write(rec);
    assert!(text.contains("[TimeControl \"300+3\"]\n"), "{text}");
    assert!(
        text.contains("2. bS1 wS1-\n{[%clk 0:05:01.5]}\n( 2. bG1 wS1- {[%clk 0:04:59]} 3. wQ -wS1 ( 3. wA1 -wS1 ) 4. bQ bG1- )\n( 2. bA1 wS1/ )\n3. wQ -wS1\n"),
        "{text}"
    );
    assert_eq!(
        hivegame_main_line(&text),
        ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]
    );
    let back = read_pgn(&text).unwrap().record;
    assert_eq!(lines(&back), all);
    assert_eq!(back.clock, rec.clock);
}

#[test]
fn broken_variations_are_refused_naming_the_line() {
    let game = |body: &str| format!("[GameType \"Base\"]\n\n{body}");
    for (body, line, want) in [
        (
            "1. wS1\n2. bS1 wS1- ( 2. bG1 wS1-\n3. wQ -wS1\n",
            4,
            "a `(` variation that is never closed",
        ),
        (
            "1. wS1\n2. bS1 wS1- )\n",
            4,
            "a `)` that closes no variation",
        ),
        ("( 1. wA1 )\n1. wS1\n", 3, "a `(` variation before any move"),
        (
            "1. wS1\n2. bS1 wS1-\n( 2. bG1 wS1- ( 2. bA1 \n",
            5,
            "a `(` variation that is never closed",
        ),
        (
            "1. wS1\n{[%clk 0:4:5]}\n",
            4,
            "`[%clk 0:4:5]` is not a time left",
        ),
        (
            "1. wS1\n2. bS1 wS1- (2. bS1 wS1-)\n",
            4,
            "is already a line there",
        ),
    ] {
        let err = read_pgn(&game(body)).unwrap_err();
        let text = err.to_string();
        assert!(
            matches!(err, PgnError::Syntax { line: l, .. } if l == line) && text.contains(want),
            "{body}\n got {text}\nwant line {line}: {want}"
        );
    }
    // An illegal move inside a nested variation: its line and ply.
    let err = read_pgn(&game(
        "1. wS1\n2. bS1 wS1-\n( 2. bG1 wS1-\n 3. wQ -wS1 (3. wA1 -wS1\n4. bQ wS1/ ) )\n3. wQ -wS1\n",
    ))
    .unwrap_err();
    assert!(
        matches!(&err, PgnError::Variation { line: 7, ply: 4, text, .. } if text == "bQ wS1/"),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .starts_with("v.pgn, game 1, line 7, in a variation, ply 4 `bQ wS1/`: "),
        "{err}"
    );
}

#[test]
fn times_without_a_control_are_left_out_and_said() {
    let g = read_pgn("[GameType \"Base\"]\n\n1. wS1 {[%clk 0:01:00]}\n2. bS1 wS1-\n").unwrap();
    assert_eq!(g.record.clock, None);
    assert_eq!(g.record.moves[0].left, None);
    assert_eq!(g.notes, [PgnNote::TimesWithoutControl { moves: 1 }]);
    let g = read_pgn("[GameType \"Base\"]\n[TimeControl \"40/7200:300\"]\n\n1. wS1\n").unwrap();
    assert_eq!(g.record.clock, None);
    assert_eq!(
        g.notes,
        [PgnNote::TimeControlUnread {
            given: "40/7200:300".into()
        }]
    );
    // What chess sites write for a game with no clock says nothing to note.
    let g = read_pgn("[GameType \"Base\"]\n[TimeControl \"-\"]\n\n1. wS1\n").unwrap();
    assert!(g.notes.is_empty() && g.record.clock.is_none());
}

/// A record of random play with undo (so with variations), ending on its main line, with
/// times left on some moves.
fn random_record(steps: &[(u8, proptest::sample::Index)], times: &[u32]) -> Record {
    let mut game = Game::new(GameType::MLP);
    let mut rec = Record::from_game(&game, "a", "b", None);
    for (kind, pick) in steps {
        if *kind == 0 && game.moves().len() > 0 {
            game.undo();
        } else {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.position().state().is_over() {
                game.undo();
            } else {
                game.play(legal[pick.index(legal.len())]).unwrap();
            }
        }
        rec.sync(&game, None);
    }
    // Back to the end of the main line: PGN writes the game as it stands.
    let main: Vec<String> = rec.move_strings().map(String::from).collect();
    let played = game.moves().len();
    for m in &main[played..] {
        game.play_str(m).unwrap();
    }
    rec.sync(&game, None);
    rec.clock = Some(SavedClock {
        control: "3+2".parse().unwrap(),
        left: None,
    });
    let entries = rec
        .moves
        .iter_mut()
        .chain(rec.variations.iter_mut().flat_map(|v| v.moves.iter_mut()));
    for (k, entry) in entries.enumerate() {
        let t = times[k % times.len()];
        // Every third move without a time; the others to the millisecond.
        entry.left = (!t.is_multiple_of(3)).then(|| Duration::from_millis(u64::from(t)));
    }
    rec
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// JSON → PGN → JSON keeps every line and every time left, and the clock's control.
    #[test]
    fn every_line_survives_json_to_pgn_to_json(
        steps in proptest::collection::vec((0u8..4, any::<proptest::sample::Index>()), 1..50),
        times in proptest::collection::vec(0u32..10_000_000, 1..20),
    ) {
        let rec = random_record(&steps, &times);
        let json = record::json::write(&rec);
        let (rec, _) = record::json::read(Path::new("r.json"), &json).unwrap();
        let pgn = record::pgn::write(&rec);
        let g = read_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
        let json = record::json::write(&g.record);
        let (back, _) = record::json::read(Path::new("r.json"), &json)
            .unwrap_or_else(|e| panic!("{e}\n{json}"));
        prop_assert_eq!(lines(&back), lines(&rec));
        prop_assert_eq!(back.variations.len(), rec.variations.len());
        prop_assert_eq!(back.clock, rec.clock);
        let main: Vec<String> = rec.move_strings().map(String::from).collect();
        prop_assert_eq!(hivegame_main_line(&pgn), main);
    }
}

/// boardspace's `TC[Fixed 600000]` (ten minutes each) and `TM[ms]` (the mover's time used
/// so far) on each action: the times left after each turn, checked by hand against the
/// file (`done` actions 3, 6, 260 and 263) and its closing `P0[time 0:07:09 ]`.
#[test]
fn a_boardspace_record_with_a_fixed_clock_gives_each_move_its_time_left() {
    let Some(corpus) =
        crate::common::data::require_corpus("a_boardspace_record_with_a_fixed_clock")
    else {
        return;
    };
    let path = corpus.join("boardspace/mzinga/T!HV-Eucalyx-Jewdoka-2020-12-12-1607.sgf");
    let (rec, _) = crate::read_sgf(&path).unwrap();
    let ms = Duration::from_millis;
    assert_eq!(
        rec.clock.map(|c| c.control),
        Some(TimeControl::fischer(
            Duration::from_secs(600),
            Duration::ZERO
        ))
    );
    let n = rec.moves.len();
    assert_eq!(rec.moves[0].left, Some(ms(600_000 - 10_161)));
    assert_eq!(rec.moves[1].left, Some(ms(600_000 - 10_136)));
    assert_eq!(rec.moves[n - 2].left, Some(ms(600_000 - 429_863)));
    assert_eq!(rec.moves[n - 1].left, Some(ms(600_000 - 541_770)));
    assert!(rec.moves.iter().all(|m| m.left.is_some()));
    // Written back as boardspace writes a clock, and read again: the same times.
    let sgf = record::sgf::write(&rec).unwrap();
    assert!(sgf.contains("TC[Fixed 600000]\n"), "{sgf}");
    let (back, _) = record::sgf::read(Path::new("back.sgf"), &sgf).unwrap();
    assert_eq!(back.clock, rec.clock);
    assert_eq!(back.moves, rec.moves);
    // A record whose actions have clocks but whose control is none: no times left.
    let path = corpus.join("boardspace/roach/U!HV-Mulsiphix-Glacial-2020-08-02-2010.sgf");
    let (rec, _) = crate::read_sgf(&path).unwrap();
    assert!(rec.clock.is_none() && rec.moves.iter().all(|m| m.left.is_none()));
}

/// A small boardspace game by hand: after White's first piece, the main line answers with
/// `bS1` east of it; a variation answers with `bG1` west of it and goes on with White's
/// Queen; a second variation answers with `bA1`.
const SGF_BRANCHES: &str = "(;GM[27]SU[hive]P0[id \"a\"]P1[id \"b\"]
; P0[0 Start P0]
; P0[1 move W wS1 N 13 .]
; P0[2 done]
(; P1[3 move B bS1 O 13 wS1-]
; P1[4 done]
)(; P1[3 move B bG1 M 13 -wS1]
; P1[4 done]
; P0[5 move W wQ O 13 wS1-]
; P0[6 done]
)(; P1[3 move B bA1 O 13 wS1-]
; P1[4 done]
))
";

#[test]
fn sgf_branches_are_read_as_variations_and_written_back() {
    let (rec, _) = record::sgf::read(Path::new("b.sgf"), SGF_BRANCHES).unwrap();
    let want: BTreeSet<Vec<&str>> = [
        vec!["wS1", "bS1 wS1-"],
        vec!["wS1", "bG1 -wS1", "wQ wS1-"],
        vec!["wS1", "bA1 wS1-"],
    ]
    .into_iter()
    .collect();
    let all = lines(&rec);
    assert_eq!(all.iter().map(|l| texts(l)).collect::<BTreeSet<_>>(), want);
    assert_eq!(rec.move_strings().collect::<Vec<_>>(), ["wS1", "bS1 wS1-"]);
    let sgf = record::sgf::write(&rec).unwrap();
    assert!(sgf.contains("; P0[2 done]\n(\n; P1[3 move B bS1 "), "{sgf}");
    let (back, _) = record::sgf::read(Path::new("back.sgf"), &sgf).unwrap();
    assert_eq!(lines(&back), all);
    // An illegal move in a variation: its line and action.
    let bad = SGF_BRANCHES.replace("P0[5 move W wQ O 13", "P0[5 move W wQ Q 13");
    let err = record::sgf::read(Path::new("b.sgf"), &bad)
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("b.sgf, line 9, action 5, ply 3"), "{err}");
}

#[test]
fn sgf_branches_keep_their_order_through_export_and_import() {
    // A tester's export → import → export swapped the two variations every time.
    let (rec, _) = record::sgf::read(Path::new("b.sgf"), SGF_BRANCHES).unwrap();
    let firsts = |r: &Record| -> Vec<String> {
        r.variations
            .iter()
            .map(|v| v.moves[0].text.clone())
            .collect()
    };
    assert_eq!(firsts(&rec), ["bG1 -wS1", "bA1 wS1-"], "the file's order");
    let sgf = record::sgf::write(&rec).unwrap();
    let (back, _) = record::sgf::read(Path::new("back.sgf"), &sgf).unwrap();
    assert_eq!(back.variations, rec.variations);
    assert_eq!(record::sgf::write(&back).unwrap(), sgf);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// JSON → SGF → JSON keeps every line, and under a fixed clock every time left.
    #[test]
    fn every_line_survives_json_to_sgf_to_json(
        steps in proptest::collection::vec((0u8..4, any::<proptest::sample::Index>()), 1..50),
        times in proptest::collection::vec(0u32..600_000, 1..20),
    ) {
        let mut rec = random_record(&steps, &times);
        rec.clock = Some(SavedClock { control: "10".parse().unwrap(), left: None });
        let sgf = match record::sgf::write(&rec) {
            Ok(sgf) => sgf,
            // Too wide for boardspace's board: nothing to read back.
            Err(record::SgfWriteError::TooLarge { .. }) => return Ok(()),
            Err(e) => panic!("{e}"),
        };
        let (back, _) = record::sgf::read(Path::new("r.sgf"), &sgf)
            .unwrap_or_else(|e| panic!("{e}\n{sgf}"));
        // Written again, the same file: no line moves on a round trip.
        prop_assert_eq!(record::sgf::write(&back).ok(), Some(sgf.clone()));
        let json = record::json::write(&back);
        let (back, _) = record::json::read(Path::new("r.json"), &json)
            .unwrap_or_else(|e| panic!("{e}\n{json}"));
        prop_assert_eq!(lines(&back), lines(&rec));
        prop_assert_eq!(back.clock.map(|c| c.control), rec.clock.map(|c| c.control));
    }
}
