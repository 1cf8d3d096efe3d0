//! Text from files and other programs made safe to show: control characters escaped, long
//! text cut. A record holding escape sequences must not retitle or clear the terminal, and a
//! 100 MB line must not be printed back whole.

use std::borrow::Cow;
use std::fmt::Write;

/// How many characters of untrusted text an error message or a listing shows by default.
pub const SHOWN: usize = 200;

/// Whether `c` must not reach a terminal as it is: a control character, or an invisible
/// format character that reorders or hides text (the bidirectional controls, as in "Trojan
/// Source" attacks, zero-width characters and the byte-order mark).
pub fn is_hidden_or_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// `text` with every control or invisible format character ([`is_hidden_or_control`])
/// written as an escape (`\e`, `\n`, `\u{7}`, `\u{202e}`, …) and cut to at most `max`
/// characters with `…` when longer. Borrows when nothing changes.
///
/// ```
/// use hive::text::printable;
///
/// assert_eq!(printable("wQ \x1b]0;pwned\x07", 40), r"wQ \e]0;pwned\u{7}");
/// assert_eq!(printable("Ann", 40), "Ann");
/// assert_eq!(printable(&"x".repeat(50), 10), "xxxxxxxxx…");
/// ```
pub fn printable(text: &str, max: usize) -> Cow<'_, str> {
    let clean = !text.chars().any(is_hidden_or_control);
    let short = text.chars().nth(max).is_none();
    if clean && short {
        return Cow::Borrowed(text);
    }
    // Whole escapes only: a cut never leaves half of `\u{1b}` behind.
    let mut pieces: Vec<Cow<'static, str>> = Vec::new();
    let mut shown = 0;
    for c in text.chars() {
        let piece = escape(c);
        let width = piece.chars().count();
        if shown + width > max {
            while shown + 1 > max {
                match pieces.pop() {
                    Some(p) => shown -= p.chars().count(),
                    None => break,
                }
            }
            pieces.push(Cow::Borrowed("…"));
            break;
        }
        shown += width;
        pieces.push(piece);
    }
    Cow::Owned(pieces.concat())
}

/// JSON text (as serde_json writes it) with every control or invisible character
/// ([`is_hidden_or_control`]) inside its strings written as a `\uXXXX` escape: the same
/// data, safe to print. serde_json escapes only the C0 controls; DEL, the C1 controls
/// (U+009B starts a terminal command) and direction marks stay raw. Line breaks and tabs
/// outside strings (pretty printing) are kept: inside one they are escaped already.
///
/// ```
/// use hive::text::json_printable;
///
/// let json = serde_json::json!({ "white": "R\u{202e}X\u{9b}" }).to_string();
/// assert_eq!(json_printable(&json), r#"{"white":"R\u202eX\u009b"}"#);
/// ```
pub fn json_printable(json: &str) -> Cow<'_, str> {
    let unsafe_char = |c: char| is_hidden_or_control(c) && !matches!(c, '\n' | '\r' | '\t');
    if !json.chars().any(unsafe_char) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if unsafe_char(c) {
            // Every such character is in the Basic Multilingual Plane: one escape each.
            let _ = write!(out, "\\u{:04x}", c as u32);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

fn escape(c: char) -> Cow<'static, str> {
    match c {
        '\x1b' => Cow::Borrowed("\\e"),
        '\n' => Cow::Borrowed("\\n"),
        '\r' => Cow::Borrowed("\\r"),
        '\t' => Cow::Borrowed("\\t"),
        c if is_hidden_or_control(c) => {
            let mut s = String::new();
            let _ = write!(s, "\\u{{{:x}}}", c as u32);
            Cow::Owned(s)
        }
        c => Cow::Owned(c.to_string()),
    }
}

/// `n` things: `1 move`, `2 moves`.
pub fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else if let Some(stem) = thing.strip_suffix("ly") {
        // A ply, two plies.
        format!("{n} {stem}lies")
    } else {
        format!("{n} {thing}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_unsafe_survives_and_length_is_bounded() {
        let hostile = "\x1b[2J\x1b]0;title\x07\u{9b}31m\r\nname";
        let shown = printable(hostile, 200);
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
        assert_eq!(shown, r"\e[2J\e]0;title\u{7}\u{9b}31m\r\nname");
        let long = "é".repeat(10_000);
        let cut = printable(&long, SHOWN);
        assert_eq!(cut.chars().count(), SHOWN);
        assert!(cut.ends_with('…'));
        // Exactly `max` characters fit without a cut.
        assert_eq!(printable("abcde", 5), "abcde");
        assert_eq!(printable("abcdef", 5), "abcd…");
        assert_eq!(printable("\n\n\n", 4), r"\n…");
        // Text that reads backwards from here, or hides, is shown for what it is.
        assert_eq!(printable("evil\u{202e}txt.exe", 40), r"evil\u{202e}txt.exe");
        assert_eq!(printable("a\u{200b}b\u{feff}", 40), r"a\u{200b}b\u{feff}");
        assert_eq!(printable("Zoë ‘Z’", 40), "Zoë ‘Z’");
    }

    #[test]
    fn counts_agree_with_their_number() {
        assert_eq!(count(1, "move"), "1 move");
        assert_eq!(count(0, "move"), "0 moves");
        assert_eq!(count(3, "move"), "3 moves");
        assert_eq!(count(1, "ply"), "1 ply");
        assert_eq!(count(0, "ply"), "0 plies");
        assert_eq!(count(12, "ply"), "12 plies");
    }
}
