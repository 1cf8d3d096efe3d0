//! Game records: JSON saves and their directory, and boardspace SGF import over the corpus.

#[path = "../common/mod.rs"]
mod common;

mod corpus;
mod json;
