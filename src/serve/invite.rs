//! Invite codes: the one secret a guest needs. A code is typed as the SSH user name
//! (`ssh -p 2222 CODE@host`), so it is short, case-blind and free of look-alike letters:
//! 80 bits from the operating system's generator in Crockford's base32, shown in four groups
//! of four (`k3m9-x2p7-q4r8-t5v6`; the hyphens are optional when typed). A player's code
//! admits one connection at a time (its seat), a watch code any number of spectators at
//! once ([`Admits`]); codes compare in constant time and can be revoked. A seat taken with
//! a client key belongs to that key from then on ([`Invites::bind`]).

use std::fmt;
use std::io;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use data_encoding::{Encoding, Specification};
use subtle::ConstantTimeEq;

/// The random bytes of a code: 80 bits, 16 characters of base32.
const CODE_BYTES: usize = 10;

/// Longer user names are refused before they are decoded (a code is 19 characters with its
/// hyphens; some slack for spaces a client might keep).
const MAX_NAME: usize = 64;

/// Crockford's base32: digits and letters without I, L, O and U, read in either case with
/// I and L as 1 and O as 0, hyphens ignored.
fn crockford() -> Result<Encoding, data_encoding::SpecificationError> {
    let mut spec = Specification::new();
    spec.symbols.push_str("0123456789abcdefghjkmnpqrstvwxyz");
    spec.translate.from.push_str("ABCDEFGHJKMNPQRSTVWXYZIiLlOo");
    spec.translate.to.push_str("abcdefghjkmnpqrstvwxyz111100");
    spec.ignore.push('-');
    spec.encoding()
}

/// Which invite a connection came in with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InviteId(u64);

impl fmt::Display for InviteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invite {}", self.0)
    }
}

/// A code just issued: what the host passes on to the guest.
#[derive(Clone, PartialEq, Eq)]
pub struct Invite {
    /// Which invite it is (to revoke it, or to know which seat a guest took).
    pub id: InviteId,
    /// The code, as the guest types it: four groups of four characters.
    pub code: String,
}

impl fmt::Debug for Invite {
    // The code is a secret: logs and panics name the invite only.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Invite").field("id", &self.id).finish()
    }
}

/// A valid, unrevoked code presented at login: which invite, and what the host called it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pass {
    /// The invite.
    pub id: InviteId,
    /// The host's name for its seat (`"guest"`, `"black"`, …).
    pub label: String,
}

/// How many connections a code admits at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Admits {
    /// One: a player's seat, held by one connection until it leaves.
    #[default]
    One,
    /// Any number: spectators, who cannot move (the server's caps on connections still
    /// hold).
    Many,
}

/// Why a valid code did not give its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// Someone is connected with this code now.
    #[error("someone is already connected with this code")]
    Taken,
    /// The host revoked the code after the login.
    #[error("this code has been revoked")]
    Revoked,
    /// The seat belongs to the client key that first took it, and this is another.
    #[error("this seat belongs to the key that first took it")]
    OtherKey,
}

struct Entry {
    id: InviteId,
    secret: [u8; CODE_BYTES],
    label: String,
    admits: Admits,
    /// Connections holding it now.
    holders: usize,
    revoked: bool,
    /// The client key (its SHA-256 fingerprint) of the first guest who took the seat with
    /// one: the seat is theirs, and a reconnect with another key is refused.
    key: Option<String>,
}

struct Book {
    next: u64,
    entries: Vec<Entry>,
}

/// The server's invites. Cloning shares them.
#[derive(Clone)]
pub struct Invites {
    book: Arc<Mutex<Book>>,
    encoding: Arc<Encoding>,
}

impl fmt::Debug for Invites {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Invites")
            .field("count", &self.lock().entries.len())
            .finish()
    }
}

