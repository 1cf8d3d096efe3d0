//! Writing a record as boardspace writes a Hive game: the root properties, then one `move`
//! action and one `done` per ply, on boardspace's lettered board.

use std::fmt::Write as _;

use crate::clock::TimeControl;
use crate::record::model::Record;
use crate::record::outcome::Ending;
use crate::record::stamp::Stamp;
use crate::rules::{Bug, Color, Ending as RulesEnding, GameState, GameType, Hex, Move};

use super::error::SgfWriteError;

/// boardspace's board: columns `A` to `Z`.
const COLUMNS: i32 = 26;
/// The rows the reader takes: 1 to 99 (boardspace's own board has 26).
const ROWS: i32 = 99;
/// Where boardspace's robots put the first piece: `N 13`, the centre of its board.
const CENTRE: (i32, i32) = (13, 13);

/// The record as a boardspace SGF game, which [`read`](super::read) reads back to the same
/// game: the same moves, players, game type and result, and the same start time to the
/// second (or the date as the source wrote it).
///
/// Every ply is a `move` action (a `pmove` when a piece of the other side is moved, a
/// Pillbug's throw) and a `done`, as boardspace's robots write them; a pass is `pass` and
/// `done`. Moves taken back (see [`Record::current`]) are left out, as in the GameString.
/// A resignation is a `resign` action and an agreed draw an offer and its acceptance. What
/// boardspace does not record is said only by the `RE` line, as boardspace says it, and so
/// reads back as boardspace's own records do: a win on time or off the board as a game that
/// stops in progress, a draw declared or by repetition as a draw declared by the server.
/// boardspace has no repetition rule and its only openings are UHP's: a record played with
/// the repetition rule reads back without it.
pub fn write(record: &Record) -> Result<String, SgfWriteError> {
    let game = record.replay()?;
    let moves: Vec<Move> = game.moves().collect();
    // Every line's moves, so that the board holds every cell any of them uses.
    let lines = Lines::of(record, moves.len())?;
    let all: Vec<Move> = lines.moves.iter().flatten().copied().collect();
    let origin = origin(&all)?;
    let mut out = String::with_capacity(512 + moves.len() * 64);
    out.push_str("(;\nGM[27]VV[1]\nCM[0,1]\n");
    // boardspace's own control of a fixed time for the game (`Fixed`), and each turn's
    // clock as its `done` (the mover's time used so far); other controls it does not
    // write as ours.
    let base = match record.clock.map(|c| c.control) {
        Some(TimeControl::Fischer { base, increment }) if increment.is_zero() => Some(base),
        _ => None,
    };
    if let Some(base) = base {
        prop(&mut out, "TC", &format!("Fixed {}", base.as_millis()));
    }
    prop(&mut out, "SU", &variant(record.game_type));
    match (&record.date_text, record.started) {
        (Some(text), _) => prop(&mut out, "DT", text),
        (None, Some(t)) => prop(&mut out, "DT", &java_date(t)),
        (None, None) => {}
    }
    if let Some(re) = result_line(record) {
        prop(&mut out, "RE", &re);
    }
    prop(&mut out, "P0", &format!("id \"{}\"", record.white));
    prop(&mut out, "P1", &format!("id \"{}\"", record.black));
    let mut actions = Actions { out, seq: 0 };
    actions.push(Color::White, "Start P0");
    lines.write(&mut actions, record, &origin, base, (None, 0, false), 0)?;
    let mut out = actions.out;
    out.push_str(")\n");
    Ok(out)
}

/// The record's lines as the writer walks them: each line's moves from the start (the
/// main line first, then each variation's, as [`Record::line`] gives them), those left out
/// (variations past the moves taken back) empty.
struct Lines {
    moves: Vec<Vec<Move>>,
    texts: Vec<Vec<String>>,
}

