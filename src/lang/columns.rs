//! Text measured in display columns, as a terminal draws it: `ж` and `é` take one column
//! like `a`, a CJK character two, a combining accent none. Tables and padded titles use
//! these rather than `len()` (bytes) or `chars().count()`.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// How many columns `text` takes.
pub fn width(text: &str) -> usize {
    text.width()
}

/// `text` cut to at most `max` columns, with `…` in place of what is cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.width() <= max {
        return text.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > max {
            break;
        }
        out.push(c);
        used += w;
    }
    if max > 0 {
        out.push('…');
    }
    out
}

/// `text` followed by spaces to `columns` (cut with `…` when wider).
pub fn pad_right(text: &str, columns: usize) -> String {
    let text = cut(text, columns);
    let pad = columns.saturating_sub(text.width());
    format!("{text}{}", " ".repeat(pad))
}

/// `text` after spaces to `columns` (cut with `…` when wider).
pub fn pad_left(text: &str, columns: usize) -> String {
    let text = cut(text, columns);
    let pad = columns.saturating_sub(text.width());
    format!("{}{text}", " ".repeat(pad))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_not_bytes() {
        assert_eq!(width("Жук"), 3);
        assert_eq!(pad_right("Жук", 5), "Жук  ");
        assert_eq!(pad_left("Včelí", 7), "  Včelí");
        assert_eq!(cut("Божья коровка", 6), "Божья…");
        assert_eq!(width(&cut("Божья коровка", 6)), 6);
        assert_eq!(cut("ab", 2), "ab");
    }
}
