//! The engine's legal moves equal those of the independent generator in `oracle.rs`, on
//! Mzinga's championship positions, along the boardspace games and in random games.
//!
//! The engine is read only through its text interface (UHP `newgame`, `play`, `validmoves`);
//! the oracle reads every MoveString itself, in its own coordinates, so the two are compared
//! as sets of (piece, cell), whatever reference each MoveString names.

use std::collections::BTreeSet;

use crate::common::data::{read_replays, require_corpus, tsv};
use crate::common::uhp::answers;
use crate::oracle::{Mv, Oracle};

/// The eight game types.
const GAME_TYPES: [&str; 8] = [
    "Base", "Base+M", "Base+L", "Base+P", "Base+ML", "Base+MP", "Base+LP", "Base+MLP",
];

/// A move for messages.
fn describe(mv: &Mv) -> String {
    match mv {
        Mv::Pass => "pass".into(),
        Mv::To(piece, (q, r)) => format!("{piece}@({q},{r})"),
    }
}

/// The moves a `;`-separated list names, read by the oracle; fails on a string it cannot
/// read or on two strings naming one move.
fn read_list(oracle: &Oracle, list: &str) -> Result<BTreeSet<Mv>, String> {
    let strings: Vec<&str> = list.split(';').filter(|s| !s.is_empty()).collect();
    let mut moves = BTreeSet::new();
    for s in &strings {
        let mv = oracle.resolve(s).map_err(|e| format!("`{s}`: {e}"))?;
        if !moves.insert(mv) {
            return Err(format!("`{s}` names a move already listed"));
        }
    }
    Ok(moves)
}

/// Compares the engine's answer to `validmoves` with the oracle's moves. Once the game is
/// over the engine answers an error and the oracle has no moves.
fn compare(oracle: &Oracle, answer: &[String]) -> Result<BTreeSet<Mv>, String> {
    let expected = oracle.legal_moves();
    let got = match answer {
        [line] if line.starts_with("err the game is over") => BTreeSet::new(),
        [line] if !line.starts_with("err") && !line.starts_with("invalidmove") => {
            read_list(oracle, line)?
        }
        _ => return Err(format!("validmoves answered {answer:?}")),
    };
    if got != expected {
        let missing: Vec<String> = expected.difference(&got).map(describe).collect();
        let extra: Vec<String> = got.difference(&expected).map(describe).collect();
        return Err(format!(
            "the engine lists {} moves, the oracle {}\n  only the oracle: {missing:?}\n  only the engine: {extra:?}",
            got.len(),
            expected.len()
        ));
    }
    Ok(expected)
}

