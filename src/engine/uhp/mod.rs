//! `hive uhp`: the Universal Hive Protocol over any `BufRead` + `Write`.
//!
//! One command per line; every answer ends with a line `ok`, errors included. Input is read
//! as bytes and decoded lossily, so invalid UTF-8 is answered like any other garbage; a line
//! longer than [`MAX_LINE`] bytes is refused (only that many bytes are ever kept); empty lines
//! are ignored, as Mzinga ignores them. End of input ends the session quietly.
//!
//! ```
//! let input = b"newgame Base+MLP\nplay wS1\nexit\n";
//! let mut output = Vec::new();
//! hive::engine::uhp::run(&input[..], &mut output).unwrap();
//! let text = String::from_utf8(output).unwrap();
//! assert!(text.ends_with("Base+MLP;InProgress;Black[1];wS1\nok\nok\n"));
//! ```
//!
//! Beyond the commands every UHP engine has, `perft [N]` counts the positions 0 to N plies
//! ahead, one line per depth as MzingaEngine writes them, and `options` has
//! `TranspositionTableSizeMB` (also called `Hash`), `Threads`, `Level` (the strength of a
//! bare `bestmove`) and `RepetitionDraw` (new games drawn on a position's third
//! occurrence).
//!
//! [`run`] reads a command only after answering the previous one. The `hive uhp` binary uses
//! [`run_stdio`], which also answers Ctrl-C and notices the end of input during a search.

pub mod client;
mod control;
mod options;
mod perft;
mod session;
mod stdio;

use std::io::{self, BufRead, ErrorKind, Write};
use std::sync::Arc;

use control::Control;
use session::{Failure, Reply, Session};

pub use stdio::run_stdio;

/// The longest command line kept, in bytes (a GameString of thousands of moves fits).
pub const MAX_LINE: usize = 1 << 20;

/// Runs the protocol until `exit` or end of input.
///
/// Returns an error only when reading or writing fails; nothing the input says can make it
/// panic or stop answering. Commands are read one at a time, so nothing interrupts a search:
/// every `bestmove` and `perft` runs to its limit (`bestmove depth N` to at most a minute,
/// `perft` to at most ten).
pub fn run<R: BufRead, W: Write>(mut input: R, mut output: W) -> io::Result<()> {
    let mut session = Session::new(Arc::new(Control::default()));
    write_reply(&mut output, &session.info())?;
    let mut line = Vec::new();
    while let Some(complete) = read_line(&mut input, &mut line, MAX_LINE)? {
        if answer(&mut session, &line, complete, &mut output)? {
            break;
        }
    }
    output.flush()
}

/// Answers one input line (`complete`: not cut at [`MAX_LINE`]); returns whether the
/// session ends.
fn answer<W: Write>(
    session: &mut Session,
    line: &[u8],
    complete: bool,
    output: &mut W,
) -> io::Result<bool> {
    // A byte-order mark (a client that writes UTF-8 as Windows tools do) is no part of a
    // command.
    let line = line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line);
    let reply = if complete {
        session.handle(&String::from_utf8_lossy(line), output)?
    } else {
        Some(Reply::failure(Failure::Err(format!(
            "line too long: commands are at most {MAX_LINE} bytes; the line was ignored"
        ))))
    };
    let Some(reply) = reply else {
        return Ok(false);
    };
    write_reply(output, &reply)?;
    Ok(reply.exit)
}

/// Writes a reply's lines, its error if any, and `ok`; then flushes, because a GUI waits
/// for the `ok` before sending anything else.
fn write_reply<W: Write>(output: &mut W, reply: &Reply) -> io::Result<()> {
    for warning in &reply.warnings {
        // Standard error may be closed or full; the protocol goes on regardless.
        let _ = writeln!(io::stderr(), "warning: {}", one_line(warning));
    }
    for line in &reply.lines {
        writeln!(output, "{line}")?;
    }
    match &reply.failure {
        Some(Failure::Err(message)) => writeln!(output, "err {}", one_line(message))?,
        Some(Failure::InvalidMove(message)) => {
            writeln!(output, "invalidmove {}", one_line(message))?
        }
        None => {}
    }
    writeln!(output, "ok")?;
    output.flush()
}

/// Longest error message written; messages echo user input, which may be huge.
const MAX_MESSAGE: usize = 300;

/// A message made safe for a line protocol: control characters (a stray carriage return
/// could break a GUI's parser) and invisible format characters become spaces, and very
/// long echoes are cut short.
fn one_line(message: &str) -> String {
    let mut out: String = message
        .chars()
        .map(|c| {
            if crate::text::is_hidden_or_control(c) {
                ' '
            } else {
                c
            }
        })
        .take(MAX_MESSAGE)
        .collect();
    if message.chars().nth(MAX_MESSAGE).is_some() {
        out.push_str("...");
    }
    out
}

/// Reads one line into `line` (without its `\n` or `\r\n`), keeping at most `cap` bytes.
/// Returns `None` at end of input, `Some(true)` for a whole line, `Some(false)` for a line
/// that was longer than `cap` (the rest of it is read and dropped).
fn read_line<R: BufRead + ?Sized>(
    input: &mut R,
    line: &mut Vec<u8>,
    cap: usize,
) -> io::Result<Option<bool>> {
    line.clear();
    let mut complete = true;
    let mut read_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            // End of input: a last line without a newline still counts.
            return Ok(read_any.then_some(complete));
        }
        read_any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let len = newline.unwrap_or(chunk.len());
        let room = cap.saturating_sub(line.len());
        if len > room {
            complete = false;
        }
        line.extend_from_slice(chunk.get(..len.min(room)).unwrap_or_default());
        input.consume(len + usize::from(newline.is_some()));
        if newline.is_some() {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(Some(complete));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_capped_and_split() {
        let mut input = &b"abc\r\ntoolongline\nlast"[..];
        let mut line = Vec::new();
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), Some(true));
        assert_eq!(line, b"abc");
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), Some(false));
        assert_eq!(line, b"toolo");
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), Some(true));
        assert_eq!(line, b"last");
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), None);
    }

    #[test]
    fn messages_stay_on_one_line() {
        assert_eq!(one_line("a\rb\nc"), "a b c");
        assert_eq!(one_line(&"x".repeat(1000)).len(), MAX_MESSAGE + 3);
    }
}
