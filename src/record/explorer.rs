//! The opening explorer's arithmetic: which games reached a position, what was played next
//! there, and how those games ended.
//!
//! Positions are the same when the repetition rule says so ([`Position::repetition_key`]:
//! the hive's shape up to the 12 symmetries of the grid and where it lies, with the side to
//! move), within one game type. So a game that reached the position shown turned or mirrored
//! counts, and so does one that got there by another order of moves. A game's next move is
//! kept as the key of the position it led to; the position shown names it as its own legal
//! move that leads there, so a move made in a turned game reads in the position shown.
//!
//! Any store of games can hold [`Passage`]s (an in-memory [`Explorer`] here; an index on disk
//! can keep the same rows) and answer with [`reached`].

use std::collections::HashMap;
use std::path::Path;

use crate::rules::{Color, Game, GameType, Move, Position};

use super::model::Record;
use super::outcome::GameResult;

/// A position's key for the explorer: the repetition rule's, and the game type.
pub fn key(position: &Position) -> u64 {
    let game_type = GameType::ALL
        .iter()
        .position(|&t| t == position.game_type())
        .unwrap_or(0) as u64;
    // SplitMix64's finaliser over the two, as the rules mix their own keys.
    let mut z = position
        .repetition_key()
        .wrapping_add(game_type.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How a game ended, as the explorer counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// White won.
    White,
    /// A draw.
    Draw,
    /// Black won.
    Black,
    /// Not finished.
    Unfinished,
}

impl Outcome {
    /// The outcome a recorded result stands for.
    pub fn of(result: &GameResult) -> Outcome {
        match (result.winner(), result.is_draw(), result.is_finished()) {
            (Some(Color::White), _, _) => Outcome::White,
            (Some(Color::Black), _, _) => Outcome::Black,
            (None, true, _) => Outcome::Draw,
            (None, false, true) => Outcome::Draw,
            (None, false, false) => Outcome::Unfinished,
        }
    }
}

/// Games counted by how they ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// Won by White.
    pub white: u32,
    /// Drawn.
    pub draws: u32,
    /// Won by Black.
    pub black: u32,
    /// Not finished.
    pub unfinished: u32,
}

impl Results {
    /// Counts one more game.
    pub fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::White => self.white += 1,
            Outcome::Draw => self.draws += 1,
            Outcome::Black => self.black += 1,
            Outcome::Unfinished => self.unfinished += 1,
        }
    }

    /// All the games counted.
    pub fn games(&self) -> u32 {
        self.white + self.draws + self.black + self.unfinished
    }

    /// White's, the draws' and Black's shares of the finished games, in whole percent
    /// (`None` when none finished).
    pub fn shares(&self) -> Option<[u32; 3]> {
        let finished = self.white + self.draws + self.black;
        (finished > 0).then(|| {
            let pct = |n: u32| (u64::from(n) * 100 + u64::from(finished) / 2) / u64::from(finished);
            [
                pct(self.white) as u32,
                pct(self.draws) as u32,
                pct(self.black) as u32,
            ]
        })
    }
}

/// One game passing through one position: the game (a number its store gives it), the
/// position's [`key`], the key of the position its next move led to (`None` where the game
/// stopped), and how the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passage {
    /// The game, as its store numbers it.
    pub game: u32,
    /// The position's key.
    pub key: u64,
    /// The next position's key, if the game went on.
    pub next: Option<u64>,
    /// How the game ended.
    pub outcome: Outcome,
}

/// The [`key`] of every position of a game's main line, from the empty board (ply 0).
pub fn keys(replayed: &Game) -> Vec<u64> {
    // Replayed without the repetition rule, which would compute each key a second time.
    let rules = crate::rules::Rules {
        repetition: false,
        ..replayed.position().rules()
    };
    let mut walk = Game::with_rules(replayed.game_type(), rules);
    let mut keys = Vec::with_capacity(replayed.moves().len() + 1);
    keys.push(key(walk.position()));
    for mv in replayed.moves() {
        if walk.play(mv).is_err() {
            break;
        }
        keys.push(key(walk.position()));
    }
    keys
}

/// Every position of a game's main line (from the empty board), as passages.
pub fn passages(game: u32, record: &Record, replayed: &Game) -> Vec<Passage> {
    let outcome = Outcome::of(&record.result);
    let keys = keys(replayed);
    keys.iter()
        .enumerate()
        .map(|(i, &k)| Passage {
            game,
            key: k,
            next: keys.get(i + 1).copied(),
            outcome,
        })
        .collect()
}

/// A move on from the position shown, as the games played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextMove {
    /// The move, in the position shown.
    pub mv: Move,
    /// Its UHP MoveString there.
    pub text: String,
    /// The games that played it (or a move to the same position), by how they ended.
    pub results: Results,
}

