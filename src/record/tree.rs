//! A record's lines of play as one tree: the main line and its variations, each a path from
//! the start. A record stores the tree flat ([`Variation`]s that name the line they leave),
//! so a save never nests deeper than one level however many times a game branched; here it
//! is built back into nodes to check it, to merge a new line into it, to tell whether one
//! record keeps every line of another, and to replay every move of it once.
//!
//! [`Variation`]: super::Variation

use crate::rules::{Game, GameType, MoveError, Rules};

use super::line::{MAX_PLIES, MoveEntry, Variation};

/// The most variations a record may hold.
pub const MAX_VARIATIONS: usize = 5_000;
/// The most moves a record may hold in all its lines together.
pub const MAX_TREE_MOVES: usize = 200_000;

/// Why a record's variations do not make a tree: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TreeError {
    /// The field, e.g. `variations[2].at`.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

const ROOT: usize = 0;

struct Node {
    /// `None` for the root (the start of the game).
    entry: Option<MoveEntry>,
    parent: usize,
    depth: usize,
    /// The line that made it: 0 the main line, `i + 1` variation `i` (for errors).
    line: usize,
    /// The main continuation first.
    children: Vec<usize>,
}

/// A place where a record's lines part, as [`crate::record::Record::forks`] finds them
/// along one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fork {
    /// How many moves the lines share from the start: they part at the next one.
    pub ply: usize,
    /// Each line from there, its different move first, on to the end of its own main
    /// continuation; the record's order (the main continuation first).
    pub lines: Vec<Vec<String>>,
    /// Which of `lines` the line asked about takes, if it goes on here.
    pub taken: Option<usize>,
}

