//! Game records: JSON saves and their directory, and boardspace SGF import over the corpus.

// Tests fail loudly: unwrapping and panicking are how they report.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod json;
