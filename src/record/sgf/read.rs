//! Reading a boardspace SGF record: the first game tree's actions replayed through the
//! rules into a [`Record`] of UHP MoveStrings.

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use jiff::civil::DateTime;
use jiff::tz::Offset;

use crate::rules::{
    Bug, Color, Ending as RulesEnding, Game, GameType, Hex, Illegal, Move, Opening, Piece, Rules,
};

use crate::clock::TimeControl;
use crate::record::model::{MAX_PLIES, MoveEntry, Record, SavedClock};
use crate::record::outcome::{Ending, GameResult};
use crate::record::stamp::{Stamp, date_as_written};
use crate::record::tree::{MAX_VARIATIONS, Tree};

use super::error::SgfError;
use super::lex::{self, Node};

/// Reads a boardspace SGF file's text: the record and the replayed game. `path` names the
/// file in errors and in the record's `source`, and may carry the start time in its name
/// (`HV-a-b-2020-03-31-1706.sgf`, UTC) for a `DT` that is not a time.
pub fn read(path: &Path, text: &str) -> Result<(Record, Game), SgfError> {
    let syntax = |e: lex::LexError| SgfError::Syntax {
        path: path.to_path_buf(),
        line: e.line,
        message: e.message,
    };
    let tree = lex::game_tree(text).map_err(syntax)?;
    let nodes = tree.main_line();
    let header = Header::read(&nodes);
    let game_type = variant(path, header.su.as_deref())?;
    let control = header.tc.as_deref().and_then(fixed_control);
    let base = control.map(|c| c.initial().as_millis() as u64);
    let year = header.year();
    let mut conv = convert(path, game_type, year, base, header.actions)?;
    // A piece put down and never confirmed (no `done` after it) is no move of the game;
    // said, since it may be a damaged file's last move.
    let unconfirmed = conv.pending.take().filter(|_| !conv.stopped).map(|p| {
        format!(
            "{} put down at line {} (action {}) and never confirmed with `done`: left out",
            p.piece, p.line, p.seq
        )
    });
    let mut game = conv.game;
    let mut result = result_of(&game, conv.ending, header.re.as_deref());
    if let Some(text) = unconfirmed {
        result.note = Some(match result.note.take() {
            Some(note) => format!("{note}; {text}"),
            None => text,
        });
    }
    let (started, date_text) = match header.dt.as_deref().and_then(Stamp::from_java_date) {
        Some(t) => (Some(t), None),
        // `28 October 2018` is kept in ISO (`2018-10-28`), as the PGN reader keeps its
        // `2018.10.28`, so that the two files of one game give it one date.
        None => (
            stamp_from_file_name(path),
            header.dt.as_deref().map(date_as_written),
        ),
    };
    let mut record = Record::from_game(
        &game,
        header.p0.unwrap_or_else(|| "player 0".to_string()),
        header.p1.unwrap_or_else(|| "player 1".to_string()),
        started,
    );
    record.date_text = date_text;
    record.source = path
        .file_name()
        .map(|n| format!("boardspace {}", n.to_string_lossy()));
    let ending = result.ending;
    record.result = result;
    if let Some(control) = control {
        record.clock = Some(SavedClock {
            control,
            left: None,
        });
        for (entry, left) in record.moves.iter_mut().zip(&conv.left) {
            entry.left = *left;
        }
    }
    add_variations(path, &tree, &mut record, base)?;
    // The game comes back as the record ended it (as loading the saved record would).
    if let Some(ending) = ending {
        let _ = ending.declare(&mut game);
    }
    Ok((record, game))
}

/// The record's result: the board's state, how the record ended (a resignation, a draw the
/// server declared) and a note with boardspace's result line and, since boardspace had no
/// repetition rule, where a position first occurred for the third time.
fn result_of(game: &Game, ending: Option<Ending>, re: Option<&str>) -> GameResult {
    let state = game.outcome();
    let re = re.filter(|r| !r.trim().is_empty());
    let mut ending = ending;
    if ending.is_none() && !state.is_over() && re.is_some_and(says_draw) {
        ending = Some(Ending::DeclaredDraw);
    }
    let note = match (re, ending.is_none() && !state.is_over()) {
        (Some(r), true) => Some(format!("record ends in progress; boardspace result: {r}")),
        (None, true) => Some("record ends in progress".to_string()),
        (Some(r), false) => Some(format!("boardspace result: {r}")),
        (None, false) => None,
    };
    let note = match game.threefold_at() {
        Some(ply) => Some(format!(
            "{}a position occurred for the third time at ply {ply} (the record plays on: boardspace has no repetition rule)",
            note.map(|n| format!("{n}; ")).unwrap_or_default()
        )),
        None => note,
    };
    GameResult {
        state,
        ending,
        note,
    }
}

