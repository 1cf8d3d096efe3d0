//! Points in time as saves write them: RFC 3339 with the writer's UTC offset.

use std::fmt;
use std::str::FromStr;

use jiff::civil::{Date, DateTime};
use jiff::fmt::temporal::Pieces;
use jiff::tz::Offset;
use jiff::{Timestamp, Unit, Zoned};
use thiserror::Error;

/// An instant plus the UTC offset it was written with, e.g. `2025-06-01T14:03:22+02:00`.
///
/// Two stamps are equal when both the instant and the offset are; compare
/// [`Stamp::timestamp`] to order them in time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    instant: Timestamp,
    offset: Offset,
}

/// Why a text is not a time.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StampError {
    /// Not an RFC 3339 date and time with an offset.
    #[error(
        "`{0}` is not an RFC 3339 time: expected a date, a time and an offset, like `2025-06-01T14:03:22+02:00`"
    )]
    NotRfc3339(String),
}

impl Stamp {
    /// The current time in the local time zone (UTC where it cannot be found), to the
    /// millisecond.
    pub fn now() -> Stamp {
        let now = Zoned::now();
        let instant = now.timestamp();
        Stamp {
            instant: instant.round(Unit::Millisecond).unwrap_or(instant),
            offset: now.offset(),
        }
    }

    /// A stamp from its parts.
    pub fn new(instant: Timestamp, offset: Offset) -> Stamp {
        Stamp { instant, offset }
    }

    /// The instant, for ordering and arithmetic.
    pub fn timestamp(&self) -> Timestamp {
        self.instant
    }

    /// The UTC offset the time was written with.
    pub fn offset(&self) -> Offset {
        self.offset
    }

    /// The civil date and time at the stamp's own offset.
    pub fn local(&self) -> DateTime {
        self.offset.to_datetime(self.instant)
    }

    /// A date as Java's `Date.toString()` writes it, e.g. `Wed Oct 31 15:02:42 CET 2018`
    /// (boardspace's `DT[...]`). Knows the usual zone abbreviations and `GMT±hh:mm`;
    /// `None` for anything else.
    pub fn from_java_date(text: &str) -> Option<Stamp> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [_weekday, month, day, time, zone, year] = fields.as_slice() else {
            return None;
        };
        let month = month_number(month)?;
        let day: i8 = day.parse().ok()?;
        let year: i16 = year.parse().ok()?;
        let mut hms = time.split(':').map(|f| f.parse::<i8>().ok());
        let (Some(Some(h)), Some(Some(m)), Some(Some(s)), None) =
            (hms.next(), hms.next(), hms.next(), hms.next())
        else {
            return None;
        };
        let civil = DateTime::new(year, month, day, h, m, s, 0).ok()?;
        let offset = zone_offset(zone)?;
        let instant = offset.to_timestamp(civil).ok()?;
        Some(Stamp { instant, offset })
    }
}

/// A date written without a time, in the forms game files write one: ISO `2018-10-28`,
/// PGN's `2018.10.28`, boardspace's `28 October 2018` and `October 2, 2019`.
pub(crate) fn written_date(text: &str) -> Option<Date> {
    let text = text.trim();
    ["%Y-%m-%d", "%Y.%m.%d", "%d %B %Y", "%B %d, %Y"]
        .iter()
        .find_map(|f| Date::strptime(f, text).ok())
}

/// A date as a record keeps it: ISO (`2018-10-28`) when it reads as one, so that the same
/// game read from an SGF and from a PGN file has the same date; otherwise as written.
pub fn date_as_written(text: &str) -> String {
    match written_date(text) {
        Some(d) => d.to_string(),
        None => text.to_string(),
    }
}

fn month_number(name: &str) -> Option<i8> {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let name = name.get(..3)?.to_ascii_lowercase();
    let i = MONTHS.iter().position(|&m| m == name)?;
    i8::try_from(i + 1).ok()
}

