//! hivegame.com PGN: hand-written games for each lenient form the reader accepts (every
//! count in them checked by hand), and round trips over the shared corpus: boardspace SGF →
//! our game → PGN → game, and Mzinga's own PGN conversions of the same games.

use std::path::{Path, PathBuf};

use hive::record::{self, Ending, FileKind, PgnGame, PgnNote};
use hive::rules::{Color, Ending as RulesEnding, GameState, GameType, Move, Opening};

use crate::common::data::require_corpus;
use crate::read_sgf;

/// Reads `text` as a PGN file that must hold exactly one game that imports.
fn one(text: &str) -> PgnGame {
    let mut games = record::pgn::read(Path::new("test.pgn"), text).unwrap();
    assert_eq!(games.len(), 1, "one game in\n{text}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn moves(g: &PgnGame) -> Vec<&str> {
    g.record.move_strings().collect()
}

/// A hivegame.com download: the tags it writes, a trailing space after the first move
/// (as its writer leaves it), the result repeated after the moves.
const DOWNLOAD: &str = "[GameType \"Base\"]
[Date \"30-Jan-2024_16:10:56\"]
[Site \"hivegame.com\"]
[White \"alice\"]
[Black \"bob\"]
[Result \"WhiteWins\"]

1. wS1 
2. bS1 wS1-
3. wQ -wS1
4. bQ bS1-
5. wS2 -wQ
6. bA1 bQ-
7. wA1 -wS2
8. bA2 bQ/
9. wA2 -wA1
10. bA3 \\bQ
11. wA3 -wA2
12. bG1 bQ\\
13. wG1 -wA3
14. bG2 /bQ

WhiteWins
";

#[test]
fn a_hivegame_download_imports_and_writes_back_the_same() {
    // White's line runs west; Black fills the five free cells around its own Queen (east
    // of bS1), the last at ply 14: Black's Queen is surrounded, White wins.
    let g = one(DOWNLOAD);
    assert_eq!(g.record.game_type, GameType::BASE);
    assert_eq!(
        (g.record.white.as_str(), g.record.black.as_str()),
        ("alice", "bob")
    );
    assert_eq!(g.record.plies(), 14);
    assert_eq!(g.game.outcome(), GameState::WhiteWins);
    assert_eq!(g.record.result.winner(), Some(Color::White));
    assert_eq!(g.record.result.ending, None);
    assert_eq!(
        g.record.started.map(|t| t.to_string()).as_deref(),
        Some("2024-01-30T16:10:56+00:00")
    );
    assert_eq!(g.record.site.as_deref(), Some("hivegame.com"));
    assert_eq!(
        (g.record.event.as_deref(), g.record.round.as_deref()),
        (None, None)
    );
    assert!(g.notes.is_empty(), "{:?}", g.notes);
    // hivegame.com's rules: the tournament opening and the repetition rule.
    let rules = g.game.position().rules();
    assert_eq!(rules.opening, Opening::Tournament);
    assert!(rules.repetition);

    let written = record::pgn::write(&g.record);
    assert_eq!(
        written.lines().take(9).collect::<Vec<_>>(),
        [
            "[GameType \"Base\"]",
            "[Date \"30-Jan-2024_16:10:56\"]",
            "[Event \"\"]",
            "[Site \"hivegame.com\"]",
            "[Round \"\"]",
            "[White \"alice\"]",
            "[Black \"bob\"]",
            "[Result \"WhiteWins\"]",
            "",
        ]
    );
    assert!(written.contains("\n1. wS1\n2. bS1 wS1-\n"), "{written}");
    // Moves are written in the rules' own spelling (the reference is the first neighbour
    // clockwise from north-west, as Mzinga writes), so `bG2 /bQ` comes out as `bG2 bS1\`.
    assert!(
        written.ends_with("14. bG2 bS1\\\n\nWhiteWins\n"),
        "{written}"
    );
    let back = one(&written);
    assert_eq!(back.record, g.record);
    assert_eq!(
        back.game.moves().collect::<Vec<_>>(),
        g.game.moves().collect::<Vec<_>>()
    );
}

#[test]
fn event_site_and_round_survive_pgn_to_json_to_pgn() {
    // hivegame.com's Site is the game's address there; they were dropped on the way
    // through a save, so an exported game no longer said where it was played.
    let site = "https://hivegame.com/game/Xq4Lm9Zt";
    let text = DOWNLOAD.replace(
        "[Site \"hivegame.com\"]",
        &format!("[Event \"Spring \\\"Open\\\" 2024\"]\n[Site \"{site}\"]\n[Round \"3.1\"]"),
    );
    let g = one(&text);
    let tags = |r: &record::Record| (r.event.clone(), r.site.clone(), r.round.clone());
    let expected = (
        Some("Spring \"Open\" 2024".to_string()),
        Some(site.to_string()),
        Some("3.1".to_string()),
    );
    assert_eq!(tags(&g.record), expected);

    let json = record::json::write(&g.record);
    let (saved, _) = record::json::read(Path::new("saved.json"), &json).unwrap();
    assert_eq!(saved, g.record, "{json}");
    let written = record::pgn::write(&saved);
    for tag in [
        "[Event \"Spring \\\"Open\\\" 2024\"]\n",
        &format!("[Site \"{site}\"]\n"),
        "[Round \"3.1\"]\n",
    ] {
        assert!(written.contains(tag), "{tag} in\n{written}");
    }
    assert_eq!(tags(&one(&written).record), expected);

    // A save without them (every save written before they were kept) reads as before.
    let old: String = json
        .lines()
        .filter(|l| {
            !["\"event\"", "\"site\"", "\"round\""]
                .iter()
                .any(|k| l.trim_start().starts_with(k))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(old, json);
    let (old, _) = record::json::read(Path::new("old.json"), &old).unwrap();
    assert_eq!(tags(&old), (None, None, None));
    assert_eq!(old.moves, g.record.moves);
}

/// The first four plies of [`DOWNLOAD`] (nobody has won) under a given `Result`.
#[test]
fn names_with_quotes_and_backslashes_survive_a_round_trip() {
    // A tester's `Al "The Ant"` came back as `Al 'The Ant'`, and `\"` was kept as written;
    // two tags on one line ran together.
    let text = DOWNLOAD.replace(
        "[White \"alice\"]\n[Black \"bob\"]",
        r#"[White "Al \"The Ant\" \\ Co"] [Black "bob"]"#,
    );
    let g = one(&text);
    assert_eq!(g.record.white, r#"Al "The Ant" \ Co"#);
    assert_eq!(g.record.black, "bob");
    let back = one(&record::pgn::write(&g.record));
    assert_eq!(
        (back.record.white, back.record.black),
        (g.record.white, g.record.black)
    );
}

/// Four plies under a `Result` tag, the result written again after them when it names an
/// ending (as hivegame.com writes a game that ended).
fn opening_with(result: &str, extra: &str) -> String {
    let ended = [
        "1-0",
        "0-1",
        "1/2-1/2",
        "½-½",
        "WhiteWins",
        "BlackWins",
        "Draw",
    ];
    let closing = match ended.contains(&result) {
        true => format!("\n{result}\n"),
        false => String::new(),
    };
    format!(
        "[GameType \"Base\"]\n[Result \"{result}\"]\n{extra}\n1. wS1\n2. bS1 wS1-\n3. wQ -wS1\n4. bQ bS1-\n{closing}"
    )
}

#[test]
fn a_file_cut_short_or_a_closing_result_that_disagrees_is_noted() {
    // A tester cut a won game after 39 of its 49 moves: it imported without a word.
    let cut =
        opening_with("WhiteWins", "[Termination \"resignation\"]").replace("\nWhiteWins\n", "");
    let g = one(&cut);
    assert_eq!(
        g.notes[0].to_string(),
        "Result `WhiteWins` says the game ended, but no result follows the moves: the file may be cut short"
    );
    let edited = opening_with("WhiteWins", "[Termination \"resignation\"]")
        .replace("\nWhiteWins\n", "\nBlackWins\n");
    let g = one(&edited);
    assert_eq!(
        g.notes[0].to_string(),
        "the result after the moves, `BlackWins`, differs from the Result tag `WhiteWins` (the tag is read)"
    );
    // The same result in the other dialect is no difference.
    let g = one(&opening_with("WhiteWins", "[Termination \"resignation\"]")
        .replace("\nWhiteWins\n", "\n1-0\n"));
    assert!(g.notes.is_empty(), "{:?}", g.notes);
}

#[test]
fn moves_that_end_the_game_are_not_cut_short_without_a_closing_result() {
    // hivegame.com's download of a won game, the closing result left off (as some of its
    // files are): the moves end with Black's Queen surrounded, so nothing is missing; a
    // tester was told the file may be cut short.
    let bare = DOWNLOAD.strip_suffix("\nWhiteWins\n").unwrap();
    assert!(bare.ends_with("14. bG2 /bQ\n"), "{bare}");
    let g = one(bare);
    assert_eq!(g.game.outcome(), GameState::WhiteWins);
    assert_eq!(g.record.result.winner(), Some(Color::White));
    assert!(g.notes.is_empty(), "{:?}", g.notes);
    // One ply fewer, the same tags: the moves do not end the game, so it may be cut short.
    let short = bare.strip_suffix("14. bG2 /bQ\n").unwrap();
    let g = one(short);
    assert_eq!(g.game.outcome(), GameState::InProgress);
    assert!(
        g.notes
            .iter()
            .any(|n| matches!(n, PgnNote::ResultLineMissing { .. })),
        "{:?}",
        g.notes
    );
}

#[test]
fn result_words_of_both_dialects_and_unknown_ones() {
    // (Result, Termination, state, ending, notes)
    let cases: [(&str, &str, Option<Ending>, usize); 11] = [
        ("InProgress", "", None, 0),
        ("*", "", None, 0),
        // A winner on an unfinished board, not told how: lost off the board, noted.
        ("1-0", "", Some(Ending::LostOffBoard(Color::Black)), 1),
        (
            "WhiteWins",
            "[Termination \"resignation\"]",
            Some(Ending::Rules(RulesEnding::Resignation(Color::Black))),
            0,
        ),
        (
            "0-1",
            "[Termination \"time forfeit\"]",
            Some(Ending::TimedOut(Color::White)),
            0,
        ),
        // As we write a game that a GameString says was won off the board.
        (
            "BlackWins",
            "[Termination \"off the board\"]",
            Some(Ending::LostOffBoard(Color::White)),
            0,
        ),
        ("1/2-1/2", "", Some(Ending::DeclaredDraw), 0),
        (
            "Draw",
            "[Termination \"draw agreed\"]",
            Some(Ending::Rules(RulesEnding::Agreement)),
            0,
        ),
        ("½-½", "", Some(Ending::DeclaredDraw), 1),
        ("Unknown", "", None, 1),
        ("error parsing result", "", None, 1),
    ];
    for (result, extra, ending, notes) in cases {
        let g = one(&opening_with(result, extra));
        assert_eq!(g.record.plies(), 4, "{result}");
        assert_eq!(g.record.result.state, GameState::InProgress, "{result}");
        assert_eq!(g.record.result.ending, ending, "{result}");
        assert_eq!(g.notes.len(), notes, "{result}: {:?}", g.notes);
    }
    let g = one(&opening_with("1-0", ""));
    assert_eq!(
        g.notes,
        [PgnNote::WinOffBoard {
            given: "1-0".into()
        }]
    );
    let g = one(&opening_with("½-½", ""));
    assert_eq!(g.notes[0].to_string(), "Result `½-½` read as a draw");

    // On a finished board the moves decide whatever the tag says.
    let lying = DOWNLOAD.replace("[Result \"WhiteWins\"]", "[Result \"0-1\"]");
    let g = one(&lying);
    assert_eq!(g.record.result.state, GameState::WhiteWins);
    // (Its closing line, left as it was, differs from the tag too.)
    assert_eq!(
        g.notes,
        [
            PgnNote::ResultLineDiffers {
                tag: "0-1".into(),
                line: "WhiteWins".into()
            },
            PgnNote::ResultDisagrees {
                given: "0-1".into(),
                replayed: GameState::WhiteWins
            }
        ]
    );
    let unknown = DOWNLOAD.replace("[Result \"WhiteWins\"]", "[Result \"Unknown\"]");
    let g = one(&unknown.replace("\nWhiteWins\n", "\n"));
    assert_eq!(g.record.result.state, GameState::WhiteWins);
    assert_eq!(
        g.notes[0].to_string(),
        "Result `Unknown` names no result; the moves give WhiteWins"
    );
}

#[test]
fn numbered_unique_bugs_lose_their_number() {
    // A Mosquito game written as boardspace converters write it: wM1, bM1.
    let text = "[GameType \"Base+M\"]\n[Result \"InProgress\"]\n
1. wM1
2. bM1 wM1-
3. wQ -wM1
4. bQ bM1-
5. wS1 -wQ
";
    let g = one(text);
    assert_eq!(moves(&g), ["wM", "bM wM-", "wQ -wM", "bQ bM-", "wS1 -wQ"]);
    assert_eq!(
        g.notes,
        [
            PgnNote::NumberedUniqueBug {
                written: "wM1".into(),
                plies: vec![1, 2, 3]
            },
            PgnNote::NumberedUniqueBug {
                written: "bM1".into(),
                plies: vec![2, 4]
            },
        ]
    );
    assert_eq!(
        g.notes[0].to_string(),
        "`wM1` read as `wM` (a unique bug takes no number) on plies 1, 2, 3"
    );
}

#[test]
fn a_side_mark_at_an_occupied_cell_is_a_climb() {
    // wB1 stands north-east of wQ, touching wS1; at ply 7 it is sent "west of bS1", where
    // wS1 stands: the beetle climbs onto wS1.
    let text = "[GameType \"Base\"]\n[Result \"InProgress\"]\n
1. wS1
2. bS1 wS1-
3. wQ -wS1
4. bQ bS1-
5. wB1 wQ/
6. bB1 bQ-
7. wB1 -bS1
";
    let g = one(text);
    assert_eq!(g.record.plies(), 7);
    assert_eq!(moves(&g)[6], "wB1 wS1");
    assert_eq!(
        g.notes,
        [PgnNote::ClimbBySide {
            ply: 7,
            written: "wB1 -bS1".into(),
            read: "wB1 wS1".into()
        }]
    );
    let stack = g.game.position().board().stack_at(hive::Hex::ORIGIN);
    assert_eq!(stack.len(), 2, "{stack:?}");
}

/// The project's forced-pass position (tests/uhp): White has no move after ply 12.
const FORCED_PASS: &str = "1. wA1
2. bS1 wA1-
3. wQ -wA1
4. bQ bS1/
5. wQ \\wA1
6. bA1 bS1\\
7. wQ -wA1
8. bA2 bQ\\
9. wQ \\wA1
10. bA1 \\wQ
11. wG1 /wQ
12. bA2 /wG1
";

#[test]
fn passes_in_any_spelling() {
    let g = one(&format!("[GameType \"Base\"]\n\n{FORCED_PASS}13. pass\n"));
    assert_eq!(g.record.plies(), 13);
    assert_eq!(moves(&g)[12], "pass");
    assert!(g.notes.is_empty(), "{:?}", g.notes);
    let g = one(&format!("[GameType \"Base\"]\n\n{FORCED_PASS}13. PASS\n"));
    assert_eq!(moves(&g)[12], "pass");
    assert_eq!(
        g.notes,
        [PgnNote::PassSpelling {
            ply: 13,
            written: "PASS".into()
        }]
    );
    // The rules still decide when a pass is allowed.
    let early = "[GameType \"Base\"]\n\n1. wS1\n2. pass\n";
    let err = record::pgn::read(Path::new("early.pgn"), early).unwrap()[0]
        .as_ref()
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("early.pgn, game 1, line 4, ply 2 `pass`"),
        "{err}"
    );
}

#[test]
fn a_queen_first_game_is_read_under_the_rulebook_opening() {
    let text = "[GameType \"Base\"]\n[Result \"InProgress\"]\n\n1. wS1\n2. bQ wS1-\n3. wQ -wS1\n";
    let g = one(text);
    assert_eq!(g.game.position().rules().opening, Opening::Rulebook);
    assert_eq!(g.notes, [PgnNote::QueenFirst { ply: 2 }]);
    assert_eq!(g.record.plies(), 3);
    // Queen on ply 3 is the tournament rule's business as usual.
    let g = one(&opening_with("InProgress", ""));
    assert_eq!(g.game.position().rules().opening, Opening::Tournament);
}

/// Four plies, then the Queens step out and back: the position after ply 4 comes back
/// after plies 8 and 12.
const SHUFFLE: &str = "1. wS1
2. bS1 wS1-
3. wQ -wS1
4. bQ bS1-
5. wQ \\wS1
6. bQ bS1/
7. wQ -wS1
8. bQ bS1-
9. wQ \\wS1
10. bQ bS1/
11. wQ -wS1
12. bQ bS1-
";

#[test]
fn a_third_repetition_draws_unless_the_record_plays_on() {
    // The record stops at the third occurrence: hivegame.com's rule draws it there.
    let g = one(&format!(
        "[GameType \"Base\"]\n[Result \"Draw\"]\n\n{SHUFFLE}\nDraw\n"
    ));
    assert_eq!(g.record.plies(), 12);
    assert!(g.game.position().rules().repetition);
    assert_eq!(g.game.outcome(), GameState::Draw);
    assert_eq!(
        g.record.result.ending,
        Some(Ending::Rules(RulesEnding::Repetition))
    );
    assert!(g.record.result.is_draw());
    assert_eq!(g.notes, [PgnNote::RepetitionDraw { ply: 12 }]);
    // The record saves and loads like any of ours (under the rule it names).
    assert_eq!(g.record.replay().unwrap().moves().len(), 12);

    // The record plays on: it is not refused; the rule is off and the ply noted.
    let g = one(&format!(
        "[GameType \"Base\"]\n[Result \"InProgress\"]\n\n{SHUFFLE}13. wQ \\wS1\n"
    ));
    assert_eq!(g.record.plies(), 13);
    assert!(!g.game.position().rules().repetition);
    assert_eq!(g.game.outcome(), GameState::InProgress);
    assert_eq!(g.notes, [PgnNote::RepetitionIgnored { ply: 12 }]);

    // Stopping at the third occurrence but not given as drawn (our export of a game played
    // without the rule): read without it, so it comes back as it went out (a tester's
    // round trip turned it into a draw).
    let g = one(&format!(
        "[GameType \"Base\"]\n[Result \"InProgress\"]\n\n{SHUFFLE}"
    ));
    assert_eq!(g.record.plies(), 12);
    assert!(!g.game.position().rules().repetition);
    assert_eq!(g.game.outcome(), GameState::InProgress);
    assert_eq!(g.notes, [PgnNote::RepetitionIgnored { ply: 12 }]);
    let back = one(&record::pgn::write(&g.record));
    assert_eq!(back.game.outcome(), GameState::InProgress);
    assert_eq!(back.record.result, g.record.result);
}

#[test]
fn several_games_in_one_file_each_import_or_say_why_not() {
    let text = format!(
        "{DOWNLOAD}\n{}\n[GameType \"Base\"]\n[White \"carol\"]\n\n1. wS1\n2. bS1 wS1-\n3. wQ bS1-\n\n{}",
        opening_with("*", ""),
        opening_with("1-0", "[White \"dave\"]")
    );
    let games = record::pgn::read(Path::new("many.pgn"), &text).unwrap();
    assert_eq!(games.len(), 4);
    let g = games[0].as_ref().unwrap();
    assert_eq!((g.number, g.line, g.record.plies()), (1, 1, 14));
    assert_eq!(g.record.source.as_deref(), Some("hivegame.com many.pgn #1"));
    let g = games[1].as_ref().unwrap();
    assert_eq!((g.number, g.line, g.record.plies()), (2, 25, 4));
    // wQ bS1- touches Black's pieces: this game alone fails, by number and line.
    let err = games[2].as_ref().map(|_| ()).unwrap_err().to_string();
    assert!(
        err.starts_with("many.pgn, game 3, line 38, ply 3 `wQ bS1-`"),
        "{err}"
    );
    let g = games[3].as_ref().unwrap();
    assert_eq!(g.record.white, "dave");
    assert_eq!(g.number, 4);
}

#[test]
fn lines_that_are_not_pgn_are_refused_with_their_number() {
    let bad = [
        ("[GameType \"Base\"]\n\n1. wS1\nwhat is this\n", "line 4"),
        (
            "[GameType \"Base\"]\n\n1. wS1\n2.\n",
            "line 4: move 2 is empty",
        ),
        ("[GameType \"Base\n\n1. wS1\n", "line 1"),
        ("[GameType \"Chess\"]\n\n1. e4\n", "GameType `Chess`"),
        (
            "[GameType \"Base\"]\n\n1. wS1\n1-0\n3. bS1 wS1-\n",
            "a move after the result line",
        ),
    ];
    for (text, want) in bad {
        let games = record::pgn::read(Path::new("x.pgn"), text).unwrap();
        let err = games[0].as_ref().map(|_| ()).unwrap_err().to_string();
        assert!(err.contains(want), "{err}\n(want {want})");
    }
    assert!(record::pgn::read(Path::new("x.pgn"), "\n\n").is_err());
}

#[test]
fn lenient_headers_game_type_from_the_moves_and_loose_numbering() {
    // No tags at all; a Ladybug in the moves makes it Base+L; moves numbered per turn.
    let text = "1. wL\n1... bS1 wL-\n2. wQ -wL\n";
    let g = one(text);
    assert_eq!(g.record.game_type.to_string(), "Base+L");
    assert_eq!(g.record.plies(), 3);
    assert_eq!(
        (g.record.white.as_str(), g.record.black.as_str()),
        ("White", "Black")
    );
    assert_eq!(
        g.notes,
        [
            PgnNote::Numbering { ply: 2, written: 1 },
            PgnNote::GameTypeFromMoves(GameType::new(false, true, false)),
        ]
    );
    let g = one("[GameType \"MLP\"]\n\n1. wP\n");
    assert_eq!(g.record.game_type, GameType::MLP);
    assert_eq!(g.notes.len(), 1);
}

#[test]
fn pgn_is_recognised_by_content() {
    assert_eq!(record::file_kind(DOWNLOAD), Some(FileKind::Pgn));
    assert_eq!(
        record::file_kind("\u{feff}1. wS1\n2. bS1 wS1-\n"),
        Some(FileKind::Pgn)
    );
    assert_eq!(
        record::file_kind("Base;InProgress;White[1]"),
        Some(FileKind::GameString)
    );
    assert_eq!(
        record::file_kind("{\"format\": \"hive-game\"}"),
        Some(FileKind::Save)
    );
    assert_eq!(record::file_kind("(;GM[27])"), Some(FileKind::Sgf));
    assert_eq!(record::file_kind("[ {} ]"), Some(FileKind::Save));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no-extension");
    std::fs::write(&path, DOWNLOAD).unwrap();
    let opened = record::open(&path).unwrap();
    assert_eq!(opened.kind, FileKind::Pgn);
    let first = opened.into_first().unwrap();
    assert_eq!(first.record.plies(), 14);
    assert_eq!(first.game.outcome(), GameState::WhiteWins);
}

// ---- the shared corpus ----

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

fn move_list(game: &hive::rules::Game) -> Vec<Move> {
    game.moves().collect()
}

#[test]
fn corpus_games_survive_sgf_to_pgn_and_back() {
    let Some(corpus) = require_corpus("corpus_games_survive_sgf_to_pgn_and_back") else {
        return;
    };
    let mut sgfs = Vec::new();
    files(&corpus.join("boardspace"), "sgf", &mut sgfs);
    sgfs.sort();
    let (mut converted, mut identical, mut refused) = (0, 0, Vec::new());
    let mut failures = Vec::new();
    for path in &sgfs {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Ok((rec, game)) = read_sgf(path) else {
            refused.push(name);
            continue;
        };
        converted += 1;
        let text = record::pgn::write(&record::Record {
            site: Some("boardspace.net".into()),
            ..rec.clone()
        });
        let back = match record::pgn::read(Path::new(&name), &text).map(|mut g| g.remove(0)) {
            Ok(Ok(back)) => back,
            Ok(Err(e)) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let r = &back.record;
        let same = move_list(&back.game) == move_list(&game)
            && r.moves == rec.moves
            && r.game_type == rec.game_type
            && (r.white.as_str(), r.black.as_str()) == (rec.white.as_str(), rec.black.as_str())
            && r.result.state == rec.result.state
            && r.result.ending == rec.result.ending
            && r.started.map(|t| t.timestamp().as_second())
                == rec.started.map(|t| t.timestamp().as_second())
            // A PGN has one Date: the start time when there is one, else the text as written.
            && (rec.started.is_some() || r.date_text == rec.date_text);
        if same {
            identical += 1;
        } else {
            failures.push(format!(
                "{name}: differs after the round trip: moves {} {}, result {:?} vs {:?}, started {:?} vs {:?}, date {:?} vs {:?}",
                move_list(&back.game) == move_list(&game),
                r.moves == rec.moves,
                rec.result,
                r.result,
                rec.started,
                r.started,
                rec.date_text,
                r.date_text
            ));
        }
    }
    eprintln!(
        "PGN round trip: {} SGF files, {converted} converted, {identical} re-imported identical; refused by the SGF importer: {refused:?}",
        sgfs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every game converts: the two 2006 Queen-first games under the rulebook opening.
    assert!(refused.is_empty(), "{refused:?}");
    assert_eq!(identical, sgfs.len());
}

#[test]
fn mzinga_pgn_conversions_give_the_same_games_as_the_sgf_records() {
    let Some(corpus) =
        require_corpus("mzinga_pgn_conversions_give_the_same_games_as_the_sgf_records")
    else {
        return;
    };
    let mut pgns = Vec::new();
    files(&corpus.join("boardspace/mzinga"), "pgn", &mut pgns);
    pgns.sort();
    assert_eq!(pgns.len(), 19);
    let mut same = 0;
    for path in &pgns {
        let games = record::open(path).unwrap().games;
        assert_eq!(games.len(), 1, "{}", path.display());
        let g = games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
        let (rec, game) = read_sgf(&path.with_extension("sgf")).unwrap();
        assert_eq!(move_list(&g.game), move_list(&game), "{}", path.display());
        assert_eq!(g.record.white, rec.white);
        // The board's verdict (Mzinga's PGN carries no resignation or agreed draw).
        assert_eq!(
            g.game.position().state(),
            game.position().state(),
            "{}",
            path.display()
        );
        same += 1;
    }
    eprintln!(
        "Mzinga's PGN: {same} of {} games match the SGF records",
        pgns.len()
    );
}

#[test]
fn termination_details_come_back_as_the_results_note() {
    // Our export writes the result's note as `TerminationDetails`; a tester found it gone
    // after a round trip.
    let tags = "[Termination \"resignation\"]\n[TerminationDetails \"Bob had to leave\"]";
    let g = one(&opening_with("WhiteWins", tags));
    assert_eq!(
        g.record.result.ending,
        Some(Ending::Rules(RulesEnding::Resignation(Color::Black)))
    );
    assert_eq!(g.record.result.note.as_deref(), Some("Bob had to leave"));
    let back = one(&record::pgn::write(&g.record));
    assert_eq!(back.record.result, g.record.result);
    // A long one is cut.
    let long = format!("[TerminationDetails \"{}\"]", "x".repeat(5000));
    let g = one(&opening_with("InProgress", &long));
    assert_eq!(g.record.result.note.map(|n| n.chars().count()), Some(200));
}
