//! Time controls and the two-sided game clock, with time passed in by the caller.
//!
//! A [`TimeControl`] says how much time a side has: a base for the whole game and an
//! increment after each move (`5+3`: five minutes, three seconds a move), or a fixed time
//! for each move (`1d`: a day a move, correspondence style). A [`Clock`] runs one game's
//! time: it never reads the system clock itself; every call takes `now`, the time since any
//! fixed origin the caller keeps (a terminal game's start, a test's zero), so its arithmetic
//! is tested without sleeping and the same code runs in a match, a screen and a server.
//!
//! Hive has no rule that saves a side whose flag falls (there is no "insufficient material"):
//! a side whose time runs out loses.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use thiserror::Error;

use crate::rules::Color;

/// How much time each side has and gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// A base time for the whole game, and an increment added after each of the side's
    /// moves (Fischer's clock).
    Fischer {
        /// Each side's time at the start.
        base: Duration,
        /// Added to a side's time after each of its moves.
        increment: Duration,
    },
    /// A fixed time for each move, not carried over (correspondence games: days a move).
    PerMove(Duration),
}

/// The longest base this program accepts: a day. Longer games are correspondence games.
pub const MAX_BASE: Duration = Duration::from_secs(24 * 3600);
/// The longest increment: an hour a move.
pub const MAX_INCREMENT: Duration = Duration::from_secs(3600);
/// The most days a move.
pub const MAX_DAYS: u64 = 30;

/// Why a time control does not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimeControlError {
    /// Nothing recognisable.
    #[error(
        "`{0}` is not a time control: expected minutes+seconds such as `5+3` or `0:30+0`, `10` (minutes), `1d` (a day a move) or `none`"
    )]
    Syntax(String),
    /// A zero base: the first move would lose on time.
    #[error("`{0}`: a clock needs some time to start with")]
    Zero(String),
    /// Beyond the limits.
    #[error("`{text}`: {limit}")]
    TooLong {
        /// The control as given.
        text: String,
        /// Which limit it passes.
        limit: &'static str,
    },
}

impl TimeControl {
    /// A Fischer control of `base` and `increment`.
    pub fn fischer(base: Duration, increment: Duration) -> TimeControl {
        TimeControl::Fischer { base, increment }
    }

    /// Reads a time control or `none`: `Ok(None)` for `none`.
    pub fn parse_optional(text: &str) -> Result<Option<TimeControl>, TimeControlError> {
        if text.trim().eq_ignore_ascii_case("none") {
            Ok(None)
        } else {
            text.parse().map(Some)
        }
    }

    /// Each side's time when the game starts.
    pub fn initial(self) -> Duration {
        match self {
            TimeControl::Fischer { base, .. } => base,
            TimeControl::PerMove(each) => each,
        }
    }

    /// The increment after a move (none for a per-move control, whose time is reset).
    pub fn increment(self) -> Duration {
        match self {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::PerMove(_) => Duration::ZERO,
        }
    }

    /// The PGN `TimeControl` tag's value (seconds: `300+3`; a per-move control is the
    /// standard's sandclock-free "moves per period" form `1/86400`).
    pub fn to_pgn(self) -> String {
        match self {
            TimeControl::Fischer { base, increment } => {
                format!("{}+{}", seconds_text(base), seconds_text(increment))
            }
            TimeControl::PerMove(each) => format!("1/{}", seconds_text(each)),
        }
    }

    /// Reads a PGN `TimeControl` tag written as [`TimeControl::to_pgn`] writes it (`300+3`,
    /// `300`, `1/86400`); `None` for anything else (`-`, `?`, other forms).
    pub fn from_pgn(text: &str) -> Option<TimeControl> {
        let text = text.trim();
        if let Some(each) = text.strip_prefix("1/") {
            let each = seconds(each)?;
            return (!each.is_zero()).then_some(TimeControl::PerMove(each));
        }
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        let (base, increment) = (seconds(base)?, seconds(increment)?);
        (!base.is_zero()).then_some(TimeControl::Fischer { base, increment })
    }
}

/// A duration of whole seconds or seconds with a fraction (`3`, `0.1`), to the millisecond.
fn seconds(text: &str) -> Option<Duration> {
    let text = text.trim();
    if text.is_empty()
        || text.len() > 12
        || !text.chars().all(|c| c.is_ascii_digit() || c == '.')
        || text.matches('.').count() > 1
        || text.starts_with('.')
        || text.ends_with('.')
    {
        return None;
    }
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 {
        return None;
    }
    let whole: u64 = whole.parse().ok()?;
    let millis: u64 = format!("{fraction:0<3}").parse().ok()?;
    Some(Duration::from_secs(whole) + Duration::from_millis(millis))
}

