//! A game at one terminal is a room of local seats: its moves, resignations and draws are
//! proposals its own judge rules on, the judge a server's room rules with. The same
//! proposals made at one screen and to a server's room leave the same game, refused where
//! the other refuses.

use hive::room::{Judge, News, Proposal, Room, Seat};
use hive::rules::{Color, Ending, Game, GameType, Move};
use hive::tui::model::App;
use ratatui::crossterm::event::KeyCode;

use super::screens::key;

/// A server's room with both players' seats taken, and the game at one screen.
struct Both {
    _dir: tempfile::TempDir,
    seats: [hive::room::Membership; 2],
    app: App,
}

impl Both {
    fn new() -> Both {
        let dir = tempfile::tempdir().unwrap();
        let room = Room::create(
            &dir.path().join("g.json"),
            Game::new(GameType::MLP),
            "Ann",
            "Bob",
        )
        .unwrap();
        let seats = Color::ALL.map(|c| room.join(Seat::Player(c), || {}).unwrap());
        let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
        app.session.game = Game::new(GameType::MLP);
        Both {
            _dir: dir,
            seats,
            app,
        }
    }

    /// `proposal` from `side`'s seat of the server's room: whether it was refused.
    fn to_room(&self, side: Color, proposal: Proposal) -> bool {
        let seat = &self.seats[side.index()];
        seat.propose(proposal);
        seat.news.try_iter().any(|n| matches!(n, News::Refused(_)))
    }

    fn room_game(&self) -> Game {
        self.seats[0].room().game()
    }
}

/// A small deterministic generator, so a failure can be replayed.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn moves_at_one_screen_are_judged_as_a_servers_room_judges_them() {
    for seed in [1u64, 7, 42, 1234] {
        let mut state = seed;
        let mut both = Both::new();
        let (mut taken, mut refused) = (0, 0);
        for _ in 0..80 {
            let game = both.room_game();
            if game.outcome().is_over() {
                break;
            }
            let legal = game.position().legal_moves();
            let side = game.position().to_move();
            // One proposal in four is a pass where there are moves, or a move of the
            // other side's: both illegal.
            let mv = match next(&mut state) % 4 {
                0 => Move::Pass,
                _ => legal[(next(&mut state) % legal.len() as u64) as usize],
            };
            let room_refused = both.to_room(side, Proposal::Play(mv));
            let before = both.app.session.game.moves().len();
            both.app.play(mv);
            let app_refused = both.app.session.game.moves().len() == before;
            assert_eq!(app_refused, room_refused, "seed {seed}: {mv:?}");
            assert_eq!(
                both.app.session.game.moves().collect::<Vec<_>>(),
                both.room_game().moves().collect::<Vec<_>>(),
                "seed {seed}"
            );
            match room_refused {
                true => refused += 1,
                false => taken += 1,
            }
        }
        assert!(taken > 20 && refused > 5, "seed {seed}: {taken} {refused}");
        // A resignation ends both alike, and nothing is taken after it.
        let side = both.room_game().position().to_move();
        if !both.room_game().outcome().is_over() {
            assert!(!both.to_room(side, Proposal::Resign));
            key(&mut both.app, KeyCode::Char('R'));
            key(&mut both.app, KeyCode::Char('y'));
            assert_eq!(both.app.session.game.ending(), both.room_game().ending());
            assert_eq!(
                both.app.session.game.ending(),
                Some(Ending::Resignation(side))
            );
            let after = both.room_game().position().legal_moves();
            assert!(after.is_empty() || both.to_room(side.opponent(), Proposal::Resign));
        }
    }
}

