//! A game record: players, start time, the moves as UHP MoveStrings, and how the game ended.

use std::time::Duration;

use thiserror::Error;

use crate::clock::TimeControl;
use crate::engine::ai::Opponent;
use crate::rules::MoveError;
use crate::rules::{Ending as RulesEnding, Game, GameState, GameType, Rules};

pub use super::line::{MAX_PLIES, MoveEntry, Variation};
use super::outcome::{Ending, GameResult};
use super::stamp::Stamp;
pub use super::tree::Fork;
use super::tree::Tree;

/// One game as saved: everything needed to replay it through the rules and to list it.
///
/// The moves are the content: [`Record::replay`] plays them with full legality checks, so a
/// record never needs to know how the board is stored. Fields are public for reading and for
/// building records by hand; [`super::save`] writes whatever is there and
/// [`super::load`] checks all of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Which expansion pieces are in the game.
    pub game_type: GameType,
    /// White's name (boardspace: player 0).
    pub white: String,
    /// Black's name (boardspace: player 1).
    pub black: String,
    /// When the game started, if known.
    pub started: Option<Stamp>,
    /// The date as the source wrote it, kept when it could not be read as a time.
    pub date_text: Option<String>,
    /// Where the game came from (e.g. the imported file's name); `None` for our own games.
    pub source: Option<String>,
    /// The event it was played in, as a PGN `Event` tag names it (`hive match`, say).
    pub event: Option<String>,
    /// Where it was played, as a PGN `Site` tag gives it: hivegame.com's download names the
    /// game's address there.
    pub site: Option<String>,
    /// The round of the event, as a PGN `Round` tag gives it.
    pub round: Option<String>,
    /// The rules settings the game is played under (opening rule, draw by repetition).
    pub rules: Rules,
    /// The side the computer plays and its level, in a game against it.
    pub computer: Option<Opponent>,
    /// The game this one branched from, and where: a branch is a new save, so the game it
    /// came from keeps every move it had.
    pub parent: Option<Parent>,
    /// How many of the moves the game stands after, when moves were taken back (they can be
    /// played again; the file keeps them). `None`: after all of them.
    pub current: Option<usize>,
    /// The moves in order, passes included: the main line, the one being played.
    pub moves: Vec<MoveEntry>,
    /// The other lines the game took: moves taken back and played differently stay here,
    /// so a save never loses a move. Each leaves an earlier line (see [`Variation`]).
    pub variations: Vec<Variation>,
    /// The time control, and each side's time left when the record was last saved.
    pub clock: Option<SavedClock>,
    /// How the game stands or ended (the main line's).
    pub result: GameResult,
}

/// A game's clock as a record keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedClock {
    /// The time control the game is played with.
    pub control: TimeControl,
    /// Each side's time left (White, Black) when the record was last saved; `None`: as the
    /// moves' times left say, or the control's start.
    pub left: Option<[Duration; 2]>,
}

/// Where a branch left the game it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parent {
    /// The parent's file: its name when it is in the same directory, else its path.
    pub game: String,
    /// How many of the parent's moves the branch shares.
    pub ply: usize,
}

