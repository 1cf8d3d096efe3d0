//! `hive export`: a game as a GameString, JSON, PGN or SGF.

use std::io::{self, Write};
use std::path::Path;

use hive::record::{gamestring, json, pgn, sgf};

use crate::args::ExportFormat;
use crate::error::CliError;

use super::{choose_game, note_taken_back, print_with, shown_path};

/// `hive export FILE`: the game printed in `format`.
pub fn run(file: &Path, format: ExportFormat, number: Option<u32>) -> Result<(), CliError> {
    let chosen = choose_game(file, number)?;
    let queen_first = chosen
        .game
        .move_strings()
        .take(2)
        .enumerate()
        .any(|(ply, text)| text.starts_with(["wQ", "bQ"][ply]));
    if format == ExportFormat::Uhp && queen_first {
        let _ = writeln!(
            io::stderr(),
            "  note: a Queen comes on its side's first turn (the rulebook opening): UHP engines, `hive uhp` too, refuse this GameString"
        );
    }
    if format != ExportFormat::Json {
        note_taken_back(
            &chosen.record,
            "kept in the save, for `hive play` to redo",
            "left out",
        );
    }
    let text = match format {
        ExportFormat::Uhp => gamestring::write(&chosen.record),
        ExportFormat::Json => hive::text::json_printable(&json::write(&chosen.record)).into_owned(),
        ExportFormat::Pgn => pgn::write(&chosen.record),
        ExportFormat::Sgf => sgf::write(&chosen.record).map_err(|source| CliError::SgfExport {
            file: shown_path(file),
            source,
        })?,
    };
    // A PGN game already ends with a line break.
    print_with(|out| write!(out, "{}", text.trim_end()).and_then(|()| writeln!(out)))
}
