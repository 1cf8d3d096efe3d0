//! `perft [N]`: one line per depth from 0 to N in MzingaEngine's columns, then `ok`.

use hive::rules::{Game, perft};

use crate::common::uhp::answers;

fn bad<T>(line: &str) -> T {
    panic!("not a perft line in Mzinga's form: `{line}`")
}

/// A line's depth and count, after checking its columns: `perft(d)` padded to 9, ` = `, the
/// count right-aligned in 16 (or more) with thousands separators, ` in `, the milliseconds
/// likewise, ` ms. `, the thousands of nodes per second in 8 (or more) with one decimal,
/// ` KN/s`.
fn read_line(line: &str) -> (usize, u64) {
    let (name, rest) = line.split_at_checked(9).unwrap_or_else(|| bad(line));
    let depth = name
        .trim_end()
        .strip_prefix("perft(")
        .and_then(|d| d.strip_suffix(')'))
        .and_then(|d| d.parse().ok())
        .unwrap_or_else(|| bad(line));
    let rest = rest.strip_prefix(" = ").unwrap_or_else(|| bad(line));
    let (count, rest) = rest.split_once(" in ").unwrap_or_else(|| bad(line));
    let (ms, rest) = rest.split_once(" ms. ").unwrap_or_else(|| bad(line));
    let rate = rest.strip_suffix(" KN/s").unwrap_or_else(|| bad(line));
    assert!(
        count.len() >= 16 && ms.len() >= 16 && rate.len() >= 8,
        "{line}"
    );
    let number = |field: &str| {
        let text = field.trim_start();
        let n: u64 = text.replace(',', "").parse().unwrap_or_else(|_| bad(line));
        assert_eq!(text, grouped(n), "{line}");
        n
    };
    number(ms);
    let (whole, tenths) = rate.rsplit_once('.').unwrap_or_else(|| bad(line));
    number(whole);
    assert!(
        tenths.len() == 1 && tenths.bytes().all(|b| b.is_ascii_digit()),
        "{line}"
    );
    (depth, number(count))
}

/// `n` with commas between groups of three digits, from the right.
fn grouped(n: u64) -> String {
    let digits: Vec<char> = n.to_string().chars().rev().collect();
    let groups: Vec<String> = digits
        .chunks(3)
        .map(|c| c.iter().rev().collect())
        .rev()
        .collect();
    groups.join(",")
}

#[test]
fn perft_counts_every_depth_of_the_new_game_in_mzinga_form() {
    let replies = answers("newgame\nperft 4\n");
    let counts: Vec<(usize, u64)> = replies[2].iter().map(|l| read_line(l)).collect();
    // Mzinga's published counts for Base.
    assert_eq!(counts, [(0, 1), (1, 4), (2, 96), (3, 1440), (4, 21600)]);
    assert!(replies[2][3].starts_with("perft(3)  =            1,440 in "));
}

#[test]
fn perft_counts_the_current_game_as_the_rules_do() {
    let game =
        r"Base+MLP;InProgress;White[5];wP;bM wP-;wQ \wP;bQ bM\;wA1 -wQ;bL bQ\;wB1 /wA1;bP bQ/";
    let replies = answers(&format!("newgame {game}\nperft 2\nPERFT 0\n"));
    let mut pos = Game::parse(game).unwrap().position().clone();
    let counts: Vec<(usize, u64)> = replies[2].iter().map(|l| read_line(l)).collect();
    let expected: Vec<(usize, u64)> = (0..=2).map(|d| (d, perft(&mut pos, d, true))).collect();
    assert_eq!(counts, expected);
    assert_eq!(replies[3].len(), 1);
    assert_eq!(read_line(&replies[3][0]), (0, 1));
}

#[test]
fn a_finished_game_has_no_moves_to_count() {
    let won = "Base;BlackWins;White[7];wS1;bS1 wS1-;wQ \\wS1;bQ bS1/;wG1 -wQ;bG1 bQ-;wA1 wG1\\;bA1 bQ\\;wA2 \\wQ;bA2 \\bG1;wG2 wQ/;bG1 wG2\\";
    let replies = answers(&format!("newgame {won}\nperft 2\n"));
    let counts: Vec<(usize, u64)> = replies[2].iter().map(|l| read_line(l)).collect();
    assert_eq!(counts, [(0, 1), (1, 0), (2, 0)]);
}

#[test]
fn perft_needs_a_game_and_a_depth_it_can_take() {
    let replies = answers("perft 1\nnewgame\nperft x\nperft 21\nperft -1\nperft 1 2\n");
    assert_eq!(
        replies[1],
        ["err no game in progress: start one with `newgame`"]
    );
    for (reply, arg) in replies[3..].iter().zip(["x", "21", "-1", "1 2"]) {
        assert_eq!(
            reply,
            &[format!(
                "err `perft` takes a depth from 0 to 20, not `{arg}`"
            )]
        );
    }
}
