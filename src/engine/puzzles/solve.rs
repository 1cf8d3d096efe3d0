//! A puzzle proved (exactly one first move, none sooner), its main line with the longest
//! defence, and a player's move judged against it.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::prove::{ProveError, Prover};
use crate::rules::{CellMove, Color, Game, MoveList, Position, format_move, parse_move};

/// What a puzzle asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Win within N of your moves: exactly one first move does, none does sooner.
    Win,
    /// Save your Queen: the opponent wins within N if you do nothing (a pass), exactly
    /// one of your moves stops every such win, and you have no forced win within N
    /// yourself (that would be a win puzzle).
    Save,
}

impl Kind {
    /// Both kinds.
    pub const ALL: [Kind; 2] = [Kind::Win, Kind::Save];

    /// `win` or `save`, as the JSON has it.
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::Win => "win",
            Kind::Save => "save",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Kind {
    type Err = SolveError;

    fn from_str(s: &str) -> Result<Kind, SolveError> {
        Kind::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| SolveError::Kind(s.to_string()))
    }
}

/// Why a puzzle or a move could not be judged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolveError {
    /// Not `win` or `save`.
    #[error("`{0}` is not a puzzle kind (win, save)")]
    Kind(String),
    /// A move of the line so far, or the one tried, does not read or is illegal.
    #[error("`{text}` is no legal move here: {why}")]
    Move {
        /// The MoveString.
        text: String,
        /// Why not.
        why: String,
    },
    /// The search gave up (only with a node budget).
    #[error(transparent)]
    Prove(#[from] ProveError),
}

/// A proved puzzle's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The main line as UHP MoveStrings, the solver's move first, then the computer's
    /// longest defence and the solver's fastest win, in turn.
    pub line: Vec<String>,
    /// For each solver move of the line (line index 0, 2, 4, …), every move accepted
    /// there (the line's own included, sorted): more than one where several win.
    pub accepted: Vec<Vec<String>>,
}

/// The solver's legal moves in `pos`, in grid form (a fresh list: at the root only).
fn root_moves(pos: &Position) -> Vec<CellMove> {
    let mut list = MoveList::new();
    pos.generate_moves(&mut list);
    list.as_slice().to_vec()
}

/// The MoveString of a grid move in `pos` (whose table coordinates are kept up to date).
fn text(pos: &Position, mv: CellMove) -> String {
    format_move(pos, pos.hex_move(mv))
}

/// Proves `game` (its side to move the solver) a puzzle of `kind` in `n` moves, or says
/// it is none (`Ok(None)`): for a win, exactly one first move wins within `n` and no move
/// wins within `n - 1`; for a save, see [`Kind::Save`]. Exhaustive; the main line's
/// defence is the longest (ties: the first MoveString in sort order).
pub fn prove(
    prover: &mut Prover,
    game: &Game,
    kind: Kind,
    n: u32,
) -> Result<Option<Solution>, ProveError> {
    if n == 0 || game.outcome().is_over() {
        return Ok(None);
    }
    prover.start(game);
    let mut pos = game.position().clone();
    match kind {
        Kind::Win => prove_win(prover, &mut pos, n),
        Kind::Save => prove_save(prover, &mut pos, n),
    }
}

fn prove_win(
    prover: &mut Prover,
    pos: &mut Position,
    n: u32,
) -> Result<Option<Solution>, ProveError> {
    if n > 1 && prover.or_node(pos, n - 1, 0)? {
        return Ok(None);
    }
    let mut winner = None;
    for mv in root_moves(pos) {
        if prover.move_wins(pos, mv, n)? {
            if winner.is_some() {
                return Ok(None);
            }
            winner = Some(mv);
        }
    }
    let Some(first) = winner else {
        return Ok(None);
    };
    let line = main_line(prover, pos, first, n)?;
    let accepted = accepted_moves(prover, pos, &line, n)?;
    Ok(Some(Solution {
        line: line.iter().map(|(_, t)| t.clone()).collect(),
        accepted,
    }))
}

