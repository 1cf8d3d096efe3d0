//! The `hive` binary run as a user would, for the test binaries that require the `cli`
//! feature: cargo builds the binary for them and names it in `CARGO_BIN_EXE_hive`, so a
//! test that runs it never finds it missing.

use std::path::Path;
use std::process::{Command, Output};

/// The `hive` binary cargo built for this test run.
pub const HIVE: &str = env!("CARGO_BIN_EXE_hive");

/// The locale variables the game reads its language from (gettext's).
pub const LOCALE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// A command running the `hive` binary, in English whatever the caller's locale (`LANG=C`):
/// a developer's or CI's language never changes what the tests read.
pub fn hive() -> Command {
    let mut command = Command::new(HIVE);
    for name in LOCALE_VARIABLES {
        command.env_remove(name);
    }
    command.env("LANG", "C");
    command
}

/// `hive ARGS`, with `data` as its data directory and no `COLUMNS` from the caller.
pub fn run(args: &[&str], data: &Path) -> Output {
    hive()
        .args(args)
        .env("HIVE_DATA_DIR", data)
        .env_remove("COLUMNS")
        .output()
        .unwrap()
}

/// `hive import FROM -o TO` (with `--force` when `force`), run in `data`.
pub fn import_to(from: &Path, to: &Path, force: bool, data: &Path) -> Output {
    let (from, to) = (from.to_str().unwrap(), to.to_str().unwrap());
    let mut args = vec!["import", from, "-o", to];
    if force {
        args.push("--force");
    }
    run(&args, data)
}

/// Output bytes as text, for messages and searches.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
