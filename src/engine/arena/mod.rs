//! Matches between UHP engines: each engine a child process spoken to over the Universal
//! Hive Protocol ([`crate::engine::uhp::client`]), the game kept and judged by our own rules,
//! the score summed up with an Elo estimate and its 95% interval, and a sequential test
//! ([`Sprt`]) that says when enough games have been played. [`Match`] schedules the games:
//! several at once, in pairs of openings, resumed after those already played.
//!
//! Every game counted was played: an engine that refuses a command, crashes, hangs past its
//! deadline, breaks the protocol or plays an illegal move *forfeits* the game, and forfeits
//! are counted apart from the score. This is how the computer's strength is measured
//! (`hive match`): never from a handful of games, always with the error bar.

mod play;
mod schedule;
mod score;
mod sprt;

pub use play::{
    Arbiter, Counted, End, Entrant, Forfeit, ForfeitKind, MatchConfig, MatchGame, OpeningError,
    Watch, first_is_white, opening, parse_openings,
};
pub use schedule::{Contender, Match, MatchError, Played};
pub use score::{Elo, Standing, Tally, elo_of};
pub use sprt::{Decision, EloModel, Sprt, normalized_elo, pentanomial};
