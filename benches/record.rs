//! Import speed: reading a boardspace SGF record (the 26-ply fixture with a pillbug throw).

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use hive::record;

fn bench(c: &mut Criterion) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/record/HV-SmartBot0-Codysaurus-2020-03-29-2019.sgf");
    c.bench_function("import a 26-ply boardspace SGF", |b| {
        b.iter(|| {
            let opened = record::open(&path).expect("the fixture reads");
            let game = opened.into_first().expect("the fixture imports");
            assert_eq!(game.record.moves.len(), 26);
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
