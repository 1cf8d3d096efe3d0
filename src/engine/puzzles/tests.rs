//! The prover against an independent oracle, and small proved examples.

use super::*;
use crate::rules::{Color, Game, Position};

/// Plain minimax to depth: the rules' move list, no ordering, no table, no shortcut.
fn oracle_wins(pos: &Position, solver: Color, n: u32) -> bool {
    pos.legal_moves().into_iter().any(|mv| {
        let mut p = pos.clone();
        if p.play_unchecked(mv).is_none() {
            return false;
        }
        match p.state() {
            s if s.winner() == Some(solver) => true,
            s if s.is_over() => false,
            _ => n > 1 && oracle_loses(&p, solver, n - 1),
        }
    })
}

/// The defender (to move) loses within `n` of the solver's moves whatever she plays.
fn oracle_loses(pos: &Position, solver: Color, n: u32) -> bool {
    pos.legal_moves().into_iter().all(|mv| {
        let mut p = pos.clone();
        if p.play_unchecked(mv).is_none() {
            return false;
        }
        match p.state() {
            s if s.winner() == Some(solver) => true,
            s if s.is_over() => false,
            _ => oracle_wins(&p, solver, n),
        }
    })
}

/// The shipped set (built in), read.
fn shipped() -> Vec<set::Puzzle> {
    set::shipped().unwrap()
}

/// A small generator for samples (SplitMix64), seeded.
fn sample<T: Clone>(items: &[T], count: usize, seed: u64) -> Vec<T> {
    let mut rng = crate::engine::ai::Rng::new(seed);
    let mut pool: Vec<T> = items.to_vec();
    let mut out = Vec::new();
    while out.len() < count && !pool.is_empty() {
        let i = rng.below(pool.len() as u64) as usize;
        out.push(pool.swap_remove(i));
    }
    out
}

/// Positions near the ends of real games: each corpus puzzle's position and the six
/// before it in its game (its GameString holds the whole game so far).
fn corpus_positions() -> Vec<Game> {
    let mut out = Vec::new();
    for p in shipped()
        .iter()
        .filter(|p| p.source.starts_with("boardspace/"))
    {
        let mut game = p.game().unwrap();
        for _ in 0..7 {
            out.push(game.clone());
            if game.undo().is_none() {
                break;
            }
        }
    }
    out
}

#[test]
fn the_prover_agrees_with_plain_minimax_near_the_ends_of_real_games() {
    let positions = corpus_positions();
    assert!(positions.len() >= 300, "{}", positions.len());
    let mut prover = Prover::new();
    let (mut wins, mut checked) = (0, 0);
    for game in sample(&positions, 400, 41) {
        let pos = game.position();
        for n in 1..=2 {
            let want = oracle_wins(pos, pos.to_move(), n);
            let got = prover.wins_within(&game, n).unwrap();
            assert_eq!(got, want, "{game} within {n}");
            wins += usize::from(want);
            checked += 1;
        }
    }
    // Both answers were met, many times.
    assert!(wins >= 50 && checked - wins >= 50, "{wins} of {checked}");
}

/// Re-proves a puzzle of the set: the same answer, line, accepted moves and themes.
fn reprove(prover: &mut Prover, p: &set::Puzzle) {
    let game = p.game().unwrap();
    assert_eq!(game.to_string(), p.position, "{}", p.id);
    let kind = p.kind().unwrap();
    let solution = prove(prover, &game, kind, p.moves)
        .unwrap()
        .unwrap_or_else(|| panic!("{} is not proved", p.id));
    assert_eq!(solution.line, p.solution, "{}", p.id);
    assert_eq!(solution.accepted, p.accepted, "{}", p.id);
    let themes: Vec<String> = themes(&game, kind, &solution.line)
        .into_iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(themes, p.themes, "{}", p.id);
}

