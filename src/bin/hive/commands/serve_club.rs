//! `hive serve`'s club: its options (`--open`, `--log`), the server's log set up, and the
//! club's database opened for a server with a lobby (its listed keys made members).

use std::path::Path;

use hive::club::Club;
use hive::serve::{Desk, LobbyKeys};

use crate::args::ServeClubArgs;
use crate::error::CliError;

/// Sends the server's log to `file` (appended), or to standard error.
pub fn start_log(file: Option<&Path>) -> Result<(), CliError> {
    // A log line that cannot be written (its reader gone: `hive serve 2>&1 | tee`, the
    // `tee` stopped by the same Ctrl-C) is lost quietly: told of on standard error by
    // tracing's own `eprintln!`, it panicked the guest's thread that logged it.
    let builder = tracing_subscriber::fmt()
        .with_target(false)
        .log_internal_errors(false);
    let set = match file {
        Some(path) => {
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|source| CliError::Serve {
                    what: format!("cannot open the log {}", super::shown_path(path)),
                    source,
                })?;
            builder.with_writer(std::sync::Mutex::new(file)).try_init()
        }
        None => builder.with_writer(std::io::stderr).try_init(),
    };
    // Set already (a second server in one process): the first one's log goes on.
    drop(set);
    Ok(())
}

/// The keys `keys` admits, open to any key with `--open` (none listed: only those).
pub fn lobby_keys(keys: Option<LobbyKeys>, args: &ServeClubArgs) -> Option<LobbyKeys> {
    match (keys, args.open) {
        (Some(keys), true) => Some(keys.opened()),
        (None, true) => Some(LobbyKeys::anyone()),
        (keys, false) => keys,
    }
}

/// The club's desk for a server whose lobby admits `keys`: its database opened in the data
/// folder (backed up first), each listed key a member under its name; and the lock that
/// keeps a second server off the club while this one runs (two would run its tournaments
/// and rate its games twice: a tester's second server made the running tournament games
/// anew). `hive club` at the host's terminal takes no lock.
pub fn open_desk(keys: &LobbyKeys) -> Result<(Desk, hive::record::SaveFile), CliError> {
    let dir = hive::record::data_dir()?;
    let file = dir.join(hive::club::store::FILE);
    let served = match hive::record::SaveFile::open(&file, None) {
        Err(hive::record::SaveFileError::Locked { pid, since, .. }) => {
            return Err(CliError::Serve {
                what: format!(
                    "the club in {} is served by another hive (process {pid}, since {since})",
                    super::shown_path(&dir)
                ),
                source: std::io::Error::new(
                    std::io::ErrorKind::AddrInUse,
                    "one server a club: stop that one first",
                ),
            });
        }
        held => held?,
    };
    let club = Club::open(&dir).map_err(|e| CliError::Club(Box::new(e)))?;
    let desk = Desk::new(club, keys.is_open(), hive::club::store::SIGN_UPS_AN_HOUR);
    for (owner, name) in keys.listed() {
        desk.listed(&owner.0, &name)
            .map_err(|e| CliError::Club(Box::new(e)))?;
    }
    Ok((desk, served))
}

/// Starts the thread that runs the club's tournaments at `seating`'s tables (none without
/// a club).
pub fn run_tournaments(
    desk: Option<Desk>,
    seating: &hive::serve::Seating,
) -> Result<Option<hive::serve::Tourney>, CliError> {
    let Some(desk) = desk else {
        return Ok(None);
    };
    let games = hive::record::games_dir().unwrap_or_default();
    hive::serve::Tourney::start(desk, seating.clone(), games)
        .map(Some)
        .map_err(|source| CliError::Serve {
            what: "cannot start the tournaments".into(),
            source,
        })
}