/// `d` as seconds, with a fraction only when it has one (`3`, `0.1`, `2.25`).
fn seconds_text(d: Duration) -> String {
    let millis = d.subsec_millis();
    if millis == 0 {
        d.as_secs().to_string()
    } else {
        let fraction = format!("{millis:03}");
        format!("{}.{}", d.as_secs(), fraction.trim_end_matches('0'))
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `5+3` (minutes + seconds), `0:03+0` or `1:30+2` (m:ss + seconds), `0.5+0.05`
    /// (fractions of either), `10` (minutes, no increment), `1d` (days a move).
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let syntax = || TimeControlError::Syntax(crate::text::printable(text, 40).into_owned());
        let trimmed = text.trim();
        if let Some(days) = trimmed.strip_suffix(['d', 'D']) {
            let days: u64 = days.parse().map_err(|_| syntax())?;
            if days == 0 {
                return Err(TimeControlError::Zero(trimmed.to_string()));
            }
            if days > MAX_DAYS {
                return Err(TimeControlError::TooLong {
                    text: trimmed.to_string(),
                    limit: "at most 30 days a move",
                });
            }
            return Ok(TimeControl::PerMove(Duration::from_secs(days * 86_400)));
        }
        let (base, increment) = trimmed.split_once('+').unwrap_or((trimmed, "0"));
        let base = match base.split_once(':') {
            Some((minutes, secs)) => {
                let minutes: u64 = minutes.parse().map_err(|_| syntax())?;
                if secs.len() != 2 || secs.starts_with('.') {
                    return Err(syntax());
                }
                let secs = secs.parse::<u64>().map_err(|_| syntax())?;
                if secs >= 60 {
                    return Err(syntax());
                }
                Duration::from_secs(minutes.saturating_mul(60).saturating_add(secs))
            }
            // Minutes, perhaps with a fraction: read as seconds, then times sixty.
            None => seconds(base).ok_or_else(syntax)?.saturating_mul(60),
        };
        let increment = seconds(increment).ok_or_else(syntax)?;
        if base.is_zero() {
            return Err(TimeControlError::Zero(trimmed.to_string()));
        }
        if base > MAX_BASE {
            return Err(TimeControlError::TooLong {
                text: trimmed.to_string(),
                limit: "at most 24 hours each (longer games: days a move, e.g. `1d`)",
            });
        }
        if increment > MAX_INCREMENT {
            return Err(TimeControlError::TooLong {
                text: trimmed.to_string(),
                limit: "at most an hour's increment",
            });
        }
        Ok(TimeControl::Fischer { base, increment })
    }
}

impl fmt::Display for TimeControl {
    /// The form [`TimeControl::from_str`] reads back: `5+3`, `0:30+0`, `1+0.1`, `1d`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Fischer { base, increment } => {
                let secs = base.as_secs();
                if base.subsec_millis() == 0 && secs % 60 == 0 {
                    write!(f, "{}", secs / 60)?;
                } else if base.subsec_millis() == 0 {
                    write!(f, "{}:{:02}", secs / 60, secs % 60)?;
                } else {
                    // Fractions of a minute that are not whole seconds (`0.5005`): minutes
                    // with the fraction, which reads back to the millisecond.
                    let millis = base.as_millis();
                    let whole = millis / 60_000;
                    let rest = millis % 60_000;
                    let fraction = format!("{:07}", rest * 10_000 / 6);
                    write!(f, "{whole}.{}", fraction.trim_end_matches('0'))?;
                }
                write!(f, "+{}", seconds_text(increment))
            }
            TimeControl::PerMove(each) => write!(f, "{}d", each.as_secs() / 86_400),
        }
    }
}

/// Why a move's time was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ClockError {
    /// The side's time ran out before the move: it lost on time.
    #[error("{0}'s time ran out")]
    Flagged(Color),
}

/// One game's clock: each side's time left, which side's is running, paused or not.
///
/// `now` is always the time since one fixed origin the caller keeps; it never goes back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Each side's time left as of the last start, move or pause (White, Black).
    left: [Duration; 2],
    /// The side whose time runs and since when; `None` when stopped.
    running: Option<(Color, Duration)>,
    /// The side to move while paused (its time does not run).
    paused: Option<Color>,
}

