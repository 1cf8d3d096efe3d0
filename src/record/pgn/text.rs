//! The text of a PGN file cut into games: tag lines, numbered moves, result lines.

use crate::rules::Color;

use super::rav::{self, Cutter, RawMove};

/// What a `Result` value (or the result line after the moves) says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Claim {
    Win(Color),
    Draw,
    InProgress,
    Unknown,
}

/// Reads a result word; the flag says it was a spelling hivegame.com does not write.
pub(super) fn claim(word: &str) -> (Claim, bool) {
    match word.trim() {
        "1-0" | "WhiteWins" => (Claim::Win(Color::White), false),
        "0-1" | "BlackWins" => (Claim::Win(Color::Black), false),
        "1/2-1/2" | "Draw" => (Claim::Draw, false),
        "½-½" => (Claim::Draw, true),
        "*" | "InProgress" | "NotStarted" => (Claim::InProgress, false),
        _ => (Claim::Unknown, false),
    }
}

/// Whether a line after the moves is a result, not a move.
fn is_result_word(word: &str) -> bool {
    claim(word).0 != Claim::Unknown || matches!(word, "Unknown" | "Unkown" | "Adjudicated")
}

/// One game's lines, before replay.
#[derive(Default)]
pub(super) struct RawGame {
    /// The line the game starts on.
    pub(super) line: usize,
    /// The tags in file order, values as written.
    pub(super) tags: Vec<(String, String)>,
    /// The moves in file order.
    pub(super) moves: Vec<RawMove>,
    /// The result written again after the moves, if it is.
    pub(super) result_line: Option<String>,
    /// The first line that is not PGN, and what is wrong with it.
    pub(super) error: Option<(usize, String)>,
}

impl RawGame {
    pub(super) fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn fail(&mut self, line: usize, message: String) {
        self.error.get_or_insert((line, message));
    }
}

