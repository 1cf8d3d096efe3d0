//! Plain mode's runtime: the same model, update and effects as the board's, read from
//! lines of text and told in sentences (the plain view), for screen readers and braille
//! displays. Nothing it writes is an escape sequence: no raw mode, no alternate screen, no
//! mouse, no colour query; only lines, never redrawn. It sleeps until a line, news, a
//! search's answer or the clock's next warning.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::disk::Disk;
use super::effects::{Runtime, feed};
use super::handle::{Ended, Handle};
use super::init::Options;
use super::source::{Events, Waker};
use crate::rules::Color;
use crate::tui::input::keys::Action;
use crate::tui::input::plain::{self, Command, Mistake};
use crate::tui::model::{App, Mode, Msg};
use crate::tui::view::plain::{self as view, Said};

/// The most characters of a line read: a move or a command is far shorter.
const LINE_MAX: u64 = 1000;

/// How often a search or an analysis is looked at while one runs.
const BUSY_POLL: Duration = Duration::from_millis(50);

/// How often the computer's move on the clock is looked at (its answer is taken at once).
const CLOCKED_POLL: Duration = Duration::from_millis(10);

/// The longest the loop sleeps with nothing to wait for (it only bounds a missed wake).
const ASLEEP: Duration = Duration::from_secs(30);

/// The times left at which the side to move is warned, in seconds (0: the flag's fall).
const WARNINGS: [u64; 4] = [60, 30, 10, 0];

/// What comes to the loop.
pub enum Input {
    /// A line typed (without its end).
    Line(String),
    /// The input ended (end of file, a hang-up): the game is kept and left.
    End,
    /// News for the game (a shared game's room, a signal): it looks now.
    Wake,
    /// A key typed on a terminal that does no line editing (a served guest's): echoed,
    /// and the line read at Enter.
    Key(Typed),
}

/// A key of a line being typed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A character.
    Char(char),
    /// Backspace.
    Erase,
    /// Enter.
    Enter,
}

/// Where a plain game's input comes from: lines read on a thread ([`Lines`]), or a
/// terminal's key events ([`Keys`]), each with what wakes it for news.
pub trait Source {
    /// The next input, waiting at most `wait`; `None` when the wait ran out.
    fn next(&mut self, wait: Duration) -> Input;

    /// What wakes [`Source::next`] from another thread (a room's news, a signal).
    fn waker(&self) -> Option<Waker>;
}

/// Lines read by [`read_lines`], and the sender that wakes their reader's channel.
pub struct Lines {
    /// What was read.
    pub input: Receiver<Input>,
    /// The channel's sender: a wake-up goes in it.
    pub wake: Sender<Input>,
}

impl Source for Lines {
    fn next(&mut self, wait: Duration) -> Input {
        match self.input.recv_timeout(wait) {
            Ok(input) => input,
            Err(RecvTimeoutError::Timeout) => Input::Wake,
            Err(RecvTimeoutError::Disconnected) => Input::End,
        }
    }

    fn waker(&self) -> Option<Waker> {
        let wake = self.wake.clone();
        Some(Arc::new(move || {
            let _ = wake.send(Input::Wake);
        }))
    }
}

/// A terminal's key events as typed keys (a served guest's, whose client does no line
/// editing): characters, Backspace and Enter; Ctrl-C or Ctrl-D leaves.
pub struct Keys<'a, E: Events>(pub &'a mut E);

impl<E: Events> Source for Keys<'_, E> {
    fn next(&mut self, wait: Duration) -> Input {
        match self.0.next(wait) {
            Ok(Some(event)) => typed(&event),
            Ok(None) => Input::Wake,
            Err(_) => Input::End,
        }
    }

    fn waker(&self) -> Option<Waker> {
        self.0.waker()
    }
}

