//! A slow, plain Hive move generator written from the rules, independent of the crate.
//!
//! It exists to check the engine: it calls no move generation, legality or notation code of
//! the crate. It keeps its own board (axial cell → stack of piece names, bottom first), reads
//! GameStrings and MoveStrings itself, and lists the legal moves of the side to move as
//! (piece, destination cell) pairs. Every rule is written the direct way, by searching the
//! board, with no caching: clarity first, speed does not matter.
//!
//! The rules (`i18n/en/rules.md`, and the UHP summary in `../shared/uhp.md`):
//! - Base game plus the Mosquito, Ladybug and Pillbug. Each side has Q, S1–S2, B1–B2, G1–G3,
//!   A1–A3 and M, L, P when the game type names them; numbered bugs enter in number order.
//! - Placement: the first piece at the origin, the second next to it, later ones on an empty
//!   cell touching a stack topped by your colour and none topped by the opponent's. No Queen
//!   on a side's first turn; on its fourth turn a side without its Queen may only place her.
//! - No movement, and no Pillbug power, before the mover's Queen is placed.
//! - The piece moved on the previous ply (placed, moved or thrown) cannot move, be thrown or
//!   use a power; a pass clears this.
//! - One hive: a piece alone in its cell may not move if the rest would fall apart; covered
//!   pieces do not move.
//! - A ground slide between neighbours needs exactly one of the two cells touching both to
//!   be occupied (both: a gate; neither: it would lose the hive). A step involving height
//!   (climbing, on top, or coming down) is blocked when both of those cells hold stacks
//!   taller than both the start (without the mover) and the destination.
//! - Queen, Pillbug: one slide. Spider: three slides through distinct cells. Ant: any number
//!   of slides. Grasshopper: a straight jump over at least one occupied cell to the first
//!   empty one. Beetle: one step, onto or off the hive too. Ladybug: up, along the top, down.
//! - Mosquito on the ground moves as each bug on top of a neighbouring stack (a Mosquito
//!   gives nothing); on top of the hive only as a Beetle.
//! - Pillbug power (a Pillbug, or a Mosquito on the ground touching one): a neighbouring
//!   piece alone in its cell, not pinned, not the piece moved last ply, goes up onto the
//!   thrower and down onto an empty neighbour of it (both steps obey the height rule).
//! - A Queen with all six neighbouring cells occupied loses; both at once is a draw; after
//!   that there are no moves. A pass only when nothing else is legal.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

/// An axial cell (q, r), pointy-top hexes: q grows east, r grows south-east.
pub type Hex = (i32, i32);

/// The six neighbour offsets.
const DIRECTIONS: [Hex; 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// A legal move as the oracle sees it: a pass, or a piece (by UHP name) going to a cell.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mv {
    Pass,
    To(String, Hex),
}

/// A position: the board, the game type's expansions, who moves and which piece moved last.
#[derive(Clone, Debug)]
pub struct Oracle {
    /// Expansion letters in the game (`M`, `L`, `P`).
    expansions: Vec<char>,
    /// Cell → stack of piece names, bottom first. Empty stacks are removed.
    board: HashMap<Hex, Vec<String>>,
    /// Plies played, passes included.
    plies: usize,
    /// The piece moved (placed, moved or thrown) on the previous ply; none after a pass.
    last_moved: Option<String>,
}

fn add(a: Hex, b: Hex) -> Hex {
    (a.0 + b.0, a.1 + b.1)
}

fn neighbours(c: Hex) -> Vec<Hex> {
    DIRECTIONS.iter().map(|&d| add(c, d)).collect()
}

fn color_of(piece: &str) -> char {
    piece.chars().next().unwrap_or('?')
}

fn bug_of(piece: &str) -> char {
    piece.chars().nth(1).unwrap_or('?')
}

/// The height of the stack at `c` (0 for an empty cell).
fn height(board: &HashMap<Hex, Vec<String>>, c: Hex) -> usize {
    board.get(&c).map_or(0, Vec::len)
}

/// The two cells next to both `a` and `b` (for neighbours `a`, `b`).
fn flanks(a: Hex, b: Hex) -> Vec<Hex> {
    let nb = neighbours(b);
    neighbours(a)
        .into_iter()
        .filter(|c| nb.contains(c))
        .collect()
}

/// A ground slide from `a` to the empty neighbour `b`: exactly one flank occupied.
fn can_slide(board: &HashMap<Hex, Vec<String>>, a: Hex, b: Hex) -> bool {
    if height(board, b) != 0 {
        return false;
    }
    let occupied = flanks(a, b)
        .into_iter()
        .filter(|&c| height(board, c) > 0)
        .count();
    occupied == 1
}