/// The line from the solver's winning `first` move in `pos`: the defender's longest
/// defence, the solver's fastest win, until the game ends. Grid moves with their text.
fn main_line(
    prover: &mut Prover,
    pos: &Position,
    first: CellMove,
    n: u32,
) -> Result<Vec<(CellMove, String)>, ProveError> {
    let mut pos = pos.clone();
    let mut line = vec![(first, text(&pos, first))];
    pos.play_cell_move(first);
    prover.push_line(&pos);
    let mut left = n - 1;
    while !pos.state().is_over() && left > 0 {
        let reply = longest_defence(prover, &mut pos, left)?;
        let Some((reply, delay)) = reply else {
            break;
        };
        line.push((reply, text(&pos, reply)));
        pos.play_cell_move(reply);
        prover.push_line(&pos);
        if pos.state().is_over() || delay == 0 {
            break;
        }
        // The solver's fastest win, the first in MoveString order among equals.
        let mut best: Option<(u32, String, CellMove)> = None;
        for mv in root_moves(&pos) {
            for k in 1..=delay {
                if prover.move_wins(&mut pos, mv, k)? {
                    let t = text(&pos, mv);
                    if best.as_ref().is_none_or(|(bk, bt, _)| (k, &t) < (*bk, bt)) {
                        best = Some((k, t, mv));
                    }
                    break;
                }
            }
        }
        let Some((k, t, mv)) = best else { break };
        line.push((mv, t));
        pos.play_cell_move(mv);
        prover.push_line(&pos);
        left = k - 1;
    }
    Ok(line)
}

/// The defender's reply in `pos` that puts the loss off longest (the solver wins within
/// `left` after any), with that delay; ties: the first MoveString in sort order.
fn longest_defence(
    prover: &mut Prover,
    pos: &mut Position,
    left: u32,
) -> Result<Option<(CellMove, u32)>, ProveError> {
    let mut best: Option<(u32, String, CellMove)> = None;
    for mv in root_moves(pos) {
        let delay = prover.reply_delay(pos, mv, left)?.unwrap_or(left + 1);
        let t = text(pos, mv);
        let better = best
            .as_ref()
            .is_none_or(|(bd, bt, _)| delay > *bd || (delay == *bd && t < *bt));
        if better {
            best = Some((delay, t, mv));
        }
    }
    Ok(best.map(|(d, _, mv)| (mv, d)))
}

/// For each solver move of `line`, every move that wins within what is left of `n` there.
fn accepted_moves(
    prover: &mut Prover,
    start: &Position,
    line: &[(CellMove, String)],
    n: u32,
) -> Result<Vec<Vec<String>>, ProveError> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, (mv, t)) in line.iter().enumerate() {
        if i % 2 == 0 {
            let left = n - (i as u32) / 2;
            let mut ok = vec![t.clone()];
            if i > 0 {
                for other in root_moves(&pos) {
                    if other != *mv && prover.move_wins(&mut pos, other, left)? {
                        ok.push(text(&pos, other));
                    }
                }
            }
            ok.sort();
            out.push(ok);
        }
        pos.play_cell_move(*mv);
        prover.push_line(&pos);
    }
    Ok(out)
}

fn prove_save(
    prover: &mut Prover,
    pos: &mut Position,
    n: u32,
) -> Result<Option<Solution>, ProveError> {
    // A position the solver wins within n is a win puzzle, not a save.
    if prover.or_node(pos, n, 0)? {
        return Ok(None);
    }
    // The threat: doing nothing loses within n.
    let undo = pos.play_fast(CellMove::Pass);
    let threat = prover.or_node(pos, n, 0);
    pos.undo(undo);
    if !threat? {
        return Ok(None);
    }
    let me = pos.to_move();
    let mut saver = None;
    for mv in root_moves(pos) {
        if saves(prover, pos, mv, n, me)? {
            if saver.is_some() {
                return Ok(None);
            }
            saver = Some(mv);
        }
    }
    Ok(saver.map(|mv| {
        let t = text(pos, mv);
        Solution {
            line: vec![t.clone()],
            accepted: vec![vec![t]],
        }
    }))
}