/// A terminal's event as a key of a line being typed: characters, Backspace and Enter;
/// Ctrl-C or Ctrl-D leaves; anything else only wakes.
pub fn typed(event: &ratatui::crossterm::event::Event) -> Input {
    use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
            match key.code {
                KeyCode::Char('c' | 'd') if ctrl => Input::End,
                KeyCode::Char(c) if !ctrl => Input::Key(Typed::Char(c)),
                KeyCode::Backspace => Input::Key(Typed::Erase),
                KeyCode::Enter => Input::Key(Typed::Enter),
                _ => Input::Wake,
            }
        }
        _ => Input::Wake,
    }
}

/// Reads lines from `input` on a thread of its own into `lines` until it ends.
pub fn read_lines(input: impl io::Read + Send + 'static, lines: Sender<Input>) -> io::Result<()> {
    std::thread::Builder::new()
        .name("hive-plain-input".into())
        .spawn(move || {
            let mut input = io::BufReader::new(input);
            loop {
                let mut bytes = Vec::new();
                let read = io::Read::take(&mut input, LINE_MAX).read_until(b'\n', &mut bytes);
                match read {
                    Ok(0) | Err(_) => {
                        let _ = lines.send(Input::End);
                        return;
                    }
                    Ok(_) => {
                        // A line past the cap is read as its first LINE_MAX bytes; the
                        // rest of it is dropped, never read as a line of its own (a tester's
                        // long `say` had its end played as a move).
                        if !bytes.ends_with(b"\n") && skip_line(&mut input).is_err() {
                            let _ = lines.send(Input::End);
                            return;
                        }
                        let text = String::from_utf8_lossy(&bytes);
                        let text = text.trim_end_matches(['\n', '\r']).to_string();
                        if lines.send(Input::Line(text)).is_err() {
                            return;
                        }
                    }
                }
            }
        })?;
    Ok(())
}

/// Reads and drops the rest of a line, up to its newline or the input's end.
fn skip_line(input: &mut impl io::BufRead) -> io::Result<()> {
    loop {
        let mut rest = Vec::new();
        let read = io::Read::take(&mut *input, LINE_MAX).read_until(b'\n', &mut rest)?;
        if read == 0 || rest.ends_with(b"\n") {
            return Ok(());
        }
    }
}

/// Runs the game in plain mode on standard input and output until the player quits, the
/// input ends or [`Handle::stop`] asks it to end: the game is autosaved.
pub fn run_plain(options: Options, handle: &Handle) -> io::Result<Ended> {
    let (wake, input) = mpsc::channel();
    read_lines(io::stdin(), wake.clone())?;
    let mut out = io::stdout();
    run_plain_on(options, handle, &mut Lines { input, wake }, &mut out, false)
}

/// Runs the game in plain mode reading `source` and writing sentences to `out` (`echo`:
/// echoing what is typed, for a terminal that does no line editing; lines end CR LF).
pub fn run_plain_on(
    options: Options,
    handle: &Handle,
    source: &mut impl Source,
    out: &mut impl Write,
    echo: bool,
) -> io::Result<Ended> {
    let out = &mut Voice {
        out,
        echo,
        typed: String::new(),
    };
    let disk = Disk {
        locks: handle.locks.clone(),
    };
    let (mut app, mut runtime) = Runtime::begin(options, &disk);
    app.screen.plain = true;
    handle.wake.set(source.waker());
    let mut speaker = Speaker {
        said: Said::default(),
        seen: [None; 2],
    };
    let ended = speaker
        .say(&mut app, out)
        .and_then(|()| plain_loop(&mut app, &mut runtime, &mut speaker, source, out, handle));
    handle.wake.set(None);
    runtime.stop();
    runtime.stop_analysis();
    let signalled = handle.signal.load(Ordering::Relaxed);
    if (signalled != 0 || ended.is_err()) && runtime.room.is_none() {
        let _ = disk.write_autosave(&mut app);
    }
    handle.release_saves();
    ended.map(|()| Ended {
        sent_out: app.session.link.sent_out.take(),
        unsaved: app.saving.unsaved.take(),
        signal: i32::try_from(signalled).ok().filter(|&n| n != 0),
    })
}

/// What has been said, and the clock warnings given.
struct Speaker {
    said: Said,
    /// Each side's time left when last looked at while its clock ran.
    seen: [Option<Duration>; 2],
}

