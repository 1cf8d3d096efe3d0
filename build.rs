//! Builds the message files under `i18n/` into the library: each folder is a language (its
//! name the language's tag, `pl` or `pt-BR`), each `.ftl` file in it a Fluent resource and
//! each `.md` file a document (the rules pages). A new language is a new folder; nothing in
//! the code lists them.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs, io};

fn main() -> io::Result<()> {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").map_err(io::Error::other)?).join("i18n");
    println!("cargo::rerun-if-changed=i18n");
    let mut languages: Vec<(String, Vec<String>)> = Vec::new();
    if root.is_dir() {
        for entry in fs::read_dir(&root)? {
            let entry = entry?;
            if !entry.file_type()?.is_dir() {
                continue;
            }
            let tag = entry.file_name().to_string_lossy().into_owned();
            println!("cargo::rerun-if-changed=i18n/{tag}");
            let mut files = Vec::new();
            for file in fs::read_dir(entry.path())? {
                let path = file?.path();
                if path.extension().is_some_and(|e| e == "ftl" || e == "md") {
                    files.push(path.to_string_lossy().into_owned());
                }
            }
            files.sort();
            languages.push((tag, files));
        }
    }
    languages.sort();
    let mut code = String::from(
        "/// Every language's message files: its tag, then each file's name and text.\n",
    );
    code.push_str("pub(crate) const EMBEDDED: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &languages {
        let _ = writeln!(code, "    ({tag:?}, &[");
        for path in files {
            let name = Path::new(path)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let _ = writeln!(code, "        ({name:?}, include_str!({path:?})),");
        }
        code.push_str("    ]),\n");
    }
    code.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").map_err(io::Error::other)?).join("i18n.rs"),
        code,
    )
}
