//! Seeks in the club's lobby, with the real OpenSSH client and real keys: one member makes
//! a rated seek, the other sees it (and who is here) and accepts it, they play it to its
//! end and both ratings move as Glicko-2 says; the cap on open seeks is refused with a
//! sentence, and a member's seeks go with their last connection.

use hive::club::Pool;
use hive::rating::{Rating, Score, after_game};

use super::club::{ratings_after, resign};
use super::lobby::{keygen, member};
use super::plain::wait_said;
use super::serve::{Served, have_ssh};
use crate::pty::{Tui, WAIT, fresh_data_dir};

/// The colour the game on `screen` has its player play.
fn side_of(screen: &mut Tui) -> &'static str {
    let text = screen.wait_for("you play", WAIT);
    if text.contains("you play White") {
        "White"
    } else {
        assert!(text.contains("you play Black"), "{text}");
        "Black"
    }
}

#[test]
fn a_member_accepts_anothers_rated_seek_and_both_ratings_move_as_glicko_2_says() {
    let test = "a_member_accepts_anothers_rated_seek_and_both_ratings_move_as_glicko_2_says";
    if !have_ssh(test) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (alice, bob) = (keys.path().join("alice"), keys.path().join("bob"));
    let listed = format!("{}{}", keygen(&alice, "alice"), keygen(&bob, "bob"));
    let file = keys.path().join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let file = file.display().to_string();
    let dir = fresh_data_dir();
    let args = [
        "--authorized-keys",
        &file,
        "--clock",
        "5+3",
        "--max-seeks",
        "1",
    ];
    let served = Served::start_with(&dir, &args);
    let before = ratings_after(&dir, 0, Pool::Blitz);

    // Alice makes a seek as it starts: all expansions, the server's clock, rated, colour
    // at random; a second is over her cap (one, here), and says so.
    let mut seeker = member(&served, &alice);
    seeker.wait_for("hive · lobby · alice", WAIT);
    seeker.send("s");
    seeker.wait_for("Open seeks", WAIT);
    seeker.send("n");
    seeker.wait_for("A new seek", WAIT);
    seeker.send("\r");
    seeker.wait_for("Your seek is open", WAIT);
    seeker.wait_for(
        "▶ you  Base+MLP  5+3  rated  colour at random  rulebook opening",
        WAIT,
    );
    seeker.send("n");
    seeker.wait_for("A new seek", WAIT);
    seeker.send("\r");
    seeker.wait_for("You have an open seek, as many as one member may", WAIT);

    // Bob sees who is here and her seek, and accepts it: he is in the game at once.
    let mut accepter = member(&served, &bob);
    accepter.wait_for("hive · lobby · bob", WAIT);
    accepter.send("s");
    accepter.wait_for("Here now (2): alice, bob", WAIT);
    accepter.wait_for("▶ alice  Base+MLP  5+3  rated", WAIT);
    accepter.send("\r");
    let bobs = side_of(&mut accepter);

    // Alice is told, and finds the game at the top of her list; she sits at her side.
    seeker.wait_for("bob accepted your seek", WAIT);
    seeker.send("\x1b");
    seeker.wait_for("▶ Base+MLP  5+3", WAIT);
    seeker.send("\r");
    let alices = side_of(&mut seeker);
    assert_ne!(alices, bobs);

    // White plays, Black resigns.
    let (white, black, white_name, black_name) = match alices {
        "White" => (&mut seeker, &mut accepter, "alice", "bob"),
        _ => (&mut accepter, &mut seeker, "bob", "alice"),
    };
    white.type_move(1, "wS1");
    black.wait_for("1. wS1", WAIT);
    resign(black);
    white.wait_for("resigned", WAIT);

    let after = ratings_after(&dir, 1, Pool::Blitz);
    let rating_of = |rows: &[(String, Rating)], name: &str| {
        rows.iter()
            .find(|(n, _)| n == name)
            .map(|(_, r)| *r)
            .unwrap_or_else(|| panic!("no member {name}: {rows:?}"))
    };
    let (won, lost) = after_game(
        rating_of(&before, white_name),
        rating_of(&before, black_name),
        Score::Win,
        0.75,
    );
    let close = |a: Rating, b: Rating| {
        (a.rating - b.rating).abs() < 1e-6 && (a.deviation - b.deviation).abs() < 1e-6
    };
    assert!(close(rating_of(&after, white_name), won), "{after:?}");
    assert!(close(rating_of(&after, black_name), lost), "{after:?}");
    assert!(won.rating > 1500.0 && lost.rating < 1500.0);

    // Back in the lobby, each is offered a rematch, colours swapped. Alice offers it; Bob
    // is told, and accepts it on his seeks page: he plays the other colour now.
    let quit = |screen: &mut Tui| {
        screen.send("q");
        screen.wait_for("Quit this game?", WAIT);
        screen.send("y");
        screen.wait_for("Your games", WAIT);
    };
    quit(&mut seeker);
    quit(&mut accepter);
    seeker.wait_for(
        "Your game with bob is over: R offers a rematch, colours swapped.",
        WAIT,
    );
    accepter.wait_for("Your game with alice is over", WAIT);
    seeker.send("R");
    seeker.wait_for("Your challenge is sent.", WAIT);
    accepter.wait_for("alice challenges you", WAIT);
    accepter.send("s");
    let swapped = format!("▶ alice → you  Base+MLP  5+3  rated  plays {bobs}");
    accepter.wait_for(&swapped, WAIT);
    accepter.send("\r");
    assert_eq!(side_of(&mut accepter), alices);
    quit(&mut accepter);

    // Alice seeks again and leaves: her seek goes with her.
    seeker.send("s");
    seeker.send("n");
    seeker.wait_for("A new seek", WAIT);
    seeker.send("\r");
    seeker.wait_for("Your seek is open", WAIT);
    accepter.send("s");
    accepter.wait_for("▶ alice  Base+MLP", WAIT);
    seeker.send("\x1b");
    seeker.wait_for("Your games", WAIT);
    seeker.send("q");
    seeker.send("y");
    assert!(seeker.wait_exit(WAIT).success());
    accepter.wait_for("Here now (1): bob", WAIT);
    accepter.wait_for("None open", WAIT);
}

