//! The opening explorer's counts, checked by hand on games that transpose, turn and mirror
//! into one another.

use hive::record::explorer::{Explorer, NextMove, Outcome, Results, key};
use hive::record::{Ending, Record};
use hive::rules::{Color, Game, GameType};

fn game(kind: GameType, moves: &[&str]) -> Game {
    let mut g = Game::new(kind);
    for m in moves {
        g.play_str(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

/// Whether `next`, played where `at` stands, leads where `moves` lead (up to symmetry: a
/// symmetric position may name the move by any of its equal cells).
fn leads_to(at: &Game, next: &NextMove, moves: &[&str]) -> bool {
    let mut after = at.clone();
    after.play(next.mv).unwrap();
    key(after.position()) == key(game(at.game_type(), moves).position())
}

fn record(g: &Game, ending: Option<Ending>) -> Record {
    let mut r = Record::from_game(g, "a", "b", None);
    r.result.ending = ending;
    r
}

const G1: [&str; 6] = [
    "wS1",
    "bS1 wS1-",
    "wQ -wS1",
    "bQ bS1-",
    "wG1 \\wS1",
    "bG1 bQ-",
];
/// G1 turned half round: every move to the opposite side.
const G2: [&str; 5] = ["wS1", "bS1 -wS1", "wQ wS1-", "bQ -bS1", "wG1 wS1\\"];
/// G1's first five plies with White's second and third moves swapped.
const G3: [&str; 5] = ["wS1", "bS1 wS1-", "wG1 \\wS1", "bQ bS1-", "wQ -wS1"];
/// G1 until its fifth ply, then an Ant where G1 has a Grasshopper.
const G4: [&str; 5] = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wA1 \\wS1"];

#[test]
fn games_that_turn_mirror_and_transpose_into_a_position_are_counted_there() {
    let mut explorer = Explorer::new();
    let won = |c: Color| Some(Ending::TimedOut(c.opponent()));
    for (moves, ending) in [
        (&G1[..], won(Color::White)),
        (&G2[..], won(Color::Black)),
        (&G3[..], Some(Ending::DeclaredDraw)),
        (&G4[..], None),
    ] {
        let g = game(GameType::MLP, moves);
        explorer.add(&record(&g, ending), &g);
    }
    // The same moves in another game type are another game's positions.
    let other = game(GameType::BASE, &G1);
    explorer.add(&record(&other, won(Color::White)), &other);
    assert_eq!(explorer.len(), 5);

    let start = explorer.at(&Game::new(GameType::MLP));
    assert_eq!(start.games, [0, 1, 2, 3]);
    assert_eq!(start.next.len(), 1, "every game opened wS1");
    assert_eq!(
        (start.next[0].text.as_str(), start.next[0].results.games()),
        ("wS1", 4)
    );

    // After four plies: G1 and G4 as played, G2 turned; G3 is elsewhere (a Grasshopper
    // where the others have the Queen).
    let four = explorer.at(&game(GameType::MLP, &G1[..4]));
    assert_eq!(four.games, [0, 1, 3]);
    assert_eq!(
        four.results,
        Results {
            white: 1,
            draws: 0,
            black: 1,
            unfinished: 1
        }
    );
    let at_four = game(GameType::MLP, &G1[..4]);
    let counts: Vec<u32> = four.next.iter().map(|n| n.results.games()).collect();
    assert_eq!(counts, [2, 1]);
    // G2's `wG1 wS1\` is G1's `wG1 \wS1` turned: one move, named in the position shown.
    assert!(leads_to(&at_four, &four.next[0], &G1[..5]));
    assert!(leads_to(&at_four, &four.next[1], &G4));
    assert_eq!(four.results.shares(), Some([50, 0, 50]));

    // After five plies: G1, G2 (turned) and G3 (by another order).
    let five = explorer.at(&game(GameType::MLP, &G1[..5]));
    assert_eq!(five.games, [0, 1, 2]);
    assert_eq!(five.results.games(), 3);
    assert_eq!(five.results.draws, 1);
    // Only G1 went on from there.
    assert_eq!(five.next.len(), 1);
    assert!(leads_to(&game(GameType::MLP, &G1[..5]), &five.next[0], &G1));

    // Seen from G2's own frame, the same counts.
    let at_turned = game(GameType::MLP, &G2[..4]);
    let turned = explorer.at(&at_turned);
    assert_eq!(turned.games, four.games);
    assert!(leads_to(&at_turned, &turned.next[0], &G2));
    assert_eq!(
        turned.next[0].text,
        at_turned.format_move(turned.next[0].mv)
    );

    // Mirrored, not turned: G1's moves reflected across the line through wS1 and bS1.
    let mirrored = game(
        GameType::MLP,
        &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wG1 /wS1"],
    );
    assert_eq!(explorer.at(&mirrored).games, [0, 1, 2]);
    assert_eq!(
        Outcome::of(&record(&mirrored, None).result),
        Outcome::Unfinished
    );
}

/// The library's explorer (its index on disk) against the explorer that reads every save of
/// the folder: the same games, so the same answer, wherever the games go.
#[cfg(feature = "library")]
mod from_the_library {
    use super::*;
    use hive::library::Library;
    use hive::record::json;
    use std::collections::BTreeSet;

    /// Saves each game in `dir` as `gN.json`.
    fn save_all(dir: &std::path::Path, games: &[(GameType, &[&str], Option<Ending>)]) {
        for (i, (kind, moves, ending)) in games.iter().enumerate() {
            let g = game(*kind, moves);
            let mut r = Record::from_game(&g, format!("white {i}"), "black", None);
            r.result.ending = *ending;
            std::fs::write(dir.join(format!("g{i}.json")), json::write(&r)).unwrap();
        }
    }

    /// Compares the two answers at every position of every line (and one step beyond).
    fn compare(dir: &std::path::Path, lines: &[(GameType, &[&str])], except: Option<&str>) {
        let except = except.map(|n| dir.join(n));
        let (folder, skipped) = Explorer::of_folder(dir, except.as_deref()).unwrap();
        assert_eq!(skipped, 0);
        let lib = Library::open(dir).unwrap();
        let mut asked = 0;
        for (kind, moves) in lines {
            for n in 0..=moves.len() {
                let at = game(*kind, &moves[..n]);
                let want = folder.at(&at);
                let got = lib.explore(&at, except.as_deref(), 100).unwrap();
                let here = format!("{kind} after {:?}", &moves[..n]);
                assert_eq!(got.reached.results, want.results, "{here}");
                assert_eq!(got.reached.next, want.next, "{here}");
                // The same games, by their files (the two number them apart).
                let files = |names: Vec<Option<String>>| -> BTreeSet<String> {
                    names.into_iter().map(Option::unwrap).collect()
                };
                let want_files = files(
                    want.games
                        .iter()
                        .map(|&g| folder.game(g).unwrap().file.clone())
                        .collect(),
                );
                let got_files = files(got.listed.iter().map(|l| l.file.clone()).collect());
                assert_eq!(got_files, want_files, "{here}");
                asked += usize::from(want.results.games() > 0);
            }
        }
        assert!(
            asked > 10,
            "only {asked} positions were reached by any game"
        );
    }

    #[test]
    fn the_library_answers_as_the_folder_does_for_games_that_turn_mirror_and_transpose() {
        let dir = tempfile::tempdir().unwrap();
        let won = |c: Color| Some(Ending::TimedOut(c.opponent()));
        // G2 is G1 turned, G3 transposes into G1, G4 leaves it; G5 mirrors G1 (top and
        // bottom swapped at its fifth ply); the same moves in Base are other positions.
        const G5: [&str; 5] = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wG1 /wS1"];
        let games: [(GameType, &[&str], Option<Ending>); 6] = [
            (GameType::MLP, &G1, won(Color::White)),
            (GameType::MLP, &G2, won(Color::Black)),
            (GameType::MLP, &G3, Some(Ending::DeclaredDraw)),
            (GameType::MLP, &G4, None),
            (GameType::MLP, &G5, won(Color::White)),
            (GameType::BASE, &G1, won(Color::Black)),
        ];
        save_all(dir.path(), &games);
        let lines: Vec<(GameType, &[&str])> = games.iter().map(|(k, m, _)| (*k, *m)).collect();
        compare(dir.path(), &lines, None);
        // The game being played is left out of both.
        compare(dir.path(), &lines, Some("g0.json"));
        // And the library counts what a hand count says after G1's fifth ply: G1, G2
        // (turned), G3 (transposed) and G5 (mirrored) reached it; G4 and Base did not.
        let lib = Library::open(dir.path()).unwrap();
        let at = game(GameType::MLP, &G1[..5]);
        let r = lib.explore(&at, None, 10).unwrap().reached.results;
        assert_eq!(
            (r.white, r.draws, r.black, r.unfinished),
            (2, 1, 1, 0),
            "{r:?}"
        );
    }
}
