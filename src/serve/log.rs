//! The server's log, as `tracing` events (the binary chooses where they go): guests who
//! come and go, failed logins with their address, members who sign up, games started and
//! ended. Never a code (a guest's user name is their code: a failed login's is not
//! logged at all) and never what anyone types.

use std::net::SocketAddr;

use super::guest::Admission;
use crate::text::printable;

/// How much of a name (a key's comment, a member's name) a line shows.
const NAME: usize = 32;

/// Who came in: a lobby's key by its name (its club member's, for a key not listed; none
/// yet: a newcomer to an open lobby), or a code's guest by the seat's label (the host's
/// word, `Black`, never the code).
fn who(admission: &Admission, member: Option<&str>) -> String {
    match admission {
        Admission::Key { name, .. } if name.is_empty() => match member {
            Some(member) => printable(member, NAME).into_owned(),
            None => "a new key".into(),
        },
        Admission::Key { name, .. } => printable(name, NAME).into_owned(),
        Admission::Code(claim) => format!("guest ({})", printable(&claim.pass.label, NAME)),
    }
}

/// A guest's game (or the lobby) started on their connection (`member`: the club's name for
/// a key not listed).
pub(crate) fn joined(peer: SocketAddr, admission: &Admission, member: Option<&str>) {
    let who = who(admission, member);
    match admission {
        Admission::Key { owner, .. } => {
            tracing::info!(address = %peer, who = %who, key = %owner.0, "joined the lobby");
        }
        Admission::Code(_) => tracing::info!(address = %peer, who = %who, "joined"),
    }
}

/// Their game (or the lobby) ended: they left, or were sent out (`why`).
pub(crate) fn left(peer: SocketAddr, admission: &Admission, member: Option<&str>, why: &str) {
    let who = who(admission, member);
    tracing::info!(address = %peer, who = %who, why = %printable(why, 120), "left");
}

/// A login refused and counted against its address (`why` in words; the user name it
/// tried is a code, or a guess at one, and is not logged).
pub(crate) fn login_failed(peer: SocketAddr, why: &str) {
    tracing::warn!(address = %peer, why, "failed login");
}

/// A login refused unheard: its address failed too often of late (for `seconds` more).
pub(crate) fn locked_out(peer: SocketAddr, seconds: u64) {
    tracing::warn!(address = %peer, seconds, "login refused: too many failed logins");
}

/// A key signed up as the member `name`.
pub(crate) fn signed_up(peer: SocketAddr, name: &str, key: &str) {
    tracing::info!(address = %peer, name = %printable(name, NAME), key, "signed up");
}

/// A banned member's key was turned away.
pub(crate) fn banned(peer: SocketAddr, name: &str) {
    tracing::warn!(address = %peer, name = %printable(name, NAME), "banned key refused");
}

/// Game `table` (its players' names, type and clock) started.
pub(crate) fn game_started(table: u64, names: &[String; 2], kind: &str, clock: &str) {
    tracing::info!(
        game = table,
        white = %printable(&names[0], NAME),
        black = %printable(&names[1], NAME),
        kind,
        clock,
        "game started"
    );
}

/// Game `table` ended with `result` (`1-0`, `0-1`, `½-½`) as `how` says.
pub(crate) fn game_ended(table: u64, result: &str, how: &str, plies: usize) {
    tracing::info!(game = table, result, how, plies, "game ended");
}

/// Game `table` was rated in `pool`: each side's rating after it.
pub(crate) fn game_rated(table: u64, pool: &str, white: f64, black: f64) {
    tracing::info!(
        game = table,
        pool,
        white = format!("{white:.1}"),
        black = format!("{black:.1}"),
        "game rated"
    );
}

/// Something the club's database refused (the game or sign-up goes on unrecorded).
pub(crate) fn club_error(what: &str, error: &dyn std::error::Error) {
    tracing::error!(what, error = %error, "club database");
}

/// Tournament `id` started or finished (`what`).
pub(crate) fn tournament(id: i64, what: &str) {
    tracing::info!(tournament = id, "tournament {what}");
}

/// A game of tournament `id` could not be served yet (tried again a second later).
pub(crate) fn tournament_error(id: i64, error: &str) {
    tracing::warn!(tournament = id, error, "tournament game not served");
}
