//! hivegame.com PGN records: tags, then one numbered ply per line (`12. wB1 bQ`). Read
//! leniently, several games to a file, every liberty taken noted; written as hivegame.com
//! writes them.
//!
//! A game as hivegame.com's download button writes it:
//!
//! ```text
//! [GameType "Base+MLP"]
//! [Date "30-Jan-2024_16:10:56"]
//! [Site "hivegame.com"]
//! [White "alice"]
//! [Black "bob"]
//! [Result "WhiteWins"]
//!
//! 1. wL
//! 2. bL wL-
//! …
//!
//! WhiteWins
//! ```
//!
//! Files converted from boardspace also carry `Event` and `Round` tags and write the result
//! the chess way (`1-0`, `0-1`, `1/2-1/2`). The moves are UHP MoveStrings, one ply per line
//! (passes included), numbered from 1. Games are replayed under hivegame.com's rules: the
//! tournament opening (unless a Queen comes on the first turn) and a draw when a position
//! occurs for the third time (unless the record plays on past that).

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use jiff::civil::DateTime;
use jiff::tz::Offset;
use thiserror::Error;

use crate::rules::game::MoveError;
use crate::rules::{
    Bug, Color, Ending as RulesEnding, Game, GameState, GameType, Opening, Piece, Rules, Target,
    UhpMove,
};

use super::model::{MAX_PLIES, Record};
use super::outcome::{Ending, GameResult};
use super::stamp::Stamp;

/// Why a PGN file, or one game in it, could not be read. Every message starts with the file.
#[derive(Debug, Error)]
pub enum PgnError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", .path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Neither a tag nor a move in the whole file.
    #[error("{}: no game: expected `[Tag \"value\"]` lines and numbered moves", .path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// A line that is not a tag, a numbered move or a result.
    #[error("{}, game {game}, line {line}: {message}", .path.display())]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The game's number in the file, from 1.
        game: usize,
        /// The line, from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A move that does not replay.
    #[error("{}, game {game}, line {line}, ply {ply} `{text}`: {source}", .path.display())]
    Move {
        /// The file.
        path: PathBuf,
        /// The game's number in the file, from 1.
        game: usize,
        /// The line of the move.
        line: usize,
        /// The ply, from 1.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it does not replay (boxed: every result of the reader carries this type).
        source: Box<MoveError>,
    },
}

/// The tags of a PGN game that a [`Record`] has no field for, written back on export.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnHeader {
    /// `Event` (often empty).
    pub event: String,
    /// `Site`: `hivegame.com`, `boardspace.net`, or empty.
    pub site: String,
    /// `Round` (often empty).
    pub round: String,
}

/// One game read from a PGN file: the record, the replayed game (under the rules it was
/// read with, see [`Game::position`]), the tags the record has no room for, and the notes.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The record: players, date, the moves in the rules' own spelling, the result.
    pub record: Record,
    /// The game the moves replay to.
    pub game: Game,
    /// `Event`, `Site` and `Round`.
    pub header: PgnHeader,
    /// What the reader read leniently or decided for itself, in the order it happened.
    pub notes: Vec<PgnNote>,
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line the game starts on, from 1.
    pub line: usize,
}

