//! A game that goes on (`--resume`, a file), for `hive play` and `hive play --invite`
//! alike: the newest unfinished save, and the new-game flags it refuses.

use std::path::PathBuf;

use hive::record::{self, Record};
use hive::rules::Game;

use crate::args::PlayArgs;
use crate::error::CliError;

use super::shown;

/// A game that goes on keeps the settings it was played with: the flags that set up a
/// new game are refused for it where they differ, rather than silently dropped.
pub(super) fn new_game_only(
    args: &PlayArgs,
    record: &Record,
    game: &Game,
    how: &'static str,
) -> Result<(), CliError> {
    let rules = game.position().rules();
    let saved_clock = record.clock.map(|c| c.control);
    let clock_kept = match saved_clock {
        Some(control) => format!(" clock ({control})"),
        None => " clock (none)".to_string(),
    };
    let given: [(bool, &'static str, String); 6] = [
        (
            args.expansions.is_some_and(|t| t != game.game_type()),
            "--expansions",
            format!(" game type ({})", game.game_type()),
        ),
        (
            args.white.as_ref().is_some_and(|n| *n != record.white),
            "--white",
            format!(" players ({} and {})", record.white, record.black),
        ),
        (
            args.black.as_ref().is_some_and(|n| *n != record.black),
            "--black",
            format!(" players ({} and {})", record.white, record.black),
        ),
        (
            args.opening.is_some_and(|o| o != rules.opening),
            "--opening",
            format!(" opening rule ({})", rules.opening),
        ),
        (
            args.no_repetition && rules.repetition,
            "--no-repetition",
            " draw by repetition".to_string(),
        ),
        (
            args.clock.is_some_and(|c| c.0 != saved_clock),
            "--clock",
            clock_kept,
        ),
    ];
    match given.into_iter().find(|(on, _, _)| *on) {
        Some((_, flag, kept)) => Err(CliError::NewGameOnly {
            flag,
            how,
            kept: shown(&kept),
        }),
        None => Ok(()),
    }
}

/// `--resume`: the newest unfinished saved game, which goes on saving to its own file.
pub(super) fn last_unfinished() -> Result<(Record, Game, Option<PathBuf>), CliError> {
    let dir = record::games_dir()?;
    let Some(last) = record::most_recent_unfinished(&dir)? else {
        return Err(CliError::NothingToResume { dir });
    };
    let (record, game) = record::load(&last.path)?;
    Ok((record, game, Some(last.path)))
}
