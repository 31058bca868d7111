//! The web companion's pages (issue 34) on a real store: games made by
//! `parlor local --db` (the table's own code, web turned on by an admin's
//! `/settings set key:web value:on`), then read through the web's routes as a
//! visitor would: a finished checkers game's page lists its moves and
//! players and its positions step; every game of turns has a page; the board
//! SVG is an SVG carrying the alt text; web off, another server's game, a
//! hidden member and hostile paths are 4xx; names made of markup are escaped
//! everywhere; and nothing of a Trespass game's picks or a Hot Spot game's
//! face-down pieces reaches any page, picture or live payload (two stores
//! whose games differ only in the secret serve the same bytes).

use crate::pipes::{last_view, Local};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use parlor::store::Target;
use parlor::table::TableSettings;
use parlor::web::{pages, routes, Reader, Web, WebOptions};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use tower::ServiceExt;

/// One answer.
struct Got {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Got {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn header(&self, name: &str) -> &str {
        self.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// The web over `db` (web on for every server by default when `web_on`).
fn web_over(db: &Path, web_on: bool) -> Arc<Web> {
    let defaults = TableSettings {
        web: web_on,
        ..TableSettings::default()
    };
    let options = WebOptions {
        listen: "127.0.0.1:0".parse().unwrap(),
        public_url: "https://parlor.example".into(),
        requests_per_minute: 100_000,
        defaults,
    };
    Web::new(Reader::open(&Target::Sqlite(db.to_path_buf()), 2).unwrap(), options)
}

/// GETs `path` from the routes.
async fn get(web: &Arc<Web>, path: &str) -> Got {
    get_with(web, path, None).await
}

async fn get_with(web: &Arc<Web>, path: &str, language: Option<&str>) -> Got {
    let mut request = Request::builder().uri(path);
    if let Some(language) = language {
        request = request.header("accept-language", language);
    }
    let response = routes::router(web.clone())
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), 64 << 20)
        .await
        .unwrap()
        .to_vec();
    if let Ok(dir) = std::env::var("PARLOR_WEB_DUMP") {
        if headers
            .get("content-type")
            .is_some_and(|v| v.to_str().unwrap().starts_with("text/html"))
        {
            let name: String = path
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .take(80)
                .collect();
            std::fs::write(format!("{dir}/{}{name}.html", status.as_u16()), &body).unwrap();
        }
    }
    Got { status, headers, body }
}

/// Every session in `db`: (id, game, status).
fn sessions(db: &Path) -> Vec<(i64, String, String)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut statement = conn.prepare("SELECT id, record FROM sessions ORDER BY id").unwrap();
    let rows = statement
        .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))
        .unwrap()
        .map(|r| r.unwrap())
        .map(|(id, record)| {
            let record: Value = serde_json::from_str(&record).unwrap();
            (
                id,
                record["game"].as_str().unwrap().to_string(),
                record["status"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    rows
}

/// Plays up to `plies` actions from `view` with the player to act's first
/// legal move (`pick` chooses among them); returns the last view.
fn play(
    local: &mut Local,
    mut view: Value,
    players: &[&str],
    plies: usize,
    pick: impl Fn(usize, usize) -> usize,
) -> Value {
    for turn in 0..plies {
        let Some(seat) = view["to_act"].as_u64() else {
            return view;
        };
        let player = players[seat as usize];
        let moves = local.ok(&format!("{player} /moves"));
        let listed = moves[0]["moves"].as_array().unwrap().clone();
        if listed.is_empty() {
            return view;
        }
        let choice = listed[pick(turn, listed.len())].as_str().unwrap().to_string();
        view = last_view(&local.ok(&format!("{player} /move move:\"{choice}\"")));
    }
    view
}

/// The main store: a finished checkers game of about 60 plies, a game in
/// play of every other game of turns, a Crown and Anchor table, web on.
struct Fixture {
    _dir: tempfile::TempDir,
    db: PathBuf,
}

fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let mut local = Local::start_with_db(dir.path(), "5");
        local.ok(":admin alice");
        local.ok("alice /settings set key:web value:on");
        // Checkers to 60 plies, then the player to act resigns.
        local.ok("alice /play game:checkers opponent:@bob");
        let view = last_view(&local.ok("bob [Accept]"));
        let view = play(&mut local, view, &["alice", "bob"], 60, |turn, n| (turn * 7 + 1) % n);
        if let Some(seat) = view["to_act"].as_u64() {
            local.ok(&format!("{} /resign", ["alice", "bob"][seat as usize]));
        }
        for kind in
            parlor_games::GameKind::offered().filter(|k| !k.is_table() && *k != parlor_games::GameKind::Checkers)
        {
            let name = kind.name();
            local.send(&format!(":channel g-{name}"));
            let asked = local.send(&format!("alice /play game:{name} opponent:@bob"));
            let mut started = if asked.iter().all(|r| r["ok"] == true) {
                local.ok("bob [Accept]")
            } else {
                // A game of a lobby (Number One).
                local.ok(&format!("alice /play game:{name}"));
                local.ok("bob [Join]");
                local.ok("alice [Start]")
            };
            if kind.has_secrets() {
                local.send(":dm");
                local.ok("alice /secret number:7");
                started = local.ok("bob /secret number:3");
                local.send(&format!(":channel g-{name}"));
            }
            let view = last_of_view(&started, &mut local);
            play(&mut local, view, &["alice", "bob"], 6, |turn, n| (turn * 5 + 3) % n);
        }
        local.send(":channel crown");
        local.ok("alice /play game:crown-and-anchor options:\"min:1 max:100\"");
        local.ok("bob [Join]");
        local.ok("alice [Start]");
        local.finish();
        let db = dir.path().join("parlor.db");
        if let Ok(out) = std::env::var("PARLOR_WEB_DUMP") {
            std::fs::copy(&db, format!("{out}/parlor.db")).unwrap();
        }
        Fixture { _dir: dir, db }
    })
}

