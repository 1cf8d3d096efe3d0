//! A game: a position plus its history, with undo and the UHP GameString.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::game_type::{GameType, GameTypeError};
use super::hex::Hex;
use super::illegal::Illegal;
use super::moves::{Move, Undo};
use super::notation::{Leniency, MoveStringError, UhpMove};
use super::piece::Color;
use super::position::Position;
use super::settings::Rules;
use super::state::GameState;

/// One played move with how it was written and how to take it back.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Played {
    mv: Move,
    text: String,
    undo: Undo,
    /// The position's [repetition key](Position::repetition_key) after the move (kept only
    /// when the game is played with the repetition rule).
    key: u64,
}

/// How a game ended other than by a surrounded Queen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// A position occurred for the third time (with the repetition rule on): a draw.
    Repetition,
    /// The players agreed a draw.
    Agreement,
    /// This side resigned: the other wins.
    Resignation(Color),
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ending::Repetition => f.write_str("draw by repetition"),
            Ending::Agreement => f.write_str("draw agreed"),
            Ending::Resignation(c) => write!(f, "{c} resigned"),
        }
    }
}

/// A game from its first move: the current position and every move that led to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pos: Position,
    history: Vec<Played>,
    /// The start position's repetition key.
    start_key: u64,
    ending: Option<Ending>,
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
        let pos = Position::with_rules(game_type, rules);
        Game {
            start_key: pos.repetition_key(),
            pos,
            history: Vec::new(),
            ending: None,
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

    /// The game's outcome: whether it is on, and if not who won, on the board (a
    /// surrounded Queen) or off it (an [`Ending`]: a draw by repetition or agreement, a
    /// resignation). The position's [`Position::state`] knows only the board; this is what
    /// a GameString's state field says.
    pub fn outcome(&self) -> GameState {
        match self.ending {
            None => self.pos.state(),
            Some(Ending::Repetition | Ending::Agreement) => GameState::Draw,
            Some(Ending::Resignation(Color::White)) => GameState::BlackWins,
            Some(Ending::Resignation(Color::Black)) => GameState::WhiteWins,
        }
    }

    /// How the game ended, when it ended other than on the board.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// `color` resigns (the other side wins). Refused once the game is over.
    pub fn resign(&mut self, color: Color) -> Result<(), Illegal> {
        self.end(Ending::Resignation(color))
    }

    /// The players agree a draw. Refused once the game is over.
    pub fn agree_draw(&mut self) -> Result<(), Illegal> {
        self.end(Ending::Agreement)
    }

    fn end(&mut self, ending: Ending) -> Result<(), Illegal> {
        if self.outcome().is_over() {
            return Err(Illegal::GameOver);
        }
        self.ending = Some(ending);
        Ok(())
    }

    /// Whether the game ended by the players' word (a resignation or an agreed draw), an
    /// ending [`Game::withdraw_ending`] takes back.
    pub fn ended_by_word(&self) -> bool {
        matches!(
            self.ending,
            Some(Ending::Agreement | Ending::Resignation(_))
        )
    }

    /// Takes back a resignation or an agreed draw (not a draw by repetition, which the
    /// last move made: [`Game::undo`] takes that back). Returns whether there was one.
    pub fn withdraw_ending(&mut self) -> bool {
        let withdrawn = self.ended_by_word();
        if withdrawn {
            self.ending = None;
        }
        withdrawn
    }

    /// How many plies had been played when a position occurred for the third time, if one
    /// did: whatever rule the game is played under (a record kept under another rule can
    /// say where the repetition rule would have ended it).
    pub fn threefold_at(&self) -> Option<usize> {
        let mut pos = Position::with_rules(self.game_type(), self.pos.rules());
        let mut seen = vec![pos.repetition_key()];
        for (i, played) in self.history.iter().enumerate() {
            pos.play_cell_move(played.undo.mv);
            let key = pos.repetition_key();
            if seen.iter().filter(|&&k| k == key).count() >= 2 {
                return Some(i + 1);
            }
            seen.push(key);
        }
        None
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
    ///
    /// With the repetition rule on, the move that brings a position about for the third
    /// time ends the game in a draw ([`Ending::Repetition`]).
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        if self.ending.is_some() {
            return Err(Illegal::GameOver);
        }
        let raw = self.pos.check_cell_move(mv)?;
        let text = super::notation::format_cell_move(&self.pos, raw);
        // Written in the coordinates the position gives it, whatever form it came in.
        let mv = self.pos.hex_move(raw);
        let undo = self.pos.play_cell_move(raw);
        let key = if self.pos.rules().repetition {
            self.pos.repetition_key()
        } else {
            0
        };
        self.history.push(Played {
            mv,
            text,
            undo,
            key,
        });
        if self.pos.rules().repetition && !self.pos.state().is_over() {
            let earlier = std::iter::once(self.start_key)
                .chain(self.history.iter().map(|p| p.key))
                .filter(|&k| k == key)
                .count();
            // `earlier` counts this position too.
            if earlier >= 3 {
                self.ending = Some(Ending::Repetition);
            }
        }
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

    /// [`Game::play_str`] accepting the forms other tools write (`wM1`, a side mark that
    /// points at a stack): returns the move and each liberty taken (see
    /// [`notation::Leniency`](super::notation::Leniency)).
    pub fn play_str_lenient(
        &mut self,
        text: &str,
    ) -> Result<(Move, Vec<super::notation::Leniency>), MoveError> {
        let (mv, notes) = super::notation::parse_move_lenient(&self.pos, text)?;
        self.play(mv).map_err(|reason| MoveError::Illegal {
            text: text.trim().to_string(),
            reason,
        })?;
        Ok((mv, notes))
    }

    /// Takes back the last move (and any ending declared after it); `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let played = self.history.pop()?;
        self.pos.undo(played.undo);
        self.ending = None;
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
        Game::read(s, rules, true).map(|(game, _, _)| game)
    }

    /// Reads a GameString whose moves are the whole truth: its state and turn fields may be
    /// empty, stale or invented (as some tools send them), though not missing (`Base;wS1`
    /// is refused, not read as a game with no moves), and its moves may be written as
    /// other tools write them (read as [`Game::play_str_lenient`] reads a move). Returns the
    /// game and what was read other than as written, for the caller to report.
    ///
    /// ```
    /// use hive::{Game, Rules};
    ///
    /// let (game, notes) = Game::parse_lenient("Base+MLP;InProgress;;wS1;bG1 -wS1", Rules::default())?;
    /// assert_eq!(game.to_string(), "Base+MLP;InProgress;White[2];wS1;bG1 -wS1");
    /// assert_eq!(notes[0].to_string(), "the turn field says ``, but the moves give `White[2]`");
    /// # Ok::<(), hive::GameStringError>(())
    /// ```
    pub fn parse_lenient(s: &str, rules: Rules) -> Result<(Game, Vec<ReadNote>), GameStringError> {
        let (game, header, moves) = Game::read(s, rules, false)?;
        let mut notes: Vec<ReadNote> = moves
            .into_iter()
            .map(|(number, note)| ReadNote::Move { number, note })
            .collect();
        if let Some((state, turn)) = header {
            let actual = game.outcome().to_string();
            if state != actual {
                notes.push(ReadNote::Header(HeaderMismatch {
                    field: "state",
                    given: state.to_string(),
                    actual,
                }));
            }
            let actual = game.position().turn_string();
            if turn != actual {
                notes.push(ReadNote::Header(HeaderMismatch {
                    field: "turn",
                    given: turn.to_string(),
                    actual,
                }));
            }
        }
        Ok((game, notes))
    }

    /// Reads a GameString; `strict` checks the state and turn fields' form and reads each
    /// move as written, where otherwise moves are read leniently. Returns the game, those
    /// two fields as given (none for a bare GameTypeString), and the moves read leniently
    /// (numbered from 1).
    fn read(s: &str, rules: Rules, strict: bool) -> Result<GameRead<'_>, GameStringError> {
        let s = s.trim();
        let s = s.strip_suffix(';').unwrap_or(s);
        if s.is_empty() {
            return Err(GameStringError::Empty);
        }
        let mut fields = s.split(';').map(str::trim);
        let game_type: GameType = fields.next().unwrap_or_default().parse()?;
        let mut game = Game::with_rules(game_type, rules);
        let Some(state) = fields.next() else {
            return Ok((game, None, Vec::new()));
        };
        // Leniently a field may be empty, stale or invented, but not a move: `Base;wS1` has
        // lost its state and turn, and reading its moves as them would drop the moves.
        let state_ok = match strict {
            true => state.parse::<GameState>().is_ok(),
            false => !looks_like_move(state),
        };
        if !state_ok {
            return Err(GameStringError::State(state.to_string()));
        }
        let turn = fields.next().unwrap_or_default();
        let turn_ok = match strict {
            true => is_turn_string(turn),
            false => !looks_like_move(turn),
        };
        if !turn_ok {
            return Err(GameStringError::Turn(turn.to_string()));
        }
        let mut lenient = Vec::new();
        for (i, text) in fields.enumerate() {
            let played = if strict {
                game.play_str(text)
            } else {
                game.play_str_lenient(text).map(|(mv, notes)| {
                    lenient.extend(notes.into_iter().map(|note| (i + 1, note)));
                    mv
                })
            };
            played.map_err(|source| GameStringError::Move {
                number: i + 1,
                text: text.to_string(),
                source,
            })?;
        }
        Ok((game, Some((state, turn)), lenient))
    }
}

