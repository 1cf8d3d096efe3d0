//! Published positions from Mzinga, OpenSpiel and the beetle gate, checked by each row's kind
//! and note (`tests/data/positions/extra_positions.tsv`).

use std::collections::HashSet;

use hive::rules::perft;
use hive::rules::{Game, GameState, Move, Piece, Position};
use hive::rules::{UhpMove, format_move, parse_move};

struct Row {
    id: String,
    gamestring: String,
    kind: String,
    value: String,
    note: String,
}

fn rows() -> Vec<Row> {
    let rows: Vec<Row> = crate::common::data::tsv_rows(
        "positions/extra_positions.tsv",
        "id\tsource\tgamestring\tkind\tvalue\tnote",
    )
    .into_iter()
    .map(|f| Row {
        id: f[0].clone(),
        gamestring: f[2].clone(),
        kind: f[3].clone(),
        value: f[4].clone(),
        note: f[5].clone(),
    })
    .collect();
    assert_eq!(rows.len(), 44, "rows in extra_positions.tsv");
    rows
}

/// The depth of a `perftN` kind.
fn perft_depth(kind: &str) -> Option<usize> {
    kind.strip_prefix("perft")?.parse().ok()
}

/// How many `perftN` rows the regular test runs; deeper ones are `#[ignore]`d.
const QUICK_PERFT_DEPTH: usize = 4;

/// What a row's note asks beyond its kind. Every note must be understood: an unknown note
/// fails the test so that someone reads it.
#[derive(Debug, PartialEq)]
enum Note {
    /// Describes the row; nothing more to check.
    Plain,
    /// A `must-include` list that is in fact every move of the pieces it names.
    Complete,
    /// The game is over: no legal moves.
    NoMoves,
    /// The only legal move is a pass.
    OnlyPass,
    /// Every legal move places this piece.
    AllPlace(Piece),
    /// Without its last move the string is a live position with this state and turn, and the
    /// last move ends the game.
    Transition(String),
    /// Some listed strings name a covered piece as reference: a notation question.
    CoveredReferences,
}

fn read_note(note: &str) -> Result<Note, String> {
    let plain_starts = [
        "first move: ",
        "4 types x 6 neighbours",
        "all moves of ",
        "partial: only the tested piece",
    ];
    if note.is_empty() || plain_starts.iter().any(|p| note.starts_with(p)) {
        // "all moves of wS1 (complete for that piece ...)" is what `piece-moves` checks anyway.
        return Ok(Note::Plain);
    }
    if note.starts_with("complete list") || note.starts_with("placements of that bug: the 3 cells")
    {
        return Ok(Note::Complete);
    }
    if let Some((_, after)) = note.split_once("replay the string without its last move from ") {
        let header = after.split(['.', ' ']).next().unwrap_or_default();
        return Ok(Note::Transition(header.to_string()));
    }
    if note.contains("no valid moves") {
        return Ok(Note::NoMoves);
    }
    if note.contains("the only valid move is pass") {
        return Ok(Note::OnlyPass);
    }
    if let Some(rest) = note.strip_prefix("all ")
        && let Some((_, after)) = rest.split_once(" moves place ")
    {
        let name = after.split(['.', ' ']).next().unwrap_or_default();
        return name
            .parse()
            .map(Note::AllPlace)
            .map_err(|e| format!("note names piece `{name}`: {e}"));
    }
    if note.contains("name covered pieces") {
        return Ok(Note::CoveredReferences);
    }
    Err(format!(
        "unrecognised note, read it and teach this test: {note}"
    ))
}

/// Parses a `;`-separated list into moves of `pos`.
fn listed_moves(pos: &Position, list: &str) -> Result<Vec<(String, Move)>, String> {
    list.split(';')
        .map(|t| {
            parse_move(pos, t)
                .map(|m| (t.to_string(), m))
                .map_err(|e| format!("`{t}` does not parse: {e}"))
        })
        .collect()
}

fn strings(pos: &Position, moves: impl IntoIterator<Item = Move>) -> Vec<String> {
    let mut out: Vec<String> = moves.into_iter().map(|m| format_move(pos, m)).collect();
    out.sort();
    out
}

