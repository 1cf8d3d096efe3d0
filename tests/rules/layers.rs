//! The library's modules import each other in layers: no circle of modules that use one
//! another, anywhere in `src/`; nor among the binary's (`src/bin/hive`), which stands on
//! top of the library.
//!
//! A module's edges are the modules whose items it names (`use` statements, inline
//! `crate::…`/`super::…` paths, and `child::…` paths to its own submodules), each path
//! followed through `pub use` re-exports to the module that defines the item, so a facade
//! `mod.rs` that re-exports its children makes no circle with them; a child that uses an
//! item its parent defines while the parent uses the child's does.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Module = Vec<String>;

/// Every source file of the crate rooted at `src` (its `lib.rs` or `main.rs`), by module
/// path (`rules::movegen::ant`); the binary's `bin` folder is another crate's.
fn modules(src: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            let rel = path.strip_prefix(src).expect("under src/");
            if rel.starts_with("bin") {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let mut module: Module = rel
                    .with_extension("")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if module
                    .last()
                    .is_some_and(|l| l == "mod" || l == "lib" || l == "main")
                {
                    module.pop();
                }
                let text = fs::read_to_string(&path).expect("source is UTF-8");
                out.insert(module, code_of(&text));
            }
        }
    }
    out
}

/// The code of a file without comments and without its unit tests (which may reach
/// anywhere).
fn code_of(text: &str) -> String {
    let text = text
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default();
    text.lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a `use` tree names, its groups expanded: `a::{b, c::{d, e}}` gives `a::b`,
/// `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or_default();
        return vec![path.replace(' ', "")];
    };
    let prefix = tree[..open].replace(' ', "");
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(&format!("{prefix}{p}")))
        .collect()
}

/// The `use` statements of some code: (whether it is a `pub use`, the tree).
fn use_trees(code: &str) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("use ") {
        let before = &code[..i];
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let head = code[line_start..i].trim();
        if !(head.is_empty() || head.starts_with("pub")) {
            continue;
        }
        let rest = &code[i + 4..];
        if let Some(end) = rest.find(';') {
            out.push((head.starts_with("pub"), rest[..end].to_string()));
        }
    }
    out
}

struct Graph {
    modules: BTreeMap<Module, String>,
    /// For each module, what its `pub use`s re-export: name → the path it comes from.
    reexports: BTreeMap<Module, BTreeMap<String, String>>,
}

impl Graph {
    /// The module a path names from inside `at`, following re-exports to where its item
    /// is defined; `None` for paths outside the crate.
    fn resolve(&self, at: &Module, path: &str, depth: usize) -> Option<Module> {
        let parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
        let (mut base, rest): (Module, &[&str]) = match parts.first() {
            Some(&"crate") => (Vec::new(), &parts[1..]),
            Some(&"super") => {
                let supers = parts.iter().take_while(|&&p| p == "super").count();
                let mut base = at.clone();
                base.truncate(base.len().saturating_sub(supers));
                (base, &parts[supers..])
            }
            Some(&"self") => (at.clone(), &parts[1..]),
            Some(first) => {
                let mut child = at.clone();
                child.push(first.to_string());
                if !self.modules.contains_key(&child) {
                    return None;
                }
                (at.clone(), &parts[..])
            }
            None => return None,
        };
        let mut used = 0;
        for part in rest {
            let mut next = base.clone();
            next.push(part.to_string());
            if self.modules.contains_key(&next) {
                base = next;
                used += 1;
            } else {
                break;
            }
        }
        // An item named in `base`: where a `pub use` there brings it from, if it does.
        if let Some(name) = rest.get(used)
            && depth < 8
            && let Some(from) = self.reexports.get(&base).and_then(|r| r.get(*name))
            && let Some(origin) = self.resolve(&base, &format!("{from}::{name}"), depth + 1)
        {
            return Some(origin);
        }
        Some(base)
    }