impl Lines {
    fn of(record: &Record, main_plies: usize) -> Result<Lines, SgfWriteError> {
        let mut moves = Vec::new();
        let mut texts = Vec::new();
        for line in std::iter::once(None).chain((0..record.variations.len()).map(Some)) {
            // A line that leaves the main line past the game's current ply is not written.
            let keep = match line {
                None => true,
                Some(mut v) => loop {
                    match record.variations[v].from {
                        Some(f) => v = f,
                        None => break record.variations[v].at < main_plies,
                    }
                },
            };
            let mut game = crate::rules::Game::with_rules(record.game_type, record.rules);
            let entries = record.line(line);
            let count = if line.is_none() {
                main_plies
            } else {
                entries.len()
            };
            let mut line_moves = Vec::new();
            let mut line_texts = Vec::new();
            for entry in entries.iter().take(if keep { count } else { 0 }) {
                game.play_str(&entry.text).map_err(|source| {
                    SgfWriteError::Replay(crate::record::ReplayError::Move {
                        number: game.moves().len() + 1,
                        text: entry.text.clone(),
                        source,
                    })
                })?;
                line_moves.extend(game.moves().last());
                line_texts.extend(game.move_strings().last().map(String::from));
            }
            moves.push(line_moves);
            texts.push(line_texts);
        }
        Ok(Lines { moves, texts })
    }

    /// Writes line `line` (`None` the main line, else the variation) from ply `from`: its
    /// turns, and where lines leave it, a branch that goes on with it and one for each line
    /// that leaves, nested `depth` deep. `continuing`: this goes on with the line after a
    /// branch point at `from`.
    fn write(
        &self,
        actions: &mut Actions,
        record: &Record,
        origin: &Origin,
        base: Option<std::time::Duration>,
        (line, from, continuing): (Option<usize>, usize, bool),
        depth: usize,
    ) -> Result<(), SgfWriteError> {
        if depth > super::lex::MAX_DEPTH {
            return Err(SgfWriteError::TooDeep {
                depth,
                max: super::lex::MAX_DEPTH,
            });
        }
        let index = line.map_or(0, |v| v + 1);
        let moves = &self.moves[index];
        let entries = record.line(line);
        for (ply, &mv) in moves.iter().enumerate().skip(from) {
            let leaving: Vec<usize> = record
                .variations
                .iter()
                .enumerate()
                .filter(|(i, v)| v.from == line && v.at == ply && !self.moves[i + 1].is_empty())
                .map(|(i, _)| i)
                .collect();
            // Where lines leave this one: a branch that goes on with it (which does not
            // branch here again), then one for each line that leaves.
            let branches_here = !leaving.is_empty() && (ply > from || !continuing);
            if branches_here {
                let seq = actions.seq;
                actions.out.push_str("(\n");
                self.write(actions, record, origin, base, (line, ply, true), depth + 1)?;
                actions.out.push_str(")\n");
                for v in leaving {
                    actions.seq = seq;
                    actions.out.push_str("(\n");
                    self.write(
                        actions,
                        record,
                        origin,
                        base,
                        (Some(v), ply, false),
                        depth + 1,
                    )?;
                    actions.out.push_str(")\n");
                }
                return Ok(());
            }
            let mover = if ply.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            };
            match mv {
                Move::Pass => actions.push(mover, "pass"),
                Move::Piece(piece, to) => {
                    let (col, row) = origin.cell(to);
                    let owner = piece.color();
                    let verb = if owner == mover { "move" } else { "pmove" };
                    let side = if owner == Color::White { 'W' } else { 'B' };
                    let letter = char::from(b'A' + col as u8);
                    let action = format!(
                        "{verb} {side} {piece} {letter} {row} {}",
                        attachment(&self.texts[index][ply])
                    );
                    actions.push(mover, &action);
                }
            }
            let used = base
                .zip(entries.get(ply).and_then(|m| m.left))
                .map(|(base, left)| base.saturating_sub(left));
            actions.push_timed(mover, "done", used);
        }
        if line.is_none() {
            write_ending(actions, record, moves.len());
        }
        Ok(())
    }
}

