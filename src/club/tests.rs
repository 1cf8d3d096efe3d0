//! The club's database against what a club expects: names kept apart, sign-ups capped,
//! keys bound and revoked, ratings moved by the Glicko-2 formulas (skillratings, checked
//! against Glickman's paper in `rating`), nothing lost across reopening, copies kept.

use std::net::{IpAddr, Ipv4Addr};

use super::running::EntryError;
use super::*;
use crate::rules::Color;

const HOME: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1));
const NOW: i64 = 1_780_000_000;

fn join(club: &mut Club, key: &str, name: &str) -> Member {
    club.sign_up(key, name, HOME, 100, NOW)
        .unwrap()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn a_member_is_known_by_key_and_name_and_look_alikes_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path()).unwrap();
    let ann = join(&mut club, "SHA256:ann", "Ann");
    assert_eq!(club.member_by_key("SHA256:ann").unwrap(), Some(ann.clone()));
    assert_eq!(club.member_by_name("ann").unwrap(), Some(ann.clone()));
    assert_eq!(club.member_by_key("SHA256:nobody").unwrap(), None);
    // All Cyrillic (С, о, р, а), and every letter a look-alike of Latin Copa's.
    join(&mut club, "SHA256:copa", "Copa");
    let copy = club.sign_up("SHA256:x", "\u{421}\u{43e}\u{440}\u{430}", HOME, 100, NOW);
    assert_eq!(copy.unwrap(), Err(SignUpError::Taken));
    // Latin and Cyrillic mixed in one name.
    let mixed = club
        .sign_up("SHA256:x", "\u{410}nna", HOME, 100, NOW)
        .unwrap();
    assert_eq!(mixed, Err(SignUpError::Name(NameError::MixedScripts)));
    let again = club
        .sign_up("SHA256:ann", "Annabel", HOME, 100, NOW)
        .unwrap();
    assert_eq!(again, Err(SignUpError::KnownKey));
    let bad = club.sign_up("SHA256:y", "root", HOME, 100, NOW).unwrap();
    assert_eq!(bad, Err(SignUpError::Name(NameError::Reserved)));
}

/// `Bob.` and `b.o.b` cannot join beside `bob` (found by a tester: they could, while `BOB`
/// and `b0b` were refused); a member is found by any of them.
#[test]
fn a_name_set_apart_by_punctuation_alone_is_taken() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path()).unwrap();
    let bob = join(&mut club, "SHA256:bob", "bob");
    for (i, name) in ["Bob.", "b.o.b", "b-o_b", "BOB", "b0b"]
        .into_iter()
        .enumerate()
    {
        let got = club.sign_up(&format!("k{i}"), name, HOME, 100, NOW);
        assert_eq!(got.unwrap(), Err(SignUpError::Taken), "{name}");
    }
    assert_eq!(club.member_by_name("b.o.b").unwrap(), Some(bob));
}

#[test]
fn sign_ups_from_one_address_are_capped_an_hour() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path()).unwrap();
    for i in 0..3 {
        let name = format!("p{i}x");
        let got = club
            .sign_up(&format!("k{i}"), &name, HOME, 3, NOW + i)
            .unwrap();
        assert!(got.is_ok(), "{got:?}");
    }
    let fourth = club.sign_up("k3", "p3x", HOME, 3, NOW + 10).unwrap();
    assert_eq!(fourth, Err(SignUpError::TooMany(3)));
    // Another address is not held back; an hour later this one is not either.
    let other = IpAddr::V4(Ipv4Addr::new(198, 51, 100, 7));
    assert!(
        club.sign_up("k4", "p4x", other, 3, NOW + 10)
            .unwrap()
            .is_ok()
    );
    assert!(
        club.sign_up("k5", "p5x", HOME, 3, NOW + 3601)
            .unwrap()
            .is_ok()
    );
}

#[test]
fn a_lost_key_is_replaced_and_the_old_one_revoked_and_a_ban_sticks() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path()).unwrap();
    let ann = join(&mut club, "old", "Ann");
    join(&mut club, "bobs", "Bob");
    assert!(club.bind("Ann", "new", NOW).unwrap());
    assert_eq!(club.member_by_key("old").unwrap(), None);
    assert_eq!(
        club.member_by_key("new").unwrap().map(|m| m.id),
        Some(ann.id)
    );
    assert!(matches!(club.bind("Ann", "bobs", NOW), Err(ClubError::KeyTaken(n)) if n == "Bob"));
    assert!(!club.bind("Nobody", "k", NOW).unwrap());
    assert!(club.set_banned("ann", true).unwrap());
    assert!(club.member_by_key("new").unwrap().unwrap().banned);
    assert!(!club.set_banned("Zed", true).unwrap());
}

