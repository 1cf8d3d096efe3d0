//! `hive uhp`: the Universal Hive Protocol over any `BufRead` + `Write`.
//!
//! One command per line; every answer ends with a line `ok`, errors included. Input is read
//! as bytes and decoded lossily, so invalid UTF-8 is answered like any other garbage; a line
//! longer than [`MAX_LINE`] bytes is refused (only that many bytes are ever kept); empty lines
//! are ignored, as Mzinga ignores them. End of input ends the session quietly.
//!
//! ```
//! let input = b"newgame Base+MLP\nplay wS1\nexit\n";
//! let mut output = Vec::new();
//! hive::engine::uhp::run(&input[..], &mut output).unwrap();
//! let text = String::from_utf8(output).unwrap();
//! assert!(text.ends_with("Base+MLP;InProgress;Black[1];wS1\nok\nok\n"));
//! ```
//!
//! Beyond the commands every UHP engine has, `perft [N]` counts the positions 0 to N plies
//! ahead, one line per depth as MzingaEngine writes them, and `options` has
//! `TranspositionTableSizeMB` (also called `Hash`), `Threads`, `Level` (the strength of a
//! bare `bestmove`) and `RepetitionDraw` (new games drawn on a position's third
//! occurrence). A session can start with options set ([`Settings`], as `hive uhp
//! --repetition-draw` does), for clients that cannot send `options`.
//!
//! [`run`] reads a command only after answering the previous one. The `hive uhp` binary uses
//! [`run_stdio`], which also answers Ctrl-C and notices the end of input during a search.

pub mod client;
mod control;
mod line;
mod options;
mod perft;
mod session;
mod stdio;

pub use line::{MAX_LINE, run, run_with};
pub use options::{Setting, Settings};
pub use stdio::{Interrupter, run_stdio};