#[test]
fn engine_and_oracle_agree_on_mzingas_championship_positions() {
    let rows = tsv("mzinga/valid_moves_real_games.tsv", 2);
    let input: String = rows
        .iter()
        .map(|row| format!("newgame {}\nvalidmoves\n", row[0]))
        .collect();
    let answers = answers(&input);
    assert_eq!(answers.len(), 1 + 2 * rows.len(), "one answer per command");
    let mut failures = Vec::new();
    let mut moves = 0;
    for (i, row) in rows.iter().enumerate() {
        let game = &row[0];
        let oracle = match Oracle::from_game_string(game) {
            Ok(oracle) => oracle,
            Err(e) => {
                failures.push(format!("{game}\n  the oracle cannot read it: {e}"));
                continue;
            }
        };
        match compare(&oracle, &answers[2 + 2 * i]) {
            Ok(set) => moves += set.len(),
            Err(e) => failures.push(format!("{game}\n  {e}")),
        }
        // Mzinga's own list, read by the oracle, is the same set.
        match read_list(&oracle, &row[1]) {
            Ok(listed) if listed == oracle.legal_moves() => {}
            Ok(_) => failures.push(format!("{game}\n  the oracle differs from Mzinga's list")),
            Err(e) => failures.push(format!("{game}\n  Mzinga's list: {e}")),
        }
    }
    assert_eq!(rows.len(), 195, "positions in valid_moves_real_games.tsv");
    eprintln!(
        "oracle: {} championship positions, {moves} legal moves compared",
        rows.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn engine_and_oracle_agree_along_every_boardspace_game() {
    let Some(corpus) = require_corpus("engine_and_oracle_agree_along_every_boardspace_game") else {
        return;
    };
    let replays = read_replays(&corpus);
    assert_eq!(replays.len(), 175, "games in replays.jsonl");
    let (mut positions, mut moves) = (0, 0);
    let mut refused = Vec::new();
    let mut failures = Vec::new();
    for replay in &replays {
        let mut input = format!("newgame {}\n", replay.game_type);
        for m in &replay.moves {
            input.push_str(&format!("validmoves\nplay {m}\n"));
        }
        let answers = answers(&input);
        let mut oracle = Oracle::from_game_string(&replay.game_type).expect("a game type");
        for (ply, m) in replay.moves.iter().enumerate() {
            let (valid, played) = (&answers[2 + 2 * ply], &answers[3 + 2 * ply]);
            let at = format!("{} before ply {} `{m}`", replay.file, ply + 1);
            let legal = match compare(&oracle, valid) {
                Ok(legal) => legal,
                Err(e) => {
                    failures.push(format!("{at}\n  {e}"));
                    break;
                }
            };
            positions += 1;
            moves += legal.len();
            let mv = match oracle.resolve(m) {
                Ok(mv) => mv,
                Err(e) => {
                    failures.push(format!("{at}: the oracle cannot read it: {e}"));
                    break;
                }
            };
            let accepted = !played.iter().any(|l| l.starts_with("invalidmove"));
            if accepted != legal.contains(&mv) {
                failures.push(format!(
                    "{at}: the engine answered {played:?}, the oracle says legal: {}",
                    legal.contains(&mv)
                ));
                break;
            }
            if !accepted {
                refused.push(format!("{} ply {}", replay.file, ply + 1));
                break;
            }
            oracle.apply(&mv);
        }
    }
    eprintln!(
        "oracle: {} boardspace games, {positions} positions, {moves} legal moves compared",
        replays.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Both refuse the Queen on the first move of the two 2006 games (pre-tournament rules).
    assert_eq!(
        refused,
        ["lambda-hive/test.sgf ply 1", "lambda-hive/test2.sgf ply 1"]
    );
}

/// A tiny deterministic generator (xorshift64) for the random games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn engine_and_oracle_agree_in_random_games_of_every_game_type() {
    const GAMES: usize = 4;
    const PLIES: usize = 120;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut positions, mut moves, mut finished) = (0, 0, 0);
    for game_type in GAME_TYPES {
        for _ in 0..GAMES {
            let mut game = game_type.to_string();
            let mut oracle = Oracle::from_game_string(game_type).expect("a game type");
            let mut answer = answers(&format!("newgame {game}\nvalidmoves\n"))[2].clone();
            for ply in 0..PLIES {
                let legal = compare(&oracle, &answer)
                    .unwrap_or_else(|e| panic!("{game}\n  after {ply} plies: {e}"));
                positions += 1;
                moves += legal.len();
                let Some(line) = answer.first().filter(|_| !legal.is_empty()) else {
                    finished += 1;
                    break;
                };
                // The engine's list is only the input: the oracle checked it above. Half the
                // time prefer moving a piece already in play, for busier mid-games.
                let strings: Vec<&str> = line.split(';').collect();
                let moving: Vec<&str> = strings
                    .iter()
                    .copied()
                    .filter(|s| oracle.is_placed(s.split(' ').next().unwrap_or("")))
                    .collect();
                let pool = if rng.below(2) == 0 && !moving.is_empty() {
                    &moving
                } else {
                    &strings
                };
                let chosen = pool[rng.below(pool.len())];
                let mv = oracle.resolve(chosen).expect("read by compare");
                oracle.apply(&mv);
                let replies = answers(&format!("newgame {game}\nplay {chosen}\nvalidmoves\n"));
                game = replies[2].first().cloned().unwrap_or_default();
                answer = replies[3].clone();
            }
        }
    }
    eprintln!(
        "oracle: {} random games ({finished} finished), {positions} positions, {moves} legal moves compared",
        GAME_TYPES.len() * GAMES
    );
}
