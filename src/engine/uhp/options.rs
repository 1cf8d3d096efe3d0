//! Engine options for `options`: their names, types, ranges and current values.
//!
//! Each is listed as MzingaEngine lists its own: `Name;int;value;default;min;max` for a
//! number, `Name;bool;value;default` for a switch (`True` or `False`).

use std::sync::OnceLock;

use crate::engine::ai::{Level, MAX_THREADS};

/// What values an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A whole number from `min` to `max`.
    Int { min: u64, max: u64 },
    /// A whole number from 1 to the machine's cores (see [`cores`]).
    Cores,
    /// `True` or `False` (any case), stored as 1 or 0.
    Bool,
}

impl Kind {
    /// The range of a number, or `None` for a switch.
    fn range(self) -> Option<(u64, u64)> {
        match self {
            Kind::Int { min, max } => Some((min, max)),
            Kind::Cores => Some((1, cores())),
            Kind::Bool => None,
        }
    }
}

/// The threads this machine can run at once (at least 1, at most [`MAX_THREADS`]), read
/// once so that `options` always shows the range that `set` checks.
pub(crate) fn cores() -> u64 {
    static CORES: OnceLock<u64> = OnceLock::new();
    *CORES.get_or_init(|| {
        let n = std::thread::available_parallelism().map_or(1, |n| n.get());
        n.min(MAX_THREADS) as u64
    })
}

/// One option: its name (and another name it answers to), its kind and its default.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Spec {
    pub name: &'static str,
    /// A second name accepted by `options get` and `set` (not listed by `options`).
    pub alias: Option<&'static str>,
    pub kind: Kind,
    pub default: u64,
    /// Said after the range when a value is refused.
    pub note: &'static str,
}

/// The transposition table's size in MB. Mzinga's name, default and range, so GUIs that
/// know Mzinga show it correctly; `Hash` (UCI's name for it) is accepted too.
pub(crate) const TABLE_SIZE: Spec = Spec {
    name: "TranspositionTableSizeMB",
    alias: Some("Hash"),
    kind: Kind::Int { min: 1, max: 1024 },
    default: 32,
    note: "",
};

/// Search threads (Lazy SMP), up to one per core; one by default, so that an engine in a
/// match takes one core unless told otherwise.
pub(crate) const THREADS: Spec = Spec {
    name: "Threads",
    alias: None,
    kind: Kind::Cores,
    default: 1,
    note: " (one per core at most)",
};

/// The playing level (1–5, see [`Level`]) of a `bestmove` without limits.
pub(crate) const LEVEL: Spec = Spec {
    name: "Level",
    alias: None,
    kind: Kind::Int {
        min: Level::Beginner as u64,
        max: Level::Expert as u64,
    },
    default: Level::Expert as u64,
    note: "",
};

/// Whether games started by `newgame` are drawn on a position's third occurrence.
/// Off by default, as in MzingaEngine and the UHP rules.
pub(crate) const REPETITION_DRAW: Spec = Spec {
    name: "RepetitionDraw",
    alias: None,
    kind: Kind::Bool,
    default: 0,
    note: "",
};

/// Whether `bestmove` writes a line `move;depth;score;…` after each iteration of its
/// search, before its answer, as MzingaEngine's option of the name does. Off by default: a
/// client that takes the first line after `bestmove` as the move (hivegame.com's bridge)
/// would take the first iteration's.
pub(crate) const REPORT_INTERMEDIATE: Spec = Spec {
    name: "ReportIntermediateBestMoves",
    alias: None,
    kind: Kind::Bool,
    default: 0,
    note: "",
};

/// Every option, in the order `options` lists them.
pub(crate) const ALL: [Spec; 5] = [
    TABLE_SIZE,
    THREADS,
    LEVEL,
    REPETITION_DRAW,
    REPORT_INTERMEDIATE,
];

/// The current values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Options {
    values: [u64; ALL.len()],
}

impl Default for Options {
    fn default() -> Options {
        Options {
            values: ALL.map(|o| o.default),
        }
    }
}

