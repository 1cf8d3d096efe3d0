//! Perft against published counts: Mzinga's start-position tables and the beetle gate position.
//!
//! Expected numbers come from `tests/data/positions/perft_start.tsv` (Mzinga's tables) and from
//! the "beetle gate" table of the project's `perft.md`; none is computed by this code.

use hive::engine::perft::perft_threads;
use hive::rules::perft;
use hive::rules::{Game, Position};

/// One row of `perft_start.tsv`: perft of the empty board of a game type at a depth.
struct Row {
    game_type: String,
    depth: usize,
    nodes: u64,
}

fn start_table() -> Vec<Row> {
    let rows: Vec<Row> =
        crate::common::data::tsv_rows("positions/perft_start.tsv", "game_type\tdepth\tnodes")
            .into_iter()
            .map(|f| Row {
                game_type: f[0].clone(),
                depth: f[1].parse().expect("depth"),
                nodes: f[2].parse().expect("nodes"),
            })
            .collect();
    assert_eq!(rows.len(), 72, "8 game types x depths 0-8");
    rows
}

fn start_position(game_type: &str) -> Position {
    Game::parse(game_type)
        .unwrap_or_else(|e| panic!("game type `{game_type}`: {e}"))
        .position()
        .clone()
}

/// Checks every row of the start table whose depth is in `depths`; returns how many it checked.
fn check_start(depths: std::ops::RangeInclusive<usize>, only: Option<&str>, bulk: bool) -> usize {
    let mut failures = Vec::new();
    let mut checked = 0;
    for row in start_table() {
        if !depths.contains(&row.depth) || only.is_some_and(|t| t != row.game_type) {
            continue;
        }
        let mut pos = start_position(&row.game_type);
        let before = pos.clone();
        let got = perft(&mut pos, row.depth, bulk);
        assert_eq!(pos, before, "perft must leave the position as it was");
        checked += 1;
        if got != row.nodes {
            failures.push(format!(
                "{} perft({}) bulk={bulk}: expected {}, got {got}",
                row.game_type, row.depth, row.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    checked
}

#[test]
fn start_positions_of_all_eight_game_types_match_mzinga_to_depth_4() {
    assert_eq!(check_start(0..=4, None, true), 8 * 5);
}

#[test]
fn start_position_of_base_mlp_matches_mzinga_at_depth_5() {
    assert_eq!(check_start(5..=5, Some("Base+MLP"), true), 1);
}

#[test]
fn playing_and_undoing_every_leaf_gives_the_same_counts_to_depth_3() {
    // Without bulk counting every last-ply move is played and undone as well.
    assert_eq!(check_start(0..=3, None, false), 8 * 4);
}

/// The threaded count against the same tables: every game type to depth 4 on three
/// threads (more threads than some roots have moves), Base+MLP at depth 5 on two.
#[test]
fn perft_on_threads_matches_mzinga_to_depth_4_and_base_mlp_at_5() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for row in start_table() {
        let threads = match (row.depth, row.game_type.as_str()) {
            (0..=4, _) => 3,
            (5, "Base+MLP") => 2,
            _ => continue,
        };
        let pos = start_position(&row.game_type);
        let got = perft_threads(&pos, row.depth, true, threads);
        checked += 1;
        if got != row.nodes {
            failures.push(format!(
                "{} perft({}) on {threads} threads: expected {}, got {got}",
                row.game_type, row.depth, row.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, 8 * 5 + 1);
}

#[test]
#[ignore = "slow: about 18 million leaves"]
fn start_positions_of_all_eight_game_types_match_mzinga_at_depth_5() {
    assert_eq!(check_start(5..=5, None, true), 8);
}

#[test]
#[ignore = "slow: about 560 million leaves"]
fn start_positions_of_all_eight_game_types_match_mzinga_at_depth_6() {
    assert_eq!(check_start(6..=6, None, true), 8);
}

/// The threaded count of every game type at `depth`, on all the machine's cores, against
/// Mzinga's table (made under the UHP rules: no Queen on the first turn, no repetition
/// rule; the position from an empty board of each type plays by them).
fn check_start_threaded(depth: usize) {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut failures = Vec::new();
    let rows: Vec<Row> = start_table()
        .into_iter()
        .filter(|r| r.depth == depth)
        .collect();
    assert_eq!(rows.len(), 8, "eight game types at depth {depth}");
    for row in rows {
        let started = std::time::Instant::now();
        let got = perft_threads(&start_position(&row.game_type), depth, true, threads);
        eprintln!(
            "{} perft({depth}) = {got} on {threads} threads in {:.1} s",
            row.game_type,
            started.elapsed().as_secs_f64()
        );
        if got != row.nodes {
            failures.push(format!(
                "{} perft({depth}): expected {}, got {got}",
                row.game_type, row.nodes
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "slow: about 7.7 billion leaves (a minute or two on all cores)"]
fn start_positions_of_all_eight_game_types_match_mzinga_at_depth_7() {
    check_start_threaded(7);
}

#[test]
#[ignore = "slow: about 142 billion leaves (half an hour or more on two cores)"]
fn start_positions_of_all_eight_game_types_match_mzinga_at_depth_8() {
    check_start_threaded(8);
}

/// The "beetle gate" position and its counts, copied from `perft.md` ("A mid-game position with
/// stacked beetles"); depths 0-5 agree between nokamute and MzingaCpp.
const BEETLE_GATE: &str =
    "Base+MLP;InProgress;White[5];wB1;bB1 -wB1;wQ wB1-;bQ /bB1;wB2 wQ-;bQ /wB1;wB2 wQ;bB1 bQ";
const BEETLE_GATE_COUNTS: [u64; 6] = [1, 36, 965, 44307, 1749084, 93269761];

fn check_beetle_gate(depths: std::ops::RangeInclusive<usize>) {
    let game = Game::parse(BEETLE_GATE).unwrap_or_else(|e| panic!("{BEETLE_GATE}: {e}"));
    let ours = game.to_string();
    assert!(
        ours.starts_with("Base+MLP;InProgress;White[5];"),
        "state and turn recomputed from the moves: {ours}"
    );
    let mut pos = game.position().clone();
    let mut failures = Vec::new();
    for depth in depths {
        let got = perft(&mut pos, depth, true);
        if got != BEETLE_GATE_COUNTS[depth] {
            failures.push(format!(
                "beetle gate perft({depth}): expected {}, got {got}",
                BEETLE_GATE_COUNTS[depth]
            ));
        }
        let threaded = perft_threads(&pos, depth, true, 4);
        if threaded != BEETLE_GATE_COUNTS[depth] {
            failures.push(format!(
                "beetle gate perft({depth}) on 4 threads: expected {}, got {threaded}",
                BEETLE_GATE_COUNTS[depth]
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{BEETLE_GATE}\n{}",
        failures.join("\n")
    );
}

#[test]
fn beetle_gate_position_matches_reference_engines_to_depth_4() {
    check_beetle_gate(0..=4);
}

#[test]
fn beetle_gate_play_and_undo_matches_reference_engines_to_depth_3() {
    let mut pos = Game::parse(BEETLE_GATE).unwrap().position().clone();
    assert_eq!(perft(&mut pos, 3, false), BEETLE_GATE_COUNTS[3]);
}

#[test]
#[ignore = "slow: about 93 million leaves"]
fn beetle_gate_position_matches_reference_engines_at_depth_5() {
    check_beetle_gate(5..=5);
}