/// A record's lines as nodes.
pub(crate) struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    fn root() -> Tree {
        Tree {
            nodes: vec![Node {
                entry: None,
                parent: ROOT,
                depth: 0,
                line: 0,
                children: Vec::new(),
            }],
        }
    }

    fn child(&self, node: usize, text: &str) -> Option<usize> {
        self.nodes[node]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].entry.as_ref().is_some_and(|e| e.text == text))
    }

    fn push(&mut self, parent: usize, entry: MoveEntry, line: usize) -> usize {
        let id = self.nodes.len();
        let depth = self.nodes[parent].depth + 1;
        self.nodes.push(Node {
            entry: Some(entry),
            parent,
            depth,
            line,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// The ancestor of `node` (or itself) at `depth`.
    fn ancestor(&self, mut node: usize, depth: usize) -> usize {
        while self.nodes[node].depth > depth {
            node = self.nodes[node].parent;
        }
        node
    }

    /// The tree of `record`'s lines, each variation checked: it leaves an earlier line
    /// inside that line's own moves, holds moves, and starts with a move its branch point
    /// does not already have.
    pub fn build(moves: &[MoveEntry], variations: &[Variation]) -> Result<Tree, TreeError> {
        let err = |i: usize, field: &str, message: String| TreeError {
            field: format!("variations[{i}]{field}"),
            message,
        };
        if variations.len() > MAX_VARIATIONS {
            return Err(TreeError {
                field: "variations".into(),
                message: format!(
                    "{} variations; more than {MAX_VARIATIONS} is not a game's",
                    variations.len()
                ),
            });
        }
        let total = moves.len() + variations.iter().map(|v| v.moves.len()).sum::<usize>();
        if total > MAX_TREE_MOVES {
            return Err(TreeError {
                field: "variations".into(),
                message: format!(
                    "{total} moves in all lines; more than {MAX_TREE_MOVES} is not a game's"
                ),
            });
        }
        let mut tree = Tree::root();
        tree.nodes.reserve(total);
        let mut leaf = ROOT;
        for m in moves {
            leaf = tree.push(leaf, m.clone(), 0);
        }
        // Each line's last node; then where its own moves start.
        let mut leaves = vec![leaf];
        let mut starts = vec![0];
        for (i, v) in variations.iter().enumerate() {
            let (parent, low) = match v.from {
                None => (0, 0),
                Some(j) if j < i => (j + 1, variations[j].at + 1),
                Some(j) => {
                    return Err(err(
                        i,
                        ".from",
                        format!("{j} is not an earlier variation (this is variation {i})"),
                    ));
                }
            };
            let parent_leaf = leaves[parent];
            let high = tree.nodes[parent_leaf].depth;
            if v.at < low || v.at >= high {
                return Err(err(
                    i,
                    ".at",
                    if low < high {
                        format!(
                            "{} is not a ply inside the line it leaves ({low} to {})",
                            v.at,
                            high - 1
                        )
                    } else {
                        format!(
                            "{}: the line it leaves has no move of its own to branch after",
                            v.at
                        )
                    },
                ));
            }
            if v.moves.is_empty() {
                return Err(err(
                    i,
                    ".moves",
                    "a variation holds at least one move".into(),
                ));
            }
            if v.at + v.moves.len() > MAX_PLIES {
                return Err(err(
                    i,
                    ".moves",
                    format!("the line is longer than {MAX_PLIES} plies"),
                ));
            }
            let start = tree.ancestor(parent_leaf, v.at);
            if tree.child(start, &v.moves[0].text).is_some() {
                return Err(err(
                    i,
                    ".moves[0]",
                    format!(
                        "`{}` at ply {} is already a line there",
                        crate::text::printable(&v.moves[0].text, 40),
                        v.at + 1
                    ),
                ));
            }
            let mut node = start;
            for m in &v.moves {
                node = tree.push(node, m.clone(), i + 1);
            }
            leaves.push(node);
            starts.push(v.at);
        }
        Ok(tree)
    }

    /// Whether `line` (moves from the start) is a path of this tree: a prefix of one of
    /// its lines.
    pub fn holds<'a>(&self, line: impl IntoIterator<Item = &'a str>) -> bool {
        let mut node = ROOT;
        for text in line {
            match self.child(node, text) {
                Some(c) => node = c,
                None => return false,
            }
        }
        true
    }

    /// Every line from the start to a leaf, as move texts.
    pub fn lines(&self) -> Vec<Vec<&str>> {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.children.is_empty())
            .map(|(mut id, _)| {
                let mut line = Vec::with_capacity(self.nodes[id].depth);
                while id != ROOT {
                    line.extend(self.nodes[id].entry.as_ref().map(|e| e.text.as_str()));
                    id = self.nodes[id].parent;
                }
                line.reverse();
                line
            })
            .collect()
    }

    /// Where other lines leave `line` (moves from the start): for each ply along it whose
    /// position has more than one next move in the tree, every line from there. A `line`
    /// that leaves the tree is looked at as far as the tree holds it.
    pub fn forks(&self, line: &[&str]) -> Vec<Fork> {
        let mut forks = Vec::new();
        let mut node = ROOT;
        for ply in 0..=line.len() {
            let children = &self.nodes[node].children;
            let next = line.get(ply).and_then(|text| self.child(node, text));
            if children.len() > 1 {
                forks.push(Fork {
                    ply,
                    lines: children.iter().map(|&c| self.onward(c)).collect(),
                    taken: next.and_then(|n| children.iter().position(|&c| c == n)),
                });
            }
            match next {
                Some(n) => node = n,
                None => break,
            }
        }
        forks
    }

    /// The moves from `node` (its own first) to the end of its main continuation.
    fn onward(&self, mut node: usize) -> Vec<String> {
        let mut moves = Vec::new();
        loop {
            moves.extend(self.nodes[node].entry.as_ref().map(|e| e.text.clone()));
            match self.nodes[node].children.first() {
                Some(&c) => node = c,
                None => return moves,
            }
        }
    }

    /// Follows `line` from the start, adding the moves the tree lacks (made by `new`) after
    /// the lines already there: the order of the lines is kept, so that lines added in a
    /// file's order are stored in it.
    pub fn graft<'a>(
        &mut self,
        line: impl IntoIterator<Item = &'a str>,
        mut new: impl FnMut(&str) -> MoveEntry,
    ) {
        let mut node = ROOT;
        for text in line {
            node = match self.child(node, text) {
                Some(c) => c,
                None => self.push(node, new(text), 0),
            };
        }
    }

    /// Follows `line` from the start, adding the moves the tree lacks (made by `new`), and
    /// makes it the main line's beginning: each of its moves becomes its parent's first child.
    pub fn promote<'a>(
        &mut self,
        line: impl IntoIterator<Item = &'a str>,
        mut new: impl FnMut(&str) -> MoveEntry,
    ) {
        let mut node = ROOT;
        for text in line {
            let next = match self.child(node, text) {
                Some(c) => c,
                None => self.push(node, new(text), 0),
            };
            let children = &mut self.nodes[node].children;
            if let Some(k) = children.iter().position(|&c| c == next) {
                children[..=k].rotate_right(1);
            }
            node = next;
        }
    }

    /// The main line (first children from the start) and the variations, flat, each line's
    /// branches in order of ply: the record's stored form.
    pub fn into_lines(self) -> (Vec<MoveEntry>, Vec<Variation>) {
        let children: Vec<Vec<usize>> = self.nodes.iter().map(|n| n.children.clone()).collect();
        let depth: Vec<usize> = self.nodes.iter().map(|n| n.depth).collect();
        let mut entries: Vec<Option<MoveEntry>> = self.nodes.into_iter().map(|n| n.entry).collect();
        let mut take = |id: usize| entries[id].take().unwrap_or_else(|| MoveEntry::new(""));
        let follow = |mut id: usize| {
            let mut path = Vec::new();
            while let Some(&first) = children[id].first() {
                path.push(first);
                id = first;
            }
            path
        };
        let main_path = follow(ROOT);
        // Lines to look for branches in: (its index in `variations` or None, the nodes
        // where it may branch: its branch point for the main line's first move, then its own).
        let mut variations: Vec<(Option<usize>, usize, Vec<usize>)> = Vec::new();
        let mut queue: std::collections::VecDeque<(Option<usize>, Vec<usize>)> =
            std::collections::VecDeque::new();
        let mut main_points = vec![ROOT];
        main_points.extend(main_path.iter().copied());
        queue.push_back((None, main_points));
        while let Some((line, points)) = queue.pop_front() {
            for &point in &points {
                for &alt in children[point].iter().skip(1) {
                    let mut path = vec![alt];
                    path.extend(follow(alt));
                    let index = variations.len();
                    variations.push((line, depth[point], path.clone()));
                    queue.push_back((Some(index), path));
                }
            }
        }
        let main = main_path.into_iter().map(&mut take).collect();
        let variations = variations
            .into_iter()
            .map(|(from, at, path)| Variation {
                from,
                at,
                moves: path.into_iter().map(&mut take).collect(),
            })
            .collect();
        (main, variations)
    }

    /// The moves in the order the record stores them (the main line's, then each
    /// variation's), as [`Tree::build`] made the nodes.
    pub fn entries(&self) -> impl Iterator<Item = &MoveEntry> {
        self.nodes.iter().skip(1).filter_map(|n| n.entry.as_ref())
    }

    /// Plays every move of every line once through the rules (down the tree and back with
    /// undo). An error names the line (0 the main line, `i + 1` variation `i`), the move's
    /// ply from the start and its text.
    pub fn replay(
        &mut self,
        game_type: GameType,
        rules: Rules,
    ) -> Result<(), (usize, usize, String, MoveError)> {
        let mut game = Game::with_rules(game_type, rules);
        // (node, entering): entering plays its move, leaving takes it back.
        let mut stack = vec![(ROOT, true)];
        while let Some((id, entering)) = stack.pop() {
            if !entering {
                game.undo();
                continue;
            }
            let node = &mut self.nodes[id];
            if let Some(entry) = &mut node.entry {
                game.play_str(&entry.text)
                    .map_err(|source| (node.line, node.depth, entry.text.clone(), source))?;
                // Kept in the rules' own spelling, as every record's moves are.
                if let Some(spelt) = game.move_strings().last()
                    && spelt != entry.text
                {
                    entry.text = spelt.to_string();
                }
                stack.push((id, false));
            }
            stack.extend(node.children.iter().rev().map(|&c| (c, true)));
        }
        Ok(())
    }
}
