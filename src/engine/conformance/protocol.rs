//! The protocol's edge cases, each a named check: the command sent, the answer expected
//! (judged by our rules, never by a string fixed in advance where moves are concerned).
//!
//! What UHP leaves open is accepted either way: a `newgame` whose GameString holds an
//! illegal move may be refused with `err` or `invalidmove`, and `validmoves` in a finished
//! game may be refused or answered with an empty list.

use std::time::Duration;

use crate::engine::uhp::process::{Answer, Ending};
use crate::rules::{Direction, Game, GameType, Move, Target, UhpMove, parse_move};
use crate::text::printable;

use super::compare::compare_moves;
use super::driver::{Driver, header};
use super::positions::{BOTH_QUEENS, FORCED_PASS, SELF_SURROUND, WHITE_WINS, random_game};

/// One thing that went wrong in a check: the command, the answer, and why it is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The command sent (escaped, cut).
    pub sent: String,
    /// The answer received, on one line (see [`Answer::describe`]).
    pub answer: String,
    /// What was expected instead.
    pub why: String,
}

/// How a check went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every answer was as expected.
    Passed,
    /// Some were not.
    Failed(Vec<Failure>),
    /// The check does not apply to this engine (why).
    Skipped(String),
    /// The engine had been given up on before the check began.
    NotRun,
}

/// A check and how it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckResult {
    /// What is checked.
    pub name: &'static str,
    /// How it went.
    pub status: Status,
}

/// Which refusal a command must get.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// `err …`: unknown commands, bad arguments, no game, undo too far.
    Err,
    /// `invalidmove …`: a move that does not parse or is illegal.
    InvalidMove,
    /// Either, where UHP does not say.
    Either,
}

/// The games the checks play, made once from the engine's game types.
struct Plan {
    types: Vec<GameType>,
    /// The largest game type the engine plays (most expansions).
    main: GameType,
    /// A game of the main type some plies in.
    middle: Game,
    /// A short Base game.
    short: Game,
}

/// A check in progress: the engine and what went wrong so far.
struct Ctx<'a> {
    driver: &'a mut Driver,
    failures: Vec<Failure>,
    /// An answer went wrong (the engine was restarted, without the check's game): what
    /// the check would ask next would say nothing more, so it is not asked.
    broken: bool,
}

type Check = fn(&mut Ctx, &Plan) -> Result<(), String>;

/// The checks in the order they run. The second needs an engine with no game yet (a fresh
/// start, or a restart).
const CHECKS: [(&str, Check); 18] = [
    ("start-up block: `id` line", startup),
    (
        "commands before `newgame` are refused with `err`",
        before_newgame,
    ),
    ("`info`: `id` line and known capabilities", info),
    ("`newgame` starts Base", newgame_bare),
    ("`newgame GameType` for each game type", newgame_types),
    ("`newgame` takes expansions in any order", newgame_any_order),
    (
        "`newgame GameString` replays the moves",
        newgame_game_string,
    ),
    (
        "`newgame GameString` recomputes a stale state and turn",
        newgame_stale_header,
    ),
    (
        "`newgame GameString` tolerates a trailing `;`",
        newgame_trailing,
    ),
    ("bad `newgame` arguments are refused", newgame_refused),
    ("`play` a legal move, any reference", play_legal),
    (
        "illegal moves get `invalidmove`, game unchanged",
        play_illegal,
    ),
    (
        "malformed moves get `invalidmove`, game unchanged",
        play_malformed,
    ),
    ("`pass` only when it is the only move", pass_rules),
    ("`undo` and `undo N`, refused beyond the history", undo),
    (
        "`bestmove depth 1` and `bestmove time 00:00:01` give a legal move",
        bestmove,
    ),
    ("finished games: state, no moves, `undo` back", finished),
    ("`options` lines and unknown commands", options_and_unknown),
];

