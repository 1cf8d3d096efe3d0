//! `hive club` at the host's terminal, over a club database made through the library:
//! the members' table and its JSON, a copy of the database, bans and new keys.

use std::net::{IpAddr, Ipv4Addr};

use hive::club::{Club, Played, Pool, PoolRating, Score, rating};
use hive::rules::Color;

use crate::common::cli::{run, text};

const HOME: IpAddr = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1));

/// A club of two members, Ann (White) having beaten Bob in a rated blitz game.
fn club_of_two(dir: &std::path::Path) {
    let mut club = Club::open(dir).unwrap();
    let ann = club
        .sign_up("SHA256:ann", "Ann", HOME, 9, 1)
        .unwrap()
        .unwrap();
    let bob = club
        .sign_up("SHA256:bob", "Bob", HOME, 9, 2)
        .unwrap()
        .unwrap();
    club.record_game(&Played {
        white: ann.id,
        black: bob.id,
        pool: Pool::Blitz,
        rated: true,
        winner: Some(Color::White),
        file: None,
        ended: 3,
        here: [true, true],
    })
    .unwrap();
}

#[test]
fn members_are_listed_with_their_ratings_as_a_table_and_as_json() {
    let data = tempfile::tempdir().unwrap();
    club_of_two(data.path());
    let out = run(&["club", "members"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (ann, bob) = rating::after_game(PoolRating::NEW, PoolRating::NEW, Score::Win);
    let table = text(&out.stdout);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 3, "{table}");
    assert!(
        lines[0].starts_with("Name") && lines[0].contains("blitz"),
        "{table}"
    );
    assert!(
        lines[1].starts_with("Ann") && lines[1].contains(&ann.glicko.shown()),
        "{table}"
    );
    assert!(
        lines[2].starts_with("Bob") && lines[2].contains(&bob.glicko.shown()),
        "{table}"
    );
    let out = run(&["club", "members", "--json"], data.path());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json[0]["name"], "Ann");
    assert_eq!(json[0]["games"], 1);
    let rating = json[0]["ratings"]["blitz"]["rating"].as_f64().unwrap();
    assert!((rating - ann.glicko.rating).abs() < 1e-9, "{json}");
    assert_eq!(json[1]["ratings"]["blitz"]["provisional"], true);
}

