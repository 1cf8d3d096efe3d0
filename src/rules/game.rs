//! A game: a position plus its history, with undo and the UHP GameString.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::explain::Illegal;
use super::game_type::{GameType, GameTypeError};
use super::hex::Hex;
use super::notation::{MoveStringError, UhpMove};
use super::position::{GameState, Move, Position, Undo};
use super::settings::Rules;

/// One played move with how it was written and how to take it back.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Played {
    mv: Move,
    text: String,
    undo: Undo,
}

/// A game from its first move: the current position and every move that led to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pos: Position,
    history: Vec<Played>,
}

/// Why a MoveString could not be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text names no move in this position.
    #[error(transparent)]
    Notation(#[from] MoveStringError),
    /// The text names a move that the rules forbid here.
    #[error("`{text}` is illegal: {reason}")]
    Illegal {
        /// The MoveString as given.
        text: String,
        /// Why the rules forbid it.
        reason: Illegal,
    },
}

/// Why a GameString (or GameTypeString) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameStringError {
    /// Nothing to read.
    #[error("empty game string")]
    Empty,
    /// The first field is not a GameTypeString.
    #[error(transparent)]
    GameType(#[from] GameTypeError),
    #[error("`{0}` is not a game state (NotStarted, InProgress, Draw, WhiteWins, BlackWins)")]
    /// The second field is not a GameStateString.
    State(String),
    /// The third field is not a TurnString.
    #[error("`{0}` is not a turn: expected `White[n]` or `Black[n]`")]
    Turn(String),
    /// A move does not replay.
    #[error("move {number} `{text}`: {source}")]
    Move {
        /// Its number, from 1.
        number: usize,
        /// The MoveString as given.
        text: String,
        /// Why it does not replay.
        source: MoveError,
    },
}

impl Game {
    /// A game not yet started, under the tournament rules (UHP's).
    pub fn new(game_type: GameType) -> Game {
        Game::with_rules(game_type, Rules::default())
    }

