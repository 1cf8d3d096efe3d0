//! A finished game, looked over by the computer: the evaluation before every ply, the best
//! move and line there, and how much the move played lost — marked as an inaccuracy, a
//! mistake or a blunder by the size of the drop.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::ai::{Limits, MATE, Search, SearchResult, is_mate, mate_in};
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

/// An evaluation as White sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Evaluation units for White (positive: White is better; a free Ant is about 24). A
    /// forced win scores [`MATE`] less the plies to it, a forced loss the negative.
    pub white: i32,
    /// Moves to a forced mate: `n` when White mates in `n` of its moves, `-n` when Black
    /// does; `Some(0)` once a Queen is surrounded (the game is over: `white` says who won);
    /// `None` when the search sees no mate.
    pub mate: Option<i32>,
}

impl Eval {
    /// The evaluation of a search's `score` for the side to move, `to_move`.
    pub fn new(to_move: Color, score: i32) -> Eval {
        let white_to_move = to_move == Color::White;
        let mate = if score.abs() == MATE {
            Some(0)
        } else {
            // Counted for the side to move (whose moves the count depends on), then turned.
            mate_in(score).map(|n| if white_to_move { n } else { -n })
        };
        Eval {
            white: if white_to_move { score } else { -score },
            mate,
        }
    }

    /// The score for `side`, in the search's units (mate scores included).
    pub fn for_side(self, side: Color) -> i32 {
        if side == Color::White {
            self.white
        } else {
            -self.white
        }
    }

    /// As written: `+35`, `-120`, `0`, `M3` / `-M3` when White / Black mates in three, and
    /// `1-0` / `0-1` once White / Black has won.
    pub fn text(self) -> String {
        match self.mate {
            Some(0) if self.white > 0 => "1-0".into(),
            Some(0) => "0-1".into(),
            Some(n) if n > 0 => format!("M{n}"),
            Some(n) => format!("-M{}", n.unsigned_abs()),
            None if self.white == 0 => "0".into(),
            None => format!("{:+}", self.white),
        }
    }
}

/// The engine's view of one position: how good it is for White, and the line it expects,
/// best move first (empty once the game is over).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The evaluation, as White sees it.
    pub eval: Eval,
    /// The expected line, as MoveStrings, each written in the position it is played in.
    pub line: Vec<String>,
}

impl Verdict {
    /// The verdict of a search of `pos`.
    pub fn of(pos: &Position, result: &SearchResult) -> Verdict {
        let mut line = line_strings(pos, &result.pv);
        if line.is_empty() {
            // A forced move answered at once comes with no line: it is the line.
            line.push(crate::rules::format_move(pos, result.mv));
        }
        Verdict::new(pos.to_move(), result.score, line)
    }

    /// The verdict of `score` for the side `to_move`, expecting `line`.
    pub fn new(to_move: Color, score: i32, line: Vec<String>) -> Verdict {
        Verdict {
            eval: Eval::new(to_move, score),
            line,
        }
    }

    /// The best move, as a MoveString (empty once the game is over).
    pub fn best(&self) -> &str {
        self.line.first().map_or("", String::as_str)
    }

