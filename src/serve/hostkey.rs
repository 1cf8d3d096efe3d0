//! The server's host key: an Ed25519 key made on the first start and kept in the data
//! directory, readable by its owner only, so that guests can pin it (its fingerprint is
//! printed at every start, as `ssh-keygen -lf` prints it).

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use russh::keys::HashAlg;
/// The key's type (russh's), for callers that hold a key between loading and serving.
pub use russh::keys::PrivateKey;
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;
use thiserror::Error;

/// The host key's file name in the data directory.
pub const FILE_NAME: &str = "ssh_host_ed25519_key";

/// Why the host key could not be had.
#[derive(Debug, Error)]
pub enum HostKeyError {
    /// The file (or its folder) could not be read or written.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// What failed.
        source: io::Error,
    },
    /// Others may read the file, or it is not the server user's: a key others may have
    /// copied proves nothing, so it is not used.
    #[error(
        "{}: the host key must be readable by its owner only, and owned by the user running the server (chmod 600 it, or delete it to make a new one)",
        .path.display()
    )]
    Exposed {
        /// The file.
        path: PathBuf,
    },
    /// The file is not an unencrypted OpenSSH private key.
    #[error("{}: not an OpenSSH private key without a passphrase: {reason}", .path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the reader said.
        reason: String,
    },
    /// No random seed could be had for a new key.
    #[error("no randomness for a new host key: {0}")]
    Random(String),
}

/// The host key at `path`, made (and written, owner-only) if there is none. Refused when
/// the file is readable or writable by others.
pub fn load_or_create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let io = |source| HostKeyError::Io {
        path: path.to_path_buf(),
        source,
    };
    match File::open(path) {
        Ok(file) => read(path, file),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir).map_err(io)?;
            }
            let key = generate()?;
            match write_new(path, &key) {
                Ok(()) => Ok(key),
                // Another server made one at the same moment: theirs is the key.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    read(path, File::open(path).map_err(io)?)
                }
                Err(e) => Err(io(e)),
            }
        }
        Err(e) => Err(io(e)),
    }
}

/// The key's fingerprint as OpenSSH prints it: `SHA256:` and the unpadded base64 of the
/// hash of its public key.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

fn generate() -> Result<PrivateKey, HostKeyError> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(|e| HostKeyError::Random(e.to_string()))?;
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    seed.fill(0);
    Ok(key)
}

fn read(path: &Path, mut file: File) -> Result<PrivateKey, HostKeyError> {
    check_private(path, &file)?;
    let mut text = String::new();
    // A key file is a few hundred bytes; a huge file is not one.
    io::Read::read_to_string(&mut io::Read::take(&mut file, 64 * 1024), &mut text).map_err(
        |source| HostKeyError::Io {
            path: path.to_path_buf(),
            source,
        },
    )?;
    let key = PrivateKey::from_openssh(text.as_bytes()).map_err(|e| HostKeyError::Unreadable {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    if key.is_encrypted() {
        return Err(HostKeyError::Unreadable {
            path: path.to_path_buf(),
            reason: "it is encrypted".into(),
        });
    }
    Ok(key)
}

/// Refuses a key file that others may read or write, or that another user owns.
#[cfg(unix)]
fn check_private(path: &Path, file: &File) -> Result<(), HostKeyError> {
    use std::os::unix::fs::MetadataExt;
    let meta = file.metadata().map_err(|source| HostKeyError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let ours = meta.uid() == rustix::process::geteuid().as_raw();
    if meta.mode() & 0o077 != 0 || !ours || !meta.is_file() {
        return Err(HostKeyError::Exposed {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Elsewhere the folder's permissions are what keep the key private.
#[cfg(not(unix))]
fn check_private(_path: &Path, _file: &File) -> Result<(), HostKeyError> {
    Ok(())
}

/// Writes a new key file, owner-only from its creation, and never over an existing one: it
/// is written beside and linked into place.
fn write_new(path: &Path, key: &PrivateKey) -> io::Result<()> {
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let temp = path.with_extension(format!("tmp-{}", std::process::id()));
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let written = options.open(&temp).and_then(|mut file| {
        file.write_all(text.as_bytes())?;
        file.sync_all()
    });
    let linked = written.and_then(|()| fs::hard_link(&temp, path));
    let _ = fs::remove_file(&temp);
    linked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn the_key_is_made_once_and_kept() {
        let dir = dir();
        let path = dir.path().join("sub").join(FILE_NAME);
        let first = load_or_create(&path).unwrap();
        let again = load_or_create(&path).unwrap();
        assert_eq!(fingerprint(&first), fingerprint(&again));
        assert_eq!(first.algorithm(), russh::keys::Algorithm::Ed25519);
        let print = fingerprint(&first);
        assert!(print.starts_with("SHA256:") && print.len() == 50, "{print}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // Nothing is left beside it.
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [FILE_NAME]);
    }

    #[cfg(unix)]
    #[test]
    fn a_key_others_can_read_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = dir();
        let path = dir.path().join(FILE_NAME);
        load_or_create(&path).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).unwrap();
        let err = load_or_create(&path).unwrap_err();
        assert!(matches!(err, HostKeyError::Exposed { .. }), "{err}");
        assert!(err.to_string().contains("chmod 600"));
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        assert!(load_or_create(&path).is_ok());
    }

    #[test]
    fn a_file_that_is_not_a_key_is_refused_and_left_alone() {
        let dir = dir();
        let path = dir.path().join(FILE_NAME);
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        options
            .open(&path)
            .unwrap()
            .write_all(b"not a key")
            .unwrap();
        let err = load_or_create(&path).unwrap_err();
        assert!(matches!(err, HostKeyError::Unreadable { .. }), "{err}");
        assert_eq!(fs::read(&path).unwrap(), b"not a key");
    }
}
