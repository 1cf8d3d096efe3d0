//! The puzzle set as JSON: the shipped one (built in), read, checked, written.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::find::Found;
use super::solve::Kind;
use super::themes::themes;
use crate::rules::{Game, GameStringError, Opening, Position, Rules};

/// The shipped set, built in (`puzzles/puzzles.json`).
pub const SHIPPED: &str = include_str!("../../../puzzles/puzzles.json");

/// Why a set or one of its puzzles does not read.
#[derive(Debug, Error)]
pub enum SetError {
    /// Not the set's JSON.
    #[error("the puzzle set does not read: {0}")]
    Json(#[from] serde_json::Error),
    /// A puzzle's position does not replay.
    #[error("puzzle {id}: {source}")]
    Position {
        /// The puzzle.
        id: String,
        /// Why.
        source: GameStringError,
    },
    /// A field names no kind or opening.
    #[error("puzzle {id}: {what}")]
    Field {
        /// The puzzle.
        id: String,
        /// What is wrong.
        what: String,
    },
}

/// The rules a puzzle is proved under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleRules {
    /// `tournament` or `rulebook`.
    pub opening: String,
    /// Whether a third occurrence of a position draws.
    pub repetition: bool,
}

/// One puzzle as the set keeps it (the `--json` fields, plus `accepted`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A stable name: `p`, the position's hash in hex ([`puzzle_key`]), then `w` for a
    /// win or `s` for a save.
    pub id: String,
    /// The UHP GameTypeString.
    pub game_type: String,
    /// The UHP GameString up to the puzzle, the solver to move.
    pub position: String,
    /// `win` or `save`.
    pub kind: String,
    /// N: the solver's moves to win in, or the threat's length to survive.
    pub moves: u32,
    /// The main line as UHP MoveStrings, solver first.
    pub solution: Vec<String>,
    /// The rules it is proved under.
    pub rules: PuzzleRules,
    /// Themes, each by its rule ([`super::Theme`]).
    pub themes: Vec<String>,
    /// Its first rating (see [`first_rating`]).
    pub rating: f64,
    /// The game it came from: a file and ply, or a self-play game's seed and ply.
    pub source: String,
    /// At each solver move of the line, every move accepted there (more than one where
    /// several win).
    #[serde(default)]
    pub accepted: Vec<Vec<String>>,
}

/// What `--json` prints of a puzzle: exactly the documented fields.
#[derive(Clone, Debug, Serialize)]
pub struct PublicPuzzle<'a> {
    /// See [`Puzzle`].
    pub id: &'a str,
    /// See [`Puzzle`].
    pub game_type: &'a str,
    /// See [`Puzzle`].
    pub position: &'a str,
    /// See [`Puzzle`].
    pub kind: &'a str,
    /// See [`Puzzle`].
    pub moves: u32,
    /// See [`Puzzle`].
    pub solution: &'a [String],
    /// See [`Puzzle`].
    pub rules: &'a PuzzleRules,
    /// See [`Puzzle`].
    pub themes: &'a [String],
    /// See [`Puzzle`].
    pub rating: f64,
    /// See [`Puzzle`].
    pub source: &'a str,
}

