//! The SSH login's one decision ([`decide`]): what a user name, with what the client shows
//! at a step of its login (nothing, a key offered, a key proved, no key at all), gets from
//! the server's invite codes and lobby keys. The connection asks it at every step and
//! only carries the answer out, as one of the SSH answers below ([`refused`], [`telling`], …).

use russh::keys::PublicKey;
use russh::server::Auth;
use russh::{MethodKind, MethodSet};

use super::invite::{Invites, Pass};
use super::keys::{LOBBY_USER, LobbyKeys};
use crate::room::Owner;

/// What a client shows at one step of its login.
#[derive(Clone, Copy, Debug)]
pub(super) enum Shown<'a> {
    /// Nothing (the `none` method): the user name alone.
    Nothing,
    /// A key it offers, not yet proved to be its own.
    Offered(&'a PublicKey),
    /// A key it proved it holds (russh checked its signature).
    Proven(&'a PublicKey),
    /// No key at all (keyboard-interactive, which asks nothing).
    NoKey,
}

/// The login's answer to one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Login {
    /// Refused, and counted against the address; why, for the guest to be told.
    Failed(Failure),
    /// A valid code: go on with a client key (or, without one, keyboard-interactive).
    AskForKey,
    /// The lobby's user: go on with a listed key.
    WithAKey,
    /// The offered key will do: the client may sign with it.
    Sign,
    /// In, as the lobby's member: who, and their key's name.
    Member(Owner, String),
    /// In, with the code's pass, and the key (its fingerprint) that took the seat, if one.
    Guest(Pass, Option<String>),
}

/// Why a login failed, as the guest is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Failure {
    /// No live code: a wrong one, a revoked one, or no code at all.
    NoSuchCode,
    /// The code is right, but its seat belongs to another client key.
    OtherKey,
    /// The lobby's user, without a listed key.
    NotListed,
}

impl Failure {
    /// The failure in a few words, for the server's log.
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Failure::NoSuchCode => "no such code",
            Failure::OtherKey => "the seat is another key's",
            Failure::NotListed => "the lobby without a listed key",
        }
    }
}

/// What `user`, showing `shown`, gets from a server with these `invites` and, if it has a
/// lobby, these `keys`.
pub(super) fn decide(
    invites: &Invites,
    keys: Option<&LobbyKeys>,
    user: &str,
    shown: Shown<'_>,
) -> Login {
    if let Some(keys) = keys
        && user == LOBBY_USER
    {
        // Not a guess at a code: the lobby's user comes in by a listed key only. A key
        // offered and not listed is no failure yet (an agent offers its keys in turn).
        return match shown {
            Shown::Nothing => Login::WithAKey,
            Shown::Offered(key) if keys.find(key).is_some() => Login::Sign,
            Shown::Offered(_) => Login::WithAKey,
            Shown::Proven(key) => match keys.find(key) {
                Some((owner, name)) => Login::Member(owner, name),
                None => Login::Failed(Failure::NotListed),
            },
            Shown::NoKey => Login::Failed(Failure::NotListed),
        };
    }
    let Some(pass) = invites.check(user) else {
        return Login::Failed(Failure::NoSuchCode);
    };
    match shown {
        Shown::Nothing => Login::AskForKey,
        // Another of the client's keys may be the seat's: not a failure yet.
        Shown::Offered(key) if invites.admits(&pass, Some(&key_id(key))) => Login::Sign,
        Shown::Offered(_) => Login::AskForKey,
        Shown::Proven(key) => {
            let id = key_id(key);
            match invites.admits(&pass, Some(&id)) {
                true => Login::Guest(pass, Some(id)),
                false => Login::AskForKey,
            }
        }
        // The code is right but the seat is another key's: counted, and the client is told
        // to give up.
        Shown::NoKey if invites.admits(&pass, None) => Login::Guest(pass, None),
        Shown::NoKey => Login::Failed(Failure::OtherKey),
    }
}

/// A client key as the seats remember it: its SHA-256 fingerprint.
pub(super) fn key_id(key: &PublicKey) -> String {
    key.fingerprint(russh::keys::HashAlg::Sha256).to_string()
}

