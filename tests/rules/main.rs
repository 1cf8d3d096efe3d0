//! The rules engine: published perft tables and positions, other engines' cases, hand-built
//! edge cases, an independent move generator to compare with, and invariants of random games.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod boundary;
mod corpus_fixtures;
mod edge_endings;
mod edge_moves;
mod edge_pillbug_turns;
mod extra_positions;
mod game_types;
mod invalid_moves;
mod invariants;
mod layers;
mod mzinga_real_games;
mod nokamute_cases;
mod oracle;
mod oracle_agreement;
mod perft;
mod route_reasons;
