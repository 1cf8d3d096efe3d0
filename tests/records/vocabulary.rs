//! The rules' vocabulary types through serde (the `serde` feature), as a bot or web
//! client sends them: the types with a text form as that text.

use hive::rules::{Bug, Color, Direction, GameState, GameType, Hex, Move, Opening, Piece, Rules};

fn round_trip<T>(value: T, text: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(&value).unwrap();
    assert_eq!(json, text);
    assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value);
}

#[test]
fn the_vocabulary_round_trips_through_json_in_its_text_forms() {
    let spider: Piece = "wS1".parse().unwrap();
    round_trip(spider, r#""wS1""#);
    round_trip(GameType::MLP, r#""Base+MLP""#);
    round_trip(GameState::WhiteWins, r#""WhiteWins""#);
    round_trip(Opening::Tournament, r#""tournament""#);
    round_trip(Color::Black, r#""Black""#);
    round_trip(Bug::Mosquito, r#""Mosquito""#);
    round_trip(Direction::ALL[0], &format!("\"{:?}\"", Direction::ALL[0]));
    round_trip(Hex::new(-1, 2), r#"{"q":-1,"r":2}"#);
    round_trip(
        Move::Piece(spider, Hex::new(0, 1)),
        r#"{"Piece":["wS1",{"q":0,"r":1}]}"#,
    );
    round_trip(Move::Pass, r#""Pass""#);
    round_trip(
        Rules::default(),
        &serde_json::to_string(&Rules::default()).unwrap(),
    );
    // A bad text says why, as the parser does.
    let bad = serde_json::from_str::<Piece>(r#""wQ2""#).unwrap_err();
    assert!(!bad.to_string().is_empty());
    assert!(serde_json::from_str::<GameType>(r#""Base+X""#).is_err());
}
