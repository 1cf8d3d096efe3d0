//! The search and the repetition rule: hand-built games where a third occurrence decides.

use super::*;
use crate::rules::Rules;

const WITH_RULE: Rules = Rules {
    repetition: true,
    opening: crate::rules::Opening::Tournament,
};

/// Black to move and behind (about -60 at depth 3). White shuffles `wA2` between
/// `wS1/` and `wA3\`, Black `bS2` between `/bA1` and `/bQ`: the position after
/// `bB2 \bA1` has occurred twice (the second time with another piece stunned, which
/// does not matter in the base game), and `bS2 /bQ` brings it about a third time.
const SHUFFLED: &str = r"Base;InProgress;Black[16];wB1;bS1 -wB1;wS1 wB1-;bB1 /bS1;wA1 wB1\;bA1 bB1\;wQ wA1\;bQ -bB1;wS2 wQ\;bQ /bB1;wA2 wS1/;bA2 -bB1;wA2 wS1-;bA1 wA2/;wB2 /wA1;bS2 /bQ;wA3 /wS2;bA2 wS2\;wA3 bQ\;bA1 \bS1;wA2 wA3\;bA2 wB2\;wQ wS2/;bB2 \bA1;wA2 wS1/;bS2 /bA1;wA2 wA3\;bS2 /bQ;wA2 wS1/;bS2 /bA1;wA2 wA3\";

fn searched(game: &Game, depth: u8) -> (String, i32) {
    let r = Search::new(4).run_game(game, Limits::depth(depth), &AtomicBool::new(false));
    (game.format_move(r.mv), r.score)
}

#[test]
fn a_losing_side_steers_into_a_third_occurrence_only_under_the_repetition_rule() {
    let with_rule = Game::parse_with_rules(SHUFFLED, WITH_RULE).unwrap();
    let without = Game::parse(SHUFFLED).unwrap();
    for depth in [2, 3] {
        let (mv, score) = searched(&with_rule, depth);
        assert_eq!((mv.as_str(), score), ("bS2 /bQ", 0), "depth {depth}");
        let (mv, score) = searched(&without, depth);
        assert!(
            mv != "bS2 /bQ" && score < -30,
            "depth {depth}: {mv} {score}"
        );
    }
    // Played, it is the draw the search counted on.
    let mut drawn = with_rule.clone();
    drawn.play_str("bS2 /bQ").unwrap();
    assert_eq!(drawn.ending(), Some(crate::rules::Ending::Repetition));
}

/// Black to move and ahead (about +60 at depth 3). White shuffles `wB1` on and off
/// `wG2`, Black `bG1` between `bA2\` and `bB2\`; `bG1 bB2\`, Black's best move by the
/// evaluation, would bring about the position after `wB1 wG2\` for the third time.
const AHEAD: &str = r"Base;InProgress;Black[23];wG1;bB1 /wG1;wA1 wG1-;bG1 /bB1;wA2 \wG1;bB2 -bB1;wQ \wA2;bQ /bG1;wG2 wA1\;bS1 -bQ;wS1 wA2/;bG2 \bS1;wS2 wS1\;bG3 -bG2;wA3 wG2/;bA1 -bG3;wA3 -bB2;bA2 \bG3;wA3 bQ\;bA1 -bA2;wA2 /wA3;bS2 /bB2;wB1 wG2-;bA1 bS1\;wG3 wB1/;bA1 /wQ;wA2 /wG2;bA2 /bA1;wA2 \wQ;bA2 /bG3;wA3 -bG3;bA1 \bB2;wB2 wA2/;bA2 /wA2;wA3 -wG3;bA2 wS2/;wB1 wG2\;bA2 bG1\;wB1 wG2;bG1 bA2\;wB1 wG2\;bG1 bB2\;wB1 wG2;bG1 bA2\;wB1 wG2\";

