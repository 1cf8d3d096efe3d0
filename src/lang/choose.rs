//! Which language a player gets, as a terminal program chooses: the one asked for on the
//! command line, then the one they chose in the game, then the environment as gettext reads
//! it, then English.

use std::sync::Arc;

use super::{Catalog, Lang};

/// The locale variables gettext reads, in its order: the first set one is the locale
/// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); `LANGUAGE`, a list of languages separated
/// by colons, comes before it unless the locale is `C` or `POSIX`.
pub const LOCALE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

/// The language the environment asks for, as gettext chooses it: `env` looks up a
/// variable (`std::env::var`, or an SSH guest's own variables). A locale of `C` or
/// `POSIX`, or none, means English, whatever `LANGUAGE` says; a language the game does not
/// speak is passed over for the next one asked for, and English when none is left.
pub fn from_env(catalog: &Arc<Catalog>, env: impl Fn(&str) -> Option<String>) -> Lang {
    let set = |name: &str| env(name).filter(|v| !v.is_empty());
    let locale = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"));
    let Some(locale) = locale else {
        return catalog.english();
    };
    if is_c(&locale) {
        return catalog.english();
    }
    let listed = set("LANGUAGE").unwrap_or_default();
    listed
        .split(':')
        .filter(|code| !code.is_empty() && !is_c(code))
        .chain([locale.as_str()])
        .find_map(|code| catalog.find(code))
        .unwrap_or_else(|| catalog.english())
}

/// The language for this screen: `asked` (`--lang`) when given, else `saved` (the player's
/// choice kept in the data folder) when the game still speaks it, else the environment's.
/// `asked` must already be a language the game speaks ([`Catalog::find`]).
pub fn choose(
    catalog: &Arc<Catalog>,
    asked: Option<&Lang>,
    saved: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Lang {
    if let Some(lang) = asked {
        return lang.clone();
    }
    saved
        .and_then(|code| catalog.find(code))
        .unwrap_or_else(|| from_env(catalog, env))
}

fn is_c(code: &str) -> bool {
    let base = code.split(['.', '@']).next().unwrap_or_default();
    base == "C" || base == "POSIX"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    fn tag(catalog: &Arc<Catalog>, vars: &[(&str, &str)]) -> String {
        from_env(catalog, env(vars)).tag().to_string()
    }

    #[test]
    fn the_environment_is_read_as_gettext_reads_it() {
        let c = Catalog::built_in().unwrap();
        assert_eq!(tag(&c, &[]), "en");
        assert_eq!(tag(&c, &[("LANG", "cs_CZ.UTF-8")]), "cs");
        // LC_ALL before LC_MESSAGES before LANG.
        assert_eq!(
            tag(
                &c,
                &[("LANG", "cs_CZ.UTF-8"), ("LC_MESSAGES", "pl_PL.UTF-8")]
            ),
            "pl"
        );
        assert_eq!(
            tag(
                &c,
                &[
                    ("LANG", "cs_CZ"),
                    ("LC_MESSAGES", "pl_PL"),
                    ("LC_ALL", "es_ES")
                ]
            ),
            "es"
        );
        // An empty variable counts as unset.
        assert_eq!(tag(&c, &[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "")]), "ru");
        // LANGUAGE's list comes first, passing over what the game does not speak...
        assert_eq!(
            tag(&c, &[("LANG", "cs_CZ.UTF-8"), ("LANGUAGE", "fr:es:pl")]),
            "es"
        );
        // ... but not when the locale is C or POSIX, or unset.
        assert_eq!(tag(&c, &[("LANG", "C.UTF-8"), ("LANGUAGE", "pl")]), "en");
        assert_eq!(tag(&c, &[("LC_ALL", "POSIX"), ("LANG", "pl_PL")]), "en");
        assert_eq!(tag(&c, &[("LANGUAGE", "pl")]), "en");
        // A language the game does not speak gives English.
        assert_eq!(tag(&c, &[("LANG", "fr_FR.UTF-8")]), "en");
        assert_eq!(tag(&c, &[("LANG", "de_DE@euro")]), "en");
    }

    #[test]
    fn the_command_line_then_the_saved_choice_then_the_environment() {
        let c = Catalog::built_in().unwrap();
        let es = c.find("es").unwrap();
        let czech = [("LANG", "cs_CZ.UTF-8")];
        assert_eq!(choose(&c, Some(&es), Some("pl"), env(&czech)).tag(), "es");
        assert_eq!(choose(&c, None, Some("pl"), env(&czech)).tag(), "pl");
        assert_eq!(choose(&c, None, None, env(&czech)).tag(), "cs");
        // A saved choice the game no longer speaks is passed over.
        assert_eq!(choose(&c, None, Some("xx"), env(&czech)).tag(), "cs");
    }

    #[test]
    fn codes_name_languages_in_every_usual_form() {
        let c = Catalog::built_in().unwrap();
        for code in [
            "pl",
            "pl-PL",
            "pl_PL",
            "pl_PL.UTF-8",
            "pl_PL.UTF-8@euro",
            "PL",
        ] {
            assert_eq!(
                c.find(code).map(|l| l.tag().to_string()),
                Some("pl".into()),
                "{code}"
            );
        }
        assert_eq!(c.find("en-XA").unwrap().tag(), "en-XA");
        assert_eq!(c.find("en-US").unwrap().tag(), "en");
        assert!(c.find("fr").is_none());
        assert!(c.find("").is_none());
        assert!(c.find("not a code").is_none());
    }
}
