//! The protocol on standard input and output, for the `hive uhp` binary: a thread reads the
//! commands, so that the end of input can stop a search, and Ctrl-C (SIGINT) stops a
//! search or ends the session.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use super::control::{Control, Interrupt};
use super::line::{MAX_LINE, answer, read_line, start, write_reply};
use super::options::Settings;
use super::session::Session;

/// What the session's loop is told.
#[derive(Debug)]
enum Event {
    /// A command line, and whether it was whole (not cut at [`MAX_LINE`]).
    Line(Vec<u8>, bool),
    /// The input ended.
    End,
    /// Reading failed.
    Failed(io::Error),
    /// Ctrl-C while nothing ran: the session ends.
    Quit,
}

/// Runs the protocol on standard input and output until `exit`, the end of input, or
/// Ctrl-C while idle.
///
/// - **Ctrl-C (SIGINT) during `bestmove` or `perft`** stops it: `bestmove` answers the best
///   move found so far, `perft` the depths it finished, each followed by `ok`, and the
///   session reads the next command.
/// - **Ctrl-C with nothing running** ends the session: this returns `Ok(())` (so `hive uhp`
///   exits with status 0) without answering the commands still queued.
/// - **End of input** during `bestmove` or `perft` stops it the same way, answers, and
///   ends the session. Commands already received when the input ends are all answered, and
///   those that start after it run to their limits. A script that pipes its commands in
///   can end them with `exit`: after that line nothing more is read, so the end of its
///   input cannot cut a search short.
///
/// The session starts with `settings` set, as `options set` would set them; if one cannot
/// be (a table too large to allocate), this returns that error (of kind `OutOfMemory`)
/// before reading or writing anything.
///
/// Ctrl-C is the caller's to catch (the library installs no signal handler): `watch` is
/// given an [`Interrupter`] to call on each one, and returns a guard (a signal watcher, say)
/// that is dropped when the session ends.
pub fn run_stdio<G>(
    settings: &Settings,
    watch: impl FnOnce(Interrupter) -> io::Result<G>,
) -> io::Result<()> {
    let control = Arc::new(Control::default());
    let session = start(Arc::clone(&control), settings)?;
    let (events, inbox) = queue();
    // Left running when the session ends: it may be blocked reading, and the process is
    // about to exit.
    spawn_reader(io::stdin(), events.clone(), Arc::clone(&control))?;
    // Watches until the session ends.
    let _watcher = watch(Interrupter {
        control: Arc::clone(&control),
        events,
    })?;
    serve(session, &inbox, io::stdout().lock(), control)
}

/// Passes Ctrl-C on to a session run by [`run_stdio`]: a running `bestmove` or `perft` stops
/// and answers; an idle session ends.
#[derive(Clone, Debug)]
pub struct Interrupter {
    control: Arc<Control>,
    events: SyncSender<Event>,
}

impl Interrupter {
    /// Ctrl-C was pressed.
    pub fn interrupt(&self) {
        on_interrupt(&self.control, &self.events);
    }
}

/// How many events may wait for the session: past that, the reader waits too, so a client
/// that sends faster than it reads the answers (or floods the input during a search) holds
/// at most this many lines of [`MAX_LINE`] bytes in memory.
const QUEUE: usize = 16;

/// The channel from the reader (and the Ctrl-C watcher) to the session.
fn queue() -> (SyncSender<Event>, Receiver<Event>) {
    mpsc::sync_channel(QUEUE)
}

/// Reads command lines on a thread of their own and sends them to `events`; at the end of
/// input, tells `control` (stopping a running search) and sends [`Event::End`]. Stops
/// reading after an `exit` line.
fn spawn_reader<R>(
    input: R,
    events: SyncSender<Event>,
    control: Arc<Control>,
) -> io::Result<thread::JoinHandle<()>>
where
    R: ReadLines + Send + 'static,
{
    thread::Builder::new()
        .name("uhp-input".to_string())
        .spawn(move || {
            input.with_lines(|input| {
                let mut line = Vec::new();
                loop {
                    let (event, last) = match read_line(input, &mut line, MAX_LINE) {
                        Ok(Some(complete)) => {
                            let exit = complete && is_exit(&line);
                            (Event::Line(line.clone(), complete), exit)
                        }
                        Ok(None) => {
                            control.input_ended();
                            (Event::End, true)
                        }
                        Err(e) => {
                            control.input_ended();
                            (Event::Failed(e), true)
                        }
                    };
                    // A failed send: the session is gone, and nobody reads what follows.
                    if events.send(event).is_err() || last {
                        return;
                    }
                }
            })
        })
}

/// Whether `line` is the `exit` command, after which nothing is read.
fn is_exit(line: &[u8]) -> bool {
    String::from_utf8_lossy(line)
        .trim()
        .eq_ignore_ascii_case("exit")
}