/// Cuts the text into games: a tag after a move or a result line starts the next game.
/// Comments (`{…}`, as `hive analyze` writes them, and `;` to the end of a line) and
/// variations (`( … )`) may run over several lines; each goes to the move it follows: a
/// clock comment (`{[%clk 0:04:55]}`) gives the time left after it, a variation an
/// alternative to it.
pub(super) fn split_games(text: &str) -> Vec<RawGame> {
    let mut games = Vec::new();
    let mut cur: Option<RawGame> = None;
    let mut cutter = Cutter::default();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let cut;
        let line = if !cutter.is_open() && raw.trim_start().starts_with('[') {
            // A tag's value may hold `{` or `;`.
            raw.trim()
        } else {
            cut = cutter.cut(raw, n);
            cut.trim()
        };
        // What stands before the first move of the line (a comment or a variation on a
        // line of its own, as our export writes them) follows the last move before it.
        let lead = line
            .split_whitespace()
            .take_while(|w| rav::is_mark(w))
            .map(|w| w.len() + 1)
            .sum::<usize>();
        let (marks, line) = line.split_at(lead.min(line.len()));
        let line = line.trim();
        if !marks.is_empty() {
            let game = cur.get_or_insert_with(|| RawGame {
                line: n,
                ..RawGame::default()
            });
            for word in marks.split_whitespace() {
                if let Some(cut) = cutter.take(word)
                    && let Err((line, message)) = rav::attach(game.moves.last_mut(), cut)
                {
                    game.fail(line, message);
                }
            }
        }
        if let Some(stray) = cutter.stray_close.take() {
            let game = cur.get_or_insert_with(|| RawGame {
                line: n,
                ..RawGame::default()
            });
            game.fail(stray, "a `)` that closes no variation".to_string());
        }
        if line.is_empty() {
            continue;
        }
        let game = match cur.as_mut() {
            Some(g)
                if !(line.starts_with('[') && (!g.moves.is_empty() || g.result_line.is_some())) =>
            {
                g
            }
            _ => {
                games.extend(cur.take());
                cur.insert(RawGame {
                    line: n,
                    ..RawGame::default()
                })
            }
        };
        if line.starts_with('[') {
            for one in tags_of(line) {
                match tag_line(one) {
                    Some(tag) => game.tags.push(tag),
                    None => game.fail(
                        n,
                        format!("`{one}` is not a tag: expected `[Name \"value\"]`"),
                    ),
                }
            }
        } else if move_line(line).is_some() {
            // Other tools write several moves to a line, and the result after the last.
            let (segments, result) = move_segments(line);
            for segment in segments {
                // The comments and variations after the move, and the move without them.
                let (words, marks): (Vec<&str>, Vec<&str>) =
                    segment.split_whitespace().partition(|w| !rav::is_mark(w));
                // Annotation glyphs (`$1`) between the move and its comments are no part of it.
                let words: Vec<&str> = words
                    .into_iter()
                    .filter(|w| !(w.starts_with('$') && w[1..].bytes().all(|b| b.is_ascii_digit())))
                    .collect();
                let text = words.join(" ");
                match move_line(&text) {
                    Some(Ok((number, text))) if game.result_line.is_none() => {
                        game.moves.push(RawMove {
                            line: n,
                            number,
                            text: text.to_string(),
                            ..RawMove::default()
                        });
                        for word in marks {
                            if let Some(cut) = cutter.take(word)
                                && let Err((line, message)) =
                                    rav::attach(game.moves.last_mut(), cut)
                            {
                                game.fail(line, message);
                            }
                        }
                    }
                    Some(Ok(_)) => game.fail(n, "a move after the result line".to_string()),
                    Some(Err(message)) => game.fail(n, message),
                    None => game.fail(n, format!("`{segment}` is not a numbered move")),
                }
            }
            if let Some(result) = result {
                game.result_line = Some(result.to_string());
            }
        } else if is_result_word(line) {
            game.result_line = Some(line.to_string());
        } else {
            game.fail(
                n,
                format!("`{line}` is not a tag, a numbered move (`12. wB1 bQ`) or a result"),
            );
        }
    }
    let [comment, variation] = cutter.unclosed();
    let unclosed = [
        comment.map(|line| (line, "a `{` comment that is never closed")),
        variation.map(|line| (line, "a `(` variation that is never closed")),
    ];
    for (line, message) in unclosed.into_iter().flatten() {
        let game = match cur.as_mut() {
            Some(g) => g,
            None => cur.insert(RawGame {
                line,
                ..RawGame::default()
            }),
        };
        game.fail(line, message.to_string());
    }
    games.extend(cur);
    games
}

/// A line of moves cut into one numbered move each (`1. wS1 2. bS1 wS1-`), without
/// annotation glyphs (`$1`), and the result after the last move, if one ends the line.
fn move_segments(line: &str) -> (Vec<&str>, Option<&str>) {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut segments = Vec::new();
    let mut result = None;
    let mut numbered = false;
    // The current move's kept words, from the start of the first to the end of the last.
    let mut span: Option<(usize, usize)> = None;
    for (i, &word) in words.iter().enumerate() {
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && word[digits..].starts_with('.') {
            numbered = true;
            segments.extend(span.take().map(|(a, b)| &line[a..b]));
        } else if i + 1 == words.len() && numbered && claim(word).0 != Claim::Unknown {
            result = Some(word);
            continue;
        }
        if word.starts_with('$') && word[1..].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let at = word.as_ptr() as usize - line.as_ptr() as usize;
        let end = at + word.len();
        span = Some(span.map_or((at, end), |(a, _)| (a, end)));
    }
    if numbered {
        segments.extend(span.map(|(a, b)| &line[a..b]));
    } else {
        segments.push(line);
    }
    (segments, result)
}

