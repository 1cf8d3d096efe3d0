//! Reading a save: the format tag and version checked, every field of every version read
//! and validated, the moves replayed through the rules; errors name the file and the field.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;
use thiserror::Error;

use std::time::Duration;

use crate::clock::TimeControl;
use crate::rules::GameTypeError;
use crate::rules::{Color, Game, GameState, GameType, Opening, Rules};

use crate::engine::ai::{Level, Opponent};
use crate::record::gamestring::replay_game_string;
use crate::record::model::{MoveEntry, Parent, Record, ReplayError, SavedClock, Variation};
use crate::record::outcome::{Ending, GameResult};
use crate::record::stamp::Stamp;

use super::write::{FORMAT, VERSION};

/// Every version this program reads: version 1 has no `rules` (it means UHP's tournament
/// rules without draws by repetition) and no `computer`; version 2 has no `variations` and
/// no `clock`.
pub const READABLE: [u64; 3] = [1, 2, 3];

/// Why a save's text does not read as a record. Every message starts with the file.
#[derive(Debug, Error)]
pub enum JsonError {
    /// Not JSON, or cut short.
    #[error("{}, line {line}, column {column}: not valid JSON: {message}", .path.display())]
    Syntax {
        /// The save file.
        path: PathBuf,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column of the error.
        column: usize,
        /// The JSON parser's message, without its position.
        message: String,
    },
    /// An object names a key twice (JSON parsers differ on which value counts, so a save
    /// with one is refused rather than read as one of them).
    #[error(
        "{}, line {line}, column {column}: the key `{key}` appears twice in {within}",
        .path.display()
    )]
    DuplicateKey {
        /// The save file.
        path: PathBuf,
        /// 1-based line where the second one is.
        line: usize,
        /// 1-based column where the second one ends (its closing quote).
        column: usize,
        /// The key.
        key: String,
        /// The object that has it twice: `the top level`, `` `result` ``, `` `moves[3]` ``.
        within: String,
    },
    /// JSON, but not one of our saves.
    #[error("{}: not a hive game record: {found}", .path.display())]
    Format {
        /// The save file.
        path: PathBuf,
        /// What was found instead: not an object, no `format`, or another one.
        found: String,
    },
    /// A save from another version of the format.
    #[error(
        "{}: save format version {found} is not supported (this program reads versions 1 to 3)",
        .path.display()
    )]
    Version {
        /// The save file.
        path: PathBuf,
        /// The `version` value as written, or `(missing)`.
        found: String,
    },
    /// A field is missing or has the wrong type.
    #[error("{}: {message}", .path.display())]
    Shape {
        /// The save file.
        path: PathBuf,
        /// The deserializer's description of the missing or mistyped field.
        message: String,
    },
    /// The game type is not one of the eight UHP game types.
    #[error("{}: unknown game type: {source}", .path.display())]
    GameType {
        /// The save file.
        path: PathBuf,
        /// Why the `game_type` string does not parse.
        source: GameTypeError,
    },
    /// A field holds a value it cannot hold (a time, a state, an ending).
    #[error("{}: `{field}`: {message}", .path.display())]
    Field {
        /// The save file.
        path: PathBuf,
        /// Where the value is, e.g. `result.state` or `moves[3].at (move 4)`.
        field: String,
        /// What is wrong with the value.
        message: String,
    },
    /// The moves do not replay, or the result contradicts them.
    #[error("{}: {source}", .path.display())]
    Replay {
        /// The save file.
        path: PathBuf,
        /// Which move or result failed the replay.
        source: ReplayError,
    },
    /// The stored GameString is not the game the moves make.
    #[error(
        "{}: `game_string` does not match the moves (the moves give `{expected}`)",
        .path.display()
    )]
    GameStringMismatch {
        /// The save file.
        path: PathBuf,
        /// The GameString the replayed moves give.
        expected: String,
    },
}