/// Checks one row; `Err` says how we disagree.
fn check(row: &Row) -> Result<(), String> {
    let note = read_note(&row.note)?;
    let game = Game::parse(&row.gamestring).map_err(|e| format!("does not parse: {e}"))?;
    let pos = game.position();
    let legal = pos.legal_moves();
    let legal_set: HashSet<Move> = legal.iter().copied().collect();
    let mut problems = Vec::new();

    match row.kind.as_str() {
        "count" => {
            let n: usize = row.value.parse().map_err(|_| "bad count".to_string())?;
            if legal.len() != n {
                problems.push(format!(
                    "expected {n} moves, got {}: {:?}",
                    legal.len(),
                    strings(pos, legal.iter().copied())
                ));
            }
        }
        "piece-moves" | "must-include" => {
            let listed = listed_moves(pos, &row.value)?;
            let expected: HashSet<Move> = listed.iter().map(|&(_, m)| m).collect();
            let missing: Vec<&str> = listed
                .iter()
                .filter(|(_, m)| !legal_set.contains(m))
                .map(|(t, _)| t.as_str())
                .collect();
            if !missing.is_empty() {
                problems.push(format!("listed but not legal for us: {missing:?}"));
            }
            if row.kind == "piece-moves" || note == Note::Complete {
                let pieces: HashSet<Piece> = expected.iter().filter_map(|m| m.piece()).collect();
                let extra = legal
                    .iter()
                    .filter(|m| m.piece().is_some_and(|p| pieces.contains(&p)))
                    .filter(|m| !expected.contains(m))
                    .copied();
                let extra = strings(pos, extra);
                if !extra.is_empty() {
                    problems.push(format!(
                        "the list is complete for its pieces, but we also allow {extra:?}"
                    ));
                }
            }
        }
        "must-exclude" => {
            for text in row.value.split(';') {
                let covered_reference = match text.parse::<UhpMove>() {
                    Ok(UhpMove::To(_, target)) => pos.board().is_covered(target.reference),
                    _ => false,
                };
                match parse_move(pos, text) {
                    Err(e) => eprintln!("{}: `{text}` refused as notation: {e}", row.id),
                    Ok(mv) if !legal_set.contains(&mv) => {}
                    Ok(mv) if covered_reference && note == Note::CoveredReferences => eprintln!(
                        "{}: `{text}` names a covered reference; we read it as its stack's \
                         cell, the legal move `{}` (a notation question, as the note says)",
                        row.id,
                        format_move(pos, mv)
                    ),
                    Ok(mv) => problems.push(format!(
                        "`{text}` must be illegal, but we allow it (as `{}`)",
                        format_move(pos, mv)
                    )),
                }
            }
        }
        "state" | "state+count" => {
            let (state, count) = match row.value.split_once(';') {
                Some((s, c)) => (s, Some(c.parse::<usize>().map_err(|_| "bad count")?)),
                None => (row.value.as_str(), None),
            };
            let ours = game.to_string();
            if game.outcome().as_str() != state || ours.split(';').nth(1) != Some(state) {
                problems.push(format!(
                    "expected state {state}, got {} ({ours})",
                    game.outcome()
                ));
            }
            if let Some(n) = count
                && legal.len() != n
            {
                problems.push(format!("expected {n} moves, got {}", legal.len()));
            }
        }
        kind if perft_depth(kind).is_some() => {
            let depth = perft_depth(kind).unwrap_or_default();
            let n: u64 = row
                .value
                .parse()
                .map_err(|_| "bad perft count".to_string())?;
            let got = perft(&mut pos.clone(), depth, true);
            if got != n {
                problems.push(format!("perft({depth}): expected {n}, got {got}"));
            }
        }
        kind => return Err(format!("unknown kind `{kind}`")),
    }

    match note {
        Note::NoMoves if !legal.is_empty() => problems.push(format!(
            "the note says no valid moves, we have {}",
            legal.len()
        )),
        Note::OnlyPass if legal != [Move::Pass] => problems.push(format!(
            "the note says the only move is pass, we have {:?}",
            strings(pos, legal.iter().copied())
        )),
        Note::AllPlace(piece) => {
            let placed = pos.board().is_placed(piece);
            let others: Vec<String> = legal
                .iter()
                .filter(|m| placed || m.piece() != Some(piece))
                .map(|&m| format_move(pos, m))
                .collect();
            if !others.is_empty() {
                problems.push(format!(
                    "the note says every move places {piece}; these do not: {others:?}"
                ));
            }
        }
        Note::Transition(header) => {
            if let Err(why) = check_transition(&row.gamestring, &header, game.outcome()) {
                problems.push(why);
            }
        }
        _ => {}
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n    "))
    }
}

/// Replays `gamestring` without its last move (expecting `header`, e.g. `InProgress;White[7]`),
/// then plays the last move and expects `end`.
fn check_transition(gamestring: &str, header: &str, end: GameState) -> Result<(), String> {
    let (before, last) = gamestring.rsplit_once(';').ok_or("no moves")?;
    let mut game = Game::parse(before).map_err(|e| format!("without its last move: {e}"))?;
    let ours = game.to_string();
    let (_, rest) = ours.split_once(';').ok_or("no state field")?;
    if !rest.starts_with(&format!("{header};")) {
        return Err(format!(
            "without its last move we expected {header}, got {ours}"
        ));
    }
    game.play_str(last)
        .map_err(|e| format!("the last move `{last}` is refused: {e}"))?;
    if game.outcome() != end || !game.position().legal_moves().is_empty() {
        return Err(format!(
            "after `{last}` we expected {end} and no moves, got {} with {} moves",
            game.outcome(),
            game.position().legal_moves().len()
        ));
    }
    Ok(())
}

/// Runs the rows `select` picks; returns how many ran.
fn run(select: impl Fn(&Row) -> bool) -> usize {
    let mut ran = 0;
    let mut failures = Vec::new();
    for row in rows().iter().filter(|r| select(r)) {
        ran += 1;
        if let Err(why) = check(row) {
            failures.push(format!(
                "{} ({}, expected `{}`)\n  {}\n    {why}",
                row.id, row.kind, row.value, row.gamestring
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {ran} rows fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    ran
}

#[test]
fn every_quick_row_of_extra_positions_holds() {
    let ran = run(|r| perft_depth(&r.kind).is_none_or(|d| d <= QUICK_PERFT_DEPTH));
    assert_eq!(ran, 42, "44 rows minus the beetle gate perft5 and perft6");
}

#[test]
fn every_note_in_extra_positions_is_understood() {
    for row in rows() {
        if let Err(why) = read_note(&row.note) {
            panic!("{}: {why}", row.id);
        }
    }
}

#[test]
#[ignore = "slow: beetle gate perft 5 and 6, about 4.6 billion leaves"]
fn deep_perft_rows_of_extra_positions_hold() {
    let ran = run(|r| perft_depth(&r.kind).is_some_and(|d| d > QUICK_PERFT_DEPTH));
    assert_eq!(ran, 2, "beetle gate perft5 and perft6");
}
