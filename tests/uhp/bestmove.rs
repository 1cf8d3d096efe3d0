//! `bestmove` and the search behind it: answers under a time limit, finds a win in one,
//! avoids an immediate loss when it can, stops when told, and only ever plays legal moves.
//!
//! Nothing here measures the clock: how long a search takes depends on the machine, so the
//! tests check what it did (its move, its depth, its node count) and the timings are in
//! `benches/search.rs`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use hive::engine::ai::{Level, Limits, MAX_DEPTH, MAX_THREADS, Search, best_move};
use hive::rules::{Game, GameType, Move, Position};

use crate::common::uhp::answers;

/// Middle-game positions from the Online Hive World Championship finals (Mzinga's table).
const MIDDLE_GAMES: [&str; 3] = [
    "Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\\;bQ bL\\;wQ \\wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\\;bM wA1\\;wB1 wQ\\;bA2 /bP;wB2 wM-;bA1 wB2\\;wB1 wG1",
    "Base+MLP;InProgress;Black[13];wL;bG1 /wL;wQ wL-;bL /bG1;wA1 wQ/;bQ -bL;wA2 wA1-;bM bQ/;wS1 \\wQ;bP \\bQ;wS1 \\bM;bA1 bL-;wA2 bA1\\;bL \\wQ;wA1 bQ\\;bA2 bL/;wP wQ-;bA3 \\bL;wA3 wS1/;bA3 \\wA3;wB1 /wA1;bB1 -bQ;wB1 wA1;bB2 \\bL;wS2 wP\\",
    "Base+MLP;InProgress;Black[11];wB1;bG1 -wB1;wQ wB1\\;bL -bG1;wQ bG1\\;bQ /bL;wB1 bG1;bM \\bQ;wA1 wB1/;bA1 \\bL;wA1 bQ\\;bA1 wQ-;wM /wA1;bM /wQ;wM -bQ;bL wQ/;wP \\wB1;bP bM\\;wB2 /wA1;bA2 bL-;wP \\bL",
];

/// White wins with `wA1 -bG1`, the only winning move among 63.
const WHITE_WINS_IN_ONE: &str = "Base;InProgress;White[11];wB1;bA1 -wB1;wQ wB1-;bA2 -bA1;wG1 wQ-;bA3 /bA2;wB2 wQ\\;bQ -bA2;wS1 wG1-;bG1 \\bA1;wG2 \\wG1;bB1 bA3\\;wB2 wG1\\;bG2 /bA3;wG3 wB1\\;bS1 \\bQ;wS1 \\wG2;bS2 /bQ;wA1 \\wS1;bB2 /bS1";

/// The side to move is threatened with a surround next move; 5 of its 31 moves (resp. 41)
/// prevent every immediate win.
const MUST_DEFEND: [&str; 2] = [
    "Base;InProgress;Black[10];wA1;bB1 /wA1;wB1 wA1/;bQ -bB1;wA2 -wB1;bG1 bQ\\;wQ wB1\\;bS1 /bQ;wB2 \\wB1;bS2 -bS1;wS1 \\wB2;bG2 -bQ;wA3 /wS1;bA1 -bG2;wA3 bB1\\;bB2 \\bA1;wA3 wQ/;bS2 -bB2;wA3 \\bQ",
    "Base;InProgress;White[13];wB1;bS1 wB1\\;wQ \\wB1;bQ bS1-;wA1 wQ/;bG1 bQ/;wS1 wA1\\;bS2 bS1\\;wA1 bG1/;bA1 bS2\\;wA2 \\wQ;bA2 /bA1;wA3 /wA2;bA2 bQ\\;wA3 /wQ;bA1 \\wS1;wB2 /wA3;bA2 -wA3;wA1 bG1\\;bG2 \\bA2;wA2 -wQ;bG3 -bG2;wA1 bS2\\;bA2 \\bA1",
];

fn position(game: &str) -> Position {
    crate::common::game(game).position().clone()
}

/// The moves of the side to move that win on the spot.
fn winning_moves(pos: &Position) -> Vec<Move> {
    let me = pos.to_move();
    let mut p = pos.clone();
    pos.legal_moves()
        .into_iter()
        .filter(|&m| {
            let undo = p.play_unchecked(m).expect("a listed move is on the grid");
            let won = p.state().winner() == Some(me);
            p.undo(undo);
            won
        })
        .collect()
}

/// Whether, after `mv`, the opponent cannot win at once.
fn holds(pos: &Position, mv: Move) -> bool {
    let mut p = pos.clone();
    p.play_unchecked(mv).expect("a listed move is on the grid");
    !p.state().is_over() && winning_moves(&p).is_empty()
}