/// The day's sample of the shipped set re-proved (a different sample each day, so that
/// over time CI proves them all; `HIVE_PUZZLE_SEED` repeats a day's).
#[test]
fn a_sample_of_the_shipped_puzzles_is_proved_again() {
    let seed = std::env::var("HIVE_PUZZLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() / 86_400)
        });
    let puzzles = shipped();
    let mut prover = Prover::new();
    for p in sample(&puzzles, 24, seed) {
        eprintln!("seed {seed}: {}", p.id);
        reprove(&mut prover, &p);
    }
}

#[test]
#[ignore = "every shipped puzzle: minutes; run with --ignored"]
fn every_shipped_puzzle_is_proved_again() {
    let mut prover = Prover::new();
    for p in shipped() {
        reprove(&mut prover, &p);
    }
}

#[test]
fn the_json_has_the_documented_shape_and_each_position_has_the_solver_to_move() {
    let puzzles = shipped();
    let public: serde_json::Value =
        serde_json::from_str(&set::public_json(&puzzles).unwrap()).unwrap();
    let fields = [
        "id",
        "game_type",
        "position",
        "kind",
        "moves",
        "solution",
        "rules",
        "themes",
        "rating",
        "source",
    ];
    let array = public.as_array().unwrap();
    assert_eq!(array.len(), puzzles.len());
    for (v, p) in array.iter().zip(&puzzles) {
        let obj = v.as_object().unwrap();
        let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
        keys.sort_unstable();
        let mut want = fields.to_vec();
        want.sort_unstable();
        assert_eq!(keys, want);
        assert!(matches!(obj["kind"].as_str(), Some("win" | "save")));
        assert!((1..=4).contains(&obj["moves"].as_u64().unwrap()));
        let rules = obj["rules"].as_object().unwrap();
        assert!(rules["opening"].is_string() && rules["repetition"].is_boolean());
        assert!(obj["rating"].is_number() && obj["themes"].is_array());
        // The position replays, its type is the puzzle's, and its first move is legal
        // for the side to move: the solver.
        let game = p.game().unwrap();
        assert_eq!(game.game_type().to_string(), p.game_type);
        assert!(!game.outcome().is_over());
        let first = obj["solution"][0].as_str().unwrap();
        let mut after = game.clone();
        after.play_str(first).unwrap();
        let mover = game.position().to_move();
        let piece = after
            .moves()
            .last()
            .and_then(crate::rules::Move::piece)
            .unwrap();
        // The solver's own piece, or the opponent's thrown by the solver's Pillbug.
        assert!(piece.color() == mover || after.position().to_move() != mover);
    }
}

#[test]
fn the_set_keeps_its_promises() {
    let puzzles = shipped();
    let count = |f: &dyn Fn(&set::Puzzle) -> bool| puzzles.iter().filter(|p| f(p)).count();
    let corpus = count(&|p| p.source.starts_with("boardspace/"));
    eprintln!("{} puzzles, {corpus} from the corpus", puzzles.len());
    for n in 1..=4 {
        eprintln!(
            "win in {n}: {}",
            count(&|p| p.kind == "win" && p.moves == n)
        );
    }
    eprintln!("save: {}", count(&|p| p.kind == "save"));
    assert!(
        puzzles.len() >= 400 && corpus >= 150,
        "{} {corpus}",
        puzzles.len()
    );
    assert!(count(&|p| p.kind == "save") >= 50);
    for n in 1..=4 {
        assert!(
            count(&|p| p.kind == "win" && p.moves == n) >= 1,
            "no win in {n}"
        );
    }
    // Ids are unique.
    let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), puzzles.len());
}