/// Replays a line's actions: the converter holds the game they make and each ply's time
/// left.
fn convert<'p>(
    path: &'p Path,
    game_type: GameType,
    year: Option<i16>,
    base: Option<u64>,
    actions: Vec<Action>,
) -> Result<Converter<'p>, SgfError> {
    let mut conv = Converter::new(path, game_type, year);
    conv.base = base;
    let mut last_seq: Option<u64> = None;
    for action in actions {
        if conv.stopped {
            break;
        }
        // The record's own numbering and turns must agree with the replay: a file whose
        // actions are out of order, or made by the side not to move, is not this game.
        let seq = action.seq.parse::<u64>().ok();
        if let (Some(seq), Some(last)) = (seq, last_seq)
            && seq <= last
        {
            return Err(conv.action_err(
                &action,
                format!("action number {seq} comes after {last}: the actions are out of order"),
            ));
        }
        last_seq = seq.or(last_seq);
        // boardspace writes an action on one line with no `[` in it: either means its `]`
        // is missing and the value ran on into what follows, which must not be half-read.
        if action.text.contains(['[', '\n']) {
            return Err(conv.action_err(
                &action,
                "no `]` closes this action: it runs on into what follows it",
            ));
        }
        conv.check_actor(&action)?;
        conv.act(&action)?;
    }
    Ok(conv)
}

/// The record's other lines (the SGF's variations past the first branch), each replayed
/// from the start as its own game, merged into the record as variations.
fn add_variations(
    path: &Path,
    tree: &lex::GameTree,
    record: &mut Record,
    base: Option<u64>,
) -> Result<(), SgfError> {
    let others = tree
        .other_lines(MAX_VARIATIONS)
        .ok_or_else(|| SgfError::Syntax {
            path: path.to_path_buf(),
            line: 1,
            message: format!("more than {MAX_VARIATIONS} variations"),
        })?;
    if others.is_empty() {
        return Ok(());
    }
    let mut lines = Tree::build(&record.moves, &[]).map_err(|e| SgfError::Syntax {
        path: path.to_path_buf(),
        line: 1,
        message: e.message,
    })?;
    for nodes in others {
        let header = Header::read(&nodes);
        let conv = convert(path, record.game_type, header.year(), base, header.actions)?;
        let entries: Vec<MoveEntry> = conv
            .game
            .move_strings()
            .zip(conv.left.iter().chain(std::iter::repeat(&None)))
            .map(|(text, left)| MoveEntry {
                text: text.to_string(),
                at: None,
                left: *left,
            })
            .collect();
        let texts: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
        let mut shared = 0;
        while shared < texts.len() && lines.holds(texts[..=shared].iter().copied()) {
            shared += 1;
        }
        let mut fresh = entries[shared..].iter().cloned();
        // Added after the lines there, not promoted: promoting each in turn stored the
        // branches of a point in the reverse of the file's order, so that every export and
        // import swapped them.
        lines.graft(texts.iter().copied(), |text| {
            fresh.next().unwrap_or_else(|| MoveEntry::new(text))
        });
    }
    (record.moves, record.variations) = lines.into_lines();
    Ok(())
}

/// One `P0[...]`/`P1[...]` action.
struct Action {
    color: Color,
    line: usize,
    seq: String,
    verb: String,
    args: Vec<String>,
    text: String,
    /// The acting player's clock when it acted (`TM[ms]` in the same node): the time it
    /// has used so far, in milliseconds.
    used: Option<u64>,
}

/// The root properties and the actions, in file order.
#[derive(Default)]
struct Header {
    su: Option<String>,
    dt: Option<String>,
    re: Option<String>,
    p0: Option<String>,
    p1: Option<String>,
    /// `TC[...]`: boardspace's time control.
    tc: Option<String>,
    actions: Vec<Action>,
}