/// An option as named by the user (by its name or its alias): its slot and what it is.
/// Answers always give the option's own name, as `options` lists it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub slot: usize,
    pub spec: Spec,
}

impl Options {
    /// The option called `name` (any case), by its name or its alias.
    pub(crate) fn find(name: &str) -> Result<Found, String> {
        for (slot, spec) in ALL.into_iter().enumerate() {
            if std::iter::once(spec.name)
                .chain(spec.alias)
                .any(|known| known.eq_ignore_ascii_case(name))
            {
                return Ok(Found { slot, spec });
            }
        }
        let known: Vec<&str> = ALL.iter().map(|o| o.name).collect();
        Err(format!(
            "unknown option `{name}`; this engine has: {}",
            known.join(", ")
        ))
    }

    /// The current value of `option` (1 or 0 for a switch).
    pub(crate) fn get(&self, option: Spec) -> u64 {
        ALL.iter()
            .position(|o| *o == option)
            .and_then(|i| self.values.get(i).copied())
            .unwrap_or(option.default)
    }

    /// Whether the switch `option` is on.
    pub(crate) fn is_on(&self, option: Spec) -> bool {
        self.get(option) != 0
    }

    /// The line describing `found`, under its own name.
    pub(crate) fn line(&self, found: Found) -> Option<String> {
        let value = *self.values.get(found.slot)?;
        let spec = found.spec;
        Some(match spec.kind.range() {
            Some((min, max)) => {
                format!("{};int;{value};{};{min};{max}", spec.name, spec.default)
            }
            None => format!(
                "{};bool;{};{}",
                spec.name,
                bool_text(value),
                bool_text(spec.default)
            ),
        })
    }

    /// Every option's line, under its own name.
    pub(crate) fn lines(&self) -> Vec<String> {
        ALL.into_iter()
            .enumerate()
            .filter_map(|(slot, spec)| self.line(Found { slot, spec }))
            .collect()
    }

    /// Parses `text` as a value for `found`, checking its range.
    pub(crate) fn parse(found: Found, text: &str) -> Result<u64, String> {
        let spec = found.spec;
        match spec.kind.range() {
            Some((min, max)) => {
                let digits =
                    !text.is_empty() && text.len() <= 9 && text.bytes().all(|b| b.is_ascii_digit());
                digits
                    .then(|| text.parse::<u64>().ok())
                    .flatten()
                    .filter(|v| (min..=max).contains(v))
                    .ok_or_else(|| {
                        format!(
                            "`{text}` is not a value for {}: expected a whole number from {min} to {max}{}",
                            spec.name, spec.note
                        )
                    })
            }
            None => ["false", "true"]
                .iter()
                .position(|b| b.eq_ignore_ascii_case(text))
                .map(|v| v as u64)
                .ok_or_else(|| {
                    format!(
                        "`{text}` is not a value for {}: expected True or False",
                        spec.name
                    )
                }),
        }
    }

    /// Stores a value already checked by [`Options::parse`].
    pub(crate) fn set(&mut self, found: Found, value: u64) {
        if let Some(v) = self.values.get_mut(found.slot) {
            *v = value;
        }
    }
}

/// One option's starting value, checked as `options set NAME VALUE` checks it: for a
/// session that begins with options already set, because its client cannot send
/// `options` (hivegame.com's bridge, for one), as `hive uhp --repetition-draw` does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    found: Found,
    value: u64,
}

impl Setting {
    /// Option `name` (its name or its alias, any case, as `options set` takes it) at
    /// `value`; the error is the one `options set` would answer.
    pub fn parse(name: &str, value: &str) -> Result<Setting, String> {
        let found = Options::find(name)?;
        let value = Options::parse(found, value)?;
        Ok(Setting { found, value })
    }

    /// The option's own name (`TranspositionTableSizeMB` for `Hash`).
    pub fn name(&self) -> &'static str {
        self.found.spec.name
    }
}