/// A rated game moves both ratings as the Glicko-2 update gives them; a casual one moves
/// none; results, history and head-to-head read back after the database is reopened.
#[test]
fn rated_games_move_ratings_and_survive_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let (ann, bob) = {
        let mut club = Club::open(dir.path()).unwrap();
        let ann = join(&mut club, "a", "Ann");
        let bob = join(&mut club, "b", "Bob");
        let game = |winner, rated, ended| Played {
            white: ann.id,
            black: bob.id,
            pool: Pool::Blitz,
            rated,
            winner,
            file: None,
            ended,
            here: [true, true],
        };
        let (a1, b1) = club
            .record_game(&game(Some(Color::White), true, NOW))
            .unwrap();
        let (a0, b0) = rating::after_game(PoolRating::NEW, PoolRating::NEW, Score::Win);
        assert_eq!((a1, b1), (a0, b0));
        assert!(a1.glicko.rating > 1500.0 && b1.glicko.rating < 1500.0);
        // Casual: nothing moves.
        let (a2, b2) = club.record_game(&game(None, false, NOW + 60)).unwrap();
        assert_eq!((a2, b2), (a1, b1));
        let (a3, _) = club
            .record_game(&game(Some(Color::Black), true, NOW + 120))
            .unwrap();
        assert_eq!(a3, rating::after_game(a1, b1, Score::Loss).0);
        (ann, bob)
    };
    let club = Club::open(dir.path()).unwrap();
    let rows = club.members().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].member.name, "Ann");
    assert_eq!(rows[0].games, 3);
    assert_eq!(rows[0].ratings.len(), 1);
    assert_eq!(rows[0].ratings[0].0, Pool::Blitz);
    assert_eq!(rows[0].ratings[0].1.games, 2);
    assert_eq!(club.rating(ann.id, Pool::Rapid).unwrap(), PoolRating::NEW);
    let history = club.history(ann.id, Pool::Blitz).unwrap();
    assert_eq!(history.len(), 2);
    assert!(history[0].1 > 1500.0 && history[1].1 < history[0].1);
    assert_eq!(club.head_to_head(ann.id, bob.id).unwrap(), (1, 1, 1));
    assert_eq!(club.head_to_head(bob.id, ann.id).unwrap(), (1, 1, 1));
    // Each has played the other, and a member who played nobody has no opponents.
    assert_eq!(club.opponents(ann.id).unwrap(), vec![bob.clone()]);
    assert_eq!(club.opponents(bob.id).unwrap(), vec![ann.clone()]);
    assert!(club.opponents(ann.id + bob.id + 1).unwrap().is_empty());
    // Both still provisional after two games: no leaderboard yet.
    assert!(club.leaderboard(Pool::Blitz, 10).unwrap().is_empty());
}

/// Opening the database to read it copies nothing into `club-backups/` (found by a
/// tester: every `hive club members` did, and ten pushed out the copy taken at the
/// server's start), unless its schema moves on, which changes it.
#[test]
fn an_opening_to_read_copies_only_a_database_it_brings_up_to_date() {
    let dir = tempfile::tempdir().unwrap();
    let copies = || {
        std::fs::read_dir(dir.path().join(store::BACKUPS))
            .map(|d| d.count())
            .unwrap_or(0)
    };
    join(&mut Club::open(dir.path()).unwrap(), "a", "Ann");
    for _ in 0..3 {
        let club = Club::open_to_read(dir.path()).unwrap();
        assert_eq!(club.members().unwrap().len(), 1);
    }
    assert_eq!(copies(), 0);
    let club = Club::open(dir.path()).unwrap();
    assert_eq!(copies(), 1);
    let last = club.version().unwrap();
    club.conn_for_tests()
        .pragma_update(None, "user_version", i64::try_from(last).unwrap() - 1)
        .unwrap();
    drop(club);
    let club = Club::open_to_read(dir.path()).unwrap();
    assert_eq!(club.version().unwrap(), last);
    assert_eq!(copies(), 2);
}

/// Every opening to change a database that was there copies it first, and the copies are whole
/// databases; a database from a newer hive is refused, not changed.
#[test]
fn openings_keep_copies_and_a_newer_schema_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut club = Club::open(dir.path()).unwrap();
        join(&mut club, "a", "Ann");
    }
    let club = Club::open(dir.path()).unwrap();
    let copies: Vec<_> = std::fs::read_dir(dir.path().join(store::BACKUPS))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(copies.len(), 1, "{copies:?}");
    let copy = rusqlite::Connection::open(&copies[0]).unwrap();
    let n: i64 = copy
        .query_row("SELECT COUNT(*) FROM members", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 1);
    let out = dir.path().join("by-hand.sqlite");
    club.backup(&out).unwrap();
    assert!(matches!(club.backup(&out), Err(ClubError::Exists(_))));
    club.conn_for_tests()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    drop(club);
    let err = Club::open(dir.path()).err().unwrap();
    assert!(matches!(err, ClubError::Newer { version: 99, .. }), "{err}");
}

