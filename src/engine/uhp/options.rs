//! Engine options for `options`: their names, types, ranges and current values.

/// An integer option, written `Name;int;value;default;min;max`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct IntOption {
    pub name: &'static str,
    pub default: u64,
    pub min: u64,
    pub max: u64,
}

/// The transposition table's size. Mzinga's name, default and range, so GUIs that know
/// Mzinga show it correctly.
pub(crate) const TABLE_SIZE: IntOption = IntOption {
    name: "TranspositionTableSizeMB",
    default: 32,
    min: 1,
    max: 1024,
};

/// Every option, in the order `options` lists them.
pub(crate) const ALL: [IntOption; 1] = [TABLE_SIZE];

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

impl Options {
    /// The option called `name` (any case) and its slot.
    pub(crate) fn find(name: &str) -> Result<(usize, IntOption), String> {
        ALL.into_iter()
            .enumerate()
            .find(|(_, o)| o.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                let known: Vec<&str> = ALL.iter().map(|o| o.name).collect();
                format!(
                    "unknown option `{name}`; this engine has: {}",
                    known.join(", ")
                )
            })
    }

    /// The current value of `option`.
    pub(crate) fn get(&self, option: IntOption) -> u64 {
        ALL.iter()
            .position(|o| *o == option)
            .and_then(|i| self.values.get(i).copied())
            .unwrap_or(option.default)
    }

    /// The `Name;int;value;default;min;max` line for the option in `slot`.
    pub(crate) fn line(&self, slot: usize) -> Option<String> {
        let o = ALL.get(slot)?;
        let value = self.values.get(slot)?;
        Some(format!(
            "{};int;{value};{};{};{}",
            o.name, o.default, o.min, o.max
        ))
    }

    /// Every option's line.
    pub(crate) fn lines(&self) -> Vec<String> {
        (0..ALL.len()).filter_map(|i| self.line(i)).collect()
    }

    /// Parses `text` as a value for the option in `slot`, checking its range.
    pub(crate) fn parse(slot: usize, text: &str) -> Result<u64, String> {
        let o = ALL.get(slot).ok_or_else(|| "no such option".to_string())?;
        text.parse::<u64>()
            .ok()
            .filter(|v| (o.min..=o.max).contains(v))
            .ok_or_else(|| {
                format!(
                    "`{text}` is not a value for {}: expected a whole number from {} to {}",
                    o.name, o.min, o.max
                )
            })
    }

    /// Stores a value already checked by [`Options::parse`].
    pub(crate) fn set(&mut self, slot: usize, value: u64) {
        if let Some(v) = self.values.get_mut(slot) {
            *v = value;
        }
    }
}
