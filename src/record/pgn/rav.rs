//! Comments and variations (PGN's RAV, `( … )`) of a game's moves: cut out of the main
//! line's text as it is read, then each variation read into moves of its own, and the
//! clock comments (`{[%clk 0:04:55]}`) read into times left.
//!
//! The main line is read line by line (one ply a line, as hivegame.com writes it); a
//! comment or a variation may run over several lines, so they are taken out first and a
//! marker word left in their place, which the line reader hands back here for the move it
//! follows.

use std::time::Duration;

/// Marks where a comment or a variation stood in a line, as a word of its own: the
/// character can't be read from a file (the cutter turns it into U+FFFD).
const MARK: char = '\u{E000}';

/// The most nested variations read (deeper is refused, not overflowed).
const MAX_DEPTH: usize = 64;

/// One move of a line as written, before replay.
#[derive(Debug, Default)]
pub(super) struct RawMove {
    /// Its line.
    pub(super) line: usize,
    /// The number written before it.
    pub(super) number: u64,
    /// The move as written.
    pub(super) text: String,
    /// The mover's time left after it, from a `[%clk …]` comment after it.
    pub(super) clock: Option<Duration>,
    /// The variations written after it: each an alternative to it.
    pub(super) variations: Vec<RawLine>,
}

/// A variation as written: its moves.
#[derive(Debug, Default)]
pub(super) struct RawLine {
    /// Its moves, the first an alternative to the move it follows.
    pub(super) moves: Vec<RawMove>,
}

/// What a marker word stands for.
pub(super) enum Cut {
    /// A comment: the line it opened on and its text.
    Comment(usize, String),
    /// A variation: the line its `(` is on and its text between the parentheses.
    Variation(usize, String),
}

/// Takes comments and variations out of the lines of a file, keeping them for the moves
/// they follow; remembers one still open at the end of a line.
#[derive(Default)]
pub(super) struct Cutter {
    cuts: Vec<Cut>,
    /// A comment open at depth 0: its line and text so far.
    comment: Option<(usize, String)>,
    /// A variation open: its line, text so far, depth, and whether a comment is open in it.
    variation: Option<(usize, String, usize, bool)>,
    /// A `)` that closes nothing, first seen on this line.
    pub(super) stray_close: Option<usize>,
}

impl Cutter {
    /// Line `n` (`raw`) with each comment and variation replaced by a marker word, and
    /// `;` comments dropped.
    pub(super) fn cut(&mut self, raw: &str, n: usize) -> String {
        let mut out = String::with_capacity(raw.len());
        let mut chars = raw.chars();
        while let Some(c) = chars.next() {
            let c = if c == MARK { '\u{FFFD}' } else { c };
            if let Some((_, text, depth, in_comment)) = self.variation.as_mut() {
                match c {
                    '}' if *in_comment => *in_comment = false,
                    _ if *in_comment => {}
                    '{' => *in_comment = true,
                    // The rest of the line is a comment: kept as one for the variation's reader.
                    ';' => {
                        text.push('{');
                        text.extend(chars.by_ref().filter(|&c| c != '}'));
                        text.push('}');
                        break;
                    }
                    '(' => *depth += 1,
                    ')' if *depth == 1 => {
                        if let Some((line, text, _, _)) = self.variation.take() {
                            self.mark(&mut out, Cut::Variation(line, text));
                        }
                        continue;
                    }
                    ')' => *depth -= 1,
                    _ => {}
                }
                text.push(c);
                continue;
            }
            if let Some((_, text)) = self.comment.as_mut() {
                if c == '}' {
                    if let Some((line, text)) = self.comment.take() {
                        self.mark(&mut out, Cut::Comment(line, text));
                    }
                } else {
                    text.push(c);
                }
                continue;
            }
            match c {
                '{' => self.comment = Some((n, String::new())),
                ';' => break,
                '(' => self.variation = Some((n, String::new(), 1, false)),
                ')' => {
                    self.stray_close.get_or_insert(n);
                }
                c => out.push(c),
            }
        }
        // A line break inside a comment or a variation is kept as one.
        if let Some((_, text)) = self.comment.as_mut() {
            text.push('\n');
        }
        if let Some((_, text, _, _)) = self.variation.as_mut() {
            text.push('\n');
        }
        out
    }

    fn mark(&mut self, out: &mut String, cut: Cut) {
        out.push_str(&format!(" {MARK}{} ", self.cuts.len()));
        self.cuts.push(cut);
    }

    /// Whether a comment or a variation is open (a line starting with `[` is then not a tag).
    pub(super) fn is_open(&self) -> bool {
        self.comment.is_some() || self.variation.is_some()
    }

    /// The line of a comment never closed, and of a variation never closed.
    pub(super) fn unclosed(&self) -> [Option<usize>; 2] {
        [
            self.comment.as_ref().map(|c| c.0),
            self.variation.as_ref().map(|v| v.0),
        ]
    }

