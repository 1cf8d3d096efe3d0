//! Members' names: short, printable, not reserved, and not a look-alike of another
//! member's. Two names look alike when their UTS #39 skeletons (unicode-security) agree
//! once case is folded and punctuation is left out: `Anna` and `АННА` (Cyrillic), `rn`
//! and `m`, `l` and `1`, `bob` and `Bob.` or `b.o.b`.

use thiserror::Error;
use unicode_security::confusable_detection::skeleton;

/// The fewest characters a name has.
pub const MIN_CHARS: usize = 2;
/// The most characters a name has.
pub const MAX_CHARS: usize = 20;

/// Names no member may take (nor a look-alike of them): the server's own words, the sides,
/// the computer, and the user names it answers to (`ssh lobby@HOST`, the plain lobby's, a
/// guest's and a watcher's seats).
pub const RESERVED: [&str; 16] = [
    "admin",
    "administrator",
    "black",
    "computer",
    "guest",
    "hive",
    "host",
    "lobby",
    "moderator",
    "plain",
    "root",
    "server",
    "system",
    "watch",
    "watcher",
    "white",
];

/// Why a name is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NameError {
    /// Fewer than [`MIN_CHARS`] or more than [`MAX_CHARS`] characters.
    #[error("a name has {MIN_CHARS} to {MAX_CHARS} characters")]
    Length,
    /// A character other than a letter, a digit, `_`, `-` or `.`, or a name that does not
    /// start with a letter or digit.
    #[error("a name is letters, digits, `_`, `-` and `.`, and starts with a letter or digit")]
    Characters,
    /// Letters of more than one script (Latin with Cyrillic, say): a look-alike in waiting.
    #[error("a name's letters are of one alphabet")]
    MixedScripts,
    /// One of [`RESERVED`], or a look-alike of one.
    #[error("that name is kept for the server")]
    Reserved,
}

/// A name accepted by [`check`], with the key it is compared by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    /// As the member typed it (trimmed).
    pub text: String,
    /// Its look-alike key: the case-folded skeleton, punctuation left out. Two members
    /// never share one.
    pub key: String,
}

/// The look-alike key of `text`: its skeleton, lowercased, skeleton again (case folding
/// can make new confusables, `I` → `i`), less the punctuation and spaces, which do not set
/// a name apart (`Bob.` and `b.o.b` are `bob`). Letters whose skeleton is punctuation
/// (Lisu's tone letters, `ꓸ` for `.`) are left out too.
pub fn key(text: &str) -> String {
    let folded: String = skeleton(text).collect::<String>().to_lowercase();
    skeleton(&folded)
        .filter(|c| !c.is_ascii_punctuation() && !c.is_whitespace())
        .collect()
}

/// `text` as a member's name, or why not. Whether another member already has it (or a
/// look-alike) is the database's to say: it holds every key.
pub fn check(text: &str) -> Result<Name, NameError> {
    let text = text.trim();
    let chars = text.chars().count();
    if !(MIN_CHARS..=MAX_CHARS).contains(&chars) {
        return Err(NameError::Length);
    }
    let allowed = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.');
    if !text.chars().all(allowed) || !text.chars().next().is_some_and(char::is_alphanumeric) {
        return Err(NameError::Characters);
    }
    if !unicode_security::MixedScript::is_single_script(text) {
        return Err(NameError::MixedScripts);
    }
    let key = key(text);
    // Nothing but what looks like punctuation (`ꓸꓸ`, Lisu letters): not a name.
    if key.is_empty() {
        return Err(NameError::Characters);
    }
    if RESERVED.iter().any(|r| self::key(r) == key) {
        return Err(NameError::Reserved);
    }
    Ok(Name {
        text: text.to_string(),
        key,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_names_pass_in_any_one_alphabet() {
        for name in ["Ann", "zoë", "Łucja_7", "Анна", "Jiří-K", "bob.b", "李雷"] {
            assert_eq!(check(name).map(|n| n.text), Ok(name.to_string()), "{name}");
        }
        assert_eq!(check("  Ann ").unwrap().text, "Ann");
    }

    #[test]
    fn bad_names_say_why() {
        assert_eq!(check("A"), Err(NameError::Length));
        assert_eq!(check(&"a".repeat(21)), Err(NameError::Length));
        assert_eq!(check("ann\u{1b}[31m"), Err(NameError::Characters));
        assert_eq!(check("an n"), Err(NameError::Characters));
        assert_eq!(check("_ann"), Err(NameError::Characters));
        assert_eq!(check("ann\u{202e}"), Err(NameError::Characters));
        // Latin A, Cyrillic нна.
        assert_eq!(check("Aнна"), Err(NameError::MixedScripts));
        assert_eq!(check("Host"), Err(NameError::Reserved));
        assert_eq!(check("c0mputer"), Err(NameError::Reserved));
        // Lisu tone letters, whose skeletons are `.` and `,`.
        assert_eq!(check("\u{a4f8}\u{a4f9}"), Err(NameError::Characters));
    }

    /// Look-alikes share a key across case and alphabets; different names do not.
    #[test]
    fn look_alikes_share_a_key() {
        assert_eq!(key("Anna"), key("anna"));
        // Cyrillic А, н is not a look-alike of n but А/а and о/o are.
        assert_eq!(key("Ola"), key("Оla"));
        assert_eq!(key("rn"), key("m"));
        assert_eq!(key("bill"), key("bi11"));
        // All Cyrillic: С, о, р, а.
        assert_eq!(key("Copa"), key("\u{421}\u{43e}\u{440}\u{430}"));
        assert_ne!(key("Ann"), key("Anne"));
        assert_ne!(key("Zoe"), key("Zed"));
    }

    /// Dots, hyphens and underscores do not make a name another: `Bob.`, `b.o.b` and
    /// `B-0_b` are all `bob`, as `BOB` and `b0b` are (found by a tester).
    #[test]
    fn punctuation_does_not_set_a_name_apart() {
        for name in ["Bob.", "b.o.b", "B-0_b", "bo--b", "b.0.B.", "bob_"] {
            assert_eq!(key(name), key("bob"), "{name}");
        }
        assert_eq!(key("ann.lee"), key("annlee"));
        // Letters still count, and so do accents.
        assert_ne!(key("bob.b"), key("bob"));
        assert_ne!(key("zoë"), key("zoe"));
        assert_eq!(check("r.o.o.t"), Err(NameError::Reserved));
        assert_eq!(check("White_"), Err(NameError::Reserved));
    }

    /// The user names a server answers to (`ssh lobby@HOST`, a watcher's and a guest's
    /// seats, the plain lobby) are nobody's name, nor any look-alike of them.
    #[test]
    fn the_servers_user_names_are_kept() {
        for name in [
            "lobby", "L0bby", "watch", "Watcher", "plain", "guest", "gu.est",
        ] {
            assert_eq!(check(name), Err(NameError::Reserved), "{name}");
        }
    }
}