impl Puzzle {
    /// The documented fields only.
    pub fn public(&self) -> PublicPuzzle<'_> {
        PublicPuzzle {
            id: &self.id,
            game_type: &self.game_type,
            position: &self.position,
            kind: &self.kind,
            moves: self.moves,
            solution: &self.solution,
            rules: &self.rules,
            themes: &self.themes,
            rating: self.rating,
            source: &self.source,
        }
    }

    /// The puzzle's kind.
    pub fn kind(&self) -> Result<Kind, SetError> {
        self.kind.parse().map_err(|_| SetError::Field {
            id: self.id.clone(),
            what: format!("`{}` is not a kind", self.kind),
        })
    }

    /// The rules it is proved under.
    pub fn game_rules(&self) -> Result<Rules, SetError> {
        let opening: Opening = self.rules.opening.parse().map_err(|_| SetError::Field {
            id: self.id.clone(),
            what: format!("`{}` is not an opening rule", self.rules.opening),
        })?;
        Ok(Rules {
            opening,
            repetition: self.rules.repetition,
        })
    }

    /// The position, replayed under the puzzle's rules.
    pub fn game(&self) -> Result<Game, SetError> {
        Game::parse_with_rules(&self.position, self.game_rules()?).map_err(|source| {
            SetError::Position {
                id: self.id.clone(),
                source,
            }
        })
    }

    /// A puzzle from a find: its themes read off the line, its first rating by the rule.
    pub fn from_found(found: &Found, source: String) -> Puzzle {
        let game = &found.game;
        let rules = game.position().rules();
        Puzzle {
            // A position may be a win in N and a save in fewer: one puzzle of each kind.
            id: format!("p{:016x}{}", puzzle_key(game), &found.kind.as_str()[..1]),
            game_type: game.game_type().to_string(),
            position: game.to_string(),
            kind: found.kind.as_str().to_string(),
            moves: found.n,
            solution: found.solution.line.clone(),
            rules: PuzzleRules {
                opening: rules.opening.to_string(),
                repetition: rules.repetition,
            },
            themes: themes(game, found.kind, &found.solution.line)
                .into_iter()
                .map(|t| t.to_string())
                .collect(),
            rating: first_rating(game, found.kind, found.n),
            source,
            accepted: found.solution.accepted.clone(),
        }
    }
}

/// What tells puzzles apart: the position (pieces, side to move, the stunned piece), the
/// game type and the rules; not the moves that led there.
pub fn puzzle_key(game: &Game) -> u64 {
    position_key(game.position())
}

/// [`puzzle_key`] of a position.
pub fn position_key(pos: &Position) -> u64 {
    let extra = format!("{};{:?}", pos.game_type(), pos.rules());
    let mut h = pos.hash();
    for b in extra.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// A puzzle's first rating, before anyone tries it: 1000, plus 200 a move of N beyond the
/// first, plus 5 for each of the solver's legal moves beyond 20 at the start (up to 300;
/// more choice, more to overlook), plus 100 for a save (the threat has to be seen first).
/// Glicko-2 moves it from there as players try it.
pub fn first_rating(game: &Game, kind: Kind, n: u32) -> f64 {
    let choices = game.position().legal_moves().len().saturating_sub(20) as f64;
    let save = if kind == Kind::Save { 100.0 } else { 0.0 };
    1000.0 + 200.0 * f64::from(n.saturating_sub(1)) + (5.0 * choices).min(300.0) + save
}

/// Reads a set.
pub fn read(text: &str) -> Result<Vec<Puzzle>, SetError> {
    Ok(serde_json::from_str(text)?)
}

/// The shipped set.
pub fn shipped() -> Result<Vec<Puzzle>, SetError> {
    read(SHIPPED)
}

/// The shipped set, read once for the whole process (it never changes), for the puzzle
/// screen, whose exercises name a puzzle by its index here. Empty if it does not read
/// (the set's own tests keep it reading).
pub fn built_in() -> &'static [Puzzle] {
    static SET: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
    SET.get_or_init(|| shipped().unwrap_or_default())
}

/// A set as JSON, one puzzle a line (diffs stay readable).
pub fn write(puzzles: &[Puzzle]) -> Result<String, SetError> {
    let mut out = String::from("[\n");
    for (i, p) in puzzles.iter().enumerate() {
        out.push_str(&serde_json::to_string(p)?);
        out.push_str(if i + 1 < puzzles.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    Ok(out)
}

/// The set in the documented public form, as one JSON array.
pub fn public_json(puzzles: &[Puzzle]) -> Result<String, SetError> {
    let public: Vec<PublicPuzzle<'_>> = puzzles.iter().map(Puzzle::public).collect();
    Ok(serde_json::to_string_pretty(&public)?)
}