/// A GameString's state and turn fields, as given.
type Header<'a> = (&'a str, &'a str);

/// What [`Game::read`] gives: the game, its header, the moves read leniently.
type GameRead<'a> = (Game, Option<Header<'a>>, Vec<(usize, Leniency)>);

/// What [`Game::parse_lenient`] read other than as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadNote {
    /// The state or turn field disagrees with the moves (which are followed).
    Header(HeaderMismatch),
    /// Move `number` (from 1) was written as another tool writes it, and read as meant.
    Move {
        /// The move's number in the GameString, from 1.
        number: usize,
        /// How it was read.
        note: Leniency,
    },
}

impl fmt::Display for ReadNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadNote::Header(h) => h.fmt(f),
            ReadNote::Move { number, note } => write!(f, "move {number}: {note}"),
        }
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

/// Whether a field reads as a MoveString (`pass`, or a piece such as `wS1` or `bM1`, then
/// perhaps a reference), in any case.
fn looks_like_move(field: &str) -> bool {
    let first = field.split_whitespace().next().unwrap_or_default();
    let b = first.as_bytes();
    first.eq_ignore_ascii_case("pass")
        || (b.len() >= 2
            && matches!(b[0].to_ascii_lowercase(), b'w' | b'b')
            && b"qsbgamlp".contains(&b[1].to_ascii_lowercase())
            && b[2..].iter().all(u8::is_ascii_digit))
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
            self.outcome(),
            self.pos.turn_string()
        )?;
        for p in &self.history {
            write!(f, ";{}", p.text)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Opening;

    const REPEAT: Rules = Rules {
        opening: Opening::Tournament,
        repetition: true,
    };

    /// Plays `moves`; returns the game's state after each one.
    fn states(game: &mut Game, moves: &[&str]) -> Vec<GameState> {
        moves
            .iter()
            .map(|m| {
                game.play_str(m).unwrap();
                game.outcome()
            })
            .collect()
    }

    #[test]
    fn a_lenient_read_takes_other_tools_spellings_and_says_which_move() {
        let text = "Base+M;InProgress;Black[2];wM1;bS1 wM-;wQ -wM";
        assert!(matches!(
            Game::parse(text),
            Err(GameStringError::Move { number: 1, .. })
        ));
        let (game, notes) = Game::parse_lenient(text, Rules::default()).unwrap();
        assert_eq!(
            game.to_string(),
            "Base+M;InProgress;Black[2];wM;bS1 wM-;wQ -wM"
        );
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(matches!(
            notes[0],
            ReadNote::Move {
                number: 1,
                note: Leniency::NumberedUnique { .. }
            }
        ));
        assert!(notes[0].to_string().starts_with("move 1: "), "{}", notes[0]);
    }

    #[test]
    fn a_lenient_read_takes_any_state_and_turn_fields_but_moves() {
        // Stale, empty or invented fields are read past; moves standing in their place are
        // not, or they would be lost.
        for (text, plies) in [
            ("Base;;;wS1;bS1 -wS1", 2),
            ("Base;inprogress;white[9];wS1", 1),
            ("Base;BlackWins;Black[];wS1", 1),
            ("Base;Sleeping;Green[1];wS1", 1),
        ] {
            let (game, _) = Game::parse_lenient(text, Rules::default()).unwrap();
            assert_eq!(game.moves().len(), plies, "{text}");
        }
        for (text, field, given) in [
            ("Base;wS1", "state", "wS1"),
            ("Base;wS1;bS1 -wS1", "state", "wS1"),
            ("Base;InProgress;wS1", "turn", "wS1"),
            ("Base;InProgress;wS1;bS1 -wS1", "turn", "wS1"),
            ("Base;;bM1 wS1-", "turn", "bM1 wS1-"),
            ("Base;pass", "state", "pass"),
        ] {
            let err = Game::parse_lenient(text, Rules::default()).unwrap_err();
            let (got, word) = match &err {
                GameStringError::State(w) => ("state", w),
                GameStringError::Turn(w) => ("turn", w),
                other => panic!("{text}: {other}"),
            };
            assert_eq!((got, word.as_str()), (field, given), "{text}");
        }
    }

    #[test]
    fn queens_shuffling_draw_on_the_third_occurrence() {
        // wQ wS1 bS1 bQ in a line (ply 4). Each Queen steps up and back: wQ to the
        // north-west of wS1, bQ to the north-east of bS1, then home. The line with White
        // to move comes back after plies 8 and 12: the third time ends the game.
        let mut game = Game::with_rules(GameType::BASE, REPEAT);
        states(&mut game, &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
        let shuffle = [r"wQ \wS1", "bQ bS1/", "wQ -wS1", "bQ bS1-"];
        let mut seen = states(&mut game, &shuffle);
        seen.extend(states(&mut game, &shuffle));
        assert!(
            seen[..7].iter().all(|&s| s == GameState::InProgress),
            "{seen:?}"
        );
        assert_eq!(seen[7], GameState::Draw);
        assert_eq!(game.moves().len(), 12);
        assert_eq!(game.ending(), Some(Ending::Repetition));
        assert!(game.to_string().starts_with("Base;Draw;"), "{game}");
        assert_eq!(
            game.play_str(r"wQ \wS1")
                .map(|_| ())
                .unwrap_err()
                .to_string(),
            "`wQ \\wS1` is illegal: the game is over"
        );
        // Undo takes the draw back with the move.
        game.undo();
        assert_eq!(game.outcome(), GameState::InProgress);
        assert_eq!(game.threefold_at(), None);
    }

    #[test]
    fn without_the_rule_the_shuffle_plays_on_and_the_third_time_is_noted() {
        let record = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1";
        let game = Game::parse(record).unwrap();
        assert_eq!(game.outcome(), GameState::InProgress);
        assert_eq!(game.threefold_at(), Some(12));
        // Under the rule the same record stops at move 13.
        let refused = Game::parse_with_rules(record, REPEAT)
            .unwrap_err()
            .to_string();
        assert!(refused.starts_with("move 13 "), "{refused}");
    }

    #[test]
    fn a_mirror_image_counts_as_a_repetition() {
        // wQ north-west of wS1 and bQ south-east of bS1 (ply 4); both Queens step into the
        // line and back (ply 8: the same position again); into the line and out to the
        // other sides (ply 12): wQ south-west, bQ north-east, the mirror image of ply 4.
        let mut game = Game::with_rules(GameType::BASE, REPEAT);
        states(&mut game, &["wS1", "bS1 wS1-", r"wQ \wS1", r"bQ bS1\"]);
        let first = game.position().hash();
        let seen = states(
            &mut game,
            &[
                "wQ -wS1", "bQ bS1-", r"wQ \wS1", r"bQ bS1\", "wQ -wS1", "bQ bS1-", "wQ /wS1",
                "bQ bS1/",
            ],
        );
        assert!(
            seen[..7].iter().all(|&s| s == GameState::InProgress),
            "{seen:?}"
        );
        assert_eq!(seen[7], GameState::Draw);
        // Not the same placement: only the mirror makes it a third occurrence.
        assert_ne!(game.position().hash(), first);
    }

    #[test]
    fn resigning_and_agreeing_end_the_game_and_can_be_withdrawn() {
        let mut game = Game::new(GameType::BASE);
        game.play_str("wS1").unwrap();
        game.resign(Color::Black).unwrap();
        assert_eq!(game.outcome(), GameState::WhiteWins);
        assert_eq!(
            game.play_str("bS1 wS1-")
                .map(|_| ())
                .unwrap_err()
                .to_string(),
            "`bS1 wS1-` is illegal: the game is over"
        );
        assert_eq!(game.agree_draw(), Err(Illegal::GameOver));
        assert!(game.withdraw_ending());
        game.agree_draw().unwrap();
        assert_eq!(game.outcome(), GameState::Draw);
        assert_eq!(
            game.ending().map(|e| e.to_string()).as_deref(),
            Some("draw agreed")
        );
    }
}

#[cfg(test)]
mod lenient_tests {
    use super::*;

    #[test]
    fn a_side_mark_at_a_stack_is_read_as_the_climb() {
        // wB1 stands north-west of wS1; `wB1 wQ-` names the place east of wQ, which is
        // wS1's: the climb UHP writes `wB1 wS1`.
        let text = r"Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bB1 bQ-";
        let mut game = Game::parse(text).unwrap();
        assert!(
            game.clone().play_str("wB1 wQ-").is_err(),
            "strict UHP refuses it"
        );
        let (_, notes) = game.play_str_lenient("wB1 wQ-").unwrap();
        assert_eq!(game.move_strings().last(), Some("wB1 wS1"));
        assert_eq!(
            notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["`wB1 wQ-` points at an occupied place: read as the climb `wB1 wS1`"]
        );
        // A numbered multi-count bug is untouched, and a wrong number still fails.
        assert!(game.play_str_lenient("bA4 bQ-").is_err());
    }
}
