//! The end-to-end tests, apart from the fast model tests of `tests/tui`: the real `hive`
//! binary in pseudo-terminals, the real OpenSSH client against `hive serve`, signals, and
//! processes killed outright. They are slower and lean on the machine's tools (`ssh`,
//! `ssh-keygen`), so they run in a test binary of their own: `cargo test --test e2e`.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod chat;
mod club;
#[path = "../common/mod.rs"]
mod common;
mod computer;
mod door;
mod e2e;
mod e2e_terminal;
mod invite;
mod kill;
mod languages;
mod learn_served;
mod lines_and_games;
mod lobby;
mod plain;
mod plain_learn;
mod plain_lobby;
mod plain_watchdog;
mod pty;
mod seeks;
mod serve;
mod serve_protocol;
mod tour;