impl Speaker {
    /// Says what changed since it last spoke, then clears the model's message (said once,
    /// never again unasked).
    fn say(&mut self, app: &mut App, out: &mut Voice<impl Write>) -> io::Result<()> {
        let news = view::news(app, &mut self.said);
        app.screen.message = None;
        out.speak(&news)
    }

    /// Warns the side to move as its time left crosses 60, 30 and 10 seconds (a turn
    /// that starts under a mark is not warned of it again).
    fn warn_clock(
        &mut self,
        app: &App,
        now: Instant,
        out: &mut Voice<impl Write>,
    ) -> io::Result<()> {
        let Some((side, left)) = running(app, now) else {
            return Ok(());
        };
        let before = self.seen[side.index()].replace(left);
        let Some(before) = before else {
            return Ok(());
        };
        let crossed = WARNINGS
            .iter()
            .copied()
            .filter(|&w| w > 0)
            .filter(|&w| before > Duration::from_secs(w) && left <= Duration::from_secs(w))
            .min();
        let Some(mark) = crossed else {
            return Ok(());
        };
        let lang = &app.screen.lang;
        let mut args = crate::lang::Args::new();
        let name = app.session.name(side).into_owned();
        crate::lang::rules::set_side(lang, &mut args, "side", side, &name);
        args.set("seconds", mark);
        out.speak(&[lang.format("plain-clock-warning", Some(&args))])
    }
}

/// The side whose clock runs and its time left at `now`.
fn running(app: &App, now: Instant) -> Option<(Color, Duration)> {
    let timing = app.session.clock.as_ref()?;
    let side = timing.clock.running()?;
    Some((side, timing.left_at(side, now)))
}

/// How long until the running clock next reaches a warning or falls.
fn clock_wait(app: &App) -> Option<Duration> {
    let (_, left) = running(app, Instant::now())?;
    WARNINGS
        .iter()
        .map(|&w| Duration::from_secs(w))
        .filter(|&w| left > w)
        .map(|w| left - w)
        .min()
        .or(Some(Duration::ZERO))
}

/// Where sentences go: the output, and for a guest whose terminal does no line editing of
/// its own (an SSH client's, in raw mode), the line they are typing, echoed here.
pub struct Voice<'a, W: Write> {
    out: &'a mut W,
    /// Echo what is typed (and end lines with CR LF, for a terminal in raw mode).
    echo: bool,
    /// The line half typed, shown again after news that interrupts it.
    typed: String,
}

impl<'a, W: Write> Voice<'a, W> {
    /// Sentences to `out`; `echo`: echo what is typed, lines ended CR LF (a terminal in
    /// raw mode); `typed`: the line half typed so far.
    pub fn new(out: &'a mut W, echo: bool, typed: String) -> Voice<'a, W> {
        Voice { out, echo, typed }
    }

    /// The line half typed, given back (to go on with it in another [`Voice`]).
    pub fn into_typed(self) -> String {
        self.typed
    }

    fn end(&self) -> &'static str {
        if self.echo { "\r\n" } else { "\n" }
    }

    /// Writes each sentence as wrapped, printable lines, and flushes. News that comes
    /// while a line is half typed is said on lines of its own, and the half-typed line is
    /// shown again after it.
    pub fn speak(&mut self, sentences: &[String]) -> io::Result<()> {
        let lines = view::lines(sentences);
        if lines.is_empty() {
            return Ok(());
        }
        let end = self.end();
        if self.echo && !self.typed.is_empty() {
            self.out.write_all(end.as_bytes())?;
        }
        for line in lines {
            write!(self.out, "{line}{end}")?;
        }
        if self.echo {
            self.out.write_all(self.typed.as_bytes())?;
        }
        self.out.flush()
    }