/// The view of the last reply with one, or the board's.
fn last_of_view(replies: &[Value], local: &mut Local) -> Value {
    match replies.iter().rev().find(|r| !r["view"].is_null()) {
        Some(r) => r["view"].clone(),
        None => last_view(&local.ok("alice /board")),
    }
}

fn checkers_id(db: &Path) -> i64 {
    sessions(db)
        .into_iter()
        .find(|(_, game, status)| game == "checkers" && status == "finished")
        .expect("a finished checkers game")
        .0
}

/// The `href`s of the page's links, in order.
fn hrefs(html: &str) -> Vec<String> {
    html.match_indices("href=\"")
        .map(|(at, m)| {
            let rest = &html[at + m.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

/// The value of `name="…"` on the element with `id="…"`.
fn attribute_of(html: &str, id: &str, name: &str) -> String {
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("#{id} in the page"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    let tag = &html[start..end];
    let key = format!("{name}=\"");
    let from = tag.find(&key).unwrap_or_else(|| panic!("{name} on #{id}: {tag}")) + key.len();
    tag[from..from + tag[from..].find('"').unwrap()].to_string()
}

fn unescape(text: &str) -> String {
    text.replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

#[test]
fn a_finished_checkers_game_s_page_lists_its_moves_and_players_and_steps_through_positions() {
    let f = fixture();
    let id = checkers_id(&f.db);
    runtime().block_on(async {
        let web = web_over(&f.db, false);
        let page = get(&web, &format!("/s/local/g/{id}")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(page.header("content-type"), "text/html; charset=utf-8");
        assert_eq!(page.header("cache-control"), "public, max-age=86400");
        let html = page.text();
        if let Ok(out) = std::env::var("PARLOR_WEB_PAGE_OUT") {
            std::fs::write(out, &html).unwrap();
        }
        assert!(
            html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"),
            "{}",
            &html[..80]
        );
        assert!(html.contains("alice") && html.contains("bob"), "players listed");
        let status = html
            .split("<p id=\"status\">")
            .nth(1)
            .unwrap()
            .split("</p>")
            .next()
            .unwrap();
        assert!(status.ends_with(" won."), "the result in words: {status}");
        let plies: usize = attribute_of(&html, "game", "data-plies").parse().unwrap();
        assert!((55..=62).contains(&plies), "about 60 plies: {plies}");
        assert_eq!(attribute_of(&html, "game", "data-ply"), plies.to_string());
        assert_eq!(attribute_of(&html, "game", "data-base"), format!("/s/local/g/{id}"));
        assert!(!html.contains("data-live"), "a finished game is not live");
        assert_eq!(html.matches("<li id=\"m").count(), plies, "one item per action");
        assert!(html.contains(&format!("id=\"m{plies}\"")));
        assert_eq!(
            attribute_of(&html, "board", "src"),
            format!("/s/local/g/{id}/svg/{plies}")
        );
        for control in ["first", "prev", "next", "last"] {
            let href = attribute_of(&html, control, "href");
            assert!(href.starts_with(&format!("/s/local/g/{id}/")), "{control}: {href}");
        }
        assert!(html.contains("<button id=\"play\" type=\"button\""));
        assert!(html.contains(&format!("/s/local/g/{id}/file")) && html.contains(&format!("/s/local/g/{id}/gif")));
        // Open Graph: absolute addresses from public_url.
        assert!(html.contains(&format!(
            "<meta property=\"og:image\" content=\"https://parlor.example/s/local/g/{id}/png\">"
        )));
        assert!(html.contains(&format!(
            "<meta property=\"og:url\" content=\"https://parlor.example/s/local/g/{id}\">"
        )));
        assert!(html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"));
        // The first move is a checkers move in the list, with its alt text.
        let first = attribute_of(&html, "m1", "data-alt");
        assert!(!first.is_empty());

        // Position 3: the same page, the board and the shown move change.
        let at3 = get(&web, &format!("/s/local/g/{id}/3")).await.text();
        assert_eq!(attribute_of(&at3, "game", "data-ply"), "3");
        assert_eq!(attribute_of(&at3, "board", "src"), format!("/s/local/g/{id}/svg/3"));
        assert_eq!(attribute_of(&at3, "prev", "href"), format!("/s/local/g/{id}/2"));
        assert_eq!(attribute_of(&at3, "next", "href"), format!("/s/local/g/{id}/4"));
        assert!(at3.contains(&format!(
            "<a href=\"/s/local/g/{id}/3\" data-ply=\"3\" aria-current=\"step\">"
        )));
        assert_eq!(attribute_of(&at3, "board", "alt"), attribute_of(&at3, "m3", "data-alt"));
        let at0 = get(&web, &format!("/s/local/g/{id}/0")).await.text();
        assert_ne!(attribute_of(&at0, "board", "alt"), attribute_of(&at3, "board", "alt"));
        assert_eq!(
            get(&web, &format!("/s/local/g/{id}/{}", plies + 1)).await.status,
            StatusCode::NOT_FOUND
        );

        // The SVGs: SVG documents carrying the alt text's words, each position its own.
        let svg3 = get(&web, &format!("/s/local/g/{id}/svg/3")).await;
        assert_eq!(svg3.status, StatusCode::OK);
        assert_eq!(svg3.header("content-type"), "image/svg+xml");
        assert_eq!(svg3.header("cache-control"), "public, max-age=86400");
        let svg = svg3.text();
        assert!(svg.contains("<svg") && svg.trim_end().ends_with("</svg>"));
        let alt = unescape(&attribute_of(&at3, "board", "alt"));
        assert!(unescape(&svg).contains(&alt), "the SVG carries the alt text: {alt}");
        let svg4 = get(&web, &format!("/s/local/g/{id}/svg/4")).await.text();
        assert_ne!(svg, svg4);

        let png = get(&web, &format!("/s/local/g/{id}/png")).await;
        assert_eq!(png.header("content-type"), "image/png");
        assert!(png.body.starts_with(b"\x89PNG"));
        let file = get(&web, &format!("/s/local/g/{id}/file")).await;
        assert_eq!(file.status, StatusCode::OK);
        assert!(file
            .header("content-disposition")
            .starts_with("attachment; filename=\"game-"));
        assert!(file.text().contains("[GameType \"21\"]"));
        let gif = get(&web, &format!("/s/local/g/{id}/gif")).await;
        assert_eq!(gif.header("content-type"), "image/gif");
        assert!(gif.body.starts_with(b"GIF8"));

        // The page's size, for the report (raw and gzipped).
        let raw = html.len();
        let gz = gzipped(html.as_bytes());
        eprintln!(
            "a finished {plies}-ply checkers page: {raw} bytes, {} gzipped",
            gz.len()
        );
        assert!(raw < 100_000, "{raw} bytes");
    });
}

/// The gzip size of `bytes` through tower-http's own compression (the
/// guard's), measured by a one-route app.
fn gzipped(bytes: &[u8]) -> Vec<u8> {
    use tower_http::compression::CompressionLayer;
    let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
    let body = bytes.to_vec();
    std::thread::spawn(move || {
        runtime.block_on(async move {
            let app = axum::Router::new()
                .route(
                    "/",
                    axum::routing::get(move || {
                        let body = body.clone();
                        async move { ([("content-type", "text/html")], body) }
                    }),
                )
                .layer(CompressionLayer::new());
            let response = app
                .oneshot(
                    Request::builder()
                        .uri("/")
                        .header("accept-encoding", "gzip")
                        .body(Body::empty())
                        .unwrap(),
                )
                .await
                .unwrap();
            axum::body::to_bytes(response.into_body(), 64 << 20)
                .await
                .unwrap()
                .to_vec()
        })
    })
    .join()
    .unwrap()
}

#[test]
fn every_game_of_turns_and_the_crown_and_anchor_table_has_a_page() {
    let f = fixture();
    let all = sessions(&f.db);
    runtime().block_on(async {
        let web = web_over(&f.db, false);
        for kind in parlor_games::GameKind::offered() {
            let (id, _, status) = all
                .iter()
                .find(|(_, game, status)| game == kind.name() && status != "challenge")
                .unwrap_or_else(|| panic!("a {} game in {all:?}", kind.name()));
            let page = get(&web, &format!("/s/local/g/{id}")).await;
            assert_eq!(page.status, StatusCode::OK, "{}: {}", kind.name(), page.text());
            let html = page.text();
            let plies: usize = attribute_of(&html, "game", "data-plies").parse().unwrap();
            if kind.is_table() {
                assert_eq!(plies, 0, "a table has no moves");
                assert!(!html.contains("id=\"moves\""));
            } else if status == "playing" {
                assert!(plies >= 1, "{}: moves were made", kind.name());
                assert_eq!(
                    attribute_of(&html, "game", "data-live"),
                    format!("/s/local/g/{id}/live")
                );
                assert_eq!(page.header("cache-control"), "no-cache");
                // No downloads before the end.
                assert!(!html.contains(&format!("/g/{id}/file")));
                assert_eq!(
                    get(&web, &format!("/s/local/g/{id}/file")).await.status,
                    StatusCode::NOT_FOUND
                );
                assert_eq!(
                    get(&web, &format!("/s/local/g/{id}/gif")).await.status,
                    StatusCode::NOT_FOUND
                );
                let payload = pages::live_payload(&web, "local", *id)
                    .await
                    .unwrap()
                    .expect("a live payload");
                assert_eq!(payload["plies"], plies);
                assert_eq!(payload["over"], false);
                assert_eq!(payload["moves"].as_array().unwrap().len(), plies);
                let last = &payload["moves"][plies - 1];
                assert_eq!(last["ply"], plies);
                assert!(
                    last["seat"].is_string() && last["text"].is_string() && last["alt"].is_string(),
                    "{last}"
                );
                assert_eq!(
                    unescape(&attribute_of(&html, &format!("m{plies}"), "data-alt")),
                    last["alt"].as_str().unwrap(),
                    "the payload's alt text is the page's"
                );
                assert_eq!(
                    payload["status"].as_str().unwrap(),
                    unescape(
                        html.split("<p id=\"status\">")
                            .nth(1)
                            .unwrap()
                            .split("</p>")
                            .next()
                            .unwrap()
                    )
                );
            }
            for n in 0..=plies {
                let svg = get(&web, &format!("/s/local/g/{id}/svg/{n}")).await;
                assert_eq!(svg.status, StatusCode::OK, "{} svg {n}", kind.name());
                assert!(svg.text().contains("<svg"));
            }
        }
        // The server's page links every game in play and the finished one.
        let server = get(&web, "/s/local/").await;
        assert_eq!(server.status, StatusCode::OK);
        let links = hrefs(&server.text());
        for (id, _, status) in all.iter().filter(|(_, _, s)| s != "challenge") {
            assert!(
                links.contains(&format!("/s/local/g/{id}")),
                "game {id} ({status}) is linked from the server page"
            );
        }
        assert!(pages::live_payload(&web, "local", 999_999).await.unwrap().is_none());
        assert!(pages::live_payload(&web, "elsewhere", 1).await.unwrap().is_none());
    });
}

#[test]
fn web_off_another_server_and_a_hidden_member_are_the_same_404() {
    let f = fixture();
    let id = checkers_id(&f.db);
    let copy = tempfile::tempdir().unwrap();
    let db = copy.path().join("parlor.db");
    std::fs::copy(&f.db, &db).unwrap();
    let bob = parlor::local::member_id("bob");
    let alice = parlor::local::member_id("alice");
    runtime().block_on(async {
        // Another server's game, with web on everywhere: 404.
        let web = web_over(&db, true);
        let plain = get(&web, "/s/nowhere/g/999").await;
        assert_eq!(plain.status, StatusCode::NOT_FOUND);
        for path in [
            format!("/s/other/g/{id}"),
            format!("/s/other/g/{id}/1"),
            format!("/s/other/g/{id}/svg/1"),
            format!("/s/other/g/{id}/png"),
            format!("/s/other/g/{id}/file"),
            format!("/s/other/m/{bob}"),
        ] {
            let got = get(&web, &path).await;
            assert_eq!(got.status, StatusCode::NOT_FOUND, "{path}");
            assert_eq!(got.body, plain.body, "{path}: the same plain 404");
        }
        assert_eq!(get(&web, &format!("/s/local/m/{bob}")).await.status, StatusCode::OK);
        // A direct game (a DM's: no server) has no page anywhere.
        {
            let direct = copy.path().join("direct.db");
            std::fs::copy(&db, &direct).unwrap();
            let conn = rusqlite::Connection::open(&direct).unwrap();
            let record: String = conn
                .query_row("SELECT record FROM sessions WHERE id = ?1", [id], |r| r.get(0))
                .unwrap();
            let mut record: Value = serde_json::from_str(&record).unwrap();
            record["server"] = Value::Null;
            conn.execute(
                "UPDATE sessions SET record = ?1 WHERE id = ?2",
                rusqlite::params![record.to_string(), id],
            )
            .unwrap();
            let web = web_over(&direct, true);
            for path in [format!("/s/local/g/{id}"), format!("/s/local/g/{id}/svg/0")] {
                assert_eq!(get(&web, &path).await.body, plain.body, "{path}");
            }
        }
        let member = get(&web, &format!("/s/local/m/{alice}")).await.text();
        assert!(member.contains("alice") && member.contains(&format!("/s/local/g/{id}")));

        // The member hides their page: 404, as a member who never played.
        {
            let mut store = Target::Sqlite(db.clone()).open().unwrap();
            store.set_web_hidden("local", bob, true, 1).unwrap();
        }
        let web = web_over(&db, true);
        assert_eq!(get(&web, &format!("/s/local/m/{bob}")).await.body, plain.body);
        assert_eq!(get(&web, "/s/local/m/12345").await.status, StatusCode::NOT_FOUND);
        assert_eq!(get(&web, &format!("/s/local/m/{alice}")).await.status, StatusCode::OK);
        // And no page links it any more: the game names bob without a link.
        let game = get(&web, &format!("/s/local/g/{id}")).await.text();
        assert!(game.contains(&format!("/s/local/m/{alice}")), "alice is still linked");
        assert!(
            !game.contains(&format!("/s/local/m/{bob}")),
            "a hidden member is linked"
        );
        assert!(game.contains("bob"), "a hidden member's name still shows");

        // The server turns its pages off: every page is the same 404.
        {
            let mut store = Target::Sqlite(db.clone()).open().unwrap();
            let change = parlor::store::SettingChange {
                server: "local",
                key: "web",
                value: Some("off"),
                by: alice,
                by_name: "alice",
                at: 2,
                interaction: None,
                posts: Vec::new(),
                restarts_rank_roles: false,
            };
            store.set_server_setting(&change).unwrap();
        }
        let web = web_over(&db, true);
        for path in [
            "/s/local/".to_string(),
            "/s/local".to_string(),
            format!("/s/local/g/{id}"),
            format!("/s/local/g/{id}/0"),
            format!("/s/local/g/{id}/svg/0"),
            format!("/s/local/g/{id}/png"),
            format!("/s/local/g/{id}/file"),
            format!("/s/local/g/{id}/gif"),
            format!("/s/local/m/{alice}"),
            "/s/local/lb/checkers".to_string(),
            "/s/local/t/1".to_string(),
        ] {
            let got = get(&web, &path).await;
            assert_eq!(got.status, StatusCode::NOT_FOUND, "{path}");
            assert_eq!(got.body, plain.body, "{path}");
        }
        assert!(pages::live_payload(&web, "local", id).await.unwrap().is_none());
    });
}

#[test]
fn hostile_paths_and_queries_are_4xx_never_5xx() {
    let f = fixture();
    let id = checkers_id(&f.db);
    runtime().block_on(async {
        let web = web_over(&f.db, false);
        let huge = "a".repeat(5000);
        let paths = vec![
            "/s/local/g/99999999999999999999999".to_string(),
            "/s/local/g/-1".to_string(),
            "/s/local/g/0".to_string(),
            "/s/local/g/1.5".to_string(),
            "/s/../etc/passwd".to_string(),
            "/s/local/../../etc/passwd".to_string(),
            "/s/%2e%2e/etc/passwd".to_string(),
            format!("/s/local/g/{id}/svg/999999"),
            format!("/s/local/g/{id}/svg/9999999999999"),
            format!("/s/local/g/{id}/svg/-1"),
            format!("/s/local/g/{id}/99999999"),
            format!("/s/local/g/{id}%00"),
            "/s/local%00/".to_string(),
            "/s/LOCAL/".to_string(),
            format!("/s/{huge}/"),
            format!("/s/local/g/{huge}"),
            "/s/local/m/abc".to_string(),
            "/s/local/m/999999999999999999999999".to_string(),
            "/s/local/t/99999999999999999999".to_string(),
            "/s/local/lb/chess".to_string(),
            "/s/local/lb/crown-and-anchor".to_string(),
            "/s/local/lb/%3Cscript%3E".to_string(),
            "/s/local/lb/checkers?period=year".to_string(),
            "/s/local/lb/checkers?season=nope".to_string(),
            "/s/local/lb/checkers?period=all&period=week".to_string(),
            "/s/local/lb/checkers?season=%ff%fe".to_string(),
            format!("/s/local/lb/checkers?season={huge}"),
            format!("/s/local/g/{id}?{huge}"),
            format!("/s/local/?x={huge}"),
            "/s/local/g/1/%ff".to_string(),
            "/nothing".to_string(),
            "/s/".to_string(),
            "/assets/../Cargo.toml".to_string(),
        ];
        for path in paths {
            let got = get(&web, &path).await;
            assert!(got.status.is_client_error(), "{path}: {}", got.status);
            assert!(!got.text().contains("passwd"), "{path}");
        }
        // Bad query values are 400, an unknown season a 404.
        assert_eq!(
            get(&web, "/s/local/lb/checkers?period=year").await.status,
            StatusCode::BAD_REQUEST
        );
        assert_eq!(
            get(&web, "/s/local/lb/checkers?season=nope").await.status,
            StatusCode::NOT_FOUND
        );
        for good in ["", "?period=all", "?period=month", "?period=week"] {
            let got = get(&web, &format!("/s/local/lb/checkers{good}")).await;
            assert_eq!(got.status, StatusCode::OK, "{good}");
        }
    });
}

/// Replaces `from` by `to` in every text column of every table.
fn rename_everywhere(db: &Path, from: &str, to: &str) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(|r| r.unwrap())
        .collect();
    for table in tables {
        let columns: Vec<(String, String)> = conn
            .prepare(&format!("PRAGMA table_info(\"{table}\")"))
            .unwrap()
            .query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, String>(2)?)))
            .unwrap()
            .map(|r| r.unwrap())
            .collect();
        for (column, kind) in columns {
            if kind.to_uppercase().contains("TEXT") || kind.is_empty() {
                // Append-only tables (the ledger) refuse: their names stay.
                let _ = conn.execute(
                    &format!("UPDATE \"{table}\" SET \"{column}\" = replace(\"{column}\", ?1, ?2) WHERE typeof(\"{column}\") = 'text'"),
                    [from, to],
                );
                // A name alone in its column (ratings, badges).
                let (bare_from, bare_to) = (from.trim_matches('"'), to.trim_matches('"'));
                let _ = conn.execute(
                    &format!("UPDATE \"{table}\" SET \"{column}\" = ?2 WHERE \"{column}\" = ?1"),
                    [bare_from, bare_to],
                );
            }
        }
    }
}

#[test]
fn names_made_of_markup_are_escaped_in_every_page() {
    let f = fixture();
    let copy = tempfile::tempdir().unwrap();
    let db = copy.path().join("parlor.db");
    std::fs::copy(&f.db, &db).unwrap();
    let evil = "<script>alert(1)</script>";
    rename_everywhere(&db, "\"alice\"", &format!("\"{evil}\""));
    rename_everywhere(&db, "\"bob\"", "\"@everyone <b onmouseover=x>bob\"");
    let all = sessions(&db);
    let alice = parlor::local::member_id("alice");
    let bob = parlor::local::member_id("bob");
    runtime().block_on(async {
        let web = web_over(&db, false);
        let mut paths = vec![
            "/s/local/".to_string(),
            format!("/s/local/m/{alice}"),
            format!("/s/local/m/{bob}"),
        ];
        for kind in parlor_games::GameKind::offered().filter(|k| !k.is_table()) {
            paths.push(format!("/s/local/lb/{}", kind.name()));
        }
        for (id, _, status) in all.iter().filter(|(_, _, s)| s != "challenge") {
            paths.push(format!("/s/local/g/{id}"));
            paths.push(format!("/s/local/g/{id}/0"));
            paths.push(format!("/s/local/g/{id}/svg/0"));
            if status == "finished" {
                paths.push(format!("/s/local/g/{id}/file"));
            }
        }
        let mut seen_escaped = 0;
        for path in &paths {
            let got = get(&web, path).await;
            assert_eq!(got.status, StatusCode::OK, "{path}");
            let text = got.text();
            if path.ends_with("/file") {
                continue; // a text file, not HTML
            }
            assert!(!text.contains("<script>"), "{path}: a name's markup is escaped");
            assert!(!text.contains("<b onmouseover"), "{path}");
            if text.contains("&lt;script&gt;alert(1)&lt;/script&gt;")
                || text.contains("&lt;script&gt;alert(1)&lt;&#x2f;script&gt;")
                || text.contains("&#60;script&#62;")
            {
                seen_escaped += 1;
            }
        }
        assert!(seen_escaped >= 3, "the escaped name is shown ({seen_escaped} pages)");
        let payload = pages::live_payload(&web, "local", all.iter().find(|(_, _, s)| s == "playing").unwrap().0)
            .await
            .unwrap()
            .unwrap();
        // JSON strings are text: the script sets them with textContent.
        assert!(payload.to_string().len() > 10);
    });
}

/// A Trespass game in play with both picks made and a few moves played,
/// with `picks`; its store's path.
fn trespass_store(dir: &Path, picks: [u8; 2]) -> PathBuf {
    let mut local = Local::start_with_db(dir, "21");
    local.ok("alice /play game:trespass opponent:@bob");
    local.ok("bob [Accept]");
    local.send(":dm");
    local.ok(&format!("alice [{}]", picks[0]));
    local.send(":channel general");
    let last = local.ok(&format!("bob /secret number:{}", picks[1]));
    play(&mut local, last_view(&last), &["alice", "bob"], 8, |turn, n| {
        (turn * 5 + 3) % n
    });
    local.finish();
    dir.join("parlor.db")
}

/// Everything a visitor can fetch of game `id`, by path.
async fn everything(web: &Arc<Web>, id: i64) -> Vec<(String, StatusCode, Vec<u8>)> {
    let page = get(web, &format!("/s/local/g/{id}")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text());
    let plies: usize = attribute_of(&page.text(), "game", "data-plies").parse().unwrap();
    let mut paths = vec![
        "/s/local/".to_string(),
        format!("/s/local/g/{id}"),
        format!("/s/local/g/{id}/png"),
        format!("/s/local/g/{id}/file"),
        format!("/s/local/g/{id}/gif"),
    ];
    for n in 0..=plies {
        paths.push(format!("/s/local/g/{id}/{n}"));
        paths.push(format!("/s/local/g/{id}/svg/{n}"));
    }
    let mut out = Vec::new();
    for path in paths {
        let got = get(web, &path).await;
        out.push((path, got.status, got.body));
    }
    let payload = pages::live_payload(web, "local", id)
        .await
        .unwrap()
        .expect("a live game");
    out.push(("live".into(), StatusCode::OK, payload.to_string().into_bytes()));
    out
}

#[test]
fn a_trespass_game_in_play_shows_the_same_bytes_whatever_the_picks() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (db_a, db_b) = (trespass_store(a.path(), [7, 3]), trespass_store(b.path(), [2, 9]));
    let id = sessions(&db_a).iter().find(|(_, g, _)| g == "trespass").unwrap().0;
    runtime().block_on(async {
        let (web_a, web_b) = (web_over(&db_a, true), web_over(&db_b, true));
        let (seen_a, seen_b) = (everything(&web_a, id).await, everything(&web_b, id).await);
        assert!(seen_a.len() > 10, "{} things fetched", seen_a.len());
        for ((path, status_a, body_a), (_, status_b, body_b)) in seen_a.iter().zip(&seen_b) {
            assert_eq!(status_a, status_b, "{path}");
            assert!(body_a == body_b, "{path} differs with the picks");
        }
        let page = String::from_utf8_lossy(&seen_a[1].2).to_string();
        assert!(page.contains("data-live="), "the game is in play");
        for (path, _, body) in &seen_a {
            let text = String::from_utf8_lossy(body);
            for secret in ["salt", "commitment", "secret_salts", "\"secrets\""] {
                assert!(!text.contains(secret), "{path} says {secret}");
            }
        }
    });
}

/// `db`'s Hot Spot game given seed `seed` and its starting state from it:
/// the same game with other face-down pieces when the reserves match.
fn reseed_hot_spot(db: &Path, id: i64, seed: u64) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let record: String = conn
        .query_row("SELECT record FROM sessions WHERE id = ?1", [id], |r| r.get(0))
        .unwrap();
    let mut record: Value = serde_json::from_str(&record).unwrap();
    let mut rng = parlor_games::SeededRng::from_state(seed);
    let game = parlor_games::AnyGame::new(
        parlor_games::GameKind::HotSpot,
        record["options"].as_str().unwrap(),
        2,
        &mut rng,
    )
    .unwrap();
    record["seed"] = seed.into();
    record["state"] = game.save();
    conn.execute(
        "UPDATE sessions SET record = ?1 WHERE id = ?2",
        rusqlite::params![record.to_string(), id],
    )
    .unwrap();
}

/// The face-down pieces and the reserves a seed deals.
fn hot_spot_deal(seed: u64) -> (Value, Value) {
    let mut rng = parlor_games::SeededRng::from_state(seed);
    let game = parlor_games::AnyGame::new(parlor_games::GameKind::HotSpot, "", 2, &mut rng).unwrap();
    let saved = game.save();
    (saved["to_place"].clone(), saved["reserves"].clone())
}

#[test]
fn a_hot_spot_game_s_face_down_pieces_reach_no_page() {
    // Two deals with the same reserves (public) and other face-down pieces.
    let first = hot_spot_deal(1);
    let other = (2..5000u64)
        .find(|&s| {
            let deal = hot_spot_deal(s);
            deal.1 == first.1 && deal.0 != first.0
        })
        .expect("two deals alike but for the face-down pieces");
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "11");
    local.ok("alice /play game:hot-spot opponent:@bob");
    local.ok("bob [Accept]");
    local.finish();
    let db_a = dir.path().join("parlor.db");
    let id = sessions(&db_a).iter().find(|(_, g, _)| g == "hot-spot").unwrap().0;
    let copy = tempfile::tempdir().unwrap();
    let db_b = copy.path().join("parlor.db");
    std::fs::copy(&db_a, &db_b).unwrap();
    reseed_hot_spot(&db_a, id, 1);
    reseed_hot_spot(&db_b, id, other);
    runtime().block_on(async {
        let (web_a, web_b) = (web_over(&db_a, true), web_over(&db_b, true));
        let (seen_a, seen_b) = (everything(&web_a, id).await, everything(&web_b, id).await);
        for ((path, status_a, body_a), (_, status_b, body_b)) in seen_a.iter().zip(&seen_b) {
            assert_eq!(status_a, status_b, "{path}");
            assert!(body_a == body_b, "{path} differs with the face-down pieces");
        }
    });
}

#[test]
fn pages_speak_the_server_s_language_or_the_visitor_s() {
    let f = fixture();
    let id = checkers_id(&f.db);
    runtime().block_on(async {
        let web = web_over(&f.db, false);
        let fr = get_with(&web, &format!("/s/local/g/{id}"), Some("fr-FR,fr;q=0.9"))
            .await
            .text();
        assert!(fr.contains("<html lang=\"fr\">") && fr.contains("Coups"), "French");
        let es = get_with(&web, "/s/local/", Some("es")).await.text();
        assert!(es.contains("<html lang=\"es\">") && es.contains("Partidas recientes"));
        let other = get_with(&web, "/s/local/", Some("de")).await.text();
        assert!(other.contains("<html lang=\"en\">"));
        let css = get(&web, "/assets/parlor.css").await;
        assert_eq!(css.header("cache-control"), "public, max-age=31536000, immutable");
        assert!(css.header("content-type").starts_with("text/css"));
        let html = get(&web, &format!("/s/local/g/{id}")).await.text();
        assert!(html.contains("/assets/parlor.css?v=") && html.contains("/assets/replay.js?v="));
        assert!(!html.contains("style=") && !html.contains("<script>"));
        assert_eq!(get(&web, "/").await.status, StatusCode::OK);
        assert_eq!(
            get(&web, &format!("/s/local/g/{id}")).await.header("vary"),
            "accept-language"
        );
        // A live page's payload speaks as the page does.
        let live = sessions(&f.db).into_iter().find(|s| s.2 == "playing").unwrap().0;
        let page = get_with(&web, &format!("/s/local/g/{live}"), Some("fr")).await.text();
        let payload = pages::live_payload_in(&web, "local", live, parlor_games::i18n::Locale::Fr)
            .await
            .unwrap()
            .unwrap();
        let status = page
            .split("<p id=\"status\">")
            .nth(1)
            .unwrap()
            .split("</p>")
            .next()
            .unwrap();
        assert_eq!(unescape(status), payload["status"].as_str().unwrap());
        assert!(status.contains("Au tour de") || status.contains("en cours"), "{status}");
        assert!(
            pages::live_payload_in(&web, "../x", live, parlor_games::i18n::Locale::Fr)
                .await
                .unwrap()
                .is_none()
        );
    });
}

#[test]
fn served_over_tcp_by_serve_on() {
    let f = fixture();
    let id = checkers_id(&f.db);
    runtime().block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let options = WebOptions {
            listen: address,
            public_url: format!("http://{address}"),
            requests_per_minute: 10_000,
            defaults: TableSettings::default(),
        };
        tokio::spawn(parlor::web::serve_on(listener, Target::Sqlite(f.db.clone()), options));
        let answer = raw_get(address, &format!("/s/local/g/{id}")).await;
        assert!(
            answer.starts_with("HTTP/1.1 200"),
            "{}",
            &answer[..answer.len().min(300)]
        );
        assert!(answer.contains("id=\"moves\""));
        let missing = raw_get(address, "/s/local/g/-1").await;
        assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    });
}

