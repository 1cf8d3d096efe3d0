//! The engine through its text interface: one UHP session over in-memory buffers.

use hive::engine::uhp::run;

/// Runs one session on `input` and splits its output into answers, each without its final
/// `ok` (the first answer is the start-up block).
pub fn answers(input: &str) -> Vec<Vec<String>> {
    let mut output = Vec::new();
    run(input.as_bytes(), &mut output).expect("in-memory I/O cannot fail");
    let text = String::from_utf8(output).expect("the engine writes UTF-8");
    let mut all = Vec::new();
    let mut current = Vec::new();
    for line in text.lines() {
        if line == "ok" {
            all.push(std::mem::take(&mut current));
        } else {
            current.push(line.to_string());
        }
    }
    assert!(
        current.is_empty(),
        "output does not end with ok: {current:?}"
    );
    all
}
