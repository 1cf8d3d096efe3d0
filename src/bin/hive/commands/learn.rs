//! `hive learn`: the lessons in the terminal (the menu, or one lesson), or their list.

use std::io::Write as _;

use hive::learn::{LESSONS, Progress};
use hive::tui::Start;

use crate::error::CliError;

use super::{look, needs_terminal, plain_look, print_with, run_exercises};

/// `hive learn`'s arguments.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct LearnArgs {
    /// The lesson to start at once (from 1; `hive learn --list` numbers them).
    #[arg(
        value_name = "N",
        value_parser = clap::value_parser!(u32).range(1..=LESSONS.len() as i64)
    )]
    pub lesson: Option<u32>,
    /// Print the lessons, one a line (number, title, done or not), and quit.
    #[arg(long)]
    pub list: bool,
    /// Colours for a `dark` or `light` terminal background, or `auto` (as `hive play
    /// --help` tells).
    #[arg(long, value_enum, default_value_t)]
    pub theme: crate::args::Theme,
    /// Plain mode, for screen readers and braille displays: the lessons as lines of
    /// text (numbered; a number starts one), each task said once, moves typed as in `hive
    /// play --plain` (`help` lists the commands); no colours, no cursor moves. Standard
    /// input and output need not be a terminal.
    #[arg(long)]
    pub plain: bool,
}

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