    /// A key typed, echoed: a character joins the line, Backspace takes one back, Enter
    /// ends the line and returns it.
    pub fn key(&mut self, key: Typed) -> io::Result<Option<String>> {
        match key {
            Typed::Char(c) if !c.is_control() && self.typed.len() < LINE_MAX as usize => {
                self.typed.push(c);
                write!(self.out, "{c}")?;
            }
            Typed::Char(_) => {}
            Typed::Erase => {
                if self.typed.pop().is_some() {
                    // Back, blank, back: the character is gone from the guest's screen.
                    self.out.write_all(b"\x08 \x08")?;
                }
            }
            Typed::Enter => {
                self.out.write_all(self.end().as_bytes())?;
                self.out.flush()?;
                return Ok(Some(std::mem::take(&mut self.typed)));
            }
        }
        self.out.flush()?;
        Ok(None)
    }
}

/// Reads lines and news until the game quits, the input ends or a signal comes.
fn plain_loop(
    app: &mut App,
    runtime: &mut Runtime,
    speaker: &mut Speaker,
    source: &mut impl Source,
    out: &mut Voice<impl Write>,
    handle: &Handle,
) -> io::Result<()> {
    while !app.screen.quit && handle.signal.load(Ordering::Relaxed) == 0 {
        for msg in runtime.poll() {
            feed(app, runtime, msg);
            speaker.say(app, out)?;
        }
        if app.screen.quit {
            break;
        }
        feed(app, runtime, Msg::Clock(Instant::now()));
        speaker.say(app, out)?;
        speaker.warn_clock(app, Instant::now(), out)?;
        let mut wait = ASLEEP;
        if runtime.busy() {
            wait = wait.min(BUSY_POLL);
        }
        if runtime.busy() && app.session.clock.is_some() {
            wait = wait.min(CLOCKED_POLL);
        }
        if runtime.room.is_some() {
            wait = wait.min(Duration::from_millis(200));
        }
        if let Some(due) = clock_wait(app) {
            // Just past the mark, so that the time left reads under it.
            wait = wait.min(due + Duration::from_millis(5));
        }
        match source.next(wait) {
            Input::Line(text) => on_line(app, runtime, speaker, &text, out)?,
            Input::Key(key) => {
                if let Some(text) = out.key(key)? {
                    on_line(app, runtime, speaker, &text, out)?;
                }
            }
            Input::End => {
                feed(app, runtime, Msg::Action(Action::ForceQuit));
                speaker.say(app, out)?;
            }
            Input::Wake => {}
        }
    }
    Ok(())
}

