//! `hive puzzles`: solving the shipped puzzles in the terminal (rated, by theme, or a
//! streak), the set counted (`--list`) or printed (`--json`), and `hive puzzles generate`,
//! which finds and proves puzzles in any games.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use hive::engine::puzzles::rating::Ratings;
use hive::engine::puzzles::set::{self, Puzzle, position_key};
use hive::engine::puzzles::{Candidate, Found, Prover, Theme, find_in_game, self_play};
use hive::rules::Game;
use hive::tui::Start;
use hive::tui::model::PuzzleMode;

use crate::args::{GenerateArgs, ProveArgs, PuzzlesAction, PuzzlesArgs};
use crate::error::CliError;

use super::{look, needs_terminal, plain_look, print_with, run_exercises, shown_path};

/// Runs `hive puzzles`.
pub fn run(args: PuzzlesArgs, lang: &hive::lang::Lang) -> Result<(), CliError> {
    match args.action {
        Some(PuzzlesAction::Generate(g)) => generate(&g),
        Some(PuzzlesAction::Prove(p)) => prove_again(&p),
        None if args.json => {
            let puzzles = set::shipped().map_err(|e| CliError::Puzzles(e.to_string()))?;
            let json = set::public_json(&puzzles).map_err(|e| CliError::Puzzles(e.to_string()))?;
            print_with(|out| writeln!(out, "{json}"))
        }
        None if args.list => {
            let puzzles = set::shipped().map_err(|e| CliError::Puzzles(e.to_string()))?;
            let ratings = Ratings::default_path()
                .ok()
                .and_then(|path| Ratings::load(&path).ok())
                .unwrap_or_default();
            print_with(|out| summary(out, &puzzles, &ratings, lang))
        }
        None => {
            // Checked by clap: one of the themes' names.
            let theme = args.theme.as_deref().map(str::parse::<Theme>).transpose();
            let theme = theme.map_err(|e| CliError::Puzzles(e.to_string()))?;
            let mode = match (theme, args.streak) {
                (Some(theme), _) => PuzzleMode::Theme(theme),
                (None, true) => PuzzleMode::Streak,
                (None, false) => PuzzleMode::Rated,
            };
            let look = match args.plain {
                true => plain_look(),
                false => {
                    needs_terminal("hive puzzles")?;
                    look(crate::args::Theme::Auto)
                }
            };
            // Which of the puzzles near the rating come: different from run to run.
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            run_exercises(args.plain, Start::Puzzles { mode, seed }, look, lang)
        }
    }
}

/// The shipped set counted by kind and N, and by theme, with the player's rating.
fn summary(
    out: &mut impl Write,
    puzzles: &[Puzzle],
    ratings: &Ratings,
    lang: &hive::lang::Lang,
) -> std::io::Result<()> {
    let head = hive::say!(lang, "puzzles-list-head", count = puzzles.len());
    writeln!(out, "{head}")?;
    for (kind, id) in [("win", "puzzles-list-win"), ("save", "puzzles-list-save")] {
        for n in 1..=4u32 {
            let count = puzzles
                .iter()
                .filter(|p| p.kind == kind && p.moves == n)
                .count();
            if count > 0 {
                writeln!(out, "{}", hive::say!(lang, id, moves = n, count = count))?;
            }
        }
    }
    writeln!(out, "{}", lang.get("puzzles-list-themes"))?;
    for theme in Theme::ALL {
        let count = puzzles
            .iter()
            .filter(|p| p.themes.iter().any(|t| t == theme.as_str()))
            .count();
        let line = hive::say!(
            lang,
            "puzzles-list-theme",
            name = theme.as_str(),
            theme = lang.get(&format!("puzzles-theme-{theme}")),
            count = count
        );
        writeln!(out, "{line}")?;
    }
    let rating = hive::say!(
        lang,
        "puzzles-list-rating",
        rating = ratings.player.rating.round() as i64,
        solved = ratings.solved.len()
    );
    writeln!(out, "{rating}")
}

/// One game to search: read from a file, or to play first.
enum Job {
    Read { source: String, game: Box<Game> },
    SelfPlay { seed: u64 },
}

/// The name a file's games go by in `source`: the path below the folder or file named
/// on the command line (its parent), so that the set does not carry this machine's paths.
fn source_name(file: &Path, roots: &[PathBuf]) -> String {
    for root in roots {
        let base = root.parent().unwrap_or(Path::new(""));
        if let Ok(rest) = file.strip_prefix(base) {
            return rest.to_string_lossy().into_owned();
        }
    }
    file.to_string_lossy().into_owned()
}

