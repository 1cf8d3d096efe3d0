//! `hive replay`: a recorded game opened in review mode.

use std::path::Path;

use hive::tui::model::Folders;
use hive::tui::{ClockStart, Options, Start};

use crate::args::Theme;
use crate::error::CliError;

use super::{choose_game, look, needs_terminal, plain_look, run_game_as};

/// `hive replay FILE`: the game at its first ply, in review mode.
pub fn run(
    file: &Path,
    number: Option<u32>,
    theme: Theme,
    lang: hive::lang::Lang,
    plain: bool,
) -> Result<(), CliError> {
    let mut chosen = choose_game(file, number)?;
    if let Some(game) = hive::record::whole_line(&chosen.record) {
        chosen.game = game;
    }
    let look = match plain {
        true => plain_look(),
        false => {
            needs_terminal("hive replay")?;
            look(theme)
        }
    };
    let clock = ClockStart::of_record(&chosen.record);
    run_game_as(
        plain,
        Options {
            game_type: chosen.game.game_type(),
            white: chosen.record.white,
            black: chosen.record.black,
            opponent: None,
            ponder: false,
            rules: chosen.game.position().rules(),
            start: Start::Review {
                stamps: chosen.record.moves.iter().map(|m| m.at).collect(),
                game: Box::new(chosen.game),
                source: Some(std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf())),
            },
            folders: Folders::of_user(),
            look,
            clock,
            lang,
            study: Default::default(),
        },
    )
}
