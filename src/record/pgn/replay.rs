//! One game's lines made into a record: moves normalised, replayed under hivegame.com's
//! rules, the result worked out, and every liberty noted.

use std::path::Path;

use jiff::civil::DateTime;
use jiff::tz::Offset;

use crate::clock::TimeControl;
use crate::record::model::{MAX_PLIES, Record, SavedClock};
use crate::record::outcome::{Ending, GameResult};
use crate::record::stamp::{Stamp, date_as_written};
use crate::rules::MoveError;
use crate::rules::{
    Bug, Ending as RulesEnding, Game, GameState, GameType, Illegal, Opening, Piece, Rules, Target,
    UhpMove,
};

use super::game::{PgnError, PgnGame};
use super::lines::{Lines, normalize_move};
use super::note::PgnNote;
use super::text::{Claim, RawGame, claim};

/// The most characters of a `TerminationDetails` tag kept as the result's note.
const DETAILS_KEPT: usize = 200;

/// The game type a `GameType` tag names: UHP's spelling, or a lenient one.
fn read_game_type(given: &str) -> Option<(GameType, bool)> {
    if let Ok(t) = given.parse::<GameType>() {
        return Some((t, false));
    }
    let lower = given.trim().to_ascii_lowercase();
    let letters = match lower.as_str() {
        "base" => "",
        l => l.strip_prefix("base+").unwrap_or(l),
    };
    GameType::from_expansions(letters).ok().map(|t| (t, true))
}

/// The piece a normalised move moves or places.
fn mover(text: &str) -> Option<Piece> {
    text.split_whitespace().next()?.parse().ok()
}

/// The smallest game type with every expansion piece the moves name.
fn game_type_of(moves: &[String]) -> GameType {
    let mut has = [false; 3];
    for m in moves {
        for word in m.split_whitespace() {
            let name = word.trim_matches(['-', '/', '\\']);
            if let Ok(p) = name.parse::<Piece>() {
                match p.bug() {
                    Bug::Mosquito => has[0] = true,
                    Bug::Ladybug => has[1] = true,
                    Bug::Pillbug => has[2] = true,
                    _ => {}
                }
            }
        }
    }
    GameType::new(has[0], has[1], has[2])
}

/// How a replay stopped short.
enum Stop {
    /// The repetition rule ended the game before this move (index).
    Repetition(usize),
    /// This move (index) does not replay.
    Move(usize, MoveError),
}

/// Plays the normalised moves under `rules`; a side mark that points at an occupied cell
/// is read as a climb onto the piece on top there (noted).
fn play_all(
    game_type: GameType,
    rules: Rules,
    moves: &[String],
    notes: &mut Vec<PgnNote>,
) -> Result<Game, Stop> {
    let mut game = Game::with_rules(game_type, rules);
    for (i, text) in moves.iter().enumerate() {
        if game.ending() == Some(RulesEnding::Repetition) {
            return Err(Stop::Repetition(i));
        }
        let mut text = text.clone();
        if let Ok(UhpMove::To(piece, target)) = text.parse::<UhpMove>()
            && let Some(climb) = climb_by_side(&game, piece, target)
        {
            notes.push(PgnNote::ClimbBySide {
                ply: i + 1,
                written: text.clone(),
                read: climb.clone(),
            });
            text = climb;
        }
        game.play_str(&text).map_err(|e| Stop::Move(i, e))?;
    }
    Ok(game)
}

/// `wM /wL` where the cell beside wL holds a piece: `wM <the piece on top there>`.
fn climb_by_side(game: &Game, piece: Piece, target: Target) -> Option<String> {
    let side = target.side?;
    let board = game.position().board();
    let cell = board.position(target.reference)?.neighbor(side);
    let top = board.top_at(cell).filter(|&t| t != piece)?;
    Some(format!("{piece} {top}"))
}

/// The record's date: hivegame.com's `30-Jan-2024_16:10:56` (UTC) is a time; a day
/// (`2023.01.17`) is kept in ISO (`2023-01-17`), as every reader keeps one; anything else
/// as written.
fn read_date(given: Option<&str>) -> (Option<Stamp>, Option<String>) {
    let Some(text) = given.map(str::trim).filter(|t| !t.is_empty()) else {
        return (None, None);
    };
    let stamp = DateTime::strptime("%d-%b-%Y_%H:%M:%S", text)
        .ok()
        .and_then(|civil| Offset::UTC.to_timestamp(civil).ok())
        .map(|t| Stamp::new(t, Offset::UTC));
    match stamp {
        Some(s) => (Some(s), None),
        None => (None, Some(date_as_written(text))),
    }
}