/// Whether `mv` of `me` (to move in `pos`) keeps the opponent from winning within `n`:
/// the game goes on and no forced win is left, or `me` won with it.
fn saves(
    prover: &mut Prover,
    pos: &mut Position,
    mv: CellMove,
    n: u32,
    me: Color,
) -> Result<bool, ProveError> {
    let undo = pos.play_fast(mv);
    let out = if pos.state().is_over() {
        Ok(pos.state().winner() == Some(me))
    } else {
        prover.or_node(pos, n, 0).map(|w| !w)
    };
    pos.undo(undo);
    out
}

/// What a tried move earned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Right, and the puzzle is solved.
    Solved,
    /// Right; the computer answers with this (its longest defence), and the solver is to
    /// move again.
    Accepted {
        /// The computer's reply, a MoveString.
        reply: String,
    },
    /// Wrong: this line (the computer's moves first) shows why; empty when the move
    /// itself ends the game against the solver, or simply fails to win now.
    Refused {
        /// The refutation, as MoveStrings.
        line: Vec<String>,
    },
}

/// Judges the solver's `tried` move in a puzzle of `kind` and `n` from `start`, after
/// `played` (the line so far, solver first, as the puzzle was answered). Exhaustive, as
/// the proof was: every winning move is accepted, not only the line's.
pub fn judge(
    prover: &mut Prover,
    start: &Game,
    kind: Kind,
    n: u32,
    played: &[String],
    tried: &str,
) -> Result<Verdict, SolveError> {
    let mut game = start.clone();
    for t in played {
        game.play_str(t).map_err(|e| SolveError::Move {
            text: t.clone(),
            why: e.to_string(),
        })?;
    }
    let refused = |e: String| SolveError::Move {
        text: tried.to_string(),
        why: e,
    };
    let mv = parse_move(game.position(), tried).map_err(|e| refused(e.to_string()))?;
    let solver = game.position().to_move();
    let mut after = game.clone();
    after.play(mv).map_err(|e| refused(e.to_string()))?;
    let pos = after.position().clone();
    if kind == Kind::Save {
        prover.start(&after);
        let mut p = pos;
        if after.outcome().is_over() {
            return Ok(if after.outcome().winner() == Some(solver) {
                Verdict::Solved
            } else {
                Verdict::Refused { line: Vec::new() }
            });
        }
        return Ok(match prover.fastest_win(&mut p, n)? {
            None => Verdict::Solved,
            Some(k) => {
                let line = opponent_line(prover, &after, k)?;
                Verdict::Refused { line }
            }
        });
    }
    if after.outcome().is_over() {
        return Ok(match after.outcome().winner() == Some(solver) {
            true => Verdict::Solved,
            false => Verdict::Refused { line: Vec::new() },
        });
    }
    let left = n.saturating_sub(played.len().div_ceil(2) as u32);
    prover.start(&after);
    let mut p = pos;
    let reply = longest_defence(prover, &mut p, left.saturating_sub(1))?;
    match reply {
        Some((reply, delay)) if left > 1 && delay < left => Ok(Verdict::Accepted {
            reply: text(&p, reply),
        }),
        Some((reply, _)) => Ok(Verdict::Refused {
            line: vec![text(&p, reply)],
        }),
        None => Ok(Verdict::Refused { line: Vec::new() }),
    }
}

/// The opponent's winning line within `k` from `game` (the opponent to move).
fn opponent_line(prover: &mut Prover, game: &Game, k: u32) -> Result<Vec<String>, ProveError> {
    prover.start(game);
    let mut pos = game.position().clone();
    for mv in root_moves(&pos) {
        if prover.move_wins(&mut pos, mv, k)? {
            let line = main_line(prover, &pos, mv, k)?;
            return Ok(line.into_iter().map(|(_, t)| t).collect());
        }
    }
    Ok(Vec::new())
}
