//! A match's folder: `match.json` says how its games are played, `game-NNNN.pgn` holds each
//! game. A match stopped part way (a closed session, a reboot) goes on with `--resume`: the
//! games played are read back and scored, and only the rest are played.

use std::fs;
use std::path::{Path, PathBuf};

use hive::engine::arena::{self, Counted, Entrant};
use hive::record::{self, Ending, SaveFile, SaveFileError};
use hive::text::printable;
use serde::{Deserialize, Serialize};

use crate::error::CliError;

/// What `match.json` holds: every setting that decides how the games are played, so a
/// resumed match is the same match. The number of games is not one: a match may be extended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ledger {
    /// Always `"hive-match"`.
    pub format: String,
    /// Format version.
    pub version: u32,
    /// The first engine's command line.
    pub first: String,
    /// Its `NAME=VALUE` options.
    pub first_options: Vec<String>,
    /// The second engine's command line.
    pub second: String,
    /// Its `NAME=VALUE` options.
    pub second_options: Vec<String>,
    /// Seconds per move (0: each engine's own setting); none where no move is played by
    /// it: on a clock, at a depth or nodes, or with each engine's own limit. Files written
    /// before it was left out hold `1.0` there, which [`Ledger::time_a_move`] ignores.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<f64>,
    /// The depth each move is searched to instead (`bestmove depth N`).
    #[serde(default)]
    pub depth: Option<u8>,
    /// The nodes each move is searched instead (`bestmove nodes N`).
    #[serde(default)]
    pub nodes: Option<u64>,
    /// Each engine's own limit, where one was given (`--first-time` and the like), in
    /// words: `0.2 s a move`, `depth 3`.
    #[serde(default)]
    pub limits: [Option<String>; 2],
    /// The names given with `--first-name` and `--second-name`.
    #[serde(default)]
    pub names: [Option<String>; 2],
    /// The SPRT's Elo bounds and error rates, when the match stops on one.
    #[serde(default)]
    pub sprt: Option<[f64; 4]>,
    /// The games' time control (`1+0.1`), when played on a clock.
    #[serde(default)]
    pub clock: Option<String>,
    /// Each engine's own time control, in place of `clock` (`--first-clock`,
    /// `--second-clock`).
    #[serde(default)]
    pub clocks: [Option<String>; 2],
    /// The game type, e.g. `Base+MLP`.
    pub game_type: String,
    /// Whether a threefold repetition draws.
    pub repetition: bool,
    /// Random plies before the engines take over.
    pub plies: usize,
    /// The openings themselves (not the file's name), when given.
    pub openings: Vec<String>,
    /// The ply cap.
    pub max_plies: usize,
    /// The seed of the random openings.
    pub seed: u64,
}

const FORMAT: &str = "hive-match";
const VERSION: u32 = 1;

impl Ledger {
    /// A ledger for these settings.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        first: (&str, &[String]),
        second: (&str, &[String]),
        (time, depth, sprt): (f64, Option<u8>, Option<[f64; 4]>),
        game_type: String,
        repetition: bool,
        plies: usize,
        openings: &[String],
        max_plies: usize,
        seed: u64,
    ) -> Ledger {
        Ledger {
            format: FORMAT.to_string(),
            version: VERSION,
            first: first.0.to_string(),
            first_options: first.1.to_vec(),
            second: second.0.to_string(),
            second_options: second.1.to_vec(),
            time: Some(time),
            depth,
            nodes: None,
            limits: [None, None],
            names: [None, None],
            sprt,
            clock: None,
            clocks: [None, None],
            game_type,
            repetition,
            plies,
            openings: openings.to_vec(),
            max_plies,
            seed,
        }
    }

    /// The seconds a move the match's moves are played by, where they are: none on a
    /// clock, at a depth or nodes, or where each engine has a limit of its own (`--time`
    /// has its default there, which says nothing).
    pub fn time_a_move(&self) -> Option<f64> {
        let otherwise = self.clock.is_some()
            || self.clocks.iter().any(Option::is_some)
            || self.depth.is_some()
            || self.nodes.is_some()
            || self.limits.iter().all(Option::is_some);
        self.time.filter(|_| !otherwise)
    }

    /// The first setting in which `self` (the folder's match) differs from `now`, as the
    /// option's name with both values.
    fn difference(&self, now: &Ledger) -> Option<(&'static str, String, String)> {
        let show = |v: &dyn std::fmt::Debug| printable(&format!("{v:?}"), 120).into_owned();
        // As used: an old file's time beside a clock is no setting of its match.
        let (was, is) = (self.time_a_move(), now.time_a_move());
        if was != is {
            return Some(("--time", show(&was), show(&is)));
        }
        macro_rules! field {
            ($field:ident, $name:expr) => {
                if self.$field != now.$field {
                    return Some(($name, show(&self.$field), show(&now.$field)));
                }
            };
        }
        field!(first, "the first engine");
        field!(first_options, "--first-option");
        field!(second, "the second engine");
        field!(second_options, "--second-option");
        field!(depth, "--depth");
        field!(nodes, "--nodes");
        field!(
            limits,
            "--first-time, --second-time (or their depth or nodes)"
        );
        field!(names, "--first-name, --second-name");
        field!(sprt, "--sprt (with --alpha and --beta)");
        field!(clock, "--clock");
        field!(clocks, "--first-clock, --second-clock");
        field!(game_type, "--game-type");
        field!(repetition, "the repetition rule");
        field!(plies, "--plies");
        field!(openings, "--openings");
        field!(max_plies, "--max-plies");
        field!(seed, "--seed");
        None
    }
}

