//! A file holding one UHP GameString (`Base+MLP;InProgress;White[3];wS1;bG1 -wS1`): read
//! into a record, replayed and checked against its header; written from a record.

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::rules::{Color, Game, GameState, Rules};
use crate::rules::{GameStringError, HeaderMismatch};

use super::model::{Record, ReplayError, replay_moves};
use super::outcome::Ending;

/// Why a GameString file does not read as a game. The message starts with the file.
#[derive(Debug, Error)]
#[error("{}: {source}", .path.display())]
pub struct GameStringFileError {
    /// The file holding the GameString.
    pub path: PathBuf,
    /// Why the GameString's header or one of its moves is refused.
    pub source: Box<GameStringReplayError>,
}

/// Reads a file's text holding one GameString (`path` names the file in errors and in the
/// record's `source`): the record, the game its moves replay to, and what was read
/// leniently, one sentence each (a turn field behind the moves, a result decided off the
/// board). Players are `White` and `Black`, as a GameString names none.
pub fn read(path: &Path, text: &str) -> Result<(Record, Game, Vec<String>), GameStringFileError> {
    let body = text.trim_start_matches('\u{feff}').trim();
    let (game, ending, stale) = import_game_string(body).map_err(|source| GameStringFileError {
        path: path.to_path_buf(),
        source: Box::new(source),
    })?;
    let mut record = Record::from_game(&game, "White", "Black", None);
    record.source = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let mut notes: Vec<String> = stale
        .iter()
        .map(|n| format!("{n}: read as the moves say"))
        .collect();
    if let Some(ending) = ending {
        // A result the board does not give: decided off the board (see
        // `import_game_string`), and said so.
        let given = record.result.state;
        record.result.ending = Some(ending);
        let state = record.result.overall_state();
        record.result.note = Some(format!("GameString state: {state}"));
        notes.push(format!(
            "the state field says `{state}` but the moves give `{given}`: read as a game decided off the board ({})",
            record.result
        ));
    }
    Ok((record, game, notes))
}

/// The record as a UHP GameString, what `newgame` takes (see [`Record::to_game_string`]:
/// moves taken back are left out; resignations and draws off the board are not part of
/// UHP, and the state field says only who won).
pub fn write(record: &Record) -> String {
    record.to_game_string()
}

/// Reads a UHP GameString (`Base+MLP;InProgress;White[2];wS1;bG1 -wS1`, or a bare game type)
/// into the game its moves make. The header is checked by the rules' own reader (its state
/// and turn for form only: they are recomputed), the moves replayed by [`replay_moves`].
///
/// A game whose first or second ply places a Queen is read under the rulebooks' opening rule
/// (the tournament rule would refuse it).
pub(crate) fn replay_game_string(text: &str) -> Result<Game, GameStringReplayError> {
    let text = text.trim();
    let text = text.strip_suffix(';').unwrap_or(text);
    let mut fields: Vec<&str> = text.split(';').map(str::trim).collect();
    let moves = fields.split_off(fields.len().min(3));
    let header = Game::parse(&fields.join(";"))?;
    Ok(replay_moves(
        header.game_type(),
        opening_rules(&moves),
        moves.into_iter(),
    )?)
}

/// [`replay_game_string`] for a file to import: the state and turn fields must also say
/// what the moves give, so that a finished game cut short, or a header edited by hand, is
/// not imported as something else. A record whose header says Draw where the moves repeat
/// a position a third time is replayed under the repetition rule.
///
/// A state field that names a result where no Queen is surrounded (as our export writes a
/// resignation or a draw) is a game decided off the board, and comes back as its ending:
/// a win as [`Ending::LostOffBoard`] (how it was won is not written), a draw as
/// [`Ending::DeclaredDraw`], as the PGN reader reads a draw without a `Termination`. A state
/// field that contradicts a Queen surrounded on the board is refused.
///
/// A turn field behind the moves (a header written once and never brought up to date) is
/// read as the moves say and returned, for the caller to note; one ahead of them (moves
/// missing?) is refused.
fn import_game_string(
    text: &str,
) -> Result<(Game, Option<Ending>, Option<HeaderMismatch>), GameStringReplayError> {
    let game = replay_game_string(text)?;
    let fields: Vec<&str> = text.trim().split(';').map(str::trim).take(3).collect();
    let given = |i: usize| fields.get(i).copied().filter(|f| !f.is_empty());
    let disagree = |game: &Game| {
        let mut notes = Vec::new();
        for (i, field, actual) in [
            (1, "state", game.outcome().to_string()),
            (2, "turn", game.position().turn_string()),
        ] {
            if let Some(given) = given(i)
                && given != actual
            {
                notes.push(HeaderMismatch {
                    field,
                    given: given.to_string(),
                    actual,
                });
            }
        }
        notes
    };
    let mut notes = disagree(&game);
    // A stale turn field: noted, not refused.
    let stale = notes
        .iter()
        .position(|n| {
            n.field == "turn" && turn_ply(&n.given).is_some_and(|p| p < game.moves().len())
        })
        .map(|i| notes.remove(i));
    if notes.is_empty() {
        return Ok((game, None, stale));
    }
    if given(1) == Some("Draw") {
        let rules = Rules {
            repetition: true,
            ..game.position().rules()
        };
        let mut again = Game::with_rules(game.game_type(), rules);
        let replays = game.moves().all(|m| again.play(m).is_ok());
        let left: Vec<HeaderMismatch> = disagree(&again)
            .into_iter()
            .filter(|n| Some(n) != stale.as_ref())
            .collect();
        if replays && left.is_empty() {
            return Ok((again, None, stale));
        }
    }
    // Only the state disagrees, the board decides nothing, and the state names a result.
    let off_board = match given(1).and_then(|s| s.parse::<GameState>().ok()) {
        Some(GameState::WhiteWins) => Some(Ending::LostOffBoard(Color::Black)),
        Some(GameState::BlackWins) => Some(Ending::LostOffBoard(Color::White)),
        Some(GameState::Draw) => Some(Ending::DeclaredDraw),
        _ => None,
    };
    let undecided = matches!(
        game.outcome(),
        GameState::InProgress | GameState::NotStarted
    );
    if let Some(ending) = off_board
        && undecided
        && notes.iter().all(|n| n.field == "state")
    {
        return Ok((game, Some(ending), stale));
    }
    notes.extend(stale);
    Err(GameStringReplayError::Header(notes))
}