/// A challenge typed in the plain lobby: only the member challenged sees it; declined, the
/// challenger sees so; a seek typed there is accepted from the board's lobby, and its
/// maker is told; a third member watches their game from the list of games in play.
#[test]
fn a_challenge_from_the_plain_lobby_is_declined_and_a_typed_seek_accepted() {
    let test = "a_challenge_from_the_plain_lobby_is_declined_and_a_typed_seek_accepted";
    if !have_ssh(test) {
        return;
    }
    let keys = tempfile::tempdir().unwrap();
    let (alice, bob, cy) = (
        keys.path().join("alice"),
        keys.path().join("bob"),
        keys.path().join("cy"),
    );
    let listed = format!(
        "{}{}{}",
        keygen(&alice, "alice"),
        keygen(&bob, "bob"),
        keygen(&cy, "cy")
    );
    let file = keys.path().join("authorized_keys");
    std::fs::write(&file, listed).unwrap();
    let file = file.display().to_string();
    let served = Served::start_with(&fresh_data_dir(), &["--authorized-keys", &file]);

    let mut board = member(&served, &alice);
    board.wait_for("hive · lobby · alice", WAIT);
    board.send("s");
    board.wait_for("Open seeks", WAIT);
    let mut third = member(&served, &cy);
    third.wait_for("hive · lobby · cy", WAIT);
    third.send("s");
    let mut plain = super::lobby::member_on(&served, &bob, Some("dumb"));
    wait_said(&plain, "The lobby of bob", 1);
    plain.send("challenge alice casual 5+3 white\r");
    wait_said(&plain, "Your challenge is sent.", 1);

    // Alice sees it (Cy does not), and declines it.
    board.wait_for("▶ bob → you  Base+MLP  5+3  casual  plays White", WAIT);
    third.wait_for("Here now (3): alice, bob, cy", WAIT);
    assert!(!third.screen().contains("bob →"), "{}", third.screen());
    board.send("d");
    board.wait_for("You declined bob's challenge", WAIT);
    plain.send("seeks\r");
    wait_said(
        &plain,
        "1. you → alice: Base+MLP, 5+3, casual, plays White, declined.",
        1,
    );

    // A seek typed in plain words, accepted from the board's lobby.
    plain.send("seek black none\r");
    wait_said(&plain, "Your seek is open", 1);
    board.wait_for("bob  Base+MLP  no clock  rated  plays Black", WAIT);
    board.send("\r");
    board.wait_for("you play White", WAIT);
    // Told with the plain lobby's words, not the board's keys.
    wait_said(
        &plain,
        "alice accepted your seek: it is game 1 of your list (play 1 plays it).",
        1,
    );
    // Cy sees the game in play between them, and watches it.
    third.wait_for("alice – bob  Base+MLP  no clock  0 plies", WAIT);
    third.send("\r");
    third.wait_for("A shared game: you are watching.", WAIT);
    plain.send("list\r");
    wait_said(&plain, "1. Base+MLP, no clock: you play Black", 1);
}
