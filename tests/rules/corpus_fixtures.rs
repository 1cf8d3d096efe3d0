//! The fixtures in `tests/data/` are byte-identical copies of the shared reference corpus.

use std::fs;

use crate::common::data::{fixture_path, require_corpus};

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

#[test]
fn every_fixture_is_present_and_named_in_the_data_readme() {
    let readme = fs::read_to_string(fixture_path("README.md")).expect("tests/data/README.md");
    for file in COPIES {
        let path = fixture_path(file);
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
    let Some(corpus) = require_corpus("fixtures_are_byte_identical_to_the_shared_corpus") else {
        return;
    };
    let mut differences = Vec::new();
    for file in COPIES {
        let original = fs::read(corpus.join(file))
            .unwrap_or_else(|e| panic!("{}: {e}", corpus.join(file).display()));
        let copy =
            fs::read(fixture_path(file)).unwrap_or_else(|e| panic!("tests/data/{file}: {e}"));
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
