//! What a screen may do in its room, given who holds the room's seats: a room whose seats
//! are all at one screen allows what a game on one terminal allows; the restrictions
//! belong to seats of different people.

use crate::rules::Color;

use super::protocol::Seat;

/// Something a screen may or may not do to its game, as [`Place::allows`] answers it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Hold the game's room at this screen: its [`super::Judge`] rules on the screen's
    /// proposals here, at once, its clock runs here and the game is saved here. A shared
    /// game's room is the server's: its screens' proposals go there, and its news comes
    /// back.
    HoldRoom,
    /// Play this side: its moves on its turns, its resignation, its answers to draws.
    PlayFor(Color),
    /// Take back a move, or a resignation or agreed draw.
    Undo,
    /// Play again what was taken back.
    Redo,
    /// Go on playing from an earlier ply looked at in review.
    PlayOn,
    /// Keep more than one line: a new move where a line was ahead kept as a variation,
    /// and review's switching and promoting of lines.
    Lines,
    /// Start another game from this one.
    NewGame,
    /// Save the game under a file name the player gives.
    SaveCopy,
    /// The computer's help: a hint, its move played for the player, thinking ahead.
    Hint,
    /// The computer's analysis of the game while it goes on (a finished game's is free).
    Analyze,
    /// Pause the clocks.
    Pause,
    /// The opening explorer.
    Explore,
    /// The games screen.
    Games,
    /// The lessons and puzzles, which put another game on this screen.
    Learn,
}

impl Act {
    /// Every act.
    pub const ALL: [Act; 15] = [
        Act::HoldRoom,
        Act::PlayFor(Color::White),
        Act::PlayFor(Color::Black),
        Act::Undo,
        Act::Redo,
        Act::PlayOn,
        Act::Lines,
        Act::NewGame,
        Act::SaveCopy,
        Act::Hint,
        Act::Analyze,
        Act::Pause,
        Act::Explore,
        Act::Games,
        Act::Learn,
    ];
}

/// Where a screen sits in its room: which of the room's seats are at this screen, and so
/// what it may do ([`Place::allows`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Every seat is at this screen: one terminal, two people taking turns at it or one
    /// against the computer. It may do anything a game allows.
    Local,
    /// This seat of a room shared with other people's screens: it proposes its player's
    /// moves to the room, and nothing is taken back, paused or helped by the computer, as
    /// that would not be fair to the others.
    Shared(Seat),
}

impl Place {
    /// Whether a screen in this place may do `act`.
    pub fn allows(self, act: Act) -> bool {
        match self {
            Place::Local => true,
            Place::Shared(seat) => match act {
                Act::PlayFor(side) => seat == Seat::Player(side),
                Act::HoldRoom
                | Act::Undo
                | Act::Redo
                | Act::PlayOn
                | Act::Lines
                | Act::NewGame
                | Act::SaveCopy
                | Act::Hint
                | Act::Analyze
                | Act::Pause
                | Act::Explore
                | Act::Games
                | Act::Learn => false,
            },
        }
    }

    /// The seat this screen holds in a shared room; `None` where it holds them all.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Place::Local => None,
            Place::Shared(seat) => Some(seat),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAYERS: [Place; 2] = [
        Place::Shared(Seat::Player(Color::White)),
        Place::Shared(Seat::Player(Color::Black)),
    ];
    const WATCHER: Place = Place::Shared(Seat::Watcher);

    #[test]
    fn a_room_of_local_seats_allows_what_a_local_game_does() {
        for act in Act::ALL {
            assert!(Place::Local.allows(act), "{act:?}");
        }
        assert_eq!(Place::Local.seat(), None);
    }

    #[test]
    fn no_seat_shared_with_others_takes_back_pauses_or_gets_help() {
        for place in PLAYERS.into_iter().chain([WATCHER]) {
            for act in Act::ALL
                .into_iter()
                .filter(|a| !matches!(a, Act::PlayFor(_)))
            {
                assert!(!place.allows(act), "{place:?} {act:?}");
            }
        }
    }

    #[test]
    fn a_player_plays_its_own_side_only() {
        for (place, color) in PLAYERS.into_iter().zip(Color::ALL) {
            assert!(place.allows(Act::PlayFor(color)), "{place:?}");
            assert!(!place.allows(Act::PlayFor(color.opponent())), "{place:?}");
            assert_eq!(place.seat(), Some(Seat::Player(color)));
        }
    }

    #[test]
    fn a_watcher_plays_no_side_and_a_player_no_more_than_a_watcher_besides() {
        for color in Color::ALL {
            assert!(!WATCHER.allows(Act::PlayFor(color)));
        }
        // Playing its side is all a player's seat has over a watcher's.
        for act in Act::ALL {
            if !matches!(act, Act::PlayFor(_)) {
                assert_eq!(PLAYERS[0].allows(act), WATCHER.allows(act), "{act:?}");
            }
        }
        assert_eq!(WATCHER.seat(), Some(Seat::Watcher));
    }
}
