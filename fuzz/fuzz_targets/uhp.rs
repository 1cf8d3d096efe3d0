//! The UHP command reader: any input, never a panic, and every command answered with `ok`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Searches are slow: keep the fuzzer on parsing by refusing inputs that ask for one.
    if data.windows(8).any(|w| w.eq_ignore_ascii_case(b"bestmove")) {
        return;
    }
    if data.windows(5).any(|w| w.eq_ignore_ascii_case(b"perft")) {
        return;
    }
    let mut output = Vec::new();
    hive::engine::uhp::run(data, &mut output).expect("in-memory I/O cannot fail");
    let text = String::from_utf8_lossy(&output);
    assert!(text.ends_with("ok\n"), "{text}");
});