/// A line typed: a question is answered by the view, anything else goes to the update; a
/// line that is neither a move nor a command gets a sentence and changes nothing.
fn on_line(
    app: &mut App,
    runtime: &mut Runtime,
    speaker: &mut Speaker,
    text: &str,
    out: &mut Voice<impl Write>,
) -> io::Result<()> {
    // The time now first: a clock asked about reads it.
    feed(app, runtime, Msg::Clock(Instant::now()));
    speaker.say(app, out)?;
    let lang = app.screen.lang.clone();
    match plain::parse(&lang, text) {
        // In the lessons menu, `lessons` only asks for the list again.
        Ok(command)
            if command.is_question()
                || (command == Command::Lessons && matches!(app.mode, Mode::Lessons { .. })) =>
        {
            out.speak(&view::answer(app, &command))
        }
        Ok(command) => {
            feed(app, runtime, Msg::Command(command));
            speaker.say(app, out)
        }
        Err(Mistake::Empty) => Ok(()),
        Err(mistake) => out.speak(&[view::mistake(&lang, &mistake)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_past_the_cap_is_cut_and_its_rest_never_read_as_a_line() {
        // A tester's `say` of 1,500 characters ending in `wS1`: the end came as a line of
        // its own and was played.
        let long = format!("say {}wS1\nbQ\n", "x".repeat(1500));
        let (send, read) = mpsc::channel();
        read_lines(std::io::Cursor::new(long.into_bytes()), send).unwrap();
        let mut lines = Vec::new();
        while let Ok(Input::Line(line)) = read.recv_timeout(Duration::from_secs(5)) {
            lines.push(line);
        }
        assert_eq!(
            lines.len(),
            2,
            "{:?}",
            lines.iter().map(|l| l.len()).collect::<Vec<_>>()
        );
        assert!(lines[0].starts_with("say xxx") && lines[0].len() == LINE_MAX as usize);
        assert_eq!(lines[1], "bQ");
    }

    #[test]
    fn the_side_to_move_is_warned_once_as_its_time_crosses_each_mark() {
        let start = Instant::now();
        let mut app = App::new(crate::rules::GameType::BASE, "Ann".into(), "Bob".into());
        let control = crate::clock::TimeControl::fischer(Duration::from_secs(90), Duration::ZERO);
        app.session.clock = Some(crate::tui::model::Timing::new(control, start));
        app.update(Msg::Clock(start));
        let mut speaker = Speaker {
            said: Said::default(),
            seen: [None; 2],
        };
        let mut said = Vec::new();
        for secs in [1, 20, 29, 31, 45, 59, 61, 62, 79, 81, 85] {
            let mut bytes = Vec::new();
            let mut out = Voice {
                out: &mut bytes,
                echo: false,
                typed: String::new(),
            };
            let now = start + Duration::from_secs(secs);
            speaker.warn_clock(&app, now, &mut out).unwrap();
            let text = String::from_utf8(bytes).unwrap();
            if !text.is_empty() {
                said.push((secs, text));
            }
        }
        assert_eq!(
            said,
            [
                (31, "White (Ann) has 60 seconds left.\n".to_string()),
                (61, "White (Ann) has 30 seconds left.\n".to_string()),
                (81, "White (Ann) has 10 seconds left.\n".to_string()),
            ]
        );
        // The next wake-up is at the next mark, not sooner: an idle game sleeps.
        assert!(clock_wait(&app).is_some());
    }

    fn options() -> Options {
        Options {
            game_type: crate::rules::GameType::BASE,
            white: "Ann".into(),
            black: "Bob".into(),
            opponent: None,
            ponder: false,
            rules: crate::rules::Rules::default(),
            start: super::super::Start::New,
            folders: crate::tui::model::Folders::default(),
            look: crate::tui::colors::Look {
                palette: crate::tui::colors::Palette::Dark,
                depth: crate::tui::colors::Depth::NoColor,
            },
            clock: None,
            lang: crate::lang::Lang::english(),
            study: Default::default(),
        }
    }

    #[test]
    fn a_guests_keys_are_echoed_erased_and_read_as_a_line_at_enter() {
        let (wake, input) = mpsc::channel();
        let typed = "wS2\u{7f}1\rquit\r";
        for c in typed.chars() {
            let key = match c {
                '\r' => Typed::Enter,
                '\u{7f}' => Typed::Erase,
                c => Typed::Char(c),
            };
            wake.send(Input::Key(key)).unwrap();
        }
        let mut bytes = Vec::new();
        let handle = Handle::default();
        let mut source = Lines { input, wake };
        run_plain_on(options(), &handle, &mut source, &mut bytes, true).unwrap();
        let text = String::from_utf8(bytes).unwrap();
        // Echoed as typed, the 2 taken back (back, blank, back), lines ended CR LF.
        assert!(
            text.contains("wS2\x08 \x081\r\nWhite (Ann) places a Spider, wS1, alone"),
            "{text:?}"
        );
        assert!(!text.contains('\x1b'), "{text:?}");
        assert!(!text.replace("\r\n", "").contains('\n'), "{text:?}");
    }

    #[test]
    fn news_while_a_line_is_half_typed_comes_on_its_own_line_then_the_line_again() {
        let mut bytes = Vec::new();
        let mut voice = Voice {
            out: &mut bytes,
            echo: true,
            typed: String::new(),
        };
        for c in "bS1 w".chars() {
            voice.key(Typed::Char(c)).unwrap();
        }
        voice.speak(&["White (Ann) to move.".into()]).unwrap();
        voice.key(Typed::Char('S')).unwrap();
        assert_eq!(voice.key(Typed::Enter).unwrap().as_deref(), Some("bS1 wS"));
        let text = String::from_utf8(bytes).unwrap();
        assert_eq!(text, "bS1 w\r\nWhite (Ann) to move.\r\nbS1 wS\r\n");
    }
}