fn no_stop() -> AtomicBool {
    AtomicBool::new(false)
}

#[test]
fn bestmove_with_a_time_limit_answers_a_legal_move_even_with_no_time() {
    for game in MIDDLE_GAMES {
        for time in ["00:00:00.300", "00:00:00"] {
            let replies = answers(&format!("newgame {game}\nbestmove time {time}\n"));
            let answer = replies
                .get(2)
                .and_then(|lines| lines.last())
                .map_or("", String::as_str);
            let mut g = Game::parse(game).unwrap();
            assert!(
                g.play_str(answer).is_ok(),
                "{game}: `{answer}` is not legal"
            );
        }
    }
}

#[test]
fn a_zero_time_budget_stops_after_at_most_one_iteration() {
    // The budget is over before the search starts: it may finish depth 1 (a search always
    // answers a searched move) but stops at its first clock check after that.
    for game in MIDDLE_GAMES {
        let pos = position(game);
        let r = best_move(&pos, Limits::time(Duration::ZERO), &no_stop());
        assert!(pos.legal_moves().contains(&r.mv), "{game}: {r:?}");
        assert!(r.depth <= 1, "{game}: {r:?}");
    }
}

#[test]
fn the_search_finds_a_win_in_one_at_every_level_that_does_not_play_at_random() {
    let pos = position(WHITE_WINS_IN_ONE);
    let wins = winning_moves(&pos);
    assert_eq!(wins.len(), 1);
    let r = best_move(&pos, Limits::time(Duration::from_secs(2)), &no_stop());
    assert_eq!(r.mv, wins[0]);
    assert_eq!(r.mate_in(), Some(1));
    // Once the win is proved it stops by itself: with neither a clock nor a depth limit it
    // ends long before a node budget that would otherwise stop it.
    let budget = 1_000_000;
    let limits = Limits {
        nodes: Some(budget),
        ..Limits::default()
    };
    let r = best_move(&pos, limits, &no_stop());
    assert_eq!((r.mv, r.mate_in()), (wins[0], Some(1)));
    assert!(r.depth <= 2 && r.nodes < budget / 100, "{r:?}");
    for depth in 1..=3 {
        assert_eq!(
            best_move(&pos, Limits::depth(depth), &no_stop()).mv,
            wins[0]
        );
    }
    for level in [Level::Intermediate, Level::Strong, Level::Expert] {
        assert_eq!(level.pick(&pos, &no_stop()), wins[0], "{level}");
    }
}

#[test]
fn the_search_avoids_an_immediate_loss_when_it_can() {
    for game in MUST_DEFEND {
        let pos = position(game);
        let moves = pos.legal_moves();
        let holding: Vec<Move> = moves.iter().copied().filter(|&m| holds(&pos, m)).collect();
        assert!(!holding.is_empty() && holding.len() * 4 < moves.len());
        for limits in [Limits::depth(2), Limits::time(Duration::from_millis(500))] {
            let r = best_move(&pos, limits, &no_stop());
            assert!(
                holding.contains(&r.mv),
                "{game}: {:?} loses at once ({limits:?})",
                r.mv
            );
            assert!(r.mate_in().is_none_or(|n| n > 0), "{r:?}");
        }
    }
}

#[test]
fn the_stop_flag_ends_an_unlimited_search_at_once() {
    let pos = position(MIDDLE_GAMES[0]);
    let legal = pos.legal_moves();
    // Raised before the search starts: it stops at its first check (every 256 nodes) and
    // still answers a legal move.
    let raised = AtomicBool::new(true);
    let r = Search::new(8).run(&pos, Limits::default(), &raised);
    assert!(legal.contains(&r.mv), "{r:?}");
    assert!(r.nodes <= 256 && r.depth < MAX_DEPTH, "{r:?}");
    // Raised by another thread during a search with no limit at all: the search returns
    // (without the flag it would run to MAX_DEPTH) with a legal move.
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let searched = pos.clone();
    let worker =
        std::thread::spawn(move || Search::new(8).run(&searched, Limits::default(), &flag));
    std::thread::sleep(Duration::from_millis(150));
    stop.store(true, Ordering::Relaxed);
    let r = worker.join().unwrap();
    assert!(legal.contains(&r.mv), "{r:?}");
}

#[test]
fn two_threads_find_the_win_in_one_and_parry_the_threats() {
    let mut search = Search::new(8);
    search.set_threads(2);
    let pos = position(WHITE_WINS_IN_ONE);
    let wins = winning_moves(&pos);
    for limits in [Limits::depth(3), Limits::time(Duration::from_millis(300))] {
        let r = search.run(&pos, limits, &no_stop());
        assert_eq!((r.mv, r.mate_in()), (wins[0], Some(1)), "{limits:?}");
    }
    for game in MUST_DEFEND {
        let pos = position(game);
        let r = search.run(&pos, Limits::depth(3), &no_stop());
        assert!(holds(&pos, r.mv), "{game}: {:?} loses at once", r.mv);
    }
}

