//! Issue 34's pages in a real browser: Debian's headless Chromium driven over
//! the DevTools protocol (see `web_cdp`). A finished checkers game's replay is
//! stepped by keys and clicks (the board's picture and words follow, and the
//! address keeps the position), a position opens from its `#n`, and at a
//! phone's width nothing scrolls sideways; a game in play follows the moves
//! made in local mode with no reload. Neither logs a console error, an
//! exception or a Content-Security-Policy violation.
//!
//! Without Chromium the tests say so and pass (`.ci/run` installs it).

use crate::pipes::{moves, Local};
use crate::web_cdp::{missing, Browser};
use crate::web_http::{serve_db, skip};
use parlor::store::{SqliteStore, Store};
use serde_json::{json, Value};
use std::path::Path;

/// Whether Chromium is here; says why not when it is not.
fn chromium_here(test: &str) -> bool {
    match missing() {
        None => true,
        Some(why) => {
            skip(test, &why);
            false
        }
    }
}

/// Local mode on `dir/parlor.db` with the `web` setting on and a checkers
/// game between alice (Black, to move) and bob started.
fn checkers_on_the_web(dir: &Path) -> Local {
    let db = dir.join("parlor.db");
    let mut local = Local::start_with(dir, "34", &["--db", db.to_str().unwrap()]);
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local
}

/// Plays the first legal move of `who`.
fn play_first(local: &mut Local, who: &str) {
    let listed = moves(local, who);
    let first = listed.first().unwrap_or_else(|| panic!("{who} has a move")).clone();
    local.ok(&format!("{who} /move move:{first}"));
}

/// The latest game's id in `db`.
fn latest_game(db: &Path) -> i64 {
    SqliteStore::open_read_only(db).unwrap().max_session_id().unwrap()
}

/// The board's picture and words, and the address's `#`.
fn shown(browser: &mut Browser) -> (String, String, String) {
    let v = browser.eval(
        "(() => { const b = document.getElementById('board'); \
         return [b.getAttribute('src'), b.getAttribute('alt'), location.hash]; })()",
    );
    let s = |i: usize| v[i].as_str().unwrap_or_default().to_string();
    (s(0), s(1), s(2))
}

/// Waits until the board shows position `n` (its picture's address), and
/// checks the words and the `#` followed.
fn at_position(browser: &mut Browser, base: &str, n: usize) {
    at(browser, base, n, true)
}

/// [`at_position`], the `#` checked or not (a live page moving to a new
/// move may leave it).
fn at(browser: &mut Browser, base: &str, n: usize, hash_follows: bool) {
    browser.wait_for(
        // A game in play's pictures may carry a `?` that changes with it.
        &format!(
            "((s) => s === '{base}/svg/{n}' || s.startsWith('{base}/svg/{n}?'))\
             (document.getElementById('board').getAttribute('src'))"
        ),
        &format!("the board at position {n}"),
    );
    let (_, alt, hash) = shown(browser);
    if hash_follows {
        assert_eq!(hash, format!("#{n}"), "the address follows position {n}");
    }
    let listed = browser.eval(&format!(
        "(() => {{ const m = document.getElementById('m{n}'); return m ? m.getAttribute('data-alt') : null; }})()"
    ));
    if let Value::String(listed) = listed {
        assert_eq!(alt, listed, "the board's words are position {n}'s");
    }
    assert!(!alt.is_empty(), "the board has words at position {n}");
    browser.wait_for(
        "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0",
        &format!("the board's picture at position {n} loaded"),
    );
}

