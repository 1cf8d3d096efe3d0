//! `hive match` in a folder: a match stopped part way goes on with `--resume`, scoring the
//! games it holds; a folder's games are never written over, by a new match or a resumed one.

use std::fs;

use crate::common::cli::{HIVE, run, text};

/// Our engine at two levels, each at its own setting: quick games with a sure winner.
pub(crate) fn levels(out: &str, extra: &[&str]) -> std::process::Output {
    let engine = format!("{HIVE} uhp");
    let mut args = vec![
        "match",
        &engine,
        &engine,
        "--first-option",
        "Level=2",
        "--second-option",
        "Level=1",
        "--time",
        "0",
        "--max-plies",
        "24",
        "--out",
        out,
    ];
    args.extend_from_slice(extra);
    let data = std::path::Path::new(out).parent().unwrap();
    run(&args, data)
}

#[test]
fn a_match_resumes_where_it_stopped_and_never_writes_over_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m");
    let out_s = out.to_str().unwrap();
    let first = levels(out_s, &["--games", "2"]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let game = |n: usize| fs::read(out.join(format!("game-{n:04}.pgn"))).unwrap();
    let (one, two) = (game(1), game(2));

    // The same folder again, without --resume: refused, nothing touched.
    let again = levels(out_s, &["--games", "2"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        text(&again.stderr).contains("already holds a match (2 games played)"),
        "{}",
        text(&again.stderr)
    );
    assert_eq!((game(1), game(2)), (one.clone(), two.clone()));

    // Other settings: refused, naming the one that differs.
    let other = levels(out_s, &["--games", "4", "--resume", "--seed", "9"]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        text(&other.stderr).contains("played with --seed 1, not 9"),
        "{}",
        text(&other.stderr)
    );

    // Resumed to four games: the first two are scored as they stand, two more are played.
    let resumed = levels(out_s, &["--games", "4", "--resume"]);
    assert!(resumed.status.success(), "{}", text(&resumed.stderr));
    assert!(
        text(&resumed.stderr).contains("resuming after 2 games"),
        "{}",
        text(&resumed.stderr)
    );
    // Its output is a pipe, so no bar: a line per game played tells the progress.
    for n in [3, 4] {
        assert!(
            text(&resumed.stderr).contains(&format!(
                "game {n}/4: hive {} [Level=2] ",
                env!("CARGO_PKG_VERSION")
            )),
            "{}",
            text(&resumed.stderr)
        );
    }
    assert!(!text(&resumed.stderr).contains("game 2/4:"));
    let report = text(&resumed.stdout);
    assert!(report.contains("in 4 games"), "{report}");
    assert_eq!((game(1), game(2)), (one.clone(), two));
    assert!(String::from_utf8_lossy(&game(4)).contains("[Round \"4\"]"));

    // The tally is the folder's four results, read here from the files' tags, in all and
    // for each colour the first engine played.
    let mut scores = [[0; 3]; 2];
    for n in 1..=4 {
        let pgn = String::from_utf8_lossy(&game(n)).into_owned();
        let tag = |name: &str| {
            let start = format!("[{name} \"");
            let line = pgn.lines().find(|l| l.starts_with(&start)).unwrap();
            line[start.len()..line.len() - 2].to_string()
        };
        let first_is_white = tag("White").contains("[Level=2]");
        let outcome = match (tag("Result").as_str(), first_is_white) {
            ("WhiteWins", true) | ("BlackWins", false) => 0,
            ("WhiteWins", false) | ("BlackWins", true) => 2,
            _ => 1,
        };
        scores[usize::from(!first_is_white)][outcome] += 1;
    }
    let line = |[w, d, l]: [i32; 3]| format!("+{w} ={d} -{l} in {} games", w + d + l);
    let all = [0, 1, 2].map(|k| scores[0][k] + scores[1][k]);
    assert!(report.contains(&line(all)), "{}: {report}", line(all));
    for (colour, score) in ["White", "Black"].iter().zip(scores) {
        let want = format!("as {colour}: {}", line(score));
        assert!(report.contains(&want), "{want}: {report}");
    }

    // A game played by other engines is refused, naming the file and the players.
    let one_text = String::from_utf8_lossy(&one).into_owned();
    let renamed = one_text.replacen("[White \"hive", "[White \"someone else, hive", 1);
    fs::write(out.join("game-0001.pgn"), renamed).unwrap();
    let tampered = levels(out_s, &["--games", "4", "--resume"]);
    assert_eq!(tampered.status.code(), Some(1));
    let said = text(&tampered.stderr);
    assert!(
        said.contains("game-0001.pgn") && said.contains("someone else"),
        "{said}"
    );

    // Nothing to resume: refused, and no folder is made.
    let nowhere = dir.path().join("nowhere");
    let none = levels(nowhere.to_str().unwrap(), &["--resume"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("holds no match to resume"));
    assert!(!nowhere.exists());
}
