//! `hive completions` and `hive man`: shell completion scripts and the manual page, from
//! the command line's definition.

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

/// `hive man`: the manual page, as roff.
pub fn man() -> Result<(), CliError> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut page)
        .map_err(|source| CliError::Stream {
            what: "the manual page",
            source,
        })?;
    print_with(|out| out.write_all(&page))
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