/// How the main line ended, when boardspace records it: a resignation, an agreed draw.
fn write_ending(actions: &mut Actions, record: &Record, plies: usize) {
    let to_move = if plies.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    match record.result.ending {
        Some(Ending::Rules(RulesEnding::Resignation(c))) => actions.push(c, "resign"),
        Some(Ending::Rules(RulesEnding::Agreement)) => {
            actions.push(to_move, "offerdraw");
            actions.push(to_move, "done");
            actions.push(to_move.opponent(), "acceptdraw");
            actions.push(to_move.opponent(), "done");
        }
        _ => {}
    }
}

/// The actions of a game, numbered from 0 as boardspace numbers them.
struct Actions {
    out: String,
    seq: usize,
}

impl Actions {
    fn push(&mut self, by: Color, action: &str) {
        self.push_timed(by, action, None);
    }

    /// An action and the actor's clock then (`TM[ms]`, the time it has used).
    fn push_timed(&mut self, by: Color, action: &str, used: Option<std::time::Duration>) {
        let player = if by == Color::White { "P0" } else { "P1" };
        self.out.push_str("; ");
        prop(&mut self.out, player, &format!("{} {action}", self.seq));
        if let Some(used) = used {
            self.out.pop();
            prop(&mut self.out, "TM", &used.as_millis().to_string());
        }
        self.seq += 1;
    }
}