/// The case: four members, a three-round Swiss, the database closed and opened
/// again after every result (as a restarted server would): every round is paired, no pair
/// meets twice, and the tournament ends after its third round with all four standing.
#[test]
fn a_swiss_of_four_runs_three_rounds_across_restarts() {
    use super::tournament::{Format, Outcome};
    let dir = tempfile::tempdir().unwrap();
    let (t, ids) = {
        let mut club = Club::open(dir.path()).unwrap();
        let ids: Vec<MemberId> = ["Ann", "Bob", "Cleo", "Dan", "Eve"]
            .iter()
            .map(|n| join(&mut club, &format!("k-{n}"), n).id)
            .collect();
        let t = club
            .create_tournament(
                &NewTournament {
                    name: "November".into(),
                    format: Format::Swiss { rounds: 3 },
                    pool: Pool::Blitz,
                    rated: true,
                    capacity: 4,
                },
                NOW,
            )
            .unwrap();
        for &id in &ids[..4] {
            assert_eq!(club.enter(t, id).unwrap(), Ok(()));
        }
        assert_eq!(club.enter(t, ids[4]).unwrap(), Err(EntryError::Full));
        assert!(club.start_tournament(t, NOW).unwrap());
        assert_eq!(club.enter(t, ids[4]).unwrap(), Err(EntryError::Started));
        (t, ids)
    };
    let mut met = Vec::new();
    for round in 1..=3u32 {
        let boards = Club::open(dir.path()).unwrap().boards(t, round).unwrap();
        assert_eq!(boards.len(), 2, "round {round}: {boards:?}");
        for (i, board) in boards.iter().enumerate() {
            let black = board.black.as_ref().unwrap();
            let pair = (board.white.id.min(black.id), board.white.id.max(black.id));
            assert!(!met.contains(&pair), "round {round}: {pair:?} again");
            met.push(pair);
            // A restart between any two results.
            let mut club = Club::open(dir.path()).unwrap();
            let outcome = if i == 0 {
                Outcome::White
            } else {
                Outcome::Draw
            };
            assert!(
                club.tournament_result(t, board.white.id, black.id, outcome, NOW)
                    .unwrap()
            );
            assert!(
                !club
                    .tournament_result(t, board.white.id, black.id, outcome, NOW)
                    .unwrap()
            );
        }
    }
    let club = Club::open(dir.path()).unwrap();
    let rows = club.tournaments().unwrap();
    assert_eq!(rows.len(), 1);
    assert!(
        rows[0].started && rows[0].finished && rows[0].round == 3,
        "{rows:?}"
    );
    let standings = club.tournament_standings(t).unwrap().unwrap();
    assert_eq!(standings.len(), 4);
    assert_eq!(club.tournament_standings(t + 1).unwrap(), None);
    let total: u32 = standings.iter().map(|(_, s)| s.points).sum();
    assert_eq!(
        total,
        3 * 2 * 2,
        "two games a round, two half-points a game"
    );
    assert!(standings.iter().all(|(m, _)| ids[..4].contains(&m.id)));
    assert_eq!(met.len(), 6, "every pair of four once");
}

/// A member's chosen language is kept in the database, across a restart; none at first.
#[test]
fn a_members_language_is_kept_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let mut club = Club::open(dir.path()).unwrap();
        let ann = join(&mut club, "SHA256:ann", "Ann");
        assert_eq!(club.language(ann.id).unwrap(), None);
        club.set_language(ann.id, "pl").unwrap();
        ann.id
    };
    let club = Club::open(dir.path()).unwrap();
    assert_eq!(club.language(id).unwrap().as_deref(), Some("pl"));
}

#[test]
fn a_game_that_ended_while_a_player_was_away_is_told_them_once_at_login() {
    let dir = tempfile::tempdir().unwrap();
    let mut club = Club::open(dir.path()).unwrap();
    let ann = join(&mut club, "a", "Ann");
    let bob = join(&mut club, "b", "Bob");
    let game = |white: &Member, black: &Member, here, ended| Played {
        white: white.id,
        black: black.id,
        pool: Pool::Blitz,
        rated: false,
        winner: None,
        file: Some(format!("game-{ended}.json").into()),
        ended,
        here,
    };
    // Both at the table: nobody is told again.
    club.record_game(&game(&ann, &bob, [true, true], NOW))
        .unwrap();
    assert_eq!(club.untold_ending(ann.id).unwrap(), None);
    // Bob away from two games (Black, then White): the later is told, once; Ann was there.
    club.record_game(&game(&ann, &bob, [true, false], NOW + 1))
        .unwrap();
    club.record_game(&game(&bob, &ann, [false, true], NOW + 2))
        .unwrap();
    assert_eq!(club.untold_ending(ann.id).unwrap(), None);
    let told = club.untold_ending(bob.id).unwrap().unwrap();
    assert_eq!(told.color, Color::White);
    assert_eq!((told.opponent, told.name.as_str()), (ann.id, "Ann"));
    assert_eq!(told.file, Some(format!("game-{}.json", NOW + 2).into()));
    assert_eq!(club.untold_ending(bob.id).unwrap(), None);
    // Told across a restart too: the database keeps it.
    drop(club);
    let mut club = Club::open(dir.path()).unwrap();
    assert_eq!(club.untold_ending(bob.id).unwrap(), None);
    club.record_game(&game(&ann, &bob, [false, true], NOW + 3))
        .unwrap();
    drop(club);
    let mut club = Club::open(dir.path()).unwrap();
    let told = club.untold_ending(ann.id).unwrap().unwrap();
    assert_eq!((told.color, told.opponent), (Color::White, bob.id));
}