pub(super) fn read_game(
    path: &Path,
    number: usize,
    several: bool,
    raw: RawGame,
) -> Result<PgnGame, PgnError> {
    let syntax = |line: usize, message: String| PgnError::Syntax {
        path: path.to_path_buf(),
        game: number,
        line,
        message,
    };
    if let Some((line, message)) = raw.error.clone() {
        return Err(syntax(line, message));
    }
    if raw.moves.len() > MAX_PLIES {
        let message = format!(
            "{} plies; more than {MAX_PLIES} is not a game",
            raw.moves.len()
        );
        return Err(syntax(raw.line, message));
    }
    let mut notes = Vec::new();
    let moves = normalized_moves(&raw, &mut notes);
    let game_type = game_type(&raw, &moves, &mut notes).map_err(|m| syntax(raw.line, m))?;
    let given = raw
        .tag("Result")
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .or(raw.result_line.as_deref())
        .unwrap_or("");
    // hivegame.com writes the result again after the moves of a game that ended: without
    // it, or with another, the file may be cut short or edited. (A missing one is noted
    // below, once the moves are known not to end the game themselves.)
    let mut line_missing = None;
    if let Some(tag) = raw.tag("Result").map(str::trim)
        && matches!(claim(tag).0, Claim::Win(_) | Claim::Draw)
    {
        match raw.result_line.as_deref().map(str::trim) {
            None => {
                line_missing = Some((
                    notes.len(),
                    PgnNote::ResultLineMissing {
                        given: tag.to_string(),
                    },
                ));
            }
            Some(line) if claim(line).0 != claim(tag).0 => notes.push(PgnNote::ResultLineDiffers {
                tag: tag.to_string(),
                line: line.to_string(),
            }),
            Some(_) => {}
        }
    }
    // A third occurrence at the very end with no draw declared: played without the rule.
    let drawn = matches!(given, "Draw" | "1/2-1/2");
    let main_error = |(i, source): (usize, MoveError)| {
        let m = raw.moves.get(i);
        PgnError::Move {
            path: path.to_path_buf(),
            game: number,
            line: m.map_or(raw.line, |m| m.line),
            ply: i + 1,
            text: m.map_or_else(String::new, |m| m.text.clone()),
            source: Box::new(source),
        }
    };
    let noted = notes.len();
    let mut game = replay(game_type, &moves, drawn, false, &mut notes).map_err(main_error)?;
    let mut lines = Lines::of(&raw, &game);
    if lines.has_variations() {
        let mut played = lines.replay(game.position().rules());
        // A variation that plays on past a third occurrence: the whole game is read
        // without the repetition rule, as a main line that does is.
        if played.is_err() && game.position().rules().repetition {
            let mut again = notes[..noted].to_vec();
            let without = replay(game_type, &moves, drawn, true, &mut again).map_err(main_error)?;
            let retry = Lines::of(&raw, &without);
            let mut retry = retry;
            if retry.replay(without.position().rules()).is_ok() {
                notes = again;
                game = without;
                lines = retry;
                played = Ok(());
            }
        }
        played.map_err(|failure| lines.error(path, number, &raw, failure))?;
    }
    // Moves that end the game (a surrounded Queen, a third occurrence under the rule) are
    // the whole game: a file of them is not cut short, whatever follows.
    if let Some((at, note)) = line_missing
        && !game.outcome().is_over()
    {
        notes.insert(at, note);
    }
    // The result: the moves first, then what the tags say about a game that ended off
    // the board.
    let result = read_result(&game, given, raw.tag("Termination"), &mut notes);
    let mut record = to_record(path, &raw, &game);
    let (main, variations) = lines.into_record_lines();
    if main.len() == record.moves.len() {
        record.moves = main;
    }
    record.variations = variations;
    record.clock = read_clock(&raw, &mut record, &mut notes);
    if several && let Some(source) = record.source.as_mut() {
        source.push_str(&format!(" #{number}"));
    }
    record.result = result;
    // Why it ended, as our export writes it (an engine that failed, a ply cap, a remark):
    // kept with the result when the reader has no note of its own there.
    if record.result.note.is_none()
        && let Some(details) = raw.tag("TerminationDetails").map(str::trim)
        && !details.is_empty()
    {
        record.result.note = Some(details.chars().take(DETAILS_KEPT).collect());
    }
    Ok(PgnGame {
        record,
        game,
        notes,
        number,
        line: raw.line,
    })
}

