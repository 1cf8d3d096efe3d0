//! `hive uhp-check`: another UHP engine put through the protocol's edge cases, then its
//! `validmoves` compared with our legal moves over random games and a corpus of game
//! files; a report on standard output, progress on standard error.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use hive::engine::ai::Rng;
use hive::engine::conformance::positions::random_play;
use hive::engine::conformance::protocol::check_count;
use hive::engine::conformance::{CheckResult, Driver, Fault, Status, run_checks};
use hive::record;
use hive::rules::{Game, GameType};
use hive::text::{count, printable};

use crate::args::{UhpCheckArgs, seconds};
use crate::commands::{print_with, shown, shown_path};
use crate::error::CliError;
use crate::progress::{bar, say};

/// The largest text file read for GameStrings (the corpus's are well under a megabyte).
const MAX_TEXT: u64 = 16 << 20;

/// A game of the corpus: where it came from, and the game. Each position of a game read
/// from a record is compared; a GameString from a text file is one position.
struct CorpusGame {
    label: String,
    game: Game,
    every_ply: bool,
}

/// The positions compared and what was found.
#[derive(Default)]
struct Tally {
    compared: usize,
    from_corpus: usize,
    random_games: usize,
    /// Positions of game types the engine does not play.
    skipped: usize,
    disagreements: usize,
    by_kind: BTreeMap<&'static str, usize>,
    /// Disagreements in each game (or file) with any.
    sources: HashMap<String, usize>,
    /// The first disagreement of each game, as many as are shown: the game, the report.
    shown: Vec<(String, String)>,
}

impl Tally {
    fn record(&mut self, source: &str, label: String, game: &Game, fault: &Fault, show: usize) {
        self.disagreements += 1;
        *self.by_kind.entry(fault.kind()).or_default() += 1;
        let seen = self.sources.entry(source.to_string()).or_default();
        *seen += 1;
        // Later positions of a game often disagree for the same reason (or because the
        // engine has ended the game): the first one is shown, the rest counted.
        if *seen == 1 && self.shown.len() < show {
            let mut text = format!("  {label}\n    {}", printable(&game.to_string(), 4_000));
            for line in fault.lines() {
                text.push_str(&format!("\n    {line}"));
            }
            self.shown.push((source.to_string(), text));
        }
    }
}

/// `hive uhp-check`.
pub fn run(args: UhpCheckArgs) -> Result<(), CliError> {
    let timeout = seconds(args.timeout)?;
    let corpus = match &args.corpus {
        Some(dir) => read_corpus(dir)?,
        None => Vec::new(),
    };
    let mut driver = Driver::start(&args.engine, timeout)?;
    driver.newgame_each = args.newgame_each;
    let name = driver
        .info
        .id
        .clone()
        .unwrap_or_else(|| args.engine.clone());
    print_with(|out| {
        writeln!(
            out,
            "engine: {} (`{}`), capabilities `{}`",
            printable(&name, 100),
            shown(&args.engine),
            printable(driver.info.capabilities.as_deref().unwrap_or(""), 100)
        )
    })?;

    let started = Instant::now();
    let progress = bar(check_count(), "protocol", "checks");
    let results = run_checks(&mut driver, |_| progress.inc(1));
    progress.finish_and_clear();
    let protocol_time = started.elapsed();
    let failed = results
        .iter()
        .filter(|r| !matches!(r.status, Status::Passed | Status::Skipped(_)))
        .count();
    print_with(|out| write_checks(out, &results, failed))?;

    let started = Instant::now();
    let types = if args.game_types.is_empty() {
        driver.info.game_types()
    } else {
        args.game_types.clone()
    };
    let played = driver.info.game_types();
    let mut tally = Tally::default();
    let mut seen = HashSet::new();
    compare_corpus(&mut driver, &corpus, &played, &args, &mut seen, &mut tally);
    compare_random(&mut driver, &types, &args, &mut seen, &mut tally);
    let compare_time = started.elapsed();

    let gave_up = driver.given_up().then(|| {
        format!(
            "; it stopped answering (restarted {}), so the run ended early",
            count(driver.restarts, "time")
        )
    });
    print_with(|out| {
        write_comparison(out, &tally, &args)?;
        writeln!(
            out,
            "engine restarts: {}; lines written unasked: {}{}",
            driver.restarts,
            driver.stray.len(),
            driver
                .stray
                .first()
                .map(|l| format!(" (the first: `{}`)", printable(l, 80)))
                .unwrap_or_default()
        )?;
        writeln!(
            out,
            "time: protocol {:.1} s, validmoves {:.1} s",
            protocol_time.as_secs_f64(),
            compare_time.as_secs_f64()
        )
    })?;
    if failed == 0 && tally.disagreements == 0 && gave_up.is_none() {
        return print_with(|out| writeln!(out, "result: the engine agrees with hive"));
    }
    Err(CliError::Nonconforming {
        checks: format!("{failed} of {} checks", results.len()),
        positions: count(tally.disagreements, "position"),
        gave_up: gave_up.unwrap_or_default(),
    })
}

