//! `hive puzzles` run as a user would: the set counted (`--list`) against the shipped set,
//! a theme that is none refused with the themes listed, and the puzzles' screen refused
//! without a terminal, and the puzzles in plain mode.

use hive::engine::puzzles::Theme;
use hive::engine::puzzles::set::shipped;

use crate::common::cli::{hive, run, text};

#[test]
fn puzzles_list_counts_the_shipped_set_by_kind_length_and_theme() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["puzzles", "--list"], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    let set = shipped().unwrap();
    assert!(
        listed.starts_with(&format!("{} puzzles", set.len())),
        "{listed}"
    );
    let count = |kind: &str, n: u32| {
        set.iter()
            .filter(|p| p.kind == kind && p.moves == n)
            .count()
    };
    // Every kind and length the set has, with its count; none it lacks.
    for n in 1..=4 {
        for (kind, words) in [("win", "win in"), ("save", "save against a win in")] {
            let unit = if n == 1 { "move" } else { "moves" };
            let line = format!("  {words} {n} {unit}: {}", count(kind, n));
            assert_eq!(
                listed.lines().any(|l| l == line),
                count(kind, n) > 0,
                "{line}\n{listed}"
            );
        }
    }
    for theme in Theme::ALL {
        let n = set
            .iter()
            .filter(|p| p.themes.iter().any(|t| t == theme.as_str()))
            .count();
        let prefix = format!("  {theme} (");
        let line = listed.lines().find(|l| l.starts_with(&prefix)).unwrap();
        assert!(line.ends_with(&format!("): {n}")), "{line}");
    }
    // No ratings kept yet: a new player's.
    assert!(
        listed.contains("Your puzzle rating: 1500; 0 solved."),
        "{listed}"
    );
}

#[test]
fn puzzles_list_speaks_the_language_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["--lang", "ru", "puzzles", "--list"], dir.path());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    assert!(
        listed.contains("задач") && listed.contains("Ворота"),
        "{listed}"
    );
    assert!(!listed.contains('{'), "{listed}");
}

#[test]
fn a_theme_that_is_none_is_refused_with_the_themes_listed() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&["puzzles", "--theme", "queen-sacrifice"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("queen-sacrifice"), "{err}");
    for theme in Theme::ALL {
        assert!(err.contains(theme.as_str()), "{theme}: {err}");
    }
}

#[test]
fn the_puzzles_screen_needs_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["puzzles"][..],
        &["puzzles", "--streak"],
        &["puzzles", "--theme", "gate"],
    ] {
        let out = run(args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains("`hive puzzles` needs a terminal"), "{err}");
        // Nothing was written: no ratings before a puzzle is tried.
        assert!(!dir.path().join("puzzle-ratings.json").exists());
    }
}

/// `hive puzzles --plain` from a piped file: a puzzle said in sentences (what it is, who is
/// to move, the task), said again on `task`, not one escape byte, and `quit` ends it.
#[test]
fn puzzles_in_plain_mode_are_sentences_with_no_escape() {
    let data = tempfile::tempdir().unwrap();
    let mut child = hive()
        .args(["puzzles", "--plain"])
        .env("HIVE_DATA_DIR", data.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, b"task\nquit\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('\x1b'), "{text}");
    assert_eq!(text.matches("Puzzle: ").count(), 2, "{text}");
    assert!(text.contains(" to move"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}
