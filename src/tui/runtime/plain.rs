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
use super::init::start;
use super::{Ended, Handle, Options};
use crate::rules::Color;
use crate::tui::input::keys::Action;
use crate::tui::input::plain::{self, Mistake};
use crate::tui::model::{App, Msg};
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

/// Runs the game in plain mode on standard input and output until the player quits, the
/// input ends or [`Handle::stop`] asks it to end: the game is autosaved.
pub fn run_plain(options: Options, handle: &Handle) -> io::Result<Ended> {
    let (sender, lines) = mpsc::channel();
    read_lines(io::stdin(), sender.clone())?;
    let mut out = io::stdout();
    run_plain_on(options, handle, &lines, &sender, &mut out)
}

/// Runs the game in plain mode reading `lines` (`wake` is their sender, which wakes the
/// loop for news) and writing sentences to `out`.
pub fn run_plain_on(
    options: Options,
    handle: &Handle,
    lines: &Receiver<Input>,
    wake: &Sender<Input>,
    out: &mut impl Write,
) -> io::Result<Ended> {
    let disk = Disk {
        locks: handle.locks.clone(),
    };
    let (mut app, effects, shared) = start(options, &disk);
    let mut runtime = Runtime::new(disk.clone());
    runtime.room = shared;
    runtime.execute(&mut app, effects);
    let waker = wake.clone();
    handle.wake.set(Some(Arc::new(move || {
        let _ = waker.send(Input::Wake);
    })));
    let mut speaker = Speaker {
        said: Said::default(),
        seen: [None; 2],
    };
    let ended = speaker
        .say(&mut app, out)
        .and_then(|()| plain_loop(&mut app, &mut runtime, &mut speaker, lines, out, handle));
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
    fn say(&mut self, app: &mut App, out: &mut impl Write) -> io::Result<()> {
        let news = view::news(app, &mut self.said);
        app.screen.message = None;
        write_lines(out, &news)
    }

    /// Warns the side to move as its time left crosses 60, 30 and 10 seconds (a turn
    /// that starts under a mark is not warned of it again).
    fn warn_clock(&mut self, app: &App, now: Instant, out: &mut impl Write) -> io::Result<()> {
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
        write_lines(out, &[lang.format("plain-clock-warning", Some(&args))])
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

/// Writes each sentence as wrapped, printable lines, and flushes.
fn write_lines(out: &mut impl Write, sentences: &[String]) -> io::Result<()> {
    for line in view::lines(sentences) {
        writeln!(out, "{line}")?;
    }
    out.flush()
}

/// Reads lines and news until the game quits, the input ends or a signal comes.
fn plain_loop(
    app: &mut App,
    runtime: &mut Runtime,
    speaker: &mut Speaker,
    lines: &Receiver<Input>,
    out: &mut impl Write,
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
        match lines.recv_timeout(wait) {
            Ok(Input::Line(text)) => on_line(app, runtime, speaker, &text, out)?,
            Ok(Input::End) | Err(RecvTimeoutError::Disconnected) => {
                feed(app, runtime, Msg::Action(Action::ForceQuit));
                speaker.say(app, out)?;
            }
            Ok(Input::Wake) | Err(RecvTimeoutError::Timeout) => {}
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
    out: &mut impl Write,
) -> io::Result<()> {
    // The time now first: a clock asked about reads it.
    feed(app, runtime, Msg::Clock(Instant::now()));
    speaker.say(app, out)?;
    let lang = app.screen.lang.clone();
    match plain::parse(&lang, text) {
        Ok(command) if command.is_question() => write_lines(out, &view::answer(app, &command)),
        Ok(command) => {
            feed(app, runtime, Msg::Command(command));
            speaker.say(app, out)
        }
        Err(Mistake::Empty) => Ok(()),
        Err(mistake) => write_lines(out, &[view::mistake(&lang, &mistake)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            let mut out = Vec::new();
            let now = start + Duration::from_secs(secs);
            speaker.warn_clock(&app, now, &mut out).unwrap();
            let text = String::from_utf8(out).unwrap();
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
}
