//! The terminal game: model ([`app`]), key table ([`keys`]), geometry ([`layout`]) and
//! views ([`view`]), run by a small event loop.

pub mod app;
pub mod computer;
pub mod keys;
pub mod layout;
pub mod review;
pub mod terminal;
pub mod view;
pub mod words;

use std::io;
use std::time::Duration;

use ratatui::crossterm::event::{self, Event};
use ratatui::layout::Rect;

use crate::rules::GameType;
use app::App;

/// How to start a game.
#[derive(Clone, Debug)]
pub struct Options {
    pub game_type: GameType,
    pub white: String,
    pub black: String,
    /// Play against the computer.
    pub opponent: Option<computer::Opponent>,
}

/// Runs the game until the player quits.
pub fn run(options: Options) -> io::Result<()> {
    let mut guard = terminal::Guard::enter()?;
    let mut app = App::new(options.game_type, options.white, options.black);
    app.opponent = options.opponent;
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
