//! Plays the full search (level 5's engine, with a short time per move) against weaker
//! players and reports wins, draws and losses.
//!
//! ```text
//! cargo run --release --example match -- [--games 50] [--ms 100] [--plies 200]
//!                                        [--type Base+MLP] [--only random|greedy|level1..5]
//!                                        [--variant surround_percent=150,tempo=0,...]
//! ```
//!
//! Opponents: a uniformly random mover, a one-ply greedy mover (plays a winning move if it
//! has one, otherwise the move whose resulting position the static evaluation likes best),
//! and level 1 (or any level, with `--only levelN`). `--variant` instead plays the engine
//! against itself with some evaluation weights changed (same time per move): for tuning. Colours alternate; each game opens with one random move per side so that
//! games differ; a game reaching the ply cap is a draw.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use hive::engine::ai::{Level, Limits, Rng, Search, Weights, evaluate};
use hive::engine::arena::Tally;
use hive::rules::{Color, Game, GameState, GameType, Move, Position};

/// The dice's seed: the same settings play the same openings.
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

/// One of `moves` at random (a pass if there are none).
fn pick(dice: &mut Rng, moves: &[Move]) -> Move {
    moves
        .get(dice.below(moves.len() as u64) as usize)
        .copied()
        .unwrap_or(Move::Pass)
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Player {
    Engine,
    Level(Level),
    Random,
    Greedy,
    Variant(Weights),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Engine => "engine".to_string(),
            Player::Level(l) => format!("level{}", l.number()),
            Player::Random => "random".to_string(),
            Player::Greedy => "greedy".to_string(),
            Player::Variant(_) => "variant".to_string(),
        }
    }
}

struct Settings {
    games: usize,
    per_move: Duration,
    max_plies: usize,
    game_type: GameType,
    only: Option<String>,
    variant: Option<Weights>,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        games: 50,
        per_move: Duration::from_millis(100),
        max_plies: 200,
        game_type: GameType::MLP,
        only: None,
        variant: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|e| format!("{flag} {value}: {e}"))
        };
        match flag.as_str() {
            "--games" => s.games = number()? as usize,
            "--ms" => s.per_move = Duration::from_millis(number()?),
            "--plies" => s.max_plies = number()? as usize,
            "--type" => s.game_type = value.parse().map_err(|e| format!("{e}"))?,
            "--only" => s.only = Some(value.clone()),
            "--variant" => s.variant = Some(parse_weights(value)?),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(s)
}

/// `name=value,...` over the default weights.
fn parse_weights(text: &str) -> Result<Weights, String> {
    let mut w = Weights::DEFAULT;
    for pair in text.split(',') {
        let (name, value) = pair
            .split_once('=')
            .ok_or(format!("`{pair}`: expected name=value"))?;
        let v: i32 = value.parse().map_err(|e| format!("`{pair}`: {e}"))?;
        let field = w.by_name(name).ok_or(format!("unknown weight `{name}`"))?;
        *field = v;
    }
    Ok(w)
}

/// The greedy mover: a win if there is one, else the best position by the evaluation.
fn greedy(pos: &Position, dice: &mut Rng) -> Move {
    let me = pos.to_move();
    let mut p = pos.clone();
    let mut best = Vec::new();
    let mut best_score = i32::MIN;
    for mv in pos.legal_moves() {
        let undo = p.play_unchecked(mv).expect("a listed move is on the grid");
        let score = match p.state() {
            s if s.winner() == Some(me) => i32::MAX,
            s if s.winner().is_some() => i32::MIN + 1,
            GameState::Draw => 0,
            // The evaluation is for the side to move, now the opponent.
            _ => -evaluate(&p),
        };
        p.undo(undo);
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(mv);
        }
    }
    pick(dice, &best)
}

/// Plays one game; returns its final state and length.
fn play(
    white: Player,
    black: Player,
    s: &Settings,
    engine: &mut Search,
    other: &mut Search,
    dice: &mut Rng,
) -> (GameState, usize) {
    let stop = AtomicBool::new(false);
    let mut game = Game::new(s.game_type);
    engine.clear();
    other.clear();
    while !game.outcome().is_over() && game.moves().len() < s.max_plies {
        let pos = game.position().clone();
        let player = if pos.to_move() == Color::White {
            white
        } else {
            black
        };
        let mv = if game.moves().len() < 2 {
            pick(dice, &pos.legal_moves())
        } else {
            match player {
                Player::Engine => engine.run(&pos, Limits::time(s.per_move), &stop).mv,
                // A level has its own searcher: it must not share the engine's table.
                Player::Level(level) => level.pick_with(other, &pos, &stop).mv,
                Player::Random => pick(dice, &pos.legal_moves()),
                Player::Greedy => greedy(&pos, dice),
                Player::Variant(w) => {
                    other.set_weights(w);
                    other.run(&pos, Limits::time(s.per_move), &stop).mv
                }
            }
        };
        if let Err(e) = game.play(mv) {
            panic!("{} played an illegal move in {game}: {e}", player.name());
        }
    }
    let state = if game.outcome().is_over() {
        game.outcome()
    } else {
        GameState::Draw
    };
    (state, game.moves().len())
}

fn main() {
    let s = match settings() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("match: {e}");
            std::process::exit(2);
        }
    };
    let mut dice = Rng::new(SEED);
    let mut engine_search = Search::new(16);
    let mut other_search = Search::new(4);
    println!(
        "{} games per pairing, {} ms per engine move, {} plies = draw, {}",
        s.games,
        s.per_move.as_millis(),
        s.max_plies,
        s.game_type
    );
    for opponent in opponents(&s) {
        let start = Instant::now();
        let (t, plies) = pairing(
            opponent,
            &s,
            &mut engine_search,
            &mut other_search,
            &mut dice,
        );
        println!(
            "engine vs {:<8} +{} ={} -{}  (avg {:.0} plies, {:.0} s)",
            opponent.name(),
            t.wins,
            t.draws,
            t.losses,
            plies as f64 / s.games.max(1) as f64,
            start.elapsed().as_secs_f64()
        );
    }
}

/// Whom the engine plays: the `--variant`, the player `--only` names, or the default three.
fn opponents(s: &Settings) -> Vec<Player> {
    let default = [
        Player::Random,
        Player::Greedy,
        Player::Level(Level::Beginner),
    ];
    match (s.variant, s.only.as_deref()) {
        (Some(w), _) => vec![Player::Variant(w)],
        (None, None) => default.to_vec(),
        (None, Some(name)) => default
            .into_iter()
            .chain(Level::ALL.into_iter().map(Player::Level))
            .filter(|p| p.name() == name)
            .take(1)
            .collect(),
    }
}

/// Plays `s.games` games against `opponent`, the engine taking White in every other one:
/// the engine's results, and the plies played in all.
fn pairing(
    opponent: Player,
    s: &Settings,
    engine: &mut Search,
    other: &mut Search,
    dice: &mut Rng,
) -> (Tally, usize) {
    let mut t = Tally::default();
    let mut plies = 0;
    for i in 0..s.games {
        let engine_white = i % 2 == 0;
        let (white, black) = if engine_white {
            (Player::Engine, opponent)
        } else {
            (opponent, Player::Engine)
        };
        let (state, n) = play(white, black, s, engine, other, dice);
        plies += n;
        let engine_color = if engine_white {
            Color::White
        } else {
            Color::Black
        };
        t.add(match state.winner() {
            Some(c) if c == engine_color => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        });
    }
    (t, plies)
}
