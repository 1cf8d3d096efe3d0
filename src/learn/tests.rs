//! The lessons checked against the rules: every position loads, every answer (written in
//! `tests/data/lessons/answers.tsv`) is in the rules' own list of legal moves and meets its
//! task, and every reply is legal.

use super::*;

/// A dump of each lesson's positions and moves, for writing lessons (`--ignored`).
#[test]
#[ignore = "a tool for writing lessons, not a check: run with --ignored --nocapture"]
fn dump() {
    for l in LESSONS {
        println!("== {}", l.slug);
        match l.start() {
            Ok(g) => {
                let pos = g.position();
                let tops: Vec<String> = pos
                    .board()
                    .tops()
                    .map(|(h, p)| format!("{p}@({},{})", h.q, h.r))
                    .collect();
                println!("  {} {}", pos.turn_string(), tops.join(" "));
                let moves: Vec<String> = pos
                    .legal_moves()
                    .into_iter()
                    .map(|m| g.format_move(m))
                    .collect();
                println!("  moves: {}", moves.join(", "));
            }
            Err(e) => println!("  ERROR {e}"),
        }
    }
}

/// Each lesson's answers, task by task, written by hand in a file of their own (not read
/// from the lessons): `slug<TAB>answer;answer`.
const ANSWERS_FILE: &str = include_str!("../../tests/data/lessons/answers.tsv");

/// The answers of the lesson `slug`, or `None` where the file has none.
fn answers_of(slug: &str) -> Option<Vec<&'static str>> {
    ANSWERS_FILE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .find(|(s, _)| *s == slug)
        .map(|(_, answers)| answers.split(';').collect())
}

/// Plays `lesson` through with `answers`, checking each against the rules' move list.
fn play_through(lesson: &Lesson, answers: &[&str]) -> Result<(), String> {
    let mut game = lesson.start().map_err(|e| e.to_string())?;
    if answers.len() != lesson.tasks.len() {
        return Err(format!(
            "{} answers for {} tasks",
            answers.len(),
            lesson.tasks.len()
        ));
    }
    for (step, text) in answers.iter().enumerate() {
        let pos = game.position();
        let legal = pos.legal_moves();
        let mv = crate::rules::parse_move(pos, text)
            .map_err(|e| format!("task {}: {text}: {e}", step + 1))?;
        if !legal.contains(&mv) {
            let all: Vec<String> = legal.iter().map(|&m| game.format_move(m)).collect();
            return Err(format!(
                "task {}: {text} not legal; legal: {}",
                step + 1,
                all.join(", ")
            ));
        }
        match lesson.judge(step, &game, mv) {
            Judgement::Meets { reply } => {
                game.play(mv).map_err(|e| e.to_string())?;
                let wanted = lesson.tasks[step].reply;
                if wanted.is_some() != reply.is_some() {
                    return Err(format!("task {}: reply {wanted:?} not legal", step + 1));
                }
                if let Some(reply) = reply {
                    game.play(reply).map_err(|e| format!("reply: {e}"))?;
                }
            }
            Judgement::Misses { id, .. } => {
                let all: Vec<String> = legal
                    .iter()
                    .filter(|&&m| matches!(lesson.judge(step, &game, m), Judgement::Meets { .. }))
                    .map(|&m| game.format_move(m))
                    .collect();
                return Err(format!(
                    "task {}: {text} misses ({id}); meets: {}",
                    step + 1,
                    all.join(", ")
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn every_lesson_is_done_by_its_answers_each_legal_by_the_rules() {
    assert!(LESSONS.len() >= 20);
    let mut problems = Vec::new();
    for lesson in LESSONS {
        let Some(answers) = answers_of(lesson.slug) else {
            problems.push(format!("{}: no answers", lesson.slug));
            continue;
        };
        if let Err(e) = play_through(lesson, &answers) {
            problems.push(format!("{}: {e}", lesson.slug));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn lessons_are_short_and_named_once() {
    let mut slugs = std::collections::BTreeSet::new();
    for lesson in LESSONS {
        assert!(slugs.insert(lesson.slug), "{} twice", lesson.slug);
        assert!(
            (1..=MAX_TASKS).contains(&lesson.tasks.len()),
            "{}",
            lesson.slug
        );
    }
    assert_eq!(lesson(1).map(|l| l.slug), Ok("placing"));
    assert_eq!(lesson(0), Err(LessonError::NoSuchLesson(0)));
    assert!(lesson(LESSONS.len() + 1).is_err());
}

/// A task's legal misses are refused and say why; a task whose every legal move meets it
/// is one whose point is the illegal tries (the only move, or any move but the stunned
/// piece's).
#[test]
fn a_legal_move_that_misses_a_task_is_refused_with_its_reason() {
    for lesson in LESSONS {
        let mut game = lesson.start().unwrap();
        let answers = answers_of(lesson.slug).unwrap();
        for (step, text) in answers.iter().enumerate() {
            let pos = game.position();
            let misses: Vec<Judgement> = pos
                .legal_moves()
                .into_iter()
                .map(|m| lesson.judge(step, &game, m))
                .filter(|j| matches!(j, Judgement::Misses { .. }))
                .collect();
            let open = matches!(lesson.tasks[step].goal, Goal::Any | Goal::Pass)
                || lesson.slug == "queen-fourth";
            assert_eq!(misses.is_empty(), open, "{} task {}", lesson.slug, step + 1);
            for miss in misses {
                let Judgement::Misses { id, .. } = miss else {
                    unreachable!()
                };
                assert_eq!(id, lesson.tasks[step].miss);
            }
            let mv = crate::rules::parse_move(pos, text).unwrap();
            game.play(mv).unwrap();
            if let Some(reply) = lesson.tasks[step].reply {
                game.play_str(reply).unwrap();
            }
        }
    }
}

#[test]
fn freeing_the_queen_counts_her_neighbours_when_she_stays_shut_in() {
    let gate = LESSONS.iter().find(|l| l.slug == "gate").unwrap();
    let game = gate.start().unwrap();
    // The other Beetle leaves the ring: the Queen's way out is still a gate.
    let mv = crate::rules::parse_move(game.position(), "wB2 bS1\\").unwrap();
    assert_eq!(
        gate.judge(0, &game, mv),
        Judgement::Misses {
            id: "learn-miss-queen-stuck",
            count: 4
        }
    );
}

#[test]
fn progress_is_kept_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress-dir").join(PROGRESS_FILE);
    assert_eq!(Progress::load(&path).unwrap(), Progress::default());
    let mut progress = Progress::default();
    assert!(progress.mark("gate"));
    assert!(!progress.mark("gate"));
    progress.save(&path).unwrap();
    let read = Progress::load(&path).unwrap();
    assert!(read.is_done("gate") && !read.is_done("ant"));
    std::fs::write(&path, "not json").unwrap();
    assert!(Progress::load(&path).is_err());
}