async fn raw_get(address: std::net::SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

/// The rows of a leaderboard page: (rank, name, rating) per `<tr>` of its table.
fn page_rows(html: &str) -> Vec<(String, String, String)> {
    let Some(body) = html.split("<tbody>").nth(1) else {
        return Vec::new();
    };
    let body = body.split("</tbody>").next().unwrap();
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let cells: Vec<String> = row
                .split("<td>")
                .skip(1)
                .map(|c| {
                    let c = c.split("</td>").next().unwrap();
                    // The text without tags.
                    let mut out = String::new();
                    let mut inside = false;
                    for ch in c.chars() {
                        match ch {
                            '<' => inside = true,
                            '>' => inside = false,
                            _ if !inside => out.push(ch),
                            _ => {}
                        }
                    }
                    unescape(&out)
                })
                .collect();
            let rating = cells[2].split(" ± ").next().unwrap().to_string();
            (cells[0].clone(), cells[1].clone(), rating)
        })
        .collect()
}

/// `/leaderboard`'s rows: (rank, name, rating).
fn command_rows(replies: &[Value]) -> Vec<(String, String, String)> {
    let board = &replies.iter().find(|r| !r["leaderboard"].is_null()).unwrap()["leaderboard"];
    board["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["rank"].to_string(),
                r["name"].as_str().unwrap().to_string(),
                r["rating"].to_string(),
            )
        })
        .collect()
}