/// The login's refusal. The only method named to go on with is `none`, which a client has
/// tried already, so it gives up (OpenSSH reads an empty list as "try everything", and
/// would ask for a password and offer its keys): a wrong code is never asked for a key.
pub(super) fn refused() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::from(&[MethodKind::None][..])),
        partial_success: false,
    }
}

/// A valid code's answer to `none`: show a client key (or, without one, come in by
/// keyboard-interactive, which asks nothing).
pub(super) fn ask_for_key() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::from(
            &[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..],
        )),
        partial_success: false,
    }
}

/// A failed code's answer to `none`: go on by keyboard-interactive, whose message says
/// why (OpenSSH shows it, then gives up: no key is asked for, no password).
pub(super) fn to_be_told() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::from(&[MethodKind::KeyboardInteractive][..])),
        partial_success: false,
    }
}

/// A keyboard-interactive request that asks nothing and only says `text` (the client
/// shows it, answers with nothing, and is then refused).
pub(super) fn telling(text: String) -> Auth {
    Auth::Partial {
        name: "".into(),
        instructions: text.into(),
        prompts: std::borrow::Cow::Borrowed(&[]),
    }
}

/// For the lobby's user: go on with a key.
pub(super) fn with_a_key() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::from(&[MethodKind::PublicKey][..])),
        partial_success: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Two keys made with `ssh-keygen -t ed25519`.
    const ALICE: &str =
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJBZzn076EtjE6fJmCDWp9vUnyHQkU7Vmm0zR8msF+m8 alice";
    const BOB: &str =
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIO8VEhz4wfAhyyM5RkN/zNthraVwGG4bFnMA9uDD6krY bob";

    #[test]
    fn a_code_comes_in_by_its_seat_s_key_or_by_none_while_the_seat_has_none() {
        let invites = Invites::new();
        let code = invites.issue("black").unwrap().code;
        let alice: PublicKey = ALICE.parse().unwrap();
        let bob: PublicKey = BOB.parse().unwrap();
        let pass = invites.check(&code).unwrap();
        let login = |shown| decide(&invites, None, &code, shown);
        assert_eq!(login(Shown::Nothing), Login::AskForKey);
        assert_eq!(
            decide(&invites, None, "wrong", Shown::Nothing),
            Login::Failed(Failure::NoSuchCode)
        );
        // No key taken the seat yet: any key, or none.
        assert_eq!(login(Shown::Offered(&alice)), Login::Sign);
        assert_eq!(
            login(Shown::Proven(&alice)),
            Login::Guest(pass.clone(), Some(key_id(&alice)))
        );
        assert_eq!(login(Shown::NoKey), Login::Guest(pass.clone(), None));
        // Alice's now: Bob's key is asked to try another, and no key at all is refused.
        invites.bind(&pass, Some(&key_id(&alice))).unwrap();
        assert_eq!(login(Shown::Offered(&bob)), Login::AskForKey);
        assert_eq!(login(Shown::Proven(&bob)), Login::AskForKey);
        assert_eq!(login(Shown::NoKey), Login::Failed(Failure::OtherKey));
        assert_eq!(
            login(Shown::Proven(&alice)),
            Login::Guest(pass, Some(key_id(&alice)))
        );
    }

    #[test]
    fn the_lobby_takes_listed_keys_only_and_is_no_code() {
        let invites = Invites::new();
        let keys = LobbyKeys::parse(ALICE).unwrap();
        let alice: PublicKey = ALICE.parse().unwrap();
        let bob: PublicKey = BOB.parse().unwrap();
        let login = |shown| decide(&invites, Some(&keys), LOBBY_USER, shown);
        assert_eq!(login(Shown::Nothing), Login::WithAKey);
        assert_eq!(login(Shown::Offered(&alice)), Login::Sign);
        assert_eq!(login(Shown::Offered(&bob)), Login::WithAKey);
        let (owner, name) = keys.find(&alice).unwrap();
        assert_eq!(login(Shown::Proven(&alice)), Login::Member(owner, name));
        assert_eq!(
            login(Shown::Proven(&bob)),
            Login::Failed(Failure::NotListed)
        );
        assert_eq!(login(Shown::NoKey), Login::Failed(Failure::NotListed));
        // A server without a lobby takes its user for a (wrong) code.
        assert_eq!(
            decide(&invites, None, LOBBY_USER, Shown::Nothing),
            Login::Failed(Failure::NoSuchCode)
        );
    }
}