fn prove_again(args: &ProveArgs) -> Result<(), CliError> {
    let bytes = hive::record::read_capped(&args.file).map_err(|source| {
        CliError::Record(Box::new(hive::record::RecordError::Read {
            path: args.file.clone(),
            source,
        }))
    })?;
    let puzzles = set::read(&String::from_utf8_lossy(&bytes))
        .map_err(|e| CliError::Puzzles(e.to_string()))?;
    let bar = crate::progress::bar(puzzles.len(), "proving", "puzzles");
    let next = AtomicUsize::new(0);
    let kept: Mutex<Vec<Puzzle>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                let mut prover = Prover::new();
                while let Some(p) = puzzles.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let proved = p.game().ok().zip(p.kind().ok()).and_then(|(game, kind)| {
                        let solution =
                            hive::engine::puzzles::prove(&mut prover, &game, kind, p.moves);
                        let found = Found {
                            game,
                            ply: 0,
                            kind,
                            n: p.moves,
                            solution: solution.ok().flatten()?,
                        };
                        Some(Puzzle::from_found(&found, p.source.clone()))
                    });
                    match proved {
                        Some(again) => {
                            if let Ok(mut k) = kept.lock() {
                                k.push(again);
                            }
                        }
                        None => {
                            crate::progress::say(&bar, format!("  dropped {}: not proved", p.id))
                        }
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let puzzles = sorted(kept.into_inner().unwrap_or_default());
    let json = set::write(&puzzles).map_err(|e| CliError::Puzzles(e.to_string()))?;
    match &args.output {
        Some(path) => Ok(hive::record::write_atomic(path, json.as_bytes())?),
        None => print_with(|out| out.write_all(json.as_bytes())),
    }
}

/// The set in its order: by kind, N, id.
fn sorted(mut puzzles: Vec<Puzzle>) -> Vec<Puzzle> {
    puzzles.sort_by(|a, b| (&a.kind, a.moves, &a.id).cmp(&(&b.kind, b.moves, &b.id)));
    puzzles
}

fn generate(args: &GenerateArgs) -> Result<(), CliError> {
    let mut jobs = Vec::new();
    let mut refused = 0;
    let report =
        hive::library::import::read_game_files(&args.files, &mut |_| {}, &mut |path, text| {
            let opened = text.ok().and_then(|t| hive::record::parse(&path, &t).ok());
            let Some(opened) = opened else {
                refused += 1;
                return true;
            };
            let several = opened.games.len() > 1;
            for loaded in opened.games.into_iter().flatten() {
                let mut source = source_name(&path, &args.files);
                if several {
                    source.push_str(&format!("#{}", loaded.number));
                }
                jobs.push(Job::Read {
                    source,
                    game: Box::new(loaded.game),
                });
            }
            true
        });
    for r in report.refused.iter().chain(&report.skipped) {
        let _ = writeln!(std::io::stderr(), "  skipped {}: {}", r.what, r.why);
    }
    jobs.extend((0..args.self_play).map(|i| Job::SelfPlay {
        seed: args.seed + i,
    }));
    let limits = Candidate {
        max_win: args.max_win,
        max_save: args.max_save,
        budget: args.budget,
        last: args.last,
    };
    let written = Mutex::new(Instant::now());
    let bar = crate::progress::bar(jobs.len(), "finding puzzles", "games");
    let next = AtomicUsize::new(0);
    let seen: Mutex<HashSet<u64>> = Mutex::new(HashSet::new());
    let found: Mutex<Vec<Puzzle>> = Mutex::new(Vec::new());
    let positions = AtomicUsize::new(0);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads.max(1) {
            scope.spawn(|| {
                let mut prover = Prover::new();
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (source, game) = match job {
                        Job::Read { source, game } => (source.clone(), (**game).clone()),
                        Job::SelfPlay { seed } => (
                            format!("self-play {} seed {seed}", args.game_type),
                            self_play(args.game_type, *seed, 160),
                        ),
                    };
                    let mut out: Vec<Found> = Vec::new();
                    let mut keep = |pos: &hive::rules::Position| {
                        seen.lock().is_ok_and(|mut s| s.insert(position_key(pos)))
                    };
                    let searched = find_in_game(&mut prover, &game, limits, &mut keep, &mut out);
                    positions.fetch_add(searched.positions, Ordering::Relaxed);
                    if let Ok(mut all) = found.lock() {
                        for f in &out {
                            all.push(Puzzle::from_found(f, format!("{source}, ply {}", f.ply)));
                        }
                        bar.set_message(format!("finding puzzles ({} found)", all.len()));
                        // What is found so far is kept every minute: a long run stopped
                        // keeps its work.
                        if let (Some(path), Ok(mut at)) = (&args.output, written.lock())
                            && at.elapsed().as_secs() >= 60
                        {
                            *at = Instant::now();
                            if let Ok(json) = set::write(&sorted(all.clone())) {
                                let _ = hive::record::write_atomic(path, json.as_bytes());
                            }
                        }
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let puzzles = sorted(found.into_inner().unwrap_or_default());
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    let _ = writeln!(
        std::io::stderr(),
        "{} puzzles from {} games ({} positions searched, {refused} files refused) in {:.1} min: {:.1} puzzles a minute",
        puzzles.len(),
        jobs.len(),
        positions.into_inner(),
        minutes,
        puzzles.len() as f64 / minutes.max(1e-9),
    );
    let json = set::write(&puzzles).map_err(|e| CliError::Puzzles(e.to_string()))?;
    match &args.output {
        Some(path) => {
            hive::record::write_atomic(path, json.as_bytes())?;
            let _ = writeln!(std::io::stderr(), "written to {}", shown_path(path));
            Ok(())
        }
        None => print_with(|out| out.write_all(json.as_bytes())),
    }
}
