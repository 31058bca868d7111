//! The bot's side of the web companion (issue 34) through `parlor local
//! --json --web 127.0.0.1:0`: `/web show|hide|status` answered privately and
//! kept in the store, refused outside a server; `/settings set key:web`
//! linking the server page, or saying the host serves no pages; the links in
//! a game's end, `/history` and `/replay` only when the server's `web` setting
//! is on and pages are served (never in a private channel), names escaped
//! beside them; and the pages answering while local mode plays.

use crate::pipes::{only, refused, resigned_game, text, texts, Local};
use parlor::store::{SqliteStore, Store};
use std::io::{Read, Write};
use std::path::Path;

/// Whether `member`'s page is hidden on the local server, as stored.
fn hidden(db: &Path, member: &str) -> bool {
    let mut store = SqliteStore::open_read_only(db).expect("the database reads");
    store
        .web_hidden("local", parlor::local::member_id(member))
        .expect("the flag reads")
}

/// The pages' base address (`http://127.0.0.1:PORT`) from the server page's.
fn base(server_page: &str) -> &str {
    server_page.strip_suffix("/s/local/").expect("the local server's page")
}

/// The status of `GET path` on the pages at `base`, by hand over HTTP/1.1.
fn status(base: &str, path: &str) -> u16 {
    let host = base.strip_prefix("http://").unwrap();
    let mut stream = std::net::TcpStream::connect(host).expect("the pages listen");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    let line = answer.lines().next().unwrap_or_default().to_string();
    assert!(line.starts_with("HTTP/1.1 "), "an HTTP answer: {answer:?}");
    line[9..12].parse().unwrap()
}

#[test]
fn web_hide_show_and_status_answer_privately_keep_the_flag_and_link_the_member_page() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let (mut local, page) = Local::start_web(dir.path(), "1", &["--db", db.to_str().unwrap()]);
    assert!(
        page.starts_with("http://127.0.0.1:") && page.ends_with("/s/local/"),
        "{page}"
    );
    let alice = format!("{}/s/local/m/{}", base(&page), parlor::local::member_id("alice"));

    let status = local.ok("alice /web status");
    assert_eq!(only(&status)["to"], "ephemeral:alice");
    assert_eq!(
        text(&status[0]),
        format!("Your member page is shown: <{alice}> (/web hide hides it).\nThis server's pages: <{page}>")
    );
    assert!(!hidden(&db, "alice"));

    let hid = local.ok("alice /web hide");
    assert_eq!(only(&hid)["to"], "ephemeral:alice", "only alice reads it");
    assert_eq!(
        text(&hid[0]),
        format!("Your member page is hidden: <{alice}> shows nothing (/web show brings it back).")
    );
    assert!(hidden(&db, "alice"), "the flag is stored");
    assert!(!hidden(&db, "bob"), "only alice's");
    // Hiding twice is hiding.
    local.ok("alice /web hide");
    assert!(hidden(&db, "alice"));
    let status = texts(&local.ok("alice /web status"));
    assert!(status.starts_with("Your member page is hidden"), "{status}");

    let shown = local.ok("alice /web show");
    assert_eq!(
        text(only(&shown)),
        format!("Your member page is shown: <{alice}> (/web hide hides it).")
    );
    assert!(!hidden(&db, "alice"), "shown again");

    // The server's pages off: the flag still changes, and the reply says
    // the pages are off rather than giving a link that shows nothing.
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:off");
    let hid = texts(&local.ok("alice /web hide"));
    assert_eq!(
        hid,
        "Your member page is hidden: this server's web pages will not show it (/web show brings it back).\n\
         This server's web pages are off: a member with Manage Server turns them on with /settings set key:web value:on."
    );
    assert!(hidden(&db, "alice"));
    local.finish();
}

#[test]
fn web_is_a_server_feature_refused_in_a_dm_and_a_private_channel() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let (mut local, _) = Local::start_web(dir.path(), "1", &["--db", db.to_str().unwrap()]);
    local.send(":dm");
    for line in ["alice /web hide", "alice /web show", "alice /web status"] {
        let path = line.trim_start_matches("alice ");
        assert_eq!(
            refused(&mut local, line),
            format!("{path} is a server feature: use it in a server channel where Parlor is.")
        );
    }
    local.send(":private friends");
    assert_eq!(
        refused(&mut local, "alice /web hide"),
        "/web hide is a server feature: use it in a server channel where Parlor is."
    );
    assert!(!hidden(&db, "alice"), "nothing changed");
    local.finish();
}