/// The folder of a match this process writes: holds the folder's lock while it lives.
pub struct MatchDir {
    dir: PathBuf,
    /// Held for its lock on `match.json` only; the ledger is written once, atomically.
    _lock: SaveFile,
    /// The games already in the folder (from 0): several games are played at once, so a
    /// match stopped part way may have gaps.
    pub played: Vec<usize>,
}

/// The file of game `i` (from 0).
pub fn game_path(dir: &Path, i: usize) -> PathBuf {
    dir.join(format!("game-{:04}.pgn", i + 1))
}

impl MatchDir {
    /// Takes `dir` for a new match (it must hold none) or, with `resume`, for going on with
    /// the match it holds, which must have been played with the same settings.
    pub fn open(dir: &Path, ledger: &Ledger, resume: bool) -> Result<MatchDir, CliError> {
        let io_err = |source| CliError::Stream {
            what: "preparing the match's folder",
            source: std::io::Error::other(format!("{}: {source}", dir.display())),
        };
        let path = dir.join("match.json");
        if resume && !path.exists() {
            return Err(CliError::NoMatch {
                dir: dir.to_path_buf(),
            });
        }
        fs::create_dir_all(dir).map_err(io_err)?;
        let lock = SaveFile::open(&path, None).map_err(|e| match e {
            SaveFileError::Locked { pid, .. } => CliError::MatchBusy {
                dir: dir.to_path_buf(),
                pid,
            },
            e => CliError::SaveFile(e),
        })?;
        let played = games_in(dir).map_err(io_err)?;
        if resume {
            let old = read_ledger(&path)?;
            if let Some((setting, was, now)) = old.difference(ledger) {
                return Err(CliError::MatchDiffers {
                    dir: dir.to_path_buf(),
                    setting,
                    was,
                    now,
                });
            }
        } else if path.exists() || !played.is_empty() {
            return Err(CliError::MatchExists {
                dir: dir.to_path_buf(),
                games: played.len(),
            });
        } else {
            let json = serde_json::to_string_pretty(ledger)
                .map_err(|e| io_err(std::io::Error::new(std::io::ErrorKind::InvalidData, e)))?;
            record::write_atomic(&path, format!("{json}\n").as_bytes())?;
        }
        Ok(MatchDir {
            dir: dir.to_path_buf(),
            _lock: lock,
            played,
        })
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// What game `i` counts for, as the folder holds it: its result for the first engine
    /// (named `first`, the other `second`), or the forfeit its `Termination` records. The
    /// game's players must be these two, in the colours game `i` gives them.
    pub fn counted(&self, i: usize, first: &str, second: &str) -> Result<Counted, CliError> {
        let path = game_path(&self.dir, i);
        let bad = |reason: String| CliError::MatchGame {
            path: path.clone(),
            reason,
        };
        let games = record::open(&path).map_err(|e| bad(e.to_string()))?.games;
        let game = match games.into_iter().next() {
            Some(Ok(game)) => game,
            Some(Err(e)) => return Err(bad(e.to_string())),
            None => return Err(bad("it holds no game".to_string())),
        };
        let rec = &game.record;
        let (white, black) = match arena::first_is_white(i) {
            true => (first, second),
            false => (second, first),
        };
        if rec.white != white || rec.black != black {
            return Err(bad(format!(
                "played by `{}` (White) and `{}` (Black), but this match's game {} is `{white}` against `{black}`",
                printable(&rec.white, 80),
                printable(&rec.black, 80),
                i + 1
            )));
        }
        if let Some(Ending::Forfeit(c) | Ending::TimedOut(c)) = rec.result.ending {
            return Ok(Counted::Forfeit {
                seat: Entrant::playing(c, i),
                why: rec.result.note.clone().unwrap_or_default(),
            });
        }
        if !rec.result.is_finished() {
            return Err(bad("the game is not finished".to_string()));
        }
        Ok(Counted::Played(match rec.result.winner() {
            None => 0.5,
            Some(c) if Entrant::playing(c, i) == Entrant::First => 1.0,
            Some(_) => 0.0,
        }))
    }

    /// Writes game `i`, atomically; never over a game already there.
    pub fn write_game(&self, i: usize, pgn: &str) -> Result<(), CliError> {
        let path = game_path(&self.dir, i);
        if path.exists() {
            return Err(CliError::Exists { path });
        }
        Ok(record::write_atomic(&path, pgn.as_bytes())?)
    }
}

/// The games in a match's folder: `game-NNNN.pgn` files, as indices from 0, in order.
fn games_in(dir: &Path) -> std::io::Result<Vec<usize>> {
    let mut games = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(games),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let name = entry?.file_name();
        let number = name.to_str().and_then(|n| {
            n.strip_prefix("game-")?
                .strip_suffix(".pgn")?
                .parse::<usize>()
                .ok()
        });
        if let Some(n) = number.filter(|&n| n >= 1) {
            games.push(n - 1);
        }
    }
    games.sort_unstable();
    Ok(games)
}

