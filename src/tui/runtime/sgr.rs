//! The 16 ANSI colours written as a 16-colour terminal reads them: crossterm writes even the
//! named colours as 256-colour escapes (`38;5;N`), which such a terminal (the Linux console,
//! a plain xterm) draws wrong or not at all; [`Ansi16`] rewrites them as their own codes
//! (`30`–`37`, `90`–`97`, and `40`–`47`, `100`–`107` for backgrounds) on the way out.

use std::io::{self, Write};

/// The longest escape sequence held back to be looked at; a longer one goes out as it is.
const HELD_MOST: usize = 64;

/// A writer that passes everything to `inner`, the colour escapes of the 16 ANSI colours
/// rewritten in their 16-colour form (the same colours, which every colour terminal
/// knows). A sequence split over several writes is put together first.
#[derive(Debug)]
pub(crate) struct Ansi16<W: Write> {
    inner: W,
    /// The escape sequence begun and not yet ended (empty outside one).
    held: Vec<u8>,
}

impl<W: Write> Ansi16<W> {
    /// Writes to `inner`.
    pub(crate) fn new(inner: W) -> Ansi16<W> {
        Ansi16 {
            inner,
            held: Vec::new(),
        }
    }
}

/// The parameters of an SGR sequence with each 256-colour index below 16 as its 16-colour
/// code; the rest as they were.
fn rewrite(params: &str) -> String {
    let p: Vec<&str> = params.split(';').collect();
    let mut out: Vec<String> = Vec::with_capacity(p.len());
    let mut i = 0;
    while i < p.len() {
        let index = p.get(i + 2).and_then(|n| n.parse::<u16>().ok());
        let take = match (p[i], p.get(i + 1)) {
            ("38" | "48", Some(&"5")) => match index {
                Some(n) if n < 16 => {
                    let base = match (p[i] == "38", n < 8) {
                        (true, true) => 30,
                        (true, false) => 90 - 8,
                        (false, true) => 40,
                        (false, false) => 100 - 8,
                    };
                    out.push((base + n).to_string());
                    i += 3;
                    continue;
                }
                _ => 3,
            },
            ("38" | "48", Some(&"2")) => 5,
            _ => 1,
        };
        let end = (i + take).min(p.len());
        out.extend(p[i..end].iter().map(|s| (*s).to_string()));
        i = end;
    }
    out.join(";")
}

impl<W: Write> Write for Ansi16<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut out = Vec::with_capacity(buf.len());
        for &b in buf {
            match (self.held.as_slice(), b) {
                ([], 0x1b) => self.held.push(b),
                ([], _) => out.push(b),
                ([0x1b], b'[') => self.held.push(b),
                ([0x1b], _) => {
                    out.append(&mut self.held);
                    out.push(b);
                }
                // Inside `ESC [`: parameters until the final byte.
                (_, _) => {
                    self.held.push(b);
                    if (0x40..=0x7e).contains(&b) {
                        let params = &self.held[2..self.held.len() - 1];
                        match std::str::from_utf8(params) {
                            Ok(params) if b == b'm' => {
                                out.extend_from_slice(b"\x1b[");
                                out.extend_from_slice(rewrite(params).as_bytes());
                                out.push(b'm');
                                self.held.clear();
                            }
                            _ => out.append(&mut self.held),
                        }
                    } else if self.held.len() > HELD_MOST {
                        out.append(&mut self.held);
                    }
                }
            }
        }
        self.inner.write_all(&out)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        // Output is never held past a flush (a sequence is written whole before one).
        let held = std::mem::take(&mut self.held);
        self.inner.write_all(&held)?;
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn through(parts: &[&[u8]]) -> String {
        let mut w = Ansi16::new(Vec::new());
        for part in parts {
            w.write_all(part).unwrap();
        }
        w.flush().unwrap();
        String::from_utf8(w.inner).unwrap()
    }

    #[test]
    fn the_16_colours_get_their_own_codes_and_the_rest_stays() {
        assert_eq!(through(&[b"\x1b[38;5;8;48;5;0mab"]), "\x1b[90;40mab");
        assert_eq!(
            through(&[b"\x1b[38;5;3m\x1b[48;5;15m"]),
            "\x1b[33m\x1b[107m"
        );
        // 256-colour and 24-bit colours, resets, attributes and other sequences as they were.
        for same in [
            "\x1b[38;5;223;48;2;1;5;9m",
            "\x1b[39;49m\x1b[0m\x1b[1m",
            "\x1b[12;3H\x1b[?1049h",
            "plain ; 38;5;1 m",
        ] {
            assert_eq!(through(&[same.as_bytes()]), same);
        }
    }

    #[test]
    fn a_sequence_split_over_writes_is_rewritten_whole() {
        assert_eq!(
            through(&[b"x\x1b", b"[", b"38;", b"5;9", b"m", b"y"]),
            "x\x1b[91my"
        );
    }
}
