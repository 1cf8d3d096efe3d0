//! The readers CI fuzzes for a bounded time (the cargo-fuzz targets in `fuzz/` run the same
//! readers for as long as one likes): GameStrings, MoveStrings and PGN, from random text and
//! from valid input damaged at random. Never a panic; what is read back is consistent.

use std::path::Path;

use proptest::prelude::*;

use hive::record;
use hive::rules::{Game, Rules, UhpMove};

/// A Base+MLP game in progress, 16 plies of a real boardspace game (the fixture
/// `tests/data/record/HV-SmartBot0-Codysaurus-2020-03-29-2019`): a Pillbug, a beetle on
/// the white Queen.
const GAME: &str = r"Base+MLP;InProgress;White[9];wA1;bP -wA1;wS1 wA1/;bQ /bP;wS2 wS1/;bA1 \bP;wQ -wS2;bA1 \wQ;wS2 wA1\;bB1 -bA1;wS2 /bQ;bB1 -wQ;wB1 wS2\;bB1 wQ;wB1 wS2-;bS1 bA1-";

/// One game in hivegame.com's PGN.
const PGN: &str = "[GameType \"Base+MLP\"]\n[White \"ann\"]\n[Black \"bob\"]\n[Result \"WhiteWins\"]\n\n1. wS1\n2. bG1 -wS1\n3. wQ wS1/\n4. bQ /bG1\n5. wP wQ-\n6. bA1 \\bQ\n\nWhiteWins\n";

/// `text` with `len` characters from `at` replaced by `insert`.
fn damaged(text: &str, at: prop::sample::Index, len: usize, insert: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let start = at.index(chars.len() + 1);
    let end = (start + len).min(chars.len());
    chars[..start]
        .iter()
        .chain(insert.chars().collect::<Vec<_>>().iter())
        .chain(&chars[end..])
        .collect()
}

/// Reads `text` every way a GameString is read; what reads back writes out the same game.
fn check_game_string(text: &str) -> Result<(), TestCaseError> {
    if let Ok(game) = Game::parse(text) {
        let again = Game::parse(&game.to_string());
        prop_assert_eq!(again.map(|g| g.to_string()), Ok(game.to_string()));
    }
    if let Ok((game, _)) = Game::parse_lenient(text, Rules::default()) {
        prop_assert!(Game::parse(&game.to_string()).is_ok(), "{game}");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn game_strings_from_random_text(text in "\\PC{0,200}") {
        check_game_string(&text)?;
    }

    #[test]
    fn game_strings_damaged_at_random(
        at in any::<prop::sample::Index>(),
        len in 0usize..12,
        insert in "[\\PC;\\\\/\\-\\[\\]wbQSBGAMLP0-9 ]{0,8}",
    ) {
        check_game_string(&damaged(GAME, at, len, &insert))?;
    }

    #[test]
    fn move_strings_parse_resolve_and_play_or_say_why(
        text in prop_oneof![
            "\\PC{0,30}",
            "[wb][QSBGAMLP][0-3]?( [\\\\/\\-]?[wb][QSBGAMLP][0-3]?[\\\\/\\-]?)?",
        ]
    ) {
        let mut game = Game::parse(GAME).unwrap();
        let before = game.to_string();
        if let Ok(parsed) = text.parse::<UhpMove>()
            && let Ok(mv) = parsed.resolve(game.position())
        {
            // A resolved move is legal or refused by play; never a broken game.
            if game.position().legal_moves().contains(&mv) {
                prop_assert!(game.play(mv).is_ok());
                prop_assert!(Game::parse(&game.to_string()).is_ok());
            } else {
                prop_assert!(game.play(mv).is_err());
                prop_assert_eq!(&game.to_string(), &before);
            }
        }
        // The lenient reader the engine uses: played, or the game unchanged.
        let mut lenient = Game::parse(GAME).unwrap();
        if lenient.play_str_lenient(&text).is_err() {
            prop_assert_eq!(lenient.to_string(), before);
        }
    }

    #[test]
    fn pgn_damaged_at_random(
        at in any::<prop::sample::Index>(),
        len in 0usize..12,
        insert in "[\\PC\\[\\]\"\\.{}; 0-9]{0,10}",
    ) {
        let text = damaged(PGN, at, len, &insert);
        if let Ok(games) = record::pgn::read(Path::new("fuzz.pgn"), &text) {
            for g in games.into_iter().flatten() {
                prop_assert_eq!(g.record.moves.len(), g.game.moves().len());
                // What was imported exports and reads back as the same moves.
                let back = record::pgn::read(Path::new("back.pgn"), &record::pgn::write(&g.record));
                let back = back.ok().and_then(|v| v.into_iter().next()).and_then(Result::ok);
                prop_assert_eq!(
                    back.map(|b| b.game.move_strings().map(str::to_string).collect::<Vec<_>>()),
                    Some(g.game.move_strings().map(str::to_string).collect::<Vec<_>>())
                );
            }
        }
    }
}