fn index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Clock {
    /// A new game's clock: both sides at the control's initial time, stopped.
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_left(control, control.initial(), control.initial())
    }

    /// A clock with each side's time left as given (a game resumed from a save), stopped.
    pub fn with_left(control: TimeControl, white: Duration, black: Duration) -> Clock {
        Clock {
            control,
            left: [white, black],
            running: None,
            paused: None,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Starts `side`'s time at `now` (the game begins, or goes on after a stop). Whichever
    /// side was running is stopped first, its time taken.
    pub fn start(&mut self, side: Color, now: Duration) {
        self.stop(now);
        self.running = Some((side, now));
        self.paused = None;
    }

    /// Stops the clock at `now`, taking the running side's time (no increment).
    pub fn stop(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            self.left[index(side)] = self.left(side, now);
        }
        self.running = None;
    }

    /// The side whose time runs, if any.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// Whether the clock is paused (see [`Clock::pause`]).
    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    /// Pauses at `now`: the running side's time stops until [`Clock::resume`]. Does nothing
    /// when no time runs.
    pub fn pause(&mut self, now: Duration) {
        if let Some(side) = self.running() {
            self.stop(now);
            self.paused = Some(side);
        }
    }

    /// Resumes a pause at `now`: the side that was to move runs again.
    pub fn resume(&mut self, now: Duration) {
        if let Some(side) = self.paused.take() {
            self.running = Some((side, now));
        }
    }

    /// `side`'s time left at `now` (never below zero).
    pub fn left(&self, side: Color, now: Duration) -> Duration {
        let stored = self.left[index(side)];
        match self.running {
            Some((running, since)) if running == side => {
                stored.saturating_sub(now.saturating_sub(since))
            }
            _ => stored,
        }
    }

    /// The side whose flag has fallen at `now`: its time runs and none is left. A flag
    /// falls exactly at zero.
    pub fn flagged(&self, now: Duration) -> Option<Color> {
        self.running()
            .filter(|&side| self.left(side, now).is_zero())
    }

    /// When the running side's flag falls (on the caller's time line), if time runs.
    pub fn flag_at(&self) -> Option<Duration> {
        self.running
            .map(|(side, since)| since + self.left[index(side)])
    }

    /// The running side moved at `now`: its time is taken, its increment added (a per-move
    /// control starts afresh), and the other side's time starts. Returns the mover's time
    /// left after the move, as a record keeps it. A side whose flag fell before the move
    /// cannot move: [`ClockError::Flagged`], and the clock stands still at zero.
    ///
    /// When no time runs (before the first start, or paused), the side given moves without
    /// time taken.
    pub fn moved(&mut self, mover: Color, now: Duration) -> Result<Duration, ClockError> {
        if self.running() == Some(mover) && self.left(mover, now).is_zero() {
            self.stop(now);
            return Err(ClockError::Flagged(mover));
        }
        let was_paused = self.is_paused();
        self.stop(now);
        let i = index(mover);
        self.left[i] = match self.control {
            TimeControl::Fischer { increment, .. } => self.left[i].saturating_add(increment),
            TimeControl::PerMove(each) => each,
        };
        if was_paused {
            self.paused = Some(mover.opponent());
        } else {
            self.running = Some((mover.opponent(), now));
        }
        Ok(self.left[i])
    }

    /// How long after `now` the shown time of the running side next changes ([`show`]:
    /// every tenth of a second under ten seconds, every second above): a screen redraws
    /// then, and not before. `None` when no time runs: nothing to redraw.
    pub fn next_change(&self, now: Duration) -> Option<Duration> {
        let side = self.running()?;
        let left = self.left(side, now);
        if left.is_zero() {
            return Some(Duration::ZERO);
        }
        let step = if left <= TENTHS_BELOW {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(1)
        };
        // The shown value is the time left cut down to a step; it changes when the time
        // left crosses the next lower multiple of the step.
        let step_ms = step.as_millis();
        let rest = left.as_millis() % step_ms;
        let wait = if rest == 0 { step_ms } else { rest };
        Some(Duration::from_millis(wait as u64))
    }
}

/// Below this the clock shows tenths of a second.
pub const TENTHS_BELOW: Duration = Duration::from_secs(10);

