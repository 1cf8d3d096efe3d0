//! The pseudo-language's accents, and the arguments a message uses (for the test that
//! every language passes the same ones).

use std::borrow::Cow;

use fluent_syntax::ast::{Expression, InlineExpression, Message, Pattern, PatternElement};

/// `text` with its ASCII letters accented (`Queen` → `Qúéén`): still readable, and
/// plainly not English text that slipped past the message files.
pub(super) fn accented(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| accent(c) != c) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(accent).collect())
}

/// A whole document accented, its `{placeholders}` left as they are.
pub(super) fn accented_document(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut inside = false;
    for c in text.chars() {
        match c {
            '{' => inside = true,
            '}' => inside = false,
            _ => {}
        }
        out.push(if inside { c } else { accent(c) });
    }
    out
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'í',
        'n' => 'ñ',
        'o' => 'ó',
        'u' => 'ú',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        'Y' => 'Ý',
        other => other,
    }
}

/// The names of the variables `message` uses in its value and attributes, sorted, once
/// each.
pub(super) fn variables(message: &Message<&str>) -> Vec<String> {
    let mut names = Vec::new();
    if let Some(value) = &message.value {
        in_pattern(value, &mut names);
    }
    for attribute in &message.attributes {
        in_pattern(&attribute.value, &mut names);
    }
    names.sort();
    names.dedup();
    names
}

fn in_pattern(pattern: &Pattern<&str>, names: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            in_expression(expression, names);
        }
    }
}

fn in_expression(expression: &Expression<&str>, names: &mut Vec<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            in_inline(selector, names);
            for variant in variants {
                in_pattern(&variant.value, names);
            }
        }
        Expression::Inline(inline) => in_inline(inline, names),
    }
}

fn in_inline(inline: &InlineExpression<&str>, names: &mut Vec<String>) {
    match inline {
        InlineExpression::VariableReference { id } => names.push(id.name.to_string()),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                in_inline(a, names);
            }
            for a in &arguments.named {
                in_inline(&a.value, names);
            }
        }
        InlineExpression::Placeable { expression } => in_expression(expression, names),
        _ => {}
    }
}
