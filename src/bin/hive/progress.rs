//! Progress bars for long work (`hive match`, `hive analyze`), hidden when standard error
//! is no terminal.

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar over `total` `units` (hidden when standard error is no terminal).
pub(crate) fn bar(total: usize, what: &str, units: &str) -> ProgressBar {
    let bar = ProgressBar::new(total as u64);
    let template =
        format!("{{msg}} [{{bar:30}}] {{pos}}/{{len}} {units} {{elapsed}} (eta {{eta}})");
    let style = ProgressStyle::with_template(&template).map(|s| s.progress_chars("=> "));
    if let Ok(style) = style {
        bar.set_style(style);
    }
    bar.set_message(what.to_string());
    bar
}

/// A game's steps on a [`game_bar`]: the bar moves as a game's moves are made.
pub(crate) const GAME_STEPS: u64 = 100;

/// A bar over `games` games of [`GAME_STEPS`] steps each, so that it moves during the
/// games too; its prefix is set to the games finished (`3/10`).
pub(crate) fn game_bar(games: usize, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(games as u64 * GAME_STEPS);
    let style =
        ProgressStyle::with_template("{msg} [{bar:30}] {prefix} games {elapsed} (eta {eta})")
            .map(|s| s.progress_chars("=> "));
    if let Ok(style) = style {
        bar.set_style(style);
    }
    bar.set_message(what.to_string());
    bar
}

/// Prints a line above the bar, or on stderr when there is no bar to draw (output to a file
/// or a pipe), where indicatif would drop it.
pub(crate) fn say(bar: &ProgressBar, line: String) {
    if bar.is_hidden() {
        eprintln!("{line}");
    } else {
        bar.println(line);
    }
}

/// Fewer saves than this are read into the games index without a bar (a moment's work).
const READ_QUIETLY: usize = 200;

/// A bar over the saves read into the games library's index, drawn once there are many
/// (a rebuild at 40,000 games takes over a minute) and cleared when dropped.
#[derive(Default)]
pub(crate) struct Reading {
    bar: Option<ProgressBar>,
}

impl Reading {
    /// `done` of `total` saves read.
    pub(crate) fn update(&mut self, done: usize, total: usize) {
        if total < READ_QUIETLY {
            return;
        }
        let bar = self
            .bar
            .get_or_insert_with(|| bar(total, "reading saved games into the index", "files"));
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    }
}

impl Drop for Reading {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