#[test]
fn a_finished_game_replays_by_keys_and_clicks_and_fits_a_phone() {
    if !chromium_here("a_finished_game_replays_by_keys_and_clicks_and_fits_a_phone") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut local = checkers_on_the_web(dir.path());
    for turn in 0..8 {
        play_first(&mut local, ["alice", "bob"][turn % 2]);
    }
    local.ok("alice /resign");
    local.finish();
    let id = latest_game(&db);
    let address = serve_db(&db, 10_000);
    let base = format!("/s/local/g/{id}");
    let page = format!("http://{address}{base}");

    let mut browser = Browser::start();
    browser.open(&page);
    let main = browser.eval(
        "(() => { const m = document.getElementById('game'); \
         return [m.dataset.base, m.dataset.plies, m.dataset.ply, m.hasAttribute('data-live')]; })()",
    );
    let plies: usize = main[1].as_str().unwrap().parse().unwrap();
    assert!(plies >= 8, "eight moves (and the resignation, if listed): {main}");
    assert_eq!(
        main,
        json!([base, plies.to_string(), plies.to_string(), false]),
        "the page opens at the last position"
    );
    let (src, last_alt, _) = shown(&mut browser);
    assert_eq!(src, format!("{base}/svg/{plies}"));
    assert_eq!(
        browser.eval("document.querySelectorAll('#moves li').length"),
        json!(plies),
        "one item per position"
    );
    assert_eq!(
        browser.eval("getComputedStyle(document.getElementById('play')).display !== 'none' && !document.getElementById('play').hidden"),
        json!(true),
        "the play button shows when the script runs"
    );

    browser.press("Home");
    at_position(&mut browser, &base, 0);
    let (_, start_alt, _) = shown(&mut browser);
    assert_ne!(start_alt, last_alt, "the start's words differ from the end's");
    browser.press("ArrowRight");
    at_position(&mut browser, &base, 1);
    browser.click("#next");
    at_position(&mut browser, &base, 2);
    browser.press("ArrowLeft");
    at_position(&mut browser, &base, 1);
    browser.click("#moves li:nth-child(5) a");
    at_position(&mut browser, &base, 5);
    assert_eq!(
        browser.eval("document.querySelector('#m5 a').getAttribute('aria-current')"),
        json!("step"),
        "the move shown is marked"
    );
    assert_eq!(
        browser.eval("document.querySelectorAll('[aria-current=step]').length"),
        json!(1)
    );
    browser.press("End");
    at_position(&mut browser, &base, plies);

    // A position by its address.
    browser.open(&format!("{page}#3"));
    at_position(&mut browser, &base, 3);
    // And without script, the position's own page.
    browser.open(&format!("{page}/4"));
    assert_eq!(
        browser.eval("document.getElementById('board').getAttribute('src')"),
        json!(format!("{base}/svg/4"))
    );

    // A phone's width: nothing wider than the screen.
    browser.phone();
    browser.open(&page);
    browser.wait_for(
        "document.getElementById('board').complete && document.getElementById('board').naturalWidth > 0",
        "the board loaded on a phone",
    );
    let widths =
        browser.eval("[document.documentElement.scrollWidth, document.documentElement.clientWidth, innerWidth]");
    assert!(
        widths[0].as_u64().unwrap() <= 375,
        "no sideways scroll at 375 px (scroll width, client width, inner width): {widths}"
    );
    let board = browser.eval("document.getElementById('board').getBoundingClientRect().right");
    assert!(board.as_f64().unwrap() <= 375.0, "the board fits: {board}");
    browser.settle();
    assert_eq!(
        browser.errors(),
        Vec::<String>::new(),
        "no console errors or CSP violations"
    );
}

#[test]
fn a_game_in_play_follows_the_moves_without_a_reload() {
    if !chromium_here("a_game_in_play_follows_the_moves_without_a_reload") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    // `parlor local --web`: the pages beside the game, reading its database.
    let (mut local, server_page) = Local::start_web(dir.path(), "34", &["--db", db.to_str().unwrap()]);
    let origin = server_page.split("/s/").next().unwrap().to_string();
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    play_first(&mut local, "alice");
    let id = latest_game(&db);
    let base = format!("/s/local/g/{id}");

    let mut browser = Browser::start();
    browser.open(&format!("{origin}{base}"));
    assert_eq!(
        browser.eval("document.getElementById('game').getAttribute('data-live')"),
        json!(format!("{base}/live")),
        "a game in play has its live stream"
    );
    assert_eq!(browser.eval("document.querySelectorAll('#moves li').length"), json!(1));
    at(&mut browser, &base, 1, false);
    // Marks the page: a reload would lose it.
    browser.eval("window.parlorNotReloaded = true");
    for (n, who) in [(2, "bob"), (3, "alice"), (4, "bob"), (5, "alice")] {
        play_first(&mut local, who);
        browser.wait_for(
            &format!("document.querySelectorAll('#moves li').length === {n}"),
            &format!("move {n} listed"),
        );
        at(&mut browser, &base, n, false);
        assert_eq!(
            browser.eval("document.getElementById('game').getAttribute('data-plies')"),
            json!(n.to_string())
        );
    }
    // A viewer stepping back stays where they are when a move comes.
    browser.press("Home");
    at_position(&mut browser, &base, 0);
    play_first(&mut local, "bob");
    browser.wait_for("document.querySelectorAll('#moves li').length === 6", "move 6 listed");
    let (src, _, _) = shown(&mut browser);
    assert!(
        src == format!("{base}/svg/0") || src.starts_with(&format!("{base}/svg/0?")),
        "the viewer was not moved: {src}"
    );
    // The end: the status says so, and the stream closes without an error.
    let status = browser.eval("document.getElementById('status').textContent");
    local.ok("alice /resign");
    browser.wait_for(
        &format!("document.getElementById('status').textContent !== {status}"),
        "the result shown",
    );
    assert_eq!(browser.eval("window.parlorNotReloaded"), json!(true), "no reload");
    browser.eval("new Promise(r => setTimeout(r, 4000))");
    local.finish();
    assert_eq!(
        browser.errors(),
        Vec::<String>::new(),
        "no console errors or CSP violations"
    );
}