/// Runs every check against `driver`'s engine, calling `each` after each one.
pub fn run_checks(driver: &mut Driver, mut each: impl FnMut(&CheckResult)) -> Vec<CheckResult> {
    let types = driver.info.game_types();
    let main = types.last().copied().unwrap_or(GameType::BASE);
    let plan = Plan {
        main,
        middle: random_game(main, 0x5eed, 12),
        short: random_game(GameType::BASE, 0x5eed, 6),
        types,
    };
    let mut results = Vec::new();
    for (name, check) in CHECKS {
        let status = if driver.given_up() {
            Status::NotRun
        } else {
            let mut ctx = Ctx {
                driver: &mut *driver,
                failures: Vec::new(),
                broken: false,
            };
            match (check(&mut ctx, &plan), ctx.failures.is_empty()) {
                (Err(why), true) => Status::Skipped(why),
                (_, true) => Status::Passed,
                (_, false) => Status::Failed(ctx.failures),
            }
        };
        let result = CheckResult { name, status };
        each(&result);
        results.push(result);
    }
    results
}

/// How many checks there are.
pub fn check_count() -> usize {
    CHECKS.len()
}

impl Ctx<'_> {
    fn fail(&mut self, sent: &str, answer: &Answer, why: impl Into<String>) {
        self.failures.push(Failure {
            sent: printable(sent, 120).into_owned(),
            answer: answer.describe(),
            why: why.into(),
        });
    }

    /// Sends `command`; an answer without `ok` is a failure.
    fn ask(&mut self, command: &str) -> Answer {
        let limit = self.driver.timeout();
        self.ask_within(command, limit)
    }

    fn ask_within(&mut self, command: &str, limit: Duration) -> Answer {
        if self.broken {
            return Answer {
                lines: Vec::new(),
                ending: Ending::Closed,
                took: Duration::ZERO,
            };
        }
        let before = self.driver.stray.len();
        let answer = self.driver.ask_within(command, limit);
        if let Some(line) = self.driver.stray.get(before) {
            let why = format!(
                "the engine wrote `{}` unasked, before this command",
                printable(line, 100)
            );
            self.fail(command, &answer, why);
        }
        if !answer.is_complete() {
            self.fail(command, &answer, "an answer ending with a line `ok`");
            self.broken = true;
        }
        answer
    }

    /// Expects the answer's first line to be `expected`'s GameString.
    fn game(&mut self, command: &str, expected: &Game) -> bool {
        let answer = self.ask(command);
        if !answer.is_complete() {
            return false;
        }
        let problem = match answer.refusal() {
            Some(_) => Some(format!("`{}`", printable(&expected.to_string(), 200))),
            None => same_game(answer.first().unwrap_or_default(), expected).err(),
        };
        match problem {
            Some(why) => {
                self.fail(command, &answer, why);
                false
            }
            None => true,
        }
    }

    /// Expects the command to be refused with `kind`.
    fn refused(&mut self, command: &str, kind: Refusal) -> bool {
        let answer = self.ask(command);
        if !answer.is_complete() {
            return false;
        }
        let line = answer.refusal().unwrap_or_default();
        let fits = match kind {
            Refusal::Err => line.starts_with("err"),
            Refusal::InvalidMove => line.starts_with("invalidmove"),
            Refusal::Either => !line.is_empty(),
        };
        if !fits {
            let wanted = match kind {
                Refusal::Err => "`err …`",
                Refusal::InvalidMove => "`invalidmove …`",
                Refusal::Either => "`err …` or `invalidmove …`",
            };
            self.fail(command, &answer, wanted);
        }
        fits
    }

    /// Expects `validmoves` to list exactly `game`'s legal moves.
    fn moves(&mut self, game: &Game) -> bool {
        let answer = self.ask("validmoves");
        if !answer.is_complete() {
            return false;
        }
        if answer.refusal().is_some() {
            self.fail("validmoves", &answer, format!("the moves of `{game}`"));
            return false;
        }
        let diff = compare_moves(game, answer.first().unwrap_or_default());
        if diff.is_empty() {
            return true;
        }
        let why = format!(
            "the moves of `{}`: {}",
            printable(&game.to_string(), 300),
            diff.lines().join("; ")
        );
        self.fail("validmoves", &answer, why);
        false
    }

    /// Expects a legal move of `game` as the answer's last line.
    fn legal_reply(&mut self, command: &str, game: &Game, limit: Duration) -> bool {
        let answer = self.ask_within(command, limit);
        if !answer.is_complete() {
            return false;
        }
        let last = answer.lines.last().map(String::as_str).unwrap_or_default();
        let why = match parse_move(game.position(), last) {
            _ if answer.refusal().is_some() => format!("a legal move in `{game}`"),
            Ok(mv) if game.position().legal_moves().contains(&mv) => return true,
            Ok(_) => format!(
                "a legal move (`{}` is illegal in `{game}`)",
                printable(last, 60)
            ),
            Err(e) => format!("a legal move (`{}` is none: {e})", printable(last, 60)),
        };
        self.fail(command, &answer, why);
        false
    }

    /// `newgame` with `game`'s GameString, expecting it back.
    fn newgame(&mut self, game: &Game) -> bool {
        self.game(&format!("newgame {game}"), game)
    }
}