#[test]
fn leaderboards_list_the_rows_leaderboard_lists() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    // Local mode's clock is not the web's: nobody may be idle between them.
    local.ok("alice /settings set key:leaderboard_inactive_after value:off");
    for _ in 0..3 {
        crate::pipes::resigned_game(&mut local, "bob", "carol", "carol");
        crate::pipes::resigned_game(&mut local, "dave", "bob", "bob");
        crate::pipes::resigned_game(&mut local, "carol", "dave", "dave");
    }
    let all = command_rows(&local.ok("erin /leaderboard game:checkers period:all"));
    local.ok("alice /settings set key:season value:manual");
    local.ok("alice /season start name:Spring");
    for _ in 0..3 {
        crate::pipes::resigned_game(&mut local, "carol", "bob", "bob");
        crate::pipes::resigned_game(&mut local, "dave", "carol", "carol");
    }
    let season = command_rows(&local.ok("erin /leaderboard game:checkers"));
    let all_after = command_rows(&local.ok("erin /leaderboard game:checkers period:all"));
    local.finish();
    assert_eq!(all.len(), 3, "{all:?}");
    assert_eq!(season.len(), 3, "{season:?}");
    let db = dir.path().join("parlor.db");
    runtime().block_on(async {
        let web = web_over(&db, false);
        let page = get(&web, "/s/local/lb/checkers?period=all").await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(page_rows(&page.text()), all_after, "all time");
        // While a season runs its board is the default, as /leaderboard's.
        let page = get(&web, "/s/local/lb/checkers").await.text();
        assert!(page.contains("Spring"), "the season's board");
        assert_eq!(page_rows(&page), season, "the season");
        let named = get(&web, "/s/local/lb/checkers?season=spring").await.text();
        assert_eq!(page_rows(&named), season, "the season by name");
        // The server page shows the same board, with the bands.
        let server = get(&web, "/s/local/").await.text();
        assert_eq!(page_rows(&server), season);
        assert!(server.contains("class=\"band band-"));
        // Ranked members link to their pages.
        assert!(server.contains(&format!("/s/local/m/{}", parlor::local::member_id("carol"))));
        let empty = get(&web, "/s/local/lb/hot-spot").await;
        assert_eq!(empty.status, StatusCode::OK);
        assert!(empty.text().contains("Nobody is ranked yet"));
    });
}