#[test]
fn a_winning_side_steers_away_from_a_third_occurrence_only_under_the_repetition_rule() {
    let (mv, score) = searched(&Game::parse(AHEAD).unwrap(), 3);
    assert!(mv == r"bG1 bB2\" && score > 30, "{mv} {score}");
    let (mv, score) = searched(&Game::parse_with_rules(AHEAD, WITH_RULE).unwrap(), 3);
    assert!(mv != r"bG1 bB2\" && score > 30, "{mv} {score}");
}

#[test]
fn without_the_rule_a_game_is_searched_as_its_position() {
    // The same tree node for node: the history costs nothing when the rule is off.
    let game = Game::parse(AHEAD).unwrap();
    let stop = AtomicBool::new(false);
    let by_game = Search::new(4).run_game(&game, Limits::depth(4), &stop);
    let by_position = Search::new(4).run(game.position(), Limits::depth(4), &stop);
    assert_eq!(
        by_game,
        SearchResult {
            elapsed: by_game.elapsed,
            ..by_position
        }
    );
}

#[test]
fn a_game_drawn_by_repetition_gets_a_pass() {
    let mut game = Game::parse_with_rules(SHUFFLED, WITH_RULE).unwrap();
    game.play_str("bS2 /bQ").unwrap();
    assert!(!game.position().state().is_over());
    let r = Search::new(1).run_game(&game, Limits::depth(3), &AtomicBool::new(false));
    assert_eq!((r.mv, r.score, r.depth, r.nodes), (Move::Pass, 0, 0, 0));
}

#[test]
fn positions_seen_twice_are_grouped_by_the_repetition_key() {
    // The shuffled position occurred twice with different stunned pieces, so with two
    // hashes: both are listed, and so is every other position of the cycle seen twice.
    let game = Game::parse_with_rules(SHUFFLED, WITH_RULE).unwrap();
    let twice = twice_seen(&game);
    let mut g = game.clone();
    for _ in 0..3 {
        g.undo();
    }
    let second = g.position().hash();
    for _ in 0..4 {
        g.undo();
    }
    let first = g.position().hash();
    assert_ne!(first, second);
    assert!(
        twice.contains(&first) && twice.contains(&second),
        "{twice:?}"
    );
    // The other three positions of the cycle came back with the same stunned piece:
    // one hash each, the current position's among them.
    assert!(twice.contains(&game.position().hash()));
    assert_eq!(twice.len(), 5, "{twice:?}");
}

#[test]
fn a_noisy_search_leaves_nothing_a_fair_search_reads() {
    // A weak level and a hint share one searcher in a game: the hint must not find the
    // level's noisy scores in the table, and must see what it would see with a fresh one.
    let pos = Game::parse(AHEAD).unwrap().position().clone();
    let stop = AtomicBool::new(false);
    let mut shared = Search::new(4);
    shared.set_noise(150, 7);
    shared.run(&pos, Limits::depth(3), &stop);
    shared.set_noise(0, 0);
    assert!(!shared.remembers(&pos));
    let after = shared.run(&pos, Limits::depth(3), &stop);
    assert!(shared.remembers(&pos));
    let fresh = Search::new(4).run(&pos, Limits::depth(3), &stop);
    assert_eq!((after.mv, after.score), (fresh.mv, fresh.score));
}

#[test]
fn a_target_stops_the_search_long_before_its_hard_limit_and_reports_each_iteration() {
    let game = Game::parse(SHUFFLED).unwrap();
    let limits = Limits {
        target: Some(Duration::from_millis(100)),
        ..Limits::time(Duration::from_secs(20))
    };
    let mut seen = Vec::new();
    let mut report = |it: SearchResult| seen.push((it.depth, it.mv, it.pv.len()));
    let r = Search::new(4).run_game_reporting(
        &game,
        limits,
        &AtomicBool::new(false),
        Some(&mut report),
    );
    // At most 1.5 times the target before the last iteration started, and that iteration
    // about three times the one before: well under a second, never the 20 s.
    assert!(r.elapsed < Duration::from_secs(2), "{r:?}");
    assert!(r.depth >= 2, "{r:?}");
    // One report per completed iteration, depths 1, 2, …, the last the answer.
    let depths: Vec<u8> = seen.iter().map(|s| s.0).collect();
    assert_eq!(depths, (1..=r.depth).collect::<Vec<u8>>());
    assert_eq!(seen.last().map(|s| s.1), Some(r.mv));
    assert!(seen.iter().all(|s| s.2 >= 1));
}

#[test]
fn an_aim_stretches_while_the_move_changes_and_shrinks_once_it_holds() {
    let aim = worker::Aim {
        time: Duration::from_millis(100),
        flexible: true,
    };
    assert_eq!(aim.scaled(0, 6), Duration::from_millis(150));
    assert_eq!(aim.scaled(2, 6), Duration::from_millis(100));
    assert_eq!(aim.scaled(3, 6), Duration::from_millis(50));
    // Shallow iterations say too little; a fixed time is spent as asked.
    assert_eq!(aim.scaled(0, 4), Duration::from_millis(100));
    let fixed = worker::Aim {
        flexible: false,
        ..aim
    };
    assert_eq!(fixed.scaled(5, 9), Duration::from_millis(100));
}