impl Invites {
    /// No invites yet.
    pub fn new() -> Invites {
        // The specification is a constant: it builds, and a test says so.
        let encoding = crockford().unwrap_or_else(|_| data_encoding::BASE32_NOPAD.clone());
        Invites {
            book: Arc::new(Mutex::new(Book {
                next: 1,
                entries: Vec::new(),
            })),
            encoding: Arc::new(encoding),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Book> {
        // A panic elsewhere while holding the lock leaves the book whole (every change to it
        // is one assignment), so it is still good to read.
        self.book
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A fresh code for the seat called `label`, admitting one connection at a time, from
    /// the operating system's generator (an error when it has none to give).
    pub fn issue(&self, label: impl Into<String>) -> io::Result<Invite> {
        self.issue_for(label, Admits::One)
    }

    /// A fresh code called `label` that admits as [`Admits`] says.
    pub fn issue_for(&self, label: impl Into<String>, admits: Admits) -> io::Result<Invite> {
        let mut secret = [0u8; CODE_BYTES];
        getrandom::fill(&mut secret).map_err(io::Error::other)?;
        let plain = self.encoding.encode(&secret);
        let code = plain
            .as_bytes()
            .chunks(4)
            .map(|group| String::from_utf8_lossy(group).into_owned())
            .collect::<Vec<_>>()
            .join("-");
        let mut book = self.lock();
        let id = InviteId(book.next);
        book.next += 1;
        book.entries.push(Entry {
            id,
            secret,
            label: label.into(),
            admits,
            holders: 0,
            revoked: false,
            key: None,
        });
        Ok(Invite { id, code })
    }

    /// Revokes an invite: its code no longer logs in. A guest connected with it stays until
    /// the host ends their game. Returns whether the invite was live.
    pub fn revoke(&self, id: InviteId) -> bool {
        let mut book = self.lock();
        match book.entries.iter_mut().find(|e| e.id == id) {
            Some(entry) if !entry.revoked => {
                entry.revoked = true;
                true
            }
            _ => false,
        }
    }

    /// The invite whose code `user` is, if it is one and not revoked. Every live code is
    /// compared, each in constant time, so the time taken says nothing of how close a guess
    /// came.
    pub fn check(&self, user: &str) -> Option<Pass> {
        if user.len() > MAX_NAME {
            return None;
        }
        let given = self.encoding.decode(user.trim().as_bytes()).ok()?;
        if given.len() != CODE_BYTES {
            return None;
        }
        let book = self.lock();
        let mut found = None;
        for entry in &book.entries {
            let same: bool = entry.secret.ct_eq(&given).into();
            if same && !entry.revoked {
                found = Some(Pass {
                    id: entry.id,
                    label: entry.label.clone(),
                });
            }
        }
        found
    }

    /// Takes the seat of `pass` for one connection, until the returned [`Claim`] is dropped:
    /// a player's code is refused while another connection holds it, a watch code never.
    pub fn take(&self, pass: &Pass) -> Result<Claim, ClaimError> {
        let mut book = self.lock();
        let entry = book
            .entries
            .iter_mut()
            .find(|e| e.id == pass.id)
            .ok_or(ClaimError::Revoked)?;
        if entry.revoked {
            return Err(ClaimError::Revoked);
        }
        if entry.admits == Admits::One && entry.holders > 0 {
            return Err(ClaimError::Taken);
        }
        entry.holders += 1;
        Ok(Claim {
            pass: pass.clone(),
            invites: self.clone(),
        })
    }
}

impl Invites {
    /// Whether a guest showing client key `key` (its fingerprint; `None`: no key) may come
    /// in with `pass`: a seat bound to a key admits that key only, an unbound seat (or a
    /// watch code) anyone with the code.
    pub fn admits(&self, pass: &Pass, key: Option<&str>) -> bool {
        let book = self.lock();
        book.entries
            .iter()
            .find(|e| e.id == pass.id)
            .is_some_and(|e| e.admits == Admits::Many || e.key.is_none() || e.key.as_deref() == key)
    }

    /// Whether the seat of `pass` is bound to the client key `key` (its fingerprint).
    pub fn is_bound_to(&self, pass: &Pass, key: &str) -> bool {
        let book = self.lock();
        book.entries
            .iter()
            .find(|e| e.id == pass.id)
            .is_some_and(|e| e.admits == Admits::One && e.key.as_deref() == Some(key))
    }

    /// The client key (its fingerprint) the seat of `pass` is bound to, if any.
    pub fn key_of(&self, pass: &Pass) -> Option<String> {
        let book = self.lock();
        book.entries
            .iter()
            .find(|e| e.id == pass.id && e.admits == Admits::One)
            .and_then(|e| e.key.clone())
    }

    /// Binds the seat of `pass` to the client key `key` if it is bound to none yet (a guest
    /// without a key leaves it unbound); refused when it is bound to another key.
    pub fn bind(&self, pass: &Pass, key: Option<&str>) -> Result<(), ClaimError> {
        let mut book = self.lock();
        let entry = book
            .entries
            .iter_mut()
            .find(|e| e.id == pass.id)
            .ok_or(ClaimError::Revoked)?;
        if entry.admits == Admits::Many {
            // A watch code is shared by every spectator: no one key owns it.
            return Ok(());
        }
        match (&entry.key, key) {
            (None, Some(key)) => {
                entry.key = Some(key.to_string());
                Ok(())
            }
            (Some(bound), given) if given != Some(bound.as_str()) => Err(ClaimError::OtherKey),
            _ => Ok(()),
        }
    }
}

/// What a guest types: `ssh -p PORT CODE@HOST`, the port left out when it is SSH's own. A
/// server listening on every address does not know the name guests reach it by: `HOST`
/// stands for it (say [`HOST_HINT`] beside it).
pub fn ssh_line(bound: SocketAddr, code: &str) -> String {
    let port = match bound.port() {
        22 => String::new(),
        port => format!("-p {port} "),
    };
    let host = match bound.ip() {
        ip if ip.is_unspecified() => "HOST".to_string(),
        ip => ip.to_string(),
    };
    format!("ssh {port}{code}@{host}")
}

/// What `HOST` stands for in an [`ssh_line`] of a server listening on every address.
pub const HOST_HINT: &str = "(HOST: this machine's name or address, as the guest reaches it)";

impl Default for Invites {
    fn default() -> Invites {
        Invites::new()
    }
}

/// A seat held by one connection: the next connection with the same code is refused until
/// this one is dropped (the guest left), and then it may come back.
#[derive(Debug)]
pub struct Claim {
    /// The invite it was taken with.
    pub pass: Pass,
    invites: Invites,
}

impl Drop for Claim {
    fn drop(&mut self) {
        let mut book = self.invites.lock();
        if let Some(entry) = book.entries.iter_mut().find(|e| e.id == self.pass.id) {
            entry.holders = entry.holders.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_is_crockfords() {
        assert!(crockford().is_ok());
    }

    #[test]
    fn a_code_is_sixteen_typeable_characters_in_four_groups() {
        let invites = Invites::new();
        let invite = invites.issue("guest").unwrap();
        let groups: Vec<&str> = invite.code.split('-').collect();
        assert_eq!(groups.len(), 4, "{}", invite.code);
        for group in groups {
            assert_eq!(group.len(), 4);
            assert!(
                group
                    .chars()
                    .all(|c| c.is_ascii_digit() || (c.is_ascii_lowercase() && !"ilou".contains(c))),
                "{group}"
            );
        }
        // Two codes are not the same (80 bits: a clash would be a broken generator).
        assert_ne!(invites.issue("guest").unwrap().code, invite.code);
    }

    #[test]
    fn a_code_is_read_as_people_type_it() {
        let invites = Invites::new();
        let invite = invites.issue("black").unwrap();
        let pass = Pass {
            id: invite.id,
            label: "black".into(),
        };
        assert_eq!(invites.check(&invite.code), Some(pass.clone()));
        assert_eq!(
            invites.check(&invite.code.to_uppercase()),
            Some(pass.clone())
        );
        assert_eq!(
            invites.check(&invite.code.replace('-', "")),
            Some(pass.clone())
        );
        // Look-alikes: 0 typed as O, 1 as l or I.
        let alike = invite.code.replace('0', "O").replace('1', "l");
        assert_eq!(invites.check(&alike), Some(pass));
    }

    #[test]
    fn anything_but_a_live_code_is_refused() {
        let invites = Invites::new();
        let invite = invites.issue("guest").unwrap();
        let mut wrong = invite.code.clone().into_bytes();
        // One character changed (to another of the alphabet).
        wrong[0] = if wrong[0] == b'a' { b'b' } else { b'a' };
        let wrong = String::from_utf8(wrong).unwrap();
        for name in [
            wrong.as_str(),
            "",
            "root",
            "k3m9",
            &invite.code[..18],
            &format!("{}0", invite.code),
            &"a".repeat(10_000),
            "ü",
        ] {
            assert_eq!(invites.check(name), None, "{name:?}");
        }
        assert!(invites.revoke(invite.id));
        assert_eq!(invites.check(&invite.code), None);
        assert!(!invites.revoke(invite.id), "revoked once");
    }

    #[test]
    fn a_seat_holds_one_connection_at_a_time() {
        let invites = Invites::new();
        let invite = invites.issue("guest").unwrap();
        let pass = invites.check(&invite.code).unwrap();
        let seat = invites.take(&pass).unwrap();
        assert_eq!(invites.take(&pass).unwrap_err(), ClaimError::Taken);
        drop(seat);
        // The guest left: they may come back with the same code.
        let again = invites.take(&pass).unwrap();
        drop(again);
        invites.revoke(invite.id);
        assert_eq!(invites.take(&pass).unwrap_err(), ClaimError::Revoked);
    }

    #[test]
    fn a_seat_belongs_to_the_first_key_that_took_it() {
        let invites = Invites::new();
        let invite = invites.issue("Black").unwrap();
        let pass = invites.check(&invite.code).unwrap();
        // Unbound: any key, or none, may come.
        assert!(invites.admits(&pass, None));
        assert!(invites.admits(&pass, Some("SHA256:one")));
        // A guest without a key leaves it unbound.
        invites.bind(&pass, None).unwrap();
        assert!(invites.admits(&pass, Some("SHA256:two")));
        invites.bind(&pass, Some("SHA256:one")).unwrap();
        assert!(invites.admits(&pass, Some("SHA256:one")));
        assert!(!invites.admits(&pass, Some("SHA256:two")));
        assert!(!invites.admits(&pass, None));
        assert!(invites.is_bound_to(&pass, "SHA256:one"));
        assert!(!invites.is_bound_to(&pass, "SHA256:two"));
        assert_eq!(
            invites.bind(&pass, Some("SHA256:two")),
            Err(ClaimError::OtherKey)
        );
        assert_eq!(invites.bind(&pass, None), Err(ClaimError::OtherKey));
        invites.bind(&pass, Some("SHA256:one")).unwrap();
        // Another invite is not bound by it.
        let other = invites.issue("White").unwrap();
        let other = invites.check(&other.code).unwrap();
        assert!(invites.admits(&other, Some("SHA256:two")));
    }

    #[test]
    fn a_watch_code_admits_many_at_once_until_revoked() {
        let invites = Invites::new();
        let invite = invites.issue_for("watch", Admits::Many).unwrap();
        let pass = invites.check(&invite.code).unwrap();
        let claims: Vec<Claim> = (0..50).map(|_| invites.take(&pass).unwrap()).collect();
        drop(claims);
        let held = invites.take(&pass).unwrap();
        // A player's code beside it still takes one.
        let player = invites.issue("White").unwrap();
        let player = invites.check(&player.code).unwrap();
        let _seat = invites.take(&player).unwrap();
        assert_eq!(invites.take(&player).unwrap_err(), ClaimError::Taken);
        invites.revoke(invite.id);
        assert_eq!(invites.take(&pass).unwrap_err(), ClaimError::Revoked);
        // No one key owns a watch code: every spectator's key is let in.
        invites.bind(&pass, Some("SHA256:one")).unwrap();
        assert!(invites.admits(&pass, Some("SHA256:two")));
        assert!(invites.admits(&pass, None));
        drop(held);
    }

    #[test]
    fn the_code_is_not_in_debug_output() {
        let invite = Invites::new().issue("guest").unwrap();
        assert!(!format!("{invite:?}").contains(&invite.code));
    }

    #[test]
    fn the_invite_line_is_what_a_guest_types() {
        let at = |s: &str| s.parse::<SocketAddr>().unwrap();
        assert_eq!(
            ssh_line(at("127.0.0.1:2222"), "abcd-efgh"),
            "ssh -p 2222 abcd-efgh@127.0.0.1"
        );
        assert_eq!(ssh_line(at("192.0.2.7:22"), "abcd"), "ssh abcd@192.0.2.7");
        assert_eq!(
            ssh_line(at("0.0.0.0:2222"), "abcd"),
            "ssh -p 2222 abcd@HOST"
        );
        assert_eq!(ssh_line(at("[::1]:2222"), "abcd"), "ssh -p 2222 abcd@::1");
    }
}