/// A time left as a clock shows it: `1d 04h` beyond a day, `1:02:03` beyond an hour, `4:05`
/// beyond ten seconds, `9.4` under ten seconds (cut down, never rounded up: a clock never
/// shows time a side does not have).
pub fn show(left: Duration) -> String {
    let secs = left.as_secs();
    if secs >= 86_400 {
        format!("{}d {:02}h", secs / 86_400, secs % 86_400 / 3600)
    } else if secs >= 3600 {
        format!("{}:{:02}:{:02}", secs / 3600, secs % 3600 / 60, secs % 60)
    } else if left > TENTHS_BELOW {
        format!("{}:{:02}", secs / 60, secs % 60)
    } else {
        format!("{}.{}", secs, left.subsec_millis() / 100)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn reads_and_writes_controls() {
        for (text, shown) in [
            ("5+3", "5+3"),
            ("0:03+0", "0:03+0"),
            ("10", "10+0"),
            ("1+0.1", "1+0.1"),
            ("0.5+0.05", "0:30+0.05"),
            ("1:30+2", "1:30+2"),
            ("1d", "1d"),
            ("3D", "3d"),
        ] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), shown, "{text}");
            assert_eq!(shown.parse::<TimeControl>().unwrap(), control);
        }
        assert_eq!(
            "0:03+0".parse::<TimeControl>().unwrap(),
            TimeControl::fischer(ms(3000), Duration::ZERO)
        );
        for bad in [
            "",
            "+",
            "5+",
            "a",
            "5+x",
            "0",
            "0+3",
            "0d",
            "1:5+0",
            "1:60",
            "31d",
            "25:00:00",
            "1441",
            "5+3601",
            "5+0.0001",
            "-5+3",
            "\u{1b}[2J",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad:?} read");
        }
        assert_eq!(TimeControl::parse_optional("none"), Ok(None));
    }

    #[test]
    fn pgn_tag_round_trips() {
        for text in ["5+3", "0:03+0", "1+0.1", "2d"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(TimeControl::from_pgn(&control.to_pgn()), Some(control));
        }
        assert_eq!("5+3".parse::<TimeControl>().unwrap().to_pgn(), "300+3");
        assert_eq!(TimeControl::from_pgn("-"), None);
    }

    #[test]
    fn increment_after_a_move_and_flag_exactly_at_zero() {
        let mut clock = Clock::new("0:10+2".parse().unwrap());
        clock.start(Color::White, ms(0));
        assert_eq!(clock.moved(Color::White, ms(3000)), Ok(ms(9000)));
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.left(Color::White, ms(20_000)), ms(9000));
        assert_eq!(clock.left(Color::Black, ms(12_999)), ms(1));
        assert_eq!(clock.flagged(ms(12_999)), None);
        assert_eq!(clock.flag_at(), Some(ms(13_000)));
        assert_eq!(clock.flagged(ms(13_000)), Some(Color::Black));
        assert_eq!(
            clock.moved(Color::Black, ms(13_000)),
            Err(ClockError::Flagged(Color::Black))
        );
        assert_eq!(clock.running(), None);
    }

    #[test]
    fn per_move_time_is_reset() {
        let mut clock = Clock::new("1d".parse().unwrap());
        clock.start(Color::White, ms(0));
        assert_eq!(clock.moved(Color::White, ms(5_000_000)), Ok(ms(86_400_000)));
        assert_eq!(clock.left(Color::Black, ms(6_000_000)), ms(85_400_000));
    }

    #[test]
    fn pause_stops_time_and_resume_restarts_it() {
        let mut clock = Clock::new("1+0".parse().unwrap());
        clock.start(Color::White, ms(0));
        clock.pause(ms(10_000));
        assert!(clock.is_paused());
        assert_eq!(clock.left(Color::White, ms(40_000)), ms(50_000));
        assert_eq!(clock.next_change(ms(40_000)), None);
        clock.resume(ms(40_000));
        assert_eq!(clock.left(Color::White, ms(45_000)), ms(45_000));
        assert_eq!(clock.flag_at(), Some(ms(90_000)));
    }

    #[test]
    fn redraws_ten_times_a_second_only_under_ten_seconds_and_only_while_running() {
        let mut clock = Clock::new("0:12+0".parse().unwrap());
        assert_eq!(clock.next_change(ms(0)), None);
        clock.start(Color::White, ms(0));
        // 12.000 shows 0:12 until 11.999 shows 0:11.
        assert_eq!(clock.next_change(ms(0)), Some(ms(1000)));
        assert_eq!(clock.next_change(ms(300)), Some(ms(700)));
        // 9.95 left: 9.9 until 9.899.
        assert_eq!(clock.next_change(ms(2050)), Some(ms(50)));
        assert_eq!(show(clock.left(Color::White, ms(2050))), "9.9");
        assert_eq!(show(clock.left(Color::White, ms(1500))), "0:10");
        clock.stop(ms(3000));
        assert_eq!(clock.next_change(ms(3000)), None);
    }

    #[test]
    fn shows_time_cut_down() {
        assert_eq!(show(ms(9_999)), "9.9");
        assert_eq!(show(ms(65_900)), "1:05");
        assert_eq!(show(ms(3_723_000)), "1:02:03");
        assert_eq!(show(ms(2 * 86_400_000 + 5 * 3_600_000)), "2d 05h");
        assert_eq!(show(Duration::ZERO), "0.0");
    }
}
