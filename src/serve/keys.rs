//! The keys admitted to the lobby: an `authorized_keys` file in OpenSSH's format, read by
//! ssh-key's parser (russh's own), so options, comments and key types are read as OpenSSH
//! reads them. A key proves itself by signing (public-key authentication); its SHA-256
//! fingerprint is who it is ([`Owner`]).

use std::path::Path;

use russh::keys::ssh_key::Fingerprint;
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

/// Why text given as a key (`hive club bind NAME KEY`) is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyTextError {
    /// Nothing, or only spaces.
    #[error("no key given")]
    Empty,
    /// Text of a fingerprint's form (`SHA256:…`, `MD5:…`) that is not a SHA-256 fingerprint
    /// as `ssh-keygen -l` prints it: `SHA256:` and 43 base64 characters.
    #[error("not a SHA-256 fingerprint (SHA256: and 43 base64 characters)")]
    Fingerprint,
    /// A line that starts as a public key's (`ssh-ed25519 …`) but does not read as one.
    #[error("not a public key ({0})")]
    Key(String),
    /// Neither a public key nor a fingerprint.
    #[error("neither a public key nor a fingerprint")]
    Neither,
}

/// Who the key given as `text` is: a public key's line as a `.pub` file (or an
/// `authorized_keys` line) holds it, `ssh-ed25519 AAAA… comment`, is its owner as
/// [`owner`] says; a SHA-256 fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43
/// base64 characters) is taken as it is. Anything else is refused, saying why.
pub fn owner_of_text(text: &str) -> Result<Owner, KeyTextError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(KeyTextError::Empty);
    }
    // `SHA256:…`, `MD5:…`: one word, a hash's name before its colon.
    if let Some((hash, _)) = text.split_once(':')
        && !hash.is_empty()
        && hash.chars().all(|c| c.is_ascii_alphanumeric())
        && !text.contains(char::is_whitespace)
    {
        return match text.parse::<Fingerprint>() {
            // Printed back as read: a non-canonical last character is no key's.
            Ok(f) if f.algorithm() == HashAlg::Sha256 && f.to_string() == text => {
                Ok(Owner(f.to_string()))
            }
            _ => Err(KeyTextError::Fingerprint),
        };
    }
    // One line: a second would be a second key, or something else.
    if text.contains('\n') {
        return Err(KeyTextError::Neither);
    }
    match AuthorizedKeys::new(text).next() {
        Some(Ok(entry)) => Ok(owner(entry.public_key())),
        Some(Err(e)) if looks_like_a_key(text) => Err(KeyTextError::Key(e.to_string())),
        _ => Err(KeyTextError::Neither),
    }
}

/// Whether `text` starts as a public key's line: a key type (`ssh-…`, `ecdsa-…`,
/// `sk-…`), or a word and base64 of the form every key's starts with (`AAAA`).
fn looks_like_a_key(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let first = words.next().unwrap_or_default();
    ["ssh-", "ecdsa-", "sk-"]
        .iter()
        .any(|t| first.starts_with(t))
        || words.next().is_some_and(|w| w.starts_with("AAAA"))
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

    /// A key given as text (`hive club bind`) is its public key's line or its SHA-256
    /// fingerprint, each the owner `ssh-keygen -lf` names; anything else is refused, saying
    /// why (a tester bound `hello world` and `SHA256:garbage`, locking a member out).
    #[test]
    fn a_key_given_as_text_is_a_key_line_or_a_fingerprint() {
        let alice = "SHA256:PHMW5hiXHNzWK7zeTGbfOv5k9LmNdF6wCfGQc/sFZ90";
        let bob = "SHA256:NDN4XtSHKHO2q3ymWI1UhNID2hI2sf0X7A3902OdPbA";
        assert_eq!(owner_of_text(ALICE).unwrap().0, alice);
        assert_eq!(owner_of_text(&format!("  {BOB}\n")).unwrap().0, bob);
        assert_eq!(owner_of_text(&format!("no-pty {BOB}")).unwrap().0, bob);
        assert_eq!(owner_of_text(alice).unwrap().0, alice);
        assert_eq!(owner_of_text("").unwrap_err(), KeyTextError::Empty);
        assert_eq!(owner_of_text("  ").unwrap_err(), KeyTextError::Empty);
        for bad in [
            "SHA256:garbage",
            "SHA256:",
            // One character short, one too many, padded, not base64.
            &alice[..alice.len() - 1],
            &format!("{alice}A"),
            &format!("{}=", &alice[..alice.len() - 1]),
            &alice.replace('/', "_"),
            // Not the last character OpenSSH would print for these bytes.
            &alice.replace("Z90", "Z91"),
            "sha256:PHMW5hiXHNzWK7zeTGbfOv5k9LmNdF6wCfGQc/sFZ90",
            "MD5:16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48",
        ] {
            assert_eq!(
                owner_of_text(bad).unwrap_err(),
                KeyTextError::Fingerprint,
                "{bad}"
            );
        }
        let cut = &ALICE[..40];
        assert!(
            matches!(owner_of_text(cut), Err(KeyTextError::Key(_))),
            "{cut}"
        );
        assert!(matches!(
            owner_of_text("ssh-ed25519 not-base64!"),
            Err(KeyTextError::Key(_))
        ));
        for bad in [
            "hello world",
            "bob",
            "# ssh-ed25519 AAAA",
            &format!("{ALICE}\n{BOB}"),
        ] {
            assert_eq!(
                owner_of_text(bad).unwrap_err(),
                KeyTextError::Neither,
                "{bad}"
            );
        }
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