/// Whether `line` is `expected`'s GameString: the header exactly, the moves as moves.
fn same_game(line: &str, expected: &Game) -> Result<(), String> {
    let ours = expected.to_string();
    let shown = |s: &str| printable(s, 200).into_owned();
    if line.trim_end().ends_with(';') {
        return Err(format!(
            "`{}` (a GameString ends without `;`)",
            shown(&ours)
        ));
    }
    if header(line) != header(&ours) {
        return Err(format!("`{}`", shown(&ours)));
    }
    match Game::parse(line) {
        Ok(theirs) if theirs.moves().eq(expected.moves()) => Ok(()),
        Ok(_) => Err(format!("`{}` (the moves differ)", shown(&ours))),
        Err(e) => Err(format!(
            "`{}` (the answer does not read: {e})",
            shown(&ours)
        )),
    }
}

/// `game` after `mv`.
fn after(game: &Game, mv: Move) -> Game {
    let mut next = game.clone();
    let _ = next.play(mv);
    next
}

/// `game` with its last `n` plies taken back.
fn before(game: &Game, n: usize) -> Game {
    let mut earlier = game.clone();
    for _ in 0..n {
        earlier.undo();
    }
    earlier
}

/// The legal moves of `game`, ordered as written, so a check picks the same one each run.
fn sorted_moves(game: &Game) -> Vec<Move> {
    let mut moves = game.position().legal_moves();
    moves.sort_by_key(|&mv| game.format_move(mv));
    moves
}

/// A legal move of `game` to an empty cell with a spelling other than ours (another
/// neighbour of the destination as the reference), and that spelling.
fn respelled_move(game: &Game) -> Option<(Move, String)> {
    let pos = game.position();
    sorted_moves(game).into_iter().find_map(|mv| {
        let (piece, to) = (mv.piece()?, mv.to()?);
        if pos.board().is_occupied_at(to) {
            return None;
        }
        let ours = game.format_move(mv);
        Direction::ALL.into_iter().find_map(|d| {
            let reference = pos.board().top_at(to.neighbor(d))?;
            let side = Some(d.opposite());
            let text = UhpMove::To(piece, Target { reference, side }).to_string();
            let same = parse_move(pos, &text).is_ok_and(|m| m == mv);
            (reference != piece && same && text != ours).then_some((mv, text))
        })
    })
}

fn startup(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let greeting = ctx.driver.greeting.clone();
    if !greeting.is_complete() {
        ctx.fail(
            "(start-up)",
            &greeting,
            "the `info` block, then `ok`, unasked",
        );
    } else if ctx.driver.info.id.as_deref().is_none_or(str::is_empty) {
        ctx.fail("(start-up)", &greeting, "a line `id <name> <version>`");
    }
    Ok(())
}

fn before_newgame(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    for command in ["validmoves", "play wS1", "pass", "undo", "bestmove depth 1"] {
        ctx.refused(command, Refusal::Err);
    }
    Ok(())
}

fn info(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let answer = ctx.ask("info");
    if !answer.is_complete() {
        return Ok(());
    }
    let info = super::driver::EngineInfo::read(&answer.lines);
    if info.id.as_deref().is_none_or(str::is_empty) {
        ctx.fail("info", &answer, "a line `id <name> <version>`");
    }
    if !info.unknown.is_empty() {
        let why = format!(
            "capabilities among Mosquito;Ladybug;Pillbug, not `{}`",
            printable(&info.unknown.join(";"), 100)
        );
        ctx.fail("info", &answer, why);
    }
    if info.expansions != ctx.driver.info.expansions {
        ctx.fail("info", &answer, "the capabilities of the start-up block");
    }
    Ok(())
}