impl Header {
    fn read(nodes: &[Node]) -> Header {
        let mut h = Header::default();
        let props = nodes.iter().flat_map(|n| {
            let used = n
                .props
                .iter()
                .find(|p| p.ident == "TM")
                .and_then(|p| p.values.first())
                .and_then(|v| v.trim().parse::<u64>().ok());
            n.props.iter().map(move |p| (p, used))
        });
        for (prop, used) in props {
            let Some(value) = prop.values.first() else {
                continue;
            };
            let color = match prop.ident.as_str() {
                "TC" => {
                    h.tc.get_or_insert_with(|| value.clone());
                    continue;
                }
                "SU" => {
                    h.su.get_or_insert_with(|| value.clone());
                    continue;
                }
                "DT" => {
                    h.dt.get_or_insert_with(|| value.clone());
                    continue;
                }
                "RE" => {
                    h.re.get_or_insert_with(|| value.clone());
                    continue;
                }
                "P0" => Color::White,
                "P1" => Color::Black,
                _ => continue,
            };
            let mut words = value.split_whitespace();
            let first = words.next().unwrap_or_default();
            if first.bytes().all(|b| b.is_ascii_digit()) && !first.is_empty() {
                h.actions.push(Action {
                    color,
                    line: prop.line,
                    seq: first.to_string(),
                    verb: words.next().unwrap_or_default().to_ascii_lowercase(),
                    args: words.map(str::to_string).collect(),
                    text: value.trim().to_string(),
                    used,
                });
            } else if let Some(rest) = value.trim().strip_prefix("id")
                && first == "id"
            {
                let name = rest.trim().trim_matches('"').to_string();
                match color {
                    Color::White => h.p0.get_or_insert(name),
                    Color::Black => h.p1.get_or_insert(name),
                };
            }
        }
        h
    }

    /// The year the game was played, from `DT`.
    fn year(&self) -> Option<i16> {
        let dt = self.dt.as_deref()?;
        dt.split(|c: char| !c.is_ascii_digit())
            .filter(|w| w.len() == 4)
            .find_map(|w| w.parse().ok())
    }
}

/// boardspace's `TC[Fixed <ms>]`: each side has that long for the whole game, nothing
/// added (its other controls, `Differential …`, are no control of ours; `None` is none).
fn fixed_control(tc: &str) -> Option<TimeControl> {
    let mut words = tc.split_whitespace();
    let kind = words.next()?;
    let ms: u64 = words.next()?.parse().ok()?;
    if !kind.eq_ignore_ascii_case("fixed") || words.next().is_some() || ms == 0 {
        return None;
    }
    let base = Duration::from_millis(ms);
    (base <= crate::clock::MAX_BASE).then(|| TimeControl::fischer(base, Duration::ZERO))
}

/// The game type of `SU[...]`: `hive`, `hive-m`, …, `hive-plm` (any case; extra words
/// ignored).
fn variant(path: &Path, su: Option<&str>) -> Result<GameType, SgfError> {
    let err = |message: String| SgfError::Variant {
        path: path.to_path_buf(),
        message,
    };
    let su = su.ok_or_else(|| err("no `SU[...]`: the variant is unknown".to_string()))?;
    let name = su.split_whitespace().next().unwrap_or_default();
    let lower = name.to_ascii_lowercase();
    if lower == "hive-ultimate" {
        return Err(err(format!(
            "`SU[{su}]`: hive-ultimate (any mix of pieces, blank tiles) is not Hive as UHP plays it"
        )));
    }
    let letters = match lower.as_str() {
        "hive" => "",
        "hive-pielm" => "plm",
        other => other.strip_prefix("hive-").unwrap_or("?"),
    };
    GameType::from_expansions(letters).map_err(|_| {
        err(format!(
            "`SU[{su}]` is not a Hive variant: expected hive, hive-m, hive-l, hive-p, hive-lm, hive-pm, hive-pl or hive-plm"
        ))
    })
}

/// Whether a boardspace result line says the game was drawn (in the languages seen).
fn says_draw(re: &str) -> bool {
    let re = re.to_lowercase();
    [
        "draw",
        "nulle",
        "empate",
        "remis",
        "gelijkspel",
        "ничья",
        "oavgjort",
        "pareggio",
    ]
    .iter()
    .any(|w| re.contains(w))
}

