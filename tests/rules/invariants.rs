//! Invariants of the rules over random legal games in all eight game types (proptest).
//!
//! (a) play then undo restores the position; (b) MoveStrings and GameStrings round-trip;
//! (c) the parsers never panic, and an edited GameString reads back the same or is refused
//! naming the field at fault; (d) the list has no duplicates and holds `pass` only alone.
//! Also: every listed move keeps the hive in one piece, a reused `MoveList` gives the same
//! list as a fresh one, and counting (moves, perft's last two plies) agrees with listing.
//!
//! `legal_moves`, `check` and `why_immobile` all consult the engine's one move generator, so
//! they are compared here with the independent generator in `oracle.rs`, never with each
//! other: the list is the oracle's; `check` accepts a move exactly when the oracle lists it;
//! `why_immobile` gives a reason exactly for the pieces the oracle lists no move of, and
//! `check` refuses their moves with that reason.

use std::collections::{HashSet, VecDeque};
use std::str::FromStr;

use hive::rules::{
    Direction, Game, GameState, GameStringError, GameType, Hex, Move, MoveList, Piece, Position,
};
use hive::rules::{UhpMove, format_move, parse_move, perft};
use proptest::prelude::*;

use crate::oracle::{Mv, Oracle};

/// A small deterministic generator for the parts of a case that need not shrink.
struct Rng(hive::engine::ai::Rng);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }
}