fn newgame_bare(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let game = Game::new(GameType::BASE);
    if ctx.game("newgame", &game) {
        ctx.moves(&game);
    }
    Ok(())
}

fn newgame_types(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    for &game_type in &plan.types {
        let game = Game::new(game_type);
        if ctx.game(&format!("newgame {game_type}"), &game) {
            ctx.moves(&game);
        }
    }
    Ok(())
}

fn newgame_any_order(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    let letters: String = plan.main.expansions().chars().rev().collect();
    if letters.len() < 2 {
        return Err("the engine plays fewer than two expansions".to_string());
    }
    ctx.game(&format!("newgame Base+{letters}"), &Game::new(plan.main));
    Ok(())
}

fn newgame_game_string(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    for game in [&plan.short, &plan.middle] {
        if ctx.newgame(game) {
            ctx.moves(game);
        }
    }
    Ok(())
}

fn newgame_stale_header(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    let text = plan.middle.to_string();
    let moves = text.splitn(4, ';').nth(3).unwrap_or_default();
    let stale = format!("{};NotStarted;White[1];{moves}", plan.main);
    ctx.game(&format!("newgame {stale}"), &plan.middle);
    Ok(())
}

fn newgame_trailing(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    ctx.game(&format!("newgame {};", plan.short), &plan.short);
    Ok(())
}

fn newgame_refused(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    ctx.refused("newgame Base+X", Refusal::Err);
    ctx.refused("newgame Bass", Refusal::Err);
    // The Queen on the first turn; White playing twice; a piece that does not exist.
    for bad in [
        "Base;InProgress;Black[1];wQ",
        "Base;InProgress;White[2];wS1;wS2 wS1-",
        "Base;InProgress;White[2];wS1;bM wS1-",
    ] {
        ctx.refused(&format!("newgame {bad}"), Refusal::Either);
    }
    let answer = ctx.ask("info");
    if answer.is_complete() && !answer.lines.iter().any(|l| l.starts_with("id ")) {
        ctx.fail(
            "info",
            &answer,
            "the `id` line, as before the refused games",
        );
    }
    Ok(())
}

fn play_legal(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    let mut game = Game::new(plan.main);
    ctx.newgame(&game);
    for _ in 0..2 {
        let Some(&mv) = sorted_moves(&game).first() else {
            break;
        };
        let next = after(&game, mv);
        if !ctx.game(&format!("play {}", game.format_move(mv)), &next) {
            return Ok(());
        }
        game = next;
    }
    ctx.moves(&game);
    let Some((mv, text)) = respelled_move(&plan.middle) else {
        return Ok(());
    };
    if ctx.newgame(&plan.middle) {
        ctx.game(&format!("play {text}"), &after(&plan.middle, mv));
    }
    Ok(())
}

fn play_illegal(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let start = Game::new(GameType::BASE);
    if !ctx.newgame(&start) {
        return Ok(());
    }
    // The Queen on the first turn.
    ctx.refused("play wQ", Refusal::InvalidMove);
    ctx.moves(&start);
    let Ok(first) = parse_move(start.position(), "wS1") else {
        return Ok(());
    };
    let one = after(&start, first);
    ctx.game("play wS1", &one);
    // White again; the Queen on Black's first turn; bS2 before bS1; not touching.
    for bad in ["wA1 wS1-", "bQ wS1-", "bS2 wS1-", "bA1 wS1"] {
        ctx.refused(&format!("play {bad}"), Refusal::InvalidMove);
    }
    ctx.moves(&one);
    // Placing next to the opponent.
    let Ok(reply) = parse_move(one.position(), "bS1 wS1-") else {
        return Ok(());
    };
    let two = after(&one, reply);
    if ctx.game("play bS1 wS1-", &two) {
        ctx.refused("play wA1 bS1-", Refusal::InvalidMove);
        ctx.moves(&two);
    }
    Ok(())
}

fn play_malformed(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    if !ctx.newgame(&plan.short) {
        return Ok(());
    }
    for bad in [
        "xyz",
        "wS1 wS1 wS1",
        "wA1 -wS1-",
        "wA4 -wS1",
        "wQ1",
        "wS1 *wS1",
    ] {
        ctx.refused(&format!("play {bad}"), Refusal::InvalidMove);
    }
    ctx.refused("play", Refusal::Either);
    ctx.moves(&plan.short);
    Ok(())
}

