//! What each guest of a server plays: the seat their code gives at its table (a member's
//! key that takes it plays it for the club), or, for a listed key, the lobby.

use std::sync::Arc;

use super::exit::Exit;
use super::guest::{Admission, Guest, Play, play_seat};
use super::lobby::Settings;
use super::served::Seating;

/// What the guests of a server with several games play: a code's holder takes its seat
/// at its table; a listed key's holder comes to the lobby (`lobby`, when the server has
/// one), where they make games and sit at their own.
pub fn tables(seating: Seating, lobby: Option<Settings>) -> Play {
    Arc::new(move |guest: Guest<'_>| match guest.admission {
        Admission::Code(claim) => {
            let Some((table, seat)) = seating.seat(claim.pass.id) else {
                return Err(Exit::NoSeat);
            };
            // A member who takes a player's seat with their key plays it for the club.
            if let Some(desk) = lobby.as_ref().and_then(|l| l.club.as_ref()) {
                super::desk::seat_by_key(desk, seating.invites(), claim, &table, seat);
            }
            play_seat(guest, &table.room, seat)
        }
        Admission::Key { owner, name } => match &lobby {
            Some(settings) => {
                super::lobby::run(guest, owner.clone(), name.clone(), &seating, settings)
            }
            None => Err(Exit::NoLobby),
        },
    })
}
