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
//! bare `bestmove`), `RepetitionDraw` (new games drawn on a position's third
//! occurrence) and `ReportIntermediateBestMoves` (MzingaEngine's: a line
//! `move;depth;score;…` after each iteration, the score with two decimals or `∞`, then
//! the rest of the expected line, a move a field).
//!
//! `bestmove` also takes:
//! - `clock WTIME BTIME [WINC BINC]`: both sides' time left and increments in
//!   milliseconds, as UCI's `go wtime btime winc binc`; the move comes within the budget
//!   the time manager ([`crate::engine::ai::TimeBudget`]) gives the side to move, at full
//!   strength (the `Level` option plays no part, as with `time` and `depth`);
//! - `seconds S` and `depthorseconds N S`, as nokamute reads them (seconds with up to
//!   nine decimals; the depth or the time, whichever comes first);
//! - `nodes N`: a node budget (bounded in time as a depth alone is), for matches whose
//!   games depend neither on the machine nor on its load;
//! - `infinite`: thinks until interrupted (Ctrl-C, the end of input; at most ten minutes).
//!
//! A bare `bestmove` plays at the `Level` option, not until interrupted as MzingaEngine's
//! does: a client that sends it and waits (a bridge, a script over a pipe) gets a move
//! rather than hanging, and a GUI that wants a search it stops itself says `infinite`. A session can start with options set ([`Settings`], as `hive uhp
//! --repetition-draw` does), for clients that cannot send `options`.
//!
//! [`run`] reads a command only after answering the previous one. The `hive uhp` binary uses
//! [`run_stdio`], which also answers Ctrl-C and notices the end of input during a search.
//!
//! The other end, with the `engines` feature: `process`, any UHP engine run as a child
//! process (killed with all it started when done with), and `client`, such an engine asked
//! for its moves, as `hive match` asks them.

mod ask;
#[cfg(feature = "engines")]
pub mod client;
mod control;
mod line;
mod options;
mod perft;
#[cfg(feature = "engines")]
pub mod process;
mod session;
mod stdio;

pub use line::{MAX_LINE, run, run_with};
pub use options::{Setting, Settings};
pub use stdio::{Interrupter, run_stdio};