/// `NAME[value]` on a line of its own, `\` and `]` escaped.
fn prop(out: &mut String, name: &str, value: &str) {
    out.push_str(name);
    out.push('[');
    for c in value.chars() {
        if matches!(c, '\\' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("]\n");
}

/// `hive`, or `hive-` and the expansion letters in boardspace's order: `hive-plm`.
fn variant(game_type: GameType) -> String {
    let letters: String = [
        (Bug::Pillbug, 'p'),
        (Bug::Ladybug, 'l'),
        (Bug::Mosquito, 'm'),
    ]
    .into_iter()
    .filter(|&(bug, _)| game_type.has(bug))
    .map(|(_, letter)| letter)
    .collect();
    match letters.is_empty() {
        true => "hive".to_string(),
        false => format!("hive-{letters}"),
    }
}

/// A time as Java's `Date.toString()` writes it, the zone as `GMT±hh:mm` (the form Java
/// gives a zone with no name): `Tue Mar 31 10:06:56 GMT-07:00 2020`.
fn java_date(t: Stamp) -> String {
    let local = t.local();
    let minutes = t.offset().seconds() / 60;
    let zone = match minutes {
        0 => "GMT".to_string(),
        m => format!(
            "GMT{}{:02}:{:02}",
            if m < 0 { '-' } else { '+' },
            m.abs() / 60,
            m.abs() % 60
        ),
    };
    let mut text = local.strftime("%a %b %d %H:%M:%S ").to_string();
    let _ = write!(text, "{zone} {}", local.year());
    text
}

/// boardspace's result line, in English: `Game won by NAME`, `The game is a draw`; `None`
/// for a game still in progress.
fn result_line(record: &Record) -> Option<String> {
    let result = &record.result;
    match result.winner() {
        Some(Color::White) => Some(format!("Game won by {}", record.white)),
        Some(Color::Black) => Some(format!("Game won by {}", record.black)),
        None if result.is_draw() || result.state == GameState::Draw => {
            Some("The game is a draw".to_string())
        }
        None => None,
    }
}

/// What boardspace writes after a move's cell, a hint its reader never reads: the
/// MoveString's reference (`wS1-`, `\bQ`), or `.` for the first piece and a climb.
fn attachment(text: &str) -> &str {
    match text.split_once(' ') {
        Some((_, target)) if target.contains(['-', '/', '\\']) => target,
        _ => ".",
    }
}

/// Where the first piece stands on boardspace's board, chosen so that every cell the game
/// uses is on it.
struct Origin {
    first: Hex,
    col: i32,
    row: i32,
}

impl Origin {
    /// The column (from 0, `A`) and row of a cell. boardspace's rows grow to the north, its
    /// columns to the east, as [`Hex`]'s `q` does.
    fn cell(&self, hex: Hex) -> (i32, i32) {
        (
            self.col + hex.q - self.first.q,
            self.row - (hex.r - self.first.r),
        )
    }
}

/// The first piece at `N 13` where the game fits around it, else as near as it can be.
fn origin(moves: &[Move]) -> Result<Origin, SgfWriteError> {
    let cells: Vec<Hex> = moves
        .iter()
        .filter_map(|m| match *m {
            Move::Piece(_, to) => Some(to),
            Move::Pass => None,
        })
        .collect();
    let Some(&first) = cells.first() else {
        return Ok(Origin {
            first: Hex::ORIGIN,
            col: CENTRE.0,
            row: CENTRE.1,
        });
    };
    let dq = cells.iter().map(|h| h.q - first.q);
    let dr = cells.iter().map(|h| h.r - first.r);
    let (q_min, q_max) = (dq.clone().min().unwrap_or(0), dq.max().unwrap_or(0));
    let (r_min, r_max) = (dr.clone().min().unwrap_or(0), dr.max().unwrap_or(0));
    let (columns, rows) = (q_max - q_min + 1, r_max - r_min + 1);
    if columns > COLUMNS || rows > ROWS {
        return Err(SgfWriteError::TooLarge { columns, rows });
    }
    // Column col + dq in 0..COLUMNS; row row - dr in 1..=ROWS.
    Ok(Origin {
        first,
        col: CENTRE.0.clamp(-q_min, COLUMNS - 1 - q_max),
        row: CENTRE.1.clamp(1 + r_max, ROWS + r_min),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    fn record_of(moves: &[&str]) -> Record {
        let mut game = Game::new(GameType::MLP);
        for m in moves {
            game.play_str(m).unwrap();
        }
        Record::from_game(&game, "Ann", "Bob", None)
    }

    #[test]
    fn each_ply_is_a_move_and_done_from_the_center() {
        let rec = record_of(&["wS1", "bS1 wS1-", "wQ \\wS1"]);
        let sgf = write(&rec).unwrap();
        assert!(sgf.contains("SU[hive-plm]\n"), "{sgf}");
        assert!(sgf.contains("P0[id \"Ann\"]\nP1[id \"Bob\"]\n"), "{sgf}");
        assert!(
            sgf.contains(
                "; P0[0 Start P0]\n; P0[1 move W wS1 N 13 .]\n; P0[2 done]\n; P1[3 move B bS1 O 13 wS1-]\n; P1[4 done]\n; P0[5 move W wQ N 14 \\\\wS1]\n"
            ),
            "{sgf}"
        );
    }

    #[test]
    fn a_game_wider_than_the_board_is_refused_and_a_long_one_moves_over() {
        // A line of pieces far to the west of the first: the origin moves east.
        let cells = [Hex::new(0, 0), Hex::new(-20, 0), Hex::new(3, 0)];
        let moves: Vec<Move> = cells.iter().map(|&h| Move::Piece(piece(), h)).collect();
        let o = origin(&moves).unwrap();
        assert_eq!(o.cell(Hex::new(-20, 0)).0, 0);
        assert_eq!(o.cell(Hex::new(3, 0)).0, 23);
        let wide = [Hex::new(0, 0), Hex::new(-20, 0), Hex::new(6, 0)];
        let moves: Vec<Move> = wide.iter().map(|&h| Move::Piece(piece(), h)).collect();
        assert!(matches!(
            origin(&moves),
            Err(SgfWriteError::TooLarge { columns: 27, .. })
        ));
    }

    fn piece() -> crate::rules::Piece {
        crate::rules::Piece::new(Color::White, Bug::Ant, 1).unwrap()
    }

    #[test]
    fn times_are_written_as_java_writes_a_zone_without_a_name() {
        let t: Stamp = "2020-03-31T10:06:56-07:00".parse().unwrap();
        assert_eq!(java_date(t), "Tue Mar 31 10:06:56 GMT-07:00 2020");
        assert_eq!(Stamp::from_java_date(&java_date(t)), Some(t));
    }
}
