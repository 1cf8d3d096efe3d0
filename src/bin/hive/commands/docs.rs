//! `hive completions` and `hive man`: shell completion scripts and the manual page, from
//! the command line's definition.

use clap::CommandFactory;
use clap_complete::Shell;

use crate::args::Cli;
use crate::error::CliError;

use super::print_with;

/// `hive completions SHELL`: the completion script for `shell`.
pub fn completions(shell: Shell) -> Result<(), CliError> {
    print_with(|out| {
        clap_complete::generate(shell, &mut Cli::command(), "hive", out);
        Ok(())
    })
}

/// `hive man`: the manual page, as roff.
pub fn man() -> Result<(), CliError> {
    print_with(|out| clap_mangen::Man::new(Cli::command()).render(out))
}