    /// A game not yet started, under `rules`.
    pub fn with_rules(game_type: GameType, rules: Rules) -> Game {
        Game {
            pos: Position::with_rules(game_type, rules),
            history: Vec::new(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Which bugs are in play.
    pub fn game_type(&self) -> GameType {
        self.pos.game_type()
    }

    /// Whether the game is on, and if not how it ended.
    pub fn state(&self) -> GameState {
        self.pos.state()
    }

    /// The moves played so far.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.history.iter().map(|p| p.mv)
    }

    /// The moves played so far as MoveStrings (each written in the position it was played).
    pub fn move_strings(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.history.iter().map(|p| p.text.as_str())
    }

    /// The last move with the place it left (`None` for a placement), if any move was played.
    pub fn last_move(&self) -> Option<(Move, Option<Hex>)> {
        self.history.last().map(|p| (p.mv, p.undo.from()))
    }

    /// Plays a legal move, or says why it is illegal (the game is unchanged then).
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        let raw = self.pos.check_cell_move(mv)?;
        let text = super::notation::format_cell_move(&self.pos, raw);
        // Written in the coordinates the position gives it, whatever form it came in.
        let mv = self.pos.hex_move(raw);
        let undo = self.pos.play_cell_move(raw);
        self.history.push(Played { mv, text, undo });
        Ok(())
    }

    /// Parses, resolves and plays a MoveString.
    pub fn play_str(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = super::notation::parse_move(&self.pos, text)?;
        self.play(mv).map_err(|reason| MoveError::Illegal {
            text: text.trim().to_string(),
            reason,
        })?;
        Ok(mv)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let played = self.history.pop()?;
        self.pos.undo(played.undo);
        Some(played.mv)
    }

    /// The MoveString for `mv` in the current position.
    pub fn format_move(&self, mv: Move) -> String {
        UhpMove::from_move(&self.pos, mv).to_string()
    }

    /// Reads a GameString, or a bare GameTypeString for a new game.
    ///
    /// The moves are the content: each is replayed with full legality checks, and the state
    /// and turn fields are checked for form only, then recomputed. A trailing `;` and spaces
    /// around fields are tolerated. The game is played under the tournament rules (UHP's).
    pub fn parse(s: &str) -> Result<Game, GameStringError> {
        Game::parse_with_rules(s, Rules::default())
    }

    /// [`Game::parse`] for a game played under `rules`.
    pub fn parse_with_rules(s: &str, rules: Rules) -> Result<Game, GameStringError> {
        Game::read(s, rules, true).map(|(game, _)| game)
    }

    /// Reads a GameString whose moves are the whole truth: its state and turn fields may be
    /// empty, stale or wrong (as some tools send them). Returns the game and every field
    /// that disagrees with what the moves replay to, for the caller to report.
    ///
    /// ```
    /// use hive::{Game, Rules};
    ///
    /// let (game, notes) = Game::parse_lenient("Base+MLP;InProgress;;wS1;bG1 -wS1", Rules::default())?;
    /// assert_eq!(game.to_string(), "Base+MLP;InProgress;White[2];wS1;bG1 -wS1");
    /// assert_eq!(notes[0].to_string(), "the turn field says ``, but the moves give `White[2]`");
    /// # Ok::<(), hive::GameStringError>(())
    /// ```
    pub fn parse_lenient(
        s: &str,
        rules: Rules,
    ) -> Result<(Game, Vec<HeaderMismatch>), GameStringError> {
        let (game, header) = Game::read(s, rules, false)?;
        let mut notes = Vec::new();
        if let Some((state, turn)) = header {
            let actual = game.state().to_string();
            if state != actual {
                notes.push(HeaderMismatch {
                    field: "state",
                    given: state.to_string(),
                    actual,
                });
            }
            let actual = game.position().turn_string();
            if turn != actual {
                notes.push(HeaderMismatch {
                    field: "turn",
                    given: turn.to_string(),
                    actual,
                });
            }
        }
        Ok((game, notes))
    }

    /// Replays a GameString; `strict` checks the state and turn fields' form. Returns the
    /// game and those two fields as given (none for a bare GameTypeString).
    fn read(
        s: &str,
        rules: Rules,
        strict: bool,
    ) -> Result<(Game, Option<(&str, &str)>), GameStringError> {
        let s = s.trim();
        let s = s.strip_suffix(';').unwrap_or(s);
        if s.is_empty() {
            return Err(GameStringError::Empty);
        }
        let mut fields = s.split(';').map(str::trim);
        let game_type: GameType = fields.next().unwrap_or_default().parse()?;
        let mut game = Game::with_rules(game_type, rules);
        let Some(state) = fields.next() else {
            return Ok((game, None));
        };
        if strict && state.parse::<GameState>().is_err() {
            return Err(GameStringError::State(state.to_string()));
        }
        let turn = fields.next().unwrap_or_default();
        if strict && !is_turn_string(turn) {
            return Err(GameStringError::Turn(turn.to_string()));
        }
        for (i, text) in fields.enumerate() {
            game.play_str(text)
                .map_err(|source| GameStringError::Move {
                    number: i + 1,
                    text: text.to_string(),
                    source,
                })?;
        }
        Ok((game, Some((state, turn))))
    }
}

/// A field of a GameString that disagrees with what its moves replay to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderMismatch {
    /// `state` or `turn`.
    pub field: &'static str,
    /// What the GameString said.
    pub given: String,
    /// What the moves give.
    pub actual: String,
}

impl fmt::Display for HeaderMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} field says `{}`, but the moves give `{}`",
            self.field, self.given, self.actual
        )
    }
}

fn is_turn_string(s: &str) -> bool {
    let body = s
        .strip_prefix("White[")
        .or_else(|| s.strip_prefix("Black["))
        .and_then(|b| b.strip_suffix(']'));
    body.is_some_and(|n| !n.is_empty() && n.len() < 6 && n.bytes().all(|b| b.is_ascii_digit()))
}

impl FromStr for Game {
    type Err = GameStringError;

    fn from_str(s: &str) -> Result<Game, GameStringError> {
        Game::parse(s)
    }
}

impl fmt::Display for Game {
    /// The GameString, e.g. `Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ -bG1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{};{};{}",
            self.pos.game_type(),
            self.pos.state(),
            self.pos.turn_string()
        )?;
        for p in &self.history {
            write!(f, ";{}", p.text)?;
        }
        Ok(())
    }
}
