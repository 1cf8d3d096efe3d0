//! Tournaments' pairings and standings: round robins (single or double, by the circle
//! method's Berger tables) and Swiss rounds paired by a maximum weighted matching (Edmonds'
//! blossom algorithm, the mwmatching crate): no pairing repeated, players of equal score
//! together where they can be, colours balanced, a bye to the lowest-placed player who has
//! had none. Standings break ties by Sonneborn-Berger (round robins) or Buchholz then
//! Sonneborn-Berger (Swiss), then the tied players' games among themselves.
//!
//! Pure: players are numbers `0..n` in seeding order (the strongest first); the club keeps
//! who they are and the games' results.

use mwmatching::{Edges, Matching, SENTINEL};

/// A player, by seed: 0 is the top seed.
pub type Player = usize;

/// How a tournament is paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Everyone plays everyone, once or (`double`) twice with colours swapped.
    RoundRobin {
        /// Twice each.
        double: bool,
    },
    /// This many Swiss rounds.
    Swiss {
        /// Rounds to play.
        rounds: usize,
    },
}

/// A game's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// White won.
    White,
    /// Black won.
    Black,
    /// A draw.
    Draw,
}

/// One game of a round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// Who plays White.
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
}

/// A round: its games and the player who sits out (with an odd number of players).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// Its games.
    pub games: Vec<Pairing>,
    /// Who has the bye (scored as a win).
    pub bye: Option<Player>,
}

/// A game played, with its result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The pairing.
    pub pairing: Pairing,
    /// How it ended.
    pub outcome: Outcome,
}

/// What has happened so far: the games played and the byes given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Every game with a result.
    pub games: Vec<Played>,
    /// Every bye, in order.
    pub byes: Vec<Player>,
}

/// Points in halves (a win 2, a draw 1), so that sums stay exact.
pub type HalfPoints = u32;

impl History {
    /// `player`'s points in halves: 2 a win or a bye, 1 a draw.
    pub fn points(&self, player: Player) -> HalfPoints {
        let games: HalfPoints = self.games.iter().map(|g| score(g, player)).sum();
        games + 2 * self.byes.iter().filter(|&&p| p == player).count() as HalfPoints
    }

    /// Whether `a` and `b` have met.
    pub fn met(&self, a: Player, b: Player) -> bool {
        self.games.iter().any(|g| {
            (g.pairing.white, g.pairing.black) == (a, b)
                || (g.pairing.white, g.pairing.black) == (b, a)
        })
    }

    /// `player`'s Whites less their Blacks.
    pub fn colour_balance(&self, player: Player) -> i32 {
        self.games
            .iter()
            .map(|g| match player {
                p if p == g.pairing.white => 1,
                p if p == g.pairing.black => -1,
                _ => 0,
            })
            .sum()
    }

    /// The colour `player` had in their last game: `Some(true)` for White.
    fn last_white(&self, player: Player) -> Option<bool> {
        self.games.iter().rev().find_map(|g| {
            (g.pairing.white == player)
                .then_some(true)
                .or((g.pairing.black == player).then_some(false))
        })
    }
}

/// `player`'s half-points from game `g` (0 when not in it).
fn score(g: &Played, player: Player) -> HalfPoints {
    let white = g.pairing.white == player;
    let black = g.pairing.black == player;
    match g.outcome {
        Outcome::White if white => 2,
        Outcome::Black if black => 2,
        Outcome::Draw if white || black => 1,
        _ => 0,
    }
}

/// Every round of a round robin of `n` players (Berger tables by the circle method): each
/// pair meets once, or twice with colours swapped when `double`; with an odd `n` each
/// player sits out once a cycle.
pub fn round_robin(n: usize, double: bool) -> Vec<Round> {
    if n < 2 {
        return Vec::new();
    }
    // An odd field gets a phantom (player n), who sits at the circle's fixed place:
    // whoever meets it has the bye. The others turn one place a round.
    let m = n + n % 2;
    let mut rounds = Vec::with_capacity(m - 1);
    let mut circle: Vec<Player> = std::iter::once(m - 1).chain(0..m - 1).collect();
    for r in 0..m - 1 {
        let mut round = Round::default();
        for i in 0..m / 2 {
            let (a, b) = (circle[i], circle[m - 1 - i]);
            // The fixed player alternates colours round by round; on the other boards the
            // upper place has White on odd boards, so that a player who turns along the
            // circle alternates too.
            let a_white = if i == 0 { r % 2 == 0 } else { i % 2 == 1 };
            let (white, black) = if a_white { (a, b) } else { (b, a) };
            if white >= n || black >= n {
                round.bye = Some(white.min(black));
            } else {
                round.games.push(Pairing { white, black });
            }
        }
        rounds.push(round);
        circle[1..].rotate_right(1);
    }
    if double {
        let second: Vec<Round> = rounds
            .iter()
            .map(|r| Round {
                games: r
                    .games
                    .iter()
                    .map(|p| Pairing {
                        white: p.black,
                        black: p.white,
                    })
                    .collect(),
                bye: r.bye,
            })
            .collect();
        rounds.extend(second);
    }
    rounds
}