/// Reads a match's `match.json`.
fn read_ledger(path: &Path) -> Result<Ledger, CliError> {
    let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    if !path.exists() {
        return Err(CliError::NoMatch { dir });
    }
    let bytes = record::read_capped(path).map_err(|source| CliError::Stream {
        what: "reading the match's settings",
        source,
    })?;
    let ledger: Ledger = serde_json::from_slice(&bytes).map_err(|e| CliError::MatchGame {
        path: path.to_path_buf(),
        reason: format!("not a match's settings: {e}"),
    })?;
    if ledger.format != FORMAT || ledger.version != VERSION {
        return Err(CliError::MatchGame {
            path: path.to_path_buf(),
            reason: format!(
                "format `{}` version {}; this hive reads `{FORMAT}` version {VERSION}",
                printable(&ledger.format, 40),
                ledger.version
            ),
        });
    }
    Ok(ledger)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ledger(seed: u64) -> Ledger {
        Ledger::new(
            ("hive uhp", &[]),
            ("nokamute uhp", &["NumThreads=1".to_string()]),
            (1.0, None, None),
            "Base+MLP".to_string(),
            true,
            4,
            &[],
            400,
            seed,
        )
    }

    #[test]
    fn a_changed_setting_is_named_with_both_values() {
        assert_eq!(ledger(1).difference(&ledger(1)), None);
        let (setting, was, now) = ledger(1).difference(&ledger(2)).unwrap();
        assert_eq!((setting, was.as_str(), now.as_str()), ("--seed", "1", "2"));
        let mut other = ledger(1);
        other.second_options.clear();
        assert_eq!(ledger(1).difference(&other).unwrap().0, "--second-option");
    }

    /// A match on a clock kept `time: 1.0`, `--time`'s default, which no move was played
    /// by. It is left out of such a match (its clock says how moves are timed), kept where
    /// moves are played by it; an old file's `1.0` beside a clock is still the same match.
    #[test]
    fn a_time_a_move_is_kept_only_where_moves_are_played_by_it() {
        let mut clocked = ledger(1);
        clocked.clock = Some("0:10+0.1".to_string());
        clocked.time = clocked.time_a_move();
        let json = serde_json::to_value(&clocked).unwrap();
        assert_eq!(json.get("time"), None, "{json}");
        assert_eq!(json["clock"], "0:10+0.1");
        let mut deep = ledger(1);
        deep.depth = Some(3);
        assert_eq!(deep.time_a_move(), None);
        let mut own = ledger(1);
        own.limits = [Some("depth 2".into()), Some("0.5 s a move".into())];
        assert_eq!(own.time_a_move(), None);
        // Where it plays the moves it is kept, and a changed one is a changed match.
        assert_eq!(ledger(1).time_a_move(), Some(1.0));
        let mut slower = ledger(1);
        slower.time = Some(2.0);
        assert_eq!(ledger(1).difference(&slower).unwrap().0, "--time");
        // A file written before: `time: 1.0` beside its clock, read back, is this match.
        let mut old = serde_json::to_value(&clocked).unwrap();
        old["time"] = serde_json::json!(1.0);
        let old: Ledger = serde_json::from_value(old).unwrap();
        assert_eq!(old.time, Some(1.0));
        assert_eq!(old.difference(&clocked), None);
        let mut other_clock = clocked.clone();
        other_clock.clock = Some("0:20+0".to_string());
        assert_eq!(old.difference(&other_clock).unwrap().0, "--clock");
    }
}