/// What the games say about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// The games that reached it (each once, however often it came back), by how they ended.
    pub results: Results,
    /// The moves played on from it, the most played first.
    pub next: Vec<NextMove>,
    /// The games that reached it, by number, in the order given.
    pub games: Vec<u32>,
}

/// What `passages` (those through the position; others are skipped) say about `position`,
/// reached in `game` (whose spelling of moves names the next moves).
pub fn reached<'a>(game: &Game, passages: impl IntoIterator<Item = &'a Passage>) -> Reached {
    let position = game.position();
    let here = key(position);
    // The position each legal move leads to, named by the first move that leads there.
    let mut leads: HashMap<u64, Move> = HashMap::new();
    for &mv in position.legal_moves().iter() {
        let mut after = game.clone();
        if after.play(mv).is_ok() {
            leads.entry(key(after.position())).or_insert(mv);
        }
    }
    let mut out = Reached::default();
    let mut seen: HashMap<u32, ()> = HashMap::new();
    let mut next: HashMap<Move, (Results, HashMap<u32, ()>)> = HashMap::new();
    for p in passages.into_iter().filter(|p| p.key == here) {
        if seen.insert(p.game, ()).is_none() {
            out.results.add(p.outcome);
            out.games.push(p.game);
        }
        if let Some(mv) = p.next.and_then(|k| leads.get(&k)) {
            let (results, games) = next.entry(*mv).or_default();
            if games.insert(p.game, ()).is_none() {
                results.add(p.outcome);
            }
        }
    }
    out.next = next
        .into_iter()
        .map(|(mv, (results, _))| NextMove {
            mv,
            text: game.format_move(mv),
            results,
        })
        .collect();
    out.next.sort_by(|a, b| {
        b.results
            .games()
            .cmp(&a.results.games())
            .then_with(|| a.text.cmp(&b.text))
    });
    out
}

/// One game of an explorer, as its list of games shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// How it ended.
    pub outcome: Outcome,
    /// The day it started (`2025-06-01`), if known.
    pub date: Option<String>,
    /// Its save file's name, if it came from one.
    pub file: Option<String>,
}

/// Games held in memory for the explorer: for a folder of saves or a test's handful.
#[derive(Debug, Default)]
pub struct Explorer {
    by_key: HashMap<u64, Vec<Passage>>,
    games: Vec<Listed>,
}

impl Explorer {
    /// An explorer with no games.
    pub fn new() -> Explorer {
        Explorer::default()
    }

    /// Adds a game (its main line); returns the number it is known by.
    pub fn add(&mut self, record: &Record, replayed: &Game) -> u32 {
        self.add_from(record, replayed, None)
    }

    /// Adds a game read from the save file named `file`.
    fn add_from(&mut self, record: &Record, replayed: &Game, file: Option<String>) -> u32 {
        let id = self.len();
        for p in passages(id, record, replayed) {
            self.by_key.entry(p.key).or_default().push(p);
        }
        self.games.push(Listed {
            white: record.white.clone(),
            black: record.black.clone(),
            outcome: Outcome::of(&record.result),
            date: record
                .started
                .map(|t| t.local().strftime("%Y-%m-%d").to_string()),
            file,
        });
        id
    }

    /// How many games it holds.
    pub fn len(&self) -> u32 {
        u32::try_from(self.games.len()).unwrap_or(u32::MAX)
    }

    /// Whether it holds no game.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The game known by `id`.
    pub fn game(&self, id: u32) -> Option<&Listed> {
        self.games.get(id as usize)
    }

    /// What its games say about the position `game` stands in.
    pub fn at(&self, game: &Game) -> Reached {
        let here = key(game.position());
        reached(game, self.by_key.get(&here).into_iter().flatten())
    }
}

impl Explorer {
    /// The saved games in `dir` but the one at `except` (the game being played, which would
    /// count itself): its `.json` files; others, and saves that do not load, are skipped and
    /// counted. A folder that cannot be read is an error naming it.
    pub fn of_folder(dir: &Path, except: Option<&Path>) -> Result<(Explorer, usize), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| {
            format!(
                "cannot read {}: {e}",
                crate::text::printable(&dir.display().to_string(), 80)
            )
        })?;
        let mut explorer = Explorer::new();
        let mut skipped = 0;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|e| e != "json") || except == Some(path.as_path()) {
                continue;
            }
            match super::load(&path) {
                Ok((record, game)) => {
                    let file = path.file_name().map(|n| n.to_string_lossy().into_owned());
                    explorer.add_from(&record, &game, file);
                }
                Err(_) => skipped += 1,
            }
        }
        Ok((explorer, skipped))
    }
}
