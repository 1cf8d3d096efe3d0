//! The protocol one line at a time over any `BufRead` + `Write`: a command read, answered,
//! then the next ([`run`]); and the reading and writing that [`super::run_stdio`] shares.

use std::io::{self, BufRead, ErrorKind, Write};
use std::sync::Arc;

use super::control::Control;
use super::options::Settings;
use super::session::{Failure, Reply, Session};

/// The longest line kept, in bytes, both ways: a command read by `hive uhp`, and a line of
/// an engine's answer read by [`super::process`] (a GameString of thousands of moves fits;
/// a longer line is a misbehaving peer, not a reason to run out of memory).
pub const MAX_LINE: usize = 1 << 20;

/// Runs the protocol until `exit` or end of input.
///
/// Returns an error only when reading or writing fails; nothing the input says can make it
/// panic or stop answering. Commands are read one at a time, so nothing interrupts a search:
/// every `bestmove` and `perft` runs to its limit (`bestmove depth N` to at most a minute,
/// `perft` to at most ten).
pub fn run<R: BufRead, W: Write>(input: R, output: W) -> io::Result<()> {
    run_with(&Settings::default(), input, output)
}

/// [`run`], with the session's options set to `settings` first, as `options set` would set
/// them. If one cannot be (a table too large to allocate), returns that error (of kind
/// `OutOfMemory`) before reading or writing anything.
///
/// ```
/// use hive::engine::uhp::{Setting, Settings, run_with};
///
/// let settings = Settings::new().with(Setting::parse("RepetitionDraw", "true").unwrap());
/// let mut output = Vec::new();
/// run_with(&settings, &b"options get RepetitionDraw\n"[..], &mut output).unwrap();
/// let text = String::from_utf8(output).unwrap();
/// assert!(text.ends_with("RepetitionDraw;bool;True;False\nok\n"));
/// ```
pub fn run_with<R: BufRead, W: Write>(
    settings: &Settings,
    mut input: R,
    mut output: W,
) -> io::Result<()> {
    let mut session = start(Arc::new(Control::default()), settings)?;
    write_reply(&mut output, &session.info())?;
    let mut line = Vec::new();
    while let Some(complete) = read_line(&mut input, &mut line, MAX_LINE)? {
        if answer(&mut session, &line, complete, &mut output)? {
            break;
        }
    }
    output.flush()
}

/// A session with `settings` set, or the error that one of them met.
pub(super) fn start(control: Arc<Control>, settings: &Settings) -> io::Result<Session> {
    Session::with_settings(control, settings)
        .map_err(|message| io::Error::new(ErrorKind::OutOfMemory, message))
}

/// Answers one input line (`complete`: not cut at [`MAX_LINE`]); returns whether the
/// session ends.
pub(super) fn answer<W: Write>(
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
pub(super) fn write_reply<W: Write>(output: &mut W, reply: &Reply) -> io::Result<()> {
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
pub(super) fn read_line<R: BufRead + ?Sized>(
    input: &mut R,
    line: &mut Vec<u8>,
    cap: usize,
) -> io::Result<Option<bool>> {
    let read = read_bounded(input, line, cap)?;
    if read == Some(false) {
        skip_line(input)?;
    }
    Ok(read)
}

/// Reads one line into `line` (without its `\n` or `\r\n`), keeping at most `cap` bytes:
/// the one bounded line reader, for commands read here and an engine's answers read by
/// [`super::process`]. Returns `None` at end of input, `Some(true)` for a whole line,
/// `Some(false)` for a line longer than `cap`, whose rest is left unread (the caller skips
/// it or stops reading).
pub(super) fn read_bounded<R: BufRead + ?Sized>(
    input: &mut R,
    line: &mut Vec<u8>,
    cap: usize,
) -> io::Result<Option<bool>> {
    line.clear();
    let mut read_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            // End of input: a last line without a newline still counts.
            return Ok(read_any.then_some(true));
        }
        read_any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let len = newline.unwrap_or(chunk.len());
        let room = cap.saturating_sub(line.len());
        if len > room {
            line.extend_from_slice(chunk.get(..room).unwrap_or_default());
            input.consume(room);
            return Ok(Some(false));
        }
        line.extend_from_slice(chunk.get(..len).unwrap_or_default());
        input.consume(len + usize::from(newline.is_some()));
        if newline.is_some() {
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            return Ok(Some(true));
        }
    }
}

/// Reads and drops the rest of a line, its `\n` included: the bounded reader again, a
/// piece at a time, so that the one loop over the input's buffer is [`read_bounded`]'s.
fn skip_line<R: BufRead + ?Sized>(input: &mut R) -> io::Result<()> {
    let mut piece = Vec::new();
    while read_bounded(input, &mut piece, 4096)? == Some(false) {}
    Ok(())
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
    fn an_overlong_line_is_skipped_whole() {
        let long = format!("{}\nnext\n", "x".repeat(10_000));
        let mut input = long.as_bytes();
        let mut line = Vec::new();
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), Some(false));
        assert_eq!(read_line(&mut input, &mut line, 5).unwrap(), Some(true));
        assert_eq!(line, b"next");
    }

    #[test]
    fn a_bounded_read_stops_at_the_cap() {
        let mut input = &b"toolongline\nnext\n"[..];
        let mut line = Vec::new();
        assert_eq!(read_bounded(&mut input, &mut line, 5).unwrap(), Some(false));
        assert_eq!(line, b"toolo");
        // The rest is left for the caller, who may stop reading there.
        assert_eq!(input, b"ngline\nnext\n");
        assert_eq!(read_bounded(&mut input, &mut line, 20).unwrap(), Some(true));
        assert_eq!(line, b"ngline");
    }

    #[test]
    fn messages_stay_on_one_line() {
        assert_eq!(one_line("a\rb\nc"), "a b c");
        assert_eq!(one_line(&"x".repeat(1000)).len(), MAX_MESSAGE + 3);
    }
}
