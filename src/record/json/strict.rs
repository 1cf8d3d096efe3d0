//! A save's text parsed as JSON that refuses an object with a key twice: serde_json keeps
//! the last value silently, so an edited or merged save would load other than it reads.

use std::cell::RefCell;
use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

/// A key found twice: the key and the object it is in (`the top level`, `result`,
/// `moves[3]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Duplicate {
    pub(super) key: String,
    pub(super) within: String,
}

/// Where a value is, from the top: written out only for an error.
#[derive(Clone, Copy)]
enum Place<'a> {
    Top,
    Key(&'a Place<'a>, &'a str),
    Index(&'a Place<'a>, usize),
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Top => Ok(()),
            Place::Key(Place::Top, key) => write!(f, "{key}"),
            Place::Key(parent, key) => write!(f, "{parent}.{key}"),
            Place::Index(parent, i) => write!(f, "{parent}[{i}]"),
        }
    }
}

/// Parses `text` as serde_json does, but an object that names a key twice is an error
/// (serde_json's, so with the line and column where the second one was read), and the key
/// and its object are put in `found`.
pub(super) fn parse(
    text: &str,
    found: &RefCell<Option<Duplicate>>,
) -> Result<Value, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = Strict {
        place: Place::Top,
        found,
    }
    .deserialize(&mut de)?;
    de.end()?;
    Ok(value)
}

struct Strict<'a, 'f> {
    place: Place<'a>,
    found: &'f RefCell<Option<Duplicate>>,
}

impl<'de> DeserializeSeed<'de> for Strict<'_, '_> {
    type Value = Value;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict<'_, '_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        // JSON text has no NaN or infinity, so every number it holds is one.
        Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        loop {
            let place = Place::Index(&self.place, out.len());
            let seed = Strict {
                place,
                found: self.found,
            };
            match seq.next_element_seed(seed)? {
                Some(v) => out.push(v),
                None => return Ok(Value::Array(out)),
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            // The keys read so far are the map's own: no set beside it.
            if out.contains_key(&key) {
                let within = match self.place {
                    Place::Top => "the top level".to_string(),
                    place => format!("`{place}`"),
                };
                let message = format!("the key `{key}` appears twice in {within}");
                *self.found.borrow_mut() = Some(Duplicate { key, within });
                return Err(de::Error::custom(message));
            }
            let value = map.next_value_seed(Strict {
                place: Place::Key(&self.place, &key),
                found: self.found,
            })?;
            out.insert(key, value);
        }
        Ok(Value::Object(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn duplicate(text: &str) -> Option<Duplicate> {
        let found = RefCell::new(None);
        let parsed = parse(text, &found);
        assert_eq!(parsed.is_err(), found.borrow().is_some(), "{text}");
        found.into_inner()
    }

    #[test]
    fn a_key_twice_is_found_with_its_object_and_values_parse_as_serde_json_does() {
        let text = r#"{"a": [1, -2, 3.5, "x", null, true, {"b": {}}], "c": {"d": []}}"#;
        let found = RefCell::new(None);
        let strict = parse(text, &found).unwrap();
        assert_eq!(strict, serde_json::from_str::<Value>(text).unwrap());
        let dup = |key: &str, within: &str| {
            Some(Duplicate {
                key: key.into(),
                within: within.into(),
            })
        };
        assert_eq!(duplicate(r#"{"a": 1, "a": 2}"#), dup("a", "the top level"));
        assert_eq!(
            duplicate(r#"{"r": {"s": 1, "t": 2, "s": 1}}"#),
            dup("s", "`r`")
        );
        assert_eq!(
            duplicate(r#"{"m": [{"x": 1}, {"x": 1, "x": 2}]}"#),
            dup("x", "`m[1]`")
        );
        // The same key in two objects is no duplicate.
        assert_eq!(duplicate(r#"{"m": [{"x": 1}, {"x": 2}], "x": 3}"#), None);
        // Trailing text is refused as serde_json refuses it.
        assert!(parse("{} x", &RefCell::new(None)).is_err());
    }
}