    /// What a word of a cut line stands for, when it is a marker.
    pub(super) fn take(&mut self, word: &str) -> Option<Cut> {
        let index: usize = word.strip_prefix(MARK)?.parse().ok()?;
        let cut = self.cuts.get_mut(index)?;
        Some(std::mem::replace(cut, Cut::Comment(0, String::new())))
    }
}

/// Whether `word` is a marker the cutter left.
pub(super) fn is_mark(word: &str) -> bool {
    word.starts_with(MARK)
}

/// Gives a comment or a variation to the move it follows (`None`: no move yet); an error
/// names the line and what is wrong.
pub(super) fn attach(to: Option<&mut RawMove>, cut: Cut) -> Result<(), (usize, String)> {
    match cut {
        Cut::Comment(line, text) => {
            let clock = clock_in(&text).map_err(|m| (line, m))?;
            if let (Some(m), Some(clock)) = (to, clock) {
                m.clock = Some(clock);
            }
            Ok(())
        }
        Cut::Variation(line, text) => {
            let Some(m) = to else {
                return Err((line, "a `(` variation before any move".into()));
            };
            m.variations.push(read_line(&text, line)?);
            Ok(())
        }
    }
}

/// One piece of a variation's text.
enum Token {
    Word(usize, String),
    Comment(usize, String),
    Open(usize),
    Close(usize),
}

fn tokens(text: &str, first_line: usize) -> Result<Vec<Token>, (usize, String)> {
    let mut out = Vec::new();
    let mut line = first_line;
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Token>, line: usize| {
        if !word.is_empty() {
            out.push(Token::Word(line, std::mem::take(word)));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut word, &mut out, line);
                let start = line;
                let mut comment = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => {
                            line += usize::from(c == '\n');
                            comment.push(c);
                        }
                        None => return Err((start, "a `{` comment that is never closed".into())),
                    }
                }
                out.push(Token::Comment(start, comment));
            }
            '(' => {
                flush(&mut word, &mut out, line);
                out.push(Token::Open(line));
            }
            ')' => {
                flush(&mut word, &mut out, line);
                out.push(Token::Close(line));
            }
            c if c.is_whitespace() => {
                flush(&mut word, &mut out, line);
                line += usize::from(c == '\n');
            }
            c => word.push(c),
        }
    }
    flush(&mut word, &mut out, line);
    Ok(out)
}

/// A variation's text (between its parentheses), `line` the line of its `(`.
fn read_line(text: &str, line: usize) -> Result<RawLine, (usize, String)> {
    let tokens = tokens(text, line)?;
    let mut at = 0;
    let moves = moves_of(&tokens, &mut at, line, 0)?;
    if let Some(Token::Close(l)) = tokens.get(at) {
        return Err((*l, "a `)` that closes no variation".into()));
    }
    Ok(RawLine { moves })
}

/// The moves of a variation opened on `line`, through the `)` that closes it (or the end).
fn moves_of(
    tokens: &[Token],
    at: &mut usize,
    line: usize,
    depth: usize,
) -> Result<Vec<RawMove>, (usize, String)> {
    if depth > MAX_DEPTH {
        return Err((
            line,
            format!("variations nested more than {MAX_DEPTH} deep"),
        ));
    }
    let mut moves: Vec<RawMove> = Vec::new();
    let mut closed = false;
    while let Some(token) = tokens.get(*at) {
        *at += 1;
        match token {
            Token::Close(_) if depth > 0 => {
                closed = true;
                break;
            }
            Token::Close(l) => return Err((*l, "a `)` that closes no variation".into())),
            Token::Open(l) => {
                let nested = moves_of(tokens, at, *l, depth + 1)?;
                let Some(m) = moves.last_mut() else {
                    return Err((*l, "a `(` variation before any move of its line".into()));
                };
                if nested.is_empty() {
                    return Err((*l, "an empty variation `()`".into()));
                }
                m.variations.push(RawLine { moves: nested });
            }
            Token::Comment(l, text) => attach(moves.last_mut(), Cut::Comment(*l, text.clone()))?,
            Token::Word(l, word) => {
                let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                let rest = &word[digits..];
                if digits > 0 && (rest.is_empty() || rest.starts_with('.')) {
                    let number = word[..digits]
                        .parse()
                        .map_err(|_| (*l, format!("`{}` is not a move number", &word[..digits])))?;
                    moves.push(RawMove {
                        line: *l,
                        number,
                        text: rest.trim_start_matches('.').to_string(),
                        ..RawMove::default()
                    });
                } else if (word.starts_with('$') && word[1..].bytes().all(|b| b.is_ascii_digit()))
                    || matches!(word.as_str(), "*" | "1-0" | "0-1" | "1/2-1/2")
                {
                    // An annotation glyph, or a result some tools end a variation with.
                } else if let Some(m) = moves.last_mut() {
                    if !m.text.is_empty() {
                        m.text.push(' ');
                    }
                    m.text.push_str(word);
                } else {
                    return Err((
                        *l,
                        format!(
                            "`{}` in a variation before any numbered move (`3. wA1 -wS1`)",
                            crate::text::printable(word, 40)
                        ),
                    ));
                }
            }
        }
    }
    if depth > 0 && !closed {
        return Err((line, "a `(` variation that is never closed".into()));
    }
    if let Some(empty) = moves.iter().find(|m| m.text.is_empty()) {
        return Err((empty.line, format!("move {} is empty", empty.number)));
    }
    if depth == 0 && moves.is_empty() {
        return Err((line, "an empty variation `()`".into()));
    }
    Ok(moves)
}