/// The moves as MoveStrings the rules read (see [`normalize_move`]), noting each liberty:
/// loose numbering (the first time), passes spelt otherwise, numbered unique bugs.
fn normalized_moves(raw: &RawGame, notes: &mut Vec<PgnNote>) -> Vec<String> {
    let mut moves = Vec::with_capacity(raw.moves.len());
    let mut renamed: Vec<(String, Vec<usize>)> = Vec::new();
    let mut numbered = true;
    for (i, m) in raw.moves.iter().enumerate() {
        let ply = i + 1;
        if numbered && m.number != ply as u64 {
            numbered = false;
            notes.push(PgnNote::Numbering {
                ply,
                written: m.number,
            });
        }
        let (text, names) = normalize_move(&m.text);
        if text == "pass" && m.text != "pass" {
            notes.push(PgnNote::PassSpelling {
                ply,
                written: m.text.clone(),
            });
        }
        for name in names {
            match renamed.iter_mut().find(|(n, _)| *n == name) {
                Some((_, plies)) if plies.last() == Some(&ply) => {}
                Some((_, plies)) => plies.push(ply),
                None => renamed.push((name, vec![ply])),
            }
        }
        moves.push(text);
    }
    notes.extend(
        renamed
            .into_iter()
            .map(|(written, plies)| PgnNote::NumberedUniqueBug { written, plies }),
    );
    moves
}

/// The `GameType` tag, leniently; without one, the pieces the moves name.
fn game_type(
    raw: &RawGame,
    moves: &[String],
    notes: &mut Vec<PgnNote>,
) -> Result<GameType, String> {
    let Some(given) = raw.tag("GameType").map(str::trim).filter(|t| !t.is_empty()) else {
        let t = game_type_of(moves);
        notes.push(PgnNote::GameTypeFromMoves(t));
        return Ok(t);
    };
    match read_game_type(given) {
        Some((t, false)) => Ok(t),
        Some((t, true)) => {
            notes.push(PgnNote::GameTypeSpelling {
                given: given.to_string(),
                read: t,
            });
            Ok(t)
        }
        None => Err(format!(
            "GameType `{given}` is not a game type: expected Base, Base+M, …, Base+MLP"
        )),
    }
}

/// Replays the moves under hivegame.com's rules: the Queen allowed on the first turn when
/// the record places it there; the repetition rule, unless the record plays on past a
/// third occurrence. The error is the index of the move that does not replay, and why.
fn replay(
    game_type: GameType,
    moves: &[String],
    drawn: bool,
    rule_off: bool,
    notes: &mut Vec<PgnNote>,
) -> Result<Game, (usize, MoveError)> {
    let queen_first = moves
        .iter()
        .take(2)
        .position(|m| mover(m).is_some_and(|p| p.bug() == Bug::Queen));
    let opening = match queen_first {
        Some(i) => {
            notes.push(PgnNote::QueenFirst { ply: i + 1 });
            Opening::Rulebook
        }
        None => Opening::Tournament,
    };
    let stopped = |stop: Stop| match stop {
        Stop::Move(i, e) => (i, e),
        // Only with the rule on, which is then turned off: said as the rules would say it.
        Stop::Repetition(i) => (
            i,
            MoveError::Illegal {
                text: moves.get(i).cloned().unwrap_or_default(),
                reason: Illegal::GameOver,
            },
        ),
    };
    let mut climbs = Vec::new();
    let with_rule = Rules {
        opening,
        repetition: true,
    };
    // Read with the rule, unless a position comes a third time before the moves end, or
    // at their end in a game not given as drawn (our own export of a game played without
    // the rule): then without it.
    let with = match rule_off {
        true => Err(Stop::Repetition(0)),
        false => play_all(game_type, with_rule, moves, &mut climbs),
    };
    let unclaimed = |g: &Game| !drawn && g.ending() == Some(RulesEnding::Repetition);
    let with = match with {
        Ok(game) if unclaimed(&game) => Err(Stop::Repetition(game.moves().len())),
        other => other,
    };
    let game = match with {
        Ok(game) => game,
        Err(Stop::Repetition(_)) => {
            climbs.clear();
            let without = Rules {
                opening,
                repetition: false,
            };
            let game = play_all(game_type, without, moves, &mut climbs).map_err(stopped)?;
            if let Some(ply) = game.threefold_at() {
                notes.push(PgnNote::RepetitionIgnored { ply });
            }
            game
        }
        Err(stop) => return Err(stopped(stop)),
    };
    notes.extend(climbs);
    if game.ending() == Some(RulesEnding::Repetition) {
        notes.push(PgnNote::RepetitionDraw {
            ply: game.moves().len(),
        });
    }
    Ok(game)
}

