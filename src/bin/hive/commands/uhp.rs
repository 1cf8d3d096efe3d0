//! `hive uhp`: the Universal Hive Protocol on standard input and output.

use crate::error::CliError;
use crate::signals::Sigint;

/// `hive uhp`: the protocol on standard input and output until `exit` or end of input.
pub fn run() -> Result<(), CliError> {
    hive::engine::uhp::run_stdio(|session| Sigint::watch(move || session.interrupt())).map_err(
        |source| CliError::Stream {
            what: "uhp",
            source,
        },
    )
}