#[test]
fn a_draw_offered_at_one_screen_stands_with_its_judge_until_answered() {
    let mut both = Both::new();
    let first = both.room_game().position().legal_moves()[0];
    assert!(!both.to_room(Color::White, Proposal::Play(first)));
    both.app.play(first);
    // Black offers: the screen's own judge holds the offer, as the server's room does.
    assert!(!both.to_room(Color::Black, Proposal::OfferDraw));
    key(&mut both.app, KeyCode::Char('D'));
    assert_eq!(both.app.session.judge.offer(), Some(Color::Black));
    assert_eq!(both.seats[0].room().draw_offered(), Some(Color::Black));
    // White declines; at one screen Black may offer again (nobody else is pestered),
    // between people not this move.
    assert!(!both.to_room(Color::White, Proposal::AnswerDraw(false)));
    key(&mut both.app, KeyCode::Char('n'));
    assert_eq!(both.app.session.judge.offer(), None);
    assert!(both.to_room(Color::Black, Proposal::OfferDraw));
    key(&mut both.app, KeyCode::Char('D'));
    assert_eq!(both.app.session.judge.offer(), Some(Color::Black));
    key(&mut both.app, KeyCode::Char('y'));
    assert_eq!(both.app.session.game.ending(), Some(Ending::Agreement));
    assert_eq!(both.app.session.judge.offer(), None);
    // The same judge: a fresh one between people refuses what the room refused.
    let mut judge = Judge::between_people();
    let game = both.room_game();
    let black = Seat::Player(Color::Black);
    assert!(
        judge
            .rule(&game, black, &Proposal::OfferDraw, false)
            .is_ok()
    );
    assert!(
        judge
            .rule(
                &game,
                Seat::Player(Color::White),
                &Proposal::AnswerDraw(false),
                false
            )
            .is_ok()
    );
    assert!(
        judge
            .rule(&game, black, &Proposal::OfferDraw, false)
            .is_err()
    );
}

/// A game against the computer (Black) 12 plies in, far enough for it to weigh a draw.
fn past_the_draw_plies() -> App {
    let mut app = super::screens::app();
    app.session.game = Game::parse(&format!(
        "Base;InProgress;White[7];{}",
        super::screens::WHITE_WINS[..12].join(";")
    ))
    .unwrap();
    app.session.opponent = Some(hive::engine::ai::Opponent {
        color: Color::Black,
        level: hive::engine::ai::Level::Beginner,
    });
    app
}

/// Whether the computer is weighing a draw offer.
fn weighing(app: &App) -> bool {
    app.computer
        .thinking
        .as_ref()
        .is_some_and(|t| t.job == hive::tui::model::Job::Draw)
}

#[test]
fn a_draw_offer_the_computer_stops_weighing_lapses_and_may_be_made_again() {
    use hive::tui::model::Msg;
    let mut app = past_the_draw_plies();
    key(&mut app, KeyCode::Char('D'));
    assert!(weighing(&app));
    assert_eq!(app.session.judge.offer(), Some(Color::White));
    // Taken back while it weighs: the offer lapses with the search.
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.session.judge.offer(), None);
    type_back(&mut app);
    key(&mut app, KeyCode::Char('D'));
    assert!(weighing(&app), "{:?}", app.screen.message);
    // A search that gives no answer lets it lapse too.
    app.update(Msg::Searched(None));
    assert_eq!(app.session.judge.offer(), None);
    key(&mut app, KeyCode::Char('D'));
    assert!(weighing(&app), "{:?}", app.screen.message);
}

#[test]
fn a_draw_offer_the_computer_weighs_is_made_again_after_review_where_it_was_made() {
    // A tester's finding: review stopped the computer weighing the offer, and the offer
    // was gone without a word.
    use hive::tui::model::{Effect, Mode, Msg};
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    let mut app = past_the_draw_plies();
    key(&mut app, KeyCode::Char('D'));
    assert!(weighing(&app));
    key(&mut app, KeyCode::Char('r'));
    assert!(!weighing(&app), "review stops the search");
    assert_eq!(app.session.judge.offer(), None);
    // Back where it was made: offered again, and weighed.
    key(&mut app, KeyCode::Left);
    let effects = app.update(Msg::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)));
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.session.game.moves().len(), 12);
    assert!(weighing(&app));
    assert!(effects.iter().any(|e| matches!(e, Effect::Search { .. })));
    assert_eq!(app.session.judge.offer(), Some(Color::White));
    let said = app.screen.message.clone().unwrap().0;
    assert!(said.contains("weighs your draw offer"), "{said}");
    // Playing on from an earlier ply is another position: the offer is not made there.
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('b'));
    assert_eq!(app.session.game.moves().len(), 10);
    assert!(!weighing(&app));
    assert_eq!(app.session.judge.offer(), None);
}

/// Plays again what `u` took back (`U`), back to where the offer was made.
fn type_back(app: &mut App) {
    key(app, KeyCode::Char('U'));
}

