//! A PGN game's variations made into a tree beside the main line, replayed, with the
//! file's line and text of any move that does not replay.

use std::path::Path;

use crate::record::model::{MoveEntry, Variation};
use crate::record::tree::Tree;
use crate::rules::{Bug, Game, GameType, MoveError};

use super::game::PgnError;
use super::rav::RawMove;
use super::text::RawGame;

/// One variation as the reader flattens it: where it leaves which line, its moves, and
/// each move's line in the file and text as written (for errors).
struct Flat {
    variation: Variation,
    written: Vec<(usize, String)>,
}

/// Why the lines did not make a tree, or which move of which variation did not replay.
pub(super) enum LinesFailure {
    Tree(usize, String),
    Move(usize, usize, MoveError),
}

/// The game's lines as a tree: the main line as replayed, the variations as written.
pub(super) struct Lines {
    game_type: GameType,
    main: Vec<MoveEntry>,
    flat: Vec<Flat>,
    tree: Option<Tree>,
}

impl Lines {
    pub(super) fn of(raw: &RawGame, game: &Game) -> Lines {
        let main = game
            .move_strings()
            .zip(&raw.moves)
            .map(|(text, m)| MoveEntry {
                text: text.to_string(),
                at: None,
                left: m.clock,
            })
            .collect();
        let mut flat = Vec::new();
        flatten(&raw.moves, None, 0, None, &mut flat);
        Lines {
            game_type: game.game_type(),
            main,
            flat,
            tree: None,
        }
    }

    /// Whether the game has any variation beside its main line.
    pub(super) fn has_variations(&self) -> bool {
        !self.flat.is_empty()
    }

    /// Plays every move of every line under `rules`.
    pub(super) fn replay(&mut self, rules: crate::rules::Rules) -> Result<(), LinesFailure> {
        let variations: Vec<Variation> = self.flat.iter().map(|f| f.variation.clone()).collect();
        let mut tree = Tree::build(&self.main, &variations).map_err(|e| {
            // `variations[3].moves[0]`: the variation's index.
            let index = e
                .field
                .strip_prefix("variations[")
                .and_then(|r| r.split(']').next())
                .and_then(|i| i.parse().ok())
                .unwrap_or(0);
            LinesFailure::Tree(index, e.message)
        })?;
        tree.replay(self.game_type, rules)
            .map_err(|(line, ply, _, source)| LinesFailure::Move(line, ply, source))?;
        self.tree = Some(tree);
        Ok(())
    }

    /// The error for a failure of [`Lines::replay`]: the line of the file and the ply.
    pub(super) fn error(
        &self,
        path: &Path,
        game: usize,
        raw: &RawGame,
        failure: LinesFailure,
    ) -> PgnError {
        match failure {
            LinesFailure::Tree(i, message) => PgnError::Syntax {
                path: path.to_path_buf(),
                game,
                line: self
                    .flat
                    .get(i)
                    .and_then(|f| f.written.first())
                    .map_or(raw.line, |w| w.0),
                message: format!("a variation: {message}"),
            },
            LinesFailure::Move(line, ply, source) => {
                let written = line
                    .checked_sub(1)
                    .and_then(|i| self.flat.get(i))
                    .and_then(|f| f.written.get(ply.saturating_sub(f.variation.at + 1)));
                PgnError::Variation {
                    path: path.to_path_buf(),
                    game,
                    line: written.map_or(raw.line, |w| w.0),
                    ply,
                    text: written.map_or_else(String::new, |w| w.1.clone()),
                    source: Box::new(source),
                }
            }
        }
    }

    /// The main line and the variations as a record stores them, in the rules' spelling.
    pub(super) fn into_record_lines(self) -> (Vec<MoveEntry>, Vec<Variation>) {
        match self.tree {
            Some(tree) => tree.into_lines(),
            None => (self.main, Vec::new()),
        }
    }
}

/// The variations written after each of `moves` (a line that starts after `start` plies
/// and leaves line `from`), flattened in file order: each names the line it leaves. One
/// written after a variation's first move is an alternative to that move, so it leaves
/// the same line (`branch`: where the variation itself branched).
fn flatten(
    moves: &[RawMove],
    from: Option<usize>,
    start: usize,
    branch: Option<(Option<usize>, usize)>,
    out: &mut Vec<Flat>,
) {
    for (j, m) in moves.iter().enumerate() {
        for v in &m.variations {
            let (leaves, at) = match (j, branch) {
                (0, Some(b)) => b,
                _ => (from, start + j),
            };
            out.push(Flat {
                variation: Variation {
                    from: leaves,
                    at,
                    moves: v
                        .moves
                        .iter()
                        .map(|m| MoveEntry {
                            text: normalize_move(&m.text).0,
                            at: None,
                            left: m.clock,
                        })
                        .collect(),
                },
                written: v.moves.iter().map(|m| (m.line, m.text.clone())).collect(),
            });
            let index = out.len() - 1;
            flatten(&v.moves, Some(index), at, Some((leaves, at)), out);
        }
    }
}

/// A move written leniently, made into a MoveString the rules read: unique bugs lose their
/// number (`wM1` → `wM`), a pass is `pass`. Returns the renamed names.
pub(super) fn normalize_move(text: &str) -> (String, Vec<String>) {
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