/// The time a `[%clk H:MM:SS]` command in a comment gives (fractions of a second to the
/// millisecond), if it holds one.
pub(super) fn clock_in(comment: &str) -> Result<Option<Duration>, String> {
    let Some(start) = comment.find("[%clk") else {
        return Ok(None);
    };
    let rest = &comment[start + "[%clk".len()..];
    let Some(end) = rest.find(']') else {
        return Err("a `[%clk` with no `]`".into());
    };
    let given = rest[..end].trim();
    read_clock(given).map(Some).ok_or_else(|| {
        format!(
            "`[%clk {}]` is not a time left: expected H:MM:SS, e.g. `[%clk 0:04:55]`",
            crate::text::printable(given, 40)
        )
    })
}

/// `H:MM:SS` or `H:MM:SS.f` (also `MM:SS`, as some tools write it).
fn read_clock(text: &str) -> Option<Duration> {
    let parts: Vec<&str> = text.split(':').collect();
    let (hours, minutes, seconds) = match parts.as_slice() {
        [h, m, s] => (*h, *m, *s),
        [m, s] => ("0", *m, *s),
        _ => return None,
    };
    let number = |t: &str| -> Option<u64> {
        (!t.is_empty() && t.len() <= 6 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    let (h, m, s) = (number(hours)?, number(minutes)?, number(whole)?);
    if m >= 60 || s >= 60 || whole.len() != 2 || (parts.len() == 3 && minutes.len() != 2) {
        return None;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit())
        || (seconds.contains('.') && fraction.is_empty())
    {
        return None;
    }
    // To the millisecond: further digits are dropped.
    let millis: u64 = format!("{:0<3}", &fraction[..fraction.len().min(3)])
        .parse()
        .ok()?;
    Some(Duration::from_millis(
        ((h * 60 + m) * 60 + s) * 1000 + millis,
    ))
}

/// The `[%clk …]` command for a time left: `[%clk 0:04:55]`, with the fraction when there
/// is one (`[%clk 0:00:09.5]`).
pub(super) fn clock_command(left: Duration) -> String {
    let secs = left.as_secs();
    let millis = left.subsec_millis();
    let fraction = match millis {
        0 => String::new(),
        m => format!(".{}", format!("{m:03}").trim_end_matches('0')),
    };
    format!(
        "[%clk {}:{:02}:{:02}{fraction}]",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_commands_both_ways() {
        let ms = Duration::from_millis;
        assert_eq!(clock_in("[%clk 0:04:55]"), Ok(Some(ms(295_000))));
        assert_eq!(clock_in(" [%clk 1:00:09.5] good"), Ok(Some(ms(3_609_500))));
        assert_eq!(clock_in("[%clk 04:55]"), Ok(Some(ms(295_000))));
        assert_eq!(clock_in("just words"), Ok(None));
        assert!(clock_in("[%clk 0:4:55]").is_err());
        assert!(clock_in("[%clk 0:04:60]").is_err());
        assert!(clock_in("[%clk 0:04:55").is_err());
        for left in [0, 9_500, 295_000, 3_609_001, 90_000_000] {
            let text = clock_command(ms(left));
            assert_eq!(clock_in(&text), Ok(Some(ms(left))), "{text}");
        }
        assert_eq!(clock_command(ms(295_000)), "[%clk 0:04:55]");
        assert_eq!(clock_command(ms(9_500)), "[%clk 0:00:09.5]");
    }

    #[test]
    fn nested_variations_go_to_the_move_they_follow() {
        let line = read_line(
            "3. wA1 -wS1 {[%clk 0:01:00]} (3. wG1 -wS1) 4. bQ bS1- (4. bA1 bS1-)\n5. wQ -wA1",
            7,
        )
        .unwrap();
        let texts: Vec<&str> = line.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["wA1 -wS1", "bQ bS1-", "wQ -wA1"]);
        assert_eq!(line.moves[0].clock, Some(Duration::from_secs(60)));
        assert_eq!(line.moves[0].variations[0].moves[0].text, "wG1 -wS1");
        assert_eq!(line.moves[1].variations[0].moves[0].text, "bA1 bS1-");
        assert_eq!(line.moves[2].line, 8);
        assert_eq!(read_line("3. wA1 (3. wG1", 2).unwrap_err().0, 2);
        assert_eq!(read_line("3. wA1 )", 4).unwrap_err().0, 4);
        assert_eq!(read_line("wA1", 4).unwrap_err().0, 4);
        assert_eq!(read_line("(3. wA1) 3. wG1", 4).unwrap_err().0, 4);
        assert_eq!(
            read_line("3.", 4).unwrap_err(),
            (4, "move 3 is empty".into())
        );
    }
}