/// Why a record does not replay to the game it claims.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// A move does not parse, names no move here, or is illegal.
    #[error("move {number} `{text}`{}", describe_move_error(.source))]
    Move {
        /// 1-based move number (plies, passes included).
        number: usize,
        /// The move as recorded.
        text: String,
        /// Why it could not be played.
        source: MoveError,
    },
    /// More moves than any game has.
    #[error("the record holds {plies} plies; more than {MAX_PLIES} is not a game")]
    TooLong {
        /// How many moves the record holds.
        plies: usize,
    },
    /// A move of a variation does not play.
    #[error("variation {number} (from ply {at}): {source}")]
    Variation {
        /// 1-based number of the variation, in the record's order.
        number: usize,
        /// Where it leaves its line.
        at: usize,
        /// The move that failed.
        source: Box<ReplayError>,
    },
    /// The variations do not make a tree of lines.
    #[error("`{field}`: {message}")]
    Tree {
        /// The field, e.g. `variations[2].at`.
        field: String,
        /// What is wrong with it.
        message: String,
    },
    /// The recorded state is not the state of the replayed position.
    #[error(
        "the recorded result `{recorded}` contradicts the moves: after {plies} plies the game is {replayed}"
    )]
    StateMismatch {
        /// The state the record claims.
        recorded: GameState,
        /// The state the rules give after replaying the moves.
        replayed: GameState,
        /// How many moves were replayed.
        plies: usize,
    },
    /// A draw by repetition recorded where no position occurred a third time.
    #[error(
        "the record says the game was drawn by repetition, but no position occurred three times"
    )]
    NoRepetition,
    /// An ending such as a resignation on a game that ended on the board.
    #[error(
        "the recorded ending `{ending}` contradicts the moves: the game already ended on the board ({state})"
    )]
    EndingAfterEnd {
        /// The ending the record claims.
        ending: Ending,
        /// The finished state the moves already reach.
        state: GameState,
    },
}

fn describe_move_error(e: &MoveError) -> String {
    match e {
        MoveError::Illegal { reason, .. } => format!(" is illegal: {reason}"),
        MoveError::Notation(n) => format!(": {n}"),
    }
}

impl Record {
    /// A record of `game` as it stands (no move times; the result from the rules).
    pub fn from_game(
        game: &Game,
        white: impl Into<String>,
        black: impl Into<String>,
        started: impl Into<Option<Stamp>>,
    ) -> Record {
        Record {
            game_type: game.game_type(),
            white: white.into(),
            black: black.into(),
            started: started.into(),
            date_text: None,
            source: None,
            event: None,
            site: None,
            round: None,
            rules: game.position().rules(),
            computer: None,
            parent: None,
            current: None,
            moves: game.move_strings().map(MoveEntry::new).collect(),
            variations: Vec::new(),
            clock: None,
            result: GameResult {
                state: game.position().state(),
                ending: game.ending().map(Ending::Rules),
                note: None,
            },
        }
    }

    /// Records the move just played in `game` (call after every ply, then save).
    ///
    /// The same as [`Record::sync`]: it also copes with undo and with a branch taken from an
    /// earlier position.
    pub fn append_move(&mut self, game: &Game, at: impl Into<Option<Stamp>>) {
        self.sync(game, at);
    }

    /// Makes `game`'s moves the record's main line, losing nothing: when the game left the
    /// main line (moves taken back and others played), the moves it left become a
    /// [`Variation`]; moves the record has keep their times, new ones get `at`. When the
    /// game stands before the main line's end (moves taken back, to be played again),
    /// [`Record::current`] says where. The state follows the game; an ending (resignation,
    /// draw) is cleared if the moves changed.
    pub fn sync(&mut self, game: &Game, at: impl Into<Option<Stamp>>) {
        let at = at.into();
        if self.game_type != game.game_type() {
            self.game_type = game.game_type();
            self.moves.clear();
            self.variations.clear();
        }
        let texts: Vec<&str> = game.move_strings().collect();
        let same = self.move_strings().eq(texts.iter().copied());
        match Tree::build(&self.moves, &self.variations) {
            Ok(mut tree) => {
                tree.promote(texts.iter().copied(), |text| MoveEntry {
                    text: text.to_string(),
                    at,
                    left: None,
                });
                (self.moves, self.variations) = tree.into_lines();
            }
            // Only a record built by hand with broken variations gets here: its main line
            // becomes the game's, its variations stay as they were.
            Err(_) => {
                let keep = self
                    .moves
                    .iter()
                    .zip(&texts)
                    .take_while(|(m, t)| m.text == **t)
                    .count();
                self.moves.truncate(keep);
                self.moves
                    .extend(texts.iter().skip(keep).map(|t| MoveEntry {
                        text: (*t).to_string(),
                        at,
                        left: None,
                    }));
            }
        }
        self.current = (texts.len() < self.moves.len()).then_some(texts.len());
        // The record keeps the board's verdict and the ending apart, as the save does.
        self.result.state = game.position().state();
        if let Some(ending) = game.ending() {
            self.result.ending = Some(Ending::Rules(ending));
        } else if !same
            || self
                .result
                .ending
                .is_some_and(|e| matches!(e, Ending::Rules(_)))
        {
            self.result.ending = None;
        }
    }