/// The occupied cells.
fn occupied(pos: &Position) -> Vec<Hex> {
    let mut cells: Vec<Hex> = pos
        .board()
        .pieces()
        .filter_map(|p| pos.board().position(p))
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

/// Whether the occupied cells form one group.
fn is_one_hive(pos: &Position) -> bool {
    let cells = occupied(pos);
    let Some(&first) = cells.first() else {
        return true;
    };
    let all: HashSet<Hex> = cells.iter().copied().collect();
    let mut seen = HashSet::from([first]);
    let mut queue = VecDeque::from([first]);
    while let Some(c) = queue.pop_front() {
        for n in c.neighbors() {
            if all.contains(&n) && seen.insert(n) {
                queue.push_back(n);
            }
        }
    }
    seen.len() == all.len()
}

/// A cell up to two steps from a random occupied cell (the origin on an empty board).
fn cell_near_hive(pos: &Position, rng: &mut Rng) -> Hex {
    let cells = occupied(pos);
    let mut c = if cells.is_empty() {
        Hex::ORIGIN
    } else {
        cells[rng.below(cells.len())]
    };
    for _ in 0..rng.below(3) {
        c = c.neighbor(Direction::ALL[rng.below(6)]);
    }
    c
}

/// Every spelling of a non-pass move with a reference: each top piece next to an empty
/// destination (the mover itself included, read from where it stands), or the top of the
/// destination for a climb.
fn spellings(pos: &Position, m: Move) -> Vec<String> {
    let Move::Piece(p, to) = m else {
        return vec!["pass".to_string()];
    };
    let board = pos.board();
    if board.is_empty() {
        return vec![p.to_string()];
    }
    let lands_on_stack = board.height_at(to) > u8::from(board.position(p) == Some(to));
    if lands_on_stack {
        let top = board.top_at(to).expect("occupied");
        return vec![format!("{p} {top}")];
    }
    let mut out = Vec::new();
    for d in Direction::ALL {
        let Some(r) = board.top_at(to.neighbor(d)) else {
            continue;
        };
        // `to` lies in direction d.opposite() from the reference.
        out.push(match d.opposite() {
            Direction::East => format!("{p} {r}-"),
            Direction::NorthEast => format!("{p} {r}/"),
            Direction::SouthEast => format!("{p} {r}\\"),
            Direction::West => format!("{p} -{r}"),
            Direction::SouthWest => format!("{p} /{r}"),
            Direction::NorthWest => format!("{p} \\{r}"),
        });
    }
    out
}

/// The oracle's legal moves for `pos`, read from `game`, the GameString of the game that
/// led to it, and moved into the engine's coordinates. The oracle puts the first piece at
/// (0, 0); the engine may put the hive anywhere, so the two boards must agree up to one
/// translation, which is checked piece by piece.
fn oracle_moves(pos: &Position, game: &str) -> HashSet<Move> {
    let oracle = Oracle::from_game_string(game)
        .unwrap_or_else(|e| panic!("the oracle cannot read the game: {e}\n{game}"));
    let mut offset = None;
    for p in Piece::all() {
        let name = p.to_string();
        let here = pos.board().position(p);
        let there = oracle.cell_of(&name);
        let (here, there) = match (here, there) {
            (None, None) => continue,
            (Some(h), Some(t)) => (h, t),
            _ => panic!("{name}: the engine has it at {here:?}, the oracle at {there:?}\n{game}"),
        };
        let d = here - Hex::new(there.0, there.1);
        assert_eq!(*offset.get_or_insert(d), d, "{name} is elsewhere\n{game}");
    }
    let offset = offset.unwrap_or(Hex::ORIGIN);
    oracle
        .legal_moves()
        .into_iter()
        .map(|mv| match mv {
            Mv::Pass => Move::Pass,
            Mv::To(name, (q, r)) => {
                Move::Piece(crate::common::piece(&name), Hex::new(q, r) + offset)
            }
        })
        .collect()
}

/// Checks one position of `game` (its GameString); `rng` picks the probes. Returns the
/// legal moves.
fn check_position(pos: &Position, game: &str, reused: &mut MoveList, rng: &mut Rng) -> Vec<Move> {
    let legal = pos.legal_moves();

    // The list is the independent generator's.
    let expected = oracle_moves(pos, game);
    let listed: HashSet<Move> = legal.iter().copied().collect();
    if listed != expected {
        let missing: Vec<String> = strings(pos, expected.difference(&listed));
        let extra: Vec<String> = strings(pos, listed.difference(&expected));
        panic!(
            "legal_moves differs from the oracle\n  only the oracle: {missing:?}\n  only the engine: {extra:?}\n{game}"
        );
    }

    // (d) each move once; pass only alone; nothing after the end.
    let unique: HashSet<Move> = legal.iter().copied().collect();
    assert_eq!(unique.len(), legal.len(), "duplicate moves\n{pos:?}");
    if legal.contains(&Move::Pass) {
        assert_eq!(
            legal,
            vec![Move::Pass],
            "pass alongside other moves\n{pos:?}"
        );
    }
    assert_eq!(legal.is_empty(), pos.state().is_over(), "{pos:?}");

    // A MoveList reused from earlier positions gives the same list.
    pos.generate_moves(reused);
    assert_eq!(
        &reused.moves(pos).collect::<Vec<_>>()[..],
        &legal[..],
        "reused MoveList differs\n{pos:?}"
    );

    // Counting takes shortcuts that listing does not (no destination set for some bugs,
    // the replies to a placement counted from the position before it): the same numbers.
    assert_eq!(pos.count_moves(reused), legal.len(), "count_moves\n{game}");
    let mut copy = pos.clone();
    assert_eq!(
        perft(&mut copy, 2, true),
        perft(&mut copy, 2, false),
        "perft(2) bulk\n{game}"
    );

    for &m in &legal {
        // (a) play then undo restores the position exactly; the hive stays in one piece.
        let mut after = pos.clone();
        let undo = after
            .play_unchecked(m)
            .expect("a listed move is on the grid");
        assert!(
            is_one_hive(&after),
            "{} splits the hive\n{pos:?}",
            format_move(pos, m)
        );
        match m {
            Move::Pass => assert_eq!(after.stunned(), None),
            Move::Piece(p, _) => assert_eq!(after.stunned(), Some(p)),
        }
        after.undo(undo);
        assert_eq!(&after, pos, "undo of {} differs", format_move(pos, m));

        // (b) the MoveString round-trips, whichever valid reference it names.
        let text = format_move(pos, m);
        assert_eq!(parse_move(pos, &text), Ok(m), "`{text}`\n{pos:?}");
        let uhp: UhpMove = text.parse().expect("a formatted move parses");
        assert_eq!(uhp.to_string(), text);
        assert_eq!(UhpMove::from_move(pos, m).to_string(), text);
        for alt in spellings(pos, m) {
            assert_eq!(
                parse_move(pos, &alt),
                Ok(m),
                "`{alt}` for `{text}`\n{pos:?}"
            );
        }
    }

    // A placed piece has a reason not to move exactly when the oracle lists no move of it
    // (its own moves and throws of it).
    if !pos.state().is_over() {
        for p in Piece::all().filter(|&p| pos.board().is_placed(p)) {
            let why = pos.why_immobile(p);
            let movable = expected.iter().any(|m| m.piece() == Some(p));
            assert_eq!(
                why.is_none(),
                movable,
                "{p}: why_immobile says {why:?}, the oracle lists {} of its moves\n{game}",
                if movable { "some" } else { "none" }
            );
        }
    }

    // The quick questions a screen asks at every frame agree with the oracle: whether the
    // side must pass, and which pieces in hand may be placed.
    assert_eq!(
        pos.must_pass(),
        expected == HashSet::from([Move::Pass]),
        "must_pass\n{game}"
    );
    for p in Piece::all().filter(|&p| !pos.board().is_placed(p)) {
        let placeable = expected.iter().any(|m| m.piece() == Some(p));
        assert_eq!(pos.can_place(p), placeable, "can_place({p})\n{game}");
    }

    // Probes: random pieces to cells near the hive. `check` accepts exactly what the oracle
    // lists, and refuses a piece that cannot move for the reason `why_immobile` gives.
    for _ in 0..12 {
        let p = Piece::all().nth(rng.below(28)).expect("28 pieces");
        let m = Move::Piece(p, cell_near_hive(pos, rng));
        let verdict = pos.check(m);
        assert_eq!(
            verdict.is_ok(),
            expected.contains(&m),
            "{p} to {m:?}: check says {verdict:?}\n{game}"
        );
        if pos.board().is_placed(p)
            && !pos.state().is_over()
            && let Some(why) = pos.why_immobile(p)
        {
            assert_eq!(verdict, Err(why), "{p} to {m:?}\n{game}");
        }
    }
    legal
}

/// The MoveStrings of some moves, sorted, for messages.
fn strings<'a>(pos: &Position, moves: impl Iterator<Item = &'a Move>) -> Vec<String> {
    let mut out: Vec<String> = moves.map(|&m| format_move(pos, m)).collect();
    out.sort();
    out
}

