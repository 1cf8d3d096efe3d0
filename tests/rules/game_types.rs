//! Game types as other engines write them: the expansion letters in any order (Mzinga and
//! nokamute read `Base+LMP`), written back in UHP's order.

use hive::rules::{Game, GameType};

#[test]
fn expansion_letters_are_read_in_any_order_and_written_in_uhp_order() {
    for (text, canonical) in [
        ("Base+LMP", "Base+MLP"),
        ("Base+PML", "Base+MLP"),
        ("Base+PLM", "Base+MLP"),
        ("Base+PM", "Base+MP"),
        ("Base+LM", "Base+ML"),
        ("Base+PL", "Base+LP"),
        ("Base+MLP", "Base+MLP"),
        ("Base+L", "Base+L"),
        ("Base", "Base"),
    ] {
        let parsed: GameType = text.parse().unwrap();
        assert_eq!(parsed.to_string(), canonical, "{text}");
        let game = Game::parse(&format!("{text};InProgress;White[1]")).unwrap();
        assert!(
            game.to_string().starts_with(&format!("{canonical};")),
            "{game}"
        );
    }
    for refused in [
        "Base+MPM",
        "Base+LL",
        "Base+",
        "Base+mlp",
        "Base+MLPX",
        "MLP",
        "base",
    ] {
        let e = refused.parse::<GameType>().unwrap_err().to_string();
        assert!(e.contains("each at most once"), "{refused}: {e}");
        assert!(Game::parse(refused).is_err(), "{refused}");
    }
}
