//! What a player reads, in the languages of the printed rulebooks: English, Russian, Polish,
//! Czech and Spanish. Each language is a folder of Fluent message files under `i18n/`
//! (built in: see `build.rs`); [`Catalog`] holds them all, parsed once, and [`Lang`] is one
//! screen's language, English behind it for any message it lacks.
//!
//! The rules know nothing of this: their refusals ([`crate::rules::Illegal`]) and endings
//! are put into words by [`rules`], above them. Notation (UHP MoveStrings and the bug
//! letters typed as keys) is the same in every language.

pub mod choose;
pub mod columns;
pub mod notation;
mod pseudo;
#[cfg(feature = "records")]
pub mod record;
pub mod rules;

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentArgs as Args;

include!(concat!(env!("OUT_DIR"), "/i18n.rs"));

/// The language every other falls back to, and the one the messages are written in first.
pub const ENGLISH: &str = "en";

/// The pseudo-language: English with every letter accented and every message in brackets,
/// so that a screen drawn in it shows at once any text that does not come from the message
/// files (plain ASCII words outside brackets).
pub const PSEUDO: &str = "en-XA";

/// What is wrong with the built-in message files (a test keeps them right).
#[derive(Debug, thiserror::Error)]
pub enum LangError {
    /// A folder under `i18n/` whose name is not a language tag.
    #[error("i18n/{0}: not a language tag")]
    Tag(String),
    /// A message file Fluent cannot read.
    #[error("i18n/{tag}/{file}: {errors}")]
    Syntax {
        /// The language.
        tag: String,
        /// The file.
        file: String,
        /// What Fluent found, one error a line.
        errors: String,
    },
    /// The same message defined twice in one language.
    #[error("i18n/{tag}: {errors}")]
    Duplicate {
        /// The language.
        tag: String,
        /// What Fluent found.
        errors: String,
    },
}

/// One language's messages.
struct Tongue {
    tag: String,
    id: LanguageIdentifier,
    bundle: FluentBundle<FluentResource>,
    pseudo: bool,
}

/// Every language the game speaks, parsed once and shared by every screen (an SSH guest's
/// included).
pub struct Catalog {
    tongues: Vec<Tongue>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.tongues.iter().map(|t| &t.tag))
            .finish()
    }
}

impl Catalog {
    /// The built-in languages (one a folder of `i18n/`), and the pseudo-language.
    pub fn built_in() -> Result<Arc<Catalog>, LangError> {
        let mut tongues = Vec::new();
        for (tag, files) in EMBEDDED {
            tongues.push(tongue(tag, files, false)?);
            if *tag == ENGLISH {
                tongues.push(tongue(PSEUDO, files, true)?);
            }
        }
        Ok(Arc::new(Catalog { tongues }))
    }

    /// [`Catalog::built_in`], or (should a message file be broken: the tests keep them
    /// whole) a catalogue whose every message shows as its id.
    ///
    /// Parsed once a process and shared: the files are compiled in and never change, and
    /// every screen asks for them (each SSH guest's, each model's English before the
    /// player's language is known). Parsed a screen at a time they cost a served game's
    /// two guests more memory than their game.
    pub fn embedded() -> Arc<Catalog> {
        static PARSED: OnceLock<Arc<Catalog>> = OnceLock::new();
        Arc::clone(PARSED.get_or_init(|| {
            Catalog::built_in().unwrap_or_else(|_| {
                Arc::new(Catalog {
                    tongues: Vec::new(),
                })
            })
        }))
    }

    /// The tags of the languages a player may choose (the pseudo-language is not listed).
    pub fn tags(&self) -> Vec<&str> {
        self.tongues
            .iter()
            .filter(|t| !t.pseudo)
            .map(|t| t.tag.as_str())
            .collect()
    }

    /// The languages a player may choose, each by its own name (`Polski`), in the order of
    /// [`Catalog::tags`].
    pub fn own_names(self: &Arc<Self>) -> Vec<String> {
        self.tags()
            .into_iter()
            .filter_map(|tag| self.find(tag))
            .map(|lang| lang.get("language-name"))
            .collect()
    }