/// Something read leniently and normalised, or decided by the reader: what it was and what
/// was made of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnNote {
    /// No `GameType` tag: the game type is the smallest that has every piece the moves name.
    GameTypeFromMoves(GameType),
    /// A `GameType` written other than UHP's way (`MLP`, `base+mlp`).
    GameTypeSpelling {
        /// The tag's value.
        given: String,
        /// The game type read.
        read: GameType,
    },
    /// A unique bug written with a number (`wM1`), read without it.
    NumberedUniqueBug {
        /// The name as written.
        written: String,
        /// The plies it was written on.
        plies: Vec<usize>,
    },
    /// A side mark pointing at an occupied cell (`wM /wL` with a piece there), read as a
    /// climb onto the piece on top of that cell.
    ClimbBySide {
        /// The ply.
        ply: usize,
        /// The move as written.
        written: String,
        /// The move read.
        read: String,
    },
    /// A pass written other than `pass`.
    PassSpelling {
        /// The ply.
        ply: usize,
        /// As written.
        written: String,
    },
    /// Move numbers that do not count plies from 1 (the first such line).
    Numbering {
        /// The ply.
        ply: usize,
        /// The number written for it.
        written: u64,
    },
    /// A Queen placed on the first turn: the game is read under the rulebook opening.
    QueenFirst {
        /// The ply (1 or 2).
        ply: usize,
    },
    /// A position occurred for the third time and the record plays on: hivegame.com would
    /// have drawn the game there, so it is read without the repetition rule.
    RepetitionIgnored {
        /// The ply that brought the position about for the third time.
        ply: usize,
    },
    /// The game ended in a draw by repetition (hivegame.com's rule), kept as a declared draw.
    RepetitionDraw {
        /// The ply that brought the position about for the third time.
        ply: usize,
    },
    /// A result written in a form hivegame.com does not write (`½-½`).
    ResultSpelling {
        /// As written.
        given: String,
        /// What it was read as.
        read: &'static str,
    },
    /// The `Result` names no result (`Unknown`, an empty or unknown word): the moves decide.
    ResultFromMoves {
        /// As written.
        given: String,
        /// What the moves give.
        replayed: GameState,
    },
    /// The `Result` contradicts the position the moves end in: the moves count.
    ResultDisagrees {
        /// As written.
        given: String,
        /// What the moves give.
        replayed: GameState,
    },
    /// The `Result` names a winner on a board where no Queen is surrounded, and no
    /// `Termination` tag says how the game ended: kept as a game in progress.
    WinOffBoard {
        /// As written.
        given: String,
    },
}

impl PgnNote {
    /// The ply the note is about, when it is about one.
    pub fn ply(&self) -> Option<usize> {
        match self {
            PgnNote::ClimbBySide { ply, .. }
            | PgnNote::PassSpelling { ply, .. }
            | PgnNote::Numbering { ply, .. }
            | PgnNote::QueenFirst { ply }
            | PgnNote::RepetitionIgnored { ply }
            | PgnNote::RepetitionDraw { ply } => Some(*ply),
            PgnNote::NumberedUniqueBug { plies, .. } => plies.first().copied(),
            _ => None,
        }
    }
}

impl fmt::Display for PgnNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnNote::GameTypeFromMoves(t) => {
                write!(f, "no GameType tag: {t}, from the pieces the moves name")
            }
            PgnNote::GameTypeSpelling { given, read } => {
                write!(f, "GameType `{given}` read as `{read}`")
            }
            PgnNote::NumberedUniqueBug { written, plies } => {
                let short: String = written.chars().take(2).collect();
                let list: Vec<String> = plies.iter().map(usize::to_string).collect();
                let word = if plies.len() == 1 { "ply" } else { "plies" };
                write!(
                    f,
                    "`{written}` read as `{short}` (a unique bug takes no number) on {word} {}",
                    list.join(", ")
                )
            }
            PgnNote::ClimbBySide { ply, written, read } => write!(
                f,
                "ply {ply}: `{written}` points at an occupied cell; read as the climb `{read}`"
            ),
            PgnNote::PassSpelling { ply, written } => {
                write!(f, "ply {ply}: `{written}` read as `pass`")
            }
            PgnNote::Numbering { ply, written } => write!(
                f,
                "moves are not numbered by ply: ply {ply} is numbered {written} (the order counts)"
            ),
            PgnNote::QueenFirst { ply } => write!(
                f,
                "ply {ply} places a Queen on the first turn: read under the rulebook opening"
            ),
            PgnNote::RepetitionIgnored { ply } => write!(
                f,
                "ply {ply} repeats a position for the third time and the game goes on: read without the repetition rule"
            ),
            PgnNote::RepetitionDraw { ply } => write!(
                f,
                "ply {ply} repeats a position for the third time: a draw by repetition"
            ),
            PgnNote::ResultSpelling { given, read } => {
                write!(f, "Result `{given}` read as {read}")
            }
            PgnNote::ResultFromMoves { given, replayed } => write!(
                f,
                "Result `{given}` names no result; the moves give {replayed}"
            ),
            PgnNote::ResultDisagrees { given, replayed } => write!(
                f,
                "Result `{given}` contradicts the moves, which give {replayed}; the moves count"
            ),
            PgnNote::WinOffBoard { given } => write!(
                f,
                "Result `{given}` names a winner but no Queen is surrounded (resignation or time?); kept in progress"
            ),
        }
    }
}

