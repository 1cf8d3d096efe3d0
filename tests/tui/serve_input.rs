//! The decoder of SSH guests' key presses on arbitrary bytes: whatever a client sends, it
//! never panics, holds nothing past a pause, and reads the next key typed after it; keys
//! read the same however the network splits their bytes.

use hive::serve::input::Decoder;
use proptest::collection::vec;
use proptest::prelude::*;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// Bytes as a hostile or broken client sends them: anything, but escape sequences' pieces
/// often, so that sequences start and break off in every way.
fn byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        4 => any::<u8>(),
        3 => Just(0x1b),
        2 => Just(b'['),
        1 => Just(b'<'),
        1 => Just(b'O'),
        1 => Just(b'?'),
        2 => Just(b';'),
        1 => Just(b':'),
        4 => b'0'..=b'9',
        1 => Just(b'M'),
        1 => Just(b'm'),
        1 => Just(b'~'),
        1 => Just(b'u'),
        1 => Just(b'R'),
        1 => 0x80u8..=0xff,
    ]
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// Keys and what they read as (no lone Escape: only a pause tells it from the start of the
/// next key's sequence).
fn keys() -> Vec<(&'static [u8], Event)> {
    let none = KeyModifiers::NONE;
    vec![
        (b"a", key(KeyCode::Char('a'), none)),
        (b"W", key(KeyCode::Char('W'), KeyModifiers::SHIFT)),
        ("ü".as_bytes(), key(KeyCode::Char('ü'), none)),
        (b"\r", key(KeyCode::Enter, none)),
        (b"\x7f", key(KeyCode::Backspace, none)),
        (b"\x01", key(KeyCode::Char('a'), KeyModifiers::CONTROL)),
        (b"\x1bq", key(KeyCode::Char('q'), KeyModifiers::ALT)),
        (b"\x1b[A", key(KeyCode::Up, none)),
        (b"\x1bOD", key(KeyCode::Left, none)),
        (b"\x1b[1;2C", key(KeyCode::Right, KeyModifiers::SHIFT)),
        (b"\x1b[5~", key(KeyCode::PageUp, none)),
        (b"\x1b[F", key(KeyCode::End, none)),
        (b"\x1b[Z", key(KeyCode::BackTab, KeyModifiers::SHIFT)),
        (b"\x1b[17~", key(KeyCode::F(6), none)),
        (
            b"\x1b[<2;40;12M",
            Event::Mouse(ratatui::crossterm::event::MouseEvent {
                kind: ratatui::crossterm::event::MouseEventKind::Down(
                    ratatui::crossterm::event::MouseButton::Right,
                ),
                column: 39,
                row: 11,
                modifiers: none,
            }),
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn any_bytes_are_read_without_panic_and_typing_resumes_after_a_pause(
        chunks in vec((vec(byte(), 0..300), any::<bool>()), 0..12),
    ) {
        let mut decoder = Decoder::new();
        let mut fed = 0;
        let mut read = 0;
        for (chunk, pause) in &chunks {
            decoder.feed(chunk);
            fed += chunk.len();
            if *pause {
                decoder.flush();
                prop_assert!(!decoder.holds_partial());
            }
            read += decoder.by_ref().count();
        }
        // At most one event a byte.
        prop_assert!(read <= fed);
        decoder.flush();
        decoder.by_ref().for_each(drop);
        decoder.feed(b"q");
        prop_assert_eq!(decoder.next(), Some(key(KeyCode::Char('q'), KeyModifiers::NONE)));
        prop_assert_eq!(decoder.next(), None);
    }

    #[test]
    fn keys_read_the_same_however_their_bytes_are_split(
        picks in vec(0usize..15, 0..40),
        cuts in vec(any::<prop::sample::Index>(), 0..10),
    ) {
        let table = keys();
        let mut bytes = Vec::new();
        let mut want = Vec::new();
        for &i in &picks {
            let (b, e) = &table[i % table.len()];
            bytes.extend_from_slice(b);
            want.push(e.clone());
        }
        let mut cuts: Vec<usize> = cuts.iter().map(|c| c.index(bytes.len() + 1)).collect();
        cuts.push(0);
        cuts.push(bytes.len());
        cuts.sort_unstable();
        let mut decoder = Decoder::new();
        for pair in cuts.windows(2) {
            decoder.feed(&bytes[pair[0]..pair[1]]);
        }
        decoder.flush();
        let read: Vec<Event> = decoder.collect();
        prop_assert_eq!(read, want);
    }
}
