//! `hive completions`: shell completion scripts, from the command line's definition; and
//! clap's own output (`--help`, `--version`). The manual page is `man.rs`'s.

use std::io::{IsTerminal, Write};

use clap::CommandFactory;
use clap_complete::Shell;

use crate::args::Cli;
use crate::error::CliError;

use super::{color_wanted, print_with};

/// `hive completions SHELL`: the completion script for `shell`. clap_complete panics when
/// a write fails (a closed pipe, a full disk), so the script is made in memory first and
/// written through [`print_with`], which reports what failed.
pub fn completions(shell: Shell) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "hive", &mut script);
    print_with(|out| out.write_all(&script))
}

/// What clap prints on standard output itself (`--help`, `--version`), written through
/// [`print_with`] instead, so that a write that fails is an error rather than exit 0;
/// styled as clap would on a terminal.
pub fn clap_output(message: &clap::Error) -> Result<(), CliError> {
    let text = message.render();
    let text = if std::io::stdout().is_terminal() && color_wanted() {
        text.ansi().to_string()
    } else {
        text.to_string()
    };
    print_with(|out| out.write_all(text.as_bytes()))
}