#[test]
fn a_tournament_page_has_standings_with_tiebreaks_a_crosstable_and_every_game_linked() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "31");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /tournament create game:checkers format:round-robin max-players:3 name:\"Autumn cup\"");
    for player in ["alice", "bob", "carol"] {
        local.ok(&format!("{player} /tournament join"));
    }
    local.ok("alice /tournament start");
    for _ in 1..=3 {
        local.ok(":channel general");
        let shown = local.ok("zed /tournament show");
        let t = shown.iter().find(|r| !r["tournament"].is_null()).unwrap()["tournament"].clone();
        let round = t["round"].as_u64().unwrap() as usize;
        let board = t["rounds"][round - 1]["pairings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["bye"] == false && p["result"].is_null())
            .cloned()
            .unwrap();
        local.ok(&format!(":channel {}", board["thread"].as_str().unwrap()));
        local.ok(&format!("{} /resign", board["first"].as_str().unwrap()));
    }
    local.finish();
    let db = dir.path().join("parlor.db");
    let games: Vec<i64> = sessions(&db).iter().map(|s| s.0).collect();
    runtime().block_on(async {
        let web = web_over(&db, false);
        let page = get(&web, "/s/local/t/1").await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.text());
        assert_eq!(page.header("cache-control"), "public, max-age=86400", "finished");
        let html = page.text();
        assert!(html.contains("Autumn cup"));
        for name in ["alice", "bob", "carol"] {
            assert!(html.contains(name));
        }
        assert!(html.contains("sonneborn-berger"), "tiebreaks");
        assert!(html.contains("<svg"), "the crosstable");
        assert!(!html.contains("<?xml") && !html.contains("style="));
        let links = hrefs(&html);
        for id in &games {
            assert!(links.contains(&format!("/s/local/g/{id}")), "game {id} linked");
        }
        assert!(html.contains("Round 3") && html.contains("Round 1"));
        let server = get(&web, "/s/local/").await.text();
        assert!(
            hrefs(&server).contains(&"/s/local/t/1".to_string()),
            "a past tournament"
        );
        assert_eq!(get(&web, "/s/local/t/2").await.status, StatusCode::NOT_FOUND);
        let web = web_over(&db, true);
        assert_eq!(get(&web, "/s/other/t/1").await.status, StatusCode::NOT_FOUND);
    });
}

