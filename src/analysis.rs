//! A finished game, looked over by the computer: the evaluation before every ply, the best
//! move and line there, and how much the move played lost — marked as an inaccuracy, a
//! mistake or a blunder by the size of the drop.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::ai::{Limits, MATE, Search, is_mate};
use crate::rules::{Color, Game, Move, Position};

/// How bad a move was, by how much of the evaluation it gave away.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// Lost at least [`INACCURACY`] (about a free Ant).
    Inaccuracy,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`], or let a won game go / walked into a forced loss.
    Blunder,
}

/// Evaluation units lost for an inaccuracy (a free Ant is worth about 24).
pub const INACCURACY: i32 = 30;
/// Units lost for a mistake.
pub const MISTAKE: i32 = 70;
/// Units lost for a blunder.
pub const BLUNDER: i32 = 150;

impl Mark {
    /// The mark for a move that lost `loss` units, going from `before` to `after` (both for
    /// the player who moved).
    pub fn of(loss: i32, before: i32, after: i32) -> Option<Mark> {
        let lost_mate = is_mate(before) && before > 0 && !(is_mate(after) && after > 0);
        let into_mate = is_mate(after) && after < 0 && !(is_mate(before) && before < 0);
        if lost_mate || into_mate || loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The usual annotation: `?!`, `?`, `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// `inaccuracy`, `mistake` or `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// What the computer thinks of one ply.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The ply, from 1.
    pub ply: usize,
    /// Who played it.
    pub player: Color,
    /// The move played, as a MoveString.
    pub played: String,
    /// The evaluation before the move, for White (positive: White is better).
    pub eval_white: i32,
    /// The best move there, as a MoveString.
    pub best: String,
    /// The expected line from there, as MoveStrings.
    pub line: Vec<String>,
    /// Units the move played lost against the best, for the player (0 for the best move).
    pub loss: i32,
    /// Its mark, if it lost enough.
    pub mark: Option<Mark>,
}

/// Searches every position of `game` within `limits` on `threads` threads (Lazy SMP) and
/// judges each move played; `progress(done, total)` is called after each position.
pub fn analyze(
    game: &Game,
    limits: Limits,
    threads: usize,
    mut progress: impl FnMut(usize, usize),
) -> Vec<PlyReview> {
    let mut out = Vec::with_capacity(game.moves().len());
    analyze_each(
        game,
        limits,
        threads,
        &AtomicBool::new(false),
        |done, total, review| {
            progress(done, total);
            out.extend(review);
        },
    );
    out
}

/// Like [`analyze`], but hands each ply's review over as soon as it is known:
/// `each(done, total, review)` is called after each of the `total` positions is searched,
/// with the review of the ply that led to it (none after the first). Setting `stop` ends
/// it early: the search under way answers at once, and nothing is judged from it.
pub fn analyze_each(
    game: &Game,
    limits: Limits,
    threads: usize,
    stop: &AtomicBool,
    mut each: impl FnMut(usize, usize, Option<PlyReview>),
) {
    let moves: Vec<Move> = game.moves().collect();
    let texts: Vec<String> = game.move_strings().map(str::to_string).collect();
    let total = moves.len() + 1;
    let mut search = Search::default();
    search.set_threads(threads);
    let mut replay = Game::with_rules(game.game_type(), game.position().rules());
    // The look at the position before the ply to judge, and who was to move there.
    let mut before: Option<(Look, Color)> = None;
    for i in 0..total {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let now = look(&mut search, replay.position(), limits, stop);
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let played = i.checked_sub(1).and_then(|p| texts.get(p));
        let review = match (before.take(), played) {
            (Some((prev, player)), Some(text)) => Some(judge(i, player, text, &prev, &now)),
            _ => None,
        };
        each(i + 1, total, review);
        before = Some((now, replay.position().to_move()));
        if let Some(&mv) = moves.get(i)
            && replay.play(mv).is_err()
        {
            break;
        }
    }
}

/// The review of ply `ply`, `text`, played by `player`: `now` is the look at the position
/// it was played in, `next` at the one it led to.
fn judge(ply: usize, player: Color, text: &str, now: &Look, next: &Look) -> PlyReview {
    let before = now.score;
    // The position after the move is scored for the opponent.
    let after = -next.score;
    let loss = (before - after).max(0);
    let best_played = now.best == text;
    PlyReview {
        ply,
        player,
        played: text.to_string(),
        eval_white: if player == Color::White {
            before
        } else {
            -before
        },
        best: now.best.clone(),
        line: now.line.clone(),
        loss: if best_played { 0 } else { loss },
        mark: if best_played {
            None
        } else {
            Mark::of(loss, before, after)
        },
    }
}