/// Whether `text` looks like a PGN file: its first line is a tag (`[GameType "…"]`) or a
/// numbered move (`1. wS1`).
pub fn looks_like_pgn(text: &str) -> bool {
    let Some(first) = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
    else {
        return false;
    };
    let mut chars = first.chars();
    match chars.next() {
        Some('[') => chars.next().is_some_and(|c| c.is_ascii_alphabetic()),
        Some(c) if c.is_ascii_digit() => matches!(move_line(first), Some(Ok(_))),
        _ => false,
    }
}

/// Reads a PGN file: each game in it, replayed, or why it does not replay.
pub fn read_pgn(path: &Path) -> Result<Vec<Result<PgnGame, PgnError>>, PgnError> {
    let bytes = fs::read(path).map_err(|source| PgnError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    parse_pgn(path, &String::from_utf8_lossy(&bytes))
}

/// [`read_pgn`] for text already read; `path` names the file in errors and in each record's
/// `source`. Fails as a whole only when the text holds no game at all.
pub fn parse_pgn(path: &Path, text: &str) -> Result<Vec<Result<PgnGame, PgnError>>, PgnError> {
    let raws = split_games(text.trim_start_matches('\u{feff}'));
    if raws.is_empty() {
        return Err(PgnError::Empty {
            path: path.to_path_buf(),
        });
    }
    let several = raws.len() > 1;
    Ok(raws
        .into_iter()
        .enumerate()
        .map(|(i, raw)| read_game(path, i + 1, several, raw))
        .collect())
}

/// The record as hivegame.com writes a game: the tags, one ply per line, and the result
/// again after a blank line once the game is over. A game that ended off the board also
/// gets a `Termination` tag (which hivegame.com's reader skips), so that it reads back the
/// same.
pub fn to_pgn(record: &Record, header: &PgnHeader) -> String {
    let result = result_word(&record.result);
    let date = match (&record.started, &record.date_text) {
        (Some(t), _) => Offset::UTC
            .to_datetime(t.timestamp())
            .strftime("%d-%b-%Y_%H:%M:%S")
            .to_string(),
        (None, Some(text)) => text.clone(),
        (None, None) => String::new(),
    };
    let mut out = String::with_capacity(256 + record.moves.len() * 16);
    let game_type = record.game_type.to_string();
    let tags = [
        ("GameType", game_type.as_str()),
        ("Date", date.as_str()),
        ("Event", header.event.as_str()),
        ("Site", header.site.as_str()),
        ("Round", header.round.as_str()),
        ("White", record.white.as_str()),
        ("Black", record.black.as_str()),
        ("Result", result),
    ];
    for (name, value) in tags {
        push_tag(&mut out, name, value);
    }
    if let Some(ending) = record.result.ending {
        push_tag(&mut out, "Termination", termination_word(ending));
    }
    out.push('\n');
    for (i, m) in record.moves.iter().enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, m.text));
    }
    if record.result.is_finished() {
        out.push_str(&format!("\n{result}\n"));
    }
    out
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    // One line per tag: line breaks and other control characters become spaces.
    let value: String = value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    out.push_str(&format!("[{name} \"{value}\"]\n"));
}

/// The `Result` word hivegame.com writes.
fn result_word(result: &GameResult) -> &'static str {
    match (result.winner(), result.is_draw(), result.state) {
        (Some(Color::White), _, _) => "WhiteWins",
        (Some(Color::Black), _, _) => "BlackWins",
        (None, true, _) => "Draw",
        (None, false, GameState::NotStarted) => "NotStarted",
        (None, false, _) => "InProgress",
    }
}

fn termination_word(ending: Ending) -> &'static str {
    match ending {
        Ending::Resigned(_) => "resignation",
        Ending::TimedOut(_) => "time forfeit",
        Ending::AgreedDraw => "draw agreed",
        Ending::DeclaredDraw => "draw declared",
    }
}

/// What a `Result` value (or the result line after the moves) says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Claim {
    Win(Color),
    Draw,
    InProgress,
    Unknown,
}