#[test]
fn settings_web_on_links_the_server_page_off_says_so_and_show_lists_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut local, page) = Local::start_web(dir.path(), "1", &[]);
    local.ok(":admin alice");
    let shown = texts(&local.ok("alice /settings show"));
    assert!(
        shown.contains("`web`: on (default)"),
        "--web starts the pages on: {shown}"
    );
    let off = local.ok("alice /settings set key:web value:off");
    assert_eq!(off[0]["to"], "channel");
    assert_eq!(
        text(only(&off)),
        "alice set `web` to off (it was on).\nThis server's web pages are off: their addresses show nothing now."
    );
    let on = local.ok("alice /settings set key:web value:on");
    assert_eq!(
        text(only(&on)),
        format!("alice set `web` to on (it was off).\nThis server's web pages are on: <{page}>")
    );
    let shown = texts(&local.ok("alice /settings show"));
    assert!(shown.contains("`web`: on, set by alice"), "{shown}");
    local.finish();

    // A Parlor that serves no pages: the setting saves, and says why nothing
    // shows yet.
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    local.ok(":admin alice");
    let shown = texts(&local.ok("alice /settings show"));
    assert!(shown.contains("`web`: off (default)"), "{shown}");
    let on = local.ok("alice /settings set key:web value:on");
    assert_eq!(
        text(only(&on)),
        "alice set `web` to on (it was off).\nThe setting is saved, but the host has not set up web pages \
         for this Parlor yet: the pages appear once they do."
    );
    let shown = texts(&local.ok("alice /settings show"));
    assert!(shown.contains("`web`: on, set by alice"), "saved: {shown}");
    let status = texts(&local.ok("bob /web status"));
    assert_eq!(
        status,
        "Your member page will be shown on this server's web pages (/web hide hides it).\n\
         This server's web pages are on, but the host has not set up web pages for this Parlor yet."
    );
    let still = texts(&local.ok("alice /settings set key:web value:off"));
    assert!(
        still.ends_with("This server's web pages are off: their addresses show nothing now."),
        "{still}"
    );
    local.finish();
}

/// The game's end, `/history` and `/replay` of game `id` just resigned: the
/// three texts.
fn game_texts(local: &mut Local, id: u32, a: &str, b: &str) -> (String, String, String) {
    local.ok(&format!("{a} /play game:checkers opponent:@{b}"));
    local.ok(&format!("{b} /accept"));
    let end = texts(&local.ok(&format!("{a} /resign")));
    let history = texts(&local.ok(&format!("{a} /history")));
    let replay = texts(&local.ok(&format!("{a} /replay id:{id}")));
    (end, history, replay)
}

#[test]
fn links_to_game_pages_come_only_with_the_pages_on_and_served_and_names_stay_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let (mut local, page) = Local::start_web(dir.path(), "1", &[]);
    let game = |id: u32| format!("{}/s/local/g/{id}", base(&page));

    // Pages on (the --web default): each says where game 1's page is.
    let (end, history, replay) = game_texts(&mut local, 1, "__al__", "b.o-b");
    assert!(end.contains(&format!("\nThis game's page: <{}>", game(1))), "{end}");
    assert!(end.contains("\\_\\_al\\_\\_"), "names stay escaped: {end}");
    assert!(
        history.contains(&format!(
            "[#1](<{}>) Checkers, 2026-01-01: b.o-b beat \\_\\_al\\_\\_ (resignation).",
            game(1)
        )),
        "{history}"
    );
    assert!(
        replay.contains(&format!("\nThis game's page: <{}>", game(1))),
        "{replay}"
    );
    // /stats links the member's page.
    let stats = texts(&local.ok("__al__ /stats"));
    assert!(
        stats.contains(&format!("On the web: <{}/s/local/m/", base(&page))),
        "{stats}"
    );
    // ... unless the member hid it.
    local.ok("__al__ /web hide");
    let stats = texts(&local.ok("__al__ /stats"));
    assert!(!stats.contains("On the web"), "{stats}");
    local.ok("__al__ /web show");
    // A leaderboard links its page, for the period asked.
    let board = texts(&local.ok("__al__ /leaderboard game:checkers period:week"));
    assert!(
        board.contains(&format!(
            "This board on the web: <{}/s/local/lb/checkers?period=week>",
            base(&page)
        )),
        "{board}"
    );

    // Pages off: no link anywhere, not even to the game played while on.
    local.ok(":admin __al__");
    local.ok("__al__ /settings set key:web value:off");
    let (end, history, replay) = game_texts(&mut local, 2, "__al__", "b.o-b");
    for said in [&end, &history, &replay] {
        assert!(!said.contains("/s/local/") && !said.contains("page:"), "{said}");
    }
    assert!(
        history.contains("\n#2 Checkers") && history.contains("\n#1 Checkers"),
        "{history}"
    );
    let replay = texts(&local.ok("__al__ /replay id:1"));
    assert!(!replay.contains("/s/local/"), "{replay}");
    let board = texts(&local.ok("__al__ /leaderboard game:checkers"));
    assert!(!board.contains("/s/local/"), "{board}");

    // A private channel's games have no pages, whatever the server's setting.
    local.ok("__al__ /settings set key:web value:on");
    local.send(":private friends");
    let (end, history, replay) = game_texts(&mut local, 3, "__al__", "b.o-b");
    for said in [&end, &history, &replay] {
        assert!(!said.contains("/s/") && !said.contains("page:"), "{said}");
    }
    local.send(":channel general");
    let history = texts(&local.ok("__al__ /history"));
    assert!(history.contains(&format!("[#2](<{}>)", game(2))), "{history}");
    assert!(!history.contains("#3"), "a direct game is not the server's: {history}");
    local.finish();
}

