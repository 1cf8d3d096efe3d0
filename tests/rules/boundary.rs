//! The rules module stays pure: no terminal, command line, files, JSON or printing.

use std::fs;
use std::path::Path;

const FORBIDDEN: [&str; 11] = [
    "ratatui",
    "crossterm",
    "clap",
    "std::fs",
    "serde_json",
    "std::io",
    "std::env",
    "std::process",
    "println!",
    "eprintln!",
    "print!",
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/rules is readable") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn rules_module_uses_no_io_terminal_or_cli() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 5, "expected the rules sources under {root:?}");
    let mut leaks = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("source is UTF-8");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    leaks.push(format!("{}:{}: {word}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        leaks.is_empty(),
        "src/rules must stay pure:\n{}",
        leaks.join("\n")
    );
}
