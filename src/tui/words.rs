//! The engine's answers put into words for players.

use crate::lang::Lang;
use crate::rules::MoveError;
use crate::rules::{Bug, GameType, Illegal, Move, Piece, Position};

/// One line on how a bug moves, in the player's language.
pub(crate) fn bug_summary(lang: &Lang, bug: Bug) -> String {
    crate::lang::rules::how_it_moves(lang, bug)
}

/// What picking up `piece` tells the player (at most two lines of 80 columns).
/// `thrown`: some of its destinations are throws by the mover's Pillbug, not its own moves.
pub(crate) fn describe_pick(lang: &Lang, pos: &Position, piece: Piece, thrown: bool) -> String {
    let name = piece.to_string();
    if piece.color() != pos.to_move() {
        return crate::say!(lang, "moves-pick-throwable", piece = name);
    }
    let copies: Vec<String> = match piece.bug() {
        Bug::Mosquito => pos
            .mosquito_copies(piece)
            .iter()
            .map(|&b| crate::lang::rules::bug_name(lang, b))
            .collect(),
        _ => Vec::new(),
    };
    let mut text = if copies.is_empty() {
        crate::say!(
            lang,
            "moves-picked",
            piece = name,
            summary = bug_summary(lang, piece.bug())
        )
    } else {
        crate::say!(
            lang,
            "moves-picked-mosquito",
            piece = name,
            bugs = copies.join(", ")
        )
    };
    if thrown {
        text.push(' ');
        text.push_str(&lang.get("moves-pick-throw-mark"));
    }
    let mut thrown: Vec<String> = pos
        .throws_by(piece)
        .iter()
        .filter_map(|m| m.piece())
        .map(|p| p.to_string())
        .collect();
    thrown.dedup();
    if !thrown.is_empty() {
        text.push(' ');
        text.push_str(&crate::say!(
            lang,
            "moves-pick-throws",
            pieces = thrown.join(" ")
        ));
    }
    text
}

/// Whether `mv`, about to be played in `pos`, throws a piece: the mover's Pillbug (or a
/// Mosquito beside one) lifting an opponent's piece, or one of the mover's own to a cell
/// it reaches only by the throw (as the board marks it `^` when the piece is picked up:
/// [`Position::throw_only_destinations`]; a cell it could reach by its own movement too
/// is its own move).
pub(crate) fn is_throw(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Piece(p, _) if p.color() != pos.to_move() => true,
        Move::Piece(p, to) if pos.board().is_placed(p) => {
            pos.throw_only_destinations(p).contains(&to)
        }
        _ => false,
    }
}

/// Why the room did not take this screen's proposal, in the player's words (a sentence).
pub fn refusal(lang: &Lang, pos: &Position, why: &crate::room::Refusal) -> String {
    use crate::room::Refusal;
    match why {
        Refusal::Watching => lang.get("refusal-watching"),
        Refusal::Over => lang.get("refusal-over"),
        Refusal::NotYourTurn => lang.get("refusal-not-your-turn"),
        Refusal::Illegal(illegal) => {
            crate::say!(lang, "refusal-illegal", why = reason(lang, pos, illegal))
        }
        Refusal::OfferStands => lang.get("refusal-offer-stands"),
        Refusal::OfferedThisMove => lang.get("serving-refusal-offered-this-move"),
        Refusal::NoOffer => lang.get("refusal-no-offer"),
        Refusal::ClockNotOut => lang.get("refusal-clock-not-out"),
        Refusal::ClaimOnClock => lang.get("refusal-claim-on-clock"),
        Refusal::NoClaims => lang.get("refusal-no-claims"),
        Refusal::NotAway => lang.get("refusal-not-away"),
        Refusal::NotAwayLongEnough(left) => crate::say!(
            lang,
            "refusal-not-away-yet",
            minutes = left.as_secs().div_ceil(60).max(1)
        ),
        Refusal::NoTakeBacks => lang.get("dialogs-shared-no-undo"),
        Refusal::NothingToTakeBack => lang.get("moves-nothing-to-undo"),
        Refusal::NotSaved(e) => crate::say!(
            lang,
            "refusal-not-saved",
            why = crate::text::printable(e, 160).into_owned()
        ),
    }
}

/// Why the room sent this screen out, in the player's words.
pub fn send_off(lang: &Lang, why: crate::room::SendOff) -> String {
    use crate::room::SendOff;
    lang.get(match why {
        SendOff::Closed => "sent-out-closed",
        SendOff::OwnerRenewed => "sent-out-owner-renewed",
        SendOff::HostRenewed => "sent-out-host-renewed",
        SendOff::SeatRenewed => "sent-out-seat-renewed",
    })
}

/// What an invitation is for, as its host reads it: `Black joins with:` or `To watch:`.
pub fn invitation_label(lang: &Lang, invitation: &crate::room::Invitation) -> String {
    match invitation.seat.color() {
        Some(color) => {
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(lang, &mut args, "side", color, "");
            lang.format("invite-joins-with", Some(&args))
        }
        None => lang.get("invite-to-watch"),
    }
}

