//! Every message the code writes gives each placeholder its message uses
//! (issue 30: a misspelt placeholder would show `{$name}` to players). Reads
//! the sources of all three crates for messages built with a literal id —
//! `msg!("id", name = …)` and `Msg::new("id")`, each with the `.with("name", …)`
//! calls chained on it — and checks each against the English message of the
//! catalogue: the message exists, and every variable it uses is given.
//! Messages whose id is computed (`Msg::new(format!(…))`) are checked where
//! they are played instead (local mode reports a message Fluent could not
//! fill, and the tests that drive it fail on that line).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One message built in the code: where, its id, and the arguments given.
#[derive(Debug)]
struct Built {
    at: String,
    id: String,
    args: BTreeSet<String>,
}

/// The index after the bracket that closes the one at `open` (skipping
/// strings and characters).
fn closing(src: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut i = open;
    while i < src.len() {
        match src[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < src.len() && src[i] != b'"' {
                    if src[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'\'' if src.get(i + 2) == Some(&b'\'') => i += 2,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The top-level comma-separated parts of `text`.
fn parts(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let (mut out, mut depth, mut start, mut i) = (Vec::new(), 0, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(text[start..].trim());
    out.into_iter().filter(|p| !p.is_empty()).collect()
}

/// A string literal's text, if `text` is one.
fn literal(text: &str) -> Option<&str> {
    text.strip_prefix('"')?.strip_suffix('"')
}

/// The `.with("name", …)` calls chained after `end`, added to `args`.
fn chained(src: &str, mut end: usize, args: &mut BTreeSet<String>) {
    loop {
        let rest = &src[end..];
        let trimmed = rest.trim_start();
        if !trimmed.starts_with(".with(") {
            return;
        }
        let open = end + (rest.len() - trimmed.len()) + ".with".len();
        let Some(close) = closing(src.as_bytes(), open) else {
            return;
        };
        if let Some(name) = parts(&src[open + 1..close - 1]).first().and_then(|p| literal(p)) {
            args.insert(name.to_string());
        }
        end = close;
    }
}

/// When the message at `start` is bound by a `let` (`let cap = if … {
/// msg!("a") } else { msg!("b") };`), the `.with` calls chained on that name
/// after the statement, added to `args`.
fn bound_later(src: &str, start: usize, args: &mut BTreeSet<String>) {
    let before = &src[..start];
    // The nearest `let` before the message, with no statement ended between.
    let Some(at) = before.rfind("let ").filter(|&at| !before[at..].contains(';')) else {
        return;
    };
    let rest = before[at + 4..].trim_start().trim_start_matches("mut ").trim_start();
    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    if name.is_empty() {
        return;
    }
    let Some(end) = src[start..].find(';').map(|i| start + i) else {
        return;
    };
    let after = &src[end..];
    let Some(used) = after.match_indices(name.as_str()).map(|(i, _)| end + i).find(|&i| {
        !src.as_bytes()[i - 1].is_ascii_alphanumeric() && src[i + name.len()..].trim_start().starts_with(".with(")
    }) else {
        return;
    };
    chained(src, used + name.len(), args);
}

/// Whether `at` is in a comment (a `//` earlier on its line).
fn in_comment(src: &str, at: usize) -> bool {
    let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
    src[line_start..at].contains("//")
}

fn scan(path: &Path, out: &mut Vec<Built>) {
    let src = std::fs::read_to_string(path).unwrap();
    for (start, _) in src.match_indices("msg!(").chain(src.match_indices("Msg::new(")) {
        if in_comment(&src, start) {
            continue;
        }
        let open = start + src[start..].find('(').unwrap();
        let Some(close) = closing(src.as_bytes(), open) else {
            continue;
        };
        let inner = parts(&src[open + 1..close - 1]);
        let Some(id) = inner.first().and_then(|p| literal(p)) else {
            // A computed id: checked where it is played.
            continue;
        };
        let mut args: BTreeSet<String> = inner[1..]
            .iter()
            .filter_map(|p| p.split_once('=').map(|(name, _)| name.trim().to_string()))
            .collect();
        chained(&src, close, &mut args);
        bound_later(&src, start, &mut args);
        let line = src[..start].matches('\n').count() + 1;
        out.push(Built {
            at: format!("{}:{line}", path.display()),
            id: id.to_string(),
            args,
        });
    }
}

fn sources(dir: &Path, out: &mut Vec<Built>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            scan(&path, out);
        }
    }
}

/// Messages the code builds and then gives more arguments to further on (a
/// line of `/chips history` gains the game and round it belongs to), by id:
/// the arguments the code adds there.
fn given_later() -> BTreeMap<&'static str, &'static [&'static str]> {
    BTreeMap::from([
        // `/history`'s headings are given their scope, game and member by its
        // `with_scope` closure (table/records.rs).
        ("social-history-none", &["scope", "game", "member"][..]),
        ("social-history-heading", &["scope", "game", "member"][..]),
        // `/leaderboard`'s headings are given what the board covers by its
        // `what` closure (table/seasons.rs).
        (
            "season-board-heading",
            &["period", "season", "game", "min", "date", "month"][..],
        ),
        (
            "season-board-empty",
            &["period", "season", "game", "min", "date", "month"][..],
        ),
    ])
}

#[test]
fn every_message_built_in_the_code_gives_every_placeholder_it_uses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut built = Vec::new();
    for krate in ["games/src", "render/src", "bot/src"] {
        sources(&root.join(krate), &mut built);
    }
    assert!(built.len() > 500, "the sources are read: {} messages", built.len());
    let later = given_later();
    let mut problems = Vec::new();
    for b in &built {
        let Some(uses) = parlor_games::i18n::placeholders(&b.id) else {
            // Ids the catalogue's own tests make up.
            if !b.id.starts_with("no-such") && !["hello", "a", "b", "c"].contains(&b.id.as_str()) {
                problems.push(format!("{}: no message {}", b.at, b.id));
            }
            continue;
        };
        let mut given = b.args.clone();
        given.extend(
            later
                .get(b.id.as_str())
                .into_iter()
                .flat_map(|a| a.iter().map(|s| s.to_string())),
        );
        let missing: Vec<&String> = uses.iter().filter(|v| !given.contains(*v)).collect();
        if !missing.is_empty() {
            problems.push(format!(
                "{}: {} uses {missing:?}, the code gives {:?}",
                b.at, b.id, b.args
            ));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
