//! `hive analyze`: the computer looks over a game and writes its verdicts as JSON or as PGN
//! comments.

use std::io::{self, Write};
use std::path::Path;

use hive::engine::ai::Limits;
use hive::engine::analysis::{self, Eval, PlyReview};
use hive::record::{self, Record};
use hive::rules::{Color, Game};

use crate::args::AnalysisFormat;
use crate::args::seconds;
use crate::error::CliError;
use crate::progress::bar;

use super::{choose_game, note_taken_back};

/// `hive analyze`: game `number` of `file` (PGN files may hold several), each position
/// searched for `work`'s nodes (by default [`analysis::ANALYSIS_NODES`]) or seconds on
/// `threads` threads. Ctrl-C stops it and writes what was judged so far.
pub fn run(
    file: &Path,
    number: Option<u32>,
    work: (Option<u64>, Option<f64>),
    threads: u16,
    format: AnalysisFormat,
) -> Result<(), CliError> {
    let limits = match work {
        (_, Some(time)) => Limits::time(seconds(time)?),
        (nodes, None) => Limits::nodes(nodes.unwrap_or(analysis::ANALYSIS_NODES)),
    };
    let threads = usize::from(threads);
    let chosen = choose_game(file, number)?;
    let (rec, game) = (chosen.record, chosen.game);
    note_taken_back(&rec, "kept in the save", "not analysed");
    let stop = crate::signals::stop_on_ctrl_c();
    let positions = game.moves().len() + 1;
    let progress = bar(positions, "analysing", "positions");
    let mut review = Vec::with_capacity(positions);
    analysis::analyze_each(&game, limits, threads, &stop, |done, _, ply| {
        progress.set_position(done as u64);
        review.extend(ply);
    });
    progress.finish_and_clear();
    let plies = game.moves().len();
    if review.len() < plies {
        let _ = writeln!(
            io::stderr(),
            "stopped: {} of {plies} plies judged, and written",
            review.len()
        );
    }
    let text = match format {
        AnalysisFormat::Json => to_json(&rec, &game, &review),
        AnalysisFormat::Pgn => to_pgn(&rec, &review),
    };
    io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(|source| CliError::Stream {
            what: "writing the analysis",
            source,
        })
}

fn eval_json(eval: Eval) -> serde_json::Value {
    serde_json::json!({ "white": eval.white, "mate": eval.mate, "text": eval.text() })
}

/// The game's details, then one object per ply judged.
fn to_json(rec: &Record, game: &Game, review: &[PlyReview]) -> String {
    let plies: Vec<serde_json::Value> = review
        .iter()
        .map(|r| {
            serde_json::json!({
                "ply": r.ply,
                "player": if r.player == Color::White { "white" } else { "black" },
                "played": r.played,
                "eval_before": eval_json(r.before),
                "eval_after": eval_json(r.after),
                "best": r.best,
                "line": r.line,
                "loss": r.loss,
                "mark": r.mark.map(|m| m.name()),
            })
        })
        .collect();
    let value = serde_json::json!({
        "game": {
            "game_type": rec.game_type.to_string(),
            "white": rec.white,
            "black": rec.black,
            "state": game.outcome().to_string(),
            "plies": game.moves().len(),
        },
        "complete": review.len() == game.moves().len(),
        "plies": plies,
    });
    let out = serde_json::to_string_pretty(&value).unwrap_or_default();
    // Names read from the file: printable, the same data.
    format!("{}\n", hive::text::json_printable(&out))
}

/// The game as PGN with each ply's verdict in a `{comment}` after it.
fn to_pgn(rec: &Record, review: &[PlyReview]) -> String {
    let plain = record::pgn::write(rec);
    let mut out = String::with_capacity(plain.len() * 2);
    for line in plain.lines() {
        out.push_str(line);
        let ply = line
            .split_once(". ")
            .and_then(|(n, _)| n.trim().parse::<usize>().ok());
        if let Some(r) = ply.and_then(|n| review.get(n.wrapping_sub(1))) {
            out.push_str(" {");
            out.push_str(&comment(r));
            out.push('}');
        }
        out.push('\n');
    }
    out
}

/// `eval +17 -> -163 for White; ?? blunder, lost 180; best bA3 \wQ; line bA3 \wQ, wS1 -bQ`:
/// the evaluation before and after the move, its mark, and what was best before it.
fn comment(r: &PlyReview) -> String {
    let mut parts = vec![format!(
        "eval {} -> {} for White",
        r.before.text(),
        r.after.text()
    )];
    if let Some(mark) = r.mark {
        // A mate on either side makes the units meaningless: the evaluations say it.
        let mated = r.before.mate.is_some() || r.after.mate.is_some();
        parts.push(if mated {
            format!("{} {}", mark.symbol(), mark.name())
        } else {
            format!("{} {}, lost {}", mark.symbol(), mark.name(), r.loss)
        });
    }
    if r.best == r.played {
        parts.push("the best move".to_string());
    } else {
        parts.push(format!("best {}", r.best));
    }
    if !r.line.is_empty() {
        parts.push(format!("line {}", r.line.join(", ")));
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use hive::engine::analysis::Mark;

    fn review(before: Eval, after: Eval, mark: Option<Mark>, best: &str) -> PlyReview {
        PlyReview {
            ply: 12,
            player: Color::Black,
            played: "bQ wS1-".into(),
            before,
            after,
            best: best.into(),
            line: vec![best.into(), "wA1 -bQ".into()],
            loss: 180,
            mark,
        }
    }

    #[test]
    fn comments_say_before_and_after_the_mark_and_the_best_move() {
        let units = |white| Eval { white, mate: None };
        let r = review(units(17), units(197), Some(Mark::Blunder), "bA3 \\wQ");
        assert_eq!(
            comment(&r),
            "eval +17 -> +197 for White; ?? blunder, lost 180; best bA3 \\wQ; \
             line bA3 \\wQ, wA1 -bQ"
        );
        let r = review(units(0), units(-3), None, "bQ wS1-");
        assert_eq!(
            comment(&r),
            "eval 0 -> -3 for White; the best move; line bQ wS1-, wA1 -bQ"
        );
        // A forced win let go: the mate says more than the units.
        let mate = Eval {
            white: -29_995,
            mate: Some(-3),
        };
        let r = review(mate, units(40), Some(Mark::Blunder), "bA3 \\wQ");
        assert!(comment(&r).starts_with("eval -M3 -> +40 for White; ?? blunder; best"));
    }
}