/// Reads a result word; the flag says it was a spelling hivegame.com does not write.
fn claim(word: &str) -> (Claim, bool) {
    match word.trim() {
        "1-0" | "WhiteWins" => (Claim::Win(Color::White), false),
        "0-1" | "BlackWins" => (Claim::Win(Color::Black), false),
        "1/2-1/2" | "Draw" => (Claim::Draw, false),
        "½-½" => (Claim::Draw, true),
        "*" | "InProgress" | "NotStarted" => (Claim::InProgress, false),
        _ => (Claim::Unknown, false),
    }
}

/// Whether a line after the moves is a result, not a move.
fn is_result_word(word: &str) -> bool {
    claim(word).0 != Claim::Unknown || matches!(word, "Unknown" | "Unkown" | "Adjudicated")
}

/// One game's lines, before replay.
#[derive(Default)]
struct RawGame {
    line: usize,
    tags: Vec<(String, String)>,
    moves: Vec<RawMove>,
    result_line: Option<String>,
    error: Option<(usize, String)>,
}

struct RawMove {
    line: usize,
    number: u64,
    text: String,
}

impl RawGame {
    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn fail(&mut self, line: usize, message: String) {
        self.error.get_or_insert((line, message));
    }
}

/// Cuts the text into games: a tag after a move or a result line starts the next game.
fn split_games(text: &str) -> Vec<RawGame> {
    let mut games = Vec::new();
    let mut cur: Option<RawGame> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let game = match cur.as_mut() {
            Some(g)
                if !(line.starts_with('[') && (!g.moves.is_empty() || g.result_line.is_some())) =>
            {
                g
            }
            _ => {
                games.extend(cur.take());
                cur.insert(RawGame {
                    line: n,
                    ..RawGame::default()
                })
            }
        };
        if line.starts_with('[') {
            match tag_line(line) {
                Some(tag) => game.tags.push(tag),
                None => game.fail(
                    n,
                    format!("`{line}` is not a tag: expected `[Name \"value\"]`"),
                ),
            }
        } else if let Some(parsed) = move_line(line) {
            match parsed {
                Ok((number, text)) if game.result_line.is_none() => game.moves.push(RawMove {
                    line: n,
                    number,
                    text: text.to_string(),
                }),
                Ok(_) => game.fail(n, "a move after the result line".to_string()),
                Err(message) => game.fail(n, message),
            }
        } else if is_result_word(line) {
            game.result_line = Some(line.to_string());
        } else {
            game.fail(
                n,
                format!("`{line}` is not a tag, a numbered move (`12. wB1 bQ`) or a result"),
            );
        }
    }
    games.extend(cur);
    games
}

/// `[Name "value"]`: the value runs from the first quote to the last, as written.
fn tag_line(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = rest.trim();
    let value = match rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        Some(v) => v,
        None if rest.starts_with('"') => return None,
        None => rest,
    };
    Some((name.to_string(), value.to_string()))
}

/// `12. wB1 bQ` (also `12 wB1 bQ`, `12.wB1 bQ`, `12... wB1 bQ`): the number and the move.
/// `None` when the line does not start with a move number (`1-0` does not).
fn move_line(line: &str) -> Option<Result<(u64, &str), String>> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = line.get(digits..)?;
    let after = rest.trim_start_matches('.');
    let dotted = after.len() < rest.len();
    if digits == 0 || !(dotted || rest.starts_with(char::is_whitespace)) {
        return None;
    }
    let Ok(number) = line[..digits].parse::<u64>() else {
        return Some(Err(format!("`{}` is not a move number", &line[..digits])));
    };
    let text = after.trim();
    if text.is_empty() {
        return Some(Err(format!("move {number} is empty")));
    }
    Some(Ok((number, text)))
}

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

/// A move written leniently, made into a MoveString the rules read: unique bugs lose their
/// number (`wM1` → `wM`), a pass is `pass`. Returns the renamed names.
fn normalize_move(text: &str) -> (String, Vec<String>) {
    let mut renamed = Vec::new();
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| {
            if w.eq_ignore_ascii_case("pass") {
                return "pass".to_string();
            }
            let start = w.len() - w.trim_start_matches(['-', '/', '\\']).len();
            let end = w.trim_end_matches(['-', '/', '\\']).len().max(start);
            let name = &w[start..end];
            match unnumbered(name) {
                Some(short) => {
                    renamed.push(name.to_string());
                    format!("{}{short}{}", &w[..start], &w[end..])
                }
                None => w.to_string(),
            }
        })
        .collect();
    (words.join(" "), renamed)
}

