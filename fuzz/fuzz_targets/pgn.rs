//! The hivegame.com PGN reader: any bytes, never a panic; an imported game exports and
//! reads back as the same moves.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(games) = hive::record::pgn::read(Path::new("fuzz.pgn"), &text) else {
        return;
    };
    for g in games.into_iter().flatten() {
        assert_eq!(g.record.moves.len(), g.game.moves().len());
        let written = hive::record::pgn::write(&g.record);
        let back = hive::record::pgn::read(Path::new("back.pgn"), &written)
            .ok()
            .and_then(|v| v.into_iter().next())
            .and_then(Result::ok)
            .map(|b| b.game.to_string());
        assert_eq!(back, Some(g.game.to_string()));
    }
});