fn pass_rules(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let start = Game::new(GameType::BASE);
    if ctx.newgame(&start) {
        ctx.refused("pass", Refusal::InvalidMove);
        ctx.refused("play pass", Refusal::InvalidMove);
        ctx.moves(&start);
    }
    let Ok(stuck) = Game::parse(FORCED_PASS) else {
        return Ok(());
    };
    if ctx.newgame(&stuck) {
        ctx.moves(&stuck);
        let limit = ctx.driver.timeout();
        ctx.legal_reply("bestmove depth 1", &stuck, limit);
        ctx.game("pass", &after(&stuck, Move::Pass));
    }
    Ok(())
}

fn undo(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    let game = &plan.short;
    let plies = game.moves().len();
    if plies < 4 || !ctx.newgame(game) {
        return Ok(());
    }
    ctx.game("undo", &before(game, 1));
    ctx.game("undo 2", &before(game, 3));
    let left = plies - 3;
    ctx.refused(&format!("undo {}", left + 1), Refusal::Err);
    ctx.moves(&before(game, 3));
    ctx.game(&format!("undo {left}"), &before(game, plies));
    ctx.refused("undo", Refusal::Err);
    Ok(())
}

fn bestmove(ctx: &mut Ctx, plan: &Plan) -> Result<(), String> {
    let limit = ctx.driver.timeout();
    for (command, limit) in [
        ("bestmove depth 1", limit),
        ("bestmove time 00:00:01", limit + Duration::from_secs(1)),
    ] {
        if ctx.newgame(&plan.middle) {
            ctx.legal_reply(command, &plan.middle, limit);
            // Thinking plays nothing.
            ctx.moves(&plan.middle);
        }
    }
    Ok(())
}

fn finished(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    for text in [WHITE_WINS, BOTH_QUEENS] {
        if let Ok(game) = Game::parse(text) {
            ctx.newgame(&game);
        }
    }
    let Ok(game) = Game::parse(SELF_SURROUND) else {
        return Ok(());
    };
    if !ctx.newgame(&game) {
        return Ok(());
    }
    let answer = ctx.ask("validmoves");
    let listed = answer.first().unwrap_or_default();
    if answer.is_complete() && answer.refusal().is_none() && !listed.trim().is_empty() {
        ctx.fail(
            "validmoves",
            &answer,
            "no moves once the game is over (an empty line, or a refusal)",
        );
    }
    ctx.refused("pass", Refusal::Either);
    ctx.refused("bestmove depth 1", Refusal::Either);
    let back = before(&game, 1);
    if ctx.game("undo", &back) {
        ctx.moves(&back);
    }
    Ok(())
}

fn options_and_unknown(ctx: &mut Ctx, _: &Plan) -> Result<(), String> {
    let answer = ctx.ask("options");
    if answer.is_complete() && answer.refusal().is_none() {
        for line in &answer.lines {
            if let Err(why) = option_line(line) {
                ctx.fail("options", &answer, why);
            }
        }
        if let Some(line) = answer.lines.iter().find(|l| option_line(l).is_ok()) {
            let fields: Vec<&str> = line.split(';').collect();
            let got = ctx.ask(&format!("options get {}", fields[0]));
            if got.is_complete() && got.first() != Some(line.as_str()) {
                let why = format!("`{}` again", printable(line, 100));
                ctx.fail(&format!("options get {}", fields[0]), &got, why);
            }
            let set = format!("options set {} {}", fields[0], fields[2]);
            let got = ctx.ask(&set);
            if got.is_complete() && got.first() != Some(line.as_str()) {
                let why = format!("`{}` (the value it had)", printable(line, 100));
                ctx.fail(&set, &got, why);
            }
        }
        ctx.refused("options get NoSuchOption", Refusal::Err);
    }
    ctx.refused("foo", Refusal::Err);
    ctx.refused("\u{1}\u{7}\u{7f}", Refusal::Err);
    ctx.refused(&"x".repeat(5_000), Refusal::Err);
    let answer = ctx.ask("info");
    if answer.is_complete() && !answer.lines.iter().any(|l| l.starts_with("id ")) {
        ctx.fail(
            "info",
            &answer,
            "the `id` line, as before the unknown commands",
        );
    }
    Ok(())
}