/// The UTC time boardspace puts in file names: `…-2020-03-31-1706.sgf`.
fn stamp_from_file_name(path: &Path) -> Option<Stamp> {
    let stem = path.file_stem()?.to_str()?;
    let mut fields = stem.rsplit('-');
    let hhmm = fields.next()?;
    let d: i8 = fields.next()?.parse().ok()?;
    let m: i8 = fields.next()?.parse().ok()?;
    let y: i16 = fields.next()?.parse().ok()?;
    if hhmm.len() != 4 {
        return None;
    }
    let h: i8 = hhmm.get(..2)?.parse().ok()?;
    let min: i8 = hhmm.get(2..)?.parse().ok()?;
    let civil = DateTime::new(y, m, d, h, min, 0, 0).ok()?;
    let instant = Offset::UTC.to_timestamp(civil).ok()?;
    Some(Stamp::new(instant, Offset::UTC))
}

/// A boardspace piece name: colour, bug and number (1 when absent; unique bugs ignore it).
type PieceKey = (Color, Bug, u8);

/// A move made within the current turn, not yet committed by `done`.
struct Pending {
    key: PieceKey,
    piece: Piece,
    col: i32,
    row: i32,
    /// The line and number of the action that put the piece there (not the `done`).
    line: usize,
    seq: String,
}

/// Replays actions into a game.
struct Converter<'p> {
    path: &'p Path,
    year: Option<i16>,
    game: Game,
    names: HashMap<PieceKey, Piece>,
    origin: Option<(i32, i32)>,
    pending: Option<Pending>,
    pass: bool,
    negotiating: bool,
    ending: Option<Ending>,
    stopped: bool,
    /// The time each side has for the game, under boardspace's `Fixed` control.
    base: Option<u64>,
    /// Each ply's time left for its mover, where the record says.
    left: Vec<Option<Duration>>,
}

