//! Finding puzzles in a game: each position tested for a win in 1 to 4 and a Queen to
//! save, each find proved exhaustively; and games of the engine against itself to search.

use std::sync::atomic::AtomicBool;

use super::prove::{ProveError, Prover};
use super::solve::{Kind, Solution, prove};
use crate::engine::ai::{Limits, Rng, Search};
use crate::rules::{Bug, Color, Game, Piece, Position};

/// How hard to look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The longest win looked for (1 to 4).
    pub max_win: u32,
    /// The longest threat a save is looked for against.
    pub max_save: u32,
    /// Positions per search before it gives up on a position (the puzzle is then not
    /// found; nothing unproved is ever kept).
    pub budget: u64,
    /// Only the last this many positions of each game (where the Queens fall), if set.
    pub last: Option<usize>,
}

impl Default for Candidate {
    fn default() -> Candidate {
        Candidate {
            max_win: 4,
            max_save: 2,
            budget: 3_000_000,
            last: None,
        }
    }
}

/// A puzzle found in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The game up to the puzzle's position (its GameString is the puzzle's position).
    pub game: Game,
    /// Plies into the source game.
    pub ply: usize,
    /// What it asks.
    pub kind: Kind,
    /// N.
    pub n: u32,
    /// The proved answer.
    pub solution: Solution,
}

/// What a search of games went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    /// Positions looked at.
    pub positions: usize,
    /// Searches given up at the budget.
    pub gave_up: usize,
}

/// Empty cells around `color`'s Queen, or `None` when she is not on the table.
fn free_around(pos: &Position, color: Color) -> Option<usize> {
    let board = pos.board();
    let q = board.position(Piece::first_of(color, Bug::Queen))?;
    Some(6 - board.occupied_neighbors_at(q))
}

/// Every puzzle in `game`'s positions (each tested with the side to move as the solver),
/// pushed onto `out` with the ply it stands at; `keep` is asked first about each position
/// (return false to skip one, a position seen before, say).
pub fn find_in_game(
    prover: &mut Prover,
    game: &Game,
    limits: Candidate,
    keep: &mut dyn FnMut(&Position) -> bool,
    out: &mut Vec<Found>,
) -> Searched {
    let mut searched = Searched::default();
    let mut at = Game::with_rules(game.game_type(), game.position().rules());
    let moves: Vec<_> = game.moves().collect();
    prover.set_budget(limits.budget);
    for ply in 0..=moves.len() {
        if ply > 0 && at.play(moves[ply - 1]).is_err() {
            break;
        }
        if at.outcome().is_over() {
            break;
        }
        if limits.last.is_some_and(|last| ply + last < moves.len()) {
            continue;
        }
        let pos = at.position();
        let me = pos.to_move();
        // A win within n needs the enemy Queen nearly surrounded: n moves fill n cells, and
        // the defender's own moves seldom help. Only a filter: what it skips is not found.
        let win_free =
            free_around(pos, me.opponent()).filter(|&f| f <= limits.max_win as usize + 1);
        let save_free = free_around(pos, me).filter(|&f| f <= limits.max_save as usize + 1);
        if win_free.is_none() && save_free.is_none() {
            continue;
        }
        if !keep(pos) {
            continue;
        }
        searched.positions += 1;
        let try_one = |prover: &mut Prover,
                       kind: Kind,
                       n: u32,
                       out: &mut Vec<Found>|
         -> Result<bool, ProveError> {
            match prove(prover, &at, kind, n)? {
                Some(solution) => {
                    out.push(Found {
                        game: at.clone(),
                        ply,
                        kind,
                        n,
                        solution,
                    });
                    Ok(true)
                }
                None => Ok(false),
            }
        };
        if let Some(free) = win_free {
            // The fastest win decides N: a win in 2 is no win-in-3 puzzle. Only a filter
            // again: a win in n seldom starts with more than n + 1 cells free.
            for n in (1..=limits.max_win).filter(|&n| free <= n as usize + 1) {
                match prover.wins_within(&at, n) {
                    Ok(true) => {
                        if try_one(prover, Kind::Win, n, out).is_err() {
                            searched.gave_up += 1;
                        }
                        break;
                    }
                    Ok(false) => {}
                    Err(_) => {
                        searched.gave_up += 1;
                        break;
                    }
                }
            }
        }
        if let Some(free) = save_free {
            for n in (1..=limits.max_save).filter(|&n| free <= n as usize + 1) {
                match try_one(prover, Kind::Save, n, out) {
                    Ok(true) => break,
                    Ok(false) => {}
                    Err(_) => {
                        searched.gave_up += 1;
                        break;
                    }
                }
            }
        }
    }
    prover.set_budget(u64::MAX);
    searched
}

/// A game of the engine against itself: a shallow search with noise (seeded), and now
/// and then a random move, so that games differ and blunders leave wins to find. At most
/// `max_plies` plies.
pub fn self_play(game_type: crate::rules::GameType, seed: u64, max_plies: usize) -> Game {
    let mut game = Game::new(game_type);
    let mut rng = Rng::new(seed);
    let mut search = Search::new(1);
    let stop = AtomicBool::new(false);
    while game.moves().len() < max_plies && !game.outcome().is_over() {
        let pos = game.position().clone();
        let moves = pos.legal_moves();
        let random = moves.get(rng.below(moves.len().max(1) as u64) as usize);
        let mv = if let Some(&mv) = random.filter(|_| rng.below(100) < 8) {
            mv
        } else {
            search.set_noise(20, rng.next_u64());
            search.run(&pos, Limits::depth(2), &stop).mv
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}