#[test]
fn a_copy_a_ban_and_a_new_key_are_made_from_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    club_of_two(data.path());
    let copy = data.path().join("copy.sqlite");
    let out = run(&["club", "backup", copy.to_str().unwrap()], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let members = Club::open(data.path()).unwrap().members().unwrap().len();
    assert_eq!(members, 2);
    // The copy is a club of its own with both members.
    let from_copy = tempfile::tempdir().unwrap();
    std::fs::copy(&copy, from_copy.path().join("club.sqlite")).unwrap();
    assert_eq!(
        Club::open(from_copy.path())
            .unwrap()
            .members()
            .unwrap()
            .len(),
        2
    );
    // Not over an existing file.
    let again = run(&["club", "backup", copy.to_str().unwrap()], data.path());
    assert_eq!(again.status.code(), Some(3), "{}", text(&again.stderr));
    let out = run(&["club", "ban", "bob"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&run(&["club", "members"], data.path()).stdout).contains("(banned)"));
    let new = "SHA256:NDN4XtSHKHO2q3ymWI1UhNID2hI2sf0X7A3902OdPbA";
    let out = run(&["club", "bind", "Ann", new], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let club = Club::open(data.path()).unwrap();
    assert_eq!(club.member_by_key("SHA256:ann").unwrap(), None);
    assert_eq!(club.member_by_key(new).unwrap().unwrap().name, "Ann");
    let nobody = run(&["club", "ban", "Zed"], data.path());
    assert_eq!(nobody.status.code(), Some(2));
    assert!(
        text(&nobody.stderr).contains("no member is named Zed"),
        "{}",
        text(&nobody.stderr)
    );
}

/// `hive club bind` takes a public key's line or its SHA-256 fingerprint; anything else
/// (found by a tester: an empty key, `hello world`, `SHA256:garbage`) is refused, saying
/// what was wrong, and the member keeps their key.
#[test]
fn a_new_key_is_a_key_line_or_a_fingerprint_and_nothing_else() {
    let data = tempfile::tempdir().unwrap();
    club_of_two(data.path());
    let key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJBZzn076EtjE6fJmCDWp9vUnyHQkU7Vmm0zR8msF+m8 ann@laptop";
    // As `ssh-keygen -lf` prints it for that key.
    let fingerprint = "SHA256:PHMW5hiXHNzWK7zeTGbfOv5k9LmNdF6wCfGQc/sFZ90";
    for (bad, said) in [
        ("", "No key given"),
        ("hello world", "is neither a public key"),
        ("SHA256:garbage", "not a SHA-256 fingerprint"),
        (&key[..40], "is not a public key ("),
    ] {
        let out = run(&["club", "bind", "Ann", bad], data.path());
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {err}");
        assert!(err.contains(said) && err.contains("Ann"), "{bad}: {err}");
        let club = Club::open(data.path()).unwrap();
        let ann = club.member_by_key("SHA256:ann").unwrap();
        assert_eq!(ann.map(|m| m.name).as_deref(), Some("Ann"), "{bad}");
    }
    let out = run(&["club", "bind", "Ann", key], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains(fingerprint),
        "{}",
        text(&out.stdout)
    );
    let club = Club::open(data.path()).unwrap();
    assert_eq!(club.member_by_key("SHA256:ann").unwrap(), None);
    let ann = club.member_by_key(fingerprint).unwrap();
    assert_eq!(ann.map(|m| m.name).as_deref(), Some("Ann"));
    let bob = "SHA256:NDN4XtSHKHO2q3ymWI1UhNID2hI2sf0X7A3902OdPbA";
    let out = run(&["club", "bind", "Bob", bob], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let club = Club::open(data.path()).unwrap();
    assert_eq!(club.member_by_key(bob).unwrap().unwrap().name, "Bob");
}

/// Commands that only read the club's database copy nothing into `club-backups/` (found
/// by a tester: each did, and ten of them pushed out the copy the server took at its
/// start); those that change it copy it first, and a bind refused copies nothing.
#[test]
fn only_commands_that_change_the_club_copy_it_first() {
    let data = tempfile::tempdir().unwrap();
    club_of_two(data.path());
    let copies = || {
        std::fs::read_dir(data.path().join("club-backups"))
            .map(|d| d.count())
            .unwrap_or(0)
    };
    // As `hive serve` opens it at its start.
    drop(Club::open(data.path()).unwrap());
    assert_eq!(copies(), 1);
    let copy = data.path().join("copy.sqlite");
    for args in [
        &["club", "members"][..],
        &["club", "members", "--json"],
        &["club", "tournaments"],
        &["club", "chat"],
        &["club", "chat", "--json"],
        &["club", "backup", copy.to_str().unwrap()],
    ] {
        let out = run(args, data.path());
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        assert_eq!(copies(), 1, "{args:?}");
    }
    let refused = run(&["club", "bind", "Ann", "hello"], data.path());
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(copies(), 1);
    for (args, n) in [(["club", "ban", "Bob"], 2), (["club", "unban", "Bob"], 3)] {
        let out = run(&args, data.path());
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        assert_eq!(copies(), n, "{args:?}");
    }
}

/// A finished round robin of three, run through the library: listed, and its standings
/// read at the terminal in the order the results give (Ann beat both, Bob beat Cleo).
#[test]
fn tournaments_are_listed_with_their_standings() {
    use hive::club::tournament::{Format, Outcome};
    let data = tempfile::tempdir().unwrap();
    {
        let mut club = Club::open(data.path()).unwrap();
        let ids: Vec<_> = ["Ann", "Bob", "Cleo"]
            .iter()
            .map(|n| club.sign_up(n, n, HOME, 9, 1).unwrap().unwrap().id)
            .collect();
        let new = hive::club::NewTournament {
            name: "Autumn".into(),
            format: Format::RoundRobin { double: false },
            pool: Pool::Rapid,
            rated: false,
            capacity: 8,
        };
        let t = club.create_tournament(&new, 1).unwrap();
        for &id in &ids {
            club.enter(t, id).unwrap().unwrap();
        }
        assert!(club.start_tournament(t, 2).unwrap());
        for round in 1..=3 {
            for board in club.boards(t, round).unwrap() {
                let Some(black) = board.black else { continue };
                // The lower member number wins: Ann beats both, Bob beats Cleo.
                let outcome = if board.white.id < black.id {
                    Outcome::White
                } else {
                    Outcome::Black
                };
                club.tournament_result(t, board.white.id, black.id, outcome, 3)
                    .unwrap();
            }
        }
    }
    let out = run(&["club", "tournaments"], data.path());
    let list = text(&out.stdout);
    assert!(
        list.contains("Autumn") && list.contains("round robin") && list.contains("3/8 players"),
        "{list}"
    );
    assert!(list.contains("finished"), "{list}");
    let out = run(&["club", "tournaments", "1"], data.path());
    let table = text(&out.stdout);
    let names: Vec<&str> = table
        .lines()
        .map(|l| l.split_whitespace().nth(1).unwrap_or(""))
        .collect();
    // A bye counts as a win: each of the three had one.
    assert_eq!(names, ["Ann", "Bob", "Cleo"], "{table}");
    assert!(table.lines().next().unwrap().contains("  3  "), "{table}");
    // One that is not there is said so, as a member who is not there is (found by a
    // tester: it printed nothing and succeeded).
    let out = run(&["club", "tournaments", "99"], data.path());
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains("There is no tournament 99"),
        "{}",
        text(&out.stderr)
    );
}

/// A tournament with no result yet said nothing at the host's terminal (a tester read
/// an empty line as a failure): one under way says its round is being played and no
/// result is in; one open for entries says so.
#[test]
fn a_tournament_with_no_result_yet_says_so() {
    use hive::club::tournament::Format;
    let data = tempfile::tempdir().unwrap();
    {
        let mut club = Club::open(data.path()).unwrap();
        let ids: Vec<_> = ["Ann", "Bob", "Cleo", "Dan"]
            .iter()
            .map(|n| club.sign_up(n, n, HOME, 9, 1).unwrap().unwrap().id)
            .collect();
        let new = |name: &str| hive::club::NewTournament {
            name: name.into(),
            format: Format::Swiss { rounds: 3 },
            pool: Pool::Rapid,
            rated: true,
            capacity: 8,
        };
        let t = club.create_tournament(&new("Spring"), 1).unwrap();
        for &id in &ids {
            club.enter(t, id).unwrap().unwrap();
        }
        assert!(club.start_tournament(t, 2).unwrap());
        let open = club.create_tournament(&new("Summer"), 3).unwrap();
        club.enter(open, ids[0]).unwrap().unwrap();
    }
    let out = run(&["club", "tournaments", "1"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.starts_with("Round 1 is under way: no result is in yet."),
        "{said:?}"
    );
    // Its players follow, by seed.
    assert!(said.contains("  1. Ann  0"), "{said:?}");
    let out = run(&["club", "tournaments", "2"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("open for entries (1 of 8 players)"),
        "{said:?}"
    );
}
