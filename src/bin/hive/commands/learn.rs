//! `hive learn`: the lessons in the terminal (the menu, or one lesson), or their list.

use std::io::Write as _;

use hive::learn::{LESSONS, Progress};
use hive::tui::Start;

use crate::args::LearnArgs;
use crate::error::CliError;

use super::{look, needs_terminal, plain_look, print_with, run_exercises};

/// `hive learn`: the lessons menu, lesson `N`, or the list.
pub fn run(args: &LearnArgs, lang: &hive::lang::Lang) -> Result<(), CliError> {
    let progress = Progress::path()
        .ok()
        .and_then(|path| Progress::load(&path).ok())
        .unwrap_or_default();
    // Checked by clap: 1 to the number of lessons.
    let index = args
        .lesson
        .and_then(|n| usize::try_from(n).ok())
        .and_then(|n| n.checked_sub(1));
    if args.list {
        return print_with(|out| {
            for (i, lesson) in LESSONS.iter().enumerate() {
                let id = match progress.is_done(lesson.slug) {
                    true => "learn-list-done",
                    false => "learn-list-not-done",
                };
                let line = hive::say!(
                    lang,
                    id,
                    number = i + 1,
                    title = lang.get(&lesson.title_id())
                );
                writeln!(out, "{line}")?;
            }
            Ok(())
        });
    }
    let look = match args.plain {
        true => plain_look(),
        false => {
            needs_terminal("hive learn")?;
            look(args.theme)
        }
    };
    run_exercises(args.plain, Start::Lessons(index), look, lang)
}