#[test]
fn a_right_move_is_accepted_and_a_wrong_one_refuted_with_a_line() {
    let puzzles = shipped();
    let p = puzzles
        .iter()
        .find(|p| p.kind == "win" && p.moves == 2)
        .unwrap();
    let game = p.game().unwrap();
    let mut prover = Prover::new();
    let right = judge(&mut prover, &game, Kind::Win, 2, &[], &p.solution[0]).unwrap();
    assert_eq!(
        right,
        Verdict::Accepted {
            reply: p.solution[1].clone()
        }
    );
    let done = judge(
        &mut prover,
        &game,
        Kind::Win,
        2,
        &p.solution[..2],
        &p.solution[2],
    )
    .unwrap();
    assert_eq!(done, Verdict::Solved);
    // Any other first move fails (the puzzle has one), and the refutation is a legal
    // reply after which the solver cannot win in time.
    let other = game
        .position()
        .legal_moves()
        .into_iter()
        .map(|m| game.format_move(m))
        .find(|t| *t != p.solution[0])
        .unwrap();
    let Verdict::Refused { line } = judge(&mut prover, &game, Kind::Win, 2, &[], &other).unwrap()
    else {
        panic!("{other} accepted in {}", p.id);
    };
    let mut after = game.clone();
    after.play_str(&other).unwrap();
    if let Some(reply) = line.first() {
        after.play_str(reply).unwrap();
        assert!(!prover.wins_within(&after, 1).unwrap());
    }
}

/// lambda-hive's test3.sgf (boardspace, 2016) at ply 24, White to move.
const THREATENED: &str = r"Base;InProgress;White[13];wS1;bB1 /wS1;wQ \wS1;bS1 /bB1;wA1 wS1-;bA1 bS1\;wA1 bA1\;bQ bB1\;wA2 wS1-;bS2 -bB1;wA2 bQ-;bA2 /bS2;wA1 bQ\;bA1 \wQ;wG1 wA2\;bA2 wS1/;wB1 /wA1;bS2 -bA1;wA2 -bS1;bB2 /bS2;wA3 wG1/;bB2 bS2\;wA3 wS1\;bB1 bB2\";

#[test]
fn a_win_in_one_is_proved_and_is_no_win_in_two_puzzle() {
    // The game went on with White's wB1 wA1, and Black won at once.
    let mut game = Game::parse(THREATENED).unwrap();
    game.play_str("wB1 wA1").unwrap();
    let mut prover = Prover::new();
    let win = prove(&mut prover, &game, Kind::Win, 1).unwrap().unwrap();
    assert_eq!(win.line, [r"bS2 \bA2"]);
    assert_eq!(win.accepted, [[r"bS2 \bA2"]]);
    // A win sooner than N is no puzzle of N.
    assert_eq!(prove(&mut prover, &game, Kind::Win, 2).unwrap(), None);
    // Nor is the position a save for Black, who wins.
    assert_eq!(prove(&mut prover, &game, Kind::Save, 1).unwrap(), None);
}

#[test]
fn a_save_is_the_one_move_that_stops_every_threat_and_a_right_save_is_solved() {
    let game = Game::parse(THREATENED).unwrap();
    let mut prover = Prover::new();
    let save = prove(&mut prover, &game, Kind::Save, 2).unwrap().unwrap();
    assert_eq!(save.line, [r"wA2 bA1/"]);
    assert_eq!(
        judge(&mut prover, &game, Kind::Save, 2, &[], r"wA2 bA1/").unwrap(),
        Verdict::Solved
    );
    // Every other move loses within 2: checked move by move with the plain oracle.
    let right = crate::rules::parse_move(game.position(), r"wA2 bA1/").unwrap();
    for mv in game.position().legal_moves() {
        let mut after = game.clone();
        after.play(mv).unwrap();
        let pos = after.position();
        // A move that ends the game (White's own Queen surrounded) loses at once.
        let loses = match pos.state().is_over() {
            true => pos.state().winner() != Some(Color::White),
            false => oracle_wins(pos, pos.to_move(), 2),
        };
        assert_eq!(loses, mv != right, "{}", game.format_move(mv));
    }
}

#[test]
fn the_gate_theme_needs_a_gated_cell_among_several_free_ones() {
    // A win in 1 with one cell free: its flanks are always occupied, so no gate.
    let mut game = Game::parse(THREATENED).unwrap();
    game.play_str("wB1 wA1").unwrap();
    let t = themes(&game, Kind::Win, &[r"bS2 \bA2".to_string()]);
    assert!(!t.contains(&Theme::Gate), "{t:?}");
}
