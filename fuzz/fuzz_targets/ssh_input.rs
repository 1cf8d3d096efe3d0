//! What an SSH guest's terminal sends (`hive serve`): any bytes, split anywhere, with pauses
//! anywhere, never a panic; after a pause nothing is held, and the next key reads as itself.
#![no_main]

use hive::serve::input::Decoder;
use libfuzzer_sys::fuzz_target;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

fuzz_target!(|data: &[u8]| {
    // The first byte says where the bytes are split into packets and where pauses fall.
    let Some((&plan, bytes)) = data.split_first() else {
        return;
    };
    let step = usize::from(plan % 17) + 1;
    let pause_every = usize::from(plan / 17 % 4);
    let mut decoder = Decoder::new();
    let mut read = 0;
    for (n, chunk) in bytes.chunks(step).enumerate() {
        decoder.feed(chunk);
        if pause_every != 0 && n % pause_every == 0 {
            decoder.flush();
            assert!(!decoder.holds_partial());
        }
        read += decoder.by_ref().count();
    }
    assert!(read <= bytes.len());
    decoder.flush();
    decoder.by_ref().for_each(drop);
    decoder.feed(b"q");
    assert_eq!(
        decoder.next(),
        Some(Event::Key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE)))
    );
});