/// The options a session starts with, in the order given (a later value of the same option
/// wins): each is set, before the session answers anything, as `options set` would set it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub(crate) values: Vec<Setting>,
}

impl Settings {
    /// No option set: every option at its default.
    pub fn new() -> Settings {
        Settings::default()
    }

    /// These settings and `setting` after them.
    pub fn with(mut self, setting: Setting) -> Settings {
        self.values.push(setting);
        self
    }

    /// Each setting's option and value, in order.
    pub(crate) fn values(&self) -> impl Iterator<Item = (Found, u64)> + '_ {
        self.values.iter().map(|s| (s.found, s.value))
    }
}

impl FromIterator<Setting> for Settings {
    fn from_iter<I: IntoIterator<Item = Setting>>(iter: I) -> Settings {
        Settings {
            values: iter.into_iter().collect(),
        }
    }
}

/// `True` or `False`, as MzingaEngine writes a switch.
fn bool_text(value: u64) -> &'static str {
    if value == 0 { "False" } else { "True" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_listed_in_mzinga_form() {
        assert_eq!(
            Options::default().lines(),
            [
                "TranspositionTableSizeMB;int;32;32;1;1024",
                format!("Threads;int;1;1;1;{}", cores()).as_str(),
                "Level;int;5;5;1;5",
                "RepetitionDraw;bool;False;False",
                "ReportIntermediateBestMoves;bool;False;False",
            ]
        );
    }

    #[test]
    fn an_alias_finds_its_option_and_answers_under_the_options_own_name() {
        let mut options = Options::default();
        let hash = Options::find("HASH").unwrap();
        assert_eq!(hash.spec, TABLE_SIZE);
        options.set(hash, Options::parse(hash, "64").unwrap());
        assert_eq!(
            options.line(hash).unwrap(),
            "TranspositionTableSizeMB;int;64;32;1;1024"
        );
        assert_eq!(options.get(TABLE_SIZE), 64);
        assert_eq!(
            Options::find("hash").unwrap().slot,
            Options::find("TranspositionTableSizeMB").unwrap().slot
        );
    }

    #[test]
    fn values_are_checked_by_kind_and_range() {
        let draw = Options::find("repetitiondraw").unwrap();
        assert_eq!(Options::parse(draw, "TRUE"), Ok(1));
        assert_eq!(Options::parse(draw, "false"), Ok(0));
        assert!(Options::parse(draw, "1").is_err());
        let threads = Options::find("Threads").unwrap();
        assert_eq!(Options::parse(threads, "1"), Ok(1));
        let max = cores();
        assert_eq!(Options::parse(threads, &max.to_string()), Ok(max));
        for refused in ["0", &(max + 1).to_string()] {
            let refused = Options::parse(threads, refused).unwrap_err();
            assert!(
                refused.ends_with(&format!("from 1 to {max} (one per core at most)")),
                "{refused}"
            );
        }
        let level = Options::find("level").unwrap();
        assert_eq!(Options::parse(level, "3"), Ok(3));
        for bad in ["0", "6", "-1", "+3", " 3", "", "9999999999"] {
            assert!(Options::parse(level, bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_setting_is_checked_as_options_set_checks_it() {
        let hash = Setting::parse("hash", "64").unwrap();
        assert_eq!(hash.name(), "TranspositionTableSizeMB");
        let found = Options::find("Hash").unwrap();
        assert_eq!(
            Setting::parse("Hash", "0"),
            Err(Options::parse(found, "0").unwrap_err())
        );
        assert_eq!(
            Setting::parse("Ponder", "1"),
            Err(Options::find("Ponder").unwrap_err())
        );
        let settings: Settings = [hash, Setting::parse("Level", "2").unwrap()]
            .into_iter()
            .collect();
        let values: Vec<(Spec, u64)> = settings.values().map(|(f, v)| (f.spec, v)).collect();
        assert_eq!(values, [(TABLE_SIZE, 64), (LEVEL, 2)]);
    }
}
