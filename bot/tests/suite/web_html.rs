//! Issue 34's pages are valid HTML: every kind of page (the front page, a
//! server, a game at its end and at a position, a game in play, a
//! tournament, a member, a leaderboard, a 404) and a board's SVG, as local
//! mode's games make them, checked by the W3C Nu HTML Checker (vnu.jar, from
//! `bot/tests/web/`'s npm tooling, run on Java). Any error fails; warnings are
//! printed.
//!
//! Without Java or the checker the test says so and passes (`.ci/run`
//! installs both).

use crate::pipes::{moves, Local};
use crate::web_http::{get, serve_db, skip};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The checker's jar: `PARLOR_VNU_JAR`, or the npm package's under `bot/tests/web/`.
fn checker() -> Result<PathBuf, String> {
    let jar = std::env::var_os("PARLOR_VNU_JAR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/web/node_modules/vnu-jar/build/dist/vnu.jar")
        });
    if !jar.exists() {
        return Err(format!(
            "{} is missing (npm ci --prefix bot/tests/web; .ci/run does it)",
            jar.display()
        ));
    }
    match Command::new("java").arg("-version").output() {
        Ok(out) if out.status.success() => Ok(jar),
        _ => Err("java is not installed (apt-get install default-jre-headless; .ci/run does it)".into()),
    }
}

/// The links of `html` under `prefix` (attribute values, `&amp;` undone).
fn links(html: &str, prefix: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (at, _) in html.match_indices("href=\"") {
        let rest = &html[at + 6..];
        let Some(end) = rest.find('"') else { continue };
        let link = rest[..end].replace("&amp;", "&");
        if link.starts_with(prefix) && !found.contains(&link) {
            found.push(link);
        }
    }
    found
}

#[test]
fn every_kind_of_page_is_valid_html() {
    let jar = match checker() {
        Ok(jar) => jar,
        Err(why) => {
            skip("every_kind_of_page_is_valid_html", &why);
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut local = Local::start_with(dir.path(), "34", &["--db", db.to_str().unwrap()]);
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    // A finished game, a game in play, a running tournament; names made of markup.
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    for turn in 0..6 {
        let who = ["alice", "bob"][turn % 2];
        let first = moves(&mut local, who)[0].clone();
        local.ok(&format!("{who} /move move:{first}"));
    }
    local.ok("bob /resign");
    local.ok(":channel hall");
    local.ok("carol /play game:checkers opponent:@dave");
    local.ok("dave /accept");
    let first = moves(&mut local, "carol")[0].clone();
    local.ok(&format!("carol /move move:{first}"));
    local.ok(":channel cups");
    local.ok(r#"alice /tournament create game:checkers format:swiss rounds:2 name:"<b>Autumn</b> & cup""#);
    for player in ["alice", "bob", "carol", "dave"] {
        local.ok(&format!("{player} /tournament join"));
    }
    local.ok("alice /tournament start");

    let address = serve_db(&db, 10_000);
    let checked = dir.path().join("pages");
    std::fs::create_dir(&checked).unwrap();
    let mut pages: Vec<(String, String)> = Vec::new();
    let fetch = |pages: &mut Vec<(String, String)>, kind: &str, path: &str, status: u16| -> String {
        let answer = get(address, path);
        assert_eq!(answer.status, status, "{kind} {path}: {}", answer.text());
        pages.push((kind.to_string(), path.to_string()));
        let file = dir.path().join(format!(
            "page-{}.{}",
            pages.len(),
            if kind == "svg" { "svg" } else { "html" }
        ));
        std::fs::write(&file, &answer.body).unwrap();
        answer.text()
    };
    fetch(&mut pages, "front", "/", 200);
    let server = fetch(&mut pages, "server", "/s/local/", 200);
    fetch(&mut pages, "404", "/s/local/g/999999", 404);
    // Each kind of page as the pages link it (members from the games).
    let mut read = vec![server];
    for (kind, prefix, take) in [
        ("game", "/s/local/g/", 4),
        ("tournament", "/s/local/t/", 1),
        ("member", "/s/local/m/", 2),
        ("leaderboard", "/s/local/lb/", 2),
    ] {
        let mut found: Vec<String> = Vec::new();
        for link in read.iter().flat_map(|html| links(html, prefix)) {
            if !link[prefix.len()..].contains('/') && !found.contains(&link) {
                found.push(link);
            }
        }
        assert!(!found.is_empty(), "a page links a {kind}: {pages:?}");
        // Only pages that exist (a member without a finished game or a rating
        // has none) are checked here.
        let found: Vec<String> = found
            .into_iter()
            .filter(|link| get(address, link).status == 200)
            .collect();
        assert!(!found.is_empty(), "a {kind}'s page is served: {pages:?}");
        for link in found.iter().take(take) {
            let page = fetch(&mut pages, kind, link, 200);
            if kind == "game" {
                if let Some(position) = links(&page, &format!("{link}/"))
                    .into_iter()
                    .find(|l| l.ends_with("/1"))
                {
                    fetch(&mut pages, "position", &position, 200);
                }
                fetch(&mut pages, "svg", &format!("{link}/svg/0"), 200);
            }
            read.push(page);
        }
    }
    local.finish();

    // A page known to be wrong, so a checker that checks nothing fails.
    let control = checked.join("control.html");
    std::fs::write(
        &control,
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>x</title></head><body><p>x<div></body></html>",
    )
    .unwrap();
    let checking = std::time::Instant::now();
    let out = Command::new("java")
        .args(["-Xss8m", "-jar"])
        .arg(&jar)
        .args(["--format", "json", "--also-check-svg", "--exit-zero-always"])
        .args((1..=pages.len()).map(|n| {
            checked.join(format!(
                "page-{n}.{}",
                if pages[n - 1].0 == "svg" { "svg" } else { "html" }
            ))
        }))
        .arg(&control)
        .output()
        .expect("the checker runs");
    let report: serde_json::Value = serde_json::from_slice(&out.stderr)
        .unwrap_or_else(|e| panic!("the checker's report ({e}): {}", String::from_utf8_lossy(&out.stderr)));
    println!(
        "the checker read {} pages in {:.1?}: {} messages",
        pages.len(),
        checking.elapsed(),
        report["messages"].as_array().map_or(0, Vec::len)
    );
    let mut errors = Vec::new();
    let mut control_errors = 0;
    for message in report["messages"].as_array().unwrap() {
        let url = message["url"].as_str().unwrap_or_default();
        if url.ends_with("/control.html") {
            control_errors += usize::from(message["type"] == "error");
            continue;
        }
        let Some(n) = url
            .rsplit('/')
            .next()
            .and_then(|f| f.strip_prefix("page-"))
            .and_then(|f| f.split('.').next())
            .and_then(|n| n.parse::<usize>().ok())
        else {
            panic!("a message about no page: {message}");
        };
        let (kind, path) = &pages[n - 1];
        let line = format!(
            "{kind} {path} line {}: {} ({})",
            message["lastLine"],
            message["message"].as_str().unwrap_or_default(),
            message["extract"].as_str().unwrap_or_default()
        );
        if message["type"] == "error" || message["subType"] == "fatal" {
            errors.push(line);
        } else {
            println!("checker's note: {line}");
        }
    }
    assert!(
        control_errors > 0,
        "the checker found the control page's error: {report}"
    );
    assert!(
        pages.iter().filter(|(k, _)| k == "game").count() >= 2,
        "a finished game and one in play: {pages:?}"
    );
    assert_eq!(errors, Vec::<String>::new(), "{} pages checked: {pages:?}", pages.len());
}