/// A one-cell step of a piece that may climb (`board` without the piece): on the ground at
/// both ends it is a slide; otherwise it is blocked when both flanking stacks are taller
/// than both ends.
fn can_step(board: &HashMap<Hex, Vec<String>>, a: Hex, b: Hex) -> bool {
    let (ha, hb) = (height(board, a), height(board, b));
    if ha == 0 && hb == 0 {
        return can_slide(board, a, b);
    }
    let lowest_flank = flanks(a, b)
        .into_iter()
        .map(|c| height(board, c))
        .min()
        .unwrap_or(0);
    lowest_flank <= ha.max(hb)
}

/// Whether the occupied cells form one group.
fn is_connected(board: &HashMap<Hex, Vec<String>>) -> bool {
    let Some(&first) = board.keys().next() else {
        return true;
    };
    let mut seen = HashSet::from([first]);
    let mut queue = VecDeque::from([first]);
    while let Some(c) = queue.pop_front() {
        for n in neighbours(c) {
            if board.contains_key(&n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen.len() == board.len()
}

/// The direction mark of a MoveString reference: `R-` east, `-R` west, `R/` north-east,
/// `/R` south-west, `R\` south-east, `\R` north-west, `R` on top.
fn reference_offset(reference: &str) -> Result<(String, Hex), String> {
    let marks = ['-', '/', '\\'];
    if let Some(name) = reference.strip_suffix(marks) {
        let d = match reference.chars().last() {
            Some('-') => (1, 0),
            Some('/') => (1, -1),
            _ => (0, 1),
        };
        return Ok((name.to_string(), d));
    }
    if let Some(name) = reference.strip_prefix(marks) {
        let d = match reference.chars().next() {
            Some('-') => (-1, 0),
            Some('/') => (-1, 1),
            _ => (0, -1),
        };
        return Ok((name.to_string(), d));
    }
    if reference.is_empty() {
        return Err("empty reference".into());
    }
    Ok((reference.to_string(), (0, 0)))
}

impl Oracle {
    /// A position from a GameString (`Base+MLP;InProgress;White[3];wS1;bG1 -wS1;…`, or just
    /// the game type). The state and turn fields are ignored: the moves are the content.
    /// Moves are applied as written, without checking that they are legal.
    pub fn from_game_string(text: &str) -> Result<Oracle, String> {
        let parts: Vec<&str> = text.split(';').collect();
        let game_type = parts[0];
        let expansions: Vec<char> = match game_type.strip_prefix("Base") {
            Some("") => Vec::new(),
            Some(rest) => rest
                .strip_prefix('+')
                .ok_or_else(|| format!("bad game type `{game_type}`"))?
                .chars()
                .collect(),
            None => return Err(format!("bad game type `{game_type}`")),
        };
        let mut oracle = Oracle {
            expansions,
            board: HashMap::new(),
            plies: 0,
            last_moved: None,
        };
        let turn_given = parts
            .get(2)
            .is_some_and(|t| t.starts_with("White[") || t.starts_with("Black["));
        let moves = if turn_given { &parts[3..] } else { &parts[1..] };
        for m in moves.iter().filter(|m| !m.is_empty()) {
            oracle.play(m)?;
        }
        Ok(oracle)
    }

    /// Every piece of the game, by name.
    fn all_pieces(&self) -> Vec<String> {
        let mut out = Vec::new();
        for color in ['w', 'b'] {
            out.push(format!("{color}Q"));
            for (bug, count) in [('S', 2), ('B', 2), ('G', 3), ('A', 3)] {
                for n in 1..=count {
                    out.push(format!("{color}{bug}{n}"));
                }
            }
            for bug in ['M', 'L', 'P'] {
                if self.expansions.contains(&bug) {
                    out.push(format!("{color}{bug}"));
                }
            }
        }
        out
    }

    /// Where a piece stands, and whether it is on top of its stack.
    fn find(&self, piece: &str) -> Option<(Hex, bool)> {
        self.board.iter().find_map(|(&c, stack)| {
            let i = stack.iter().position(|p| p == piece)?;
            Some((c, i + 1 == stack.len()))
        })
    }

    /// Whether a piece is on the board.
    pub fn is_placed(&self, piece: &str) -> bool {
        self.find(piece).is_some()
    }

    /// The cell of a piece on the board (in the oracle's coordinates: the first piece
    /// placed stands at (0, 0)).
    pub fn cell_of(&self, piece: &str) -> Option<Hex> {
        self.find(piece).map(|(c, _)| c)
    }

    fn top(&self, c: Hex) -> Option<&String> {
        self.board.get(&c).and_then(|s| s.last())
    }

    /// The side to move: `w` or `b`.
    pub fn to_move(&self) -> char {
        if self.plies.is_multiple_of(2) {
            'w'
        } else {
            'b'
        }
    }

    /// Whether a Queen is surrounded (the game is over).
    pub fn is_over(&self) -> bool {
        ['w', 'b'].iter().any(|color| {
            self.find(&format!("{color}Q")).is_some_and(|(c, _)| {
                neighbours(c)
                    .into_iter()
                    .all(|n| self.board.contains_key(&n))
            })
        })
    }

    /// The move a MoveString names here (not checked for legality).
    pub fn resolve(&self, text: &str) -> Result<Mv, String> {
        let text = text.trim();
        if text == "pass" {
            return Ok(Mv::Pass);
        }
        let mut words = text.split_whitespace();
        let piece = words.next().ok_or("empty move")?.to_string();
        if !self.all_pieces().contains(&piece) {
            return Err(format!("`{piece}` is not a piece of this game"));
        }
        let to = match (words.next(), words.next()) {
            (None, _) if self.board.is_empty() => (0, 0),
            (None, _) => return Err(format!("`{text}` has no reference")),
            (Some(reference), None) => {
                let (name, offset) = reference_offset(reference)?;
                let (at, _) = self
                    .find(&name)
                    .ok_or_else(|| format!("reference `{name}` of `{text}` is not on the board"))?;
                add(at, offset)
            }
            (Some(_), Some(_)) => return Err(format!("`{text}` has too many words")),
        };
        Ok(Mv::To(piece, to))
    }

    /// Plays a MoveString as written: lifts the piece (if on the board) and puts it on top of
    /// the destination.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let mv = self.resolve(text)?;
        self.apply(&mv);
        Ok(())
    }

    /// Plays a resolved move without checking it.
    pub fn apply(&mut self, mv: &Mv) {
        self.plies += 1;
        let Mv::To(piece, to) = mv else {
            self.last_moved = None;
            return;
        };
        if let Some((from, _)) = self.find(piece) {
            let stack = self.board.get_mut(&from).expect("found there");
            stack.retain(|p| p != piece);
            if stack.is_empty() {
                self.board.remove(&from);
            }
        }
        self.board.entry(*to).or_default().push(piece.clone());
        self.last_moved = Some(piece.clone());
    }

    /// The legal moves of the side to move: empty once the game is over, `{Pass}` alone
    /// when nothing else is legal.
    pub fn legal_moves(&self) -> BTreeSet<Mv> {
        let mut out = BTreeSet::new();
        if self.is_over() {
            return out;
        }
        self.placements(&mut out);
        let me = self.to_move();
        let queen_placed = self.find(&format!("{me}Q")).is_some();
        if queen_placed {
            let mine: Vec<String> = self
                .all_pieces()
                .into_iter()
                .filter(|p| color_of(p) == me)
                .collect();
            for piece in &mine {
                if self.last_moved.as_ref() == Some(piece) {
                    continue;
                }
                let Some((at, true)) = self.find(piece) else {
                    continue;
                };
                for to in self.piece_moves(piece, at) {
                    out.insert(Mv::To(piece.clone(), to));
                }
                for (thrown, to) in self.throws(piece, at) {
                    out.insert(Mv::To(thrown, to));
                }
            }
        }
        if out.is_empty() {
            out.insert(Mv::Pass);
        }
        out
    }

    fn placements(&self, out: &mut BTreeSet<Mv>) {
        let me = self.to_move();
        let turn = self.plies / 2 + 1;
        let queen = format!("{me}Q");
        let queen_placed = self.find(&queen).is_some();
        // The lowest-numbered piece of each bug still in hand.
        let mut in_hand: Vec<String> = Vec::new();
        for piece in self.all_pieces() {
            if color_of(&piece) != me || self.find(&piece).is_some() {
                continue;
            }
            if in_hand.iter().any(|p| bug_of(p) == bug_of(&piece)) {
                continue;
            }
            if turn == 1 && piece == queen {
                continue;
            }
            if turn == 4 && !queen_placed && piece != queen {
                continue;
            }
            in_hand.push(piece);
        }
        let cells: Vec<Hex> = if self.board.is_empty() {
            vec![(0, 0)]
        } else {
            let around: BTreeSet<Hex> = self
                .board
                .keys()
                .flat_map(|&c| neighbours(c))
                .filter(|c| !self.board.contains_key(c))
                .collect();
            around
                .into_iter()
                .filter(|&c| {
                    if self.plies == 1 {
                        return true;
                    }
                    let tops: Vec<char> = neighbours(c)
                        .into_iter()
                        .filter_map(|n| self.top(n))
                        .map(|p| color_of(p))
                        .collect();
                    tops.contains(&me) && tops.iter().all(|&t| t == me)
                })
                .collect()
        };
        for piece in &in_hand {
            for &c in &cells {
                out.insert(Mv::To(piece.clone(), c));
            }
        }
    }

    /// The board without one piece (the top of `at`).
    fn lifted(&self, at: Hex) -> HashMap<Hex, Vec<String>> {
        let mut board = self.board.clone();
        let stack = board.get_mut(&at).expect("a piece stands there");
        stack.pop();
        if stack.is_empty() {
            board.remove(&at);
        }
        board
    }

    /// Whether lifting the top piece of `at` keeps the hive in one piece.
    fn can_lift(&self, at: Hex) -> bool {
        height(&self.board, at) > 1 || is_connected(&self.lifted(at))
    }

    /// Destinations of a piece's own movement (not the Pillbug power).
    fn piece_moves(&self, piece: &str, at: Hex) -> BTreeSet<Hex> {
        if !self.can_lift(at) {
            return BTreeSet::new();
        }
        let board = self.lifted(at);
        let bugs: Vec<char> = match bug_of(piece) {
            'M' if height(&self.board, at) > 1 => vec!['B'],
            'M' => neighbours(at)
                .into_iter()
                .filter_map(|n| self.top(n))
                .map(|p| bug_of(p))
                .filter(|&b| b != 'M')
                .collect(),
            b => vec![b],
        };
        let mut out = BTreeSet::new();
        for bug in bugs {
            out.extend(bug_moves(&board, bug, at));
        }
        out.remove(&at);
        out
    }

    /// Throws by `thrower` when it has the Pillbug power: (thrown piece, destination).
    fn throws(&self, thrower: &str, at: Hex) -> Vec<(String, Hex)> {
        let has_power = match bug_of(thrower) {
            'P' => true,
            'M' => neighbours(at)
                .into_iter()
                .filter_map(|n| self.top(n))
                .any(|p| bug_of(p) == 'P'),
            _ => false,
        };
        if !has_power || height(&self.board, at) != 1 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for from in neighbours(at) {
            if height(&self.board, from) != 1 {
                continue;
            }
            let thrown = self.board[&from][0].clone();
            if self.last_moved.as_ref() == Some(&thrown) || !self.can_lift(from) {
                continue;
            }
            let board = self.lifted(from);
            // Up onto the thrower (height 1), then down beside it.
            if !can_step(&board, from, at) {
                continue;
            }
            for to in neighbours(at) {
                if to != from && height(&board, to) == 0 && can_step(&board, at, to) {
                    out.push((thrown.clone(), to));
                }
            }
        }
        out
    }
}

/// Where a piece moving as `bug` can go from `at` on `board` (which no longer holds it).
fn bug_moves(board: &HashMap<Hex, Vec<String>>, bug: char, at: Hex) -> BTreeSet<Hex> {
    let mut out = BTreeSet::new();
    match bug {
        'Q' | 'P' => {
            for n in neighbours(at) {
                if can_slide(board, at, n) {
                    out.insert(n);
                }
            }
        }
        'B' => {
            for n in neighbours(at) {
                if can_step(board, at, n) {
                    out.insert(n);
                }
            }
        }
        'G' => {
            for d in DIRECTIONS {
                let mut c = add(at, d);
                if height(board, c) == 0 {
                    continue;
                }
                while height(board, c) > 0 {
                    c = add(c, d);
                }
                out.insert(c);
            }
        }
        'A' => {
            let mut seen = HashSet::from([at]);
            let mut queue = VecDeque::from([at]);
            while let Some(c) = queue.pop_front() {
                for n in neighbours(c) {
                    if can_slide(board, c, n) && seen.insert(n) {
                        out.insert(n);
                        queue.push_back(n);
                    }
                }
            }
        }
        'S' => {
            // Every path of three slides through distinct cells.
            let mut paths: Vec<Vec<Hex>> = vec![vec![at]];
            for _ in 0..3 {
                let mut longer = Vec::new();
                for path in &paths {
                    let last = *path.last().expect("paths are not empty");
                    for n in neighbours(last) {
                        if !path.contains(&n) && can_slide(board, last, n) {
                            let mut p = path.clone();
                            p.push(n);
                            longer.push(p);
                        }
                    }
                }
                paths = longer;
            }
            out.extend(paths.iter().filter_map(|p| p.last().copied()));
        }
        'L' => {
            for up in neighbours(at) {
                if height(board, up) == 0 || !can_step(board, at, up) {
                    continue;
                }
                for along in neighbours(up) {
                    if height(board, along) == 0 || !can_step(board, up, along) {
                        continue;
                    }
                    for down in neighbours(along) {
                        if height(board, down) == 0 && down != at && can_step(board, along, down) {
                            out.insert(down);
                        }
                    }
                }
            }
        }
        _ => {}
    }
    out
}
