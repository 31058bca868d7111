//! No file of `bot/src` imports one that imports it back (issue 16).
//!
//! Reads every `bot/src/**/*.rs`, collects the bot modules each file refers to
//! (`use` trees, `pub use` re-exports, and `crate::…`, `super::…`, `self::…` or
//! `child::…` paths in code, `super` and `self` resolved from the file's own
//! module), and looks for cycles in the file-level graph. A path names the file
//! of its longest prefix that is a module (`crate::table::Millis` is
//! `table/mod.rs`, `super::api::Reply` is `table/api.rs`); a `mod.rs` is its
//! module. Declaring `mod child;` is not a reference; a child using its parent's
//! items is an edge child → parent. `#[cfg(test)] mod … { … }` blocks are left
//! out (tests may look anywhere). `main.rs` is its own crate and reaches the
//! library as `parlor::…`.
//!
//! Plain string scanning, std only.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

// ---------------------------------------------------------------- tokens

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    /// `::`
    Path,
    Punct(char),
}

/// Rust source as identifiers, `::` and single punctuation; comments, strings,
/// characters, lifetimes and numbers dropped.
fn tokens(src: &str) -> Vec<Tok> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if let Some(end) = raw_string_end(&c, i) {
            i = end;
        } else if ch == '"' || (ch == 'b' && c.get(i + 1) == Some(&'"')) {
            i += if ch == 'b' { 2 } else { 1 };
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if ch == '\'' || (ch == 'b' && c.get(i + 1) == Some(&'\'')) {
            let start = if ch == 'b' { i + 1 } else { i };
            if c.get(start + 1) == Some(&'\\') {
                // An escaped character: to the closing quote.
                i = start + 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if c.get(start + 2) == Some(&'\'') {
                i = start + 3;
            } else {
                // A lifetime or label: drop the quote, its name follows.
                i = start + 1;
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            out.push(Tok::Ident(word.strip_prefix("r#").unwrap_or(&word).to_string()));
        } else if ch.is_ascii_digit() {
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_' || c[i] == '.') {
                // `1..n`: stop before a range.
                if c[i] == '.' && c.get(i + 1) == Some(&'.') {
                    break;
                }
                i += 1;
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push(Tok::Path);
            i += 2;
        } else {
            out.push(Tok::Punct(ch));
            i += 1;
        }
    }
    out
}

/// Where a raw string (`r"…"`, `r#"…"#`, `br#"…"#`) starting at `i` ends.
fn raw_string_end(c: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if c.get(j) == Some(&'b') {
        j += 1;
    }
    if c.get(j) != Some(&'r') {
        return None;
    }
    // Not part of a longer identifier.
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while c.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if c.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < c.len() {
        if c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')) {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(c.len())
}

/// The tokens without `#[cfg(test)] mod name { … }` blocks.
fn without_test_modules(toks: Vec<Tok>) -> Vec<Tok> {
    let attr: Vec<Tok> = tokens("#[cfg(test)]");
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if toks[i..].starts_with(&attr)
            && toks.get(i + attr.len()) == Some(&Tok::Ident("mod".into()))
            && toks.get(i + attr.len() + 2) == Some(&Tok::Punct('{'))
        {
            let mut depth = 0;
            let mut j = i + attr.len() + 2;
            while j < toks.len() {
                match toks[j] {
                    Tok::Punct('{') => depth += 1,
                    Tok::Punct('}') => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            i = j + 1;
        } else {
            out.push(toks[i].clone());
            i += 1;
        }
    }
    out
}

// ---------------------------------------------------------------- modules

/// A set of source files (paths relative to `src/`, `/`-separated) and the
/// files each refers to.
struct Crate {
    /// Module path (`["table", "api"]`) → file.
    modules: BTreeMap<Vec<String>, String>,
    sources: BTreeMap<String, String>,
}

const MAIN: &str = "main.rs";
/// The library's name as `main.rs` writes it.
const LIBRARY: &str = "parlor";

fn module_path(file: &str) -> Vec<String> {
    if file == "lib.rs" {
        return Vec::new();
    }
    if file == MAIN {
        return vec!["<main>".to_string()];
    }
    let stem = file
        .strip_suffix("/mod.rs")
        .or_else(|| file.strip_suffix(".rs"))
        .unwrap_or(file);
    stem.split('/').map(str::to_string).collect()
}

impl Crate {
    fn new(sources: BTreeMap<String, String>) -> Crate {
        let modules = sources.keys().map(|f| (module_path(f), f.clone())).collect();
        Crate { modules, sources }
    }

    /// The file of the longest prefix of `path` that is a module.
    fn file_of(&self, path: &[String]) -> Option<&String> {
        (0..=path.len()).rev().find_map(|n| self.modules.get(&path[..n]))
    }

    /// Where a path's first segment starts from, or `None` for another crate.
    fn start(&self, file: &str, here: &[String], first: &str) -> Option<Vec<String>> {
        match first {
            "crate" if file == MAIN => Some(here.to_vec()),
            "crate" => Some(Vec::new()),
            LIBRARY if file == MAIN => Some(Vec::new()),
            "self" => Some(here.to_vec()),
            "super" => Some(here[..here.len().saturating_sub(1)].to_vec()),
            child => {
                let mut path = here.to_vec();
                path.push(child.to_string());
                self.modules.contains_key(&path).then_some(path)
            }
        }
    }

    /// The files `file` refers to (itself left out).
    fn references(&self, file: &str) -> BTreeSet<String> {
        let here = module_path(file);
        let toks = without_test_modules(tokens(&self.sources[file]));
        let mut paths: Vec<Vec<String>> = Vec::new();
        let mut i = 0;
        while i < toks.len() {
            let ident = |k: usize| match toks.get(k) {
                Some(Tok::Ident(w)) => Some(w.as_str()),
                _ => None,
            };
            if ident(i) == Some("use") {
                let mut j = i + 1;
                if toks.get(j) == Some(&Tok::Path) {
                    j += 1;
                }
                let end = (j..toks.len())
                    .find(|&k| toks[k] == Tok::Punct(';'))
                    .unwrap_or(toks.len());
                let mut leaves = Vec::new();
                use_tree(&toks[j..end], Vec::new(), &mut leaves);
                for leaf in leaves {
                    if let Some(path) = self.resolve(file, &here, &leaf) {
                        paths.push(path);
                    }
                }
                i = end + 1;
                continue;
            }
            if let Some(first) = ident(i) {
                let starts_path = toks.get(i + 1) == Some(&Tok::Path) && (i == 0 || toks[i - 1] != Tok::Path);
                if starts_path {
                    let mut segments = vec![first.to_string()];
                    let mut j = i + 1;
                    while toks.get(j) == Some(&Tok::Path) {
                        match ident(j + 1) {
                            Some(w) => segments.push(w.to_string()),
                            None => break,
                        }
                        j += 2;
                    }
                    if let Some(path) = self.resolve(file, &here, &segments) {
                        paths.push(path);
                    }
                    i = j;
                    continue;
                }
            }
            i += 1;
        }
        paths
            .iter()
            .filter_map(|p| self.file_of(p))
            .filter(|f| f.as_str() != file)
            .cloned()
            .collect()
    }

    /// A path's segments as an absolute module path, `None` outside the crate.
    fn resolve(&self, file: &str, here: &[String], segments: &[String]) -> Option<Vec<String>> {
        let (first, rest) = segments.split_first()?;
        let mut path = self.start(file, here, first)?;
        for segment in rest {
            match segment.as_str() {
                "super" => {
                    path.pop();
                }
                "self" | "*" => {}
                s => path.push(s.to_string()),
            }
        }
        Some(path)
    }

    /// File → the files it refers to.
    fn graph(&self) -> BTreeMap<String, BTreeSet<String>> {
        self.sources.keys().map(|f| (f.clone(), self.references(f))).collect()
    }
}

/// The full paths a `use` tree names (`a::{b, c::*}` → `a::b`, `a::c::*`).
fn use_tree(toks: &[Tok], prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let mut path = prefix;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Ident(w) if w == "as" => {
                // `as name`: the rename is not a path.
                i += 2;
                continue;
            }
            Tok::Ident(w) => path.push(w.clone()),
            Tok::Punct('*') => path.push("*".to_string()),
            Tok::Path => {}
            Tok::Punct('{') => {
                let mut depth = 0;
                let mut start = i + 1;
                for j in i..toks.len() {
                    match toks[j] {
                        Tok::Punct('{') => depth += 1,
                        Tok::Punct('}') => {
                            depth -= 1;
                            if depth == 0 {
                                use_tree(&toks[start..j], path.clone(), out);
                                break;
                            }
                        }
                        Tok::Punct(',') if depth == 1 => {
                            use_tree(&toks[start..j], path.clone(), out);
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
                return;
            }
            Tok::Punct(_) => {}
        }
        i += 1;
    }
    if !path.is_empty() {
        out.push(path);
    }
}

// ---------------------------------------------------------------- cycles

/// The strongly connected components of more than one file.
fn knots(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<BTreeSet<String>> {
    // Kosaraju: finishing order on the graph, then components on its reverse.
    let mut order = Vec::new();
    let mut seen = BTreeSet::new();
    for start in graph.keys() {
        if !seen.insert(start.clone()) {
            continue;
        }
        let mut stack = vec![(start.clone(), graph[start].iter().cloned().collect::<Vec<_>>())];
        while let Some((node, next)) = stack.last_mut() {
            if let Some(n) = next.pop() {
                if graph.contains_key(&n) && seen.insert(n.clone()) {
                    let succ = graph[&n].iter().cloned().collect();
                    stack.push((n, succ));
                }
            } else {
                order.push(node.clone());
                stack.pop();
            }
        }
    }
    let mut reverse: BTreeMap<&String, Vec<&String>> = BTreeMap::new();
    for (from, tos) in graph {
        for to in tos {
            reverse.entry(to).or_default().push(from);
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for root in order.iter().rev() {
        if !assigned.insert(root) {
            continue;
        }
        let mut component = BTreeSet::from([root.clone()]);
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            for &m in reverse.get(n).into_iter().flatten() {
                if assigned.insert(m) {
                    component.insert(m.clone());
                    stack.push(m);
                }
            }
        }
        if component.len() > 1 {
            out.push(component);
        }
    }
    out
}

/// Every edge that lies on a cycle, `from → to`.
fn cyclic_edges(graph: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for knot in knots(graph) {
        for from in &knot {
            for to in graph[from].iter().filter(|t| knot.contains(*t)) {
                out.insert((from.clone(), to.clone()));
            }
        }
    }
    out
}

/// For each edge on a cycle, the shortest cycle through it, each cycle once
/// (starting from its least file), as `a.rs → b.rs → a.rs`.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut found = BTreeSet::new();
    for (from, to) in cyclic_edges(graph) {
        // Shortest path to → … → from.
        let mut previous: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = VecDeque::from([to.clone()]);
        let mut reached = BTreeSet::from([to.clone()]);
        while let Some(n) = queue.pop_front() {
            if n == from {
                break;
            }
            for m in graph.get(&n).into_iter().flatten() {
                if reached.insert(m.clone()) {
                    previous.insert(m.clone(), n.clone());
                    queue.push_back(m.clone());
                }
            }
        }
        let mut cycle = vec![from.clone()];
        let mut n = from.clone();
        while n != to {
            n = previous[&n].clone();
            cycle.push(n.clone());
        }
        cycle.reverse(); // to … from
        cycle.rotate_right(1); // from, to, …
        let least = (0..cycle.len()).min_by_key(|&k| &cycle[k]).unwrap();
        cycle.rotate_left(least);
        cycle.push(cycle[0].clone());
        found.insert(cycle.join(" → "));
    }
    found.into_iter().collect()
}

// ---------------------------------------------------------------- the tree

fn read_tree(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_tree(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            out.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
}

fn bot_graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = BTreeMap::new();
    read_tree(&root, &root, &mut sources);
    Crate::new(sources).graph()
}

#[test]
fn no_file_of_the_bot_imports_one_that_imports_it_back() {
    let graph = bot_graph();
    assert!(graph.len() > 20, "read {} files", graph.len());
    let found = cycles(&graph);
    assert!(
        found.is_empty(),
        "{} cycle(s) among the files of bot/src (the shortest through each edge on one):\n  {}",
        found.len(),
        found.join("\n  ")
    );
}

// ---------------------------------------------------------------- the checker's own tests

fn sample(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    Crate::new(files.iter().map(|(f, s)| (f.to_string(), s.to_string())).collect()).graph()
}

fn set(files: &[&str]) -> BTreeSet<String> {
    files.iter().map(|f| f.to_string()).collect()
}

#[test]
fn a_child_and_its_parent_using_each_other_are_a_cycle() {
    let graph = sample(&[
        ("lib.rs", "pub mod table;\npub mod store;"),
        (
            "table/mod.rs",
            "mod api;\nmod play;\npub use api::*;\npub type Millis = i64;\nfn f() { play::go() }",
        ),
        ("table/api.rs", "pub struct Reply;"),
        ("table/play.rs", "use super::{Millis, api::Reply};\npub fn go() {}"),
        ("store/mod.rs", "use crate::table::Millis;"),
    ]);
    assert_eq!(graph["lib.rs"], set(&[]), "declaring a module is no reference");
    assert_eq!(graph["table/mod.rs"], set(&["table/api.rs", "table/play.rs"]));
    assert_eq!(graph["table/play.rs"], set(&["table/mod.rs", "table/api.rs"]));
    assert_eq!(graph["store/mod.rs"], set(&["table/mod.rs"]));
    assert_eq!(
        cycles(&graph),
        vec!["table/mod.rs → table/play.rs → table/mod.rs".to_string()]
    );
}

#[test]
fn a_tree_without_a_loop_passes_and_comments_strings_and_tests_are_not_references() {
    let graph = sample(&[
        ("lib.rs", "pub mod clock;\npub mod store;\npub mod table;"),
        ("clock.rs", "pub type Millis = i64;"),
        (
            "store/mod.rs",
            "use crate::clock::Millis;\n// crate::table::x\n/* crate::table::y */\n\
             fn f() -> &'static str { \"crate::table::z\" }\nfn g(c: char) -> bool { c == '\"' }\n\
             #[cfg(test)]\nmod tests {\n    use super::*;\n    use crate::table::Table;\n}",
        ),
        (
            "table/mod.rs",
            "mod a;\nuse crate::store as s;\nfn f() { let _ = crate::clock::now(); a::b(); }",
        ),
        ("table/a.rs", "pub fn b() { super::super::clock::now(); }"),
    ]);
    assert_eq!(graph["store/mod.rs"], set(&["clock.rs"]));
    assert_eq!(graph["table/mod.rs"], set(&["store/mod.rs", "clock.rs", "table/a.rs"]));
    assert_eq!(graph["table/a.rs"], set(&["clock.rs"]));
    assert!(cycles(&graph).is_empty(), "{:?}", cycles(&graph));
}

#[test]
fn three_files_in_a_ring_are_one_cycle_from_its_least_file() {
    let graph = sample(&[
        ("lib.rs", "mod a; mod b; mod c;"),
        ("a.rs", "fn f() { crate::b::g() }"),
        ("b.rs", "use super::c;"),
        ("c.rs", "pub(crate) use self::super::a::*;"),
        ("main.rs", "use parlor::a::Thing; fn main() { crate::x(); }"),
    ]);
    assert_eq!(graph["main.rs"], set(&["a.rs"]));
    assert_eq!(cycles(&graph), vec!["a.rs → b.rs → c.rs → a.rs".to_string()]);
}
