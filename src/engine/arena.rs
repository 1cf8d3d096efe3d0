//! Matches between UHP engines: each engine a child process spoken to over the Universal
//! Hive Protocol ([`crate::engine::uhp::client`]), the game kept and judged by our own rules, the score summed up with an Elo
//! estimate and its 95% interval.
//!
//! This is how the computer's strength is measured (`hive match`): never from a handful of
//! games, always with the error bar.

use std::time::Duration;

use crate::engine::ai::Rng;
use crate::engine::uhp::client::Engine;
use crate::rules::{Color, Game, GameState, GameType, Rules};
use crate::text::printable;

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Games in all (colours alternate: each opening is played once with each colour).
    pub games: usize,
    /// Thinking time per move, for both engines (zero: each engine's own setting).
    pub time: Duration,
    /// The game type.
    pub game_type: GameType,
    /// The rules the games are judged by (draw by repetition on or off).
    pub rules: Rules,
    /// Random plies played before the engines take over (when no openings are given).
    pub random_plies: usize,
    /// Openings as GameStrings, used in turn instead of random plies.
    pub openings: Vec<String>,
    /// A game still going after this many plies is a draw.
    pub max_plies: usize,
    /// Seed for the random openings.
    pub seed: u64,
}

/// One game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// The game as played (and judged by our rules).
    pub game: Game,
    /// Whether the first engine played White.
    pub first_is_white: bool,
    /// The result for the first engine: 1 win, 0.5 draw, 0 loss.
    pub score: f64,
    /// Why it ended when not on the board: a ply cap, an illegal move, an engine failing.
    pub note: Option<String>,
}

/// The opening of game `i`: a GameString from the list, or random legal plies (the same
/// for both games of a pair, so colours are the only difference).
pub fn opening(config: &MatchConfig, i: usize) -> Game {
    let pair = i / 2;
    if !config.openings.is_empty() {
        let text = &config.openings[pair % config.openings.len()];
        if let Ok(g) = Game::parse_with_rules(text, config.rules) {
            return g;
        }
    }
    let mut rng = Rng::new(config.seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut game = Game::with_rules(config.game_type, config.rules);
    for _ in 0..config.random_plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_over() {
            break;
        }
        let pick = rng.below(moves.len() as u64) as usize;
        if let Some(&mv) = moves.get(pick) {
            let _ = game.play(mv);
        }
    }
    game
}

/// Plays game `i` of a match between `first` and `second`.
pub fn play_game(
    first: &mut Engine,
    second: &mut Engine,
    config: &MatchConfig,
    i: usize,
) -> MatchGame {
    let first_is_white = i.is_multiple_of(2);
    let mut game = opening(config, i);
    let mut note = None;
    while !game.outcome().is_over() {
        if game.moves().len() >= config.max_plies {
            note = Some(format!("drawn at the {}-ply cap", config.max_plies));
            break;
        }
        let white_to_move = game.position().to_move() == Color::White;
        let engine = if white_to_move == first_is_white {
            &mut *first
        } else {
            &mut *second
        };
        let answer = engine.best_move(&game, config.time);
        let mover = game.position().to_move();
        let failed = match answer {
            Ok(text) => match game.play_str(&text) {
                Ok(_) => None,
                Err(e) => Some(format!("{} played an illegal move: {e}", engine.name)),
            },
            Err(e) => Some(e.to_string()),
        };
        if let Some(why) = failed {
            // The side that failed loses.
            let _ = game.resign(mover);
            note = Some(printable(&why, 300).into_owned());
            break;
        }
    }
    let score = match (game.outcome(), first_is_white) {
        (GameState::WhiteWins, true) | (GameState::BlackWins, false) => 1.0,
        (GameState::WhiteWins, false) | (GameState::BlackWins, true) => 0.0,
        _ => 0.5,
    };
    MatchGame {
        game,
        first_is_white,
        score,
        note,
    }
}

/// Wins, draws and losses of the first engine, with the Elo difference they imply.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games the first engine won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games the first engine lost.
    pub losses: usize,
}

impl Tally {
    /// Adds one game's score (1, 0.5 or 0).
    pub fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// Games counted.
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// The first engine's score, from 0 to 1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }

    /// The Elo difference the score implies and its 95% interval (from the games' own
    /// spread of results); `None` for a score of 0 or 1, where no finite estimate exists.
    ///
    /// ```
    /// use hive::engine::arena::Tally;
    ///
    /// let even = Tally { wins: 40, draws: 20, losses: 40 };
    /// let (elo, low, high) = even.elo().unwrap();
    /// assert!(elo.abs() < 1e-9 && low < -50.0 && high > 50.0);
    /// // 68% is about +130 Elo.
    /// let (elo, _, _) = Tally { wins: 116, draws: 18, losses: 50 }.elo().unwrap();
    /// assert!((elo - 131.0).abs() < 2.0, "{elo}");
    /// ```
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let n = self.games() as f64;
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let mean_sq = (self.wins as f64 + 0.25 * self.draws as f64) / n;
        let sd = ((mean_sq - s * s).max(0.0) / n).sqrt();
        let elo = |p: f64| -400.0 * (1.0 / p.clamp(1e-6, 1.0 - 1e-6) - 1.0).log10();
        Some((elo(s), elo(s - 1.96 * sd), elo(s + 1.96 * sd)))
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "+{} ={} -{} in {} game{}: {:.1}%",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            if self.games() == 1 { "" } else { "s" },
            100.0 * self.score()
        )?;
        match self.elo() {
            Some((elo, low, high)) => {
                // No "-0": a rounding of nothing is written as 0.
                let z = |x: f64| if x.abs() < 0.5 { 0.0 } else { x };
                write!(
                    f,
                    ", Elo {:+.0} (95%: {:+.0} to {:+.0})",
                    z(elo),
                    z(low),
                    z(high)
                )
            }
            None => f.write_str(", Elo beyond measure (a clean sweep)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tallies_count_and_estimate() {
        let mut t = Tally::default();
        for s in [1.0, 1.0, 0.5, 0.0] {
            t.add(s);
        }
        assert_eq!((t.wins, t.draws, t.losses), (2, 1, 1));
        assert!((t.score() - 0.625).abs() < 1e-12);
        // 62.5% is +88.7 Elo (400·log10(0.625/0.375)).
        let (elo, low, high) = t.elo().unwrap();
        assert!((elo - 88.74).abs() < 0.1, "{elo}");
        assert!(low < elo && elo < high);
        assert_eq!(
            Tally {
                wins: 3,
                draws: 0,
                losses: 0
            }
            .elo(),
            None
        );
        let one = Tally {
            wins: 0,
            draws: 1,
            losses: 0,
        };
        assert!(
            one.to_string().starts_with("+0 =1 -0 in 1 game: 50.0%"),
            "{one}"
        );
        assert!(
            t.to_string().starts_with("+2 =1 -1 in 4 games: 62.5%"),
            "{t}"
        );
    }

    #[test]
    fn openings_pair_up_and_are_legal() {
        let config = MatchConfig {
            games: 4,
            time: Duration::from_millis(10),
            game_type: GameType::MLP,
            rules: Rules::default(),
            random_plies: 4,
            openings: Vec::new(),
            max_plies: 200,
            seed: 7,
        };
        let a = opening(&config, 0);
        let b = opening(&config, 1);
        let c = opening(&config, 2);
        assert_eq!(a.to_string(), b.to_string(), "a pair shares its opening");
        assert_eq!(a.moves().len(), 4);
        assert_ne!(a.to_string(), c.to_string());
    }
}