/// One position's verdict.
struct Look {
    score: i32,
    best: String,
    line: Vec<String>,
}

fn look(search: &mut Search, pos: &Position, limits: Limits, stop: &AtomicBool) -> Look {
    if pos.state().is_over() {
        // The side to move has lost (or drawn) already.
        let score = match pos.state().winner() {
            Some(c) if c == pos.to_move() => MATE,
            Some(_) => -MATE,
            None => 0,
        };
        return Look {
            score,
            best: String::new(),
            line: Vec::new(),
        };
    }
    let result = search.run(pos, limits, stop);
    Look {
        score: result.score,
        best: crate::rules::notation::format_move(pos, result.mv),
        line: line_strings(pos, &result.pv),
    }
}

/// A line of moves from `pos` (a search's principal variation) as MoveStrings, each
/// written in the position it is played in; it ends early at a move that is not legal.
pub fn line_strings(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut out = Vec::with_capacity(line.len());
    let mut walk = pos.clone();
    for &mv in line {
        let text = crate::rules::notation::format_move(&walk, mv);
        if walk.play(mv).is_err() {
            break;
        }
        out.push(text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_grow_with_the_loss_and_mates_count_most() {
        assert_eq!(Mark::of(10, 0, -10), None);
        assert_eq!(Mark::of(40, 0, -40), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(80, 0, -80), Some(Mark::Mistake));
        assert_eq!(Mark::of(200, 100, -100), Some(Mark::Blunder));
        // Letting a forced win go is a blunder whatever the numbers say.
        assert_eq!(Mark::of(5, MATE - 3, 40), Some(Mark::Blunder));
        assert_eq!(Mark::of(0, -20, -(MATE - 4)), Some(Mark::Blunder));
    }

    /// Five of the Black Queen's six neighbours are taken (wS1, wA2, bS1, bS2, bG1); wA1
    /// can run round to the sixth, south-west of her, and win (worked out by hand).
    const WIN_IN_ONE: &str = r"Base;InProgress;White[6];wS1;bQ wS1-;wQ -wS1;bS1 bQ/;wA1 /wQ;bS2 bQ-;wA2 \wQ;bG1 bQ\;wA2 \bQ;bG2 bS2/";

    fn before() -> Game {
        let rules = crate::rules::Rules {
            opening: crate::rules::Opening::Rulebook,
            repetition: false,
        };
        Game::parse_with_rules(WIN_IN_ONE, rules).unwrap()
    }

    fn game_then(extra: &str) -> Game {
        let mut game = before();
        game.play_str(extra).unwrap();
        game
    }

    #[test]
    fn a_missed_win_in_one_is_a_blunder_and_the_win_is_best() {
        let limits = Limits::depth(2);
        let missed = game_then("wG1 -wA1");
        let review = analyze(&missed, limits, 1, |_, _| {});
        let last = review.last().unwrap();
        assert_eq!((last.ply, last.played.as_str()), (11, "wG1 -wA1"));
        // The winning move, as the engine spells it (`wA1 /bQ` has other spellings).
        let pre = before();
        let win = crate::rules::notation::parse_move(pre.position(), "wA1 /bQ").unwrap();
        assert_eq!(last.best, pre.format_move(win));
        assert_eq!(last.mark, Some(Mark::Blunder));
        assert!(is_mate(last.eval_white) && last.eval_white > 0);
        let won = game_then("wA1 /bQ");
        assert_eq!(won.state(), crate::rules::GameState::WhiteWins);
        let mut calls = 0;
        let review = analyze(&won, limits, 1, |done, total| {
            calls += 1;
            assert!(done <= total);
        });
        assert_eq!(calls, 12, "one call per position, the final one included");
        let last = review.last().unwrap();
        assert_eq!((last.loss, last.mark), (0, None));
    }

    #[test]
    fn each_ply_is_handed_over_in_turn_and_a_stop_ends_it() {
        let game = game_then("wG1 -wA1");
        let mut seen = Vec::new();
        analyze_each(
            &game,
            Limits::depth(1),
            1,
            &AtomicBool::new(false),
            |done, total, r| {
                assert_eq!(total, 12);
                seen.push((done, r.map(|r| r.ply)));
            },
        );
        let expected: Vec<(usize, Option<usize>)> = (1..=12)
            .map(|done| (done, (done > 1).then_some(done - 1)))
            .collect();
        assert_eq!(seen, expected);
        let mut calls = 0;
        analyze_each(
            &game,
            Limits::depth(1),
            1,
            &AtomicBool::new(true),
            |_, _, _| calls += 1,
        );
        assert_eq!(calls, 0);
    }
}