/// A stack's pieces, top first, as a player reads it down from the board: "bB1 on wQ on
/// bS1" (`stack` is bottom to top, as the board keeps it).
pub fn stack(lang: &Lang, stack: &[Piece]) -> String {
    let mut text = String::new();
    for piece in stack {
        text = if text.is_empty() {
            piece.to_string()
        } else {
            crate::say!(lang, "stack-on", upper = piece.to_string(), lower = text)
        };
    }
    text
}

/// The words of `text` for wrapping: split at spaces, but a UHP MoveString (`wA2 wG1/`)
/// kept whole, so that a move is never read half on one line and half on the next.
fn wrap_words(text: &str) -> Vec<String> {
    let is_piece = |w: &str| w.parse::<crate::rules::Piece>().is_ok();
    let is_reference = |w: &str| {
        let w = w.trim_end_matches([',', '.', ';', ':', ')', '…']);
        let w = w.strip_prefix(['-', '/', '\\']).unwrap_or(w);
        let w = w.strip_suffix(['-', '/', '\\']).unwrap_or(w);
        is_piece(w)
    };
    let mut out: Vec<String> = Vec::new();
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        let piece = is_piece(word.trim_start_matches(['(', '…']));
        match words.peek() {
            Some(next) if piece && is_reference(next) => {
                out.push(format!("{word} {next}"));
                words.next();
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// `text` broken into lines of at most `width` display columns, at spaces where it can be
/// (a word longer than a line is cut; a MoveString counts as one word).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    use crate::lang::columns::width as columns;
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in wrap_words(text) {
        let mut word = word;
        loop {
            let len = columns(&line);
            let wlen = columns(&word);
            let need = if line.is_empty() {
                wlen
            } else {
                len + 1 + wlen
            };
            if need <= width {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word longer than a whole line: cut it (at least one character a line).
            let mut used = 0;
            let at = word
                .char_indices()
                .find(|&(i, c)| {
                    used += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
                    i > 0 && used > width
                })
                .map_or(word.len(), |(i, _)| i);
            let rest = word.split_off(at);
            lines.push(word);
            word = rest;
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Why something is illegal, in the player's words (no trailing full stop).
pub fn reason(lang: &Lang, pos: &Position, why: &Illegal) -> String {
    crate::lang::rules::reason(lang, pos, why)
}

/// The letters of the bugs in `game_type`, in hand order, joined by `sep` (`Q S B G A` in
/// the base game): what the hand keys are in this game.
pub(crate) fn bug_letters(game_type: GameType, sep: &str) -> String {
    let letters: Vec<String> = Bug::ALL
        .into_iter()
        .filter(|&b| game_type.has(b))
        .map(|b| b.letter().to_string())
        .collect();
    letters.join(sep)
}

/// A failed notation move in words.
pub(crate) fn move_error(lang: &Lang, pos: &Position, e: &MoveError) -> String {
    crate::lang::notation::move_error(lang, pos, e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;
    use crate::rules::Game;

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), [""]);
        // Columns, not bytes or characters: a wide character takes two.
        assert_eq!(wrap("Ход чёрных", 6), ["Ход", "чёрных"]);
        assert_eq!(wrap("日本語", 4), ["日本", "語"]);
        // A move stays on one line: its piece and where it goes are one word here.
        assert_eq!(
            wrap(r"the engine expects bA1 bP\, wA2 wG1/, …", 28),
            [r"the engine expects bA1 bP\,", "wA2 wG1/, …"]
        );
        assert_eq!(wrap("play wQ -wS1", 8), ["play", "wQ -wS1"]);
        // Two pieces named one after the other are not a move.
        assert_eq!(wrap("wQ and wS1", 6), ["wQ and", "wS1"]);
    }

    #[test]
    fn endings_are_worded_without_a_full_stop() {
        let lang = Lang::english();
        let plain = |game: &Game| crate::lang::rules::result(&lang, game, ["", ""], None);
        let mut game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        game.resign(Color::White).unwrap();
        assert_eq!(plain(&game), "White resigned: Black wins");
        assert_eq!(
            crate::lang::rules::result(&lang, &game, ["Ann", "Bob"], None),
            "White (Ann) resigned: Black (Bob) wins"
        );
        game.withdraw_ending();
        game.agree_draw().unwrap();
        assert_eq!(plain(&game), "Draw agreed");
        // Queens shuffling, the repetition rule on: the start comes back a third time.
        let rules = crate::rules::Rules {
            repetition: true,
            ..Default::default()
        };
        let shuffle = r"Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-;wQ \wS1;bQ bS1/;wQ -wS1;bQ bS1-";
        let game = Game::parse_with_rules(shuffle, rules).unwrap();
        assert_eq!(plain(&game), "Draw by repetition");
        let won = r"Base;InProgress;White[1];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \bQ;wG1 bQ\;bG2 bQ/;wA1 wQ\;bA1 bG2/;wA1 bG2\;bA1 \bG2;wQ \wS1;bA1 bG2/;wQ /bG1";
        assert_eq!(
            plain(&Game::parse(won).unwrap()),
            "White wins: Black's Queen is surrounded"
        );
        let both = r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bS1-;wA3 wA1\;bG1 bA2-;wA3 /bQ";
        assert_eq!(
            plain(&Game::parse(both).unwrap()),
            "Draw: both Queens are surrounded"
        );
    }
}
