//! The boardspace SGF reader: any bytes, never a panic; an imported game replays, and
//! what the writer makes of it reads back as the same moves.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((record, game)) = hive::record::sgf::read(Path::new("fuzz.sgf"), &text) {
        assert_eq!(record.moves.len(), game.moves().len());
        if let Ok(written) = hive::record::sgf::write(&record) {
            let (_, back) = hive::record::sgf::read(Path::new("fuzz.sgf"), &written)
                .expect("an SGF game we wrote reads");
            assert!(back.moves().eq(game.moves()));
        }
    }
});
