//! The terminal game: model ([`app`]), key table ([`keys`]), geometry ([`layout`]) and
//! views ([`view`]), run by a small event loop.

pub mod app;
pub mod computer;
pub mod keys;
pub mod layout;
pub mod review;
pub mod saving;
pub mod terminal;
pub mod view;
pub mod words;

use std::io;
use std::time::Duration;

use ratatui::crossterm::event::{self, Event};
use ratatui::layout::Rect;

use crate::rules::{Game, GameType};
use app::App;

/// How to start a game.
#[derive(Debug)]
pub struct Options {
    /// Which expansion pieces a new game has (a game in `start` brings its own).
    pub game_type: GameType,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Play against the computer.
    pub opponent: Option<computer::Opponent>,
    /// What to open.
    pub start: Start,
}

/// What the game screen opens with.
#[derive(Debug)]
pub enum Start {
    /// A new game, autosaved to a new file.
    New,
    /// A game to continue, autosaved to `autosave` (a new file when `None`).
    Continue {
        /// The game so far.
        game: Box<Game>,
        /// The save file to keep writing, with its record.
        autosave: Option<Box<saving::Autosave>>,
    },
    /// A recorded game opened at its first ply in review mode; playing on from any ply
    /// starts a new autosave file, so the recorded one is never changed.
    Review {
        /// The recorded game, all its moves played.
        game: Box<Game>,
    },
}

/// Runs the game until the player quits.
pub fn run(options: Options) -> io::Result<()> {
    let mut guard = terminal::Guard::enter()?;
    let mut app = App::new(options.game_type, options.white, options.black);
    app.opponent = options.opponent;
    match options.start {
        Start::New => app.autosave_new(),
        Start::Continue { game, autosave } => {
            app.game = *game;
            app.cursor = app
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or(app.cursor);
            match autosave {
                Some(a) => app.autosave = Some(*a),
                None => {
                    app.autosave_new();
                    app.autosave();
                }
            }
            app.info(format!(
                "Continuing a game of {} moves. {} to move.",
                app.game.moves().len(),
                app.game.position().to_move()
            ));
        }
        Start::Review { game } => {
            app.review_from_start(*game);
            app.autosave_branches = true;
        }
    }
    app.color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    while !app.quit {
        let size = guard.terminal.size()?;
        app.size = Rect::new(0, 0, size.width, size.height);
        if app.computer_to_move() {
            app.start_computer();
        }
        guard.terminal.draw(|frame| view::render(&app, frame))?;
        if app.thinking.is_some() {
            // Redraw the thinking indicator while waiting for the answer or a key.
            if !event::poll(Duration::from_millis(100))? {
                app.poll_computer();
                continue;
            }
        } else if app.autoplay.is_some() && !event::poll(app.interval())? {
            app.tick();
            continue;
        }
        match event::read()? {
            Event::Key(key) => app.on_key(key),
            Event::Mouse(mouse) => app.on_mouse(mouse, app.size),
            _ => {}
        }
        app.poll_computer();
    }
    Ok(())
}