    /// The language a code names: `pl`, `pl-PL`, `pl_PL.UTF-8` or `pl_PL.UTF-8@euro` all name
    /// Polish; `en-XA` the pseudo-language. `None` when the game does not speak it.
    pub fn find(self: &Arc<Self>, code: &str) -> Option<Lang> {
        let code = code.split(['.', '@']).next().unwrap_or_default();
        let wanted: LanguageIdentifier = code.replace('_', "-").parse().ok()?;
        let exact = self.tongues.iter().position(|t| t.id == wanted);
        let index = exact.or_else(|| {
            self.tongues
                .iter()
                .position(|t| !t.pseudo && t.id.language == wanted.language)
        })?;
        Some(Lang {
            catalog: Arc::clone(self),
            index,
        })
    }

    /// English.
    pub fn english(self: &Arc<Self>) -> Lang {
        let index = self
            .tongues
            .iter()
            .position(|t| t.tag == ENGLISH)
            .unwrap_or_default();
        Lang {
            catalog: Arc::clone(self),
            index,
        }
    }

    /// Every message id of the language `tag`, with the names of the arguments its value
    /// and attributes use, sorted: what the completeness test compares across languages.
    pub fn messages(&self, tag: &str) -> Vec<(String, Vec<String>)> {
        let Some(tongue) = self.tongues.iter().find(|t| t.tag == tag) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (_, text) in files_of(tag).iter().filter(|(f, _)| f.ends_with(".ftl")) {
            let Ok(resource) = FluentResource::try_new(text.to_string()) else {
                continue;
            };
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry
                    && tongue.bundle.has_message(m.id.name)
                {
                    out.push((m.id.name.to_string(), pseudo::variables(m)));
                }
            }
        }
        out.sort();
        out
    }
}

fn files_of(tag: &str) -> &'static [(&'static str, &'static str)] {
    let tag = if tag == PSEUDO { ENGLISH } else { tag };
    EMBEDDED
        .iter()
        .find(|(t, _)| *t == tag)
        .map(|(_, files)| *files)
        .unwrap_or_default()
}

fn tongue(tag: &str, files: &[(&str, &str)], pseudo: bool) -> Result<Tongue, LangError> {
    let id: LanguageIdentifier = tag.parse().map_err(|_| LangError::Tag(tag.into()))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id.clone()]);
    // Fluent wraps each argument in Unicode isolation marks for right-to-left text; a
    // terminal shows them as gaps or escapes, and none of these languages needs them.
    bundle.set_use_isolating(false);
    if pseudo {
        bundle.set_transform(Some(pseudo::accented));
    }
    for (file, text) in files.iter().filter(|(f, _)| f.ends_with(".ftl")) {
        let resource =
            FluentResource::try_new(text.to_string()).map_err(|(_, errors)| LangError::Syntax {
                tag: tag.into(),
                file: (*file).into(),
                errors: errors
                    .iter()
                    .map(|e| format!("{e:?}"))
                    .collect::<Vec<_>>()
                    .join("\n"),
            })?;
        bundle
            .add_resource(resource)
            .map_err(|errors| LangError::Duplicate {
                tag: tag.into(),
                errors: errors
                    .iter()
                    .map(|e| e.to_string())
                    .collect::<Vec<_>>()
                    .join("\n"),
            })?;
    }
    Ok(Tongue {
        tag: tag.into(),
        id,
        bundle,
        pseudo,
    })
}

/// One screen's language: its messages, English behind it. Cheap to clone.
#[derive(Clone)]
pub struct Lang {
    catalog: Arc<Catalog>,
    index: usize,
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.tag())
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Lang) -> bool {
        self.tag() == other.tag()
    }
}

impl Eq for Lang {}