/// The file as stored, before validation.
#[derive(Deserialize)]
struct FileV1 {
    game_type: String,
    white: String,
    black: String,
    #[serde(default)]
    started: Option<String>,
    #[serde(default)]
    date_text: Option<String>,
    #[serde(default)]
    source: Option<String>,
    /// Version 2 on, optional (files written before it was added lack it).
    #[serde(default)]
    event: Option<String>,
    /// Version 2 on, optional.
    #[serde(default)]
    site: Option<String>,
    /// Version 2 on, optional.
    #[serde(default)]
    round: Option<String>,
    /// Version 2 on.
    #[serde(default)]
    rules: Option<RulesV2>,
    /// Version 2 on.
    #[serde(default)]
    computer: Option<ComputerV2>,
    /// Version 2 on.
    #[serde(default)]
    parent: Option<ParentV2>,
    /// Version 2 on. Read as any JSON value, so that a bad one is named (see
    /// [`Fields::count`]).
    #[serde(default)]
    current: Option<Value>,
    moves: Vec<MoveV1>,
    /// Version 3 on.
    #[serde(default)]
    variations: Vec<VariationV3>,
    /// Version 3 on.
    #[serde(default)]
    clock: Option<ClockV3>,
    result: ResultV1,
    #[serde(default)]
    game_string: Option<String>,
}

#[derive(Deserialize)]
struct VariationV3 {
    #[serde(default)]
    from: Option<Value>,
    at: Value,
    moves: Vec<MoveV1>,
}

#[derive(Deserialize)]
struct ClockV3 {
    control: String,
    #[serde(default)]
    white_ms: Option<Value>,
    #[serde(default)]
    black_ms: Option<Value>,
}

#[derive(Deserialize)]
struct RulesV2 {
    opening: String,
    repetition: bool,
}

#[derive(Deserialize)]
struct ParentV2 {
    game: String,
    ply: Value,
}

#[derive(Deserialize)]
struct ComputerV2 {
    side: String,
    level: Value,
}

#[derive(Deserialize)]
struct MoveV1 {
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    at: Option<String>,
    /// Version 3 on: the mover's time left after the move, in milliseconds.
    #[serde(default)]
    left_ms: Option<Value>,
}

#[derive(Deserialize)]
struct ResultV1 {
    state: String,
    #[serde(default)]
    ending: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

/// Reads a save's text: the JSON, the format tag and version, every field, every move
/// replayed through the rules, the result against the final position. Returns the record
/// (move texts in the rules' own spelling) and the replayed game; `path` only names the
/// file in errors.
pub fn read(path: &Path, text: &str) -> Result<(Record, Game), JsonError> {
    let p = || path.to_path_buf();
    let duplicate = RefCell::new(None);
    let value = super::strict::parse(text, &duplicate).map_err(|e| match duplicate.take() {
        Some(super::strict::Duplicate { key, within }) => JsonError::DuplicateKey {
            path: p(),
            line: e.line(),
            column: e.column(),
            key,
            within,
        },
        None => JsonError::Syntax {
            path: p(),
            line: e.line(),
            column: e.column(),
            message: match e.classify() {
                serde_json::error::Category::Eof => {
                    "the file ends too early (truncated?)".to_string()
                }
                _ => {
                    let full = e.to_string();
                    // serde_json ends its message with the position, which we give already.
                    match full.rsplit_once(" at line ") {
                        Some((message, _)) => message.to_string(),
                        None => full,
                    }
                }
            },
        },
    })?;
    check_header(path, &value)?;
    let version = value
        .get("version")
        .and_then(Value::as_u64)
        .unwrap_or(VERSION);
    let file: FileV1 = serde_path_to_error::deserialize(value).map_err(|e| JsonError::Shape {
        path: p(),
        message: match e.path().to_string().as_str() {
            "." => e.inner().to_string(),
            field => format!("`{field}`: {}", e.inner()),
        },
    })?;
    // Version 1 had no rules (they are known); from version 2 a save says its own.
    if version >= 2 && file.rules.is_none() {
        return Err(Fields { path }.err(
            "rules",
            format!(
                "missing: a version {version} save names the rules it is played under, e.g. {{\"opening\": \"tournament\", \"repetition\": false}}"
            ),
        ));
    }
    validate(path, file)
}

/// The `format` tag and `version` of a save, checked before its fields are read: a file
/// from elsewhere or from another version gets its own message, not a missing field's.
fn check_header(path: &Path, value: &Value) -> Result<(), JsonError> {
    let p = || path.to_path_buf();
    let Value::Object(map) = value else {
        return Err(JsonError::Format {
            path: p(),
            found: "the JSON is not an object".to_string(),
        });
    };
    match map.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return Err(JsonError::Format {
                path: p(),
                found: format!("`format` is {other}, expected \"{FORMAT}\""),
            });
        }
        None => {
            return Err(JsonError::Format {
                path: p(),
                found: format!("no `format` field (expected \"{FORMAT}\")"),
            });
        }
    }
    match map.get("version") {
        Some(Value::Number(n)) if n.as_u64().is_some_and(|v| READABLE.contains(&v)) => {}
        Some(other) => {
            return Err(JsonError::Version {
                path: p(),
                found: other.to_string(),
            });
        }
        None => {
            return Err(JsonError::Version {
                path: p(),
                found: "(missing)".to_string(),
            });
        }
    }
    Ok(())
}

