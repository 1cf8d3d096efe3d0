//! The static evaluation: what a Hive position is worth to the side to move.
//!
//! Hive is won by surrounding a Queen, and the pieces that can still move are the army that
//! does it; so the terms are the Queens' surroundings (weighted by how permanent each
//! neighbour is), which pieces are free to move (a pinned or covered piece is worth little),
//! beetles sitting on Queens, pieces in hand, and Pillbugs or Mosquitoes guarding their Queen.
//! Everything is computed from the board in one pass plus the rules' pinned-piece set: no
//! move generation, which is far too slow to run at every leaf.

use crate::rules::{Board, Bug, Cell, Color, Piece, Position};

/// The evaluation's weights. [`Weights::DEFAULT`] is what the engine plays with; the fields
/// are public so that matches between variants can tune them (see `examples/match.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Bonus for having the move: the side to move is a tempo ahead of the static picture.
    pub tempo: i32,
    /// Scale, in percent, of the penalty for a Queen's occupied neighbours.
    pub surround_percent: i32,
    /// Scale, in percent, of the value of the pieces that can move.
    pub mobility_percent: i32,
    /// Scale, in percent, of the value of the pieces in hand.
    pub hand_percent: i32,
    /// How much an own piece next to its Queen that could step away counts, in halves of an
    /// enemy or pinned neighbour (0 to 2): the owner can reopen that liberty.
    pub own_free_neighbour_halves: i32,
    /// A Beetle (or Mosquito) on the enemy Queen: she cannot move, and the piece above her
    /// can step down into any gap around her.
    pub on_enemy_queen: i32,
    /// An own Beetle on one's own Queen keeps enemy beetles off.
    pub on_own_queen: i32,
    /// A Pillbug next to its own Queen can throw attackers away.
    pub pillbug_guard: i32,
    /// A Mosquito next to its own Queen can copy that Pillbug, or climb to defend.
    pub mosquito_guard: i32,
}

impl Weights {
    /// The engine's weights.
    ///
    /// Fitted by `cargo run --release --example tune` (the corpus and self-play) and kept
    /// because it won: against the previous weights (surround 100, hand 100, on the enemy
    /// Queen 45, on its own 10, Pillbug guard 18, Mosquito guard 6) it scored +72 =2 -26
    /// in 100 games at 100 ms a move (`examples/match.rs --variant`).
    pub const DEFAULT: Weights = Weights {
        tempo: 8,
        surround_percent: 90,
        mobility_percent: 100,
        hand_percent: 115,
        own_free_neighbour_halves: 1,
        on_enemy_queen: 93,
        on_own_queen: 0,
        pillbug_guard: 66,
        mosquito_guard: 0,
    };
}

impl Weights {
    /// The weights' names, as [`Weights::by_name`] knows them (the tuner steps them in
    /// this order).
    pub const NAMES: [&'static str; 9] = [
        "tempo",
        "surround_percent",
        "mobility_percent",
        "hand_percent",
        "own_free_neighbour_halves",
        "on_enemy_queen",
        "on_own_queen",
        "pillbug_guard",
        "mosquito_guard",
    ];

    /// The weight called `name` (a field's name), for tools that set weights by name.
    pub fn by_name(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "tempo" => &mut self.tempo,
            "surround_percent" => &mut self.surround_percent,
            "mobility_percent" => &mut self.mobility_percent,
            "hand_percent" => &mut self.hand_percent,
            "own_free_neighbour_halves" => &mut self.own_free_neighbour_halves,
            "on_enemy_queen" => &mut self.on_enemy_queen,
            "on_own_queen" => &mut self.on_own_queen,
            "pillbug_guard" => &mut self.pillbug_guard,
            "mosquito_guard" => &mut self.mosquito_guard,
            _ => return None,
        })
    }
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// Value of a piece on top of the hive that can move (not pinned, not gated in).
const fn mobile_value(bug: Bug) -> i32 {
    match bug {
        Bug::Queen => 12,
        Bug::Ant => 24,
        Bug::Beetle => 18,
        Bug::Grasshopper => 11,
        Bug::Spider => 9,
        Bug::Mosquito => 20,
        Bug::Ladybug => 15,
        Bug::Pillbug => 12,
    }
}

