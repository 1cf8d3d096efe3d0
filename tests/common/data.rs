//! Test data: the fixtures under `tests/data/`, the shared corpus beside the checkout, and
//! one reader for their tab-separated tables.

use std::path::{Path, PathBuf};

/// A path under `tests/data/`.
pub fn fixture_path(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(relative)
}

/// The text of a fixture under `tests/data/`.
pub fn fixture_text(relative: &str) -> String {
    let path = fixture_path(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether a test must fail, not skip, when what it needs is missing: under CI (`CI=true`,
/// as CI services set it) or with `HIVE_REQUIRE_CORPUS=1` (which `.ci/run` sets). A skipped
/// test is reported as passed by `cargo test`, so anywhere the data is expected to be
/// present, a skip must be a failure.
pub fn must_not_skip() -> bool {
    let set = |name: &str, value: &str| {
        std::env::var(name).is_ok_and(|v| v.trim().eq_ignore_ascii_case(value))
    };
    set("HIVE_REQUIRE_CORPUS", "1") || set("CI", "true")
}

/// Reports that `test` did not check what needs `missing`: a failure when
/// [`must_not_skip`], otherwise a banner on the real standard error. `eprintln!` would be
/// captured and thrown away with the output of a passing test; a write to `io::stderr()`
/// is not captured, so the banner shows in `cargo test`'s output.
#[track_caller]
pub fn not_run(test: &str, missing: &str) {
    if must_not_skip() {
        panic!(
            "{test} cannot run: {missing}. Tests may not skip under CI (CI=true) or with \
             HIVE_REQUIRE_CORPUS=1."
        );
    }
    use std::io::Write;
    let line = "*".repeat(78);
    let _ = writeln!(
        std::io::stderr().lock(),
        "\n{line}\n* NOT RUN: {test}\n*   {missing},\n*   so this test checked NOTHING that needs it, and cargo counts it as passed.\n*   (Set HIVE_REQUIRE_CORPUS=1 to make this a failure, as CI does.)\n{line}"
    );
}

/// Where the shared reference corpus is: `$HIVE_CORPUS` when set, else `../shared/corpus`
/// beside the checkout.
pub fn corpus_path() -> PathBuf {
    match std::env::var_os("HIVE_CORPUS") {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"),
    }
}

/// The shared reference corpus (see [`corpus_path`]) for `test`, or `None` when it is
/// missing, after [`not_run`] has said so (which fails the test under CI).
#[track_caller]
pub fn require_corpus(test: &str) -> Option<PathBuf> {
    let corpus = corpus_path();
    if corpus.is_dir() {
        return Some(corpus);
    }
    not_run(
        test,
        &format!(
            "the shared corpus {} is not a directory (HIVE_CORPUS names another place)",
            corpus.display()
        ),
    );
    None
}

/// The data rows of a tab-separated fixture under `tests/data/`: `#` comments and blank
/// lines skipped, the header row checked, every row checked to have the header's columns.
pub fn tsv_rows(relative: &str, header: &str) -> Vec<Vec<String>> {
    let rows = tsv(relative, header.split('\t').count());
    let (first, rest) = rows
        .split_first()
        .unwrap_or_else(|| panic!("{relative} has no header row"));
    assert_eq!(first.join("\t"), header, "header row of {relative}");
    rest.to_vec()
}

/// The rows of a tab-separated fixture under `tests/data/` that has no header row (`#`
/// comments and blank lines skipped), each checked to have `columns` fields.
pub fn tsv(relative: &str, columns: usize) -> Vec<Vec<String>> {
    fixture_text(relative)
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<String> = line.split('\t').map(str::to_string).collect();
            assert_eq!(f.len(), columns, "row `{line}` of {relative}");
            f
        })
        .collect()
}

/// One game of the shared corpus's `boardspace/replays.jsonl` (see the corpus README,
/// "Derived data").
pub struct Replay {
    /// The SGF file, relative to `boardspace/`.
    pub file: String,
    /// The UHP game type (`Base+MLP`).
    pub game_type: String,
    /// The game as UHP MoveStrings, passes included.
    pub moves: Vec<String>,
    /// For each ply, nokamute's number of legal moves before it.
    pub counts: Vec<u64>,
    /// nokamute replayed the whole game.
    pub nokamute_ok: bool,
    /// nokamute's final game state.
    pub final_state: String,
    /// How the record ends (`resign:White`, `draw-agreed`, `-`, …).
    pub record_end: String,
}

/// Every game of `boardspace/replays.jsonl` under the shared corpus `corpus`.
pub fn read_replays(corpus: &Path) -> Vec<Replay> {
    let path = corpus.join("boardspace/replays.jsonl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("{}: {e}\n{line}", path.display()));
            let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            let array = |k: &str| v[k].as_array().cloned().unwrap_or_default();
            Replay {
                file: s("file"),
                game_type: s("game_type"),
                moves: array("moves")
                    .iter()
                    .map(|m| m.as_str().expect("a MoveString").to_string())
                    .collect(),
                counts: array("validmove_counts")
                    .iter()
                    .map(|c| c.as_u64().expect("a count"))
                    .collect(),
                nokamute_ok: s("nokamute") == "ok",
                final_state: s("nokamute_final_state"),
                record_end: s("record_end"),
            }
        })
        .collect()
}

/// `text` with `len` characters from a random place replaced by `insert`: a damaged file for
/// the parsers' fuzz tests.
pub fn damaged(text: &str, at: proptest::sample::Index, len: usize, insert: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let start = at.index(chars.len());
    let end = (start + len).min(chars.len());
    chars[..start]
        .iter()
        .copied()
        .chain(insert.chars())
        .chain(chars[end..].iter().copied())
        .collect()
}

/// The JSON files (saves) directly in `dir`, sorted; none if `dir` does not exist.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}