/// Checks every field of a save, replays its moves and checks its result and GameString
/// against them.
fn validate(path: &Path, mut file: FileV1) -> Result<(Record, Game), JsonError> {
    let game_string = file.game_string.take();
    let mut record = to_record(path, file)?;
    let game = record.replay().map_err(|source| JsonError::Replay {
        path: path.to_path_buf(),
        source,
    })?;
    if let Some(gs) = &game_string {
        check_game_string(path, gs, &game, record.result.overall_state())?;
    }
    record.normalize(&game);
    Ok((record, game))
}

/// A field that holds a value it cannot hold, as an error naming the file.
struct Fields<'a> {
    path: &'a Path,
}

impl Fields<'_> {
    fn err(&self, field: &str, message: impl Into<String>) -> JsonError {
        JsonError::Field {
            path: self.path.to_path_buf(),
            field: field.to_string(),
            message: message.into(),
        }
    }

    fn stamp(&self, field: &str, text: Option<String>) -> Result<Option<Stamp>, JsonError> {
        text.map(|s| s.parse::<Stamp>())
            .transpose()
            .map_err(|e| self.err(field, e.to_string()))
    }

    /// A whole number from 0 up, or an error naming the field and the value (serde's own
    /// would name neither).
    fn count(&self, field: &str, value: &Value) -> Result<u64, JsonError> {
        value
            .as_u64()
            .ok_or_else(|| self.err(field, format!("{value} is not a whole number from 0 up")))
    }

    fn current(&self, current: Option<Value>, moves: usize) -> Result<Option<usize>, JsonError> {
        let Some(value) = current.filter(|v| !v.is_null()) else {
            return Ok(None);
        };
        let n = self.count("current", &value)?;
        match usize::try_from(n) {
            Ok(n) if n <= moves => Ok(Some(n)),
            _ => Err(self.err(
                "current",
                format!("{n} is past the last of the {moves} moves"),
            )),
        }
    }

    fn parent(&self, parent: Option<ParentV2>) -> Result<Option<Parent>, JsonError> {
        let Some(p) = parent else {
            return Ok(None);
        };
        let ply = self.count("parent.ply", &p.ply)?;
        Ok(Some(Parent {
            game: p.game,
            ply: usize::try_from(ply).map_err(|_| {
                self.err("parent.ply", format!("{ply} is more plies than any game"))
            })?,
        }))
    }

    /// The moves of a line whose field is `field` and whose first move is ply `first`.
    fn moves(
        &self,
        field: &str,
        first: usize,
        moves: Vec<MoveV1>,
        clock: bool,
    ) -> Result<Vec<MoveEntry>, JsonError> {
        moves
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                let name = |what: &str| format!("{field}[{i}].{what} (move {})", first + i);
                let at = self.stamp(&name("at"), m.at)?;
                let left = match m.left_ms {
                    None | Some(Value::Null) => None,
                    Some(_) if !clock => {
                        return Err(
                            self.err(&name("left_ms"), "a time left in a game without a clock")
                        );
                    }
                    Some(v) => Some(self.millis(&name("left_ms"), &v)?),
                };
                Ok(MoveEntry {
                    text: m.text,
                    at,
                    left,
                })
            })
            .collect()
    }

    /// A time in milliseconds: a whole number up to a month's.
    fn millis(&self, field: &str, value: &Value) -> Result<Duration, JsonError> {
        const MONTH_MS: u64 = 31 * 86_400_000;
        match self.count(field, value)? {
            ms if ms <= MONTH_MS => Ok(Duration::from_millis(ms)),
            ms => Err(self.err(field, format!("{ms} ms is more than a month"))),
        }
    }

    fn clock(&self, clock: Option<ClockV3>) -> Result<Option<SavedClock>, JsonError> {
        let Some(c) = clock else {
            return Ok(None);
        };
        let control: TimeControl =
            c.control
                .parse()
                .map_err(|e: crate::clock::TimeControlError| {
                    self.err("clock.control", e.to_string())
                })?;
        let left = match (c.white_ms, c.black_ms) {
            (None, None) => None,
            (Some(w), Some(b)) => Some([
                self.millis("clock.white_ms", &w)?,
                self.millis("clock.black_ms", &b)?,
            ]),
            _ => {
                return Err(self.err(
                    "clock",
                    "white_ms and black_ms go together: both sides' time left, or neither",
                ));
            }
        };
        Ok(Some(SavedClock { control, left }))
    }

    fn variations(
        &self,
        variations: Vec<VariationV3>,
        clock: bool,
    ) -> Result<Vec<Variation>, JsonError> {
        variations
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                let from = match v.from.filter(|f| !f.is_null()) {
                    None => None,
                    Some(f) => Some(self.index(&format!("variations[{i}].from"), &f)?),
                };
                let at = self.index(&format!("variations[{i}].at"), &v.at)?;
                let moves = self.moves(
                    &format!("variations[{i}].moves"),
                    at.saturating_add(1),
                    v.moves,
                    clock,
                )?;
                Ok(Variation { from, at, moves })
            })
            .collect()
    }

    /// A count that indexes something in memory.
    fn index(&self, field: &str, value: &Value) -> Result<usize, JsonError> {
        let n = self.count(field, value)?;
        usize::try_from(n).map_err(|_| self.err(field, format!("{n} is too large")))
    }

    fn rules(&self, rules: Option<RulesV2>) -> Result<Rules, JsonError> {
        // Version 1 saves were played under UHP's rules.
        let Some(r) = rules else {
            return Ok(Rules::default());
        };
        Ok(Rules {
            opening: r
                .opening
                .parse::<Opening>()
                .map_err(|e| self.err("rules.opening", e.to_string()))?,
            repetition: r.repetition,
        })
    }

    fn computer(&self, computer: Option<ComputerV2>) -> Result<Option<Opponent>, JsonError> {
        let Some(c) = computer else {
            return Ok(None);
        };
        let side = match c.side.as_str() {
            "white" => Color::White,
            "black" => Color::Black,
            other => {
                return Err(self.err(
                    "computer.side",
                    format!("`{other}` is not a side: expected \"white\" or \"black\""),
                ));
            }
        };
        let level = match c
            .level
            .as_u64()
            .and_then(|n| Level::from_number(u8::try_from(n).ok()?))
        {
            Some(level) => level,
            None => {
                return Err(self.err(
                    "computer.level",
                    format!("{} is not a level: expected 1 to 5", c.level),
                ));
            }
        };
        Ok(Some(Opponent { color: side, level }))
    }

    fn result(&self, result: ResultV1) -> Result<GameResult, JsonError> {
        let state: GameState = result.state.parse().map_err(|_| {
            self.err(
                "result.state",
                format!(
                    "`{}` is not a game state (NotStarted, InProgress, Draw, WhiteWins, BlackWins)",
                    result.state
                ),
            )
        })?;
        let ending = result
            .ending
            .map(|e| e.parse::<Ending>())
            .transpose()
            .map_err(|e| self.err("result.ending", e.to_string()))?;
        Ok(GameResult {
            state,
            ending,
            note: result.note,
        })
    }
}