/// Input the reader thread can read lines from: standard input (locked on that thread, as
/// its lock may not cross threads) or, in tests, any `BufRead`.
trait ReadLines {
    fn with_lines(self, read: impl FnOnce(&mut dyn BufRead));
}

impl ReadLines for io::Stdin {
    fn with_lines(self, read: impl FnOnce(&mut dyn BufRead)) {
        read(&mut self.lock());
    }
}

#[cfg(test)]
impl<R: BufRead> ReadLines for tests::Input<R> {
    fn with_lines(mut self, read: impl FnOnce(&mut dyn BufRead)) {
        read(&mut self.0);
    }
}

/// The session's loop: answers each line as it comes, until `exit`, the end of input, a
/// request to quit, or a read error (returned).
fn serve<W: Write>(
    mut session: Session,
    inbox: &Receiver<Event>,
    mut output: W,
    control: Arc<Control>,
) -> io::Result<()> {
    write_reply(&mut output, &session.info())?;
    while !control.is_quitting() {
        let Ok(event) = inbox.recv() else { break };
        match event {
            Event::Line(_, _) if control.is_quitting() => break,
            Event::Line(line, complete) => {
                if answer(&mut session, &line, complete, &mut output)? {
                    break;
                }
            }
            Event::End | Event::Quit => break,
            Event::Failed(e) => return Err(e),
        }
    }
    output.flush()
}

/// Ctrl-C: stops the running command, or ends an idle session.
fn on_interrupt(control: &Control, events: &SyncSender<Event>) {
    if control.interrupt() == Interrupt::Quit {
        // Wakes the loop if it waits for a line. Never waits itself: a full queue means
        // the loop has lines to take, and it checks for quitting before each; a closed one
        // means it is gone, and there is nothing to end.
        let _ = events.try_send(Event::Quit);
    }
}

#[cfg(test)]
mod tests {
    use std::io::{BufReader, Read};
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    use super::*;

    /// Any `BufRead` as the reader thread's input.
    pub(super) struct Input<R>(pub R);

    /// Output that another thread can watch while the session writes it.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Shared {
        fn lines(&self) -> Vec<String> {
            String::from_utf8(self.0.lock().unwrap().clone())
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect()
        }

