//! `hive replay`: a recorded game opened in review mode.

use std::path::Path;

use hive::record::Record;
use hive::rules::Game;
use hive::tui::model::Folders;
use hive::tui::{ClockStart, Options, Start};

use crate::args::Theme;
use crate::error::CliError;

use super::{choose_game, look, needs_terminal, run_game};

/// `hive replay FILE`: the game at its first ply, in review mode.
pub fn run(file: &Path, number: Option<u32>, theme: Theme) -> Result<(), CliError> {
    let mut chosen = choose_game(file, number)?;
    if let Some(game) = whole_line(&chosen.record) {
        chosen.game = game;
    }
    needs_terminal("hive replay")?;
    let look = look(theme);
    let clock = ClockStart::of_record(&chosen.record);
    run_game(Options {
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
        color: look.color,
        palette: look.palette,
        depth: look.depth,
        clock,
    })
}

/// The game of a save whose last moves were taken back, with them: review shows the whole
/// line the file keeps (to play on from any ply of it), not only where the game stood.
/// `None` when nothing was taken back, or the whole line does not replay.
fn whole_line(record: &Record) -> Option<Game> {
    if record.taken_back() == 0 {
        return None;
    }
    let mut whole = record.clone();
    whole.current = None;
    whole.replay().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_shows_the_moves_taken_back_too() {
        let game = Game::parse("Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -wS1").unwrap();
        let mut record = Record::from_game(&game, "Ann", "Bob", None);
        assert!(whole_line(&record).is_none(), "nothing taken back");
        record.current = Some(1);
        assert_eq!(whole_line(&record).map(|g| g.moves().len()), Some(3));
    }
}
