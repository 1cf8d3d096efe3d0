//! The keys admitted to the lobby: an `authorized_keys` file in OpenSSH's format, read by
//! ssh-key's parser (russh's own), so options, comments and key types are read as OpenSSH
//! reads them. A key proves itself by signing (public-key authentication); its SHA-256
//! fingerprint is who it is ([`Owner`]).

use std::path::Path;

use russh::keys::ssh_key::authorized_keys::AuthorizedKeys;
use russh::keys::{HashAlg, PublicKey};

use crate::room::Owner;

/// The user name that asks for the lobby (`ssh -p 2222 lobby@host`).
pub const LOBBY_USER: &str = "lobby";

/// Why an `authorized_keys` file was not read.
#[derive(Debug, thiserror::Error)]
pub enum KeysError {
    /// It could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A line is not a key.
    #[error("line {line} is not a public key ({why})")]
    Line {
        /// Its number, from 1.
        line: usize,
        /// The parser's word.
        why: String,
    },
    /// It lists no key: nobody could come in.
    #[error("it lists no key")]
    Empty,
}

/// One admitted key: the key, and the name its comment gives (for the games' records).
#[derive(Clone, Debug)]
struct Listed {
    key: PublicKey,
    name: String,
}

/// The keys admitted to the lobby: those listed, or any key at all (`hive serve --open`).
#[derive(Clone, Debug)]
pub struct LobbyKeys {
    keys: Vec<Listed>,
    open: bool,
}

impl LobbyKeys {
    /// The keys of `text`, in `authorized_keys` format (blank lines and `#` comments
    /// skipped; any line that is not a key is an error naming it).
    pub fn parse(text: &str) -> Result<LobbyKeys, KeysError> {
        let mut keys = Vec::new();
        for (n, line) in text.lines().enumerate() {
            // One line at a time, so an error can name its line.
            for entry in AuthorizedKeys::new(line) {
                let entry = entry.map_err(|e| KeysError::Line {
                    line: n + 1,
                    why: e.to_string(),
                })?;
                let key = entry.public_key().clone();
                let name = crate::text::printable(key.comment().as_str_lossy(), 32).into_owned();
                keys.push(Listed { key, name });
            }
        }
        if keys.is_empty() {
            return Err(KeysError::Empty);
        }
        Ok(LobbyKeys { keys, open: false })
    }

    /// The keys of the file at `path`.
    pub fn read(path: &Path) -> Result<LobbyKeys, KeysError> {
        let text = std::fs::read_to_string(path).map_err(|source| KeysError::Read {
            path: path.display().to_string(),
            source,
        })?;
        LobbyKeys::parse(&text)
    }

    /// How many keys are listed.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether none are (never, once read).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// A lobby open to any key, none listed.
    pub fn anyone() -> LobbyKeys {
        LobbyKeys {
            keys: Vec::new(),
            open: true,
        }
    }

    /// These keys, and any other too (whose holder the lobby asks for a name).
    pub fn opened(self) -> LobbyKeys {
        LobbyKeys { open: true, ..self }
    }

    /// Whether any key comes in.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Each listed key's owner and name.
    pub fn listed(&self) -> impl Iterator<Item = (Owner, String)> + '_ {
        self.keys.iter().map(|l| (owner(&l.key), l.name.clone()))
    }

    /// Who `key` is, if it is listed (the key material is compared; comments and options
    /// are not part of a key); in an open lobby, any key not listed is its owner with no
    /// name yet (an empty one).
    pub fn find(&self, key: &PublicKey) -> Option<(Owner, String)> {
        let listed = self
            .keys
            .iter()
            .find(|l| l.key.key_data() == key.key_data())
            .map(|l| (owner(&l.key), l.name.clone()));
        match listed {
            None if self.open => Some((owner(key), String::new())),
            listed => listed,
        }
    }
}

/// Who a key is: its SHA-256 fingerprint, as `ssh-keygen -l` prints it.
pub fn owner(key: &PublicKey) -> Owner {
    Owner(key.fingerprint(HashAlg::Sha256).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    // Two keys made with `ssh-keygen -t ed25519`.
    const ALICE: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJBZzn076EtjE6fJmCDWp9vUnyHQkU7Vmm0zR8msF+m8 alice@home";
    const BOB: &str =
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIO8VEhz4wfAhyyM5RkN/zNthraVwGG4bFnMA9uDD6krY bob";

    #[test]
    fn keys_are_read_as_openssh_writes_them() {
        let text =
            format!("# the lobby's keys\n\n{ALICE}\nno-pty,command=\"/bin/false\" {BOB}\n   \n");
        let keys = LobbyKeys::parse(&text).unwrap();
        assert_eq!(keys.len(), 2);
        let alice: PublicKey = ALICE.parse().unwrap();
        let (who, name) = keys.find(&alice).unwrap();
        assert!(who.0.starts_with("SHA256:"), "{}", who.0);
        assert_eq!(name, "alice@home");
        // The same key with another comment is the same key.
        let renamed: PublicKey = ALICE.replace("alice@home", "other").parse().unwrap();
        assert_eq!(keys.find(&renamed).unwrap().0, who);
        let bob: PublicKey = BOB.parse().unwrap();
        assert_ne!(keys.find(&bob).unwrap().0, who);
    }

    #[test]
    fn a_key_not_listed_is_nobody() {
        let keys = LobbyKeys::parse(ALICE).unwrap();
        let bob: PublicKey = BOB.parse().unwrap();
        assert!(keys.find(&bob).is_none());
    }

    #[test]
    fn an_open_lobby_takes_any_key_without_a_name() {
        let alice: PublicKey = ALICE.parse().unwrap();
        let bob: PublicKey = BOB.parse().unwrap();
        let open = LobbyKeys::parse(ALICE).unwrap().opened();
        assert_eq!(open.find(&alice).unwrap().1, "alice@home");
        let (who, name) = open.find(&bob).unwrap();
        assert_eq!((who, name), (owner(&bob), String::new()));
        assert!(LobbyKeys::anyone().find(&alice).unwrap().1.is_empty());
    }

    #[test]
    fn a_bad_line_is_named_and_an_empty_file_refused() {
        let text = format!("{ALICE}\nssh-ed25519 not-base64!\n");
        match LobbyKeys::parse(&text) {
            Err(KeysError::Line { line: 2, .. }) => {}
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            LobbyKeys::parse("# nobody\n\n"),
            Err(KeysError::Empty)
        ));
    }
}