    /// The score as written: `+35`, `-120`, `0`, or `M3` / `-M3` when White / Black mates
    /// in three.
    pub fn score_text(&self) -> String {
        self.eval.text()
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
    /// The evaluation of the position the move was played in.
    pub before: Eval,
    /// The evaluation of the position it led to.
    pub after: Eval,
    /// The best move there, as a MoveString.
    pub best: String,
    /// The expected line from there, as MoveStrings.
    pub line: Vec<String>,
    /// Units the move played lost against the best, for the player (0 for the best move).
    pub loss: i32,
    /// Its mark, if it lost enough.
    pub mark: Option<Mark>,
}

/// The work a position gets in an analysis by default, in nodes: fixed work rather than
/// time, so that a game analysed twice, on any machine and at any load, gets the same
/// verdicts (on one thread). About a quarter of a second a position on a 2-core machine.
pub const ANALYSIS_NODES: u64 = 250_000;

/// Searches every position of `game` within `limits` on `threads` threads (Lazy SMP) and
/// judges each move played; `progress(done, total)` is called after each position. A
/// forced move (a pass) is searched through, so that its position gets a real score.
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
    let mut before: Option<(Verdict, Color)> = None;
    for i in 0..total {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let now = look(&mut search, &replay, limits, stop);
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

/// The review of ply `ply`, `text`, played by `player`: `now` is the verdict on the
/// position it was played in, `next` on the one it led to.
fn judge(ply: usize, player: Color, text: &str, now: &Verdict, next: &Verdict) -> PlyReview {
    let before = now.eval.for_side(player);
    let after = next.eval.for_side(player);
    let loss = (before - after).max(0);
    let best_played = now.best() == text;
    PlyReview {
        ply,
        player,
        played: text.to_string(),
        before: now.eval,
        after: next.eval,
        best: now.best().to_string(),
        line: now.line.clone(),
        loss: if best_played { 0 } else { loss },
        mark: if best_played {
            None
        } else {
            Mark::of(loss, before, after)
        },
    }
}

/// The verdict on the current position of `game`, searched with its history: under the
/// repetition rule a move that brings a position about for the third time is a draw, and
/// a game that ended so is scored as drawn.
fn look(search: &mut Search, game: &Game, limits: Limits, stop: &AtomicBool) -> Verdict {
    let pos = game.position();
    if game.outcome().is_over() {
        // The side to move has lost (or drawn) already.
        let score = match game.outcome().winner() {
            Some(c) if c == pos.to_move() => MATE,
            Some(_) => -MATE,
            None => 0,
        };
        return Verdict::new(pos.to_move(), score, Vec::new());
    }
    Verdict::of(pos, &search.run_game(game, limits.judging(), stop))
}

/// A line of moves from `pos` (a search's principal variation) as MoveStrings, each
/// written in the position it is played in; it ends early at a move that is not legal.
pub fn line_strings(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut out = Vec::with_capacity(line.len());
    let mut walk = pos.clone();
    for &mv in line {
        let text = crate::rules::format_move(&walk, mv);
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
        let win = crate::rules::parse_move(pre.position(), "wA1 /bQ").unwrap();
        assert_eq!(last.best, pre.format_move(win));
        assert_eq!(last.mark, Some(Mark::Blunder));
        assert!(is_mate(last.before.white) && last.before.white > 0);
        assert_eq!(last.before.mate, Some(1));
        let won = game_then("wA1 /bQ");
        assert_eq!(won.outcome(), crate::rules::GameState::WhiteWins);
        let mut calls = 0;
        let review = analyze(&won, limits, 1, |done, total| {
            calls += 1;
            assert!(done <= total);
        });
        assert_eq!(calls, 12, "one call per position, the final one included");
        let last = review.last().unwrap();
        assert_eq!((last.loss, last.mark), (0, None));
    }

    /// Boardspace game HV-Dumbot-Kaur50-2023-01-17-0059 (the corpus's mzinga folder) after
    /// 78 plies: White, stuck, can only pass, and Black mates within a few moves (Black won
    /// at ply 88).
    const STUCK: &str = r"Base+MLP;InProgress;White[40];wB1;bP wB1/;wM wB1\;bM bP/;wS1 /wB1;bQ bM\;wQ -wB1;bA1 -bM;wM bP\;bP bQ/;wS2 \wQ;bA1 wS2/;wA1 wM\;bA2 \bP;wA1 -bM;bQ -bA2;wA2 wB1\;bA2 wM-;wS1 -wS2;bP bM/;wA2 bP\;bA3 bP/;wL wB1\;bA3 /wQ;wA3 /wL;bS1 bA2\;wA3 -bA3;bS1 wA2-;wA3 \bQ;bG1 bA2-;wB2 wA3/;bA3 wB2/;wG1 -wB2;bG1 wS1\;wG2 /wL;bB1 \bA1;wS1 \bB1;bB2 /bG1;wG3 -wG2;bB2 bG1;wP -wG3;bB2 wQ;wP bG1\;bB2 wB1;wQ /bG1;bM wB2\;wA3 -bQ;bA3 \wG1;wS1 -bA3;bB1 wA3;wS1 \wB2;bA3 -wQ;wG1 bM/;bS2 \bA3;wG1 bA1\;bG1 bA3\;wS1 bP/;bA1 -wB2;wS1 bS1-;bS2 -wS2;wS1 bP/;bA3 wS1/;pass;bB2 wM;pass;bB2 wL;pass;bB2 wG2;pass;bB2 wG3;pass;bB2 wP;pass;bL -bS2;pass;bL \wS2;pass;bS2 -wQ";

    #[test]
    fn a_forced_pass_is_scored_by_searching_on_and_a_mating_move_is_no_blunder() {
        let mut game = Game::parse(STUCK).unwrap();
        // Deep enough for the pruned search to see Black's mate: the search without
        // prunings saw it at depth 7, the pruned one does not there, and does at 9.
        let (mut search, stop, limits) =
            (Search::default(), AtomicBool::new(false), Limits::depth(9));
        let white_passes = look(&mut search, &game, limits, &stop);
        let score = white_passes.eval.for_side(Color::White);
        assert!(is_mate(score) && score < 0, "{score}");
        assert_eq!(white_passes.best(), "pass");
        assert!(
            white_passes.line.len() > 1,
            "the line goes on past the pass"
        );
        game.play_str("pass").unwrap();
        let black = look(&mut search, &game, limits, &stop);
        game.play_str(r"bG2 /bS2").unwrap();
        let white_passes_again = look(&mut search, &game, limits, &stop);
        let review = judge(80, Color::Black, r"bG2 /bS2", &black, &white_passes_again);
        // Black still mates after it: at most a slower mate, never a blunder.
        assert!(review.before.mate.is_some_and(|n| n < 0), "{review:?}");
        assert!(review.after.mate.is_some_and(|n| n < 0), "{review:?}");
        assert_eq!(review.mark, None, "{review:?}");
        assert_eq!(
            review.after.text(),
            format!("-M{}", -review.after.mate.unwrap())
        );
    }

    #[test]
    fn evaluations_read_for_white_and_count_mates_in_the_winner_s_moves() {
        // White to move, Black mates 4 plies away (White, Black, White, Black): with Black's
        // second move.
        let e = Eval::new(Color::White, -(MATE - 4));
        assert_eq!(
            (e.white, e.mate, e.text().as_str()),
            (-(MATE - 4), Some(-2), "-M2")
        );
        // Black to move and mating on the spot.
        let e = Eval::new(Color::Black, MATE - 1);
        assert_eq!((e.mate, e.text().as_str()), (Some(-1), "-M1"));
        let e = Eval::new(Color::Black, 35);
        assert_eq!((e.white, e.mate, e.text().as_str()), (-35, None, "-35"));
        assert_eq!(Eval::new(Color::White, 0).text(), "0");
        // Over: Black to move with its Queen surrounded.
        let e = Eval::new(Color::Black, -MATE);
        assert_eq!((e.white, e.mate, e.text().as_str()), (MATE, Some(0), "1-0"));
        assert_eq!(Eval::new(Color::White, -MATE).text(), "0-1");
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