/// The record a save's fields hold, each parsed (times, state, ending); nothing replayed.
fn to_record(path: &Path, file: FileV1) -> Result<Record, JsonError> {
    let fields = Fields { path };
    let game_type: GameType = file
        .game_type
        .parse()
        .map_err(|source| JsonError::GameType {
            path: path.to_path_buf(),
            source,
        })?;
    let clock = fields.clock(file.clock)?;
    let moves = fields.moves("moves", 1, file.moves, clock.is_some())?;
    let variations = fields.variations(file.variations, clock.is_some())?;
    let current = fields.current(file.current, moves.len())?;
    Ok(Record {
        game_type,
        white: file.white,
        black: file.black,
        started: fields.stamp("started", file.started)?,
        date_text: file.date_text,
        source: file.source,
        event: file.event,
        site: file.site,
        round: file.round,
        rules: fields.rules(file.rules)?,
        computer: fields.computer(file.computer)?,
        parent: fields.parent(file.parent)?,
        current,
        moves,
        variations,
        clock,
        result: fields.result(file.result)?,
    })
}

/// The GameString stored in a save (for other programs) must be the game the moves make:
/// the same moves, however spelt, and the same state.
fn check_game_string(
    path: &Path,
    gs: &str,
    game: &Game,
    state: GameState,
) -> Result<(), JsonError> {
    let same = replay_game_string(gs).is_ok_and(|g| g.moves().eq(game.moves()))
        && gs
            .split(';')
            .nth(1)
            .is_none_or(|s| s.trim() == state.as_str());
    if same {
        Ok(())
    } else {
        Err(JsonError::GameStringMismatch {
            path: path.to_path_buf(),
            expected: game.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version 2 save of two moves, with `rules` and `current` as given (whole lines).
    fn save_text(rules: &str, current: &str) -> String {
        format!(
            r#"{{
  "format": "hive-game",
  "version": 2,
  "game_type": "Base",
  "white": "Ann",
  "black": "Bob",
  {rules}
  {current}
  "moves": [{{"move": "wS1"}}, {{"move": "bS1 wS1-"}}],
  "result": {{"state": "InProgress"}}
}}"#
        )
    }

    const RULES: &str = r#""rules": {"opening": "tournament", "repetition": false},"#;

    fn error(text: &str) -> String {
        read(Path::new("g.json"), text).unwrap_err().to_string()
    }

    #[test]
    fn a_bad_number_names_its_field() {
        let at = |current: &str| error(&save_text(RULES, &format!("\"current\": {current},")));
        assert_eq!(
            at("-1"),
            "g.json: `current`: -1 is not a whole number from 0 up"
        );
        assert_eq!(
            at("1.5"),
            "g.json: `current`: 1.5 is not a whole number from 0 up"
        );
        assert_eq!(
            at("\"2\""),
            "g.json: `current`: \"2\" is not a whole number from 0 up"
        );
        assert_eq!(
            at("3"),
            "g.json: `current`: 3 is past the last of the 2 moves"
        );
        let (rec, _) = read(Path::new("g.json"), &save_text(RULES, "\"current\": 1,")).unwrap();
        assert_eq!(rec.current, Some(1));
        let parent = r#""parent": {"game": "a.json", "ply": -3},"#;
        assert_eq!(
            error(&save_text(RULES, parent)),
            "g.json: `parent.ply`: -3 is not a whole number from 0 up"
        );
        let computer = r#""computer": {"side": "black", "level": 300},"#;
        assert_eq!(
            error(&save_text(RULES, computer)),
            "g.json: `computer.level`: 300 is not a level: expected 1 to 5"
        );
    }

    #[test]
    fn a_version_2_save_without_its_rules_is_refused() {
        assert!(read(Path::new("g.json"), &save_text(RULES, "")).is_ok());
        assert_eq!(
            error(&save_text("", "")),
            "g.json: `rules`: missing: a version 2 save names the rules it is played under, e.g. {\"opening\": \"tournament\", \"repetition\": false}"
        );
    }
}
