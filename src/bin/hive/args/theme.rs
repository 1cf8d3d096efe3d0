//! `--theme`: the colours the game screen is drawn in.

use clap::ValueEnum;

/// The colours `--theme` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Theme {
    /// The terminal's background as it reports it (OSC 11), else as COLORFGBG says, else
    /// dark.
    #[default]
    Auto,
    /// Colours for a dark background.
    Dark,
    /// Colours for a light background.
    Light,
}