/// The tags of a line that holds several (`[White "x"] [Black "y"]`), each whole: a line
/// is cut where a quote and `]` are followed by `[` and a tag name, a space and a quote.
fn tags_of(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut from = 0;
    while let Some(at) = line[from..].find("\"]").map(|i| from + i + 2) {
        let next = line[at..].trim_start();
        let begins_tag = next.strip_prefix('[').is_some_and(|t| {
            let name_len = t.find(|c: char| !is_name_char(c)).unwrap_or(t.len());
            name_len > 0
                && t[name_len..].trim_start().starts_with('"')
                && t[name_len..].starts_with(char::is_whitespace)
        });
        if begins_tag {
            out.push(line[start..at].trim());
            start = line.len() - next.len();
        }
        from = at;
    }
    out.push(line[start..].trim());
    out
}

/// A character of a tag's name: letters, digits, `_` (the standard's), and `-` (seen).
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-')
}

/// `[Name "value"]`: the value runs from the first quote to the last, `\"` and `\\` read
/// as the standard escapes them (a quote and a backslash), anything else as written.
fn tag_line(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    if name.is_empty() || !name.chars().all(is_name_char) {
        return None;
    }
    let rest = rest.trim();
    let value = match rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
        Some(v) => unescape(v),
        None if rest.starts_with('"') => return None,
        None => rest.to_string(),
    };
    Some((name.to_string(), value))
}