    /// Whether this record keeps every line of `older`: each of its lines (main line and
    /// variations, from the start) is the beginning of one of this record's. A save is only
    /// ever replaced by a record that keeps it.
    pub fn keeps(&self, older: &Record) -> bool {
        let (Ok(mine), Ok(theirs)) = (
            Tree::build(&self.moves, &self.variations),
            Tree::build(&older.moves, &older.variations),
        ) else {
            return false;
        };
        older.game_type == self.game_type
            && theirs
                .lines()
                .into_iter()
                .all(|line| mine.holds(line.iter().copied()))
    }

    /// The moves of a line from the game's start: `None` the main line, `Some(i)` variation
    /// `i` (the moves it shares with the lines it leaves, then its own). Empty for a
    /// variation the record does not have.
    pub fn line(&self, variation: Option<usize>) -> Vec<&MoveEntry> {
        let Some(i) = variation else {
            return self.moves.iter().collect();
        };
        // The chain of lines it leaves, back to the main line.
        let mut chain = Vec::new();
        let mut next = Some(i);
        while let Some(j) = next {
            let Some(v) = self.variations.get(j) else {
                return Vec::new();
            };
            if chain.len() > self.variations.len() || v.from.is_some_and(|f| f >= j) {
                return Vec::new();
            }
            chain.push(v);
            next = v.from;
        }
        let mut line: Vec<&MoveEntry> = self.moves.iter().collect();
        for v in chain.into_iter().rev() {
            line.truncate(v.at);
            line.extend(&v.moves);
        }
        line
    }

    /// Where other lines of the record leave `line` (moves from the start): each ply along
    /// it after which the record has more than one next move, with every line from there
    /// (the main continuation first). Empty for a record whose variations do not make a
    /// tree (one built by hand; a loaded one always does).
    pub fn forks(&self, line: &[&str]) -> Vec<Fork> {
        Tree::build(&self.moves, &self.variations).map_or_else(|_| Vec::new(), |t| t.forks(line))
    }

    /// Makes `line` (moves from the start) the main line, losing nothing: the main line it
    /// replaces becomes a variation, and moves the record has keep their times (those it
    /// lacks are added with none). The same as [`Record::sync`] with a game that played
    /// `line`, but needs no game: the line shown in review may go on past the ply shown.
    /// False, and nothing changed, for a record whose variations do not make a tree.
    pub fn promote(&mut self, line: &[&str]) -> bool {
        let Ok(mut tree) = Tree::build(&self.moves, &self.variations) else {
            return false;
        };
        tree.promote(line.iter().copied(), |t| MoveEntry::new(t));
        (self.moves, self.variations) = tree.into_lines();
        // Where the game stands is the caller's to say again (a sync does).
        self.current = self.current.filter(|&c| c < self.moves.len());
        true
    }

    /// Number of plies (passes included).
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// How many moves the game stands after (all of them unless some were taken back).
    pub fn current_ply(&self) -> usize {
        self.current
            .unwrap_or(self.moves.len())
            .min(self.moves.len())
    }

    /// How many moves were taken back and are kept after [`Record::current_ply`] for redo.
    pub fn taken_back(&self) -> usize {
        self.plies() - self.current_ply()
    }

