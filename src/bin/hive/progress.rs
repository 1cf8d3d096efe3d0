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

/// Prints a line above the bar, or on stderr when there is no bar to draw (output to a file
/// or a pipe), where indicatif would drop it.
pub(crate) fn say(bar: &ProgressBar, line: String) {
    if bar.is_hidden() {
        eprintln!("{line}");
    } else {
        bar.println(line);
    }
}
