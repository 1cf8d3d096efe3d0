//! Why a guest's game ended before they left it ([`Exit`]): the one list the screen's
//! farewell and the lobby read, instead of `io::ErrorKind` values.
//!
//! The guest's terminal reaches the game through `io` traits (its events, its frames), so
//! the exits found there travel inside an [`io::Error`] of the kind other readers expect
//! ([`Exit::into_io`]), and come back out whole ([`Exit::from`]).

use std::io;

use crate::room::RoomError;

/// Why a guest's game ended other than by their leaving it.
#[derive(Debug, thiserror::Error)]
pub enum Exit {
    /// They typed nothing for the server's idle time.
    #[error("the guest typed nothing for too long")]
    Idle,
    /// Their connection did not take the game's frames in time.
    #[error("the guest's connection is not keeping up with the game")]
    TooSlow,
    /// Their connection is gone.
    #[error("the guest's connection is gone")]
    Gone,
    /// The room sent them out, and why (the game was closed, or their seat given a new
    /// code).
    #[error("{0}")]
    SentOut(String),
    /// Their seat could not be taken: another screen holds it, or the room is closed.
    #[error(transparent)]
    NotSeated(RoomError),
    /// Their code gives no seat (its game is no longer served).
    #[error("this invite has no seat in the game")]
    NoSeat,
    /// They came with a listed key, and the server has no lobby.
    #[error("this server has no lobby")]
    NoLobby,
    /// They sent more at once than the server takes from a terminal (a paste of many
    /// kilobytes, or a flood): what they sent is dropped and the game ended.
    #[error("the guest sent more at once than the server takes")]
    Flooded,
    /// Their seat's key took the seat on another connection.
    #[error("their key took their seat on another connection")]
    TakenOver,
    /// Their terminal failed otherwise.
    #[error(transparent)]
    Io(io::Error),
}

impl Exit {
    /// This exit as the error a reader or writer of the guest's terminal returns: of the
    /// kind an `io` caller expects (`TimedOut`, `BrokenPipe`), carrying the exit.
    pub(crate) fn into_io(self) -> io::Error {
        let kind = match self {
            Exit::Io(error) => return error,
            Exit::Idle | Exit::TooSlow => io::ErrorKind::TimedOut,
            Exit::Gone => io::ErrorKind::BrokenPipe,
            _ => io::ErrorKind::Other,
        };
        io::Error::new(kind, self)
    }
}

impl From<io::Error> for Exit {
    /// The exit an error of the guest's terminal carries, or the error itself.
    fn from(error: io::Error) -> Exit {
        match error.downcast::<Exit>() {
            Ok(exit) => exit,
            Err(error) => Exit::Io(error),
        }
    }
}

impl From<Exit> for io::Error {
    fn from(exit: Exit) -> io::Error {
        exit.into_io()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exit_goes_through_io_and_comes_back_whole() {
        let idle = Exit::Idle.into_io();
        assert_eq!(idle.kind(), io::ErrorKind::TimedOut);
        assert_eq!(idle.to_string(), "the guest typed nothing for too long");
        assert!(matches!(Exit::from(idle), Exit::Idle));
        let gone = Exit::Gone.into_io();
        assert_eq!(gone.kind(), io::ErrorKind::BrokenPipe);
        assert!(matches!(Exit::from(gone), Exit::Gone));
        let out = io::Error::from(Exit::SentOut("closed".into()));
        assert!(matches!(Exit::from(out), Exit::SentOut(why) if why == "closed"));
        // Another error of the same kind is not taken for the guest's idling.
        let other = io::Error::new(io::ErrorKind::TimedOut, "the disk");
        assert!(matches!(Exit::from(other), Exit::Io(e) if e.to_string() == "the disk"));
        // An I/O error stays itself both ways.
        let plain = io::Error::from(Exit::Io(io::Error::other("plain")));
        assert_eq!(plain.kind(), io::ErrorKind::Other);
        assert!(plain.get_ref().is_some_and(|e| e.to_string() == "plain"));
    }
}