impl<'p> Converter<'p> {
    fn new(path: &'p Path, game_type: GameType, year: Option<i16>) -> Converter<'p> {
        Converter {
            path,
            year,
            game: Game::new(game_type),
            names: HashMap::new(),
            origin: None,
            pending: None,
            pass: false,
            negotiating: false,
            ending: None,
            stopped: false,
            base: None,
            left: Vec::new(),
        }
    }

    fn action_err(&self, a: &Action, message: impl Into<String>) -> SgfError {
        SgfError::Action {
            path: self.path.to_path_buf(),
            line: a.line,
            seq: a.seq.clone(),
            action: a.text.clone(),
            message: message.into(),
        }
    }

    fn act(&mut self, a: &Action) -> Result<(), SgfError> {
        let is_move = matches!(
            a.verb.as_str(),
            "dropb" | "pdropb" | "move" | "pmove" | "movedone" | "pmovedone"
        );
        if self.game.outcome().is_over() {
            // Nothing after the end counts; a move there would mean we misread the record.
            return match is_move {
                true => Err(self.action_err(a, "a move after the game ended on the board")),
                false => Ok(()),
            };
        }
        match a.verb.as_str() {
            "start" => match a.args.first().map(String::as_str) {
                Some("P0" | "p0") | None => Ok(()),
                Some(_) => Err(self.unsupported(a, "only games where player 0 starts")),
            },
            "pick" | "pickb" | "playwhite" => Ok(()),
            "drop" | "reset" => {
                self.pending = None;
                Ok(())
            }
            "dropb" | "pdropb" => self.drop(a, a.color, &a.args),
            "move" | "pmove" | "movedone" | "pmovedone" => {
                let Some((owner, rest)) = a.args.split_first() else {
                    return Err(self.action_err(a, "expected `move <W|B> <piece> <col> <row>`"));
                };
                let color = match owner.as_str() {
                    "W" | "w" => Color::White,
                    "B" | "b" => Color::Black,
                    _ => return Err(self.action_err(a, format!("`{owner}` is not W or B"))),
                };
                self.drop(a, color, rest)?;
                if a.verb.ends_with("done") {
                    self.done(a)?;
                }
                Ok(())
            }
            "done" => self.done(a),
            "pass" => {
                self.pass = true;
                Ok(())
            }
            "offerdraw" | "declinedraw" => {
                self.negotiating = true;
                Ok(())
            }
            "acceptdraw" => {
                self.ending = Some(Ending::Rules(RulesEnding::Agreement));
                self.stopped = true;
                Ok(())
            }
            "resign" => {
                self.ending = Some(Ending::Rules(RulesEnding::Resignation(a.color)));
                self.stopped = true;
                Ok(())
            }
            "swap" | "playblack" => Err(self.unsupported(a, "colour choice")),
            "edit" => Err(self.unsupported(a, "board editing")),
            _ => Err(self.unsupported(a, "unknown action")),
        }
    }

    /// A move, a pass or the end of a move's turn is made by the side to move (`P0` is
    /// White).
    fn check_actor(&self, a: &Action) -> Result<(), SgfError> {
        // `done` after draw talk is said by either side; after a move, by its maker.
        let turn_action = match a.verb.as_str() {
            "dropb" | "pdropb" | "move" | "pmove" | "movedone" | "pmovedone" | "pass" => true,
            "done" => self.pending.is_some(),
            _ => false,
        };
        let to_move = self.game.position().to_move();
        if turn_action && !self.game.outcome().is_over() && a.color != to_move {
            let (actor, player) = match a.color {
                Color::White => ("P0", "White"),
                Color::Black => ("P1", "Black"),
            };
            return Err(self.action_err(
                a,
                format!("{actor} ({player}) acts, but it is {to_move}'s turn"),
            ));
        }
        Ok(())
    }

    fn unsupported(&self, a: &Action, why: &'static str) -> SgfError {
        SgfError::Unsupported {
            path: self.path.to_path_buf(),
            line: a.line,
            seq: a.seq.clone(),
            verb: a.verb.clone(),
            why,
        }
    }

    /// `<piece> <col> <row> [attachment]`: the piece, from hand or board, goes to the cell.
    fn drop(&mut self, a: &Action, default: Color, args: &[String]) -> Result<(), SgfError> {
        let [token, col, row, ..] = args else {
            return Err(self.action_err(a, "expected a piece, a column and a row"));
        };
        let key = piece_key(token, default)
            .ok_or_else(|| self.action_err(a, format!("`{token}` is not a piece")))?;
        let (col, row) = cell(col, row).ok_or_else(|| {
            self.action_err(a, format!("`{col} {row}` is not a board cell (A-Z, 1-99)"))
        })?;
        let piece = match self.names.get(&key) {
            Some(&p) => p,
            None => self.next_in_hand(a, token, key)?,
        };
        self.pending = Some(Pending {
            key,
            piece,
            col,
            row,
            line: a.line,
            seq: a.seq.clone(),
        });
        Ok(())
    }

    /// The UHP piece a boardspace piece entering play becomes (the next of its bug).
    fn next_in_hand(&self, a: &Action, token: &str, key: PieceKey) -> Result<Piece, SgfError> {
        let (color, bug, _) = key;
        let game_type = self.game.game_type();
        if !game_type.has(bug) {
            return Err(self.action_err(a, format!("`{token}`: there is no {bug} in {game_type}")));
        }
        self.game
            .position()
            .next_in_hand(color, bug)
            .ok_or_else(|| self.action_err(a, format!("`{token}`: {color} has no {bug} left")))
    }

    /// Ends the turn: the pending move, a pass, or nothing after draw talk.
    fn done(&mut self, a: &Action) -> Result<(), SgfError> {
        if let Some(p) = self.pending.take() {
            let (c0, r0) = *self.origin.get_or_insert((p.col, p.row));
            // The first destination is the origin, and table coordinates never wrap.
            let to = Hex::new(p.col - c0, r0 - p.row);
            self.play(a, Move::Piece(p.piece, to), (p.line, &p.seq))?;
            self.names.insert(p.key, p.piece);
        } else if self.pass || !self.negotiating {
            self.play(a, Move::Pass, (a.line, &a.seq))?;
        }
        self.pass = false;
        self.negotiating = false;
        Ok(())
    }

    /// Plays `mv`, made by the action at line and number `by` (`a` ends the turn).
    fn play(&mut self, a: &Action, mv: Move, by: (usize, &str)) -> Result<(), SgfError> {
        let (line, seq) = (by.0, by.1.to_string());
        let ply = self.game.moves().len() + 1;
        if ply > MAX_PLIES {
            return Err(self.action_err(a, format!("more than {MAX_PLIES} plies is not a game")));
        }
        let text = self.game.format_move(mv);
        // Records older than the tournament rule open with the Queen: such a game is
        // replayed again from the start under the rulebooks' opening rule.
        if mv.piece().is_some_and(|p| p.bug() == Bug::Queen)
            && self.game.position().turn() == 1
            && self.game.position().rules().opening == Opening::Tournament
        {
            let rules = Rules {
                opening: Opening::Rulebook,
                ..self.game.position().rules()
            };
            let mut again = Game::with_rules(self.game.game_type(), rules);
            for m in self.game.moves() {
                if again.play(m).is_err() {
                    break;
                }
            }
            if again.moves().len() == self.game.moves().len() {
                self.game = again;
            }
        }
        // The time left after the turn: what the control gave less what the mover has used
        // by the action that ends it.
        self.left.push(
            self.base
                .zip(a.used)
                .map(|(base, used)| Duration::from_millis(base.saturating_sub(used))),
        );
        self.game.play(mv).map_err(|reason| match reason {
            Illegal::QueenOnFirstTurn => SgfError::OldRules {
                path: self.path.to_path_buf(),
                line,
                seq,
                ply,
                mv: text.clone(),
                year: self.year,
            },
            reason => SgfError::Illegal {
                path: self.path.to_path_buf(),
                line,
                seq,
                ply,
                mv: text.clone(),
                reason,
            },
        })
    }
}

/// A boardspace piece token. Coloured: `wQ`, `bA1`, `ws2`, `BQ`; colourless (old files,
/// colour from context): `Q`, `a1`, `b1` (a beetle), `S2`.
fn piece_key(token: &str, default: Color) -> Option<PieceKey> {
    let mut chars = token.chars();
    let first = chars.next()?;
    let second = chars.clone().next();
    let coloured_by = |c: char| match c {
        'w' | 'W' => Some(Color::White),
        'b' | 'B' => Some(Color::Black),
        _ => None,
    };
    let (color, bug, digits) = match (coloured_by(first), second.and_then(Bug::from_letter)) {
        (Some(color), Some(bug)) => {
            chars.next();
            (color, bug, chars.as_str())
        }
        _ => (default, Bug::from_letter(first)?, chars.as_str()),
    };
    let number = match digits {
        "" => 1,
        d if d.len() <= 2 && d.bytes().all(|b| b.is_ascii_digit()) => d.parse().ok()?,
        _ => return None,
    };
    let number = if bug.count() == 1 { 1 } else { number };
    (1..=bug.count())
        .contains(&number)
        .then_some((color, bug, number))
}

/// Column letter and row number.
fn cell(col: &str, row: &str) -> Option<(i32, i32)> {
    let mut c = col.chars();
    let letter = c.next().filter(char::is_ascii_alphabetic)?;
    if c.next().is_some() {
        return None;
    }
    let col = i32::from(letter.to_ascii_uppercase() as u8 - b'A');
    let row: i32 = row.parse().ok().filter(|r| (1..100).contains(r))?;
    Some((col, row))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_tokens_old_and_new() {
        let w = Color::White;
        let b = Color::Black;
        assert_eq!(piece_key("wQ", b), Some((w, Bug::Queen, 1)));
        assert_eq!(piece_key("bA2", w), Some((b, Bug::Ant, 2)));
        assert_eq!(piece_key("ws2", b), Some((w, Bug::Spider, 2)));
        assert_eq!(piece_key("bq", w), Some((b, Bug::Queen, 1)));
        assert_eq!(piece_key("b1", w), Some((w, Bug::Beetle, 1)));
        assert_eq!(piece_key("B2", b), Some((b, Bug::Beetle, 2)));
        assert_eq!(piece_key("Q", b), Some((b, Bug::Queen, 1)));
        assert_eq!(piece_key("wM1", b), Some((w, Bug::Mosquito, 1)));
        assert_eq!(piece_key("wP", b), Some((w, Bug::Pillbug, 1)));
        for bad in ["", "x", "wA4", "a0", "wX1", "wA1x"] {
            assert_eq!(piece_key(bad, w), None, "{bad}");
        }
    }

    #[test]
    fn variants_map_to_game_types() {
        let p = Path::new("x.sgf");
        let gt = |su: &str| variant(p, Some(su)).map(|t| t.to_string()).ok();
        assert_eq!(gt("Hive").as_deref(), Some("Base"));
        assert_eq!(gt("hive-plm 2 0 101").as_deref(), Some("Base+MLP"));
        assert_eq!(gt("Hive-LM").as_deref(), Some("Base+ML"));
        assert_eq!(gt("hive-p").as_deref(), Some("Base+P"));
        assert_eq!(gt("hive-ultimate"), None);
        assert_eq!(gt("chess"), None);
    }

    #[test]
    fn file_names_carry_utc_times() {
        let t = stamp_from_file_name(Path::new("T!HV-a-b-2020-12-12-1607.sgf")).unwrap();
        assert_eq!(t.to_string(), "2020-12-12T16:07:00+00:00");
        assert_eq!(stamp_from_file_name(Path::new("test.sgf")), None);
    }
}
