//! The terminal game: model ([`app`]), key table ([`keys`]), geometry ([`layout`]) and
//! views ([`view`]), run by a small event loop.

pub mod app;
pub mod keys;
pub mod layout;
pub mod review;
pub mod terminal;
pub mod view;
pub mod words;

use std::io;

use ratatui::crossterm::event::{self, Event};

use crate::rules::GameType;
use app::App;

/// How to start a game.
#[derive(Clone, Debug)]
pub struct Options {
    pub game_type: GameType,
    pub white: String,
    pub black: String,
}

/// Runs the game until the player quits.
pub fn run(options: Options) -> io::Result<()> {
    let mut guard = terminal::Guard::enter()?;
    let mut app = App::new(options.game_type, options.white, options.black);
    app.color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    while !app.quit {
        guard.terminal.draw(|frame| view::render(&app, frame))?;
        if app.autoplay.is_some() && !event::poll(app.interval())? {
            app.tick();
            continue;
        }
        match event::read()? {
            Event::Key(key) => app.on_key(key),
            Event::Mouse(mouse) => {
                let size = guard.terminal.size()?;
                app.on_mouse(
                    mouse,
                    ratatui::layout::Rect::new(0, 0, size.width, size.height),
                );
            }
            _ => {}
        }
    }
    Ok(())
}
