//! The terminal game, in the Elm shape, each layer standing on the ones before it:
//!
//! 1. the floor: [`layout`] (panels, hex cells ↔ screen characters, and [`layout::Drawn`],
//!    where the last frame put things), [`camera`], [`words`] (the rules told in English),
//!    [`input`] (one key table per mode, which also writes the help page, and the mouse
//!    table), [`colors`] (the terminal's background and colour depth);
//! 2. [`model`]: [`App`] and every sub-state it is made of, the messages it hears
//!    ([`Msg`]) and the effects it asks for ([`Effect`]);
//! 3. `update`: [`App::update`], which changes the model and returns effects instead of
//!    doing I/O; and [`view`], which borrows the model to draw it;
//! 4. [`runtime`]: the event loop. It reads events, draws, and carries the effects out
//!    (saving to disk, searching on worker threads), turning what comes back into
//!    messages. Each run owns its state (its save locks among it), so several games can run
//!    in one process, each on its own terminal.

pub mod camera;
pub mod colors;
pub mod input;
pub mod layout;
pub mod model;
pub mod runtime;
mod update;
pub mod view;
pub mod words;

pub use colors::{Depth, Look, Palette};
pub use model::{App, Effect, Msg};
pub use runtime::{
    ClockStart, Ended, Events, Handle, Keys, Options, PlainInput, Start, Stepped, Study, Turn,
    Turns, run, run_on, run_plain, run_plain_on,
};