/// Value of a piece still in hand: flexible, but not yet doing anything.
const fn hand_value(bug: Bug) -> i32 {
    match bug {
        Bug::Queen => 0,
        Bug::Ant => 11,
        Bug::Beetle => 9,
        Bug::Mosquito => 9,
        Bug::Ladybug => 7,
        Bug::Pillbug => 6,
        Bug::Grasshopper | Bug::Spider => 5,
    }
}

/// Penalty for a piece covered by an enemy beetle: it is out of the game until released.
const fn covered_penalty(bug: Bug) -> i32 {
    mobile_value(bug) / 2
}

/// How much the neighbours of a Queen hurt her owner, given their weight in half-pieces
/// (a neighbour the owner could move away counts half). Superlinear: the last liberties
/// matter most, since each one closes the net faster.
fn surround_penalty(halves: i32) -> i32 {
    (20 * halves + 3 * halves * halves) / 2
}

/// The position's value for the side to move, in hundredths of a piece or so.
/// Decisive results are not scored here: the search sees the game state first.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::DEFAULT)
}

/// [`evaluate`] with other weights.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let board = pos.board();
    let queens = [queen_cell(pos, Color::White), queen_cell(pos, Color::Black)];
    // Per side (White first): pieces in hand, pieces free to move less covered ones, Queen
    // trouble, extras.
    let hand = hand_values(pos);
    let (free, mobile) = free_pieces(board, queens);
    let (surround, extra) = queen_terms(board, queens, mobile, w);

    let side_total = |s: usize| {
        (hand[s] * w.hand_percent + free[s] * w.mobility_percent - surround[s] * w.surround_percent)
            / 100
            + extra[s]
    };
    let white_view = side_total(0) - side_total(1);
    w.tempo
        + if pos.to_move() == Color::White {
            white_view
        } else {
            -white_view
        }
}

/// Each side's pieces in hand, valued.
fn hand_values(pos: &Position) -> [i32; 2] {
    let mut hand = [0i32; 2];
    for color in Color::ALL {
        let side = color.index();
        for bug in Bug::ALL {
            hand[side] += hand_value(bug) * i32::from(pos.in_hand(color, bug));
        }
    }
    hand
}

/// Each side's value of the pieces free to move, less its covered pieces; and the set of
/// free pieces (bits by piece index), which [`queen_terms`] needs.
fn free_pieces(board: &Board, queens: [Option<Cell>; 2]) -> ([i32; 2], u32) {
    let pinned = board.cut_pieces().bits();
    let mut free = [0i32; 2];
    let mut mobile: u32 = 0;
    for piece in board.pieces() {
        let Some(at) = board.cell_of(piece) else {
            continue;
        };
        let side = piece.color().index();
        if board.is_covered(piece) {
            free[side] -= covered_penalty(piece.bug());
            continue;
        }
        // No piece may move before its own Queen is down.
        let queen_down = queens.get(side).copied().flatten().is_some();
        let stacked = board.height(at) > 1;
        if queen_down
            && (stacked || pinned & bit(piece) == 0)
            && has_room(board, piece, at, stacked)
        {
            mobile |= bit(piece);
            free[side] += mobile_value(piece.bug());
        }
    }
    (free, mobile)
}