#[test]
fn without_pages_served_no_message_links_them_even_with_the_setting_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    let (end, history, replay) = game_texts(&mut local, 1, "alice", "bob");
    for said in [&end, &history, &replay] {
        assert!(!said.contains("http") && !said.contains("page:"), "{said}");
    }
    resigned_game(&mut local, "alice", "bob", "bob");
    let history = texts(&local.ok("alice /history"));
    assert!(history.contains("\n#2 Checkers"), "{history}");
    local.finish();
}

#[test]
fn the_pages_answer_while_local_mode_plays() {
    let dir = tempfile::tempdir().unwrap();
    let (mut local, page) = Local::start_web(dir.path(), "1", &[]);
    resigned_game(&mut local, "alice", "bob", "bob");
    let base = base(&page);
    // Never a server error, whatever is asked.
    for path in [
        "/",
        "/s/local/",
        "/s/local/g/1",
        "/s/local/g/99",
        "/s/nope/",
        "/../etc/passwd",
    ] {
        let code = status(base, path);
        assert!(code < 500, "{path}: {code}");
    }
    // Once the pages exist (`/` answers), the local server's pages show
    // while `web` is on and are gone when it is off.
    if status(base, "/") == 200 {
        assert_eq!(status(base, "/s/local/"), 200);
        assert_eq!(status(base, "/s/local/g/1"), 200);
        local.ok(":admin alice");
        local.ok("alice /settings set key:web value:off");
        // The pages keep a server's settings a moment.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while status(base, "/s/local/") != 404 && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        assert_eq!(status(base, "/s/local/"), 404);
    }
    local.finish();
}

#[test]
fn a_taken_address_stops_local_mode_with_one_line() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--web", &address, "--images"])
        .arg(dir.path().join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with(&format!("parlor: cannot serve the web pages on {address} (")) && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn tournament_posts_link_the_tournament_page_and_its_game_the_game_page() {
    let dir = tempfile::tempdir().unwrap();
    let (mut local, page) = Local::start_web(dir.path(), "1", &[]);
    let cup = format!("The tournament's page: <{}/s/local/t/1>", base(&page));
    let made = texts(&local.ok("alice /tournament create game:checkers format:knockout name:Cup"));
    assert!(made.contains(&cup), "{made}");
    local.ok("alice /tournament join");
    local.ok("bob /tournament join");
    let started = texts(&local.ok("alice /tournament start"));
    assert!(started.contains("round 1 of 1") && started.contains(&cup), "{started}");
    local.ok(":channel general/1");
    let ended = texts(&local.ok("alice /resign"));
    assert!(
        ended.contains(&format!("This game's page: <{}/s/local/g/1>", base(&page))),
        "{ended}"
    );
    assert!(ended.contains("**Cup** is over"), "{ended}");
    assert_eq!(ended.matches(&cup).count(), 1, "the final standings link it: {ended}");
    local.finish();
}
