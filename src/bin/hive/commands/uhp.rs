//! `hive uhp`: the Universal Hive Protocol on standard input and output.

use hive::engine::uhp::Settings;

use crate::error::CliError;
use crate::signals::Sigint;

/// `hive uhp`: the protocol on standard input and output until `exit` or end of input,
/// with the options `settings` set first.
pub fn run(settings: &Settings) -> Result<(), CliError> {
    hive::engine::uhp::run_stdio(settings, |session| {
        Sigint::watch(move || session.interrupt())
    })
    .map_err(|source| CliError::Stream {
        what: "uhp",
        source,
    })
}