/// Plays a random legal game, checking every position on the way, then the GameString.
fn run_game(game_type: GameType, choices: &[u32], seed: u64) {
    let mut rng = Rng(hive::engine::ai::Rng::new(seed));
    let mut reused = MoveList::new();
    let mut game = Game::new(game_type);
    let mut history = vec![(game.position().clone(), game.to_string())];
    for &choice in choices {
        let pos = game.position().clone();
        let legal = check_position(&pos, &game.to_string(), &mut reused, &mut rng);
        if legal.is_empty() {
            break;
        }
        // An illegal move leaves the game untouched.
        let probe = Move::Piece(
            Piece::all().nth(rng.below(28)).expect("28 pieces"),
            cell_near_hive(&pos, &mut rng),
        );
        if !legal.contains(&probe) {
            assert!(game.play(probe).is_err());
            assert_eq!(game.position(), &pos);
        }
        // Odd choices prefer moving a piece already in play, for busier mid-games.
        let moving: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.piece().is_some_and(|p| pos.board().is_placed(p)))
            .collect();
        let pool = if choice % 2 == 1 && !moving.is_empty() {
            &moving
        } else {
            &legal
        };
        let m = pool[(choice / 2) as usize % pool.len()];
        game.play(m).expect("a listed move is accepted");
        history.push((game.position().clone(), game.to_string()));
    }
    check_position(
        &game.position().clone(),
        &game.to_string(),
        &mut reused,
        &mut rng,
    );

    // (b) GameString: print, read back, print again.
    let text = game.to_string();
    let again = Game::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.to_string(), text);
    assert_eq!(again.position(), game.position());
    assert_eq!(again.outcome(), game.outcome());

    // Undo all the way back, one ply at a time.
    while let Some((pos, text)) = history.pop() {
        assert_eq!(game.position(), &pos);
        assert_eq!(game.to_string(), text);
        if history.is_empty() {
            assert!(game.undo().is_none());
        } else {
            assert!(game.undo().is_some());
        }
    }
    assert_eq!(game.outcome(), GameState::NotStarted);
}

fn any_game_type() -> impl Strategy<Value = GameType> {
    (0..GameType::ALL.len()).prop_map(|i| GameType::ALL[i])
}

/// Every parser on one string; none may panic.
fn parse_everything(s: &str, positions: &[Position]) {
    let _ = UhpMove::from_str(s);
    let _ = Piece::from_str(s);
    let _ = GameType::from_str(s);
    let _ = Game::parse(s);
    let _ = Game::parse(&format!("Base+MLP;InProgress;White[1];{s}"));
    for pos in positions {
        let _ = parse_move(pos, s);
    }
}