/// Each side's Queen trouble (the surround penalty) and extras (guards next to its Queen,
/// beetles on a Queen: credited to the beetle's side).
fn queen_terms(
    board: &Board,
    queens: [Option<Cell>; 2],
    mobile: u32,
    w: &Weights,
) -> ([i32; 2], [i32; 2]) {
    let mut surround = [0i32; 2];
    let mut extra = [0i32; 2];
    for color in Color::ALL {
        let side = color.index();
        let Some(queen) = queens.get(side).copied().flatten() else {
            continue;
        };
        let mut halves = 0;
        for n in queen.neighbors() {
            let Some(top) = board.top(n) else { continue };
            halves += if top.color() == color && mobile & bit(top) != 0 {
                w.own_free_neighbour_halves
            } else {
                2
            };
            if top.color() == color {
                match top.bug() {
                    Bug::Pillbug => extra[side] += w.pillbug_guard,
                    Bug::Mosquito => extra[side] += w.mosquito_guard,
                    _ => {}
                }
            }
        }
        surround[side] = surround_penalty(halves);
        if let Some(top) = board.top(queen).filter(|_| board.height(queen) > 1) {
            if top.color() == color {
                extra[side] += w.on_own_queen;
            } else {
                extra[top.color().index()] += w.on_enemy_queen;
            }
        }
    }
    (surround, extra)
}

fn bit(piece: Piece) -> u32 {
    1 << piece.index()
}

/// Where `color`'s Queen is (her cell, covered or not).
pub(crate) fn queen_cell(pos: &Position, color: Color) -> Option<Cell> {
    Piece::new(color, Bug::Queen, 1).and_then(|q| pos.board().cell_of(q))
}

/// Whether a free (not pinned, uncovered) piece has somewhere to go, cheaply: sliders need an
/// open edge that is not a gate; jumpers and climbers nearly always have a move.
fn has_room(board: &Board, piece: Piece, at: Cell, stacked: bool) -> bool {
    if stacked {
        return true;
    }
    match piece.bug() {
        Bug::Beetle | Bug::Grasshopper | Bug::Ladybug => true,
        Bug::Queen | Bug::Spider | Bug::Ant | Bug::Pillbug => board.can_slide_from_cell(at),
        Bug::Mosquito => {
            let mut copies_slider = false;
            for n in at.neighbors() {
                match board.top(n).map(Piece::bug) {
                    Some(Bug::Beetle | Bug::Grasshopper | Bug::Ladybug) => return true,
                    Some(Bug::Mosquito) | None => {}
                    Some(_) => copies_slider = true,
                }
            }
            copies_slider && board.can_slide_from_cell(at)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    fn pos(s: &str) -> Position {
        Game::parse(s).unwrap().position().clone()
    }

    #[test]
    fn a_line_of_three_pins_only_its_middle() {
        let p = pos("Base;InProgress;White[2];wS1;bS1 wS1-;wQ -wS1");
        let board = p.board();
        let pinned = board.cut_pieces();
        let names: Vec<String> = board
            .pieces()
            .filter(|&q| pinned.contains(q))
            .map(|q| q.to_string())
            .collect();
        assert_eq!(names, ["wS1"]);
    }

    /// White to move wins with one move: Black's Queen has five neighbours.
    const BLACK_QUEEN_TRAPPED: &str = "Base;InProgress;White[11];wB1;bA1 -wB1;wQ wB1-;bA2 -bA1;wG1 wQ-;bA3 /bA2;wB2 wQ\\;bQ -bA2;wS1 wG1-;bG1 \\bA1;wG2 \\wG1;bB1 bA3\\;wB2 wG1\\;bG2 /bA3;wG3 wB1\\;bS1 \\bQ;wS1 \\wG2;bS2 /bQ;wA1 \\wS1;bB2 /bS1";

    #[test]
    fn the_evaluation_changes_sign_with_the_side_to_move() {
        for game in [
            BLACK_QUEEN_TRAPPED,
            "Base+MLP;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-",
        ] {
            let mut p = pos(game);
            let white_view = evaluate(&p);
            // A pass as a null move: same board, the other side to move.
            p.play_fast(crate::rules::CellMove::Pass);
            assert_eq!(
                white_view + evaluate(&p),
                2 * Weights::DEFAULT.tempo,
                "{game}"
            );
        }
    }

    #[test]
    fn each_neighbour_of_a_queen_hurts_more_than_the_last() {
        let steps: Vec<i32> = (0..12)
            .map(|h| surround_penalty(h + 1) - surround_penalty(h))
            .collect();
        assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");
    }
}