/// The `TimeControl` tag as the record's clock, and the times left the clock comments
/// give (kept only with a control: a save's times left belong to a clock).
fn read_clock(raw: &RawGame, record: &mut Record, notes: &mut Vec<PgnNote>) -> Option<SavedClock> {
    let given = raw
        .tag("TimeControl")
        .map(str::trim)
        .filter(|t| !t.is_empty());
    let control = given.and_then(TimeControl::from_pgn);
    if let (Some(given), None) = (given, control)
        && !matches!(given, "-" | "?")
    {
        notes.push(PgnNote::TimeControlUnread {
            given: given.to_string(),
        });
    }
    if control.is_none() {
        let entries = record.moves.iter_mut().chain(
            record
                .variations
                .iter_mut()
                .flat_map(|v| v.moves.iter_mut()),
        );
        let mut dropped = 0;
        for entry in entries {
            dropped += usize::from(entry.left.take().is_some());
        }
        if dropped > 0 {
            notes.push(PgnNote::TimesWithoutControl { moves: dropped });
        }
    }
    control.map(|control| SavedClock {
        control,
        left: None,
    })
}

/// The record of `game` with the players, date, source, event, site and round from the
/// tags (the result is the caller's).
fn to_record(path: &Path, raw: &RawGame, game: &Game) -> Record {
    // An empty tag (hivegame.com writes `[Event ""]`) says nothing.
    let tag = |tag: &str| {
        raw.tag(tag)
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string)
    };
    let name = |name: &str| tag(name).unwrap_or_else(|| name.to_string());
    let (started, date_text) = read_date(raw.tag("Date"));
    let mut record = Record::from_game(game, name("White"), name("Black"), started);
    record.date_text = date_text;
    let file = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    record.site = tag("Site");
    record.source = Some(match &record.site {
        Some(site) => format!("{site} {file}"),
        None => file,
    });
    record.event = tag("Event");
    record.round = tag("Round");
    record
}

/// The record's result: the position the moves end in; for a game still in progress on
/// the board, the `Result` and `Termination` tags say how it stopped.
fn read_result(
    game: &Game,
    given: &str,
    termination: Option<&str>,
    notes: &mut Vec<PgnNote>,
) -> GameResult {
    // No result at all claims nothing: the moves decide, with nothing to note.
    let (said, odd_spelling) = match given {
        "" => (Claim::InProgress, false),
        g => claim(g),
    };
    if odd_spelling {
        notes.push(PgnNote::ResultSpelling {
            given: given.to_string(),
            read: "a draw",
        });
    }
    let replayed = game.position().state();
    if game.ending() == Some(RulesEnding::Repetition) {
        // The save keeps the rules it was played under, so the draw reloads as one.
        if !matches!(said, Claim::Draw | Claim::Unknown | Claim::InProgress) {
            notes.push(PgnNote::ResultDisagrees {
                given: given.to_string(),
                replayed: GameState::Draw,
            });
        }
        return GameResult {
            state: replayed,
            ending: Some(Ending::Rules(RulesEnding::Repetition)),
            note: None,
        };
    }
    if replayed.is_over() {
        return ended_on_board(replayed, given, said, notes);
    }
    stopped_off_board(replayed, given, said, termination, notes)
}

fn pgn_note(text: &str) -> Option<String> {
    Some(format!("PGN result: {text}"))
}

