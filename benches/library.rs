//! The games library at scale: `hive import` of a zip archive of generated games, then the
//! first screen of `hive games`, a filtered search, and the library's size on disk.
//!
//! The games are the shared corpus's 175 boardspace games, each copied under new player
//! names and dates (so that no copy is a duplicate) and cut at a varying ply, written as
//! SGF into one zip archive as boardspace publishes them. Run with
//! `cargo bench --bench library` (100,000 games; `HIVE_BENCH_GAMES=N` for another number).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use hive::library::{Filter, Library, import};
use hive::record::{self, GameResult, Record};
use hive::rules::GameState;

fn corpus_games() -> Vec<Record> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/boardspace");
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d)
            .unwrap_or_else(|e| panic!("{}: {e} (the shared corpus is needed)", d.display()))
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "sgf") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
        .iter()
        .filter_map(|p| record::open(p).ok()?.into_first().ok())
        .map(|l| l.record)
        .collect()
}

/// Copy `i` of `base`: new names and date, and cut at a ply that varies with `i`.
fn variant(base: &Record, i: usize) -> Record {
    let mut r = base.clone();
    r.white = format!("{} {}", base.white, i % 997);
    r.black = format!("{} {}", base.black, i / 997);
    r.started = None;
    let day = jiff::civil::date(2006, 1, 1)
        .checked_add(jiff::Span::new().days((i % 7000) as i64))
        .unwrap();
    r.date_text = Some(day.strftime("%Y-%m-%d").to_string());
    let keep = base.moves.len() / 2 + i % (base.moves.len() / 2 + 1);
    if keep < base.moves.len() {
        r.moves.truncate(keep);
        r.result = GameResult::from_state(GameState::InProgress);
        if r.replay().is_err() {
            return base.clone();
        }
    }
    r
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn dir_size(dir: &Path, pick: impl Fn(&str) -> bool) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| pick(&e.file_name().to_string_lossy()))
        .map(|e| e.metadata().map_or(0, |m| m.len()))
        .sum()
}

fn main() {
    let n: usize = std::env::var("HIVE_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    // `cargo test` runs benches too, briefly: a few games only.
    let n = if std::env::args().any(|a| a == "--bench") {
        n
    } else {
        200
    };
    let base = corpus_games();
    assert!(base.len() >= 100, "{} corpus games", base.len());
    let tmp = tempfile::tempdir().unwrap();
    // HIVE_BENCH_DIR keeps the library there (its `games` folder), to time `hive games`
    // itself on it afterwards.
    let root =
        std::env::var_os("HIVE_BENCH_DIR").map_or_else(|| tmp.path().to_path_buf(), PathBuf::from);
    std::fs::create_dir_all(&root).unwrap();
    let games = root.join("games");
    // A library kept by an earlier run (`HIVE_BENCH_DIR`) is measured again as it is.
    if games.join(hive::library::INDEX_FILE).is_file() {
        println!(
            "{} kept from an earlier run: measured as it is",
            games.display()
        );
    } else {
        let archive: PathBuf = tmp.path().join("games.zip");
        let t = Instant::now();
        {
            let mut z = zip::ZipWriter::new(std::fs::File::create(&archive).unwrap());
            let options = zip::write::SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated);
            let mut written = 0;
            for i in 0..n {
                let r = variant(&base[i % base.len()], i);
                let Ok(text) = record::sgf::write(&r) else {
                    continue;
                };
                z.start_file(format!("games/G-{i:06}.sgf"), options)
                    .unwrap();
                z.write_all(text.as_bytes()).unwrap();
                written += 1;
            }
            z.finish().unwrap();
            println!("generated {written} games in {:.1?}", t.elapsed());
        }

        // The folder first, or the library would be in memory (as for a folder not there).
        std::fs::create_dir_all(&games).unwrap();
        let t = Instant::now();
        let mut lib = Library::open(&games).unwrap();
        assert_eq!(lib.storage(), hive::library::Storage::File);
        let report = import::import(&mut lib, &[archive], |_| {}).unwrap();
        let took = t.elapsed();
        println!(
            "import: {} games added, {} duplicates, {} refused in {:.1?} ({:.0} games/s, {} threads)",
            report.progress.added,
            report.progress.duplicates,
            report.progress.refused,
            took,
            report.progress.added as f64 / took.as_secs_f64(),
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
        for r in report.refused.iter().take(3) {
            println!("  refused {}: {}", r.what, r.why);
        }
        drop(lib);
        let added = report.progress.added.max(1) as f64;
        let index = dir_size(&games, |n| n.starts_with("library.sqlite"));
        let saves = dir_size(&games, |n| n.ends_with(".json"));
        println!(
            "size per 1,000 games: index {:.2} MB, JSON saves {:.2} MB",
            index as f64 / added * 1000.0 / 1e6,
            saves as f64 / added * 1000.0 / 1e6
        );
    }
    // The first screen: open (the folder compared with the index), 40 games, short names.
    // On a terminal the index is trusted when the folder's time is unchanged
    // (`open_quick`); a script's list compares every file first (`open`).
    let screen = |filter: &Filter, quick: bool| {
        let lib = match quick {
            true => Library::open_quick(&games).unwrap(),
            false => Library::open(&games).unwrap(),
        };
        let (list, total) = lib.list(filter, Some(40)).unwrap();
        for e in &list {
            lib.id_digits(e.id).unwrap();
        }
        (list.len(), total)
    };
    let time = |filter: &Filter, quick: bool| {
        let runs: Vec<Duration> = (0..7)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(screen(filter, quick));
                t.elapsed()
            })
            .collect();
        median(runs)
    };
    let all = Filter::default();
    // The first open after the import compares every file once and records the time.
    screen(&all, false);
    println!(
        "hive games, first screen: {:.1?} on a terminal, {:.1?} every file compared (medians of 7)",
        time(&all, true),
        time(&all, false)
    );
    let searches = [
        Filter {
            player: Some("dumbot".into()),
            ..Filter::default()
        },
        Filter {
            words: vec!["zzz-no-such-name".into()],
            ..Filter::default()
        },
        Filter {
            since: "2015-01-01T00:00:00Z".parse().ok(),
            until: "2016-01-01T00:00:00Z".parse().ok(),
            outcome: Some(hive::library::Outcome::White),
            ..Filter::default()
        },
    ];
    for f in &searches {
        let (shown, total) = screen(f, true);
        println!(
            "filtered search {:?}: {shown} shown of {total} in {:.1?} (median of 7)",
            (&f.player, &f.words, f.since.is_some()),
            time(f, true)
        );
    }
    // The opening explorer on the index: the library opened once (as the terminal game
    // does), then positions of a corpus game from the empty board on, each answered with
    // its next moves and the first 200 games that reached it.
    let lib = Library::open_quick(&games).unwrap();
    let line = base[0].replay().unwrap();
    for ply in [0, 1, 2, 4, 8] {
        let mut at = hive::rules::Game::with_rules(line.game_type(), line.position().rules());
        for mv in line.moves().take(ply) {
            at.play(mv).unwrap();
        }
        let mut reached = 0;
        let runs: Vec<Duration> = (0..7)
            .map(|_| {
                let t = Instant::now();
                let e = lib.explore(&at, None, 200).unwrap();
                reached = e.reached.results.games();
                std::hint::black_box(e);
                t.elapsed()
            })
            .collect();
        println!(
            "explorer query after {ply} plies: {reached} games reached it, in {:.1?} (median of 7)",
            median(runs)
        );
    }
}