/// The protocol checks, one line each, with the exchanges that failed.
fn write_checks(out: &mut impl Write, results: &[CheckResult], failed: usize) -> io::Result<()> {
    let passed = results
        .iter()
        .filter(|r| r.status == Status::Passed)
        .count();
    writeln!(
        out,
        "protocol: {passed} of {} checks passed, {failed} failed",
        results.len()
    )?;
    for result in results {
        match &result.status {
            Status::Passed => writeln!(out, "  ok    {}", result.name)?,
            Status::Skipped(why) => writeln!(out, "  skip  {} ({why})", result.name)?,
            Status::NotRun => writeln!(
                out,
                "  FAIL  {} (not run: the engine had stopped answering)",
                result.name
            )?,
            Status::Failed(failures) => {
                writeln!(out, "  FAIL  {}", result.name)?;
                for f in failures {
                    writeln!(out, "        sent:     {}", f.sent)?;
                    writeln!(out, "        received: {}", f.answer)?;
                    writeln!(out, "        expected: {}", printable(&f.why, 600))?;
                }
            }
        }
    }
    Ok(())
}

/// The comparison's counts and the disagreements shown.
fn write_comparison(out: &mut impl Write, tally: &Tally, args: &UhpCheckArgs) -> io::Result<()> {
    writeln!(
        out,
        "validmoves: {} compared ({} from the corpus, the rest from {}), {} disagree{}",
        count(tally.compared, "position"),
        tally.from_corpus,
        count(tally.random_games, "random game"),
        tally.disagreements,
        match tally.skipped {
            0 => String::new(),
            n => format!(", {n} skipped (game types the engine does not play)"),
        }
    )?;
    if tally.disagreements == 0 {
        return Ok(());
    }
    let kinds: Vec<String> = tally
        .by_kind
        .iter()
        .map(|(kind, n)| format!("{kind} {n}"))
        .collect();
    writeln!(
        out,
        "  by kind: {}; in {}",
        kinds.join(", "),
        count(tally.sources.len(), "game")
    )?;
    for (source, text) in &tally.shown {
        writeln!(out, "{text}")?;
        let later = tally.sources.get(source).map_or(0, |n| n - 1);
        if later > 0 {
            writeln!(
                out,
                "    (and {} of this game after it)",
                count(later, "position")
            )?;
        }
    }
    if tally.sources.len() > tally.shown.len() {
        writeln!(
            out,
            "  … {} with disagreements not shown (--show {})",
            count(tally.sources.len() - tally.shown.len(), "more game"),
            args.show
        )?;
    }
    Ok(())
}

/// Compares one position unless it was compared already; false once the engine is given up.
fn compare_one(
    driver: &mut Driver,
    game: &Game,
    (source, label): (&str, &dyn Fn() -> String),
    seen: &mut HashSet<String>,
    tally: &mut Tally,
    show: usize,
) -> bool {
    if driver.given_up() {
        return false;
    }
    if !seen.insert(game.to_string()) {
        return true;
    }
    tally.compared += 1;
    if let Err(fault) = driver.check_position(game) {
        tally.record(source, label(), game, &fault, show);
    }
    !driver.given_up()
}

/// Every position of the corpus's games, in file order.
fn compare_corpus(
    driver: &mut Driver,
    corpus: &[CorpusGame],
    played: &[GameType],
    args: &UhpCheckArgs,
    seen: &mut HashSet<String>,
    tally: &mut Tally,
) {
    if corpus.is_empty() {
        return;
    }
    let total = corpus
        .iter()
        .map(|g| {
            if g.every_ply {
                g.game.moves().len() + 1
            } else {
                1
            }
        })
        .sum();
    let progress = bar(total, "corpus", "positions");
    'games: for item in corpus {
        let plies = item.game.moves().len();
        if !played.contains(&item.game.game_type()) {
            tally.skipped += if item.every_ply { plies + 1 } else { 1 };
            progress.inc(if item.every_ply { plies as u64 + 1 } else { 1 });
            continue;
        }
        let positions: Vec<Game> = if item.every_ply {
            prefixes(&item.game)
        } else {
            vec![item.game.clone()]
        };
        for game in positions {
            let before = tally.compared;
            let ply = game.moves().len();
            let label = || match item.every_ply {
                true => format!("{} ply {ply}", item.label),
                false => item.label.clone(),
            };
            let going = compare_one(driver, &game, (&item.label, &label), seen, tally, args.show);
            tally.from_corpus += tally.compared - before;
            progress.inc(1);
            if !going {
                break 'games;
            }
        }
    }
    progress.finish_and_clear();
}

