//! Lazy SMP: several threads on one search answer legal moves, find forced wins, honour
//! every limit, and one thread is the single-threaded search node for node.

use std::sync::atomic::Ordering;

use super::*;

/// Middle-game positions from the Online Hive World Championship finals (Mzinga's table).
const MIDDLE_GAMES: [&str; 3] = [
    "Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\\;bQ bL\\;wQ \\wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\\;bM wA1\\;wB1 wQ\\;bA2 /bP;wB2 wM-;bA1 wB2\\;wB1 wG1",
    "Base+MLP;InProgress;Black[13];wL;bG1 /wL;wQ wL-;bL /bG1;wA1 wQ/;bQ -bL;wA2 wA1-;bM bQ/;wS1 \\wQ;bP \\bQ;wS1 \\bM;bA1 bL-;wA2 bA1\\;bL \\wQ;wA1 bQ\\;bA2 bL/;wP wQ-;bA3 \\bL;wA3 wS1/;bA3 \\wA3;wB1 /wA1;bB1 -bQ;wB1 wA1;bB2 \\bL;wS2 wP\\",
    WINS_IN_FOUR,
];

/// Black wins in four moves (a mate seven plies deep, found by a depth-7 search).
const WINS_IN_FOUR: &str = "Base+MLP;InProgress;Black[11];wB1;bG1 -wB1;wQ wB1\\;bL -bG1;wQ bG1\\;bQ /bL;wB1 bG1;bM \\bQ;wA1 wB1/;bA1 \\bL;wA1 bQ\\;bA1 wQ-;wM /wA1;bM /wQ;wM -bQ;bL wQ/;wP \\wB1;bP bM\\;wB2 /wA1;bA2 bL-;wP \\bL";

fn position(text: &str) -> Position {
    Game::parse(text).unwrap().position().clone()
}

fn threaded(threads: usize) -> Search {
    let mut search = Search::new(4);
    search.set_threads(threads);
    search
}

#[test]
fn thread_counts_are_capped() {
    let mut search = Search::new(1);
    assert_eq!(search.threads(), 1);
    for (asked, got) in [
        (0, 1),
        (1, 1),
        (3, 3),
        (MAX_THREADS + 1, MAX_THREADS),
        (2, 2),
    ] {
        search.set_threads(asked);
        assert_eq!(search.threads(), got, "{asked}");
    }
}

#[test]
fn several_threads_answer_a_legal_move_at_the_depth_asked() {
    let stop = AtomicBool::new(false);
    for text in MIDDLE_GAMES {
        let pos = position(text);
        let legal = pos.legal_moves();
        for threads in [2, 3] {
            let mut search = threaded(threads);
            for depth in 1..=4 {
                let r = search.run(&pos, Limits::depth(depth), &stop);
                assert!(legal.contains(&r.mv), "{threads} threads: {r:?}");
                assert_eq!(r.depth, depth, "{threads} threads: {r:?}");
                assert_eq!(r.pv.first(), Some(&r.mv));
            }
        }
    }
}

#[test]
fn two_threads_find_the_forced_win() {
    let pos = position(WINS_IN_FOUR);
    let stop = AtomicBool::new(false);
    let one = Search::new(4).run(&pos, Limits::depth(7), &stop);
    assert_eq!(one.mate_in(), Some(4), "{one:?}");
    let two = threaded(2).run(&pos, Limits::depth(7), &stop);
    assert_eq!(two.mate_in(), Some(4), "{two:?}");
    assert!(pos.legal_moves().contains(&two.mv));
    // Without a depth limit the search ends by itself once the win is proved.
    let unlimited = threaded(2).run(&pos, Limits::default(), &stop);
    assert_eq!(unlimited.mate_in(), Some(4), "{unlimited:?}");
}

#[test]
fn one_thread_is_the_single_threaded_search_node_for_node() {
    let pos = position(MIDDLE_GAMES[0]);
    let stop = AtomicBool::new(false);
    let fresh = Search::new(4).run(&pos, Limits::depth(4), &stop);
    // A search on four threads, cleared and cut back to one, searches as a fresh one.
    let mut search = threaded(4);
    search.run(&pos, Limits::depth(4), &stop);
    search.clear();
    search.set_threads(1);
    let again = search.run(&pos, Limits::depth(4), &stop);
    assert_eq!(
        again,
        SearchResult {
            elapsed: again.elapsed,
            ..fresh
        }
    );
}

#[test]
fn a_raised_flag_stops_every_thread_within_a_check() {
    let pos = position(MIDDLE_GAMES[1]);
    let legal = pos.legal_moves();
    let raised = AtomicBool::new(true);
    let threads = 4;
    let r = threaded(threads).run(&pos, Limits::default(), &raised);
    assert!(legal.contains(&r.mv), "{r:?}");
    // Each thread reads the flag at its 256th node.
    assert!(r.nodes <= 256 * threads as u64, "{r:?}");
}

#[test]
fn the_flag_set_later_and_the_clock_stop_every_thread() {
    let pos = position(MIDDLE_GAMES[0]);
    let legal = pos.legal_moves();
    let stop = AtomicBool::new(false);
    let mut search = threaded(3);
    let r = std::thread::scope(|s| {
        let worker = s.spawn(|| search.run(&pos, Limits::default(), &stop));
        std::thread::sleep(Duration::from_millis(50));
        stop.store(true, Ordering::Relaxed);
        worker.join().unwrap()
    });
    // The run returned, so every helper (joined before it returns) stopped too.
    assert!(legal.contains(&r.mv), "{r:?}");
    assert!(r.depth < MAX_DEPTH);
    let r = search.run(
        &pos,
        Limits::time(Duration::from_millis(100)),
        &AtomicBool::new(false),
    );
    assert!(legal.contains(&r.mv), "{r:?}");
    // Generous: a loaded machine may be slow to schedule, but a runaway helper would run on.
    assert!(r.elapsed < Duration::from_secs(5), "{r:?}");
}

#[test]
fn a_node_limit_bounds_all_threads_together() {
    let pos = position(MIDDLE_GAMES[1]);
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let threads = 3;
    let r = threaded(threads).run(&pos, limits, &AtomicBool::new(false));
    assert!(pos.legal_moves().contains(&r.mv), "{r:?}");
    // Each thread may run on up to one check past the moment the total reached the limit.
    assert!(r.nodes <= 20_000 + 256 * threads as u64, "{r:?}");
    assert!(r.nodes >= 20_000, "{r:?}");
}