#[test]
fn a_live_game_s_page_follows_its_moves_even_when_the_clock_stands_still() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "9");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /play game:checkers opponent:@bob");
    let view = last_view(&local.ok("bob [Accept]"));
    play(&mut local, view, &["alice", "bob"], 2, |_, _| 0);
    local.finish();
    let db = dir.path().join("parlor.db");
    let id = sessions(&db)[0].0;
    let rt = runtime();
    let web = web_over(&db, false);
    let before = rt.block_on(get(&web, &format!("/s/local/g/{id}"))).text();
    assert_eq!(attribute_of(&before, "game", "data-plies"), "2");
    // The same process (its caches) after another move.
    let mut local = Local::start_with_db(dir.path(), "9");
    let view = last_view(&local.ok("alice /board"));
    play(&mut local, view, &["alice", "bob"], 1, |_, _| 0);
    local.finish();
    rt.block_on(async {
        let after = get(&web, &format!("/s/local/g/{id}")).await.text();
        assert_eq!(attribute_of(&after, "game", "data-plies"), "3");
        let payload = pages::live_payload(&web, "local", id).await.unwrap().unwrap();
        assert_eq!(payload["plies"], 3);
        assert_eq!(
            get(&web, &format!("/s/local/g/{id}/svg/3")).await.status,
            StatusCode::OK
        );
    });
}

/// A game against Parlor names its seat "Parlor (level)" with the level in the
/// page's language, and draws the board with the name the channel's picture
/// has.
#[test]
fn parlor_s_level_is_written_in_the_page_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "11");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /play game:checkers opponent:@parlor options:level:easy");
    local.ok("alice /resign");
    local.finish();
    let db = dir.path().join("parlor.db");
    let id = sessions(&db).into_iter().find(|s| s.1 == "checkers").unwrap().0;
    runtime().block_on(async {
        let web = web_over(&db, false);
        let es = get_with(&web, &format!("/s/local/g/{id}"), Some("es")).await.text();
        assert!(es.contains("Parlor (fácil)"), "{es}");
        let en = get_with(&web, &format!("/s/local/g/{id}"), Some("en")).await.text();
        assert!(en.contains("Parlor (easy)") && !en.contains("fácil"), "{en}");
    });
}