impl Lang {
    /// The language after this one among those a player may choose, in the order of
    /// [`Catalog::tags`], round to the first: what F2 goes to.
    pub fn next(&self) -> Lang {
        let tags = self.catalog.tags();
        let at = tags.iter().position(|&t| t == self.tag());
        let next = at.map_or(0, |i| i + 1) % tags.len().max(1);
        tags.get(next)
            .and_then(|tag| self.catalog.find(tag))
            .unwrap_or_else(|| self.clone())
    }

    /// English, from a catalogue of its own: for tests and for code that has no screen.
    pub fn english() -> Lang {
        Catalog::embedded().english()
    }

    /// This language's tag (`pl`, `en-XA`).
    pub fn tag(&self) -> &str {
        self.tongue().map_or(ENGLISH, |t| t.tag.as_str())
    }

    /// The catalogue it comes from (for choosing another language).
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    fn tongue(&self) -> Option<&Tongue> {
        self.catalog.tongues.get(self.index)
    }

    fn tongues(&self) -> impl Iterator<Item = &Tongue> {
        let english = self.catalog.tongues.iter().find(|t| t.tag == ENGLISH);
        self.tongue().into_iter().chain(english)
    }

    /// The message `id` with no arguments.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with these arguments. A message this language lacks is taken from
    /// English; one no language has shows as its id in braces (a test keeps that from
    /// happening).
    pub fn format(&self, id: &str, args: Option<&Args>) -> String {
        self.format_part(id, None, args)
    }

    /// The attribute `attr` of the message `id` (`bug-queen.acc`), or its value when
    /// the message has no such attribute.
    pub fn attribute(&self, id: &str, attr: &str, args: Option<&Args>) -> String {
        self.format_part(id, Some(attr), args)
    }

    /// The document `name` (`rules.md`: the rules pages) in this language, or in English
    /// when this language has none.
    /// The pseudo-language accents it (placeholders in braces left as they are).
    pub fn document(&self, name: &str) -> Cow<'static, str> {
        let text = [self.tag(), ENGLISH]
            .into_iter()
            .find_map(|tag| files_of(tag).iter().find(|(f, _)| *f == name))
            .map_or("", |(_, text)| *text);
        match self.tongue() {
            Some(t) if t.pseudo => Cow::Owned(pseudo::accented_document(text)),
            _ => Cow::Borrowed(text),
        }
    }

    /// The names of the attributes message `id` has in this language (the grammatical
    /// cases of a bug's name: `gen`, `acc`, …).
    pub fn attributes(&self, id: &str) -> Vec<&str> {
        self.tongue()
            .and_then(|t| t.bundle.get_message(id))
            .map(|m| m.attributes().map(|a| a.id()).collect())
            .unwrap_or_default()
    }

    fn format_part(&self, id: &str, attr: Option<&str>, args: Option<&Args>) -> String {
        for tongue in self.tongues() {
            let Some(message) = tongue.bundle.get_message(id) else {
                continue;
            };
            let pattern = match attr {
                Some(a) => message.get_attribute(a).map(|a| a.value()),
                None => None,
            }
            .or_else(|| message.value());
            let Some(pattern) = pattern else {
                continue;
            };
            let mut errors = Vec::new();
            let text = tongue.bundle.format_pattern(pattern, args, &mut errors);
            return if tongue.pseudo {
                format!("[{text}]")
            } else {
                text.into_owned()
            };
        }
        format!("{{{id}}}")
    }
}

/// A value for a message's argument: text, or a number (which selects plural forms).
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// Text as an argument, borrowed.
pub fn text(value: &str) -> FluentValue<'_> {
    FluentValue::String(Cow::Borrowed(value))
}

/// `lang.format(id, args)` with the arguments written inline:
/// `say!(lang, "count-moves", count = 3)`.
#[macro_export]
macro_rules! say {
    ($lang:expr, $id:expr $(,)?) => {
        $lang.get($id)
    };
    ($lang:expr, $id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::Args::new();
        $(args.set(stringify!($key), $crate::lang::arg($value));)+
        $lang.format($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