/// `\"` → `"`, `\\` → `\`; any other backslash stays.
fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next @ ('"' | '\\'))) => {
                out.push(next);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

/// `12. wB1 bQ` (also `12 wB1 bQ`, `12.wB1 bQ`, `12... wB1 bQ`): the number and the move.
/// `None` when the line does not start with a move number (`1-0` does not).
pub(super) fn move_line(line: &str) -> Option<Result<(u64, &str), String>> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = line.get(digits..)?;
    let after = rest.trim_start_matches('.');
    let dotted = after.len() < rest.len();
    if digits == 0 || !(dotted || rest.starts_with(char::is_whitespace)) {
        return None;
    }
    let Ok(number) = line[..digits].parse::<u64>() else {
        return Some(Err(format!("`{}` is not a move number", &line[..digits])));
    };
    let text = after.trim();
    if text.is_empty() {
        return Some(Err(format!("move {number} is empty")));
    }
    Some(Ok((number, text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_and_what_is_not_one() {
        assert_eq!(move_line("12. wB1 bQ"), Some(Ok((12, "wB1 bQ"))));
        assert_eq!(move_line("1. wL "), Some(Ok((1, "wL"))));
        assert_eq!(move_line("3.wA1 -wQ"), Some(Ok((3, "wA1 -wQ"))));
        assert_eq!(move_line("4 pass"), Some(Ok((4, "pass"))));
        assert_eq!(move_line("1-0"), None);
        assert_eq!(move_line("1/2-1/2"), None);
        assert_eq!(move_line("Draw"), None);
        assert!(matches!(move_line("13."), Some(Err(_))));
    }

    #[test]
    fn comments_are_skipped_wherever_they_stand() {
        let text = "[Event \"a {b}; c\"]\n1. wB1 {eval +17; best wB1}\n2. bS1 wB1- ; a remark\n\
                    {a comment\non two lines} 3. wQ -wB1\n; a whole line\n4. bQ {x} bS1-\n";
        let games = split_games(text);
        assert_eq!(games.len(), 1);
        let game = &games[0];
        assert!(game.error.is_none(), "{:?}", game.error);
        assert_eq!(game.tag("Event"), Some("a {b}; c"));
        let moves: Vec<(usize, u64, &str)> = game
            .moves
            .iter()
            .map(|m| (m.line, m.number, m.text.as_str()))
            .collect();
        assert_eq!(
            moves,
            [
                (2, 1, "wB1"),
                (3, 2, "bS1 wB1-"),
                (5, 3, "wQ -wB1"),
                (7, 4, "bQ bS1-")
            ]
        );
        let open = split_games("1. wB1\n2. bS1 wB1- {never closed\n3. wQ -wB1\n");
        assert_eq!(
            open[0].error,
            Some((2, "a `{` comment that is never closed".to_string()))
        );
        assert_eq!(open[0].moves.len(), 2);
    }

    #[test]
    fn tags_keep_their_value_as_written() {
        assert_eq!(
            tag_line(r#"[White "a "quoted" name"]"#),
            Some(("White".into(), r#"a "quoted" name"#.into()))
        );
        assert_eq!(
            tag_line(r#"[Event ""]"#),
            Some(("Event".into(), String::new()))
        );
        assert_eq!(
            tag_line("[Result 1-0]"),
            Some(("Result".into(), "1-0".into()))
        );
        assert_eq!(tag_line(r#"[White "open]"#), None);
        assert_eq!(tag_line("[]"), None);
        // The standard's escapes; a lone backslash stays.
        assert_eq!(
            tag_line(r#"[White "Al \"The Ant\" \\ Co\x"]"#),
            Some(("White".into(), r#"Al "The Ant" \ Co\x"#.into()))
        );
        assert_eq!(
            tag_line(r#"[Weird-Tag "1"]"#),
            Some(("Weird-Tag".into(), "1".into()))
        );
    }

    #[test]
    fn moves_written_as_other_tools_write_them_are_each_read() {
        // A tester's variations, glyphs and lines of several moves refused the whole game.
        let text = "[GameType \"Base\"]\n1. wS1 2. bS1 wS1- (2. bS1 -wS1 (2. bA1 -wS1))\n\
                    3.wQ -wS1 $1 {good}\n4... bQ bS1-\n(4. bQ -bS1\n5. wA1 -wQ) 5. wA1 \\wQ 1-0\n";
        let games = split_games(text);
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert!(g.error.is_none(), "{:?}", g.error);
        let moves: Vec<(u64, &str)> = g
            .moves
            .iter()
            .map(|m| (m.number, m.text.as_str()))
            .collect();
        assert_eq!(
            moves,
            [
                (1, "wS1"),
                (2, "bS1 wS1-"),
                (3, "wQ -wS1"),
                (4, "bQ bS1-"),
                (5, "wA1 \\wQ")
            ]
        );
        assert_eq!(g.result_line.as_deref(), Some("1-0"));
        // Each variation goes to the move it follows, one on its own line to the last
        // move before it.
        let alternatives = |i: usize| -> Vec<&str> {
            g.moves[i]
                .variations
                .iter()
                .map(|v| v.moves[0].text.as_str())
                .collect()
        };
        assert_eq!(alternatives(1), ["bS1 -wS1"]);
        assert_eq!(
            g.moves[1].variations[0].moves[0].variations[0].moves[0].text,
            "bA1 -wS1"
        );
        assert_eq!(alternatives(3), ["bQ -bS1"]);
        assert_eq!(g.moves[3].variations[0].moves[1].text, "wA1 -wQ");
        assert_eq!(g.moves[3].variations[0].moves[0].line, 5);
        // A variation left open is an error naming where it opened.
        let open = split_games("1. wS1 (1. wA1\n2. bS1 wS1-\n");
        assert_eq!(open[0].error.as_ref().map(|e| e.0), Some(1));
    }

    #[test]
    fn several_tags_on_a_line_are_each_read() {
        assert_eq!(
            tags_of(r#"[White "x"] [Black "y"]"#),
            [r#"[White "x"]"#, r#"[Black "y"]"#]
        );
        assert_eq!(
            tags_of(r#"[White "x"][Black "y"]"#),
            [r#"[White "x"]"#, r#"[Black "y"]"#]
        );
        // A value that only looks like it holds a tag stays one.
        assert_eq!(tags_of(r#"[White "a"] [b]"]"#), [r#"[White "a"] [b]"]"#]);
        assert_eq!(
            tags_of(r#"[White "a "quoted" name"]"#),
            [r#"[White "a "quoted" name"]"#]
        );
    }
}