    /// A new record for a game that leaves this one (saved as `file_name`) after `ply`
    /// moves and goes on as `game`: same players, rules and opponent, started `now`.
    pub fn branch(&self, file_name: &str, ply: usize, game: &Game, now: Stamp) -> Record {
        let mut branch = Record::from_game(game, self.white.clone(), self.black.clone(), now);
        branch.rules = self.rules;
        branch.computer = self.computer;
        branch.clock = self.clock.map(|c| SavedClock {
            control: c.control,
            left: None,
        });
        branch.parent = Some(Parent {
            game: file_name.to_string(),
            ply,
        });
        for (mine, theirs) in branch.moves.iter_mut().zip(&self.moves).take(ply) {
            mine.at = theirs.at;
            mine.left = theirs.left;
        }
        // The moves of its own were played just now.
        for mine in branch.moves.iter_mut().skip(ply) {
            mine.at = Some(now);
        }
        branch
    }

    /// The day the game was played, as its source wrote it: the date written without a
    /// time when there is one (boardspace's `DT`, a PGN's `Date`), else the start's day
    /// at the offset it was written with. `None` when neither is known or reads as a day.
    pub fn day(&self) -> Option<jiff::civil::Date> {
        match (&self.date_text, &self.started) {
            (Some(text), started) => {
                super::stamp::written_date(text).or(started.map(|s| s.local().date()))
            }
            (None, Some(s)) => Some(s.local().date()),
            (None, None) => None,
        }
    }

    /// The moves as MoveStrings.
    pub fn move_strings(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.moves.iter().map(|m| m.text.as_str())
    }

    /// Replays every move through the rules and checks the recorded result against the
    /// final position.
    ///
    /// The game comes back as it ended: a resignation or an agreed draw in the record is
    /// declared in the returned game too.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let mut game = replay_moves(self.game_type, self.rules, self.move_strings())?;
        if !self.variations.is_empty() {
            let tree =
                Tree::build(&self.moves, &self.variations).map_err(|e| ReplayError::Tree {
                    field: e.field,
                    message: e.message,
                })?;
            let mut tree = tree;
            tree.replay(self.game_type, self.rules)
                .map_err(|(line, number, text, source)| {
                    let source = ReplayError::Move {
                        number,
                        text,
                        source,
                    };
                    match line.checked_sub(1) {
                        Some(i) => ReplayError::Variation {
                            number: i + 1,
                            at: self.variations[i].at,
                            source: Box::new(source),
                        },
                        None => source,
                    }
                })?;
        }
        // Every move is checked; the game stands where the player left it (moves taken
        // back stay in the record, to be played again).
        while game.moves().len() > self.current_ply() {
            game.undo();
        }
        check_result(&self.result, &game)?;
        // The rules' own endings, so the game refuses moves as the record says it ended.
        if let Some(ending) = self.result.ending {
            ending
                .declare(&mut game)
                .map_err(|_| ReplayError::EndingAfterEnd {
                    ending,
                    state: game.outcome(),
                })?;
        }
        Ok(game)
    }

    /// The UHP GameString this record stands for, from its fields (no replay):
    /// `Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wA1 wS1/;bQ -bG1`.
    /// Moves taken back (see [`Record::current`]) are left out: it is the game as it stands.
    pub fn to_game_string(&self) -> String {
        let plies = self.current_ply();
        let side = if plies.is_multiple_of(2) {
            "White"
        } else {
            "Black"
        };
        let state = if plies == 0 && self.result.ending.is_none() {
            GameState::NotStarted
        } else {
            self.result.overall_state()
        };
        let mut s = format!("{};{state};{side}[{}]", self.game_type, plies / 2 + 1);
        for m in self.moves.iter().take(plies) {
            s.push(';');
            s.push_str(&m.text);
        }
        s
    }

    /// Replaces each move's text by the rules' own spelling of the same move (from the
    /// replayed `game`), so that [`Record::sync`] recognises them.
    pub(crate) fn normalize(&mut self, game: &Game) {
        for (m, t) in self.moves.iter_mut().zip(game.move_strings()) {
            if m.text != t {
                m.text = t.to_string();
            }
        }
        // Each variation's moves in the rules' spelling too: they replayed, so they play.
        if self.variations.is_empty() {
            return;
        }
        let Ok(mut tree) = Tree::build(&self.moves, &self.variations) else {
            return;
        };
        if tree.replay(self.game_type, self.rules).is_err() {
            return;
        }
        let spelt: Vec<String> = tree.entries().map(|e| e.text.clone()).collect();
        let stored = self
            .moves
            .iter_mut()
            .chain(self.variations.iter_mut().flat_map(|v| v.moves.iter_mut()));
        for (m, t) in stored.zip(spelt) {
            m.text = t;
        }
    }
}

