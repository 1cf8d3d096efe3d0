//! What a `bestmove` asks for: its arguments read (a depth, a time, both clocks, or none),
//! and the search limits they come to.

use std::time::Duration;

use crate::engine::ai::{ClockState, Limits, MAX_DEPTH, TimeBudget};
use crate::rules::{Color, Game};

const BESTMOVE_USAGE: &str = "`bestmove` takes `time hh:mm:ss`, `depth N`, `clock WTIME BTIME [WINC BINC]` (milliseconds), `seconds S`, `depthorseconds N S`, `nodes N`, `infinite` (until interrupted), or nothing (to play at the Level option)";

/// A number of 1 or more, written in digits only.
pub(super) fn parse_positive(text: &str) -> Option<usize> {
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n > 0)
}

/// What a `bestmove` asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// A bare `bestmove`: a move at the `Level` option.
    Level,
    /// `time`, `depth`, `seconds`, `depthorseconds` or `nodes`: these limits (a depth alone is
    /// bounded by the session's cap).
    Limits(Limits),
    /// `clock WTIME BTIME [WINC BINC]`: within the time manager's budget.
    Clock(Clocks),
    /// `infinite`: until stopped (Ctrl-C, the end of input).
    Infinite,
}

/// Both sides' clocks as `bestmove clock` gives them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Clocks {
    /// Time left, White's and Black's.
    left: [Duration; 2],
    /// Increments, White's and Black's.
    increment: [Duration; 2],
}

impl Clocks {
    /// The search limits for the side to move in `game`, as the time manager budgets them.
    pub(super) fn limits(self, game: &Game) -> Limits {
        let pos = game.position();
        let (me, them) = match pos.to_move() {
            Color::White => (0, 1),
            Color::Black => (1, 0),
        };
        let state = ClockState::new(
            self.left[me],
            self.increment[me],
            game.moves().len(),
            pos.legal_moves().len(),
        )
        .against(self.left[them]);
        TimeBudget::for_move(&state).limits()
    }
}

/// Limits whose time has already partly gone.
pub(super) trait Shortened {
    fn shortened(self, gone: Duration) -> Self;
}

impl Shortened for Limits {
    fn shortened(self, gone: Duration) -> Limits {
        Limits {
            time: self.time.map(|t| t.saturating_sub(gone)),
            target: self.target.map(|t| t.saturating_sub(gone)),
            ..self
        }
    }
}

/// What `bestmove ARGS` asks for.
pub(super) fn parse_ask(args: &str) -> Result<Ask, String> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let depth = |value: &str| {
        parse_positive(value)
            .filter(|&d| d <= usize::from(MAX_DEPTH))
            .and_then(|d| u8::try_from(d).ok())
            .ok_or_else(|| {
                format!("`{value}` is not a depth: expected a number from 1 to {MAX_DEPTH}")
            })
    };
    let secs = |value: &str| {
        parse_seconds(value).ok_or_else(|| {
            format!("`{value}` is not a number of seconds: expected digits, perhaps with a fraction, like `2.5`")
        })
    };
    let kind = words.first().map(|k| k.to_ascii_lowercase());
    match (kind.as_deref(), words.get(1..).unwrap_or_default()) {
        (None, _) => Ok(Ask::Level),
        (Some("time"), [value]) => parse_time(value)
            .map(|t| Ask::Limits(Limits::time(t)))
            .ok_or_else(|| {
                format!(
                    "`{value}` is not a time: expected hh:mm:ss, like `00:00:05` (seconds may have a fraction)"
                )
            }),
        (Some("depth"), [value]) => depth(value).map(|d| Ask::Limits(Limits::depth(d))),
        (Some("seconds"), [value]) => secs(value).map(|t| Ask::Limits(Limits::time(t))),
        (Some("depthorseconds"), [d, value]) => Ok(Ask::Limits(Limits {
            depth: Some(depth(d)?),
            ..Limits::time(secs(value)?)
        })),
        (Some("clock"), times @ ([_, _] | [_, _, _, _])) => {
            let mut ms = times.iter().map(|t| {
                parse_millis(t).ok_or_else(|| {
                    format!("`{t}` is not a time in milliseconds: expected digits, like `60000`")
                })
            });
            let mut next = || ms.next().unwrap_or(Ok(Duration::ZERO));
            let left = [next()?, next()?];
            let increment = [next()?, next()?];
            Ok(Ask::Clock(Clocks { left, increment }))
        }
        (Some("nodes"), [value]) => value
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0 && value.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| Ask::Limits(Limits::nodes(n)))
            .ok_or_else(|| format!("`{value}` is not a node count: expected digits, like `50000`")),
        (Some("infinite"), []) => Ok(Ask::Infinite),
        _ => Err(BESTMOVE_USAGE.to_string()),
    }
}

