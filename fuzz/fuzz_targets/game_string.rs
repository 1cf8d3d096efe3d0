//! GameStrings and MoveStrings: any text, never a panic; what parses prints back and parses
//! to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = hive::Game::parse(&text) {
        let again = hive::Game::parse(&game.to_string()).expect("a GameString we wrote reads");
        assert_eq!(again.to_string(), game.to_string());
    }
    let _ = hive::Game::parse_lenient(&text, hive::Rules::default());
    if let Ok(mv) = text.parse::<hive::UhpMove>() {
        assert_eq!(mv.to_string().parse::<hive::UhpMove>(), Ok(mv));
    }
});
