//! `hive uhp`: the Universal Hive Protocol over any `BufRead` + `Write`.

use std::io::{self, BufRead, Write};

/// Runs the protocol until `exit` or end of input.
pub fn run<R: BufRead, W: Write>(_input: R, mut output: W) -> io::Result<()> {
    writeln!(output, "err not implemented yet")?;
    writeln!(output, "ok")
}