/// A few positions to resolve strings against: empty, opening, mid-game.
fn sample_positions() -> Vec<Position> {
    [
        "Base+MLP",
        "Base+MLP;InProgress;Black[1];wS1",
        r"Base+MP;InProgress;White[7];wP;bS1 wP-;wQ -wP;bQ bS1-;wB1 \wP;bG1 bQ-;wM -wB1;bG2 bG1-;wM wQ;bG3 bG2-;wG1 -wM;bA1 bG3-",
    ]
    .iter()
    .map(|s| Game::parse(s).expect("sample game").position().clone())
    .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_games_keep_every_invariant(
        game_type in any_game_type(),
        choices in prop::collection::vec(any::<u32>(), 0..=60),
        seed in any::<u64>(),
    ) {
        run_game(game_type, &choices, seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn parsers_never_panic_on_arbitrary_text(s in any::<String>()) {
        parse_everything(&s, &sample_positions());
    }

    #[test]
    fn parsers_never_panic_on_near_miss_notation(
        s in r"[ wbWB]{0,2}[QSBGAMLPXqsbgamlpx]?[0-9]{0,6}( {0,3}[-/\\]?[wb]?[QSBGAMLP]?[0-9]{0,3}[-/\\]?){0,3}",
    ) {
        parse_everything(&s, &sample_positions());
    }

    #[test]
    fn parsers_never_panic_on_semicolon_heavy_game_strings(
        s in r"(Base(\+[MLPmlp]{0,4})?)?(;[A-Za-z\[\]0-9 ]{0,14}){0,6}(;[ wbQSBGAMLP0-9/\\-]{0,9}){0,40};{0,30}",
    ) {
        parse_everything(&s, &sample_positions());
    }

    #[test]
    fn parsers_never_panic_on_edited_game_strings(
        game_type in any_game_type(),
        choices in prop::collection::vec(any::<u32>(), 0..=30),
        edits in prop::collection::vec((any::<usize>(), any::<char>(), 0..3u8), 1..6),
    ) {
        let mut game = Game::new(game_type);
        for c in choices {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[c as usize % legal.len()]).expect("listed move");
        }
        let mut chars: Vec<char> = game.to_string().chars().collect();
        for (at, c, kind) in edits {
            let i = at % (chars.len() + 1);
            match kind {
                0 => chars.insert(i, c),
                1 if i < chars.len() => {
                    chars.remove(i);
                }
                _ if i < chars.len() => chars[i] = c,
                _ => chars.push(c),
            }
        }
        let s: String = chars.into_iter().collect();
        parse_everything(&s, &sample_positions());
        check_game_string_verdict(&s);
    }
}

/// What `Game::parse` makes of a GameString, checked against the string itself: a game it
/// accepts replays every move field and reads back the same from its own GameString; one it
/// refuses names the field at fault as written, and for a move, the moves before it replay.
fn check_game_string_verdict(s: &str) {
    // The fields as the reader splits them: spaces around fields and one final `;` go.
    let trimmed = s.trim();
    let fields: Vec<&str> = trimmed
        .strip_suffix(';')
        .unwrap_or(trimmed)
        .split(';')
        .map(str::trim)
        .collect();
    match Game::parse(s) {
        Ok(game) => {
            let moves = fields.len().saturating_sub(3);
            assert_eq!(
                game.moves().count(),
                moves,
                "every move field is played: {s:?}"
            );
            let text = game.to_string();
            let again = Game::parse(&text)
                .unwrap_or_else(|e| panic!("{e}: {text:?}, written for the accepted {s:?}"));
            assert_eq!(again.to_string(), text, "{s:?}");
            assert_eq!(again.position(), game.position(), "{s:?}");
            assert_eq!(again.outcome(), game.outcome(), "{s:?}");
        }
        Err(e) => {
            assert!(!e.to_string().trim().is_empty(), "{e:?} has no message");
            match &e {
                GameStringError::Empty => assert_eq!(fields, [""], "{s:?}"),
                GameStringError::GameType(_) => {
                    assert!(GameType::from_str(fields[0]).is_err(), "{e}: {s:?}");
                }
                GameStringError::State(state) => assert_eq!(state, fields[1], "{s:?}"),
                GameStringError::Turn(turn) => {
                    assert_eq!(turn, fields.get(2).copied().unwrap_or_default(), "{s:?}");
                }
                GameStringError::Move { number, text, .. } => {
                    assert_eq!(
                        Some(text.as_str()),
                        fields.get(2 + number).copied(),
                        "{e}: {s:?}"
                    );
                    assert!(e.to_string().starts_with(&format!("move {number} ")), "{e}");
                    // The moves before it replay: the string cut before it is accepted.
                    let before = fields[..2 + number].join(";");
                    let game = Game::parse(&before)
                        .unwrap_or_else(|e2| panic!("{e2}: {before:?}, before {e} in {s:?}"));
                    assert_eq!(game.moves().count(), number - 1, "{before:?}");
                }
            }
        }
    }
}

#[test]
fn parsers_never_panic_on_long_inputs() {
    let positions = sample_positions();
    let long_inputs = [
        ";".repeat(100_000),
        "wS1;".repeat(5_000),
        format!("Base;InProgress;White[1];{}", "pass;".repeat(5_000)),
        format!("Base;InProgress;White[1];wS1{}", ";bS1 wS1-".repeat(2_000)),
        "w".repeat(50_000),
        format!("wA{}", "9".repeat(10_000)),
        format!("wA1 {}bG1", "-".repeat(10_000)),
        "\u{1F41D}".repeat(10_000),
        format!("Base;InProgress;White[{}]", "9".repeat(10_000)),
        format!("Base+{}", "MLP".repeat(10_000)),
    ];
    for s in &long_inputs {
        parse_everything(s, &positions);
    }
}