/// Plays `moves` (UHP MoveStrings) from the start of a `game_type` game, each parsed and
/// checked by the rules: the one way a list of moves becomes a [`Game`] here (saves, GameString
/// files and the GameString inside a save all come through it). An error names the move by
/// number (plies, passes included) and text; more than [`MAX_PLIES`] moves are refused
/// before any is played.
pub(crate) fn replay_moves<'a>(
    game_type: GameType,
    rules: Rules,
    moves: impl ExactSizeIterator<Item = &'a str>,
) -> Result<Game, ReplayError> {
    if moves.len() > MAX_PLIES {
        return Err(ReplayError::TooLong { plies: moves.len() });
    }
    let mut game = Game::with_rules(game_type, rules);
    for (i, text) in moves.enumerate() {
        game.play_str(text).map_err(|source| ReplayError::Move {
            number: i + 1,
            text: text.to_string(),
            source,
        })?;
    }
    Ok(game)
}

/// Checks a recorded result against the replayed `game`: the board's verdict must be the
/// recorded state, a draw by repetition must be recorded as such (and only then), and no
/// other ending may follow a game that ended on the board.
pub fn check_result(result: &GameResult, game: &Game) -> Result<(), ReplayError> {
    let replayed = game.position().state();
    if result.state != replayed {
        return Err(ReplayError::StateMismatch {
            recorded: result.state,
            replayed,
            plies: game.moves().len(),
        });
    }
    let repeated = game.ending() == Some(RulesEnding::Repetition);
    match result.ending {
        Some(Ending::Rules(RulesEnding::Repetition)) if !repeated => Err(ReplayError::NoRepetition),
        None if repeated => Err(ReplayError::StateMismatch {
            recorded: result.state,
            replayed: GameState::Draw,
            plies: game.moves().len(),
        }),
        Some(ending)
            if replayed.is_over()
                || (repeated && ending != Ending::Rules(RulesEnding::Repetition)) =>
        {
            Err(ReplayError::EndingAfterEnd {
                ending,
                state: game.outcome(),
            })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sync_follows_undo_and_branches_keeping_old_times() {
        let t0: Stamp = "2025-01-01T10:00:00+00:00".parse().unwrap();
        let t1: Stamp = "2025-01-01T10:01:00+00:00".parse().unwrap();
        let mut game = Game::parse("Base;InProgress;White[1];wS1;bS1 wS1-").unwrap();
        let mut rec = Record::from_game(&game, "a", "b", t0);
        rec.moves.iter_mut().for_each(|m| m.at = Some(t0));
        game.play_str("wQ -wS1").unwrap();
        rec.append_move(&game, t1);
        assert_eq!(rec.plies(), 3);
        assert_eq!(rec.moves[2].at, Some(t1));
        game.undo();
        game.undo();
        game.play_str("bG1 wS1-").unwrap();
        rec.sync(&game, t1);
        let texts: Vec<&str> = rec.move_strings().collect();
        assert_eq!(texts, ["wS1", "bG1 wS1-"]);
        assert_eq!(rec.moves[0].at, Some(t0));
        assert_eq!(rec.to_game_string(), game.to_string());
    }
}