/// Checks one line of `options`: `Name;type;value;default` then `;min;max` (int, double)
/// or the choices (enum).
fn option_line(line: &str) -> Result<(), String> {
    let fields: Vec<&str> = line.split(';').collect();
    let shown = printable(line, 100);
    let bad = |what: &str| Err(format!("`{shown}`: {what}"));
    if fields.len() < 4 || fields[0].trim().is_empty() {
        return bad("`Name;type;value;default[;…]`");
    }
    let (kind, value, default, rest) = (fields[1], fields[2], fields[3], &fields[4..]);
    match kind {
        "bool" => {
            let ok = |v: &str| v == "True" || v == "False";
            if !(ok(value) && ok(default) && rest.is_empty()) {
                return bad("`True` or `False` for a bool, with no range");
            }
        }
        "int" | "double" => {
            let number = |v: &str| match kind {
                "int" => v.parse::<i64>().map(|n| n as f64).ok(),
                _ => v.parse::<f64>().ok(),
            };
            let numbers: Option<Vec<f64>> = fields[2..].iter().map(|v| number(v)).collect();
            match numbers.as_deref() {
                Some([_, _]) => {}
                Some([v, d, min, max]) if min <= v && v <= max && min <= d && d <= max => {}
                _ => return bad("a value and a default, then a minimum and a maximum around them"),
            }
        }
        "enum" => {
            if rest.is_empty() || !rest.contains(&value) || !rest.contains(&default) {
                return bad("an enum's value and default among its choices");
            }
        }
        _ => return bad("a type among bool, int, double, enum"),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_lines_are_judged_by_their_type() {
        assert!(option_line("Level;int;5;5;1;5").is_ok());
        assert!(option_line("Verbose;bool;False;False").is_ok());
        assert!(option_line("Style;enum;Fast;Fast;Fast;Slow").is_ok());
        assert!(option_line("Mix;double;0.5;0.5;0;1").is_ok());
        assert!(option_line("Level;int;9;5;1;5").is_err());
        assert!(option_line("Verbose;bool;yes;False").is_err());
        assert!(option_line("Style;enum;Odd;Fast;Fast;Slow").is_err());
        assert!(option_line("Level;integer;5;5").is_err());
        assert!(option_line("Level").is_err());
    }

    #[test]
    fn games_are_compared_by_their_moves_not_their_spelling() {
        let game = random_game(GameType::MLP, 0x5eed, 12);
        let (mv, respelled) = respelled_move(&game).unwrap();
        let expected = after(&game, mv);
        let text = expected.to_string();
        assert_eq!(same_game(&text, &expected), Ok(()));
        let moves = game.to_string().splitn(4, ';').nth(3).unwrap().to_string();
        let written = format!("{};{moves};{respelled}", header(&text));
        assert_ne!(written, text);
        assert_eq!(same_game(&written, &expected), Ok(()));
        assert!(same_game(&format!("{text};"), &expected).is_err());
        assert!(same_game(&text.replace("[", "[1"), &expected).is_err());
        assert!(same_game(&game.to_string(), &expected).is_err());
    }

    #[test]
    fn a_respelled_move_is_the_same_move_written_otherwise() {
        let game = random_game(GameType::MLP, 0x5eed, 12);
        let (mv, text) = respelled_move(&game).unwrap();
        assert_ne!(text, game.format_move(mv));
        assert_eq!(parse_move(game.position(), &text), Ok(mv));
    }

    #[test]
    fn the_moves_the_checks_call_illegal_are_illegal() {
        let start = Game::new(GameType::BASE);
        let legal = |game: &Game, text: &str| {
            parse_move(game.position(), text)
                .is_ok_and(|mv| game.position().legal_moves().contains(&mv))
        };
        assert!(!legal(&start, "wQ"));
        assert!(!legal(&start, "pass"));
        let one = Game::parse("Base;InProgress;Black[1];wS1").unwrap();
        for bad in ["wA1 wS1-", "bQ wS1-", "bS2 wS1-", "bA1 wS1"] {
            assert!(!legal(&one, bad), "{bad}");
        }
        assert!(legal(&one, "bS1 wS1-"));
        let two = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        assert!(!legal(&two, "wA1 bS1-"));
    }
}