/// The next Swiss round of `n` players after `history`: a bye (odd `n`) to the lowest-placed
/// player who has had none, the others paired by a maximum weighted matching in which no
/// pair meets again, a pair's weight falls with the square of their score difference and
/// with a colour both of them are due, and every player is paired when that is possible.
/// `None` when no pairing without a repeat exists (too many rounds for the field).
pub fn swiss_round(n: usize, history: &History) -> Option<Round> {
    let points: Vec<HalfPoints> = (0..n).map(|p| history.points(p)).collect();
    let mut playing: Vec<Player> = (0..n).collect();
    let mut bye = None;
    if n % 2 == 1 {
        // The lowest-placed by points, then by seed, among those without a bye.
        let chosen = (0..n)
            .filter(|p| !history.byes.contains(p))
            .min_by_key(|&p| (points[p], std::cmp::Reverse(p)))?;
        playing.retain(|&p| p != chosen);
        bye = Some(chosen);
    }
    // First with colours kept within two of even; only if that leaves someone unpaired,
    // without that rule.
    let mates = pair(history, &playing, &points, true)
        .or_else(|| pair(history, &playing, &points, false))?;
    let mut games = Vec::with_capacity(playing.len() / 2);
    for (i, &a) in playing.iter().enumerate() {
        let j = mates[i];
        if j > i {
            games.push(colours(history, a, playing[j]));
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse(points[g.white] + points[g.black]));
    Some(Round { games, bye })
}

/// A perfect matching of `playing` (indices into it, each one's mate) with no pair that
/// met before and, when `colour_rule`, none whose colours would leave one of them more
/// than two from even; the heaviest such, by the weights [`swiss_round`] describes.
fn pair(
    history: &History,
    playing: &[Player],
    points: &[HalfPoints],
    colour_rule: bool,
) -> Option<Vec<usize>> {
    // Integer weights, all positive: a base beyond any penalty.
    const BASE: i32 = 1_000_000;
    let mut edges: Edges = Vec::new();
    for (i, &a) in playing.iter().enumerate() {
        for (j, &b) in playing.iter().enumerate().skip(i + 1) {
            if history.met(a, b) {
                continue;
            }
            let (ca, cb) = (history.colour_balance(a), history.colour_balance(b));
            if colour_rule && ((ca >= 2 && cb >= 2) || (ca <= -2 && cb <= -2)) {
                continue;
            }
            let gap = points[a].abs_diff(points[b]) as i32;
            // Both due the same colour: one of them will not get it.
            let clash = (ca > 0 && cb > 0) || (ca < 0 && cb < 0);
            let weight = BASE - 100 * gap * gap - if clash { 30 } else { 0 };
            edges.push((i, j, weight));
        }
    }
    if edges.is_empty() {
        return playing.is_empty().then(Vec::new);
    }
    let mut mates = Matching::new(edges).max_cardinality().solve();
    mates.resize(playing.len(), SENTINEL);
    mates.iter().all(|&m| m != SENTINEL).then_some(mates)
}

/// Who of `a` and `b` plays White: the one with fewer Whites; else the one who had Black
/// last; else the higher seed.
fn colours(history: &History, a: Player, b: Player) -> Pairing {
    let (ca, cb) = (history.colour_balance(a), history.colour_balance(b));
    let a_white = match ca.cmp(&cb) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (history.last_white(a), history.last_white(b)) {
            (Some(false), Some(true)) | (Some(false), None) => true,
            (Some(true), Some(false)) | (None, Some(false)) => false,
            _ => a < b,
        },
    };
    if a_white {
        Pairing { white: a, black: b }
    } else {
        Pairing { white: b, black: a }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub player: Player,
    /// Points, in halves.
    pub points: HalfPoints,
    /// Buchholz: the sum of the opponents' points, in halves.
    pub buchholz: HalfPoints,
    /// Sonneborn-Berger: the points of the opponents beaten and half those of the opponents
    /// drawn with, in quarters (so that it stays a whole number).
    pub sonneborn_berger: u32,
}

/// The standings of `n` players after `history`, best first: points, then the format's
/// tiebreaks (Sonneborn-Berger for round robins; Buchholz, then Sonneborn-Berger for Swiss),
/// then the points the tied players scored against each other, then seed.
pub fn standings(n: usize, history: &History, format: Format) -> Vec<Standing> {
    let points: Vec<HalfPoints> = (0..n).map(|p| history.points(p)).collect();
    let mut table: Vec<Standing> = (0..n)
        .map(|player| {
            let mut buchholz = 0;
            let mut sb = 0;
            for g in &history.games {
                let opponent = match player {
                    p if p == g.pairing.white => g.pairing.black,
                    p if p == g.pairing.black => g.pairing.white,
                    _ => continue,
                };
                buchholz += points[opponent];
                sb += score(g, player) * points[opponent];
            }
            Standing {
                player,
                points: points[player],
                buchholz,
                sonneborn_berger: sb,
            }
        })
        .collect();
    let key = |s: &Standing| match format {
        Format::RoundRobin { .. } => (s.points, s.sonneborn_berger, 0),
        Format::Swiss { .. } => (s.points, s.buchholz, s.sonneborn_berger),
    };
    table.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
    // Head-to-head among players still tied on every tiebreak.
    let mut start = 0;
    while start < table.len() {
        let end = start
            + table[start..]
                .iter()
                .take_while(|s| key(s) == key(&table[start]))
                .count();
        if end - start > 1 {
            let tied: Vec<Player> = table[start..end].iter().map(|s| s.player).collect();
            let among = |p: Player| -> HalfPoints {
                history
                    .games
                    .iter()
                    .filter(|g| tied.contains(&g.pairing.white) && tied.contains(&g.pairing.black))
                    .map(|g| score(g, p))
                    .sum()
            };
            table[start..end].sort_by(|a, b| {
                among(b.player)
                    .cmp(&among(a.player))
                    .then(a.player.cmp(&b.player))
            });
        }
        start = end;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs_of(rounds: &[Round]) -> Vec<(Player, Player)> {
        rounds
            .iter()
            .flat_map(|r| {
                r.games
                    .iter()
                    .map(|g| (g.white.min(g.black), g.white.max(g.black)))
            })
            .collect()
    }

    /// Every pair meets exactly once (twice in a double, once with each colour), nobody
    /// plays twice in a round, an odd field gives each player one bye, and colours stay
    /// within one of even.
    #[test]
    fn round_robins_meet_every_pair_as_berger_tables_do() {
        for n in 2..=11 {
            let rounds = round_robin(n, false);
            assert_eq!(rounds.len(), if n % 2 == 0 { n - 1 } else { n }, "{n}");
            let mut pairs = pairs_of(&rounds);
            pairs.sort();
            let all: Vec<_> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            assert_eq!(pairs, all, "{n} players");
            for r in &rounds {
                let mut seen: Vec<Player> =
                    r.games.iter().flat_map(|g| [g.white, g.black]).collect();
                seen.extend(r.bye);
                seen.sort();
                assert_eq!(seen, (0..n).collect::<Vec<_>>(), "{n}: {r:?}");
            }
            let byes: Vec<Player> = rounds.iter().filter_map(|r| r.bye).collect();
            assert_eq!(byes.len(), n % 2 * n, "{n}");
            let history = History {
                games: rounds
                    .iter()
                    .flat_map(|r| r.games.iter())
                    .map(|&pairing| Played {
                        pairing,
                        outcome: Outcome::Draw,
                    })
                    .collect(),
                byes: Vec::new(),
            };
            for p in 0..n {
                assert!(history.colour_balance(p).abs() <= 1, "{n}: player {p}");
            }
            let double = round_robin(n, true);
            let history = History {
                games: double
                    .iter()
                    .flat_map(|r| r.games.iter())
                    .map(|&pairing| Played {
                        pairing,
                        outcome: Outcome::Draw,
                    })
                    .collect(),
                byes: Vec::new(),
            };
            for a in 0..n {
                assert_eq!(history.colour_balance(a), 0, "{n}: double, player {a}");
                for b in a + 1..n {
                    let twice = double
                        .iter()
                        .flat_map(|r| &r.games)
                        .filter(|g| (g.white, g.black) == (a, b) || (g.white, g.black) == (b, a));
                    assert_eq!(twice.count(), 2, "{n}: {a}-{b}");
                }
            }
        }
    }

    /// A tiny deterministic generator for results (xorshift), so that runs repeat.
    fn results(seed: &mut u64) -> Outcome {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        match *seed % 5 {
            0 | 1 => Outcome::White,
            2 | 3 => Outcome::Black,
            _ => Outcome::Draw,
        }
    }

    fn play_swiss(n: usize, rounds: usize, seed: &mut u64) -> History {
        let mut history = History::default();
        for r in 0..rounds {
            let round = swiss_round(n, &history)
                .unwrap_or_else(|| panic!("{n} players, round {}: {history:?}", r + 1));
            for g in &round.games {
                assert!(
                    !history.met(g.white, g.black),
                    "round {}: {g:?} again",
                    r + 1
                );
            }
            if let Some(b) = round.bye {
                assert!(!history.byes.contains(&b), "a second bye for {b}");
                // Nobody without a bye placed below the one who gets it.
                let lowest = (0..n)
                    .filter(|p| !history.byes.contains(p))
                    .map(|p| history.points(p))
                    .min();
                assert_eq!(Some(history.points(b)), lowest);
                history.byes.push(b);
            }
            assert_eq!(round.games.len(), n / 2);
            for &pairing in &round.games {
                history.games.push(Played {
                    pairing,
                    outcome: results(seed),
                });
            }
        }
        history
    }

    /// The case: four players, three rounds, whatever the results, every pair
    /// meets once and none twice.
    #[test]
    fn four_players_three_swiss_rounds_never_repeat_a_pairing() {
        for s in 1..=300u64 {
            let mut seed = s * 0x9E37_79B9;
            let history = play_swiss(4, 3, &mut seed);
            for a in 0..4 {
                for b in a + 1..4 {
                    assert!(history.met(a, b), "seed {s}: {a}-{b} never met");
                }
            }
        }
    }

    /// Larger fields over many seeded runs: no repeat, one bye at most each, colours
    /// within two of even, and each round's leaders meet players of their own score where
    /// the field allows (round 2: winners against winners).
    #[test]
    fn swiss_fields_stay_fair_over_many_runs() {
        for (n, rounds) in [(8, 5), (7, 5), (12, 6), (9, 4)] {
            for s in 1..=60u64 {
                let mut seed = s * 0x2545_F491 + n as u64;
                let history = play_swiss(n, rounds, &mut seed);
                for p in 0..n {
                    assert!(history.colour_balance(p).abs() <= 2, "{n}/{s}: player {p}");
                }
            }
        }
        // Round 2 of eight after four decisive games: the four winners meet each other.
        let mut history = History::default();
        let first = swiss_round(8, &history).unwrap();
        for &pairing in &first.games {
            history.games.push(Played {
                pairing,
                outcome: Outcome::White,
            });
        }
        let second = swiss_round(8, &history).unwrap();
        for g in &second.games {
            assert_eq!(history.points(g.white), history.points(g.black), "{g:?}");
        }
    }

    /// Worked by hand: A beats B, draws C, loses to D; B beats C and D; C draws D. Points
    /// B 2, A 1½, D 1½, C 1. Sonneborn-Berger: A = B's 2 + half C's 1 = 2½; D = A's 1½ +
    /// half C's 1 = 2: A above D. Buchholz: A = 2 + 1 + 1½ = 4½.
    #[test]
    fn tiebreaks_worked_by_hand() {
        let (a, b, c, d) = (0, 1, 2, 3);
        let game = |white, black, outcome| Played {
            pairing: Pairing { white, black },
            outcome,
        };
        let history = History {
            games: vec![
                game(a, b, Outcome::White),
                game(c, a, Outcome::Draw),
                game(a, d, Outcome::Black),
                game(b, c, Outcome::White),
                game(d, b, Outcome::Black),
                game(c, d, Outcome::Draw),
            ],
            byes: Vec::new(),
        };
        let table = standings(4, &history, Format::RoundRobin { double: false });
        let order: Vec<Player> = table.iter().map(|s| s.player).collect();
        assert_eq!(order, [b, a, d, c]);
        let of = |p: Player| table.iter().find(|s| s.player == p).unwrap().clone();
        assert_eq!(of(a).points, 3);
        assert_eq!(of(a).sonneborn_berger, 10, "2½ in quarters");
        assert_eq!(of(d).sonneborn_berger, 8, "2 in quarters");
        assert_eq!(of(a).buchholz, 9, "4½ in halves");
        // A cycle (each beats the next): all tied on every count, so seed decides; and
        // two tied on points and tiebreaks are ordered by their own game.
        let cycle = History {
            games: vec![
                game(0, 1, Outcome::White),
                game(1, 2, Outcome::White),
                game(2, 0, Outcome::White),
            ],
            byes: Vec::new(),
        };
        let order: Vec<Player> = standings(3, &cycle, Format::RoundRobin { double: false })
            .iter()
            .map(|s| s.player)
            .collect();
        assert_eq!(order, [0, 1, 2]);
        let pair = History {
            games: vec![game(0, 1, Outcome::Black)],
            byes: vec![0],
        };
        // Both on one point, Buchholz 1 each (the other's), SB: 1 beat 0 (1 point) and 0
        // beat nobody: 1 ahead on SB already; by head-to-head too.
        let order: Vec<Player> = standings(2, &pair, Format::Swiss { rounds: 2 })
            .iter()
            .map(|s| s.player)
            .collect();
        assert_eq!(order, [1, 0]);
    }
}
