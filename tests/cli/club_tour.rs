//! `hive club allow|disallow NAME` and `hive club new-tournament` at the host's terminal.

use hive::club::Club;
use hive::club::tournament::Format;

use crate::common::cli::{run, text};

#[test]
fn the_host_allows_a_member_to_make_tournaments_and_makes_one() {
    let data = tempfile::tempdir().unwrap();
    let mut club = Club::open(data.path()).unwrap();
    let ann = club
        .sign_up("SHA256:ann", "ann", "192.0.2.1".parse().unwrap(), 9, 0)
        .unwrap()
        .unwrap();
    drop(club);
    let out = run(&["club", "allow", "Ann"], data.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        Club::open(data.path())
            .unwrap()
            .is_organizer(ann.id)
            .unwrap()
    );
    let out = run(&["club", "disallow", "ann"], data.path());
    assert!(text(&out.stdout).contains("may no longer make tournaments"));
    assert!(
        !Club::open(data.path())
            .unwrap()
            .is_organizer(ann.id)
            .unwrap()
    );
    assert!(
        !run(&["club", "allow", "nobody"], data.path())
            .status
            .success()
    );

    let out = run(
        &[
            "club",
            "new-tournament",
            "Spring cup",
            "--swiss",
            "3",
            "--size",
            "6",
            "--clock",
            "5+3",
            "--start-in",
            "30",
        ],
        data.path(),
    );
    assert!(text(&out.stdout).contains("tournament 1 made: Spring cup"));
    let club = Club::open(data.path()).unwrap();
    let rows = club.tournaments().unwrap();
    assert_eq!(rows[0].format, Format::Swiss { rounds: 3 });
    assert_eq!(rows[0].capacity, 6);
    let plan = club.plan(1).unwrap().unwrap();
    assert_eq!(plan.clock, "5+3".parse().ok());
    assert!(plan.starts.is_some());
    let listed = text(&run(&["club", "tournaments"], data.path()).stdout);
    assert!(
        listed.contains("Spring cup  Swiss, 3 rounds, blitz rated  0/6 players"),
        "{listed}"
    );
}
