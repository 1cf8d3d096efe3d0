//! Entering and leaving the full-screen terminal, restored on exit, on Ctrl-C and on panic.

use std::io::{self, Stdout, stdout};
use std::mem::ManuallyDrop;
use std::sync::Once;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

use super::sgr::Ansi16;

/// The terminal in raw mode on the alternate screen with mouse capture, until dropped.
pub(crate) struct Guard {
    /// The ratatui terminal to draw on. Never dropped: ratatui's drop shows the cursor and,
    /// when that fails (the terminal hung up), reports it with `eprintln!`, which panics
    /// when standard error is that same dead terminal. [`restore`] shows the cursor instead.
    /// It writes the 16 ANSI colours in their own codes ([`Ansi16`]), which a 16-colour
    /// terminal reads (crossterm writes them as 256-colour ones).
    pub terminal: ManuallyDrop<Terminal<CrosstermBackend<Ansi16<Stdout>>>>,
}

/// Puts the terminal back as we found it; safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(
        stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
}

impl Guard {
    /// Enters raw mode, the alternate screen and mouse capture; the first call also installs
    /// a panic hook that restores the terminal before the panic message prints.
    pub fn enter() -> io::Result<Guard> {
        static HOOK: Once = Once::new();
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore();
                previous(info);
            }));
        });
        enable_raw_mode()?;
        let entered = execute!(stdout(), EnterAlternateScreen, EnableMouseCapture)
            .and_then(|()| Terminal::new(CrosstermBackend::new(Ansi16::new(stdout()))));
        match entered {
            Ok(terminal) => Ok(Guard {
                terminal: ManuallyDrop::new(terminal),
            }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}
