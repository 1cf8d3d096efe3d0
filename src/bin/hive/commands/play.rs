//! `hive play`: a game in the terminal, new, resumed or from a file.

use std::path::{Path, PathBuf};

use hive::engine::ai::Level;
use hive::engine::ai::Opponent;
use hive::record::{self, Record};
use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::tui::model::{Autosave, Folders};
use hive::tui::{ClockStart, Options, Start};

use crate::args::PlayArgs;
use crate::error::CliError;

use super::going_on::{last_unfinished, new_game_only};
use super::{look, needs_terminal, plain_look, run_game_as};

/// `hive play`: a new game, the last unfinished one, or one from a file.
pub fn run(args: PlayArgs) -> Result<(), CliError> {
    // Temporary files left by a save that was killed mid-write (ours only, writer gone).
    if let Ok(dir) = record::games_dir() {
        record::clean_temp_files(&dir);
    }
    if args.invite {
        return super::invite::run(&args);
    }
    let loaded = match &args.file {
        _ if args.resume => Some(last_unfinished()?),
        Some(file) => Some(open(file)?),
        None => None,
    };
    if let Some((record, game, _)) = &loaded {
        let how = if args.resume { "resumed" } else { "opened" };
        new_game_only(&args, record, game, how)?;
    }
    let opponent = opponent(&args, loaded.as_ref().map(|(r, _, _)| r))?;
    // One writer per save: a game open in another hive is refused (with who holds it);
    // the lock is ours until the game ends.
    let _lock = match &loaded {
        Some((record, _, Some(path))) => Some(record::SaveFile::open(path, Some(record))?),
        _ => None,
    };
    // New games: the rulebooks' opening unless asked, and hivegame.com's repetition draw.
    let rules = Rules {
        opening: args.opening.unwrap_or(Opening::Rulebook),
        repetition: !args.no_repetition,
    };
    let (white, black, game_type, clock, start) = match loaded {
        Some((record, game, save_path)) => (
            record.white.clone(),
            record.black.clone(),
            game.game_type(),
            ClockStart::of_record(&record),
            Start::Continue {
                game: Box::new(game),
                autosave: save_path.map(|path| Box::new(Autosave::new(path, record))),
            },
        ),
        None => (
            args.white.unwrap_or_else(|| "White".into()),
            args.black.unwrap_or_else(|| "Black".into()),
            args.expansions.unwrap_or(GameType::MLP),
            args.clock.and_then(|c| c.0).map(ClockStart::new),
            Start::New,
        ),
    };
    let (white, black) = side_names([white, black], opponent);
    let look = match args.plain {
        true => plain_look(),
        false => {
            needs_terminal("hive play")?;
            look(args.theme)
        }
    };
    run_game_as(
        args.plain,
        Options {
            game_type,
            white,
            black,
            opponent,
            rules,
            start,
            ponder: args.ponder,
            folders: Folders::of_user(),
            look,
            clock,
            lang: super::lang(args.lang.as_deref()),
            study: Default::default(),
        },
    )
}

/// The players' names with `opponent`: the computer's side is named for it, and a side it
/// no longer plays (a game resumed with another `--ai`) by its colour again; names the
/// players gave stay.
fn side_names(names: [String; 2], opponent: Option<Opponent>) -> (String, String) {
    let [white, black] = [Color::White, Color::Black].map(|color| {
        let name = &names[color.index()];
        let default = color.name();
        match opponent {
            Some(o) if o.color == color && (name == default || is_computer_name(name)) => {
                format!("Computer {}", o.level.number())
            }
            Some(_) if is_computer_name(name) => default.to_string(),
            _ => name.clone(),
        }
    });
    (white, black)
}

/// Whether `name` is what a computer player is called (`Computer 3`).
fn is_computer_name(name: &str) -> bool {
    name.strip_prefix("Computer ").is_some_and(|n| {
        n.parse::<u8>()
            .is_ok_and(|n| Level::from_number(n).is_some())
    })
}

/// The computer to play against: as the command line says (`--ai`, `--level`), else as the
/// game that goes on was played (a game against the computer resumes against it).
fn opponent(args: &PlayArgs, loaded: Option<&Record>) -> Result<Option<Opponent>, CliError> {
    let saved = loaded.and_then(|r| r.computer);
    let color = match (args.ai, saved) {
        (Some(color), _) => color,
        (None, Some(o)) => o.color,
        (None, None) if args.level.is_some() => return Err(CliError::LevelWithoutComputer),
        (None, None) => return Ok(None),
    };
    let level = args
        .level
        .or(saved.map(|o| o.level))
        .unwrap_or(Level::Intermediate);
    Ok(Some(Opponent { color, level }))
}

/// A game file to continue: our own save continues in place; any other file starts a new
/// save of its own (see [`record::open_to_play`], which the games screen opens with too).
fn open(file: &Path) -> Result<(Record, Game, Option<PathBuf>), CliError> {
    Ok(record::open_to_play(file)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hive::engine::ai::Level;

    fn names(white: &str, black: &str, opponent: Option<(Color, u8)>) -> (String, String) {
        let opponent = opponent.map(|(color, n)| Opponent {
            color,
            level: Level::from_number(n).unwrap(),
        });
        side_names([white.into(), black.into()], opponent)
    }

    #[test]
    fn the_computer_is_named_for_the_side_it_plays() {
        let own = |w: &str, b: &str| (w.to_string(), b.to_string());
        assert_eq!(names("White", "Black", None), own("White", "Black"));
        assert_eq!(
            names("White", "Black", Some((Color::Black, 3))),
            own("White", "Computer 3")
        );
        // Resumed at another level, and on the other side: a tester saw the player, now
        // Black, still called "Computer 3".
        assert_eq!(
            names("White", "Computer 3", Some((Color::Black, 1))),
            own("White", "Computer 1")
        );
        assert_eq!(
            names("White", "Computer 3", Some((Color::White, 1))),
            own("Computer 1", "Black")
        );
        // Names the players gave stay, and so do all in a game without the computer.
        assert_eq!(
            names("Ann", "Bob", Some((Color::White, 5))),
            own("Ann", "Bob")
        );
        assert_eq!(names("Computer 2", "Bob", None), own("Computer 2", "Bob"));
    }
}
