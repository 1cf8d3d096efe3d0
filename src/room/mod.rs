//! A shared game, the layer between the games library and the terminal game: one
//! authoritative game that the screens of its seats (the host's terminal, guests over SSH,
//! spectators) propose changes to, and that tells them what happened.
//!
//! - `judge`: the [`Judge`], which rules on each proposal by its seat and the rules and
//!   keeps the draw offers; it changes nothing itself. A server's room and a local game's
//!   screen (a room of local seats) are judged by it alike.
//! - `game`: the [`Room`]. It checks each [`Proposal`] against the [`Seat`] and the rules,
//!   saves the game durably, and only then tells every screen ([`News`]); a game on a clock
//!   has one clock, the room's, on the server's time ([`ClockNews`], [`SharedClock`]).
//! - `protocol`: what the screens and the room say to each other: the seats, proposals and
//!   news, the clock as the screens draw it, and the [`Invitation`]s a host hands out.
//! - `place`: where a screen sits in its room ([`Place`]): all its seats, or one seat
//!   shared with other people; and so which [`Act`]s it may do (undo, hints, a pause: a
//!   room of local seats allows them, a seat among other people's does not).
//! - `tables`: several rooms served at once ([`Tables`]), each with its save and, for a game
//!   made by a member, its [`Owner`]. How people come to a seat (SSH, invite codes, keys)
//!   is the transport's ([`crate::serve`]): the room knows nothing of it.
//!
//! The room imports neither the terminal game nor the server: a screen of any kind may
//! hold a seat.

mod game;
mod judge;
mod place;
mod protocol;
mod tables;

pub use game::{Membership, Renew, Room, RoomError};
pub use judge::Judge;
pub use place::{Act, Place};
pub use protocol::{
    ClockNews, Invitation, News, Proposal, Refusal, Said, Seat, SendOff, SharedClock,
};
pub use tables::{NEW_GAME_RULES, Owner, Table, TableError, TableId, Tables};