#[test]
fn in_a_shared_game_undo_and_redo_each_say_why_not_in_their_own_words() {
    use hive::room::Place;
    let mut app = super::screens::app();
    app.session.place = Place::Shared(Seat::Player(Color::White));
    let said = |app: &App| app.screen.message.clone().unwrap().0;
    key(&mut app, KeyCode::Char('u'));
    assert!(
        said(&app).starts_with("Moves can't be taken back in a shared game"),
        "{}",
        said(&app)
    );
    key(&mut app, KeyCode::Char('U'));
    assert!(said(&app).starts_with("Nothing to redo:"), "{}", said(&app));
    assert!(said(&app).contains("Review (r)"), "{}", said(&app));
}

#[test]
fn moves_are_taken_back_in_a_room_at_one_screen_never_in_a_servers() {
    let mut both = Both::new();
    let first = both.room_game().position().legal_moves()[0];
    assert!(!both.to_room(Color::White, Proposal::Play(first)));
    both.app.play(first);
    // The server's room, of people at different screens, takes nothing back.
    let seat = &both.seats[Color::White.index()];
    seat.propose(Proposal::TakeBack(0));
    let news: Vec<News> = seat.news.try_iter().collect();
    assert!(
        news.contains(&News::Refused(hive::room::Refusal::NoTakeBacks)),
        "{news:?}"
    );
    assert_eq!(both.room_game().moves().len(), 1);
    // At one screen `u` is a take-back its room allows: the move is kept to play again.
    key(&mut both.app, KeyCode::Char('u'));
    assert_eq!(both.app.session.game.moves().len(), 0);
    assert_eq!(both.app.session.redo, vec![first]);
    // Resigned, then taken back: the resignation first, the move after.
    both.app.play(first);
    key(&mut both.app, KeyCode::Char('R'));
    key(&mut both.app, KeyCode::Char('y'));
    assert!(both.app.session.is_over());
    key(&mut both.app, KeyCode::Char('u'));
    assert!(!both.app.session.is_over());
    assert_eq!(both.app.session.game.moves().len(), 1);
}

#[test]
fn a_move_typed_on_the_computers_turn_is_not_played_for_it() {
    // A tester typed `:bG1 wQ/` while the computer thought: it was played as Black's.
    use hive::engine::ai::{Level, Opponent};
    let mut app = super::screens::app();
    app.session.game = Game::new(GameType::BASE);
    app.session.opponent = Some(Opponent {
        color: Color::Black,
        level: Level::Beginner,
    });
    super::screens::type_move(&mut app, "wS1");
    assert_eq!(app.session.game.moves().len(), 1);
    assert_eq!(app.session.game.position().to_move(), Color::Black);
    super::screens::type_move(&mut app, "bS1 wS1-");
    assert_eq!(
        app.session.game.moves().len(),
        1,
        "{:?}",
        app.screen.message
    );
    let (said, _) = app.screen.message.clone().unwrap();
    assert!(said.contains("The computer is to move"), "{said}");
}

#[test]
fn a_draw_offer_is_answered_by_y_or_n_alone_and_goes_once_the_game_is_over() {
    use hive::room::Place;
    use hive::tui::model::{Mode, Question};
    let asked = |app: &App| {
        matches!(
            app.mode,
            Mode::Confirm {
                question: Question::Draw { .. },
                ..
            }
        )
    };
    // At one screen: Esc, a move's letters and Space do not decline (a tester's did).
    let mut both = Both::new();
    let first = both.room_game().position().legal_moves()[0];
    both.app.play(first);
    key(&mut both.app, KeyCode::Char('D'));
    assert!(asked(&both.app));
    for code in [
        KeyCode::Esc,
        KeyCode::Char('w'),
        KeyCode::Char(' '),
        KeyCode::Enter,
    ] {
        key(&mut both.app, code);
        assert!(asked(&both.app), "{code:?}");
    }
    assert_eq!(both.app.session.judge.offer(), Some(Color::Black));
    key(&mut both.app, KeyCode::Char('n'));
    assert!(!asked(&both.app));
    assert_eq!(both.app.session.judge.offer(), None);
    // At a shared seat: the question asked goes when the game ends otherwise.
    let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
    app.session.place = Place::Shared(Seat::Player(Color::Black));
    app.update(hive::tui::model::Msg::News(News::DrawOffered(Color::White)));
    assert!(asked(&app));
    app.update(hive::tui::model::Msg::News(News::Resigned(Color::White)));
    assert!(app.session.is_over());
    assert!(!asked(&app), "{:?}", app.mode);
}