#[test]
fn bestmove_searches_on_as_many_threads_as_the_machine_has_cores() {
    let cores = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS);
    let replies = answers(&format!(
        "options set Threads {cores}\noptions set Threads {}\nnewgame {WHITE_WINS_IN_ONE}\nbestmove depth 3\n",
        cores + 1
    ));
    assert_eq!(
        replies.get(1).map(Vec::as_slice),
        Some(&[format!("Threads;int;{cores};1;1;{cores}")][..])
    );
    let refused = format!(
        "err `{}` is not a value for Threads: expected a whole number from 1 to {cores} (one per core at most)",
        cores + 1
    );
    assert_eq!(replies.get(2).map(Vec::as_slice), Some(&[refused][..]));
    assert_eq!(
        replies.get(4).map(Vec::as_slice),
        Some(&["wA1 -bG1".to_string()][..])
    );
}

#[test]
fn depth_and_node_limits_are_honoured() {
    let pos = position(MIDDLE_GAMES[1]);
    let r = best_move(&pos, Limits::depth(3), &no_stop());
    assert_eq!(r.depth, 3);
    let r = best_move(
        &pos,
        Limits {
            nodes: Some(2_000),
            ..Limits::default()
        },
        &no_stop(),
    );
    assert!(r.nodes < 2_000 + 512, "{}", r.nodes);
    assert!(pos.legal_moves().contains(&r.mv));
}

#[test]
fn a_finished_game_gets_a_pass_and_a_forced_move_is_returned_at_once() {
    let mut game = Game::parse(WHITE_WINS_IN_ONE).unwrap();
    game.play_str("wA1 -bG1").unwrap();
    let r = best_move(game.position(), Limits::depth(3), &no_stop());
    assert_eq!((r.mv, r.depth), (Move::Pass, 0));
    let pass = position(
        "Base;InProgress;White[7];wA1;bS1 wA1-;wQ -wA1;bQ bS1/;wQ \\wA1;bA1 bS1\\;wQ -wA1;bA2 bQ\\;wQ \\wA1;bA1 \\wQ;wG1 /wQ;bA2 /wG1",
    );
    let r = best_move(&pass, Limits::time(Duration::from_secs(5)), &no_stop());
    assert_eq!(r.mv, Move::Pass);
    // Returned without searching: no iteration, one node (the root).
    assert_eq!((r.depth, r.nodes), (0, 1), "{r:?}");
}

/// A tiny deterministic generator for the playouts below.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn every_searched_move_is_legal_in_random_games() {
    let mut seed = 0x2545_F491_4F6C_DD1D_u64;
    let mut search = Search::new(2);
    let stop = no_stop();
    for game_type in [GameType::BASE, GameType::MLP] {
        for _ in 0..4 {
            let mut game = Game::new(game_type);
            for ply in 0..80 {
                if game.outcome().is_over() {
                    break;
                }
                let pos = game.position().clone();
                let limits = if ply % 2 == 0 {
                    Limits::depth(2)
                } else {
                    Limits {
                        nodes: Some(300),
                        ..Limits::default()
                    }
                };
                let r = search.run(&pos, limits, &stop);
                assert!(pos.legal_moves().contains(&r.mv), "{game}: {:?}", r.mv);
                // Half the moves at random so the games wander into odd places.
                let mv = if next(&mut seed).is_multiple_of(2) {
                    r.mv
                } else {
                    let moves = pos.legal_moves();
                    moves[(next(&mut seed) % moves.len() as u64) as usize]
                };
                game.play(mv).unwrap();
            }
        }
    }
}

#[test]
fn the_low_levels_pick_a_legal_move_within_a_depth_bound_not_a_clock() {
    let pos = position(MIDDLE_GAMES[2]);
    let legal = pos.legal_moves();
    for level in [Level::Beginner, Level::Casual] {
        // Bounded by depth alone, so they answer on any machine in the same number of nodes.
        let limits = level.limits();
        assert_eq!(limits.time, None, "{level}");
        let depth = limits.depth.expect("a depth limit");
        let mut search = Search::new(4);
        for _ in 0..5 {
            assert!(legal.contains(&level.pick(&pos, &no_stop())), "{level}");
            let r = level.pick_with(&mut search, &pos, &no_stop());
            assert!(legal.contains(&r.mv) && r.depth <= depth, "{level}: {r:?}");
        }
    }
}
