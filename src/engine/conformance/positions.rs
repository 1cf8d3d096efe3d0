//! Positions to test engines on: random legal games, and the few fixed games the protocol
//! checks need (a finished game, a forced pass).

use crate::engine::ai::Rng;
use crate::rules::{Bug, Color, Game, GameType, Hex, Move, Piece};

/// Plays one random legal move in `game`; false when the game is over (nothing played).
///
/// A quarter of the time the move is drawn from those that end next to a Queen, when there
/// are any: uniform play almost never surrounds one, and the endings (a side surrounding
/// its own Queen, both Queens at once) are among the cases engines get wrong. With that,
/// about two games in three end within 100 plies, at 60 to 70 plies on average.
pub fn random_play(game: &mut Game, rng: &mut Rng) -> bool {
    if game.outcome().is_over() {
        return false;
    }
    let pos = game.position();
    let moves = pos.legal_moves();
    let queens: Vec<Hex> = [Color::White, Color::Black]
        .into_iter()
        .filter_map(|color| pos.board().position(Piece::first_of(color, Bug::Queen)))
        .collect();
    let near_queen: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|mv| {
            mv.to()
                .is_some_and(|to| queens.iter().any(|q| q.distance(to) == 1))
        })
        .collect();
    let pool = if !near_queen.is_empty() && rng.below(4) == 0 {
        &near_queen
    } else {
        &moves
    };
    let Some(&mv) = pool.get(rng.below(pool.len() as u64) as usize) else {
        return false;
    };
    game.play(mv).is_ok()
}

/// A random game of `game_type` from `seed`, at most `plies` long.
pub fn random_game(game_type: GameType, seed: u64, plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(game_type);
    while game.moves().len() < plies && random_play(&mut game, &mut rng) {}
    game
}

/// A Base game White loses by surrounding its own Queen (this one and the next three were
/// found by a seeded search of random games).
pub const SELF_SURROUND: &str = r"Base;BlackWins;Black[6];wG1;bB1 /wG1;wQ \wG1;bA1 /bB1;wS1 \wQ;bB2 -bB1;wS2 /wS1;bQ bA1\;wB1 wG1/;bB2 wS2\;wB2 \wB1";

/// A Base game White wins by surrounding Black's Queen.
pub const WHITE_WINS: &str = r"Base;WhiteWins;Black[5];wB1;bS1 wB1/;wA1 wB1\;bQ bS1-;wS1 wA1-;bQ bS1\;wQ wS1-;bB1 bQ/;wQ bB1\";

/// A Base game drawn: one move surrounds both Queens.
pub const BOTH_QUEENS: &str = r"Base;Draw;Black[13];wS1;bA1 \wS1;wB1 wS1\;bQ -bA1;wB2 wB1-;bB1 -bQ;wQ /wS1;bG1 bA1/;wG1 wB1\;bB1 /bQ;wG2 /wQ;bB2 \bQ;wB2 wB1;bG2 -bG1;wB2 wQ\;bB2 bG2;wQ bQ\;bB1 -bQ;wG3 /wQ;bG3 -bB1;wS2 wQ\;bA2 /bG3;wB1 wS1;bG1 -bB2;wG2 bB1\";

/// A Base position where Black's only legal move is `pass`.
pub const FORCED_PASS: &str = r"Base;InProgress;Black[7];wB1;bG1 wB1-;wB2 /wB1;bB1 bG1\;wA1 \wB1;bQ /bB1;wQ /wA1;bQ wB1\;wB1 bG1;bB1 bQ;wA1 wB1\;bB1 wB2\;wA1 bB1\";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameState;

    #[test]
    fn the_fixed_games_are_what_they_say() {
        let outcome = |s: &str| Game::parse(s).unwrap().outcome();
        assert_eq!(outcome(SELF_SURROUND), GameState::BlackWins);
        assert_eq!(outcome(WHITE_WINS), GameState::WhiteWins);
        assert_eq!(outcome(BOTH_QUEENS), GameState::Draw);
        let pass = Game::parse(FORCED_PASS).unwrap();
        assert_eq!(pass.position().legal_moves(), vec![Move::Pass]);
        // Each is written as we write it, so an engine's echo can be compared as text too.
        for s in [SELF_SURROUND, WHITE_WINS, BOTH_QUEENS, FORCED_PASS] {
            assert_eq!(Game::parse(s).unwrap().to_string(), s);
        }
        // Black lost on White's move: White surrounded its own Queen.
        let own = Game::parse(SELF_SURROUND).unwrap();
        let white_queen = Piece::first_of(Color::White, Bug::Queen);
        let at = own.position().board().position(white_queen).unwrap();
        assert_eq!(own.position().to_move(), Color::Black);
        assert!(
            at.neighbors()
                .iter()
                .all(|&h| own.position().board().is_occupied_at(h))
        );
    }

    #[test]
    fn random_games_are_legal_and_repeat_with_their_seed() {
        for game_type in GameType::ALL {
            let game = random_game(game_type, 7, 40);
            let replayed = Game::parse(&game.to_string()).unwrap();
            assert_eq!(replayed.to_string(), game.to_string());
            assert_eq!(random_game(game_type, 7, 40).to_string(), game.to_string());
            assert!(
                game.moves().len() == 40 || game.outcome().is_over(),
                "{game}"
            );
        }
        assert_ne!(
            random_game(GameType::MLP, 1, 30).to_string(),
            random_game(GameType::MLP, 2, 30).to_string()
        );
    }
}