    fn edges(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut edges = BTreeMap::new();
        for (module, code) in &self.modules {
            let mut to = BTreeSet::new();
            let mut paths: Vec<String> = use_trees(code)
                .into_iter()
                .flat_map(|(_, tree)| expand(&tree))
                .collect();
            // Inline paths: `crate::a::b`, `super::c`, and `child::item`.
            let words: Vec<&str> = code
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .filter(|w| w.contains("::") && !w.ends_with("::"))
                .collect();
            paths.extend(words.into_iter().map(str::to_string));
            for path in paths {
                if let Some(target) = self.resolve(module, &path, 0)
                    && &target != module
                {
                    to.insert(target);
                }
            }
            edges.insert(module.clone(), to);
        }
        edges
    }
}

/// The strongly connected components of more than one module (Tarjan's algorithm).
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Module) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in &s.edges[v] {
            let Some((w, _)) = s.edges.get_key_value(w) else {
                continue;
            };
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.clone());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    state.found
}

fn graph() -> Graph {
    graph_of(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// The modules of the crate rooted at `src`, with their re-exports.
fn graph_of(src: &Path) -> Graph {
    let modules = modules(src);
    let mut reexports = BTreeMap::new();
    for (module, code) in &modules {
        let mut names = BTreeMap::new();
        for (public, tree) in use_trees(code) {
            if !public {
                continue;
            }
            for path in expand(&tree) {
                if let Some((from, name)) = path.rsplit_once("::") {
                    names.insert(name.to_string(), from.to_string());
                }
            }
        }
        reexports.insert(module.clone(), names);
    }
    Graph { modules, reexports }
}

/// The circles among `edges`' modules, one a line.
fn circles_named(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<String> {
    circles(edges)
        .iter()
        .map(|c| {
            let names: Vec<String> = c.iter().map(|m| m.join("::")).collect();
            names.join(" ↔ ")
        })
        .collect()
}

#[test]
fn no_modules_import_each_other_round_a_circle() {
    let graph = graph();
    assert!(graph.modules.len() > 50, "the library's modules are found");
    let edges = graph.edges();
    let found = circles_named(&edges);
    assert!(
        found.is_empty(),
        "modules import each other round a circle:\n{}",
        found.join("\n")
    );
    // The detector sees what it must: a module that uses its parent's own item while the
    // parent uses it is a circle (here, made up).
    let mut made_up = edges.clone();
    let parent: Module = vec!["rules".into(), "movegen".into()];
    let child: Module = vec!["rules".into(), "movegen".into(), "ant".into()];
    made_up
        .entry(parent.clone())
        .or_default()
        .insert(child.clone());
    made_up.entry(child).or_default().insert(parent);
    assert_eq!(circles(&made_up).len(), 1, "a made-up circle is found");
}

#[test]
fn no_modules_of_the_binary_import_each_other_round_a_circle() {
    let bin = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin/hive");
    let graph = graph_of(&bin);
    assert!(graph.modules.len() > 20, "the binary's modules are found");
    assert!(
        graph.modules.contains_key(&Vec::new()) && graph.modules.contains_key(&vec!["args".into()])
    );
    let edges = graph.edges();
    // Its edges are seen: the commands use the arguments.
    let commands: Module = vec!["commands".into(), "learn".into()];
    assert!(
        edges[&commands]
            .iter()
            .any(|m| m.first().is_some_and(|f| f == "args")),
        "{:?}",
        edges[&commands]
    );
    let found = circles_named(&edges);
    assert!(
        found.is_empty(),
        "the binary's modules import each other round a circle:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_model_imports_nothing_above_it_and_the_rules_nothing_but_rules() {
    let graph = graph();
    let edges = graph.edges();
    for (module, to) in &edges {
        let name = module.join("::");
        for target in to {
            let target_name = target.join("::");
            if name.starts_with("tui::model") {
                assert!(
                    !["tui::update", "tui::view", "tui::runtime"]
                        .iter()
                        .any(|above| target_name.starts_with(above)),
                    "{name} uses {target_name}, above the model"
                );
            }
            if name.starts_with("rules") {
                assert!(
                    target_name.starts_with("rules"),
                    "{name} uses {target_name}, outside the rules"
                );
            }
        }
    }
}
