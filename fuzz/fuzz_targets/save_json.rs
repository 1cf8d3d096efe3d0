//! The JSON save reader: any bytes, never a panic; a save that loads saves back and loads
//! to the same record.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((record, _)) = hive::record::json::read(Path::new("fuzz.json"), &text) {
        let again = hive::record::json::write(&record);
        let (back, _) = hive::record::json::read(Path::new("fuzz.json"), &again)
            .expect("a save we wrote loads");
        assert_eq!(back, record);
    }
});