/// Every position of `--games` random games of each game type.
fn compare_random(
    driver: &mut Driver,
    types: &[GameType],
    args: &UhpCheckArgs,
    seen: &mut HashSet<String>,
    tally: &mut Tally,
) {
    let progress = bar(types.len() * args.games, "random games", "games");
    for (t, &game_type) in types.iter().enumerate() {
        for i in 0..args.games {
            if driver.given_up() {
                break;
            }
            // One stream per game: a game is the same whatever else is asked for.
            let seed = args.seed ^ ((t * 1_000_003 + i) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let mut rng = Rng::new(seed);
            let mut game = Game::new(game_type);
            let source = format!("random {game_type} #{}", i + 1);
            tally.random_games += 1;
            loop {
                let ply = game.moves().len();
                let label = || format!("{source} (--seed {}) ply {ply}", args.seed);
                if !compare_one(driver, &game, (&source, &label), seen, tally, args.show) {
                    progress.finish_and_clear();
                    return;
                }
                if ply >= args.plies || !random_play(&mut game, &mut rng) {
                    break;
                }
            }
            progress.inc(1);
        }
    }
    progress.finish_and_clear();
}

/// The game at each ply, from the start, replayed under UHP's rules (a record played
/// under other opening rules stops where they differ).
fn prefixes(game: &Game) -> Vec<Game> {
    let mut now = Game::new(game.game_type());
    let mut all = vec![now.clone()];
    for mv in game.moves() {
        if now.play(mv).is_err() {
            break;
        }
        all.push(now.clone());
    }
    all
}

/// Every game in `dir` and the folders below it, files in name order: records (.sgf,
/// .pgn, .json) and GameStrings in text files (.txt, .tsv). What does not read is said on
/// standard error and left out.
fn read_corpus(dir: &Path) -> Result<Vec<CorpusGame>, CliError> {
    let mut files = Vec::new();
    list_files(dir, &mut files)?;
    let progress = bar(files.len(), "reading the corpus", "files");
    let mut games = Vec::new();
    for path in files {
        progress.inc(1);
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or_default()
            .to_ascii_lowercase();
        let label = shown_path(path.strip_prefix(dir).unwrap_or(&path));
        match ext.as_str() {
            "sgf" | "pgn" | "json" => read_records(&path, &label, &mut games, &progress),
            "txt" | "tsv" => read_game_strings(&path, &label, &mut games, &progress),
            _ => {}
        }
    }
    progress.finish_and_clear();
    Ok(games)
}

fn list_files(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), CliError> {
    let read_err = |source| {
        CliError::from(record::OpenError::Read {
            path: dir.to_path_buf(),
            source,
        })
    };
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(read_err)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            list_files(&path, files)?;
        } else if path.is_file() {
            files.push(path);
        }
    }
    Ok(())
}

fn read_records(
    path: &Path,
    label: &str,
    games: &mut Vec<CorpusGame>,
    progress: &indicatif::ProgressBar,
) {
    let opened = match record::open(path) {
        Ok(opened) => opened,
        Err(e) => return say(progress, format!("  skipped: {}", shown(&e.to_string()))),
    };
    let several = opened.games.len() > 1;
    for (i, loaded) in opened.games.into_iter().enumerate() {
        let game = loaded
            .map_err(|e| e.to_string())
            .and_then(|l| l.record.replay().map_err(|e| e.to_string()));
        match game {
            Ok(game) => games.push(CorpusGame {
                label: match several {
                    true => format!("{label} game {}", i + 1),
                    false => label.to_string(),
                },
                game,
                every_ply: true,
            }),
            Err(why) => say(progress, format!("  skipped {label}: {}", shown(&why))),
        }
    }
}

fn read_game_strings(
    path: &Path,
    label: &str,
    games: &mut Vec<CorpusGame>,
    progress: &indicatif::ProgressBar,
) {
    let text = std::fs::metadata(path)
        .and_then(|m| match m.len() <= MAX_TEXT {
            true => std::fs::read(path),
            false => Err(io::Error::other("too large to be a list of games")),
        })
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned());
    let text = match text {
        Ok(text) => text,
        Err(e) => return say(progress, format!("  skipped {label}: {e}")),
    };
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        // Any field that reads as a GameString with a game type in front.
        for field in line
            .split('\t')
            .filter(|f| f.starts_with("Base") && f.contains(';'))
        {
            if let Ok(game) = Game::parse(field.trim()) {
                games.push(CorpusGame {
                    label: format!("{label}:{}", n + 1),
                    game,
                    every_ply: false,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_run_from_the_start_to_the_game() {
        let game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
        let all = prefixes(&game);
        assert_eq!(all.len(), 5);
        assert_eq!(all[0].to_string(), "Base;NotStarted;White[1]");
        assert_eq!(all[4].to_string(), game.to_string());
    }
}