        /// Waits (the test harness has the deadline) until `n` answers have ended.
        fn wait_for_oks(&self, n: usize) {
            while self.lines().iter().filter(|l| *l == "ok").count() < n {
                thread::sleep(Duration::from_millis(5));
            }
        }
    }

    /// A session fed by the reader thread from `input`, run on this thread until it ends;
    /// returns its output lines.
    fn session_on<R: BufRead + Send + 'static>(
        input: R,
        control: Arc<Control>,
        (events, inbox): (SyncSender<Event>, Receiver<Event>),
        output: Shared,
    ) -> Vec<String> {
        spawn_reader(Input(input), events, Arc::clone(&control)).unwrap();
        serve(
            Session::new(Arc::clone(&control)),
            &inbox,
            output.clone(),
            control,
        )
        .unwrap();
        output.lines()
    }

    /// A pipe whose writing end the test holds: the session sees its input end only when
    /// the test drops it.
    fn pipe() -> (BufReader<io::PipeReader>, io::PipeWriter) {
        let (reader, writer) = io::pipe().unwrap();
        (BufReader::new(reader), writer)
    }

    /// Waits until `control` runs a command.
    fn wait_until_busy(control: &Control) {
        while !control.is_busy() {
            thread::sleep(Duration::from_millis(5));
        }
    }

    const MIDDLE_GAME: &str = r"Base+MLP;InProgress;Black[9];wG1;bL /wG1;wM wG1/;bM /bL;wA1 wM\;bQ bL\;wQ \wM;bP /bQ;wP /wQ;bA1 -bP;wM bQ\;bM wA1\;wB1 wQ\;bA2 /bP;wB2 wM-;bA1 wB2\;wB1 wG1";

    fn is_legal_in_middle_game(answer: &str) -> bool {
        crate::rules::Game::parse(MIDDLE_GAME)
            .unwrap()
            .play_str(answer)
            .is_ok()
    }

    #[test]
    fn commands_are_answered_in_order_until_the_input_ends() {
        let input = &b"newgame\nplay wS1\nfrob\n"[..];
        let out = session_on(input, Arc::default(), queue(), Shared::default());
        assert_eq!(out.len(), 3 + 2 + 2 + 2, "{out:?}");
        assert_eq!(
            out[3..7],
            [
                "Base;NotStarted;White[1]",
                "ok",
                "Base;InProgress;Black[1];wS1",
                "ok"
            ]
        );
        assert!(out[7].starts_with("err unknown command `frob`"), "{out:?}");
    }

    #[test]
    fn the_end_of_input_stops_a_running_search_which_answers_first() {
        let (reader, mut writer) = pipe();
        let control = Arc::new(Control::default());
        writeln!(writer, "newgame {MIDDLE_GAME}\nbestmove time 00:10:00").unwrap();
        let watcher = Arc::clone(&control);
        let closer = thread::spawn(move || {
            wait_until_busy(&watcher);
            drop(writer);
        });
        let out = session_on(reader, control, queue(), Shared::default());
        closer.join().unwrap();
        // The search answered a legal move, then the session ended.
        assert_eq!(out.len(), 3 + 2 + 2, "{out:?}");
        assert!(is_legal_in_middle_game(&out[5]), "{out:?}");
        assert_eq!(out[6], "ok");
    }

    #[test]
    fn an_interrupt_stops_a_search_and_the_session_goes_on_until_one_comes_while_idle() {
        let (reader, mut writer) = pipe();
        let control = Arc::new(Control::default());
        let (events, inbox) = queue();
        let output = Shared::default();
        writeln!(writer, "newgame {MIDDLE_GAME}\nperft 9").unwrap();
        let (watcher, signal, seen) = (Arc::clone(&control), events.clone(), output.clone());
        let user = thread::spawn(move || {
            // The start-up block, `newgame`, then `perft`, stopped.
            wait_until_busy(&watcher);
            on_interrupt(&watcher, &signal);
            seen.wait_for_oks(3);
            writeln!(writer, "bestmove time 00:10:00").unwrap();
            wait_until_busy(&watcher);
            on_interrupt(&watcher, &signal);
            seen.wait_for_oks(4);
            // Idle now: the next interrupt ends the session, though the input stays open.
            on_interrupt(&watcher, &signal);
            writer
        });
        let out = session_on(reader, control, (events, inbox), output);
        let _still_open = user.join().unwrap();
        // perft answered the depths it finished (at least 0 and 1: they are never stopped).
        let perft: Vec<&String> = out
            .iter()
            .skip(5)
            .take_while(|l| l.starts_with("perft("))
            .collect();
        assert!(perft.len() >= 2 && perft.len() < 10, "{out:?}");
        let rest = &out[5 + perft.len()..];
        assert_eq!(rest.len(), 3, "{out:?}");
        assert_eq!(rest[0], "ok");
        assert!(is_legal_in_middle_game(&rest[1]), "{out:?}");
        assert_eq!(rest[2], "ok");
    }

    /// Input that records whether it was ever read.
    struct Tripwire(Arc<AtomicBool>);

    impl Read for Tripwire {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            self.0.store(true, Ordering::SeqCst);
            Ok(0)
        }
    }

    /// `info` lines, up to `left` bytes, counting what was read.
    struct Flood {
        left: usize,
        read: Arc<std::sync::atomic::AtomicUsize>,
    }

    impl Read for Flood {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = buf.len().min(self.left) / 5 * 5;
            for chunk in buf[..n].chunks_mut(5) {
                chunk.copy_from_slice(b"info\n");
            }
            self.left -= n;
            self.read.fetch_add(n, Ordering::SeqCst);
            Ok(n)
        }
    }

    #[test]
    fn input_is_not_read_far_ahead_of_the_session() {
        // A client that floods the input and never reads: the reader stops once the queue
        // is full, instead of keeping every line (here up to 50 MB).
        let read = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let flood = Flood {
            left: 50 << 20,
            read: Arc::clone(&read),
        };
        let (events, inbox) = queue();
        let _reader = spawn_reader(Input(BufReader::new(flood)), events, Arc::default());
        let mut last = usize::MAX;
        while read.load(Ordering::SeqCst) != last {
            last = read.load(Ordering::SeqCst);
            thread::sleep(Duration::from_millis(100));
        }
        // One buffer of the `BufReader` beyond the lines queued.
        assert!(last <= (8 << 10) + QUEUE * 5, "read {last} bytes ahead");
        drop(inbox);
    }

    #[test]
    fn nothing_is_read_after_exit() {
        let tripped = Arc::new(AtomicBool::new(false));
        let input = (&b"info\n  EXIT \n"[..]).chain(BufReader::new(Tripwire(Arc::clone(&tripped))));
        let control = Arc::new(Control::default());
        let (events, inbox) = queue();
        let reader = spawn_reader(Input(input), events, Arc::clone(&control)).unwrap();
        let output = Shared::default();
        serve(
            Session::new(Arc::clone(&control)),
            &inbox,
            output.clone(),
            control,
        )
        .unwrap();
        reader.join().unwrap();
        assert!(!tripped.load(Ordering::SeqCst));
        assert_eq!(output.lines().len(), 3 + 3 + 1);
        // Without the `exit`, the reader reads on to the end.
        let input = (&b"info\n"[..]).chain(BufReader::new(Tripwire(Arc::clone(&tripped))));
        let (events, inbox) = queue();
        let reader = spawn_reader(Input(input), events, Arc::default()).unwrap();
        serve(
            Session::new(Arc::default()),
            &inbox,
            Shared::default(),
            Arc::default(),
        )
        .unwrap();
        reader.join().unwrap();
        assert!(tripped.load(Ordering::SeqCst));
    }
}
