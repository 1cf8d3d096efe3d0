//! The fixtures in `tests/data/` are byte-identical copies of the shared reference corpus.

use std::fs;
use std::path::PathBuf;

/// Every copied file, as its path under both `tests/data/` and `../shared/corpus/`.
const COPIES: [&str; 7] = [
    "mzinga/valid_moves_real_games.tsv",
    "mzinga/LICENSE.md",
    "nokamute/uhp_tests.txt",
    "nokamute/LICENSE.md",
    "positions/perft_start.tsv",
    "positions/extra_positions.tsv",
    "positions/mzinga_invalid_moves.tsv",
];

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_fixture_is_present_and_named_in_the_data_readme() {
    let data = manifest_dir().join("tests/data");
    let readme = fs::read_to_string(data.join("README.md")).expect("tests/data/README.md");
    for file in COPIES {
        let path = data.join(file);
        let len = fs::metadata(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .len();
        assert!(len > 0, "{} is empty", path.display());
        assert!(
            readme.contains(&format!("`{file}`")),
            "tests/data/README.md does not name `{file}`"
        );
    }
}

#[test]
fn fixtures_are_byte_identical_to_the_shared_corpus() {
    let corpus = manifest_dir().join("../shared/corpus");
    if !corpus.is_dir() {
        eprintln!();
        eprintln!("**************************************************************************");
        eprintln!("* SKIPPING fixtures_are_byte_identical_to_the_shared_corpus:             *");
        eprintln!("*   {} does not exist,", corpus.display());
        eprintln!("*   so the copies in tests/data/ were NOT compared with their originals. *");
        eprintln!("**************************************************************************");
        return;
    }
    let data = manifest_dir().join("tests/data");
    let mut differences = Vec::new();
    for file in COPIES {
        let original = fs::read(corpus.join(file))
            .unwrap_or_else(|e| panic!("{}: {e}", corpus.join(file).display()));
        let copy = fs::read(data.join(file))
            .unwrap_or_else(|e| panic!("{}: {e}", data.join(file).display()));
        if original != copy {
            differences.push(format!(
                "tests/data/{file} ({} bytes) differs from ../shared/corpus/{file} ({} bytes)",
                copy.len(),
                original.len()
            ));
        }
    }
    assert!(
        differences.is_empty(),
        "fixtures out of date:\n{}",
        differences.join("\n")
    );
}
