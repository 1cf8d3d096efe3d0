//! Writing a record as hivegame.com writes a PGN game.

use jiff::tz::Offset;

use crate::record::model::{Record, Variation};
use crate::record::outcome::{Ending, GameResult};
use crate::rules::{Color, Ending as RulesEnding, GameState};

use super::rav::clock_command;

/// The record as hivegame.com writes a game: the tags, one ply per line (up to the ply the
/// game stands at, as the GameString), and the result again after a blank line once the
/// game is over. A game that ended off the board also
/// gets a `Termination` tag (which hivegame.com's reader skips), so that it reads back the
/// same.
pub fn write(record: &Record) -> String {
    write_commented(record, &[])
}

/// [`write()`], with a comment after some moves of the main line: `(ply from 0, text)`, in
/// any order (a match writes what each engine said of its search there). Each goes on a
/// line of its own in braces; its text should start with a word without a digit, so that
/// hivegame.com's reader skips the line (braces in the text become parentheses).
pub fn write_commented(record: &Record, comments: &[(usize, String)]) -> String {
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
        ("Event", record.event.as_deref().unwrap_or_default()),
        ("Site", record.site.as_deref().unwrap_or_default()),
        ("Round", record.round.as_deref().unwrap_or_default()),
        ("White", record.white.as_str()),
        ("Black", record.black.as_str()),
        ("Result", result),
    ];
    for (name, value) in tags {
        push_tag(&mut out, name, value);
    }
    // The PGN standard's tag (hivegame.com writes none; its reader skips any tag).
    if let Some(clock) = record.clock {
        push_tag(&mut out, "TimeControl", &clock.control.to_pgn());
    }
    if let Some(ending) = record.result.ending {
        push_tag(&mut out, "Termination", termination_word(ending));
    }
    // Why it ended, when the record says (an engine that failed in a match, a ply cap).
    if let Some(note) = &record.result.note {
        push_tag(&mut out, "TerminationDetails", note);
    }
    out.push('\n');
    // The game as it stands: moves taken back (see `Record::current`) are not part of it.
    // Each move's time left and the variations that leave it follow it on lines of their
    // own: hivegame.com's reader skips a line with a `[` in it and one whose first word
    // has no digit, so it still reads the main line of such a file.
    for (i, m) in record.moves.iter().take(record.current_ply()).enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, m.text));
        if let Some(left) = m.left {
            out.push_str(&format!("{{{}}}\n", clock_command(left)));
        }
        for (_, comment) in comments.iter().filter(|(ply, _)| *ply == i) {
            let text: String = comment
                .chars()
                .map(|c| match c {
                    '{' => '(',
                    '}' => ')',
                    c if crate::text::is_hidden_or_control(c) => ' ',
                    c => c,
                })
                .collect();
            out.push_str(&format!("{{{text}}}\n"));
        }
        for (v, _) in children(record, None, i) {
            out.push_str("( ");
            push_variation(&mut out, record, v);
            out.push_str(")\n");
        }
    }
    if record.result.is_finished() {
        out.push_str(&format!("\n{result}\n"));
    }
    out
}

/// The variations that leave line `from` (`None` the main line) to replace its move at
/// index `ply` (from the game's start), in the record's order.
fn children(
    record: &Record,
    from: Option<usize>,
    ply: usize,
) -> impl Iterator<Item = (usize, &Variation)> {
    record
        .variations
        .iter()
        .enumerate()
        .filter(move |(_, v)| v.from == from && v.at == ply)
}

/// Variation `v` as PGN's RAV, without its parentheses: its numbered moves, each with its
/// clock comment and then the variations that leave it there, nested.
fn push_variation(out: &mut String, record: &Record, v: usize) {
    let Some(variation) = record.variations.get(v) else {
        return;
    };
    for (j, m) in variation.moves.iter().enumerate() {
        let ply = variation.at + j;
        out.push_str(&format!("{}. {} ", ply + 1, m.text));
        if let Some(left) = m.left {
            out.push_str(&format!("{{{}}} ", clock_command(left)));
        }
        // A variation of the variation's first move leaves the same line (the record
        // never stores one; see `Variation::at`), so only later moves have any.
        if j > 0 {
            for (w, _) in children(record, Some(v), ply) {
                out.push_str("( ");
                push_variation(out, record, w);
                out.push_str(") ");
            }
        }
    }
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    // One line per tag: line breaks and other control (or invisible format) characters
    // become spaces; a quote and a backslash are escaped as the PGN standard writes them
    // (and our reader reads them).
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                escaped.push('\\');
                escaped.push(c);
            }
            c if crate::text::is_hidden_or_control(c) => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
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
        Ending::Rules(RulesEnding::Resignation(_)) => "resignation",
        Ending::TimedOut(_) => "time forfeit",
        Ending::Forfeit(_) => "rules infraction",
        // The PGN standard's word for a game a player left.
        Ending::Abandoned(_) => "abandoned",
        Ending::LostOffBoard(_) => "off the board",
        Ending::Rules(RulesEnding::Agreement) => "draw agreed",
        // The PGN standard's word for a result given by a third party (an arbiter, a server,
        // a match runner's ply cap).
        Ending::DeclaredDraw => "adjudication",
        Ending::Rules(RulesEnding::Repetition) => "repetition",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn moves_taken_back_are_left_out_as_in_the_game_string() {
        let game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-").unwrap();
        let mut record = Record::from_game(&game, "a", "b", None);
        record.current = Some(2);
        let pgn = write(&record);
        assert!(pgn.ends_with("\n1. wS1\n2. bS1 wS1-\n"), "{pgn}");
        assert_eq!(
            record.to_game_string(),
            "Base;InProgress;White[2];wS1;bS1 wS1-"
        );
    }

    #[test]
    fn comments_follow_their_moves_and_read_back() {
        let game = Game::parse("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1").unwrap();
        let record = Record::from_game(&game, "a", "b", None);
        let pgn = write_commented(
            &record,
            &[
                (2, "time 0.5s".to_string()),
                (1, "eval {9} depth 3".to_string()),
            ],
        );
        assert!(
            pgn.ends_with("1. wS1\n2. bS1 wS1-\n{eval (9) depth 3}\n3. wQ -wS1\n{time 0.5s}\n"),
            "{pgn}"
        );
        let read = crate::record::pgn::read(std::path::Path::new("x.pgn"), &pgn).unwrap();
        let back = read.into_iter().next().unwrap().unwrap();
        assert_eq!(back.record.to_game_string(), record.to_game_string());
    }
}