/// The offset of a zone as Java prints it: an abbreviation (as Java reads it, so `CST` is
/// US Central) or `GMT`/`UTC` with an optional `±hh:mm`.
fn zone_offset(zone: &str) -> Option<Offset> {
    let minutes: i32 = match zone {
        "UTC" | "GMT" | "UT" | "Z" | "WET" => 0,
        "BST" | "CET" | "WEST" | "MET" => 60,
        "CEST" | "EET" | "MEST" | "SAST" => 120,
        "EEST" | "MSK" => 180,
        "IST" => 330,
        "SGT" | "HKT" | "AWST" => 480,
        "JST" | "KST" => 540,
        "ACST" => 570,
        "AEST" => 600,
        "AEDT" => 660,
        "NZST" => 720,
        "NZDT" => 780,
        "NDT" => -150,
        "NST" => -210,
        "ADT" | "CLST" | "BRT" | "ART" => -180,
        "AST" | "EDT" | "CLT" => -240,
        "EST" | "CDT" => -300,
        "CST" | "MDT" => -360,
        "MST" | "PDT" => -420,
        "PST" | "AKDT" => -480,
        "AKST" => -540,
        "HST" => -600,
        _ => {
            let rest = zone
                .strip_prefix("GMT")
                .or_else(|| zone.strip_prefix("UTC"))?;
            let (sign, hhmm) = match rest.split_at_checked(1)? {
                ("+", r) => (1, r),
                ("-", r) => (-1, r),
                _ => return None,
            };
            let (h, m) = hhmm.split_once(':').unwrap_or((hhmm, "0"));
            let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
            if !(0..=18).contains(&h) || !(0..60).contains(&m) {
                return None;
            }
            sign * (h * 60 + m)
        }
    };
    Offset::from_seconds(minutes * 60).ok()
}

impl fmt::Display for Stamp {
    /// RFC 3339 with the stamp's offset; fractional seconds only when there are any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.instant.display_with_offset(self.offset))
    }
}

impl FromStr for Stamp {
    type Err = StampError;

    /// RFC 3339: `2025-06-01T14:03:22+02:00`, `2025-06-01T12:03:22.5Z`.
    fn from_str(s: &str) -> Result<Stamp, StampError> {
        let bad = || StampError::NotRfc3339(s.to_string());
        let pieces = Pieces::parse(s).map_err(|_| bad())?;
        if pieces.time().is_none() || pieces.time_zone_annotation().is_some() {
            return Err(bad());
        }
        let offset = pieces.to_numeric_offset().ok_or_else(bad)?;
        let instant: Timestamp = s.parse().map_err(|_| bad())?;
        Ok(Stamp { instant, offset })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_round_trips_with_its_offset() {
        for s in [
            "2025-06-01T14:03:22+02:00",
            "2025-06-01T12:03:22.5+00:00",
            "1999-12-31T23:59:59-05:30",
        ] {
            let t: Stamp = s.parse().unwrap();
            assert_eq!(t.to_string(), s);
        }
        let z: Stamp = "2025-06-01T12:03:22Z".parse().unwrap();
        assert_eq!(z.to_string(), "2025-06-01T12:03:22+00:00");
        for bad in [
            "",
            "2025-06-01",
            "12:00",
            "2025-06-01T12:00:00",
            "yesterday",
        ] {
            assert!(bad.parse::<Stamp>().is_err(), "{bad}");
        }
    }

    #[test]
    fn dates_without_a_time_read_in_every_form_written_and_become_iso() {
        for text in [
            "2018-10-28",
            "2018.10.28",
            "28 October 2018",
            "October 28, 2018",
        ] {
            assert_eq!(date_as_written(text), "2018-10-28", "{text}");
        }
        assert_eq!(date_as_written("October 2, 2019"), "2019-10-02");
        assert_eq!(date_as_written("3 November 2018"), "2018-11-03");
        for kept in ["2018.??.??", "yesterday", "2018-13-01"] {
            assert_eq!(date_as_written(kept), kept);
        }
    }

    #[test]
    fn java_dates_from_boardspace_parse() {
        let t = Stamp::from_java_date("Wed Oct 31 15:02:42 CET 2018").unwrap();
        assert_eq!(t.to_string(), "2018-10-31T15:02:42+01:00");
        let t = Stamp::from_java_date("Thu Jul 30 10:54:48 GMT-05:00 2020").unwrap();
        assert_eq!(t.to_string(), "2020-07-30T10:54:48-05:00");
        let t = Stamp::from_java_date("Tue Oct 09 22:40:32 CLST 2018").unwrap();
        assert_eq!(t.timestamp().to_string(), "2018-10-10T01:40:32Z");
        for bad in [
            "28 October 2018",
            "March 30, 2020",
            "Wed Oct 31 15:02:42 XYZ 2018",
            "",
        ] {
            assert_eq!(Stamp::from_java_date(bad), None, "{bad}");
        }
    }
}