/// A game that ended on the board: the tags may only agree (or be noted).
fn ended_on_board(
    replayed: GameState,
    given: &str,
    said: Claim,
    notes: &mut Vec<PgnNote>,
) -> GameResult {
    let mut result = GameResult::from_state(replayed);
    if given.is_empty() {
        return result;
    }
    let agrees = match said {
        Claim::Win(c) => replayed.winner() == Some(c),
        Claim::Draw => replayed == GameState::Draw,
        Claim::InProgress => false,
        Claim::Unknown => {
            notes.push(PgnNote::ResultFromMoves {
                given: given.to_string(),
                replayed,
            });
            result.note = pgn_note(given);
            return result;
        }
    };
    if !agrees {
        notes.push(PgnNote::ResultDisagrees {
            given: given.to_string(),
            replayed,
        });
        result.note = pgn_note(given);
    }
    result
}

/// A game still in progress on the board: the `Result` and `Termination` tags say how it
/// stopped (a resignation, a timeout, a draw), or it stays in progress.
fn stopped_off_board(
    replayed: GameState,
    given: &str,
    said: Claim,
    termination: Option<&str>,
    notes: &mut Vec<PgnNote>,
) -> GameResult {
    let mut result = GameResult::from_state(replayed);
    let how = termination.map(|t| t.trim().to_ascii_lowercase());
    let how = how.as_deref();
    match said {
        Claim::Win(c) => {
            let loser = c.opponent();
            result.ending = match how {
                Some("resignation" | "resigned") => {
                    Some(Ending::Rules(RulesEnding::Resignation(loser)))
                }
                Some("time forfeit" | "time") => Some(Ending::TimedOut(loser)),
                Some("rules infraction") => Some(Ending::Forfeit(loser)),
                Some("abandoned") => Some(Ending::Abandoned(loser)),
                // As we write a game that ended off the board in a way not recorded.
                Some("off the board") => Some(Ending::LostOffBoard(loser)),
                // Not told how: lost off the board all the same, as a GameString's result
                // is read, and noted.
                _ => {
                    notes.push(PgnNote::WinOffBoard {
                        given: given.to_string(),
                    });
                    Some(Ending::LostOffBoard(loser))
                }
            };
        }
        Claim::Draw => {
            result.ending = Some(match how {
                Some("draw agreed" | "agreement") => Ending::Rules(RulesEnding::Agreement),
                _ => Ending::DeclaredDraw,
            });
        }
        Claim::InProgress => {}
        Claim::Unknown => {
            notes.push(PgnNote::ResultFromMoves {
                given: given.to_string(),
                replayed,
            });
            result.note = pgn_note(given);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unique_bugs_lose_their_number_and_others_keep_it() {
        assert_eq!(
            normalize_move("wM1 /bM1"),
            ("wM /bM".into(), vec!["wM1".into(), "bM1".into()])
        );
        assert_eq!(
            normalize_move(r"bP1 wQ1\"),
            (r"bP wQ\".into(), vec!["bP1".into(), "wQ1".into()])
        );
        assert_eq!(normalize_move("wA1 -bA2"), ("wA1 -bA2".into(), vec![]));
        assert_eq!(normalize_move("PASS"), ("pass".into(), vec![]));
        // A number other than 1 is left for the rules to refuse.
        assert_eq!(normalize_move("wM2"), ("wM2".into(), vec![]));
    }

    #[test]
    fn game_types_leniently() {
        assert_eq!(read_game_type("Base+MLP"), Some((GameType::MLP, false)));
        assert_eq!(read_game_type("MLP"), Some((GameType::MLP, true)));
        assert_eq!(read_game_type("base"), Some((GameType::BASE, true)));
        assert_eq!(read_game_type("Chess"), None);
    }

    #[test]
    fn dates_of_both_forms() {
        let (t, text) = read_date(Some("30-Jan-2024_16:10:56"));
        assert_eq!(
            t.map(|t| t.to_string()).as_deref(),
            Some("2024-01-30T16:10:56+00:00")
        );
        assert_eq!(text, None);
        assert_eq!(
            read_date(Some("2023.01.17")),
            (None, Some("2023-01-17".into()))
        );
        assert_eq!(
            read_date(Some("2023.??.??")),
            (None, Some("2023.??.??".into()))
        );
        assert_eq!(read_date(Some(" ")), (None, None));
    }
}