/// `wM1` → `wM` for a unique bug (Queen, Mosquito, Ladybug, Pillbug) numbered 1.
fn unnumbered(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let color = chars
        .next()
        .filter(|c| matches!(c, 'w' | 'b' | 'W' | 'B'))?;
    let bug = chars.next().and_then(Bug::from_letter)?;
    (bug.count() == 1 && chars.as_str() == "1").then(|| format!("{color}{}", bug.letter()))
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

/// The record's date: hivegame.com's `30-Jan-2024_16:10:56` (UTC) is a time; anything else
/// (`2023.01.17`) is kept as written.
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
        None => (None, Some(text.to_string())),
    }
}

fn read_game(path: &Path, number: usize, several: bool, raw: RawGame) -> Result<PgnGame, PgnError> {
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
        return Err(syntax(
            raw.line,
            format!(
                "{} moves; more than {MAX_PLIES} is not a game",
                raw.moves.len()
            ),
        ));
    }
    let mut notes = Vec::new();

    // The moves, normalised.
    let mut moves = Vec::with_capacity(raw.moves.len());
    let mut renamed: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, m) in raw.moves.iter().enumerate() {
        let ply = i + 1;
        if m.number != ply as u64 && !notes.iter().any(|n| matches!(n, PgnNote::Numbering { .. })) {
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

    // The game type.
    let game_type = match raw.tag("GameType").map(str::trim).filter(|t| !t.is_empty()) {
        None => {
            let t = game_type_of(&moves);
            notes.push(PgnNote::GameTypeFromMoves(t));
            t
        }
        Some(given) => match read_game_type(given) {
            Some((t, false)) => t,
            Some((t, true)) => {
                notes.push(PgnNote::GameTypeSpelling {
                    given: given.to_string(),
                    read: t,
                });
                t
            }
            None => {
                return Err(syntax(
                    raw.line,
                    format!(
                        "GameType `{given}` is not a game type: expected Base, Base+M, …, Base+MLP"
                    ),
                ));
            }
        },
    };

    // The rules: hivegame.com's, with the Queen allowed first when a record does that.
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
    let move_error = |i: usize, source: MoveError| {
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
    let mut climbs = Vec::new();
    let with_rule = Rules {
        opening,
        repetition: true,
    };
    let game = match play_all(game_type, with_rule, &moves, &mut climbs) {
        Ok(game) => game,
        Err(Stop::Move(i, e)) => return Err(move_error(i, e)),
        Err(Stop::Repetition(_)) => {
            climbs.clear();
            let without = Rules {
                opening,
                repetition: false,
            };
            let game = play_all(game_type, without, &moves, &mut climbs).map_err(|s| match s {
                Stop::Move(i, e) => move_error(i, e),
                // Not without the rule; said as the rules would say it all the same.
                Stop::Repetition(i) => move_error(
                    i,
                    MoveError::Illegal {
                        text: moves.get(i).cloned().unwrap_or_default(),
                        reason: crate::rules::Illegal::GameOver,
                    },
                ),
            })?;
            if let Some(ply) = game.threefold_at() {
                notes.push(PgnNote::RepetitionIgnored { ply });
            }
            game
        }
    };
    notes.extend(climbs);
    if game.ending() == Some(RulesEnding::Repetition) {
        notes.push(PgnNote::RepetitionDraw {
            ply: game.moves().len(),
        });
    }

    // The result: the moves first, then what the tags say about a game that ended off the board.
    let given = raw
        .tag("Result")
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .or(raw.result_line.as_deref())
        .unwrap_or("");
    let result = read_result(&game, given, raw.tag("Termination"), &mut notes);

    let (started, date_text) = read_date(raw.tag("Date"));
    let name = |tag: &str, default: &str| {
        raw.tag(tag)
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or(default)
            .to_string()
    };
    let mut record = Record::from_game(
        &game,
        name("White", "White"),
        name("Black", "Black"),
        started,
    );
    record.date_text = date_text;
    let file = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let site = name("Site", "");
    let mut source = if site.is_empty() {
        file
    } else {
        format!("{site} {file}")
    };
    if several {
        source.push_str(&format!(" #{number}"));
    }
    record.source = Some(source);
    record.result = result;
    Ok(PgnGame {
        record,
        game,
        header: PgnHeader {
            event: name("Event", ""),
            site,
            round: name("Round", ""),
        },
        notes,
        number,
        line: raw.line,
    })
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
    let replayed = game.state();
    let note = |text: &str| Some(format!("PGN result: {text}"));
    if game.ending() == Some(RulesEnding::Repetition) {
        // Kept as the draw a server declares, so that it loads under any rules.
        if !matches!(said, Claim::Draw | Claim::Unknown | Claim::InProgress) {
            notes.push(PgnNote::ResultDisagrees {
                given: given.to_string(),
                replayed,
            });
        }
        return GameResult {
            state: GameState::InProgress,
            ending: Some(Ending::DeclaredDraw),
            note: Some("draw by repetition".to_string()),
        };
    }
    let mut result = GameResult::from_state(replayed);
    if replayed.is_over() && given.is_empty() {
        return result;
    }
    if replayed.is_over() {
        let agrees = match said {
            Claim::Win(c) => replayed.winner() == Some(c),
            Claim::Draw => replayed == GameState::Draw,
            Claim::InProgress => false,
            Claim::Unknown => {
                notes.push(PgnNote::ResultFromMoves {
                    given: given.to_string(),
                    replayed,
                });
                result.note = note(given);
                return result;
            }
        };
        if !agrees {
            notes.push(PgnNote::ResultDisagrees {
                given: given.to_string(),
                replayed,
            });
            result.note = note(given);
        }
        return result;
    }
    let how = termination.map(|t| t.trim().to_ascii_lowercase());
    let how = how.as_deref();
    match said {
        Claim::Win(c) => {
            let loser = c.opponent();
            result.ending = match how {
                Some("resignation" | "resigned") => Some(Ending::Resigned(loser)),
                Some("time forfeit" | "time") => Some(Ending::TimedOut(loser)),
                _ => {
                    notes.push(PgnNote::WinOffBoard {
                        given: given.to_string(),
                    });
                    result.note = note(given);
                    None
                }
            };
        }
        Claim::Draw => {
            result.ending = Some(match how {
                Some("draw agreed" | "agreement") => Ending::AgreedDraw,
                _ => Ending::DeclaredDraw,
            });
        }
        Claim::InProgress => {}
        Claim::Unknown => {
            notes.push(PgnNote::ResultFromMoves {
                given: given.to_string(),
                replayed,
            });
            result.note = note(given);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_and_what_is_not_one() {
        assert_eq!(move_line("12. wB1 bQ"), Some(Ok((12, "wB1 bQ"))));
        assert_eq!(move_line("1. wL "), Some(Ok((1, "wL"))));
        assert_eq!(move_line("3.wA1 -wQ"), Some(Ok((3, "wA1 -wQ"))));
        assert_eq!(move_line("4 pass"), Some(Ok((4, "pass"))));
        assert_eq!(move_line("1-0"), None);
        assert_eq!(move_line("1/2-1/2"), None);
        assert_eq!(move_line("Draw"), None);
        assert!(matches!(move_line("13."), Some(Err(_))));
    }

    #[test]
    fn tags_keep_their_value_as_written() {
        assert_eq!(
            tag_line(r#"[White "a "quoted" name"]"#),
            Some(("White".into(), r#"a "quoted" name"#.into()))
        );
        assert_eq!(
            tag_line(r#"[Event ""]"#),
            Some(("Event".into(), String::new()))
        );
        assert_eq!(
            tag_line("[Result 1-0]"),
            Some(("Result".into(), "1-0".into()))
        );
        assert_eq!(tag_line(r#"[White "open]"#), None);
        assert_eq!(tag_line("[]"), None);
    }

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
            (None, Some("2023.01.17".into()))
        );
        assert_eq!(read_date(Some(" ")), (None, None));
    }
}