/// Milliseconds, in digits (at most a year's).
fn parse_millis(text: &str) -> Option<Duration> {
    let digits = !text.is_empty() && text.len() <= 11 && text.bytes().all(|b| b.is_ascii_digit());
    digits
        .then(|| text.parse::<u64>().ok())
        .flatten()
        .filter(|&ms| ms <= 366 * 86_400_000)
        .map(Duration::from_millis)
}

/// Seconds as nokamute's `bestmove seconds` reads them: digits, perhaps a fraction of up to
/// nine digits (`2`, `0.05`), at most a day.
fn parse_seconds(text: &str) -> Option<Duration> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str, max: usize| s.len() <= max && s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole, 5) || !digits(fraction, 9) {
        return None;
    }
    if text.ends_with('.') {
        return None;
    }
    let nanos = if fraction.is_empty() {
        0
    } else {
        fraction.parse::<u64>().ok()? * 10u64.pow(9 - fraction.len() as u32)
    };
    let total = Duration::from_secs(whole.parse().ok()?) + Duration::from_nanos(nanos);
    (total <= Duration::from_secs(86_400)).then_some(total)
}

/// `hh:mm:ss` (or `hh:mm:ss.fff`), minutes and seconds below 60.
fn parse_time(text: &str) -> Option<Duration> {
    let digits = |s: &str, max_len: usize| {
        (!s.is_empty() && s.len() <= max_len && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let mut parts = text.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let hours = digits(h, 6)?;
    let minutes = digits(m, 2).filter(|&m| m < 60)?;
    let (whole, fraction) = match s.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (s, None),
    };
    let seconds = digits(whole, 2).filter(|&s| s < 60)?;
    let nanos = match fraction {
        None => 0,
        // Scale the written digits to nanoseconds: `.5` is 500 ms.
        Some(f) => digits(f, 9)? * 10u64.pow(9 - f.len() as u32),
    };
    let total = hours * 3600 + minutes * 60 + seconds;
    Some(Duration::from_secs(total) + Duration::from_nanos(nanos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_parse_as_hours_minutes_seconds() {
        assert_eq!(parse_time("00:00:05"), Some(Duration::from_secs(5)));
        assert_eq!(parse_time("01:02:03"), Some(Duration::from_secs(3723)));
        assert_eq!(parse_time("0:0:0.25"), Some(Duration::from_millis(250)));
        for bad in [
            "",
            "5",
            "00:05",
            "00:00:60",
            "00:61:00",
            "a:b:c",
            "00:00:05:00",
            "-1:00:00",
            "00:00:1.",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }

    #[test]
    fn depths_and_counts_are_positive() {
        assert_eq!(parse_positive("3"), Some(3));
        assert_eq!(parse_positive("0"), None);
        assert_eq!(parse_positive("-1"), None);
        assert_eq!(parse_positive("99999999999999999999"), None);
        assert!(parse_ask("depth 61").is_err());
        assert_eq!(parse_ask("DEPTH 2"), Ok(Ask::Limits(Limits::depth(2))));
        assert_eq!(parse_ask(""), Ok(Ask::Level));
        assert_eq!(parse_ask("infinite"), Ok(Ask::Infinite));
        assert_eq!(
            parse_ask("nodes 5000"),
            Ok(Ask::Limits(Limits::nodes(5_000)))
        );
        assert!(parse_ask("nodes 0").is_err());
        assert!(parse_ask("nodes +5").is_err());
        let ms = Duration::from_millis;
        assert_eq!(
            parse_ask("clock 60000 59000"),
            Ok(Ask::Clock(Clocks {
                left: [ms(60_000), ms(59_000)],
                increment: [ms(0), ms(0)]
            }))
        );
        assert_eq!(
            parse_ask("Clock 1 2 3 4"),
            Ok(Ask::Clock(Clocks {
                left: [ms(1), ms(2)],
                increment: [ms(3), ms(4)]
            }))
        );
        for bad in [
            "clock",
            "clock 1",
            "clock 1 2 3",
            "clock 1 2 3 4 5",
            "clock -1 2",
            "clock 1.5 2",
            "infinite 2",
            "seconds",
            "seconds 1:00",
            "seconds .5",
            "seconds 5.",
            "seconds 1e3",
            "seconds 86401",
            "depthorseconds 3",
            "depthorseconds 0 1",
            "depthorseconds 3 x",
        ] {
            assert!(parse_ask(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_seconds("0.05"), Some(ms(50)));
        assert_eq!(parse_seconds("2"), Some(ms(2_000)));
        assert_eq!(parse_seconds("0.000000001"), Some(Duration::from_nanos(1)));
        assert_eq!(
            parse_ask("depthorseconds 4 1.5"),
            Ok(Ask::Limits(Limits {
                depth: Some(4),
                ..Limits::time(ms(1_500))
            }))
        );
    }
}