/// The plies played before the turn a turn field names (`White[1]` 0, `Black[1]` 1,
/// `White[2]` 2); `None` when it is not one.
fn turn_ply(turn: &str) -> Option<usize> {
    let (side, rest) = turn.split_once('[')?;
    let n: usize = rest.strip_suffix(']')?.parse().ok()?;
    let black = match side {
        "White" => 0,
        "Black" => 1,
        _ => return None,
    };
    Some(n.checked_sub(1)? * 2 + black)
}

/// The rules to replay a record's moves under: the rulebook opening when a side's first
/// move places its Queen, the tournament rule otherwise; no draw by repetition.
fn opening_rules(moves: &[&str]) -> Rules {
    let queen_first = moves.iter().take(2).any(|m| {
        let piece = m.split_whitespace().next().unwrap_or_default();
        piece
            .chars()
            .nth(1)
            .is_some_and(|c| c.eq_ignore_ascii_case(&'q'))
    });
    Rules {
        opening: if queen_first {
            crate::rules::Opening::Rulebook
        } else {
            crate::rules::Opening::Tournament
        },
        repetition: false,
    }
}

/// Why a GameString does not replay: its header, or one of its moves.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameStringReplayError {
    /// The game type, state or turn field is malformed.
    #[error(transparent)]
    Form(#[from] GameStringError),
    /// The state or turn field disagrees with what the moves replay to.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Header(Vec<HeaderMismatch>),
    /// A move does not replay.
    #[error(transparent)]
    Moves(#[from] ReplayError),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White surrounds Black's Queen on its eighth move.
    const WON: &str = "Base;WhiteWins;Black[8];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \\bQ;wG1 bQ\\;bG2 bQ/;wA1 wQ\\;bA1 bG2/;wA1 bG2\\;bA1 \\bG2;wQ \\wS1;bA1 bG2/;wQ /bG1";

    #[test]
    fn a_result_where_no_queen_is_surrounded_is_an_ending_off_the_board() {
        let read = |s: &str| import_game_string(s).map(|(g, e, _)| (g.moves().len(), e));
        assert_eq!(
            read("Base;WhiteWins;White[2];wS1;bS1 wS1-"),
            Ok((2, Some(Ending::LostOffBoard(Color::Black))))
        );
        assert_eq!(
            read("Base;BlackWins;White[1]"),
            Ok((0, Some(Ending::LostOffBoard(Color::White))))
        );
        assert_eq!(
            read("Base;Draw;White[2];wS1;bS1 wS1-"),
            Ok((2, Some(Ending::DeclaredDraw)))
        );
        assert_eq!(read(WON), Ok((15, None)));
        // A turn field behind the moves is read as they say, and returned to be noted.
        let (game, _, stale) =
            import_game_string("Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1").unwrap();
        assert_eq!(game.moves().len(), 3);
        let stale = stale.unwrap();
        assert_eq!(
            (stale.given.as_str(), stale.actual.as_str()),
            ("White[1]", "Black[2]")
        );
        assert_eq!(turn_ply("White[1]"), Some(0));
        assert_eq!(turn_ply("Black[2]"), Some(3));
        assert_eq!(turn_ply("Red[2]"), None);
        assert_eq!(turn_ply("White[0]"), None);
        // One ahead of them must still agree, and a result the board decides cannot be
        // denied.
        for bad in [
            "Base;WhiteWins;Black[2];wS1;bS1 wS1-".to_string(),
            "Base;InProgress;White[9];wS1;bS1 wS1-".to_string(),
            WON.replace("WhiteWins", "InProgress"),
            WON.replace("WhiteWins", "BlackWins"),
            WON.replace("WhiteWins", "Draw"),
        ] {
            assert!(
                matches!(
                    import_game_string(&bad),
                    Err(GameStringReplayError::Header(_))
                ),
                "{bad}"
            );
        }
    }
}
